"""A league of Floor's own tournaments: which count, the club's formula, best N of M, merged members as one, the
tie-breaks, the final's seats; on the command line and the big screen's panel (issue 19)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import run_floor

from floor.core.errors import FloorError
from floor.store.leagues import Leagues, StandingsPanel
from floor.store.members import Members
from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament.settings import Settings
from floor.ui.clock.board import board
from floor.usecases import leagues as seasons

NOW = 1_800_000_000.0
FORMULA = "10*(sqrt(n)/sqrt(r)) + hits*10"


def night(store: Store, title: str, names: list[tuple[str, str]], busts: list[tuple[int, int]]) -> int:
    """Players (name, member id) and busts (who, by whom) in order; the last one left wins."""
    tid = store.create(Settings(title, buy_in=100, starting_stack=1000), now=NOW, author="Ana")
    store.act_all(tid, [lambda s, n=n, m=m: P.register(s, n, member_id=m, now=NOW, author="Ana", level=1)
                        for n, m in names])
    for out, by in busts:
        store.act(tid, lambda s, o=out, b=by: P.eliminate(s, [o], by=[b], now=NOW, author="Ana"))
    return tid


@pytest.fixture
def season(tmp_path: Path) -> tuple[Store, list[int]]:
    store = Store(tmp_path / "club.db")
    one = night(store, "Week 1", [("Ana", "C1"), ("Bob", "C2"), ("Cid", "C3")], [(3, 1), (2, 1)])  # Ana wins, 2 hits
    two = night(store, "Week 2", [("Bob", "C2"), ("Ana", "C1")], [(2, 1)])  # Bob wins, 1 hit
    three = night(store, "Week 3", [("Bobby", "C9"), ("Cid", "C3")], [(2, 1)])  # "Bobby" is Bob entered twice
    return store, [one, two, three]


def test_a_season_of_own_tournaments_ranks_by_the_formula_with_best_of_and_a_merged_member(season) -> None:
    store, tournaments = season
    leagues = Leagues(store)
    seasons.set_season(leagues, "Club", "2026", points=FORMULA, best_of=2, final_seats=2)
    for tid in tournaments:
        seasons.set_season(leagues, "Club", "2026", count=[tid])
    Members(store).merge("C9", "C2")
    table = leagues.standings("Club", "2026")
    by_name = {s.member: s for s in table}
    # Bob: week 1 (3 players, 2nd: 10*sqrt(3)/sqrt(2) = 12.2), week 2 (2 players, 1st, 1 hit: 14.1 + 10) and week 3
    # as Bobby (2 players, 1st, 1 hit: 24.1); the best two of three count.
    assert by_name["C2"].tournaments == 3 and by_name["C2"].points == pytest.approx(2 * (10 * 2 ** 0.5 + 10))
    assert by_name["C1"].points == pytest.approx(10 * 3 ** 0.5 + 20 + 10)  # week 1 (a win, 2 hits) and week 2
    assert [s.member for s in table] == ["C2", "C1", "C3"]
    assert leagues.get("Club", "2026") is not None and leagues.of(tournaments[0]) == ("Club", "2026")


def test_ties_go_to_more_wins_then_the_best_finish(tmp_path: Path) -> None:
    store = Store(tmp_path / "tie.db")
    a = night(store, "A", [("Ana", "C1"), ("Bob", "C2")], [(2, 1)])
    b = night(store, "B", [("Ana", "C1"), ("Bob", "C2")], [(1, 2)])
    leagues = Leagues(store)
    # points = the place: equal, 3 each; one win each; best finish 1st each
    seasons.set_season(leagues, "Tie", "1", points="r")
    for tid in (a, b):
        seasons.set_season(leagues, "Tie", "1", count=[tid])
    assert [s.name for s in leagues.standings("Tie", "1")] == ["Ana", "Bob"]  # then by name
    store.close()


def test_a_season_refused_in_words(season) -> None:
    store, tournaments = season
    leagues = Leagues(store)
    with pytest.raises(FloorError, match="there is no season 2026 of league Club: set its formula first"):
        seasons.set_season(leagues, "Club", "2026", count=[tournaments[0]])
    with pytest.raises(FloorError, match="ends where a value was due"):
        seasons.set_season(leagues, "Club", "2026", points="10*(")
    with pytest.raises(FloorError, match="no tournament of league Club, season 2026"):
        leagues.standings("Club", "2026")
    assert leagues.get("Club", "2026") is None  # the refused formula wrote nothing


def test_the_big_screen_shows_the_league_standings_of_a_tournament_that_counts(season, qapp) -> None:
    store, tournaments = season
    leagues = Leagues(store)
    seasons.set_season(leagues, "Club", "2026", points=FORMULA)
    for tid in tournaments[:2]:
        seasons.set_season(leagues, "Club", "2026", count=[tid])
    panel = StandingsPanel(store, tournaments[1], lambda: NOW)
    assert panel() == []  # read aside, in a thread of its own: the clock does not wait for the season
    panel.wait()
    frame = board(store.state(tournaments[1]), NOW, standings=panel)
    shown = next(p for p in frame.panels if p.key == "standings")
    assert [name for name, _ in shown.rows] == ["Ana", "Bob", "Cid"]
    alone = StandingsPanel(store, tournaments[2], lambda: NOW, background=False)  # week 3 counts for no league
    assert all(p.key != "standings" for p in board(store.state(tournaments[2]), NOW, standings=alone).panels)


def test_the_panel_shows_the_rows_last_read_while_the_season_is_read_again_aside(season) -> None:
    """Ten minutes on, the screen keeps its standings while a new reading runs, then shows the season as it is."""
    store, tournaments = season
    leagues = Leagues(store)
    seasons.set_season(leagues, "Club", "2026", points=FORMULA)
    seasons.set_season(leagues, "Club", "2026", count=[tournaments[1]])
    clock = [NOW]
    panel = StandingsPanel(store, tournaments[1], lambda: clock[0])
    panel()
    assert [row[0] for row in panel.wait()] == ["Bob", "Ana"]
    # week 1 now counts too: Ana's win puts her first
    seasons.set_season(leagues, "Club", "2026", count=[tournaments[0]])
    assert [row[0] for row in panel()] == ["Bob", "Ana"]  # within ten minutes: the rows kept, nothing read
    clock[0] += StandingsPanel.SECONDS
    assert [row[0] for row in panel()] == ["Bob", "Ana"]  # the old rows, at once, while the season is read aside
    assert [row[0] for row in panel.wait()] == ["Ana", "Bob", "Cid"]


def test_floor_league_sets_counts_and_ranks_with_the_final(season, tmp_path: Path) -> None:
    store, tournaments = season
    store.close()
    db = tmp_path / "club.db"
    done = run_floor(db, "league", "Club", "2026", "--formula", FORMULA, "--best-of", "1", "--final", "1",
                     *(a for t in tournaments[:2] for a in ("--count", str(t))), "--json")
    assert done.returncode == 0, done.stderr
    rows = json.loads(done.stdout)
    assert [(r["name"], r["final"]) for r in rows] == [("Ana", True), ("Bob", False), ("Cid", False)]
    refused = run_floor(db, "league", "Club", "2026", "--formula", "sqrt(")
    assert refused.returncode == 2 and refused.stderr.count("\n") == 1 and "Traceback" not in refused.stderr


def test_the_seasons_final_is_created_with_the_first_seats_registered_once(season, tmp_path: Path) -> None:
    """The final: a tournament of its own on the latest night's settings, the first seats entered with their ids in
    standings order; a second one, or a season without final seats, refused in words, nothing written."""
    store, tournaments = season
    leagues = Leagues(store)
    seasons.set_season(leagues, "Club", "2026", points=FORMULA)
    for tid in tournaments[:2]:
        seasons.set_season(leagues, "Club", "2026", count=[tid])
    with pytest.raises(FloorError, match="has no final: set the final's seats first"):
        seasons.create_final(leagues, "Club", "2026", now=NOW, author="Ana")
    before = len(store.tournaments())
    seasons.set_season(leagues, "Club", "2026", points=FORMULA, final_seats=2)
    made = seasons.create_final(leagues, "Club", "2026", now=NOW + 60, author="Ana")
    final = store.state(made.tournament)
    assert made.title == final.settings.name == "Club 2026: final" and final.settings.buy_in == 100
    assert [(p.name, p.member_id) for p in final.players.values()] == [("Ana", "C1"), ("Bob", "C2")]
    assert leagues.final_of("Club", "2026") == made.tournament
    assert made.tournament not in leagues.counted("Club", "2026")  # the final is not a night of the season
    with pytest.raises(FloorError, match=f"is tournament {made.tournament} already"):
        seasons.create_final(leagues, "Club", "2026", now=NOW, author="Ana")
    assert len(store.tournaments()) == before + 1
    store.close()
    other = run_floor(tmp_path / "club.db", "league", "Club", "2026", "--create-final")
    assert other.returncode == 2 and other.stderr.count("\n") == 1 and "already" in other.stderr


def test_floor_league_create_final_names_the_players_registered(season, tmp_path: Path) -> None:
    store, tournaments = season
    store.close()
    db = tmp_path / "club.db"
    assert run_floor(db, "league", "Club", "2026", "--formula", FORMULA, "--final", "3",
                     *(a for t in tournaments[:2] for a in ("--count", str(t)))).returncode == 0
    done = run_floor(db, "league", "Club", "2026", "--create-final", "--title", "Grand final", "--json")
    assert done.returncode == 0, done.stderr
    made = json.loads(done.stdout)
    assert made["title"] == "Grand final" and [p["name"] for p in made["players"]] == ["Ana", "Bob", "Cid"]
    mixed = run_floor(db, "league", "Club", "2026", "--create-final", "--final", "0")  # a setting and the final
    assert mixed.returncode == 2 and mixed.stderr.count("\n") == 1 and "--create-final" in mixed.stderr
    assert '"final": true' in run_floor(db, "league", "Club", "2026", "--json").stdout  # the seats left as they were
    shown = run_floor(db, "player", "list", "--tournament", str(made["tournament"]))
    assert all(name in shown.stdout for name in ("Ana", "Bob", "Cid")), shown.stdout + shown.stderr


def test_the_lobby_page_lists_the_seasons_standings_in_the_pages_language(season) -> None:
    """The room service (tests/room/served.py: the real one, on the club's file) reads the season aside and shows
    it on the lobby, in the phone's language; a tournament that counts for no season shows none."""
    from room.served import get, served

    store, tournaments = season
    leagues = Leagues(store)
    seasons.set_season(leagues, "Club", "2026", points=FORMULA)
    for tid in tournaments[:2]:
        seasons.set_season(leagues, "Club", "2026", count=[tid])
    with served(store.path, tournaments[1]) as room:
        shown = room.shows(lambda moment: bool(moment.snapshot.league))
        assert [row[0] for row in shown.snapshot.league] == ["Ana", "Bob", "Cid"]
        page = get(room, "/", {"Accept-Language": "ru"})[2].decode()
        assert 'id="lgbox">' in page and "Ana" in page and "League standings" not in page
    with served(store.path, tournaments[2]) as other:
        assert other.room.follower.league is not None and other.room.follower.league.wait() == []
        alone = get(other, "/")[2].decode()
        assert 'id="lgbox" hidden>' in alone


def test_league_prize_of_a_shared_place_is_the_split(tmp_path: Path) -> None:
    """A 500/300/200 sheet (ten players at 100), two players out in one hand sharing 2nd-3rd: each was paid 250,
    and the formula's ``prize`` (and ``prizewinnings``) is 250 for each, not the sheet's 300 for 2nd; through
    `Leagues` and `floor league`."""
    store = Store(tmp_path / "club.db")
    names = [(f"P{i}", f"C{i}") for i in range(1, 11)]
    tid = store.create(Settings("Split", buy_in=100, starting_stack=1000), now=NOW, author="Ana")
    store.act_all(tid, [lambda s, n=n, m=m: P.register(s, n, member_id=m, now=NOW, author="Ana", level=1)
                        for n, m in names])
    for out in range(10, 3, -1):
        store.act(tid, lambda s, o=out: P.eliminate(s, [o], by=[1], now=NOW, author="Ana"))
    store.act(tid, lambda s: P.eliminate(s, [2, 3], by=[1], now=NOW, author="Ana"))
    leagues = Leagues(store)
    seasons.set_season(leagues, "Club", "2026", points="prize", count=[tid])
    points = {s.member: s.points for s in leagues.standings("Club", "2026")}
    assert (points["C1"], points["C2"], points["C3"], points["C4"]) == (500, 250, 250, 0)
    seasons.set_season(leagues, "Club", "2026", points="prizewinnings")
    assert {s.member: s.points for s in leagues.standings("Club", "2026")}["C2"] == 250
    store.close()
    rows = json.loads(run_floor(tmp_path / "club.db", "league", "Club", "2026", "--json").stdout)
    assert {r["member"]: r["points"] for r in rows if r["member"] in ("C1", "C2", "C3")} == \
        {"C1": 500, "C2": 250, "C3": 250}
