"""Issue 31: every action on a 30,000-entry flight on PostgreSQL against SQLite in the same run, and the failover
time from the primary's death to the first action accepted.

Run from the repository root (Floor installed with its ``[test]`` extra: psycopg; PostgreSQL's server installed, as
the tests/pg tests need it)::

    python benchmarks/store_engines.py                # --sizes 1000 30000, 25 rounds, 2 x 10 failovers (8 minutes)
    python benchmarks/store_engines.py --sizes 200 300 --rounds 2 --failovers 1 --failover-size 100 \
        --failover-retry 200ms

It is a benchmark, not a test: it prints. Three stores, each opened by ``open_store`` as ``floor --db`` opens one:

* **SQLite**: a file in a temporary folder (Floor's own settings: WAL, ``synchronous = FULL``);
* **PG alone**: a database on one PostgreSQL server on loopback, durable (fsync on, ``synchronous_commit = on``);
* **PG + sync standby**: a database on a primary that waits at every commit for its synchronous standby on loopback
  (``synchronous_standby_names``), reached through the desk's multi-host string (``target_session_attrs=
  read-write``).

The servers are started by tests/pg/cluster.py and tests/pg/pair.py (imported from there, as the tests do: one way
to start a server, not two), as an unprivileged user when run as root.

Each flight is built as benchmarks/store30.py builds one, quickly (not timed): created, registered in transactions
of 1,000 (``Store.act_all``; the last ``--rounds`` registrations one by one, timed: **register**), the seats drawn,
the clock started, a tenth busted in transactions of 1,000. Then ``--rounds`` rounds of the actions
benchmarks/festival.py times (**bust** with its proposal, the **proposal** alone, a table **break**, a
**late seat**, a **chip count** of a table, its **undo** and **redo**), the engines' rounds interleaved (a round on
each in turn: the machine's load drifts alike for all three), each action followed by its **bare commit**: the same
rows, encoded as the store encodes them, INSERTed into a plain table of the same database by a plain connection, one
transaction (SQLite: ``BEGIN IMMEDIATE`` ... ``COMMIT``; PostgreSQL: ``BEGIN`` ... ``COMMIT``), the median of three.
On PostgreSQL the flight's database is ANALYZEd before the rounds (``--as-built``: not): the build takes seconds,
and autovacuum gathers the statistics only within its naptime (a minute) of the change; until then the planner takes
the tournament's 30,000 events for 49 and reads the newest 64 of them (an undo's or redo's first look back,
floor/store/pg_log.py ``newest_first``) by a bitmap scan of every row and a sort: 30-45 ms instead of 0.2 ms. A night
that grows over hours has its statistics; a big import's first minute does not.
Then **reopen** (a new store's first ``state()``: ``open_store`` and ``state``) against a bare read of the log
(``SELECT`` of the tournament's payloads and ``json.loads`` of each).

Every figure is a median. Each cell says the action's wall time, then its ratio to its own engine's bare commit of
the same rows; the row **bare commit** is the median of every bare commit of the engine's rounds; the last columns
are PostgreSQL's wall time over SQLite's. (The CPU time of this process is printed
in the JSON: on PostgreSQL most of the work is the server's and the wait, which this process's CPU time misses.)

**Failover** (``--failovers`` times, each on a new pair with a ``--failover-size`` flight): a desk's store is open
on the pair through the multi-host string and has just acted; the primary's machine dies (``pair.machine_death``:
SIGKILL of the server's every process); the standby is promoted (``pg_ctl promote -w``, as ``floor promote`` is to
do); then the desk's next action (a registration), through the store it had open (which finds the connection
dead, connects again to whichever node takes writes, and writes). Timed: the kill to the promotion's end, the
promotion's end to the action accepted, and the kill to the action accepted (their sum); the action is checked to be
in the promoted node's log. Each ``--failover-retry`` setting of the standby's ``wal_retrieve_retry_interval`` gets
its own table: PostgreSQL 15's default (5 s) and 200 ms. A promotion requested just after the standby's WAL
receiver lost the dead primary can wait out that interval in full (its log says "received promote request", then
"waiting for WAL to become available", then nothing for 5 s): two failovers in eight, on this machine.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import json
import os
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any, Protocol

sys.path.insert(0, str(Path(__file__).resolve().parent))

import festival  # (the flight's helpers: its clock, rows as the store encodes them, a table chosen cheaply)

ROOT = Path(__file__).resolve().parents[1]
ACTIONS = ("register", "bust", "proposal", "break", "late seat", "chip count", "undo", "redo")
ENGINES = ("SQLite", "PG alone", "PG + sync standby")
BATCH = 1000
BARE_REPEATS = 3
REOPENS = 3
BUSTED_SHARE = 0.10


def servers() -> tuple[Any, Any]:
    """tests/pg's ``cluster`` and ``pair`` modules (the one way Floor's tests start a server), or exit in one line
    saying what to install."""
    sys.path.insert(0, str(ROOT / "tests"))
    cluster = importlib.import_module("pg.cluster")
    reason = cluster.unavailable()
    if reason is not None:
        raise SystemExit(f"store_engines: no PostgreSQL here: {reason}")
    return cluster, importlib.import_module("pg.pair")


# -- the bare commits ----------------------------------------------------------------------------------------------

class Bare(Protocol):
    def commit(self, rows: Sequence[tuple[Any, ...]]) -> tuple[float, float]: ...
    def read(self, tid: int) -> float: ...
    def settle(self) -> None: ...
    def close(self) -> None: ...


def _median_of(commit: Callable[[], None]) -> tuple[float, float]:
    walls, cpus = [], []
    for _ in range(BARE_REPEATS):
        wall, cpu = time.perf_counter(), time.process_time()
        commit()
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
    return statistics.median(walls), statistics.median(cpus)


class SqliteBare:
    """A plain connection to the flight's file, Floor's settings (WAL, every commit waits for its fsync)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.db = sqlite3.connect(path, isolation_level=None)
        self.db.execute("PRAGMA synchronous = FULL")
        self.db.execute("CREATE TABLE IF NOT EXISTS bare_events (tournament_id INTEGER, seq INTEGER, kind TEXT, "
                        "at REAL, author TEXT, payload TEXT)")

    def commit(self, rows: Sequence[tuple[Any, ...]]) -> tuple[float, float]:
        def once() -> None:
            self.db.execute("BEGIN IMMEDIATE")
            self.db.executemany("INSERT INTO bare_events VALUES (?, ?, ?, ?, ?, ?)", rows)
            self.db.execute("COMMIT")
        return _median_of(once)

    def read(self, tid: int) -> float:
        start = time.perf_counter()
        db = sqlite3.connect(self.path)
        rows = db.execute("SELECT CAST(payload AS BLOB) FROM events WHERE tournament_id = ? ORDER BY seq",
                          [tid]).fetchall()
        [json.loads(row[0]) for row in rows]
        db.close()
        return time.perf_counter() - start

    def settle(self) -> None:
        pass  # (SQLite plans the log's reads by its primary key alone: no statistics to wait for)

    def close(self) -> None:
        self.db.execute("DROP TABLE IF EXISTS bare_events")
        self.db.close()


