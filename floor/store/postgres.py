"""The PostgreSQL adapter of the ``EventStore`` port (floor/store/port.py), through psycopg 3: hand-written SQL, no
ORM; the store on a server (floor/store/server.py) runs its transaction; SQLite's adapter is floor/store/sqlite_log.py.

An append holds the tournament's head row ``FOR UPDATE`` for its transaction, so one tournament's appends are
serialized and its ``seq`` numbers become visible in order; the command id is looked up under that lock, so a
retry racing its own first attempt waits for it and then finds it. ``pg_notify('floor', 'tid:seq')`` is sent on
commit, as a wake-up only: readers catch up from their cursors.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Sequence
from typing import Any

import psycopg
from psycopg import errors

from floor.store import chain
from floor.store.port import Appended, Command, CommandReused, NewEvent, StoredEvent, UnknownTournament, append_in

SCHEMA = """
CREATE TABLE IF NOT EXISTS tournaments (
    id bigint PRIMARY KEY,
    head_seq bigint NOT NULL DEFAULT 0,
    name text,
    created_at double precision
);
CREATE TABLE IF NOT EXISTS events (
    id bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
    tournament_id bigint NOT NULL REFERENCES tournaments (id),
    seq bigint NOT NULL,
    kind text NOT NULL,
    at double precision,
    author text,
    payload json,
    checksum bytea,
    command_id text,
    PRIMARY KEY (tournament_id, seq)
);
CREATE TABLE IF NOT EXISTS commands (
    command_id text PRIMARY KEY,
    tournament_id bigint NOT NULL REFERENCES tournaments (id),
    author text NOT NULL,
    request text NOT NULL,
    first_seq bigint NOT NULL,
    last_seq bigint NOT NULL,
    answer text NOT NULL,
    at double precision
);
CREATE TABLE IF NOT EXISTS snapshots (
    tournament_id bigint NOT NULL REFERENCES tournaments (id),
    seq bigint NOT NULL,
    state bytea NOT NULL,
    PRIMARY KEY (tournament_id, seq)
);
-- the club's own tables, column for column as SQLite's (floor/store/schema.py m003-m007): floor migrate copies them
CREATE TABLE IF NOT EXISTS pairings (
    code_digest text PRIMARY KEY,
    role text NOT NULL,
    tbl bigint,
    person text,
    pin_digest text,
    made_at double precision NOT NULL,
    expires_at double precision NOT NULL,
    used_by text
);
CREATE TABLE IF NOT EXISTS devices (
    id text PRIMARY KEY,
    token_digest text NOT NULL UNIQUE,
    role text NOT NULL,
    tbl bigint,
    person text,
    paired_at double precision,
    revoked_at double precision,
    last_seen double precision,
    address text
);
CREATE TABLE IF NOT EXISTS payout_templates (
    name text PRIMARY KEY,
    brackets text NOT NULL,
    saved_at double precision NOT NULL
);
CREATE TABLE IF NOT EXISTS members (
    member_id text PRIMARY KEY,
    name text NOT NULL,
    nickname text,
    merged_into text,
    added_at double precision
);
CREATE TABLE IF NOT EXISTS leagues (
    league text,
    season text,
    formula text NOT NULL,
    best_of bigint,
    final_seats bigint,
    PRIMARY KEY (league, season)
);
CREATE TABLE IF NOT EXISTS league_tournaments (
    league text,
    season text,
    tournament_id bigint REFERENCES tournaments (id),
    PRIMARY KEY (league, season, tournament_id)
);
CREATE TABLE IF NOT EXISTS league_finals (
    league text,
    season text,
    tournament_id bigint REFERENCES tournaments (id),
    PRIMARY KEY (league, season)
);
"""

NEW_TOURNAMENT_LOCK = 0x464C4F52  # the advisory lock a new tournament's number is chosen under ("FLOR")


def make_schema(db: Any) -> None:
    """Make the tables on an open connection (idempotent): a store's first write on an empty database."""
    db.execute(SCHEMA)


def create_schema(conninfo: str) -> None:
    """Make the tables (idempotent): what a migration will do once the port is wired in."""
    with psycopg.connect(conninfo, autocommit=True) as connection:
        connection.execute(SCHEMA)


