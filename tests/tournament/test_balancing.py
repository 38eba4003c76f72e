"""Balancing (procedures.md DT-4): each scenario is named after its row, its answer worked out by hand.

Players are numbered table × 100 + seat (player 304 starts in seat 4 at table 3), so a
docstring can say who moves without a lookup. Positions are written (button, small blind,
big blind) for the hand in play, the one the elimination happened in.
"""

import json
import random
from collections import Counter

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from floor.core.errors import FloorError
from floor.tournament import codec
from floor.tournament.balancing.balance import (
    apply_move,
    can_move,
    final_table_size,
    halted,
    hand_for_hand_due,
    hand_for_hand_notice,
    proposal,
    verify_move,
)
from floor.tournament.balancing.policy import DEFAULT_POLICY, BalancePolicy
from floor.tournament.balancing.proposal import Halt, Proposal, Spot
from floor.tournament.seating.tables import Positions, Table, first_hand, next_hand


def _table(number: int, missing: tuple[int, ...] = (), positions: tuple[int, int, int] | None = (1, 2, 3),
           size: int = 9) -> Table:
    """Table ``number`` with every seat but ``missing`` taken; the big blind's player as seated (or gone)."""
    seats = tuple(None if s in missing else number * 100 + s for s in range(1, size + 1))
    if positions is None:
        return Table(number, seats)
    button, small, big = positions
    return Table(number, seats, Positions(button, small, big, number * 100 + big))


def _room(*tables: Table) -> dict[int, Table]:
    return {t.number: t for t in tables}


def _counts(tables: dict[int, Table]) -> dict[int, int]:
    return {n: t.count for n, t in tables.items()}


def _players(tables: dict[int, Table]) -> Counter[int]:
    return Counter(p for t in tables.values() for p in t.seats if p is not None)


# --- BB-01 tolerance -------------------------------------------------------------------------------------------------


def test_bb01_within_two_no_move() -> None:
    """Six tables of 9 holding 9, 9, 8, 8, 7, 7 (48 players, more than the 45 seats of five tables, so
    no break): more than 4 tables, so the tolerance is 2 and 9 − 7 = 2 needs no move. One more bust at
    a 7 (9 − 6 = 3) does."""
    tables = _room(_table(1), _table(2), _table(3, (9,)), _table(4, (9,)), _table(5, (8, 9)), _table(6, (8, 9)))
    assert proposal(tables, 9) is None
    tables[6] = _table(6, (7, 8, 9))
    move = proposal(tables, 9)
    assert move is not None and move.kind == "move"
    assert move.destination is not None and move.destination.table == 6


def test_bb01_tight_tolerance_at_four_tables() -> None:
    """Four tables holding 9, 9, 8, 7 (33 players > 27 seats at three tables): at 4 tables or fewer
    the tolerance is 1, so 9 − 7 = 2 is a move from a 9 (table 2: ties go by the posted order,
    highest number first) to table 4. With tight_balance_from_tables = 3 the tolerance stays 2: no move."""
    tables = _room(_table(1), _table(2), _table(3, (9,)), _table(4, (8, 9)))
    move = proposal(tables, 9)
    assert move is not None and move.kind == "move"
    assert move.source == Spot(2, 4)
    assert move.destination is not None and move.destination.table == 4
    assert "more than 1 apart" in move.reason
    assert proposal(tables, 9, BalancePolicy(tight_balance_from_tables=3)) is None


def test_bb01_tolerance_follows_the_policy() -> None:
    """balance_max_diff 2 over 5 tables, 1 from 4 tables down; a house at 3 keeps 3 until then."""
    assert [DEFAULT_POLICY.tolerance(n) for n in (10, 5, 4, 2)] == [2, 2, 1, 1]
    assert [BalancePolicy(balance_max_diff=3).tolerance(n) for n in (5, 4)] == [3, 1]


# --- BB-03 source table ---------------------------------------------------------------------------------------------


