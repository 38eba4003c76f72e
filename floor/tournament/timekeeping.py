"""Clock actions as events: start, pause, resume, next, previous, jump, adjust.

The clock itself (:mod:`floor.tournament.clock`) is a value computed from timestamps;
each action here checks it against the clock at ``now`` and returns the event whose
fold moves it. Replaying the events rebuilds the clock exactly, so a restarted Floor
shows the right level and time.
"""

from __future__ import annotations

from floor.core.errors import FloorError, Text
from floor.tournament import closing
from floor.tournament import events as ev
from floor.tournament.events import Event
from floor.tournament.records import CLOCK_ACTIONS, ClockAction
from floor.tournament.state import TournamentState

ACTIONS = CLOCK_ACTIONS


def verify_clock(state: TournamentState, action: str, *, now: float, index: int | None = None,
                 seconds: float | None = None) -> None:
    clock = state.clock
    if action not in ACTIONS:
        raise FloorError(Text("unknown clock action {action!r}: {actions}",
                              action=action, actions=', '.join(ACTIONS)), code="clock")
    closing.verify_open(state, ev.CLOCK)  # (a finished tournament's clock is still: its buttons say so too)
    if action == "jump":
        if index is None:
            raise FloorError(Text("jump needs the level (or break) to go to"), code="clock")
        clock.verify_jump(index, now)
    elif action == "adjust":
        if seconds is None:
            raise FloorError(Text("adjust needs the time to add or take off"), code="clock")
        clock.verify_adjust(seconds, now)
    else:
        getattr(clock, f"verify_{action}")(now)


def can_clock(state: TournamentState, action: str, *, now: float, index: int | None = None,
              seconds: float | None = None) -> bool:
    try:
        verify_clock(state, action, now=now, index=index, seconds=seconds)
    except FloorError:
        return False
    return True


def clock(state: TournamentState, action: str, *, now: float, author: str, index: int | None = None,
          seconds: float | None = None) -> Event:
    """The event for one clock action, checked against the clock at ``now``."""
    verify_clock(state, action, now=now, index=index, seconds=seconds)
    verb = next(a for a in ACTIONS if a == action)  # one of them: checked
    return Event(ClockAction(verb, index if verb == "jump" else None, seconds if verb == "adjust" else None),
                 now, author)
