"""`floor migrate FILE SERVER` and back (issue 31): a club's whole history moved to a real server the test started
(tests/pg/conftest.py) and exported again to a new file, proved, and every refusal changing nothing."""

from __future__ import annotations

import contextlib
import dataclasses
import importlib.util
import io
import json
import random
import sqlite3
from pathlib import Path

import psycopg
import pytest
from season.td_files import entry, save_text

from floor.cli import main
from floor.store import migrate as migrating
from floor.store import postgres
from floor.store import tournaments as store_module
from floor.store.devices import DeviceBook
from floor.store.payout_templates import PayoutTemplates
from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament.payouts import standard_table

T0 = 1_800_000_000.0
CLUB_TABLES = ("pairings", "devices", "payout_templates", "members", "leagues", "league_tournaments", "league_finals")
PG_TYPES = {"INTEGER": "bigint", "REAL": "double precision", "FLOAT": "double precision", "TEXT": "text",
            "BLOB": "bytea", "": "text"}


def floor(where: str | Path, *args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["--db", str(where), "--author", "Ana", *args])
    return code, out.getvalue(), err.getvalue()


def migrate(source: str | Path, target: str | Path, *more: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["migrate", str(source), str(target), *more])
    return code, out.getvalue(), err.getvalue()


def ok(where: str | Path, *args: str) -> str:
    code, out, err = floor(where, *args)
    assert code == 0, (args, err)
    return out


def club_file(path: Path, folder: Path) -> None:
    """A club's season in one file, made through the command line and the use cases' store: a night with undo and
    redo and snapshots, a second night, a TD import, members, a league counting them, a payout template, a paired
    device and a station's command (its id kept in ``commands``)."""
    ok(path, "tournament", "new", "Thursday", "--buy-in", "50", "--stack", "10000")
    for name in ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay"):
        ok(path, "player", "add", name)
    ok(path, "member", "add", "Ion Popescu", "--nickname", "Ionel")
    ok(path, "player", "add", "Ion Popescu", "--member-id", _member_id(path))
    ok(path, "seat", "draw")
    ok(path, "clock", "start")
    for name in ("Ann", "Bob", "Cid"):
        ok(path, "player", "bust", name)
    ok(path, "undo")
    ok(path, "redo")
    ok(path, "undo")
    ok(path, "tournament", "new", "Friday", "--buy-in", "100", "--stack", "20000")
    for name in ("Gus", "Hal", "Ivy", "Jon"):
        ok(path, "player", "add", name, "-t", "2")
    ok(path, "seat", "draw", "-t", "2")
    ok(path, "player", "bust", "Gus", "-t", "2")
    td = folder / "thursday.tdt"
    td.write_bytes(save_text({"p1": [entry(0, out=90, by=("p2",))], "p2": [entry(0, out=200, by=("p3",))],
                              "p3": [entry(0)]}, [(1, 400.0, ["p3"]), (2, 200.0, ["p2"])]))
    ok(path, "import-td", str(td))
    ok(path, "league", "Club", "2026", "--formula", "10*(sqrt(n)/sqrt(r))", "--count", "1", "--count", "2")
    store = Store(path)
    try:
        PayoutTemplates(store).save(dataclasses.replace(standard_table(), name="Friday top 3"), now=T0, new=True)
        book = DeviceBook(store)
        offer = book.offer("dealer", table=1, person="", pin="", tables={1}, now=T0)
        book.pair(offer.code, "", now=T0 + 1)
        book.offer("floor", table=None, person="Ion", pin="2468", tables=set(), now=T0 + 2)
        store.once(2, "tablet-cmd-1", "dealer 1", "bust Hal", lambda: _bust(store, 2, "Hal"))
    finally:
        store.close()


def _member_id(path: Path) -> str:
    listed = json.loads(ok(path, "member", "list", "--json"))
    return str(next(m["member_id"] for m in listed if m["name"] == "Ion Popescu"))


def _bust(store: Store, tid: int, name: str) -> str:
    state = store.state(tid)
    player = next(p.id for p in state.players.values() if p.name == name)
    store.act(tid, lambda s: P.eliminate(s, [player], now=T0 + 5, author="dealer 1"))
    return json.dumps({"ok": True})


