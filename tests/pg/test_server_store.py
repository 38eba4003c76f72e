"""`floor --db <server>`: every command on a PostgreSQL database as on a file (issue 31), through the command line a
floor uses, on a real server the test started (tests/pg/conftest.py)."""

from __future__ import annotations

import contextlib
import io
import threading
from pathlib import Path

from floor.cli import main
from floor.store.address import home_of, is_server, location_of
from floor.store.server import ServerStore
from floor.store.where import open_store


def floor(where: str, *args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["--db", where, *args])
    return code, out.getvalue(), err.getvalue()


def test_a_night_on_a_server_runs_as_on_a_file_from_creation_to_redo(pg_dsn: str) -> None:
    code, _out, err = floor(pg_dsn, "tournament", "list")
    assert code == 2 and "there is no Floor database on PostgreSQL" in err and "nothing was created" in err
    assert floor(pg_dsn, "tournament", "new", "Friday", "--buy-in", "50", "--stack", "10000")[1] == \
        "Tournament 1 created: Friday\n"
    for name in ("Ann", "Bob", "Cid", "Dan"):
        assert floor(pg_dsn, "player", "add", name)[0] == 0
    assert "4 players at 1 table" in floor(pg_dsn, "seat", "draw")[1]
    assert floor(pg_dsn, "player", "bust", "Ann")[1].startswith("Ann finished 4th")
    assert floor(pg_dsn, "undo")[1] == "Undone: #7 players-eliminated\n"
    assert floor(pg_dsn, "redo")[1] == "Redone: #7 players-eliminated\n"
    assert "Entries 4, playing 3" in floor(pg_dsn, "tournament", "show")[1]
    history = floor(pg_dsn, "history")[1]
    assert "#9" in history and "Redone #7: Ann finished 4th" in history


def test_a_backup_of_a_server_database_is_refused_in_one_line_naming_its_standby(pg_dsn: str) -> None:
    floor(pg_dsn, "tournament", "new", "Friday", "--buy-in", "50", "--stack", "10000")
    code, out, err = floor(pg_dsn, "backup")
    assert code == 2 and out == "" and err.count("\n") == 1 and "floor standby setup" in err


def test_a_server_address_is_never_taken_for_a_file_name(tmp_path: Path) -> None:
    for where in ("postgresql://floor@desk1,desk2/festival?target_session_attrs=read-write",
                  "host=10.0.0.1,10.0.0.2 port=5432,5432 dbname=festival target_session_attrs=read-write"):
        assert is_server(where) and is_server(Path(where))
        assert location_of(Path(where)) == where  # (a Path of a URL loses a slash of its //: mended)
        assert "postgresql" not in str(home_of(where).parent)  # (logs and certificates go to the data folder)
    assert not is_server(tmp_path / "floor.db") and not is_server("host.db")


def test_two_desks_acting_on_one_tournament_at_once_both_see_both_in_one_order(pg_dsn: str) -> None:
    """Two desks (two stores, two threads) register 25 players each into one tournament at the same time: every
    registration is there once, numbered without a gap, and each desk's state is the other's."""
    from floor.store.desk import StoreDesk
    from floor.usecases import players

    floor(pg_dsn, "tournament", "new", "Friday", "--buy-in", "50", "--stack", "10000")
    desks = [open_store(pg_dsn), open_store(pg_dsn)]
    assert all(isinstance(d, ServerStore) for d in desks)

    def register(n: int) -> None:
        desk = StoreDesk(desks[n], 1, f"desk {n + 1}", lambda: 1_700_000_000.0)
        for i in range(25):
            players.register(desk, f"Player {n + 1}-{i:02}")

    try:
        threads = [threading.Thread(target=register, args=(n,)) for n in (0, 1)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        one, two = desks[0].state(1), desks[1].state(1)
        assert one == two and one.seq == 51
        assert sorted(p.name for p in one.players.values()) == sorted(
            f"Player {n}-{i:02}" for n in (1, 2) for i in range(25))
        assert [e.seq for e in desks[1].history(1)] == list(range(1, 52))
        assert {e.author for e in desks[0].history(1)[1:]} == {"desk 1", "desk 2"}
    finally:
        for d in desks:
            d.close()
