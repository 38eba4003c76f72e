"""A season's rules and the tournaments that count for it are one intent, written in one transaction (a refused
count leaves the rules as they were); the season's final is one transaction too."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import run_floor as floor

from floor.core.errors import FloorError
from floor.store.desk import StoreDesk
from floor.store.leagues import Leagues
from floor.store.members import Members
from floor.store.tournaments import Store
from floor.store.where import open_store
from floor.tournament.structure import template
from floor.usecases import leagues as seasons
from floor.usecases import players
from floor.usecases.leagues import Season

from .club import T0, file_bytes, night
from .conftest import Places

FORMULA = "10*(sqrt(n)/sqrt(r)) + hits*10"


def played(store: Store, title: str, names: list[str]) -> int:
    """A finished tournament: the players (member ids C1, C2, … by name order given) out in reverse order."""
    tid = night(store, title)
    desk = StoreDesk(store, tid, "Ana", lambda: T0)
    for i, name in enumerate(names, 1):
        players.register(desk, name, member_id=f"C{i}")
    for out in range(len(names), 1, -1):
        players.bust(desk, [out], by=[1])
    return tid


@pytest.fixture
def club(where: Places) -> tuple[str | Path, Store, list[int]]:
    path = where("club.db")
    store = open_store(path)
    nights = [played(store, f"Week {n}", ["Ana", "Bob", "Cid"]) for n in (1, 2)]
    yield path, store, nights
    store.close()


def test_the_rules_and_the_tournaments_counted_are_written_together(club) -> None:
    _path, store, (one, two) = club
    leagues = Leagues(store)
    commits = store.mark()[1]
    rules = seasons.set_season(leagues, " Club ", "2026", points=FORMULA, best_of=1, final_seats=2, count=[one, two])
    assert store.mark()[1] == commits + 1  # one transaction
    assert rules == Season("Club", "2026", FORMULA, 1, 2) == leagues.get("Club", "2026")
    assert leagues.counted("Club", "2026") == [one, two]
    seasons.set_season(leagues, "Club", "2026", best_of=2, uncount=[two])  # what is not given stays as saved
    assert leagues.get("Club", "2026") == Season("Club", "2026", FORMULA, 2, 2)
    assert leagues.counted("Club", "2026") == [one]


def test_a_refused_count_leaves_the_seasons_rules_untouched(club) -> None:
    """The new formula and a count of a tournament that is not there, saved together: neither is written."""
    path, store, (one, _two) = club
    leagues = Leagues(store)
    seasons.set_season(leagues, "Club", "2026", points="r", count=[one])
    before = file_bytes(path)
    with pytest.raises(FloorError, match="there is no tournament number 99"):
        seasons.set_season(leagues, "Club", "2026", points=FORMULA, final_seats=4, count=[99])
    assert file_bytes(path) == before
    assert leagues.get("Club", "2026") == Season("Club", "2026", "r") and leagues.counted("Club", "2026") == [one]


@pytest.mark.parametrize(("given", "refusal"), [
    ({"points": "10*("}, "formula"),
    ({"points": "r", "best_of": -1}, "0 or more"),
    ({"points": "r", "count": [1], "uncount": [1]}, "both count and not count"),
])
def test_a_season_refused_in_words_changes_nothing(club, given: dict[str, object], refusal: str) -> None:
    path, store, _nights = club
    before = file_bytes(path)
    with pytest.raises(FloorError, match=refusal):
        seasons.set_season(Leagues(store), "Club", "2026", **given)  # type: ignore[arg-type]
    assert file_bytes(path) == before


def test_counting_for_a_season_never_set_up_asks_for_its_formula(club) -> None:
    path, store, (one, _two) = club
    before = file_bytes(path)
    with pytest.raises(FloorError, match="set its formula first"):
        seasons.set_season(Leagues(store), "Club", "2026", count=[one])
    assert file_bytes(path) == before


def test_floor_league_with_a_formula_and_a_missing_tournament_writes_neither(club) -> None:
    """The command line's --formula with --count: the same use case, the same single transaction."""
    path, store, (one, _two) = club
    seasons.set_season(Leagues(store), "Club", "2026", points="r", count=[one])
    before = file_bytes(path)
    refused = floor(path, "league", "Club", "2026", "--formula", FORMULA, "--count", "42")
    assert refused.returncode == 2 and refused.stderr.count("\n") == 1 and "42" in refused.stderr
    assert file_bytes(path) == before


def test_the_final_is_its_tournament_its_qualifiers_and_its_row_in_one_transaction(club) -> None:
    path, store, (one, two) = club
    leagues = Leagues(store)
    seasons.set_season(leagues, "Club", "2026", points=FORMULA, final_seats=2, count=[one, two])
    Members(store).all()  # (the players registered with ids taken into the member list: a write of its own)
    commits = store.mark()[1]
    final = seasons.create_final(leagues, "Club", "2026", now=T0 + 60, author="Ana")
    assert store.mark()[1] == commits + 1
    state = store.state(final.tournament)
    assert [(p.name, p.member_id) for p in state.players.values()] == [("Ana", "C1"), ("Bob", "C2")]
    assert leagues.final_of("Club", "2026") == final.tournament and final.title == "Club 2026: final"
    before = file_bytes(path)
    with pytest.raises(FloorError, match="already"):
        seasons.create_final(leagues, "Club", "2026", now=T0 + 90, author="Ana")
    assert file_bytes(path) == before


def test_a_final_made_meanwhile_by_another_desk_refuses_the_second_whole(club) -> None:
    """Two desks plan the final from what each read; inside its transaction the second finds the first's and
    writes nothing: no second tournament."""
    path, store, (one, two) = club
    seasons.set_season(Leagues(store), "Club", "2026", points=FORMULA, final_seats=2, count=[one, two])
    rules = Leagues(store).get("Club", "2026")
    assert rules is not None
    other = open_store(path)
    try:
        seasons.create_final(Leagues(other), "Club", "2026", now=T0 + 60, author="Bob")
        before = file_bytes(path)
        with pytest.raises(FloorError, match="already"):  # (the plan this desk made before it knew)
            Leagues(store).found_final(rules, store.state(one).settings, template("standard"), now=T0 + 61,
                                       author="Ana", then=())
        assert file_bytes(path) == before and len(store.tournaments()) == 3
    finally:
        other.close()


def test_a_season_without_final_seats_has_no_final(club) -> None:
    path, store, (one, _two) = club
    seasons.set_season(Leagues(store), "Club", "2026", points=FORMULA, count=[one])
    before = file_bytes(path)
    with pytest.raises(FloorError, match="set the final's seats first"):
        seasons.create_final(Leagues(store), "Club", "2026", now=T0, author="Ana")
    assert file_bytes(path) == before
