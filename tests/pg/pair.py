"""A primary and one synchronous standby on loopback, the festival tier of issue 31, for the failover tests.

Both are real, durable clusters (fsync on): the point is what survives a kill. The standby is a ``pg_basebackup -R``
clone that reports as ``cluster_name`` (its ``application_name`` on the primary), and the primary waits for it on
every commit (``synchronous_standby_names``). The clone inherits the primary's ``postgresql.auto.conf``; the
standby's own copy clears ``synchronous_standby_names``, or once promoted alone it would wait for a standby that
is not there.
"""

from __future__ import annotations

import contextlib
import os
import signal
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import psycopg

from .cluster import SUPERUSER, Cluster, alive, free_port, make_folder, new_cluster, server_user, started


@dataclass
class Pair:
    primary: Cluster
    standby: Cluster
    top: Path

    def multi_host(self, dbname: str = "postgres", **extra: object) -> str:
        """The libpq string every client uses: both nodes, and only the one that takes writes will do."""
        words = {"host": "127.0.0.1,127.0.0.1", "port": f"{self.primary.port},{self.standby.port}",
                 "user": SUPERUSER, "dbname": dbname, "target_session_attrs": "read-write", "connect_timeout": 2,
                 **extra}
        return " ".join(f"{key}={value}" for key, value in words.items())

    def destroy(self) -> None:
        """Both servers stop before either folder goes (they share one)."""
        for node in (self.standby, self.primary):
            node.halt()
        for node in (self.standby, self.primary):
            node.destroy()


def clone(primary: Cluster, top: Path, name: str, *, address: str = "127.0.0.1",
          wrap: Sequence[str] = ()) -> Cluster:
    """A hot standby of ``primary`` named ``name``, started, streaming; ``address`` and ``wrap`` put it on another
    host of a room network (tests/pg/netns.py)."""
    node = Cluster(primary.bin, top / name, free_port(), top / f"{name}-sock", primary.owner, top / f"{name}.log",
                   host=address, wrap=list(wrap))
    node.socket_dir.mkdir()
    node.log.touch()
    if primary.owner is not None:
        os.chown(node.socket_dir, *primary.owner)
        os.chown(node.log, *primary.owner)
    node.watch()
    began = time.monotonic()
    node.run("pg_basebackup", "-D", str(node.data), "-R", "-X", "stream", "-c", "fast", "--no-sync", "-h",
             primary.host, "-p", str(primary.port), "-U", SUPERUSER, timeout=120)
    node.timings["basebackup"] = time.monotonic() - began
    node.configure({"cluster_name": f"'{name}'", "synchronous_standby_names": "''",
                    "listen_addresses": f"'{address}'"})
    return started(node)


def make_pair(sync: str = "on") -> Pair:
    """A primary waiting on commit (``synchronous_commit=sync``) for its one standby, both started."""
    top = make_folder(server_user())
    primary = started(new_cluster(durable=True, top=top, name="node1", settings={
        "cluster_name": "'node1'", "synchronous_standby_names": "'node2'", "synchronous_commit": sync,
        # pg_rewind reads the old primary's WAL back to the checkpoint before the fork; the end-of-recovery
        # checkpoint it runs first would recycle those segments ("could not find previous WAL record").
        "wal_keep_size": "'128MB'"}))
    standby = clone(primary, top, "node2")
    pair = Pair(primary, standby, top)
    began = time.monotonic()
    wait_for(lambda: replication_state(primary) == ("node2", "sync"), "the standby never became synchronous")
    standby.timings["sync"] = time.monotonic() - began
    return pair


@contextlib.contextmanager
def pair_of_nodes(sync: str = "on") -> Iterator[Pair]:
    pair = make_pair(sync)
    try:
        yield pair
    finally:
        pair.destroy()


def replication_state(primary: Cluster) -> tuple[str, str] | None:
    """(application_name, sync_state) of the primary's one standby, or None when none is connected."""
    with psycopg.connect(primary.dsn(), autocommit=True, connect_timeout=2) as connection:
        row = connection.execute("SELECT application_name, sync_state FROM pg_stat_replication").fetchone()
    return None if row is None else (str(row[0]), str(row[1]))


def wait_for(condition: Callable[[], object], failure: str, deadline_s: float = 30.0) -> None:
    """Poll ``condition()`` until it is true (errors count as not yet), or fail with ``failure``."""
    deadline = time.monotonic() + deadline_s
    while True:
        with contextlib.suppress(psycopg.Error, OSError):
            if condition():
                return
        if time.monotonic() > deadline:
            raise AssertionError(failure)
        time.sleep(0.05)


def machine_death(node: Cluster) -> None:
    """SIGKILL the postmaster and every backend at once, as a machine's death would. pg_ctl starts the
    postmaster in a session of its own, so its process group is exactly the server's processes. Killing only the
    postmaster is not a machine's death: its backends notice and quit on their own, a little later."""
    pid = node.pid()
    assert pid is not None, "the node is not running"
    os.killpg(pid, signal.SIGKILL)
    deadline = time.monotonic() + 10
    while alive(pid) and time.monotonic() < deadline:
        time.sleep(0.01)
    # A dead machine leaves no process behind; this container's init leaves a zombie, whose pid the next postmaster
    # would take for a live owner of the folder ("lock file already exists"): the lock file goes with the machine.
    # The same for the unix socket's lock file, which names the dead postmaster too.
    for lock in [node.data / "postmaster.pid", *node.socket_dir.glob(".s.PGSQL.*")]:
        with contextlib.suppress(FileNotFoundError):
            lock.unlink()


def fence_as_standby_of(old: Cluster, new: Cluster, name: str = "node1") -> None:
    """Make ``old`` (stopped) a standby of ``new``: a ``standby.signal`` file means that however it starts, it starts
    read-only, and its ``primary_conninfo`` points at the new primary. (After pg_rewind: it copied the new primary's
    configuration files, cluster_name included.)"""
    signal_file = old.data / "standby.signal"
    signal_file.touch()
    if old.owner is not None:
        os.chown(signal_file, *old.owner)
    old.configure({"primary_conninfo": f"'host=127.0.0.1 port={new.port} user={SUPERUSER} application_name={name}'",
                   "cluster_name": f"'{name}'", "synchronous_standby_names": "''"})


def acked_rows(dsn: str) -> list[int]:
    """The numbers in the failover tests' ``acked`` table, in order."""
    with psycopg.connect(dsn, autocommit=True, connect_timeout=5) as connection:
        return [int(row[0]) for row in connection.execute("SELECT n FROM acked ORDER BY n")]


def insert_in_background(dsn: str, number: int, outcome: list[str]) -> threading.Thread:
    """Insert ``number`` into ``acked`` from a thread of its own (a commit that may wait for a standby): its
    outcome, "committed" or the error, appended to ``outcome`` when it returns."""
    def insert() -> None:
        try:
            with psycopg.connect(dsn, autocommit=True, connect_timeout=5) as connection:
                connection.execute("INSERT INTO acked VALUES (%s)", (number,))
            outcome.append("committed")
        except psycopg.Error as error:
            outcome.append(f"error: {error}")

    thread = threading.Thread(target=insert, daemon=True)
    thread.start()
    return thread

