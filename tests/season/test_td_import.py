"""`floor import-td`: two clubs' real saves (86 files, 83 tournaments: the folder holds three saves twice) become
finished Floor tournaments in a real SQLite file, each with TD's players, places, prizes, rebuys, add-ons and hits;
a file that is not a save, or a save cut short, is refused naming it, and nothing is written."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from conftest import run_floor, run_floor_ok
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from floor.store.tournaments import Store
from floor.tournament import prizes
from floor.tournament.finishes import finishes
from season.td_files import saves, td_files, td_folder


@pytest.fixture(scope="module")
def club(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[dict[str, object]]]:
    db = tmp_path_factory.mktemp("club") / "club.db"
    rows = json.loads(run_floor_ok(db, "import-td", str(td_folder()), "--json"))
    return db, rows


def test_every_save_becomes_a_finished_tournament_with_td_s_places_prizes_rebuys_and_hits(club) -> None:
    db, rows = club
    assert len(rows) == 83 and all("tournament" in row and "skipped" not in row for row in rows)
    by_file = {Path(str(row["file"])).name: int(row["tournament"]) for row in rows}  # type: ignore[call-overload]
    store = Store(db)
    try:
        checked = 0
        for path, save in saves().items():
            twice = path.parent.name != "saves" and (td_folder() / "saves" / path.name).exists()
            if path.name not in by_file or twice:
                continue  # (a save the folder holds twice: imported once)
            tid = by_file[path.name]
            state = store.state(tid)
            numbered = {p.member_id: p for p in state.players.values()}
            floor_of = {p.uuid: numbered[f"td:{p.uuid}"[:40]] for p in save.played}
            assert len(state.players) == len(save.played), path.name
            places = save.places()
            winner = prizes.champion(state)
            for p in save.played:
                mine = floor_of[p.uuid]
                assert (1 if mine is winner else mine.place) == places[p.uuid], (path.name, p.name)
                assert mine.entries + mine.rebuys == len(p.entries) and mine.addons == len(p.add_ons), p.name
            paid = [round(prize.amount) for prize in sorted(save.prizes, key=lambda z: z.recipient)
                    if prize.recipient > 0 and prize.amount]
            assert [a for a in prizes.sheet(state).amounts if a] == paid, path.name
            hits = {k: v for k, v in state.hits.items() if v}
            adjusted = {p.uuid: p.hits_adjustment for p in save.played}  # (the floor's by hand: not knockouts)
            td_hits = {floor_of[u].id: h - adjusted[u] for u, h in save.hits().items() if h - adjusted[u]}
            assert hits == td_hits, path.name
            checked += 1
        assert checked == 83
    finally:
        store.close()


def test_every_imported_save_s_finishes_are_td_s_places_prizes_and_hits(club) -> None:
    """The one model of a finish (floor/tournament/finishes.py) agrees with TD on all 83 tournaments: each player's
    place, the prize TD awarded him (the winner's too; a chop's members each their share), the entries and rebuys,
    the add-ons and the hits."""
    db, rows = club
    by_file = {Path(str(row["file"])).name: int(row["tournament"]) for row in rows}  # type: ignore[call-overload]
    store = Store(db)
    try:
        checked = set()
        for path, save in saves().items():
            tid = by_file.get(path.name)
            if tid is None or tid in checked:
                continue
            finished = {f.player.member_id: f for f in finishes(store.state(tid)).values()}
            places, hits, awarded = save.places(), save.hits(), save.awarded()
            for p in save.played:
                mine = finished[f"td:{p.uuid}"[:40]]
                assert (mine.place, mine.prize) == (places[p.uuid], round(awarded.get(p.uuid, 0))), (path.name, p.name)
                assert (mine.entries + mine.rebuys, mine.addons) == (len(p.entries), len(p.add_ons)), p.name
                assert mine.hits == hits[p.uuid] - p.hits_adjustment, (path.name, p.name)
            checked.add(tid)
        assert len(checked) == 83
    finally:
        store.close()


def test_a_save_imported_before_is_skipped_not_doubled(club, tmp_path: Path) -> None:
    db, rows = club
    one = td_folder() / "saves" / "ORF_Poker_20230119.tdt"
    again = json.loads(run_floor_ok(db, "import-td", str(one), "--json"))
    assert again == [{"file": str(one), "skipped": "imported before",
                      "tournament": next(r["tournament"] for r in rows if Path(str(r["file"])).name == one.name)}]


def test_a_file_that_is_not_a_save_is_refused_naming_it_and_nothing_is_written(tmp_path: Path) -> None:
    db = tmp_path / "club.db"
    good = td_folder() / "saves" / "ORF_Poker_20230119.tdt"
    cut = tmp_path / "cut.tdt"
    cut.write_bytes(good.read_bytes()[:50_000])
    notes = tmp_path / "notes.tdt"
    notes.write_text("Name;Place\nAna;1\n", encoding="utf-8")
    for bad, said in ((cut, "cut.tdt: not a Tournament Director file: "),
                      (notes, "notes.tdt: not a Tournament Director file: ';Place")):
        done = run_floor(db, "import-td", str(good), str(bad))
        assert done.returncode != 0 and said in done.stderr and "Traceback" not in done.stderr, done.stderr
        assert not db.exists() or Store(db).tournaments() == []  # the good file with it: nothing written


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(cut=st.integers(min_value=0, max_value=2_000), flip=st.integers(min_value=0, max_value=255),
       at=st.integers(min_value=0, max_value=10**9))
def test_a_damaged_save_is_imported_or_refused_in_one_line(tmp_path_factory: pytest.TempPathFactory, cut: int,
                                                           flip: int, at: int) -> None:
    data = bytearray((td_folder() / "saves" / "ORF_Poker_20230119.tdt").read_bytes())
    data[at % len(data)] = flip
    folder = tmp_path_factory.mktemp("damaged")
    (folder / "damaged.tdt").write_bytes(bytes(data[:len(data) - cut]))
    done = run_floor(folder / "club.db", "import-td", str(folder / "damaged.tdt"))
    assert "Traceback" not in done.stderr and "internal error" not in done.stderr, done.stderr
    assert done.returncode == 0 or done.stderr.count("\n") == 1, done.stderr
    shutil.rmtree(folder)


def test_an_imported_tournament_exports_its_results_for_a_league_site(club, tmp_path: Path) -> None:
    """`floor export`'s results.json of an imported save: each player's place, prize, entries, rebuys and hits as
    TD recorded them, the player known by TD's id."""
    db, rows = club
    name = "ORF_Poker_20230119.tdt"
    tid = next(int(r["tournament"]) for r in rows if Path(str(r["file"])).name == name)  # type: ignore[call-overload]
    run_floor_ok(db, "export", "-t", str(tid), "--folder", str(tmp_path / "out"))
    results = json.loads((tmp_path / "out" / "results.json").read_text(encoding="utf-8"))
    save = saves()[td_folder() / "saves" / name]
    places, hits = save.places(), save.hits()
    paid = {z.recipient: round(z.amount) for z in save.prizes if z.amount}
    expected = sorted(({"place": places[p.uuid], "name": p.name, "prize": paid.get(places[p.uuid], 0),
                        "member_id": f"td:{p.uuid}"[:40], "entries_and_rebuys": len(p.entries),
                        "hits": hits[p.uuid] - p.hits_adjustment} for p in save.played), key=lambda r: r["place"])
    got = [{"place": r["place"], "name": r["name"], "prize": r["prize"], "member_id": r["member_id"],
            "entries_and_rebuys": r["entries"] + r["rebuys"], "hits": r["hits"]} for r in results]
    assert got == expected


