"""Chip counts and the totals check: a mismatch is reported with its size, never hidden."""

import pytest

from floor.core.errors import FloorError
from floor.tournament import chips
from floor.tournament import players as P
from floor.tournament import timekeeping as T
from floor.tournament.events import Event
from floor.tournament.records import Created
from floor.tournament.settings import Purchase, Settings
from floor.tournament.state import TournamentState, replay
from floor.tournament.structure import Level, template

NOW = 1_800_000_000.0


def field(*names: str, **settings: object) -> TournamentState:
    base = {"name": "T", "buy_in": 100, "starting_stack": 10_000}
    base.update(settings)
    state = replay(1, [Event(Created.of(Settings(**base), template("standard")), NOW, "Ana", 1)])  # type: ignore[arg-type]
    for name in names:
        state = act(state, P.register(state, name, now=NOW, author="Ana", level=1))
    return state


def act(state: TournamentState, event: Event) -> TournamentState:
    return state.after(event.numbered(state.seq + 1))


def test_the_check_waits_for_every_player_then_matches() -> None:
    """Until everyone is counted the check says who is missing; then it matches entries x starting stack."""
    state = field("A", "B", "C")
    state = act(state, chips.count(state, {"A": 12_000, "B": 8_000}, now=NOW, author="Ana"))
    assert chips.check(state).message == "1 player still to count (C)"
    state = act(state, chips.count(state, {"C": 10_000}, now=NOW, author="Ana"))
    assert chips.check(state).difference == 0 and chips.check(state).message.startswith("The count matches")


def test_a_mismatch_is_reported_with_its_size() -> None:
    """Counting 500 too many says so, with both totals."""
    state = field("A", "B")
    state = act(state, chips.count(state, {"A": 10_500, "B": 10_000}, now=NOW, author="Ana"))
    check = chips.check(state)
    assert check.difference == 500
    assert check.message == "The count is 500 chips more than should be in play (counted 20,500, expected 20,000)"


def test_rebuys_addons_and_color_ups_change_what_should_be_in_play() -> None:
    """Expected = entries x stack + rebuy and add-on chips - chips removed; a rebuy's chips join the known stack."""
    state = field("A", "B", rebuy=Purchase(100, 5_000, 2), addon=Purchase(50, 3_000))
    state = act(state, chips.count(state, {"A": 10_000, "B": 10_000}, now=NOW, author="Ana"))
    state = act(state, P.rebuy(state, "A", now=NOW, author="Ana", level=1))
    state = act(state, P.addon(state, "B", now=NOW, author="Ana", level=1))
    state = act(state, chips.remove(state, 75, reason="color-up of the 25s", now=NOW, author="Ana"))
    assert chips.expected(state) == 20_000 + 5_000 + 3_000 - 75
    assert (state.player("A").chips, state.player("B").chips) == (15_000, 13_000)
    check = chips.check(state)  # the 75 chips raced off are not in anyone's stack until the race is recorded
    assert check.complete and check.difference == 75


def test_counting_is_refused_for_players_out_and_for_zero() -> None:
    """An eliminated player has nothing to count; a stack of 0 means the player is out."""
    state = field("A", "B", "C")
    state = act(state, P.eliminate(state, ["C"], now=NOW, author="Ana"))
    with pytest.raises(FloorError, match="C is out of the tournament"):
        chips.count(state, {"C": 100}, now=NOW, author="Ana")
    with pytest.raises(FloorError, match="no chips left: eliminate the player instead"):
        chips.count(state, {"A": 0}, now=NOW, author="Ana")


def test_stacks_in_big_blinds_and_m_follow_the_clock() -> None:
    """At level 1 of the standard structure a stack reads in big blinds and M; the average too."""
    state = field("A", "B")
    state = act(state, T.clock(state, "start", now=NOW, author="Ana"))
    state = act(state, chips.count(state, {"A": 12_000, "B": 8_000}, now=NOW, author="Ana"))
    level = state.clock.status(NOW).blinds
    assert level is not None
    a = state.player("A")
    assert chips.in_big_blinds(state, a, NOW) == round(12_000 / level.big_blind, 1)
    assert chips.m_ratio(state, a, NOW) == round(12_000 / chips.orbit_cost(level, 2), 1)
    assert chips.stats(state, NOW).average == 10_000


@pytest.mark.parametrize(("kind", "cost"), [("none", 300), ("big-blind", 500), ("ante", 300 + 9 * 25)])
def test_orbit_cost_counts_a_big_blind_ante_once_and_a_classic_ante_per_player(kind: str, cost: int) -> None:
    """M's orbit: 100/200 plus a 200 big-blind ante once, or a 25 ante from each of 9 players."""
    ante = {"none": 0, "big-blind": 200, "ante": 25}[kind]
    assert chips.orbit_cost(Level(100, 200, 20, ante, kind), 9) == cost
