"""The shipped Built for War content holds every worked example the rulebook gives."""

from __future__ import annotations

import pytest

from game.files.builtforwar import load_content
from game.rules.builtforwar.content import START_WEIGHT, Content


@pytest.fixture(scope="module")
def content() -> Content:
    return load_content()


def _named(content: Content, name: str):
    return next(t for t in content.technologies if t.name == name)


def test_fire_cannon_example_6_pounder_and_apcbc_ammo_give_plus_3(content):
    gun, ammo = _named(content, "6 Pounder Gun"), _named(content, "APCBC Ammo")
    assert (gun.icon, gun.primary) == ("cannon", True)
    assert (ammo.icon, ammo.primary) == ("cannon", False)
    assert gun.value + ammo.value == 3


def test_fire_cannon_example_german_unupgraded_front_armor_is_3(content):
    armor = content.board("germany").printed_for("armor")
    assert armor.front == 3
    assert armor.primary


def test_weight_example_mb_gearbox_and_no_turret_bring_the_american_tank_to_3(content):
    board = content.board("usa")
    gearbox, no_turret = _named(content, "MB Gearbox"), _named(content, "No Turret")
    covered = board.printed_for(no_turret.icon)
    assert board.start_weight == START_WEIGHT == 5
    assert gearbox.weight == 1 and not gearbox.primary  # covers nothing
    assert no_turret.weight == -2 and no_turret.primary and covered.weight == 1
    assert board.start_weight + gearbox.weight - covered.weight + no_turret.weight == 3


def test_blitz_example_german_tank_of_weight_8_loses_1_initiative(content):
    track = content.board("germany").weight_track
    assert track.blitz_penalty(8) == 1
    assert 3 - track.blitz_penalty(8) == 2


def test_repair_and_rally_the_starting_mechanic_has_one_gear(content):
    for board in content.boards:
        assert board.printed_for("mechanic").value == 1


def test_build_example_machine_guns_primary_pintle_secondary_wheels_auxiliary(content):
    guns = _named(content, "Machine Guns")
    pintle = _named(content, "Pintle Mount")
    wheels = _named(content, "Interleaved Road Wheels")
    assert (guns.icon, guns.primary) == ("machine_gun", True)
    assert (pintle.icon, pintle.primary) == ("machine_gun", False)
    assert wheels.auxiliary and not wheels.primary
    assert guns.era == pintle.era == wheels.era == "early"  # a 1942–43 build
    assert content.board("russia").printed_for("machine_gun").value < guns.value


def test_fire_machine_guns_example_machine_gun_plus_2_and_3_entrenched_shields(content):
    assert _named(content, "Machine Guns").value == 2
    infantry = [c for c in content.support_cards if c.name == "Mechanized Infantry"]
    objectives = [c for c in content.support_cards if c.objective]
    assert infantry
    for unit in infantry:
        assert any(unit.defense + o.defense == 3 for o in objectives)


def test_capture_example_objective_held_by_mechanized_infantry_can_cost_3(content):
    unit = next(c for c in content.support_cards if c.name == "Mechanized Infantry")
    assert not unit.objective
    assert 3 - unit.defense in {o.defense for o in content.support_cards if o.objective}


def test_every_board_starts_at_weight_5_with_one_printed_primary_per_icon(content):
    for board in content.boards:
        assert board.start_weight == 5
        assert len({t.icon for t in board.printed}) == len(board.printed) == 9
        assert all(t.primary and t.era == "printed" for t in board.printed)


def test_appendix_doctrines_on_four_double_sided_tiles(content):
    names = {d.name for tile in content.doctrine_tiles for d in tile.sides}
    assert names == {"Auftragstaktik", "Blitzkrieg", "Innovators", "Cruiser Tanks",
                     "Sloped Armor", "Rasputitsa", "Mass Production", "Motor Pool"}
    assert sorted(t.nation for t in content.doctrine_tiles) == sorted(
        b.nation for b in content.boards)
    for board in content.boards:
        assert content.doctrine_tile(board.nation).id == board.doctrine_tile


@pytest.mark.parametrize(("doctrine", "kind", "amount"), [
    ("auftragstaktik", "action_draw", 1), ("blitzkrieg", "year_support_cards", 1),
    ("innovators", "spring_build", 1), ("cruiser_tanks", "year_initiative", 2),
    ("sloped_armor", "cannon_defense_reroll", 1), ("rasputitsa", "capture_cost", 1),
    ("mass_production", "year_tank_kills", 1), ("motor_pool", "allowance_die", 1)])
def test_appendix_doctrine_numbers(content, doctrine, kind, amount):
    effect = content.doctrine(doctrine).effect
    assert (effect.kind, effect.amount) == (kind, amount)


def test_every_kind_of_technology_is_in_both_pools(content):
    for era in ("early", "late"):
        tiles = content.tiles(era)
        icons = {t.icon for t in tiles}
        assert icons >= {"blitz", "cannon", "machine_gun", "support", "turret", "armor",
                         "suspension", "crew", "mechanic", None}
        assert any(t.auto for t in tiles) and any(t.discard for t in tiles)
        assert any(t.he for t in tiles)
        assert all(t.icon == "cannon" for t in tiles if t.he)


def test_five_actions_and_burn_tread_in_the_action_deck(content):
    assert {c.action for c in content.action_cards} == {
        "support", "fire_cannons", "fire_machine_guns", "turret", "blitz", "burn_tread"}
