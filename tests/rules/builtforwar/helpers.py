"""Built for War test tables: a game set up from the shipped content, scripted dice,
and ways to hand a nation tiles, cards and a combat turn without playing up to it."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache

from game.files.builtforwar import load_content
from game.rules.builtforwar import GAME
from game.rules.builtforwar.setup import make_setup
from game.rules.builtforwar.state import COMBAT, Nation, State, Turn
from game.rules.core.dice import Dice
from game.rules.core.events import DiceRolled, Event, Seat
from game.rules.core.seats import seat_setup


@cache
def content():
    return load_content()


def setup_for(seats: Sequence[str], **options) -> dict:
    return seat_setup(GAME, make_setup(content(), len(seats), **options), seats)


def new_game(seats: Sequence[str] = ("human",) * 4, seed: int = 1, **options) -> State:
    return GAME.start(GAME.parse_setup(setup_for(seats, **options)), Dice(seed))


class ScriptedDice(Dice):
    """Dice that throw the given values in order (then 1s); shuffles stay seeded."""

    def __init__(self, values: Iterable[int] = ()) -> None:
        super().__init__(0)
        self.script = list(values)

    def roll(self, count: int = 1, sides: int = 6, *, seat: Seat | None = None,
             why: str = "", private: bool = False) -> tuple[int, ...]:
        values = tuple(self.script.pop(0) if self.script else 1 for _ in range(count))
        self.draws += 1
        self._events.append(DiceRolled(sides, values, seat, why, private))
        return values


def take_tile(state: State, tile: str) -> str:
    """Take `tile` out of wherever it lies (pool or a stack), so it can be placed."""
    for pool in state.pools.values():
        if tile in pool:
            pool.remove(tile)
            return tile
    for nation in state.nations:
        for place in (nation.stack, nation.blueprint, nation.tank):
            if tile in place:
                place.remove(tile)
                return tile
    raise KeyError(tile)


def build_onto(state: State, seat: int, *tiles: str) -> None:
    for tile in tiles:
        state.nations[seat].tank.append(take_tile(state, tile))


def take_support(state: State, card: str) -> str:
    for pile in (state.support_deck, state.support_discard):
        if card in pile:
            pile.remove(card)
            return card
    for nation in state.nations:
        if card in nation.support:
            nation.support.remove(card)
            nation.entrench.pop(card, None)
            return card
    raise KeyError(card)


def give_support(state: State, seat: int, *cards: str) -> None:
    for card in cards:
        state.nations[seat].support.append(take_support(state, card))


def clear_support(state: State) -> None:
    """Every nation's support cards back to the bottom of the deck."""
    for nation in state.nations:
        state.support_deck.extend(nation.support)
        nation.support, nation.entrench, nation.suppressed = [], {}, set()


def set_row(state: State, *cards: str) -> None:
    """The face-up action cards become exactly `cards`."""
    state.action_deck.extend(state.action_row)
    state.action_row = []
    for card in cards:
        state.action_deck.remove(card) if card in state.action_deck else \
            state.action_discard.remove(card)
        state.action_row.append(card)


def combat_turn(state: State, seat: int) -> Turn:
    """Make it `seat`'s combat turn; everybody else has acted this season."""
    state.phase = COMBAT
    state.acted = {n.seat for n in state.nations if n.seat != seat}
    state.turn = Turn(seat)
    return state.turn


def of(events: list[Event], kind: type) -> list:
    return [e for e in events if isinstance(e, kind)]


def nation(state: State, name: str) -> Nation:
    return next(n for n in state.nations if n.nation == name)
