"""Scenes built from pygame_gui widgets: one manager per scene, rebuilt on resize."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from game.engine import assets
from game.engine.placing import near_pointer
from game.engine.scene import Scene

BACKGROUND = (28, 32, 28)
INK = (232, 228, 210)
MUTED = (160, 160, 145)
ACCENT = (214, 170, 80)


LONG_TIP = 120
"""A tooltip longer than this many characters is wrapped at LONG_TIP_WIDTH pixels, not
at the theme's narrow width (a short one keeps its small box)."""
LONG_TIP_WIDTH = 320


class GuiScene(Scene):
    """A scene whose widgets come from `build`; buttons run their callbacks."""

    escape_closes = False  # Esc takes the scene off the stack (menus, dialogs, browsers)

    def enter(self) -> None:
        self.manager = self.app.ui_manager()
        self.reasons: dict[pygame_gui.core.UIElement, str] = {}
        self.pointer = (-1, -1)
        self.rebuild()

    def rebuild(self) -> None:
        """Drop every widget and build the scene again for the current window size."""
        self.manager.clear_and_reset()
        self.reasons = {}
        self.build(self.app.size)
        self.app.redraw()

    def build(self, size: tuple[int, int]) -> None:
        """Create the widgets for a window of `size`."""

    def pause(self) -> None:
        """A dialog opened above: no tooltip of this scene stays drawn under it."""
        for element in self.manager.get_root_container().elements:
            tip = getattr(element, "tool_tip", None)
            if tip is not None:
                tip.kill()
                element.tool_tip = None
        self.pointer = (-1, -1)

    def resize(self, size: tuple[int, int]) -> None:
        self.manager.set_window_resolution(size)
        self.rebuild()

    def button(self, rect: pygame.Rect, label: str, action: Callable[[], None],
               tooltip: str | None = None, enabled: bool = True,
               object_id: str | None = None) -> pygame_gui.elements.UIButton:
        """A button that calls `action` when pressed; its label and tooltip may hold any
        text (made `assets.printable`: pygame_gui fails on NUL or broken Unicode)."""
        # a zero-argument wrapper: pygame_gui passes click data to one-parameter commands
        widget = pygame_gui.elements.UIButton(
            rect, assets.printable(label), self.manager,
            tool_tip_text=None if tooltip is None else assets.printable(tooltip),
            command=lambda: self.pressed(action), object_id=object_id)
        if tooltip is not None and len(tooltip) > LONG_TIP:
            widget.tool_tip_wrap_width = LONG_TIP_WIDTH  # else it runs down the window
        if not enabled:
            widget.disable()
            self.explain_disabled(widget, tooltip)
        return widget

    def fit_words(self, widget: pygame_gui.elements.UIButton, least: int = 0) -> None:
        """Widen `widget` (keeping its left edge) so its words fit inside its border."""
        border = widget.border_width
        edges = border.get("left", 0) + border.get("right", 0) if isinstance(border, dict) \
            else 2 * border
        needed = widget.font.size(widget.text)[0] + edges + 2 * widget.shadow_width + 16
        if needed > widget.get_abs_rect().width or least:
            widget.set_dimensions((max(needed, least), widget.get_abs_rect().height))

    def pressed(self, action: Callable[[], None]) -> None:
        """A button was pressed: its click, then what it does."""
        sounds = getattr(self.app, "sounds", None)
        if sounds is not None:
            sounds.play("click")
        action()

    def explain_disabled(self, widget: pygame_gui.core.UIElement, reason: str | None) -> None:
        """Say `reason` when the pointer rests on `widget` while it is disabled (the
        widget library shows no tooltip on a disabled widget, so the scene draws it)."""
        if reason:
            self.reasons[widget] = assets.printable(reason)
        else:
            self.reasons.pop(widget, None)

    def disabled_reason(self) -> str | None:
        """Why the disabled widget under the pointer is disabled, if it says."""
        for widget, reason in self.reasons.items():
            if not widget.is_enabled and widget.alive() and widget.visible and \
                    widget.get_abs_rect().collidepoint(self.pointer):
                return reason
        return None

    def draw_reason(self, surface: pygame.Surface) -> None:
        reason = self.disabled_reason()
        if reason is None:
            return
        rows = assets.wrap(reason, 16, 360)
        face = pygame.Surface((380, 12 + 19 * len(rows)))
        face.fill((16, 18, 16))
        pygame.draw.rect(face, ACCENT, face.get_rect(), 1)
        for i, row in enumerate(rows):
            face.blit(assets.text(row, 16, INK), (10, 6 + 19 * i))
        surface.blit(face, near_pointer(self.pointer, face.get_size(), surface.get_rect()))

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.MOUSEMOTION:
            if self.reasons and (self.pointer != event.pos):
                self.app.redraw()
            self.pointer = event.pos
        if self.manager.process_events(event):
            self.app.redraw()
            return None
        if self.escape_closes and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return None
        return self.on_event(event)

    def close(self) -> None:
        """Take this scene off the stack, wherever it is."""
        self.app.stack.remove(self)
        self.app.redraw()

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Input the widgets did not take."""
        return event

    def update(self, dt: float) -> None:
        self.manager.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.transparent:
            surface.fill(BACKGROUND)
        self.draw_under(surface)
        self.manager.draw_ui(surface)
        self.draw_reason(surface)

    def draw_under(self, surface: pygame.Surface) -> None:
        """What the scene draws itself, beneath its widgets."""


def title(surface: pygame.Surface, content: str, y: int, size: int = 56) -> None:
    """A centred heading."""
    label = assets.text(content, size, ACCENT, bold=True)
    surface.blit(label, label.get_rect(midtop=(surface.get_width() // 2, y)))


def dim(surface: pygame.Surface, alpha: int = 170) -> None:
    """Darken what is already drawn (under a dialog)."""
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    surface.blit(shade, (0, 0))


def column(size: tuple[int, int], count: int, top: int, width: int = 320,
           height: int = 48, gap: int = 12) -> list[pygame.Rect]:
    """`count` rectangles stacked in the middle of the window from `top`."""
    x = (size[0] - width) // 2
    return [pygame.Rect(x, top + i * (height + gap), width, height) for i in range(count)]
