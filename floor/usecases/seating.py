"""The seating's use cases: seat draws, late seats, the button, the next hand, balancing moves, table breaks, the
final table and hand-for-hand (procedures.md DT-2 to DT-4).

The Tables tab and ``floor seat|table|button ...`` call these, so a draw, a move or a break is the same events
whichever front end the floor uses. Every draw takes ``rng`` (:data:`~floor.usecases.chance.SECURE` unless a test
passes a seeded one); a draw made at the table comes in as its ``cards``, checked by the draw itself.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from functools import partial

from floor.core.errors import FloorError, Text
from floor.tournament.balancing.proposal import Proposal
from floor.tournament.events import Event
from floor.tournament.seating import actions as seating
from floor.tournament.state import TournamentState
from floor.usecases import pairing
from floor.usecases.chance import SECURE
from floor.usecases.desk import Desk, Done, run
from floor.usecases.intent import intent


@intent("seating.draw_seats", pairing.RUN_DESK)
def draw_seats(desk: Desk, *, method: str | None = None, cards: Mapping[int, str] | None = None,
               redraw: bool = False, rng: random.Random = SECURE) -> Done:
    """SE-01: every player still in draws a seat (``method`` A, B or C; the house's unless given); ``cards`` (player ->
    card) records a draw made at the table; ``redraw`` draws again over seats already drawn."""
    now, author = desk.now(), desk.author
    return run(desk, lambda state: seating.draw_seats(state, rng=rng, now=now, author=author, redraw=redraw,
                                                      method=method, cards=cards))


@intent("seating.seat_late", pairing.RUN_DESK)
def seat_late(desk: Desk, players: Sequence[int] | None = None, *, rng: random.Random = SECURE) -> Done:
    """SE-04: each of ``players`` (everyone without a seat, unless given) draws a seat from the open seats, as a new
    entrant would; all of them, or none. Nobody to seat writes nothing."""
    wanted = seating.unseated(desk.state()) if players is None else list(players)
    if not wanted:
        return Done((), desk.state())
    now, author = desk.now(), desk.author
    return run(desk, *(partial(_seat, player=player, rng=rng, now=now, author=author) for player in wanted))


def _seat(state: TournamentState, *, player: int, rng: random.Random, now: float, author: str) -> Event:
    return seating.seat(state, player, rng=rng, now=now, author=author)


# -- the button ------------------------------------------------------------------------------------------------------

@intent("seating.draw_button", pairing.RUN_DESK)
def draw_button(desk: Desk, table: int, *, cards: Mapping[int, str] | None = None, absent: Collection[int] = (),
                rng: random.Random = SECURE) -> Done:
    """BT-01: Floor deals one card per seat, or ``cards`` (seat -> card) records the draw made at the table."""
    now, author = desk.now(), desk.author
    return run(desk, lambda state: seating.draw_button(state, table, rng=rng, now=now, author=author, cards=cards,
                                                       absent=absent))


@intent("seating.set_button", pairing.RUN_DESK)
def set_button(desk: Desk, table: int, seat: int, *, reason: str) -> Done:
    """BT-07: the floor puts the button right by hand; the reason goes in the log."""
    now, author = desk.now(), desk.author
    return run(desk, lambda state: seating.set_button(state, table, seat, reason=reason, now=now, author=author))


@intent("seating.next_hand", pairing.RECORD_HAND, table="table")
def next_hand(desk: Desk, table: int, *, rule: str | None = None) -> Done:
    """A hand ended at ``table``: the button and blinds move (the house's button rule unless ``rule`` is given)."""
    now, author = desk.now(), desk.author
    return run(desk, lambda state: seating.hand_done(state, table, now=now, author=author, rule=rule))


@intent("seating.next_hand_everywhere", pairing.RUN_DESK)
def next_hand_everywhere(desk: Desk) -> Done:
    """Hand-for-hand: every table played its hand; each one's button and blinds move (an event each, all or none)."""
    tables = sorted(desk.state().tables)
    if not tables:
        raise FloorError(Text("there are no tables yet: draw the seats first"), code="no-tables")
    now, author = desk.now(), desk.author
    return run(desk, *(partial(_hand_done, table=table, now=now, author=author) for table in tables))


def _hand_done(state: TournamentState, *, table: int, now: float, author: str) -> Event:
    return seating.hand_done(state, table, now=now, author=author)


# -- balancing -------------------------------------------------------------------------------------------------------

def proposed_move(state: TournamentState, rng: random.Random = SECURE) -> Proposal | None:
    """The move balancing proposes now, if what it proposes is a move: what a move is judged against."""
    found = seating.proposal(state, rng=rng)
    return found if found is not None and found.kind == "move" else None


def _still(state: TournamentState, proposed: Proposal | None) -> Proposal | None:
    """``proposed``, if it still stands: another desk may have moved someone since the floor read it."""
    if proposed is not None and seating.proposal(state) != proposed:
        raise FloorError(Text("the tables changed since this proposal was shown: read the new one and confirm again"),
                         code="stale-proposal")
    return proposed


@intent("seating.move", pairing.RUN_DESK)
def move(desk: Desk, player: int, table: int, seat: int, *, proposed: Proposal | None = None,
         reason: str = "") -> Done:
    """A player moved to ``table`` and ``seat``: the balancing move ``proposed`` confirmed, or overridden with a
    reason; without a proposal, a move by hand (a reason too). A proposal the tables no longer call for is refused."""
    now, author = desk.now(), desk.author
    return run(desk, lambda state: seating.move(state, player, table, seat, now=now, author=author,
                                                proposed=_still(state, proposed), reason=reason))


@intent("seating.break_table", pairing.RUN_DESK)
def break_table(desk: Desk, table: int, *, proposed: Proposal | None = None, rng: random.Random = SECURE) -> Done:
    """BB-09/BB-10: the table's players draw seats at the other tables; ``proposed`` (balancing's break of this table,
    when the floor confirms it) is kept in the event and must still stand."""
    now, author = desk.now(), desk.author
    return run(desk, lambda state: seating.break_table(state, table, rng=rng, now=now, author=author,
                                                       proposed=_still(state, proposed)))


@intent("seating.final_table", pairing.RUN_DESK)
def final_table(desk: Desk, *, redraw: str | None = None, rng: random.Random = SECURE) -> Done:
    """BB-12/BB-13: everyone left at one table, by a full redraw or with only the arrivals drawing (``redraw``; the
    house's final_table_redraw unless given)."""
    now, author = desk.now(), desk.author
    return run(desk, lambda state: seating.final_table(state, rng=rng, now=now, author=author, redraw=redraw))


@dataclass(frozen=True, slots=True)
class Balanced:
    """What balancing asked for, and what was done about it: nothing when nothing was due, or the floor must choose
    the player or the seat himself (``done`` is None then)."""

    proposal: Proposal | None
    done: Done | None


@intent("seating.balance", pairing.RUN_DESK)
def balance(desk: Desk, *, rng: random.Random = SECURE) -> Balanced:
    """Carry out what balancing proposes now: the move, the table break or the final table (the house's way)."""
    found = seating.proposal(desk.state(), rng=rng)
    if found is None:
        return Balanced(None, None)
    now, author = desk.now(), desk.author
    if found.kind == "move":
        if found.player is None or found.destination is None or found.destination.seat is None:
            return Balanced(found, None)
        player, table, seat = found.player, found.destination.table, found.destination.seat

        def moved(state: TournamentState) -> Event:
            return seating.move(state, player, table, seat, now=now, author=author, proposed=found)

        return Balanced(found, run(desk, moved))
    if found.kind == "break":
        number = found.tables[0]

        def broken(state: TournamentState) -> Event:
            return seating.break_table(state, number, rng=rng, now=now, author=author, proposed=found)

        return Balanced(found, run(desk, broken))
    return Balanced(found, final_table(desk, rng=rng))


@intent("seating.balance_as_shown", pairing.ANSWER_CALL)
def balance_as_shown(desk: Desk, seen: int) -> Proposal | None:
    """What balancing proposes, carried out from a view of the tournament at action ``seen`` (a floor phone's):
    refused if anything happened since, or if the proposal leaves the player or the seat to the floor; the proposal
    carried out, or None when nothing was due."""
    if desk.state().seq != seen:
        raise FloorError(Text("the tables changed since this proposal was shown: read the new one and confirm again"),
                         code="stale-proposal")
    done = balance(desk)
    if done.proposal is not None and done.done is None:
        raise FloorError(Text("the floor chooses this move at the desk"), code="floor-decides")
    return done.proposal


@intent("seating.hand_for_hand", pairing.RUN_DESK)
def hand_for_hand(desk: Desk, on: bool) -> Done:
    """BB-14: hand-for-hand announced at the bubble (``on``), or over."""
    now, author = desk.now(), desk.author
    return run(desk, lambda state: seating.hand_for_hand(state, on, now=now, author=author))
