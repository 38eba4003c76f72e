"""Fast high-hand values for five to seven cards, and for Omaha's two-plus-three.

Each card's ``code`` (see :class:`floor.core.cards.Card`) adds without carries, so the
sum of a hand's codes is at once its rank multiset and its suit counts. One table
lookup then gives the value: flushes through a table of suited rank masks, everything
else through a table of rank multisets. Those tables fill lazily from the exact
evaluator in :mod:`floor.core.ranking`, so start-up costs nothing. Omaha indexes a
table of lists by the small weight sums of a hole pair and a board triple: list
indexing in C beats sixty dictionary look-ups of freshly made keys.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import chain, combinations, combinations_with_replacement
from operator import itemgetter

from floor.core.cards import B3_WEIGHTS
from floor.core.ranking import Ruleset, best_of_flush, best_of_ranks

SUIT_BITS = 0xFFF
WEIGHT_SHIFT = 12
WEIGHT_BITS = 0x3FFF
RANK_SHIFT = 26
RANK_BIT = {5**i: 1 << i for i in range(13)}  # 5**index -> bit of the rank in a mask

# Suit counts (four three-bit fields) -> the suit that has five or more cards, or -1.
FLUSH_SUIT: tuple[int, ...] = tuple(
    next((s for s in range(4) if (x >> (3 * s)) & 7 >= 5), -1) for x in range(4096)
)


class _Table:
    """A lazily filled value table: a plain dict (the fastest subscript) and how to fill it."""

    def __init__(self, compute: Callable[[int], int]) -> None:
        self.values: dict[int, int] = {}
        self._compute = compute

    def __getitem__(self, key: int) -> int:
        try:
            return self.values[key]
        except KeyError:
            value = self.values[key] = self._compute(key)
            return value


def _ranks_of_key(key: int) -> list[int]:
    """The ranks a base-5 rank multiset key stands for."""
    ranks: list[int] = []
    rank = 2
    while key:
        key, count = divmod(key, 5)
        ranks.extend([rank] * count)
        rank += 1
    return ranks


Evaluate = Callable[[Sequence[int]], int]
EvaluateOmaha = Callable[[Sequence[int], Sequence[int]], int]


@cache
def value_tables(rules: Ruleset) -> tuple[_Table, _Table]:
    """Rank multiset key -> best non-flush value; suited rank mask (bit 0 = deuce) -> flush value."""
    ranks = _Table(lambda key: best_of_ranks(_ranks_of_key(key), rules))
    flushes = _Table(lambda mask: best_of_flush([i + 2 for i in range(13) if mask >> i & 1], rules))
    return ranks, flushes


@cache
def evaluator(rules: Ruleset) -> Evaluate:
    """The best five of five, six or seven natural cards' codes, for one ruleset.

    >>> from floor.core.cards import parse_cards
    >>> from floor.core.ranking import STANDARD
    >>> best = evaluator(STANDARD)
    >>> STANDARD.decode(best([c.code for c in parse_cards("As Ks Qs Js Ts 2d 2c")]))
    ('straight-flush', (14,))
    """
    ranks, flushes = value_tables(rules)
    known = ranks.values
    flush_suit = FLUSH_SUIT
    rank_bit = RANK_BIT

    def evaluate(codes: Sequence[int]) -> int:
        total = sum(codes)
        suit = flush_suit[total & SUIT_BITS]
        if suit < 0:
            try:
                return known[total >> RANK_SHIFT]
            except KeyError:
                return ranks[total >> RANK_SHIFT]
        shift = 3 * suit
        mask = 0
        for c in codes:
            if c >> shift & 7:
                mask |= rank_bit[c >> RANK_SHIFT]
        return max(flushes[mask], ranks[total >> RANK_SHIFT])

    return evaluate


# Suit counts of five board cards -> the suit with three or more (only one can), or -1.
BOARD_FLUSH_SUIT: tuple[int, ...] = tuple(
    next((s for s in range(4) if (x >> (3 * s)) & 7 >= 3), -1) for x in range(4096)
)


@dataclass(frozen=True, slots=True)
class _OmahaTables:
    """Omaha's two-plus-three values, indexed by the small B3 weight sums of the cards.

    ``row_of_pair[pair][column[triple]]`` is the value of a hole pair with a board triple,
    ``pair`` and ``triple`` being the weight sums of their cards. The 91 rows of 455
    values (about 330 KB) are small enough to stay in the processor's cache.
    """

    row_of_pair: list[list[int]]
    column: list[int]


@cache
def omaha_tables(rules: Ruleset) -> _OmahaTables:
    ranks, _ = value_tables(rules)
    triples = list(combinations_with_replacement(range(13), 3))
    column = [0] * (3 * B3_WEIGHTS[-1] + 1)
    for index, (a, b, c) in enumerate(triples):
        column[B3_WEIGHTS[a] + B3_WEIGHTS[b] + B3_WEIGHTS[c]] = index
    powers = [5**i for i in range(13)]
    row_of_pair: list[list[int]] = [[] for _ in range(2 * B3_WEIGHTS[-1] + 1)]
    for i, j in combinations_with_replacement(range(13), 2):
        pair_key = powers[i] + powers[j]
        # Five of one rank cannot be dealt: that cell stays 0 and is never read.
        row_of_pair[B3_WEIGHTS[i] + B3_WEIGHTS[j]] = [
            0 if i == j == a == c else ranks[pair_key + powers[a] + powers[b] + powers[c]] for a, b, c in triples
        ]
    return _OmahaTables(row_of_pair, column)


@cache
def omaha_evaluator(rules: Ruleset) -> EvaluateOmaha:
    """The best hand of exactly two hole cards and exactly three board cards.

    Non-flush hands come from the pair-by-triple table (see :class:`_OmahaTables`): one
    C-level getter per hole pair fetches its ten fives. Only when the board has three
    of a suit and the hole two of it are suited hands looked at. The table is built
    when this is first called (0.1-0.3 s).
    """
    _, flushes = value_tables(rules)
    tables = omaha_tables(rules)
    row_of_pair, column = tables.row_of_pair, tables.column
    flatten = chain.from_iterable
    rank_bit = RANK_BIT
    board_flush_suit = BOARD_FLUSH_SUIT

    def evaluate(hole: Sequence[int], board: Sequence[int]) -> int:
        if len(board) == 5:
            b0, b1, b2, b3, b4 = [c >> WEIGHT_SHIFT & WEIGHT_BITS for c in board]
            triples = itemgetter(
                column[b0 + b1 + b2], column[b0 + b1 + b3], column[b0 + b1 + b4], column[b0 + b2 + b3],
                column[b0 + b2 + b4], column[b0 + b3 + b4], column[b1 + b2 + b3], column[b1 + b2 + b4],
                column[b1 + b3 + b4], column[b2 + b3 + b4])
        else:  # a flop or a turn
            keys = [column[(a + b + c) >> WEIGHT_SHIFT & WEIGHT_BITS] for a, b, c in combinations(board, 3)]
            triples = itemgetter(*keys * 2)  # twice: one key alone would not give a tuple
        if len(hole) == 4:
            h0, h1, h2, h3 = [c >> WEIGHT_SHIFT & WEIGHT_BITS for c in hole]
            rows: Sequence[list[int]] = (row_of_pair[h0 + h1], row_of_pair[h0 + h2], row_of_pair[h0 + h3],
                                         row_of_pair[h1 + h2], row_of_pair[h1 + h3], row_of_pair[h2 + h3])
        else:
            rows = [row_of_pair[(a + b) >> WEIGHT_SHIFT & WEIGHT_BITS] for a, b in combinations(hole, 2)]
        best: int = max(flatten(map(triples, rows)))
        suit = board_flush_suit[sum(board) & SUIT_BITS]
        if suit >= 0 and (sum(hole) >> 3 * suit) & 7 >= 2:
            shift = 3 * suit
            hole_bits = [rank_bit[c >> RANK_SHIFT] for c in hole if c >> shift & 7]
            board_bits = [rank_bit[c >> RANK_SHIFT] for c in board if c >> shift & 7]
            for a, b in combinations(hole_bits, 2):
                for x, y, z in combinations(board_bits, 3):
                    value = flushes[a | b | x | y | z]
                    if value > best:
                        best = value
        return best

    return evaluate
