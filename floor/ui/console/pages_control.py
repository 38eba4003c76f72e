"""The player pages, seen from the console: on or off, their address, the snapshots published, the QR codes.

The service itself is handed in (``floor.player_pages.ServedPages``, wired by ``floor/app.py``: the room service,
``floor serve``, in a process of its own): this module only asks it to start, stop and give newcomers their
tokens, on the GUI thread, and turns its refusals into words. The service is off until the floor manager turns it
on.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QLabel, QPushButton

from floor.core.errors import FloorError
from floor.tournament.state import TournamentState
from floor.ui.common.language import spoken, tr
from floor.ui.common.qr_view import Matrix
from floor.ui.common.session import Say, Session
from floor.ui.common.settings import PAGES_PORT, DeskSettings
from floor.ui.printing.seat_cards import SeatCard
from floor.usecases.pages import issue_tokens

PUBLISH_MS = 1000  # newcomers' tokens every second while on (and at once after every action)
ON_STYLE = "color: #1b5e20; font-weight: bold;"


class Pages(Protocol):
    """What the console needs of the player service (``floor.player_pages.ServedPages``)."""

    @property
    def running(self) -> bool: ...

    def base_url(self, host: str = ..., port: int = ...) -> str: ...

    def start(self, host: str, port: int, *, now: float, author: str, language: str | None = None) -> str: ...

    def stop(self) -> None: ...

    def refresh(self, *, now: float, author: str) -> None: ...

    def player_url(self, state: TournamentState, player: int, base: str) -> str | None: ...

    def qr(self, text: str) -> Matrix: ...


class PagesControl(QObject):
    """The status-bar switch and address of the player pages; ``changed`` when they go on or off."""

    changed = Signal()

    def __init__(self, pages: Pages | None, session: Session, desk: DeskSettings | None, say: Say) -> None:
        super().__init__()
        self.pages = pages
        self.session = session
        self.desk = desk
        self.say = say
        self.label = QLabel()
        self.button = QPushButton()
        self.button.clicked.connect(self.toggle)
        self.timer = QTimer(self)
        self.timer.setInterval(PUBLISH_MS)
        self.timer.timeout.connect(self.publish)
        if self.running:  # handed a service already on (the console opened again in another language)
            self.timer.start()
        self._qr_cache: dict[str, Matrix] = {}
        self._show()

    @property
    def available(self) -> bool:
        return self.pages is not None

    @property
    def running(self) -> bool:
        return self.pages is not None and self.pages.running

    def _where(self) -> tuple[str, int]:
        if self.desk is None:
            return "0.0.0.0", PAGES_PORT
        return self.desk.pages_host, self.desk.pages_port

    def base_url(self) -> str:
        """Where the pages are, or will be once turned on with the current settings."""
        if self.pages is None:
            return ""
        return self.pages.base_url(*self._where())

    def toggle(self) -> None:
        self.turn_off() if self.running else self.turn_on()

    def turn_on(self) -> bool:
        if self.pages is None:
            self.say(tr("PagesControl", "The player pages are not available in this window"), True)
            return False
        host, port = self._where()
        try:
            url = self.pages.start(host, port, now=self.session.now(), author=self.session.author,
                                   language=(self.desk.pages_language or None) if self.desk else None)
        except FloorError as err:
            self.say(tr("PagesControl", "The player pages did not start: {reason}", reason=spoken(err.message)), True)
            self._show()
            return False
        self.timer.start()
        self.say(tr("PagesControl", "Player pages on: {url} — the lobby QR is on the clock display", url=url), False)
        self._show()
        self.changed.emit()
        return True

    def turn_off(self) -> None:
        if self.pages is None or not self.pages.running:
            return
        self.timer.stop()
        self.pages.stop()
        self.say(tr("PagesControl", "Player pages off: phones see nothing until they are turned on again"), False)
        self._show()
        self.changed.emit()

    def publish(self) -> None:
        """Tokens for newcomers (the service follows the file itself, and shows them); a refusal stops nothing
        else."""
        if self.pages is None or not self.pages.running:
            return
        try:
            self.pages.refresh(now=self.session.now(), author=self.session.author)
        except FloorError as err:
            self.say(tr("PagesControl", "The player pages could not be brought up to date: {reason}",
                        reason=spoken(err.message)), True)

    def qr(self, text: str) -> Matrix:
        """The matrix of ``text``, computed once (the console shows the same few codes again and again)."""
        if self.pages is None:
            raise FloorError(tr("PagesControl", "the player pages are not available in this window"), code="no-pages")
        matrix = self._qr_cache.get(text)
        if matrix is None:
            if len(self._qr_cache) > 256:
                self._qr_cache.clear()
            matrix = self._qr_cache[text] = self.pages.qr(text)
        return matrix

    def verify_served(self) -> None:
        """Paper must never carry an address nobody answers: a card or a poster is made only while the pages are on
        (a QR scanned at the door that opens nothing is worse than no QR)."""
        if not self.running:
            raise FloorError(tr("PagesControl", "the player pages are off, so the address on the paper would not "
                                "answer: turn them on first (status bar)"), code="pages-off")

    def lobby(self) -> tuple[str, Matrix] | None:
        """The lobby's address and QR while the pages are on (the clock display shows it)."""
        if not self.running:
            return None
        url = self.base_url()
        return url, self.qr(url)

    def player_url(self, state: TournamentState, player: int) -> str | None:
        return None if self.pages is None else self.pages.player_url(state, player, self.base_url())

    def cards(self, players: Iterable[int]) -> list[SeatCard]:
        """Seat cards for ``players`` who have a seat (tokens given first: an event, kept for good)."""
        if self.pages is None:
            raise FloorError(tr("PagesControl", "the player pages are not available in this window"), code="no-pages")
        self.verify_served()
        wanted = list(players)
        state = self.session.state()
        if any(p not in state.tokens for p in wanted):
            state = issue_tokens(self.session).state
        cards = []
        for player in wanted:
            spot = state.seats.get(player)
            url = self.player_url(state, player)
            if spot is None or url is None or player not in state.players:
                continue
            cards.append(SeatCard(state.players[player].label, state.settings.name, str(spot[0]), spot[1], url,
                                  self.qr(url)))
        return cards

    def _show(self) -> None:
        self.button.setVisible(self.pages is not None)
        if self.pages is None:
            self.label.setText("")
        elif self.running:
            self.label.setText(tr("PagesControl", "Player pages: {url}", url=self.base_url()))
            self.label.setStyleSheet(ON_STYLE)
            self.button.setText(tr("PagesControl", "Turn off"))
        else:
            self.label.setText(tr("PagesControl", "Player pages: off"))
            self.label.setStyleSheet("")
            self.button.setText(tr("PagesControl", "Turn on"))
