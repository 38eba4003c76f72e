"""Backups and restores on real SQLite files: whole copies, a rotating set, a restore that loses nothing."""

import hashlib
import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import run_floor as floor
from conftest import run_floor_ok as ok

from floor.core.errors import FloorError
from floor.store import backup as B
from floor.store import restore as R
from floor.store.backup_files import list_backups
from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament import timekeeping
from floor.tournament.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
NOW = 1_800_000_000.0


def new_store(path: Path) -> tuple[Store, int]:
    store = Store(path)
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=NOW, author="Ana")
    return store, tid


def add(store: Store, tid: int, *names: str) -> None:
    for name in names:
        store.act(tid, lambda s, n=name: P.register(s, n, now=NOW, author="Ana", level=1))


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def rows(path: Path) -> list[tuple[object, ...]]:
    """The events of a database file, read without writing to it."""
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return conn.execute("SELECT tournament_id, seq, kind, author, payload FROM events ORDER BY id").fetchall()
    finally:
        conn.close()


def check(path: Path) -> str:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return str(conn.execute("PRAGMA integrity_check").fetchone()[0])
    finally:
        conn.close()


WRITER = """
import os, sys, time
from floor.store.tournaments import Store
from floor.tournament import players as P
store = Store(sys.argv[1])
tid, stop = int(sys.argv[2]), sys.argv[3]
i = 0
while not os.path.exists(stop):
    i += 1
    event, _ = store.act(tid, lambda s, i=i: P.register(s, f"w-{i}", now=time.time(), author="w", level=1))
    print(event.seq, flush=True)
store.close()
"""


