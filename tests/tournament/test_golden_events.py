"""Issue 28, one codec: every event the Floor of before the declarative codec wrote reads exactly as before and is
written back byte for byte.

``tests/data/events_golden.jsonl`` was written by ``tests/tournament/make_golden_events.py`` on that Floor: every
kind of event, from a night of before typed events and its older shapes, the demo night, a night through the use
cases, a TD save imported, bodies made by hand at the edges (with optional fields left out and unknown ones added)
and bodies drawn from each kind's field types. ``events_golden_states.json`` holds the state each whole log folded
to on that Floor.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from floor.store.tournaments import Store
from floor.tournament import records as R
from floor.tournament import snapshots
from floor.tournament.events import Event
from floor.tournament.settings import Settings
from floor.tournament.state import replay

DATA = Path(__file__).parents[1] / "data"
# one entry a line, split on "\n" alone: a name in the corpus holds U+2028, which splitlines() would split on
CORPUS: list[dict[str, Any]] = [json.loads(line) for line in
                                (DATA / "events_golden.jsonl").read_text(encoding="utf-8").split("\n") if line]
STATES: dict[str, Any] = json.loads((DATA / "events_golden_states.json").read_text(encoding="utf-8"))


def _as_before(state: dict[str, Any]) -> dict[str, Any]:
    """A state as the Floor of before the codec kept it (snapshot version 3): without what the fold keeps since (the
    hits and who busted whom, version 4)."""
    return {**{k: v for k, v in state.items() if k not in ("hits", "busted_by")}, "version": 3}


def test_the_corpus_holds_every_kind_this_floor_reads() -> None:
    assert {entry["kind"] for entry in CORPUS} == set(R.KINDS)


@pytest.mark.parametrize("source", sorted({entry["source"] for entry in CORPUS}))
def test_every_stored_body_reads_and_writes_back_byte_for_byte_in_floors_key_order(source: str) -> None:
    for entry in (e for e in CORPUS if e["source"] == source):
        body = R.read_body(entry["kind"], json.loads(entry["payload"]))
        assert (body.kind, type(body).VERSION) == (entry["kind"], entry["version"])
        assert json.dumps(body.to_json(), ensure_ascii=False, sort_keys=True) == entry["payload"], entry
        assert json.dumps(body.to_json(), ensure_ascii=False) == entry["ordered"], entry


@pytest.mark.parametrize("source", sorted(STATES))
def test_every_whole_log_folds_to_the_state_it_folded_to_before(source: str) -> None:
    log = [Event(R.read_body(e["kind"], json.loads(e["payload"])), e["at"], e["author"], e["seq"])
           for e in CORPUS if e["source"] == source]
    assert _as_before(snapshots.to_dict(replay(1, log))) == STATES[source]


@pytest.mark.parametrize("source", sorted(STATES))
def test_every_whole_log_in_a_file_opens_as_before_and_each_row_writes_back_as_stored(tmp_path: Path,
                                                                                     source: str) -> None:
    """The rows put into a database file as an earlier Floor left them, opened by the store: the same state, and
    each event's JSON the same bytes as its row."""
    rows = [e for e in CORPUS if e["source"] == source]
    path = tmp_path / "old.db"
    Store(path).create(Settings("scratch", buy_in=1, starting_stack=1), now=rows[0]["at"], author="Ana")
    with sqlite3.connect(path) as conn:
        conn.executescript("DELETE FROM events; DELETE FROM snapshots; DELETE FROM tournaments;")
        conn.execute("INSERT INTO tournaments (id, name, created_at) VALUES (1, ?, ?)", [source, rows[0]["at"]])
        conn.executemany("INSERT INTO events (tournament_id, seq, kind, at, author, payload) VALUES (1, ?, ?, ?, ?, ?)",
                         [(e["seq"], e["kind"], e["at"], e["author"], e["payload"]) for e in rows])
    conn.close()
    store = Store(path)
    try:
        log = store.history(1)
        assert [json.dumps(e.data.to_json(), ensure_ascii=False, sort_keys=True) for e in log] \
            == [e["payload"] for e in rows]
        assert _as_before(snapshots.to_dict(store.state(1))) == STATES[source]
    finally:
        store.close()
