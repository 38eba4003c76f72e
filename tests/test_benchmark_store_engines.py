"""benchmarks/store_engines.py's smoke run (flights of 200 and 300 entries, two rounds, one failover of a 100-entry
flight) as a real process, on SQLite and on real PostgreSQL servers (one alone, a primary with a synchronous
standby): it runs and prints every action's row with a figure for each engine at each size, and the failover's
times with the standby's retry interval changed (the reload path). Nothing here is timed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ROWS = ("register", "bust", "proposal", "break", "late seat", "chip count", "undo", "redo", "reopen", "bare commit")


def test_the_smoke_run_prints_every_action_on_each_engine_at_every_size_and_the_failover(tmp_path: Path) -> None:
    sys.path.insert(0, str(ROOT / "tests"))
    from pg.cluster import unavailable

    reason = unavailable()
    if reason is not None and os.environ.get("CI", "").strip().lower() not in {"true", "1", "yes"}:
        pytest.skip(reason)  # (on CI, where PostgreSQL is installed, the run below fails instead, saying why)
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "store_engines.py"), "--sizes", "200", "300",
                           "--rounds", "2", "--failovers", "1", "--failover-size", "100", "--failover-retry", "200ms",
                           "--dir", str(tmp_path)],
                          capture_output=True, text=True, cwd=ROOT, timeout=600, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    sections = done.stdout.split("\n## ")
    assert [s.splitlines()[0] for s in sections[1:]] == [
        "200 entries", "300 entries", "Failover (1 times, a 100-entry flight, primary + sync standby on loopback, "
        "the standby's wal_retrieve_retry_interval 200ms)"]
    for section in sections[1:3]:
        lines = [line for line in section.splitlines() if line.startswith("| ")]
        assert lines[0] == ("| action | SQLite | PG alone | PG + sync standby | PG alone / SQLite "
                            "| PG + sync standby / SQLite |")
        rows = {cells[0]: cells[1:] for cells in ([c.strip() for c in line.split("|")[1:-1]] for line in lines[1:])}
        assert tuple(rows) == ROWS
        for name, cells in rows.items():
            assert all(" ms" in cell for cell in cells[:3]), (name, cells)
            assert all(cell.endswith("x") for cell in cells[3:]), (name, cells)
    failover = [line for line in sections[3].splitlines() if line.startswith("| ") and " s |" in line]
    assert [line.split("|")[1].strip() for line in failover] == [
        "kill to promoted", "promoted to accepted", "kill to accepted"]
