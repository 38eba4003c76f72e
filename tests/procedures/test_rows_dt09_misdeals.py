"""DT-9 Misdeals, exposed, boxed cards and dealing errors (TDA R35-R39): one test per row, named after it."""

import pytest
from procedure_fixtures import gap, rule

HAND = {"button": 3, "small_blind": 4, "big_blind": 5, "dealt_in": [1, 2, 3, 4, 5]}


def _misdeal(d):
    assert d.outcome.words.has("collect_all_and_redeal") and d.outcome.words.has("replay_exact")
    assert d.outcome.redeal.same_button and d.outcome.refunds == {}


def test_md01_two_boxed_cards_on_the_deal_are_a_misdeal():
    d = rule(hs="HS3", found="boxed_cards", **HAND)
    assert d.row_id == "MD-01"
    _misdeal(d)
    assert d.outcome.redeal.button == 3


@pytest.mark.parametrize("hs", ["HS2", "HS5"])
def test_md02_one_boxed_card_is_a_blank(hs):
    d = rule(hs=hs, found="boxed_card")
    assert d.row_id == "MD-02" and d.outcome.words.has("scrap_card")


@pytest.mark.parametrize("found", ["dealing_error", "wrong_number_of_cards"])
def test_md03_a_dealing_error_before_the_threshold_is_a_misdeal(found):
    d = rule(hs="HS4", found=found, seat=2)
    assert d.row_id == "MD-03"
    _misdeal(d)


def test_md04_a_card_foreign_to_the_game_before_the_threshold_is_a_misdeal():
    d = rule(hs="HS2", found="non_standard_card", game="shortdeck")
    assert d.row_id == "MD-04"
    _misdeal(d)


@pytest.mark.parametrize("exposure", ["one_of_first_two", "two_or_more"])
def test_md05_the_dealer_exposing_a_first_card_or_two_cards_is_a_misdeal(exposure):
    d = rule(hs="HS2", found="dealer_exposed_card", game="holdem", exposure=exposure)
    assert d.row_id == "MD-05"
    _misdeal(d)


def test_md06_one_other_exposed_card_becomes_the_burn():
    d = rule(hs="HS2", found="dealer_exposed_card", game="omaha", exposure="one_other")
    assert d.row_id == "MD-06" and d.outcome.words.has("scrap_card")


def test_md07_a_player_exposing_his_own_cards_keeps_a_live_hand():
    d = rule(hs="HS4", found="player_exposed_card", seat=6)
    assert d.row_id == "MD-07" and d.outcome.live_hands == (6,)
    assert any("PN-03" in f for f in d.follow_ups)


def test_md08_the_redeal_is_an_exact_replay_and_penalised_seats_are_killed():
    d = rule(hs="HS3", found="misdeal_declared", on_penalty=[2], **HAND)
    assert d.row_id == "MD-08"
    redeal = d.outcome.redeal
    assert (redeal.same_button, redeal.button, redeal.small_blind, redeal.big_blind) == (True, 3, 4, 5)
    assert redeal.seats == (1, 2, 3, 4, 5) and redeal.killed == (2,)
    assert any("two deals count as one hand" in line for line in d.outcome.lines)


@pytest.mark.parametrize(("acted", "variant", "word"), [(False, "not-acted", "deal_missing_cards"),
                                                        (True, "acted", "kill_hand")])
def test_md09_the_button_dealt_short(acted, variant, word):
    d = rule(hs="HS5", found="button_short", seat=3, holder_acted=acted)
    assert (d.row_id, d.variant.key) == ("MD-09", variant) and d.outcome.words.has(word)
    if acted:
        assert d.outcome.dead_hands == (3,)


@pytest.mark.parametrize(("found", "variant"), [("boxed_cards", "continue"), ("dealing_error", "continue"),
                                                ("non_standard_card", "blank")])
def test_md10_after_the_threshold_there_is_no_misdeal(found, variant):
    d = rule(hs="HS5", found=found)
    assert (d.row_id, d.variant.key) == ("MD-10", variant)
    assert not d.outcome.words.has("collect_all_and_redeal")


def test_md11_a_hand_with_the_wrong_number_of_cards_after_sa_is_dead():
    d = rule(hs="HS5", found="wrong_number_of_cards", seat=8)
    assert d.row_id == "MD-11" and d.outcome.dead_hands == (8,)


def test_md12_four_cards_flopped():
    d = rule(hs="HS4", found="four_card_flop", street="flop")
    assert d.row_id == "MD-12" and "TDA R39-A" in d.sources


@pytest.mark.parametrize(("acted", "variant"), [(False, "no-action"), (True, "action-taken")])
def test_md13_a_flop_without_a_burn(acted, variant):
    d = rule(hs="HS5", found="flop_without_burn", action_taken=acted)
    assert (d.row_id, d.variant.key) == ("MD-13", variant)


def test_md14_a_card_dealt_too_early_goes_back_and_the_stub_is_reshuffled():
    d = rule(hs="HS4", found="card_dealt_too_early", street="turn")
    assert d.row_id == "MD-14" and d.outcome.words.has("reshuffle_stub_facedown")


def test_md15_a_dropped_stub():
    assert rule(hs="HS5", found="stub_disordered").row_id == "MD-15"


def test_md16_stud_a_down_card_exposed_by_the_dealer():
    d = rule(hs="HS2", found="dealer_exposed_card", game="stud")
    assert d.row_id == "MD-16" and "TDA RP-10-A" in d.sources


def test_md17_stud_the_stub_runs_short():
    assert rule(hs="HS5", found="stub_short", game="razz").row_id == "MD-17"


def test_an_exposed_card_needs_the_game():
    err = gap(hs="HS2", found="dealer_exposed_card", exposure="one_other")
    assert err.code == "missing-fact" and "game" in err.message


def test_a_draw_game_exposure_is_a_gap_not_a_guess():
    err = gap(hs="HS2", found="dealer_exposed_card", game="draw27", exposure="one_other")
    assert err.code == "no-rule"
