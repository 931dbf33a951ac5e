"""Popups stay inside their area and off what they describe."""

from __future__ import annotations

import pygame
from hypothesis import given
from hypothesis import strategies as st

from game.engine.placing import beside, clamp_into, near_pointer

AREA = pygame.Rect(0, 40, 1000, 600)


def test_a_popup_goes_beside_its_panel_not_on_it():
    panel = pygame.Rect(700, 300, 290, 300)  # a panel at the right edge
    box = beside(panel, (300, 140), AREA)
    assert AREA.contains(box) and not box.colliderect(panel)
    assert box.right <= panel.x  # no room on the right: on its left


def test_a_popup_with_no_room_beside_covers_as_little_as_it_can():
    panel = pygame.Rect(0, 40, 1000, 600)
    box = beside(panel, (300, 140), AREA)
    assert AREA.contains(box)


@given(st.integers(0, 999), st.integers(40, 639), st.integers(20, 500), st.integers(10, 300))
def test_a_tooltip_stays_inside_and_off_the_pointer_when_it_fits(x, y, width, height):
    box = near_pointer((x, y), (width, height), AREA)
    assert AREA.contains(box)
    if width + 16 <= AREA.width // 2 and height + 16 <= AREA.height // 2:
        assert not box.collidepoint(x, y)


def test_clamping_moves_a_box_back_inside():
    assert clamp_into(pygame.Rect(950, 620, 100, 50), AREA) == pygame.Rect(900, 590, 100, 50)
