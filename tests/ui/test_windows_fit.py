"""Issue 15 items 8 and 20: every window of the desk opens within a 1280x720 screen (the status bar on it), with
nothing cut and no English left, in English, Russian and Romanian, with the fonts desktops have."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import FakeTime
from painted import wait_painted
from PySide6.QtCore import QSettings
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication
from screen_checks import clipped, english_left, too_big_for_its_screen, visible_texts

from floor.app import StoreSession
from floor.demo import build
from floor.player_pages import ServedPages
from floor.ui.common import language
from floor.ui.common.settings import DeskSettings
from floor.ui.console.window import Console
from floor.ui.printing.seat_card_dialog import SeatCardDialog
from floor.ui.setup.settings_dialog import SettingsDialog
from floor.ui.setup.tournament_dialog import TournamentDialog

T0 = 1_800_000_000.0
FONTS = ("Noto Sans", "DejaVu Sans", "Liberation Sans")


@pytest.fixture
def desk(tmp_path: Path) -> Iterator[tuple[StoreSession, DeskSettings, ServedPages]]:
    store, tid = build(tmp_path / "demo.db", T0)
    settings = DeskSettings(QSettings(str(tmp_path / "floor.ini"), QSettings.Format.IniFormat))
    settings.pages_host, settings.pages_port = "127.0.0.1", 0
    yield StoreSession(store, tid, "Ana", FakeTime(T0 + 90)), settings, ServedPages(store, tid)
    language.use("en")
    QApplication.setFont(QFont("Noto Sans"))
    store.close()


@pytest.mark.parametrize("font", FONTS)
@pytest.mark.parametrize("code", ["en", "ru", "ro"])
def test_the_console_fits_a_1280x720_screen_on_every_tab(qtbot, desk, code: str, font: str) -> None:
    """Every tab of the console: the window and its status bar on the screen, no cut text, no English in ru/ro."""
    session, settings, pages = desk
    QApplication.setFont(QFont(font))
    language.use(code)
    window = Console(session, poll=False, desk=settings, pages=pages)
    qtbot.addWidget(window)
    window.show()
    assert window.pages.turn_on()
    problems = []
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        wait_painted(qtbot, window)
        tab = window.tabs.tabText(index)
        problems += [f"{tab}: {p}" for p in too_big_for_its_screen(window) + clipped(window)]
        if code != "en":
            left = english_left(visible_texts(window), code)
            problems += [f"{tab}: English left: {s.where} {s.text!r}" for s in left]
    window.pages.turn_off()
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("code", ["en", "ru", "ro"])
def test_the_desks_dialogs_fit_a_1280x720_screen(qtbot, desk, code: str) -> None:
    """Settings…, Tournament settings… and Seat cards… open within the screen, in words of the desk's language."""
    session, settings, pages = desk
    language.use(code)
    console = Console(session, poll=False, desk=settings, pages=pages)
    qtbot.addWidget(console)
    assert console.pages.turn_on()
    dialogs = [SettingsDialog(settings), TournamentDialog(session.state(), session.now(), console),
               SeatCardDialog(console.pages, session, settings, [1, 2])]
    problems = []
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        wait_painted(qtbot, dialog)
        name = type(dialog).__name__
        problems += [f"{name}: {p}" for p in too_big_for_its_screen(dialog) + clipped(dialog)]
        if code != "en":
            left = english_left(visible_texts(dialog), code)
            problems += [f"{name}: English left: {s.where} {s.text!r}" for s in left]
        dialog.close()
    console.pages.turn_off()
    assert problems == [], "\n".join(problems)
