"""Payouts: the pool, the places, overrides and deals always add up to the last unit."""

from fractions import Fraction
from itertools import pairwise, permutations
from math import ceil, floor

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from floor.core.errors import FloorError
from floor.tournament.payouts import (
    ICM_MAX_PLAYERS,
    WHOLE,
    Bracket,
    Deal,
    PayoutTable,
    PrizePool,
    apply_overrides,
    chip_chop,
    deal,
    icm,
    load_table,
    parse_table,
    payouts,
    prize_pool,
    standard_table,
)

UNITS = st.sampled_from([1, 5, 10, 25, 100, 500, 1000])
STACKS = st.lists(st.integers(1, 5_000_000), min_size=2, max_size=ICM_MAX_PLAYERS)


def _prizes(count: int) -> st.SearchStrategy[list[int]]:
    """Prizes for the places still to be paid, 1st first."""
    return st.lists(st.integers(0, 2_000_000), min_size=count, max_size=count).map(
        lambda prizes: sorted(prizes, reverse=True)).filter(lambda prizes: sum(prizes) > 0)


@st.composite
def deals(draw: st.DrawFn, max_players: int = ICM_MAX_PLAYERS) -> tuple[list[int], list[int]]:
    """Stacks and as many prizes as players (a final table after the bubble)."""
    stacks = draw(st.lists(st.integers(1, 5_000_000), min_size=2, max_size=max_players))
    return stacks, draw(_prizes(len(stacks)))


@st.composite
def payable(draw: st.DrawFn) -> tuple[int, int, int]:
    """A pool, a field and a unit where every paid place gets at least one unit."""
    entries = draw(st.integers(2, 20_000))
    unit = draw(UNITS)
    smallest = standard_table().bracket(entries).shares[-1]
    return draw(st.integers(ceil(unit * WHOLE / smallest), 10**9)), entries, unit


def _table(*brackets: object) -> dict[str, object]:
    return {"brackets": list(brackets)}


# --- the prize pool ------------------------------------------------------------------------------------------------


def test_the_pool_is_buy_ins_rebuys_and_addons() -> None:
    """48 buy-ins of 100, 10 rebuys of 100 and 30 add-ons of 50 make a pool of 7,300."""
    assert prize_pool(48, 10, 30, buy_in=100, rebuy_price=100, addon_price=50) == 4800 + 1000 + 1500


def test_the_guarantee_tops_up_a_short_pool_and_the_house_pays_the_overlay() -> None:
    """A 10,000 guarantee with 6,000 collected pays 10,000, and the house puts in 4,000."""
    pool = PrizePool(entries=60, buy_in=100, guarantee=10_000)
    assert (pool.collected, pool.overlay, pool.total) == (6000, 4000, 10_000)
    assert prize_pool(60, 0, 0, 100, 0, 0, guarantee=10_000) == 10_000
    assert PrizePool(entries=0, guarantee=5000).total == 5000


@given(st.integers(0, 10_000), st.integers(0, 5000), st.integers(0, 5000), st.integers(0, 10_000),
       st.integers(0, 10_000), st.integers(0, 10_000), st.integers(0, 10**8))
def test_the_pool_is_what_was_paid_in_and_never_below_the_guarantee(
        entries: int, rebuys: int, addons: int, buy_in: int, rebuy: int, addon: int, guarantee: int) -> None:
    """The pool is exactly what the players paid for prizes, or the guarantee if that is more."""
    assume(entries > 0 or rebuys == addons == 0)
    pool = prize_pool(entries, rebuys, addons, buy_in, rebuy, addon, guarantee)
    assert pool == max(entries * buy_in + rebuys * rebuy + addons * addon, guarantee)


@pytest.mark.parametrize(("arguments", "message"), [
    ((10, -1, 0, 100, 100, 50), "the number of rebuys cannot be negative (-1)"),
    ((10, 0, 0, -100, 100, 50), "the buy-in cannot be negative (-100)"),
    ((10, 0, 0, 100, 100, 50, -5), "the guarantee cannot be negative (-5)"),
    ((10, 0, 0, 99.5, 100, 50), "the buy-in must be a whole number, not 99.5"),
    ((0, 2, 0, 100, 100, 50), "rebuys and add-ons need at least one entry"),
])
def test_a_pool_from_impossible_numbers_is_refused(arguments: tuple[int, ...], message: str) -> None:
    """Negative counts or prices, money with cents, or rebuys without entries are refused by name."""
    with pytest.raises(FloorError) as refused:
        prize_pool(*arguments)
    assert refused.value.message == message


