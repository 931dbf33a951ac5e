"""Where everything on the Built for War table goes: the main board (initiative and
score tracks, season and year, the face-up action cards, the decks) across the top,
then one panel per nation — a player board (tank slots by icon, weight track and cube,
blueprint, technology stack, doctrine, kill tiles, support cards) or an AI nation's tank
cards. `compose` turns a view into sprites to place, their hover texts and the static
labels and boxes, all computed once per change of the view, never per frame."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.engine import assets
from game.rules.builtforwar.content import ICONS, SEASONS, YEARS
from game.rules.builtforwar.view import BuiltForWarView, NationView
from game.ui.builtforwar import art, words
from game.ui.builtforwar.tanks import tank_picture

Colour = tuple[int, int, int]
INK: Colour = (232, 228, 210)
MUTED: Colour = (160, 160, 145)
ACCENT: Colour = (214, 170, 80)
PANEL: Colour = (38, 42, 36)
STRIP_H = 182
CONTROLS_H = 128


@dataclass(frozen=True)
class Marks:
    """What the viewer has picked on screen but not yet handed in."""

    discard: tuple[str, ...] = ()  # build: tiles marked to discard
    pick: str = ""  # research: the stack tile picked
    first: str = ""  # Fast Start: the tile chosen for the blueprint
    card: str = ""  # combat: the action card picked
    active: int | None = None  # the nation the playback is showing
    refused: tuple[str, ...] = ()  # action cards the viewer cannot take now

    def of(self, tile: str) -> str:
        """How `tile` is marked: "discard", "pick" or ""."""
        if tile in self.discard:
            return "discard"
        return "pick" if tile in (self.pick, self.first) else ""


@dataclass
class Picture:
    """The table for one view: sprites, hover texts, static labels and boxes."""

    k: float = 1.0  # screen pixels per design pixel
    origin: tuple[int, int] = (0, 0)
    placed: list[tuple] = field(default_factory=list)
    tips: dict[object, list[str]] = field(default_factory=dict)
    labels: list[tuple[str, int, Colour, tuple[int, int], bool]] = field(default_factory=list)
    boxes: list[tuple[pygame.Rect, Colour, int]] = field(default_factory=list)
    panels: dict[int, pygame.Rect] = field(default_factory=dict)
    spots: dict[object, tuple[int, int]] = field(default_factory=dict)

    def at(self, pos: tuple[float, float]) -> tuple[int, int]:
        """Design coordinates to the screen."""
        return (round(self.origin[0] + pos[0] * self.k), round(self.origin[1] + pos[1] * self.k))

    def rect(self, rect: pygame.Rect) -> pygame.Rect:
        x, y = self.at(rect.topleft)
        return pygame.Rect(x, y, round(rect.width * self.k), round(rect.height * self.k))

    def put(self, key: object, look, center: tuple[int, int], size: int, layer: int = 1,
            tip: list[str] | None = None) -> None:
        spot = self.at(center)
        self.placed.append((key, look, spot, round(size * self.k), layer))
        self.spots[key] = spot
        if tip:
            self.tips[key] = tip

    def text(self, content: str, size: int, colour: Colour, pos: tuple[int, int],
             bold: bool = False, room: int = 0) -> None:
        """Words at `pos`; with `room` (design pixels) they are cut to fit it, since the
        smallest legible size may be larger than the design's size scaled down."""
        shown = max(12, round(size * self.k))
        if room:
            content = assets.fit(content, shown, round(room * self.k), bold)
        self.labels.append((content, shown, colour, self.at(pos), bold))

    def box(self, rect: pygame.Rect, colour: Colour, width: int = 0) -> None:
        self.boxes.append((self.rect(rect), colour, max(1, round(width * self.k)) if width
                           else 0))


DESIGN = (1560, 1028)
"""The board area the layout is drawn for (1920×1080 less the top bar and the log);
other window sizes scale it."""


def controls_rect(board: pygame.Rect) -> pygame.Rect:
    """The strip of buttons at the foot of the board, in screen pixels (never scaled)."""
    return pygame.Rect(board.x, board.bottom - CONTROLS_H, board.width, CONTROLS_H)


BOARD_SIZE = (776, 353)
"""A player board's own design size; a bigger panel draws it larger."""
AI_SIZE = (300, 252)
AI_COLUMN = 330


