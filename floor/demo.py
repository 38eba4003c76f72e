"""A running demo tournament, so a newcomer sees Floor at work at once (`floor --demo`)."""

from __future__ import annotations

import random
from functools import partial
from pathlib import Path

from floor.store.tournaments import Store
from floor.tournament import chips
from floor.tournament import players as P
from floor.tournament import timekeeping as T
from floor.tournament.events import Event
from floor.tournament.seating import actions as seating
from floor.tournament.settings import Purchase, Settings
from floor.tournament.state import TournamentState
from floor.tournament.structure import structure_to_json, template

NAMES = ("Ivan Petrov", "Maria Ionescu", "Olga Smirnova", "Andrei Popescu", "Elena Volkova", "Mihai Radu",
         "Sofia Ivanova", "Dmitri Orlov", "Irina Munteanu", "Vlad Constantin", "Anna Kuznetsova", "Radu Stan",
         "Natalia Pavlova", "Sergei Lebedev", "Ioana Dumitru", "Pavel Morozov", "Daria Sokolova", "Stefan Marin")


def _register(name: str, now: float, state: TournamentState) -> Event:
    return P.register(state, name, now=now, author="Demo", level=1)


def _button(table: int, rng: random.Random, now: float, state: TournamentState) -> Event:
    return seating.draw_button(state, table, rng=rng, now=now, author="Demo")


def build(path: Path, now: float) -> tuple[Store, int]:
    """18 players at two tables (seats and buttons drawn), the turbo structure, the clock started two minutes
    ago, two players out, stacks counted."""
    store = Store(path)
    settings = Settings("Floor demo tournament", buy_in=100, fee=10, starting_stack=20_000,
                        rebuy=Purchase(100, 20_000, 1, 4), late_registration_level=4, payout_unit=5)
    start = now - 120
    tid = store.create(settings, now=start - 600, author="Demo",
                       extra={"structure": structure_to_json(template("turbo"))})
    store.act_all(tid, [partial(_register, name, start - 300) for name in NAMES])
    rng = random.Random(2026)  # the demo is the same every time; real draws use a secure shuffle
    store.act(tid, lambda s: seating.draw_seats(s, rng=rng, now=start - 200, author="Demo"))
    for table in sorted(store.state(tid).tables):
        store.act(tid, partial(_button, table, rng, start - 150))
    store.act(tid, lambda s: T.clock(s, "start", now=start, author="Demo"))
    store.act(tid, lambda s: P.eliminate(s, ["Stefan"], now=start + 60, author="Demo"))
    store.act(tid, lambda s: P.eliminate(s, ["Daria"], now=start + 100, author="Demo"))
    counts: dict[int | str, int] = {p.id: 20_000 for p in store.state(tid).playing}
    first, second = sorted(p.id for p in store.state(tid).playing)[:2]
    counts[first], counts[second] = 41_000, 39_000
    store.act(tid, lambda s: chips.count(s, counts, now=now, author="Demo"))
    return store, tid
