"""What the floor's actions cost as the field grows: each one as a ratio to a bare baseline in the same run (issue 30).

Run from the repository root (Floor installed)::

    python benchmarks/field_actions.py                          # 1,000 and 30,000 entries
    python benchmarks/field_actions.py --entries 1000 10000 --repeat 15
    python benchmarks/field_actions.py --skip-report            # without the PDF (no Qt needed)

It is a benchmark, not a test: it asserts nothing about speed, it prints. The machine may be shared, so every figure
is a ratio to a bare baseline measured in the same process, interleaved with it, and the spread of the baseline is
printed beside it (a baseline that varies a lot says the run was noisy).

For each size, on a real SQLite file (Floor's own settings: WAL, every commit waits for its fsync):

* **actions** (``--repeat`` times each, interleaved): a registration with its late seat (``players.register`` after
  the draw: two events), a bust with the balancing proposal (``players.bust``), the proposal alone
  (``seating.proposal``), a table count (``chips.count`` of one table), a table break (``seating.break_table``).
  The baseline: a bare commit of the *same* events (their payloads inserted into another tournament of the same file
  and committed, nothing checked or folded). Wall and CPU (``time.process_time``) medians, and their ratios.
* **seat draw** of the whole field (``seating.draw_seats``, mode A, a full redraw after the first) against a bare
  shuffle of the players and the write of one event of their seats.
* **export** (``export.export``: results, chips and history as CSV and JSON, the structure) of a finished
  tournament (every player registered, all but one busted) against a plain SQL-to-CSV dump of its events.
* **results report** (``floor report``'s work: the export's read, ``report``, the A4 PDF): seconds, goal 5 s.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Any

from floor.store import export as exporting
from floor.store.desk import StoreDesk
from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament.events import Event
from floor.tournament.seating import actions as seating_rules
from floor.tournament.settings import Settings
from floor.tournament.state import TournamentState
from floor.tournament.structure import structure_to_json, template
from floor.usecases import chips as chip_cases
from floor.usecases import players as player_cases
from floor.usecases import seating as seating_cases

T0 = 1_800_000_000.0
AUTHOR = "Bench Floor"


class Bare:
    """Bare commits into a tournament of their own in the same file: the events' payloads, nothing else."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.tid = store.create(Settings("Bare", buy_in=1, starting_stack=1), now=T0, author=AUTHOR)
        self.seq = 10

    def commit(self, events: Sequence[Event]) -> tuple[float, float]:
        connection = self.store._connection()  # (the store's own connection: the same file, the same settings)
        wall, cpu = time.perf_counter(), time.process_time()
        connection.execute("BEGIN IMMEDIATE")
        for event in events:
            connection.execute(
                "INSERT INTO events (tournament_id, seq, kind, at, author, payload) VALUES (?, ?, ?, ?, ?, ?)",
                [self.tid, self.seq, event.kind, event.at, event.author,
                 json.dumps(event.data.to_json(), ensure_ascii=False, sort_keys=True)])
            self.seq += 1
        connection.execute("COMMIT")
        return time.perf_counter() - wall, time.process_time() - cpu


