"""Seat draws: the opening, late entries, rank cards, the high-card draw, table breaks and the final table.

Uniformity is checked with Pearson's chi-square at p = 0.001 on a fixed-seed ``random.Random`` (the
test is deterministic); the threshold is computed here from the chi-square distribution and
checked against the printed tables.
"""

import math
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floor.core.cards import Card, Suit, card, parse_card
from floor.core.errors import FloorError
from floor.tournament import codec
from floor.tournament.balancing import tablebreaks
from floor.tournament.seating import carddraws, drawrecord
from floor.tournament.seating import draw as S
from floor.tournament.seating.buttondraw import draw_button
from floor.tournament.seating.drawrecord import Assignment, SeatDraw
from floor.tournament.seating.tables import Positions, Table, first_hand

# -- chi-square -------------------------------------------------------------------------------


def chi_square_survival(x: float, df: int) -> float:
    """P(X > x) for X ~ chi-square(df): 1 - the regularized lower incomplete gamma P(df/2, x/2), by its series."""
    a, z = df / 2, x / 2
    term = total = 1 / a
    n = 1
    while term > 1e-17 * total:
        term *= z / (a + n)
        total += term
        n += 1
    return 1 - total * math.exp(-z + a * math.log(z) - math.lgamma(a))


def chi_square_critical(df: int, p: float = 0.001) -> float:
    """The x with P(X > x) = p, by bisection."""
    low, high = 0.0, 200.0
    for _ in range(100):
        mid = (low + high) / 2
        low, high = (mid, high) if chi_square_survival(mid, df) > p else (low, mid)
    return low


def chi_square(counts: list[int]) -> float:
    """Pearson's statistic against equal expected counts."""
    expected = sum(counts) / len(counts)
    return sum((c - expected) ** 2 / expected for c in counts)


def test_the_chi_square_thresholds_match_the_printed_table() -> None:
    """p = 0.001: 16.266 for 3 degrees of freedom, 20.515 for 5, 29.588 for 10 (standard tables)."""
    assert chi_square_critical(3) == pytest.approx(16.266, abs=1e-3)
    assert chi_square_critical(5) == pytest.approx(20.515, abs=1e-3)
    assert chi_square_critical(10) == pytest.approx(29.588, abs=1e-3)


# -- helpers ----------------------------------------------------------------------------------

def make_table(number: int, players: dict[int, int], size: int = 9) -> Table:
    """A table from seat -> player."""
    return Table(number, tuple(players.get(s) for s in range(1, size + 1)))


def seat_map(tables: tuple[Table, ...] | list[Table]) -> dict[int, tuple[int, int]]:
    """player -> (table, seat), asserting nobody sits twice."""
    found: dict[int, tuple[int, int]] = {}
    for t in tables:
        for s in t.occupied():
            player = t.player_at(s)
            assert player is not None and player not in found
            found[player] = (t.number, s)
    return found


def filled(number: int, count: int, first_player: int, size: int = 9) -> Table:
    """Table ``number`` with players ``first_player``.. in seats 1..count."""
    return make_table(number, {s: first_player + s - 1 for s in range(1, count + 1)}, size)


@st.composite
def table_maps(draw: st.DrawFn, min_tables: int = 2) -> list[Table]:
    """Tables of one size with random seats taken, every player once."""
    size = draw(st.integers(2, 11))
    count = draw(st.integers(min_tables, 6))
    tables, player = [], 1
    for number in range(1, count + 1):
        taken = draw(st.lists(st.booleans(), min_size=size, max_size=size))
        seats: list[int | None] = []
        for used in taken:
            seats.append(player if used else None)
            player += used
        tables.append(Table(number, tuple(seats)))
    return tables


# -- the opening draw ------------------------------------------------------------------------

def test_opening_tables_are_as_few_as_hold_everyone() -> None:
    assert [S.opening_tables(n, 9) for n in (0, 2, 9, 10, 18, 19, 10_000)] == [0, 1, 1, 2, 2, 3, 1112]
    assert S.opening_tables(7, 6) == 2
    with pytest.raises(FloorError, match="a table has 2 to 11 seats, not 12"):
        S.opening_tables(20, 12)
    with pytest.raises(FloorError, match="the number of players must be a whole number of at least 0, not -1"):
        S.opening_tables(-1, 9)


def test_se01_opening_draw_seats_everyone_once_and_balances_the_tables() -> None:
    """SE-01 mode A: 20 players at 9-seat tables are 3 tables of 7, 7 and 6, each player once."""
    players = list(range(1, 21))
    draw, tables = S.opening_draw(players, 9, random.Random(3))
    assert [t.number for t in tables] == [1, 2, 3] and {t.size for t in tables} == {9}
    assert sorted(t.count for t in tables) == [6, 7, 7]
    assert sorted(seat_map(tables)) == players
    assert draw.method == "A_seat_cards" and not draw.physical
    assert {a.player: (a.table, a.seat) for a in draw.seats} == seat_map(tables)
    assert all(t.positions is None for t in tables)


