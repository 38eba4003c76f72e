"""What the tournament pays now: its prize pool, its payout sheet, and each finisher's prize.

The sheet follows the field: the pool and the number of places paid grow with entries,
rebuys and add-ons until registration ends. A floor manager's overrides are events; when
the field changes so that they no longer fit, the table's sheet is shown with the reason.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from floor.core.errors import FloorError, Text
from floor.tournament.events import Event
from floor.tournament.payouts import (
    DealMethod,
    PayoutTable,
    apply_overrides,
    deal,
    payouts,
    prize_pool,
    shipped_table,
)
from floor.tournament.records import PayoutsSet
from floor.tournament.satellites import satellite
from floor.tournament.settings import Settings
from floor.tournament.state import Player, TournamentState


@dataclass(frozen=True, slots=True)
class Sheet:
    """The payouts in force: 1st place first; ``problem`` says why overrides were set aside (or why a satellite
    pays its table); the first ``seats`` places win a seat in a satellite."""

    pool: int
    amounts: tuple[int, ...]
    overridden: bool
    problem: str | None = None
    seats: int = 0


def pool(state: TournamentState) -> int:
    """The prize pool: each entry's buy-in less its bounty, the rebuys and add-ons, at least the guarantee."""
    s = state.settings
    return prize_pool(entries=state.entries, rebuys=state.rebuys, addons=state.addons, buy_in=s.prize_part,
                      rebuy_price=s.rebuy.price if s.rebuy else 0, addon_price=s.addon.price if s.addon else 0,
                      guarantee=s.guarantee)


def payout_table(settings: Settings) -> PayoutTable:
    """The table the tournament pays by: the club template copied at its creation, else the shipped file."""
    return settings.payout_copy or shipped_table(settings.payout_table)


def seats(state: TournamentState) -> int:
    """How many seats a satellite's pool pays now (0: not a satellite, or a pool below one seat)."""
    seat = state.settings.satellite_seat
    return pool(state) // seat if seat and state.entries >= 2 else 0


def _table_sheet(state: TournamentState) -> tuple[int, ...]:
    total = pool(state)
    if state.entries < 2 or total == 0:
        return ()
    if seats(state):
        return satellite(total, state.settings.satellite_seat).amounts
    return payouts(total, state.entries, payout_table(state.settings), state.settings.payout_unit)


def _below_a_seat(state: TournamentState, total: int) -> Text | None:
    """Why a satellite pays its table: the pool does not reach one seat yet."""
    seat = state.settings.satellite_seat
    if not seat or total >= seat or state.entries < 2:
        return None
    return Text("the prize pool of {pool:,} does not reach one seat ({seat:,}): the payout table applies",
                pool=total, seat=seat)


def sheet(state: TournamentState) -> Sheet:
    """The payout sheet now, with the floor's overrides where they still fit."""
    if state.payouts_exact:  # every prize as paid (an imported tournament): the pool is what they add up to
        paid = tuple(state.payout_overrides[place] for place in sorted(state.payout_overrides))
        return Sheet(sum(paid), paid, True)
    total = pool(state)
    amounts = _table_sheet(state)
    won = seats(state)
    if won:  # equal seats and the rest in cash: nothing set by hand applies
        return Sheet(total, amounts, False, Text("a satellite pays equal seats: the payouts set by hand are set "
                                                 "aside") if state.payout_overrides else None, won)
    if not state.payout_overrides:
        return Sheet(total, amounts, False, _below_a_seat(state, total))
    try:
        return Sheet(total, apply_overrides(amounts, state.payout_overrides), True)
    except FloorError as err:
        return Sheet(total, amounts, False, Text("the overrides no longer fit ({message}): the table applies",
                                                 message=err.message))


def verify_set_payouts(state: TournamentState, overrides: Mapping[int, int]) -> None:
    amounts = _table_sheet(state)
    if not amounts:
        raise FloorError(Text("no payouts yet: the tournament needs at least two entries and a prize pool"),
                         code="no-payouts")
    if seats(state):
        raise FloorError(Text("a satellite pays equal seats and the rest in cash: its payouts are not set by hand"),
                         code="satellite")
    apply_overrides(amounts, overrides)


def set_payouts(state: TournamentState, overrides: Mapping[int, int], *, now: float, author: str) -> Event:
    """Set places by hand (an empty mapping goes back to the table)."""
    if overrides:
        verify_set_payouts(state, overrides)
    return Event(PayoutsSet(dict(sorted(overrides.items()))), now, author)


def deal_for_players_left(state: TournamentState, *, method: DealMethod = "icm", play_for: int = 0) -> list[
        tuple[Player, int]]:
    """A deal among the players still playing, from their counted stacks and the prizes still to pay."""
    players = sorted(state.playing, key=lambda p: p.id)
    missing = [p.label for p in players if p.chips is None]
    if missing:
        raise FloorError(Text("count every stack first: {missing} not counted",
                              missing=', '.join(missing)), code="bad-deal")
    remaining = sheet(state).amounts[: len(players)]
    if not remaining:
        raise FloorError(Text("no prizes to share yet"), code="bad-deal")
    agreed = deal([p.chips or 0 for p in players], remaining, method=method, play_for=play_for)
    return list(zip(players, agreed.now, strict=True))


def champion(state: TournamentState) -> Player | None:
    """The last player standing once everyone else is out: 1st, though never eliminated."""
    if state.players_left != 1 or len(state.players) < 2:
        return None
    return next(p for p in state.players.values() if p.playing)
