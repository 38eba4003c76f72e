"""The headless walk-through of the README, as a floor manager would type it: each command a run, a real file."""

import json
from pathlib import Path

import pytest
from conftest import floor_in_process
from conftest import run_floor as floor
from conftest import run_floor_ok as ok


def test_create_register_bust_list_undo(tmp_path: Path) -> None:
    """Create a tournament, register, bust two in one hand, list, undo: each step shows what happened."""
    db = tmp_path / "floor.db"
    created = ok(db, "tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000")
    assert "Tournament 1 created: Sunday" in created
    for name in ("Ivan", "Maria", "Petr", "Olga"):
        ok(db, "player", "add", name)
    out = ok(db, "player", "bust", "Petr", "Olga")
    assert "Petr finished 3rd (sharing 3rd-4th)" in out
    players = json.loads(ok(db, "player", "list", "--json"))
    assert [(p["name"], p["place"]) for p in players] == [("Ivan", None), ("Maria", None), ("Petr", 3), ("Olga", 3)]
    assert "Undone: #6 players-eliminated" in ok(db, "undo")
    history = json.loads(ok(db, "history", "--json"))
    assert [e["kind"] for e in history][-2:] == ["players-eliminated", "undo"]
    assert all(e["author"] == "Ana" for e in history)


def test_bad_input_is_one_line_exit_2_and_changes_nothing(tmp_path: Path) -> None:
    """Busting twice, an unknown player, a rebuy in a freezeout: one line on stderr, exit 2, no new event."""
    db = tmp_path / "floor.db"
    ok(db, "tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000")
    for name in ("A", "B", "C"):
        ok(db, "player", "add", name)
    ok(db, "player", "bust", "C")
    events = len(json.loads(ok(db, "history", "--json")))
    for args, message in ((("player", "bust", "C"), "C is already out (finished 3rd)"),
                          (("player", "bust", "Zed"), "there is no player called 'Zed'"),
                          (("player", "rebuy", "A"), "this tournament has no rebuys")):
        done = floor(db, *args)
        assert done.returncode == 2
        assert done.stderr.strip() == f"floor: {message}"
    assert len(json.loads(ok(db, "history", "--json"))) == events


def test_json_errors(tmp_path: Path) -> None:
    """With --json a refusal is an error object on standard output; a read on a mistyped path creates nothing."""
    db = tmp_path / "floor.db"
    done = floor(db, "player", "list", "--json")
    assert done.returncode == 2
    assert json.loads(done.stdout)["error"]["code"] == "no-database"
    assert not db.exists()


def test_import_is_all_or_nothing_and_names_the_bad_line(tmp_path: Path) -> None:
    """A CSV with one bad row registers nobody and names the line; a good one registers everyone."""
    db = tmp_path / "floor.db"
    ok(db, "tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000")
    bad = tmp_path / "bad.csv"
    bad.write_text("name,nickname,member id\nIvan,Vanya,17\n,x,18\nOlga,,\n", encoding="utf-8")
    done = floor(db, "player", "import", str(bad))
    assert done.returncode == 2 and "bad.csv line 3: the name is empty" in done.stderr
    assert json.loads(ok(db, "player", "list", "--json")) == []
    good = tmp_path / "good.csv"
    good.write_text("Ivan,Vanya,17\nOlga,,\n", encoding="utf-8")
    assert "Registered 2 players" in ok(db, "player", "import", str(good))
    assert [p["nickname"] for p in json.loads(ok(db, "player", "list", "--json"))] == ["Vanya", ""]


def test_floor_db_environment_variable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """FLOOR_DB chooses the file when --db is not given."""
    db = tmp_path / "env.db"
    monkeypatch.setenv("FLOOR_DB", str(db))
    done = floor_in_process("--author", "Ana", "tournament", "new", "X", "--buy-in", "1", "--stack", "100")
    assert done.returncode == 0, done.stderr
    assert db.exists()


