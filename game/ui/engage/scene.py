"""The Engage match scene: the battlefield and its side panel, clicks turned into
actions, and hot-seat privacy for every secret choice."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.engine.pieces import Pieces
from game.rules.core.events import Event
from game.rules.engage.actions import HoldFire, Move, PlaceCube
from game.rules.engage.board import AREAS, BUNKERS, Area, Zone, coords, zone
from game.rules.engage.combat import COMMAND_CENTER_MAX
from game.rules.engage.events import (
    ArmiesRevealed,
    ContestResolved,
    Engaged,
    FireDeclared,
    TurnBegan,
    signed,
)
from game.rules.engage.legal import EngageSpace
from game.rules.engage.state import FIRE_STEPS, Cube, Phase, Unit
from game.rules.engage.victory import controls
from game.rules.engage.view import EngageView
from game.table.playback import default_beat
from game.ui.engage import aids, art, panel, shots
from game.ui.engage.controls import Controls
from game.ui.engage.drafts import ArmyDraft, DeploymentDraft
from game.ui.engage.info import (
    area_lines,
    battle_lines,
    phase_lines,
    seat_of_viewer,
    shot_lines,
    tally_lines,
    unit_lines,
)
from game.ui.engage.layout import BoardLayout
from game.ui.match_scene import MatchScene

if TYPE_CHECKING:
    from game.engine.app import App
    from game.rules.core.match import Match
    from game.table import TableBase

SELECTED, CHOSEN, ACTIVE = (250, 220, 90), (120, 200, 250), (240, 240, 240)
SHOOTER, TARGET = (250, 160, 60), (240, 70, 60)
REACHABLE = (250, 240, 160, 70)
SHOT_BEAT = 1.6  # seconds a decided shot holds the screen at normal speed


class EngageScene(Controls, MatchScene):
    """Draws the viewer's view only; everything it lets a player do goes through
    `submit`, so the rules check it."""

    def __init__(self, app: App, source: Match | TableBase) -> None:
        super().__init__(app, source)
        self.ground = art.Ground()
        self.pieces = Pieces()
        self.wrecks: list[tuple[Area, int]] = []  # where units fell this turn, and whose
        self.flash: shots.Flash | None = None  # the shot being played back
        self.selected: int | None = None
        self.trio: list[int] = []
        self.mouse = (0, 0)
        self.army: ArmyDraft | None = None
        self.deployment: DeploymentDraft | None = None
        self.amount = 0  # the bid or command-center value being chosen
        self._draft_key: tuple | None = None
        self._controls_key: tuple | None = None
        self._tokens: tuple[tuple, dict[int, pygame.Rect]] | None = None
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

    def on_playback_done(self) -> None:
        self.flash = None

    # -- layout -----------------------------------------------------------------------

    def panel_layout(self) -> panel.PanelLayout:
        board = self.board_rect()
        buying = self.army is not None
        return panel.PanelLayout(pygame.Rect(board.x, board.y, panel.PANEL_W, board.height),
                                 panel.PURCHASE_HOVER_H if buying else panel.HOVER_H)

    def field_rect(self) -> pygame.Rect:
        board = self.board_rect()
        return pygame.Rect(board.x + panel.PANEL_W + 8, board.y + 8,
                           board.width - panel.PANEL_W - 16, board.height - 12)

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
               self.selected, tuple(self.trio))
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
        self.selected, self.trio = None, []
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

    def tokens(self, view: EngageView) -> dict[int, pygame.Rect]:
        """Where every shown unit is drawn (kept until the match, viewer, draft or
        window changes)."""
        draft = tuple(sorted(self.deployment.areas.items())) if self.deployment else ()
        key = (self.table.position, self.viewer, tuple(self.field_rect()), draft,
               self.board_bottom(view))
        if self._tokens is None or self._tokens[0] != key:
            self._tokens = (key, self.layout(view).tokens(self.shown_units(view)))
        return self._tokens[1]

    def unit_at(self, view: EngageView, pos: tuple[int, int]) -> Unit | None:
        tokens = self.tokens(view)
        units = {u.uid: u for u in self.shown_units(view)}
        for uid, rect in tokens.items():
            if rect.inflate(2, 2).collidepoint(pos):
                return units[uid]
        return None

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

    # -- input ----------------------------------------------------------------------------

    def board_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.selected, self.trio = None, []
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.click(event.pos)
        if event.type == pygame.KEYDOWN:
            return self.key(event.key)
        return False

    def click(self, pos: tuple[int, int]) -> bool:
        if not self.field_rect().collidepoint(pos):
            return False
        if not self.my_turn():
            if self.replay is None and self.table.outcome() is None and not self.watching():
                waiting = ", ".join(self.table.names[s] for s in self.table.pending())
                self.status = f"It is not your turn: waiting for {waiting}."
            return True
        view = self.view()
        unit = self.unit_at(view, pos)
        area = self.layout(view).area_at(pos)
        mine = unit is not None and unit.seat == view.seat
        phase = view.phase
        if phase is Phase.CUBES and mine and unit.uid not in self.active_units(view) \
                and not unit.commanded:
            self.trio = [u for u in self.trio if u != unit.uid] if unit.uid in self.trio \
                else (self.trio + [unit.uid])[-3:]
            self.status = (f"{len(self.trio)} of 3 Support units chosen for Ready Units. "
                           + (self.space().explain(PlaceCube(unit.uid, Cube.GREEN)) or ""))
            return True
        if mine and (unit.uid in self.active_units(view) or self.deployment is not None
                     or phase is Phase.CUBES):
            self.selected = unit.uid
            self.status = ""
            return True
        if mine:
            self.status = self.why_idle(view, unit)
            return True
        if self.selected is None:
            self.status = _FIRST.get(phase, "")
            return True
        if phase in FIRE_STEPS and unit is not None and not mine:
            return self.fire_at(unit.uid)
        if area is not None and phase is Phase.MOVE:
            return self.move_to(area)
        if area is not None and self.deployment is not None:
            self.status = self.deployment.move(self.selected, area) or ""
            return True
        return False

    def why_idle(self, view: EngageView, unit: Unit) -> str:
        """Why one of the viewer's units cannot act now, from the action space."""
        probe = {Phase.MOVE: Move(unit.uid, unit.area or ""),
                 Phase.DEFEND: PlaceCube(unit.uid, Cube.RED),
                 Phase.COVER: HoldFire(unit.uid), Phase.SUPPRESS: HoldFire(unit.uid),
                 Phase.ADVANCE: HoldFire(unit.uid)}.get(view.phase)
        why = self.space().explain(probe) if probe is not None else None
        return why or f"The {view.unit_type(unit).name} has nothing to do in this step."

    def key(self, key: int) -> bool:
        letters = {pygame.K_g: "green", pygame.K_r: "red"}
        if key in letters and self.my_turn():
            self.place_cube(letters[key])
            return True
        if key == pygame.K_UP and self.my_turn():
            self.amount = min(COMMAND_CENTER_MAX, self.amount + 1)
            return True
        if key == pygame.K_DOWN and self.my_turn():
            self.amount = max(0, self.amount - 1)
            return True
        return False

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
            tokens = self.tokens(view)
            for uid, advantage in aids.advantages(view, shooter).items():
                if uid in tokens:
                    art.advantage_mark(surface, tokens[uid], advantage)

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
        units = self.shown_units(view)
        tokens = self.tokens(view)
        placed = []
        for unit in units:
            rect = tokens[unit.uid]
            look = art.piece_look(view.charts[unit.seat].colour, view.unit_type(unit),
                                  unit.seat, unit.green, unit.red, unit.seat == layout.bottom)
            placed.append((unit.uid, look, rect.center, rect.width, 1))
        self.pieces.sync(placed)
        self.pieces.draw(surface)
        active = self.active_units(view)
        contest = view.contest
        for unit in units:
            rect = tokens[unit.uid]
            if contest and unit.uid == contest.shooter:
                art.highlight(surface, rect, SHOOTER)
            elif contest and unit.uid == contest.target:
                art.highlight(surface, rect, TARGET)
            elif unit.uid == self.selected:
                art.highlight(surface, rect, SELECTED)
            elif unit.uid in self.trio:
                art.highlight(surface, rect, CHOSEN)
            elif unit.uid in active:
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
                              parts.buttons(1, 3)[0].y - 4)
        panel.draw_hover(surface, parts, self.hover_lines(view))

    def hover_lines(self, view: EngageView) -> list[str]:
        if not self.field_rect().collidepoint(self.mouse):
            return []
        unit = self.unit_at(view, self.mouse)
        names = self.table.names
        aiming = self.aiming(view)
        if unit is not None and aiming is not None and unit.seat != aiming.seat:
            return shot_lines(view, aiming, unit)
        if unit is not None:
            return unit_lines(view, unit, names)
        area = self.layout(view).area_at(self.mouse)
        if area is None:
            return []
        if aiming is not None:
            return aids.area_steps(view, aiming, area)
        lines = area_lines(view, area, names)
        if self.selected is not None and view.phase is Phase.MOVE and self.my_turn():
            why = self.space().explain(Move(self.selected, area))
            lines.insert(0, "Click to move here." if why is None else why)
        return lines


_FIRST = {
    Phase.MOVE: "Click one of your units with a green cube first, then where it goes.",
    Phase.COVER: "Click one of your units with a red cube first, then the enemy to fire at.",
    Phase.SUPPRESS: "Click your unit with the red cube first, then the enemy to fire at.",
    Phase.ADVANCE: "Click one of your units with green and red cubes first.",
    Phase.DEFEND: "Click one of your Ready units to give it the red cube.",
    Phase.CUBES: "Click one of your Ready units first, then give it a cube (G or R).",
    Phase.DEPLOY: "Click one of your units first, then the area to deploy it in.",
}
"""What to do first, for a click on the board with nothing selected."""


def _home_areas(view: EngageView) -> list[Area]:
    seat = seat_of_viewer(view)
    return [a for a in AREAS if zone(a, seat) in (Zone.OWN_B, Zone.OWN_C)]
