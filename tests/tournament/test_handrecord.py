"""A hand recorded from the dealer station: one event with the request and its answer; all-in losers offered."""

import random

import pytest

from floor.core.errors import FloorError
from floor.core.showdown import showdown
from floor.tournament import players as P
from floor.tournament import snapshots
from floor.tournament.events import Event
from floor.tournament.hands import record as H
from floor.tournament.records import Created
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
