"""What a use case needs from the place a tournament lives: its state, who acts and when, one transaction.

The store's desk (:class:`floor.store.desk.StoreDesk`) is the one the console, the dealer station and the command
line use today; a desk over the room's network will be another. A use case never asks which it has.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from floor.tournament.closing import verify_open
from floor.tournament.events import Event
from floor.tournament.state import TournamentState

Action = Callable[[TournamentState], Event]  # one step of a use case: the state as it stands -> its event


class Desk(Protocol):
    """One open tournament, wherever it lives."""

    author: str  # the name of the person acting (the floor manager's, a dealer's): every event carries it

    def now(self) -> float:
        """The time of the action (seconds since the epoch; tests pass a fixed clock)."""
        ...

    def state(self) -> TournamentState:
        """The tournament as it stands now, with whatever other processes wrote."""
        ...

    def commit(self, actions: Sequence[Action]) -> tuple[list[Event], TournamentState]:
        """Run ``actions`` in order against the state inside one transaction: all their events, or none."""
        ...

    def undo(self) -> tuple[Event, TournamentState]:
        """Take back the latest action still in force (an event too)."""
        ...

    def redo(self) -> tuple[Event, TournamentState]:
        """Restore the action most recently undone, if nothing was done since."""
        ...


@dataclass(frozen=True, slots=True)
class Done:
    """What a use case changed: the events it wrote (numbered) and the tournament after them."""

    events: tuple[Event, ...]
    state: TournamentState

    @property
    def seq(self) -> int:
        """The sequence number the tournament moved to."""
        return self.events[-1].seq if self.events else self.state.seq


def run(desk: Desk, *actions: Action) -> Done:
    """Commit ``actions`` as one: the plain use case of an intent that is a single rule-checked step.

    Every use case writes through here, so a finished tournament is refused here, once for all of them
    (:func:`floor.tournament.closing.verify_open`): each event is checked against the state the transaction
    started from (the last bust of a use case that then balances the tables is one action)."""
    started: list[TournamentState] = []

    def checked(first: bool, action: Action) -> Action:
        def step(state: TournamentState) -> Event:
            if first:  # (each attempt of the transaction starts again from its own state)
                started[:] = [state]
            event = action(state)
            verify_open(started[0], event.kind)
            return event
        return step

    events, state = desk.commit([checked(i == 0, action) for i, action in enumerate(actions)])
    return Done(tuple(events), state)
