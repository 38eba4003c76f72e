"""Seat draws: who sits where at the start, on a late entry, when a table breaks, at the final table.

Every tournament seat is assigned at random; no player chooses (SE-01, TDA R7). Three processes
map a draw to seats (procedures.md DT-2b):

* **A, seat cards** (``A_seat_cards``): Floor draws a random permutation over the open seats and
  prints ``Table t / Seat s`` on each player's seat card. The default for multi-table events, and
  what late registrants, re-entries and alternates get (SE-04: same pool, same process).
* **B, rank cards** (``B_rank_cards``, one table): the dealer takes A, 2, ... 10, J for seats 1 to 11,
  scrambles them face down and each player draws one; A is seat 1.
* **C, the two-step high-card draw** (``C_high_card_2step``): the seat cards are shown, scrambled
  and stacked; each player gets one face-up card and, highest key first (§0.5), the players take the
  seat cards from the top (SR-02, SR-04). A broken table (BB-10) and a final-table redraw (BB-13) use it.

Randomness comes from the ``rng`` passed in: production passes ``secrets.SystemRandom()``, tests a
seeded ``random.Random``. A physical draw is recorded instead (``cards``: who got which card, and
``seat_cards``: the seat cards in the order they were stacked); Floor checks it and applies the same rule.
Every draw is a :class:`SeatDraw`: it goes into the event, and :func:`seat_players` applies it again
when the event is replayed.

>>> from floor.tournament.seating.carddraws import high_card_draw, rank_cards
>>> opening_tables(10_000, 9)
1112
>>> rank_cards(9)
('A', '2', '3', '4', '5', '6', '7', '8', '9')
>>> draw = high_card_draw([7, 8, 9], [(2, 5), (3, 1), (2, 8)], cards={7: "Kd", 8: "As", 9: "Ks"})
>>> [(a.player, a.table, a.seat, a.card) for a in draw.seats]
[(8, 2, 5, 'As'), (9, 3, 1, 'Ks'), (7, 2, 8, 'Kd')]
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import overload

from floor.core.errors import FloorError, Text
from floor.core.wholes import whole
from floor.tournament.seating.drawrecord import (
    SEAT_CARDS,
    SEAT_POOL_POLICIES,
    Assignment,
    SeatCard,
    SeatDraw,
    built_assignments,
    check_players,
    check_table_size,
    choose_one,
    seat_cards_of,
    seat_players,
    where_said,
)
from floor.tournament.seating.tableindex import TableIndex
from floor.tournament.seating.tables import Table

__all__ = [
    "can_late_seat",
    "late_seat",
    "late_seat_draw",
    "open_seats",
    "opening_draw",
    "opening_seat_cards",
    "opening_seating",
    "opening_tables",
    "verify_late_seat",
    "verify_opening_draw",
]


# -- the opening draw (mode A, balanced_fill) -------------------------------------------------

def opening_tables(players: int, seats_per_table: int) -> int:
    """Tables needed to seat ``players``: as few as hold them all."""
    check_table_size(seats_per_table)
    return -(-whole(players, Text("the number of players"), code="bad-draw") // seats_per_table)


def opening_seat_cards(players: int, seats_per_table: int, rng: random.Random) -> list[SeatCard]:
    """The seats the opening uses, one per player, by table and seat.

    ``balanced_fill``: table counts differ by at most one; which tables take the extra players and
    which seats stay empty are drawn at random. A mode-C opening stacks exactly these seat cards.
    """
    return [(t, s) for t, taken in enumerate(_opening_seats(players, seats_per_table, rng), 1) for s in taken]


def _opening_seats(players: int, seats_per_table: int, rng: random.Random) -> list[list[int]]:
    """:func:`opening_seat_cards` table by table: each table's seats taken, in order."""
    tables = opening_tables(players, seats_per_table)
    if tables == 0:
        return []
    base, extra = divmod(players, tables)
    bigger = set(rng.sample(range(tables), extra))
    seats = range(1, seats_per_table + 1)
    return [sorted(rng.sample(seats, base + (i in bigger))) for i in range(tables)]


def verify_opening_draw(players: Sequence[int], seats_per_table: int) -> None:
    check_table_size(seats_per_table)
    if len(check_players(players)) < 2:
        raise FloorError(Text("a tournament needs at least two players to draw seats"), code="no-players")


def opening_draw(players: Sequence[int], seats_per_table: int,
                 rng: random.Random) -> tuple[SeatDraw, tuple[Table, ...]]:
    """Mode A at the start (SE-01): tables 1..N, every player on a uniformly random seat.

    The balanced seats come from :func:`opening_seat_cards` and the players are shuffled over them,
    so each player is equally likely to get any seat of any table.
    """
    draw, layout = opening_seating(players, seats_per_table, rng)
    return draw, tuple(Table(number, seats) for number, seats in layout.items())


def opening_seating(players: Sequence[int], seats_per_table: int,
                    rng: random.Random) -> tuple[SeatDraw, dict[int, tuple[int | None, ...]]]:
    """:func:`opening_draw` (the same draw from the same ``rng``) with each table's seats (number -> seats) instead
    of the tables: what a tournament records, its fold making the tables once (30,000 players, issue 30). Each
    player's seat is worked out once; the draw is not checked again for what building it rules out (no player nor
    seat twice: the players are checked, the seat cards drawn without putting back)."""
    verify_opening_draw(players, seats_per_table)
    chosen = _opening_seats(len(players), seats_per_table, rng)
    order = list(players)
    rng.shuffle(order)
    seats: list[tuple[int, int, int]] = []
    layout: dict[int, tuple[int | None, ...]] = {}
    at = 0
    for t, taken in enumerate(chosen, 1):
        row: list[int | None] = [None] * seats_per_table
        for s, player in zip(taken, order[at:at + len(taken)], strict=True):
            row[s - 1] = player
            seats.append((player, t, s))
        at += len(taken)
        layout[t] = tuple(row)
    return SeatDraw.built(built_assignments(seats)), layout


