"""Pot arithmetic: uncalled bets, side pots and splits conserve every chip (DT-6)."""

from itertools import pairwise

from hypothesis import given
from hypothesis import strategies as st

from floor.core.pots import Stake, build_pots, clockwise_from_button, split, uncalled

stakes_lists = st.lists(
    st.tuples(st.integers(0, 2000), st.booleans(), st.integers(0, 60)),
    min_size=1, max_size=10,
).map(lambda rows: [Stake(seat, amount + dead, folded, dead)
                    for seat, (amount, folded, dead) in enumerate(rows, start=1)])


@given(stakes_lists)
def test_building_pots_conserves_chips(stakes: list[Stake]) -> None:
    """Returned chips plus every pot equal everything put in."""
    returned, pots = build_pots(stakes)
    assert sum(returned.values()) + sum(p.amount for p in pots) == sum(s.amount for s in stakes)


@given(stakes_lists)
def test_only_live_seats_are_eligible_and_every_live_seat_can_win_the_main_pot(stakes: list[Stake]) -> None:
    """Folded seats are never eligible; every live seat with chips at risk can win the main pot (and a seat all in
    for its ante alone, the antes before it: SR-09); pots nest."""
    live = {s.seat for s in stakes if not s.folded}
    returned, pots = build_pots(stakes)
    at_risk = {s.seat for s in stakes if not s.folded and s.live - returned.get(s.seat, 0) > 0}
    for pot in pots:
        assert set(pot.eligible) <= live
    ante_only = {s.seat for s in stakes if not s.folded and s.seat not in at_risk and s.dead > 0}
    if at_risk and ante_only:
        assert set(pots[0].eligible) == at_risk | ante_only and pots[0].amount == sum(s.dead for s in stakes)
        pots = pots[1:]
    if at_risk:
        assert set(pots[0].eligible) == at_risk
        for outer, inner in pairwise(pots):
            assert set(inner.eligible) < set(outer.eligible)


@given(stakes_lists)
def test_only_the_unmatched_part_of_the_largest_bet_returns(stakes: list[Stake]) -> None:
    """PT-01: at most one seat gets chips back, never its dead money, and never more than its lead."""
    returned = uncalled(stakes)
    assert len(returned) <= 1
    for seat, amount in returned.items():
        mine = next(s for s in stakes if s.seat == seat)
        others = [s.live for s in stakes if s.seat != seat]
        assert amount == mine.live - max(others, default=0) > 0


@given(st.integers(0, 500), st.sampled_from([1, 5, 25, 100]), st.lists(st.integers(1, 10), min_size=1, max_size=9,
                                                                          unique=True))
def test_split_gives_whole_chips_differing_by_at_most_one_chip(units: int, chip: int, winners: list[int]) -> None:
    """PT-06: shares are whole chips, differ by at most one chip, and the earlier winners get the odd ones."""
    shares = split(units * chip, chip, winners)
    assert sum(shares.values()) == units * chip
    amounts = [shares[w] for w in winners]
    assert all(a % chip == 0 for a in amounts)
    assert max(amounts) - min(amounts) <= chip
    assert amounts == sorted(amounts, reverse=True)


def test_clockwise_order_starts_left_of_a_dead_button() -> None:
    """PT-08: the first winner left of the button first, the button seat last, even a dead button."""
    assert clockwise_from_button([2, 5, 8], 5) == [8, 2, 5]
    assert clockwise_from_button([1, 3, 9], 4) == [9, 1, 3]
    assert clockwise_from_button([1, 3, 9], 9) == [1, 3, 9]


def test_sr09_a_seat_all_in_for_the_ante_alone_can_win_the_antes() -> None:
    """Stud, antes 25 each (dead): seat 3 is all in for its ante; seats 1 and 2 bet 300 more. The 75 of antes is a
    pot all three can win; the 600 is seats 1 and 2's."""
    returned, pots = build_pots([Stake(1, 325, dead=25), Stake(2, 325, dead=25), Stake(3, 25, dead=25)])
    assert returned == {} and [(p.amount, p.eligible) for p in pots] == [(75, (1, 2, 3)), (600, (1, 2))]
