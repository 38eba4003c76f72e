"""TD's save notation read as data: what it writes is read back; anything else is refused in one line that says
where, whatever the text (fuzzed), and never run."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floor.clubs.td.notation import MAX_DEPTH, Made, NotationError, decoded, read
from floor.clubs.td.save import read_save
from season.td_files import saves


def test_objects_arrays_constructors_and_calls_are_read_as_data() -> None:
    text = ('{ V: "3.7.2", T: new Tournament({UUID: "a-1", "Quoted key": \'single\', N: -12, F: 2.5e1, '
            'B: [true, false, null, undefined,], M: Map.from([["k", new LO.Cell({X: 1})]]), S: "a\\"b\\n\\u00e5"}) }')
    value = read(text)
    assert value["V"] == "3.7.2"
    t = value["T"]
    assert isinstance(t, Made) and t.name == "Tournament" and t.new
    fields = t.fields
    assert fields["Quoted key"] == "single" and fields["N"] == -12 and fields["F"] == 25.0
    assert fields["B"] == [True, False, None, None]
    assert fields["M"] == Made("Map.from", ([["k", Made("LO.Cell", ({"X": 1},))]],), new=False)
    assert fields["S"] == 'a"b\nå'
    assert math.isnan(read("NaN")) and read("[Infinity]") == [math.inf]


def test_an_older_save_in_windows_1252_is_read() -> None:
    assert read(decoded('{T: "Årsfinal"}'.encode("cp1252"))) == {"T": "Årsfinal"}
    assert read(decoded('{T: "Årsfinal"}'.encode())) == {"T": "Årsfinal"}


@pytest.mark.parametrize(("text", "said"), [
    ("", "the text ends where a value was due"),
    ("{V: 1} extra", "the end of the file was due, not 'extra'"),
    ("{V: 1; W: 2}", "not a Tournament Director file: '; W: 2}' at character 5"),
    ("{V 1}", "':' was due, not '1', at character 3"),
    ("new 5", "a constructor's name after 'new' was due"),
    ("Tournament", "'(' after Tournament was due"),
    ("[1, 2", "the text ends where ',' was due"),
])
def test_what_is_not_the_notation_is_refused_saying_where(text: str, said: str) -> None:
    with pytest.raises(NotationError) as refused:
        read(text)
    assert said in str(refused.value.message)


def test_a_file_nested_deeper_than_any_save_is_refused_in_words_not_by_a_crash() -> None:
    with pytest.raises(NotationError) as refused:
        read("[" * (MAX_DEPTH + 50) + "]" * (MAX_DEPTH + 50))
    assert "nested less than 200 deep" in str(refused.value.message)


def test_a_json_file_or_a_text_that_is_not_a_save_is_refused_as_not_a_td_file() -> None:
    for data in (b'{"players": []}', b"Name,Nickname\nAna,A\n", b"\x89PNG\r\n\x1a\n\x00\x00"):
        with pytest.raises(NotationError) as refused:
            read_save(data)
        assert str(refused.value.message).startswith("not a Tournament Director file")


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from(list('{}[](),:"\' new.Map.from 0123456789-eE truefalsnul\\\nA_')), max_size=80))
def test_any_text_is_read_or_refused_in_words(text: str) -> None:
    refused: NotationError | None = None
    try:
        read(text)
    except NotationError as err:  # (any other exception fails: a traceback the floor would see)
        refused = err
    assert refused is None or (str(refused.message).startswith("not a Tournament Director file")
                               and refused.code == "not-td")


def test_every_real_save_of_two_clubs_seasons_is_read() -> None:
    read = saves()
    assert len(read) == 86
    for path, save in read.items():
        assert save.title and save.played, path.name
        assert all(p.uuid and p.name for p in save.played), path.name
    assert {"3.4.3", "3.7.1", "3.7.2"} <= {save.version for save in read.values()}
