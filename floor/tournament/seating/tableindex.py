"""The tables by players seated (issue 30): what balancing, a table break and a late seat read, kept by the fold.

A 30,000-entry flight seats 3,334 tables. A balancing proposal, a break or a late seat that read each of them after
every action cost tens of commits; each needs only the tables with the fewest or the most players, the total and
the open seats. The fold knows which table a seat, a bust or a move changes, so it moves that table from one count
to the next (:class:`TableIndexEdit`), and those actions read a few tables, not the room.

:meth:`TableIndex.of` makes the same index from any tables in one pass (a state read from a snapshot, a caller's own
list of tables): one way to say what the index holds, and the fold's changes are proved to equal it
(``tests/tournament/test_table_index.py``).

A :class:`TableIndex` is also the tables in their order, a ``Sequence[Table]``, so it goes wherever the draws take a
list of tables; they read it through :meth:`TableIndex.of`, which makes the index only for a list that is not one.

>>> from floor.tournament.seating.tables import Table
>>> index = TableIndex.of({1: Table(1, (10, 11, None)), 2: Table(2, (20, None, None)), 3: Table(3, (30, 31, 32))})
>>> dict(index.levels), index.seated, index.open, index.fewest_with_room()
({2: [1], 1: [2], 3: [3]}, 6, 3, 1)
>>> [t.number for t in index], list(index.with_room(3))
([1, 2, 3], [])
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Iterator, Mapping, Sequence
from itertools import pairwise
from types import MappingProxyType
from typing import overload

from floor.tournament.seating.drawrecord import tables_by_number
from floor.tournament.seating.tables import Table

__all__ = ["TableIndex", "TableIndexEdit"]


class TableIndex(Sequence[Table]):
    """Tables in their order (a tournament's: by number), with their numbers by players seated. Read-only.

    ``levels``: players seated -> the numbers of the tables with that many, in the tables' order (no count without a
    table); ``sizes``: seats a table -> how many tables have that many; ``seats``: every seat; ``seated``: every
    player seated.
    """

    __slots__ = ("_place", "levels", "numbers", "seated", "seats", "sizes", "tables")

    def __init__(self, tables: Mapping[int, Table], numbers: tuple[int, ...], levels: Mapping[int, Sequence[int]],
                 sizes: Mapping[int, int], seats: int, seated: int, place: Mapping[int, int] | None = None) -> None:
        self.tables = tables
        self.numbers = numbers
        self.levels = levels
        self.sizes = sizes
        self.seats = seats
        self.seated = seated
        self._place = place  # number -> its place in the order; None: the order is by number

    @classmethod
    def of(cls, tables: Mapping[int, Table] | Sequence[Table]) -> TableIndex:
        """The index of ``tables`` (by number, in the order of their numbers; or a list, in its order), in one pass."""
        if isinstance(tables, TableIndex):
            return tables
        if isinstance(tables, Mapping):
            by_number: Mapping[int, Table] = tables
            numbers = tuple(sorted(tables))
        else:
            by_number = tables_by_number(tables)  # (two tables of one number refused)
            numbers = tuple(by_number)
        place = None if all(a < b for a, b in pairwise(numbers)) else {n: i for i, n in enumerate(numbers)}
        levels: dict[int, list[int]] = {}
        sizes: dict[int, int] = {}
        seats = seated = 0
        for n in numbers:
            table = by_number[n]
            levels.setdefault(table.count, []).append(n)
            sizes[table.size] = sizes.get(table.size, 0) + 1
            seats += table.size
            seated += table.count
        return cls(by_number, numbers, MappingProxyType(levels), MappingProxyType(sizes), seats, seated, place)

    # -- reading ----------------------------------------------------------------------------------------------
    @property
    def open(self) -> int:
        """The open seats of every table."""
        return self.seats - self.seated

    @property
    def order(self) -> Callable[[int], int] | None:
        """A table number's place in the order, as a sort key (None: the numbers themselves are the order)."""
        return None if self._place is None else self._place.__getitem__

    def with_room(self, count: int) -> Sequence[int]:
        """The numbers of the tables with ``count`` players and an open seat, in order."""
        level = self.levels.get(count, ())
        if not level or min(self.sizes) > count:  # (every table of the level has room, as with one table size)
            return level
        if max(self.sizes) <= count:
            return ()
        return [n for n in level if self.tables[n].size > count]

    def room_levels(self) -> dict[int, Sequence[int]]:
        """Players seated -> the tables with that many and room, in order (no count without one)."""
        return {c: level for c in self.levels if (level := self.with_room(c))}

    def fewest_with_room(self) -> int | None:
        """The fewest players a table with an open seat has (None: every seat is taken)."""
        return min((c for c in self.levels if self.with_room(c)), default=None)

    # -- the tables in order ------------------------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self.numbers)

    @overload
    def __getitem__(self, i: int) -> Table: ...

    @overload
    def __getitem__(self, i: slice) -> Sequence[Table]: ...

    def __getitem__(self, i: int | slice) -> Table | Sequence[Table]:
        if isinstance(i, slice):
            return [self.tables[n] for n in self.numbers[i]]
        return self.tables[self.numbers[i]]

    def __iter__(self) -> Iterator[Table]:
        tables = self.tables
        return (tables[n] for n in self.numbers)

    def __repr__(self) -> str:
        return f"TableIndex({dict(self.levels)!r}, seated={self.seated}, seats={self.seats})"


