"""A room for the Tables tab's tests: a console on a real store with the Tables tab in front.

The seating tests (test_seating_tab, _draws, _race, _house) share it; each test gets its own database file.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

from conftest import FakeTime
from PySide6.QtCore import Qt

from floor.app import StoreSession
from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament.events import Event
from floor.tournament.settings import Settings
from floor.tournament.state import TournamentState
from floor.tournament.structure import structure_to_json, template
from floor.ui.console.window import Console
from floor.ui.seating.tab import SeatingTab

T0 = 1_800_000_000.0


class Room:
    """A console on a tournament of ``count`` players, the Tables tab in front."""

    def __init__(self, qtbot, tmp_path: Path, count: int) -> None:
        self.store = Store(tmp_path / "f.db")
        self.tid = self.store.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=T0, author="Ana",
                                     extra={"structure": structure_to_json(template("turbo"))})
        self.store.act_all(self.tid, [partial(registered, name=f"Player {i}") for i in range(1, count + 1)])
        self.clock = FakeTime()
        self.window = Console(StoreSession(self.store, self.tid, "Ana", self.clock), poll=False)
        qtbot.addWidget(self.window)
        self.window.resize(1280, 720)
        self.window.show()
        self.tab: SeatingTab = self.window.seating_tab
        self.window.tabs.setCurrentWidget(self.tab)
        self.tab.record.step_ms = 0  # the deal shows at once

    @property
    def state(self) -> TournamentState:
        return self.store.state(self.tid)

    def last(self, kind: str) -> Event:
        return next(e for e in reversed(self.store.history(self.tid)) if e.kind == kind)

    def message(self) -> str:
        return self.window.message.text()

    def names_at(self, table: int) -> list[str]:
        return [line.name for line in self.tab.chart.lines(table) if line.player is not None]

    def where(self, label: str) -> list[tuple[int, int]]:
        """Every (table, seat) the chart shows ``label`` in."""
        chart = self.tab.chart
        return [(t.number, line.seat) for t in chart.tables for line in chart.lines(t.number) if line.name == label]

    def marked(self, table: int, marker: str) -> list[int]:
        return [line.seat for line in self.tab.chart.lines(table) if marker in line.markers]

    def register_unseated(self, name: str) -> None:
        """A player registered without a seat (by another desk, or an import after the draw)."""
        self.store.act(self.tid, partial(registered, name=name))
        self.window.refresh()

    def bust(self, players: list[int]) -> None:
        self.store.act(self.tid, lambda s: P.eliminate(s, players, now=self.clock(), author="Ana"))
        self.window.refresh()

    def draw(self, qtbot, *, buttons: bool = True) -> None:
        qtbot.mouseClick(self.tab.draw_button_all, Qt.MouseButton.LeftButton)
        if buttons:
            for table in sorted(self.state.tables):
                self.tab.choose_table(table)
                qtbot.mouseClick(self.tab.button_button, Qt.MouseButton.LeftButton)

    def close(self) -> None:
        self.store.close()


def registered(state: TournamentState, name: str) -> Event:
    """``name`` registered at the start (an action for the store)."""
    return P.register(state, name, now=T0, author="Ana", level=1)


