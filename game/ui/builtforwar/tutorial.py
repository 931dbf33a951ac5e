"""Built for War's Learn to play: the first year coached step by step (the shared
coach, game/ui/coach.py) against one AI nation of the AI expansion, with a fixed seed:
research (and the stacks passed round), a cannon shot on an action card whose weight
allowance is explained, building the blueprint, a support action, entrenching and the
year's scoring; then the war to 1945 is the player's alone.

Steps read the scene (its view, its picks, where its pieces stand) and point at pieces
and buttons; the rules decide everything, through the scene's clicks."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.files.catalogue import default_setup
from game.rules.builtforwar.actions import Entrench, Fire, KeepSupport, Research
from game.rules.core import catalogue
from game.rules.core.match import Match
from game.ui.coach import Lesson, Step, button_rect, never

if TYPE_CHECKING:
    from game.rules.builtforwar.view import BuiltForWarView
    from game.ui.builtforwar.scene import BuiltForWarScene

SEATS = ("human", "ai:captain")
SEED = 16
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)


def lesson_match() -> Match:
    """Germany (the player) against the United Kingdom run by the AI deck (Captain)."""
    game = catalogue.get("built-for-war")
    return Match(game, default_setup(game, SEATS), SEED, SEATS)


# -- what the scene shows ----------------------------------------------------------------

def _view(scene: BuiltForWarScene) -> BuiltForWarView:
    return scene.view()


def _acting(scene: BuiltForWarScene) -> bool:
    return scene.my_turn() and not scene.watching()


def _at(scene: BuiltForWarScene, phase: str, season: str | None = None,
        step: str | None = None) -> bool:
    """The player acts now in `phase` (of `season`, at combat `step`)."""
    view = _view(scene)
    return _acting(scene) and view.phase == phase and view.year == 1942 \
        and (season is None or view.season == season) \
        and (step is None or view.step == step)


def _piece(scene: BuiltForWarScene, key: object) -> pygame.Rect | None:
    scene.current_picture(_view(scene))
    piece = scene.pieces.by_key.get(key)
    return piece.rect if piece is not None else None


def _choice(scene: BuiltForWarScene, label: str) -> pygame.Rect | None:
    """The strip's button `label`, or More when it is on another page."""
    return button_rect(scene, label) or button_rect(scene, "More")


def _decided(scene: BuiltForWarScene, season: str) -> bool:
    view = _view(scene)
    me = view.me()
    return view.season != season or view.phase != "research" or me is None or me.decided


# -- research -----------------------------------------------------------------------------

def _stack_tile(scene: BuiltForWarScene) -> str:
    """The tile the lesson researches: the picked one, else the first allowed."""
    if scene.selected_tile:
        return scene.selected_tile
    me = _view(scene).me()
    space = scene.space()
    return next((t for t in (me.stack or ()) if space.explain(Research(t)) is None), "") \
        if me is not None else ""


def _research_target(scene: BuiltForWarScene) -> pygame.Rect | None:
    tile = _stack_tile(scene)
    if not tile:
        return None
    if scene.selected_tile != tile:
        return _piece(scene, ("tech", scene.viewer, tile, "stack"))
    return _choice(scene, "Research")


# -- combat -------------------------------------------------------------------------------

def _card_of(scene: BuiltForWarScene, action: str) -> str:
    """The face-up card of `action` the lesson takes: the one picked, else the one
    with the greatest allowance."""
    view = _view(scene)
    cards = {c.id: c for c in view.content.action_cards}
    if scene.selected_card and cards[scene.selected_card].action == action:
        return scene.selected_card
    row = [c for c in view.action_row if cards[c].action == action]
    return max(row, key=lambda c: (cards[c].allowance, c)) if row else ""


def _take_target(scene: BuiltForWarScene, action: str, label: str) -> pygame.Rect | None:
    card = _card_of(scene, action)
    if not card:
        return None
    if scene.selected_card != card:
        return _piece(scene, ("action", card))
    return _choice(scene, label)


