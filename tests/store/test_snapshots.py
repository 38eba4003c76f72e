"""Opening from a snapshot gives exactly the state a full replay gives, undos before it included."""

from pathlib import Path

import pytest

from floor.store import tournaments as stores
from floor.store.tournaments import Store
from floor.tournament import chips, snapshots
from floor.tournament import players as P
from floor.tournament import timekeeping as T
from floor.tournament.settings import Purchase, Settings
from floor.tournament.state import replay

NOW = 1_800_000_000.0


@pytest.fixture
def small_snapshots(monkeypatch: pytest.MonkeyPatch) -> None:
    """Snapshots every 10 events, so a short test crosses several."""
    monkeypatch.setattr(stores, "SNAPSHOT_EVERY", 10)


def play(store: Store, tid: int) -> None:
    for i in range(1, 26):
        store.act(tid, lambda s, i=i: P.register(s, f"P{i}", now=NOW + i, author="Ana", level=1))
    store.act(tid, lambda s: T.clock(s, "start", now=NOW + 30, author="Ana"))
    store.act(tid, lambda s: P.rebuy(s, "P3", now=NOW + 40, author="Ana", level=s.level(NOW + 40)))
    for i in range(25, 15, -1):
        store.act(tid, lambda s, i=i: P.eliminate(s, [f"P{i}"], now=NOW + 100 + i, author="Ana"))
    store.act(tid, lambda s: chips.count(s, {"P1": 30_000, "P2": 20_000}, now=NOW + 200, author="Ana"))


def fresh(path: Path, tid: int) -> dict:
    reopened = Store(path)
    try:
        return snapshots.to_dict(reopened.state(tid))
    finally:
        reopened.close()


def full_replay(store: Store, tid: int) -> dict:
    return snapshots.to_dict(replay(tid, store.history(tid)))


def test_reopening_from_a_snapshot_equals_replaying_everything(tmp_path: Path, small_snapshots: None) -> None:
    """Players, places, counts, clock and counters are identical either way."""
    store = Store(tmp_path / "f.db")
    tid = store.create(Settings("T", buy_in=100, starting_stack=10_000, rebuy=Purchase(100, 10_000, 1)),
                       now=NOW, author="Ana")
    play(store, tid)
    taken = store.db.execute("SELECT count(*) FROM snapshots").fetchone()[0]
    assert taken >= 3
    assert fresh(tmp_path / "f.db", tid) == full_replay(store, tid)
    store.close()


def test_an_undo_reaching_before_the_snapshot_is_honoured(tmp_path: Path, small_snapshots: None) -> None:
    """Undo the last actions back past a snapshot: the reopened tournament shows them undone."""
    store = Store(tmp_path / "f.db")
    tid = store.create(Settings("T", buy_in=100, starting_stack=10_000, rebuy=Purchase(100, 10_000, 1)),
                       now=NOW, author="Ana")
    play(store, tid)
    latest = store.db.execute("SELECT max(seq) FROM snapshots").fetchone()[0]
    while store.history(tid)[-1].data.to_json().get("target", latest + 1) > latest:  # undo back past the snapshot
        store.undo(tid, now=NOW + 300, author="Ana")
    expected = full_replay(store, tid)
    assert fresh(tmp_path / "f.db", tid) == expected
    assert store.state(tid).players_left == expected["players_left"]
    store.close()