def club_tables_on(dsn: str, path: Path) -> bool:
    """The club's tables made on the server from the file's columns where this Floor's PostgreSQL schema does not
    make them yet (helper `club` adds them to floor/store/postgres.py SCHEMA); whether the schema made them all."""
    conn = sqlite3.connect(path)
    try:
        with psycopg.connect(dsn, autocommit=True) as pg:
            postgres.make_schema(pg)
            missing = [t for t in CLUB_TABLES if pg.execute("SELECT to_regclass(%s)", [t]).fetchone() == (None,)]
            for table in missing:
                columns = [(str(r[1]), PG_TYPES.get(str(r[2]).upper(), "text"))
                           for r in conn.execute(f"PRAGMA table_info({table})")]
                pg.execute(f"CREATE TABLE {table} ({', '.join(f'{c} {t}' for c, t in columns)})")
        return not missing
    finally:
        conn.close()


def file_rows(path: Path) -> dict[str, list[tuple[object, ...]]]:
    """Every table's rows as a file holds them (events in the log's order, without the file's own row ids)."""
    conn = sqlite3.connect(path)
    try:
        names = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE "
                                            "'sqlite%' AND name != '_sqlite_migrations'")]
        found = {}
        for name in names:
            columns = [r[1] for r in conn.execute(f"PRAGMA table_info({name})") if (name, r[1]) != ("events", "id")]
            chosen = ", ".join("CAST(state AS BLOB)" if (name, c) == ("snapshots", "state") else c for c in columns)
            rows = conn.execute(f"SELECT {chosen} FROM {name} ORDER BY {'id' if name == 'events' else 'rowid'}")
            found[name] = [tuple(r) for r in rows]
        return found
    finally:
        conn.close()


def exported(where: str | Path, folder: Path) -> dict[str, bytes]:
    """Every tournament's results, chip counts and history as `floor export` writes them (CSV and JSON)."""
    files = {}
    for tid in ("1", "2", "3"):
        ok(where, "export", "-t", tid, "--folder", str(folder / tid))
        files.update({f"{tid}/{f.name}": f.read_bytes() for f in sorted((folder / tid).iterdir())})
    assert {"1/results.csv", "3/results.json", "2/history.json"} <= set(files), sorted(files)
    return files


def server_count(dsn: str, table: str) -> int | None:
    with psycopg.connect(dsn, autocommit=True) as pg:
        if pg.execute("SELECT to_regclass(%s)", [table]).fetchone() == (None,):
            return None
        row = pg.execute(f"SELECT count(*) FROM {table}").fetchone()
        return int(row[0]) if row else 0


SAME_OUTPUT = [("tournament", "list"), ("history", "-t", "1"), ("history", "-t", "2"), ("history", "-t", "3"),
               ("tournament", "show", "-t", "1"), ("tournament", "show", "-t", "2"), ("tournament", "show", "-t", "3"),
               ("payouts", "show", "-t", "1"), ("payouts", "show", "-t", "3"), ("seat", "show", "-t", "2")]
CLUB_OUTPUT = [("member", "list"), ("league", "Club", "2026")]


@pytest.fixture
def small_snapshots(monkeypatch: pytest.MonkeyPatch) -> None:
    """A snapshot every 5 events, so that a short night keeps some (a real one every 2,000)."""
    monkeypatch.setattr(store_module, "SNAPSHOT_EVERY", 5)


