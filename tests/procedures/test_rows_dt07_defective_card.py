"""DT-7 Defective card (seed 002 §4): one test per row, named after it."""

import pytest
from procedure_fixtures import gap, rule

BLINDS = {"button": 4, "small_blind": 5, "big_blind": 6, "contributions": {"5": 50, "6": 100}}


@pytest.mark.parametrize("hs", ["HS0", "HS1"])
def test_dc01_a_defective_card_in_the_shuffle_brings_a_fresh_deck(hs):
    d = rule(hs=hs, found="defective_card", by="dealer")
    assert d.row_id == "DC-01"
    assert [str(w) for w in d.outcome.words.cards] == ["replace_deck"]
    assert "quarantine the old deck" in d.follow_ups
    assert d.sources == ("S002 §4.1", "S002 §4.2")


@pytest.mark.parametrize("by", ["player", "dealer", "floor"])
def test_dc02_a_face_down_defect_before_betting_collects_and_redeals_same_button_and_blinds(by):
    d = rule(hs="HS3", found="defective_card", face="down", by=by, **BLINDS)
    assert d.row_id == "DC-02"
    redeal = d.outcome.redeal
    assert redeal is not None and redeal.same_button
    assert (redeal.button, redeal.small_blind, redeal.big_blind) == (4, 5, 6)
    assert d.outcome.refunds == {}  # the forced bets stay with their posters
    assert "Collect every card and deal again: the button stays on seat 4, small blind on seat 5 and big blind on " \
           "seat 6." in d.outcome.lines
    assert d.outcome.words.has("replace_deck") and d.outcome.words.has("replay_exact")


def test_dc03_a_face_down_defect_after_betting_began_is_played_or_folded():
    d = rule(hs="HS4", found="defective_card", face="down")
    assert d.row_id == "DC-03"
    assert [str(w) for w in d.outcome.words.cards] == ["continue", "replace_after_hand"]
    assert d.outcome.redeal is None


@pytest.mark.parametrize("hs", ["HS2", "HS4", "HS7"])
def test_dc04_a_face_up_defect_is_played_to_the_end(hs):
    d = rule(hs=hs, found="defective_card", face="up")
    assert d.row_id == "DC-04"
    assert d.outcome.words.has("replace_after_hand") and not d.outcome.words.has("collect_all_and_redeal")


@pytest.mark.parametrize("hs", ["HS8", "HS9"])
def test_dc05_a_defect_found_after_the_hand_leaves_the_result_standing(hs):
    d = rule(hs=hs, found="defective_card")
    assert d.row_id == "DC-05"
    assert d.outcome.words.has("replace_card")
    assert d.outcome.refunds == {} and d.outcome.redeal is None


def test_dc06_a_deliberate_mark_is_a_defective_deck_and_voids_the_hand():
    d = rule(hs="HS5", found="defective_card", face="down", deliberate=True, contributions={"1": 100, "2": 300})
    assert (d.row_id, d.via) == ("DD-05", ("DC-06",))
    assert d.outcome.refunds == {1: 100, 2: 300}


def test_dc06_several_marked_cards_between_hands_are_a_marked_deck():
    d = rule(hs="HS0", found="defective_card", cards_affected=3)
    assert (d.row_id, d.via) == ("DD-04", ("DC-06",))


def test_dc06_a_marked_card_someone_bet_on_is_ruled_under_dd08():
    d = rule(hs="HS5", found="defective_card", face="down", exploiter=2, contributions={"1": 100, "2": 300})
    assert d.row_id == "DD-08" and d.via == ()


def test_dc07_a_defect_report_is_examined_not_a_deck_change():
    d = rule(hs="HS0", found="deck_change_request", by="player")
    assert d.row_id == "DC-07"
    assert d.outcome.words.has("continue") and not d.outcome.words.has("replace_deck")
    assert d.sources == ("TDA R26",)


def test_a_defective_card_without_its_face_is_a_question_not_a_guess():
    err = gap(hs="HS3", found="defective_card")
    assert err.code == "missing-fact"
    assert "DC-02" in err.message and "DC-04" in err.message and "face (up or down)" in err.message
