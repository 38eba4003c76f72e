"""The console's GUI-thread time at a big field (issue 30), against a bare Qt table of the same rows, in one process.

    python benchmarks/console_field.py [--entries 30000] [--repeats 5] [--db PATH] [--profile]

Builds (or reuses, ``--db``) a tournament of ``--entries`` registered players with seats drawn, the clock started
and a few busts, then, offscreen, times on the GUI thread: the console built and painted (first paint), its redraw
after a bust, after a table break, the History tab opened, and an undo pressed (the undo's own store work shown
apart). The baseline is a bare QTableView over a QAbstractTableModel of as many rows: its first paint and a
dataChanged of every row. It is a benchmark, not a test: it prints figures and their ratio to the baseline; the
machine is shared, so each figure is the median of ``--repeats`` with its spread.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import resource
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

NOW = 1_700_000_000.0


def build(path: Path, entries: int) -> None:
    """A tournament of ``entries`` players, seated, the clock running, 20 players out."""
    from floor.app import StoreSession
    from floor.store.tournaments import Store
    from floor.tournament import players as P
    from floor.tournament.settings import Settings
    from floor.usecases import clock, players, seating

    store = Store(path)
    tid = store.create(Settings("Big", buy_in=100, starting_stack=10_000), now=NOW, author="Bench")

    def register(state: Any, name: str) -> Any:
        return P.register(state, name, now=NOW, author="Bench", level=1)

    store.act_all(tid, [partial(register, name=f"Player {i}") for i in range(entries)])
    session = StoreSession(store, tid, "Bench", lambda: NOW)
    rng = random.Random(30)
    seating.draw_seats(session, rng=rng)
    clock.start(session)
    for p in range(1, 21):
        players.bust(session, [p], rng=rng)
    store.close()


def median_spread(values: list[float]) -> str:
    return f"{1000 * statistics.median(values):7.1f} ms (min {1000 * min(values):.1f}, max {1000 * max(values):.1f})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=30_000)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--db", type=Path, help="a tournament built before (built there if missing)")
    parser.add_argument("--profile", action="store_true", help="cProfile each measured step (slower figures)")
    args = parser.parse_args()
    import os
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
    from PySide6.QtWidgets import QApplication, QTableView

    from floor.app import StoreSession
    from floor.store.tournaments import Store
    from floor.ui.console.window import Console
    from floor.usecases import history, players, seating

    app = QApplication(sys.argv[:1])
    built = args.db or Path(tempfile.mkdtemp()) / "big.db"
    if not built.exists():
        start = time.perf_counter()
        build(built, args.entries)
        print(f"built {args.entries:,} entries in {time.perf_counter() - start:.0f} s: {built}", file=sys.stderr)

    class Bare(QAbstractTableModel):
        def __init__(self, rows: int) -> None:
            super().__init__()
            self.rows = [(str(i), f"Player {i}", "playing", "1", "2", "10,000", "") for i in range(rows)]

        def rowCount(self, parent: Any = QModelIndex()) -> int:  # noqa: B008
            return len(self.rows)

        def columnCount(self, parent: Any = QModelIndex()) -> int:  # noqa: B008
            return 7

        def data(self, index: Any, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
            return self.rows[index.row()][index.column()] if role == Qt.ItemDataRole.DisplayRole else None

    profiler = cProfile.Profile() if args.profile else None

    def timed(step: Callable[[], object]) -> float:
        if profiler is not None:
            profiler.enable()
        start = time.perf_counter()
        step()
        app.processEvents()
        took = time.perf_counter() - start
        if profiler is not None:
            profiler.disable()
        return took

    figures: dict[str, list[float]] = {}

    def one_run() -> None:
        path = Path(tempfile.mkdtemp()) / "big.db"
        shutil.copy(built, path)
        bare: dict[str, Any] = {}

        def bare_paint() -> None:
            bare["view"] = QTableView()
            bare["model"] = Bare(args.entries)
            bare["view"].setModel(bare["model"])
            bare["view"].resize(1280, 760)
            bare["view"].show()

        figures.setdefault("bare first paint", []).append(timed(bare_paint))
        model = bare["model"]
        figures.setdefault("bare redraw", []).append(timed(lambda: model.dataChanged.emit(
            model.index(0, 0), model.index(model.rowCount() - 1, 6))))
        bare["view"].close()
        store = Store(path)
        tid = store.tournaments()[0].id
        session = StoreSession(store, tid, "Bench", lambda: NOW)
        rng = random.Random(7)
        held: dict[str, Console] = {}

        def first_paint() -> None:
            held["console"] = Console(session, poll=False)
            held["console"].resize(1280, 760)
            held["console"].show()

        figures.setdefault("first paint", []).append(timed(first_paint))
        console = held["console"]
        console.rng = rng
        state = session.state()
        playing = [p for p in state.players.values() if p.playing]
        start = time.perf_counter()
        players.bust(session, [playing[-1].id], rng=rng)
        figures.setdefault("(the bust itself, store)", []).append(time.perf_counter() - start)
        figures.setdefault("redraw after a bust", []).append(timed(console.show_moved))
        table = max(session.state().tables)
        start = time.perf_counter()
        seating.break_table(session, table, rng=rng)
        figures.setdefault("(the break itself, store)", []).append(time.perf_counter() - start)
        figures.setdefault("redraw after a break", []).append(timed(console.show_moved))
        figures.setdefault("History tab opened", []).append(
            timed(lambda: console.tabs.setCurrentWidget(console.history_list)))
        console.tabs.setCurrentIndex(0)
        app.processEvents()
        start = time.perf_counter()
        history.undo(session)
        figures.setdefault("(the undo itself, store)", []).append(time.perf_counter() - start)
        figures.setdefault("redraw after an undo", []).append(timed(console.show_moved))
        console.close()
        console.deleteLater()
        app.processEvents()
        store.close()

    for _ in range(args.repeats):
        one_run()
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    paint, redraw = statistics.median(figures["bare first paint"]), statistics.median(figures["bare redraw"])
    print(f"{args.entries:,} entries, {args.repeats} repeats, offscreen; medians (min, max) and ratio to the bare "
          f"table's first paint / redraw")
    for name, values in figures.items():
        base = paint if name in ("first paint", "History tab opened") else redraw
        ratio = "" if name.startswith(("bare", "(")) else f"   {statistics.median(values) / base:6.1f}x bare"
        print(f"  {name:28} {median_spread(values)}{ratio}")
    print(f"  peak memory of the process   {rss:.0f} MB (every repeat's console in it: --repeats 1 for one console)")
    if profiler is not None:
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(45)


if __name__ == "__main__":
    main()
