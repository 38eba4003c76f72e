"""Opening Floor's SQLite file: create it, recognise it, refuse what is not ours, migrate.

A database that is damaged, not Floor's, or written by a newer Floor is refused with a
clear message and left exactly as it was: every check is made on a read-only
connection before anything is written. Writes run in ``BEGIN IMMEDIATE`` transactions
(see ../shared/design/ecosystem.md §7: a deferred transaction fails at once, ignoring the
busy timeout, when two processes write).
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path

from sqlite_utils import Database, Migrations

from floor.core.errors import FloorError, Text

APPLICATION_ID = 0x464C4F52  # "FLOR" in the SQLite header: this file is Floor's
BUSY_TIMEOUT_SECONDS = 30

migrations = Migrations("floor")


@migrations()
def m001_tournaments_and_events(db: Database) -> None:
    db["tournaments"].create({"id": int, "name": str, "created_at": float}, pk="id")  # type: ignore[union-attr]
    db["events"].create(  # type: ignore[union-attr]
        {"id": int, "tournament_id": int, "seq": int, "kind": str, "at": float, "author": str, "payload": str},
        pk="id", foreign_keys=[("tournament_id", "tournaments", "id")], not_null={"tournament_id", "seq", "kind"},
    )
    db["events"].create_index(["tournament_id", "seq"], unique=True)  # type: ignore[union-attr]


@migrations()
def m002_snapshots(db: Database) -> None:
    db["snapshots"].create(  # type: ignore[union-attr]
        {"tournament_id": int, "seq": int, "state": str}, pk=("tournament_id", "seq"),
        foreign_keys=[("tournament_id", "tournaments", "id")],
    )


class DatabaseError(FloorError):
    """The file cannot be used as Floor's database; it was not modified."""

    code = "bad-database"


def default_path() -> Path:
    """The user's data folder (XDG on Linux), unless FLOOR_DB names a file."""
    if os.environ.get("FLOOR_DB"):
        return Path(os.environ["FLOOR_DB"])
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "floor" / "floor.db"


def _inspect(path: Path) -> None:
    """Refuse, on a read-only connection, a file Floor must not touch."""
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=BUSY_TIMEOUT_SECONDS)
    except sqlite3.Error as err:
        raise DatabaseError(Text("cannot open {path}: {err}", path=path, err=err)) from None
    try:
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if app_id != APPLICATION_ID and tables:
            raise DatabaseError(Text("{path} is a database of another program, not Floor's: it was left untouched",
                                     path=path))
        if "_sqlite_migrations" in tables:
            applied = {r[0] for r in conn.execute(
                "SELECT name FROM _sqlite_migrations WHERE migration_set = ?", [migrations.name])}
            known = {m.name for m in migrations._migrations}
            if applied - known:
                raise DatabaseError(Text("{path} was written by a newer version of Floor: update Floor to open it "
                                         "(the file was left untouched)",
                                         path=path))
    except sqlite3.DatabaseError as err:
        raise DatabaseError(Text("{path} is not a database Floor can read ({err}): it may be damaged or another kind "
                                 "of file, and it was left untouched",
                                 path=path, err=err)) from None
    finally:
        conn.close()


def open_database(path: str | os.PathLike[str]) -> Database:
    """Floor's database at ``path``: created if new, checked, migrated, in WAL mode."""
    p = Path(path)
    if p.is_dir():
        raise DatabaseError(Text("{p} is a folder, not a database file", p=p))
    if p.exists() and p.stat().st_size > 0:
        _inspect(p)
    try:
        p.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(str(p), timeout=BUSY_TIMEOUT_SECONDS)
    except (OSError, sqlite3.Error) as err:
        raise DatabaseError(Text("cannot create or open {p}: {err}", p=p, err=err)) from None
    db = Database(conn)
    try:
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA foreign_keys = ON")
        with write_transaction(db):
            if db.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
                db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            migrations.apply(db)
    except sqlite3.DatabaseError as err:
        conn.close()
        raise DatabaseError(Text("{p} could not be prepared: {err}", p=p, err=err)) from None
    return db


@contextlib.contextmanager
def write_transaction(db: Database) -> Iterator[Database]:
    """One action, all or nothing, holding the write lock from its first statement."""
    try:
        db.execute("BEGIN IMMEDIATE")
    except sqlite3.OperationalError as err:
        raise FloorError(Text("the database is busy or locked ({err}); try again",
                              err=err), code="database-busy") from None
    try:
        yield db
    except sqlite3.OperationalError as err:  # e.g. the disk is full: nothing of the action stays
        db.conn.rollback()
        raise FloorError(Text("the action was not saved: {err}", err=err), code="not-saved") from None
    except BaseException:
        db.conn.rollback()
        raise
    else:
        try:
            db.conn.commit()
        except sqlite3.OperationalError as err:  # e.g. the disk is full: nothing was written
            db.conn.rollback()
            raise FloorError(Text("the action was not saved: {err}", err=err), code="not-saved") from None
