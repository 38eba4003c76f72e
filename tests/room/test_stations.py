"""The stations through the real room service on a real socket: pairing, who may do what, the dealer's hand from a
tablet recorded once and only for the hand it was made for, calls to the floor and their answers, revocation."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest
from conftest import run_floor_ok
from room.served import Served, get, paired, post, seated_room, served, split, subscribe

from floor.store.devices import DeviceBook
from floor.store.tournaments import Store
from floor.tournament.records import HandRecorded
from floor.tournament.showdowns import Asked
from floor.usecases.pairing import Device


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return seated_room(tmp_path / "floor.db")


def _state(db: Path):  # type: ignore[no-untyped-def]
    store = Store(db)
    try:
        return store.state(store.latest())
    finally:
        store.close()


def _devices(db: Path) -> list[Device]:
    store = Store(db)
    try:
        return DeviceBook(store).devices()
    finally:
        store.close()


def _view(s: Served, token: str, kind: str) -> dict[str, object]:
    stream = subscribe(s, "/api/stream", token=token)
    try:
        assert stream.status == 200
        got = stream.next()
        assert got is not None and got[1]["kind"] == kind
        return got[1]
    finally:
        stream.close()


def _hand(view: dict[str, object], winner_cards: str = "As Ad", loser_cards: str = "Kc Ks",
          submission: str = "tablet-0001") -> dict[str, object]:
    """Two dealt seats show down for 500 each, the others fold having put in nothing."""
    dealt = [s for s in view["seats"] if s["dealt"]]  # type: ignore[attr-defined]
    seats = [{"seat": dealt[0]["seat"], "player": dealt[0]["player"], "cards": winner_cards, "chips": "500"},
             {"seat": dealt[1]["seat"], "player": dealt[1]["player"], "cards": loser_cards, "chips": "500"}]
    seats += [{"seat": s["seat"], "player": s["player"], "cards": "", "chips": "0", "folded": True} for s in dealt[2:]]
    return {"hand": view["hand"], "submission": submission, "board": "Ah Kh 7c 7d 2s", "seats": seats}


def test_a_tablet_paired_by_its_code_sees_its_table_and_the_code_pairs_one_device_only(db: Path) -> None:
    store = Store(db)
    made = DeviceBook(store).offer("dealer", table=2, person="", pin="", tables={1, 2}, now=time.time())
    store.close()
    with served(db) as s:
        status, answer = post(s, "/api/pair", {"code": made.code})
        assert status == 200 and answer["page"] == "/dealer" and answer["device"]["table"] == 2
        view = _view(s, answer["token"], "dealer")
        assert view["table"] == 2 and view["hand"] == 1 and view["game_name"] == "Hold'em"
        assert {seat["name"] for seat in view["seats"] if seat["player"]} == {  # type: ignore[attr-defined]
            p.label for p in _state(db).players.values() if _state(db).seats[p.id][0] == 2}
        again, refusal = post(s, "/api/pair", {"code": made.code})
        assert (again, refusal["refusal"]) == (403, "this pairing code was used already: ask the desk for a new one") \
            or (again == 422 and "used already" in refusal["refusal"])


def test_a_wrong_pin_an_unknown_or_expired_code_is_refused_in_the_devices_language(db: Path) -> None:
    store = Store(db)
    book = DeviceBook(store)
    floor = book.offer("floor", table=None, person="Ion", pin="2468", tables=set(), now=time.time())
    old = book.offer("display", table=None, person="", pin="", tables=set(), now=time.time() - 3600)
    store.close()
    with served(db) as s:
        status, answer = post(s, "/api/pair", {"code": floor.code, "pin": "1111"})
        assert status == 422 and answer["refusal"] == "the PIN is not the one given at the desk"
        status, answer = post(s, "/api/pair", {"code": old.code}, language="ru")
        assert status == 422 and not re.search(r"[A-Za-z]{3}", answer["refusal"])  # said in Russian
        status, answer = post(s, "/api/pair", {"code": "12ab"})
        assert status == 422 and "6 digits" in answer["refusal"]
        status, answer = post(s, "/api/pair", {"code": floor.code, "pin": "2468"})  # a wrong PIN used nothing up
        assert status == 200 and answer["page"] == "/floor"
    assert [(d.role, d.person) for d in _devices(db)] == [("floor", "Ion")]


def test_pairing_attempts_from_one_address_are_limited_to_ten_a_minute(db: Path) -> None:
    with served(db) as s:
        answers = [post(s, "/api/pair", {"code": f"{n:06d}"})[0] for n in range(11)]
    assert answers[:10] == [422] * 10 and answers[10] == 429


def test_sixty_wrong_codes_from_six_addresses_lock_out_those_addresses_not_every_new_device(db: Path) -> None:
    """Issue 29: 60 wrong codes from 6 addresses blocked all pairing for a minute; now the addresses that sent them
    wait, and a tablet with its right code pairs from any other address (even one sent after the flood)."""
    store = Store(db)
    made = [DeviceBook(store).offer("dealer", table=1, person="", pin="", tables={1, 2}, now=time.time())
            for _ in range(2)]
    store.close()
    with served(db) as s:
        wrong = [post(s, "/api/pair", {"code": f"{n:06d}"}, source=f"127.0.0.{10 + n % 6}")[0] for n in range(60)]
        assert wrong == [422] * 60
        assert post(s, "/api/pair", {"code": made[0].code}, source="127.0.0.10")[0] == 429  # a guesser waits
        status, answer = post(s, "/api/pair", {"code": made[0].code}, source="127.0.0.42")
        assert status == 200 and answer["page"] == "/dealer"
        status, answer = post(s, "/api/pair", {"code": made[1].code}, source="127.0.0.43")
        assert status == 200 and answer["device"]["table"] == 1
    assert len(_devices(db)) == 2


def test_a_right_code_is_no_guess_and_does_not_count_against_its_address(db: Path) -> None:
    """Ten devices paired one after another from the desk's own computer are not "too many attempts"."""
    store = Store(db)
    made = [DeviceBook(store).offer("display", table=None, person="", pin="", tables=set(), now=time.time())
            for _ in range(12)]
    store.close()
    with served(db) as s:
        assert [post(s, "/api/pair", {"code": m.code})[0] for m in made] == [200] * 12


