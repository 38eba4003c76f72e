"""Stud hands that ended before seventh street (issue 15 item 21), and the community card of RP-10-H.

Real hand records of stud events hold hands won uncontested on third to sixth street: the winner shows the cards
the street dealt him (3 to 7; 5-card stud 2 to 5), a folded seat any number. A contested showdown still needs
every card: 7 of the seat's own, or 6 beside the one community card dealt when the deck runs short (RP-10-H).
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floor.core import Deck, FloorError, showdown
from floor.core.errors import CardError

ROOT = Path(__file__).resolve().parents[2]


def seat(n: int, cards: str = "", chips: int | None = None, **kw: object) -> dict:
    s: dict = {"seat": n, "cards": cards.split()}
    if chips is not None:
        s["contributed"] = chips
    s.update(kw)
    return s


def refused(request: dict) -> FloorError:
    with pytest.raises(FloorError) as err:
        showdown(request)
    return err.value


def test_a_stud_hand_won_uncontested_on_fifth_street_is_settled_not_refused() -> None:
    """Seat 5 bet on fifth street and both others folded: no more "seat 5 has 5 cards; stud needs 7"."""
    r = showdown({"game": "stud", "chip": 5, "seats": [
        seat(2, "9c 4d Js Qh", 300, folded=True), seat(3, "2h 7s 8d", 100, folded=True),
        seat(5, "Kd Ks 3c 9h 2s", 600)]})
    assert r["returned"] == {"5": 300}  # the uncalled bet comes back
    assert r["pots"] == [{"amount": 700, "eligible": [5], "high_winners": [5], "low_winners": None,
                          "shares": {"5": 700}, "odd_chips": []}]
    assert r["payouts"] == {"5": 1000}
    assert r["hands"][0]["seat"] == 5 and r["hands"][0]["high"]["name"] == "Pair of kings"


def test_a_razz_hand_won_on_third_street_pays_without_a_hand_name() -> None:
    """Three cards make no five-card hand: the winner's line has no high and no low, the pot is still his."""
    r = showdown({"game": "razz", "seats": [seat(1, "Kc", 50, folded=True), seat(4, "3d 5h Ad", 150)]})
    assert r["hands"] == [{"seat": 4, "high": None, "low": None}]
    assert r["high_order"] is None and r["low_order"] is None
    assert r["returned"] == {"4": 100} and r["payouts"] == {"4": 200}
    assert r["pots"][0]["low_winners"] == [4] and r["pots"][0]["shares"] == {"4": 100}


def test_a_stud_hilo_hand_won_on_fourth_street_scoops_with_no_low_named() -> None:
    """Four cards: no hand to name; the one live seat takes the whole pot, high and low."""
    r = showdown({"game": "stud-hilo", "seats": [seat(1, "Ac 2c 3c 4c", 400), seat(6, "", 200, folded=True),
                                                 seat(8, "Kh Qh", 200, folded=True)]})
    assert r["hands"] == [{"seat": 1, "high": None, "low": None}] and r["high_order"] == []
    assert r["pots"][0]["high_winners"] == [1] and r["pots"][0]["low_winners"] == []
    assert r["payouts"] == {"1": 800}


def test_a_stud_hand_won_on_sixth_street_is_named_from_its_six_cards() -> None:
    """Six cards hold a five-card hand: the best five are named, as at a showdown."""
    r = showdown({"game": "stud", "seats": [seat(1, "Ah Kh Qh Jh 9h 2c", 300), seat(2, "3d 3c 4s 5s", 300,
                                                                                     folded=True)]})
    assert r["hands"][0]["high"]["name"] == "Flush, ace high"
    assert r["payouts"] == {"1": 600}


