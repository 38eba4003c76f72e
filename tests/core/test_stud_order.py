"""procedures.md DT-1 SR-05 to SR-09 and C-16: who brings in, who acts first in stud."""

from __future__ import annotations

import pytest

from floor.core.cards import parse_card
from floor.core.errors import DefectiveDeckError, FloorError, RequestError
from floor.core.games import get_game
from floor.core.stud import BRING_IN, FIRST_TO_ACT, bring_in, first_to_act

FIVE_HIGH = {"five_stud_forced_action": "high_card_acts_first_no_bringin"}
NEAREST = {"stud_tie_first_to_act": "nearest_dealer_left"}
BY_SUIT = {"stud_tie_first_to_act": "high_card_by_suit"}


def test_sr05_lowest_door_card_brings_in_ace_high() -> None:
    order = bring_in("stud", {1: "As", 2: "3d", 3: "Kc", 4: "4h"})
    assert (order.seat, order.action, order.rule, order.is_bring_in) == (2, BRING_IN, "SR-05", True)
    assert order.reason == "seat 2 brings in: 3♦ is the lowest door card (ace high) (SR-05)"
    # The ace is high: an ace never brings in against a deuce or a king.
    assert bring_in("stud", {1: "Ac", 2: "Kd"}).seat == 2
    assert bring_in("stud-hilo", {1: "Ac", 2: "Kd", 3: "2s"}).seat == 3
    assert bring_in("stud-hilo", {1: "Ac", 2: "Kd", 3: "2s"}).rule == "SR-05"


def test_sr05_ties_lowest_suit_clubs_first() -> None:
    order = bring_in("stud", {1: "2s", 3: "2h", 5: "2c", 7: "2d"})
    assert order.seat == 5 and order.cards == (parse_card("2c"),)
    assert "2♣ is the lowest door card" in order.reason and "♣ is the lower suit" in order.reason
    assert bring_in("stud", {1: "2s", 3: "2h", 7: "2d"}).seat == 7  # ♦ below ♥ below ♠
    assert bring_in("stud", {1: "2s", 3: "2h"}).seat == 3


def test_sr06_razz_highest_door_card_king_high() -> None:
    order = bring_in("razz", {1: "Ks", 2: "Qd", 3: "Ac", 4: "2h"})
    assert (order.seat, order.action, order.rule) == (1, BRING_IN, "SR-06")
    assert order.reason.startswith("seat 1 brings in: K♠ is the highest door card (ace low)")
    # The ace is low in razz: A against 2, the deuce brings in.
    assert bring_in("razz", {1: "Ad", 2: "2c"}).seat == 2
    # Equal rank: the highest suit (♠) brings in.
    assert bring_in("razz", {2: "Kh", 4: "Ks", 6: "Kd"}).seat == 4
    assert bring_in("razz", {2: "Kh", 6: "Kd"}).seat == 2


def test_sr07_five_stud_both_settings() -> None:
    door = {1: "9h", 2: "3c", 3: "Ad", 4: "3s"}
    low = bring_in("stud5", door)  # the §14 default: low_card_brings_in
    assert (low.seat, low.action, low.rule) == (2, BRING_IN, "SR-07")
    assert low.setting == "five_stud_forced_action=low_card_brings_in"
    assert bring_in("stud5", door, {"five_stud_forced_action": "low_card_brings_in"}).seat == 2
    high = bring_in("stud5", door, FIVE_HIGH)
    assert (high.seat, high.action, high.is_bring_in) == (3, FIRST_TO_ACT, False)
    assert high.reason == ("seat 3 acts first, no bring-in: A♦ is the highest door card (ace high) "
                           "(SR-07, five_stud_forced_action=high_card_acts_first_no_bringin)")
    # The setting is 5-card stud's only: 7-card stud still brings in with the low card.
    assert bring_in("stud", door, FIVE_HIGH).seat == 2
    # A 32-card stud5 deck has no 3: the deck is checked.
    with pytest.raises(FloorError) as err:
        bring_in(get_game("stud5", deck=32), door)
    assert err.value.seat == 2


