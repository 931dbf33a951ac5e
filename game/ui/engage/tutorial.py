"""Engage's Learn to play: a first battle coached step by step (the shared coach,
game/ui/coach.py). The base game's first-game armies, British against Italians, with a
fixed seed against the easy computer: the purchase, the Skill bid, the hidden
deployment, one attack with cubes — a move into Zone A, one shot with the firing aids
and its Skill contest, a bunker taken — and then the battle is the player's alone.

Steps read the scene (its view, its selection, where it draws each unit) and point at
controls by their words; the rules decide everything, through the scene's clicks."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.files.catalogue import default_setup
from game.rules.core import catalogue
from game.rules.core.match import Match
from game.rules.engage.actions import Deploy
from game.rules.engage.ai import computer_deployment
from game.rules.engage.board import BUNKERS, Zone, area_at, coords, forward, zone
from game.rules.engage.spaces import DeploySpace
from game.rules.engage.state import Phase, Unit
from game.ui.coach import Lesson, Step, button_rect, buttons, never
from game.ui.engage import aids

if TYPE_CHECKING:
    from game.ui.engage.scene import EngageScene

SEATS = ("human", "ai:easy")
SEED = 1944
BID = 4
"""Enough Skill to win the first attack from the computer (it bids up to 3)."""
STAKE = 2
"""The command center the lesson sets for its shot."""


def lesson_match() -> Match:
    """British (the player) against Italians (the easy computer), the first-game armies."""
    game = catalogue.get("engage")
    return Match(game, default_setup(game, SEATS), SEED, SEATS)


# -- what the scene shows ----------------------------------------------------------------

def _phase(scene: EngageScene) -> Phase:
    return scene.view().phase


def _mine(scene: EngageScene) -> list[Unit]:
    view = scene.view()
    return [u for u in view.units if u.seat == view.seat and u.area is not None]


def _acting(scene: EngageScene) -> bool:
    """The player's turn, nothing being played back."""
    return scene.my_turn() and not scene.watching()


def _attacking(scene: EngageScene, phase: Phase) -> bool:
    """The player's own attack, at `phase`, on the player's turn."""
    view = scene.view()
    return _acting(scene) and view.phase is phase and view.attacker == view.seat


def _token(scene: EngageScene, uid: int | None) -> pygame.Rect | None:
    if uid is None:
        return None
    return scene.tokens(scene.view()).get(uid)


def _cell(scene: EngageScene, area: str | None) -> pygame.Rect | None:
    return scene.layout(scene.view()).cell(area) if area else None


def _plus(scene: EngageScene) -> pygame.Rect | None:
    """The purchase panel's first "+" (the Rifle's row)."""
    found = sorted((b.get_abs_rect() for b in buttons(scene) if b.text == "+"),
                   key=lambda r: r.y)
    return found[0] if found else None


def _on(scene: EngageScene, uid: int | None, label: str) -> pygame.Rect | None:
    """The unit first, once selected the button `label`."""
    if uid is None:
        return None
    return _token(scene, uid) if scene.selected != uid else button_rect(scene, label)


# -- the deployment: one tank moved ------------------------------------------------------

def _deploy_move(scene: EngageScene) -> tuple[int, str, str] | None:
    """The tank the lesson moves while deploying: (unit, its suggested area, where it
    goes), the first tank with another area of its row open to it."""
    draft = scene.deployment
    if draft is None or not isinstance(draft.space, DeploySpace):
        return None
    suggested = dict(computer_deployment(draft.space).placements)
    for uid, armor in sorted(draft.army):
        if not armor:
            continue
        home = suggested[uid]
        column, row = coords(home)
        for step in (1, -1, 2, -2, 3, -3):
            there = area_at(column + step, row)
            if there is None:
                continue
            trial = {**suggested, uid: there}
            if draft.space.explain(Deploy(tuple(sorted(trial.items())))) is None:
                return uid, home, there
    return None


def _deploy_unit(scene: EngageScene) -> int | None:
    chosen = _deploy_move(scene)
    return chosen[0] if chosen else None


def _deploy_area(scene: EngageScene) -> str | None:
    chosen = _deploy_move(scene)
    return chosen[2] if chosen else None


