"""Where the tournament is in its structure at a given moment (the level rules depend on)."""

from __future__ import annotations

from floor.tournament.state import TournamentState


def current_level(state: TournamentState, now: float) -> int:
    """The level number in play at ``now`` (1 before the clock starts)."""
    clock = getattr(state, "clock", None)
    if clock is None:
        return 1
    return int(clock.status(now).level)
