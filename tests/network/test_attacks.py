"""A captured token can do no more than its role's intents, each checked by the rules: the attack suite, on real
hosts of the room's network (network namespaces), against the real `floor serve`.

From a player's laptop on the same network, an attacker holds a captured dealer tablet's token (table 1), a floor
phone's, a desk's, a TV's and a player page's, and has none at all; against every endpoint and every intent, with
forged bodies (another table, another role's action, chips and prizes that cannot be), stale ones (a view long
gone, a hand already played), out-of-order ones (an answer to no call, a void with nothing to void), and every
write it got through replayed (the same command id again, and with another body). What must hold, read from the
file afterwards: every event a device wrote is one its role may write (a dealer's at its own table only), inside a
command that device sent; a refused request left no command behind; no stack below nothing, no prize above the
pool; and the service printed no traceback. (The findings this answers: a dealer token's forged hand at another
table took a stack from 10,000 to -49,000; a desk token's 999,999 prize on a 30,000 pool; a replay doubled a write.)

Whatever the transport: the attack and the cut link's retry run over plain HTTP and with the stations over HTTPS
(`floor serve --https`), where the plain port takes no station request and no station's token crosses the cable
in clear.
"""

from __future__ import annotations

import contextlib
import inspect
import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .hosts import NetworkFactory
from .room import Desk, Service, new_tournament, room_service, until

HERE = Path(__file__).resolve().parent
DC02 = {"hs": "HS3", "found": "defective_card", "face": "down", "button": 4}
VALUES: dict[str, object] = {  # a hostile value for each argument of the use cases, by its name
    "table": 2, "name": "Mallory", "text": "pwned", "reason": "because", "answer": "ok", "situation": "misdeal",
    "row": "DT-10", "action": "x", "kind": "warning", "amount": 999_999, "level": 99, "seconds": -99_999.0,
    "seat": 1, "player": 1, "players": [1, 2], "call": 1, "penalty": 1, "seen": 1, "on": True,
    "places": {"1": 999_999}, "counts": {"1": -49_000}, "contributions": {"1": 60_000},
    "leftovers": {"1": {"25": 3}}, "changes": {"rulebook_version": "mallory"},
    "rows": [["Mallory", "", "", 1]], "decision": {"situation": DC02, "row": "DC-02", "variant": None},
    "request": {"game": "holdem", "board": "Ah Kh 7c 7d 2s", "chip": 25, "button": 1,
                "seats": [{"seat": 1, "cards": "As Ad", "contributed": 60_000},
                          {"seat": 2, "cards": "Kc Ks", "contributed": 60_000}]},
}
DEALER_KINDS = {"hand-recorded", "next-hand", "hand-voided", "ruling", "floor-called"}
FLOOR_KINDS = {"ruling", "penalty-given", "penalty-ended", "incident-logged", "call-answered", "player-moved",
               "table-broken", "players-eliminated", "chips-removed", "clock"}  # (the clock: paused or resumed only)


def _intents() -> list[tuple[str, dict[str, object]]]:
    """Every intent, with hostile values for its arguments that have no default."""
    from floor.usecases import intents

    bodies = []
    for spec in intents.every():
        arguments = {name: VALUES.get(name, 1) for name, p in inspect.signature(spec.function).parameters.items()
                     if name not in ("desk", "rng", "progress") and p.default is inspect.Parameter.empty}
        bodies.append((spec.name, arguments))
    return bodies


def _requests(label: str, token: str | None, tag: str) -> list[dict[str, Any]]:
    """Every endpoint, and every intent, as ``label`` (a role, or none) would send it with ``token``."""
    hand = {"hand": 1, "submission": f"forged-{tag}-01", "board": "Ah Kh 7c 7d 2s",
            "seats": [{"seat": 1, "cards": "As Ad", "chips": "60000"}, {"seat": 2, "cards": "Kc Ks", "chips": "60000"}]}
    writes: list[tuple[str, object]] = [
        ("/api/dealer/confirm", hand), ("/api/dealer/confirm", {**hand, "hand": 99}),  # forged, then stale
        ("/api/dealer/void", hand),  # out of order: nothing stopped the hand
        ("/api/dealer/deck", {"count": 52}), ("/api/call", {"situation": "misdeal"}),
        ("/api/call/answer", {"call": 999_999, "answer": "no such call"}),  # out of order
        ("/api/floor/penalty", {"player": 1, "kind": "disqualification", "reason": "x"}),
        ("/api/floor/balance", {"seq": 1}),  # stale: the view of long ago
        ("/api/members", {"name": "Mallory", "member_id": "M666"}),
        ("/api/members/merge", {"duplicate": "M666", "into": "M667"}),
        ("/api/commit", {"base": 1, "events": [{"kind": "chips-counted", "at": 0, "payload": {"counts": {"1": -1}}}]}),
        ("/api/undo", {}), ("/api/redo", {}),
    ]
    plan: list[dict[str, Any]] = [{"who": label, "token": token, "method": "GET", "path": path}
                                  for path in ("/api/me", "/api/events?after=0", "/api/state", "/api/members")]
    for n, (path, body) in enumerate(writes):
        plan.append({"who": label, "token": token, "method": "POST", "path": path, "body": body,
                     "command": f"{tag}-w{n}"})
    for n, (name, arguments) in enumerate(_intents()):
        plan.append({"who": label, "token": token, "method": "POST", "path": "/api/intent",
                     "body": {"intent": name, "arguments": arguments}, "command": f"{tag}-i{n}"})
        if label == "dealer" and "table" in arguments:  # and at its own table, with the chips that cannot be
            plan.append({"who": label, "token": token, "method": "POST", "path": "/api/intent",
                         "body": {"intent": name, "arguments": {**arguments, "table": 1}}, "command": f"{tag}-t{n}"})
    plan.append({"who": label, "token": token, "method": "POST", "path": "/api/intent", "raw": "{not json",
                 "command": f"{tag}-raw"})
    return plan


