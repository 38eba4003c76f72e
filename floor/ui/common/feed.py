"""The one change feed of the desktop: every open window hears that the tournament moved to sequence N.

Whoever wrote the change (this console, a dealer station in its own process, the command line, later a peer on
the room's network), the feed notices it by asking the session how far the log reaches, a few times a second
(cheap when nothing changed: the store answers from SQLite's ``data_version`` without reading the log), and emits
:attr:`ChangeFeed.moved` once. Windows redraw on that signal and on nothing else, so a change made elsewhere is
shown exactly as one made here. After its own action a window calls :meth:`ChangeFeed.check` to be told at once.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from floor.core.errors import FloorError

CHECK_MS = 250  # how often another process's change is looked for: shown well within a second


class ChangeFeed(QObject):
    """Watches one tournament's log; ``reach`` says how far it reaches now (the session's ``reach``)."""

    moved = Signal(int)  # the sequence number the tournament moved to

    def __init__(self, reach: Callable[[], int], *, watch: bool = True, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._reach = reach
        self.seq = reach()
        self.timer = QTimer(self)
        self.timer.setInterval(CHECK_MS)
        self.timer.timeout.connect(self.check)
        if watch:
            self.timer.start()

    def check(self) -> bool:
        """Look now; emit :attr:`moved` (and say True) if the log reaches further, or less far (an undo elsewhere
        is a new event too; a restore can shorten the log), than when last seen."""
        try:
            seq = self._reach()
        except FloorError:  # the database is gone or damaged: the window that acts next says so in words
            return False
        if seq == self.seq:
            return False
        self.seq = seq
        self.moved.emit(seq)
        return True
