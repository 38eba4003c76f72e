"""DT-8 Defective deck (seed 002 §5, TDA R35-E): one test per row, named after it."""

import pytest
from procedure_fixtures import gap, rule

POT = {"1": 150, "2": 300, "5": 1200, "7": 1200}  # seat 1 SB, seat 2 BB, 5 bet, 7 called


@pytest.mark.parametrize("found", ["missing_cards", "extra_cards"])
def test_dd01_a_deck_with_the_wrong_count_is_defective(found):
    d = rule(hs="HS0", found=found)
    assert d.row_id == "DD-01" and d.outcome.words.has("replace_deck")


def test_dd02_two_identical_cards_make_the_deck_defective():
    d = rule(hs="HS1", found="duplicate_card")
    assert d.row_id == "DD-02" and "TDA R35-E" in d.sources


def test_dd03_a_different_back_makes_the_deck_defective():
    assert rule(hs="HS0", found="different_back").row_id == "DD-03"


def test_dd04_marked_cards_make_the_deck_defective():
    assert rule(hs="HS0", found="marked_cards").row_id == "DD-04"


@pytest.mark.parametrize("hs", ["HS2", "HS3", "HS4", "HS5", "HS6", "HS7"])
def test_dd05_a_defect_in_the_hand_refunds_each_seat_exactly_what_it_put_in(hs):
    d = rule(hs=hs, found="duplicate_card", contributions=POT, button=7, small_blind=1, big_blind=2)
    assert d.row_id == "DD-05"
    assert d.outcome.refunds == {1: 150, 2: 300, 5: 1200, 7: 1200}
    assert d.outcome.void_hand and d.outcome.carryover is None
    assert "Seat 5 gets back 1,200." in d.outcome.lines
    assert d.outcome.redeal is not None and d.outcome.redeal.same_button  # void_hand_button = replay


def test_dd05_with_void_hand_button_advance_the_button_moves_on():
    d = rule(hs="HS5", found="marked_cards", contributions=POT, house={"void_hand_button": "advance"})
    assert d.row_id == "DD-05" and not d.outcome.redeal.same_button
    assert d.settings_used() == {"void_hand_button": "advance"}


def test_dd05_a_different_back_among_dealt_cards():
    assert rule(hs="HS4", found="different_back", where="dealt").row_id == "DD-05"


def test_dd05_without_contributions_says_what_to_enter():
    d = rule(hs="HS4", found="extra_cards")
    assert d.outcome.refunds == {} and d.outcome.void_hand
    assert any("enter each seat's contributions" in line for line in d.outcome.lines)


def test_dd06_missing_cards_void_the_hand_by_default():
    d = rule(hs="HS4", found="missing_cards", contributions=POT)
    assert (d.row_id, d.variant.key) == ("DD-06", "void")
    assert sum(d.outcome.refunds.values()) == sum(POT.values())


@pytest.mark.parametrize(("policy", "variant"), [("defective_deck", "defective-deck"), ("tda", "tda-before-sa"),
                                                 ("rrop", "rrop-not-acted")])
def test_dd07_a_joker_in_a_no_joker_game_follows_joker_policy(policy, variant):
    d = rule(hs="HS3", found="joker", holder_acted=False, house={"joker_policy": policy})
    assert (d.row_id, d.variant.key) == ("DD-07", variant)


def test_dd07_between_hands_the_joker_only_takes_a_deck_out():
    assert rule(hs="HS0", found="joker").variant.key == "before-hand-defective-deck"
    assert rule(hs="HS1", found="joker", house={"joker_policy": "rrop"}).variant.key == "before-hand-remove"


def test_dd08_the_exploiters_bets_carry_to_the_next_pot_for_the_other_players_dealt_in():
    d = rule(hs="HS5", found="marked_cards", exploiter=5, contributions=POT, dealt_in=[1, 2, 3, 5, 7])
    assert (d.row_id, d.variant.key) == ("DD-08", "s002-mandatory")
    assert d.outcome.refunds == {1: 150, 2: 300, 7: 1200}
    carry = d.outcome.carryover
    assert (carry.amount, carry.from_seat, carry.eligible) == (1200, 5, (1, 2, 3, 7))
    assert "Seat 5 loses any claim: 1,200 chips carried to the next deal; only seats 1, 2, 3 and 7 may win it." \
        in d.outcome.lines


