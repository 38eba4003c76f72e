"""A whole season as TD computed it: the ORF club's 2023 saves give, player by player, the buy-ins, hits, places
and points of TD's own "Player Statistics" export (``saves/starts.html``), computed by Floor from the saves and the
club's own formula.

Findings this test keeps: the export was made before the season's last tournament (2023-12-07), which it does not
count; the points adjustments the floor typed into the saves of 2023-10-26 and 2023-11-08 came later than the
export too (with them, five players' totals move by exactly those adjustments, and nobody else's); and the export
does not list "Sebastian X" (Sebastian Gabrielskompis, two tournaments in January 2023), a player of his own in the
saves (not the "Sebastian" it lists, whose five buy-ins it counts without his), gone from TD's player list since.
"""

from __future__ import annotations

import json
import re
from collections import Counter, defaultdict
from pathlib import Path

from floor.clubs.formula import read as read_formula
from floor.clubs.td.notation import read
from floor.clubs.td.save import Save
from season.td_files import saves, td_folder

LATER = ("20231207",)  # the tournament after the export
ADJUSTED_LATER = ("20231026", "20231108")  # the saves whose points adjustments the export predates
COLUMNS = ["rank", "name", "buyins", "hits", "1st", "2nd", "3rd", "bubble", "last", "points", "overall"]


def td_statistics(folder: Path) -> dict[str, dict[str, float]]:
    """TD's export, read with the same reader as the saves (its table is a literal of the same notation)."""
    page = (folder / "saves/starts.html").read_text(encoding="utf-8")
    literal = re.search(r"var mData = (\[.*?\]);\n", page, re.DOTALL)
    assert literal is not None
    rows = read(literal.group(1))
    out = {}
    for row in rows:
        texts = [column["Text"] for column in row["Columns"]]
        values = dict(zip(COLUMNS, texts, strict=True))
        out[values["name"]] = {k: float(v.replace(",", "")) for k, v in values.items() if k != "name"}
    return out


def season(league: str, name: str) -> list[tuple[Path, Save]]:
    return sorted(((path, save) for path, save in saves().items()
                   if save.league == league and save.season == name and save.played), key=lambda item: item[1].start)


def test_the_orf_2023_season_gives_td_s_own_statistics_player_by_player() -> None:
    expected = td_statistics(td_folder())
    played = season("ORF", "2023")
    assert len(played) == 20
    counted = [(path, save) for path, save in played if not any(day in path.name for day in LATER)]
    got: dict[str, Counter[str]] = defaultdict(Counter)
    for path, save in counted:
        formula = read_formula(save.points_formula)
        variables = save.formula_variables()
        places = save.places()
        paid = max((prize.recipient for prize in save.prizes), default=0)
        for player in save.played:
            mine = got[player.name]
            place = places[player.uuid]
            mine["buyins"] += 1
            mine["hits"] += variables[player.uuid]["numberofhits"]
            mine["1st"] += place == 1
            mine["2nd"] += place == 2
            mine["3rd"] += place == 3
            mine["bubble"] += place == paid + 1
            mine["last"] += place == len(save.played)
            later = any(day in path.name for day in ADJUSTED_LATER)
            mine["points"] += formula.points(variables[player.uuid]) + (0 if later else player.points_adjustment)
    assert set(got) - set(expected) == {"Sebastian X"} and got["Sebastian X"]["buyins"] == 2
    assert set(expected) <= set(got)
    wrong = {name: {k: (got[name][k], expected[name][k]) for k in ("buyins", "hits", "1st", "2nd", "3rd", "bubble",
                                                                    "last", "points")
                    if abs(got[name][k] - expected[name][k]) > 1e-9}
             for name in expected}
    assert {name: w for name, w in wrong.items() if w} == {}


def test_floor_s_league_standings_of_the_imported_season_are_td_s(tmp_path: Path) -> None:
    """The same season imported (`floor import-td`) and ranked by Floor's own league (`floor league ORF 2023`): the
    points TD's export gives, once the adjustments it predates are set aside; ranked by points."""
    from conftest import run_floor_ok

    played = [(path, save) for path, save in season("ORF", "2023") if not any(day in path.name for day in LATER)]
    db = tmp_path / "club.db"
    run_floor_ok(db, "import-td", *(str(path) for path, _ in played))
    rows = json.loads(run_floor_ok(db, "league", "ORF", "2023", "--json"))
    later = Counter()  # the adjustments the export predates, by player
    for path, save in played:
        if any(day in path.name for day in ADJUSTED_LATER):
            for player in save.played:
                later[player.name] += player.points_adjustment
    expected = td_statistics(td_folder())
    got = {row["name"]: row for row in rows}
    assert {name: (got[name]["points"] - later[name], values["points"]) for name, values in expected.items()
            if abs(got[name]["points"] - later[name] - values["points"]) > 1e-9} == {}
    assert {name: (got[name]["hits"], values["hits"]) for name, values in expected.items()
            if got[name]["hits"] != values["hits"]} == {}
    assert [row["points"] for row in rows] == sorted((row["points"] for row in rows), reverse=True)
    assert rows[0]["name"] == "Daniel N" and rows[0]["wins"] == 4
