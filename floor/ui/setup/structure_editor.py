"""The blind-structure editor: levels and breaks edited in place, checked as they are typed.

The table holds exactly what the floor manager typed. Reading that text as numbers is the
editor's job (as every window reads a number: :func:`floor.ui.common.typed_numbers.whole_number`), so
"abc" in a cell is named by its row and column; whether the numbers make a playable structure is
:mod:`floor.tournament.structure`'s: the editor builds the JSON, asks
:func:`~floor.tournament.structure.structure_from_json` and shows the refusal under the table and on the
row the refusal carries (:class:`~floor.tournament.structure.StructureError`), in any language. No rule
lives here.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from floor.core.errors import FloorError
from floor.core.files import write_whole
from floor.core.games import GAMES
from floor.core.textinput import decode, loads
from floor.i18n.catalog import marked
from floor.tournament.importing import read_file
from floor.tournament.structure import (
    ANTE_KINDS,
    Break,
    Item,
    Structure,
    StructureError,
    structure_from_json,
    structure_to_json,
    template,
    template_names,
)
from floor.ui.clock.board import GAME_NAMES, game_name
from floor.ui.common.colours import OK_STYLE, REFUSED_STYLE
from floor.ui.common.language import number, spoken, tr
from floor.ui.common.typed_numbers import whole_number

PROBLEM_ROW = QColor("#ffcdd2")
PROBLEM_CELL = QColor("#ef9a9a")
BREAK_ROW = QColor("#e8eef6")
FIELD_PROBLEM_STYLE = "background: #ffcdd2;"

Index = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True, slots=True)
class Column:
    """One column of the table: the row field it shows, its header and how a message names it."""

    key: str
    header: str  # marked: translated where shown
    what: str  # "the big blind": the words of a message about this cell (marked too)
    kinds: tuple[str, ...]  # the row kinds that have this cell
    choices: tuple[str, ...] = ()  # a fixed list, edited with a drop-down
    number: bool = False


COLUMNS: tuple[Column, ...] = (
    Column("kind", marked("StructureEditor", "Kind"), marked("StructureEditor", "the kind"), ("level", "break"),
           (marked("StructureEditor", "Level"), marked("StructureEditor", "Break"))),
    Column("small_blind", marked("StructureEditor", "Small blind"), marked("StructureEditor", "the small blind"),
           ("level",), number=True),
    Column("big_blind", marked("StructureEditor", "Big blind"), marked("StructureEditor", "the big blind"), ("level",),
           number=True),
    Column("ante", marked("StructureEditor", "Ante"), marked("StructureEditor", "the ante"), ("level",), number=True),
    Column("ante_kind", marked("StructureEditor", "Ante kind"), marked("StructureEditor", "the ante kind"), ("level",),
           ANTE_KINDS),
    Column("minutes", marked("StructureEditor", "Minutes"), marked("StructureEditor", "the length in minutes"),
           ("level", "break"), number=True),
    Column("game", marked("StructureEditor", "Game"), marked("StructureEditor", "the game"), ("level",), GAMES),
    Column("color_up", marked("StructureEditor", "Color-up"), marked("StructureEditor", "the color-up"), ("break",)),
)
COLUMN = {column.key: i for i, column in enumerate(COLUMNS)}

ANTE_KIND_NAMES = {"none": marked("StructureEditor", "None"), "ante": marked("StructureEditor", "Every player"),
                   "big-blind": marked("StructureEditor", "Big blind")}
"""Who pays the ante, as the "Ante kind" cells say it."""

TEMPLATE_WORDS = {
    "standard": (marked("Templates", "Standard"),
                 marked("Templates", "20-minute levels, a 15-minute break every 5 levels, big-blind ante from level "
                                     "4. Suits a 30,000 starting stack.")),
    "turbo": (marked("Templates", "Turbo"),
              marked("Templates", "12-minute levels, a 10-minute break every 6 levels, big-blind ante from level 3. "
                                  "Suits a 20,000 starting stack and a 4-5 hour event.")),
    "deep-stack": (marked("Templates", "Deep stack"),
                   marked("Templates", "40-minute levels, a 20-minute break every 4 levels, big-blind ante from "
                                       "level 4. Suits a 50,000 starting stack.")),
    "horse": (marked("Templates", "HORSE"),
              marked("Templates", "Hold'em, Omaha hi-lo, Razz, Stud, Stud eight-or-better, one game per 20-minute "
                                  "level. small_blind/big_blind are the limits (small bet/big bet) in every game; "
                                  "stud games have an ante from every player. A 15-minute break after each round "
                                  "of five games.")),
}
"""The shipped templates' names and descriptions (as their files say them in English), for the catalogs."""


