"""Fuzz `floor restore FILE` (issue 29): mutated backup files put in place of a real tournament's database.

The files start from a sound backup of the world's tournament (taken with `floor backup`), a valid SQLite database
of another program, one of another program that keeps sqlite-utils' migrations table too, a backup written by a
newer Floor (a migration this Floor does not know), and files that are no database at all (text, random bytes,
nothing). Each input applies up to three mutations: bytes flipped anywhere, in SQLite's header or in a page's
header, a few bytes scrambled, the file cut short (at a page's edge or anywhere), junk appended, and now and then
the file made huge (16 MB more). The promises, each input checked by :func:`cli_world.check` and here:

- exit 0 or 2, one line, never a traceback or the last-resort "internal error";
- a refusal leaves the live folder (the database, its backups, its reach file) byte for byte as it was;
- the backup file given is never written to, restored or refused;
- a restore that succeeds keeps the database as it was beside the backups (``...-before-restore-...``).

10,000 inputs in CI, in PARTS tests of their own seeds (pytest-xdist spreads them over the cores);
FLOOR_FUZZ_EXAMPLES sets another number, FLOOR_FUZZ_SEED another search than the fixed one CI runs.
"""

from __future__ import annotations

import os
import random
import sqlite3
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from cli_world import check, floor, make_world, run_in_copy, scratch
from fuzz.tally import share

EXAMPLES = int(os.environ.get("FLOOR_FUZZ_EXAMPLES", "10000"))
SEED = int(os.environ.get("FLOOR_FUZZ_SEED", "29"))
PARTS = 6
HUGE = 16 * 1024 * 1024
TALLY: Counter[str] = Counter()


def _sqlite(path: Path, *statements: str) -> bytes:
    conn = sqlite3.connect(path)
    for statement in statements:
        conn.execute(statement)
    conn.commit()
    conn.close()
    return path.read_bytes()


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    for where in scratch(tmp_path_factory, "restore"):
        folder = where / "world"
        folder.mkdir()
        yield make_world(folder)
    print(f"\nrestore fuzz: {dict(sorted(TALLY.items()))}")
    TALLY.clear()


@pytest.fixture(scope="module")
def starts(world: Path) -> list[tuple[str, bytes]]:
    """(kind, bytes) of every file the mutations start from."""
    where = world.parent / "starts"
    where.mkdir()
    made = floor(world / "floor.db", ("backup", "--folder", str(where)))
    assert made.code == 0, made.describe()
    backup = next(where.glob("floor-*.db"))
    sound = backup.read_bytes()
    newer = _sqlite(backup, "INSERT INTO _sqlite_migrations (migration_set, name, applied_at) "
                            "VALUES ('floor', 'm999', '')")
    return [
        ("a sound backup", sound), ("a sound backup", sound), ("a sound backup", sound),
        ("a newer Floor's backup", newer),
        ("another program's database", _sqlite(where / "shop.db", "CREATE TABLE customers (name TEXT)",
                                               "INSERT INTO customers VALUES ('Ana')")),
        ("another program's database with migrations",
         _sqlite(where / "other.db", "CREATE TABLE _sqlite_migrations (id INTEGER PRIMARY KEY, migration_set TEXT, "
                                     "name TEXT, applied_at TEXT)", "CREATE TABLE events (seq INTEGER)")),
        ("not a database", b"name,nickname\nAna,\n" * 300),
        ("not a database", random.Random(1).randbytes(8192)),
        ("not a database", b""),
    ]


def mutated(data: bytes, rng: random.Random) -> tuple[str, bytes]:
    """Up to three mutations of ``data``; what was done, to replay it."""
    out = bytearray(data)
    done = []
    for _ in range(rng.choice((0, 1, 1, 1, 2, 3))):
        kind = rng.choice(["flip", "flip", "header", "page header", "scramble", "cut", "cut at a page", "append"])
        page = int.from_bytes(out[16:18], "big") or 65536 if len(out) >= 18 else 4096
        if kind == "flip" and out:
            for _ in range(rng.randint(1, 8)):
                out[rng.randrange(len(out))] ^= rng.randrange(1, 256)
        elif kind == "header" and len(out) > 100:
            out[rng.randrange(100)] ^= rng.randrange(1, 256)
        elif kind == "page header" and len(out) >= page:
            number = rng.randrange(len(out) // page)
            out[number * page + (100 if number == 0 else 0) + rng.randrange(12)] ^= rng.randrange(1, 256)
        elif kind == "scramble" and len(out) > 16:
            at = rng.randrange(len(out) - 16)
            out[at:at + 16] = rng.randbytes(16)
        elif kind == "cut":
            del out[rng.randrange(len(out) + 1):]
        elif kind == "cut at a page" and len(out) >= page:
            del out[page * rng.randrange(len(out) // page + 1):]
        elif kind == "append":
            out += rng.randbytes(rng.choice((1, 100, 4096)))
        done.append(kind)
    if rng.random() < 1 / 2000:
        out += bytes(HUGE)
        done.append("huge")
    return ", ".join(done) or "as is", bytes(out)


@pytest.mark.parametrize("part", range(PARTS))
def test_a_mutated_backup_is_restored_or_refused_in_one_line_and_a_refusal_changes_nothing(
        world: Path, starts: list[tuple[str, bytes]], part: int) -> None:
    """EXAMPLES backup files in all, this part's share from its own seed."""
    rng = random.Random(SEED * PARTS + part)
    for example in range(share(EXAMPLES, PARTS, part)):
        kind, data = rng.choice(starts)
        how, body = mutated(data, rng)
        argv = ("restore", "@backup.db", *(("--json",) if rng.random() < 0.2 else ()))
        done = run_in_copy(world, argv, b"", {"backup.db": body})
        where = f"part {part}, input {example}: {kind}, {how}"
        check(done, "restore")
        assert done.inputs_changed == [], f"{where}: the backup file was written to\n{done.describe()}"
        if done.code == 0:
            assert any("-before-restore-" in name for name in done.changed), f"{where}: {done.changed}"
        TALLY[f"{kind}: {'restored' if done.code == 0 else 'refused'}"] += 1


def test_a_sound_backup_is_restored(world: Path, starts: list[tuple[str, bytes]]) -> None:
    """The fuzz's starting point: the world's own backup, as it is, is restored (exit 0)."""
    done = run_in_copy(world, ("restore", "@backup.db"), b"", {"backup.db": starts[0][1]})
    assert done.code == 0 and "Restored" in done.out, done.describe()
