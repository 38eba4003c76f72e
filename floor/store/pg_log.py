"""The log's statements on PostgreSQL, as ``Store`` runs them (the :class:`~floor.store.port.LogStatements` of a
server; SQLite's are floor/store/sqlite_log.py, function for function), and the connection they run on.

The rows are the same as SQLite's: ``(seq, kind, at, author, payload bytes)``, the payload the JSON text exactly as
written (``json``, not ``jsonb``: the checksum chain covers its bytes), so floor/store/eventrows.py checks both alike.
"""

from __future__ import annotations

from collections.abc import Generator, Iterator, Mapping, Sequence
from typing import Any

import psycopg

from floor.store.connection import Connection
from floor.store.postgres import NEW_TOURNAMENT_LOCK, PostgresTransaction

ROW = "SELECT seq, kind, at, author, convert_to(payload::text, 'UTF8') FROM events WHERE tournament_id = %s"
PAGE = 64  # rows read at a time from the newest (an undo looks a few back)


class PgConnection(Connection):
    """A store's connection to the server, in autocommit: ``Store`` says BEGIN, SAVEPOINT and COMMIT itself, as on
    SQLite. ``pending``: the write transaction open on it, whose buffered events are sent before any statement
    (a read inside the transaction sees them)."""

    __slots__ = ("pending", "pg")
    engine = "postgresql"

    def __init__(self, pg: psycopg.Connection[Any]) -> None:  # (no SQLite connection: ``conn`` stays unset)
        self.pg = pg
        self.on_close = None
        self.pending: PostgresTransaction | None = None

    def close(self) -> None:
        self.pg.close()

    def execute(  # type: ignore[override]  # (psycopg's cursor reads as sqlite3's: fetchone, fetchall, rows)
            self, sql: str, parameters: Sequence[object] | Mapping[str, object] = ()) -> psycopg.Cursor[Any]:
        if self.pending is not None:
            if sql.startswith("ROLLBACK"):
                self.pending.discard()  # (what was not sent yet is taken back with the rest)
            else:
                self.pending.flush()
        return self.pg.execute(sql, parameters or None)


def first_line(err: BaseException) -> str:
    """A driver's error in one line for the floor (its first line: libpq adds hints and positions after it)."""
    return (str(err).strip().splitlines() or [type(err).__name__])[0]


def exists(db: Connection, tournament_id: int) -> bool:
    return db.execute("SELECT 1 FROM tournaments WHERE id = %s", [tournament_id]).fetchone() is not None


def new_tournament(db: Connection, name: str, created_at: float) -> int:
    """Numbered ``max(id) + 1`` as SQLite's rowid is, under an advisory lock (two desks creating at once wait for
    each other; appends never do)."""
    db.execute("SELECT pg_advisory_xact_lock(%s)", [NEW_TOURNAMENT_LOCK])
    row = db.execute("INSERT INTO tournaments (id, name, created_at) SELECT coalesce(max(id), 0) + 1, %s, %s "
                     "FROM tournaments RETURNING id", [name, created_at]).fetchone()
    return int(row[0])


def tournament_rows(db: Connection) -> list[tuple[int, str, float]]:
    return [(int(r[0]), r[1], r[2]) for r in
            db.execute("SELECT id, name, created_at FROM tournaments ORDER BY id").fetchall()]


def latest(db: Connection) -> int | None:
    row = db.execute("SELECT max(id) FROM tournaments").fetchone()
    return None if row is None or row[0] is None else int(row[0])


def end(db: Connection, tournament_id: int) -> int:
    row = db.execute("SELECT coalesce(max(seq), 0) FROM events WHERE tournament_id = %s", [tournament_id]).fetchone()
    return int(row[0])


def rows(db: Connection, tournament_id: int, after: int = 0, limit: int | None = None) -> list[tuple[object, ...]]:
    return [(int(r[0]), r[1], r[2], r[3], bytes(r[4])) for r in db.execute(
        f"{ROW} AND seq > %s ORDER BY seq LIMIT %s", [tournament_id, after, limit]).fetchall()]


def row_at(db: Connection, tournament_id: int, seq: int) -> tuple[object, ...] | None:
    r = db.execute(f"{ROW} AND seq = %s", [tournament_id, seq]).fetchone()
    return None if r is None else (int(r[0]), r[1], r[2], r[3], bytes(r[4]))


def newest_first(db: Connection, tournament_id: int) -> Generator[tuple[object, ...]]:
    """The rows from the newest, a page at a time (no cursor held open across the caller's work): each page a range
    of numbers down from the log's end (a log's numbers have no gap), which the primary key's index answers whatever
    the planner believes; "the 64 below N" (``seq < N ORDER BY seq DESC LIMIT 64``) was read as a scan and a sort
    of the whole log while the table's statistics were stale after a night's first thousands of events (36-58 ms an
    undo at 30,000 entries, 0.2 ms either way once analysed: benchmarks/store_engines.py --as-built)."""
    top = end(db, tournament_id)
    while top > 0:
        page = db.execute(f"{ROW} AND seq > %s AND seq <= %s ORDER BY seq DESC",
                          [tournament_id, top - PAGE, top]).fetchall()
        for r in page:
            yield int(r[0]), r[1], r[2], r[3], bytes(r[4])
        top -= PAGE


def payloads_of(db: Connection, tournament_id: int, kind: str) -> Iterator[Any]:
    for (blob,) in db.execute("SELECT convert_to(payload::text, 'UTF8') FROM events WHERE tournament_id = %s "
                              "AND kind = %s ORDER BY seq", [tournament_id, kind]).fetchall():
        yield bytes(blob)


def data_version(db: Connection) -> int:
    """A number that moves whenever any transaction on the server commits (the snapshot's running transactions and
    next id): SQLite's ``data_version`` counterpart. A move another database caused costs one read, never a miss."""
    row = db.execute("SELECT pg_current_snapshot()::text").fetchone()
    return hash(str(row[0])) & 0x7FFFFFFFFFFFFFFF


def has_snapshots(db: Connection) -> bool:
    return True  # (the schema is made whole: floor/store/postgres.py)


def snapshot(db: Connection, tournament_id: int, upto: int) -> tuple[int, bytes] | None:
    row = db.execute("SELECT seq, state FROM snapshots WHERE tournament_id = %s AND seq <= %s "
                     "ORDER BY seq DESC LIMIT 1", [tournament_id, upto]).fetchone()
    return None if row is None else (int(row[0]), bytes(row[1]))
