"""Sloped Armor decided by the odds: the choice a computer makes for a defender, and
the one made for a player whose tank an AI-expansion nation fires at (its action runs
to its end without stopping)."""

from __future__ import annotations

from game.rules.builtforwar.fire import PendingShot, reroll_worth, rerolls_by_the_odds


def shot(fire_roll: int, bonus: int, defense_roll: int, defense_bonus: int,
         matters: bool = True) -> PendingShot:
    return PendingShot("tank", 1, "tank", fire_roll, bonus, defense_roll, defense_bonus,
                       False, matters)


def test_a_lost_roll_below_the_firepower_is_always_rerolled():
    # firepower 6+1 = 7 against 1+3 = 4: an overwhelm now; a reroll cannot be worse
    assert rerolls_by_the_odds(shot(6, 1, 1, 3))
    assert reroll_worth(shot(6, 1, 1, 3)) > 0


def test_a_tie_is_kept_when_a_reroll_would_more_likely_overwhelm():
    # 5+1 = 6 against 3+3 = 6: a plain kill. Rerolled: 4, 5 or 6 miss (3 in 6), 1 or 2
    # overwhelm (2 in 6): worth (3 - 1) / 6 > 0, so reroll
    assert reroll_worth(shot(5, 1, 3, 3)) == (3 - 0.5 * 2) / 6
    assert rerolls_by_the_odds(shot(5, 1, 3, 3))
    # 6+2 = 8 against 5+3 = 8: only a 6 misses (1 in 6), 1-4 overwhelm (4 in 6): keep it
    assert reroll_worth(shot(6, 2, 5, 3)) == (1 - 0.5 * 4) / 6
    assert not rerolls_by_the_odds(shot(6, 2, 5, 3))


def test_when_no_overwhelm_can_follow_any_chance_of_a_miss_is_taken():
    assert rerolls_by_the_odds(shot(6, 2, 5, 3, matters=False))
    # 6+6 = 12 against 1+3: no reroll can miss, so there is nothing to gain
    assert not rerolls_by_the_odds(shot(6, 6, 1, 3, matters=False))
