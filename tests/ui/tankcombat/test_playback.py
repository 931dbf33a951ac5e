"""A turn carried out on screen follows the events the watcher may see, beat by beat."""

from __future__ import annotations

from dataclasses import replace

from game.rules.core.events import can_see
from game.rules.tankcombat.orders import Ambush, Fire, RoadMarch
from game.rules.tankcombat.view import view_of
from game.table.playback import Playback
from game.ui.tankcombat.playback import TurnPicture, turn_beat
from tests.rules.tankcombat.helpers import ScriptedDice, at, make_state, play_turn


class OnScreen:
    """The match scene's playback driving a turn's picture, as the window does."""

    def __init__(self, before, events, hex_map, speed=1.0, after=()):
        self.picture = TurnPicture.of_turn(before, events, hex_map, after=after)
        self.playback = Playback(turn_beat, speed)
        self.playback.add_events(events)

    @property
    def done(self):
        return self.playback.done

    def update(self, dt):
        return self.playback.update(dt, lambda step: self.picture.take(step.event))

    @property
    def units(self):
        return self.picture.units

    @property
    def markers(self):
        return self.picture.markers


def turn_on_screen(speed=1.0):
    state = make_state([("s1", "t34_76", "0305", 1), ("g1", "pz2", "0505", 4)])
    before = view_of(state, None).units
    events = play_turn(state, soviet={"s1": Fire("g1")},
                       german={"g1": RoadMarch(("0605", "0705"))}, dice=ScriptedDice([1] * 12))
    visible = [e for e in events if can_see(e, None)]
    return state, OnScreen(before, visible, state.battle.map, speed)


def test_units_start_where_they_were_and_damage_and_losses_show_in_turn():
    state, playback = turn_on_screen()
    assert playback.units["g1"].hex == at(state, "0505")
    seen_shot = seen_gone = False
    while not playback.done:
        playback.update(0.05)
        seen_shot |= any(m.kind == "shot" for m in playback.markers)
        seen_gone |= "g1" not in playback.units
    assert seen_shot and seen_gone
    assert playback.units.keys() == state.units.keys()


def test_units_move_hex_by_hex_and_instant_speed_finishes_at_once():
    state = make_state([("s1", "t34_76", "0305", 1), ("g1", "pz3", "0905", 4)])
    before = view_of(state, None).units
    events = play_turn(state, soviet={"s1": RoadMarch(("0405", "0505", "0605"))})
    playback = OnScreen(before, events, state.battle.map, 1.0)
    path = []
    while not playback.done:
        playback.update(0.05)
        if not path or path[-1] != playback.units["s1"].hex:
            path.append(playback.units["s1"].hex)
    assert path == [at(state, n) for n in ("0305", "0405", "0505", "0605")]
    _, instant = turn_on_screen(speed=0.0)
    assert instant.update(0.0) and instant.done


def test_an_enemy_ambush_appears_on_screen_when_it_is_revealed():
    rows = ["." * 12] * 4 + ["....l......."] + ["." * 12] * 5  # light woods at 0505
    state = make_state([("s1", "t34_76", "0505", 1), ("g1", "pz3", "0905", 4)], rows)
    play_turn(state, soviet={"s1": Ambush(1, 3)})
    play_turn(state)
    before = view_of(state, 1).units
    assert "s1" not in {u.id for u in before}
    events = play_turn(state, german={"g1": RoadMarch(("0805", "0705"))},
                       dice=ScriptedDice([6] * 40))
    visible = [e for e in events if can_see(e, 1)]
    playback = OnScreen(before, visible, state.battle.map, 1.0, after=view_of(state, 1).units)
    shown = []
    while not playback.done:
        playback.update(0.05)
        shown.append("s1" in playback.units)
    assert shown[0] is False and shown[-1] is True
    assert playback.units["s1"].hex == at(state, "0505")
    assert playback.units["s1"].strength == 3


def test_units_in_a_close_combat_carry_its_badge_during_the_playback():
    from game.rules.tankcombat.events import CloseCombat
    from game.ui.tankcombat.counters import look_of

    state = make_state([("s1", "t34_76", "0505", 1), ("g1", "pz3", "0505", 4)])
    before = list(view_of(state, None).units)
    before = [replace(u, engaged=False) for u in before]
    picture = TurnPicture.of_turn(before, [], state.battle.map)
    picture.take(CloseCombat("0505", ("T-34", "Pz III")))
    assert all(u.engaged for u in picture.units.values())
    assert "X" in [b.text for b in look_of(picture.units["s1"], None, False, 0).badges]
