"""Opening changes nothing, and a foreign file is refused untouched (issue #16).

A read command, or an action Floor refuses, leaves the database byte for byte as it was, with no ``-wal``,
``-shm`` or ``-journal`` left beside it; so does a look at a backup, which Floor writes in rollback-journal mode
(once, any command switched such a file to WAL: bytes 18-19 of its header changed). A read command pointed at a
path with no database says so and creates nothing. A file that is not Floor's (one byte, a Floor file cut short,
another program's SQLite file, a Floor-marked file whose ``events`` table is foreign) is refused by every
command, read or write, and left as it was, with nothing beside it; only a missing path or a zero-byte file
becomes a new database.
"""

from __future__ import annotations

import hashlib
import io
import json
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from floor.cli import main
from floor.store.backup_files import list_backups

APPLICATION_ID = 0x464C4F52  # "FLOR": what marks a file as Floor's

READS: list[tuple[str, ...]] = [
    ("history",), ("tournament", "list"), ("tournament", "show"), ("player", "list"), ("chips", "show"),
    ("backup", "--list"), ("seat", "show"), ("clock", "status"), ("payouts", "show"), ("house", "show"),
    ("hands", "list"), ("ruling", "log"), ("table", "balance"), ("history", "--json"), ("player", "list", "-t", "1"),
]
REFUSED: list[tuple[str, ...]] = [
    ("player", "bust", "Nobody"), ("player", "reenter", "Ana"), ("chips", "set", "Nobody=5"),
    ("player", "rebuy", "Nobody"), ("player", "bust", "Cid"), ("redo",), ("clock", "pause"),
    ("player", "add", "Zed", "-t", "99"), ("tournament", "change", "--buy-in", "200"), ("seat", "draw"),
    ("table", "final"), ("player", "addon", "Ana"),
]
# What a floor types on a file: the commands a foreign file must refuse, reading and writing.
EVERY_KIND: list[tuple[str, ...]] = [
    ("history",), ("tournament", "list"), ("player", "list"), ("chips", "show"),
    ("tournament", "new", "Monday", "--buy-in", "50", "--stack", "5000"), ("player", "add", "Zed"), ("backup",),
]


def floor(capsys: pytest.CaptureFixture[str], db: Path, *argv: str) -> tuple[int, str, str]:
    """`floor --db DB ARGV` in-process: its exit status, standard output and standard error."""
    out = io.StringIO()
    code = main(["--db", str(db), "--author", "Ana", *argv], stdin=io.StringIO(""), stdout=out)
    return code, out.getvalue(), capsys.readouterr().err


def files(folder: Path) -> dict[str, str]:
    """Every file under ``folder`` and the digest of its bytes: a change, or a new -wal, shows here."""
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture(scope="module")
def night(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A tournament made through the command line, in WAL mode, and its backups (the newest holds it all)."""
    folder = tmp_path_factory.mktemp("night")
    db = folder / "floor.db"
    steps = [("tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000", "--rebuy", "100:10000"),
             *[("player", "add", name) for name in ("Ana", "Bob", "Cid", "Dan", "Eve")],
             ("player", "bust", "Cid"), ("chips", "set", "Ana=12000", "Bob=8000"), ("seat", "draw"), ("backup",)]
    for argv in steps:
        assert main(["--db", str(db), "--author", "Ana", *argv], stdin=io.StringIO(""), stdout=io.StringIO()) == 0
    assert db.read_bytes()[18:20] == b"\x02\x02"  # WAL mode
    return folder


@pytest.fixture
def folder(night: Path, tmp_path: Path) -> Path:
    """A fresh copy of the night's folder for one test."""
    copy = tmp_path / "desk"
    shutil.copytree(night, copy)
    return copy


def the_backup(folder: Path) -> Path:
    """The newest backup: the whole night, as `floor backup` wrote it."""
    return list_backups(folder / "backups", "floor")[0].path


# -- promise 1: opening changes nothing -----------------------------------------------------------------

@pytest.mark.parametrize("argv", READS, ids=" ".join)
def test_a_read_command_leaves_the_database_byte_for_byte_as_it_was(
        folder: Path, capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]) -> None:
    before = files(folder)
    code, _, err = floor(capsys, folder / "floor.db", *argv)
    assert code == 0, err
    assert files(folder) == before


