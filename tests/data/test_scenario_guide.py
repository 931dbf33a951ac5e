"""docs/scenario-design.md stays true: it names every scenario key the loader reads,
and its worked example checks."""

from __future__ import annotations

import re
from pathlib import Path

from game.files.tankcombat import scenario
from game.files.tankcombat.scenario import check_scenario

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "scenario-design.md"


def test_the_guide_names_every_key_a_scenario_may_have():
    text = GUIDE.read_text(encoding="utf-8")
    table = {m.group(1) for m in re.finditer(r"^\| `(\w+)` \|", text, re.MULTILINE)}
    assert table == set(scenario._KEYS) | set(scenario._OPTIONAL)


def test_the_worked_example_checks(tmp_path):
    text = GUIDE.read_text(encoding="utf-8")
    example = text[text.index("**2. A first scenario**"):]
    start = example.index("```yaml\n") + len("```yaml\n")
    block = example[start:example.index("\n```", start)]
    folder = tmp_path / "scenarios" / "tankcombat"
    folder.mkdir(parents=True)
    path = folder / "village-crossing.yaml"
    path.write_text(block.replace("../../maps/", f"{ROOT}/maps/"), encoding="utf-8")
    assert check_scenario(path) == []


def test_the_map_guide_and_the_readme_link_the_scenario_guide():
    assert "(scenario-design.md)" in (ROOT / "docs" / "map-design.md").read_text("utf-8")
    assert "(docs/scenario-design.md)" in (ROOT / "README.md").read_text("utf-8")
