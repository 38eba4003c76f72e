"""Opening from a snapshot gives exactly the state a full replay gives, undos before it included."""

import json
from dataclasses import replace
from pathlib import Path

import pytest

from floor.store import tournaments as stores
from floor.store.tournaments import Store
from floor.tournament import chips, codec, snapshots
from floor.tournament import players as P
from floor.tournament import timekeeping as T
from floor.tournament.codec import CodecError
from floor.tournament.settings import Purchase, Settings
from floor.tournament.state import FloorCall, GivenPenalty, LoggedIncident, replay

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
    taken = [seq for (seq,) in store.db.execute("SELECT seq FROM snapshots ORDER BY seq")]
    assert taken == [20, 30]  # (taken every 10 events; the newest SNAPSHOTS_KEPT kept)
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


# The penalties, incidents and calls as a snapshot kept them before the one codec (written by that Floor's to_json).
KEPT_BEFORE = [
    ('{"player": 3, "kind": "missed-hands", "row_id": "PN-03", "reason": "swore", "table": 1, "seat": 4, '
     '"offence": null, "ruling": null, "after_current_hand": true, "hands": 2, "id": 7, '
     '"at": 1800000100.5, "author": "Ana", "served": 2, "wait": 0, "status": "ended", '
     '"ended_at": 1800000200.0, "end_reason": "served early", "ended_by": "Bo"}'),
    ('{"player": 5, "kind": "warning", "row_id": "PN-01", "reason": "late", "table": null, "seat": null, '
     '"offence": null, "ruling": null, "after_current_hand": true, "id": 8, "at": 1800000101.0, '
     '"author": "Ana", "served": 0, "wait": 1, "status": "given", "ended_at": null}'),
    ('{"row_id": "SP-01", "found": "spectators_near_table", "player": null, "spectator": null, '
     '"table": 2, "requested_by": null, "action": "warned", "penalty": null, "note": "", "earlier": 0, '
     '"id": 9, "at": 1800000102.0, "author": "Ana"}'),
    ('{"id": 10, "at": 1800000103.0, "author": "Dealer 1", "table": 1, "situation": "misdeal", '
     '"note": "", "answer": "", "row_id": "", "answered_by": "", "answered_at": null}'),
    ('{"id": 11, "at": 1800000104.0, "author": "Dealer 2", "table": 2, "situation": "dispute", '
     '"note": "who acted", "answer": "the bet stands", "row_id": "AC-01", "answered_by": "Bo", '
     '"answered_at": 1800000110.0}'),
]


@pytest.mark.parametrize("kept", KEPT_BEFORE)
def test_a_snapshots_penalties_incidents_and_calls_read_and_write_back_byte_for_byte(kept: str) -> None:
    """Issue 28: the fold's records are read and written by the one codec, and a snapshot an earlier Floor wrote
    reads as it did and is written back byte for byte (key order and number types included)."""
    data = json.loads(kept)
    kind = GivenPenalty if "status" in data else LoggedIncident if "action" in data else FloorCall
    record = codec.read(kind, data)
    assert json.dumps(codec.write(record), ensure_ascii=False) == kept
    assert codec.read(kind, json.loads(json.dumps(codec.write(record)))) == record


def test_the_fold_records_keep_what_they_say() -> None:
    """The nested event is read from the record's other keys; a penalty without its status is refused (the store
    then replays the log), and a penalty an older Floor kept without the hands served reads as none served."""
    penalty = codec.read(GivenPenalty, json.loads(KEPT_BEFORE[0]))
    assert (penalty.player, penalty.kind, penalty.hands, penalty.status, penalty.ended_by) == (
        3, "missed-hands", 2, "ended", "Bo")
    call = codec.read(FloorCall, json.loads(KEPT_BEFORE[4]))
    assert (call.answer, call.open) == ("the bet stands", False)
    with pytest.raises(CodecError, match="status: missing"):
        codec.read(GivenPenalty, {k: v for k, v in json.loads(KEPT_BEFORE[1]).items() if k != "status"})
    older = {k: v for k, v in json.loads(KEPT_BEFORE[1]).items() if k not in ("served", "wait", "ended_at")}
    assert codec.read(GivenPenalty, older) == replace(codec.read(GivenPenalty, json.loads(KEPT_BEFORE[1])), wait=0)
