"""Drawing the Tank Combat panel beside the map, as the scene stands: the turn being
carried out, the Battle panel (with a legend of the map's terrains), the army being
bought, the sheet of orders (the selected unit's card, what to click next, the units
of a stack, the orders so far), or, between turns, the card of a unit looked at.

The words below the buttons go in the area the controls left (controls.Layout) and
scroll with the wheel when they do not fit; nothing runs under a button."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import assets
from game.engine.gui import ACCENT, INK, MUTED
from game.rules.core.words import counted
from game.rules.hexmap import HexMap
from game.rules.tankcombat.geometry import compass
from game.rules.tankcombat.view import TankView
from game.ui.maps.map_art import terrain_tiles
from game.ui.tankcombat import controls, panel
from game.ui.tankcombat.rows import Line, Row, draw_rows, legend_rows, rows_of

if TYPE_CHECKING:
    from game.ui.tankcombat.scene import TankScene

BACKGROUND = (26, 30, 26)
SWATCH = 16


_SWATCHES: dict[int, tuple[HexMap, dict[str, pygame.Surface]]] = {}


def swatches(hex_map: HexMap) -> dict[str, pygame.Surface]:
    """Each terrain's tile, small, for the legend (drawn once per map)."""
    found = _SWATCHES.get(id(hex_map))
    if found is None or found[0] is not hex_map:
        if len(_SWATCHES) > 8:
            _SWATCHES.clear()
        found = (hex_map, terrain_tiles(hex_map, SWATCH / hex_map.geometry.tile_height))
        _SWATCHES[id(hex_map)] = found
    return found[1]


