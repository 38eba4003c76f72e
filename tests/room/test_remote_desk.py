"""A Floor window's desk on another computer (floor/room/remote.py) against the real room service: it shows what
the database holds, its actions are recorded once and stamped with the device, checked against the state they
were made on, and a station may write only its own table's hands."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from room.served import paired, seated_room, served

from floor.core.errors import FloorError
from floor.room.remote import RemoteDesk
from floor.store.desk import StoreDesk
from floor.store.tournaments import Store
from floor.usecases import history, players
from floor.usecases.hands import record_hand

REQUEST = {"game": "holdem", "board": "Ah Kh 7c 7d 2s", "chip": 25}


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return seated_room(tmp_path / "floor.db")


def _url(s) -> str:  # type: ignore[no-untyped-def]
    return f"http://127.0.0.1:{s.port}/"


def _local(db: Path):  # type: ignore[no-untyped-def]
    store = Store(db)
    try:
        return store.state(store.latest()), store.history(store.latest())
    finally:
        store.close()


def _hand(state, table: int) -> dict[str, object]:  # type: ignore[no-untyped-def]
    seats = [s for s, p in enumerate(state.tables[table].seats, 1) if p is not None][:2]
    return {**REQUEST, "button": seats[0], "seats": [{"seat": seats[0], "cards": "As Ad", "contributed": 500},
                                                     {"seat": seats[1], "cards": "Kc Ks", "contributed": 500}]}


def test_a_second_desk_reads_the_tournament_as_the_database_holds_it_and_acts_through_the_service(db: Path) -> None:
    with served(db) as s:
        token = paired(s, db, "desk", person="Maria")
        desk = RemoteDesk(_url(s), token)
        try:
            local, _ = _local(db)
            assert desk.state().seats == local.seats and desk.state().tables == local.tables
            assert [p.label for p in desk.state().players.values()] == [p.label for p in local.players.values()]
            done = players.register(desk, "Zoe Late")  # registered and seated, as at the floor's own desk
            zoe = max(done.state.players)
            assert done.state.players[zoe].name == "Zoe Late" and zoe in done.state.seats
            history.undo(desk)  # the seating taken back: the log replayed here as the store replays it
            assert zoe not in desk.state().seats and zoe in desk.state().players
        finally:
            desk.close()
    state, log = _local(db)
    registered = [e for e in log if e.kind == "player-registered" and e.payload["name"] == "Zoe Late"]
    assert len(registered) == 1 and registered[0].author.startswith("Maria (desk ")
    assert log[-1].kind == "undo" and log[-1].author.startswith("Maria (desk ")
    assert state.seats == desk.state().seats


def test_an_action_made_on_an_old_state_is_checked_again_on_the_new_one(db: Path) -> None:
    with served(db) as s:
        desk = RemoteDesk(_url(s), paired(s, db, "desk", person="Maria"))
        try:
            desk.state()
            store = Store(db)  # the floor's own desk registers someone meanwhile
            players.register(StoreDesk(store, 1, "Ana"), "Early Bird")
            store.close()
            done = players.register(desk, "Zoe Late")  # made on the old state first, refused, made again
        finally:
            desk.close()
    _, log = _local(db)
    names = [e.payload["name"] for e in log if e.kind == "player-registered"][-2:]
    assert names == ["Early Bird", "Zoe Late"]  # made again on the news: both, in the order they were recorded
    assert [p.name for p in done.state.players.values()][-2:] == ["Early Bird", "Zoe Late"]


def test_a_dealer_station_elsewhere_records_its_tables_hand_and_nothing_at_another_table(db: Path) -> None:
    with served(db) as s:
        station = RemoteDesk(_url(s), paired(s, db, "dealer", table=1))
        try:
            state = station.state()
            recorded = record_hand(station, 1, _hand(state, 1))
            assert recorded.hand == 1
            with pytest.raises(FloorError, match="this station is table 1's: it cannot act at table 2"):
                record_hand(station, 2, _hand(station.state(), 2))
            with pytest.raises(FloorError, match="a dealer device cannot do this"):
                players.register(station, "Nobody")
        finally:
            station.close()
    state, log = _local(db)
    assert state.hands == {1: 1}
    assert [e.author.startswith("dealer (tablet, table 1 ") for e in log if e.kind == "hand-recorded"] == [True]


def test_a_station_cannot_send_a_hand_whose_pots_are_not_the_showdowns_answer(db: Path) -> None:
    from floor.tournament.hands import record as handrecord
    from floor.tournament.jsonvalue import freeze_object

    with served(db) as s:
        station = RemoteDesk(_url(s), paired(s, db, "dealer", table=1))
        try:
            state = station.state()

            def forged(st):  # type: ignore[no-untyped-def]
                event = handrecord.record_hand(st, 1, _hand(st, 1), now=time.time(), author="x")
                body = event.data
                import dataclasses

                payouts = {seat: 2 * amount for seat, amount in dict(body.result["payouts"]).items()}
                fake = dataclasses.replace(body, result=freeze_object({**dict(body.result), "payouts": payouts}))
                return dataclasses.replace(event, data=fake)

            with pytest.raises(FloorError, match="not the showdown's answer"):
                station.commit([forged])
            assert station.state().seq == state.seq
        finally:
            station.close()


def test_the_service_not_answering_is_said_in_words(db: Path) -> None:
    from floor.room.link import Unreachable

    with served(db) as s:
        token = paired(s, db, "desk", person="Maria")
        url = _url(s)
    with pytest.raises(Unreachable, match="does not answer"):
        RemoteDesk(url, token)