def template_title(name: str) -> str:
    """A shipped template's name in the desktop's language ("Turbo" for ``turbo``; the id for one Floor does not
    know)."""
    return tr("Templates", TEMPLATE_WORDS[name][0]) if name in TEMPLATE_WORDS else name


def spoken_template(name: str) -> Structure:
    """A shipped template with its name and description in the desktop's language (the levels as shipped)."""
    structure = template(name)
    if name not in TEMPLATE_WORDS:
        return structure
    title, about = TEMPLATE_WORDS[name]
    description = tr("Templates", about) if structure.description == about else structure.description
    return replace(structure, name=tr("Templates", title), description=description)


def choice_words(key: str, value: str) -> str:
    """A drop-down cell's value in the desktop's language: a row kind, who pays the ante, a game."""
    if key == "kind":
        return tr("StructureEditor", value.capitalize())
    if key == "ante_kind":
        return tr("StructureEditor", ANTE_KIND_NAMES[value]) if value in ANTE_KIND_NAMES else value
    if key == "game":
        return game_name(value)
    return value


def choice_value(key: str, text: str) -> str:
    """The value a drop-down cell holds for ``text``: its id, or its words in the desktop's language or English."""
    wanted = text.strip().casefold()
    english = {"kind": {c: c for c in COLUMNS[0].choices}, "ante_kind": ANTE_KIND_NAMES, "game": GAME_NAMES}[key]
    for value, source in english.items():
        if wanted in (value.casefold(), source.casefold(), choice_words(key, value).casefold()):
            return value.lower() if key == "kind" else value
    return text.strip()
CHIPS = "chips"  # the chips field, named like a column by EntryError

_LIST_SEPARATORS = re.compile(r"[,;\s]+")


@dataclass(frozen=True, slots=True)
class Row:
    """One line of the table, as typed: a level or a break (a break keeps its level cells, hidden)."""

    kind: str = "level"
    small_blind: str = ""
    big_blind: str = ""
    ante: str = "0"
    ante_kind: str = "none"
    minutes: str = ""
    game: str = "holdem"
    color_up: str = ""

    @classmethod
    def of(cls, item: Item) -> Row:
        if isinstance(item, Break):
            return cls(kind="break", minutes=str(item.minutes), color_up=", ".join(map(str, item.color_up)))
        return cls("level", str(item.small_blind), str(item.big_blind), str(item.ante), item.ante_kind,
                   str(item.minutes), item.game)

    def text(self, key: str) -> str:
        return str(getattr(self, key))


class EntryError(FloorError):
    """Text in a cell or field that is not what it must be: it names the row and the column."""

    code = "bad-entry"

    def __init__(self, message: str, *, row: int | None, column: str) -> None:
        super().__init__(message, code=self.code)
        self.row = row
        self.column = column


# --- reading the text ------------------------------------------------------------------------

def _levels(rows: list[Row]) -> list[int]:
    """Each row's level number (a break: the level before it)."""
    numbers: list[int] = []
    level = 0
    for row in rows:
        level += row.kind == "level"
        numbers.append(level)
    return numbers


def spoken_wheres(rows: list[Row]) -> list[str]:
    """How a floor manager names each row in the desktop's language: "level 7", "the break after level 6"."""
    return [tr("StructureEditor", "level {level}", level=level) if row.kind == "level"
            else tr("StructureEditor", "the break after level {level}", level=level)
            for row, level in zip(rows, _levels(rows), strict=True)]


def typed_number(text: str) -> int | None:
    """``text`` as a whole number of 0 or more, read as every window reads one ("1,500", "1 500"), or None."""
    try:
        return whole_number(text, "")
    except FloorError:
        return None