@pytest.mark.parametrize("argv", REFUSED, ids=" ".join)
def test_a_refused_action_leaves_the_database_byte_for_byte_as_it_was(
        folder: Path, capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]) -> None:
    before = files(folder)
    code, _, err = floor(capsys, folder / "floor.db", *argv)
    assert code == 2 and len(err.splitlines()) == 1, err
    assert files(folder) == before


def test_a_refused_restore_leaves_the_database_byte_for_byte_as_it_was(
        folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`floor restore notes.txt`: not a backup, refused; the live database and its backups as they were."""
    notes = folder / "notes.txt"
    notes.write_text("not a backup\n" * 50, encoding="utf-8")
    before = files(folder)
    code, _, err = floor(capsys, folder / "floor.db", "restore", str(notes))
    assert code == 2 and len(err.splitlines()) == 1, err
    assert files(folder) == before


def test_an_export_leaves_the_database_byte_for_byte_as_it_was(
        folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = files(folder)
    code, _, err = floor(capsys, folder / "floor.db", "export", "--folder", str(tmp_path / "out"))
    assert code == 0, err
    assert files(folder) == before and (tmp_path / "out" / "history.csv").is_file()


@pytest.mark.parametrize("argv", READS + REFUSED, ids=" ".join)
def test_a_look_at_a_backup_leaves_it_in_rollback_journal_mode_and_unchanged(
        folder: Path, capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]) -> None:
    """`floor --db bk.db player bust Nobody` once switched the backup to WAL (bytes 18-19 of its header)."""
    backup = the_backup(folder)
    assert backup.read_bytes()[18:20] == b"\x01\x01"  # Floor writes backups in rollback-journal mode
    before = files(folder)
    code, _, err = floor(capsys, backup, *argv)
    assert code == (2 if argv in REFUSED else 0), err
    assert files(folder) == before


def test_a_backup_with_an_accepted_action_is_written_like_any_database(
        folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The other side: an action Floor accepts on a backup is saved (opening it read-only is not the fix)."""
    backup = the_backup(folder)
    code, out, err = floor(capsys, backup, "player", "add", "Zed")
    assert code == 0, err
    code, out, err = floor(capsys, backup, "player", "list")
    assert code == 0 and "Zed" in out


@pytest.mark.parametrize("argv", [argv for argv in READS if argv != ("backup", "--list")] + [("undo",)],
                         ids=" ".join)
def test_a_read_command_on_a_path_that_does_not_exist_says_so_and_creates_nothing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]) -> None:
    """A mistyped --db once silently created an empty database, even for `history`, `list` or `show`."""
    typo = tmp_path / "missing-folder" / "flor.db"
    code, out, err = floor(capsys, typo, *argv)
    said = json.loads(out)["error"]["message"] if "--json" in argv and code == 2 else err.strip()
    assert code == 2 and len(said.splitlines()) == 1, (code, out, err)
    assert "there is no database at" in said and str(typo) in said
    assert list(tmp_path.iterdir()) == []


def test_backup_list_on_a_missing_database_creates_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`backup --list` reads the backups folder, not the database: it answers (a lost file's backups must stay
    findable) and creates nothing."""
    code, out, err = floor(capsys, tmp_path / "flor.db", "backup", "--list")
    assert code == 0 and "No backups" in out, err
    assert list(tmp_path.iterdir()) == []


# -- promise 2: foreign files are refused untouched ------------------------------------------------------

def sqlite_file(path: Path, *pragmas: str) -> None:
    """Another program's SQLite file with no tables (a table made and dropped: SQLite writes the file then)."""
    conn = sqlite3.connect(path)
    for pragma in pragmas:
        conn.execute(pragma)
    conn.execute("CREATE TABLE t (x)")
    conn.execute("DROP TABLE t")
    conn.commit()
    conn.close()


def one_byte(path: Path) -> None:
    path.write_bytes(b"\x00")


def floor_file_cut(night: Path, length: Callable[[int], int]) -> Callable[[Path], None]:
    def make(path: Path) -> None:
        data = (night / "floor.db").read_bytes()
        path.write_bytes(data[:length(len(data))])
    return make


