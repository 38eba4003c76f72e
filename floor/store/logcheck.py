"""Noticing actions lost outside Floor: a deleted ``-wal``, a file copied over, a log with a hole in it.

Floor cannot stop a person deleting files, but it can notice. After every action it keeps,
beside the database, how far each tournament's log reaches (``floor.db.acknowledged``, a
small JSON file). On opening, the log must be contiguous (events 1 to N, none missing), must
reach the last snapshot's number, and must reach what the desk last acknowledged; what falls
short is said in one sentence per tournament, with the newest backup to restore. The
warning stands until a restore brings the actions back or a new action is recorded (the
floor has then carried on knowingly): that action puts it in the tournament's log first, a
``log-damage-noticed`` event (:class:`~floor.tournament.records.DamageNoticed`), so the
history and the report still say it when the file no longer shows it.
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import dataclass
from pathlib import Path

from floor.core.errors import Text
from floor.store.backup_files import default_folder, list_backups
from floor.store.connection import Connection
from floor.store.database import temp_name
from floor.tournament.records import HOLES, MISSING, DamageNoticed

SUFFIX = ".acknowledged"


def sidecar(db_path: Path) -> Path:
    """Where the reach of each log is kept: ``floor.db.acknowledged`` beside ``floor.db``."""
    return db_path.with_name(db_path.name + SUFFIX)


def acknowledged(db_path: Path) -> dict[int, int]:
    """Tournament number -> the last event the desk was told was saved (empty: nothing known)."""
    try:
        return _parse(sidecar(db_path).read_bytes())
    except OSError:
        return {}


def reach(db: Connection) -> dict[int, int]:
    """Tournament number -> its last event number, as the file holds them now."""
    return {int(t): int(s) for t, s in db.execute("SELECT tournament_id, max(seq) FROM events GROUP BY tournament_id")}


class Ledger:
    """The sidecar, kept open by a Store so that noting an action costs two system calls, not a new file.

    It is rewritten in place: numbers only grow, so a write never leaves the old text's tail;
    a write cut short by a kill leaves text that does not parse, which only disables the check
    until the next action. Two processes writing at once may leave the smaller of their
    numbers: that too only weakens the check for a moment, it never raises a false alarm.
    """

    def __init__(self, db_path: Path) -> None:
        self.path = sidecar(db_path)
        self._fd: int | None = None
        self._inode = 0  # the open sidecar's
        # After this ledger's last write: the file as it left it (inode, size, mtime) and what it holds. Found so again,
        # the next note is written without reading the file back (another process's write moves its size or time;
        # one within the same tick and of the same size is missed: the smaller numbers again, never a false alarm).
        self._kept: tuple[tuple[int, int, int], dict[int, int]] | None = None

    def _file(self) -> tuple[int, os.stat_result]:
        """The open sidecar and the path's status; opened again if a restore put a new file in its place."""
        try:
            status: os.stat_result | None = os.stat(self.path)
        except OSError:
            status = None
        if self._fd is not None and (status is None or status.st_ino != self._inode):
            self.close()
        if self._fd is None or status is None:
            self._fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
            status = os.fstat(self._fd)
            self._inode = status.st_ino
        return self._fd, status

    def remember(self, tournament_id: int, seq: int) -> None:
        """After a commit: the tournament's log now reaches ``seq`` (the others as last kept)."""
        try:
            fd, status = self._file()
            kept = self._kept
            if kept is not None and kept[0] == (status.st_ino, status.st_size, status.st_mtime_ns):
                seqs = dict(kept[1])
            else:
                seqs = _parse(os.pread(fd, 1 << 20, 0))
            if seqs.get(tournament_id) == seq:
                return
            seqs[tournament_id] = seq
            data = _text(seqs).encode("utf-8")
            os.pwrite(fd, data, 0)
            if len(data) < status.st_size:
                os.ftruncate(fd, len(data))
            written = os.fstat(fd)
            self._kept = (written.st_ino, written.st_size, written.st_mtime_ns), seqs
        except OSError:
            self.close()  # a full disk or a read-only folder: the check is weaker, the action is saved

    def close(self) -> None:
        self._kept = None
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.close(self._fd)
            self._fd = None


def _parse(data: bytes) -> dict[int, int]:
    try:
        loaded = json.loads(data.decode("utf-8")) if data.strip() else {}
    except (UnicodeDecodeError, ValueError):
        return {}
    if not isinstance(loaded, dict):
        return {}
    return {int(k): v for k, v in loaded.items()
            if isinstance(k, str) and k.isdigit() and len(k) < 19 and isinstance(v, int) and not isinstance(v, bool)}


