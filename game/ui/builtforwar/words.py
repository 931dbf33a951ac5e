"""Built for War's actions and results in words for buttons and panels: each button
names what it does with the cards' and tiles' own names, and the year's scoring is
gathered from the events the viewer saw."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from game.rules.builtforwar.actions import (
    Build,
    Capture,
    DesperateMeasures,
    DrawActionCard,
    EndAction,
    Entrench,
    FastStart,
    Fire,
    FreshStart,
    HoldFire,
    KeepSupport,
    RepairRally,
    RerollDefense,
    Research,
    TakeAction,
    YearEnd,
)
from game.rules.builtforwar.content import INITIATIVE_PRICE, Content
from game.rules.builtforwar.events import (
    BonusScored,
    GameEnded,
    InitiativeSpent,
    SeasonBegan,
    Shot,
    YearScored,
)
from game.rules.builtforwar.view import BuiltForWarView
from game.rules.core.events import DiceRolled, Event
from game.ui.builtforwar.art import ACTION_NAMES, ICON_NAMES, support_lines


def card_name(content: Content, card_id: str) -> str:
    """A support card, an AI tank card or a technology by its printed name."""
    for card in content.support_cards:
        if card.id == card_id:
            return card.name
    for tank in content.ai_tanks:
        if tank.id == card_id:
            return tank.name
    for tech in content.technologies:
        if tech.id == card_id:
            return tech.name
    return card_id


def action_card_name(content: Content, card_id: str) -> str:
    """An action card as printed: its action and weight allowance (it has no name)."""
    card = next((c for c in content.action_cards if c.id == card_id), None)
    if card is None:
        return "an action card"
    return f"the {ACTION_NAMES[card.action]} card (allowance {card.allowance})"


def shooter_name(content: Content, shooter: str) -> str:
    return "Your tank" if shooter == "tank" else card_name(content, shooter)


def target_name(view: BuiltForWarView, seat: int, target: str) -> str:
    nation = view.content.board(view.nations[seat].nation).name
    what = "tank" if target == "tank" else card_name(view.content, target)
    whose = f"{nation}'" if nation.endswith("s") else f"{nation}'s"
    return f"{whose} {what}"


def label(view: BuiltForWarView, action: object) -> str:
    """The button text of `action`."""
    content = view.content
    if isinstance(action, Research):
        return f"Research {card_name(content, action.tile)}"
    if isinstance(action, Build):
        if not action.discard:
            return "Build the blueprint"
        return "Build, discarding " + ", ".join(card_name(content, t) for t in action.discard)
    if isinstance(action, FreshStart):
        return "Fresh Start: new stack"
    if isinstance(action, FastStart):
        return f"Build {card_name(content, action.build)} now"
    if isinstance(action, DrawActionCard):
        return "Draw one more action card"
    if isinstance(action, TakeAction):
        allowance = next((c.allowance for c in content.action_cards if c.id == action.card),
                         None)
        return ACTION_NAMES[action.action] + \
            (f" (allowance {allowance})" if allowance is not None else "")
    if isinstance(action, RepairRally):
        fixed = [ICON_NAMES[m] for m in action.malfunctions] + \
            [card_name(content, u) for u in action.units]
        if not fixed:
            return f"Discard {action_card_name(content, action.card)} (nothing to repair)"
        return f"Repair with {action_card_name(content, action.card)}: " + ", ".join(fixed)
    if isinstance(action, DesperateMeasures):
        return "Desperate measures"
    if isinstance(action, KeepSupport):
        return "Keep " + ", ".join(card_name(content, c) for c in action.cards)
    if isinstance(action, Fire):
        return f"{shooter_name(content, action.shooter)} at " \
            f"{target_name(view, action.seat, action.target)}"
    if isinstance(action, HoldFire):
        return "Hold fire"
    if isinstance(action, RerollDefense):
        return "Reroll the defense die" if action.reroll else "Accept the roll"
    if isinstance(action, EndAction):
        return "No capture, end" if view.step == "capture" else "End the action"
    if isinstance(action, Capture):
        return f"Capture {target_name(view, action.seat, action.objective)}"
    if isinstance(action, Entrench):
        if not action.objective:
            return f"{card_name(content, action.unit)} leaves its objective"
        return f"Entrench {card_name(content, action.unit)} on " \
            f"{card_name(content, action.objective)}"
    if isinstance(action, YearEnd):
        return f"Spend for {action.purchases} lot(s)" + (", flip doctrine" if action.flip else "")
    return type(action).__name__


def support_card(content: Content, card_id: str):
    return next((c for c in content.support_cards if c.id == card_id), None)


class Risk(NamedTuple):
    caption: str  # under the card
    sentence: str  # on hover
    heavy: bool  # the tank malfunctions after the action


def malfunction_risk(view: BuiltForWarView, card_id: str) -> Risk | None:
    """For the viewer's tank and an action card: whether taking it makes the tank
    malfunction, in a caption and a sentence (None: the viewer has no tank)."""
    me = view.me()
    card = next((c for c in view.content.action_cards if c.id == card_id), None)
    if me is None or me.ai_level or card is None:
        return None
    allowance = card.allowance + me.allowance_bonus
    extra = f" (+{me.allowance_bonus} from your crew and tiles)" if me.allowance_bonus else ""
    if me.weight <= allowance:
        return Risk(f"safe, w{me.weight}", f"Your tank weighs {me.weight}, within this "
                    f"card's allowance of {allowance}{extra}: no malfunction.", False)
    die = " Motor Pool rolls a die onto the allowance first." if me.allowance_die else ""
    return Risk(f"w{me.weight}: breaks", f"Your tank weighs {me.weight}, over this card's "
                f"allowance of {allowance}{extra}: it malfunctions after the action.{die}",
                True)


def capture_words(view: BuiltForWarView, action: Capture) -> str:
    """What a capture costs and gains."""
    owner = view.nations[action.seat]
    cost = dict(owner.capture_costs).get(action.objective)
    card = support_card(view.content, action.objective)
    me = view.me()
    have = f" (you have {me.initiative})" if me is not None else ""
    gains = "" if card is None else \
        f"; it becomes yours: defense {card.defense}, {card.vp} VP at each end of year"
    price = f"{cost} initiative" if cost is not None else "its defense in initiative"
    return f"Pay {price}{have}{gains}."


def tip(view: BuiltForWarView, action: object) -> str:
    """The hover text of a choice's button: what it does and costs, in the game's words."""
    if isinstance(action, Capture):
        return capture_words(view, action)
    if isinstance(action, KeepSupport):
        parts = []
        for card_id in action.cards:
            card = support_card(view.content, card_id)
            if card is not None:
                parts.append(" ".join(support_lines(card)))
        return " | ".join(parts) or label(view, action)
    if isinstance(action, RerollDefense):
        by = view.shot.reroll_by if view.shot is not None else "Sloped Armor"
        return (f"{by}: throw the defense die again; the second roll stands, even if it "
                "is worse (a tie kills, a lower roll may let the tank overwhelm)."
                if action.reroll else "Keep the first roll: the shot kills.")
    if isinstance(action, HoldFire):
        return "Your tank stops its overwhelming fire; your other shooters may fire."
    if isinstance(action, EndAction):
        return "End the action: shooters that have not fired hold their fire."
    return label(view, action)


def rate(year: int) -> str:
    points, cost = INITIATIVE_PRICE[year]
    return f"{points} VP per {cost} initiative"


@dataclass
class ScoreRow:
    """One nation's scoring at one end of year."""

    kills: int = 0
    vp_symbols: int = 0
    destroyed: int = 0
    spent: int = 0
    bought: int = 0
    bonus: list[tuple[int, str]] = field(default_factory=list)

    @property
    def total(self) -> int:
        return self.kills + self.vp_symbols + self.destroyed + self.bought + \
            sum(p for p, _ in self.bonus)


