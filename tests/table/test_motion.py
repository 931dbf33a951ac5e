"""Motion in the playback: dice tumble for a moment before showing what was rolled,
and a skip settles them at once."""

from __future__ import annotations

from game.rules.core.events import DiceRolled


def test_dice_tumble_briefly_then_settle_and_a_skip_settles_them():
    from game.table.playback import TUMBLE, Playback, Step

    playback = Playback(speed=1.0)
    playback.add_events([DiceRolled(6, (4, 2))])
    playback.update(0.01, lambda step: None)
    assert playback.dice is not None and playback.tumbling
    for _ in range(int(TUMBLE / 0.05) + 2):
        playback.update(0.05, lambda step: None)
    assert not playback.tumbling
    playback = Playback(speed=1.0)
    playback.extend([Step(DiceRolled(6, (5,))), Step(None)])
    playback.update(0.01, lambda step: None)
    playback.skip()
    assert not playback.tumbling


def test_progress_runs_through_each_beat_and_a_skip_ends_it():
    from game.table.playback import Playback, Step

    playback = Playback(beat=lambda event: 1.0, speed=1.0)
    playback.extend([Step(DiceRolled(6, (1,))), Step(DiceRolled(6, (2,)))])
    playback.update(0.01, lambda step: None)
    assert playback.progress < 0.1
    playback.update(0.05, lambda step: None)
    playback.update(0.05, lambda step: None)
    assert 0.05 < playback.progress < 0.2
    playback.skip()
    assert playback.progress == 1.0



def test_a_tank_combat_move_glides_from_the_hex_it_left_for_one_beat():
    from game.rules.tankcombat.events import Moved, StepBegan
    from game.rules.tankcombat.view import view_of
    from game.ui.tankcombat.playback import TurnPicture
    from tests.rules.tankcombat.helpers import at, make_state

    state = make_state([("s1", "t34_76", "0505", 1)])
    picture = TurnPicture.of_turn(list(view_of(state, None).units), [], state.battle.map)
    picture.take(Moved("s1", "T-34", "0505", "0506"))
    assert picture.gliding == {"s1": at(state, "0505")}
    assert picture.units["s1"].hex == at(state, "0506")
    picture.take(DiceRolled(6, (3,)))  # dice do not end the glide
    assert picture.gliding
    picture.take(StepBegan("Fire"))
    assert picture.gliding == {}


def test_an_engage_move_glides_from_the_area_it_left(app):
    """Played back at normal speed, the moved unit is drawn between the area it left and
    the one it reached during its beat, and arrives once the beat is over."""
    from game.rules.engage.events import UnitMoved
    from game.table.playback import Playback, Step
    from tests.ui.engage.test_engage_window import revealed_match, start

    scene = start(app, revealed_match(["human", "human"]), speed="normal")
    view = scene.view()
    unit = next(u for u in view.units if u.area)
    name = view.unit_type(unit).name
    event = UnitMoved(unit.seat, f"{name} in X1", "A1", unit.area)
    scene.table.playback = Playback(beat=lambda e: 1.0, speed=1.0)
    scene.table.playback.extend([Step(event)])
    scene.table.playback.update(0.05, lambda step: scene.on_playback_event(step.event))
    moving = scene.glide(view)
    assert moving is not None and moving[0] == unit.uid and moving[1] == "A1"
    assert 0 < moving[2] < 1
    app.settings.reduce_motion = True
    assert scene.glide(view) is None