def _stacked(area: pygame.Rect, count: int) -> list[pygame.Rect]:
    height = (area.height - 6 * (count - 1)) // max(1, count)
    return [pygame.Rect(area.x, area.y + i * (height + 6), area.width, height)
            for i in range(count)]


def _grid(area: pygame.Rect, count: int) -> list[pygame.Rect]:
    width, height = (area.width - 8) // 2, (area.height - 6) // 2
    return [pygame.Rect(area.x + (i % 2) * (width + 8), area.y + (i // 2) * (height + 6),
                        width, height) for i in range(count)]


def panel_rects(board: pygame.Rect, ai: list[bool], controls: int) -> list[pygame.Rect]:
    """Each seat's panel: one or two player boards get the width and the AI nations a
    column beside them; three or four boards share a grid."""
    area = pygame.Rect(board.x + 8, board.y + STRIP_H + 6, board.width - 16,
                       board.height - controls - STRIP_H - 12)
    boards = [s for s, a in enumerate(ai) if not a]
    ais = [s for s, a in enumerate(ai) if a]
    if not boards or len(boards) > 2 or (len(ai) > 2 and len(boards) > 2):
        return _grid(area, len(ai)) if len(ai) > 2 or not boards else _stacked(area, len(ai))
    out: dict[int, pygame.Rect] = {}
    left = area
    if ais:
        column = pygame.Rect(area.right - AI_COLUMN, area.y, AI_COLUMN, area.height)
        left = pygame.Rect(area.x, area.y, area.width - AI_COLUMN - 8, area.height)
        out.update(zip(ais, _stacked(column, len(ais)), strict=True))
    out.update(zip(boards, _stacked(left, len(boards)), strict=True))
    return [out[s] for s in range(len(ai))]


def compose(view: BuiltForWarView, screen: pygame.Rect, marks: Marks) -> Picture:
    k = min(screen.width / DESIGN[0], (screen.height - CONTROLS_H) / (DESIGN[1] - CONTROLS_H))
    pic = Picture(k, screen.topleft)
    board = pygame.Rect(0, 0, round(screen.width / k), round((screen.height - CONTROLS_H) / k))
    board.height += CONTROLS_H
    _main_board(pic, view, board, marks)
    rects = panel_rects(board, [bool(n.ai_level) for n in view.nations], CONTROLS_H)
    active = marks.active if marks.active is not None else view.turn_seat
    for seat, rect in enumerate(rects):
        nation = view.nations[seat]
        pic.panels[seat] = pic.rect(rect)
        size = AI_SIZE if nation.ai_level else BOARD_SIZE
        scale = min(rect.width / size[0], rect.height / size[1])
        saved = pic.k, pic.origin
        pic.origin, pic.k = pic.at(rect.topleft), pic.k * scale
        local = pygame.Rect(0, 0, round(rect.width / scale), round(rect.height / scale))
        _panel_frame(pic, view, nation, local, active == seat)
        if nation.ai_level:
            _ai_panel(pic, view, nation, local)
        else:
            _player_board(pic, view, nation, local, marks)
        pic.k, pic.origin = saved
    return pic


# -- the main board ----------------------------------------------------------------------

def _main_board(pic: Picture, view: BuiltForWarView, board: pygame.Rect, marks: Marks) -> None:
    content = view.content
    strip = pygame.Rect(board.x + 8, board.y + 6, board.width - 16, STRIP_H - 6)
    pic.box(strip, (46, 52, 42))
    x0, y0 = strip.x + 10, strip.y + 6
    pic.text("Initiative (first to act on top)", 16, ACCENT, (x0, y0), True)
    cell = 40
    track_top = y0 + 22
    for value in range(17):
        r = pygame.Rect(x0 + value * cell, track_top, cell - 2, 98)
        pic.box(r, (58, 64, 54))
        pic.text(str(value), 14, MUTED, (r.x + 3, r.bottom - 18))
    by_value: dict[int, list[int]] = {}
    for seat in view.initiative_order:  # first in order is on top of its space
        by_value.setdefault(view.nations[seat].initiative, []).append(seat)
    for value, seats in by_value.items():
        for depth, seat in enumerate(reversed(seats)):
            n = view.nations[seat]
            pic.put(("disk", "init", seat), art.disk_look(n.nation, top=depth == len(seats) - 1),
                    (x0 + value * cell + cell // 2 - 1, track_top + 66 - depth * 18), 30,
                    layer=2 + depth,
                    tip=[f"{art.nation_name(content, n.nation)}: initiative {n.initiative}",
                         f"{view.initiative_order.index(seat) + 1}. in initiative order."])
    score_top = track_top + 106
    pic.text("Score", 16, ACCENT, (x0, score_top + 4), True)
    sx = x0 + 60
    span = 30
    scell = (17 * cell - 60) // span
    for value in range(span):
        r = pygame.Rect(sx + value * scell, score_top, scell - 1, 34)
        pic.box(r, (58, 64, 54))
        if value % 5 == 0:
            pic.text(str(value), 12, MUTED, (r.x + 2, r.bottom - 14))
    placed: dict[int, int] = {}
    for n in view.nations:
        spot = n.score % span
        depth = placed.get(spot, 0)
        placed[spot] = depth + 1
        laps = f"+{n.score // span * span}" if n.score >= span else ""
        pic.put(("disk", "score", n.seat), art.disk_look(n.nation, str(n.score)),
                (sx + spot * scell + scell // 2, score_top + 16 - depth * 6), 28, layer=2 + depth,
                tip=[f"{art.nation_name(content, n.nation)}: {n.score} victory points {laps}"])
    # season and year
    cx = x0 + 17 * cell + 16
    pic.text("Season", 16, ACCENT, (cx, y0), True)
    for i, season in enumerate(SEASONS):
        r = pygame.Rect(cx + i * 62, y0 + 22, 58, 30)
        now = season == view.season
        pic.box(r, (90, 78, 40) if now else (58, 64, 54))
        name = season.title() if pic.k >= 0.8 else season[:3].title()
        pic.text(name, 14, INK if now else MUTED, (r.x + 4, r.y + 6), now)
    pic.text("Year", 16, ACCENT, (cx, y0 + 58), True)
    for i, year in enumerate(YEARS):
        r = pygame.Rect(cx + i * 62, y0 + 80, 58, 30)
        now = year == view.year
        pic.box(r, (90, 78, 40) if now else (58, 64, 54))
        pic.text(str(year), 14, INK if now else MUTED, (r.x + 6, r.y + 6), now)
    era = "early" if view.year <= 1943 else "late"
    decks = [(("deck", "action"), art.deck_look("burn_tread", (70, 64, 52)), "Actions",
              f"{view.action_deck} (+{len(view.action_discard)})",
              [f"Action deck: {view.action_deck} cards face down, "
               f"{len(view.action_discard)} discarded (reshuffled when the deck runs out)."]),
             (("deck", "support"), art.deck_look("unit", (74, 92, 52)), "Support",
              str(view.support_deck), [f"Support deck: {view.support_deck} cards."]),
             (("deck", "pool"), art.facedown_look(era), "Pool", str(view.pool),
              [f"Technology pool ({'blue' if era == 'early' else 'orange'}): "
               f"{view.pool} tiles face down."])]
    for i, (key, look, name, count, tip) in enumerate(decks):
        x = cx + i * 84
        pic.put(key, look, (x + 16, y0 + 136), 32, tip=tip)
        pic.text(name, 13, MUTED, (x + 36, y0 + 120))
        pic.text(count, 14, INK, (x + 36, y0 + 136), True)
    # the face-up action cards
    ax = cx + 4 * 62 + 18
    pic.text("Action cards", 16, ACCENT, (ax, y0), True)
    step = min(96, (strip.right - ax - 8) // max(1, len(view.action_row)))
    for i, card_id in enumerate(view.action_row):
        card = next(c for c in content.action_cards if c.id == card_id)
        centre = (ax + i * step + step // 2, y0 + 22 + 40)
        pic.put(("action", card_id), art.action_look(card, card_id == marks.card,
                                                         card_id in marks.refused),
                centre, min(80, step - 8), layer=1, tip=art.action_lines(card))
        short = art.ACTION_SHORT[card.action]
        pic.text("MGs" if pic.k < 0.8 and card.action == "fire_machine_guns" else short, 13, INK,
                 (centre[0] - step // 2 + 4, y0 + 106), True)
        parts = art.action_caption(card).split(", ")
        for j, part in enumerate(parts):
            pic.text(part, 12, MUTED, (centre[0] - step // 2 + 4, y0 + 124 + j * 16))
        risk = words.malfunction_risk(view, card_id) if view.phase == "combat" else None
        if risk is not None:  # the viewer's weight against this card, always in sight
            pic.text(risk.caption, 12, art.RED if risk.heavy else (120, 190, 110),
                     (centre[0] - step // 2 + 4, y0 + 124 + len(parts) * 16), True)


# -- nation panels ------------------------------------------------------------------------

def _panel_frame(pic: Picture, view: BuiltForWarView, n: NationView, rect: pygame.Rect,
                 active: bool) -> None:
    pic.box(rect, PANEL)
    band = pygame.Rect(rect.x, rect.y, rect.width, 30)
    pic.box(band, art.NATION_COLOURS[n.nation])
    if active:
        pic.box(rect.inflate(4, 4), art.GOLD, 3)
    name = art.nation_name(view.content, n.nation)
    who = f"AI {n.ai_level.replace('_', ' ').title()}" if n.ai_level else \
        ("you" if view.seat == n.seat else "player board")
    wide = rect.width >= 600
    pic.text(f"{name} ({who})", 20, (250, 248, 236), (rect.x + 40, rect.y + 4), True,
             room=(290 if wide else rect.width - 50))
    pic.put(("emblem", n.seat), art.disk_look(n.nation), (rect.x + 18, rect.y + 15), 26,
            tip=[name])
    order = view.initiative_order.index(n.seat) + 1
    stats = f"{n.score} VP · initiative {n.initiative} (#{order}) · {n.kills} kill tiles"
    if not n.ai_level:
        stats += f" · weight {n.weight}"
    if wide:
        pic.text(stats, 16, (250, 248, 236), (rect.x + 330, rect.y + 6),
                 room=rect.width - 340)
    else:
        pic.text(stats, 14, INK, (rect.x + 10, rect.y + 34), room=rect.width - 20)
    if view.phase in ("research", "fast_start") and not n.ai_level:
        pic.text("decided" if n.decided else "choosing…", 16, art.GOLD if n.decided else INK,
                 (rect.right - 100, rect.y + 6), True)


def _player_board(pic: Picture, view: BuiltForWarView, n: NationView, rect: pygame.Rect,
                  marks: Marks) -> None:
    content = view.content
    tank = tank_picture(content, n)
    gx, gy = rect.x + 10, rect.y + 38
    cw, ch = 118, (rect.height - 38 - 60) // 3
    tile = min(66, ch - 8)
    for i, icon in enumerate(ICONS):
        cell = pygame.Rect(gx + (i % 3) * cw, gy + (i // 3) * ch, cw - 4, ch - 4)
        pic.box(cell, (52, 56, 48))
        top = tank.primary[icon]
        broken = icon in n.malfunctions
        centre = (cell.x + 6 + tile // 2, cell.centery)
        under = [content.board(n.nation).printed_for(icon).name] + \
            [content.technology(t).name for t in tank.covered
             if content.technology(t).icon == icon]
        under = [u for u in under if u != top.name]
        tip = art.tech_lines(top) + ([f"Covers: {', '.join(under)}."] if under else []) + \
            ([f"MALFUNCTION: the {art.ICON_NAMES[icon].lower()} action cannot be chosen "
              "until repaired."] if broken else [])
        key = ("tech", n.seat, top.id, "tank") if top.era != "printed" \
            else ("printed", n.seat, icon)
        pic.put(key, art.tech_look(top, malfunction=broken, mark=marks.of(top.id)), centre, tile,
                tip=tip)
        name = art.ICON_NAMES[icon]
        pic.text("MG" if icon == "machine_gun" else name, 12, MUTED,
                 (cell.x + tile + 10, cell.bottom - 16))
        seconds = tank.secondary[icon]
        small = max(22, min(30, (ch - 8) // max(1, len(seconds))))
        for j, tech in enumerate(seconds[:3]):
            pic.put(("tech", n.seat, tech.id, "tank"),
                    art.tech_look(tech, mark=marks.of(tech.id)),
                    (cell.x + tile + 12 + small // 2 + (j // 2) * 2, cell.y + 4 + small // 2
                     + j * (small + 1)), small, layer=2, tip=art.tech_lines(tech))
        if len(seconds) > 3:
            pic.text(f"+{len(seconds) - 3}", 12, INK, (cell.right - 20, cell.bottom - 16))
    ay = gy + 3 * ch + 2
    pic.text("Auxiliary", 14, MUTED, (gx, ay + 16))
    for j, tech in enumerate(tank.auxiliary[:7]):
        pic.put(("tech", n.seat, tech.id, "tank"),
                art.tech_look(tech, mark=marks.of(tech.id)),
                (gx + 96 + j * 42, ay + 24), 38, tip=art.tech_lines(tech))
    # the weight track
    mx = rect.x + 372
    pic.text("Weight track (blitz penalty)", 14, MUTED, (mx, rect.y + 36))
    track = content.board(n.nation).weight_track
    for w in range(16):
        r = pygame.Rect(mx + (w % 8) * 27, rect.y + 56 + (w // 8) * 28, 25, 26)
        pic.box(r, (66, 60, 44) if w == min(n.weight, 15) else (52, 56, 48))
        pic.text(str(w), 12, INK, (r.x + 2, r.y + 1))
        pen = track.penalties[w]
        if pen:
            pic.text(f"-{pen}", 11, (230, 120, 100), (r.right - 15, r.bottom - 14))
    cube_at = min(max(n.weight, 0), 15)
    pic.put(("cube", n.seat), art.marker_look(str(n.weight), art.NATION_COLOURS[n.nation]),
            (mx + (cube_at % 8) * 27 + 12, rect.y + 56 + (cube_at // 8) * 28 + 13), 22,
            layer=3, tip=[f"Weight {n.weight}: blitz penalty "
                          f"{track.blitz_penalty(n.weight)} initiative."])
    # blueprint and technology stack
    era = "early" if view.year <= 1943 else "late"
    half = rect.y + 120 + (rect.height - 120) // 2 - 4
    _tiles(pic, content, n, "blueprint", n.blueprint, n.blueprint_count, mx, rect.y + 120, era,
           marks)
    _tiles(pic, content, n, "stack", n.stack, n.stack_count, mx, half, era, marks)
    _right_column(pic, view, n, rect)


def _tiles(pic: Picture, content, n: NationView, where: str, tiles: tuple[str, ...] | None,
           count: int, x: int, y: int, era: str, marks: Marks) -> None:
    title = "Blueprint" if where == "blueprint" else "Technology stack"
    secret = tiles is None
    pic.text(f"{title}: {count}" + (" face down" if secret and count else ""), 14, MUTED, (x, y))
    size, step = 46, 50
    for i in range(count):
        centre = (x + (i % 5) * step + size // 2, y + 20 + (i // 5) * step + size // 2)
        if secret:
            pic.put(("back", n.seat, where, i), art.facedown_look(era), centre, size,
                    tip=[f"{title} tile, face down: only its owner knows it."])
        else:
            tech = content.technology(tiles[i])
            pic.put(("tech", n.seat, tech.id, where), art.tech_look(tech, mark=marks.of(tech.id)),
                    centre,
                    size, tip=art.tech_lines(tech) + _would_cover(content, n, tech))


def _would_cover(content, n: NationView, tech) -> list[str]:
    """For a tile not yet on the tank: what it would cover once built."""
    if not tech.primary or tech.icon is None:
        return []
    top = tank_picture(content, n).primary[tech.icon]
    return [f"Built, it would cover {top.name} (weight {top.weight:+d})."]


def _right_column(pic: Picture, view: BuiltForWarView, n: NationView, rect: pygame.Rect) -> None:
    content = view.content
    rx = rect.x + 630
    if n.doctrine:
        doctrine = content.doctrine(n.doctrine)
        pic.put(("doctrine", n.seat), art.doctrine_look(n.nation), (rx + 20, rect.y + 60), 40,
                tip=[f"Doctrine: {doctrine.name}", doctrine.text,
                     *(f"Other side: {d.name}. {d.text}"
                       for d in content.doctrine_tile(n.nation).sides if d.id != doctrine.id)])
        for i, line in enumerate(_wrap(doctrine.name, 16)[:2]):
            pic.text(line, 13, INK, (rx + 46, rect.y + 44 + i * 16), True,
                     room=rect.right - rx - 50)
    _kills(pic, n, rx, rect.y + 86)
    _support(pic, view, n, rx, rect.y + 150, 3)


def _kills(pic: Picture, n: NationView, x: int, y: int) -> None:
    pic.text(f"Tank kill tiles: {n.kills}", 14, MUTED, (x, y), room=140)
    for i in range(min(n.kills, 12)):
        pic.put(("kill", n.seat, i), art.kill_look(n.nation),
                (x + 12 + (i % 6) * 24, y + 30 + (i // 6) * 24), 22,
                tip=[f"Tank kill tile: 1 VP at each end of year; lost when the tank is "
                     f"destroyed ({n.kills} in all)."])


def _support(pic: Picture, view: BuiltForWarView, n: NationView, x: int, y: int,
             per_row: int, rows: int = 4) -> None:
    cards = {c.id: c for c in view.content.support_cards}
    on = dict(n.entrench)
    pic.text(f"Support: {len(n.support)}" + (f" · destroyed {n.destroyed}" if n.destroyed
                                             else ""), 14, MUTED, (x, y))
    size, step = 44, 48
    shown = list(n.support) + [None] * min(n.destroyed, 3)
    for i, card_id in enumerate(shown[:per_row * rows]):
        centre = (x + size // 2 + (i % per_row) * step, y + 20 + size // 2 + (i // per_row) * step)
        if card_id is None:
            pic.put(("destroyed", n.seat, i), art.support_look(next(iter(cards.values())),
                                                              destroyed=True), centre, size,
                    tip=["A destroyed enemy unit, face down: 1 VP at this end of year."])
            continue
        card = cards[card_id]
        objective = cards[on[card_id]].name if card_id in on else ""
        pic.put(("support", n.seat, card_id),
                art.support_look(card, card_id in n.suppressed, card_id in on or
                                 card_id in on.values()), centre, size,
                tip=art.support_lines(card, card_id in n.suppressed, objective))


def _ai_panel(pic: Picture, view: BuiltForWarView, n: NationView, rect: pygame.Rect) -> None:
    tanks = {t.id: t for t in view.content.ai_tanks}
    x, y = rect.x + 10, rect.y + 54
    # the tanks share one row (the panel has no room for a second above the support
    # cards): more tanks than fit at full size are drawn smaller
    fit = min(1.0, (rect.width - 10) / (140 * max(1, len(n.ai_tanks))))
    step, size = 140 * fit, 84 * fit
    for i, (tank_id, kills) in enumerate(n.ai_tanks):
        tank = tanks[tank_id]
        cx, cy = round(x + size / 2 + i * step), y + 44
        pic.put(("aitank", n.seat, tank_id), art.ai_tank_look(tank, kills), (cx, cy),
                round(size), tip=art.ai_tank_lines(tank, kills))
        for j, line in enumerate(_wrap(tank.name, max(8, round(16 * fit)))[:2]):
            pic.text(line, 15 if fit == 1 else 13, INK,
                     (round(cx - size / 2), cy + 44 + j * 16), j == 0)
        for k in range(min(kills, 4)):
            pic.put(("aikill", n.seat, tank_id, k), art.kill_look(n.nation),
                    (round(cx + size / 2 + 16 * fit), round(cy - 30 * fit + k * 20 * fit)),
                    round(22 * fit), layer=2, tip=[f"Tank kill tile on {tank.name}."])
        if kills > 4:
            pic.text(f"+{kills - 4}", 14, INK, (round(cx + 50 * fit), cy + 50))
    _support(pic, view, n, x, y + 8 + 128, 6, 1)
    if len(n.support) + min(n.destroyed, 3) > 6:
        pic.text(f"+{len(n.support) + min(n.destroyed, 3) - 6} more", 13, INK,
                 (x + 6 * 48, y + 40 + 128))


def _wrap(text: str, width: int) -> list[str]:
    words, lines, line = text.split(), [], ""
    for word in words:
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return lines + [line] if line else lines
