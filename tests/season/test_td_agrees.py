"""TD import agrees with TD on every real save (issue 29): the places, the prizes TD awarded (a chop's members each
their share), the hits TD recorded and the league's points by the club's formula, each read by Floor from the
imported tournament and checked against what TD itself wrote in the same file; and each finding on a save written
here in TD's notation (so it runs where the real saves are not): a chop, mixed buy-in prices and an "extra" buy-in,
players out before a late buy-in, TD's points per hit."""

from __future__ import annotations

from pathlib import Path

import pytest

from floor.clubs.formula import read as read_formula
from floor.clubs.league import standings, variables
from floor.clubs.td.save import Save, read_save
from floor.store.td_import import import_saves, season_of
from floor.store.tournaments import Store
from floor.tournament.finishes import finishes
from season.td_files import PLACES, entry, save_text, saves, td_files, td_folder


def imported(tmp_path: Path, data: bytes) -> tuple[Store, Save, int]:
    """The save written to a file and imported with `floor import-td`'s own function into a new database."""
    (tmp_path / "night.tdt").write_bytes(data)
    store = Store(tmp_path / "club.db")
    done = import_saves(store, [tmp_path / "night.tdt"])
    return store, read_save(data), done[0].tournament


def by_name(store: Store, tournament: int) -> dict[str, tuple[int | None, int, int]]:
    """Each player's (place, prize, hits) as Floor's one model of a finish gives them."""
    return {f.player.name: (f.place, f.prize, f.hits) for f in finishes(store.state(tournament)).values()}


def league_points(store: Store, save: Save) -> dict[str, float]:
    return {s.name: s.points for s in standings(season_of(store, save.league, save.season))}


# -- the findings, each on a save written here ---------------------------------------------------------------------

def test_a_chop_of_three_out_at_once_shares_their_places_and_pays_each_td_s_amount(tmp_path: Path) -> None:
    """TD's chop (Koffsta, 2025-08-23): three players out at the same moment share 2nd, and TD awards the 2nd and
    3rd prizes to all three: 400 each. Before, TD's list order made them 2nd, 3rd and 4th, paid 700, 500 and 0."""
    out = 200
    store, _, tid = imported(tmp_path, save_text(
        {"ana": [entry(0)], "bob": [entry(0, out=out, by=("ana",))], "cid": [entry(0, out=out, by=("ana",))],
         "dan": [entry(0, out=out, by=("ana",))], "eve": [entry(0, out=100, by=("bob",))]},
        [(1, 1200, ["ana"]), (2, 700, ["bob", "cid", "dan"]), (3, 500, ["bob", "cid", "dan"])],
        chops=[{"bob": 400, "cid": 400, "dan": 400}]))
    got = by_name(store, tid)
    assert {name: got[name][:2] for name in got} == {"ana": (1, 1200), "bob": (2, 400), "cid": (2, 400),
                                                     "dan": (2, 400), "eve": (5, 0)}
    assert got["ana"][2] == 3 and got["bob"][2] == 1


def test_the_formula_s_money_is_what_td_recorded_at_mixed_prices_and_an_extra_buy_in(tmp_path: Path) -> None:
    """ORF 2020-09-24: buy-ins at 200 and 220 and an "Extra Buyin" of 3,050 (TD's way to add money to the pot);
    the formula's ``totalbuyinsamount`` and ``pot`` are those amounts, not the most common price times the players
    (4 x 200 = 800)."""
    store, save, _ = imported(tmp_path, save_text(
        {"ana": [entry(0)], "bob": [entry(0, 220, out=200, by=("ana",))],
         "cid": [entry(0, out=150, by=("ana",)), entry(150, 200, out=190, by=("bob",), profile="Rebuy")],
         "Extra Buyin": [entry(1, 3050, out=2, profile="extra")]},
        [(1, 3870, ["ana"])], formula="totalbuyinsamount + pot/1000000", add_ons={"ana": 1}))
    money = 200 + 220 + 200 + 3050
    assert league_points(store, save)["ana"] == pytest.approx(money + (money + 200 + 50) / 1_000_000)
    assert save.money()["totalrebuysamount"] == 200 and save.money()["totaladdonsamount"] == 50


