"""The festival tier on loopback (issue 31): a primary, one synchronous standby, and what a machine's death does.

Each test builds its own pair (about a second: initdb, a start, pg_basebackup, a start) and destroys it.
"""

from __future__ import annotations

import threading
import time

import pytest

from .conftest import require_postgres
from .pair import (
    Pair,
    acked_rows,
    fence_as_standby_of,
    insert_in_background,
    machine_death,
    pair_of_nodes,
    replication_state,
    wait_for,
)

psycopg = pytest.importorskip("psycopg", reason='psycopg is not installed: pip install -e ".[postgres]"')


@pytest.fixture
def pair() -> object:
    """A fresh primary + synchronous standby, destroyed after the test."""
    require_postgres()
    with pair_of_nodes() as made:
        yield made


def _write_until_killed(pair: Pair, acknowledged: list[int], attempted: list[int], stop: threading.Event) -> None:
    """One desk committing one row at a time; a row counts as acknowledged only once COMMIT returned."""
    with psycopg.connect(pair.primary.dsn(), autocommit=True) as connection:
        number = 0
        while not stop.is_set():
            number += 1
            attempted.append(number)
            try:
                connection.execute("INSERT INTO acked VALUES (%s)", (number,))
            except psycopg.Error:
                return
            acknowledged.append(number)


def test_every_acknowledged_row_survives_the_primarys_death_and_promotion(pair: Pair) -> None:
    """kill -9 of the primary's every process during a loop of committed INSERTs; the standby is promoted; every
    row whose COMMIT returned is on it, and a client on the multi-host string writes there with no change."""
    with psycopg.connect(pair.primary.dsn(), autocommit=True) as connection:
        connection.execute("CREATE TABLE acked (n int PRIMARY KEY)")
    acknowledged: list[int] = []
    attempted: list[int] = []
    stop = threading.Event()
    writer = threading.Thread(target=_write_until_killed, args=(pair, acknowledged, attempted, stop))
    writer.start()
    wait_for(lambda: len(acknowledged) >= 100, "the writer never got going", deadline_s=20)
    killed = time.monotonic()
    machine_death(pair.primary)
    writer.join(10)
    stop.set()
    assert not writer.is_alive()
    pair.standby.run("pg_ctl", "promote", "-w", "-t", "30", "-D", str(pair.standby.data))
    promoted = time.monotonic()
    with psycopg.connect(pair.multi_host(), autocommit=True) as connection:
        connection.execute("INSERT INTO acked VALUES (0)")
        first_write = time.monotonic()
        assert connection.info.port == pair.standby.port
    survivors = set(acked_rows(pair.standby.dsn()))
    assert set(acknowledged) <= survivors, "a row whose commit was acknowledged is gone"
    # At most the one in flight may be there unacknowledged (it committed on the primary; the ack was lost).
    assert survivors - set(acknowledged) - {0} <= {attempted[-1]}
    print(f"\n{len(acknowledged)} acknowledged; kill to promoted {promoted - killed:.2f} s, "
          f"kill to first accepted write via the multi-host string {first_write - killed:.2f} s")


def test_with_the_standby_dead_a_commit_waits_until_the_floor_goes_on_without_it(pair: Pair) -> None:
    """The standby's machine dies: a commit on the primary waits (it is durable locally, but not yet twice).
    A transaction that says ``SET LOCAL synchronous_commit = local`` commits at once; emptying
    ``synchronous_standby_names`` (what pg_auto_failover does, and the floor's "go on without it") releases
    the waiting one too."""
    with psycopg.connect(pair.primary.dsn(), autocommit=True) as connection:
        connection.execute("CREATE TABLE acked (n int PRIMARY KEY)")
    machine_death(pair.standby)
    wait_for(lambda: replication_state(pair.primary) is None, "the primary still sees its standby")
    outcome: list[str] = []
    waiting = insert_in_background(pair.primary.dsn(), 1, outcome)
    waiting.join(1.5)
    assert waiting.is_alive() and outcome == [], "a commit returned with its only standby dead"

    with psycopg.connect(pair.primary.dsn()) as connection:
        began = time.monotonic()
        with connection.transaction():
            connection.execute("SET LOCAL synchronous_commit = local")
            connection.execute("INSERT INTO acked VALUES (2)")
        assert time.monotonic() - began < 1.0
    # The waiting row is on disk (its commit record is written) but nobody else sees it until the wait ends.
    assert acked_rows(pair.primary.dsn()) == [2]

    with psycopg.connect(pair.primary.dsn(), autocommit=True) as connection:
        connection.execute("ALTER SYSTEM SET synchronous_standby_names = ''")
        connection.execute("SELECT pg_reload_conf()")
    waiting.join(5)
    assert outcome == ["committed"]
    assert acked_rows(pair.primary.dsn()) == [1, 2]


