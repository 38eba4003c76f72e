"""Every five-card hand of each deck falls into the published category counts.

The 52-card counts are the published ones. The 36- and 32-card counts follow from the
same reasoning with r ranks (9 or 8) and s straights (6: A-6-7-8-9 up to 10-A, or 5:
A-7-8-9-10 up to 10-A), four suits:

    straight flush   4 s (of which 4 royal)
    four of a kind   r (4r - 4)
    full house       r C(4,3) (r-1) C(4,2)              = 24 r (r-1)
    flush            4 (C(r,5) - s)
    straight         s (4^5 - 4)
    three of a kind  r 4 C(r-1,2) 4^2
    two pair         C(r,2) C(4,2)^2 (r-2) 4
    pair             r C(4,2) C(r-1,3) 4^3
    high card        (C(r,5) - s)(4^5 - 4)

36 cards (r=9, s=6): 24, 288, 1728, 480, 6120, 16128, 36288, 193536, 122400 (sum 376,992 = C(36,5)).
32 cards (r=8, s=5): 20, 224, 1344, 204, 5100, 10752, 24192, 107520, 52020 (sum 201,376 = C(32,5)).
Distinct values: 52 cards 7,462; 36 cards 1,404 (6+72+72+120+6+252+252+504+120);
32 cards 840 (5+56+56+51+5+168+168+280+51).
"""

from collections import Counter
from itertools import combinations
from math import comb

import pytest

from floor.core import Deck
from floor.core.evaluator import evaluator
from floor.core.ranking import DECK32, SHORTDECK, STANDARD, STRAIGHT_FLUSH, Ruleset

PUBLISHED_52 = {
    "straight-flush": 40, "four-of-a-kind": 624, "full-house": 3744, "flush": 5108, "straight": 10200,
    "three-of-a-kind": 54912, "two-pair": 123552, "pair": 1098240, "high-card": 1302540,
}


def derived(r: int, s: int) -> dict[str, int]:
    """The counts of the module docstring, for r ranks and s straights."""
    return {
        "straight-flush": 4 * s, "four-of-a-kind": r * (4 * r - 4), "full-house": 24 * r * (r - 1),
        "flush": 4 * (comb(r, 5) - s), "straight": s * (4**5 - 4), "three-of-a-kind": r * 4 * comb(r - 1, 2) * 16,
        "two-pair": comb(r, 2) * 36 * (r - 2) * 4, "pair": r * 6 * comb(r - 1, 3) * 64,
        "high-card": (comb(r, 5) - s) * (4**5 - 4),
    }


def enumerate_deck(size: int, rules: Ruleset) -> tuple[Counter[str], int, int]:
    """(hands per category, distinct values, royal flushes) over every five cards of the deck."""
    codes = [c.code for c in Deck(size).naturals()]
    values = Counter(map(evaluator(rules), combinations(codes, 5)))
    categories: Counter[str] = Counter()
    for value, n in values.items():
        categories[rules.decode(value)[0]] += n
    royal = sum(n for v, n in values.items() if rules.decode(v) == (STRAIGHT_FLUSH, (14,)))
    return categories, len(values), royal


def test_derived_formula_reproduces_the_published_52_card_counts() -> None:
    """The docstring's formulas give the published 52-card table (r=13, s=10): they can be trusted for 36 and 32."""
    assert derived(13, 10) == PUBLISHED_52


@pytest.mark.slow
@pytest.mark.parametrize(
    ("size", "rules", "expected", "distinct"),
    [(52, STANDARD, PUBLISHED_52, 7462), (36, SHORTDECK, derived(9, 6), 1404), (32, DECK32, derived(8, 5), 840)],
    ids=["52-cards", "36-cards", "32-cards"],
)
def test_every_five_card_hand_falls_into_its_category(size: int, rules: Ruleset, expected: dict, distinct: int) -> None:
    """All C(n,5) hands: category counts, 4 royal flushes, and the number of distinct values."""
    categories, values, royal = enumerate_deck(size, rules)
    assert dict(categories) == expected
    assert sum(categories.values()) == comb(size, 5)
    assert royal == 4
    assert values == distinct
