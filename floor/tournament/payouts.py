"""Prize pool, payouts by field size, manual overrides and final-table deals.

Money is always an ``int`` in the tournament's currency units and every function here
adds up exactly: the places sum to the pool, a deal's shares sum to the prize money left.
Payout tables are house data (``resources/payouts/*.json``) in basis points, checked on load.

>>> pool = prize_pool(entries=48, rebuys=10, addons=30, buy_in=100, rebuy_price=100, addon_price=50)
>>> pool
7300
>>> paid = payouts(pool, 48, unit=5)
>>> paid
(2565, 1640, 1095, 800, 545, 365, 290)
>>> apply_overrides(paid, {6: 400, 7: 300})
(2520, 1640, 1095, 800, 545, 400, 300)
>>> icm([5000, 3000, 2000], [50, 30, 20])
(38, 33, 29)
"""

from __future__ import annotations

from bisect import bisect_right
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import pairwise
from typing import Literal

from floor.core.errors import FloorError, Text
from floor.core.wholes import is_whole
from floor.tournament.ordinals import nth
from floor.tournament.resources import load_json

WHOLE = 10_000
"""Basis points in the whole prize pool: a bracket's shares add up to exactly this."""

ICM_MAX_PLAYERS = 10
"""ICM looks at every finishing order; beyond 10 players a deal is done by chip chop."""

DealMethod = Literal["icm", "chip chop", "hand"]
DEAL_METHODS: tuple[DealMethod, ...] = ("chip chop", "icm", "hand")


def _amount(value: object, what: Text, *, positive: bool = False, code: str = "bad-amount") -> int:
    """``value`` as money or a count: a whole number, never negative (never 0 if ``positive``)."""
    if not is_whole(value):
        raise FloorError(Text("{what} must be a whole number, not {value!r}", what=what, value=value), code=code)
    if value < 0 or (positive and value == 0):
        raise FloorError(Text("{what} must be more than 0, not {value:,}", what=what, value=value) if positive
                         else Text("{what} cannot be negative ({value:,})", what=what, value=value), code=code)
    return value


# --- the prize pool -------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PrizePool:
    """What the players paid into the prizes, and what the house adds to reach its guarantee.

    Prices are the prize part only: the caller keeps the fee (rake, staff) apart. Zero entries
    is allowed so the guarantee can be shown before registration opens.
    """

    entries: int
    rebuys: int = 0
    addons: int = 0
    buy_in: int = 0
    rebuy_price: int = 0
    addon_price: int = 0
    guarantee: int = 0

    def __post_init__(self) -> None:
        _amount(self.entries, Text("the number of entries"))
        _amount(self.rebuys, Text("the number of rebuys"))
        _amount(self.addons, Text("the number of add-ons"))
        _amount(self.buy_in, Text("the buy-in"))
        _amount(self.rebuy_price, Text("the rebuy price"))
        _amount(self.addon_price, Text("the add-on price"))
        _amount(self.guarantee, Text("the guarantee"))
        if self.entries == 0 and (self.rebuys or self.addons):
            raise FloorError(Text("rebuys and add-ons need at least one entry"), code="bad-amount")

    @property
    def collected(self) -> int:
        """Buy-ins, rebuys and add-ons."""
        return self.entries * self.buy_in + self.rebuys * self.rebuy_price + self.addons * self.addon_price

    @property
    def overlay(self) -> int:
        """What the house pays in because the players did not reach the guarantee."""
        return max(0, self.guarantee - self.collected)

    @property
    def total(self) -> int:
        """The prize pool: what was collected, and at least the guarantee."""
        return self.collected + self.overlay


def prize_pool(entries: int, rebuys: int, addons: int, buy_in: int, rebuy_price: int, addon_price: int,
               guarantee: int = 0) -> int:
    """The prize pool: buy-ins, rebuys and add-ons (prize parts, fees kept apart), at least the guarantee."""
    return PrizePool(entries, rebuys, addons, buy_in, rebuy_price, addon_price, guarantee).total


# --- payout tables --------------------------------------------------------------------------------------------------


def _table_error(message: str) -> FloorError:
    return FloorError(message, code="bad-payout-table")


