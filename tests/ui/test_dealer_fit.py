"""The dealer station fits 1280x720 in every language and with every font a desktop has (issue 15, item 9).

The heaviest states a station shows are built through its widgets: ten seats of Omaha hi-lo with nine side pots,
seven-card stud hi-lo with seven cards at seven seats (and at a stud level with antes, the dead column beside),
five-card Omaha at a big-blind ante level, a long refusal (stacks that cannot be), a halted table, the deck
check's verdict, the five-card games' deck and joker choices. In English, Russian and Romanian, with Noto Sans,
DejaVu Sans and Liberation Sans, the window asks for no more than 1280x720 and keeps that size once shown; no
text is cut: a label's line fits its label (a wrapped label's longest word and its height), a button's, box's or
combo's text fits it, each table's columns fit its width and each word of a title or cell its column.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from conftest import FakeTime
from dealer_stations import (
    BBA_LEVEL,
    NAMES,
    STUD_LEVEL,
    T0,
    Halted,
    Station,
    at_level,
    count,
    deal,
    deck_check,
    omaha_hilo_side_pots,
    registered,
)
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from floor.app import StoreSession
from floor.store.tournaments import Store
from floor.tournament import timekeeping as T
from floor.tournament.hands.entry import BOARD
from floor.tournament.seating import actions as seating
from floor.tournament.settings import Settings
from floor.tournament.structure import structure_to_json, template
from floor.ui.common import language
from floor.ui.dealer import DealerWindow
from floor.ui.dealer.result import CELL_PAD, FitTable, WrapHeader
from floor.ui.dealer.result import words as breakable
from floor.ui.dealer.seats import HEADERS, NameButton

SCREEN = QSize(1280, 720)
LANGUAGES = ("en", "ru", "ro")
FONTS = ("Noto Sans", "DejaVu Sans", "Liberation Sans")
def stud_seven_cards(station: Station) -> None:
    """Seven-card stud hi-lo: seven cards at seven seats (49 of the deck), three seats folded, side pots."""
    w = station.window
    station.choose("game_choice", "stud-hilo")
    cards = deal(4)
    for seat in range(1, 8):
        station.type(seat, "".join(cards[7 * seat - 7:7 * seat]))
    for seat in range(8, 11):
        station.tick(w.seats.rows[seat].folded)
    for seat in range(1, 11):
        station.chips(seat, 300 * seat)
        if seat < 7:
            station.tick(w.seats.rows[seat].all_in)
    assert w.outcome.settled and all(len(w.entry.hand.cards_at(s)) == 7 for s in range(1, 8))


def stud_with_antes(station: Station) -> None:
    """HORSE's seven-card stud level (ante 75): the dead column beside seven cards at seven seats."""
    at_level(station, STUD_LEVEL)
    assert station.window.entry.hand.antes.kind == "ante"
    stud_seven_cards(station)
    assert station.window.seats.headers[HEADERS.index("Dead")].isVisibleTo(station.window)


def omaha5_big_blind_ante(station: Station) -> None:
    """Five-card Omaha at a big-blind ante level: five cards at eight seats, the dead column shown."""
    w = station.window
    at_level(station, BBA_LEVEL)
    station.choose("game_choice", "omaha5")
    cards = deal(6)
    station.only(*range(1, 9))
    for seat in range(1, 9):
        station.type(seat, "".join(cards[5 * seat - 5:5 * seat]))
    station.type(BOARD, "".join(cards[40:45]))
    for seat in range(1, 9):
        station.chips(seat, 1_000 + 200 * seat)
    assert w.outcome.settled and w.seats.headers[HEADERS.index("Dead")].isVisibleTo(w)


def long_refusal(station: Station) -> None:
    """Five seats whose chips their counted stacks cannot have put in: five lines of refusal and the advice."""
    w = station.window
    count(station, dict.fromkeys(range(1, 6), 2000), station.clock.now)
    station.only(*range(1, 7))
    cards = deal(5)
    for seat in range(1, 7):
        station.type(seat, "".join(cards[2 * seat - 2:2 * seat]))
    station.type(BOARD, "".join(cards[12:17]))
    for seat in range(1, 7):
        station.chips(seat, 12_000 if seat < 4 else 1_500)
        if 3 < seat < 6:
            station.tick(w.seats.rows[seat].all_in)
    assert len(w.flags) == 5 and not w.confirm_button.isEnabled()


STATES: dict[str, Callable[[Station], object]] = {
    "omaha-hilo-10-seats-side-pots": omaha_hilo_side_pots, "stud-7-cards": stud_seven_cards,
    "stud-7-cards-with-antes": stud_with_antes, "omaha5-big-blind-ante": omaha5_big_blind_ante,
    "long-refusal": long_refusal, "deck-check": deck_check,
}
STRUCTURES = {"stud-7-cards-with-antes": "horse"}  # the others: the standard structure


