"""What a floor manager's hands do, on real windows: click, type, choose a menu entry, answer a dialog, wait.

Every gesture goes through the widget a person would use (QTest's mouse and key events, a menu opened on the
menu bar and its entry clicked, a dialog's own fields and buttons); nothing calls a window's handler directly.
Modal dialogs run their own event loop, so the :class:`Answerer` answers them from a timer, as a second pair of
hands would, after the rehearsal has looked at them.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, QEventLoop, QModelIndex, QPoint, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStyle,
    QStyleOptionButton,
    QWidget,
)

LEFT = Qt.MouseButton.LeftButton
WAIT_SECONDS = 20.0


class Wrong(AssertionError):
    """What the rehearsal found wrong, in words (the step it happened in is added by the night)."""


def check(condition: object, what: str) -> None:
    if not condition:
        raise Wrong(what)


class FakeClock:
    """The time the tournament reads (time is passed in everywhere in Floor): the night moves it by hand."""

    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def forward(self, seconds: float) -> None:
        self.now += seconds


def wait(milliseconds: int) -> None:
    """Let the windows work (paint, poll, map) for a while."""
    loop = QEventLoop()
    QTimer.singleShot(milliseconds, loop.quit)
    loop.exec()


def until(condition: Callable[[], object], what: str | Callable[[], str], seconds: float = WAIT_SECONDS) -> None:
    """Wait, letting the windows work, until ``condition()`` holds; else say ``what`` (asked then, if a function)."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise Wrong(f"{what() if callable(what) else what} (waited {seconds:g} s)")
        wait(20)


def click(widget: QWidget, what: str = "") -> None:
    """A left click in the middle of a visible, enabled button (or any widget)."""
    name = what or (widget.text() if isinstance(widget, QAbstractButton) else type(widget).__name__)
    check(widget.isVisible(), f"{name!r} is not on the screen")
    check(widget.isEnabled(), f"{name!r} is greyed out: {widget.toolTip()}")
    QTest.mouseClick(widget, LEFT, Qt.KeyboardModifier.NoModifier, _target(widget))
    wait(1)


def _target(widget: QWidget) -> QPoint:
    """Where a person clicks: a check box on its box (its row may be wider than its words), else the middle."""
    if isinstance(widget, QCheckBox):
        option = QStyleOptionButton()
        widget.initStyleOption(option)
        return widget.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, widget).center()
    return widget.rect().center()


def type_into(field: QLineEdit, text: str, *, replace: bool = True) -> None:
    """Type ``text`` into a field key by key (what was there selected and typed over)."""
    check(field.isVisible() and field.isEnabled(), f"the field {field.placeholderText()!r} cannot be typed into")
    if replace:
        field.selectAll()
    keys(field, text)


def keys(widget: QWidget, text: str) -> None:
    """Key presses for ``text``; QTest names no key for Ж, Ș or ♠, so those go as the text a keyboard sends."""
    for char in text:
        if char.isascii():
            QTest.keyClicks(widget, char)
        else:
            for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                QApplication.sendEvent(widget, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, char))


def press(widget: QWidget, key: Qt.Key) -> None:
    QTest.keyClick(widget, key)


def click_cell(view: QAbstractItemView, index: QModelIndex, *, double: bool = False) -> None:
    """Click (or double-click) a cell of a table, scrolled into view first."""
    view.scrollTo(index)
    wait(1)
    where = view.visualRect(index).center()
    if double:
        QTest.mouseDClick(view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, where)
    else:
        QTest.mouseClick(view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, where)
    wait(1)


def type_in_cell(view: QAbstractItemView, index: QModelIndex, text: str) -> None:
    """Click a cell, double-click it, type over what it holds, press Enter: what typing a count into a grid is."""
    click_cell(view, index)
    click_cell(view, index, double=True)
    editors = [e for e in view.viewport().findChildren(QLineEdit) if e.isVisible()]
    check(editors, f"double-clicking row {index.row() + 1}, column {index.column() + 1} opened no editor")
    editor = editors[0]
    editor.selectAll()
    keys(editor, text)
    QTest.keyClick(editor, Qt.Key.Key_Return)
    wait(1)


