"""Time the seating of a 10,000-player event: the opening draw, a balancing proposal, the draw through SQLite.

Run from the repository root (Floor installed)::

    python benchmarks/seating.py                     # defaults: --players 10000 --seats 9 --seed 2024
    python benchmarks/seating.py --repeat 5          # quicker, noisier
    python benchmarks/seating.py --json out.json     # also write the figures as JSON ("-": standard output)

It is a benchmark, not a test: it asserts nothing about speed, it prints. The table goes to standard
output, the progress to standard error; the same figures follow the table as one JSON object.

What is measured, through the public functions only (10,000 players at 9 seats: 1,112 tables):

(a) The opening draw. ``seatdraw.opening_draw(players, 9, rng)``, the pure calculation, and
    ``seating.draw_seats(state, rng=...)``, the action the console and ``floor seat draw`` run on a
    ``TournamentState`` with every player registered: its checks, the draw and the event with all the
    seats. Both with a seeded ``random.Random`` and with ``secrets.SystemRandom`` (what Floor uses: every
    random number is read from the operating system). Also the fold of that event into the state
    (``state.apply``), which every reopening of the tournament repeats. Goal: under 0.5 s.
(b) One balancing proposal, ``seating.proposal(state)``, as ``floor player bust`` asks for after each
    elimination, timed ``--proposals`` times in each of these states (median and p99; goal: under 50 ms),
    a button drawn at every table first (``seating.draw_button``):
    * the opening seats, nothing due;
    * a move due with all 1,112 tables in play. Eliminations cannot make one: 10,000 players fill 1,112 tables
      of 9 but for 8 seats, so the first elimination makes a table break due (9,999 fit 1,111 tables) and a
      break is proposed before any move. Two moves by hand (``seating.move`` with a reason) leave one table
      three short instead; the proposed move is then confirmed;
    * random eliminations until the first table break is due (the proposal is timed there), then on,
      every proposal that falls due confirmed at once (``seating.break_table``, ``seating.move``), until a
      balancing *move* is due after random eliminations; the tables left at that point are printed.
(c) The draw as the application records it: ``Store.act`` of ``seating.draw_seats`` on a real SQLite file
    (WAL, Floor's own settings), one event holding the 10,000 seats, timed ``--store-draws`` times (a full
    redraw after the first), then ``Store(path)`` + ``store.state(tid)`` in a fresh process (imports not
    included; the OS file cache helps, the file was just written), with the parts: events read, snapshot.
(d) The uniformity of the opening draw on a small field (``--chi-players`` players, default 18: two full
    tables), ``--chi-draws`` draws with a seeded generator. For every player the seat (table and seat) he got
    is counted; each player's 18 counts against the uniform expectation give a chi-square statistic with
    17 degrees of freedom, compared with the p = 0.001 critical value; the whole player x seat table gives one
    statistic with (players - 1) x (seats - 1) degrees of freedom (a permutation's rows and columns both sum to
    the number of draws). The p-values are printed too; with 18 tests at p = 0.001 one failure in about 55
    runs is expected by chance.

Every timed call runs with the garbage collector on, as in the application; ``min``, ``median`` and
``p99`` (nearest rank) are of the repetitions. The figures are of the machine the script runs on.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import random
import secrets
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import floor
from floor.store.tournaments import Action, Store
from floor.tournament import players
from floor.tournament.balancing.proposal import Proposal
from floor.tournament.events import Event
from floor.tournament.records import Created
from floor.tournament.seating import actions as seating
from floor.tournament.seating import draw as seatdraw
from floor.tournament.settings import Settings
from floor.tournament.state import TournamentState, replay

AUTHOR = "Bench Floor"
T0 = 1_800_000_000.0
STACK = 50_000
GOAL_DRAW_S = 0.5
GOAL_PROPOSAL_MS = 50.0
P_CRITICAL = 0.001
Z_0999 = 3.090232306167813  # the standard normal quantile for 1 - 0.001
FLOOR_ROOT = Path(floor.__file__).resolve().parent.parent

CHILD = """
import json, sys, time
start = time.perf_counter()
from floor.store.tournaments import Store
imported = time.perf_counter()
store = Store(sys.argv[1])
opened = time.perf_counter()
state = store.state(int(sys.argv[2]))
done = time.perf_counter()
snapshot = store.db.execute("SELECT max(seq) FROM snapshots WHERE tournament_id = ?", [int(sys.argv[2])]).fetchone()[0]
print(json.dumps({"import": imported - start, "open": opened - imported, "state": done - opened,
                  "reopen": done - imported, "seq": state.seq, "seated": len(state.seats),
                  "tables": len(state.tables), "snapshot": snapshot}))
