"""Time what opening and backing up a 30,000-event database pay for SQLite's full integrity check against the quick
check (issue #29: the quick check skips the indexes, so damage in one went unnoticed).

Run from the repository root (Floor installed)::

    python benchmarks/integrity_check.py            # defaults: --events 30000 --runs 7

A Floor database is made (the schema of every migration, through the store), then 30,000 event rows of the golden
corpus (``tests/data/events_golden.jsonl``, cycled) written straight into its ``events`` table in one
transaction. It prints the median wall time of ``--runs`` runs of ``PRAGMA quick_check`` (what a file as Floor
left it gets on opening) and ``PRAGMA integrity_check`` (a file changed since, and every backup), and their ratio.
It is a benchmark, not a test: it asserts nothing about speed.
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import statistics
import tempfile
import time
from pathlib import Path

from floor.store.tournaments import Store
from floor.tournament.settings import Settings

CORPUS = Path(__file__).resolve().parents[1] / "tests" / "data" / "events_golden.jsonl"


def build(path: Path, count: int) -> None:
    store = Store(path)
    try:
        tid = store.create(Settings("Benchmark", buy_in=100, starting_stack=10_000), now=1.8e9, author="Ana")
    finally:
        store.close()
    entries = [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").split("\n") if line]
    logged = [e for e in entries if "seq" in e and e["kind"] != "tournament-created"]
    conn = sqlite3.connect(path)
    try:
        with conn:
            conn.executemany("INSERT INTO events (tournament_id, seq, kind, at, author, payload) "
                             "VALUES (?, ?, ?, ?, ?, ?)",
                             [(tid, i + 2, e["kind"], e["at"], e["author"], e["payload"])
                              for i, e in enumerate(logged[j % len(logged)] for j in range(count))])
    finally:
        conn.close()


def timed(path: Path, pragma: str, runs: int) -> float:
    times = []
    for _ in range(runs):
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            start = time.perf_counter()
            assert conn.execute(f"PRAGMA {pragma}").fetchone()[0] == "ok"
            times.append(time.perf_counter() - start)
        finally:
            conn.close()
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--events", type=int, default=30_000)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "floor.db"
        build(path, args.events)
        size = path.stat().st_size
        quick = timed(path, "quick_check(1)", args.runs)
        full = timed(path, "integrity_check(1)", args.runs)
    print(f"{args.events} events ({size / 1e6:.1f} MB): quick check {quick * 1000:.1f} ms, full integrity check "
          f"{full * 1000:.1f} ms ({full / quick:.1f}x; median of {args.runs})")


if __name__ == "__main__":
    main()
