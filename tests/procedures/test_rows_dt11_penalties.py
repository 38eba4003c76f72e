"""DT-11 Penalties (TDA R68-R71): one test per row, named after it."""

import pytest
from procedure_fixtures import rule


def test_pn01_an_offence_and_the_tools_available():
    d = rule(hs="HS0", found="offence", offence="other", seat=2)
    assert d.row_id == "PN-01" and "missed rounds" in d.ruling


@pytest.mark.parametrize(("seated", "rounds", "hands"), [(8, 1, 8), (9, 2, 18), (2, 3, 6)])
def test_pn02_a_missed_round_is_the_players_seated_times_the_rounds(seated, rounds, hands):
    d = rule(hs="HS4", found="missed_round_penalty", seat=6, players_seated=seated, rounds=rounds)
    assert d.row_id == "PN-02"
    assert d.outcome.penalties[0].missed_hands == hands
    assert f"Penalty for seat 6: {hands} hands ({seated} seated x {rounds} round" in d.outcome.lines[0]


@pytest.mark.parametrize(("hs", "starts"), [("HS5", "after the current hand"), ("HS0", "from the next hand")])
def test_pn03_a_penalty_starts_when_the_current_hand_ends(hs, starts):
    d = rule(hs=hs, found="penalty_given", seat=6)
    assert d.row_id == "PN-03" and d.outcome.penalties[0].starts == starts


def test_pn04_a_player_on_penalty_is_dealt_in_and_his_hand_killed():
    d = rule(hs="HS3", found="player_on_penalty", seat=7)
    assert d.row_id == "PN-04" and d.outcome.dead_hands == (7,)


@pytest.mark.parametrize("offence", ["etiquette", "exposing_cards_action_pending", "throwing_cards",
                                     "one_player_to_a_hand", "device_misuse"])
def test_pn05_grounds_that_allow_a_penalty(offence):
    assert rule(hs="HS4", found="offence", offence=offence, seat=1).row_id == "PN-05"


@pytest.mark.parametrize(("offence", "variant"), [("soft_play", "penalty"), ("abuse", "penalty"),
                                                  ("dodging_blinds", "penalty"), ("cheating", "penalty"),
                                                  ("chip_dumping", "disqualification"),
                                                  ("collusion", "disqualification")])
def test_pn06_grounds_that_require_a_penalty(offence, variant):
    d = rule(hs="HS0", found="offence", offence=offence, seat=4, chips=5_000)
    assert (d.row_id, d.variant.key) == ("PN-06", variant)
    if variant == "disqualification":
        assert d.outcome.disqualified == (4,) and d.outcome.removed_from_play == 5_000


def test_pn07_a_disqualified_players_chips_leave_play():
    d = rule(hs="HS0", found="disqualification", seat=4, chips=12_500)
    assert d.row_id == "PN-07"
    assert d.outcome.removed_from_play == 12_500 and d.outcome.disqualified == (4,)
    assert d.outcome.awards == {} and d.outcome.refunds == {}
    assert "12,500 chips of seat 4 leave play: to no player and no pot." in d.outcome.lines


def test_pn08_chips_moved_out_of_view_are_forfeited():
    d = rule(hs="HS0", found="chips_out_of_view", seat=2, chips=3_000)
    assert d.row_id == "PN-08" and d.outcome.removed_from_play == 3_000


def test_pn09_a_deliberate_miscall():
    d = rule(hs="HS7", found="deliberate_miscall", seat=2)
    assert d.row_id == "PN-09" and "RRoP Showdown" in d.sources


def test_pn10_the_dealer_handover():
    d = rule(hs="HS0", found="dealer_handover")
    assert d.row_id == "PN-10" and d.sources == ("TDA RP-15",)
