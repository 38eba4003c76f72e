"""A whole tournament through the real windows, offscreen, on a fake clock and a real SQLite file.

Created on the start page, eight players typed in, the clock run through levels and the first
break on the big screen, everyone busted one at a time (two mistakes undone), the payouts read,
then the database reopened as after a restart. Wired as ``floor/app.py`` wires it.
"""

from dataclasses import dataclass
from pathlib import Path

import pytest
from conftest import FakeTime
from painted import show_tab
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableWidget

from floor.app import StoreSession, tournament_list
from floor.store.tournaments import Store
from floor.tournament import prizes
from floor.tournament.payouts import payouts
from floor.tournament.settings import Settings
from floor.tournament.structure import Structure, structure_to_json
from floor.ui.clock.board import board
from floor.ui.clock.display import ClockDisplay
from floor.ui.common.rows import RowsView
from floor.ui.console.window import Console
from floor.ui.setup.start_page import StartPage

AUTHOR = "Ana"
MINUTE = 60.0
PLAYERS = ("Ivan", "Maria", "Olga", "Boris", "Dana", "Emil", "Fiona", "Greg")
BUY_IN = 150  # 8 x 150 = 1,200: the standard table pays 3 places, 600 / 360 / 240
Left = Qt.MouseButton.LeftButton


@dataclass
class Room:
    """The floor manager's two windows on one tournament, and the fake time they read."""

    store: Store
    tid: int
    console: Console
    display: ClockDisplay
    clock: FakeTime
    t0: float


def date_of(at: float) -> str:
    from datetime import datetime

    return datetime.fromtimestamp(at).strftime("%Y-%m-%d")


def start_page(qtbot, store: Store, clock: FakeTime, opened: list[int]) -> StartPage:
    """The page as ``app.run_start`` wires it (its ``now`` is the fake clock instead of time.time)."""
    def create(settings: Settings, structure: Structure) -> int:
        return store.create(settings, now=clock(), author=AUTHOR, extra={"structure": structure_to_json(structure)})

    page = StartPage(lambda: tournament_list(store), create, opened.append)
    qtbot.addWidget(page)
    page.show()
    return page


def open_windows(qtbot, store: Store, tid: int, clock: FakeTime) -> Room:
    """What ``app.run_console(..., with_display=True)`` opens, without its timers (the test ticks)."""
    session = StoreSession(store, tid, AUTHOR, clock)
    console = Console(session, poll=False)
    display = ClockDisplay(lambda: board(session.state(), session.now()), poll=False)
    for window in (console, display):
        qtbot.addWidget(window)
    display.resize(1280, 720)
    display.show()
    console.show()
    return Room(store, tid, console, display, clock, clock.now)


@pytest.fixture
def room(qtbot, tmp_path: Path):
    """A tournament created on the start page (standard structure: 20-minute levels, a break after level 5)."""
    store, clock, opened = Store(tmp_path / "floor.db"), FakeTime(), []
    page = start_page(qtbot, store, clock, opened)
    qtbot.keyClicks(page.name, "Friday Deepstack")
    page.buy_in.setValue(BUY_IN)
    page.fee.setValue(15)
    page.stack.setValue(25_000)
    page.structure.setCurrentIndex(page.structure.findData("standard"))
    qtbot.mouseClick(page.create_button, Left)
    assert len(opened) == 1 and page.message.text() == ""
    yield open_windows(qtbot, store, opened[0], clock)
    store.close()


def at(room: Room, minutes: float, seconds: float = 0) -> None:
    """The time since the tournament was created (the clock is started then); the windows repaint as
    their timers would."""
    room.clock.now = room.t0 + minutes * MINUTE + seconds
    room.console.refresh_clock()
    room.display.refresh()


def register_all(qtbot, console: Console) -> None:
    for name in PLAYERS:
        qtbot.keyClicks(console.name_field, name)
        qtbot.keyClick(console.name_field, Qt.Key.Key_Return)


def row(table: RowsView, name: str) -> list[str]:
    """The cells of the player's row, as shown."""
    found = [r for r in range(table.rowCount()) if table.text(r, 1) == name]
    assert len(found) == 1, name
    return [table.text(found[0], c) for c in range(table.rows.columnCount())]


def shown(table: RowsView) -> list[list[str]]:
    return [[table.text(r, c) for c in range(table.rows.columnCount())] for r in range(table.rowCount())]


def grid(table: QTableWidget) -> list[list[str]]:
    return [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]


def bust(qtbot, room: Room, name: str) -> str:
    """Click the player's row, press "Bust selected"; the message line, and the clock refreshed."""
    table = room.console.table
    rows = [r for r in range(table.rowCount()) if table.text(r, 1) == name]
    qtbot.mouseClick(table.viewport(), Left, pos=table.visualRect(table.rows.index(rows[0], 1)).center())
    qtbot.mouseClick(room.console.bust_button, Left)
    room.display.refresh()
    return room.console.message.text()