def menu_entry(window: QMainWindow, menu_title: str, entry_title: str) -> None:
    """Open a menu of the menu bar with a click, then click its entry (as the mouse does it)."""
    bar = window.menuBar()
    menus = {a.text(): a for a in bar.actions() if a.menu() is not None}
    top = menus.get(menu_title)
    check(top is not None, f"there is no menu {menu_title!r} (menus: {', '.join(menus)})")
    assert top is not None
    QTest.mouseClick(bar, LEFT, Qt.KeyboardModifier.NoModifier, bar.actionGeometry(top).center())
    menu = top.menu()
    assert isinstance(menu, QMenu)
    until(menu.isVisible, f"the menu {menu_title!r} did not open")
    wait(30)  # mapped and painted
    entries = {a.text(): a for a in menu.actions() if not a.isSeparator()}
    entry = entries.get(entry_title)
    check(entry is not None, f"the menu {menu_title!r} has no entry {entry_title!r} (it has: {', '.join(entries)})")
    assert entry is not None
    check(entry.isEnabled(), f"the menu entry {entry_title!r} is greyed out")
    QTest.mouseClick(menu, LEFT, Qt.KeyboardModifier.NoModifier, menu.actionGeometry(entry).center())
    wait(1)


def dialog_button(dialog: QDialog, role: QDialogButtonBox.StandardButton) -> QAbstractButton:
    """The dialog's OK (or Yes, Open ...) button, as its button box shows it."""
    if isinstance(dialog, QMessageBox):
        found = dialog.button(QMessageBox.StandardButton(role.value))
        check(found is not None, f"the message {dialog.text()!r} has no such button")
        assert found is not None
        return found
    for box in dialog.findChildren(QDialogButtonBox):
        found = box.button(role)
        if found is not None and found.isVisible():
            return found
    raise Wrong(f"the dialog {dialog.windowTitle()!r} has no {role.name} button")


Look = Callable[[QWidget, str], None]
Handler = Callable[[QDialog], None]


@dataclass
class Expected:
    what: str
    matches: Callable[[QDialog], bool]
    handler: Handler
    answered: bool = False


@dataclass
class Answerer:
    """Answers the modal dialogs the night opens: each expected one with its own hands (after ``look`` has checked
    and photographed it); an unexpected one (the crash handler's message too) is noted and closed."""

    look: Look
    expected: list[Expected] = field(default_factory=list)
    unexpected: list[str] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.timer = QTimer()
        self.timer.setInterval(40)
        self.timer.timeout.connect(self._answer)
        self.timer.start()

    def expect(self, what: str, matches: Callable[[QDialog], bool], handler: Handler) -> Expected:
        entry = Expected(what, matches, handler)
        self.expected.append(entry)
        return entry

    def _answer(self) -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog) or not dialog.isVisible():
            return
        self.timer.stop()  # a handler may open another dialog: one at a time
        try:
            entry = next((e for e in self.expected if not e.answered and e.matches(dialog)), None)
            if entry is None:
                said = dialog.text() if isinstance(dialog, QMessageBox) else ""
                self.unexpected.append(f"{type(dialog).__name__} {dialog.windowTitle()!r} {said}".strip())
                dialog.reject()
                return
            entry.answered = True
            try:
                wait(60)  # laid out and painted before it is looked at
                self.look(dialog, entry.what)
                entry.handler(dialog)
            except Exception as err:
                self.failures.append(f"{entry.what}: {err}")
                if dialog.isVisible():
                    dialog.reject()
        finally:
            self.timer.start()

    def answered(self, entry: Expected, seconds: float = WAIT_SECONDS) -> None:
        """Wait until ``entry``'s dialog was answered; what went wrong in it is this step's failure."""
        until(lambda: entry.answered or self.failures or self.unexpected, f"the dialog {entry.what!r} did not open",
              seconds)
        self.raise_problems()
        until(lambda: QApplication.activeModalWidget() is None, f"the dialog {entry.what!r} stayed open", seconds)

    def raise_problems(self) -> None:
        if self.failures:
            raise Wrong(self.failures.pop(0))
        if self.unexpected:
            raise Wrong(f"a dialog nobody expected opened: {self.unexpected.pop(0)}")

