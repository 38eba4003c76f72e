"""The export of a big field made quicker without a character of it changing (issue 30)."""

import contextlib
import os
import time
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from floor.store import eventrows
from floor.store import export as X

# Zones whose offsets are not whole hours, change twice a year (one by half an hour), or had seconds in them (the
# Netherlands' +00:19:32 before 1937, Liberia's -00:44:30 before 1972).
ZONES = ("UTC", "Europe/Chisinau", "Asia/Kathmandu", "America/St_Johns", "Australia/Lord_Howe", "Europe/Amsterdam",
         "Africa/Monrovia", "Pacific/Chatham")


@contextlib.contextmanager
def local_zone(name: str) -> Iterator[None]:
    """The process's local time zone set to ``name`` (and put back after)."""
    before = os.environ.get("TZ")
    os.environ["TZ"] = name
    time.tzset()
    try:
        yield
    finally:
        if before is None:
            del os.environ["TZ"]
        else:
            os.environ["TZ"] = before
        time.tzset()


@pytest.fixture(params=ZONES)
def zone(request: pytest.FixtureRequest) -> Iterator[str]:
    with local_zone(request.param):
        yield request.param


def transitions(zone: str) -> list[float]:
    """Moments around the zone's offset changes, 1900-2040 (where a per-minute shortcut could go wrong)."""
    found: list[float] = []
    at = datetime(1900, 1, 1, tzinfo=UTC).timestamp()
    end = datetime(2040, 1, 1, tzinfo=UTC).timestamp()
    step = 6 * 3600
    before = datetime.fromtimestamp(at, tz=UTC).astimezone().utcoffset()
    while at < end:
        now = datetime.fromtimestamp(at + step, tz=UTC).astimezone().utcoffset()
        if now != before:
            found += [at + step - 60 * k + d for k in range(0, 361, 30) for d in (-0.0004, 0, 0.5, 59.9996, 59.9999996)]
        before = now
        at += step
    return found


def test_every_time_is_written_as_iso_time_writes_it_around_every_offset_change(zone: str) -> None:
    times = X._Times()
    moments = transitions(zone)
    assert zone == "UTC" or moments  # (each other zone changed its offset at least once)
    for at in moments:
        assert times(at) == X.iso_time(at), (zone, at)


@settings(max_examples=300, deadline=None)
@given(at=st.floats(min_value=eventrows.FIRST_TIME + 86_400, max_value=eventrows.LAST_TIME - 86_400))
@example(at=1_800_000_000.9999996)  # (rounded up to the next second, as datetime rounds it)
@example(at=1_800_000_000.0005)
@example(at=-0.0000004)
@example(at=-1.9999996)
@example(at=1_711_846_799.9999)  # (a second before Chisinau's clocks went forward in 2024)
def test_any_time_is_written_as_iso_time_writes_it(at: float) -> None:
    for zone in ("Europe/Chisinau", "Asia/Kathmandu"):
        with local_zone(zone):
            assert X._Times()(at) == X.iso_time(at)


def test_a_time_that_is_not_a_float_or_beyond_the_clock_is_written_as_before() -> None:
    times = X._Times()
    assert times(1_800_000_000) == X.iso_time(1_800_000_000)
    with pytest.raises((OverflowError, OSError, ValueError)):
        times(1e300)
