"""Tables breaking: one table at a time (BB-09, BB-10), and down to the final table (BB-12, BB-13).

The players who move draw open seats that keep the tables balanced, by the high-card draw unless
the house says seat cards. Re-exported by :mod:`floor.tournament.seating.draw`.
"""

from __future__ import annotations

import bisect
import random
from collections import Counter
from collections.abc import Mapping, Sequence

from floor.core.errors import FloorError, Text
from floor.core.wholes import whole
from floor.tournament.seating.carddraws import draw_seats
from floor.tournament.seating.drawrecord import (
    FINAL_TABLE_REDRAWS,
    HIGH_CARD,
    SEAT_CARDS,
    CardsDrawn,
    SeatCard,
    SeatDraw,
    check_open_seats,
    check_table_size,
    choose_one,
    players_of,
    seat_cards_of,
    seat_players,
    tables_by_number,
)
from floor.tournament.seating.tableindex import TableIndex
from floor.tournament.seating.tables import Table

# -- breaking a table (BB-09, BB-10) ----------------------------------------------------------

def balanced_seat_cards(tables: Sequence[Table], count: int, rng: random.Random) -> list[SeatCard]:
    """``count`` open seats that keep ``tables`` balanced: each goes to a table with the fewest players.

    Ties between tables are drawn at random, and so is the seat within a table. This is the set of
    seat cards shown for a table break: offering every open seat instead would let the stack's
    order decide the balance, and a break could leave one table two or more players above another,
    which would need a balancing move (BB-01) right after the break.
    """
    return _balanced(TableIndex.of(tables), None, count, rng)


def _balanced(index: TableIndex, broken: int | None, count: int, rng: random.Random) -> list[SeatCard]:
    """:func:`balanced_seat_cards` of the tables of ``index`` but table ``broken``, in the index's order.

    It reads the tables with the fewest players and room, a level of the index, and the tables it picks: not every
    table (a field of 30,000 has 3,334; issue 30). A level is copied before it changes (the index is the state's).
    """
    tables, key = index.tables, index.order
    level = index.room_levels()  # players seated -> the tables with that many and room, in order
    owned: set[int] = set()

    def own(seated: int) -> list[int]:
        if seated not in owned:
            level[seated] = list(level.get(seated, ()))
            owned.add(seated)
        return level[seated]  # type: ignore[return-value]  # (copied above: a list of its own)

    def drop(seated: int, number: int) -> None:
        at = own(seated)
        del at[bisect.bisect_left(at, number if key is None else key(number), key=key)]
        if not at:
            del level[seated]
            owned.discard(seated)

    room_left = index.open
    if broken is not None:
        gone = tables[broken]
        room_left -= gone.size - gone.count
        if gone.count < gone.size:
            drop(gone.count, broken)
    if whole(count, Text("the players to seat"), code="bad-draw") > room_left:
        raise FloorError(_no_room(count, room_left), code="no-open-seat")
    room: dict[int, int] = {}
    added: Counter[int] = Counter()
    for _ in range(count):  # (each step reads the fewest tables only, not every table: issue 30)
        fewest = min(level)
        pick = rng.choice(level[fewest])
        drop(fewest, pick)
        table = tables[pick]
        room[pick] = room.get(pick, table.size - table.count) - 1
        added[pick] += 1
        if room[pick]:
            bisect.insort(own(fewest + 1), pick, key=key)
    return [(n, s) for n in sorted(added, key=key) for s in sorted(rng.sample(tables[n].empty(), added[n]))]


def _no_room(count: int, room: int) -> Text:
    """``count`` players and fewer open seats (each plural its own sentence)."""
    if count == 1:  # so no open seat at all
        return Text("1 player does not fit in the 0 open seats")
    if room == 1:
        return Text("{count} players do not fit in the 1 open seat", count=count)
    return Text("{count} players do not fit in the {sum} open seats", count=count, sum=room)


def verify_balanced(tables: Sequence[Table], seat_cards: Sequence[SeatCard]) -> None:
    """Seat cards keep the tables balanced when no table gets a player while another with room would end
    with fewer players than it had before that player came (the fewest players first)."""
    by_number = tables_by_number(tables)
    added = Counter(t for t, _ in seat_cards)
    final = {n: t.count + added[n] for n, t in by_number.items()}
    with_room = [n for n, t in by_number.items() if final[n] < t.size]
    if not with_room:
        return
    lowest = min(with_room, key=lambda n: (final[n], n))
    for n in sorted(added):
        if final[n] - 1 > final[lowest]:
            raise FloorError(Text("the seat cards bring table {n} to {final} players while table {lowest} would have "
                                  "{final_2}: offer seats at the tables with the fewest players first",
                                  n=n, final=final[n], lowest=lowest, final_2=final[lowest]),
                             code="unbalanced")


def break_seat_cards(tables: Sequence[Table], number: int, rng: random.Random) -> list[SeatCard]:
    """The seat cards to show when table ``number`` breaks (step 1 of a physical draw): :func:`balanced_seat_cards`."""
    index = TableIndex.of(tables)
    _verify_break(tables, index, number, None)
    return _balanced(index, number, index.tables[number].count, rng)


