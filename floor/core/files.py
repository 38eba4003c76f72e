"""A file written whole or not at all: the bytes go to a part file beside it, are synced, then renamed into place,
so a full disk or a killed process never leaves half a report, structure or pairing under the file's name.

The part file carries the writer's process id and a random tail, so two writers never share one, and a part left
by a killed writer is never mistaken for the file.

Every file Floor writes for a person (a report, an export, a structure, a hands file) goes through
:func:`refuse_database` first: an output option naming the database, its ``-wal``/``-shm``/``-journal`` or a backup
once replaced the live database with a PDF (everything since the last backup lost). A database is known by its
bytes (SQLite's header), so a backup, a copy, a hard link or a symbolic link to one is refused as well.
"""

from __future__ import annotations

import errno
import os
import secrets
import stat
from pathlib import Path

from floor.core.errors import FloorError, Text

SQLITE_HEADER = b"SQLite format 3\x00"
_WAL_MAGIC = (b"\x37\x7f\x06\x82", b"\x37\x7f\x06\x83")
_SIDECARS = {"-wal": Text("its write-ahead log"), "-shm": Text("its shared memory"), "-journal": Text("its journal")}


def _starts_with(path: Path, *heads: bytes) -> bool:
    """Whether the regular file at ``path`` begins with one of ``heads`` (a FIFO or a device is never opened)."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            return False
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
        try:
            head = os.read(fd, max(len(h) for h in heads))
        finally:
            os.close(fd)
    except (OSError, ValueError):  # missing, unreadable, a symlink loop, a NUL in the name: not a database here
        return False
    return any(head.startswith(h) for h in heads)


def is_database(path: Path) -> bool:
    """Whether ``path`` is an SQLite database (Floor's, a backup of it, or any other)."""
    return _starts_with(path, SQLITE_HEADER)


def refuse_database(path: Path) -> None:
    """Refuse ``path`` as a file to write when it is a database, a backup, or a database's ``-wal``, ``-shm`` or
    ``-journal`` (whether it exists yet or not): a ``FloorError`` in one line; nothing is written."""
    real = Path(os.path.realpath(path))
    if is_database(real) or _starts_with(real, *_WAL_MAGIC):
        raise FloorError(Text("{path} is a database (Floor's, or a backup of it): Floor does not write over it; "
                              "give another file name", path=str(path)), code="output-is-database")
    for suffix, what in _SIDECARS.items():
        if real.name.endswith(suffix) and is_database(real.with_name(real.name[:-len(suffix)])):
            raise FloorError(Text("{path} is part of the database {database} ({what}): Floor does not write over "
                                  "it; give another file name", path=str(path),
                                  database=real.name[:-len(suffix)], what=what),
                             code="output-is-database")


def not_a_file(path: str | os.PathLike[str]) -> Text | None:
    """Why ``path`` is nothing Floor may open as a file, in words (None: a regular file, or nothing there).

    Asked before any file, database, backup or request is opened: a named pipe (FIFO) would be waited on forever, a
    device (``/dev/zero``) read without end; a loop of symbolic links and a name longer than the system takes were
    internal errors."""
    try:
        found = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        return None
    except ValueError:  # a NUL byte in the name
        return Text("a file name cannot hold a NUL character")
    except OSError as err:
        if err.errno == errno.ELOOP:
            return Text("it is a loop of symbolic links: name the file itself")
        if err.errno == errno.ENAMETOOLONG:
            return Text("the name is longer than the system takes ({count} characters): give a shorter one",
                        count=len(os.fspath(path)))
        return None  # (no permission to look: opening it says so)
    mode = found.st_mode
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return Text("it is a folder, not a file")
    if stat.S_ISFIFO(mode):
        return Text("it is not a file but a named pipe (FIFO): Floor does not wait on it")
    if stat.S_ISSOCK(mode):
        return Text("it is not a file but a socket")
    return Text("it is not a file but a device")


def write_whole(path: Path, data: bytes, *, mode: int = 0o666) -> None:
    """``data`` into ``path``, whole, or the file as it was (an ``OSError`` says why; a database, a backup or a
    database's ``-wal``/``-shm`` is refused with a ``FloorError``, :func:`refuse_database`). ``mode``: the permissions
    a new file gets (before the umask): 0o600 for what only this user may read."""
    refuse_database(path)
    if path.is_dir():
        raise IsADirectoryError(21, os.strerror(21), str(path))
    part = path.with_name(f".{path.name}.{os.getpid()}-{secrets.token_hex(4)}.part")
    try:
        fd = os.open(part, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode)
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(part, path)
    except OSError:
        part.unlink(missing_ok=True)
        raise


__all__ = ["SQLITE_HEADER", "is_database", "not_a_file", "refuse_database", "write_whole"]