@pytest.mark.parametrize(("role", "path", "body"), [
    ("display", "/api/dealer/confirm", {"hand": 1, "submission": "display-01", "seats": []}),
    ("display", "/api/call", {"situation": "misdeal"}),
    ("floor", "/api/dealer/result", {"seats": []}),
    ("dealer", "/api/call/answer", {"call": 1, "answer": "ok"}),
    ("dealer", "/api/floor/balance", {"seq": 1}),
    ("floor", "/api/intent", {"intent": "players.register", "arguments": {"name": "Mallory"}}),
    ("display", "/api/intent", {"intent": "clock.start", "arguments": {}}),
    ("dealer", "/api/intent", {"intent": "history.undo", "arguments": {}}),
    ("dealer", "/api/intent", {"intent": "payouts.set_places", "arguments": {"places": {"1": 999999}}}),
])
def test_every_write_is_checked_against_the_devices_role(db: Path, role: str, path: str, body: object) -> None:
    with served(db) as s:
        token = paired(s, db, role, table=1 if role == "dealer" else None, person="Ion" if role == "floor" else "",
                       pin="2468" if role == "floor" else "")
        before = _state(db).seq
        status, answer = post(s, path, body, token=token)
    assert status == 403 and answer["refusal"].startswith(f"a {role} device cannot do this")
    assert _state(db).seq == before


