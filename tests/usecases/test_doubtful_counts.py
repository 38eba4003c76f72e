"""A chip count that cannot exist after the color-ups (issue 29: 26,075 when 500 is the smallest chip still in
play) is questioned: refused in one line naming the smallest chip, kept when the floor confirms."""

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
from floor.tournament import chips as C
from floor.tournament.settings import Settings
from floor.tournament.structure import Break, Level, Structure
from floor.usecases import chips, clock, players

from .conftest import Places

T0 = 1_800_000_000.0
# The 25s and the 100s go at the break after level 1: from level 2 the smallest chip is 500.
STRUCTURE = Structure((Level(25, 50, 20), Break(10, color_up=(25, 100)), Level(500, 1_000, 20)),
                      chips=(25, 100, 500, 1_000, 5_000))


def colored_up(path: str | Path) -> tuple[Store, StoreDesk]:
    store = open_store(path)
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=20_000), now=T0, author="Ana",
                       structure=STRUCTURE)
    desk = StoreDesk(store, tid, "Ana", FakeTime(T0))
    for name in ("Ana", "Bob"):
        players.register(desk, name)
    clock.start(desk)
    return store, desk


def test_26075_is_questioned_once_500_is_the_smallest_chip_in_play(where: Places) -> None:
    _, desk = colored_up(where("t.db"))
    assert C.smallest_chip(desk.state(), T0) == 25
    chips.count(desk, {"Ana": 26_075})  # level 1: the 25s are still on the tables
    clock.jump(desk, 2)
    assert C.smallest_chip(desk.state(), T0) == 500
    before = desk.state().seq
    with pytest.raises(FloorError) as refusal:
        chips.count(desk, {"Ana": 26_000, "Bob": 26_075})
    assert refusal.value.message == ("Bob's count of 26,075 cannot be made with the chips in play: the smallest is 500 "
                                     "(count again, or confirm the count)")
    assert desk.state().seq == before
    done = chips.count(desk, {"Ana": 26_000, "Bob": 26_075}, confirmed=True)  # the floor says it stands
    assert done.state.player("Bob").chips == 26_075
    chips.count(desk, {"Ana": 26_500})  # a count the chips can make is never asked about


def test_the_command_line_questions_a_count_that_cannot_exist_and_keeps_it_with_confirm(where: Places) -> None:
    db = where("t.db")
    store, desk = colored_up(db)
    clock.jump(desk, 2)
    store.close()
    refused = floor(db, "chips", "set", "Bob=26075")
    assert refused.returncode != 0 and len(refused.stderr.splitlines()) == 1
    assert "the smallest is 500" in refused.stderr
    floor_ok(db, "chips", "set", "Bob=26075", "--confirm")
    assert "26,075" in floor_ok(db, "chips", "show")
