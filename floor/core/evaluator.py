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
from functools import cache
from itertools import combinations, combinations_with_replacement
from operator import itemgetter

from floor.core.cards import B3_WEIGHTS
from floor.core.ranking import Ruleset, best_of_flush, best_of_ranks

SUIT_BITS = 0xFFF
WEIGHT_SHIFT = 12
WEIGHT_BITS = 0x3FFF
RANK_SHIFT = 26
_POW5 = {5**i: i + 2 for i in range(13)}  # 5**index -> rank
_RANK_BIT = {5**i: 1 << i for i in range(13)}  # 5**index -> bit of the rank in a mask

# Suit counts (four three-bit fields) -> the suit that has five or more cards, or -1.
FLUSH_SUIT: tuple[int, ...] = tuple(
    next((s for s in range(4) if (x >> (3 * s)) & 7 >= 5), -1) for x in range(4096)
)


class _RankTable(dict[int, int]):
    """Rank multiset key -> best non-flush value; a missing key is computed once."""

    def __init__(self, rules: Ruleset) -> None:
        super().__init__()
        self.rules = rules

    def __missing__(self, key: int) -> int:
        ranks = []
        rank = 2
        k = key
        while k:
            k, count = divmod(k, 5)
            ranks.extend([rank] * count)
            rank += 1
        value = best_of_ranks(ranks, self.rules)
        self[key] = value
        return value


class _FlushTable(dict[int, int]):
    """Mask of the suited ranks (bit 0 = deuce) -> straight flush or flush value."""

    def __init__(self, rules: Ruleset) -> None:
        super().__init__()
        self.rules = rules

    def __missing__(self, mask: int) -> int:
        value = best_of_flush([i + 2 for i in range(13) if mask >> i & 1], self.rules)
        self[mask] = value
        return value


Evaluate = Callable[[Sequence[int]], int]
EvaluateOmaha = Callable[[Sequence[int], Sequence[int]], int]


@cache
def _tables(rules: Ruleset) -> tuple[_RankTable, _FlushTable]:
    return _RankTable(rules), _FlushTable(rules)


@cache
def evaluator(rules: Ruleset) -> Evaluate:
    """The best five of five, six or seven natural cards' codes, for one ruleset.

    >>> from floor.core.cards import parse_cards
    >>> from floor.core.ranking import STANDARD
    >>> best = evaluator(STANDARD)
    >>> STANDARD.decode(best([c.code for c in parse_cards("As Ks Qs Js Ts 2d 2c")]))
    ('straight-flush', (14,))
    """
    ranks, flushes = _tables(rules)
    flush_suit = FLUSH_SUIT
    rank_bit = _RANK_BIT

    def evaluate(codes: Sequence[int]) -> int:
        total = sum(codes)
        suit = flush_suit[total & SUIT_BITS]
        if suit < 0:
            return ranks[total >> RANK_SHIFT]
        shift = 3 * suit
        mask = 0
        for c in codes:
            if c >> shift & 7:
                mask |= rank_bit[c >> RANK_SHIFT]
        return max(flushes[mask], ranks[total >> RANK_SHIFT])

    return evaluate


# Suit counts of five board cards -> the suit with three or more (only one can), or -1.
_BOARD_FLUSH_SUIT: tuple[int, ...] = tuple(
    next((s for s in range(4) if (x >> (3 * s)) & 7 >= 3), -1) for x in range(4096)
)


@cache
def _omaha_rows(rules: Ruleset) -> list[list[int]]:
    """Hole pair weight sum -> (board triple weight sum -> value of those five ranks)."""
    ranks, _ = _tables(rules)
    pairs = list(combinations_with_replacement(range(13), 2))
    triples = list(combinations_with_replacement(range(13), 3))
    width = sum(B3_WEIGHTS[-1:]) * 3 + 1
    rows: list[list[int]] = [[] for _ in range(2 * B3_WEIGHTS[-1] + 1)]
    for i, j in pairs:
        row = [0] * width
        pair_key = 5**i + 5**j
        for a, b, c in triples:
            if i == j == a == c:  # five of one rank cannot be dealt
                continue
            row[B3_WEIGHTS[a] + B3_WEIGHTS[b] + B3_WEIGHTS[c]] = ranks[pair_key + 5**a + 5**b + 5**c]
        rows[B3_WEIGHTS[i] + B3_WEIGHTS[j]] = row
    return rows


@cache
def omaha_evaluator(rules: Ruleset) -> EvaluateOmaha:
    """The best hand of exactly two hole cards and exactly three board cards.

    The two-plus-three fives are valued as rank multisets from the pair and triple
    tables; only when the board has three of a suit and the hole two of the same are
    suited hands looked at. The table is built on first use (about 0.1 s).
    """
    _, flushes = _tables(rules)
    row_of = _omaha_rows(rules).__getitem__
    rank_bit = _RANK_BIT
    board_flush_suit = _BOARD_FLUSH_SUIT

    def evaluate(hole: Sequence[int], board: Sequence[int]) -> int:
        if len(board) == 5:
            b0, b1, b2, b3, b4 = [c >> WEIGHT_SHIFT & WEIGHT_BITS for c in board]
            triples = itemgetter(b0 + b1 + b2, b0 + b1 + b3, b0 + b1 + b4, b0 + b2 + b3, b0 + b2 + b4,
                                 b0 + b3 + b4, b1 + b2 + b3, b1 + b2 + b4, b1 + b3 + b4, b2 + b3 + b4)
        else:
            keys = [(a + b + c) >> WEIGHT_SHIFT & WEIGHT_BITS for a, b, c in combinations(board, 3)]
            triples = itemgetter(*keys * 2)  # twice: one key alone would not give a tuple
        if len(hole) == 4:
            h0, h1, h2, h3 = [c >> WEIGHT_SHIFT & WEIGHT_BITS for c in hole]
            pairs: Sequence[int] = (h0 + h1, h0 + h2, h0 + h3, h1 + h2, h1 + h3, h2 + h3)
        else:
            pairs = [(a + b) >> WEIGHT_SHIFT & WEIGHT_BITS for a, b in combinations(hole, 2)]
        # Each pair's row gives the values of all its two-plus-three fives in one C call.
        best: int = max(map(max, map(triples, map(row_of, pairs))))
        suit = board_flush_suit[sum(board) & SUIT_BITS]
        if suit >= 0:
            shift = 3 * suit
            hole_bits = [rank_bit[c >> RANK_SHIFT] for c in hole if c >> shift & 7]
            if len(hole_bits) >= 2:
                board_bits = [rank_bit[c >> RANK_SHIFT] for c in board if c >> shift & 7]
                for a, b in combinations(hole_bits, 2):
                    for x, y, z in combinations(board_bits, 3):
                        value = flushes[a | b | x | y | z]
                        if value > best:
                            best = value
        return best

    return evaluate


def rank_of_code(code: int) -> int:
    """The rank (2-14) a single natural card's code stands for."""
    return _POW5[code >> RANK_SHIFT]
