"""PostgreSQL for tests: the cluster, the template database and a fresh database per test are the fixtures of
tests/pg/fixtures.py (a plugin tests/conftest.py loads: the use cases run on PostgreSQL too), as is the rule that on
CI a skipped PostgreSQL test fails."""

from __future__ import annotations

from .fixtures import TEMPLATE, on_ci, require_postgres

__all__ = ["TEMPLATE", "on_ci", "require_postgres"]  # (what tests here imported from this module before)

# A desk run as a process on a network host (python tests/pg/server_desk.py ...): it imports its neighbour as a
# script does, so --doctest-modules must not import it as a module of this package.
collect_ignore = ["server_desk.py"]