def _timed(call: Callable[..., Any], *args: Any, **kwargs: Any) -> tuple[Any, float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    result = call(*args, **kwargs)
    return result, time.perf_counter() - wall, time.process_time() - cpu


def _register(state: TournamentState, name: str) -> Event:
    return P.register(state, name, now=T0, author=AUTHOR, level=0)


def _eliminate(state: TournamentState, player: int, now: float) -> Event:
    return P.eliminate(state, [player], now=now, author=AUTHOR)


def _field(folder: Path, entries: int, seated: bool) -> tuple[Store, int]:
    store = Store(folder / f"field-{entries}-{'seated' if seated else 'finished'}.db")
    tid = store.create(Settings("Benchmark", buy_in=500, fee=50, starting_stack=50_000), now=T0, author=AUTHOR,
                       extra={"structure": structure_to_json(template("deep-stack"))})
    store.act_all(tid, [partial(_register, name=f"Player {n}") for n in range(1, entries + 1)])
    return store, tid


def actions(folder: Path, entries: int, repeat: int) -> dict[str, dict[str, float]]:
    store, tid = _field(folder, entries, True)
    now = [T0 + 600]
    desk = StoreDesk(store, tid, AUTHOR, clock=lambda: now[0])
    rng = random.Random(2024)
    seating_cases.draw_seats(desk, rng=rng, method="A")
    bare = Bare(store)
    playing = sorted(store.state(tid).seats)
    rng.shuffle(playing)
    early = [playing.pop() for _ in range(10 * repeat + 20)]  # room for a table's players at every break
    store.act_all(tid, [partial(_eliminate, player=p, now=now[0]) for p in early])
    times: dict[str, list[tuple[float, float]]] = {}

    def note(kind: str, wall: float, cpu: float) -> None:
        times.setdefault(kind, []).append((wall, cpu))

    for n in range(repeat):
        now[0] += 30
        done, wall, cpu = _timed(player_cases.register, desk, f"Late {n}", rng=rng)
        note("register + late seat", wall, cpu)
        note("bare register + late seat", *bare.commit(done.events))
        gone_now = playing.pop()
        busted, wall, cpu = _timed(player_cases.bust, desk, [gone_now], rng=rng)
        note("bust with its proposal", wall, cpu)
        note("bare bust with its proposal", *bare.commit(busted.done.events))
        state = store.state(tid)
        _, wall, cpu = _timed(seating_rules.proposal, state, rng=rng)
        note("proposal alone", wall, cpu)
        table = next(iter(state.tables.values()))
        counts: dict[int | str, int] = {p: 50_000 for p in table.seats if p is not None}
        done, wall, cpu = _timed(chip_cases.count, desk, counts, confirmed=True)
        note("chip count of a table", wall, cpu)
        note("bare chip count of a table", *bare.commit(done.events))
        number = max(store.state(tid).tables)
        done, wall, cpu = _timed(seating_cases.break_table, desk, number, rng=rng)
        note("table break", wall, cpu)
        note("bare table break", *bare.commit(done.events))
        gone = store.state(tid).seats
        playing = [p for p in playing if p in gone]
    store.close()
    bust = times["bare bust with its proposal"]
    pairs = {"register + late seat": "bare register + late seat", "bust with its proposal": "bare bust with its "
             "proposal", "proposal alone": "bare bust with its proposal", "chip count of a table": "bare chip count "
             "of a table", "table break": "bare table break"}
    out: dict[str, dict[str, float]] = {}
    for kind, base in pairs.items():
        mine, theirs = times[kind], times[base] if kind != "proposal alone" else bust
        out[kind] = {"wall_ms": 1000 * statistics.median(w for w, _ in mine),
                     "cpu_ms": 1000 * statistics.median(c for _, c in mine),
                     "bare_wall_ms": 1000 * statistics.median(w for w, _ in theirs),
                     "bare_cpu_ms": 1000 * statistics.median(c for _, c in theirs),
                     "bare_wall_spread": max(w for w, _ in theirs) / max(1e-9, min(w for w, _ in theirs))}
    return out


def seat_draw(folder: Path, entries: int, repeat: int) -> dict[str, float]:
    store, tid = _field(folder, entries, True)
    desk = StoreDesk(store, tid, AUTHOR, clock=lambda: T0 + 600)
    bare = Bare(store)
    draws, bares = [], []
    for n in range(repeat):
        _, wall, _ = _timed(seating_cases.draw_seats, desk, rng=random.Random(n), method="A", redraw=n > 0)
        draws.append(wall)
        start = time.perf_counter()
        order = list(range(1, entries + 1))
        random.Random(n).shuffle(order)
        seats = {"tables": [order[i:i + 9] for i in range(0, entries, 9)],
                 "draw": [[p, i // 9 + 1, i % 9 + 1] for i, p in enumerate(order)]}
        connection = store._connection()
        connection.execute("BEGIN IMMEDIATE")
        connection.execute("INSERT INTO events (tournament_id, seq, kind, at, author, payload) VALUES (?, ?, ?, ?, ?, "
                           "?)", [bare.tid, bare.seq, "seats", T0, AUTHOR, json.dumps(seats)])
        bare.seq += 1
        connection.execute("COMMIT")
        bares.append(time.perf_counter() - start)
    store.close()
    return {"draw_s": statistics.median(draws), "bare_s": statistics.median(bares),
            "bare_spread": max(bares) / min(bares)}


def finished(folder: Path, entries: int) -> tuple[Path, int]:
    store, tid = _field(folder, entries, False)
    order = list(range(1, entries + 1))
    random.Random(1).shuffle(order)
    out = order[:-1]
    for start in range(0, len(out), 5000):
        store.act_all(tid, [partial(_eliminate, player=p, now=T0 + 4000) for p in out[start:start + 5000]])
    path = store.path
    store.close()
    return Path(path), tid


def export(folder: Path, path: Path, tid: int, repeat: int) -> dict[str, float]:
    exports, dumps = [], []
    for n in range(repeat):
        start = time.perf_counter()
        connection = sqlite3.connect(path)
        with (folder / f"dump-{n}.csv").open("w", newline="", encoding="utf-8") as out:
            writer = csv.writer(out)
            writer.writerow(["seq", "at", "author", "kind", "payload"])
            writer.writerows(connection.execute("SELECT seq, at, author, kind, payload FROM events WHERE "
                                                "tournament_id = ? ORDER BY seq", [tid]))
        connection.close()
        dumps.append(time.perf_counter() - start)
        start = time.perf_counter()
        store = Store(path)
        exporting.export(store, tid, folder / f"export-{n}")
        store.close()
        exports.append(time.perf_counter() - start)
    return {"export_s": statistics.median(exports), "dump_s": statistics.median(dumps),
            "dump_spread": max(dumps) / min(dumps)}


def results_report(path: Path, tid: int) -> dict[str, float]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from floor.app import report_pdf
    from floor.tournament.describe.report import report

    start = time.perf_counter()
    store = Store(path)
    readable = exporting.read(store, tid)
    read = time.perf_counter()
    content = report(readable.state, readable.log, now=T0 + 9000)
    made = time.perf_counter()
    _, pages = report_pdf(content, "en")
    done = time.perf_counter()
    store.close()
    return {"read_s": read - start, "report_s": made - read, "pdf_s": done - made, "total_s": done - start,
            "pages": pages}


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--entries", type=int, nargs="+", default=[1000, 30000])
    parser.add_argument("--repeat", type=int, default=15, help="each action this many times (default 15)")
    parser.add_argument("--skip-report", action="store_true", help="leave out the results report's PDF")
    parser.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    args = parser.parse_args(argv)
    figures: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="floor-field-") as name:
        folder = Path(name)
        for entries in args.entries:
            print(f"[{entries:,} entries]", file=sys.stderr, flush=True)
            here: dict[str, Any] = {"actions": actions(folder, entries, args.repeat),
                                    "seat draw": seat_draw(folder, entries, min(args.repeat, 5))}
            path, tid = finished(folder, entries)
            here["export"] = export(folder, path, tid, 3)
            if not args.skip_report:
                here["report"] = results_report(path, tid)
            figures[str(entries)] = here
    for entries, here in figures.items():
        print(f"\n{int(entries):,} entries")
        for kind, f in here["actions"].items():
            print(f"  {kind:24s} wall {f['wall_ms']:7.2f} ms = {f['wall_ms'] / f['bare_wall_ms']:5.1f}x bare "
                  f"({f['bare_wall_ms']:.2f} ms, spread {f['bare_wall_spread']:.0f}x); cpu {f['cpu_ms']:6.2f} ms = "
                  f"{f['cpu_ms'] / f['bare_cpu_ms']:5.1f}x bare ({f['bare_cpu_ms']:.2f} ms)")
        d = here["seat draw"]
        print(f"  seat draw of the field     {d['draw_s'] * 1000:7.0f} ms = {d['draw_s'] / d['bare_s']:5.1f}x a bare "
              f"shuffle and write ({d['bare_s'] * 1000:.0f} ms, spread {d['bare_spread']:.1f}x)")
        e = here["export"]
        print(f"  export                     {e['export_s']:7.2f} s  = {e['export_s'] / e['dump_s']:5.1f}x a plain "
              f"SQL-to-CSV dump ({e['dump_s']:.2f} s, spread {e['dump_spread']:.1f}x)")
        if "report" in here:
            r = here["report"]
            print(f"  results report             {r['total_s']:7.2f} s (read {r['read_s']:.2f}, report "
                  f"{r['report_s']:.2f}, PDF {r['pdf_s']:.2f}; {r['pages']} pages; goal 5 s)")
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