def test_sr08_best_showing_hand_acts_first() -> None:
    order = first_to_act("stud", {1: "As Kd", 2: "5c 5d", 3: "Qh Js"})
    assert (order.seat, order.action, order.rule, order.tied) == (2, FIRST_TO_ACT, "SR-08", ())
    assert order.reason == "seat 2 acts first: 5♣ 5♦ (pair of fives) is the best hand showing (SR-08)"
    assert first_to_act("stud", {1: "As Kd", 2: "Ac Qd"}).seat == 1  # ace-king over ace-queen
    assert first_to_act("stud", {1: "9s 9d 2c", 2: "Ks Kh 3d", 3: "4c 4d 4h"}).hand == "three fours"
    assert first_to_act("stud", {1: "Ks Kd 2c 2d", 2: "Ah Ad Qs Jc"}).seat == 1  # two pair over one pair
    assert first_to_act("stud", {1: "Ks Kd 2c 2d", 2: "Ah Ad Qs Jc"}).hand == "two pair, kings and twos"
    # Four to a flush or a straight counts as no pair: the ace high wins.
    assert first_to_act("stud-hilo", {1: "2h 5h 8h 9h", 2: "Ac 3d 6s 7c"}).seat == 2
    assert first_to_act("stud5", {1: "Tc Jd Qh Ks", 2: "2c 2d 3h 4s"}).seat == 2


def test_c16_high_card_by_suit() -> None:
    showing = {2: "Kh Kc 7d", 5: "Ks Kd 7c", 6: "Qs Qh As"}
    order = first_to_act("stud", showing)  # the default: TDA RP-10-D
    assert (order.seat, order.tied, order.setting) == (5, (2, 5), "stud_tie_first_to_act=high_card_by_suit")
    assert "K♠ is the highest card by suit" in order.reason
    assert first_to_act("stud", showing, BY_SUIT).seat == 5


def test_c16_nearest_dealer_left() -> None:
    showing = {2: "Kh Kc 7d", 5: "Ks Kd 7c", 6: "Qs Qh As"}
    order = first_to_act("stud", showing, NEAREST)
    assert (order.seat, order.tied) == (2, (2, 5))  # the same cards; by suit it was seat 5
    assert order.reason.endswith(
        "seat 2 is nearest the dealer's left (SR-08, stud_tie_first_to_act=nearest_dealer_left)")
    # Dealer's left is seat 1: the lowest tied seat acts, whatever order the seats were given in.
    assert first_to_act("stud", {9: "8s 4d", 3: "8h 4c", 7: "8d 4s"}, NEAREST).seat == 3
    assert first_to_act("stud", {9: "8s 4d", 3: "8h 4c", 7: "8d 4s"}, BY_SUIT).seat == 9


def test_razz_later_streets_lowest_showing_hand_acts_first() -> None:
    order = first_to_act("razz", {1: "7c 4d", 2: "Ks 2h", 3: "3c 3d", 4: "6h Ac"})
    assert (order.seat, order.rule, order.hand) == (4, "SR-08", "6-A low")
    assert "is the lowest hand showing" in order.reason
    # Any pair is worse than no pair; among pairs the lower pair is better.
    assert first_to_act("razz", {1: "Kc Qd Js", 2: "2c 2d 3h"}).seat == 1
    assert first_to_act("razz", {1: "5c 5d 2h", 2: "4c 4d Kh"}).seat == 2
    assert first_to_act("razz", {1: "Ac Ad 2h", 2: "3c 3d 2s"}).seat == 1  # aces are razz's lowest pair
    # Compared from the highest card down: 8-3 is worse than 7-6.
    assert first_to_act("razz", {1: "8c 3d", 2: "7c 6d"}).seat == 2


