"""The deck check at the dealer station, offscreen over a real store: the dealer enters what he found, the
dialog shows Floor's verdict (floor.procedures.deckcheck) in words and records its ruling as one event."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from dealer_stations import Station
from painted import wait_painted
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QPushButton, QWidget

from floor.procedures.deckcheck import DeckReport, check_deck
from floor.procedures.rulebook import load_rulebook
from floor.tournament import events as ev
from floor.tournament.records import RulingMade
from floor.tournament.rulingoutcome import LoggedOutcome
from floor.ui.dealer.cards import TARGET_PX
from floor.ui.dealer.deck import DeckCheckDialog


@pytest.fixture
def station(qtbot: Any, tmp_path: Path) -> Iterator[Station]:
    made = Station(qtbot, tmp_path)
    yield made
    made.store.close()


def open_check(station: Station) -> DeckCheckDialog:
    """The dealer presses "Deck check…" on the station."""
    station.qtbot.mouseClick(station.window.deck_button, Qt.MouseButton.LeftButton)
    dialogs = station.window.findChildren(DeckCheckDialog)
    assert len(dialogs) == 1
    dialog = dialogs[0]
    station.qtbot.waitExposed(dialog)
    return dialog


def enter(station: Station, field: QLineEdit, text: str) -> None:
    station.qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
    station.qtbot.keyClicks(field, text)


def press(station: Station, button: QPushButton) -> None:
    assert button.isEnabled()
    station.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_a_51_card_deck_is_defective_replace_it(station: Station) -> None:
    dialog = open_check(station)
    assert dialog.game_choice.currentData() == station.window.entry.hand.game_name == "holdem"
    enter(station, dialog.count, "51")
    press(station, dialog.check_button)
    shown = dialog.shown()
    assert dialog.verdict is not None and dialog.verdict.defective
    assert "The deck is defective." in shown
    assert "DD-01: the deck has 51 cards; a Hold'em deck has 52" in shown
    assert "What to do: Replace the deck." in shown
    assert dialog.record_button.isEnabled()
    press(station, dialog.record_button)
    [event] = station.events(ev.RULING)
    ruled = event.body(RulingMade)
    assert ruled.row_id == "DD-01" and ruled.table == 1 and event.author == "Dealer Dan"
    assert not dialog.record_button.isEnabled()  # once


def test_a_duplicate_during_the_hand_is_dd02_and_records_the_dd05_refund(station: Station) -> None:
    station.chips(1, 100)
    station.chips(2, 200)
    dialog = open_check(station)
    enter(station, dialog.duplicates, "Ks")
    station.qtbot.mouseClick(dialog.during, Qt.MouseButton.LeftButton)
    assert dialog.during.isChecked() and dialog.hs == "HS4"
    press(station, dialog.check_button)
    shown = dialog.shown()
    assert "DD-02: Ks more than once" in shown
    assert dialog.verdict is not None and dialog.verdict.decision is not None
    assert dialog.verdict.decision.row_id == "DD-05"
    assert "Ruling DD-05" in shown and "Seat 1 gets back 100." in shown and "Seat 2 gets back 200." in shown
    before = len(station.store.history(station.tid))
    press(station, dialog.record_button)
    after = station.store.history(station.tid)
    assert len(after) == before + 1  # one event, and it is the ruling
    event = after[-1]
    assert event.kind == ev.RULING
    ruled = event.body(RulingMade)
    assert ruled.row_id == "DD-05" and ruled.table == 1 and ruled.hs == "HS4"
    assert isinstance(ruled.proposed_outcome, LoggedOutcome) and ruled.proposed_outcome.refunds == {1: 100, 2: 200}
    assert "recorded for table 1" in dialog.shown()


def test_a_full_good_deck_is_not_defective_and_there_is_nothing_to_record(station: Station) -> None:
    dialog = open_check(station)
    enter(station, dialog.count, "52")
    for field in (dialog.backs, dialog.marked, dialog.jokers):
        enter(station, field, "0")
    press(station, dialog.check_button)
    shown = dialog.shown()
    assert "The deck is not defective." in shown
    assert "DD-0" not in shown
    assert "What to do: The deck is complete: deal with it." in shown
    assert not dialog.record_button.isEnabled()
    assert dialog.record() is False
    assert station.events(ev.RULING) == []


@pytest.mark.parametrize(("field", "text", "said"), [
    ("duplicates", "Ks Zz", "Cards found twice:"),
    ("count", "fifty", "Cards counted must be a whole number, not 'fifty'"),
    ("marked", "-1", "Marked cards cannot be negative (-1)"),
])
def test_bad_input_is_said_in_words_and_changes_nothing(station: Station, field: str, text: str, said: str) -> None:
    dialog = open_check(station)
    enter(station, dialog.count, "51")
    press(station, dialog.check_button)
    assert dialog.record_button.isEnabled()
    before = len(station.store.history(station.tid))
    getattr(dialog, field).clear()
    enter(station, getattr(dialog, field), text)
    assert not dialog.record_button.isEnabled()  # the verdict shown was for other inputs
    press(station, dialog.check_button)
    assert said in dialog.shown()
    assert dialog.verdict_text.property("refused")
    assert dialog.verdict is None and not dialog.record_button.isEnabled()
    assert len(station.store.history(station.tid)) == before


def test_the_verdict_is_the_engines(station: Station) -> None:
    dialog = open_check(station)
    enter(station, dialog.count, "53")
    enter(station, dialog.jokers, "1")
    press(station, dialog.check_button)
    expected = check_deck(load_rulebook(), DeckReport("holdem", counted=53, jokers=1))
    assert dialog.verdict == expected
    assert f"DD-07: {expected.findings[0][1]}" in dialog.shown()


def test_the_dialog_is_touch_sized_and_nothing_is_cut(station: Station, tmp_path: Path) -> None:
    dialog = open_check(station)
    enter(station, dialog.count, "51")
    enter(station, dialog.duplicates, "Ks 7d")
    enter(station, dialog.marked, "2")
    press(station, dialog.check_button)
    wait_painted(station.qtbot, dialog)
    inside = dialog.verdict_text
    for widget in dialog.findChildren(QWidget):
        if not widget.isVisible() or widget is inside or inside.isAncestorOf(widget):
            continue  # the verdict scrolls in its box
        if isinstance(widget, QPushButton | QLineEdit):
            assert widget.height() >= TARGET_PX, widget
        top_left = widget.mapTo(dialog, widget.rect().topLeft())
        bottom_right = widget.mapTo(dialog, widget.rect().bottomRight())
        assert dialog.rect().contains(top_left) and dialog.rect().contains(bottom_right), widget
        assert widget.width() >= widget.minimumSizeHint().width(), widget
    assert dialog.height() >= dialog.minimumSizeHint().height()
    assert dialog.grab().save(str(tmp_path / "deck-check.png"))