def _text(seqs: dict[int, int]) -> str:
    return json.dumps({str(k): v for k, v in sorted(seqs.items())})


def write(db_path: Path, seqs: dict[int, int]) -> None:
    """Keep ``seqs`` beside the database (written aside and renamed); a failure only weakens the check."""
    tmp = temp_name(db_path.parent)
    try:
        tmp.write_text(_text(seqs), encoding="utf-8")
        os.replace(tmp, sidecar(db_path))
    except OSError:
        with contextlib.suppress(OSError):
            tmp.unlink()


def remedy(db_path: Path) -> Text:
    """How to get back what is missing: the newest backup, or where there is none."""
    folder = default_folder(db_path)
    found = list_backups(folder, db_path.stem)
    newest = [b for b in found if not b.before_restore]
    if not newest:
        return Text("there is no backup of it in {folder}", folder=folder)
    said = Text("the newest backup is {file}: `floor restore {file}` puts it in place (the file as it is now is "
                "kept)",
                file=newest[0].path)
    if found[0].before_restore:  # a restore came after it: the file as it was then may hold more
        return Text("{said}; the file as it was before the last restore is {copy}", said=said, copy=found[0].path)
    return said


@dataclass(frozen=True, slots=True)
class Finding:
    """One tournament's log as an opening found it wrong: the sentence the desk is told (without the way back), and
    the record the floor's next action in that tournament puts in its log (none: no log to put it in)."""

    tournament_id: int
    sentence: str
    record: DamageNoticed | None


def findings(db: Connection, db_path: Path) -> list[Finding]:
    """What is missing from the log, one finding per tournament (none: the log is whole)."""
    names = {int(t): str(n) for t, n in db.execute("SELECT id, name FROM tournaments")}
    spans = {int(t): (int(c), int(lo), int(hi)) for t, c, lo, hi in db.execute(
        "SELECT tournament_id, count(*), min(seq), max(seq) FROM events GROUP BY tournament_id")}
    snapped: dict[int, int] = {}
    if db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'snapshots'").fetchone():
        snapped = {int(t): int(s) for t, s in db.execute(
            "SELECT tournament_id, max(seq) FROM snapshots GROUP BY tournament_id")}
    told = acknowledged(db_path)
    found: list[Finding] = []
    for tid, name in sorted(names.items()):
        count, first, last = spans.get(tid, (0, 1, 0))
        if count != last or first != 1:
            found.append(Finding(tid, Text("tournament {tid} ({name}): its log has holes ({count} of events 1 to "
                                           "{last} are there)",
                                           tid=tid, name=name, count=count, last=last),
                                 DamageNoticed(HOLES, last, present=count)))
        elif snapped.get(tid, 0) > last or told.get(tid, 0) > last:
            saved = max(snapped.get(tid, 0), told.get(tid, 0))
            found.append(Finding(tid, Text("tournament {tid} ({name}): the actions after {last} are missing (Floor "
                                           "had saved {saved}): the file or its -wal was changed outside Floor",
                                           tid=tid, name=name, last=last, saved=saved),
                                 DamageNoticed(MISSING, last, saved=saved)))
    for tid in sorted(set(told) - set(names)):
        found.append(Finding(tid, Text("tournament {tid} is missing from the file (Floor had saved {saved} actions "
                                       "of it)",
                                       tid=tid, saved=told[tid]), None))
    return found


def problems(db: Connection, db_path: Path) -> list[str]:
    """What is missing from the log, one sentence per tournament with the way back (none: the log is whole)."""
    return sentences(findings(db, db_path), db_path)


def sentences(found: list[Finding], db_path: Path) -> list[str]:
    """The findings as the desk is told them: each with the way back (the newest backup)."""
    if not found:
        return []
    way_back = remedy(db_path)
    return [Text("{problem}; {remedy}", problem=f.sentence, remedy=way_back) for f in found]


def forgotten(db_path: Path) -> list[str]:
    """A new database where Floor had kept one: say so once, then start afresh."""
    told = acknowledged(db_path)
    if not told:
        return []
    write(db_path, {})
    return [Text("{path} was not there, though Floor had saved {count} tournaments in it: a new one is being made; "
                 "{remedy}",
                 path=db_path, count=len(told), remedy=remedy(db_path))]
