"""What a club's season costs the desk: the registration's type-ahead over the club's whole member list, and the
league standings a screen shows, each against a bare baseline in the same run.

    python benchmarks/season.py                          # 5,000 members; a season of 40 nights of 60 players
    python benchmarks/season.py --members 20000 --nights 80

A benchmark, not a test. It prints:
- the type-ahead: folding the member list once (``MemberIndex``), then the median time of one key's ranking
  (accents and case folded, ids, nicknames, word starts) against a plain lower-case substring scan of the names;
- the standings: one reading of the season (every night folded, ranked by the club's formula) in the caller, and
  what the big screen's call costs now that the reading runs aside (``StandingsPanel``).
"""

from __future__ import annotations

import argparse
import functools
import random
import statistics
import tempfile
import time
from pathlib import Path

from floor.clubs.members import Member, MemberIndex
from floor.store.leagues import Leagues, StandingsPanel
from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament.settings import Settings
from floor.usecases import leagues as seasons

NOW = 1_800_000_000.0
FIRST = ["Ștefan", "Maria", "Ion", "Elena", "Andrei", "Olga", "Дмитрий", "Анна", "Radu", "Ioana", "Mihai", "Sofia"]
LAST = ["Ionescu", "Popescu", "Petrov", "Munteanu", "Volkova", "Орлов", "Rusu", "Dumitru", "Stan", "Costa"]
TYPED = ["s", "st", "ste", "stef", "stefan i", "F04"]


def members(count: int) -> list[Member]:
    rng = random.Random(7)
    return [Member(f"F{i:04d}", f"{rng.choice(FIRST)} {rng.choice(LAST)}-{i}",
                   rng.choice(["", "", "Fane", "Lucky", "Tiger"])) for i in range(1, count + 1)]


def median_ms(work: object, repeat: int = 30) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        work()  # type: ignore[operator]
        times.append(time.perf_counter() - started)
    return statistics.median(times) * 1000


def type_ahead(count: int) -> None:
    listed = members(count)
    built = median_ms(lambda: MemberIndex(listed), repeat=5)
    index = MemberIndex(listed)  # (as the desk keeps it: read and folded once per name typed, not per key)
    print(f"Type-ahead over {count:,} members: the list folded once per name {built:.1f} ms; one key's ranking, "
          f"median ms (ratio to a bare substring scan)")
    for typed in TYPED:
        ours = median_ms(lambda typed=typed: index.found(typed))
        bare = median_ms(lambda typed=typed: [m for m in listed if typed.lower() in m.name.lower()][:12])
        print(f"  {typed!r:>12}: {ours:7.2f} ms  (bare {bare:6.2f} ms, {ours / bare:4.1f}x)")


def season(nights: int, players: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        store = Store(Path(folder) / "club.db")
        leagues = Leagues(store)
        rng = random.Random(3)
        last = 0
        for night in range(nights):
            tid = store.create(Settings(f"Night {night + 1}", buy_in=100, starting_stack=1000), now=NOW, author="A")
            chosen = rng.sample(range(1, players * 2), players)
            store.act_all(tid, [functools.partial(P.register, name=f"Player {m}", member_id=f"C{m}", now=NOW,
                                                  author="A", level=1) for m in chosen])
            store.act_all(tid, [functools.partial(P.eliminate, refs=[out], by=[1], now=NOW, author="A")
                                for out in range(players, 1, -1)])
            seasons.set_season(leagues, "Club", "2026", points="10*(sqrt(n)/sqrt(r)) + hits*10", best_of=10,
                               count=[tid])
            last = tid
        store.close()
        store = Store(Path(folder) / "club.db")
        cold = time.perf_counter()
        rows = StandingsPanel(store, last, time.time, background=False)()
        cold_ms = (time.perf_counter() - cold) * 1000
        warm_ms = median_ms(lambda: StandingsPanel(store, last, time.time, background=False)(), repeat=5)
        panel = StandingsPanel(store, last, time.time)
        started = time.perf_counter()
        panel()
        call_ms = (time.perf_counter() - started) * 1000
        panel.wait()
        kept_ms = median_ms(panel, repeat=1000)
        store.close()
    print(f"Standings of a season of {nights} nights of {players} players ({len(rows)} in the table):")
    print(f"  read in the caller: {cold_ms:7.1f} ms the first time, {warm_ms:7.1f} ms after (every night folded)")
    print(f"  the screen's call with the reading aside: {call_ms:.3f} ms when a reading starts, "
          f"{kept_ms * 1000:.1f} µs between readings ({warm_ms / max(call_ms, 1e-6):,.0f}x less than reading)")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--members", type=int, default=5_000)
    parser.add_argument("--nights", type=int, default=40)
    parser.add_argument("--players", type=int, default=60)
    args = parser.parse_args()
    type_ahead(args.members)
    season(args.nights, args.players)


if __name__ == "__main__":
    main()
