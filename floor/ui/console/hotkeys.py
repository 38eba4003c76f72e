"""The console's keyboard actions: each one's id in the desk's settings, its name, its key out of the box and the
console method its button or menu entry calls (a key is only another way to press it: no rule of its own).

Which keys the floor may choose is decided here (:func:`refused`), not in the dialog that asks: a key already
another action's, one that would be typed into a text field instead, one the fields or the menus need. The keys are
kept per desk (:attr:`DeskSettings.hot_keys`); a damaged or unknown value falls back to the key out of the box.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QKeyCombination, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLineEdit, QPushButton, QTabWidget, QWidget

from floor.i18n.catalog import marked
from floor.ui.common.enabling import with_tip
from floor.ui.common.language import tr
from floor.ui.common.settings import DeskSettings
from floor.ui.setup.hotkeys_dialog import HotKeysDialog

PORTABLE = QKeySequence.SequenceFormat.PortableText
SHOWN = QKeySequence.SequenceFormat.NativeText
CLOCK = "clock"  # the one action plain Space may start: a text field types the space instead, as it always did
FIRST_SPECIAL_KEY = 0x01000000  # Qt's codes from here on are keys that type nothing (F1, arrows, Esc)
TYPING_KEYS = frozenset({Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Backspace, Qt.Key.Key_Return,
                         Qt.Key.Key_Enter, Qt.Key.Key_Insert, Qt.Key.Key_Delete, Qt.Key.Key_Escape, Qt.Key.Key_Home,
                         Qt.Key.Key_End, Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Right, Qt.Key.Key_Down,
                         Qt.Key.Key_PageUp, Qt.Key.Key_PageDown})
"""Keys that, without Ctrl or Alt, move or edit in a text field or a list."""
FIELD_KEYS = (QKeySequence.StandardKey.Copy, QKeySequence.StandardKey.Cut, QKeySequence.StandardKey.Paste,
              QKeySequence.StandardKey.SelectAll)
"""The text fields' and lists' own keys: an action on Ctrl+C would bust a player while the floor copies a name."""
KEY_WORDS = (
    marked("QShortcut", "Space"), marked("QShortcut", "Esc"), marked("QShortcut", "Tab"),
    marked("QShortcut", "Backspace"), marked("QShortcut", "Return"), marked("QShortcut", "Enter"),
    marked("QShortcut", "Ins"), marked("QShortcut", "Del"), marked("QShortcut", "Home"), marked("QShortcut", "End"),
    marked("QShortcut", "Left"), marked("QShortcut", "Up"), marked("QShortcut", "Right"),
    marked("QShortcut", "Down"), marked("QShortcut", "PgUp"), marked("QShortcut", "PgDown"),
    marked("QShortcut", "Pause"), marked("QShortcut", "Print"), marked("QShortcut", "Menu"),
    marked("QKeySequenceEdit", "Press shortcut"),
)
"""Qt's names of keys (and its key field's hint), marked so that Floor's catalogs carry them where Qt has none."""


class KeyedConsole(Protocol):
    """What a key presses on the console (``floor/ui/console/window.py``'s ``Console``, which builds the keys):
    named here, so that the keys need not import the window that imports them."""

    @property
    def tabs(self) -> QTabWidget: ...
    @property
    def name_field(self) -> QLineEdit: ...
    @property
    def buttons(self) -> Mapping[str, QPushButton]: ...
    @property
    def undo_button(self) -> QPushButton: ...

    def window(self) -> QWidget: ...
    def undo(self) -> None: ...
    def redo(self) -> None: ...
    def toggle_clock(self) -> None: ...
    def bust_selected(self) -> None: ...
    def buy(self, key: str) -> None: ...
    def open_big_screen(self) -> None: ...
    def open_dealer(self) -> object: ...
    def enable_undo(self) -> None: ...
    def say(self, text: str, *, refused: bool = False) -> None: ...


@dataclass(frozen=True)
class HotKey:
    """One keyboard action of the console."""

    id: str  # its name in the settings (hotkeys/<id>): never changes
    context: str
    name: str  # (marked: translated where shown)
    default: str  # the key out of the box, as portable text ("" for none)
    run: Callable[[KeyedConsole], object]

    def label(self) -> str:
        return tr(self.context, self.name)


