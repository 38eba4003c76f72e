"""The showdown's request and answer as a recorded hand keeps them: typed records the one codec reads and writes.

:func:`floor.core.showdown.showdown` takes a request and gives an answer as JSON (the README's "showdown
contract"; its ``TypedDict`` types say their shape to the front ends). A recorded hand keeps both: here they are
records, each key the contract leaves out left out again (``omitted``), so a hand this Floor recorded reads typed and
writes back byte for byte. A request or an answer an older Floor kept in another shape (an answer without the
hands' ``kind``, a client's request with keys of its own) is kept as the frozen JSON read (``Asked | FrozenObject``,
:mod:`floor.tournament.codec`), and the hand's readers read it as they always did.

>>> asked = as_recorded(Asked, {"game": "holdem", "board": "Ah Kh 7c 7d 2s", "seats": [
...     {"seat": 1, "cards": "As Ad", "contributed": 500}, {"seat": 2, "cards": "Kc Ks", "contributed": 500}]})
>>> [(s.seat, s.contributed) for s in asked.seats], sorted(asked.omitted)
([(1, 500), (2, 500)], ['button', 'chip', 'deck', 'house', 'jokers'])
>>> as_json(asked)["seats"][0]
{'cards': 'As Ad', 'contributed': 500, 'seat': 1}
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TypeVar

from floor.tournament import codec
from floor.tournament.jsonvalue import FrozenDict, FrozenObject, JsonObject, empty, freeze_object, thaw_object

__all__ = ["Answer", "Asked", "HandShown", "OddChip", "PotAward", "SeatAsked", "SeatHands", "as_json", "as_recorded"]

def _none() -> Mapping[int, int]:
    return MappingProxyType({})


@dataclass(frozen=True, slots=True)
class SeatAsked:
    """One seat of the request: its cards (text or a list), the chips it put in, folded, its dead chips."""

    seat: int
    cards: str | tuple[str, ...] = ()
    contributed: int = 0
    folded: bool = False
    dead: int = 0
    extra: FrozenObject = field(default_factory=empty, kw_only=True, repr=False)
    omitted: frozenset[str] = field(default=frozenset(), kw_only=True, repr=False)


@dataclass(frozen=True, slots=True)
class Asked:
    """A showdown request as recorded (the keys the front end left out, left out)."""

    game: str
    board: str | tuple[str, ...] = ()
    button: int | None = None
    chip: int = 1
    house: FrozenObject = field(default_factory=empty)
    seats: tuple[SeatAsked, ...] = ()
    deck: int | str | None = None
    jokers: int = 0
    extra: FrozenObject = field(default_factory=empty, kw_only=True, repr=False)
    omitted: frozenset[str] = field(default=frozenset(), kw_only=True, repr=False)


@dataclass(frozen=True, slots=True)
class HandShown:
    """A hand's value as the answer names it."""

    category: str
    name: str
    best: tuple[str, ...]
    kind: str
    ranks: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class SeatHands:
    """One live seat's hands (None where the game has no such half)."""

    seat: int
    high: HandShown | None
    low: HandShown | None


@dataclass(frozen=True, slots=True)
class OddChip:
    """A chip a winner got beyond the even share, and the rule that gave it."""

    seat: int
    amount: int
    reason: str


@dataclass(frozen=True, slots=True)
class PotAward:
    """One pot: who could win it, who did, each share by seat and the odd chips."""

    amount: int
    eligible: tuple[int, ...]
    high_winners: tuple[int, ...] | None
    low_winners: tuple[int, ...] | None
    shares: Mapping[int, int]
    odd_chips: tuple[OddChip, ...]


@dataclass(frozen=True, slots=True)
class Answer:
    """The showdown's answer as recorded; ``returned``, ``pots`` and ``payouts`` only when the request gave chips."""

    game: str
    hands: tuple[SeatHands, ...]
    high_order: tuple[tuple[int, ...], ...] | None
    low_order: tuple[tuple[int, ...], ...] | None
    returned: Mapping[int, int] = field(default_factory=_none)
    pots: tuple[PotAward, ...] = ()
    payouts: Mapping[int, int] = field(default_factory=_none)
    extra: FrozenObject = field(default_factory=empty, kw_only=True, repr=False)
    omitted: frozenset[str] = field(default=frozenset(), kw_only=True, repr=False)


_R = TypeVar("_R", Asked, Answer)


def as_recorded(kind: type[_R], value: Mapping[str, object]) -> _R | FrozenObject:
    """A request or an answer as a recorded hand keeps it: the record when it is one (its keys in the order the
    log keeps them, sorted), else the JSON as it was given, frozen."""
    in_order = json.loads(json.dumps(thaw_object(freeze_object(value)), sort_keys=True))
    kept = codec.decode(in_order, kind | FrozenDict)
    assert isinstance(kept, kind | FrozenDict)
    return kept


def as_json(value: Asked | Answer | FrozenObject) -> JsonObject:
    """The JSON a recorded request or answer holds (a fresh copy: the hand's readers and its export read it)."""
    if isinstance(value, FrozenDict):
        return thaw_object(value)
    written = codec.encode(value, type(value) | FrozenDict)  # (a nested record: its keys sorted)
    assert isinstance(written, dict)
    return written
