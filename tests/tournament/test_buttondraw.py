"""The draw for the button (BT-01, SR-03): one card per seat, the highest key takes the button."""

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floor.core.decks import Deck
from floor.core.errors import FloorError
from floor.tournament import codec
from floor.tournament.seating.buttondraw import ButtonDraw, can_draw_button, draw_button, entitled_seats
from floor.tournament.seating.tables import Positions, Table, first_hand

CHI_SQUARE_3_DF_P001 = 16.266  # the chi-square distribution's upper 0.1 % point, 3 degrees of freedom


def table(occupied: list[int], size: int = 9, number: int = 1) -> Table:
    """The player in seat s is player 100 + s."""
    return Table(number, tuple(100 + s if s in occupied else None for s in range(1, size + 1)))


def test_bt01_highest_key_wins_ties_by_suit() -> None:
    """Kings in seats 1, 2 and 3: K♠ beats K♥ beats K♦ (§0.5), never a redraw; the blinds follow the button."""
    draw = draw_button(table([1, 2, 3, 4]), cards={1: "Kh", 2: "Ks", 3: "Kd", 4: "Qs"})
    assert draw.button == 2
    assert draw.positions == Positions(2, 3, 4, 104)
    assert draw.physical and draw.method == "deal_clockwise_from_seat1"
    assert [(seat, str(c)) for seat, c in draw.dealt] == [(1, "Kh"), (2, "Ks"), (3, "Kd"), (4, "Qs")]


def test_sr03_ace_is_high_in_the_draw() -> None:
    draw = draw_button(table([2, 5, 9]), cards={2: "Ks", 5: "2c", 9: "A♣"}, method="players_draw")
    assert draw.button == 9 and draw.positions == Positions(9, 2, 5, 105)
    assert draw.method == "players_draw"


def test_bt01_floor_deals_clockwise_from_seat_1() -> None:
    """Floor's draw: the shuffled deck's first card to the lowest occupied seat, and on clockwise."""
    deck = list(Deck().naturals())
    random.Random(7).shuffle(deck)
    draw = draw_button(table([2, 4, 8]), random.Random(7))
    assert draw.dealt == ((2, deck[0]), (4, deck[1]), (8, deck[2]))
    best = max(draw.dealt, key=lambda pair: pair[1].key)[0]
    assert draw.button == best and not draw.physical
    assert draw.positions == first_hand(table([2, 4, 8]), best)


def test_bt01_button_draw_is_uniform() -> None:
    """Each of four seats wins the button about equally often (chi-square, p = 0.001)."""
    t = table([1, 3, 6, 9])
    rng = random.Random(2024)
    wins = Counter(draw_button(t, rng).button for _ in range(4_000))
    expected = 1_000
    statistic = sum((wins[s] - expected) ** 2 / expected for s in (1, 3, 6, 9))
    assert statistic < CHI_SQUARE_3_DF_P001, wins


def test_bt01_absent_players_draw_by_default_but_not_with_present_only() -> None:
    """all_seats_with_stack (default): an absent player's seat gets a card; present_only: it does not."""
    t = table([1, 2, 3, 4])
    assert entitled_seats(t, absent={3}) == [1, 2, 3, 4]
    assert entitled_seats(t, "present_only", absent={3}) == [1, 2, 4]
    draw = draw_button(t, cards={1: "2c", 2: "3c", 3: "As", 4: "4c"}, absent={3})
    assert draw.button == 3 and draw.absent == ()
    present = draw_button(t, cards={1: "2c", 2: "3c", 4: "4c"}, seats="present_only", absent={3})
    assert present.button == 4 and present.absent == (3,)
    assert present.positions == Positions(4, 1, 2, 102)  # the absent player is still dealt in (SE-08)
    dealt = draw_button(t, random.Random(1), seats="present_only", absent={3})
    assert [seat for seat, _ in dealt.dealt] == [1, 2, 4]


def test_bt08_two_players_draw_for_the_heads_up_button() -> None:
    draw = draw_button(table([3, 7]), cards={3: "5d", 7: "5h"})
    assert draw.button == 7 and draw.positions == Positions(7, 7, 3, 103)


def test_the_draw_round_trips_through_its_event_payload() -> None:
    draw = draw_button(table([1, 4, 5], number=3), cards={1: "Td", 4: "Jc", 5: "9s"}, seats="present_only")
    data = codec.write(draw)
    assert data == {"table": 3, "method": "deal_clockwise_from_seat1", "physical": True,
                    "cards": [{"seat": 1, "card": "Td"}, {"seat": 4, "card": "Jc"}, {"seat": 5, "card": "9s"}],
                    "absent": [], "button": 4,
                    "positions": {"button": 4, "small_blind": 5, "big_blind": 1, "big_blind_player": 101}}
    assert codec.read(ButtonDraw, data) == draw


