"""Tables and seats: who sits where, and where the button and blinds are for the next hand.

Seats are numbered from 1, the dealer's immediate left, clockwise (procedures.md DT-2b).
A table knows the positions of its *current* hand (the one being played, or between hands
the next to be dealt); "next hand" (:meth:`Table.advance`), called when a hand ends, moves
them by the dead-button rule (DT-3, BT-02 to BT-09) or the moving button a house may choose
(BT-15). Positions are seats, not players: under the dead button the button and the small
blind may sit on an empty seat, and that is how a busted blind is remembered.

>>> t = Table(1, (10, 11, None, 13, 14, 15))
>>> t = t.with_positions(first_hand(t, button=1))
>>> t.positions
Positions(button=1, small_blind=2, big_blind=4, big_blind_player=13)
>>> t.unseat(2).unseat(4).advance().positions   # BT-05: both blinds busted
Positions(button=2, small_blind=4, big_blind=5, big_blind_player=14)
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace

from floor.core.errors import FloorError, Text

BUTTON_RULES = ("dead", "moving")


@dataclass(frozen=True, slots=True)
class Positions:
    """The button and the blinds of one table's current hand.

    ``small_blind`` is a seat even when nobody sits there (a dead small blind: nobody posts);
    the big blind always has a player, named in ``big_blind_player`` so that the move to
    heads-up can tell who posted it last (BT-09).
    """

    button: int
    small_blind: int
    big_blind: int
    big_blind_player: int


@dataclass(frozen=True, slots=True)
class Table:
    """One table: its seats (a player's number or None), its current hand's positions, and the
    seats that wait for the button to pass before they are dealt in (SE-05)."""

    number: int
    seats: tuple[int | None, ...]
    positions: Positions | None = None  # None until the button is drawn
    waiting: frozenset[int] = frozenset()
    vacated: tuple[int, ...] = ()  # seats in the order they emptied, the latest last (stud, BB-06)
    # The seats and the players seated (waiting ones included: they have chips and a seat), counted once when the
    # table is made: balancing and the draws read them for every table of a 30,000-entry field after each action
    # (issue 30), as attributes (no call). Not given: they follow from ``seats``.
    size: int = field(init=False, repr=False, compare=False, default=0)
    count: int = field(init=False, repr=False, compare=False, default=0)

    def __post_init__(self) -> None:
        if self.number < 1:
            raise FloorError(Text("table numbers start at 1, not {number}", number=self.number), code="bad-table")
        if not 2 <= len(self.seats) <= 11:
            raise FloorError(Text("a table has 2 to 11 seats, not {seats_count}",
                                  seats_count=len(self.seats)), code="bad-table")
        players = [p for p in self.seats if p is not None]
        if len(set(players)) != len(players):
            raise FloorError(Text("a player has two seats at table {number}", number=self.number), code="bad-table")
        object.__setattr__(self, "size", len(self.seats))
        object.__setattr__(self, "count", len(players))

    # -- reading ------------------------------------------------------------------------------
    def player_at(self, seat: int) -> int | None:
        self._check_seat(seat)
        return self.seats[seat - 1]

    def occupied(self) -> list[int]:
        return [s for s, p in enumerate(self.seats, 1) if p is not None]

    def empty(self) -> list[int]:
        return [s for s, p in enumerate(self.seats, 1) if p is None]

    def seat_of(self, player: int) -> int | None:
        for s, p in enumerate(self.seats, 1):
            if p == player:
                return s
        return None

    def dealt_in(self) -> list[int]:
        """Seats that play the next hand: occupied and not waiting for the button (SE-05)."""
        return [s for s in self.occupied() if s not in self.waiting]

    # -- changing (each returns a new table) ------------------------------------------------
    def seat(self, seat: int, player: int) -> Table:
        """``player`` sits down in ``seat`` between hands; a seat between the button and the small blind
        waits (SE-05), one between the blinds takes the big blind (BT-02)."""
        if self.player_at(seat) is not None:
            raise FloorError(Text("seat {seat} at table {number} is taken",
                                  seat=seat, number=self.number), code="seat-taken")
        seats = list(self.seats)
        seats[seat - 1] = player
        waiting, positions = self.waiting, self.positions
        if positions is not None and would_wait(self.size, positions, seat):
            waiting = waiting | {seat}
        elif (positions is not None and positions.button != positions.small_blind
              and between(self.size, positions.small_blind, seat, positions.big_blind)):
            # BT-02 reads "the next player after last hand's big blind" when the hand starts: a player
            # who sits down between the small blind (last hand's big blind) and the big blind posts it.
            positions = replace(positions, big_blind=seat, big_blind_player=player)
        table = replace(self, seats=tuple(seats), positions=positions, waiting=waiting,
                        vacated=tuple(s for s in self.vacated if s != seat))
        if positions is not None and positions.button == positions.small_blind and table.count >= 3:
            # A heads-up table gets a third player: no one may keep both the button and the small blind;
            # the button stays and the blinds are the next players after it (as after a button draw).
            # (The button's seat may be empty by now, its player gone: the button stays there, dead, BT-02.)
            table = replace(table, positions=_blinds_after(table, positions.button), waiting=frozenset())
        return table

    def unseat(self, seat: int) -> Table:
        """The player in ``seat`` leaves it (busted, moved, or the table breaks)."""
        if self.player_at(seat) is None:
            raise FloorError(Text("seat {seat} at table {number} is empty",
                                  seat=seat, number=self.number), code="seat-empty")
        seats = list(self.seats)
        seats[seat - 1] = None
        return replace(self, seats=tuple(seats), waiting=self.waiting - {seat},
                       vacated=(*(s for s in self.vacated if s != seat), seat))

    def with_positions(self, positions: Positions | None) -> Table:
        """New positions (a button draw, or the floor's correction): nobody waits any more."""
        return replace(self, positions=positions, waiting=frozenset())

    def advance(self, rule: str = "dead") -> Table:
        """After a hand: the next hand's positions (BT-02 to BT-09, or BT-15); waiting seats are passed."""
        return self.with_positions(next_hand(self, rule))

    def _check_seat(self, seat: int) -> None:
        if not 1 <= seat <= self.size:
            raise FloorError(Text("table {number} has seats 1 to {size}, not {seat}",
                                  number=self.number, size=self.size, seat=seat), code="bad-seat")


# -- walking round a table --------------------------------------------------------------------

def clockwise(size: int, start: int) -> Iterator[int]:
    """The seats after ``start``, clockwise, once round, ending with ``start`` itself."""
    for step in range(1, size + 1):
        yield (start - 1 + step) % size + 1


def between(size: int, first: int, seat: int, last: int) -> bool:
    """Whether ``seat`` lies strictly after ``first`` and strictly before ``last``, clockwise."""
    distance_seat = (seat - first) % size
    distance_last = (last - first) % size or size
    return 0 < distance_seat < distance_last


def would_wait(size: int, positions: Positions, seat: int) -> bool:
    """SE-05: a seat after the button and before the small blind is not dealt in until the button passes."""
    if positions.button == positions.small_blind:  # heads-up: the button is the small blind
        return False
    return between(size, positions.button, seat, positions.small_blind)


def next_player(table: Table, seat: int) -> int:
    """The first seat clockwise after ``seat`` that is dealt in."""
    dealt = set(table.dealt_in())
    for s in clockwise(table.size, seat):
        if s in dealt and s != seat:
            return s
    raise FloorError(Text("table {number} has no other player after seat {seat}",
                          number=table.number, seat=seat), code="no-players")


# -- the button -------------------------------------------------------------------------------

def first_hand(table: Table, button: int) -> Positions:
    """Positions when ``button`` has just won the draw (BT-01): the blinds are the next players."""
    if table.player_at(button) is None:
        raise FloorError(Text("the button cannot start on seat {button}: nobody sits there",
                              button=button), code="bad-button")
    return _blinds_after(table, button)


def _blinds_after(table: Table, button: int) -> Positions:
    """The button on ``button`` (occupied, or a dead button on an empty seat) and the blinds the next players."""
    players = table.dealt_in() if button in table.dealt_in() else table.occupied()
    if len(players) < 2:
        raise FloorError(Text("table {number} needs two players to deal a hand",
                              number=table.number), code="no-players")
    if len(players) == 2:  # BT-08: heads-up, the button is the small blind
        big = next(s for s in players if s != button)
        return Positions(button, button, big, _at(table, big))
    small = next(s for s in clockwise(table.size, button) if s in players)
    big = next(s for s in clockwise(table.size, small) if s in players)
    return Positions(button, small, big, _at(table, big))


def next_hand(table: Table, rule: str = "dead") -> Positions:
    """The positions of the hand after the one ``table.positions`` describes.

    Dead button (BT-02): the button goes to last hand's small-blind seat and the small blind
    to last hand's big-blind seat, even if empty; the big blind is the next player after last
    hand's big blind, so it always advances. Heads-up (BT-08, BT-09): the button posts the small
    blind, and nobody posts the big blind twice in a row. Moving button (BT-15): each advances
    to the next player.
    """
    if rule not in BUTTON_RULES:
        raise FloorError(Text("the button rule is dead or moving, not {rule!r}", rule=rule), code="bad-setting")
    last = table.positions
    if last is None:
        raise FloorError(Text("table {number} has no button yet: draw for it first",
                              number=table.number), code="no-button")
    players = table.occupied()  # everyone seated now plays the next hand (waiting seats are passed)
    if len(players) < 2:
        raise FloorError(Text("table {number} has fewer than two players", number=table.number), code="no-players")
    everyone = replace(table, waiting=frozenset())
    if len(players) == 2:  # BT-09
        big = next_player(everyone, last.big_blind)
        if table.player_at(big) == last.big_blind_player:
            big = next(s for s in players if s != big)
        other = next(s for s in players if s != big)
        return Positions(other, other, big, _at(table, big))
    if rule == "moving":  # BT-15
        button = next_player(everyone, last.button)
        small = next_player(everyone, button)
        big = next_player(everyone, small)
        return Positions(button, small, big, _at(table, big))
    big = next_player(everyone, last.big_blind)
    return Positions(last.small_blind, last.big_blind, big, _at(table, big))


def _at(table: Table, seat: int) -> int:
    player = table.player_at(seat)
    if player is None:  # callers only pass occupied seats
        raise FloorError(Text("seat {seat} at table {number} is empty",
                              seat=seat, number=table.number), code="seat-empty")
    return player