def _deploy_moved(scene: EngageScene) -> bool:
    """Whether the lesson's tank stands elsewhere than suggested (or there is none to
    move)."""
    chosen = _deploy_move(scene)
    if chosen is None:
        return True
    uid, home, _ = chosen
    return scene.deployment.areas.get(uid) != home


def _deployed(scene: EngageScene) -> bool:
    view = scene.view()
    return view.phase is not Phase.DEPLOY or view.deployed[view.seat]


# -- the first attack: a bunker and a shot ------------------------------------------------

def _front_area(unit: Unit) -> str | None:
    column, row = coords(unit.area)
    return area_at(column, row + forward(unit.seat))


def _stormer(scene: EngageScene) -> Unit | None:
    """The infantry that takes a bunker: the one given a green cube (the lesson gives
    no other), else a Ready infantry in Zone B with an empty bunker in front of it."""
    view = scene.view()
    mine = _mine(scene)
    given = [u for u in mine if u.green and not view.unit_type(u).is_armor]
    if given or view.phase is not Phase.CUBES:
        return given[0] if given else next((u for u in mine if u.in_bunker), None)
    taken = {u.area for u in view.units}
    for unit in sorted(mine, key=lambda u: (abs(coords(u.area)[0] - 3), u.uid)):
        if view.unit_type(unit).is_armor or not unit.ready or unit.commanded:
            continue
        ahead = _front_area(unit) if zone(unit.area, unit.seat) is Zone.OWN_B else None
        if ahead in BUNKERS and ahead not in taken:
            return unit
    return None


def _shooter(scene: EngageScene) -> Unit | None:
    """The unit that fires in Cover Fire: the one with a red cube alone, else the Ready
    unit with the best shot at an enemy."""
    view = scene.view()
    mine = _mine(scene)
    given = [u for u in mine if u.red and not u.green]
    if given or view.phase is not Phase.CUBES:
        return given[0] if given else None
    storm = _stormer(scene)
    best: tuple[int, int] | None = None
    for unit in mine:
        if not unit.ready or unit.commanded or (storm and unit.uid == storm.uid):
            continue
        for advantage in aids.advantages(view, unit).values():
            if best is None or advantage > best[0]:
                best = (advantage, unit.uid)
    return view.unit(best[1]) if best else None


def _target(scene: EngageScene) -> int | None:
    """The enemy the shooter has the best Engage Advantage against."""
    shooter = _shooter(scene)
    if shooter is None:
        return None
    odds = aids.advantages(scene.view(), shooter)
    return max(odds, key=lambda uid: (odds[uid], -uid)) if odds else None


def _uid(unit: Unit | None) -> int | None:
    return unit.uid if unit is not None else None


def _cube(scene: EngageScene, pick, colour: str) -> bool:
    unit = pick(scene)
    return unit is not None and bool(unit.green if colour == "green" else unit.red)


def _cover_target(scene: EngageScene) -> pygame.Rect | None:
    shooter = _shooter(scene)
    if shooter is None:
        return None
    if scene.selected != shooter.uid:
        return _token(scene, shooter.uid)
    return _token(scene, _target(scene))


def _contest_target(scene: EngageScene) -> pygame.Rect | None:
    contest = scene.view().contest
    if contest is None:
        return None
    if contest.firer == scene.view().seat and scene.amount < STAKE:
        return button_rect(scene, "+1")
    return button_rect(scene, "Set")


def _my_contest(scene: EngageScene, mine: bool) -> bool:
    """A shot waits for the player's command center: fired by the player (`mine`) or
    at the player's unit."""
    view = scene.view()
    contest = view.contest
    return view.phase is Phase.CONTEST and contest is not None and contest.mine is None \
        and (contest.firer == view.seat) == mine and scene.my_turn()


def _bunker_target(scene: EngageScene) -> pygame.Rect | None:
    return _on(scene, _uid(_stormer(scene)), "Enter the bunker")


def _in_bunker(scene: EngageScene) -> bool:
    return any(u.in_bunker for u in _mine(scene))