@dataclass(frozen=True, slots=True)
class Bracket:
    """The shares of the pool, in basis points and 1st place first, for fields of ``low`` to ``high`` entries.

    ``high`` is ``None`` for the last, open-ended bracket ("10,000+ entries").
    """

    low: int
    high: int | None
    shares: tuple[int, ...]

    def __post_init__(self) -> None:
        if not is_whole(self.low) or self.low < 2:
            raise _table_error(Text("bracket {low!r}-{high!r} entries: a bracket starts at 2 entries or more",
                                    low=self.low, high=self.high))
        if self.high is not None and (not is_whole(self.high) or self.high < self.low):
            raise _table_error(Text("bracket {low!r}-{high!r} entries: it ends before it starts",
                                    low=self.low, high=self.high))
        bracket = self.label
        if not self.shares:
            raise _table_error(Text("bracket {bracket} pays no places", bracket=bracket))
        for place, share in enumerate(self.shares, start=1):
            if not is_whole(share) or share < 1:
                raise _table_error(Text("bracket {bracket}: {place} place must get at least 1 basis point, not "
                                        "{share!r}", bracket=bracket, place=nth(place), share=share))
            if place > 1 and share > self.shares[place - 2]:
                raise _table_error(Text("bracket {bracket}: {place} place ({share} basis points) gets more than "
                                        "{above} ({above_share})", bracket=bracket, place=nth(place), share=share,
                                        above=nth(place - 1), above_share=self.shares[place - 2]))
        if sum(self.shares) != WHOLE:
            raise _table_error(Text("bracket {bracket}: the places add up to {total:,} basis points, not {whole:,}",
                                    bracket=bracket, total=sum(self.shares), whole=WHOLE))
        if len(self.shares) > self.low:
            raise _table_error(Text("bracket {bracket} pays {places} places but can have as few as {low} entries",
                                    bracket=bracket, places=len(self.shares), low=self.low))

    @property
    def label(self) -> str:
        """The entries it covers, as written on a payout sheet: ``11-20 entries``, ``10,000+ entries``."""
        if self.high is None:
            return Text("{low:,}+ entries", low=self.low)
        return Text("{low:,}-{high:,} entries", low=self.low, high=self.high)

    @property
    def places(self) -> int:
        """How many places are paid."""
        return len(self.shares)


@dataclass(frozen=True, slots=True)
class PayoutTable:
    """Brackets that cover every field size from 2 entries up, without gaps or overlaps."""

    name: str
    brackets: tuple[Bracket, ...]

    def __post_init__(self) -> None:
        if not self.brackets:
            raise _table_error(Text("payout table {name!r} has no brackets", name=self.name))
        if self.brackets[0].low != 2:
            raise _table_error(Text("payout table {name!r}: the first bracket must start at 2 entries, not {low:,}",
                                    name=self.name, low=self.brackets[0].low))
        for before, after in pairwise(self.brackets):
            if before.high is None:
                raise _table_error(Text("payout table {name!r}: only the last bracket can be open-ended, but {before} "
                                        "comes before {after}", name=self.name, before=before.label,
                                        after=after.label))
            if after.low > before.high + 1:
                raise _table_error(Text("payout table {name!r}: no bracket covers {low:,}-{high:,} entries (between "
                                        "{before} and {after})", name=self.name, low=before.high + 1,
                                        high=after.low - 1, before=before.label, after=after.label))
            if after.low <= before.high:
                raise _table_error(Text("payout table {name!r}: brackets {before} and {after} overlap",
                                        name=self.name, before=before.label, after=after.label))

    def bracket(self, entries: int) -> Bracket:
        """The bracket for a field of ``entries``."""
        _amount(entries, Text("the number of entries"))
        if entries < 2:
            raise FloorError(Text("1 entry: nobody is paid until at least 2 players have entered") if entries == 1
                             else Text("{entries} entries: nobody is paid until at least 2 players have entered",
                                       entries=entries),
                             code="bad-amount")
        found = self.brackets[bisect_right([b.low for b in self.brackets], entries) - 1]
        if found.high is not None and entries > found.high:
            raise FloorError(Text("payout table {name!r} stops at {high:,} entries; this field has {entries:,}",
                                  name=self.name, high=found.high, entries=entries), code="bad-payout-table")
        return found


