"""A seated field and every kind of action on it, shared by the tests of what follows the seating from state to
state (the big screen's order, tests/ui/test_clock_seat_order.py; the room's carried snapshot,
tests/web/test_snapshot_carried.py): 57 players at tables of six, names that sort differently in each language."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from floor.core.errors import FloorError
from floor.store.desk import StoreDesk
from floor.store.tournaments import Store
from floor.tournament.settings import Settings
from floor.usecases import chips, history, players, seating

NOW = 1_800_000_000.0
NAMES = ["Ștefan", "Sorin", "Zoë", "zoe", "Ёлкин", "Егоров", "Adams", "Țurcanu", "Toma", "Ana", "Bob", "Ion"]
SEATS = 6


class Clock:
    """The desk's clock: a second later at each call."""

    def __init__(self) -> None:
        self.at = NOW

    def __call__(self) -> float:
        self.at += 1.0
        return self.at


def seated_field(path: Path, name: str, **settings: Any) -> tuple[Store, StoreDesk]:
    """57 players registered and drawn at tables of six (the store is the caller's to close); ``settings`` over
    the tournament's (a bounty rule)."""
    store = Store(path)
    given = {"buy_in": 100, "starting_stack": 10_000, "seats_per_table": SEATS, **settings}
    tid = store.create(Settings(name, **given), now=NOW, author="Ana")
    desk = StoreDesk(store, tid, "Ana", Clock())
    players.register_all(desk, [(f"{name} {i}", "", "", i) for i, name in enumerate((NAMES * 5)[:57], 1)])
    seating.draw_seats(desk, rng=random.Random(7))
    return store, desk


def seated(desk: StoreDesk) -> dict[int, list[int]]:
    """Table -> the players playing at it."""
    tables: dict[int, list[int]] = {}
    state = desk.state()
    for pid, (table, _seat) in state.seats.items():
        if state.players[pid].playing:
            tables.setdefault(table, []).append(pid)
    return tables


def free_seat(desk: StoreDesk) -> tuple[int, int] | None:
    """The first empty seat of a table in play (None: every seat taken)."""
    taken = set(desk.state().seats.values())
    return next(((t, s) for t in sorted(seated(desk)) for s in range(1, SEATS + 1) if (t, s) not in taken), None)


def every_action(desk: StoreDesk, rng: random.Random) -> list[Callable[[], object]]:
    """One of each kind of action that changes who sits where, or a player's line: a chip count, a move, a bust, a
    name corrected, a late registration, undo, redo, a table broken, every seat drawn again."""
    def anyone() -> int:
        return rng.choice([p for ps in seated(desk).values() for p in ps])

    def move() -> None:
        free = free_seat(desk)
        if free is None:  # (late registrations took every seat: one busts)
            players.bust(desk, [anyone()], rng=rng)
            move()
        else:
            seating.move(desk, anyone(), *free, reason="test")

    def break_one() -> None:
        tables = seated(desk)
        table = min(tables, key=lambda t: (len(tables[t]), t))
        free = sum(SEATS - len(ps) for t, ps in tables.items() if t != table)
        if len(tables[table]) > free:
            players.bust(desk, tables[table][:len(tables[table]) - free], rng=rng)
        seating.break_table(desk, table, rng=rng)

    return [
        lambda: chips.count(desk, {p: rng.randrange(1000, 40_000, 100) for p in seated(desk)[min(seated(desk))]}),
        move,
        lambda: players.bust(desk, [anyone()], rng=rng),
        lambda: players.rename(desk, rng.choice(list(desk.state().players)), rng.choice(NAMES) + " Nou"),
        lambda: players.register(desk, f"Late {rng.randrange(1000)}", rng=rng),
        lambda: history.undo(desk),
        lambda: history.redo(desk),
        break_one,
        lambda: seating.draw_seats(desk, redraw=True, rng=rng),
    ]


def after_each(actions: list[Callable[[], object]], check: Callable[[], None], rng: random.Random,
               steps: int = 40) -> None:
    """Each action once, then at random, ``check`` after every one done (one refused at that point changed
    nothing: the next); every kind must have been done."""
    done: set[int] = set()
    for step in range(steps):
        which = step % len(actions) if step < len(actions) else rng.randrange(len(actions))
        try:
            actions[which]()
        except FloorError:
            continue
        done.add(which)
        check()
    assert done == set(range(len(actions)))
