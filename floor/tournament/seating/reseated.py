"""Who got a new seat in the latest seat draw or table break: the players whose seat cards to print next.

A seat card is printed once for the opening draw and again for each player a break, a redraw or the
final table moves; this reads the history (undone events left out) for the latest such change.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from floor.tournament import events as ev
from floor.tournament.events import Event


@dataclass(frozen=True, slots=True)
class Reseated:
    what: str  # "seat draw", "final table", "table 4 broken"
    players: tuple[int, ...]


def last_reseated(events: Iterable[Event]) -> Reseated | None:
    """The latest seat draw (every player in it) or table break (its movers), or None before any."""
    for e in reversed(ev.effective(list(events))):
        p = e.payload
        if e.kind == ev.SEATS_DRAWN:
            players = tuple(sorted(int(player) for seats in p["tables"].values() for player in seats
                                   if player is not None))
            return Reseated("final table" if p.get("method") == "final" else "seat draw", players)
        if e.kind == ev.TABLE_BROKEN:
            tables = p.get("tables") or [p["table"]]
            what = ("final table" if p.get("final") else
                    ("table " if len(tables) == 1 else "tables ") + ", ".join(map(str, tables)) + " broken")
            return Reseated(what, tuple(sorted(int(player) for player, _table, _seat in p["moves"])))
    return None