def _places(raw: object, number: int, most: int) -> tuple[int, ...]:
    """Bracket ``number``'s ``places``: shares one place each, or ``{"next": N, "each": B}`` for N places of B each."""
    if not isinstance(raw, list):
        raise _table_error(Text("bracket {number}: 'places' must be a list of basis points", number=number))
    shares: list[int] = []
    for item in raw:
        if is_whole(item):
            shares.append(item)
        elif isinstance(item, dict) and set(item) == {"next", "each"} and is_whole(item["next"]) and item["next"] > 0:
            shares.extend([item["each"]] * min(item["next"], most + 1))
        else:
            raise _table_error(Text("bracket {number}: {item!r} is neither basis points nor {{\"next\": N, \"each\": "
                                    "B}}", number=number, item=item))
        if len(shares) > most:
            raise _table_error(Text("bracket {number} pays more places than its {most:,} entries",
                                    number=number, most=most))
    return tuple(shares)


def parse_table(data: object, name: str) -> PayoutTable:
    """A payout table from its JSON form; every error names the table and the bracket."""
    if not isinstance(data, dict) or not isinstance(data.get("brackets"), list):
        raise _table_error(Text("payout table {name!r} must be an object with a list of 'brackets'", name=name))
    brackets: list[Bracket] = []
    try:
        for number, raw in enumerate(data["brackets"], start=1):
            entries = raw.get("entries") if isinstance(raw, dict) else None
            if not isinstance(raw, dict) or not (
                    isinstance(entries, list) and len(entries) == 2 and is_whole(entries[0]) and entries[0] >= 2
                    and (entries[1] is None or is_whole(entries[1]))):
                raise _table_error(Text("bracket {number}: 'entries' must be [fewest, most] with fewest 2 or more "
                                        "(most may be null), not {entries!r}", number=number, entries=entries))
            low, high = entries
            brackets.append(Bracket(low, high, _places(raw.get("places"), number, low)))
        return PayoutTable(name, tuple(brackets))
    except FloorError as error:
        if error.message.startswith("payout table"):
            raise _table_error(error.message) from None
        raise _table_error(Text("payout table {name!r}: {message}", name=name, message=error.message)) from None


def table_json(table: PayoutTable) -> dict[str, object]:
    """The JSON form :func:`parse_table` reads back to ``table`` (equal shares in a row as one ``next``/``each``
    run, as the shipped files write them), so a copy kept in a tournament's settings stays small."""
    brackets: list[object] = []
    for bracket in table.brackets:
        places: list[object] = []
        shares = bracket.shares
        start = 0
        while start < len(shares):
            end = start
            while end + 1 < len(shares) and shares[end + 1] == shares[start]:
                end += 1
            count = end - start + 1
            places.extend([shares[start]] * count if count < 3 else [{"next": count, "each": shares[start]}])
            start = end + 1
        brackets.append({"entries": [bracket.low, bracket.high], "places": places})
    return {"name": table.name, "brackets": brackets}


def load_table(name: str = "standard") -> PayoutTable:
    """The house payout table ``resources/payouts/<name>.json``, checked."""
    try:
        data = load_json("payouts", f"{name}.json")
    except FileNotFoundError:
        raise _table_error(Text("there is no payout table called {name!r}", name=name)) from None
    except ValueError as error:
        raise _table_error(Text("payout table {name!r} is not valid JSON: {error}", name=name, error=error)) from None
    return parse_table(data, name)


@cache
def shipped_table(name: str) -> PayoutTable:
    """A table of ``resources/payouts``, read once (the tournament's settings name it)."""
    return load_table(name)


def standard_table() -> PayoutTable:
    """The shipped standard table, read once."""
    return shipped_table("standard")


# --- payouts and overrides ------------------------------------------------------------------------------------------


