"""Issue 28, one declarative codec: a record is written from its type hints and read back the same, what differs
from class to class is data (a ``Form``), and a value of the wrong shape is refused in one line naming where it is.
"""

from __future__ import annotations

import enum
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import ClassVar, Literal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floor.core.errors import FloorError
from floor.store.eventrows import UnreadableEvent, read
from floor.tournament import codec
from floor.tournament import records as R
from floor.tournament.codec import CodecError, Form
from floor.tournament.codec import read as decode
from floor.tournament.codec import write as encode
from floor.tournament.jsonvalue import FrozenDict, freeze_object


class Suit(enum.Enum):
    SPADES = "s"
    HEARTS = "h"


@dataclass(frozen=True)
class Card:
    rank: int
    suit: Suit


@dataclass(frozen=True)
class Places:
    """Every type the codec writes, in one record."""

    places: tuple[int, ...]
    name: str
    share: int | float
    pair: tuple[int, str]
    cards: tuple[Card, ...] = ()
    by_seat: Mapping[int, tuple[int, ...]] = field(default_factory=dict)
    by_name: Mapping[str, bool] = field(default_factory=dict)
    tags: frozenset[str] = frozenset()
    note: str | None = None
    kind: Literal["cash", "ticket"] = "cash"
    best: Card | None = None
    kept: FrozenDict = field(default_factory=FrozenDict)
    label: str = ""

    FORM: ClassVar[Form] = Form(names={"label": "title"}, order=("name", "places"), sparse=frozenset({"label"}))


def refusal(cls: type, data: object) -> str:
    with pytest.raises(CodecError) as caught:
        decode(cls, data)
    assert isinstance(caught.value, FloorError)
    return str(caught.value)


GOOD = {"name": "Main", "places": [500, 300], "share": 2.5, "pair": [1, "x"]}


@pytest.mark.parametrize(("data", "said"), [
    ({**GOOD, "places": [500, 300, "200"]}, "places[2]: not a whole number"),
    ({**GOOD, "places": [500, True]}, "places[1]: not a whole number"),  # JSON's true is no amount
    ({**GOOD, "places": {"1": 500}}, "places: not a list"),
    ({k: v for k, v in GOOD.items() if k != "name"}, "name: missing"),
    ({**GOOD, "pair": [1]}, "pair: not 2 values"),
    ({**GOOD, "pair": [1, 2]}, "pair[1]: not text"),
    ({**GOOD, "cards": [{"rank": 14, "suit": "s"}, {"rank": 13, "suit": "x"}]}, "cards[1].suit: not one of s, h"),
    ({**GOOD, "cards": [{"suit": "s"}]}, "cards[0].rank: missing"),
    ({**GOOD, "by_seat": {"3": [1, "a"]}}, "by_seat.3[1]: not a whole number"),
    ({**GOOD, "by_seat": {"03": [1]}}, "by_seat.03: not a number as Floor writes one"),
    ({**GOOD, "by_name": {"Ana": "yes"}}, "by_name.Ana: not true or false"),
    ({**GOOD, "kind": "chips"}, "kind: not one of cash, ticket"),
    ({**GOOD, "share": "half"}, "share: not a number"),
    ({**GOOD, "title": None}, "title: not text"),
    ({**GOOD, "kept": [1]}, "kept: not an object"),
    ([GOOD], "not an object"),
])
def test_a_value_of_the_wrong_shape_is_refused_naming_where_it_is(data: object, said: str) -> None:
    assert refusal(Places, data) == said


def test_keys_are_written_in_the_declared_order_under_their_json_names_and_a_sparse_field_only_when_set() -> None:
    made = Places((1, 2), "Main", 60, (3, "x"), label="")
    assert list(encode(made)) == ["name", "places", "share", "pair", "cards", "by_seat", "by_name", "tags", "note",
                                  "kind", "best", "kept"]
    assert encode(Places((1,), "M", 1, (1, "a"), label="Final"))["title"] == "Final"


@dataclass(frozen=True)
class Facts:
    """Facts given or not: ``live`` an empty list says no more than nothing."""

    hs: str
    live: tuple[int, ...] | None = None
    dealt_in: tuple[int, ...] = ()
    chips: Mapping[int, int] = field(default_factory=dict)
    count: int = 1

    FORM: ClassVar[Form] = Form(sparse=frozenset({"dealt_in", "count"}), sparse_empty=frozenset({"live", "chips"}))


