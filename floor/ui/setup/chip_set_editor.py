"""Tournament › Chip set…: the club's chips, a row each (value, colour, how many), and the color-ups they allow.

The rules live in :mod:`floor.tournament.chipsets`; this dialog only shows them: the line under the rows says the
first thing wrong (in the floor's words) as it is typed, the plan says at which break each chip can leave the
tables, and the totals say whether the field's stacks fit the chips counted. Save records the set as a settings
change; "Use this plan" writes the color-ups into the structure, both through the use cases, as the console saves.
While it is open it follows the change feed as every window does: a structure edited in its tab or a set saved at
a second desk redraws the plan and the totals (and the rows, unless the floor has typed in them).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QColorDialog,
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from floor.core.errors import FloorError
from floor.i18n.catalog import marked
from floor.tournament.chipsets import MAX_CHIPS, Chip, ChipSet, colour_ups, planned, sorted_set, totals
from floor.tournament.structure import Structure
from floor.ui.common.acting import attempt
from floor.ui.common.colours import PROBLEM_STYLE as REFUSED_STYLE
from floor.ui.common.feed import ChangeFeed
from floor.ui.common.language import number, qt_locale, spoken, tr
from floor.ui.common.session import Say, Session
from floor.usecases.tournament import change_settings, change_structure

if TYPE_CHECKING:
    from floor.tournament.state import TournamentState

COMMON_COLOURS = (
    ("#f2f2f2", marked("ChipSetEditor", "White")), ("#d81e1e", marked("ChipSetEditor", "Red")),
    ("#1e4fd8", marked("ChipSetEditor", "Blue")), ("#1e7b3c", marked("ChipSetEditor", "Green")),
    ("#1a1a1a", marked("ChipSetEditor", "Black")), ("#7b2fbe", marked("ChipSetEditor", "Purple")),
    ("#f2c200", marked("ChipSetEditor", "Yellow")), ("#f28c1e", marked("ChipSetEditor", "Orange")),
    ("#e86fb0", marked("ChipSetEditor", "Pink")), ("#8b5a2b", marked("ChipSetEditor", "Brown")),
    ("#8a8a8a", marked("ChipSetEditor", "Grey")), ("#2ec4c4", marked("ChipSetEditor", "Light blue")),
)
"""The colours chip cases come in, as a choice (any other through "Other colour…")."""
STARTER = ((25, "#f2f2f2"), (100, "#1a1a1a"), (500, "#7b2fbe"), (1000, "#f2c200"), (5000, "#d81e1e"))
"""The rows a new set starts from: a common tournament case."""
MOST_VALUE = 100_000_000
MOST_COUNT = 1_000_000


def _swatch(colour: str) -> QIcon:
    pixmap = QPixmap(16, 16)
    pixmap.fill(QColor(colour))
    return QIcon(pixmap)


class ChipRow:
    """One chip's widgets: its value, its colour (a common one or any #rrggbb), its count, and Remove."""

    def __init__(self, editor: ChipSetEditor, denomination: int, colour: str, count: int) -> None:
        self.value = QSpinBox()
        self.value.setRange(0, MOST_VALUE)
        self.value.setGroupSeparatorShown(True)
        self.value.setValue(denomination)
        self.colours = QComboBox()
        for code, name in COMMON_COLOURS:
            self.colours.addItem(_swatch(code), tr("ChipSetEditor", name), code)
        self.colours.addItem(tr("ChipSetEditor", "Other colour…"), "")
        self.colour = QLineEdit(colour)
        self.colour.setMaxLength(7)
        self.colour.setFixedWidth(90)
        self.count = QSpinBox()
        self.count.setRange(0, MOST_COUNT)
        self.count.setGroupSeparatorShown(True)
        self.count.setSpecialValueText(tr("ChipSetEditor", "not counted"))
        self.count.setValue(count)
        for box in (self.value, self.count):
            box.setLocale(qt_locale())  # digits grouped as the desk's language writes them ("1 000", "1.000")
        self.remove = QPushButton(tr("ChipSetEditor", "Remove"))
        self._match()
        self.colours.activated.connect(lambda index: self._chosen(editor, index))
        self.colour.textEdited.connect(lambda _text: self._typed(editor))
        self.value.valueChanged.connect(lambda _v: editor.changed())
        self.count.valueChanged.connect(lambda _v: editor.changed())
        self.remove.clicked.connect(lambda _checked=False: editor.remove_row(self))

    def widgets(self) -> tuple[QWidget, ...]:
        return (self.value, self.colours, self.colour, self.count, self.remove)

    def _match(self) -> None:
        """The choice shows the colour typed when it is a common one ("Other colour…" when not)."""
        index = self.colours.findData(self.colour.text().strip().lower())
        self.colours.setCurrentIndex(index if index >= 0 else self.colours.count() - 1)

    def _typed(self, editor: ChipSetEditor) -> None:
        self._match()
        editor.changed()

    def _chosen(self, editor: ChipSetEditor, index: int) -> None:
        code = self.colours.itemData(index)
        if not code:
            picked = editor.pick_colour(QColor(self.colour.text()))
            if picked is None:
                self._match()
                return
            code = picked
        self.colour.setText(code)
        self._match()
        editor.changed()

    def chip(self) -> Chip:
        return Chip(self.value.value(), self.colour.text().strip(), self.count.value())


