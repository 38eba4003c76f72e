"""Issue 17, typed events and a read-only state: a database written before them reads unchanged, and no one holding
a state can change it.

``events_before_typing.json`` was written by the Floor of before typed events: a night with every kind of event
(tournament 1, with the snapshots it took) and a tournament of the shorter shapes older Floors wrote (no
nickname, no index, an undo with its target alone...), each row's payload as the store held it, and the state the
old fold made of them.
"""

from __future__ import annotations

import dataclasses
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from floor.store import eventrows, export
from floor.store.tournaments import Store
from floor.tournament import chips, snapshots
from floor.tournament import players as P
from floor.tournament.settings import Settings
from floor.tournament.state import replay

FIXTURE = json.loads((Path(__file__).parent / "events_before_typing.json").read_text(encoding="utf-8"))
NOW = 1_800_000_000.0
NIGHT, OLD_SHAPES = 1, 2


NEW_SINCE = ("hits", "busted_by")  # kept by the fold since the snapshots' version 4 (issue 28: the hits)


def as_of_3(data: dict[str, Any]) -> dict[str, Any]:
    """A state's JSON as the snapshots of version 3 held it: without what the fold keeps since."""
    return {**{k: v for k, v in data.items() if k not in NEW_SINCE}, "version": 3}


def old_database(path: Path, *, snapshots_too: bool = True) -> Path:
    """A file holding the fixture's rows exactly, as the Floor before typed events left it."""
    Store(path).create(Settings("scratch", buy_in=1, starting_stack=1), now=NOW, author="Ana")  # the schema
    conn = sqlite3.connect(path)
    conn.executescript("DELETE FROM events; DELETE FROM snapshots; DELETE FROM tournaments;")
    for tid, part in ((NIGHT, FIXTURE), (OLD_SHAPES, FIXTURE["old_shapes"])):
        conn.execute("INSERT INTO tournaments (id, name, created_at) VALUES (?, ?, ?)", [tid, f"t{tid}", NOW])
        conn.executemany("INSERT INTO events (tournament_id, seq, kind, at, author, payload) VALUES (?, ?, ?, ?, ?, ?)",
                         [(tid, r["seq"], r["kind"], r["at"], r["author"], r["payload"]) for r in part["events"]])
    if snapshots_too:
        conn.executemany("INSERT INTO snapshots (tournament_id, seq, state) VALUES (?, ?, ?)",
                         [(NIGHT, s["seq"], s["state"]) for s in FIXTURE["snapshots"]])
    conn.commit()
    conn.close()
    return path


def rows(tid: int) -> list[dict[str, Any]]:
    return FIXTURE["events"] if tid == NIGHT else FIXTURE["old_shapes"]["events"]


@pytest.mark.parametrize("tid", [NIGHT, OLD_SHAPES])
def test_every_row_of_an_old_database_reads_and_writes_back_byte_for_byte(tmp_path: Path, tid: int) -> None:
    store = Store(old_database(tmp_path / "old.db"))
    log = store.history(tid)
    assert [e.seq for e in log] == [r["seq"] for r in rows(tid)]
    for event, stored in zip(log, rows(tid), strict=True):
        assert event.kind == stored["kind"] and (event.at, event.author) == (stored["at"], stored["author"])
        assert json.dumps(event.data.to_json(), ensure_ascii=False, sort_keys=True) == stored["payload"]
    store.close()


@pytest.mark.parametrize(("tid", "expected"), [(NIGHT, FIXTURE["state"]), (OLD_SHAPES, FIXTURE["old_shapes"]["state"])])
@pytest.mark.parametrize("from_snapshot", [True, False])
def test_an_old_database_folds_to_the_state_the_old_fold_made(tmp_path: Path, tid: int, expected: dict[str, Any],
                                                              from_snapshot: bool) -> None:
    """Every player, seat, penalty, incident, carryover and counter as before, whether opened from the old snapshot
    or replayed from the first event."""
    store = Store(old_database(tmp_path / "old.db", snapshots_too=from_snapshot))
    assert as_of_3(snapshots.to_dict(store.state(tid))) == expected
    assert as_of_3(snapshots.to_dict(replay(tid, store.history(tid)))) == expected
    store.close()


def test_the_old_snapshots_are_set_aside_and_new_ones_hold_the_same_json(tmp_path: Path) -> None:
    """A snapshot of version 3 has no hits: the store replays the log instead (eventrows.resume says None); a new
    snapshot holds the old one's JSON and the hits, and reads back as it was written."""
    store = Store(old_database(tmp_path / "old.db"))
    log = store.history(NIGHT)
    for snapshot in FIXTURE["snapshots"]:
        data = json.loads(snapshot["state"])
        upto = [e for e in log if e.seq <= snapshot["seq"]]
        later = [e for e in log if e.seq > snapshot["seq"]]
        assert eventrows.resume(NIGHT, snapshot["seq"], snapshot["state"].encode(), later) is None
        state = replay(NIGHT, upto)
        assert as_of_3(snapshots.to_dict(state)) == data
        new = snapshots.to_dict(state)
        assert snapshots.to_dict(snapshots.from_dict(NIGHT, new)) == new
        assert as_of_3(snapshots.to_dict(snapshots.resume(NIGHT, new, later))) == FIXTURE["state"]
    store.close()