class PostgresEventStore:
    """One connection to the primary (libpq's multi-host string with ``target_session_attrs=read-write`` finds it
    after a failover: :meth:`reconnect`)."""

    def __init__(self, conninfo: str) -> None:
        self.conninfo = conninfo
        self._connection: psycopg.Connection[Any] | None = None

    def _db(self) -> psycopg.Connection[Any]:
        if self._connection is None or self._connection.closed:
            self._connection = psycopg.connect(self.conninfo)
        return self._connection

    def reconnect(self) -> None:
        """Drop the connection; the next call connects again (to whichever node now takes writes)."""
        if self._connection is not None:
            self._connection.close()
        self._connection = None

    def close(self) -> None:
        self.reconnect()

    def create_tournament(self, tournament_id: int) -> None:
        db = self._db()
        with db.transaction():
            db.execute("INSERT INTO tournaments (id) VALUES (%s) ON CONFLICT (id) DO NOTHING", [tournament_id])

    def new_tournament(self, name: str, created_at: float) -> int:
        db = self._db()
        with db.transaction():
            # (one creator at a time picks max + 1: an advisory lock, so appends, which update the head rows, never
            # wait on a tournament being made)
            db.execute("SELECT pg_advisory_xact_lock(%s)", [NEW_TOURNAMENT_LOCK])
            row = db.execute("INSERT INTO tournaments (id, name, created_at) SELECT coalesce(max(id), 0) + 1, %s, %s "
                             "FROM tournaments RETURNING id", [name, created_at]).fetchone()
        assert row is not None
        return int(row[0])

    def tournaments(self) -> list[tuple[int, str | None, float | None]]:
        db = self._db()
        with db.transaction():
            found = db.execute("SELECT id, name, created_at FROM tournaments ORDER BY id").fetchall()
        return [(int(r[0]), r[1], r[2]) for r in found]

    def head(self, tournament_id: int) -> int:
        db = self._db()
        with db.transaction():
            row = db.execute("SELECT head_seq FROM tournaments WHERE id = %s", [tournament_id]).fetchone()
        if row is None:
            raise UnknownTournament(tournament_id)
        return int(row[0])

    @contextlib.contextmanager
    def transaction(self) -> Iterator[PostgresTransaction]:
        db = self._db()
        with db.transaction():
            log = PostgresTransaction(db)
            yield log
            log.flush()
            for tournament_id, last in log.heads.items():
                db.execute("UPDATE tournaments SET head_seq = %s WHERE id = %s", [last, tournament_id])
                db.execute("SELECT pg_notify('floor', %s)", [f"{tournament_id}:{last}"])  # (sent on commit)

    def append(self, tournament_id: int, expected_seq: int, events: Sequence[NewEvent],
               command: Command) -> Appended:
        with self.transaction() as log:
            return append_in(log, tournament_id, expected_seq, events, command)

    def read(self, tournament_id: int, after_seq: int = 0, limit: int | None = None) -> list[StoredEvent]:
        db = self._db()
        with db.transaction():
            rows = db.execute("SELECT tournament_id, seq, kind, at, author, payload::text, checksum FROM events "
                              "WHERE tournament_id = %s AND seq > %s ORDER BY seq LIMIT %s",
                              [tournament_id, after_seq, limit]).fetchall()
        return [StoredEvent(int(r[0]), int(r[1]), str(r[2]), float(r[3]), str(r[4]), str(r[5]), bytes(r[6]))
                for r in rows]

    def applied(self, command_id: str) -> Appended | None:
        db = self._db()
        with db.transaction():
            found = PostgresTransaction(db).command(command_id)
        return None if found is None else found[3]

    def snapshot_put(self, tournament_id: int, seq: int, state: bytes, keep: int) -> None:
        with self.transaction() as log:
            log.snapshot_put(tournament_id, seq, state, keep)

    def snapshot_get(self, tournament_id: int, upto: int) -> tuple[int, bytes] | None:
        db = self._db()
        with db.transaction():
            row = db.execute("SELECT seq, state FROM snapshots WHERE tournament_id = %s AND seq <= %s "
                             "ORDER BY seq DESC LIMIT 1", [tournament_id, upto]).fetchone()
        return None if row is None else (int(row[0]), bytes(row[1]))


