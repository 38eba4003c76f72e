"""Balancing, breaking and the final table (procedures.md DT-4): Floor proposes, the floor manager decides.

:func:`proposal` looks at every table after an elimination and says the one thing to do next,
in this order: form the final table (BB-12), break a table (BB-09), move one player (BB-01,
BB-03 to BB-07), or nothing. The floor manager confirms it (:func:`apply_move` with the
proposal's player and seat) or overrides it (the same call with another player or seat; the
caller records the override). :func:`halted` lists the tables that wait for a player (BB-02).

Every table's ``positions`` is read as the hand in play when the elimination happened (the
one that is ending): the mover leaves after it (BB-04), so "the next hand" at the source and
at the destination is :func:`~floor.tournament.seating.tables.next_hand` of that table (dead button,
BT-02). In a stud round of a mixed game ``positions`` is the frozen button (BT-10): the
hold'em hand that would be dealt next.

>>> from floor.tournament.seating.tables import Positions, Table
>>> full = Table(3, (30, 31, 32, 33, 34, 35, 36, 37, 38), Positions(1, 2, 3, 32))
>>> short = Table(7, (70, 71, None, 73, None, 75, 76, 77, None), Positions(1, 2, 4, 73))
>>> move = proposal({3: full, 7: short}, 9)
>>> move.player, move.source, move.destination
(33, Spot(table=3, seat=4), Spot(table=7, seat=5))
>>> tables = apply_move({3: full, 7: short}, 33, 7, 5)
>>> tables[3].count, tables[7].count
(8, 7)
>>> proposal(tables, 9) is None
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from floor.core.errors import FloorError, Text, listing
from floor.core.wholes import is_whole
from floor.tournament.balancing.policy import (
    DEFAULT_POLICY,
    BalancePolicy,
)
from floor.tournament.balancing.proposal import Halt, Proposal, Spot
from floor.tournament.balancing.worstseat import next_occupied, worst_position
from floor.tournament.seating.tableindex import TableIndex
from floor.tournament.seating.tables import Table, clockwise, next_hand

__all__ = [
    "BREAK_RULES",
    "FINAL_RULES",
    "HALT_SHORT_BY",
    "MOVE_RULES",
    "apply_move",
    "can_move",
    "final_table_size",
    "halted",
    "hand_for_hand_due",
    "hand_for_hand_notice",
    "proposal",
    "verify_move",
]

HALT_SHORT_BY = 3
"""BB-02: a table this many players short of the fullest halts (TDA R11-D)."""

MOVE_RULES = {"flop": ("BB-01", "BB-03", "BB-04", "BB-05"),
              "stud": ("BB-01", "BB-03", "BB-06"),
              "stud-round-of-mixed": ("BB-01", "BB-03", "BB-07", "BB-05")}
BREAK_RULES = ("BB-09", "BB-10")
FINAL_RULES = ("BB-12", "BB-13")


# --- checking the input --------------------------------------------------------------------------------------------


def _check_tables(tables: Mapping[int, Table]) -> None:
    """Each table is filed under its own number and each player has one seat in the room."""
    seen: dict[int, int] = {}
    for number, table in tables.items():
        if table.number != number:
            raise FloorError(Text("table {number} is filed as table {number_2}",
                                  number=table.number, number_2=number), code="bad-table")
        for player in table.seats:
            if player is None:
                continue
            if player in seen:
                raise FloorError(Text("player {player} is seated at table {seen} and at table {number}",
                                      player=player, seen=seen[player], number=number),
                                 code="bad-table")
            seen[player] = number


def _check_seats_per_table(seats_per_table: int) -> None:
    if not is_whole(seats_per_table) or not 2 <= seats_per_table <= 11:
        raise FloorError(Text("an event seats 2 to 11 players a table, not {seats_per_table!r}",
                              seats_per_table=seats_per_table), code="bad-setting")


def final_table_size(seats_per_table: int) -> int:
    """BB-12 (TDA recommended procedure 9): 9- and 8-handed events finish 9-handed, 7- and 6-handed ones 7-handed."""
    _check_seats_per_table(seats_per_table)
    if seats_per_table in (8, 9):
        return 9
    if seats_per_table in (6, 7):
        return 7
    return seats_per_table


def _label(player: int, names: Mapping[int, str] | None) -> str:
    return names[player] if names and player in names else Text("player {player}", player=player)


# --- the proposal --------------------------------------------------------------------------------------------------


def proposal(tables: Mapping[int, Table], seats_per_table: int, policy: BalancePolicy = DEFAULT_POLICY, *,
             rng: random.Random | None = None, names: Mapping[int, str] | None = None,
             checked: bool = False, index: TableIndex | None = None) -> Proposal | None:
    """What should happen now, one step at a time: final table, else a break, else a move, else None.

    ``names`` maps player numbers to the names the reason shows ("player 12" otherwise); ``rng``
    draws the table to break under ``random_at_break`` and is needed only then. ``checked``: the tables come from a
    tournament's state, whose fold files each table under its number and seats each player once, so the check of
    every seat (a pass over the whole field, issue 30) is skipped. ``index``: the tables' :class:`TableIndex` (the
    state keeps it), so that the proposal reads the fullest and the shortest tables only, not every table.
    """
    _check_seats_per_table(seats_per_table)
    if not checked:
        _check_tables(tables)
    if index is None or index.tables is not tables:
        index = TableIndex.of(tables)
    total = index.seated
    if len(tables) < 2 or total < 2:
        return None
    final = final_table_size(seats_per_table)
    if total <= final:
        return _final_table(tables, total, final)
    if total <= (len(tables) - 1) * seats_per_table:
        return _break(index, total, seats_per_table, policy, rng)
    return _move(index, policy, names)


def _final_table(tables: Mapping[int, Table], total: int, final: int) -> Proposal:
    numbers = tuple(sorted(tables))
    # proposal() asks for a final table only with two tables or more and two players or more
    reason = Text("{total} players left fit one final table of {final} (TDA recommended procedure 9): combine "
                  "tables {tables} and seat the final table (BB-13)", total=total, final=final, tables=listing(numbers))
    return Proposal("final-table", FINAL_RULES, reason, tables=numbers, final_size=final)


def _break(index: TableIndex, total: int, seats_per_table: int, policy: BalancePolicy,
           rng: random.Random | None) -> Proposal:
    # A break comes only when the final table does not, so two tables or more stay and two players or more move.
    fewer = len(index) - 1
    fit = {"total": total, "fewer": fewer, "size": seats_per_table, "seats": fewer * seats_per_table}
    if policy.break_order == "random_at_break":
        if rng is None:
            raise FloorError(Text("the break order is random_at_break: pass a random source to draw the table"),
                             code="no-rng", procedure="BB-09")
        table = rng.choice(index.numbers)  # (the numbers in order: as sorted(tables) was)
        reason = Text("{total} players fit in {fewer} tables of {size} ({seats} seats): break table {table} (drawn at "
                      "random); its players draw new seats (BB-10)", table=table, **fit)
    else:
        order = policy.posted_first(index.numbers, 6)  # (the first five shown, and whether more follow)
        table = order[0]
        shown = ", ".join(map(str, order[:5])) + (", …" if len(order) > 5 else "")
        reason = (Text("{total} players fit in {fewer} tables of {size} ({seats} seats): break table {table} (first on "
                       "the posted break order {order}); its players draw new seats (BB-10)",
                       table=table, order=shown, **fit) if policy.break_order == "posted_list"
                  else Text("{total} players fit in {fewer} tables of {size} ({seats} seats): break table {table} (the "
                            "highest table number); its players draw new seats (BB-10)", table=table, **fit))
    return Proposal("break", BREAK_RULES, reason, tables=(table,))


def _move(index: TableIndex, policy: BalancePolicy, names: Mapping[int, str] | None) -> Proposal | None:
    most, fewest = max(index.levels), min(index.levels)
    tolerance = policy.tolerance(len(index))
    if most - fewest <= tolerance:
        return None
    tables = index.tables
    source = tables[policy.first_posted(index.levels[most])]
    # The shortest table that breaks last: a player moved there is the least likely to move again.
    destination = tables[policy.last_posted(index.levels[fewest])]
    head = Text("Table {source} has {most} players, table {destination} has {fewest} (more than {tolerance} apart)",
                source=source.number, most=most, destination=destination.number, fewest=fewest, tolerance=tolerance)
    if policy.game == "stud":
        return _stud_move(source, destination, head, policy, names)
    return _flop_move(source, destination, head, policy, names)


def _flop_move(source: Table, destination: Table, head: Text, policy: BalancePolicy,
               names: Mapping[int, str] | None) -> Proposal:
    """BB-04 (or BB-07 with a frozen button) picks the player, BB-05 the seat."""
    frozen = policy.game == "stud-round-of-mixed"
    seat: int | None = None
    if source.positions is not None:
        seat = next_occupied(source, source.positions.small_blind) if frozen else next_hand(source).big_blind
    player = None if seat is None else source.seats[seat - 1]
    if player is None:
        mover = Text("move a player the floor picks from table {table} (no button there yet)", table=source.number)
    elif frozen:
        mover = Text("move the player who would be the big blind if this were hold'em of table {table}, {name} "
                     "(seat {seat}),", table=source.number, name=_label(player, names), seat=seat)
    else:
        mover = Text("move the next big blind of table {table}, {name} (seat {seat}),",
                     table=source.number, name=_label(player, names), seat=seat)
    to_seat, hands = worst_position(destination, frozen)
    if to_seat is None:
        where = (Text("to table {table}, in a seat the floor picks (no button there yet)", table=destination.number)
                 if destination.positions is None else
                 Text("to table {table}, in a seat the floor picks (every open seat is the next small blind or dealt "
                      "out)", table=destination.number))
    elif hands == 0:
        where = Text("to table {table} seat {seat} — the worst position, the next big blind",
                     table=destination.number, seat=to_seat)
    else:
        where = Text("to table {table} seat {seat} — the worst position, the big blind in {hands} hands",
                     table=destination.number, seat=to_seat, hands=hands + 1)
    return Proposal("move", MOVE_RULES[policy.game], _move_reason(head, mover, where), player,
                    Spot(source.number, None if player is None else seat), Spot(destination.number, to_seat),
                    (source.number, destination.number))


def _move_reason(head: Text, mover: Text, where: Text) -> Text:
    """A move's reason: why (the head), who moves and where to, each its own translatable part."""
    return Text("{head}: {mover} {where}", head=head, mover=mover, where=where)


