"""The seating the clock display shows under its band when the floor turns it on from the Tables tab.

The display asks four times a second; the players are sorted once per change (and every few seconds,
so moves older than the board keeps drop off), and the history is read once per change.
"""

from __future__ import annotations

from floor.tournament.events import Event
from floor.tournament.state import TournamentState
from floor.ui.clock.board import Seating, recent_seating_events, seating_board
from floor.ui.common.session import Session

BIG_SCREEN_SECONDS = 5  # the big screen's seating is sorted again after an action, or this often (moves expire)


class BigScreenSeating:
    """Every player's table and seat, and the latest moves, for :func:`floor.ui.clock.board.board`."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self._moves_seq = -1
        self._moves: list[Event] = []
        self._shown: tuple[tuple[int, int], Seating] | None = None

    def read_moves(self, state: TournamentState) -> None:
        """The latest seat changes, read from the history once per change (not four times a second)."""
        if state.seq != self._moves_seq:
            self._moves = recent_seating_events(self.session.history(), self.session.now())
            self._moves_seq = state.seq

    def seating(self, state: TournamentState, now: float) -> Seating:
        self.read_moves(state)
        key = (state.seq, int(now // BIG_SCREEN_SECONDS))
        if self._shown is None or self._shown[0] != key:  # asked four times a second: sorted once
            self._shown = (key, seating_board(state, now, self._moves))
        return self._shown[1]
