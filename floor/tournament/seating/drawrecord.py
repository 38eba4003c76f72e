"""The seat draw record: the draw modes, the :class:`SeatDraw` that goes into the event, and applying it.

A draw is checked when it is made and again when a stored one is read (SE-11: the draw record is
authoritative); :func:`seat_players` applies it to the tables, which is all a replay does. The checks
every draw shares (one card each, no card twice, no player twice) live here too.
Everything is re-exported by :mod:`floor.tournament.seating.draw`.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar

from floor.core.cards import Card, parse_card
from floor.core.errors import CardError, FloorError, Text, listing
from floor.core.wholes import is_whole, whole
from floor.tournament.codec import Form
from floor.tournament.seating.tables import Table

SEAT_CARDS = "A_seat_cards"
RANK_CARDS = "B_rank_cards"
HIGH_CARD = "C_high_card_2step"
SEAT_DRAW_MODES = (SEAT_CARDS, RANK_CARDS, HIGH_CARD)
SEAT_POOL_POLICIES = ("balanced_fill", "all_open_seats")
FINAL_TABLE_REDRAWS = ("full_redraw", "broken_table_only")

SeatCard = tuple[int, int]
"""What a seat card reads: (table, seat)."""

CardsDrawn = Mapping[int, Card | str] | Iterable[tuple[int, Card | str]]
"""A recorded physical draw: player (or seat) -> the card, as a mapping or as pairs (pairs show a name twice)."""

RANK_LABELS = {1: "A", **{n: str(n) for n in range(2, 11)}, 11: "J"}

_read_card = functools.lru_cache(maxsize=256)(parse_card)  # (a card is read once: a log holds many draws)


def where_said(spot: SeatCard) -> Text:
    return Text("table {table}, seat {seat}", table=spot[0], seat=spot[1])


def check_table_size(seats: int) -> int:
    if not is_whole(seats) or not 2 <= seats <= 11:
        raise FloorError(Text("a table has 2 to 11 seats, not {seats!r}", seats=seats), code="bad-setting")
    return seats


def choose_one(value: str, allowed: tuple[str, ...], what: Text) -> str:
    if value not in allowed:
        raise FloorError(Text("{what} is {allowed} or {allowed_2}, not {value!r}",
                              what=what, allowed=', '.join(allowed[:-1]), allowed_2=allowed[-1], value=value),
                         code="bad-setting")
    return value


# -- the result -------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Assignment:
    """One player's new seat, and the card that gave it (mode B: the rank card; mode C: the high card)."""

    player: int
    table: int
    seat: int
    card: str | None = None


    def __post_init__(self) -> None:
        if type(self.player) is int and type(self.table) is int and type(self.seat) is int \
                and self.player >= 1 and self.table >= 1 and self.seat >= 1:
            return  # (what every draw of Floor's holds, checked without wording a refusal: 30,000 a draw, issue 30)
        whole(self.player, Text("a player's number"), minimum=1, code="bad-draw")
        whole(self.table, Text("a table number"), minimum=1, code="bad-draw")
        whole(self.seat, Text("a seat number"), minimum=1, code="bad-draw")


_SET_ASSIGNMENT = tuple(getattr(Assignment, name).__set__ for name in ("player", "table", "seat", "card"))  # (the
# slots themselves: what a frozen dataclass's __init__ sets through object.__setattr__)


def built_assignments(rows: Iterable[tuple[int, int, int]]) -> tuple[Assignment, ...]:
    """Assignments (player, table, seat) Floor has just worked out, whole numbers from 1 by construction: made without
    the check :class:`Assignment` runs on each (half the cost of 30,000 in a seat draw, issue 30). Never for
    assignments read or recorded: those are checked."""
    new = object.__new__
    set_player, set_table, set_seat, set_card = _SET_ASSIGNMENT
    made = []
    for player, table, seat in rows:
        a = new(Assignment)
        set_player(a, player)
        set_table(a, table)
        set_seat(a, seat)
        set_card(a, None)
        made.append(a)
    return tuple(made)