def _stud_move(source: Table, destination: Table, head: Text, policy: BalancePolicy,
               names: Mapping[int, str] | None) -> Proposal:
    """BB-06: the most recently vacated seat at the short table; the player by ``stud_move_selection``."""
    to_seat = next((s for s in reversed(destination.vacated) if destination.seats[s - 1] is None), None)
    seat: int | None = None
    if to_seat is not None and policy.stud_move_selection == "same_seat":
        start = (to_seat - 1) % source.size + 1
        seat = start if source.seats[start - 1] is not None else next_occupied(source, start)
    player = None if seat is None else source.seats[seat - 1]
    if player is None:
        mover = Text("move a player the floor picks from table {table}", table=source.number)
    elif seat == to_seat:
        mover = Text("move {name} (table {table} seat {seat}, the same seat number as the open seat)",
                     name=_label(player, names), table=source.number, seat=seat)
    else:
        mover = Text("move {name} (table {table} seat {seat}, the next player after that seat)",
                     name=_label(player, names), table=source.number, seat=seat)
    where = (Text("to table {table} seat {seat}, the most recently vacated seat", table=destination.number,
                  seat=to_seat) if to_seat is not None
             else Text("to table {table}, in a seat the floor picks (no record of the seats that opened)",
                       table=destination.number))
    return Proposal("move", MOVE_RULES["stud"], _move_reason(head, mover, where), player,
                    Spot(source.number, None if player is None else seat), Spot(destination.number, to_seat),
                    (source.number, destination.number))


