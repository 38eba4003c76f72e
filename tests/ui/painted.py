"""Waiting for what a person sees: a window repainted after everything Qt had queued for it.

A fixed ``qtbot.wait(N)`` guesses how long Qt takes to deliver a language change or lay a window out again; on a
busy machine the guess is short and the test reads the window half done. Here the window is asked to repaint and
the test waits for that paint: Qt delivers a repaint (a low-priority update request) after the layout requests
and language changes queued before it, and the ones they queue in turn, so the window is then laid out and drawn
as the screen shows it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QTabWidget, QWidget


class _PaintSeen(QObject):
    """Counts the paints of one widget (an event filter: the widget itself is untouched)."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.paints = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


def wait_painted(qtbot, widget: QWidget, timeout: int = 5000) -> None:
    """Ask ``widget`` (shown) to repaint and wait until it has: it is laid out and drawn as a person sees it."""
    seen = _PaintSeen(widget)
    try:
        widget.update()
        qtbot.waitUntil(lambda: seen.paints > 0, timeout=timeout)
    finally:
        widget.removeEventFilter(seen)
        seen.deleteLater()


def show_tab(qtbot: object, tabs: QTabWidget, page: QWidget) -> None:
    """Bring a tab on screen as the floor does: a click on its title in the tab bar (a tab not shown may be put off
    until it is: the console works out the Payouts tab's deals only then)."""
    bar = tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(tabs.indexOf(page)).center())  # type: ignore[attr-defined]
    assert tabs.currentWidget() is page