def test_a_sparse_empty_field_is_left_out_when_empty_whatever_its_default() -> None:
    assert encode(Facts("HS4", live=(), dealt_in=(), chips={}, count=1)) == {"hs": "HS4"}
    assert encode(Facts("HS4", live=(2,), dealt_in=(1, 2), chips={2: 5}, count=2)) == {
        "hs": "HS4", "live": [2], "dealt_in": [1, 2], "chips": {"2": 5}, "count": 2}
    assert decode(Facts, {"hs": "HS4"}) == Facts("HS4")  # absent: the default
    assert refusal(Facts, {"hs": "HS4", "live": None}) == "live: null"  # (never written)


def test_a_number_is_written_as_it_was_read_an_int_stays_an_int() -> None:
    assert json.dumps(encode(decode(Places, {**GOOD, "share": 60}))["share"]) == "60"
    assert json.dumps(encode(decode(Places, {**GOOD, "share": 60.0}))["share"]) == "60.0"


def test_what_is_read_is_frozen() -> None:
    made = decode(Places, {**GOOD, "by_seat": {"1": [2]}, "kept": {"a": [1]}})
    with pytest.raises(TypeError):
        made.by_seat[2] = (3,)  # type: ignore[index]
    with pytest.raises(TypeError):
        made.kept["a"].append(2)  # type: ignore[union-attr]


CARDS = st.builds(Card, st.integers(2, 14), st.sampled_from(Suit))
PLACES = st.builds(
    Places, st.lists(st.integers(0, 10**9), max_size=4).map(tuple), st.text(max_size=8),
    st.integers(-10**6, 10**6) | st.floats(allow_nan=False, allow_infinity=False),
    st.tuples(st.integers(), st.text(max_size=4)), cards=st.lists(CARDS, max_size=3).map(tuple),
    by_seat=st.dictionaries(st.integers(0, 99), st.lists(st.integers(), max_size=2).map(tuple), max_size=3),
    by_name=st.dictionaries(st.text(max_size=4), st.booleans(), max_size=3),
    tags=st.frozensets(st.text(max_size=3), max_size=3), note=st.none() | st.text(max_size=4),
    kind=st.sampled_from(["cash", "ticket"]), best=st.none() | CARDS,
    kept=st.dictionaries(st.text(max_size=3), st.integers(), max_size=2).map(freeze_object),
    label=st.text(max_size=4))


@given(PLACES)
def test_every_record_reads_back_as_written_through_json(made: Places) -> None:
    text = json.dumps(encode(made), ensure_ascii=False)
    again = decode(Places, json.loads(text))
    assert again == made
    assert json.dumps(encode(again), ensure_ascii=False) == text


def test_a_damaged_event_in_the_file_is_named_with_the_path_of_what_is_wrong() -> None:
    done = read((7, "chips-counted", 1_800_000_000.0, "Ana", json.dumps({"counts": {"3": 1000, "7": "lots"}}).encode()))
    assert isinstance(done, UnreadableEvent)
    assert done.message.endswith("cannot be read: a value has the wrong form (counts.7: not a whole number)")


def test_an_older_floors_body_reads_with_its_fields_left_out_and_a_newer_ones_keeps_what_it_added() -> None:
    old = R.read_body("player-registered", {"player": 7, "name": "Ana"})
    assert old == R.Registered(7, "Ana", omitted=frozenset({"nickname", "member_id"}))
    assert old.to_json() == {"player": 7, "name": "Ana"}
    newer = R.read_body("player-registered", {"player": 7, "name": "Ana", "nickname": "", "member_id": "",
                                              "zz": [1]})
    assert newer.to_json() == {"player": 7, "name": "Ana", "nickname": "", "member_id": "", "zz": [1]}


def test_a_field_made_necessary_by_another_is_refused_when_missing() -> None:
    assert refusal(R.ClockAction, {"action": "jump"}) == "index: missing"
    assert refusal(R.PenaltyGiven, {"player": 1, "kind": "missed_hands", "row_id": "PN-02", "reason": "x"}) \
        == "hands: missing"
    assert R.read_body("clock", {"action": "pause"}) == R.ClockAction("pause")


