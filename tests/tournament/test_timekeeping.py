"""Clock actions are events: replaying them rebuilds the clock exactly, and the rules read its level."""

import pytest

from floor.core.errors import FloorError
from floor.tournament import players as P
from floor.tournament import timekeeping as T
from floor.tournament.events import Event
from floor.tournament.records import Created
from floor.tournament.settings import Purchase, Settings
from floor.tournament.state import TournamentState, replay
from floor.tournament.structure import template

T0 = 1_800_000_000.0


def created(**settings: object) -> Event:
    base = {"name": "T", "buy_in": 100, "starting_stack": 10_000}
    base.update(settings)
    return Event(Created.of(Settings(**base), template("turbo")), T0, "Ana", 1)  # type: ignore[arg-type]


def run(log: list[Event], make: object) -> TournamentState:
    state = replay(1, log)
    event = make(state).numbered(state.seq + 1)  # type: ignore[operator]
    log.append(event)
    return state.after(event)


def test_replaying_the_clock_events_gives_the_same_clock() -> None:
    """Start, adjust, pause, resume, next: the replayed clock shows the same level and time to the millisecond."""
    log = [created()]
    run(log, lambda s: T.clock(s, "start", now=T0, author="Ana"))
    run(log, lambda s: T.clock(s, "adjust", now=T0 + 100, author="Ana", seconds=-60))
    run(log, lambda s: T.clock(s, "pause", now=T0 + 200.25, author="Ana"))
    run(log, lambda s: T.clock(s, "resume", now=T0 + 500, author="Ana"))
    live = run(log, lambda s: T.clock(s, "next", now=T0 + 600, author="Ana"))
    later = T0 + 3 * 3600
    assert replay(1, log).clock.status(later) == live.clock.status(later)
    assert replay(1, log).clock.status(T0 + 700).remaining == 12 * 60 - 100


def test_a_paused_clock_stays_paused_and_a_running_one_kept_running_while_floor_was_closed() -> None:
    """Reopened an hour later: the paused clock shows the same time; the running one has moved on an hour."""
    log = [created()]
    run(log, lambda s: T.clock(s, "start", now=T0, author="Ana"))
    running = replay(1, log)
    assert running.clock.status(T0 + 3600).level == 6  # 12-minute levels: an hour later it is level 6
    run(log, lambda s: T.clock(s, "pause", now=T0 + 30, author="Ana"))
    paused = replay(1, log).clock.status(T0 + 3600)
    assert paused.level == 1 and paused.paused and paused.remaining == 12 * 60 - 30


def test_clock_refusals_say_why() -> None:
    """Pausing a clock that is not running, or jumping past the last level, is refused with the reason."""
    state = replay(1, [created()])
    with pytest.raises(FloorError, match=r"not running|not started"):
        T.clock(state, "pause", now=T0, author="Ana")
    with pytest.raises(FloorError, match="jump needs"):
        T.clock(state, "jump", now=T0, author="Ana")
    with pytest.raises(FloorError, match="unknown clock action"):
        T.clock(state, "rewind", now=T0, author="Ana")


def test_rebuys_close_with_the_clock() -> None:
    """Rebuys until level 2 of 12-minute levels: allowed at minute 20, refused at minute 25 (level 3)."""
    log = [created(rebuy=Purchase(100, 10_000, 5, 2))]
    run(log, lambda s: P.register(s, "A", now=T0, author="Ana", level=s.level(T0)))
    run(log, lambda s: P.register(s, "B", now=T0, author="Ana", level=s.level(T0)))
    run(log, lambda s: T.clock(s, "start", now=T0, author="Ana"))
    at20, at25 = T0 + 20 * 60, T0 + 25 * 60
    run(log, lambda s: P.rebuy(s, "A", now=at20, author="Ana", level=s.level(at20)))
    state = replay(1, log)
    with pytest.raises(FloorError, match="rebuys ended after level 2 \\(the clock is at level 3\\)"):
        P.rebuy(state, "A", now=at25, author="Ana", level=state.level(at25))
