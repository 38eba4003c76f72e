"""Issue 28, typed all the way down: the records nested in events (a seat draw, a balancing proposal) are typed and
written by the codec, and what an older Floor wrote in another shape is kept and written back byte for byte.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import ClassVar

from floor.tournament import codec
from floor.tournament import records as R
from floor.tournament.balancing.proposal import Proposal, Spot
from floor.tournament.jsonvalue import FrozenDict
from floor.tournament.rulingoutcome import LoggedOutcome
from floor.tournament.seating.drawrecord import SEAT_CARDS, Assignment, SeatDraw

MOVE = Proposal("move", ("BB-01", "BB-03"), "table 3 has 6 players, table 1 has 4", 2, Spot(3, 4), Spot(1, None))


def stored(body: R.Body) -> str:
    """The body as the store writes it."""
    return json.dumps(body.to_json(), ensure_ascii=False, sort_keys=True)


def test_a_proposal_this_floor_logged_reads_back_as_a_proposal_with_who_decides_written() -> None:
    moved = R.PlayerMoved(2, (3, 4), (1, 1), ("BB-01",), "confirmed", proposal=MOVE)
    text = stored(moved)
    assert json.loads(text)["proposal"]["floor_decides"] is True  # (the seat is the floor's to choose)
    again = R.read_body("player-moved", json.loads(text))
    assert isinstance(again, R.PlayerMoved) and again.proposal == MOVE
    assert stored(again) == text


def test_a_proposal_an_older_floor_logged_in_another_shape_is_kept_and_written_back_as_it_was() -> None:
    older = {"player": 2, "from": [3, 4], "to": [1, 1], "rules": [], "decision": "confirmed", "reason": "",
             "proposal": {"from": {"seat": 4, "table": 3}, "player": 2, "to": {"seat": 1, "table": 1}}}
    text = json.dumps(older, sort_keys=True)
    body = R.read_body("player-moved", json.loads(text))
    assert isinstance(body, R.PlayerMoved) and isinstance(body.proposal, FrozenDict)
    assert stored(body) == text


def test_a_stored_proposal_whose_who_decides_disagrees_with_its_fields_is_kept_as_written() -> None:
    """``floor_decides`` is computed, never read: a stored value the fields contradict is not silently changed."""
    written = json.loads(json.dumps(codec.write(MOVE)))
    written["floor_decides"] = False
    moved = {"player": 2, "from": [3, 4], "to": [1, 1], "rules": [], "decision": "", "reason": "",
             "proposal": written}
    text = json.dumps(moved, sort_keys=True)
    body = R.read_body("player-moved", json.loads(text))
    assert isinstance(body, R.PlayerMoved) and isinstance(body.proposal, FrozenDict)
    assert stored(body) == text


def test_a_stored_proposal_with_a_number_written_as_a_float_is_kept_as_written() -> None:
    written = json.loads(json.dumps(codec.write(MOVE)))
    written["player"] = 2.0
    tables = {"table": 3, "moves": [[2, 1, 1]], "proposal": written}
    text = json.dumps(tables, sort_keys=True)
    body = R.read_body("table-broken", json.loads(text))
    assert isinstance(body, R.TableBroken) and isinstance(body.proposal, FrozenDict)
    assert stored(body) == text


def test_a_seat_draw_reads_back_typed_and_its_keys_come_out_in_the_order_the_log_keeps() -> None:
    draw = SeatDraw(SEAT_CARDS, (Assignment(14, 1, 2), Assignment(3, 1, 5)))
    seated = R.SeatsDrawn({1: (None, 14, None, None, 3)}, ("SE-01",), SEAT_CARDS, False, draw)
    text = stored(seated)
    again = R.read_body("seats-drawn", json.loads(text))
    assert isinstance(again, R.SeatsDrawn) and again.draw == draw
    nested = json.dumps(again.to_json()["draw"])  # (not sorted by json.dumps: the codec's own order)
    assert nested == json.dumps(json.loads(text)["draw"], sort_keys=True)


def test_a_seat_draw_of_an_older_shape_is_kept_and_written_back_as_it_was() -> None:
    older = {"table": 2, "moves": [[7, 1, 3]], "draw": {"draw": [[7, 1, 3]]}}
    text = json.dumps(older, sort_keys=True)
    body = R.read_body("table-broken", json.loads(text))
    assert isinstance(body, R.TableBroken) and isinstance(body.draw, FrozenDict)
    assert stored(body) == text


def test_a_rulings_outcome_reads_back_typed_and_the_floors_own_stays_as_typed_in() -> None:
    from floor.procedures.engine import decide
    from floor.procedures.rulebook import load_rulebook
    from floor.procedures.rulings import ruling
    from floor.procedures.situations import Situation

    decision = decide(load_rulebook(), Situation(hs="HS4", found="duplicate_card", contributions={1: 50, 2: 100}))
    for event in (ruling(decision, now=1.0, author="Ana", table=3),
                  ruling(decision, now=1.0, author="Ana", table=3, override_reason="Play on.")):
        text = stored(event.data)
        again = R.read_body("ruling", json.loads(text))
        assert isinstance(again, R.RulingMade) and stored(again) == text
        assert isinstance(again.proposed_outcome, LoggedOutcome) and dict(again.proposed_outcome.refunds) == {
            1: 50, 2: 100}
    assert isinstance(again.final_outcome, FrozenDict) and again.final_outcome == {"lines": ["Play on."]}


@dataclass(frozen=True)
class Tags:
    tags: frozenset[str]
    spot: Spot


@dataclass(frozen=True)
class Holder:
    kept: Tags | FrozenDict


def test_a_nested_record_is_typed_only_when_it_writes_back_the_same_bytes() -> None:
    """Its keys sorted at every depth, a set's items sorted once each: else the JSON is kept as it was."""
    typed = {"kept": {"spot": {"seat": 4, "table": 3}, "tags": ["a", "b"]}}
    assert codec.read(Holder, typed).kept == Tags(frozenset({"a", "b"}), Spot(3, 4))
    assert json.dumps(codec.write(codec.read(Holder, typed))) == json.dumps(typed)
    for kept in ({"spot": {"table": 3, "seat": 4}, "tags": ["a", "b"]},  # a nested record's keys in another order
                 {"tags": ["a", "b"], "spot": {"seat": 4, "table": 3}},  # the record's own
                 {"spot": {"seat": 4, "table": 3}, "tags": ["b", "a"]},  # a set not in order
                 {"spot": {"seat": 4, "table": 3}, "tags": ["a", "a", "b"]},  # an item twice
                 {"spot": {"seat": 4, "table": 3}, "tags": ["a"], "zz": 1}):  # a key it does not write
        read_back = codec.read(Holder, {"kept": kept})
        assert isinstance(read_back.kept, FrozenDict)
        assert json.dumps(codec.write(read_back)) == json.dumps({"kept": kept})


