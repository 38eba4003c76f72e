"""Issue 30: undo and redo find their action a few rows back and start from a state kept in memory (not the whole log
folded again); the snapshots kept stay few and compact; the tournament a user sees is the one the whole log says."""

import contextlib
import json
import zlib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from floor.core.errors import FloorError
from floor.store import eventrows
from floor.store import tournaments as stores
from floor.store.tournaments import Store
from floor.tournament import chips, snapshots
from floor.tournament import events as ev
from floor.tournament import players as P
from floor.tournament.settings import Purchase, Settings
from floor.tournament.state import replay

NOW = 1_800_000_000.0
SETTINGS = Settings("T", buy_in=100, starting_stack=10_000, rebuy=Purchase(100, 10_000, 1))


def whole_log(store: Store, tid: int) -> dict:
    """The tournament as a fold of its whole log says it (what the store answered before issue 30)."""
    return snapshots.to_dict(replay(tid, store.history(tid)))


class Counted:
    """How many stored events and snapshots were decoded (wrapped around the real readers)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.rows = 0
        self.snapshots = 0
        read, from_dict = eventrows.read, snapshots.from_dict

        def counting_read(row):  # type: ignore[no-untyped-def]
            self.rows += 1
            return read(row)

        def counting_from_dict(tid, data):  # type: ignore[no-untyped-def]
            self.snapshots += 1
            return from_dict(tid, data)

        monkeypatch.setattr(eventrows, "read", counting_read)
        monkeypatch.setattr(snapshots, "from_dict", counting_from_dict)

    def reset(self) -> None:
        self.rows = self.snapshots = 0


def long_tournament(path: Path, players: int) -> tuple[Store, int]:
    """A tournament of ``players`` registrations, busts and counts (several snapshots crossed), quickly made."""
    store = Store(path)
    tid = store.create(SETTINGS, now=NOW, author="Ana")
    for start in range(0, players, 250):
        store.act_all(tid, [lambda s, i=i: P.register(s, f"P{i}", now=NOW + i, author="Ana", level=1)
                            for i in range(start, min(start + 250, players))])
    store.act_all(tid, [lambda s, i=i: P.eliminate(s, [f"P{i}"], now=NOW + 10_000 + i, author="Ana")
                        for i in range(players - 1, players // 2, -1)])
    store.act(tid, lambda s: chips.count(s, {"P1": 30_000}, now=NOW + 20_000, author="Ana"))
    return store, tid


def counts(store: Store, tid: int, n: int) -> None:
    """``n`` chip counts, one action each (as the desk enters them)."""
    for i in range(n):
        store.act(tid, lambda s, i=i: chips.count(s, {"P2": 20_000 + 25 * i}, now=NOW + 25_000 + i, author="Ana"))


def test_an_undo_at_a_long_log_reads_a_few_rows_not_the_log(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """At 4,500 events: an undo, a second one, a redo and a new action each decode a handful of rows and no
    snapshot (before, each read and decoded the whole log, then folded it again from a snapshot), and the tournament
    is the one the whole log says."""
    store, tid = long_tournament(tmp_path / "f.db", 3000)
    assert store.state(tid).seq > 4000
    counted = Counted(monkeypatch)
    for step in ("undo", "undo", "redo", "undo", "redo", "redo"):
        counted.reset()
        getattr(store, step)(tid, now=NOW + 30_000, author="Ana")
        assert counted.rows <= 30 and counted.snapshots == 0, (step, counted.rows)
        assert snapshots.to_dict(store.state(tid)) == whole_log(store, tid)
    assert store.state(tid).players[2].chips == 30_000  # (P1)  # (the count undone, then redone)
    store.close()


def test_the_first_undo_after_reopening_folds_no_more_than_the_opening_did(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Reopened, the tournament keeps the last states it folded from its snapshot: an undo does not read the log
    again (only one reaching before the snapshot folds from the snapshot before)."""
    store, tid = long_tournament(tmp_path / "f.db", 3000)
    counts(store, tid, 40)
    store.close()
    again = Store(tmp_path / "f.db")
    again.state(tid)
    counted = Counted(monkeypatch)
    for i in range(5):
        again.undo(tid, now=NOW + 30_000 + i, author="Ana")
    assert counted.rows <= 5 * 30 and counted.snapshots == 0
    assert again.state(tid).players[3].chips == 20_000 + 25 * 34  # (P2)
    assert snapshots.to_dict(again.state(tid)) == whole_log(again, tid)
    again.close()


