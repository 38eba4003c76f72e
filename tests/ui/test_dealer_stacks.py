"""The dealer station flags what cannot happen (issue 15, item 16): chips above a seat's known stack, an all-in
with chips left behind, and a table that balancing halted (BB-02).

The known stack is the console's: the last count and what the hands recorded since moved. Every hand here is
entered and confirmed through the station's widgets; counts, eliminations and moves go through the store, as
the console records them.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from dealer_stations import T0, Halted, Station, count, heads_up, player_at

from floor.tournament import events as ev
from floor.tournament.hands.entry import BOARD
from floor.tournament.seating import actions as seating
from floor.ui.dealer.window import BAD_FIELD

ADVICE = ("Correct the chips (or the all-in box) before you confirm; if a stack is wrong, the floor counts the "
          "table again in the console.")


@pytest.fixture
def station(qtbot: Any, tmp_path: Path) -> Iterator[Station]:
    made = Station(qtbot, tmp_path)
    yield made
    made.store.close()


def clock(at: float) -> str:
    return f"{datetime.fromtimestamp(at):%H:%M}"


def test_chips_above_the_seats_known_stack_are_refused_before_confirm_in_words(station: Station) -> None:
    """Seat 3 was counted at 10,000 and lost 250 in each of two hands: 12,000 typed for it is flagged at once, in
    words that say where the 9,500 comes from, its chips field red, Confirm off; 9,500 is accepted."""
    w = station.window
    count(station, {3: 10_000}, T0 + 30)
    heads_up(station, 4, 3, 250)
    heads_up(station, 4, 3, 250)
    assert station.state.players[player_at(station, 3)].chips == 9_500
    station.only(3, 4)
    station.type(3, "AsAd")
    station.type(4, "KcKs")
    station.type(BOARD, "2h 7c 9d Js 3c")
    station.chips(4, 12_000)
    station.chips(3, 12_000)
    assert w.message.text() == (f"Seat 3 put in 12,000 but has 9,500 (from the count at {clock(T0 + 30)} and 2 "
                                f"hands).\n{ADVICE}")
    assert w.message.property("refused") and w.message.isVisible()
    assert w.seats.rows[3].chips.styleSheet() == BAD_FIELD and w.seats.rows[4].chips.styleSheet() == ""
    assert w.outcome.settled and not w.confirm_button.isEnabled()
    assert not w.confirm() and len(station.events(ev.HAND_RECORDED)) == 2
    w.seats.rows[3].chips.clear()
    station.chips(3, 9_500)
    assert w.message.text() == "" and w.seats.rows[3].chips.styleSheet() == "" and w.confirm_button.isEnabled()


def test_an_all_in_seat_with_chips_left_behind_is_flagged_until_the_dealer_corrects_it(station: Station) -> None:
    """Seat 5, counted at 8,500, marked all in with 2,000: flagged, Confirm off; the dealer unticks all-in (it was a
    call) and the hand can be recorded; marked all in for its 8,500 it can be too."""
    w = station.window
    count(station, {5: 8_500}, T0 + 30)
    station.only(5, 6)
    station.type(5, "AsAd")
    station.type(6, "KcKs")
    station.type(BOARD, "2h 7c 9d Js 3c")
    station.chips(5, 2_000)
    station.chips(6, 2_000)
    station.tick(w.seats.rows[5].all_in)
    assert w.message.text() == f"Seat 5 is all in with 2,000 but has 8,500 (counted at {clock(T0 + 30)}).\n{ADVICE}"
    assert w.seats.rows[5].chips.styleSheet() == BAD_FIELD and not w.confirm_button.isEnabled()
    station.tick(w.seats.rows[5].all_in)
    assert w.message.text() == "" and w.confirm_button.isEnabled()
    station.tick(w.seats.rows[5].all_in)
    w.seats.rows[5].chips.clear()
    station.chips(5, 8_500)
    assert w.message.text() == "" and w.confirm_button.isEnabled()


def test_a_seat_never_counted_is_not_checked(station: Station) -> None:
    """Nothing is known of a stack never counted: any amount goes (the hand is the floor's to question)."""
    w = station.window
    station.only(1, 2)
    station.type(1, "AsAd")
    station.type(2, "KcKs")
    station.type(BOARD, "2h 7c 9d Js 3c")
    station.chips(1, 50_000)
    station.chips(2, 50_000)
    station.tick(w.seats.rows[2].all_in)
    assert w.message.text() == "" and w.confirm_button.isEnabled()


@pytest.fixture
def halted(qtbot: Any, tmp_path: Path) -> Iterator[Halted]:
    made = Halted(qtbot, tmp_path)
    yield made
    made.store.close()


def test_a_halted_table_is_shown_on_its_station_with_what_the_dealer_does(halted: Halted) -> None:
    """The Tables tab shows table 1 halted; its station says so at the top of the result, plainly, with why and
    what to do; when the floor moves a player into the empty seat, the station no longer says it."""
    w = halted.window
    state = halted.store.state(halted.tid)
    assert [h.table for h in seating.halted(state)] == [1]
    seat = halted.empty_seat
    assert w.halt_line.isVisible()
    assert w.halt_line.text() == (
        "Stop: do not deal the next hand. Table 1 has 4 players, 3 fewer than the fullest (7): halt before the next "
        f"hand — its big blind would fall on empty seat {seat} (BB-02); the floor may waive the halt. Wait for the "
        "floor to bring a player to this table, or to waive the halt.")
    mover = next(p for p in state.tables[2].seats if p is not None)
    halted.store.act(halted.tid, lambda s: seating.move(s, mover, 1, seat, now=T0 + 70, author="Ana",
                                                                  reason="balancing"))
    w.poll()
    assert not w.halt_line.isVisible() and w.halt_line.text() == ""