def test_razz_ties_both_settings() -> None:
    showing = {2: "7s 4d Ah", 4: "7h 4s As"}
    by_suit = first_to_act("razz", showing)
    assert (by_suit.seat, by_suit.tied) == (2, (2, 4))  # 7♠ is razz's highest card here (ace low)
    assert "7♠ is the highest card by suit (ace low)" in by_suit.reason
    assert first_to_act("razz", {2: "7h 4s As", 4: "7s 4d Ah"}).seat == 4
    assert first_to_act("razz", {2: "7h 4s As", 4: "7s 4d Ah"}, NEAREST).seat == 2


def test_sr09_bring_in_all_in_for_the_ante_betting_starts_on_his_left() -> None:
    door = {1: "Kd", 3: "2c", 5: "9h", 8: "Qs"}
    order = bring_in("stud", door, all_in=[3])
    assert (order.seat, order.rule, order.action) == (5, "SR-09", BRING_IN)
    assert "must bet at least the bring-in or fold" in order.reason
    assert bring_in("stud", door, all_in=[3, 5]).seat == 8
    assert bring_in("stud", {1: "Kd", 3: "9h", 8: "2c"}, all_in=[8]).seat == 1  # round the table
    assert bring_in("stud", door, all_in=[1]).seat == 3  # not the bring-in: nothing changes
    assert bring_in("stud", door, all_in=[1]).rule == "SR-05"


@pytest.mark.parametrize("game", ["holdem", "omaha", "draw27"])
def test_refuses_a_game_that_is_not_stud(game: str) -> None:
    with pytest.raises(RequestError) as err:
        bring_in(game, {1: "2c", 2: "3c"})
    assert err.value.code == "not-stud"
    with pytest.raises(RequestError) as err:
        first_to_act(game, {1: "2c 4d", 2: "3c 5d"})
    assert err.value.code == "not-stud"


def test_refuses_a_card_seen_twice_a_seat_without_cards_and_fewer_than_two_seats() -> None:
    with pytest.raises(DefectiveDeckError) as dup:
        bring_in("stud", {1: "2c", 4: "2c"})
    assert (dup.value.procedure, dup.value.seat) == ("DD-02", 4)
    with pytest.raises(DefectiveDeckError):
        first_to_act("stud", {1: "2c Kd", 2: "Kd 3s"})
    with pytest.raises(FloorError) as empty:
        bring_in("stud", {1: "2c", 2: ""})
    assert (empty.value.seat, empty.value.message) == (2, "seat 2 has no door card")
    with pytest.raises(FloorError) as none:
        first_to_act("razz", {1: "2c 3d", 2: []})
    assert none.value.seat == 2
    with pytest.raises(RequestError) as few:
        bring_in("stud", {1: "2c"})
    assert few.value.code == "too-few-seats"
    with pytest.raises(RequestError):
        first_to_act("stud", {})


def test_refuses_what_does_not_fit_the_street() -> None:
    with pytest.raises(FloorError) as two_doors:
        bring_in("stud", {1: "2c 3c", 2: "4d"})
    assert two_doors.value.seat == 1
    with pytest.raises(RequestError) as third:
        first_to_act("stud", {1: "2c", 2: "4d"})
    assert third.value.code == "third-street"
    with pytest.raises(RequestError) as uneven:
        first_to_act("stud", {1: "2c 5h", 2: "4d 6s 7s"})
    assert uneven.value.code == "wrong-card-count"
    with pytest.raises(FloorError):
        first_to_act("stud", {1: "2c 3c 4c 5c 6c", 2: "2d 3d 4d 5d 6d"})
    with pytest.raises(FloorError) as bad_house:
        first_to_act("stud", {1: "2c 5h", 2: "4d 6s"}, {"stud_tie_first_to_act": "by_position"})
    assert bad_house.value.code == "bad-house"
    with pytest.raises(FloorError) as joker:
        bring_in(get_game("stud5", jokers=1), {1: "Jk", 2: "4d"})
    assert joker.value.code == "joker-showing"
