"""Time what the events' checksum chain (issue #29, ``floor/store/chain.py``) costs: each append, and the check of
every tournament's chain on opening.

Run from the repository root (Floor installed)::

    python benchmarks/event_chain.py            # defaults: --appends 5000 --actions 200 --sizes 1000,30000 --runs 5

Appends: the same events of the golden corpus (``tests/data/events_golden.jsonl``, cycled), into the same file, in
the same run: bare (the INSERT Floor made before the chain) and chained (``Store._insert``: the last checksum read,
the digest made, the INSERT), first ``--appends`` of them in one transaction (the statement's own cost), then
``--actions`` of them one transaction and commit each (an action as the desk pays for it: ``synchronous = FULL``).
The variants alternate in rounds, so that the disk's and the machine's moods fall on both.

Opening: a file of 1,000 and one of 30,000 events (chained as the migration chains them), the median of ``--runs``
of the chain's check (:func:`floor.store.chain.breaks`), of SQLite's quick check (what every opening runs) and of
a whole :class:`~floor.store.tournaments.Store` opening, of the file as the last Floor closed it (no chain
check) and as changed outside Floor (the full integrity check and the chain's). It is a benchmark, not a
test: it asserts nothing about speed.
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from floor.store import chain
from floor.store.database import CLOSED_SUFFIX, changed_outside, remember_closed
from floor.store.tournaments import Store
from floor.tournament.settings import Settings

CORPUS = Path(__file__).resolve().parents[1] / "tests" / "data" / "events_golden.jsonl"
BARE = "INSERT INTO events (tournament_id, seq, kind, at, author, payload) VALUES (?, ?, ?, ?, ?, ?)"


def corpus() -> list[dict[str, Any]]:
    entries = [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").split("\n") if line]
    return [e for e in entries if "seq" in e and e["kind"] != "tournament-created"]


def new_tournament(store: Store, name: str) -> int:
    return store.create(Settings(name, buy_in=100, starting_stack=10_000), now=1.8e9, author="Ana")


class Appender:
    """Appends corpus rows to one tournament of the store's file, bare or chained."""

    def __init__(self, store: Store, tid: int, rows: list[dict[str, Any]], *, chained: bool) -> None:
        self.store, self.tid, self.rows, self.chained = store, tid, rows, chained
        self.seq = 1

    def one(self) -> None:
        e = self.rows[self.seq % len(self.rows)]
        self.seq += 1
        db = self.store.db
        if self.chained:  # what Store._insert does, with the payload as stored
            checksum = chain.link(chain.previous(db, self.tid),
                                  chain.written(self.tid, self.seq, e["kind"], e["at"], e["author"], e["payload"]))
            db.execute("INSERT INTO events (tournament_id, seq, kind, at, author, payload, checksum) "
                       "VALUES (?, ?, ?, ?, ?, ?, ?)",
                       [self.tid, self.seq, e["kind"], e["at"], e["author"], e["payload"], checksum])
        else:
            db.execute(BARE, [self.tid, self.seq, e["kind"], e["at"], e["author"], e["payload"]])


def in_one_transaction(store: Store, appender: Appender, count: int) -> float:
    with store.writing():
        start = time.perf_counter()
        for _ in range(count):
            appender.one()
        return time.perf_counter() - start


def one_commit_each(store: Store, appender: Appender, count: int) -> float:
    start = time.perf_counter()
    for _ in range(count):
        with store.writing():
            appender.one()
    return time.perf_counter() - start


def rounds(store: Store, rows: list[dict[str, Any]], count: int,
           run: Callable[[Store, Appender, int], float], parts: int = 5) -> tuple[float, float]:
    """Total seconds for ``count`` appends bare and chained, alternating in ``parts`` rounds."""
    bare = Appender(store, new_tournament(store, "bare"), rows, chained=False)
    chained = Appender(store, new_tournament(store, "chained"), rows, chained=True)
    times = {False: 0.0, True: 0.0}
    for _ in range(parts):
        for appender in (bare, chained):
            times[appender.chained] += run(store, appender, count // parts)
    return times[False], times[True]


def chained_file(path: Path, rows: list[dict[str, Any]], count: int) -> None:
    store = Store(path)
    try:
        tid = new_tournament(store, "night")
        with store.writing() as db:
            db.conn.executemany(BARE, [(tid, i + 2, e["kind"], e["at"], e["author"], e["payload"])
                                       for i, e in enumerate(rows[j % len(rows)] for j in range(count - 1))])
            chain.seal(db.conn)
    finally:
        store.close()


def median_ms(runs: int, work: Callable[[], object]) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def check_chain(path: Path) -> None:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        assert chain.breaks(conn) == []
    finally:
        conn.close()


def quick_check(path: Path) -> None:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        assert conn.execute("PRAGMA quick_check(1)").fetchone()[0] == "ok"
    finally:
        conn.close()


def open_store(path: Path, *, as_left: bool) -> None:
    """A Store opened on the file as the last Floor closed it (no chain check), or as changed outside Floor (its
    stamp gone: the full integrity check and the chain's)."""
    if not as_left:
        path.with_name(path.name + CLOSED_SUFFIX).unlink(missing_ok=True)
    assert changed_outside(path) is not as_left
    store = Store(path)
    try:
        assert store.warnings == []
    finally:
        store.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--appends", type=int, default=5000)
    parser.add_argument("--actions", type=int, default=200)
    parser.add_argument("--sizes", default="1000,30000")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    rows = corpus()
    with tempfile.TemporaryDirectory() as folder:
        store = Store(Path(folder) / "appends.db")
        try:
            bare, chained = rounds(store, rows, args.appends, in_one_transaction)
            print(f"{args.appends} appends in one transaction: bare {bare / args.appends * 1e6:.1f} µs, chained "
                  f"{chained / args.appends * 1e6:.1f} µs an event ({chained / bare:.2f}x)")
            bare, chained = rounds(store, rows, args.actions, one_commit_each)
            print(f"{args.actions} actions, one commit each (synchronous = FULL): bare "
                  f"{bare / args.actions * 1000:.2f} ms, chained {chained / args.actions * 1000:.2f} ms an action "
                  f"({chained / bare:.2f}x)")
        finally:
            store.close()
        for size in (int(s) for s in args.sizes.split(",")):
            path = Path(folder) / f"open-{size}.db"
            chained_file(path, rows, size)
            verify = median_ms(args.runs, lambda p=path: check_chain(p))  # type: ignore[misc]
            quick = median_ms(args.runs, lambda p=path: quick_check(p))  # type: ignore[misc]
            left = median_ms(args.runs, lambda p=path: open_store(p, as_left=True))  # type: ignore[misc]
            changed = median_ms(args.runs, lambda p=path: open_store(p, as_left=False))  # type: ignore[misc]
            remember_closed(path)
            print(f"opening {size} events ({path.stat().st_size / 1e6:.1f} MB): the chain's check {verify:.1f} ms "
                  f"({verify * 1000 / size:.1f} µs an event), SQLite's quick check {quick:.1f} ms "
                  f"({verify / quick:.1f}x it); a Store opening the file as Floor left it {left:.1f} ms (no chain "
                  f"check), changed outside Floor {changed:.1f} ms (full integrity check and the chain: "
                  f"{changed / left:.1f}x; median of {args.runs})")


if __name__ == "__main__":
    main()
