"""The calendar: seasons and years, the combat phase's turn order, the end of a
season, scoring and initiative spending at the end of a year, maintenance (kill
tiles, doctrines, the AI's obsolescence, production and new tanks, the orange reset),
and the end of the game with its bonuses and tie-break."""

from __future__ import annotations

from game.rules.builtforwar import ai_nation
from game.rules.builtforwar.content import INITIATIVE_PRICE, LATE_WAR_YEAR, SEASONS, YEARS
from game.rules.builtforwar.effects import (
    change_initiative,
    change_kills,
    draw_action,
    draw_support_cards,
)
from game.rules.builtforwar.events import (
    AITankChanged,
    BonusScored,
    DoctrineSet,
    GameEnded,
    InitiativeSpent,
    KillTilesChanged,
    SeasonBegan,
    YearScored,
)
from game.rules.builtforwar.research import advanced_technologies
from game.rules.builtforwar.state import COMBAT, OVER, RESEARCH, YEAR_END, Nation, State, Turn
from game.rules.core.dice import Dice
from game.rules.core.events import Event
from game.rules.core.protocol import Outcome


def start_of_year(state: State, nation: Nation, dice: Dice) -> list[Event]:
    """The face-up doctrine's benefit at the start of a year (1942 included)."""
    if nation.is_ai:
        return []
    doctrine = state.catalog.doctrines[nation.doctrine]
    effect = doctrine.effect
    if effect.kind == "year_support_cards":
        return draw_support_cards(state, nation, effect.amount, doctrine.name, dice)
    if effect.kind == "year_initiative":
        return change_initiative(state, nation, effect.amount, doctrine.name)
    if effect.kind == "year_tank_kills":
        return change_kills(nation, effect.amount, doctrine.name)
    return []


def begin_season(state: State, dice: Dice) -> list[Event]:
    events: list[Event] = [SeasonBegan(state.year, SEASONS[state.season])]
    for nation in state.nations:
        nation.fresh_started = False
    if state.humans:
        state.phase = RESEARCH
        return events
    return events + start_combat(state, dice)


def start_combat(state: State, dice: Dice) -> list[Event]:
    state.phase, state.acted, state.turn = COMBAT, set(), None
    return advance(state, dice)


def advance(state: State, dice: Dice) -> list[Event]:
    """Let the rules act until a seat with a player must choose or the game ends: AI
    nations' turns and year-end spending, finished turns, seasons and years."""
    events: list[Event] = []
    while state.phase in (COMBAT, YEAR_END):
        if state.phase == COMBAT:
            if state.turn is not None:
                if state.turn.step != "done":
                    return events
                state.acted.add(state.turn.seat)
                state.turn = None
            waiting = [s for s in state.initiative_order() if s not in state.acted]
            if not waiting:
                events += end_season(state, dice)
                continue
            nation = state.nations[waiting[0]]
            if nation.is_ai:
                events += ai_nation.ai_turn(state, nation, dice)
                state.acted.add(nation.seat)
            else:
                state.turn = Turn(nation.seat)
                return events
        else:
            waiting = [s for s in state.year_end_order if s not in state.year_end_choices]
            if not waiting:
                events += finish_year(state, dice)
                continue
            nation = state.nations[waiting[0]]
            if not nation.is_ai:
                return events
            events += ai_spending(state, nation, dice)
    return events


def end_season(state: State, dice: Dice) -> list[Event]:
    """Refill the face-up action cards to players + 2, then the next season or the end
    of the year."""
    while len(state.action_row) < state.face_up_target():
        card = draw_action(state, dice)
        if card is None:
            break
        state.action_row.append(card)
    state.seasons_played += 1
    if state.season < len(SEASONS) - 1:
        state.season += 1
        return begin_season(state, dice)
    return year_end(state)


def score_year(state: State, nation: Nation) -> YearScored:
    kills = nation.tank_kills()
    symbols = sum(state.catalog.support[c].vp for c in nation.support)
    destroyed = len(nation.destroyed)
    total = kills + symbols + destroyed
    nation.score += total
    return YearScored(nation.seat, kills, symbols, destroyed, total)


def year_end(state: State) -> list[Event]:
    events: list[Event] = [score_year(state, n) for n in state.nations]
    state.phase = YEAR_END
    state.year_end_order = state.initiative_order()
    state.year_end_choices = {}
    return events


