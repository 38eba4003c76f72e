"""Crash debris: what a killed backup, restore, export or database creation leaves, cleaned on the next start.

Files and folders Floor writes aside carry the writer's process id
(``.floor-<pid>-<random>.tmp``, ``.floor-export-<pid>-<random>``), so the next Floor removes
exactly those whose writer is gone, never a copy another Floor is still making. Names from
older versions carry no process id; those are removed once they are an hour old.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import time
from pathlib import Path

from floor.store.backup_files import default_folder

_LEFT = re.compile(r"^\.(?:floor|last)-(?:(?P<pid>\d{1,10})-)?[0-9a-zA-Z_]+\.tmp(?:-journal|-wal|-shm)?$")
_EXPORT = re.compile(r"^\.floor-export-(?P<pid>\d{1,10})-[0-9a-f]+$")
OLD_ENOUGH_SECONDS = 3600  # debris without a process id: surely abandoned after an hour


def alive(pid: int) -> bool:
    """A process with this id runs on this machine (ours, or another user's)."""
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, OSError):
        return True
    return True


def _abandoned(path: Path, pid: str | None, now: float) -> bool:
    if pid is not None:
        return not alive(int(pid))
    try:
        return now - path.stat().st_mtime > OLD_ENOUGH_SECONDS
    except OSError:
        return False


def clean_folder(folder: Path, *, now: float | None = None) -> list[Path]:
    """Remove the debris of dead writers in ``folder``; what was removed."""
    moment = time.time() if now is None else now
    removed: list[Path] = []
    try:
        entries = list(folder.iterdir())
    except OSError:
        return removed
    for path in entries:
        file = _LEFT.match(path.name)
        export = _EXPORT.match(path.name)
        if file and path.is_file() and _abandoned(path, file["pid"], moment):
            with contextlib.suppress(OSError):
                path.unlink()
                removed.append(path)
        elif export and path.is_dir() and _abandoned(path, export["pid"], moment):
            shutil.rmtree(path, ignore_errors=True)
            removed.append(path)
    return removed


def clean(db_path: Path) -> list[Path]:
    """The debris beside the database and in its backups folder."""
    return clean_folder(db_path.parent) + clean_folder(default_folder(db_path))
