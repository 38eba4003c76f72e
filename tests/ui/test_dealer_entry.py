"""Card and chip entry at the dealer station: the grid, typing, Backspace, Tab, the defective deck, touch sizes."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from dealer_stations import Station, keys
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from floor.core.cards import JOKER, parse_card
from floor.tournament import events as ev
from floor.tournament.hands.entry import BOARD
from floor.ui.dealer.cards import TARGET_PX


@pytest.fixture
def station(qtbot: Any, tmp_path: Path) -> Iterator[Station]:
    made = Station(qtbot, tmp_path)
    yield made
    made.store.close()


def _complete_holdem(station: Station) -> None:
    station.only(1, 2)
    station.type(1, "AsAd")
    station.type(2, "KcKs")
    station.type(BOARD, "Ah Kh 7c 7d 2s")
    station.chips(1, 500)
    station.chips(2, 500)


def test_a_card_typed_twice_stops_the_entry_with_the_defective_deck_ruling(station: Station) -> None:
    """A♠ typed at seat 2 after seat 1: DD-02 in words, the deck grid closed, nothing can be recorded;
    Backspace takes the card back (a mistyped card) and the entry goes on."""
    w = station.window
    _complete_holdem(station)
    assert w.confirm_button.isEnabled()
    field = w.field(2)
    station.qtbot.keyClick(field, Qt.Key.Key_Backspace)
    assert field.text() == "K♣ "
    keys(station.qtbot, field, "As")
    assert station.shown()["status"] == "Stop: the deck is defective (DD-02).\nA♠ is entered twice (seat 1 and seat 2)."
    assert w.message.text() == ("Nothing can be recorded: call the floor. Backspace takes the card back if it "
                                "was mistyped.")
    assert station.shown()["pushes"] == [] and not w.confirm_button.isEnabled()
    assert not any(b.isEnabled() for b in w.grid.buttons.values())
    assert w.field(1).isReadOnly() and w.seats.rows[1].chips.isReadOnly() and not field.isReadOnly()
    station.qtbot.mouseClick(w.confirm_button, Qt.MouseButton.LeftButton)
    w.confirm()
    assert station.events(ev.HAND_RECORDED) == [] and station.events(ev.NEXT_HAND) == []
    station.qtbot.keyClick(field, Qt.Key.Key_Backspace)
    assert field.text() == "K♣ " and w.message.text() == "" and not w.field(1).isReadOnly()
    assert w.grid.buttons[parse_card("Qd")].isEnabled() and not w.grid.buttons[parse_card("As")].isEnabled()
    assert not w.confirm_button.isEnabled()  # seat 2 has one card again


def test_the_same_card_twice_in_one_field_and_a_joker_in_holdem_are_rulings_too(station: Station) -> None:
    w = station.window
    station.type(1, "Ks kS")
    assert station.shown()["status"] == "Stop: the deck is defective (DD-02).\nK♠ is entered twice."
    station.qtbot.keyClick(w.field(1), Qt.Key.Key_Backspace)  # one press, one card: the second K♠
    assert w.field(1).text() == "K♠ " and w.message.text() == ""
    station.type(3, "Jk")
    assert station.shown()["status"] == ("Stop: the deck is defective (DD-07).\nSeat 3 has a joker, but holdem is "
                                         "played without one.")


def test_the_grid_shows_the_games_deck_and_greys_what_is_used(station: Station) -> None:
    """Five-card stud from a 36-card deck with a joker: 36 cards and the joker, no deuce; the joker is used once."""
    w = station.window
    station.choose("game_choice", "stud5")
    assert not w.deck_choice.isHidden() and len(w.grid.buttons) == 52
    station.choose("deck_choice", 36)
    station.choose("jokers_choice", 1)
    assert len(w.grid.buttons) == 36 and len(w.grid.joker_buttons) == 1
    assert parse_card("2s") not in w.grid.buttons and parse_card("6c") in w.grid.buttons
    station.only(1, 2)
    station.focus(1)
    station.click("Jk As Ks Qs Js")
    assert not w.grid.joker_buttons[0].isEnabled() and w.entry.hand.cards_at(1)[0] == JOKER and w.entry.current == 2
    assert w.entry.hand.request()["deck"] == "36" and w.entry.hand.request()["jokers"] == 1


def test_tab_goes_to_the_next_seat_in_the_hand_then_the_board(station: Station) -> None:
    w = station.window
    station.only(2, 5, 9)
    station.type(2, "AsKd")
    for expected in (5, 9, BOARD):
        station.qtbot.keyClick(w.field(w.entry.current), Qt.Key.Key_Tab)
        assert w.entry.current == expected
    station.qtbot.keyClick(w.field(BOARD), Qt.Key.Key_Backtab)
    assert w.entry.current == 9
    w.activateWindow()
    station.qtbot.waitActive(w)
    w.seats.rows[2].chips.setFocus()
    station.qtbot.keyClick(w.seats.rows[2].chips, Qt.Key.Key_Tab)  # chips go down the chips column
    assert w.seats.rows[5].chips.hasFocus()
    station.qtbot.keyClick(w.seats.rows[5].chips, Qt.Key.Key_Backtab)
    assert w.seats.rows[2].chips.hasFocus()


def test_tab_reaches_the_chips_fold_all_in_and_confirm_and_confirms_with_the_keyboard(station: Station) -> None:
    """The finding (issue 29): Tab went round the cards only (and the chips round the chips): the Fold and
    All-in boxes and Confirm needed the mouse. Tab goes on from the board down the chips, the Fold boxes, the
    All-in boxes and to Confirm, and Space there records the hand."""
    w = station.window
    station.only(2, 5)
    w.activateWindow()
    station.qtbot.waitActive(w)
    station.focus(2)
    station.qtbot.keyClicks(w.field(2), "AsAd")
    station.qtbot.keyClick(w.field(2), Qt.Key.Key_Tab)
    station.qtbot.keyClicks(w.field(5), "KcKs")
    station.qtbot.keyClick(w.field(5), Qt.Key.Key_Tab)
    station.qtbot.keyClicks(w.field(BOARD), "2h7d9cJhQd")
    station.qtbot.keyClick(w.field(BOARD), Qt.Key.Key_Tab)
    rows = w.seats.rows
    assert rows[2].chips.hasFocus()
    station.qtbot.keyClicks(rows[2].chips, "500")
    station.qtbot.keyClick(rows[2].chips, Qt.Key.Key_Tab)
    assert rows[5].chips.hasFocus()
    station.qtbot.keyClicks(rows[5].chips, "500")
    visited = []
    for _ in range(4):  # Fold 2, Fold 5, All-in 2, All-in 5
        station.qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        visited.append(QApplication.focusWidget())
    assert visited == [rows[2].folded, rows[5].folded, rows[2].all_in, rows[5].all_in]
    station.qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert w.confirm_button.hasFocus() and w.confirm_button.isEnabled()
    station.qtbot.keyClick(w.confirm_button, Qt.Key.Key_Tab)  # and round to the cards again
    assert QApplication.focusWidget() is w.field(2)
    station.qtbot.keyClick(w.field(2), Qt.Key.Key_Backtab)
    assert w.confirm_button.hasFocus()
    hands = station.store.state(station.tid).hands.get(w.table, 0)
    station.qtbot.keyClick(w.confirm_button, Qt.Key.Key_Space)
    station.qtbot.waitUntil(lambda: station.store.state(station.tid).hands.get(w.table, 0) == hands + 1)


def test_chips_per_street_add_up_and_a_bad_amount_is_named(station: Station) -> None:
    w = station.window
    station.only(1, 2)
    station.chips(1, 100, 200, 300)
    assert w.seats.rows[1].chips.text() == "100+200+300"
    assert w.entry.hand.seats[1].chips == "100+200+300"
    station.qtbot.keyClicks(w.seats.rows[2].chips, "12x")
    assert station.shown()["status"] == ("Cannot settle: seat 2: '12x' is not a number of chips "
                                         "(type 1200, or 200+400+600)")
    assert w.seats.rows[2].chips.styleSheet() != "" and w.seats.rows[1].chips.styleSheet() == ""
    station.qtbot.keyClick(w.seats.rows[2].chips, Qt.Key.Key_Backspace)
    assert station.shown()["status"].startswith("Still to enter: the board (0 of 5 cards); seat 1 (0 of 2 cards)")
    station.type(1, "AsAd")
    station.type(2, "KcKs")
    station.type(BOARD, "Ah Kh 7c 7d 2s")
    assert w.entry.hand.request()["seats"][0]["contributed"] == 600
    assert station.shown()["status"] == ("Cannot settle: seat 2: contributed 12 is not a whole number of the "
                                         "smallest chip (25)")
    station.qtbot.keyClicks(w.seats.rows[2].chips, "5")
    assert station.shown()["pushes"] == [["1", station.name(1), "725"]]
    assert station.shown()["notes"] == ["Uncalled bet returned to seat 1: 475"]


def test_every_target_is_touch_sized_and_every_name_fits_at_1280x720(station: Station) -> None:
    w = station.window
    assert (w.width(), w.height()) == (1280, 720)
    _complete_holdem(station)
    QApplication.processEvents()
    buttons = [*w.grid.buttons.values(), w.confirm_button, w.clear_button,
               *(r.plus for r in w.seats.rows.values())]
    for widget in [*buttons, w.game_choice, w.button_choice, w.chip_choice,
                   *(f for r in w.seats.rows.values()
                     for f in (r.name, r.cards, r.chips, r.in_hand, r.folded, r.all_in))]:
        assert widget.height() >= TARGET_PX and widget.width() >= TARGET_PX, widget
        inside = widget.mapTo(w, widget.rect().bottomRight())
        assert inside.x() <= w.width() and inside.y() <= w.height(), widget
    for row in w.seats.rows.values():  # ten names as long as "Greta Lindqvist": whole, not cut with '…'
        assert row.name.text() == row.name.full == station.name(row.seat)
        assert row.name.fontMetrics().horizontalAdvance(row.name.text()) <= row.name.width(), row.name.text()
    long = w.seats.rows[1].name
    long.set_name("Maximilian Alexander von Hohenzollern-Sigmaringen")
    assert long.text().endswith("…") and long.fontMetrics().horizontalAdvance(long.text()) <= long.width()
    texts: list[QWidget] = [w.title, *(b for b in w.findChildren(QPushButton) if b.isVisible())]
    for label in texts:
        assert label.fontMetrics().horizontalAdvance(label.text()) <= label.width(), label.text()


def test_dd05_the_floor_voids_a_hand_with_a_duplicate_and_each_seat_gets_back_what_it_put_in(station: Station) -> None:
    """DD-02 at the showdown: the station offers the floor's ruling (DD-05); confirmed, one ruling and one void hand
    are recorded with each seat's refund, no hand is counted, the button stays, and the entry starts again."""
    w = station.window
    _complete_holdem(station)
    assert not w.rule_button.isVisibleTo(w)
    button = station.state.tables[1].positions
    keys(station.qtbot, w.field(2), "As")  # seat 2's second card: A♠ again
    assert w.rule_button.isVisibleTo(w)
    shown: list[str] = []
    # the floor says no: nothing recorded
    assert not w.rulings.rule_defect(confirm=lambda text: shown.append(text) or False)
    assert shown[0].startswith("DD-05: ") and station.events(ev.RULING) == []
    paid = w.entry.contributions()
    assert w.rulings.rule_defect(confirm=lambda text: True)
    (ruled,) = station.events(ev.RULING)
    (void,) = station.events(ev.HAND_VOIDED)
    assert ruled.data.to_json()["row_id"] == "DD-05" and ruled.data.to_json()["decision"] == "confirmed"
    assert void.data.to_json()["refunds"] == {str(seat): chips for seat, chips in paid.items()}
    assert void.data.to_json()["ruling"] == "DD-05"
    assert station.events(ev.HAND_RECORDED) == [] and station.state.tables[1].positions == button
    assert w.message.text().startswith("Hand void (DD-05): give back seat ")
    assert w.field(1).text() == "" and not w.rule_button.isVisibleTo(w)
