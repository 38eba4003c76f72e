"""PostgreSQL on the hosts of a room network (tests/network/hosts.py): each node in a network namespace of its own,
reached at its host's address, so a partition is a cable pulled at the switch (``Host.link_down``), not a port
closed on loopback.

A process joins a namespace only by being started in it (Python 3.11 has no ``os.setns``): the server's programs
run under ``ip netns exec``, and a client on another host is a subprocess there (:func:`run_sql`).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from network.hosts import Host

from .cluster import Cluster, make_folder, new_cluster, server_user
from .pair import clone

_CLIENT = """
import sys, psycopg
with psycopg.connect(sys.argv[1], autocommit=True) as connection:
    if sys.argv[3] != "none":
        connection.execute(f"SET statement_timeout = '{sys.argv[3]}'")
    cursor = connection.execute(sys.argv[2])
    print(cursor.fetchall() if cursor.description else "ok", "port", connection.info.port, "host", connection.info.host)
"""


def cluster_on(host: Host, *, name: str = "node1", top: Path | None = None,
               settings: dict[str, str] | None = None) -> Cluster:
    """A durable cluster whose server runs on ``host`` and listens on its address (not started)."""
    top = top or make_folder(server_user())
    cluster = new_cluster(durable=True, top=top, name=name, settings={
        "listen_addresses": f"'{host.address}'", "cluster_name": f"'{name}'", **(settings or {})})
    cluster.host = host.address
    cluster.wrap = host.command([])
    with (cluster.data / "pg_hba.conf").open("a", encoding="utf-8") as hba:
        hba.write("host all all 0.0.0.0/0 trust\nhost replication all 0.0.0.0/0 trust\n")
    return cluster


def standby_on(host: Host, primary: Cluster, top: Path, name: str = "node2") -> Cluster:
    """A hot standby of ``primary`` on ``host``, cloned over the room network, started."""
    return clone(primary, top, name, address=host.address, wrap=host.command([]))


def run_sql(host: Host, dsn: str, sql: str, timeout_s: float = 10,
            statement_timeout: str = "none") -> subprocess.CompletedProcess[str]:
    """Run one statement from ``host`` (a client process in its namespace); the result is on stdout."""
    return host.run([sys.executable, "-c", _CLIENT, dsn, sql, statement_timeout], capture_output=True, text=True,
                    timeout=timeout_s)