def draw(scene: TankScene, surface: pygame.Surface, view: TankView) -> None:
    """The panel for what the scene shows now."""
    rect = scene.panel_rect()
    pygame.draw.rect(surface, BACKGROUND, rect)
    x, width = rect.x + 10, rect.width - 20
    layout = scene.layout
    if scene.carrying_out():
        panel.draw_lines(surface, [(f"Carrying out orders: {scene.picture.step}", ACCENT),
                                   ("Space skips to the end of the turn.", MUTED)],
                         x, rect.y + 8, width)
        return
    header = scene.table.turn_label()
    if scene.show_battle:
        _scrolled(scene, surface, battle_rows(view, width), layout)
        return
    if scene.army is not None:
        _army(scene, surface, view, rect)
        return
    if scene.draft is None:
        _between_turns(scene, surface, view, header)
        return
    if scene.asking is not None:
        _asking(scene, surface, rect)
        return
    surface.blit(assets.text(assets.fit("Your orders", 18, width - 96, bold=True), 18,
                             ACCENT, bold=True), (x, rect.y + 8))
    draft = scene.draft
    unit = draft.unit()
    card = unit if unit is not None else (
        view.unit(scene.inspected) if scene.inspected else None)
    if card is not None:  # the selected unit's card, else the one clicked on
        panel.draw_lines(surface, panel.unit_lines(view, card), x, rect.y + controls.TOP,
                         width, panel.card_size(width))
    for what, y in layout.steppers:
        text = assets.text(controls.stepper_text(scene, what), 18, INK)
        surface.blit(text, text.get_rect(center=(rect.centerx, y + controls.BUTTON_H // 2)))
    top = layout.text_top if unit is not None else \
        rect.y + controls.TOP + panel.card_height(view, card, width) + 8
    lines: list[Line] = [(draft.hint(), MUTED), *scene.stack_note(view), *_team_note(scene, view)]
    rows = rows_of(lines, 16, width)
    rows += rows_of([("Orders this turn", ACCENT)], 16, width)
    rows += rows_of(panel.sheet_lines(view, draft), 16, width)
    _scrolled(scene, surface, rows, controls.Layout(top, layout.text_bottom))


_BATTLE_ROWS: dict[tuple[int, int], tuple[TankView, list[Row]]] = {}


def battle_rows(view: TankView, width: int) -> list[Row]:
    """The Battle panel's rows: the words, then the legend of the map's terrains
    (laid out once per view shown and width, not every frame)."""
    found = _BATTLE_ROWS.get((id(view), width))
    if found is not None and found[0] is view:
        return found[1]
    if len(_BATTLE_ROWS) > 8:
        _BATTLE_ROWS.clear()
    rows = rows_of(panel.battle_lines(view), 16, width)
    rows += rows_of([("The map's terrain", ACCENT)], 16, width)
    tiles = swatches(view.battle.map)
    rows += legend_rows([(tiles[terrain], text) for terrain, text
                         in panel.terrain_legend(view.battle)], INK, 16, width)
    _BATTLE_ROWS[id(view), width] = (view, rows)
    return rows


def _scrolled(scene: TankScene, surface: pygame.Surface, rows: list[Row],
              layout: controls.Layout) -> None:
    """Rows in the area between `layout.text_top` and `text_bottom`, from the scene's
    scroll position; the scene learns how far it may scroll."""
    rect = scene.panel_rect()
    area = pygame.Rect(rect.x + 10, layout.text_top, rect.width - 20,
                       max(0, layout.text_bottom - layout.text_top))
    scene.panel_scroll = min(scene.panel_scroll, max(0, len(rows) - 1))
    hidden = draw_rows(surface, rows, area, scene.panel_scroll)
    scene.panel_scroll_max = scene.panel_scroll + hidden


def _between_turns(scene: TankScene, surface: pygame.Surface, view: TankView,
                   header: str) -> None:
    rect = scene.panel_rect()
    width = rect.width - 20
    note = "Watching." if scene.viewer is None else "Waiting for the other side."
    if view.building and scene.viewer is not None:
        note = "Your army is in. The armies take the field when every one is in."
    if scene.can_take_back():
        what = "army" if view.building else "orders"
        note = (f"Your {what} {'is' if view.building else 'are'} in. Until every other "
                f"player hands in, you may take {'it' if view.building else 'them'} back.")
    lines: list[Line] = [(header, ACCENT), (note, MUTED)]
    inspected = view.unit(scene.inspected) if scene.inspected else None
    if inspected is not None:
        lines += panel.unit_lines(view, inspected) + scene.stack_note(view)
        rows = rows_of(lines, panel.card_size(width), width)
    else:
        rows = rows_of(lines, 18, width) + rows_of(
            [(view.battle.title, INK)] + [(" ".join(p.split()), MUTED)
                                          for p in view.battle.briefing.split("\n\n")
                                          if p.strip()], 16, width)
    _scrolled(scene, surface, rows, scene.layout)


def _asking(scene: TankScene, surface: pygame.Surface, rect: pygame.Rect) -> None:
    waiting = scene.asking
    lines: list[Line] = [("Hand in your orders?", ACCENT)]
    if waiting:
        lines.append((f"{counted(len(waiting), 'unit')} will Wait this turn:", INK))
        lines.extend((f"  {name}", INK) for name in waiting)
    else:
        lines.append(("Every unit has an order.", INK))
    if scene.against_computer():
        lines.append(("The turn may start at once: this is the last chance to change "
                      "them.", MUTED))
    _scrolled(scene, surface, rows_of(lines, 18, rect.width - 20), scene.layout)


def _team_note(scene: TankScene, view: TankView) -> list[Line]:
    """With team-mates: whose platoons the blue-rimmed ones are."""
    mates = [scene.table.names[s] for s in view.battle.team(view.side or "")
             if s != view.seat]
    if not mates:
        return []
    return [(f"Blue rims: {' and '.join(mates)}, your team-mate; you order the "
             "white-rimmed platoons.", MUTED)]


def _army(scene: TankScene, surface: pygame.Surface, view: TankView,
          rect: pygame.Rect) -> None:
    army = scene.army
    x, width = rect.x + 10, rect.width - 20
    surface.blit(assets.text("Build your army", 18, ACCENT, bold=True), (x, rect.y + 8))
    surface.blit(assets.text(f"{army.left()} of {counted(army.budget, 'point')} left", 18,
                             INK), (x, rect.y + controls.TOP))
    if scene.asking is not None:
        lines: list[Line] = [
            ("Hand in this army?", ACCENT),
            (f"{counted(len(army.platoons), 'platoon')} for {army.spent()} of "
             f"{counted(army.budget, 'point')}.", INK),
            ("The enemy sees it only when every army is in; until then you may take it "
             "back.", MUTED)]
        _scrolled(scene, surface, rows_of(lines, 18, width), scene.layout)
        return
    lines = [("Pick a card, then click a hex of your zone (shaded) to set a platoon of it "
              "up there.", MUTED), ("Your platoons", ACCENT)]
    for i, p in enumerate(army.platoons):
        card = view.battle.cards[p.card]
        mark = "> " if i == army.selected else "  "
        lines.append((f"{mark}{card.name} in {p.hex}, facing "
                      f"{compass(view.battle.map, p.facing)} ({card.cost})",
                      ACCENT if i == army.selected else INK))
    if not army.platoons:
        lines.append(("  none yet", MUTED))
    _scrolled(scene, surface, rows_of(lines, 16, width), scene.layout)
