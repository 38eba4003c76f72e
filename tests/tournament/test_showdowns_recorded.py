"""Issue 28, typed all the way down: a recorded hand's showdown request and answer are typed records the one codec
reads and writes, byte for byte; what an older Floor (or a client) kept in another shape is kept as it was."""

from __future__ import annotations

import json
from collections.abc import Mapping
from types import MappingProxyType

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floor.core.showdown import showdown
from floor.tournament import codec
from floor.tournament import records as R
from floor.tournament.jsonvalue import FrozenDict, freeze_object
from floor.tournament.showdowns import Answer, Asked, as_json, as_recorded

REQUESTS = [
    {"game": "holdem", "board": "Ah Kh 7c 7d 2s", "button": 1,
     "seats": [{"seat": 1, "cards": "As Ad", "contributed": 500}, {"seat": 2, "cards": "Kc Ks", "contributed": 500}]},
    {"game": "holdem", "board": ["Ah", "Kh", "7c", "7d", "2s"], "button": 3, "chip": 5,
     "seats": [{"seat": 1, "cards": ["As", "Ad"], "contributed": 100},
               {"seat": 2, "cards": "Kc Ks", "contributed": 100},
               {"seat": 3, "cards": "Qc Qd", "contributed": 55}, {"seat": 4, "contributed": 20, "folded": True}]},
    {"game": "omaha-hilo", "board": "Ah 2h 3c 9d Ks", "button": 2, "house": {"joker_policy": "tda"},
     "seats": [{"seat": 1, "cards": "4s 5s Jc Jd", "contributed": 305}, {"seat": 2, "cards": "Ac 2c Qh Qs",
                                                                           "contributed": 305},
               {"seat": 3, "cards": "Kd Kh 8c 8s", "contributed": 305, "dead": 10}]},
    {"game": "holdem", "board": "Ah Kd Qc Jh Ts", "button": 3, "chip": 5,  # a split pot with an odd chip
     "seats": [{"seat": 1, "cards": "2c 3d", "contributed": 100}, {"seat": 2, "cards": "4c 5d", "contributed": 100},
               {"seat": 3, "cards": "6c 7d", "contributed": 5, "folded": True}]},
    {"game": "holdem", "board": "Ah Kh 7c 7d 2s",  # no chips: an answer without pots
     "seats": [{"seat": 1, "cards": "As Ad"}, {"seat": 2, "cards": "Kc Ks"}]},
]


def stored(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


@pytest.mark.parametrize("request_", REQUESTS)
def test_a_hand_this_floor_records_keeps_its_request_and_answer_typed_and_writes_them_as_before(request_) -> None:
    answer = showdown(request_)
    asked, answered = as_recorded(Asked, request_), as_recorded(Answer, answer)
    assert isinstance(asked, Asked) and isinstance(answered, Answer)
    assert stored(as_json(asked)) == stored(request_)  # the bytes freeze_object's JSON gave before
    assert stored(as_json(answered)) == stored(answer)
    assert json.dumps(as_json(answered)) == stored(answer)  # written with its keys sorted, as the log keeps it


@pytest.mark.parametrize("request_", REQUESTS)
def test_the_fold_reads_the_same_chips_and_busters_from_a_typed_hand_as_from_one_an_older_floor_kept(
        request_) -> None:
    answer = showdown(request_)
    players = {seat: 10 + seat for seat in range(1, 5)}
    typed = R.HandRecorded(1, 1, players, as_recorded(Asked, request_), as_recorded(Answer, answer))
    frozen = R.HandRecorded(1, 1, players, freeze_object(request_), freeze_object(dict(answer)))
    assert isinstance(typed.request, Asked) and isinstance(frozen.request, FrozenDict)
    assert typed.payouts == frozen.payouts and typed.contributions == frozen.contributions
    assert [typed.busters(s) for s in range(1, 5)] == [frozen.busters(s) for s in range(1, 5)]
    assert stored(typed.to_json()) == stored(frozen.to_json())


def test_an_older_floors_answer_is_kept_as_it_was_and_read_as_before() -> None:
    """An answer from before the hands' ``kind`` and ``ranks``: not one this Floor writes, so kept frozen."""
    answer = json.loads(json.dumps(showdown(REQUESTS[0])))
    for seat in answer["hands"]:
        del seat["high"]["kind"], seat["high"]["ranks"]
    kept = as_recorded(Answer, answer)
    assert isinstance(kept, FrozenDict)
    body = R.read_body("hand-recorded", json.loads(stored(
        {"table": 1, "hand": 1, "players": {"1": 7, "2": 8}, "request": REQUESTS[0], "result": answer})))
    assert body.payouts == {1: 1000} and body.busters(2) == (7,)
    assert stored(body.to_json()["result"]) == stored(answer)


JSON = st.recursive(st.none() | st.booleans() | st.integers(-3, 3) | st.floats(allow_nan=False) | st.text(max_size=3),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner,
                                                                                max_size=3), max_leaves=8)
CARDS = st.text("AKs ", max_size=5) | st.lists(st.sampled_from(["As", "Kd"]), max_size=2)
SEAT = st.fixed_dictionaries({"seat": st.integers(1, 10)}, optional={
    "cards": CARDS, "contributed": st.integers(0, 900) | JSON, "folded": st.booleans(), "dead": st.integers(0, 9)})
SHAPED = st.fixed_dictionaries({"game": st.sampled_from(["holdem", "razz"])}, optional={
    "board": CARDS, "button": st.none() | st.integers(1, 10), "chip": st.integers(1, 5) | st.just(1.0),
    "house": st.dictionaries(st.text(max_size=3), JSON, max_size=2), "seats": st.lists(SEAT, max_size=3),
    "deck": st.integers(52, 54) | st.text(max_size=3), "jokers": st.integers(0, 2), "other": JSON})


@settings(max_examples=300, deadline=None)
@given(st.one_of(SHAPED, st.dictionaries(st.text(max_size=6), JSON, max_size=4)))
def test_any_request_a_hand_kept_is_written_back_byte_for_byte_typed_or_not(request_: dict[str, object]) -> None:
    kept = as_recorded(Asked, request_)
    assert stored(as_json(kept)) == stored(request_)
    again = as_recorded(Asked, json.loads(stored(as_json(kept))))  # read back from the log: the same record
    assert again == kept and type(again) is type(kept)


def test_a_request_read_from_an_intents_arguments_is_recorded_typed() -> None:
    """The room service reads a station's request into read-only mappings: recorded as the desk's own is."""
    request_ = REQUESTS[1]
    read = codec.decode(json.loads(json.dumps(request_)), Mapping[str, object])
    assert isinstance(read, MappingProxyType)
    kept = as_recorded(Asked, read)
    assert isinstance(kept, Asked) and stored(as_json(kept)) == stored(request_)