"""


# -- figures ------------------------------------------------------------------------------------

def percentile(values: Sequence[float], q: float) -> float:
    """Nearest rank: the smallest value with at least ``q`` of the values at or below it."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)]


def summary(values: Sequence[float]) -> dict[str, float]:
    """Seconds: count, min, median, p99, max."""
    return {"count": len(values), "min": min(values), "median": statistics.median(values),
            "p99": percentile(values, 0.99), "max": max(values)}


def timed(call: Callable[[], Any], repeat: int) -> tuple[list[float], Any]:
    """``repeat`` timings of ``call`` (seconds) and its last result."""
    times, result = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        result = call()
        times.append(time.perf_counter() - start)
    return times, result


def progress(start: float, message: str) -> None:
    print(f"[{time.perf_counter() - start:7.1f} s] {message}", file=sys.stderr, flush=True)


# -- a field in memory ----------------------------------------------------------------------------

def registered_field(count: int, seats: int) -> TournamentState:
    """A tournament with ``count`` players registered, folded in memory (no database)."""
    settings = Settings("Benchmark Main Event", buy_in=500, fee=50, starting_stack=STACK, seats_per_table=seats)
    state = replay(1, [Event(Created.of(settings), T0, AUTHOR, 1)])
    for i in range(count):
        event = players.register(state, f"Player {i + 1}", now=T0 + i, author=AUTHOR, level=1)
        state = state.after(event.numbered(state.seq + 1))
    return state


def apply(state: TournamentState, event: Event) -> TournamentState:
    return state.after(event.numbered(state.seq + 1))


def carry_out(state: TournamentState, found: Proposal, rng: random.Random) -> TournamentState:
    """The floor confirms the proposal: the table breaks, or the player moves to the proposed seat."""
    if found.kind == "break":
        return apply(state, seating.break_table(state, found.tables[0], rng=rng, now=T0, author=AUTHOR,
                                                proposed=found))
    if found.kind == "move" and not found.floor_decides:
        assert found.player is not None and found.destination is not None and found.destination.seat is not None
        return apply(state, seating.move(state, found.player, found.destination.table, found.destination.seat,
                                         now=T0, author=AUTHOR, proposed=found))
    raise RuntimeError(f"the benchmark cannot carry out: {found.reason}")


def unbalance(state: TournamentState) -> tuple[TournamentState, int]:
    """Two floor moves (overrides, with a reason) from one short table to two others: a move is due with every
    table in play (no elimination, so no break is due first). Returns the tournament and the table left short."""
    short = sorted((t for t in state.tables.values() if t.count < t.size), key=lambda t: t.number)
    if len(short) < 3:
        raise RuntimeError("the full-field move needs three tables with an open seat")
    source, *others = short[:3]
    for player, table in zip([p for p in source.seats if p is not None][:2], others, strict=True):
        state = apply(state, seating.move(state, player, table.number, table.empty()[0], now=T0, author=AUTHOR,
                                          reason="benchmark: a player moved by hand"))
    return state, source.number


def play_until(state: TournamentState, rng: random.Random, kind: str) -> tuple[TournamentState, int, Counter[str]]:
    """Random eliminations from the players seated; every proposal that falls due is confirmed at once,
    until one of ``kind`` ("break" or "move") is due. Returns the tournament then, the eliminations and the
    proposals carried out."""
    alive = sorted(state.seats)
    rng.shuffle(alive)
    eliminated, done = 0, Counter[str]()
    while len(alive) > 1:
        pid = alive.pop()
        state = apply(state, players.eliminate(state, [pid], now=T0, author=AUTHOR))
        eliminated += 1
        while (found := seating.proposal(state, rng=rng)) is not None:
            if found.kind == kind:
                return state, eliminated, done
            state = carry_out(state, found, rng)
            done[found.kind] += 1
    raise RuntimeError(f"no {kind} fell due in {eliminated} eliminations ({dict(done)} carried out)")