def _number(text: str, where: str, column: str, row: int | None, *, empty: int | None = None) -> int:
    what = tr("StructureEditor", COLUMNS[COLUMN[column]].what)
    if not text.strip() and empty is None:
        raise EntryError(tr("StructureEditor", "{where}: {what} is missing", where=where, what=what), row=row,
                         column=column)
    try:
        return whole_number(text, tr("StructureEditor", "{where}: {what}", where=where, what=what), empty=empty)
    except FloorError as err:
        raise EntryError(err.message, row=row, column=column) from None


def _denominations(text: str, refusal: Callable[[str], str], row: int | None, column: str) -> list[int]:
    chips: list[int] = []
    for word in _LIST_SEPARATORS.split(text.strip()):
        if not word:
            continue
        chip = typed_number(word)
        if chip is None:
            raise EntryError(refusal(repr(word)), row=row, column=column)
        chips.append(chip)
    return chips


def parse_chips(text: str) -> list[int]:
    """The chips field as denominations: "25, 100, 500" (commas, semicolons or spaces between)."""
    return _denominations(text, lambda word: tr("StructureEditor", "in the chips in play, {word} is not a chip "
                                                "denomination (whole numbers separated by commas, e.g. 25, 100)",
                                                word=word), None, CHIPS)


def _color_up(text: str, where: str, row: int) -> list[int]:
    return _denominations(text, lambda word: tr("StructureEditor", "{where}: in the color-up, {word} is not a chip "
                                                "denomination (whole numbers separated by commas, e.g. 25, 100)",
                                                where=where, word=word), row, "color_up")


def rows_to_json(rows: list[Row], chips: str, name: str = "", description: str = "") -> dict[str, Any]:
    """The structure JSON the rows mean; text that is not a number raises :class:`EntryError`.

    >>> rows_to_json([Row("level", "25", "5o", minutes="20")], "25")
    Traceback (most recent call last):
    ...
    floor.ui.setup.structure_editor.EntryError: level 1: the big blind must be a whole number, not '5o'
    """
    items: list[dict[str, Any]] = []
    for i, (row, where) in enumerate(zip(rows, spoken_wheres(rows), strict=True)):
        minutes = _number(row.minutes, where, "minutes", i)
        if row.kind == "break":
            color_up = _color_up(row.color_up, where, i)
            items.append({"kind": "break", "minutes": minutes, "color_up": color_up})
            continue
        items.append({"kind": "level",
                      "small_blind": _number(row.small_blind, where, "small_blind", i),
                      "big_blind": _number(row.big_blind, where, "big_blind", i),
                      "ante": _number(row.ante, where, "ante", i, empty=0),
                      "ante_kind": row.ante_kind, "minutes": minutes, "game": row.game})
    return {"name": name, "description": description, "chips": parse_chips(chips), "items": items}


def json_text(data: dict[str, Any]) -> str:
    """A structure file as the shipped ones read: one level or break a line."""
    lines = ["{"]
    lines += [f"  {json.dumps(key)}: {json.dumps(data[key])}," for key in ("name", "description", "chips")]
    lines.append('  "items": [')
    lines.append(",\n".join(f"    {json.dumps(item)}" for item in data["items"]))
    lines += ["  ]", "}", ""]
    return "\n".join(lines)


def ready(levels: int, breaks: int) -> str:
    """The structure plays: how many levels and breaks (each English plural its own sentence)."""
    if levels == 1 and breaks == 1:
        return tr("StructureEditor", "Ready to play: 1 level and 1 break")
    if levels == 1:
        return tr("StructureEditor", "Ready to play: 1 level and {breaks} breaks", breaks=breaks)
    if breaks == 1:
        return tr("StructureEditor", "Ready to play: {levels} levels and 1 break", levels=levels)
    return tr("StructureEditor", "Ready to play: {levels} levels and {breaks} breaks", levels=levels, breaks=breaks)


# --- the table -------------------------------------------------------------------------------

