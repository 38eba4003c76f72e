"""``Store.history_since``: a state kept along the log and the events after it, for the History tab's first open
(issue 30: it read the whole log). The state is the one the log's fold reaches at its event, wherever it comes
from (held in memory, or a snapshot read back), and the events are all those after it."""

from pathlib import Path

from floor.store.tournaments import SNAPSHOT_EVERY, Store
from floor.tournament import players as P
from floor.tournament.settings import Settings
from floor.tournament.snapshots import to_dict
from floor.tournament.state import replay

T0 = 1_800_000_000.0
ENTRIES = SNAPSHOT_EVERY + 100


def a_long_log(path: Path) -> tuple[Store, int]:
    store = Store(path)
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=T0, author="Ana")
    store.act_all(tid, [lambda s, i=i: P.register(s, f"P{i}", now=T0, author="Ana", level=1)
                        for i in range(1, ENTRIES + 1)])
    for i in range(1, 41):
        store.act(tid, lambda s, i=i: P.eliminate(s, [i], now=T0 + i, author="Bo"))
    return store, tid


def test_history_since_gives_the_folds_state_at_an_event_and_every_event_after_it(tmp_path: Path) -> None:
    store, tid = a_long_log(tmp_path / "f.db")
    log = store.history(tid)
    reach = store.reach(tid)
    for store_ in (store, Store(tmp_path / "f.db")):  # held in memory; then a store just opened on the file
        for before in (reach - 5, reach - 35, ENTRIES + 5):
            found = store_.history_since(tid, before)
            assert found is not None, before
            state, after = found
            assert state.seq <= before
            assert after == store_.history_after(tid, state.seq)
            assert to_dict(state) == to_dict(replay(tid, [e for e in log if e.seq <= state.seq]))
            if before == ENTRIES + 5:
                assert state.seq == ENTRIES + 1  # the snapshot after the registrations (no state held that far back)
        assert store_.history_since(tid, 50) is None  # no state kept that far back: the log is read
    store.close()