def test_dd09_the_carryover_goes_to_the_best_eligible_live_hand():
    d = rule(hs="HS7", found="carryover_pot", carryover=1200, eligible=[1, 2, 3, 7], live=[3, 4, 7],
             dealt_in=[1, 2, 3, 4, 7])
    assert (d.row_id, d.variant.key) == ("DD-09", "eligible-live")
    assert d.outcome.award_seats == (3, 7) and d.product_default


def test_dd09_a_single_eligible_winner_takes_it():
    d = rule(hs="HS8", found="carryover_pot", carryover=1200, eligible=[1, 3], live=[3], dealt_in=[1, 3, 4])
    assert d.outcome.awards == {3: 1200}


@pytest.mark.parametrize(("unclaimed", "variant"), [("roll_forward", "roll-forward"),
                                                    ("floor_decides", "floor-decides")])
def test_dd09_no_eligible_player_live_at_the_end(unclaimed, variant):
    d = rule(hs="HS7", found="carryover_pot", carryover=800, eligible=[1, 3], live=[4, 6], dealt_in=[1, 3, 4, 6],
             house={"carryover_unclaimed": unclaimed})
    assert d.variant.key == variant
    if variant == "roll-forward":
        assert (d.outcome.carryover.amount, d.outcome.carryover.eligible) == (800, (1, 3))


def test_dd09_no_eligible_player_left_at_the_table_goes_to_the_floor():
    d = rule(hs="HS7", found="carryover_pot", carryover=800, eligible=[1, 3], live=[4, 6], dealt_in=[4, 6])
    assert d.variant.key == "floor-decides" and d.outcome.words.has("floor_decides")


def test_dd10_a_defect_noticed_after_the_pot_was_paid_and_hands_mucked():
    d = rule(hs="HS9", found="duplicate_card")
    assert (d.row_id, d.variant.key) == ("DD-10", "s002-pot-stands")
    assert d.outcome.refunds == {} and not d.outcome.void_hand


@pytest.mark.parametrize(("recoverable", "policy", "variant", "void"), [
    (True, "s002_pot_stands", "rebuildable", True),
    (False, "s002_pot_stands", "not-rebuildable-pot-stands", False),
    (False, "tda_r22_window", "not-rebuildable-tda-window", True)])
def test_dd11_pot_pushed_with_losing_hands_still_identifiable(recoverable, policy, variant, void):
    """Rebuildable: DD-05. Not rebuildable: DD-10 under the house's late-defect setting, as procedures.md DD-11 says
    (the pot stands, or the hand is void since the claim comes before the next hand)."""
    d = rule(hs="HS8", found="marked_cards", recoverable=recoverable, contributions=POT,
             house={"late_defect_policy": policy})
    assert (d.row_id, d.variant.key, d.outcome.void_hand) == ("DD-11", variant, void)
    assert d.outcome.refunds == ({1: 150, 2: 300, 5: 1200, 7: 1200} if void else {})
    assert d.product_default


def test_dd11_asks_whether_the_hands_can_be_rebuilt():
    err = gap(hs="HS8", found="marked_cards")
    assert err.code == "missing-fact" and "recoverable (true or false)" in err.message


def test_dd12_a_different_back_only_in_the_stub_voids_by_default():
    d = rule(hs="HS5", found="different_back", where="stub", contributions=POT)
    assert (d.row_id, d.variant.key) == ("DD-12", "void") and d.outcome.void_hand


def test_a_different_back_without_where_names_both_rows():
    err = gap(hs="HS4", found="different_back")
    assert err.message == "different_back at HS4 could be DD-05 or DD-12: Floor needs where (dealt or stub)"
