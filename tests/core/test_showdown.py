"""The showdown contract, scenario by scenario; each test is named after the procedure row it proves."""

import pytest

from floor.core import DefectiveDeckError, FloorError, showdown


def seat(n: int, cards: str = "", chips: int | None = None, **kw: object) -> dict:
    s: dict = {"seat": n, "cards": cards.split()}
    if chips is not None:
        s["contributed"] = chips
    s.update(kw)
    return s


def test_the_issue_example_omaha_hilo_with_a_folded_seat() -> None:
    """The contract's own example: seat 1's unmatched 400 returns; seat 4's wheel scoops 1900."""
    r = showdown({"game": "omaha-hilo", "board": ["Ah", "7d", "3c", "Kd", "2s"], "button": 4, "chip": 25, "house": {},
                  "seats": [{"seat": 1, "cards": ["As", "2d", "Kc", "Qh"], "contributed": 1200},
                            {"seat": 4, "cards": ["4h", "5h", "Jc", "Jd"], "contributed": 800},
                            {"seat": 6, "cards": [], "contributed": 300, "folded": True}]})
    assert r["returned"] == {"1": 400}
    assert r["high_order"] == [[4], [1]] and r["low_order"] == [[4]]
    assert r["pots"] == [{"amount": 1900, "eligible": [1, 4], "high_winners": [4], "low_winners": [4],
                          "shares": {"4": 1900}, "odd_chips": []}]
    assert r["payouts"] == {"1": 400, "4": 1900}
    assert [h["seat"] for h in r["hands"]] == [1, 4]
    assert r["hands"][1]["low"]["name"] == "5-4-3-2-A low"


def test_pt01_the_unmatched_part_of_a_bet_is_returned() -> None:
    """PT-01: 1000 into an all-in of 300: 700 goes back before any pot is formed."""
    r = showdown({"game": "holdem", "board": "2c 7d 9h Js Kd",
                  "seats": [seat(1, "As Ad", 1000), seat(2, "Kc Qc", 300)]})
    assert r["returned"] == {"1": 700}
    assert r["pots"][0]["amount"] == 600
    assert r["payouts"] == {"1": 1300}


def test_pt02_an_uncontested_pot_needs_no_cards_and_no_board() -> None:
    """PT-02: everyone else folded: the last player takes the pot unseen."""
    r = showdown({"game": "holdem",
                  "seats": [seat(3, "", 600), seat(5, "", 200, folded=True), seat(7, "", 100, folded=True)]})
    assert r["returned"] == {"3": 400}
    assert r["pots"] == [{"amount": 500, "eligible": [3], "high_winners": [3], "low_winners": None,
                          "shares": {"3": 500}, "odd_chips": []}]
    assert r["payouts"] == {"3": 900}
    assert r["hands"] == [] and r["high_order"] == []


def test_pt03_an_all_in_player_wins_only_what_he_matched() -> None:
    """PT-03: the short all-in wins the main pot; the side pot goes to the best of the others."""
    r = showdown({"game": "holdem", "board": "2c 7d 9h Js 3d", "button": 1,
                  "seats": [seat(1, "As Ad", 100), seat(2, "Kc Kh", 400), seat(3, "Qc Qh", 400)]})
    main, side = r["pots"]
    assert main == {"amount": 300, "eligible": [1, 2, 3], "high_winners": [1], "low_winners": None,
                    "shares": {"1": 300}, "odd_chips": []}
    assert side["amount"] == 600 and side["eligible"] == [2, 3] and side["shares"] == {"2": 600}
    assert r["payouts"] == {"1": 300, "2": 600}