def _register(console: KeyedConsole) -> None:
    """To the name field on the Players tab, ready to type (Register itself needs a name: Enter presses it)."""
    for index in range(console.tabs.count()):
        page = console.tabs.widget(index)
        if page is not None and page.isAncestorOf(console.name_field):
            console.tabs.setCurrentIndex(index)
    console.name_field.setFocus()
    console.name_field.selectAll()


def _press(key: str) -> Callable[[KeyedConsole], object]:
    """What a clock button calls, greyed out or not: a refused action says why in the message line."""
    return lambda console: console.buttons[key].clicked.emit()


HOT_KEYS: tuple[HotKey, ...] = (
    HotKey("undo", "Console", marked("Console", "Undo the last action"), "Ctrl+Z", lambda c: c.undo()),
    HotKey("redo", "Console", marked("Console", "Redo"), "Ctrl+Shift+Z", lambda c: c.redo()),
    HotKey(CLOCK, "Console", marked("Console", "Start or pause the clock"), "Space", lambda c: c.toggle_clock()),
    HotKey("next_level", "Hotkeys", marked("Hotkeys", "Next level"), "F8", _press("next")),
    HotKey("previous_level", "Hotkeys", marked("Hotkeys", "Previous level"), "F7", _press("previous")),
    HotKey("minute_more", "Hotkeys", marked("Hotkeys", "One minute more"), "F6", _press("plus")),
    HotKey("minute_less", "Hotkeys", marked("Hotkeys", "One minute less"), "F5", _press("minus")),
    HotKey("register", "Hotkeys", marked("Hotkeys", "Register: to the name field"), "Ctrl+N", _register),
    HotKey("bust", "Console", marked("Console", "Bust selected"), "Ctrl+B", lambda c: c.bust_selected()),
    HotKey("rebuy", "Console", marked("Console", "Rebuy"), "Ctrl+R", lambda c: c.buy("rebuy")),
    HotKey("addon", "Console", marked("Console", "Add-on"), "Ctrl+D", lambda c: c.buy("addon")),
    HotKey("reenter", "Console", marked("Console", "Re-enter"), "Ctrl+E", lambda c: c.buy("reenter")),
    HotKey("reinstate", "Console", marked("Console", "Reinstate"), "", lambda c: c.buy("reinstate")),
    HotKey("clock_display", "Console", marked("Console", "Clock display"), "F11", lambda c: c.open_big_screen()),
    HotKey("dealer_station", "Console", marked("Console", "Dealer station"), "F12", lambda c: c.open_dealer()),
)
BY_ID = {hot.id: hot for hot in HOT_KEYS}
DEFAULTS = {hot.id: hot.default for hot in HOT_KEYS}


def _first(sequence: QKeySequence) -> QKeyCombination:
    first: QKeyCombination = sequence[0]  # type: ignore[index]  # (PySide6's stubs lack QKeySequence's [])
    return first


def _sequence(text: str) -> QKeySequence | None:
    """One key (with its modifiers) read from portable text, or None when it is not one Qt knows."""
    sequence = QKeySequence.fromString(text, PORTABLE)
    if sequence.count() != 1 or _first(sequence).key() == Qt.Key.Key_unknown:
        return None
    return sequence


def normal(text: str) -> str:
    """The key as Qt writes it in portable text ("ctrl+n" is "Ctrl+N"); "" when there is none or it is unreadable."""
    sequence = _sequence(text)
    return "" if sequence is None else sequence.toString(PORTABLE)


def shown(text: str) -> str:
    """The key in the desktop's words ("Пробел" in Russian)."""
    return QKeySequence.fromString(text, PORTABLE).toString(SHOWN)


