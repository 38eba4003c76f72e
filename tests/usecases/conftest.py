"""The use cases on both engines (issue 31): a test that asks for ``where`` runs once on a SQLite file and once on
a PostgreSQL database (``--store sqlite|postgresql|both``, default both), ``where("name.db")`` giving each
database it names: a path in ``tmp_path``, or a fresh database on this process's cluster (tests/pg/fixtures.py).

A test that reaches into SQLite itself (its file's bytes, its connection, a copy of the file) is marked
``sqlite_only(reason)`` and runs on SQLite alone."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import copy_database
from pg.fixtures import engines, new_database

_EMPTIED: list[str] = []  # this process's databases that earlier tests used and emptied, for the next ones


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Each test asking for ``where`` once per engine chosen, the PostgreSQL run marked (on CI it must not skip)."""
    if "where" not in metafunc.fixturenames:
        return
    only = metafunc.definition.get_closest_marker("sqlite_only")
    params = []
    for engine in engines(metafunc.config):
        marks: list[pytest.MarkDecorator] = []
        if engine == "postgresql":
            if only is not None:
                continue
            marks.append(pytest.mark.postgresql)
        params.append(pytest.param(engine, marks=marks, id=engine))
    metafunc.parametrize("engine", params)


class Places:
    """Where a test's databases are: ``places("floor.db")`` the same one each time it is named."""

    def __init__(self, engine: str, tmp_path: Path, request: pytest.FixtureRequest) -> None:
        self.engine = engine
        self._tmp_path = tmp_path
        self._request = request
        self._made: dict[str, str] = {}

    def __call__(self, name: str = "floor.db") -> str | Path:
        if self.engine == "sqlite":
            return self._tmp_path / name
        if name not in self._made:
            self._made[name] = _EMPTIED.pop() if _EMPTIED else new_database(
                self._request.getfixturevalue("pg_cluster"))
        return self._made[name]

    def copy(self, source: str, target: str) -> str | Path:
        """Database ``target``, a copy of ``source`` (closed by every store that had it open): the same tournament
        twice, prepared once."""
        if self.engine == "sqlite":
            return copy_database(self._tmp_path / source, self._tmp_path / target)
        import psycopg

        made = self(source)
        self._made[target] = new_database(self._request.getfixturevalue("pg_cluster"),
                                          template=str(psycopg.conninfo.conninfo_to_dict(str(made))["dbname"]))
        return self._made[target]

    def empty(self) -> None:
        """The test's server databases emptied for the next test (a store left open is disconnected): as new as one
        made from the template (an empty ``public`` schema), in a few milliseconds where making one took 0.3-1.5 s
        on a loaded machine, and no folder of a hundred 7 MB databases left for the cluster's end to delete."""
        if not self._made:
            return
        import psycopg

        for made in self._made.values():
            with psycopg.connect(made, autocommit=True) as pg:
                pg.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() "
                           "AND pid <> pg_backend_pid()")
                pg.execute("DROP SCHEMA public CASCADE")
                pg.execute("CREATE SCHEMA public")
            _EMPTIED.append(made)
        self._made.clear()


@pytest.fixture
def where(engine: str, tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[Places]:
    """The test's databases on the engine of this run."""
    places = Places(engine, tmp_path, request)
    yield places
    places.empty()