@dataclass(frozen=True, slots=True)
class SeatDraw:
    """A seat draw as it is logged and printed (SE-11: the draw record is authoritative).

    ``seats`` lists the players in the order they took their seats (mode C: highest card first);
    ``physical`` says the cards were drawn at the table and recorded, not dealt by Floor;
    ``seat_cards`` (mode C) is the stack of seat cards, top first, unused ones included.
    A stored draw is checked again when it is read: mode C must follow SR-02.
    """

    method: str
    seats: tuple[Assignment, ...]
    physical: bool = False
    seat_cards: tuple[SeatCard, ...] = ()

    FORM: ClassVar[Form] = Form(order=("method", "physical", "seats", "seat_cards"))

    def __post_init__(self) -> None:
        choose_one(self.method, SEAT_DRAW_MODES, Text("the seat draw mode"))
        for player, times in Counter(a.player for a in self.seats).items():
            if times > 1:
                raise FloorError(Text("player {player} is given {times} seats in one draw",
                                      player=player, times=times), code="bad-draw")
        for spot, times in Counter((a.table, a.seat) for a in self.seats).items():
            if times > 1:
                raise FloorError(Text("{where} is given to {times} players in one draw",
                                      where=where_said(spot), times=times), code="bad-draw")
        if self.method == SEAT_CARDS:
            self._check_seat_cards()
        elif self.method == RANK_CARDS:
            self._check_rank_cards()
        else:
            self._check_high_cards()

    @classmethod
    def built(cls, seats: tuple[Assignment, ...]) -> SeatDraw:
        """A seat-card draw (mode A) Floor has just built, whose building rules out what :meth:`__post_init__` checks
        (each player and each seat once, no playing cards): not checked again (two passes over 30,000 players, issue
        30). Never for a draw read or recorded: those are checked."""
        draw = object.__new__(cls)
        for name, value in (("method", SEAT_CARDS), ("seats", seats), ("physical", False), ("seat_cards", ())):
            object.__setattr__(draw, name, value)
        return draw

    def _check_seat_cards(self) -> None:
        if self.seat_cards or any(a.card is not None for a in self.seats):
            raise FloorError(Text("a seat-card draw (mode A) has no playing cards"), code="bad-draw")

    def _check_rank_cards(self) -> None:
        if self.seat_cards or len({a.table for a in self.seats}) > 1:
            raise FloorError(Text("a rank-card draw (mode B) seats one table"), code="bad-draw")
        for a in self.seats:
            if a.card != RANK_LABELS.get(a.seat):
                raise FloorError(Text("player {player} has seat {seat} but drew {card!r}",
                                      player=a.player, seat=a.seat, card=a.card), code="bad-draw")

    def _check_high_cards(self) -> None:
        if any(a.card is None for a in self.seats):
            raise FloorError(Text("in a high-card draw (mode C) every player has a card"), code="bad-draw")
        cards = [natural_card(str(a.card), Text("player {player}'s card", player=a.player)) for a in self.seats]
        refuse_same_card(zip((Text("player {player}", player=a.player) for a in self.seats), cards, strict=True))
        if len(set(self.seat_cards)) != len(self.seat_cards):
            raise FloorError(Text("a seat card is stacked twice"), code="bad-draw")
        order = sorted(zip(cards, self.seats, strict=True), key=lambda pair: pair[0].key, reverse=True)
        if len(self.seat_cards) < len(order) or any(
                (a.table, a.seat) != self.seat_cards[i] for i, (_, a) in enumerate(order)):
            raise FloorError(Text("the seats do not follow the high cards: the highest card takes the top seat card "
                                  "(SR-02)"), code="bad-draw")

    def where(self, player: int) -> SeatCard | None:
        """The (table, seat) the draw gave ``player``."""
        for a in self.seats:
            if a.player == player:
                return a.table, a.seat
        return None


# -- shared checks ----------------------------------------------------------------------------

def natural_card(text: Card | str, what: Text) -> Card:
    try:
        card = text if isinstance(text, Card) else _read_card(text)
    except CardError as err:
        raise CardError(Text("{what}: {message}", what=what, message=err.message), code=err.code) from err
    if card.is_joker:
        raise CardError(Text("{what} is a joker: a draw uses the 52 natural cards, deal another",
                             what=what), code="bad-card")
    return card


def drawn_pairs(drawn: CardsDrawn) -> list[tuple[int, Card | str]]:
    """A recorded draw as pairs, player -> card; no player may have two cards."""
    pairs = list(drawn.items()) if isinstance(drawn, Mapping) else [(name, card) for name, card in drawn]
    for name, times in Counter(name for name, _ in pairs).items():
        if times > 1:
            raise FloorError(Text("player {name} has {times} cards: one card each", name=name, times=times),
                             code="bad-draw")
    return pairs


