"""A ``-wal`` deleted while a Floor holds the database: the lost actions are noticed, not silently gone (issue #16).

Floor cannot stop a person deleting files, but it can notice. A helper process (a console, as far as the file
can tell) records actions and keeps the database open; its acknowledged actions live in the ``-wal`` until a
checkpoint. The test deletes that ``-wal`` and kills the helper: the actions it acknowledged are gone from the
file. The next command must say so on standard error (the actions after N are missing, and the newest backup,
or that there is none), and keep saying it until a new action is recorded (the floor then carries on knowingly).
"""

from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from floor.cli import main
from floor.store.backup_files import list_backups
from floor.store.tournaments import Store
from floor.tournament.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
HELPER = """
import sys, time
from floor.store.tournaments import Store
from floor.tournament import players as P
store = Store(sys.argv[1])
tid = store.latest()
for i in range(int(sys.argv[2])):
    event, _ = store.act(tid, lambda s, i=i: P.register(s, f"Late {i}", now=time.time(), author="console", level=1))
    print(event.seq, flush=True)
print("holding the database", flush=True)
time.sleep(600)
"""


def floor(capsys: pytest.CaptureFixture[str], db: Path, *argv: str) -> tuple[int, str, str]:
    """`floor --db DB ARGV` in-process: its exit status, standard output and standard error."""
    out = io.StringIO()
    code = main(["--db", str(db), "--author", "Ana", *argv], stdin=io.StringIO(""), stdout=out)
    return code, out.getvalue(), capsys.readouterr().err


@pytest.fixture
def console(tmp_path: Path) -> Iterator[list[subprocess.Popen[str]]]:
    """The helper processes a test starts; any still running at the end is killed."""
    started: list[subprocess.Popen[str]] = []
    yield started
    for proc in started:
        if proc.poll() is None:
            proc.kill()
        proc.wait(timeout=30)
        if proc.stdout is not None:
            proc.stdout.close()


def hold(console: list[subprocess.Popen[str]], db: Path, actions: int) -> tuple[subprocess.Popen[str], list[int]]:
    """Start the helper: it records ``actions`` registrations, printing each acknowledged number, then waits."""
    proc = subprocess.Popen([sys.executable, "-c", HELPER, str(db), str(actions)],
                            stdout=subprocess.PIPE, text=True, cwd=ROOT)
    console.append(proc)
    assert proc.stdout is not None
    acknowledged = [int(proc.stdout.readline()) for _ in range(actions)]
    assert proc.stdout.readline() == "holding the database\n"
    return proc, acknowledged


def lose_the_wal(proc: subprocess.Popen[str], db: Path) -> None:
    """Delete the -wal under the living helper, then kill it: its acknowledged actions are gone from the file."""
    wal = db.with_name(db.name + "-wal")
    assert wal.stat().st_size > 0  # the helper's actions are there, not yet in the file
    wal.unlink()
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)


def test_a_deleted_wal_is_noticed_names_the_newest_backup_and_a_new_action_clears_the_warning(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], console: list[subprocess.Popen[str]]) -> None:
    db = tmp_path / "floor.db"
    for argv in (("tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000"),
                 ("player", "add", "Ana"), ("player", "add", "Bob")):
        assert floor(capsys, db, *argv)[0] == 0  # events 1-3, in the file itself once each command ends
    proc, acknowledged = hold(console, db, 5)
    assert acknowledged == [4, 5, 6, 7, 8]
    wal = db.with_name(db.name + "-wal")
    wal.unlink()
    code, _, err = floor(capsys, db, "history")  # while the helper lives: once `disk I/O error`, a traceback
    assert code == 2 and len(err.splitlines()) == 1 and "Traceback" not in err, err
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)

    code, out, err = floor(capsys, db, "history")
    newest = list_backups(tmp_path / "backups", "floor")[0].path
    assert code == 0, err
    assert "the actions after 3 are missing (Floor had saved 8)" in err
    assert f"the newest backup is {newest}" in err and f"floor restore {newest}" in err
    assert "Registered Bob" in out and "Late" not in out
    code, _, err = floor(capsys, db, "tournament", "list")
    assert code == 0 and "the actions after 3 are missing" in err  # it stands until the floor acts

    code, _, err = floor(capsys, db, "player", "add", "Cid")
    assert code == 0, err
    code, out, err = floor(capsys, db, "history")
    assert code == 0 and err == "" and "Registered Cid" in out


def test_a_deleted_wal_with_no_backup_taken_says_there_is_none(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], console: list[subprocess.Popen[str]]) -> None:
    """The tournament made without the command line (so no automatic backup was taken)."""
    db = tmp_path / "floor.db"
    store = Store(db)
    store.create(Settings("Monday", buy_in=50, starting_stack=5_000), now=1_800_000_000.0, author="Ana")
    store.close()
    proc, acknowledged = hold(console, db, 3)
    assert acknowledged == [2, 3, 4]
    lose_the_wal(proc, db)

    code, _, err = floor(capsys, db, "player", "list")
    assert code == 0, err
    assert "the actions after 1 are missing (Floor had saved 4)" in err
    assert f"there is no backup of it in {tmp_path / 'backups'}" in err
    assert len(err.splitlines()) == 1 and "Traceback" not in err


def test_the_ledger_reads_its_file_back_only_when_another_wrote_it(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Noting an action keeps what the file holds: the next note is written without reading it back (counted), and
    a note of another process's ledger on the same file in between is read and kept, not overwritten."""
    from floor.store import logcheck

    reads: list[int] = []
    real = os.pread
    monkeypatch.setattr(logcheck.os, "pread", lambda fd, n, at: reads.append(fd) or real(fd, n, at))
    db = tmp_path / "floor.db"
    ours, theirs = logcheck.Ledger(db), logcheck.Ledger(db)
    for seq in range(1, 11):
        ours.remember(1, seq)
    assert len(reads) == 1  # (the first note reads what was there; the nine after it know it)
    assert logcheck.acknowledged(db) == {1: 10}
    theirs.remember(2, 7)  # (another Floor on the file: its own note, read first)
    ours.remember(1, 110)  # (each write here moves the file's size: seen within one tick of the clock too)
    assert logcheck.acknowledged(db) == {1: 110, 2: 7}
    theirs.remember(2, 80)
    assert logcheck.acknowledged(db) == {1: 110, 2: 80}
    ours.remember(1, 120)
    assert logcheck.acknowledged(db) == {1: 120, 2: 80}
    ours.close()
    theirs.close()