def test_pt04_folded_chips_fill_the_pots_but_folded_seats_are_never_eligible() -> None:
    """PT-04: a folder's 500 sits in the main and side pots; only live seats contest them."""
    r = showdown({"game": "holdem", "board": "2c 7d 9h Js 3d", "button": 1,
                  "seats": [seat(1, "As Ad", 200), seat(2, "Kc Kh", 800), seat(3, "Qc Qh", 800),
                            seat(4, "", 500, folded=True)]})
    assert [(p["amount"], p["eligible"]) for p in r["pots"]] == [(800, [1, 2, 3]), (1500, [2, 3])]
    assert r["payouts"] == {"1": 800, "2": 1500}


def test_pt05_each_pot_is_split_on_its_own() -> None:
    """PT-05: a tie for the side pot and a different winner of the main pot, never merged."""
    r = showdown({"game": "holdem", "board": "Ac Kd Qh Js 3d", "button": 9, "chip": 5,
                  "seats": [seat(1, "Tc 2h", 305), seat(2, "Th 4c", 1000), seat(3, "7c 7h", 100)]})
    main, side = r["pots"]
    assert main["amount"] == 300 and main["high_winners"] == [1, 2] and main["shares"] == {"1": 150, "2": 150}
    assert side["amount"] == 410 and side["high_winners"] == [1, 2]
    assert side["shares"] == {"1": 205, "2": 205}
    assert r["returned"] == {"2": 695}


def test_pt06_and_pt08_three_way_tie_in_units_of_the_smallest_chip() -> None:
    """PT-06/PT-08 worked example: 2,300 three ways, chip 100: the first two left of the button get 800."""
    r = showdown({"game": "holdem", "board": "As Ks Qs Js Ts", "button": 5, "chip": 100,
                  "seats": [seat(2, "2c 3c", 700), seat(5, "2d 3d", 700), seat(8, "2h 3h", 700),
                            seat(9, "", 200, folded=True)]})
    (pot,) = r["pots"]
    assert pot["shares"] == {"2": 800, "5": 700, "8": 800}
    assert pot["odd_chips"] == [{"seat": 8, "amount": 100, "reason": "first winner left of the button (PT-08)"},
                                {"seat": 2, "amount": 100, "reason": "first winner left of the button (PT-08)"}]


def test_pt08_odd_chip_with_a_dead_button_goes_to_the_first_winner_left_of_it() -> None:
    """PT-08: the button may be an empty seat; the odd chip still goes clockwise from it."""
    r = showdown({"game": "holdem", "board": "As Ks Qs Js Ts", "button": 4,
                  "seats": [seat(1, "2c 3c", 50), seat(6, "2d 3d", 50), seat(7, "", 1, folded=True)]})
    assert r["pots"][0]["shares"] == {"1": 50, "6": 51}


def test_pt08_draw_games_use_the_button_too() -> None:
    """PT-08 applies to draw games: draw5 tie, odd chip left of the button."""
    r = showdown({"game": "draw5", "button": 2,
                  "seats": [seat(1, "As Kd Qc Jh 9s", 50), seat(3, "Ad Ks Qh Jc 9d", 50), seat(4, "", 1, folded=True)]})
    assert r["pots"][0]["shares"] == {"1": 50, "3": 51}


STUD_X = "9h 8c 7d 6s 5h Ks 2c"  # 9-high straight topped by 9♥, unused K♠
STUD_Y = "9s 8d 7c 6h 5d Qc 3d"  # 9-high straight topped by 9♠


def test_pt09_stud_odd_chip_to_the_highest_card_by_suit_in_the_five_card_hand() -> None:
    """PT-09 worked example (TDA): 950, chip 50, identical straights: 9♠ beats 9♥, so Y gets the odd 50."""
    r = showdown({"game": "stud", "chip": 50,
                  "seats": [seat(1, STUD_X, 450), seat(2, STUD_Y, 450), seat(3, "", 50, folded=True)]})
    assert r["payouts"] == {"1": 450, "2": 500}
    assert r["pots"][0]["odd_chips"][0]["reason"] == "highest card by suit in its five-card hand (PT-09)"


