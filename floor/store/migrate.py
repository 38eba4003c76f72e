"""`floor migrate SOURCE TARGET`: a club's whole history moved from a Floor file to a PostgreSQL server, or back to a
new Floor file (issue 31), proved before it is kept.

What moves: every table a Floor file has (floor/store/schema.py: tournaments, events, commands, snapshots, and the
club's members, leagues, devices, pairings, payout templates...), column for column, each event's payload text and
checksum byte for byte. On the server, a tournament's ``head_seq`` is its last event's number and an event's
``command_id`` the command whose ``first_seq..last_seq`` holds it; a file keeps neither (both follow from the rest).

All or nothing, and proved before it is kept:
- on a server, ONE transaction (the schema made in it too): the rows are written with ``COPY`` (psycopg's
  ``cursor.copy()``, the fast path for 30,000 events), read back, and every tournament folded inside that same
  transaction (a ``ServerStore`` on the migration's own connection, :class:`_Within`); it is committed only when all
  matches;
- to a file, a new file made by the code that makes every new file (floor/store/database.py ``create_database``),
  aside, under a temporary name; filled in one transaction, then opened as ``Store`` opens any file and proved; it
  takes its name only then (a hard link, which never replaces a file that appeared meanwhile), else it is deleted.

The proof: every tournament folded on both sides (the store's state, and on the target the whole log folded from its
first event as well), equal; the target's chain of checksums verified; every table compared row for row. Any
difference names the table or tournament, and nothing is kept.

Refused in one line each, changing nothing: two files or two servers; a source that is missing, not Floor's,
written by a newer Floor, or damaged (its chain or a fold fails); a target that holds a club already (two histories
are never merged); a server that cannot be reached; a target file that exists; a table (or column) holding rows
that the target has no place for (rows are never dropped silently).

The source is read in one read transaction (SQLite's, on a read-only connection; a server's ``REPEATABLE READ``): a
desk writing meanwhile is either wholly in the copy or not at all, and a fold that then differs says so.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import psycopg
from psycopg import sql

from floor.core.errors import FloorError, Text
from floor.store import eventrows, logcheck, pg_log, postgres
from floor.store.address import is_server, location_of
from floor.store.connection import Connection
from floor.store.database import (
    MIGRATIONS,
    applied,
    create_database,
    migrate,
    temp_name,
    write_transaction,
)
from floor.store.server import ServerStore, shown
from floor.store.tournaments import Store

_T = TypeVar("_T")
Row = tuple[object, ...]

DERIVED = {"tournaments": ("head_seq",), "events": ("id", "command_id")}  # a server's columns a file has not
ORDERED = {"events": "id"}  # tables copied in their rows' order (the log's global order kept), the others as found
BYTES = {("snapshots", "state")}  # a file's column read as bytes (a snapshot's state, SQLite type affinity TEXT)
USE_COPY = True  # rows written to a server with COPY (False: executemany; benchmarks/migrate30.py measures both)


class MigrationRefused(FloorError):
    """The history was not moved (nothing was written, or what was written is gone)."""

    code = "migrate-refused"


@dataclass
class Table:
    """One table's rows as read: its columns (those both engines keep) and its rows, in order for :data:`ORDERED`."""

    name: str
    columns: tuple[str, ...]
    rows: list[Row] = field(default_factory=list)


@dataclass(frozen=True)
class Moved:
    """What a migration moved: the rows of each table, and how long it took (reading, writing and the proof)."""

    source: str
    target: str
    counts: dict[str, int]
    seconds: float


def migrate_history(source: str | Path, target: str | Path, *,
                    warn: Callable[[str], None] | None = None) -> Moved:
    """Move the club's whole history from ``source`` to ``target`` (one a file, the other a server), proved."""
    began = time.perf_counter()
    if is_server(source) == is_server(target):
        raise MigrationRefused(Text("floor migrate moves a club between a Floor file and a PostgreSQL server: give "
                                    "one of each (a file is copied with `floor backup`); nothing was moved"))
    if is_server(target):
        counts = _file_to_server(Path(source), location_of(target), warn)
        said = (str(source), shown(location_of(target)))
    else:
        counts = _server_to_file(location_of(source), Path(target), warn)
        said = (shown(location_of(source)), str(target))
    return Moved(said[0], said[1], counts, time.perf_counter() - began)


# -- file -> server ------------------------------------------------------------------------------------------------

