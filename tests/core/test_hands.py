"""Hand values and names for every game, including the rules pokerkit does not have."""

import pytest

from floor.core import CardError, DefectiveDeckError, FloorError, get_game, hand_value, low_value


def high(game: str, hole: str, board: str = "", **kw: object):
    return hand_value(game, hole, board, **kw)


# --- names -----------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("game", "hole", "board", "name", "best"),
    [
        ("holdem", "Kh Kd", "Ks 2c 2d 7h 9s", "Full house, kings full of twos", "Ks Kh Kd 2d 2c"),
        ("holdem", "As Ks", "Qs Js Ts 2d 2c", "Royal flush", "As Ks Qs Js Ts"),
        ("holdem", "As 2s", "3s 4s 5s Kd Kc", "Straight flush, five high", "5s 4s 3s 2s As"),
        ("holdem", "Ah 9h", "2h 7h Kh Kd Kc", "Flush, ace high", "Ah Kh 9h 7h 2h"),
        ("holdem", "Ah 2c", "3d 4s 5h Kd Qc", "Straight, five high", "5h 4s 3d 2c Ah"),
        ("holdem", "Ah Ad", "8s 8c Kh 4d 2c", "Two pair, aces and eights", "Ah Ad 8s 8c Kh"),
        ("holdem", "Th Td", "8s 7c Kh 4d 2c", "Pair of tens", "Th Td Kh 8s 7c"),
        ("holdem", "6h 6d", "6s 7c Kh 4d 2c", "Three of a kind, sixes", "6s 6h 6d Kh 7c"),
        ("holdem", "Ah Jd", "9s 7c 5h 4d 2c", "High card, ace", "Ah Jd 9s 7c 5h"),
        ("holdem", "Qh Qd", "Qs Qc 5h 4d 2c", "Four of a kind, queens", "Qs Qh Qd Qc 5h"),
    ],
)
def test_names_and_best_five(game: str, hole: str, board: str, name: str, best: str) -> None:
    """Each category is named for people and the five cards are shown sets first."""
    v = high(game, hole, board)
    assert v.name == name
    assert " ".join(str(c) for c in v.best) == best


def test_suits_never_break_a_tie_sr01() -> None:
    """SR-01: two flushes of the same ranks are equal, whatever the suits."""
    board = "Ks Qs 9h 9d 2c"
    assert high("holdem", "As 5s", "Ks Qs 8s 3d 2c") > high("holdem", "Ah 5h", board)
    assert high("stud", "Ah Kh Qh 9h 7h 2c 3d") == high("stud", "As Ks Qs 9s 7s 2d 3c")


# --- Omaha: exactly two and three -----------------------------------------------------------

def test_omaha_uses_exactly_two_hole_cards() -> None:
    """Four hearts in hand and one on the board is no flush in Omaha."""
    v = high("omaha", "Ah Kh Qh Jh", "2h 7c 8d 9s 3c")
    assert v.category == "high-card"
    assert high("holdem", "Ah Kh", "Qh Jh 2h 7c 8d").category == "flush"


def test_omaha_uses_exactly_three_board_cards() -> None:
    """A board straight does not play in Omaha without two hole cards."""
    v = high("omaha", "2c 2d Kh Kd", "5s 6h 7d 8c 9s")
    assert v.category == "pair" and v.ranks[0] == 13


def test_omaha5_takes_five_hole_cards() -> None:
    """omaha5: five in hand, still exactly two of them."""
    assert high("omaha5", "As Ks 2d 3c 4h", "Qs Js Ts 8d 7c").name == "Royal flush"


# --- short deck ------------------------------------------------------------------------------

def test_shortdeck_ace_six_to_nine_is_the_lowest_straight() -> None:
    """A-6-7-8-9 is a straight, nine high, below 6-7-8-9-10."""
    wheel = high("shortdeck", "Ad 6c", "7h 8s 9d Kc Kd")
    assert wheel.name == "Straight, nine high"
    assert wheel < high("shortdeck", "Td 6c", "7h 8s 9d Kc Qd")


def test_shortdeck_flush_beats_full_house() -> None:
    """With 36 cards a flush is rarer than a full house."""
    flush, full_house = high("shortdeck", "Ah 9h", "7h 6h Th Tc Kd"), high("shortdeck", "Ts Kc", "7h 6h Th Tc Kd")
    assert (flush.category, full_house.category) == ("flush", "full-house")
    assert flush > full_house


def test_shortdeck_trips_beat_straight_by_default_and_the_house_can_flip_it() -> None:
    """Default: three of a kind beats a straight; shortdeck_trips_beat_straight false ranks it below."""
    board = "8c 9d Td Kc 6s"
    trips, straight = ("Th Ts", "7h Jc")
    assert high("shortdeck", trips, board) > high("shortdeck", straight, board)
    flipped = {"shortdeck_trips_beat_straight": False}
    assert high("shortdeck", trips, board, house=flipped) < high("shortdeck", straight, board, house=flipped)


