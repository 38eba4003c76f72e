"""Who got a new seat in the latest seat draw or table break: the players whose seat cards to print next.

A seat card is printed once for the opening draw and again for each player a break, a redraw or the
final table moves; this reads the history (undone events left out) for the latest such change.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from floor.tournament import events as ev
from floor.tournament.events import Event
from floor.tournament.records import SeatsDrawn, TableBroken


@dataclass(frozen=True, slots=True)
class Reseated:
    what: str  # "seat draw", "final table", "table 4 broken"
    players: tuple[int, ...]


def last_reseated(events: Iterable[Event]) -> Reseated | None:
    """The latest seat draw (every player in it) or table break (its movers), or None before any."""
    for e in reversed(ev.effective(list(events))):
        body = e.data
        if isinstance(body, SeatsDrawn):
            players = tuple(sorted(player for seats in body.tables.values() for player in seats if player is not None))
            return Reseated("final table" if body.method == "final" else "seat draw", players)
        if isinstance(body, TableBroken):
            tables = body.tables or (body.table,)
            what = ("final table" if body.final else
                    ("table " if len(tables) == 1 else "tables ") + ", ".join(map(str, tables)) + " broken")
            return Reseated(what, tuple(sorted(player for player, _table, _seat in body.moves)))
    return None