def test_a_club_moved_to_a_server_answers_every_command_as_the_file_did_and_comes_back_byte_for_byte(
        pg_dsn: str, tmp_path: Path, small_snapshots: None) -> None:
    club = tmp_path / "club.db"
    club_file(club, tmp_path)
    before = file_rows(club)
    assert all(before[t] for t in ("tournaments", "events", "commands", "snapshots", "members", "leagues",
                                   "league_tournaments", "devices", "pairings", "payout_templates"))
    club_schema = club_tables_on(pg_dsn, club)

    code, out, err = migrate(club, pg_dsn)
    assert code == 0, err
    assert out.startswith(f"Moved {club} to PostgreSQL ") and f": tournaments 3, events {len(before['events']):,}, " \
        f"commands 1, snapshots {len(before['snapshots'])}, members {len(before['members'])}, leagues 1, " in out
    assert "folds to the same state on both sides" in out
    assert file_rows(club) == before  # (the source is only read)
    for args in SAME_OUTPUT:
        assert floor(pg_dsn, *args) == floor(club, *args), args
    assert exported(pg_dsn, tmp_path / "server-export") == exported(club, tmp_path / "file-export")
    if club_schema:  # (the club's tables on a server: helper `club`)
        for args in CLUB_OUTPUT:
            assert floor(pg_dsn, *args) == floor(club, *args), args
    with psycopg.connect(pg_dsn, autocommit=True) as pg:  # the server's own columns, from the file's rows
        assert pg.execute("SELECT id, head_seq FROM tournaments ORDER BY id").fetchall() == [
            (t, max(s for tid, s, *_ in before["events"] if tid == t)) for t in (1, 2, 3)]
        command = before["commands"][0]
        assert pg.execute("SELECT tournament_id, seq FROM events WHERE command_id = %s ORDER BY seq",
                          [command[0]]).fetchall() == [(2, s) for s in range(int(command[4]), int(command[5]) + 1)]
        assert pg.execute("SELECT count(*) FROM events WHERE command_id IS NOT NULL").fetchone() == (
            int(command[5]) - int(command[4]) + 1,)

    back = tmp_path / "back" / "club.db"
    code, out, err = migrate(pg_dsn, back, "--json")
    assert code == 0, err
    moved = json.loads(out)
    assert moved["moved"]["events"] == len(before["events"]) and moved["target"] == str(back)
    after, now = file_rows(back), file_rows(club)  # (a first look at the members takes in a TD import's players:
    assert after["events"] == now["events"] == before["events"]  # on both sides alike) payload text and checksum,
    assert {t: sorted(map(repr, rows)) for t, rows in after.items()} == {  # byte for byte, in the log's order
        t: sorted(map(repr, rows)) for t, rows in now.items()}
    for args in SAME_OUTPUT + CLUB_OUTPUT:
        assert floor(back, *args) == floor(club, *args), args
    assert exported(back, tmp_path / "back-export") == exported(club, tmp_path / "file-export-2")
    # the new file is Floor's own: an action on it goes on from where the club was
    assert ok(back, "player", "add", "Kim", "-t", "2").startswith("Registered player 5: Kim — table 1, seat ")
    end = max(seq for tid, seq, *_ in before["events"] if tid == 2)
    assert floor(back, "undo", "-t", "2")[1] == f"Undone: #{end + 2} player-seated\n"
    with contextlib.closing(Store(back)) as reopened:
        reopened.verify_chain()
        assert reopened.warnings == []
    assert [p for p in back.parent.iterdir() if p.name.startswith(".floor-")] == []


def test_a_server_that_already_holds_a_club_is_refused_and_keeps_its_own_history(pg_dsn: str, tmp_path: Path) -> None:
    club = tmp_path / "club.db"
    ok(club, "tournament", "new", "Thursday", "--buy-in", "50", "--stack", "10000")
    ok(pg_dsn, "tournament", "new", "Other club", "--buy-in", "10", "--stack", "1000")
    listed = floor(pg_dsn, "tournament", "list")
    code, out, err = migrate(club, pg_dsn)
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "already holds a club's history" in err and "never merges two histories" in err
    assert floor(pg_dsn, "tournament", "list") == listed and server_count(pg_dsn, "events") == 1


def test_an_unreachable_server_is_refused_in_one_line(tmp_path: Path) -> None:
    club = tmp_path / "club.db"
    ok(club, "tournament", "new", "Thursday", "--buy-in", "50", "--stack", "10000")
    code, out, err = migrate(club, "postgresql://floor@127.0.0.1:1/nowhere?connect_timeout=2")
    assert code == 2 and out == "" and err.count("\n") == 1
    assert err.startswith("floor: cannot reach the database server PostgreSQL 127.0.0.1:1/nowhere")
    assert "nothing was moved" in err


def test_a_server_that_takes_no_writes_refuses_the_copy_in_one_line(pg_dsn: str, tmp_path: Path) -> None:
    """A standby, or a node fenced read-only, as the target: refused, and it stays as it was."""
    club = tmp_path / "club.db"
    ok(club, "tournament", "new", "Thursday", "--buy-in", "50", "--stack", "10000")
    with psycopg.connect(pg_dsn, autocommit=True) as pg:
        name = pg.execute("SELECT current_database()").fetchone()
        assert name is not None
        pg.execute(f"ALTER DATABASE {name[0]} SET default_transaction_read_only = on")
    code, out, err = migrate(club, pg_dsn)
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "refused the copy (cannot execute CREATE TABLE in a read-only transaction): nothing was moved" in err
    assert server_count(pg_dsn, "tournaments") is None


