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
from floor.tournament.payouts import DealMethod, apply_overrides, deal, payouts, prize_pool, shipped_table
from floor.tournament.records import PayoutsSet
from floor.tournament.state import Player, TournamentState


@dataclass(frozen=True, slots=True)
class Sheet:
    """The payouts in force: 1st place first; ``problem`` says why overrides were set aside."""

    pool: int
    amounts: tuple[int, ...]
    overridden: bool
    problem: str | None = None


def pool(state: TournamentState) -> int:
    s = state.settings
    return prize_pool(entries=state.entries, rebuys=state.rebuys, addons=state.addons, buy_in=s.buy_in,
                      rebuy_price=s.rebuy.price if s.rebuy else 0, addon_price=s.addon.price if s.addon else 0,
                      guarantee=s.guarantee)


def _table_sheet(state: TournamentState) -> tuple[int, ...]:
    total = pool(state)
    if state.entries < 2 or total == 0:
        return ()
    return payouts(total, state.entries, shipped_table(state.settings.payout_table), state.settings.payout_unit)


def sheet(state: TournamentState) -> Sheet:
    """The payout sheet now, with the floor's overrides where they still fit."""
    if state.payouts_exact:  # every prize as paid (an imported tournament): the pool is what they add up to
        paid = tuple(state.payout_overrides[place] for place in sorted(state.payout_overrides))
        return Sheet(sum(paid), paid, True)
    total = pool(state)
    amounts = _table_sheet(state)
    if not state.payout_overrides:
        return Sheet(total, amounts, False)
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


def prize(state: TournamentState, player: Player, amounts: tuple[int, ...] | None = None) -> int:
    """A finisher's prize; players sharing places split those places' prizes (the odd unit to the lower number)."""
    if player.place is None:
        return 0
    paid = sheet(state).amounts if amounts is None else amounts
    first = player.place - 1
    shared = paid[first: first + player.shared_with]
    each, odd = divmod(sum(shared), player.shared_with)
    mates = sorted(p.id for p in state.players.values() if p.place == player.place and not p.playing)
    return each + (1 if player.id in mates[:odd] else 0)
