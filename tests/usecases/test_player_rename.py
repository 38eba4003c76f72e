"""Issue 29, a registered player renamed afterwards: the type-ahead left "Ana Popa · F0002" as a player's name; the
desk corrects it (console and command line), and the results, the seat card and the league show the new name; a
refusal writes nothing; undo gives the old name back."""

from __future__ import annotations

import json
import random

import pytest
from conftest import run_floor as floor
from conftest import run_floor_ok as floor_ok

from floor.core.errors import FloorError
from floor.store.desk import StoreDesk
from floor.store.leagues import Leagues
from floor.store.members import Members
from floor.store.tournaments import Store
from floor.store.where import open_store
from floor.tournament import events as ev
from floor.tournament.closing import closed
from floor.tournament.describe import names_of
from floor.tournament.describe.history import narrate
from floor.tournament.finishes import finishes
from floor.usecases import history, members, players, seating
from floor.usecases import leagues as seasons

from .club import T0, file_bytes, night
from .conftest import Places


@pytest.fixture
def store(where: Places) -> Store:
    made = open_store(where("club.db"))
    yield made
    made.close()


def test_ana_popa_registered_as_ana_popa_f0002_renamed_shows_her_name_in_the_results_seat_card_and_league(
        store: Store) -> None:
    """The finding: picked from the members' list, "Ana Popa · F0002" was registered as her name. Renamed "Ana Popa"
    (and linked to F0002) the results, her seat card and the league say "Ana Popa", and the league counts her once."""
    one = night(store, "Week 1")
    book = Members(store)
    members.add(book, "Ana Popa", member_id="F0002", now=T0)
    first = StoreDesk(store, one, "Ana", lambda: T0)
    players.register(first, "Ana Popa", member_id="F0002")
    players.register(first, "Bob")
    players.bust(first, [2], by=[1])
    two = night(store, "Week 2")
    second = StoreDesk(store, two, "Ana", lambda: T0)
    players.register(second, "Cid")
    players.register(second, "Ana Popa · F0002")  # what the type-ahead left in the field
    seating.draw_seats(second, rng=random.Random(1))
    players.bust(second, [1], by=[2])
    leagues = Leagues(store)
    seasons.set_season(leagues, "Club", "2026", points="10 + hits*10", count=[one, two])
    assert "Ana Popa · F0002" in {s.name for s in leagues.standings("Club", "2026")}

    done = players.rename(second, "Ana Popa · F0002", "Ana Popa")
    assert [e.kind for e in done.events] == [ev.PLAYER_RENAMED]
    members.link(second, book, 2, "F0002")
    state = store.state(two)
    assert state.players[2].label == "Ana Popa" and state.players[2].id == 2
    assert finishes(state)[2].player.label == "Ana Popa"  # the results (report, export and pages read these)
    assert state.players[2].name == "Ana Popa" and 2 in state.seats  # her seat card: her label at her seat
    standings = {s.member: s for s in leagues.standings("Club", "2026")}
    assert sorted(standings) == ["Bob", "Cid", "F0002"]
    assert standings["F0002"].name == "Ana Popa" and standings["F0002"].tournaments == 2
    assert "Ana Popa · F0002 (#2) renamed Ana Popa" in narrate(store.history(two), names_of(state))


def test_undo_gives_the_old_name_back(store: Store) -> None:
    desk = StoreDesk(store, night(store), "Ana", lambda: T0)
    players.register(desk, "Ana Popa · F0002", nickname="Ani")
    assert players.rename(desk, 1, "Ana Popa").state.players[1].label == "Ana Popa (Ani)"  # the nickname kept
    assert history.undo(desk).state.players[1].label == "Ana Popa · F0002 (Ani)"
    assert history.redo(desk).state.players[1].label == "Ana Popa (Ani)"
    assert players.rename(desk, 1, "Ana Popa", nickname="").state.players[1].label == "Ana Popa"


def test_a_rename_refused_writes_nothing_and_says_why(store: Store) -> None:
    """Registration's rules, a change, and no other player's name (refused naming the other player's number)."""
    desk = StoreDesk(store, night(store), "Ana", lambda: T0)
    players.register(desk, "Ana Popa · F0002")
    players.register(desk, "Ivan Petrov", nickname="Vanya")
    before = file_bytes(store.address)
    refusals = [(1, "ivan  PETROV", None, "Ivan Petrov \\(Vanya\\) is player #2 already: give Ana Popa · F0002 "
                 "\\(#1\\) another name"),
                (1, "   ", None, "a player needs a name"),
                (1, "A" * 41, None, "the name has 41 characters; a name is at most 40"),
                (1, "Ana\nPopa", None, "the name"),
                (1, "Ana", "N" * 21, "the nickname has 21 characters"),
                (2, "Ivan Petrov", None, "Ivan Petrov \\(Vanya\\) \\(#2\\) is called that already"),
                (9, "Ana", None, "there is no player number 9")]
    for player, name, nickname, refusal in refusals:
        with pytest.raises(FloorError, match=refusal):
            players.rename(desk, player, name, nickname=nickname)
    assert file_bytes(store.address) == before
    assert [e.kind for e in store.history(store.latest())].count(ev.PLAYER_RENAMED) == 0


def test_a_finished_tournaments_typo_can_still_be_corrected(store: Store) -> None:
    """A rename changes no result: the winner's name is corrected after the night is over."""
    desk = StoreDesk(store, night(store), "Ana", lambda: T0)
    players.register(desk, "Ana Popa · F0002")
    players.register(desk, "Bob")
    players.bust(desk, [2], by=[1])
    assert closed(desk.state())
    assert players.rename(desk, 1, "Ana Popa").state.players[1].name == "Ana Popa"


def test_floor_player_rename_renames_and_refuses_in_one_line(where: Places) -> None:
    path = where("club.db")
    floor_ok(path, "tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000")
    floor_ok(path, "player", "add", "Ana Popa · F0002")
    floor_ok(path, "player", "add", "Bob", "--nickname", "B")
    assert "Ana Popa · F0002 (#1) is now Ana Popa (Lucky)" in floor_ok(
        path, "player", "rename", "1", "Ana Popa", "--nickname", "Lucky")
    said = json.loads(floor_ok(path, "player", "rename", "Bob", "Robert", "--json"))
    assert said["name"] == "Robert" and said["nickname"] == "B"
    before = file_bytes(path)
    refused = floor(path, "player", "rename", "1", "robert")
    assert refused.returncode != 0 and "Robert (B) is player #2 already" in refused.stderr
    assert len(refused.stderr.strip().splitlines()) == 1
    assert file_bytes(path) == before