def floor_marked_with_foreign_events(night: Path) -> Callable[[Path], None]:
    """A Floor file whose events table was replaced by another program's."""
    def make(path: Path) -> None:
        shutil.copy(night / "floor.db", path)
        conn = sqlite3.connect(path)
        conn.execute("PRAGMA foreign_keys = OFF")
        conn.execute("DROP TABLE events")
        conn.execute("CREATE TABLE events (id INTEGER PRIMARY KEY, what TEXT, happened_at TEXT)")
        conn.commit()
        conn.execute("PRAGMA journal_mode = DELETE")  # and closed whole, as that program leaves it
        conn.close()
    return make


FOREIGN: dict[str, Callable[[Path], Callable[[Path], None]]] = {
    "one byte": lambda night: one_byte,
    "a Floor file cut to 1 byte": lambda night: floor_file_cut(night, lambda n: 1),
    "a Floor file cut to 100 bytes": lambda night: floor_file_cut(night, lambda n: 100),
    "a Floor file cut in half": lambda night: floor_file_cut(night, lambda n: n // 2),
    "SQLite with no tables": lambda night: lambda path: sqlite_file(path),
    "SQLite with no tables and its own application_id": lambda night: lambda path: sqlite_file(
        path, "PRAGMA application_id = 1234"),
    "SQLite with no tables and a user_version": lambda night: lambda path: sqlite_file(
        path, "PRAGMA user_version = 7"),
    "SQLite with no tables in WAL mode": lambda night: lambda path: sqlite_file(path, "PRAGMA journal_mode = WAL"),
    "SQLite with no tables but Floor's mark": lambda night: lambda path: sqlite_file(
        path, f"PRAGMA application_id = {APPLICATION_ID}"),
    "Floor-marked with a foreign events table": floor_marked_with_foreign_events,
}


@pytest.mark.parametrize("argv", EVERY_KIND, ids=" ".join)
@pytest.mark.parametrize("kind", FOREIGN)
def test_a_foreign_file_is_refused_in_one_line_untouched_with_nothing_beside_it(
        night: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str, argv: tuple[str, ...]) -> None:
    """Once a 1-byte file, a Floor file cut to 1 byte and a table-less SQLite file became Floor databases."""
    path = tmp_path / "floor.db"
    FOREIGN[kind](night)(path)
    assert path.stat().st_size > 0
    before = files(tmp_path)
    code, out, err = floor(capsys, path, *argv)
    assert code == 2 and len(err.splitlines()) == 1, (code, out, err)
    assert str(path) in err and "untouched" in err
    assert files(tmp_path) == before


def test_a_refused_foreign_file_in_wal_mode_keeps_no_wal_or_shm(
        night: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Reading a WAL-mode file makes SQLite create -wal and -shm; a refusal removes what it made."""
    path = tmp_path / "other.db"
    sqlite_file(path, "PRAGMA journal_mode = WAL", "PRAGMA application_id = 99")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["other.db"]
    code, _, err = floor(capsys, path, "history")
    assert code == 2 and "another program" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["other.db"]


def test_a_missing_path_becomes_a_new_database_with_the_first_tournament(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "new" / "floor.db"
    code, out, err = floor(capsys, path, "tournament", "new", "Monday", "--buy-in", "50", "--stack", "5000")
    assert code == 0, err
    code, out, err = floor(capsys, path, "tournament", "list")
    assert code == 0 and "Monday" in out
    assert path.read_bytes()[68:72] == APPLICATION_ID.to_bytes(4, "big")


def test_a_zero_byte_file_becomes_a_new_database_with_the_first_tournament_and_is_not_read_as_one(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """What an interrupted copy or `touch` leaves: a read command says there is no database and leaves it at zero
    bytes; the first tournament made there makes it Floor's."""
    path = tmp_path / "floor.db"
    path.write_bytes(b"")
    code, _, err = floor(capsys, path, "history")
    assert code == 2 and "there is no database at" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["floor.db"] and path.stat().st_size == 0
    code, _, err = floor(capsys, path, "tournament", "new", "Monday", "--buy-in", "50", "--stack", "5000")
    assert code == 0, err
    code, out, _ = floor(capsys, path, "tournament", "list")
    assert code == 0 and "Monday" in out