# --- halting short tables ------------------------------------------------------------------------------------------


def halted(tables: Mapping[int, Table], policy: BalancePolicy = DEFAULT_POLICY, *, checked: bool = False,
           index: TableIndex | None = None) -> tuple[Halt, ...]:
    """BB-02: the tables that should not deal their next hand until a player arrives, by table number.

    A table halts when it is 3 or more players short of the fullest *and* its blinds are
    affected: the seat right after this hand's big blind, which would post the next big blind
    at a full table, is empty, so the next big blind would skip over a missing player. (The
    dead button never puts the big blind on an empty seat; "the BB would be an empty seat"
    reads as the seat it would be if everyone were there, the seat a moved player fills.) In
    stud there are no blinds to wait for, so a stud table halts as soon as it is 3 short.
    ``checked`` and ``index`` as for :func:`proposal`: a tournament's tables are read from the fullest and the short
    ones, not all of them.
    """
    if not checked:
        _check_tables(tables)
    if not policy.halt_short_tables or len(tables) < 2:
        return ()
    if index is None or index.tables is not tables:
        index = TableIndex.of(tables)
    fullest = max(index.levels)
    found = []
    for number in sorted(n for count, level in index.levels.items() if fullest - count >= HALT_SHORT_BY
                         for n in level):
        table = tables[number]
        short = fullest - table.count
        head = (Text("Table {table} has 1 player, {short} fewer than the fullest ({fullest})",
                     table=number, short=short, fullest=fullest) if table.count == 1
                else Text("Table {table} has {count} players, {short} fewer than the fullest ({fullest})",
                          table=number, count=table.count, short=short, fullest=fullest))
        if policy.game == "flop":
            if table.positions is None:
                continue
            seat = next(clockwise(table.size, table.positions.big_blind))
            if table.seats[seat - 1] is not None:
                continue
            reason = Text("{head}: halt before the next hand — its big blind would fall on empty seat {seat} (BB-02); "
                          "the floor may waive the halt", head=head, seat=seat)
            found.append(Halt(number, table.count, fullest, seat, reason))
        else:
            reason = Text("{head}: halt until a player arrives (BB-02); the floor may waive the halt", head=head)
            found.append(Halt(number, table.count, fullest, None, reason))
    return tuple(found)