def test_a_source_that_is_not_a_floor_history_is_refused_and_the_server_stays_empty(pg_dsn: str,
                                                                                     tmp_path: Path) -> None:
    text = tmp_path / "notes.db"
    text.write_text("not a database")
    foreign = tmp_path / "other.db"
    sqlite3.connect(foreign).execute("CREATE TABLE t (x)").connection.commit()
    newer = tmp_path / "newer.db"
    ok(newer, "tournament", "new", "Thursday", "--buy-in", "50", "--stack", "10000")
    with contextlib.closing(sqlite3.connect(newer)) as conn:
        conn.execute("INSERT INTO _sqlite_migrations (migration_set, name, applied_at) VALUES ('floor', "
                     "'m999_from_the_future', '2030-01-01')")
        conn.commit()
    damaged = tmp_path / "damaged.db"
    ok(damaged, "tournament", "new", "Thursday", "--buy-in", "50", "--stack", "10000")
    ok(damaged, "player", "add", "Ann")
    with contextlib.closing(sqlite3.connect(damaged)) as conn:  # an event changed by hand: its checksum no longer
        conn.execute("UPDATE events SET payload = replace(payload, 'Ann', 'Bob') WHERE seq = 2")  # follows
        conn.commit()
    said = {text: "is not a database Floor can read", foreign: "is a database of another program",
            newer: "was written by a newer version of Floor", damaged: "does not match the one before it",
            tmp_path / "missing.db": "there is no Floor file at"}
    for source, why in said.items():
        code, out, err = migrate(source, pg_dsn)
        said_lines = [line for line in err.splitlines() if not line.startswith("floor: warning: ")]  # (the desk's
        assert code == 2 and out == "" and len(said_lines) == 1 and why in said_lines[0], (source, err)  # warning)
        assert said_lines[0].endswith("nothing was moved") or "left untouched" in said_lines[0]
    assert server_count(pg_dsn, "events") is None  # (not even the schema was made)


def test_a_file_an_older_floor_wrote_moves_with_its_chain_made_and_is_left_as_it_was(pg_dsn: str,
                                                                                       tmp_path: Path) -> None:
    """A file from before the checksums (no column, no migration on record) is read from a copy migrated in memory:
    the server's log is chained as an action would have chained the file, and the file keeps every byte."""
    club = tmp_path / "old.db"
    ok(club, "tournament", "new", "Thursday", "--buy-in", "50", "--stack", "10000")
    ok(club, "player", "add", "Emil")
    with contextlib.closing(sqlite3.connect(club)) as conn:
        conn.execute("ALTER TABLE events DROP COLUMN checksum")
        conn.execute("DELETE FROM _sqlite_migrations WHERE name = 'm009_event_checksums'")
        conn.commit()
    before = club.read_bytes()
    code, out, err = migrate(club, pg_dsn)
    assert code == 0 and "events 2," in out, err
    assert club.read_bytes() == before and floor(pg_dsn, "history") == floor(club, "history")
    with psycopg.connect(pg_dsn, autocommit=True) as pg:
        assert pg.execute("SELECT count(*) FROM events WHERE checksum IS NULL").fetchone() == (0,)
    assert "Emil" in ok(pg_dsn, "history")


def test_a_table_the_server_has_no_place_for_is_refused_never_dropped(pg_dsn: str, tmp_path: Path) -> None:
    club = tmp_path / "club.db"
    ok(club, "tournament", "new", "Thursday", "--buy-in", "50", "--stack", "10000")
    with contextlib.closing(sqlite3.connect(club)) as conn:
        conn.execute("CREATE TABLE raffle (ticket INTEGER, holder TEXT)")
        conn.execute("INSERT INTO raffle VALUES (7, 'Ann')")
        conn.commit()
    code, _out, err = migrate(club, pg_dsn)
    assert code == 2 and err.count("\n") == 1 and "has no raffle table for the 1 rows of it" in err
    assert server_count(pg_dsn, "tournaments") is None


