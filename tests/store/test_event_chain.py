"""Issue 29, damage noticed: each event carries a checksum chained to the one before it, checked on opening, before a
backup and on restore, so a byte changed inside a stored text (still valid JSON in a valid SQLite file) is named."""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
from pathlib import Path

import pytest
from conftest import run_floor as floor

from floor.core.errors import FloorError
from floor.store import chain
from floor.store.backup import BackupError, auto_backup, backup
from floor.store.backup_files import list_backups
from floor.store.database import changed_outside
from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament.settings import Settings

NOW = 1_800_000_000.0
SAID = "event 2 of tournament 1 does not match the one before it: the file was changed outside Floor"


def night(path: Path, *names: str) -> None:
    store = Store(path)
    tid = store.create(Settings("Friday", buy_in=100, starting_stack=10_000), now=NOW, author="Ana")
    for name in names:
        store.act(tid, lambda s, n=name: P.register(s, n, now=NOW + 1, author="Ana", level=1))
    store.close()


def emil_turned_emim(path: Path) -> None:
    """One bit flipped inside the name in the event's stored text ("l" 0x6C to "m" 0x6D): still JSON, still SQLite."""
    data = bytearray(path.read_bytes())
    assert data.count(b'"Emil"') == 1
    at = data.index(b'"Emil"') + 4
    data[at] ^= 0x01
    path.write_bytes(bytes(data))
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        payloads = [json.loads(p) for (p,) in conn.execute("SELECT payload FROM events")]
        assert any("Emim" in json.dumps(p) for p in payloads)
    finally:
        conn.close()


def digests(folder: Path) -> dict[str, str]:
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def test_29_of_1000_backups_with_flipped_bits_were_restored_with_emil_turned_emim(tmp_path: Path) -> None:
    """The backup's event reads (valid JSON in a file that passes SQLite's integrity check): only the chain sees the
    flipped bit. The restore is refused naming the tournament and the event, and nothing changes."""
    db, copy = tmp_path / "floor.db", tmp_path / "usb" / "copy.db"
    night(db, "Emil", "Ana")
    copy.parent.mkdir()
    made = backup(db, copy.parent, now=NOW)
    made.rename(copy)
    emil_turned_emim(copy)
    store = Store(db)
    store.act(1, lambda s: P.register(s, "Bob", now=NOW + 2, author="Ana", level=1))
    store.close()
    before = digests(tmp_path)
    done = floor(db, "restore", str(copy))
    assert done.returncode == 2, done.stderr
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert f"cannot be restored: {SAID}; nothing was restored" in done.stderr
    assert digests(tmp_path) == before
    assert "Registered Bob" in floor(db, "history").stdout


def test_a_live_file_damaged_so_is_told_in_one_line_on_opening_and_backed_up_no_more(tmp_path: Path) -> None:
    """The same flipped bit in the live file: opening says which tournament and which event in one line (the rest
    of the night still shows), and no backup of it pushes a good one out."""
    db = tmp_path / "floor.db"
    night(db, "Emil", "Ana")
    assert floor(db, "backup").returncode == 0
    emil_turned_emim(db)
    good = digests(tmp_path / "backups")
    shown = floor(db, "history")
    assert shown.returncode == 0
    assert shown.stderr.startswith(f"floor: warning: {SAID}; the newest backup is ") and shown.stderr.count("\n") == 1
    assert "Registered Emim" in shown.stdout and "Registered Ana" in shown.stdout
    refused = floor(db, "backup")
    assert refused.returncode == 2
    assert f"no backup was made, so the backups already taken are kept: {SAID}" in refused.stderr
    assert digests(tmp_path / "backups") == good


