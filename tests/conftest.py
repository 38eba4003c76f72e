"""Test set-up shared by every test: Qt runs offscreen (no display on CI)."""

import contextlib
import io
import logging
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import threading
import warnings
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
pytest_plugins = ["pytester", "fuzz.tally", "pg.fixtures"]  # pytester: tests/test_qt_warnings.py runs a session of
# its own; fuzz.tally: the inputs each fuzz surface took, in the terminal summary (issue 29); pg.fixtures: a PostgreSQL
# cluster per test process and the --store option (tests/pg, and tests/usecases on both engines: issue 31)

# Before any QApplication exists: without a display and without this, Qt aborts the whole pytest process. The
# offscreen screen is a 1280x720 laptop at the desk (Qt's default offscreen screen is 800x800), so a window that
# would not fit the smallest desk fails here.
os.environ.setdefault("QT_QPA_PLATFORM", f"offscreen:configfile={ROOT / 'tests' / 'screen-1280x720.json'}")
# Each test process has a desk of its own: the settings a test writes through QSettings (the desk's language, its
# data folder) land in a fresh folder, never in the developer's ~/.config, and never in one that another test
# process (pytest-xdist's workers run side by side) reads at the same moment. Before any QSettings exists: Qt keeps
# the folder it finds first.
_DESK = Path(tempfile.mkdtemp(prefix="floor-tests-desk-"))
os.environ["XDG_CONFIG_HOME"] = str(_DESK / "config")
_EXIT_STATUS = 0


@pytest.fixture(scope="session", autouse=True)
def _qt_application_first(qapp: object) -> object:
    """Each test process's one Qt application is pytest-qt's ``QApplication``, made before its first test: a `floor
    report --pdf` run in-process (the fuzz suites run the command line in-process) made the offscreen
    ``QGuiApplication`` a report needs without a desktop, and every Qt test after it in that process failed."""
    return qapp


@pytest.hookimpl(wrapper=True)
def pytest_runtest_teardown(item: pytest.Item) -> object:
    """Each test's windows are destroyed at its own teardown. pytest-qt closes them with ``deleteLater`` and then
    only ``processEvents``, which leaves deferred deletions alone: they waited for the next event loop to run, which
    is some later test's (a dialog's, or ``qtbot.wait``), so a dozen earlier consoles were torn down inside that test's
    nested loops. Twice in a full run that killed a pytest-xdist worker in tests/ui/test_every_action.py, the test
    with the most nested loops, which never crashed run alone (30 runs, under CPU load and with Python's collector
    at its most eager). Flushed here, after pytest-qt's own teardown, the deletions happen where nothing else runs."""
    result = yield
    widgets = sys.modules.get("PySide6.QtWidgets")
    if widgets is not None and widgets.QApplication.instance() is not None:
        from PySide6.QtCore import QCoreApplication, QEvent

        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    return result


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    global _EXIT_STATUS
    _EXIT_STATUS = int(exitstatus)


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config: pytest.Config) -> None:
    """Leave with pytest's own status once everything is reported, skipping the interpreter's teardown: there
    PySide6 6.12 frees the Qt wrappers still alive in no particular order, and once in four full runs that aborted
    the process after every test had passed ("shared QObject was deleted directly", then a malloc abort).
    Floor's own programs leave through QApplication.exec(), not through this teardown. Under pytest-xdist each
    worker leaves this way once it has sent its results, and the controller with the status of the whole run: a
    test failing on any worker still turns it red."""
    shutil.rmtree(_DESK, ignore_errors=True)
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(_EXIT_STATUS)


WINDOWS = frozenset({"console", "dealer", "display", "serve"})  # they wait for a person: a real process only


@dataclass(frozen=True)
class Finished:
    """What one `floor` run left, read as a :class:`subprocess.CompletedProcess` is (the tests read either)."""

    args: list[str]
    returncode: int
    stdout: str
    stderr: str


def _as_a_pipe_reads_it(data: bytes) -> str:
    """The bytes a process wrote, as ``subprocess.run(text=True)`` gives them: strict UTF-8, universal newlines."""
    return io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", errors="strict").read()


def _waits_for_a_person(argv: tuple[str, ...]) -> bool:
    """The command opens a window or serves until stopped (`floor` alone opens the start page)."""
    if {"--help", "-h", "--version"} & set(argv):
        return False
    words = iter(argv)
    for word in words:
        if word in ("--db", "--author"):
            next(words, None)
        elif word == "--demo":
            return True
        elif not word.startswith("-"):
            return word in WINDOWS
    return True


