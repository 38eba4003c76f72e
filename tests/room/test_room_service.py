"""Issue 18, the room service (floor/room/): pages pushed from a process of its own, and limits that hold.

Each test starts the real service on a real socket over a real database, writes with the real command line
(another Floor on the same file, as the desk is), and reads as a phone does."""

from __future__ import annotations

import socket
import time
from pathlib import Path

import pytest
from conftest import run_floor_ok
from served import floor_serve, get, served, subscribe

from floor.core.errors import FloorError
from floor.room.follow import Follower, Moment
from floor.room.gate import Gate
from floor.room.service import Limits
from floor.store.tournaments import Store


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "floor.db"
    run_floor_ok(path, "tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000")
    for name in ("Ivan Petrov", "Olga", "Ana Pop"):
        run_floor_ok(path, "player", "add", name)
    run_floor_ok(path, "seat", "draw")
    return path


def _token(db: Path, player: int) -> str:
    store = Store(db)
    try:
        return store.state(store.latest()).tokens[player]
    finally:
        store.close()


def test_a_registration_at_the_desk_is_pushed_to_the_lobby_without_a_poll(db: Path) -> None:
    with served(db) as room:
        stream = subscribe(room, "/events")
        try:
            assert stream.status == 200 and stream.headers["content-type"].startswith("text/event-stream")
            first = stream.next()
            assert first is not None and {row[0] for row in first[1]["seating"]} == {"Ivan Petrov", "Olga", "Ana Pop"}
            run_floor_ok(db, "player", "add", "Radu")  # another Floor on the file, as the desk is
            pushed = stream.next()
            assert pushed is not None and "Radu" in {row[0] for row in pushed[1]["seating"]}
            assert pushed[0] != first[0]
        finally:
            stream.close()


def test_a_players_page_is_pushed_the_bust_and_the_newcomer_gets_a_page(db: Path) -> None:
    with served(db) as room:
        olga = _token(db, 2)
        stream = subscribe(room, f"/p/{olga}/events")
        try:
            first = stream.next()
            assert first is not None and first[1]["player"]["name"] == "Olga" and not first[1]["player"]["standing"]
            run_floor_ok(db, "player", "bust", "Olga")
            pushed = stream.next()
            assert pushed is not None and pushed[1]["player"]["standing"]
        finally:
            stream.close()
        run_floor_ok(db, "player", "add", "Radu")
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and 4 not in Store(db).state(1).tokens:
            time.sleep(0.1)
        status, _, body = get(room, f"/p/{_token(db, 4)}.json")
        assert status == 200 and b"Radu" in body


def test_a_page_that_reconnects_with_what_it_had_is_sent_only_what_is_new(db: Path) -> None:
    with served(db, limits=Limits(heartbeat=30)) as room:
        stream = subscribe(room, "/events")
        first = stream.next()
        stream.close()
        assert first is not None
        resumed = subscribe(room, "/events", last=first[0])
        try:
            assert resumed.next(timeout=1.0) is None  # nothing moved: nothing sent again
            run_floor_ok(db, "player", "add", "Radu")
            pushed = resumed.next()
            assert pushed is not None and "Radu" in {row[0] for row in pushed[1]["seating"]}
        finally:
            resumed.close()
        stale = subscribe(room, "/events", last="1.0")
        try:
            caught_up = stale.next()
            assert caught_up is not None and "Radu" in {row[0] for row in caught_up[1]["seating"]}
        finally:
            stale.close()


def test_a_silent_stream_hears_the_view_again_at_each_heartbeat(db: Path) -> None:
    with served(db, limits=Limits(heartbeat=0.3)) as room:
        stream = subscribe(room, "/events")
        try:
            first, again = stream.next(), stream.next(timeout=5)
            assert first is not None and again is not None and again[0] == first[0]
        finally:
            stream.close()


def _cut_off(conn: socket.socket, within: float) -> bool:
    """Whether the service closes ``conn`` while it trickles one byte every tenth of a second."""
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        try:
            conn.sendall(b"X")
            conn.settimeout(0.1)
            if conn.recv(1) == b"":
                return True
        except TimeoutError:
            continue
        except OSError:
            return True
    return False


def test_a_client_trickling_its_request_is_cut_off_at_the_receipt_deadline_and_others_are_served(db: Path) -> None:
    with served(db, limits=Limits(receipt=0.5)) as room:
        slow = socket.create_connection((room.host, room.port), timeout=10)
        try:
            slow.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
            status, _, _ = get(room, "/lobby.json")
            assert status == 200  # served while the slow one trickles
            assert _cut_off(slow, within=5), "the slow client was never cut off"
        finally:
            slow.close()


