"""The Rulings tab: decide a situation, the log of rulings, the penalties in force, the spectator incidents.

Four pages, each its own module: :mod:`~floor.ui.rulings.decide` (pick the situation step by step or
by keyword, see the ruling, confirm or override), :mod:`~floor.ui.rulings.log` (filter, export CSV),
:mod:`~floor.ui.rulings.penalties` (DT-11) and :mod:`~floor.ui.rulings.incidents` (DT-10). Every
action is a use case of :mod:`floor.usecases.rulings`, run through :func:`floor.ui.common.acting.attempt`;
every refusal is the procedure's own words in the console's message line. After an action the tab says so
(:attr:`RulingsTab.acted`): the console tells the change feed, and every window redraws. No rule lives here.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QComboBox, QTabWidget, QVBoxLayout, QWidget

from floor.procedures import penalties as PN
from floor.procedures.engine import Decision
from floor.procedures.rulebook import Rulebook, load_rulebook
from floor.tournament.state import TournamentState
from floor.ui.common.combos import compact
from floor.ui.common.language import tr
from floor.ui.common.session import Say, Session
from floor.ui.common.table_combo import TableChoices
from floor.ui.rulings.decide import DecidePage
from floor.ui.rulings.incidents import IncidentsPage
from floor.ui.rulings.log import LogPage
from floor.ui.rulings.penalties import PenaltiesPage


class RulingsTab(QWidget):
    """The console's Rulings tab."""

    acted = Signal()
    """The tournament moved by an action taken here (the console tells the change feed)."""

    def __init__(self, session: Session, say: Say, book: Rulebook | None = None) -> None:
        super().__init__()
        self.session, self.say = session, say
        self.book = book or load_rulebook()
        self.decide_page = DecidePage(session, self.book, say)
        self.decide_page.on_ruled = self._ruled
        self.log_page = LogPage(session, say, self.book)
        self.penalties_page = PenaltiesPage(session, say)
        self.incidents_page = IncidentsPage(session, say)
        for page in (self.decide_page, self.penalties_page, self.incidents_page):
            page.acted.connect(self.acted)
        self.pages = QTabWidget()
        self.by_name: dict[str, QWidget] = {"decide": self.decide_page, "log": self.log_page,
                                            "penalties": self.penalties_page, "incidents": self.incidents_page}
        self.pages.addTab(self.decide_page, tr("RulingsTab", "Decide"))
        self.pages.addTab(self.log_page, tr("RulingsTab", "Log"))
        self.pages.addTab(self.penalties_page, tr("RulingsTab", "Penalties"))
        self.pages.addTab(self.incidents_page, tr("RulingsTab", "Incidents"))
        self.pages.currentChanged.connect(lambda _: self._refresh_log())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.pages)
        for combo in self.findChildren(QComboBox):  # row titles are long: they must not widen the console
            compact(combo, widened=not isinstance(combo.model(), TableChoices))  # ("Table 12" is short)

    def show_page(self, name: str) -> None:
        """One of the pages by its English name (decide, log, penalties, incidents), whatever the language."""
        self.pages.setCurrentWidget(self.by_name[name.lower()])

    def refresh(self) -> None:
        state = self.session.state()
        for page in (self.decide_page, self.log_page, self.incidents_page):
            page.show_tables(state)
        self.penalties_page.refresh()
        self.incidents_page.refresh()
        serving = len(PN.in_force(state))
        self.pages.setTabText(2, tr("RulingsTab", "Penalties ({count})", count=serving) if serving
                              else tr("RulingsTab", "Penalties"))
        self._refresh_log()

    def _refresh_log(self) -> None:
        """The log reads the history: only while it is on screen."""
        if self.pages.currentWidget() is self.log_page and self.isVisible():
            self.log_page.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._refresh_log()

    def _ruled(self, decision: Decision, state: TournamentState) -> None:
        """A ruling that calls for a penalty or a disqualification: the Penalties form, filled in, to confirm."""
        outcome = decision.outcome
        table, seat = self.decide_page.table_choice.currentData(), decision.situation.seat
        if not (outcome.penalties or outcome.disqualified) or table is None or seat is None:
            return
        if table not in state.tables or not 1 <= seat <= len(state.tables[table].seats):
            return
        player = state.tables[table].player_at(seat)
        if player is None:
            return
        kind = PN.DISQUALIFICATION if outcome.disqualified else (
            PN.MISSED_ROUNDS if decision.situation.rounds else PN.WARNING)
        self.penalties_page.prefill(player, kind, decision.situation.rounds, decision.row_id, state.seq)
        self.say(tr("RulingsTab", "Ruling {row} confirmed (#{event}): the penalty for {player} is filled in on the "
                                  "Penalties page — give it there", row=decision.row_id, event=state.seq,
                    player=state.players[player].label), False)
