"""Opening Floor's SQLite file: recognise it, refuse what is not ours, create it only when asked, migrate on write.

Opening changes nothing. Every check is made on a read-only connection, and a refusal
removes the ``-wal``/``-shm`` files that check made, so a refused file is left exactly as it
was, with nothing beside it. A file is switched to WAL mode and migrated only by the first
action that writes to it (:func:`prepare_for_writing`), so a read command, a refused
action, or a look at a backup (which Floor writes in rollback-journal mode) leaves every
byte as it was. Only a path that does not exist, or a zero-byte file (what an interrupted
copy or ``touch`` leaves), becomes a new database, and it is built aside and renamed into
place, so a crash never leaves a half-made file. Writes run in ``BEGIN IMMEDIATE``
transactions: a deferred transaction fails at once, ignoring the busy timeout, when two
processes write.
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import sqlite3
from collections.abc import Iterator
from pathlib import Path

from floor.core.errors import FloorError, Text
from floor.core.files import SQLITE_HEADER, write_whole
from floor.store.connection import Connection

APPLICATION_ID = 0x464C4F52  # "FLOR" in the SQLite header: this file is Floor's
BUSY_TIMEOUT_SECONDS = 30
# FULL, not WAL's usual NORMAL: with NORMAL a commit in WAL mode is not synced, so a power cut can take back the
# last actions Floor said were saved (the file stays sound either way); FULL syncs the -wal at each commit, so an
# acknowledged action survives (one fsync an action, well under the time a person takes to act).
SYNCHRONOUS = "FULL"
HEADER = SQLITE_HEADER  # (one fact: floor/core/files.py knows a database by it too)
TEMP_PREFIX = ".floor-"  # a file being written aside: ``.floor-<pid>-<random>.tmp`` (see debris.py)
COLUMNS = {"tournaments": {"id", "name", "created_at"},
           "events": {"id", "tournament_id", "seq", "kind", "at", "author", "payload"}}

MIGRATION_SET = "floor"  # the name sqlite-utils records the migrations under, in ``_sqlite_migrations``
MIGRATIONS = ("m001_tournaments_and_events", "m002_snapshots", "m003_devices",  # floor/store/schema.py, in order
              "m004_payout_templates", "m005_members", "m006_leagues", "m007_league_finals",
              "m008_commands", "m009_event_checksums")


class DatabaseError(FloorError):
    """The file cannot be used as Floor's database; it was not modified."""

    code = "bad-database"


class DiskFull(DatabaseError):
    """The disk (or the folder's quota) holding the database is full: said so, not as a damaged file."""

    code = "disk-full"


# Less free than this on the database's disk makes an I/O error a full disk (SQLite says "disk I/O error" when it
# cannot make the 32 KiB ``-shm`` of a WAL file; the check that follows a write is larger still).
NEARLY_FULL = 256 * 1024


def free_bytes(folder: Path) -> int | None:
    """The bytes this user may still write on ``folder``'s disk (None when it cannot be asked)."""
    try:
        vfs = os.statvfs(folder)
    except (OSError, ValueError):
        return None
    return vfs.f_bavail * vfs.f_frsize


def disk_full(err: BaseException, folder: Path | None) -> bool:
    """Whether ``err`` (SQLite's or the system's) comes of a full disk: SQLite's SQLITE_FULL, the system's ENOSPC or
    EDQUOT, or an I/O error on a disk with less than :data:`NEARLY_FULL` free."""
    if isinstance(err, OSError):
        return err.errno in (errno.ENOSPC, errno.EDQUOT)
    code = getattr(err, "sqlite_errorcode", None)
    if not isinstance(err, sqlite3.Error) or code is None:
        return False
    if code & 0xFF == sqlite3.SQLITE_FULL:
        return True
    free = free_bytes(folder) if folder is not None and code & 0xFF == sqlite3.SQLITE_IOERR else None
    return free is not None and free < NEARLY_FULL


def _full_on_open(path: Path) -> DiskFull:
    return DiskFull(Text("the disk holding {path} is full: Floor cannot open it until some space is freed there "
                         "(the file is intact and was left untouched)", path=path))


def _not_saved(db: Connection, err: sqlite3.Error | UnicodeDecodeError) -> FloorError:
    """Why an action was not saved: a full disk said so."""
    if disk_full(err, _folder_of(db)):
        return DiskFull(Text("the disk is full: the action was not saved (nothing of it was written); free some "
                             "space and try again"))
    return FloorError(Text("the action was not saved: {err}", err=err), code="not-saved")