def price(year: int) -> tuple[int, int]:
    """(victory points, initiative) of one purchase at the end of `year`."""
    return INITIATIVE_PRICE[year]


def spend(state: State, nation: Nation, purchases: int, roll: int = 0) -> list[Event]:
    points, cost = price(state.year)
    if purchases <= 0:
        return [InitiativeSpent(nation.seat, 0, 0, roll)]
    events = change_initiative(state, nation, -purchases * cost, "victory points")
    nation.score += purchases * points
    return [InitiativeSpent(nation.seat, purchases * cost, purchases * points, roll), *events]


def ai_spending(state: State, nation: Nation, dice: Dice) -> list[Event]:
    """2d6 on the aid's table: how much of its initiative the AI turns into points."""
    roll = sum(dice.roll(2, 6, seat=nation.seat, why="AI initiative spending"))
    amount = state.catalog.content.ai_aid.spending(roll).spend(nation.initiative)
    purchases = amount // price(state.year)[1]
    state.year_end_choices[nation.seat] = (purchases, False)
    return [*dice.take_events(), *spend(state, nation, purchases, roll)]


def finish_year(state: State, dice: Dice) -> list[Event]:
    for nation in state.nations:
        state.support_discard.extend(nation.destroyed)
        nation.destroyed = []
    if state.year == YEARS[-1]:
        return end_game(state)
    return maintenance(state, dice)


def maintenance(state: State, dice: Dice) -> list[Event]:
    state.year += 1
    state.season = 0
    events: list[Event] = []
    for nation in state.nations:
        if nation.is_ai:
            events += _ai_maintenance(state, nation, dice)
            continue
        events += change_kills(nation, 1, "new year")
        if state.year_end_choices.get(nation.seat, (0, False))[1]:
            pair = state.catalog.doctrine_pairs[nation.nation]
            nation.doctrine = pair[1] if nation.doctrine == pair[0] else pair[0]
            events.append(DoctrineSet(nation.seat, state.catalog.doctrines[nation.doctrine]
                                      .name))
        events += start_of_year(state, nation, dice)
    if state.year == LATE_WAR_YEAR:
        events += advanced_technologies(state)
    return events + begin_season(state, dice)


def _ai_maintenance(state: State, nation: Nation, dice: Dice) -> list[Event]:
    """Obsolescence (tanks without kill tiles go), production (+1 each), a new tank
    if none is left."""
    events: list[Event] = []
    for tank, kills in list(nation.ai_tanks.items()):
        if kills <= 0:
            del nation.ai_tanks[tank]
            events.append(AITankChanged(nation.seat, tank, state.catalog.ai_tanks[tank].name,
                                        "is obsolete and withdrawn"))
    for tank in nation.ai_tanks:
        nation.ai_tanks[tank] += 1
        events.append(KillTilesChanged(nation.seat, 1, "production", tank,
                                       state.catalog.ai_tanks[tank].name))
    if not nation.ai_tanks:
        events += ai_nation.roll_tank(state, nation, dice, "AI new tank")
    return events


def end_game(state: State) -> list[Event]:
    """1945's bonuses (most kill tiles +3 to all tied, none −3, −1 per malfunction),
    then the winner: most points, ties to the highest initiative disk."""
    events: list[Event] = []
    most = max(n.tank_kills() for n in state.nations)
    for nation in state.nations:
        kills = nation.tank_kills()
        if kills == most and most > 0:
            nation.score += 3
            events.append(BonusScored(nation.seat, 3, "most tank kill tiles"))
        if kills == 0:
            nation.score -= 3
            events.append(BonusScored(nation.seat, -3, "no tank kill tiles"))
        if nation.malfunctions:
            nation.score -= len(nation.malfunctions)
            events.append(BonusScored(nation.seat, -len(nation.malfunctions),
                                      "malfunction markers"))
    scores = tuple(n.score for n in state.nations)
    best = max(scores)
    tied = [s for s in state.initiative_order() if scores[s] == best]
    winner = tied[0]
    reason = f"{best} victory points" + (", ahead on initiative" if len(tied) > 1 else "")
    state.result = Outcome((winner,), reason, tuple(float(s) for s in scores))
    state.phase = OVER
    return events + [GameEnded(scores, winner)]