def test_a_five_card_stud_hand_won_on_second_card_is_settled() -> None:
    """Five-card stud deals two cards before the first bet: the winner may hold 2 to 5."""
    r = showdown({"game": "stud5", "seats": [seat(3, "Ah 7d", 40), seat(7, "Kc", 20, folded=True)]})
    assert r["hands"] == [{"seat": 3, "high": None, "low": None}]
    assert r["returned"] == {"3": 20} and r["payouts"] == {"3": 60}


@pytest.mark.parametrize(("game", "cards", "message"), [
    ("stud", "Kd Ks", "seat 5 has 2 cards; a seat that wins stud uncontested holds 3 to 7"),
    ("razz", "Kd Ks Qd Qs Jd Js Td 9d", "seat 5 has 8 cards; a seat that wins razz uncontested holds 3 to 7"),
    ("stud5", "Kd Ks Qd Qs Jd Js", "seat 5 has 6 cards; a seat that wins stud5 uncontested holds 2 to 5"),
])
def test_an_uncontested_stud_winner_with_a_count_no_street_deals_is_refused(game: str, cards: str,
                                                                             message: str) -> None:
    """No street of stud leaves a seat 2 cards (or 8): a typo, named at the seat."""
    err = refused({"game": game, "seats": [seat(5, cards, 100), seat(6, "", 50, folded=True)]})
    assert isinstance(err, CardError) and err.code == "wrong-card-count" and err.seat == 5
    assert err.message == message


@pytest.mark.parametrize("count", range(8))
def test_a_folded_stud_seat_may_show_any_number_of_cards(count: int) -> None:
    """A folded seat's cards (none to all seven) are only checked against the deck."""
    cards = " ".join(str(c) for c in Deck(52).naturals()[:count])
    r = showdown({"game": "stud", "seats": [seat(1, cards, 100, folded=True), seat(2, "Qs Qh Qd", 200)]})
    assert r["payouts"] == {"2": 300}


def test_a_contested_stud_showdown_still_needs_seven_cards() -> None:
    """Two seats still in: each shows all seven, as before."""
    err = refused({"game": "stud", "seats": [seat(5, "Kd Ks 3c 9h 2s", 100), seat(6, "Ac Ad 4c 4d 5h 6h 7h", 100)]})
    assert err.message == "seat 5 has 5 cards; stud needs 7" and err.seat == 5


def test_rp10h_a_contested_stud_showdown_with_the_community_card() -> None:
    """The deck ran short on seventh street: one card on the board plays for everyone, each seat holds six."""
    r = showdown({"game": "stud", "board": "Kc", "seats": [seat(1, "Kd Ks 3c 9h 2s 7d", 100),
                                                          seat(2, "Ac Ad 4c 4d 5h 6h", 100)]})
    assert r["hands"][0]["high"]["name"] == "Three of a kind, kings"
    assert r["payouts"] == {"1": 200}


def test_rp10h_seven_cards_beside_the_community_card_is_refused() -> None:
    """With the community card a seat holds six of its own: a seventh is a card too many."""
    err = refused({"game": "stud-hilo", "board": "Kc", "seats": [seat(1, "Kd Ks 3c 9h 2s 7d 8d", 100),
                                                                seat(2, "Ac Ad 4c 4d 5h 6h", 100)]})
    assert err.message == "seat 1 has 7 cards; beside the community card (RP-10-H) stud-hilo needs 6"


def test_rp10h_stud_takes_one_community_card_and_no_more() -> None:
    """Two cards on a stud board is no rule of stud: refused in words naming RP-10-H."""
    err = refused({"game": "stud", "board": "Kc 2d", "seats": [seat(1, "Kd Ks 3c 9h 2s", 100),
                                                              seat(2, "Ac Ad 4c 4d 5h", 100)]})
    assert "only one community card when the deck runs short on seventh street (RP-10-H)" in err.message


