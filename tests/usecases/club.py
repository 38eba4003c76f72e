"""What the club's use case tests share: a store with tournaments, and the database as it stands (a refusal changes
none of it), on either engine."""

from __future__ import annotations

from pathlib import Path

from floor.store.tournaments import Store
from floor.store.where import is_server
from floor.tournament.settings import Settings
from floor.usecases import tournaments

T0 = 1_800_000_000.0


def night(store: Store, name: str = "Sunday", *, at: float = T0) -> int:
    """A tournament made through the use case."""
    return tournaments.create(store, Settings(name, buy_in=100, starting_stack=10_000), now=at, author="Ana").tournament


def file_bytes(where: str | Path) -> tuple[object, ...]:
    """The database as it stands. A file: its bytes, and its write-ahead log's when there is one. A server: every
    row of every table, and each table's next generated id (an insert rolled back still takes one)."""
    if not is_server(where):
        path = Path(where)
        return tuple(p.read_bytes() if p.exists() else b"" for p in (path, path.with_name(path.name + "-wal")))
    import psycopg

    with psycopg.connect(str(where), autocommit=True) as pg:
        tables = [r[0] for r in pg.execute("SELECT tablename FROM pg_tables WHERE schemaname = 'public' "
                                           "ORDER BY tablename").fetchall()]
        return tuple((table, tuple(r[0] for r in pg.execute(f'SELECT t::text FROM "{table}" t ORDER BY 1').fetchall()))
                     for table in tables)
