"""The room's transport (issue 28): the service serves the stations over HTTPS with a certificate of the room's own
authority, made on its first start; a Floor window on another computer pins its fingerprint, carried in the pairing
code; a wrong or changed certificate is refused in words before any code or token is sent; the players' pages stay
on the plain port, and no station request is taken there."""

from __future__ import annotations

import hashlib
import http.client
import json
import re
import socket
import ssl
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from room.served import get, post, seated_room, served

from floor.core.errors import FloorError
from floor.room import authority, certificates
from floor.room.gate import Gate
from floor.room.link import Impostor, Link, pair, pairing_code, pinned, saved_authority, saved_token
from floor.room.remote import RemoteDesk
from floor.room.service import Limits, lobby_qr
from floor.store.devices import DeviceBook
from floor.store.tournaments import Store
from floor.usecases import players


@pytest.fixture
def db(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))  # (this computer's saved pairings: the test's own)
    return seated_room(tmp_path / "floor.db")


@pytest.fixture
def room_ca(db: Path) -> authority.Authority:
    return certificates.ready(db, ["127.0.0.1"], now=time.time())


def _code(db: Path, role: str, person: str = "", table: int | None = None) -> str:
    store = Store(db)
    try:
        tables = set(store.state(store.latest()).tables)
        return DeviceBook(store).offer(role, table=table, person=person, pin="", tables=tables, now=time.time()).code
    finally:
        store.close()


def _devices(db: Path) -> int:
    store = Store(db)
    try:
        return len(DeviceBook(store).devices())
    finally:
        store.close()


