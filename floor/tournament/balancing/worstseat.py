"""BB-05, the worst position: the open seat a moved player takes at the short table (procedures.md DT-4).

Used by :mod:`floor.tournament.balancing.balance` when it proposes a move in a flop game (BB-04/BB-05)
or in the stud round of a mixed game with a frozen button (BB-07).
"""

from __future__ import annotations

from floor.tournament.seating.tables import Table, between, clockwise


def next_occupied(table: Table, seat: int) -> int | None:
    """The first occupied seat clockwise after ``seat`` (``seat`` itself last); None at an empty table."""
    return next((s for s in clockwise(table.size, seat) if table.seats[s - 1] is not None), None)


def worst_position(table: Table, frozen: bool) -> tuple[int | None, int]:
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
    big_next = next_occupied(table, big_prev)
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

