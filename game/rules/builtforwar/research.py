"""The research/build phase: secret choices handed in by every nation with a board,
carried out together (in initiative order) once all are in; Auto and Discard tiles,
building, weight, Fresh Start, the optional Fast Start, and passing the stacks."""

from __future__ import annotations

from game.rules.builtforwar.actions import Build, FastStart, FreshStart, Research
from game.rules.builtforwar.content import LATE_WAR_YEAR, YEARS
from game.rules.builtforwar.effects import (
    auto_repair,
    change_initiative,
    change_kills,
    draw_support_cards,
)
from game.rules.builtforwar.events import (
    ChoiceMade,
    Deployed,
    Researched,
    ResearchedInSecret,
    StackReplaced,
    TileDiscarded,
    TilesPassed,
    WeightChanged,
    counted,
)
from game.rules.builtforwar.state import FAST_START, RESEARCH, Nation, State
from game.rules.builtforwar.tank import tank_weight, visible_technologies
from game.rules.core.dice import Dice
from game.rules.core.errors import IllegalAction
from game.rules.core.events import Event

_BENEFITS = {"initiative": ("initiative", "initiative"),
             "tank_kills": ("tank kill tile", "tank kill tiles"),
             "support_cards": ("support card", "support cards"), "repair": ("repair", "repairs")}


def research_problem(state: State, nation: Nation, tile: str) -> str | None:
    """Why `nation` may not research `tile` now (None: it may)."""
    if tile not in nation.stack:
        return "That tile is not in your technology stack."
    tech = state.catalog.techs[tile]
    owned = [state.catalog.techs[t] for t in nation.blueprint + nation.tank]
    same = next((t for t in owned if t.name == tech.name), None)
    if same is not None:
        return f"You have already researched or built {tech.name}; a nation never " \
            "researches the same technology twice."
    return None


def build_problem(state: State, nation: Nation, discard: tuple[str, ...]) -> str | None:
    """Why `nation` may not build discarding `discard` (None: it may)."""
    if len(set(discard)) != len(discard):
        return "Each tile can be discarded only once."
    for tile in discard:
        if tile not in nation.blueprint and tile not in nation.tank:
            return "You may only discard tiles from your blueprint or your tank."
    return None


def choice_problem(state: State, nation: Nation, action: object) -> str | None:
    if nation.choice is not None:
        return "You have already decided this season."
    if isinstance(action, Research):
        return research_problem(state, nation, action.tile)
    if isinstance(action, Build):
        return build_problem(state, nation, tuple(action.discard))
    if isinstance(action, FreshStart):
        return fresh_start_problem(state, nation)
    return "Research a technology or build your tank."


def fresh_start_problem(state: State, nation: Nation) -> str | None:
    """Why `nation` may not make a Fresh Start now (None: it may).

    Fresh Start is a step of the end-of-year maintenance, which ends 1942, 1943 and
    1944 (1945 ends the war instead). Nothing touches a stack between maintenance and
    the spring research that follows, so the choice is made there, in secret like
    research, before the nation researches or builds: spring 1943 and spring 1945. At
    the end of 1943 the orange reset, which the rulebook lists after Fresh Start,
    replaces every stack anyway, so spring 1944 offers none."""
    if not state.fresh_start:
        return "Fresh Start is only for solo and two-player games, when the setup offers it."
    if state.phase != RESEARCH or state.season != 0 or state.year == YEARS[0]:
        return "Fresh Start is part of the end-of-year maintenance: it is offered in the " \
            "spring that opens 1943 and 1945, before you research or build."
    if state.year == LATE_WAR_YEAR:
        return "The orange reset at the end of 1943 has just replaced every stack, " \
            "so there is no Fresh Start this year."
    if nation.fresh_started:
        return "You have already made a fresh start this year."
    return None


def fast_start_problem(state: State, nation: Nation, action: FastStart) -> str | None:
    if nation.choice is not None:
        return "You have already chosen your Fast Start tiles."
    if action.blueprint == action.build:
        return "Choose two different tiles: one for the blueprint, one for the tank."
    for tile in (action.blueprint, action.build):
        if tile not in nation.stack:
            return "Both tiles must come from your starting technology stack."
    return None


def hand_in(state: State, nation: Nation, action: object) -> list[Event]:
    """Record a secret research, build or Fast Start choice; a Fresh Start is carried out
    at once (it changes only the seat's own stack)."""
    problem = fast_start_problem(state, nation, action) if state.phase == FAST_START \
        and isinstance(action, FastStart) else choice_problem(state, nation, action)
    if problem is not None:
        raise IllegalAction(problem)
    if isinstance(action, FreshStart):
        return fresh_start(state, nation)
    nation.choice = action
    return [ChoiceMade(nation.seat)]


def fresh_start(state: State, nation: Nation) -> list[Event]:
    count = len(nation.stack)
    state.removed.extend(nation.stack)
    nation.stack = []
    refill(state, nation, count)
    nation.fresh_started = True
    return [StackReplaced(nation.seat, count, "fresh start")]


