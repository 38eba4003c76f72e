"""Time every action of a 10,000-entry tournament, as the store records it, and the time to reopen it.

Run from the repository root (Floor installed)::

    python benchmarks/tournament.py                   # defaults: --entries 10000 --seed 2024
    python benchmarks/tournament.py --entries 2000    # quicker
    python benchmarks/tournament.py --profile         # also cProfile the actions and a reopen (slower figures)

It is a benchmark, not a test: it asserts nothing about speed, it prints. The table goes to standard
output, the progress to standard error.

What is driven, through the public functions only, on a real SQLite file in a fresh temporary folder
(``--dir`` picks where; SQLite's settings are Floor's own: WAL journal, default ``synchronous``, so every
commit waits for its fsync):

* ``Store.create`` a tournament on the ``deep-stack`` template (28 levels and 6 breaks), 50,000 chips.
* ``--entries`` registrations (``players.register``, at ``state.level(now)`` as the console asks),
  spread over the first hour of play.
* The clock (``timekeeping.clock``): ``start``; on every level and break a ``pause`` of two minutes,
  a ``resume`` and an ``adjust`` (one minute added or half a minute taken off); each item ended
  by ``next`` a few seconds before its time runs out; three times a ``next`` pressed twice and
  corrected with ``previous``, once a ``jump`` that restarts the level: 40 level changes in all.
  The simulated ``now`` of every action advances with the tournament, so the clock computes real
  elapsed, remaining and run-out times.
* Chip counts (``chips.count``): at the 1st, 3rd and 5th breaks a full count of every player still
  playing, one event per table of 9 (as a floor enters them); and single-player corrections
  spread over the day.
* ``--entries`` - 1 players eliminated (``players.eliminate``), from the end of the first hour to
  the final level, during levels only (not breaks or pauses); about one hand in twenty busts two
  players at once.

Each ``Store.act`` call (one ``BEGIN IMMEDIATE`` transaction: catch up with the database, check,
insert the event, fold it in, commit) is timed on its own with ``time.perf_counter``; the garbage
collector stays on, as it is in the application. Then the store is closed and reopened
``--reopens`` times, each in a fresh Python process so that no in-memory state helps (the
operating system's file cache does: the file was just written): ``Store(path)`` followed by
``store.state(tid)``, which reads every event and folds them.

Figures: per action kind, ``count`` calls; ``median``, ``p99`` (nearest rank: 99 % of the calls
took at most this) and ``max`` in milliseconds; ``early`` and ``late`` the medians of the first and
last tenth of the calls of that kind, which show a cost that grows with the field. ``reopen`` is
``Store(path)`` + ``store.state(tid)`` measured inside the child process (imports not included),
min and median of the runs, then its parts: opening (checks and migrations), reading the events
(``store.history``: SQL and JSON) and folding them (``state.replay``), and the child's whole wall
time with the interpreter start and imports. Goal: p99 under 20 ms for every action kind, reopening
under 1 s, on the development machine (2 shared cores).
"""

from __future__ import annotations

import argparse
import bisect
import cProfile
import io
import json
import math
import os
import platform
import pstats
import random
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import floor
from floor.store.tournaments import Action, Store
from floor.tournament import chips, players, timekeeping
from floor.tournament.events import Event
from floor.tournament.records import Registered
from floor.tournament.settings import Settings
from floor.tournament.state import TournamentState
from floor.tournament.structure import Break, Structure, structure_to_json, template

AUTHOR = "Bench Floor"
T0 = 1_800_000_000.0  # the simulated clock start (seconds since the epoch)
STACK = 50_000
REGISTRATION_SECONDS = 3600.0  # registrations over the first hour
PAUSE_SECONDS = 120.0  # each item: a two-minute pause ...
NEXT_EARLY_SECONDS = 5.0  # ... and "next" a few seconds before the item runs out
FINAL_LEVEL_SECONDS = 2 * 3600.0  # the final level never runs out: play it this long
COUNT_BREAKS = (0, 2, 4)  # full counts at the 1st, 3rd and 5th breaks
DOUBLE_BUST = 0.05  # share of eliminations that take out two players
MISTAKES = (5, 12, 19)  # items after which "next" is pressed twice, then "previous"
RESTART = 26  # the item restarted by a jump to itself
GOAL_P99_MS = 20.0
GOAL_REOPEN_S = 1.0
FLOOR_ROOT = Path(floor.__file__).resolve().parent.parent  # the Floor being measured

