"""Tank Combat's Learn to play: the tutorial battle coached step by step (the shared
coach, game/ui/coach.py) — select a unit, give an order, draw its route, confirm it,
set up a Defend, hand in, watch the turn, fire — each step pointing at the thing to
click, with the rule it teaches. Steps only read the scene; no rule is decided here."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.files.catalogue import load_setup
from game.files.paths import PROJECT_ROOT
from game.rules.core import catalogue
from game.rules.core.match import Match
from game.rules.hexgrid import Hex, distance
from game.rules.tankcombat.orders import Defend, Fire, RoadMarch
from game.ui.coach import Lesson, Step, button_rect, never

if TYPE_CHECKING:
    from game.ui.tankcombat.scene import TankScene

TUTORIAL = PROJECT_ROOT / "scenarios" / "tankcombat" / "tutorial.yaml"
SEATS = ("human", "ai:easy")
SEED = 2741
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)


def lesson_match() -> Match:
    """The tutorial battle against the easy computer, the same every time."""
    game = catalogue.get("tank-combat")
    return Match(game, load_setup(game, TUTORIAL, SEATS), SEED, SEATS)


def _own(scene: TankScene, card: str) -> str:
    """The id of the viewer's first unit with `card` still on the map."""
    unit = next((u for u in scene.view().own_units() if u.card.id == card), None)
    return unit.id if unit is not None else ""


def _hex_box(scene: TankScene, h: Hex | None) -> pygame.Rect | None:
    """The screen rectangle round hex `h`."""
    if h is None:
        return None
    corners = scene.map_view.screen_corners(h)
    xs, ys = [round(x) for x, _ in corners], [round(y) for _, y in corners]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def _unit_box(scene: TankScene, unit_id: str) -> pygame.Rect | None:
    unit = scene.view().unit(unit_id) if unit_id else None
    return _hex_box(scene, unit.hex) if unit is not None else None


def _selected(scene: TankScene, card: str) -> bool:
    return scene.draft is not None and scene.draft.selected == _own(scene, card) != ""


def _composing(scene: TankScene, kind: str) -> bool:
    return scene.draft is not None and scene.draft.composing is not None \
        and scene.draft.composing.kind == kind


def _on_sheet(scene: TankScene, card: str, kind: type) -> bool:
    unit = _own(scene, card)
    return scene.draft is not None and isinstance(scene.draft.orders.get(unit), kind)


def _towards_objective(scene: TankScene) -> pygame.Rect | None:
    """A hex the T-34 can reach on its way to the first objective."""
    draft, view = scene.draft, scene.view()
    unit = view.unit(_own(scene, "t34_76"))
    if draft is None or unit is None or not view.battle.objectives:
        return None
    goal = view.battle.objectives[0].hex
    reach: dict[Hex, tuple] = draft.options(unit)["road_march"]  # type: ignore[assignment]
    if not reach:
        return None
    best = min(reach, key=lambda h: (distance(h, goal), view.battle.map.number(h)))
    return _hex_box(scene, best)


def _handed_in(scene: TankScene) -> bool:
    return scene.viewer is not None and scene.viewer not in scene.table.pending() \
        or scene.view().turn > 1


def _shooter(scene: TankScene) -> str:
    """The first of the viewer's units with an enemy in sight and range."""
    draft = scene.draft
    if draft is None or scene.watching():
        return ""
    return next((u.id for u in draft.units() if draft.options(u)["fire"]), "")


def _fire_given(scene: TankScene) -> bool:
    return scene.draft is not None and any(isinstance(o, Fire)
                                           for o in scene.draft.orders.values())


def _fire_target(scene: TankScene) -> pygame.Rect | None:
    """What the fire step points at: the unit, then Fire, then an enemy, then Confirm."""
    draft = scene.draft
    shooter = _shooter(scene) if draft is not None and draft.selected is None \
        else (draft.selected if draft is not None else "")
    if draft is None or not shooter:
        return None
    if draft.selected != shooter:
        return _unit_box(scene, shooter)
    if not _composing(scene, "fire"):
        return button_rect(scene, "Fire")
    if draft.ready is not None:
        return button_rect(scene, "Confirm")
    targets = draft.options(draft.unit())["fire"]
    return _hex_box(scene, targets[0].hex) if targets else None