def refill(state: State, nation: Nation, size: int) -> int:
    """Draw from the current era's pool until the stack holds `size` tiles."""
    pool = state.pools[state.era]
    drawn = 0
    while len(nation.stack) < size and pool:
        nation.stack.append(pool.pop(0))
        drawn += 1
    return drawn


def deploy(state: State, nation: Nation, tile: str, how: str, dice: Dice) -> list[Event]:
    """Put `tile` on the tank, or remove it from the game for its one-time benefit."""
    tech = state.catalog.techs[tile]
    if not tech.discard:
        # a primary goes on top of the primary of its type showing on the tank
        covered = next((t.name for t in visible_technologies(state.catalog, nation)
                        if tech.primary and t.primary and t.icon == tech.icon), "")
        nation.tank.append(tile)
        return [Deployed(nation.seat, tile, tech.name, how, covered)]
    state.removed.append(tile)
    effect = tech.effect
    events: list[Event] = [TileDiscarded(nation.seat, tile, tech.name,
                                         counted(effect.amount, *_BENEFITS[effect.kind])
                                         if effect else "")]
    if effect is None:
        return events
    if effect.kind == "initiative":
        events += change_initiative(state, nation, effect.amount, tech.name)
    elif effect.kind == "tank_kills":
        events += change_kills(nation, effect.amount, tech.name)
    elif effect.kind == "support_cards":
        events += draw_support_cards(state, nation, effect.amount, tech.name, dice)
    elif effect.kind == "repair":
        events += auto_repair(state, nation, effect.amount)
    return events


def _with_weight(state: State, nation: Nation, change) -> list[Event]:
    before = tank_weight(state.catalog, nation)
    events = change()
    after = tank_weight(state.catalog, nation)
    if after != before:
        events.append(WeightChanged(nation.seat, before, after))
    return events


def build(state: State, nation: Nation, discard: tuple[str, ...], dice: Dice) -> list[Event]:
    """Discard the chosen tiles, then deploy the whole blueprint onto the tank."""
    def change() -> list[Event]:
        events: list[Event] = []
        for tile in discard:
            (nation.blueprint if tile in nation.blueprint else nation.tank).remove(tile)
            state.removed.append(tile)
            events.append(TileDiscarded(nation.seat, tile, state.catalog.techs[tile].name))
        tiles, nation.blueprint = nation.blueprint, []
        for tile in tiles:
            events += deploy(state, nation, tile, "builds", dice)
        return events
    return _with_weight(state, nation, change)


def research(state: State, nation: Nation, tile: str, dice: Dice) -> list[Event]:
    """Move `tile` to the blueprint in secret; an Auto tile deploys at once."""
    tech = state.catalog.techs[tile]
    nation.stack.remove(tile)
    if tech.auto:
        return [ResearchedInSecret(nation.seat)] + _with_weight(
            state, nation, lambda: deploy(state, nation, tile, "researches (Auto)", dice))
    nation.blueprint.append(tile)
    return [ResearchedInSecret(nation.seat), Researched(nation.seat, tile, tech.name)]


def _innovators(state: State, nation: Nation) -> bool:
    return (not nation.is_ai and state.season == 0
            and state.catalog.doctrines[nation.doctrine].effect.kind == "spring_build")


def carry_out(state: State, dice: Dice) -> list[Event]:
    """Every handed-in choice, in initiative order, then the stacks pass and refill."""
    events: list[Event] = []
    for seat in state.initiative_order():
        nation = state.nations[seat]
        choice, nation.choice = nation.choice, None
        if isinstance(choice, Research):
            events += research(state, nation, choice.tile, dice)
            if _innovators(state, nation):
                events += build(state, nation, (), dice)
        elif isinstance(choice, Build):
            events += build(state, nation, tuple(choice.discard), dice)
        elif isinstance(choice, FastStart):
            events += research(state, nation, choice.blueprint, dice)
            nation.stack.remove(choice.build)
            events += _with_weight(state, nation,
                                   lambda n=nation, t=choice.build: deploy(state, n, t,
                                                                           "builds", dice))
    return events + pass_stacks(state)


def pass_stacks(state: State) -> list[Event]:
    """Stacks go to the next seat with a board (left) in 1942–43, to the previous one
    (right) in 1944–45; then each is refilled from the pool."""
    humans = state.humans
    if not humans:
        return []
    step = 1 if state.era == "early" else -1
    stacks = {seat: state.nations[seat].stack for seat in humans}
    for index, seat in enumerate(humans):
        giver = humans[(index - step) % len(humans)]
        state.nations[seat].stack = stacks[giver]
    drawn = tuple(refill(state, state.nations[s], state.tiles_in_stack) for s in humans)
    return [TilesPassed("left" if step == 1 else "right", drawn)]


def advanced_technologies(state: State) -> list[Event]:
    """The end-of-1943 reset: blue tiles left in the stacks are discarded and replaced
    by as many orange ones (state.year is already 1944)."""
    events: list[Event] = []
    for seat in state.humans:
        nation = state.nations[seat]
        count = len(nation.stack)
        state.removed.extend(nation.stack)
        nation.stack = []
        refill(state, nation, count)
        events.append(StackReplaced(seat, count, "advanced technologies"))
    return events
