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
