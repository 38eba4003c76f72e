"""A database on read-only media (a USB stick locked, a CD, a read-only share) is read, never written."""

import io
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from floor import cli
from floor.store import backup as B
from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament.settings import Settings

NOW = 1_800_000_000.0


@pytest.fixture
def read_only_folder(tmp_path: Path) -> Iterator[tuple[Path, Path]]:
    """(the folder written, the same folder mounted read-only)."""
    if os.geteuid() != 0:
        pytest.skip("a read-only bind mount needs root (CI runs as root)")
    source, mounted = tmp_path / "source", tmp_path / "mounted"
    source.mkdir()
    mounted.mkdir()
    store = Store(source / "floor.db")
    tid = store.create(Settings("Friday", buy_in=100, starting_stack=10_000), now=NOW, author="Ana")
    store.act(tid, lambda s: P.register(s, "Ana", now=NOW, author="Ana", level=1))
    store.close()
    B.backup(source / "floor.db", now=NOW)
    subprocess.run(["mount", "--bind", str(source), str(mounted)], check=True)
    try:
        subprocess.run(["mount", "-o", "remount,ro,bind", str(mounted)], check=True)
        yield source, mounted
    finally:
        subprocess.run(["umount", str(mounted)], check=True)


def run(capsys: pytest.CaptureFixture[str], db: Path, *argv: str) -> tuple[int, str, str]:
    out = io.StringIO()
    code = cli.main(["--db", str(db), *argv], stdin=io.StringIO(""), stdout=out)
    return code, out.getvalue(), capsys.readouterr().err


def test_a_read_only_database_and_backup_are_read_and_refuse_writes_in_one_line(
        read_only_folder: tuple[Path, Path], capsys: pytest.CaptureFixture[str]) -> None:
    source, mounted = read_only_folder
    backup = next((mounted / "backups").glob("floor-*.db"))
    for db in (mounted / "floor.db", backup):
        code, out, err = run(capsys, db, "player", "list")
        assert (code, err) == (0, "") and "Ana" in out
        code, _, err = run(capsys, db, "player", "add", "Bob")
        assert code == 2 and err == f"floor: {db} is read-only (the file or its folder): nothing was changed\n"
    code, _, err = run(capsys, mounted / "floor.db", "backup")
    folder = mounted / "backups"
    assert code == 2 and err == f"floor: the backup could not be written to {folder}: Read-only file system\n"
    code, out, _ = run(capsys, mounted / "floor.db", "backup", "--folder", str(source / "elsewhere"))
    assert code == 0 and "Backup saved" in out
