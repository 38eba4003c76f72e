"""A dealer station open when the desk switches language speaks the new one at once, the hand kept (issue 15, item 8).

Before, only the station's header changed: the seats' headers, the buttons, the combos, the result's titles, the
message line and the deck check stayed English. Here a station is open with a hand half entered (or settled, with
the deck check over it, or halted); the desk switches to Russian, then Romanian, the way the console does
(:func:`floor.ui.common.language.use`, then Qt's LanguageChange); every text shown, tooltips and hints included, must
differ from the English it showed, except names, numbers, cards and the words a catalog translates as themselves
("Fold" in Romanian); and the hand must be exactly as it was.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from dealer_stations import T0, Halted, Station, count, deck_check, heads_up, omaha_hilo_side_pots
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QLabel,
    QLineEdit,
    QWidget,
)

from floor.core.cards import parse_cards
from floor.core.errors import FloorError
from floor.core.names import hand_name
from floor.tournament import players as P
from floor.tournament.hands.entry import BOARD
from floor.tournament.resources import resources
from floor.ui.common import language
from floor.ui.dealer import DealerWindow
from floor.ui.dealer.result import FitTable

Texts = dict[tuple[int, str, int], str]


@pytest.fixture
def english(qapp: Any) -> Iterator[None]:
    """Every test here leaves the application in English."""
    yield
    language.use("en")


@cache
def said_as_is(lang: str) -> frozenset[str]:
    """The texts the catalog of ``lang`` translates as themselves ("Fold", "Omaha Hi-Lo" in Romanian)."""
    tree = ET.parse(resources() / "translations" / f"floor_{lang}.ts")
    return frozenset(m.findtext("source") or "" for m in tree.iter("message")
                     if (m.findtext("source") or "") == (m.findtext("translation") or ""))


def shown(window: QWidget) -> Texts:
    """Every text the window shows, by widget and kind: labels, buttons, boxes, combo items, hints, tooltips,
    table titles and cells, the window title."""
    texts: Texts = {(id(window), "title", 0): window.windowTitle()}

    def put(widget: QWidget, kind: str, text: str, index: int = 0) -> None:
        if text:
            texts[(id(widget), kind, index)] = text

    for widget in [window, *window.findChildren(QWidget)]:
        if not widget.isVisibleTo(window) and widget is not window:
            continue
        put(widget, "tip", widget.toolTip())
        if isinstance(widget, (QLabel, QAbstractButton)):
            put(widget, "text", widget.text())
        elif isinstance(widget, QComboBox):
            for i in range(widget.count()):
                put(widget, "item", widget.itemText(i), i)
        elif isinstance(widget, QLineEdit):
            put(widget, "hint", widget.placeholderText())
        elif isinstance(widget, FitTable):
            for c in range(widget.columnCount()):
                put(widget, "column", str(widget.horizontalHeaderItem(c).text()), c)
            for r in range(widget.rowCount()):
                for c in range(widget.columnCount()):
                    item = widget.item(r, c)
                    put(widget, "cell", item.text() if item else "", r * 100 + c)
    return texts


def is_a_card_list(text: str) -> bool:
    try:
        return bool(parse_cards(text))
    except FloorError:
        return False


def hand_names(window: DealerWindow | None, lang: str) -> set[str]:
    """The hands' names the rules core gives in ``lang`` ("8-7-3-2-A low" is Romanian too)."""
    if window is None:
        return set()
    named = set()
    for hand in window.outcome.hands.values():
        for value in (hand.get("high"), hand.get("low")):
            if value and "ranks" in value:
                named.add(hand_name(value["kind"], value["category"], value["ranks"], lang))
    return named


def untranslated(before: Texts, after: Texts, lang: str, names: list[str],
                 window: DealerWindow | None = None) -> list[str]:
    """The texts shown in English before and still the same in ``lang`` (names, numbers, cards, and what the
    language says as English does, aside)."""
    same = []
    as_is = said_as_is(lang) | hand_names(window, lang)
    for key, english in before.items():
        text = after.get(key)
        if text != english:
            continue
        if not re.sub(r"[\W\d_]", "", english) or is_a_card_list(english) or english in as_is:
            continue
        if any(name in english for name in names) and not re.sub(r"[\W\d_]", "", strip_names(english, names)):
            continue
        same.append(f"{key[1]}: {english!r}")
    return same


def strip_names(text: str, names: list[str]) -> str:
    for name in names:
        text = text.replace(name, "")
    return text


def switch(lang: str) -> None:
    """The desk's language, as the console's settings switch it: the translator, then Qt's LanguageChange."""
    language.use(lang)
    QCoreApplication.processEvents()


def hand_of(window: DealerWindow) -> list[object]:
    """The hand as entered: each seat's cards, chips, dead money, fold, all-in, in-hand, player; the board; the
    fields' texts."""
    seats = [(s.seat, list(s.cards), s.chips, s.dead, s.folded, s.all_in, s.in_hand, s.player)
             for s in window.entry.hand.seats.values()]
    fields = [window.field(t).text() for t in [*window.seats.rows, BOARD]]
    chips = [row.chips.text() for row in window.seats.rows.values()]
    return [window.entry.hand.game_name, seats, list(window.entry.hand.board), fields, chips, window.entry.hand.button]


