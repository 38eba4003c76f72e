"""On a SQLite file the room's follower has no wake-ups to wait on (issue 31: a server's LISTEN is
tests/pg/test_wakeups.py's): it polls as it always did, with no thread of its own for them."""

from __future__ import annotations

import threading
from pathlib import Path

from conftest import run_floor_ok

from floor.room.follow import Follower
from floor.store.where import open_store


def test_on_a_file_the_follower_listens_to_nothing_and_starts_no_thread(tmp_path: Path) -> None:
    db = tmp_path / "floor.db"
    run_floor_ok(db, "tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000")
    store = open_store(db)
    try:
        assert store.wakeups() is None
    finally:
        store.close()
    follower = Follower(db, 1, "Ana", lambda: 1_800_000_000.0)
    try:
        assert follower.listen(lambda: None).result(10) is False
        assert not [t for t in threading.enumerate() if t.name == "floor-room-listen"]
    finally:
        follower.close()
