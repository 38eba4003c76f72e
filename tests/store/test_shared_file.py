"""Two processes on one database, as the room service and a `floor` command beside it are: neither may delete the
other's write-ahead log (finding: a `floor devices` run beside `floor serve` deleted the service's -wal, and the
service's next writes went into a deleted file and were lost)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from conftest import run_floor_ok

from floor.store.tournaments import Store

READ_AND_CLOSE = "from floor.store.tournaments import Store\ns = Store({path!r})\ns.state(1)\ns.close()"


def test_a_command_beside_a_process_with_two_stores_on_the_file_leaves_its_log_and_its_writes(tmp_path: Path) -> None:
    path = tmp_path / "floor.db"
    run_floor_ok(path, "tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000")
    first, second = Store(path), Store(path)  # (floor serve: the command's store, and the service's own)
    try:
        first.state(1)
        second.state(1)
        subprocess.run([sys.executable, "-c", READ_AND_CLOSE.format(path=str(path))], check=True)
        assert path.with_name("floor.db-wal").exists()
        from floor.tournament import players

        second.act(1, lambda s: players.register(s, "Ana", now=1.0, author="desk", level=1))
        subprocess.run([sys.executable, "-c", READ_AND_CLOSE.format(path=str(path))], check=True)
    finally:
        first.close()
        second.close()
    again = Store(path)
    try:
        assert [p.name for p in again.state(1).players.values()] == ["Ana"]
    finally:
        again.close()
