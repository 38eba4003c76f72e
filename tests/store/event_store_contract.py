"""The ``EventStore`` port's contract (floor/store/port.py), stated once and run against each adapter.

:class:`EventStoreContract` holds the tests; an adapter's test class subclasses it and gives the ``store`` and
``other`` fixtures (as pyeventsourcing's recorder tests do): SQLite's in tests/store/test_event_store_sqlite.py,
PostgreSQL's in tests/pg/test_event_store_contract.py. Not a test module itself (no ``test_`` prefix): each
subclass runs it where its engine is.
"""

from __future__ import annotations

import threading
import time
import uuid
from collections.abc import Iterator

import pytest

from floor.store import chain
from floor.store.port import Command, CommandReused, Conflict, EventStore, NewEvent, UnknownTournament


def _events(*kinds: str) -> list[NewEvent]:
    return [NewEvent(kind, 1_700_000_000.5 + n, "desk-1", f'{{"n": {n}, "kind": "{kind}"}}')
            for n, kind in enumerate(kinds)]


def _command(answer: str = '{"ok": true}', request: str = "r1", author: str = "desk-1") -> Command:
    return Command(str(uuid.uuid4()), author, request, answer)


class EventStoreContract:
    """What every adapter must do; ``store`` is an adapter over an empty database, ``other`` a second one on the same
    database (another desk)."""

    @pytest.fixture
    def store(self) -> Iterator[EventStore]:
        raise NotImplementedError

    @pytest.fixture
    def other(self) -> Iterator[EventStore]:
        raise NotImplementedError

    def test_appended_events_are_read_back_in_order_from_a_cursor(self, store: EventStore) -> None:
        store.create_tournament(1)
        first = store.append(1, 0, _events("registered", "seated"), _command())
        second = store.append(1, 2, _events("started"), _command())
        assert (first.first_seq, first.last_seq, second.first_seq, second.last_seq) == (1, 2, 3, 3)
        assert [e.seq for e in store.read(1)] == [1, 2, 3]
        assert [e.kind for e in store.read(1, after_seq=1)] == ["seated", "started"]
        assert [e.seq for e in store.read(1, after_seq=1, limit=1)] == [2]
        assert store.head(1) == 3

    def test_the_payload_comes_back_byte_for_byte_and_the_checksums_chain(self, store: EventStore) -> None:
        """The chain (floor/store/chain.py) covers the payload's bytes: a store that re-serialized JSON would break
        every checksum."""
        store.create_tournament(1)
        odd = [NewEvent("noted", 1.25, "desk-1", '{"z": 1,  "a": "é"}')]
        store.append(1, 0, odd, _command())
        (event,) = store.read(1)
        assert event.payload == '{"z": 1,  "a": "é"}'
        assert event.checksum == chain.link(chain.GENESIS, chain.written(1, 1, "noted", 1.25, "desk-1", event.payload))

    def test_an_append_after_a_stale_head_is_refused_and_writes_nothing(self, store: EventStore) -> None:
        store.create_tournament(1)
        store.append(1, 0, _events("registered"), _command())
        with pytest.raises(Conflict) as refused:
            store.append(1, 0, _events("registered"), _command())
        assert refused.value.head == 1
        assert [e.seq for e in store.read(1)] == [1]

    def test_the_same_command_twice_is_applied_once_and_answered_twice(self, store: EventStore) -> None:
        store.create_tournament(1)
        command = _command(answer='{"player": 7}')
        first = store.append(1, 0, _events("registered", "seated"), command)
        again = store.append(1, 0, _events("registered", "seated"), command)
        assert not first.again and again.again
        assert (again.first_seq, again.last_seq, again.answer) == (1, 2, '{"player": 7}')
        assert store.head(1) == 2
        assert store.applied(command.command_id) == again
        assert store.applied(str(uuid.uuid4())) is None

    def test_a_command_id_reused_for_another_request_is_refused(self, store: EventStore) -> None:
        store.create_tournament(1)
        store.create_tournament(2)
        command = _command()
        store.append(1, 0, _events("registered"), command)
        for reused in (Command(command.command_id, command.author, "another request", command.answer),
                       Command(command.command_id, "desk-2", command.request, command.answer)):
            with pytest.raises(CommandReused):
                store.append(1, 1, _events("registered"), reused)
        with pytest.raises(CommandReused):
            store.append(2, 0, _events("registered"), command)
        assert store.head(1) == 1 and store.head(2) == 0

    def test_an_unknown_tournament_is_named(self, store: EventStore) -> None:
        with pytest.raises(UnknownTournament):
            store.append(9, 0, _events("registered"), _command())
        with pytest.raises(UnknownTournament):
            store.head(9)

    def test_the_newest_snapshot_up_to_a_point_is_found_byte_for_byte_and_only_the_newest_are_kept(
            self, store: EventStore) -> None:
        """Reopening folds from the last snapshot, an undo reaching before it from the one before: the store keeps
        ``keep`` of them, newest first, their bytes as given (compressed state: any byte may appear)."""
        store.create_tournament(1)
        store.append(1, 0, _events(*[f"e{n}" for n in range(6)]), _command())
        for seq in (2, 4, 6):
            store.snapshot_put(1, seq, bytes([seq, 0, 255]) + b"\x00state", keep=2)
        assert store.snapshot_get(1, 100) == (6, bytes([6, 0, 255]) + b"\x00state")
        assert store.snapshot_get(1, 5) == (4, bytes([4, 0, 255]) + b"\x00state")
        assert store.snapshot_get(1, 3) is None  # (the one at 2 was dropped: only two are kept)
        store.snapshot_put(1, 6, b"again", keep=2)
        assert store.snapshot_get(1, 6) == (6, b"again")
        with pytest.raises(UnknownTournament):
            store.snapshot_put(9, 1, b"x", keep=2)

    def test_a_new_tournament_is_numbered_after_the_highest_and_listed(self, store: EventStore) -> None:
        """Numbers as SQLite's rowid has always given them (max + 1, whatever made the highest), so a file moved
        between engines numbers its next tournament the same; a new log is empty."""
        assert store.tournaments() == []
        assert store.new_tournament("Sunday", 1_700_000_000.5) == 1
        store.create_tournament(5)
        assert store.new_tournament("Monday", 1_700_000_100.0) == 6
        assert [(t, name) for t, name, _at in store.tournaments()] == [(1, "Sunday"), (5, None), (6, "Monday")]
        assert store.tournaments()[0][2] == 1_700_000_000.5
        assert store.head(6) == 0 and store.read(6) == []

    def test_two_desks_appending_at_once_leave_one_log_with_no_gap(self, store: EventStore,
                                                                   other: EventStore) -> None:
        """Two desks race on one tournament, each re-reading the head after a conflict: every command lands once,
        seq runs 1..N with no gap, and each reader sees the same order."""
        store.create_tournament(1)
        per_desk = 40
        landed: dict[str, list[int]] = {"a": [], "b": []}

        def desk(name: str, adapter: EventStore) -> None:
            for n in range(per_desk):
                command = _command(request=f"{name}{n}", author=name)
                while True:
                    try:
                        done = adapter.append(1, adapter.head(1), _events(f"{name}{n}"), command)
                    except Conflict:
                        continue
                    landed[name].append(done.first_seq)
                    break

        threads = [threading.Thread(target=desk, args=("a", store)), threading.Thread(target=desk, args=("b", other))]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(60)
        log = store.read(1)
        assert [e.seq for e in log] == list(range(1, 2 * per_desk + 1))
        assert sorted(landed["a"] + landed["b"]) == [e.seq for e in log]
        assert [e.kind for e in other.read(1)] == [e.kind for e in log]

    def test_a_fold_under_the_lock_waits_for_the_other_desk_and_sees_its_event(self, store: EventStore,
                                                                                other: EventStore) -> None:
        """What ``Store`` folds its actions under (a fold under the lock, not an optimistic append): while one desk's
        transaction holds the tournament, another desk's lock waits, and when it gets it the head it is given
        includes the first desk's event: its check is made against the log's true end, never a stale one."""
        store.create_tournament(1)
        locked = threading.Event()
        seen: list[int] = []

        def second_desk() -> None:
            locked.wait(10)
            with other.transaction() as log:
                seen.append(log.lock(1))

        waiter = threading.Thread(target=second_desk)
        waiter.start()
        with store.transaction() as log:
            head = log.lock(1)
            locked.set()
            time.sleep(0.3)  # (the second desk is waiting on the lock meanwhile)
            assert seen == []
            log.insert(1, head + 1, _events("registered")[0])
            log.record_command(1, _command(), head + 1, head + 1)
        waiter.join(30)
        assert seen == [1]

    def test_a_transaction_that_raises_leaves_the_log_as_it_was(self, store: EventStore) -> None:
        store.create_tournament(1)

        def refused_action() -> None:
            with store.transaction() as log:
                log.insert(1, log.lock(1) + 1, _events("registered")[0])
                raise RuntimeError("the action was refused")

        with pytest.raises(RuntimeError):
            refused_action()
        assert store.head(1) == 0 and store.read(1) == []
        store.append(1, 0, _events("registered"), _command())  # (every lock released: the next append goes on)
        assert store.head(1) == 1
