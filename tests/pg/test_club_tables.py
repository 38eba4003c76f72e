"""The club's own tables on a server (issue 31): members, leagues, devices and payout templates through the commands
and use cases a floor uses, on a PostgreSQL database the test started (tests/pg/conftest.py) and on a SQLite file in
the same test: the floor sees the same on both. Where two desks write at once, the server gives what the file's one
lock gave: nothing twice, nothing lost, a refusal in words."""

from __future__ import annotations

import contextlib
import io
import re
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import psycopg
import pytest

from floor.cli import main
from floor.core.errors import FloorError
from floor.store.devices import DeviceBook
from floor.store.leagues import Leagues, StandingsPanel
from floor.store.members import Members
from floor.store.payout_templates import PayoutTemplates
from floor.store.server import ServerStore
from floor.store.tournaments import Store
from floor.store.where import open_store
from floor.tournament.payouts import Bracket, PayoutTable
from floor.usecases import devices, members, pairing
from floor.usecases import leagues as seasons
from floor.usecases.pairing import Device, Offer

T0 = 1_800_000_000.0
FORMULA = "10*(sqrt(n)/sqrt(r)) + hits*10"
CLUB_TABLES = ("pairings", "devices", "payout_templates", "members", "leagues", "league_tournaments", "league_finals")
FRIDAY = PayoutTable("Friday", (Bracket(2, 10, (7000, 3000)), Bracket(11, None, (5000, 3000, 2000))))
WINNER = (Bracket(2, None, (10_000,)),)  # (another table: the winner takes all)


def said(where: str, *args: str) -> tuple[int, str, str]:
    """`floor --db WHERE --author Ana ARGS` as a floor manager types it: exit status, output, errors."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["--db", where, "--author", "Ana", *args])
    return code, out.getvalue(), err.getvalue()


def floor(where: str, *args: str) -> str:
    """The same, which must succeed: what it printed."""
    code, out, err = said(where, *args)
    assert code == 0, err
    return out


@pytest.fixture
def both(tmp_path: Path, pg_dsn: str) -> dict[str, str]:
    """The same club on a SQLite file and on a server's database."""
    return {"file": str(tmp_path / "club.db"), "server": pg_dsn}