def test_pt09_stud_odd_chip_all_cards_house_variant() -> None:
    """PT-09, RRoP variant `stud_odd_chip_cards: all_cards`: X's unused K♠ takes the odd chip."""
    r = showdown({"game": "stud", "chip": 50, "house": {"stud_odd_chip_cards": "all_cards"},
                  "seats": [seat(1, STUD_X, 450), seat(2, STUD_Y, 450), seat(3, "", 50, folded=True)]})
    assert r["payouts"] == {"1": 500, "2": 450}


def test_pt09_stud_needs_no_button() -> None:
    """Stud splits by cards: no button is needed."""
    r = showdown({"game": "stud", "seats": [seat(1, STUD_X, 10), seat(2, STUD_Y, 10), seat(3, "", 1, folded=True)]})
    assert sum(r["payouts"].values()) == 21


def test_pt09_razz_high_card_by_suit_with_the_ace_low_and_its_low_variant() -> None:
    """Razz ties: TDA gives the odd chip to the highest card by suit of the low (8♠ over 8♥); RRoP to the
    lowest card by suit (A♣, the ace being the lowest card in razz)."""
    x, y = "8h 5c 4d 3s Ac Kh Kd", "8s 5d 4h 3c As Qh Qd"
    request = {"game": "razz", "seats": [seat(1, x, 10), seat(2, y, 10), seat(3, "", 1, folded=True)]}
    assert showdown(request)["payouts"] == {"1": 10, "2": 11}
    assert showdown(request | {"house": {"razz_odd_chip_card": "low_by_suit"}})["payouts"] == {"1": 11, "2": 10}


def test_pt10_hilo_the_odd_unit_goes_to_the_high_half() -> None:
    """PT-10 worked example: Omaha/8 1,500, chip 100: high 800, low 700."""
    r = showdown({"game": "omaha-hilo", "board": "2c 5d 8h Kd Ks", "button": 1, "chip": 100,
                  "seats": [seat(1, "Kc Qh 9c 9d", 700), seat(2, "Ah 3h Jc Jd", 700),
                            seat(3, "", 100, folded=True)]})
    (pot,) = r["pots"]
    assert pot["high_winners"] == [1] and pot["low_winners"] == [2]
    assert pot["shares"] == {"1": 800, "2": 700}


def test_pt10_tied_lows_share_the_low_half_odd_chip_by_the_button() -> None:
    """PT-10 worked example: two tie for low (7 units): 400 to the first left of the button, 300 to the other."""
    r = showdown({"game": "omaha-hilo", "board": "2c 5d 8h Kd Ks", "button": 2, "chip": 100,
                  "seats": [seat(1, "Kc Qh 9c 9d", 500), seat(2, "Ah 3h Jc Jd", 500), seat(3, "Ad 3c Tc Td", 500)]})
    (pot,) = r["pots"]
    assert pot["low_winners"] == [2, 3]
    assert pot["shares"] == {"1": 800, "2": 300, "3": 400}


def test_pt11_the_same_seats_winning_both_halves_split_the_whole_pot() -> None:
    """PT-11: two identical wheels scoop high and low together: the whole pot splits evenly (odd chip by PT-08)."""
    r = showdown({"game": "omaha-hilo", "board": "2c 3d 4h Kd Qs", "button": 3, "chip": 25,
                  "seats": [seat(1, "Ah 5h 9c 9d", 325), seat(2, "As 5s Tc Td", 325), seat(3, "", 25, folded=True)]})
    (pot,) = r["pots"]
    assert pot["high_winners"] == [1, 2] and pot["low_winners"] == [1, 2]
    assert pot["shares"] == {"1": 350, "2": 325}


def test_pt12_no_qualifying_low_the_high_scoops() -> None:
    """PT-12: no low qualifies: the high hand takes the whole pot."""
    r = showdown({"game": "stud-hilo", "seats": [seat(1, "As Ad Kc Kh 9s 9d Tc", 300),
                                                 seat(2, "2s 2d 3c 3h Js Jd Qc", 300)]})
    (pot,) = r["pots"]
    assert pot["low_winners"] == [] and pot["shares"] == {"1": 600}
    assert r["low_order"] is None