def test_se01_opening_draw_is_random_but_reproducible_with_the_same_source() -> None:
    players = list(range(1, 30))
    assert S.opening_draw(players, 9, random.Random(5)) == S.opening_draw(players, 9, random.Random(5))
    assert S.opening_draw(players, 9, random.Random(5)) != S.opening_draw(players, 9, random.Random(6))


@settings(deadline=None, max_examples=80)
@given(players=st.integers(2, 300), size=st.integers(2, 11), rng=st.randoms(use_true_random=False))
def test_opening_draw_every_player_has_exactly_one_seat_and_counts_differ_by_at_most_one(
        players: int, size: int, rng: random.Random) -> None:
    everyone = list(range(1, players + 1))
    draw, tables = S.opening_draw(everyone, size, rng)
    assert sorted(seat_map(tables)) == everyone
    assert len(tables) == S.opening_tables(players, size)
    counts = [t.count for t in tables]
    assert max(counts) - min(counts) <= 1
    assert codec.read(SeatDraw, codec.write(draw)) == draw
    assert drawrecord.seat_players(drawrecord.empty_tables(len(tables), size), draw) == tables


def test_se01_opening_draw_is_uniform() -> None:
    """5 players at 3-seat tables (one table of 3, one of 2): each player lands in each of the 6 seats
    equally often, so which table is short and which seat stays empty are random too."""
    rng = random.Random(20_240_101)
    cells: dict[int, Counter[tuple[int, int]]] = {p: Counter() for p in range(1, 6)}
    for _ in range(6_000):
        _, tables = S.opening_draw([1, 2, 3, 4, 5], 3, rng)
        for player, spot in seat_map(tables).items():
            cells[player][spot] += 1
    spots = [(t, s) for t in (1, 2) for s in (1, 2, 3)]
    for player, counts in cells.items():
        statistic = chi_square([counts[spot] for spot in spots])
        assert statistic < chi_square_critical(len(spots) - 1), (player, counts)


def test_opening_draw_refusals() -> None:
    rng = random.Random(1)
    with pytest.raises(FloorError, match="a tournament needs at least two players to draw seats"):
        S.opening_draw([1], 9, rng)
    with pytest.raises(FloorError, match="player 4 is in the draw 2 times"):
        S.opening_draw([1, 4, 2, 4], 9, rng)
    with pytest.raises(FloorError, match="a table has 2 to 11 seats, not 1"):
        S.opening_draw([1, 2, 3], 1, rng)
    with pytest.raises(FloorError, match="a player's number must be a whole number of at least 1, not 0"):
        S.opening_draw([0, 1], 9, rng)


# -- late registration, re-entries and alternates (SE-04, SE-05) -----------------------------

def test_se04_late_registrant_draws_from_the_tables_with_fewest_players() -> None:
    """balanced_fill: tables of 8, 7 and 7: the pool is the open seats of tables 2 and 3; every one is drawn."""
    tables = [filled(1, 8, 1), filled(2, 7, 11), filled(3, 7, 21)]
    assert S.open_seats(tables) == [(2, 8), (2, 9), (3, 8), (3, 9)]
    assert S.open_seats(tables, "all_open_seats") == [(1, 9), (2, 8), (2, 9), (3, 8), (3, 9)]
    rng = random.Random(9)
    drawn: Counter[tuple[int, int]] = Counter()
    for _ in range(400):
        draw, after = S.late_seat(tables, 99, rng)
        spot = draw.where(99)
        assert spot is not None and seat_map(after)[99] == spot
        drawn[spot] += 1
    assert set(drawn) == {(2, 8), (2, 9), (3, 8), (3, 9)}
    assert chi_square(list(drawn.values())) < chi_square_critical(3)
    wide = Counter(S.late_seat(tables, 99, rng, "all_open_seats")[0].where(99) for _ in range(500))
    assert set(wide) == {(1, 9), (2, 8), (2, 9), (3, 8), (3, 9)}


def test_se04_a_re_entry_gets_a_seat_like_a_new_entrant() -> None:
    """A busted player re-enters with the same number: unseated, then drawn again from the same pool."""
    _, tables = S.opening_draw(list(range(1, 19)), 9, random.Random(2))
    table, seat = seat_map(tables)[7]
    tables = tuple(t.unseat(seat) if t.number == table else t for t in tables)
    draw, tables = S.late_seat(tables, 7, random.Random(4))
    assert codec.write(draw) == {"method": "A_seat_cards", "physical": False, "seat_cards": [],
                              "seats": [{"player": 7, "table": table, "seat": seat, "card": None}]}
    assert sorted(seat_map(tables)) == list(range(1, 19))


