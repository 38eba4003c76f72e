"""A ruling's inputs (its situation) are written by the one codec, exactly as the hand-written writer wrote them."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import MISSING, fields
from typing import Any

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from floor.core.errors import FloorError
from floor.procedures import Situation
from floor.procedures.vocabulary import BOOL, INPUT_FACTS, INT, SEAT, SEAT_MAP, SEATS
from floor.tournament import codec


def earlier_to_dict(situation: Situation) -> dict[str, Any]:
    """``Situation.to_dict`` as Floor wrote a ruling's inputs before the codec did (defaults and empty lists and
    maps left out, ``hs`` and ``found`` always)."""
    out: dict[str, Any] = {}
    for f in fields(situation):
        value = getattr(situation, f.name)
        empty = value is None or value == () or (isinstance(value, Mapping) and not value)
        if f.name not in ("hs", "found") and (empty or (f.default is not MISSING and value == f.default)):
            continue
        if isinstance(value, Mapping):
            value = {str(k): v for k, v in value.items()}
        elif isinstance(value, tuple):
            value = list(value)
        out[f.name] = value
    return out


seats = st.integers(1, 10)


def _fact(kind: tuple[str, ...] | str) -> st.SearchStrategy[object]:
    if isinstance(kind, tuple):
        return st.sampled_from(kind)
    return {BOOL: st.booleans(), INT: st.integers(0, 3), SEAT: seats,
            SEATS: st.lists(seats, max_size=3, unique=True),
            SEAT_MAP: st.dictionaries(seats.map(str), st.integers(0, 500), max_size=3)}[kind]


facts = st.fixed_dictionaries(
    {"hs": _fact(INPUT_FACTS["hs"]), "found": _fact(INPUT_FACTS["found"])},
    optional={name: _fact(kind) for name, kind in INPUT_FACTS.items() if name not in ("hs", "found")})


@settings(max_examples=300, deadline=None)
@given(facts)
def test_a_rulings_inputs_are_written_as_an_earlier_floor_wrote_them(data: dict[str, object]) -> None:
    try:
        situation = Situation.from_dict(data)
    except FloorError:
        assume(False)
        raise
    written = codec.write(situation)
    assert written == earlier_to_dict(situation)
    assert list(written) == list(earlier_to_dict(situation))  # the same keys in the same order
    assert codec.write(Situation.from_dict(written)) == written  # (read back: the same inputs)


def test_an_empty_list_of_live_seats_is_left_out_of_a_rulings_inputs() -> None:
    """``live: []`` says no more than leaving it out: the inputs kept have neither it nor a ``null``."""
    situation = Situation.from_dict({"hs": "HS4", "found": "joker", "live": [], "winners": [2],
                                     "contributions": {"2": 10}})
    assert codec.write(situation) == {"hs": "HS4", "found": "joker", "contributions": {"2": 10}, "dealt_in": [2],
                                      "winners": [2]}
