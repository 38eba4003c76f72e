"""The house's balancing policy (procedures.md §14): how far tables may drift apart, the break order, the game form.

:class:`BalancePolicy` is read by :mod:`floor.tournament.balancing.balance`, which proposes the moves,
breaks and final table; :data:`DEFAULT_POLICY` is the policy of a house that sets nothing. It is made from the
house's settings (:func:`floor.tournament.house.policy`) and never stored, so it has no JSON of its own.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from floor.core.errors import FloorError, Text
from floor.core.wholes import is_whole

BREAK_ORDERS = ("posted_list", "highest_number_first", "random_at_break")
GAMES = ("flop", "stud", "stud-round-of-mixed")
STUD_MOVE_SELECTIONS = ("same_seat", "floor")


def _policy_error(message: Text) -> FloorError:
    return FloorError(message, code="bad-setting")


# --- the house policy ----------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BalancePolicy:
    """The house's balancing settings (procedures.md §14), checked when made.

    ``posted_list`` is the order the room posts its tables in: the first breaks first (BB-09)
    and gives up a player first when tables tie for the most players (BB-03). Tables not on
    the list, or every table when the list is empty, come after it highest number first,
    which is what most rooms post; a listed table no longer in play is skipped. Under
    ``highest_number_first`` the list is ignored. ``random_at_break`` draws the table to break
    when it is due (pass the ``rng``); ties between tables still go by the posted order.

    ``stud_move_selection`` (BB-06; the house must define it): ``same_seat`` (the default)
    moves the player in the same seat number as the open seat, or the next player clockwise
    from it, so he keeps his place relative to the dealer; ``floor`` leaves the choice to the
    floor manager.
    """

    balance_max_diff: int = 2
    tight_balance_from_tables: int = 4
    halt_short_tables: bool = True
    break_order: str = "posted_list"
    posted_list: tuple[int, ...] = ()
    game: str = "flop"
    stud_move_selection: str = "same_seat"

    def __post_init__(self) -> None:
        if not is_whole(self.balance_max_diff) or self.balance_max_diff < 1:
            raise _policy_error(Text("balance_max_diff must be a whole number of players, 1 or more, not {value!r}",
                                     value=self.balance_max_diff))
        if not is_whole(self.tight_balance_from_tables) or self.tight_balance_from_tables < 0:
            raise _policy_error(Text("tight_balance_from_tables must be a number of tables, 0 or more, not {value!r}",
                                     value=self.tight_balance_from_tables))
        if not isinstance(self.halt_short_tables, bool):
            raise _policy_error(Text("halt_short_tables is true or false, not {value!r}", value=self.halt_short_tables))
        if self.break_order not in BREAK_ORDERS:
            raise _policy_error(Text("break_order is one of {choices}, not {value!r}",
                                     choices=", ".join(BREAK_ORDERS), value=self.break_order))
        if not isinstance(self.posted_list, tuple) or not all(is_whole(n) and n >= 1 for n in self.posted_list):
            raise _policy_error(Text("the posted list holds table numbers (1 or more), not {value!r}",
                                     value=self.posted_list))
        if len(set(self.posted_list)) != len(self.posted_list):
            raise _policy_error(Text("the posted list names a table twice: {tables}", tables=list(self.posted_list)))
        if self.game not in GAMES:
            raise _policy_error(Text("the game form is one of {choices}, not {value!r}",
                                     choices=", ".join(GAMES), value=self.game))
        if self.stud_move_selection not in STUD_MOVE_SELECTIONS:
            raise _policy_error(Text("stud_move_selection is one of {choices}, not {value!r}",
                                     choices=", ".join(STUD_MOVE_SELECTIONS), value=self.stud_move_selection))

    def tolerance(self, tables: int) -> int:
        """BB-01: how many players the fullest and the shortest table may differ by (1 near the end)."""
        return min(1, self.balance_max_diff) if tables <= self.tight_balance_from_tables else self.balance_max_diff

    def posted_order(self, numbers: Iterable[int]) -> list[int]:
        """The tables in the posted order: the list first, then any others highest number first."""
        ascending = sorted(set(numbers))
        return self.posted_first(ascending, len(ascending))

    def posted_first(self, numbers: Sequence[int], count: int) -> list[int]:
        """The first ``count`` tables of :meth:`posted_order` of ``numbers`` (ascending), reading only those."""
        listed = self._listed()
        first = [n for n in listed if _holds(numbers, n)][:count]
        for n in reversed(numbers):
            if len(first) >= count:
                break
            if n not in listed:
                first.append(n)
        return first

    def first_posted(self, numbers: Sequence[int]) -> int:
        """Of ``numbers`` (ascending, one or more), the table first in the posted order (BB-03: it gives up a
        player first), reading a few of them, not all."""
        for n in self._listed():
            if _holds(numbers, n):
                return n
        return numbers[-1]  # (none listed: the highest number)

    def last_posted(self, numbers: Sequence[int]) -> int:
        """Of ``numbers`` (ascending, one or more), the table last in the posted order (the last to break)."""
        listed = self._listed()
        for n in numbers:  # the lowest number not on the list comes last; a listed one is passed over
            if n not in listed:
                return n
        return next(n for n in reversed(self.posted_list) if _holds(numbers, n))  # (every one listed)

    def _listed(self) -> tuple[int, ...]:
        """The posted list, when the break order follows it."""
        return self.posted_list if self.break_order == "posted_list" else ()


def _holds(ascending: Sequence[int], number: int) -> bool:
    """Whether ``number`` is among ``ascending`` (sorted), found by halving."""
    at = bisect.bisect_left(ascending, number)
    return at < len(ascending) and ascending[at] == number


DEFAULT_POLICY = BalancePolicy()
