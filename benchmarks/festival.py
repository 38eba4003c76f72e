"""The festival benchmark (issue 30): every figure of a 1,000-, 10,000- and 30,000-entry flight against a bare baseline.

Run from the repository root (Floor installed)::

    python benchmarks/festival.py                                # --sizes 1000,10000,30000 (six minutes today)
    python benchmarks/festival.py --sizes 1000,3000              # a smoke run
    python benchmarks/festival.py --only actions,reopen --json out.json

It is a benchmark, not a test: it asserts nothing about speed, it prints. The Markdown table goes to standard
output (figure | each size | growth | goal | met?), the progress to standard error, every raw figure to ``--json``.
Each figure is a ratio to a bare baseline measured in the same run, on the same file, a few moments apart (the
machine is shared: absolute times say little; the baselines' own spread is printed as the run's noise).

The flight, per size N, on a real SQLite file (Floor's own settings: WAL, default ``synchronous``) in a fresh
temporary folder, through the public use cases (``floor.usecases``) on a ``StoreDesk``, the desk the console and
the command line act on:

* the tournament created on the ``deep-stack`` template; N - ``REGISTER_TIMED`` players registered with
  ``players.register_all`` in transactions of ``BATCH`` rows (the builder batches what is not measured: one
  registration a transaction would take an hour at 30,000); the clock started;
* **register**: the last ``REGISTER_TIMED`` players one by one with ``players.register`` (the console's);
* **seat draw**: ``seating.draw_seats`` of the whole field (the first draw, and twice more on copies of the file);
  baseline: a bare shuffle of the N players and an INSERT of their N (player, table, seat) rows, one transaction;
* ``BUSTED_SHARE`` of the field busted in batches (not measured), so that breaks fall due; then ``--repeats``
  rounds of: **bust** (``players.bust``, with its balancing proposal), **proposal** alone
  (``seating.proposal`` of the state after it), **break** (``seating.break_table`` of the table balancing
  proposes to break, or of the shortest table), **late seat** (``players.register`` after the draw: the
  newcomer draws a seat in the same transaction), **chip count** (``chips.count`` of one table of 9),
  **undo** and **redo** (``history.undo``/``redo`` of that count). Each action's baseline is a bare commit of
  the same events, timed right after it: their rows INSERTed into a plain table (no index) of the same file,
  one transaction (the median of ``BARE_REPEATS`` such commits). The proposal's baseline is the bust's bare
  commit;
* **storage**: the bytes Floor keeps (pages in use, the bare tables dropped, the WAL checkpointed) per event,
  as a ratio to the events' own bytes (kind, author and JSON payload), and the snapshots' bytes;
* **reopen**: ``Store(path)`` + ``store.state(tid)`` in a fresh process, against a bare read of its log in the
  same process (a SELECT of its rows + ``json.loads`` of every payload), alternated ``REOPENS`` times;
* **export**: ``floor.store.export.export`` (CSV and JSON) against a plain SQL-to-CSV dump of the log's rows;
* **console** (a fresh process, offscreen Qt, on a copy of the file): the ``Console``'s first paint (built,
  shown, events processed), its RSS after it, a redraw after an action (a chip count written by the desk, then
  ``moved`` + events processed), after a table break, the History tab opened (the median of three opens, and
  the first alone: it reads the log, the others only the events since), an undo from the console
  (``Console.undo``: the store's undo included, it runs on the GUI thread); baselines: a bare
  ``QTableView`` over a bare N-row model, its first paint and a redraw after a model reset;
* **report**: the results report's content and PDF (``describe.report.report`` + ``app.report_pdf``), absolute;
* **dealer** (a ``DealerWindow`` redrawn after a chip count at its table), **big screen** (a ``ClockDisplay``
  refreshed over ``board(state, now)``) and **room snapshot** (``room.follow.Follower.check`` after a chip count:
  the snapshot the room service builds once for every publish to its phones, 3,000 at a festival, and the lobby
  JSON it sends them): each against itself at the smallest size;
* size-independent, measured once: **import-td** (``store.td_import.import_saves`` of every save under
  ``--td`` into a fresh file, against a bare read: their bytes read, decoded and cut into tokens by one regular
  expression) and **hand_value** (Floor's public
  ``hand_value`` against treys, per hand: hold'em ``evaluate``, Omaha the best of treys' sixty ``_five``,
  five-card draw ``_five``).

Times are wall (``time.perf_counter``), median of the repeats; the CPU times (``time.process_time``) of the actions,
the reopening and the export and their ratio to their baselines' are printed under the table too (a bare commit's
wall is mostly its fsync, which varies tenfold on a shared disk; its CPU does not; on a loaded machine a wall ratio
of a reopening or an export swings twofold from run to run, its CPU ratio a few per cent). The console's figures
are the GUI thread's milliseconds against their goals, with their ratio to the bare table under the table. The
growth is a figure at the largest size over the same at the smallest, so a cost independent of the field grows by
about 1x; an action's growth is its own CPU time's, not its ratio's (a bare commit costs less CPU at the larger
sizes of a run: 0.09 ms at 1,000, 0.05 ms at 30,000, which grew every ratio by itself).
"""

from __future__ import annotations

import argparse
import csv
import itertools
import json
import os
import platform
import random
import re
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

AUTHOR = "Bench Floor"
T0 = 1_800_000_000.0
STACK = 50_000
BATCH = 1000  # registrations (and busts) per transaction while building
REGISTER_TIMED = 20
BUSTED_SHARE = 0.10
REOPENS = 3
DRAWS = 3
BARE_REPEATS = 3  # bare commits of the same rows behind each timed action (their median is its baseline)
ROOT = Path(__file__).resolve().parents[1]
TD_FILES = Path("/work/shared/data/td-files")