def test_payouts_show_set_and_the_prize_on_a_bust(tmp_path: Path) -> None:
    """12 entries at 100 pay four places; a bust in the money says what the player wins; overrides are checked."""
    db = tmp_path / "floor.db"
    ok(db, "tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000", "--unit", "5")
    for i in range(1, 13):
        ok(db, "player", "add", f"P{i}")
    sheet = json.loads(ok(db, "payouts", "show", "--json"))
    assert sheet["pool"] == 1200 and sum(sheet["places"]) == 1200 and len(sheet["places"]) == 4
    for i in range(12, 4, -1):
        ok(db, "player", "bust", f"P{i}")
    assert f"P4 finished 4th, wins {sheet['places'][3]:,}" in ok(db, "player", "bust", "P4")
    done = floor(db, "payouts", "set", "9=999")
    assert done.returncode == 2 and "place 9 is not paid" in done.stderr
    changed = json.loads(ok(db, "payouts", "set", "3=250", "--json"))
    assert changed["overridden"] and changed["places"][2] == 250 and sum(changed["places"]) == 1200


def test_floor_player_list_says_each_finish_as_paid(tmp_path: Path) -> None:
    """A 500/300/200 sheet, two out in one hand sharing 2nd-3rd: `floor player list` shows each paid 250 and the
    last one standing 1st with 500 (it listed him as playing, and no prize at all)."""
    db = tmp_path / "floor.db"
    ok(db, "tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000")
    for i in range(1, 11):
        ok(db, "player", "add", f"P{i}")
    for i in range(10, 3, -1):
        ok(db, "player", "bust", f"P{i}")
    assert "P2 finished 2nd (sharing 2nd-3rd), wins 250" in ok(db, "player", "bust", "P2", "P3")
    listed = json.loads(ok(db, "player", "list", "--json"))
    assert [(p["name"], p["place"], p["prize"]) for p in listed[:4]] == [("P1", 1, 500), ("P2", 2, 250),
                                                                          ("P3", 2, 250), ("P4", 4, 0)]
    text = ok(db, "player", "list")
    assert "P1  [won, 1st]  wins 500" in text and "P3  [out, 2nd (shared by 2)]  wins 250" in text


def test_clock_commands(tmp_path: Path) -> None:
    """Start, jump, adjust, pause: `clock status --json` gives the level, blinds, running and the time left."""
    db = tmp_path / "floor.db"
    ok(db, "tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000", "--structure", "turbo")
    assert "not started" in ok(db, "clock", "status")
    ok(db, "clock", "start")
    ok(db, "clock", "jump", "4")
    ok(db, "clock", "adjust", "+2m")
    ok(db, "clock", "pause")
    status = json.loads(ok(db, "clock", "status", "--json"))
    assert status["level"] == 4 and status["paused"] and not status["running"]
    assert 13 * 60 < status["remaining"] <= 14 * 60
    assert status["blinds"]["big_blind"] > 0 and status["next_blinds"] is not None
    done = floor(db, "clock", "pause")
    assert done.returncode == 2 and "already paused" in done.stderr


def test_chip_counts_and_the_totals_check(tmp_path: Path) -> None:
    """`chips set` records stacks; `chips show --json` says whether the count matches what should be in play."""
    db = tmp_path / "floor.db"
    ok(db, "tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000")
    for name in ("A", "B"):
        ok(db, "player", "add", name)
    ok(db, "chips", "set", "A=12000", "2=8000")
    shown = json.loads(ok(db, "chips", "show", "--json"))
    assert shown["complete"] and shown["difference"] == 0 and shown["average"] == 10000
    ok(db, "chips", "set", "A=12500")
    assert "500 chips more than should be in play" in ok(db, "chips", "show")


def test_minus_500_on_the_command_line_is_refused_as_negative(tmp_path: Path) -> None:
    """Issue 15 item 18: `chips set A=-500` says the chips cannot be negative, and counts nothing."""
    db = tmp_path / "floor.db"
    ok(db, "tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000")
    ok(db, "player", "add", "A")
    done = floor(db, "chips", "set", "A=-500")
    assert done.returncode == 2 and "'A=-500': A's chips cannot be negative" in done.stderr
    assert json.loads(ok(db, "chips", "show", "--json"))["complete"] is False
    ok(db, "tournament", "change", "--guarantee", "5000")  # and the settings change from the command line
    assert "guarantee" in ok(db, "history").splitlines()[-1]


