"""A write of the club's own tables on a server (``Store.writing``: members, leagues, devices, templates) meets what
an action meets (issue 31): a session the server ended (a failover) is connected again before the write begins, and
a server that takes no writes (a standby, a fenced old primary) is refused in one line, as a read-only file is.
The tests write a table of their own: the club's tables are helper club's (tests/pg/test_club_tables.py)."""

from __future__ import annotations

import time

import psycopg
import pytest

from floor.core.errors import FloorError
from floor.store.where import open_store
from floor.tournament import players

from .fixtures import sunday_on

T0 = 1_800_000_000.0


@pytest.fixture
def night(pg_dsn: str) -> str:
    sunday_on(pg_dsn)
    with psycopg.connect(pg_dsn, autocommit=True) as pg:
        pg.execute("CREATE TABLE notes (said text)")
    return pg_dsn


def notes(where: str) -> list[str]:
    with psycopg.connect(where, autocommit=True) as pg:
        return [str(r[0]) for r in pg.execute("SELECT said FROM notes ORDER BY said").fetchall()]


def test_a_write_after_the_server_ended_the_desks_session_connects_again_and_is_kept(night: str) -> None:
    desk = open_store(night)
    try:
        with desk.writing() as db:
            db.execute("INSERT INTO notes VALUES (%s)", ["before"])
        with psycopg.connect(night, autocommit=True) as other:  # (what a failover does to every session)
            ended = other.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = "
                                  "current_database() AND pid <> pg_backend_pid()").fetchall()
        assert ended == [(True,)]
        with desk.writing() as db:
            db.execute("INSERT INTO notes VALUES (%s)", ["after"])
        assert desk.state(1).seq == 1  # (and the tournament reads on the new session)
    finally:
        desk.close()
    assert notes(night) == ["after", "before"]


def test_a_write_on_a_server_that_takes_no_writes_is_refused_in_one_line_and_changes_nothing(night: str) -> None:
    desk = open_store(f"{night} options='-c default_transaction_read_only=on'")
    try:
        with pytest.raises(FloorError) as refused, desk.writing() as db:
            db.execute("INSERT INTO notes VALUES (%s)", ["never"])
        assert refused.value.code == "read-only"
        assert str(refused.value).startswith("the database server PostgreSQL 127.0.0.1:")
        assert str(refused.value).endswith("takes no writes (a standby, or a fenced old primary): nothing was changed")
        assert "\n" not in str(refused.value)
    finally:
        desk.close()
    assert notes(night) == []


def test_an_action_on_a_server_that_takes_no_writes_is_refused_at_once_not_after_the_failovers_wait(
        night: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The node the address names takes no writes and no other is named (no target_session_attrs=read-write to find
    a primary by): the action is refused in the read-only words, without waiting out FLOOR_DB_WAIT."""
    monkeypatch.setenv("FLOOR_DB_WAIT", "20")
    desk = open_store(f"{night} options='-c default_transaction_read_only=on'")
    began = time.monotonic()
    try:
        with pytest.raises(FloorError, match="takes no writes") as refused:
            desk.act(1, lambda s: players.register(s, "Radu", now=T0, author="Ana", level=1))
        assert refused.value.code == "read-only" and time.monotonic() - began < 5
        assert desk.state(1).seq == 1  # (reads go on)
    finally:
        desk.close()
    reader = open_store(night)
    try:
        assert reader.state(1).seq == 1 and not reader.state(1).players
    finally:
        reader.close()
