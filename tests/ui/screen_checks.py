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
from typing import TypeVar

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QMenu,
    QMenuBar,
    QPushButton,
    QStatusBar,
    QStyle,
    QStyleOptionComboBox,
    QTabBar,
    QTableWidget,
    QTextEdit,
    QWidget,
)

ROOT = Path(__file__).resolve().parents[2]
TITLE_BAR = 40  # what the window manager's frame takes above a window at the most
W = TypeVar("W", bound=QWidget)


@dataclass(frozen=True)
class Seen:
    where: str
    text: str


def _own(window: QMainWindow, kind: type[W]) -> W | None:
    """The window's own menu bar or status bar, if it has one (QMainWindow.menuBar() and statusBar() make one)."""
    found = [child for child in window.findChildren(kind) if child.parentWidget() is window]
    return found[0] if found else None


def _without_mnemonic(text: str) -> str:
    """What a label with a buddy, or a button, draws of "&Name": the & marks the shortcut and is not drawn."""
    return re.sub(r"&(.)", r"\1", text)


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
        bar = _own(top, QMenuBar)  # asked for, not made: menuBar() would add one to a window that has none
        for menu in bar.findChildren(QMenu) if bar is not None else []:
            seen.append(Seen("menu", menu.title()))
            seen += [Seen("menu entry", a.text()) for a in menu.actions() if a.text()]
        status = _own(top, QStatusBar)
        if status is not None and status.currentMessage():
            seen.append(Seen("status bar", status.currentMessage()))
    return [s for s in seen if s.text.strip()]


@cache
def _translated_sources(language: str) -> re.Pattern[str]:
    """The English sources of the catalog whose translation differs in every context, as one pattern (placeholders
    match anything): a text kept in English in one context ("Floor", the program) may be shown so anywhere."""
    patterns = []
    tree = ET.parse(ROOT / "resources" / "translations" / f"floor_{language}.ts")
    kept = {m.findtext("source") for m in tree.getroot().iter("message")
            if (m.findtext("translation") or "") == (m.findtext("source") or "")}  # English in some context
    for message in tree.getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.findtext("translation") or ""
        bare = re.sub(r"\{[^}]*\}", "", source)
        if translation == source or source in kept or sum(ch.isalpha() for ch in bare) < 3:
            continue  # the same in both languages ("Omaha", "Floor" as the program's name), or no words of its own
        parts = re.split(r"(\{[^}]*\})", source)
        patterns.append("".join(".+?" if part.startswith("{") and part.endswith("}") else re.escape(part)
                                for part in parts))
    return re.compile("|".join(f"(?:{p})" for p in patterns) or "(?!)", re.S)


@cache
def _english(line: str, language: str) -> bool:
    """Whether one shown line is a catalog source left untranslated (asked again and again: windows repeat)."""
    return _translated_sources(language).fullmatch(line) is not None


def english_left(seen: list[Seen], language: str) -> list[Seen]:
    """The texts shown in English although the catalog has them in ``language``."""
    return [s for s in seen if any(_english(line, language) for line in s.text.splitlines() if line.strip())]


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
            text = _without_mnemonic(widget.text()) if widget.buddy() is not None else widget.text()
            need = max(QFontMetrics(widget.font()).horizontalAdvance(line) for line in text.splitlines())
            if need > room + 1:
                cut.append(f"label {widget.text()!r}: needs {need} px, has {room}")
        elif isinstance(widget, QPushButton) and widget.text():
            # The text inside the button's frame, not sizeHint(): a style gives every text button a minimum width
            # (80 px in Fusion) and margins that a small fixed-size button such as "+" or a card rightly does not have.
            frame = widget.style().pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, None, widget)
            icon = widget.iconSize().width() + 4 if not widget.icon().isNull() else 0
            need = QFontMetrics(widget.font()).horizontalAdvance(_without_mnemonic(widget.text())) + 2 * frame + icon
            if widget.width() + 1 < need:
                cut.append(f"button {widget.text()!r}: needs {need} px, has {widget.width()}")
        elif isinstance(widget, QAbstractButton) and widget.text():
            hint = widget.sizeHint().width()
            if widget.width() + 1 < hint and not widget.text().startswith("&"):
                cut.append(f"button {widget.text()!r}: needs {hint} px, has {widget.width()}")
        elif isinstance(widget, QHeaderView) and widget.orientation() == Qt.Orientation.Horizontal:
            cut += _cut_header(widget)
        elif isinstance(widget, QTabBar):
            metrics = QFontMetrics(widget.font())
            cut += [f"tab {widget.tabText(i)!r}: needs {need} px, has {widget.tabRect(i).width()}"
                    for i in range(widget.count())
                    if (need := metrics.horizontalAdvance(_without_mnemonic(widget.tabText(i)))) >
                    widget.tabRect(i).width()]
        elif isinstance(widget, QComboBox) and widget.currentText():
            option = QStyleOptionComboBox()
            widget.initStyleOption(option)
            room = widget.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                                 QStyle.SubControl.SC_ComboBoxEditField, widget).width()
            need = QFontMetrics(widget.font()).horizontalAdvance(widget.currentText())
            if need > room + 1:
                cut.append(f"choice {widget.currentText()!r}: needs {need} px, has {room}")
    return cut


def _cut_header(header: QHeaderView) -> list[str]:
    """Column titles wider than their column (a title on one line; a header that wraps its titles aside)."""
    model = header.model()
    if model is None or type(header) is not QHeaderView:
        return []
    metrics = QFontMetrics(header.font())
    cut = []
    for section in range(header.count()):
        if header.isSectionHidden(section) or header.sectionSize(section) == 0:
            continue
        title = model.headerData(section, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
        if not title:
            continue
        need = max(metrics.horizontalAdvance(line) for line in str(title).splitlines())
        room = header.sectionSize(section) - 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin)
        if need > room:
            cut.append(f"column {title!r}: needs {need} px, has {room}")
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
    status = _own(window, QStatusBar) if isinstance(window, QMainWindow) else None
    if status is not None and status.isVisible():
        bottom = status.mapTo(window, status.rect().bottomLeft()).y()
        if window.geometry().top() + bottom > screen.bottom() + 1:
            problems.append(f"its status bar ends at {window.geometry().top() + bottom} px, below the screen")
    return problems