def test_shortdeck_refuses_a_five() -> None:
    """A 5 is not in the 36-card deck."""
    with pytest.raises(CardError, match="not in the 36-card deck"):
        high("shortdeck", "5h 6h", "7h 8s 9d Kc Kd")


# --- 32- and 36-card decks in draw5 / stud5 ----------------------------------------------------

def test_32_card_deck_ace_seven_to_ten_is_the_lowest_straight() -> None:
    """Seed 003: A-7-8-9-10 is the lowest straight with 32 cards."""
    low_straight = high("draw5", "As 7d 8h 9c Td", deck="32")
    assert low_straight.name == "Straight, ten high"
    assert low_straight < high("draw5", "Js 7d 8h 9c Td", deck="32")
    assert low_straight > high("draw5", "As Ad Ah 9c Td", deck="32")


def test_32_card_deck_flush_beats_full_house() -> None:
    """Seed 002 §3.4: with 32 cards a flush beats a full house."""
    assert high("stud5", "Ah Jh 9h 8h 7h", deck=32) > high("stud5", "As Ad Ac Ks Kd", deck=32)


def test_36_card_deck_in_draw5_keeps_the_standard_order() -> None:
    """With 36 cards (draw5) a full house beats a flush and a straight beats trips."""
    assert high("draw5", "As Ad Ac Ks Kd", deck=36) > high("draw5", "Ah Jh 9h 8h 7h", deck=36)
    assert high("draw5", "Ad 6c 7h 8s 9d", deck=36) > high("draw5", "As Ac Ad 7s 9s", deck=36)


def test_a_card_below_seven_is_refused_with_32_cards() -> None:
    """A 6 is not in the 32-card deck."""
    with pytest.raises(CardError, match="6s is not in the 32-card deck"):
        high("draw5", "As 6s 8h 9c Td", deck=32)


# --- jokers ----------------------------------------------------------------------------------

def test_joker_makes_five_of_a_kind_the_top_hand() -> None:
    """Four aces and a joker: five of a kind beats a royal flush (seeds 000, 002, 003)."""
    five = high("draw5", "As Ad Ah Ac Jk", jokers=1)
    assert five.name == "Five of a kind, aces"
    assert five > high("draw5", "As Ks Qs Js Ts", jokers=1)


def test_joker_may_stand_for_a_card_the_seat_holds() -> None:
    """A♠ K♠ Q♠ J♠ + joker: a royal flush (joker as T♠); K♠ + joker with A♠ held: aces."""
    assert high("draw5", "As Ks Qs Js Jk", jokers=1).name == "Royal flush"
    assert high("draw5", "As As Kd 7c 2h".replace("As As", "As Jk"), jokers=1).name == "Pair of aces"


def test_joker_hand_ties_the_same_natural_hand() -> None:
    """A hand made with a joker is equal to the same natural hand."""
    assert high("draw5", "Ks Kd Kh 7c Jk", jokers=1) == high("draw5", "Ks Kd Kh Kc 7d", jokers=1)
    assert high("draw5", "9s 8d 7h 6c Jk", jokers=1) == high("draw5", "9s 8d 7h 6c Td", jokers=1)


def test_two_jokers() -> None:
    """Two jokers with a pair make four of a kind; with three of a kind, five."""
    assert high("draw5", "Qs Qd Jk Jk 4c", jokers=2).name == "Four of a kind, queens"
    assert high("stud5", "Qs Qd Qh Jk Jk", jokers=2).name == "Five of a kind, queens"


def test_joker_in_the_32_card_deck_picks_a_flush_over_a_full_house() -> None:
    """Two pair + joker is a full house, but four suited + joker is a flush, which ranks higher with 32 cards."""
    assert high("draw5", "Ah Kh 9h 8h Jk", deck=32, jokers=1).category in ("flush", "straight-flush")
    assert high("draw5", "As Ad Kc Kd Jk", deck=32, jokers=1).name == "Full house, aces full of kings"


def test_joker_in_a_game_without_jokers_is_a_defective_deck_dd07() -> None:
    """DD-07: a joker in hold'em means the deck is defective."""
    with pytest.raises(DefectiveDeckError) as err:
        high("holdem", "Jk As", "Ks Qs Js 2d 3c")
    assert err.value.procedure == "DD-07"


def test_more_jokers_than_the_deck_holds_is_a_defective_deck() -> None:
    """Two jokers from a one-joker deck: the deck is defective (DD-02)."""
    with pytest.raises(DefectiveDeckError, match="jokers"):
        high("draw5", "Jk Jk As Ks Qs", jokers=1)


# --- lows ------------------------------------------------------------------------------------