def test_a_request_without_a_token_or_with_a_bad_body_is_refused_and_changes_nothing(db: Path) -> None:
    with served(db) as s:
        token = paired(s, db, "dealer", table=1)
        before = _state(db).seq
        assert post(s, "/api/dealer/confirm", {"seats": []})[0] == 401
        assert post(s, "/api/dealer/confirm", {"seats": []}, token="not-a-token")[0] == 401
        assert post(s, "/api/dealer/confirm", b"{not json", token=token)[0] == 400
        assert post(s, "/api/dealer/confirm", {"seats": []}, token=token, content_type="text/plain")[0] == 400
        assert post(s, "/api/dealer/confirm", {"seats": "x"}, token=token)[0] == 400
        assert post(s, "/api/dealer/confirm", {"seats": [{"seat": True}]}, token=token)[0] == 400
        assert post(s, "/api/nothing", {}, token=token)[0] == 404
        status, _, _ = get(s, "/api/stream")
        assert status == 401
    assert _state(db).seq == before


def test_a_hand_from_the_tablet_is_recorded_once_whatever_the_retries_and_stamped_with_the_device(db: Path) -> None:
    with served(db) as s:
        token = paired(s, db, "dealer", table=1)
        hand = _hand(_view(s, token, "dealer"))
        status, live = post(s, "/api/dealer/result", hand, token=token)
        assert status == 200 and live["settled"] and live["reading"]["status"] == "Push the chips:"
        assert live["reading"]["hands"][0][1] == "Full house, aces full of sevens"
        first = post(s, "/api/dealer/confirm", hand, token=token)
        again = post(s, "/api/dealer/confirm", hand, token=token)  # the answer was lost: the tablet sends it again
    assert first[0] == again[0] == 200 and first[1]["hand"] == again[1]["hand"] == 1
    assert (first[1]["again"], again[1]["again"]) == (False, True)
    state = _state(db)
    assert state.hands[1] == 1
    device = _devices(db)[0]
    store = Store(db)
    history = store.history(store.latest())
    store.close()
    recorded = [e for e in history if e.kind == "hand-recorded"]
    assert len(recorded) == 1 and recorded[0].author == f"dealer (tablet, table 1 {device.id})"


def test_a_hand_made_against_an_older_state_is_refused_never_applied_to_the_next_hand(db: Path) -> None:
    with served(db) as s:
        token = paired(s, db, "dealer", table=1)
        view = _view(s, token, "dealer")
        assert post(s, "/api/dealer/confirm", _hand(view, submission="tablet-0001"), token=token)[0] == 200
        status, answer = post(s, "/api/dealer/confirm", _hand(view, submission="tablet-0002"), token=token)
    assert status == 409 and answer["refusal"].startswith("table 1 is at hand 2, and this entry was made for hand 1")
    assert _state(db).hands[1] == 1


def test_a_hand_whose_player_was_moved_since_the_entry_began_is_refused(db: Path) -> None:
    with served(db) as s:
        token = paired(s, db, "dealer", table=1)
        view = _view(s, token, "dealer")
        hand = _hand(view)
        moved = hand["seats"][0]  # type: ignore[index]
        state = _state(db)
        free = next(n for n, p in enumerate(state.tables[2].seats, 1) if p is None)
        run_floor_ok(db, "seat", "move", str(moved["player"]), "2", str(free), "--reason", "test")
        time.sleep(0.6)
        status, answer = post(s, "/api/dealer/confirm", hand, token=token)
    assert status == 409 and f"seat {moved['seat']} of table 1 changed since this entry began" in answer["refusal"]
    assert _state(db).hands.get(1, 0) == 0


