"""A Built for War setup as plain JSON, checked, and the game's opening: decks
shuffled, stacks dealt by the number of human players (as the rulebook counts them),
support cards, initiative disks, doctrines, and each AI nation's starting tank."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from game.rules.builtforwar import ai_nation
from game.rules.builtforwar.content import NATIONS, START_TANK_KILLS, TILES_IN_STACK, Content
from game.rules.builtforwar.content_json import content_from_json, content_to_json
from game.rules.builtforwar.effects import draw_support, gain_support
from game.rules.builtforwar.research import refill
from game.rules.builtforwar.season import begin_season, start_of_year
from game.rules.builtforwar.state import FAST_START, Catalog, Nation, State
from game.rules.core.dice import Dice
from game.rules.core.events import Event
from game.rules.core.schema import Flag, ListOf, Row, check, player_names
from game.rules.core.seats import rules_seats

SETUP_FORMAT = "built-for-war/1"
NATION_LIST = ListOf(len(NATIONS), least=1, says="a Built for War setup names 1 to 4 nations")


def human_players(levels: Iterable[int]) -> int:
    """The rulebook's "human players", from each seat's AI level (0: a nation with a
    player board): every nation not played by the AI-expansion rules. A computer player
    or a random player plays a board like a human, so it counts; an AI nation
    (`ai:captain` … `ai:field-marshal`) has no board and does not. The technology tile
    allowance and Fresh Start both go by this one count, in the rules and on the setup
    screen."""
    return sum(1 for level in levels if not level)


def seat_level(kind: str) -> int:
    """A seat kind's AI level as the setup records it: 1 (`ai:captain`) to 5
    (`ai:field-marshal`) for a nation the rules play, 0 for every other kind."""
    base, _, level = kind.partition(":")
    return ai_nation.level_number(level) if base == "ai" and level in ai_nation.LEVELS else 0


def stack_size(humans: int) -> int:
    """Technology tiles each board's stack holds for `humans` human players
    (4: 4, 3: 5, 2: 6, solo: 8; none without a board)."""
    return TILES_IN_STACK.get(humans, 0)


def fresh_start_allowed(humans: int) -> bool:
    """Fresh Start is an option of solo and two-human-player games only."""
    return 1 <= humans <= 2


@dataclass(frozen=True)
class Parsed:
    """A checked setup: the content, and per seat its nation, AI level (0: a nation
    with a board) and starting doctrine."""

    catalog: Catalog
    nations: tuple[str, ...]
    levels: tuple[int, ...]
    doctrines: tuple[str, ...]
    fast_start: bool
    fresh_start: bool


def make_setup(content: Content, seats: int, nations: list[str] | None = None,
               fast_start: bool = False, fresh_start: bool | None = None,
               doctrines: list[str] | None = None) -> dict[str, Any]:
    """The plain-JSON setup of a game for `seats` nations with `content` embedded."""
    chosen = list(nations) if nations is not None else list(NATIONS[:seats])
    boards = {b.nation: b.name for b in content.boards}
    setup: dict[str, Any] = {
        "format": SETUP_FORMAT, "seats": seats,
        "names": [boards.get(n, n) for n in chosen], "nations": chosen,
        "fast_start": fast_start, "fresh_start": fresh_start,
        "content": content_to_json(content),
    }
    if doctrines is not None:
        setup["doctrines"] = list(doctrines)
    return setup


def parse_setup(setup: dict[str, Any]) -> Parsed:
    """The checked values of `setup`; ValueError with a sentence if it is not valid."""
    if not isinstance(setup, dict) or setup.get("format") != SETUP_FORMAT:
        raise ValueError("this is not a Built for War setup (format built-for-war/1)")
    catalog = Catalog(content_from_json(setup.get("content")))
    nations = check(setup.get("nations"), NATION_LIST, "nations")
    for nation in nations:
        if nation not in NATIONS or nation not in catalog.boards:
            raise ValueError(f"unknown nation {nation!r} (choose from {', '.join(NATIONS)})")
    if len(set(nations)) != len(nations):
        raise ValueError("each nation can be played by one seat only")
    if setup.get("seats", len(nations)) != len(nations):
        raise ValueError("the setup has a different number of seats and nations")
    if setup.get("names") is not None:
        player_names(setup["names"], len(nations), f"names must be {len(nations)} player "
                     f"names, one per nation")
    played = rules_seats(setup)
    levels = []
    for seat in range(len(nations)):
        level = played.get(seat)
        if level is not None and level not in ai_nation.LEVELS:
            raise ValueError(f"unknown AI difficulty {level!r}")
        levels.append(ai_nation.level_number(level) if level else 0)
    if any(seat >= len(nations) for seat in played):
        raise ValueError("rules_seats names a seat the game does not have")
    doctrines = _doctrines(setup.get("doctrines"), nations, catalog)
    fast = check(setup.get("fast_start", False), Flag(), "fast_start")
    # the setup may turn Fresh Start off, never on for more than two human players
    fresh = setup.get("fresh_start")
    fresh = (fresh is None or check(fresh, Flag(), "fresh_start")) and \
        fresh_start_allowed(human_players(levels))
    return Parsed(catalog, tuple(nations), tuple(levels), doctrines, fast, fresh)


def _doctrines(raw: Any, nations: list[str], catalog: Catalog) -> tuple[str, ...]:
    if raw is None:
        return tuple(catalog.doctrine_pairs[n][0] for n in nations)
    check(raw, Row(len(nations), says="doctrines lists one starting doctrine per nation"),
          "doctrines")
    for nation, doctrine in zip(nations, raw, strict=True):
        if doctrine not in catalog.doctrine_pairs[nation]:
            raise ValueError(f"{doctrine!r} is not a side of {nation}'s doctrine tile")
    return tuple(raw)


def new_state(parsed: Parsed, dice: Dice) -> State:
    """The table laid out: nations, shuffled pools and decks, the face-up action cards.
    `open_table` then deals and starts the first season."""
    catalog = parsed.catalog
    state = State(catalog, [], stack_size(human_players(parsed.levels)), parsed.fast_start,
                  parsed.fresh_start)
    for seat, (nation, level) in enumerate(zip(parsed.nations, parsed.levels, strict=True)):
        state.nations.append(Nation(seat, nation, level, kills=START_TANK_KILLS,
                                    stamp=len(NATIONS) - NATIONS.index(nation),
                                    doctrine=parsed.doctrines[seat] if not level else ""))
    state.stamp_counter = len(NATIONS)
    content = catalog.content
    state.pools = {era: [t.id for t in content.tiles(era)] for era in ("early", "late")}
    for era in ("early", "late"):
        dice.shuffle(state.pools[era], what=f"{era} technology pool")
    state.support_deck = [c.id for c in content.support_cards]
    dice.shuffle(state.support_deck, what="support deck")
    state.action_deck = [c.id for c in content.action_cards]
    dice.shuffle(state.action_deck, what="action deck")
    state.action_row = [state.action_deck.pop(0)
                        for _ in range(min(state.face_up_target(), len(state.action_deck)))]
    if any(parsed.levels):
        state.ai_deck = [c.id for c in content.ai_cards]
        dice.shuffle(state.ai_deck, what="AI deck")
    return state


def open_table(state: State, dice: Dice) -> list[Event]:
    """Deal each nation its support card and stack (an AI nation rolls its starting
    tank), then start the first season (or Fast Start): the events open the log, up to
    the first phase in which a seat must act."""
    events: list[Event] = []
    for nation in state.nations:
        card = draw_support(state, dice)
        if card is not None:
            events += gain_support(state, nation, card, "setup")
        if nation.is_ai:
            nation.kills = 0
            events += ai_nation.roll_tank(state, nation, dice, "AI starting tank")
        else:
            refill(state, nation, state.tiles_in_stack)
            events += start_of_year(state, nation, dice)
    if state.fast_start and human_players(n.level for n in state.nations):
        state.phase = FAST_START
    else:
        events += begin_season(state, dice)
    return events
