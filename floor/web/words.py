"""What the player pages say that the rules core words: a :class:`Text` in the page's language, a player's
standing ("20th place · prize 1,000", "You won the tournament") and their season in a league ("League: 5th of 26 ·
123 points").

The desktop says a Text with Qt (``floor.ui.common.language.spoken``); the pages have no Qt and say it through
``floor.i18n.speech``, the same reading of the same catalogs.
"""

from __future__ import annotations

from floor.i18n import speech
from floor.i18n.catalog import translate
from floor.i18n.numbers import grouped
from floor.tournament.ordinals import nth, place


def spoken(language: str, message: str) -> str:
    """``message`` in ``language`` (:func:`floor.i18n.speech.spoken`, the one reading of a Text without Qt)."""
    return speech.spoken(message, language)


def bounty_line(language: str, on_head: int | None, won: int) -> str:
    """A player's bounties in a bounty tournament ("" in one without): what is on their head while they play, and
    what they have won."""
    if on_head is None:
        return ""
    if on_head:
        return translate(language, "PlayerPage", "Bounty on you: {head} · bounties won: {won}").format(
            head=grouped(on_head, language), won=grouped(won, language))
    return translate(language, "PlayerPage", "Bounties won: {won}").format(won=grouped(won, language))


def standing(language: str, status: str, finished: int | None, prize: int) -> str:
    """The line of a player who is out, or who won: the place and the prize; "" while playing (the prize a deal in
    force pays, when it pays the player)."""
    if status == "playing":
        return "" if not prize else translate(language, "PlayerPage", "In the deal · prize {prize}").format(
            prize=grouped(prize, language))
    where = spoken(language, place(finished)) if finished else "-"
    if not prize:
        return where
    return translate(language, "PlayerPage", "{place} · prize {prize}").format(place=where,
                                                                              prize=grouped(prize, language))


def league_line(language: str, found: int | None, players: int, points: int) -> str:
    """A player's season on their own page: their place among the season's ``players`` and their points; a player the
    standings do not list yet (``found`` None) reads that they have none yet, not a blank."""
    if found is None:
        return translate(language, "PlayerPage", "League: no points yet this season")
    return translate(language, "PlayerPage", "League: {place} of {count} · {points} points").format(
        place=spoken(language, nth(found)), count=grouped(players, language), points=grouped(points, language))