def test_the_dealer_changes_the_game_the_button_and_the_smallest_chip_for_one_hand_as_at_the_station(
        db: Path) -> None:
    """Dealer's choice at a Hold'em level: the tablet plays one hand of Omaha with the button on another seat and a
    bigger smallest chip; the live result reads four hole cards, the hand is recorded as Omaha with that button and
    chip; options the table cannot have are refused in words and record nothing."""
    with served(db) as s:
        token = paired(s, db, "dealer", table=1)
        view = _view(s, token, "dealer")
        games = [g[0] for g in view["options"]["games"]]  # type: ignore[index]
        assert "omaha" in games and view["options"]["chip"] in [c[0] for c in view["options"]["chips"]]  # type: ignore[index]
        chip = max(c[0] for c in view["options"]["chips"] if 500 % c[0] == 0)  # type: ignore[index]
        assert chip != view["options"]["chip"]  # type: ignore[index]
        seats = [x["seat"] for x in view["seats"] if x["dealt"]]  # type: ignore[attr-defined, index]
        hand = _hand(view, winner_cards="As Ad Qc Jc", loser_cards="Kc Ks 9h 8h")
        moved = next(seat for seat in reversed(seats) if seat != view["button"])
        hand["options"] = {"game": "omaha", "button": moved, "chip": chip}
        status, live = post(s, "/api/dealer/result", hand, token=token)
        assert status == 200 and live["settled"], live
        for bad, said in (({"game": "chess"}, "there is no game 'chess'"), ({"button": 12}, "the button cannot be"),
                          ({"chip": 7}, "the smallest chip is one of"), ({"deck": 40}, "a deck has 52, 36, 32"),
                          ("omaha", "a hand's options are one JSON object")):
            status, answer = post(s, "/api/dealer/confirm", {**hand, "options": bad}, token=token)
            assert status == 400 and said in answer["refusal"], (bad, answer)
        status, answer = post(s, "/api/dealer/confirm", hand, token=token)
        assert status == 200, answer
    store = Store(db)
    try:
        [recorded] = [e.body(HandRecorded) for e in store.history(store.latest()) if e.kind == "hand-recorded"]
    finally:
        store.close()
    assert isinstance(recorded.request, Asked)  # (typed: a request this Floor records)
    assert recorded.request.game == "omaha" and recorded.request.button == moved
    assert recorded.request.chip == chip


def test_a_card_entered_twice_stops_the_hand_with_DD_02_and_cannot_be_confirmed(db: Path) -> None:
    with served(db) as s:
        token = paired(s, db, "dealer", table=1)
        hand = _hand(_view(s, token, "dealer"), winner_cards="As Ah")
        status, live = post(s, "/api/dealer/result", hand, token=token, language="ro")
        assert status == 200 and live["stopped"] and live["procedure"] == "DD-02"
        assert live["reading"]["kind"] == "stop" and "DD-02" in live["reading"]["status"]
        status, answer = post(s, "/api/dealer/confirm", hand, token=token)
    assert status == 422 and "DD-02" in answer["refusal"]
    assert _state(db).hands.get(1, 0) == 0


def test_DD_05_the_floor_voids_the_hand_a_duplicate_stopped_and_every_seat_gets_back_what_it_put_in(
        db: Path) -> None:
    """A card twice stops the hand (DD-02); the live result names the floor's ruling (DD-05) and what it comes to;
    voided from the tablet, the ruling and the void hand are recorded once (a resend after a lost answer is told it
    was done), with each seat's refund, and the table deals the hand again with the same button."""
    with served(db) as s:
        token = paired(s, db, "dealer", table=1)
        view = _view(s, token, "dealer")
        hand = _hand(view, winner_cards="As Ah")
        status, live = post(s, "/api/dealer/result", hand, token=token, language="ru")
        assert status == 200 and live["procedure"] == "DD-02" and live["ruling"]["row"] == "DD-05"
        assert live["ruling"]["lines"][0].startswith("DD-05: ") and len(live["ruling"]["lines"]) > 1
        button = _state(db).tables[1].positions.button
        status, answer = post(s, "/api/dealer/void", hand, token=token)
        assert status == 200 and answer["voided"] and not answer["again"] and answer["hand"] == view["hand"]
        seats = [seat["seat"] for seat in hand["seats"][:2]]  # type: ignore[index]
        assert answer["refunds"] == {str(seat): 500 for seat in seats} | {
            str(seat["seat"]): 0 for seat in hand["seats"][2:]}  # type: ignore[index]
        assert answer["said"].startswith("Hand void (DD-05): give back seat ")
        status, again = post(s, "/api/dealer/void", hand, token=token)  # (its answer was lost: sent again)
        assert status == 200 and again["again"] and again["seq"] == answer["seq"]
    state = _state(db)
    assert state.hands.get(1, 0) == view["hand"] - 1 and state.tables[1].positions.button == button  # (dealt again)
    store = Store(db)
    try:
        kinds = [e.kind for e in store.history(store.latest())]
    finally:
        store.close()
    assert kinds.count("hand-voided") == 1 and kinds.count("ruling") == 1


