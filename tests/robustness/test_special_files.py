"""Only regular files are read, and no file hangs or floods the app: a named pipe, a
device or a socket given as a save, map, scenario or settings file gets one sentence at
once; reads stop at a limit counted in bytes read, not the size a file claims; group
layers nested thousands deep are one problem naming file and layer, in `check` and the
map preview; a save holding a NUL or broken Unicode leaves the Load list working."""

from __future__ import annotations

import json
import os
import socket
from pathlib import Path

import pytest

from game.cli import main
from game.engine.error import ErrorScene
from game.files import disk, paths, saves
from game.files.reader import read_document
from game.files.settings import Settings, load_settings
from game.files.tiled import MapError, check_map, load_hex_map
from game.rules.core.errors import DataError, SaveError
from game.rules.core.match import Match
from game.ui.load_game import LoadGameScene
from game.ui.maps.map_preview import MapPreviewScene
from game.ui.menu import MainMenu
from tests.robustness.disks import finishes_within
from tests.toy.rules import GAME, Pick
from tests.ui.driver import step

ROOT = Path(__file__).resolve().parents[2]
posix_only = pytest.mark.skipif(os.name == "nt", reason="pipes, sockets and /dev are POSIX")


@pytest.fixture
def fifo(tmp_path) -> Path:
    path = tmp_path / "pipe"
    os.mkfifo(path)
    return path


@pytest.fixture
def unix_socket(tmp_path):
    path = tmp_path / "sock"
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(path))
    yield path
    server.close()


def named(path: Path, suffix: str) -> Path:
    """`path` reachable under a name with `suffix` (a link, so its kind stays)."""
    link = path.with_name(path.name + suffix)
    link.symlink_to(path)
    return link


@posix_only
@pytest.mark.parametrize("kind", ["fifo", "device", "socket"])
def test_a_special_file_as_a_save_is_one_sentence_at_once(kind, fifo, unix_socket, toy):
    path = {"fifo": fifo, "device": Path("/dev/zero"), "socket": unix_socket}[kind]
    words = {"fifo": "a named pipe (FIFO)", "device": "a device", "socket": "a socket"}[kind]
    with pytest.raises(SaveError) as caught:
        finishes_within(5, lambda: saves.load_match(path))
    assert str(caught.value) == f"{path}: {words}, not a save file"


@posix_only
def test_a_pipe_given_to_check_as_save_map_and_scenario_is_one_line_each(fifo, capsys):
    links = [named(fifo, suffix) for suffix in (".json", ".tmx", ".yaml")]
    code = finishes_within(10, lambda: main(["check", *map(str, links)]))
    out = capsys.readouterr().out.splitlines()
    assert code == 1 and len(out) == 3
    assert out[0] == f"{links[0]}: a named pipe (FIFO), not a save file"
    assert out[1] == f"{links[1]}: cannot be read (a named pipe (FIFO), not a Tiled file)"
    assert out[2] == f"{links[2]}:file: a named pipe (FIFO), not a content file"


@posix_only
def test_a_pipe_as_a_scenario_or_a_save_to_play_opens_no_window(fifo, capsys):
    scenario = named(fifo, ".yaml")
    assert finishes_within(10, lambda: main(["play", "tank-combat", "--scenario",
                                             str(scenario)])) == 2
    assert finishes_within(10, lambda: main(["play", "engage", "--load", str(fifo)])) == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 2 and err[0].startswith(f"{scenario}:")  # never waits on the pipe
    assert err[1] == f"{fifo}: a named pipe (FIFO), not a save file"


@posix_only
def test_a_pipe_or_device_as_the_settings_file_gives_the_defaults(fifo):
    assert finishes_within(5, lambda: load_settings(fifo)) == Settings()
    assert load_settings(Path("/dev/zero")) == Settings()


def test_a_read_stops_at_the_limit_whatever_size_the_file_claims(tmp_path, monkeypatch):
    """/dev/zero or a /proc file claims a size of 0; a regular file standing in for one
    is read only to one byte past the limit."""
    path = tmp_path / "claims-nothing.json"
    path.write_bytes(b" " * (saves.MAX_SAVE_BYTES + 10))
    real_stat = os.stat

    def claims_nothing(target, *args, **kwargs):
        found = real_stat(target, *args, **kwargs)
        return os.stat_result((*found[:6], 0, *found[7:]))

    monkeypatch.setattr(disk.os, "stat", claims_nothing)
    with pytest.raises(SaveError, match=r"far larger than any save file \(at most 4 MB\)"):
        saves.load_match(path)
    with pytest.raises(disk.FileRefused):
        disk.read_regular(path, 100)
    assert len(disk.read_regular(path, saves.MAX_SAVE_BYTES + 10)) == \
        saves.MAX_SAVE_BYTES + 10