CHILD = """
import json, sys, time
start = time.perf_counter()
from floor.store.tournaments import Store
from floor.tournament.state import replay
imported = time.perf_counter()
store = Store(sys.argv[1])
opened = time.perf_counter()
state = store.state(int(sys.argv[2]))
done = time.perf_counter()
playing = len(state.playing)
store.close()
again = Store(sys.argv[1])
t0 = time.perf_counter()
events = again.history(int(sys.argv[2]))
t1 = time.perf_counter()
replay(int(sys.argv[2]), events)
t2 = time.perf_counter()
again.close()
print(json.dumps({"import": imported - start, "open": opened - imported, "state": done - opened,
                  "reopen": done - imported, "read": t1 - t0, "fold": t2 - t1, "events": len(events),
                  "seq": state.seq, "entries": state.entries, "playing": playing}))
"""


# -- the plan: every action at its simulated time ----------------------------------------------

@dataclass(frozen=True, slots=True)
class Step:
    """One thing the floor does at simulated time ``at``; ``order`` breaks ties in plan order."""

    at: float
    order: int
    kind: str  # "register", "clock", "eliminate", "correct", "table-counts"
    action: str = ""  # the clock action
    index: int | None = None  # jump target
    seconds: float | None = None  # adjust amount
    size: int = 1  # players eliminated in the hand
    span: float = 0.0  # table-counts: the seconds over which the tables are entered


@dataclass(slots=True)
class Plan:
    steps: list[Step]
    level_changes: int
    end: float


def _windows_measure(windows: Sequence[tuple[float, float]]) -> tuple[list[float], float]:
    cumulative, total = [], 0.0
    for a, b in windows:
        cumulative.append(total)
        total += b - a
    return cumulative, total


def _spread(rng: random.Random, windows: Sequence[tuple[float, float]], n: int) -> list[float]:
    """``n`` sorted random times, uniform over the union of the windows."""
    cumulative, total = _windows_measure(windows)
    out = []
    for _ in range(n):
        u = rng.random() * total
        i = bisect.bisect_right(cumulative, u) - 1
        a, b = windows[i]
        out.append(min(a + (u - cumulative[i]), b - 1e-3))
    return sorted(out)


