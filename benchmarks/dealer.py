"""The dealer station's speed: from each card entered to the result on screen, for a 10-seat Omaha hi-lo hand.

Run from the repository root (Floor installed)::

    QT_QPA_PLATFORM=offscreen python benchmarks/dealer.py               # defaults: --hands 20 --seed 2024
    python benchmarks/dealer.py --hands 5 --json out.json               # also write the figures ("-": stdout)
    python benchmarks/dealer.py --level 1 --size 1920x1080              # no ante; the station scaled up

It is a benchmark, not a test: it asserts nothing about speed, it prints. What is measured:

A real ``DealerWindow`` (``--size``, 1280x720 by default, offscreen) over a real SQLite store: ten players
at a ten-seat table, the button drawn, the clock at ``--level`` (4 by default: 100/200 with a big-blind ante
of 200, so the big blind's dead money is in every request; level 1 has no ante). For each of ``--hands``
random deals, the game is set to Omaha hi-lo and every seat's chips typed first (random all-in amounts, so
most hands have several side pots); then the 45 cards go in one at a time, the way a dealer enters them: by
clicking the grid (the focused seat fills, then the next, then the board) or, with ``--typed``, by typing
two keys per card into the seat's field and Tab to the next seat. Each entry is timed from the click (or
the card's second key) until the window has updated and Qt has processed the resulting events, paint
included (``QApplication.processEvents``): the grid's greyed cards, the seat's field, the missing cards or
the hands named so far, and after the last card the showdown's pots, pushes and odd chips. The result shown
after the last card is checked (untimed) against ``floor.core.showdown.showdown`` for the same request.
Goal (issue 6): under 50 ms per entry.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from floor.app import StoreSession
from floor.core.cards import Card
from floor.core.decks import Deck
from floor.core.showdown import showdown
from floor.store.tournaments import Store
from floor.tournament import players
from floor.tournament import timekeeping as T
from floor.tournament.events import Event
from floor.tournament.hands.entry import BOARD
from floor.tournament.seating import actions as seating
from floor.tournament.settings import Settings
from floor.tournament.state import TournamentState
from floor.tournament.structure import Level, structure_to_json, template
from floor.ui.dealer.window import DealerWindow

T0 = 1_800_000_000.0
SEATS = 10
GOAL_MS = 50.0


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * len(ordered)) - 1))]


def summary(values: Sequence[float]) -> dict[str, float]:
    return {"n": len(values), "min": min(values), "median": statistics.median(values),
            "p99": percentile(values, 99), "max": max(values)}


def _register(state: TournamentState, name: str) -> Event:
    return players.register(state, name, now=T0, author="Bench", level=1)


def open_station(path: Path, rng: random.Random, *, level: int = 4,
                 size: tuple[int, int] = (1280, 720)) -> tuple[Store, DealerWindow]:
    store = Store(path)
    structure = template("standard")
    index = next((i for i, item in enumerate(structure.items)
                  if isinstance(item, Level) and structure.level_number(i) == level), None)
    if index is None:
        raise SystemExit(f"the standard structure has no level {level}")
    tid = store.create(Settings("Bench", buy_in=100, starting_stack=20_000, seats_per_table=SEATS), now=T0,
                       author="Bench", extra={"structure": structure_to_json(structure)})
    store.act_all(tid, [partial(_register, name=f"Player {i}") for i in range(1, SEATS + 1)])
    store.act(tid, lambda s: seating.draw_seats(s, rng=rng, now=T0, author="Bench"))
    store.act(tid, lambda s: seating.draw_button(s, 1, rng=rng, now=T0, author="Bench"))
    store.act(tid, lambda s: T.clock(s, "start", now=T0, author="Bench"))
    if index:
        store.act(tid, lambda s: T.clock(s, "jump", index=index, now=T0 + 10, author="Bench"))
    window = DealerWindow(StoreSession(store, tid, "Bench", lambda: T0 + 60), 1, poll=False)
    window.resize(*size)
    window.show()
    QApplication.processEvents()
    if (window.width(), window.height()) != size:
        raise SystemExit(f"the window is {window.width()}x{window.height()}, not {size[0]}x{size[1]}")
    return store, window


def _keys(widget: Any, text: str) -> None:
    for char in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, char))


def _tab(widget: Any) -> None:
    QApplication.sendEvent(widget, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Tab, Qt.KeyboardModifier.NoModifier))


def one_hand(window: DealerWindow, rng: random.Random, typed: bool) -> tuple[list[float], float]:
    """Deal, enter and time one hand; the times of each card's entry (ms) and of the showdown alone."""
    window.load()
    window.game_choice.setCurrentIndex(window.game_choice.findData("omaha-hilo"))
    deck = list(Deck(52).naturals())
    rng.shuffle(deck)
    holes = [deck[i * 4:(i + 1) * 4] for i in range(SEATS)]
    board = deck[40:45]
    for row in window.seats.rows.values():
        row.chips.setText(str(25 * rng.randrange(8, 80)))  # all in for different amounts: side pots
    times: list[float] = []
    window.entry.focus(1)
    QApplication.processEvents()
    places: list[tuple[int, list[Card]]] = [*((s, holes[s - 1]) for s in range(1, SEATS + 1)), (BOARD, board)]
    for target, cards in places:
        field = window.field(target)
        for c in cards:
            if typed:
                _keys(field, str(c)[0])
                start = time.perf_counter()
                _keys(field, str(c)[1])
            else:
                start = time.perf_counter()
                window.grid.button_for(c).click()
            QApplication.processEvents()
            times.append((time.perf_counter() - start) * 1000)
        if typed and target != BOARD:
            _tab(field)
    request = window.entry.hand.request()
    shown = window.result.shown()
    expected = showdown(request)
    pushes = [[seat, amount] for seat, _, amount in shown["pushes"]]
    if pushes != [[s, f"{a:,}"] for s, a in expected["payouts"].items()] or len(shown["pots"]) != len(expected["pots"]):
        raise SystemExit(f"the window shows {shown} for {request}, not {expected}")
    start = time.perf_counter()
    showdown(request)
    return times, (time.perf_counter() - start) * 1000


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--hands", type=int, default=20)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--typed", action="store_true", help="type the cards instead of clicking the grid")
    parser.add_argument("--json", help="also write the figures as JSON to this file ('-': standard output)")
    parser.add_argument("--level", type=int, default=4,
                        help="the clock's level (4: a big-blind ante, so dead money; 1: no ante)")
    parser.add_argument("--size", default="1280x720", help="the window's size, WIDTHxHEIGHT (1920x1080: scaled up)")
    args = parser.parse_args(argv)
    width, _, height = args.size.partition("x")
    size = (int(width), int(height))
    app = QApplication.instance() or QApplication(sys.argv[:1])
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as folder:
        store, window = open_station(Path(folder) / "bench.db", rng, level=args.level, size=size)
        level_line = window.level_line.text()
        one_hand(window, random.Random(0), args.typed)  # warm-up: evaluator tables, first paints
        entries: list[float] = []
        firsts: list[float] = []
        lasts: list[float] = []
        showdowns: list[float] = []
        pots: list[int] = []
        dead = 0
        for _ in range(args.hands):
            times, alone = one_hand(window, rng, args.typed)
            dead += any(seat.get("dead") for seat in window.entry.hand.request()["seats"])
            entries += times
            firsts.append(times[0])
            lasts.append(times[-1])
            showdowns.append(alone)
            pots.append(len(window.result.shown()["pots"]))
        window.close()
        store.close()
    del app
    figures = {"machine": {"python": platform.python_version(), "platform": platform.platform(),
                           "cpus": os.cpu_count()},
               "hands": args.hands, "entry": "typed" if args.typed else "grid click",
               "level": level_line, "size": f"{size[0]}x{size[1]}", "hands_with_dead_money": dead,
               "every_card_ms": summary(entries), "first_card_ms": summary(firsts),
               "last_card_with_showdown_ms": summary(lasts), "showdown_alone_ms": summary(showdowns),
               "pots_per_hand": summary([float(p) for p in pots]), "goal_ms": GOAL_MS}
    print(f"Dealer station, 10-seat Omaha hi-lo, {args.hands} hands x 45 cards, entry by {figures['entry']} "
          f"(offscreen, {figures['size']}, Python {platform.python_version()})")
    print(f"{level_line}; hands with dead money in the request: {dead} of {args.hands}")
    print(f"{'':32}{'n':>6}{'median':>10}{'p99':>10}{'max':>10}   (ms)")
    for label, key in (("every card entered", "every_card_ms"), ("the first card", "first_card_ms"),
                       ("the last card (pots, pushes)", "last_card_with_showdown_ms"),
                       ("showdown() alone", "showdown_alone_ms")):
        f = figures[key]
        print(f"{label:32}{f['n']:>6}{f['median']:>10.2f}{f['p99']:>10.2f}{f['max']:>10.2f}")
    print(f"pots per hand: median {figures['pots_per_hand']['median']:.0f}, max {figures['pots_per_hand']['max']:.0f}")
    p99 = figures["every_card_ms"]["p99"]
    print(f"goal: an entry shown under {GOAL_MS:.0f} ms (p99): {'met' if p99 < GOAL_MS else 'NOT met'} "
          f"(p99 {p99:.1f} ms; the slowest single entry {figures['every_card_ms']['max']:.1f} ms)")
    if args.json:
        text = json.dumps(figures, indent=2)
        if args.json == "-":
            print(text)
        else:
            Path(args.json).write_text(text + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
