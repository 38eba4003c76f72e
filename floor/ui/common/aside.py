"""A read that may take a moment, run beside the GUI thread so the window stays live (a member's every result
folds every tournament of the club's history the first time).

Only the last read asked for is shown: a floor manager clicking down a list sees the member selected now, never a
slower earlier read landing over it. The read is handed in as a plain function that is safe in another thread (it
opens its own database connection, or asks over the network); a refusal (:class:`FloorError`) is said, and a bug
goes to the crash handler, as the long jobs' worker does.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QObject, Signal

from floor.core.errors import FloorError
from floor.ui.common.language import spoken
from floor.ui.common.session import Say

T = TypeVar("T")


class Aside(QObject, Generic[T]):
    """Runs one read at a time in a thread of its own and shows the result of the last one asked for."""

    _read = Signal(int, object)
    _refused = Signal(int, str)
    _crashed = Signal(object)

    def __init__(self, show: Callable[[T], None], say: Say) -> None:
        super().__init__()
        self.show, self.say = show, say
        self.asked = 0  # the ticket of the read whose result is wanted
        self._threads: list[threading.Thread] = []
        self._read.connect(self._deliver)
        self._refused.connect(self._deliver_refusal)
        self._crashed.connect(self._crash)

    def run(self, read: Callable[[], T]) -> None:
        """Start ``read`` in a thread; its result is shown unless another read is asked for meanwhile."""
        self.asked += 1
        self._threads = [t for t in self._threads if t.is_alive()]
        thread = threading.Thread(target=self._run, args=(self.asked, read), name="floor: reading aside",
                                  daemon=True)
        self._threads.append(thread)
        thread.start()

    def forget(self) -> None:
        """Nothing under way is shown any more (the window closed, or the selection went)."""
        self.asked += 1

    def wait(self, seconds: float | None = None) -> None:
        """Block until every read started is done (a closing window, and tests)."""
        for thread in list(self._threads):
            thread.join(seconds)

    def _run(self, ticket: int, read: Callable[[], Any]) -> None:
        try:
            value = read()
        except FloorError as err:
            self._refused.emit(ticket, spoken(err.message))
        except Exception as err:  # a bug: the GUI thread hands it to the crash handler
            self._crashed.emit(err)
        else:
            self._read.emit(ticket, value)

    def _deliver(self, ticket: int, value: Any) -> None:
        if ticket == self.asked:
            self.show(value)

    def _deliver_refusal(self, ticket: int, text: str) -> None:
        if ticket == self.asked:
            self.say(text, True)

    @staticmethod
    def _crash(error: BaseException) -> None:
        sys.excepthook(type(error), error, error.__traceback__)


__all__ = ["Aside"]
