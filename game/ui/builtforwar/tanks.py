"""A player board's tank as a seat's view shows it, and what a choice would make of it:
the rules' own tank arithmetic (game/rules/builtforwar/tank.py) asked about the
view's face-up tiles, so the screen never counts weight its own way."""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.builtforwar.content import ICONS, Content, Technology
from game.rules.builtforwar.state import Catalog, Nation
from game.rules.builtforwar.tank import covered_technologies, tank_weight, visible_technologies
from game.rules.builtforwar.view import NationView

_CATALOGS: dict[int, tuple[Content, Catalog]] = {}


def catalog(content: Content) -> Catalog:
    """The content indexed by id (one per content object seen)."""
    held = _CATALOGS.get(id(content))
    if held is None or held[0] is not content:
        if len(_CATALOGS) > 8:
            _CATALOGS.clear()
        held = _CATALOGS[id(content)] = (content, Catalog(content))
    return held[1]


def _nation(view: NationView, tank: tuple[str, ...]) -> Nation:
    return Nation(view.seat, view.nation, tank=list(tank))


@dataclass(frozen=True)
class TankPicture:
    """What shows on a board: per icon the top primary (built or printed) and the
    secondaries beside it, the auxiliary tiles, and the built tiles covered."""

    primary: dict[str, Technology]
    secondary: dict[str, list[Technology]]
    auxiliary: list[Technology]
    covered: list[str]


def tank_picture(content: Content, view: NationView) -> TankPicture:
    cat = catalog(content)
    nation = _nation(view, view.tank)
    shown = visible_technologies(cat, nation)
    primary = {t.icon: t for t in shown if t.primary and t.icon}
    board = content.board(view.nation)
    for printed in board.printed:
        primary.setdefault(printed.icon, printed)
    secondary: dict[str, list[Technology]] = {icon: [] for icon in ICONS}
    auxiliary = []
    for tech in shown:
        if tech.icon is None:
            auxiliary.append(tech)
        elif not tech.primary:
            secondary[tech.icon].append(tech)
    return TankPicture(primary, secondary, auxiliary, covered_technologies(cat, nation))


def weight_with(content: Content, view: NationView, tank: tuple[str, ...]) -> int:
    """The weight the board would show with `tank` built."""
    return tank_weight(catalog(content), _nation(view, tank))


def blitz_penalty(content: Content, nation: str, weight: int) -> int:
    return content.board(nation).weight_track.blitz_penalty(weight)


def preview(content: Content, view: NationView, research: str | None = None,
            build: bool = False, discard: tuple[str, ...] = ()) -> str:
    """One line: the weight and blitz penalty the tank would have after researching
    `research` (only Auto tiles change it) or building the blueprint less `discard`."""
    tank = tuple(t for t in view.tank if t not in discard)
    if research is not None:
        tech = content.technology(research)
        if not tech.auto:
            return (f"Research {tech.name}: face down on your blueprint; the tank stays at "
                    f"weight {view.weight} until you build.")
        if not tech.discard:
            tank += (research,)
    if build and view.blueprint:
        tank += tuple(t for t in view.blueprint if t not in discard
                      and not content.technology(t).discard)
    new = weight_with(content, view, tank)
    old_pen = blitz_penalty(content, view.nation, view.weight)
    new_pen = blitz_penalty(content, view.nation, new)
    return (f"Weight {view.weight} to {new}; blitz penalty {old_pen} to {new_pen}.")
