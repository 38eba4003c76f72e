"""The player pages' tokens: one writer for the console (a seat card printed) and the room service (a newcomer's page).

Issuing is idempotent: the tokens are made inside the write transaction for the players who have none in the state
as it stands there, so two writers racing (the desk and ``floor serve``, two connections to one file) give each
player one token; the second finds nothing missing, writes nothing and answers the tokens the first gave.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from floor.core.errors import FloorError
from floor.tournament import tokens
from floor.tournament.records import TokensIssued
from floor.tournament.state import TournamentState
from floor.usecases import pairing
from floor.usecases.desk import Desk, run
from floor.usecases.intent import intent


@dataclass(frozen=True, slots=True)
class Tokens:
    """The tokens after an issue: those given by this call (none when every player had one) and the tournament."""

    issued: Mapping[int, str]
    state: TournamentState

    @property
    def tokens(self) -> Mapping[int, str]:
        """Every player's token as it stands (player id -> token)."""
        return self.state.tokens


@intent("pages.issue_tokens", pairing.RUN_DESK)
def issue_tokens(desk: Desk) -> Tokens:
    """A token for every player without one, in one event; nothing written when nobody lacks one (also when another
    writer gave them between this desk's look and its transaction)."""
    if not tokens.missing(desk.state()):
        return Tokens({}, desk.state())
    now, author = desk.now(), desk.author
    try:
        done = run(desk, lambda state: tokens.issue_tokens(state, now=now, author=author))
    except FloorError as err:
        if err.code != tokens.NO_TOKENS_NEEDED:
            raise
        return Tokens({}, desk.state())  # (the other writer gave them first: its tokens are the ones)
    return Tokens(done.events[0].body(TokensIssued).tokens, done.state)
