"""Fuzz `floor import-td` (issue 29): mutations of TD saves, each imported into one club database and written as a
structure file, through the command line in this process.

The saves mutated: every real save of two clubs (``../shared/data/td-files``, where present: see
``tests/season/td_files.py``) and saves written here in TD's notation (a chop, a late buy-in, rebuys and add-ons).
Each example applies one to three mutations: a byte flipped; a number made ``Infinity``, ``NaN``, ``-Infinity``,
``1e309``, 400 digits, ``1e300``, negative or zero; a string made ``\\u{110000}``, a lone surrogate, a NUL, a
U+2028, a right-to-left override or 100,000 characters; a piece cut out, the file cut short, a piece repeated,
brackets nested 300 deep; a fresh tournament id (so that a save Floor takes is written, not skipped as imported
before). The promises: exit 0 or 2, never a traceback or the last-resort "internal error"; a refusal is one line
and leaves the database's tournaments and events as they were and writes no structure file.

In CI (issue 29) 10,000 mutated saves of those written here, in PARTS tests of their own seeds and club databases
so that pytest-xdist spreads them over the cores; where the real saves are, REAL more of them (a real save is
200 KB of TD's notation, 0.2 s to read: 10,000 of them would take the whole CI's budget alone). FLOOR_FUZZ_EXAMPLES
and FLOOR_FUZZ_TD_REAL set other numbers (``FLOOR_FUZZ_TD_REAL=10000`` for a long run on the real saves),
FLOOR_FUZZ_SEED another search than CI's. A refusal must leave the club database's bytes as they were, and make
no file beside it.
"""

from __future__ import annotations

import os
import random
import re
import sqlite3
import uuid
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from cli_world import scratch, snapshot
from conftest import run_floor
from fuzz.tally import ACCEPTED, CHANGED, INTERNAL, REFUSED, count, share
from season.td_files import entry, save_text, td_files

EXAMPLES = int(os.environ.get("FLOOR_FUZZ_EXAMPLES", "10000"))
REAL = int(os.environ.get("FLOOR_FUZZ_TD_REAL", "200"))
SEED = int(os.environ.get("FLOOR_FUZZ_SEED", "29"))
PARTS = 8

NUMBERS = [b"Infinity", b"NaN", b"-Infinity", b"1e309", b"9" * 400, b"1e300", b"-1", b"0", b"-200", b"9007199254740993",
           b"1.5", b"1e-300"]
STRINGS = [b"\\u{110000}", b"\\ud800", b"\\u0000", b"\\u2028", b"\\u202eevil", b"x" * 100_000, b"\\", b"\\u{1F0CF}",
           b"\xff\xfe", b"\xc3"]
NUMBER = re.compile(rb"(?<=[:\[,] )-?\d+(?:\.\d+)?")
STRING = re.compile(rb'"(?:[^"\\]|\\.)*"')
ID = re.compile(rb'UUID: "[0-9a-f-]{36}"')


def written_here() -> list[bytes]:
    """Saves in TD's notation written here: a chop, a late buy-in, rebuys and add-ons (they run everywhere)."""
    return [
        save_text({"ana": [entry(0)], "bob": [entry(0, out=200, by=("ana",))], "cid": [entry(0, out=200, by=("ana",))],
                   "dan": [entry(0, out=200, by=("ana",))], "eve": [entry(0, out=100, by=("bob",))]},
                  [(1, 1200, ["ana"]), (2, 700, ["bob", "cid", "dan"]), (3, 500, ["bob", "cid", "dan"])],
                  chops=[{"bob": 400, "cid": 400, "dan": 400}]),
        save_text({"ana": [entry(0, out=20, by=("bob",))], "bob": [entry(0, out=60, by=("cid",))],
                   "cid": [entry(0, out=90, by=("dan",))], "dan": [entry(40)]},
                  [(1, 500, ["dan"]), (2, 300, ["cid"])], per_hit=2),
        save_text({"ana": [entry(0)], "bob": [entry(0, 220, out=200, by=("ana",))],
                   "cid": [entry(0, out=150, by=("ana",)), entry(150, 200, out=190, by=("bob",), profile="Rebuy")]},
                  [(1, 870, ["ana"])], add_ons={"ana": 1, "cid": 1}),
    ]


def real_saves() -> list[bytes]:
    """Every real save of the clubs, where they are on this machine."""
    try:
        return [p.read_bytes() for p in td_files()]
    except pytest.skip.Exception:
        return []


