"""Names as each language searches and sorts them, without ICU (standard library only).

:func:`folded` is the search key: "stefan" finds "Ștefănescu", "zoe" finds "Zoë", "ion" finds "Ion", "ё" is "е"
(Unicode NFKD with the marks dropped, a few letters with no decomposition spelled out: ł, ø, ß...). The player
pages' script folds what is typed the same way (``FOLD_JS`` below): both sides must agree, and the tests say so.

:func:`sort_key` orders names as the page's language does (CLDR's rules, reduced to what names need):
English ignores case and accents (an accent only breaks a tie); Romanian has ă after a, â after ă, î after i,
ș after s, ț after t (the cedilla forms ş ţ the same); Russian the Cyrillic order, with ё as е and after it on a
tie, and й a letter of its own after и. The page's own script comes first, then the other one, then the rest.
"""

from __future__ import annotations

import functools
import unicodedata

# Letters NFKD leaves whole that a name typed without them still finds (both sides of the search use this).
SPELLED = {"ł": "l", "ø": "o", "đ": "d", "ð": "d", "ß": "ss", "æ": "ae", "œ": "oe", "ı": "i", "þ": "th",
           "ħ": "h", "ŧ": "t", "ŀ": "l"}
KEPT = frozenset("й")  # a letter of its own, not и with a mark: Андрей is not Андреи

LATIN = "abcdefghijklmnopqrstuvwxyz"
CYRILLIC = "абвгдежзийклмнопрстуфхцчшщъыьэюя"
# Romanian letters that are letters of their own (not a with a mark), in their place in the alphabet.
ROMANIAN = "aăâbcdefghiîjklmnopqrsștțuvwxyz"
_CEDILLA = {"ş": "ș", "ţ": "ț"}  # the look-alikes old keyboards type for ș and ț

# The page's script first: Cyrillic names before Latin ones on a Russian page, after them elsewhere.
_SCRIPTS = {"ru": (CYRILLIC, LATIN)}
_DEFAULT_SCRIPTS = (LATIN, CYRILLIC)


def _is_mark(ch: str) -> bool:
    return unicodedata.category(ch).startswith("M")


@functools.lru_cache(maxsize=1 << 16)  # (every change of a 300-player room sorts and folds the same names again)
def folded(text: str) -> str:
    """The search key of a name: lower case, no accents, ё as е, ș and ş as s.

    >>> folded("Ștefănescu"), folded("Zoë"), folded("Ёлкин"), folded("Łukasz Øster")
    ('stefanescu', 'zoe', 'елкин', 'lukasz oster')
    """
    out: list[str] = []
    for ch in unicodedata.normalize("NFC", text).lower():
        if ch in KEPT:
            out.append(ch)
            continue
        for part in unicodedata.normalize("NFKD", ch):
            if not _is_mark(part):
                part = part.lower()  # ℌ decomposes to H
                out.append(SPELLED.get(part, part))
    return "".join(out)


# The same folding in the page's script (``String.normalize`` and ``\p{M}`` are in every phone browser since 2018).
FOLD_JS = ("var SPELLED=" + "{" + ",".join(f"'{k}':'{v}'" for k, v in SPELLED.items()) + "}"
           + ";function fold(s){var o='';for(var ch of s.normalize('NFC').toLowerCase()){"
             "if(" + "||".join(f"ch==='{k}'" for k in sorted(KEPT)) + "){o+=ch;continue}"
             "for(var p of ch.normalize('NFKD')){if(/\\p{M}/u.test(p))continue;p=p.toLowerCase();"
             "o+=(p in SPELLED?SPELLED[p]:p)}}return o}")

Weights = tuple[tuple[int, int], ...]
SortKey = tuple[Weights, tuple[str, ...], tuple[bool, ...], str]


def _letters(ch: str, language: str) -> list[tuple[str, str]]:
    """One character as (base letter, its marks): the base is what sorts first, the marks break ties. A letter
    the language holds as its own (Romanian ă, Cyrillic й) stays whole."""
    if language == "ro":
        ch = _CEDILLA.get(ch, ch)
        if ch in ROMANIAN:
            return [(ch, "")]
    if ch in KEPT:
        return [(ch, "")]
    parts = unicodedata.normalize("NFKD", ch)
    base = [p for p in parts if not _is_mark(p)]
    marks = "".join(p for p in parts if _is_mark(p))
    spelled = "".join(SPELLED.get(b.lower(), b.lower()) for b in base) or ch
    return [(letter, marks if i == 0 else "") for i, letter in enumerate(spelled)]


def _weight(letter: str, language: str) -> tuple[int, int]:
    """(group, place): spaces and punctuation first, then digits, the page's script, the other script, the rest."""
    if letter.isdigit():
        return 1, ord(letter)
    if not letter.isalpha():
        return 0, ord(letter)
    alphabets = _SCRIPTS.get(language, _DEFAULT_SCRIPTS)
    for group, alphabet in enumerate(alphabets, start=2):
        if language == "ro" and alphabet is LATIN:
            alphabet = ROMANIAN
        place = alphabet.find(letter)
        if place >= 0:
            return group, place
    return 2 + len(alphabets), ord(letter)


@functools.lru_cache(maxsize=1 << 16)
def sort_key(name: str, language: str) -> SortKey:
    """A key that sorts names as ``language`` does: letters first, then accents, then case, then the text itself.

    >>> sorted(["Zoë", "zoe", "Ștefan", "Sorin", "Țurcanu", "Toma"], key=lambda n: sort_key(n, "ro"))
    ['Sorin', 'Ștefan', 'Toma', 'Țurcanu', 'zoe', 'Zoë']
    >>> sorted(["Ёлкин", "Жуков", "Егоров", "Adams"], key=lambda n: sort_key(n, "ru"))
    ['Егоров', 'Ёлкин', 'Жуков', 'Adams']
    """
    weights: list[tuple[int, int]] = []
    marks: list[str] = []
    text = unicodedata.normalize("NFC", name)
    for ch in text.lower():
        if _is_mark(ch):  # a mark left loose by the lower case (İ is i and a dot): it goes with its letter
            if marks:
                marks[-1] += ch
            continue
        for letter, mark in _letters(ch, language):
            weights.append(_weight(letter, language))
            marks.append(mark)
    case = tuple(ch != ch.lower() for ch in text)
    return tuple(weights), tuple(marks), case, name
