"""A damaged event is named, never guessed at: what can be read is still shown, and nothing good is pushed out."""

import io
import sqlite3
from pathlib import Path

import pytest

from floor import cli
from floor.store import backup as B
from floor.store import export as X
from floor.store.backup_files import list_backups
from floor.store.eventrows import UnreadableEvent
from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament.settings import Settings

NOW = 1_800_000_000.0


def tournament(path: Path, *names: str) -> int:
    store = Store(path)
    tid = store.create(Settings("Friday", buy_in=100, starting_stack=10_000), now=NOW, author="Ana")
    for name in names:
        store.act(tid, lambda s, n=name: P.register(s, n, now=NOW, author="Ana", level=1))
    store.act(tid, lambda s: P.eliminate(s, ["Bob"], now=NOW + 60, author="Ana"))
    store.close()
    return tid


def damage(path: Path, seq: int, sql_value: str) -> None:
    conn = sqlite3.connect(path)
    conn.execute(f"UPDATE events SET payload = {sql_value} WHERE seq = ?", [seq])
    conn.commit()
    conn.close()


def run(capsys: pytest.CaptureFixture[str], db: Path, *argv: str) -> tuple[int, str, str]:
    out = io.StringIO()
    code = cli.main(["--db", str(db), *argv], stdin=io.StringIO(""), stdout=out)
    return code, out.getvalue(), capsys.readouterr().err


@pytest.mark.parametrize(("sql_value", "problem"), [
    ("CAST(X'7B226E616D65223AFF' AS TEXT)", "its content is not text"),
    ("'{\"name\": '", "its content is not Floor's JSON"),
    ("'[1, 2]'", "its content is not Floor's JSON"),
    ("replace(payload, '\"name\"', '\"nme\"')", "the field name is missing"),
])
def test_a_bad_event_is_named_by_number_kind_and_time(tmp_path: Path, sql_value: str, problem: str) -> None:
    db = tmp_path / "floor.db"
    tid = tournament(db, "Ana", "Bob", "Cid")
    damage(db, 3, sql_value)
    store = Store(db)
    with pytest.raises(UnreadableEvent) as refused:
        store.state(tid)
    assert refused.value.seq == 3
    assert refused.value.message.startswith("event 3 (registration, ")
    assert problem in refused.value.message
    assert "there is no backup of it in" in refused.value.message


def test_history_shows_every_readable_event_and_names_the_bad_one(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "floor.db"
    tournament(db, "Ana", "Bob", "Cid", "Dan")
    damage(db, 3, "CAST(X'FF' AS TEXT)")
    code, out, err = run(capsys, db, "history")
    assert code == 0
    lines = out.splitlines()
    assert len(lines) == 6
    assert "Registered Ana" in lines[1] and "cannot be read" in lines[2] and "Registered Dan" in lines[4]
    assert err.count("\n") == 1 and "event 3 (registration" in err and "Traceback" not in err


def test_every_other_command_refuses_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "floor.db"
    tournament(db, "Ana", "Bob", "Cid")
    damage(db, 2, "'{\"player\": 1}'")
    before = db.read_bytes()
    for argv in (["player", "list"], ["chips", "show"], ["player", "add", "Eve"], ["tournament", "show"]):
        code, _, err = run(capsys, db, *argv)
        assert code == 2, argv
        assert err.startswith("floor: event 2 (registration") and err.count("\n") == 1, err
    assert db.read_bytes() == before


def test_a_backup_of_a_damaged_file_is_refused_and_the_good_backups_stay(tmp_path: Path,
                                                                          capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "floor.db"
    tournament(db, "Ana", "Bob", "Cid")
    good = B.backup(db, now=NOW)
    damage(db, 2, "'{}'")
    code, _, err = run(capsys, db, "backup", "--keep", "1")
    assert code == 2
    assert "no backup was made, so the backups already taken are kept" in err
    assert f"the newest backup is {good}" in err and "floor restore" in err
    assert [b.path for b in list_backups(db.parent / "backups")] == [good]


def test_a_damaged_backup_is_not_restored(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db, bad = tmp_path / "floor.db", tmp_path / "bad.db"
    tournament(db, "Ana", "Bob")
    tournament(bad, "Ana", "Bob")
    damage(bad, 2, "'not json'")
    before = db.read_bytes()
    code, _, err = run(capsys, db, "restore", str(bad))
    assert code == 2
    assert "is damaged: event 2 (registration" in err and "nothing was restored" in err
    assert db.read_bytes() == before


def test_an_export_of_a_damaged_file_holds_what_can_be_read(tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "floor.db"
    tid = tournament(db, "Ana", "Bob", "Cid", "Dan")
    damage(db, 4, "'{\"player\": 3}'")
    code, _, err = run(capsys, db, "export", "--folder", str(tmp_path / "out"))
    assert code == 0
    assert "the results and chip counts are as they stood before event 4" in err
    store = Store(db)
    names = [row["name"] for row in X.tables(store, tid)["results"][1]]
    assert sorted(names) == ["Ana", "Bob"]
    history = (tmp_path / "out" / "history.csv").read_text(encoding="utf-8-sig")
    assert history.count("\n") == 6  # the header and the five events that read: a registration without a name
    assert "\n4," not in history and "event 4 (registration, " in err  # does not fit its kind, and is named


def test_a_time_past_any_calendar_is_named_not_an_overflow(tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    """Found by the database fuzz at 10,000 (part 3, case 558: byte 0x41 -> 0x50 inside a registration's time): a
    finite time no calendar holds (about 1e17 seconds) was read as a time, and `floor history` and `export` ended in
    "internal error (OverflowError)". The event is named as damaged, the rest of the history shown."""
    db = tmp_path / "floor.db"
    tournament(db, "Ana", "Bob", "Cid")
    conn = sqlite3.connect(db)
    conn.execute("UPDATE events SET at = 1.2e17 WHERE seq = 3")
    conn.commit()
    conn.close()
    code, out, err = run(capsys, db, "history")
    assert code == 0 and "internal error" not in err
    assert "event 3 (registration, time unknown) cannot be read: its time is damaged" in err
    assert "Registered Ana" in out
