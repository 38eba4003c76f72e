"""Exports a floor manager hands to the club: results with prizes, chip counts, the full history."""

import csv
import json
from datetime import datetime
from pathlib import Path

import pytest
from conftest import run_floor_ok

from floor.core.errors import FloorError
from floor.store import export as X
from floor.store.tournaments import Store
from floor.tournament import chips as C
from floor.tournament import players as P
from floor.tournament import prizes, tokens
from floor.tournament.settings import Settings

NOW = 1_800_000_000.25


def twelve_players(tmp_path: Path) -> tuple[Store, int]:
    """12 entries at 100: a pool of 1,200 paying four places."""
    store = Store(tmp_path / "floor.db")
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000, payout_unit=5), now=NOW, author="Ana")
    for i in range(1, 13):
        nickname = "Ёж" if i == 1 else ""
        store.act(tid, lambda s, i=i, n=nickname: P.register(s, f"P{i}", now=NOW, author="Ana", level=1, nickname=n))
    return store, tid


def bust(store: Store, tid: int, *names: str) -> None:
    store.act(tid, lambda s: P.eliminate(s, list(names), now=NOW, author="Ana"))


def read_csv(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def as_csv(rows: list[dict[str, object]]) -> list[dict[str, str]]:
    return [{k: "" if v is None else str(v) for k, v in row.items()} for row in rows]


def test_results_share_places_and_prizes_and_list_those_still_playing_first(tmp_path: Path) -> None:
    """Results list the players still in first with no place, then everyone out by place; two out in the same
    hand share the place and split its prize; the files match what the console shows."""
    store, tid = twelve_players(tmp_path)
    try:
        for i in range(12, 5, -1):
            bust(store, tid, f"P{i}")
        bust(store, tid, "P5", "P4")  # out in the same hand: they share 4th-5th
        state = store.state(tid)
        paid = prizes.sheet(state).amounts
        assert len(paid) == 4
        rows = X.results_rows(state)
        assert [(r["place"], r["name"]) for r in rows] == [
            (None, "P1"), (None, "P2"), (None, "P3"), (4, "P4"), (4, "P5"),
            *((place, f"P{place}") for place in range(6, 13))]
        assert rows[0] == {"place": None, "name": "P1", "nickname": "Ёж", "prize": None, "member_id": "",
                           "entries": 1, "rebuys": 0, "addons": 0, "hits": 0, "bounties": 0}
        assert rows[3]["prize"] + rows[4]["prize"] == paid[3]  # 4th's prize split, 5th pays nothing
        assert abs(rows[3]["prize"] - rows[4]["prize"]) <= 1
        assert all(r["prize"] == 0 for r in rows[5:])
        written = X.export(store, tid, tmp_path / "out")
        assert [p.name for p in written] == ["results.csv", "results.json", "chips.csv", "chips.json",
                                             "history.csv", "history.json", "structure.json"]
        assert read_csv(tmp_path / "out" / "results.csv") == as_csv(rows)
        assert json.loads((tmp_path / "out" / "results.json").read_text(encoding="utf-8")) == rows
        assert (tmp_path / "out" / "results.csv").read_bytes().startswith(
            b"\xef\xbb\xbfplace,name,nickname,prize,member_id,entries,rebuys,addons,hits,bounties\r\n")
    finally:
        store.close()


def test_the_last_player_standing_is_first_with_the_first_prize(tmp_path: Path) -> None:
    """When the final hand is played the winner is listed 1st with 1st prize, not as a player without a place."""
    store, tid = twelve_players(tmp_path)
    try:
        for i in range(12, 1, -1):
            bust(store, tid, f"P{i}")
        state = store.state(tid)
        paid = prizes.sheet(state).amounts
        rows = X.results_rows(state)
        assert [(r["place"], r["name"], r["prize"]) for r in rows[:4]] == [
            (1, "P1", paid[0]), (2, "P2", paid[1]), (3, "P3", paid[2]), (4, "P4", paid[3])]
        assert sum(r["prize"] for r in rows) == prizes.sheet(state).pool
    finally:
        store.close()


def test_chip_counts_list_players_still_in_biggest_stack_first(tmp_path: Path) -> None:
    """The chip sheet lists the players still in, biggest stack first, those not counted yet last and blank."""
    store, tid = twelve_players(tmp_path)
    try:
        bust(store, tid, "P12")
        store.act(tid, lambda s: C.count(s, {"P3": 30_000, "P1": 12_000, "P7": 45_500}, now=NOW, author="Ana"))
        rows = X.chips_rows(store.state(tid))
        assert rows[:3] == [{"id": 7, "name": "P7", "chips": 45_500}, {"id": 3, "name": "P3", "chips": 30_000},
                            {"id": 1, "name": "P1", "chips": 12_000}]
        assert [r["id"] for r in rows[3:]] == [2, 4, 5, 6, 8, 9, 10, 11] and all(r["chips"] is None for r in rows[3:])
        X.export(store, tid, tmp_path / "out", formats=("csv",))
        assert read_csv(tmp_path / "out" / "chips.csv") == as_csv(rows)
        assert read_csv(tmp_path / "out" / "chips.csv")[3] == {"id": "2", "name": "P2", "chips": ""}
        assert not (tmp_path / "out" / "chips.json").exists()
    finally:
        store.close()


def test_history_has_every_action_with_undos_and_readable_times(tmp_path: Path) -> None:
    """The history export has every action in order, the undo included, with who, when (ISO 8601) and what."""
    store, tid = twelve_players(tmp_path)
    try:
        bust(store, tid, "P12")
        store.undo(tid, now=NOW + 60, author="Boris")
        events = store.history(tid)
        rows = X.history_rows(events)
        assert [r["seq"] for r in rows] == list(range(1, 16))
        assert rows[-2]["kind"] == "players-eliminated" and rows[-2]["payload"] == {"players": [12]}
        assert rows[-1]["kind"] == "undo" and rows[-1]["author"] == "Boris"
        assert rows[-1]["payload"]["target"] == 14
        assert datetime.fromisoformat(rows[-1]["time"]).timestamp() == pytest.approx(NOW + 60)
        assert datetime.fromisoformat(rows[0]["time"]).utcoffset() is not None
        X.export(store, tid, tmp_path / "out", formats=("csv", "json"))
        from_csv = read_csv(tmp_path / "out" / "history.csv")
        assert [json.loads(r["payload"]) for r in from_csv] == [r["payload"] for r in rows]
        assert [(r["seq"], r["time"], r["author"], r["kind"]) for r in from_csv] == [
            (str(r["seq"]), r["time"], r["author"], r["kind"]) for r in rows]
        assert json.loads((tmp_path / "out" / "history.json").read_text(encoding="utf-8")) == rows
    finally:
        store.close()


def test_an_unknown_format_is_refused_and_nothing_written(tmp_path: Path) -> None:
    """Asking for a format Floor does not write is refused before any file is made."""
    store, tid = twelve_players(tmp_path)
    try:
        with pytest.raises(FloorError, match="csv and json, not xlsx"):
            X.export(store, tid, tmp_path / "out", formats=("csv", "xlsx"))
    finally:
        store.close()
    assert not (tmp_path / "out").exists()


def test_export_command(tmp_path: Path) -> None:
    """`floor export` writes the six files into the folder given and says what it wrote."""
    db = tmp_path / "floor.db"

    def ok(*args: str) -> str:
        return run_floor_ok(db, *args)

    ok("tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000")
    for name in ("Ivan", "Maria", "Petr"):
        ok("player", "add", name)
    ok("player", "bust", "Petr")
    out = tmp_path / "export"
    answer = json.loads(ok("export", "--folder", str(out), "--json"))
    assert sorted(Path(p).name for p in answer["files"]) == sorted(
        [f"{t}.{f}" for t in ("results", "chips", "history") for f in ("csv", "json")] + ["structure.json"])
    assert answer["rows"] == {"results": 3, "chips": 2, "history": 5}
    assert [r["name"] for r in read_csv(out / "results.csv")] == ["Ivan", "Maria", "Petr"]
    text = ok("export", "--folder", str(tmp_path / "json-only"), "--format", "json")
    assert "results.json, chips.json, history.json" in text
    assert sorted(p.name for p in (tmp_path / "json-only").iterdir()) == [
        "chips.json", "history.json", "results.json", "structure.json"]


def test_an_export_names_who_was_given_a_page_token_but_never_the_token(tmp_path: Path) -> None:
    """Issue 18: a player's page token is the key to that page; history.csv says who got one, not what it is."""
    store = Store(tmp_path / "floor.db")
    try:
        tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=1.8e9, author="Ana")
        for name in ("Ana Pop", "Ivan"):
            store.act(tid, lambda s, name=name: P.register(s, name, now=1.8e9, author="Ana", level=1))
        store.act(tid, lambda s: tokens.issue_tokens(s, now=1.8e9, author="Ana"))
        given = store.state(tid).tokens
        X.export(store, tid, tmp_path / "out")
        written = "".join(p.read_text(encoding="utf-8") for p in (tmp_path / "out").rglob("*") if p.is_file())
    finally:
        store.close()
    assert len(given) == 2 and not any(token in written for token in given.values())
    assert "tokens-issued" in written