class TableIndexEdit:
    """The fold's working copy of a state's :class:`TableIndex` (by number): a table's count changed, a table
    broken. Each change copies the levels it touches first (once until the next hand-out), so the index handed
    out before is never changed."""

    __slots__ = ("_levels", "_numbers", "_owned", "_seated", "_seats", "_shared", "_sizes")

    def __init__(self, start: TableIndex) -> None:
        if start.order is not None:
            raise ValueError("the fold keeps the tables by number")
        self._shared: TableIndex | None = start
        self._levels: Mapping[int, Sequence[int]] = start.levels
        self._owned: set[int] | None = None  # the counts whose lists this copy made (None: the dict is shared)
        self._numbers = start.numbers
        self._sizes = start.sizes
        self._seats = start.seats
        self._seated = start.seated

    def _own(self, count: int) -> list[int]:
        if self._owned is None:
            self._levels = dict(self._levels)
            self._owned = set()
        levels: dict[int, list[int]] = self._levels  # type: ignore[assignment]  # (copied above: its own dict)
        if count not in self._owned:
            levels[count] = list(levels.get(count, ()))
            self._owned.add(count)
        return levels[count]

    def recount(self, number: int, before: int, after: int) -> None:
        """Table ``number`` had ``before`` players and has ``after``: it moves from one level to the other."""
        if before == after:
            return
        self._shared = None
        level = self._own(before)
        del level[bisect.bisect_left(level, number)]
        if not level:
            del self._levels[before]  # type: ignore[attr-defined]  # (owned: a dict)
            self._owned.discard(before)  # type: ignore[union-attr]
        bisect.insort(self._own(after), number)
        self._seated += after - before

    def remove(self, table: Table) -> None:
        """Table ``table`` (as it stands) is gone: broken, or the final table formed."""
        self._shared = None
        number = table.number
        level = self._own(table.count)
        del level[bisect.bisect_left(level, number)]
        if not level:
            del self._levels[table.count]  # type: ignore[attr-defined]
            self._owned.discard(table.count)  # type: ignore[union-attr]
        at = bisect.bisect_left(self._numbers, number)
        self._numbers = self._numbers[:at] + self._numbers[at + 1:]
        sizes = dict(self._sizes)
        sizes[table.size] -= 1
        if not sizes[table.size]:
            del sizes[table.size]
        self._sizes = MappingProxyType(sizes)
        self._seats -= table.size
        self._seated -= table.count

    def hand_out(self, tables: Mapping[int, Table]) -> TableIndex:
        """The index of ``tables`` (the fold's tables as it hands them out); the next change copies again."""
        shared = self._shared
        if shared is not None and shared.tables is tables:
            return shared
        if self._owned is not None:
            self._levels, self._owned = MappingProxyType(self._levels), None
        self._shared = TableIndex(tables, self._numbers, self._levels, self._sizes, self._seats, self._seated)
        return self._shared