def test_bb03_source_is_the_fullest_table() -> None:
    """Five tables: 9, 8, 9, 6, 8 (40 players > 36 seats at four tables; 9 − 6 = 3 > 2). Tables 1 and 3
    tie for the most; the default posted order is highest number first, so table 3 gives up a player.
    A room that posts 1, 3, 2, 4, 5 takes from table 1. The destination is table 4, the only 6."""
    tables = _room(_table(1), _table(2, (9,)), _table(3), _table(4, (7, 8, 9)), _table(5, (9,)))
    move = proposal(tables, 9)
    assert move is not None and move.source is not None and move.destination is not None
    assert (move.source.table, move.destination.table) == (3, 4)
    posted = proposal(tables, 9, BalancePolicy(posted_list=(1, 3, 2, 4, 5)))
    assert posted is not None and posted.source is not None and posted.source.table == 1


def test_bb03_destination_tie_goes_to_the_table_that_breaks_last() -> None:
    """Five tables 9, 9, 9, 6, 6 (39 > 36): tables 4 and 5 tie for the fewest. The highest number breaks
    first, so table 4 (it breaks after 5) receives; with the posted list 4, 5, ... table 5 receives."""
    tables = _room(_table(1), _table(2), _table(3), _table(4, (7, 8, 9)), _table(5, (7, 8, 9)))
    move = proposal(tables, 9)
    assert move is not None and move.destination is not None and move.destination.table == 4
    posted = proposal(tables, 9, BalancePolicy(posted_list=(4, 5, 1, 2, 3)))
    assert posted is not None and posted.destination is not None and posted.destination.table == 5


# --- BB-04 the player -----------------------------------------------------------------------------------------------


def test_bb04_mover_is_next_big_blind() -> None:
    """Table 3 (8 players, seat 4 empty) plays a hand with button 1, small blind 2, big blind 3. Next hand
    (BT-02) the button is 2, the small blind 3 and the big blind the next player after 3: seat 4 is
    empty, so seat 5, player 305. Table 7 has 5: 8 − 5 = 3 > 1, so 305 moves."""
    tables = _room(_table(3, (4,)), _table(7, (2, 4, 6, 8), positions=(1, 3, 5)))
    move = proposal(tables, 9, names={305: "Ana"})
    assert move is not None
    assert (move.player, move.source) == (305, Spot(3, 5))
    assert "move the next big blind of table 3, Ana (seat 5)," in move.reason
    assert move.rules == ("BB-01", "BB-03", "BB-04", "BB-05")


def test_bb04_after_the_big_blind_busts() -> None:
    """Table 3's big blind (seat 3) busts in this hand; the next big blind is still the next player after
    seat 3 (BT-04), seat 4: player 304 moves."""
    tables = _room(_table(3, (3,)), _table(7, (2, 4, 6, 8), positions=(1, 3, 5)))
    move = proposal(tables, 9)
    assert move is not None and (move.player, move.source) == (304, Spot(3, 4))


def test_bb04_without_a_button_the_floor_picks_the_player() -> None:
    """Table 3 has not drawn for the button: nobody is its next big blind, so the proposal names no
    player and says the floor picks; the seat at table 7 is still worked out (single big blind, seat 2:
    positions 8, 9, 1, next big blind after 1 is 3, and seat 2 lies between)."""
    tables = _room(_table(3, positions=None), _table(7, (2, 6, 7), positions=(8, 9, 1)))
    move = proposal(tables, 9)
    assert move is not None and move.floor_decides
    assert (move.player, move.source, move.destination) == (None, Spot(3, None), Spot(7, 2))
    assert "a player the floor picks from table 3 (no button there yet)" in move.reason


# --- BB-05 the seat -------------------------------------------------------------------------------------------------


def test_bb05_the_reason_a_floor_manager_reads() -> None:
    """Table 3 (9, positions 1, 2, 3) sends its next big blind, seat 4, Ana. Table 7 holds 6 in seats 1,
    3, 4, 5, 8, 9 with positions 8, 9, 1: next hand the small blind is seat 1 and the big blind would be
    seat 3, so seat 2, between them, posts the big blind on the very next hand (single big blind)."""
    tables = _room(_table(3), _table(7, (2, 6, 7), positions=(8, 9, 1)))
    move = proposal(tables, 9, names={304: "Ana"})
    assert move is not None
    assert move.reason == ("Table 3 has 9 players, table 7 has 6 (more than 1 apart): move the next big blind of "
                           "table 3, Ana (seat 4), to table 7 seat 2 — the worst position, the next big blind")