def refuse_same_card(named: Iterable[tuple[str, Card]]) -> None:
    """SR-14: one deck, so no two draw cards share a key; if it happens, redeal to those only."""
    holders: dict[Card, list[str]] = {}
    for name, card in named:
        holders.setdefault(card, []).append(name)
    for card, names in holders.items():
        if len(names) > 1:
            raise FloorError(Text("{card} is recorded for {names}: a draw uses one deck, so two cards cannot be the "
                                  "same; redeal to those {names_count} only (SR-14)",
                                  card=card, names=listing(names), names_count=len(names)),
                             code="duplicate-card", procedure="SR-14")


def check_players(players: Sequence[int]) -> list[int]:
    out = [p if type(p) is int and p >= 1 else whole(p, Text("a player's number"), minimum=1, code="bad-draw")
           for p in players]
    for player, times in Counter(out).items():
        if times > 1:
            raise FloorError(Text("player {player} is in the draw {times} times",
                                  player=player, times=times), code="bad-draw")
    return out


def tables_by_number(tables: Sequence[Table]) -> dict[int, Table]:
    found = {t.number: t for t in tables}  # (in one go: a field of 30,000 has 3,334 tables, issue 30)
    if len(found) == len(tables):
        return found
    found = {}
    for t in tables:
        if t.number in found:
            raise FloorError(Text("there are two tables numbered {number}", number=t.number), code="bad-table")
        found[t.number] = t
    return found


def seat_cards_of(tables: Sequence[Table]) -> dict[int, SeatCard]:
    """Where each player sits; a player at two tables is refused."""
    found: dict[int, SeatCard] = {}
    for t in tables_by_number(tables).values():
        for s, p in enumerate(t.seats, 1):
            if p is None:
                continue
            if p in found:
                raise FloorError(Text("player {p} sits at {where} and at {where_2}",
                                      p=p, where=where_said(found[p]), where_2=where_said((t.number, s))),
                                 code="bad-table")
            found[p] = (t.number, s)
    return found


def players_of(table: Table) -> list[int]:
    return [p for p in table.seats if p is not None]


def check_open_seats(tables: Sequence[Table], seat_cards: Sequence[SeatCard], where: Text) -> list[SeatCard]:
    """Seat cards must read open seats of ``tables``, each once."""
    by_number = tables_by_number(tables)
    stack: list[SeatCard] = []
    for spot in seat_cards:
        t = whole(spot[0], Text("a seat card's table"), minimum=1, code="bad-draw")
        s = whole(spot[1], Text("a seat card's seat"), minimum=1, code="bad-draw")
        table = by_number.get(t)
        if table is None:
            raise FloorError(Text("the seat card for {where} is not for {where_2}",
                                  where=where_said((t, s)), where_2=where), code="bad-seat-card")
        if table.player_at(s) is not None:
            raise FloorError(Text("the seat card for {where} is for a seat that is taken",
                                  where=where_said((t, s))), code="bad-seat-card")
        if (t, s) in stack:
            raise FloorError(Text("the seat card for {where} is stacked twice",
                                  where=where_said((t, s))), code="bad-seat-card")
        stack.append((t, s))
    return stack


# -- applying a draw --------------------------------------------------------------------------

def empty_tables(count: int, seats_per_table: int, first: int = 1) -> tuple[Table, ...]:
    """Tables ``first`` .. ``first + count - 1``, every seat empty and no button yet."""
    check_table_size(seats_per_table)
    tables = whole(count, Text("the tables"), code="bad-draw")
    return tuple(Table(first + i, (None,) * seats_per_table) for i in range(tables))


def seat_players(tables: Sequence[Table], draw: SeatDraw,
                 seated: Mapping[int, SeatCard] | None = None) -> tuple[Table, ...]:
    """The tables with the draw's players in their seats (replaying a stored draw does just this).

    Each player sits down through :meth:`Table.seat`, so a seat between the button and the
    small blind waits for the button to pass (SE-05, BB-10). ``seated``: where each player sits, when the caller
    knows it (a tournament's state does), so that only the draw's players are looked up, not every seat.
    """
    by_number = tables_by_number(tables)
    if seated is None:
        seated = seat_cards_of(tables)
    for a in draw.seats:
        where = seated.get(a.player)
        if where is not None and where[0] in by_number:  # (a seat at a table not among ``tables`` is no seat here)
            raise FloorError(Text("player {player} already sits at {where}",
                                  player=a.player, where=where_said(where)), code="already-seated")
        table = by_number.get(a.table)
        if table is None:
            raise FloorError(Text("table {table} is not in play", table=a.table), code="bad-table")
        by_number[a.table] = table.seat(a.seat, a.player)
    return tuple(by_number[t.number] for t in tables)

