"""The chip-count grid for a break: type each stack, save them as one count, read the totals check.

Each stack shown is the known one (the last count and what recorded hands, rebuys and add-ons moved since), with
how it is known beside it, so a stack is never a stale count in disguise.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMessageBox, QPushButton, QVBoxLayout, QWidget

from floor.core.errors import FloorError
from floor.tournament import chips
from floor.tournament.chunks import differing
from floor.tournament.state import Player, TournamentState
from floor.ui.common.acting import attempt
from floor.ui.common.enabling import enable, why_not
from floor.ui.common.language import number, spoken, tr
from floor.ui.common.rows import PlayerRows, RowsView
from floor.ui.common.session import Say, Session
from floor.ui.common.typed_numbers import whole_number
from floor.usecases import chips as counting
from floor.usecases.desk import Done

CHIPS_COLUMN = 2
BIG_BLINDS_COLUMN = 3


class ChipsTab(QWidget):
    """Players still playing with their known stacks; edited cells are saved together as one count."""

    acted = Signal()  # a count was saved: every window is told

    def __init__(self, session: Session, say: Say) -> None:
        super().__init__()
        self.session = session
        self.say = say
        self._shown: tuple[TournamentState, object] | None = None  # the state and the blinds last shown
        self.rows = PlayerRows([tr("ChipsTab", "No."), tr("ChipsTab", "Name"), tr("ChipsTab", "Chips"),
                                tr("ChipsTab", "Big blinds"), tr("ChipsTab", "Known from")], lambda p: (),
                               editable=CHIPS_COLUMN)
        # Big blinds as wide as its title: "Больших блайндов" does not fit the default width (the rehearsal saw it cut).
        self.table = RowsView(self.rows, fitted=(1, BIG_BLINDS_COLUMN))
        self.rows.dataChanged.connect(lambda *_: self.enable_save())
        self.save_button = QPushButton(tr("ChipsTab", "Save counts"))
        self.save_button.clicked.connect(self.save)
        self.check_line = QLabel()
        self.check_line.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.check_line, 1)
        row.addWidget(self.save_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addLayout(row)

    def refresh(self) -> None:
        state = self.session.state()
        now = self.session.now()

        def cells(p: Player) -> tuple[str, ...]:  # asked only for the rows on screen
            bb = chips.in_big_blinds(state, p, now)
            basis = chips.stack_basis(p)
            known = tr("ChipsTab", "not counted yet") if basis is None else spoken(basis)
            return (str(p.id), p.label, "" if p.chips is None else number(p.chips), "" if bb is None else f"{bb:g}",
                    known)

        def shows(p: Player) -> object:  # the cells read the player's record (and the level's blinds: see below)
            return p

        status = state.clock.status(now)
        blinds = (status.blinds, status.next_blinds)  # (the big blind a stack is counted in: chips.in_big_blinds)
        before, self._shown = self._shown, (state, blinds)
        moved = None if before is None or before[1] != blinds else differing(state.players, before[0].players)
        listed = sorted(state.playing, key=lambda p: p.id)
        self.rows.show_players(listed, cells, shows,
                               None if moved is None else [state.players[n] for n in moved
                                                           if n in state.players and state.players[n].playing])
        self.check_line.setText(spoken(chips.check(state).message))
        self.enable_save(state)

    def confirm_doubtful(self, why: str) -> bool:
        """Whether the floor keeps a count the chips in play cannot make (Yes), or counts again (No)."""
        answer = QMessageBox.question(self, tr("ChipsTab", "A count that cannot exist"),
                                      tr("ChipsTab", "{why}. Keep this count anyway?", why=why),
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def enable_save(self, state: TournamentState | None = None) -> None:
        """Greyed out while the counts typed are ones the rules refuse (a stack of 0), the reason as its tooltip;
        nothing typed yet, or a cell that is not a number, is said when Save is pressed."""
        try:
            counts = self.edited()
        except FloorError:
            counts = {}
        if not counts:
            enable(self.save_button, "")
            return
        known = state or self.session.state()
        enable(self.save_button, why_not(lambda: chips.verify_count(known, counts)))

    def edited(self) -> dict[int | str, int]:
        """The counts typed since the last refresh; a cell that is not a number is named."""
        counts: dict[int | str, int] = {}
        if not self.rows.typed:  # (nothing typed: no need to look through 30,000 players)
            return counts
        for p in self.rows.players:
            typed = self.rows.typed.get(p.id)
            if typed is None:
                continue
            if typed.strip() == ("" if p.chips is None else number(p.chips)):
                continue
            counts[p.id] = whole_number(typed, tr("ChipsTab", "{name}'s chips", name=p.label))
        return counts

    def save(self) -> None:
        counts = attempt(self.say, self.edited)
        if counts is None:
            return
        if not counts:

            self.say(tr("ChipsTab", "Type the stacks in the Chips column, then save"), True)
            return
        done: Done | None
        try:
            done = counting.count(self.session, counts)
        except FloorError as refused:
            if refused.code != "doubtful-count":
                self.say(spoken(refused.message), True)
                return
            # A stack the chips in play cannot make: asked, not refused (the floor may know better).
            if not self.confirm_doubtful(spoken(refused.message)):
                self.say(spoken(refused.message), True)
                return
            done = attempt(self.say, lambda: counting.count(self.session, counts, confirmed=True))
            if done is None:
                return
        self.say(tr("ChipsTab", "Counted {count} stacks. {check}", count=len(counts),
                    check=spoken(chips.check(done.state).message)), False)
        self.rows.clear_typed()  # saved: the cells show the counts as the tournament has them
        self.acted.emit()
        self.refresh()

