"""Crash safety (issue #16): real `python -m floor` processes killed with SIGKILL at random moments.

Killed during a stream of actions, a backup, a restore, an export and a 10,000-row `player import`. After every
kill the invariants a floor relies on are checked:

- the next command works (and, being the next start, removes the killed writer's ``.floor-*.tmp`` debris from
  the database's folder and from ``backups/``);
- the database passes ``PRAGMA integrity_check``, its log has no hole, and every action the killed process
  acknowledged (printed) is in it;
- the backups folder holds only complete backups (each passes ``integrity_check``);
- a killed restore leaves the old database or the new one, never a mix;
- a killed export leaves no export folder or a complete one (every file there and parseable), and the next
  export leaves no hidden ``.floor-export-*`` folder behind;
- a killed import registered all 10,000 players or none.

Each test measures its command once. Half of the kills come after a random delay drawn between the moment a
Floor process has started (measured once: `backup --list`, which opens no database) and the end of that
measured run; the other half wait for the command's sign (the file or folder it writes aside appears, or the
import's -wal starts to fill) and then a random delay over as long as that sign lasted in the measured run,
the window where a half-written file could be left. KILLS kills per kind (12 by default;
FLOOR_FUZZ_EXAMPLES=N gives N // 10, e.g. 2000 for 200 a kind); the seed is FLOOR_FUZZ_SEED. The counts are
printed after each test. The stream of actions here is CLI processes, one action each, with automatic backups
at level changes; the Store-level writer killed mid-stream is tests/store/test_store.py.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from floor.cli import main
from floor.store.backup_files import list_backups
from floor.store.tournaments import Store

ROOT = Path(__file__).resolve().parents[2]
KILLS = max(1, int(os.environ.get("FLOOR_FUZZ_EXAMPLES", "120")) // 10)
SEED = int(os.environ.get("FLOOR_FUZZ_SEED", "16"))
PLAYERS = 10_000
EXPORT_FILES = {"results.csv", "results.json", "chips.csv", "chips.json", "history.csv", "history.json",
                "structure.json"}
NEXT_COMMANDS = (("tournament", "list"), ("tournament", "show"), ("clock", "status"), ("seat", "show"))


# -- running Floor ------------------------------------------------------------------------------------

def floor(db: Path, *argv: str) -> tuple[int, str, str]:
    """`floor --db DB ARGV` in-process (the next command after a kill): exit status, output, standard error."""
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stderr
    sys.stderr = err
    try:
        code = main(["--db", str(db), "--author", "Ana", *argv], stdin=io.StringIO(""), stdout=out)
    finally:
        sys.stderr = saved
    return code, out.getvalue(), err.getvalue()


def must(db: Path, *argv: str) -> str:
    code, out, err = floor(db, *argv)
    assert code == 0, err
    return out


def spawn(db: Path, *argv: str) -> subprocess.Popen[str]:
    """A real `python -m floor` process; unbuffered, so what it acknowledged is what it printed."""
    return subprocess.Popen([sys.executable, "-m", "floor", "--db", str(db), "--author", "Ana", *argv],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT,
                            env={**os.environ, "PYTHONUNBUFFERED": "1"})


Sign = Callable[[], bool]  # the command has reached its critical moment (its file written aside appeared)


def measured(db: Path, *argv: str, sign: Sign | None = None) -> tuple[float, tuple[float, float] | None, str]:
    """Run the command to its end once: how long it takes, from when to when its sign showed, what it printed."""
    start = time.monotonic()
    proc = spawn(db, *argv)
    shown: float | None = None
    gone: float | None = None
    while proc.poll() is None:
        now = time.monotonic() - start
        if sign is not None and gone is None:
            if shown is None and sign():
                shown = now
            elif shown is not None and not sign():
                gone = now
        time.sleep(0.001)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 0, err
    duration = time.monotonic() - start
    return duration, None if shown is None else (shown, gone or duration), out


@dataclass(frozen=True)
class Killed:
    """What a killed process left: what it printed (acknowledged), and whether it was still running."""

    out: str
    err: str
    interrupted: bool


def kill_after(proc: subprocess.Popen[str], delay: float) -> Killed:
    time.sleep(delay)
    interrupted = proc.poll() is None
    if interrupted:
        os.kill(proc.pid, signal.SIGKILL)
    out, err = proc.communicate(timeout=120)  # reaped: the next Floor sees its writer gone
    assert interrupted or proc.returncode in (0, 2), err
    assert "Traceback" not in err, err
    return Killed(out, err, interrupted)


@pytest.fixture(scope="module")
def startup(tmp_path_factory: pytest.TempPathFactory) -> float:
    """How long a Floor process takes to start (imports, arguments) before it opens the database."""
    seconds, _, _ = measured(tmp_path_factory.mktemp("start") / "floor.db", "backup", "--list")
    return seconds


class Killer:
    """When to kill, and the tally of what the kills found.

    Every other kill comes after a random delay over the whole measured run (from the moment Floor has started
    to just past its end); the others wait for the command's sign (the file or folder it writes aside has
    appeared) and then a random delay over as long as the sign showed in the measured run: the window where a
    half-written file could be left.
    """

    def __init__(self, kind: str, startup: float, db: Path, *argv: str, sign: Sign | None = None) -> None:
        self.kind, self.sign = kind, sign
        self.duration, self.seen, self.out = measured(db, *argv, sign=sign)
        self.rng = random.Random(f"{SEED}-{kind}")
        self.low, self.high = 0.8 * startup, 1.05 * max(self.duration, startup)
        self.tally: Counter[str] = Counter()
        self.notes: list[str] = []  # what the next command said, when worth reading in the report
        self.kills = 0

    def delay(self) -> float:
        return self.rng.uniform(self.low, self.high)

    def run(self, proc: subprocess.Popen[str], sign: Sign | None = None) -> Killed:
        """Kill ``proc`` (its sign: ``sign``, else the measured command's)."""
        self.kills += 1
        sign = sign or self.sign
        if sign is not None and self.seen is not None and self.kills % 2 == 0:
            start = time.monotonic()
            while proc.poll() is None and not sign() and time.monotonic() - start < 4 * self.duration:
                time.sleep(0.001)
            shown, gone = self.seen
            done = kill_after(proc, self.rng.uniform(0, 1.2 * (gone - shown)))
            self.tally["waited for the sign"] += 1
        else:
            done = kill_after(proc, self.delay())
        self.tally["killed midway" if done.interrupted else "finished before the kill"] += 1
        return done

    def report(self, capsys: pytest.CaptureFixture[str]) -> None:
        seen = f", its sign from {self.seen[0]:.2f} to {self.seen[1]:.2f} s" if self.seen is not None else ""
        with capsys.disabled():
            print(f"\nkills during {self.kind} (measured {self.duration:.2f} s{seen}): "
                  f"{dict(sorted(self.tally.items()))}")
            for note in self.notes[:3]:
                print(f"  the next command said: {note}")


def written_aside(folder: Path, prefix: str = ".floor-") -> Sign:
    """The sign of a backup, a restore or an export at work: its hidden file or folder in ``folder``."""
    return lambda: any(p.name.startswith(prefix) for p in folder.iterdir()) if folder.is_dir() else False


# -- what is checked after every kill -----------------------------------------------------------------

def integrity(path: Path) -> str:
    """SQLite's full check (a normal connection: a -wal a killed writer left is part of the database)."""
    conn = sqlite3.connect(path)
    try:
        return str(conn.execute("PRAGMA integrity_check").fetchone()[0])
    finally:
        conn.close()


def debris(folder: Path) -> list[str]:
    """Files written aside that a killed writer left: ``.floor-*.tmp`` (and its -journal), ``.last-*.tmp``."""
    return sorted(p.name for p in folder.glob(".*") if p.is_file() and (".tmp" in p.name))


def events(db: Path) -> list[tuple[int, int, str]]:
    """(tournament, seq, kind) of every event, in order."""
    conn = sqlite3.connect(db)  # (read-only would leave a -wal and -shm behind)
    try:
        return [(int(t), int(s), str(k)) for t, s, k in
                conn.execute("SELECT tournament_id, seq, kind FROM events ORDER BY tournament_id, seq")]
    finally:
        conn.close()


def content(db: Path) -> str:
    """A digest of every event as stored: two databases with the same digest hold the same tournaments."""
    conn = sqlite3.connect(db)  # (read-only would leave a -wal and -shm behind)
    try:
        digest = hashlib.sha256()
        for row in conn.execute("SELECT tournament_id, seq, kind, at, author, payload FROM events "
                                "ORDER BY tournament_id, seq"):
            digest.update(repr(row).encode())
        return digest.hexdigest()
    finally:
        conn.close()


class Desk:
    """A database folder whose invariants are checked after each kill (backups checked once each)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.db = folder / "floor.db"
        self.checked: set[tuple[str, int, float]] = set()
        self.turn = 0

    def next_command(self) -> str:
        """The next start: a command a floor types, which must work; its warnings (standard error)."""
        argv = NEXT_COMMANDS[self.turn % len(NEXT_COMMANDS)]
        self.turn += 1
        code, _, err = floor(self.db, *argv)
        assert code == 0 and "Traceback" not in err, (argv, err)
        return err

    def check(self, tally: Counter[str]) -> str:
        """Every invariant after a kill; the warnings the next command gave."""
        if debris(self.folder) or debris(self.folder / "backups"):
            tally["debris left (removed by the next command)"] += 1
        warnings = self.next_command()
        assert debris(self.folder) == [] and debris(self.folder / "backups") == []
        assert integrity(self.db) == "ok"
        for tid, seqs in self.logs().items():
            assert seqs == list(range(1, len(seqs) + 1)), f"tournament {tid}'s log has a hole"
        self.check_backups()
        return warnings

    def logs(self) -> dict[int, list[int]]:
        out: dict[int, list[int]] = {}
        for tid, seq, _ in events(self.db):
            out.setdefault(tid, []).append(seq)
        return out

    def check_backups(self) -> None:
        """Only complete backups: each one passes the integrity check, and last.json is whole."""
        for backup in sorted((self.folder / "backups").glob("*.db")):
            stat = backup.stat()
            key = (backup.name, stat.st_size, stat.st_mtime)
            if key not in self.checked:
                assert integrity(backup) == "ok", backup
                self.checked.add(key)
        sidecar = self.folder / "backups" / "last.json"
        if sidecar.exists():
            assert isinstance(json.loads(sidecar.read_text(encoding="utf-8")), dict)


# -- the databases ------------------------------------------------------------------------------------

def players_csv(path: Path, count: int) -> Path:
    with path.open("w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out)
        writer.writerow(["name", "nickname", "member id"])
        for n in range(count):
            writer.writerow([f"Player {n:05d}", f"nick {n}", f"M{n:05d}"])
    return path


@pytest.fixture(scope="module")
def big_csv(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return players_csv(tmp_path_factory.mktemp("csv") / "players.csv", PLAYERS)


@pytest.fixture(scope="module")
def big_night(tmp_path_factory: pytest.TempPathFactory, big_csv: Path) -> Path:
    """A database of 10,000 registrations (by one `player import`) and a few actions, and a backup of it."""
    folder = tmp_path_factory.mktemp("big")
    db = folder / "floor.db"
    must(db, "tournament", "new", "Big", "--buy-in", "100", "--stack", "10000")
    must(db, "player", "import", str(big_csv))
    must(db, "player", "bust", "1")
    must(db, "chips", "set", "2=25000")
    must(db, "backup")
    assert (db.stat().st_size > 1_500_000 and len(events(db)) == PLAYERS + 3  # (its snapshots compressed: issue 30)
            and not db.with_name("floor.db-wal").exists())
    return folder


@pytest.fixture
def desk(big_night: Path, tmp_path: Path) -> Desk:
    copy = tmp_path / "desk"
    shutil.copytree(big_night, copy)
    return Desk(copy)


# -- the kills ----------------------------------------------------------------------------------------

def playing(db: Path) -> list[str]:
    store = Store(db)
    try:
        return [p.name for p in store.state(store.latest()).playing]
    finally:
        store.close()


def next_action(step: int, db: Path) -> tuple[tuple[str, ...], str]:
    """The stream: registrations, levels moved on (an automatic backup each), counts, eliminations, undos."""
    names = playing(db)
    choice = step % 6
    if choice in (1, 3):
        return ("clock", "next"), "clock"
    if choice == 2 and names:
        return ("chips", "set", f"{names[-1]}={1000 + step}"), "chips-counted"
    if choice == 4 and len(names) > 1:
        return ("player", "bust", names[0]), "players-eliminated"
    if choice == 5:
        return ("undo",), "undo"
    return ("player", "add", f"Stream {step:03d}"), "player-registered"


def test_killed_cli_actions_lose_no_acknowledged_action_and_leave_no_debris(
        tmp_path: Path, startup: float, capsys: pytest.CaptureFixture[str]) -> None:
    """A stream of one-action processes, each killed at a random moment (some during the automatic backup a level
    change takes): an acknowledged action is saved, an unacknowledged one is saved whole or not at all."""
    desk = Desk(tmp_path)
    must(desk.db, "tournament", "new", "Stream", "--buy-in", "100", "--stack", "10000")
    must(desk.db, "clock", "start")
    actions = Killer("a stream of actions", startup, desk.db, "player", "add", "Measured")
    levels = Killer("the stream's level changes, each with its backup", startup, desk.db, "clock", "next",
                    sign=written_aside(desk.folder / "backups"))
    for step in range(KILLS * 2):  # actions are quick: twice as many kills
        argv, kind = next_action(step, desk.db)
        killer = levels if kind == "clock" else actions
        before = events(desk.db)
        done = killer.run(spawn(desk.db, *argv))
        desk.check(killer.tally)
        after = events(desk.db)
        assert after[:len(before)] == before
        if done.out:
            killer.tally["acknowledged"] += 1
            assert len(after) == len(before) + 1 and after[-1][2] == kind, (argv, done.out)
        else:
            assert len(after) - len(before) in (0, 1)
            if len(after) > len(before):
                assert after[-1][2] == kind
                killer.tally["saved, not acknowledged"] += 1
    actions.report(capsys)
    levels.report(capsys)


def test_a_killed_backup_leaves_only_complete_backups_and_no_debris(
        desk: Desk, startup: float, capsys: pytest.CaptureFixture[str]) -> None:
    killer = Killer("backup", startup, desk.db, "backup", sign=written_aside(desk.folder / "backups"))
    whole = len(events(desk.db))
    for _ in range(KILLS):
        made_before = set((desk.folder / "backups").glob("*.db"))
        done = killer.run(spawn(desk.db, "backup"))
        desk.check(killer.tally)
        made = set((desk.folder / "backups").glob("*.db")) - made_before
        assert len(made) <= 1
        if done.out:
            killer.tally["acknowledged"] += 1
            (backup,) = made
            assert str(backup) in done.out and len(events(backup)) == whole
        elif made:
            killer.tally["made, not acknowledged"] += 1
    killer.report(capsys)


def test_the_debris_of_a_killed_backup_is_gone_after_backup_list(desk: Desk) -> None:
    """`floor backup --list` is a start of Floor too (the first command a floor types after a crash): once a killed
    backup left its full-size ``.floor-*.tmp`` in ``backups/`` for ever. A backup is killed as soon as its copy
    appears (a few tries, in case one finishes first), then only `backup --list` runs."""
    sign = written_aside(desk.folder / "backups")
    left: list[str] = []
    for _ in range(5):
        proc = spawn(desk.db, "backup")
        while proc.poll() is None and not sign():
            time.sleep(0.001)
        kill_after(proc, 0)
        left = debris(desk.folder / "backups")
        if left:
            break
    assert left, "no kill landed while a backup was being written"
    code, _, err = floor(desk.db, "backup", "--list")
    assert code == 0, err
    assert debris(desk.folder / "backups") == [], f"left after `backup --list`: {left}"


def test_a_killed_restore_leaves_the_old_database_or_the_new_one_never_a_mix(
        desk: Desk, startup: float, capsys: pytest.CaptureFixture[str]) -> None:
    (backup,) = list_backups(desk.folder / "backups", "floor")[:1]  # the whole night
    new = content(backup.path)
    must(desk.db, "player", "add", "After the backup")
    killer = Killer("restore", startup, desk.db, "restore", str(backup.path), sign=written_aside(desk.folder))
    assert content(desk.db) == new
    for step in range(KILLS):
        must(desk.db, "player", "add", f"Late {step}")  # the live database differs from the backup again
        old = content(desk.db)
        done = killer.run(spawn(desk.db, "restore", str(backup.path)))
        warnings = desk.check(killer.tally)
        now = content(desk.db)
        assert now in (old, new), "the database is neither the one before the restore nor the backup"
        if done.out:
            killer.tally["acknowledged"] += 1
            assert now == new
        if now == old:
            killer.tally["old database"] += 1
            assert warnings == "", warnings
        else:
            killer.tally["new database"] += 1
            if warnings:  # killed between the rename and noting what the restored file holds
                assert not done.out, warnings
                killer.tally["warned that actions are missing"] += 1
                killer.notes.append(warnings.strip())
    killer.report(capsys)


def check_export(folder: Path) -> None:
    """A complete export: every file, each one parseable."""
    assert {p.name for p in folder.iterdir()} == EXPORT_FILES
    for path in folder.iterdir():
        if path.suffix == ".json":
            json.loads(path.read_text(encoding="utf-8"))
        else:
            rows = list(csv.reader(path.read_text(encoding="utf-8-sig").splitlines()))
            assert rows and len({len(row) for row in rows}) == 1


def test_a_killed_export_leaves_no_folder_or_a_complete_one(
        desk: Desk, startup: float, capsys: pytest.CaptureFixture[str]) -> None:
    exports = desk.folder.parent / "exports"
    exports.mkdir()
    killer = Killer("export", startup, desk.db, "export", "--folder", str(exports / "measured"),
                    sign=written_aside(exports, ".floor-export-"))
    check_export(exports / "measured")
    for step in range(KILLS):
        target = exports / f"night-{step}"
        done = killer.run(spawn(desk.db, "export", "--folder", str(target)))
        desk.check(killer.tally)
        if target.exists():
            killer.tally["complete folder"] += 1
            check_export(target)
        else:
            killer.tally["no folder"] += 1
            assert not done.out
    staged = [p.name for p in exports.iterdir() if p.name.startswith(".floor-export-")]
    killer.tally["hidden folders left, before the next export"] = len(staged)
    must(desk.db, "export", "--folder", str(exports / "the next one"))
    check_export(exports / "the next one")
    assert [p.name for p in exports.iterdir() if p.name.startswith(".")] == []
    killer.report(capsys)


def writing(db: Path) -> Sign:
    """The sign of an import at work: its transaction has begun to fill the -wal."""
    wal = db.with_name(db.name + "-wal")
    return lambda: wal.exists() and wal.stat().st_size > 0


def test_a_killed_import_registers_all_10000_players_or_none(
        tmp_path: Path, big_csv: Path, startup: float, capsys: pytest.CaptureFixture[str]) -> None:
    """One small database per kill: a completed import makes it large, and its automatic backup too."""
    template = tmp_path / "template"
    must(template / "floor.db", "tournament", "new", "Import", "--buy-in", "100", "--stack", "10000")
    shutil.copytree(template, tmp_path / "measured")
    killer = Killer("player import", startup, tmp_path / "measured" / "floor.db", "player", "import", str(big_csv),
                    sign=writing(tmp_path / "measured" / "floor.db"))
    assert f"Registered {PLAYERS} players" in killer.out
    shutil.rmtree(tmp_path / "measured")
    for step in range(KILLS):
        desk = Desk(tmp_path / f"night-{step}")
        shutil.copytree(template, desk.folder)
        done = killer.run(spawn(desk.db, "player", "import", str(big_csv)), sign=writing(desk.db))
        desk.check(killer.tally)
        registered = sum(kind == "player-registered" for _, _, kind in events(desk.db))
        assert registered in (0, PLAYERS)
        killer.tally["all registered" if registered else "none registered"] += 1
        if done.out:
            killer.tally["acknowledged"] += 1
            assert registered == PLAYERS
        shutil.rmtree(desk.folder)
    killer.report(capsys)
