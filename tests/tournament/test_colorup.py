"""The chip race as a tournament action: the break's color-up, the table's seats, the totals check."""

import random

import pytest

from floor.core.errors import FloorError
from floor.tournament import chips
from floor.tournament import players as P
from floor.tournament import timekeeping as T
from floor.tournament.chiprace import colorup
from floor.tournament.events import Event
from floor.tournament.records import Created
from floor.tournament.seating import actions as S
from floor.tournament.settings import Settings
from floor.tournament.state import TournamentState, replay
from floor.tournament.structure import Break, Level, Structure

NOW = 1_800_000_000.0
STRUCTURE = Structure((Level(25, 50, 20), Break(10, color_up=(25,)), Level(100, 200, 20)), chips=(25, 100, 500))


def act(state: TournamentState, event: Event) -> tuple[TournamentState, Event]:
    numbered = event.numbered(state.seq + 1)
    return state.after(numbered), numbered


def worked_example() -> TournamentState:
    """Seats 1, 3, 5, 7 as in procedures.md DT-5 (rank cards: A is seat 1), the clock at the color-up break."""
    state = replay(1, [Event(Created.of(Settings("T", buy_in=100, starting_stack=1_000, seats_per_table=9), STRUCTURE),
                             NOW, "Ana", 1)])
    for name in ("One", "Three", "Five", "Seven"):
        state, _ = act(state, P.register(state, name, now=NOW, author="Ana", level=1))
    state, _ = act(state, S.draw_seats(state, rng=random.Random(0), now=NOW, author="Ana", method="B",
                            cards={1: "As", 2: "3c", 3: "5d", 4: "7h"}))
    state, _ = act(state, chips.count(state, {1: 1_075, 2: 25, 3: 2_550, 4: 350}, now=NOW, author="Ana"))
    state, _ = act(state, T.clock(state, "start", now=NOW, author="Ana"))
    state, _ = act(state, T.clock(state, "next", now=NOW + 60, author="Ana"))  # on to the break
    return state


def test_cr05_worked_example_through_the_tournament() -> None:
    """Seat 5 (A♣) and seat 3 (K♠) win a 100; 25 leaves play; the totals check still matches."""
    state = worked_example()
    assert colorup.colored_up(state, NOW + 61) == ((25,), 100)
    race = colorup.race_at(state, 1, {1: {25: 3}, 3: {25: 1}, 5: {25: 2}, 7: {25: 3}}, now=NOW + 61)
    state, event = act(state, colorup.chip_race(state, 1, race, {1: "Kd 4c 2h", 3: "Ks", 5: "Ac 3d", 7: "Qh 9c 5s"},
                                         rng=random.Random(0), now=NOW + 61, author="Ana"))
    assert [a["seat"] for a in event.data.to_json()["race"]["awards"]] == [5, 3]
    assert event.data.to_json()["removed_from_play"] == 25 and state.chips_removed == 25
    assert [state.players[i].chips for i in (1, 2, 3, 4)] == [1_000, 100, 2_600, 275]
    check = chips.check(state)
    assert check.expected == 4 * 1_000 - 25 == check.counted and check.difference == 0


def test_cr06_a_counted_whole_stack_is_protected() -> None:
    """Seat 3's count (25) is all leftovers: he cannot be raced out, whatever the cards."""
    state = worked_example()
    race = colorup.race_at(state, 1, {1: {25: 3}, 3: {25: 1}, 5: {25: 2}, 7: {25: 3}}, now=NOW + 61)
    state, _ = act(state, colorup.chip_race(state, 1, race, {1: "Kd 4c 2h", 3: "2s", 5: "Ac 3d", 7: "Qh 9c 5s"},
                                 rng=random.Random(0), now=NOW + 61, author="Ana"))
    assert state.players[2].chips == 100 and chips.check(state).difference == 0
    with pytest.raises(FloorError, match="table 1 has raced its chips at this break already"):
        colorup.chip_race(state, 1, race, None, rng=random.Random(0), now=NOW + 90, author="Ana")


def test_the_race_is_refused_outside_a_color_up_and_for_empty_seats() -> None:
    state = worked_example()
    with pytest.raises(FloorError, match="seat 2 at table 1 is empty"):
        colorup.race_at(state, 1, {2: {25: 1}}, now=NOW + 61)
    with pytest.raises(FloorError, match="there is no table 2"):
        colorup.race_at(state, 2, {1: {25: 3}}, now=NOW + 61)
    with pytest.raises(FloorError, match="count the stack again"):
        colorup.race_at(state, 1, {3: {25: 2}}, now=NOW + 61)  # counted at 25, cannot hold 50 in 25s
    state, _ = act(state, T.clock(state, "next", now=NOW + 120, author="Ana"))  # the break is over
    with pytest.raises(FloorError, match="not at a break with a color-up"):
        colorup.race_at(state, 1, {1: {25: 3}}, now=NOW + 121)


def test_cr08_a_color_up_by_the_floor_takes_chips_in_play_only() -> None:
    """Outside a break the floor names the chips (CR-08); chips not in play, or a wrong new chip, are refused."""
    state = worked_example()
    with pytest.raises(FloorError, match=r"10 is not in play \(chips in play: 25, 100, 500\)"):
        colorup.race_at(state, 1, {1: {10: 3}}, now=NOW + 61, removed=(10,), new_chip=100)
    with pytest.raises(FloorError, match="the new chip must be the smallest chip left in play, not 500"):
        colorup.race_at(state, 1, {1: {25: 3}}, now=NOW + 61, removed=(25,), new_chip=500)
    race = colorup.race_at(state, 1, {1: {25: 3}}, now=NOW + 61, removed=(25,), new_chip=100)
    assert race.new_chip == 100 and race.removed == (25,)
