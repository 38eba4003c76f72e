"""Issue 31's fault suite on loopback, through Floor's own store: a desk is ``open_store(multi-host string)`` (a
``ServerStore``, which retries a write by its intent id after a failover, and a device's ``once()`` by its command
id) acting through the use cases, never raw SQL. Each test builds a durable primary + synchronous standby
(tests/pg/pair.py, about a second) and destroys it.

The cross-host versions (a pulled cable, desks on other hosts) are in test_faults_netns.py.
"""

from __future__ import annotations

import contextlib
import io
import json
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest

from floor.cli import main
from floor.core.errors import FloorError
from floor.room.follow import History
from floor.store.desk import StoreDesk
from floor.store.server import ServerStore
from floor.store.where import open_store
from floor.usecases import players

from .conftest import require_postgres
from .desk_work import BATCH, NOW, batches, desk_on, names, read_log, write_batches
from .pair import Pair, fence_as_standby_of, machine_death, pair_of_nodes, replication_state, wait_for

psycopg = pytest.importorskip("psycopg", reason='psycopg is not installed: pip install -e ".[postgres]"')


@pytest.fixture
def pair(monkeypatch: pytest.MonkeyPatch) -> Iterator[Pair]:
    """A fresh durable primary + synchronous standby with one tournament ("Night", made by the command line through
    the multi-host string), destroyed after the test."""
    require_postgres()
    monkeypatch.setenv("FLOOR_DB_WAIT", "20")
    with pair_of_nodes() as made:
        floor(made.multi_host(), "tournament", "new", "Night", "--buy-in", "100", "--stack", "10000")
        yield made


def floor(where: str, *args: str) -> str:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["--db", where, "--author", "Ana", *args])
    assert code == 0, err.getvalue()
    return out.getvalue()


def _promote(pair: Pair) -> None:
    pair.standby.run("pg_ctl", "promote", "-w", "-t", "30", "-D", str(pair.standby.data))


def _waiting_for_the_standby(pair: Pair) -> bool:
    """A backend on the primary waits for its commit to reach the standby (pg_stat_activity's SyncRep wait)."""
    with psycopg.connect(pair.primary.dsn(), autocommit=True, connect_timeout=2) as connection:
        row = connection.execute("SELECT count(*) FROM pg_stat_activity WHERE wait_event = 'SyncRep'").fetchone()
    return bool(row and row[0])


def test_kill_9_of_the_primary_mid_write_loses_nothing_acknowledged_and_doubles_nothing(pair: Pair) -> None:
    """A desk registers batches of three players in a loop (one transaction each); the primary's machine dies under
    it and the standby is promoted. On the promoted node every batch the desk was told was saved is there once,
    every batch there is whole, none twice; the desk's next action went to the promoted node by itself (the same
    store, no restart); the time from the kill to its first accepted write is measured."""
    store, desk = desk_on(pair.multi_host(), "desk 1")
    said: list[dict[str, Any]] = []
    stop = threading.Event()
    writer = threading.Thread(target=write_batches, args=(desk, said.append, stop.is_set), daemon=True)
    writer.start()
    try:
        wait_for(lambda: sum("ack" in s for s in said) >= 20, "the desk never got going", deadline_s=30)
        killed = time.monotonic()
        machine_death(pair.primary)
        dead = time.monotonic()  # (every server process gone: the old primary accepts nothing after this)
        _promote(pair)
        promoted = time.monotonic()
        wait_for(lambda: any("ack" in s and s["t"] > promoted for s in said[-3:]) and
                 sum("ack" in s and s["t"] > killed for s in said) >= 10,
                 "the desk never wrote on the promoted node", deadline_s=40)
    finally:
        stop.set()
        writer.join(30)
    assert not writer.is_alive()
    acked = [s["ack"] for s in said if "ack" in s]
    assert not [s for s in said if "refused" in s], "a write was refused across the failover"
    first_after = min(s["t"] for s in said if "ack" in s and s["t"] > dead)
    assert isinstance(store, ServerStore) and store._db is not None
    assert store._db.pg.info.port == pair.standby.port  # the desk's store is on the promoted node now

    with contextlib.closing(desk_on(pair.standby.dsn(), "reader")[0]) as reader:
        log = read_log(reader)
        reader.verify_chain()
    found = batches(log.registered)
    assert set(acked) <= set(found), "an acknowledged batch is gone"
    assert all(counts == [1] * BATCH for counts in found.values()), "a batch half-applied or written twice"
    assert set(found) - set(acked) == set(), "a batch the desk never saw acknowledged is in the log"
    assert log.seqs == list(range(1, len(log.seqs) + 1)) and log.entries == BATCH * len(acked)
    store.close()
    print(f"\nloopback kill -9: {len(acked)} batches acknowledged; kill to promoted {promoted - killed:.2f} s; "
          f"kill to the desk's first accepted write {first_after - killed:.2f} s")


