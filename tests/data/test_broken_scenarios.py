"""check on broken Tank Combat scenarios: every file in tests/data/broken_scenarios gives
exactly one line naming the file, the key and the fault, never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.files.tankcombat.scenario import check_scenario

BROKEN = Path(__file__).parent / "broken_scenarios"

EXPECTED = {
    "card-as-list.yaml":
        ":units[0].card: expected one name, got ['t34_76']; write card: t34_76",
    "card-of-the-other-side.yaml":
        ":units[1].card: the KV-1 is a soviet card, not german",
    "number-not-a-hex.yaml":
        ":units[1].hex: no hex '1199' on map 'Training Ground': a hex number is 4 digits, "
        "column 01-12 then row 01-10; quote hex numbers: '1199'",
    "octal-hex.yaml":
        ":units[0].hex: hex 0204 was read by YAML as the number 132; quote hex numbers: "
        "'0204'",
    "octal-hold-hex.yaml":
        ":victory[1].hold[1]: hex 0605 was read by YAML as the number 389; quote hex "
        "numbers: '0605'",
    "unit-key-typo.yaml":
        ":units[0].facng: unknown key; did you mean facing? expected one of card, side, hex, "
        "facing, name, id",
    "depot-key-typo.yaml":
        ":depots[0].ammo: unknown key; did you mean ammunition? expected one of hex, side, "
        "ammunition, name",
    "victory-side-as-list.yaml":
        ":victory[1].side: expected one name, got ['german']; write side: german",
}


def test_every_broken_scenario_has_an_expected_line():
    assert sorted(p.name for p in BROKEN.glob("*.yaml")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_broken_scenario_gives_one_line_with_file_key_and_message(name):
    path = BROKEN / name
    assert check_scenario(path) == [f"{path}{EXPECTED[name]}"]


def test_an_unquoted_hex_yaml_reads_as_the_same_number_still_checks(tmp_path):
    text = (BROKEN / "octal-hex.yaml").read_text(encoding="utf-8")
    path = tmp_path / "s.yaml"
    path.write_text(text.replace("hex: 0204", "hex: \"0204\"").replace(
        'hex: "1104"', "hex: 1104").replace(
        "../../../maps", str(Path(__file__).resolve().parents[2] / "maps")), encoding="utf-8")
    assert check_scenario(path) == []
