"""The tournament clock: start, pause, resume, the next or previous level, a jump to a level, time added or taken off.

Each is one event checked against the clock at the desk's time (:mod:`floor.tournament.timekeeping`); the clock
keeps running from those timestamps while Floor is closed.
"""

from __future__ import annotations

from dataclasses import dataclass

from floor.tournament import timekeeping
from floor.tournament.state import TournamentState
from floor.usecases import pairing
from floor.usecases.desk import Desk, Done, run
from floor.usecases.intent import intent


def _clock(desk: Desk, action: str, *, index: int | None = None, seconds: float | None = None) -> Done:
    now, author = desk.now(), desk.author
    return run(desk, lambda state: timekeeping.clock(state, action, now=now, author=author, index=index,
                                                     seconds=seconds))


@intent("clock.start", pairing.RUN_DESK)
def start(desk: Desk) -> Done:
    return _clock(desk, "start")


@intent("clock.pause", pairing.FLOOR_ACTS)
def pause(desk: Desk) -> Done:
    return _clock(desk, "pause")


@intent("clock.resume", pairing.FLOOR_ACTS)
def resume(desk: Desk) -> Done:
    return _clock(desk, "resume")


@intent("clock.next_level", pairing.RUN_DESK)
def next_level(desk: Desk) -> Done:
    """On to the next level or break."""
    return _clock(desk, "next")


@intent("clock.previous_level", pairing.RUN_DESK)
def previous_level(desk: Desk) -> Done:
    """Back to the previous level or break."""
    return _clock(desk, "previous")


@intent("clock.jump", pairing.RUN_DESK)
def jump(desk: Desk, level: int) -> Done:
    """To level ``level`` (its number, as the structure sheet counts levels; breaks are not counted)."""
    index = desk.state().structure.level_index(level)
    return _clock(desk, "jump", index=index)


@intent("clock.adjust", pairing.RUN_DESK)
def adjust(desk: Desk, seconds: float) -> Done:
    """Time added to the level in play (``seconds`` above 0) or taken off (below 0)."""
    return _clock(desk, "adjust", seconds=seconds)


def toggled(state: TournamentState, now: float) -> str:
    """What one key for the clock (the console's Space) means now: start, pause or resume, whichever applies."""
    clock = state.clock.at(now)
    return "start" if not clock.started else ("pause" if clock.running else "resume")


@dataclass(frozen=True, slots=True)
class Toggled:
    """The clock started, paused or resumed by one key: which of the three, and what it wrote."""

    action: str
    done: Done


@intent("clock.toggle", pairing.RUN_DESK)
def toggle(desk: Desk) -> Toggled:
    """Start, pause or resume, whichever applies now (:func:`toggled`)."""
    action = toggled(desk.state(), desk.now())
    return Toggled(action, _clock(desk, action))
