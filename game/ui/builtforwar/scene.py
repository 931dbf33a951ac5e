"""The Built for War match scene: the table drawn from the viewer's view (sprites over a
cached static layer), research and build by clicking your own tiles with the new
weight previewed, combat by clicking action cards and the buttons the action space
offers, the end of year's purchases and doctrine, and everything that happened played
back — dice, kills, captures, tiles passed round the table and the AI nations' cards —
through the match scene's playback hooks."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine import assets
from game.engine.gui import ACCENT, BACKGROUND, INK, MUTED
from game.engine.pieces import Pieces
from game.engine.placing import near_pointer
from game.rules.builtforwar.actions import (
    Build,
    Entrench,
    FastStart,
    RepairRally,
    Research,
    TakeAction,
    YearEnd,
)
from game.rules.builtforwar.content import ACTIONS, BURN_TREAD, INITIATIVE_PRICE
from game.rules.builtforwar.events import (
    AICardDrawn,
    AIRequirementFailed,
    BonusScored,
    Captured,
    GameEnded,
    InitiativeSpent,
    KillTilesChanged,
    Shot,
    TilesPassed,
    YearScored,
)
from game.rules.builtforwar.view import BuiltForWarView
from game.rules.core.events import DiceRolled, Event
from game.ui.builtforwar import board as layout
from game.ui.builtforwar import effects, strip, words
from game.ui.builtforwar.offer import offer_face
from game.ui.builtforwar.tanks import preview
from game.ui.match_scene import MatchScene

if TYPE_CHECKING:
    from game.engine.app import App
    from game.rules.core.match import Match
    from game.table import TableBase

SLOW = (AICardDrawn, AIRequirementFailed, Shot, TilesPassed, Captured, YearScored,
        BonusScored, GameEnded)


COMPACT_BELOW = 1000
"""A board narrower than this (in pixels) gets the strip's smaller button words."""