def _file_to_server(path: Path, location: str, warn: Callable[[str], None] | None) -> dict[str, int]:
    if not path.is_file():
        raise MigrationRefused(Text("there is no Floor file at {path}: nothing was moved", path=path))
    with _closing(_checked(Store(path, warn=warn))) as source:
        tables = _read_file(path)
        server = shown(location)
        pg = _reach(location)
        try:
            db = pg_log.PgConnection(pg)
            db.execute("BEGIN")
            try:
                _fill_server(db, tables, server)
                with _closing(_Within(location, db)) as target:
                    _prove(source, target, tables, _server_rows(pg, tables), server)
            except BaseException as err:
                with contextlib.suppress(psycopg.Error):
                    db.execute("ROLLBACK")
                if isinstance(err, psycopg.Error):  # (a read-only node, a lost connection, a full disk)
                    raise MigrationRefused(Text("{server} refused the copy ({err}): nothing was moved",
                                                server=server, err=pg_log.first_line(err))) from None
                raise
            try:
                db.execute("COMMIT")
            except psycopg.Error as err:
                raise MigrationRefused(Text("the connection to {server} was lost as the copy was committed ({err}): "
                                            "look with `floor --db ... tournament list` whether it is there",
                                            server=server, err=pg_log.first_line(err))) from None
        finally:
            pg.close()
    return {t.name: len(t.rows) for t in tables}


def _checked(store: Store) -> Store:
    """The source, refused (and closed) when it is not a whole Floor history: its chain and every fold."""
    try:
        store.must_exist()
        store.verify_chain()
        store.verify()
    except FloorError as err:
        store.close()
        raise MigrationRefused(Text("{source} cannot be moved: {why}; nothing was moved", source=store.where,
                                    why=err.message)) from None
    return store


def _read_file(path: Path) -> list[Table]:
    """Every table of the file in one read transaction, on a read-only connection; a file an older Floor wrote is
    read from a copy in memory migrated as an action would migrate it (the file itself is left as it is)."""
    quoted = str(path.resolve()).replace("?", "%3f").replace("#", "%23")
    conn = sqlite3.connect(f"file:{quoted}?mode=ro", uri=True)
    try:
        if not set(MIGRATIONS) <= applied(conn):
            memory = sqlite3.connect(":memory:")
            conn.backup(memory)
            conn.close()
            conn = memory
            with write_transaction(Connection(conn)) as db:
                migrate(db)
        conn.execute("BEGIN")
        return [_file_table(conn, name) for name in _file_tables(conn)]
    except sqlite3.Error as err:
        raise MigrationRefused(Text("{path} cannot be read ({err}): nothing was moved", path=path, err=err)) \
            from None
    finally:
        conn.close()


def _file_tables(conn: sqlite3.Connection) -> list[str]:
    """The file's tables, ``tournaments`` first (every other refers to it), then in the order they were made (a table
    before those that refer to it)."""
    made = [str(r[0]) for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE "
                                            "'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_%' ESCAPE '\\' "
                                            "ORDER BY rowid")]
    return sorted(made, key=lambda name: name != "tournaments")


def _file_columns(conn: sqlite3.Connection, table: str) -> tuple[str, ...]:
    skip = DERIVED.get(table, ())
    return tuple(str(r[1]) for r in conn.execute(f"PRAGMA table_info({_q(table)})") if r[1] not in skip)


def _file_table(conn: sqlite3.Connection, name: str) -> Table:
    columns = _file_columns(conn, name)
    chosen = ", ".join(f"CAST({_q(c)} AS BLOB)" if (name, c) in BYTES else _q(c) for c in columns)
    order = f" ORDER BY {_q(ORDERED[name])}" if name in ORDERED else ""
    return Table(name, columns, [tuple(r) for r in conn.execute(f"SELECT {chosen} FROM {_q(name)}{order}")])


def _n(value: object) -> int:
    return value if isinstance(value, int) else int(str(value))


