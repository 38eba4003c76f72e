"""Chips on the tables: a count of stacks saved as one, and chips taken out of play (a colour-up's leftovers).

The chip race at a colour-up is the Tables tab's (:mod:`floor.usecases.chiprace` / :mod:`floor.usecases.seating`).
"""

from __future__ import annotations

from collections.abc import Mapping

from floor.tournament import chips
from floor.usecases import pairing
from floor.usecases.desk import Desk, Done, run
from floor.usecases.intent import intent


@intent("chips.count", pairing.RUN_DESK)
def count(desk: Desk, counts: Mapping[int | str, int], *, confirmed: bool = False) -> Done:
    """Players' stacks (a break's count, or one table's), by number or name, recorded together as one count; a
    stack the chips in play cannot make is refused as doubtful unless ``confirmed`` (the floor says it stands)."""
    now, author = desk.now(), desk.author
    stacks = dict(counts)
    return run(desk, lambda state: chips.count(state, stacks, now=now, author=author, confirmed=confirmed))


@intent("chips.remove", pairing.RUN_DESK)
def remove(desk: Desk, amount: int, *, reason: str = "color-up") -> Done:
    """Chips taken out of play: a colour-up's leftovers, a disqualified player's stack; the totals check follows."""
    now, author = desk.now(), desk.author
    return run(desk, lambda state: chips.remove(state, amount, reason=reason, now=now, author=author))
