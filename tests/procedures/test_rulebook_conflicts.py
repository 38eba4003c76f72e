"""The §13 conflicts register: each conflict the tables settle by a house setting, under each of its settings."""

import pytest
from procedure_fixtures import gap, rule

POT = {"1": 100, "2": 200, "4": 600, "6": 600}


# -- C-02 whether losers may hide hands: see_hand_policy (SH-14) -----------------------------------------------
def test_c02_tda_a_non_caller_asking_is_at_the_tds_discretion():
    d = rule(hs="HS7", found="see_hand_request", river_caller=False, requester_holds_cards=True, requester_won=False)
    assert d.variant.key == "tda-discretion" and d.settings_used() == {"see_hand_policy": "tda"}


def test_c02_rrop_any_player_dealt_in_may_ask():
    d = rule(hs="HS7", found="see_hand_request", river_caller=False, requester_holds_cards=True, requester_won=False,
             house={"see_hand_policy": "rrop"})
    assert d.variant.key == "rrop-any-called-hand"
    d = rule(hs="HS7", found="see_hand_request", requester_won=True, house={"see_hand_policy": "rrop"})
    assert d.variant.key == "rrop-winner-asks"


# -- C-03 a joker in a no-joker game: joker_policy (DD-07) ---------------------------------------------------------
def test_c03_defective_deck_voids_and_refunds_even_after_sa():
    d = rule(hs="HS5", found="joker", contributions=POT)
    assert (d.row_id, d.variant.key) == ("DD-07", "defective-deck")
    assert d.outcome.refunds == {1: 100, 2: 200, 4: 600, 6: 600}


@pytest.mark.parametrize(("hs", "variant", "word"), [("HS4", "tda-before-sa", "collect_all_and_redeal"),
                                                     ("HS5", "tda-after-sa", "scrap_card")])
def test_c03_tda_misdeal_before_sa_blank_after(hs, variant, word):
    d = rule(hs=hs, found="joker", contributions=POT, house={"joker_policy": "tda"})
    assert d.variant.key == variant and d.outcome.words.has(word) and d.outcome.refunds == {}


@pytest.mark.parametrize(("acted", "variant"), [(False, "rrop-not-acted"), (True, "rrop-acted")])
def test_c03_rrop_never_a_misdeal(acted, variant):
    d = rule(hs="HS5", found="joker", seat=4, holder_acted=acted, house={"joker_policy": "rrop"})
    assert d.variant.key == variant and not d.outcome.words.has("collect_all_and_redeal")
    assert d.outcome.dead_hands == ((4,) if acted else ())


def test_c03_rrop_asks_whether_the_holder_acted():
    err = gap(hs="HS5", found="joker", house={"joker_policy": "rrop"})
    assert err.code == "missing-fact" and "holder_acted" in err.message


# -- C-04 missing cards: missing_card_policy (DD-06) ---------------------------------------------------------------
def test_c04_void_refunds_the_hand():
    d = rule(hs="HS6", found="missing_cards", contributions=POT, house={"missing_card_policy": "void"})
    assert d.variant.key == "void" and d.outcome.void_hand


def test_c04_stands_plays_on():
    d = rule(hs="HS6", found="missing_cards", contributions=POT, house={"missing_card_policy": "stands"})
    assert d.variant.key == "stands" and not d.outcome.void_hand and d.outcome.refunds == {}


# -- C-05 a different back only in the stub: mixed_back_stub_policy (DD-12) ---------------------------------------
def test_c05_void():
    d = rule(hs="HS4", found="different_back", where="stub", contributions=POT)
    assert d.variant.key == "void" and sum(d.outcome.refunds.values()) == 1500


def test_c05_stands():
    d = rule(hs="HS4", found="different_back", where="stub", house={"mixed_back_stub_policy": "stands"})
    assert d.variant.key == "stands" and d.outcome.words.has("replace_after_hand")


# -- C-06 a player exploiting a known defect: exploit_policy (DD-08) -----------------------------------------------
def test_c06_s002_mandatory_carries_the_exploiters_chips():
    d = rule(hs="HS5", found="duplicate_card", exploiter=4, contributions=POT)
    assert d.outcome.carryover.amount == 600 and 4 not in d.outcome.refunds


