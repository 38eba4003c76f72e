"""The SQLite adapter of the ``EventStore`` port (floor/store/port.py): the log's SQL, written once.

Two layers. The functions run one statement each on a connection, inside the caller's transaction: ``Store``
(floor/store/tournaments.py) calls them while it folds actions under its ``BEGIN IMMEDIATE`` lock, so the append
it does and the port's :meth:`SqliteEventStore.append` are the same INSERT and the same checksum chain
(floor/store/chain.py). :class:`SqliteEventStore` is the port itself: each method one transaction on a connection of
its own, over the same tables (``events``, ``commands``, ``tournaments`` of floor/store/schema.py), so a file the
port wrote opens in ``Store`` as any other, and the reverse.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable, Generator, Iterator, Sequence
from pathlib import Path
from typing import Any, TypeVar

from floor.store import chain
from floor.store.connection import Connection
from floor.store.database import connect, create_database, inspect, is_new, prepare_for_writing, write_transaction
from floor.store.port import Appended, Command, NewEvent, StoredEvent, UnknownTournament, append_in

_T = TypeVar("_T")
# An event's row as readers take it (floor/store/eventrows.py reads it): the payload as bytes, decoded there.
ROW = "SELECT seq, kind, at, author, CAST(payload AS BLOB) FROM events WHERE tournament_id = ?"


def exists(db: Connection, tournament_id: int) -> bool:
    """Whether the file holds tournament ``tournament_id``."""
    return db.execute("SELECT 1 FROM tournaments WHERE id = ?", [tournament_id]).fetchone() is not None


def new_tournament(db: Connection, name: str, created_at: float) -> int:
    """A new tournament's row, numbered after the highest (SQLite's rowid: ``max(id) + 1``); its log is empty."""
    cursor = db.execute("INSERT INTO tournaments (name, created_at) VALUES (?, ?)", [name, created_at])
    return int(cursor.lastrowid or 0)


def tournament_rows(db: Connection) -> list[tuple[int, str, float]]:
    """Every tournament, ``(id, name, created_at)``, oldest first."""
    found: list[tuple[int, str, float]] = db.execute(
        "SELECT id, name, created_at FROM tournaments ORDER BY id").fetchall()
    return found


def latest(db: Connection) -> int | None:
    """The highest tournament number (the most recently created), None in a file with none."""
    row = db.execute("SELECT max(id) FROM tournaments").fetchone()
    return None if row is None or row[0] is None else int(row[0])


def end(db: Connection, tournament_id: int) -> int:
    """The ``seq`` of the tournament's last event (0 for none): the log's head, ``max(seq)`` on the unique index."""
    row = db.execute("SELECT coalesce(max(seq), 0) FROM events WHERE tournament_id = ?", [tournament_id]).fetchone()
    return int(row[0])


def insert(db: Connection, tournament_id: int, seq: int, kind: str, at: float, author: str, payload: str,
           before: bytes | None = None) -> bytes:
    """Append one event at ``seq``, its checksum chained to ``before`` (the previous event's, read from the log when
    None); returns its checksum, which the next one chains to. The only INSERT of an event."""
    if before is None:
        before = chain.previous(db, tournament_id)
    checksum = chain.link(before, chain.written(tournament_id, seq, kind, at, author, payload))
    db.execute(
        "INSERT INTO events (tournament_id, seq, kind, at, author, payload, checksum) VALUES (?, ?, ?, ?, ?, ?, ?)",
        [tournament_id, seq, kind, at, author, payload, checksum],
    )
    return checksum


def command(db: Connection, command_id: str) -> tuple[object, ...] | None:
    """The command's row, ``(author, tournament_id, request, answer, first_seq, last_seq)``, or None if it never
    was applied."""
    row = db.execute("SELECT author, tournament_id, request, answer, first_seq, last_seq FROM commands "
                     "WHERE command_id = ?", [command_id]).fetchone()
    return None if row is None else tuple(row)


def record_command(db: Connection, command_id: str, tournament_id: int, author: str, request: str, first: int,
                   last: int, answer: str, at: float) -> None:
    """Keep the command's id with what it wrote and answered (in the transaction of its events)."""
    db.execute("INSERT INTO commands (command_id, tournament_id, author, request, first_seq, last_seq, answer, at) "
               "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
               [command_id, tournament_id, author, request, first, last, answer, at])


