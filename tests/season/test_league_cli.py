"""`floor league` (issue 29): a setting it would then refuse writes nothing, and a plain ``floor league L S`` only
reads the file."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
from conftest import run_floor

from floor.store.leagues import Leagues
from floor.store.tournaments import Store
from floor.usecases import leagues as seasons
from season.test_own_league import FORMULA, night


def _digest(db: Path) -> str:
    """The database's bytes, its -wal and -shm too (what a write changes)."""
    return hashlib.sha256(b"".join(p.read_bytes() for p in sorted(db.parent.glob(db.name + "*")))).hexdigest()


@pytest.fixture
def club(tmp_path: Path) -> tuple[Path, list[int]]:
    store = Store(tmp_path / "club.db")
    one = night(store, "Week 1", [("Ana", "C1"), ("Bob", "C2"), ("Cid", "C3")], [(3, 1), (2, 1)])
    two = night(store, "Week 2", [("Bob", "C2"), ("Ana", "C1")], [(2, 1)])
    store.close()
    return tmp_path / "club.db", [one, two]


@pytest.mark.parametrize("points", ["1/0", "1/(r-1)", "1e308*10*r", '"x"'])
def test_floor_league_writes_nothing_it_then_refuses(club, points: str) -> None:
    """Issue 29: ``--formula 1/0 --count 1`` saved the formula and the count, then refused the standings, and every
    ``floor league`` after failed the same way."""
    db, (one, two) = club
    before = _digest(db)
    refused = run_floor(db, "league", "Club", "2026", "--formula", points, "--count", str(one))
    assert refused.returncode == 2 and refused.stderr.count("\n") == 1 and "Traceback" not in refused.stderr
    assert _digest(db) == before
    store = Store(db)
    try:
        assert Leagues(store).get("Club", "2026") is None and Leagues(store).counted("Club", "2026") == []
    finally:
        store.close()
    done = run_floor(db, "league", "Club", "2026", "--formula", FORMULA, "--count", str(one), "--count", str(two))
    assert done.returncode == 0, done.stderr


def test_a_formula_refused_for_a_tournament_counted_later_writes_nothing(club) -> None:
    """A formula fine for the tournaments counted so far but not for the one now counted: nothing is written."""
    db, (one, two) = club
    assert run_floor(db, "league", "Club", "2026", "--formula", "10/(n-2)", "--count", str(one)).returncode == 0
    before = _digest(db)
    refused = run_floor(db, "league", "Club", "2026", "--count", str(two))  # two players: n-2 is 0
    assert refused.returncode == 2 and "divides by zero" in refused.stderr
    assert _digest(db) == before
    assert run_floor(db, "league", "Club", "2026").returncode == 0


def test_a_plain_floor_league_only_reads(club) -> None:
    """Issue 29: a plain ``floor league L S`` wrote (the members its ranking read were taken into the club's table):
    it only reads now, and the same again shows the same."""
    db, (one, two) = club
    store = Store(db)
    try:
        seasons.set_season(Leagues(store), "Club", "2026", points=FORMULA, count=[one, two])
    finally:
        store.close()
    before = _digest(db)
    for _ in range(2):
        shown = run_floor(db, "league", "Club", "2026")
        assert shown.returncode == 0, shown.stderr
        assert run_floor(db, "league", "Club", "2026", "--json").returncode == 0
        assert run_floor(db, "league", "Nobody", "2026").returncode == 2
    assert _digest(db) == before
