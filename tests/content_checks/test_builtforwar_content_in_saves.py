"""Content a Built for War save carries is held to the content files' own checker: each
fault the shipped-data checker refuses is refused on load and by `check` alike, in one
sentence naming the save and the entry, never as a Python exception from the rules."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.files import saves
from game.files.builtforwar import check_content_file
from game.files.builtforwar.content import CONTENT_FOLDER
from game.files.builtforwar.saved import check_content
from game.files.checks import check_file
from tests.content_checks.saves_at_hand import (
    builtforwar_save,
    refusal_by_check,
    refusal_on_load,
    write_save,
)
from tests.rules.builtforwar.helpers import content


def part(name: str):
    return lambda data: data["setup"]["content"][name]


def first(name: str):
    return lambda data: data["setup"]["content"][name][0]


technologies, boards = part("technologies"), part("boards")

BROKEN = [
    ("empty-printed-board", lambda d: boards(d)[0].update(printed=[]),
     "setup.content[boards].boards.germany.printed: missing key 'blitz'"),
    ("unknown-icon", lambda d: technologies(d)[0].update(icon="laser"),
     "setup.content[technologies-early].tiles.six_pounder.icon: expected one of blitz, "
     "cannon, machine_gun"),
    ("one-name-two-nations", lambda d: boards(d)[1].update(name=boards(d)[0]["name"]),
     "setup.content[boards].boards.uk.name: the name 'Germany' is already used by "
     "boards.germany.name"),
    ("no-ai-tanks", lambda d: d["setup"]["content"].update(ai_tanks=[]),
     "setup.content[ai-tanks].nations: missing key 'germany'"),
    ("no-initiative-table", lambda d: part("ai_aid")(d).update(initiative_table=[]),
     "setup.content[ai-aid].initiative: a roll of 2 is on 0 rows of the table"),
    ("no-targeting", lambda d: part("ai_aid")(d).update(targeting=[]),
     "setup.content[ai-aid].targeting: missing key 'cannon_target'"),
    ("no-doctrines", lambda d: d["setup"]["content"].update(doctrine_tiles=[]),
     "setup.content[doctrines].tiles: lists nothing"),
    ("no-support-cards", lambda d: d["setup"]["content"].update(support_cards=[]),
     "setup.content[support].cards: lists nothing"),
    ("no-action-cards", lambda d: d["setup"]["content"].update(action_cards=[]),
     "setup.content[actions].cards: lists nothing"),
    ("duplicated-tile-id", lambda d: technologies(d)[1].update(id=technologies(d)[0]["id"]),
     "setup.content[technologies-early].tiles.six_pounder: the id 'six_pounder' appears "
     "twice"),
    ("duplicated-card-id",
     lambda d: part("support_cards")(d)[1].update(id=part("support_cards")(d)[0]["id"]),
     "appears twice"),
    ("empty-weight-track", lambda d: boards(d)[0]["weight_track"].update(penalties=[]),
     "setup.content[boards].boards.germany.weight_track: expected 16 blitz penalties"),
    ("weight-track-of-fractions",
     lambda d: boards(d)[0]["weight_track"].update(penalties=[1.5] * 16),
     "boards[0].weight_track.penalties[0]: expected a whole number, got 1.5"),
    ("weight-track-of-text", lambda d: boards(d)[0].update(weight_track="heavy"),
     "boards[0].weight_track: expected a WeightTrack, got 'heavy'"),
    ("number-too-large", lambda d: technologies(d)[0].update(value=10**400),
     "technologies[0].value: expected a whole number, got a number too large"),
    ("value-out-of-range", lambda d: technologies(d)[0].update(value=99),
     "setup.content[technologies-early].tiles.six_pounder.value: expected a whole number "
     "from 0 to 9, got 99"),
    ("ai-tank-year", lambda d: part("ai_tanks")(d)[0].update(entries={"1950": [2, 12]}),
     "setup.content[ai-tanks].nations.germany.panzer_ii_f.entries: expected years from "
     "1942 to 1945, got 1950"),
    ("name-with-nul", lambda d: boards(d)[0].update(name="Ger\x00many"),
     "setup.content[boards].boards.germany.name: expected printable text, got "
     "'Ger\\x00many': it holds a control character (U+0000)"),
    ("name-with-lone-surrogate", lambda d: technologies(d)[0].update(name="Gun \ud800"),
     "setup.content[technologies-early].tiles.six_pounder.name: expected printable text, "
     "got 'Gun \\ud800': it holds broken Unicode (U+D800, half of a character)"),
    ("name-on-two-lines", lambda d: part("support_cards")(d)[0].update(name="Two\nlines"),
     "name: expected printable text, got 'Two\\nlines': it holds a line break or tab"),
    ("printed-id-no-file-says", lambda d: boards(d)[0]["printed"][0].update(id="anything"),
     "setup.content.boards[0].printed[0].id: 'anything' is not what a content file can "
     "say there (it would read 'germany_blitz')"),
    ("boards-out-of-order", lambda d: boards(d).reverse(),
     "setup.content.boards[0].nation: 'usa' is not what a content file can say there"),
]


@pytest.mark.parametrize(("name", "change", "words"), BROKEN, ids=[c[0] for c in BROKEN])
def test_content_the_files_checker_refuses_is_refused_on_load_and_by_check(
        tmp_path, name, change, words):
    path = write_save(tmp_path, builtforwar_save(), change)
    on_load = refusal_on_load(path)
    assert words in on_load
    assert refusal_by_check(path) == on_load


def test_a_sound_save_passes_and_the_shipped_content_reads_back_as_itself(tmp_path):
    check_content(content(), tmp_path / "sound.json")  # no DataError
    path = write_save(tmp_path, builtforwar_save(), lambda d: None)
    assert check_file(path) == []
    assert saves.load_match(path).setup["content"] == builtforwar_save()["setup"]["content"]


def _broken_file(folder: Path, name: str, old: str, new: str) -> list[str]:
    """The problems of a copy of the shipped content with one file edited."""
    for path in CONTENT_FOLDER.glob("*.yaml"):
        (folder / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    path = folder / name
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return check_content_file(path)


@pytest.mark.parametrize(("file", "old", "new", "change", "entry"), [
    ("technologies-early.yaml", "icon: cannon, rank: primary, value: 2, weight: 1}",
     "icon: laser, rank: primary, value: 2, weight: 1}",
     lambda d: d["setup"]["content"]["technologies"][0].update(icon="laser"),
     "tiles.six_pounder.icon"),
    ("boards.yaml", "name: United Kingdom", "name: Germany",
     lambda d: d["setup"]["content"]["boards"][1].update(name="Germany"), "boards.uk.name"),
])
def test_a_save_is_refused_in_the_very_sentence_the_content_file_is(
        tmp_path, file, old, new, change, entry):
    files = tmp_path / "files"
    files.mkdir()
    from_file = _broken_file(files, file, old, new)
    assert len(from_file) == 1, from_file
    path = write_save(tmp_path, builtforwar_save(), change)
    from_save = refusal_on_load(path)
    in_file = from_file[0].removeprefix(f"{files / file}:")
    assert in_file.startswith(f"{entry}: ")
    assert from_save == f"{path}:setup.content[{file.removesuffix('.yaml')}].{in_file}"