def test_snapshots_stay_few_and_compact_however_long_the_log(tmp_path: Path) -> None:
    """Storage grows with the events, not with their square: the newest snapshots only, compressed compact JSON."""
    store, tid = long_tournament(tmp_path / "f.db", 5000)
    rows = [(seq, zlib.decompress(blob).decode()) for seq, blob in store.db.execute(
        "SELECT seq, state FROM snapshots ORDER BY seq")]
    assert [seq for seq, _ in rows] == [4001, 7500]  # (batches of actions crossing 2,000, 4,000 and 6,000: taken
    # at their ends)
    assert all(text.startswith('{"version":5,"seq":') for _, text in rows)  # (compressed compact JSON: no spaces)
    assert snapshots.from_dict(tid, json.loads(rows[-1][1])) == replay(tid, store.history(tid)[:7500])
    store.close()


def test_a_file_with_an_older_floors_snapshots_opens_as_before(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Snapshots written spaced, and more of them than are kept now: the file opens to the same tournament, and the
    next snapshot prunes them."""
    monkeypatch.setattr(stores, "SNAPSHOT_EVERY", 10)
    store, tid = long_tournament(tmp_path / "f.db", 40)
    expected = whole_log(store, tid)
    for seq in (10, 20, 30, 40):
        spaced = json.dumps(snapshots.to_dict(replay(tid, store.history(tid)[:seq])), ensure_ascii=False)
        store.db.execute("INSERT OR REPLACE INTO snapshots (tournament_id, seq, state) VALUES (?, ?, ?)",
                         [tid, seq, spaced])
    store.db.conn.commit()
    store.close()
    again = Store(tmp_path / "f.db")
    assert snapshots.to_dict(again.state(tid)) == expected
    for i in range(10):
        again.act(tid, lambda s, i=i: P.register(s, f"Late{i}", now=NOW + 40_000, author="Ana", level=1))
    assert [seq for (seq,) in again.db.execute("SELECT seq FROM snapshots ORDER BY seq")] == [60, 70]
    again.close()


def test_an_undo_reaching_before_every_state_kept_is_still_right(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """Forty undos in a row, past the states kept in memory and past the snapshots: each one as the whole log says,
    then as many redos."""
    monkeypatch.setattr(stores, "SNAPSHOT_EVERY", 10)
    monkeypatch.setattr(stores, "RECENT", 4)
    store = Store(tmp_path / "f.db")
    tid = store.create(SETTINGS, now=NOW, author="Ana")
    for i in range(45):
        store.act(tid, lambda s, i=i: P.register(s, f"P{i}", now=NOW + i, author="Ana", level=1))
    for _ in range(40):
        store.undo(tid, now=NOW + 100, author="Ana")
        assert snapshots.to_dict(store.state(tid)) == whole_log(store, tid)
    assert store.state(tid).entries == 5
    for _ in range(40):
        store.redo(tid, now=NOW + 200, author="Ana")
        assert snapshots.to_dict(store.state(tid)) == whole_log(store, tid)
    assert store.state(tid).entries == 45
    with pytest.raises(FloorError, match="nothing to redo"):
        store.redo(tid, now=NOW + 300, author="Ana")
    store.close()


STEPS = st.lists(st.sampled_from(["register", "bust", "count", "undo", "redo", "other-undo", "other-act", "reopen"]),
                 min_size=1, max_size=40)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=STEPS)
@example(steps=["register", "register", "undo", "redo", "undo", "count", "undo", "undo", "redo", "other-undo", "redo",
                "reopen", "undo", "redo", "redo"])
def test_undo_and_redo_take_back_what_the_whole_log_says(tmp_path_factory: pytest.TempPathFactory,
                                                        steps: list[str]) -> None:
    """Any mix of actions, undos and redos, some written by another process on the file, some after reopening: each
    undo and redo takes back the action the whole log names, and the tournament is the whole log's fold."""
    path = tmp_path_factory.mktemp("undo") / "f.db"
    stores_before = stores.SNAPSHOT_EVERY, stores.RECENT
    stores.SNAPSHOT_EVERY, stores.RECENT = 5, 3
    try:
        store = Store(path)
        tid = store.create(SETTINGS, now=NOW, author="Ana")
        other = Store(path)
        for n, step in enumerate(steps, 1):
            at = NOW + n
            if step in ("undo", "redo", "other-undo"):
                whole = store.history(tid)
                said = tuple(None if e is None else e.seq for e in (ev.undo_target(whole), ev.redo_target(whole)))
                assert store.takes_back(tid) == said  # what the Undo button and the Edit menu say: the same
                expected = (ev.redo_target if step == "redo" else ev.undo_target)(store.history(tid))
                acting = other if step == "other-undo" else store
                take_back = acting.redo if step == "redo" else acting.undo
                if expected is None:
                    with pytest.raises(FloorError, match="nothing to"):
                        take_back(tid, now=at, author="Bo")
                else:
                    event, _ = take_back(tid, now=at, author="Bo")
                    assert event.data.to_json()["target"] == expected.seq
            elif step == "reopen":
                store.close()
                store = Store(path)
            else:
                playing = [p.name for p in store.state(tid).players.values() if p.playing]
                action = {
                    "register": lambda s, at=at: P.register(s, f"P{at}", now=at, author="Ana", level=1),
                    "other-act": lambda s, at=at: P.register(s, f"O{at}", now=at, author="Bo", level=1),
                    "bust": lambda s, at=at, who=playing[-1:]: P.eliminate(s, who, now=at, author="Ana"),
                    "count": lambda s, at=at, who=playing[:1], n=n: chips.count(
                        s, dict.fromkeys(who, 1000 + 25 * n), now=at, author="Ana"),
                }[step]
                with contextlib.suppress(FloorError):  # (a bust or count with nobody playing is refused)
                    (other if step == "other-act" else store).act(tid, action)
            assert snapshots.to_dict(store.state(tid)) == whole_log(store, tid)
        store.close()
        other.close()
    finally:
        stores.SNAPSHOT_EVERY, stores.RECENT = stores_before


def test_a_snapshot_that_cannot_be_written_loses_no_action(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The snapshot is written after the action's commit, in a transaction of its own: when it fails (a full disk),
    the action stands and the next opening folds the log instead."""
    monkeypatch.setattr(stores, "SNAPSHOT_EVERY", 10)
    store = Store(tmp_path / "f.db")
    tid = store.create(SETTINGS, now=NOW, author="Ana")

    def full(state: object) -> bytes:
        raise FloorError("the disk is full")

    monkeypatch.setattr(eventrows, "snapshot_bytes", full)
    for i in range(12):
        store.act(tid, lambda s, i=i: P.register(s, f"P{i}", now=NOW + i, author="Ana", level=1))
    assert store.state(tid).entries == 12
    assert store.db.execute("SELECT count(*) FROM snapshots").fetchone()[0] == 0
    store.close()
    assert Store(tmp_path / "f.db").state(tid).entries == 12


def test_the_stored_snapshot_holds_the_state_and_a_damaged_one_is_passed_over(tmp_path: Path) -> None:
    """Version 5 (each player a row) reads back to the very state; a row of the wrong length makes the store fold
    the log instead, to the same tournament."""
    store, tid = long_tournament(tmp_path / "f.db", 300)
    state = store.state(tid)
    stored = snapshots.to_stored(state)
    assert stored["version"] == snapshots.STORED and snapshots.from_dict(tid, stored) == state
    assert snapshots.from_dict(tid, snapshots.to_dict(state)) == state  # (version 4, as files before keep it)
    damaged = {**stored, "players": [[*row, 0] for row in stored["players"]]}
    store.db.execute("INSERT INTO snapshots (tournament_id, seq, state) VALUES (?, ?, ?)",
                     [tid, state.seq, zlib.compress(json.dumps(damaged).encode())])
    store.db.conn.commit()
    store.close()
    assert snapshots.to_dict(Store(tmp_path / "f.db").state(tid)) == snapshots.to_dict(state)
