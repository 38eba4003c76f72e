"""Creating a tournament is one use case (the start page, `floor tournament new`, a TD import, a season's final):
checked before anything is written, the creation and what follows it in one transaction."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import run_floor as floor
from conftest import run_floor_ok as floor_ok

from floor.core.errors import FloorError
from floor.store.where import open_store
from floor.tournament import players
from floor.tournament.events import Event
from floor.tournament.settings import Settings
from floor.tournament.state import TournamentState
from floor.tournament.structure import template
from floor.usecases import tournaments

from .club import T0, file_bytes, night
from .conftest import Places


def test_a_tournament_is_created_with_its_structure_and_the_players_that_follow_it(where: Places) -> None:
    store = open_store(where("floor.db"))
    made = tournaments.create(store, Settings("Turbo", buy_in=50, starting_stack=5_000), template("turbo"),
                              now=T0, author="Ana",
                              then=[lambda s: players.register(s, "Ana Popa", now=T0, author="Ana", level=1)])
    assert made.name == "Turbo" and made.state.structure == template("turbo")
    assert [p.name for p in made.state.players.values()] == ["Ana Popa"]
    assert store.state(made.tournament).seq == 2  # (the creation and the registration, one transaction)


def test_a_refused_creation_makes_no_file(where: Places) -> None:
    """A payout table that does not exist is refused before the first write: a new path stays no database (an empty
    server database stays without Floor's tables)."""
    path = where("floor.db")
    store = open_store(path)
    with pytest.raises(FloorError, match="no payout table called 'nonesuch'"):
        tournaments.create(store, Settings("Sunday", buy_in=100, starting_stack=10_000, payout_table="nonesuch"),
                           now=T0, author="Ana")
    assert not open_store(path).exists and store.tournaments() == []
    assert where.engine != "sqlite" or not Path(path).exists()


def test_a_refused_creation_leaves_the_file_as_it_was(where: Places) -> None:
    """An action that follows the creation and is refused (registration closed) takes the creation back with it."""
    path = where("floor.db")
    store = open_store(path)
    night(store)
    before = file_bytes(path)

    def refused(state: TournamentState) -> Event:
        return players.register(state, "", now=T0, author="Ana", level=1)  # no name: refused

    with pytest.raises(FloorError):
        tournaments.create(store, Settings("Monday", buy_in=100, starting_stack=10_000), now=T0, author="Ana",
                           then=[refused])
    assert file_bytes(path) == before and [t.name for t in store.tournaments()] == ["Sunday"]


def test_floor_tournament_new_refuses_an_unknown_payout_table_and_writes_nothing(where: Places) -> None:
    path = where("floor.db")
    floor_ok(path, "tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000")
    before = file_bytes(path)
    refused = floor(path, "tournament", "new", "Monday", "--buy-in", "100", "--stack", "10000", "--payouts", "nope")
    assert refused.returncode == 2 and "Traceback" not in refused.stderr
    assert file_bytes(path) == before