class StructureModel(QAbstractTableModel):
    """The rows as typed, with the problem (if any) marked on its row and cell."""

    edited = Signal()
    """The rows changed: typed into, inserted, removed, moved or replaced."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[Row] = []
        self.problem: tuple[int | None, int | None, str] = (None, None, "")

    # reading
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt's own default)
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        column = COLUMNS[index.column()]
        text = row.text(column.key)
        applies = row.kind in column.kinds
        if role == Qt.ItemDataRole.DisplayRole:
            if not applies:
                return ""
            if column.choices:
                return choice_words(column.key, text)
            return number(int(text)) if column.number and re.fullmatch(r"\d+", text) else text
        if role == Qt.ItemDataRole.EditRole:
            return text.capitalize() if column.key == "kind" else text
        problem_row, problem_column, message = self.problem
        if role == Qt.ItemDataRole.BackgroundRole:
            if index.row() == problem_row:
                return PROBLEM_CELL if index.column() == problem_column else PROBLEM_ROW
            return BREAK_ROW if row.kind == "break" else None
        if role == Qt.ItemDataRole.ToolTipRole:
            return message if index.row() == problem_row else None
        if role == Qt.ItemDataRole.TextAlignmentRole and column.number:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return tr("StructureEditor", COLUMNS[section].header)
        if not 0 <= section < len(self.rows) or self.rows[section].kind == "break":
            return ""
        return str(sum(1 for row in self.rows[: section + 1] if row.kind == "level"))

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if self.rows[index.row()].kind in COLUMNS[index.column()].kinds:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def choices(self, index: Index) -> tuple[str, ...]:
        """The values a drop-down offers for this cell (none: typed)."""
        return COLUMNS[index.column()].choices if index.isValid() else ()

    # editing
    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or role != Qt.ItemDataRole.EditRole:
            return False
        column = COLUMNS[index.column()]
        text = str(value).strip()
        if column.choices:
            text = choice_value(column.key, text)
        if column.key == "kind" and text not in column.kinds:
            return False
        typed = typed_number(text) if column.number else None
        if typed is not None:
            text = str(typed)
        row = self.rows[index.row()]
        if row.text(column.key) == text:
            return False
        self.rows[index.row()] = replace(row, **{column.key: text})
        if column.key == "kind":
            self.dataChanged.emit(self.index(index.row(), 0), self.index(index.row(), len(COLUMNS) - 1))
            self._renumber()
        else:
            self.dataChanged.emit(index, index)
        self.edited.emit()
        return True

    def set_rows(self, rows: list[Row]) -> None:
        self.beginResetModel()
        self.rows = list(rows)
        self.problem = (None, None, "")
        self.endResetModel()
        self.edited.emit()

    def insert(self, position: int, row: Row) -> None:
        self.beginInsertRows(QModelIndex(), position, position)
        self.rows.insert(position, row)
        self.endInsertRows()
        self._renumber()
        self.edited.emit()

    def remove(self, position: int) -> None:
        self.beginRemoveRows(QModelIndex(), position, position)
        del self.rows[position]
        self.endRemoveRows()
        self._renumber()
        self.edited.emit()

    def move(self, position: int, step: int) -> bool:
        """Swap the row at ``position`` with its neighbour ``step`` (-1 up, +1 down)."""
        target = position + step
        if not (0 <= position < len(self.rows) and 0 <= target < len(self.rows)):
            return False
        # Qt names the destination as the row it lands before, counted before the move.
        self.beginMoveRows(QModelIndex(), position, position, QModelIndex(), target + (step > 0))
        self.rows[position], self.rows[target] = self.rows[target], self.rows[position]
        self.endMoveRows()
        self._renumber()
        self.edited.emit()
        return True

    def set_problem(self, row: int | None, column: int | None, message: str) -> None:
        """Mark ``row`` (and ``column``, when known) with ``message``; None clears the mark."""
        old = self.problem[0]
        self.problem = (row, column, message)
        for changed in {old, row} - {None}:
            if changed is not None and 0 <= changed < len(self.rows):
                self.dataChanged.emit(self.index(changed, 0), self.index(changed, len(COLUMNS) - 1),
                     [Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ToolTipRole])

    def _renumber(self) -> None:
        if self.rows:
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, len(self.rows) - 1)


class _ChoiceDelegate(QStyledItemDelegate):
    """A drop-down for the cells with a fixed list (kind, ante kind, game); a text field for the rest."""

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: Index) -> QWidget:
        model = index.model()
        choices = model.choices(index) if isinstance(model, StructureModel) else ()
        if not choices:
            return super().createEditor(parent, option, index)
        combo = QComboBox(parent)
        key = COLUMNS[index.column()].key
        for choice in choices:  # in the desktop's language; the cell keeps the id
            combo.addItem(choice_words(key, choice), choice)
        combo.activated.connect(self._picked)
        return combo

    def setEditorData(self, editor: QWidget, index: Index) -> None:
        if isinstance(editor, QComboBox):
            editor.setCurrentIndex(max(0, editor.findData(str(index.data(Qt.ItemDataRole.EditRole)))))
        else:
            super().setEditorData(editor, index)

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: Index) -> None:
        if isinstance(editor, QComboBox):
            model.setData(index, editor.currentData(), Qt.ItemDataRole.EditRole)
        else:
            super().setModelData(editor, model, index)

    def _picked(self) -> None:
        """A choice picked is a choice made: no Enter needed."""
        combo = self.sender()
        if isinstance(combo, QComboBox):
            self.commitData.emit(combo)
            self.closeEditor.emit(combo, QAbstractItemDelegate.EndEditHint.NoHint)


# --- the widget ------------------------------------------------------------------------------

class StructureEditor(QWidget):
    """Levels and breaks in a table, checked after every edit; import and export as JSON files."""

    changed = Signal(object)
    """After every edit: the structure as it now stands, or None while it cannot be played."""

    def __init__(self, structure: Structure | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._structure: Structure | None = None
        self.message_text = ""
        self.folder = Path.home()

        self.template_chooser = QComboBox()
        for name in template_names():
            self.template_chooser.addItem(template_title(name), name)
        self.template_chooser.setPlaceholderText(tr("StructureEditor", "Choose one…"))
        self.template_chooser.setMinimumContentsLength(len(self.template_chooser.placeholderText()) + 1)
        self.template_chooser.setCurrentIndex(-1)
        self.template_chooser.currentIndexChanged.connect(self._enable)
        self.template_chooser.setToolTip(tr("StructureEditor",
                                            "A structure Floor ships; loading it replaces the table"))
        self.load_template_button = QPushButton(tr("StructureEditor", "Load template"))
        self.load_template_button.clicked.connect(self.load_chosen_template)
        self.import_button = QPushButton(tr("StructureEditor", "Import…"))
        self.import_button.clicked.connect(self.import_dialog)
        self.export_button = QPushButton(tr("StructureEditor", "Export…"))
        self.export_button.clicked.connect(self.export_dialog)
        top = QHBoxLayout()
        top.addWidget(QLabel(tr("StructureEditor", "Template")))
        top.addWidget(self.template_chooser)
        top.addWidget(self.load_template_button)
        top.addStretch(1)
        top.addWidget(self.import_button)
        top.addWidget(self.export_button)

        self.name_field = QLineEdit()
        self.name_field.setPlaceholderText(tr("StructureEditor", "e.g. Sunday Deepstack"))
        self.description_field = QPlainTextEdit()  # two lines: a description is often longer than the window
        self.description_field.setPlaceholderText(tr("StructureEditor",
                                                     "For the structure sheet: level length, breaks, starting stack"))
        self.description_field.setTabChangesFocus(True)
        lines = self.description_field.fontMetrics().lineSpacing() * 2
        self.description_field.setFixedHeight(lines + 2 * self.description_field.frameWidth()
                                              + 2 * round(self.description_field.document().documentMargin()) + 2)
        self.description_field.textChanged.connect(self.validate)
        self.chips_field = QLineEdit()
        self.chips_field.setPlaceholderText(tr("StructureEditor",
                                               "The denominations on the tables, e.g. 25, 100, 500, 1000, 5000"))
        for field in (self.name_field, self.chips_field):
            field.textEdited.connect(self.validate)
        form = QFormLayout()
        form.addRow(tr("StructureEditor", "Name"), self.name_field)
        form.addRow(tr("StructureEditor", "Description"), self.description_field)
        form.addRow(tr("StructureEditor", "Chips in play"), self.chips_field)

        self.buttons: dict[str, QPushButton] = {}
        actions = QHBoxLayout()
        # Bound methods, not lambdas: with lambda slots, deleting this widget under PySide6 6.12.0 corrupted the heap.
        for key, text, handler in (("level", tr("StructureEditor", "Insert level"), self.insert_level),
                                   ("break", tr("StructureEditor", "Insert break"), self.insert_break),
                                   ("delete", tr("StructureEditor", "Delete"), self.delete_row),
                                   ("up", tr("StructureEditor", "Move up"), self.move_up),
                                   ("down", tr("StructureEditor", "Move down"), self.move_down)):
            button = QPushButton(text)
            button.clicked.connect(handler)
            actions.addWidget(button)
            self.buttons[key] = button
        actions.addStretch(1)

        self.model = StructureModel()
        self.model.edited.connect(self.validate)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setItemDelegate(_ChoiceDelegate(self.table))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                   | QAbstractItemView.EditTrigger.EditKeyPressed
                                   | QAbstractItemView.EditTrigger.AnyKeyPressed
                                   | QAbstractItemView.EditTrigger.SelectedClicked)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.verticalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.table.selectionModel().currentChanged.connect(self._enable)

        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(form)
        layout.addLayout(actions)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.message)
        if structure is not None:
            self.set_structure(structure)
        else:
            self.validate()

    # -- the structure ----------------------------------------------------------------------
    def structure(self) -> Structure | None:
        """The structure in the table, or None while something in it is refused."""
        return self._structure

    def set_structure(self, structure: Structure) -> None:
        """Show ``structure`` for editing (replacing the table)."""
        self.template_chooser.setCurrentIndex(-1)  # the table is this structure now, not a template
        shipped = {english: tr("Templates", english) for english, _ in TEMPLATE_WORDS.values()}
        self.name_field.setText(shipped.get(structure.name, structure.name))  # a shipped template's name, in words
        self.chips_field.setText(", ".join(map(str, structure.chips)))
        about = {english: tr("Templates", english) for _, english in TEMPLATE_WORDS.values()}
        self.description_field.blockSignals(True)  # checked once, below, with the new rows
        # a tournament made from a template in English (the command line, the demo) keeps its words in English:
        # shown in the desk's language, like the name above
        self.description_field.setPlainText(about.get(structure.description, structure.description))
        self.description_field.blockSignals(False)
        self.model.set_rows([Row.of(item) for item in structure.items])  # checked once, when the rows are in

    def load_chosen_template(self) -> None:
        """Replace the table with the template chosen in the drop-down."""
        chosen = self.template_chooser.currentIndex()
        if chosen >= 0:
            self.set_structure(spoken_template(str(self.template_chooser.itemData(chosen))))
            self.template_chooser.setCurrentIndex(chosen)

    def validate(self) -> None:
        """Check the table as it stands: read the text, ask the structure module, show and mark any refusal."""
        rows = self.model.rows
        structure: Structure | None = None
        row: int | None = None
        column: int | None = None
        chips_refused = False  # the problem is in the chips field (no row of the table)
        try:
            structure = structure_from_json(rows_to_json(rows, self.chips_field.text(), self.name_field.text(),
                                                         self.description_field.toPlainText()))
        except EntryError as err:
            message, row, column = err.message, err.row, COLUMN.get(err.column)
            chips_refused = err.column == CHIPS
        except StructureError as err:  # the structure module's words; the refusal carries its row
            message, row, chips_refused = spoken(err.message), err.row, err.chips
        else:
            levels = len(structure.levels())
            message = ready(levels, len(structure.items) - levels)
        self._structure = structure
        self.message_text = "" if structure is not None else message
        self.model.set_problem(row, column, self.message_text)
        self.chips_field.setStyleSheet(FIELD_PROBLEM_STYLE if chips_refused else "")
        self.chips_field.setToolTip(message if chips_refused else "")
        self._say(message, refused=structure is None)
        self._enable()
        self.changed.emit(structure)

    def _say(self, text: str, *, refused: bool = False) -> None:
        self.message.setText(text)
        self.message.setStyleSheet(REFUSED_STYLE if refused else OK_STYLE)

    def _enable(self) -> None:
        current = self.table.currentIndex()
        row = current.row() if current.isValid() else -1
        count = len(self.model.rows)
        self.buttons["delete"].setEnabled(row >= 0)
        self.buttons["up"].setEnabled(row > 0)
        self.buttons["down"].setEnabled(0 <= row < count - 1)
        self.load_template_button.setEnabled(self.template_chooser.currentIndex() >= 0)
        self.export_button.setEnabled(self._structure is not None)
        self.export_button.setToolTip("" if self._structure is not None else
                                      tr("StructureEditor", "Fix this first: {problem}", problem=self.message_text))

    # -- rows -------------------------------------------------------------------------------
    def _current_row(self) -> int:
        current = self.table.currentIndex()
        return current.row() if current.isValid() else len(self.model.rows) - 1

    def _select(self, row: int) -> None:
        column = max(0, self.table.currentIndex().column())
        self.table.setCurrentIndex(self.model.index(row, column))
        self._enable()

    def _nearest(self, row: int, kind: str) -> Row | None:
        """The row of ``kind`` closest to ``row``, looking up first: what a new row copies."""
        rows = self.model.rows
        above = [r for r in rows[: row + 1] if r.kind == kind]
        below = [r for r in rows[row + 1:] if r.kind == kind]
        return above[-1] if above else (below[0] if below else None)

    def insert_level(self) -> None:
        """A level below the selected row, copying the selected (or nearest) level's values."""
        row = self._current_row()
        source = self._nearest(row, "level")
        self.model.insert(row + 1, replace(source, kind="level") if source else Row())
        self._select(row + 1)

    def insert_break(self) -> None:
        """A break below the selected row, as long as the nearest break, with no color-up yet."""
        row = self._current_row()
        source = self._nearest(row, "break")
        self.model.insert(row + 1, Row(kind="break", minutes=source.minutes if source else ""))
        self._select(row + 1)

    def delete_row(self) -> None:
        current = self.table.currentIndex()
        if not current.isValid():
            return
        self.model.remove(current.row())
        if self.model.rows:
            self._select(min(current.row(), len(self.model.rows) - 1))
        else:
            self._enable()

    def move_up(self) -> None:
        self.move_row(-1)

    def move_down(self) -> None:
        self.move_row(1)

    def move_row(self, step: int) -> None:
        current = self.table.currentIndex()
        if current.isValid() and self.model.move(current.row(), step):
            self._select(current.row() + step)

    # -- files ------------------------------------------------------------------------------
    def load_file(self, path: Path) -> Structure:
        """Read a structure file into the table; a file that cannot be read or played changes nothing."""
        data = loads(decode(read_file(path), path.name, "utf-8"), path.name)  # one refusal, whatever the file holds
        structure = structure_from_json(data)
        self.set_structure(structure)
        return structure

    def save_file(self, path: Path) -> None:
        """Write the structure as JSON, one level a line; refused while the structure is refused."""
        structure = self._structure
        if structure is None:
            raise FloorError(tr("StructureEditor", "fix the structure before exporting it: {problem}",
                                problem=self.message_text), code="bad-structure")
        try:
            write_whole(path, json_text(structure_to_json(structure)).encode("utf-8"))
        except OSError as err:
            raise FloorError(tr("StructureEditor", "cannot write {path}: {reason}", path=path,
                                reason=err.strerror or err), code="unwritable-file") from None

    def import_dialog(self) -> None:
        chosen, _ = QFileDialog.getOpenFileName(self, tr("StructureEditor", "Import a blind structure"),
                                                str(self.folder),
                                                tr("StructureEditor", "Blind structures (*.json);;All files (*)"))
        if chosen:
            self._file(Path(chosen), self.load_file,
                       lambda path: tr("StructureEditor", "Imported {file}. {status}", file=path.name,
                                       status=self.message.text()))

    def export_dialog(self) -> None:
        suggested = self.folder / f"{self.name_field.text().strip() or 'structure'}.json"
        chosen, _ = QFileDialog.getSaveFileName(self, tr("StructureEditor", "Export the blind structure"),
                                                str(suggested), tr("StructureEditor", "Blind structures (*.json)"))
        if chosen:
            path = Path(chosen)
            self._file(path if path.suffix else path.with_suffix(".json"), self.save_file,
                       lambda path: tr("StructureEditor", "Exported to {file}. {status}", file=path.name,
                                       status=self.message.text()))

    def _file(self, path: Path, act: Callable[[Path], object], done: Callable[[Path], str]) -> bool:
        """Run a file action from a dialog: say what was done, or why not."""
        try:
            act(path)
        except FloorError as err:
            self._say(spoken(err.message), refused=True)
            return False
        self.folder = path.parent
        self._say(done(path), refused=False)
        return True
