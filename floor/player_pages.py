"""The player pages of one tournament in the store: tokens, snapshots, the server and the QR codes.

This is composition (architecture.md: ``store``, ``web`` and ``ui`` meet only where the app wires
them): the desktop and ``floor serve`` both use it. The owner calls :meth:`PlayerPages.refresh` on
one thread (the GUI thread in the desktop); it gives newcomers a token (an event, so tokens
survive restarts), then publishes an immutable snapshot the server threads only read.
"""

from __future__ import annotations

from floor.core.errors import FloorError, Text
from floor.room.address import EVERY_INTERFACE, advertised_host, refusal
from floor.room.follow import History
from floor.store.desk import StoreDesk
from floor.store.tournaments import Store
from floor.tournament.state import TournamentState
from floor.usecases.desk import run
from floor.web import snapshot, tokens
from floor.web.qr import Matrix, qr_matrix
from floor.web.server import PlayerService

DEFAULT_PORT = 8765


class PlayerPages:
    """The service for one tournament; every method is called from the owner's thread."""

    def __init__(self, store: Store, tournament_id: int) -> None:
        self.store = store
        self.tournament_id = tournament_id
        self.service: PlayerService | None = None
        self.history = History()
        self.published: snapshot.PublicSnapshot | None = None

    @property
    def running(self) -> bool:
        return self.service is not None and self.service.running

    def base_url(self, host: str = EVERY_INTERFACE, port: int = DEFAULT_PORT) -> str:
        """The address the pages are (or will be, once on with these settings) reached at, ending in ``/``."""
        if self.service is not None:
            host, port = self.service.address
        return f"http://{advertised_host(host)}:{port}/"

    def start(self, host: str, port: int, *, now: float, author: str, language: str | None = None) -> str:
        """Turn the service on: the port taken first (a refusal gives no tokens), then the first snapshot; its
        address. A request in the moment between the two gets "Not ready". ``language``: the room's, for every
        phone; None: each phone's own."""
        if not 0 <= port <= 65535:
            raise FloorError(Text("{port} is not a port: choose one from 1024 to 65535", port=port), code="bad-port")
        if self.running:
            return self.base_url()
        service = PlayerService(host, port, language)
        try:
            service.start()
        except OSError as err:
            raise refusal(err, host, port) from err
        self.service = service
        try:
            self.refresh(now=now, author=author)
        except BaseException:
            self.stop()
            raise
        return self.base_url()

    def stop(self) -> None:
        service, self.service = self.service, None
        if service is not None:
            service.stop()

    def give_tokens(self, *, now: float, author: str) -> TournamentState:
        """A token for every player without one (one event), so a QR can be shown or printed."""
        desk = StoreDesk(self.store, self.tournament_id, author, lambda: now)
        state = desk.state()
        if tokens.missing(state):
            state = run(desk, lambda s: tokens.issue_tokens(s, now=now, author=author)).state
        return state


    def refresh(self, *, now: float, author: str) -> None:
        """Tokens for newcomers, then a new snapshot published (the clock moves even when nothing else did)."""
        if self.service is None:
            return
        state = self.give_tokens(now=now, author=author)
        events = self.history.of(self.store, self.tournament_id, state.seq)
        self.published = snapshot.build(state, now, events, self.published)  # the standings reused if unchanged
        self.service.publish(self.published)

    def player_url(self, state: TournamentState, player: int, base: str) -> str | None:
        """The player's own page, or None before the player has a token."""
        token = state.tokens.get(player)
        return None if token is None else f"{base}p/{token}"

    @staticmethod
    def qr(text: str) -> Matrix:
        return qr_matrix(text)