def test_se05_late_registrant_between_button_and_small_blind_waits() -> None:
    """The only open seat lies after the button and before the SB: the newcomer waits for the button."""
    t = make_table(1, {1: 11, 2: 12, 4: 14, 5: 15, 6: 16, 7: 17, 8: 18, 9: 19})
    t = t.with_positions(Positions(2, 4, 5, 15))  # the SB of a dead-button hand is seat 4; seat 3 is open
    _, (after,) = S.late_seat([t], 30, random.Random(0))
    assert after.player_at(3) == 30
    assert after.waiting == {3} and 3 not in after.dealt_in()


def test_late_seat_refusals() -> None:
    tables = [filled(1, 9, 1), filled(2, 9, 10)]
    with pytest.raises(FloorError, match="every seat is taken: open a table before seating player 40"):
        S.late_seat(tables, 40, random.Random(1))
    with pytest.raises(FloorError, match=r"player 12 already sits at table 2, seat 3"):
        S.late_seat(tables, 12, random.Random(1))
    assert not S.can_late_seat(tables, 40) and S.can_late_seat([filled(1, 3, 1)], 40)
    with pytest.raises(FloorError, match="no table is in play yet: draw the opening seats first"):
        S.late_seat([], 40, random.Random(1))
    with pytest.raises(FloorError, match="the seat pool policy is balanced_fill or all_open_seats, not 'closest'"):
        S.open_seats(tables, "closest")
    with pytest.raises(FloorError, match="player 3 sits at table 1, seat 3 and at table 2, seat 1"):
        S.late_seat([filled(1, 3, 1), filled(2, 3, 3)], 40, random.Random(1))


@settings(deadline=None, max_examples=60)
@given(players=st.integers(2, 60), size=st.integers(2, 11), late=st.integers(1, 20),
       rng=st.randoms(use_true_random=False))
def test_late_registrations_keep_everyone_once_and_balanced_fill_keeps_counts_within_one(
        players: int, size: int, late: int, rng: random.Random) -> None:
    _, tables = S.opening_draw(list(range(1, players + 1)), size, rng)
    for newcomer in range(1000, 1000 + late):
        if not S.can_late_seat(tables, newcomer):
            break
        _, tables = S.late_seat(tables, newcomer, rng)
        counts = [t.count for t in tables]
        assert max(counts) - min(counts) <= 1
        assert newcomer in seat_map(tables)


@settings(deadline=None, max_examples=60)
@given(tables=table_maps(min_tables=1), rng=st.randoms(use_true_random=False))
def test_all_open_seats_takes_any_open_seat_and_balanced_fill_a_table_with_fewest(
        tables: list[Table], rng: random.Random) -> None:
    before = seat_map(tables)
    for policy in drawrecord.SEAT_POOL_POLICIES:
        if not S.can_late_seat(tables, 999, policy):
            assert all(t.count == t.size for t in tables)
            continue
        _, after = S.late_seat(tables, 999, rng, policy)
        table, seat = seat_map(after)[999]
        source = next(t for t in tables if t.number == table)
        assert source.player_at(seat) is None
        if policy == "balanced_fill":
            assert source.count == min(t.count for t in tables if t.count < t.size)
        assert {p: s for p, s in seat_map(after).items() if p != 999} == before


# -- mode B: rank cards -----------------------------------------------------------------------

def test_se01_mode_b_rank_cards_for_a_table() -> None:
    """DT-2b mode B: A is seat 1, 2 to 10 their own seat, J seat 11."""
    assert carddraws.rank_cards(6) == ("A", "2", "3", "4", "5", "6")
    assert carddraws.rank_cards(11) == ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J")
    with pytest.raises(FloorError, match="a table has 2 to 11 seats, not 13"):
        carddraws.rank_cards(13)


def test_se01_mode_b_who_drew_which_rank_card_takes_that_seat() -> None:
    """The suit does not matter: A♠ or 'A' is seat 1, '10' or 'T' seat 10, a J seat 11."""
    drawn: dict[int, Card | str] = {4: "5", 5: "As", 6: card(11, Suit.HEARTS), 7: "T"}
    draw = carddraws.rank_draw([4, 5, 6, 7], drawn, seats=11, table=3)
    assert [(a.player, a.table, a.seat, a.card) for a in draw.seats] == [
        (5, 3, 1, "A"), (4, 3, 5, "5"), (7, 3, 10, "10"), (6, 3, 11, "J")]
    assert draw.method == "B_rank_cards" and draw.physical
    assert codec.read(SeatDraw, codec.write(draw)) == draw
    (t,) = drawrecord.seat_players(drawrecord.empty_tables(1, 11, first=3), draw)
    assert t.seats == (5, None, None, None, 4, None, None, None, None, 7, 6)


