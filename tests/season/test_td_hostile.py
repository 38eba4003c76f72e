"""`floor import-td` given hostile saves (issue 29): a number TD never writes (``Infinity``, ``NaN``, ``1e309``), an
escape past the last character (``\\u{110000}``), a huge string, a file past the limit, thousands of copies of one
save, and ``--structure-to`` naming the database: each refused in one line (or read within a few times the file's
size, or each copy dropped before it is parsed), and nothing written."""

from __future__ import annotations

import json
import time
import tracemalloc
from pathlib import Path

import pytest
from conftest import run_floor, run_floor_ok

import floor.store.td_import as td_import
from floor.clubs.td.save import read_save
from floor.core.errors import FloorError
from floor.store.tournaments import Store
from season.td_files import entry, save_text

NIGHT = save_text({"ana": [entry(0)], "bob": [entry(0, out=50, by=("ana",))], "cid": [entry(0, out=40, by=("ana",))]},
                  [(1, 600, ["ana"])])


def refused_in_one_line(tmp_path: Path, data: bytes, said: str) -> None:
    (tmp_path / "bad.tdt").write_bytes(data)
    done = run_floor(tmp_path / "club.db", "import-td", str(tmp_path / "bad.tdt"))
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and said in done.stderr, done.stderr
    assert "Traceback" not in done.stderr and "internal error" not in done.stderr
    assert not (tmp_path / "club.db").exists() or Store(tmp_path / "club.db").tournaments() == []


@pytest.mark.parametrize(("number", "said"), [
    ("Infinity", "bad.tdt: not a Tournament Director file: Infinity where a number was due"),
    ("-Infinity", "bad.tdt: not a Tournament Director file: '-Infinity, C' at character"),
    ("NaN", "bad.tdt: not a Tournament Director file: NaN where a number was due"),
    ("1e309", "not a Tournament Director file: a number a double can hold was due, not '1e309'"),
    ("-" + "9" * 400, "a number a double can hold was due"),
    ("1e300", "not a Tournament Director file: 1e+300 where a number was due"),
])
def test_infinity_nan_and_1e309_in_a_number_are_refused_in_one_line_not_a_crash(tmp_path: Path, number: str,
                                                                                said: str) -> None:
    """Before: an OverflowError or a ValueError (``int(inf)``), 506 of 10,000 mutated saves."""
    refused_in_one_line(tmp_path, NIGHT.replace(b'"Amount": 200', b'"Amount": ' + number.encode(), 1)
                        .replace(b"Amount: 200", b"Amount: " + number.encode(), 1), said)


def test_a_character_past_u10ffff_in_a_string_is_refused_in_one_line_not_a_crash(tmp_path: Path) -> None:
    """Before: ``chr()`` raised a ValueError. A surrogate pair written as two escapes is the one character."""
    refused_in_one_line(tmp_path, NIGHT.replace(b'"Thursday"', b'"Thursday \\u{110000}"'),
                        "bad.tdt: not a Tournament Director file: '\\\\u{110000}' is no character, at character")
    refused_in_one_line(tmp_path, NIGHT.replace(b'"Thursday"', b'"Thursday \\u{1' + b"0" * 40 + b'}"'),
                        "is no character")
    paired = read_save(NIGHT.replace(b'"Thursday"', b'"Thursday \\ud83c\\udccf \\udccf"'))
    assert paired.title == "Thursday \U0001f0cf \ufffd"


def test_a_15_mb_string_is_read_in_a_few_times_the_file_s_size(tmp_path: Path) -> None:
    """Before: a 60 MB string took 5.4 GB (a regular expression's backtracking state for each character, and
    every token listed before the first was read). Now the tokens are read as they come."""
    data = NIGHT.replace(b'"Thursday"', b'"' + b"x" * 15_000_000 + b'"')
    tracemalloc.start()
    try:
        save = read_save(data)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert len(save.title) == 15_000_000
    assert peak < 4 * len(data), f"{peak:,} bytes at the peak for a file of {len(data):,}"


def test_a_file_of_millions_of_values_is_refused_before_it_takes_gigabytes(tmp_path: Path) -> None:
    refused_in_one_line(tmp_path, NIGHT.replace(b'"Thursday"', b"[" + b"{}," * 250_000 + b"]"),
                        "fewer than 200,000 values in the file was due")


def test_a_file_past_16_mb_is_refused_without_reading_it_whole(tmp_path: Path) -> None:
    refused_in_one_line(tmp_path, NIGHT + b" " * (16 * 1024 * 1024),
                        "bad.tdt: more than 16,777,216 bytes is no Tournament Director save")


def test_copies_of_one_save_are_dropped_by_their_bytes_before_they_are_parsed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Before: 3,000 copies of one save took 289 s, each parsed and rehearsed before the duplicates were dropped.
    The parses are counted (the real reader is called through)."""
    folder = tmp_path / "copies"
    folder.mkdir()
    for i in range(500):
        (folder / f"copy-{i:03}.tdt").write_bytes(NIGHT)
    parsed = []

    def counted(data: bytes):  # type: ignore[no-untyped-def]
        parsed.append(len(data))
        return read_save(data)

    monkeypatch.setattr(td_import, "read_save", counted)
    started = time.perf_counter()
    done = td_import.import_saves(Store(tmp_path / "club.db"), [folder])
    assert len(done) == 1 and len(parsed) == 1
    assert time.perf_counter() - started < 20


def test_import_td_structure_to_the_database_or_its_wal_is_refused_and_they_are_unchanged(tmp_path: Path) -> None:
    """Before: ``import-td SAVE --structure-to t.db`` wrote the structure over the live database."""
    db = tmp_path / "t.db"
    (tmp_path / "night.tdt").write_bytes(NIGHT)
    run_floor_ok(db, "import-td", str(tmp_path / "night.tdt"))
    wal = tmp_path / "t.db-wal"
    wal.write_bytes(b"\x37\x7f\x06\x82" + b"\0" * 28)
    for target in (db, wal):
        before = target.read_bytes()
        done = run_floor(db, "import-td", str(tmp_path / "night.tdt"), "--structure-to", str(target))
        assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stderr
        assert f"{target} is " in done.stderr and "Floor does not write over it" in done.stderr
        assert target.read_bytes() == before
    out = tmp_path / "structure.json"
    run_floor_ok(db, "import-td", str(tmp_path / "night.tdt"), "--structure-to", str(out))
    first = json.loads(out.read_text(encoding="utf-8"))
    run_floor_ok(db, "import-td", str(tmp_path / "night.tdt"), "--structure-to", str(out))  # (over its own: yes)
    assert json.loads(out.read_text(encoding="utf-8")) == first
    with pytest.raises(FloorError):
        td_import.structure_file(tmp_path / "night.tdt", db)


def test_a_title_of_millions_of_characters_is_refused_not_made_a_tournament_s_name(tmp_path: Path) -> None:
    """Before: a save titled with 7.9 million characters became a tournament of that name (every window showing it)."""
    refused_in_one_line(tmp_path, NIGHT.replace(b'"Thursday"', b'"' + b"x" * 1_000_000 + b'"'),
                        "bad.tdt: the save's title is 1,000,000 characters long: Floor takes 200 at most")
    refused_in_one_line(tmp_path, NIGHT.replace(b'"Club"', b'"' + b"L" * 61 + b'"'),
                        "bad.tdt: the save's league is 61 characters long: Floor takes 60 at most")
