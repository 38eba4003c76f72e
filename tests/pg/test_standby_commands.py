"""The standby's life through Floor's own commands (floor/store/replication.py, floor/commands/standby.py), each run
as a person would, through ``floor.cli.main``: setup, status, drop, promote, fence, rejoin, and their refusals.

Each test makes its own primary (fsync off where durability is not what it proves) and destroys what it made.
"""

from __future__ import annotations

import io
import json
import os
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from floor.cli import main

from .cluster import Cluster, free_port, make_folder, new_cluster, server_user, started
from .conftest import require_postgres
from .pair import acked_rows, insert_in_background, machine_death, replication_state, wait_for

psycopg = pytest.importorskip("psycopg", reason='psycopg is not installed: pip install -e ".[postgres]"')


def floor(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """Run ``floor ARGV``; its exit status, what it printed and what it said on standard error."""
    capsys.readouterr()
    out = io.StringIO()
    code = main(list(argv), stdout=out)
    return code, out.getvalue(), capsys.readouterr().err


def as_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, object]:
    code, out, err = floor(capsys, *argv, "--json")
    assert code == 0, out + err
    answer: dict[str, object] = json.loads(out)
    return answer


@pytest.fixture
def node1() -> Iterator[tuple[Cluster, list[Cluster]]]:
    """A running primary named node1 (fsync off) and the list of nodes to destroy after the test."""
    require_postgres()
    top = make_folder(server_user())
    primary = started(new_cluster(top=top, name="node1", settings={"cluster_name": "'node1'"}))
    nodes = [primary]
    try:
        yield primary, nodes
    finally:
        for node in reversed(nodes):
            node.halt()
        for node in nodes:
            node.destroy()


def set_up(capsys: pytest.CaptureFixture[str], primary: Cluster, nodes: list[Cluster],
           name: str = "node2") -> Cluster:
    """``floor standby setup`` into a fresh folder beside the primary; the standby as a test Cluster."""
    top = primary.data.parent
    sockets = top / f"{name}-sock"
    sockets.mkdir()
    if primary.owner is not None:
        os.chown(sockets, *primary.owner)
    port = free_port()
    standby = Cluster(primary.bin, top / name, port, sockets, primary.owner, top / f"{name}.log")
    standby.watch()
    nodes.append(standby)
    done = as_json(capsys, "standby", "setup", "--primary", primary.dsn(), "--data", str(standby.data), "--name",
                   name, "--port", str(port), "--socket-dir", str(sockets))
    assert done["name"] == name
    return standby


def execute(dsn: str, sql: str) -> None:
    with psycopg.connect(dsn, autocommit=True, connect_timeout=5) as connection:
        connection.execute(sql)


def setting(dsn: str, name: str) -> str:
    with psycopg.connect(dsn, autocommit=True, connect_timeout=5) as connection:
        row = connection.execute(f"SHOW {name}").fetchone()
    assert row is not None
    return str(row[0])


def multi_host(*nodes: Cluster) -> str:
    return (f"host={','.join(n.host for n in nodes)} port={','.join(str(n.port) for n in nodes)} user=floor "
            "dbname=postgres target_session_attrs=read-write connect_timeout=2")


def test_setup_makes_a_synchronous_standby_that_status_names(
        capsys: pytest.CaptureFixture[str], node1: tuple[Cluster, list[Cluster]]) -> None:
    """`floor standby setup` clones the primary, and from then on the primary waits for it on every commit
    (sync, and synchronous_commit raised from the fast cluster's off to on); `floor standby status` names it."""
    primary, nodes = node1
    began = time.monotonic()
    standby = set_up(capsys, primary, nodes)
    took = time.monotonic() - began
    assert replication_state(primary) == ("node2", "sync")
    assert setting(primary.dsn(), "synchronous_commit") == "on"
    assert setting(standby.dsn(), "synchronous_standby_names") == ""  # the clone's inherited list cleared
    assert setting(standby.dsn(), "wal_retrieve_retry_interval") == "200ms"  # (promoted: no 5 s wait for WAL)

    state = as_json(capsys, "standby", "status", "--db", primary.dsn())
    assert state["role"] == "primary" and state["engine"] == "PostgreSQL" and state["writes_wait"] is False
    assert state["server"] == f"127.0.0.1:{primary.port}"
    [seen] = state["standbys"]  # type: ignore[misc]
    assert seen["name"] == "node2" and seen["sync_state"] == "sync"
    code, out, _ = floor(capsys, "standby", "status", "--db", primary.dsn())
    assert code == 0 and "standby node2 at 127.0.0.1: sync" in out
    assert "every write is on two machines" in out

    state = as_json(capsys, "standby", "status", "--db", standby.dsn())
    assert state["role"] == "standby" and state["upstream"] == f"127.0.0.1:{primary.port}"
    print(f"\nfloor standby setup: {took:.2f} s")