def verify_break_table(tables: Sequence[Table], number: int, *, seated: Mapping[int, SeatCard] | None = None) -> None:
    """``seated``: where each player sits, when the caller knows it (a tournament's state, whose fold seats each player
    once): the check that nobody sits twice, a pass over every seat, is then not made again. A tournament passes its
    :class:`TableIndex` as ``tables``: the open seats are then its count, not a sum over every table."""
    _verify_break(tables, TableIndex.of(tables), number, seated)


def _verify_break(tables: Sequence[Table], index: TableIndex, number: int,
                  seated: Mapping[int, SeatCard] | None) -> None:
    if seated is None:
        seat_cards_of(tables)
    if number not in index.tables:
        raise FloorError(Text("there is no table {number}", number=number), code="bad-table")
    if len(index) < 2:
        raise FloorError(Text("table {number} is the last table: it cannot break", number=number), code="last-table")
    broken = index.tables[number]
    moving = broken.count
    room = index.open - (broken.size - broken.count)  # (the open seats of the other tables)
    if moving > room:
        if moving == 1:  # so no open seat at the other tables
            said = Text("table {number}'s 1 player does not fit in the 0 open seats at the other tables: a table "
                        "breaks when its players fit elsewhere (BB-09)", number=number)
        elif room == 1:
            said = Text("table {number}'s {moving} players do not fit in the 1 open seat at the other tables: a table "
                        "breaks when its players fit elsewhere (BB-09)", number=number, moving=moving)
        else:
            said = Text("table {number}'s {moving} players do not fit in the {room} open seats at the other tables: a "
                        "table breaks when its players fit elsewhere (BB-09)", number=number, moving=moving, room=room)
        raise FloorError(said, code="no-open-seat")


def can_break_table(tables: Sequence[Table], number: int) -> bool:
    try:
        verify_break_table(tables, number)
    except FloorError:
        return False
    return True


def break_table(tables: Sequence[Table], number: int, rng: random.Random | None = None, *,
                cards: CardsDrawn | None = None, seat_cards: Sequence[SeatCard] | None = None,
                mode: str = HIGH_CARD, seated: Mapping[int, SeatCard] | None = None
                ) -> tuple[SeatDraw, tuple[Table, ...]]:
    """BB-10: table ``number`` breaks; its players draw open seats at the other tables (mode C).

    Floor draws (``rng``) one seat card per moving player from :func:`balanced_seat_cards`, so the
    tables stay balanced (the fewest players first: the smallest tables fill, and no balancing
    move is needed right after a break). A recorded physical draw gives ``cards`` and the stacked
    ``seat_cards``, exactly one per moving player, which must be open seats that keep the same
    balance. Any seat is possible, blinds and button included; a seat between the button and the
    small blind waits (SE-05). Returns the draw and the tables left, the broken one removed. ``seated`` as for
    :func:`verify_break_table`.
    """
    draw = _break(tables, number, rng, cards, seat_cards, mode, seated)
    return draw, seat_players([t for t in tables if t.number != number], draw, seated)


def break_draw(tables: Sequence[Table], number: int, rng: random.Random | None = None, *,
               cards: CardsDrawn | None = None, seat_cards: Sequence[SeatCard] | None = None,
               mode: str = HIGH_CARD, seated: Mapping[int, SeatCard] | None = None) -> SeatDraw:
    """:func:`break_table`'s draw alone, checked as it checks it, without the tables it leaves: what a tournament
    records (its fold seats the players). A tournament passes its :class:`TableIndex` as ``tables``: the draw then
    reads the tables with the fewest players, not every table."""
    return _break(tables, number, rng, cards, seat_cards, mode, seated)


def _break(tables: Sequence[Table], number: int, rng: random.Random | None, cards: CardsDrawn | None,
           seat_cards: Sequence[SeatCard] | None, mode: str, seated: Mapping[int, SeatCard] | None) -> SeatDraw:
    index = TableIndex.of(tables)
    _verify_break(tables, index, number, seated)
    players = players_of(index.tables[number])
    if cards is None:
        offered = None if rng is None else _balanced(index, number, len(players), rng)
    else:
        if seat_cards is None:
            raise FloorError(Text("record the seat cards in the order they were stacked, with the players' cards"),
                             code="bad-draw")
        others = [t for t in tables if t.number != number]
        stacked = check_open_seats(others, seat_cards, Text("a table that stays"))
        if len(stacked) != len(players):
            raise FloorError(Text("table {number} has 1 player: stack exactly 1 seat card, not {stacked_count}",
                                  number=number, stacked_count=len(stacked)) if len(players) == 1 else
                             Text("table {number} has {players_count} players: stack exactly {players_count} seat "
                                  "cards, not {stacked_count}",
                                  number=number,
                                  players_count=len(players),
                                  stacked_count=len(stacked)), code="bad-seat-card")
        verify_balanced(others, stacked)
        offered = None
    return draw_seats(players, offered, mode, rng, cards, seat_cards)


# -- the final table (BB-12, BB-13) -----------------------------------------------------------

