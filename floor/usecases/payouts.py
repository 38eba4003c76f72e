"""The payout sheet: places set by hand (1st place takes up the difference), back to the table, and a deal.

A deal is first shown (:func:`deal`, nothing written), then, once the players left agree, made (:func:`make_deal`):
its amounts are their prizes of record (the results, the report, the export, the league, the pages). It can be taken
back (:func:`take_back_deal`, logged) or undone.
"""

from __future__ import annotations

from collections.abc import Mapping

from floor.tournament import prizes
from floor.tournament.payouts import DealMethod
from floor.tournament.state import Player
from floor.usecases import pairing
from floor.usecases.desk import Desk, Done, run
from floor.usecases.intent import intent


@intent("payouts.set_places", pairing.RUN_DESK)
def set_places(desk: Desk, places: Mapping[int, int]) -> Done:
    """Exactly these places set by hand (any set before and not named goes back to the table's amount)."""
    now, author = desk.now(), desk.author
    chosen = dict(places)
    return run(desk, lambda state: prizes.set_payouts(state, chosen, now=now, author=author))


@intent("payouts.change_places", pairing.RUN_DESK)
def change_places(desk: Desk, places: Mapping[int, int]) -> Done:
    """These places set by hand, the places set by hand before kept (what the Payouts tab saves)."""
    now, author = desk.now(), desk.author
    changed = dict(places)
    return run(desk, lambda state: prizes.set_payouts(state, {**state.payout_overrides, **changed}, now=now,
                                                      author=author))


@intent("payouts.back_to_the_table", pairing.RUN_DESK)
def back_to_the_table(desk: Desk) -> Done:
    """Every place set by hand dropped: the payout table applies again."""
    return set_places(desk, {})


def deal(desk: Desk, method: DealMethod = "icm", *, play_for: int = 0,
         amounts: Mapping[int, int] | None = None) -> list[tuple[Player, int]]:
    """What each player still playing would take in a deal now (chip chop, ICM, or ``amounts`` typed by hand by
    player number), ``play_for`` left out of 1st prize for the winner of the play-out; nothing is written."""
    return prizes.deal_for_players_left(desk.state(), method=method, play_for=play_for, amounts=amounts)


@intent("payouts.make_deal", pairing.RUN_DESK)
def make_deal(desk: Desk, method: DealMethod, *, play_for: int = 0,
              amounts: Mapping[int, int] | None = None) -> Done:
    """The players still playing agreed the deal: worked out again from the state as it stands and recorded, its
    amounts their prizes of record."""
    now, author = desk.now(), desk.author
    typed = dict(amounts or {})
    return run(desk, lambda state: prizes.make_deal(state, method=method, play_for=play_for, amounts=typed, now=now,
                                                    author=author))


@intent("payouts.take_back_deal", pairing.RUN_DESK)
def take_back_deal(desk: Desk) -> Done:
    """The deal in force taken back (logged): the payout sheet pays the places again."""
    now, author = desk.now(), desk.author
    return run(desk, lambda state: prizes.take_back_deal(state, now=now, author=author))
