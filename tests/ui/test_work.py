"""Long work off the GUI thread: the bar shows it, one job at a time, refusals and bugs reported."""

import sys
import threading

from PySide6.QtWidgets import QLabel, QProgressBar

from floor.core.errors import FloorError
from floor.ui.common.work import Progress, Worker


def make(qtbot) -> tuple[Worker, QProgressBar, QLabel, list[tuple[str, bool]]]:
    bar, label = QProgressBar(), QLabel()
    qtbot.addWidget(bar)
    qtbot.addWidget(label)
    bar.show()
    label.show()
    return Worker(bar, label), bar, label, []


def test_the_bar_shows_progress_while_the_gui_thread_stays_free(qtbot) -> None:
    """While a job waits, the GUI thread runs (the bar and label show it); a second job is refused."""
    worker, bar, label, said = make(qtbot)
    go, reported = threading.Event(), threading.Event()

    def job(progress: Progress) -> str:
        progress(30, 120)
        reported.set()
        go.wait(10)
        return "Registered 120 players"

    assert not bar.isVisible()
    assert worker.start("Importing", job, lambda text, refused: said.append((text, refused)))
    assert reported.wait(10)
    qtbot.waitUntil(lambda: bar.maximum() == 120)
    assert bar.isVisible() and label.text() == "Importing…" and bar.value() == 30
    assert not worker.start("Exporting", lambda p: "no", lambda *a: None)
    go.set()
    qtbot.waitUntil(lambda: said == [("Registered 120 players", False)])
    assert not bar.isVisible() and not worker.busy


def test_a_refusal_is_reported_as_one(qtbot) -> None:
    worker, _, _, said = make(qtbot)

    def job(progress: Progress) -> str:
        raise FloorError("the export could not be written to /nowhere: Permission denied", code="export-failed")

    worker.start("Exporting", job, lambda text, refused: said.append((text, refused)))
    qtbot.waitUntil(lambda: bool(said))
    assert said == [("the export could not be written to /nowhere: Permission denied", True)]


def test_a_bug_in_a_job_goes_to_the_crash_handler(qtbot, monkeypatch) -> None:
    """An unexpected exception reaches sys.excepthook on the GUI thread, and the desk is told."""
    worker, _, _, said = make(qtbot)
    caught: list[BaseException] = []
    monkeypatch.setattr(sys, "excepthook", lambda kind, error, tb: caught.append(error))

    def job(progress: Progress) -> str:
        raise ZeroDivisionError("a bug")

    worker.start("Backing up", job, lambda text, refused: said.append((text, refused)))
    qtbot.waitUntil(lambda: bool(caught))
    assert isinstance(caught[0], ZeroDivisionError) and said[0][1] is True
    assert "the tournament itself is safe" in said[0][0] and not worker.busy