def paid(qtbot, room: Room) -> list[str]:
    """The prizes the Payouts tab shows, 1st first (a look at the tab, then back to the tab shown before)."""
    tabs, before = room.console.tabs, room.console.tabs.currentWidget()
    show_tab(qtbot, tabs, room.console.payouts_tab)
    table = room.console.payouts_tab.table
    prizes_shown = [table.item(r, 1).text() for r in range(table.rowCount())]
    show_tab(qtbot, tabs, before)
    return prizes_shown


def test_a_whole_tournament_runs_from_the_start_page_to_one_player_and_survives_a_restart(
        qtbot, room: Room, tmp_path: Path) -> None:
    """Create, register 8, run levels 1-2-4, the break (color-up) and level 6 on both windows; bust everyone
    but one with each place and prize in the message line and the players left on the big screen; undo a
    wrong bust with Undo and one with Ctrl+Z; the Payouts tab matches the payout functions and the pool;
    reopening the file shows everything as it was."""
    console, display = room.console, room.display
    register_all(qtbot, console)
    assert console.message.text() == "Registered player 8: Greg" and console.name_field.text() == ""
    assert [r[1] for r in shown(console.table)] == list(PLAYERS)
    assert console.stats_line.text() == "Entries 8 · playing 8 · prize pool 1,200"
    display.refresh()
    assert (display.name.text(), display.paused_banner.text()) == ("Friday Deepstack", "NOT STARTED")
    assert (display.players.text(), display.average.text(), display.pool.text()) == ("8 / 8", "25,000", "1,200")
    assert [(p.text(), a.text()) for p, a in display.payout_lines] == [("1st", "600"), ("2nd", "360"), ("3rd", "240")]

    qtbot.mouseClick(console.buttons["start"], Left)
    assert console.message.text() == "Clock started" and not console.buttons["start"].isEnabled()
    at(room, 5)
    assert console.clock_line.text() == "Level 1 · 15:00 · 25/50"
    assert (display.title.text(), display.time.text(), display.blinds.text()) == ("LEVEL 1", "15:00", "25 / 50")
    assert display.to_break.text() == "Break in 1:35:00" and not display.paused_banner.isVisible()
    assert bust(qtbot, room, "Greg") == "Greg finished 8th" and display.players.text() == "7 / 8"

    at(room, 20, 30)  # level 2 began 30 seconds ago: its banner is gone, its blinds are up
    assert console.clock_line.text() == "Level 2 · 19:30 · 50/100"
    assert (display.title.text(), display.blinds.text(), display.next_up.text(), display.alert.text()) == (
        "LEVEL 2", "50 / 100", "Next: 75 / 150", "")
    assert bust(qtbot, room, "Fiona") == "Fiona finished 7th" and display.players.text() == "6 / 8"

    # Mistake 1: Ivan busted instead of Emil; the console's Undo action takes it back.
    assert bust(qtbot, room, "Ivan") == "Ivan finished 6th" and display.players.text() == "5 / 8"
    qtbot.mouseClick(console.undo_button, Left)
    display.refresh()
    assert console.message.text() == "Undone: elimination"
    assert row(console.table, "Ivan")[2:] == ["playing", "", "", "", ""] and display.players.text() == "6 / 8"
    assert console.stats_line.text() == "Entries 8 · playing 6 · prize pool 1,200"
    assert bust(qtbot, room, "Emil") == "Emil finished 6th" and display.players.text() == "5 / 8"

    at(room, 60, 5)  # 5 seconds into level 4 (its banner shows for 8): the first big-blind ante
    assert console.clock_line.text() == "Level 4 · 19:55 · 100/200, big-blind ante 200"
    assert (display.title.text(), display.ante.text(), display.alert.text()) == (
        "LEVEL 4", "Big-blind ante 200", "LEVEL 4")
    assert bust(qtbot, room, "Dana") == "Dana finished 5th" and display.players.text() == "4 / 8"
    assert bust(qtbot, room, "Boris") == "Boris finished 4th" and display.players.text() == "3 / 8"

    at(room, 100, 3)  # 3 seconds into the break after level 5
    assert console.clock_line.text() == "Break · 14:57"
    assert (display.title.text(), display.time.text(), display.blinds.text()) == ("BREAK", "14:57", "")
    assert display.color_up.text() == "Color-up: 25 chips" and display.alert.text() == "COLOR-UP NOW"
    assert display.next_up.text() == "Next: 200 / 400, big-blind ante 400" and display.to_break.text() == ""
    third = paid(qtbot, room)[2]
    assert bust(qtbot, room, "Olga") == f"Olga finished 3rd, wins {third}" and third == "240"
    assert display.players.text() == "2 / 8"

    at(room, 116)  # level 6, a minute in: the color-up is over
    assert console.clock_line.text() == "Level 6 · 19:00 · 200/400, big-blind ante 400"
    assert (display.title.text(), display.blinds.text(), display.color_up.text()) == ("LEVEL 6", "200 / 400", "")

    # Mistake 2, heads-up: Maria busted instead of Ivan; Ctrl+Z in the console window takes it back.
    said = bust(qtbot, room, "Maria")
    assert said == f"Maria finished 2nd, wins {paid(qtbot, room)[1]}; Ivan wins the tournament, 600"
    assert display.players.text() == "1 / 8"
    console.activateWindow()
    qtbot.waitActive(console)
    qtbot.keyClick(console, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    display.refresh()
    assert console.message.text() == "Undone: elimination"
    assert row(console.table, "Maria")[2] == "playing" and display.players.text() == "2 / 8"
    assert bust(qtbot, room, "Ivan") == "Ivan finished 2nd, wins 360; Maria wins the tournament, 600"
    assert display.players.text() == "1 / 8" and display.alert.text() == "Maria WINS"
    assert console.stats_line.text() == "Entries 8 · playing 1 · prize pool 1,200"
    assert [r[1:3] for r in shown(console.table)] == [
        ["Maria", "winner, 1st"], ["Ivan", "out, 2nd"], ["Olga", "out, 3rd"], ["Boris", "out, 4th"],
        ["Dana", "out, 5th"], ["Emil", "out, 6th"], ["Fiona", "out, 7th"], ["Greg", "out, 8th"]]
    assert [r[6] for r in shown(console.table)] == ["600", "360", "240", "", "", "", "", ""]

    # The Payouts tab: what the payout functions compute for this state, adding up to 8 x the buy-in.
    state = console.session.state()
    tab = console.payouts_tab
    show_tab(qtbot, console.tabs, tab)
    expected = payouts(8 * BUY_IN, state.entries)
    assert expected == prizes.sheet(state).amounts
    assert [tab.table.item(r, 0).text() for r in range(tab.table.rowCount())] == ["1st", "2nd", "3rd"]
    assert paid(qtbot, room) == [f"{a:,}" for a in expected] == ["600", "360", "240"]
    assert sum(int(a.replace(",", "")) for a in paid(qtbot, room)) == 8 * BUY_IN
    assert tab.pool_line.text() == "Prize pool 1,200 from 8 entries" and display.pool.text() == "1,200"

    # A restart: a fresh Store on the same file, opened from a fresh start page, shows the same.
    before = (shown(console.table), console.stats_line.text(), console.clock_line.text(), grid(tab.table),
              tab.pool_line.text())
    room.store.close()
    store, opened = Store(tmp_path / "floor.db"), []
    room.store = store  # the fixture closes this one
    page = start_page(qtbot, store, room.clock, opened)
    assert page.list.item(0).text() == "Finished"  # (its heading: the tournament is won)
    assert page.list.currentItem().text() == (f"{room.tid}. Friday Deepstack — {date_of(room.t0)}, finished — 8 "
                                              "entries, 1 playing")
    qtbot.mouseClick(page.open_button, Left)
    assert opened == [room.tid]
    again = open_windows(qtbot, store, room.tid, room.clock)
    again.display.refresh()
    show_tab(qtbot, again.console.tabs, again.console.payouts_tab)
    after = (shown(again.console.table), again.console.stats_line.text(), again.console.clock_line.text(),
             grid(again.console.payouts_tab.table), again.console.payouts_tab.pool_line.text())
    assert after == before
    assert (again.display.title.text(), again.display.players.text()) == ("TOURNAMENT OVER", "1 / 8")
    assert (again.display.time.text(), again.display.next_up.text()) == ("600", "")  # no clock once it is won


def test_the_last_player_standing_is_shown_as_the_winner_with_the_first_prize(qtbot, room: Room) -> None:
    """When the 2nd-place player is busted, the tournament is won: the message line or the players table
    says who won and the 1st prize, as `floor export` results already do (place 1, 1st prize)."""
    console = room.console
    register_all(qtbot, console)
    qtbot.mouseClick(console.buttons["start"], Left)
    for name in reversed(PLAYERS[1:]):
        bust(qtbot, room, name)
    assert console.message.text().startswith("Maria finished 2nd")  # the bust itself went through
    winner = row(console.table, "Ivan")
    said = console.message.text()
    assert said == "Maria finished 2nd, wins 360; Ivan wins the tournament, 600"
    assert winner[2] == "winner, 1st" and winner[6] == "600"
    room.display.refresh()
    assert room.display.alert.text() == "Ivan WINS" and room.display.alert.isVisible()
    assert console.clock_line.text() == "Tournament over: Ivan won"