def test_a_stored_draw_is_checked_when_it_is_read() -> None:
    data = codec.write(draw_button(table([1, 4, 5]), cards={1: "Td", 4: "Jc", 5: "9s"}))
    with pytest.raises(FloorError, match="seat 4 has the highest card, so it has the button, not seat 1"):
        codec.read(ButtonDraw, {**data, "button": 1})
    with pytest.raises(FloorError, match="cards: missing"):
        codec.read(ButtonDraw, {"table": 1})
    with pytest.raises(FloorError, match="Td is recorded for seats 1 and 5"):
        codec.read(ButtonDraw, {**data, "cards": [{"seat": 1, "card": "Td"}, {"seat": 5, "card": "Td"}]})
    with pytest.raises(FloorError, match="the button draw lists each seat once, clockwise from seat 1"):
        codec.read(ButtonDraw, {**data, "cards": [{"seat": 5, "card": "Td"}, {"seat": 4, "card": "Jc"}]})


def test_bad_draws_are_refused_with_the_reason() -> None:
    t = table([1, 2, 4])
    with pytest.raises(FloorError, match=r"As is recorded for seats 1 and 4: a draw uses one deck, so two cards "
                                         r"cannot be the same; redeal to those 2 seats only \(SR-14\)") as err:
        draw_button(t, cards={1: "As", 2: "Kd", 4: "A♠"})
    assert err.value.procedure == "SR-14"
    with pytest.raises(FloorError, match="seat 3 at table 1 is empty: it gets no card"):
        draw_button(t, cards={1: "As", 2: "Kd", 3: "Qd", 4: "2c"})
    with pytest.raises(FloorError, match=r"seat 4 has no card: every seat with a player gets one "
                                         r"\(all_seats_with_stack\)"):
        draw_button(t, cards={1: "As", 2: "Kd"})
    with pytest.raises(FloorError, match="the player in seat 2 is absent: with button_draw_seats = present_only an "
                                         "absent seat gets no card"):
        draw_button(t, cards={1: "As", 2: "Kd", 4: "2c"}, seats="present_only", absent={2})
    with pytest.raises(FloorError, match="seat 2 has 2 cards: one card per seat"):
        draw_button(t, cards=[(1, "As"), (2, "Kd"), (4, "2c"), (2, "3c")])
    with pytest.raises(FloorError, match="table 1 has seats 1 to 9, not 12"):
        draw_button(t, cards={1: "As", 2: "Kd", 4: "2c", 12: "3c"})
    with pytest.raises(FloorError, match="seat 2 has a joker: the button draw uses the 52 natural cards"):
        draw_button(t, cards={1: "As", 2: "Jk", 4: "2c"})
    with pytest.raises(FloorError, match="seat 2's card: 'Zz' is not a card"):
        draw_button(t, cards={1: "As", 2: "Zz", 4: "2c"})
    with pytest.raises(FloorError, match="seat 3 at table 1 is empty: nobody there is absent"):
        draw_button(t, random.Random(1), absent={3})


def test_a_draw_needs_a_new_table_with_players_and_one_source_of_cards() -> None:
    t = table([1, 2, 4])
    with pytest.raises(FloorError, match=r"table 1 already has its button \(seat 2\): the button is drawn for a new "
                                         r"table"):
        draw_button(t.with_positions(first_hand(t, 2)), random.Random(1))
    with pytest.raises(FloorError, match="table 1 needs two players to draw for the button"):
        draw_button(table([5]), random.Random(1))
    with pytest.raises(FloorError, match="every player at table 1 is absent: someone must be there to draw"):
        draw_button(table([1, 2]), random.Random(1), seats="present_only", absent={1, 2})
    with pytest.raises(FloorError, match="either Floor deals the cards"):
        draw_button(t)
    with pytest.raises(FloorError, match="a recorded draw is not dealt again"):
        draw_button(t, random.Random(1), cards={1: "As", 2: "Kd", 4: "2c"})
    with pytest.raises(FloorError, match="button_draw_seats is all_seats_with_stack or present_only, not 'some'"):
        draw_button(t, random.Random(1), seats="some")
    with pytest.raises(FloorError, match="the button draw method is deal_clockwise_from_seat1 or players_draw, "
                                         "not 'cut'"):
        draw_button(t, random.Random(1), method="cut")
    assert can_draw_button(t) and not can_draw_button(table([5]))


@settings(deadline=None, max_examples=100)
@given(taken=st.lists(st.booleans(), min_size=2, max_size=11), absent_pick=st.integers(0, 11),
       present_only=st.booleans(), rng=st.randoms(use_true_random=False))
def test_the_button_goes_to_the_highest_card_and_the_blinds_to_players(
        taken: list[bool], absent_pick: int, present_only: bool, rng: random.Random) -> None:
    t = table([s for s, used in enumerate(taken, 1) if used], size=len(taken))
    occupied = t.occupied()
    absent = {occupied[absent_pick % len(occupied)]} if occupied and present_only and len(occupied) > 2 else set()
    if not can_draw_button(t, seats="present_only" if present_only else "all_seats_with_stack", absent=absent):
        assert t.count < 2
        return
    draw = draw_button(t, rng, seats="present_only" if present_only else "all_seats_with_stack", absent=absent)
    seats = [seat for seat, _ in draw.dealt]
    assert seats == [s for s in occupied if s not in absent]
    assert len({c for _, c in draw.dealt}) == len(seats)
    assert draw.button == max(draw.dealt, key=lambda pair: pair[1].key)[0]
    assert t.player_at(draw.positions.small_blind) is not None and t.player_at(draw.positions.big_blind) is not None
    assert codec.read(ButtonDraw, codec.write(draw)) == draw