def test_a_deck_check_from_the_tablet_says_the_verdict_and_records_the_ruling_when_asked(db: Path) -> None:
    """The station's deck check through the service: a complete deck is not defective (and has no ruling to
    record); a card found twice between hands is a defective deck with a ruling, said in Russian and recorded for
    the tablet's table only when the floor asks; bad fields are refused in words."""
    with served(db) as s:
        token = paired(s, db, "dealer", table=2)
        status, fine = post(s, "/api/dealer/deck", {"counted": 52}, token=token)
        assert status == 200 and not fine["defective"] and fine["ruling"] is None and fine["recorded"] is None
        status, answer = post(s, "/api/dealer/deck", {"counted": 52, "record": True}, token=token)
        assert status == 422 and answer["refusal"].startswith("the deck is complete")
        status, answer = post(s, "/api/dealer/deck", {"duplicates": ["Jk"]}, token=token)
        assert status == 400 and "joker" in answer["refusal"]
        status, answer = post(s, "/api/dealer/deck", {"hs": "HS9"}, token=token)
        assert status == 400 and "HS0" in answer["refusal"]
        status, bad = post(s, "/api/dealer/deck", {"counted": 53, "duplicates": ["Ks"]}, token=token,
                           language="ru")
        assert status == 200 and bad["defective"] and bad["ruling"]["row"]
        assert any(row == "DD-02" for row, _ in bad["findings"]) and bad["recorded"] is None
        assert "Колода" in bad["action"] or "колод" in bad["action"], bad["action"]
        status, done = post(s, "/api/dealer/deck", {"counted": 53, "duplicates": ["Ks"], "record": True},
                            token=token)
        assert status == 200 and done["recorded"] and done["ruling"]["row"] == bad["ruling"]["row"]
    store = Store(db)
    try:
        rulings = [e for e in store.history(store.latest()) if e.kind == "ruling"]
    finally:
        store.close()
    assert len(rulings) == 1 and rulings[0].data.table == 2 and rulings[0].seq == done["recorded"]


def test_a_hand_nothing_stops_is_not_voided_from_the_tablet(db: Path) -> None:
    with served(db) as s:
        token = paired(s, db, "dealer", table=1)
        hand = _hand(_view(s, token, "dealer"))
        status, live = post(s, "/api/dealer/result", hand, token=token)
        assert status == 200 and live["ruling"] is None
        status, answer = post(s, "/api/dealer/void", hand, token=token)
        assert status == 422 and answer["refusal"].startswith("nothing stops this hand")
        display = paired(s, db, "display")
        status, _ = post(s, "/api/dealer/void", _hand(_view(s, token, "dealer"), winner_cards="As Ah"), token=display)
        assert status == 403
    assert _state(db).hands.get(1, 0) == 0


def test_a_call_reaches_the_floor_phone_and_the_floors_answer_comes_back_to_the_tablet(db: Path) -> None:
    with served(db) as s:
        tablet = paired(s, db, "dealer", table=2)
        phone = paired(s, db, "floor", person="Ion", pin="2468")
        floor_stream = subscribe(s, "/api/stream", token=phone)
        tablet_stream = subscribe(s, "/api/stream", token=tablet)
        try:
            assert floor_stream.next() is not None and tablet_stream.next() is not None
            status, answer = post(s, "/api/call", {"situation": "misdeal", "note": "two cards exposed"}, token=tablet)
            assert status == 200
            call = answer["call"]
            got = floor_stream.next()
            assert got is not None and got[1]["calls"][0]["table"] == 2 and got[1]["calls"][0]["open"]
            assert got[1]["calls"][0]["situation"] == "misdeal"
            status, _ = post(s, "/api/call/answer", {"call": call, "answer": "Misdeal: redeal"}, token=phone)
            assert status == 200
            seen = tablet_stream.next()
            while seen is not None and seen[1]["calls"] and seen[1]["calls"][0]["open"]:
                seen = tablet_stream.next()
            assert seen is not None and seen[1]["calls"][0]["answer"] == "Misdeal: redeal"
            assert seen[1]["calls"][0]["answered_by"].startswith("Ion (floor phone ")
        finally:
            floor_stream.close()
            tablet_stream.close()


