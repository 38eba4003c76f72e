"""What the desktop needs from a tournament, handed in by the composition root (``floor/app.py``).

The windows never touch the database: a session is a :class:`~floor.usecases.desk.Desk` (the use cases act on
it), plus the history to show, how far the log reaches (the change feed watches it) and the long work that runs
off the GUI thread.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Protocol

from floor.tournament.events import Event
from floor.tournament.state import TournamentState
from floor.ui.common.work import Job
from floor.usecases.desk import Desk

Say = Callable[[str, bool], None]  # a message for the floor manager, and whether it is a refusal


class Session(Desk, Protocol):
    """One open tournament for the windows: a desk, its history, its reach, its long work."""

    def history(self) -> list[Event]: ...

    def history_after(self, seq: int) -> list[Event]: ...  # what a reader holding the log up to ``seq`` lacks

    def history_since(self, before: int) -> tuple[TournamentState, list[Event]] | None:
        """A state after event ``before`` or earlier and the events after it (None: read the whole log)."""

    def reach(self) -> int: ...

    def database(self) -> str: ...  # the database server this desk is on, for the status bar ("": none to say)

    def standby(self) -> tuple[str, str]: ...  # the server's standby in a few words and a sentence (network)

    def database_lines(self) -> list[str]: ...  # the server, its role, each standby, the meaning (network)

    def reconnections(self) -> int: ...  # times the store connected to its server again (failovers)

    def promote(self, folder: Path) -> str: ...  # the standby in ``folder`` made the primary; what happened

    def takes_back(self) -> tuple[int | None, int | None]: ...  # what Undo and Redo would take back (None: nothing)

    # Long work, run by :class:`floor.ui.common.work.Worker` off the GUI thread (each job opens its own connection).
    def import_job(self, path: Path, encoding: str | None = None) -> Job: ...

    def td_import_job(self, paths: Sequence[Path]) -> Job: ...

    def export_job(self, folder: Path) -> Job: ...

    def backup_job(self, *, only_if_due: bool = False) -> Job: ...
