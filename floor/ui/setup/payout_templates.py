"""Tournament › Payout templates…: the club's payout tables, edited bracket by bracket and saved.

A template is a payout table with a name: brackets of field sizes (from-to entries) and, for each, what every
paid place gets as a percentage of the pool, with two decimals, shown and typed as the desk's language writes
them. The shipped Standard is a read-only starting point (Save as… keeps a copy under a name of the club's). The
line under the tables says the first thing wrong in the floor's words, as it is typed
(:func:`floor.tournament.payout_drafts.draft_problem` decides); Save is refused while anything is, and a save is
one transaction of the store's, so nothing is ever half saved. The dialog is handed the templates (a
:class:`TemplateBook`): it never touches the database.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from floor.core.errors import FloorError
from floor.tournament.ordinals import nth
from floor.tournament.payout_drafts import (
    DraftBracket,
    basis_points,
    draft_problem,
    drafts,
    figure,
    percent,
    template_table,
)
from floor.tournament.payouts import PayoutTable, shipped_table
from floor.ui.common.colours import OK_STYLE, REFUSED_STYLE
from floor.ui.common.language import qt_locale, spoken, tr
from floor.ui.common.session import Say
from floor.ui.common.typed_numbers import whole_number
from floor.ui.setup.tournament_form import payout_table_title

SHIPPED = "standard"
"""The shipped table the editor starts from (read-only)."""
LOCKED_STYLE = "color: #5f6368;"
WIDTH, HEIGHT = 900, 620


class TemplateBook(Protocol):
    """The club's templates as the composition root hands them over (floor/store/payout_templates.py keeps them)."""

    def names(self) -> list[str]: ...

    def template(self, name: str) -> PayoutTable: ...

    def save(self, table: PayoutTable, *, now: float, new: bool = False) -> PayoutTable: ...

    def delete(self, name: str) -> None: ...


@runtime_checkable
class KeepsTemplates(Protocol):
    """A session at the desk that holds the database (a window elsewhere, over the room service, has none)."""

    def payout_templates(self) -> TemplateBook: ...

    def now(self) -> float: ...


@dataclass
class _Row:
    """A bracket as typed: its first and last field size and each place's percentage, as the cells show them."""

    low: str
    high: str
    places: list[str] = field(default_factory=list)


def _mark() -> str:
    """The decimal mark of the desk's language (45.50 · 45,50)."""
    return qt_locale().decimalPoint()


def _item(text: str, *, editable: bool) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if not editable:
        item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
    return item