class ChipSetEditor(QDialog):
    """The chip set of one tournament, saved through ``save`` and its plan applied through ``apply``."""

    def __init__(self, chip_set: ChipSet | None, structure: Structure, stack: int, entries: int,
                 save: Callable[[ChipSet], bool], apply: Callable[[Structure], bool],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("ChipSetEditor", "Chip set"))
        self.structure, self.stack, self.entries = structure, stack, entries
        self._save, self._apply = save, apply
        self._now: Callable[[], TournamentState] | None = None  # the tournament as it is, once the feed is followed
        self.seen = tuple(chip_set.chips) if chip_set else tuple(Chip(v, c) for v, c in STARTER)  # rows came from
        self.pick_colour: Callable[[QColor], str | None] = self._colour_dialog  # tests answer for the dialog
        self.rows: list[ChipRow] = []
        layout = QVBoxLayout(self)
        self.grid = QGridLayout()
        for column, heading in enumerate((tr("ChipSetEditor", "Value"), tr("ChipSetEditor", "Colour"), "",
                                          tr("ChipSetEditor", "Chips owned"))):
            self.grid.addWidget(QLabel(heading), 0, column)
        layout.addLayout(self.grid)
        self.add = QPushButton(tr("ChipSetEditor", "Add a chip"))
        self.add.clicked.connect(lambda _checked=False: self.add_row())
        layout.addWidget(self.add, 0, Qt.AlignmentFlag.AlignLeft)
        self.problem = QLabel()
        self.problem.setStyleSheet(REFUSED_STYLE)
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        self.plan = QLabel()
        self.plan.setWordWrap(True)
        layout.addWidget(self.plan)
        self.totals = QLabel()
        self.totals.setWordWrap(True)
        layout.addWidget(self.totals)
        buttons = QHBoxLayout()
        self.use_plan = QPushButton(tr("ChipSetEditor", "Use this plan"))
        self.save = QPushButton(tr("ChipSetEditor", "Save"))
        self.close_button = QPushButton(tr("ChipSetEditor", "Close"))
        for button in (self.use_plan, self.save, self.close_button):
            buttons.addWidget(button)
        layout.addLayout(buttons)
        self.use_plan.clicked.connect(lambda _checked=False: self.apply_plan())
        self.save.clicked.connect(lambda _checked=False: self.save_set())
        self.close_button.clicked.connect(lambda _checked=False: self.reject())
        for chip in self.seen:
            self.add_row(chip.denomination, chip.colour, chip.count)
        self.changed()

    # -- following the tournament ---------------------------------------------------------------------------------
    def follow(self, feed: ChangeFeed, now: Callable[[], TournamentState]) -> None:
        """Redraw from ``now()`` each time ``feed`` says the tournament moved (a method is connected: the connection
        ends with this dialog, the console's feed lives on)."""
        self._now = now
        feed.moved.connect(self.moved)

    def moved(self, _seq: int) -> None:
        if self._now is not None and self.isVisible():
            state = self._now()
            self.show_tournament(state.settings.chip_set, state.structure, state.settings.starting_stack,
                                 max(state.entries, 1))

    def show_tournament(self, chip_set: ChipSet | None, structure: Structure, stack: int, entries: int) -> None:
        """The plan and the totals for the tournament as it is now; its saved set in the rows when it changed and
        the rows are as they came (what the floor typed is never thrown away)."""
        self.structure, self.stack, self.entries = structure, stack, entries
        saved = tuple(chip_set.chips) if chip_set else self.seen
        if saved != self.seen and self._typed() == self.seen:
            for row in list(self.rows):
                self.remove_row(row)
            for chip in saved:
                self.add_row(chip.denomination, chip.colour, chip.count)
        self.seen = saved
        self.changed()

    def _typed(self) -> tuple[Chip, ...] | None:
        """The rows as chips, in their order (None while one is not a chip yet)."""
        try:
            return tuple(row.chip() for row in self.rows)
        except FloorError:
            return None

    def _colour_dialog(self, start: QColor) -> str | None:
        colour = QColorDialog.getColor(start if start.isValid() else QColor("#ffffff"), self,
                                       tr("ChipSetEditor", "The chip's colour"))
        return colour.name() if colour.isValid() else None

    def add_row(self, denomination: int = 0, colour: str = "#f2f2f2", count: int = 0) -> ChipRow:
        """A new row at the foot (a new chip's value starts as 0: the line says to give it one)."""
        row = ChipRow(self, denomination, colour, count)
        self.rows.append(row)
        self._lay_out()
        self.changed()
        return row

    def remove_row(self, row: ChipRow) -> None:
        self.rows.remove(row)
        for widget in row.widgets():
            self.grid.removeWidget(widget)
            widget.deleteLater()
        self._lay_out()
        self.changed()

    def _lay_out(self) -> None:
        for line, row in enumerate(self.rows, start=1):
            for column, widget in enumerate(row.widgets()):
                self.grid.addWidget(widget, line, column)
        self.add.setEnabled(len(self.rows) < MAX_CHIPS)

    def chip_set(self) -> ChipSet | None:
        """The set the rows hold, or None after saying on the problem line why they are not one."""
        try:
            chips = sorted_set([row.chip() for row in self.rows])
        except FloorError as err:
            self.problem.setText(spoken(err.message))
            return None
        self.problem.setText("")
        return chips

    def changed(self) -> None:
        """Every line again from the rows: what is wrong, the plan, the totals; the buttons only when they can."""
        if not hasattr(self, "save"):
            return
        chips = self.chip_set()
        self.save.setEnabled(chips is not None)
        self.use_plan.setEnabled(False)
        if chips is None:
            self.plan.setText("")
            self.totals.setText("")
            return
        try:
            planned(self.structure, chips)
        except FloorError as err:
            self.plan.setText(tr("ChipSetEditor", "No plan: {reason}", reason=spoken(err.message)))
        else:
            steps = colour_ups(chips, self.structure)
            lines = [tr("ChipSetEditor", "Color up the {chip}s at the break after level {level}",
                        chip=number(step.denomination), level=step.level) for step in steps]
            self.plan.setText("\n".join(lines) if lines else
                              tr("ChipSetEditor", "No color-up: every chip is needed to the last level"))
            self.use_plan.setEnabled(True)
        sums = totals(chips, self.stack, self.entries)
        line = tr("ChipSetEditor", "Counted: {chips} chips worth {value}", chips=number(sums.chips),
                  value=number(sums.value)) if sums.chips else tr("ChipSetEditor", "No chips counted")
        if sums.problem is not None:
            line += "\n" + spoken(sums.problem)
        self.totals.setText(line)

    def save_set(self) -> bool:
        chips = self.chip_set()
        return chips is not None and self._save(chips)

    def apply_plan(self) -> bool:
        """The plan written into the structure's breaks (the set's chips as the chips in play)."""
        chips = self.chip_set()
        if chips is None:
            return False
        try:
            structure = planned(self.structure, chips)
        except FloorError as err:
            self.problem.setText(spoken(err.message))
            return False
        if self._apply(structure):
            self.structure = structure
            return True
        return False