STEPS: tuple[Step, ...] = (
    Step("Click your T-34 (the glowing counter) to select it.",
         "Each platoon is one counter: its card's name on top, its number bottom left, "
         "one pip per tank.",
         lambda s: _selected(s, "t34_76") or _on_sheet(s, "t34_76", RoadMarch),
         lambda s: _unit_box(s, _own(s, "t34_76"))),
    Step("Press Road march: the T-34's card offers only the orders it can take now.",
         "A unit takes one order a turn; a grey button says why it cannot be given.",
         lambda s: _composing(s, "road_march") or _on_sheet(s, "t34_76", RoadMarch),
         lambda s: button_rect(s, "Road march")),
    Step("Click the glowing hex to send it towards the village (shaded hexes are in "
         "reach).",
         "Road march covers the card's movement, plus extra hexes along a road.",
         lambda s: s.draft is not None and s.draft.ready is not None
         or _on_sheet(s, "t34_76", RoadMarch), _towards_objective),
    Step("Press Enter (or Confirm) to put the order on the sheet.",
         "Nothing is on the sheet until you confirm it; Esc or a right-click cancels.",
         lambda s: _on_sheet(s, "t34_76", RoadMarch), lambda s: button_rect(s, "Confirm"),
         keys=ENTER),
    Step("Now click the T-26 to select it.",
         "Every unit may have its own order; one left without an order waits.",
         lambda s: _selected(s, "t26") or _on_sheet(s, "t26", Defend),
         lambda s: _unit_box(s, _own(s, "t26"))),
    Step("Press Defend: its firing arc turns towards the nearest enemy.",
         "Defend: +1 Defence this turn, and it fires once at an enemy moving into its "
         "zone. It uses one clip of ammunition either way.",
         lambda s: _composing(s, "defend") or _on_sheet(s, "t26", Defend),
         lambda s: button_rect(s, "Defend")),
    Step("Press Enter (or Confirm) to put the Defend order on the sheet.",
         "The arc and the zone can be turned and widened with the buttons above Confirm.",
         lambda s: _on_sheet(s, "t26", Defend), lambda s: button_rect(s, "Confirm"),
         keys=ENTER),
    Step("Press Hand in orders, then Hand in now. Units without an order wait.",
         "Both sides write their orders in secret; nothing happens until both hand in.",
         _handed_in,
         lambda s: button_rect(s, "Hand in orders") if s.asking is None
         else button_rect(s, "Hand in now"), keys=ENTER),
    Step("Watch the turn being carried out (Space skips).",
         "Orders are carried out by type: Defend, Suppressing fire, Fire, Attack, "
         "Ambush, then movement.",
         lambda s: s.view().turn > 1 and not s.watching()),
    Step("Give your orders as you like and hand them in; the coach comes back when an "
         "enemy is in sight and range.",
         "A unit can fire at an enemy it sees within its card's range.",
         lambda s: bool(_shooter(s)) or _fire_given(s) or s.view().turn > 4, free=True),
    Step("Fire: select the glowing unit, press Fire, click the ringed enemy (its label "
         "gives the dice and the odds), then Confirm.",
         "Each die showing at most the accuracy is a hit; hits beyond the target's "
         "Defence destroy tanks.",
         _fire_given, _fire_target, keys=ENTER, applies=lambda s: bool(_shooter(s))),
    Step("Press Battle (or B) for the turns left and how to win.",
         "Hold the village alone at the end of turn 8, or destroy more than the enemy.",
         lambda s: s.show_battle, lambda s: button_rect(s, "Battle"), keys=(pygame.K_b,)),
    Step("You know the basics: play the battle out against the computer.",
         "Hover any unit for its card, any hex for its terrain; the rules reference "
         "(Menu) has the rest.",
         never, free=True),
)

LESSON = Lesson("tank-combat", "A first battle",
                "Orders, routes, Defend, handing in and firing, coached on the tutorial "
                "map against the easy computer.", STEPS, lesson_match)
