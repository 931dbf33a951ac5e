"""The coach of a first game, one mechanism for every game: a lesson is a script of
steps over a real match. Each step says what to do, points at the control or the place
on the board, and gives the rule behind it in a sentence or two of the game's words; a
click or key off the script is refused with the step's hint. Back re-reads an earlier
step, Skip passes one over, Restart begins the lesson again, Leave lets the game go on
alone; how far the lesson went is kept (game/files/learning.py).

The coach is a transparent scene above the game's match scene: it passes on the input
the step allows, keeps the match running under it and draws over the board. A step is
data about the scene — where to point, when it is done — so no rule is decided here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game.engine import assets
from game.engine.gui import ACCENT, INK, MUTED, GuiScene
from game.files import learning

if TYPE_CHECKING:
    from game.engine.app import App
    from game.rules.core.match import Match
    from game.ui.match_scene import MatchScene

GLOW = (255, 214, 64)
RULE = (196, 222, 160)
REFUSED = (240, 150, 100)
SHADE = (14, 16, 12)
OPEN_KEYS = (pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_F11, pygame.K_UP, pygame.K_DOWN,
             pygame.K_LEFT, pygame.K_RIGHT, pygame.K_MINUS, pygame.K_KP_MINUS,
             pygame.K_EQUALS, pygame.K_PLUS, pygame.K_KP_PLUS)
"""Keys that always work: the pause menu, skipping a playback, fullscreen, the arrows
(panning a map, a value up or down) and the playback's speed."""
OPEN_BUTTONS = ("Save", "Menu")
"""The match's top-bar buttons that always work (Undo waits until the lesson is left)."""
BUTTON_W = 92
"""The least width of one of the box's buttons (at the normal text size)."""
BUTTON_H = 30
GAP = 6
PAD = 10

Where = Callable[[Any], "pygame.Rect | Sequence[pygame.Rect] | None"]


def nowhere(scene: Any) -> None:
    """A step with nothing to point at (the computer thinks, a turn is watched)."""
    return None


def always(scene: Any) -> bool:
    return True


def never(scene: Any) -> bool:
    return False


@dataclass(frozen=True)
class Step:
    """One lesson: `say` what to do, the `rule` behind it, where to click (`target`, a
    rectangle or several on the screen, or none) and which `keys` do it too, when it is
    `done`, and whether it still `applies` (a step that no longer does is passed over).
    A `free` step lets everything through (the end: the player plays on alone)."""

    say: str
    rule: str
    done: Callable[[Any], bool]
    target: Where = nowhere
    keys: tuple[int, ...] = ()
    applies: Callable[[Any], bool] = always
    free: bool = False
    hint: str = ""

    def hint_text(self) -> str:
        return self.hint or self.say


@dataclass(frozen=True)
class Lesson:
    """A game's coached first game: its `steps` over the match `match()` makes (a fixed
    seed and seats, the same every time)."""

    game: str
    title: str
    about: str
    steps: tuple[Step, ...]
    match: Callable[[], Match]


def settled(scene: Any) -> bool:
    """Whether the match under the coach stands still: nothing is being played back
    and no computer player has yet to answer."""
    return not scene.watching() and not scene.table.thinking()


def rects(found: pygame.Rect | Sequence[pygame.Rect] | None) -> list[pygame.Rect]:
    """A target as a list of rectangles (none when there is nothing to point at)."""
    if found is None:
        return []
    if isinstance(found, pygame.Rect):
        return [found]
    return [r for r in found if r is not None]


def buttons(scene: Any) -> list[pygame_gui.elements.UIButton]:
    """The visible buttons of `scene` (a GuiScene)."""
    manager = getattr(scene, "manager", None)
    if manager is None:
        return []
    return [e for e in manager.get_root_container().elements
            if isinstance(e, pygame_gui.elements.UIButton) and e.visible and e.alive()]


def button_rect(scene: Any, label: str) -> pygame.Rect | None:
    """Where `scene`'s button reading `label` is, else the first whose words begin with
    it (None if it has none)."""
    shown = buttons(scene)
    found = [b for b in shown if b.text == label] or \
        [b for b in shown if b.text.startswith(label)]
    return found[0].get_abs_rect() if found else None