def test_players_out_before_a_late_buy_in_finish_below_him_not_two_in_one_place(tmp_path: Path) -> None:
    """Ana is out at minute 20, Dan buys in at minute 40: TD ranks Ana 4th of 4. Before, Ana finished 3rd among the
    three registered then, and Bob 3rd too (two 3rds, no 4th); the import now registers Dan before Ana is out, and
    says so."""
    store, _, tid = imported(tmp_path, save_text(
        {"ana": [entry(0, out=20, by=("bob",))], "bob": [entry(0, out=60, by=("cid",))],
         "cid": [entry(0, out=90, by=("dan",))], "dan": [entry(40)]},
        [(1, 500, ["dan"]), (2, 300, ["cid"])]))
    got = by_name(store, tid)
    assert {name: got[name][:2] for name in got} == {"dan": (1, 500), "cid": (2, 300), "bob": (3, 0), "ana": (4, 0)}
    said = import_saves(Store(tmp_path / "other.db"), [tmp_path / "night.tdt"])[0].unrepresented
    assert any(line.startswith("dan bought in after players were out") for line in said)


def test_td_s_points_per_hit_are_added_to_the_formula_s_points(tmp_path: Path) -> None:
    """TD's ``PointsForHit`` (5 a hit here) was read and never added: Ana's two hits give her 10 more."""
    store, save, _ = imported(tmp_path, save_text(
        {"ana": [entry(0)], "bob": [entry(0, out=50, by=("ana",))], "cid": [entry(0, out=40, by=("ana",))]},
        [(1, 600, ["ana"])], formula="100/r", per_hit=5))
    assert league_points(store, save) == {"ana": 100 + 2 * 5, "bob": 50, "cid": pytest.approx(100 / 3)}


# -- every real save -------------------------------------------------------------------------------------------------

def _real() -> list[str]:
    """Each real save, by its path in the folder (none where the folder is not)."""
    try:
        return [str(p.relative_to(td_folder())) for p in td_files()]
    except pytest.skip.Exception:
        return []


REAL = _real()


@pytest.fixture(scope="module")
def club(tmp_path_factory: pytest.TempPathFactory) -> tuple[Store, dict[Path, int]]:
    """Every real save imported into one database: file -> tournament (a second save of a TD tournament the folder
    holds twice, a later state of it, is left out: each test imports it alone)."""
    store = Store(tmp_path_factory.mktemp("agree") / "club.db")
    done = import_saves(store, td_files())
    return store, {d.file: d.tournament for d in done}


@pytest.mark.skipif(not REAL, reason=f"the real TD saves are not on this machine (looked in {PLACES})")
@pytest.mark.parametrize("name", REAL or ["none"])
def test_floor_s_results_are_what_td_recorded_in_the_save(club: tuple[Store, dict[Path, int]], name: str,
                                                          tmp_path: Path) -> None:
    """The places by TD's bust-out times (players out at once sharing), each player's prize as TD awarded it (each
    prize split among the players it names; a chop's cash where TD wrote one), the hits as TD's bust-outs name
    them, and the points of the club's formula from TD's own variables (money as recorded, points per hit, the
    floor's adjustment) against Floor's league over the imported tournament."""
    store, tournaments = club
    path = td_folder() / name
    save = saves()[path]
    if path not in tournaments:
        store = Store(tmp_path / "alone.db")
        tournaments = {path: import_saves(store, [path])[0].tournament}
    tid = tournaments[path]
    state = store.state(tid)
    finished = {f.player.member_id: f for f in finishes(state).values()}
    places, hits, awarded = save.places(), save.hits(), save.awarded()
    cash = {uuid: amount for chop in save.chops for uuid, amount in chop.portions if amount}
    played = next(p for p in season_of(store, save.league, save.season) if p.state.id == tid)
    given = variables(state, played.hit_adjustments, None, played.money)
    formula = read_formula(save.points_formula)
    td_variables = save.formula_variables()
    for p in save.played:
        mine = finished[f"td:{p.uuid}"[:40]]
        assert mine.place == places[p.uuid], p.name
        assert mine.prize == round(awarded.get(p.uuid, 0.0)) == round(cash.get(p.uuid, mine.prize)), p.name
        assert mine.hits == hits[p.uuid] - p.hits_adjustment, p.name
        td_points = formula.points(td_variables[p.uuid]) + save.points_for_hit * hits[p.uuid]
        floor_points = played.formula.points(given[mine.id]) + played.points_for_hit * given[mine.id]["hits"]
        assert floor_points == pytest.approx(td_points), p.name