def test_every_way_of_appending_keeps_the_chain_whole(tmp_path: Path) -> None:
    """Creation with its actions, one action, several at once, undo, redo and a command: each event chained to the
    one before, so a file Floor wrote alone opens with nothing to say."""
    db = tmp_path / "floor.db"
    store = Store(db)
    tid = store.create(Settings("Friday", buy_in=100, starting_stack=10_000), now=NOW, author="Ana",
                       then=[lambda s: P.register(s, "Ana", now=NOW, author="Ana", level=1)])
    store.create(Settings("Saturday", buy_in=100, starting_stack=10_000), now=NOW, author="Ana")
    store.act(tid, lambda s: P.register(s, "Bob", now=NOW, author="Ana", level=1))
    store.act_all(tid, [lambda s: P.register(s, "Cid", now=NOW, author="Ana", level=1),
                        lambda s: P.register(s, "Dan", now=NOW, author="Ana", level=1)])
    store.undo(tid, now=NOW, author="Ana")
    store.redo(tid, now=NOW, author="Ana")
    store.once(tid, "cmd-1", "Ana", "add Eve",
               lambda: (store.act(tid, lambda s: P.register(s, "Eve", now=NOW, author="Ana", level=1)), "{}")[1])
    assert chain.breaks(store.db.conn) == []
    store.close()
    reopened = Store(db)
    try:
        assert reopened.warnings == []
        assert len(reopened.history(tid)) == 8
    finally:
        reopened.close()


def test_an_event_removed_or_its_time_changed_is_named(tmp_path: Path) -> None:
    """Not only the payload: an event taken out names the one after it, a changed time names its own event."""
    db = tmp_path / "floor.db"
    night(db, "Ana", "Bob", "Cid")
    conn = sqlite3.connect(db)
    conn.execute("DELETE FROM events WHERE seq = 2")
    conn.execute("UPDATE events SET at = at + 0.5 WHERE seq = 4")
    conn.commit()
    conn.close()
    assert chain.breaks(sqlite3.connect(db)) == [chain.Break(1, 3)]
    conn = sqlite3.connect(db)
    conn.execute("UPDATE events SET at = at + 0.5 WHERE seq = 1")
    conn.commit()
    conn.close()
    assert chain.breaks(sqlite3.connect(db)) == [chain.Break(1, 1)]


def old_file(path: Path) -> None:
    """A file as the Floor before checksums left it: no column, no migration recorded."""
    night(path, "Emil", "Ana")
    conn = sqlite3.connect(path)
    conn.execute("ALTER TABLE events DROP COLUMN checksum")
    conn.execute("DELETE FROM _sqlite_migrations WHERE name = 'm009_event_checksums'")
    conn.commit()
    conn.close()


def test_a_file_written_before_checksums_opens_as_before_and_is_protected_from_its_first_action(
        tmp_path: Path) -> None:
    db = tmp_path / "floor.db"
    old_file(db)
    before = db.read_bytes()
    shown = floor(db, "history")
    assert shown.returncode == 0 and shown.stderr == "" and "Registered Emil" in shown.stdout
    assert db.read_bytes() == before  # (opening writes nothing: no migration yet)
    assert floor(db, "player", "add", "Bob").returncode == 0
    conn = sqlite3.connect(db)
    try:
        assert conn.execute("SELECT count(*) FROM events WHERE checksum IS NULL").fetchone()[0] == 0
        assert chain.breaks(conn) == []
    finally:
        conn.close()
    emil_turned_emim(db)
    warned = floor(db, "history").stderr
    assert warned.startswith(f"floor: warning: {SAID}; the newest backup is ") and warned.count("\n") == 1


def test_a_backup_is_refused_before_rotation_can_push_out_the_good_ones(tmp_path: Path) -> None:
    """The chain is checked before the copy is taken: no new file in the backups folder."""
    db = tmp_path / "floor.db"
    night(db, "Emil")
    emil_turned_emim(db)
    assert floor(db, "backup").returncode == 2
    assert list_backups(tmp_path / "backups", "floor") == []


def test_a_file_as_floor_left_it_is_not_checked_on_opening_but_is_before_its_backup(tmp_path: Path) -> None:
    """The chain is checked on opening when the file is not as the last Floor closed it (the cost: about 10 µs an
    event, benchmarks/event_chain.py); a bit flipped by the disk itself, size and time kept, is caught by the next
    backup, which is refused."""
    db = tmp_path / "floor.db"
    night(db, "Emil", "Ana")
    left = db.stat()
    emil_turned_emim(db)
    os.utime(db, ns=(left.st_atime_ns, left.st_mtime_ns))
    assert not changed_outside(db)
    assert floor(db, "history").stderr == ""
    refused = floor(db, "backup")
    assert refused.returncode == 2 and SAID in refused.stderr


