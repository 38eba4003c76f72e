"""Events: every change to a tournament is one, and the tournament is their fold.

An event says what happened (its typed body, ``data``: one frozen dataclass per kind, see
:mod:`floor.tournament.records`), when (``at``, seconds since the epoch, the action's own time passed in by the
caller) and who did it (``author``: the floor person's or dealer's name). The store gives each its number
(``seq``) when it is written. ``kind`` is the body's; ``data.to_json()`` is the body as JSON (the store's bytes, the
export, ``--json``), a fresh copy each call.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar, TypeVar

from floor.core.errors import FloorError, Text
from floor.tournament import codec
from floor.tournament.codec import Form
from floor.tournament.jsonvalue import FrozenObject, Json, JsonObject, empty, freeze_object, thaw_object

CREATED = "tournament-created"
REGISTERED = "player-registered"
REENTERED = "player-reentered"
REBOUGHT = "player-rebought"
ADDED_ON = "player-added-on"
ELIMINATED = "players-eliminated"
REINSTATED = "player-reinstated"
BOUNTY_DRAWN = "bounty-drawn"  # a mystery bounty's envelope for one knockout (drawn by Floor or by hand)
CHIPS_COUNTED = "chips-counted"
CHIPS_REMOVED = "chips-removed"
CLOCK = "clock"
PAYOUTS_SET = "payouts-set"
STRUCTURE_SET = "structure-set"
SEATS_DRAWN = "seats-drawn"  # a whole seating: the opening draw, a full redraw, the final table
PLAYER_SEATED = "player-seated"  # one player given a seat (late registration, re-entry, reinstatement)
PLAYER_MOVED = "player-moved"  # balancing (confirmed or overridden) or a move by hand
TABLE_BROKEN = "table-broken"  # a table's players spread over the others
BUTTON_SET = "button-set"  # a button draw, or the floor's correction
NEXT_HAND = "next-hand"  # a hand ended at a table: the button and blinds move
CHIP_RACE = "chip-race"  # a color-up's race at one table
HAND_FOR_HAND = "hand-for-hand"  # announced (or ended) at the bubble
HAND_RECORDED = "hand-recorded"  # a hand's showdown at a table, from the dealer station
HAND_VOIDED = "hand-voided"  # a hand stopped by a defective deck: each seat got back what it put in (DD-05)
HAND_CORRECTED = "hand-corrected"  # a confirmed hand judged again by the floor: the stacks move by the difference
RULING = "ruling"  # a floor ruling (procedures.md §0.6), confirmed or overridden: the log is append-only
HOUSE_SET = "house-set"  # house settings (procedures.md §14) changed from now on
PENALTY_GIVEN = "penalty-given"  # a warning, missed hands or rounds, a disqualification (procedures.md DT-11)
PENALTY_ENDED = "penalty-ended"  # a penalty ended early, or marked served by the floor
INCIDENT_LOGGED = "incident-logged"  # a spectator or device incident and the action taken (procedures.md DT-10)
TOKENS_ISSUED = "tokens-issued"  # player-page tokens ({player id: token}); kept for good, re-entries included
SETTINGS_CHANGED = "settings-changed"  # the tournament's settings changed while the rules allow (retune.py)
UNDONE = "undo"
REDONE = "redo"

# Events an undo can take back: everything a person did, but not creating the tournament
# nor the undo and redo themselves.
# A ruling is corrected by a new, linked ruling; a token printed on a seat card stays valid; a call to the floor
# was made, and its answer given, whatever happens next.
FLOOR_CALLED = "floor-called"  # a table calls the floor (a dealer's tablet): the situation, for the floor's phones
CALL_ANSWERED = "call-answered"  # the floor's answer to a call, shown back at the table
ANNOUNCED = "announcement"  # a line the floor puts on the big screen, the TV and the phones (empty: cleared)
MEMBER_LINKED = "member-linked"  # a player registered without a member id linked to the club's member afterwards
FINISHED = "tournament-finished"  # an import says the tournament is over (a chop: no last player standing)
REOPENED = "tournament-reopened"  # a finished tournament opened again by the floor, with the reason
DEAL_MADE = "deal-made"  # the players left agreed a deal: its amounts are their prizes of record
DEAL_TAKEN_BACK = "deal-taken-back"  # the deal in force taken back: the payout sheet pays again
PLAYER_RENAMED = "player-renamed"  # a registered player's name (and nickname) corrected afterwards: a typo, a nickname
DAMAGE_NOTICED = "log-damage-noticed"  # actions lost or an event changed outside Floor: on record with the next action
STANDBY_DROPPED = "standby-dropped"  # the floor went on without the server's synchronous standby (issue 31)

NOT_UNDOABLE = frozenset({CREATED, UNDONE, REDONE, RULING, TOKENS_ISSUED, FLOOR_CALLED, CALL_ANSWERED, ANNOUNCED,
                          DAMAGE_NOTICED, STANDBY_DROPPED})

_B = TypeVar("_B", bound="Body")


@dataclass(frozen=True, slots=True)
class Body:
    """What one kind of event holds, typed; :meth:`to_json` is the JSON the store keeps, :meth:`from_json` reads it,
    both by :mod:`floor.tournament.codec` from the field types and the class's ``FORM``.

    ``VERSION`` is the kind's schema revision (the JSON carries none, so that every file written before reads
    unchanged: a revision only adds fields, and reading tolerates their absence). ``omitted`` names the optional
    fields the stored JSON left out (an older Floor's), ``extra`` keeps the fields this Floor does not read: the
    copy written back is the JSON read, key for key.
    """

    KIND: ClassVar[str] = ""
    VERSION: ClassVar[int] = 1
    FORM: ClassVar[Form] = codec.PLAIN

    extra: FrozenObject = field(default_factory=empty, kw_only=True, repr=False)
    omitted: frozenset[str] = field(default=frozenset(), kw_only=True, repr=False)

    @property
    def kind(self) -> str:
        return self.KIND

    def to_json(self) -> JsonObject:
        """The body as JSON, its keys in the order Floor writes them."""
        return codec.write(self)

    @classmethod
    def from_json(cls: type[_B], data: object) -> _B:
        """The body ``data`` holds (a :class:`~floor.tournament.codec.CodecError` names what does not fit)."""
        return codec.read(cls, data)


@dataclass(frozen=True, slots=True)
class Unknown(Body):
    """A body kept exactly as stored, unread: a kind this Floor does not know (a newer Floor wrote it), or a copy
    kept only to be said in words (the body an undo names, for the history).

    The fold refuses it; the history still names it by its kind.
    """

    name: str
    payload: FrozenObject = field(default_factory=empty)

    @property
    def kind(self) -> str:
        return self.name

    def to_json(self) -> JsonObject:
        """The body as it was stored (it was never read)."""
        return thaw_object(self.payload)


@dataclass(frozen=True, slots=True)
class TakeBack(Body):
    """An undo or a redo: the action's number, and its kind and body as they were (for the history)."""

    target: int
    target_kind: str = ""
    target_payload: FrozenObject = field(default_factory=empty)

    FORM = Form(names={"target_kind": "kind", "target_payload": "payload"})

    @classmethod
    def of(cls: type[_TB], target: Event) -> _TB:
        return cls(target.seq, target.kind, target.data_frozen())


_TB = TypeVar("_TB", bound=TakeBack)


@dataclass(frozen=True, slots=True)
class Undone(TakeBack):
    KIND = UNDONE


@dataclass(frozen=True, slots=True)
class Redone(TakeBack):
    KIND = REDONE


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened to a tournament."""

    data: Body
    at: float
    author: str
    seq: int = 0

    def __post_init__(self) -> None:
        if not self.author or not self.author.strip():
            raise FloorError(Text("every action needs the name of the person doing it"), code="no-author")

    @property
    def kind(self) -> str:
        return self.data.kind

    def data_frozen(self) -> FrozenObject:
        """The body as frozen JSON (what an undo keeps of its target)."""
        return freeze_object(self.data.to_json())

    def body(self, kind: type[_B]) -> _B:
        """The typed body, when it is of ``kind`` (a ``TypeError`` otherwise): ``event.body(Registered).player``."""
        if not isinstance(self.data, kind):
            raise TypeError(f"event {self.seq} is a {self.kind!r}, not a {kind.KIND!r}")
        return self.data

    def numbered(self, seq: int) -> Event:
        return Event(self.data, self.at, self.author, seq)

    def to_dict(self) -> dict[str, Json]:
        return {"seq": self.seq, "kind": self.kind, "at": self.at, "author": self.author,
                "payload": self.data.to_json()}


def _undone(events: list[Event]) -> set[int]:
    """The numbers of the events an undo took back and no redo restored."""
    undone: set[int] = set()
    for e in events:
        if isinstance(e.data, Undone):
            undone.add(e.data.target)
        elif isinstance(e.data, Redone):
            undone.discard(e.data.target)
    return undone


def effective(events: list[Event]) -> list[Event]:
    """The events still in force: those an undo took back (and no redo restored) are left out."""
    undone = _undone(events)
    return [e for e in events if e.seq not in undone and not isinstance(e.data, TakeBack)]


def undo_target(events: list[Event]) -> Event | None:
    """The latest action still in force: what "undo" takes back."""
    undone = _undone(events)
    for e in reversed(events):
        if e.kind not in NOT_UNDOABLE and e.seq not in undone:
            return e
    return None


def redo_target(events: list[Event]) -> Event | None:
    """The action most recently undone, if nothing new was done since: what "redo" restores."""
    stack: list[int] = []
    for e in events:
        if isinstance(e.data, Undone):
            stack.append(e.data.target)
        elif isinstance(e.data, Redone):
            if stack:
                stack.pop()
        elif e.kind not in NOT_UNDOABLE:
            stack.clear()
    if not stack:
        return None
    target = stack[-1]
    return next(e for e in events if e.seq == target)