def _q(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _reach(location: str) -> psycopg.Connection[Any]:
    try:
        return psycopg.connect(location, autocommit=True, connect_timeout=10)
    except psycopg.Error as err:
        raise MigrationRefused(Text("cannot reach the database server {server} ({err}): nothing was moved",
                                    server=shown(location), err=pg_log.first_line(err))) from None


def _server_columns(db: Connection) -> dict[str, dict[str, str]]:
    """The server's tables in Floor's schema: each column's type."""
    found: dict[str, dict[str, str]] = {}
    for table, column, kind in db.execute(
            "SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = "
            "current_schema() ORDER BY table_name, ordinal_position").fetchall():
        found.setdefault(str(table), {})[str(column)] = str(kind)
    return found


def _fill_server(db: pg_log.PgConnection, tables: Sequence[Table], server: str) -> None:
    """Inside the open transaction: the schema made if new, the database found empty, every row written."""
    db.execute("SELECT pg_advisory_xact_lock(%s)", [postgres.NEW_TOURNAMENT_LOCK])  # (no desk creates meanwhile)
    postgres.make_schema(db)
    there = _server_columns(db)
    for table in (t for t in tables if t.name in there):
        held = db.pg.execute(sql.SQL("SELECT count(*) FROM {}").format(sql.Identifier(table.name))).fetchone()
        if held and held[0]:
            raise MigrationRefused(Text("{server} already holds a club's history ({count} rows in its {table} table): "
                                        "floor migrate moves a club into an empty database only, it never merges two "
                                        "histories; nothing was moved",
                                        server=server, count=held[0], table=table.name))
    for table in tables:
        _fits(table, there.get(table.name), server)
    heads: dict[int, int] = {}
    commands: dict[tuple[int, int], str] = {}
    for table in tables:
        if table.name == "events":
            heads = _heads(table)
        elif table.name == "commands":
            commands = _command_of(table)
    with db.pg.cursor() as cursor:
        for table in tables:
            if not table.rows:
                continue
            columns, rows = table.columns, table.rows
            if table.name == "tournaments":
                at = columns.index("id")
                columns, rows = (*columns, "head_seq"), [(*r, heads.get(_n(r[at]), 0)) for r in rows]
            elif table.name == "events":
                tid, seq = columns.index("tournament_id"), columns.index("seq")
                columns = (*columns, "command_id")
                rows = [(*r, commands.get((_n(r[tid]), _n(r[seq])))) for r in rows]
            _write_server(cursor, table.name, columns, rows)


def _fits(table: Table, there: dict[str, str] | None, where: str) -> None:
    """Refuse rows the target has no place for (a table, or a column, it lacks): never dropped silently."""
    if not table.rows:
        return
    if there is None:
        raise MigrationRefused(Text("{target} has no {table} table for the {count} rows of it to move (this Floor "
                                    "cannot keep them there yet): nothing was moved",
                                    target=where, table=table.name, count=len(table.rows)))
    missing = [c for c in table.columns if c not in there]
    if missing:
        raise MigrationRefused(Text("{target}'s {table} table has no column {column} for the rows to move: nothing "
                                    "was moved", target=where, table=table.name, column=missing[0]))


def _heads(events: Table) -> dict[int, int]:
    tid, seq = events.columns.index("tournament_id"), events.columns.index("seq")
    heads: dict[int, int] = {}
    for r in events.rows:
        t, s = _n(r[tid]), _n(r[seq])
        heads[t] = max(heads.get(t, 0), s)
    return heads


def _command_of(commands: Table) -> dict[tuple[int, int], str]:
    """Each event's command, from the commands' ``first_seq..last_seq`` (where a command is known)."""
    c = {name: commands.columns.index(name) for name in ("command_id", "tournament_id", "first_seq", "last_seq")}
    found: dict[tuple[int, int], str] = {}
    for r in commands.rows:
        if any(r[i] is None for i in c.values()):
            continue
        tid = _n(r[c["tournament_id"]])
        for seq in range(_n(r[c["first_seq"]]), _n(r[c["last_seq"]]) + 1):
            found[(tid, seq)] = str(r[c["command_id"]])
    return found


def _write_server(cursor: psycopg.Cursor[Any], table: str, columns: Sequence[str], rows: Sequence[Row]) -> None:
    names = sql.SQL(", ").join(sql.Identifier(c) for c in columns)
    if USE_COPY:
        with cursor.copy(sql.SQL("COPY {} ({}) FROM STDIN").format(sql.Identifier(table), names)) as copy:
            for row in rows:
                copy.write_row(row)
        return
    marks = sql.SQL(", ").join(sql.Placeholder() for _ in columns)
    cursor.executemany(sql.SQL("INSERT INTO {} ({}) VALUES ({})").format(sql.Identifier(table), names, marks), rows)


def _server_rows(pg: psycopg.Connection[Any], tables: Sequence[Table]) -> list[Table]:
    """The server's rows of ``tables``' columns (json read as its text, as kept), on ``pg``'s transaction."""
    db = pg_log.PgConnection(pg)
    there = _server_columns(db)
    found = []
    for table in tables:
        kinds = there.get(table.name)
        if kinds is None:
            found.append(Table(table.name, table.columns))
            continue
        chosen = sql.SQL(", ").join(sql.SQL("{}::text").format(sql.Identifier(c)) if kinds.get(c) in ("json", "jsonb")
                                    else sql.Identifier(c) for c in table.columns)
        order = sql.SQL(" ORDER BY {}").format(sql.Identifier(ORDERED[table.name])) if table.name in ORDERED \
            else sql.SQL("")
        rows = pg.execute(sql.SQL("SELECT {} FROM {}{}").format(chosen, sql.Identifier(table.name), order)).fetchall()
        found.append(Table(table.name, table.columns, [_plain(r) for r in rows]))
    return found


def _plain(row: Sequence[object]) -> Row:
    """A server's row as a file's reads (bytes as bytes)."""
    return tuple(bytes(value) if isinstance(value, memoryview) else value for value in row)


class _Within(ServerStore):
    """A server's store on the migration's own connection, inside its open transaction (reads only): the copy is
    folded before it is committed, and a source is read at the moment its rows were."""

    def __init__(self, location: str, db: pg_log.PgConnection) -> None:
        self._given = db
        super().__init__(location)

    def _connect(self) -> pg_log.PgConnection:
        made = self._given.execute("SELECT to_regclass('events') IS NOT NULL").fetchone()
        self._made = bool(made and made[0])
        return self._given

    def _guarded(self, read: Callable[[], _T]) -> _T:
        return read()  # (a lost connection loses the transaction: no reconnecting inside it)

    def close(self) -> None:
        self._db = None  # (the connection is the migration's, closed by it)


# -- server -> file ------------------------------------------------------------------------------------------------

def _server_to_file(location: str, path: Path, warn: Callable[[str], None] | None) -> dict[str, int]:
    if os.path.lexists(path):
        raise MigrationRefused(Text("{path} exists already: floor migrate writes a new file, it never replaces one "
                                    "(give another name); nothing was moved", path=path))
    server = shown(location)
    pg = _reach(location)
    made: Path | None = None
    folders = [p for p in (path.parent, *path.parent.parents) if not p.exists()]  # (made for it, gone if refused)
    try:
        db = pg_log.PgConnection(pg)
        db.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")  # (one moment of the server, read throughout)
        with _closing(_Within(location, db)) as source:
            if not source.exists:
                raise MigrationRefused(Text("there is no Floor database on {server}: nothing was moved",
                                            server=server))
            _checked(source)
            made = _new_file(path)
            tables = _fill_file(made, pg, server)
            with _closing(Store(made, warn=warn)) as target:
                _prove(source, target, tables, _read_file(made), str(path))
        _settle(made, path)
        logcheck.write(path, _heads(next(t for t in tables if t.name == "events")))  # (what the next opening expects)
    except BaseException as err:
        if made is not None:
            _unlink(made)
        for folder in folders:  # (the deepest first)
            with contextlib.suppress(OSError):
                folder.rmdir()
        if isinstance(err, psycopg.Error):  # (the connection lost while the server was read)
            raise MigrationRefused(Text("{server} could not be read ({err}): nothing was moved", server=server,
                                        err=pg_log.first_line(err))) from None
        raise
    finally:
        pg.close()
        if made is not None:
            _unlink(made)
    return {t.name: len(t.rows) for t in tables}


def _new_file(path: Path) -> Path:
    """A new, empty Floor file beside ``path``, under a temporary name (this process's: not debris)."""
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise MigrationRefused(Text("cannot create {path}: {err}; nothing was moved", path=path,
                                    err=err.strerror or err)) from None
    made = temp_name(folder)
    try:
        create_database(made)
    except BaseException:
        _unlink(made)
        raise
    return made


def _fill_file(made: Path, pg: psycopg.Connection[Any], server: str) -> list[Table]:
    """The server's rows of every table the new file has, written into it in one transaction (what was read)."""
    conn = sqlite3.connect(made)
    try:
        conn.execute("PRAGMA foreign_keys = ON")
        names = _file_tables(conn)
        layout = [Table(name, _file_columns(conn, name)) for name in names]
        there = _server_columns(pg_log.PgConnection(pg))
        for other in (t for t in there if t not in names):
            held = pg.execute(sql.SQL("SELECT count(*) FROM {}").format(sql.Identifier(other))).fetchone()
            if held and held[0]:
                raise MigrationRefused(Text("a Floor file has no {table} table for the {count} rows of it on {server} "
                                            "(this Floor cannot keep them in a file): nothing was moved",
                                            table=other, count=held[0], server=server))
        present = [t for t in layout if t.name in there]
        for table in present:
            missing = [c for c in table.columns if c not in there[table.name]]
            extra = [c for c in there[table.name] if c not in table.columns and c not in DERIVED.get(table.name, ())]
            if missing or extra:
                held = pg.execute(sql.SQL("SELECT count(*) FROM {}").format(sql.Identifier(table.name))).fetchone()
                if held and held[0]:
                    raise MigrationRefused(Text("{server}'s {table} table and a Floor file's differ (column {column}): "
                                                "its rows cannot be moved as they are; nothing was moved",
                                                server=server, table=table.name, column=(missing or extra)[0]))
        tables = _server_rows(pg, present) + [t for t in layout if t.name not in there]
        tables.sort(key=lambda t: names.index(t.name))
        with write_transaction(Connection(conn)):
            for table in tables:
                if table.rows:
                    marks = ", ".join("?" for _ in table.columns)
                    conn.executemany(f"INSERT INTO {_q(table.name)} ({', '.join(map(_q, table.columns))}) "
                                     f"VALUES ({marks})", table.rows)
        return tables
    except sqlite3.Error as err:
        raise MigrationRefused(Text("the new file could not be written ({err}): nothing was moved", err=err)) \
            from None
    finally:
        conn.close()


def _settle(made: Path, path: Path) -> None:
    """The proved file takes its name (a link: a file that appeared there meanwhile is never replaced). A ``-wal``
    or ``-shm`` left at that name belongs to a file deleted since: SQLite would replay that old log into the new
    file, so they go first (as floor/store/database.py settles every new file)."""
    if not os.path.lexists(path):
        for suffix in ("-wal", "-shm"):
            with contextlib.suppress(FileNotFoundError):
                path.with_name(path.name + suffix).unlink()
    try:
        os.link(made, path)
    except FileExistsError:
        raise MigrationRefused(Text("{path} exists already: floor migrate writes a new file, it never replaces one "
                                    "(give another name); nothing was moved", path=path)) from None
    except OSError as err:
        raise MigrationRefused(Text("cannot create {path}: {err}; nothing was moved", path=path,
                                    err=err.strerror or err)) from None


def _unlink(made: Path) -> None:
    for suffix in ("", "-journal", "-wal", "-shm", logcheck.SUFFIX):
        with contextlib.suppress(OSError):
            made.with_name(made.name + suffix).unlink()


# -- the proof -----------------------------------------------------------------------------------------------------

def _prove(source: Store, target: Store, wrote: Sequence[Table], found: Sequence[Table], where: str) -> None:
    """Refuse a copy that differs from its source: any table's rows, any tournament's fold, the target's chain."""
    kept = {t.name: t for t in found}
    for table in wrote:
        difference = _difference(table, kept.get(table.name))
        if difference is not None:
            raise _differs(where, difference)
    try:
        target.verify_chain()
    except FloorError as err:
        raise _differs(where, err.message) from None
    tournaments = next(t for t in wrote if t.name == "tournaments")
    for tid in sorted(_n(r[tournaments.columns.index("id")]) for r in tournaments.rows):
        before = source.state(tid)
        after = target.state(tid)
        folded = eventrows.replay(tid, target.history(tid))
        if after != before or folded != before:
            raise _differs(where, Text("tournament {tid} does not fold to the same state", tid=tid))


def _difference(wrote: Table, found: Table | None) -> str | None:
    rows = [] if found is None else found.rows
    if len(rows) != len(wrote.rows):
        return Text("{table}: {count} rows written, {found} found", table=wrote.name, count=len(wrote.rows),
                    found=len(rows))
    ours, theirs = (wrote.rows, rows) if wrote.name in ORDERED else (sorted(wrote.rows, key=repr),
                                                                     sorted(rows, key=repr))
    for n, (a, b) in enumerate(zip(ours, theirs, strict=True), 1):
        if a != b:
            return Text("{table}: row {n} differs", table=wrote.name, n=n)
    return None


def _differs(where: str, difference: str) -> MigrationRefused:
    return MigrationRefused(Text("the copy on {target} does not match its source ({difference}): it was not kept; "
                                 "nothing was moved", target=where, difference=difference))


@contextlib.contextmanager
def _closing(store: Store) -> Iterator[Store]:
    try:
        yield store
    finally:
        store.close()