def test_a_td_files_blind_structure_becomes_a_floor_structure_file_a_tournament_is_made_with(tmp_path: Path) -> None:
    """`floor import-td FILE --structure-to OUT.json`: the levels TD plays (blinds, antes, minutes, breaks) as a Floor
    structure; `floor tournament new --structure OUT.json` plays it; a file that is no save writes nothing."""
    from floor.clubs.td.importing import structure_of
    from floor.tournament.structure import structure_from_json

    source = td_files()[0]
    out = tmp_path / "td-structure.json"
    said = run_floor_ok(tmp_path / "floor.db", "import-td", str(source), "--structure-to", str(out))
    assert "levels (use it with floor tournament new --structure" in said
    made = structure_from_json(json.loads(out.read_text(encoding="utf-8")))
    assert made == structure_of(saves()[source])
    assert [(lv.small_blind, lv.big_blind) for lv in made.levels()] == [
        (r.small_blind, r.big_blind) for r in saves()[source].rounds if not r.is_break][:len(made.levels())]
    run_floor_ok(tmp_path / "floor.db", "tournament", "new", "From TD", "--buy-in", "10", "--stack", "5000",
                 "--structure", str(out))
    bad = tmp_path / "not.tdt"
    bad.write_text("hello", encoding="utf-8")
    refused = run_floor(tmp_path / "floor.db", "import-td", str(bad), "--structure-to", str(tmp_path / "no.json"))
    assert refused.returncode == 2 and "not a Tournament Director file" in refused.stderr
    assert not (tmp_path / "no.json").exists()


@pytest.mark.parametrize(("points", "said"), [("1e308*10", "counts past any number"),
                                               ("+".join(["n"] * 500), "operations inside one another")])
def test_a_save_whose_formula_floor_refuses_is_said_so_at_import_in_one_line(tmp_path: Path, points: str,
                                                                            said: str) -> None:
    """Issue 29: a TD save carrying a formula the league would refuse (or that scored everyone ``inf``) is said so
    when it is imported, not first when the season is ranked."""
    good = (td_folder() / "saves" / "ORF_Poker_20230119.tdt").read_bytes()
    save = re.sub(rb'PointsForPlaying: new UserFormula\(\{Text: "(?:[^"\\]|\\.)*"',
                  b'PointsForPlaying: new UserFormula({Text: "' + points.encode() + b'"', good, count=1)
    assert save != good
    (tmp_path / "bad.tdt").write_bytes(save)
    done = run_floor_ok(tmp_path / "club.db", "import-td", str(tmp_path / "bad.tdt"))
    assert len(done.strip().splitlines()) == 1
    assert "not represented: " in done and "the points formula, which Floor refuses: " in done and said in done
