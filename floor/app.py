"""The composition root: wires the store to the desktop windows.

The windows (``floor/ui``) get a :class:`~floor.ui.session.Session`; this module makes
one over the SQLite store, so the desktop and the command line share every function.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from floor.store.tournaments import Store
from floor.tournament.events import Event
from floor.tournament.state import TournamentState
from floor.ui.session import Action


@dataclass
class StoreSession:
    """A tournament in the store, for the windows; ``clock`` is the time source (tests pass a fake)."""

    store: Store
    tournament_id: int
    author: str
    clock: Callable[[], float] = field(default=time.time)

    def state(self) -> TournamentState:
        return self.store.state(self.tournament_id)

    def act(self, action: Action) -> tuple[Event, TournamentState]:
        return self.store.act(self.tournament_id, action)

    def undo(self) -> tuple[Event, TournamentState]:
        return self.store.undo(self.tournament_id, now=self.now(), author=self.author)

    def redo(self) -> tuple[Event, TournamentState]:
        return self.store.redo(self.tournament_id, now=self.now(), author=self.author)

    def history(self) -> list[Event]:
        return self.store.history(self.tournament_id)

    def now(self) -> float:
        return self.clock()


def run_console(store: Store, tournament_id: int, author: str) -> int:
    """Open the console for a tournament and run until it is closed."""
    from PySide6.QtWidgets import QApplication

    from floor.ui.console import Console

    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = Console(StoreSession(store, tournament_id, author))
    window.show()
    code = int(app.exec())
    del window
    return code