def test_bb05_never_the_small_blind() -> None:
    """Table 7 played button 1, small blind 2, big blind 5 (seats 3 and 4 were already empty), and its big
    blind busted. Next hand: button 2, small blind 5 (empty, dead), big blind 6. Open seats 3, 4 lie
    between the next button and small blind (dealt out, SE-05) and 5 is the next small blind: none
    qualifies, so the floor picks. With seat 9 open too, 9 is the seat: the big blind reaches it after
    6, 7 and 8, on the fourth hand."""
    tables = _room(_table(3), _table(7, (3, 4, 5), positions=(1, 2, 5)))
    move = proposal(tables, 9)
    assert move is not None and move.floor_decides
    assert move.destination == Spot(7, None)
    assert "in a seat the floor picks (every open seat is the next small blind or dealt out)" in move.reason

    tables[7] = _table(7, (3, 4, 5, 9), positions=(1, 2, 5))
    move = proposal(tables, 9)
    assert move is not None and move.destination == Spot(7, 9) and not move.floor_decides
    assert move.reason.endswith("the worst position, the big blind in 4 hands")


def test_bb05_single_big_blind_taken() -> None:
    """Table 7 holds seats 1, 2, 3, 5, 6, 7, 8 with positions 1, 2, 3. Next hand the small blind is 3 and
    the big blind would be 5; open seat 4 lies between them, so whoever sits there posts the next big
    blind (h = 0) and is taken even though seat 9 is open (h = 1 + players 6, 7, 8 = 4). Table 3's
    next big blind (304) moves there."""
    tables = _room(_table(3), _table(7, (4, 9)))
    move = proposal(tables, 9)
    assert move is not None and (move.player, move.destination) == (304, Spot(7, 4))
    assert move.reason.endswith("the worst position, the next big blind")


def test_bb05_worst_position() -> None:
    """Table 7 holds seats 2, 3, 4, 5, 6, 7, 9 with positions 4, 5, 6. Next hand: button 5, small blind 6,
    big blind 7. Open seat 8 is next after 7 (h = 1: big blind on the second hand); open seat 1 comes
    after 9 (h = 2). Seat 8 is the worst position, though seat 1 is the lower number."""
    tables = _room(_table(3), _table(7, (1, 8), positions=(4, 5, 6)))
    move = proposal(tables, 9)
    assert move is not None and move.destination == Spot(7, 8)
    assert move.reason.endswith("the worst position, the big blind in 2 hands")


def test_bb05_without_a_button_at_the_destination_the_floor_seats_him() -> None:
    """Table 7 has not drawn for the button: no seat is worse than another, the floor picks (a draw)."""
    tables = _room(_table(3), _table(7, (1, 8, 9), positions=None))
    move = proposal(tables, 9)
    assert move is not None and move.destination == Spot(7, None) and move.player == 304
    assert "(no button there yet)" in move.reason


# --- BB-06 and BB-07 stud --------------------------------------------------------------------------------------------


def test_bb06_stud_most_recently_vacated() -> None:
    """Stud, 8-handed: table 7 lost seats 2, 6 and 3 in that order, so 3 is filled (the last to open),
    from table 1 (8 players, 8 − 5 = 3 > 1) by the player in the same seat number, 103. When seat 3 at
    table 1 is empty too (7 − 5 = 2, still a move), the next player clockwise from it, 104."""
    stud = BalancePolicy(game="stud")
    short = _table(7, positions=None, size=8).unseat(2).unseat(6).unseat(3)
    tables = _room(_table(1, positions=None, size=8), short)
    move = proposal(tables, 8, stud)
    assert move is not None and (move.player, move.source, move.destination) == (103, Spot(1, 3), Spot(7, 3))
    assert move.rules == ("BB-01", "BB-03", "BB-06")
    assert "the same seat number as the open seat) to table 7 seat 3, the most recently vacated seat" in move.reason
    tables[1] = _table(1, (3,), positions=None, size=8)
    move = proposal(tables, 8, stud)
    assert move is not None and (move.player, move.source, move.destination) == (104, Spot(1, 4), Spot(7, 3))


