"""A mystery bounty's envelopes: each knockout of the mystery stage draws one, by Floor or by hand; ask, check, act.

The draw itself (which envelope) is chance, so it is written down: the event holds the amount drawn, and the fold
never draws. Floor's own draw takes the envelope's position from the use case's secure shuffle
(:mod:`floor.usecases.chance`); a draw made by hand at the table is typed in and must be an envelope still in the
pool.
"""

from __future__ import annotations

from floor.core.errors import FloorError, Text
from floor.tournament.bounties import Bounties, Knockout
from floor.tournament.events import Event
from floor.tournament.records import BountyDrawn
from floor.tournament.state import TournamentState


def _book(state: TournamentState) -> Bounties:
    if state.bounties is None or state.bounties.rule.kind != "mystery":
        raise FloorError(Text("this tournament has no mystery bounty"), code="no-bounty")
    return state.bounties


def waiting(state: TournamentState) -> tuple[Knockout, ...]:
    """The mystery knockouts waiting for their envelope, oldest first (none without a mystery bounty)."""
    book = state.bounties
    return () if book is None else book.waiting


def verify_draw(state: TournamentState, *, amount: int | None = None) -> Knockout:
    """The knockout the next envelope is for; ``amount``, an envelope drawn by hand, must be one still in the pool."""
    book = _book(state)
    if not book.waiting:
        raise FloorError(Text("no knockout is waiting for an envelope"), code="nothing-to-draw")
    if not book.envelopes_left:
        raise FloorError(Text("the pool has no envelope left"), code="no-envelope")
    if amount is not None and amount not in book.envelopes_left:
        left = ", ".join(f"{a:,}" for a in sorted(set(book.envelopes_left), reverse=True))
        raise FloorError(Text("no envelope of {amount:,} is left in the pool (left: {left})", amount=amount, left=left)
                         if isinstance(amount, int) and not isinstance(amount, bool)
                         else Text("an envelope's amount is a whole number, not {amount!r}", amount=amount),
                         code="no-envelope")
    return book.waiting[0]


def draw(state: TournamentState, *, position: int | None = None, amount: int | None = None, now: float,
         author: str) -> Event:
    """The oldest waiting knockout's envelope: the one at ``position`` in the pool (Floor's draw), or ``amount``
    (drawn by hand)."""
    knockout = verify_draw(state, amount=amount)
    book = _book(state)
    if amount is None:
        if position is None or not 0 <= position < len(book.envelopes_left):
            raise FloorError(Text("draw an envelope from the pool"), code="no-envelope")
        return Event(BountyDrawn(knockout.seq, knockout.busted, book.envelopes_left[position]), now, author)
    return Event(BountyDrawn(knockout.seq, knockout.busted, amount, by_hand=True), now, author)


__all__ = ["draw", "verify_draw", "waiting"]