ACTIONS = ("register", "bust", "proposal", "break", "late seat", "chip count", "undo", "redo")
GROUPS: dict[str, tuple[str, ...]] = {  # what --only names: a group, or any figure of it
    "actions": ACTIONS,
    "seat-draw": ("seat draw",),
    "storage": ("bytes per event", "storage / events' bytes", "snapshot bytes"),
    "reopen": ("reopen",),
    "export": ("export",),
    "console": ("console RSS", "console first paint", "console redraw", "console after a break", "console History",
                "console History first open", "console undo", "report"),
    "stations": ("dealer", "big screen", "room snapshot"),
    "import-td": ("import-td",),
    "hand-value": ("hand_value hold'em", "hand_value Omaha", "hand_value draw"),
}
GROUPS["stations"] += ("big screen after a bust", "room snapshot after a bust")  # (a bust re-seats and re-lines)
ONCE = {"import-td", "hand-value"}  # measured once, not per size


@dataclass
class Figure:
    """One row of the table: per size its value (a ratio unless ``unit``), and the absolute behind it."""

    name: str
    goal: str
    limit: float | None = None  # the value at the largest size must be at most this
    growth_limit: float | None = None  # and its growth at most this
    unit: str = "x"
    values: dict[int, float] = field(default_factory=dict)
    absolute: dict[int, str] = field(default_factory=dict)


FIGURES: dict[str, Figure] = {f.name: f for f in [
    *(Figure(a, "<= 3x a bare commit; its own CPU grows ~1x", 3.0, 1.5) for a in ACTIONS),
    Figure("seat draw", "<= 3x a bare shuffle and write", 3.0),
    Figure("bytes per event", "30k within 1.2x of 1k", None, 1.2, unit="B"),
    Figure("storage / events' bytes", "linear (growth <= 1.2x)", None, 1.2),
    Figure("snapshot bytes", "kept to what reopen and undo need (judged by eye)", unit="MB"),
    Figure("reopen", "<= 1.5x a bare read of the log", 1.5),
    Figure("export", "<= 2x a plain SQL-to-CSV dump", 2.0),
    Figure("console RSS", "< 150 MB", 150.0, unit="MB"),
    Figure("console first paint", "< 1 s", 1000.0, unit="ms"),
    Figure("console redraw", "< 50 ms", 50.0, unit="ms"),
    Figure("console after a break", "< 100 ms", 100.0, unit="ms"),
    Figure("console History", "< 200 ms", 200.0, unit="ms"),
    Figure("console History first open", "< 200 ms", 200.0, unit="ms"),
    Figure("console undo", "< 50 ms", 50.0, unit="ms"),
    Figure("report", "< 5 s", 5.0, unit="s"),
    Figure("dealer", "unaffected by the field (growth <= 1.5x)", None, 1.5),
    Figure("big screen", "unaffected by the field (growth <= 1.5x)", None, 1.5),
    Figure("room snapshot", "unaffected by the field (growth <= 1.5x)", None, 1.5),
    Figure("big screen after a bust", "unaffected by the field (growth <= 1.5x)", None, 1.5),
    Figure("room snapshot after a bust", "unaffected by the field (growth <= 1.5x)", None, 1.5),
    Figure("import-td", "<= 5x a bare read of the saves", 5.0),
    Figure("hand_value hold'em", "<= 1x treys (as fast or faster)", 1.0),
    Figure("hand_value Omaha", "<= 1x treys (as fast or faster)", 1.0),
    Figure("hand_value draw", "<= 1x treys (as fast or faster)", 1.0),
]}