def test_with_the_standby_dead_status_says_writes_wait_and_drop_lets_the_waiting_commit_through(
        capsys: pytest.CaptureFixture[str], node1: tuple[Cluster, list[Cluster]]) -> None:
    """The standby's machine dies: the desk's status says writes wait; a commit waits; `floor standby drop`
    releases it at once and answers the ruling sentence, which says the standby could not be fenced."""
    primary, nodes = node1
    standby = set_up(capsys, primary, nodes)
    execute(primary.dsn(), "CREATE TABLE acked (n int PRIMARY KEY)")
    machine_death(standby)
    wait_for(lambda: replication_state(primary) is None, "the primary still sees its standby")
    code, out, _ = floor(capsys, "standby", "status", "--db", primary.dsn())
    assert code == 0
    assert "writes wait until the standby is back, or until the floor goes on without it" in out
    outcome: list[str] = []
    waiting = insert_in_background(primary.dsn(), 1, outcome)
    waiting.join(1.0)
    assert outcome == [], "a commit returned with its only standby dead"

    began = time.monotonic()
    dropped = as_json(capsys, "standby", "drop", "--db", primary.dsn())
    waiting.join(5)
    assert outcome == ["committed"] and time.monotonic() - began < 5
    assert acked_rows(primary.dsn()) == [1]
    ruling = str(dropped["ruling"])
    assert "went on without the standby node2" in ruling and "could not be reached" in ruling
    assert dropped["fenced"] is False
    state = as_json(capsys, "standby", "status", "--db", primary.dsn())
    assert state["writes_wait"] is False and "on this machine only" in str(state["meaning"])


def test_a_standby_dropped_while_it_answers_is_stopped_and_never_promoted(
        capsys: pytest.CaptureFixture[str], node1: tuple[Cluster, list[Cluster]]) -> None:
    """`floor standby drop` fences the standby first when it answers (the primary remembers how to reach it
    from setup): it is stopped and its folder marked, so that a later `floor promote` there refuses, and the
    primary, which goes on alone, stays the only one taking writes."""
    primary, nodes = node1
    standby = set_up(capsys, primary, nodes)
    assert floor(capsys, "--db", primary.dsn(), "tournament", "new", "Friday", "--buy-in", "50", "--stack",
                 "10000")[0] == 0
    dropped = as_json(capsys, "standby", "drop", "--db", primary.dsn())
    assert dropped["fenced"] is True and "stopped and marked" in str(dropped["ruling"])
    assert dropped["tournaments"] == [1]  # (the choice on record in the tournament running on this database)
    history = floor(capsys, "--db", primary.dsn(), "history")[1].splitlines()
    assert history[-1].endswith("The floor went on without the standby node2: from then on each write is kept on "
                                f"127.0.0.1:{primary.port} only, until a standby is set up again; the standby was "
                                "stopped and marked so that it is never promoted")
    wait_for(lambda: standby.pid() is None, "the dropped standby still runs", deadline_s=10)
    code, _, err = floor(capsys, "promote", "--data", str(standby.data))
    assert code == 2 and err.count("\n") == 1
    assert "went on without the standby" in err and "never promoted" in err
    assert standby.pid() is None  # promote changed nothing: the standby was not even started
    execute(primary.dsn(), "CREATE TABLE alone (n int)")  # the primary writes alone, waiting for nobody


