"""The Players tab's QR panel: the selected (or just registered) player's page, to scan at the desk.

A newcomer can point a phone at the console right after registering; the seat card prints the same code.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from floor.tournament.state import TournamentState
from floor.ui.common.language import tr
from floor.ui.common.qr_view import QrView
from floor.ui.console.pages_control import PagesControl

QR_SIDE = 190


class PlayerQrPanel(QWidget):
    """Name, table and seat, the QR and the address of one player's page, and a button for the seat card."""

    def __init__(self, control: PagesControl, print_card: Callable[[], None]) -> None:
        super().__init__()
        self.control = control
        self.player: int | None = None
        self.name = QLabel()
        self.name.setStyleSheet("font-size: 16px; font-weight: bold;")
        self.name.setWordWrap(True)
        self.seat = QLabel()
        self.seat.setStyleSheet("font-size: 15px;")
        self.seat.setWordWrap(True)  # "Select a player to show the QR of his page" is wider than the panel
        self.qr = QrView(QR_SIDE)
        self.url = QLabel()
        self.url.setWordWrap(True)
        self.url.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.url.setStyleSheet("font-family: monospace; font-size: 11px;")
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: #555;")
        self.card_button = QPushButton(tr("PlayerQrPanel", "Seat card…"))
        self.card_button.clicked.connect(lambda _checked=False: print_card())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 0, 0, 0)
        layout.addWidget(self.name)
        layout.addWidget(self.seat)
        layout.addWidget(self.qr, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.url)
        layout.addWidget(self.hint)
        layout.addWidget(self.card_button)
        layout.addStretch(1)
        self.setFixedWidth(QR_SIDE + 30)
        self.setVisible(control.available)

    def show_player(self, state: TournamentState, player: int | None) -> None:
        """The player's page: its QR once the player has a token (the pages give one as soon as they are on)."""
        self.player = player
        found = state.players.get(player) if player is not None else None
        if found is None:
            self.name.setText("")
            self.seat.setText(tr("PlayerQrPanel", "Select a player to show the QR of his page"))
            self.qr.show_matrix(None)
            self.qr.setVisible(False)
            self.url.setText("")
            self.hint.setText("")
            self.card_button.setEnabled(False)
            return
        spot = state.seats.get(found.id)
        self.name.setText(found.label)
        if not found.playing:
            self.seat.setText(tr("PlayerQrPanel", "out of the tournament"))
        else:
            self.seat.setText(tr("PlayerQrPanel", "no seat yet") if spot is None
                              else tr("PlayerQrPanel", "Table {table} · Seat {seat}", table=spot[0], seat=spot[1]))
        served = self.control.running  # a code is shown only while its address answers
        url = self.control.player_url(state, found.id) if served else None
        self.qr.show_matrix(None if url is None else self.control.qr(url))
        self.qr.setVisible(url is not None)  # no empty square where the code will be
        self.url.setText(url or "")
        self.hint.setText("" if served else tr("PlayerQrPanel", "Turn on the player pages (status bar) to show "
                                                                "this player's QR and print a seat card"))
        self.card_button.setEnabled(served and spot is not None and found.playing)
