"""Changing the structure mid-tournament: the clock keeps its place; a change that loses it is refused."""

import pytest

from floor.core.errors import FloorError
from floor.tournament import timekeeping as T
from floor.tournament.events import Event
from floor.tournament.records import Created
from floor.tournament.restructure import set_structure
from floor.tournament.settings import Settings
from floor.tournament.state import TournamentState, replay
from floor.tournament.structure import Level, Structure, template

T0 = 1_800_000_000.0


def running() -> tuple[list[Event], TournamentState]:
    log = [Event(Created.of(Settings("T", buy_in=1, starting_stack=100), template("turbo")), T0, "Ana", 1)]
    state = replay(1, log)
    start = T.clock(state, "start", now=T0, author="Ana").numbered(2)
    log.append(start)
    return log, state.after(start)


def test_longer_levels_from_now_keep_the_time_already_played() -> None:
    """At 5:00 into level 1 (12 minutes), levels become 20 minutes: 15:00 left, replayed the same."""
    log, state = running()
    longer = template("turbo")
    longer = Structure(tuple(Level(i.small_blind, i.big_blind, 20, i.ante, i.ante_kind, i.game)
                             if isinstance(i, Level) else i for i in longer.items), longer.chips)
    event = set_structure(state, longer, now=T0 + 300, author="Ana").numbered(3)
    log.append(event)
    state = state.after(event)
    assert state.clock.status(T0 + 300).remaining == 15 * 60
    assert replay(1, log).clock.status(T0 + 400) == state.clock.status(T0 + 400)


def test_a_structure_without_the_current_level_is_refused() -> None:
    """On level 3, a two-level structure would lose the clock's place: refused with the reason."""
    _, state = running()
    short = Structure((Level(25, 50, 10), Level(50, 100, 10)), (25, 100))
    with pytest.raises(FloorError, match="must keep it"):
        set_structure(state, short, now=T0 + 2 * 12 * 60 + 30, author="Ana")
