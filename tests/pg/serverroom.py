"""A room whose database is a PostgreSQL pair on hosts of a room network (tests/network/hosts.py), for the fault
suite across namespaces (test_faults_netns.py) and the night on a server (test_night_on_a_server.py): the primary on
db1, its synchronous standby on db2, desks on hosts of their own (tests/pg/server_desk.py, or Floor's command line
run there: the root namespace cannot reach the room), and the multi-host string every desk uses.
"""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import threading
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from network.hosts import Host, Network, room_network

from .cluster import Cluster, make_folder, server_user, started
from .desk_work import BATCH, batches
from .netns import cluster_on, standby_on
from .pair import wait_for

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = Path(__file__).with_name("server_desk.py")
# What a room's string carries beside the hosts: a dead host costs connect_timeout to try; a connection to a host
# that died under it (no RST: the machine is gone) is given up after tcp_user_timeout (ms) of unanswered data
# instead of the kernel's ~15 minutes of retransmissions.
ROOM_WORDS = "target_session_attrs=read-write connect_timeout=2 tcp_user_timeout=3000 keepalives_idle=2 " \
             "keepalives_interval=1 keepalives_count=2"


@dataclass
class Room:
    network: Network
    primary: Cluster
    standby: Cluster
    logs: Path

    def host(self, name: str) -> Host:
        return self.network.host(name)

    @property
    def dsn(self) -> str:
        """The multi-host string every desk uses (db1 first: the likely primary)."""
        return (f"host={self.primary.host},{self.standby.host} port={self.primary.port},{self.standby.port} "
                f"user=floor dbname=postgres {ROOM_WORDS}")

    def env(self, wait_s: float = 20) -> dict[str, str]:
        return {**os.environ, "XDG_DATA_HOME": str(self.logs / "data"), "FLOOR_DB_WAIT": str(wait_s)}

    def promote(self) -> None:
        self.standby.run("pg_ctl", "promote", "-w", "-t", "30", "-D", str(self.standby.data))


@dataclass
class DeskProcess:
    """tests/pg/server_desk.py running on a host: every JSON line it said, as it says them."""

    process: subprocess.Popen[str]
    said: list[dict[str, Any]] = field(default_factory=list)

    def __post_init__(self) -> None:
        threading.Thread(target=self._read, args=(self.process.stdout,), daemon=True).start()

    def _read(self, stream: IO[str]) -> None:
        for line in stream:
            self.said.append(json.loads(line))

    def acked(self, after: float = 0.0) -> list[int]:
        return [s["ack"] for s in self.said if "ack" in s and s["t"] > after]

    def send(self, line: str = "\n") -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line)
        self.process.stdin.flush()

    def finish(self, timeout_s: float = 60) -> None:
        """Its input closed (a writer stops after the batch in hand, a follower at once); waits for its end."""
        assert self.process.stdin is not None
        with contextlib.suppress(BrokenPipeError, OSError):
            self.process.stdin.close()
        self.process.wait(timeout_s)

    def lines(self, n: int, deadline_s: float = 30) -> list[dict[str, Any]]:
        wait_for(lambda: len(self.said) >= n, f"the desk said {self.said}, not {n} lines", deadline_s)
        return self.said


def desk(room: Room, host: str, *args: str, wait_s: float = 20, go: bool = True) -> DeskProcess:
    """tests/pg/server_desk.py ``args`` on ``host``; a writer told to start at once unless ``go`` is False."""
    with (room.logs / f"{host}-{time.monotonic_ns()}.stderr").open("w") as errors:
        process = room.host(host).popen([sys.executable, str(SCRIPT), *args], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=errors, text=True, cwd=ROOT,
                                        env=room.env(wait_s))
    started = DeskProcess(process)
    if args[0] == "write" and go:
        started.send("go\n")
    return started


def show(room: Room, host: str, dsn: str | None = None) -> dict[str, Any]:
    done = room.host(host).run([sys.executable, str(SCRIPT), "show", dsn or room.dsn], capture_output=True,
                               text=True, timeout=60, cwd=ROOT, env=room.env())
    assert done.returncode == 0, done.stderr
    shown: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return shown


def whole_and_once(shown: dict[str, Any], prefix: str) -> dict[int, list[int]]:
    """The batches of ``prefix`` in the log, each checked whole and once."""
    found = batches(Counter(shown["registered"]), prefix)
    assert all(counts == [1] * BATCH for counts in found.values()), f"a batch half-applied or twice: {found}"
    return found


@contextlib.contextmanager
def room_on_hosts(hosts: Sequence[str], logs: Path) -> Iterator[Room]:
    """A room network of db1, db2 and ``hosts``; the primary on db1 waiting for its synchronous standby on db2;
    both servers stopped before the network goes (pg_ctl runs inside the namespaces)."""
    with room_network(["db1", "db2", *hosts]) as network, contextlib.ExitStack() as stack:
        top = make_folder(server_user())
        primary = started(cluster_on(network.host("db1"), top=top, settings={
            "synchronous_standby_names": "'node2'", "wal_keep_size": "'128MB'"}))
        nodes = [primary]
        stack.callback(_destroy, nodes)
        nodes.append(standby_on(network.host("db2"), primary, top))
        yield Room(network, primary, nodes[1], logs)


def _destroy(nodes: list[Cluster]) -> None:
    """Both servers stop before either folder goes (they share one)."""
    for node in nodes:
        node.halt()
    for node in nodes:
        node.destroy()


def floor_on(room: Room, host: str, *args: str, author: str = "Ana", wait_s: float = 20,
             timeout_s: float = 90) -> subprocess.CompletedProcess[str]:
    """Floor's command line typed at ``host`` (``--db`` the room's multi-host string)."""
    return room.host(host).run([sys.executable, "-m", "floor", "--db", room.dsn, "--author", author, *args],
                               capture_output=True, text=True, timeout=timeout_s, cwd=ROOT, env=room.env(wait_s))
