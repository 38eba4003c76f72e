"""Places as a floor manager says them: 1st, 2nd, 3rd, 4th, 11th, 21st."""

from __future__ import annotations


def ordinal(n: int | None) -> str:
    """``ordinal(23) == "23rd"``; an unknown place is "-"."""
    if n is None:
        return "-"
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"
