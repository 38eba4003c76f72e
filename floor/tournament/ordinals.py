"""Places as a floor manager says them: 1st, 2nd, 3rd, 4th, 11th, 21st, 1,001st.

Two forms, one Text each so every language says its own (context "Errors"):

- :func:`nth` inside a sentence ("finished 20th"): Russian and Romanian say the bare number there, the sentence
  holding the word ("место 20", "locul 20");
- :func:`place` a place on its own (a payout list, a phone): "20th place", "20-е место", "Locul 20".
"""

from __future__ import annotations

from floor.core.errors import Text


def nth(n: int) -> Text:
    """``nth(23) == "23rd"``, the number grouped; the English suffix by the last two digits (11th-13th, 111th).

    >>> nth(1), nth(12), nth(22), nth(1001), nth(23).template
    ('1st', '12th', '22nd', '1,001st', '{n:,}rd')
    """
    if 11 <= n % 100 <= 13:
        return Text("{n:,}th", n=n)
    if n % 10 == 1:
        return Text("{n:,}st", n=n)
    if n % 10 == 2:
        return Text("{n:,}nd", n=n)
    if n % 10 == 3:
        return Text("{n:,}rd", n=n)
    return Text("{n:,}th", n=n)


def place(n: int) -> Text:
    """A place on its own: "20th place" (a payout list, the player's page).

    >>> place(20), place(1).template
    ('20th place', '{place} place')
    """
    return Text("{place} place", place=nth(n))


def ordinal(n: int | None) -> str:
    """``ordinal(23) == "23rd"`` (English, the command line); an unknown place is "-"."""
    if n is None:
        return "-"
    return nth(n)
