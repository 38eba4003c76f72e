"""The primary, its standby and a desk on three hosts of a room network (network namespaces, as root): a pulled
cable, not a closed loopback port. Skips where namespaces cannot be made (CI runs as root, where they can)."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator

import pytest
from network.hosts import Host, network_available, room_network

from .cluster import Cluster, make_folder, server_user, started
from .conftest import require_postgres
from .netns import cluster_on, run_sql, standby_on
from .pair import fence_as_standby_of

pytest.importorskip("psycopg", reason='psycopg is not installed: pip install -e ".[postgres]"')


@pytest.fixture
def room() -> Iterator[tuple[Host, Host, Host, Cluster, Cluster]]:
    """db1 (the primary), db2 (its synchronous standby) and a desk, each a host of its own."""
    require_postgres()
    reason = network_available()
    if reason is not None:
        pytest.skip(reason)
    with room_network(["db1", "db2", "desk"]) as network, contextlib.ExitStack() as stack:
        db1, db2, desk = network.host("db1"), network.host("db2"), network.host("desk")
        top = make_folder(server_user())
        primary = started(cluster_on(db1, top=top, settings={"synchronous_standby_names": "'node2'"}))
        nodes = [primary]
        stack.callback(_destroy, nodes)  # before the network goes: pg_ctl runs inside the namespaces
        nodes.append(standby_on(db2, primary, top))
        yield db1, db2, desk, primary, nodes[1]


def _destroy(nodes: list[Cluster]) -> None:
    """Both servers stop before either folder goes (they share one)."""
    for node in nodes:
        node.halt()
    for node in nodes:
        node.destroy()


def _multi_host(primary: Cluster, standby: Cluster) -> str:
    return (f"host={primary.host},{standby.host} port={primary.port},{standby.port} user=floor dbname=postgres "
            "target_session_attrs=read-write connect_timeout=2")


def test_a_desk_writes_on_the_promoted_standby_once_the_primarys_cable_is_pulled(
        room: tuple[Host, Host, Host, Cluster, Cluster]) -> None:
    """The primary's host drops off the network; the standby is promoted; the desk, on a third host, writes through
    the multi-host string within its connect timeout (2 s per dead host), and finds the rows it wrote before."""
    db1, _db2, desk, primary, standby = room
    done = run_sql(desk, primary.dsn(), "CREATE TABLE t (n int); INSERT INTO t VALUES (1)")
    assert done.returncode == 0, done.stderr
    db1.link_down()
    standby.run("pg_ctl", "promote", "-w", "-D", str(standby.data))
    began = time.monotonic()
    done = run_sql(desk, _multi_host(primary, standby), "INSERT INTO t VALUES (2) RETURNING (SELECT count(*) FROM t)",
                   timeout_s=20)
    took = time.monotonic() - began
    assert done.returncode == 0, done.stderr
    assert f"host {standby.host}" in done.stdout and "[(1,)]" in done.stdout
    assert took < 2 + 3, f"the desk took {took:.1f} s to find the new primary"


def test_a_healed_partition_brings_back_an_old_primary_that_clients_pick_first_until_it_is_fenced(
        room: tuple[Host, Host, Host, Cluster, Cluster]) -> None:
    """The split-brain hazard: after the cable is back, the unfenced old primary still says read-write, and the
    multi-host string (old host first) lands on it. Fenced (stopped at once, a standby.signal, started), it is
    read-only and the same string lands on the promoted node."""
    db1, _db2, desk, primary, standby = room
    db1.link_down()
    standby.run("pg_ctl", "promote", "-w", "-D", str(standby.data))
    db1.link_up()
    done = run_sql(desk, _multi_host(primary, standby), "SELECT pg_is_in_recovery()")
    assert f"host {primary.host}" in done.stdout and "[(False,)]" in done.stdout, done.stdout + done.stderr

    primary.stop("immediate")
    fence_as_standby_of(primary, standby)
    primary.start()
    done = run_sql(desk, _multi_host(primary, standby), "SELECT pg_is_in_recovery()")
    assert f"host {standby.host}" in done.stdout and "[(False,)]" in done.stdout, done.stdout + done.stderr
    refused = run_sql(desk, primary.dsn(), "CREATE TABLE split (n int)")
    assert "read-only transaction" in refused.stderr
