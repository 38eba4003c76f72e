"""TDA Rule 12 at the desk and on the command line: two players out in one hand no longer share their places when
one began the hand with more chips (the finding: 30,000 and 20,000 both finished 6th, paid 63 and 62 instead of
125 and 0)."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import FakeTime
from conftest import run_floor as floor
from conftest import run_floor_ok as floor_ok

from floor.core.errors import FloorError
from floor.store.desk import StoreDesk
from floor.store.tournaments import Store
from floor.store.where import open_store
from floor.tournament.finishes import finishes
from floor.tournament.settings import Settings
from floor.usecases import chips, payouts, players

from .conftest import Places

T0 = 1_800_000_000.0


def seven_left(path: str | Path) -> tuple[Store, StoreDesk]:
    """40 players, six places paid with 6th set to 125, 33 out: seven left, Ana (1) and Bob (2) among them."""
    store = open_store(path)
    tid = store.create(Settings("Sunday", buy_in=50, starting_stack=10_000), now=T0, author="Ana")
    desk = StoreDesk(store, tid, "Ana", FakeTime(T0))
    for name in ("Ana", "Bob", *(f"P{i}" for i in range(3, 41))):
        players.register(desk, name)
    payouts.change_places(desk, {6: 125})
    players.bust(desk, list(range(8, 41)))
    assert desk.state().players_left == 7
    return store, desk


def test_30000_and_20000_out_in_one_hand_finish_6th_paid_125_and_7th_paid_0(where: Places) -> None:
    _, desk = seven_left(where("t.db"))
    chips.count(desk, {1: 20_000, 2: 30_000})  # the last counts: Bob began the hand bigger
    busted = players.bust(desk, [1, 2])
    finished = finishes(busted.done.state)
    assert (finished[2].place, finished[2].shared_with, finished[2].prize) == (6, 1, 125)
    assert (finished[1].place, finished[1].shared_with, finished[1].prize) == (7, 1, 0)


def test_equal_starting_stacks_still_share_and_the_floor_may_give_other_stacks_or_the_order(where: Places) -> None:
    _, desk = seven_left(where("t.db"))
    chips.count(desk, {1: 20_000, 2: 30_000})
    equal = players.bust(desk, [1, 2], stacks=[25_000, 25_000])  # the floor's own stacks over the known ones
    assert [(f.place, f.shared_with, f.prize) for f in (finishes(equal.done.state)[p] for p in (1, 2))] == \
        [(6, 2, 63), (6, 2, 62)]
    _, other = seven_left(where("u.db"))
    by_order = players.bust(other, [1, 2], ordered=True)  # Ana named first: Ana finishes higher
    assert [finishes(by_order.done.state)[p].place for p in (1, 2)] == [6, 7]


def test_a_wrong_starting_stack_is_one_line_and_writes_nothing(where: Places) -> None:
    _, desk = seven_left(where("t.db"))
    before = desk.state().seq
    with pytest.raises(FloorError, match="one starting stack for each player out"):
        players.bust(desk, [1, 2], stacks=[30_000])
    with pytest.raises(FloorError, match="Ana's starting stack must be a whole number of chips above 0"):
        players.bust(desk, [1, 2], stacks=[0, 30_000])
    assert desk.state().seq == before and desk.state().players_left == 7


def test_the_command_line_busts_by_the_stacks_typed_or_known_and_says_so(where: Places) -> None:
    db = where("t.db")
    store, _ = seven_left(db)
    store.close()
    shown = floor_ok(db, "player", "bust", "1", "2", "--stacks", "30000", "20000")
    assert "Ana finished 6th (began the hand with 30,000), wins 125" in shown
    assert "Bob finished 7th (began the hand with 20,000)" in shown
    floor_ok(db, "chips", "set", "3=12000", "4=12000")
    shown = floor_ok(db, "player", "bust", "3", "4")  # the last counts, equal: they share 4th-5th
    assert "P3 finished 4th (sharing 4th-5th) (began the hand with 12,000)" in shown
    refused = floor(db, "player", "bust", "5", "6", "--stacks", "100")
    assert refused.returncode != 0 and "give one starting stack for each player out (2 players, 1 stacks)" in \
        refused.stderr