@pytest.fixture
def speaking(request: pytest.FixtureRequest) -> Iterator[tuple[str, str]]:
    """The desk's language and font for one test, put back after it."""
    lang, font = request.param
    before = QApplication.font()
    QApplication.setFont(QFont(font))
    language.use(lang)
    try:
        yield lang, font
    finally:
        language.use("en")
        QApplication.setFont(before)


MATRIX = [(lang, font) for lang in LANGUAGES for font in FONTS]


def cut(widget: QWidget) -> list[str]:
    """Every visible text of ``widget`` and its children that does not fit where it is shown."""
    found: list[str] = []
    for label in [w for w in widget.findChildren(QLabel) if w.isVisibleTo(widget) and w.text()]:
        found += label_cut(label)
    for button in [w for w in widget.findChildren(QAbstractButton) if w.isVisibleTo(widget) and w.text()]:
        if isinstance(button, NameButton):  # a long name is cut with '…' on purpose, whole in its tooltip
            continue
        if isinstance(button, QPushButton):  # its text inside its frame and margins
            room, wide = button.contentsRect().width() - 4, button.fontMetrics().horizontalAdvance(button.text())
            if wide > room:
                found.append(f"button {button.text()!r}: {wide} > {room}")
        elif button.width() < button.sizeHint().width():  # a box and its text
            found.append(f"box {button.text()!r}: {button.width()} < {button.sizeHint().width()}")
    for combo in [w for w in widget.findChildren(QComboBox) if w.isVisibleTo(widget)]:
        if combo.width() < combo.sizeHint().width():
            found.append(f"combo {combo.currentText()!r}: {combo.width()} < {combo.sizeHint().width()}")
    for field in [w for w in widget.findChildren(QLineEdit) if w.isVisibleTo(widget)]:
        text = field.text() or field.placeholderText()
        room = field.contentsRect().width() - 6  # the line edit's own margins around its text
        if text and field.fontMetrics().horizontalAdvance(text) > room:
            found.append(f"field {text!r}: {field.fontMetrics().horizontalAdvance(text)} > {room}")
    for table in [w for w in widget.findChildren(FitTable) if w.isVisibleTo(widget)]:
        found += table_cut(table)
    return found


def label_cut(label: QLabel) -> list[str]:
    room = label.contentsRect().width()
    text = label.text()
    font = QFont(label.font())
    if label.textFormat() != Qt.TextFormat.PlainText and "<" in text:  # rich text: its plain words, bold-wide
        document = QTextDocument()
        document.setHtml(text)
        text = document.toPlainText()
        font.setBold(True)
    metrics = QFontMetrics(font)
    if label.wordWrap():
        words = breakable(text)
        wide = [w for w in words if metrics.horizontalAdvance(w) > room]
        problems = [f"label word {w!r} of {text[:40]!r}: {metrics.horizontalAdvance(w)} > {room}" for w in wide]
        if label.height() + 1 < label.heightForWidth(label.width()):
            problems.append(f"label {text[:40]!r}: {label.height()} high, needs {label.heightForWidth(label.width())}")
        return problems
    return [f"label {line!r}: {metrics.horizontalAdvance(line)} > {room}" for line in text.splitlines()
            if metrics.horizontalAdvance(line) > room]


def table_cut(table: FitTable) -> list[str]:
    header = table.horizontalHeader()
    assert isinstance(header, WrapHeader)
    columns = [c for c in range(table.columnCount()) if not table.isColumnHidden(c)]
    problems = []
    used = sum(header.sectionSize(c) for c in columns)
    if used > table.viewport().width():
        problems.append(f"table {header.title(0)!r}: columns {used} wider than {table.viewport().width()}")
    for c in columns:
        width, title = header.sectionSize(c), header.title(c)
        title_room = width - header.padding(c)
        problems += [f"title word {w!r}: {header.fontMetrics().horizontalAdvance(w)} > {title_room}"
                     for w in breakable(title) if header.fontMetrics().horizontalAdvance(w) > title_room]
        if header.height() + 1 < header.sectionSizeFromContents(c).height():
            problems.append(f"title {title!r}: the header is {header.height()} high, it needs more")
        for r in range(table.rowCount()):
            item = table.item(r, c)
            if item is None:
                continue
            font = QFont(table.font())
            font.setBold(item.font().bold())
            metrics = QFontMetrics(font)
            problems += [f"cell word {w!r}: {metrics.horizontalAdvance(w) + CELL_PAD} > {width}"
                         for w in breakable(item.text()) if metrics.horizontalAdvance(w) + CELL_PAD > width]
    return problems


