"""A tournament in the store as the use cases see it: the desk the console, a dealer station and the CLI act on."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from floor.store.tournaments import Answered, Store
from floor.tournament.events import Event
from floor.tournament.state import TournamentState
from floor.usecases.desk import Action


@dataclass
class StoreDesk:
    """One tournament of one SQLite file; ``clock`` is the time source (tests pass a fixed one)."""

    store: Store
    tournament_id: int
    author: str
    clock: Callable[[], float] = field(default=time.time)

    def now(self) -> float:
        return self.clock()

    def state(self) -> TournamentState:
        return self.store.state(self.tournament_id)

    def commit(self, actions: Sequence[Action]) -> tuple[list[Event], TournamentState]:
        return self.store.act_all(self.tournament_id, actions)

    def undo(self) -> tuple[Event, TournamentState]:
        return self.store.undo(self.tournament_id, now=self.now(), author=self.author)

    def redo(self) -> tuple[Event, TournamentState]:
        return self.store.redo(self.tournament_id, now=self.now(), author=self.author)

    def takes_back(self) -> tuple[int | None, int | None]:
        """What an undo would take back and a redo restore now (their events' numbers; None: nothing)."""
        return self.store.takes_back(self.tournament_id)

    def once(self, command_id: str, request: str, work: Callable[[], str]) -> Answered:
        """``work`` (a use case on this desk, answering in JSON) as the command its client named for ``request`` (a
        digest of what was asked): all of it and its answer in one transaction, and the same id again answered with
        the first answer (:meth:`Store.once`)."""
        return self.store.once(self.tournament_id, command_id, self.author, request, work)

    def reach(self) -> int:
        """How far the log reaches now, whoever wrote it: what the change feed watches."""
        return self.store.reach(self.tournament_id)

    def history(self) -> list[Event]:
        return self.store.history(self.tournament_id)
