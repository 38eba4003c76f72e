"""The fields of a tournament's settings, shared by the start page (a new tournament) and the Tournament
settings dialog (one under way): what an entry costs and brings, the prizes, and buying more chips.

The form only reads what was typed; :class:`~floor.tournament.settings.Settings` (and, for a change,
:mod:`floor.tournament.retune`) decide, and each refusal is shown next to the field it names.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from floor.core.errors import FloorError
from floor.i18n.catalog import marked
from floor.tournament.payouts import PayoutTable
from floor.tournament.resources import load_json, names
from floor.tournament.settings import DEFAULT_PAYOUT_TABLE, PURCHASES, Purchase, SettingError, Settings, purchase
from floor.ui.common.colours import PROBLEM_STYLE as REFUSED_STYLE
from floor.ui.common.language import qt_locale, spoken, tr
from floor.ui.setup.bounty_fields import BountyFields

LOCKED_STYLE = "color: #5f6368;"
FIELD_PROBLEM_STYLE = "background: #ffcdd2;"
MONEY_MAX = 100_000_000
NO_END = 0  # a level spin box at 0: no set end (None)

PAYOUT_TABLE_NAMES = {"standard": marked("TournamentForm", "Standard")}
"""The shipped payout tables' names (resources/payouts), for the catalogs."""

LABELS = {
    "name": marked("TournamentForm", "Name"),
    "buy_in": marked("TournamentForm", "Buy-in (to the prize pool)"),
    "fee": marked("TournamentForm", "Fee (to the house)"),
    "starting_stack": marked("TournamentForm", "Starting stack"),
    "seats_per_table": marked("TournamentForm", "Seats per table"),
    "late_registration_level": marked("TournamentForm", "Late registration through level"),
    "guarantee": marked("TournamentForm", "Guarantee"),
    "payout_table": marked("TournamentForm", "Payout table"),
    "payout_unit": marked("TournamentForm", "Prizes in multiples of"),
    "satellite_seat": marked("TournamentForm", "Satellite: seats worth"),
}
PURCHASE_LABELS = {"rebuy": marked("TournamentForm", "Rebuys"), "addon": marked("TournamentForm", "Add-ons"),
                   "reentry": marked("TournamentForm", "Re-entries")}
PART_LABELS = {"price": marked("TournamentForm", "Price"),
               "chips": marked("TournamentForm", "Chips"), "limit": marked("TournamentForm", "Per player"),
               "last_level": marked("TournamentForm", "Through level")}
BASICS = ("buy_in", "fee", "starting_stack")
PLAY = ("seats_per_table", "late_registration_level")
PRIZES = ("guarantee", "payout_table", "payout_unit")
SATELLITE = ("satellite_seat",)  # under the entry's fields (the seat beside the buy-in), after the structure
CLUB, COPY = "club:", "copy:"  # a payout combo item's data: a club template (by name), the tournament's own copy
PARTS = ("price", "chips", "limit", "last_level")


def payout_table_title(name: str) -> str:
    """A shipped payout table's name in the desktop's language (its file's own name for one Floor does not know)."""
    if name in PAYOUT_TABLE_NAMES:
        return tr("TournamentForm", PAYOUT_TABLE_NAMES[name])
    try:
        data = load_json("payouts", f"{name}.json")
    except (OSError, ValueError):
        return name
    return str(data.get("name") or name) if isinstance(data, dict) else name


def _spin(minimum: int, maximum: int, value: int, *, grouped: bool = True) -> QSpinBox:
    box = QSpinBox()
    box.setRange(minimum, maximum)
    box.setGroupSeparatorShown(grouped)
    box.setValue(value)
    return box


def _level(value: int | None) -> QSpinBox:
    """A level number; 0 reads "no set end" (None)."""
    return _spin(NO_END, 99, value or NO_END, grouped=False)


