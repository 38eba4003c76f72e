"""Issue 30, the store's share: undo and redo, storage, reopening and the snapshot, at 1,000 to 30,000 entries, each
as a ratio to a bare baseline measured in the same run (the machine is shared: absolute times mean little).

Run from the repository root (Floor installed)::

    python benchmarks/store30.py                          # 1,000, 10,000 and 30,000 entries
    python benchmarks/store30.py --sizes 1000 30000 --repeats 15

A flight is built quickly (not timed): the tournament created, ``n`` registrations, the seats drawn, the clock
started, half the field eliminated and a chip count of a table every 45 busts, in transactions of 200 actions
(``Store.act_all``). Then, on that real SQLite file (WAL, Floor's own settings):

* ``commit``: the bare baseline, one row inserted into a table of its own and committed (``BEGIN IMMEDIATE`` ...
  ``COMMIT``), the cost any action has at the least.
* ``action``: one chip count (``Store.act``), for reference.
* ``undo`` / ``redo``: a chip count, then undo and redo it in turn (each ``Store.undo``/``Store.redo``, the state
  it hands back included), ``--repeats`` times; the median over the bare commit's median.
* ``reopen``: a new ``Store`` on the file and ``state(tid)`` (what the console and every command do first), over a
  bare read of the log: ``SELECT`` of every event and ``json.loads`` of each payload.
* ``snapshot``: what taking one costs (``snapshots.to_dict`` and the JSON written) over the bare commit: since issue
  30 it is written after the action's commit, in a transaction of its own.
* ``bytes/event``: the file's size (the WAL checkpointed) over the events in it, and the snapshots' share.

Every figure is the median of ``--repeats`` runs; ``spread`` is (p90 - p10) / median of the bare commit, how noisy
the machine was.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from floor.store.tournaments import Action, Store
from floor.tournament import chips, snapshots
from floor.tournament import players as P
from floor.tournament import timekeeping as T
from floor.tournament.events import Event
from floor.tournament.seating import actions as seating
from floor.tournament.settings import Settings
from floor.tournament.state import Player, TournamentState

NOW = 1_800_000_000.0
AUTHOR = "Bench"


def build(path: Path, entries: int, rng: random.Random) -> tuple[Store, int]:
    """A flight of ``entries`` players, half of them out (not timed)."""
    store = Store(path)
    tid = store.create(Settings("Flight", buy_in=100, starting_stack=50_000), now=NOW, author=AUTHOR)
    for start in range(0, entries, 200):
        store.act_all(tid, [_register(i) for i in range(start, min(start + 200, entries))])
    store.act(tid, lambda s: seating.draw_seats(s, rng=rng, now=NOW + 2, author=AUTHOR))
    store.act(tid, lambda s: T.clock(s, "start", now=NOW + 3, author=AUTHOR))
    out = rng.sample(range(1, entries + 1), entries // 2)
    batch: list[Action] = []
    for n, player in enumerate(out, 1):
        batch.append(_eliminate(player))
        if n % 45 == 0:
            batch.append(_table_count)
        if len(batch) >= 200:
            store.act_all(tid, batch)
            batch = []
    if batch:
        store.act_all(tid, batch)
    return store, tid


def _register(i: int) -> Action:
    return lambda s: P.register(s, f"Player {i}", now=NOW + 1, author=AUTHOR, level=1)


def _eliminate(player: int) -> Action:
    return lambda s: P.eliminate(s, [player], now=NOW + 60, author=AUTHOR)


def _table_count(state: TournamentState) -> Event:
    return chips.count(state, {p.id: 50_000 for p in list(_playing(state))[:9]}, now=NOW + 60, author=AUTHOR)


def _count(player: int, i: int) -> Action:
    return lambda s: chips.count(s, {player: 40_000 + 25 * i}, now=NOW + 100 + i, author=AUTHOR)


def _playing(state: TournamentState) -> Iterator[Player]:
    return (p for p in state.players.values() if p.playing)


def timed(work: Callable[[], object]) -> float:
    start = time.perf_counter()
    work()
    return time.perf_counter() - start


def bare_commit(store: Store) -> float:
    conn = store.db.conn

    def commit() -> None:
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("INSERT INTO bench_bare (at) VALUES (?)", [time.time()])
        conn.execute("COMMIT")
    return timed(commit)


def bare_read(path: Path, tid: int) -> float:
    import sqlite3

    def read() -> None:
        conn = sqlite3.connect(path)
        rows = conn.execute("SELECT seq, kind, at, author, CAST(payload AS BLOB) FROM events WHERE tournament_id = ? "
                            "ORDER BY seq", [tid]).fetchall()
        [json.loads(row[4]) for row in rows]
        conn.close()
    return timed(read)


def reopen(path: Path, tid: int) -> float:
    def read() -> None:
        store = Store(path)
        store.state(tid)
        store.close()
    return timed(read)


def snapshot_cost(store: Store, tid: int) -> float:
    state = store.state(tid)
    conn = store.db.conn

    def take() -> None:
        try:
            from floor.store.eventrows import snapshot_bytes  # (issue 30: compressed compact JSON)
            text: object = snapshot_bytes(state)
        except ImportError:  # (before: JSON text, as Floor wrote it)
            text = json.dumps(snapshots.to_dict(state), ensure_ascii=False)
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("INSERT INTO bench_bare (at, note) VALUES (?, ?)", [time.time(), text])
        conn.execute("ROLLBACK")
    return timed(take)


def spread(values: list[float]) -> float:
    ordered = sorted(values)
    return (ordered[int(len(ordered) * 0.9) - 1] - ordered[int(len(ordered) * 0.1)]) / statistics.median(values)


def measure(folder: Path, entries: int, repeats: int) -> dict[str, float]:
    path = folder / f"flight{entries}.db"
    store, tid = build(path, entries, random.Random(entries))
    store.db.conn.execute("CREATE TABLE IF NOT EXISTS bench_bare (at REAL, note TEXT)")
    commits, actions, undos, redos, reads, reopens, takes = [], [], [], [], [], [], []
    for i in range(repeats):
        commits.append(bare_commit(store))
        player = next(_playing(store.state(tid))).id
        at = NOW + 100 + i
        actions.append(timed(lambda: store.act(tid, _count(player, i))))  # noqa: B023 (called at once)
        undos.append(timed(lambda: store.undo(tid, now=at, author=AUTHOR)))  # noqa: B023
        commits.append(bare_commit(store))
        redos.append(timed(lambda: store.redo(tid, now=at, author=AUTHOR)))  # noqa: B023
    for _ in range(max(3, repeats // 3)):
        reads.append(bare_read(path, tid))
        reopens.append(reopen(path, tid))
        commits.append(bare_commit(store))
        takes.append(snapshot_cost(store, tid))
    events = store.db.execute("SELECT count(*) FROM events").fetchone()[0]
    snapshot_bytes = store.db.execute("SELECT coalesce(sum(length(CAST(state AS BLOB))), 0), count(*) "
                                      "FROM snapshots").fetchone()
    store.db.conn.execute("DELETE FROM bench_bare")
    store.db.conn.commit()
    store.db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    store.close()
    size = path.stat().st_size
    commit = statistics.median(commits)
    read = statistics.median(reads)
    return {
        "entries": entries, "events": events, "commit ms": commit * 1000, "spread": spread(commits),
        "action/commit": statistics.median(actions) / commit, "undo/commit": statistics.median(undos) / commit,
        "redo/commit": statistics.median(redos) / commit, "undo p90/commit": sorted(undos)[int(len(undos) * .9) - 1]
        / commit, "read ms": read * 1000, "reopen/read": statistics.median(reopens) / read,
        "snapshot/commit": statistics.median(takes) / commit, "bytes/event": size / events,
        "snapshots": snapshot_bytes[1], "snapshot share": snapshot_bytes[0] / size,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 10_000, 30_000])
    parser.add_argument("--repeats", type=int, default=9)
    parser.add_argument("--dir", type=Path, default=None)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=args.dir) as folder:
        rows = []
        for entries in args.sizes:
            print(f"building and measuring {entries} entries...", file=sys.stderr)
            rows.append(measure(Path(folder), entries, args.repeats))
    keys = list(rows[0])
    print(" | ".join(f"{k:>14}" for k in keys))
    for row in rows:
        print(" | ".join(f"{row[k]:>14.2f}" if isinstance(row[k], float) else f"{row[k]:>14}" for k in keys))
    if len(rows) > 1:
        first, last = rows[0], rows[-1]
        print(f"growth {first['entries']} -> {last['entries']}: "
              f"bytes/event x{last['bytes/event'] / first['bytes/event']:.2f}, "
              f"undo/commit x{last['undo/commit'] / first['undo/commit']:.2f}, "
              f"reopen/read x{last['reopen/read'] / first['reopen/read']:.2f}")


if __name__ == "__main__":
    main()
