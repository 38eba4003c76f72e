"""Balancing, breaking and the final table (procedures.md DT-4): Floor proposes, the floor manager decides.

:func:`proposal` looks at every table after an elimination and says the one thing to do next,
in this order: form the final table (BB-12), break a table (BB-09), move one player (BB-01,
BB-03 to BB-07), or nothing. The floor manager confirms it (:func:`apply_move` with the
proposal's player and seat) or overrides it (the same call with another player or seat; the
caller records the override). :func:`halted` lists the tables that wait for a player (BB-02).

Every table's ``positions`` is read as the hand in play when the elimination happened (the
one that is ending): the mover leaves after it (BB-04), so "the next hand" at the source and
at the destination is :func:`~floor.tournament.tables.next_hand` of that table (dead button,
BT-02). In a stud round of a mixed game ``positions`` is the frozen button (BT-10): the
hold'em hand that would be dealt next.

>>> from floor.tournament.tables import Positions, Table
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
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from floor.core.errors import FloorError
from floor.tournament.tables import Table, between, clockwise, next_hand

BREAK_ORDERS = ("posted_list", "highest_number_first", "random_at_break")
GAMES = ("flop", "stud", "stud-round-of-mixed")
STUD_MOVE_SELECTIONS = ("same_seat", "floor")
KINDS = ("move", "break", "final-table")
HALT_SHORT_BY = 3
"""BB-02: a table this many players short of the fullest halts (TDA R11-D)."""

MOVE_RULES = {"flop": ("BB-01", "BB-03", "BB-04", "BB-05"),
              "stud": ("BB-01", "BB-03", "BB-06"),
              "stud-round-of-mixed": ("BB-01", "BB-03", "BB-07", "BB-05")}
BREAK_RULES = ("BB-09", "BB-10")
FINAL_RULES = ("BB-12", "BB-13")


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _policy_error(message: str) -> FloorError:
    return FloorError(message, code="bad-setting")


# --- the house policy ----------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BalancePolicy:
    """The house's balancing settings (procedures.md §14), checked when made.

    ``posted_list`` is the order the room posts its tables in: the first breaks first (BB-09)
    and gives up a player first when tables tie for the most players (BB-03). Tables not on
    the list, or every table when the list is empty, come after it highest number first,
    which is what most rooms post; a listed table no longer in play is skipped. Under
    ``highest_number_first`` the list is ignored. ``random_at_break`` draws the table to break
    when it is due (pass the ``rng``); ties between tables still go by the posted order.

    ``stud_move_selection`` (BB-06; the house must define it): ``same_seat`` (the default)
    moves the player in the same seat number as the open seat, or the next player clockwise
    from it, so he keeps his place relative to the dealer; ``floor`` leaves the choice to the
    floor manager.
    """

    balance_max_diff: int = 2
    tight_balance_from_tables: int = 4
    halt_short_tables: bool = True
    break_order: str = "posted_list"
    posted_list: tuple[int, ...] = ()
    game: str = "flop"
    stud_move_selection: str = "same_seat"

    def __post_init__(self) -> None:
        if not _is_int(self.balance_max_diff) or self.balance_max_diff < 1:
            raise _policy_error(f"balance_max_diff must be a whole number of players, 1 or more, "
                                f"not {self.balance_max_diff!r}")
        if not _is_int(self.tight_balance_from_tables) or self.tight_balance_from_tables < 0:
            raise _policy_error(f"tight_balance_from_tables must be a number of tables, 0 or more, "
                                f"not {self.tight_balance_from_tables!r}")
        if not isinstance(self.halt_short_tables, bool):
            raise _policy_error(f"halt_short_tables is true or false, not {self.halt_short_tables!r}")
        if self.break_order not in BREAK_ORDERS:
            raise _policy_error(f"break_order is one of {', '.join(BREAK_ORDERS)}, not {self.break_order!r}")
        if not isinstance(self.posted_list, tuple) or not all(_is_int(n) and n >= 1 for n in self.posted_list):
            raise _policy_error(f"the posted list holds table numbers (1 or more), not {self.posted_list!r}")
        if len(set(self.posted_list)) != len(self.posted_list):
            raise _policy_error(f"the posted list names a table twice: {list(self.posted_list)}")
        if self.game not in GAMES:
            raise _policy_error(f"the game form is one of {', '.join(GAMES)}, not {self.game!r}")
        if self.stud_move_selection not in STUD_MOVE_SELECTIONS:
            raise _policy_error(f"stud_move_selection is one of {', '.join(STUD_MOVE_SELECTIONS)}, "
                                f"not {self.stud_move_selection!r}")

    def tolerance(self, tables: int) -> int:
        """BB-01: how many players the fullest and the shortest table may differ by (1 near the end)."""
        return min(1, self.balance_max_diff) if tables <= self.tight_balance_from_tables else self.balance_max_diff

    def posted_order(self, numbers: Iterable[int]) -> list[int]:
        """The tables in the posted order: the list first, then any others highest number first."""
        present = set(numbers)
        listed = [n for n in self.posted_list if n in present] if self.break_order == "posted_list" else []
        return listed + sorted(present - set(listed), reverse=True)

    def to_dict(self) -> dict[str, Any]:
        return {"balance_max_diff": self.balance_max_diff, "tight_balance_from_tables": self.tight_balance_from_tables,
                "halt_short_tables": self.halt_short_tables, "break_order": self.break_order,
                "posted_list": list(self.posted_list), "game": self.game,
                "stud_move_selection": self.stud_move_selection}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> BalancePolicy:
        default = cls()
        posted = data.get("posted_list", default.posted_list)
        return cls(data.get("balance_max_diff", default.balance_max_diff),
                   data.get("tight_balance_from_tables", default.tight_balance_from_tables),
                   data.get("halt_short_tables", default.halt_short_tables),
                   data.get("break_order", default.break_order),
                   tuple(posted) if isinstance(posted, list | tuple) else posted,
                   data.get("game", default.game),
                   data.get("stud_move_selection", default.stud_move_selection))


DEFAULT_POLICY = BalancePolicy()


# --- what Floor proposes -------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Spot:
    """A seat at a table; ``seat`` is None when the floor manager chooses it."""

    table: int
    seat: int | None

    def to_dict(self) -> dict[str, int | None]:
        return {"table": self.table, "seat": self.seat}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Spot:
        seat = data.get("seat")
        return cls(int(data["table"]), None if seat is None else int(seat))


@dataclass(frozen=True, slots=True)
class Proposal:
    """One step for the floor manager to confirm or override, with the rows it rests on and why.

    A move names its ``player``, ``source`` and ``destination``; ``player`` or the destination
    seat is None when no rule picks one and the floor decides (:attr:`floor_decides`). A break
    names the table in ``tables``; a final table names every table it combines and its size;
    a move names its two tables there too, source first.
    """

    kind: str
    rules: tuple[str, ...]
    reason: str
    player: int | None = None
    source: Spot | None = None
    destination: Spot | None = None
    tables: tuple[int, ...] = ()
    final_size: int | None = None

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise FloorError(f"a proposal is a {', '.join(KINDS)}, not {self.kind!r}", code="bad-proposal")
        if self.kind == "move" and (self.source is None or self.destination is None):
            raise FloorError("a move needs the table it is from and the table it is to", code="bad-proposal")

    @property
    def floor_decides(self) -> bool:
        """A move where no rule names the player or the seat: the floor manager picks (and it is logged)."""
        return self.kind == "move" and (self.player is None or self.destination is None
                                        or self.destination.seat is None)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "rules": list(self.rules), "reason": self.reason, "player": self.player,
                "from": None if self.source is None else self.source.to_dict(),
                "to": None if self.destination is None else self.destination.to_dict(),
                "tables": list(self.tables), "final_size": self.final_size, "floor_decides": self.floor_decides}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Proposal:
        player, size = data.get("player"), data.get("final_size")
        return cls(str(data["kind"]), tuple(str(r) for r in data["rules"]), str(data["reason"]),
                   None if player is None else int(player),
                   None if data.get("from") is None else Spot.from_dict(data["from"]),
                   None if data.get("to") is None else Spot.from_dict(data["to"]),
                   tuple(int(t) for t in data.get("tables", ())), None if size is None else int(size))


@dataclass(frozen=True, slots=True)
class Halt:
    """BB-02: a table that stops dealing until a player arrives (the floor may waive it)."""

    table: int
    players: int
    fullest: int
    seat: int | None  # the empty seat the next big blind would fall on; None in stud (no blinds to wait for)
    reason: str
    rules: tuple[str, ...] = ("BB-02",)

    def to_dict(self) -> dict[str, Any]:
        return {"table": self.table, "players": self.players, "fullest": self.fullest, "seat": self.seat,
                "reason": self.reason, "rules": list(self.rules)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Halt:
        seat = data.get("seat")
        return cls(int(data["table"]), int(data["players"]), int(data["fullest"]),
                   None if seat is None else int(seat), str(data["reason"]),
                   tuple(str(r) for r in data.get("rules", ("BB-02",))))


# --- checking the input --------------------------------------------------------------------------------------------


def _check_tables(tables: Mapping[int, Table]) -> None:
    """Each table is filed under its own number and each player has one seat in the room."""
    seen: dict[int, int] = {}
    for number, table in tables.items():
        if table.number != number:
            raise FloorError(f"table {table.number} is filed as table {number}", code="bad-table")
        for player in table.seats:
            if player is None:
                continue
            if player in seen:
                raise FloorError(f"player {player} is seated at table {seen[player]} and at table {number}",
                                 code="bad-table")
            seen[player] = number


def _check_seats_per_table(seats_per_table: int) -> None:
    if not _is_int(seats_per_table) or not 2 <= seats_per_table <= 11:
        raise FloorError(f"an event seats 2 to 11 players a table, not {seats_per_table!r}", code="bad-setting")


def final_table_size(seats_per_table: int) -> int:
    """BB-12 (TDA RP-9): 9- and 8-handed events finish 9-handed, 7- and 6-handed ones 7-handed."""
    _check_seats_per_table(seats_per_table)
    if seats_per_table in (8, 9):
        return 9
    if seats_per_table in (6, 7):
        return 7
    return seats_per_table


def _label(player: int, names: Mapping[int, str] | None) -> str:
    return names[player] if names and player in names else f"player {player}"


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def _and(numbers: Iterable[int]) -> str:
    items = [str(n) for n in numbers]
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


# --- the proposal --------------------------------------------------------------------------------------------------


def proposal(tables: Mapping[int, Table], seats_per_table: int, policy: BalancePolicy = DEFAULT_POLICY, *,
             rng: random.Random | None = None, names: Mapping[int, str] | None = None) -> Proposal | None:
    """What should happen now, one step at a time: final table, else a break, else a move, else None.

    ``names`` maps player numbers to the names the reason shows ("player 12" otherwise); ``rng``
    draws the table to break under ``random_at_break`` and is needed only then.
    """
    _check_seats_per_table(seats_per_table)
    _check_tables(tables)
    counts = {n: t.count for n, t in tables.items()}
    total = sum(counts.values())
    if len(tables) < 2 or total < 2:
        return None
    final = final_table_size(seats_per_table)
    if total <= final:
        return _final_table(tables, total, final)
    if total <= (len(tables) - 1) * seats_per_table:
        return _break(tables, total, seats_per_table, policy, rng)
    return _move(tables, counts, policy, names)


def _final_table(tables: Mapping[int, Table], total: int, final: int) -> Proposal:
    numbers = tuple(sorted(tables))
    reason = (f"{_plural(total, 'player')} left fit one final table of {final} (TDA RP-9): "
              f"combine tables {_and(numbers)} and seat the final table (BB-13)")
    return Proposal("final-table", FINAL_RULES, reason, tables=numbers, final_size=final)


def _break(tables: Mapping[int, Table], total: int, seats_per_table: int, policy: BalancePolicy,
           rng: random.Random | None) -> Proposal:
    fewer = len(tables) - 1
    fit = f"{_plural(total, 'player')} fit in {fewer} tables of {seats_per_table} ({fewer * seats_per_table} seats)"
    if policy.break_order == "random_at_break":
        if rng is None:
            raise FloorError("the break order is random_at_break: pass a random source to draw the table",
                             code="no-rng", procedure="BB-09")
        table = rng.choice(sorted(tables))
        why = "drawn at random"
    else:
        order = policy.posted_order(tables)
        table = order[0]
        shown = ", ".join(map(str, order[:5])) + (", …" if len(order) > 5 else "")
        why = (f"first on the posted break order {shown}" if policy.break_order == "posted_list"
               else "the highest table number")
    reason = f"{fit}: break table {table} ({why}); its players draw new seats (BB-10)"
    return Proposal("break", BREAK_RULES, reason, tables=(table,))


def _move(tables: Mapping[int, Table], counts: Mapping[int, int], policy: BalancePolicy,
          names: Mapping[int, str] | None) -> Proposal | None:
    most, fewest = max(counts.values()), min(counts.values())
    tolerance = policy.tolerance(len(tables))
    if most - fewest <= tolerance:
        return None
    rank = {n: i for i, n in enumerate(policy.posted_order(tables))}
    source = tables[min((n for n, c in counts.items() if c == most), key=rank.__getitem__)]
    # The shortest table that breaks last: a player moved there is the least likely to move again.
    destination = tables[max((n for n, c in counts.items() if c == fewest), key=rank.__getitem__)]
    head = (f"Table {source.number} has {most} players, table {destination.number} has {fewest} "
            f"(more than {tolerance} apart)")
    if policy.game == "stud":
        return _stud_move(source, destination, head, policy, names)
    return _flop_move(source, destination, head, policy, names)


def _flop_move(source: Table, destination: Table, head: str, policy: BalancePolicy,
               names: Mapping[int, str] | None) -> Proposal:
    """BB-04 (or BB-07 with a frozen button) picks the player, BB-05 the seat."""
    frozen = policy.game == "stud-round-of-mixed"
    seat: int | None = None
    if source.positions is not None:
        seat = _next_occupied(source, source.positions.small_blind) if frozen else next_hand(source).big_blind
    player = None if seat is None else source.seats[seat - 1]
    if player is None:
        mover = f"move a player the floor picks from table {source.number} (no button there yet)"
    else:
        who = "the player who would be the big blind if this were hold'em" if frozen else "the next big blind"
        mover = f"move {who} of table {source.number}, {_label(player, names)} (seat {seat}),"
    to_seat, hands = _worst_position(destination, frozen)
    if to_seat is None:
        why = ("no button there yet" if destination.positions is None
               else "every open seat is the next small blind or dealt out")
        where = f"to table {destination.number}, in a seat the floor picks ({why})"
    else:
        when = "the next big blind" if hands == 0 else f"the big blind in {hands + 1} hands"
        where = f"to table {destination.number} seat {to_seat} — the worst position, {when}"
    return Proposal("move", MOVE_RULES[policy.game], f"{head}: {mover} {where}", player,
                    Spot(source.number, None if player is None else seat), Spot(destination.number, to_seat),
                    (source.number, destination.number))


def _next_occupied(table: Table, seat: int) -> int | None:
    """The first occupied seat clockwise after ``seat`` (``seat`` itself last); None at an empty table."""
    return next((s for s in clockwise(table.size, seat) if table.seats[s - 1] is not None), None)


def _worst_position(table: Table, frozen: bool) -> tuple[int | None, int]:
    """BB-05, the worst-position algorithm of procedures.md as written: (seat, hands until its big blind).

    Dead button: next hand's button is this hand's small-blind seat, its small blind this hand's
    big-blind seat. With a frozen button (BB-07) ``positions`` already is the next hold'em hand.
    (None, 0) when no seat qualifies or the table has no button yet: the floor decides.
    """
    positions = table.positions
    if positions is None:
        return None, 0
    if frozen:
        button_next, small_next = positions.button, positions.small_blind
    else:
        button_next, small_next = positions.small_blind, positions.big_blind
    big_prev = small_next
    big_next = _next_occupied(table, big_prev)
    if big_next is None:
        return None, 0
    size = table.size
    occupied = table.occupied()
    candidates: list[tuple[int, int]] = []
    for seat in table.empty():
        if seat == small_next:
            continue  # never the small blind
        if button_next != small_next and between(size, button_next, seat, small_next):
            continue  # dealt out until the button passes (SE-05)
        if between(size, big_prev, seat, big_next):
            hands = 0  # the single big blind
        else:
            hands = 1 + sum(1 for s in occupied if between(size, big_next, s, seat))
        candidates.append((hands, seat))
    if not candidates:
        return None, 0
    hands, seat = min(candidates)
    return seat, hands


def _stud_move(source: Table, destination: Table, head: str, policy: BalancePolicy,
               names: Mapping[int, str] | None) -> Proposal:
    """BB-06: the most recently vacated seat at the short table; the player by ``stud_move_selection``."""
    to_seat = next((s for s in reversed(destination.vacated) if destination.seats[s - 1] is None), None)
    seat: int | None = None
    if to_seat is not None and policy.stud_move_selection == "same_seat":
        start = (to_seat - 1) % source.size + 1
        seat = start if source.seats[start - 1] is not None else _next_occupied(source, start)
    player = None if seat is None else source.seats[seat - 1]
    if player is None:
        mover = f"move a player the floor picks from table {source.number}"
    else:
        place = "the same seat number as the open seat" if seat == to_seat else "the next player after that seat"
        mover = f"move {_label(player, names)} (table {source.number} seat {seat}, {place})"
    where = (f"to table {destination.number} seat {to_seat}, the most recently vacated seat" if to_seat is not None
             else f"to table {destination.number}, in a seat the floor picks (no record of the seats that opened)")
    return Proposal("move", MOVE_RULES["stud"], f"{head}: {mover} {where}", player,
                    Spot(source.number, None if player is None else seat), Spot(destination.number, to_seat),
                    (source.number, destination.number))


# --- halting short tables ------------------------------------------------------------------------------------------


def halted(tables: Mapping[int, Table], policy: BalancePolicy = DEFAULT_POLICY) -> tuple[Halt, ...]:
    """BB-02: the tables that should not deal their next hand until a player arrives, by table number.

    A table halts when it is 3 or more players short of the fullest *and* its blinds are
    affected: the seat right after this hand's big blind, which would post the next big blind
    at a full table, is empty, so the next big blind would skip over a missing player. (The
    dead button never puts the big blind on an empty seat; "the BB would be an empty seat"
    reads as the seat it would be if everyone were there, the seat a moved player fills.) In
    stud there are no blinds to wait for, so a stud table halts as soon as it is 3 short.
    """
    _check_tables(tables)
    if not policy.halt_short_tables or len(tables) < 2:
        return ()
    fullest = max(t.count for t in tables.values())
    found = []
    for number in sorted(tables):
        table = tables[number]
        short = fullest - table.count
        if short < HALT_SHORT_BY:
            continue
        head = f"Table {number} has {table.count} players, {short} fewer than the fullest ({fullest})"
        if policy.game == "flop":
            if table.positions is None:
                continue
            seat = next(clockwise(table.size, table.positions.big_blind))
            if table.seats[seat - 1] is not None:
                continue
            reason = (f"{head}: halt before the next hand — its big blind would fall on empty seat {seat} (BB-02); "
                      "the floor may waive the halt")
            found.append(Halt(number, table.count, fullest, seat, reason))
        else:
            reason = f"{head}: halt until a player arrives (BB-02); the floor may waive the halt"
            found.append(Halt(number, table.count, fullest, None, reason))
    return tuple(found)


# --- moving a player: ask, check, act -------------------------------------------------------------------------------


def _located(tables: Mapping[int, Table], player: int) -> tuple[int, int]:
    """(table, seat) of a seated player."""
    for number, table in tables.items():
        seat = table.seat_of(player)
        if seat is not None:
            return number, seat
    raise FloorError(f"player {player} is not seated at any table", code="not-seated")


def verify_move(tables: Mapping[int, Table], player: int, to_table: int, to_seat: int) -> None:
    """Refuse a move that cannot be made: an unseated player, an unknown table, a taken seat, the same table."""
    if not _is_int(player):
        raise FloorError(f"name the player to move by number, not {player!r}", code="bad-player")
    if not _is_int(to_table) or to_table not in tables:
        known = ", ".join(map(str, sorted(tables))) or "none"
        raise FloorError(f"there is no table {to_table!r} (tables in play: {known})", code="bad-table")
    if not _is_int(to_seat):
        raise FloorError(f"a seat is a number, not {to_seat!r}", code="bad-seat")
    found = _located(tables, player)
    if found[0] == to_table:
        raise FloorError(f"player {player} already sits at table {to_table} (seat {found[1]}): "
                         "a balancing move goes to another table", code="same-table")
    if tables[to_table].player_at(to_seat) is not None:
        raise FloorError(f"seat {to_seat} at table {to_table} is taken by player {tables[to_table].player_at(to_seat)}",
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
    if not _is_int(players_left) or players_left < 1:
        raise FloorError(f"players left must be a whole number, 1 or more, not {players_left!r}", code="bad-count")
    if not _is_int(places_paid) or places_paid < 1:
        raise FloorError(f"places paid must be a whole number, 1 or more, not {places_paid!r}", code="bad-count")
    return players_left == places_paid + 1


def hand_for_hand_notice(players_left: int, places_paid: int) -> str:
    """What the floor announces at the bubble (BB-14)."""
    hand_for_hand_due(players_left, places_paid)  # checks the numbers
    return (f"Hand-for-hand: {players_left} players left, {places_paid} paid. Every table plays one hand and "
            "waits for the others. Players who bust on the same hand share the places paid on that hand; "
            "all-in hands stay face down until the floor says so.")
