"""A situation the floor is called to: the hand state, what was found, and the facts Floor holds.

Only ``hs`` and ``found`` are required. Every other fact is optional: one the rulebook needs and
the situation does not give is reported by the engine, never assumed. A few have a stated
default, because the floor would otherwise have to say "no" to each of them every time:
``deliberate`` (false), ``cards_affected`` (1), ``repeated`` (false), and ``dealt_in`` (the seats
with contributions). The hand state is always relative to the hand the matter concerns: HS10
for a defect means "found after the next hand began".

>>> s = Situation.from_dict({"hs": "HS4", "found": "duplicate_card", "contributions": {"1": 50, "2": 100}})
>>> s.dealt_in, s.contributions[2]
((1, 2), 100)
>>> facts = derive(s, {"defect_threshold": "BETTING_STARTED", "misdeal_threshold": "SA"})
>>> facts["phase"], facts["betting"], facts["sa"], facts["defect_timing"], facts["exploited"]
('in_hand', True, False, 'after_threshold', False)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from types import MappingProxyType
from typing import Any, ClassVar

from floor.core.errors import FloorError, Text
from floor.core.games import get_game
from floor.core.wholes import is_whole
from floor.procedures.vocabulary import BOOL, HAND_STATES, INPUT_FACTS, INT, SEAT, SEAT_MAP, SEATS
from floor.tournament.codec import Form


def _bad(message: str) -> FloorError:
    return FloorError(message, code="bad-situation")


def _seat(name: str, value: object) -> int:
    if isinstance(value, str) and value.strip().isascii() and value.strip().isdigit() and len(value.strip()) < 10:
        value = int(value)  # ("²" and "٣" are digits to Python, not seat numbers)
    if not is_whole(value) or value < 1:
        raise _bad(Text("{name} must be a seat number (1 or more), not {value!r}", name=name, value=value))
    return value


def _count(name: str, value: object) -> int:
    if not is_whole(value) or value < 0:
        raise _bad(Text("{name} must be a whole number of 0 or more, not {value!r}", name=name, value=value))
    return value


def _read(name: str, value: object) -> Any:
    """One fact from JSON, checked against its kind."""
    kind = INPUT_FACTS[name]
    if value is None:
        return None
    if isinstance(kind, tuple):
        if value not in kind:
            raise _bad(Text("{name} cannot be {value!r} ({values})", name=name, value=value, values=", ".join(kind))
                       if len(kind) <= 12 else
                       Text("{name} cannot be {value!r} (see `floor ruling list`)", name=name, value=value))
        return value
    if kind == BOOL:
        if not isinstance(value, bool):
            raise _bad(Text("{name} must be true or false, not {value!r}", name=name, value=value))
        return value
    if kind == INT:
        return _count(name, value)
    if kind == SEAT:
        return _seat(name, value)
    if kind == SEATS:
        if not isinstance(value, list | tuple):
            raise _bad(Text("{name} must be a list of seat numbers", name=name))
        seats = tuple(sorted({_seat(name, v) for v in value}))
        if len(seats) != len(value):
            raise _bad(Text("{name} names a seat twice", name=name))
        return seats
    if kind == SEAT_MAP:
        if not isinstance(value, Mapping):
            raise _bad(Text('{name} must map seats to chips, e.g. {{"3": 1200}}', name=name))
        chips: dict[int, int] = {}
        for key, amount in value.items():
            seat = _seat(Text("a seat in {name}", name=name), key)
            if seat in chips:
                raise _bad(Text("{name} names a seat twice", name=name))
            chips[seat] = _count(Text("{name} of seat {seat}", name=name, seat=seat), amount)
        return MappingProxyType(dict(sorted(chips.items())))
    raise AssertionError(kind)  # pragma: no cover - every kind is handled above


@dataclass(frozen=True, slots=True)
class Situation:
    """What the floor person tells Floor (or the dealer station knows)."""

    hs: str
    found: str
    street: str | None = None
    by: str | None = None
    face: str | None = None
    game: str | None = None
    players_acted: int | None = None
    seat: int | None = None
    exploiter: int | None = None
    contributions: Mapping[int, int] = field(default_factory=lambda: MappingProxyType({}))
    dealt_in: tuple[int, ...] = ()
    live: tuple[int, ...] | None = None
    winners: tuple[int, ...] | None = None
    eligible: tuple[int, ...] | None = None
    on_penalty: tuple[int, ...] = ()
    carryover: int | None = None
    button: int | None = None
    small_blind: int | None = None
    big_blind: int | None = None
    last_aggressor: int | None = None
    where: str | None = None
    deliberate: bool = False
    cards_affected: int = 1
    repeated: bool = False
    recoverable: bool | None = None
    holder_acted: bool | None = None
    action_taken: bool | None = None
    exposure: str | None = None
    offence: str | None = None
    players_seated: int | None = None
    rounds: int | None = None
    chips: int | None = None
    river_caller: bool | None = None
    requester_holds_cards: bool | None = None
    requester_won: bool | None = None

    FORM: ClassVar[Form] = Form(  # the facts given: every default and every empty list left out (hs, found always)
        sparse=frozenset(f for f in INPUT_FACTS if f not in ("hs", "found", "live", "winners", "eligible")),
        sparse_empty=frozenset({"live", "winners", "eligible"}))

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if value is None:
                continue
            kind = INPUT_FACTS[f.name]
            raw = list(value) if kind == SEATS else dict(value) if kind == SEAT_MAP else value
            object.__setattr__(self, f.name, _read(f.name, raw))
        if not self.dealt_in and self.contributions:
            object.__setattr__(self, "dealt_in", tuple(sorted(self.contributions)))
        if self.cards_affected < 1:
            raise _bad(Text("cards_affected must be 1 or more"))
        if self.exploiter is not None and self.dealt_in and self.exploiter not in self.dealt_in:
            raise _bad(Text("the exploiter, seat {seat}, was not dealt in (dealt in: {seats})", seat=self.exploiter,
                            seats=", ".join(map(str, self.dealt_in))))
        for name in ("live", "winners", "on_penalty"):
            seats = getattr(self, name) or ()
            strays = [s for s in seats if self.dealt_in and s not in self.dealt_in]
            if strays:
                raise _bad(Text("{name} names seat {seat}, which was not dealt in", name=name, seat=strays[0]))

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> Situation:
        """A situation from JSON (``floor ruling decide FILE``); an unknown key is refused."""
        if not isinstance(data, Mapping):
            raise _bad(Text('a situation is a JSON object, e.g. {{"hs": "HS4", "found": "joker"}}'))
        for key in data:
            if key not in INPUT_FACTS:
                raise _bad(Text("{key!r} is not a fact Floor knows (the facts are {facts})", key=key,
                                facts=", ".join(INPUT_FACTS)))
        for key in ("hs", "found"):
            if data.get(key) is None:
                raise _bad(Text("a situation needs at least hs (the hand state) and found (what the floor is "
                                "looking at)"))
        given: dict[str, Any] = {k: v for k, v in data.items() if v is not None}  # each checked by __post_init__
        return cls(**given)

    @property
    def state(self) -> int:
        """The hand state as a number (HS4 → 4)."""
        return HAND_STATES.index(self.hs)


def _phase(n: int) -> str:
    return "before_hand" if n <= 1 else "in_hand" if n <= 7 else "after_hand"


def _rrop_action(s: Situation) -> bool | None:
    """RRoP_ACTION: two players have acted after the blinds. HS4 alone does not say whether they have."""
    n = s.state
    if s.players_acted is not None:
        if n <= 3 and s.players_acted > 0:
            raise _bad(Text("{hs} is before any voluntary action, yet players_acted is {count}", hs=s.hs,
                            count=s.players_acted))
        return s.players_acted >= 2
    if n <= 3:
        return False
    if n >= 5:
        return True  # SA means two actions at least
    return None


def derive(s: Situation, house: Mapping[str, object]) -> dict[str, object]:
    """The facts a row can test: those given, and those worked out (``None`` when unknown)."""
    n = s.state
    betting, sa = n >= 4, n >= 5
    facts: dict[str, object] = {f.name: getattr(s, f.name) for f in fields(s)
                                if isinstance(INPUT_FACTS[f.name], tuple) or INPUT_FACTS[f.name] == BOOL}
    facts["family"] = None if s.game is None else get_game(s.game).family
    facts["phase"] = _phase(n)
    facts["betting"] = betting
    facts["sa"] = sa
    defect_after = sa if house.get("defect_threshold") == "SA" else betting
    facts["defect_timing"] = "after_threshold" if defect_after else "before_threshold"
    misdeal_after = _rrop_action(s) if house.get("misdeal_threshold") == "RRoP_ACTION" else sa
    facts["misdeal_timing"] = None if misdeal_after is None else (
        "after_threshold" if misdeal_after else "before_threshold")
    facts["exploited"] = s.exploiter is not None
    facts["several"] = s.cards_affected > 1
    eligible = set(s.eligible) if s.eligible is not None else None
    facts["eligible_live"] = None if eligible is None or s.live is None else bool(eligible & set(s.live))
    facts["eligible_present"] = None if eligible is None or not s.dealt_in else bool(eligible & set(s.dealt_in))
    return facts