def test_rp11_big_blind_ante_is_dead_money_in_the_main_pot() -> None:
    """TDA RP-11: the BB ante goes to the main pot, sets no level and is never returned."""
    r = showdown({"game": "holdem", "board": "2c 7d 9h Js 3d", "button": 1,
                  "seats": [seat(1, "As Ad", 300), seat(2, "Kc Kh", 600, dead=100), seat(3, "", 200, folded=True)]})
    assert r["returned"] == {"2": 200}
    assert [(p["amount"], p["eligible"]) for p in r["pots"]] == [(900, [1, 2])]
    assert r["payouts"] == {"1": 900, "2": 200}


def test_razz_and_deuce_to_seven_have_no_high_order() -> None:
    """In razz and 2-7 the low is the whole pot: high_order and high_winners are null."""
    r = showdown({"game": "draw27", "button": 1,
                  "seats": [seat(1, "7s 5d 4c 3h 2s", 100), seat(2, "8s 6d 4d 3c 2d", 100)]})
    assert r["high_order"] is None and r["low_order"] == [[1], [2]]
    assert r["pots"][0]["high_winners"] is None and r["pots"][0]["low_winners"] == [1]


def test_without_contributions_only_hands_and_orders() -> None:
    """Leaving out every contribution reports hands and orders, no pots."""
    r = showdown({"game": "holdem", "board": "2c 7d 9h Js 3d", "seats": [seat(1, "As Ad"), seat(2, "Kc Kh")]})
    assert set(r) == {"game", "hands", "high_order", "low_order"}
    assert r["high_order"] == [[1], [2]]


def test_jokers_in_draw5_from_the_request() -> None:
    """draw5 with a 32-card deck and a joker: four kings and a joker is five of a kind."""
    r = showdown({"game": "draw5", "deck": "32", "jokers": 1, "button": 1,
                  "seats": [seat(1, "Ks Kd Kh Kc Jk", 100), seat(2, "As Ks Qs Js Ts".replace("Ks", "9s"), 100)]})
    assert r["hands"][0]["high"]["name"] == "Five of a kind, kings"
    assert r["payouts"] == {"1": 200}


# --- refusals --------------------------------------------------------------------------------

def refusal(request: dict) -> FloorError:
    with pytest.raises(FloorError) as err:
        showdown(request)
    return err.value


def test_dd02_the_same_card_in_two_seats_is_a_defective_deck() -> None:
    """DD-02: Kd in two hands: not a typo; the error names both seats and the procedure."""
    err = refusal({"game": "holdem", "board": "2c 7d 9h Js 3d",
                   "seats": [seat(1, "As Kd", 10), seat(3, "Kd Qd", 10)]})
    assert isinstance(err, DefectiveDeckError)
    assert err.to_dict() == {"code": "duplicate-card", "seat": 3, "procedure": "DD-02",
                             "message": "Kd is entered twice (seat 1 and seat 3): two identical cards mean the "
                                        "deck is defective (DD-02)"}


def test_dd02_a_card_on_the_board_and_in_a_hand() -> None:
    """DD-02 across the board and a seat."""
    err = refusal({"game": "holdem", "board": "2c 7d 9h Js 3d", "seats": [seat(1, "As 7d", 10), seat(3, "Kd Qd", 10)]})
    assert err.procedure == "DD-02" and err.seat == 1 and "the board and seat 1" in err.message


def test_dd07_a_joker_in_holdem() -> None:
    """DD-07: a joker in a game without jokers."""
    err = refusal({"game": "holdem", "board": "2c 7d 9h Js 3d", "seats": [seat(1, "As Jk", 10), seat(3, "Kd Qd", 10)]})
    assert (err.code, err.procedure, err.seat) == ("joker-not-allowed", "DD-07", 1)


