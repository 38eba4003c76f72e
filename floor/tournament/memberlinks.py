"""The event of a player registered without a member id (a walk-in, "Ana Popa") linked to the club's member
afterwards (F0002): from then on the player's results are the member's, and a league counts the person once.

Its rule is :func:`floor.tournament.players.link_member`, its use case :func:`floor.usecases.members.link`; the fold
gives the player the id (:mod:`floor.tournament.state`).
"""

from __future__ import annotations

from dataclasses import dataclass

from floor.tournament import events as ev
from floor.tournament.events import Body


@dataclass(frozen=True, slots=True)
class MemberLinked(Body):
    """A player given the club member id they are, after their registration."""

    KIND = ev.MEMBER_LINKED

    player: int
    member_id: str


__all__ = ["MemberLinked"]
