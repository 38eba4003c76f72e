"""Backspace at the dealer station takes back exactly one card, from the field in focus (issue 15, item 16).

Each key goes to the widget that has the keyboard focus (``QApplication.focusWidget()``), as a dealer's key does:
the tests never pick the field a key lands in, they check which field had the focus and what it lost.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from dealer_stations import Station, keys
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from floor.core.cards import RANKS, Card, Suit, card, parse_cards
from floor.tournament.hands.entry import BOARD
from floor.ui.dealer.cards import CardField, format_cards, without_last_card


@pytest.fixture
def station(qtbot: Any, tmp_path: Path) -> Iterator[Station]:
    made = Station(qtbot, tmp_path)
    made.window.activateWindow()
    qtbot.waitActive(made.window)
    yield made
    made.store.close()


def focused(station: Station) -> CardField:
    """The card field the next key goes to."""
    widget = QApplication.focusWidget()
    assert isinstance(widget, CardField), f"the focus is on {widget!r}, not on a card field"
    return widget


def backspace(station: Station, *, repeat: bool = False) -> CardField:
    """One press of Backspace (``repeat``: a press the keyboard repeats while the key is held), to the focus."""
    field = focused(station)
    if repeat:
        QApplication.sendEvent(field, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Backspace,
                                                Qt.KeyboardModifier.NoModifier, "\b", True))
    else:
        station.qtbot.keyClick(field, Qt.Key.Key_Backspace)
    return field


def texts(station: Station, *targets: int) -> list[str]:
    return [station.window.field(t).text() for t in targets]


def test_backspace_takes_one_card_from_the_seat_in_focus_and_an_empty_seat_only_goes_back(station: Station) -> None:
    """The grid filled seat 1 and moved on to seat 2: Backspace there takes seat 2's card, and in the empty seat 2
    it takes nothing from seat 1, it goes back there; the next Backspace takes seat 1's last card, one."""
    w = station.window
    station.only(1, 2, 3)
    station.focus(1)
    station.click("As Kd Qh")
    assert backspace(station) is w.field(2)
    assert texts(station, 1, 2) == ["A♠ K♦", ""] and w.grid.buttons[card(12, Suit.HEARTS)].isEnabled()
    assert backspace(station) is w.field(2)  # empty: nothing taken, the focus goes back to the last card's seat
    assert texts(station, 1, 2) == ["A♠ K♦", ""] and focused(station) is w.field(1) and w.entry.current == 1
    assert backspace(station) is w.field(1)
    assert texts(station, 1, 2) == ["A♠ ", ""] and w.entry.hand.used() == list(parse_cards("As"))


def test_a_held_backspace_takes_one_card_and_does_not_walk_into_the_next_seat(station: Station) -> None:
    """Held down, the key repeats: the first press takes one card, the repeats take none, and from an empty field
    they do not move on to take another seat's cards."""
    w = station.window
    station.only(1, 2)
    station.type(1, "AsKd")
    station.type(2, "QhJh")
    assert backspace(station) is w.field(2)
    for _ in range(5):
        backspace(station, repeat=True)
    assert texts(station, 1, 2) == ["A♠ K♦", "Q♥ "]
    backspace(station)
    assert texts(station, 1, 2) == ["A♠ K♦", ""]
    for _ in range(5):
        backspace(station, repeat=True)
    assert texts(station, 1, 2) == ["A♠ K♦", ""] and focused(station) is w.field(2)


def test_backspace_in_a_seat_locked_by_a_stop_elsewhere_takes_nothing_from_it(station: Station) -> None:
    """Seat 3's A♠ stops the entry (seat 1 has it): Backspace in seat 1, locked, took its K♦ before; now it takes
    nothing and goes to seat 3, where the next Backspace takes the A♠ back."""
    w = station.window
    station.only(1, 2, 3)
    station.type(1, "AsKd")
    station.type(2, "Qh")
    station.type(3, "Jc")
    keys(station.qtbot, w.field(3), "As")
    assert w.entry.stopped is not None and w.field(1).isReadOnly()
    station.focus(1)
    assert backspace(station) is w.field(1)
    assert w.entry.hand.cards_at(1) == list(parse_cards("As Kd")) and texts(station, 1) == ["A♠ K♦"]
    assert focused(station) is w.field(3) and w.entry.stopped is not None
    assert backspace(station) is w.field(3)
    assert texts(station, 1, 2, 3) == ["A♠ K♦", "Q♥ ", "J♣ "] and w.entry.stopped is None


def test_backspace_in_the_stopped_seat_takes_one_card_of_what_was_typed_there(station: Station) -> None:
    """A♠ (seat 1 has it) and then 9♦ typed at seat 3: Backspace took both before; now the 9♦ first, the entry
    still stopped by the A♠, then the A♠, and the entry goes on with seat 3's J♣."""
    w = station.window
    station.only(1, 3)
    station.type(1, "AsKd")
    station.type(3, "Jc")
    keys(station.qtbot, w.field(3), "As9d")
    assert w.entry.stopped is not None and texts(station, 3) == ["J♣ As9d"]
    assert backspace(station) is w.field(3)
    assert texts(station, 3) == ["J♣ As"] and w.entry.stopped is not None
    assert backspace(station) is w.field(3)
    assert texts(station, 3) == ["J♣ "] and w.entry.stopped is None
    assert w.entry.hand.cards_at(3) == list(parse_cards("Jc"))


def test_backspace_in_the_empty_board_during_a_stop_takes_nothing_from_the_stopped_seat(station: Station) -> None:
    """Before, Backspace in the empty board took the stopped seat's card; now it only goes to that seat."""
    w = station.window
    station.only(1, 3)
    station.type(1, "AsKd")
    station.type(3, "Jc")
    keys(station.qtbot, w.field(3), "Kd")
    station.focus(BOARD)
    assert backspace(station) is w.field(BOARD)
    assert texts(station, 3) == ["J♣ Kd"] and w.entry.stopped is not None and focused(station) is w.field(3)


def test_backspace_takes_one_card_of_seven_written_without_spaces(station: Station) -> None:
    """Stud writes seven cards without spaces ("A♠T♦…"): one Backspace, one card."""
    w = station.window
    station.choose("game_choice", "stud")
    station.only(1, 2)
    station.type(1, "As Td Kh Qc Js 9d 8h")
    assert texts(station, 1) == ["A♠T♦K♥Q♣J♠9♦8♥"]
    assert backspace(station) is w.field(1)
    assert texts(station, 1) == ["A♠T♦K♥Q♣J♠9♦ "] and len(w.entry.hand.cards_at(1)) == 6


cards_in_a_field = st.lists(st.sampled_from([card(r, s) for r in RANKS for s in Suit]), min_size=1, max_size=7,
                            unique=True)


@given(cards=cards_in_a_field, compact=st.booleans(), trailing=st.sampled_from(["", " ", "  "]))
def test_without_last_card_takes_exactly_the_last_card_of_any_text(cards: list[Card], compact: bool,
                                                                   trailing: str) -> None:
    """However the cards are written (symbols, spaced or not), taking the last one leaves the others, in order."""
    text = format_cards(cards, compact=compact) + trailing
    left = without_last_card(text)
    assert (list(parse_cards(left)) if left.strip() else []) == cards[:-1]
    typed = " ".join(str(c) for c in cards)  # as typed: "As Td"
    assert list(parse_cards(without_last_card(typed) or [])) == cards[:-1]
