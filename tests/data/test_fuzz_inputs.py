"""Fuzzing the loaders with mutated real files: whatever a file holds, only the project's
own errors (DataError, SaveError, IllegalAction, MapError) may come out of a loader, each
one line naming the file."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.files import saves
from game.files.engage.nations import NATIONS_PATH, load_nations
from game.files.engage.scenarios import load_engage_scenario
from game.files.tiled import MapError
from game.rules.core.errors import DataError, IllegalAction, SaveError
from tests.tiers import short_and_full

OLD_SAVES = Path(__file__).parent / "old_saves"
ROOT = Path(__file__).resolve().parents[2]
OURS = (DataError, SaveError, IllegalAction, MapError)
DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)  # libyaml's, when PyYAML has it

SAVES = [json.loads(p.read_text()) for p in sorted(OLD_SAVES.glob("*-v2.json"))]
NATIONS = yaml.safe_load(NATIONS_PATH.read_text())
PRESETS = [yaml.safe_load(p.read_text()) for p in sorted((ROOT / "scenarios" / "engage")
                                                         .glob("*.yaml"))]

scalars = (st.none() | st.booleans() | st.integers(-3, 300) | st.sampled_from([-1, 0, 10**40])
           | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=8)
           | st.sampled_from(["red", "D4", "0605", "kv1", "armor", "Bid", "three-fronts/2"]))
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=3)
                      | st.dictionaries(st.text(max_size=6), inner, max_size=3), max_leaves=6)


def places(data: Any, path: tuple = ()) -> list[tuple]:
    """Every path to a value inside `data`, the root included."""
    found = [path]
    if isinstance(data, dict):
        for key, value in data.items():
            found += places(value, (*path, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found += places(value, (*path, index))
    return found


@st.composite
def mutated(draw, bases: list[Any]) -> Any:
    """One of `bases` with one to three values replaced, removed or duplicated."""
    data = copy.deepcopy(draw(st.sampled_from(bases)))
    for _ in range(draw(st.integers(1, 3))):
        everywhere = places(data)
        # a third of the changes near the top, where a few keys decide everything
        near_top = [p for p in everywhere if len(p) <= 2]
        where = draw(st.sampled_from(near_top) | st.sampled_from(everywhere))
        if not where:
            continue
        *parent_path, last = where
        parent = data
        for key in parent_path:
            parent = parent[key]
        how = draw(st.sampled_from(["replace", "remove", "copy"]))
        if how == "replace":
            parent[last] = draw(values)
        elif how == "remove":
            del parent[last]
        elif isinstance(parent, list):
            parent.insert(last, copy.deepcopy(parent[last]))
        else:
            parent[f"{last}_again"] = copy.deepcopy(parent[last])
    return data


def only_our_errors(load, path: Path) -> None:
    try:
        load(path)
    except OURS as exc:
        text = str(exc)
        assert str(path) in text and "\n" not in text, text


def fuzz(examples: int) -> settings:
    return settings(max_examples=examples, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


# each fuzzer runs 25 fixed cases in `make test`, 150 in `make strength`
EXAMPLES = short_and_full(25, 150)


@pytest.mark.parametrize("examples", EXAMPLES)
def test_a_mutated_save_only_ever_raises_our_errors(tmp_path, examples):
    @fuzz(examples)
    @given(data=mutated(SAVES))
    def check(data):
        path = tmp_path / "fuzzed.json"
        path.write_text(json.dumps(data))
        only_our_errors(saves.load_match, path)

    check()


def fuzz_yaml(path: Path, originals, load, examples: int) -> None:
    """Write `examples` mutations of `originals` to `path` as YAML; `load` may only
    refuse them with our one-sentence errors."""
    @fuzz(examples)
    @given(data=mutated(originals))
    def check(data):
        path.write_text(yaml.dump(data, Dumper=DUMPER))
        only_our_errors(load, path)

    check()


@pytest.mark.parametrize("examples", EXAMPLES)
def test_mutated_military_charts_only_ever_raise_our_errors(tmp_path, examples):
    fuzz_yaml(tmp_path / "nations.yaml", [NATIONS], load_nations, examples)


@pytest.mark.parametrize("examples", EXAMPLES)
def test_a_mutated_engage_preset_only_ever_raises_our_errors(tmp_path, examples):
    fuzz_yaml(tmp_path / "preset.yaml", PRESETS, load_engage_scenario, examples)


@pytest.mark.parametrize("examples", EXAMPLES)
def test_any_bytes_as_a_save_only_ever_raise_our_errors(tmp_path, examples):
    @fuzz(examples)
    @given(raw=st.binary(max_size=200) | st.text(max_size=200).map(str.encode))
    def check(raw):
        path = tmp_path / "noise.json"
        path.write_bytes(raw)
        only_our_errors(saves.load_match, path)

    check()


@pytest.mark.parametrize("key", ["\n", " ", "", "a\tb", " lead"])
def test_an_odd_key_is_quoted_so_a_message_stays_one_readable_line(key):
    from game.files.reader import key_name
    named = key_name(key)
    assert named == repr(key) and "\n" not in named


def test_a_plain_key_is_named_as_it_is():
    from game.files.reader import key_name
    assert key_name("germans") == "germans"
