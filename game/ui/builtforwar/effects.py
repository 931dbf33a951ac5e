"""What the playback draws over the table while an event is shown: technology tiles
sliding face down to the next player, a shot's line with its result, kill tiles won or
lost, a capture carried across, malfunctions and repairs, and the AI card an AI nation
drew with the actions it passed over struck through and the one it took."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.engine import assets
from game.engine.pieces import render
from game.engine.placing import beside
from game.rules.builtforwar.events import (
    ActionTaken,
    AICardDrawn,
    AIRequirementFailed,
    Captured,
    InitiativeChanged,
    KillTilesChanged,
    Malfunctioned,
    Repaired,
    Shot,
    SupportGained,
    TilesPassed,
    counted,
)
from game.rules.builtforwar.view import BuiltForWarView
from game.rules.core.events import Event
from game.ui.builtforwar import art
from game.ui.builtforwar.board import Picture

Colour = tuple[int, int, int]
FLIGHT = 1.0  # seconds a passed tile or a capture takes to cross
FAILED_WORDS = {"available": "not available", "beneficial": "not beneficial",
                "within the weight limit": "too heavy"}
"""A requirement the AI card's action failed, short enough for the card's right edge."""


@dataclass
class Effect:
    """One mark on the table: `text` floating at `start`, or travelling to `end`."""

    text: str
    colour: Colour
    start: tuple[int, int]
    end: tuple[int, int] | None = None
    age: float = 0.0
    life: float = 1.6
    tile: str = ""  # era of a face-down tile that travels with the text
    line: bool = False  # draw a line from start to end (a shot)


@dataclass
class AICardShown:
    seat: int
    actions: tuple[str, ...]
    stars: int
    reinforcement: str
    failed: dict[str, str] = field(default_factory=dict)
    taken: str = ""  # the action performed (on the second pass, one struck on the first)


@dataclass
class Show:
    effects: list[Effect] = field(default_factory=list)
    ai_card: AICardShown | None = None

    def clear(self) -> None:
        self.effects.clear()
        self.ai_card = None

    def update(self, dt: float) -> bool:
        """Age the marks; True while something moves (the window redraws)."""
        if not self.effects:
            return False
        for effect in self.effects:
            effect.age += dt
        self.effects = [e for e in self.effects if e.age < e.life]
        return True

    def take(self, event: Event, view: BuiltForWarView, pic: Picture) -> None:
        """Start the marks of `event`."""
        def centre(seat: int) -> tuple[int, int]:
            return pic.panels[seat].center if seat in pic.panels else (0, 0)

        def top(seat: int) -> tuple[int, int]:
            r = pic.panels.get(seat)
            return (r.centerx, r.y + 60) if r else (0, 0)

        if isinstance(event, TilesPassed):
            boards = [n.seat for n in view.nations if not n.ai_level]
            step = 1 if event.direction == "left" else -1
            era = "early" if view.year <= 1943 else "late"
            for i, seat in enumerate(boards):
                to = boards[(i + step) % len(boards)]
                if to != seat:
                    self.effects.append(Effect(f"stack to the {event.direction}", art.INK_ON,
                                               centre(seat), centre(to), life=FLIGHT + 0.4,
                                               tile=era))
        elif isinstance(event, Shot):
            good = event.result not in ("miss", "no effect")
            self.effects.append(Effect(f"{event.fire_roll}+{event.fire_bonus} vs "
                                       f"{event.defense_roll}+{event.defense_bonus}: "
                                       f"{event.result}", art.RED if good else art.INK_ON,
                                       top(event.seat), top(event.target_seat), life=1.6,
                                       line=True))
        elif isinstance(event, KillTilesChanged):
            sign = "+" if event.change > 0 else "-"
            self.effects.append(Effect(f"{sign}{abs(event.change)} kill tile ({event.why})",
                                       art.GREEN if event.change > 0 else art.RED,
                                       top(event.seat)))
        elif isinstance(event, Captured):
            self.effects.append(Effect(f"captured! -{event.cost} initiative", art.GOLD,
                                       centre(event.from_seat), centre(event.seat),
                                       life=FLIGHT + 0.5))
        elif isinstance(event, Malfunctioned):
            self.effects.append(Effect(f"{art.ICON_NAMES[event.icon]} malfunctions", art.RED,
                                       top(event.seat)))
        elif isinstance(event, Repaired):
            self.effects.append(Effect("repaired and rallied", art.GREEN, top(event.seat)))
        elif isinstance(event, SupportGained):
            self.effects.append(Effect(f"+ {event.name}", art.GREEN, top(event.seat)))
        elif isinstance(event, InitiativeChanged):
            self.effects.append(Effect(f"initiative {event.old} to {event.new}", art.GOLD,
                                       top(event.seat), life=1.2))
        elif isinstance(event, AICardDrawn):
            self.ai_card = AICardShown(event.seat, event.actions, event.stars,
                                       event.reinforcement)
        elif isinstance(event, ActionTaken) and self.ai_card is not None and \
                event.seat == self.ai_card.seat:
            self.ai_card.failed.pop(event.action, None)
            self.ai_card.taken = event.action
        elif isinstance(event, AIRequirementFailed) and self.ai_card is not None:
            self.ai_card.failed[event.action] = FAILED_WORDS.get(event.requirement,
                                                                 f"not {event.requirement}")

    def draw(self, surface: pygame.Surface) -> None:
        for e in self.effects:
            t = min(1.0, e.age / FLIGHT) if e.end is not None else 1.0
            if e.end is not None and not e.line:
                x = e.start[0] + (e.end[0] - e.start[0]) * t
                y = e.start[1] + (e.end[1] - e.start[1]) * t
            elif e.line and e.end is not None:
                pygame.draw.line(surface, e.colour, e.start, e.end, 4)
                pygame.draw.circle(surface, e.colour, e.end, 10, 3)
                x, y = (e.start[0] + e.end[0]) / 2, (e.start[1] + e.end[1]) / 2
            else:
                x, y = e.start[0], e.start[1] - 30 * min(1.0, e.age)
            if e.tile:
                face = render(art.facedown_look(e.tile), 44)
                for k in range(3):
                    surface.blit(face, face.get_rect(center=(x - 10 + k * 10, y - 30)))
            label = assets.text(e.text, 20, e.colour, bold=True)
            box = label.get_rect(center=(int(x), int(y)))
            pygame.draw.rect(surface, (12, 14, 12), box.inflate(14, 8), border_radius=6)
            surface.blit(label, box)


def draw_ai_card(surface: pygame.Surface, view: BuiltForWarView, pic: Picture,
                 card: AICardShown, area: pygame.Rect) -> None:
    """The AI card drawn, its three actions in order, those passed over struck through
    and the one taken in gold; beside the AI's panel (whose kill tiles and units the
    card's actions change), inside `area`."""
    panel = pic.panels.get(card.seat)
    if panel is None:
        return
    rect = beside(panel, (310, 142), area)
    pygame.draw.rect(surface, (20, 22, 30), rect, border_radius=6)
    pygame.draw.rect(surface, art.GOLD, rect, 2, border_radius=6)
    surface.blit(assets.text(f"AI card: {counted(card.stars, 'star')}, {card.reinforcement}",
                             18, art.GOLD, bold=True), (rect.x + 10, rect.y + 8))
    for i, action in enumerate(card.actions):
        y = rect.y + 38 + i * 34
        failed = card.failed.get(action)
        colour = (150, 140, 130) if failed else art.GOLD if action == card.taken else \
            (240, 236, 220)
        text = assets.text(f"{i + 1}. {art.ACTION_NAMES.get(action, action)}", 18, colour)
        surface.blit(text, (rect.x + 12, y))
        if failed:
            pygame.draw.line(surface, art.RED, (rect.x + 10, y + 12),
                             (rect.x + 14 + text.get_width(), y + 12), 3)
            words = assets.text(failed, 16, art.RED)
            surface.blit(words, (rect.right - 10 - words.get_width(), y + 2))
        elif action == card.taken:
            words = assets.text("taken", 16, art.GOLD)
            surface.blit(words, (rect.right - 10 - words.get_width(), y + 2))
