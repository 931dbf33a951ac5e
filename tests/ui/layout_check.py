"""What the layout test checks on a screen: every widget's words fit its box, no two
controls overlap, and every control lies inside the window."""

from __future__ import annotations

import pygame
import pygame_gui

CONTROLS = (pygame_gui.elements.UIButton, pygame_gui.elements.UITextEntryLine,
            pygame_gui.elements.UIDropDownMenu, pygame_gui.elements.UIHorizontalSlider,
            pygame_gui.elements.UISelectionList)
WORDED = (pygame_gui.elements.UIButton, pygame_gui.elements.UILabel)


def text_room(element) -> int:
    """The width inside a widget's border and shadow, where its words are drawn."""
    border = getattr(element, "border_width", 0)
    if isinstance(border, dict):
        border = border.get("left", 0) + border.get("right", 0)
    else:
        border = 2 * (border or 0)
    return element.get_abs_rect().width - border - 2 * (getattr(element, "shadow_width", 0)
                                                         or 0)


def shown_elements(manager: pygame_gui.UIManager) -> list:
    """Every visible element under the manager's root, nested containers included."""
    out, todo = [], list(manager.get_root_container().elements)
    while todo:
        element = todo.pop()
        if not element.visible or not element.alive():
            continue
        out.append(element)
        inner = getattr(element, "get_container", None)
        if inner is not None and element is not manager.get_root_container():
            try:
                todo.extend(inner().elements)
            except AttributeError:
                pass
    return out


def _top_level_controls(elements: list) -> list:
    """Controls that stand on their own (not the parts inside a drop-down or list)."""
    controls = [e for e in elements if isinstance(e, CONTROLS)]
    return [e for e in controls
            if not any(o is not e and isinstance(o, (pygame_gui.elements.UIDropDownMenu,
                                                     pygame_gui.elements.UISelectionList))
                       and o.get_abs_rect().contains(e.get_abs_rect()) for o in controls)]


def problems(scene, size: tuple[int, int]) -> list[str]:
    """What is wrong with `scene`'s widgets in a window of `size` (empty: nothing)."""
    manager = getattr(scene, "manager", None)
    if manager is None:
        return []
    window = pygame.Rect((0, 0), size)
    elements = shown_elements(manager)
    found: list[str] = []
    for element in elements:
        text = getattr(element, "text", "")
        if isinstance(element, WORDED) and text:
            wide = element.font.size(text)[0]
            if wide > text_room(element):
                found.append(f"the words {text!r} ({wide} px) are wider than their box "
                             f"({text_room(element)} px inside)")
    controls = _top_level_controls(elements)
    for control in controls:
        rect = control.get_abs_rect()
        if not window.contains(rect):
            found.append(f"{_name(control)} at {tuple(rect)} lies outside the window")
    for i, one in enumerate(controls):
        for other in controls[i + 1:]:
            if one.get_abs_rect().colliderect(other.get_abs_rect()):
                found.append(f"{_name(one)} and {_name(other)} overlap")
    return found


def _name(element) -> str:
    text = getattr(element, "text", "")
    return f"{type(element).__name__} {text!r}" if text else type(element).__name__