class Coach:
    """Where the player is in a lesson: `index` is the step reached, `shown` the step
    read (earlier after Back), `refusal` the hint of the last input refused."""

    def __init__(self, lesson: Lesson, index: int = 0) -> None:
        self.lesson = lesson
        self.index = self.shown = max(0, min(index, len(lesson.steps) - 1))
        self.refusal = ""

    @property
    def steps(self) -> tuple[Step, ...]:
        return self.lesson.steps

    @property
    def step(self) -> Step:
        """The step read now."""
        return self.steps[self.shown]

    @property
    def live(self) -> bool:
        """Whether the step read is the one reached (not an earlier one re-read)."""
        return self.shown == self.index

    @property
    def finished(self) -> bool:
        return self.index >= len(self.steps) - 1

    def advance(self, scene: Any) -> bool:
        """Move on past every step done, and every step that does not apply once the
        match stands still (nothing played back, no computer to answer); whether it
        moved."""
        start = self.index
        while self.index < len(self.steps) - 1:
            step = self.steps[self.index]
            if step.applies(scene):
                if not step.done(scene):
                    break
            elif not settled(scene):
                break
            self.index += 1
        if self.index == start:
            return False
        if self.shown == start:
            self.shown = self.index
            self.refusal = ""
        return True

    def back(self) -> None:
        self.shown = max(0, self.shown - 1)
        self.refusal = ""

    def forward(self) -> None:
        """Next (while re-reading), else pass the step reached over."""
        if self.shown < self.index:
            self.shown += 1
        else:
            self.index = self.shown = min(len(self.steps) - 1, self.index + 1)
        self.refusal = ""

    def allows(self, scene: Any, event: pygame.event.Event) -> bool:
        """Whether `event` is on the script now. Pointing, scrolling, right-clicks
        (which only drop a half-made choice) and the widgets' own events always pass."""
        if event.type == pygame.KEYDOWN:
            if event.key in OPEN_KEYS:
                return True
            return self.live and (self.step.free or event.key in self.step.keys)
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return True
        if any(b.get_abs_rect().collidepoint(event.pos) for b in buttons(scene)
               if b.text in OPEN_BUTTONS):
            return True
        if not self.live:
            return False
        if self.step.free:
            return True
        return any(r.inflate(8, 8).collidepoint(event.pos)
                   for r in rects(self.step.target(scene)))

    def refuse(self) -> None:
        if not self.live:
            self.refusal = (f"You are re-reading step {self.shown + 1}: press Next to "
                            f"come back to step {self.index + 1}.")
        else:
            self.refusal = f"Not now. {self.step.hint_text()}"

    def progress(self, save: str) -> learning.Progress:
        return learning.Progress(self.index, len(self.steps), self.finished, save)


def begin(app: App, lesson: Lesson, index: int = 0, match: Match | None = None) -> CoachScene:
    """Open `lesson`'s match (a new one unless `match` is given) with its coach on top,
    at step `index`."""
    from game.ui.catalogue import get_ui

    scene = get_ui(lesson.game).scene(app, match if match is not None else lesson.match())
    app.stack.clear_to(scene)
    coach = CoachScene(app, scene, lesson, index)
    app.stack.push(coach)
    app.redraw()
    return coach


