"""A ruling's outcome as its event keeps it (procedures.md §0.6): the words, the lines, and the amounts and seats.

:func:`floor.procedures.outcomes.apply` works the outcome out (a
:class:`~floor.procedures.outcomes.Proposal`); what the ruling event keeps of it is a :class:`LoggedOutcome`,
written and read by :mod:`floor.tournament.codec`. It lives here, beside the events, because the event that holds
it (:class:`~floor.tournament.records.RulingMade`) may not import the procedures. An outcome an older Floor kept in
another shape (or the floor's own, typed in an override) stays the frozen JSON it wrote.

>>> from floor.tournament import codec
>>> kept = LoggedOutcome(lines=("Refund seat 1.",), refunds={1: 50})
>>> codec.write(kept)["refunds"], codec.read(LoggedOutcome, codec.write(kept)).refunds[1]
({'1': 50}, 50)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from types import MappingProxyType


def _seats(values: Mapping[int, int] | None = None) -> Mapping[int, int]:
    return MappingProxyType(dict(values or {}))


@dataclass(frozen=True, slots=True)
class Redeal:
    """A hand dealt again: where the button and blinds are, and who is dealt in."""

    same_button: bool
    button: int | None = None
    small_blind: int | None = None
    big_blind: int | None = None
    seats: tuple[int, ...] = ()
    killed: tuple[int, ...] = ()  # seats on penalty: dealt in, hand killed (MD-08)


@dataclass(frozen=True, slots=True)
class Carryover:
    """Chips carried to the next deal (DD-08) and the only seats that may win them (DD-09)."""

    amount: int | None
    eligible: tuple[int, ...]
    from_seat: int | None = None


@dataclass(frozen=True, slots=True)
class Penalty:
    seat: int | None
    missed_hands: int | None = None
    starts: str = "after the current hand"


@dataclass(frozen=True, slots=True)
class Consequences:
    """What a ruling's outcome comes to at the table: the amounts and the seats. Worked out once
    (:class:`~floor.procedures.outcomes.Proposal`) and kept as it was (:class:`LoggedOutcome`): one set of fields."""

    refunds: Mapping[int, int] = field(default_factory=_seats)
    returned: Mapping[int, int] = field(default_factory=_seats)
    awards: Mapping[int, int] = field(default_factory=_seats)
    award_seats: tuple[int, ...] = ()  # who may win an amount the showdown divides (DD-09)
    carryover: Carryover | None = None
    redeal: Redeal | None = None
    dead_hands: tuple[int, ...] = ()
    live_hands: tuple[int, ...] = ()
    shown: tuple[int, ...] = ()
    removed_from_play: int | None = None
    penalties: tuple[Penalty, ...] = ()
    disqualified: tuple[int, ...] = ()
    void_hand: bool = False

    def __post_init__(self) -> None:
        for name in ("refunds", "returned", "awards"):
            value = getattr(self, name)
            if not isinstance(value, MappingProxyType):
                object.__setattr__(self, name, _seats(value))

    def consequences(self) -> dict[str, object]:
        """These fields by name, to be carried into another outcome (a proposal's into what its event keeps)."""
        return {name: getattr(self, name) for name in CONSEQUENCES}


@dataclass(frozen=True, slots=True, kw_only=True)
class LoggedOutcome(Consequences):
    """What a ruling event keeps of its outcome: the row's words (``cards``, ``chips``, ``players``), the lines in
    English (``lines``) and as the templates they were said from (``said``: each a
    :meth:`~floor.core.errors.Text.to_json`, to be said again in the desk's language), and what they come to."""

    cards: tuple[str, ...] = ()
    chips: tuple[str, ...] = ()
    players: tuple[str, ...] = ()
    lines: tuple[str, ...] = ()
    said: tuple[object, ...] = ()


CONSEQUENCES = tuple(f.name for f in fields(Consequences))