def test_a_streamed_export_writes_what_the_rows_say_byte_for_byte(tmp_path: Path) -> None:
    """Issue 30: the files are written as they are made (no file's whole text held, each JSON object by the C
    encoder) and say exactly what the rows the console shows say: each CSV byte for byte as the rows' CSV text, each
    JSON list one object a line that reads back as the rows, a history payload's keys in order."""
    store, tid = twelve_players(tmp_path)
    try:
        store.act(tid, lambda s: C.count(s, {"P1": 12_000, "P2": 8_000}, now=NOW, author="Ана"))
        bust(store, tid, "P12")
        bust(store, tid, "P11", "P10")
        for formats in (("csv", "json"), ("csv",), ("json",)):
            folder = tmp_path / "-".join(formats)
            X.export(store, tid, folder, formats)
            for name, (fields, rows) in X.tables(store, tid).items():
                if "csv" in formats:
                    assert (folder / f"{name}.csv").read_bytes() == \
                        b"\xef\xbb\xbf" + X.csv_text(fields, rows).encode("utf-8")
                if "json" in formats:
                    text = (folder / f"{name}.json").read_text(encoding="utf-8")
                    assert json.loads(text) == rows
                    lines = text.splitlines()
                    assert lines[0] == "[" and lines[-1] == "]" and len(lines) == len(rows) + 2
        history = (tmp_path / "csv-json" / "history.json").read_text(encoding="utf-8").splitlines()
        payload = json.loads(history[-2].rstrip(","))["payload"]
        assert list(payload) == sorted(payload)
        assert '"author": "Ана"' in (tmp_path / "csv-json" / "history.json").read_text(encoding="utf-8")
    finally:
        store.close()