# --- the payout table ------------------------------------------------------------------------------------------------


def test_the_standard_table_covers_every_field_from_2_entries_up() -> None:
    """The shipped table loads, starts at 2 entries, has no gaps and an open-ended last bracket."""
    table = load_table("standard")
    assert table == standard_table()
    assert table.brackets[0].low == 2
    assert table.brackets[-1].high is None
    for before, after in pairwise(table.brackets):
        assert before.high is not None and after.low == before.high + 1


@pytest.mark.parametrize(("entries", "places"), [(2, 2), (6, 2), (7, 3), (10, 3), (11, 4), (20, 4), (21, 5),
                                                 (75, 9), (100, 12), (10_000, 1500), (60_000, 1500)])
def test_the_standard_table_pays_the_usual_number_of_places(entries: int, places: int) -> None:
    """2-6 entries pay 2, 7-10 pay 3, 11-20 pay 4, a 75 field pays a final table, 10,000+ pay 1,500."""
    assert standard_table().bracket(entries).places == places


def test_the_standard_table_has_live_tournament_shapes() -> None:
    """1st takes 25-50% once 3 or more are paid (65% heads-up), and big fields pay 11-16% of the field."""
    for bracket in standard_table().brackets:
        first = bracket.shares[0]
        assert (first == 6500) if bracket.places == 2 else (2500 <= first <= 5000), bracket.label
        assert first >= bracket.shares[1] * 3 // 2, bracket.label
        if bracket.low > 75 and bracket.high is not None:
            assert bracket.places >= 0.11 * bracket.high and bracket.places <= 0.16 * bracket.low, bracket.label


@given(st.integers(2, 100_000))
def test_no_field_pays_more_places_than_it_has_entries(entries: int) -> None:
    """Whatever the turnout, the bracket it falls in never pays more places than there are players."""
    bracket = standard_table().bracket(entries)
    assert bracket.low <= entries and (bracket.high is None or entries <= bracket.high)
    assert bracket.places <= entries


def test_a_run_of_equal_places_is_written_once() -> None:
    """``{"next": 3, "each": 500}`` pays three places 5% each, as a payout sheet groups 10th-12th."""
    table = parse_table(_table({"entries": [2, 9], "places": [6500, 3500]},
                               {"entries": [10, None], "places": [5000, 2000, {"next": 3, "each": 1000}]}), "house")
    assert table.bracket(12).shares == (5000, 2000, 1000, 1000, 1000)


@pytest.mark.parametrize(("brackets", "message"), [
    ([{"entries": [2, 10], "places": [6000, 3000]}],
     "payout table 'house': bracket 2-10 entries: the places add up to 9,000 basis points, not 10,000"),
    ([{"entries": [2, 10], "places": [4000, 6000]}],
     "payout table 'house': bracket 2-10 entries: 2nd place (6000 basis points) gets more than 1st (4000)"),
    ([{"entries": [2, 10], "places": [10000, 0]}],
     "payout table 'house': bracket 2-10 entries: 2nd place must get at least 1 basis point, not 0"),
    ([{"entries": [3, None], "places": [10000]}],
     "payout table 'house': the first bracket must start at 2 entries, not 3"),
    ([{"entries": [2, 10], "places": [10000]}, {"entries": [12, None], "places": [10000]}],
     "payout table 'house': no bracket covers 11-11 entries (between 2-10 entries and 12+ entries)"),
    ([{"entries": [2, 10], "places": [10000]}, {"entries": [9, None], "places": [10000]}],
     "payout table 'house': brackets 2-10 entries and 9+ entries overlap"),
    ([{"entries": [2, None], "places": [10000]}, {"entries": [11, None], "places": [10000]}],
     "payout table 'house': only the last bracket can be open-ended, but 2+ entries comes before 11+ entries"),
    ([{"entries": [2, 10], "places": [5000, 3000, 2000]}],
     "payout table 'house': bracket 1 pays more places than its 2 entries"),
    ([{"entries": [2, 10], "places": [4000, {"next": 20, "each": 300}]}],
     "payout table 'house': bracket 1 pays more places than its 2 entries"),
    ([{"entries": [10, 2], "places": [10000]}],
     "payout table 'house': bracket 10-2 entries: it ends before it starts"),
    ([{"entries": [2], "places": [10000]}],
     "payout table 'house': bracket 1: 'entries' must be [fewest, most] with fewest 2 or more (most may be null), "
     "not [2]"),
    ([{"entries": [2, 10], "places": [True]}],
     "payout table 'house': bracket 1: True is neither basis points nor {\"next\": N, \"each\": B}"),
    ([{"entries": [2, 10], "places": "6500/3500"}],
     "payout table 'house': bracket 1: 'places' must be a list of basis points"),
    ([], "payout table 'house' has no brackets"),
])
def test_a_broken_payout_table_is_refused_naming_the_bracket(brackets: list[object], message: str) -> None:
    """A house table that does not add up, goes up, has gaps or overlaps is refused on load, naming the bracket."""
    with pytest.raises(FloorError) as refused:
        parse_table({"brackets": brackets}, "house")
    assert refused.value.message == message
    assert refused.value.code == "bad-payout-table"