def test_a_backup_taken_while_another_process_writes_is_whole_and_consistent(tmp_path: Path) -> None:
    """Backups taken while a dealer station keeps registering players each open cleanly and hold every action
    acknowledged before them, in order, with nothing half-written."""
    db = tmp_path / "floor.db"
    store, tid = new_store(db)
    stop = tmp_path / "stop"
    writer = subprocess.Popen([sys.executable, "-c", WRITER, str(db), str(tid), str(stop)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT)
    assert writer.stdout is not None
    made: list[tuple[Path, int]] = []
    try:
        acknowledged = 0
        for i in range(6):
            for _ in range(15):  # the writer is busy before each backup ...
                acknowledged = int(writer.stdout.readline())
            source = store.db if i % 2 else db  # an open connection, or the file by its path
            made.append((B.backup(source, tmp_path / "backups", now=NOW + i, keep=10), acknowledged))
    finally:
        stop.touch()
        _, err = writer.communicate(timeout=120)
        store.close()
    assert writer.returncode == 0, err
    final = rows(db)
    for path, before in made:
        assert check(path) == "ok"
        assert not Path(f"{path}-wal").exists()
        assert path.read_bytes()[18:20] == b"\x01\x01"  # rollback journal: the single file is the whole database
        copied = rows(path)
        seqs = [r[1] for r in copied]
        assert seqs == list(range(1, len(seqs) + 1)) and len(seqs) >= before  # every acknowledged seq
        assert copied == final[:len(copied)]  # a prefix of the history, exactly
    assert len({len(rows(path)) for path, _ in made}) > 1  # the writer went on between backups
    reopened = Store(made[-1][0])
    try:
        assert len(reopened.state(tid).players) == len(rows(made[-1][0])) - 1
    finally:
        reopened.close()


def test_rotation_keeps_the_newest_and_never_a_safety_copy_or_another_databases_backups(tmp_path: Path) -> None:
    """After many backups only the newest few are left, while the copies saved before a restore and the
    backups of a training database in the same folder stay."""
    store, _ = new_store(tmp_path / "floor.db")
    folder = tmp_path / "backups"
    safety = folder / "floor-before-restore-20000101-120000.db"
    other = folder / "training-20000101-120000.db"
    folder.mkdir()
    safety.write_bytes(b"kept")
    other.write_bytes(b"kept")
    try:
        made = [B.backup(store.db, now=NOW + 60 * i, keep=3) for i in range(6)]
        same_second = B.backup(store.db, now=NOW + 300, keep=3)
    finally:
        store.close()
    assert same_second.name.endswith("-2.db") and same_second != made[-1]
    regular = [b.path for b in list_backups(folder, "floor") if not b.before_restore]
    assert regular == [same_second, made[5], made[4]]
    assert not any(p.exists() for p in made[:4])
    assert safety.exists() and other.exists()
    listed = list_backups(folder)
    assert [b.path for b in listed][:3] == regular and {safety, other} <= {b.path for b in listed}
    assert [b.before_restore for b in listed if b.path == safety] == [True]
    assert all(b.size > 0 for b in listed) and listed[0].time == pytest.approx(NOW + 300)


def test_keep_must_be_at_least_one(tmp_path: Path) -> None:
    """Asking to keep no backups is refused rather than deleting them all."""
    store, _ = new_store(tmp_path / "floor.db")
    try:
        with pytest.raises(FloorError, match="keep at least one"):
            B.backup(store.db, now=NOW, keep=0)
    finally:
        store.close()
    assert not (tmp_path / "backups").exists()


def test_the_policy_is_due_every_five_minutes_and_at_each_level_change() -> None:
    """A backup is due five minutes after the last one or when the level changes, and not otherwise."""
    policy = B.BackupPolicy()
    assert policy.every_seconds == 300
    assert policy.due(None, None, NOW, 1)  # never backed up
    assert not policy.due(NOW, 1, NOW + 1, 1)
    assert not policy.due(NOW, 1, NOW + 299, 1)
    assert policy.due(NOW, 1, NOW + 300, 1)
    assert policy.due(NOW, 1, NOW + 10, 2)
    assert policy.due(NOW, 3, NOW + 10, 2)  # going back a level is a change too
    assert policy.due(NOW, None, NOW + 10, 1)
    assert policy.due(NOW, 1, NOW - 3600, 1)  # the computer's clock was set back: do not wait an hour
    assert not B.BackupPolicy(every_seconds=60).due(NOW, 1, NOW + 59, 1)


def test_automatic_backups_follow_the_policy_across_a_restart(tmp_path: Path) -> None:
    """Automatic backups come every five minutes and at a new level, and Floor remembers the last one after
    it is closed and opened again."""
    db = tmp_path / "floor.db"
    store, tid = new_store(db)
    try:
        store.act(tid, lambda s: timekeeping.clock(s, "start", now=NOW, author="Ana"))
        first = B.auto_backup(store, tid, NOW + 1)
        assert first is not None and first.exists()
        assert B.auto_backup(store, tid, NOW + 60) is None
    finally:
        store.close()
    store = Store(db)
    try:
        assert B.auto_backup(store, tid, NOW + 120) is None  # remembered across the restart
        second = B.auto_backup(store, tid, NOW + 301)
        assert second is not None and second != first
        store.act(tid, lambda s: timekeeping.clock(s, "next", now=NOW + 310, author="Ana"))
        assert store.state(tid).level(NOW + 320) == 2
        third = B.auto_backup(store, tid, NOW + 320)  # a new level: at once
        assert third is not None
        assert B.auto_backup(store, tid, NOW + 330) is None
    finally:
        store.close()
    sidecar = json.loads((tmp_path / "backups" / "last.json").read_text(encoding="utf-8"))
    assert sidecar["floor"]["levels"] == {str(tid): 2} and sidecar["floor"]["file"] == third.name
    assert len(list_backups(tmp_path / "backups")) == 3


def test_restore_brings_back_the_old_state_and_keeps_the_newer_one(tmp_path: Path) -> None:
    """Restoring an earlier backup brings back the players as they were; the database as it was just before
    is kept as a copy that opens and still holds the later actions."""
    db = tmp_path / "floor.db"
    store, tid = new_store(db)
    add(store, tid, "A", "B", "C")
    earlier = B.backup(store.db, now=NOW + 10)
    store.act(tid, lambda s: P.eliminate(s, ["C"], now=NOW, author="Ana"))
    add(store, tid, "D")
    store.close()
    safety = R.restore(earlier, db, now=NOW + 20)
    assert safety is not None and safety.parent == tmp_path / "backups" and "before-restore" in safety.name
    assert not Path(f"{db}-wal").exists() and not Path(f"{db}-shm").exists()
    restored = Store(db)
    try:
        assert [(p.name, p.playing) for p in restored.state(tid).players.values()] == [
            ("A", True), ("B", True), ("C", True)]
        assert restored.db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    finally:
        restored.close()
    assert check(safety) == "ok" and safety.read_bytes()[18:20] == b"\x01\x01"
    kept = Store(safety)
    try:
        assert [(p.name, p.playing) for p in kept.state(tid).players.values()] == [
            ("A", True), ("B", True), ("C", False), ("D", True)]
    finally:
        kept.close()
    assert list_backups(tmp_path / "backups")[0].before_restore


def test_restore_where_there_is_no_database_yet(tmp_path: Path) -> None:
    """On a new computer a backup restored where no database exists becomes the database; nothing to save."""
    store, tid = new_store(tmp_path / "old.db")
    add(store, tid, "A")
    made = B.backup(store.db, now=NOW)
    store.close()
    fresh = tmp_path / "new" / "floor.db"
    assert R.restore(made, fresh, now=NOW) is None
    reopened = Store(fresh)
    try:
        assert [p.name for p in reopened.state(tid).players.values()] == ["A"]
    finally:
        reopened.close()


def _newer_floor_backup(tmp_path: Path) -> Path:
    store, _ = new_store(tmp_path / "newer-src.db")
    made = B.backup(store.db, tmp_path / "elsewhere", now=NOW)
    store.close()
    conn = sqlite3.connect(made)
    conn.execute("INSERT INTO _sqlite_migrations (migration_set, name, applied_at) VALUES ('floor', 'm999', '')")
    conn.commit()
    conn.close()
    return made


def _foreign_database(path: Path) -> Path:
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE customers (name TEXT)")
    conn.commit()
    conn.close()
    return path


@pytest.mark.parametrize("kind", ["junk", "empty", "another program", "newer Floor", "missing"])
def test_restore_refuses_what_is_not_a_floor_backup_and_touches_neither_file(tmp_path: Path, kind: str) -> None:
    """A file that is not a Floor backup, or comes from a newer Floor, is refused: the database and the file
    keep every byte, and no copy is made."""
    db = tmp_path / "floor.db"
    store, tid = new_store(db)
    add(store, tid, "A")
    store.close()
    if kind == "junk":
        bad = tmp_path / "notes.db"
        bad.write_bytes(b"this is not sqlite\n" * 200)
    elif kind == "empty":
        bad = tmp_path / "empty.db"
        bad.write_bytes(b"")
    elif kind == "another program":
        bad = _foreign_database(tmp_path / "shop.db")
    elif kind == "newer Floor":
        bad = _newer_floor_backup(tmp_path)
    else:
        bad = tmp_path / "nowhere.db"
    before = (digest(db), digest(bad) if bad.exists() else None)
    expected = {"junk": "not a database Floor can read", "empty": "empty", "another program": "another program",
                "newer Floor": "newer version of Floor", "missing": "there is no file"}[kind]
    with pytest.raises(FloorError, match=expected):
        R.restore(bad, db, now=NOW)
    assert (digest(db), digest(bad) if bad.exists() else None) == before
    assert not (tmp_path / "backups").exists() and not Path(f"{db}-wal").exists()
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_restore_refuses_to_overwrite_another_programs_database(tmp_path: Path) -> None:
    """Pointing the restore at another program's database by mistake changes nothing."""
    store, _ = new_store(tmp_path / "floor.db")
    made = B.backup(store.db, now=NOW)
    store.close()
    other = _foreign_database(tmp_path / "shop.db")
    before = digest(other), digest(made)
    with pytest.raises(FloorError, match=r"another program.*nothing was restored"):
        R.restore(made, other, now=NOW)
    assert (digest(other), digest(made)) == before


def test_a_damaged_database_can_be_replaced_and_its_bytes_are_kept(tmp_path: Path) -> None:
    """When the database itself is damaged a backup can still be restored, and the damaged file is kept as it was."""
    store, tid = new_store(tmp_path / "old.db")
    add(store, tid, "A")
    made = B.backup(store.db, now=NOW)
    store.close()
    db = tmp_path / "floor.db"
    db.write_bytes(b"half a disk sector of nonsense\n" * 100)
    damaged = digest(db)
    safety = R.restore(made, db, now=NOW)
    assert safety is not None and digest(safety) == damaged
    reopened = Store(db)
    try:
        assert [p.name for p in reopened.state(tid).players.values()] == ["A"]
    finally:
        reopened.close()


def test_restore_waits_for_the_other_floor_to_close(tmp_path: Path) -> None:
    """While another Floor has the database open the restore is refused with a clear reason; nothing changes."""
    db = tmp_path / "floor.db"
    store, tid = new_store(db)
    add(store, tid, "A")
    made = B.backup(store.db, now=NOW)
    add(store, tid, "B")
    try:
        with pytest.raises(FloorError, match="in use by another Floor") as refused:
            R.restore(made, db, now=NOW + 1)
        assert refused.value.code == "database-busy"
        assert [p.name for p in store.state(tid).players.values()] == ["A", "B"]
        assert not any(b.before_restore for b in list_backups(tmp_path / "backups"))
    finally:
        store.close()
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_backup_and_restore_commands(tmp_path: Path) -> None:
    """`floor backup` says where the copy went, `backup --list` shows it, `floor restore` brings it back and
    says where the database as it was is kept; a wrong file is one line and exit 2."""
    db = tmp_path / "floor.db"
    ok(db, "tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000")
    for name in ("Ivan", "Maria", "Petr"):
        ok(db, "player", "add", name)
    said = ok(db, "backup")
    assert said.startswith("Backup saved: ") and str(tmp_path / "backups") in said
    listed = json.loads(ok(db, "backup", "--list", "--json"))  # newest first: the one just taken, then the
    assert len(listed) == 2 and listed[0]["path"] in said  # automatic one at creation
    assert Path(listed[0]["path"]).exists() and not listed[0]["before_restore"]
    ok(db, "player", "bust", "Petr")
    answer = json.loads(ok(db, "restore", listed[0]["path"], "--json"))
    assert Path(answer["safety_copy"]).exists() and answer["restored"] == str(db)
    players = json.loads(ok(db, "player", "list", "--json"))
    assert all(p["playing"] for p in players) and len(players) == 3
    junk = tmp_path / "notes.txt"
    junk.write_text("not a database\n" * 100, encoding="utf-8")
    done = floor(db, "restore", str(junk))
    assert done.returncode == 2 and done.stderr.startswith("floor: ") and "left untouched" in done.stderr
    assert "the database as it was just before" in ok(db, "restore", Path(listed[0]["path"]).name).lower()
    nothing = floor(tmp_path / "none.db", "backup")
    assert nothing.returncode == 2 and "nothing to back up" in nothing.stderr
    assert not (tmp_path / "none.db").exists()
