"""The club's members as use cases: added (two desks at once each get an id of their own), merged, and a player
registered as a walk-in linked to the member afterwards, so that the league counts one person once."""

from __future__ import annotations

import threading

import pytest
from conftest import run_floor_ok as floor_ok

from floor.core.errors import FloorError
from floor.store.desk import StoreDesk
from floor.store.leagues import Leagues
from floor.store.members import Members
from floor.store.tournaments import Store
from floor.store.where import open_store
from floor.tournament import events as ev
from floor.usecases import history, members, players
from floor.usecases import leagues as seasons

from .club import T0, file_bytes, night
from .conftest import Places


@pytest.fixture
def store(where: Places) -> Store:
    made = open_store(where("club.db"))
    night(made)
    yield made
    made.close()


def test_members_are_added_with_the_next_id_and_a_taken_id_is_refused(store: Store) -> None:
    book = Members(store)
    assert members.add(book, "Ivan  Petrov", "Vanya", now=T0).member_id == "F0001"
    assert members.add(book, "Ana Popa", now=T0).member_id == "F0002"
    before = file_bytes(store.address)
    with pytest.raises(FloorError, match="member id F0001 is Ivan Petrov \\(Vanya\\) already"):
        members.add(book, "Someone Else", member_id="F0001", now=T0)
    with pytest.raises(FloorError, match="a member needs a name"):
        members.add(book, "   ", now=T0)
    assert file_bytes(store.address) == before
    assert sorted(book.all()) == ["F0001", "F0002"]


def test_two_desks_adding_at_once_each_get_an_id_of_their_own(store: Store) -> None:
    """Each desk's own connection; the next id is taken inside the write, so none is given twice."""
    errors: list[BaseException] = []
    start = threading.Barrier(2)

    def desk(name: str) -> None:
        own = open_store(store.address)
        try:
            start.wait()
            for i in range(15):
                members.add(Members(own), f"{name} {i}", now=T0)
        except BaseException as err:  # pragma: no cover - said by the assertion below
            errors.append(err)
        finally:
            own.close()

    threads = [threading.Thread(target=desk, args=(name,)) for name in ("Desk", "Phone")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    every = Members(store).all()
    assert len(every) == 30 and len({m.name for m in every.values()}) == 30


def test_a_merge_refused_changes_nothing(store: Store) -> None:
    book = Members(store)
    members.add(book, "Bob", member_id="C2", now=T0)
    members.add(book, "Bobby", member_id="C9", now=T0)
    before = file_bytes(store.address)
    with pytest.raises(FloorError):
        members.merge(book, "C9", "C404", now=T0)
    assert file_bytes(store.address) == before
    assert members.merge(book, "C9", "C2", now=T0).member_id == "C2"
    assert book.all()["C9"].merged_into == "C2"


def test_ana_popa_registered_as_a_walk_in_and_linked_afterwards_is_counted_once(store: Store) -> None:
    """Week 1 she plays as member F0002; week 2 she is registered as a walk-in, by name. Two lines of the standings
    until the desk links her, then one: two tournaments, one person."""
    book = Members(store)
    members.add(book, "Ana Popa", now=T0)
    ana = members.add(book, "Ana Popa", now=T0)  # (a namesake first: F0001; Ana is F0002)
    assert ana.member_id == "F0002"
    one = night(store, "Week 1")
    first = StoreDesk(store, one, "Ana", lambda: T0)
    players.register(first, "Ana Popa", member_id="F0002")
    players.register(first, "Bob")
    players.bust(first, [2], by=[1])
    two = night(store, "Week 2")
    second = StoreDesk(store, two, "Ana", lambda: T0)
    players.register(second, "Cid")
    players.register(second, "Ana Popa")  # the walk-in
    players.bust(second, [1], by=[2])
    leagues = Leagues(store)
    seasons.set_season(leagues, "Club", "2026", points="10 + hits*10", count=[one, two])
    assert sorted((s.member, s.tournaments) for s in leagues.standings("Club", "2026")) == [
        ("Ana Popa", 1), ("Bob", 1), ("Cid", 1), ("F0002", 1)]
    linked = members.link(second, book, "Ana Popa", "F0002")
    assert [e.kind for e in linked.done.events] == [ev.MEMBER_LINKED] and linked.member == ana
    assert linked.done.state.players[2].member_id == "F0002"
    standings = {s.member: s for s in leagues.standings("Club", "2026")}
    assert sorted(standings) == ["Bob", "Cid", "F0002"]
    assert standings["F0002"].tournaments == 2 and standings["F0002"].hits == 2
    assert [r.tournament for r in book.results("F0002")] == [one, two]


def test_a_link_refused_changes_nothing(store: Store) -> None:
    book = Members(store)
    members.add(book, "Ana Popa", member_id="F0002", now=T0)
    members.add(book, "Ivan Petrov", member_id="F0003", now=T0)
    desk = StoreDesk(store, store.latest(), "Ana", lambda: T0)
    players.register(desk, "Ana Popa", member_id="F0002")
    players.register(desk, "Walk In")
    before = file_bytes(store.address)
    refusals = [(2, "F0404", "there is no member with id 'F0404'"),
                (2, "F0002", "member F0002 is Ana Popa \\(#1\\) in this tournament already"),
                (1, "F0003", "Ana Popa is member F0002: a player is linked to one member"),
                (1, "F0002", "Ana Popa is member F0002 already"),
                (9, "F0003", "there is no player number 9")]
    for player, member_id, refusal in refusals:
        with pytest.raises(FloorError, match=refusal):
            members.link(desk, book, player, member_id)
    assert file_bytes(store.address) == before


def test_a_duplicates_id_links_to_the_member_it_was_merged_into_and_undo_takes_the_link_back(store: Store) -> None:
    book = Members(store)
    members.add(book, "Bob", member_id="C2", now=T0)
    members.add(book, "Bobby", member_id="C9", now=T0)
    members.merge(book, "C9", "C2", now=T0)
    desk = StoreDesk(store, store.latest(), "Ana", lambda: T0)
    players.register(desk, "Bob")
    assert members.link(desk, book, 1, "C9").done.state.players[1].member_id == "C2"
    assert history.undo(desk).state.players[1].member_id == ""


def test_floor_member_link_links_the_walk_in(where: Places) -> None:
    path = where("club.db")
    floor_ok(path, "tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000")
    floor_ok(path, "member", "add", "Ana Popa", "--member-id", "F0002")
    floor_ok(path, "player", "add", "Ana Popa")
    said = floor_ok(path, "member", "link", "1", "F0002")
    assert "Ana Popa (#1) is member Ana Popa (F0002)" in said
    store = open_store(path)
    try:
        assert store.state(store.latest()).players[1].member_id == "F0002"
    finally:
        store.close()