def test_a_missing_payout_table_is_named() -> None:
    """Asking for a table the house never installed says which one is missing."""
    with pytest.raises(FloorError, match="there is no payout table called 'no-such-table'"):
        load_table("no-such-table")


def test_a_field_beyond_a_closed_table_is_refused() -> None:
    """A small room's table that stops at 100 entries refuses a 101-entry field instead of guessing."""
    table = PayoutTable("small room", (Bracket(2, 9, (6500, 3500)), Bracket(10, 100, (5000, 3000, 2000))))
    assert payouts(1000, 100, table) == (500, 300, 200)
    with pytest.raises(FloorError, match="payout table 'small room' stops at 100 entries; this field has 101"):
        payouts(1000, 101, table)


# --- payouts ------------------------------------------------------------------------------------------------------


@given(payable())
def test_the_places_add_up_to_the_pool_in_order_and_in_units(case: tuple[int, int, int]) -> None:
    """The places pay out the whole pool, never more for a worse finish, each in the house's unit but 1st."""
    pool, entries, unit = case
    paid = payouts(pool, entries, unit=unit)
    shares = standard_table().bracket(entries).shares
    assert sum(paid) == pool
    assert len(paid) == len(shares)
    assert all(better >= worse for better, worse in pairwise(paid))
    assert all(amount % unit == 0 and amount > 0 for amount in paid[1:])
    for amount, share in zip(paid[1:], shares[1:], strict=True):
        assert 0 <= pool * share / WHOLE - amount < unit
    assert paid[0] >= pool * shares[0] // WHOLE


@given(st.integers(1, 10**6), st.integers(2, 20_000), UNITS)
def test_a_pool_too_small_for_the_unit_is_refused_only_when_a_place_would_get_nothing(
        pool: int, entries: int, unit: int) -> None:
    """A tiny pool is refused exactly when the last paid place would round down to nothing."""
    last = standard_table().bracket(entries).shares[-1]
    if pool * last // WHOLE < unit:
        with pytest.raises(FloorError, match="place would get nothing"):
            payouts(pool, entries, unit=unit)
    else:
        assert payouts(pool, entries, unit=unit)[-1] >= unit


def test_48_entries_paying_7300_in_fives() -> None:
    """7,300 for 48 entries pays 7 places; each but 1st rounds down to 5 and 1st takes the 10 left over.

    Shares 35/22.5/15/11/7.5/5/4%: 2nd 1,642.50 -> 1,640, 3rd 1,095, 4th 803 -> 800,
    5th 547.50 -> 545, 6th 365, 7th 292 -> 290; 1st 7,300 - 4,735 = 2,565 (its share is 2,555).
    """
    assert payouts(7300, 48, unit=5) == (2565, 1640, 1095, 800, 545, 365, 290)
    assert payouts(10_000, 8) == (5000, 3000, 2000)


@pytest.mark.parametrize(("pool", "entries", "unit", "message"), [
    (10_000, 1, 1, "1 entry: nobody is paid until at least 2 players have entered"),
    (10_000, 0, 1, "0 entries: nobody is paid until at least 2 players have entered"),
    (10_000, -4, 1, "the number of entries cannot be negative (-4)"),
    (-500, 20, 1, "the prize pool must be more than 0, not -500"),
    (0, 20, 1, "the prize pool must be more than 0, not 0"),
    (10_000, 20, 0, "the rounding unit must be more than 0, not 0"),
    (1000, 75, 100, "a prize pool of 1,000 is too small to pay 9 places in units of 100: 9th place would get nothing"),
])
def test_payouts_that_cannot_be_made_are_refused(pool: int, entries: int, unit: int, message: str) -> None:
    """No entries, no pool, no unit, or a pool too small for its places are refused with the reason."""
    with pytest.raises(FloorError) as refused:
        payouts(pool, entries, unit=unit)
    assert refused.value.message == message


