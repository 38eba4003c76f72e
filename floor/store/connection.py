"""The one SQLite connection a store holds, as Floor's store modules use it: plain :mod:`sqlite3`.

sqlite-utils builds and migrates the schema (:mod:`floor.store.schema`), which a file needs once;
every action's path from a command to its commit needs only :mod:`sqlite3`. Importing sqlite-utils
(with the plugin scan it runs) costs a one-action command more than the action itself
(``benchmarks/cli_start.py``), so the hot path never does.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Mapping, Sequence


class Connection:
    """A Floor database's open connection: ``conn`` is the :mod:`sqlite3` connection, ``execute`` runs one statement."""

    __slots__ = ("conn", "on_close")
    engine = "sqlite"  # which SQL it speaks (a server's connection, floor/store/pg_log.py, says "postgresql")

    def __init__(self, conn: sqlite3.Connection, on_close: Callable[[], None] | None = None) -> None:
        self.conn = conn
        self.on_close = on_close

    def close(self) -> None:
        """Close the connection (and tell whoever counts this process's connections to the file)."""
        self.conn.close()
        if self.on_close is not None:
            self.on_close()
            self.on_close = None

    def execute(self, sql: str, parameters: Sequence[object] | Mapping[str, object] = ()) -> sqlite3.Cursor:
        return self.conn.execute(sql, parameters)


def mark(db: Connection) -> str:
    """The parameter placeholder of ``db``'s SQL (the club's tables' modules write their statements with it where
    the two engines differ in nothing else): ``?`` on SQLite, ``%s`` on a server (psycopg)."""
    return "%s" if db.engine == "postgresql" else "?"
