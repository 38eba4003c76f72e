"""Deciding a situation: pick it step by step (or find its row by keyword), read the ruling, confirm or override.

Hand state first, then what was found; then the facts the rows still in play depend on
(:func:`floor.procedures.engine.candidates`) until :func:`~floor.procedures.engine.decide` finds the
one row, shown in plain words with its sources and the concrete outcome. Confirm records the ruling
(:func:`floor.usecases.rulings.confirm`); Override (:func:`floor.usecases.rulings.override`) needs the typed
reason, and the refusal without one is the procedure's own words in the console's message line.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from floor.core.errors import FloorError
from floor.procedures.engine import Decision, RulingGap, candidates, decide
from floor.procedures.profile import tournament_settings
from floor.procedures.rulebook import Row, Rulebook
from floor.procedures.situations import Situation
from floor.procedures.vocabulary import FOUND, HAND_STATES
from floor.tournament.state import TournamentState
from floor.ui.common.acting import attempt
from floor.ui.common.language import current, spoken, tr
from floor.ui.common.session import Say, Session
from floor.ui.common.table_combo import show_tables, table_choice
from floor.ui.common.typed_numbers import whole_number
from floor.ui.rulings.facts import FactForm, decision_html, gap_html, hand_state_text, wanted
from floor.ui.rulings.words import value_text
from floor.usecases import rulings
from floor.usecases.desk import Done

SEARCH_SHOWN = 30


def found_in(row: Row) -> list[str]:
    """What a row is about (its ``found`` values, or where its redirect sends the situation)."""
    values = [str(v) for alt in row.when for c in alt if c.fact == "found" for v in c.values]
    return list(dict.fromkeys(values))


def _ruled_text(row: str, event: int, table: int | None, *, overridden: bool) -> str:
    """The message line after a ruling: confirmed or overridden, at a table or not (whole sentences)."""
    if overridden:
        return (tr("RulingsDecide", "Ruling {row} overridden (#{event})", row=row, event=event) if table is None else
                tr("RulingsDecide", "Ruling {row} overridden (#{event}) at table {table}", row=row, event=event,
                   table=table))
    return (tr("RulingsDecide", "Ruling {row} confirmed (#{event})", row=row, event=event) if table is None else
            tr("RulingsDecide", "Ruling {row} confirmed (#{event}) at table {table}", row=row, event=event,
               table=table))


class DecidePage(QWidget):
    """The situation on the left, Floor's ruling and the floor's decision on the right."""

    acted = Signal()
    """A ruling was recorded."""

    def __init__(self, session: Session, book: Rulebook, say: Say) -> None:
        super().__init__()
        self.session, self.book, self.say = session, book, say
        self.decision: Decision | None = None
        self.on_ruled: Callable[[Decision, TournamentState], None] = lambda d, s: None  # after a confirmation
        self._by_state = {hs: [f for f in FOUND if any(hs in r.situation and f in found_in(r) for r in book.rows)]
                          for hs in HAND_STATES}

        self.search_field = QLineEdit()
        self.search_field.setPlaceholderText(tr("RulingsDecide", "Search the rulebook: e.g. boxed card, joker, phone"))
        self.search_field.textChanged.connect(self.search)
        self.results = QListWidget()
        self.results.setMaximumHeight(96)
        self.results.itemClicked.connect(self.pick)
        self.hs_choice = QComboBox()
        for hs in HAND_STATES:
            self.hs_choice.addItem(hand_state_text(hs), hs)
        self.hs_choice.currentIndexChanged.connect(lambda _: self._list_found())
        self.found_choice = QComboBox()
        self.found_choice.currentIndexChanged.connect(lambda _: self.update_ruling())
        self.facts = FactForm()
        self.facts.changed.connect(self.update_ruling)
        steps = QFormLayout()
        steps.addRow(tr("RulingsDecide", "1. Hand state"), self.hs_choice)
        steps.addRow(tr("RulingsDecide", "2. What was found"), self.found_choice)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.facts)
        left = QVBoxLayout()
        left.addWidget(self.search_field)
        left.addWidget(self.results)
        left.addLayout(steps)
        left.addWidget(QLabel(tr("RulingsDecide", "3. The facts (blank = not known)")))
        left.addWidget(scroll, 1)

        self.view = QTextBrowser()
        self.table_choice = table_choice("—")
        self.hand_field = QLineEdit()
        self.hand_field.setPlaceholderText(tr("RulingsDecide", "hand no."))
        self.hand_field.setMaximumWidth(90)
        self.confirm_button = QPushButton(tr("RulingsDecide", "Confirm the ruling"))
        self.confirm_button.clicked.connect(self.confirm)
        self.reason_field = QLineEdit()
        self.reason_field.setPlaceholderText(tr("RulingsDecide",
                                                "Why the floor rules otherwise (required to override)"))
        self.final_field = QLineEdit()
        self.final_field.setPlaceholderText(tr("RulingsDecide", "What the floor rules instead (optional)"))
        self.override_button = QPushButton(tr("RulingsDecide", "Override…"))
        self.override_button.clicked.connect(self.override)
        where = QHBoxLayout()
        where.addWidget(QLabel(tr("RulingsDecide", "Table")))
        where.addWidget(self.table_choice)
        where.addWidget(QLabel(tr("RulingsDecide", "Hand")))
        where.addWidget(self.hand_field)
        where.addStretch(1)
        where.addWidget(self.confirm_button)
        grid = QGridLayout()
        grid.addWidget(self.reason_field, 0, 0)
        grid.addWidget(self.final_field, 1, 0)
        grid.addWidget(self.override_button, 0, 1)
        right = QVBoxLayout()
        right.addWidget(self.view, 1)
        right.addLayout(where)
        right.addLayout(grid)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 2)
        layout.addLayout(right, 3)
        self._list_found()

    # -- the situation --------------------------------------------------------------------------
    def _list_found(self, keep: str | None = None) -> None:
        """The things that can be found in this hand state (each has a row that applies in it)."""
        wanted_found = keep or self.found_choice.currentData()
        self.found_choice.blockSignals(True)
        self.found_choice.clear()
        for found in self._by_state[self.hs_choice.currentData()]:
            self.found_choice.addItem(value_text(found), found)
        self.found_choice.setCurrentIndex(max(0, self.found_choice.findData(wanted_found)))
        self.found_choice.blockSignals(False)
        self.update_ruling()

    def choose(self, hs: str, found: str) -> None:
        """Step 1 and 2 at once (a search result, or a test)."""
        self.hs_choice.blockSignals(True)
        self.hs_choice.setCurrentIndex(max(0, self.hs_choice.findData(hs)))
        self.hs_choice.blockSignals(False)
        self._list_found(found)

    def search(self, text: str) -> None:
        self.results.clear()
        for row in self.book.search(text)[:SEARCH_SHOWN] if len(text.strip()) >= 2 else []:
            item = QListWidgetItem(f"{row.id}  {row.words(current()).title}")
            item.setData(Qt.ItemDataRole.UserRole, row.id)
            self.results.addItem(item)

    def pick(self, item: QListWidgetItem) -> None:
        """A row found by keyword: its hand state (the one chosen, if it applies) and what it is about."""
        row = self.book.row(str(item.data(Qt.ItemDataRole.UserRole)))
        hs = self.hs_choice.currentData()
        found = found_in(row)
        if not found:
            self.say(tr("RulingsDecide", "{row} is reached from another row: pick the situation it names",
                        row=row.id), True)
            return
        self.choose(hs if hs in row.situation else row.situation[0], found[0])
        self.say(tr("RulingsDecide", "{row}: {title} — now give the facts", row=row.id,
                    title=row.words(current()).title), False)

    def situation(self) -> Situation:
        facts: dict[str, object] = {"hs": self.hs_choice.currentData(), "found": self.found_choice.currentData()}
        facts.update(self.facts.values())
        return Situation.from_dict(facts)

    def update_ruling(self) -> None:
        """Ask the engine again: the one row, or the gap and the facts it needs."""
        self.decision = None
        if self.found_choice.currentData() is None:
            first_steps = tr("RulingsDecide", "Choose the hand state and what was found.")
            self.view.setHtml(f"<p>{escape(first_steps)}</p>")
            self._enable()
            return
        try:
            house = tournament_settings(self.session.state())
            bare = Situation(self.hs_choice.currentData(), self.found_choice.currentData())
            first = candidates(self.book, bare, house)
            self.facts.show_facts(wanted(first))
            situation = self.situation()
            rows = candidates(self.book, situation, house)
            self.facts.show_facts(wanted([*first, *rows]))  # a fact given may bring rows the defaults left out
            self.decision = decide(self.book, situation, house)
            self.view.setHtml(decision_html(self.decision))
        except RulingGap as gap:
            self.view.setHtml(gap_html(gap, self.book))
        except FloorError as err:
            self.view.setHtml(f"<p style='color:#b71c1c'>{escape(spoken(err.message))}</p>")
        self._enable()

    def _enable(self) -> None:
        self.confirm_button.setEnabled(self.decision is not None)
        self.override_button.setEnabled(self.decision is not None)

    # -- the floor's decision -------------------------------------------------------------------------
    def show_tables(self, state: TournamentState) -> None:
        show_tables(self.table_choice, state.tables, "—")

    def _hand(self) -> int | None:
        text = self.hand_field.text().strip()
        return whole_number(text, tr("RulingsDecide", "the hand number"), minimum=1) if text else None

    def confirm(self) -> bool:
        return self._rule(None)

    def override(self) -> bool:
        return self._rule(self.reason_field.text())

    def _rule(self, reason: str | None) -> bool:
        decision = self.decision
        if decision is None:
            self.say(tr("RulingsDecide", "There is no ruling to confirm yet: give the facts Floor asks for"), True)
            return False
        table = self.table_choice.currentData()
        final = (self.final_field.text().strip() or None) if reason is not None else None

        def ruled() -> Done:
            hand = self._hand()
            if reason is None:
                return rulings.confirm(self.session, decision, table=table, hand=hand)
            return rulings.override(self.session, decision, reason, final_outcome=final, table=table, hand=hand)
        done = attempt(self.say, ruled)
        if done is None:
            return False
        self.say(_ruled_text(decision.row_id, done.seq, table, overridden=reason is not None), False)
        self.acted.emit()
        self.reason_field.clear()
        self.final_field.clear()
        if reason is None:
            self.on_ruled(decision, done.state)
        return True