# --- overrides ------------------------------------------------------------------------------------------------------

PAID = (2565, 1640, 1095, 800, 545, 365, 290)


def test_first_place_takes_up_the_difference_when_left_alone() -> None:
    """Raising 6th and 7th to round numbers takes the 45 from 1st; the total stays 7,300."""
    assert apply_overrides(PAID, {6: 400, 7: 300}) == (2520, 1640, 1095, 800, 545, 400, 300)
    assert apply_overrides(PAID, {2: 1600}) == (2605, 1600, 1095, 800, 545, 365, 290)
    assert apply_overrides(PAID, {}) == PAID


def test_a_whole_new_sheet_including_first_must_add_up_to_the_pool() -> None:
    """Retyping 1st too is accepted when the sheet still adds up to 7,300, and refused with the gap if not."""
    assert apply_overrides(PAID, {1: 2500, 2: 1700, 3: 1100}) == (2500, 1700, 1100, 800, 545, 365, 290)
    with pytest.raises(FloorError) as refused:
        apply_overrides(PAID, {1: 2600, 2: 1700, 3: 1100})
    assert refused.value.message == "the payouts add up to 7,400, 100 more than the prize pool of 7,300"
    with pytest.raises(FloorError, match="7,290, 10 less than the prize pool of 7,300"):
        apply_overrides(PAID, {1: 2555})


@pytest.mark.parametrize(("overrides", "message"), [
    ({8: 100}, "place 8 is not paid: only places 1 to 7 are"),
    ({0: 100}, "place 0 is not paid: only places 1 to 7 are"),
    ({7: 0}, "7th place's payout must be more than 0, not 0"),
    ({5: -50}, "5th place's payout must be more than 0, not -50"),
    ({2: 2565, 3: 2565, 4: 2565}, "places 2 to 7 would get 8,895 of the 7,300 pool, leaving -1,595 for 1st place"),
    ({7: 400}, "7th place (400) would get more than 6th (365)"),
    ({2: 2000, 3: 2000}, "2nd place (2,000) would get more than 1st (1,300)"),
])
def test_an_override_that_breaks_the_sheet_is_refused(overrides: dict[int, int], message: str) -> None:
    """An unpaid place, a payout of nothing, 1st left negative or a worse finish paying more is refused."""
    with pytest.raises(FloorError) as refused:
        apply_overrides(PAID, overrides)
    assert refused.value.message == message


@given(payable(), st.data())
def test_overrides_keep_the_pool_and_the_order_or_change_nothing(case: tuple[int, int, int], data: st.DataObject,
                                                                 ) -> None:
    """Whatever the floor manager types, the sheet either still adds up, in order, or is refused."""
    pool, entries, unit = case
    paid = payouts(pool, entries, unit=unit)
    places = st.integers(2, len(paid)) if len(paid) > 1 else st.just(2)
    overrides = data.draw(st.dictionaries(places, st.integers(1, pool), max_size=4))
    try:
        changed = apply_overrides(paid, overrides)
    except FloorError:
        return
    assert sum(changed) == pool
    assert all(better >= worse for better, worse in pairwise(changed))
    assert all(changed[place - 1] == amount for place, amount in overrides.items())


# --- deals --------------------------------------------------------------------------------------------------------


def test_chip_chop_offered_319_to_a_player_already_guaranteed_400() -> None:
    """Three left for 926/600/400: the short stack is sure of 400, so a chop that offers less is no deal. Each keeps
    400 and the 726 beyond is split by chips: 760/646/520 (the 1,926 left, exactly)."""
    shares = chip_chop([4964, 3380, 1656], [926, 600, 400])
    assert shares == (760, 646, 520)
    assert min(shares) >= 400


def test_chip_chop_offered_956_to_the_leader_more_than_1sts_926() -> None:
    """The same three: the leader was offered 956, more than winning pays. Each keeps 400, the rest by chips, and a
    leader whose chip share would pass 1st prize is cut to 926, the others sharing what that leaves by chips."""
    assert max(chip_chop([4964, 3380, 1656], [926, 600, 400])) <= 926
    shares = chip_chop([90_000, 6_000, 4_000], [926, 600, 400])
    assert shares == (926, 520, 480)  # 526 of the 726 to the leader, 200 split 6:4
    assert sum(shares) == 1926


