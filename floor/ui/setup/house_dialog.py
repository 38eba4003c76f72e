"""House settings…: the house settings this tournament runs with, in words, changed as one event.

Every setting Floor reads (:mod:`floor.procedures.house_words`: seating and tables, the chip race and stud,
decks and misdeals, the showdown and the room) is a row with its name, what it decides, the rules it
chooses between and the value in force; each choice is said in words, with what it means under the box
and the rules' own text in the tooltip, so the floor needs no other document. The dialog returns only
what the floor changed; :func:`floor.tournament.house.set_house` checks the changes and records them, so
earlier rulings keep the settings they were made with.
"""

from __future__ import annotations

from collections.abc import Mapping
from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from floor.core.games import GAMES
from floor.procedures import house_words as W
from floor.procedures.profile import defaults, tournament_settings
from floor.procedures.rulebook import Rulebook, load_rulebook
from floor.tournament.state import TournamentState
from floor.ui.clock.board import game_name
from floor.ui.common.language import current, spoken, tr
from floor.ui.common.placement import fit_to_screen

NUMBERS = (0, 99)  # a number box's range; the tournament function refuses what it cannot use
WIDTH, HEIGHT = 1240, 680


def rules_text(rules: tuple[str, ...], book: Rulebook | None = None) -> str:
    """Each rule a setting chooses between, with its own words: a rulebook row's title, or the rule's text."""
    language = current()
    lines = []
    for rule in rules:
        code = W.rule_text(rule)
        text = spoken(code) if code is not None else None
        if text is None and book is not None:
            text = book.row(rule).words(language).title
        lines.append(tr("HouseDialog", "{rule}: {text}", rule=rule, text=text or ""))
    return "\n".join(lines)


def said_changes(changes: Mapping[str, object]) -> str:
    """The changes in words for the message line: "Jokers: Never a misdeal…; Most players apart…: 3"."""
    parts: list[str] = []
    for key, value in changes.items():
        if key == "deck_spec" and isinstance(value, Mapping):
            before = defaults().get("deck_spec")
            sizes = [tr("HouseDialog", "{game}: {cards}", game=game_name(game), cards=spoken(W.choice(key, size)))
                     for game, size in value.items() if not isinstance(before, Mapping) or before.get(game) != size]
            said = "; ".join(sizes) or spoken(W.choice(key, 52))
        else:
            said = spoken(W.choice(key, value)) if W.shown(key) else str(value)
        parts.append(tr("HouseDialog", "{setting}: {choice}", setting=spoken(W.name(key)) if W.shown(key) else key,
                        choice=said))
    return "; ".join(parts)


def _label(setting: W.Setting) -> QLabel:
    """The name in bold, what it decides under it, and the rules it chooses between."""
    rules = ", ".join(setting.rules)
    small = escape(spoken(W.explanation(setting.key)))
    if rules:
        small = tr("HouseDialog", "{explanation} ({rules})", explanation=small, rules=rules)
    shown = f"<b>{escape(spoken(W.name(setting.key)))}</b><br><small>{small}</small>"  # translated parts
    label = QLabel(shown)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setMinimumWidth(320)
    return label


