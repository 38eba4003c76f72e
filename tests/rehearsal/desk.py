"""The floor manager at the desk, as the rehearsal's steps share him: the night's store, clock and windows, what
every step checks (the numbers on the console and the big screen, the message line, the look at the screen), and
the gestures the steps share (a tab clicked, a player found and selected, the clock moved on, the big screen put
full screen and back)."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import tempfile
from datetime import datetime
from pathlib import Path

from gestures import Answerer, FakeClock, check, click_cell, press, type_into, until, wait
from looks import Looks
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QLineEdit, QSpinBox, QTabWidget, QWidget

from floor.store.where import open_store
from floor.tournament import prizes
from floor.tournament.state import TournamentState
from floor.ui.clock.display import ClockDisplay
from floor.ui.common.language import number, tr
from floor.ui.console.window import Console

T0 = datetime(2026, 3, 13, 19, 0).timestamp()  # a Friday, seven in the evening, where the night runs
NAME = "Friday Rehearsal"
BUY_IN, FEE, STACK = 100, 10, 20_000
PLAYERS = 45
TABLES = 5


class Desk:
    """The night's state and windows, and what every step does with them."""

    def __init__(self, code: str, size: tuple[int, int], out: Path) -> None:
        self.code, self.size, self.out = code, size, out
        self.work = Path(tempfile.mkdtemp(prefix="floor-rehearsal-"))
        self.clock = FakeClock(T0)
        self.looks = Looks(out, code)
        self.answerer = Answerer(self._look_at_dialog)
        self.crashes: list[str] = []
        self._crash_handler = sys.excepthook
        self.steps: list[dict[str, object]] = []
        self.step = ""
        # The night's database: a file here, or a PostgreSQL server (tests/pg/test_rehearsal_on_a_server.py).
        self.store = open_store(os.environ.get("FLOOR_REHEARSAL_DB") or self.work / "night.db")
        self.tid = 0
        self.console: Console
        self.display: ClockDisplay
        self.rng = random.Random(15)
        self.players: list[str] = []
        self.rebuys = self.addons = 0
        self.stacks_plan: dict[int, int] = {}
        self.roles: dict[str, tuple[int, int]] = {}  # a role in the hands -> (table, seat)
        self.counted_at = 0.0

    def numbers(self) -> None:
        """Players left, the average stack, the prize pool and the payouts, on the console and the big screen."""
        state = self.state()
        self.display.refresh()
        self.console.refresh()
        entries, left = state.entries, state.players_left
        pool = BUY_IN * (entries + self.rebuys + self.addons)
        sheet = prizes.sheet(state)
        check(sheet.pool == pool, f"the prize pool is {sheet.pool}, not {pool} ({entries} entries, {self.rebuys} "
              f"rebuys, {self.addons} add-ons of {BUY_IN})")
        check(not sheet.amounts or sum(sheet.amounts) == pool, f"the payouts {sheet.amounts} do not add up to {pool}")
        chips = STACK * (entries + self.rebuys + self.addons) - state.chips_removed
        shown = {"players": self.display.players.text(), "average": self.display.average.text(),
                 "pool": self.display.pool.text()}
        wanted = {"players": f"{number(left)} / {number(entries)}",
                  "average": number(chips // left) if left else "-", "pool": number(pool)}
        check(shown == wanted, f"the big screen shows {shown}, not {wanted}")
        payouts = [(p.text(), a.text()) for p, a in self.display.payout_lines if p.text()]
        check([a for _, a in payouts] == [number(a) for a in sheet.amounts[:9]],
              f"the big screen pays {payouts}, the sheet {sheet.amounts}")
        line = tr("Console", "Entries {entries} · playing {playing} · prize pool {pool}", entries=entries,
                  playing=left, pool=number(pool))
        check(self.console.stats_line.text() == line,
              f"the console's totals read {self.console.stats_line.text()!r}, not {line!r}")

    def message_is(self, said: str) -> None:
        shown = self.console.message.text()
        check(shown == said, f"the message line reads {shown!r}, not {said!r}")

    def tab(self, english: str) -> None:
        """Click a tab of the console by its name."""
        tabs: QTabWidget = self.console.tabs
        wanted = tr("Console", english)
        titles = [tabs.tabText(i) for i in range(tabs.count())]
        check(wanted in titles, f"the console has no tab {wanted!r} (tabs: {titles})")
        bar = tabs.tabBar()
        QTest.mouseClick(bar, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         bar.tabRect(titles.index(wanted)).center())
        until(lambda: tabs.currentIndex() == titles.index(wanted), f"the tab {wanted!r} did not open")
        wait(20)

    def choose(self, combo: QComboBox, data: object, *, text: str | None = None) -> None:
        """Pick the entry of a combo box that stands for ``data`` (or reads ``text``), as a person picks it."""
        index = combo.findText(text) if text is not None else combo.findData(data)
        check(index >= 0, f"{data!r} is not offered in {[combo.itemText(i) for i in range(combo.count())]}")
        combo.setCurrentIndex(index)
        wait(1)

    def look(self, label: str, windows: list[QWidget] | None = None) -> None:
        """A look at the screen (or at ``windows``); with the console open, the numbers checked first."""
        if windows is None and hasattr(self, "display") and label != "failed":
            self.numbers()
        self.looks.look(self.step, label, windows)

    def _look_at_dialog(self, dialog: QWidget, what: str) -> None:
        self.look(f"dialog {what}", [dialog])

    def primary_dies_if_asked(self) -> bool:
        """On a server with a standby (FLOOR_REHEARSAL_FAILOVER, JSON: ``{"kill": PID, "promote": [ARGV]}``, from
        tests/pg/test_rehearsal_on_a_server.py): the primary's machine dies here (every process of its server killed
        at once) and the standby is promoted at its own machine (``floor promote --data FOLDER``, run there); the
        windows go on, never restarted."""
        asked = os.environ.get("FLOOR_REHEARSAL_FAILOVER")
        if not asked:
            return False
        failover = json.loads(asked)
        os.killpg(int(failover["kill"]), signal.SIGKILL)
        done = subprocess.run(failover["promote"], capture_output=True, text=True, timeout=120, check=False)
        check(done.returncode == 0, f"floor promote failed: {done.stderr.strip()}")
        self.steps[-1]["failover"] = done.stdout.strip()
        return True

    def state(self) -> TournamentState:
        return self.store.state(self.tid)

    def type_number(self, spin: QSpinBox, value: int) -> None:
        """Type a number into a spin box as a person does: select what is there, type the digits, Tab away."""
        field = spin.findChild(QLineEdit)
        assert field is not None
        field.selectAll()
        type_into(field, str(value))
        press(field, Qt.Key.Key_Tab)
        check(spin.value() == value, f"typing {value} into a field left {spin.value()} in it")

    def index(self) -> int:
        return self.state().clock.at(self.clock()).index

    def to_next_item(self, seconds: float) -> None:
        """Let the level (or break) on the clock run out, and ``seconds`` of the next."""
        status = self.state().clock.status(self.clock())
        self.clock.forward(status.remaining + seconds)

    def shows_clock(self, level: int, time_left: str, blinds: str, console_blinds: str, *,
                    paused: bool = False) -> None:
        """The console's clock line and the big screen say this level, its time and blinds (their timers ran)."""
        line = f"{tr('Console', 'Level {level}', level=level)} · {time_left} · {console_blinds}"
        if paused:
            line += f" · {tr('Console', 'PAUSED')}"
        wanted = (line, time_left, tr("Board", "LEVEL {level}", level=level), blinds,
                  tr("ClockDisplay", "PAUSED") if paused else "")

        def shown() -> tuple[str, ...]:
            return (self.console.clock_line.text(), self.display.time.text(), self.display.title.text(),
                    self.display.blinds.text(), self.display.paused_banner.text())

        until(lambda: shown() == wanted,
              lambda: f"the console's clock line and the big screen show {shown()}, not {wanted}", 5)

    def select_player(self, name: str) -> None:
        """Players tab: find the player by typing in the search field, click his row."""
        self.tab("Players")
        search = self.console.search_field
        type_into(search, name)
        view = self.console.table

        def rows() -> list[int]:
            return [r for r in range(view.rowCount()) if view.text(r, 1) == name]

        until(lambda: len(rows()) == 1 and view.rowCount() < 5,
              lambda: f"searching for {name!r} shows {[view.text(r, 1) for r in range(view.rowCount())]}", 3)
        click_cell(view, view.rows.index(rows()[0], 1))
        check([p.name for p in view.selected_players()] == [name], f"clicking {name!r}'s row did not select him")

    def clear_search(self) -> None:
        """The search field emptied (select all, Delete), so the Players tab lists everyone again."""
        search = self.console.search_field
        search.selectAll()
        press(search, Qt.Key.Key_Delete)
        check(search.text() == "" and self.console.table.rowCount() == len(self.state().players),
              "emptying the search field did not list every player again")

    def full_screen(self, label: str) -> None:
        """F on the big screen: full screen, exactly the screen's size; a look; Esc: back in its window."""
        display = self.display
        before = display.size()
        press(display, Qt.Key.Key_F)
        screen = display.screen().geometry().size()
        until(lambda: display.isFullScreen() and display.size() == screen,
              lambda: f"F made the big screen {display.width()}x{display.height()}, not full screen {screen.width()}x"
              f"{screen.height()}", 5)
        wait(150)
        self.look(label)
        press(display, Qt.Key.Key_Escape)
        until(lambda: not display.isFullScreen() and display.size() == before,
              lambda: f"Esc left the big screen {display.width()}x{display.height()}, not back to {before.width()}x"
              f"{before.height()}", 5)
        self.console.raise_()  # the floor manager clicks his console again
        self.console.activateWindow()
        wait(100)

    def name_at(self, table: int, seat: int) -> str:
        player = self.state().tables[table].player_at(seat)
        return self.state().players[player].label if player is not None else ""