def progress(message: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


def median(values: Sequence[float]) -> float:
    return statistics.median(values) if values else float("nan")


def rss_mb() -> float:
    """This process's resident memory now (``/proc/self/status``), in MB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


class Tick:
    """The desk's clock: every call a second later (the events' times grow as in a real night)."""

    def __init__(self, start: float = T0) -> None:
        self.at = start

    def __call__(self) -> float:
        self.at += 1.0
        return self.at


# -- the bare baselines --------------------------------------------------------------------------------------------

class Bare:
    """A plain connection to the same file: bare commits of rows into plain tables (no index, no checks)."""

    def __init__(self, path: Path) -> None:
        self.db = sqlite3.connect(path, isolation_level=None)
        self.db.execute("CREATE TABLE IF NOT EXISTS bare_events (tournament_id INTEGER, seq INTEGER, kind TEXT, "
                        "at REAL, author TEXT, payload TEXT)")
        self.db.execute("CREATE TABLE IF NOT EXISTS bare_seats (player INTEGER, tbl INTEGER, seat INTEGER)")
        self.spreads: list[float] = []
        self.cpu = 0.0  # the CPU seconds of the last commit (the median of its repeats)

    def commit(self, rows: Sequence[tuple[Any, ...]]) -> float:
        """Seconds to INSERT ``rows`` (already encoded) into the plain table, one transaction: the median of
        :data:`BARE_REPEATS` such commits (one commit's fsync on a shared disk varies tenfold); their slowest over
        their fastest is kept in ``spreads``, the run's noise."""
        times, cpu = [], []
        for _ in range(BARE_REPEATS):
            start, started = time.perf_counter(), time.process_time()
            self.db.execute("BEGIN")
            self.db.executemany("INSERT INTO bare_events VALUES (?, ?, ?, ?, ?, ?)", rows)
            self.db.execute("COMMIT")
            times.append(time.perf_counter() - start)
            cpu.append(time.process_time() - started)
        self.spreads.append(max(times) / min(times))
        self.cpu = statistics.median(cpu)
        return statistics.median(times)

    def shuffle_and_write(self, players: Sequence[int], seats: int = 9) -> float:
        """Seconds to shuffle ``players`` and write their (player, table, seat) rows, one transaction."""
        start = time.perf_counter()
        order = list(players)
        random.shuffle(order)
        self.db.execute("BEGIN")
        self.db.executemany("INSERT INTO bare_seats VALUES (?, ?, ?)",
                            ((p, i // seats + 1, i % seats + 1) for i, p in enumerate(order)))
        self.db.execute("COMMIT")
        return time.perf_counter() - start

    def drop(self) -> None:
        self.db.execute("DROP TABLE IF EXISTS bare_events")
        self.db.execute("DROP TABLE IF EXISTS bare_seats")
        self.db.close()


def copy_db(source: Path, target: Path) -> None:
    """A consistent copy of a database file, its WAL included (SQLite's backup)."""
    src, dst = sqlite3.connect(source), sqlite3.connect(target)
    try:
        src.backup(dst)
    finally:
        src.close()
        dst.close()


def rows_of(tid: int, events: Sequence[Any]) -> list[tuple[Any, ...]]:
    """The rows Floor stores for ``events``, encoded as the store encodes them (``Store._insert``)."""
    return [(tid, e.seq, e.kind, e.at, e.author, json.dumps(e.data.to_json(), ensure_ascii=False, sort_keys=True))
            for e in events]


# -- building the flight -------------------------------------------------------------------------------------------

@dataclass
class Flight:
    path: Path
    tid: int
    size: int
    rng: random.Random
    raw: dict[str, Any] = field(default_factory=dict)


def build(folder: Path, size: int, seed: int, wanted: set[str]) -> Flight:
    """The flight: created, registered (the last ``REGISTER_TIMED`` timed), drawn (timed), a share busted."""
    from floor.store.desk import StoreDesk
    from floor.store.tournaments import Store
    from floor.tournament import players as P
    from floor.tournament.settings import Settings
    from floor.tournament.structure import structure_to_json, template
    from floor.usecases import clock, players, seating

    path = folder / f"festival-{size}.db"
    rng = random.Random(f"{seed}/{size}")
    store = Store(path)
    settings = Settings(f"Festival flight of {size:,}", buy_in=300, fee=30, starting_stack=STACK)
    tid = store.create(settings, now=T0, author=AUTHOR, extra={"structure": structure_to_json(template("deep-stack"))})
    flight = Flight(path, tid, size, rng)
    tick = Tick()
    desk = StoreDesk(store, tid, AUTHOR, tick)
    bare = Bare(path)
    built = size - REGISTER_TIMED
    for first in range(0, built, BATCH):
        rows = [(f"Player {n}", "", "", n) for n in range(first + 1, min(built, first + BATCH) + 1)]
        players.register_all(desk, rows)
        progress(f"{size:,}: registered {min(built, first + BATCH):,}")
    clock.start(desk)
    timed: dict[str, list[float]] = {}
    desk.state()
    for n in range(built + 1, size + 1):
        start, started = time.perf_counter(), time.process_time()
        done = players.register(desk, f"Player {n}", rng=rng)
        timed.setdefault("register", []).append(time.perf_counter() - start)
        timed.setdefault("register cpu", []).append(time.process_time() - started)
        timed.setdefault("register bare", []).append(bare.commit(rows_of(tid, done.events)))
        timed.setdefault("register bare cpu", []).append(bare.cpu)
    if "seat-draw" in wanted or wanted & set(GROUPS["seat-draw"]):
        store.close()
        for copy in range(1, DRAWS):
            copy_db(path, folder / f"draw-{copy}.db")
        store = Store(path)
    desk = StoreDesk(store, tid, AUTHOR, tick)
    field_ids = [p.id for p in desk.state().playing]
    desk.state()
    start = time.perf_counter()
    seating.draw_seats(desk, rng=rng)
    timed["seat draw"] = [time.perf_counter() - start]
    timed["seat draw bare"] = [bare.shuffle_and_write(field_ids)]
    if "seat draw" in timed and (folder / "draw-1.db").exists():
        for copy in range(1, DRAWS):
            other = Store(folder / f"draw-{copy}.db")
            other_desk = StoreDesk(other, tid, AUTHOR, Tick(tick.at))
            other_desk.state()
            start = time.perf_counter()
            seating.draw_seats(other_desk, rng=rng)
            timed["seat draw"].append(time.perf_counter() - start)
            other.close()
            (folder / f"draw-{copy}.db").unlink()
            timed["seat draw bare"].append(bare.shuffle_and_write(field_ids))
    progress(f"{size:,}: seats drawn")
    out = rng.sample(field_ids, int(size * BUSTED_SHARE))
    for first in range(0, len(out), BATCH):
        now = tick()
        chunk = out[first:first + BATCH]
        desk.commit([partial(lambda state, p, at: P.eliminate(state, [p], now=at, author=AUTHOR), p=p, at=now)
                     for p in chunk])
    progress(f"{size:,}: {len(out):,} busted")
    flight.raw.update(timed)
    flight.raw["bare"] = bare
    flight.raw["bare spreads"] = bare.spreads
    flight.raw["store"] = store
    flight.raw["tick"] = tick
    return flight


def at_tables(state: Any) -> dict[int, list[int]]:
    """Table -> its players (from the state's seats; not timed)."""
    tables: dict[int, list[int]] = {}
    for player, (table, _seat) in state.seats.items():
        if state.players[player].playing:
            tables.setdefault(table, []).append(player)
    return tables


def one_table(state: Any, rng: random.Random) -> tuple[int, list[int]]:
    """A table drawn at random and its players, read from that table alone (not timed: a pass over every seat before
    each action would leave the CPU's caches cold for it, which no floor's click does)."""
    table = rng.choice(sorted(state.tables))
    return table, [p for p in state.tables[table].seats if p is not None]


def make_room(desk: Any, tables: dict[int, list[int]], rng: random.Random) -> int:
    """The shortest table, after busting players elsewhere (one hand, not timed) until its players fit."""
    from floor.usecases import players

    table = min(tables, key=lambda t: (len(tables[t]), t))
    seats = desk.state().settings.seats_per_table
    free = sum(seats - len(p) for t, p in tables.items() if t != table)
    if free < len(tables[table]):
        others = [p for t, ps in tables.items() if t != table for p in ps]
        players.bust(desk, rng.sample(others, len(tables[table]) - free), stacks=[], rng=rng)
    return table


def actions(flight: Flight, repeats: int) -> None:
    """The rounds of bust, proposal, break, late seat, chip count, undo and redo, each with its bare commit."""
    from floor.store.desk import StoreDesk
    from floor.tournament.seating import actions as rules
    from floor.usecases import chips, history, players, seating

    store, bare, tick, rng, tid = flight.raw["store"], flight.raw["bare"], flight.raw["tick"], flight.rng, flight.tid
    desk = StoreDesk(store, tid, AUTHOR, tick)
    timed: dict[str, list[float]] = {}

    def timing(name: str, work: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        start, started = time.perf_counter(), time.process_time()
        result = work(*args, **kwargs)
        timed.setdefault(name, []).append(time.perf_counter() - start)
        timed.setdefault(f"{name} cpu", []).append(time.process_time() - started)
        return result

    def baseline(name: str, rows: Sequence[tuple[Any, ...]]) -> None:
        timed.setdefault(f"{name} bare", []).append(bare.commit(rows))
        timed.setdefault(f"{name} bare cpu", []).append(bare.cpu)

    newcomer = flight.size
    for round_ in range(repeats):
        state = desk.state()
        victim = rng.choice(one_table(state, rng)[1])
        busted = timing("bust", players.bust, desk, [victim], rng=rng)
        bust_rows = rows_of(tid, busted.done.events)
        baseline("bust", bust_rows)
        state = desk.state()
        proposal = timing("proposal", rules.proposal, state, rng=rng)
        baseline("proposal", bust_rows)
        if proposal is not None and proposal.kind == "break" and proposal.tables:
            table, proposed = proposal.tables[0], proposal
        else:  # (a small field may have no room left for a break: players busted first, not timed)
            table, proposed = make_room(desk, at_tables(desk.state()), rng), None
        done = timing("break", seating.break_table, desk, table, proposed=proposed, rng=rng)
        baseline("break", rows_of(tid, done.events))
        newcomer += 1
        done = timing("late seat", players.register, desk, f"Late {newcomer}", rng=rng)
        baseline("late seat", rows_of(tid, done.events))
        table, seated = one_table(desk.state(), rng)
        counts: dict[int | str, int] = {p: rng.randrange(1000, 4 * STACK, 1000) for p in seated}
        done = timing("chip count", chips.count, desk, counts)
        baseline("chip count", rows_of(tid, done.events))
        done = timing("undo", history.undo, desk)
        baseline("undo", rows_of(tid, done.events))
        done = timing("redo", history.redo, desk)
        baseline("redo", rows_of(tid, done.events))
        progress(f"{flight.size:,}: action round {round_ + 1}/{repeats}")
    flight.raw.update(timed)


def storage(flight: Flight) -> dict[str, float]:
    """What the file keeps (pages in use, the bare tables dropped, the WAL checkpointed) against the events' bytes.
    The bare tables are dropped while Floor's store is still open: Floor closes the file last, as a user's file is
    closed, so the reopening after this measures a file as Floor left it (the benchmark's own writes after Floor's
    close made every reopening a file changed outside Floor: SQLite's full integrity check and the event chain's)."""
    flight.raw["bare"].drop()
    flight.raw["store"].close()
    db = sqlite3.connect(flight.path)
    try:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        page = db.execute("PRAGMA page_size").fetchone()[0]
        pages = db.execute("PRAGMA page_count").fetchone()[0] - db.execute("PRAGMA freelist_count").fetchone()[0]
        used = pages * page
        events, own = db.execute("SELECT COUNT(*), SUM(LENGTH(CAST(kind AS BLOB)) + LENGTH(CAST(author AS BLOB)) "
                                 "+ LENGTH(CAST(payload AS BLOB)) + 16) FROM events WHERE tournament_id = ?",
                                 (flight.tid,)).fetchone()
        snaps, snap_bytes = db.execute("SELECT COUNT(*), COALESCE(SUM(LENGTH(CAST(state AS BLOB))), 0) FROM snapshots "
                                       "WHERE tournament_id = ?", (flight.tid,)).fetchone()
    finally:
        db.close()
    return {"used_bytes": used, "events": events, "events_bytes": own, "snapshots": snaps,
            "snapshot_bytes": snap_bytes, "file_bytes": flight.path.stat().st_size}


REOPEN_CHILD = r"""
import json, sqlite3, sys, time
from floor.store.tournaments import Store
path, tid, runs = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
floor_times, bare_times, floor_cpu, bare_cpu = [], [], [], []
for _ in range(runs):
    start, started = time.perf_counter(), time.process_time()
    store = Store(path)
    state = store.state(tid)
    floor_times.append(time.perf_counter() - start)
    floor_cpu.append(time.process_time() - started)
    store.close()
    start, started = time.perf_counter(), time.process_time()
    db = sqlite3.connect(path)
    rows = db.execute("SELECT seq, kind, at, author, payload FROM events WHERE tournament_id = ? ORDER BY seq",
                      (tid,)).fetchall()
    decoded = [json.loads(r[4]) for r in rows]
    db.close()
    bare_times.append(time.perf_counter() - start)
    bare_cpu.append(time.process_time() - started)
print(json.dumps({"reopen": floor_times, "reopen bare": bare_times, "reopen cpu": floor_cpu,
                  "reopen bare cpu": bare_cpu, "seq": state.seq}))
"""


def child(code: str, *args: str, timeout: float = 3600) -> dict[str, Any]:
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    done = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, cwd=ROOT, env=env,
                          timeout=timeout, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"a measuring process failed:\n{done.stderr[-3000:]}")
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def export_figures(flight: Flight, folder: Path, repeats: int) -> dict[str, list[float]]:
    """Floor's export (CSV and JSON) against a plain dump of the log's rows to CSV, alternated."""
    from floor.store.export import export
    from floor.store.tournaments import Store

    timed: dict[str, list[float]] = {"export": [], "export bare": [], "export cpu": [], "export bare cpu": []}
    for n in range(repeats):
        store = Store(flight.path)
        store.state(flight.tid)  # (an export from the console: the tournament is open)
        start, started = time.perf_counter(), time.process_time()
        export(store, flight.tid, folder / f"export-{n}")
        timed["export"].append(time.perf_counter() - start)
        timed["export cpu"].append(time.process_time() - started)
        store.close()
        start, started = time.perf_counter(), time.process_time()
        db = sqlite3.connect(flight.path)
        with (folder / f"dump-{n}.csv").open("w", newline="", encoding="utf-8") as out:
            writer = csv.writer(out)
            writer.writerow(("seq", "kind", "at", "author", "payload"))
            writer.writerows(db.execute("SELECT seq, kind, at, author, payload FROM events WHERE tournament_id = ? "
                                        "ORDER BY seq", (flight.tid,)))
        db.close()
        timed["export bare"].append(time.perf_counter() - start)
        timed["export bare cpu"].append(time.process_time() - started)
        shutil.rmtree(folder / f"export-{n}", ignore_errors=True)
        (folder / f"dump-{n}.csv").unlink()
    return timed


QT_CHILD = r"""
import json, random, sys, time
from pathlib import Path
from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtWidgets import QApplication, QLabel, QTableView
sys.path.insert(0, "benchmarks")

path, tid, repeats, size = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
since = float(sys.argv[5])
app = QApplication(sys.argv[:1])
warm = QLabel("warm-up")
warm.show()
app.processEvents()
warm.close()

def rss():
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024

def timed(work):
    start = time.perf_counter()
    work()
    app.processEvents()
    return time.perf_counter() - start

out = {"rss_before": rss()}
from floor.app import StoreSession, report_pdf
from floor.store import export as exporting
from floor.store.tournaments import Store
from floor.tournament.describe.report import report
from floor.ui.clock.board import board
from floor.ui.clock.display import ClockDisplay
from floor.ui.console.window import Console
from floor.ui.dealer.window import DealerWindow
from floor.usecases import chips, history, players
from floor.tournament.seating import actions as rules
from floor.usecases import seating
from festival import make_room

clock = [since]
def now():
    clock[0] += 1.0
    return clock[0]

rng = random.Random(size)
store = Store(path)
session = StoreSession(store, tid, "Bench Floor", now)
holder = {}
def first_paint():
    holder["console"] = Console(session, poll=False)
    holder["console"].show()
out["first_paint"] = [timed(first_paint)]
console = holder["console"]
out["rss"] = rss()

def tables():
    state = session.state()
    found = {}
    for player, (table, _seat) in state.seats.items():
        if state.players[player].playing:
            found.setdefault(table, []).append(player)
    return found

def count_at(table):
    players = tables()[table]
    return chips.count(session, {p: rng.randrange(1000, 200_000, 1000) for p in players})

out["redraw"] = []
for _ in range(repeats):
    done = count_at(rng.choice(sorted(tables())))
    out["redraw"].append(timed(lambda: console.moved(done.seq)))
out["break"] = []
for _ in range(min(repeats, 3)):
    found = rules.proposal(session.state(), rng=rng)
    seated = tables()
    if found is not None and found.kind == "break" and found.tables:
        done = seating.break_table(session, found.tables[0], proposed=found, rng=rng)
    else:
        done = seating.break_table(session, make_room(session, seated, rng), rng=rng)
    out["break"].append(timed(lambda: console.moved(done.seq)))
out["history"] = []
players_tab = console.tabs.currentWidget()
for _ in range(min(repeats, 3)):
    count_at(rng.choice(sorted(tables())))
    console.moved(0)
    app.processEvents()
    out["history"].append(timed(lambda: console.tabs.setCurrentWidget(console.history_list)))
    console.tabs.setCurrentWidget(players_tab)
    app.processEvents()
out["history_first"] = out["history"][:1]  # (the first open reads the log; the others only the events since)
out["undo"] = []
for _ in range(min(repeats, 3)):
    count_at(rng.choice(sorted(tables())))
    console.moved(0)
    app.processEvents()
    out["undo"].append(timed(console.undo))
    console.redo()
    app.processEvents()

start = time.perf_counter()
readable = exporting.read(store, tid)
content = report(readable.state, readable.log, now=now())
pdf, pages = report_pdf(content, None)
out["report"] = [time.perf_counter() - start]
out["report_pages"] = pages
console.close()
app.processEvents()

table = sorted(tables())[0]
dealer = DealerWindow(session, table, poll=False)
dealer.show()
app.processEvents()
out["dealer"] = []
for _ in range(repeats):
    done = count_at(table)
    out["dealer"].append(timed(lambda: dealer.moved(done.seq)))
dealer.close()
display = ClockDisplay(lambda: board(session.state(), session.now()), poll=False)
display.resize(1920, 1080)
display.show()
app.processEvents()
out["big_screen"] = []
for _ in range(repeats):
    count_at(table)
    out["big_screen"].append(timed(display.refresh))
out["big_screen_bust"] = []
for _ in range(repeats):
    busted = rng.choice(sorted(tables()))
    players.bust(session, [rng.choice(tables()[busted])], stacks=[], rng=rng)
    out["big_screen_bust"].append(timed(display.refresh))
display.close()
app.processEvents()
store.close()

class Bare(QAbstractTableModel):
    def __init__(self, rows):
        super().__init__()
        self.rows = rows
    def rowCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else len(self.rows)
    def columnCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else 6
    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole:
            return self.rows[index.row()][index.column()]
        return None
    def reset(self):
        self.beginResetModel()
        self.rows[0] = ("0", "Changed", "1", "1", "50,000", "playing")
        self.endResetModel()

rows = [(str(n), f"Player {n}", str(n // 9 + 1), str(n % 9 + 1), "50,000", "playing") for n in range(size)]
bare_holder = {}
def bare_paint():
    model = Bare(rows)
    view = QTableView()
    view.setModel(model)
    view.resize(1280, 800)
    view.show()
    bare_holder["model"], bare_holder["view"] = model, view
out["bare_first_paint"] = [timed(bare_paint)]
out["bare_redraw"] = [timed(bare_holder["model"].reset) for _ in range(repeats)]
print(json.dumps(out))
"""


def room_snapshot(flight: Flight, repeats: int) -> dict[str, list[float]]:
    """``Follower.check`` after a chip count written by another connection, and after a bust: the room service's
    snapshot for a publish (and its lobby JSON, the bytes every phone is sent)."""
    from floor.room.follow import Follower
    from floor.store.desk import StoreDesk
    from floor.store.tournaments import Store
    from floor.usecases import chips, players

    tick = Tick(flight.raw["tick"].at)
    follower = Follower(flight.path, flight.tid, AUTHOR, tick)
    store = Store(flight.path)
    desk = StoreDesk(store, flight.tid, AUTHOR, tick)
    times: dict[str, list[float]] = {"room snapshot": [], "room snapshot after a bust": []}

    def published() -> float:
        start = time.perf_counter()
        moment = follower.ask().result()
        if moment is not None:
            moment.snapshot.lobby_json()
        return time.perf_counter() - start

    try:
        follower.ask().result()  # (the first: tokens issued to every newcomer, the state read)
        for _ in range(repeats):
            _table, seated = one_table(desk.state(), flight.rng)
            chips.count(desk, {p: flight.rng.randrange(1000, 4 * STACK, 1000) for p in seated})
            times["room snapshot"].append(published())
            players.bust(desk, [flight.rng.choice(seated)], stacks=[], rng=flight.rng)
            times["room snapshot after a bust"].append(published())
    finally:
        follower.close()
        store.close()
    return times


TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?|\w+|[^\s\w]')  # a save's tokens


def import_td(folder: Path, td: Path) -> dict[str, list[float]]:
    """``import_saves`` of every save under ``td`` into a fresh file, against a bare read of them: their bytes read,
    decoded and cut into tokens by one regular expression (the least any reader of the notation does)."""
    from floor.store.td_import import import_saves, saves_in
    from floor.store.tournaments import Store

    saves = saves_in([td])

    def bare_read() -> float:
        start = time.perf_counter()
        for path in saves:
            TOKEN.findall(path.read_bytes().decode("utf-8", "replace"))
        return time.perf_counter() - start

    bare = bare_read()
    store = Store(folder / "td.db")
    try:
        start = time.perf_counter()
        import_saves(store, [td])
        took = time.perf_counter() - start
    finally:
        store.close()
    bare = min(bare, bare_read())
    return {"import-td": [took], "import-td bare": [bare], "saves": [float(len(saves))]}


def hand_values(seed: int, hands: int) -> dict[str, list[float]]:
    """Floor's public ``hand_value`` against treys on the same deals, per hand (best of three passes)."""
    from treys import Card as TreysCard
    from treys import Evaluator

    from floor.core import hand_value
    from floor.core.cards import Card, Suit, card

    deck: tuple[Card, ...] = tuple(card(rank, suit) for rank in range(2, 15) for suit in Suit)
    ints = {c: TreysCard.new(str(c)) for c in deck}
    ev = Evaluator()
    rng = random.Random(f"{seed}/hands")

    def best(work: Callable[[], object]) -> float:
        return min(timeit(work) for _ in range(3))

    def timeit(work: Callable[[], object]) -> float:
        start = time.perf_counter()
        work()
        return time.perf_counter() - start

    out: dict[str, list[float]] = {}
    holdem = [tuple(rng.sample(deck, 7)) for _ in range(hands)]
    h_t = [([ints[c] for c in d[:2]], [ints[c] for c in d[2:]]) for d in holdem]
    out["hand_value hold'em"] = [best(lambda: [hand_value("holdem", d[:2], d[2:]) for d in holdem]) / hands]
    out["hand_value hold'em bare"] = [best(lambda: [ev.evaluate(b, h) for h, b in h_t]) / hands]
    omaha = [tuple(rng.sample(deck, 9)) for _ in range(hands // 4)]
    o_t = [(tuple(ints[c] for c in d[:4]), tuple(ints[c] for c in d[4:])) for d in omaha]
    five = ev._five

    def treys_omaha(hole: tuple[int, ...], board: tuple[int, ...]) -> int:
        pairs, threes = itertools.combinations(hole, 2), list(itertools.combinations(board, 3))
        return int(min(five([*h, *b]) for h in pairs for b in threes))

    out["hand_value Omaha"] = [best(lambda: [hand_value("omaha", d[:4], d[4:]) for d in omaha]) / len(omaha)]
    out["hand_value Omaha bare"] = [best(lambda: [treys_omaha(h, b) for h, b in o_t]) / len(omaha)]
    draw = [tuple(rng.sample(deck, 5)) for _ in range(hands)]
    d_t = [[ints[c] for c in d] for d in draw]
    out["hand_value draw"] = [best(lambda: [hand_value("draw5", d) for d in draw]) / hands]
    out["hand_value draw bare"] = [best(lambda: [five(d) for d in d_t]) / hands]
    return out


# -- one size, and the table ---------------------------------------------------------------------------------------

def selected(only: set[str]) -> set[str]:
    """The groups to run: those named, and those holding a figure named."""
    if not only:
        return set(GROUPS)
    unknown = only - set(GROUPS) - {f for figures in GROUPS.values() for f in figures}
    if unknown:
        raise SystemExit(f"--only: unknown {', '.join(sorted(unknown))}; groups: {', '.join(GROUPS)}")
    return {g for g, figures in GROUPS.items() if g in only or only & set(figures)}


def ratio(timed: dict[str, list[float]], name: str) -> tuple[float, str]:
    """The median's ratio to the baseline's median, and the absolutes (with the CPU times' ratio when measured)."""
    ours, bare = median(timed[name]), median(timed[f"{name} bare"])
    said = f"{ours * 1000:.2f} ms vs {bare * 1000:.3f} ms"
    if f"{name} bare cpu" in timed:
        cpu, bare_cpu = median(timed[f"{name} cpu"]), median(timed[f"{name} bare cpu"])
        said += f" (CPU {cpu * 1000:.2f} ms vs {bare_cpu * 1000:.3f} ms: {cpu / max(bare_cpu, 1e-6):.1f}x)"
    return ours / bare, said


def one_size(folder: Path, size: int, seed: int, repeats: int, groups: set[str], td: Path) -> dict[str, Any]:
    """Every per-size figure of ``groups`` at ``size`` entries: ratio (or value) and the absolutes behind it."""
    progress(f"{size:,} entries: building")
    flight = build(folder, size, seed, groups)
    raw: dict[str, Any] = {k: v for k, v in flight.raw.items() if isinstance(v, list)}
    values: dict[str, tuple[float, str]] = {}
    values["register"] = ratio(raw, "register")
    if "seat-draw" in groups:
        values["seat draw"] = ratio(raw, "seat draw")
    if "actions" in groups:
        actions(flight, repeats)
        raw.update({k: v for k, v in flight.raw.items() if isinstance(v, list)})
        for name in ACTIONS[1:]:
            values[name] = ratio(raw, name)
    kept = storage(flight)
    raw["storage"] = kept
    if "storage" in groups:
        per_event = kept["used_bytes"] / kept["events"]
        values["bytes per event"] = (per_event, f"{kept['used_bytes'] / 1e6:.1f} MB / {kept['events']:,} events")
        values["storage / events' bytes"] = (kept["used_bytes"] / kept["events_bytes"],
                                             f"events' own {kept['events_bytes'] / 1e6:.1f} MB")
        values["snapshot bytes"] = (kept["snapshot_bytes"] / 1e6, f"{kept['snapshots']} snapshots")
    if "reopen" in groups:
        progress(f"{size:,}: reopening")
        got = child(REOPEN_CHILD, str(flight.path), str(flight.tid), str(REOPENS))
        raw.update({k: got[k] for k in ("reopen", "reopen bare", "reopen cpu", "reopen bare cpu")})
        values["reopen"] = ratio(raw, "reopen")
    if "export" in groups:
        progress(f"{size:,}: exporting")
        raw.update(export_figures(flight, folder, REOPENS))
        values["export"] = ratio(raw, "export")
    if "console" in groups or "stations" in groups:
        progress(f"{size:,}: the console, the dealer station, the big screen (offscreen Qt)")
        copy = folder / f"console-{size}.db"
        copy_db(flight.path, copy)
        qt = child(QT_CHILD, str(copy), str(flight.tid), str(repeats), str(size), str(flight.raw["tick"].at))
        raw["qt"] = qt
        if "console" in groups:
            bare_paint, bare_redraw = median(qt["bare_first_paint"]), median(qt["bare_redraw"])
            values["console RSS"] = (qt["rss"], f"{qt['rss_before']:.0f} MB before the console")
            values["console first paint"] = (median(qt["first_paint"]) * 1000,
                                             f"{median(qt['first_paint']) / bare_paint:.1f}x a bare table's "
                                             f"{bare_paint * 1000:.0f} ms")
            for name, key in (("console redraw", "redraw"), ("console after a break", "break"),
                              ("console History", "history"), ("console History first open", "history_first"),
                              ("console undo", "undo")):
                took = median(qt[key])
                values[name] = (took * 1000, f"{took / bare_redraw:.1f}x a bare reset's {bare_redraw * 1000:.1f} ms")
            values["report"] = (qt["report"][0], f"{qt['report_pages']} pages")
        if "stations" in groups:
            values["dealer"] = (median(qt["dealer"]), "")
            values["big screen"] = (median(qt["big_screen"]), "")
            values["big screen after a bust"] = (median(qt["big_screen_bust"]), "")
        copy.unlink()
    if "stations" in groups:
        progress(f"{size:,}: the room service's snapshot")
        raw.update(room_snapshot(flight, repeats))
        values["room snapshot"] = (median(raw["room snapshot"]), "")
        values["room snapshot after a bust"] = (median(raw["room snapshot after a bust"]), "")
    flight.path.unlink(missing_ok=True)
    return {"values": values, "raw": raw, "noise": median(raw["bare spreads"])}


STATIONS = ("dealer", "big screen", "room snapshot", "big screen after a bust",
            "room snapshot after a bust")  # per size: its time over its time at the smallest size


def cell(figure: Figure, value: float | None) -> str:
    if value is None:
        return "-"
    if figure.unit == "x":
        return f"{value:.2f}x" if value < 100 else f"{value:,.0f}x"
    if figure.unit == "MB":
        return f"{value:.1f} MB"
    if figure.unit == "B":
        return f"{value:,.0f} B"
    if figure.unit == "s":
        return f"{value:.2f} s"
    return f"{value:,.0f} ms" if value >= 10 else f"{value:.1f} ms"


def table(results: dict[int, dict[str, Any]], once: dict[str, tuple[float, str]], sizes: Sequence[int]) -> list[str]:
    """The Markdown table: a figure per row, its value at each size, its growth, the goal and whether it is met."""
    heads = [f"{s // 1000}k" if s % 1000 == 0 else f"{s:,}" for s in sizes]
    growth_head = f"{heads[-1]}/{heads[0]}" if len(sizes) > 1 else "growth"
    lines = [f"| figure | {' | '.join(heads)} | {growth_head} | goal | met? |",
             "|---" * (len(sizes) + 4) + "|"]
    notes: list[str] = []
    for name, figure in FIGURES.items():
        per: dict[int, float] = {}
        if name in once:
            value, note = once[name]
            cells = [cell(figure, value)] + ["〃"] * (len(sizes) - 1)
            grown = None
            last = value
            notes.append(f"- {name}: {note} (measured once, independent of the field)")
        else:
            for size in sizes:
                got = results[size]["values"].get(name) if size in results else None
                if got is not None:
                    per[size] = got[0]
            if not per:
                continue
            if name in STATIONS:
                first = per.get(sizes[0])
                cells = [f"{per[s] * 1000:.1f} ms" if s in per else "-" for s in sizes]
                per = {s: v / first for s, v in per.items()} if first else per
            else:
                cells = [cell(figure, per.get(s)) for s in sizes]
            last = per.get(sizes[-1], float("nan"))
            grown = per[sizes[-1]] / per[sizes[0]] if sizes[0] in per and sizes[-1] in per and per[sizes[0]] else None
            if name in ACTIONS:  # (the action's own cost, not its ratio: the bare commit itself is cheaper in CPU at
                # the larger sizes of a run, 0.09 ms at 1,000 and 0.05 at 30,000, which grew every ratio by itself)
                own = [median(results[s]["raw"][f"{name} cpu"]) for s in (sizes[0], sizes[-1])
                       if s in results and results[s]["raw"].get(f"{name} cpu")]
                grown = own[1] / own[0] if len(own) == 2 and own[0] else grown
            details = "; ".join(f"{heads[i]}: {results[s]['values'][name][1]}" for i, s in enumerate(sizes)
                                if s in results and name in results[s]["values"] and results[s]["values"][name][1])
            if details:
                notes.append(f"- {name}: {details}")
        met = True
        if figure.limit is not None and not last <= figure.limit:
            met = False
        if figure.growth_limit is not None and name in STATIONS:
            met = met and last <= figure.growth_limit
        elif figure.growth_limit is not None and grown is not None and not grown <= figure.growth_limit:
            met = False
        growth = "-" if grown is None else f"{grown:.2f}x"
        verdict = "-" if figure.limit is None and figure.growth_limit is None else "yes" if met else "NO"
        lines.append(f"| {name} | {' | '.join(cells)} | {growth} | {figure.goal} | {verdict} |")
    return [*lines, "", "Absolute figures behind the ratios:", *notes]


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--sizes", default="1000,10000,30000", help="entries of each flight (default 1000,10000,30000)")
    parser.add_argument("--only", default="", help=f"groups or figures to run (groups: {', '.join(GROUPS)})")
    parser.add_argument("--repeats", type=int, default=7, help="rounds of each timed action (default 7)")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--hands", type=int, default=4000, help="deals for hand_value against treys (default 4000)")
    parser.add_argument("--td", default=str(TD_FILES), help="the Tournament Director saves imported (a folder)")
    parser.add_argument("--dir", default=None, help="where to make the temporary folder (default: the system's)")
    parser.add_argument("--json", default=None, help="also write every figure as JSON to this file ('-': stdout)")
    args = parser.parse_args(argv)
    try:
        sizes = sorted({int(s) for s in args.sizes.split(",") if s.strip()})
    except ValueError:
        parser.error("--sizes: whole numbers, separated by commas")
    if not sizes or min(sizes) < 100:
        parser.error("--sizes: at least 100 entries each")
    groups = selected({o.strip() for o in args.only.split(",") if o.strip()})
    per_size = groups - ONCE
    wall = time.perf_counter()
    results: dict[int, dict[str, Any]] = {}
    once: dict[str, tuple[float, str]] = {}
    raw_once: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="floor-festival-", dir=args.dir) as folder:
        if "hand-value" in groups:
            progress("hand_value against treys")
            got = hand_values(args.seed, args.hands)
            raw_once.update(got)
            for name in GROUPS["hand-value"]:
                ours, bare = got[name][0], got[f"{name} bare"][0]
                once[name] = (ours / bare, f"{ours * 1e6:.1f} us a hand vs treys {bare * 1e6:.1f} us")
        if "import-td" in groups and Path(args.td).is_dir():
            progress(f"import-td of the saves in {args.td}")
            got = import_td(Path(folder), Path(args.td))
            raw_once.update(got)
            once["import-td"] = (got["import-td"][0] / got["import-td bare"][0],
                                 f"{int(got['saves'][0])} saves in {got['import-td'][0]:.2f} s vs a bare read "
                                 f"{got['import-td bare'][0] * 1000:.1f} ms")
        if per_size or not groups:
            for size in sizes:
                results[size] = one_size(Path(folder), size, args.seed, args.repeats, per_size, Path(args.td))
    lines = table(results, once, sizes)
    import floor

    noise = ", ".join(f"{s:,}: {results[s]['noise']:.2f}x" for s in sizes if s in results)
    print(f"# Festival benchmark: {', '.join(f'{s:,}' for s in sizes)} entries, {args.repeats} repeats, "
          f"seed {args.seed}\n")
    print(f"Floor from {Path(floor.__file__).resolve().parent.parent}; Python {platform.python_version()}, "
          f"SQLite {sqlite3.sqlite_version}, {os.cpu_count()} CPUs, {platform.platform()}; "
          f"the run took {time.perf_counter() - wall:.0f} s. Noise (of {BARE_REPEATS} bare commits of the same "
          f"rows, the slowest over the fastest, median): {noise or '-'}.\n\nA ratio is to the figure's bare baseline "
          "(see `benchmarks/festival.py`); the growth is the largest size's over the smallest's (an action's: its own "
          "CPU time's). The dealer, the big screen and the room snapshot: their own time at each size, judged by "
          "their growth.\n")
    print("\n".join(lines))
    if args.json:
        data = {"sizes": sizes, "repeats": args.repeats, "seed": args.seed,
                "figures": {name: {"goal": f.goal, **{str(s): results[s]["values"].get(name, (None, ""))[0]
                                                        for s in sizes if s in results}}
                            for name, f in FIGURES.items() if name not in once},
                "once": {name: value for name, (value, _note) in once.items()},
                "raw": {str(s): dict(r["raw"]) for s, r in results.items()},
                "raw_once": raw_once, "noise": {str(s): results[s]["noise"] for s in sizes if s in results}}
        text = json.dumps(data, indent=1, default=str)
        if args.json == "-":
            print(text)
        else:
            Path(args.json).write_text(text + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
