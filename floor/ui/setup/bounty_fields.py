"""The creation form's bounties: none, a knockout, a progressive knockout or a mystery bounty, the part of the
buy-in that goes to them, the unit they are paid in, and a mystery pool's envelopes and stage.

The rule itself (and every refusal) is :class:`~floor.tournament.bounties.BountyRule`'s; this only asks.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QComboBox, QGridLayout, QGroupBox, QLabel, QLineEdit, QSpinBox, QWidget

from floor.i18n.catalog import marked
from floor.tournament.bounties import KINDS, MYSTERY, BountyError, BountyRule, envelopes_text, read_envelopes
from floor.tournament.settings import SettingError
from floor.ui.common.language import qt_locale, tr

KIND_NAMES = {"": marked("BountyFields", "No bounties"), "knockout": marked("BountyFields", "Knockout"),
              "progressive": marked("BountyFields", "Progressive knockout (PKO)"),
              "mystery": marked("BountyFields", "Mystery bounty")}
MONEY_MAX = 100_000_000
ALL_ALONG = 0  # the stage spin box at 0: every knockout draws an envelope (None)


def _spin(minimum: int, maximum: int, value: int) -> QSpinBox:
    box = QSpinBox()
    box.setRange(minimum, maximum)
    box.setGroupSeparatorShown(True)
    box.setValue(value)
    return box


class BountyFields(QGroupBox):
    """The bounties' fields (their kind first: the rest shows when there are bounties, the pool for a mystery)."""

    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = QComboBox()
        for kind in ("", *KINDS):
            self.kind.addItem(kind, kind)
        self.amount = _spin(0, MONEY_MAX, 0)
        self.unit = _spin(1, 1_000_000, 1)
        self.envelopes = QLineEdit()
        self.from_players = _spin(ALL_ALONG, 10_000, ALL_ALONG)
        self.from_players.setGroupSeparatorShown(False)
        self.labels = {key: QLabel() for key in ("kind", "amount", "unit", "envelopes", "from_players")}
        grid = QGridLayout(self)  # (a form's rows, the amount and its unit on one: the whole form fits 1280x720)
        grid.setContentsMargins(8, 4, 8, 6)
        grid.setVerticalSpacing(3)
        grid.addWidget(self.labels["kind"], 0, 0)
        grid.addWidget(self.kind, 0, 1, 1, 3)
        grid.addWidget(self.labels["amount"], 1, 0)
        grid.addWidget(self.amount, 1, 1)
        grid.addWidget(self.labels["unit"], 1, 2)
        grid.addWidget(self.unit, 1, 3)
        grid.addWidget(self.labels["envelopes"], 2, 0)
        grid.addWidget(self.envelopes, 2, 1, 1, 3)
        grid.addWidget(self.labels["from_players"], 3, 0)
        grid.addWidget(self.from_players, 3, 1)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setVisible(False)
        grid.addWidget(self.problem, 4, 0, 1, 4)
        self.kind.currentIndexChanged.connect(self._shown)
        for box in (self.amount, self.unit, self.from_players):
            box.valueChanged.connect(lambda _value: self.edited.emit())
        self.kind.currentIndexChanged.connect(lambda _index: self.edited.emit())
        self.envelopes.textEdited.connect(lambda _text: self.edited.emit())
        self.retranslate()
        self._shown()

    @property
    def fields(self) -> dict[str, QWidget]:
        """The fields by the setting each holds (a refusal names one: ``"bounty.amount"``)."""
        return {"bounty": self.kind, "bounty.kind": self.kind, "bounty.amount": self.amount,
                "bounty.unit": self.unit, "bounty.envelopes": self.envelopes, "bounty.from_players": self.from_players}

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setTitle(tr("BountyFields", "Bounties"))
        for i in range(self.kind.count()):
            self.kind.setItemText(i, tr("BountyFields", KIND_NAMES[str(self.kind.itemData(i))]))
        self.labels["kind"].setText(tr("BountyFields", "Kind"))
        self.labels["amount"].setText(tr("BountyFields", "Of each buy-in"))
        self.labels["unit"].setText(tr("BountyFields", "Paid in multiples of"))
        self.labels["envelopes"].setText(tr("BountyFields", "Envelopes"))
        self.labels["from_players"].setText(tr("BountyFields", "From players left"))
        self.envelopes.setPlaceholderText(tr("BountyFields", "e.g. 5000; 1000 x 4; 500 x 20"))
        self.from_players.setSpecialValueText(tr("BountyFields", "every knockout"))
        self.amount.setToolTip(tr("BountyFields", "The part of each entry's buy-in that goes to bounties, not to the "
                                                  "prize pool"))
        for box in (self.amount, self.unit, self.from_players):
            box.setLocale(qt_locale())

    def _shown(self) -> None:
        kind = str(self.kind.currentData())
        for key in ("amount", "unit"):
            self.labels[key].setVisible(bool(kind))
            getattr(self, key).setVisible(bool(kind))
        for key in ("envelopes", "from_players"):
            self.labels[key].setVisible(kind == MYSTERY)
            getattr(self, key).setVisible(kind == MYSTERY)

    def set_rule(self, rule: BountyRule | None) -> None:
        self.kind.setCurrentIndex(max(0, self.kind.findData(rule.kind if rule else "")))
        if rule is not None:
            self.amount.setValue(rule.amount)
            self.unit.setValue(rule.unit)
            self.envelopes.setText(envelopes_text(rule.envelopes))
            self.from_players.setValue(rule.from_players or ALL_ALONG)

    def rule(self) -> BountyRule | None:
        """The rule typed (None: no bounties); a refusal is a :class:`SettingError` naming its field."""
        kind = str(self.kind.currentData())
        if not kind:
            return None
        try:
            mystery = kind == MYSTERY
            return BountyRule(kind, self.amount.value(), self.unit.value(),
                              read_envelopes(self.envelopes.text()) if mystery else (),
                              (self.from_players.value() or None) if mystery else None)
        except BountyError as err:
            raise SettingError(err.message, field=err.field) from None

    def set_enabled(self, enabled: bool, reason: str = "") -> None:
        """Locked once a player has entered (what is on the heads stays): the reason as the tooltip."""
        for widget in self.fields.values():
            widget.setEnabled(enabled)
            widget.setToolTip("" if enabled else reason)
