"""Issue 15 item 3: a seat's known stack is its last count plus what the hands recorded since moved, until the next
count, so the Tables and Chips tabs, BB and M never show a stale count; the totals check keeps working."""

import random
from datetime import datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floor.core.errors import FloorError
from floor.tournament import chips, snapshots
from floor.tournament import players as P
from floor.tournament.events import Event
from floor.tournament.hands import record as H
from floor.tournament.records import Created
from floor.tournament.seating import actions as S
from floor.tournament.settings import Purchase, Settings
from floor.tournament.state import TournamentState, replay
from floor.tournament.structure import template

NOW = 1_800_000_000.0
AT = f"{datetime.fromtimestamp(NOW):%H:%M}"


def act(state: TournamentState, event: Event) -> tuple[TournamentState, Event]:
    numbered = event.numbered(state.seq + 1)
    return state.after(numbered), numbered


def counted_table(count: int = 4, stack: int = 10_000) -> TournamentState:
    """``count`` players at table 1, seats 1..count, each counted at ``stack``."""
    state = replay(1, [Event(Created.of(Settings("T", buy_in=100, starting_stack=stack, rebuy=Purchase(100, 5_000, 3)),
                                        template("standard")), NOW, "Ana", 1)])
    for i in range(count):
        state, _ = act(state, P.register(state, f"P{i + 1}", now=NOW, author="Ana", level=1))
    state, _ = act(state, S.draw_seats(state, rng=random.Random(1), now=NOW, author="Ana", method="B",
                            cards={i + 1: str(i + 1) if i else "A" for i in range(count)}))
    state, _ = act(state, chips.count(state, dict.fromkeys(state.players, stack), now=NOW, author="Ana"))
    return state


def hand(seats: dict[int, tuple[str, int]]) -> dict[str, object]:
    return {"game": "holdem", "board": "2c 3d 9h Td Ks", "button": 1,
            "seats": [{"seat": s, "cards": cards, "contributed": put} for s, (cards, put) in seats.items()]}


def seat_player(state: TournamentState, seat: int) -> int:
    player = state.tables[1].seats[seat - 1]
    assert player is not None
    return player


def test_a_recorded_hand_moves_the_known_stacks_and_says_how_they_are_known() -> None:
    """Seat 1 wins 3,000 from seats 2 and 3: Tables shows 13,000 / 8,500 / 8,500, 'from the count, 1 hand'."""
    state = counted_table()
    state, _ = act(state, H.record_hand(state, 1, hand({1: ("As Ad", 1_500), 2: ("Kc Qc", 1_500), 3: ("7c 7s", 1_500)}),
                             now=NOW + 60, author="Dan"))
    stacks = [state.players[seat_player(state, s)].chips for s in (1, 2, 3, 4)]
    assert stacks == [13_000, 8_500, 8_500, 10_000]
    winner = state.players[seat_player(state, 1)]
    assert chips.stack_basis(winner) == f"from the count at {AT} and 1 hand"
    assert chips.stack_basis(state.players[seat_player(state, 4)]) == f"counted at {AT}"  # not in the hand
    assert chips.check(state).difference == 0  # the totals check still matches: a hand moves chips, makes none
    state, _ = act(state, chips.count(state, {winner.id: 12_900}, now=NOW + 120, author="Ana"))
    assert chips.stack_basis(state.players[winner.id]) == f"counted at {datetime.fromtimestamp(NOW + 120):%H:%M}"
    assert chips.check(state).difference == -100


def test_a_rebuy_after_the_count_adds_its_chips_to_the_known_stack() -> None:
    """A rebuy no longer blanks the stack: the count plus the rebuy's 5,000 is still known."""
    state = counted_table()
    p = seat_player(state, 2)
    state, _ = act(state, P.rebuy(state, p, now=NOW, author="Ana", level=1))
    assert state.players[p].chips == 15_000
    assert chips.stack_basis(state.players[p]) == f"from the count at {AT} and a rebuy or add-on"
    assert chips.check(state).difference == 0


def test_the_known_stacks_survive_a_snapshot() -> None:
    """Opening a long tournament from its snapshot shows the same stacks and how they are known."""
    state = counted_table()
    state, _ = act(state, H.record_hand(state, 1, hand({1: ("As Ad", 800), 2: ("Kc Qc", 800)}), now=NOW, author="Dan"))
    again = snapshots.from_dict(1, snapshots.to_dict(state))
    assert {p: (v.chips, v.hands_since, v.counted_at) for p, v in again.players.items()} == \
           {p: (v.chips, v.hands_since, v.counted_at) for p, v in state.players.items()}


def test_a_contribution_above_the_known_stack_is_refused() -> None:
    """Seat 2 cannot have put in 12,000 with 10,000: the hand is refused in words, nothing recorded."""
    state = counted_table()
    with pytest.raises(FloorError, match=r"seat 2 put in 12,000 but has 10,000 \(counted at .*count the table again"):
        H.record_hand(state, 1, hand({1: ("As Ad", 8_000), 2: ("Kc Qc", 12_000)}), now=NOW, author="Dan")
    assert state.hands == {}


def test_an_all_in_with_chips_left_behind_is_refused() -> None:
    """Seat 3 marked all in with 2,000 of its 10,000: the dealer corrects the chips or the all-in."""
    state = counted_table()
    problems = H.stack_problems(state, hand({1: ("As Ad", 2_000), 3: ("Kc Qc", 2_000)}), H.seated_players(state, 1),
                                all_in=[3])
    assert problems == {3: f"seat 3 is all in with 2,000 but has 10,000 (counted at {AT})"}
    with pytest.raises(FloorError, match="seat 3 is all in with 2,000"):
        H.record_hand(state, 1, hand({1: ("As Ad", 2_000), 3: ("Kc Qc", 2_000)}), now=NOW, author="Dan", all_in=[3])


def test_a_player_never_counted_is_not_checked() -> None:
    """Nothing is known of an uncounted stack: any contribution goes, and the stack stays unknown."""
    state = counted_table()
    state, registered = act(state, P.register(state, "Late", now=NOW, author="Ana", level=1))
    newcomer = registered.data.to_json()["player"]
    state, _ = act(state, S.seat(state, newcomer, rng=random.Random(2), now=NOW, author="Ana"))
    table, seat = state.seats[newcomer]
    other = 1 if seat != 1 else 2
    request = hand({other: ("As Ad", 9_000), seat: ("Kc Qc", 9_000)})
    assert H.stack_problems(state, request, H.seated_players(state, table), all_in=[seat]) == {}
    state, _ = act(state, H.record_hand(state, table, request, now=NOW, author="Dan"))
    assert state.players[newcomer].chips is None


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(1, 4), st.integers(1, 4), st.integers(1, 3_000)), min_size=1, max_size=12))
def test_recorded_hands_never_make_or_lose_chips(hands: list[tuple[int, int, int]]) -> None:
    """Whatever hands are recorded, the known stacks add up to the chips in play: the totals check keeps matching."""
    state = counted_table()
    for first, second, bet in hands:
        if first == second:
            continue
        stacks = {s: state.players[seat_player(state, s)].chips or 0 for s in (first, second)}
        put = min(bet, *stacks.values())
        if not put:
            continue
        state, _ = act(state, H.record_hand(state, 1, hand({first: ("As Ad", put), second: ("7c 2d", put)}), now=NOW,
                                 author="Dan"))
        assert chips.check(state).difference == 0
        assert all((p.chips or 0) >= 0 for p in state.players.values())