class PgBare:
    """A plain autocommit connection to the flight's database on the same server (the store's own string)."""

    def __init__(self, where: str) -> None:
        import psycopg

        self.where = where
        self.db = psycopg.connect(where, autocommit=True)
        self.db.execute("CREATE TABLE IF NOT EXISTS bare_events (tournament_id integer, seq integer, kind text, "
                        "at double precision, author text, payload json)")

    def commit(self, rows: Sequence[tuple[Any, ...]]) -> tuple[float, float]:
        def once() -> None:
            self.db.execute("BEGIN")
            with self.db.cursor() as cursor:
                cursor.executemany("INSERT INTO bare_events VALUES (%s, %s, %s, %s, %s, %s)", rows)
            self.db.execute("COMMIT")
        return _median_of(once)

    def read(self, tid: int) -> float:
        import psycopg

        start = time.perf_counter()
        with psycopg.connect(self.where, autocommit=True) as db:
            rows = db.execute("SELECT payload::text FROM events WHERE tournament_id = %s ORDER BY seq",
                              [tid]).fetchall()
            [json.loads(row[0]) for row in rows]
        return time.perf_counter() - start

    def settle(self) -> None:
        """The statistics autovacuum gathers within a minute of a big change (its naptime): the flight was built in
        seconds, and until then the planner takes 30,000 rows for 49 (see the module's docstring)."""
        self.db.execute("ANALYZE")

    def close(self) -> None:
        self.db.execute("DROP TABLE IF EXISTS bare_events")
        self.db.close()


# -- the flight ----------------------------------------------------------------------------------------------------

