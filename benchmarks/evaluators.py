"""Evaluations per second of Floor's hand evaluators against treys and pokerkit, in pure Python.

Run from the repository root (Floor, treys and pokerkit installed)::

    python benchmarks/evaluators.py                 # defaults: --hands 20000 --repeat 5 --seed 2024
    python benchmarks/evaluators.py --hands 5000    # quicker, noisier

It is a benchmark, not a test: it asserts nothing about speed, it prints.

What is timed, for each hand size (5 cards; hold'em's 2 hole + 5 board; Omaha's 4 hole + 5 board,
exactly two hole and three board cards):

* Floor: ``evaluator(STANDARD)(codes)`` and ``omaha_evaluator(STANDARD)(hole, board)`` on the
  integer ``Card.code`` of each card; and, as extra lines, the public ``hand_value(game, hole, board)``
  on tuples of ``Card`` objects (it also checks the cards, picks the five cards and names the hand, for the
  dealer screen), and ``best_high(game, hole, board)``, what the showdown calls (the cards checked once for
  every seat). The 5-card group's are five-card draw's (``draw5``); beside them, what making the ``HandValue``
  they return costs alone (a frozen dataclass's constructor, no look-up, no check): Python's floor for such a call.
* treys: ``Evaluator._five`` (5 cards) and ``Evaluator._seven`` (7 cards) on treys' card integers,
  its fastest paths; ``Evaluator.evaluate(hole, board)`` as an extra line. treys 0.1.8 ships a
  ``PLOEvaluator`` (an extra line), but the Omaha baseline is a tight hand-written minimum of the
  sixty two-plus-three ``_five`` calls, which is faster than it.
* pokerkit: ``StandardHighHand.from_game`` (5 and 7 cards) and ``OmahaHoldemHand.from_game`` on
  pre-parsed pokerkit ``Card`` objects. pokerkit caches nothing: its lookup tables are built when
  ``pokerkit`` is imported, ``from_game`` builds a ``Hand`` per five-card combination and every
  comparison of two hands looks both up again. It is slow, so it is timed on fewer hands.

Every library gets the same seeded random deals, converted to its own card representation before any
timing. Each line is first run three times over a separate warm-up set of deals: the first pass
minus the faster of the other two is its "first use" cost (Floor fills its lookup tables lazily, and
builds the Omaha table when ``omaha_evaluator(STANDARD)`` is called, which is timed on its own;
treys and pokerkit build their tables up front, shown on the "one-time" line). The faster pass cuts
the line's timed work into blocks of about 0.02 s: several passes over the whole timed set for a
fast line, slices of the timed set for a slow one, so that every library's blocks are alike in
length and meet the machine's noise alike. Then ``--repeat`` rounds time every block of every line
in turn with the garbage collector off (as ``timeit`` does); each block keeps its best round, and a
line's time is the sum of its blocks' bests.

Figures: ``deals`` is the timed set, ``blocks`` and ``passes`` how it was cut; ``best s`` the sum
of the blocks' best times; ``evals/s`` hands evaluated per second by that (one Omaha evaluation is
the best of its sixty fives); ``us/eval`` its inverse; ``slowest`` how much slower the slowest whole
round was (Floor's first round still fills the table entries the warm-up set did not reach; the
rest is the machine's noise). Ratios are Floor's evals/s over the other library's on its main line;
the goals are 5-card >= 1x treys, 7-card >= 3x treys and Omaha >= 5x treys. A sample of hand pairs
checks, untimed, that all the evaluators agree on which of two hands wins, so the work timed is the
same.
"""

from __future__ import annotations

import argparse
import gc
import math
import os
import platform
import random
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from importlib.metadata import version
from itertools import combinations
from time import perf_counter
from typing import Any, TypeVar

from pokerkit import Card as PokerkitCard
from pokerkit import OmahaHoldemHand, StandardHighHand, StandardLookup
from treys import Card as TreysCard
from treys import Evaluator, PLOEvaluator

from floor.core import hand_value
from floor.core.cards import Card, Suit, card
from floor.core.evaluator import evaluator, omaha_evaluator, value_tables
from floor.core.games import get_game
from floor.core.hands import HandValue, best_high
from floor.core.ranking import STANDARD

T = TypeVar("T")
U = TypeVar("U")

