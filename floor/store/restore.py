"""Restoring a backup: checked first, and the database as it stood kept beside the backups.

The live database is replaced only after the backup has been checked as Floor's (not damaged,
not from a newer Floor) and while no other Floor has it open; the replacement is written to a
temporary file, synced and renamed into place, so a crash leaves either the old file or the new.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
from collections.abc import Iterator
from pathlib import Path

from floor.core.errors import FloorError, Text
from floor.core.files import not_a_file
from floor.store import debris, logcheck
from floor.store.backup import BackupError, copy_into_temp, fsync_file, fsync_folder, write_snapshot
from floor.store.backup_files import BEFORE_RESTORE, default_folder, free_name
from floor.store.connection import Connection
from floor.store.database import DatabaseError, inspect
from floor.store.tournaments import Store

IN_USE_TIMEOUT_SECONDS = 2.0  # how long a restore waits for another Floor to let go of the database
# -- restoring ----------------------------------------------------------------------------------------

def _check_backup(path: Path) -> None:
    """Refuse, without writing to it, a file that is not a sound backup of Floor's database."""
    why = not_a_file(path)
    if why is not None:
        raise BackupError(Text("cannot restore from {path}: {reason}", path=path, reason=why), code="no-file")
    if not path.is_file():
        raise BackupError(Text("there is no file {path}", path=path), code="no-file")
    if path.stat().st_size == 0:
        raise DatabaseError(Text("{path} is empty: it is not a Floor backup (it was left untouched)", path=path))
    store = Store(path)  # another program's database, damaged, or from a newer Floor: refused as it opens
    try:
        _sound(store, path)
        try:
            store.verify()  # a backup whose events cannot all be read would put a damaged file in place
        except FloorError as err:
            raise DatabaseError(Text("{path} is damaged: {message}; nothing was restored", path=path,
                                     message=getattr(err, "bare", err.message))) from None
        try:
            store.verify_chain()  # "Emil" turned "Emim" is valid JSON in a valid file: only the chain sees it
        except FloorError as err:
            raise DatabaseError(Text("{path} cannot be restored: {message}; nothing was restored", path=path,
                                     message=err.message)) from None
    finally:
        store.close()


