"""Hand categories, the order each deck ranks them in, and the exact (slow) evaluator.

A hand's strength is one integer: the category's place in the ruleset's order above
bit 20, then up to five significant ranks, four bits each, most significant first.
Greater is better; equal integers are equal hands (suits never count, SR-01).
The fast evaluator (:mod:`floor.core.evaluator`) fills its tables from here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache

from floor.core.cards import ACE

HIGH_CARD = "high-card"
PAIR = "pair"
TWO_PAIR = "two-pair"
THREE_OF_A_KIND = "three-of-a-kind"
STRAIGHT = "straight"
FLUSH = "flush"
FULL_HOUSE = "full-house"
FOUR_OF_A_KIND = "four-of-a-kind"
STRAIGHT_FLUSH = "straight-flush"
FIVE_OF_A_KIND = "five-of-a-kind"

STANDARD_ORDER: tuple[str, ...] = (
    HIGH_CARD, PAIR, TWO_PAIR, THREE_OF_A_KIND, STRAIGHT, FLUSH,
    FULL_HOUSE, FOUR_OF_A_KIND, STRAIGHT_FLUSH, FIVE_OF_A_KIND,
)
CATEGORY_SHIFT = 20


@dataclass(frozen=True, slots=True)
class Ruleset:
    """How one game ranks five cards.

    ``order`` lists the categories weakest first. ``ace_low_straight_top`` is the top
    card of the straight the ace makes below the deck's lowest rank (5 for A-2-3-4-5,
    9 for A-6-7-8-9, 10 for A-7-8-9-10), or None where the ace is only high (2-7 lowball).
    ``ace_value`` is 14, or 1 where the ace is the lowest card (ace-to-five lows).
    ``straights_count`` and ``flushes_count`` are False for ace-to-five lows.
    """

    name: str
    order: tuple[str, ...]
    lowest_rank: int = 2
    ace_low_straight_top: int | None = 5
    straights_count: bool = True
    flushes_count: bool = True

    def straights(self) -> tuple[tuple[int, frozenset[int]], ...]:
        """Every straight as (top card, its five ranks), best first, the ace as 14."""
        return _straights(self)

    def encode(self, category: str, ranks: Sequence[int]) -> int:
        value = self.order.index(category) << CATEGORY_SHIFT
        for i, r in enumerate(ranks):
            value |= r << (4 * (4 - i))
        return value

    def decode(self, value: int) -> tuple[str, tuple[int, ...]]:
        """The category and significant ranks of a value made by :meth:`encode`."""
        category = self.order[value >> CATEGORY_SHIFT]
        ranks = []
        for i in range(5):
            r = (value >> (4 * (4 - i))) & 0xF
            if r:
                ranks.append(r)
        return category, tuple(ranks)


STANDARD = Ruleset("standard", STANDARD_ORDER)
DEUCE_TO_SEVEN = Ruleset("deuce-to-seven", STANDARD_ORDER, ace_low_straight_top=None)
SHORTDECK = Ruleset(
    "shortdeck",
    (HIGH_CARD, PAIR, TWO_PAIR, STRAIGHT, THREE_OF_A_KIND, FULL_HOUSE, FLUSH,
     FOUR_OF_A_KIND, STRAIGHT_FLUSH, FIVE_OF_A_KIND),
    lowest_rank=6, ace_low_straight_top=9,
)
SHORTDECK_STRAIGHT_OVER_TRIPS = Ruleset(
    "shortdeck-straight-over-trips",
    (HIGH_CARD, PAIR, TWO_PAIR, THREE_OF_A_KIND, STRAIGHT, FULL_HOUSE, FLUSH,
     FOUR_OF_A_KIND, STRAIGHT_FLUSH, FIVE_OF_A_KIND),
    lowest_rank=6, ace_low_straight_top=9,
)
DECK36 = Ruleset("deck36", STANDARD_ORDER, lowest_rank=6, ace_low_straight_top=9)
DECK32 = Ruleset(
    "deck32",
    (HIGH_CARD, PAIR, TWO_PAIR, THREE_OF_A_KIND, STRAIGHT, FULL_HOUSE, FLUSH,
     FOUR_OF_A_KIND, STRAIGHT_FLUSH, FIVE_OF_A_KIND),
    lowest_rank=7, ace_low_straight_top=10,
)
# Ace-to-five: the ace is 1, straights and flushes do not count; the value is
# negated by the caller so that the lowest hand is the greatest value.
ACE_TO_FIVE = Ruleset(
    "ace-to-five", STANDARD_ORDER, lowest_rank=1, ace_low_straight_top=None,
    straights_count=False, flushes_count=False,
)


@cache
def _straights(rules: Ruleset) -> tuple[tuple[int, frozenset[int]], ...]:
    if not rules.straights_count:
        return ()
    out = [(top, frozenset(range(top - 4, top + 1))) for top in range(rules.lowest_rank + 4, ACE + 1)]
    if rules.ace_low_straight_top is not None:
        top = rules.ace_low_straight_top
        out.append((top, frozenset(range(top - 3, top + 1)) | {ACE}))
    return tuple(sorted(out, key=lambda s: s[0], reverse=True))


def _top(ranks: Iterable[int], n: int) -> list[int]:
    return sorted(ranks, reverse=True)[:n]


def best_of_ranks(ranks: Sequence[int], rules: Ruleset) -> int:
    """The best five-card value a multiset of ranks makes, flushes aside.

    Works for five or more ranks and for counts above four (a joker makes a fifth).
    Every category the ranks allow is valued and the ruleset's order picks the best,
    so a game where three of a kind beats a straight needs no special case.
    """
    counts = Counter(ranks)
    by_count: dict[int, list[int]] = {}
    for r, c in counts.items():
        for k in range(1, min(c, 5) + 1):
            by_count.setdefault(k, []).append(r)
    for k in by_count:
        by_count[k].sort(reverse=True)
    distinct = by_count[1]
    options: list[int] = []
    if 5 in by_count:
        options.append(rules.encode(FIVE_OF_A_KIND, [by_count[5][0]]))
    if 4 in by_count:
        q = by_count[4][0]
        options.append(rules.encode(FOUR_OF_A_KIND, [q, *_top((r for r in distinct if r != q), 1)]))
    if 3 in by_count:
        t = by_count[3][0]
        pairs = [r for r in by_count.get(2, []) if r != t]
        if pairs:
            options.append(rules.encode(FULL_HOUSE, [t, pairs[0]]))
        options.append(rules.encode(THREE_OF_A_KIND, [t, *_top((r for r in distinct if r != t), 2)]))
    present = set(distinct)
    for top, needed in rules.straights():
        if needed <= present:
            options.append(rules.encode(STRAIGHT, [top]))
            break
    if 2 in by_count:
        pairs = by_count[2]
        if len(pairs) >= 2:
            hi, lo = pairs[0], pairs[1]
            options.append(rules.encode(TWO_PAIR, [hi, lo, *_top((r for r in distinct if r not in (hi, lo)), 1)]))
        p = pairs[0]
        options.append(rules.encode(PAIR, [p, *_top((r for r in distinct if r != p), 3)]))
    options.append(rules.encode(HIGH_CARD, distinct[:5]))
    return max(options)


def best_of_flush(ranks: Iterable[int], rules: Ruleset) -> int:
    """The best value of five or more distinct ranks all of one suit: a straight flush or a flush."""
    present = set(ranks)
    for top, needed in rules.straights():
        if needed <= present:
            return rules.encode(STRAIGHT_FLUSH, [top])
    return rules.encode(FLUSH, _top(present, 5))