def test_with_the_standby_dead_a_desks_action_waits_and_is_saved_once_when_the_standby_is_back(pair: Pair) -> None:
    """The standby's machine dies: the desk's next registration does not come back (the commit waits for a second
    copy) and no other desk sees it; the standby restarts, catches up, and the registration returns, saved once."""
    store, desk = desk_on(pair.multi_host(), "desk 1")
    other, _ = desk_on(pair.multi_host(), "desk 2")
    machine_death(pair.standby)
    wait_for(lambda: replication_state(pair.primary) is None, "the primary still sees its standby")
    outcome: list[object] = []
    thread = threading.Thread(target=lambda: outcome.append(players.register(desk, "Zoe")), daemon=True)
    began = time.monotonic()
    thread.start()
    thread.join(2.0)
    assert thread.is_alive() and outcome == [], "an action was acknowledged with its only standby dead"
    assert "Zoe" not in {p.name for p in other.state(1).players.values()}  # (committed locally, invisible)
    pair.standby.start()
    thread.join(30)
    assert len(outcome) == 1, "the action never came back once the standby did"
    print(f"\nstandby dead: the desk's action came back {time.monotonic() - began:.2f} s after it was sent, once the "
          "standby restarted")
    assert read_log(other).registered["Zoe"] == 1
    store.close()
    other.close()


def test_with_the_standby_dead_the_desk_says_so_within_floor_db_wait_and_the_action_is_saved_once(
        pair: Pair, monkeypatch: pytest.MonkeyPatch) -> None:
    """What the desk should see: with ``FLOOR_DB_WAIT=2`` an action whose commit waits for a dead standby is not
    left silent: within the bound the store warns in one line naming the standby (whether it then returns, "saved
    on the primary only", by cancelling the wait, or keeps waiting: see the report). When the floor goes on
    without the standby, the action is done, not refused, and saved once."""
    monkeypatch.setenv("FLOOR_DB_WAIT", "2")
    told: list[str] = []
    store = open_store(pair.multi_host(), warn=told.append)
    desk = StoreDesk(store, 1, "desk 1", lambda: NOW)
    machine_death(pair.standby)
    wait_for(lambda: replication_state(pair.primary) is None, "the primary still sees its standby")
    outcome: list[object] = []

    def act() -> None:
        try:
            outcome.append(players.register(desk, "Zoe"))
        except FloorError as err:
            outcome.append(err)

    thread = threading.Thread(target=act, daemon=True)
    thread.start()
    try:
        wait_for(lambda: told, "the desk was told nothing within FLOOR_DB_WAIT", deadline_s=2 + 3)
        assert len(told) == 1 and "standby" in told[0] and "\n" not in told[0], told
    finally:
        # The floor goes on without it (what `floor standby drop` does), so that a waiting action ends.
        with psycopg.connect(pair.primary.dsn(), autocommit=True) as connection:
            connection.execute("ALTER SYSTEM SET synchronous_standby_names = ''")
            connection.execute("SELECT pg_reload_conf()")
        thread.join(10)
        if outcome:
            registered = read_log(store).registered["Zoe"]
        store.close()
    assert outcome and not isinstance(outcome[0], FloorError), f"refused, though it was saved: {outcome}"
    assert registered == 1