def _surroundings() -> dict[str, object]:
    """What a fresh process starts without and a command must not leave behind for the next one in this process."""
    from PySide6.QtCore import QCoreApplication

    from floor.ui.common.language import current

    return {"environment": dict(os.environ), "working directory": os.getcwd(),
            "standard streams": (sys.stdin, sys.stdout, sys.stderr),
            "logging handlers": list(logging.getLogger().handlers), "warnings filters": list(warnings.filters),
            "Qt application": QCoreApplication.instance() is not None,
            "the windows' language": current()}


def _change(what: str, before: object, after: object) -> str:
    """One mark a run left, said briefly (of the environment, only the variables it set, changed or removed)."""
    if isinstance(before, dict) and isinstance(after, dict):
        keys = sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k))
        return f"{what}: {', '.join(keys)} changed"
    return f"{what}: {before!r} -> {after!r}"


def floor_in_process(*argv: str, stdin: str = "", cwd: Path = ROOT) -> Finished:
    """`python -m floor ARGV` run by ``floor.cli.main`` in this process, its streams as a real process has them.

    Standard input and output are UTF-8 byte streams (a lone surrogate passes as the interpreter's own streams let
    it, and fails where a pipe read as text fails), standard error escapes what it cannot write, and an exit through
    SystemExit (argparse's usage error or --help) is an exit status. A command that changes what the next run would
    start with (the environment, the working directory, a thread, a Qt application, the language) fails the test:
    in-process, the next run would not be the fresh process a floor manager starts."""
    from floor.cli import main

    assert not _waits_for_a_person(argv), f"floor {' '.join(argv)} opens a window or a service: use a real process"
    out_bytes, err_bytes = io.BytesIO(), io.BytesIO()
    out = io.TextIOWrapper(out_bytes, encoding="utf-8", errors="surrogateescape", write_through=True)
    err = io.TextIOWrapper(err_bytes, encoding="utf-8", errors="backslashreplace", write_through=True)
    source = io.TextIOWrapper(io.BytesIO(stdin.encode("utf-8")), encoding="utf-8", errors="surrogateescape")
    with contextlib.chdir(cwd):
        before, threads = _surroundings(), set(threading.enumerate())
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = main(list(argv), stdin=source, stdout=out)
            except SystemExit as leaving:  # as the interpreter leaves: None is 0, anything else said and 1
                if leaving.code is not None and not isinstance(leaving.code, int):
                    err.write(f"{leaving.code}\n")
                code = leaving.code if isinstance(leaving.code, int) else 0 if leaving.code is None else 1
        after = _surroundings()
    leaks = [_change(what, before[what], after[what]) for what in before
             if before[what] != after[what] and (what != "Qt application" or after[what])]
    leaks += [f"a thread still running: {thread!r}" for thread in set(threading.enumerate()) - threads]
    assert not leaks, f"floor {' '.join(argv)} left its mark on this process:\n" + "\n".join(leaks)
    done = Finished(["floor", *argv], code, _as_a_pipe_reads_it(out_bytes.getvalue()),
                    _as_a_pipe_reads_it(err_bytes.getvalue()))
    for stream in (out, err, source):
        stream.close()
    return done


def run_floor(db: Path | str, *args: str) -> Finished | subprocess.CompletedProcess[str]:
    """`floor --db DB --author Ana ARGS`, as a floor manager types it: in this process (see floor_in_process), or
    as a real process when it would open a window or serve until stopped."""
    argv = ("--db", str(db), "--author", "Ana", *args)
    return run_floor_process(*argv) if _waits_for_a_person(argv) else floor_in_process(*argv)


def run_floor_ok(db: Path | str, *args: str) -> str:
    """The same, which must succeed: its standard output."""
    done = run_floor(db, *args)
    assert done.returncode == 0, done.stderr
    return done.stdout


def run_floor_process(*argv: str, stdin: str = "", cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    """`python -m floor ARGV` as a real process: for what only a process shows (the entry point, its exit status)."""
    return subprocess.run([sys.executable, "-m", "floor", *argv], input=stdin, capture_output=True, text=True,
                          cwd=cwd, timeout=60, check=False)


class FakeTime:
    """A clock the test moves by hand (time is passed in everywhere in Floor)."""

    def __init__(self, now: float = 1_800_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def copy_database(source: Path, target: Path) -> Path:
    """A private copy of a prepared database at ``target`` (SQLite's online backup: the WAL included)."""
    src, dst = sqlite3.connect(source), sqlite3.connect(target)
    try:
        src.backup(dst)
    finally:
        src.close()
        dst.close()
    return target
