"""Backups of Floor's database: taken with SQLite's online backup API and rotated (restoring: ``restore.py``).

A backup is one complete SQLite file in rollback-journal mode (no ``-wal`` beside it), so
copying that single file to a USB stick is enough. SQLite copies a consistent snapshot even
while another connection or process keeps writing (the database is in WAL mode: the copy
is one read transaction and blocks no writer).

Backups go to a ``backups/`` folder next to the database unless told otherwise. Their names
carry the database's own name and the local time of the backup, ``floor-20270115-213000.db``
for ``floor.db`` (``-2``, ``-3`` ... if that name is taken), so two databases sharing a folder
never rotate away each other's backups. Only the newest ``keep`` are kept. Before a restore the
database as it stands is saved as ``floor-before-restore-20270115-213500.db``; those copies
are never rotated away: a restore loses nothing.

What the automatic backups remember (when the last one was taken, and the level each
tournament was at) is in ``last.json`` in the backups folder, so it survives a restart.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import sqlite3
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from floor.core.errors import FloorError, Text
from floor.core.files import not_a_file
from floor.store import chain
from floor.store.backup_files import default_folder, free_name, list_backups
from floor.store.connection import Connection
from floor.store.database import changed_outside, disk_full, forget_closed, temp_name
from floor.store.tournaments import Store

SIDECAR = "last.json"
KEEP = 20


class BackupError(FloorError):
    """A backup or a restore that could not be made; the database was not changed."""

    code = "backup-failed"


def _rotate(folder: Path, stem: str, keep: int, protect: Path) -> None:
    """Delete the oldest regular backups of ``stem`` beyond ``keep`` (never the one just made)."""
    regular = [b for b in list_backups(folder, stem) if not b.before_restore]
    for old in regular[keep:]:
        if old.path == protect:
            continue
        with contextlib.suppress(OSError):  # in use elsewhere (Windows): it goes next time
            old.path.unlink()


# -- copying ----------------------------------------------------------------------------------------

def fsync_file(path: Path) -> None:
    fd = os.open(path, os.O_RDWR)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def fsync_folder(folder: Path) -> None:
    if os.name != "posix":  # Windows cannot open a folder; its rename is durable enough
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def copy_into_temp(source: sqlite3.Connection, folder: Path) -> Path:
    """A complete, checked, standalone copy of ``source`` in a temporary file in ``folder``."""
    tmp = temp_name(folder)  # SQLite creates it with the usual permissions
    try:
        target = sqlite3.connect(tmp)
        try:
            source.backup(target)  # one step: a consistent snapshot, whatever others write meanwhile
            target.execute("PRAGMA journal_mode = DELETE")  # the copy stands alone: no -wal beside it
            verdict = target.execute("PRAGMA integrity_check").fetchone()[0]
        finally:
            target.close()
        if verdict != "ok":
            raise BackupError(Text("the copy failed SQLite's integrity check ({verdict})", verdict=verdict))
        fsync_file(tmp)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    return tmp


def write_snapshot(source: sqlite3.Connection, target: Path) -> None:
    """Copy ``source`` to ``target`` (a new name): never a half-written file under that name."""
    tmp = copy_into_temp(source, target.parent)
    try:
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    fsync_folder(target.parent)


def _database_path(conn: sqlite3.Connection) -> Path:
    for _, name, file in conn.execute("PRAGMA database_list"):
        if name == "main" and file:
            return Path(file)
    raise BackupError(Text("this database is not a file (it lives in memory): there is nothing to back up"))


@contextlib.contextmanager
def _source(db: Connection | str | os.PathLike[str]) -> Iterator[tuple[sqlite3.Connection, Path]]:
    """The connection to copy from and the database's path (a path is opened read-only, then closed)."""
    if isinstance(db, Connection):
        yield db.conn, _database_path(db.conn)
        return
    path = Path(db)
    why = not_a_file(path)
    if why is not None:
        raise BackupError(Text("cannot back up {path}: {reason}", path=path, reason=why), code="no-database")
    if not path.is_file() or path.stat().st_size == 0:
        raise BackupError(Text("there is no database at {path}: nothing to back up", path=path), code="no-database")
    store = Store(path)  # checked as it opens: another program's, damaged, or a newer Floor's is refused
    try:
        refuse_damaged(store)
        yield store.db.conn, path  # read-write where it can (it tidies its -wal on close), else immutable
    finally:
        store.close()


