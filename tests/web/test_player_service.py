"""The player pages, end to end: a real Store, the room service (floor/room/service.py, the one HTTP server) on
127.0.0.1 following it, urllib as the phone."""

from __future__ import annotations

import json
import random
import re
import socket
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from conftest import FakeTime
from room.served import Served, served, split

from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament import tokens
from floor.tournament.events import Event
from floor.tournament.ordinals import ordinal
from floor.tournament.seating import actions as S
from floor.tournament.settings import Settings
from floor.tournament.state import TournamentState
from floor.web import snapshot

NOW = 1_800_000_000.0
XSS = "<script>alert(1)</script>"


@pytest.fixture
def room(tmp_path: Path) -> Iterator[tuple[Store, int, Served]]:
    store = Store(tmp_path / "floor.db")
    tid = store.create(Settings("Sunday Deep", buy_in=100, starting_stack=10_000, seats_per_table=6), now=NOW,
                       author="Ana")
    store.act_all(tid, [lambda s, i=i: P.register(s, f"P{i}", now=NOW, author="Ana", level=1) for i in range(9)]
                  + [lambda s: P.register(s, XSS, now=NOW, author="Ana", level=1)])
    store.act(tid, lambda s: S.draw_seats(s, rng=random.Random(3), now=NOW, author="Ana"))
    store.act(tid, lambda s: tokens.issue_tokens(s, now=NOW, author="Ana"))
    with served(tmp_path / "floor.db", tid, now=FakeTime(NOW)) as service:
        yield store, tid, service
    store.close()


def _url(service: Served, path: str) -> str:
    return f"http://{service.host}:{service.port}{path}"


def _get(service: Served, path: str, method: str = "GET") -> tuple[int, bytes]:
    try:
        with urllib.request.urlopen(urllib.request.Request(_url(service, path), method=method), timeout=5) as r:
            return r.status, r.read()
    except urllib.error.HTTPError as err:
        return err.code, err.read()


def _act(store: Store, tid: int, service: Served, action: Callable[[TournamentState], Event], now: float) -> None:
    """The desk acts; the service, its clock at ``now``, shows it."""
    service.clock.now = now
    store.act(tid, action)
    service.caught_up(store, tid)


def test_tokens_are_long_unique_kept_across_restarts_and_reentry(tmp_path: Path) -> None:
    db = tmp_path / "floor.db"
    store = Store(db)
    tid = store.create(Settings("T", buy_in=100, starting_stack=10_000, reentry=None), now=NOW, author="Ana")
    store.act_all(tid, [lambda s, i=i: P.register(s, f"P{i}", now=NOW, author="Ana", level=1) for i in range(3)])
    _, state = store.act(tid, lambda s: tokens.issue_tokens(s, now=NOW, author="Ana"))
    given = dict(state.tokens)
    assert len(given) == 3 and len(set(given.values())) == 3
    assert all(len(t) >= 22 for t in given.values())  # 16 bytes of urlsafe base64
    published = snapshot.build(state, NOW)
    assert published.player_of(given[2]) == 2 and published.player_of("x" * 22) is None
    assert published.player_of(given[2][:-1]) is None and published.player_of(given[2] + "A") is None
    store.close()
    again = Store(db)
    assert again.state(tid).tokens == given
    assert tokens.missing(again.state(tid)) == []
    again.close()


def test_the_player_page_shows_name_table_and_seat(room: tuple[Store, int, Served]) -> None:
    store, tid, service = room
    state = store.state(tid)
    pid = next(p.id for p in state.players.values() if p.name == "P1")
    table, seat = state.seats[pid]
    status, body = _get(service, f"/p/{state.tokens[pid]}")
    page = body.decode()
    assert status == 200
    assert "P1" in page and f'id="table">{table}<' in page and f'id="seat">{seat}<' in page
    assert "Sunday Deep" in page
    data = json.loads(_get(service, f"/p/{state.tokens[pid]}.json")[1])
    assert data["player"]["table"] == table and data["player"]["seat"] == seat and data["player"]["move"] is None
    assert data["clock"]["server_time"] == NOW and data["clock"]["players_left"] == 10


def test_a_move_then_a_bust_show_on_the_json(room: tuple[Store, int, Served]) -> None:
    store, tid, service = room
    state = store.state(tid)
    pid = next(p.id for p in state.players.values() if p.name == "P1")
    token = state.tokens[pid]
    here = state.seats[pid][0]
    other = next(t for t in state.tables.values() if t.number != here)
    free = next(i for i, p in enumerate(other.seats, 1) if p is None) if None in other.seats else None
    if free is None:  # make room at the other table
        out = next(p for p in other.seats if p is not None)
        store.act(tid, lambda s: P.eliminate(s, [out], now=NOW + 5, author="Ana"))
        free = other.seats.index(out) + 1
    _act(store, tid, service, lambda s: S.move(s, pid, other.number, free, now=NOW + 10, author="Ana",
                                               reason="test"), NOW + 11)
    move = json.loads(_get(service, f"/p/{token}.json")[1])["player"]["move"]
    assert move is not None and (move["table"], move["seat"], move["at"]) == (other.number, free, NOW + 10)
    assert "You have been moved" in _get(service, f"/p/{token}")[1].decode()
    _act(store, tid, service, lambda s: P.eliminate(s, [pid], now=NOW + 20, author="Ana"), NOW + 21)
    player = json.loads(_get(service, f"/p/{token}.json")[1])["player"]
    assert player["status"] == "out" and player["place"] == store.state(tid).players[pid].place
    assert player["place"] is not None and player["move"] is None
    assert player["standing"] == f"{ordinal(player['place'])} place"  # "10th place", no more "10 place"
    assert f'id="out">{ordinal(player["place"])} place<' in _get(service, f"/p/{token}")[1].decode()


