"""PostgreSQL for tests, for every folder that needs it (tests/pg, and the use cases on both engines): one cluster
per test process, a template database, a fresh database per test; the ``--store`` option that says which engines
the use cases run on.

A plugin (tests/conftest.py names it in ``pytest_plugins``), not a conftest: a session fixture defined in two
conftests would be two fixtures, and a run of both folders would start two clusters per process.

A machine without PostgreSQL's server or psycopg skips these tests with one line saying what to install. On CI
(``CI=true``) that skip is a failure: CI installs both (README's test-system-packages block and the ``[test]``
extra), and a green run that skipped every PostgreSQL test would prove nothing.

Under pytest-xdist each worker gets a cluster of its own (a session fixture is per process); each costs about a
second (initdb without fsync plus a start).
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Generator, Iterator
from pathlib import Path

import pytest

from .cluster import Cluster, new_cluster, started, unavailable

HERE = Path(__file__).resolve().parent
TEMPLATE = "floor_template"
ENGINES = ("sqlite", "postgresql")
_NUMBERS = itertools.count(1)


def on_ci() -> bool:
    """CI says so in its environment (CI=true, as CI here and most CI services set it)."""
    return os.environ.get("CI", "").strip().lower() in {"true", "1", "yes"}


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--store", choices=(*ENGINES, "both"), default="both",
                     help="the engines the use cases (tests/usecases) run on: sqlite, postgresql or both (default)")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "postgresql: runs on a PostgreSQL server this test session started")
    config.addinivalue_line("markers", "sqlite_only(reason): a use case that reaches into SQLite itself (its file, "
                                       "its connection): run on SQLite only")


def engines(config: pytest.Config) -> tuple[str, ...]:
    """The engines ``--store`` chose."""
    chosen = str(config.getoption("--store"))
    return ENGINES if chosen == "both" else (chosen,)


def _on_postgresql(item: pytest.Item) -> bool:
    return HERE in Path(str(item.path)).resolve().parents or item.get_closest_marker("postgresql") is not None


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, pytest.TestReport,
                                                                                              pytest.TestReport]:
    """On CI, a PostgreSQL test (tests/pg, or a use case's PostgreSQL run) that skipped has failed, with the skip's
    reason as the failure's message."""
    report = yield
    if on_ci() and report.skipped and not hasattr(report, "wasxfail") and _on_postgresql(item):
        longrepr = report.longrepr
        reason = str(longrepr[2]) if isinstance(longrepr, tuple) and len(longrepr) == 3 else str(longrepr)
        report.outcome = "failed"
        report.longrepr = f"skipped on CI, where the PostgreSQL tests must run: {reason.removeprefix('Skipped: ')}"
    return report


def require_postgres() -> None:
    """Skip the calling test, in one line, where this machine cannot run PostgreSQL."""
    reason = unavailable()
    if reason is not None:
        pytest.skip(reason)


@pytest.fixture(scope="session")
def pg_cluster() -> Iterator[Cluster]:
    """This test process's running cluster (fsync off: a test's data need not survive the machine), with an empty
    ``floor_template`` database; stopped and deleted at the end of the session, even after a failed test."""
    require_postgres()
    import psycopg

    cluster = new_cluster()
    try:
        started(cluster)
        with psycopg.connect(cluster.dsn(), autocommit=True) as connection:
            connection.execute(f"CREATE DATABASE {TEMPLATE}")
        yield cluster
    finally:
        cluster.destroy()


def new_database(cluster: Cluster, template: str = TEMPLATE) -> str:
    """A connection string to a new database of its own, cloned from ``template`` (about 20 ms; a database nothing is
    connected to: the empty template, or a test's prepared one copied)."""
    import psycopg

    name = f"t{os.getpid()}_{next(_NUMBERS)}"
    with psycopg.connect(cluster.dsn(), autocommit=True) as connection:
        connection.execute(f"CREATE DATABASE {name} TEMPLATE {template}")
    return cluster.dsn(name)


@pytest.fixture
def pg_dsn(pg_cluster: Cluster) -> str:
    """A connection string to a database of this test's own."""
    return new_database(pg_cluster)


def sunday_on(where: str) -> str:
    """A tournament ("Sunday", created at 1,800,000,000) made on the database at ``where``; ``where``."""
    from floor.store.where import open_store
    from floor.tournament.settings import Settings

    store = open_store(where)
    try:
        store.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=1_800_000_000.0, author="Ana")
    finally:
        store.close()
    return where