@dataclass
class Flight:
    engine: str
    where: str
    size: int
    store: Any
    tid: int
    bare: Bare
    rng: random.Random
    tick: festival.Tick
    newcomer: int = 0
    timed: dict[str, list[tuple[float, float]]] = field(default_factory=dict)

    def note(self, name: str, wall: float, cpu: float) -> None:
        self.timed.setdefault(name, []).append((wall, cpu))


def _timed(work: Callable[..., Any], *args: Any, **kwargs: Any) -> tuple[Any, float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    result = work(*args, **kwargs)
    return result, time.perf_counter() - wall, time.process_time() - cpu


def _registration(state: Any, n: int) -> Any:
    from floor.tournament import players as P

    return P.register(state, f"Player {n}", now=festival.T0, author=festival.AUTHOR, level=1)


def _elimination(state: Any, player: int, at: float) -> Any:
    from floor.tournament import players as P

    return P.eliminate(state, [player], now=at, author=festival.AUTHOR)


def build(engine: str, where: str, size: int, seed: int, rounds: int, make_bare: Callable[[], Bare],
          settle: bool = True) -> Flight:
    """The flight on ``where`` (not timed, but the last ``rounds`` registrations); its bare connection made once
    Floor has made the database."""
    from floor.store.desk import StoreDesk
    from floor.store.where import open_store
    from floor.tournament.settings import Settings
    from floor.tournament.structure import structure_to_json, template
    from floor.usecases import clock, players, seating

    store = open_store(where)
    settings = Settings(f"Flight of {size:,}", buy_in=300, fee=30, starting_stack=festival.STACK)
    tid = store.create(settings, now=festival.T0, author=festival.AUTHOR,
                       extra={"structure": structure_to_json(template("deep-stack"))})
    bare = make_bare()
    flight = Flight(engine, where, size, store, tid, bare, random.Random(f"{seed}/{size}"), festival.Tick())
    quick = size - rounds
    for first in range(0, quick, BATCH):
        store.act_all(tid, [partial(_registration, n=n) for n in range(first + 1, min(quick, first + BATCH) + 1)])
    festival.progress(f"{engine} {size:,}: registered {quick:,}")
    desk = StoreDesk(store, tid, festival.AUTHOR, flight.tick)
    desk.state()
    for n in range(quick + 1, size + 1):
        done, wall, cpu = _timed(players.register, desk, f"Player {n}", rng=flight.rng)
        flight.note("register", wall, cpu)
        flight.note("register bare", *bare.commit(festival.rows_of(tid, done.events)))
    seating.draw_seats(desk, rng=flight.rng)
    clock.start(desk)
    field_ids = [p.id for p in desk.state().playing]
    out = flight.rng.sample(field_ids, int(size * BUSTED_SHARE))
    for first in range(0, len(out), BATCH):
        at = flight.tick()
        store.act_all(tid, [partial(_elimination, player=p, at=at) for p in out[first:first + BATCH]])
    if settle:
        bare.settle()
    festival.progress(f"{engine} {size:,}: built, {len(out):,} busted")
    flight.newcomer = size
    return flight


def keep_room(flight: Flight) -> None:
    """Room for a round's break and late seat: each round closes a table and seats one more, so every few rounds a
    table's worth of players is busted first (one transaction, not timed)."""
    state = flight.store.state(flight.tid)
    seats = state.settings.seats_per_table
    free = sum(seat is None for table in state.tables.values() for seat in table.seats)
    if free < 3 * seats:
        playing = [p for table in state.tables.values() for p in table.seats if p is not None]
        at = flight.tick()
        flight.store.act_all(flight.tid, [partial(_elimination, player=p, at=at)
                                          for p in flight.rng.sample(playing, 2 * seats)])


def one_round(flight: Flight) -> None:
    """Bust, proposal, break, late seat, chip count, undo and redo, each behind its bare commit (festival's round)."""
    from floor.store.desk import StoreDesk
    from floor.tournament.seating import actions as rules
    from floor.usecases import chips, history, players, seating

    desk = StoreDesk(flight.store, flight.tid, festival.AUTHOR, flight.tick)
    rng, tid = flight.rng, flight.tid

    def timing(name: str, work: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        result, wall, cpu = _timed(work, *args, **kwargs)
        flight.note(name, wall, cpu)
        return result

    def baseline(name: str, rows: Sequence[tuple[Any, ...]]) -> None:
        flight.note(f"{name} bare", *flight.bare.commit(rows))

    keep_room(flight)
    victim = rng.choice(festival.one_table(desk.state(), rng)[1])
    busted = timing("bust", players.bust, desk, [victim], rng=rng)
    bust_rows = festival.rows_of(tid, busted.done.events)
    baseline("bust", bust_rows)
    proposal = timing("proposal", rules.proposal, desk.state(), rng=rng)
    baseline("proposal", bust_rows)
    if proposal is not None and proposal.kind == "break" and proposal.tables:
        table, proposed = proposal.tables[0], proposal
    else:  # (a small field may have no room left for a break: players busted first, not timed)
        table, proposed = festival.make_room(desk, festival.at_tables(desk.state()), rng), None
    done = timing("break", seating.break_table, desk, table, proposed=proposed, rng=rng)
    baseline("break", festival.rows_of(tid, done.events))
    flight.newcomer += 1
    done = timing("late seat", players.register, desk, f"Late {flight.newcomer}", rng=rng)
    baseline("late seat", festival.rows_of(tid, done.events))
    _table, seated = festival.one_table(desk.state(), rng)
    counts: dict[int | str, int] = {p: rng.randrange(1000, 4 * festival.STACK, 1000) for p in seated}
    done = timing("chip count", chips.count, desk, counts)
    baseline("chip count", festival.rows_of(tid, done.events))
    done = timing("undo", history.undo, desk)
    baseline("undo", festival.rows_of(tid, done.events))
    done = timing("redo", history.redo, desk)
    baseline("redo", festival.rows_of(tid, done.events))


def reopen(flight: Flight) -> None:
    """A new store's first state, against a bare read of the log, ``REOPENS`` times each in turn."""
    from floor.store.where import open_store

    for _ in range(REOPENS):
        start, started = time.perf_counter(), time.process_time()
        store = open_store(flight.where)
        store.state(flight.tid)
        flight.note("reopen", time.perf_counter() - start, time.process_time() - started)
        store.close()
        flight.note("reopen bare", flight.bare.read(flight.tid), 0.0)


# -- the servers ---------------------------------------------------------------------------------------------------

@dataclass
class Servers:
    """The running servers (None where the engine was not asked for) and how to stop them."""

    alone: Any = None
    pair: Any = None

    def database(self, engine: str, name: str) -> str:
        """A new database ``name`` on the engine's server; the store's address for it."""
        import psycopg

        node = self.alone if engine == "PG alone" else self.pair.primary
        with psycopg.connect(node.dsn(), autocommit=True) as db:
            db.execute(f"CREATE DATABASE {name}")
        return str(node.dsn(name) if engine == "PG alone" else self.pair.multi_host(name))

    def stop(self) -> None:
        if self.pair is not None:
            self.pair.destroy()
        if self.alone is not None:
            self.alone.destroy()


@contextlib.contextmanager
def started_servers(engines: Sequence[str]) -> Iterator[Servers]:
    running = Servers()
    try:
        if "PG alone" in engines or "PG + sync standby" in engines:
            cluster, pair = servers()
            if "PG alone" in engines:
                running.alone = cluster.started(cluster.new_cluster(durable=True, name="alone"))
                festival.progress(f"PG alone: a durable server on port {running.alone.port}")
            if "PG + sync standby" in engines:
                running.pair = pair.make_pair()
                festival.progress(f"PG + sync standby: primary on port {running.pair.primary.port}, its synchronous "
                                  f"standby on {running.pair.standby.port}")
        yield running
    finally:
        running.stop()


# -- the failover --------------------------------------------------------------------------------------------------

def failover(size: int, seed: int, settle: bool, retry: str) -> dict[str, float]:
    """One failover on a new pair: seconds from the kill to the promotion's end, from there to the desk's next action
    accepted, and in all. ``retry``: the standby's ``wal_retrieve_retry_interval`` ("default": PostgreSQL's 5 s)."""
    import psycopg

    from floor.store.desk import StoreDesk
    from floor.usecases import players

    _cluster, pairs = servers()
    pair = pairs.make_pair()
    try:
        with psycopg.connect(pair.primary.dsn(), autocommit=True) as db:
            db.execute("CREATE DATABASE festival")
        where = pair.multi_host("festival")
        flight = build("failover", where, size, seed, 1, partial(PgBare, where), settle)
        flight.bare.close()
        store = flight.store
        desk = StoreDesk(store, flight.tid, festival.AUTHOR, flight.tick)
        if retry != "default":
            pair.standby.configure({"wal_retrieve_retry_interval": f"'{retry}'"})
            pair.standby.run("pg_ctl", "reload", "-D", str(pair.standby.data))
            pairs.wait_for(lambda: _setting(pair.standby, "wal_retrieve_retry_interval") == retry,
                           f"the standby never took wal_retrieve_retry_interval = {retry}")
        players.register(desk, "Before the kill", rng=flight.rng)  # (the desk has just acted: its caches are warm)
        killed = time.perf_counter()
        pairs.machine_death(pair.primary)
        pair.standby.run("pg_ctl", "promote", "-w", "-t", "60", "-D", str(pair.standby.data))
        promoted = time.perf_counter()
        done = players.register(desk, "After the kill", rng=flight.rng)
        accepted = time.perf_counter()
        store.close()
        with psycopg.connect(pair.standby.dsn("festival"), autocommit=True) as db:
            row = db.execute("SELECT payload::text FROM events WHERE tournament_id = %s AND seq = %s",
                             [flight.tid, done.events[0].seq]).fetchone()
        if row is None or "After the kill" not in row[0]:
            raise SystemExit("store_engines: the action accepted after the failover is not in the promoted log")
        return {"kill to promoted": promoted - killed, "promoted to accepted": accepted - promoted,
                "kill to accepted": accepted - killed}
    finally:
        pair.destroy()


def _setting(node: Any, name: str) -> str:
    import psycopg

    with psycopg.connect(node.dsn(), autocommit=True, connect_timeout=2) as db:
        row = db.execute(f"SHOW {name}").fetchone()
    return str(row[0]) if row else ""


# -- the report ----------------------------------------------------------------------------------------------------

def medians(flight: Flight) -> dict[str, dict[str, float]]:
    """Action -> its median wall and CPU ms, its bare commit's (or bare read's), and the wall ratio."""
    out = {}
    for name in (*ACTIONS, "reopen"):
        mine, bare = flight.timed.get(name), flight.timed.get(f"{name} bare")
        if not mine or not bare:
            continue
        wall, cpu = (1000 * statistics.median(t[i] for t in mine) for i in (0, 1))
        bare_wall, bare_cpu = (1000 * statistics.median(t[i] for t in bare) for i in (0, 1))
        out[name] = {"wall ms": wall, "cpu ms": cpu, "bare wall ms": bare_wall, "bare cpu ms": bare_cpu,
                     "ratio": wall / max(bare_wall, 1e-9)}
    commits = [t[0] for name, times in flight.timed.items() if name.endswith(" bare") and name != "reopen bare"
               for t in times]
    out["bare commit"] = {"wall ms": 1000 * statistics.median(commits), "cpu ms": 0.0, "bare wall ms": 0.0,
                          "bare cpu ms": 0.0, "ratio": 1.0}
    return out


def spread(values: Sequence[float]) -> tuple[float, float, float]:
    """(median, lowest, highest)."""
    return statistics.median(values), min(values), max(values)


def table(results: dict[str, dict[int, dict[str, dict[str, float]]]], engines: Sequence[str],
          size: int) -> list[str]:
    pg = [e for e in engines if e != "SQLite"] if "SQLite" in engines else []
    head = "| action | " + " | ".join(engines) + "".join(f" | {e} / SQLite" for e in pg) + " |"
    lines = [head, "|---|" + "---|" * (len(engines) + len(pg))]
    for name in (*ACTIONS, "reopen", "bare commit"):
        cells = []
        for engine in engines:
            figure = results[engine][size].get(name)
            if figure is None:
                cells.append("-")
            elif name == "bare commit":
                cells.append(f"{figure['wall ms']:.2f} ms")
            else:
                over = "a bare read" if name == "reopen" else "bare"
                cells.append(f"{figure['wall ms']:.2f} ms = {figure['ratio']:.1f}x {over}")
        for engine in pg:
            mine, theirs = results[engine][size].get(name), results["SQLite"][size].get(name)
            cells.append(f"{mine['wall ms'] / theirs['wall ms']:.1f}x" if mine and theirs else "-")
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    return lines


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 30_000], help="entries (default 1000 30000)")
    parser.add_argument("--rounds", type=int, default=25, help="rounds of the actions on each engine (default 25)")
    parser.add_argument("--engines", nargs="+", choices=("sqlite", "pg", "pg-sync"),
                        default=["sqlite", "pg", "pg-sync"], help="which columns (default all three)")
    parser.add_argument("--failovers", type=int, default=10, help="failovers timed with each --failover-retry, each "
                        "on a new pair (default 10)")
    parser.add_argument("--failover-size", type=int, default=1000, help="the failover's flight (default 1000)")
    parser.add_argument("--failover-retry", nargs="+", default=["default", "200ms"], metavar="INTERVAL",
                        help="the standby's wal_retrieve_retry_interval for each set of failovers ('default': "
                        "PostgreSQL's 5s; default: default 200ms)")
    parser.add_argument("--as-built", action="store_true", help="time the actions with the server's statistics as "
                        "the quick build left them (no ANALYZE first: see the docstring)")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--dir", type=Path, default=None, help="where the SQLite files go (default: the system's "
                                                               "temporary folder)")
    parser.add_argument("--json", type=Path, default=None, help="also write every figure as JSON")
    args = parser.parse_args(argv)
    if min(args.sizes) < 100 or args.rounds < 1:
        parser.error("--sizes: at least 100 entries each; --rounds: at least 1")
    engines = [dict(zip(("sqlite", "pg", "pg-sync"), ENGINES, strict=True))[e] for e in args.engines]
    engines = [e for e in ENGINES if e in engines]
    results: dict[str, dict[int, dict[str, dict[str, float]]]] = {e: {} for e in engines}
    began = os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="floor-engines-", dir=args.dir) as folder, \
            started_servers(engines) as running:
        for size in sorted(set(args.sizes)):
            flights = []
            for engine in engines:
                make_bare: Callable[[], Bare]
                if engine == "SQLite":
                    path = Path(folder) / f"flight-{size}.db"
                    where, make_bare = str(path), partial(SqliteBare, path)
                else:
                    where = running.database(engine, f"flight_{size}")
                    make_bare = partial(PgBare, where)
                flights.append(build(engine, where, size, args.seed, args.rounds, make_bare, not args.as_built))
            for n in range(args.rounds):
                for flight in flights:
                    one_round(flight)
                festival.progress(f"{size:,}: round {n + 1}/{args.rounds} on each engine")
            for flight in flights:
                reopen(flight)
                results[flight.engine][size] = medians(flight)
                flight.store.close()
                flight.bare.close()
        load = os.getloadavg()
    failovers: dict[str, list[dict[str, float]]] = {retry: [] for retry in args.failover_retry}
    for n in range(args.failovers):
        for retry in args.failover_retry:  # (interleaved: the load drifts alike for each setting)
            failovers[retry].append(failover(args.failover_size, args.seed + n, not args.as_built, retry))
            festival.progress(f"failover {n + 1}/{args.failovers} ({retry}): "
                              f"{failovers[retry][-1]['kill to accepted']:.2f} s")
    import floor

    print(f"# Every action on SQLite and PostgreSQL: {', '.join(f'{s:,}' for s in sorted(set(args.sizes)))} entries, "
          f"{args.rounds} rounds\n")
    print(f"Floor from {Path(floor.__file__).resolve().parent.parent}; load average (1 / 5 / 15 minutes) at the start "
          f"{began[0]:.2f} / {began[1]:.2f} / {began[2]:.2f}, at the end of the rounds {load[0]:.2f} / {load[1]:.2f} / "
          f"{load[2]:.2f}. Each cell: the action's median wall time = its ratio to "
          "its own engine's bare commit of the same rows (reopen: to a bare read of the log); the last columns: "
          "PostgreSQL's wall time over SQLite's.\n")
    for size in sorted(set(args.sizes)):
        print(f"## {size:,} entries\n")
        print("\n".join(table(results, engines, size)) + "\n")
    for retry, times in failovers.items():
        if not times:
            continue
        said = "PostgreSQL's default, 5s" if retry == "default" else retry
        print(f"## Failover ({len(times)} times, a {args.failover_size:,}-entry flight, primary + sync standby on "
              f"loopback, the standby's wal_retrieve_retry_interval {said})\n")
        print("| step | median | lowest | highest | each |\n|---|---|---|---|---|")
        for step in ("kill to promoted", "promoted to accepted", "kill to accepted"):
            mid, low, high = spread([f[step] for f in times])
            print(f"| {step} | {mid:.3f} s | {low:.3f} s | {high:.3f} s | "
                  f"{', '.join(f'{f[step]:.2f}' for f in times)} |")
        print()
    if args.json is not None:
        figures = {e: {str(s): v for s, v in r.items()} for e, r in results.items()}
        args.json.write_text(json.dumps({"figures": figures, "failovers": failovers, "load": [began, load]}, indent=2)
                             + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