def test_c06_rrop_discretionary_proposes_the_carryover_and_leaves_it_to_the_floor():
    d = rule(hs="HS5", found="duplicate_card", exploiter=4, contributions=POT,
             house={"exploit_policy": "rrop_discretionary"})
    assert d.outcome.carryover.amount == 600 and d.outcome.words.has("floor_decides")


def test_c06_tda_penalty_only_refunds_everyone_and_penalises():
    d = rule(hs="HS5", found="duplicate_card", exploiter=4, contributions=POT,
             house={"exploit_policy": "tda_penalty_only"})
    assert d.outcome.carryover is None and d.outcome.refunds[4] == 600
    assert [p.seat for p in d.outcome.penalties] == [4]


# -- C-09 the thresholds: defect_threshold (DT-7) and misdeal_threshold (DT-9) -------------------------------------
def test_c09_defect_threshold_betting_started_no_replacement_once_betting_began():
    assert rule(hs="HS4", found="defective_card", face="down").row_id == "DC-03"


def test_c09_defect_threshold_sa_redeal_until_substantial_action():
    sa = {"defect_threshold": "SA"}
    assert rule(hs="HS4", found="defective_card", face="down", house=sa).row_id == "DC-02"
    assert rule(hs="HS5", found="defective_card", face="down", house=sa).row_id == "DC-03"


def test_c09_misdeal_threshold_sa_two_players_acted_is_still_a_misdeal():
    assert rule(hs="HS4", found="boxed_cards", players_acted=2).row_id == "MD-01"


@pytest.mark.parametrize(("acted", "row"), [(1, "MD-01"), (2, "MD-10")])
def test_c09_misdeal_threshold_rrop_action_two_players_acted_ends_misdeals(acted, row):
    house = {"misdeal_threshold": "RRoP_ACTION"}
    assert rule(hs="HS4", found="boxed_cards", players_acted=acted, house=house).row_id == row


def test_c09_rrop_action_asks_how_many_players_acted():
    err = gap(hs="HS4", found="dealing_error", house={"misdeal_threshold": "RRoP_ACTION"})
    assert err.code == "missing-fact"
    assert err.message == ("dealing_error at HS4 could be MD-03 or MD-10: Floor needs players_acted "
                           "(how many players acted after the blinds)")


# -- C-10 one accidental mark vs a marked deck (classification, DC-06) -----------------------------------------------
def test_c10_one_accidental_mark_is_a_defective_card():
    assert rule(hs="HS5", found="defective_card", face="down").row_id == "DC-03"


def test_c10_several_marks_are_a_marked_deck():
    d = rule(hs="HS5", found="defective_card", face="down", cards_affected=2, contributions=POT)
    assert (d.row_id, d.via) == ("DD-05", ("DC-06",))


# -- C-11 a defect found after the pot was paid: late_defect_policy (DD-10) ----------------------------------------
@pytest.mark.parametrize("hs", ["HS9", "HS10", "HS11"])
def test_c11_s002_pot_stands(hs):
    d = rule(hs=hs, found="marked_cards", contributions=POT)
    assert d.variant.key == "s002-pot-stands" and d.outcome.refunds == {}


@pytest.mark.parametrize(("hs", "variant", "refunded"), [("HS9", "tda-in-window", 1500),
                                                         ("HS10", "tda-too-late", 0), ("HS11", "tda-too-late", 0)])
def test_c11_tda_r22_window(hs, variant, refunded):
    d = rule(hs=hs, found="marked_cards", contributions=POT, house={"late_defect_policy": "tda_r22_window"})
    assert d.variant.key == variant and sum(d.outcome.refunds.values()) == refunded


# -- C-14 spectators moved on a player's request: rail_clear_on_request (SP-03) -------------------------------------
def test_c14_discretionary():
    d = rule(hs="HS0", found="rail_request")
    assert d.variant.key == "discretionary" and d.outcome.words.has("floor_decides")


def test_c14_mandatory():
    d = rule(hs="HS0", found="rail_request", house={"rail_clear_on_request": "mandatory"})
    assert d.variant.key == "mandatory" and not d.outcome.words.has("floor_decides")
