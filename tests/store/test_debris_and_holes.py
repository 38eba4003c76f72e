"""What a killed writer leaves is cleaned on the next start; a log with a hole, or shorter than Floor saved, is said."""

import io
import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from floor import cli
from floor.store import backup as B
from floor.store import debris, logcheck
from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament.settings import Settings

NOW = 1_800_000_000.0


def dead_pid() -> int:
    """The id of a process that has ended (so it is nobody's any more)."""
    done = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True,
                          check=True)
    return int(done.stdout)


def tournament(path: Path, players: int = 3) -> int:
    store = Store(path)
    tid = store.create(Settings("Friday", buy_in=100, starting_stack=10_000), now=NOW, author="Ana")
    for i in range(players):
        store.act(tid, lambda s, i=i: P.register(s, f"P{i}", now=NOW, author="Ana", level=1))
    store.close()
    return tid


def test_a_killed_backups_temporary_file_is_removed_on_the_next_start(tmp_path: Path) -> None:
    db = tmp_path / "floor.db"
    tournament(db)
    folder = tmp_path / "backups"
    folder.mkdir()
    left = [folder / f".floor-{dead_pid()}-0a1b2c.tmp", folder / f".last-{dead_pid()}-x1y2.tmp",
            tmp_path / f".floor-{dead_pid()}-3d4e5f.tmp", tmp_path / f".floor-{dead_pid()}-3d4e5f.tmp-journal"]
    for path in left:
        path.write_bytes(b"\0" * 4096)
    mine = folder / f".floor-{os.getpid()}-777777.tmp"  # a copy this process is still making
    mine.write_bytes(b"\0")
    Store(db).close()
    assert [p for p in left if p.exists()] == []
    assert mine.exists()


def test_debris_without_a_process_id_goes_once_it_is_an_hour_old(tmp_path: Path) -> None:
    old, fresh = tmp_path / ".floor-0123456789abcdef.tmp", tmp_path / ".floor-fedcba9876543210.tmp"
    for path in (old, fresh):
        path.write_bytes(b"x")
    os.utime(old, (time.time() - 7200, time.time() - 7200))
    assert debris.clean_folder(tmp_path) == [old]
    assert fresh.exists()


def test_a_killed_exports_hidden_folder_goes_with_the_next_export(tmp_path: Path) -> None:
    db = tmp_path / "floor.db"
    tid = tournament(db)
    stale = tmp_path / f".floor-export-{dead_pid()}-abcdef"
    stale.mkdir()
    (stale / "results.csv").write_text("half", encoding="utf-8")
    from floor.store import export as X

    written = X.export(Store(db), tid, tmp_path / "out")
    assert not stale.exists()
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == sorted(p.name for p in written)
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".floor-export-")]


def test_other_files_beside_the_database_are_never_touched(tmp_path: Path) -> None:
    keep = [tmp_path / "notes.tmp", tmp_path / ".floor-notes.txt", tmp_path / "floor.tmp"]
    for path in keep:
        path.write_text("mine", encoding="utf-8")
    debris.clean(tmp_path / "floor.db")
    assert all(p.exists() for p in keep)


def run(capsys: pytest.CaptureFixture[str], db: Path, *argv: str) -> tuple[int, str]:
    code = cli.main(["--db", str(db), *argv], stdin=io.StringIO(""), stdout=io.StringIO())
    return code, capsys.readouterr().err


def test_a_hole_in_the_log_is_said_on_opening(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "floor.db"
    tournament(db, players=4)
    conn = sqlite3.connect(db)
    conn.execute("DELETE FROM events WHERE seq = 3")
    conn.commit()
    conn.close()
    code, err = run(capsys, db, "tournament", "list")
    assert code == 0
    assert "tournament 1 (Friday): its log has holes (4 of events 1 to 5 are there)" in err


def test_a_file_copied_back_over_is_behind_what_floor_saved(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "floor.db"
    tid = tournament(db, players=2)
    older = db.read_bytes()
    store = Store(db)
    store.act(tid, lambda s: P.register(s, "Late", now=NOW, author="Ana", level=1))
    store.close()
    made = B.backup(db, now=NOW)
    db.write_bytes(older)  # someone copies yesterday's file over today's
    code, err = run(capsys, db, "player", "list")
    assert code == 0
    assert "the actions after 3 are missing (Floor had saved 4)" in err
    assert f"the newest backup is {made}" in err
    code, err = run(capsys, db, "restore", str(made))
    assert code == 0
    code, err = run(capsys, db, "player", "list")
    assert err == ""
    assert logcheck.acknowledged(db) == {tid: 4}


def test_a_new_action_after_the_warning_means_the_floor_carries_on(tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "floor.db"
    tournament(db, players=2)
    logcheck.write(db, {1: 9})
    assert "the actions after 3 are missing" in run(capsys, db, "player", "list")[1]
    assert run(capsys, db, "player", "add", "Zoe")[0] == 0
    assert run(capsys, db, "player", "list")[1] == ""


def test_a_deleted_database_is_said_when_a_new_one_is_made(tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "floor.db"
    tournament(db)
    db.unlink()
    code, err = run(capsys, db, "tournament", "new", "Saturday", "--buy-in", "50", "--stack", "5000")
    assert code == 0
    assert "was not there, though Floor had saved 1 tournaments in it: a new one is being made" in err
    assert run(capsys, db, "player", "list")[1] == ""
