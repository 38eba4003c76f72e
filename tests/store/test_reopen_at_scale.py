"""Reopening a big field from its snapshot made quicker, the state read the same (issue 30)."""

import random
from typing import Any

import pytest

from floor.tournament import players as P
from floor.tournament import snapshots
from floor.tournament.events import Event
from floor.tournament.records import Created
from floor.tournament.seating import actions as seating
from floor.tournament.settings import Settings
from floor.tournament.state import TournamentState, replay

NOW = 1_800_000_000.0


def seated_field(size: int) -> TournamentState:
    """``size`` players registered and seated, a few out, one counted: players of every shape, tables with gaps."""
    state = replay(1, [Event(Created.of(Settings("Big", buy_in=100, starting_stack=10_000)), NOW, "Ana").numbered(1)])
    for i in range(1, size + 1):
        state = state.after(P.register(state, f"P{i}", now=NOW + i, author="Ana", level=1,
                                       nickname="Ёж" if i % 7 == 0 else "").numbered(state.seq + 1))
    drawn = seating.draw_seats(state, now=NOW + size + 1, author="Ana", rng=random.Random(5))
    state = state.after(drawn.numbered(state.seq + 1))
    for name in ("P3", "P17", "P40"):
        state = state.after(P.eliminate(state, [name], now=NOW + size + 9, author="Ana").numbered(state.seq + 1))
    return state


def test_a_stored_snapshot_reads_back_as_the_state_it_was_made_of() -> None:
    state = seated_field(200)
    assert len(state.tables) >= 20 and len(state.seats) == 197
    stored = snapshots.to_stored(state)
    read = snapshots.from_dict(1, stored)
    assert snapshots.to_dict(read) == snapshots.to_dict(state)
    assert read.players == state.players and read.tables == state.tables and read.seats == state.seats
    assert all(type(p) is type(state.players[p.id]) for p in read.players.values())


def damaged(stored: dict[str, Any], change: str) -> dict[str, Any]:
    copy = {**stored, "players": [list(p) for p in stored["players"]],
            "tables": [dict(t, seats=list(t["seats"])) for t in stored["tables"]]}
    if change == "a player of 13 fields":
        copy["players"][5] = copy["players"][5][:-1]
    elif change == "a player as an object":
        copy["players"][5] = dict(zip(("id", "name"), copy["players"][5], strict=False))
    elif change == "a seat as a text":
        copy["tables"][0]["seats"][1] = "12"
    elif change == "a seat as true":
        copy["tables"][0]["seats"][1] = True
    elif change == "a seat as a fraction":
        copy["tables"][0]["seats"][1] = 12.0
    return copy


@pytest.mark.parametrize("change", ["a player of 13 fields", "a player as an object", "a seat as a text",
                                    "a seat as true", "a seat as a fraction"])
def test_a_damaged_snapshot_is_refused_as_before_so_the_store_folds_the_log(change: str) -> None:
    stored = snapshots.to_stored(seated_field(60))
    with pytest.raises((TypeError, KeyError, ValueError)):
        snapshots.from_dict(1, damaged(stored, change))
