"""Changing the blind structure of a tournament already under way (an event like any other).

The clock keeps its place: the same item number, the time already played in it, its
pauses and adjustments. So the new structure must still have the item the clock is on.
"""

from __future__ import annotations

from floor.core.errors import FloorError, Text
from floor.tournament import events as ev
from floor.tournament.events import Event
from floor.tournament.state import TournamentState
from floor.tournament.structure import Structure, structure_to_json


def verify_set_structure(state: TournamentState, structure: Structure, now: float) -> None:
    index = state.clock.at(now).index
    if index >= len(structure.items):
        raise FloorError(Text("the clock is at {where}: the new structure must keep it (it has only {levels_count} "
                              "levels)",
                              where=state.structure.where(index),
                              levels_count=len(structure.levels())), code="bad-structure")
    here, there = state.structure.items[index], structure.items[index]
    if type(here) is not type(there):
        what = "a break" if type(here).__name__ == "Break" else "a level"
        raise FloorError(Text("the clock is on {what} ({where}): the new structure must have {what} there too",
                              what=what, where=state.structure.where(index)), code="bad-structure")


def set_structure(state: TournamentState, structure: Structure, *, now: float, author: str) -> Event:
    """The new structure from now on; levels already played keep what they were."""
    verify_set_structure(state, structure, now)
    return Event(ev.STRUCTURE_SET, now, author, {"structure": structure_to_json(structure)})

