"""The actions of a Floor window on another computer (a dealer station, a second desk), recorded by the room service.

A window there runs its use cases against the tournament as it last read it, as every window does; what they made
is sent as events with the sequence number they were made against (``base``). The service records them in one
transaction only if the tournament is still at ``base`` (else the window reads the news and runs the use case again,
so an action is never applied to a state it was not checked against), only if the device's role may make each of
them (:func:`allowed_for`), and stamped with the device's person and the device, whatever the window said.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from floor.core.errors import FloorError, Text
from floor.core.showdown import showdown
from floor.tournament import events as ev
from floor.tournament.events import Body, Event
from floor.tournament.jsonvalue import freeze_object, thaw_object
from floor.tournament.records import HandRecorded, HandVoided, NextHand, RulingMade
from floor.tournament.state import TournamentState
from floor.usecases import pairing
from floor.usecases.desk import Desk, Done, run
from floor.usecases.pairing import Device

CLOCK_SKEW_SECONDS = 120.0  # an action stamped further from the service's time than this: that computer's clock is off
AT_A_TABLE = (HandRecorded, NextHand, HandVoided, RulingMade)  # what a dealer station writes, at its own table
NEVER = frozenset({ev.CREATED})  # a tournament is made where its database is


@dataclass(frozen=True, slots=True)
class Sent:
    """One event as a window sent it: its body and its time."""

    body: Body
    at: float


def allowed_for(device: Device) -> Callable[[Body], Text | None]:
    """Why ``device`` may not write this event (None: it may): a desk writes what a desk does, a dealer station only
    its table's hands, next hands, voided hands and rulings, any other device nothing."""
    def check(body: Body) -> Text | None:
        if body.kind in NEVER:
            return Text("a tournament is created at the desk that holds its database")
        if device.role == pairing.DESK:
            return None
        if device.role == pairing.DEALER and isinstance(body, AT_A_TABLE):
            table = body.table
            if table != device.table:
                return Text("this station is table {mine}'s: it cannot act at table {table}", mine=device.table,
                            table=table)
            return None
        return Text("a {role} device cannot do this", role=device.role)
    return check


def _same_result(body: Body) -> Text | None:
    """A hand's result is the showdown's answer to its request: a station cannot send pots of its own making."""
    if not isinstance(body, HandRecorded):
        return None
    try:
        answer = showdown(thaw_object(body.request))
    except FloorError as err:
        return err.message if isinstance(err.message, Text) else Text("{why}", why=err.message)
    if freeze_object(answer) != body.result:
        return Text("the hand's result is not the showdown's answer to its cards and chips")
    return None


def commit_sent(desk: Desk, base: int, sent: Sequence[Sent], *, allowed: Callable[[Body], Text | None],
                now: float) -> Done:
    """The events a window made against the tournament at ``base``, recorded as one action of ``desk.author``."""
    if not sent:
        raise FloorError(Text("nothing was sent to record"), code="bad-request")
    for item in sent:
        why = allowed(item.body) or _same_result(item.body)
        if why is not None:
            raise FloorError(why, code="not-allowed")
        if abs(item.at - now) > CLOCK_SKEW_SECONDS:
            raise FloorError(Text("this computer's clock is {off:,} seconds off the room service's: set it right "
                                  "and try again", off=round(item.at - now)), code="clock-off")
    author = desk.author

    def at_base(item: Sent, first: bool) -> Callable[[TournamentState], Event]:
        def make(state: TournamentState) -> Event:
            if first and state.seq != base:
                raise FloorError(Text("the tournament moved on since this was done (action {seq} is new): it is "
                                      "read again and the action checked again", seq=state.seq), code="stale-entry")
            return Event(item.body, item.at, author)
        return make

    return run(desk, *(at_base(item, i == 0) for i, item in enumerate(sent)))
