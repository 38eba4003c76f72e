"""A Floor window's desk on another computer (floor/room/remote.py) against the real room service: it shows what
the database holds, its actions are recorded once and stamped with the device, checked against the state they
were made on, and a station may write only its own table's hands."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from room.served import get, paired, post, seated_room, served

from floor.core.errors import FloorError
from floor.room.remote import RemoteDesk
from floor.store.desk import StoreDesk
from floor.store.tournaments import Store
from floor.usecases import chips, history, players
from floor.usecases.calls import call_floor
from floor.usecases.hands import record_hand
from floor.usecases.pages import issue_tokens

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


def _takes_back(db: Path) -> tuple[int | None, int | None]:
    store = Store(db)
    try:
        return store.takes_back(store.latest())
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
            assert desk.takes_back() == (done.events[-1].seq, None)  # Undo enabled here as at the floor's desk
            history.undo(desk)  # the seating taken back: the log replayed here as the store replays it
            assert zoe not in desk.state().seats and zoe in desk.state().players
            undone = _takes_back(db)
            assert desk.takes_back() == undone and undone[1] == done.events[-1].seq  # and Redo
        finally:
            desk.close()
    state, log = _local(db)
    registered = [e for e in log if e.kind == "player-registered" and e.data.to_json()["name"] == "Zoe Late"]
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
    names = [e.data.to_json()["name"] for e in log if e.kind == "player-registered"][-2:]
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


def test_a_station_sends_intents_never_events_so_its_hand_is_judged_where_the_log_is_kept(db: Path) -> None:
    """The finding: a dealer's token sent a "hand" of its own making through /api/commit that took a player's stack
    from 10,000 to 1,000 and then below nothing. A device sends intents: the service runs the use case, which
    refuses chips a seat cannot have put in; events sent as events find no door."""
    store = Store(db)  # the floor counted table 1: 10,000 each
    table = store.state(1).tables[1].seats
    chips.count(StoreDesk(store, 1, "Ana"), {p: 10_000 for p in table if p is not None})
    store.close()
    with served(db) as s:
        token = paired(s, db, "dealer", table=1)
        station = RemoteDesk(_url(s), token)
        try:
            before = station.state()
            hand = _hand(before, 1)
            seats = hand["seats"]
            assert isinstance(seats, list)
            hand["seats"] = [{**seats[0], "contributed": 9_000}, {**seats[1], "contributed": 60_000}]
            with pytest.raises(FloorError, match="put in 60,000 but has 10,000"):
                record_hand(station, 1, hand)
            status, answer = post(s, "/api/commit", {"base": before.seq, "events": [
                {"kind": "chips-counted", "at": time.time(), "payload": {"counts": {"1": -49000}}}]}, token=token)
            assert status == 404 and answer["code"] == "not-found"
        finally:
            station.close()
    state, _ = _local(db)
    assert state.seq == before.seq and state.hands == {}


def test_the_same_command_sent_again_is_answered_as_the_first_time_and_written_once(db: Path) -> None:
    """A write whose answer was lost (a timeout, a cut link) is sent again with its command id: one registration."""
    with served(db) as s:
        token = paired(s, db, "desk", person="Maria")
        body = {"intent": "players.register", "arguments": {"name": "Zoe Late"}}
        first = post(s, "/api/intent", body, token=token, command="zoe-0001")
        again = post(s, "/api/intent", body, token=token, command="zoe-0001")
        other = post(s, "/api/intent", body, token=paired(s, db, "desk", person="Ion"), command="zoe-0001")
    assert first[0] == again[0] == 200
    assert first[1]["answer"] == again[1]["answer"] and first[1]["command"]["last"] == again[1]["command"]["last"]
    assert (first[1]["command"]["again"], again[1]["command"]["again"]) == (False, True)
    assert other[0] == 409 and "used already by another device" in other[1]["refusal"]
    _, log = _local(db)
    assert [e.data.to_json()["name"] for e in log if e.kind == "player-registered"].count("Zoe Late") == 1


def test_the_service_not_answering_is_said_in_words(db: Path) -> None:
    from floor.room.link import Unreachable

    with served(db) as s:
        token = paired(s, db, "desk", person="Maria")
        url = _url(s)
    with pytest.raises(Unreachable, match="does not answer"):
        RemoteDesk(url, token)


def _read(s, path: str, token: str) -> tuple[int, dict[str, object]]:  # type: ignore[no-untyped-def]
    import json

    status, _, body = get(s, path, {"Authorization": f"Bearer {token}"})
    return status, json.loads(body)


def test_a_tv_and_a_dealer_station_read_their_roles_state_never_the_whole_log(db: Path) -> None:
    """Issue 28: each role reads only what it needs. The log (and the player pages' tokens, the members' numbers,
    the other tables' calls and the floor's incidents in it) is a desk's; a clock and a dealer's station on another
    computer are sent the state their screens draw from."""
    store = Store(db)
    desk = StoreDesk(store, 1, "Ana")
    players.register(desk, "Member Mara", member_id="M-0042")
    issue_tokens(desk)
    call_floor(desk, 2, "misdeal")
    store.close()
    with served(db) as s:
        tv, dealer, second = (paired(s, db, "display"), paired(s, db, "dealer", table=1),
                              paired(s, db, "desk", person="Maria"))
        for token in (tv, dealer):
            status, answer = _read(s, "/api/events?after=0", token)
            assert status == 403 and answer["code"] == "not-allowed"
        status, answer = _read(s, "/api/events?after=0", second)
        assert status == 200 and answer["events"]
        station = RemoteDesk(_url(s), dealer)
        clock = RemoteDesk(_url(s), tv)
        try:
            for remote in (station, clock):
                seen = remote.state()
                assert not remote.reads_log and remote.history() == []
                assert seen.tokens == {} and all(not p.member_id for p in seen.players.values())
                assert "Member Mara" in [p.name for p in seen.players.values()] and seen.calls == {}
            recorded = record_hand(station, 1, _hand(station.state(), 1))  # its own action's events come back
            assert recorded.hand == 1 and [e.kind for e in recorded.done.events] == ["hand-recorded", "next-hand"]
            deadline = time.time() + 10
            while clock.state().hands != {1: 1} and time.time() < deadline:  # the clock follows the stream
                time.sleep(0.05)
            assert clock.state().hands == {1: 1}
        finally:
            station.close()
            clock.close()


def test_the_state_a_role_is_sent_is_encoded_once_per_change_and_is_what_its_role_sees(db: Path) -> None:
    """Issue 30: every clock and floor window elsewhere asks for the state after each change; a field of 30,000 is
    megabytes of JSON, so it is made once per change and role (a dealer's per table), and sent as made."""
    import json

    from floor.tournament import snapshots
    from floor.usecases import pairing, sight

    with served(db) as s:
        tvs = [paired(s, db, "display"), paired(s, db, "display")]
        dealers = [paired(s, db, "dealer", table=1), paired(s, db, "dealer", table=2)]
        made = s.room.states.made
        answers = [_read(s, "/api/state", token) for token in [*tvs, *dealers, tvs[0]]]
        assert all(status == 200 for status, _ in answers)
        assert s.room.states.made == made + 3  # (the clocks' state once, each dealer's table once)
        state, _log = _local(db)
        expected = [sight.seen_by(state, pairing.DISPLAY, None), sight.seen_by(state, pairing.DEALER, 1),
                    sight.seen_by(state, pairing.DEALER, 2)]
        for (_, answer), seen in zip([answers[0], answers[2], answers[3]], expected, strict=True):
            assert answer["state"] == json.loads(json.dumps(snapshots.to_dict(seen), ensure_ascii=False))
        assert answers[4] == answers[0] and answers[1] == answers[0]
        store = Store(db)
        chips.count(StoreDesk(store, 1, "Ana"), {next(iter(state.seats)): 12_300})
        s.caught_up(store, 1)
        store.close()
        status, after = _read(s, "/api/state", tvs[1])
        assert status == 200 and after != answers[0][1] and s.room.states.made == made + 4