TARGET_SECONDS = 0.02  # about how long one timed block lasts
SLOW_DIVISOR = 10  # hand_value and treys' PLOEvaluator: timed on hands // 10 deals
POKERKIT_DIVISOR = 50  # pokerkit: timed on hands // 50 deals
MIN_SLOW_HANDS = 100
AGREEMENT_PAIRS = 300  # hand pairs per size for the untimed agreement check
GOALS = {"5-card": 1.0, "7-card": 3.0, "Omaha": 5.0}  # Floor / treys, pure Python

DECK: tuple[Card, ...] = tuple(card(rank, suit) for rank in range(2, 15) for suit in Suit)
HOLDEM, OMAHA, DRAW5 = get_game("holdem"), get_game("omaha"), get_game("draw5")
TREYS: dict[Card, int] = {c: TreysCard.new(str(c)) for c in DECK}
POKERKIT: dict[Card, PokerkitCard] = {c: next(PokerkitCard.parse(str(c))) for c in DECK}

Deal = tuple[Card, ...]
Timer = Callable[[int], float]  # passes -> seconds


def deals(seed: int, purpose: str, size: int, count: int) -> list[Deal]:
    """``count`` random deals of ``size`` distinct cards, reproducible from the seed and purpose."""
    rng = random.Random(f"{seed}/{purpose}/{size}")
    return [tuple(rng.sample(DECK, size)) for _ in range(count)]


def codes(cards: Sequence[Card]) -> tuple[int, ...]:
    return tuple(c.code for c in cards)


def treys_ints(cards: Sequence[Card]) -> tuple[int, ...]:
    return tuple(TREYS[c] for c in cards)


def pokerkit_cards(cards: Sequence[Card]) -> tuple[PokerkitCard, ...]:
    return tuple(POKERKIT[c] for c in cards)


def unary(fn: Callable[[T], object], items: Sequence[T]) -> Timer:
    """A timer of ``passes`` passes of ``fn(item)`` over ``items``."""

    def run(passes: int) -> float:
        f = fn
        start = perf_counter()
        for _ in range(passes):
            for item in items:
                f(item)
        return perf_counter() - start

    return run


def binary(fn: Callable[[T, U], object], items: Sequence[tuple[T, U]]) -> Timer:
    """A timer of ``passes`` passes of ``fn(hole, board)`` over ``items``."""

    def run(passes: int) -> float:
        f = fn
        start = perf_counter()
        for _ in range(passes):
            for hole, board in items:
                f(hole, board)
        return perf_counter() - start

    return run


def without_gc(timer: Timer, passes: int) -> float:
    """Run a timer with the garbage collector off, as ``timeit`` does."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        return timer(passes)
    finally:
        if enabled:
            gc.enable()


def treys_omaha(ev: Evaluator) -> Callable[[Sequence[int], Sequence[int]], int]:
    """Omaha as a treys user writes it: the best (lowest) of the sixty two-plus-three ``_five`` values.

    Tighter than treys' own ``PLOEvaluator``, which builds a list per five; timed as the baseline.
    """
    five = ev._five

    def evaluate(hole: Sequence[int], board: Sequence[int]) -> int:
        triples = list(combinations(board, 3))
        best: int = min([five((a, b, x, y, z)) for a, b in combinations(hole, 2) for x, y, z in triples])
        return best

    return evaluate


@dataclass
class Line:
    """One timed line of the table."""

    group: str
    label: str
    library: str  # "floor", "treys" or "pokerkit" on the lines the ratios use; "" on extra lines
    hands: int
    make: Callable[[list[Deal]], Timer]
    deals: list[Deal]  # the timed set
    warm: Timer
    passes: int = 1
    blocks: list[Timer] = field(default_factory=list)
    first_use: float = 0.0
    times: list[list[float]] = field(default_factory=list)  # one list of block times per round

    def cut(self, steady: float) -> None:
        """Blocks of about TARGET_SECONDS: whole passes of a fast line, slices of a slow line's deals."""
        if steady < TARGET_SECONDS:
            self.passes = math.ceil(TARGET_SECONDS / steady)
            self.blocks = [self.make(self.deals)]
        else:
            count = min(len(self.deals), round(steady / TARGET_SECONDS))
            size = math.ceil(len(self.deals) / count)
            self.blocks = [self.make(self.deals[i:i + size]) for i in range(0, len(self.deals), size)]

    @property
    def best(self) -> float:
        """Seconds for the whole timed set: the sum of each block's best time over the rounds."""
        total: float = sum(min(rounds) for rounds in zip(*self.times, strict=True))
        return total

    @property
    def worst(self) -> float:
        return max(map(sum, self.times))

    @property
    def rate(self) -> float:
        return self.hands * self.passes / self.best


