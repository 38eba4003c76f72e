"""Edit › Hot keys…: every keyboard action of the console with its key, to change, clear or put back as it came.

The dialog only shows and asks: which keys are allowed is the caller's ``refused`` (the console's hot keys,
:mod:`floor.ui.console.hotkeys`). A refused key is said in one line and the field goes back to the key it had, so
OK only ever keeps keys that were allowed; after OK, :attr:`HotKeysDialog.chosen` are the keys to keep.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QKeySequenceEdit,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from floor.ui.common.colours import OK_STYLE as SAID_STYLE
from floor.ui.common.colours import PROBLEM_STYLE as REFUSED_STYLE
from floor.ui.common.language import tr

PORTABLE = QKeySequence.SequenceFormat.PortableText
FIELD_WIDTH = 180
HINT_MARGIN = 24  # the key field's frame and padding around its hint
Refusal = Callable[[Mapping[str, str], str, str], str]  # (every action's key, the action, its new key) -> why not


class HotKeysDialog(QDialog):
    """Every action (id, name, key out of the box) with a key field; OK keeps :attr:`chosen`, Cancel nothing."""

    def __init__(self, actions: Sequence[tuple[str, str, str]], keys: Mapping[str, str], refused: Refusal,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("HotKeysDialog", "Floor — hot keys"))
        self.refused = refused
        self.defaults = {action: default for action, _name, default in actions}
        self.keys = {action: keys.get(action, "") for action in self.defaults}
        self.chosen: dict[str, str] = {}
        self.names: dict[str, QLabel] = {}
        self.fields: dict[str, QKeySequenceEdit] = {}
        self.clear_buttons: dict[str, QPushButton] = {}
        intro = QLabel(tr("HotKeysDialog", "Click an action's key and press the new one (Ctrl, Alt or Shift with "
                                           "it, as you like). A key can start one action only."))
        intro.setWordWrap(True)
        grid = QGridLayout()
        for row, (action, name, _default) in enumerate(actions):
            label = QLabel(name)
            field = QKeySequenceEdit(QKeySequence.fromString(self.keys[action], PORTABLE))
            field.setMaximumSequenceLength(1)
            hint = field.findChild(QLineEdit)  # (the field's own line, whose hint says to press a key)
            room = 0 if hint is None else hint.fontMetrics().horizontalAdvance(hint.placeholderText()) + HINT_MARGIN
            field.setMinimumWidth(max(FIELD_WIDTH, room))
            field.editingFinished.connect(lambda action=action: self.pressed(action))
            clear = QPushButton(tr("HotKeysDialog", "No key"))
            clear.clicked.connect(lambda _checked=False, action=action: self.clear_key(action))
            label.setBuddy(field)
            grid.addWidget(label, row, 0)
            grid.addWidget(field, row, 1)
            grid.addWidget(clear, row, 2)
            self.names[action], self.fields[action], self.clear_buttons[action] = label, field, clear
        grid.setColumnStretch(1, 1)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setVisible(False)
        buttons = QDialogButtonBox.StandardButton
        self.buttons = QDialogButtonBox(buttons.Ok | buttons.Cancel | buttons.RestoreDefaults)
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(buttons.RestoreDefaults).clicked.connect(lambda _checked=False: self.restore_defaults())
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(grid)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        # A key field takes every key, Esc and Enter too: the dialog opens on OK, so that they close it as usual.
        self.buttons.button(buttons.Ok).setFocus()

    def key(self, action: str) -> str:
        """What the field of ``action`` shows, as portable text ("" for no key)."""
        return self.fields[action].keySequence().toString(PORTABLE)

    def say(self, text: str, *, refused: bool = False) -> None:
        self.message.setText(text)
        self.message.setStyleSheet(REFUSED_STYLE if refused else SAID_STYLE)
        self.message.setVisible(bool(text))

    def pressed(self, action: str) -> None:
        """A new key pressed in a field: taken, or refused in one line and the field shows its key again."""
        new = self.key(action)
        if new == self.keys[action]:
            return
        reason = self.refused(self.keys, action, new)
        if reason:
            self.say(reason, refused=True)
            self.fields[action].setKeySequence(QKeySequence.fromString(self.keys[action], PORTABLE))
            return
        self.keys[action] = new
        self.say("")

    def clear_key(self, action: str) -> None:
        """No key for this action (the menu entry and the button still do it)."""
        self.fields[action].clear()
        self.keys[action] = ""
        self.say("")

    def restore_defaults(self) -> None:
        """Every action on its key out of the box (kept only with OK)."""
        self.keys = dict(self.defaults)
        for action, field in self.fields.items():
            field.setKeySequence(QKeySequence.fromString(self.keys[action], PORTABLE))
        self.say(tr("HotKeysDialog", "The keys Floor came with are back: OK keeps them"))

    def save(self) -> None:
        """OK: the keys as shown, each checked again against the others; one refused and nothing is kept."""
        for action, key in self.keys.items():
            reason = self.refused(self.keys, action, key)
            if reason:
                self.say(reason, refused=True)
                return
        self.chosen = dict(self.keys)
        self.accept()
