"""A tournament's settings: what an entry costs and brings, and the rules for buying more chips.

Every refusal is a :class:`SettingError` that names the setting it is about (``"starting_stack"``,
``"rebuy.chips"``), so a form can put the reason next to the field that holds the value.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any

from floor.core.errors import FloorError, Text
from floor.core.wholes import is_whole

PURCHASES = ("rebuy", "addon", "reentry")
"""The ways of buying more chips, as Settings names them."""

DEFAULT_PAYOUT_TABLE = "standard"
_TABLE_NAME = re.compile(r"[a-z0-9][a-z0-9_-]*")


class SettingError(FloorError):
    """A setting refused; ``field`` is the one at fault (``"buy_in"``, ``"rebuy.limit"``)."""

    code = "bad-setting"

    def __init__(self, message: str, *, field: str) -> None:
        super().__init__(message, code=self.code)
        self.field = field


def _whole(value: object, what: Text, field: str, minimum: int = 0) -> int:
    if not is_whole(value) or value < minimum:
        raise SettingError(Text("{what} must be a whole number of at least {minimum}, not {value!r}",
                                what=what, minimum=minimum, value=value), field=field)
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
        _whole(self.price, Text("the price"), "price")
        _whole(self.chips, Text("the chips"), "chips", 1)
        _whole(self.limit, Text("the limit per player"), "limit", 1)
        if self.last_level is not None:
            _whole(self.last_level, Text("the last level"), "last_level", 1)


def _purchase_refusal(kind: str, field: str, value: object) -> Text | None:
    """The refusal of a rebuy's, an add-on's or a re-entry's chips or limit in its own words (whole sentences)."""
    if field == "chips" and isinstance(value, int) and not isinstance(value, bool):
        if kind == "rebuy":
            return Text("a rebuy must bring at least 1 chip, not {value}", value=value)
        if kind == "addon":
            return Text("an add-on must bring at least 1 chip, not {value}", value=value)
        return Text("a re-entry must bring at least 1 chip, not {value}", value=value)
    if field == "limit" and isinstance(value, int) and not isinstance(value, bool):
        if kind == "rebuy":
            return Text("a player must be allowed at least 1 rebuy, not {value}", value=value)
        if kind == "addon":
            return Text("a player must be allowed at least 1 add-on, not {value}", value=value)
        return Text("a player must be allowed at least 1 re-entry, not {value}", value=value)
    return None


def purchase(kind: str, price: int, chips: int, limit: int = 1, last_level: int | None = None) -> Purchase:
    """A rebuy, add-on or re-entry rule; a refusal names it (``"rebuy.chips"``) and says so in its own words."""
    if kind not in PURCHASES:
        raise FloorError(Text("there is no purchase called {kind!r}", kind=kind), code="bad-setting")
    try:
        return Purchase(price, chips, limit, last_level)
    except SettingError as err:
        value = {"price": price, "chips": chips, "limit": limit, "last_level": last_level}[err.field]
        raise SettingError(_purchase_refusal(kind, err.field, value) or err.message,
                           field=f"{kind}.{err.field}") from None


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything fixed when the tournament is created (changes are events: :mod:`floor.tournament.retune`)."""

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
    payout_table: str = DEFAULT_PAYOUT_TABLE  # resources/payouts/<payout_table>.json

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip():
            raise SettingError(Text("a tournament needs a name"), field="name")
        _whole(self.buy_in, Text("the buy-in"), "buy_in")
        _whole(self.fee, Text("the fee"), "fee")
        _whole(self.starting_stack, Text("the starting stack"), "starting_stack", 1)
        _whole(self.guarantee, Text("the guarantee"), "guarantee")
        _whole(self.payout_unit, Text("the payout rounding unit"), "payout_unit", 1)
        if not is_whole(self.seats_per_table) \
                or not 2 <= self.seats_per_table <= 11:
            raise SettingError(Text("seats per table must be 2 to 11, not {seats_per_table!r}",
                                    seats_per_table=self.seats_per_table), field="seats_per_table")
        if self.late_registration_level is not None:
            _whole(self.late_registration_level, Text("the last level of late registration"),
                   "late_registration_level", 1)
        if not isinstance(self.payout_table, str) or not _TABLE_NAME.fullmatch(self.payout_table):
            raise SettingError(Text("{payout_table!r} is not the name of a payout table",
                                    payout_table=self.payout_table), field="payout_table")

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
        for key in PURCHASES:
            if isinstance(values.get(key), Mapping):
                try:
                    values[key] = Purchase(**values[key])
                except TypeError as err:
                    raise FloorError(Text("the {key} rule: {err}", key=key, err=err), code="bad-setting") from None
        try:
            return Settings(**values)
        except TypeError as err:
            raise FloorError(Text("tournament settings: {err}", err=err), code="bad-setting") from None
