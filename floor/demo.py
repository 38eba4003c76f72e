"""A running demo tournament, so a newcomer sees Floor at work at once (`floor --demo`).

The night is played through the same use cases the console and the command line call, each step at its own time.
"""

from __future__ import annotations

import random
from pathlib import Path

from floor.store.desk import StoreDesk
from floor.store.tournaments import Store
from floor.tournament.settings import Purchase, Settings
from floor.tournament.structure import template
from floor.usecases import chips, clock, players, seating, tournaments

NAMES = ("Ivan Petrov", "Maria Ionescu", "Olga Smirnova", "Andrei Popescu", "Elena Volkova", "Mihai Radu",
         "Sofia Ivanova", "Dmitri Orlov", "Irina Munteanu", "Vlad Constantin", "Anna Kuznetsova", "Radu Stan",
         "Natalia Pavlova", "Sergei Lebedev", "Ioana Dumitru", "Pavel Morozov", "Daria Sokolova", "Stefan Marin")
AUTHOR = "Demo"


def build(path: Path, now: float) -> tuple[Store, int]:
    """18 players at two tables (seats and buttons drawn), the turbo structure, the clock started two minutes
    ago, two players out, stacks counted."""
    store = Store(path)
    settings = Settings("Floor demo tournament", buy_in=100, fee=10, starting_stack=20_000,
                        rebuy=Purchase(100, 20_000, 1, 4), late_registration_level=4, payout_unit=5)
    start = now - 120
    tid = tournaments.create(store, settings, template("turbo"), now=start - 600, author=AUTHOR).tournament

    def at(when: float) -> StoreDesk:
        """The desk at one moment of the script."""
        return StoreDesk(store, tid, AUTHOR, lambda: when)

    for name in NAMES:
        players.register(at(start - 300), name)
    rng = random.Random(2026)  # the demo is the same every time; real draws use a secure shuffle
    seating.draw_seats(at(start - 200), rng=rng)
    for table in sorted(store.state(tid).tables):
        seating.draw_button(at(start - 150), table, rng=rng)
    clock.start(at(start))
    players.bust(at(start + 60), ["Stefan"], rng=rng)
    players.bust(at(start + 100), ["Daria"], rng=rng)
    counts: dict[int | str, int] = {p.id: 20_000 for p in store.state(tid).playing}
    first, second = sorted(p.id for p in store.state(tid).playing)[:2]
    counts[first], counts[second] = 41_000, 39_000
    chips.count(at(now), counts)
    return store, tid
