"""The change feed on a server (issue 31): the room's follower waits on the server's wake-ups (LISTEN floor; every
commit of a log NOTIFYs ``tid:seq``) instead of only a fixed poll, and a wake-up lost (its connection killed, as a
failover kills it) costs only the poll's delay: the follower catches up from its cursor."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

import psycopg
import pytest
from conftest import run_floor_ok
from room.served import served, subscribe

from floor.room import service
from floor.room.follow import Follower
from floor.store.where import open_store
from floor.tournament import players
from floor.tournament.state import TournamentState

from .fixtures import sunday_on

T0 = 1_800_000_000.0
WAKE_BOUND = 2.0  # seconds from another desk's commit to the waiting follower woken (measured: ~0.01-0.1 s)


@pytest.fixture
def night(pg_dsn: str) -> str:
    return sunday_on(pg_dsn)


@pytest.fixture
def follower(night: str) -> Iterator[Follower]:
    follower = Follower(night, 1, "Ana", lambda: T0)
    yield follower
    follower.close()


def register(where: str, name: str) -> None:
    """Another desk (a store of its own, its own connection) registers a player."""
    desk = open_store(where)
    try:
        desk.act(1, lambda s: players.register(s, name, now=T0, author="Bob", level=1))
    finally:
        desk.close()


def names(state: TournamentState) -> set[str]:
    return {p.name for p in state.players.values()}


def listeners(where: str) -> list[int]:
    """The server's sessions LISTENing on ``floor`` (the followers' own connections)."""
    with psycopg.connect(where, autocommit=True) as pg:
        return [int(r[0]) for r in pg.execute("SELECT pid FROM pg_stat_activity WHERE query = 'LISTEN floor' "
                                              "AND pid <> pg_backend_pid()").fetchall()]


def test_another_desks_write_wakes_the_waiting_follower_within_a_bound_without_a_poll(night: str,
                                                                                     follower: Follower) -> None:
    woke = threading.Event()
    assert follower.listen(woke.set).result(10) is True
    first = follower.ask().result(10)
    assert first is not None and first.seq == 1
    assert not woke.wait(0.6)  # (nothing written: nothing told)
    began = time.monotonic()
    register(night, "Radu")
    assert woke.wait(WAKE_BOUND), "the follower was not woken by the other desk's commit"
    print(f"woken {time.monotonic() - began:.3f} s after the other desk began its write")
    moved = follower.ask().result(10)  # (woken: it asks once, and sees the write)
    assert moved is not None and "Radu" in names(moved.state)


def test_with_the_listen_connection_killed_the_follower_catches_up_on_its_poll_and_listens_again(
        night: str, follower: Follower) -> None:
    woke = threading.Event()
    assert follower.listen(woke.set).result(10) is True
    assert follower.ask().result(10) is not None
    deadline = time.monotonic() + 10
    while not listeners(night):
        assert time.monotonic() < deadline, "the follower never LISTENed"
        time.sleep(0.05)
    with psycopg.connect(night, autocommit=True) as pg:  # the wake-ups' connection killed (a failover does it)
        for pid in listeners(night):
            pg.execute("SELECT pg_terminate_backend(%s)", [pid])
    register(night, "Radu")  # (its notification goes to no one, or to the listener back already)
    polled = follower.ask().result(10)  # the poll's tick: caught up from the follower's own cursor
    assert polled is not None and "Radu" in names(polled.state)
    while not listeners(night):  # listening again by itself
        assert time.monotonic() < deadline, "the follower did not LISTEN again"
        time.sleep(0.05)
    woke.clear()
    register(night, "Ana Pop")
    assert woke.wait(WAKE_BOUND)
    moved = follower.ask().result(10)
    assert moved is not None and "Ana Pop" in names(moved.state)


def test_the_room_service_pushes_another_desks_write_to_the_lobby_long_before_its_poll(
        night: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The service's follow loop, its poll set to 30 s: the lobby hears the write within the wake-up's bound."""
    monkeypatch.setattr(service, "CHECK_SECONDS", 30.0)
    with served(night) as room:  # type: ignore[arg-type]
        stream = subscribe(room, "/events")
        try:
            first = stream.next(10)
            assert first is not None and first[1]["clock"]["entries"] == 0
            began = time.monotonic()
            run_floor_ok(night, "player", "add", "Radu")  # another Floor on the server, as a desk is
            pushed = stream.next(WAKE_BOUND + 3)
            assert pushed is not None, "not pushed before the poll's tick"
            assert pushed[1]["clock"]["entries"] == 1
            print(f"pushed {time.monotonic() - began:.3f} s after the command began")
        finally:
            stream.close()
