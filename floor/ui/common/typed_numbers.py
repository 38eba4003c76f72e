"""Whole numbers typed by a person: chips, amounts, counts, hand numbers. One reading for every field.

A floor manager types "12,500", "12 500" or "12.500" as the language writes it, and "-500" by mistake: each
refusal names what is wrong in the floor's words ("cannot be negative", not "not a whole number").
"""

from __future__ import annotations

import re

from floor.core.errors import FloorError
from floor.ui.common.language import tr

# Digits in groups of three after the first, with one kind of separator: 12,500 · 12 500 · 12.500 · 1'000.
_GROUPED = re.compile(r"\d{1,3}(?:(?P<sep>[,. \u00a0\u202f'])\d{3})(?:(?P=sep)\d{3})*")


def whole_number(text: str, what: str, *, minimum: int = 0, empty: int | None = None) -> int:
    """The number typed into a field about ``what`` (already in the desk's language), or a refusal in words.

    ``minimum`` is 0 for counts that may be nothing and 1 for amounts that must be something; ``empty`` is the
    value of a field left blank (None: blank is refused).

    >>> whole_number("12,500", "the chips")
    12500
    >>> whole_number(" 7 ", "seat")
    7
    >>> whole_number("", "the ante", empty=0)
    0
    """
    typed = text.strip()
    if not typed:
        if empty is not None:
            return empty
        raise FloorError(tr("Entry", "{what}: type a number", what=what), code="bad-number")
    negative = typed[0] in "-−–"
    digits = typed[1:].strip() if negative else typed.lstrip("+")
    if _GROUPED.fullmatch(digits):
        digits = re.sub(r"\D", "", digits)
    if not digits.isascii() or not digits.isdigit():
        raise FloorError(tr("Entry", "{what} must be a whole number, not {text}", what=what, text=repr(typed)),
                         code="bad-number")
    value = -int(digits) if negative else int(digits)
    if value < 0:
        raise FloorError(tr("Entry", "{what} cannot be negative ({text})", what=what, text=typed), code="bad-number")
    if value < minimum:
        if minimum == 1:
            raise FloorError(tr("Entry", "{what} must be more than 0", what=what), code="bad-number")
        raise FloorError(tr("Entry", "{what} must be at least {minimum}", what=what, minimum=minimum),
                         code="bad-number")
    return value