def test_bb06_a_refilled_seat_is_not_vacant() -> None:
    """Table 7 lost 4, 5, 2 and 6 in that order, then seat 6 was filled again: the most recently vacated
    open seat is 2. Table 1 (7 players, 7 − 5 = 2) has seat 2 empty, so the next player, 103, moves.
    A house whose stud procedure is the floor's choice gets the seat but no player."""
    short = _table(7, positions=None, size=8).unseat(4).unseat(5).unseat(2).unseat(6).seat(6, 999)
    tables = _room(_table(1, (2,), positions=None, size=8), short)
    move = proposal(tables, 8, BalancePolicy(game="stud"))
    assert move is not None and (move.player, move.destination) == (103, Spot(7, 2))
    floor = proposal(tables, 8, BalancePolicy(game="stud", stud_move_selection="floor"))
    assert floor is not None and floor.floor_decides
    assert (floor.player, floor.source, floor.destination) == (None, Spot(1, None), Spot(7, 2))


def test_bb07_mixed_game_in_a_stud_round() -> None:
    """HORSE in its stud round: table 3's button is frozen at 1, 2, 3 (the next hold'em hand), so the
    player who would be the big blind if this were hold'em is seat 3 (not seat 4, as in a flop round).
    Table 7 is frozen at 1, 2, 4 with seats 3, 8, 9 open: filling 3 makes him the first hold'em big blind."""
    tables = _room(_table(3), _table(7, (3, 8, 9), positions=(1, 2, 4)))
    move = proposal(tables, 9, BalancePolicy(game="stud-round-of-mixed"))
    assert move is not None
    assert (move.player, move.destination) == (303, Spot(7, 3))
    assert move.rules == ("BB-01", "BB-03", "BB-07", "BB-05")
    flop = proposal(tables, 9)
    assert flop is not None and flop.player == 304


# --- BB-09 breaking --------------------------------------------------------------------------------------------------


def test_bb09_break_when_players_fit() -> None:
    """Five tables of 9 holding 8, 8, 7, 7, 6 = 36 = 4 × 9: the players fit four tables, break one; with
    the default posted order (highest first) table 5. At 37 (8, 8, 7, 7, 7) they do not, and no table
    differs by more than 2: nothing to do."""
    tables = _room(_table(1, (9,)), _table(2, (9,)), _table(3, (8, 9)), _table(4, (8, 9)), _table(5, (7, 8, 9)))
    step = proposal(tables, 9)
    assert step is not None
    assert (step.kind, step.tables, step.rules) == ("break", (5,), ("BB-09", "BB-10"))
    assert step.reason == ("36 players fit in 4 tables of 9 (36 seats): break table 5 (first on the posted break "
                           "order 5, 4, 3, 2, 1); its players draw new seats (BB-10)")
    tables[5] = _table(5, (8, 9))
    assert proposal(tables, 9) is None


def test_bb09_posted_break_order() -> None:
    """Posted list 2, 5, 1: table 2 breaks first; once 2 is gone, 5. highest_number_first breaks 5.
    random_at_break draws among the tables with the rng it is given, and refuses to guess without one."""
    tables = _room(*(_table(n, (6, 7, 8, 9)) for n in range(1, 6)))  # 25 players <= 36
    posted = BalancePolicy(posted_list=(2, 5, 1))
    step = proposal(tables, 9, posted)
    assert step is not None and step.tables == (2,) and "posted break order 2, 5, 1, 4, 3" in step.reason
    del tables[2]
    step = proposal(tables, 9, posted)  # 20 players <= 27
    assert step is not None and step.tables == (5,)
    step = proposal(tables, 9, BalancePolicy(break_order="highest_number_first", posted_list=(1, 3)))
    assert step is not None and step.tables == (5,)
    drawn = proposal(tables, 9, BalancePolicy(break_order="random_at_break"), rng=random.Random(3))
    assert drawn is not None and drawn.tables == (random.Random(3).choice([1, 3, 4, 5]),)
    with pytest.raises(FloorError, match="random_at_break: pass a random source"):
        proposal(tables, 9, BalancePolicy(break_order="random_at_break"))


# --- BB-12 final table ----------------------------------------------------------------------------------------------