def names_of(station: Station) -> list[str]:
    return [p.label for p in station.state.players.values()]


@pytest.fixture
def station(qtbot: Any, tmp_path: Path, english: None) -> Iterator[Station]:
    made = Station(qtbot, tmp_path)
    yield made
    made.window.close()  # closed, it reads nothing when the language goes back to English
    made.store.close()


def test_an_open_station_switches_language_with_the_hand_half_entered(station: Station) -> None:
    """Omaha hi-lo half entered (three seats' cards, a flop, chips, a fold, an empty seat): after ru, every word of
    the station is Russian, the hand exactly as it was; then Romanian, the same."""
    w = station.window
    out = station.state.tables[1].seats[9]
    assert out is not None
    station.store.act(station.tid, lambda s: P.eliminate(s, [out], now=T0 + 30, author="Ana"))
    w.poll()  # seat 10 empty
    station.choose("game_choice", "omaha-hilo")
    station.type(1, "As2d3cKh")
    station.type(2, "KcKsQdQh")
    station.type(3, "4h5h9c9d")
    station.type(4, "Jc")
    station.tick(w.seats.rows[5].folded)
    station.type(BOARD, "Ad 7h 8d")
    station.chips(1, 200, 400)
    station.chips(2, 600)
    station.chips(5, 200)
    station.tick(w.seats.rows[1].all_in)
    english = shown(w)
    assert any(t.startswith("Still to enter:") for t in english.values())
    hand = hand_of(w)
    for lang in ("ru", "ro"):
        switch(lang)
        assert untranslated(english, shown(w), lang, names_of(station), w) == []
        assert hand_of(w) == hand
        assert w.seats.rows[10].name.shown() == language.tr("SeatsPanel", "empty")
    switch("en")
    assert shown(w) == english and hand_of(w) == hand


def test_a_settled_hand_its_result_the_message_and_the_deck_check_switch_language(station: Station) -> None:
    """A hand recorded ("Hand 1 recorded…" stays on the message line), the next one settled with nine pots and the
    deck check open with its verdict: the pots' titles, the hands' names, the message and the dialog change too."""
    w = station.window
    heads_up(station, 1, 2, 300)
    omaha_hilo_side_pots(station)
    dialog = deck_check(station)
    english, english_dialog = shown(w), shown(dialog)
    assert w.message.text().startswith("Hand 1 recorded")
    hand = hand_of(w)
    for lang in ("ru", "ro"):
        switch(lang)
        assert untranslated(english, shown(w), lang, names_of(station), w) == []
        assert untranslated(english_dialog, shown(dialog), lang, names_of(station)) == []
        assert hand_of(w) == hand and w.outcome.settled
    switch("en")
    assert shown(w) == english and shown(dialog) == english_dialog
    dialog.close()


def test_a_refusal_on_screen_is_said_again_in_the_new_language(station: Station) -> None:
    """Seat 3's chips above its counted stack: the refusal and its advice go to Russian with the rest."""
    w = station.window
    count(station, {3: 1_000}, T0 + 30)
    station.only(3, 4)
    station.chips(3, 5_000)
    english = w.message.text()
    assert english.startswith("Seat 3 put in 5,000 but has 1,000")
    switch("ru")
    said = w.message.text().splitlines()
    assert said[-1] != english.splitlines()[-1]  # the advice, in Russian
    assert f"5{chr(0xa0)}000" in said[0] and f"1{chr(0xa0)}000" in said[0]  # the rules core's words said again
    assert w.message.property("refused") and not w.confirm_button.isEnabled()


@pytest.fixture
def halted(qtbot: Any, tmp_path: Path, english: None) -> Iterator[Halted]:
    made = Halted(qtbot, tmp_path)
    yield made
    made.window.close()
    made.store.close()


def test_a_halted_station_says_the_halt_in_the_new_language(halted: Halted) -> None:
    """The halt (BB-02) at the top of the result: in Russian and Romanian with everything else."""
    w = halted.window
    english = shown(w)
    assert w.halt_line.text().startswith("Stop: do not deal the next hand.")
    names = [p.label for p in halted.store.state(halted.tid).players.values()]
    for lang in ("ru", "ro"):
        switch(lang)
        assert untranslated(english, shown(w), lang, names) == []
        assert w.halt_line.isVisible()


def test_a_closed_station_speaks_the_new_language_when_it_opens_again(station: Station) -> None:
    """The console keeps a closed station: switched while closed, it opens in the new language."""
    w = station.window
    station.type(1, "AsAd")
    english = shown(w)
    w.close()
    switch("ru")
    w.show()
    station.qtbot.waitExposed(w)
    assert untranslated(english, shown(w), "ru", names_of(station)) == []
    assert w.field(1).text() == "A♠ A♦" and w.entry.hand.cards_at(1) == list(parse_cards("As Ad"))
