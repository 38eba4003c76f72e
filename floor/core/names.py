"""English names of hands, from a category id and its significant ranks.

The core keeps ids and ranks; this is the one place that turns them into words, so
a translation (issue 9) replaces this module's tables, not the evaluator.

>>> hand_name("high", "full-house", (13, 2))
'Full house, kings full of twos'
>>> hand_name("ace-to-five", "high-card", (8, 6, 4, 2, 1))
'8-6-4-2-A low'
>>> hand_name("deuce-to-seven", "high-card", (7, 5, 4, 3, 2))
'7-5-4-3-2'
"""

from __future__ import annotations

from collections.abc import Sequence

_WORDS = {1: "ace", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
          8: "eight", 9: "nine", 10: "ten", 11: "jack", 12: "queen", 13: "king", 14: "ace"}
_PLURALS = {**{r: w + "s" for r, w in _WORDS.items()}, 6: "sixes"}
_SHORT = {1: "A", 10: "10", 11: "J", 12: "Q", 13: "K", 14: "A", **{r: str(r) for r in range(2, 10)}}


def _word(rank: int) -> str:
    return _WORDS[rank]


def _plural(rank: int) -> str:
    return _PLURALS[rank]


def _dashed(ranks: Sequence[int]) -> str:
    return "-".join(_SHORT[r] for r in ranks)


def hand_name(kind: str, category: str, ranks: Sequence[int]) -> str:
    """Name a hand for people: "Royal flush", "Two pair, aces and eights", "8-6-4-2-A low"."""
    if kind == "ace-to-five" and category == "high-card":
        return f"{_dashed(ranks)} low"
    if kind == "deuce-to-seven" and category == "high-card":
        return _dashed(ranks)
    r = list(ranks)
    if category == "five-of-a-kind":
        return f"Five of a kind, {_plural(r[0])}"
    if category == "straight-flush":
        return "Royal flush" if r[0] == 14 else f"Straight flush, {_word(r[0])} high"
    if category == "four-of-a-kind":
        return f"Four of a kind, {_plural(r[0])}"
    if category == "full-house":
        return f"Full house, {_plural(r[0])} full of {_plural(r[1])}"
    if category == "flush":
        return f"Flush, {_word(r[0])} high"
    if category == "straight":
        return f"Straight, {_word(r[0])} high"
    if category == "three-of-a-kind":
        return f"Three of a kind, {_plural(r[0])}"
    if category == "two-pair":
        return f"Two pair, {_plural(r[0])} and {_plural(r[1])}"
    if category == "pair":
        return f"Pair of {_plural(r[0])}"
    return f"High card, {_word(r[0])}"
