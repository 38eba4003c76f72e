"""The window commands (`floor dealer`, `floor console`, `floor display`) read their arguments and hand them to the
composition root (floor/app.py), which makes the Qt application and builds the window: what a floor manager is
told when a window cannot open is the same one line, from a real process, before any window shows.

The windows themselves are driven by the window tests; `floor --demo` on a real X server by test_desktop_starts.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import run_floor_ok
from room.served import served

from floor.store.devices import DeviceBook
from floor.store.tournaments import Store

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "floor.db"
    run_floor_ok(path, "tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000", "--seats", "10")
    for name in ("Ana", "Bob", "Cleo"):
        run_floor_ok(path, "player", "add", name)
    run_floor_ok(path, "seat", "draw")
    return path


def floor(home: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    """`python -m floor ARGV` on a computer whose data folder and settings are ``home``'s (no screen needed: a
    window that would open is the offscreen platform's)."""
    env = {**os.environ, "HOME": str(home), "XDG_DATA_HOME": str(home / "data"),
           "XDG_CONFIG_HOME": str(home / "config"), "QT_QPA_PLATFORM": "offscreen", "FLOOR_AUTHOR": "Ana"}
    return subprocess.run([sys.executable, "-m", "floor", *argv], capture_output=True, text=True, cwd=ROOT, env=env,
                          timeout=60, check=False)


def code_for(db: Path, role: str, *, table: int | None = None) -> str:
    """The pairing code the desk shows for a new device of ``role``."""
    store = Store(db)
    try:
        tables = set(store.state(store.latest()).tables)
        return DeviceBook(store).offer(role, table=table, person="", pin="", tables=tables, now=time.time()).code
    finally:
        store.close()


def test_a_dealer_station_for_a_table_that_is_not_there_is_refused_in_one_line(db: Path, tmp_path: Path) -> None:
    done = floor(tmp_path, "--db", str(db), "dealer", "--table", "9")
    assert (done.returncode, done.stderr, done.stdout) == (2, "floor: there is no table 9 (tables: 1)\n", "")


def test_a_window_of_a_computer_not_paired_with_the_room_service_says_how_to_pair_it(tmp_path: Path) -> None:
    server = "http://127.0.0.1:9/"  # never reached: this computer has no token for it
    for argv in (["display", "--windowed"], ["console"], ["dealer", "--table", "1"]):
        done = floor(tmp_path, *argv, "--server", server)
        assert done.returncode == 2 and done.stdout == ""
        assert done.stderr == (f"floor: this computer is not paired with {server}: start it once with --code CODE, "
                               "the code the desk shows (Room › Devices, or `floor devices pair`)\n")


def test_a_computer_paired_as_one_tables_station_opens_no_other_window(db: Path, tmp_path: Path) -> None:
    """Paired (with the desk's code) as table 1's dealer station: the console and table 2's station are refused,
    each in one line naming what to do, and the token is kept for the window it was paired for."""
    with served(db) as s:
        server = f"http://127.0.0.1:{s.port}/"
        console = floor(tmp_path, "console", "--server", server, "--code", code_for(db, "dealer", table=1))
        assert console.returncode == 2 and console.stderr == (
            f"floor: this computer is paired with {server} as a dealer device: pair it again with a code for this "
            "window\n")
        dealer = floor(tmp_path, "dealer", "--table", "2", "--server", server)
        assert dealer.returncode == 2 and dealer.stderr == (
            "floor: this computer is table 1's station: start it with --table 1, or pair it again for table 2\n")
