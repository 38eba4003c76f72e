"""Issue 15 item 2: every menu entry and every button of every window, pressed once in a live tournament, ends in
words or a window, never in the crash handler (Tournament › Seat cards… crashed every time).

A dialog an action opens is answered the way a hurried floor manager answers it (Cancel / Escape), so the press
runs the whole path; a bug anywhere (a slot raising, a signal handing a bool to the wrong parameter) is logged by
the real crash handler, and the test fails naming the entry."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from painted import wait_painted
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QMenu, QMessageBox, QWidget

from floor.app import StoreSession
from floor.demo import build
from floor.player_pages import ServedPages
from floor.ui.clock.big_screen import BigScreen
from floor.ui.clock.board import board
from floor.ui.common import crash
from floor.ui.common.settings import DeskSettings
from floor.ui.console import Console
from floor.ui.dealer import DealerWindow

T0 = 1_800_000_000.0
LEFT_ALONE = {"Bust them"}  # asks nothing, but ends players' night: pressed in its own tests


class Crashes(list[str]):
    def show(self, text: str) -> None:
        self.append(text)


@pytest.fixture
def crashes(tmp_path: Path) -> Iterator[Crashes]:
    found = Crashes()
    hook = sys.excepthook
    crash.install(tmp_path / "logs", found.show)
    yield found
    sys.excepthook = hook


class Answerer:
    """Closes every modal dialog and message box that an action opens, as Cancel would."""

    def __init__(self) -> None:
        self.seen: list[str] = []
        self.timer = QTimer()
        self.timer.setInterval(20)
        self.timer.timeout.connect(self.answer)
        self.timer.start()

    def answer(self) -> None:
        # Only the dialog waiting for an answer (the active modal one, alive while its exec() runs): walking every
        # top-level widget touched a dialog Qt was deleting and crashed the test process (CI, 2026-12-07).
        widget = QApplication.activeModalWidget()
        if isinstance(widget, QDialog) and widget.isVisible():
            self.seen.append(widget.windowTitle())
            if isinstance(widget, QMessageBox):
                widget.done(QMessageBox.StandardButton.No)
            else:
                widget.reject()


@pytest.fixture
def live(qtbot, tmp_path: Path, crashes: Crashes) -> Iterator[tuple[Console, BigScreen]]:
    store, tid = build(tmp_path / "demo.db", T0)
    desk = DeskSettings(QSettings(str(tmp_path / "floor.ini"), QSettings.Format.IniFormat))
    desk.pages_host, desk.pages_port = "127.0.0.1", 0
    session = StoreSession(store, tid, "Ana", lambda: T0 + 300)
    holder: list[Console] = []
    screen = BigScreen(lambda: board(session.state(), session.now(),
                                     seating=holder[0].seating_for_the_big_screen(session.state(), session.now())))
    console = Console(session, poll=False, desk=desk, pages=ServedPages(store, tid), big_screen=screen)
    holder.append(console)
    qtbot.addWidget(console)
    console.show()
    yield console, screen
    console.pages.turn_off()
    screen.close()
    for dealer in console.dealers.values():
        dealer.close()
    store.close()


def _entries(menu: QMenu) -> Iterator[QAction]:
    for action in menu.actions():
        if action.menu() is not None:
            yield from _entries(action.menu())
        elif not action.isSeparator() and action.isEnabled():
            yield action


def _buttons(window: QWidget) -> list[QAbstractButton]:
    return [b for b in window.findChildren(QAbstractButton) if b.text() and b.text() not in LEFT_ALONE]


def press_all(qtbot, window: QWidget, crashes: Crashes) -> list[str]:
    """Every enabled button of ``window``, on every tab, pressed once; what was pressed."""
    pressed = []
    for button in _buttons(window):
        if button.isEnabled() and button.isVisibleTo(window):
            label = button.text()
            button.click()
            wait_painted(qtbot, window)
            assert not crashes, f"{label!r} reached the crash handler: {crashes[0]}"
            pressed.append(label)
    return pressed


def test_every_menu_entry_of_the_console_runs_without_reaching_the_crash_handler(qtbot, live, crashes) -> None:
    """Tournament, Edit and View: each entry once (dialogs answered Cancel); Seat cards… opens its dialog."""
    console, _ = live
    answerer = Answerer()
    console.dealers.clear()
    console.ask_table = lambda tables: tables[0]  # type: ignore[method-assign]
    names = []
    for top in console.menuBar().actions():
        menu = top.menu()
        assert menu is not None
        for action in _entries(menu):
            names.append(action.text())
            action.trigger()
            wait_painted(qtbot, console)
            assert not crashes, f"{action.text()!r} reached the crash handler: {crashes[0]}"
    assert {"Seat cards…", "Dealer station…", "Clock display", "House settings…"} <= set(names)
    assert answerer.seen  # the entries that ask opened their dialogs, and Cancel closed them


def test_every_button_of_the_console_and_a_dealer_station_runs_without_reaching_the_crash_handler(
        qtbot, live, crashes) -> None:
    """Every tab of the console, then a dealer station: each enabled button pressed once."""
    console, _ = live
    answerer = Answerer()
    pressed = []
    for index in range(console.tabs.count()):
        console.tabs.setCurrentIndex(index)
        wait_painted(qtbot, console)
        pressed += press_all(qtbot, console, crashes)
    station = DealerWindow(console.session, sorted(console.session.state().tables)[0])
    qtbot.addWidget(station)
    station.show()
    pressed += press_all(qtbot, station, crashes)
    assert len(pressed) > 40 and answerer.seen


def test_the_clock_display_opens_again_from_the_console_and_closes_with_it(qtbot, live) -> None:
    """View › Clock display brings back a closed clock; the seating toggle opens it too; closing the console
    leaves no orphan clock on the wall."""
    console, screen = live
    assert not screen.is_open
    console.big_screen_entry.trigger()
    assert screen.is_open and screen.display is not None
    screen.display.close()
    assert not screen.is_open and not screen.display.timer.isActive()  # a closed clock reads nothing
    console.seating_tab.big_screen_button.setChecked(True)
    assert screen.is_open and screen.display.last is not None and screen.display.last.seating is not None
    console.close()
    assert not screen.is_open