def _exported(row: dict[str, Any]) -> str:
    """A stored payload as the export shows it: as stored, but a token event names its players, not the tokens."""
    if row["kind"] != "tokens-issued":
        return str(row["payload"])
    return json.dumps({"players": sorted(int(p) for p in json.loads(row["payload"])["tokens"])})


def test_the_export_of_an_old_database_holds_each_payload_as_stored(tmp_path: Path) -> None:
    store = Store(old_database(tmp_path / "old.db"))
    history = export.tables(store, NIGHT)["history"][1]
    assert [json.dumps(r["payload"], ensure_ascii=False) for r in history] == [_exported(r) for r in rows(NIGHT)]
    store.close()


def test_an_old_database_goes_on_with_new_actions(tmp_path: Path) -> None:
    """The night of the fixture carries on: an elimination after the old events is folded and written as before."""
    store = Store(old_database(tmp_path / "old.db"))
    before = store.state(NIGHT)
    survivor = next(p for p in before.playing)
    store.act(NIGHT, lambda s: chips.count(s, {survivor.id: 5_000}, now=NOW + 500, author="Ana"))
    reopened = Store(tmp_path / "old.db")
    assert reopened.state(NIGHT).players[survivor.id].chips == 5_000
    assert reopened.state(NIGHT) == store.state(NIGHT)
    reopened.close()
    store.close()


# -- read-only to its readers ----------------------------------------------------------------------------------------

def night(path: Path) -> tuple[Store, int]:
    store = Store(old_database(path))
    return store, NIGHT


def test_a_view_cannot_change_the_state_it_is_handed(tmp_path: Path) -> None:
    store, tid = night(tmp_path / "old.db")
    state = store.state(tid)
    player = next(iter(state.players.values()))
    attempts = [
        lambda: setattr(state, "players_left", 0),
        lambda: state.players.__setitem__(player.id, player),  # type: ignore[attr-defined]
        lambda: setattr(player, "chips", 1),
        lambda: state.seats.pop(player.id),  # type: ignore[attr-defined]
        lambda: state.house.__setitem__("button_rule", "moving"),  # type: ignore[attr-defined]
        lambda: state.tokens.clear(),  # type: ignore[attr-defined]
        lambda: state.incidents.append(state.incidents[0]),  # type: ignore[attr-defined]
        lambda: setattr(next(iter(state.penalties.values())), "status", "served"),
        lambda: setattr(state.incidents[0].logged, "note", "changed"),
    ]
    for attempt in attempts:
        with pytest.raises((TypeError, AttributeError, dataclasses.FrozenInstanceError)):
            attempt()
    assert as_of_3(snapshots.to_dict(store.state(tid))) == FIXTURE["state"]
    store.close()


def test_nested_records_in_the_state_cannot_be_changed(tmp_path: Path) -> None:
    store = Store(old_database(tmp_path / "old.db", snapshots_too=False))
    at_50 = replay(NIGHT, [e for e in store.history(NIGHT) if e.seq <= 50])  # a carryover open at table 2
    carry = at_50.carryovers[2]
    with pytest.raises(TypeError):
        carry["amount"] = 0  # type: ignore[index]
    with pytest.raises(TypeError):
        carry["eligible"].append(9)  # type: ignore[union-attr]
    assert json.dumps(carry, sort_keys=True) == '{"amount": 600, "eligible": [1, 2, 6], "from_seat": 4}'
    store.close()


def test_the_state_a_view_holds_stays_as_it_was_when_the_store_moves_on(tmp_path: Path) -> None:
    """The console keeps the state it drew; an action makes a new one, and the one it holds does not change."""
    store, tid = night(tmp_path / "old.db")
    held = store.state(tid)
    snapshot = snapshots.to_dict(held)
    out = held.playing[0]
    _, after = store.act(tid, lambda s: P.eliminate(s, [out.id], now=NOW + 600, author="Ana"))
    assert snapshots.to_dict(held) == snapshot and held.players[out.id].playing
    assert not after.players[out.id].playing and after.players_left == held.players_left - 1
    assert store.state(tid) is after
    store.close()


def test_a_refused_action_leaves_the_state_as_it_was(tmp_path: Path) -> None:
    """Two actions as one, the second refused: nothing is written and the state the store holds is the same."""
    store, tid = night(tmp_path / "old.db")
    held = store.state(tid)
    first = held.playing[0].id
    with pytest.raises(Exception, match="already out"):
        store.act_all(tid, [lambda s: P.eliminate(s, [first], now=NOW + 700, author="Ana"),
                            lambda s: P.eliminate(s, [first], now=NOW + 701, author="Ana")])
    assert store.state(tid) == held and len(store.history(tid)) == len(FIXTURE["events"])
    store.close()
