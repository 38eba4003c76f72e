"""Long work (imports, exports, backups) off the GUI thread, with a progress bar in view.

A job is a plain function handed in by the composition root: it opens its own database
connection in the worker thread (a SQLite connection belongs to one thread), reports
``(done, total)`` as it goes (``total`` 0: it cannot tell, the bar just shows it is busy)
and returns the sentence to show when it is done. One job runs at a time; a refusal
(:class:`FloorError`) is shown like any other, and a bug goes to the crash handler.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QLabel, QProgressBar

from floor.core.errors import FloorError
from floor.ui.common.language import spoken, tr

Progress = Callable[[int, int], None]
Job = Callable[[Progress], str]
Done = Callable[[str, bool], None]  # what to say, and whether it is a refusal


class Worker(QObject):
    """Runs one job at a time in a background thread; the bar and its label show it."""

    _progressed = Signal(int, int)
    _finished = Signal(str, bool)
    _crashed = Signal(object)

    def __init__(self, bar: QProgressBar, label: QLabel) -> None:
        super().__init__()
        self.bar = bar
        self.label = label
        self._thread: threading.Thread | None = None
        self._done: Done | None = None
        self._progressed.connect(self._show_progress)
        self._finished.connect(self._finish)
        self._crashed.connect(self._crash)
        self._show(False)

    @property
    def busy(self) -> bool:
        return self._thread is not None

    def start(self, title: str, job: Job, done: Done) -> bool:
        """Start ``job`` unless another is running (then False: the caller says so)."""
        if self.busy:
            return False
        self._done = done
        self.label.setText(f"{title}…")
        self.bar.setRange(0, 0)
        self._show(True)
        self._thread = threading.Thread(target=self._run, args=(job,), name=f"floor: {title}", daemon=True)
        self._thread.start()
        return True

    def wait(self, seconds: float | None = None) -> None:
        """Block until the job ends (closing the window must not cut an export in half)."""
        if self._thread is not None:
            self._thread.join(seconds)

    def _run(self, job: Job) -> None:
        try:
            text = job(self._progressed.emit)
        except FloorError as err:
            self._finished.emit(spoken(err.message), True)
        except Exception as err:  # a bug: the GUI thread hands it to the crash handler
            self._crashed.emit(err)
        else:
            self._finished.emit(spoken(text), False)  # a Text from the job, said in the desk's language

    def _show_progress(self, done: int, total: int) -> None:
        if total > 0:
            self.bar.setRange(0, total)
            self.bar.setValue(min(done, total))
        else:
            self.bar.setRange(0, 0)

    def _finish(self, text: str, refused: bool) -> None:
        done = self._done
        self._end()
        if done is not None:
            done(text, refused)

    def _crash(self, error: BaseException) -> None:
        self._end()
        if self._done is not None:
            self._done(tr("Worker", "The job stopped on a problem Floor did not expect: the tournament itself is safe"),
                       True)
        sys.excepthook(type(error), error, error.__traceback__)

    def _end(self) -> None:
        if self._thread is not None:
            self._thread.join()
        self._thread = None
        self._show(False)

    def _show(self, visible: bool) -> None:
        self.bar.setVisible(visible)
        self.label.setVisible(visible)
