"""One schema check for the plain JSON of setups and content: each spec refuses a value
in one sentence — a setup's `<where> must be <wanted>, not <value>`, a content file's
`expected <wanted>, got <value>` — and the codec reads content a setup embeds as
dataclasses by their annotations."""

from __future__ import annotations

import copy
import json

import pytest

from game.files.reader import Reader
from game.rules.builtforwar import GAME as BUILT_FOR_WAR
from game.rules.builtforwar.content_json import content_from_json, content_to_json
from game.rules.core.codec import decode_plain
from game.rules.core.errors import DataError
from game.rules.core.schema import (
    Choice,
    Flag,
    ListOf,
    MapOf,
    Row,
    Share,
    Text,
    Whole,
    check,
    fields,
)
from tests.rules.builtforwar.helpers import content, setup_for

SETUP_SENTENCES = [
    (Whole(0, 5), 17, "the unit's facing must be a whole number from 0 to 5, not 17"),
    (Whole(0, 5), True, "the unit's facing must be a whole number from 0 to 5, not True"),
    (Whole(1, 99), 10**40, "the unit's facing must be a whole number from 1 to 99, not a "
     "number far too large"),
    (Text(20), "", "the unit's facing must be a text of at most 20 letters, not ''"),
    (Flag(), "yes", "the unit's facing must be true or false, not 'yes'"),
    (Choice(("x", "y")), "z", "the unit's facing must be one of x, y, not 'z'"),
    (Choice(("allies", "axis"), name="allies or axis"), ["allies"],
     "the unit's facing must be allies or axis, not a list of 1"),
    (Share(), 2.0, "the unit's facing must be a share above 0 and at most 1, not 2.0"),
    (ListOf(8), {}, "the unit's facing must be a list of at most 8, not an object"),
    (Row(3), [1, 2], "the unit's facing must be a list of 3, not a list of 2"),
    (MapOf(52), [], "the unit's facing must be an object of at most 52 entries, not a list "
     "of 0"),
    (Choice(("none",), says="{where}: unknown ability {value}"), "tiger",
     "the unit's facing: unknown ability 'tiger'"),
]


@pytest.mark.parametrize(("spec", "value", "sentence"), SETUP_SENTENCES)
def test_a_setup_value_is_refused_in_one_sentence(spec, value, sentence):
    with pytest.raises(ValueError) as caught:
        check(value, spec, "the unit's facing")
    assert str(caught.value) == sentence


def test_an_accepted_value_is_read_as_the_rules_keep_it():
    assert check(" Ann ", Text(80, strip=True), "a name") == "Ann"
    assert check(1, Share(), "a share") == 1.0 and isinstance(check(1, Share(), "s"), float)
    assert check(5, Whole(0, None), "a number") == 5


def test_an_object_is_refused_by_its_first_wrong_key():
    for value, sentence in (([], "the map must be an object, not a list of 0"),
                            ({"a": 1, "c": 2}, "the map has an unknown entry 'c'"),
                            ({"a": 1}, "the map is missing its b")):
        with pytest.raises(ValueError, match=f"^{sentence}$"):
            fields(value, "the map", ("a", "b"))


def test_a_content_file_words_the_same_spec_as_expected_and_got(tmp_path):
    reader = Reader(tmp_path / "units.yaml")
    with pytest.raises(DataError) as caught:
        reader.expect(300, "nations.british.colour", Whole(0, 255))
    assert str(caught.value) == (f"{tmp_path / 'units.yaml'}:nations.british.colour: "
                                 "expected a whole number from 0 to 255, got 300")
    with pytest.raises(DataError, match="expected a whole number of at least 1, got 0"):
        reader.whole(0, "budget", 1)
    with pytest.raises(DataError, match="expected a mapping, got 'x'"):
        reader.mapping("x", "top")


def test_built_for_war_content_reads_back_by_its_annotations():
    shipped = content()
    assert content_from_json(json.loads(json.dumps(content_to_json(shipped)))) == shipped


@pytest.mark.parametrize(("damage", "sentence"), [
    (lambda c: c["technologies"][0].update(weight="heavy"),
     "technologies[0].weight: expected a whole number, got 'heavy'"),
    (lambda c: c["technologies"][0].pop("name"), "technologies[0] has wrong fields: name "
     "missing"),
    (lambda c: c["doctrine_tiles"][0]["sides"].pop(), "doctrine_tiles[0].sides: expected a "
     "list of 2, got 1 items"),
    (lambda c: c["ai_tanks"][0]["entries"].update(soon=[1, 2]),
     "ai_tanks[0].entries: the key 'soon' is not a whole number"),
    (lambda c: c["ai_aid"].update(targeting="all"), "ai_aid.targeting: expected a list"),
])
def test_damaged_embedded_content_names_the_field(damage, sentence):
    data = copy.deepcopy(content_to_json(content()))
    damage(data)
    with pytest.raises(ValueError) as caught:
        content_from_json(data)
    assert str(caught.value).startswith("the embedded Built for War content is damaged (")
    assert sentence in str(caught.value)
    assert "Error" not in str(caught.value)


def test_a_built_for_war_setup_checks_its_options():
    setup = setup_for(["human", "human"])
    for key, value, sentence in (("fast_start", "yes", "fast_start must be true or false, "
                                  "not 'yes'"),
                                 ("fresh_start", 1, "fresh_start must be true or false, "
                                  "not 1"),
                                 ("nations", [], "a Built for War setup names 1 to 4 "
                                  "nations")):
        with pytest.raises(ValueError, match=f"^{sentence}$"):
            BUILT_FOR_WAR.parse_setup({**setup, key: value})


def test_decode_plain_refuses_what_is_not_an_object():
    with pytest.raises(ValueError, match="expected an object, got 'x'"):
        decode_plain("x", type(content()))