# -- the damage kept on record (the warning lasts) -------------------------------------------------------------------

MISSING = ("Floor found the actions after event 3 missing (it had saved 4): the file (or the journal beside it) was "
           "changed outside Floor")


def test_the_lost_actions_warning_is_kept_as_a_lasting_record_in_the_tournaments_log(tmp_path: Path) -> None:
    """Actions lost as a file copied back over loses them: every opening says so (and writes nothing) until the
    floor carries on; the next action puts the finding in the log before itself, so the history still says it when
    the file no longer does, after a close and another opening."""
    db = tmp_path / "floor.db"
    night(db, "Ana", "Bob")
    older = db.read_bytes()
    night_more = Store(db)
    night_more.act(1, lambda s: P.register(s, "Late", now=NOW + 2, author="Ana", level=1))
    night_more.close()
    db.write_bytes(older)  # yesterday's file copied over today's
    for _ in range(2):  # open, close, open again: said each time, nothing written
        before = db.read_bytes()
        said = floor(db, "player", "list")
        assert said.returncode == 0 and "the actions after 3 are missing (Floor had saved 4)" in said.stderr
        assert db.read_bytes() == before
    assert floor(db, "player", "add", "Zoe").returncode == 0
    for _ in range(2):
        again = floor(db, "history")
        assert again.returncode == 0 and again.stderr == ""  # the file is whole again: nothing to warn of
        lines = again.stdout.splitlines()
        at = [i for i, line in enumerate(lines) if MISSING in line]
        assert len(at) == 1 and "Registered Zoe" in lines[at[0] + 1] and "Ana" in lines[at[0]]
    store = Store(db)
    try:
        kinds = [e.kind for e in store.history(1)]
        assert kinds[3:] == ["log-damage-noticed", "player-registered"]
        assert store.undo(1, now=NOW + 9, author="Ana")[1].players_left == 2  # undo takes back Zoe, not the record
        assert store.history(1)[3].kind == "log-damage-noticed"
    finally:
        store.close()


def test_a_changed_event_is_put_on_record_and_the_floor_backs_up_again(tmp_path: Path) -> None:
    """After Emil turned Emim in the live file, the floor's next action records it and makes the chain whole from
    there: the next opening is quiet, the history keeps which event was changed, and backups are taken again."""
    db = tmp_path / "floor.db"
    night(db, "Emil", "Ana")
    emil_turned_emim(db)
    said = floor(db, "player", "add", "Bob")
    assert said.returncode == 0 and SAID in said.stderr
    shown = floor(db, "history")
    assert shown.stderr == ""
    assert "Floor found event 2 changed outside Floor (it did not match the one before it)" in shown.stdout
    assert floor(db, "backup").returncode == 0
    made = list_backups(tmp_path / "backups", "floor")[0].path
    assert floor(db, "restore", str(made)).returncode == 0


def test_a_refused_action_records_nothing_and_the_next_one_does(tmp_path: Path) -> None:
    """The record goes with an action that is saved: a refused one leaves the file as it was, the warning stands."""
    db = tmp_path / "floor.db"
    night(db, "Emil", "Ana")
    emil_turned_emim(db)
    before = db.read_bytes()
    refused = floor(db, "player", "add", "x" * 300)
    assert refused.returncode != 0 and db.read_bytes() == before
    assert floor(db, "player", "add", "Bob").returncode == 0
    assert floor(db, "history").stdout.count("Floor found event 2 changed") == 1


def test_holes_once_on_record_are_not_recorded_by_every_opening(tmp_path: Path) -> None:
    """A hole stays in the log (the other events come after it): recorded once, said on each opening."""
    db = tmp_path / "floor.db"
    night(db, "Ana", "Bob", "Cid")
    conn = sqlite3.connect(db)
    conn.execute("DELETE FROM events WHERE seq = 2")
    conn.commit()
    conn.close()
    for name in ("Dan", "Eve"):
        done = floor(db, "player", "add", name)
        assert done.returncode == 0 and "its log has holes" in done.stderr
    shown = floor(db, "history").stdout
    assert shown.count("Floor found holes in this log (3 of events 1 to 4 were there)") == 1


# -- changed under a live Floor (SQLite's data_version) ---------------------------------------------------------------

