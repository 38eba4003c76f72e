"""benchmarks/action_overhead.py's smoke run (flights of 200 and 300 entries, a few rounds) as a real process: it
runs and prints a row for each action, each way, with a figure at each size. Nothing here is timed."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_smoke_run_prints_each_action_alone_and_shared_at_every_size(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "action_overhead.py"), "--sizes", "200,300",
                           "--rounds", "3", "--dir", str(tmp_path)],
                          capture_output=True, text=True, cwd=ROOT, timeout=600, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    rows = [[c.strip() for c in line.split("|")[1:-1]] for line in done.stdout.splitlines()
            if line.startswith("| ") and not line.startswith("| action")]
    assert {(r[0], r[1]) for r in rows} == {(a, w) for a in ("register", "chip count", "undo", "redo")
                                            for w in ("alone", "shared")}
    for row in rows:
        assert all(" / " in cell and "ms CPU" in cell for cell in row[2:4]), row
        assert row[4].endswith("x"), row