def _sound(conn: sqlite3.Connection, db_path: Path) -> None:
    """SQLite's full integrity check (indexes too: the quick check skips them) before a copy is taken: a damaged
    database is said as damaged, and no copy of it pushes a good backup out of the rotation."""
    try:
        verdict = " ".join(str(row[0]) for row in conn.execute("PRAGMA integrity_check(20)"))
    except sqlite3.DatabaseError as err:
        verdict = str(err)
    if verdict != "ok":
        raise BackupError(Text("{path} is damaged (SQLite's integrity check: {verdict}): no backup was taken, so the "
                               "backups before it are kept; restore the newest good one with `floor restore`",
                               path=db_path, verdict=verdict[:300]), code="damaged")


def _chained(conn: sqlite3.Connection, db_path: Path) -> None:
    """No backup of a database an event of which was changed outside Floor (its chain breaks): the backups before it
    hold the event as it was. The next opening then looks at the file in full, says it and has it put on record."""
    try:
        chain.check(conn)
    except chain.ChainBroken as err:
        if not changed_outside(db_path):  # (a silent change, size and time kept: the next opening looks in full)
            forget_closed(db_path)
        raise BackupError(Text("no backup was made, so the backups already taken are kept: {message}",
                               message=err.message), code="damaged-database") from None
    except sqlite3.DatabaseError as err:
        raise BackupError(Text("no backup was made, so the backups already taken are kept: the events cannot be "
                               "read ({err})", err=err), code="damaged-database") from None


def refuse_damaged(store: Store) -> None:
    """No backup of a database with events Floor cannot read: rotating it in would push out a good backup."""
    try:
        store.verify()
    except FloorError as err:
        raise BackupError(Text("no backup was made, so the backups already taken are kept: {message}",
                               message=err.message), code="damaged-database") from None


# -- the sidecar: what automatic backups remember -----------------------------------------------------

def _read_sidecar(folder: Path) -> dict[str, Any]:
    try:
        data = json.loads((folder / SIDECAR).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}  # missing or damaged: the next automatic backup is simply due
    return data if isinstance(data, dict) else {}


