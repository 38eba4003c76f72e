"""A write sent to the room service on another computer, waited for with the window alive.

A window elsewhere sends each action as one command and sends it again with the same id while the service is cut
or busy (:meth:`floor.room.link.Link.write`): up to about 45 seconds. Waited for on the GUI thread, the clock froze
and the window turned grey for all of it. Here the command runs in a thread of its own while the GUI thread goes
on painting and ticking (user input is held until it is answered, as before: nothing is clicked twice), and after
a moment a box says what is happening.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QEventLoop, Qt, QThread, QTimer
from PySide6.QtWidgets import QApplication, QProgressDialog

from floor.ui.common.language import tr

T = TypeVar("T")
SAY_AFTER_MS = 400  # a write answered sooner shows no box


def send_aside(work: Callable[[], T]) -> T:
    """``work``'s answer (or what it raised), the window painted meanwhile; called on any other thread, or with no
    application, ``work`` runs as it is."""
    app = QApplication.instance()
    if app is None or QThread.currentThread() is not app.thread():
        return work()
    outcome: list[T] = []
    failure: list[BaseException] = []
    finished = threading.Event()

    def run() -> None:
        try:
            outcome.append(work())
        except BaseException as err:  # (raised again on the GUI thread, as if called there)
            failure.append(err)
        finally:
            finished.set()

    thread = threading.Thread(target=run, name="floor: sending to the room service", daemon=True)
    thread.start()
    if not finished.wait(0.05):
        loop = QEventLoop()
        box = QProgressDialog(tr("Room", "Sending to the room service… (while it does not answer, Floor sends the "
                                         "action again; it is done once)"), "", 0, 0)
        box.setCancelButton(None)  # (no button: a command sent cannot be called back)
        box.setWindowTitle(tr("Room", "Room service"))
        box.setAutoClose(False)
        box.setAutoReset(False)
        box.setWindowModality(Qt.WindowModality.ApplicationModal)
        box.cancel()  # (it would show itself on its own clock: shown below, once the write is late)
        QTimer.singleShot(SAY_AFTER_MS, box, box.show)
        watch = QTimer()
        watch.setInterval(25)
        watch.timeout.connect(lambda: loop.quit() if finished.is_set() else None)
        watch.start()
        loop.exec(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
        watch.stop()
        box.close()
        box.deleteLater()
    thread.join()
    if failure:
        raise failure[0]
    return outcome[0]


__all__ = ["SAY_AFTER_MS", "send_aside"]
