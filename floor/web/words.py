"""What the player pages say that the rules core words: a :class:`Text` in the page's language, and a player's
standing ("20th place · prize 1,000", "You won the tournament").

The desktop says a Text with Qt (``floor.ui.common.language.spoken``); the pages have no Qt, so this is the same reading
of the same catalogs (context "Errors"), numbers grouped as the language writes them.
"""

from __future__ import annotations

import re

from floor.core.errors import Text
from floor.i18n.catalog import translate
from floor.i18n.numbers import grouped
from floor.tournament.ordinals import place


def spoken(language: str, message: str) -> str:
    """``message`` in ``language``: a Text translated from its template with its values (nested Texts too, a
    ``{chips:,}`` grouped); any other text as it is."""
    if not isinstance(message, Text):
        return message
    template = translate(language, "Errors", message.template)
    values = {k: spoken(language, v) if isinstance(v, Text) else v for k, v in message.params.items()}
    for name in re.findall(r"\{(\w+):,\}", template):
        value = values.get(name)
        if isinstance(value, int):
            template = template.replace("{" + name + ":,}", "{" + name + "}")
            values[name] = grouped(value, language)
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):  # a translation that lost a placeholder: the English is still right
        return str(message)


def standing(language: str, status: str, finished: int | None, prize: int) -> str:
    """The line of a player who is out, or who won: the place and the prize; "" while playing."""
    if status == "playing":
        return ""
    where = spoken(language, place(finished)) if finished else "-"
    if not prize:
        return where
    return translate(language, "PlayerPage", "{place} · prize {prize}").format(place=where,
                                                                              prize=grouped(prize, language))