def _serve_https(db: Path) -> tuple[subprocess.Popen[str], str]:
    """`floor serve --https` as a process of its own, and the line it announced itself with."""
    proc = subprocess.Popen([sys.executable, "-m", "floor", "--db", str(db), "serve", "--host", "127.0.0.1",
                             "--port", "0", "--https"], cwd=db.parent, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    return proc, proc.stdout.readline()


def _stop(proc: subprocess.Popen[str]) -> None:
    proc.terminate()
    proc.communicate(timeout=20)


def test_the_room_makes_its_authority_on_the_first_start_keeps_it_and_says_where_the_stations_are(
        tmp_path: Path) -> None:
    db = seated_room(tmp_path / "floor.db")
    proc, line = _serve_https(db)
    try:
        made = authority.saved(db)
        assert made is not None, line
        keys = db.with_name("floor.db.room")
        assert keys.stat().st_mode & 0o777 == 0o700
        assert {p.name: p.stat().st_mode & 0o777 for p in keys.iterdir()} == {
            "ca.key": 0o600, "server.key": 0o600, "ca.pem": 0o644, "server.pem": 0o644}
        found = re.search(r"Player pages on http://127\.0\.0\.1:(\d+)/.* Stations on https://127\.0\.0\.1:(\d+)/ "
                          r"\(the room's certificate: ([0-9A-F ]+)\)", line)
        assert found is not None and found.group(3) == authority.spoken(made.fingerprint), line
        plain = http.client.HTTPConnection("127.0.0.1", int(found.group(1)), timeout=10)
        plain.request("GET", "/room.crt")  # public, on the players' port too: what a tablet downloads
        assert hashlib.sha256(plain.getresponse().read()).hexdigest() == made.fingerprint
        secure = http.client.HTTPSConnection("127.0.0.1", int(found.group(2)), timeout=10,
                                              context=ssl.create_default_context(cadata=made.ca_pem))
        secure.request("GET", "/pair")  # the chain checked, and the host name too, as a browser checks them
        assert secure.getresponse().status == 200
    finally:
        _stop(proc)
    proc, line = _serve_https(db)  # the next start: the same authority, and the same fingerprint said
    try:
        assert authority.saved(db) == made and authority.spoken(made.fingerprint) in line
    finally:
        _stop(proc)


def test_a_floor_window_pairs_with_the_fingerprint_in_the_code_and_works_over_the_pinned_link(
        db: Path, room_ca: authority.Authority) -> None:
    with served(db, authority=room_ca) as s:
        url = f"https://127.0.0.1:{s.secure_port}/"
        device = pair(url, f"{_code(db, 'desk', 'Maria')}-{room_ca.fingerprint}")
        assert device["role"] == "desk" and saved_authority(url) == room_ca.ca_pem
        desk = RemoteDesk(url, saved_token(url))
        try:
            done = players.register(desk, "Zoe Late")  # the intent over TLS, recorded at the service
            assert done.state.players[max(done.state.players)].name == "Zoe Late"
            assert desk.connected.wait(10)  # the log's stream, over the same pinned TLS
        finally:
            desk.close()


def test_a_wrong_fingerprint_is_refused_naming_the_danger_and_the_code_never_reaches_the_service(
        db: Path, room_ca: authority.Authority) -> None:
    with served(db, authority=room_ca) as s:
        url = f"https://127.0.0.1:{s.secure_port}/"
        code = _code(db, "desk", "Maria")
        with pytest.raises(Impostor, match="pretending to be the room's service: nothing was sent"):
            pair(url, f"{code}-{'0' * 64}")
        assert saved_token(url) == "" and _devices(db) == 0
        pair(url, f"{code}-{room_ca.fingerprint}")  # the code is still unused: it was never sent
        assert _devices(db) == 1


def test_an_https_service_is_not_paired_with_the_six_digits_alone(db: Path, room_ca: authority.Authority) -> None:
    with served(db, authority=room_ca) as s, pytest.raises(FloorError, match="speaks HTTPS: pair with the code"):
            pair(f"https://127.0.0.1:{s.secure_port}/", _code(db, "desk", "Maria"))


@pytest.fixture
def impostor(tmp_path: Path) -> Iterator[tuple[int, list[bytes]]]:
    """Another computer answering TLS on the room's address with a certificate of its own room: what it reads."""
    other = certificates.ready(tmp_path / "other.db", ["127.0.0.1"], now=time.time())
    context = other.server_context()
    listener = socket.create_server(("127.0.0.1", 0))
    heard: list[bytes] = []

    def serve() -> None:
        while True:
            try:
                raw, _ = listener.accept()
            except OSError:
                return
            with raw:
                try:
                    with context.wrap_socket(raw, server_side=True) as tls:
                        tls.settimeout(5)
                        while chunk := tls.recv(65536):
                            heard.append(chunk)
                except (OSError, ssl.SSLError):
                    continue

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        yield listener.getsockname()[1], heard
    finally:
        listener.close()
        thread.join(5)


def test_a_saved_device_whose_service_shows_another_certificate_is_refused_before_its_token_is_sent(
        room_ca: authority.Authority, impostor: tuple[int, list[bytes]]) -> None:
    port, heard = impostor
    link = Link(f"https://127.0.0.1:{port}/", "the-devices-secret-token", authority=room_ca.ca_pem)
    with pytest.raises(Impostor, match="showed a certificate the room's authority did not sign: another computer "
                                       "may be pretending to be it, so nothing was sent"):
        link.ok("GET", "/api/me")
    assert heard == []


def test_a_plain_link_to_the_impostor_cannot_be_made_without_the_rooms_certificate(
        db: Path, impostor: tuple[int, list[bytes]]) -> None:
    port, heard = impostor
    with pytest.raises(FloorError, match="no certificate of the room service"):
        Link(f"https://127.0.0.1:{port}/", "the-devices-secret-token").ok("GET", "/api/me")
    assert heard == []


def test_with_https_the_plain_port_serves_the_players_and_takes_no_station_request(
        db: Path, room_ca: authority.Authority) -> None:
    with served(db, authority=room_ca) as s:
        code = _code(db, "dealer", table=1)
        status, answer = post(s, "/api/pair", {"code": code, "pin": ""})
        assert (status, answer["code"]) == (403, "https-only") and _devices(db) == 0
        status, headers, _ = get(s, "/dealer")
        assert status == 307 and headers["location"] == f"https://127.0.0.1:{s.secure_port}/dealer"
        status, _, page = get(s, "/pair")
        assert status == 200 and f'"https": "https://127.0.0.1:{s.secure_port}/pair"'.encode() in page
        assert authority.spoken(room_ca.fingerprint).encode() in page
        assert get(s, "/")[0] == 200 and get(s, "/lobby.json")[0] == 200  # the players' phones: as before


def test_the_rooms_certificate_is_for_the_rooms_private_networks_only(tmp_path: Path) -> None:
    made = certificates.ready(tmp_path / "floor.db", ["192.168.1.20"], now=time.time())
    client = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    client.load_verify_locations(cadata=made.ca_pem)
    assert client.get_ca_certs()[0]["subject"][0][0] == ("organizationName", "Floor")
    with pytest.raises(FloorError, match=r"8\.8\.8\.8 is not a private address"):
        certificates.ready(tmp_path / "floor.db", ["8.8.8.8"], now=time.time())
    assert certificates.ready(tmp_path / "floor.db", ["10.0.0.7"], now=time.time()) == made  # (a new address:
    # the service's certificate made again, the authority kept)


@pytest.mark.parametrize(("typed", "read"), [
    ("123456", ("123456", "")),
    (" 123456 ", ("123456", "")),
    ("123456-" + "AB" * 32, ("123456", "ab" * 32)),
    ("https://10.0.0.5:8766/pair#123456-" + "ab12 " * 12 + "ab12" * 4, ("123456", "ab12" * 16)),
])
def test_a_pairing_code_is_read_as_the_desk_shows_it(typed: str, read: tuple[str, str]) -> None:
    assert pairing_code(typed) == read


@pytest.mark.parametrize("typed", ["12345", "123456-abc", "123456-" + "g" * 64, "code"])
def test_anything_else_is_not_a_pairing_code(typed: str) -> None:
    with pytest.raises(FloorError, match="is not a pairing code"):
        pairing_code(typed)


def _secure_get(port: int, made: authority.Authority, path: str,
                headers: dict[str, str] | None = None) -> tuple[int, bytes]:
    conn = http.client.HTTPSConnection("127.0.0.1", port, timeout=10, context=pinned(made.ca_pem))
    try:
        conn.request("GET", path, headers={"Host": f"127.0.0.1:{port}", **(headers or {})})
        answer = conn.getresponse()
        return answer.status, answer.read()
    finally:
        conn.close()


def test_a_tv_on_the_https_port_shows_the_players_the_lobby_on_their_plain_port(
        db: Path, room_ca: authority.Authority) -> None:
    with served(db, authority=room_ca) as s:
        assert s.secure_port is not None
        status, svg = _secure_get(s.secure_port, room_ca, "/qr/lobby.svg")
    assert status == 200 and svg == lobby_qr(f"127.0.0.1:{s.port}")  # http://…:players' port/, not the TLS one


def test_a_stations_token_is_taken_from_its_header_only_never_from_an_address(
        db: Path, room_ca: authority.Authority) -> None:
    with served(db, authority=room_ca) as s:
        assert s.secure_port is not None
        url = f"https://127.0.0.1:{s.secure_port}/"
        pair(url, f"{_code(db, 'desk', 'Maria')}-{room_ca.fingerprint}")
        token = saved_token(url)
        for path in (f"/api/me?token={token}", f"/api/me?access_token={token}", f"/api/me?auth={token}",
                     f"/api/events?after=0&token={token}"):
            assert _secure_get(s.secure_port, room_ca, path)[0] == 401, path
        assert _secure_get(s.secure_port, room_ca, "/api/me", {"Authorization": f"Bearer {token}"})[0] == 200


def test_floor_devices_pair_gives_the_code_with_the_rooms_fingerprint_once_the_room_has_one(
        db: Path, room_ca: authority.Authority) -> None:
    from conftest import run_floor_ok

    said = run_floor_ok(db, "devices", "pair", "desk", "--person", "Maria", "--server", "https://10.0.0.5:8766/")
    code = re.search(r"Pairing code (\d{6}) on https://10\.0\.0\.5:8766/pair#(\S+):", said)
    assert code is not None and code.group(2) == f"{code.group(1)}-{room_ca.fingerprint}", said
    assert f"--code {code.group(2)}" in said and authority.spoken(room_ca.fingerprint) in said
    answer = json.loads(run_floor_ok(db, "devices", "pair", "display", "--json"))
    assert answer["fingerprint"] == room_ca.fingerprint


def test_a_client_that_never_finishes_its_tls_handshake_is_cut_at_the_receipt_deadline(
        db: Path, room_ca: authority.Authority) -> None:
    with served(db, authority=room_ca, limits=Limits(receipt=1.0)) as s:
        assert s.secure_port is not None
        with socket.create_connection(("127.0.0.1", s.secure_port), timeout=10) as idle:
            began = time.monotonic()
            assert idle.recv(1) == b""  # (a TCP connection and no ClientHello: closed by the service)
            assert time.monotonic() - began < 5


def test_connections_that_never_begin_their_tls_handshake_hold_their_share_of_the_gate(
        db: Path, room_ca: authority.Authority) -> None:
    with served(db, authority=room_ca, gate=Gate(total=100, per_address=3)) as s:
        assert s.secure_port is not None
        idle = [socket.create_connection(("127.0.0.1", s.secure_port), timeout=10) for _ in range(3)]
        try:
            deadline = time.monotonic() + 10
            while s.call(lambda: s.room.gate.count) < 3 and time.monotonic() < deadline:
                time.sleep(0.05)
            with pytest.raises((ssl.SSLError, ConnectionError)):  # turned away at the door, before a handshake
                _secure_get(s.secure_port, room_ca, "/pair")
            assert s.call(lambda: s.room.gate.refused) >= 1
        finally:
            for conn in idle:
                conn.close()
        deadline = time.monotonic() + 10
        while s.call(lambda: s.room.gate.count) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert _secure_get(s.secure_port, room_ca, "/pair")[0] == 200  # their share back once they are gone
