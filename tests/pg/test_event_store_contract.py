"""The ``EventStore`` port's contract run against PostgreSQL's adapter (the contract itself:
tests/store/event_store_contract.py, run against SQLite's too), and what only PostgreSQL must prove: a command in
flight across a failover, NOTIFY, LISTEN on a standby, the global-identity trap.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest
from store.event_store_contract import EventStoreContract, _command, _events

from floor.store import chain
from floor.store.port import EventStore

from .conftest import require_postgres
from .pair import machine_death, pair_of_nodes

psycopg = pytest.importorskip("psycopg", reason='psycopg is not installed: pip install -e ".[postgres]"')

from floor.store.postgres import PostgresEventStore, create_schema  # noqa: E402


class TestPostgres(EventStoreContract):
    @pytest.fixture
    def store(self, pg_dsn: str) -> Iterator[EventStore]:
        create_schema(pg_dsn)
        adapter = PostgresEventStore(pg_dsn)
        yield adapter
        adapter.close()

    @pytest.fixture
    def other(self, pg_dsn: str, store: EventStore) -> Iterator[EventStore]:
        adapter = PostgresEventStore(pg_dsn)
        yield adapter
        adapter.close()


def test_a_command_in_flight_when_the_primary_dies_is_there_once_after_its_retry() -> None:
    """Section 8.1 of festival.md: a desk appends through the multi-host string, one command after another; the
    primary's machine dies mid-stream; the standby is promoted; the desk reconnects and retries the command that
    failed with the same id (and the same expected seq). Every command is in the log exactly once, in order, with no
    gap, whether the one in flight had committed (answered ``again``) or not (applied now)."""
    require_postgres()
    with pair_of_nodes() as pair:
        create_schema(pair.primary.dsn())
        desk = PostgresEventStore(pair.multi_host())
        desk.create_tournament(1)
        killer = threading.Timer(0.3, machine_death, args=(pair.primary,))
        done: list[int] = []
        failed_at = None
        for n in range(100_000):
            command = _command(request=f"c{n}")
            try:
                desk.append(1, n, _events(f"e{n}"), command)
            except psycopg.OperationalError:
                failed_at = n
                break
            done.append(n)
            if n == 0:
                killer.start()  # (once the stream runs, however loaded the machine)
        killer.join()
        assert failed_at is not None and len(done) >= 1, "the primary died before or after the whole stream"
        pair.standby.run("pg_ctl", "promote", "-w", "-D", str(pair.standby.data))
        desk.reconnect()
        retried = desk.append(1, failed_at, _events(f"e{failed_at}"), command)
        assert retried.first_seq == failed_at + 1
        assert [e.kind for e in desk.read(1)] == [f"e{n}" for n in range(failed_at + 1)]
        print(f"\n{len(done)} commands acknowledged before the kill; the one in flight was "
              f"{'found committed' if retried.again else 'applied on retry'}")
        desk.close()


def test_a_listener_is_woken_with_the_tournament_and_its_new_head(pg_dsn: str) -> None:
    """NOTIFY is a wake-up (festival.md section 7): a listener on its own connection hears ``tid:seq`` once the append
    commits, never before, and reads the events themselves from its cursor."""
    create_schema(pg_dsn)
    desk = PostgresEventStore(pg_dsn)
    desk.create_tournament(4)
    with psycopg.connect(pg_dsn, autocommit=True) as listener:
        listener.execute("LISTEN floor")
        desk.append(4, 0, _events("registered", "seated"), _command())
        heard = [note.payload for note in listener.notifies(timeout=5, stop_after=1)]
    assert heard == ["4:2"]
    assert [e.seq for e in desk.read(4, after_seq=0)] == [1, 2]
    desk.close()


def test_a_standby_cannot_listen() -> None:
    """LISTEN works only on the primary: the room service's wake-up connection must follow the primary
    (target_session_attrs=read-write), and after a failover it listens again and catches up from its cursors."""
    require_postgres()
    refused = pytest.raises(psycopg.errors.ReadOnlySqlTransaction, match="cannot execute LISTEN during recovery")
    with pair_of_nodes() as pair, psycopg.connect(pair.standby.dsn(), autocommit=True) as standby, refused:
        standby.execute("LISTEN floor")


def test_a_reader_paging_by_the_global_id_misses_a_slow_commit_and_a_tournament_cursor_does_not(pg_dsn: str) -> None:
    """The identity visibility trap (festival.md section 7): an identity value is taken at INSERT but visible at
    COMMIT, so a reader paging ``id > last`` past a faster commit never sees the slower one. Readers resume from
    ``(tournament_id, seq)``, which the head-row lock makes visible in order."""
    create_schema(pg_dsn)
    desk = PostgresEventStore(pg_dsn)
    desk.create_tournament(1)
    desk.create_tournament(2)
    with psycopg.connect(pg_dsn) as slow:
        slow.execute("SELECT head_seq FROM tournaments WHERE id = 1 FOR UPDATE")
        checksum = chain.link(chain.GENESIS, chain.written(1, 1, "registered", 0.0, "desk-2", "{}"))
        slow.execute("INSERT INTO events (tournament_id, seq, kind, at, author, payload, checksum) "
                     "VALUES (1, 1, 'registered', 0, 'desk-2', '{}', %s)", [checksum])  # the smaller id, unseen
        desk.append(2, 0, _events("registered"), _command())
        with psycopg.connect(pg_dsn, autocommit=True) as reader:
            seen = reader.execute("SELECT id, tournament_id FROM events WHERE id > 0 ORDER BY id").fetchall()
            assert [row[1] for row in seen] == [2]
            last_id = seen[-1][0]
            slow.execute("UPDATE tournaments SET head_seq = 1 WHERE id = 1")
            slow.commit()
            assert reader.execute("SELECT count(*) FROM events WHERE id > %s", [last_id]).fetchone() == (0,)
            assert reader.execute("SELECT count(*) FROM events").fetchone() == (2,)  # the missed one is there
    assert [e.kind for e in desk.read(1, after_seq=0)] == ["registered"]
    desk.close()