def _until_closed(stream: object, within: float = 10.0) -> bool:
    """The service ended the stream (its next read finds the connection closed) within ``within`` seconds."""
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        try:
            stream.next(timeout=1)  # type: ignore[attr-defined]
        except ConnectionError:
            return True
    return False


def test_a_device_revoked_at_the_desk_is_cut_off_and_can_do_nothing_more(db: Path) -> None:
    with served(db) as s:
        token = paired(s, db, "dealer", table=1)
        stream = subscribe(s, "/api/stream", token=token)
        try:
            assert stream.next() is not None
            store = Store(db)
            DeviceBook(store).revoke(_devices(db)[0].id, now=time.time())
            store.close()
            assert _until_closed(stream)
        finally:
            stream.close()
        status, answer = post(s, "/api/call", {"situation": "dispute"}, token=token)
    assert status == 401 and answer["refusal"] == "this device was unpaired at the desk: scan a new pairing code"


def test_a_floor_phone_confirms_the_balancing_move_only_against_the_view_it_was_shown(db: Path) -> None:
    run_floor_ok(db, "player", "bust", "Olga")
    run_floor_ok(db, "player", "bust", "Ana Pop")
    run_floor_ok(db, "player", "bust", "Dan")
    with served(db) as s:
        phone = paired(s, db, "floor", person="Ion", pin="2468")
        view = _view(s, phone, "floor")
        if view["proposal"] is None or view["proposal"]["floor_decides"]:  # type: ignore[index]
            pytest.skip("the draw left nothing for the phone to confirm")  # (the seats are drawn at random)
        assert view["proposal"]["rules"]  # type: ignore[index]
        stale = post(s, "/api/floor/balance", {"seq": int(view["seq"]) - 1}, token=phone)  # type: ignore[call-overload]
        assert stale[0] == 409
        status, answer = post(s, "/api/floor/balance", {"seq": view["seq"]}, token=phone)
    assert status == 200 and answer["said"]
    store = Store(db)
    done = [e for e in store.history(1) if e.seq > int(view["seq"])]  # type: ignore[call-overload]
    store.close()
    assert done and done[0].kind in ("player-moved", "table-broken", "seats-drawn")


def test_the_stations_pages_run_no_inline_script_or_style(db: Path) -> None:
    with served(db) as s:
        for page in ("/pair", "/dealer", "/floor", "/tv"):
            status, headers, body = get(s, page)
            html = body.decode()
            assert status == 200
            assert "'unsafe-inline'" not in headers["content-security-policy"]
            assert "script-src 'self'" in headers["content-security-policy"]
            scripts = re.findall(r"<script([^>]*)>", html)
            assert all("src=" in attrs or 'type="application/json"' in attrs for attrs in scripts)
            assert " style=" not in html and "<style" not in html
        status, headers, body = get(s, "/static/dealer.js")
        assert status == 200 and headers["content-type"].startswith("text/javascript")
        assert get(s, "/static/../floor.db")[0] == 404
        status, headers, body = get(s, "/qr/lobby.svg")
        assert status == 200 and body.startswith(b"<svg")


def test_no_token_is_in_the_history_or_the_export(db: Path, tmp_path: Path) -> None:
    """A player's page token (a key to the page) and a device's token (a key to what it may do): neither in
    `floor history --json`, the export or the database's devices table (digests only there)."""
    import json

    from conftest import floor_in_process

    with served(db) as s:
        device = paired(s, db, "dealer", table=1)
    tokens = list(_state(db).tokens.values())
    assert tokens
    history = floor_in_process("--db", str(db), "history", "--json").stdout
    run_floor_ok(db, "export", "--folder", str(tmp_path / "out"))
    exported = "".join(p.read_text(encoding="utf-8") for p in (tmp_path / "out").rglob("*") if p.is_file())
    wal = db.with_name("floor.db-wal")
    raw = db.read_bytes() + (wal.read_bytes() if wal.exists() else b"")
    for token in tokens:
        assert token not in history and token not in exported
    assert device not in history and device not in exported and device.encode() not in raw
    assert json.loads(history)