def test_bb12_final_table_nine_handed() -> None:
    """9-handed: two tables of 5 and 4 (9 left) become one final table of 9, even though BB-09 would
    also break one; at 10 (5 and 5) nothing happens. An 8-handed event also finishes 9-handed."""
    tables = _room(_table(1, (6, 7, 8, 9)), _table(2, (1, 2, 3, 4, 5)))
    step = proposal(tables, 9)
    assert step is not None
    assert (step.kind, step.tables, step.final_size, step.rules) == ("final-table", (1, 2), 9, ("BB-12", "BB-13"))
    assert step.reason == "9 players left fit one final table of 9 (TDA recommended procedure 9): combine tables " \
                          "1 and 2 and seat the final table (BB-13)"
    tables[2] = _table(2, (1, 2, 3, 4))
    assert proposal(tables, 9) is None
    eight = _room(_table(1, (6, 7, 8), size=8), _table(2, (1, 2, 3, 4), size=8))
    step = proposal(eight, 8)
    assert step is not None and (step.kind, step.final_size) == ("final-table", 9)


def test_bb12_seven_handed_event() -> None:
    """7- and 6-handed events finish 7-handed: tables of 4 and 3 combine; 4 and 4 (8) do not (8 > 6 seats
    of one table, so no break either). Other sizes finish at their own size: 10-handed at 10."""
    for size in (6, 7):
        tables = _room(_table(1, tuple(range(5, size + 1)), size=size), _table(2, tuple(range(4, size + 1)), size=size))
        step = proposal(tables, size)
        assert step is not None and (step.kind, step.final_size) == ("final-table", 7)
        tables[2] = _table(2, tuple(range(5, size + 1)), size=size)
        assert proposal(tables, size) is None
    assert [final_table_size(n) for n in (2, 5, 6, 7, 8, 9, 10, 11)] == [2, 5, 7, 7, 9, 9, 10, 11]


# --- BB-02 halting --------------------------------------------------------------------------------------------------


def test_bb02_halt_three_short() -> None:
    """9-handed; table 1 has 8, table 2 has 5 (3 short) in seats 1, 2, 3, 6, 8 with positions 1, 2, 3. At a
    full table the next big blind would be seat 4, which is empty: halt (seat 4). If the big blind were
    seat 6 (next seat 7 empty) likewise; if seat 3 were followed by a player (positions 9, 1, 2), no halt
    yet. At 6 players (2 short) never. A house that turns halting off, none."""
    tables = _room(_table(1, (9,)), _table(2, (4, 5, 7, 9)))
    [halt] = halted(tables)
    assert (halt.table, halt.players, halt.fullest, halt.seat, halt.rules) == (2, 5, 8, 4, ("BB-02",))
    assert halt.reason == ("Table 2 has 5 players, 3 fewer than the fullest (8): halt before the next hand — its big "
                           "blind would fall on empty seat 4 (BB-02); the floor may waive the halt")
    tables[2] = _table(2, (4, 5, 7, 9), positions=(3, 5, 6))
    assert [(h.table, h.seat) for h in halted(tables)] == [(2, 7)]
    tables[2] = _table(2, (4, 5, 7, 9), positions=(9, 1, 2))
    assert halted(tables) == ()
    tables[2] = _table(2, (4, 5, 7))
    assert halted(tables) == ()
    tables[2] = _table(2, (4, 5, 7, 9))
    assert halted(tables, BalancePolicy(halt_short_tables=False)) == ()


def test_bb02_stud_halts_as_soon_as_three_short() -> None:
    """Stud has no blinds to wait for: a stud table 3 short halts at once, with no seat named."""
    tables = _room(_table(1, positions=None, size=8), _table(2, (1, 2, 3), positions=None, size=8))
    assert [(h.table, h.seat, h.players, h.fullest) for h in halted(tables, BalancePolicy(game="stud"))] == \
        [(2, None, 5, 8)]


# --- moving: confirm or override -------------------------------------------------------------------------------------


def test_a_confirmed_move_changes_two_tables_and_nothing_else() -> None:
    """304 moves from table 3 seat 4 to table 7 seat 2: table 3 has seat 4 empty (and vacated), table 7
    seats him; the tables given are left as they were."""
    tables = _room(_table(3), _table(7, (2, 6, 7), positions=(8, 9, 1)), _table(5))
    moved = apply_move(tables, 304, 7, 2)
    assert moved[3].player_at(4) is None and moved[3].vacated == (4,)
    assert moved[7].player_at(2) == 304
    assert moved[5] is tables[5] and tables[3].player_at(4) == 304
    assert can_move(tables, 304, 7, 2)


