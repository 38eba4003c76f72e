"""The tournament in a real SQLite file: nothing lost, nothing half-written, nothing foreign touched."""

import hashlib
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from floor.core.errors import FloorError
from floor.store.database import DatabaseError, open_database
from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament.settings import Purchase, Settings

ROOT = Path(__file__).resolve().parents[2]
NOW = 1_800_000_000.0


def new_store(tmp_path: Path) -> tuple[Store, int]:
    store = Store(tmp_path / "floor.db")
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000, rebuy=Purchase(100, 10_000, 1)),
                       now=NOW, author="Ana")
    return store, tid


def add(store: Store, tid: int, *names: str) -> None:
    for name in names:
        store.act(tid, lambda s, n=name: P.register(s, n, now=NOW, author="Ana", level=1))


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_reopened_database_has_every_action(tmp_path: Path) -> None:
    """Close and reopen: the same players, places and counts, rebuilt from the events."""
    store, tid = new_store(tmp_path)
    add(store, tid, "A", "B", "C")
    store.act(tid, lambda s: P.eliminate(s, ["C"], now=NOW, author="Ana"))
    store.act(tid, lambda s: P.rebuy(s, "A", now=NOW, author="Ana", level=1))
    store.close()
    again = Store(tmp_path / "floor.db")
    state = again.state(tid)
    assert [(p.name, p.playing, p.place) for p in state.players.values()] == [
        ("A", True, None), ("B", True, None), ("C", False, 3)]
    assert state.rebuys == 1 and state.seq == 6


def test_one_file_holds_many_tournaments(tmp_path: Path) -> None:
    """Two tournaments in one file keep their own players."""
    store, first = new_store(tmp_path)
    second = store.create(Settings("Monday", buy_in=50, starting_stack=5_000), now=NOW, author="Ana")
    add(store, first, "A")
    add(store, second, "B", "C")
    assert [t.entries for t in store.tournaments()] == [1, 2]
    assert store.latest() == second


def test_a_refused_action_changes_nothing(tmp_path: Path) -> None:
    """Busting a player twice is refused and writes no event."""
    store, tid = new_store(tmp_path)
    add(store, tid, "A", "B", "C")
    store.act(tid, lambda s: P.eliminate(s, ["C"], now=NOW, author="Ana"))
    before = len(store.history(tid))
    with pytest.raises(FloorError, match="already out"):
        store.act(tid, lambda s: P.eliminate(s, ["C"], now=NOW, author="Ana"))
    assert len(store.history(tid)) == before


def test_several_actions_are_all_or_nothing(tmp_path: Path) -> None:
    """A batch whose third action is refused leaves no trace of the first two."""
    store, tid = new_store(tmp_path)
    with pytest.raises(FloorError):
        store.act_all(tid, [lambda s: P.register(s, "A", now=NOW, author="Ana", level=1),
                            lambda s: P.register(s, "B", now=NOW, author="Ana", level=1),
                            lambda s: P.register(s, "", now=NOW, author="Ana", level=1)])
    assert store.state(tid).players == {} and len(store.history(tid)) == 1


def test_undo_and_redo_are_events_and_redo_stops_after_a_new_action(tmp_path: Path) -> None:
    """Undo takes back the last action, redo restores it; after a new action there is nothing to redo."""
    store, tid = new_store(tmp_path)
    add(store, tid, "A", "B", "C")
    store.act(tid, lambda s: P.eliminate(s, ["C"], now=NOW, author="Ana"))
    _, state = store.undo(tid, now=NOW, author="Ana")
    assert state.player("C").playing
    _, state = store.redo(tid, now=NOW, author="Ana")
    assert not state.player("C").playing
    store.undo(tid, now=NOW, author="Ana")
    store.undo(tid, now=NOW, author="Ana")  # the registration of C
    assert [p.name for p in store.state(tid).players.values()] == ["A", "B"]
    add(store, tid, "D")
    with pytest.raises(FloorError, match="nothing to redo"):
        store.redo(tid, now=NOW, author="Ana")
    kinds = [e.kind for e in store.history(tid)]
    assert kinds.count("undo") == 3 and kinds.count("redo") == 1


def test_nothing_to_undo_in_a_new_tournament(tmp_path: Path) -> None:
    """Creating the tournament is not an action undo takes back."""
    store, tid = new_store(tmp_path)
    with pytest.raises(FloorError, match="nothing to undo"):
        store.undo(tid, now=NOW, author="Ana")


def test_a_file_that_is_not_a_database_is_refused_and_untouched(tmp_path: Path) -> None:
    """A damaged or foreign file given as the database is refused; its bytes do not change."""
    junk = tmp_path / "notes.db"
    junk.write_bytes(b"this is not sqlite\n" * 200)
    before = digest(junk)
    with pytest.raises(DatabaseError, match="not a database Floor can read"):
        open_database(junk)
    assert digest(junk) == before


def test_another_programs_database_is_refused_and_untouched(tmp_path: Path) -> None:
    """An SQLite file of another program is refused; it is not migrated or switched to WAL."""
    other = tmp_path / "other.db"
    conn = sqlite3.connect(other)
    conn.execute("CREATE TABLE customers (name TEXT)")
    conn.commit()
    conn.close()
    before = digest(other)
    with pytest.raises(DatabaseError, match="another program"):
        open_database(other)
    assert digest(other) == before and not Path(f"{other}-wal").exists()