def rows(db: Connection, tournament_id: int, after: int = 0, limit: int | None = None) -> list[tuple[object, ...]]:
    """The rows after ``after`` (a reader's cursor), in order: ``(seq, kind, at, author, payload bytes)``."""
    found: list[tuple[object, ...]] = db.execute(f"{ROW} AND seq > ? ORDER BY seq LIMIT ?",
                                                 [tournament_id, after, -1 if limit is None else limit]).fetchall()
    return found


def row_at(db: Connection, tournament_id: int, seq: int) -> tuple[object, ...] | None:
    """The row of event ``seq`` alone (None: there is none)."""
    row = db.execute(f"{ROW} AND seq = ?", [tournament_id, seq]).fetchone()
    return None if row is None else tuple(row)


def newest_first(db: Connection, tournament_id: int) -> Generator[tuple[object, ...]]:
    """The rows from the newest, each read only when asked for (an undo looks a few rows back); the caller closes
    the generator to end the read."""
    cursor = db.execute(f"{ROW} ORDER BY seq DESC", [tournament_id])
    try:
        yield from cursor
    finally:
        cursor.close()


def payloads_of(db: Connection, tournament_id: int, kind: str) -> Iterator[Any]:
    """The payloads of the tournament's events of ``kind`` as stored (bytes; None or worse in a damaged file), oldest
    first: the damage already on record."""
    for (blob,) in db.execute("SELECT CAST(payload AS BLOB) FROM events WHERE tournament_id = ? AND kind = ?",
                              [tournament_id, kind]):
        yield blob


def data_version(db: Connection) -> int:
    """SQLite's count of the commits other connections made to the file since this one opened it: the change
    wake-up (:meth:`floor.store.tournaments.Store.mark`). PostgreSQL's counterpart is NOTIFY (festival.md
    section 7; floor/store/pg_log.py's ``data_version`` reads the server's snapshot instead)."""
    return int(db.execute("PRAGMA data_version").fetchone()[0])


def has_snapshots(db: Connection) -> bool:
    """Whether the file has the snapshots table (a file no Floor has written to since migration m002 has not)."""
    return db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'snapshots'").fetchone() is not None


def snapshot(db: Connection, tournament_id: int, upto: int) -> tuple[int, bytes] | None:
    """The newest snapshot kept at event ``upto`` or before, ``(seq, state bytes)`` (None: there is none)."""
    row = db.execute("SELECT seq, CAST(state AS BLOB) FROM snapshots WHERE tournament_id = ? AND seq <= ? "
                     "ORDER BY seq DESC LIMIT 1", [tournament_id, upto]).fetchone()
    return None if row is None else (row[0], row[1])  # (as read: a damaged one is refused where it is folded)


def put_snapshot(db: Connection, tournament_id: int, seq: int, state: bytes, keep: int) -> None:
    """Keep the state after event ``seq`` (replacing one kept there) and drop all but the newest ``keep`` of the
    tournament's snapshots, in the caller's transaction."""
    db.execute("INSERT OR REPLACE INTO snapshots (tournament_id, seq, state) VALUES (?, ?, ?)",
               [tournament_id, seq, state])
    db.execute("DELETE FROM snapshots WHERE tournament_id = ? AND seq NOT IN (SELECT seq FROM snapshots WHERE "
               "tournament_id = ? ORDER BY seq DESC LIMIT ?)", [tournament_id, tournament_id, keep])


