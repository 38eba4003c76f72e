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
from floor.tournament.records import DealMade, DealTakenBack, PayoutsSet
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


_LAST_SHEET: tuple[tuple[object, ...], Sheet] | None = None  # what the last sheet was made from, and the sheet


def sheet(state: TournamentState) -> Sheet:
    """The payout sheet now, with the floor's overrides where they still fit: made again only when what it is made
    from changed (the settings, the overrides, the entries, rebuys and add-ons), not by every frame of the big screen
    or every publish to the phones (a field of 30,000 pays 4,500 places)."""
    global _LAST_SHEET
    made_from = (state.settings, state.payout_overrides, state.payouts_exact, state.entries, state.rebuys,
                 state.addons)
    last = _LAST_SHEET
    if last is not None and all(a is b or a == b for a, b in zip(last[0], made_from, strict=True)):
        return last[1]
    made = _sheet(state)
    _LAST_SHEET = (made_from, made)
    return made


def _sheet(state: TournamentState) -> Sheet:
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
    if state.deal is not None:
        raise FloorError(Text("a deal is in force: its amounts are the prizes of the players in it; take it back "
                              "before changing the payouts"), code="deal-in-force")
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
    elif state.deal is not None:
        verify_set_payouts(state, {})
    return Event(PayoutsSet(dict(sorted(overrides.items()))), now, author)


def _amounts_typed(players: list[Player], amounts: Mapping[int, int]) -> list[int]:
    """A deal by hand's amounts in the players' order; a player without one, or one not in the deal, refused."""
    missing = [p.label for p in players if p.id not in amounts]
    if missing:
        raise FloorError(Text("a deal by hand needs an amount for every player still playing: {missing} has none",
                              missing=", ".join(missing)), code="bad-deal")
    strangers = sorted(set(amounts) - {p.id for p in players})
    if strangers:
        raise FloorError(Text("player {player} is not in the deal: only the players still playing are",
                              player=strangers[0]), code="bad-deal")
    return [amounts[p.id] for p in players]


def proposed_deal(state: TournamentState, *, method: DealMethod = "icm", play_for: int = 0,
                  amounts: Mapping[int, int] | None = None) -> DealMade:
    """A deal among the players still playing, from their counted stacks and the prizes still to pay, in the house's
    unit (``amounts`` by player number: a deal by hand): what would be recorded if they agree."""
    players = sorted(state.playing, key=lambda p: p.id)
    missing = [p.label for p in players if p.chips is None]
    if missing:
        raise FloorError(Text("count every stack first: {missing} not counted",
                              missing=', '.join(missing)), code="bad-deal")
    remaining = sheet(state).amounts[: len(players)]
    if not remaining:
        raise FloorError(Text("no prizes to share yet"), code="bad-deal")
    typed = _amounts_typed(players, amounts or {}) if method == "hand" else ()
    agreed = deal([p.chips or 0 for p in players], remaining, method=method, play_for=play_for,
                  unit=state.settings.payout_unit, amounts=typed)
    return DealMade(method, {p.id: amount for p, amount in zip(players, agreed.now, strict=True)},
                    {p.id: p.chips or 0 for p in players}, tuple(p.id for p in players), play_for)


def deal_for_players_left(state: TournamentState, *, method: DealMethod = "icm", play_for: int = 0,
                          amounts: Mapping[int, int] | None = None) -> list[tuple[Player, int]]:
    """A deal among the players still playing (:func:`proposed_deal`), each player with what they would take now."""
    made = proposed_deal(state, method=method, play_for=play_for, amounts=amounts)
    return [(state.player(number), amount) for number, amount in made.amounts.items()]


def verify_make_deal(state: TournamentState) -> None:
    """A deal is made once: one in force is taken back before another is agreed."""
    if state.deal is not None:
        raise FloorError(Text("a deal is already in force: take it back before making another"), code="deal-in-force")


def make_deal(state: TournamentState, *, method: DealMethod, play_for: int = 0,
              amounts: Mapping[int, int] | None = None, now: float, author: str) -> Event:
    """The players still playing agree a deal: its amounts become their prizes of record."""
    verify_make_deal(state)
    return Event(proposed_deal(state, method=method, play_for=play_for, amounts=amounts), now, author)


def verify_take_back_deal(state: TournamentState) -> None:
    if state.deal is None:
        raise FloorError(Text("there is no deal to take back"), code="no-deal")


def take_back_deal(state: TournamentState, *, now: float, author: str) -> Event:
    """The deal in force taken back (logged): the payout sheet pays the places again."""
    verify_take_back_deal(state)
    return Event(DealTakenBack(), now, author)


def dealt_prizes(state: TournamentState, winner: Player | None) -> dict[int, int]:
    """What the deal in force pays each player in it (the play-out's ``winner`` takes what was left to play for on
    top); empty without a deal."""
    made = state.deal
    if made is None:
        return {}
    paid = dict(made.amounts)
    if winner is not None and winner.id in paid:
        paid[winner.id] += made.play_for
    return paid


def champion(state: TournamentState) -> Player | None:
    """The last player standing once everyone else is out: 1st, though never eliminated."""
    if state.players_left != 1 or len(state.players) < 2:
        return None
    return next(p for p in state.players.values() if p.playing)
