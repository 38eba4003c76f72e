"""DT-10 Spectators, one player to a hand, devices (seed 002 §6, TDA R4, R5): one test per row."""

import pytest
from procedure_fixtures import gap, rule


def test_sp01_spectators_are_a_courtesy():
    d = rule(hs="HS0", found="spectators_near_table")
    assert d.row_id == "SP-01" and d.sources[0] == "S002 §6.1"


@pytest.mark.parametrize(("repeated", "variant", "word"), [(False, "first", "warn"),
                                                           (True, "repeated", "remove_spectator")])
def test_sp02_a_spectator_comments_during_the_hand(repeated, variant, word):
    d = rule(hs="HS5", found="spectator_comment", by="dealer", repeated=repeated)
    assert (d.row_id, d.variant.key) == ("SP-02", variant) and d.outcome.words.has(word)


def test_sp02_outside_a_hand_is_not_this_row():
    assert gap(hs="HS0", found="spectator_comment").code == "no-rule"


def test_sp03_a_player_asks_for_the_rail_to_be_cleared():
    d = rule(hs="HS4", found="rail_request", by="player", seat=2)
    assert (d.row_id, d.variant.key) == ("SP-03", "discretionary")
    assert d.outcome.words.has("move_behind_rail")


def test_sp04_showing_a_live_hand_to_a_spectator_keeps_it_live_with_a_penalty_after():
    d = rule(hs="HS4", found="showed_cards_to_non_player", seat=5)
    assert d.row_id == "SP-04"
    assert d.outcome.live_hands == (5,)
    assert [(p.seat, p.starts) for p in d.outcome.penalties] == [(5, "after the current hand")]


@pytest.mark.parametrize(("repeated", "word"), [(False, "warn"), (True, "penalty")])
def test_sp05_a_phone_call_at_the_table(repeated, word):
    d = rule(hs="HS0", found="phone_call", seat=1, repeated=repeated)
    assert d.row_id == "SP-05" and d.outcome.words.has(word)


@pytest.mark.parametrize(("repeated", "word"), [(False, "warn"), (True, "penalty")])
def test_sp06_a_device_on_the_table(repeated, word):
    d = rule(hs="HS3", found="device_on_table", seat=1, repeated=repeated)
    assert d.row_id == "SP-06" and d.outcome.words.has(word)


def test_sp07_a_device_used_with_a_live_hand_is_penalised_and_the_hand_stays_live():
    d = rule(hs="HS5", found="device_use_live_hand", seat=4)
    assert (d.row_id, d.variant.key) == ("SP-07", "hand-live")
    assert d.outcome.live_hands == (4,) and d.outcome.penalties[0].seat == 4


def test_sp07_under_device_kills_live_hand_the_hand_is_dead():
    d = rule(hs="HS5", found="device_use_live_hand", seat=4, house={"device_kills_live_hand": True})
    assert d.variant.key == "hand-dead" and d.outcome.dead_hands == (4,)


def test_sp08_strategy_tools_are_penalised():
    d = rule(hs="HS6", found="strategy_tool", seat=9)
    assert d.row_id == "SP-08" and d.outcome.penalties[0].seat == 9


@pytest.mark.parametrize(("hs", "variant"), [("HS5", "during-hand"), ("HS8", "after-hand"), ("HS0", "after-hand")])
def test_sp09_a_spectator_pointing_out_an_error(hs, variant):
    d = rule(hs=hs, found="spectator_points_out_error", by="spectator")
    assert (d.row_id, d.variant.key) == ("SP-09", variant) and d.product_default


def test_sp10_a_player_who_cannot_be_identified():
    d = rule(hs="HS0", found="unidentifiable_player", seat=3)
    assert d.row_id == "SP-10" and d.sources == ("TDA R4",)