@given(deals(max_players=30), UNITS)
def test_chip_chop_keeps_the_lowest_prize_and_splits_the_rest_by_chips_up_to_1st(
        case: tuple[list[int], list[int]], unit: int) -> None:
    """A chip chop pays out all the money left; nobody below the lowest prize still to pay or above 1st; a player
    below 1st within one unit of the lowest prize plus their chip share of what the capped players left."""
    stacks, remaining = case
    shares = chip_chop(stacks, remaining, unit)
    low, high = remaining[-1], remaining[0]
    assert sum(shares) == sum(remaining)
    assert all(low <= share <= high for share in shares)
    free = [i for i, share in enumerate(shares) if share < high - unit]
    rest = sum(remaining) - sum(shares[i] for i in range(len(stacks)) if i not in free) - low * len(free)
    chips = sum(stacks[i] for i in free)
    for i in free:
        assert abs(shares[i] - low - Fraction(rest * stacks[i], chips)) <= unit * len(stacks)


@given(deals(max_players=30))
def test_a_bigger_stack_never_gets_less_in_a_chip_chop(case: tuple[list[int], list[int]]) -> None:
    stacks, remaining = case
    shares = chip_chop(stacks, remaining)
    for i, j in permutations(range(len(stacks)), 2):
        if stacks[i] > stacks[j]:
            assert shares[i] >= shares[j]


