"""Places as a floor manager says them: 1st, 2nd, 3rd, 4th, 11th, 21st."""

from __future__ import annotations

from floor.core.errors import Text


def nth(n: int) -> Text:
    """``nth(23) == "23rd"``: each English suffix is its own template, so another language says its own ordinal.

    >>> nth(1), nth(12), nth(22), nth(23).template
    ('1st', '12th', '22nd', '{n}rd')
    """
    if 10 <= n % 100 <= 20:
        return Text("{n}th", n=n)
    if n % 10 == 1:
        return Text("{n}st", n=n)
    if n % 10 == 2:
        return Text("{n}nd", n=n)
    if n % 10 == 3:
        return Text("{n}rd", n=n)
    return Text("{n}th", n=n)


def ordinal(n: int | None) -> str:
    """``ordinal(23) == "23rd"``; an unknown place is "-"."""
    if n is None:
        return "-"
    return nth(n)