# -- late registration, re-entries, alternates (SE-04) -----------------------------------------

def open_seats(tables: Sequence[Table], policy: str = "balanced_fill") -> list[SeatCard]:
    """The pool a newcomer draws from: ``balanced_fill`` the open seats at the tables with the fewest
    players; ``all_open_seats`` every open seat."""
    return list(_pool(TableIndex.of(tables), policy))


def _pool(index: TableIndex, policy: str) -> Sequence[SeatCard]:
    """:func:`open_seats` of the index's tables, in their order; under ``balanced_fill`` read from the level of the
    fewest players (not every table: issue 30), and when its tables have as many open seats each, not listed."""
    choose_one(policy, SEAT_POOL_POLICIES, Text("the seat pool policy"))
    if policy != "balanced_fill":
        return [(t.number, s) for t in index for s in t.empty()]
    fewest = index.fewest_with_room()
    if fewest is None:
        return []
    numbers = index.with_room(fewest)
    return _Level(index.tables, numbers, fewest) if len(index.sizes) == 1 else \
        [(n, s) for n in numbers for s in index.tables[n].empty()]


class _Level(Sequence[SeatCard]):
    """The open seats of tables that have as many players and seats each, table by table: the i-th is found by
    arithmetic, so a draw from it (``rng.choice``: its length, then one item) reads the one table it picks.

    >>> tables = {1: Table(1, (10, None, None)), 2: Table(2, (None, 20, None))}
    >>> pool = _Level(tables, [1, 2], 1)
    >>> len(pool), pool[0], pool[3], pool[-1], pool[1:3], list(pool) == open_seats(list(tables.values()))
    (4, (1, 2), (2, 3), (2, 3), [(1, 3), (2, 1)], True)
    """

    __slots__ = ("_each", "_numbers", "_tables")

    def __init__(self, tables: Mapping[int, Table], numbers: Sequence[int], seated: int) -> None:
        self._tables, self._numbers = tables, numbers
        self._each = tables[numbers[0]].size - seated

    def __len__(self) -> int:
        return len(self._numbers) * self._each

    @overload
    def __getitem__(self, i: int) -> SeatCard: ...

    @overload
    def __getitem__(self, i: slice) -> Sequence[SeatCard]: ...

    def __getitem__(self, i: int | slice) -> SeatCard | Sequence[SeatCard]:
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        if i < 0:
            i += len(self)
        if not 0 <= i < len(self):
            raise IndexError(i)
        table, at = divmod(i, self._each)
        number = self._numbers[table]
        return number, self._tables[number].empty()[at]


def _late_seat_pool(tables: Sequence[Table], player: int, policy: str,
                    seated: Mapping[int, SeatCard] | None) -> Sequence[SeatCard]:
    """The checks of a late seat, and the pool it draws from (:func:`open_seats`), worked out once."""
    whole(player, Text("a player's number"), minimum=1, code="bad-draw")
    where = (seat_cards_of(tables) if seated is None else seated).get(player)
    if where is not None:
        raise FloorError(Text("player {player} already sits at {where}",
                              player=player, where=where_said(where)), code="already-seated")
    if not tables:
        raise FloorError(Text("no table is in play yet: draw the opening seats first"), code="no-tables")
    pool = _pool(TableIndex.of(tables), policy)
    if not pool:
        raise FloorError(Text("every seat is taken: open a table before seating player {player}",
                              player=player), code="no-open-seat")
    return pool


def verify_late_seat(tables: Sequence[Table], player: int, policy: str = "balanced_fill", *,
                     seated: Mapping[int, SeatCard] | None = None) -> None:
    """``seated``: where each player sits, when the caller knows it (a tournament's state: no pass over every seat)."""
    _late_seat_pool(tables, player, policy, seated)


def can_late_seat(tables: Sequence[Table], player: int, policy: str = "balanced_fill") -> bool:
    try:
        verify_late_seat(tables, player, policy)
    except FloorError:
        return False
    return True


def late_seat(tables: Sequence[Table], player: int, rng: random.Random,
              policy: str = "balanced_fill", *,
              seated: Mapping[int, SeatCard] | None = None) -> tuple[SeatDraw, tuple[Table, ...]]:
    """SE-04: a late registrant, re-entry or alternate gets a random seat from the same pool as new entrants.

    Every seat of the pool is equally likely. The player is dealt in at once unless the seat lies
    between the button and the small blind (SE-05), which :meth:`Table.seat` marks. ``seated`` as for
    :func:`verify_late_seat`.
    """
    draw = late_seat_draw(tables, player, rng, policy, seated=seated)
    return draw, seat_players(tables, draw, seated)


def late_seat_draw(tables: Sequence[Table], player: int, rng: random.Random, policy: str = "balanced_fill", *,
                   seated: Mapping[int, SeatCard] | None = None) -> SeatDraw:
    """:func:`late_seat`'s draw alone, checked as it checks it, without the tables it leaves: what a tournament
    records (its fold seats the player)."""
    table, seat = rng.choice(_late_seat_pool(tables, player, policy, seated))
    return SeatDraw(SEAT_CARDS, (Assignment(player, table, seat),))