def _attack(network: Any, host: Any, port: int, plan: list[dict[str, Any]], *,
            https: bool = False) -> list[dict[str, Any]]:
    """What the service answered to each request of ``plan`` sent from ``host`` to ``port`` (over TLS with
    ``https``, trusting any certificate)."""
    done = host.run([sys.executable, str(HERE / "attacker.py"), network.host("service").address, str(port),
                     *(["https"] if https else [])],
                    input=json.dumps(plan), capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    answers: list[dict[str, Any]] = json.loads(done.stdout)
    return [{**item, **answer} for item, answer in zip(plan, answers, strict=True)]


@contextlib.contextmanager
def _writing(db: Path) -> Iterator[None]:
    """A write transaction held on the file (as the desk's console holds one while it records): every other writer,
    the service's store thread included, waits for its end."""
    conn = sqlite3.connect(db, isolation_level=None)
    try:
        conn.execute("BEGIN IMMEDIATE")
        yield
        conn.execute("ROLLBACK")
    finally:
        conn.close()


def _commands(db: Path) -> dict[str, tuple[str, int, int]]:
    with sqlite3.connect(db) as conn:
        return {row[0]: (row[1], row[2], row[3]) for row in conn.execute(
            "SELECT command_id, author, first_seq, last_seq FROM commands")}


def _pairings(desk: Desk) -> list[dict[str, Any]]:
    """A pairing request for each station's role, with a code made at the desk (the floor's with its PIN)."""
    codes = {"dealer": desk.pair("dealer", "--table", "1"), "floor": desk.pair("floor", "--person", "Ion",
                                                                                "--pin", "2468"),
             "desk": desk.pair("desk", "--person", "Maria"), "display": desk.pair("display")}
    return [{"who": role, "token": None, "method": "POST", "path": "/api/pair",
             "body": {"code": code, "pin": "2468" if role == "floor" else ""}} for role, code in codes.items()]


def _captured(net: Any, desk: Desk, service: Service, pairings: list[dict[str, Any]]) -> dict[str, str | None]:
    """Every token the attacker holds: each station's (paired from the laptop on the stations' port), a player
    page's, a made-up one and none."""
    tokens: dict[str, str | None] = {"unpaired": None, "bogus": "not-a-token"}
    for item in _attack(net, net.host("laptop"), service.secure_port or service.port, pairings,
                        https=service.https):
        assert item["status"] == 200, item
        tokens[item["who"]] = item["answer"]["token"]
    issued = [e for e in desk.history() if e.kind == "tokens-issued"]  # (the service gives each player a page
    tokens["player"] = next(iter(issued[-1].data.to_json()["tokens"].values()))  # token at its first look)
    return tokens


def _every_request(tokens: dict[str, str | None]) -> list[dict[str, Any]]:
    plan: list[dict[str, Any]] = []
    for label in ("unpaired", "bogus", "player", "display", "floor", "dealer", "desk"):
        plan += _requests(label, tokens[label], label)
    return plan


@pytest.mark.parametrize("https", [False, True], ids=["http", "https"])
def test_a_captured_token_of_any_role_can_do_no_more_than_its_roles_intents(network: NetworkFactory,
                                                                            tmp_path: Path, https: bool) -> None:
    """Over plain HTTP, and with the stations over HTTPS (the attacker speaks TLS to their port and trusts any
    certificate: what holds there is the service's own checks, not the transport's)."""
    net = network("service", "laptop")
    desk: Desk = new_tournament(tmp_path, players=15)
    desk.floor("chips", "set", *(f"Player {n}=10000" for n in range(1, 16)))
    with room_service(net.host("service"), desk, tmp_path, https=https) as service:
        laptop = net.host("laptop")
        port = service.secure_port if https else service.port
        tokens = _captured(net, desk, service, _pairings(desk))
        start = desk.history()[-1].seq
        devices = {d["role"]: d for d in desk.devices()}

        answered = _attack(net, laptop, port, _every_request(tokens), https=https)
        accepted = [a for a in answered if a["method"] == "POST" and a["status"] == 200]
        replays = [{**a, "body": a["body"]} for a in accepted] + \
                  [{**a, "body": {"intent": "players.register", "arguments": {"name": "Replay"}}, "raw": None}
                   for a in accepted]
        replayed = _attack(net, laptop, port, replays, https=https)
    history = desk.history()
    commands = _commands(desk.db)
    if os.environ.get("FLOOR_ATTACK_REPORT"):
        from collections import Counter
        print(Counter((a["who"], a["status"]) for a in answered), len(accepted), "accepted")
        print([(a["who"], a["body"].get("intent") if isinstance(a.get("body"), dict) else a["path"]) for a in accepted])

    for item in answered:  # nobody without a role gets anything; a role gets only what its role may
        if item["path"] in ("/api/commit", "/api/undo", "/api/redo"):
            assert item["status"] == 404, item  # events sent as events find no door, whoever sends them
        elif item["who"] in ("unpaired", "bogus", "player"):
            assert item["status"] == 401, item
        assert item["status"] in (200, 400, 401, 403, 404, 409, 422), item  # never a 500, never a traceback
        if item["status"] != 200 and item.get("command"):
            assert item["command"] not in commands, item  # a refusal wrote nothing, not even its command
        if item["method"] == "GET" and item["status"] == 200 and item["who"] != "desk":  # a role reads its part:
            assert tokens["player"] not in json.dumps(item.get("answer")), item  # never a player page's key
            assert not item["path"].startswith("/api/events"), item  # nor the log (a desk's)

    by_author = {f"{d['person'] or d['role']}": d for d in devices.values()}
    assert by_author  # (each device's events carry its person or role and its id)
    for event in history:
        if event.seq <= start or event.kind == "tokens-issued":
            continue
        device = next((d for d in devices.values() if event.author.endswith(f" {d['id']})")), None)
        assert device is not None, f"{event.kind} written by {event.author}, no device of the room"
        role = device["role"]
        inside = [c for c, (author, first, last) in commands.items() if author == event.author
                  and first <= event.seq <= last]
        assert inside, f"{event.kind} #{event.seq} is in no command of {event.author}"
        if role == "dealer":
            assert event.kind in DEALER_KINDS and getattr(event.data, "table", 1) == 1, event.data.to_json()
        elif role == "floor":
            assert event.kind in FLOOR_KINDS, (event.kind, event.data.to_json())
            assert event.kind != "clock" or event.data.to_json()["action"] in ("pause", "resume"), event.data.to_json()
        else:
            assert role == "desk", (role, event.kind)

    for replay in replayed:  # the same command again: its first answer, nothing written; another body: refused
        if replay["body"].get("arguments", {}).get("name") == "Replay":  # (another shape: 400; role: 403)
            assert replay["status"] in (400, 403, 409), replay
        else:
            assert replay["status"] == 200 and replay["answer"]["command"]["again"] is True, replay
    assert [e.seq for e in desk.history()] == [e.seq for e in history] or \
        {e.kind for e in desk.history()[len(history):]} <= {"tokens-issued"}

    from floor.store.tournaments import Store

    store = Store(desk.db)
    try:
        state = store.state(store.latest())
    finally:
        store.close()
    assert all(p.chips is None or p.chips >= 0 for p in state.players.values())
    assert all(amount < 999_999 for amount in state.payout_overrides.values())
    assert not [e for e in history if e.kind == "player-registered" and e.data.to_json()["name"] in ("Replay",)]


@pytest.mark.parametrize("https", [False, True], ids=["http", "https"])
def test_a_write_whose_answer_is_lost_on_a_cut_link_is_sent_again_and_applied_once(network: NetworkFactory,
                                                                                   tmp_path: Path, https: bool) -> None:
    """The service takes the request and commits it while the second desk's cable is out: the answer never arrives,
    the desk's attempt times out, and with the cable back it sends the same command again: one registration, and
    the desk is answered as the first time (the events the first attempt made). The service is held by another
    Floor's write transaction on the file while the cable is pulled (not frozen: over HTTPS a frozen service would
    never finish the TLS handshake, and the request would never be sent). Over HTTPS the desk pairs with the
    code and the room's fingerprint, and its link pins the room's authority (a new TLS connection for the retry)."""
    from floor.room.authority import saved

    net = network("service", "desk2")
    desk = new_tournament(tmp_path, players=15)
    with room_service(net.host("service"), desk, tmp_path, https=https) as service:
        code = desk.pair("desk", "--person", "Maria")
        room = saved(desk.db)
        assert (room is not None) == https
        if room is not None:
            code = f"{code}-{room.fingerprint}"  # (as `floor devices pair` says it once the room has a CA)
        writer = net.host("desk2").popen(
            [sys.executable, str(HERE / "remote_writer.py"), service.stations, code, "Zoe Cut"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=HERE.parents[1],
            env={**os.environ, "XDG_DATA_HOME": str(tmp_path / "desk2-home")})
        assert writer.stdout is not None and writer.stdin is not None
        assert writer.stdout.readline().strip() == "ready", writer.stderr.read() if writer.stderr else ""
        with _writing(desk.db):  # (another Floor's write on the file: the service's write waits for its end)
            writer.stdin.write("go\n")
            writer.stdin.flush()
            until(lambda: service.connections_from(net.host("desk2").address) or None, 10, "the desk's request sent")
            time.sleep(1.0)  # (its TLS handshake done, its request read: the write waits on the file)
            net.host("desk2").link_down()
        # the service's write goes on: it commits and answers into the void
        until_registered = time.monotonic() + 10
        while "Zoe Cut" not in [e.data.to_json()["name"] for e in desk.history() if e.kind == "player-registered"]:
            assert time.monotonic() < until_registered, "the service never wrote the registration"
            time.sleep(0.2)
        time.sleep(11)  # the desk's attempt times out (10 s) with the cable still out
        net.host("desk2").link_up()
        out, err = writer.communicate(timeout=60)
    assert writer.returncode == 0, err
    said = json.loads(out.strip().splitlines()[-1])
    assert said["names"] == 1 and "player-registered" in said["events"] and said["seconds"] > 10
    assert said["pinned"] is https
    assert [e.data.to_json()["name"] for e in desk.history() if e.kind == "player-registered"].count("Zoe Cut") == 1


def test_over_https_no_stations_request_is_taken_on_the_plain_port_and_no_token_travels_in_clear(
        network: NetworkFactory, tmp_path: Path) -> None:
    """With the stations over HTTPS, the players' plain port takes no station request: a pairing there is refused
    (403 https-only) and its code stays unused, and every request of every captured token there is refused the same
    way and writes nothing. An eavesdropper on the service's cable, while the stations pair and write over HTTPS,
    reads the plain port's refusals in clear but no station's token anywhere: the stations never answered there."""
    net = network("service", "laptop")
    desk: Desk = new_tournament(tmp_path, players=15)
    with room_service(net.host("service"), desk, tmp_path, https=True) as service:
        laptop, host = net.host("laptop"), net.host("service")
        capture = tmp_path / "cable.bin"
        sniffer = host.popen([sys.executable, str(HERE / "sniffer.py"), host.interface, str(capture)],
                             stdout=subprocess.PIPE, text=True)
        assert sniffer.stdout is not None and sniffer.stdout.readline().strip() == "ready"
        pairings = _pairings(desk)
        for item in _attack(net, laptop, service.port, pairings):  # the right codes, on the wrong port
            assert (item["status"], item["answer"].get("code")) == (403, "https-only"), item
            assert "token" not in item["answer"], item
        assert desk.devices() == []
        tokens = _captured(net, desk, service, pairings)  # the same codes over HTTPS: never used, they pair
        wrote = _attack(net, laptop, service.secure_port, [
            {"token": tokens["desk"], "method": "POST", "path": "/api/intent", "command": "over-tls",
             "body": {"intent": "players.register", "arguments": {"name": "Zoe Secure"}}}], https=True)
        assert wrote[0]["status"] == 200, wrote
        os.kill(sniffer.pid, signal.SIGTERM)
        sniffer.wait(10)
        heard = capture.read_bytes()
        assert b"https-only" in heard and pairings[0]["body"]["code"].encode() in heard  # (the plain port, in clear)
        for role in ("dealer", "floor", "desk", "display"):
            token = tokens[role]
            assert token is not None and token.encode() not in heard, f"the {role}'s token crossed the cable in clear"
        assert b"Zoe Secure" not in heard

        before, commands = desk.history(), _commands(desk.db)
        answered = _attack(net, laptop, service.port, _every_request(tokens))  # every captured token, in clear
    for item in answered:
        assert (item["status"], item["answer"].get("code")) == (403, "https-only"), item
    assert _commands(desk.db) == commands
    assert {e.kind for e in desk.history()[len(before):]} <= {"tokens-issued"}
