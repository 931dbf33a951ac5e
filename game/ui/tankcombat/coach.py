"""The tutorial's coach: walks a new player through a first game one step at a time —
select a unit, give an order, draw its route, confirm it, set up a Defend, hand in,
watch the turn, fire — each step with the thing to click highlighted and the rule it
teaches in one sentence. The player may leave the tutorial at any time.

A step is data: what to say, the rule, what to highlight (a unit, a hex or a button)
and when it is done, asked of the scene. No rules are decided here."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.engine import assets
from game.rules.hexgrid import Hex, distance
from game.rules.tankcombat.orders import Defend, Fire, RoadMarch

if TYPE_CHECKING:
    from game.ui.tankcombat.scene import TankScene

GLOW = (255, 214, 64)


@dataclass(frozen=True)
class Step:
    """One lesson: `say` what to do, the `rule` behind it, what to `highlight`
    ("unit:<id>", "hex:<number>", "button:<label>" or "") and when it is `done`."""

    say: str
    rule: str
    highlight: Callable[[TankScene], str]
    done: Callable[[TankScene], bool]


def _own(scene: TankScene, card: str) -> str:
    """The id of the viewer's first unit with `card` still on the map."""
    view = scene.view()
    unit = next((u for u in view.own_units() if u.card.id == card), None)
    return unit.id if unit is not None else ""


def _selected(scene: TankScene, card: str) -> bool:
    return scene.draft is not None and scene.draft.selected == _own(scene, card) != ""


def _composing(scene: TankScene, kind: str) -> bool:
    return scene.draft is not None and scene.draft.composing is not None \
        and scene.draft.composing.kind == kind


def _on_sheet(scene: TankScene, card: str, kind: type) -> bool:
    unit = _own(scene, card)
    return scene.draft is not None and isinstance(scene.draft.orders.get(unit), kind)


def _towards_objective(scene: TankScene) -> str:
    """A hex the T-34 can reach on its way to the first objective."""
    draft, view = scene.draft, scene.view()
    unit = view.unit(_own(scene, "t34_76"))
    if draft is None or unit is None or not view.battle.objectives:
        return ""
    goal = view.battle.objectives[0].hex
    reach: dict[Hex, tuple] = draft.options(unit)["road_march"]  # type: ignore[assignment]
    if not reach:
        return ""
    best = min(reach, key=lambda h: (distance(h, goal), view.battle.map.number(h)))
    return f"hex:{view.battle.map.number(best)}"


def _handed_in(scene: TankScene) -> bool:
    return scene.viewer is not None and scene.viewer not in scene.table.pending() \
        or scene.view().turn > 1


def _an_enemy_in_range(scene: TankScene) -> str:
    draft = scene.draft
    if draft is None:
        return ""
    for unit in draft.units():
        targets = draft.options(unit)["fire"]
        if targets:
            return f"unit:{unit.id}"
    return ""


