"""Test set-up shared by every test: Qt runs offscreen (no display on CI)."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# Before any QApplication exists: without a display and without this, Qt aborts the whole pytest process. The
# offscreen screen is a 1280x720 laptop at the desk (Qt's default offscreen screen is 800x800), so a window that
# would not fit the smallest desk fails here.
os.environ.setdefault("QT_QPA_PLATFORM", f"offscreen:configfile={ROOT / 'tests' / 'screen-1280x720.json'}")
_EXIT_STATUS = 0


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    global _EXIT_STATUS
    _EXIT_STATUS = int(exitstatus)


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config: pytest.Config) -> None:
    """Leave with pytest's own status once everything is reported, skipping the interpreter's teardown: there
    PySide6 6.12 frees the Qt wrappers still alive in no particular order, and once in four full runs that aborted
    the process after every test had passed ("shared QObject was deleted directly", then a malloc abort).
    Floor's own programs leave through QApplication.exec(), not through this teardown."""
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(_EXIT_STATUS)


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