@dataclass
class Libraries:
    """The evaluators under test but Floor's Omaha one, built once."""

    best: Callable[[Sequence[int]], int]
    treys: Evaluator
    plo: PLOEvaluator
    treys_omaha: Callable[[Sequence[int], Sequence[int]], int]


class Lines:
    """Builds the lines, each with its timed and warm-up deals converted to its library's cards up front."""

    def __init__(self, hands: int, seed: int) -> None:
        self.hands = hands
        self.seed = seed
        self.slow = min(hands, max(MIN_SLOW_HANDS, hands // SLOW_DIVISOR))
        self.pokerkit = min(hands, max(MIN_SLOW_HANDS, hands // POKERKIT_DIVISOR))
        self.lines: list[Line] = []
        self._dealt: dict[tuple[str, int], list[Deal]] = {}

    def _deals(self, purpose: str, size: int) -> list[Deal]:
        if (purpose, size) not in self._dealt:
            self._dealt[purpose, size] = deals(self.seed, purpose, size, self.hands)
        return self._dealt[purpose, size]

    def add(self, group: str, label: str, library: str, count: int, size: int,
            make: Callable[[list[Deal]], Timer]) -> Line:
        timed = self._deals("timed", size)[:count]
        line = Line(group, label, library, len(timed), make, timed, make(self._deals("warm-up", size)[:count]))
        self.lines.append(line)
        return line


def split(hole: int, convert: Callable[[Sequence[Card]], T]) -> Callable[[list[Deal]], list[tuple[T, T]]]:
    """Deals -> (hole, board) pairs, each side converted."""
    return lambda ds: [(convert(d[:hole]), convert(d[hole:])) for d in ds]


def treys_lists(cards: Sequence[Card]) -> list[int]:
    return list(treys_ints(cards))


def holdem_lines(b: Lines, libs: Libraries) -> list[Line]:
    """The 5-card and 7-card lines."""
    n, slow, pk = b.hands, b.slow, b.pokerkit
    g = "5-card"
    made = [
        b.add(g, "Floor  evaluator(STANDARD)(codes)", "floor", n, 5,
              lambda ds: unary(libs.best, [codes(d) for d in ds])),
        b.add(g, "Floor  hand_value('draw5', cards)", "", slow, 5,
              lambda ds: unary(partial(hand_value, "draw5"), [tuple(d) for d in ds])),
        b.add(g, "Floor  best_high(draw5, cards) (the showdown's)", "", slow, 5,
              lambda ds: unary(partial(best_high, DRAW5), [tuple(d) for d in ds])),
        b.add(g, "Python  HandValue(...) alone: the result, no look-up", "", n, 5,
              lambda ds: unary(partial(HandValue, 0, "high-card", (14,)), [tuple(d) for d in ds])),
        b.add(g, "treys  Evaluator._five(ints)", "treys", n, 5,
              lambda ds: unary(libs.treys._five, [treys_ints(d) for d in ds])),
        b.add(g, "treys  Evaluator.evaluate(cards, [])", "", n, 5,
              lambda ds: binary(libs.treys.evaluate, [(treys_lists(d), []) for d in ds])),
        b.add(g, "pokerkit  StandardHighHand.from_game(cards)", "pokerkit", pk, 5,
              lambda ds: unary(StandardHighHand.from_game, [pokerkit_cards(d) for d in ds])),
    ]
    g = "7-card"
    made += [
        b.add(g, "Floor  evaluator(STANDARD)(codes)", "floor", n, 7,
              lambda ds: unary(libs.best, [codes(d) for d in ds])),
        b.add(g, "Floor  hand_value('holdem', hole, board)", "", slow, 7,
              lambda ds: binary(partial(hand_value, "holdem"), split(2, tuple)(ds))),
        b.add(g, "Floor  best_high(holdem, hole, board) (the showdown's)", "", slow, 7,
              lambda ds: binary(partial(best_high, HOLDEM), split(2, tuple)(ds))),
        b.add(g, "treys  Evaluator._seven(ints)", "treys", n, 7,
              lambda ds: unary(libs.treys._seven, [treys_ints(d) for d in ds])),
        b.add(g, "treys  Evaluator.evaluate(hole, board)", "", n, 7,
              lambda ds: binary(libs.treys.evaluate, split(2, treys_lists)(ds))),
        b.add(g, "pokerkit  StandardHighHand.from_game(hole, board)", "pokerkit", pk, 7,
              lambda ds: binary(StandardHighHand.from_game, split(2, pokerkit_cards)(ds))),
    ]
    return made


def omaha_lines(b: Lines, libs: Libraries, omaha: Callable[[Sequence[int], Sequence[int]], int]) -> list[Line]:
    """The Omaha lines (4 hole + 5 board, exactly two plus three)."""
    n, slow, pk = b.hands, b.slow, b.pokerkit
    g = "Omaha"
    return [
        b.add(g, "Floor  omaha_evaluator(STANDARD)(hole, board)", "floor", n, 9,
              lambda ds: binary(omaha, split(4, codes)(ds))),
        b.add(g, "Floor  hand_value('omaha', hole, board)", "", slow, 9,
              lambda ds: binary(partial(hand_value, "omaha"), split(4, tuple)(ds))),
        b.add(g, "Floor  best_high(omaha, hole, board) (the showdown's)", "", slow, 9,
              lambda ds: binary(partial(best_high, OMAHA), split(4, tuple)(ds))),
        b.add(g, "treys  min of 60 Evaluator._five", "treys", n, 9,
              lambda ds: binary(libs.treys_omaha, split(4, treys_ints)(ds))),
        b.add(g, "treys  PLOEvaluator.evaluate(hole, board)", "", slow, 9,
              lambda ds: binary(libs.plo.evaluate, split(4, treys_lists)(ds))),
        b.add(g, "pokerkit  OmahaHoldemHand.from_game(hole, board)", "pokerkit", pk, 9,
              lambda ds: binary(OmahaHoldemHand.from_game, split(4, pokerkit_cards)(ds))),
    ]


def table_sizes() -> tuple[int, int]:
    """Entries in Floor's lazily filled tables: rank multisets, suited rank masks."""
    ranks, flushes = value_tables(STANDARD)
    return len(ranks.values), len(flushes.values)


def warm_up(lines: Sequence[Line]) -> list[str]:
    """Three passes of each line over its warm-up set: its first-use cost and its timing blocks."""
    notes: list[str] = []
    for line in lines:
        before = table_sizes()
        first = without_gc(line.warm, 1)
        second = min(without_gc(line.warm, 1), without_gc(line.warm, 1))
        line.first_use = first - second
        line.cut(second)
        after = table_sizes()
        if line.library == "floor":
            notes.append(
                f"  {line.group:7} first warm-up pass {first:.3f} s, steady pass {second:.3f} s: first-use cost "
                f"{line.first_use:.3f} s (rank table {before[0]} -> {after[0]} entries, "
                f"flush table {before[1]} -> {after[1]})"
            )
    return notes


def measure(lines: Sequence[Line], repeat: int) -> list[tuple[int, int]]:
    """``repeat`` rounds, each timing every block of every line in turn; the Floor table entries each round added."""
    added: list[tuple[int, int]] = []
    for _ in range(repeat):
        before = table_sizes()
        for line in lines:
            line.times.append([without_gc(block, line.passes) for block in line.blocks])
        after = table_sizes()
        added.append((after[0] - before[0], after[1] - before[1]))
    return added


def sign(a: Any, b: Any) -> int:
    """1 if ``a`` is the better hand, -1 if ``b``, 0 for a tie (keys where greater is better)."""
    return int(a > b) - int(a < b)


def agreement(libs: Libraries, omaha: Callable[[Sequence[int], Sequence[int]], int], seed: int) -> list[str]:
    """Untimed: on random pairs of hands, do all evaluators pick the same winner (or tie)?"""
    out: list[str] = []
    rng = random.Random(f"{seed}/agreement")
    holdem_checks: dict[str, Callable[[Deal], Any]] = {
        "Floor": lambda d: libs.best(codes(d)),
        "Floor hand_value": lambda d: hand_value("holdem", d[:2], d[2:]).value,
        "treys _seven": lambda d: -libs.treys._seven(treys_ints(d)),
        "treys evaluate": lambda d: -libs.treys.evaluate(list(treys_ints(d[:2])), list(treys_ints(d[2:]))),
        "pokerkit": lambda d: StandardHighHand.from_game(pokerkit_cards(d[:2]), pokerkit_cards(d[2:])),
    }
    omaha_checks: dict[str, Callable[[Deal], Any]] = {
        "Floor": lambda d: omaha(codes(d[:4]), codes(d[4:])),
        "Floor hand_value": lambda d: hand_value("omaha", d[:4], d[4:]).value,
        "treys 60 x _five": lambda d: -libs.treys_omaha(treys_ints(d[:4]), treys_ints(d[4:])),
        "treys PLOEvaluator": lambda d: -libs.plo.evaluate(list(treys_ints(d[:4])), list(treys_ints(d[4:]))),
        "pokerkit": lambda d: OmahaHoldemHand.from_game(pokerkit_cards(d[:4]), pokerkit_cards(d[4:])),
    }
    five_checks: dict[str, Callable[[Deal], Any]] = {
        "Floor": lambda d: libs.best(codes(d)),
        "treys _five": lambda d: -libs.treys._five(treys_ints(d)),
        "pokerkit": lambda d: StandardHighHand.from_game(pokerkit_cards(d)),
    }
    # (group, checks, hole cards per hand, board cards shared by both hands)
    setups: list[tuple[str, dict[str, Callable[[Deal], Any]], int, int]] = [
        ("5-card", five_checks, 5, 0),
        ("7-card", holdem_checks, 2, 5),
        ("Omaha", omaha_checks, 4, 5),
    ]
    for group, checks, hole, board in setups:
        agree = ties = floor_equal = 0
        example = ""
        for _ in range(AGREEMENT_PAIRS):
            cards = rng.sample(DECK, 2 * hole + board)
            shared = tuple(cards[2 * hole:])
            first, second = tuple(cards[:hole]) + shared, tuple(cards[hole:2 * hole]) + shared
            verdicts = {name: sign(check(first), check(second)) for name, check in checks.items()}
            if len(set(verdicts.values())) == 1:
                agree += 1
                ties += verdicts["Floor"] == 0
            elif not example:
                hands = f"{' '.join(map(str, first))} vs {' '.join(map(str, second))}"
                example = f"    first disagreement: {hands}: {verdicts}"
            if "Floor hand_value" in checks:
                floor_equal += all(checks["Floor"](d) == checks["Floor hand_value"](d) for d in (first, second))
        shape = f"{hole} + {board} shared" if board else "5 cards each"
        line = f"  {group:7} {agree}/{AGREEMENT_PAIRS} pairs ({shape}) agree across {', '.join(checks)} ({ties} ties)"
        if "Floor hand_value" in checks:
            line += f"; hand_value's value equals the fast evaluator's on {floor_equal}/{AGREEMENT_PAIRS} pairs"
        out.append(line)
        if example:
            out.append(example)
    return out


def print_table(lines: Sequence[Line]) -> None:
    header = (f"{'size':7} {'library  call':51} {'deals':>6} {'blocks':>6} {'passes':>6} {'best s':>7} "
              f"{'evals/s':>11} {'us/eval':>9} {'slowest':>8} {'first use':>10}")
    print(header)
    print("-" * len(header))
    group = ""
    for line in lines:
        if group and line.group != group:
            print()
        group = line.group
        spread = line.worst / line.best - 1
        print(f"{line.group:7} {line.label:51} {line.hands:>6} {len(line.blocks):>6} {line.passes:>6} "
              f"{line.best:>7.3f} {line.rate:>11,.0f} {1e6 / line.rate:>9.2f} {spread:>+8.0%} {line.first_use:>+9.3f}s")


def print_ratios(lines: Sequence[Line]) -> None:
    rates = {(line.group, line.library): line.rate for line in lines if line.library}
    extra = {line.group: line.rate for line in lines if line.label.startswith("Floor  hand_value")}
    showdown = {line.group: line.rate for line in lines if line.label.startswith("Floor  best_high")}
    print(f"{'ratios':7} {'Floor/treys':>11} {'goal':>6} {'':8} {'Floor/pokerkit':>14} {'hand_value/treys':>17} "
          f"{'best_high/treys':>16}")
    for group, goal in GOALS.items():
        floor_rate = rates[(group, "floor")]
        vs_treys = floor_rate / rates[(group, "treys")]
        vs_pokerkit = floor_rate / rates[(group, "pokerkit")]
        verdict = "met" if vs_treys >= goal else "NOT met"
        slow = f"{extra[group] / rates[(group, 'treys')]:.2f}x" if group in extra else "-"
        path = f"{showdown[group] / rates[(group, 'treys')]:.2f}x" if group in showdown else "-"
        print(f"{group:7} {vs_treys:>10.2f}x {'>=' + format(goal, 'g') + 'x':>6} {verdict:8} "
              f"{vs_pokerkit:>13.1f}x {slow:>17} {path:>16}")
    print("(5-card: hand_value and best_high are five-card draw's, 'draw5'; best_high is what the showdown calls, "
          "the cards checked once for every seat)")


def cpu_name() -> str:
    """The processor's model name where the platform tells it (Linux's /proc/cpuinfo), else '?'."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            for row in info:
                if row.startswith("model name"):
                    return row.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "?"


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--hands", type=int, default=20000,
                        help="deals per hand size for Floor and treys (pokerkit gets hands // 50, "
                             "hand_value and PLOEvaluator hands // 10); default 20000")
    parser.add_argument("--repeat", type=int, default=5, help="timed repeats; the best counts (default 5)")
    parser.add_argument("--seed", type=int, default=2024, help="seed of the random deals (default 2024)")
    args = parser.parse_args(argv)
    if args.hands < 1 or args.repeat < 1:
        parser.error("--hands and --repeat must be at least 1")
    started = perf_counter()

    print(f"Python {platform.python_version()} ({platform.python_implementation()}, "
          f"{' '.join(sys.version.split()[1:])})")
    print(f"Machine: {platform.platform()}, {platform.machine()}, {cpu_name()}, "
          f"{os.cpu_count()} logical CPUs")
    print(f"floor {version('floor')}, treys {version('treys')}, pokerkit {version('pokerkit')}; "
          f"--hands {args.hands} --repeat {args.repeat} --seed {args.seed}")

    t = perf_counter()
    treys_evaluator = Evaluator()
    treys_build = perf_counter() - t
    t = perf_counter()
    StandardLookup()
    pokerkit_build = perf_counter() - t
    t = perf_counter()
    best = evaluator(STANDARD)
    floor_build = perf_counter() - t
    libs = Libraries(best=best, treys=treys_evaluator, plo=PLOEvaluator(), treys_omaha=treys_omaha(treys_evaluator))
    builder = Lines(args.hands, args.seed)
    lines = holdem_lines(builder, libs)
    floor_notes = [f"  evaluator(STANDARD) itself: {floor_build:.4f} s (its tables start empty)"]
    floor_notes += warm_up(lines)
    # omaha_evaluator(STANDARD) builds the Omaha table when it is called, before any evaluation: built
    # only now, so that the 5-card and 7-card warm-ups above show their own first-use cost.
    before = table_sizes()
    t = perf_counter()
    omaha = omaha_evaluator(STANDARD)
    omaha_build = perf_counter() - t
    after = table_sizes()
    floor_notes.append(f"  omaha_evaluator(STANDARD) itself builds the Omaha table: {omaha_build:.3f} s "
                       f"(rank table {before[0]} -> {after[0]} entries)")
    more = omaha_lines(builder, libs, omaha)
    floor_notes += warm_up(more)
    lines += more

    added = measure(lines, args.repeat)

    print()
    print_table(lines)
    print()
    print_ratios(lines)
    print()
    print("Floor first use (its tables fill lazily; first use = warm-up pass minus steady pass):")
    for note in floor_notes:
        print(note)
    print("  entries added to Floor's tables in each timed round (rank, flush): "
          + ", ".join(f"{r}+{f}" for r, f in added))
    print(f"One-time: treys Evaluator() {treys_build:.3f} s; pokerkit StandardLookup() {pokerkit_build:.3f} s "
          "(built when pokerkit is imported); pokerkit caches nothing per hand")
    print()
    print("Agreement on which hand wins (untimed sample):")
    for note in agreement(libs, omaha, args.seed):
        print(note)
    print()
    print(f"Total run time {perf_counter() - started:.1f} s")


if __name__ == "__main__":
    main()