def open_chip_set(parent: QWidget, session: Session, say: Say, feed: ChangeFeed | None = None) -> ChipSetEditor:
    """Tournament › Chip set…: the editor over the tournament's set and structure; each save is a use case's
    event, its refusal said on the editor's line. It follows ``feed`` (the console's), or a feed of its own on the
    session, as a dealer station in its own process does."""
    state = session.state()

    def refused(text: str, is_refusal: bool) -> None:
        dialog.problem.setText(text if is_refusal else "")

    def save(chips: ChipSet) -> bool:
        settings = replace(session.state().settings, chip_set=chips)
        if attempt(refused, lambda: change_settings(session, settings)) is None:
            return False
        say(tr("ChipSetEditor", "Chip set saved"), False)
        following.check()  # every window of the desk told at once, this one too
        return True

    def apply(structure: Structure) -> bool:
        if attempt(refused, lambda: change_structure(session, structure)) is None:
            return False
        say(tr("ChipSetEditor", "The color-ups are written into the structure"), False)
        following.check()
        return True

    dialog = ChipSetEditor(state.settings.chip_set, state.structure, state.settings.starting_stack,
                           max(state.entries, 1), save, apply, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # a closed editor follows nothing any more
    following = feed if feed is not None else ChangeFeed(session.reach, parent=dialog)
    dialog.follow(following, session.state)
    dialog.show()
    return dialog