def test_rp10h_the_odd_chip_goes_by_the_seats_own_cards_not_the_community_card() -> None:
    """Both make the ace-high straight with the community A♠: the odd chip goes by their own cards (PT-09), K♠."""
    def odd_chip(one: str, two: str) -> int:
        r = showdown({"game": "stud", "board": "As", "seats": [seat(1, one, 101), seat(2, two, 101),
                                                              seat(3, "", 1, folded=True)]})
        pot = r["pots"][0]
        assert pot["amount"] == 203 and pot["high_winners"] == [1, 2]
        return int(pot["odd_chips"][0]["seat"])

    assert odd_chip("Kh Qc Jh Td 2c 3s", "Kd Qs Jc Th 2d 3h") == 1  # K♥ over K♦
    assert odd_chip("Kh Qc Jh Td 2c 3s", "Ks Qd Jc Th 2d 3h") == 2  # K♠ over K♥, not A♠ for both


def test_floor_showdown_settles_an_uncontested_stud_hand_from_the_command_line() -> None:
    """The command the dealer's script calls answers the fifth-street hand instead of exit code 2."""
    request = {"game": "stud", "seats": [seat(2, "9c 4d", 300, folded=True), seat(5, "Kd Ks 3c 9h 2s", 600)]}
    done = subprocess.run([sys.executable, "-m", "floor", "showdown"], input=json.dumps(request), text=True,
                          capture_output=True, cwd=ROOT, timeout=60, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert json.loads(done.stdout)["payouts"] == {"5": 900}


STUD_GAMES = {"stud": (3, 7), "stud-hilo": (3, 7), "razz": (3, 7), "stud5": (2, 5)}


@st.composite
def uncontested(draw: st.DrawFn) -> dict:
    """An uncontested stud hand: the live seat holds 3-7 cards (5-card stud 2-5) and put in the most; the folded
    seats hold 0-7, with dead money here and there."""
    name = draw(st.sampled_from(sorted(STUD_GAMES)))
    fewest, most = STUD_GAMES[name]
    chip = draw(st.sampled_from([1, 5, 25]))
    rng = random.Random(draw(st.integers(0, 2**32)))
    deck = [str(c) for c in Deck(52).naturals()]
    rng.shuffle(deck)
    numbers = sorted(rng.sample(range(1, 11), draw(st.integers(2, 7))))
    live = draw(st.sampled_from(numbers))
    seats = []
    for number in numbers:
        count = draw(st.integers(fewest, most)) if number == live else draw(st.integers(0, most))
        cards = [deck.pop() for _ in range(count)]
        units = draw(st.integers(0, 200))
        dead = draw(st.integers(0, min(units, 3)))
        seats.append({"seat": number, "cards": cards, "contributed": units * chip, "dead": dead * chip,
                      "folded": number != live})
    top = max(s["contributed"] - s["dead"] for s in seats)
    winner = next(s for s in seats if s["seat"] == live)
    winner["contributed"] = winner["dead"] + top + draw(st.integers(0, 50)) * chip  # the last to bet
    return {"game": name, "chip": chip, "seats": seats}


@settings(max_examples=300, deadline=None)
@given(uncontested())
def test_any_uncontested_stud_hand_of_three_to_seven_cards_pays_the_whole_pot_to_the_live_seat(request: dict) -> None:
    """Every chip put in goes to the one seat left, its uncalled bet first; a hand is named only from five cards."""
    r = showdown(request)
    live = next(s for s in request["seats"] if not s["folded"])
    total = sum(s["contributed"] for s in request["seats"])
    assert r["payouts"] == ({str(live["seat"]): total} if total else {})
    assert set(r["returned"]) <= {str(live["seat"])}
    assert all(p["eligible"] == [live["seat"]] and p["shares"] == {str(live["seat"]): p["amount"]}
               for p in r["pots"])
    (hand,) = r["hands"]
    named = len(live["cards"]) >= 5
    assert hand["seat"] == live["seat"]
    assert (hand["high"] is not None) == (named and request["game"] != "razz")
    assert (hand["low"] is not None) <= named