@dataclass(frozen=True)
class Seat:
    """A nested record that leaves keys out: an optional one when the JSON did (remembered), a sparse one when it
    is its default."""

    seat: int
    cards: str = ""
    folded: bool = False
    note: str = ""
    extra: FrozenDict = field(default_factory=FrozenDict, kw_only=True)
    omitted: frozenset[str] = field(default=frozenset(), kw_only=True)

    FORM: ClassVar[codec.Form] = codec.Form(sparse=frozenset({"note"}))


@dataclass(frozen=True)
class SeatHolder:
    seat: Seat | FrozenDict


def test_a_nested_record_that_leaves_keys_out_is_typed_only_when_it_writes_back_the_same_keys() -> None:
    typed = ({"seat": 1}, {"cards": "As", "seat": 1}, {"folded": False, "note": "x", "seat": 2})
    kept = ({"seat": 1, "zz": 1},  # a key this Floor does not know
            {"seat": 1, "cards": "As"},  # not in the order the log keeps (sorted)
            {"note": "", "seat": 1},  # a sparse key written with its default (this Floor leaves it out)
            {"folded": None, "seat": 1})  # a value of another type
    for i, seat in enumerate(typed + kept):
        held = codec.read(SeatHolder, {"seat": seat})
        assert isinstance(held.seat, Seat if i < len(typed) else FrozenDict), seat
        assert json.dumps(codec.write(held)) == json.dumps({"seat": seat})  # written back as read, in its order
    assert codec.read(SeatHolder, {"seat": {"seat": 1}}).seat == Seat(1, omitted=frozenset({"cards", "folded"}))
