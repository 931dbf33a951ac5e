"""docs/scenario-design.md's worked example, *Village Crossing*, quotes `sim` figures
for five versions of one scenario. The figures went stale once when the computer player
changed; this plays each version again (200 games, the default seed, as the text says)
and checks that the text quotes what `sim --report` says now."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.cli import main

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "scenario-design.md"
MAP = ROOT / "maps" / "training-ground.tmx"

SOVIET = """units:
  - {card: t34_76, side: soviet, hex: "0204", facing: 1, name: T-34 platoon}
  - {card: bt7, side: soviet, hex: "0206", facing: 1, name: BT-7 platoon}
  - {card: t26, side: soviet, hex: "0207", facing: 0, name: T-26 platoon}
  - {card: pz3, side: german, hex: "1104", facing: 4, name: Pz III platoon}
"""


def _example_yaml() -> str:
    """The first scenario of the worked example, as the guide prints it."""
    text = GUIDE.read_text(encoding="utf-8")
    section = text[text.index("A worked example"):]
    block = re.search(r"```yaml\n(title: Village Crossing.*?)```", section, re.S)
    assert block, "the worked example's first scenario is no longer in the guide"
    return block.group(1).replace("../../maps/training-ground.tmx", MAP.as_posix())


def _listed(second: str, name: str) -> str:
    """The example with the units listed: the map's, the German middle and south
    platoons replaced (step 3)."""
    return _example_yaml().replace("units: map\n", SOVIET
                                   + f'  - {{card: {second}, side: german, hex: "1106", '
                                     f"facing: 3, name: {name} platoon}}\n"
                                   + '  - {card: pz2, side: german, hex: "1107", '
                                     "facing: 4, name: Pz II platoon}\n")


def _versions() -> dict[str, str]:
    two_pz3 = _listed("pz3", "Pz III 2nd")
    return {
        "from the map": _example_yaml(),
        "Pz.Kpfw.II for the IV": _listed("pz38t", "Pz 38(t)"),
        "two Pz.Kpfw.III and a II": two_pz3,
        "ten turns": two_pz3.replace("turns: 8", "turns: 10"),
        "six turns": two_pz3.replace("turns: 8", "turns: 6"),
    }


def _shares(report: str) -> dict[str, str]:
    """Each side's rate and interval as a pattern of how the guide writes them:
    '54% (47%–61%)' or, the first time, '54% (95% interval 47%–61%)'."""
    found = {}
    for side in ("Red Army", "Wehrmacht"):
        row = re.search(rf"^\s+{side}\s+\d+\s+(\d+)%\s+(\d+)%–(\d+)%", report, re.M)
        assert row, f"no per-side row for {side} in:\n{report}"
        rate, low, high = row.groups()
        found[side] = rf"{side} (wins )?{rate}% \((95% interval )?{low}%–{high}%\)"
    return found


@pytest.mark.strength
@pytest.mark.parametrize("version", list(_versions()))
def test_the_worked_example_quotes_what_sim_reports(version, tmp_path, capsys):
    path = tmp_path / "village-crossing.yaml"
    path.write_text(_versions()[version], encoding="utf-8")
    assert main(["sim", "tank-combat", "--scenario", str(path), "--games", "200",
                 "--report", "--jobs", "2"]) == 0
    report = capsys.readouterr().out
    guide = " ".join(GUIDE.read_text(encoding="utf-8").split())
    for share in _shares(report).values():
        assert re.search(share, guide), f"{version}: the guide does not quote {share}"


@pytest.mark.parametrize("version", list(_versions()))
def test_every_version_of_the_worked_example_passes_check(version, tmp_path):
    """The short check: every version the text measures is a scenario `check` passes."""
    path = tmp_path / "village-crossing.yaml"
    path.write_text(_versions()[version], encoding="utf-8")
    assert main(["check", str(path)]) == 0
