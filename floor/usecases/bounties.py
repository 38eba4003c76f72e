"""A mystery bounty's envelope drawn for the knockout waiting for one: by Floor (a secure shuffle of the pool) or by
hand at the table (the floor types what the envelope held). The console, the command line and the room share it."""

from __future__ import annotations

import random

from floor.tournament import envelopes
from floor.tournament.bounties import Knockout
from floor.tournament.events import Event
from floor.tournament.records import BountyDrawn
from floor.tournament.state import TournamentState
from floor.usecases import pairing
from floor.usecases.chance import SECURE
from floor.usecases.desk import Desk, Done, run
from floor.usecases.intent import intent


@intent("bounties.draw_envelope", pairing.RUN_DESK)
def draw_envelope(desk: Desk, *, rng: random.Random = SECURE) -> Done:
    """Floor draws the oldest waiting knockout's envelope from what is left in the pool."""
    now, author = desk.now(), desk.author

    def drawing(state: TournamentState) -> Event:
        envelopes.verify_draw(state)  # (refuses a tournament without a mystery bounty, or with no envelope left)
        left = state.bounties.envelopes_left if state.bounties is not None else ()
        return envelopes.draw(state, position=rng.randrange(len(left)), now=now, author=author)

    return run(desk, drawing)


@intent("bounties.drawn_by_hand", pairing.RUN_DESK)
def drawn_by_hand(desk: Desk, amount: int) -> Done:
    """The envelope drawn by hand at the table held ``amount``: one still in the pool."""
    now, author = desk.now(), desk.author
    return run(desk, lambda state: envelopes.draw(state, amount=amount, now=now, author=author))


def drawn(done: Done) -> BountyDrawn:
    """The draw a use case wrote."""
    return done.events[0].body(BountyDrawn)


def knockout_of(done: Done) -> Knockout:
    """The knockout whose envelope a use case drew, as the book holds it now (with its amount and busters)."""
    body = drawn(done)
    book = done.state.bounties
    assert book is not None  # (a draw is refused without a mystery bounty)
    return next(k for k in reversed(book.knockouts) if k.seq == body.knockout and k.busted == body.player)


__all__ = ["draw_envelope", "drawn", "drawn_by_hand", "knockout_of"]
