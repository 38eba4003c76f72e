"""Player-page tokens: unguessable (128 bits), given once per player and kept as events, so they survive restarts.

A re-entry is the same player (same id), so it keeps its token and the seat card printed for it. The pages find a
player by the token's digest (``floor.web.snapshot.token_digest``), never by comparing tokens. The one writer of
these events is the use case :func:`floor.usecases.pages.issue_tokens`.
"""

from __future__ import annotations

import secrets

from floor.core.errors import FloorError
from floor.tournament.events import Event
from floor.tournament.records import TokensIssued
from floor.tournament.state import TournamentState

TOKEN_BYTES = 16  # 128 bits
NO_TOKENS_NEEDED = "no-tokens-needed"


def missing(state: TournamentState) -> list[int]:
    """Players who have no token yet."""
    return sorted(p for p in state.players if p not in state.tokens)


def issue_tokens(state: TournamentState, *, now: float, author: str) -> Event:
    """A fresh random token for every player without one (``verify``: there must be one)."""
    needed = missing(state)
    if not needed:
        raise FloorError("every player has a token already", code=NO_TOKENS_NEEDED)
    taken = set(state.tokens.values())
    tokens: dict[int, str] = {}
    for player in needed:
        token = secrets.token_urlsafe(TOKEN_BYTES)
        while token in taken:  # pragma: no cover - 2**-128
            token = secrets.token_urlsafe(TOKEN_BYTES)
        taken.add(token)
        tokens[player] = token
    return Event(TokensIssued(tokens), now, author)