# -- (d) uniformity -------------------------------------------------------------------------------

def chi_square_quantile(df: int, z: float = Z_0999) -> float:
    """Wilson-Hilferty: the chi-square quantile at the normal quantile ``z`` (close to 0.1 % for df >= 10)."""
    h = 2.0 / (9.0 * df)
    return df * (1.0 - h + z * math.sqrt(h)) ** 3


def chi_square_upper_p(statistic: float, df: int) -> float:
    """P(X >= statistic) for X ~ chi-square(df), by Wilson-Hilferty (no SciPy needed)."""
    h = 2.0 / (9.0 * df)
    z = ((statistic / df) ** (1.0 / 3.0) - (1.0 - h)) / math.sqrt(h)
    return 0.5 * math.erfc(z / math.sqrt(2.0))


def uniformity(players_count: int, seats: int, draws: int, seed: int) -> dict[str, Any]:
    """Count where each player sits over ``draws`` opening draws; chi-square per player and for the whole table."""
    rng = random.Random(seed)
    people = list(range(1, players_count + 1))
    tables = seatdraw.opening_tables(players_count, seats)
    cells = [(t, s) for t in range(1, tables + 1) for s in range(1, seats + 1)]
    index = {cell: i for i, cell in enumerate(cells)}
    counts = [[0] * len(cells) for _ in people]
    start = time.perf_counter()
    for _ in range(draws):
        draw, _ = seatdraw.opening_draw(people, seats, rng)
        for a in draw.seats:
            counts[a.player - 1][index[(a.table, a.seat)]] += 1
    elapsed = time.perf_counter() - start
    expected = draws / len(cells)  # each player is equally likely to get any seat of any table
    per_player = [sum((c - expected) ** 2 / expected for c in row) for row in counts]
    df_player = len(cells) - 1
    critical_player = chi_square_quantile(df_player)
    # The whole table: rows sum to the draws; columns sum to draws x (players / cells) (open seats stay empty).
    column_totals = [sum(row[j] for row in counts) for j in range(len(cells))]
    whole = sum((counts[i][j] - column_totals[j] / players_count) ** 2 / (column_totals[j] / players_count)
                for i in range(players_count) for j in range(len(cells)) if column_totals[j])
    df_whole = (players_count - 1) * (sum(1 for t in column_totals if t) - 1)
    return {"players": players_count, "tables": tables, "seats": len(cells), "draws": draws, "seed": seed,
            "seconds": elapsed, "expected_per_cell": expected,
            "per_player": {"df": df_player, "critical_p001": critical_player, "max": max(per_player),
                           "median": statistics.median(per_player), "min_p": min(chi_square_upper_p(x, df_player)
                                                                                  for x in per_player),
                           "above_critical": sum(x > critical_player for x in per_player)},
            "whole": {"df": df_whole, "statistic": whole, "critical_p001": chi_square_quantile(df_whole),
                      "p": chi_square_upper_p(whole, df_whole)}}


# -- (c) through SQLite ----------------------------------------------------------------------------

def _register(number: int) -> Action:
    return lambda s: players.register(s, f"Player {number}", now=T0 + number, author=AUTHOR, level=1)