def test_promote_after_the_primarys_kill_takes_writes_and_the_old_primary_comes_back_fenced(
        capsys: pytest.CaptureFixture[str], node1: tuple[Cluster, list[Cluster]]) -> None:
    """kill -9 of the primary's every process; `floor promote` at the standby: every acknowledged row is there
    and the multi-host string writes on it. The old primary could not be fenced then (unreachable): `floor
    standby fence --watch` fences it the moment it is back, and once restarted it refuses writes; `floor standby
    rejoin` rewinds it onto the new primary's timeline as its synchronous standby."""
    primary, nodes = node1
    standby = set_up(capsys, primary, nodes)
    execute(primary.dsn(), "CREATE TABLE acked (n int PRIMARY KEY)")
    for number in range(1, 21):
        execute(primary.dsn(), f"INSERT INTO acked VALUES ({number})")
    killed = time.monotonic()
    machine_death(primary)
    promoted = as_json(capsys, "promote", "--data", str(standby.data))
    with psycopg.connect(multi_host(primary, standby), autocommit=True) as connection:
        connection.execute("INSERT INTO acked VALUES (21)")
        first_write = time.monotonic() - killed
        assert connection.info.port == standby.port
    assert promoted["old_fenced"] is False and "NOT fenced" in str(promoted["old"])
    assert acked_rows(standby.dsn()) == list(range(1, 22))
    assert setting(standby.dsn(), "synchronous_standby_names") == ""

    watcher_said: list[tuple[int, str, str]] = []
    watcher = threading.Thread(target=lambda: watcher_said.append(
        floor(capsys, "standby", "fence", "--old", primary.dsn(), "--watch", "30")))
    watcher.start()
    primary.start()  # the old machine is back, unfenced, a primary on timeline 1
    watcher.join(30)
    assert watcher_said and watcher_said[0][0] == 0, watcher_said
    wait_for(lambda: primary.pid() is None, "the fenced old primary still runs", deadline_s=10)
    primary.start()
    with psycopg.connect(primary.dsn(), autocommit=True) as connection, \
            pytest.raises(psycopg.errors.ReadOnlySqlTransaction):
        connection.execute("INSERT INTO acked VALUES (99)")
    with psycopg.connect(multi_host(primary, standby), autocommit=True) as connection:
        assert connection.info.port == standby.port  # the old one is listed first, and skipped

    # It crashed on timeline 1 and came back there for a moment: pg_rewind brings it onto the new primary's.
    as_json(capsys, "standby", "rejoin", "--data", str(primary.data), "--primary", standby.dsn(), "--port",
            str(primary.port), "--socket-dir", str(primary.socket_dir))
    assert replication_state(standby) == ("node1", "sync")
    execute(standby.dsn(), "INSERT INTO acked VALUES (22)")
    wait_for(lambda: acked_rows(primary.dsn()) == list(range(1, 23)), "the rejoined old primary does not catch up")
    print(f"\nkill to promoted {promoted['seconds']} s (promote itself); kill to first write via the multi-host "
          f"string {first_write:.2f} s")


def test_promote_fences_a_live_old_primary_first_and_rejoin_makes_it_the_new_standby(
        capsys: pytest.CaptureFixture[str], node1: tuple[Cluster, list[Cluster]]) -> None:
    """A planned switch: `floor promote` reaches the old primary, fences it (stopped, read-only however it
    starts) and waits until the standby has its last write; `floor standby rejoin` rewinds the old primary and
    makes it the new primary's synchronous standby, which catches up."""
    primary, nodes = node1
    standby = set_up(capsys, primary, nodes)
    execute(primary.dsn(), "CREATE TABLE acked (n int PRIMARY KEY)")
    execute(primary.dsn(), "INSERT INTO acked VALUES (1)")
    promoted = as_json(capsys, "promote", "--data", str(standby.data))
    assert promoted["old_fenced"] is True, promoted
    wait_for(lambda: primary.pid() is None, "the fenced old primary still runs", deadline_s=10)
    assert (primary.data / "standby.signal").exists()
    execute(multi_host(primary, standby), "INSERT INTO acked VALUES (2)")

    rejoined = as_json(capsys, "standby", "rejoin", "--data", str(primary.data), "--primary", standby.dsn(),
                       "--port", str(primary.port), "--socket-dir", str(primary.socket_dir))
    assert rejoined["name"] == "node1"
    assert replication_state(standby) == ("node1", "sync")
    execute(multi_host(primary, standby), "INSERT INTO acked VALUES (3)")
    wait_for(lambda: acked_rows(primary.dsn()) == [1, 2, 3], "the rejoined node does not have the new primary's rows")
    with psycopg.connect(primary.dsn(), autocommit=True) as connection, \
            pytest.raises(psycopg.errors.ReadOnlySqlTransaction):
        connection.execute("INSERT INTO acked VALUES (4)")
    print(f"\npromote with the old primary alive {promoted['seconds']} s; rejoin {rejoined['seconds']} s "
          f"({rejoined['rewind']})")


