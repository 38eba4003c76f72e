"""The arithmetic of rulings, for any table: refunds sum to what was put in; the carryover is the exploiter's."""

from hypothesis import given, settings
from hypothesis import strategies as st

from floor.procedures import Situation, decide, load_rulebook

BOOK = load_rulebook()
contributions = st.dictionaries(st.integers(1, 10), st.integers(0, 1_000_000), min_size=2, max_size=10)
voiding = st.sampled_from([
    ({"found": "duplicate_card"}, None),
    ({"found": "extra_cards"}, None),
    ({"found": "different_back", "where": "dealt"}, None),
    ({"found": "missing_cards"}, {"missing_card_policy": "void"}),
    ({"found": "different_back", "where": "stub"}, {"mixed_back_stub_policy": "void"}),
    ({"found": "joker"}, {"joker_policy": "defective_deck"}),
    ({"found": "defective_card", "deliberate": True}, None),
])


@settings(max_examples=150, deadline=None)
@given(contributions, voiding, st.sampled_from(["HS2", "HS3", "HS4", "HS5", "HS6", "HS7"]))
def test_a_void_hand_refunds_each_seat_exactly_what_it_put_in(c, case, hs):
    facts, house = case
    d = decide(BOOK, Situation(hs=hs, contributions=c, **facts), house)
    assert d.outcome.void_hand
    assert dict(d.outcome.refunds) == {seat: amount for seat, amount in c.items() if amount}
    assert sum(d.outcome.refunds.values()) == sum(c.values())


@settings(max_examples=150, deadline=None)
@given(contributions, st.data())
def test_the_carryover_is_exactly_the_exploiters_contributions(c, data):
    exploiter = data.draw(st.sampled_from(sorted(c)))
    others = data.draw(st.sets(st.integers(11, 14), max_size=3))  # dealt in, nothing put in yet
    dealt_in = sorted(set(c) | others)
    d = decide(BOOK, Situation(hs="HS5", found="marked_cards", exploiter=exploiter, contributions=c,
                               dealt_in=tuple(dealt_in)))
    carry = d.outcome.carryover
    assert carry.amount == c[exploiter] and carry.from_seat == exploiter
    assert exploiter not in d.outcome.refunds and exploiter not in carry.eligible
    assert sum(d.outcome.refunds.values()) + carry.amount == sum(c.values())
    assert carry.eligible == tuple(s for s in dealt_in if s != exploiter)


@settings(max_examples=150, deadline=None)
@given(contributions, st.data())
def test_tda_penalty_only_refunds_the_exploiter_too(c, data):
    exploiter = data.draw(st.sampled_from(sorted(c)))
    d = decide(BOOK, Situation(hs="HS5", found="marked_cards", exploiter=exploiter, contributions=c),
               {"exploit_policy": "tda_penalty_only"})
    assert d.outcome.carryover is None and sum(d.outcome.refunds.values()) == sum(c.values())


@settings(max_examples=150, deadline=None)
@given(contributions, st.data())
def test_an_uncalled_bet_comes_back_and_the_rest_is_the_pot(c, data):
    seat = data.draw(st.sampled_from(sorted(c)))
    d = decide(BOOK, Situation(hs="HS5", found="uncontested", seat=seat, contributions=c))
    returned = d.outcome.returned.get(seat, 0)
    assert returned == max(0, c[seat] - max(v for k, v in c.items() if k != seat))
    assert returned + d.outcome.awards[seat] == sum(c.values())


@given(st.integers(2, 10), st.integers(1, 5))
def test_a_missed_round_is_seated_times_rounds(n, r):
    d = decide(BOOK, Situation(hs="HS0", found="missed_round_penalty", seat=1, players_seated=n, rounds=r))
    assert d.outcome.penalties[0].missed_hands == n * r
