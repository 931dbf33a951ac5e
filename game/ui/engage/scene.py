"""The Engage match scene: the battlefield and its side panel, clicks turned into
actions, and hot-seat privacy for every secret choice."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.engine.pieces import Pieces
from game.rules.core.events import DiceRolled, Event
from game.rules.engage.actions import Move
from game.rules.engage.board import AREAS, BUNKERS, Area, Zone, coords, in_zone_a, zone
from game.rules.engage.events import (
    ArmiesRevealed,
    ContestResolved,
    Engaged,
    FireDeclared,
    TurnBegan,
    UnitMoved,
    signed,
)
from game.rules.engage.legal import EngageSpace
from game.rules.engage.state import FIRE_STEPS, Phase, Unit
from game.rules.engage.victory import controls
from game.rules.engage.view import EngageView
from game.table.playback import default_beat
from game.ui.engage import aids, art, legend, panel, shots
from game.ui.engage.clicks import Clicks
from game.ui.engage.controls import Controls
from game.ui.engage.drafts import ArmyDraft, DeploymentDraft
from game.ui.engage.info import (
    area_lines,
    battle_lines,
    crowd_lines,
    phase_lines,
    seat_of_viewer,
    shot_lines,
    tally_lines,
    unit_lines,
)
from game.ui.engage.layout import BoardLayout, Placement, pile_faces
from game.ui.match_scene import MatchScene

if TYPE_CHECKING:
    from game.engine.app import App
    from game.rules.core.match import Match
    from game.table import TableBase

SELECTED, CHOSEN, ACTIVE = (250, 220, 90), (120, 200, 250), (240, 240, 240)
SHOOTER, TARGET = (250, 160, 60), (240, 70, 60)
REACHABLE = (250, 240, 160, 70)
SHOT_BEAT = 1.6  # seconds a decided shot holds the screen at normal speed


class EngageScene(Clicks, Controls, MatchScene):
    """Draws the viewer's view only; everything it lets a player do goes through
    `submit`, so the rules check it."""

    def __init__(self, app: App, source: Match | TableBase) -> None:
        super().__init__(app, source)
        self.ground = art.Ground()
        self.pieces = Pieces()  # every lone piece and the top of every pile
        self.beneath = Pieces()  # the units under the top of a pile
        self.wrecks: list[tuple[Area, int]] = []  # where units fell this turn, and whose
        self.flash: shots.Flash | None = None  # the shot being played back
        self.moving: UnitMoved | None = None  # the move being played back
        self.selected: int | None = None
        self.focus: int | None = None  # the unit looked at (or aimed at) in a crowd
        self.trio: list[int] = []
        self.mouse = (0, 0)
        self.army: ArmyDraft | None = None
        self.deployment: DeploymentDraft | None = None
        self.amount = 0  # the bid or command-center value being chosen
        self._draft_key: tuple | None = None
        self._controls_key: tuple | None = None
        self._placement: tuple[tuple, Placement] | None = None
        self.bottom: int | None = None  # the side drawn at the bottom (hot-seat: see Settings)
        self._turn_due = False  # the screen was handed over: turn to the next player

    # -- playback: what the players watch together -----------------------------------

    def worth_replaying(self, events: list[Event]) -> bool:
        """A shot decided, an engage action, the armies revealed: worth watching."""
        return any(isinstance(e, (ContestResolved, Engaged, ArmiesRevealed)) for e in events)

    def beat(self, event: Event) -> float:
        if isinstance(event, (ContestResolved, FireDeclared, Engaged)):
            return SHOT_BEAT
        return default_beat(event)

    def on_new_events(self, events: list[Event]) -> None:
        """Mark where units fell this turn; a new turn (or an undo, a replay jump) clears
        the marks."""
        if not events:
            self.wrecks.clear()
        for event in events:
            if isinstance(event, TurnBegan):
                self.wrecks.clear()
            fallen = shots.fallen(event)
            if fallen is not None:
                self.wrecks.append(fallen)

    def on_playback_event(self, event: Event) -> None:
        self.flash = shots.flash(event, self.flash)
        if not isinstance(event, DiceRolled):
            self.moving = event if isinstance(event, UnitMoved) and event.origin \
                and event.origin != event.to else None

    def on_playback_done(self) -> None:
        self.flash = None
        self.moving = None

    def glide(self, view: EngageView) -> tuple[int, Area, float] | None:
        """The unit moving now: its uid, the area it left and how far along it is (None
        when nothing moves, with reduced motion, or once its beat is over)."""
        playback = self.table.playback
        event = self.moving
        if event is None or playback is None or playback.progress >= 1 \
                or self.app.settings.reduce_motion:
            return None
        name = event.unit.split(" in ")[0]
        there = [u for u in self.shown_units(view) if u.seat == event.seat
                 and u.area == event.to and view.unit_type(u).name == name]
        return (there[-1].uid, event.origin, playback.progress) if there else None

    # -- layout -----------------------------------------------------------------------

    def panel_layout(self) -> panel.PanelLayout:
        board = self.board_rect()
        rows = len(self.army.chart.units) if self.army is not None else 0
        return panel.PanelLayout(pygame.Rect(board.x, board.y, panel.panel_width(board.width),
                                             board.height), self.army is not None, rows)

    def field_rect(self) -> pygame.Rect:
        board = self.board_rect()
        width = panel.panel_width(board.width)
        return pygame.Rect(board.x + width + 8, board.y + 8, board.width - width - 16,
                           board.height - 12)

    def layout(self, view: EngageView) -> BoardLayout:
        return BoardLayout(self.field_rect(), self.board_bottom(view))

    def board_bottom(self, view: EngageView) -> int:
        """The side at the bottom. A replay shows the watched side; one human always sees
        their own side; in hot-seat the board turns to the player at the screen only
        after a handoff (or never, as Settings say), not at every open step."""
        if self.replay is not None or len(self.humans) != 2:
            return seat_of_viewer(view)
        if self.app.settings.board_turns == "never":
            return 0
        return self.bottom if self.bottom is not None else seat_of_viewer(view)

    # -- keeping drafts, controls and privacy in step with the match --------------------

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.moving is not None and self.table.playback is not None \
                and self.table.playback.progress < 1:
            self.app.redraw()  # the moving piece is further along every frame
        if self.viewer is None:  # nobody at the screen: a handoff or a review comes next
            self._turn_due = True
        elif self._turn_due or self.bottom is None:
            self.bottom, self._turn_due = self.viewer, False
        view = self.view()
        self._sync_drafts(view)
        if self.selected is None and view.phase in (Phase.MOVE, *FIRE_STEPS):
            active = self.active_units(view)
            if len(active) == 1:  # no choice to make: select it for the player
                self.selected = next(iter(active))
        key = (self.table.position, self.viewer, view.phase, self.my_turn(),
               self.selected, self.focus, tuple(self.trio))
        if key != self._controls_key:
            self._controls_key = key
            self.rebuild()
            self.manager.update(0.0)  # lay the new buttons out before this frame draws

    def _sync_drafts(self, view: EngageView) -> None:
        auction_high = view.auction.high if view.auction else None
        contest = (view.contest.shooter, view.contest.target) if view.contest else None
        key = (self.viewer, view.phase, view.turn, auction_high, contest)
        if key == self._draft_key:
            return
        self._draft_key = key
        self.army = self.deployment = None
        self.selected, self.focus, self.trio = None, None, []
        if view.seat is None or not self.my_turn():
            return
        if view.phase in (Phase.PURCHASE, Phase.BONUS):
            self.army = ArmyDraft(self.space())
        elif view.phase is Phase.DEPLOY:
            self.deployment = DeploymentDraft(self.space())
        elif view.phase is Phase.BID:
            self.amount = 0 if auction_high is None else auction_high + 1
        elif view.phase is Phase.CONTEST:
            self.amount = 0

    def on_reset(self) -> None:
        self._draft_key, self.flash = None, None
        self.wrecks.clear()

    def on_viewer_changed(self) -> None:
        self._draft_key = None

    # -- what is on the board -----------------------------------------------------------

    def shown_units(self, view: EngageView) -> list[Unit]:
        """The view's units; while deploying, the viewer's draft positions."""
        if self.deployment is not None:
            areas = self.deployment.areas
            return [replace(u, area=areas.get(u.uid, u.area)) for u in view.units]
        return [u for u in view.units if u.area is not None]

    def placement(self, view: EngageView) -> Placement:
        """Where every shown unit is drawn, and the piles (kept until the match, viewer,
        draft or window changes)."""
        draft = tuple(sorted(self.deployment.areas.items())) if self.deployment else ()
        key = (self.table.position, self.viewer, tuple(self.field_rect()), draft,
               self.board_bottom(view))
        if self._placement is None or self._placement[0] != key:
            self._placement = (key, self.layout(view).place(self.shown_units(view)))
        return self._placement[1]

    def tokens(self, view: EngageView) -> dict[int, pygame.Rect]:
        """Where every shown unit is drawn (a pile's units share its rectangle)."""
        return self.placement(view).rects

    def unit_at(self, view: EngageView, pos: tuple[int, int]) -> Unit | None:
        """The unit on top of the piece or pile under `pos`."""
        placement = self.placement(view)
        if not any(r.inflate(2, 2).collidepoint(pos) for r in placement.rects.values()):
            return None
        return self.crowd_at(view, pos)[0]

    def active_units(self, view: EngageView) -> set[int]:
        """The viewer's units that can act now (outlined on the board), from the space."""
        space = self.space()
        return space.acting_units() if self.my_turn() and isinstance(space, EngageSpace) \
            else set()

    def destinations(self, view: EngageView) -> set[Area]:
        """Where the selected unit may go now (moving or deploying)."""
        unit = view.unit(self.selected) if self.selected is not None else None
        if unit is None or not self.my_turn():
            return set()
        space = self.space()
        if view.phase is Phase.MOVE and isinstance(space, EngageSpace):
            return space.destinations(unit.uid)
        if self.deployment is not None:
            return {a for a in _home_areas(view)
                    if self.deployment.move_problem(unit.uid, a) is None}
        return set()

    # -- drawing --------------------------------------------------------------------------

    def aiming(self, view: EngageView) -> Unit | None:
        """The viewer's selected unit when a firing aid helps: choosing who gets a red
        cube, or firing."""
        if self.selected is None or view.phase not in (Phase.CUBES, Phase.DEFEND,
                                                       *FIRE_STEPS):
            return None
        unit = view.unit(self.selected)
        return unit if unit is not None and unit.seat == view.seat else None

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: EngageView) -> None:
        self.draw_panel(surface, view)
        layout = self.layout(view)
        self.ground.draw(surface, layout)
        if view.revealed:
            self.draw_control(surface, view, layout)
        for area in self.destinations(view):
            art.shade(surface, layout.cell(area), REACHABLE)
        shooter = self.aiming(view)
        if shooter is not None:
            for area, strength in aids.area_strengths(view, shooter).items():
                art.strength_wash(surface, layout.cell(area), strength)
        for area, seat in self.wrecks:
            art.wreck(surface, layout.cell(area), view.charts[seat].colour)
        self.draw_units(surface, view, layout)
        self.draw_shot(surface, view, layout)
        if shooter is not None:
            placement = self.placement(view)
            shown = {u.uid: u for u in self.shown_units(view)}
            for uid, advantage in aids.advantages(view, shooter).items():
                pile = placement.pile_of(uid)
                if uid in placement.rects and uid == self._top_first(
                        [shown[u] for u in sorted(pile)])[0].uid:  # a pile: its top only
                    art.advantage_mark(surface, placement.rects[uid], advantage)

    def draw_control(self, surface: pygame.Surface, view: EngageView,
                     layout: BoardLayout) -> None:
        """Who controls each bunker (a flag in their colour), and the attacker's
        footholds (a bar beside each zone held)."""
        field = view.field()
        final = view.final_turns == 0
        holders = {b: [view.charts[s].colour for s in (0, 1) if controls(field, b, s, final)]
                   for b in BUNKERS}
        art.control_marks(surface, layout, {b: c for b, c in holders.items() if c})
        rows = {coords(a)[1] for a in view.footholds}
        art.foothold_marks(surface, layout, rows, view.charts[view.attacker].colour)

    def draw_units(self, surface: pygame.Surface, view: EngageView, layout: BoardLayout) -> None:
        """Every piece in its nation's colour and its side's rim; a pile shows its top
        unit over the edges of the next ones, and how many it holds."""
        units = {u.uid: u for u in self.shown_units(view)}
        placement = self.placement(view)
        faces = dict(placement.rects)
        under: set[int] = set()
        for pile in placement.piles:
            order = self._top_first([units[u] for u in sorted(pile)])[::-1]  # bottom first
            for unit, face in zip(order, pile_faces(placement.rects[pile[0]], len(order)),
                                  strict=True):
                faces[unit.uid] = face
            under.update(u.uid for u in order[:-1])
        glide = self.glide(view)
        if glide is not None and glide[0] in faces:  # on its way from the area it left
            uid, origin, along = glide
            (ax, ay), (bx, by) = layout.cell(origin).center, faces[uid].center
            faces[uid] = faces[uid].copy()
            faces[uid].center = (round(ax + (bx - ax) * along), round(ay + (by - ay) * along))
        looks = {uid: art.piece_look(view.charts[u.seat].colour, view.unit_type(u), u.seat,
                                     u.green, u.red, u.seat == layout.bottom)
                 for uid, u in units.items()}
        for group, members in ((self.beneath, under), (self.pieces, set(units) - under)):
            group.sync((uid, looks[uid], faces[uid].center, faces[uid].width, 0)
                       for uid in sorted(members))
            group.draw(surface)
            for uid in members:
                art.side_mark(surface, faces[uid], units[uid].seat, looks[uid].shape == "square")
        for pile in placement.piles:
            art.pile_count(surface, placement.rects[pile[0]], len(pile))
        active = self.active_units(view)
        contest = view.contest
        for uid, unit in units.items():
            rect = faces[uid]
            if uid in under:
                continue
            if contest and uid == contest.shooter:
                art.highlight(surface, rect, SHOOTER)
            elif contest and uid == contest.target:
                art.highlight(surface, rect, TARGET)
            elif uid == self.selected:
                art.highlight(surface, rect, SELECTED)
            elif uid in self.trio:
                art.highlight(surface, rect, CHOSEN)
            elif uid == self.focus:
                art.highlight(surface, rect, TARGET if unit.seat != view.seat else CHOSEN, 2)
            elif uid in active:
                art.highlight(surface, rect, ACTIVE, 1)

    def draw_shot(self, surface: pygame.Surface, view: EngageView, layout: BoardLayout) -> None:
        """The line of fire of the shot being fought (from the view) or played back, its
        numbers at the target, and the hit."""
        contest = view.contest
        if contest is not None:
            tokens = self.tokens(view)
            if contest.shooter in tokens and contest.target in tokens:
                art.line_of_fire(surface, tokens[contest.shooter].center,
                                 tokens[contest.target].center,
                                 f"{contest.strength} vs {contest.defense}: "
                                 f"{signed(contest.advantage)}", None)
            return
        flash = self.flash
        if flash is not None and flash.origin in AREAS and flash.target in AREAS:
            art.line_of_fire(surface, layout.cell(flash.origin).center,
                             layout.cell(flash.target).center, flash.text, flash.hit)

    def draw_panel(self, surface: pygame.Surface, view: EngageView) -> None:
        parts = self.panel_layout()
        pygame.draw.rect(surface, (26, 30, 26), parts.rect)
        names = self.table.names
        my_turn = self.my_turn()
        panel.draw_head(surface, parts, *phase_lines(view, names, my_turn))
        panel.draw_tracks(surface, parts, view, names)
        outcome = self.table.outcome()
        if outcome is not None:
            panel.draw_outcome(surface, parts, self.headline(), tally_lines(view, names))
        elif self.army is not None:
            panel.draw_purchase(surface, parts, self.army)
        elif view.phase is Phase.BID:
            panel.draw_bid(surface, parts, view, names, self.amount, my_turn)
        elif view.phase is Phase.CONTEST:
            panel.draw_contest(surface, parts, view, names, self.amount, my_turn)
        elif not view.revealed:
            notes = [self.deployment.front_line()] if self.deployment is not None else []
            panel.draw_army(surface, parts, view, notes)
        else:
            panel.draw_battle(surface, parts, battle_lines(view, names),
                              self.lowest_button_top(parts))
        lines = self.hover_lines(view)
        if lines:
            panel.draw_hover(surface, parts, lines)
        elif self.army is None:
            legend.draw(surface, parts.hover, names, [c.colour for c in view.charts])
        else:
            panel.draw_hover(surface, parts, [legend.HINT])

    def lowest_button_top(self, parts: panel.PanelLayout) -> int:
        """Where the phase's buttons begin in the panel's body (its bottom if none)."""
        tops = [w.get_abs_rect().y for w in self.manager.get_root_container().elements
                if parts.body.collidepoint(w.get_abs_rect().center)]
        return min(tops, default=parts.body.bottom) - 4

    def hover_lines(self, view: EngageView) -> list[str]:
        """What the pointer is on: a unit (and the shot at it), a crowd listed, or the
        ground of an area and what it does; nothing off the battlefield."""
        if not self.field_rect().collidepoint(self.mouse):
            return []
        names = self.table.names
        aiming = self.aiming(view)
        crowd = self.crowd_at(view, self.mouse)
        listed = crowd_lines(view, crowd, aiming, names) if len(crowd) > 1 else []
        unit = self.unit_at(view, self.mouse)
        if unit is not None and aiming is not None and unit.seat != aiming.seat:
            return listed + shot_lines(view, aiming, unit)
        if unit is not None:
            return listed + unit_lines(view, unit, names)
        layout = self.layout(view)
        area = layout.area_at(self.mouse)
        if area is None:
            return []
        if aiming is not None:
            return listed + aids.area_steps(view, aiming, area)
        bunker = in_zone_a(area) and layout.bunker(area).collidepoint(self.mouse)
        lines = listed + area_lines(view, area, names, layout.half(area, True).collidepoint(
            self.mouse), bunker)
        if self.selected is not None and view.phase is Phase.MOVE and self.my_turn():
            why = self.space().explain(Move(self.selected, area))
            lines.insert(0, "Click to move here." if why is None else why)
        return lines


def _home_areas(view: EngageView) -> list[Area]:
    seat = seat_of_viewer(view)
    return [a for a in AREAS if zone(a, seat) in (Zone.OWN_B, Zone.OWN_C)]