def payouts(pool: int, entries: int, table: PayoutTable | None = None, unit: int = 1) -> tuple[int, ...]:
    """What each place gets, 1st first: shares of ``pool`` for a field of ``entries``, in multiples of ``unit``.

    Every place but 1st is rounded down to a multiple of ``unit``; 1st gets the rest, so the
    places add up to the pool. Order cannot break: rounding down keeps 2nd onwards in order, and
    1st gets at least its exact share, which is at least 2nd's exact share, which 2nd rounds down from.
    A pool so small that the last place would round to nothing is refused.
    """
    _amount(pool, Text("the prize pool"), positive=True)
    _amount(unit, Text("the rounding unit"), positive=True)
    shares = (table or standard_table()).bracket(entries).shares
    rest = [pool * share // WHOLE // unit * unit for share in shares[1:]]
    if rest and rest[-1] == 0:
        raise FloorError(Text("a prize pool of {pool:,} is too small to pay {shares_count} places in units of "
                              "{unit:,}: {shares_count_2} place would get nothing",
                              pool=pool,
                              shares_count=len(shares),
                              unit=unit,
                              shares_count_2=nth(len(shares))), code="bad-amount")
    return (pool - sum(rest), *rest)


def apply_overrides(amounts: Sequence[int], overrides: Mapping[int, int]) -> tuple[int, ...]:
    """The payouts with the floor manager's changes: ``overrides`` maps a place (1 = 1st) to its new amount.

    The rule: if you leave 1st place alone, 1st takes up the difference (it pays what the
    changed places gain and gets what they give up), so the total stays the pool. If you set
    1st place too, nobody takes up anything: the amounts must then add up to the pool exactly.
    Refused, with nothing changed: a place that is not paid, an amount of 0 or less, 1st place
    left with nothing, a total that is not the pool, or a place paying more than a better finish.
    """
    current = list(amounts)
    if not current:
        raise FloorError(Text("there are no payouts to change"), code="bad-override")
    for place, amount in enumerate(current, start=1):
        _amount(amount, Text("{place} place's payout", place=nth(place)), code="bad-override")
    pool = sum(current)
    for place, amount in sorted(overrides.items()):
        if not is_whole(place) or not 1 <= place <= len(current):
            raise FloorError(Text("place {place!r} is not paid: only places 1 to {current_count} are",
                                  place=place, current_count=len(current)),
                             code="bad-override")
        current[place - 1] = _amount(amount, Text("{place} place's payout", place=nth(place)), positive=True,
                                     code="bad-override")
    if 1 not in overrides:
        current[0] += pool - sum(current)
        if current[0] <= 0:
            raise FloorError(Text("places 2 to {current_count} would get {pool:,} of the {pool_2:,} pool, leaving "
                                  "{current:,} for 1st place",
                                  current_count=len(current),
                                  pool=pool - current[0],
                                  pool_2=pool,
                                  current=current[0]), code="bad-override")
    elif sum(current) != pool:
        gap = sum(current) - pool
        raise FloorError(Text("the payouts add up to {sum:,}, {gap:,} more than the prize pool of {pool:,}",
                              sum=sum(current), gap=gap, pool=pool) if gap > 0
                         else Text("the payouts add up to {sum:,}, {gap:,} less than the prize pool of {pool:,}",
                                   sum=sum(current), gap=-gap, pool=pool),
                         code="bad-override")
    for place in range(2, len(current) + 1):
        if current[place - 1] > current[place - 2]:
            raise FloorError(Text("{place} place ({current:,}) would get more than {place_2} ({current_2:,})",
                                  place=nth(place), current=current[place - 1], place_2=nth(place - 1),
                                  current_2=current[place - 2]), code="bad-override")
    return tuple(current)


# --- deals ----------------------------------------------------------------------------------------------------------


def _deal_error(message: str) -> FloorError:
    return FloorError(message, code="bad-deal")


def _check_deal(stacks: Sequence[int], remaining: Sequence[int]) -> int:
    """Refuse a deal a floor manager could not sign; the prize money left to share."""
    if len(stacks) < 2:
        raise _deal_error(Text("a deal needs at least 2 players, not {count}", count=len(stacks)))
    for player, stack in enumerate(stacks, start=1):
        if not is_whole(stack) or stack <= 0:
            raise _deal_error(Text("player {player}'s stack is {stack!r}: a player without chips is out, not in the "
                                   "deal", player=player, stack=stack))
    if not remaining:
        raise _deal_error(Text("no prizes are left to deal"))
    if len(remaining) > len(stacks):  # two players or more, so three prizes or more
        raise _deal_error(Text("{prizes} prizes are left but only {players} players: list only the places still to "
                               "be paid", prizes=len(remaining), players=len(stacks)))
    for place, prize in enumerate(remaining, start=1):
        _amount(prize, Text("the prize for {place} place", place=nth(place)), code="bad-deal")
        if place > 1 and prize > remaining[place - 2]:
            raise _deal_error(Text("the prize for {place} place ({prize:,}) is more than for {above} "
                                   "({above_prize:,}): list the prizes 1st first", place=nth(place), prize=prize,
                                   above=nth(place - 1), above_prize=remaining[place - 2]))
    total = sum(remaining)
    if total == 0:
        raise _deal_error(Text("there is no prize money left to deal"))
    return total


_ONE = 1 << 128
"""A certainty in ICM's fixed point: integers, so no float drift, and players with equal stacks compute alike."""

_GRAIN = 1 << 64
"""ICM rounds its equities to 2^64/2^128 of a unit: above its rounding noise (for prizes up to 10^12), below any
real difference."""


def lowest_prize(stacks: Sequence[int], remaining: Sequence[int]) -> int:
    """The lowest prize still to pay: the last remaining place's (0 when fewer places are paid than players are
    left), what every player in a deal is sure of."""
    return remaining[len(stacks) - 1] if len(remaining) == len(stacks) else 0


def _in_units(exact: Sequence[Fraction], total: int, stacks: Sequence[int], unit: int, low: int,
              high: int) -> tuple[int, ...]:
    """Exact shares (each between ``low`` and ``high``, adding up to ``total``) paid in whole amounts.

    Each share is rounded down to ``low`` plus a multiple of ``unit``; the units left go one each to the largest
    fractions (ties: the bigger stack, then the player listed first), never above ``high``; what is left below one
    unit (when ``total`` is not a multiple of it) goes to the next in that order who got no extra unit. Players
    with equal stacks end within one unit of each other.
    """
    paid = [low + int((share - low) // unit) * unit for share in exact]
    left = total - sum(paid)
    order = sorted(range(len(exact)), key=lambda i: (-(exact[i] - paid[i]), -stacks[i], i))
    raised: set[int] = set()
    while left >= unit:
        room = [i for i in order if paid[i] + unit <= high]
        for i in room[: left // unit]:
            paid[i] += unit
            left -= unit
            raised.add(i)
        if not room:
            break
    for i in sorted(order, key=lambda i: i in raised):  # (a stable sort: the order kept within each half)
        extra = min(left, high - paid[i])
        paid[i] += extra
        left -= extra
    assert left == 0 and sum(paid) == total, "shares must add up to the total"
    return tuple(paid)


def chip_chop(stacks: Sequence[int], remaining: Sequence[int], unit: int = 1) -> tuple[int, ...]:
    """A chip chop as clubs do it: each player keeps the lowest prize still to pay, the rest is split by chips.

    Nobody gets more than 1st prize: a share above it is cut to 1st prize and what it would have had beyond is
    split by chips among the others (again and again until nobody is over). Whole amounts in ``unit``, summing to
    the money left exactly (:func:`_in_units` says how the odd amounts are placed).

    >>> chip_chop([50_000, 30_000, 20_000], [5_000, 3_000, 2_000])
    (4000, 3200, 2800)
    """
    total = _check_deal(stacks, remaining)
    _amount(unit, Text("the rounding unit"), positive=True, code="bad-deal")
    low, high = lowest_prize(stacks, remaining), remaining[0]
    room = high - low
    rest = total - low * len(stacks)
    capped: set[int] = set()
    while True:
        free = [i for i in range(len(stacks)) if i not in capped]
        chips = sum(stacks[i] for i in free)
        share = Fraction(rest - room * len(capped), chips) if chips else Fraction(0)
        over = {i for i in free if share * stacks[i] > room}
        if not over:
            break
        capped |= over
    extra = [Fraction(room) if i in capped else share * stacks[i] for i in range(len(stacks))]
    return _in_units([low + e for e in extra], total, stacks, unit, low, high)


def icm(stacks: Sequence[int], remaining: Sequence[int], unit: int = 1) -> tuple[int, ...]:
    """Each player's ICM equity (Malmuth–Harville) in whole amounts of ``unit``, summing exactly to the money left.

    A player finishes 1st with the probability of their share of all chips; among those left,
    the next place goes the same way. Equity is the sum over places of probability × prize.
    The chance of each set of players still being in is worked out once (2^n sets, about
    5,000 steps for 10 players, a few milliseconds), in fixed point with 128 bits below the unit.
    """
    total = _check_deal(stacks, remaining)
    _amount(unit, Text("the rounding unit"), positive=True, code="bad-deal")
    if len(stacks) > ICM_MAX_PLAYERS:
        raise _deal_error(Text("ICM is worked out for at most {most} players, not {count}: deal by chip chop or play "
                               "on until {most} are left", most=ICM_MAX_PLAYERS, count=len(stacks)))
    equity = [0] * len(stacks)
    still_in = {(1 << len(stacks)) - 1: _ONE}  # the players still in (a bit each) -> the chance of that
    for prize in remaining:
        after: defaultdict[int, int] = defaultdict(int)
        for players, chance in still_in.items():
            seats = [i for i in range(len(stacks)) if players >> i & 1]
            chips = sum(stacks[i] for i in seats)
            for i in seats:
                takes = chance * stacks[i] // chips  # i finishes in this place
                equity[i] += takes * prize
                after[players ^ (1 << i)] += takes
        still_in = after
    # Rounded to the grain, equities that are exactly whole or halves come out exact, so true ties stay ties.
    low, high = lowest_prize(stacks, remaining), remaining[0]
    exact = [min(max(Fraction((share + _GRAIN // 2) // _GRAIN, _ONE // _GRAIN), Fraction(low)), Fraction(high))
             for share in equity]
    return _in_units(exact, total, stacks, unit, low, high)


def by_hand(amounts: Sequence[object], players: int, total: int) -> tuple[int, ...]:
    """A deal typed by hand: one amount per player, none negative, adding up to the money left exactly."""
    if len(amounts) != players:
        raise _deal_error(Text("a deal by hand needs an amount for each of the {players} players, not {count}",
                               players=players, count=len(amounts)))
    paid = tuple(_amount(a, Text("player {player}'s amount", player=n), code="bad-deal")
                 for n, a in enumerate(amounts, start=1))
    gap = sum(paid) - total
    if gap > 0:
        raise _deal_error(Text("the amounts add up to {sum:,}, {gap:,} more than the {total:,} left to share",
                               sum=sum(paid), gap=gap, total=total))
    if gap < 0:
        raise _deal_error(Text("the amounts add up to {sum:,}, {gap:,} less than the {total:,} left to share",
                               sum=sum(paid), gap=-gap, total=total))
    return paid


@dataclass(frozen=True, slots=True)
class Deal:
    """A deal: what each player (in the order of ``stacks``) takes now, and what is left to play for."""

    method: DealMethod
    stacks: tuple[int, ...]
    now: tuple[int, ...]
    play_for: int = 0

    def __post_init__(self) -> None:
        if len(self.now) != len(self.stacks) or any(amount < 0 for amount in self.now) or self.play_for < 0:
            raise ValueError("a deal pays every player a non-negative amount")

    @property
    def total(self) -> int:
        """All the prize money the deal covers."""
        return sum(self.now) + self.play_for


def after_deal(play_for: int) -> Text:
    """What a deal leaves the table to do. A deal never finishes the tournament by itself, even one that leaves no
    money to play for: the title, the trophy and the league's points still go by the places, so play goes on until one
    player is left (or the floor busts the rest in one hand, placed by their stacks, TDA Rule 12)."""
    if play_for:
        return Text("{amount:,} is left to play for: play goes on until one player is left", amount=play_for)
    return Text("no money is left to play for: play goes on for the places (the title, the league's points) until "
                "one player is left")


def deal(stacks: Sequence[int], remaining: Sequence[int], *, method: DealMethod = "icm", play_for: int = 0,
         unit: int = 1, amounts: Sequence[object] = ()) -> Deal:
    """A deal by ``method`` (``amounts``: one per player, for a deal by hand), leaving ``play_for`` out of 1st prize
    for the winner of the play-out; ICM and chip chop pay whole amounts of ``unit``.

    What is left to play for comes out of 1st prize only, and at most down to 2nd prize.

    >>> deal([5000, 3000, 2000], [50, 30, 20], play_for=10)
    Deal(method='icm', stacks=(5000, 3000, 2000), now=(33, 30, 27), play_for=10)
    """
    _check_deal(stacks, remaining)
    _amount(play_for, Text("the money left to play for"), code="bad-deal")
    most = remaining[0] - (remaining[1] if len(remaining) > 1 else 0)
    if play_for > most:
        raise _deal_error(Text("at most {most:,} can be left to play for: more would pay 1st place less than 2nd",
                               most=most))
    prizes = [remaining[0] - play_for, *remaining[1:]]
    if method == "icm":
        now = icm(stacks, prizes, unit)
    elif method == "chip chop":
        now = chip_chop(stacks, prizes, unit)
    elif method == "hand":
        now = by_hand(amounts, len(stacks), sum(prizes))
    else:
        raise _deal_error(Text("there is no deal method called {method!r}: use 'chip chop', 'icm' or 'hand'",
                               method=method))
    return Deal(method, tuple(stacks), now, play_for)