@posix_only
def test_a_content_file_that_is_a_device_is_one_data_error():
    with pytest.raises(DataError, match=r"^/dev/zero:file: a device, not a content file$"):
        read_document(Path("/dev/zero"))


# -- group layers nested thousands deep ----------------------------------------------------


def deep_map(tmp_path: Path, depth: int) -> Path:
    """The shipped training ground with its roads layer inside `depth` group layers."""
    text = (ROOT / "maps" / "training-ground.tmx").read_text(encoding="utf-8")
    text = text.replace('source="../assets/', f'source="{ROOT}/assets/')
    text = text.replace('template="templates/', f'template="{ROOT}/maps/templates/')
    roads = text.index(' <objectgroup color="#8b5a2b" id="2" name="roads">')
    end = text.index("</objectgroup>", roads) + len("</objectgroup>")
    nested = ''.join(f'<group id="{100 + i}" name="group {i}">' for i in range(depth))
    text = text[:roads] + nested + text[roads:end] + "</group>" * depth + text[end:]
    path = tmp_path / "deep.tmx"
    path.write_text(text, encoding="utf-8")
    return path


def test_group_layers_a_few_deep_are_read(tmp_path):
    assert check_map(deep_map(tmp_path, 3)) == []


def test_thousands_of_nested_group_layers_are_one_problem_naming_file_and_layer(
        tmp_path, capsys):
    path = deep_map(tmp_path, 5000)
    expected = (f"{path}:group 50: group layer 'group 50' is nested more than 50 group "
                "layers deep; no map needs that many (move its layers out of the groups in "
                "Tiled's Layers panel)")
    assert [str(p) for p in check_map(path)] == [expected]
    with pytest.raises(MapError) as caught:
        load_hex_map(path)
    assert str(caught.value) == expected
    assert main(["check", str(path)]) == 1
    assert capsys.readouterr().out == expected + "\n"


def test_the_map_preview_lists_the_nesting_problem(app, tmp_path):
    path = deep_map(tmp_path, 5000)
    app.start(MainMenu(app))
    scene = MapPreviewScene(app, path)
    app.stack.push(scene)
    step(app)
    assert app.stack.top is scene and scene.view is None
    assert len(scene.problems) == 1 and "'group 50' is nested more than 50" in \
        scene.problems[0]


# -- names and dates a save should never hold ---------------------------------------------


def broken_text_saves(folder: Path) -> dict[str, Path]:
    match = Match(GAME, GAME.default_setup(2), 4, ("human", "human"))
    match.apply(0, Pick(1))
    data = match.to_json()
    written = {}
    for name, change in {
        "nul": {"turn": "Round\x00 2", "saved_at": "2024-01-01\x00T10:00"},
        "surrogate": {"turn": "Round \ud800 2", "saved_at": "\udcff"},
        "game-nul": {"game": "high\x00card"},
    }.items():
        path = folder / f"{name}.json"
        path.write_text(json.dumps({**data, **change}), encoding="utf-8")
        written[name] = path
    bad_name = folder / os.fsdecode(b"bad-\xff\xfe-name.json")
    try:
        bad_name.write_text(json.dumps(data), encoding="utf-8")
    except (OSError, UnicodeEncodeError):
        return written  # a file system that only takes UTF-8 names (macOS, Windows)
    written["bad-name"] = bad_name
    return written


def drawable(text: str) -> bool:
    text.encode("utf-8")  # no lone surrogate
    return "\x00" not in text and text.isprintable()


def test_the_load_list_shows_safe_text_for_nul_and_broken_unicode(toy):
    written = broken_text_saves(paths.saves_dir())
    infos = {i.path: i for i in saves.list_saves()}
    assert set(infos) == set(written.values())
    for info in infos.values():
        for text in (info.title, info.saved_at, info.turn, info.problem, info.name):
            assert drawable(text), repr(text)
    assert infos[written["nul"]].turn == "Round? 2" and not infos[written["nul"]].problem
    assert infos[written["surrogate"]].turn == "Round ��� 2"
    assert infos[written["game-nul"]].problem.endswith("unknown game 'high?card'")
    if "bad-name" in written:
        assert infos[written["bad-name"]].name == "bad-��-name.json"


def test_the_load_screen_draws_those_rows(app, toy):
    written = broken_text_saves(paths.saves_dir())
    app.start(MainMenu(app))
    scene = LoadGameScene(app)
    app.stack.push(scene)
    step(app, 3)
    assert app.stack.top is scene and not app.stack.find(ErrorScene)
    assert len(scene.infos) == len(written)