class HouseDialog(QDialog):
    """A tab per group of settings, a row per setting: its name, what it decides, and its value."""

    def __init__(self, state: TournamentState, parent: QWidget | None = None, book: Rulebook | None = None) -> None:
        super().__init__(parent)
        self.book = book or load_rulebook()
        self.setWindowTitle(tr("HouseDialog", "House settings"))
        in_force = tournament_settings(state)
        self.before: dict[str, object] = {s.key: in_force[s.key] for s in W.SETTINGS}
        self.choices: dict[str, QComboBox] = {}
        self.numbers: dict[str, QSpinBox] = {}
        self.decks: dict[str, QComboBox] = {}
        self.meanings: dict[str, QLabel] = {}
        said = QLabel(tr("HouseDialog", "The house rules this tournament runs with. A change applies from now on; the "
                                        "log keeps which setting each earlier decision was made with. Point at a "
                                        "setting to read the rules it chooses between."))
        said.setWordWrap(True)
        self.tabs = QTabWidget()
        for group, _ in W.GROUPS:
            self.tabs.addTab(self._page(group), spoken(W.group_name(group)))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Save).setText(tr("HouseDialog", "Save"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("HouseDialog", "Cancel"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(said)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)
        fit_to_screen(self, WIDTH, HEIGHT)

    # -- the rows ----------------------------------------------------------------------------------------------
    def _page(self, group: str) -> QScrollArea:
        page = QWidget()
        grid = QGridLayout(page)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        grid.setVerticalSpacing(10)
        settings = sorted((s for s in W.SETTINGS if s.group == group), key=lambda s: s.kind == W.PER_GAME)
        for row, setting in enumerate(settings):
            label = _label(setting)
            tip = rules_text(setting.rules, self.book)
            label.setToolTip(tip)
            grid.addWidget(label, row, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(self._field(setting, tip), row, 1, Qt.AlignmentFlag.AlignTop)
        grid.setRowStretch(len(settings), 1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(page)
        return scroll

    def _field(self, setting: W.Setting, tip: str) -> QWidget:
        key, value = setting.key, self.before[setting.key]
        if setting.kind == W.NUMBER:
            spin = QSpinBox()
            spin.setRange(*NUMBERS)
            spin.setValue(value if isinstance(value, int) and not isinstance(value, bool) else 0)
            spin.setToolTip(tip)
            self.numbers[key] = spin
            return spin
        if setting.kind == W.PER_GAME:
            return self._decks(setting, value, tip)
        box = self._box(setting, value, tip)
        self.choices[key] = box
        meaning = QLabel()
        meaning.setWordWrap(True)
        self.meanings[key] = meaning
        box.currentIndexChanged.connect(lambda _, k=key: self._explain(k))
        self._explain(key)
        holder = QWidget()
        column = QVBoxLayout(holder)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(box)
        column.addWidget(meaning)
        return holder

    def _box(self, setting: W.Setting, value: object, tip: str) -> QComboBox:
        box = QComboBox()
        for choice, _, _ in setting.choices:
            box.addItem(spoken(W.choice(setting.key, choice)), choice)
            box.setItemData(box.count() - 1, spoken(W.choice_explanation(setting.key, choice)),
                            Qt.ItemDataRole.ToolTipRole)
        box.setCurrentIndex(max(0, self._index(box, value)))
        box.setToolTip(tip)
        box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        return box

    def _decks(self, setting: W.Setting, value: object, tip: str) -> QWidget:
        """One box per game: how many cards its deck holds."""
        holder = QWidget()
        grid = QGridLayout(holder)
        grid.setContentsMargins(0, 0, 0, 0)
        sizes = value if isinstance(value, Mapping) else {}
        shipped = defaults().get("deck_spec")
        for i, game in enumerate(GAMES):
            natural = shipped.get(game, 52) if isinstance(shipped, Mapping) else 52
            box = self._box(setting, sizes.get(game, natural), tip)
            self.decks[game] = box
            grid.addWidget(QLabel(game_name(game)), i // 2, 2 * (i % 2))
            grid.addWidget(box, i // 2, 2 * (i % 2) + 1)
        return holder

    @staticmethod
    def _index(box: QComboBox, value: object) -> int:
        return next((i for i in range(box.count()) if box.itemData(i) == value
                     and type(box.itemData(i)) is type(value)), -1)

    def _explain(self, key: str) -> None:
        """What the choice shown means, and whether it is the default (or what the default is)."""
        chosen, default = self.choices[key].currentData(), defaults().get(key)
        said = spoken(W.choice_explanation(key, chosen))
        if chosen == default and type(chosen) is type(default):
            said = tr("HouseDialog", "{explanation} This is the default.", explanation=said)
        else:
            said = tr("HouseDialog", "{explanation} By default: {choice}.", explanation=said,
                      choice=spoken(W.choice(key, default)))
        self.meanings[key].setText(said)

    # -- what the floor chose ----------------------------------------------------------------------------------
    def values(self) -> dict[str, object]:
        """Every setting with the value the dialog shows."""
        shown: dict[str, object] = {key: box.currentData() for key, box in self.choices.items()}
        shown.update({key: spin.value() for key, spin in self.numbers.items()})
        shown["deck_spec"] = {game: box.currentData() for game, box in self.decks.items()}
        return {key: shown[key] for key in self.before}

    def set_value(self, key: str, value: object, game: str | None = None) -> None:
        """What choosing a value does (the tests use it); ``game`` for a deck size."""
        if key in self.numbers and isinstance(value, int):
            self.numbers[key].setValue(value)
            return
        box = self.decks[game] if key == "deck_spec" and game is not None else self.choices[key]
        box.setCurrentIndex(self._index(box, value))

    def changes(self) -> dict[str, object]:
        """Only the settings whose value the floor changed."""
        return {key: value for key, value in self.values().items() if value != self.before[key]}