def _write_sidecar(folder: Path, stem: str, *, at: float, file: str, levels: dict[int, int] | None = None) -> None:
    data = _read_sidecar(folder)
    entry = data.get(stem)
    known = entry.get("levels") if isinstance(entry, dict) else None
    known = dict(known) if isinstance(known, dict) else {}
    known.update({str(k): v for k, v in (levels or {}).items()})
    data[stem] = {"at": at, "file": file, "levels": known}
    fd, name = tempfile.mkstemp(dir=folder, prefix=f".last-{os.getpid()}-", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(data, out, indent=2, sort_keys=True)
        os.replace(name, folder / SIDECAR)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(name)
        raise


def _remembered(folder: Path, stem: str, tournament_id: int) -> tuple[float | None, int | None]:
    """When the last backup was taken, and the tournament's level then (None: unknown)."""
    entry = _read_sidecar(folder).get(stem)
    at: float | None = None
    level: int | None = None
    if isinstance(entry, dict):
        if isinstance(entry.get("at"), int | float):
            at = float(entry["at"])
        levels = entry.get("levels")
        if isinstance(levels, dict) and isinstance(levels.get(str(tournament_id)), int):
            level = int(levels[str(tournament_id)])
    if at is None:  # no sidecar: the newest backup's own time
        newest = [b for b in list_backups(folder, stem) if not b.before_restore]
        at = newest[0].time if newest else None
    return at, level


# -- taking a backup ----------------------------------------------------------------------------------

def _take(db: Connection | str | os.PathLike[str], folder: str | os.PathLike[str] | None, now: float, keep: int,
          levels: dict[int, int] | None = None) -> Path:
    if keep < 1:
        raise BackupError(Text("keep at least one backup (not {keep})", keep=keep), code="bad-request")
    with _source(db) as (conn, db_path):
        _sound(conn, db_path)
        _chained(conn, db_path)
        where = Path(folder) if folder is not None else default_folder(db_path)
        stem = db_path.stem
        try:
            where.mkdir(parents=True, exist_ok=True)
            if not os.access(where, os.W_OK):
                raise OSError(errno.EROFS, os.strerror(errno.EROFS))
            target = free_name(where, stem, now)
            write_snapshot(conn, target)
        except OSError as err:
            raise BackupError(Text("the backup could not be written to {where}: {value}",
                                   where=where, value=err.strerror or err)) from None
        except sqlite3.Error as err:
            if disk_full(err, where):
                raise BackupError(Text("the backup could not be written to {where}: the disk is full",
                                       where=where)) from None
            raise BackupError(Text("the backup could not be made: {err}", err=err)) from None
    with contextlib.suppress(OSError):  # the backup itself is safe; the next automatic one may just come early
        _write_sidecar(where, stem, at=now, file=target.name, levels=levels)
    _rotate(where, stem, keep, protect=target)
    return target


def backup(db: Connection | str | os.PathLike[str], folder: str | os.PathLike[str] | None = None, *,
           now: float, keep: int = KEEP) -> Path:
    """Back up the database now: a new ``<name>-YYYYmmdd-HHMMSS.db`` in ``folder``; returns its path.

    ``db`` is an open database (its connection must not be inside a transaction) or the
    path of one. The oldest backups of this database beyond ``keep`` are deleted; safety
    copies made by restores are never deleted.
    """
    return _take(db, folder, now, keep)


@dataclass(frozen=True, slots=True)
class BackupPolicy:
    """When an automatic backup is due: every ``every_seconds`` and whenever the level changes."""

    every_seconds: float = 300.0

    def due(self, last_backup_at: float | None, last_level: int | None, now: float, level: int) -> bool:
        """True if there is no backup yet, the level changed, the time is up, or the clock went back."""
        if last_backup_at is None or last_level is None or level != last_level:
            return True
        elapsed = now - last_backup_at
        return elapsed >= self.every_seconds or elapsed < 0  # a clock set back must not stop backups


def auto_backup(store: Store, tournament_id: int, now: float, *, policy: BackupPolicy | None = None,
                folder: str | os.PathLike[str] | None = None, keep: int = KEEP) -> Path | None:
    """Back up if the policy says it is time (call it after each change); the new backup's path, or None.

    A failure raises :class:`BackupError`: the change itself is already saved, so a caller
    should show it as a warning, not as a refused action. A server's database is not backed up here (its standby
    holds the copy): None.
    """
    if store.engine != "sqlite":
        return None
    where = Path(folder) if folder is not None else default_folder(store.path)
    level = store.state(tournament_id).level(now)
    last_at, last_level = _remembered(where, store.path.stem, tournament_id)
    if not (policy or BackupPolicy()).due(last_at, last_level, now, level):
        return None
    refuse_damaged(store)
    changed = store.changed_events()  # (kept for the floor's next action to put on record: then backups go on)
    if changed:
        if not changed_outside(store.path):
            forget_closed(store.path)
        raise BackupError(Text("no backup was made, so the backups already taken are kept: {message}",
                               message=changed[0].sentence()), code="damaged-database")
    return _take(store.db, where, now, keep, levels={tournament_id: level})
