"""Events: every change to a tournament is one, and the tournament is their fold.

An event says what happened (``kind``), when (``at``, seconds since the epoch, the
action's own time passed in by the caller), who did it (``author``: the floor
person's or dealer's name) and the details (``payload``, plain JSON). The store gives
each its number (``seq``) when it is written.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from floor.core.errors import FloorError, Text

CREATED = "tournament-created"
REGISTERED = "player-registered"
REENTERED = "player-reentered"
REBOUGHT = "player-rebought"
ADDED_ON = "player-added-on"
ELIMINATED = "players-eliminated"
REINSTATED = "player-reinstated"
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
# A ruling is corrected by a new, linked ruling; a token printed on a seat card stays valid.
NOT_UNDOABLE = frozenset({CREATED, UNDONE, REDONE, RULING, TOKENS_ISSUED})


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened to a tournament."""

    kind: str
    at: float
    author: str
    payload: Mapping[str, Any] = field(default_factory=dict)
    seq: int = 0

    def __post_init__(self) -> None:
        if not self.author or not self.author.strip():
            raise FloorError(Text("every action needs the name of the person doing it"), code="no-author")

    def numbered(self, seq: int) -> Event:
        return Event(self.kind, self.at, self.author, self.payload, seq)

    def to_dict(self) -> dict[str, Any]:
        return {"seq": self.seq, "kind": self.kind, "at": self.at, "author": self.author,
                "payload": dict(self.payload)}


def _undone(events: list[Event]) -> set[int]:
    """The numbers of the events an undo took back and no redo restored."""
    undone: set[int] = set()
    for e in events:
        if e.kind == UNDONE:
            undone.add(int(e.payload["target"]))
        elif e.kind == REDONE:
            undone.discard(int(e.payload["target"]))
    return undone


def effective(events: list[Event]) -> list[Event]:
    """The events still in force: those an undo took back (and no redo restored) are left out."""
    undone = _undone(events)
    return [e for e in events if e.seq not in undone and e.kind not in (UNDONE, REDONE)]


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
        if e.kind == UNDONE:
            stack.append(int(e.payload["target"]))
        elif e.kind == REDONE:
            if stack:
                stack.pop()
        elif e.kind not in NOT_UNDOABLE:
            stack.clear()
    if not stack:
        return None
    target = stack[-1]
    return next(e for e in events if e.seq == target)