class PostgresTransaction:
    """The port's :class:`~floor.store.port.LogTransaction` in one psycopg transaction: :meth:`lock` takes the
    tournament's head row ``FOR UPDATE``, so one tournament's appends are serialized and its ``seq`` numbers become
    visible in order; the command id is looked up under that lock, so a retry racing its own first attempt waits for
    it and then finds it. ``heads``: each tournament's new head, written to its row and NOTIFYed as the transaction
    ends (one UPDATE however many events)."""

    def __init__(self, db: psycopg.Connection[Any]) -> None:
        self.db = db
        self.heads: dict[int, int] = {}
        self.firsts: dict[int, int] = {}  # each tournament's first event written in this transaction
        self._rows: list[tuple[object, ...]] = []  # events not yet sent: one executemany (pipelined) for a batch

    def flush(self) -> None:
        """Send the events inserted so far (before anything reads, and before the commit)."""
        if self._rows:
            with self.db.cursor() as cursor:
                cursor.executemany("INSERT INTO events (tournament_id, seq, kind, at, author, payload, checksum, "
                                   "command_id) VALUES (%s, %s, %s, %s, %s, %s, %s, %s)", self._rows)
            self._rows = []

    def discard(self) -> None:
        """Forget the events not yet sent (the transaction, or its savepoint, is rolled back)."""
        self._rows = []

    def lock(self, tournament_id: int) -> int:
        self.flush()
        row = self.db.execute("SELECT head_seq FROM tournaments WHERE id = %s FOR UPDATE", [tournament_id]).fetchone()
        if row is None:
            raise UnknownTournament(tournament_id)
        return self.heads.get(tournament_id, int(row[0]))

    def insert(self, tournament_id: int, seq: int, event: NewEvent, before: bytes | None = None,
               command_id: str | None = None) -> bytes:
        if before is None:
            self.flush()
            previous = self.db.execute("SELECT checksum FROM events WHERE tournament_id = %s AND seq = %s",
                                       [tournament_id, seq - 1]).fetchone()
            before = bytes(previous[0]) if previous is not None and previous[0] is not None else chain.GENESIS
        checksum = chain.link(before, chain.written(tournament_id, seq, event.kind, event.at, event.author,
                                                    event.payload))
        self._rows.append((tournament_id, seq, event.kind, event.at, event.author, event.payload, checksum,
                           command_id))
        self.heads[tournament_id] = seq
        self.firsts.setdefault(tournament_id, seq)
        return checksum

    def command(self, command_id: str) -> tuple[int, str, str, Appended] | None:
        self.flush()
        row = self.db.execute("SELECT tournament_id, author, request, first_seq, last_seq, answer FROM commands "
                              "WHERE command_id = %s", [command_id]).fetchone()
        if row is None:
            return None
        return int(row[0]), str(row[1]), str(row[2]), Appended(int(row[3]), int(row[4]), str(row[5]), again=True)

    def record_command(self, tournament_id: int, command: Command, first_seq: int, last_seq: int) -> None:
        self.flush()
        try:
            self.db.execute("INSERT INTO commands (command_id, tournament_id, author, request, first_seq, last_seq, "
                            "answer, at) VALUES (%s, %s, %s, %s, %s, %s, %s, extract(epoch FROM now()))",
                            [command.command_id, tournament_id, command.author, command.request, first_seq, last_seq,
                             command.answer])
        except errors.UniqueViolation:
            # The same id committed meanwhile for another tournament (whose lock this one does not hold); the
            # transaction is aborted and rolls back as this leaves it.
            raise CommandReused(command.command_id) from None

    def snapshot_put(self, tournament_id: int, seq: int, state: bytes, keep: int) -> None:
        self.flush()
        db = self.db
        if db.execute("SELECT 1 FROM tournaments WHERE id = %s", [tournament_id]).fetchone() is None:
            raise UnknownTournament(tournament_id)
        db.execute("INSERT INTO snapshots (tournament_id, seq, state) VALUES (%s, %s, %s) "
                   "ON CONFLICT (tournament_id, seq) DO UPDATE SET state = EXCLUDED.state", [tournament_id, seq, state])
        db.execute("DELETE FROM snapshots WHERE tournament_id = %s AND seq NOT IN (SELECT seq FROM snapshots "
                   "WHERE tournament_id = %s ORDER BY seq DESC LIMIT %s)", [tournament_id, tournament_id, keep])
