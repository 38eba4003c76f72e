"""`floor stud bring-in|first` as a floor manager types them, on a real SQLite file in tmp_path."""

from __future__ import annotations

import json
from pathlib import Path

from conftest import run_floor as floor
from conftest import run_floor_ok as ok

TIED = ["2=Kh Kc 7d", "5=Ks Kd 7c", "6=Qs Qh As"]


def test_bring_in_without_a_tournament_uses_the_defaults(tmp_path: Path) -> None:
    db = tmp_path / "floor.db"
    text = ok(db, "stud", "bring-in", "--game", "stud", "1=Kd", "3=2c", "5=2d")
    assert text.splitlines() == [
        "Seat 3 brings in: 2♣ is the lowest door card; 2♦ at seat 5 is the same rank and ♣ is the lower suit (SR-05).",
        "House settings: §14 defaults (no tournament).",
    ]
    assert not db.exists()  # a question about the cards creates no database
    answer = json.loads(ok(db, "stud", "bring-in", "--game", "razz", "1=Kd", "3=2c", "5=Ks", "--json"))
    assert (answer["seat"], answer["bring_in"], answer["rule"], answer["cards"]) == (5, True, "SR-06", ["Ks"])
    assert answer["house"]["five_stud_forced_action"] == "low_card_brings_in"


def test_five_stud_and_tie_settings_come_from_the_tournament(tmp_path: Path) -> None:
    db = tmp_path / "floor.db"
    ok(db, "tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000")
    door = ["1=9h", "2=3c", "3=Ad"]
    before = json.loads(ok(db, "stud", "bring-in", "--game", "stud5", *door, "--json"))
    assert (before["seat"], before["action"], before["house_from"]) == (2, "bring-in", "tournament 1")
    first = json.loads(ok(db, "stud", "first", "--game", "stud", *TIED, "--json"))
    assert (first["seat"], first["tied"], first["rule"]) == (5, [2, 5], "SR-08")

    ok(db, "house", "set", "stud_tie_first_to_act=nearest_dealer_left",
       "five_stud_forced_action=high_card_acts_first_no_bringin")
    after = json.loads(ok(db, "stud", "first", "--game", "stud", *TIED, "--json"))
    assert (after["seat"], after["setting"]) == (2, "stud_tie_first_to_act=nearest_dealer_left")
    assert after["house"]["stud_tie_first_to_act"] == "nearest_dealer_left"
    text = ok(db, "stud", "first", "--game", "stud", *TIED)
    assert text.startswith("Seat 2 acts first: seat 2 and seat 5 tie") and "House settings: tournament 1." in text
    high = json.loads(ok(db, "stud", "bring-in", "--game", "stud5", *door, "--json"))
    assert (high["seat"], high["action"], high["bring_in"]) == (3, "first-to-act", False)
    all_in = json.loads(ok(db, "stud", "bring-in", "--game", "stud", *door, "--all-in", "2", "--json"))
    assert (all_in["seat"], all_in["rule"]) == (3, "SR-09")


def test_refusals(tmp_path: Path) -> None:
    db = tmp_path / "floor.db"
    holdem = floor(db, "stud", "bring-in", "--game", "holdem", "1=2c", "2=3d")
    assert holdem.returncode == 2 and "holdem is not a stud game" in holdem.stderr
    twice = json.loads(floor(db, "stud", "first", "--game", "stud", "1=2c Kd", "2=Kd 3s", "--json").stdout)
    assert twice["error"]["procedure"] == "DD-02" and twice["error"]["seat"] == 2
    alone = floor(db, "stud", "bring-in", "--game", "stud", "1=2c")
    assert alone.returncode == 2 and "at least 2 seats" in alone.stderr
    bad = floor(db, "stud", "bring-in", "--game", "stud", "1=2c", "x=3d")
    assert bad.returncode == 2 and "SEAT=CARDS" in bad.stderr
    nowhere = floor(db, "stud", "bring-in", "-t", "4", "--game", "stud", "1=2c", "2=3d")
    assert nowhere.returncode == 2 and "there is no database at" in nowhere.stderr and not db.exists()
    assert floor(db, "tournament", "new", "Stud night", "--buy-in", "10", "--stack", "1000").returncode == 0
    missing = floor(db, "stud", "bring-in", "-t", "4", "--game", "stud", "1=2c", "2=3d")
    assert missing.returncode == 2 and missing.stderr.strip() == "floor: there is no tournament number 4"
