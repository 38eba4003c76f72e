"""Answering a modal dialog a test's action opens (``exec()`` waits for a person, so the answer is scheduled first),
and choosing a menu entry with the mouse as the floor does."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMainWindow


def when_modal(act: Callable[[QDialog], None]) -> None:
    """Act on the next modal dialog as soon as it opens (exec() waits for it)."""
    def find() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QDialog):
            act(dialog)
        else:
            QTimer.singleShot(10, find)
    QTimer.singleShot(0, find)


def choose_from_menu(qtbot, window: QMainWindow, menu_title: str, entry: str) -> None:
    """Click the menu's title in the menu bar, then the entry, as the floor does."""
    bar = window.menuBar()
    title = next(a for a in bar.actions() if a.text().replace("&", "") == menu_title)
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(title).center())
    menu = title.menu()
    qtbot.waitUntil(menu.isVisible)
    action = next(a for a in menu.actions() if a.text() == entry)
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())
