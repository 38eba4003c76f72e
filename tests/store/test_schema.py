"""The schema's migrations, known without importing sqlite-utils: the names a file is checked against are the ones
sqlite-utils applies, and a file that has them all is opened and written without sqlite-utils."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

from floor.store import schema
from floor.store.database import MIGRATIONS, applied, open_database


def test_the_migration_names_the_store_checks_are_the_ones_sqlite_utils_applies() -> None:
    assert schema.names() == MIGRATIONS


def test_a_new_database_records_every_migration_and_has_the_tables(tmp_path: Path) -> None:
    db = open_database(tmp_path / "new.db")
    try:
        assert applied(db.conn) == set(MIGRATIONS)
        tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        assert {"tournaments", "events", "snapshots", "_sqlite_migrations"} <= tables
    finally:
        db.close()


def test_a_file_missing_its_last_migration_gets_it_at_the_first_action(tmp_path: Path) -> None:
    """A file an older Floor wrote (no snapshots table yet) is migrated by the first action that writes."""
    path = tmp_path / "old.db"
    open_database(path).close()
    conn = sqlite3.connect(path)
    conn.execute("DROP TABLE snapshots")
    conn.execute("DELETE FROM _sqlite_migrations WHERE name = 'm002_snapshots'")
    conn.commit()
    conn.close()
    db = open_database(path)
    try:
        assert applied(db.conn) == set(MIGRATIONS)
        assert db.execute("SELECT count(*) FROM snapshots").fetchone()[0] == 0
    finally:
        db.close()


def test_an_action_on_a_migrated_file_does_not_import_sqlite_utils(tmp_path: Path) -> None:
    path = tmp_path / "floor.db"
    open_database(path).close()
    code = ("import sys\nfrom floor.store.database import open_database\n"
            f"open_database({str(path)!r}).close()\nprint('sqlite_utils' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"