STEPS: tuple[Step, ...] = (
    Step("Your army is the rulebook's first-game army, with 2 credits left over. Press "
         "+ on the Rifle row to buy one more Rifle (1 credit).",
         "Each side buys its units with credits, at the prices on its Military Chart; "
         "credits not spent are lost.",
         lambda s: _phase(s) is not Phase.PURCHASE or s.view().bought[s.view().seat]
         or s.army is not None and s.army.picked[1] >= 1, _plus),
    Step("Press Buy. Nobody sees the other army until both have deployed.",
         "Armies are bought in secret, at the same time.",
         lambda s: _phase(s) is not Phase.PURCHASE or s.view().bought[s.view().seat],
         lambda s: button_rect(s, "Buy")),
    Step("The Italians buy their army.", "The computer decides from what it may see.",
         lambda s: _phase(s) is not Phase.PURCHASE),
    Step(f"Bid Skill for the first attack: press +1 until your bid reads {BID}.",
         "Both sides start with 35 Skill. The higher bid attacks first; the winner pays "
         "it from its Skill and gets as many credits for more units.",
         lambda s: _phase(s) is not Phase.BID or s.amount >= BID
         or s.view().auction.high_seat == s.view().seat,
         lambda s: button_rect(s, "+1"),
         applies=lambda s: _phase(s) is Phase.BID and _acting(s)),
    Step("Press Bid.", "Bids are open, in turn, each higher than the last, until one "
         "side passes.",
         lambda s: _phase(s) is not Phase.BID or s.view().auction.high_seat == s.view().seat,
         lambda s: button_rect(s, "Bid")),
    Step("The Italians answer your bid.", "The side that passes defends first.",
         lambda s: _phase(s) is not Phase.BID or _acting(s)),
    Step("You attack first. Spend the credits your bid won: press Suggest for the "
         "computer's choice (+ and − change it).",
         "The winner of the bid spends it again as credits, in secret.",
         lambda s: _phase(s) is not Phase.BONUS or s.army is None or bool(s.army.picked),
         lambda s: button_rect(s, "Suggest"), applies=lambda s: _phase(s) is Phase.BONUS),
    Step("Press Buy.", "The units bought now join the army before it deploys.",
         lambda s: _phase(s) is not Phase.BONUS, lambda s: button_rect(s, "Buy"),
         applies=lambda s: _phase(s) is Phase.BONUS),
    Step("Deploy in secret. Your army stands where the computer would put it: click "
         "the glowing tank to move it.",
         "Zone B (your front row) takes only infantry, a third of your army at most; "
         "everything else goes in Zone C. At most 4 of your units in an area.",
         lambda s: _deployed(s) or _deploy_moved(s) or s.selected == _deploy_unit(s),
         lambda s: _token(s, _deploy_unit(s))),
    Step("Click the glowing area of Zone C to put the tank there.",
         "Every unit starts in the Ready half of its area (the lighter half).",
         lambda s: _deployed(s) or _deploy_moved(s), lambda s: _cell(s, _deploy_area(s))),
    Step("Press Deploy.", "Both armies are revealed once both sides have deployed.",
         _deployed, lambda s: button_rect(s, "Deploy")),
    Step("The Italians deploy; then both armies are revealed.",
         "The computer deploys from its own view too.",
         lambda s: s.view().revealed and _acting(s)),
    Step("Turn 1: you attack. Click the glowing infantry in Zone B: it will take a bunker.",
         "The attacker has 3 green cubes (move) and 2 red (fire); cubes go only to "
         "units standing in a Ready half.",
         lambda s: _phase(s) is not Phase.CUBES or _cube(s, _stormer, "green")
         or s.selected == _uid(_stormer(s)),
         lambda s: _token(s, _uid(_stormer(s))),
         applies=lambda s: _attacking(s, Phase.CUBES) and _stormer(s) is not None),
    Step("Press Green cube (or G): green moves a unit.",
         "A unit that takes cubes drops at once into a Support half, where it is out of "
         "action until readied.",
         lambda s: _phase(s) is not Phase.CUBES or _cube(s, _stormer, "green"),
         lambda s: _on(s, _uid(_stormer(s)), "Green cube"),
         keys=(pygame.K_g,),
         applies=lambda s: _attacking(s, Phase.CUBES) and _stormer(s) is not None),
    Step("Press Red cube (or R) as well: entering Zone A takes a red cube besides the "
         "green.",
         "With green and red a unit moves, then fires or takes a bunker in Advance Fire.",
         lambda s: _phase(s) is not Phase.CUBES or _cube(s, _stormer, "red"),
         lambda s: _on(s, _uid(_stormer(s)), "Red cube"),
         keys=(pygame.K_r,),
         applies=lambda s: _attacking(s, Phase.CUBES) and _stormer(s) is not None),
    Step("Click the glowing unit. The board now shows its firing aids: each area is "
         "shaded by the strength it fires there, each enemy in reach carries its Engage "
         "Advantage.",
         "Strength is full into its own and the next area, less the Reduction for each "
         "area beyond; the advantage is that strength less the target's defence.",
         lambda s: _phase(s) is not Phase.CUBES or _cube(s, _shooter, "red")
         or s.selected == _uid(_shooter(s)),
         lambda s: _token(s, _uid(_shooter(s))),
         applies=lambda s: _attacking(s, Phase.CUBES) and _shooter(s) is not None),
    Step("Press Red cube (or R): red alone fires from where the unit stands, in Cover "
         "Fire.",
         "Point at any area or enemy to see how the figures add up.",
         lambda s: _phase(s) is not Phase.CUBES or _cube(s, _shooter, "red"),
         lambda s: _on(s, _uid(_shooter(s)), "Red cube"),
         keys=(pygame.K_r,),
         applies=lambda s: _attacking(s, Phase.CUBES) and _shooter(s) is not None),
    Step("Press Return the rest: each cube you do not place gives Skill back.",
         "Returned cubes give +1 Skill a green, +2 a red.",
         lambda s: _phase(s) is not Phase.CUBES, lambda s: button_rect(s, "Return the rest"),
         applies=lambda s: _attacking(s, Phase.CUBES)),
    Step("Move: click the glowing Zone A area, one step forward.",
         "A green cube moves a unit up to 2 areas, at most one of them forward, never "
         "diagonally; it ends in the Support half of its new area.",
         lambda s: _phase(s) is not Phase.MOVE,
         lambda s: _cell(s, _front_area(_stormer(s))) if s.selected == _uid(_stormer(s))
         else _token(s, _uid(_stormer(s))),
         applies=lambda s: _attacking(s, Phase.MOVE) and _stormer(s) is not None),
    Step("The Italians, defending, give their red cube to a unit: it may fire back in "
         "Suppression Fire.",
         "The defender never moves; its white cube is always worth 1 Skill.",
         lambda s: _acting(s) and _phase(s) is not Phase.DEFEND),
    Step("Cover Fire: click the glowing enemy to fire at it.",
         "Infantry fire only at infantry (the Anti-Armor excepted); armour fires at "
         "anything.",
         lambda s: _phase(s) is not Phase.COVER, _cover_target,
         applies=lambda s: _phase(s) is Phase.COVER and _shooter(s) is not None
         and _target(s) is not None),
    Step(f"Every shot ends in a secret Skill bid: press +1 until your command center "
         f"reads {STAKE}, then Set.",
         "Score = Engage Advantage + your bid − the target's bid: above 0 destroys the "
         "target. Both pay their bids; whoever loses the unit gains the advantage.",
         lambda s: not _my_contest(s, True), _contest_target,
         applies=lambda s: _my_contest(s, True)),
    Step("Both command centers are shown and the shot is played back (Space skips).",
         "The firing unit is never at risk in its own shot.",
         lambda s: _acting(s) or s.table.outcome() is not None),
    Step("The Italians fire back at one of your units: press Set to keep your Skill "
         "(0), or raise your command center first to save the unit.",
         "The defender's shot works the same way, roles reversed.",
         lambda s: not _my_contest(s, False), _contest_target,
         applies=lambda s: _my_contest(s, False)),
    Step("Advance Fire: your infantry stands by an empty bunker. Press Enter the bunker.",
         "Only infantry enter a bunker, one to a bunker, on their own attack; one empty "
         "bunker may be taken a turn.",
         lambda s: _in_bunker(s) or _phase(s) is not Phase.ADVANCE, _bunker_target,
         applies=lambda s: _acting(s) and _phase(s) is Phase.ADVANCE
         and _stormer(s) is not None),
    Step("The battle is yours to finish. Hold 4 bunkers, one of each colour, when your "
         "attack begins and you win at once.",
         "When an attacker starts with 12 units or fewer, each side has one more turn "
         "and the bunkers are counted. The Charts button shows every unit's figures.",
         never, free=True),
)

LESSON = Lesson("engage", "A first battle",
                "The purchase, the Skill bid, a secret deployment, cubes, a move, a shot "
                "with its firing aids and a bunker taken, against the easy computer.",
                STEPS, lesson_match)
