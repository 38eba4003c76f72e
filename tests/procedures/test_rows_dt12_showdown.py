"""DT-12 Showdown (TDA R12-R22): one test per row, named after it."""

import pytest
from procedure_fixtures import rule


def test_sh01_cards_speak():
    d = rule(hs="HS7", found="showdown_reading")
    assert d.row_id == "SH-01" and "TDA R12" in d.sources


def test_sh02_an_uncalled_bet_returns_its_excess_and_takes_the_pot():
    d = rule(hs="HS5", found="uncontested", seat=3, contributions={"1": 100, "3": 900, "4": 400})
    assert d.row_id == "SH-02"
    assert d.outcome.returned == {3: 500} and d.outcome.awards == {3: 900}


def test_sh03_every_live_hand_is_tabled_at_an_all_in():
    d = rule(hs="HS6", found="all_in_betting_over", live=[2, 5, 8])
    assert d.row_id == "SH-03" and d.outcome.shown == (2, 5, 8)


def test_sh04_the_first_live_seat_left_of_the_button_shows_first_when_nobody_bet():
    d = rule(hs="HS7", found="show_order", game="holdem", button=5, live=[2, 6, 8])
    assert d.row_id == "SH-04" and d.outcome.shown == (6, 8, 2)


def test_sh04_the_last_aggressor_shows_first():
    d = rule(hs="HS7", found="show_order", game="holdem", button=5, live=[2, 6, 8], last_aggressor=8)
    assert d.outcome.shown == (8, 2, 6)


def test_sh05_a_loser_may_muck():
    assert rule(hs="HS7", found="loser_mucks").row_id == "SH-05"


@pytest.mark.parametrize(("game", "cards"), [("holdem", 2), ("omaha", 4), ("stud", 7)])
def test_sh06_a_claim_needs_every_hole_card_tabled(game, cards):
    d = rule(hs="HS7", found="claim_pot", seat=1, game=game)
    assert d.row_id == "SH-06" and d.outcome.shown == (1,)
    assert f"Seat 1 must table all {cards} of his cards, face up and readable." in d.outcome.lines


def test_sh07_one_card_shown():
    d = rule(hs="HS7", found="one_card_shown", seat=2)
    assert d.row_id == "SH-07" and "if he refuses, call the floor" in d.follow_ups


@pytest.mark.parametrize(("recoverable", "live", "dead"), [(True, (4,), ()), (False, (), (4,))])
def test_sh08_cards_discarded_face_down(recoverable, live, dead):
    d = rule(hs="HS7", found="discarded_face_down", seat=4, recoverable=recoverable)
    assert d.row_id == "SH-08" and (d.outcome.live_hands, d.outcome.dead_hands) == (live, dead)


@pytest.mark.parametrize(("recoverable", "dead"), [(True, ()), (False, (4,))])
def test_sh09_mucked_thinking_he_won(recoverable, dead):
    d = rule(hs="HS8", found="mucked_thinking_won", seat=4, recoverable=recoverable)
    assert d.row_id == "SH-09" and d.outcome.dead_hands == dead


def test_sh10_a_bettor_who_discards_loses_his_called_bets_but_not_the_uncalled_part():
    d = rule(hs="HS7", found="bettor_discarded", seat=2, recoverable=False,
             contributions={"2": 1000, "5": 600, "6": 200})
    assert (d.row_id, d.variant.key) == ("SH-10", "lost")
    assert d.outcome.dead_hands == (2,) and d.outcome.returned == {2: 400}


def test_sh11_a_hand_killed_by_mistake_stays_live_if_identifiable():
    assert rule(hs="HS7", found="dealer_killed_hand", seat=3, recoverable=True).outcome.live_hands == (3,)
    d = rule(hs="HS7", found="dealer_killed_hand", seat=3, recoverable=False, contributions={"3": 500, "4": 500})
    assert d.row_id == "SH-11" and d.outcome.dead_hands == (3,) and d.outcome.returned == {}


def test_sh12_a_tabled_winner_is_not_killed():
    d = rule(hs="HS7", found="kill_winning_hand", seat=1)
    assert d.row_id == "SH-12" and d.outcome.live_hands == (1,)


def test_sh13_losing_hands_are_killed_before_the_award():
    d = rule(hs="HS7", found="award_pot", live=[1, 4, 6], winners=[4])
    assert d.row_id == "SH-13" and d.outcome.dead_hands == (1, 6)


@pytest.mark.parametrize(("facts", "variant"), [
    ({"river_caller": True, "requester_holds_cards": True}, "tda-river-caller"),
    ({"river_caller": False, "requester_holds_cards": True}, "tda-discretion"),
    ({"requester_holds_cards": False}, "tda-mucked"),
])
def test_sh14_asking_to_see_a_hand_under_tda(facts, variant):
    d = rule(hs="HS7", found="see_hand_request", seat=2, last_aggressor=6, **facts)
    assert (d.row_id, d.variant.key) == ("SH-14", variant)


def test_sh15_stud_upcards_picked_up_facing_action():
    d = rule(hs="HS5", found="stud_upcards_picked_up", game="stud", seat=3)
    assert d.row_id == "SH-15" and d.outcome.dead_hands == (3,)


def test_sh16_no_rabbit_hunting():
    d = rule(hs="HS9", found="rabbit_hunt")
    assert d.row_id == "SH-16" and d.sources == ("TDA R28",)


@pytest.mark.parametrize(("hs", "variant"), [("HS8", "open"), ("HS9", "open"), ("HS10", "arithmetic-only"),
                                             ("HS11", "closed")])
def test_sh17_the_dispute_windows(hs, variant):
    d = rule(hs=hs, found="award_dispute")
    assert (d.row_id, d.variant.key) == ("SH-17", variant)