def test_mode_b_refusals() -> None:
    with pytest.raises(FloorError, match=r"player 2 drew the 10, which is not in the set for a 9-seat table "
                                         r"\(A, 2, 3, 4, 5, 6, 7, 8, 9\)"):
        carddraws.rank_draw([1, 2], {1: "A", 2: "10"}, seats=9)
    with pytest.raises(FloorError, match="player 2 drew a Qs: the rank cards are A, 2 to 10 and J"):
        carddraws.rank_draw([1, 2], {1: "A", 2: "Qs"}, seats=9)
    with pytest.raises(FloorError, match=r"the 3 is drawn twice \(players 1 and 2\): the set has one card per seat"):
        carddraws.rank_draw([1, 2], {1: "3h", 2: "3"}, seats=9)
    with pytest.raises(FloorError, match="player 1 has 2 cards: one card each"):
        carddraws.rank_draw([1, 2], [(1, "3"), (2, "4"), (1, "5")], seats=9)
    with pytest.raises(FloorError, match="player 3 has not drawn a card: 3 players draw 3 cards"):
        carddraws.rank_draw([1, 2, 3], {1: "3", 2: "4"}, seats=9)
    with pytest.raises(FloorError, match="player 8 drew a card but is not in this draw"):
        carddraws.rank_draw([1, 2], {1: "3", 2: "4", 8: "5"}, seats=9)
    with pytest.raises(FloorError, match="3 players do not fit at a 2-seat table"):
        carddraws.rank_draw([1, 2, 3], {1: "A", 2: "2", 3: "3"}, seats=2)
    with pytest.raises(FloorError, match="player 1 drew 'x': a rank card is A, 2 to 10 or J"):
        carddraws.rank_draw([1, 2], {1: "x", 2: "2"}, seats=9)


# -- mode C: the two-step high-card draw -----------------------------------------------------

def test_sr02_players_by_high_card_take_the_stacked_seat_cards_in_order() -> None:
    """SR-02 and SR-04: the highest key takes the top seat card; K♠ beats K♥ (suits break rank ties)."""
    stack = [(2, 4), (1, 9), (2, 1), (3, 3)]
    draw = carddraws.high_card_draw([11, 12, 13, 14], stack, cards={11: "Kh", 12: "2c", 13: "Ks", 14: "Ad"})
    assert [(a.player, a.table, a.seat, a.card) for a in draw.seats] == [
        (14, 2, 4, "Ad"), (13, 1, 9, "Ks"), (11, 2, 1, "Kh"), (12, 3, 3, "2c")]
    assert draw.physical and draw.seat_cards == tuple(stack)
    assert codec.read(SeatDraw, codec.write(draw)) == draw


def test_sr02_seat_cards_left_over_stay_empty() -> None:
    draw = carddraws.high_card_draw([1, 2], [(1, 5), (1, 2), (1, 7)], cards=[(1, "9c"), (2, "9d")])
    assert [(a.player, a.seat) for a in draw.seats] == [(2, 5), (1, 2)]
    assert draw.seat_cards == ((1, 5), (1, 2), (1, 7))


def test_sr14_two_players_with_the_same_card_are_refused() -> None:
    with pytest.raises(FloorError, match=r"As is recorded for player 1 and player 3: a draw uses one deck, so two "
                                         r"cards cannot be the same; redeal to those 2 only \(SR-14\)") as err:
        carddraws.high_card_draw([1, 2, 3], [(1, 1), (1, 2), (1, 3)], cards={1: "As", 2: "Kd", 3: "A♠"})
    assert err.value.procedure == "SR-14"


def test_sr02_floor_deals_one_card_per_player_from_one_deck() -> None:
    """Floor's draw: distinct natural cards, seats from the offered stack, highest key first."""
    offered = [(1, s) for s in range(1, 10)]
    draw = carddraws.high_card_draw(list(range(1, 10)), offered, random.Random(8))
    keys = [card_key(a.card) for a in draw.seats]
    assert keys == sorted(keys, reverse=True) and len(set(keys)) == 9
    assert sorted(draw.seat_cards) == offered and not draw.physical
    assert [(a.table, a.seat) for a in draw.seats] == list(draw.seat_cards)


def card_key(text: str | None) -> int:
    assert text is not None
    return parse_card(text).key