def test_names_are_escaped(room: tuple[Store, int, Served]) -> None:
    store, tid, service = room
    state = store.state(tid)
    pid = next(p.id for p in state.players.values() if p.name == XSS)
    page = _get(service, f"/p/{state.tokens[pid]}")[1].decode()
    assert XSS not in page and "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert XSS not in _get(service, "/")[1].decode()
    assert [row[0] for row in json.loads(_get(service, "/lobby.json")[1])["seating"] if row[0] == XSS] == [XSS]


@pytest.mark.parametrize("path", ["/p/" + "A" * 22, "/nothing", "/p/", "/../etc/passwd", "/p/../../pyproject.toml",
                                  "/%2e%2e/floor.db", "/static/"])
def test_unknown_tokens_and_paths_are_a_404_page_that_leads_to_the_lobby(room: tuple[Store, int, Served],
                                                                          path: str) -> None:
    """A wrong or old link shows a page that says so and links to the lobby; it serves nothing else."""
    status, body = _get(room[2], path)
    page = body.decode()
    assert status == 404 and "<h1>Page not found</h1>" in page and '<a href="/">Open the lobby' in page
    assert "P1" not in page and "Sunday Deep" not in page and len(body) < 4000


@pytest.mark.parametrize("path", ["/p/" + "A" * 22 + ".json", "/nothing.json"])
def test_a_script_polling_a_wrong_address_gets_a_plain_404(room: tuple[Store, int, Served], path: str) -> None:
    """The page's script, not a person, reads a .json address: a short plain answer."""
    status, body = _get(room[2], path)
    assert status == 404 and body == b"Not found\n"


def test_only_get_and_head(room: tuple[Store, int, Served]) -> None:
    service = room[2]
    assert _get(service, "/", "POST")[0] == 405
    assert _get(service, "/lobby.json", "DELETE")[0] == 405
    assert _get(service, "/", "HEAD") == (200, b"")


def test_every_page_is_uncached_varies_with_the_phones_language_and_names_no_versions(
        room: tuple[Store, int, Served]) -> None:
    """What the stdlib server said of each page, the room service says too: never kept by a cache (a token's
    page), kept apart per language by one that does (a Russian lobby is not a Romanian phone's), no referrer
    (the token is in the address), only the service's own files run, and no software versions."""
    store, tid, service = room
    token = next(iter(store.state(tid).tokens.values()))
    for path in ("/", "/lobby.json", f"/p/{token}", f"/p/{token}.json", "/nothing"):
        with socket.create_connection((service.host, service.port), timeout=5) as conn:
            conn.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: ru\r\n\r\n".encode())
            data = b""
            while chunk := conn.recv(65536):
                data += chunk
        status, headers, _ = split(data)
        assert status == (404 if path == "/nothing" else 200), path
        assert headers["vary"] == "Accept-Language" and headers["content-language"] == "ru", path
        assert headers["cache-control"] == "no-store" and headers["referrer-policy"] == "no-referrer", path
        assert headers["x-content-type-options"] == "nosniff" and "script-src 'self'" in headers[
            "content-security-policy"], path
        assert headers["server"] == "Floor", path


def _raw(service: Served, data: bytes) -> bytes:
    with socket.create_connection((service.host, service.port), timeout=5) as sock:
        sock.sendall(data)
        chunks = []
        while chunk := sock.recv(65536):
            chunks.append(chunk)
    return b"".join(chunks)


def test_oversized_request_line_and_headers_are_refused(room: tuple[Store, int, Served]) -> None:
    service = room[2]
    assert _raw(service, b"GET /" + b"a" * 5000 + b" HTTP/1.0\r\n\r\n").startswith(b"HTTP/1.0 414")
    headers = b"".join(b"X-%d: %s\r\n" % (i, b"b" * 200) for i in range(60))
    assert _raw(service, b"GET / HTTP/1.0\r\n" + headers + b"\r\n").startswith(b"HTTP/1.0 431")
    assert _raw(service, b"GET / HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n").startswith(b"HTTP/1.0 200")


def test_a_silent_client_blocks_nobody(room: tuple[Store, int, Served]) -> None:
    service = room[2]
    silent = [socket.create_connection((service.host, service.port), timeout=10) for _ in range(5)]
    try:
        started = time.monotonic()
        assert _get(service, "/lobby.json")[0] == 200
        assert time.monotonic() - started < 2
    finally:
        for sock in silent:
            sock.close()


def test_pages_are_small(room: tuple[Store, int, Served]) -> None:
    store, tid, service = room
    token = next(iter(store.state(tid).tokens.values()))
    for path in ("/", f"/p/{token}"):
        status, body = _get(service, path)
        assert status == 200 and 1000 < len(body) < 30_000
        assert b"http://" not in body and b"https://" not in body  # nothing from elsewhere: the room is offline
        assert re.findall(rb'<script src="([^"]+)"', body) and all(
            src.startswith(b"/static/") for src in re.findall(rb'<script src="([^"]+)"', body))
        assert b"<style" not in body and re.search(rb"<script>(?!</script>)", body) is None
