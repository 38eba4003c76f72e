"""The store at ``--db`` (or ``FLOOR_DB``, or the desk's file): a SQLite file's, or a PostgreSQL server's
(floor/store/address.py tells them apart; the server's driver is loaded only for a server)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from floor.core.errors import Text
from floor.store.address import is_server
from floor.store.database import DatabaseError
from floor.store.tournaments import Store


def open_store(where: str | Path, *, warn: Callable[[str], None] | None = None) -> Store:
    """The store at ``where``: a file's, or a server's (floor/store/server.py: its driver loaded only then)."""
    if not is_server(where):
        return Store(where, warn=warn)
    try:
        from floor.store.server import ServerStore
    except ImportError:
        raise DatabaseError(Text("a PostgreSQL database needs the psycopg driver: pip install 'floor[postgres]'"),
                            code="no-driver") from None
    return ServerStore(where, warn=warn)
