"""No malformed Built for War file, whatever its shape, raises anything but DataError:
checking it gives sentences, loading it a DataError."""

from __future__ import annotations

import shutil

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.files.builtforwar import check_content_file, load_content
from game.files.builtforwar.content import CONTENT_FOLDER
from game.rules.core.errors import DataError
from tests.tiers import short_and_full

DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)  # libyaml's, when PyYAML has it

SHIPPED = {path.name: yaml.safe_load(path.read_text(encoding="utf-8"))
           for path in sorted(CONTENT_FOLDER.glob("*.yaml"))}

scalars = st.one_of(st.none(), st.booleans(), st.integers(-20, 2000),
                    st.floats(allow_nan=False), st.text(max_size=8),
                    st.sampled_from(["none", "primary", "cannon", "germany", "all", "1942"]))
values = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4),
    st.dictionaries(st.one_of(st.text(max_size=6), st.integers(1940, 1946)), inner,
                    max_size=4)), max_leaves=12)


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    """A copy of the shipped content; each example overwrites one file of it."""
    path = tmp_path_factory.mktemp("bfw")
    for source in CONTENT_FOLDER.glob("*.yaml"):
        shutil.copy(source, path / source.name)
    return path


def _replace_somewhere(document, steps: list[int], value):
    """`document` with the node reached by following `steps` replaced by `value`."""
    if not steps or not isinstance(document, dict | list) or not document:
        return value
    keys = list(document) if isinstance(document, dict) else list(range(len(document)))
    key = keys[steps[0] % len(keys)]
    copy = dict(document) if isinstance(document, dict) else list(document)
    copy[key] = _replace_somewhere(document[key], steps[1:], value)
    return copy


def _assert_sentences(path) -> None:
    problems = check_content_file(path)
    assert all(isinstance(p, str) and p.startswith(f"{path}:") and "\n" not in p
               for p in problems)


@pytest.mark.parametrize(("examples", "fixed"), short_and_full((10, True), (40, False)))
def test_a_shipped_file_with_any_node_replaced_checks_without_raising(folder, examples, fixed):
    """Each example checks one broken file and loads the whole folder: 10 fixed ones in
    `make test`, 40 fresh ones in `make strength`."""
    @settings(max_examples=examples, deadline=None, derandomize=fixed)
    @given(name=st.sampled_from(sorted(SHIPPED)),
           steps=st.lists(st.integers(0, 99), max_size=5), value=values)
    def check(name, steps, value):
        path = folder / name
        try:
            broken = _replace_somewhere(SHIPPED[name], steps, value)
            path.write_text(yaml.dump(broken, Dumper=DUMPER, allow_unicode=True),
                            encoding="utf-8")
            _assert_sentences(path)
            try:
                load_content(folder)
            except DataError:
                pass
        finally:
            shutil.copy(CONTENT_FOLDER / name, path)

    check()


@settings(max_examples=100, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=st.text(max_size=60))
def test_any_text_after_a_schema_line_checks_without_raising(tmp_path, text):
    path = tmp_path / "fuzz.yaml"
    path.write_text("schema: built-for-war/technologies\n" + text, encoding="utf-8")
    _assert_sentences(path)


@pytest.mark.parametrize("text", [
    "schema: built-for-war/support\n? [a, b]\n: 1\n",
    "schema: built-for-war/ai-tanks\nnations: &a [*a]\n",
    "schema: built-for-war/boards\nboards: {germany: !!python/object:os.system {}}\n",
    "\xff\xfe",
])
def test_hostile_yaml_gives_one_sentence(tmp_path, text):
    path = tmp_path / "hostile.yaml"
    path.write_bytes(text.encode("latin-1") if text.startswith("\xff") else text.encode())
    problems = check_content_file(path)
    assert problems and all(p.startswith(f"{path}:") for p in problems)