def reopen(path: Path, tid: int) -> dict[str, Any]:
    """One reopening in a fresh interpreter that imports the same Floor as this process."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(FLOOR_ROOT), env.get("PYTHONPATH")]))
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", CHILD, str(path), str(tid)], check=True, capture_output=True,
                          text=True, env=env, cwd=FLOOR_ROOT)
    result: dict[str, Any] = json.loads(done.stdout)
    result["process"] = time.perf_counter() - start
    return result


def through_the_store(count: int, seats: int, draws: int, reopens: int, folder: str | None,
                      wall: float) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="floor-bench-seating-", dir=folder) as where:
        path = Path(where) / "floor.db"
        store = Store(path)
        settings = Settings("Benchmark Main Event", buy_in=500, fee=50, starting_stack=STACK, seats_per_table=seats)
        tid = store.create(settings, now=T0, author=AUTHOR)
        start = time.perf_counter()
        actions = [_register(i + 1) for i in range(count)]
        for i in range(0, count, 1000):  # set-up, 1,000 registrations a transaction
            store.act_all(tid, actions[i:i + 1000])
        registering = time.perf_counter() - start
        progress(wall, f"(c) {count:,} registered in {registering:.1f} s; timing {draws} draws through Store.act")
        rng = secrets.SystemRandom()
        times = []
        for n in range(draws):
            redraw = n > 0

            def draw(s: TournamentState, redraw: bool = redraw) -> Event:
                return seating.draw_seats(s, rng=rng, now=T0 + count, author=AUTHOR, redraw=redraw)

            start = time.perf_counter()
            event, state = store.act(tid, draw)
            times.append(time.perf_counter() - start)
        seated = len(state.seats)
        size_event = len(json.dumps(dict(event.data.to_json()), ensure_ascii=False, sort_keys=True))
        store.close()
        wal = path.with_name(path.name + "-wal")
        size = path.stat().st_size + (wal.stat().st_size if wal.exists() else 0)
        with sqlite3.connect(path) as db:
            events = db.execute("SELECT count(*) FROM events WHERE tournament_id = ?", [tid]).fetchone()[0]
        db.close()
        progress(wall, f"(c) reopening {reopens} times, each in a fresh process")
        runs = [reopen(path, tid) for _ in range(reopens)]
        if any(r["seated"] != count for r in runs) or seated != count:
            raise RuntimeError("a reopened store does not seat every player")
    return {"act": summary(times), "event_bytes": size_event, "events": events, "database_bytes": size,
            "registering_s": registering, "reopen": summary([r["reopen"] for r in runs]),
            "reopen_parts": {key: statistics.median(r[key] for r in runs) for key in ("open", "state", "import",
                                                                                        "process")},
            "snapshot_seq": runs[0]["snapshot"], "seq": runs[0]["seq"]}


# -- the report ------------------------------------------------------------------------------------

def ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f}"


def rows_table(rows: list[tuple[str, ...]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = []
    for n, r in enumerate(rows):
        cells = [r[0].ljust(widths[0])] + [c.rjust(w) for c, w in zip(r[1:], widths[1:], strict=True)]
        lines.append("  ".join(cells))
        if n == 0:
            lines.append("  ".join("-" * w for w in widths))
    return lines


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--players", type=int, default=10000, help="players in the field (default 10000)")
    parser.add_argument("--seats", type=int, default=9, help="seats per table (default 9)")
    parser.add_argument("--seed", type=int, default=2024, help="seed of the seeded generators (default 2024)")
    parser.add_argument("--repeat", type=int, default=20, help="timed opening draws of each kind (default 20)")
    parser.add_argument("--proposals", type=int, default=500, help="timed proposals of each kind (default 500)")
    parser.add_argument("--store-draws", type=int, default=5, help="draws through Store.act (default 5)")
    parser.add_argument("--reopens", type=int, default=3, help="reopenings, each in a fresh process (default 3)")
    parser.add_argument("--chi-players", type=int, default=18, help="(d) the small field (default 18)")
    parser.add_argument("--chi-draws", type=int, default=20000, help="(d) opening draws counted (default 20000)")
    parser.add_argument("--dir", default=None, help="where to make the temporary folder (default: the system's)")
    parser.add_argument("--json", metavar="FILE", help="also write the figures as JSON to FILE ('-': stdout only)")
    args = parser.parse_args(argv)
    if args.players < 2 or min(args.repeat, args.proposals, args.store_draws, args.reopens, args.chi_draws) < 1:
        parser.error("--players must be at least 2 and every count at least 1")
    wall = time.perf_counter()
    seeded = random.Random(args.seed)
    system = secrets.SystemRandom()
    tables = seatdraw.opening_tables(args.players, args.seats)

    # (a) the opening draw
    progress(wall, f"(a) registering {args.players:,} players in memory")
    state = registered_field(args.players, args.seats)
    ids = sorted(p.id for p in state.playing)
    progress(wall, f"(a) timing the opening draw, {args.repeat} times each")
    pure_seeded, _ = timed(lambda: seatdraw.opening_draw(ids, args.seats, seeded), args.repeat)
    pure_system, _ = timed(lambda: seatdraw.opening_draw(ids, args.seats, system), args.repeat)
    action_seeded, _ = timed(lambda: seating.draw_seats(state, rng=seeded, now=T0, author=AUTHOR), args.repeat)
    action_system, _ = timed(lambda: seating.draw_seats(state, rng=system, now=T0, author=AUTHOR), args.repeat)
    # (b) plays on from a seeded draw, so that its eliminations and proposals are the same on every run
    event = seating.draw_seats(state, rng=random.Random(args.seed), now=T0, author=AUTHOR)
    folds, _ = timed(lambda: apply(state, event), args.repeat)  # a whole new seating each time: same work
    state = apply(state, event)
    if len(state.seats) != args.players or len(state.tables) != tables:
        raise RuntimeError(f"the draw seated {len(state.seats)} at {len(state.tables)} tables")

    # (b) one balancing proposal
    progress(wall, "(b) a button at every table, then eliminations until a balancing move is due")
    for number in sorted(state.tables):
        state = apply(state, seating.draw_button(state, number, rng=seeded, now=T0, author=AUTHOR))
    nothing, found = timed(lambda: seating.proposal(state), args.proposals)
    if found is not None:
        raise RuntimeError(f"a proposal before any elimination: {found.reason}")
    state, _ = unbalance(state)
    full_move, found = timed(lambda: seating.proposal(state), args.proposals)
    if found is None or found.kind != "move":
        raise RuntimeError(f"expected a balancing move with every table in play, not {found}")
    full_move_reason = found.reason
    state = carry_out(state, found, seeded)
    state, to_break, _ = play_until(state, seeded, "break")
    breaking, found = timed(lambda: seating.proposal(state), args.proposals)
    if found is None or found.kind != "break":
        raise RuntimeError(f"expected a table break, not {found}")
    break_reason = found.reason
    state = carry_out(state, found, seeded)
    state, to_move, done = play_until(state, seeded, "move")
    moving, found = timed(lambda: seating.proposal(state), args.proposals)
    if found is None or found.kind != "move":
        raise RuntimeError(f"expected a balancing move, not {found}")
    move_reason = found.reason
    players_left, left = len(state.seats), len(state.tables)

    # (c) through SQLite
    store = through_the_store(args.players, args.seats, args.store_draws, args.reopens, args.dir, wall)

    # (d) uniformity
    progress(wall, f"(d) {args.chi_draws:,} opening draws of {args.chi_players} players")
    chi = uniformity(args.chi_players, args.seats, args.chi_draws, args.seed)

    figures: dict[str, Any] = {
        "players": args.players, "seats_per_table": args.seats, "tables": tables, "seed": args.seed,
        "python": platform.python_version(), "sqlite": sqlite3.sqlite_version, "cpus": os.cpu_count(),
        "platform": platform.platform(), "floor": str(FLOOR_ROOT),
        "opening_draw": {"pure_seeded": summary(pure_seeded), "pure_system": summary(pure_system),
                         "action_seeded": summary(action_seeded), "action_system": summary(action_system),
                         "fold": summary(folds), "goal_s": GOAL_DRAW_S},
        "proposal": {"nothing_due": summary(nothing), "move_due_all_tables": summary(full_move),
                     "move_due_all_tables_reason": full_move_reason, "break_due": summary(breaking),
                     "move_due": summary(moving),
                     "eliminations_to_break": to_break, "eliminations_to_move": to_break + to_move,
                     "carried_out": {"break": 1 + done["break"], "move": done["move"]}, "tables_left": left,
                     "players_left": players_left, "break": break_reason, "move": move_reason,
                     "goal_ms": GOAL_PROPOSAL_MS},
        "store": store, "uniformity": chi}

    print(f"Floor seating benchmark: {args.players:,} players at {args.seats} seats a table ({tables:,} tables), "
          f"seed {args.seed}")
    print(f"Floor from {FLOOR_ROOT}; Python {platform.python_version()}, SQLite {sqlite3.sqlite_version}, "
          f"{os.cpu_count()} CPUs, {platform.platform()}")
    print()
    rows: list[tuple[str, ...]] = [("measure", "count", "min ms", "median ms", "p99 ms", "max ms", "goal")]
    draw_goal = f"< {GOAL_DRAW_S * 1000:.0f} ms"
    proposal_goal = f"< {GOAL_PROPOSAL_MS:.0f} ms"
    for name, values, goal, limit in (
            ("(a) seatdraw.opening_draw, Random", pure_seeded, draw_goal, GOAL_DRAW_S),
            ("(a) seatdraw.opening_draw, SystemRandom", pure_system, draw_goal, GOAL_DRAW_S),
            ("(a) seating.draw_seats, Random", action_seeded, draw_goal, GOAL_DRAW_S),
            ("(a) seating.draw_seats, SystemRandom", action_system, draw_goal, GOAL_DRAW_S),
            ("(a) fold of the seats-drawn event", folds, "", 0.0),
            ("(b) proposal, nothing due", nothing, proposal_goal, GOAL_PROPOSAL_MS / 1000),
            (f"(b) proposal, a move due ({tables:,} tables)", full_move, proposal_goal, GOAL_PROPOSAL_MS / 1000),
            ("(b) proposal, a table break due", breaking, proposal_goal, GOAL_PROPOSAL_MS / 1000),
            (f"(b) proposal, a move due ({left:,} tables)", moving, proposal_goal, GOAL_PROPOSAL_MS / 1000),
            ("(c) Store.act(draw_seats), SQLite", None, draw_goal, GOAL_DRAW_S),
            ("(c) reopen: Store(path) + state(tid)", None, "", 0.0)):
        s = summary(values) if values is not None else (store["act"] if name.startswith("(c) Store") else
                                                        store["reopen"])
        verdict = ("yes" if s["p99"] < limit else "NO") if goal else ""
        rows.append((name, str(s["count"]), ms(s["min"]), ms(s["median"]), ms(s["p99"]), ms(s["max"]),
                     f"{goal} {verdict}".strip()))
    print("\n".join(rows_table(rows)))
    print()
    print(f"(b) with all {tables:,} tables in play, after two moves by hand: {full_move_reason}")
    print(f"(b) the first break fell due after {to_break:,} elimination(s): {break_reason}")
    print(f"(b) a move fell due after {to_break + to_move:,} eliminations, {1 + done['break']} table break(s) and "
          f"{done['move']} earlier move(s); {players_left:,} players at {left:,} tables: {move_reason}")
    print(f"(c) one event of {store['event_bytes'] / 1e6:.2f} MB (JSON); {store['events']:,} events, database "
          f"{store['database_bytes'] / 1e6:.2f} MB; registering took {store['registering_s']:.1f} s (set-up, "
          f"1,000 a transaction); reopen parts (medians): open {store['reopen_parts']['open']:.3f} s, state "
          f"{store['reopen_parts']['state']:.3f} s (from the snapshot at event {store['snapshot_seq']} of "
          f"{store['seq']}), imports {store['reopen_parts']['import']:.3f} s, whole process "
          f"{store['reopen_parts']['process']:.3f} s")
    pp, whole = chi["per_player"], chi["whole"]
    print(f"(d) {chi['draws']:,} opening draws of {chi['players']} players at {chi['tables']} tables "
          f"({chi['seats']} seats, {chi['expected_per_cell']:.1f} expected per player and seat, "
          f"{chi['seconds']:.2f} s): per player chi-square max {pp['max']:.2f}, median {pp['median']:.2f} "
          f"(df {pp['df']}, p = 0.001 critical {pp['critical_p001']:.2f}; {pp['above_critical']} of "
          f"{chi['players']} above it; smallest p {pp['min_p']:.4f}); whole player x seat table "
          f"{whole['statistic']:.1f} (df {whole['df']}, critical {whole['critical_p001']:.1f}, p {whole['p']:.3f})")
    print()
    print(json.dumps(figures, indent=None, sort_keys=True))
    if args.json and args.json != "-":
        Path(args.json).write_text(json.dumps(figures, indent=2, sort_keys=True) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
