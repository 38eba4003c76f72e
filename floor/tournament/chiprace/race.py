"""The chip race at a color-up (procedures.md DT-5): complete sets are exchanged, only the leftovers are raced.

Each player's low chips are first exchanged for the new chip in complete sets (CR-02). What is left over at the
table is worth ``V`` and buys ``V // N`` new chips, plus one more under the house's ``race_rounding`` (CR-03).
Every leftover chip gets one face-up card, dealt from seat 1 clockwise, each player's cards all together (CR-04).
The best card wins the first new chip, the next-best *player* the next, one chip each at most; the other low
chips leave play (CR-05). Nobody is raced out of the tournament (CR-06, ``race_out_protection``). An absent
player is raced like anyone else: the dealer deals his cards (CR-09); nothing here asks whether he is seated.

When two denominations go at once (25s and 100s for a 500), a player's leftover is the value above his complete
sets, made of as few of *his own* removed chips as possible (bigger chips stay in the race first, the dealer makes
no change), and he gets one card per chip of it. A player with 2 × 100 and 14 × 25 (550) exchanges one 500 and
races two 25s; one with 3 × 100 and 1 × 25 (325) races all four chips. The removed chips must divide one another
and the new chip, so that this is always possible.

The worked example of procedures.md: 25s go, the 100 is the new smallest chip.

>>> from floor.tournament.chiprace.result import run_race
>>> from floor.tournament.chiprace.setup import ChipRace, RacePlayer
>>> race = ChipRace((25,), 100, (RacePlayer(1, 11, {25: 3}, rest=5_000), RacePlayer(3, 13, {25: 1}),
...                              RacePlayer(5, 15, {25: 2}, rest=2_500), RacePlayer(7, 17, {25: 3}, rest=900)))
>>> race.value_raced, race.new_chips_raced, [race.exchange(seat).chips for seat in (1, 3, 5, 7)]
(225, 2, [3, 1, 2, 3])
>>> result = run_race(race, {1: "Kd 4c 2h", 3: "Ks", 5: "Ac 3d", 7: "Qh 9c 5s"})
>>> [(a.seat, a.card.symbol, a.rule) for a in result.awards], result.removed_from_play
([(5, 'A♣', 'CR-05'), (3, 'K♠', 'CR-05')], 25)
>>> [p.change for p in result.players]
[-75, 75, 50, -75]
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from floor.core.errors import FloorError, Text
from floor.core.wholes import is_whole
from floor.tournament.chiprace.setup import (
    said_denominations,
)

__all__ = [
    "LateChips",
    "exchange_late_chips",
]


# --- CR-07: low chips found later -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LateChips:
    """CR-07: low chips of a removed denomination found after the race, exchanged at equal value only."""

    value: int
    exchanged: int
    removed_from_play: int

    def __post_init__(self) -> None:
        if not all(is_whole(v) and v >= 0 for v in (self.value, self.exchanged, self.removed_from_play)) or (
                self.exchanged + self.removed_from_play != self.value):
            raise FloorError(Text("late chips worth {value!r} cannot be {exchanged!r} exchanged and "
                                  "{removed_from_play!r} removed",
                                  value=self.value,
                                  exchanged=self.exchanged,
                                  removed_from_play=self.removed_from_play), code="bad-chips", procedure="CR-07")


def exchange_late_chips(chips: Mapping[int, int], removed: Iterable[int], smallest_in_play: int) -> LateChips:
    """Their value, the part paid back in chips still in play, and the part below the smallest chip that leaves play.

    There is no race for them and no rounding up (TDA R24-C).
    """
    removed_set = set(removed)
    if not removed_set or any(not is_whole(d) or d < 1 for d in removed_set):
        raise FloorError(Text("name the denominations colored up, not {removed_set!r}",
                              removed_set=sorted(removed_set, key=str)),
                         code="bad-chips", procedure="CR-07")
    if not is_whole(smallest_in_play) or smallest_in_play < 1:
        raise FloorError(Text("the smallest chip in play must be a denomination above 0, not {smallest_in_play!r}",
                              smallest_in_play=smallest_in_play),
                         code="bad-chips", procedure="CR-07")
    if not isinstance(chips, Mapping):
        raise FloorError(Text("the chips found must be given as denomination and count, not {chips!r}", chips=chips),
                         code="bad-chips", procedure="CR-07")
    value = 0
    for denomination, count in chips.items():
        if not is_whole(count) or count < 0:
            raise FloorError(Text("{count!r} chips of {denomination}: a number of chips is a whole number, 0 or more",
                                  count=count, denomination=denomination),
                             code="bad-chips", procedure="CR-07")
        if denomination not in removed_set:
            raise FloorError(Text("{denomination!r} chips are not a colored-up denomination (colored up: "
                                  "{denominations}): count them with the stack",
                                  denomination=denomination,
                                  denominations=said_denominations(removed_set)), code="not-colored-up",
                             procedure="CR-07")
        if denomination >= smallest_in_play:
            raise FloorError(Text("the {denomination} chip was colored up, so the smallest chip in play must be "
                                  "bigger than {denomination}, not {smallest_in_play}",
                                  denomination=denomination,
                                  smallest_in_play=smallest_in_play), code="bad-chips", procedure="CR-07")
        value += denomination * count
    if value == 0:
        raise FloorError(Text("enter the low chips that were found"), code="bad-chips", procedure="CR-07")
    exchanged = value // smallest_in_play * smallest_in_play
    return LateChips(value, exchanged, value - exchanged)