def test_sr02_high_card_draw_is_uniform() -> None:
    """Mode C with Floor's deal: each of 4 players takes each of 4 seat cards about equally often, and the
    seat cards are scrambled too (step 1): any of them is on top of the stack equally often."""
    rng = random.Random(77)
    stack = [(1, 2), (1, 4), (2, 6), (2, 8)]
    cells: dict[int, Counter[tuple[int, int]]] = {p: Counter() for p in range(1, 5)}
    tops: Counter[tuple[int, int]] = Counter()
    for _ in range(4_000):
        draw = carddraws.high_card_draw([1, 2, 3, 4], stack, rng)
        tops[draw.seat_cards[0]] += 1
        for a in draw.seats:
            cells[a.player][(a.table, a.seat)] += 1
    for player, counts in cells.items():
        assert chi_square([counts[spot] for spot in stack]) < chi_square_critical(3), (player, counts)
    assert chi_square([tops[spot] for spot in stack]) < chi_square_critical(3), tops


def test_high_card_draw_refusals() -> None:
    stack = [(1, 1), (1, 2)]
    with pytest.raises(FloorError, match="3 players need 3 seat cards; only 2 are stacked"):
        carddraws.high_card_draw([1, 2, 3], stack, random.Random(1))
    with pytest.raises(FloorError, match="the seat card for table 1, seat 2 is stacked twice"):
        carddraws.high_card_draw([1, 2], [(1, 2), (1, 2)], random.Random(1))
    with pytest.raises(FloorError, match="either Floor deals the cards or the physical draw is recorded"):
        carddraws.high_card_draw([1, 2], stack)
    with pytest.raises(FloorError, match="a recorded draw is not dealt again"):
        carddraws.high_card_draw([1, 2], stack, random.Random(1), cards={1: "As", 2: "Ks"})
    with pytest.raises(FloorError, match="player 2 has no card: every player in the draw gets one"):
        carddraws.high_card_draw([1, 2], stack, cards={1: "As"})
    with pytest.raises(FloorError, match="player 5 has a card but is not in this draw"):
        carddraws.high_card_draw([1, 2], stack, cards={1: "As", 2: "Ks", 5: "Qs"})
    with pytest.raises(FloorError, match="player 2's card is a joker: a draw uses the 52 natural cards"):
        carddraws.high_card_draw([1, 2], stack, cards={1: "As", 2: "Jk"})
    with pytest.raises(FloorError, match="player 2's card: 'Xx' is not a card"):
        carddraws.high_card_draw([1, 2], stack, cards={1: "As", 2: "Xx"})
    with pytest.raises(FloorError, match="player 1 has 2 cards: one card each"):
        carddraws.high_card_draw([1, 2], stack, cards=[(1, "As"), (2, "Ks"), (1, "Qs")])
    many = list(range(1, 54))
    with pytest.raises(FloorError, match="one deck has 52 cards: a high-card draw seats at most 52 players"):
        carddraws.high_card_draw(many, [(t, s) for t in range(1, 7) for s in range(1, 10)], random.Random(1))


def test_a_stored_draw_is_checked_when_it_is_read() -> None:
    """A stored mode-C draw whose seats do not follow the cards, or a damaged payload, is refused."""
    good = codec.write(carddraws.high_card_draw([1, 2], [(1, 5), (1, 6)], cards={1: "As", 2: "Ks"}))
    swapped = {**good, "seats": [{**good["seats"][0], "seat": 6}, {**good["seats"][1], "seat": 5}]}
    with pytest.raises(FloorError, match=r"the seats do not follow the high cards: the highest card takes the top "
                                         r"seat card \(SR-02\)"):
        codec.read(SeatDraw, swapped)
    with pytest.raises(FloorError, match="seats: missing"):
        codec.read(SeatDraw, {"method": "C_high_card_2step"})
    with pytest.raises(FloorError, match="the seat draw mode is A_seat_cards, B_rank_cards or C_high_card_2step"):
        codec.read(SeatDraw, {**good, "method": "D"})
    with pytest.raises(FloorError, match="table 1, seat 5 is given to 2 players in one draw"):
        SeatDraw("A_seat_cards", (Assignment(1, 1, 5), Assignment(2, 1, 5)))
    with pytest.raises(FloorError, match="player 1 is given 2 seats in one draw"):
        SeatDraw("A_seat_cards", (Assignment(1, 1, 5), Assignment(1, 1, 6)))
    with pytest.raises(FloorError, match="player 1 has seat 5 but drew '6'"):
        SeatDraw("B_rank_cards", (Assignment(1, 1, 5, "6"),))


def test_seat_players_refuses_a_draw_that_does_not_fit_the_tables() -> None:
    tables = [filled(1, 3, 1)]
    with pytest.raises(FloorError, match="seat 2 at table 1 is taken"):
        drawrecord.seat_players(tables, SeatDraw("A_seat_cards", (Assignment(9, 1, 2),)))
    with pytest.raises(FloorError, match="table 4 is not in play"):
        drawrecord.seat_players(tables, SeatDraw("A_seat_cards", (Assignment(9, 4, 2),)))
    with pytest.raises(FloorError, match="player 3 already sits at table 1, seat 3"):
        drawrecord.seat_players(tables, SeatDraw("A_seat_cards", (Assignment(3, 1, 7),)))


