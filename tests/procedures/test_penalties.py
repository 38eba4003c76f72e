"""DT-11 penalties as events: given, served hand by hand at the player's table, ended early; tests named after rows."""

import random

import pytest

from floor.core.errors import FloorError
from floor.procedures import penalties as PN
from floor.tournament import chips as C
from floor.tournament import events as ev
from floor.tournament import players as P
from floor.tournament import snapshots
from floor.tournament.events import Event
from floor.tournament.hands import record as R
from floor.tournament.records import Created, PenaltyGiven
from floor.tournament.seating import actions as S
from floor.tournament.settings import Settings
from floor.tournament.state import TournamentState, replay

NOW = 1_800_000_000.0


def act(state: TournamentState, event: Event) -> tuple[TournamentState, Event]:
    numbered = event.numbered(state.seq + 1)
    return state.after(numbered), numbered


def room(players: int = 14) -> TournamentState:
    """``players`` drawn at 9-seat tables (14: two tables of 7), each table's button drawn."""
    state = replay(1, [Event(Created.of(Settings("T", buy_in=100, starting_stack=10_000)), NOW, "Ana", 1)])
    for i in range(players):
        state, _ = act(state, P.register(state, f"P{i + 1}", now=NOW, author="Ana", level=1))
    state, _ = act(state, S.draw_seats(state, rng=random.Random(7), now=NOW, author="Ana", method="A"))
    for table in sorted(state.tables):
        state, _ = act(state, S.draw_button(state, table, rng=random.Random(table), now=NOW, author="Ana"))
    return state


def hands(state: TournamentState, table: int, count: int) -> TournamentState:
    for _ in range(count):
        state, _ = act(state, S.hand_done(state, table, now=NOW + 60, author="Dealer"))
    return state


def table_of(state: TournamentState, player: int) -> int:
    where = state.seat_of(player)
    assert where is not None
    return where[0]


def give(state: TournamentState, player: int, kind: str, **kwargs) -> tuple[TournamentState, Event]:
    kwargs.setdefault("reason", "slow-rolled the nuts")
    return act(state, PN.give_penalty(state, player, kind, now=NOW + 10, author="Ana", **kwargs))


def test_pn01_a_warning_is_a_record_with_its_row_reason_who_and_when():
    state = room()
    state, event = give(state, 3, PN.WARNING, reason="swore at the dealer")
    assert (event.kind, event.author, event.at) == (ev.PENALTY_GIVEN, "Ana", NOW + 10)
    assert event.data.to_json()["row_id"] == "PN-01" and event.data.to_json()["reason"] == "swore at the dealer"
    assert PN.in_force(state) == []
    [record] = PN.given(state, player=3)
    assert (record.kind, record.status, record.id, record.since) == ("warning", "given", event.seq, NOW + 10)


def test_pn01_the_penalty_needs_a_reason_a_known_kind_and_a_player_still_playing():
    state = room()
    with pytest.raises(FloorError, match="type the reason"):
        PN.give_penalty(state, 3, PN.WARNING, reason="  ", now=NOW, author="Ana")
    with pytest.raises(FloorError, match="not 'fine'"):
        PN.give_penalty(state, 3, "fine", reason="x", now=NOW, author="Ana")
    with pytest.raises(FloorError, match="how many hands"):
        PN.give_penalty(state, 3, PN.MISSED_HANDS, reason="x", now=NOW, author="Ana", count=0)
    state, _ = act(state, P.eliminate(state, [5], now=NOW, author="Ana"))
    assert not PN.can_give(state, 5, PN.WARNING, reason="x")


@pytest.mark.parametrize("rounds", [1, 2])
def test_pn02_a_missed_round_is_the_players_seated_at_his_table_times_the_rounds(rounds):
    state = room()
    table = table_of(state, 4)
    seated = sum(1 for p in state.tables[table].seats if p is not None)
    state, event = give(state, 4, PN.MISSED_ROUNDS, count=rounds)
    given = event.body(PenaltyGiven)
    assert (given.seated, given.rounds, given.hands) == (seated, rounds, seated * rounds)
    assert given.row_id == "PN-02" and given.table == table
    [serving] = PN.in_force(state)
    assert (serving.player, serving.kind, serving.remaining, serving.since) == (4, "missed_rounds", seated * rounds,
                                                                                NOW + 10)


def test_pn02_a_missed_round_needs_a_seat():
    state = room()
    state, _ = act(state, P.register(state, "Late", now=NOW, author="Ana", level=1))
    with pytest.raises(FloorError) as caught:
        PN.give_penalty(state, "Late", PN.MISSED_ROUNDS, count=1, reason="x", now=NOW, author="Ana")
    assert caught.value.code == "no-seat" and caught.value.procedure == "PN-02"


def test_pn03_the_hand_in_progress_does_not_count_then_each_hand_at_his_table_does():
    state = room()
    table = table_of(state, 2)
    other = next(t for t in state.tables if t != table)
    state, _ = give(state, 2, PN.MISSED_HANDS, count=3)
    [p] = PN.in_force(state)
    assert p.waiting and p.remaining == 3 and "starts after the current hand" in p.words(state)
    state = hands(state, table, 1)  # the hand in progress when it was given (PN-03)
    [p] = PN.in_force(state)
    assert not p.waiting and p.remaining == 3
    state = hands(state, other, 5)  # hands at another table are not his
    assert PN.in_force(state)[0].remaining == 3
    state = hands(state, table, 2)
    assert PN.in_force(state)[0].remaining == 1
    state = hands(state, table, 1)
    assert PN.in_force(state) == []
    assert PN.given(state, 2)[0].status == "served"