def make_plan(entries: int, structure: Structure, rng: random.Random) -> Plan:
    steps: list[Step] = []

    def add(at: float, kind: str, action: str = "", index: int | None = None, seconds: float | None = None,
            size: int = 1, span: float = 0.0) -> None:
        steps.append(Step(at, len(steps), kind, action, index, seconds, size, span))

    # registrations over the first hour, from the clock start
    for i in range(entries):
        add(T0 + REGISTRATION_SECONDS * i / entries, "register")

    # the clock: each item with a pause, a resume and an adjust, ended by "next" (see the docstring)
    items = structure.items
    add(T0, "clock", action="start")
    begin = T0
    changes = 0
    level_windows: list[tuple[float, float]] = []  # running time of levels, for eliminations
    break_starts: list[tuple[float, float]] = []
    for index, item in enumerate(items):
        if index == RESTART:  # the clock was started late on this level: restart it
            begin += 30.0
            add(begin, "clock", action="jump", index=index)
            changes += 1
        length = item.minutes * 60.0
        pause = begin + 0.3 * length
        resume = pause + PAUSE_SECONDS
        adjust = 60.0 if index % 2 == 0 else -30.0
        add(pause, "clock", action="pause")
        add(resume, "clock", action="resume")
        add(begin + 0.5 * length + PAUSE_SECONDS, "clock", action="adjust", seconds=adjust)
        final = index == len(items) - 1
        end = begin + FINAL_LEVEL_SECONDS if final else begin + length + PAUSE_SECONDS + adjust - NEXT_EARLY_SECONDS
        if isinstance(item, Break):
            break_starts.append((begin, length))
        else:
            level_windows += [(begin, pause), (resume, end)]
        if final:
            begin = end
            break
        add(end, "clock", action="next")
        changes += 1
        begin = end
        if index in MISTAKES:  # "next" pressed twice: back to the right item, with its full time
            add(begin + 2.0, "clock", action="next")
            add(begin + 20.0, "clock", action="previous")
            changes += 2
            begin += 20.0

    # full counts at some breaks, table by table, in the break's first minutes (before its pause)
    for number in COUNT_BREAKS:
        if number < len(break_starts):
            start, length = break_starts[number]
            add(start + 30.0, "table-counts", span=0.3 * length - 60.0)

    # eliminations and single-player corrections during levels, after registration
    after = [(max(a, T0 + REGISTRATION_SECONDS), b) for a, b in level_windows if b > T0 + REGISTRATION_SECONDS]
    sizes: list[int] = []
    left = entries - 1
    while left > 0:
        size = 2 if left >= 2 and rng.random() < DOUBLE_BUST else 1
        sizes.append(size)
        left -= size
    for at, size in zip(_spread(rng, after, len(sizes)), sizes, strict=True):
        add(at, "eliminate", size=size)
    for at in _spread(rng, after, max(20, entries // 40)):
        add(at, "correct")

    steps.sort(key=lambda s: (s.at, s.order))
    return Plan(steps, changes, begin)


# -- the driver: run the plan through Store.act, timing each call --------------------------------

def _register(now: float) -> Action:
    return lambda state: players.register(state, f"Player {len(state.players) + 1}", now=now, author=AUTHOR,
                                          level=state.level(now))


def _clock(step: Step) -> Action:
    return lambda state: timekeeping.clock(state, step.action, now=step.at, author=AUTHOR, index=step.index,
                                           seconds=step.seconds)


def _eliminate(ids: list[int], now: float) -> Action:
    return lambda state: players.eliminate(state, ids, now=now, author=AUTHOR)


def _count(counts: dict[int | str, int], now: float) -> Action:
    return lambda state: chips.count(state, counts, now=now, author=AUTHOR)


class Driver:
    """Runs the plan, keeping its own list of players still playing (so choosing is never timed)."""

    def __init__(self, store: Store, tid: int, entries: int, rng: random.Random, profile: cProfile.Profile | None):
        self.store, self.tid, self.entries, self.rng, self.profile = store, tid, entries, rng, profile
        self.timings: dict[str, list[float]] = {}
        self.playing: list[int] = []
        self.busted = 0
        self.done = 0

    def act(self, kind: str, action: Action) -> tuple[Event, TournamentState]:
        profile = self.profile
        if profile is not None:
            profile.enable()
        start = time.perf_counter()
        result = self.store.act(self.tid, action)
        elapsed = time.perf_counter() - start
        if profile is not None:
            profile.disable()
        self.timings.setdefault(kind, []).append(elapsed)
        self.done += 1
        return result

    def _pick(self) -> int:
        i = self.rng.randrange(len(self.playing))
        self.playing[i], self.playing[-1] = self.playing[-1], self.playing[i]
        return self.playing.pop()

    def _stack(self) -> int:
        average = self.entries * STACK / max(1, len(self.playing))
        return max(100, round(self.rng.uniform(0.15, 3.0) * average / 100) * 100)

    def run(self, step: Step) -> None:
        if step.kind == "register":
            event, _ = self.act("register", _register(step.at))
            self.playing.append(event.body(Registered).player)
        elif step.kind == "clock":
            self.act(f"clock {step.action}", _clock(step))
        elif step.kind == "eliminate":
            ids = [self._pick() for _ in range(step.size)]
            self.act(f"eliminate {step.size}", _eliminate(ids, step.at))
            self.busted += len(ids)
        elif step.kind == "correct":
            pid = self.rng.choice(self.playing)
            self.act("count 1 player", _count({pid: self._stack()}, step.at))
        elif step.kind == "table-counts":
            field = sorted(self.playing)
            seats = 9
            tables = [field[i:i + seats] for i in range(0, len(field), seats)]
            for n, table in enumerate(tables):
                counts: dict[int | str, int] = {pid: self._stack() for pid in table}
                self.act("count table", _count(counts, step.at + step.span * n / len(tables)))
        else:
            raise ValueError(step.kind)


# -- reporting -----------------------------------------------------------------------------------

def percentile(values: Sequence[float], q: float) -> float:
    """Nearest rank: the smallest value with at least ``q`` of the values at or below it."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)]


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f}"


KIND_ORDER = ("register", "clock start", "clock pause", "clock resume", "clock adjust", "clock next",
              "clock previous", "clock jump", "count table", "count 1 player", "eliminate 1", "eliminate 2")


def table(timings: dict[str, list[float]]) -> list[str]:
    rows = [("action", "count", "median ms", "p99 ms", "max ms", "early ms", "late ms", "p99 < 20 ms")]
    kinds = [k for k in KIND_ORDER if k in timings] + sorted(k for k in timings if k not in KIND_ORDER)
    everything = [t for k in kinds for t in timings[k]]
    for kind, values in [*((k, timings[k]) for k in kinds), ("all actions", everything)]:
        tenth = max(1, len(values) // 10)
        p99 = percentile(values, 0.99)
        rows.append((kind, str(len(values)), ms(statistics.median(values)), ms(p99), ms(max(values)),
                     ms(statistics.median(values[:tenth])), ms(statistics.median(values[-tenth:])),
                     "yes" if p99 * 1000 < GOAL_P99_MS else "NO"))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = []
    for n, r in enumerate(rows):
        cells = [r[0].ljust(widths[0])] + [c.rjust(w) for c, w in zip(r[1:], widths[1:], strict=True)]
        lines.append("  ".join(cells))
        if n == 0 or n == len(rows) - 2:
            lines.append("  ".join("-" * w for w in widths))
    return lines


def reopen(path: Path, tid: int) -> dict[str, float]:
    """One reopening in a fresh interpreter that imports the same Floor as this process."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(FLOOR_ROOT), env.get("PYTHONPATH")]))
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", CHILD, str(path), str(tid)], check=True, capture_output=True,
                          text=True, env=env, cwd=FLOOR_ROOT)
    result: dict[str, float] = json.loads(done.stdout)
    result["process"] = time.perf_counter() - start
    return result


def fsync_probe(folder: Path, writes: int = 200) -> tuple[float, float]:
    """Median and p99 seconds of an fsync after a 4 KiB append in ``folder``: the disk's share of a commit."""
    times = []
    fd = os.open(folder / "fsync-probe", os.O_CREAT | os.O_WRONLY | os.O_APPEND, 0o600)
    try:
        for _ in range(writes):
            os.write(fd, b"\0" * 4096)
            start = time.perf_counter()
            os.fsync(fd)
            times.append(time.perf_counter() - start)
    finally:
        os.close(fd)
        os.unlink(folder / "fsync-probe")
    return statistics.median(times), percentile(times, 0.99)


def profile_report(profile: cProfile.Profile, title: str, lines: int = 25) -> str:
    out = io.StringIO()
    out.write(f"\n== cProfile: {title} ==\n")
    stats = pstats.Stats(profile, stream=out)
    stats.sort_stats("tottime").print_stats(lines)
    stats.sort_stats("cumulative").print_stats(lines)
    return out.getvalue()


def progress(start: float, message: str) -> None:
    print(f"[{time.perf_counter() - start:7.1f} s] {message}", file=sys.stderr, flush=True)


def simulated(at: float) -> str:
    minutes = int(at - T0) // 60
    return f"{minutes // 60}:{minutes % 60:02}"


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--entries", type=int, default=10000, help="players registered (default 10000)")
    parser.add_argument("--seed", type=int, default=2024, help="seed of the random choices (default 2024)")
    parser.add_argument("--reopens", type=int, default=3, help="reopenings, each in a fresh process (default 3)")
    parser.add_argument("--dir", default=None, help="where to make the temporary folder (default: the system's)")
    parser.add_argument("--profile", action="store_true",
                        help="cProfile the actions and one reopen (to stderr); the timings then include its overhead")
    args = parser.parse_args(argv)
    if args.entries < 2:
        parser.error("--entries must be at least 2")

    rng = random.Random(args.seed)
    structure = template("deep-stack")
    plan = make_plan(args.entries, structure, rng)
    profile = cProfile.Profile() if args.profile else None
    wall = time.perf_counter()

    with tempfile.TemporaryDirectory(prefix="floor-bench-", dir=args.dir) as folder:
        path = Path(folder) / "floor.db"
        fsync_median, fsync_p99 = fsync_probe(Path(folder))
        store = Store(path)
        settings = Settings("Benchmark Main Event", buy_in=500, fee=50, starting_stack=STACK)
        created = time.perf_counter()
        tid = store.create(settings, now=T0 - 1800.0, author=AUTHOR, extra={"structure": structure_to_json(structure)})
        created = time.perf_counter() - created
        journal = store.db.execute("PRAGMA journal_mode").fetchone()[0]  # (the file exists from its first tournament)
        synchronous = {0: "OFF", 1: "NORMAL", 2: "FULL", 3: "EXTRA"}.get(
            store.db.execute("PRAGMA synchronous").fetchone()[0], "?")
        driver = Driver(store, tid, args.entries, rng, profile)
        progress(wall, f"{len(plan.steps):,} planned steps ({args.entries:,} entries), database {path}")
        last = time.perf_counter()
        for n, step in enumerate(plan.steps, start=1):
            driver.run(step)
            if time.perf_counter() - last > 5.0 or n == len(plan.steps):
                last = time.perf_counter()
                progress(wall, f"step {n:,}/{len(plan.steps):,}, {driver.done:,} actions, simulated "
                               f"{simulated(step.at)}, {len(driver.playing):,} playing, last: {step.kind}")
        driving = time.perf_counter() - wall
        final = store.state(tid)
        events = final.seq
        wal = path.with_name(path.name + "-wal")
        wal_size = wal.stat().st_size if wal.exists() else 0
        store.close()
        size = path.stat().st_size + (wal.stat().st_size if wal.exists() else 0)
        if len(final.playing) != 1 or final.entries != args.entries or driver.busted != args.entries - 1:
            raise RuntimeError(f"the tournament did not end as planned: {final.entries} entries, "
                               f"{len(final.playing)} playing")

        progress(wall, f"reopening {args.reopens} times, each in a fresh process")
        runs = [reopen(path, tid) for _ in range(args.reopens)]
        if any(r["seq"] != events for r in runs):
            raise RuntimeError("a reopened store does not hold every event")
        if profile is not None:
            progress(wall, "profiling a reopen in this process")
            reopen_profile = cProfile.Profile()
            reopen_profile.enable()
            again = Store(path)
            again.state(tid)
            reopen_profile.disable()
            again.close()
            print(profile_report(profile, "every timed Store.act"), file=sys.stderr)
            print(profile_report(reopen_profile, "Store(path) + store.state(tid)"), file=sys.stderr)

    worst = max(percentile(v, 0.99) for v in driver.timings.values())
    reopen_times = [r["reopen"] for r in runs]
    median_of = {key: statistics.median(r[key] for r in runs) for key in runs[0]}
    print(f"Floor tournament benchmark: {args.entries:,} entries, seed {args.seed}, deep-stack structure "
          f"({len(structure.items)} items), {plan.level_changes} level changes")
    print(f"Floor from {FLOOR_ROOT}; Python {platform.python_version()}, SQLite {sqlite3.sqlite_version}, "
          f"journal {journal}, synchronous {synchronous}, {os.cpu_count()} CPUs, {platform.platform()}"
          + (", UNDER cProfile (inflated)" if profile else ""))
    print(f"fsync of a 4 KiB append in the temporary folder, before the run: median {fsync_median * 1000:.2f} ms, "
          f"p99 {fsync_p99 * 1000:.2f} ms")
    print()
    print("\n".join(table(driver.timings)))
    print()
    inside = sum(map(sum, driver.timings.values()))
    print(f"create: {created * 1000:.2f} ms; driving took {driving:.1f} s wall, {inside:.1f} s inside Store.act; "
          f"simulated tournament {simulated(plan.end)} h")
    print(f"events: {events:,} (the creation included); database {size / 1e6:.2f} MB after close "
          f"({events and size / events:.0f} bytes an event; the WAL held {wal_size / 1e6:.2f} MB before close)")
    print(f"reopen (Store(path) + store.state(tid), fresh process, {len(runs)} runs): min {min(reopen_times):.3f} s, "
          f"median {statistics.median(reopen_times):.3f} s  [goal < {GOAL_REOPEN_S:g} s: "
          f"{'yes' if min(reopen_times) < GOAL_REOPEN_S else 'NO'}]")
    print(f"  medians: open {median_of['open']:.3f} s, state {median_of['state']:.3f} s; of which (measured apart) "
          f"read events {median_of['read']:.3f} s, fold {median_of['fold']:.3f} s; "
          f"imports {median_of['import']:.3f} s; whole child process {median_of['process']:.3f} s")
    print(f"goal p99 < {GOAL_P99_MS:g} ms per action: {'yes' if worst * 1000 < GOAL_P99_MS else 'NO'} "
          f"(worst p99 {worst * 1000:.2f} ms)")


if __name__ == "__main__":
    main()