def test_omaha_hilo_low_needs_five_different_ranks_eight_or_lower() -> None:
    """8-or-better, two hole and three board cards, chosen independently of the high."""
    board = "Ah 7d 3c Kd 2s"
    assert low_value("omaha-hilo", "4h 5h Jc Jd", board).name == "5-4-3-2-A low"
    assert low_value("omaha-hilo", "As 2d Kc Qh", board) is None  # A and 2 duplicate the board's
    assert low_value("omaha-hilo", "9h Th Jc Qd", board) is None


def test_eight_or_better_ranks_lower_hands_higher() -> None:
    """7-5-4-3-A beats 8-4-3-2-A: compare from the top card down."""
    board = "Ah 4d 3c Kd Qs"
    assert low_value("omaha-hilo", "7c 5h Jc Jd", board) > low_value("omaha-hilo", "8c 2h Th Td", board)


def test_stud_hilo_low_from_seven_cards() -> None:
    """Stud/8: the best five different low ranks of seven cards."""
    v = low_value("stud-hilo", "As 2d 4c 6h 8s Kd Ks")
    assert v is not None and v.name == "8-6-4-2-A low"
    assert low_value("stud-hilo", "As Ad 4c 4h 9s Kd Ks") is None


def test_razz_has_no_qualifier_and_pairs_count_against() -> None:
    """Razz: the lowest five; straights and flushes don't count; a pair is worse than no pair."""
    wheel = low_value("razz", "As 2s 3s 4s 5s Kd Kc")
    assert wheel.name == "5-4-3-2-A low"
    paired = low_value("razz", "As Ad 2c 2h 3s 3d 4c")
    assert paired.category == "pair" and paired.name == "Pair of aces"  # A-A-4-3-2: the ace is the lowest pair
    assert " ".join(map(str, paired.best)) == "As Ad 4c 3s 2h"
    assert paired < low_value("razz", "Ks Qd Jc 9h 8s 8d 8c")


def test_razz_has_no_high_hand() -> None:
    """hand_value refuses razz: it is played for the low only."""
    with pytest.raises(FloorError, match="low only"):
        hand_value("razz", "As 2s 3s 4s 5s Kd Kc")


def test_deuce_to_seven_aces_are_high_and_straights_flushes_count_against() -> None:
    """2-7: 7-5-4-3-2 is the best; A-2-3-4-5 is ace high, not a straight; 6-5-4-3-2 is a straight."""
    best = low_value("draw27", "7s 5d 4c 3h 2s")
    assert best.name == "7-5-4-3-2"
    assert best > low_value("draw27", "8s 5d 4c 3h 2s")
    assert low_value("draw27", "As 5d 4c 3h 2s").name == "A-5-4-3-2"
    assert low_value("draw27", "6s 5d 4c 3h 2s").category == "straight"
    assert low_value("draw27", "8s 5d 4c 3h 2s") > low_value("draw27", "7s 6s 4s 3s 2s")  # a flush counts against


def test_low_value_of_a_high_only_game_is_none() -> None:
    """Hold'em has no low."""
    assert low_value("holdem", "As 2s", "3d 4d 5c Kd Kc") is None


# --- bad input -------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("game", "hole", "board", "fragment"),
    [
        ("holdem", "As", "Kd Qd Jd 2c 3c", "has 1 hole card; holdem needs 2"),
        ("omaha", "As Kd Qc", "2d 3d 4d 5c 6c", "has 3 hole cards; omaha needs 4"),
        ("holdem", "As Kd", "Qd Jd", "the board has 2 cards"),
        ("stud", "As Kd Qc Jh Ts 9s", "", "has 6 cards; stud needs 7"),
        ("razz", "As Kd Qc Jh Ts 9s 8s", "2c", r"beside the community card \(RP-10-H\) razz needs 6"),
        ("razz", "As Kd Qc Jh Ts", "2c 3c", "razz has no board, only one community card"),
        ("stud5", "As Kd Qc Jh Ts", "2c", "stud5 has no board"),
    ],
)
def test_wrong_number_of_cards_is_named(game: str, hole: str, board: str, fragment: str) -> None:
    """A wrong card count says how many the game needs."""
    with pytest.raises(CardError, match=fragment):
        (low_value if game == "razz" else hand_value)(game, hole, board)


def test_unknown_game_lists_the_games() -> None:
    """An unknown game names the games Floor knows."""
    with pytest.raises(FloorError, match=r"unknown game 'texas'.*holdem.*draw27"):
        get_game("texas")


@pytest.mark.parametrize(("kw", "fragment"), [({"deck": 40}, "deck must be 52, 36 or 32"),
                                               ({"jokers": 3}, "jokers must be 0, 1 or 2")])
def test_bad_deck_options(kw: dict, fragment: str) -> None:
    """Only 52/36/32 cards and 0-2 jokers."""
    with pytest.raises(FloorError, match=fragment):
        get_game("draw5", **kw)


def test_jokers_only_for_draw5_and_stud5() -> None:
    """Hold'em with jokers is refused."""
    with pytest.raises(FloorError, match="without jokers"):
        get_game("holdem", jokers=1)