def test_DT_11_a_floor_phone_gives_missed_hands_at_the_table_and_the_view_shows_them_in_force(db: Path) -> None:
    """The phone sees each table's players, gives "two rounds" (PN-02) with the reason, and the next view lists it
    in force; a tablet or a display may not give one; a penalty without a reason is refused and writes nothing."""
    with served(db) as s:
        phone = paired(s, db, "floor", person="Ion", pin="2468")
        view = _view(s, phone, "floor")
        table = view["tables"][0]  # type: ignore[index]
        _seat, player, name = table["seated"][0]
        kinds = [k[0] for k in view["penalty_kinds"]]  # type: ignore[union-attr]
        assert kinds == ["warning", "missed_hands", "missed_rounds", "disqualification"]
        status, answer = post(s, "/api/floor/penalty", {"player": player, "kind": "missed_rounds", "count": 2,
                                                         "reason": ""}, token=phone)
        assert status == 422 and answer["refusal"].startswith("type the reason for the penalty")
        tablet = paired(s, db, "dealer", table=table["table"])
        status, _ = post(s, "/api/floor/penalty", {"player": player, "kind": "warning", "reason": "x"}, token=tablet)
        assert status == 403
        status, _ = post(s, "/api/floor/penalty", {"player": player, "kind": "warning", "reason": "x" * 201},
                         token=phone)
        assert status == 400
        status, _ = post(s, "/api/floor/penalty", {"player": player, "kind": "missed_rounds", "count": 2,
                                                   "reason": "slow roll"}, token=phone)
        assert status == 200
        time.sleep(0.6)
        shown = _view(s, phone, "floor")
        assert [p["player"] for p in shown["penalties"]] == [player]  # type: ignore[union-attr]
        assert name in shown["penalties"][0]["words"] and "slow roll" in shown["penalties"][0]["words"]  # type: ignore[index]
    state = _state(db)
    [given] = state.penalties.values()
    assert (given.player, given.kind, given.row_id, given.author.split(" (")[0]) == (player, "missed_rounds", "PN-02",
                                                                                      "Ion")


def test_the_floors_answer_names_a_rule_the_rulebook_has_or_none(db: Path) -> None:
    with served(db) as s:
        tablet = paired(s, db, "dealer", table=1)
        phone = paired(s, db, "floor", person="Ion", pin="2468")
        call = post(s, "/api/call", {"situation": "misdeal"}, token=tablet)[1]["call"]
        status, answer = post(s, "/api/call/answer", {"call": call, "answer": "Redeal", "row_id": "XX-99"},
                              token=phone)
        assert status == 422 and answer["refusal"].startswith("the rulebook has no rule XX-99")
        assert post(s, "/api/call/answer", {"call": call, "answer": "Redeal", "row_id": "md-01"}, token=phone)[0] == 200
    answered = _state(db).calls[call]
    assert (answered.answer, answered.row_id) == ("Redeal", "MD-01")


