"""The chip race at one table (TDA 24; procedures.md DT-5): at a break's color-up, or the floor's own (CR-08).

The Tables tab's race panel and ``floor chips race`` call :func:`chip_race`: the leftovers are checked against who
sits at the table and the race is run, in the one transaction that records it.
"""

from __future__ import annotations

import random

from floor.tournament.chiprace import colorup
from floor.tournament.chiprace.cards import RaceCards
from floor.tournament.chiprace.setup import RaceOutProtection, RaceRounding
from floor.tournament.events import Event
from floor.tournament.state import TournamentState
from floor.usecases import pairing
from floor.usecases.chance import SECURE
from floor.usecases.desk import Desk, Done, run
from floor.usecases.intent import intent


@intent("chiprace.chip_race", pairing.RUN_DESK)
def chip_race(desk: Desk, table: int, leftovers: colorup.Leftovers, *, removed: tuple[int, ...] | None = None,
              new_chip: int | None = None, whole_stacks: frozenset[int] = frozenset(),
              rounding: RaceRounding | None = None, protection: RaceOutProtection | None = None,
              cards: RaceCards | None = None, rng: random.Random = SECURE) -> Done:
    """The race at ``table`` of each seat's ``leftovers`` (seat -> chip -> count): the current break's color-up, or
    (``removed`` and ``new_chip``) the floor's own. Floor deals the race cards unless ``cards`` records them."""
    now, author = desk.now(), desk.author

    def raced(state: TournamentState) -> Event:
        race = colorup.race_at(state, table, leftovers, now=now, removed=removed, new_chip=new_chip,
                               whole_stacks=whole_stacks, rounding=rounding, protection=protection)
        return colorup.chip_race(state, table, race, cards, rng=rng, now=now, author=author)

    return run(desk, raced)
