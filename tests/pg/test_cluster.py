"""The test cluster itself: it runs as an unprivileged user, each test gets a database of its own, and it goes away."""

from __future__ import annotations

import os
import pwd

import pytest

from .cluster import Cluster, alive, new_cluster, started

psycopg = pytest.importorskip("psycopg", reason='psycopg is not installed: pip install -e ".[postgres]"')


def test_each_test_gets_an_empty_database_of_its_own(pg_dsn: str) -> None:
    """A table made by one test is not in the next test's database (this test runs twice and makes it both times)."""
    with psycopg.connect(pg_dsn) as connection:
        connection.execute("CREATE TABLE only_mine (n int)")
        connection.execute("INSERT INTO only_mine VALUES (1)")
        assert connection.execute("SELECT count(*) FROM only_mine").fetchone() == (1,)


def test_a_second_test_does_not_see_the_first_tests_table(pg_dsn: str) -> None:
    with psycopg.connect(pg_dsn) as connection:
        connection.execute("CREATE TABLE only_mine (n int)")
        assert connection.execute("SELECT current_database()").fetchone() != ("floor_template",)


def test_the_server_never_runs_as_root(pg_cluster: Cluster) -> None:
    """PostgreSQL refuses root; as root the fixture hands the folder to an unprivileged user and runs it as them."""
    pid = pg_cluster.pid()
    assert pid is not None
    owner = os.stat(f"/proc/{pid}").st_uid
    assert owner != 0 or os.geteuid() != 0
    if os.geteuid() == 0:
        assert pwd.getpwuid(owner).pw_name in {"postgres", "floor-pg"}


def test_a_destroyed_cluster_leaves_no_server_and_no_folder(pg_cluster: Cluster) -> None:
    """What the session fixture does at its end: the server is gone and its folder too."""
    cluster = started(new_cluster())
    pid = cluster.pid()
    assert pid is not None
    cluster.destroy()
    assert not alive(pid)
    assert not cluster.data.parent.exists()