def fits(window: QWidget) -> None:
    """The window (or dialog) asks for at most 1280x720, keeps 1280x720 (or less), and shows every text whole."""
    QApplication.processEvents()
    wanted = window.minimumSizeHint()
    assert wanted.width() <= SCREEN.width() and wanted.height() <= SCREEN.height(), f"asks for {wanted}"
    assert window.width() <= SCREEN.width() and window.height() <= SCREEN.height(), f"is {window.size()}"
    assert cut(window) == []


@pytest.mark.parametrize("speaking", MATRIX, indirect=True, ids=[f"{lang}-{font}" for lang, font in MATRIX])
@pytest.mark.parametrize("state", list(STATES))
def test_the_station_fits_1280x720_with_nothing_cut(qtbot: Any, tmp_path: Path, speaking: tuple[str, str],
                                                    state: str) -> None:
    """Russian with DejaVu asked 1480 px for a five-card stud hand and cut "Претенденты": every state fits."""
    station = Station(qtbot, tmp_path, STRUCTURES.get(state, "standard"))
    try:
        shown = STATES[state](station)
        window = station.window
        assert (window.width(), window.height()) == (1280, 720)
        fits(window)
        if isinstance(shown, QDialog):
            fits(shown)
            shown.close()
    finally:
        station.window.close()  # closed, it reads nothing when the language goes back to English
        station.store.close()


@pytest.mark.parametrize("speaking", MATRIX, indirect=True, ids=[f"{lang}-{font}" for lang, font in MATRIX])
@pytest.mark.parametrize(("game", "deck"), [("stud5", 36), ("draw5", 36), ("draw5", 52)])
def test_the_five_card_games_deck_and_jokers_fit_the_top_line(qtbot: Any, tmp_path: Path, speaking: tuple[str, str],
                                                              game: str, deck: int) -> None:
    """The games dealt from a 52, 36 or 32-card deck show two more choices on the top line: it still fits, and two
    jokers beside a whole 52-card deck do not make the station taller than the screen (the rehearsal's finding)."""
    station = Station(qtbot, tmp_path)
    try:
        station.choose("game_choice", game)
        station.choose("deck_choice", deck)
        station.choose("jokers_choice", 2)
        fits(station.window)
    finally:
        station.window.close()  # closed, it reads nothing when the language goes back to English
        station.store.close()


@pytest.mark.parametrize("speaking", MATRIX, indirect=True, ids=[f"{lang}-{font}" for lang, font in MATRIX])
def test_a_halted_station_fits_1280x720(qtbot: Any, tmp_path: Path, speaking: tuple[str, str]) -> None:
    """The halt (BB-02) at the top of the result, a hand half entered under it: the window keeps its size."""
    halted = Halted(qtbot, tmp_path)
    try:
        window: DealerWindow = halted.window
        assert window.halt_line.isVisible()
        fits(window)
    finally:
        halted.window.close()
        halted.store.close()


class Eleven:
    """Eleven players at one eleven-seat table (the most a table has), the button drawn, the clock running."""

    def __init__(self, qtbot: Any, tmp_path: Path) -> None:
        self.store = Store(tmp_path / "e.db")
        self.tid = self.store.create(Settings("Sunday", buy_in=100, starting_stack=10_000, seats_per_table=11),
                                     now=T0, author="Ana", extra={"structure": structure_to_json(template("standard"))})
        self.store.act_all(self.tid, [partial(registered, name=name) for name in [*NAMES, "Karl Weber"]])
        rng = random.Random(5)
        self.store.act(self.tid, lambda s: seating.draw_seats(s, rng=rng, now=T0, author="Ana"))
        self.store.act(self.tid, lambda s: seating.draw_button(s, 1, rng=rng, now=T0, author="Ana"))
        self.store.act(self.tid, lambda s: T.clock(s, "start", now=T0, author="Ana"))
        self.window = DealerWindow(StoreSession(self.store, self.tid, "Dealer Dan", FakeTime(T0 + 60)), 1, poll=False)
        qtbot.addWidget(self.window)
        self.window.resize(1280, 720)
        self.window.show()
        qtbot.waitExposed(self.window)


@pytest.mark.parametrize("speaking", MATRIX, indirect=True, ids=[f"{lang}-{font}" for lang, font in MATRIX])
def test_an_eleven_seat_table_fits_1280x720_with_its_board_and_tools(qtbot: Any, tmp_path: Path,
                                                                      speaking: tuple[str, str]) -> None:
    """Eleven seats, the board and the tools under it: the window keeps its 720 px."""
    eleven = Eleven(qtbot, tmp_path)
    try:
        assert len(eleven.window.seats.rows) == 11 and eleven.window.seats.board.isVisible()
        fits(eleven.window)
    finally:
        eleven.window.close()
        eleven.store.close()
