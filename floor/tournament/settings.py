"""A tournament's settings: what an entry costs and brings, and the rules for buying more chips.

Every refusal is a :class:`SettingError` that names the setting it is about (``"starting_stack"``,
``"rebuy.chips"``), so a form can put the reason next to the field that holds the value.
"""

from __future__ import annotations

import re
import typing
from dataclasses import dataclass
from typing import ClassVar

from floor.core.errors import FloorError, Text
from floor.core.wholes import is_whole
from floor.tournament import codec
from floor.tournament.bounties import BountyRule
from floor.tournament.chipsets import ChipSet, ChipSetError, verify_stack
from floor.tournament.codec import Form
from floor.tournament.jsonvalue import Json
from floor.tournament.payouts import PayoutTable, parse_table, table_json

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

    FORM: ClassVar[Form] = Form(alphabetical=True, closed=True)

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


OPTIONAL = ("bounty", "payout_copy", "satellite_seat", "chip_set")
"""The settings written only when they are not their default (a tournament without bounties, a copied table or a
satellite reads as it always did: older logs and snapshots stay byte for byte)."""


def _copied_table(data: Json, _context: object) -> PayoutTable:
    """A club template's brackets as a tournament keeps them (runs of equal shares as ``next``/``each``), checked as
    any table; :func:`~floor.tournament.payouts.table_json` writes them."""
    name = data.get("name", "") if isinstance(data, dict) else ""
    return parse_table(data, str(name))


def _table_json(table: PayoutTable) -> Json:
    return typing.cast(Json, table_json(table))  # (JSON: brackets, places and names)


codec.by_reference(PayoutTable, _table_json, _copied_table)


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
    bounty: BountyRule | None = None  # part of each entry's buy-in goes to bounties (floor/tournament/bounties.py)
    payout_copy: PayoutTable | None = None  # a club template's brackets, copied when chosen: pays instead of the file
    satellite_seat: int = 0  # a satellite's seat value: the pool pays equal seats, the rest in cash (0: not one)
    chip_set: ChipSet | None = None  # the club's chips with their colours (floor/tournament/chipsets.py)

    FORM: ClassVar[Form] = Form(alphabetical=True, closed=True, sparse=frozenset(OPTIONAL))

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
        if self.bounty is not None and not isinstance(self.bounty, BountyRule):
            raise SettingError(Text("the bounty rule is a kind, an amount and a unit, not {bounty!r}",
                                    bounty=self.bounty), field="bounty")
        if self.bounty is not None and self.bounty.amount > self.buy_in:
            raise SettingError(Text("the bounty ({bounty}) is part of the buy-in ({buy_in}) and cannot exceed it",
                                    bounty=self.bounty.amount, buy_in=self.buy_in), field="bounty.amount")
        if not isinstance(self.payout_table, str) or not _TABLE_NAME.fullmatch(self.payout_table):
            raise SettingError(Text("{payout_table!r} is not the name of a payout table",
                                    payout_table=self.payout_table), field="payout_table")
        if self.payout_copy is not None and not isinstance(self.payout_copy, PayoutTable):
            raise SettingError(Text("a copied payout table has brackets, not {copy!r}", copy=self.payout_copy),
                               field="payout_table")
        _whole(self.satellite_seat, Text("a satellite's seat"), "satellite_seat")
        if self.satellite_seat and self.satellite_seat <= self.buy_in:
            raise SettingError(Text("a satellite's seat must be worth more than its buy-in ({buy_in:,}), not {seat:,}",
                                    buy_in=self.buy_in, seat=self.satellite_seat), field="satellite_seat")
        if self.satellite_seat % self.payout_unit:
            raise SettingError(Text("a seat's value ({seat:,}) must be a multiple of the prizes' unit ({unit:,})",
                                    seat=self.satellite_seat, unit=self.payout_unit), field="satellite_seat")
        if self.chip_set is not None:
            if not isinstance(self.chip_set, ChipSet):
                raise SettingError(Text("a chip set is a list of chips, not {data!r}", data=self.chip_set),
                                   field="chip_set")
            try:
                verify_stack(self.chip_set, self.starting_stack)
            except ChipSetError as err:
                raise SettingError(err.message, field="starting_stack") from None

    @property
    def prize_part(self) -> int:
        """What of each entry's buy-in goes to the prize pool (the rest, if any, to bounties)."""
        return self.buy_in - (self.bounty.amount if self.bounty else 0)
