"""A satellite's prizes: seats in a bigger event, all of equal value, and what is left over paid in cash.

The pool buys as many seats as it holds whole (``pool // seat``); the remainder, less than one seat, goes in cash
to the next place, so the seats and the cash add up to the pool exactly. A seat's value is a multiple of the
payout unit (the settings refuse any other), so the cash is rounded as any other prize is: it takes the rest, as
1st place does in a regular sheet. A pool smaller than one seat pays no seat: the payout table applies, and the
sheet says so. Two players out on the bubble in the same hand share the seat and the cash as the floor decides.

>>> satellite(10_350, 1_000)
Satellite(seats=10, seat=1000, cash=350)
>>> satellite(10_350, 1_000).amounts[-2:]
(1000, 350)
"""

from __future__ import annotations

from dataclasses import dataclass

from floor.core.errors import FloorError, Text
from floor.core.wholes import is_whole


@dataclass(frozen=True, slots=True)
class Satellite:
    """``seats`` seats worth ``seat`` each, 1st place first, then ``cash`` (0: no cash place) to the next place."""

    seats: int
    seat: int
    cash: int

    @property
    def amounts(self) -> tuple[int, ...]:
        """Each paid place's value, 1st first: the seats, then the cash place if there is cash."""
        return (self.seat,) * self.seats + ((self.cash,) if self.cash else ())

    @property
    def total(self) -> int:
        return self.seats * self.seat + self.cash


def satellite(pool: int, seat: int) -> Satellite:
    """The seats a prize pool of ``pool`` buys at ``seat`` each, and the cash left; refused below one seat."""
    if not is_whole(seat) or seat < 1:
        raise FloorError(Text("a seat must be worth more than 0, not {seat!r}", seat=seat), code="bad-amount")
    if not is_whole(pool) or pool < 0:
        raise FloorError(Text("the prize pool cannot be negative ({pool!r})", pool=pool), code="bad-amount")
    if pool < seat:
        raise FloorError(Text("the prize pool of {pool:,} does not reach one seat ({seat:,})", pool=pool, seat=seat),
                         code="no-seat")
    seats, cash = divmod(pool, seat)
    return Satellite(seats, seat, cash)