def test_a_change_takes_the_automatic_backup_when_due(tmp_path: Path) -> None:
    """The first change backs the file up beside it; the next change within 5 minutes and the same level does not."""
    db = tmp_path / "floor.db"
    ok(db, "tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000")
    ok(db, "player", "add", "Ivan")
    backups = sorted((tmp_path / "backups").glob("floor-*.db"))
    assert len(backups) == 1


def test_a_malformed_structure_is_refused_and_an_exported_one_reads_back(tmp_path: Path) -> None:
    """A structure whose blinds go down is refused naming the level; the exported structure creates an equal one."""
    db = tmp_path / "floor.db"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"chips": [25, 100], "items": [
        {"kind": "level", "small_blind": 100, "big_blind": 200, "minutes": 20},
        {"kind": "level", "small_blind": 50, "big_blind": 100, "minutes": 20}]}), encoding="utf-8")
    done = floor(db, "tournament", "new", "X", "--buy-in", "1", "--stack", "100", "--structure", str(bad))
    assert done.returncode == 2 and "level 2" in done.stderr and not db.exists()
    ok(db, "tournament", "new", "X", "--buy-in", "1", "--stack", "100", "--structure", "horse")
    ok(db, "export", "--folder", str(tmp_path / "out"))
    exported = str(tmp_path / "out" / "structure.json")
    ok(db, "tournament", "new", "Y", "--buy-in", "1", "--stack", "100", "--structure", exported)
    first = json.loads(ok(db, "clock", "status", "--json", "-t", "1"))
    second = json.loads(ok(db, "clock", "status", "--json", "-t", "2"))
    assert first["blinds"] == second["blinds"] and first["next_blinds"] == second["next_blinds"]


def test_a_deal_for_the_players_left(tmp_path: Path) -> None:
    """Three left with counted stacks: the ICM deal shares exactly the three prizes left; uncounted stacks refused."""
    db = tmp_path / "floor.db"
    ok(db, "tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000")
    for i in range(1, 13):
        ok(db, "player", "add", f"P{i}")
    for i in range(12, 3, -1):
        ok(db, "player", "bust", f"P{i}")
    refused = floor(db, "payouts", "deal")
    assert refused.returncode == 2 and "count every stack first" in refused.stderr
    ok(db, "chips", "set", "P1=60000", "P2=40000", "P3=20000")
    places = json.loads(ok(db, "payouts", "show", "--json"))["places"]
    dealt = json.loads(ok(db, "payouts", "deal", "--json"))
    amounts = [p["now"] for p in dealt["players"]]
    assert sum(amounts) == sum(places[:3]) and amounts == sorted(amounts, reverse=True)


def test_the_default_tournament_is_the_running_one_not_the_highest_number_and_is_named(tmp_path: Path) -> None:
    """The finding (issue 29): after a TD import `floor player add` registered into a finished 2025 tournament,
    the highest number in the file. A command with no --tournament acts on the running one (else the latest of
    the desk's own not started yet) and says which on standard error."""
    db = tmp_path / "club.db"
    ok(db, "tournament", "new", "Friday", "--buy-in", "100", "--stack", "10000")
    ok(db, "player", "add", "Ana")
    ok(db, "player", "add", "Ion")
    ok(db, "clock", "start")
    ok(db, "tournament", "new", "Old night", "--buy-in", "50", "--stack", "5000")  # number 2, won below
    for name in ("Vera", "Dan"):
        ok(db, "player", "add", name, "--tournament", "2")
    ok(db, "player", "bust", "Dan", "--tournament", "2")  # Vera wins: finished
    done = floor(db, "player", "add", "Zoe")
    assert done.returncode == 0, done.stderr
    assert done.stderr == "floor: tournament 1, Friday: the running one (--tournament N for another)\n"
    listed = json.loads(ok(db, "player", "list", "--tournament", "1", "--json"))
    assert "Zoe" in json.dumps(listed, ensure_ascii=False)
    ok(db, "tournament", "new", "Saturday", "--buy-in", "100", "--stack", "10000")  # 3: tomorrow's, not started
    ok(db, "player", "bust", "Ion", "--tournament", "1")
    ok(db, "player", "bust", "Zoe", "--tournament", "1")  # Friday won too: the desk's own next one is Saturday
    done = floor(db, "player", "add", "Petr")
    assert done.stderr == "floor: tournament 3, Saturday: the latest not started (--tournament N for another)\n"