STEPS: tuple[Step, ...] = (
    Step("Click your T-34 (the glowing counter) to select it.",
         "Each platoon is one counter: its card's name on top, its number bottom left, "
         "one pip per tank.",
         lambda s: f"unit:{_own(s, 't34_76')}", lambda s: _selected(s, "t34_76")),
    Step("Press Road march: the T-34's card offers only the orders it can take now.",
         "A unit takes one order a turn; a grey button says why it cannot be given.",
         lambda s: "button:Road march", lambda s: _composing(s, "road_march")),
    Step("Click the glowing hex to send it towards the village (shaded hexes are in "
         "reach).",
         "Road march covers the card's movement, plus extra hexes along a road.",
         _towards_objective,
         lambda s: s.draft is not None and s.draft.ready is not None
         or _on_sheet(s, "t34_76", RoadMarch)),
    Step("Press Enter (or Confirm order) to put the order on the sheet.",
         "Nothing is on the sheet until you confirm it; Esc or a right-click cancels.",
         lambda s: "button:Confirm order", lambda s: _on_sheet(s, "t34_76", RoadMarch)),
    Step("Now select the T-26 and press Defend; the arc points at the nearest enemy.",
         "Defend: +1 Defence this turn, and it fires once at an enemy moving into its "
         "zone. It uses one clip of ammunition either way.",
         lambda s: f"unit:{_own(s, 't26')}" if not _composing(s, "defend")
         else "button:Confirm order", lambda s: _on_sheet(s, "t26", Defend)),
    Step("Press Hand in orders, then Hand in now. Units without an order wait.",
         "Both sides write their orders in secret; nothing happens until both hand in.",
         lambda s: "button:Hand in" if s.asking is None else "button:Hand in now",
         _handed_in),
    Step("Watch the turn being carried out (Space skips).",
         "Orders are carried out by type: Defend, Suppressing fire, Fire, Attack, "
         "Ambush, then movement.",
         lambda s: "", lambda s: s.view().turn > 1 and not s.watching()),
    Step("When an enemy is in sight and range, select the glowing unit, press Fire and "
         "click a ringed enemy: its label gives the dice and the odds.",
         "Each die showing at most the accuracy is a hit; hits beyond the target's "
         "Defence destroy tanks.",
         _an_enemy_in_range,
         lambda s: s.draft is not None and any(isinstance(o, Fire)
                                               for o in s.draft.orders.values())),
    Step("You know the basics. Press Battle (or B) for how to win, and play on.",
         "Hold the village alone at the end of turn 8 — or destroy more than the enemy.",
         lambda s: "button:Battle", lambda s: s.show_battle),
)


class Coach:
    """Where the player has got to in the tutorial."""

    def __init__(self) -> None:
        self.index = 0
        self.left = False

    @property
    def step(self) -> Step | None:
        if self.left or self.index >= len(STEPS):
            return None
        return STEPS[self.index]

    def leave(self) -> None:
        self.left = True

    def update(self, scene: TankScene) -> None:
        """Move on past every step that is done."""
        while self.step is not None and self.step.done(scene):
            self.index += 1

    def draw(self, surface: pygame.Surface, scene: TankScene, area: pygame.Rect) -> None:
        step = self.step
        if step is None:
            return
        target = step.highlight(scene)
        kind, _, name = target.partition(":")
        view = scene.view()
        if kind == "unit" and view.unit(name) is not None:
            _ring(surface, scene.map_view.screen_center(view.unit(name).hex),
                  scene.map_view.hex_height)
        elif kind == "hex" and name:
            _ring(surface, scene.map_view.screen_center(view.battle.map.hex(name)),
                  scene.map_view.hex_height)
        elif kind == "button":
            for element in scene.manager.get_root_container().elements:
                if isinstance(element, pygame_gui.elements.UIButton) \
                        and element.text.startswith(name) and element.visible:
                    pygame.draw.rect(surface, GLOW, element.rect.inflate(8, 8), 3,
                                     border_radius=6)
                    break
        width = min(560, area.width - 20)
        lines = [(f"Tutorial {self.index + 1}/{len(STEPS)}: {step.say}", (250, 250, 240)),
                 (f"Rule: {step.rule}", (200, 220, 170))]
        rows = [(row, colour) for text, colour in lines for row in assets.wrap(text, 17, width)]
        box = pygame.Rect(area.x + 10, area.y + 10, width + 16, 20 * len(rows) + 34)
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        shade.fill((14, 16, 12, 225))
        surface.blit(shade, box)
        pygame.draw.rect(surface, GLOW, box, 2, border_radius=4)
        y = box.y + 8
        for row, colour in rows:
            surface.blit(assets.text(row, 17, colour), (box.x + 8, y))
            y += 20
        surface.blit(assets.text("L leaves the tutorial", 14, (170, 170, 150)),
                     (box.x + 8, y + 2))


def _ring(surface: pygame.Surface, centre: tuple[float, float], hex_height: float) -> None:
    radius = max(20, round(hex_height * 0.55))
    pygame.draw.circle(surface, GLOW, (round(centre[0]), round(centre[1])), radius, 4)
