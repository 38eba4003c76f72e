"""A new tournament: the start page's Create, ``floor tournament new``, an import from The Tournament Director and a
season's final all make one through :func:`create`.

A tournament is not an event of another tournament's log, so creating one takes the place tournaments are kept (a
:class:`Founding`: the store), not a :class:`~floor.usecases.desk.Desk`. Everything is checked before the first
write (the settings, the payout table they pay by, the structure), and the creation with whatever follows it (an
import's actions, a final's registrations) is one transaction: all of it, or nothing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from floor.tournament.prizes import payout_table
from floor.tournament.settings import Settings
from floor.tournament.state import TournamentState
from floor.tournament.structure import Structure
from floor.usecases.desk import Action


class Founding(Protocol):
    """Where tournaments are made (:class:`floor.store.tournaments.Store`): the creation and the actions that follow
    it in one transaction; the file itself made with the first tournament."""

    def create(self, settings: Settings, *, now: float, author: str, extra: Mapping[str, object] | None = None,
               structure: Structure | None = None, then: Sequence[Action] = ()) -> int: ...

    def state(self, tournament_id: int) -> TournamentState: ...


@dataclass(frozen=True, slots=True)
class Founded:
    """A tournament just made: its number and the tournament as it stands after everything written with it."""

    tournament: int
    state: TournamentState

    @property
    def name(self) -> str:
        return self.state.settings.name


def verify_create(settings: Settings) -> None:
    """What a creation needs beyond the settings' own checks: the payout table they name can be read (a club
    template copied into the settings pays instead, and needs no file)."""
    payout_table(settings)


def create(place: Founding, settings: Settings, structure: Structure | None = None, *, now: float, author: str,
           then: Sequence[Action] = (), kept: Mapping[str, object] | None = None) -> Founded:
    """A new tournament with ``settings`` and ``structure`` (the standard one when None), created at ``now`` by
    ``author``; ``then`` the actions that follow in the same transaction (an import's, a final's registrations);
    ``kept``: what an import keeps on the creation beside them (TD's league, season, file)."""
    verify_create(settings)
    tournament = place.create(settings, now=now, author=author, structure=structure, then=then,
                              extra=dict(kept) if kept else None)
    return Founded(tournament, place.state(tournament))