# -- breaking a table (BB-09, BB-10) ----------------------------------------------------------

def test_bb10_broken_table_players_draw_seats_that_keep_the_tables_balanced() -> None:
    """Tables of 6, 7 and 8 take table 4's five players: 6 -> 7 -> 8 fill first, the last two go to two of
    the three tables at 8, so the counts end 9, 9, 8 in some order, and table 4 is gone."""
    tables = [filled(1, 6, 1), filled(2, 7, 11), filled(3, 8, 21), filled(4, 5, 31)]
    for seed in range(20):
        draw, after = tablebreaks.break_table(tables, 4, random.Random(seed))
        assert [t.number for t in after] == [1, 2, 3]
        assert sorted(t.count for t in after) == [8, 9, 9]
        assert after[0].count >= 8  # table 1 got at least two
        assert sorted(seat_map(after)) == sorted(seat_map(tables))
        assert draw.method == "C_high_card_2step" and sorted(a.player for a in draw.seats) == [31, 32, 33, 34, 35]
        assert all(a.card is not None for a in draw.seats)


def test_bb10_arrivals_may_take_any_seat_but_wait_between_button_and_small_blind() -> None:
    """BB-10 with SE-05: the open seats of table 1 are seat 3 (between button 2 and SB 4) and seat 9."""
    one = make_table(1, {1: 1, 2: 2, 4: 4, 5: 5, 6: 6, 7: 7, 8: 8}).with_positions(Positions(2, 4, 5, 5))
    two = make_table(2, {1: 21, 5: 25})
    draw, (after,) = tablebreaks.break_table([one, two], 2, cards={21: "Qs", 25: "Qh"}, seat_cards=[(1, 3), (1, 9)])
    assert draw.where(21) == (1, 3) and draw.where(25) == (1, 9)
    assert after.waiting == {3} and 9 in after.dealt_in()
    assert after.positions == Positions(2, 4, 5, 5)


def test_bb10_a_recorded_break_is_checked_for_balance() -> None:
    """The floor may show any balanced seat cards; cards that pile arrivals on one table are refused."""
    tables = [filled(1, 6, 1), filled(2, 6, 11), filled(3, 2, 31)]
    ok = tablebreaks.break_table(tables, 3, cards={31: "2c", 32: "3c"}, seat_cards=[(2, 9), (1, 7)])[0]
    assert [(a.player, a.table, a.seat) for a in ok.seats] == [(32, 2, 9), (31, 1, 7)]
    with pytest.raises(FloorError, match="the seat cards bring table 1 to 8 players while table 2 would have 6: "
                                         "offer seats at the tables with the fewest players first"):
        tablebreaks.break_table(tables, 3, cards={31: "2c", 32: "3c"}, seat_cards=[(1, 8), (1, 7)])
    with pytest.raises(FloorError, match="the seat card for table 1, seat 2 is for a seat that is taken"):
        tablebreaks.break_table(tables, 3, cards={31: "2c", 32: "3c"}, seat_cards=[(1, 2), (2, 7)])
    with pytest.raises(FloorError, match="the seat card for table 3, seat 5 is not for a table that stays"):
        tablebreaks.break_table(tables, 3, cards={31: "2c", 32: "3c"}, seat_cards=[(3, 5), (2, 7)])
    with pytest.raises(FloorError, match="table 3 has 2 players: stack exactly 2 seat cards, not 3"):
        tablebreaks.break_table(tables, 3, cards={31: "2c", 32: "3c"}, seat_cards=[(1, 7), (2, 7), (2, 8)])
    with pytest.raises(FloorError, match="record the seat cards in the order they were stacked"):
        tablebreaks.break_table(tables, 3, cards={31: "2c", 32: "3c"})
    with pytest.raises(FloorError, match="2c is recorded for player 31 and player 32"):
        tablebreaks.break_table(tables, 3, cards={31: "2c", 32: "2c"}, seat_cards=[(2, 9), (1, 7)])


def test_bb10_the_seat_cards_shown_for_a_physical_break() -> None:
    """Step 1 of a physical break: one seat card per moving player, at the tables with the fewest players."""
    tables = [filled(1, 7, 1), filled(2, 5, 11), filled(3, 3, 31)]
    shown = tablebreaks.break_seat_cards(tables, 3, random.Random(6))
    assert len(shown) == 3 and {t for t, _ in shown} == {2}
    assert all(s > 5 for _, s in shown)
    draw, after = tablebreaks.break_table(tables, 3, cards={31: "4d", 32: "Ac", 33: "4s"}, seat_cards=shown)
    assert [a.player for a in draw.seats] == [32, 33, 31]
    assert [t.count for t in after] == [7, 8]


