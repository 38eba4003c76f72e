"""The box above the chart: what balancing proposes, the halted tables, and hand-for-hand.

It shows what :func:`floor.tournament.seating.actions.proposal`, :func:`~floor.tournament.seating.actions.halted` and
the hand-for-hand notice say, and offers Confirm, Override…, the hand-for-hand toggle and, while
hand-for-hand is on, the next hand at every table. The tab connects the buttons to its actions.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QSizePolicy

from floor.i18n.catalog import marked
from floor.tournament import prizes
from floor.tournament.balancing import balance as balancing
from floor.tournament.balancing.proposal import Halt, Proposal
from floor.tournament.state import TournamentState
from floor.ui.common.language import spoken, tr

HALTS_NAMED = 3
KINDS = {"move": marked("SeatingProposal", "Move a player"), "break": marked("SeatingProposal", "Break a table"),
         "final-table": marked("SeatingProposal", "Final table")}


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class ProposalBox(QFrame):
    """The proposal with Confirm and Override…, the halted tables in red, and the hand-for-hand line."""

    def __init__(self) -> None:
        super().__init__()
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.proposal_line = QLabel()
        self.proposal_line.setWordWrap(True)
        self.proposal_line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.confirm_button = QPushButton(tr("SeatingProposal", "Confirm"))
        self.override_button = QPushButton(tr("SeatingProposal", "Override…"))
        self.halted_line = QLabel()
        self.halted_line.setWordWrap(True)
        self.halted_line.setStyleSheet("color: #b71c1c;")
        self.hand_for_hand_line = QLabel()
        self.hand_for_hand_line.setWordWrap(True)
        self.everywhere_button = QPushButton(tr("SeatingProposal", "Next hand at every table"))
        self.everywhere_button.setToolTip(tr("SeatingProposal", "Every table has played its hand: the button and "
                                             "blinds move at each one"))
        self.hand_for_hand_button = QPushButton()
        layout = QGridLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.addWidget(self.proposal_line, 0, 0)
        layout.addWidget(self.confirm_button, 0, 1, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.override_button, 0, 2, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.halted_line, 1, 0, 1, 3)
        hand_for_hand = QHBoxLayout()
        hand_for_hand.addWidget(self.hand_for_hand_line, 1)
        hand_for_hand.addWidget(self.everywhere_button, 0, Qt.AlignmentFlag.AlignTop)
        hand_for_hand.addWidget(self.hand_for_hand_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(hand_for_hand, 2, 0, 1, 3)
        layout.setColumnStretch(0, 1)
        for button in (self.confirm_button, self.override_button, self.everywhere_button, self.hand_for_hand_button):
            button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def show_proposal(self, state: TournamentState, shown: Proposal | None, problem: str) -> None:
        if problem:
            text = tr("SeatingProposal", "Balancing: {problem}", problem=problem)
        elif not state.tables:
            text = tr("SeatingProposal", "No tables yet: draw the seats when the players are registered.")
        elif shown is None:
            text = tr("SeatingProposal", "Nothing to balance.")
        else:
            said = {"kind": tr("SeatingProposal", KINDS[shown.kind]), "rules": ", ".join(shown.rules),
                    "reason": _escape(spoken(shown.reason))}
            if shown.floor_decides:
                text = tr("SeatingProposal", "<b>{kind}</b> [{rules}]: {reason} — <i>the floor picks: Confirm to "
                          "choose</i>", **said)
            else:
                text = tr("SeatingProposal", "<b>{kind}</b> [{rules}]: {reason}", **said)
        self.proposal_line.setText(text)
        self.confirm_button.setEnabled(shown is not None)
        self.override_button.setEnabled(shown is not None and shown.kind == "move")
        self.override_button.setToolTip(tr("SeatingProposal", "Move another player, or to another seat, and say why")
                                        if shown is not None and shown.kind == "move"
                                        else tr("SeatingProposal", "Only a move can be overridden here"))

    def show_halted(self, halts: Sequence[Halt]) -> None:
        lines = [spoken(h.reason) for h in halts[:HALTS_NAMED]]
        if len(halts) > HALTS_NAMED:
            lines.append(tr("SeatingProposal", "… and {count} more halted tables", count=len(halts) - HALTS_NAMED))
        self.halted_line.setText("\n".join(lines))
        self.halted_line.setVisible(bool(halts))

    def show_hand_for_hand(self, state: TournamentState, refusal: str) -> None:
        """The notice at the bubble, the toggle, and (while it is on) the next hand everywhere; ``refusal``
        is why a next hand cannot be dealt at every table, "" when it can."""
        places = len(prizes.sheet(state).amounts)
        due = state.players_left >= 1 and places >= 1 and balancing.hand_for_hand_due(state.players_left, places)
        if state.hand_for_hand:
            self.hand_for_hand_line.setText(tr("SeatingProposal", "Hand-for-hand is on (BB-14): every table plays one "
                                               "hand, then waits."))
            self.hand_for_hand_button.setText(tr("SeatingProposal", "End hand-for-hand"))
        elif due:
            self.hand_for_hand_line.setText(tr("SeatingProposal", "{notice} (BB-14)",
                                               notice=spoken(balancing.hand_for_hand_notice(state.players_left,
                                                                                            places))))
            self.hand_for_hand_button.setText(tr("SeatingProposal", "Announce hand-for-hand"))
        self.hand_for_hand_line.setVisible(state.hand_for_hand or due)
        self.hand_for_hand_button.setVisible(state.hand_for_hand or due)
        self.everywhere_button.setVisible(state.hand_for_hand)
        self.everywhere_button.setEnabled(not refusal)
        self.everywhere_button.setToolTip(refusal[:1].upper() + refusal[1:] if refusal else
                                          tr("SeatingProposal", "Every table has played its hand: the button and "
                                             "blinds move at each one"))
