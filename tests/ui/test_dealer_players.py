"""Who sits in each seat for this hand: the dealer seats another player through the picker under a seat's name,
and Confirm records the hand with that player; a player in two seats of a hand is refused."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from dealer_stations import T0, Station
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from floor.tournament import events as ev
from floor.tournament import players as P
from floor.tournament.hands.entry import BOARD
from floor.ui.dealer.cards import TARGET_PX
from floor.ui.dealer.players import EMPTY, PlayerPicker

LATE = "Karl Newman"  # registered after the draw: in the tournament, seated nowhere


@pytest.fixture
def station(qtbot: Any, tmp_path: Path) -> Iterator[Station]:
    made = Station(qtbot, tmp_path)
    made.store.act(made.tid, lambda s: P.register(s, LATE, now=T0, author="Ana", level=1))
    yield made
    made.store.close()


def player_id(station: Station, name: str) -> int:
    return next(p.id for p in station.state.players.values() if p.name == name)


def seated(station: Station, seat: int) -> int:
    player = station.state.tables[1].seats[seat - 1]
    assert player is not None
    return player


def open_picker(station: Station, seat: int) -> PlayerPicker:
    """Tap the seat's name: the picker opens under it."""
    station.qtbot.mouseClick(station.window.seats.rows[seat].name, Qt.MouseButton.LeftButton)
    picker = station.window.players.picker
    assert picker is not None and picker.isVisible() and picker.seat == seat
    return picker


def pick(station: Station, seat: int, search: str) -> None:
    """Search a name in the seat's picker and tap the first player found."""
    picker = open_picker(station, seat)
    station.qtbot.keyClicks(picker.search, search)
    found = [picker.list.item(row) for row in picker.visible_rows()]
    assert found, f"nobody found for {search!r}"
    station.qtbot.mouseClick(picker.list.viewport(), Qt.MouseButton.LeftButton,
                             pos=picker.list.visualItemRect(found[0]).center())
    assert not picker.isVisible()


def _hand_of_three(station: Station) -> None:
    station.only(1, 2, 3)
    station.type(1, "AsAd")
    station.type(2, "KcKs")
    station.type(3, "QcQd")
    station.type(BOARD, "Ah Kh 7c 7d 2s")
    for seat in (1, 2, 3):
        station.chips(seat, 500)


def test_the_dealer_seats_another_player_in_seat_3_and_confirm_records_them(station: Station) -> None:
    w = station.window
    late, replaced = player_id(station, LATE), seated(station, 3)
    picker = open_picker(station, 3)
    texts = [picker.list.item(row).text() for row in range(picker.list.count())]
    assert texts[0] == EMPTY and f"{LATE}  ·  not seated" in texts
    assert f"{station.name(3)}  ·  seat 3" in texts and len(texts) == 1 + 11  # nobody, every player still in
    assert picker.list.currentItem().text() == f"{station.name(3)}  ·  seat 3"
    rect = picker.list.visualItemRect(picker.list.item(1))
    assert rect.height() >= TARGET_PX and picker.search.height() >= TARGET_PX
    station.qtbot.keyClicks(picker.search, "karl new")  # every word, in any case
    assert [picker.list.item(row).text() for row in picker.visible_rows()] == [f"{LATE}  ·  not seated"]
    station.qtbot.keyClick(picker.search, Qt.Key.Key_Return)  # Enter takes the one found
    assert not picker.isVisible()
    row = w.seats.rows[3]
    assert row.name.full == LATE and station.name(3) in row.name.toolTip() and w.entry.touched
    assert w.entry.hand.seats[3].player == late
    seven = seated(station, 7)
    station.store.act(station.tid, lambda s: P.eliminate(s, [seven], now=T0 + 30, author="Ana"))
    w.poll()  # the seating changed, but the hand no longer follows it
    assert w.entry.hand.seats[3].player == late and w.entry.hand.seats[7].player == seven
    _hand_of_three(station)
    assert [r[1] for r in station.shown()["pushes"]] == [station.name(1)]
    QApplication.processEvents()
    station.qtbot.mouseClick(w.confirm_button, Qt.MouseButton.LeftButton)
    recorded = station.events(ev.HAND_RECORDED)
    assert len(recorded) == 1, w.message.text()
    players = recorded[0].data.to_json()["players"]
    assert players == {"1": seated(station, 1), "2": seated(station, 2), "3": late}
    assert replaced not in players.values()
    assert w.seats.rows[3].name.full == station.name(3) and w.entry.hand.seats[3].player == replaced  # the next hand


def test_a_player_in_another_seat_is_refused_and_a_swap_goes_through_an_empty_seat(station: Station) -> None:
    w = station.window
    three, four = seated(station, 3), seated(station, 4)
    pick(station, 3, station.name(4))
    assert w.message.text() == (f"Seat 3: {station.name(4)} is in seat 4 in this hand already, and a player sits in"
                                " one seat. Give seat 4 another player (or empty it) first.")
    assert w.message.property("refused") and w.message.isVisible()
    assert w.entry.hand.seats[3].player == three and w.seats.rows[3].name.full == station.name(3)
    assert not w.entry.touched
    pick(station, 4, "empty")  # seat 4 emptied: out of the hand
    assert w.entry.hand.seats[4].player is None and not w.seats.rows[4].in_hand.isChecked()
    assert w.seats.rows[4].name.full == "empty"
    pick(station, 3, station.name(4))
    pick(station, 4, station.name(3))  # given a player, the empty seat is dealt in again
    assert w.seats.rows[4].in_hand.isChecked() and w.entry.hand.seats[4].in_hand
    assert (w.entry.hand.seats[3].player, w.entry.hand.seats[4].player) == (four, three)
    assert not w.message.property("refused")
    station.only(3, 4)
    station.type(3, "AsAd")
    station.type(4, "KcKs")
    station.type(BOARD, "Ah Kh 7c 7d 2s")
    station.chips(3, 500)
    station.chips(4, 500)
    assert w.confirm()
    assert station.events(ev.HAND_RECORDED)[0].data.to_json()["players"] == {"3": four, "4": three}


def test_an_empty_seat_is_given_a_player_and_someone_out_is_not_offered(station: Station) -> None:
    w = station.window
    out = seated(station, 5)
    station.store.act(station.tid, lambda s: P.eliminate(s, [out], now=T0 + 30, author="Ana"))
    w.poll()
    row = w.seats.rows[5]
    assert row.name.full == "empty" and not row.in_hand.isChecked()
    picker = open_picker(station, 5)
    names = [picker.people[r].name for r in range(len(picker.people))]
    assert station.state.players[out].label not in names and LATE in names
    picker.hide()
    pick(station, 5, "Karl")
    assert row.in_hand.isChecked() and w.entry.hand.seats[5].player == player_id(station, LATE)
    # the corrected player goes out in the console before the hand is confirmed: Confirm refuses
    station.store.act(station.tid, lambda s: P.eliminate(s, [LATE], now=T0 + 40, author="Ana"))
    station.only(1, 5)
    station.type(1, "AsAd")
    station.type(5, "KcKs")
    station.type(BOARD, "Ah Kh 7c 7d 2s")
    station.chips(1, 500)
    station.chips(5, 500)
    assert not w.confirm() and station.events(ev.HAND_RECORDED) == []
    assert w.message.text() == f"Seat 5: {LATE} is not in the tournament any more."
