"""A full disk is said as a full disk (issue #29, "Hostile input and damaged files").

Tried on a small tmpfs: every command on a database whose disk had filled said "is not a database Floor can read
(disk I/O error): it may be damaged or another kind of file" (SQLite could not make the WAL file's ``-shm``), and a
folder import that had committed 10 tournaments before the disk filled said only "the action was not saved".

The tests on a real full disk mount a tmpfs (root only: skipped otherwise); the folder import makes SQLite's own
write limit the "disk" (``PRAGMA max_page_count`` on the store's connection: SQLite answers SQLITE_FULL as it does
for a full disk), as ``tests/store/test_store.py`` does for one action.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from fuzz.cli_world import floor, make_world

from floor.core.errors import FloorError
from floor.store.td_import import import_saves
from floor.store.tournaments import Store


def digests(folder: Path) -> dict[str, str]:
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A 3 MiB tmpfs of its own (root only), unmounted after."""
    where = tmp_path / "disk"
    where.mkdir()
    if os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("mounting a small tmpfs needs root")
    made = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=3m", "tmpfs", str(where)], capture_output=True)
    if made.returncode != 0:
        pytest.skip(f"no tmpfs here: {made.stderr.decode(errors='replace').strip()}")
    try:
        yield where
    finally:
        subprocess.run(["umount", str(where)], check=True)


def fill(disk: Path, leave: int = 0) -> None:
    """Fill ``disk`` to the last byte, then free ``leave`` bytes."""
    filler = disk / "filler"
    with filler.open("wb", buffering=0) as out:
        try:
            while True:
                out.write(b"\0" * 65536)
        except OSError:
            pass
        try:
            while True:
                out.write(b"\0" * 512)
        except OSError:
            pass
    if leave:
        os.truncate(filler, max(0, filler.stat().st_size - leave))


def test_a_full_disk_said_may_be_damaged_or_another_kind_of_file(small_disk: Path) -> None:
    """The database's disk full to the last byte: every command says the disk is full, never that the file may be
    damaged, and the files are as they were."""
    world = small_disk / "world"
    world.mkdir()
    make_world(world)
    fill(small_disk)
    before = digests(world)
    for argv in (("player", "list"), ("clock", "pause"), ("backup",), ("player", "add", "Zed")):
        done = floor(world / "floor.db", argv)
        assert done.code == 2, done.describe()
        assert "is full" in done.err and "damaged" not in done.err and "another kind" not in done.err, \
            done.describe()
        assert done.err.count("\n") == 1, done.describe()
    assert digests(world) == before


def test_an_action_on_a_nearly_full_disk_says_the_disk_is_full(small_disk: Path) -> None:
    """Room to open the file but not to write the action: "the disk is full: the action was not saved"."""
    world = small_disk / "world"
    world.mkdir()
    make_world(world)
    fill(small_disk, leave=34 * 1024)
    done = floor(world / "floor.db", ("clock", "pause"))
    assert done.code == 2 and "the disk is full: the action was not saved" in done.err, done.describe()
    assert floor(world / "floor.db", ("clock", "show")).out.count("paused") == 0


def test_a_folder_import_that_filled_the_disk_said_the_action_was_not_saved(tmp_path: Path) -> None:
    """A season's folder, the disk filling part way: the refusal names the file, says the disk is full, how many
    saves before it are imported and kept (tournaments a to b) and how many were not."""
    from season.td_files import saves

    folder = tmp_path / "season"
    folder.mkdir()
    seen: set[str] = set()
    for path, save in saves().items():
        if save.uuid and save.uuid not in seen and len(seen) < 12:
            seen.add(save.uuid)
            shutil.copy(path, folder / f"{len(seen):02d}.tdt")
    first, *rest = sorted(folder.iterdir())
    store = Store(tmp_path / "floor.db")
    try:
        import_saves(store, [first])
        pages = store.db.execute("PRAGMA page_count").fetchone()[0]
        store.db.execute(f"PRAGMA max_page_count = {pages + 8}")
        with pytest.raises(FloorError) as refused:
            import_saves(store, [folder])
        made = len(store.tournaments()) - 1
    finally:
        store.close()
    said = refused.value.message
    assert refused.value.code == "disk-full" and "the disk is full" in said, said
    assert 0 < made < len(rest), said
    not_imported = rest[made]
    assert said.startswith(f"{not_imported.name} was not imported: the disk is full"), said
    kept = "the save before it was imported and is kept (tournament 2)" if made == 1 else \
        f"the {made} saves before it were imported and are kept (tournaments 2 to {made + 1})"
    assert kept in said and f"{len(rest) - made} were not" in said, said