class SqliteTransaction:
    """The port's :class:`~floor.store.port.LogTransaction` on a connection in ``BEGIN IMMEDIATE`` (the whole file
    is locked already: :meth:`lock` only finds the head)."""

    def __init__(self, db: Connection) -> None:
        self.db = db

    def lock(self, tournament_id: int) -> int:
        if not exists(self.db, tournament_id):
            raise UnknownTournament(tournament_id)
        return end(self.db, tournament_id)

    def insert(self, tournament_id: int, seq: int, event: NewEvent, before: bytes | None = None,
               command_id: str | None = None) -> bytes:
        return insert(self.db, tournament_id, seq, event.kind, event.at, event.author, event.payload, before)

    def command(self, command_id: str) -> tuple[int, str, str, Appended] | None:
        row = command(self.db, command_id)
        if row is None:
            return None
        author, tid, request, answer, first, last = row
        return (int(str(tid)), str(author), str(request),
                Appended(int(str(first)), int(str(last)), str(answer), again=True))

    def record_command(self, tournament_id: int, command: Command, first_seq: int, last_seq: int) -> None:
        record_command(self.db, command.command_id, tournament_id, command.author, command.request, first_seq,
                       last_seq, command.answer, time.time())

    def snapshot_put(self, tournament_id: int, seq: int, state: bytes, keep: int) -> None:
        if not exists(self.db, tournament_id):
            raise UnknownTournament(tournament_id)
        put_snapshot(self.db, tournament_id, seq, state, keep)


class SqliteEventStore:
    """The port on one Floor file: a connection of its own (any thread may call: a lock serialises them, as one
    SQLite connection holds one transaction at a time), each method one transaction. The file is made if new and
    migrated, as ``floor.store.database.open_database`` does."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        if is_new(self.path):
            create_database(self.path)
        inspect(self.path)
        self._db = connect(self.path, shared=True)
        self._lock = threading.Lock()
        try:
            prepare_for_writing(self._db, self.path)
        except BaseException:
            self._db.close()
            raise

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def _write(self, work: Callable[[Connection], _T]) -> _T:
        with self._lock, write_transaction(self._db) as db:
            return work(db)

    def create_tournament(self, tournament_id: int) -> None:
        self._write(lambda db: db.execute("INSERT OR IGNORE INTO tournaments (id) VALUES (?)", [tournament_id]))

    def new_tournament(self, name: str, created_at: float) -> int:
        return self._write(lambda db: new_tournament(db, name, created_at))

    def tournaments(self) -> list[tuple[int, str | None, float | None]]:
        with self._lock:
            return [(tid, name, at) for tid, name, at in tournament_rows(self._db)]

    def head(self, tournament_id: int) -> int:
        with self._lock:
            if not exists(self._db, tournament_id):
                raise UnknownTournament(tournament_id)
            return end(self._db, tournament_id)

    @contextlib.contextmanager
    def transaction(self) -> Iterator[SqliteTransaction]:
        with self._lock, write_transaction(self._db) as db:
            yield SqliteTransaction(db)

    def append(self, tournament_id: int, expected_seq: int, events: Sequence[NewEvent],
               command: Command) -> Appended:
        with self.transaction() as log:
            return append_in(log, tournament_id, expected_seq, events, command)

    def read(self, tournament_id: int, after_seq: int = 0, limit: int | None = None) -> list[StoredEvent]:
        with self._lock:
            found = self._db.execute(
                "SELECT seq, kind, at, author, payload, checksum FROM events WHERE tournament_id = ? AND seq > ? "
                "ORDER BY seq LIMIT ?", [tournament_id, after_seq, -1 if limit is None else limit]).fetchall()
        return [StoredEvent(tournament_id, int(r[0]), str(r[1]), float(r[2]), str(r[3]), str(r[4]), bytes(r[5]))
                for r in found]

    def applied(self, command_id: str) -> Appended | None:
        with self._lock:
            found = SqliteTransaction(self._db).command(command_id)
        return None if found is None else found[3]

    def snapshot_put(self, tournament_id: int, seq: int, state: bytes, keep: int) -> None:
        with self.transaction() as log:
            log.snapshot_put(tournament_id, seq, state, keep)

    def snapshot_get(self, tournament_id: int, upto: int) -> tuple[int, bytes] | None:
        with self._lock:
            return snapshot(self._db, tournament_id, upto)
