"""A station's entry of a hand (issue 18, the faults): made against the state it saw, with an id of its own.

A tablet that lost the network submits the hand when the network is back, perhaps twice (its first answer was
lost). The id it made is kept with the recorded hand, so the retry is known as the same entry; an entry made for
a hand the table has since moved past (another hand was recorded, the button moved) is refused in words and
changes nothing, never applied to the wrong hand. On a real SQLite file."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

import pytest

from floor.core.errors import FloorError
from floor.store.desk import StoreDesk
from floor.store.tournaments import Store
from floor.store.where import open_store
from floor.tournament import players as P
from floor.tournament import timekeeping as T
from floor.tournament.records import HandRecorded
from floor.tournament.seating import actions as seating
from floor.tournament.settings import Settings
from floor.usecases.hands import Entry, earlier_entry, record_hand

from .conftest import Places

T0 = 1_800_000_000.0


@pytest.fixture
def table(where: Places) -> Iterator[tuple[Store, StoreDesk]]:
    store = open_store(where("floor.db"))
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000, seats_per_table=10), now=T0,
                       author="Ana")
    for i in range(10):
        store.act(tid, lambda s, i=i: P.register(s, f"Player {i + 1}", now=T0, author="Ana", level=1))
    rng = random.Random(5)
    store.act(tid, lambda s: seating.draw_seats(s, rng=rng, now=T0, author="Ana"))
    store.act(tid, lambda s: seating.draw_button(s, 1, rng=rng, now=T0, author="Ana"))
    store.act(tid, lambda s: T.clock(s, "start", now=T0, author="Ana"))
    yield store, StoreDesk(store, tid, "Tablet 1 (Dan)", lambda: T0 + 60)
    store.close()


def _hand(winner: int, loser: int) -> dict[str, object]:
    return {"game": "holdem", "board": "Ah Kh 7c 7d 2s", "chip": 25,
            "seats": [{"seat": winner, "cards": "As Ad", "contributed": 500},
                      {"seat": loser, "cards": "Kc Ks", "contributed": 500}]}


def test_an_entry_for_the_next_hand_is_recorded_with_the_stations_id(table: tuple[Store, StoreDesk]) -> None:
    store, desk = table
    done = record_hand(desk, 1, _hand(1, 5), entry=Entry(hand=1, submission="tab1-0001"))
    event = done.done.events[0]
    assert event.body(HandRecorded).submission == "tab1-0001" and done.hand == 1
    stored = store.db.execute("SELECT CAST(payload AS TEXT) FROM events WHERE kind = 'hand-recorded'").fetchone()[0]
    assert json.loads(stored)["submission"] == "tab1-0001"


def test_an_entry_made_before_another_hand_was_recorded_is_refused_and_changes_nothing(
        table: tuple[Store, StoreDesk]) -> None:
    store, desk = table
    record_hand(desk, 1, _hand(1, 5), entry=Entry(hand=1, submission="tab1-0001"))
    before = store.reach(desk.tournament_id)
    with pytest.raises(FloorError) as refused:
        record_hand(desk, 1, _hand(5, 1), entry=Entry(hand=1, submission="tab1-0002"))
    assert refused.value.code == "stale-entry"
    assert "table 1 is at hand 2, and this entry was made for hand 1" in refused.value.message
    assert store.reach(desk.tournament_id) == before


def test_a_retry_of_a_recorded_entry_is_found_as_that_hand_and_another_id_is_not(
        table: tuple[Store, StoreDesk]) -> None:
    store, desk = table
    first = record_hand(desk, 1, _hand(1, 5), entry=Entry(hand=1, submission="tab1-0001")).done.events[0]
    record_hand(desk, 1, _hand(5, 1), entry=Entry(hand=2, submission="tab1-0002"))
    history = store.history(desk.tournament_id)
    found = earlier_entry(history, 1, "tab1-0001")
    assert found is not None and found.seq == first.seq
    assert earlier_entry(history, 2, "tab1-0001") is None  # another table's station made its own ids
    assert earlier_entry(history, 1, "tab1-0003") is None
    assert earlier_entry(history, 1, "") is None


def test_a_hand_recorded_without_an_entry_writes_no_submission_field(table: tuple[Store, StoreDesk]) -> None:
    """What every earlier Floor wrote stays what is written: the field appears only for a station's entry."""
    store, desk = table
    record_hand(desk, 1, _hand(1, 5))
    stored = store.db.execute("SELECT CAST(payload AS TEXT) FROM events WHERE kind = 'hand-recorded'").fetchone()[0]
    assert "submission" not in json.loads(stored)
