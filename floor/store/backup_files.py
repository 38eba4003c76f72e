"""The backups folder: where a database's backups are and what they are called, read by everyone who looks there.

Taking a backup (``backup.py``), putting one back (``restore.py``), naming the newest after lost actions
(``logcheck.py``) and cleaning crash debris (``debris.py``) all find the same files by the same names; the store
(``tournaments.py``) uses the last two as it opens, and ``backup.py`` opens a store: so the names live here, below
all of them.
"""

from __future__ import annotations

import os
import re
from datetime import datetime
from pathlib import Path
from typing import NamedTuple

FOLDER_NAME = "backups"
BEFORE_RESTORE = "-before-restore"

_NAME = re.compile(r"^(?P<stem>.+?)(?P<restore>-before-restore)?-(?P<stamp>\d{8}-\d{6})(?:-(?P<n>\d+))?\.db$")


class BackupFile(NamedTuple):
    """One backup in a folder: its file, when it was taken (seconds since the epoch), its size in bytes."""

    path: Path
    time: float
    size: int

    @property
    def before_restore(self) -> bool:
        """A safety copy made by a restore (never rotated away)."""
        match = _NAME.match(self.path.name)
        return bool(match and match["restore"])


# -- names and folders ------------------------------------------------------------------------------

def default_folder(db_path: str | os.PathLike[str]) -> Path:
    """The ``backups/`` folder next to the database."""
    return Path(db_path).parent / FOLDER_NAME


def _stamp(now: float) -> str:
    return datetime.fromtimestamp(now).strftime("%Y%m%d-%H%M%S")


def free_name(folder: Path, stem: str, now: float) -> Path:
    base = f"{stem}-{_stamp(now)}"
    candidate = folder / f"{base}.db"
    counter = 1
    while candidate.exists():
        counter += 1
        candidate = folder / f"{base}-{counter}.db"
    return candidate


def _parse(path: Path) -> tuple[str, bool, str, int] | None:
    """(database stem, is a safety copy, YYYYmmdd-HHMMSS, counter) from a backup's name."""
    match = _NAME.match(path.name)
    if match is None:
        return None
    return match["stem"], bool(match["restore"]), match["stamp"], int(match["n"] or 1)


def list_backups(folder: str | os.PathLike[str], stem: str | None = None) -> list[BackupFile]:
    """The backups in ``folder`` (only those of the database named ``stem``, if given), newest first.

    Safety copies made by a restore are listed too (see :attr:`BackupFile.before_restore`).
    """
    root = Path(folder)
    if not root.is_dir():
        return []
    found: list[tuple[tuple[str, int], BackupFile]] = []
    for path in root.iterdir():
        parsed = _parse(path)
        if parsed is None or not path.is_file() or (stem is not None and parsed[0] != stem):
            continue
        taken = datetime.strptime(parsed[2], "%Y%m%d-%H%M%S").timestamp()
        found.append(((parsed[2], parsed[3]), BackupFile(path, taken, path.stat().st_size)))
    found.sort(key=lambda item: (item[0], item[1].path.name), reverse=True)
    return [b for _, b in found]