def _sound(store: Store, path: Path) -> None:
    """Floor's tables, and SQLite's full integrity check passed."""
    try:
        tables = {r[0] for r in store.db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if "_sqlite_migrations" not in tables:
            raise DatabaseError(Text("{path} is not a Floor database: it was left untouched", path=path))
        verdict = " ".join(str(store.db.execute("PRAGMA integrity_check").fetchone()[0]).split())
        if verdict != "ok":
            raise DatabaseError(Text("{path} is damaged (SQLite's integrity check: {verdict}): it was left untouched",
                                     path=path, verdict=verdict))
    except sqlite3.DatabaseError as err:
        raise DatabaseError(Text("{path} is not a database Floor can read ({err}): it was left untouched",
                                 path=path, err=err)) from None


def _live_is_readable(db_path: Path) -> bool:
    """Refuse to replace another program's database or a newer Floor's; a damaged one may be replaced."""
    try:
        inspect(db_path)
    except DatabaseError as err:
        if "another program" in err.message or "newer version" in err.message:
            raise DatabaseError(Text("{message}; nothing was restored", message=err.message)) from None
        return False
    return True


@contextlib.contextmanager
def _alone(db_path: Path) -> Iterator[sqlite3.Connection]:
    """The live database, locked so that no other Floor is using it while it is replaced."""
    try:
        conn = sqlite3.connect(db_path, timeout=IN_USE_TIMEOUT_SECONDS)
    except sqlite3.Error as err:
        raise BackupError(Text("cannot open {db_path}: {err}", db_path=db_path, err=err)) from None
    try:
        try:
            conn.execute("PRAGMA locking_mode = EXCLUSIVE")
            conn.execute("BEGIN EXCLUSIVE")
        except sqlite3.OperationalError as err:
            if err.sqlite_errorcode & 0xFF not in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
                raise BackupError(Text("{db_path} cannot be written ({err}): it is read-only or marked immutable "
                                       "(chattr +i); nothing was changed", db_path=db_path, err=err),
                                  code="read-only") from None
            raise BackupError(Text("{db_path} is in use by another Floor window or command: close it, then restore "
                                   "again (nothing was changed)",
                                   db_path=db_path), code="database-busy") from None
        yield conn
    finally:
        conn.close()


def _reach(path: Path) -> dict[int, int]:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return logcheck.reach(Connection(conn))
    finally:
        conn.close()


def _side_files(db_path: Path) -> list[Path]:
    return [db_path.with_name(db_path.name + suffix) for suffix in ("-wal", "-shm", "-journal")]


def _raw_copy(db_path: Path, target: Path) -> None:
    """A damaged database cannot be read through SQLite: keep its bytes (and its -wal or -journal) as they are."""
    shutil.copy2(db_path, target)
    for suffix in ("-wal", "-journal"):
        side = db_path.with_name(db_path.name + suffix)
        if side.exists():
            shutil.copy2(side, target.with_name(target.name + suffix))
    fsync_file(target)
    fsync_folder(target.parent)


def restore(backup_file: str | os.PathLike[str], db_path: str | os.PathLike[str], *, now: float,
            folder: str | os.PathLike[str] | None = None) -> Path | None:
    """Put a backup in place of the database; returns where the database as it was is saved.

    Refused, with both files untouched: a file that is not a sound Floor backup (another
    program's, damaged, empty) or one written by a newer Floor; a live database that belongs
    to another program or to a newer Floor; a database another Floor has open. Before the
    database is replaced it is saved as ``<name>-before-restore-YYYYmmdd-HHMMSS.db`` in the
    backups folder (``folder``, default next to the database). Returns None only when there
    was no database to save.
    """
    source, live = Path(backup_file), Path(db_path)
    debris.clean(live)  # what a restore killed before left beside the database
    _check_backup(source)
    exists = live.is_file() and live.stat().st_size > 0
    if exists and source.resolve() == live.resolve():
        raise BackupError(Text("{source} is the database itself: choose a backup file",
                               source=source), code="bad-request")
    if live.is_dir():
        raise DatabaseError(Text("{live} is a folder, not a database file", live=live))
    readable = _live_is_readable(live) if exists else False
    where = Path(folder) if folder is not None else default_folder(live)
    try:
        live.parent.mkdir(parents=True, exist_ok=True)
        reader = sqlite3.connect(f"file:{source}?mode=ro", uri=True)
        try:
            incoming = copy_into_temp(reader, live.parent)  # ready before the live file is touched
        finally:
            reader.close()
    except OSError as err:
        raise BackupError(Text("the backup could not be copied next to {live}: {value}",
                               live=live, value=err.strerror or err)) from None
    except sqlite3.Error as err:
        raise BackupError(Text("the backup could not be read: {err}", err=err)) from None
    safety: Path | None = None
    try:
        where.mkdir(parents=True, exist_ok=True)
        if exists:
            safety = free_name(where, f"{live.stem}{BEFORE_RESTORE}", now)
            if readable:
                with _alone(live) as conn:
                    conn.rollback()  # the lock stays (exclusive locking mode); the copy reads on this connection
                    write_snapshot(conn, safety)
            else:
                _raw_copy(live, safety)
        for side in _side_files(live):  # a stale -wal would be applied to the restored file
            with contextlib.suppress(FileNotFoundError):
                side.unlink()
        if exists:
            shutil.copymode(live, incoming)
        logcheck.write(live, _reach(incoming))  # what the restored file holds is, from now on, what the desk knows
        os.replace(incoming, live)
        fsync_folder(live.parent)
    except OSError as err:
        raise BackupError(Text("the restore failed before the database was replaced ({value}); the database is as it "
                               "was",
                               value=err.strerror or err)) from None
    except sqlite3.Error as err:
        raise BackupError(Text("the database could not be saved before the restore ({err}); nothing was restored",
                               err=err)) \
            from None
    finally:
        with contextlib.suppress(OSError):
            incoming.unlink()
    return safety
