"""Taking back the last action and restoring it: undo and redo are events too, so the log keeps both.

Whether there is anything to undo or redo depends on the log, not on the tournament as it stands: :class:`Log`
keeps the log a front end has read and tops it up with only what came after, so a button can follow it cheaply.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from floor.core.errors import Text
from floor.tournament import events as ev
from floor.tournament.events import Event
from floor.usecases import pairing
from floor.usecases.desk import Desk, Done
from floor.usecases.intent import intent


@intent("history.undo", pairing.TAKE_BACK)
def undo(desk: Desk) -> Done:
    """Take back the latest action still in force; the event names it (``payload["target"]``, ``["kind"]``)."""
    event, state = desk.undo()
    return Done((event,), state)


@intent("history.redo", pairing.TAKE_BACK)
def redo(desk: Desk) -> Done:
    """Restore the action most recently undone, if nothing was done since."""
    event, state = desk.redo()
    return Done((event,), state)


def undo_refusal(log: list[Event]) -> Text | None:
    """Why undo would be refused with this log, or None when it would take something back."""
    return None if ev.undo_target(log) is not None else Text("nothing to undo")


def redo_refusal(log: list[Event]) -> Text | None:
    """Why redo would be refused with this log, or None when it would restore something."""
    return None if ev.redo_target(log) is not None else Text("nothing to redo")


class Undoable(Protocol):
    """A desk that says what an undo and a redo would take back (the numbers of their events; None: nothing)."""

    def takes_back(self) -> tuple[int | None, int | None]: ...


def refusals(desk: Undoable) -> tuple[Text | None, Text | None]:
    """Why undo and why redo would be refused now (None: it would act), found a few events back, not in the log:
    what the Undo button and the Edit menu's entries say after every action."""
    undo, redo = desk.takes_back()
    return (None if undo is not None else Text("nothing to undo"),
            None if redo is not None else Text("nothing to redo"))


class Log:
    """The event log as far as it was read, topped up with only the events after (a long tournament's log is tens
    of thousands of events: it must not be read whole after every action). Events are only ever appended (an undo
    is an event too); a log that reaches less far than was read (a backup restored) is read again."""

    def __init__(self, read_after: Callable[[int], Sequence[Event]]) -> None:
        self.read_after = read_after
        self.events: list[Event] = []

    @property
    def seq(self) -> int:
        return self.events[-1].seq if self.events else 0

    def reaching(self, seq: int) -> list[Event]:
        """The log, read as far as ``seq`` (how far it reaches now)."""
        if seq < self.seq:
            self.events = []
        if seq != self.seq:
            self.events += self.read_after(self.seq)
        return self.events
