"""The one crash handler: a bug is logged, the data stays (every action was saved when it
was acknowledged), and the floor manager is told where the log is."""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from types import TracebackType

from floor.ui.common.language import tr

Show = Callable[[str], None]


def report(folder: Path, error: BaseException, *, now: datetime | None = None) -> Path:
    """Write the bug's traceback to a new log file in ``folder``; the file's path."""
    folder.mkdir(parents=True, exist_ok=True)
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    path = folder / f"crash-{stamp}.log"
    n = 1
    while path.exists():
        n += 1
        path = folder / f"crash-{stamp}-{n}.log"
    path.write_text("".join(traceback.format_exception(error)), encoding="utf-8")
    return path


def message(log: Path) -> str:
    return tr("Crash", "Floor hit a problem it did not expect. Your tournament is safe: every action was saved "
                       "when it was shown. The details are in {log}; please send that file to the Floor team.", log=log)


def install(folder: Path, show: Show) -> None:
    """Make unexpected exceptions (in Qt slots too) go to the log and a message, not a silent failure."""
    def hook(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, tb)
            return
        try:
            show(message(report(folder, error.with_traceback(tb))))
        except Exception:  # the handler itself must never raise: fall back to the terminal
            sys.__excepthook__(kind, error, tb)

    sys.excepthook = hook
