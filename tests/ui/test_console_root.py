"""One composition root: `floor.app.open_console` wires the console, its dealer stations and the big screen, and a
language change opens the console again through its public face alone, keeping what the floor had open."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from floor import app as floor_app
from floor.store.tournaments import Store
from floor.tournament.settings import Settings
from floor.ui.common import language
from floor.ui.common.settings import DeskSettings
from floor.usecases import players, seating
from floor.usecases.desk import Desk

T0 = 1_800_000_000.0


def _tournament(path: Path) -> tuple[Store, int]:
    store = Store(path)
    tid = store.create(Settings("Friday", buy_in=100, starting_stack=10_000), now=T0, author="Ana")
    return store, tid


def _seated(desk: Desk) -> None:
    for i in range(1, 13):
        players.register(desk, f"Player {i}")
    seating.draw_seats(desk, rng=random.Random(5))


def test_a_language_change_keeps_the_tab_the_dealer_stations_and_the_seating_on_the_big_screen(
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The console opened again in Russian: on the same tab, the open dealer station still its own (asked again,
    the same window is raised), the big screen still showing the seating; the old console gone."""
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # open_console installs the desk's crash handler
    store, tid = _tournament(tmp_path / "floor.db")
    desk = DeskSettings()
    before = desk.language
    desk.language = "en"
    try:
        windows = floor_app.open_console(store, tid, "Ana", clock=lambda: T0)
        old = windows.console
        qtbot.addWidget(old)
        _seated(windows.session)
        old.show_moved()
        old.ask_table = lambda tables: tables[0]  # type: ignore[method-assign]
        station = old.open_dealer()
        assert station is not None
        qtbot.addWidget(station)
        old.tabs.setCurrentIndex(1)
        old.seating_tab.big_screen_button.setChecked(True)  # the floor puts the seating on the big screen
        display = windows.big_screen.display
        assert display is not None and display.last is not None and display.last.seating is not None

        desk.language = "ru"
        old.apply_settings((desk.pages_host, desk.pages_port, desk.pages_language))
        new = windows.console
        qtbot.addWidget(new)
        assert new is not old and not old.isVisible() and new.isVisible()
        assert new.tabs.currentIndex() == 1 and new.tabs.tabText(1) == "Столы"
        assert new.message.text() == "Настройки сохранены"
        new.ask_table = lambda tables: tables[0]  # type: ignore[method-assign]
        assert new.open_dealer() is station
        state = windows.session.state()
        assert new.seating_for_the_big_screen(state, T0) is not None
        display.refresh()
        assert display.last is not None and display.last.seating is not None and windows.big_screen.is_open
        windows.big_screen.close()
        station.close()
        new.close()
    finally:
        desk.language = before
        language.use(before or None)