# --- moving a player: ask, check, act -------------------------------------------------------------------------------


def _located(tables: Mapping[int, Table], player: int) -> tuple[int, int]:
    """(table, seat) of a seated player."""
    for number, table in tables.items():
        seat = table.seat_of(player)
        if seat is not None:
            return number, seat
    raise FloorError(Text("player {player} is not seated at any table", player=player), code="not-seated")


def verify_move(tables: Mapping[int, Table], player: int, to_table: int, to_seat: int, *,
                at: tuple[int, int] | None = None) -> None:
    """Refuse a move that cannot be made: an unseated player, an unknown table, a taken seat, the same table.

    ``at``: where the player sits, when the caller knows it (a tournament's state keeps each player's seat): the
    tables are then not searched for him (at 30,000 entries, a pass over every seat)."""
    if not is_whole(player):
        raise FloorError(Text("name the player to move by number, not {player!r}", player=player), code="bad-player")
    if not is_whole(to_table) or to_table not in tables:
        raise FloorError(Text("there is no table {to_table!r} (tables in play: {known})",
                              to_table=to_table, known=", ".join(map(str, sorted(tables)))) if tables
                         else Text("there is no table {to_table!r} (tables in play: none)", to_table=to_table),
                         code="bad-table")
    if not is_whole(to_seat):
        raise FloorError(Text("a seat is a number, not {to_seat!r}", to_seat=to_seat), code="bad-seat")
    found = _located(tables, player) if at is None else at
    if found[0] == to_table:
        raise FloorError(Text("player {player} already sits at table {to_table} (seat {found}): a balancing move "
                              "goes to another table",
                              player=player, to_table=to_table, found=found[1]), code="same-table")
    if tables[to_table].player_at(to_seat) is not None:
        raise FloorError(Text("seat {to_seat} at table {to_table} is taken by player {player_at}",
                              to_seat=to_seat, to_table=to_table, player_at=tables[to_table].player_at(to_seat)),
                         code="seat-taken", seat=to_seat)


def can_move(tables: Mapping[int, Table], player: int, to_table: int, to_seat: int) -> bool:
    return _can(verify_move, tables, player, to_table, to_seat)


def _can(verify: Callable[..., None], *args: Any) -> bool:
    try:
        verify(*args)
    except FloorError:
        return False
    return True


def apply_move(tables: Mapping[int, Table], player: int, to_table: int, to_seat: int) -> dict[int, Table]:
    """The tables after ``player`` moves to ``to_seat`` at ``to_table`` (a confirmed proposal or an override)."""
    verify_move(tables, player, to_table, to_seat)
    from_table, from_seat = _located(tables, player)
    moved = dict(tables)
    moved[from_table] = tables[from_table].unseat(from_seat)
    moved[to_table] = tables[to_table].seat(to_seat, player)
    return moved


# --- hand-for-hand -------------------------------------------------------------------------------------------------


def hand_for_hand_due(players_left: int, places_paid: int) -> bool:
    """BB-14 (TDA RP-8): hand-for-hand starts on the bubble, when one more elimination puts everyone in the money.

    Exactly when ``players_left == places_paid + 1``: before that there is nothing to protect,
    after it everyone left is paid. A house that starts earlier announces it by hand.
    """
    if not is_whole(players_left) or players_left < 1:
        raise FloorError(Text("players left must be a whole number, 1 or more, not {players_left!r}",
                              players_left=players_left), code="bad-count")
    if not is_whole(places_paid) or places_paid < 1:
        raise FloorError(Text("places paid must be a whole number, 1 or more, not {places_paid!r}",
                              places_paid=places_paid), code="bad-count")
    return players_left == places_paid + 1


def hand_for_hand_notice(players_left: int, places_paid: int) -> str:
    """What the floor announces at the bubble (BB-14)."""
    hand_for_hand_due(players_left, places_paid)  # checks the numbers
    if players_left == 1:
        return Text("Hand-for-hand: 1 player left, {paid} paid. Every table plays one hand and waits for the others. "
                    "Players who bust on the same hand share the places paid on that hand; all-in hands stay face "
                    "down until the floor says so.", paid=places_paid)
    return Text("Hand-for-hand: {left} players left, {paid} paid. Every table plays one hand and waits for the "
                "others. Players who bust on the same hand share the places paid on that hand; all-in hands stay "
                "face down until the floor says so.", left=players_left, paid=places_paid)
