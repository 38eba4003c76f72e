"""Issue 30: the fixed cost of every action. An action on a store writing alone reads nothing back (the log's end,
the chain's last checksum, the tournament's row: the store knows them), an action after another connection's commit
checks the chain in one read, and undo and redo read the log twice; counted, not timed. What the floor sees is the
same: the state is the one the whole log says, and the chain is whole however an action ended."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from floor.core.errors import FloorError
from floor.store import chain
from floor.store.desk import StoreDesk
from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament import snapshots
from floor.tournament.settings import Settings
from floor.tournament.state import replay
from floor.usecases import chips, history, players, seating

NOW = 1_800_000_000.0


class Statements:
    """The SQL statements a store's connection runs (SQLite's trace), from :meth:`start`."""

    def __init__(self, store: Store) -> None:
        self.seen: list[str] = []
        self.on = False
        store.db.conn.set_trace_callback(lambda sql: self.seen.append(" ".join(sql.split())) if self.on else None)

    def start(self) -> None:
        self.seen, self.on = [], True

    def reads(self, table: str = "") -> list[str]:
        """The SELECTs (of ``table``'s rows)."""
        return [s for s in self.seen if s.startswith("SELECT") and f"FROM {table}" in s]


@pytest.fixture
def night(tmp_path: Path) -> Iterator[tuple[Store, StoreDesk]]:
    """A drawn tournament of 60 players (its state held, as the console and the service hold it)."""
    store = Store(tmp_path / "floor.db")
    tid = store.create(Settings("Friday", buy_in=100, starting_stack=10_000), now=NOW, author="Ana")
    desk = StoreDesk(store, tid, "Ana", lambda: NOW + 60)
    players.register_all(desk, [(f"P{i}", "", "", i) for i in range(1, 61)])
    seating.draw_seats(desk, rng=random.Random(5))
    desk.state()
    yield store, desk
    store.close()


def whole_log(store: Store, tid: int) -> dict[str, object]:
    """The tournament as a fold of its whole log says it."""
    return snapshots.to_dict(replay(tid, store.history(tid)))


def test_an_action_on_a_store_writing_alone_reads_nothing_back(night: tuple[Store, StoreDesk]) -> None:
    """A chip count, a registration and a bust: each is its transaction, data_version looked at once in it (and by
    a use case that reads the state first, once before it), its events written and committed; no SELECT of the log's
    end, the chain's last checksum or the tournament's row (before: three a count, and one more for each event
    written). The tournament is the one the whole log says."""
    store, desk = night
    said = Statements(store)
    seat = desk.state().seats
    at_one = [p for p, (table, _seat) in seat.items() if table == 1]
    for act in (lambda: chips.count(desk, dict.fromkeys(at_one, 12_000)),
                lambda: players.register(desk, "Late Lou", rng=random.Random(1)),
                lambda: players.bust(desk, [at_one[0]], rng=random.Random(2))):
        said.start()
        act()
        assert not said.reads(), said.seen
        assert said.seen[said.seen.index("BEGIN IMMEDIATE"):].count("PRAGMA data_version") == 1, said.seen
        assert said.seen.count("BEGIN IMMEDIATE") == 1 and said.seen[-1] == "COMMIT"
    assert snapshots.to_dict(desk.state()) == whole_log(store, desk.tournament_id)
    assert chain.breaks(store.db.conn) == []


def test_after_another_floors_commit_an_action_checks_the_chain_in_one_read_and_catches_up(
        night: tuple[Store, StoreDesk], tmp_path: Path) -> None:
    """Another Floor on the file (the room service beside the console) writes; the next action here checks the chain
    of the events since its own in one read (before: two, and the schema asked), reads them to catch up, and chains
    its own to theirs without reading the last checksum again; when the other wrote elsewhere in the file, the check
    is the only read (nothing added to this log)."""
    store, desk = night
    other = Store(tmp_path / "floor.db")
    try:
        other.act(desk.tournament_id, lambda s: P.register(s, "From the room", now=NOW, author="Bo", level=1))
        said = Statements(store)
        said.start()
        done = chips.count(desk, {1: 15_000})
        assert len(said.reads("events")) == 2, said.seen  # (the chain's check, and the events read to catch up)
        assert len(said.reads()) == 2 and said.seen.count("PRAGMA data_version") == 1, said.seen  # (nothing more)
        assert not [s for s in said.seen if "table_info" in s or "LIMIT 1" in s]
        assert done.state.players[61].name == "From the room"
        other.act(desk.tournament_id, lambda s: P.register(s, "Again", now=NOW, author="Bo", level=1))
        assert other.state(desk.tournament_id).players[1].chips == 15_000
        chips.count(desk, {1: 16_000})
        other.create(Settings("Saturday", buy_in=100, starting_stack=10_000), now=NOW, author="Bo")
        said.start()  # (another tournament written: this log's chain checked, nothing in it to catch up with)
        chips.count(desk, {1: 17_000})
        assert len(said.reads("events")) == 1, said.seen
    finally:
        other.close()
    assert chain.breaks(store.db.conn) == []
    assert snapshots.to_dict(desk.state()) == whole_log(store, desk.tournament_id)


def test_undo_and_redo_read_the_log_twice_and_fold_from_a_state_kept(night: tuple[Store, StoreDesk]) -> None:
    """An undo or a redo reads the newest rows back to its action and the events since the state kept before it,
    once (before: five reads, the tournament's row twice, the event it writes read back after its commit; a redo
    whose events since that state take back an earlier action reads from the state before that one too); the
    tournament is the one the whole log says after each."""
    store, desk = night
    for i in range(3):
        chips.count(desk, {1 + i: 20_000 + 100 * i})
    said = Statements(store)
    for step, reads in ((history.undo, 2), (history.undo, 2), (history.redo, 2), (history.undo, 2),
                        (history.redo, 2), (history.redo, 3)):
        said.start()
        step(desk)
        assert len(said.reads("events")) == reads, said.seen
        assert not said.reads("tournaments"), said.seen
        assert snapshots.to_dict(desk.state()) == whole_log(store, desk.tournament_id)
    assert desk.state().players[3].chips == 20_200
    assert chain.breaks(store.db.conn) == []


def test_an_action_refused_or_rolled_back_leaves_the_next_one_chained_to_the_log(
        night: tuple[Store, StoreDesk]) -> None:
    """The store chains each event to the last it wrote without reading it back: an action refused after it wrote
    an event, and a command rolled back after its action, leave the next event chained to the log as it is."""
    store, desk = night
    tid = desk.tournament_id
    with pytest.raises(FloorError):
        store.act_all(tid, [lambda s: P.register(s, "Kept back", now=NOW, author="Ana", level=1),
                            lambda s: P.register(s, "", now=NOW, author="Ana", level=1)])
    chips.count(desk, {2: 11_000})

    def failing() -> str:
        chips.count(desk, {3: 12_000})
        raise FloorError("the answer could not be made")

    with pytest.raises(FloorError):
        store.once(tid, "cmd-1", "Ana", "count", failing)
    history.undo(desk)
    chips.count(desk, {4: 13_000})
    assert chain.breaks(store.db.conn) == []
    assert [p.name for p in desk.state().players.values()].count("Kept back") == 0
    assert desk.state().players[3].chips is None and desk.state().players[2].chips is None
    assert snapshots.to_dict(desk.state()) == whole_log(store, tid)


def test_a_command_knows_the_events_it_wrote_without_reading_the_log_end_again(
        night: tuple[Store, StoreDesk]) -> None:
    """A device's command (the room service's every write): the numbers it wrote are the ones its actions
    acknowledged, not read back after them (one read of the log's end, where there were two); a command that wrote
    nothing answers first past last, and the same id again is answered as first given."""
    store, desk = night
    tid = desk.tournament_id
    end = desk.state().seq
    said = Statements(store)
    said.start()
    answered = store.once(tid, "cmd-2", "Ana", "two counts",
                          lambda: (chips.count(desk, {5: 21_000}), chips.count(desk, {6: 22_000}), "{}")[2])
    assert (answered.first, answered.last, answered.again) == (end + 1, end + 2, False)
    assert len([s for s in said.seen if s.startswith("SELECT coalesce(max(seq)")]) == 1, said.seen
    nothing = store.once(tid, "cmd-3", "Ana", "a look", lambda: "{}")
    assert (nothing.first, nothing.last) == (end + 3, end + 2)
    again = store.once(tid, "cmd-2", "Ana", "two counts", lambda: "{}")
    assert (again.first, again.last, again.again) == (end + 1, end + 2, True)
    assert desk.state().seq == end + 2 and desk.state().players[6].chips == 22_000
    assert chain.breaks(store.db.conn) == []