def scoring(events: Iterable[Event]) -> tuple[dict[int, dict[int, ScoreRow]], GameEnded | None]:
    """Each year's scoring by seat, from the events seen, and the game's end if seen."""
    years: dict[int, dict[int, ScoreRow]] = {}
    year = 1942
    ended = None
    for event in events:
        if isinstance(event, SeasonBegan):
            year = event.year
        elif isinstance(event, YearScored):
            row = years.setdefault(year, {}).setdefault(event.seat, ScoreRow())
            row.kills, row.vp_symbols, row.destroyed = event.kills, event.vp_symbols, \
                event.destroyed
        elif isinstance(event, InitiativeSpent):
            row = years.setdefault(year, {}).setdefault(event.seat, ScoreRow())
            row.spent += event.spent
            row.bought += event.points
        elif isinstance(event, BonusScored):
            years.setdefault(year, {}).setdefault(event.seat, ScoreRow()).bonus.append(
                (event.points, event.why))
        elif isinstance(event, GameEnded):
            ended = event
    return years, ended


def score_lines(years: dict[int, dict[int, ScoreRow]], year: int,
                names: Sequence[str]) -> list[str]:
    """The breakdown of `year` as table rows."""
    rows = years.get(year, {})
    out = []
    for seat in sorted(rows):
        r = rows[seat]
        bonus = "".join(f", {p:+d} {why}" for p, why in r.bonus)
        out.append(f"{names[seat]}: kill tiles {r.kills}, VP symbols {r.vp_symbols}, "
                   f"destroyed units {r.destroyed}, {r.spent} initiative for {r.bought} VP"
                   f"{bonus}: {r.total:+d}")
    return out


def log_lines(events: Iterable[Event], names: Sequence[str]) -> list[str]:
    """The log's lines: one per event, except that a shot is one line (its line holds
    the firepower and defence rolls, any reroll and the result), so the dice rolled for
    it are not listed again before it."""
    lines: list[str] = []
    rolled: list[str] = []  # dice lines waiting to see whether a shot follows
    for event in events:
        if isinstance(event, DiceRolled):
            rolled.append(event.describe(names))
            continue
        if not isinstance(event, Shot):
            lines.extend(rolled)
        rolled = []
        lines.append(event.describe(names))
    return lines + rolled