def _scanned_svg(svg: bytes) -> list[str]:
    """What a phone reads from the TV's QR code: the SVG's squares painted and decoded."""
    import zxingcpp
    from PySide6.QtGui import QColor, QImage, QPainter

    size = int(re.search(rb'viewBox="0 0 (\d+) ', svg).group(1))  # type: ignore[union-attr]
    image = QImage(size * 4, size * 4, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    for x, y in re.findall(rb'<rect x="(\d+)" y="(\d+)" width="1" height="1"/>', svg):
        painter.fillRect(int(x) * 4, int(y) * 4, 4, 4, QColor("black"))
    painter.end()
    return [r.text for r in zxingcpp.read_barcodes(image)]


@pytest.mark.parametrize("name", ["localhost", "127.0.0.1", "[::1]"])
def test_the_tv_opened_as_localhost_gave_phones_a_useless_code_it_gives_the_rooms_address(
        db: Path, name: str, qapp) -> None:  # type: ignore[no-untyped-def]
    """Issue 29: the TV's QR code spelled the name the TV used; opened on the desk's computer as localhost it sent
    every phone to itself. It gives the service's room address (here, where the service listens: 127.0.0.1) and
    the players' port."""
    import socket

    with served(db) as s:
        with socket.create_connection((s.host, s.port), timeout=10) as conn:
            conn.sendall(f"GET /qr/lobby.svg HTTP/1.1\r\nHost: {name}:{s.port}\r\nConnection: close\r\n\r\n".encode())
            data = b""
            while chunk := conn.recv(65536):
                data += chunk
        status, _, svg = split(data)
        assert status == 200
        assert _scanned_svg(svg) == [f"http://127.0.0.1:{s.port}/"]


def test_the_dealers_live_result_runs_off_the_event_loop_with_a_per_device_limit(
        db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 29: a result was computed on the event loop (every page and push waited for it) and a tablet could ask
    for any number at once. Here each result takes half a second: meanwhile the lobby is answered at once, a tablet
    gets two results at a time (the third waits its turn: 429, and the page asks again), another tablet its own."""
    import threading

    from floor.usecases import tablet

    real = tablet.live_result

    def slow(*args: object) -> dict[str, object]:
        time.sleep(0.5)
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(tablet, "live_result", slow)
    with served(db) as s:
        one, two = paired(s, db, "dealer", table=1), paired(s, db, "dealer", table=2)
        hand = {"hand": 1, "seats": []}
        answers: dict[str, list[int]] = {"one": [], "two": []}

        def ask(who: str, token: str) -> None:
            answers[who].append(post(s, "/api/dealer/result", hand, token=token)[0])

        asking = [threading.Thread(target=ask, args=("one", one)) for _ in range(3)]
        asking.append(threading.Thread(target=ask, args=("two", two)))
        for thread in asking:
            thread.start()
        time.sleep(0.2)
        began = time.monotonic()
        status, _, _ = get(s, "/lobby.json")
        lobby = time.monotonic() - began
        for thread in asking:
            thread.join(10)
    assert status == 200 and lobby < 0.25, lobby  # (on the loop, it waited for every result in turn: 2 s)
    assert sorted(answers["one"]) == [200, 200, 429] and answers["two"] == [200]


def test_the_rulebook_is_read_once_for_a_stopped_hands_live_result(db: Path) -> None:
    """Issue 29: each live result of a hand a card typed twice stopped read the rulebook's seven TOML files again
    (50-100 ms a result on this machine); it is read once, so the hundredth result costs what a plain one does."""
    from floor.procedures.rulebook import load_rulebook

    assert load_rulebook() is load_rulebook()
    state = _state(db)
    at = state.tables[1]
    dealt = [(n, p) for n, p in enumerate(at.seats, 1) if p is not None]
    seats = [{"seat": dealt[0][0], "player": dealt[0][1], "cards": "As Ad", "chips": "3000"},
             {"seat": dealt[1][0], "player": dealt[1][1], "cards": "As Ks", "chips": "1000"}]
    seats += [{"seat": n, "player": p, "cards": "", "chips": "0", "folded": True} for n, p in dealt[2:]]
    with served(db) as s:
        tablet = paired(s, db, "dealer", table=1)
        body = {"hand": 1, "board": "Ah Kh 7c 7d 2s", "seats": seats}
        status, answer = post(s, "/api/dealer/result", body, token=tablet)
        assert status == 200 and answer["stopped"] and answer["ruling"]["row"] == "DD-05"  # (voids)
        began = time.perf_counter()
        for _ in range(20):
            post(s, "/api/dealer/result", body, token=tablet)
        each = (time.perf_counter() - began) / 20
    assert each < 0.015, f"{each * 1000:.1f} ms a result"
