"""Uncalled bets, main and side pots, and splitting a pot in whole chips (DT-6).

All amounts are integers; every function here conserves chips exactly.

>>> returned, pots = build_pots([Stake(1, 1200), Stake(4, 800), Stake(6, 300, folded=True)])
>>> returned, [(p.amount, p.eligible) for p in pots]
({1: 400}, [(1900, (1, 4))])
>>> split(2300, 100, [3, 5, 8])
{3: 800, 5: 800, 8: 700}
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Stake:
    """What one seat put in this hand.

    ``amount`` is everything it put in; ``dead`` the part nobody had to match (a
    big-blind ante, a dead small blind): it goes to the main pot, sets no pot level
    and is never returned (TDA RP-11).
    """

    seat: int
    amount: int
    folded: bool = False
    dead: int = 0

    def __post_init__(self) -> None:
        if self.amount < 0 or self.dead < 0 or self.dead > self.amount:
            raise ValueError(f"seat {self.seat}: 0 <= dead <= amount does not hold")

    @property
    def live(self) -> int:
        return self.amount - self.dead


@dataclass(frozen=True, slots=True)
class Pot:
    """One pot and the live seats that can win it."""

    amount: int
    eligible: tuple[int, ...]


def uncalled(stakes: Sequence[Stake]) -> dict[int, int]:
    """PT-01: the part of the largest bet that nobody matched goes back to its owner."""
    if not stakes:
        return {}
    ordered = sorted(stakes, key=lambda s: s.live, reverse=True)
    top = ordered[0].live
    second = ordered[1].live if len(ordered) > 1 else 0
    return {ordered[0].seat: top - second} if top > second else {}


def build_pots(stakes: Sequence[Stake]) -> tuple[dict[int, int], list[Pot]]:
    """PT-01 and PT-04: the returned excess, then the main pot and side pots, main first.

    Pot levels are the distinct contributions of the live seats (a live seat that put
    in less than another can only be all-in). Folded seats' chips fill the pots but
    those seats are never eligible; chips above the top live level join the top pot.
    Dead money goes to the main pot; when a seat still in the hand put in nothing but dead money
    (all in for the ante), the dead money is a pot of its own that every seat in the hand can win.
    """
    returned = uncalled(stakes)
    live = {s.seat: s.live - returned.get(s.seat, 0) for s in stakes}
    in_hand = [s.seat for s in stakes if not s.folded]
    levels = sorted({live[seat] for seat in in_hand if live[seat] > 0}) or [0]
    pots: list[Pot] = []
    previous = 0
    for i, level in enumerate(levels):
        top = i == len(levels) - 1
        amount = sum((c if top else min(c, level)) - min(c, previous) for c in live.values())
        eligible = tuple(sorted(seat for seat in in_hand if live[seat] >= level))
        pots.append(Pot(amount, eligible))
        previous = level
    dead = sum(s.dead for s in stakes)
    posted = {s.seat: s.dead for s in stakes}
    ante_only = [seat for seat in in_hand if live[seat] == 0 and posted[seat] > 0]
    if dead and ante_only and any(live[seat] > 0 for seat in in_hand):
        # A seat all in for its ante alone (SR-09) can still win the antes: they are a pot of their own, first.
        pots.insert(0, Pot(dead, tuple(sorted(seat for seat in in_hand if live[seat] > 0 or posted[seat] > 0))))
    else:
        pots[0] = Pot(pots[0].amount + dead, pots[0].eligible)
    return returned, [p for p in pots if p.amount > 0 or len(pots) == 1]


def split(amount: int, chip: int, winners: Sequence[int]) -> dict[int, int]:
    """PT-06: split in units of the smallest chip; odd units one each, in ``winners`` order."""
    if not winners:
        raise ValueError("a pot needs at least one winner")
    units, rest = divmod(amount, chip)
    if rest:
        raise ValueError(f"{amount} is not a whole number of {chip} chips")
    each, odd = divmod(units, len(winners))
    return {seat: (each + (1 if i < odd else 0)) * chip for i, seat in enumerate(winners)}


def clockwise_from_button(seats: Sequence[int], button: int) -> list[int]:
    """PT-08: seats in the order the odd chips go, the first seat left of the button first.

    The button may be dead (an empty seat); the button seat itself comes last.
    """
    span = max([*seats, button]) + 1
    return sorted(seats, key=lambda seat: (seat - button - 1) % span)
