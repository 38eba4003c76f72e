"""`floor hands list|export|replay` as a floor manager types them, on a real SQLite file in tmp_path.

The hands are recorded through the Python API (the dealer station's path: ``record_hand`` on the
store), then every step is a `floor` command as typed; files are written only in tmp_path.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from conftest import run_floor as floor
from conftest import run_floor_ok as ok
from pokerkit import HandHistory

from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament.hands import record as H
from floor.tournament.seating import actions as S
from floor.tournament.settings import Settings
from floor.tournament.structure import structure_to_json, template

NOW = 1_800_000_000.0

HOLDEM = {"game": "holdem", "board": "Ah Kh 7c 7d 2s", "button": 3, "chip": 100,
          "seats": [{"seat": 1, "cards": "As Ad", "contributed": 500},
                    {"seat": 2, "cards": "Kc Ks", "contributed": 500},
                    {"seat": 3, "cards": "Qc Qd", "contributed": 1000},
                    {"seat": 4, "cards": "", "contributed": 200, "folded": True}]}
OMAHA5 = {"game": "omaha5", "board": "6c 7d 8h Kc Qs", "button": 1,
          "seats": [{"seat": 1, "cards": "9s Td 2c 2d 3h", "contributed": 100},
                    {"seat": 2, "cards": "Kd Kh As Ah 3s", "contributed": 100}]}
RAZZ = {"game": "razz", "chip": 25,
        "seats": [{"seat": 1, "cards": "As Ad 2c 5h 7h 9c Jc", "contributed": 300},
                  {"seat": 2, "cards": "Kc Ks 3d 6h 8h 9d Jd", "contributed": 300}]}


def recorded(tmp_path: Path, hands: list[tuple[int, dict[str, Any]]]) -> Path:
    """A tournament of 12 players at two tables of 6, with these (table, request) hands recorded."""
    db = tmp_path / "floor.db"
    store = Store(db)
    try:
        tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000, seats_per_table=6), now=NOW,
                           author="Ana", extra={"structure": structure_to_json(template("standard"))})
        for i in range(12):
            store.act(tid, lambda s, i=i: P.register(s, f"Player {i + 1}", now=NOW, author="Ana", level=1))
        store.act(tid, lambda s: S.draw_seats(s, rng=random.Random(7), now=NOW, author="Ana"))
        for n, (table, request) in enumerate(hands, 1):
            store.act(tid, lambda s, t=table, r=request, n=n: H.record_hand(s, t, r, now=NOW + 60 * n, author="Dan"))
    finally:
        store.close()
    return db


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return recorded(tmp_path, [(1, HOLDEM), (2, RAZZ), (1, OMAHA5)])


def js(db: Path, *args: str) -> Any:
    return json.loads(ok(db, *args, "--json"))


def test_list_shows_every_recorded_hand_and_one_tables(db: Path) -> None:
    hands = js(db, "hands", "list")
    assert [(h["table"], h["hand"], h["game"], h["dealer"]) for h in hands] == [
        (1, 1, "holdem", "Dan"), (2, 1, "razz", "Dan"), (1, 2, "omaha5", "Dan")]
    assert hands[0]["request"] == HOLDEM and hands[0]["result"]["payouts"] == {"1": 1700, "3": 500}
    assert [h["game"] for h in js(db, "hands", "list", "--table", "2")] == ["razz"]
    text = ok(db, "hands", "list", "--table", "1").splitlines()
    assert len(text) == 2
    assert text[0].startswith("Table 1 hand 1: level 1, holdem, dealer Dan, ")
    assert text[0].endswith(" 1,700, seat 3 " + hands[0]["players"][2]["name"] + " 500")
    assert ok(db, "hands", "list", "--table", "5") == "No hand recorded at table 5 yet.\n"


def test_export_json_then_replay_gives_the_same_results(db: Path, tmp_path: Path) -> None:
    out = tmp_path / "hands.json"
    answer = js(db, "hands", "export", "--format", "json", "--out", str(out))
    assert answer == {"tournament": 1, "file": str(out), "format": "json", "hands": 3, "left_out": []}
    records = json.loads(out.read_text(encoding="utf-8"))
    assert [r["game"] for r in records] == ["holdem", "razz", "omaha5"]
    done = floor(db, "hands", "replay", str(out))
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["table 1 hand 1: same result", "table 2 hand 1: same result",
                                        "table 1 hand 2: same result",
                                        "3 of 3 hands replay to the recorded result."]


def test_export_phh_leaves_out_what_phh_cannot_say_and_pokerkit_reads_the_rest(db: Path, tmp_path: Path) -> None:
    out = tmp_path / "hands.phhs"
    text = ok(db, "hands", "export", "--format", "phh", "--out", str(out))
    assert text.splitlines() == [
        f"Wrote 2 hands to {out} (PHH).",
        "Left out 1 hand, PHH has no code for five-card Omaha (omaha5): table 1 hand 2 — "
        "export them with --format json."]
    histories = list(HandHistory.loads_all(out.read_text(encoding="utf-8")))
    assert [(h.variant, h.table, h.hand) for h in histories] == [("NT", 1, 1), ("FR", 2, 1)]
    replayed = json.loads(ok(db, "hands", "replay", str(out), "--json"))
    assert [(h["table"], h["hand"], h["same"]) for h in replayed["hands"]] == [(1, 1, True), (2, 1, True)]
    assert (replayed["same"], replayed["different"]) == (2, 0)
    answer = js(db, "hands", "export", "--format", "phh", "--out", str(out))
    assert answer["left_out"] == [{"table": 1, "hand": 2, "game": "omaha5",
                                   "reason": "PHH has no code for five-card Omaha (omaha5)"}]


def test_one_hand_into_a_phh_file_is_a_plain_phh_document(db: Path, tmp_path: Path) -> None:
    out = tmp_path / "razz.phh"
    ok(db, "hands", "export", "--table", "2", "--format", "phh", "--out", str(out))
    history = HandHistory.loads(out.read_text(encoding="utf-8"))
    assert history.variant == "FR" and history.user_defined_fields["_floor_game"] == "razz"
    assert floor(db, "hands", "replay", str(out)).stdout.startswith("table 2 hand 1: same result\n")


def test_a_tampered_export_replays_to_the_difference_and_exit_status_1(db: Path, tmp_path: Path) -> None:
    out = tmp_path / "hands.json"
    ok(db, "hands", "export", "--format", "json", "--out", str(out))
    records = json.loads(out.read_text(encoding="utf-8"))
    records[1]["result"]["payouts"] = {"2": 600}
    out.write_text(json.dumps(records), encoding="utf-8")
    done = floor(db, "hands", "replay", str(out))
    assert done.returncode == 1
    assert done.stdout.splitlines()[1] == ("table 2 hand 1: differs: payouts.2: recorded 600, replayed (none); "
                                           "payouts.1: recorded (none), replayed 600")
    assert done.stdout.splitlines()[-1] == "2 of 3 hands replay to the recorded result."
    answer = json.loads(floor(db, "hands", "replay", str(out), "--json").stdout)
    assert answer["different"] == 1 and answer["hands"][1]["same"] is False


def test_a_file_that_is_not_an_export_is_refused_with_exit_status_2(db: Path, tmp_path: Path) -> None:
    bad = tmp_path / "notes.txt"
    bad.write_text("these are my notes", encoding="utf-8")
    done = floor(db, "hands", "replay", str(bad))
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("floor: neither a JSON nor a PHH hand history")
    done = floor(db, "hands", "replay", str(tmp_path / "missing.json"), "--json")
    assert done.returncode == 2 and json.loads(done.stdout)["error"]["code"] == "no-file"


def test_nothing_to_export_is_refused_and_writes_no_file(db: Path, tmp_path: Path) -> None:
    out = tmp_path / "none.json"
    done = floor(db, "hands", "export", "--table", "5", "--format", "json", "--out", str(out))
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == "floor: no hand recorded at table 5 yet: nothing to export\n"
    assert not out.exists()


def test_a_phh_export_of_only_games_phh_cannot_say_is_refused(tmp_path: Path) -> None:
    db = recorded(tmp_path, [(1, OMAHA5)])
    out = tmp_path / "omaha5.phhs"
    done = floor(db, "hands", "export", "--format", "phh", "--out", str(out))
    assert done.returncode == 2 and not out.exists()
    assert done.stderr == ("floor: none of the 1 hands can be written as PHH (PHH has no code for five-card Omaha "
                           "(omaha5)): export them with --format json\n")


def test_an_undone_hand_is_no_longer_listed_nor_exported(db: Path, tmp_path: Path) -> None:
    ok(db, "undo")
    assert [h["game"] for h in js(db, "hands", "list")] == ["holdem", "razz"]
    out = tmp_path / "hands.json"
    assert js(db, "hands", "export", "--format", "json", "--out", str(out))["hands"] == 2


def test_record_a_hand_moves_the_button_and_offers_the_all_in_losers(tmp_path: Path) -> None:
    """`floor hands record TABLE FILE`: the hand is stored with its result, the button moves (BT-02), and all-in
    seats that won nothing are named for the floor to bust; a duplicate card is refused (DD-02), nothing stored."""
    db = recorded(tmp_path, [])
    ok(db, "button", "draw", "1")
    before = js(db, "seat", "show", "--table", "1")["tables"][0]["positions"]
    request = tmp_path / "hand.json"
    request.write_text(json.dumps(HOLDEM), encoding="utf-8")
    answer = js(db, "hands", "record", "1", str(request), "--all-in", "2", "--all-in", "4")
    assert answer["event"]["payload"]["result"]["payouts"] == {"1": 1700, "3": 500}
    seated = js(db, "seat", "show", "--table", "1")["tables"][0]
    assert seated["positions"]["button"] == before["small_blind"]
    names = {s["seat"]: s["player"] for s in seated["seats"]}
    assert answer["offered"] == [names[2], names[4]]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({**HOLDEM, "board": "As Kh 7c 7d 2s"}), encoding="utf-8")
    refused = floor(db, "hands", "record", "1", str(bad))
    assert refused.returncode == 2 and "As" in refused.stderr
    assert len(js(db, "hands", "list")) == 1


def test_the_dealer_station_refuses_a_table_that_does_not_exist(db: Path) -> None:
    """`floor dealer --table 9` names the tables there are, before any window opens."""
    refused = floor(db, "dealer", "--table", "9")
    assert refused.returncode == 2 and refused.stderr.strip() == "floor: there is no table 9 (tables: 1, 2)"


def test_a_correction_moves_the_chips_and_is_in_the_history_with_its_reason_from_the_command_line(
        tmp_path: Path) -> None:
    """`floor hands correct TABLE HAND FILE --reason`: the corrected showdown judged again, each player's chips by
    the correction said and in the history; a hand never recorded is refused in one line and nothing is written."""
    db = recorded(tmp_path, [])
    ok(db, "button", "draw", "1")
    request = tmp_path / "hand.json"
    request.write_text(json.dumps(HOLDEM), encoding="utf-8")
    ok(db, "hands", "record", "1", str(request))
    swapped = [{**HOLDEM["seats"][0], "cards": "Kc Ks"}, {**HOLDEM["seats"][1], "cards": "As Ad"},
               *HOLDEM["seats"][2:]]
    fixed = tmp_path / "fixed.json"
    fixed.write_text(json.dumps({**HOLDEM, "seats": swapped}), encoding="utf-8")
    answer = js(db, "hands", "correct", "1", "1", str(fixed), "--reason", "seat 2 had the aces")
    assert answer["event"]["kind"] == "hand-corrected"
    assert sorted(answer["event"]["payload"]["changes"].values()) == [-1700, 1700]
    said = ok(db, "history")
    assert "Hand 1 at table 1 corrected (seat 2 had the aces)" in said
    (listed,) = js(db, "hands", "list")  # the hand of record is the corrected one (the export, replay)
    assert listed["result"]["payouts"] == {"2": 1700, "3": 500}
    before = ok(db, "history")
    refused = floor(db, "hands", "correct", "1", "5", str(fixed), "--reason", "why")
    assert refused.returncode == 2
    assert refused.stderr.strip() == "floor: hand 5 at table 1 was not recorded: there is nothing to correct"
    assert ok(db, "history") == before
