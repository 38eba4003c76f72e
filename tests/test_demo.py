"""`floor --demo` builds a tournament that is already running, with its counts matching."""

import time
from pathlib import Path

from floor.demo import NAMES, build
from floor.tournament import chips


def test_the_demo_is_running_with_players_out_and_a_matching_count(tmp_path: Path) -> None:
    """18 entries, 16 playing at two tables with their buttons, the clock running on level 1, and the chip
    count matches what is in play."""
    now = time.time()
    store, tid = build(tmp_path / "demo.db", now)
    try:
        state = store.state(tid)
        assert state.entries == len(NAMES) == 18 and state.players_left == 16
        status = state.clock.status(now)
        assert status.running and status.level == 1
        assert chips.check(state).difference == 0
        assert sorted(state.tables) == [1, 2] and len(state.seats) == 16  # the two out left their seats
        assert all(t.positions is not None for t in state.tables.values())  # a button at each table
    finally:
        store.close()
