"""A tournament's settings: what an entry costs and brings, and the rules for buying more chips."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any

from floor.core.errors import FloorError, Text


def _whole(value: object, what: Text, minimum: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise FloorError(Text("{what} must be a whole number of at least {minimum}, not {value!r}",
                              what=what, minimum=minimum, value=value), code="bad-setting")
    return value


@dataclass(frozen=True, slots=True)
class Purchase:
    """A rebuy, an add-on or a re-entry: its price, the chips it brings, how many a player may
    buy, and the last level it is allowed in (None: until the rule is closed by hand)."""

    price: int
    chips: int
    limit: int = 1
    last_level: int | None = None

    def __post_init__(self) -> None:
        _whole(self.price, Text("the price"))
        _whole(self.chips, Text("the chips"), 1)
        _whole(self.limit, Text("the limit per player"), 1)
        if self.last_level is not None:
            _whole(self.last_level, Text("the last level"), 1)


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything fixed when the tournament is created (changes are their own events)."""

    name: str
    buy_in: int
    starting_stack: int
    fee: int = 0
    rebuy: Purchase | None = None
    addon: Purchase | None = None
    reentry: Purchase | None = None
    late_registration_level: int | None = None
    seats_per_table: int = 9
    guarantee: int = 0
    payout_unit: int = 1

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip():
            raise FloorError(Text("a tournament needs a name"), code="bad-setting")
        _whole(self.buy_in, Text("the buy-in"))
        _whole(self.fee, Text("the fee"))
        _whole(self.starting_stack, Text("the starting stack"), 1)
        _whole(self.guarantee, Text("the guarantee"))
        _whole(self.payout_unit, Text("the payout rounding unit"), 1)
        if not isinstance(self.seats_per_table, int) or not 2 <= self.seats_per_table <= 11:
            raise FloorError(Text("seats per table must be 2 to 11, not {seats_per_table!r}",
                                  seats_per_table=self.seats_per_table), code="bad-setting")
        if self.late_registration_level is not None:
            _whole(self.late_registration_level, Text("the last level of late registration"), 1)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @staticmethod
    def from_dict(data: Mapping[str, Any]) -> Settings:
        """Settings from JSON; unknown fields are refused so a typo is not silently ignored."""
        known = set(Settings.__dataclass_fields__)
        unknown = sorted(set(data) - known)
        if unknown:
            raise FloorError(Text("unknown tournament setting {unknown!r}", unknown=unknown[0]), code="bad-setting")
        values = dict(data)
        for key in ("rebuy", "addon", "reentry"):
            if isinstance(values.get(key), Mapping):
                try:
                    values[key] = Purchase(**values[key])
                except TypeError as err:
                    raise FloorError(Text("the {key} rule: {err}", key=key, err=err), code="bad-setting") from None
        try:
            return Settings(**values)
        except TypeError as err:
            raise FloorError(Text("tournament settings: {err}", err=err), code="bad-setting") from None
