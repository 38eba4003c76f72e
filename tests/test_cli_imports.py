"""A dealer's or a script's call pays for no window: the command line imports Qt only when a window opens, and
`floor showdown` (which needs no database) not even sqlite-utils.

Each run is a fresh interpreter (what a process has imported shows only there); what it answered is checked too,
so a command that imported nothing because it did nothing would fail. The speed itself is measured by
benchmarks/cli_start.py, not here.
"""

import argparse
import contextlib
import importlib
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from floor.cli import COMMANDS, main, modules_needed, parser

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "resources/examples/omaha-hilo.json"

PROBE = """
import contextlib, io, json, sys
from floor.cli import main
before = {"PySide6": "PySide6" in sys.modules, "sqlite_utils": "sqlite_utils" in sys.modules}
out, err = io.StringIO(), io.StringIO()
with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
    try:
        code = main(sys.argv[1:], stdout=out)
    except SystemExit as leaving:
        code = leaving.code
print(json.dumps({"before": before, "code": code, "stdout": out.getvalue(), "stderr": err.getvalue(),
                  "PySide6": "PySide6" in sys.modules, "sqlite_utils": "sqlite_utils" in sys.modules}))
"""


def probe(*argv: str, home: Path | None = None) -> dict[str, object]:
    """`floor ARGV` by ``floor.cli.main`` in a fresh interpreter: its exit status, what it wrote, and whether
    PySide6 and sqlite-utils were imported before it ran and after."""
    env = {**os.environ, "FLOOR_AUTHOR": "Ana"}
    if home is not None:  # the desk's settings of a computer that has none
        env |= {"HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config")}
    done = subprocess.run([sys.executable, "-c", PROBE, *argv], capture_output=True, text=True, cwd=ROOT, env=env,
                          timeout=60, check=True)
    result: dict[str, object] = json.loads(done.stdout)
    return result


@pytest.fixture
def db(tmp_path: Path) -> Path:
    """A real database: one tournament, two players."""
    path = tmp_path / "floor.db"
    for argv in (["tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000"],
                 ["player", "add", "Ana"], ["player", "add", "Bob"]):
        assert main(["--db", str(path), "--author", "Ana", *argv], stdout=io.StringIO()) == 0
    return path


def test_importing_the_command_line_imports_neither_qt_nor_sqlite_utils() -> None:
    run = probe("--version")
    assert run["before"] == {"PySide6": False, "sqlite_utils": False}


def test_a_showdown_imports_neither_qt_nor_the_database() -> None:
    run = probe("showdown", str(EXAMPLE))
    assert run["code"] == 0 and json.loads(str(run["stdout"]))["payouts"] == {"1": 400, "4": 1900}
    assert (run["PySide6"], run["sqlite_utils"]) == (False, False)


@pytest.mark.parametrize("argv", [["chips", "set", "Ana=10500"], ["player", "add", "Cleo"], ["history"]],
                         ids=" ".join)
def test_a_tournament_command_imports_neither_qt_nor_sqlite_utils(db: Path, argv: list[str]) -> None:
    """The file has its tables: the command reads and writes it through sqlite3 alone (floor/store/connection.py)."""
    run = probe("--db", str(db), *argv)
    assert run["code"] == 0, run["stderr"]
    assert (run["PySide6"], run["sqlite_utils"]) == (False, False)
    history = probe("--db", str(db), "history")["stdout"]
    assert {"chips": "Ana has 10,500", "player": "Registered Cleo", "history": "Registered Bob"}[argv[0]] in history


def test_the_help_lists_every_command_without_qt() -> None:
    run = probe("--help")
    assert run["code"] == 0 and run["PySide6"] is False
    assert all(name in str(run["stdout"]) for name in COMMANDS)


def test_a_window_command_imports_qt_when_it_runs(db: Path, tmp_path: Path) -> None:
    """`floor display` on a screen this computer lacks: Qt is there once the command runs (it asked Qt for the
    screens), and was not before."""
    run = probe("--db", str(db), "display", "--screen", "9", "--windowed", home=tmp_path)
    assert run["code"] == 2 and "there is no screen 9" in str(run["stderr"])
    assert run["before"] == {"PySide6": False, "sqlite_utils": False} and run["PySide6"] is True


def test_the_table_of_commands_names_what_each_module_registers() -> None:
    """`floor --help` lists the commands in the table's order, and each command is its module's."""
    every = next(a for a in parser()._actions if isinstance(a, argparse._SubParsersAction))
    assert list(every.choices) == list(COMMANDS)
    for module in set(COMMANDS.values()):
        own = argparse.ArgumentParser().add_subparsers()
        importlib.import_module(f"floor.commands.{module}").register(own)
        assert set(own.choices) == {name for name, its in COMMANDS.items() if its == module}


@pytest.mark.parametrize("argv", [
    ["showdown", str(EXAMPLE)], ["--db", "x.db", "--author", "Ana", "chips", "set", "Ana=1"],
    ["--author", "showdown", "player", "list"], ["--auth=Ana", "seat", "draw"], ["--db=x.db", "console"],
    [], ["--demo"], ["--version"], ["-h"], ["--he", "chips"], ["--db", "x.db", "-h", "player"], ["chips", "-h"],
    ["--db"], ["--d", "chips"], ["bogus"], ["--bogus", "chips", "show"], ["chips"], ["chips", "set"],
    ["player", "add", "Ana", "--author"], ["history", "--json", "--db", "x.db"],
], ids=lambda argv: " ".join(argv) or "(nothing)")
def test_only_the_named_command_is_loaded_and_it_parses_as_the_whole_command_line_does(argv: list[str]) -> None:
    """The parser with only the modules an argv needs reads it as the whole parser does: the same arguments, or
    the same help, version or refusal, word for word."""

    def parsed(p: argparse.ArgumentParser) -> tuple[object, str, str]:
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                found: object = vars(p.parse_args(argv))
            except SystemExit as leaving:
                found = ("exit", leaving.code)
        return found, out.getvalue(), err.getvalue()

    assert parsed(parser(modules_needed(argv))) == parsed(parser())