@pytest.mark.parametrize(("player", "to_table", "to_seat", "message"), [
    (999, 7, 2, "player 999 is not seated at any table"),
    (304, 8, 2, "there is no table 8 (tables in play: 3, 7)"),
    (304, 7, 1, "seat 1 at table 7 is taken by player 701"),
    (304, 3, 5, "player 304 already sits at table 3 (seat 4): a balancing move goes to another table"),
    (304, 7, 12, "table 7 has seats 1 to 9, not 12"),
    (304, 7, "2", "a seat is a number, not '2'"),
])
def test_an_impossible_move_is_refused(player: int, to_table: int, to_seat: int, message: str) -> None:
    """Unseated player, unknown table, taken seat, same table, no such seat: refused by name."""
    tables = _room(_table(3), _table(7, (2, 6, 7), positions=(8, 9, 1)))
    with pytest.raises(FloorError) as refused:
        verify_move(tables, player, to_table, to_seat)
    assert refused.value.message == message
    assert not can_move(tables, player, to_table, to_seat)
    with pytest.raises(FloorError):
        apply_move(tables, player, to_table, to_seat)


# --- bad input ------------------------------------------------------------------------------------------------------


def test_proposal_refuses_impossible_rooms() -> None:
    """A table filed under another number, a player at two tables, an event of 12 a table."""
    with pytest.raises(FloorError, match="table 3 is filed as table 4"):
        proposal({4: _table(3)}, 9)
    with pytest.raises(FloorError, match="player 301 is seated at table 3 and at table 5"):
        proposal(_room(_table(3), Table(5, (301, 502))), 9)
    with pytest.raises(FloorError, match="an event seats 2 to 11 players a table, not 12"):
        proposal(_room(_table(3)), 12)


@pytest.mark.parametrize(("settings_", "message"), [
    ({"balance_max_diff": 0}, "balance_max_diff must be a whole number of players, 1 or more, not 0"),
    ({"tight_balance_from_tables": -1}, "tight_balance_from_tables must be a number of tables, 0 or more, not -1"),
    ({"break_order": "alphabetical"}, "break_order is one of posted_list, highest_number_first, random_at_break, "
                                      "not 'alphabetical'"),
    ({"posted_list": (3, 1, 3)}, "the posted list names a table twice: [3, 1, 3]"),
    ({"posted_list": (0,)}, "the posted list holds table numbers (1 or more), not (0,)"),
    ({"game": "razz"}, "the game form is one of flop, stud, stud-round-of-mixed, not 'razz'"),
    ({"stud_move_selection": "oldest"}, "stud_move_selection is one of same_seat, floor, not 'oldest'"),
    ({"halt_short_tables": "yes"}, "halt_short_tables is true or false, not 'yes'"),
    ({"posted_list": 7}, "the posted list holds table numbers (1 or more), not 7"),
])
def test_a_bad_policy_is_refused(settings_: dict[str, object], message: str) -> None:
    """Every setting is checked when the policy is made, with the setting's name in the message."""
    with pytest.raises(FloorError) as refused:
        BalancePolicy(**settings_)  # type: ignore[arg-type]  # (a wrong value on purpose)
    assert refused.value.message == message


def test_nothing_to_balance_with_one_table_or_one_player() -> None:
    """One table (the final) or a lone player: no proposal."""
    assert proposal(_room(_table(1)), 9) is None
    assert proposal(_room(Table(1, (101, None)), Table(2, (None, None))), 2) is None


# --- values ---------------------------------------------------------------------------------------------------------


def test_results_survive_a_round_trip_through_their_dicts() -> None:
    """Proposals and halts go into event payloads and come back equal."""
    tables = _room(_table(3), _table(7, (2, 6, 7), positions=(8, 9, 1)))
    move = proposal(tables, 9)
    assert move is not None
    data = json.loads(json.dumps(codec.write(move)))  # (as the log keeps it)
    assert data["from"] == {"table": 3, "seat": 4} and data["to"] == {"table": 7, "seat": 2}
    assert data["floor_decides"] is False
    assert codec.read(Proposal, data) == move
    halt = Halt(2, 5, 8, 4, "halt")
    assert codec.read(Halt, codec.write(halt)) == halt
    with pytest.raises(FloorError, match="a proposal is a move, break, final-table, not 'swap'"):
        codec.read(Proposal, {**data, "kind": "swap"})


# --- BB-14 hand-for-hand --------------------------------------------------------------------------------------------


