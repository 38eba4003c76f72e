"""What the CLI fuzz modules share: a tournament folder made once, a fresh copy per run, and the promises checked.

A run is `floor --db DB ARGV` in-process (``floor.cli.main``), with standard output a strict UTF-8 stream (as a
terminal is: a lone surrogate printed would fail there, not in a StringIO) and standard input bytes. The promises
(issue #16, "every bad input: one line, exit 2, nothing changed"):

- exit status 0 or 2 (``hands replay`` also 1: a hand replays to another result), never a traceback, never the
  last-resort "internal error";
- argparse's own refusal: its usage and one "error:" line; Floor's refusal: exactly one line (warnings aside);
- exit 2: every file in the folder byte for byte as it was, and nothing new beside the database.

Each run starts from the world's exact bytes: one working copy is kept while the runs leave it as it was (a
refusal, a read), and copied afresh after a run that changed it, so 10,000 runs cost 10,000 commands and a few
hundred copies, not 10,000 copies (issue 29). Each run is counted in :mod:`fuzz.tally` under its surface.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import io
import json
import os
import random
import shutil
import tempfile
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from fuzz.tally import ACCEPTED, CHANGED, INTERNAL, REFUSED, count

from floor.cli import main
from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament.hands import record as H
from floor.tournament.seating import actions as S
from floor.tournament.settings import Purchase, Settings
from floor.tournament.structure import structure_to_json, template

ROOT = Path(__file__).resolve().parents[2]
NOW = 1_800_000_000.0
MAX_USAGE_LINES = 15  # argparse: "usage: ..." wrapped over a few lines, then "floor ...: error: ..."
HOLDEM = {"game": "holdem", "board": "Ah Kh 7c 7d 2s", "button": 3, "chip": 25,
          "seats": [{"seat": 1, "cards": "As Ad", "contributed": 500},
                    {"seat": 2, "cards": "Kc Ks", "contributed": 500},
                    {"seat": 3, "cards": "Qc Qd", "contributed": 1000},
                    {"seat": 4, "cards": "", "contributed": 200, "folded": True}]}
SITUATION = {"hs": "HS4", "found": "duplicate_card", "contributions": {"1": 50, "2": 100}}
TALLY: Counter[str] = Counter()


@dataclass
class Run:
    """What one command did."""

    argv: tuple[str, ...]
    code: int
    out: str
    err: str
    argparse_exit: bool
    changed: list[str]
    inputs_changed: list[str] = dataclasses.field(default_factory=list)  # files given to the run, not as given

    def describe(self) -> str:
        return f"floor {' '.join(a[:60] for a in self.argv)!r} -> {self.code}\nstderr: {self.err[:800]!r}"


def make_world(folder: Path) -> Path:
    """A tournament of 12 at two tables of 6, a hand recorded, the clock running; its hands exported as JSON and
    PHH beside it (the files `hands replay` reads). Made through the store as the dealer station does, then the
    command line, so the folder holds what a desk's does (the database and its .acknowledged file)."""
    db = folder / "floor.db"
    store = Store(db)
    try:
        tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000, seats_per_table=6,
                                    rebuy=Purchase(100, 10_000, 2)),
                           now=NOW, author="Ana", extra={"structure": structure_to_json(template("standard"))})
        for i, name in enumerate(("Ana", "Boris", "Chen", "Dana", "Emil", "Fay", "Gus", "Hana", "Ivo", "Jan",
                                  "Kim", "Lev")):
            store.act(tid, lambda s, n=name, i=i: P.register(s, n, now=NOW + i, author="Ana", level=1))
        store.act(tid, lambda s: S.draw_seats(s, rng=random.Random(7), now=NOW + 20, author="Ana"))
        store.act(tid, lambda s: H.record_hand(s, 1, HOLDEM, now=NOW + 60, author="Dan"))
    finally:
        store.close()
    for argv in (("button", "draw", "1"), ("button", "draw", "2"), ("clock", "start"),
                 ("hands", "export", "--format", "json", "--out", str(folder / "hands.json")),
                 ("hands", "export", "--format", "phh", "--out", str(folder / "hands.phhs"))):
        done = floor(db, argv)
        assert done.code == 0, done.describe()
    exports = folder / "exports"
    exports.mkdir()
    for name in ("hands.json", "hands.phhs"):
        (folder / name).rename(exports / name)
    return folder


def scratch(tmp_path_factory: pytest.TempPathFactory, name: str) -> Iterator[Path]:
    """A folder for a world and its cases: in memory (/dev/shm) where the system has it, since 10,000 runs are
    mostly files made, renamed and removed (what is checked is the bytes, not the disk); else pytest's own."""
    shm = Path("/dev/shm")
    if shm.is_dir() and os.access(shm, os.W_OK):
        folder = Path(tempfile.mkdtemp(prefix=f"floor-fuzz-{name}-", dir=shm))
        try:
            yield folder
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    else:
        yield tmp_path_factory.mktemp(name)