def test_a_type_the_codec_cannot_write_is_a_programming_error_found_at_once() -> None:
    @dataclass(frozen=True)
    class Odd:
        when: complex

    with pytest.raises(TypeError, match="cannot write"):
        encode(Odd(1j))


# -- what a record nested in a body declares (issue 28, part A: settings, structure, chips, bounties) ----------------

@dataclass(frozen=True)
class Minutes:
    minutes: int
    note: str = ""

    FORM: ClassVar[Form] = Form(tag=("kind", "pause"), alphabetical=True, closed=True)


@dataclass(frozen=True)
class Blinds:
    small: int
    big: int

    FORM: ClassVar[Form] = Form(tag=("kind", "blinds"), alphabetical=True, closed=True)


@dataclass(frozen=True)
class Sheet:
    rows: tuple[Blinds | Minutes, ...]


def test_a_tagged_record_is_read_as_the_one_its_tag_names_and_written_with_its_tag_in_alphabetical_place() -> None:
    sheet = decode(Sheet, {"rows": [{"big": 50, "kind": "blinds", "small": 25}, {"kind": "pause", "minutes": 15}]})
    assert sheet == Sheet((Blinds(25, 50), Minutes(15)))
    assert json.dumps(encode(sheet)) == ('{"rows": [{"big": 50, "kind": "blinds", "small": 25}, '
                                         '{"kind": "pause", "minutes": 15, "note": ""}]}')
    # the refusal is the named record's, not the first arm's
    assert refusal(Sheet, {"rows": [{"kind": "pause", "minutes": "15"}]}) == "rows[0].minutes: not a whole number"
    assert refusal(Sheet, {"rows": [{"kind": "coffee"}]}) == "rows[0].kind: not one of blinds, pause"
    assert refusal(Blinds, {"kind": "pause", "small": 1, "big": 2}) == "kind: not 'blinds'"


def test_a_closed_record_refuses_a_key_it_does_not_know() -> None:
    assert refusal(Blinds, {"kind": "blinds", "small": 1, "big": 2, "ante": 5}) \
        == "ante: not a field (the fields are big, kind, small)"


@dataclass(frozen=True)
class Bounty:
    kind: str
    amount: int
    envelopes: tuple[int, ...] = ()
    stage: int | None = None

    FORM: ClassVar[Form] = Form(sparse=frozenset({"envelopes", "stage"}),
                                written_when={"stage": ("kind", frozenset({"mystery"}))})


def test_a_sparse_field_is_written_at_its_default_when_another_field_says_so() -> None:
    assert encode(Bounty("knockout", 10)) == {"kind": "knockout", "amount": 10}
    assert encode(Bounty("mystery", 10, (5, 20))) == {"kind": "mystery", "amount": 10, "envelopes": [5, 20],
                                                      "stage": None}
    assert decode(Bounty, {"kind": "mystery", "amount": 10, "envelopes": [5], "stage": None}).stage is None


@dataclass(frozen=True)
class Case:
    chips: tuple[Blinds, ...]

    FORM: ClassVar[Form] = Form(bare=True)


def test_a_bare_record_is_written_as_its_one_field() -> None:
    case = codec.decode([{"kind": "blinds", "small": 1, "big": 2}], Case)
    assert case == Case((Blinds(1, 2),))
    assert codec.encode(case, Case) == [{"big": 2, "kind": "blinds", "small": 1}]
    with pytest.raises(CodecError, match="not a list"):
        codec.decode({"chips": []}, Case)


def test_an_older_floors_settings_read_typed_and_are_written_back_as_they_were_read() -> None:
    """``FORM.kept``: settings with fewer keys (an older Floor's) are Settings, and the body writes them unchanged."""
    written = {"settings": {"buy_in": 100, "name": "Old Cup", "starting_stack": 5000}}
    body = R.read_body("tournament-created", written)
    assert (body.settings.name, body.settings.fee, body.settings.seats_per_table) == ("Old Cup", 0, 9)
    assert json.dumps(body.to_json()) == json.dumps(written)
    fresh = R.Created.of(body.settings)
    assert list(fresh.to_json()["settings"]) == sorted(fresh.to_json()["settings"])  # as the store keeps it
    assert R.read_body("tournament-created", fresh.to_json()) == fresh  # nothing kept: it writes itself