def test_bb14_hand_for_hand_on_the_bubble() -> None:
    """9 places paid: hand-for-hand at 10 left (the bubble), not at 11, not once 9 are in the money."""
    assert [hand_for_hand_due(n, 9) for n in (11, 10, 9)] == [False, True, False]
    assert hand_for_hand_notice(10, 9).startswith("Hand-for-hand: 10 players left, 9 paid.")
    with pytest.raises(FloorError, match="places paid must be a whole number, 1 or more, not 0"):
        hand_for_hand_due(10, 0)
    with pytest.raises(FloorError, match="players left must be a whole number, 1 or more, not True"):
        hand_for_hand_due(True, 9)


# --- properties -----------------------------------------------------------------------------------------------------


@st.composite
def rooms(draw: st.DrawFn) -> tuple[dict[int, Table], int]:
    """Full tables that have played a few hands, then lost fewer than a table's worth of players (no break due)."""
    size = draw(st.integers(6, 10))
    count = draw(st.integers(2, 9))
    numbers = draw(st.lists(st.integers(1, 40), min_size=count, max_size=count, unique=True))
    tables: dict[int, Table] = {}
    for number in numbers:
        table = Table(number, tuple(number * 100 + s for s in range(1, size + 1)))
        table = table.with_positions(first_hand(table, draw(st.integers(1, size))))
        for _ in range(draw(st.integers(0, 3))):
            table = table.advance()
        tables[number] = table
    seats = [(n, s) for n in numbers for s in range(1, size + 1)]
    for number, seat in draw(st.lists(st.sampled_from(seats), max_size=size - 1, unique=True)):
        tables[number] = tables[number].unseat(seat)
    return tables, size


@settings(max_examples=150, deadline=None)
@given(rooms(), st.lists(st.booleans(), min_size=60, max_size=60))
def test_confirmed_moves_balance_the_room(room: tuple[dict[int, Table], int], hands: list[bool]) -> None:
    """Confirming every proposal (the floor picks when asked) ends, within tolerance, with every player
    seated exactly once, and no proposed seat is ever the destination's next small blind."""
    tables, size = room
    total = sum(t.count for t in tables.values())
    assume(total > final_table_size(size) and total > (len(tables) - 1) * size)
    everyone = _players(tables)
    tolerance = DEFAULT_POLICY.tolerance(len(tables))
    for step in range(len(tables) * size * size):
        move = proposal(tables, size)
        if move is None:
            break
        assert move.kind == "move" and move.source is not None and move.destination is not None
        source, destination = tables[move.source.table], tables[move.destination.table]
        player = move.player if move.player is not None else source.seats[source.occupied()[0] - 1]
        assert player is not None
        seat = move.destination.seat
        if seat is None:
            seat = destination.empty()[0]  # the floor's override
        else:
            assert destination.positions is not None
            assert seat != destination.positions.big_blind  # BT-02: this hand's big blind is next hand's small blind
        tables = apply_move(tables, player, destination.number, seat)
        if move.destination.seat is not None and destination.count + 1 >= 3:
            assert next_hand(tables[destination.number]).small_blind != seat
        assert _players(tables) == everyone
        assert set(_players(tables).values()) == {1}
        if hands[step % len(hands)]:  # a hand is played at both tables before the next look
            tables[source.number] = tables[source.number].advance()
            tables[destination.number] = tables[destination.number].advance()
    else:
        pytest.fail("the moves did not end")
    counts = _counts(tables).values()
    assert max(counts) - min(counts) <= tolerance


@settings(max_examples=100, deadline=None)
@given(rooms())
def test_a_proposal_is_one_valid_step(room: tuple[dict[int, Table], int]) -> None:
    """Whatever the room, the proposal is None or a step the tables allow, and it survives its dict."""
    tables, size = room
    step = proposal(tables, size)
    if step is None:
        counts = _counts(tables).values()
        assert max(counts) - min(counts) <= DEFAULT_POLICY.tolerance(len(tables))
        return
    assert codec.read(Proposal, json.loads(json.dumps(codec.write(step)))) == step
    if step.kind == "move" and not step.floor_decides:
        assert step.player is not None and step.destination is not None and step.destination.seat is not None
        assert can_move(tables, step.player, step.destination.table, step.destination.seat)
