"""Players coming in: a registration, which seats the newcomer at once once the seats are drawn (SE-04)."""

from __future__ import annotations

import random

from floor.tournament import players as P
from floor.tournament.events import Event
from floor.tournament.seating import actions as seating
from floor.tournament.state import TournamentState
from floor.usecases.chance import SECURE
from floor.usecases.desk import Action, Desk, Done, run


def register(desk: Desk, name: str, *, nickname: str = "", member_id: str = "",
             rng: random.Random = SECURE) -> Done:
    """A new player with the next free number; after the draw, with a seat drawn in the same transaction."""
    now, author = desk.now(), desk.author

    def registered(state: TournamentState) -> Event:
        return P.register(state, name, now=now, author=author, level=state.level(now), nickname=nickname,
                          member_id=member_id)

    steps: list[Action] = [registered]
    if desk.state().tables:  # after the draw a newcomer draws a seat at once (SE-04)
        steps.append(lambda state: seating.seat(state, state.last_player, rng=rng, now=now, author=author))
    return run(desk, *steps)
