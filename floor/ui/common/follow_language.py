"""A window that changes language with the desk: at once while it is open, and when it opens if it was closed.

A closed window (a dealer station the console keeps, a start page already left) must not redraw on Qt's
LanguageChange: it would read a store that may be closed by then. It notes that its words are stale and says them
again when it is shown.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QWidget

STALE = "floor_words_stale"  # a dynamic property: the language changed while the window was closed


def on_change(widget: QWidget, event: QEvent, retranslate: Callable[[], None]) -> None:
    """From ``changeEvent``: a LanguageChange says the words now, or marks them for when the window opens."""
    if event.type() != QEvent.Type.LanguageChange:
        return
    if widget.isVisible():
        retranslate()
    else:
        widget.setProperty(STALE, True)


def on_show(widget: QWidget, retranslate: Callable[[], None]) -> None:
    """From ``showEvent``: the words the window missed while it was closed."""
    if widget.property(STALE):
        widget.setProperty(STALE, False)
        retranslate()