def snapshot(folder: Path) -> dict[str, str]:
    """Every file in the folder (backups included) and the digest of its bytes."""
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def floor(db: Path, argv: tuple[str, ...], stdin: bytes = b"", *, author: bool = True) -> Run:
    """`floor --db DB --author Ana ARGV` in-process (``author`` off: no --author); an exit through argparse
    (SystemExit) is a run too."""
    out_bytes = io.BytesIO()
    out = io.TextIOWrapper(out_bytes, encoding="utf-8", errors="strict", newline="\n")
    source = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8", errors="strict")
    err = io.StringIO()
    argparse_exit = False
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        try:
            code = main(["--db", str(db), *(("--author", "Ana") if author else ()), *argv], stdin=source, stdout=out)
        except SystemExit as leaving:  # argparse: --help (0) or a usage error (2)
            code = leaving.code if isinstance(leaving.code, int) else 2
            argparse_exit = True
    out.flush()
    text = out_bytes.getvalue().decode("utf-8")
    out.close()
    source.close()
    return Run(argv, code, text, err.getvalue(), argparse_exit, [])


@dataclass
class _Case:
    """The working copy of a world, and the world's files as they are (what every run must start from)."""

    case: Path
    inputs: Path
    world: dict[str, str]


_CASES: dict[Path, _Case] = {}


def _case(world: Path) -> _Case:
    made = _CASES.get(world)
    if made is None or not made.case.exists():
        where = Path(tempfile.mkdtemp(dir=world.parent))
        shutil.copytree(world, where / "case")
        (where / "inputs").mkdir()
        made = _CASES[world] = _Case(where / "case", where / "inputs", snapshot(world))
    return made


def _emptied(inputs: Path) -> None:
    """The inputs' folder as a run found it: only an empty ``folder`` in it."""
    for entry in inputs.iterdir():
        if entry.is_dir() and not entry.is_symlink():
            shutil.rmtree(entry)
        else:
            entry.unlink()
    (inputs / "folder").mkdir()


def run_in_copy(world: Path, argv: tuple[str, ...], stdin: bytes = b"", files: dict[str, bytes] | None = None, *,
                author: bool = True) -> Run:
    """``argv`` on a copy of the world; ``@name`` in an argument is a path in the copy (``files`` are written
    there first). The copy's files after the run are compared with the world's: ``changed`` lists what differs
    (and a copy that changed is made afresh for the next run)."""
    made = _case(world)
    case, inputs = made.case, made.inputs
    _emptied(inputs)
    for name, data in (files or {}).items():
        (inputs / name).write_bytes(data)
    resolved = tuple(_resolve(a, inputs, case) for a in argv)
    with contextlib.chdir(inputs):  # a relative path (hands export --out NAME) lands here, never in the checkout
        done = floor(case / "floor.db", resolved, stdin, author=author)
    after = snapshot(case)
    before = made.world
    done.changed = sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k))
    done.argv = argv
    done.inputs_changed = [name for name, data in (files or {}).items()
                           if not (inputs / name).is_file() or (inputs / name).read_bytes() != data]
    if done.changed:
        shutil.rmtree(case.parent)
        del _CASES[world]
    return done


def _resolve(arg: str, inputs: Path, case: Path) -> str:
    if arg.startswith("@case/"):  # a path in the world's own folder: the database, its backups
        return str(case / arg.removeprefix("@case/"))
    if arg.startswith("@exports/"):
        return str(case / "exports" / arg.removeprefix("@exports/"))
    if arg.startswith("@"):
        return str(inputs / arg[1:])
    return arg


def check(done: Run, surface: str = "CLI", *, may_differ: bool = False) -> None:
    """The promises of a run (see the module's docstring), the run counted under ``surface``; ``may_differ``:
    exit 1 means a hand replays otherwise."""
    TALLY[f"exit {done.code}" + (" (argparse)" if done.argparse_exit else "")] += 1
    allowed = {0, 2, 1} if may_differ else {0, 2}
    internal = done.code not in allowed or "Traceback" in done.err or "internal error" in done.err
    count(surface, INTERNAL if internal else REFUSED if done.code == 2 else ACCEPTED)
    if done.code == 2 and done.changed:
        count(surface, CHANGED)
    assert done.code in allowed, done.describe()
    assert "Traceback" not in done.err and "internal error" not in done.err, done.describe()
    lines = done.err.splitlines()
    if done.argparse_exit:  # argparse echoes a bad value as given: a form feed in it is its own affair
        lines = done.err.rstrip("\n").split("\n")
        assert len(lines) <= MAX_USAGE_LINES, done.describe()
        if done.code == 2:
            assert "error:" in lines[-1], done.describe()
    else:
        said = [line for line in lines if not line.startswith("floor: warning:")]
        assert len(said) <= 1, done.describe()
        if done.code == 2 and said:
            assert said[0].startswith("floor: "), done.describe()
        elif done.code == 2:  # --json: the refusal is the {"error": ...} object on standard output
            assert "error" in json.loads(done.out.strip().splitlines()[-1]), done.describe()
    if done.code == 2:
        assert done.changed == [], f"{done.describe()}\nchanged: {done.changed}"
