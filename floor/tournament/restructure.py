"""Changing the blind structure of a tournament already under way (an event like any other).

The clock keeps its place: the same item number, the time already played in it, its
pauses and adjustments. So the new structure must still have the item the clock is on.
"""

from __future__ import annotations

from floor.core.errors import FloorError, Text
from floor.tournament.events import Event
from floor.tournament.records import StructureSet
from floor.tournament.state import TournamentState
from floor.tournament.structure import Structure


def verify_set_structure(state: TournamentState, structure: Structure, now: float) -> None:
    index = state.clock.at(now).index
    if index >= len(structure.items):
        where, levels = state.structure.where(index), len(structure.levels())
        raise FloorError(Text("the clock is at {where}: the new structure must keep it (it has only 1 level)",
                              where=where) if levels == 1 else
                         Text("the clock is at {where}: the new structure must keep it (it has only {levels_count} "
                              "levels)", where=where, levels_count=levels), code="bad-structure")
    here, there = state.structure.items[index], structure.items[index]
    if type(here) is not type(there):
        where = state.structure.where(index)
        raise FloorError(Text("the clock is on a break ({where}): the new structure must have a break there too",
                              where=where) if type(here).__name__ == "Break" else
                         Text("the clock is on a level ({where}): the new structure must have a level there too",
                              where=where), code="bad-structure")


def set_structure(state: TournamentState, structure: Structure, *, now: float, author: str) -> Event:
    """The new structure from now on; levels already played keep what they were."""
    verify_set_structure(state, structure, now)
    return Event(StructureSet.of(structure), now, author)

