"""Bounties (knockout, progressive knockout, mystery): who is paid what, by the pots that busted each player."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floor.core.errors import FloorError
from floor.tournament import codec, envelopes, prizes, snapshots
from floor.tournament import players as P
from floor.tournament.bounties import BountyError, BountyRule, split
from floor.tournament.events import Event
from floor.tournament.hands import record as H
from floor.tournament.records import Created
from floor.tournament.seating import actions as S
from floor.tournament.settings import SettingError, Settings, purchase
from floor.tournament.state import TournamentState, replay
from floor.tournament.structure import template

NOW = 1_800_000_000.0


def act(state: TournamentState, event: Event) -> TournamentState:
    return state.after(event.numbered(state.seq + 1))


def field(count: int, rule: BountyRule, *, buy_in: int = 500) -> TournamentState:
    state = replay(1, [Event(Created.of(Settings("Bounty night", buy_in=buy_in, starting_stack=10_000, bounty=rule),
                                        template("horse")), NOW, "Ana", 1)])
    for i in range(count):
        state = act(state, P.register(state, f"P{i + 1}", now=NOW, author="Ana", level=1))
    return state


def bust(state: TournamentState, out: list[int], by: list[int]) -> TournamentState:
    return act(state, P.eliminate(state, out, now=NOW, author="Ana", by=by))


KO = BountyRule("knockout", 100)
PKO = BountyRule("progressive", 200, unit=25)


def test_knockout_pays_the_fixed_bounty_to_the_buster_and_the_rest_of_the_buy_in_is_the_prize_pool() -> None:
    state = field(4, KO)
    assert prizes.pool(state) == 4 * 400  # 100 of each 500 buy-in went to bounties
    state = bust(state, [1], [2])
    state = bust(state, [3], [2])
    assert state.bounties is not None and state.bounties.won == {2: 200}
    assert state.bounties.heads == {2: 100, 4: 100}  # a knockout bounty never grows


def test_pko_half_to_the_buster_in_cash_half_onto_the_busters_own_head() -> None:
    state = field(3, PKO)
    state = bust(state, [1], [2])  # P1's 200: 100 cash to P2, 100 onto P2's head
    assert state.bounties is not None
    assert state.bounties.won == {2: 100} and state.bounties.heads == {2: 300, 3: 200}
    state = bust(state, [2], [3])  # P2's 300: 150 cash... in units of 25: 150 cash, 150 onto P3
    assert state.bounties is not None
    assert state.bounties.won == {2: 100, 3: 150} and state.bounties.heads == {3: 350}
    champion = prizes.champion(state)
    assert champion is not None and champion.id == 3
    assert state.bounties.paid_out(champion.id) == {2: 100, 3: 500}  # the champion collects their own head
    assert sum(state.bounties.paid_out(3).values()) == 3 * 200  # every bounty paid


def test_pko_odd_unit_of_a_half_goes_onto_the_head_not_lost() -> None:
    state = field(2, BountyRule("progressive", 75, unit=25))
    state = bust(state, [1], [2])  # 3 units: 1 in cash, 2 onto the head
    assert state.bounties is not None and state.bounties.won == {2: 25} and state.bounties.heads == {2: 125}


def test_a_bounty_split_by_two_busters_gives_the_odd_unit_to_the_first_named() -> None:
    state = field(4, BountyRule("knockout", 300, unit=100))
    state = bust(state, [1], [3, 2])  # a chopped pot: 300 in 3 units, the odd one to P3 (named first)
    assert state.bounties is not None and state.bounties.won == {3: 200, 2: 100}


def test_split_pays_every_unit() -> None:
    assert split(1000, [4, 7, 9], 100) == ((4, 400), (7, 300), (9, 300))
    assert split(100, [5], 100) == ((5, 100),)


def test_a_player_out_with_no_buster_named_leaves_the_bounty_unclaimed_and_listed() -> None:
    state = field(3, KO)
    state = bust(state, [1], [])  # a disqualification: nobody busted them
    assert state.bounties is not None and state.bounties.unclaimed == 100 and state.bounties.won == {}
    state = act(state, P.reinstate(state, 1, now=NOW, author="Ana"))  # back in: the bounty is on the head again
    assert state.bounties is not None and state.bounties.unclaimed == 0 and state.bounties.heads[1] == 100


def test_reinstating_a_player_takes_the_knockout_and_its_bounty_back() -> None:
    state = field(3, PKO)
    state = bust(state, [1], [2])
    state = act(state, P.reinstate(state, 1, now=NOW, author="Ana"))
    assert state.bounties is not None
    assert state.bounties.won == {}
    assert state.bounties.heads == {1: 200, 2: 200, 3: 200}


def test_a_reentry_carries_a_fresh_bounty() -> None:
    rule = BountyRule("progressive", 200, unit=25)
    base = Settings("Re-entry PKO", buy_in=500, starting_stack=10_000, bounty=rule,
                    reentry=purchase("reentry", 500, 10_000, 2))
    state = replay(1, [Event(Created.of(base), NOW, "Ana", 1)])
    for name in ("A", "B", "C"):
        state = act(state, P.register(state, name, now=NOW, author="Ana", level=1))
    state = bust(state, [1], [2])
    state = act(state, P.reenter(state, 1, now=NOW, author="Ana", level=1))
    assert state.bounties is not None and state.bounties.heads[1] == 200
    assert prizes.pool(state) == 4 * 300  # four entries, each 200 to bounties


def two_busted_by_two_pots(rule: BountyRule) -> TournamentState:
    """Seat 1 (100 in) and seat 2 (300 in) all in; seat 3 (200 in, aces full) wins the main and first side pot,
    seat 4 (kings full) the last side pot: seat 1's last chips went to seat 3, seat 2's to seat 4."""
    state = field(6, rule)
    state = act(state, S.draw_seats(state, rng=random.Random(1), now=NOW, author="Ana", method="B",
                                   cards={i + 1: str(i + 1) if i else "A" for i in range(6)}))
    request = {"game": "holdem", "board": "Ah Kh 7c 7d 2s", "button": 4,
               "seats": [{"seat": 1, "cards": "3c 4d", "contributed": 100},
                         {"seat": 2, "cards": "Qc Qd", "contributed": 300},
                         {"seat": 3, "cards": "As Ad", "contributed": 200},
                         {"seat": 4, "cards": "Kc Ks", "contributed": 300}]}
    return act(state, H.record_hand(state, 1, request, now=NOW, author="Dealer Dan", all_in=[1, 2, 3]))


def test_two_players_busted_in_one_hand_each_pay_their_own_bounty_by_their_own_pots() -> None:
    state = two_busted_by_two_pots(KO)
    seat = {s: p for (t, s), p in ((v, k) for k, v in state.seats.items()) if t == 1}
    one, two, three, four = seat[1], seat[2], seat[3], seat[4]
    assert dict(state.offered_by) == {one: (three,), two: (four,)}
    group = H.offered_groups(state)[0][2]
    state = act(state, P.eliminate(state, group, now=NOW, author="Ana", by_player=dict(state.offered_by)))
    assert state.bounties is not None and state.bounties.won == {three: 100, four: 100}
    assert state.players[one].place == state.players[two].place  # out in the same hand: they share the place


def test_busters_of_a_chopped_last_pot_give_the_odd_bounty_unit_where_the_odd_chip_went() -> None:
    state = field(4, BountyRule("knockout", 300, unit=100))
    state = act(state, S.draw_seats(state, rng=random.Random(1), now=NOW, author="Ana", method="B",
                                   cards={i + 1: str(i + 1) if i else "A" for i in range(4)}))
    request = {"game": "holdem", "board": "Ah Kh 7c 7d 2s", "button": 3, "chip": 25,
               "seats": [{"seat": 1, "cards": "3c 4d", "contributed": 125},
                         {"seat": 2, "cards": "As Qd", "contributed": 125},
                         {"seat": 3, "cards": "Ad Qs", "contributed": 125}]}
    state = act(state, H.record_hand(state, 1, request, now=NOW, author="Dan", all_in=[1]))
    seat = {s: p for p, (t, s) in state.seats.items()}
    # 375 chopped by seats 2 and 3: the odd 25 to the first winner left of the button (seat 3): seat 2
    assert state.offered_by[seat[1]][0] == seat[2]


def test_mystery_knockouts_draw_an_envelope_only_from_the_stage_on() -> None:
    rule = BountyRule("mystery", 100, envelopes=(1000, 200, 100), from_players=3)
    state = field(5, rule)
    state = bust(state, [1], [2])  # 5 playing: before the stage, no envelope
    assert envelopes.waiting(state) == ()
    with pytest.raises(FloorError, match="no knockout is waiting"):
        envelopes.verify_draw(state)
    state = bust(state, [2], [3])  # 4 playing
    state = bust(state, [3], [4])  # 3 playing: the stage
    assert [k.busted for k in envelopes.waiting(state)] == [3]
    with pytest.raises(FloorError, match="no envelope of 500 is left in the pool"):
        envelopes.draw(state, amount=500, now=NOW, author="Ana")
    state = act(state, envelopes.draw(state, position=0, now=NOW, author="Ana"))  # the 1,000 envelope
    assert state.bounties is not None and state.bounties.won == {4: 1000}
    assert state.bounties.envelopes_left == (200, 100)
    state = bust(state, [4], [5])
    state = act(state, envelopes.draw(state, amount=100, now=NOW, author="Ana"))  # drawn by hand
    assert state.bounties is not None and state.bounties.won == {4: 1000, 5: 100}
    assert state.bounties.knockouts[-1].by_hand and state.bounties.envelopes_left == (200,)
    assert snapshots.from_dict(1, snapshots.to_dict(state)).bounties == state.bounties


def test_an_undone_mystery_knockout_puts_its_envelope_back() -> None:
    rule = BountyRule("mystery", 100, envelopes=(700, 300))
    state = field(3, rule)
    log = [Event(Created.of(state.settings, template("horse")), NOW, "Ana", 1)]
    state = replay(1, log)
    for name in ("A", "B", "C"):
        log.append(P.register(state, name, now=NOW, author="Ana", level=1).numbered(len(log) + 1))
        state = state.after(log[-1])
    log.append(P.eliminate(state, [1], now=NOW, author="Ana", by=[2]).numbered(len(log) + 1))
    state = state.after(log[-1])
    log.append(envelopes.draw(state, amount=700, now=NOW, author="Ana").numbered(len(log) + 1))
    state = state.after(log[-1])
    assert state.bounties is not None and state.bounties.won == {2: 700}
    without = replay(1, [e for e in log if e.seq != 5])  # the elimination left out (an undo): its draw means nothing
    assert without.bounties is not None and without.bounties.won == {} and without.bounties.envelopes_left == (700, 300)


@pytest.mark.parametrize(("rule", "message"), [
    ({"kind": "knockout", "amount": 0}, "the bounty must be a whole number"),
    ({"kind": "bonus", "amount": 10}, "not a kind of bounty"),
    ({"kind": "mystery", "amount": 10}, "needs its envelopes declared"),
    ({"kind": "mystery", "amount": 10, "envelopes": [5, 0]}, "an envelope holds"),
    ({"kind": "knockout", "amount": 30, "unit": 25}, "whole number of 25s"),
    ({"kind": "knockout", "amount": 10, "envelopes": [10]}, "only a mystery bounty has envelopes"),
])
def test_bad_bounty_rules_are_refused_in_words(rule: dict[str, object], message: str) -> None:
    with pytest.raises(BountyError, match=message):
        codec.read(BountyRule, rule)


def test_a_bounty_larger_than_the_buy_in_is_refused_and_the_settings_round_trip() -> None:
    with pytest.raises(SettingError, match=r"the bounty \(600\) is part of the buy-in \(500\)"):
        Settings("X", buy_in=500, starting_stack=100, bounty=KO.__class__("knockout", 600))
    base = Settings("X", buy_in=500, starting_stack=100, bounty=BountyRule("mystery", 100, envelopes=(50, 50),
                                                                         from_players=9))
    assert codec.read(Settings, codec.write(base)) == base
    assert "bounty" not in codec.write(Settings("Y", buy_in=1, starting_stack=1))


busts = st.lists(st.tuples(st.integers(0, 100), st.lists(st.integers(0, 100), max_size=3)), max_size=12)


@settings(max_examples=150, deadline=None)
@given(kind=st.sampled_from(["knockout", "progressive"]), unit=st.sampled_from([1, 5, 25]),
       units=st.integers(1, 40), players=st.integers(2, 12), plan=busts)
def test_every_bounty_is_on_a_head_won_or_unclaimed(kind: str, unit: int, units: int, players: int,
                                                     plan: list[tuple[int, list[int]]]) -> None:
    """Whatever the busts and busters, the money put into bounties is all somewhere: on the heads of players still
    in, won by busters, or unclaimed; and nobody's share is negative."""
    rule = BountyRule(kind, unit * units, unit=unit)
    state = field(players, rule, buy_in=unit * units)
    for pick, by in plan:
        playing = [p.id for p in state.playing]
        if len(playing) < 2:
            break
        out = playing[pick % len(playing)]
        busters = [p for p in dict.fromkeys(playing[b % len(playing)] for b in by) if p != out]
        state = bust(state, [out], busters)
    book = state.bounties
    assert book is not None
    assert sum(book.won.values()) + sum(book.heads.values()) + book.unclaimed == book.collected(state.entries)
    assert all(v >= 0 for v in (*book.won.values(), *book.heads.values()))
    assert set(book.heads) == {p.id for p in state.playing}
