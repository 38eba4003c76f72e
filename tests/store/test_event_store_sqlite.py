"""The ``EventStore`` port's contract (tests/store/event_store_contract.py) run against SQLite's adapter
(floor/store/sqlite_log.py), and what a port-written file must be to ``Store``: the same log, the same chain."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from store.event_store_contract import EventStoreContract, _command, _events

from floor.store import chain
from floor.store.database import APPLICATION_ID
from floor.store.port import Command, EventStore, NewEvent
from floor.store.sqlite_log import SqliteEventStore
from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament.settings import Settings


class TestSqlite(EventStoreContract):
    @pytest.fixture
    def store(self, tmp_path: Path) -> Iterator[EventStore]:
        adapter = SqliteEventStore(tmp_path / "floor.db")
        yield adapter
        adapter.close()

    @pytest.fixture
    def other(self, tmp_path: Path, store: EventStore) -> Iterator[EventStore]:
        adapter = SqliteEventStore(tmp_path / "floor.db")  # (another desk on the same file: a second connection)
        yield adapter
        adapter.close()


NOW = 1_800_000_000.0


def _sunday(path: Path) -> tuple[Store, int]:
    store = Store(path)
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=NOW, author="Ana")
    store.act(tid, lambda s: P.register(s, "A", now=NOW, author="Ana", level=1))
    return store, tid


def test_the_port_reads_what_store_wrote_byte_for_byte_with_its_chain(tmp_path: Path) -> None:
    """One log, two doors: the port's read of a file ``Store`` wrote gives the same events (payload bytes as the
    history's, each checksum following from the one before), so neither keeps a copy of the other's format."""
    store, tid = _sunday(tmp_path / "floor.db")
    port = SqliteEventStore(tmp_path / "floor.db")
    read = port.read(tid)
    assert [(e.seq, e.kind, e.at, e.author) for e in read] == [(e.seq, e.kind, e.at, e.author)
                                                               for e in store.history(tid)]
    before = chain.GENESIS
    for e in read:
        before = chain.link(before, chain.written(tid, e.seq, e.kind, e.at, e.author, e.payload))
        assert e.checksum == before
    assert port.head(tid) == store.reach(tid) == 2
    port.close()
    store.close()


def test_an_event_the_port_appends_is_folded_by_store_and_the_chain_stays_whole(tmp_path: Path) -> None:
    """A desk appending through the port (the same INSERT and chain as Store's own, floor/store/sqlite_log.py)
    writes a log ``Store`` folds and goes on from: player B registered through the port is in the tournament a
    Store already holding it sees, C follows B, and the file's chain has no break."""
    store, tid = _sunday(tmp_path / "floor.db")
    made = P.register(store.state(tid), "B", now=NOW + 1, author="desk-2", level=1)
    payload = json.dumps(made.data.to_json(), ensure_ascii=False, sort_keys=True)
    port = SqliteEventStore(tmp_path / "floor.db")
    done = port.append(tid, port.head(tid), [NewEvent(made.kind, made.at, made.author, payload)], _command())
    assert (done.first_seq, done.last_seq) == (3, 3)
    assert store.state(tid).entries == 2
    store.act(tid, lambda s: P.register(s, "C", now=NOW + 2, author="Ana", level=1))
    assert [e.author for e in store.history(tid)] == ["Ana", "Ana", "desk-2", "Ana"]
    chain.check(store.db.conn)
    port.close()
    store.close()


def test_a_command_store_applied_is_found_by_the_port_and_not_applied_again(tmp_path: Path) -> None:
    """The commands table is one: a command ``Store.once`` applied is the port's ``applied()``, and the port given
    the same id answers the first answer and writes nothing."""
    store, tid = _sunday(tmp_path / "floor.db")
    answered = store.once(tid, "cmd-1", "Ana", "register B",
                          lambda: (store.act(tid, lambda s: P.register(s, "B", now=NOW, author="Ana", level=1)),
                                   '{"player": 2}')[1])
    port = SqliteEventStore(tmp_path / "floor.db")
    found = port.applied("cmd-1")
    assert found is not None and (found.first_seq, found.last_seq, found.answer) == (3, 3, answered.answer)
    again = port.append(tid, 3, _events("registered"), Command("cmd-1", "Ana", "register B", "{}"))
    assert again.again and again.answer == '{"player": 2}' and port.head(tid) == 3
    port.close()
    store.close()


def test_a_file_the_port_makes_is_a_floor_file_store_opens_as_its_own(tmp_path: Path) -> None:
    """The adapter makes a new file as ``Store`` does (built aside, migrated, Floor's application id, WAL): a
    ``Store`` opening it finds nothing to tell and lists the port's tournament."""
    port = SqliteEventStore(tmp_path / "new.db")
    tid = port.new_tournament("Sunday", NOW)
    port.close()
    with sqlite3.connect(tmp_path / "new.db") as conn:
        assert conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    conn.close()
    store = Store(tmp_path / "new.db")
    assert store.warnings == [] and store.latest() == tid
    store.close()