def refused(keys: Mapping[str, str], action: str, key: str) -> str:
    """Why ``action`` may not have ``key`` while the other actions have ``keys``; "" when it may (no key is fine)."""
    if not key:
        return ""
    sequence = _sequence(key)
    if sequence is None:
        return tr("Hotkeys", "{key} is not a single key Floor can use", key=key)
    combination = _first(sequence)
    pressed, modifiers = combination.key(), combination.keyboardModifiers()
    held = modifiers & ~(Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier)
    name = shown(key)
    if held == Qt.KeyboardModifier.NoModifier and pressed.value < FIRST_SPECIAL_KEY:
        if pressed != Qt.Key.Key_Space or modifiers != Qt.KeyboardModifier.NoModifier:
            return tr("Hotkeys", "{key} alone would be typed into the text fields: add Ctrl or Alt", key=name)
        if action != CLOCK:  # (a text field types the space: only the clock has always started on it)
            return tr("Hotkeys", "{key} alone is kept for the clock: add Ctrl or Alt", key=name)
    if held == Qt.KeyboardModifier.NoModifier and pressed in TYPING_KEYS:
        return tr("Hotkeys", "{key} alone moves or edits in the text fields and lists: add Ctrl or Alt", key=name)
    if held == Qt.KeyboardModifier.AltModifier and pressed.value < FIRST_SPECIAL_KEY:
        return tr("Hotkeys", "{key} opens the menus: add Ctrl", key=name)
    if any(sequence.matches(own) == QKeySequence.SequenceMatch.ExactMatch
           for standard in FIELD_KEYS for own in QKeySequence.keyBindings(standard)):
        return tr("Hotkeys", "{key} copies, cuts, pastes or selects in the text fields: choose another", key=name)
    for other, theirs in keys.items():
        if other != action and other in BY_ID and theirs and normal(theirs) == normal(key):
            return tr("Hotkeys", "{key} is already the key of “{action}”", key=name, action=BY_ID[other].label())
    return ""


def keys_of(stored: Mapping[str, str]) -> dict[str, str]:
    """Every action's key: the stored one where Floor may use it, else the one out of the box (a damaged settings
    file, an action Floor no longer has, two actions stored on one key: nothing crashes, no key starts two)."""
    keys = dict(DEFAULTS)
    for action in keys:
        if action in stored:
            chosen = stored[action]
            if not chosen or (normal(chosen) and not refused({}, action, chosen)):
                keys[action] = normal(chosen)
    while clashing := [a for a in keys if keys[a] != DEFAULTS[a] and refused(keys, a, keys[a])]:
        keys[clashing[0]] = DEFAULTS[clashing[0]]  # (the defaults never clash: each pass ends one clash)
    return keys


class ConsoleKeys:
    """The console's keyboard actions as QActions on its window, on the keys this desk chose; Edit › Hot keys…
    changes them at once (and for the consoles built after, from the desk's settings)."""

    def __init__(self, console: KeyedConsole, desk: DeskSettings | None) -> None:
        self.console = console
        self.desk = desk
        self.keys = keys_of(desk.hot_keys if desk is not None else {})
        self.actions: dict[str, QAction] = {}
        self.dialog: HotKeysDialog | None = None
        window = console.window()  # (the console is a window of its own: itself)
        for hot in HOT_KEYS:
            action = QAction(hot.label(), window)
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(lambda _checked=False, hot=hot: hot.run(console))
            window.addAction(action)
            self.actions[hot.id] = action
        self.apply(self.keys)

    def apply(self, keys: Mapping[str, str]) -> None:
        """Each action on its key from now on; the buttons that name their key name the new one."""
        self.keys = dict(keys)
        for action, entry in self.actions.items():
            entry.setShortcut(QKeySequence.fromString(self.keys[action], PORTABLE))
        console, clock, undo = self.console, shown(self.keys[CLOCK]), shown(self.keys["undo"])
        console.buttons["pause"].setText(tr("Hotkeys", "Pause ({key})", key=clock) if clock
                                         else tr("Hotkeys", "Pause"))
        console.buttons["resume"].setText(tr("Hotkeys", "Resume ({key})", key=clock) if clock
                                          else tr("Hotkeys", "Resume"))
        with_tip(console.undo_button, tr("Hotkeys", "Take back the last action ({key})", key=undo) if undo
                 else tr("Hotkeys", "Take back the last action"))

    def change(self) -> HotKeysDialog:
        """Edit › Hot keys…: every action with its key; OK keeps the keys for this desk and uses them at once."""
        dialog = HotKeysDialog([(hot.id, hot.label(), hot.default) for hot in HOT_KEYS], self.keys, refused,
                               self.console.window())
        dialog.accepted.connect(lambda: self._chosen(dialog.chosen))
        dialog.setModal(True)
        dialog.show()
        self.dialog = dialog  # kept alive while it is open
        return dialog

    def _chosen(self, keys: Mapping[str, str]) -> None:
        if self.desk is not None:
            self.desk.hot_keys = dict(keys)
            self.desk.sync()
        self.apply(keys)
        self.console.enable_undo()  # the undo button's tooltip: its own again, or why it is greyed out
        self.console.say(tr("Hotkeys", "Hot keys saved"))