def test_an_event_changed_under_a_live_floor_refuses_the_next_action_once_then_goes_on_record(tmp_path: Path) -> None:
    """The desk holds the file; a tool changes the last event meanwhile (another connection's commit, which SQLite's
    data_version shows). The desk's next action is refused once in one line naming it, saving nothing; done again it
    is saved, after the change put on record, and the chain is whole again."""
    db = tmp_path / "floor.db"
    night(db, "Ana", "Emil")
    desk = Store(db)
    try:
        desk.act(1, lambda s: P.register(s, "Bob", now=NOW + 2, author="Ana", level=1))
        tool = sqlite3.connect(db)
        tool.execute("UPDATE events SET payload = replace(payload, 'Bob', 'Bop') WHERE seq = 4")
        tool.commit()
        tool.close()
        before = desk.history(1)
        with pytest.raises(FloorError) as refused:
            desk.act(1, lambda s: P.register(s, "Cid", now=NOW + 3, author="Ana", level=1))
        assert refused.value.message == (
            "event 4 of tournament 1 does not match the one before it: the file was changed outside Floor; nothing was "
            "saved: do it again to carry on (the change is then kept in the tournament's history)")
        assert desk.history(1) == before
        desk.act(1, lambda s: P.register(s, "Cid", now=NOW + 3, author="Ana", level=1))
        kinds = [(e.seq, e.kind) for e in desk.history(1)]
        assert kinds[-2:] == [(5, "log-damage-noticed"), (6, "player-registered")]
        assert chain.breaks(desk.db.conn) == []
    finally:
        desk.close()


def test_another_floors_actions_on_the_same_file_are_not_taken_for_a_change(tmp_path: Path) -> None:
    """The desk and the room service write the same file: each one's appends follow the chain, so neither is
    refused (the check reads only the events since the last one each read)."""
    db = tmp_path / "floor.db"
    night(db, "Ana")
    desk, room = Store(db), Store(db)
    try:
        for i in range(6):
            writer = desk if i % 2 else room
            writer.act(1, lambda s, i=i: P.register(s, f"P{i}", now=NOW + i, author="Ana", level=1))
        assert desk.state(1).entries == room.state(1).entries == 7
        assert chain.breaks(desk.db.conn) == []
    finally:
        desk.close()
        room.close()


def test_every_backup_after_a_silent_change_failed_until_it_is_put_on_record(tmp_path: Path) -> None:
    """A bit flipped with the file's size and time kept (so the opening does not check the chain): the backup that
    finds it is refused and has the next opening look in full; that opening says it, the floor's next action puts it
    on record, and backups are taken again."""
    db = tmp_path / "floor.db"
    night(db, "Emil", "Ana")
    left = db.stat()
    emil_turned_emim(db)
    os.utime(db, ns=(left.st_atime_ns, left.st_mtime_ns))
    assert floor(db, "backup").returncode == 2
    carried_on = floor(db, "player", "add", "Bob")
    assert carried_on.returncode == 0 and SAID in carried_on.stderr
    assert floor(db, "backup").returncode == 0
    assert "Floor found event 2 changed outside Floor" in floor(db, "history").stdout


def test_the_desks_automatic_backup_keeps_what_it_found_for_the_next_action(tmp_path: Path) -> None:
    """The desk holds the file when an older event is changed under it: its automatic backup is refused (a warning:
    the action before it is saved), its next action puts the change on record, and the backup after it is taken."""
    db = tmp_path / "floor.db"
    night(db, "Emil", "Ana")
    desk = Store(db)
    try:
        desk.act(1, lambda s: P.register(s, "Bob", now=NOW + 2, author="Ana", level=1))
        tool = sqlite3.connect(db)
        tool.execute("UPDATE events SET payload = replace(payload, 'Emil', 'Emim') WHERE seq = 2")
        tool.commit()
        tool.close()
        with pytest.raises(BackupError, match=SAID):
            auto_backup(desk, 1, NOW + 3)
        desk.act(1, lambda s: P.register(s, "Cid", now=NOW + 4, author="Ana", level=1))
        assert [e.kind for e in desk.history(1)][-2] == "log-damage-noticed"
        assert auto_backup(desk, 1, NOW + 5) is not None
    finally:
        desk.close()
