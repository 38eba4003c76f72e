"""`floor ruling` and `floor deck check` as a floor manager types them, on a real SQLite file in tmp_path."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import run_floor as floor
from conftest import run_floor_ok as ok

JOKER = {"hs": "HS4", "found": "joker", "game": "holdem", "contributions": {"1": 100, "2": 300, "3": 300}}


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "floor.db"
    ok(path, "tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000")
    return path


def situation(tmp_path: Path, data: dict[str, object]) -> str:
    path = tmp_path / "situation.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def test_list_and_show_read_the_rulebook(db: Path) -> None:
    listed = json.loads(ok(db, "ruling", "list", "--json"))
    ids = [r["id"] for r in listed["rows"]]
    assert listed["version"].startswith("TDA-2024") and "DD-05" in ids and "SH-17" in ids and len(ids) == len(set(ids))
    assert ok(db, "ruling", "list", "--table", "DT-10").splitlines()[1].startswith("SP-01")
    shown = ok(db, "ruling", "show", "dd-05")
    assert shown.startswith("DD-05 — ") and "S002 §5.2" in shown
    refused = floor(db, "ruling", "show", "XX-99")
    assert refused.returncode == 2 and refused.stderr.strip() == "floor: the rulebook has no row 'XX-99'"


def test_dd07_decide_states_the_refunds_and_confirm_records_an_append_only_ruling(db: Path, tmp_path: Path) -> None:
    """A joker at HS4 under the default joker_policy (S002): void and refund exactly what each seat put in."""
    file = situation(tmp_path, JOKER)
    said = ok(db, "ruling", "decide", file)
    assert said.splitlines()[0] == "DD-07 — A joker in a game played without one (defective-deck)"
    assert "  Seat 2 gets back 300." in said.splitlines()
    assert ok(db, "ruling", "log") == "No ruling recorded.\n"
    recorded = json.loads(ok(db, "ruling", "decide", file, "--confirm", "--table", "3", "--json"))
    assert recorded["kind"] == "ruling" and recorded["payload"]["row_id"] == "DD-07"
    assert ok(db, "ruling", "log").strip().endswith("DD-07 confirmed table 3")
    assert floor(db, "undo").returncode == 2  # nothing else to undo: a ruling is never taken back


def test_an_override_needs_its_reason_and_keeps_it(db: Path, tmp_path: Path) -> None:
    file = situation(tmp_path, JOKER)
    refused = floor(db, "ruling", "decide", file, "--override", "  ")
    assert refused.returncode == 2 and "an override needs the reason" in refused.stderr
    ok(db, "ruling", "decide", file, "--override", "the joker was the dealer's own error, seen before any bet")
    log = ok(db, "ruling", "log", "--csv")
    assert log.splitlines()[0].startswith("ruling_id,at,table") and "overridden" in log
    assert "the joker was the dealer's own error" in log


def test_c03_the_house_joker_policy_changes_the_ruling(db: Path, tmp_path: Path) -> None:
    """C-03: under joker_policy=rrop the joker is a blank, never a misdeal; Floor asks whether the holder acted."""
    ok(db, "house", "set", "joker_policy=rrop")
    asked = floor(db, "ruling", "decide", situation(tmp_path, JOKER))
    assert asked.returncode == 2 and "Floor needs holder_acted (true or false)" in asked.stderr
    said = json.loads(ok(db, "ruling", "decide", situation(tmp_path, {**JOKER, "holder_acted": False}), "--json"))
    assert said["row"] == "DD-07" and said["variant"].startswith("rrop")
    assert said["settings_used"]["joker_policy"] == "rrop"


def test_a_situation_no_row_covers_is_a_reported_gap(db: Path, tmp_path: Path) -> None:
    refused = floor(db, "ruling", "decide", situation(tmp_path, {"hs": "HS4", "found": "nonsense"}))
    assert refused.returncode == 2 and refused.stderr.startswith("floor: ")


def test_dd01_dd02_a_deck_check(db: Path) -> None:
    short = ok(db, "deck", "check", "--count", "51").splitlines()
    assert short[:2] == ["The deck is defective.", "  DD-01: the deck has 51 cards; a Hold'em deck has 52"]
    good = json.loads(ok(db, "deck", "check", "--count", "52", "--json"))
    assert good["defective"] is False
    twice = json.loads(ok(db, "deck", "check", "--duplicate", "Ks", "--hs", "HS4", "--json"))
    assert twice["defective"] and twice["findings"][0]["row"] == "DD-02" and twice["decision"]["row"] == "DD-05"


def test_a_house_profile_file_sets_the_keys_and_a_bad_one_is_named(db: Path, tmp_path: Path) -> None:
    """`floor house set --file PROFILE.toml`: every key it holds, checked first; a wrong value names the file."""
    profile = tmp_path / "club.toml"
    profile.write_text('joker_policy = "tda"\nrace_rounding = "always_up"\n', encoding="utf-8")
    ok(db, "house", "set", "--file", str(profile))
    shown = json.loads(ok(db, "house", "show", "--json"))
    assert (shown["joker_policy"], shown["race_rounding"]) == ("tda", "always_up")
    bad = tmp_path / "bad.toml"
    bad.write_text('joker_policy = "sometimes"\n', encoding="utf-8")
    refused = floor(db, "house", "set", "--file", str(bad))
    assert refused.returncode == 2 and refused.stderr.startswith("floor: bad.toml: house setting joker_policy")
    assert json.loads(ok(db, "house", "show", "--json"))["joker_policy"] == "tda"