def _fire_target(scene: BuiltForWarScene) -> pygame.Rect | None:
    """The first shot the space offers (the tank's, at the AI nation's tank)."""
    from game.ui.builtforwar.words import label

    shot = next((a for a in scene.space().listed() if isinstance(a, Fire)), None)
    return _choice(scene, label(_view(scene), shot)) if shot is not None else None


def _keep(scene: BuiltForWarScene) -> KeepSupport | None:
    """The card to keep: an objective when the player's only cards are units, a unit
    when they are objectives (so one can entrench on the other), else the first."""
    view = _view(scene)
    me = view.me()
    kinds = {c.id: c.kind for c in view.content.support_cards}
    offered = [a for a in scene.space().listed() if isinstance(a, KeepSupport)]
    if me is None or not offered:
        return None
    held = {kinds[c] for c in me.support}
    wanted = "objective" if held == {"unit"} else "unit"
    return next((a for a in offered if all(kinds[c] == wanted for c in a.cards)), offered[0])


def _keep_target(scene: BuiltForWarScene) -> pygame.Rect | None:
    from game.ui.builtforwar.words import label

    keep = _keep(scene)
    return _choice(scene, label(_view(scene), keep)) if keep is not None else None


def _entrench(scene: BuiltForWarScene) -> Entrench | None:
    return next((a for a in scene.space().listed()
                 if isinstance(a, Entrench) and a.objective), None)


def _entrenched(scene: BuiltForWarScene) -> bool:
    me = _view(scene).me()
    return me is not None and bool(me.entrench)


def _entrench_target(scene: BuiltForWarScene) -> pygame.Rect | None:
    from game.ui.builtforwar.words import label

    action = _entrench(scene)
    return _choice(scene, label(_view(scene), action)) if action is not None else None


# -- the end of the year ------------------------------------------------------------------

def _year_end_target(scene: BuiltForWarScene) -> pygame.Rect | None:
    me = _view(scene).me()
    if me is not None and scene.purchases == 0 and me.initiative > 0:
        return button_rect(scene, "+")
    return _choice(scene, "Spend")