class CoachScene(GuiScene):
    """The coach over a match scene: it runs the match under it, passes on the input
    the step allows and draws the step's box and highlight over the board."""

    transparent = True

    def __init__(self, app: App, scene: MatchScene, lesson: Lesson, index: int = 0) -> None:
        super().__init__(app)
        self.scene = scene
        self.coach = Coach(lesson, index)
        self.box = pygame.Rect(0, 0, 0, 0)
        self.note = ""  # why the progress cannot be kept, if it cannot
        self._kept: learning.Progress | None = None
        self._lines: tuple[tuple, list] | None = None

    # -- the scene under it ---------------------------------------------------------------

    def enter(self) -> None:
        super().enter()  # the steps are first judged once the match has updated
        self.keep()

    def pause(self) -> None:
        super().pause()
        self.scene.pause()

    def resume(self) -> None:
        self.scene.resume()
        self.app.redraw()

    def exit(self) -> None:
        self.keep()

    def update(self, dt: float) -> None:
        self.scene.update(dt)
        if self.app.stack.top is not self:
            return  # the match covered itself (a handoff, a dialog): the coach waits
        moved = self.coach.advance(self.scene)
        if moved:
            self.keep()
        if moved or self.place() != self.box:
            self.rebuild()
        super().update(dt)

    def keep(self) -> None:
        """Remember how far the lesson went (a disk that refuses is said in the box)."""
        saved = getattr(self.scene.table, "autosaved", None)
        kept = self.coach.progress(str(saved) if saved else "")
        if kept != self._kept:
            self._kept = kept
            self.note = learning.keep_progress(self.coach.lesson.game, kept) or ""

    # -- input ----------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if self.manager.process_events(event):
            self.app.redraw()
            return None
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
                and self.box.collidepoint(event.pos):
            return None  # the coach's own box: nothing under it is clicked through it
        if self.coach.allows(self.scene, event):
            return self.scene.handle_event(event)
        self.coach.refuse()
        self.rebuild()
        return None

    def back(self) -> None:
        self.coach.back()
        self.rebuild()

    def forward(self) -> None:
        self.coach.forward()
        self.coach.advance(self.scene)
        self.keep()
        self.rebuild()

    def restart(self) -> None:
        begin(self.app, self.coach.lesson)

    def leave(self) -> None:
        self.keep()
        self.close()

    # -- layout ---------------------------------------------------------------------------

    def lines(self, width: int) -> list[tuple[str, int, tuple[int, int, int], bool]]:
        """The box's rows: (words, size, colour, bold), wrapped once per change."""
        coach = self.coach
        key = (coach.shown, coach.refusal, self.note, width, assets.ui_scale())
        if self._lines is None or self._lines[0] != key:
            self._lines = (key, self._wrapped(width))
        return self._lines[1]

    def _wrapped(self, width: int) -> list[tuple[str, int, tuple[int, int, int], bool]]:
        coach = self.coach
        step = coach.step
        head = f"{coach.lesson.title} · step {coach.shown + 1} of {len(coach.steps)}"
        rows = [(head, 16, ACCENT, True)]
        rows += [(r, 18, INK, False) for r in assets.wrap(step.say, 18, width)]
        rows += [(r, 16, RULE, False) for r in assets.wrap(f"Rule: {step.rule}", 16, width)]
        for extra, colour in ((coach.refusal, REFUSED), (self.note, MUTED)):
            if extra:
                rows += [(r, 16, colour, False) for r in assets.wrap(extra, 16, width)]
        return rows

    def columns(self, width: int) -> int:
        """How many of the box's four buttons stand in a row."""
        return 4 if width >= 4 * round(BUTTON_W * assets.ui_scale()) else 2

    def place(self) -> pygame.Rect:
        """Where the box goes: the top of the log's column, so it never hides the
        board nor the game's controls."""
        side = self.scene.side_rect()
        width = side.width - 2 * PAD
        rows = self.lines(width - 2 * PAD)
        button_rows = 4 // self.columns(width)
        height = sum(assets.font(size, bold).get_linesize() for _, size, _, bold in rows) \
            + button_rows * (BUTTON_H + GAP) + 2 * PAD
        return pygame.Rect(side.x + PAD, side.y + PAD, width,
                           min(height, side.height - 2 * PAD))

    def build(self, size: tuple[int, int]) -> None:
        self.box = self.place()
        coach = self.coach
        labels = [("Back", self.back, "Read the step before again", coach.shown > 0),
                  ("Next" if not coach.live else "Skip", self.forward,
                   "Back to the step reached" if not coach.live
                   else "Pass this step over and go on to the next",
                   not coach.finished or not coach.live),
                  ("Restart", self.restart, "Begin the lesson again from a new game", True),
                  ("Leave", self.leave, "Close the coach; the game goes on", True)]
        per_row = self.columns(self.box.width)
        width = (self.box.width - 2 * PAD - GAP * (per_row - 1)) // per_row
        top = self.box.bottom - PAD - (len(labels) // per_row) * (BUTTON_H + GAP) + GAP
        for i, (label, action, tip, enabled) in enumerate(labels):
            row, column = divmod(i, per_row)
            rect = pygame.Rect(self.box.x + PAD + column * (width + GAP),
                               top + row * (BUTTON_H + GAP), width, BUTTON_H)
            self.button(rect, label, action, tip, enabled=enabled, object_id="@compact")

    # -- drawing --------------------------------------------------------------------------

    def draw_under(self, surface: pygame.Surface) -> None:
        if self.coach.live:
            for target in rects(self.coach.step.target(self.scene)):
                pygame.draw.rect(surface, GLOW, target.inflate(10, 10), 3, border_radius=6)
        pygame.draw.rect(surface, SHADE, self.box, border_radius=4)
        pygame.draw.rect(surface, GLOW, self.box, 2, border_radius=4)
        clip = surface.get_clip()
        rows = 4 // self.columns(self.box.width)
        surface.set_clip(pygame.Rect(self.box.x, self.box.y, self.box.width,
                                     self.box.height - PAD - rows * (BUTTON_H + GAP)))
        y = self.box.y + PAD
        for words, size, colour, bold in self.lines(self.box.width - 2 * PAD):
            surface.blit(assets.text(words, size, colour, bold), (self.box.x + PAD, y))
            y += assets.font(size, bold).get_linesize()
        surface.set_clip(clip)

