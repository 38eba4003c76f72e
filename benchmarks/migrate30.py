"""Issue 31: `floor migrate` of a season-sized log, a file to a PostgreSQL server and back to a new file, with the
server's rows written by COPY (psycopg's ``cursor.copy()``, what floor/store/migrate.py does) and by ``executemany``
(pipelined INSERTs), in the same run.

Run from the repository root (Floor installed with its [test] extra, PostgreSQL's server on the machine)::

    python benchmarks/migrate30.py                       # a flight of 20,000 entries: about 30,000 events
    python benchmarks/migrate30.py --entries 2000 --repeats 1 --durable

The flight is built as benchmarks/store30.py builds it (not timed). The server is a cluster of its own, started
here as the tests start theirs (tests/pg/cluster.py; fsync off unless ``--durable``), a fresh database for each
run. Each figure is the whole command's work: the source checked (its chain and every fold), read, written, read
back and compared row for row, every tournament folded on both sides, committed (the way back: the new file made,
filled, opened and proved, linked into place).
"""

from __future__ import annotations

import argparse
import functools
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import psycopg  # noqa: E402
from store30 import build  # noqa: E402

from floor.store import migrate as migrating  # noqa: E402
from tests.pg.cluster import new_cluster, started  # noqa: E402

SPENT: dict[str, float] = {}


def timed(name: str, work: Any) -> Any:
    """``work`` with the time it takes added to SPENT[name] (the writing's share, the proof's)."""
    @functools.wraps(work)
    def run(*args: Any, **kwargs: Any) -> Any:
        began = time.perf_counter()
        try:
            return work(*args, **kwargs)
        finally:
            SPENT[name] = SPENT.get(name, 0.0) + time.perf_counter() - began
    return run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--entries", type=int, default=20_000, help="the flight's entries (1.5 events each)")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--durable", action="store_true", help="fsync and synchronous_commit on (as a real server)")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="floor-migrate30-"))
    source = folder / "flight.db"
    began = time.perf_counter()
    store, _tid = build(source, args.entries, random.Random(31))
    store.close()
    print(f"built {args.entries:,} entries in {time.perf_counter() - began:.1f} s: {source}")
    cluster = started(new_cluster(durable=args.durable))
    for name in ("_checked", "_write_server", "_prove", "_fill_file"):
        setattr(migrating, name, timed(name, getattr(migrating, name)))
    try:
        n = 0
        for method, copy in (("COPY", True), ("executemany", False)):
            there, back = [], []
            for _ in range(args.repeats):
                n += 1
                with psycopg.connect(cluster.dsn(), autocommit=True) as pg:
                    pg.execute(f"CREATE DATABASE m{n}")
                migrating.USE_COPY = copy
                SPENT.clear()
                moved = migrating.migrate_history(source, cluster.dsn(f"m{n}"))
                there.append(moved.seconds)
                print(f"  {method} file -> server {moved.seconds:.2f} s: " + ", ".join(
                    f"{k.strip('_')} {v:.2f}" for k, v in SPENT.items()))
                SPENT.clear()
                returned = migrating.migrate_history(cluster.dsn(f"m{n}"), folder / f"back{n}.db")
                back.append(returned.seconds)
                print(f"  {method} server -> file {returned.seconds:.2f} s: " + ", ".join(
                    f"{k.strip('_')} {v:.2f}" for k, v in SPENT.items()))
            print(f"{method:>11}: {moved.counts['events']:,} events, {moved.counts['snapshots']} snapshots; "
                  f"file -> server median {statistics.median(there):.2f} s ({', '.join(f'{t:.2f}' for t in there)}); "
                  f"server -> file median {statistics.median(back):.2f} s ({', '.join(f'{t:.2f}' for t in back)})")
    finally:
        cluster.destroy()
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
