"""The screens hear that late registration is closing, a minute ahead, and when it has closed."""

from floor.tournament import timekeeping as T
from floor.tournament.events import Event
from floor.tournament.notices import LATE_REGISTRATION_CLOSED, LATE_REGISTRATION_CLOSING, notices
from floor.tournament.records import Created
from floor.tournament.settings import Settings
from floor.tournament.state import TournamentState, replay
from floor.tournament.structure import template

T0 = 1_800_000_000.0


def started(late: int | None, structure: str = "turbo") -> TournamentState:
    settings = Settings("T", buy_in=100, starting_stack=10_000, late_registration_level=late)
    state = replay(1, [Event(Created.of(settings, template(structure)), T0, "Ana", 1)])
    return state.after(T.clock(state, "start", now=T0, author="Ana").numbered(2))


def late_notices(state: TournamentState, minutes: int) -> list[tuple[str, int, int]]:
    return [(n.kind, n.level, round(n.at - T0)) for n in notices(state, T0, T0 + minutes * 60)
            if n.kind in (LATE_REGISTRATION_CLOSING, LATE_REGISTRATION_CLOSED)]


def test_late_registration_after_level_3_closes_when_level_4_begins() -> None:
    """12-minute levels, late registration through level 3: a warning at 35:00, closed at 36:00."""
    found = late_notices(started(3), 60)
    assert found == [(LATE_REGISTRATION_CLOSING, 3, 35 * 60), (LATE_REGISTRATION_CLOSED, 4, 36 * 60)]


def test_when_a_break_follows_the_last_level_registration_stays_open_through_it() -> None:
    """Through level 6 and the break after it (turbo: a 10-minute break): it closes as level 7 begins."""
    found = late_notices(started(6), 120)
    assert found == [(LATE_REGISTRATION_CLOSING, 6, 81 * 60), (LATE_REGISTRATION_CLOSED, 7, 82 * 60)]


def test_no_late_registration_no_notices() -> None:
    """Without a late-registration level nothing extra is announced."""
    assert late_notices(started(None), 120) == []
