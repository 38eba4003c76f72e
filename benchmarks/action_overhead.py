"""The fixed cost of every action (issue 30): register, chip count, undo and redo against a bare commit, two ways.

Run from the repository root (Floor installed)::

    python benchmarks/action_overhead.py                       # --sizes 1000,30000, 300 rounds (a few minutes)
    python benchmarks/action_overhead.py --sizes 200,300 --rounds 20

It is a benchmark, not a test: it prints. ``benchmarks/festival.py`` times each action right after three bare
commits of another connection to the same file, and after an untimed pass over every seat (to choose a table):
at 30,000 entries that pass evicts from the CPU's caches what the action then reads, and the action runs cold
(about 0.2 ms more for a chip count; at 1,000 entries everything stays in the caches). This one chooses a table
by reading that table alone, so that nothing but the actions runs between them, and times each many more
times, each of two ways:

* **alone**: the store is the only writer of its file (the console on its own, the command line); each action's
  bare commit goes to a file of its own in the same folder;
* **shared**: each action follows the bare commit of the one before it on the same file, by another connection
  (as the festival benchmark has it, and as the room service beside the console does).

The flight is the festival's (``festival.build``: created, registered, drawn, a tenth busted); each round is a
chip count of one table, its undo, its redo, and a registration (with its late seat; then undone, not timed).
Every figure is the median CPU time (``time.process_time``) and wall time of the action over the median of its
bare commits' (the same rows INSERTed into a plain table, one transaction), with the growth of its CPU time from
the smallest size to the largest.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import festival  # (the flight and the bare baseline, as the festival benchmark builds them)

ACTIONS = ("register", "chip count", "undo", "redo")
MODES = ("alone", "shared")


def rounds_of(flight: festival.Flight, mode: str, rounds: int) -> dict[str, list[tuple[float, float]]]:
    """(CPU, wall) of each action and of its bare commit, ``rounds`` times."""
    from floor.store.desk import StoreDesk
    from floor.usecases import chips, history, players

    store, tid = flight.raw["store"], flight.tid
    desk = StoreDesk(store, tid, festival.AUTHOR, flight.raw["tick"])
    if mode == "shared":
        bare = flight.raw["bare"]
    else:  # (a file of its own, as Floor keeps its own: WAL)
        bare = festival.Bare(flight.path.with_name(f"bare-{flight.size}.db"))
        bare.db.execute("PRAGMA journal_mode = WAL")
    rng = random.Random(f"{mode}/{flight.size}")
    timed: dict[str, list[tuple[float, float]]] = {}

    def timing(name: str, work: Callable[[], Any]) -> None:
        started, start = time.process_time(), time.perf_counter()
        done = work()
        timed.setdefault(name, []).append((time.process_time() - started, time.perf_counter() - start))
        wall = bare.commit(festival.rows_of(tid, done.events))
        timed.setdefault(f"{name} bare", []).append((bare.cpu, wall))

    numbers = [t.number for t in desk.state().tables.values() if t.count]
    for n in range(rounds):
        seated = [p for p in desk.state().tables[rng.choice(numbers)].seats if p is not None]
        counts: dict[int | str, int] = {p: rng.randrange(1000, 4 * festival.STACK, 1000) for p in seated}
        timing("chip count", partial(chips.count, desk, counts))
        timing("undo", lambda: history.undo(desk))
        timing("redo", lambda: history.redo(desk))
        timing("register", partial(players.register, desk, f"{mode.title()} {n}", rng=rng))
        history.undo(desk)  # (not timed: the seats stay as many as the field's)
    return timed


def figures(timed: dict[str, list[tuple[float, float]]]) -> dict[str, tuple[float, float, float, float]]:
    """Action -> (CPU ratio, wall ratio, CPU ms, bare CPU ms)."""
    out = {}
    for name in ACTIONS:
        cpu, wall = (statistics.median(t[i] for t in timed[name]) for i in (0, 1))
        bare_cpu, bare_wall = (statistics.median(t[i] for t in timed[f"{name} bare"]) for i in (0, 1))
        out[name] = (cpu / max(bare_cpu, 1e-9), wall / max(bare_wall, 1e-9), cpu * 1000, bare_cpu * 1000)
    return out


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--sizes", default="1000,30000", help="entries of each flight (default 1000,30000)")
    parser.add_argument("--rounds", type=int, default=300, help="rounds of the four actions each way (default 300)")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--dir", default=None, help="where to make the temporary folder (default: the system's)")
    args = parser.parse_args(argv)
    sizes = sorted({int(s) for s in args.sizes.split(",") if s.strip()})
    if not sizes or min(sizes) < 100:
        parser.error("--sizes: at least 100 entries each")
    results: dict[tuple[str, int], dict[str, tuple[float, float, float, float]]] = {}
    with tempfile.TemporaryDirectory(prefix="floor-overhead-", dir=args.dir) as folder:
        for size in sizes:
            flight = festival.build(Path(folder), size, args.seed, {"actions"})
            for mode in MODES:
                festival.progress(f"{size:,}: {args.rounds} rounds, {mode}")
                results[mode, size] = figures(rounds_of(flight, mode, args.rounds))
            flight.raw["store"].close()
    import floor

    print(f"# The fixed cost of every action: {', '.join(f'{s:,}' for s in sizes)} entries, {args.rounds} rounds\n")
    print(f"Floor from {Path(floor.__file__).resolve().parent.parent}. Each figure: the action's median over its bare "
          "commit's median (CPU / wall); the growth is the largest size's CPU time over the smallest's.\n")
    low, high = sizes[0], sizes[-1]
    print("| action | way | " + " | ".join(f"{s:,}: CPU / wall" for s in sizes) + " | CPU growth |")
    print("|---|---|" + "---|" * len(sizes) + "---|")
    for name in ACTIONS:
        for mode in MODES:
            cells = [f"{results[mode, s][name][0]:.1f}x / {results[mode, s][name][1]:.1f}x "
                     f"({results[mode, s][name][2]:.3f} ms CPU)" for s in sizes]
            growth = results[mode, high][name][2] / results[mode, low][name][2]
            print(f"| {name} | {mode} | " + " | ".join(cells) + f" | {growth:.2f}x |")


if __name__ == "__main__":
    main()
