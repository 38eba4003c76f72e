"""A hand recorded from the dealer station: one event with the request and its answer; all-in losers offered."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floor.core.errors import FloorError
from floor.core.showdown import showdown
from floor.tournament import chips as C
from floor.tournament import players as P
from floor.tournament import snapshots
from floor.tournament.events import Event
from floor.tournament.hands import record as H
from floor.tournament.records import Created, HandRecorded
from floor.tournament.seating import actions as S
from floor.tournament.settings import Settings
from floor.tournament.state import TournamentState, replay
from floor.tournament.structure import template

NOW = 1_800_000_000.0


def seated(count: int = 6) -> TournamentState:
    state = replay(1, [Event(Created.of(Settings("T", buy_in=100, starting_stack=10_000), template("horse")), NOW,
                             "Ana", 1)])
    for i in range(count):
        state, _ = act(state, P.register(state, f"P{i + 1}", now=NOW, author="Ana", level=1))
    state, _ = act(state, S.draw_seats(state, rng=random.Random(1), now=NOW, author="Ana", method="B",
                            cards={i + 1: str(i + 1) if i else "A" for i in range(count)}))
    return state


def act(state: TournamentState, event: Event) -> tuple[TournamentState, Event]:
    numbered = event.numbered(state.seq + 1)
    return state.after(numbered), numbered


REQUEST = {"game": "holdem", "board": "Ah Kh 7c 7d 2s", "button": 3,
           "seats": [{"seat": 1, "cards": "As Ad", "contributed": 500},
                     {"seat": 2, "cards": "Kc Ks", "contributed": 500},
                     {"seat": 3, "cards": "Qc Qd", "contributed": 300}]}


def test_a_recorded_hand_keeps_the_request_the_answer_and_who_sat_where() -> None:
    state = seated()
    state, event = act(state, H.record_hand(state, 1, REQUEST, now=NOW, author="Dealer Dan", all_in=[2, 3]))
    stored = event.data.to_json()
    assert stored["result"] == showdown(REQUEST) and stored["hand"] == 1
    assert stored["players"] == {str(s): s for s in range(1, 7)} and stored["dealer"] == "Dealer Dan"
    assert H.busted(event) == [2, 3]  # all in and nothing won: offered to the floor, not eliminated
    assert state.players[2].playing and state.hands == {1: 1}
    state, second = act(state, H.record_hand(state, 1, REQUEST, now=NOW, author="Dealer Dan"))
    assert second.data.to_json()["hand"] == 2 and H.busted(second) == []
    assert snapshots.from_dict(1, snapshots.to_dict(state)).hands == {1: 2}


def test_dd02_a_duplicate_card_refuses_the_hand_with_its_ruling() -> None:
    state = seated()
    bad = {**REQUEST, "seats": [{"seat": 1, "cards": "As Ad", "contributed": 500},
                                {"seat": 2, "cards": "As Ks", "contributed": 500}]}
    with pytest.raises(FloorError) as caught:
        H.record_hand(state, 1, bad, now=NOW, author="Dan")
    assert caught.value.procedure == "DD-02" and state.hands == {}


def test_the_game_dealt_follows_the_level_and_an_unknown_table_is_named() -> None:
    state = seated()
    assert H.table_game(state, NOW) == "holdem"  # HORSE: hold'em first
    with pytest.raises(FloorError, match=r"there is no table 2 \(tables: 1\)"):
        H.record_hand(state, 2, REQUEST, now=NOW, author="Dan")


# -- a confirmed hand corrected (issue 29) ----------------------------------------------------------------------------

HOLES = ("As Ad", "Kc Ks", "Qc Qd", "Jc Jd", "Tc Td", "9c 9d")


def _request(puts: list[int], order: list[int]) -> dict[str, object]:
    """Seats 1..n putting in ``puts``, the best hand going to the seats in ``order`` (best first)."""
    return {"game": "holdem", "board": "2h 3s 8d 4c 7h", "button": 1, "chip": 1,
            "seats": [{"seat": seat, "cards": HOLES[order.index(seat)], "contributed": put}
                      for seat, put in enumerate(puts, 1)]}


@given(st.lists(st.integers(0, 5_000), min_size=2, max_size=6), st.data())
@settings(max_examples=60, deadline=None)
def test_a_correction_leaves_the_stacks_the_corrected_hand_would_have_left_and_moves_no_chip_in_or_out(
        puts: list[int], data: st.DataObject) -> None:
    """Whatever the chips and whoever wins, recording a hand and then correcting it leaves every stack where
    recording the corrected hand in the first place would have: the correction's changes add up to nothing."""
    count = len(puts)
    base = seated(count)
    base, _ = act(base, C.count(base, dict.fromkeys(range(1, count + 1), 10_000), now=NOW, author="Ana"))
    wrong = data.draw(st.permutations(list(range(1, count + 1))))
    right = data.draw(st.permutations(list(range(1, count + 1))))
    fixed = data.draw(st.lists(st.integers(0, 5_000), min_size=count, max_size=count))
    recorded, _ = act(base, H.record_hand(base, 1, _request(puts, wrong), now=NOW, author="Dan"))
    recorded_body = H.record_hand(base, 1, _request(puts, wrong), now=NOW, author="Dan").data
    right_body = H.record_hand(base, 1, _request(fixed, right), now=NOW, author="Dan").data
    assert isinstance(recorded_body, HandRecorded) and isinstance(right_body, HandRecorded)

    def nets(body: HandRecorded) -> dict[int, int]:
        return {s: body.payouts.get(s, 0) - body.contributions.get(s, 0) for s in range(1, count + 1)}

    def correction() -> Event:
        return H.correct_hand(recorded, 1, 1, recorded_body, _request(fixed, right), reason="misread", now=NOW,
                              author="Ion")

    if nets(recorded_body) == nets(right_body):
        with pytest.raises(FloorError, match="nothing to correct"):
            correction()
        return
    event = correction()
    assert sum(event.data.changes.values()) == 0
    corrected, _ = act(recorded, event)
    direct, _ = act(base, H.record_hand(base, 1, _request(fixed, right), now=NOW, author="Dan"))
    assert {p: corrected.players[p].chips for p in corrected.players} == \
        {p: direct.players[p].chips for p in direct.players}