class PayoutTemplatesDialog(QDialog):
    """Pick a template, edit its brackets and places, Save (or Save as… a new one); the check line says what is
    wrong while anything is."""

    def __init__(self, book: TemplateBook, now: Callable[[], float], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.book = book
        self.now = now
        self.rows: list[_Row] = []
        self.current = SHIPPED  # the template shown: SHIPPED, or a club template's name
        self.changed = False  # edits not saved yet
        self.chooser_label = QLabel()
        self.chooser = QComboBox()
        self.chooser.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.chooser.activated.connect(self._chosen)
        self.save_as_button = QPushButton()
        self.save_as_button.clicked.connect(self.ask_name)
        self.delete_button = QPushButton()
        self.delete_button.clicked.connect(self.delete)
        top = QHBoxLayout()
        top.addWidget(self.chooser_label)
        top.addWidget(self.chooser, 1)
        top.addWidget(self.save_as_button)
        top.addWidget(self.delete_button)

        self.brackets_box = QGroupBox()
        self.brackets = QTableWidget(0, 2)
        self.brackets.verticalHeader().setVisible(False)
        self.brackets.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.brackets.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.brackets.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.brackets.currentCellChanged.connect(lambda row, _c, _pr, _pc: self._show_places(row))
        self.brackets.itemChanged.connect(self._bracket_typed)
        self.add_bracket_button = QPushButton()
        self.add_bracket_button.clicked.connect(self.add_bracket)
        self.remove_bracket_button = QPushButton()
        self.remove_bracket_button.clicked.connect(self.remove_bracket)
        left = QVBoxLayout(self.brackets_box)
        left.addWidget(self.brackets, 1)
        left_buttons = QHBoxLayout()
        left_buttons.addWidget(self.add_bracket_button)
        left_buttons.addWidget(self.remove_bracket_button)
        left.addLayout(left_buttons)

        self.places_box = QGroupBox()
        self.places = QTableWidget(0, 2)
        self.places.verticalHeader().setVisible(False)
        self.places.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.places.itemChanged.connect(self._place_typed)
        self.total_line = QLabel()
        self.add_place_button = QPushButton()
        self.add_place_button.clicked.connect(self.add_place)
        self.remove_place_button = QPushButton()
        self.remove_place_button.clicked.connect(self.remove_place)
        right = QVBoxLayout(self.places_box)
        right.addWidget(self.places, 1)
        right.addWidget(self.total_line)
        right_buttons = QHBoxLayout()
        right_buttons.addWidget(self.add_place_button)
        right_buttons.addWidget(self.remove_place_button)
        right.addLayout(right_buttons)

        tables = QHBoxLayout()
        tables.addWidget(self.brackets_box, 1)
        tables.addWidget(self.places_box, 1)
        self.check_line = QLabel()
        self.check_line.setWordWrap(True)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.save_button = QPushButton()
        self.save_button.clicked.connect(self.save)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addWidget(self.message, 1)
        bottom.addWidget(self.save_button)
        bottom.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(tables, 1)
        layout.addWidget(self.check_line)
        layout.addLayout(bottom)
        for button in self.findChildren(QPushButton):
            button.setAutoDefault(False)  # Enter in a cell ends the typing there: it presses no button
        self.retranslate()
        self.show_template(SHIPPED)
        self.resize(WIDTH, HEIGHT)

    # -- words ----------------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._respell()
            self.retranslate()
            self._fill_brackets(self.brackets.currentRow())
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Every word of the dialog in the language in use."""
        self.setWindowTitle(tr("PayoutTemplates", "Payout templates"))
        self.chooser_label.setText(tr("PayoutTemplates", "Template"))
        self.save_as_button.setText(tr("PayoutTemplates", "Save as…"))
        self.delete_button.setText(tr("PayoutTemplates", "Delete"))
        self.brackets_box.setTitle(tr("PayoutTemplates", "Brackets by field size"))
        self.brackets.setHorizontalHeaderLabels([tr("PayoutTemplates", "From (entries)"),
                                                 tr("PayoutTemplates", "To (empty: and up)")])
        self.places.setHorizontalHeaderLabels([tr("PayoutTemplates", "Place"),
                                               tr("PayoutTemplates", "Share of the pool, %")])
        self.add_bracket_button.setText(tr("PayoutTemplates", "Add a bracket"))
        self.remove_bracket_button.setText(tr("PayoutTemplates", "Remove the bracket"))
        self.add_place_button.setText(tr("PayoutTemplates", "Add a place"))
        self.remove_place_button.setText(tr("PayoutTemplates", "Remove the last place"))
        self.save_button.setText(tr("PayoutTemplates", "Save"))
        self.close_button.setText(tr("PayoutTemplates", "Close"))
        self._fill_chooser()
        self.check()

    def _respell(self) -> None:
        """The percentages typed, written with the decimal mark of the language now in use."""
        mark = _mark()
        for row in self.rows:
            for i, text in enumerate(row.places):
                with contextlib.suppress(FloorError):  # (one that is not a percentage is kept as typed)
                    row.places[i] = figure(basis_points(text, mark), mark)

    def _fill_chooser(self) -> None:
        self.chooser.clear()
        self.chooser.addItem(tr("PayoutTemplates", "{name} (shipped with Floor, read-only)",
                                name=payout_table_title(SHIPPED)), SHIPPED)
        try:
            names = self.book.names()
        except FloorError as err:
            names = []
            self.say(spoken(err.message), refused=True)
        for name in names:
            self.chooser.addItem(name, name)
        self.chooser.setCurrentIndex(max(0, self.chooser.findData(self.current)))

    # -- the template shown ---------------------------------------------------------------------
    @property
    def read_only(self) -> bool:
        return self.current == SHIPPED

    def _chosen(self, index: int) -> None:
        self.show_template(str(self.chooser.itemData(index)))

    def show_template(self, name: str) -> bool:
        """Show the template ``name`` (SHIPPED: the Standard table); False, said, when it cannot be read."""
        try:
            table = shipped_table(SHIPPED) if name == SHIPPED else self.book.template(name)
        except FloorError as err:
            self.say(spoken(err.message), refused=True)
            self.chooser.setCurrentIndex(max(0, self.chooser.findData(self.current)))
            return False
        self.current = name
        self.chooser.setCurrentIndex(max(0, self.chooser.findData(name)))
        mark = _mark()
        self.rows = [_Row(str(b.low), "" if b.high is None else str(b.high), [figure(s, mark) for s in b.shares])
                     for b in drafts(table)]
        self.changed = False
        self._fill_brackets()
        self.say("")
        return True

    def _fill_brackets(self, current: int = 0) -> None:
        editable = not self.read_only
        self.brackets.blockSignals(True)
        self.brackets.setRowCount(len(self.rows))
        for r, row in enumerate(self.rows):
            self.brackets.setItem(r, 0, _item(row.low, editable=editable))
            self.brackets.setItem(r, 1, _item(row.high, editable=editable))
        self.brackets.blockSignals(False)
        for button in (self.add_bracket_button, self.remove_bracket_button, self.add_place_button,
                       self.remove_place_button, self.delete_button):
            button.setEnabled(editable)
        if self.rows:
            self.brackets.setCurrentCell(min(current, len(self.rows) - 1), 0)
        self._show_places(self.brackets.currentRow())

    def _show_places(self, row: int) -> None:
        editable = not self.read_only
        places = self.rows[row].places if 0 <= row < len(self.rows) else []
        self.places.blockSignals(True)
        self.places.setRowCount(len(places))
        for r, share in enumerate(places):
            self.places.setItem(r, 0, _item(spoken(nth(r + 1)), editable=False))
            self.places.setItem(r, 1, _item(share, editable=editable))
        self.places.blockSignals(False)
        self.places_box.setTitle(tr("PayoutTemplates", "Places paid: {bracket}", bracket=self._label(row))
                                 if 0 <= row < len(self.rows) else tr("PayoutTemplates", "Places paid"))
        self.check()

    def _label(self, row: int) -> str:
        """A bracket as typed, in words ("20-30 entries"; the numbers as typed when they are not numbers yet)."""
        typed = self.rows[row]
        try:
            return spoken(self._bracket(row).label)
        except FloorError:
            return f"{typed.low}-{typed.high}"

    # -- editing --------------------------------------------------------------------------------
    def _bracket_typed(self, item: QTableWidgetItem) -> None:
        row = self.rows[item.row()]
        if item.column() == 0:
            row.low = item.text()
        else:
            row.high = item.text()
        self.changed = True
        self._show_places(self.brackets.currentRow())

    def _place_typed(self, item: QTableWidgetItem) -> None:
        row = self.brackets.currentRow()
        if 0 <= row < len(self.rows) and item.column() == 1:
            mark = _mark()
            try:  # a percentage typed as "16" reads back as the column writes it, "16.00"
                shown = figure(basis_points(item.text(), mark), mark)
            except FloorError:
                shown = item.text()  # (the check line says what is wrong with it)
            if shown != item.text():
                self.places.blockSignals(True)
                item.setText(shown)
                self.places.blockSignals(False)
            self.rows[row].places[item.row()] = shown
            self.changed = True
            self.check()

    def add_bracket(self) -> None:
        """A bracket after the last, starting where it ends, paying as it pays (then edited)."""
        if self.read_only:
            return
        last = self.rows[-1] if self.rows else _Row("2", "", [figure(10_000, _mark())])
        low = "2"
        if self.rows:
            try:
                low = str(whole_number(last.high, "") + 1)
            except FloorError:
                low = ""
        self.rows.append(_Row(low, "", list(last.places)))
        self.changed = True
        self._fill_brackets(len(self.rows) - 1)

    def remove_bracket(self) -> None:
        row = self.brackets.currentRow()
        if self.read_only or not 0 <= row < len(self.rows):
            return
        del self.rows[row]
        self.changed = True
        self._fill_brackets(max(0, row - 1))

    def add_place(self) -> None:
        """One more place paid in the bracket shown, at 0% (the check line says what to give it)."""
        row = self.brackets.currentRow()
        if self.read_only or not 0 <= row < len(self.rows):
            return
        self.rows[row].places.append(figure(0, _mark()))
        self.changed = True
        self._show_places(row)
        self.places.setCurrentCell(len(self.rows[row].places) - 1, 1)

    def remove_place(self) -> None:
        row = self.brackets.currentRow()
        if self.read_only or not 0 <= row < len(self.rows) or not self.rows[row].places:
            return
        self.rows[row].places.pop()
        self.changed = True
        self._show_places(row)

    # -- reading and checking -------------------------------------------------------------------
    def _bracket(self, row: int) -> DraftBracket:
        """Bracket ``row`` as numbers; a cell that is not one is refused naming it."""
        typed = self.rows[row]
        low = whole_number(typed.low, tr("PayoutTemplates", "bracket {number}: the first field size",
                                         number=row + 1))
        high = None if not typed.high.strip() else whole_number(
            typed.high, tr("PayoutTemplates", "bracket {number}: the last field size", number=row + 1))
        shares = []
        mark = _mark()
        for place, text in enumerate(typed.places, start=1):
            try:
                shares.append(basis_points(text, mark))
            except FloorError as err:
                label = spoken(DraftBracket(low, high, ()).label)
                raise FloorError(tr("PayoutTemplates", "{bracket}, {place} place: {problem}", bracket=label,
                                    place=spoken(nth(place)), problem=spoken(err.message)),
                                 code=err.code) from None
        return DraftBracket(low, high, tuple(shares))

    def drafts(self) -> list[DraftBracket]:
        """Every bracket as numbers; the first cell that is not a number is refused."""
        return [self._bracket(row) for row in range(len(self.rows))]

    def problem(self) -> str | None:
        """The first thing wrong with the template as typed, in the language in use; None when it can be saved."""
        try:
            found = draft_problem(self.drafts())
        except FloorError as err:
            return spoken(err.message)
        return None if found is None else spoken(found)

    def check(self) -> str | None:
        """The check line and the place total redrawn; Save enabled only for a club template with nothing wrong."""
        row = self.brackets.currentRow()
        try:
            total = sum(self._bracket(row).shares) if 0 <= row < len(self.rows) else None
        except FloorError:
            total = None
        self.total_line.setText("" if total is None else
                                tr("PayoutTemplates", "Together: {total}", total=spoken(percent(total))))
        found = self.problem()
        if found is not None:
            self.check_line.setText(found)
            self.check_line.setStyleSheet(REFUSED_STYLE)
        elif self.read_only:
            self.check_line.setText(tr("PayoutTemplates", "{name} is shipped with Floor and stays as it is: Save as… "
                                                          "keeps a copy of your own to edit",
                                       name=payout_table_title(SHIPPED)))
            self.check_line.setStyleSheet(LOCKED_STYLE)
        else:
            self.check_line.setText(tr("PayoutTemplates", "Every bracket adds up to 100%: the template can be saved"))
            self.check_line.setStyleSheet(OK_STYLE)
        self.save_button.setEnabled(found is None and not self.read_only)
        self.save_button.setToolTip(found or (tr("PayoutTemplates", "Use Save as… to keep a copy of your own")
                                              if self.read_only else ""))
        self.save_as_button.setEnabled(found is None)
        self.save_as_button.setToolTip(found or "")
        return found

    # -- saving ---------------------------------------------------------------------------------
    def say(self, text: str, refused: bool = False) -> None:
        self.message.setText(text)
        self.message.setStyleSheet(REFUSED_STYLE if refused else OK_STYLE)

    def _table(self, name: str) -> PayoutTable | None:
        """The template typed as a table called ``name``; None after saying what is wrong."""
        try:
            return template_table(name, self.drafts())
        except FloorError as err:
            self.say(spoken(err.message), refused=True)
            self.check()
            return None

    def save(self) -> bool:
        """Save over the club template shown; refused for the shipped table and while anything is wrong."""
        if self.read_only:
            self.say(tr("PayoutTemplates", "Use Save as… to keep a copy of your own"), refused=True)
            return False
        table = self._table(self.current)
        if table is None:
            return False
        return self._store(table, new=False)

    def ask_name(self) -> QInputDialog:
        """Save as…: the name is asked in a small dialog; the template is saved when it is given."""
        asking = QInputDialog(self)
        asking.setWindowTitle(tr("PayoutTemplates", "Save as…"))
        asking.setLabelText(tr("PayoutTemplates", "Name of the new template"))
        asking.setTextEchoMode(QLineEdit.EchoMode.Normal)
        asking.setOkButtonText(tr("PayoutTemplates", "Save"))
        asking.setCancelButtonText(tr("PayoutTemplates", "Cancel"))
        asking.textValueSelected.connect(self.save_as)
        asking.open()
        return asking

    def save_as(self, name: str) -> bool:
        """The template typed saved as a new one called ``name`` (refused if that name is taken), then shown."""
        table = self._table(name)
        if table is None:
            return False
        return self._store(table, new=True)

    def _store(self, table: PayoutTable, *, new: bool) -> bool:
        try:
            saved = self.book.save(table, now=self.now(), new=new)
        except FloorError as err:
            self.say(spoken(err.message), refused=True)
            return False
        self.current = saved.name
        self._fill_chooser()
        self.changed = False
        self._fill_brackets(self.brackets.currentRow())  # a copy of the Standard is the club's to edit now
        self.say(tr("PayoutTemplates", "Template {name} saved: tournaments created from now on pay by it",
                    name=saved.name))
        self.check()
        return True

    def delete(self) -> bool:
        """The club template shown deleted (tournaments made with it keep their copy); the Standard shown."""
        if self.read_only:
            return False
        name = self.current
        try:
            self.book.delete(name)
        except FloorError as err:
            self.say(spoken(err.message), refused=True)
            return False
        self.current = SHIPPED
        self._fill_chooser()
        self.show_template(SHIPPED)
        self.say(tr("PayoutTemplates", "Template {name} deleted; tournaments made with it keep their copy",
                    name=name))
        return True


def open_payout_templates(parent: QWidget, session: object, say: Say) -> PayoutTemplatesDialog | None:
    """Tournament › Payout templates…: the editor over the session's database (one open at a time); a window on
    another computer is told where the templates are kept."""
    if not isinstance(session, KeepsTemplates):
        say(tr("PayoutTemplates", "Payout templates are kept at the desk that holds the database: edit them there"),
            True)
        return None
    dialog = parent.findChild(PayoutTemplatesDialog)
    if dialog is None:
        dialog = PayoutTemplatesDialog(session.payout_templates(), session.now, parent)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog

