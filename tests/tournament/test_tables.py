"""The dead button and the blinds, row by row of procedures.md DT-3 (and SE-05 for newcomers).

The expected positions are worked out by hand from the rows, not read off the code. Seats are
numbered from 1, the dealer's immediate left; the player in seat s is player 100 + s.
"""

import pytest

from floor.core.errors import FloorError
from floor.tournament.seating.tables import Positions, Table, first_hand


def table(occupied: list[int], size: int = 9, button: int | None = None) -> Table:
    t = Table(1, tuple(100 + s if s in occupied else None for s in range(1, size + 1)))
    return t if button is None else t.with_positions(first_hand(t, button))


def last_to_act(t: Table) -> int:
    """The player with effective last position: the button's seat, or the first occupied seat before it."""
    assert t.positions is not None
    seat = t.positions.button
    while t.player_at(seat) is None:
        seat = seat - 1 or t.size
    return seat


def test_bt01_blinds_are_the_next_two_players_after_the_button() -> None:
    """After the draw, the SB is the first player left of the button and the BB the next (seat 9 wraps round)."""
    assert table([1, 2, 3, 4, 5, 6], button=1).positions == Positions(1, 2, 3, 103)
    assert table([2, 5, 9], button=5).positions == Positions(5, 9, 2, 102)


def test_bt02_button_to_last_small_blind() -> None:
    """BT-02: button <- last SB seat, SB <- last BB seat, BB <- next player after last BB; round the table."""
    t = table([1, 2, 3, 4, 5, 6], button=1)
    seen = []
    for _ in range(6):
        t = t.advance()
        seen.append(t.positions)
    assert seen == [Positions(2, 3, 4, 104), Positions(3, 4, 5, 105), Positions(4, 5, 6, 106),
                    Positions(5, 6, 1, 101), Positions(6, 1, 2, 102), Positions(1, 2, 3, 103)]


def test_bt03_small_blind_busted() -> None:
    """BT-03: the button goes onto the busted SB's empty seat; last hand's BB posts the SB, the next player
    the BB; the player before the empty button seat has last position a second time."""
    t = table([1, 2, 3, 4, 5, 6], button=1)
    assert last_to_act(t) == 1
    t = t.unseat(2).advance()
    assert t.positions == Positions(2, 3, 4, 104)
    assert t.player_at(2) is None and t.player_at(3) == 103  # the button seat is empty; 103 posts the SB
    assert last_to_act(t) == 1


def test_bt04_big_blind_busted() -> None:
    """BT-04: button to last SB, no small blind (the SB seat is the busted BB's), BB the next player; the
    following hand the button lands on the busted BB's empty seat."""
    t = table([1, 2, 3, 4, 5, 6], button=1).unseat(3).advance()
    assert t.positions == Positions(2, 3, 4, 104)
    assert t.player_at(3) is None  # nobody posts the small blind
    t = t.advance()
    assert t.positions == Positions(3, 4, 5, 105)
    assert t.player_at(3) is None


def test_bt05_both_blinds_busted() -> None:
    """BT-05: button onto the empty SB seat, no SB, BB the next player after the busted BB; next hand the
    button moves onto the other empty seat; the same player has last position for three hands."""
    t = table([1, 2, 3, 4, 5, 6], button=1)
    last = [last_to_act(t)]
    t = t.unseat(2).unseat(3).advance()
    assert t.positions == Positions(2, 3, 4, 104)
    last.append(last_to_act(t))
    t = t.advance()
    assert t.positions == Positions(3, 4, 5, 105)
    last.append(last_to_act(t))
    t = t.advance()
    assert t.positions == Positions(4, 5, 6, 106)
    last.append(last_to_act(t))
    assert last == [1, 1, 1, 4]


def test_bt06_button_busted() -> None:
    """BT-06: nothing special; the button moves to last hand's SB seat as usual."""
    t = table([1, 2, 3, 4, 5, 6], button=1).unseat(1).advance()
    assert t.positions == Positions(2, 3, 4, 104)
    assert t.advance().positions == Positions(3, 4, 5, 105)


def test_bt08_heads_up_button_posts_small_blind() -> None:
    """BT-08: heads-up, the button is the small blind and the other player the big blind; they alternate."""
    t = table([3, 7], button=3)
    assert t.positions == Positions(3, 3, 7, 107)
    t = t.advance()
    assert t.positions == Positions(7, 7, 3, 103)
    assert t.advance().positions == Positions(3, 3, 7, 107)


def test_a_third_player_at_a_heads_up_table_whose_button_left_finds_the_button_dead_on_its_seat() -> None:
    """Found by issue 30's table index tests: seat 1 had the button (and, heads-up, the small blind) and left; two
    players sat down. The third one was refused ("the button cannot start on seat 1: nobody sits there"), and so a
    late seat, a move or a table break onto that table. The button stays on its empty seat, dead (BT-02), and the
    blinds are the next players after it."""
    t = table([1, 5], button=1)  # 101 in seat 1 on the button and the small blind, 105 in seat 5 the big blind
    assert t.positions == Positions(1, 1, 5, 105)
    t = t.unseat(1).seat(3, 109).seat(4, 106)
    assert t.positions == Positions(1, 3, 4, 106)
    assert t.dealt_in() == [3, 4, 5]
    assert t.advance().positions == Positions(3, 4, 5, 105)


def test_bt09_no_big_blind_twice_moving_to_heads_up() -> None:
    """BT-09: from three players to two, the BB is the next player after last BB (BT-02), the other is
    button and SB; whoever posted the BB last hand never posts it again."""
    three = table([1, 2, 3], button=1)  # button 101, SB 102, BB 103
    # The button busts: the next player after seat 3 is seat 2 (102); 103 takes the button and the SB.
    assert three.unseat(1).advance().positions == Positions(3, 3, 2, 102)
    # The small blind busts: the next player after seat 3 is seat 1.
    assert three.unseat(2).advance().positions == Positions(3, 3, 1, 101)
    # The big blind busts: the next player after the empty seat 3 is seat 1; 102 is button and SB.
    assert three.unseat(3).advance().positions == Positions(2, 2, 1, 101)


def test_bt09_the_last_big_blind_is_skipped_even_when_next_after_his_old_seat() -> None:
    """DT-3b: 103 posted the BB, was then found in the wrong seat and moved to seat 5 (SE-02); seat 1 busts.
    BT-02 would give the BB to seat 5, 103 again: it goes to the other player, 103 is button and SB."""
    t = table([1, 2, 3], button=1).unseat(3).seat(5, 103).unseat(1)
    assert t.advance().positions == Positions(5, 5, 2, 102)


def test_bt15_moving_button() -> None:
    """BT-15: the button always moves to the next player and the blinds follow it; the dead button
    instead puts it on the busted small blind's empty seat."""
    t = table([1, 2, 3, 4, 5, 6], button=1)
    assert t.advance("moving").positions == Positions(2, 3, 4, 104)
    busted = t.unseat(2)
    assert busted.advance("moving").positions == Positions(3, 4, 5, 105)
    assert busted.advance("dead").positions == Positions(2, 3, 4, 104)
    with pytest.raises(FloorError, match="the button rule is dead or moving, not 'sliding'"):
        t.advance("sliding")


def test_se05_seat_between_button_and_small_blind_waits() -> None:
    """SE-05: a newcomer is dealt in at once, except in a seat after the button and before the SB, which
    waits until the button has passed it (one hand under the dead button)."""
    t = table([1, 4, 5, 6], button=1)  # button 1, SB 4, BB 5: seats 2 and 3 lie between button and SB
    assert t.positions == Positions(1, 4, 5, 105)
    t = t.seat(2, 200).seat(7, 201)
    assert t.waiting == {2}
    assert t.dealt_in() == [1, 4, 5, 6, 7]
    t = t.advance()
    assert t.positions == Positions(4, 5, 6, 106)
    assert t.waiting == set() and 2 in t.dealt_in()


def test_se05_newcomer_may_take_the_empty_button_or_small_blind_seat() -> None:
    """SE-05: any seat is dealt in at once, the button's and the small blind's included (dead button seats)."""
    t = table([1, 2, 3, 4, 5, 6], button=1).unseat(2).unseat(3).advance()  # button 2 and SB 3 are empty
    t = t.seat(2, 200).seat(3, 201)
    assert t.waiting == set()
    assert t.dealt_in() == [1, 2, 3, 4, 5, 6]


def test_se05_heads_up_has_no_seat_between_button_and_small_blind() -> None:
    """Heads-up the button is the small blind, so a newcomer anywhere is dealt in."""
    t = table([3, 7], button=3).seat(5, 200).seat(1, 201)
    assert t.waiting == set()


def test_bt02_newcomer_between_last_and_next_big_blind_posts_it() -> None:
    """BT-02 at the start of the hand: BB <- the next occupied seat after last hand's BB. A player seated in
    the gap (BB-05's "single big blind", a late registrant or an arrival) posts it, not the player after."""
    t = table([1, 2, 3, 5, 6], button=1).advance()  # last BB was seat 3; seat 4 is empty
    assert t.positions == Positions(2, 3, 5, 105)
    t = t.seat(4, 200)
    assert t.positions == Positions(2, 3, 4, 200)


def test_a_third_player_at_a_heads_up_table_ends_the_heads_up_positions() -> None:
    """Heads-up the button posts the small blind (BT-08); once a third player sits, the button keeps its seat
    and the blinds are the next two players after it, so no one holds the button and a blind at once."""
    t = Table(1, (1, None, 3, None), Positions(1, 1, 3, 3))
    t = t.seat(2, 2)
    assert t.positions == Positions(1, 2, 3, 3)