def test_a_copy_that_differs_from_its_source_is_not_committed_and_the_difference_is_named(
        pg_dsn: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    club = tmp_path / "club.db"
    ok(club, "tournament", "new", "Thursday", "--buy-in", "50", "--stack", "10000")
    ok(club, "player", "add", "Ann")
    written = migrating._write_server

    def a_byte_lost(cursor: psycopg.Cursor[object], table: str, columns: object, rows: list[tuple[object, ...]]
                    ) -> None:  # (a fault in the copy: the last event's payload loses its last space)
        if table == "events":
            at = list(columns).index("payload")  # type: ignore[call-overload]
            last = tuple(v.replace(" ", "", 1) if i == at and isinstance(v, str) else v for i, v in enumerate(rows[-1]))
            rows = [*rows[:-1], last]
        written(cursor, table, columns, rows)  # type: ignore[arg-type]

    monkeypatch.setattr(migrating, "_write_server", a_byte_lost)
    code, _out, err = migrate(club, pg_dsn)
    assert code == 2 and err.count("\n") == 1
    assert "does not match its source (events: row 2 differs): it was not kept" in err
    assert server_count(pg_dsn, "events") is None


def test_a_new_file_that_differs_from_the_server_is_deleted_and_the_difference_is_named(
        pg_dsn: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    ok(pg_dsn, "tournament", "new", "Thursday", "--buy-in", "50", "--stack", "10000")
    ok(pg_dsn, "player", "add", "Ann")
    filled = migrating._fill_file

    def a_name_changed(made: Path, pg: psycopg.Connection[object], server: str) -> object:
        tables = filled(made, pg, server)  # (a fault in the copy: the file's tournament renamed behind it)
        with contextlib.closing(sqlite3.connect(made)) as conn:
            conn.execute("UPDATE tournaments SET name = 'Thursday!'")
            conn.commit()
        return tables

    monkeypatch.setattr(migrating, "_fill_file", a_name_changed)
    code, _out, err = migrate(pg_dsn, tmp_path / "back.db")
    assert code == 2 and err.count("\n") == 1
    assert "does not match its source (tournaments: row 1 differs): it was not kept" in err
    assert list(tmp_path.iterdir()) == []


def test_the_way_back_refuses_a_file_that_exists_and_a_server_with_no_floor_database(pg_dsn: str,
                                                                                    tmp_path: Path) -> None:
    code, _out, err = migrate(pg_dsn, tmp_path / "new" / "club" / "new.db")
    assert code == 2 and err.count("\n") == 1 and "there is no Floor database on PostgreSQL" in err
    assert list(tmp_path.iterdir()) == []  # (not even the folders it was to go in)
    ok(pg_dsn, "tournament", "new", "Thursday", "--buy-in", "50", "--stack", "10000")
    there = tmp_path / "there.db"
    there.write_bytes(b"mine")
    code, _out, err = migrate(pg_dsn, there)
    assert code == 2 and err.count("\n") == 1 and "exists already" in err and there.read_bytes() == b"mine"
    for pair in ((there, tmp_path / "b.db"), (pg_dsn, pg_dsn)):
        code, _out, err = migrate(*pair)
        assert code == 2 and "give one of each" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["there.db"]


def test_a_long_log_goes_to_the_server_and_back_whole(pg_dsn: str, tmp_path: Path) -> None:
    """A flight of 1,500 entries (3,000 events or so, snapshots among them), as benchmarks/migrate30.py builds its
    30,000: every event and snapshot there and back."""
    club = tmp_path / "flight.db"
    flight(club, 1500)
    before = file_rows(club)
    assert len(before["events"]) > 2000 and before["snapshots"]
    code, _out, err = migrate(club, pg_dsn)
    assert code == 0, err
    back = tmp_path / "back.db"
    code, _out, err = migrate(pg_dsn, back)
    assert code == 0, err
    assert file_rows(back) == before


def flight(path: Path, entries: int, rng: random.Random | None = None) -> None:
    """A flight of ``entries`` players, half of them out, in transactions of 200 actions (benchmarks/store30.py)."""
    spec = importlib.util.spec_from_file_location("store30", Path(__file__).resolve().parents[2] / "benchmarks" /
                                                  "store30.py")
    assert spec is not None and spec.loader is not None
    store30 = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(store30)
    store, _tid = store30.build(path, entries, rng or random.Random(31))
    store.close()