def test_break_table_refusals() -> None:
    tables = [filled(1, 8, 1), filled(2, 8, 11), filled(3, 3, 31)]
    with pytest.raises(FloorError, match=r"table 3's 3 players do not fit in the 2 open seats at the other tables: "
                                         r"a table breaks when its players fit elsewhere \(BB-09\)"):
        tablebreaks.break_table(tables, 3, random.Random(1))
    assert not tablebreaks.can_break_table(tables, 3) and tablebreaks.can_break_table([filled(1, 6, 1), tables[2]], 3)
    with pytest.raises(FloorError, match="there is no table 5"):
        tablebreaks.break_table(tables, 5, random.Random(1))
    with pytest.raises(FloorError, match="table 1 is the last table: it cannot break"):
        tablebreaks.break_table(tables[:1], 1, random.Random(1))
    with pytest.raises(FloorError, match="there are two tables numbered 2"):
        tablebreaks.break_table([filled(2, 1, 1), filled(2, 1, 2)], 2, random.Random(1))
    with pytest.raises(FloorError, match="either Floor draws"):
        tablebreaks.break_table([filled(1, 6, 1), tables[2]], 3)


def test_bb10_a_break_by_seat_cards_mode_a_keeps_the_same_balance() -> None:
    tables = [filled(1, 4, 1), filled(2, 6, 11), filled(3, 2, 31)]
    draw, after = tablebreaks.break_table(tables, 3, random.Random(2), mode="A_seat_cards")
    assert draw.method == "A_seat_cards" and [t.count for t in after] == [6, 6]


@settings(deadline=None, max_examples=100)
@given(tables=table_maps(), pick=st.integers(0, 5), rng=st.randoms(use_true_random=False))
def test_a_table_break_seats_every_player_once_and_fills_the_fewest_first(
        tables: list[Table], pick: int, rng: random.Random) -> None:
    number = tables[pick % len(tables)].number
    if not tablebreaks.can_break_table(tables, number):
        return
    draw, after = tablebreaks.break_table(tables, number, rng)
    assert sorted(seat_map(after)) == sorted(seat_map(tables))
    assert number not in [t.number for t in after]
    before = {t.number: t.count for t in tables}
    with_room = [t.count for t in after if t.count < t.size]
    for t in after:
        if t.count > before[t.number] and with_room:
            assert t.count - 1 <= min(with_room)
    assert codec.read(SeatDraw, codec.write(draw)) == draw


# -- the final table (BB-12, BB-13) -----------------------------------------------------------

def test_bb13_full_redraw_every_finalist_draws_and_the_button_is_drawn() -> None:
    """BB-12: two tables of 5 become one 9-handed table when 9 remain (one has 4 now); full_redraw seats all
    nine again at table 1 with no button, which is then drawn by high card (BT-01)."""
    one = make_table(1, {1: 1, 3: 3, 5: 5, 7: 7, 9: 9}).with_positions(Positions(1, 3, 5, 5))
    two = make_table(2, {2: 12, 4: 14, 6: 16, 8: 18})
    for mode in ("A_seat_cards", "C_high_card_2step"):
        draw, (final,) = tablebreaks.final_table([two, one], 9, "full_redraw", random.Random(11), mode=mode)
        assert final.number == 1 and final.count == 9 and final.positions is None
        assert sorted(seat_map([final])) == [1, 3, 5, 7, 9, 12, 14, 16, 18]
        assert draw.method == mode
        button = draw_button(final, random.Random(3))
        assert final.with_positions(button.positions).positions == first_hand(final, button.button)


def test_bb13_full_redraw_with_fewer_players_than_seats_leaves_random_seats_empty() -> None:
    """Seven finalists at a 9-seat table: in mode C every seat card is shown and the last two stay unused."""
    tables = [filled(3, 4, 1), filled(5, 3, 11)]
    draw, (final,) = tablebreaks.final_table(tables, 9, "full_redraw", random.Random(4), mode="C_high_card_2step")
    assert final.number == 3 and final.count == 7
    assert sorted(draw.seat_cards) == [(3, s) for s in range(1, 10)]
    recorded, (again,) = tablebreaks.final_table(tables, 9, "full_redraw", mode="C_high_card_2step", number=1,
                                       cards={1: "2c", 2: "3c", 3: "4c", 4: "5c", 11: "6c", 12: "7c", 13: "8c"},
                                       seat_cards=[(1, s) for s in (9, 8, 7, 6, 5, 4, 3, 2, 1)])
    assert again.seats == (None, None, 1, 2, 3, 4, 11, 12, 13)
    assert recorded.physical