def test_a_database_from_a_newer_floor_is_refused_and_untouched(tmp_path: Path) -> None:
    """A file with a migration this Floor does not know was written by a newer Floor: refused, not modified."""
    store, _ = new_store(tmp_path)
    store.db.execute("INSERT INTO _sqlite_migrations (migration_set, name, applied_at) VALUES ('floor', 'm999', '')")
    store.db.conn.commit()
    store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    store.close()
    path = tmp_path / "floor.db"
    before = digest(path)
    with pytest.raises(DatabaseError, match="newer version of Floor"):
        open_database(path)
    assert digest(path) == before


def test_the_database_is_in_wal_mode_and_marked_as_floors(tmp_path: Path) -> None:
    """WAL journal and Floor's application id in the header."""
    store, _ = new_store(tmp_path)
    assert store.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert store.db.execute("PRAGMA application_id").fetchone()[0] == 0x464C4F52


WRITER = """
import sys, time
from floor.store.tournaments import Store
from floor.tournament import players as P
store = Store(sys.argv[1])
tid = int(sys.argv[2])
for i in range(int(sys.argv[3])):
    event, _ = store.act(tid, lambda s, i=i: P.register(s, f"{sys.argv[4]}-{i}", now=time.time(), author="w", level=1))
    print(event.seq, flush=True)
"""


def test_two_processes_writing_at_once_lose_nothing(tmp_path: Path) -> None:
    """Two writers register 150 players each into the same tournament: 300 players, numbers 1-300, no gaps."""
    store, tid = new_store(tmp_path)
    store.close()
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, str(tmp_path / "floor.db"), str(tid), "150", name],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT)
             for name in ("left", "right")]
    for proc in procs:
        _, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
    state = Store(tmp_path / "floor.db").state(tid)
    assert len(state.players) == 300 and sorted(state.players) == list(range(1, 301))
    assert sum(p.name.startswith("left-") for p in state.players.values()) == 150


def test_killed_in_the_middle_of_a_stream_of_actions_loses_no_acknowledged_action(tmp_path: Path) -> None:
    """SIGKILL a writer mid-stream: every action it acknowledged is in the reopened file, none half-written."""
    store, tid = new_store(tmp_path)
    store.close()
    proc = subprocess.Popen([sys.executable, "-c", WRITER, str(tmp_path / "floor.db"), str(tid), "100000", "k"],
                            stdout=subprocess.PIPE, text=True, cwd=ROOT)
    acknowledged = []
    assert proc.stdout is not None
    deadline = time.monotonic() + 60
    while len(acknowledged) < 150 and time.monotonic() < deadline:
        acknowledged.append(int(proc.stdout.readline()))
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)
    proc.stdout.close()
    reopened = Store(tmp_path / "floor.db")
    assert reopened.db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    seqs = [e.seq for e in reopened.history(tid)]
    assert seqs == list(range(1, len(seqs) + 1))  # no gap, nothing half-written
    assert set(acknowledged) <= set(seqs) and len(acknowledged) >= 150
    assert len(reopened.state(tid).players) == len(seqs) - 1


def test_a_full_disk_refuses_the_action_and_keeps_everything_before_it(tmp_path: Path) -> None:
    """When the file cannot grow (a full disk), the action is refused with the reason; earlier ones stay."""
    store, tid = new_store(tmp_path)
    pages = store.db.execute("PRAGMA page_count").fetchone()[0]
    store.db.execute(f"PRAGMA max_page_count = {pages + 2}")  # what a full disk looks like to SQLite
    added = 0
    refused: FloorError | None = None
    while refused is None and added < 10_000:
        try:
            store.act(tid, lambda s, n=added: P.register(s, f"Player with a long name {n:05d}",
                                                nickname=f"nick {n:05d}", now=NOW, author="Ana", level=1))
            added += 1
        except FloorError as err:
            refused = err
    assert refused is not None and added > 0
    assert refused.code == "disk-full" and refused.message.startswith("the disk is full: the action was not saved")
    assert len(store.state(tid).players) == added
    store.close()
    reopened = Store(tmp_path / "floor.db")
    assert len(reopened.state(tid).players) == added
    assert reopened.db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    reopened.close()


def test_a_new_database_where_a_deleted_ones_wal_was_left_starts_empty(tmp_path: Path) -> None:
    """Someone deleted floor.db but not floor.db-wal: the new file is not fed the old log (it held a tournament
    and would have clashed with the new one's first event)."""
    path = tmp_path / "floor.db"
    old = Store(path)
    first = old.create(Settings("Old", buy_in=100, starting_stack=10_000), now=1.8e9, author="Ana")
    old.act(first, lambda s: P.register(s, "Ana Pop", now=1.8e9, author="Ana", level=1))
    wal = tmp_path / "floor.db-wal"
    assert wal.exists() and wal.stat().st_size > 0
    kept = wal.read_bytes()
    old.close()
    path.unlink()
    wal.write_bytes(kept)  # the old log, as a kill or a careless delete leaves it
    new = Store(path)
    try:
        tid = new.create(Settings("New", buy_in=100, starting_stack=10_000), now=1.8e9, author="Ana")
        assert new.state(tid).settings.name == "New" and tid == 1
    finally:
        new.close()
