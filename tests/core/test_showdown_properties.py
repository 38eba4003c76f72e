"""Whatever the cards and chips, a showdown conserves every chip and pays only who may win."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from floor.core import Deck, get_game, showdown

GAMES = ["holdem", "shortdeck", "omaha", "omaha5", "omaha-hilo", "stud", "stud-hilo", "razz", "stud5", "draw5",
         "draw27"]


@st.composite
def requests(draw: st.DrawFn) -> dict:
    """A random but legal showdown: 2-9 seats, random folds, contributions in whole chips, some dead money."""
    name = draw(st.sampled_from(GAMES))
    game = get_game(name)
    chip = draw(st.sampled_from([1, 5, 25, 100]))
    n = draw(st.integers(2, 9 if game.hole * 9 + game.board <= len(game.deck.naturals()) else 6))
    rng = random.Random(draw(st.integers(0, 2**32)))
    deck = list(Deck(game.deck.size).naturals())
    rng.shuffle(deck)
    seats_numbers = sorted(rng.sample(range(1, 11), n))
    folded = [draw(st.booleans()) for _ in range(n)]
    if all(folded):
        folded[rng.randrange(n)] = False
    seats = []
    for number, is_folded in zip(seats_numbers, folded, strict=True):
        units = draw(st.integers(0, 400))
        dead_units = draw(st.integers(0, min(units, 4)))
        hole = [str(deck.pop()) for _ in range(game.hole)]
        seats.append({"seat": number, "cards": hole, "contributed": units * chip, "dead": dead_units * chip,
                      "folded": is_folded})
    board = [str(deck.pop()) for _ in range(game.board)]
    return {"game": name, "board": board, "button": draw(st.integers(1, 10)), "chip": chip, "seats": seats}


@settings(max_examples=300, deadline=None)
@given(requests())
def test_showdown_conserves_chips_and_pays_only_eligible_seats(request: dict) -> None:
    """Payouts add up to every chip put in, in whole chips, to live seats (or the returned excess) only."""
    r = showdown(request)
    chip = request["chip"]
    contributed = {s["seat"]: s["contributed"] for s in request["seats"]}
    assert sum(r["payouts"].values()) == sum(contributed.values())
    assert all(v % chip == 0 and v > 0 for v in r["payouts"].values())
    live = {s["seat"] for s in request["seats"] if not s["folded"]}
    for seat in r["payouts"]:
        assert int(seat) in live or seat in r["returned"]
    for pot in r["pots"]:
        assert sum(pot["shares"].values()) == pot["amount"]
        assert {int(s) for s in pot["shares"]} <= set(pot["eligible"]) <= live


@settings(max_examples=300, deadline=None)
@given(requests())
def test_a_seat_wins_from_each_opponent_at_most_what_it_matched(request: dict) -> None:
    """PT-03: a seat's winnings beyond its own returned chips come from at most min(its stake, theirs) per seat.

    Dead money and folded chips above every live seat's stake (everyone who could match them folded, so they
    go to the top pot, PT-02) are the only other chips a seat can win.
    """
    r = showdown(request)
    live_stake = {s["seat"]: s["contributed"] - s["dead"] for s in request["seats"]}
    for seat_text, returned in r["returned"].items():
        live_stake[int(seat_text)] -= returned
    dead = sum(s["dead"] for s in request["seats"])
    top_live = max(live_stake[s["seat"]] for s in request["seats"] if not s["folded"])
    dead += sum(max(0, live_stake[s["seat"]] - top_live) for s in request["seats"] if s["folded"])
    for seat_text, paid in r["payouts"].items():
        seat = int(seat_text)
        won = paid - r["returned"].get(seat_text, 0)
        reachable = sum(min(live_stake[seat], other) for other in live_stake.values()) + dead
        assert won <= reachable


@settings(max_examples=200, deadline=None)
@given(requests())
def test_every_pot_winner_holds_the_best_hand_among_its_eligible_seats(request: dict) -> None:
    """Each pot's high winners are the best-ranked eligible seats by high_order (and likewise for the low)."""
    r = showdown(request)
    for pot in r["pots"]:
        eligible = set(pot["eligible"])
        for which in ("high", "low"):
            order = r[f"{which}_order"]
            winners = pot[f"{which}_winners"]
            if not winners or order is None or len(eligible) < 2:
                continue
            best = next(group for group in order if eligible & set(group))
            assert sorted(winners) == sorted(eligible & set(best))