def final_table_stays(tables: Sequence[Table]) -> int:
    """With ``broken_table_only``, the table that stays: the one with the most players, the lowest number on a tie.

    Most players stay put, so the fewest move and draw; the tie goes by table number, an order
    posted in advance (BB-03's spirit), never the floor's choice on the day.
    """
    if not tables:
        raise FloorError(Text("no table is in play"), code="no-tables")
    return min(tables_by_number(tables).values(), key=lambda t: (-t.count, t.number)).number


def _final_mode(redraw: str, mode: str | None) -> str:
    """Full redraw: seat cards, the house default (SE-01); arrivals at a table that stays: BB-10's high card."""
    if mode is not None:
        return mode
    return SEAT_CARDS if redraw == "full_redraw" else HIGH_CARD


def verify_final_table(tables: Sequence[Table], seats_per_table: int, redraw: str = "full_redraw", *,
                       mode: str | None = None, stays: int | None = None, number: int | None = None) -> None:
    check_table_size(seats_per_table)
    choose_one(redraw, FINAL_TABLE_REDRAWS, Text("the final-table redraw"))
    by_number = tables_by_number(tables)
    left = len(seat_cards_of(tables))
    if not by_number:
        raise FloorError(Text("no table is in play"), code="no-tables")
    if left > seats_per_table:
        raise FloorError(Text("{left} players are left: a final table of {seats_per_table} seats forms when "
                              "{seats_per_table} remain (BB-12)",
                              left=left, seats_per_table=seats_per_table), code="too-many-players")
    if left < 2:
        raise FloorError(Text("a final table needs at least two players"), code="no-players")
    mode = _final_mode(redraw, mode)
    if mode not in (SEAT_CARDS, HIGH_CARD):
        raise FloorError(Text("finalists draw by seat cards ({seat_cards}) or high card ({high_card}), BB-13, not "
                              "{mode!r}",
                              seat_cards=SEAT_CARDS, high_card=HIGH_CARD, mode=mode), code="bad-setting")
    if redraw == "full_redraw":
        if number is not None:
            whole(number, Text("the final table's number"), minimum=1, code="bad-draw")
        return
    if len(by_number) < 2:
        raise FloorError(Text("only table {next} is left: it already is the final table", next=next(iter(by_number))),
                         code="last-table")
    staying = by_number.get(final_table_stays(tables) if stays is None else stays)
    if staying is None:
        raise FloorError(Text("there is no table {stays} to stay as the final table", stays=stays), code="bad-table")
    if staying.size != seats_per_table:
        raise FloorError(Text("table {number} has {size} seats, the final table {seats_per_table}: with a different "
                              "table, redraw every seat (full_redraw)",
                              number=staying.number,
                              size=staying.size,
                              seats_per_table=seats_per_table), code="bad-table")


def can_final_table(tables: Sequence[Table], seats_per_table: int, redraw: str = "full_redraw", *,
                    mode: str | None = None, stays: int | None = None, number: int | None = None) -> bool:
    try:
        verify_final_table(tables, seats_per_table, redraw, mode=mode, stays=stays, number=number)
    except FloorError:
        return False
    return True


def final_table(tables: Sequence[Table], seats_per_table: int, redraw: str = "full_redraw",
                rng: random.Random | None = None, *, mode: str | None = None, cards: CardsDrawn | None = None,
                seat_cards: Sequence[SeatCard] | None = None, stays: int | None = None,
                number: int | None = None) -> tuple[SeatDraw, tuple[Table]]:
    """BB-13: seat the finalists at one table.

    ``full_redraw`` (the default): every finalist draws a seat at a new table of ``seats_per_table``
    seats by ``mode`` (A, the default, or C; in C every seat card is shown and stacked, the ones left
    over are the empty seats). The table is numbered ``number``, by default the lowest table number
    still in play, and it has no positions: draw for the button (BT-01).
    ``broken_table_only``: table ``stays`` (default :func:`final_table_stays`) keeps its players, seats,
    button and blinds; the arrivals draw its open seats as from a broken table (BB-10: mode C unless
    ``mode`` says A) and BT-02 carries on.
    """
    verify_final_table(tables, seats_per_table, redraw, mode=mode, stays=stays, number=number)
    mode = _final_mode(redraw, mode)
    everyone = [p for t in sorted(tables, key=lambda t: t.number) for p in players_of(t)]
    if redraw == "full_redraw":
        final = Table(min(t.number for t in tables) if number is None else number, (None,) * seats_per_table)
        offered = [(final.number, s) for s in range(1, seats_per_table + 1)]
        draw = draw_seats(everyone, offered, mode, rng, cards, seat_cards)
        return draw, (seat_players([final], draw)[0],)
    staying = tables_by_number(tables)[final_table_stays(tables) if stays is None else stays]
    stayers = set(players_of(staying))
    arrivals = [p for p in everyone if p not in stayers]
    offered = [(staying.number, s) for s in staying.empty()]
    draw = draw_seats(arrivals, offered, mode, rng, cards, seat_cards)
    return draw, (seat_players([staying], draw)[0],)