@pytest.mark.parametrize(
    ("request_", "code", "fragment", "seat_no"),
    [
        ({"game": "poker", "seats": [seat(1)]}, "unknown-game", "unknown game 'poker'", None),
        ({"seats": [seat(1)]}, "unknown-game", "names no game", None),
        ({"game": "holdem", "board": "2c 7d 9h Js 3d", "seats": [seat(1, "As Xx", 10), seat(2, "Kd Qd", 10)]},
         "unknown-card", "seat 1: 'Xx' is not a card", 1),
        ({"game": "shortdeck", "board": "6c 7d 9h Js 8d", "seats": [seat(1, "As 2s", 10), seat(2, "Kd Qd", 10)]},
         "card-not-in-deck", "2s is not in the 36-card deck", 1),
        ({"game": "holdem", "board": "2c 7d 9h Js 3d", "seats": [seat(1, "As", 10), seat(2, "Kd Qd", 10)]},
         "wrong-card-count", "seat 1 has 1 hole card; holdem needs 2", 1),
        ({"game": "holdem", "board": "2c 7d 9h", "seats": [seat(1, "As Ks", 10), seat(2, "Kd Qd", 10)]},
         "wrong-card-count", "the board has 3 cards; holdem shows down with 5", None),
        ({"game": "holdem", "board": "2c 7d 9h Js 3d", "seats": [seat(1, "As Ks", -5), seat(2, "Kd Qd", 10)]},
         "bad-number", "seat 1: contributed must be a whole number of chips, not -5", 1),
        ({"game": "holdem", "chip": 25, "board": "2c 7d 9h Js 3d",
          "seats": [seat(1, "As Ks", 30), seat(2, "Kd Qd", 25)]},
         "bad-number", "contributed 30 is not a whole number of the smallest chip (25)", 1),
        ({"game": "holdem", "board": "2c 7d 9h Js 3d", "seats": [seat(1, "As Ks", 10.5), seat(2, "Kd Qd", 10)]},
         "bad-number", "not 10.5", 1),
        ({"game": "holdem", "board": "2c 7d 9h Js 3d", "seats": [seat(1, "As Ks", 10), seat(2, "Kd Qd")]},
         "bad-request", "seat 2 has no contribution", 2),
        ({"game": "holdem", "board": "2c 7d 9h Js 3d", "seats": [seat(1, "As Ks", 10), seat(1, "Kd Qd", 10)]},
         "bad-request", "seat 1 is listed twice", 1),
        ({"game": "holdem", "seats": [seat(1, "", 10, folded=True)]}, "no-live-seat", "every seat folded", None),
        ({"game": "holdem", "board": "As Ks Qs Js Ts", "seats": [seat(1, "2c 3c", 10), seat(2, "2d 3d", 11)]},
         "missing-button", "button is needed to split a pot in flop games", None),
        ({"game": "holdem", "house": {"odd_chip": "x"}, "seats": [seat(1)]}, "bad-house", "'odd_chip' is not a house",
         None),
        ({"game": "stud", "house": {"stud_odd_chip_cards": "some"}, "seats": [seat(1)]}, "bad-house",
         "stud_odd_chip_cards cannot be 'some': choose five_card_hand, all_cards", None),
        ({"game": "holdem", "seat": [seat(1)]}, "bad-request", "unknown field 'seat'", None),
        ({"game": "holdem", "seats": [seat(1, "", 10, dead=20)]}, "bad-number", "cannot exceed it", 1),
    ],
)
def test_bad_requests_are_refused_with_a_precise_message(request_: dict, code: str, fragment: str,
                                                         seat_no: int | None) -> None:
    """Each refusal names the problem, the seat and the card where there is one."""
    err = refusal(request_)
    assert err.code == code
    assert fragment in err.message
    assert err.seat == seat_no


def test_a_non_object_request_is_refused() -> None:
    """A JSON list is not a showdown request."""
    assert refusal([1, 2]).code == "bad-request"  # type: ignore[arg-type]