def test_setup_refuses_an_unreachable_primary_in_one_line_and_makes_nothing(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    require_postgres()
    data = tmp_path / "standby"
    code, _, err = floor(capsys, "standby", "setup", "--primary", f"host=127.0.0.1 port={free_port()} user=floor "
                         "connect_timeout=2", "--data", str(data))
    assert code == 2 and err.count("\n") == 1
    assert err.startswith("floor: cannot reach the PostgreSQL server at 127.0.0.1:")
    assert not data.exists()


def test_setup_refuses_a_folder_that_is_not_empty_and_leaves_it_as_it_was(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    require_postgres()
    (tmp_path / "notes.txt").write_text("keep me")
    code, _, err = floor(capsys, "standby", "setup", "--primary", "host=127.0.0.1 port=1 user=floor", "--data",
                         str(tmp_path))
    assert code == 2 and err.count("\n") == 1 and "is not empty" in err
    assert [p.name for p in tmp_path.iterdir()] == ["notes.txt"]


def test_promote_refuses_a_server_that_is_not_a_standby_and_it_still_takes_writes(
        capsys: pytest.CaptureFixture[str], pg_cluster: Cluster) -> None:
    code, _, err = floor(capsys, "promote", "--data", str(pg_cluster.data))
    assert code == 2 and err.count("\n") == 1 and "is not a standby: only a standby is promoted" in err
    execute(pg_cluster.dsn(), "CREATE TABLE IF NOT EXISTS still_writable (n int)")


def test_a_machine_without_postgresqls_programs_is_told_what_to_install(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FLOOR_PG_BIN", str(tmp_path / "nothing"))
    code, out, _ = floor(capsys, "standby", "setup", "--primary", "host=127.0.0.1 port=1", "--data",
                         str(tmp_path / "standby"), "--json")
    assert code == 2
    error = json.loads(out)["error"]
    assert error["code"] == "no-postgresql" and "apt-get install postgresql" in error["message"]


def test_setup_refuses_a_primary_whose_pg_hba_lets_no_replication_in_and_changes_nothing(
        capsys: pytest.CaptureFixture[str], node1: tuple[Cluster, list[Cluster]], tmp_path: Path) -> None:
    primary, _ = node1
    hba = primary.data / "pg_hba.conf"
    hba.write_text("".join(line for line in hba.read_text().splitlines(keepends=True) if "replication" not in line))
    execute(primary.dsn(), "SELECT pg_reload_conf()")
    data = tmp_path / "standby"
    code, _, err = floor(capsys, "standby", "setup", "--primary", primary.dsn(), "--data", str(data))
    assert code == 2 and err.count("\n") == 1
    assert "does not let this machine replicate: add a line \"host replication floor ADDRESS/32" in err
    assert not data.exists()
    assert setting(primary.dsn(), "synchronous_standby_names") == ""


def test_the_desks_sentence_follows_the_standbys_state() -> None:
    """What the desk shows (ReplicationState.meaning), for each state, without a server: pg_auto_failover's
    ``quorum`` standby (``ANY 1 (...)``) counts as synchronous; a SQLite file has no standby."""
    from floor.store.replication import ReplicationState, StandbyState, replication_state

    def primary(waits_for: str, *states: str) -> ReplicationState:
        standbys = tuple(StandbyState("node2", "10.0.0.2", state, 0, 0.0) for state in states)
        return ReplicationState("PostgreSQL", "10.0.0.1:5432", "15.18", "primary", waits_for, standbys, None, None,
                                None)

    assert "two machines" in primary("node2", "sync").meaning()
    assert "two machines" in primary("ANY 1 (node2)", "quorum").meaning()
    waiting = primary("node2", "async")
    assert waiting.writes_wait and "writes wait until the standby is back" in waiting.meaning()
    assert primary("node2").writes_wait
    alone = primary("")
    assert not alone.writes_wait and "this machine only" in alone.meaning()
    standby = ReplicationState("PostgreSQL", "10.0.0.2:5432", "15.18", "standby", "", (), "10.0.0.1:5432", 0, 1.5)
    assert standby.meaning() == "this server is a standby of 10.0.0.1:5432: it takes no writes; floor promote makes " \
                                "it the primary"
    sqlite = replication_state("/home/floor/club.db")
    assert sqlite.engine == "SQLite" and not sqlite.writes_wait


def test_the_two_halves_of_a_failover_are_never_both_made(
        capsys: pytest.CaptureFixture[str], node1: tuple[Cluster, list[Cluster]]) -> None:
    """Split brain refused from both sides. The floor went on without a standby it could not reach (drop): a
    promote there, with the primary still answering, refuses (that standby lacks the newest writes). And a standby
    promoted while the primary was cut off from it: a drop at that old primary refuses, and its commits keep
    waiting, so it never takes a write of its own."""
    primary, nodes = node1
    standby = set_up(capsys, primary, nodes)
    nowhere = f"host=127.0.0.1 port={free_port()} user=floor dbname=postgres connect_timeout=1"
    dropped = as_json(capsys, "standby", "drop", "--db", primary.dsn(), "--standby", nowhere)
    assert dropped["fenced"] is False
    execute(primary.dsn(), "CREATE TABLE acked (n int PRIMARY KEY)")  # written on the primary alone
    code, _, err = floor(capsys, "promote", "--data", str(standby.data))
    assert code == 2 and err.count("\n") == 1
    assert "is running and writes without this standby" in err and "not promoted" in err
    assert setting(standby.dsn(), "transaction_read_only") == "on"  # still a standby

    # Set it up as a sync standby again, then promote it as if the primary had been cut off (unreachable).
    execute(primary.dsn(), "ALTER SYSTEM SET synchronous_standby_names = 'node2'")
    execute(primary.dsn(), "SELECT pg_reload_conf()")
    wait_for(lambda: replication_state(primary) == ("node2", "sync"), "the standby never became synchronous again")
    promoted = as_json(capsys, "promote", "--data", str(standby.data), "--old", nowhere)
    assert promoted["old_fenced"] is False
    code, _, err = floor(capsys, "standby", "drop", "--db", primary.dsn(), "--standby", standby.dsn())
    assert code == 2 and err.count("\n") == 1 and "has been promoted: this server is the old primary" in err
    assert setting(primary.dsn(), "synchronous_standby_names") == "node2"  # nothing changed: its commits wait
    outcome: list[str] = []
    waiting = insert_in_background(primary.dsn(), 1, outcome)
    waiting.join(1.0)
    assert outcome == [], "the old primary acknowledged a write of its own"


def test_a_standby_that_cannot_start_leaves_its_folder_empty_and_the_primary_as_it_was(
        capsys: pytest.CaptureFixture[str], node1: tuple[Cluster, list[Cluster]]) -> None:
    """The clone is made but its port is taken (here: the primary's own): one line naming why, the folder empty
    again, and the primary waits for nobody."""
    primary, _ = node1
    data = primary.data.parent / "node2"
    code, _, err = floor(capsys, "standby", "setup", "--primary", primary.dsn(), "--data", str(data), "--port",
                         str(primary.port), "--socket-dir", str(primary.socket_dir))
    assert code == 2 and err.count("\n") == 1 and "did not start" in err
    assert list(data.iterdir()) == []
    assert setting(primary.dsn(), "synchronous_standby_names") == ""
    execute(primary.dsn(), "CREATE TABLE still_alone (n int)")
