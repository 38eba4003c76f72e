"""No output option writes over the database, its ``-wal``/``-shm`` or a backup (issue #29, "Hostile input and
damaged files").

`floor report --pdf t.db`, `floor hands export --out t.db` and `floor import-td SAVE --structure-to t.db` each
replaced the live database with a PDF, a hands file or a structure: everything since the last automatic backup was
lost. Each output option now goes through one guard (``floor.core.files.refuse_database``): refused in one line,
exit 2, every file in the folder byte for byte as it was.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from fuzz.cli_world import floor, make_world, run_in_copy

from floor.core.errors import FloorError
from floor.core.files import write_whole


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The CLI's world (a running tournament of 12) with one backup taken."""
    folder = tmp_path_factory.mktemp("outputs") / "world"
    folder.mkdir()
    make_world(folder)
    done = floor(folder / "floor.db", ("backup",))
    assert done.code == 0, done.describe()
    return folder


def backup_name(world: Path) -> str:
    backup = sorted((world / "backups").glob("*.db"))[-1]
    return f"@case/backups/{backup.name}"


def refused_unchanged(world: Path, *argv: str) -> str:
    done = run_in_copy(world, argv)
    assert done.code == 2, done.describe()
    assert done.changed == [], done.describe()
    lines = done.err.rstrip("\n").split("\n")
    assert len(lines) == 1 and lines[0].startswith("floor: "), done.describe()
    return lines[0]


@pytest.mark.parametrize("target", ["@case/floor.db", "@case/floor.db-wal", "@case/floor.db-shm",
                                    "@case/floor.db-journal"])
def test_report_pdf_onto_the_database_destroyed_it(world: Path, target: str) -> None:
    """`floor report --pdf t.db` (or its -wal, -shm): refused, the database as it was."""
    line = refused_unchanged(world, "report", "--pdf", target)
    assert "Floor does not write over it; give another file name" in line
    assert ("floor.db is a database" in line) == target.endswith(".db")


@pytest.mark.parametrize("target", ["@case/floor.db", "@case/floor.db-wal"])
@pytest.mark.parametrize("fmt", ["json", "phh"])
def test_hands_export_out_onto_the_database_destroyed_it(world: Path, target: str, fmt: str) -> None:
    """`floor hands export --out t.db`: refused, the database as it was."""
    assert "Floor does not write over it" in refused_unchanged(world, "hands", "export", "--format", fmt,
                                                               "--out", target)


def test_an_output_onto_a_backup_is_refused_too(world: Path) -> None:
    """A backup is the only way back after damage: no report, hands file or export replaces one."""
    name = backup_name(world)
    assert "is a database (Floor's, or a backup of it)" in refused_unchanged(world, "report", "--pdf", name)
    assert "is a database" in refused_unchanged(world, "hands", "export", "--format", "json", "--out", name)


def test_import_td_structure_to_onto_the_database_destroyed_it(world: Path) -> None:
    """`floor import-td SAVE --structure-to t.db`: refused, the database as it was."""
    from season.td_files import td_files

    save = str(td_files()[0])
    for target in ("@case/floor.db", "@case/floor.db-shm", backup_name(world)):
        assert "Floor does not write over it" in refused_unchanged(world, "import-td", save, "--structure-to", target)


def test_an_export_into_a_folder_never_replaces_a_database_there(tmp_path: Path) -> None:
    """`floor export --folder F` writes results.csv, …: a database that happens to be called so is refused, and
    nothing of the export is written."""
    world = make_world(tmp_path / "w")
    (world / "results.csv").write_bytes((world / "floor.db").read_bytes())
    done = run_in_copy(world, ("export", "--folder", "@case/."))
    assert done.code == 2 and "results.csv is a database" in done.err and done.changed == [], done.describe()


def test_a_symbolic_link_or_a_hard_link_to_the_database_is_refused(tmp_path: Path) -> None:
    """The guard knows a database by its bytes, not by its name: a link to it is refused as well."""
    db = make_world(tmp_path / "w") / "floor.db"
    before = db.read_bytes()
    soft, hard = tmp_path / "report.pdf", tmp_path / "hard.pdf"
    soft.symlink_to(db)
    os.link(db, hard)
    for path in (soft, hard):
        with pytest.raises(FloorError, match="is a database"):
            write_whole(path, b"%PDF-1.4")
    assert db.read_bytes() == before


def test_the_guard_never_waits_on_a_fifo_and_passes_ordinary_files(tmp_path: Path) -> None:
    """Looking at a FIFO's bytes would wait forever for a writer: the guard never opens one; an ordinary file, a
    missing one and a ``-wal`` beside a file that is no database are written as asked."""
    from floor.core.files import refuse_database

    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    refuse_database(fifo)  # (returns at once)
    (tmp_path / "notes").write_text("not a database", encoding="utf-8")
    for name in ("notes", "missing.pdf", "notes-wal"):
        write_whole(tmp_path / name, b"written")
        assert (tmp_path / name).read_bytes() == b"written"
