"""Players out in the same hand (TDA Rule 12, ``floor/tournament/busts.py``): the one who began the hand with more
chips finishes higher, equal stacks share their places, and the prizes still add up to the pool."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from test_finishes import NOW, act, field
from test_handrecord import REQUEST, seated
from test_handrecord import act as acted

from floor.tournament import players as P
from floor.tournament import snapshots
from floor.tournament.busts import hand_places
from floor.tournament.describe import Before, describe
from floor.tournament.events import Event
from floor.tournament.finishes import finishes
from floor.tournament.hands import record as H
from floor.tournament.prizes import sheet
from floor.tournament.records import Eliminated
from floor.tournament.state import TournamentState

STACKS = st.sampled_from([5_000, 10_000, 20_000, 30_000])  # few values: equal stacks come up often


@settings(max_examples=60, deadline=None)
@given(best=st.integers(1, 50), stacks=st.lists(STACKS, min_size=1, max_size=6))
def test_places_in_one_hand_rank_by_starting_stack_and_equal_stacks_share(best: int, stacks: list[int]) -> None:
    players = list(range(1, len(stacks) + 1))
    given_stacks = dict(zip(players, stacks, strict=True))
    places = hand_places(best, players, given_stacks)
    assert set(places) == set(players)
    for a in players:
        for b in players:
            if given_stacks[a] > given_stacks[b]:
                assert places[a][0] + places[a][1] <= places[b][0]  # every place of the bigger above the smaller's
            elif given_stacks[a] == given_stacks[b]:
                assert places[a] == places[b]
    taken = sorted(q for p, n in set(places.values()) for q in range(p, p + n))  # the places, each taken once
    assert taken == list(range(best, best + len(players)))
    # Named in any order, the same places (a permutation of the players changes nothing).
    assert hand_places(best, players[::-1], given_stacks) == places


@settings(max_examples=30, deadline=None)
@given(data=st.data(), n=st.integers(3, 40), buy_in=st.sampled_from([7, 25, 100]))
def test_a_night_busted_by_starting_stacks_pays_the_pool_and_splits_equal_stacks_exactly(
        data: st.DataObject, n: int, buy_in: int) -> None:
    state = field(n, buy_in=buy_in)
    hands: list[tuple[dict[int, int], TournamentState]] = []
    while state.players_left > 1:
        playing = sorted(p.id for p in state.playing)
        out = data.draw(st.lists(st.sampled_from(playing), min_size=1, max_size=min(4, len(playing) - 1),
                                 unique=True))
        stacks = {p: data.draw(STACKS) for p in out}
        state = act(state, P.eliminate(state, out, stacks=stacks, now=NOW, author="Ana"))
        hands.append((stacks, state))
    finished = finishes(state)
    assert sum(f.prize for f in finished.values()) == sum(sheet(state).amounts)
    for stacks, _ in hands:
        for a in stacks:
            for b in stacks:
                fa, fb = finished[a], finished[b]
                if stacks[a] > stacks[b]:
                    assert fa.place is not None and fb.place is not None and fa.place < fb.place
                    assert fa.prize >= fb.prize
                elif stacks[a] == stacks[b]:
                    assert fa.place == fb.place
                    assert abs(fa.prize - fb.prize) <= 1  # shared exactly, the odd unit to the lower number
                    if a < b:
                        assert fa.prize >= fb.prize


def test_a_recorded_hand_busts_by_what_each_all_in_seat_put_in() -> None:
    state = seated()  # six players; seat n holds player n
    state, _ = acted(state, H.record_hand(state, 1, REQUEST, now=NOW, author="Dealer Dan", all_in=[2, 3]))
    assert state.offered_stacks == {2: 500, 3: 300}
    assert snapshots.from_dict(1, snapshots.to_dict(state)).offered_stacks == {2: 500, 3: 300}
    assert P.starting_stacks(state, [2, 3]) == {2: 500, 3: 300}
    state, _ = acted(state, P.eliminate(state, [2, 3], stacks=P.starting_stacks(state, [2, 3]), now=NOW,
                                        author="Ana"))
    assert (state.players[2].place, state.players[3].place) == (5, 6)  # 500 began bigger than 300
    assert state.offered_stacks == {}


def test_the_floors_order_places_them_as_named_and_unknown_stacks_share() -> None:
    state = field(6)
    ordered = act(state, P.eliminate(state, [5, 2], ordered=True, now=NOW, author="Ana"))
    assert (ordered.players[5].place, ordered.players[2].place) == (5, 6)
    shared = act(state, P.eliminate(state, [5, 2], now=NOW, author="Ana"))
    assert (shared.players[5].place, shared.players[2].place, shared.players[2].shared_with) == (5, 5, 2)


def test_the_history_says_players_out_in_one_hand_placed_apart_by_their_stacks() -> None:
    names = {1: "Ana", 2: "Bob", 3: "Cid"}
    apart = Event(Eliminated((1, 2), stacks={1: 20_000, 2: 30_000}), NOW, "Ana")
    assert describe(apart, names, before=Before(players_left=7), prizes={2: 125}) == \
        "Ana and Bob out in the same hand: Bob 6th (125) and Ana 7th"
    equal = Event(Eliminated((1, 3), stacks={1: 20_000, 3: 20_000}), NOW, "Ana")
    assert describe(equal, names, before=Before(players_left=7)) == "Ana and Cid out in the same hand: 6th"