STEPS: tuple[Step, ...] = (
    Step("Spring 1942. Click the glowing tile of your technology stack: hovering any "
         "tile reads it.",
         "Each season everyone at once either researches one stack tile onto the "
         "blueprint, or builds the blueprint onto the tank.",
         lambda s: _decided(s, "spring") or bool(s.selected_tile), _research_target,
         applies=lambda s: _at(s, "research", "spring")),
    Step("Press Research (or Enter): the tile goes face down on your blueprint.",
         "A tile marked Auto goes straight onto the tank; you may not research a tile "
         "you already have.",
         lambda s: _decided(s, "spring"), _research_target, keys=ENTER),
    Step("Your stack passes to the left and is topped up from the pool; watch (Space "
         "skips).",
         "In 1942 and 1943 stacks pass to the left, in 1944 and 1945 to the right.",
         lambda s: _at(s, "combat") or _view(s).season != "spring"),
    Step("Combat: click the glowing Fire Cannons card. Its number is its weight "
         "allowance; your tank's weight is on your board.",
         "Heavier than the allowance, a tank still acts and then malfunctions: that "
         "action is barred until repaired. An equal weight is safe.",
         lambda s: not _at(s, "combat", "spring", "choose")
         or s.selected_card == _card_of(s, "fire_cannons"),
         lambda s: _take_target(s, "fire_cannons", "Fire cannons"),
         applies=lambda s: _at(s, "combat", "spring", "choose")
         and bool(_card_of(s, "fire_cannons"))),
    Step("Press Fire cannons. The caption under the card says whether your weight is "
         "safe.",
         "Players act one at a time, highest initiative first; each takes one card.",
         lambda s: not _at(s, "combat", "spring", "choose"),
         lambda s: _take_target(s, "fire_cannons", "Fire cannons")),
    Step("Fire at the AI nation's tank.",
         "Firepower is a die plus your cannon bonus, against a die plus the target's "
         "armour: equal or more kills, and more lets your tank fire again.",
         lambda s: not _at(s, "combat", "spring", "fire"), _fire_target,
         applies=lambda s: _at(s, "combat", "spring", "fire")),
    Step("The shot is shown with both dice, then the AI nation takes its card (Space "
         "skips).",
         "An AI nation reveals an AI card and takes the first action on it that helps "
         "it; its tanks never malfunction.",
         lambda s: _at(s, "research", "summer")),
    Step("Summer. Press Build the blueprint: the researched tile goes onto your tank.",
         "A new primary tile covers the old one of its kind; your weight is the board's "
         "plus every tile that shows.",
         lambda s: _decided(s, "summer"), lambda s: _choice(s, "Build"), keys=ENTER,
         applies=lambda s: _at(s, "research", "summer")),
    Step("Watch the building and the stacks passed (Space skips).",
         "A tank built now fights in this very season's combat.",
         lambda s: _at(s, "combat") or _view(s).season != "summer"),
    Step("Click the glowing Support card, then press Support.",
         "A support action draws two support cards: you keep one and put the other back "
         "on the deck, face down.",
         lambda s: not _at(s, "combat", "summer", "choose"),
         lambda s: _take_target(s, "support", "Support"),
         applies=lambda s: _at(s, "combat", "summer", "choose")
         and bool(_card_of(s, "support"))),
    Step("Keep the glowing choice (hover a button to read the card).",
         "Units fight beside your tank; objectives are worth VP every year and can be "
         "captured by a blitz.",
         lambda s: not _at(s, "combat", "summer", "keep"), _keep_target,
         applies=lambda s: _at(s, "combat", "summer", "keep")),
    Step("Watch the season end (Space skips).",
         "After each season the face-up action cards are topped up to players + 2.",
         lambda s: _at(s, "research", "autumn") or _view(s).season not in ("summer",
                                                                            "autumn")),
    Step("Autumn. Research another tile: click it, then Research.",
         "Build only when the blueprint holds what you want: building takes the season's "
         "choice.",
         lambda s: _decided(s, "autumn"), _research_target, keys=ENTER,
         applies=lambda s: _at(s, "research", "autumn")),
    Step("Watch (Space skips).", "Everyone has chosen: the tiles are placed.",
         lambda s: _at(s, "combat") or _view(s).season != "autumn"),
    Step("Before your action, entrench your unit on your objective: press the glowing "
         "Entrench button.",
         "An entrenched unit adds its defence to the objective's: a blitz pays more to "
         "capture it. Rearrange freely on your own turn.",
         lambda s: _entrenched(s) or not _at(s, "combat", "autumn", "choose"),
         _entrench_target, applies=lambda s: _at(s, "combat", "autumn", "choose")
         and _entrench(s) is not None),
    Step("Now take any action you like: click a card, then its action.",
         "Turret gains initiative, Blitz gains initiative and may capture an objective, "
         "Fire machine guns hits support units.",
         lambda s: not _at(s, "combat", "autumn"), free=True,
         applies=lambda s: _at(s, "combat", "autumn")),
    Step("Winter, the last season: research or build, then take an action.",
         "Scores change only at the end of the year, after Winter.",
         lambda s: _at(s, "year_end") or _view(s).year > 1942, free=True),
    Step("End of 1942: the year's scores are shown. Buy VP with initiative: press +, "
         "then Spend.",
         "Each year scores 1 VP per kill tile, per VP on your cards and per enemy unit "
         "destroyed; in 1942 each initiative buys 1 VP, later years less.",
         lambda s: not _at(s, "year_end"), _year_end_target, keys=ENTER,
         applies=lambda s: _at(s, "year_end")),
    Step("The war goes on to 1945 against the AI nation: the rest is yours.",
         "From 1944 the stacks hold Orange tiles and pass to the right. Most VP after "
         "the 1945 scoring wins.",
         never, free=True),
)

LESSON = Lesson("built-for-war", "A first year",
                "Research, the stacks passed, building, an action card and its weight "
                "allowance, a cannon shot, a support action, entrenching and the year's "
                "scoring, against one AI nation.", STEPS, lesson_match)