def test_pn03_given_between_hands_the_next_hand_counts():
    state = room()
    state, _ = give(state, 2, PN.MISSED_HANDS, count=2, after_current_hand=False)
    state = hands(state, table_of(state, 2), 2)
    assert PN.in_force(state) == []


def test_pn04_a_second_penalty_is_served_after_the_first_and_follows_him_to_another_table():
    state = room()
    state, _ = give(state, 2, PN.MISSED_HANDS, count=2, after_current_hand=False)
    state, _ = give(state, 2, PN.MISSED_HANDS, count=1, after_current_hand=False)
    first, second = PN.in_force(state)
    assert not first.waiting and second.waiting
    state = hands(state, table_of(state, 2), 2)
    [second] = PN.in_force(state)
    assert second.remaining == 1 and not second.waiting
    to = next(t for t in state.tables if t != table_of(state, 2))
    free = next(s for s, p in enumerate(state.tables[to].seats, 1) if p is None)
    state, _ = act(state, S.move(state, 2, to, free, now=NOW, author="Ana", reason="balancing by hand"))
    state = hands(state, to, 1)
    assert PN.in_force(state) == []


def test_pn04_a_hand_from_the_dealer_station_counts_once():
    """The station records the hand and moves the button in one transaction: one hand missed, not two."""
    state = room()
    table = table_of(state, 2)
    state, _ = give(state, 2, PN.MISSED_HANDS, count=2, after_current_hand=False)
    request = {"game": "holdem", "board": "Ah Kh 7c 7d 2s", "button": 3,
               "seats": [{"seat": 1, "cards": "As Ad", "contributed": 500},
                         {"seat": 3, "cards": "Qc Qd", "contributed": 500}]}
    state, _ = act(state, R.record_hand(state, table, request, now=NOW, author="Dealer"))
    state, _ = act(state, S.hand_done(state, table, now=NOW, author="Dealer"))
    assert PN.in_force(state)[0].remaining == 1


def test_pn07_a_disqualification_eliminates_him_and_removes_his_counted_chips_from_play():
    state = room()
    state, _ = act(state, C.count(state, {6: 23_000}, now=NOW, author="Ana"))
    before = C.expected(state)
    events = []
    for action in PN.disqualify(state, 6, reason="chip dumping", now=NOW, author="Ana"):
        state, event = act(state, action(state))
        events.append(event)
    assert [e.kind for e in events] == [ev.PENALTY_GIVEN, ev.ELIMINATED, ev.CHIPS_REMOVED]
    assert events[0].data.to_json()["chips"] == 23_000 and events[0].data.to_json()["row_id"] == "PN-07"
    assert not state.players[6].playing and state.seat_of(6) is None
    assert C.expected(state) == before - 23_000  # to no player and no pot
    assert PN.given(state, 6)[0].status == "given"


def test_pn07_a_disqualification_needs_his_count():
    state = room()
    with pytest.raises(FloorError) as caught:
        PN.disqualify(state, 6, reason="collusion", now=NOW, author="Ana")
    assert caught.value.code == "no-count"
    assert len(PN.disqualify(state, 6, reason="collusion", now=NOW, author="Ana", chips=9_000)) == 3
    with pytest.raises(FloorError, match="use disqualify"):
        PN.give_penalty(state, 6, PN.DISQUALIFICATION, reason="collusion", now=NOW, author="Ana")


def test_pn10_the_dealer_handover_names_the_penalties_and_warnings_at_the_table():
    state = room()
    table = table_of(state, 2)
    state, _ = give(state, 2, PN.MISSED_HANDS, count=2)
    state, _ = give(state, next(p for p in state.tables[table].seats if p not in (None, 2)), PN.WARNING)
    elsewhere = next(p for t in state.tables if t != table for p in state.tables[t].seats if p is not None)
    state, _ = give(state, elsewhere, PN.WARNING)
    assert len(PN.at_table(state, table)) == 2


def test_a_penalty_ended_early_needs_a_reason_and_leaves_the_record():
    state = room()
    state, given = give(state, 2, PN.MISSED_HANDS, count=4)
    with pytest.raises(FloorError, match="needs the reason"):
        PN.end_penalty(state, given.seq, reason="", now=NOW, author="Ana")
    state, ended = act(state, PN.end_penalty(state, given.seq, reason="the TD reduced it", now=NOW + 90, author="Bo"))
    assert ended.kind == ev.PENALTY_ENDED and ended.data.to_json()["remaining"] == 4
    assert PN.in_force(state) == [] and PN.given(state)[0].status == "ended"
    with pytest.raises(FloorError, match="was ended already"):
        PN.end_penalty(state, given.seq, reason="again", now=NOW, author="Ana")
    with pytest.raises(FloorError, match="no penalty number 999"):
        PN.end_penalty(state, 999, reason="x", now=NOW, author="Ana")


def test_the_floor_marks_a_penalty_served_when_floor_does_not_see_the_hands():
    state = room()
    state, given = give(state, 2, PN.MISSED_HANDS, count=4)
    state, _ = act(state, PN.end_penalty(state, given.seq, reason="", served=True, now=NOW, author="Ana"))
    assert PN.given(state)[0].status == "served"


def test_penalties_survive_a_snapshot_and_an_eliminated_player_serves_nothing():
    state = room()
    state, _ = give(state, 2, PN.MISSED_ROUNDS, count=1)
    state, _ = give(state, 3, PN.WARNING)
    state = hands(state, table_of(state, 2), 2)
    again = snapshots.from_dict(1, snapshots.to_dict(state))
    assert snapshots.to_dict(again) == snapshots.to_dict(state)
    assert PN.in_force(again) == PN.in_force(state) and len(PN.given(again)) == 2
    state, _ = act(state, P.eliminate(state, [2], now=NOW, author="Ana"))
    assert PN.in_force(state) == []