def test_a_commit_cancelled_while_waiting_for_the_standby_did_commit(pair: Pair) -> None:
    """A client that gives up waiting for the standby (a cancel request, as a client-side timeout sends) gets no
    error at all, only a WARNING, and the row is there: "maybe committed" is resolved by reading, and only a command
    id stored with the events makes a retry safe. ``statement_timeout`` does NOT bound the wait: PostgreSQL
    disarms it before the commit."""
    with psycopg.connect(pair.primary.dsn(), autocommit=True) as connection:
        connection.execute("CREATE TABLE acked (n int PRIMARY KEY)")
    machine_death(pair.standby)
    with psycopg.connect(pair.primary.dsn(), autocommit=True) as connection:
        notices: list[str] = []
        connection.add_notice_handler(lambda notice: notices.append(str(notice.message_primary)))
        connection.execute("SET statement_timeout = '300ms'")
        canceller = threading.Timer(1.5, connection.cancel_safe)
        canceller.start()
        began = time.monotonic()
        connection.execute("INSERT INTO acked VALUES (7)")
        waited = time.monotonic() - began
        canceller.join()
    assert waited >= 1.4, "statement_timeout cut the wait short after all"
    assert any("canceling wait for synchronous replication" in notice for notice in notices), notices
    assert acked_rows(pair.primary.dsn()) == [7]


def test_the_old_primary_comes_back_fenced_and_follows_the_new_one(pair: Pair) -> None:
    """After failover the old primary must never take a write again: started with a ``standby.signal`` it is
    read-only, and pg_rewind (possible: wal_log_hints is on) turns it into a standby of the promoted node, which
    makes it synchronous again."""
    with psycopg.connect(pair.primary.dsn(), autocommit=True) as connection:
        connection.execute("CREATE TABLE acked (n int PRIMARY KEY)")
        connection.execute("INSERT INTO acked VALUES (1)")
    old, new = pair.primary, pair.standby
    machine_death(old)
    new.run("pg_ctl", "promote", "-w", "-D", str(new.data))
    with psycopg.connect(pair.multi_host(), autocommit=True) as connection:
        connection.execute("INSERT INTO acked VALUES (2)")
        # Until the promoted node's first checkpoint its control file still names the old timeline, and pg_rewind
        # says "no rewind required": then the old node cannot follow ("new timeline 2 forked off ... before
        # current recovery point").
        connection.execute("CHECKPOINT")

    rewound = old.run("pg_rewind", f"--target-pgdata={old.data}",
                      f"--source-server=host=127.0.0.1 port={new.port} user=floor dbname=postgres", timeout=60)
    fence_as_standby_of(old, new)
    old.start()
    with psycopg.connect(old.dsn(), autocommit=True) as connection:
        assert connection.execute("SELECT pg_is_in_recovery()").fetchone() == (True,)
        with pytest.raises(psycopg.errors.ReadOnlySqlTransaction):
            connection.execute("INSERT INTO acked VALUES (3)")
    # The multi-host string still lists the old node first, and still lands on the new primary.
    with psycopg.connect(pair.multi_host(), autocommit=True) as connection:
        assert connection.info.port == new.port
        connection.execute("ALTER SYSTEM SET synchronous_standby_names = 'node1'")
        connection.execute("SELECT pg_reload_conf()")
    wait_for(lambda: replication_state(new) == ("node1", "sync"), "the old primary never became the new standby")
    with psycopg.connect(pair.multi_host(), autocommit=True) as connection:
        connection.execute("INSERT INTO acked VALUES (4)")
    wait_for(lambda: acked_rows(old.dsn()) == [1, 2, 4], "the rejoined node does not have the new primary's rows")
    print(f"\npg_rewind: {rewound.stdout.strip() or rewound.stderr.strip()}")


def test_a_standby_that_comes_back_catches_up_and_releases_the_waiting_commit(pair: Pair) -> None:
    """The standby's machine dies and restarts: the commit that waited meanwhile returns once the standby has it,
    with nobody choosing to go on without it, and the row is on both nodes."""
    with psycopg.connect(pair.primary.dsn(), autocommit=True) as connection:
        connection.execute("CREATE TABLE acked (n int PRIMARY KEY)")
    machine_death(pair.standby)
    outcome: list[str] = []
    waiting = insert_in_background(pair.primary.dsn(), 5, outcome)
    waiting.join(1.0)
    assert outcome == []
    pair.standby.start()
    waiting.join(30)
    assert outcome == ["committed"]
    assert replication_state(pair.primary) == ("node2", "sync")
    wait_for(lambda: acked_rows(pair.standby.dsn()) == [5], "the standby did not catch up")
