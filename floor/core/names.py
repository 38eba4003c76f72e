"""Names of hands, from a category id and its significant ranks, in English, Russian or Romanian.

The core keeps ids and ranks; this is the one place that turns them into words (the edges pass the
language). The Russian and Romanian use the rule sheets' own terms (seeds 000-002: каре, фулл-хаус,
стрит-флеш, флеш-рояль; careu, full house, chintă de culoare, chintă regală), and the Russian rank
letters Т К Д В the dealers type.

>>> hand_name("high", "full-house", (13, 2))
'Full house, kings full of twos'
>>> hand_name("ace-to-five", "high-card", (8, 6, 4, 2, 1))
'8-6-4-2-A low'
>>> hand_name("deuce-to-seven", "high-card", (7, 5, 4, 3, 2))
'7-5-4-3-2'
>>> hand_name("high", "full-house", (13, 2), "ru")
'Фулл-хаус из королей и двоек'
>>> hand_name("high", "pair", (14,), "ro")
'O pereche de A'
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


# Russian: each rank's nominative and genitive, singular and plural ({n0} туз, {g0} туза, {np0} тузы, {gp0} тузов).
_RU_FORMS = {
    14: ("туз", "туза", "тузы", "тузов"), 13: ("король", "короля", "короли", "королей"),
    12: ("дама", "дамы", "дамы", "дам"), 11: ("валет", "валета", "валеты", "валетов"),
    10: ("десятка", "десятки", "десятки", "десяток"), 9: ("девятка", "девятки", "девятки", "девяток"),
    8: ("восьмёрка", "восьмёрки", "восьмёрки", "восьмёрок"), 7: ("семёрка", "семёрки", "семёрки", "семёрок"),
    6: ("шестёрка", "шестёрки", "шестёрки", "шестёрок"), 5: ("пятёрка", "пятёрки", "пятёрки", "пятёрок"),
    4: ("четвёрка", "четвёрки", "четвёрки", "четвёрок"), 3: ("тройка", "тройки", "тройки", "троек"),
    2: ("двойка", "двойки", "двойки", "двоек"),
}
_RU_FORMS[1] = _RU_FORMS[14]
_RU_SHORT = {**_SHORT, 1: "Т", 14: "Т", 13: "К", 12: "Д", 11: "В"}
_RU_TEMPLATES = {
    "five-of-a-kind": "Покер из пяти {gp0}",
    "straight-flush": "Стрит-флеш до {g0}",
    "four-of-a-kind": "Каре {gp0}",
    "full-house": "Фулл-хаус из {gp0} и {gp1}",
    "flush": "Флеш, старшая карта — {n0}",
    "straight": "Стрит до {g0}",
    "three-of-a-kind": "Тройка {gp0}",
    "two-pair": "Две пары: {np0} и {np1}",
    "pair": "Пара {gp0}",
    "high-card": "Старшая карта — {n0}",
}
# Romanian: the sheet's names (seed 000), the ranks as the cards show them ({s0}: A, K, Q, J, 10 ... 2).
_RO_TEMPLATES = {
    "five-of-a-kind": "Cinci de același fel: {s0}",
    "straight-flush": "Chintă de culoare până la {s0}",
    "four-of-a-kind": "Careu de {s0}",
    "full-house": "Full house: {s0} și {s1}",
    "flush": "Culoare, cea mai mare carte {s0}",
    "straight": "Chintă până la {s0}",
    "three-of-a-kind": "3 de același fel: {s0}",
    "two-pair": "2 perechi: {s0} și {s1}",
    "pair": "O pereche de {s0}",
    "high-card": "Cea mai mare carte: {s0}",
}
_ROYAL = {"en": "Royal flush", "ru": "Флеш-рояль", "ro": "Chintă regală"}
_LOW = {"en": "{cards} low", "ru": "{cards}, лоу", "ro": "{cards} low"}


def _dashed(ranks: Sequence[int], short: dict[int, str] = _SHORT) -> str:
    return "-".join(short[r] for r in ranks)


def hand_name(kind: str, category: str, ranks: Sequence[int], language: str = "en") -> str:
    """Name a hand for people: "Royal flush", "Two pair, aces and eights", "8-6-4-2-A low" (or in Russian or
    Romanian: ``language`` "ru" or "ro"; any other is English)."""
    language = language if language in _ROYAL else "en"
    short = _RU_SHORT if language == "ru" else _SHORT
    if kind == "ace-to-five" and category == "high-card":
        return _LOW[language].format(cards=_dashed(ranks, short))
    if kind == "deuce-to-seven" and category == "high-card":
        return _dashed(ranks, short)
    if category == "straight-flush" and ranks[0] == 14:
        return _ROYAL[language]
    if language == "ru":
        forms = {f"{key}{i}": _RU_FORMS[r][n] for i, r in enumerate(ranks)
                 for n, key in enumerate(("n", "g", "np", "gp"))}
        return _RU_TEMPLATES[category].format(**forms)
    if language == "ro":
        return _RO_TEMPLATES[category].format(**{f"s{i}": _SHORT[r] for i, r in enumerate(ranks)})
    words = {f"w{i}": _WORDS[r] for i, r in enumerate(ranks)}
    plurals = {f"p{i}": _PLURALS[r] for i, r in enumerate(ranks)}
    return _TEMPLATES[category].format(**words, **plurals)
