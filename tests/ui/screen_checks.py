"""What a person sees on a window, read off the real widgets, and the three faults the issue names in it:
English left on a Russian or Romanian screen, text cut by its widget, and a window larger than its screen.

English left is found against the catalogs: a visible text that is (a filled-in form of) an English source whose
translation differs. Names, numbers and card codes are never sources, so they pass."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QMenu,
    QTabBar,
    QTableWidget,
    QTextEdit,
    QWidget,
)

ROOT = Path(__file__).resolve().parents[2]
TITLE_BAR = 40  # what the window manager's frame takes above a window at the most


@dataclass(frozen=True)
class Seen:
    where: str
    text: str


def _shown(widget: QWidget, top: QWidget) -> bool:
    return widget.isVisibleTo(top) or widget is top


def visible_texts(top: QWidget) -> list[Seen]:
    """Every text the window shows: titles, labels, buttons, tabs, combo items, placeholders, headers, cells,
    list items, tooltips and its menus."""
    seen: list[Seen] = [Seen("window title", top.windowTitle())]
    for widget in [top, *top.findChildren(QWidget)]:
        if not _shown(widget, top):
            continue
        name = type(widget).__name__
        if widget.toolTip():
            seen.append(Seen(f"{name} tooltip", widget.toolTip()))
        if (isinstance(widget, QLabel) and widget.text()) or (isinstance(widget, QAbstractButton) and widget.text()):
            seen.append(Seen(name, widget.text()))
        elif isinstance(widget, QGroupBox) and widget.title():
            seen.append(Seen(name, widget.title()))
        elif isinstance(widget, QTabBar):
            seen += [Seen("tab", widget.tabText(i)) for i in range(widget.count())]
        elif isinstance(widget, QComboBox):
            seen += [Seen("combo item", widget.itemText(i)) for i in range(widget.count())]
        elif isinstance(widget, QLineEdit):
            seen += [Seen("field", t) for t in (widget.placeholderText(), widget.text()) if t]
        elif isinstance(widget, QTextEdit) and widget.toPlainText():
            seen.append(Seen(name, widget.toPlainText()))
        if isinstance(widget, QListWidget):
            seen += [Seen("list item", widget.item(i).text()) for i in range(min(widget.count(), 60))]
        elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
            model = widget.model()
            for column in range(model.columnCount()):
                header = model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
                if header:
                    seen.append(Seen("header", str(header)))
            for row in range(min(model.rowCount(), 40)):
                for column in range(model.columnCount()):
                    value = model.data(model.index(row, column, QModelIndex()), Qt.ItemDataRole.DisplayRole)
                    if value not in (None, ""):
                        seen.append(Seen("cell", str(value)))
            if isinstance(widget, QTableWidget):
                seen += [Seen("header", widget.verticalHeaderItem(r).text())
                         for r in range(widget.rowCount()) if widget.verticalHeaderItem(r) is not None]
    if isinstance(top, QMainWindow):
        for menu in top.menuBar().findChildren(QMenu):
            seen.append(Seen("menu", menu.title()))
            seen += [Seen("menu entry", a.text()) for a in menu.actions() if a.text()]
        message = top.statusBar().currentMessage()
        if message:
            seen.append(Seen("status bar", message))
    return [s for s in seen if s.text.strip()]


@cache
def _translated_sources(language: str) -> tuple[re.Pattern[str], ...]:
    """The English sources of the catalog whose translation differs, as patterns (placeholders match anything)."""
    patterns = []
    tree = ET.parse(ROOT / "resources" / "translations" / f"floor_{language}.ts")
    for message in tree.getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.findtext("translation") or ""
        bare = re.sub(r"\{[^}]*\}", "", source)
        if translation == source or sum(ch.isalpha() for ch in bare) < 3:
            continue  # the same in both languages ("Omaha"), or no words of its own ("{name}:")
        parts = re.split(r"(\{[^}]*\})", source)
        pattern = "".join(".+?" if part.startswith("{") and part.endswith("}") else re.escape(part) for part in parts)
        patterns.append(re.compile(pattern, re.S))
    return tuple(patterns)


def english_left(seen: list[Seen], language: str) -> list[Seen]:
    """The texts shown in English although the catalog has them in ``language``."""
    patterns = _translated_sources(language)
    return [s for s in seen if any(p.fullmatch(line) for line in s.text.splitlines() if line.strip()
                                   for p in patterns)]


def clipped(top: QWidget) -> list[str]:
    """Labels and buttons whose one-line text is wider than the room their widget has (wrapping labels aside)."""
    cut = []
    for widget in top.findChildren(QWidget):
        if not widget.isVisibleTo(top):
            continue
        if isinstance(widget, QLabel) and widget.text() and not widget.wordWrap() and widget.pixmap().isNull() \
                and not widget.text().lstrip().startswith("<"):
            room = widget.contentsRect().width() - 2 * widget.margin() - widget.indent() if widget.indent() > 0 \
                else widget.contentsRect().width() - 2 * widget.margin()
            need = max(QFontMetrics(widget.font()).horizontalAdvance(line) for line in widget.text().splitlines())
            if need > room + 1:
                cut.append(f"label {widget.text()!r}: needs {need} px, has {room}")
        elif isinstance(widget, QAbstractButton) and widget.text():
            hint = widget.sizeHint().width()
            if widget.width() + 1 < hint and not widget.text().startswith("&"):
                cut.append(f"button {widget.text()!r}: needs {hint} px, has {widget.width()}")
    return cut


def too_big_for_its_screen(window: QWidget) -> list[str]:
    """What does not fit the screen the window is on: its size, or what its layout insists on."""
    screen = (window.screen() or QApplication.primaryScreen()).availableGeometry()
    problems = []
    hint = window.minimumSizeHint()
    if hint.width() > screen.width() or hint.height() > screen.height() - TITLE_BAR:
        problems.append(f"needs at least {hint.width()}x{hint.height()} on a {screen.width()}x{screen.height()} "
                        "screen")
    geometry = window.geometry()
    if geometry.width() > screen.width() or geometry.height() > screen.height():
        problems.append(f"is {geometry.width()}x{geometry.height()} on a {screen.width()}x{screen.height()} screen")
    if isinstance(window, QMainWindow) and window.statusBar().isVisible():
        bottom = window.statusBar().mapTo(window, window.statusBar().rect().bottomLeft()).y()
        if window.geometry().top() + bottom > screen.bottom() + 1:
            problems.append(f"its status bar ends at {window.geometry().top() + bottom} px, below the screen")
    return problems
