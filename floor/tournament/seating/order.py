"""The seating chart in a language's order, kept from one state to the next: every seated player's row (name, table,
seat) sorted by the name as a language sorts names, then table and seat, as the big screen and the player pages list
it. After an action only the rows of the players it changed move (floor.tournament.chunks.changed): a chip count or a
bust costs nothing like a sort of a field of 30,000 (issue 30).

Pure: the key a name sorts by (a language's collation, floor.i18n) is handed in, and so is what a reader keeps beside
each row (the row itself, its JSON).
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Iterable, Mapping
from typing import Generic, TypeVar

from floor.tournament import chunks
from floor.tournament.state import Player, TournamentState

Spot = tuple[str, int, int]  # a seated player's name (as the chart shows it), table and seat
Moved = tuple[int, Spot | None, Spot | None]  # a player, the row before and after (None: not seated)
RESORTED = 512  # more rows than this moved (a redraw, the first draw): the rows are sorted again whole

_K = TypeVar("_K")
_R = TypeVar("_R")


def spot(state: TournamentState, pid: int) -> Spot | None:
    """The player's row, None for a player not seated (out, or not drawn yet)."""
    where = state.seats.get(pid)
    player = state.players.get(pid)
    return None if where is None or player is None else (player.label, where[0], where[1])


class Seated:
    """Every seated player's row (``spots``), followed from state to state: :meth:`follow` says which rows an action
    moved, from the players and seats the states do not share."""

    def __init__(self) -> None:
        self.players: Mapping[int, Player] | None = None  # the parts of the state ``spots`` is up to date with
        self.seats: Mapping[int, tuple[int, int]] | None = None
        self.spots: dict[int, Spot] = {}

    def follow(self, state: TournamentState) -> list[Moved] | None:
        """The rows that moved since the state followed last (none when its players and seats are the same); None
        when every row is to be placed again (the first state, one that does not follow from it, or more than
        :data:`RESORTED` rows moved): ``spots`` is then the state's, made whole."""
        if state.players is self.players and state.seats is self.seats:
            return []
        changed: set[int] | None = None
        if self.players is not None and self.seats is not None:
            players = chunks.changed(state.players, self.players)
            seats = chunks.changed(state.seats, self.seats)
            changed = None if players is None or seats is None else players | seats
        self.players, self.seats = state.players, state.seats
        moved = None if changed is None else [(pid, self.spots.get(pid), spot(state, pid)) for pid in changed]
        moved = None if moved is None else [(pid, old, new) for pid, old, new in moved if old != new]
        if moved is None or len(moved) > RESORTED:
            self.spots = {pid: (state.players[pid].label, table, seat) for pid, (table, seat) in state.seats.items()
                          if pid in state.players}
            return None
        for pid, _old, new in moved:
            if new is None:
                del self.spots[pid]
            else:
                self.spots[pid] = new
        return moved


class Ordered(Generic[_K, _R]):
    """The rows in one order, by ``key`` of the name, then table and seat, each kept as ``row`` makes it (the row
    itself, a line, its JSON). :meth:`fill` sorts them whole, :meth:`move` moves one (and says where, so a reader
    keeping a list beside them moves its own entry alike). ``sorted`` counts the whole sorts, ``moved`` the rows
    moved (what tests count)."""

    def __init__(self, key: Callable[[str], _K], row: Callable[[Spot], _R]) -> None:
        self.key = key
        self.row = row
        self.places: list[tuple[_K, int, int]] = []
        self.rows: list[_R] = []
        self.sorted = self.moved = 0

    def fill(self, spots: Iterable[Spot]) -> None:
        """Every row, sorted whole."""
        self.sorted += 1
        entries = sorted((((self.key(name), table, seat), (name, table, seat)) for name, table, seat in spots),
                         key=lambda entry: entry[0])
        self.places = [place for place, _ in entries]
        self.rows = [self.row(where) for _, where in entries]

    def move(self, old: Spot | None, new: Spot | None) -> tuple[int | None, int | None]:
        """The ``old`` row taken out and the ``new`` one put in its place in the order; where each was (None:
        none)."""
        self.moved += 1
        gone = came = None
        if old is not None:
            gone = bisect.bisect_left(self.places, (self.key(old[0]), old[1], old[2]))
            made = self.row(old)
            while self.rows[gone] != made:  # (two names may sort alike: the row itself tells them apart)
                gone += 1
            del self.places[gone], self.rows[gone]
        if new is not None:
            place = (self.key(new[0]), new[1], new[2])
            came = bisect.bisect_right(self.places, place)
            self.places.insert(came, place)
            self.rows.insert(came, self.row(new))
        return gone, came


__all__ = ["RESORTED", "Moved", "Ordered", "Seated", "Spot", "spot"]