class BuiltForWarScene(MatchScene):
    """Draws only `self.view()`; every choice goes through the viewer's space."""

    board_opaque = True  # the board is one opaque layer, the strip and overlays on it

    def __init__(self, app: App, source: Match | TableBase) -> None:
        self.pieces = Pieces()
        super().__init__(app, source)
        self.picture: layout.Picture | None = None
        self._layer: pygame.Surface | None = None
        self._picture_key: tuple | None = None
        self._controls_key: tuple | None = None
        self.hover: object | None = None
        self.mouse = (0, 0)
        self.selected_tile = ""  # research: the stack tile picked, not yet handed in
        self.selected_card = ""  # combat: the action card picked
        self.discard: list[str] = []  # build: tiles marked to discard
        self.first = ""  # Fast Start: the tile for the blueprint
        self.purchases = 0
        self.flip = False
        self.page = 0
        self.show_scores = True
        self.active: int | None = None
        self.show = effects.Show()
        self._scores: tuple | None = None
        self._tip: tuple | None = None
        self._controls_face: tuple | None = None
        self._offer: tuple | None = None

    # -- half-made choices ------------------------------------------------------------------

    def forget(self) -> None:
        self.selected_tile = self.selected_card = self.first = ""
        self.discard = []
        self.purchases, self.flip, self.page = 0, False, 0
        self._controls_key = None
        self._picture_key = None

    def on_reset(self) -> None:
        self.forget()

    def pause(self) -> None:
        super().pause()
        self.hover = None  # the piece's tip goes with the pointer's place

    def on_viewer_changed(self) -> None:
        self.forget()

    # -- the picture --------------------------------------------------------------------------

    def marks(self, view: BuiltForWarView) -> layout.Marks:
        refused: tuple[str, ...] = ()
        if self.my_turn() and view.phase == "combat" and view.step == "choose":
            refused = tuple(c for c in view.action_row if self.card_problem(view, c))
        return layout.Marks(tuple(self.discard), self.selected_tile, self.first,
                            self.selected_card, self.active, refused)

    def current_picture(self, view: BuiltForWarView) -> layout.Picture:
        rect = self.board_rect()
        key = (id(view), tuple(rect), tuple(self.discard), self.selected_tile, self.first,
               self.active, self.selected_card, self.my_turn())
        if key != self._picture_key or self.picture is None:
            self._picture_key = key
            self.picture = layout.compose(view, rect, self.marks(view))
            self.pieces.sync(self.picture.placed)
            self._layer = self._static_layer(self.picture, rect)
            self._scores = None
        return self.picture

    def _static_layer(self, pic: layout.Picture, rect: pygame.Rect) -> pygame.Surface:
        """The board as it stands, sprites included: one opaque blit a frame until the
        view changes (the sprite group still answers which piece is under the mouse)."""
        layer = pygame.Surface(rect.size)
        layer.fill(BACKGROUND)
        shift = (-rect.x, -rect.y)
        for box, colour, width in pic.boxes:
            pygame.draw.rect(layer, colour, box.move(shift), width, border_radius=4)
        for content, size, colour, pos, bold in pic.labels:
            layer.blit(assets.text(content, size, colour, bold), (pos[0] + shift[0],
                                                                   pos[1] + shift[1]))
        for sprite in self.pieces.group.sprites():
            layer.blit(sprite.image, sprite.rect.move(shift))
        return layer.convert() if pygame.display.get_surface() is not None else layer

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: Any) -> None:
        pic = self.current_picture(view)
        surface.blit(self._layer, rect.topleft)
        self.show.draw(surface)
        if self.show.ai_card is not None:
            effects.draw_ai_card(surface, view, pic, self.show.ai_card, rect)
        self._draw_controls(surface, view)
        self._draw_offer(surface, view, rect)
        if self.show_scores:
            self._draw_scores(surface, view, pic)
        if self.hover is not None and self.hover in pic.tips:
            self._draw_tip(surface, view, pic.tips[self.hover])

    # -- hover and clicks --------------------------------------------------------------------------

    def board_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            hover = self.pieces.at(event.pos)
            if hover != self.hover:
                self.hover = hover
                return True
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.confirm()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            key = self.pieces.at(event.pos)
            return key is not None and self.click(key)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.forget()
            return True
        return False

    def click(self, key: object) -> bool:
        """A click on a piece: choose, mark, or say why not."""
        if not isinstance(key, tuple) or self.watching():
            return False
        view = self.view()
        if not self.my_turn():
            self.status = self.space().explain(Build()) or "It is not your turn."
            return True
        if key[0] == "action":
            return self.click_card(view, key[1])
        if key[0] == "tech" and key[1] == self.viewer:
            return self.click_tile(view, key[2], key[3])
        if key[0] in ("back", "support", "aitank", "tech", "printed"):
            self.status = "Hover a tile or card to read it; choose with your own tiles, " \
                "the action cards and the buttons below."
            return True
        return False

    def click_tile(self, view: BuiltForWarView, tile: str, where: str) -> bool:
        space = self.space()
        if view.phase == "fast_start":
            if where != "stack":
                self.status = "Fast Start uses two tiles of your technology stack."
            elif not self.first or self.first == tile:
                self.first = "" if self.first == tile else tile
                self.status = "" if not self.first else \
                    "Now choose the tile to build onto the tank now (buttons below)."
            else:
                self.submit_checked(FastStart(self.first, tile))
            self._controls_key = None
            return True
        if view.phase != "research":
            self.status = "Tiles are chosen in the research and build phase."
            return True
        if where == "stack":
            why = space.explain(Research(tile))
            if why:
                self.status = why
            else:
                self.selected_tile = "" if self.selected_tile == tile else tile
                me = view.me()
                self.status = preview(view.content, me, research=tile) if self.selected_tile \
                    else ""
        else:  # a blueprint or tank tile: mark it to discard when building
            if tile in self.discard:
                self.discard.remove(tile)
            else:
                self.discard.append(tile)
            self.status = self.build_preview(view)
        self._controls_key = None
        return True

    def build_preview(self, view: BuiltForWarView) -> str:
        me = view.me()
        if me is None:
            return ""
        why = self.space().explain(Build(tuple(self.discard)))
        return why or ("Build: " + preview(view.content, me, build=True,
                                           discard=tuple(self.discard)))

    def card_problem(self, view: BuiltForWarView, card_id: str) -> str | None:
        """Why no action of `card_id` can be taken now (None: some can)."""
        space = self.space()
        card = next(c for c in view.content.action_cards if c.id == card_id)
        actions = ACTIONS if card.action == BURN_TREAD else (card.action,)
        reasons = [space.explain(TakeAction(card_id, a)) for a in actions]
        return None if any(r is None for r in reasons) else reasons[0]

    def click_card(self, view: BuiltForWarView, card_id: str) -> bool:
        if view.phase != "combat" or view.step not in ("choose", "desperate"):
            self.status = "Action cards are taken on your combat turn."
            return True
        self.selected_card = "" if self.selected_card == card_id else card_id
        why = self.card_problem(view, card_id)
        self.status = (why + " (You may still discard it to repair and rally.)") if why \
            and self.selected_card else ""
        self._controls_key = None
        return True

    def submit_checked(self, action: object) -> bool:
        why = self.space().explain(action)
        if why:
            self.status = why
            return False
        done = self.submit(action)
        if done:
            self.forget()
        return done

    def confirm(self) -> bool:
        """Enter: research the picked tile, or build."""
        view = self.view()
        if not self.my_turn():
            return False
        if view.phase == "research":
            if self.selected_tile:
                return self.submit_checked(Research(self.selected_tile))
            return self.submit_checked(Build(tuple(self.discard)))
        if view.phase == "year_end":
            return self.submit_checked(YearEnd(self.purchases, self.flip))
        return False

    # -- the buttons ------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.show.update(dt):
            self.app.redraw()
        key = (self.table.position, self.viewer, self.watching(), self.selected_tile,
               self.selected_card, tuple(self.discard), self.first, self.purchases, self.flip,
               self.page, self.my_turn(), self.replay is not None)
        if key != self._controls_key:
            self._controls_key = key
            self.rebuild()
            self.manager.update(0.0)

    def choices(self, view: BuiltForWarView) -> list[tuple[str, object, str]]:
        """The buttons now: (label, action, tooltip), from the viewer's space."""
        space = self.space()
        listed = space.listed()
        out: list[tuple[str, object, str]] = []
        if view.phase == "research":
            if self.selected_tile:
                tile = self.selected_tile
                out.append((f"Research {words.card_name(view.content, tile)}", Research(tile),
                            preview(view.content, view.me(), research=tile)))
            build = Build(tuple(self.discard))
            out.append((words.label(view, build), build, self.build_preview(view)))
            out += [(words.label(view, a), a, "Discard your whole stack and draw new tiles")
                    for a in listed if type(a).__name__ == "FreshStart"]
            return out
        if view.phase == "fast_start":
            return [(words.label(view, a), a, "Research the first tile, build this one")
                    for a in listed if isinstance(a, FastStart) and a.blueprint == self.first]
        if view.phase == "year_end":
            return self._year_end_choices(view, listed)
        for action in listed:
            if isinstance(action, (TakeAction, RepairRally)):
                if action.card != self.selected_card and view.step == "choose":
                    continue
                tip = self._take_tip(view, action)
            else:
                tip = words.tip(view, action)
            out.append((words.label(view, action), action, tip))
        # entrenching is a side choice: the action's own steps come first
        return sorted(out, key=lambda c: isinstance(c[1], Entrench))

    def _take_tip(self, view: BuiltForWarView, action: object) -> str:
        card = next(c for c in view.content.action_cards if c.id == action.card)
        if isinstance(action, RepairRally):
            if not action.malfunctions and not action.units:
                return "Your tank has no malfunction and no unit of yours is suppressed: " \
                    "this only discards the card, as your action (no malfunction)."
            return "Discard this card: remove markers instead of the action (no malfunction)."
        risk = words.malfunction_risk(view, card.id)
        return risk.sentence if risk is not None else f"Allowance {card.allowance}."

    def _year_end_choices(self, view: BuiltForWarView, listed: list) -> list:
        me = view.me()
        if me is None or not any(isinstance(a, YearEnd) for a in listed):
            return [(words.label(view, a), a, "") for a in listed]
        points, cost = INITIATIVE_PRICE[view.year]
        out = [("-", "less", "Buy one lot fewer"), ("+", "more", "Buy one lot more")]
        if any(isinstance(a, YearEnd) and a.flip for a in listed):
            pair = [d for t in view.content.doctrine_tiles if t.nation == me.nation
                    for d in t.sides]
            other = next(d.name for d in pair if d.id != me.doctrine)
            out.append((f"Flip to {other}" if not self.flip else "Keep doctrine", "flip",
                        "Flip your doctrine tile for next year (or not)"))
        chosen = YearEnd(self.purchases, self.flip)
        out.append((f"Spend {self.purchases * cost} initiative for {self.purchases * points} VP",
                    chosen, f"{words.rate(view.year)}; you have {me.initiative} (Enter)"))
        out += [(words.label(view, a), a, "Entrench for next year") for a in listed
                if isinstance(a, Entrench)]
        return out

    def build_controls(self, size: tuple[int, int]) -> None:
        box = layout.controls_rect(self.board_rect())
        self.button(pygame.Rect(box.right - 130, box.y + 6, 120, 28),
                    "Hide scores" if self.show_scores else "Scores", self.toggle_scores,
                    "Show or hide the year's scoring breakdown")
        if self.watching() or not self.my_turn():
            return
        pages = self.strip_pages()
        self.page %= len(pages)
        for placed in pages[self.page]:
            self.button(placed.rect, placed.label, lambda a=placed.action: self.choose(a),
                        placed.tip, object_id=self.strip_font())
        if len(pages) > 1:
            self.button(strip.more_rect(box), f"More {self.page + 1}/{len(pages)}",
                        self.next_page, "The other choices (page by page)")

    def strip_pages(self) -> list[list[strip.Placed]]:
        """The action strip's pages of buttons now (every choice on one of them)."""
        box = layout.controls_rect(self.board_rect())
        choices = strip.grouped(self.choices(self.view()))
        measure = self.measure_label
        return strip.pages(choices, box, measure, strip.words_room(choices, box, measure))

    def strip_font(self) -> str | None:
        """The strip buttons' theme id: smaller words where the board is narrow, so more
        choices show at once."""
        return "@compact" if self.board_rect().width < COMPACT_BELOW else None

    def measure_label(self, text: str) -> int:
        font = self.manager.get_theme().get_font([self.strip_font() or "button"])
        return font.size(assets.printable(text))[0]

    def choose(self, action: object) -> None:
        if action == "less":
            self.purchases = max(0, self.purchases - 1)
        elif action == "more":
            me = self.view().me()
            cost = INITIATIVE_PRICE[self.view().year][1]
            if me is not None and (self.purchases + 1) * cost <= me.initiative:
                self.purchases += 1
            else:
                self.status = self.space().explain(YearEnd(self.purchases + 1, self.flip)) or ""
        elif action == "flip":
            self.flip = not self.flip
        else:
            self.submit_checked(action)

    def next_page(self) -> None:
        self.page = (self.page + 1) % len(self.strip_pages())
        self._controls_key = None

    def toggle_scores(self) -> None:
        self.show_scores = not self.show_scores
        self._controls_key = None

    # -- playback ------------------------------------------------------------------------------

    def sound_for(self, event: Event) -> str | None:
        """A shot sounds as its weapon (cannon at a tank, machine gun at a unit) and a
        lost kill tile as a tank destroyed; a shot's own dice stay quiet under it."""
        if isinstance(event, Shot):
            units = {c.id for c in self.view().content.support_cards}
            return "machine_gun" if event.target in units else "cannon"
        if isinstance(event, KillTilesChanged):
            return "kill" if event.change < 0 else None
        if isinstance(event, DiceRolled):
            return "dice" if len(event.values) > 1 else None
        return super().sound_for(event)

    def beat(self, event: Event) -> float:
        if isinstance(event, SLOW):
            return 1.4
        if isinstance(event, DiceRolled):
            return 0.0  # a whole action's rolls come first: each is shown with its shot
        return 0.45

    def worth_replaying(self, events: list[Event]) -> bool:
        return any(isinstance(e, (DiceRolled, TilesPassed, YearScored, GameEnded, Captured))
                   for e in events)

    def on_new_events(self, events: list[Event]) -> None:
        self._picture_key = None

    def on_playback_event(self, event: Event) -> None:
        seat = getattr(event, "seat", None)
        if isinstance(seat, int) and not isinstance(event, (YearScored, InitiativeSpent)):
            self.active = seat
        if self.playback is not None and not isinstance(event, DiceRolled):
            self.playback.dice = DiceRolled(6, (event.fire_roll, event.defense_roll),
                                            event.seat, "shot") \
                if isinstance(event, Shot) else None
        pic = self.picture
        if pic is not None:
            self.show.take(event, self.view(), pic)

    def on_playback_done(self) -> None:
        self.active = None
        self.show.clear()
        self._picture_key = None

    def log_lines(self, events: list[Event]) -> list[str]:
        return words.log_lines(events, self.table.names)

    def headline(self) -> str:
        if self.watching() and self.active is not None:
            return f"{self.table.names[self.active]} is acting. Space skips."
        view = self.view()
        if self.my_turn() and isinstance(view, BuiltForWarView):
            return self.prompt(view)
        return super().headline()

    def prompt(self, view: BuiltForWarView) -> str:
        name = self.table.names[self.viewer]
        if view.phase == "research":
            return f"{name}: research a stack tile (click it) or build your blueprint."
        if view.phase == "fast_start":
            return f"{name}: Fast Start — pick a stack tile for the blueprint, then one to build."
        if view.phase == "year_end":
            return f"{name}: end of {view.year} — buy VP with initiative ({words.rate(view.year)})."
        if view.step == "reroll" and view.shot is not None:
            shot = view.shot
            return f"{name}, {shot.reroll_by}: your defense {shot.defense} loses to " \
                f"firepower {shot.firepower}. Reroll?"
        steps = {"choose": "choose an action card (click it)", "desperate": "use the revealed card",
                 "keep": "keep support cards", "fire": "fire", "capture": "capture an objective",
                 "regroup": "entrench, then end the action"}
        return f"{name}, your combat action: {steps.get(view.step, view.step)}."

    # -- overlays ----------------------------------------------------------------------------

    def _draw_controls(self, surface: pygame.Surface, view: BuiltForWarView) -> None:
        box = layout.controls_rect(self.board_rect())
        mine = self.my_turn() and not self.watching()
        key = (self._picture_key, self.status, mine, self.watching(), tuple(box))
        if self._controls_face is None or self._controls_face[0] != key:
            self._controls_face = (key, self._controls_surface(view, box, mine))
        surface.blit(self._controls_face[1], box)

    def _controls_surface(self, view: BuiltForWarView, box: pygame.Rect,
                          mine: bool) -> pygame.Surface:
        """The words of the button strip, drawn once per change."""
        face = pygame.Surface(box.size)
        face.fill((26, 30, 26))
        order = " > ".join(self.table.names[s] for s in view.initiative_order)
        face.blit(assets.text(f"Initiative order: {order}", 16, MUTED), (12, 8))
        if mine:  # a hint beside the buttons, where the strip is wide enough
            lines = ["The top bar says why a choice is refused. Right-click drops a "
                     "half-made choice."]
            if view.phase == "research":
                lines = ["Click a stack tile to preview it; click blueprint or tank tiles to "
                         "mark them for discarding when you build.", self.build_preview(view)]
            if view.step == "reroll" and view.shot is not None:
                shot = view.shot
                lines = [f"Firepower {shot.fire_roll}+{shot.fire_bonus} against your defense "
                         f"{shot.defense_roll}+{shot.defense_bonus}: a kill as it stands.",
                         "Rerolled, the second roll stands, even if it is worse."]
            width = strip.words_room(strip.grouped(self.choices(view)), box,
                                     self.measure_label) if self.my_turn() else 0
            for i, line in enumerate(lines[:3] if width else []):
                for j, row in enumerate(assets.wrap(line, 16, width)[:2]):
                    face.blit(assets.text(row, 16, INK), (12, 34 + i * 40 + j * 18))
        elif not self.watching():
            note = "The war is over." if view.phase == "over" else \
                "Watching." if self.viewer is None else "Waiting for the others."
            face.blit(assets.text(note, 18, INK), (12, 40))
        return face

    def _draw_offer(self, surface: pygame.Surface, view: BuiltForWarView,
                    rect: pygame.Rect) -> None:
        """The support cards just drawn, as cards, over the top of the board (the
        tracks), while their owner chooses which to keep."""
        if view.step != "keep" or not view.offer or not self.my_turn() or self.watching():
            return
        key = (view.offer, view.keep, rect.width)
        if self._offer is None or self._offer[0] != key:
            self._offer = (key, offer_face(view, rect.width - 40))
        face = self._offer[1]
        if face is not None:
            surface.blit(face, (rect.centerx - face.get_width() // 2, rect.y + 6))

    def score_report(self, view: BuiltForWarView) -> tuple[str, list[str]]:
        """The title and rows of the latest year's scoring (with the final result)."""
        names = self.table.names
        years, _ = words.scoring(self.table.log_events())
        year = max(years) if years else view.year
        lines = words.score_lines(years, year, names)
        title = f"End of {year}: scoring ({words.rate(year)})"
        if view.phase == "over" and view.result is not None:
            title = "The war is over: final scores"
            totals = ", ".join(f"{names[s]} {int(v)}"
                               for s, v in enumerate(view.result.scores))
            won = " and ".join(names[s] for s in view.result.winners)
            lines = lines + [f"Final: {totals}",
                             f"{won} wins" + (f" ({view.result.reason})."
                                              if view.result.reason else ".")]
        return title, lines

    def _draw_scores(self, surface: pygame.Surface, view: BuiltForWarView,
                     pic: layout.Picture) -> None:
        if view.phase not in ("year_end", "over"):
            return
        if self._scores is None:
            title, lines = self.score_report(view)
            area = self.board_rect()
            width = area.width - 240
            face = pygame.Surface((width, 40 + 24 * len(lines)))
            face.fill((14, 16, 14))
            pygame.draw.rect(face, ACCENT, face.get_rect(), 2, border_radius=4)
            face.blit(assets.text(title, 20, ACCENT, bold=True), (12, 8))
            for i, line in enumerate(lines):
                face.blit(assets.text(line, 17, INK), (12, 36 + 24 * i))
            self._scores = (face, (area.x + 120, area.y + round(layout.STRIP_H * pic.k) + 40))
        surface.blit(*self._scores)

    def tip_lines(self, view: BuiltForWarView) -> list[str]:
        """What hovering shows: the piece's own text, then for your stack tile the new
        weight (or why you cannot research it), for an action card why it is refused."""
        pic = self.picture
        key = self.hover
        if pic is None or key not in pic.tips:
            return []
        extra = []
        if (isinstance(key, tuple) and key[0] == "tech" and key[1] == self.viewer
                and key[3] == "stack" and view.phase == "research" and view.me() is not None):
            why = self.space().explain(Research(key[2])) if self.my_turn() else None
            extra = [why] if why else [preview(view.content, view.me(), research=key[2])]
        if isinstance(key, tuple) and key[0] == "action" and self.my_turn() \
                and view.phase == "combat":
            why = self.card_problem(view, key[1])
            risk = words.malfunction_risk(view, key[1])
            extra = [why] if why else [risk.sentence] if risk is not None else []
        return pic.tips[key] + extra

    def _draw_tip(self, surface: pygame.Surface, view: BuiltForWarView, lines: list[str]) -> None:
        key = (self.hover, self._picture_key)
        if self._tip is None or self._tip[0] != key:
            lines = self.tip_lines(view)
            head = len(self.picture.tips.get(self.hover, []))
            rows = []
            for i, line in enumerate(lines):
                for row in assets.wrap(line, 16, 380):
                    rows.append((row, i == 0, i >= head))
            face = pygame.Surface((400, 10 + 19 * len(rows)))
            face.fill((16, 18, 16))
            pygame.draw.rect(face, ACCENT, face.get_rect(), 1)
            for i, (row, first, note) in enumerate(rows):
                colour = (240, 200, 120) if note else (ACCENT if first else INK)
                face.blit(assets.text(row, 16, colour, first), (8, 5 + 19 * i))
            self._tip = (key, face)
        face = self._tip[1]
        surface.blit(face, near_pointer(self.mouse, face.get_size(), self.board_rect()))