class TournamentForm(QWidget):
    """Every setting of a tournament, each refusal next to its field; ``extra`` rows go under the entry fields."""

    edited = Signal()
    """Something was typed, chosen or ticked."""

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None, *,
                 check: Callable[[Settings], None] | None = None) -> None:
        super().__init__(parent)
        self.check = check  # the rules beyond the settings' own (a change to a tournament under way)
        self.checking = False  # after a refusal, every edit checks again (so a fixed field clears at once)
        self.fields: dict[str, QWidget] = {}
        self.labels: dict[str, QLabel] = {}
        self.problems: dict[str, QLabel] = {}  # a field's (or a purchase row's) refusal or lock, shown under it
        self.locks: dict[str, str] = {}
        self.tips: dict[str, str] = {}  # a field's own tooltip (a lock's reason replaces it)
        self.was_on: dict[str, bool] = {}  # each purchase's tick before the latest toggle

        self.name = QLineEdit()
        self.buy_in = _spin(0, MONEY_MAX, 100)
        self.fee = _spin(0, MONEY_MAX, 10)
        self.starting_stack = _spin(0, MONEY_MAX, 20_000)
        self.seats_per_table = _spin(2, 11, 9)
        self.late_registration_level = _level(6)
        self.guarantee = _spin(0, MONEY_MAX, 0)
        self.payout_table = QComboBox()
        for table in names("payouts"):
            self.payout_table.addItem(table, table)
        self.payout_unit = _spin(0, 1_000_000, 1)
        self.satellite_seat = _spin(0, MONEY_MAX, 0)
        self.copies: dict[str, PayoutTable] = {}  # a combo item's data -> the club template (or copy) it pays by
        self.templates: Callable[[], Sequence[PayoutTable]] | None = None  # the club's templates, when offered
        for key in ("name", *BASICS, *PLAY, *PRIZES, *SATELLITE):
            self.fields[key] = getattr(self, key)

        self.name_form = QFormLayout()  # the name over the whole width: its hint is long in every language
        self.name_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self.name_form.setVerticalSpacing(3)
        self._row(self.name_form, "name")
        self.entry_box = QGroupBox()
        self.entry_form = QFormLayout(self.entry_box)
        self.play_box = QGroupBox()
        self.play_form = QFormLayout(self.play_box)
        self.prizes_box = QGroupBox()
        self.prizes_form = QFormLayout(self.prizes_box)
        for form, keys in ((self.entry_form, (*BASICS, *SATELLITE)), (self.play_form, PLAY),
                           (self.prizes_form, PRIZES)):
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
            form.setVerticalSpacing(3)
            for key in keys:
                self._row(form, key)

        self.purchases_box = QGroupBox()
        grid = QGridLayout(self.purchases_box)
        self.part_headers: dict[str, QLabel] = {}
        for column, part in enumerate(PARTS, start=1):
            header = QLabel()
            header.setWordWrap(True)
            self.part_headers[part] = header
            grid.addWidget(header, 0, column)
        self.toggles: dict[str, QCheckBox] = {}
        for row, kind in enumerate(PURCHASES):
            toggle = QCheckBox()
            toggle.toggled.connect(self._toggled)
            self.toggles[kind] = toggle
            self.fields[kind] = toggle
            grid.addWidget(toggle, 2 * row + 1, 0)
            for column, part in enumerate(PARTS, start=1):
                box = (_level(None) if part == "last_level" else
                       _spin(0, 99, 1, grouped=False) if part == "limit" else _spin(0, MONEY_MAX, 0))
                self.fields[f"{kind}.{part}"] = box
                grid.addWidget(box, 2 * row + 1, column)
            problem = self._problem_label()
            self.problems[kind] = problem
            grid.addWidget(problem, 2 * row + 2, 0, 1, len(PARTS) + 1)
        for column in range(1, len(PARTS) + 1):
            grid.setColumnStretch(column, 1)
        grid.setVerticalSpacing(3)  # a reason sits close under its row

        right = QVBoxLayout()
        right.addWidget(self.play_box)
        right.addWidget(self.prizes_box)
        self.bounty_box = BountyFields()
        left = QVBoxLayout()  # the bounties under the entry: the column beside the prizes has the room
        left.addWidget(self.entry_box, 1)
        left.addWidget(self.bounty_box)
        columns = QHBoxLayout()
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)
        for group in (self.entry_box, self.play_box, self.prizes_box, self.purchases_box):
            inner = group.layout()
            assert inner is not None
            inner.setContentsMargins(8, 4, 8, 6)  # tight: the whole form fits a 1280x720 screen with reasons shown
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self.name_form)
        layout.addLayout(columns)
        layout.addWidget(self.purchases_box)
        layout.addStretch(1)  # room to spare goes under the form, not between its parts

        for widget in self.fields.values():
            if isinstance(widget, QSpinBox):
                widget.valueChanged.connect(self._edited)
            elif isinstance(widget, QLineEdit):
                widget.textEdited.connect(self._edited)
            elif isinstance(widget, QComboBox):
                widget.currentIndexChanged.connect(self._edited)
            elif isinstance(widget, QCheckBox):
                widget.toggled.connect(self._edited)
        self.fields.update(self.bounty_box.fields)  # (after the connections above: the box says when it is edited)
        self.problems["bounty"] = self.bounty_box.problem
        self.bounty_box.edited.connect(self._edited)
        self.retranslate()
        if settings is not None:
            self.set_settings(settings)
        self._enable()

    def _problem_label(self) -> QLabel:
        label = QLabel()
        label.setWordWrap(True)
        label.setVisible(False)
        return label

    def _row(self, form: QFormLayout, key: str) -> None:
        label = QLabel()
        self.labels[key] = label
        form.addRow(label, self.fields[key])
        problem = self._problem_label()
        self.problems[key] = problem
        form.addRow(problem)

    def add_entry_row(self, key: str, label: QLabel, field: QWidget) -> None:
        """Another field among the entry's (the start page's blind structure), after the starting stack."""
        self.labels[key] = label
        self.fields[key] = field
        position = 2 * len(BASICS)
        self.entry_form.insertRow(position, label, field)
        problem = self._problem_label()
        self.problems[key] = problem
        self.entry_form.insertRow(position + 1, problem)

    # -- words ----------------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Every word of the form in the language in use (again after a LanguageChange)."""
        self.entry_box.setTitle(tr("TournamentForm", "Entry"))
        self.play_box.setTitle(tr("TournamentForm", "Registration and tables"))
        self.prizes_box.setTitle(tr("TournamentForm", "Prizes"))
        self.purchases_box.setTitle(tr("TournamentForm", "Buying more chips"))
        for key, source in LABELS.items():
            self.labels[key].setText(tr("TournamentForm", source))
        self.name.setPlaceholderText(tr("TournamentForm", "e.g. Sunday Deepstack"))
        self.name.setMinimumWidth(self.name.fontMetrics().horizontalAdvance(self.name.placeholderText()) + 24)
        for spin in self.findChildren(QSpinBox):
            spin.setLocale(qt_locale())
        for key in ("late_registration_level", *(f"{k}.last_level" for k in PURCHASES)):
            self._spin(key).setSpecialValueText(tr("TournamentForm", "no set end"))
        self.tips = {"payout_unit": tr("TournamentForm", "Every prize but 1st is rounded down to a multiple of "
                                                         "this; 1st place gets the rest")}
        for kind in PURCHASES:
            self.tips[f"{kind}.price"] = tr("TournamentForm", "The part of the price that goes to the prize pool")
        self.part_headers["price"].setToolTip(self.tips["rebuy.price"])
        self.satellite_seat.setSpecialValueText(tr("TournamentForm", "not a satellite"))
        self.tips["satellite_seat"] = tr("TournamentForm", "A satellite pays as many seats of this value as the prize "
                                                           "pool holds, and the rest in cash to the next place")
        self._list_templates()
        for part, header in self.part_headers.items():
            header.setText(tr("TournamentForm", PART_LABELS[part]))
        for kind, toggle in self.toggles.items():
            toggle.setText(tr("TournamentForm", PURCHASE_LABELS[kind]))
        self._enable()
        if self.checking:  # the refusals shown, in the new language
            self.settings()

    # -- values ---------------------------------------------------------------------------------
    def set_settings(self, settings: Settings) -> None:
        """Show ``settings`` in the fields."""
        self.name.setText(settings.name)
        for key in ("buy_in", "fee", "starting_stack", "seats_per_table", "guarantee", "payout_unit",
                    "satellite_seat"):
            box = self.fields[key]
            assert isinstance(box, QSpinBox)
            box.setValue(getattr(settings, key))
        self.late_registration_level.setValue(settings.late_registration_level or NO_END)
        self.bounty_box.set_rule(settings.bounty)
        if settings.payout_copy is not None:  # the club template copied when it was made: kept as it was
            self.copies[COPY + settings.payout_copy.name] = settings.payout_copy
            self._list_templates()
        index = self.payout_table.findData(settings.payout_table if settings.payout_copy is None
                                           else COPY + settings.payout_copy.name)
        if index < 0:  # a table this installation does not ship: kept, by its name
            self.payout_table.addItem(settings.payout_table, settings.payout_table)
            index = self.payout_table.count() - 1
        self.payout_table.setCurrentIndex(index)
        for kind in PURCHASES:
            rule: Purchase | None = getattr(settings, kind)
            self.toggles[kind].setChecked(rule is not None)
            if rule is not None:
                for part in PARTS:
                    value = getattr(rule, part)
                    self._spin(f"{kind}.{part}").setValue(NO_END if value is None else value)
        self._enable()

    def _spin(self, key: str) -> QSpinBox:
        box = self.fields[key]
        assert isinstance(box, QSpinBox)
        return box

    def _read_purchase(self, kind: str) -> Purchase | None:
        if not self.toggles[kind].isChecked():
            return None
        last = self._spin(f"{kind}.last_level").value()
        return purchase(kind, self._spin(f"{kind}.price").value(), self._spin(f"{kind}.chips").value(),
                        self._spin(f"{kind}.limit").value(), None if last == NO_END else last)

    def read(self) -> Settings:
        """The settings typed, or the core's refusal (a :class:`SettingError` naming the field)."""
        return self._read({kind: self._read_purchase(kind) for kind in PURCHASES})

    def _read(self, rules: dict[str, Purchase | None]) -> Settings:
        last = self.late_registration_level.value()
        return Settings(self.name.text().strip(), buy_in=self.buy_in.value(), fee=self.fee.value(),
                        starting_stack=self.starting_stack.value(), late_registration_level=last or None,
                        seats_per_table=self.seats_per_table.value(), guarantee=self.guarantee.value(),
                        payout_unit=self.payout_unit.value(), satellite_seat=self.satellite_seat.value(),
                        payout_table=self._payouts()[0], payout_copy=self._payouts()[1],
                        rebuy=rules.get("rebuy"), addon=rules.get("addon"), reentry=rules.get("reentry"),
                        bounty=self.bounty_box.rule())

    def _payouts(self) -> tuple[str, PayoutTable | None]:
        """The payout table chosen: a shipped one by name, or a club template's brackets, copied."""
        chosen = str(self.payout_table.currentData())
        copy = self.copies.get(chosen)
        return (DEFAULT_PAYOUT_TABLE, copy) if copy else (chosen, None)

    def offer_templates(self, templates: Callable[[], Sequence[PayoutTable]]) -> None:
        """List the club's payout templates beside the shipped tables (read again whenever the words are)."""
        self.templates = templates
        self._list_templates()

    def _list_templates(self) -> None:
        """The payout combo: the shipped tables, the club's templates and the tournament's own copy, the choice kept."""
        chosen = self.payout_table.currentData()
        club: Sequence[PayoutTable] = []
        if self.templates is not None:
            try:
                club = self.templates()
            except FloorError:  # a template that cannot be read is not offered (the editor names it)
                club = []
        for key in [k for k in self.copies if k.startswith(CLUB)]:
            del self.copies[key]
        self.copies.update({CLUB + t.name: t for t in club})
        self.payout_table.blockSignals(True)
        self.payout_table.clear()
        for table in names("payouts"):
            self.payout_table.addItem(payout_table_title(table), table)
        for key in self.copies:
            name = key.partition(":")[2]
            self.payout_table.addItem(tr("TournamentForm", "{name} (club template)", name=name) if key.startswith(CLUB)
                                      else tr("TournamentForm", "{name} (this tournament's copy)", name=name), key)
        self.payout_table.setCurrentIndex(max(0, self.payout_table.findData(chosen)))
        self.payout_table.blockSignals(False)

    def settings(self) -> Settings | None:
        """The settings typed; None after showing every refusal next to its field (each purchase row checked
        on its own, and the rest with the refused rows left out, so every wrong field is marked at once)."""
        self.clear_refusals()
        rules: dict[str, Purchase | None] = {}
        refused = False
        for kind in PURCHASES:
            try:
                rules[kind] = self._read_purchase(kind)
            except SettingError as err:
                self.refuse(err)
                rules[kind], refused = None, True
        try:
            settings = self._read(rules)
            if not refused and self.check is not None:
                self.check(settings)
        except SettingError as err:
            self.refuse(err)
        else:
            if not refused:
                return settings
        self.checking = True
        return None

    # -- refusals and locks -----------------------------------------------------------------------
    def clear_refusals(self) -> None:
        for label in self.problems.values():
            label.setVisible(False)
            label.setText("")
        for widget in self.fields.values():
            widget.setStyleSheet("")
        self._show_locks()

    def refuse(self, error: FloorError) -> None:
        """Show a refusal next to the field it names (the form's own when it names none)."""
        field = error.field if isinstance(error, SettingError) else "name"
        widget = self.fields.get(field)
        if widget is not None:
            widget.setStyleSheet(FIELD_PROBLEM_STYLE)
        label = self.problems.get(field.partition(".")[0]) or self.problems.get(field) or self.problems["name"]
        label.setText(spoken(error.message))
        label.setStyleSheet(REFUSED_STYLE)
        label.setVisible(True)

    def lock(self, field: str, reason: str) -> None:
        """Keep ``field`` as it is, saying why (the reason under it, and as its tooltip)."""
        self.locks[field] = reason
        self._enable()
        self._show_locks()

    def _show_locks(self) -> None:
        """Each lock's reason once, under the last field (or purchase row) it keeps: buy-in, fee and stack
        locked for one reason say it once, under the stack."""
        where: dict[str, str] = {}  # reason -> the label it goes under (the last field in form order with it)
        no_bounties = not self.bounty_box.kind.currentData()  # a lock on bounties nobody set: its tooltip says it
        for field in self.fields:
            reason = self.locks.get(field)
            if reason is not None and not (no_bounties and field.startswith("bounty")):
                kind = field.partition(".")[0]
                where[reason] = kind if kind in PURCHASES else field
        shown: dict[str, list[str]] = {}
        for reason, key in where.items():
            shown.setdefault(key, []).append(reason)
        for label in self.problems.values():
            if label.styleSheet() == LOCKED_STYLE:  # a lock said earlier: said again below, where it belongs
                label.setVisible(False)
                label.setStyleSheet("")
        for key, reasons in shown.items():
            label = self.problems[key]
            if label.isVisible() and label.styleSheet() == REFUSED_STYLE:
                continue
            label.setText("\n".join(reasons))
            label.setStyleSheet(LOCKED_STYLE)
            label.setVisible(True)

    def _enable(self) -> None:
        """A field is open unless locked; a purchase's parts only while it is ticked."""
        for key, widget in self.fields.items():
            kind, _, part = key.partition(".")
            ticked = self.toggles[kind].isChecked() if kind in PURCHASES and part else True
            lock = self.locks.get(key, self.locks.get(kind) if kind == "bounty" else None)  # the bounties: all or none
            widget.setEnabled(ticked and lock is None)
            widget.setToolTip(lock or self.tips.get(key, ""))

    def _toggled(self, _on: bool) -> None:
        """A purchase turned on starts from the entry's price and stack, and ends with late registration."""
        for kind, toggle in self.toggles.items():
            turned_on = toggle.isChecked() and not self.was_on.get(kind, False)
            self.was_on[kind] = toggle.isChecked()
            if turned_on and self._spin(f"{kind}.chips").value() == 0 and kind not in self.locks:
                self._spin(f"{kind}.price").setValue(self.buy_in.value())
                self._spin(f"{kind}.chips").setValue(self.starting_stack.value())
                self._spin(f"{kind}.last_level").setValue(self.late_registration_level.value())
        self._enable()

    def _edited(self) -> None:
        if self.checking:
            self.settings()
        self.edited.emit()