@given(deals(), UNITS, st.sampled_from([chip_chop, icm]))
def test_a_deal_pays_in_the_houses_unit(case: tuple[list[int], list[int]], unit: int, method: object) -> None:
    """Prizes in multiples of the house's unit give shares in multiples of it (above the lowest prize), all the money
    left paid; otherwise only the odd amount below one unit lands on one player."""
    stacks, prizes = case
    remaining = sorted((p // unit * unit for p in prizes), reverse=True)
    assume(sum(remaining) > 0)
    shares = method(stacks, remaining, unit)  # type: ignore[operator]
    assert sum(shares) == sum(remaining)
    assert all(remaining[-1] <= share <= remaining[0] for share in shares)
    assert all((share - remaining[-1]) % unit == 0 for share in shares)
    odd = [remaining[0] + 1, *remaining[1:]]
    shares = method(stacks, odd, unit)  # type: ignore[operator]
    assert sum(shares) == sum(odd)
    assert sum((share - odd[-1]) % unit != 0 for share in shares) <= 1


def test_chip_chop_gives_a_tied_odd_unit_to_the_bigger_stack() -> None:
    """Splitting 2 between 3,000 and 1,000 chips is 1.5 and 0.5: the odd unit goes to the bigger stack."""
    assert chip_chop([3000, 1000], [2]) == (2, 0)
    assert chip_chop([1000, 3000], [2]) == (0, 2)
    assert chip_chop([20_000, 20_000, 20_000], [60, 30, 10]) == (34, 33, 33)


def _reference_icm(stacks: list[int], remaining: list[int]) -> tuple[int, ...]:
    """Malmuth–Harville by every finishing order, in exact fractions, with the module's remainder rule."""
    total = sum(stacks)
    equity = [Fraction(0)] * len(stacks)
    for order in permutations(range(len(stacks)), len(remaining)):
        chance, left = Fraction(1), total
        for player in order:
            chance *= Fraction(stacks[player], left)
            left -= stacks[player]
        for player, prize in zip(order, remaining, strict=True):
            equity[player] += chance * prize
    floors = [floor(e) for e in equity]
    ranked = sorted(range(len(stacks)), key=lambda i: (floors[i] - equity[i], -stacks[i], i))
    for i in ranked[: sum(remaining) - sum(floors)]:
        floors[i] += 1
    return tuple(floors)


def test_icm_for_5000_3000_2000_chips_playing_for_50_30_20() -> None:
    """The textbook three-way ICM: 38.39 / 32.75 / 28.86, paid as 38 / 33 / 29.

    A (5,000 of 10,000 chips) wins 1st with 5/10. A is 2nd when B wins (3/10) then A beats C
    (5/7), or C wins (2/10) then A beats B (5/8): 3/14 + 1/8 = 19/56; A is 3rd 9/56.
    A: 50·1/2 + 30·19/56 + 20·9/56 = 25 + 10.18 + 3.21 = 38.39.
    B: 1st 3/10; 2nd 1/2·3/5 + 1/5·3/8 = 3/8; 3rd 13/40: 15 + 11.25 + 6.50 = 32.75.
    C: 1st 1/5; 2nd 1/2·2/5 + 3/10·2/7 = 2/7; 3rd 18/35: 10 + 8.57 + 10.29 = 28.86.
    Rounded down that is 38 + 32 + 28 = 98; the 2 left go to the largest fractions, C (.86) and B (.75).
    In thousands: 38,392.86 / 32,750 / 28,857.14 -> 38,392 + 32,750 + 28,857 = 99,999, and A's .86 takes the last.
    """
    assert icm([5000, 3000, 2000], [50, 30, 20]) == (38, 33, 29)
    assert icm([5000, 3000, 2000], [50_000, 30_000, 20_000]) == (38_393, 32_750, 28_857)
    assert icm([2000, 5000, 3000], [50, 30, 20]) == (29, 38, 33)


def test_heads_up_icm_is_second_prize_plus_the_chip_share_of_the_difference() -> None:
    """Heads-up with 3:1 chips for 100/50: 50 + 3/4 of 50 = 87.5 and 62.5; the tied half goes to the chip leader."""
    assert icm([3000, 1000], [100, 50]) == (88, 62)


@given(deals(max_players=6))
def test_icm_matches_every_finishing_order_worked_out_exactly(case: tuple[list[int], list[int]]) -> None:
    """The quick subset method gives the same payout, to the unit, as summing every finishing order exactly."""
    stacks, remaining = case
    assert icm(stacks, remaining) == _reference_icm(stacks, remaining)


@given(deals())
def test_icm_pays_out_everything_between_the_smallest_and_largest_prize(case: tuple[list[int], list[int]]) -> None:
    """ICM shares add up to the money left, nobody below the smallest prize or above 1st prize."""
    stacks, remaining = case
    shares = icm(stacks, remaining)
    assert sum(shares) == sum(remaining)
    assert all(min(remaining) <= share <= max(remaining) for share in shares)


@given(deals())
def test_a_bigger_stack_never_gets_less(case: tuple[list[int], list[int]]) -> None:
    """More chips never means a smaller ICM share, even after rounding to whole units."""
    stacks, remaining = case
    shares = icm(stacks, remaining)
    for i, j in permutations(range(len(stacks)), 2):
        if stacks[i] > stacks[j]:
            assert shares[i] >= shares[j]


@given(st.integers(2, ICM_MAX_PLAYERS), st.integers(1, 10**6), st.data())
def test_equal_stacks_get_equal_shares(players: int, stack: int, data: st.DataObject) -> None:
    """Players with the same chips get the same ICM and chip-chop payout, give or take one unit."""
    remaining = data.draw(_prizes(players))
    for shares in (icm([stack] * players, remaining), chip_chop([stack] * players, remaining)):
        assert max(shares) - min(shares) <= 1
        assert sum(shares) == sum(remaining)


@given(st.integers(2, ICM_MAX_PLAYERS), st.integers(1, 10**6), UNITS, st.data())
def test_equal_stacks_get_equal_shares_within_the_houses_unit(players: int, stack: int, unit: int,
                                                              data: st.DataObject) -> None:
    """In the house's unit, players with the same chips end within one unit of each other."""
    remaining = data.draw(_prizes(players))
    for shares in (icm([stack] * players, remaining, unit), chip_chop([stack] * players, remaining, unit)):
        assert max(shares) - min(shares) <= unit
        assert sum(shares) == sum(remaining)


@pytest.mark.parametrize(("amounts", "message"), [
    ([50, 30], "a deal by hand needs an amount for each of the 3 players, not 2"),
    ([50, 30, 30], "the amounts add up to 110, 10 more than the 100 left to share"),
    ([50, 30, 10], "the amounts add up to 90, 10 less than the 100 left to share"),
    ([80, 30, -10], "player 3's amount cannot be negative (-10)"),
    ([50, 30, "20k"], "player 3's amount must be a whole number, not '20k'"),
])
def test_a_deal_by_hand_that_does_not_share_the_money_left_is_refused(amounts: list[object], message: str) -> None:
    with pytest.raises(FloorError) as refused:
        deal([5000, 3000, 2000], [50, 30, 20], method="hand", amounts=amounts)
    assert refused.value.message == message and refused.value.code == "bad-deal"


def test_a_deal_by_hand_may_pay_anything_agreed_that_adds_up() -> None:
    """By hand the players may agree to anything: 0 for one, more than 1st prize for another."""
    assert deal([5000, 3000, 2000], [50, 30, 20], method="hand", amounts=[100, 0, 0]).now == (100, 0, 0)
    assert deal([5000, 3000, 2000], [50, 30, 20], method="hand", amounts=[40, 30, 20], play_for=10).total == 100


@given(st.lists(st.integers(1, 10**6), min_size=3, max_size=ICM_MAX_PLAYERS), st.data())
def test_icm_on_the_bubble_pays_only_the_prizes_left(stacks: list[int], data: st.DataObject) -> None:
    """With fewer prizes than players (a deal on the bubble) ICM still pays out exactly the money left."""
    remaining = data.draw(_prizes(len(stacks) - 1))
    shares = icm(stacks, remaining)
    assert sum(shares) == sum(remaining)
    assert all(0 <= share <= remaining[0] for share in shares)


def test_ten_players_is_the_most_icm_takes() -> None:
    """A ten-handed final table gets an ICM deal; eleven players are told to chip chop or play on."""
    stacks = [1_200_000, 950_000, 800_000, 640_000, 500_000, 410_000, 300_000, 220_000, 150_000, 90_000]
    prizes = [100_000, 60_000, 40_000, 30_000, 24_000, 19_000, 15_000, 12_000, 10_000, 8_000]
    shares = icm(stacks, prizes)
    assert sum(shares) == sum(prizes)
    assert list(shares) == sorted(shares, reverse=True)
    with pytest.raises(FloorError) as refused:
        icm([*stacks, 50_000], [*prizes, 5_000])
    assert refused.value.message == "ICM is worked out for at most 10 players, not 11: deal by chip chop or play on " \
                                    "until 10 are left"


def test_a_deal_can_leave_money_to_play_for() -> None:
    """Leaving 10 of 1st prize to play for, the three players take 33/30/27 now and 10 stays on the table."""
    made = deal([5000, 3000, 2000], [50, 30, 20], play_for=10)
    assert made == Deal("icm", (5000, 3000, 2000), (33, 30, 27), play_for=10)
    assert made.total == 100
    assert deal([5000, 3000, 2000], [50, 30, 20], method="chip chop").now == (40, 32, 28)
    assert deal([5000, 3000, 2000], [50, 30, 20], method="hand", amounts=[45, 30, 25]).now == (45, 30, 25)
    with pytest.raises(FloorError, match="at most 20 can be left to play for: more would pay 1st place less than 2nd"):
        deal([5000, 3000, 2000], [50, 30, 20], play_for=21)


@pytest.mark.parametrize(("stacks", "remaining", "message"), [
    ([5000, 0, 2000], [50, 30, 20], "player 2's stack is 0: a player without chips is out, not in the deal"),
    ([5000, -300], [50, 30], "player 2's stack is -300: a player without chips is out, not in the deal"),
    ([5000], [50], "a deal needs at least 2 players, not 1"),
    ([5000, 3000], [50, 30, 20], "3 prizes are left but only 2 players: list only the places still to be paid"),
    ([5000, 3000], [30, 50], "the prize for 2nd place (50) is more than for 1st (30): list the prizes 1st first"),
    ([5000, 3000], [50, -30], "the prize for 2nd place cannot be negative (-30)"),
    ([5000, 3000], [], "no prizes are left to deal"),
    ([5000, 3000], [0, 0], "there is no prize money left to deal"),
])
def test_a_deal_nobody_could_sign_is_refused(stacks: list[int], remaining: list[int], message: str) -> None:
    """A bust player, a lone player, more prizes than players or prizes out of order are refused by both methods."""
    for method in (chip_chop, icm):
        with pytest.raises(FloorError) as refused:
            method(stacks, remaining)
        assert refused.value.message == message
        assert refused.value.code == "bad-deal"


def test_an_unknown_deal_method_is_refused() -> None:
    """A deal method the floor does not know is refused with the three it does."""
    with pytest.raises(FloorError, match="no deal method called 'coin flip': use 'chip chop', 'icm' or 'hand'"):
        deal([5000, 3000], [50, 30], method="coin flip")  # type: ignore[arg-type]
