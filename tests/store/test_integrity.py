"""Damage is noticed (issue #29, "Hostile input and damaged files").

SQLite's quick check skips the indexes: on damaged copies, writes went on into files failing the full integrity
check, and every backup after failed with a warning only. Now a file not as a Floor left it (size and time against
what the last Floor that wrote it noted on closing) gets the full check as it opens, and every backup the full check
of the database first: said as damage, nothing written.
"""

from __future__ import annotations

import hashlib
import os
import sqlite3
from pathlib import Path

from fuzz.cli_world import floor, make_world
from store.index_damage import bump_last_index_key

from floor.store.database import changed_outside
from floor.store.tournaments import Store

INDEX = "idx_events_tournament_id_seq"


def digests(folder: Path) -> dict[str, str]:
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def damaged_world(tmp_path: Path) -> Path:
    world = make_world(tmp_path / "w")
    bump_last_index_key(world / "floor.db", INDEX)
    conn = sqlite3.connect(world / "floor.db")
    try:  # (the damage this test is about: the quick check passes, the full check does not)
        assert conn.execute("PRAGMA quick_check").fetchone()[0] == "ok"
        assert "missing from index" in conn.execute("PRAGMA integrity_check").fetchone()[0]
    finally:
        conn.close()
    return world


def test_writes_went_on_into_a_file_failing_the_full_integrity_check(tmp_path: Path) -> None:
    """A file changed outside Floor gets the full check as it opens: the action is refused as damage, the file and
    its backups as they were."""
    world = damaged_world(tmp_path)
    before = digests(world)
    done = floor(world / "floor.db", ("clock", "pause"))
    assert done.code == 2, done.describe()
    assert "missing from index" in done.err and "it is damaged" in done.err and "floor restore" in done.err
    assert digests(world) == before


def test_every_backup_of_a_damaged_file_failed_with_a_warning_only(tmp_path: Path) -> None:
    """A backup checks the database in full first and says it is damaged (not that a copy failed); the good
    backups stay, none pushed out. The damage here is silent, as a disk's is: size and time as Floor left them, so
    the opening's quick check passes."""
    db = make_world(tmp_path / "w") / "floor.db"
    left = db.stat()
    bump_last_index_key(db, INDEX)
    os.utime(db, ns=(left.st_atime_ns, left.st_mtime_ns))
    assert not changed_outside(db)
    world = db.parent
    before = digests(world)
    done = floor(world / "floor.db", ("backup",))
    assert done.code == 2, done.describe()
    assert "floor.db is damaged (SQLite's integrity check: row" in done.err and "no backup was taken" in done.err
    assert digests(world) == before


def test_a_file_as_floor_left_it_opens_with_the_quick_check(tmp_path: Path) -> None:
    """The full check is for a file touched since: after a Floor wrote and closed it, the next opening knows it as
    it was left; a byte changed by anything else, and it does not."""
    world = make_world(tmp_path / "w")
    db = world / "floor.db"
    assert floor(db, ("clock", "pause")).code == 0
    assert not changed_outside(db)
    assert floor(db, ("player", "list")).code == 0  # (a read leaves it as it was)
    assert not changed_outside(db)
    bump_last_index_key(db, INDEX)
    assert changed_outside(db)


def test_the_stores_connection_syncs_fully(tmp_path: Path) -> None:
    """``synchronous`` set explicitly: FULL in WAL mode, so an action Floor said was saved survives a power cut
    (WAL's usual NORMAL may take the last ones back)."""
    world = make_world(tmp_path / "w")
    store = Store(world / "floor.db")
    try:
        assert store.db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
    finally:
        store.close()
