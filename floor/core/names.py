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


# {w0} is the first significant rank as a word ("ace"), {p1} the second in the plural ("twos").
_TEMPLATES = {
    "five-of-a-kind": "Five of a kind, {p0}",
    "straight-flush": "Straight flush, {w0} high",
    "four-of-a-kind": "Four of a kind, {p0}",
    "full-house": "Full house, {p0} full of {p1}",
    "flush": "Flush, {w0} high",
    "straight": "Straight, {w0} high",
    "three-of-a-kind": "Three of a kind, {p0}",
    "two-pair": "Two pair, {p0} and {p1}",
    "pair": "Pair of {p0}",
    "high-card": "High card, {w0}",
}


def _dashed(ranks: Sequence[int]) -> str:
    return "-".join(_SHORT[r] for r in ranks)


def hand_name(kind: str, category: str, ranks: Sequence[int]) -> str:
    """Name a hand for people: "Royal flush", "Two pair, aces and eights", "8-6-4-2-A low"."""
    if kind == "ace-to-five" and category == "high-card":
        return f"{_dashed(ranks)} low"
    if kind == "deuce-to-seven" and category == "high-card":
        return _dashed(ranks)
    if category == "straight-flush" and ranks[0] == 14:
        return "Royal flush"
    words = {f"w{i}": _WORDS[r] for i, r in enumerate(ranks)}
    plurals = {f"p{i}": _PLURALS[r] for i, r in enumerate(ranks)}
    return _TEMPLATES[category].format(**words, **plurals)
