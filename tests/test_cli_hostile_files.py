"""Files that are not files, names the system refuses, and refusal lines (issue #29, "Hostile input and damaged
files").

A FIFO given as ``--db``, as the backup to restore or as a showdown file was waited on forever; ``showdown
/dev/zero`` read without end; a loop of symbolic links or a 300-character name as ``--db`` was an internal error; a
refusal could span lines (a file name holding a line feed) and run to any length; an immutable database was "in use
by another Floor". Each is now one line, in words, naming the real reason; nothing is changed.
"""

from __future__ import annotations

import hashlib
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest
from fuzz.cli_world import floor, make_world

WAIT = 30  # seconds: a refusal takes well under one; the old code waited for ever


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("hostile") / "world"
    folder.mkdir()
    return make_world(folder)


def digests(folder: Path) -> dict[str, str]:
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def floor_process(*argv: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """`floor ARGV` as its own process (a FIFO opened in this one would block the test run for ever)."""
    return subprocess.run([sys.executable, "-m", "floor", *argv], capture_output=True, text=True, timeout=WAIT,
                          cwd=cwd, stdin=subprocess.DEVNULL, env={**os.environ, "FLOOR_AUTHOR": "Ana"})


def one_line(err: str) -> str:
    lines = err.rstrip("\n").split("\n")
    assert len(lines) == 1 and lines[0].startswith("floor: "), err
    return lines[0]


@pytest.mark.parametrize("argv", [("--db", "{fifo}", "player", "list"), ("--db", "{fifo}", "backup"),
                                  ("--db", "{fifo}", "tournament", "new", "X", "--buy-in", "1", "--stack", "100"),
                                  ("--db", "{db}", "restore", "{fifo}")])
def test_a_fifo_given_as_the_database_or_a_backup_was_waited_on_forever(world: Path, tmp_path: Path,
                                                                        argv: tuple[str, ...]) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    before = digests(world)
    done = floor_process(*(a.format(fifo=fifo, db=world / "floor.db") for a in argv), cwd=tmp_path)
    assert done.returncode == 2, done.stderr
    assert "it is not a file but a named pipe (FIFO): Floor does not wait on it" in one_line(done.stderr)
    assert digests(world) == before


@pytest.mark.parametrize("kind", ["fifo", "device"])
def test_a_showdown_file_that_is_a_fifo_or_a_device_was_waited_on_or_read_without_end(tmp_path: Path,
                                                                                     kind: str) -> None:
    path = tmp_path / "pipe"
    if kind == "fifo":
        os.mkfifo(path)
    done = floor_process("showdown", str(path) if kind == "fifo" else "/dev/zero", cwd=tmp_path)
    assert done.returncode == 2, done.stderr
    assert ("named pipe (FIFO)" if kind == "fifo" else "it is not a file but a device") in done.stdout


def test_showdown_reads_a_bounded_amount(monkeypatch: pytest.MonkeyPatch) -> None:
    """More than the bound on standard input is refused in one answer, not read on."""
    from floor.commands import showdown as command

    monkeypatch.setattr(command, "MAX_INPUT", 1000)
    out = io.StringIO()
    args = command_args("-")
    code = command.cmd_showdown(args, io.TextIOWrapper(io.BytesIO(b"x" * 5000)), out)
    assert code == 2 and '"code": "too-large"' in out.getvalue() and "more than 1,000 bytes" in out.getvalue()


def command_args(path: str) -> object:
    import argparse

    return argparse.Namespace(file=path, batch=False)


@pytest.mark.parametrize("kind", ["loop", "long"])
def test_a_symlink_loop_or_a_300_character_name_as_the_database_was_an_internal_error(tmp_path: Path,
                                                                                       kind: str) -> None:
    if kind == "loop":
        (tmp_path / "a.db").symlink_to(tmp_path / "b.db")
        (tmp_path / "b.db").symlink_to(tmp_path / "a.db")
        db, words = tmp_path / "a.db", "it is a loop of symbolic links"
    else:
        db, words = tmp_path / ("n" * 297 + ".db"), "the name is longer than the system takes"
    for argv in (("player", "list"), ("tournament", "new", "X", "--buy-in", "1", "--stack", "100"), ("backup",)):
        done = floor(db, argv)
        assert done.code == 2, done.describe()
        assert words in one_line(done.err)
    for argv in (("restore", str(db)),):  # (a loop or a long name given as the backup)
        done = floor(tmp_path / "floor.db", argv)
        assert done.code == 2 and words in one_line(done.err), done.describe()


def test_a_refusal_naming_a_file_with_a_line_feed_or_a_huge_name_stays_one_bounded_line(world: Path,
                                                                                       tmp_path: Path) -> None:
    """`floor restore` of a name holding a line feed, a U+2028 and an escape, 250 characters long: one line, the
    characters escaped, no longer than the bound."""
    from floor.core.errors import MAX_LINE

    name = "x\ny\u2028z\x1b[2J" + "w" * 240
    done = floor(world / "floor.db", ("restore", str(tmp_path / name)))
    assert done.code == 2, done.describe()
    line = one_line(done.err)
    assert "\\n" in line and "\\u2028" in line and "\\x1b" in line and "\x1b" not in line
    done = floor(world / "floor.db", ("restore", str(tmp_path / ("v" * 200) / ("w" * 200) / ("u" * 200))))
    assert done.code == 2 and len(one_line(done.err)) <= len("floor: ") + MAX_LINE, done.describe()


def test_an_immutable_database_was_said_in_use_by_another_floor(tmp_path: Path) -> None:
    """`chattr +i floor.db`, then `floor restore BACKUP`: the reason is that the file cannot be written."""
    world = make_world(tmp_path / "w")
    backup = sorted((world / "backups").glob("*.db"))[-1]
    db = world / "floor.db"
    made = subprocess.run(["chattr", "+i", str(db)], capture_output=True)
    if made.returncode != 0:
        pytest.skip("chattr +i needs root and a file system that has the flag")
    try:
        before = digests(world)
        done = floor(db, ("restore", str(backup)))
        assert done.code == 2, done.describe()
        line = one_line(done.err)
        assert "in use by another Floor" not in line and "read-only or marked immutable" in line, line
        assert digests(world) == before
    finally:
        subprocess.run(["chattr", "-i", str(db)], check=True)
