"""Where a window opens: on its screen, never larger than what the screen has room for.

A laptop at the desk is often 1280x720 or 1366x768 with a panel taking part of it; a window sized for a bigger
screen would put its status bar or its buttons out of reach. Every window asks for its preferred size through
:func:`fit_to_screen`, which caps it to the screen's available area less the window manager's title bar and
borders (on a real desktop a window as wide as its screen put its frame's right border off the screen).
"""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

TITLE_BAR = 40  # room left for the window manager's frame before the window has one to measure
BORDERS = 8  # room left for the frame's left and right borders before there is a frame to measure (openbox: 2)


def available(window: QWidget) -> QRect:
    """The part of the window's screen that windows may use (panels and docks left out)."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def fit_to_screen(window: QWidget, width: int, height: int) -> None:
    """Resize ``window`` to ``width`` x ``height``, or less where its screen has less, and centre it there."""
    room = available(window)
    frame = window.frameGeometry().height() - window.geometry().height() if window.isVisible() else TITLE_BAR
    sides = window.frameGeometry().width() - window.geometry().width() if window.isVisible() else BORDERS
    w = max(1, min(width, room.width() - sides))
    h = max(1, min(height, room.height() - max(frame, 0)))
    window.resize(w, h)
    window.move(room.left() + (room.width() - w - sides) // 2, room.top() + (room.height() - h - frame) // 2)