def test_a_device_command_whose_commit_timed_out_after_committing_is_answered_again_and_written_once(
        pair: Pair) -> None:
    """A device's command (``once`` with its command id) commits on the primary while the standby is down; its
    connection is cut while it waits for the second copy (the answer never reaches it: committed locally, not
    yet told). The store connects again and sends the command again with the same id: it is answered from the log
    ("again"), and the player is registered once."""
    store, desk = desk_on(pair.multi_host(), "desk 1")
    assert isinstance(store, ServerStore)
    machine_death(pair.standby)
    wait_for(lambda: replication_state(pair.primary) is None, "the primary still sees its standby")
    answers: list[object] = []

    def command() -> None:
        def work() -> str:
            done = players.register(desk, "Zoe")
            return json.dumps({"entries": done.state.entries})
        try:
            answers.append(store.once(1, "tablet-7-cmd-1", "dealer 7", "register Zoe", work))
        except FloorError as err:
            answers.append(err)

    thread = threading.Thread(target=command, daemon=True)
    thread.start()
    wait_for(lambda: _waiting_for_the_standby(pair), "the command never reached its commit", deadline_s=20)
    with psycopg.connect(pair.primary.dsn(), autocommit=True) as connection:
        cut = connection.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                                 "WHERE wait_event = 'SyncRep'").fetchall()
    assert cut == [(True,)]
    pair.standby.start()  # (the retry's own transaction waits for a second copy too)
    thread.join(30)
    assert len(answers) == 1 and not isinstance(answers[0], FloorError), answers
    answered = answers[0]
    assert getattr(answered, "again", None) is True, "the retry wrote again instead of finding the command"
    assert json.loads(getattr(answered, "answer", "{}")) == {"entries": 1}
    assert read_log(store).registered["Zoe"] == 1  # once

    def on_the_standby() -> int:  # (synchronous_commit=on waits for the standby's disk, not its replay: a moment)
        with contextlib.closing(desk_on(pair.standby.dsn(), "reader")[0]) as reader:
            return read_log(reader).registered["Zoe"]

    wait_for(lambda: on_the_standby() == 1, "the standby does not hold Zoe once")
    store.close()


def test_every_notification_lost_a_reader_catches_up_from_its_cursor(pair: Pair) -> None:
    """The room service's reader (floor/room/follow.py ``History``: the events after its cursor, asked whenever
    ``Store.reach`` moves) has its connection killed again and again while a desk writes, and a ``LISTEN``
    connection is killed too (its wake-ups lost): the reader still ends with every event once, in order, no gap."""
    writer_store, desk = desk_on(pair.multi_host(), "desk 1")
    reader, _ = desk_on(pair.multi_host(), "room service")
    listener = psycopg.connect(pair.multi_host(), autocommit=True)
    listener.execute("LISTEN floor")
    history = History()
    said: list[dict[str, Any]] = []
    stop = threading.Event()
    writer = threading.Thread(target=write_batches, args=(desk, said.append, stop.is_set),
                              kwargs={"count": 30}, daemon=True)
    writer.start()
    kills = 0
    try:
        while writer.is_alive() or kills < 3:
            history.of(reader, 1, reader.reach(1))
            with psycopg.connect(pair.primary.dsn(), autocommit=True) as admin:
                mine = [writer_store._db.pg.info.backend_pid] if isinstance(writer_store, ServerStore) and \
                    writer_store._db is not None else []
                admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE backend_type = "
                              "'client backend' AND pid <> pg_backend_pid() AND NOT (pid = ANY(%s))", (mine,))
            kills += 1
            time.sleep(0.05)
        writer.join(30)
    finally:
        stop.set()
    heard = 0
    with contextlib.suppress(psycopg.Error):
        heard = sum(1 for _ in listener.notifies(timeout=0.2))
    with contextlib.suppress(psycopg.Error):
        listener.close()
    events = history.of(reader, 1, reader.reach(1))
    expected = read_log(writer_store)
    assert [e.seq for e in events] == expected.seqs == list(range(1, len(expected.seqs) + 1))
    assert sum(1 for s in said if "ack" in s) == 30 and len(expected.seqs) == 1 + 30 * BATCH
    assert heard < 30, "the killed LISTEN connection heard every wake-up after all"
    print(f"\nnotifications lost: reader's connection killed {kills} times, LISTEN heard {heard} of 30 wake-ups; "
          f"the reader has all {len(events)} events")
    writer_store.close()
    reader.close()


def test_two_desks_writing_at_once_through_a_failover_both_see_one_log(pair: Pair) -> None:
    """Two desks (two stores) register batches at the same time; the primary dies and the standby is promoted
    under both. Each batch either desk was told was saved is there once and whole; both desks then read the same
    log (same events, same order, no gap)."""
    stores = [desk_on(pair.multi_host(), f"desk {n}") for n in (1, 2)]
    said: list[list[dict[str, Any]]] = [[], []]
    stop = threading.Event()
    writers = [threading.Thread(target=write_batches, args=(stores[n][1], said[n].append, stop.is_set),
                                kwargs={"prefix": "AB"[n]}, daemon=True) for n in (0, 1)]
    for writer in writers:
        writer.start()
    try:
        wait_for(lambda: all(sum("ack" in s for s in x) >= 5 for x in said), "the desks never got going")
        killed = time.monotonic()
        machine_death(pair.primary)
        _promote(pair)
        wait_for(lambda: all(sum("ack" in s and s["t"] > killed for s in x) >= 3 for x in said),
                 "a desk never wrote on the promoted node", deadline_s=40)
    finally:
        stop.set()
        for writer in writers:
            writer.join(30)
    reads = [read_log(store) for store, _ in stores]
    assert reads[0] == reads[1]
    for n, prefix in ((0, "A"), (1, "B")):
        acked = {s["ack"] for s in said[n] if "ack" in s}
        found = batches(reads[0].registered, prefix)
        assert acked == set(found) and all(c == [1] * BATCH for c in found.values())
    assert reads[0].seqs == list(range(1, len(reads[0].seqs) + 1))
    assert names(1, "A")[0] in reads[0].registered and reads[0].authors >= {"desk 1", "desk 2"}
    for store, _ in stores:
        store.close()


