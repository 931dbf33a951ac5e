"""`main.py los` and `main.py check` on maps."""

from __future__ import annotations

from pathlib import Path

from game.cli import main

MAPS = Path(__file__).resolve().parents[2] / "maps"
BROKEN = Path(__file__).resolve().parents[1] / "data" / "broken_maps"


def test_los_prints_one_line_per_pair(capsys):
    # 0304 to 1006 crosses the village at 0605 (worked out on the drawn map); 0304 and
    # 0305 are neighbours, which always see each other. From 1006 the first village is 0705.
    assert main(["los", str(MAPS / "training-ground.tmx"), "0304", "1006", "0304",
                 "0305", "1006", "0304"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "0304 1006 blocked-by 0605 d=7",
        "0304 0305 visible d=1",
        "1006 0304 blocked-by 0705 d=7",  # the first blocker counted from A
    ]


def test_los_with_an_unknown_hex_says_so(capsys):
    assert main(["los", str(MAPS / "training-ground.tmx"), "0304", "9999"]) == 1
    assert capsys.readouterr().out.startswith("0304 9999 error:")


def test_los_needs_pairs(capsys):
    assert main(["los", str(MAPS / "training-ground.tmx"), "0304"]) == 2


def test_los_on_a_broken_map_is_one_message(capsys):
    assert main(["los", str(BROKEN / "truncated.tmx"), "0101", "0102"]) == 1
    err = capsys.readouterr().err
    assert "truncated.tmx" in err and "Traceback" not in err


def test_check_passes_the_shipped_maps(capsys):
    assert main(["check", str(MAPS)]) == 0
    assert capsys.readouterr().out == ""


def test_check_lists_broken_maps_one_line_each(capsys):
    assert main(["check", str(BROKEN)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) >= len(list(BROKEN.glob("*.tmx")))
    assert all(line.startswith(str(BROKEN)) for line in lines)
    assert any(":terrain:2,3: unknown terrain 'desert'" in line for line in lines)
