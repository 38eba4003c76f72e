"""Where a database is: a SQLite file (a path) or a PostgreSQL server (a URL, or libpq's ``key=value`` words), told
apart without importing the server's driver (``--db``, ``FLOOR_DB``, the desk's); floor/store/where.py opens it."""

from __future__ import annotations

import hashlib
from pathlib import Path

from floor.core.errors import FloorError, Text
from floor.store.database import data_folder

SCHEMES = ("postgresql://", "postgres://")
WORDS = ("host=", "hostaddr=", "dbname=", "service=")


def is_server(where: str | Path) -> bool:
    """Whether ``where`` names a PostgreSQL server rather than a file."""
    text = str(where)
    if text.startswith(SCHEMES) or text.startswith(("postgresql:/", "postgres:/")):
        return True
    return "=" in text and any(text.startswith(word) or f" {word}" in text for word in WORDS)


def location_of(where: str | Path) -> str:
    """The server's address as libpq takes it (a ``Path`` made of a URL lost one slash of its ``//``)."""
    text = str(where)
    for scheme in SCHEMES:
        bare = scheme[:-1]
        if text.startswith(bare) and not text.startswith(scheme):
            return scheme + text[len(bare):]
    return text


def home_of(where: str | Path) -> Path:
    """The path what Floor keeps beside a database is named after (crash logs, backups, the room's certificate):
    the file itself; for a server, a name in the desk's data folder, one per server address (a digest: no password
    in a file name)."""
    if not is_server(where):
        return Path(where)
    digest = hashlib.sha256(location_of(where).encode("utf-8", "surrogatepass")).hexdigest()[:16]
    return data_folder() / f"server-{digest}.db"


def no_file_copies() -> FloorError:
    """The refusal of a backup or a restore of a server's database (said the same by the command and the desk)."""
    return FloorError(Text("a database on a PostgreSQL server is copied by its synchronous standby (`floor standby "
                           "setup`) and by pg_dump or pg_basebackup, not by `floor backup` or `floor restore`, which "
                           "copy a Floor file; `floor migrate` exports the server's database to a file"),
                      code="server-database")
