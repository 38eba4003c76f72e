"""Test set-up shared by every test: Qt runs offscreen (no display on CI)."""

import os
import subprocess
import sys
from pathlib import Path

# Before any QApplication exists: without a display and without this, Qt aborts the
# whole pytest process (../shared/design/ecosystem.md, trap 3).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[1]



def run_floor(db: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """`python -m floor --db DB --author Ana ARGS` as a real process, as a floor manager types it."""
    return subprocess.run([sys.executable, "-m", "floor", "--db", str(db), "--author", "Ana", *args],
                          capture_output=True, text=True, cwd=ROOT, timeout=60, check=False)


def run_floor_ok(db: Path, *args: str) -> str:
    """The same, which must succeed: its standard output."""
    done = run_floor(db, *args)
    assert done.returncode == 0, done.stderr
    return done.stdout


class FakeTime:
    """A clock the test moves by hand (time is passed in everywhere in Floor)."""

    def __init__(self, now: float = 1_800_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now
