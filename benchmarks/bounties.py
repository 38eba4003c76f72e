"""What bounties cost the fold: a whole tournament's log replayed, and one action after another, with a knockout,
a progressive-knockout and a mystery bounty against the same tournament without bounties, in the same run.

    python benchmarks/bounties.py                  # 10,000 entries
    python benchmarks/bounties.py --entries 2000

A benchmark, not a test: it prints the best of three replays and the median and p99 of one action's fold (every
registration and bust through ``state.after``, as the store folds an action), and the ratio to no bounties.
"""

from __future__ import annotations

import argparse
import statistics
import time

from floor.tournament import envelopes
from floor.tournament import players as P
from floor.tournament.bounties import BountyRule
from floor.tournament.events import Event
from floor.tournament.records import Created
from floor.tournament.settings import Settings
from floor.tournament.state import replay

NOW = 1_800_000_000.0


def night(rule: BountyRule | None, entries: int) -> tuple[list[Event], list[float]]:
    """A field registered, then busted one by one by the last player (a mystery's envelopes drawn); the log, and
    each action's fold time."""
    log = [Event(Created.of(Settings("B", buy_in=100, starting_stack=100, bounty=rule)), NOW, "A", 1)]
    state = replay(1, log)
    times: list[float] = []

    def act(make: object) -> None:
        nonlocal state
        event = make(state).numbered(len(log) + 1)  # type: ignore[operator]
        started = time.perf_counter()
        state = state.after(event)
        times.append(time.perf_counter() - started)
        log.append(event)

    for i in range(entries):
        act(lambda s, i=i: P.register(s, f"P{i}", now=NOW, author="A", level=1))
    for i in range(1, entries):
        act(lambda s, i=i: P.eliminate(s, [i], by=[entries], now=NOW, author="A"))
        if state.bounties is not None and state.bounties.waiting and state.bounties.envelopes_left:
            act(lambda s: envelopes.draw(s, position=0, now=NOW, author="A"))
    return log, times


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--entries", type=int, default=10_000)
    entries = parser.parse_args().entries
    rules: dict[str, BountyRule | None] = {
        "none": None, "knockout": BountyRule("knockout", 40), "progressive": BountyRule("progressive", 40, unit=5),
        "mystery": BountyRule("mystery", 40, envelopes=tuple([400] * (entries // 2)), from_players=entries // 2)}
    base: tuple[float, float] | None = None
    print(f"{entries:,} entries: replay (best of 3), one action's fold median / p99, ratio to no bounties")
    for name, rule in rules.items():
        log, times = night(rule, entries)
        best = min(_timed(lambda log=log: replay(1, log)) for _ in range(3))
        median, p99 = statistics.median(times), sorted(times)[int(len(times) * 0.99)]
        base = base or (best, median)
        print(f"{name:>12}: replay {best * 1000:7.1f} ms ({best / base[0]:.2f}x)   action {median * 1e3:.3f} / "
              f"{p99 * 1e3:.3f} ms ({median / base[1]:.2f}x)")


def _timed(run: object) -> float:
    started = time.perf_counter()
    run()  # type: ignore[operator]
    return time.perf_counter() - started


if __name__ == "__main__":
    main()