def mutated(data: bytes, rng: random.Random, tally: Counter[str]) -> bytes:
    out = bytearray(data)
    for _ in range(rng.randint(1, 3)):
        kind = rng.choice(["flip", "number", "number", "string", "string", "cut", "short", "repeat", "nest", "id"])
        tally[kind] += 1
        if kind == "flip" and out:
            out[rng.randrange(len(out))] = rng.randrange(256)
        elif kind in ("number", "string"):
            found = list((NUMBER if kind == "number" else STRING).finditer(bytes(out)))
            if found:
                hit = rng.choice(found)
                put = rng.choice(NUMBERS) if kind == "number" else b'"' + rng.choice(STRINGS) + b'"'
                out[hit.start():hit.end()] = put
        elif kind == "cut" and out:
            at = rng.randrange(len(out))
            del out[at:at + rng.randint(1, 200)]
        elif kind == "short" and out:
            del out[rng.randrange(len(out)):]
        elif kind == "repeat" and out:
            at = rng.randrange(len(out))
            out[at:at] = out[at:at + rng.randint(1, 300)]
        elif kind == "nest":
            at = rng.randrange(len(out) + 1)
            out[at:at] = b"[" * 300 + b"1" + b"]" * 300
        elif kind == "id":
            out = bytearray(ID.sub(f'UUID: "{uuid.UUID(int=rng.getrandbits(128))}"'.encode(), bytes(out), count=1))
    return bytes(out)


def written(db: Path) -> tuple[int, int]:
    """(tournaments, events) in the database: what a refusal must leave as it was."""
    if not db.exists():
        return (0, 0)
    with sqlite3.connect(db) as con:
        tables = {row[0] for row in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if "events" not in tables:
            return (0, 0)
        return (con.execute("SELECT count(DISTINCT tournament_id) FROM events").fetchone()[0],
                con.execute("SELECT count(*) FROM events").fetchone()[0])


@pytest.fixture(scope="module")
def clubs(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """Where each part's club database is: in memory where the system has it."""
    yield from scratch(tmp_path_factory, "td-saves")


@pytest.mark.parametrize("part", range(PARTS))
def test_mutated_td_saves_are_imported_or_refused_in_one_line_and_a_refusal_writes_nothing(
        clubs: Path, part: int) -> None:
    """This part's share of EXAMPLES saves written here, then of REAL real saves, each into the part's one club
    database (so a save that was taken is there when the next comes: `imported before`)."""
    rng = random.Random(SEED * PARTS + part)
    made, real = written_here(), real_saves()
    pools = [(made, share(EXAMPLES, PARTS, part)), (real, share(REAL, PARTS, part) if real else 0)]
    tally: Counter[str] = Counter()
    failures: list[str] = []
    folder = clubs / f"part-{part}"
    folder.mkdir()
    db = folder / "club.db"
    example = 0
    for pool, examples in pools:
        for _ in range(examples):
            data = mutated(rng.choice(pool), rng, tally)
            save = clubs / f"night-{part}.tdt"
            save.write_bytes(data)
            structure = clubs / f"structure-{part}.json"
            codes, failed = [], len(failures)
            for argv in (("import-td", str(save)), ("import-td", str(save), "--structure-to", str(structure))):
                before = snapshot(folder)
                done = run_floor(db, *argv)
                codes.append(done.returncode)
                tally[f"exit {done.returncode}"] += 1
                internal = ("Traceback" in done.stderr or "internal error" in done.stderr
                            or done.returncode not in (0, 2))
                changed = done.returncode == 2 and (snapshot(folder) != before or structure.exists())
                if internal or changed or (done.returncode == 2 and done.stderr.count("\n") != 1):
                    failures.append(f"part {part}, example {example} ({' '.join(argv[:1] + argv[2:])}): exit "
                                    f"{done.returncode}{', changed the club database' if changed else ''}: "
                                    f"{done.stderr[-600:]!r}")
                if internal:
                    count("TD saves", INTERNAL)
                if changed:
                    count("TD saves", CHANGED)
            if len(failures) == failed:  # (a failure is counted as what it is, above)
                count("TD saves", ACCEPTED if codes[0] == 0 else REFUSED)
            structure.unlink(missing_ok=True)
            example += 1
    print(f"\nTD saves fuzzed: {example} examples from {len(made)} saves written here and {len(real)} real ones, "
          f"{dict(sorted(tally.items()))}")
    assert failures == [], "\n".join(failures[:10])


def test_a_prize_for_a_place_past_the_field_is_named_not_a_memory_error(tmp_path: Path) -> None:
    """Found by the fuzz run at 10,000 (seed 29, part 2, example 396): a prize for place 9,007,199,254,740,993 in a
    save of five players. The import filled every place up to it with 0 (a dict of 9e15 places): the worker ran out
    of memory and was killed. Now the prize is named among what the import does not represent."""
    save = tmp_path / "night.tdt"
    save.write_bytes(written_here()[0].replace(b"Recipient: 2", b"Recipient: 9007199254740993", 1))
    done = run_floor(tmp_path / "club.db", "import-td", str(save))
    assert done.returncode == 0, done.stderr
    assert "prizes 1,200 / 0 / 500" in done.stdout and "past the 5 players" in done.stdout, done.stdout
