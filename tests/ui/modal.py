"""Answering a modal dialog a test's action opens: ``exec()`` waits for a person, so the answer is scheduled first."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog


def when_modal(act: Callable[[QDialog], None]) -> None:
    """Act on the next modal dialog as soon as it opens (exec() waits for it)."""
    def find() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QDialog):
            act(dialog)
        else:
            QTimer.singleShot(10, find)
    QTimer.singleShot(0, find)