def _folder_of(db: Connection) -> Path | None:
    with contextlib.suppress(sqlite3.Error, IndexError, TypeError):
        return Path(db.conn.execute("PRAGMA database_list").fetchone()[2]).parent
    return None


class NoDatabase(DatabaseError):
    """A command that reads was pointed at a file that does not exist (a mistyped ``--db``): nothing was created."""

    code = "no-database"


def default_path() -> Path:
    """The user's data folder (XDG on Linux), unless FLOOR_DB names a file (or a server: floor/store/where.py)."""
    if os.environ.get("FLOOR_DB"):
        return Path(os.environ["FLOOR_DB"])
    return data_folder() / "floor.db"


def data_folder() -> Path:
    """The user's data folder for Floor (XDG on Linux)."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "floor"


def is_new(path: Path) -> bool:
    """No database here yet: nothing at the path, or a file of zero bytes."""
    try:
        return path.stat().st_size == 0 and path.is_file()
    except FileNotFoundError:
        return True


def temp_name(folder: Path) -> Path:
    """A name for a file written aside in ``folder``; it carries our process id, so debris can be told apart."""
    return folder / f"{TEMP_PREFIX}{os.getpid()}-{secrets.token_hex(6)}.tmp"


def read_only(path: Path) -> bool:
    """The file, or the folder it is in, cannot be written (a read-only mount, a locked backup)."""
    return not os.access(path, os.W_OK) or not os.access(path.parent, os.W_OK)


def _uri(path: Path, *, immutable: bool) -> str:
    quoted = str(path.resolve()).replace("?", "%3f").replace("#", "%23")
    return f"file:{quoted}?mode=ro" + ("&immutable=1" if immutable else "")


@contextlib.contextmanager
def no_trace(path: Path) -> Iterator[None]:
    """Remove the ``-wal``/``-shm`` files that appear beside ``path`` while the block runs, if it fails.

    SQLite may create them to read a file that says it is in WAL mode; a file Floor refuses
    is nobody's live database, so removing them leaves it as it was found.
    """
    sides = [path.with_name(path.name + suffix) for suffix in ("-wal", "-shm")]
    before = {side for side in sides if side.exists()}
    try:
        yield
    except BaseException:
        for side in sides:
            if side not in before:
                with contextlib.suppress(OSError):
                    side.unlink()
        raise


_HELD: dict[str, int] = {}  # the real path of each file a Floor connection of this process has open: how many


def held(path: Path) -> bool:
    """A connection of this process has the file open (it was inspected when that connection was made)."""
    return _HELD.get(os.path.realpath(path), 0) > 0


def _release(key: str) -> None:
    _HELD[key] -= 1
    if not _HELD[key]:
        del _HELD[key]


def inspect(path: Path) -> None:
    """Refuse, on a read-only connection and leaving no trace, a file Floor must not touch.

    A file this process has open already is not read again here: closing any descriptor of a file drops every
    POSIX lock the process holds on it (SQLite's included), and without its shared lock a live WAL database's
    ``-wal`` is deleted by the next other process that closes it, with the actions in it (the room service and a
    ``floor`` command beside it, each holding the file, lost a station's writes so)."""
    if held(path):
        return
    try:
        with path.open("rb") as f:
            head = f.read(100)
    except OSError as err:
        raise DatabaseError(Text("cannot open {path}: {err}", path=path, err=err.strerror or err)) from None
    if not head.startswith(HEADER) or len(head) < 100:
        raise DatabaseError(Text("{path} is not a database Floor can read (it is not an SQLite file, or it is cut "
                                 "short): it was left untouched",
                                 path=path))
    wal = path.with_name(path.name + "-wal")
    if int.from_bytes(head[68:72], "big") != APPLICATION_ID and not (wal.exists() and wal.stat().st_size > 0):
        raise _foreign(path)  # (a live -wal may hold the mark that the file's own header does not have yet)
    with no_trace(path):
        try:
            conn = sqlite3.connect(_uri(path, immutable=read_only(path)), uri=True, timeout=BUSY_TIMEOUT_SECONDS)
        except sqlite3.Error as err:
            if disk_full(err, path.parent):
                raise _full_on_open(path) from None
            raise DatabaseError(Text("cannot open {path}: {err}", path=path, err=err)) from None
        try:
            _check_contents(conn, path)
        except (sqlite3.DatabaseError, UnicodeDecodeError) as err:  # (a damaged name in the schema is not text)
            if disk_full(err, path.parent):  # (a WAL file's -shm could not be made: not damage)
                raise _full_on_open(path) from None
            raise DatabaseError(Text("{path} is not a database Floor can read ({err}): it may be damaged or another "
                                     "kind of file, and it was left untouched",
                                     path=path, err=err)) from None
        finally:
            conn.close()


def _foreign(path: Path) -> DatabaseError:
    return DatabaseError(Text("{path} is a database of another program, not Floor's: it was left untouched",
                              path=path))


def _check_contents(conn: sqlite3.Connection, path: Path) -> None:
    if conn.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
        raise _foreign(path)
    if applied(conn) - set(MIGRATIONS):
        raise DatabaseError(Text("{path} was written by a newer version of Floor: update Floor to open it "
                                 "(the file was left untouched)",
                                 path=path))
    for table, needed in COLUMNS.items():
        have = {r[1] for r in conn.execute(f"PRAGMA table_info({table})")}
        if not needed <= have:
            raise DatabaseError(Text("{path} is marked as Floor's but its {table} table is not Floor's: it is damaged, "
                                     "and it was left untouched (restore a backup with `floor restore`)",
                                     path=path, table=table))
    check = "integrity_check(1)" if changed_outside(path) else "quick_check(1)"
    verdict = " ".join(str(conn.execute(f"PRAGMA {check}").fetchone()[0]).split())
    if verdict != "ok":
        raise DatabaseError(Text("{path} cannot be read (SQLite's check: {verdict}): it is damaged, or its -wal file "
                                 "was removed while a Floor had it open; close every Floor window, and if it persists "
                                 "restore a backup with `floor restore` (the file was left untouched)",
                                 path=path, verdict=verdict))


CLOSED_SUFFIX = ".closed"  # ``floor.db.closed``: the file's size and time as a Floor that wrote it last closed it


def _as_found(path: Path) -> str | None:
    try:
        found = os.stat(path)
    except OSError:
        return None
    return f"{found.st_size} {found.st_mtime_ns}\n"


def remember_closed(path: Path) -> None:
    """After a Floor that wrote to ``path`` closed it: its size and time, so the next opening knows whether anything
    else touched it since (a courtesy: a file that cannot be written only costs the next opening a full check)."""
    found = _as_found(path)
    if found is not None:
        with contextlib.suppress(OSError):
            write_whole(path.with_name(path.name + CLOSED_SUFFIX), found.encode())


def forget_closed(path: Path) -> None:
    """The next opening must look at the file in full (an event found changed outside Floor, not yet on record)."""
    with contextlib.suppress(OSError):
        path.with_name(path.name + CLOSED_SUFFIX).unlink()


def changed_outside(path: Path) -> bool:
    """Whether the file is not as a Floor left it (another program, a copy, a disk's damage, a Floor still open):
    then opening runs SQLite's full integrity check (indexes too), else the quick check."""
    try:
        kept = path.with_name(path.name + CLOSED_SUFFIX).read_text(encoding="ascii")
    except (OSError, UnicodeDecodeError):
        return True
    return kept != _as_found(path)


def applied(conn: sqlite3.Connection) -> set[str]:
    """The migrations the file records as applied (none in a file that has no record of them)."""
    if conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_sqlite_migrations'").fetchone() \
            is None:
        return set()
    return {r[0] for r in conn.execute("SELECT name FROM _sqlite_migrations WHERE migration_set = ?",
                                       [MIGRATION_SET])}


def migrate(db: Connection) -> None:
    """Apply the migrations the file lacks, inside the caller's transaction; a file that has them all (every
    file after its first action) is only read, and sqlite-utils is not imported."""
    if set(MIGRATIONS) <= applied(db.conn):
        return
    from floor.store import schema  # (a new file, or one an older Floor wrote)

    schema.apply(db.conn)


def create_database(path: Path) -> None:
    """A new, empty Floor database at ``path`` (which is new): built aside, then renamed into place."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = temp_name(path.parent)
    except OSError as err:
        raise DatabaseError(Text("cannot create {p}: {err}", p=path, err=err.strerror or err)) from None
    try:
        conn = sqlite3.connect(tmp)
        try:
            db = Connection(conn)
            with write_transaction(db):
                db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                migrate(db)
        finally:
            conn.close()
        _settle(tmp, path)
    except (OSError, sqlite3.Error) as err:
        if disk_full(err, path.parent):
            raise DiskFull(Text("cannot create {p}: the disk is full; free some space there and try again",
                                p=path)) from None
        raise DatabaseError(Text("cannot create {p}: {err}", p=path, err=getattr(err, "strerror", None) or err)) \
            from None
    finally:
        with contextlib.suppress(OSError):
            tmp.unlink()
        with contextlib.suppress(OSError):
            tmp.with_name(tmp.name + "-journal").unlink()


def _settle(tmp: Path, path: Path) -> None:
    """Put the new file at ``path``, unless another Floor made one there meanwhile (then that one is used).

    A ``-wal`` or ``-shm`` left beside a path with no database belongs to a file that was deleted: SQLite would
    replay that old log into the new file, so they go first."""
    fd = os.open(tmp, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
    if not path.exists():
        for suffix in ("-wal", "-shm"):
            with contextlib.suppress(FileNotFoundError):
                path.with_name(path.name + suffix).unlink()
    if path.exists():
        if is_new(path):
            os.replace(tmp, path)
        return
    with contextlib.suppress(FileExistsError):
        os.link(tmp, path)


def connect(path: Path, *, shared: bool = False) -> Connection:
    """A connection to the checked database at ``path`` that has written nothing (read-only media: immutable);
    ``shared``: usable from any thread (its user serialises the calls: floor/store/sqlite_log.py)."""
    try:
        if read_only(path):
            conn = sqlite3.connect(_uri(path, immutable=True), uri=True, timeout=BUSY_TIMEOUT_SECONDS,
                                   check_same_thread=not shared)
        else:
            conn = sqlite3.connect(str(path), timeout=BUSY_TIMEOUT_SECONDS, check_same_thread=not shared)
    except sqlite3.Error as err:
        raise DatabaseError(Text("cannot open {p}: {err}", p=path, err=err)) from None
    conn.execute("PRAGMA foreign_keys = ON")
    conn.execute(f"PRAGMA synchronous = {SYNCHRONOUS}")
    key = os.path.realpath(path)
    _HELD[key] = _HELD.get(key, 0) + 1
    return Connection(conn, lambda: _release(key))


def refuse_read_only(path: Path) -> None:
    """An action on a file Floor cannot write is refused before it starts."""
    if read_only(path):
        raise DatabaseError(Text("{path} is read-only (the file or its folder): nothing was changed", path=path),
                            code="read-only")


def use_wal(db: Connection) -> None:
    """WAL mode, after the first action is saved (readers and a writer then never wait for each other).

    If another connection holds the file just now, the switch waits for the next action.
    """
    with contextlib.suppress(sqlite3.OperationalError):
        if db.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
            db.execute("PRAGMA journal_mode = WAL")


def prepare_for_writing(db: Connection, path: Path) -> None:
    """Ready ``db`` for writing at once: migrated and in WAL mode (for a database opened to be written)."""
    refuse_read_only(path)
    try:
        with write_transaction(db):
            migrate(db)
        use_wal(db)
    except sqlite3.DatabaseError as err:
        if disk_full(err, path.parent):
            raise _full_on_open(path) from None
        raise DatabaseError(Text("{p} could not be prepared: {err}", p=path, err=err)) from None


def open_database(path: str | os.PathLike[str]) -> Connection:
    """Floor's database at ``path``, created if new, ready to write (WAL mode, migrated)."""
    p = Path(path)
    if p.is_dir():
        raise DatabaseError(Text("{p} is a folder, not a database file", p=p))
    if is_new(p):
        create_database(p)
    inspect(p)
    db = connect(p)
    try:
        prepare_for_writing(db, p)
    except BaseException:
        db.close()
        raise
    return db


@contextlib.contextmanager
def write_transaction(db: Connection) -> Iterator[Connection]:
    """One action, all or nothing, holding the write lock from its first statement."""
    try:
        db.execute("BEGIN IMMEDIATE")
    except sqlite3.OperationalError as err:
        if disk_full(err, _folder_of(db)):
            raise _not_saved(db, err) from None
        raise FloorError(Text("the database is busy or locked ({err}); try again",
                              err=err), code="database-busy") from None
    try:
        yield db
    except (sqlite3.OperationalError, UnicodeDecodeError) as err:  # e.g. the disk is full: nothing of the action
        # stays; or a name in the file's schema that only a write reads is not text (a bad byte in the table an
        # event refers to), and SQLite's message naming it cannot be decoded
        db.conn.rollback()
        raise _not_saved(db, err) from None
    except BaseException:
        db.conn.rollback()
        raise
    else:
        try:
            db.conn.commit()
        except sqlite3.OperationalError as err:  # e.g. the disk is full: nothing was written
            db.conn.rollback()
            raise _not_saved(db, err) from None