def test_bb13_broken_table_only_keeps_the_staying_table_and_its_button() -> None:
    """broken_table_only: the table with most players stays with its seats and button; only arrivals draw
    its open seats (BB-10). Seats 2, 4, 6 and 8 fill: seat 4 lies between button 3 and SB 5 and waits
    (SE-05); seat 6 lies between the blinds, so its newcomer posts the big blind (BT-02)."""
    one = make_table(1, {1: 1, 2: 2, 5: 5, 6: 6}).with_positions(Positions(1, 2, 5, 5))
    two = make_table(2, {1: 11, 3: 13, 5: 15, 7: 17, 9: 19}).with_positions(Positions(3, 5, 7, 17))
    assert tablebreaks.final_table_stays([one, two]) == 2
    draw, (final,) = tablebreaks.final_table([one, two], 9, "broken_table_only", random.Random(5))
    assert final.number == 2 and final.count == 9
    assert all(final.player_at(s) == two.player_at(s) for s in two.occupied())
    assert sorted(a.player for a in draw.seats) == [1, 2, 5, 6] and draw.method == "C_high_card_2step"
    newcomer = final.player_at(6)
    assert newcomer in (1, 2, 5, 6) and final.positions == Positions(3, 5, 6, newcomer)
    assert final.waiting == {4}


def test_the_staying_table_is_the_fullest_then_the_lowest_number() -> None:
    tables = [filled(4, 2, 1), filled(3, 3, 21), filled(2, 3, 11)]
    assert tablebreaks.final_table_stays(tables) == 2
    draw, (final,) = tablebreaks.final_table(tables, 9, "broken_table_only", random.Random(1), stays=4)
    assert final.number == 4 and sorted(a.player for a in draw.seats) == [11, 12, 13, 21, 22, 23]


def test_final_table_refusals() -> None:
    tables = [filled(1, 5, 1), filled(2, 5, 11)]
    with pytest.raises(FloorError, match=r"10 players are left: a final table of 9 seats forms when 9 remain "
                                         r"\(BB-12\)"):
        tablebreaks.final_table(tables, 9, "full_redraw", random.Random(1))
    assert not tablebreaks.can_final_table(tables, 9) and tablebreaks.can_final_table(tables, 10)
    with pytest.raises(FloorError, match="only table 1 is left: it already is the final table"):
        tablebreaks.final_table(tables[:1], 9, "broken_table_only", random.Random(1))
    with pytest.raises(FloorError, match=r"finalists draw by seat cards \(A_seat_cards\) or high card"):
        tablebreaks.final_table(tables, 10, "full_redraw", random.Random(1), mode="B_rank_cards")
    with pytest.raises(FloorError, match="the final-table redraw is full_redraw or broken_table_only, not 'none'"):
        tablebreaks.final_table(tables, 10, "none", random.Random(1))
    with pytest.raises(FloorError, match="table 1 has 9 seats, the final table 10: with a different table, "
                                         "redraw every seat"):
        tablebreaks.final_table(tables, 10, "broken_table_only", random.Random(1))
    with pytest.raises(FloorError, match="there is no table 7 to stay as the final table"):
        tablebreaks.final_table([filled(1, 4, 1), filled(2, 4, 11)], 9, "broken_table_only", random.Random(1), stays=7)
    with pytest.raises(FloorError, match=r"seat cards \(mode A\) are drawn by Floor: there are no cards to record"):
        tablebreaks.final_table(tables, 10, "full_redraw", cards={1: "As"}, seat_cards=[(1, 1)])
    with pytest.raises(FloorError, match="the seat card for table 2, seat 3 is not an open seat of this draw"):
        tablebreaks.final_table([filled(1, 4, 1), filled(2, 3, 11)], 9, "broken_table_only",
                      cards={11: "As", 12: "Ks", 13: "Qs"}, seat_cards=[(1, 5), (1, 6), (2, 3)])
    with pytest.raises(FloorError, match="a final table needs at least two players"):
        tablebreaks.final_table([filled(1, 1, 1)], 9, "full_redraw", random.Random(1))


@settings(deadline=None, max_examples=80)
@given(tables=table_maps(), redraw=st.sampled_from(drawrecord.FINAL_TABLE_REDRAWS),
       mode=st.sampled_from(["A_seat_cards", "C_high_card_2step"]), rng=st.randoms(use_true_random=False))
def test_a_final_table_seats_every_player_once(tables: list[Table], redraw: str, mode: str,
                                               rng: random.Random) -> None:
    size = tables[0].size
    if not tablebreaks.can_final_table(tables, size, redraw, mode=mode):
        return
    draw, (final,) = tablebreaks.final_table(tables, size, redraw, rng, mode=mode)
    assert sorted(seat_map([final])) == sorted(seat_map(tables))
    assert codec.read(SeatDraw, codec.write(draw)) == draw