def test_a_desk_pointed_at_a_standby_alone_is_refused_in_one_line_saying_so(pair: Pair) -> None:
    """A desk whose --db names only a standby (or a fenced old primary: the same read-only server) tries an action:
    one line saying this server takes no writes, exit status 2, and no crash log."""
    wait_for(lambda: open_store(pair.standby.dsn()).exists, "the standby has not replayed the primary's night")
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["--db", pair.standby.dsn(), "--author", "Ana", "player", "add", "Zoe"])
    assert code == 2 and err.getvalue().count("\n") == 1, err.getvalue()
    assert "internal error" not in err.getvalue() and "standby" in err.getvalue()


def test_failback_a_desk_writes_through_two_failovers_and_loses_nothing(pair: Pair) -> None:
    """Failover and failback under one desk writing all along: node1 dies, node2 is promoted; node1 comes back
    rewound as node2's synchronous standby (pg_rewind, then tests/pg/pair.py's fence); node2 dies, node1 is
    promoted again. The same store follows both moves by itself, and node1 ends with every acknowledged batch once
    and whole."""
    store, desk = desk_on(pair.multi_host(), "desk 1")
    said: list[dict[str, Any]] = []
    stop = threading.Event()
    writer = threading.Thread(target=write_batches, args=(desk, said.append, stop.is_set), daemon=True)
    writer.start()
    old, new = pair.primary, pair.standby

    def acks_after(moment: float) -> int:
        return sum(1 for s in said if "ack" in s and s["t"] > moment)

    try:
        wait_for(lambda: acks_after(0) >= 10, "the desk never got going", deadline_s=30)
        machine_death(old)
        _promote(pair)
        promoted = time.monotonic()
        wait_for(lambda: acks_after(promoted) >= 5, "the desk never wrote on node2", deadline_s=40)
        with psycopg.connect(new.dsn(), autocommit=True) as connection:
            connection.execute("CHECKPOINT")  # (pg_rewind reads the promoted node's timeline from its control file)
        old.run("pg_rewind", f"--target-pgdata={old.data}",
                f"--source-server=host=127.0.0.1 port={new.port} user=floor dbname=postgres", timeout=60)
        fence_as_standby_of(old, new)
        old.start()
        with psycopg.connect(new.dsn(), autocommit=True) as connection:
            connection.execute("ALTER SYSTEM SET synchronous_standby_names = 'node1'")
            connection.execute("SELECT pg_reload_conf()")
        wait_for(lambda: replication_state(new) == ("node1", "sync"), "node1 never became node2's standby")
        rejoined = time.monotonic()
        wait_for(lambda: acks_after(rejoined) >= 5, "the desk stopped writing on node2", deadline_s=30)
        machine_death(new)
        old.run("pg_ctl", "promote", "-w", "-t", "30", "-D", str(old.data))
        back = time.monotonic()
        wait_for(lambda: acks_after(back) >= 5, "the desk never wrote on node1 again", deadline_s=40)
    finally:
        stop.set()
        writer.join(30)
    assert not writer.is_alive() and not [s for s in said if "refused" in s]
    assert isinstance(store, ServerStore) and store._db is not None and store._db.pg.info.port == old.port
    acked = [s["ack"] for s in said if "ack" in s]
    with contextlib.closing(desk_on(old.dsn(), "reader")[0]) as reader:
        log = read_log(reader)
        reader.verify_chain()
    found = batches(log.registered)
    assert set(found) == set(acked) and all(counts == [1] * BATCH for counts in found.values())
    assert log.seqs == list(range(1, len(log.seqs) + 1))
    store.close()
    print(f"\nfailback: {len(acked)} batches acknowledged ({acks_after(promoted)} after the failover, "
          f"{acks_after(back)} after the failback); node1 rejoined {rejoined - promoted:.2f} s after node2's promotion")