@pytest.fixture(params=["file", "server"])
def where(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A club's database: a SQLite file, or a database on the test's server."""
    return str(tmp_path / "club.db") if request.param == "file" else str(request.getfixturevalue("pg_dsn"))


@pytest.fixture
def store(where: str) -> Iterator[Store]:
    """The club's database opened as a floor's programs open it (a ServerStore for a server), a tournament in it."""
    floor(where, "tournament", "new", "Week 1", "--buy-in", "50", "--stack", "10000")
    opened = open_store(where)
    assert isinstance(opened, ServerStore) == ("dbname=" in where)
    yield opened
    opened.close()


def at_once(*work: Callable[[], object]) -> list[object]:
    """Each piece of work in a thread of its own, started together: what each returned, or the error it raised."""
    done: list[object] = [None] * len(work)
    start = threading.Barrier(len(work))

    def run(i: int) -> None:
        start.wait()
        try:
            done[i] = work[i]()
        except BaseException as err:  # (said by the caller's assertions)
            done[i] = err

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(work))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    return done


# -- the tables ---------------------------------------------------------------------------------------------------
def test_the_servers_club_tables_have_the_files_columns_in_the_files_order(tmp_path: Path, pg_dsn: str) -> None:
    """`floor migrate` copies each club table column for column: same names, same order, on both engines."""
    floor(str(tmp_path / "club.db"), "tournament", "new", "Week 1", "--buy-in", "50", "--stack", "10000")
    floor(pg_dsn, "tournament", "new", "Week 1", "--buy-in", "50", "--stack", "10000")
    file = sqlite3.connect(tmp_path / "club.db")
    try:
        on_file = {t: [r[1] for r in file.execute(f"PRAGMA table_info({t})")] for t in CLUB_TABLES}
    finally:
        file.close()
    with psycopg.connect(pg_dsn) as server:
        on_server = {t: [r[0] for r in server.execute(
            "SELECT column_name FROM information_schema.columns WHERE table_name = %s ORDER BY ordinal_position",
            [t])] for t in CLUB_TABLES}
    assert on_server == on_file and all(on_file.values())  # (made by the server's first write, as the file's are)


# -- members ------------------------------------------------------------------------------------------------------
def a_season_of_members(where: str) -> list[str]:
    """Members added, registered in two tournaments (one under an id the table lacks, one entered twice), found,
    merged, and their results read: everything the floor is told."""
    out = [floor(where, "tournament", "new", "Week 1", "--buy-in", "50", "--stack", "10000"),
           floor(where, "member", "add", "Ivan Petrov", "--nickname", "Vanya"),
           floor(where, "member", "add", "Ana Popa")]
    for name, member_id in (("Ivan Petrov", "F0001"), ("Dan Rusu", "D77"), ("Ana Popa", "F0002"), ("Bob", "")):
        out.append(floor(where, "player", "add", name, *(["--member-id", member_id] if member_id else [])))
    floor(where, "seat", "draw")
    for name in ("Dan Rusu", "Bob", "Ana Popa"):
        out.append(floor(where, "player", "bust", name))
    out += [floor(where, "member", "list"), floor(where, "member", "list", "van")]
    floor(where, "tournament", "new", "Week 2", "--buy-in", "50", "--stack", "10000")
    out += [floor(where, "player", "add", "Vanya dup", "--member-id", "F0009"),
            floor(where, "player", "add", "Dan R", "--member-id", "D77")]
    floor(where, "seat", "draw")
    out += [floor(where, "player", "bust", "Vanya dup"), floor(where, "member", "merge", "F0009", "F0001"),
            floor(where, "member", "results", "F0001"), floor(where, "member", "results", "D77"),
            floor(where, "member", "list")]
    return out


def test_members_added_found_merged_and_their_results_read_the_same_on_a_server_as_on_a_file(
        both: dict[str, str]) -> None:
    on_file, on_server = a_season_of_members(both["file"]), a_season_of_members(both["server"])
    assert on_server == on_file
    assert on_server[1] == "Member added: Ivan Petrov (Vanya), id F0001\n"
    # a registration under an id the table lacked (D77) took the player in: read from the log's own payload text
    assert on_server[10] == "     F0002  Ana Popa\n       D77  Dan Rusu\n     F0001  Ivan Petrov (Vanya)\n"
    assert on_server[11] == "     F0001  Ivan Petrov (Vanya)\n"
    assert on_server[16] == "   1  Week 1: 1st, prize 130\n   2  Week 2: 2nd, prize 35\n"  # F0009's result is F0001's
    assert on_server[17] == "   1  Week 1: 4th\n   2  Week 2: 1st, prize 65\n"
    assert on_server[18].endswith("     F0009  Vanya dup  (same person as F0001)\n")


def test_the_members_of_a_read_only_server_are_listed_whole_as_a_read_only_files_are(pg_dsn: str) -> None:
    """A standby's desk (or a fenced old primary) cannot take the members a registration named in: the list is
    shown whole all the same, as for a file only read, never an internal error."""
    floor(pg_dsn, "tournament", "new", "Week 1", "--buy-in", "50", "--stack", "10000")
    floor(pg_dsn, "player", "add", "Ann", "--member-id", "C1")  # (a member the table does not hold yet)
    code, out, err = said(f"{pg_dsn} options='-c default_transaction_read_only=on'", "member", "list")
    assert (code, out) == (0, "        C1  Ann\n"), err


def test_a_desk_whose_connection_the_server_dropped_adds_a_member_on_a_new_one(pg_dsn: str) -> None:
    """After a failover (here: the server ends the desk's session) a desk's next write of the club's tables
    connects again and is written, as its next action and its next read are: not an internal error."""
    floor(pg_dsn, "tournament", "new", "Week 1", "--buy-in", "50", "--stack", "10000")
    desk = open_store(pg_dsn)
    try:
        assert Members(desk).all() == {}
        with psycopg.connect(pg_dsn, autocommit=True) as other:
            ended = other.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = "
                                  "current_database() AND pid <> pg_backend_pid()").fetchall()
        assert ended == [(True,)]
        assert members.add(Members(desk), "Ann", now=T0).member_id == "F0001"
    finally:
        desk.close()
    assert floor(pg_dsn, "member", "list") == "     F0001  Ann\n"


def test_two_desks_adding_members_at_once_each_get_an_id_of_their_own_on_a_file_and_on_a_server(store: Store) -> None:
    """Each desk's own connection: the next id is chosen under the members' lock, so none is given twice and no
    desk meets the other's row as an error."""
    def desk(name: str) -> Callable[[], object]:
        def work() -> object:
            own = open_store(store.address)
            try:
                return [members.add(Members(own), f"{name} {i}", now=T0).member_id for i in range(15)]
            finally:
                own.close()
        return work

    given = at_once(desk("Desk"), desk("Phone"))
    assert not [g for g in given if isinstance(g, BaseException)], given
    every = Members(store).all()
    assert len(every) == 30 and len({m.name for m in every.values()}) == 30
    assert sorted(every) == [f"F{n:04}" for n in range(1, 31)]


# -- leagues ------------------------------------------------------------------------------------------------------
def two_weeks(where: str) -> None:
    """Two tournaments of the members C1-C3 (Ann, Bob, Cid), each played down to its winner."""
    for week, out in ((1, ("Cid", "Bob")), (2, ("Ann", "Cid"))):
        floor(where, "tournament", "new", f"Week {week}", "--buy-in", "50", "--stack", "10000")
        for i, name in enumerate(("Ann", "Bob", "Cid"), 1):
            floor(where, "player", "add", name, "--member-id", f"C{i}")
        floor(where, "seat", "draw")
        for name in out:
            floor(where, "player", "bust", name)


def tournaments_in(where: str) -> list[int]:
    store = open_store(where)
    try:
        return [t.id for t in store.tournaments()]
    finally:
        store.close()


def a_league_season(where: str) -> list[str]:
    """A season set up and counted, its rules changed, its final created, and the final asked for again:
    everything the floor is told."""
    two_weeks(where)
    told = [floor(where, "league", "Club", "2026", "--formula", FORMULA, "--best-of", "1", "--final", "2",
                  "--count", "1", "--count", "2"),
            floor(where, "league", "Club", "2026", "--best-of", "2"),  # (the season's row replaced, counts kept)
            floor(where, "league", "Club", "2026", "--create-final")]
    code, out, err = said(where, "league", "Club", "2026", "--create-final")
    told += [f"{code} {out} {err}", floor(where, "league", "Club", "2026", "--count", "3"),
             floor(where, "league", "Club", "2026", "--count", "3")]  # (counted twice: once)
    return told


def test_a_leagues_season_standings_and_final_are_the_same_on_a_server_as_on_a_file(both: dict[str, str]) -> None:
    on_file, on_server = a_league_season(both["file"]), a_league_season(both["server"])
    assert on_server == on_file
    assert "The best 1 results of each player count." in on_server[0]
    assert "  1  Bob       2      0     1        30  (final)" in on_server[1]
    assert on_server[2] == ("Club 2026: final: tournament 3, 2 players registered (Bob, Ann); draw the seats when "
                            "they arrive\n")
    assert on_server[3] == "2  floor: the final of season 2026 of league Club is tournament 3 already\n"
    assert on_server[4] == on_server[5] and "Club, season 2026: 3 tournaments, 3 players" in on_server[5]
    assert tournaments_in(both["server"]) == tournaments_in(both["file"]) == [1, 2, 3]  # (the refusal made none)
    store = open_store(both["server"])
    try:
        book = Leagues(store)
        assert book.final_of("Club", "2026") == 3 and book.counted("Club", "2026") == [1, 2, 3]
        assert book.of(3) == ("Club", "2026") and book.holds(3) and not book.holds(4)
    finally:
        store.close()


def test_two_desks_creating_a_seasons_final_at_once_on_a_server_make_one_final(pg_dsn: str) -> None:
    """The tournament and its row as the season's final are one transaction: the second desk's final is refused
    in words and leaves no tournament behind."""
    two_weeks(pg_dsn)
    floor(pg_dsn, "league", "Club", "2026", "--formula", FORMULA, "--final", "2", "--count", "1", "--count", "2")
    desks = [open_store(pg_dsn), open_store(pg_dsn)]
    try:
        made = at_once(*(lambda d=d: seasons.create_final(Leagues(d), "Club", "2026", now=T0, author="Ana")
                         for d in desks))
    finally:
        for d in desks:
            d.close()
    finals = [m for m in made if isinstance(m, seasons.Final)]
    refused = [m for m in made if isinstance(m, FloorError)]
    assert len(finals) == 1 and len(refused) == 1, made
    assert "the final of season 2026 of league Club is tournament 3 already" in str(refused[0])
    assert tournaments_in(pg_dsn) == [1, 2, 3]
    store = open_store(pg_dsn)
    try:
        assert Leagues(store).final_of("Club", "2026") == 3
    finally:
        store.close()


def test_the_big_screens_league_standings_are_read_aside_from_a_server_as_from_a_file(both: dict[str, str]) -> None:
    """The screen's panel reads the season in a thread of its own, on a connection of its own (to the server, when
    the desk is on one): the same rows as the file's, once the reading is done."""
    shown = {}
    for engine, where in both.items():
        two_weeks(where)
        floor(where, "league", "Club", "2026", "--formula", FORMULA, "--final", "2", "--count", "1", "--count", "2")
        store = open_store(where)
        try:
            panel = StandingsPanel(store, 2, lambda: T0)
            panel()
            shown[engine] = panel.wait(30)
            assert shown[engine] == StandingsPanel(store, 2, lambda: T0, background=False)()
        finally:
            store.close()
    assert shown["server"] == shown["file"] and [row[0] for row in shown["server"]] == ["Bob", "Ann", "Cid"]


# -- devices ------------------------------------------------------------------------------------------------------
def test_a_tablet_paired_found_by_its_token_seen_and_revoked_on_a_file_and_on_a_server(store: Store) -> None:
    where = store.address
    for name in ("Ann", "Bob"):
        floor(where, "player", "add", name)
    floor(where, "seat", "draw")
    told = floor(where, "devices", "pair", "dealer", "--table", "1")
    code = re.fullmatch(r"Pairing code (\d+): pairs one dealer device until [\d:]+\.\n", told)
    assert code is not None, told
    room, now = DeviceBook(store), time.time()  # (the command's code is good for minutes from now)
    paired = devices.pair(room, code[1], "", now=now, address="10.0.0.7")  # (the room service's use case)
    assert room.by_token(paired.token) == paired.device and paired.device.table == 1
    assert room.by_digest() == {pairing.digest(paired.token): paired.device}
    with pytest.raises(FloorError, match="used"):
        devices.pair(room, code[1], "", now=now + 1, address="10.0.0.9")  # (a code pairs one device)
    room.seen({paired.device.id: (now + 30, "10.0.0.8")})
    listed = floor(where, "devices")
    assert listed.startswith(f"{paired.device.id}  ") and listed.rstrip().endswith("from 10.0.0.8")
    assert floor(where, "devices", "revoke", paired.device.id).startswith(f"Unpaired {paired.device.id} (")
    assert said(where, "devices", "revoke", paired.device.id)[2].endswith("was unpaired already\n")
    gone = room.by_token(paired.token)
    assert gone is not None and not gone.active and room.devices() == [gone]
    made = devices.offer(room, pairing.FLOOR, table=None, person="Ana", pin="2468", tables=set(), now=T0)
    with pytest.raises(FloorError):
        devices.pair(room, made.code, "1357", now=T0 + 5)  # (a wrong PIN: refused, the code still good)
    assert devices.pair(room, made.code, "2468", now=T0 + 6).device.person == "Ana" and len(room.devices()) == 2


class Slowed:
    """The room's devices, each pairing held a moment between reading its code and writing the device (as a busy
    desk would be): two tablets redeeming one code at once overlap there unless the store keeps them apart."""

    def __init__(self, book: DeviceBook, meet: threading.Barrier) -> None:
        self.book, self.meet = book, meet

    def keep_offer(self, offer: Offer, *, now: float) -> bool:
        return self.book.keep_offer(offer, now=now)

    def redeem(self, code_digest: str, redeem: Callable[[Offer | None], Device], *, token_digest: str) -> Device:
        def held(offered: Offer | None) -> Device:
            with contextlib.suppress(threading.BrokenBarrierError):
                self.meet.wait(1.0)  # (the other tablet's pairing, if it read the code too)
            return redeem(offered)
        return self.book.redeem(code_digest, held, token_digest=token_digest)

    def unpair(self, device_id: str, unpaired: Callable[[Device | None], Device]) -> Device:
        return self.book.unpair(device_id, unpaired)


def test_two_tablets_redeeming_one_code_at_once_pair_one_device_on_a_file_and_on_a_server(store: Store) -> None:
    """A code pairs one device: on the server the second tablet waits for the first's pairing and finds the code
    used (on a file, the write's lock on the whole file does the same)."""
    for name in ("Ann", "Bob"):
        floor(store.address, "player", "add", name)
    floor(store.address, "seat", "draw")
    made = devices.offer(DeviceBook(store), pairing.DEALER, table=1, person="", pin="", tables={1}, now=T0)
    meet = threading.Barrier(2)

    def tablet() -> object:
        own = open_store(store.address)  # (each tablet's request on a connection of its own)
        try:
            return devices.pair(Slowed(DeviceBook(own), meet), made.code, "", now=T0)
        finally:
            own.close()

    done = at_once(tablet, tablet)
    paired = [d for d in done if isinstance(d, devices.Paired)]
    refused = [d for d in done if isinstance(d, FloorError)]
    assert len(paired) == 1 and len(refused) == 1, done
    assert "used" in str(refused[0]) and DeviceBook(store).devices() == [paired[0].device]


# -- payout templates ---------------------------------------------------------------------------------------------
def test_payout_templates_saved_listed_renamed_and_deleted_on_a_file_and_on_a_server(store: Store) -> None:
    book = PayoutTemplates(store)
    assert book.names() == [] and book.tables() == []
    book.save(FRIDAY, now=T0, new=True)
    book.save(PayoutTable("after work", FRIDAY.brackets[:1]), now=T0, new=True)
    assert book.names() == ["after work", "Friday"] and book.template("Friday") == FRIDAY
    with pytest.raises(FloorError):
        book.save(PayoutTable("FRIDAY", FRIDAY.brackets[:1]), now=T0, new=True)  # (a name taken, in any case)
    assert book.template("Friday") == FRIDAY
    renamed = book.save(PayoutTable(" friday ", WINNER), now=T0 + 1)  # (that template, as typed now)
    assert renamed.name == "friday" and book.names() == ["after work", "friday"]
    book.save(PayoutTable("friday", FRIDAY.brackets), now=T0 + 2)  # (saved again under its name: replaced)
    assert book.tables() == [PayoutTable("after work", FRIDAY.brackets[:1]), PayoutTable("friday", FRIDAY.brackets)]
    book.delete("after work")
    with pytest.raises(FloorError, match="there is no payout template called after work"):
        book.delete("after work")
    with pytest.raises(FloorError, match="there is no payout template called after work"):
        book.template("after work")
    assert book.names() == ["friday"]


def test_two_desks_saving_a_new_template_of_one_name_at_once_keep_one_on_a_file_and_on_a_server(store: Store) -> None:
    """"Save as" checks the name against the templates as they stand: on the server the other desk's save waits for
    it, so the second is refused in words instead of silently replacing the first."""
    def desk(name: str, n: int) -> Callable[[], object]:
        def work() -> object:
            own = open_store(store.address)  # (each desk's connection of its own)
            try:
                return PayoutTemplates(own).save(PayoutTable(name, (FRIDAY.brackets, WINNER)[n]), now=T0, new=True)
            finally:
                own.close()
        return work

    for round_ in range(5):
        name = f"Friday {round_}"
        done = at_once(desk(name, 0), desk(name, 1))
        assert len([d for d in done if isinstance(d, PayoutTable)]) == 1, done
        refused = [d for d in done if isinstance(d, FloorError)]
        assert len(refused) == 1 and f"there is a payout template called {name} already" in str(refused[0]), done
        assert PayoutTemplates(store).template(name) in done
