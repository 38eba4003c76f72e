"""Numbers as each language writes them: 12,500 in English, 12 500 in Russian, 12.500 in Romanian."""

from __future__ import annotations

# Russian groups thousands with a no-break space (GOST 8.417); Romanian with a dot.
SEPARATORS = {"en": ",", "ru": "\u00a0", "ro": "."}


def grouped(number: int, language: str) -> str:
    """An integer (chips, money, places) with its thousands grouped for ``language``."""
    return f"{number:,}".replace(",", SEPARATORS.get(language, ","))
