"""Player-page tokens as the player pages' composition (``floor/player_pages.py``) and the room service's follower
(``floor/room/follow.py``) still call them: the rule is :mod:`floor.tournament.tokens`', the one writer
:func:`floor.usecases.pages.issue_tokens` (these two go once both callers use it).
"""

from __future__ import annotations

from floor.tournament import tokens
from floor.tournament.events import Event
from floor.tournament.state import TournamentState


def missing(state: TournamentState) -> list[int]:
    """Players who have no token yet."""
    return tokens.missing(state)


def issue_tokens(state: TournamentState, *, now: float, author: str) -> Event:
    """A fresh random token for every player without one (``verify``: there must be one)."""
    return tokens.issue_tokens(state, now=now, author=author)