def test_one_address_cannot_take_more_connections_than_its_share(db: Path) -> None:
    with served(db, gate=Gate(total=100, per_address=3)) as room:
        held = [socket.create_connection((room.host, room.port), timeout=10) for _ in range(3)]
        try:
            with socket.create_connection((room.host, room.port), timeout=10) as extra:
                try:
                    extra.sendall(b"GET /lobby.json HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                    answer = extra.recv(100)
                except ConnectionError:
                    answer = b""
            assert answer == b""  # turned away at the door, before a byte was read
            assert room.call(lambda: room.room.gate.refused) >= 1
        finally:
            for conn in held:
                conn.close()
        deadline = time.monotonic() + 10
        while room.call(lambda: room.room.gate.count) and time.monotonic() < deadline:
            time.sleep(0.05)
        status, _, _ = get(room, "/lobby.json")
        assert status == 200  # the share is given back as the connections close


@pytest.mark.parametrize(("request_bytes", "status"), [
    (b"GARBAGE\r\n\r\n", 400),
    (b"GET /" + b"a" * 5000 + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 414),
    (b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + b"b" * 9000 + b"\r\n\r\n", 431),
    (b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n" + b"".join(b"X-%d: %s\r\n" % (i, b"b" * 1000) for i in range(30))
     + b"\r\n", 431),  # each header within bounds, 30 KB together: the stdlib server's 8 KB of headers held
    (b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n" + b"".join(b"X-%d: b\r\n" % i for i in range(60)) + b"\r\n", 431),
    (b"POST /lobby.json HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\n\r\n{}", 405),
    (b"GET /p/not-a-token.json HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 404),
])
def test_a_malformed_or_wrong_request_gets_a_plain_http_answer(db: Path, request_bytes: bytes, status: int) -> None:
    with served(db) as room, socket.create_connection((room.host, room.port), timeout=10) as conn:
        conn.sendall(request_bytes)
        data = b""
        while chunk := conn.recv(65536):
            data += chunk
        assert data.startswith(b"HTTP/1.") and int(data.split()[1]) == status, data[:200]
        assert b"aaaa" not in data and b"bbbb" not in data and b"GARBAGE" not in data  # what was sent is not echoed


def test_floor_serve_stops_on_sigterm_prints_nothing_for_a_bad_request_and_speaks_the_room(db: Path,
                                                                                             tmp_path: Path) -> None:
    proc, port = floor_serve(db, tmp_path, "--language", "ru")
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=10) as conn:
            conn.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            data = b""
            while chunk := conn.recv(65536):
                data += chunk
        assert b"Content-Language: ru" in data and "Рассадка".encode() in data
        with socket.create_connection(("127.0.0.1", port), timeout=10) as conn:  # answered, and not logged
            conn.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + b"b" * 65536 + b"\r\n\r\n")
            assert conn.recv(12).startswith(b"HTTP/1.")
    finally:
        proc.terminate()
        _, err = proc.communicate(timeout=30)
    assert proc.returncode == 0 and err == "", err


class Hiccup(Follower):
    """The real follower on the real file, whose reads fail while ``failing`` is set (a disk that stops answering
    for a moment): the fault the service must live through."""

    failing = False

    def check(self) -> Moment | None:
        if self.failing:
            raise FloorError("disk I/O error", code="bad-database")
        return super().check()


def test_a_database_that_cannot_be_read_for_a_moment_is_said_once_and_the_pages_catch_up(
        db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    follower = Hiccup(db, 1, "Ana", time.time)
    with served(db, follower=follower, limits=Limits(heartbeat=0.3)) as room:
        stream = subscribe(room, "/events")
        try:
            assert stream.next() is not None
            follower.failing = True
            time.sleep(1.0)  # four checks fail
            assert stream.next(timeout=0.8) is None  # no heartbeat vouches for a view the service cannot read
            follower.failing = False
            run_floor_ok(db, "player", "add", "Radu")
            caught_up = stream.next()
            while caught_up is not None and "Radu" not in {row[0] for row in caught_up[1]["seating"]}:
                caught_up = stream.next()
            assert caught_up is not None
        finally:
            stream.close()
    said = [line for line in capsys.readouterr().err.splitlines() if "cannot read the database" in line]
    assert said == ["floor: the room service cannot read the database: disk I/O error"]


@pytest.mark.parametrize(("host", "status"), [("192.168.1.20:8765", 200), ("[fe80::1]:8765", 200), ("localhost", 200),
                                              ("127.0.0.1", 200), ("evil.example:8765", 421), ("", 421),
                                              ("floor.local", 421)])
def test_a_request_must_name_the_service_by_its_address(db: Path, host: str, status: int) -> None:
    """DNS rebinding: a page of another site, open on a phone in the room, that points its own name at the room's
    service is refused, because the request names that site, not the service's address."""
    with served(db) as room, socket.create_connection((room.host, room.port), timeout=10) as conn:
        conn.sendall(f"GET /lobby.json HTTP/1.1\r\nHost: {host}\r\n\r\n".encode())
        data = b""
        while chunk := conn.recv(65536):
            data += chunk
        assert int(data.split()[1]) == status, data[:200]
