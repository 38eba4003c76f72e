"""What the desktop needs from a tournament, handed in by the composition root (``floor/app.py``).

The windows never touch the database: they read the state and hand actions to a session,
which runs each one as one all-or-nothing transaction and says why when it refuses.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Protocol

from floor.tournament.events import Event
from floor.tournament.state import TournamentState
from floor.ui.work import Job

Action = Callable[[TournamentState], Event]
Say = Callable[[str, bool], None]  # a message for the floor manager, and whether it is a refusal
Do = Callable[[Action, Callable[[TournamentState], str]], bool]  # run an action, then say what it did


class Session(Protocol):
    """One open tournament: its state, its actions, its clock and who is at the desk."""

    author: str

    def state(self) -> TournamentState: ...

    def act(self, action: Action) -> tuple[Event, TournamentState]: ...

    def act_all(self, actions: Sequence[Action]) -> tuple[list[Event], TournamentState]: ...

    def undo(self) -> tuple[Event, TournamentState]: ...

    def redo(self) -> tuple[Event, TournamentState]: ...

    def history(self) -> list[Event]: ...

    def now(self) -> float: ...

    # Long work, run by :class:`floor.ui.work.Worker` off the GUI thread (each job opens its own connection).
    def import_job(self, path: Path, encoding: str | None = None) -> Job: ...

    def export_job(self, folder: Path) -> Job: ...

    def backup_job(self, *, only_if_due: bool = False) -> Job: ...
