"""The console's switch runs the room service in a process of its own (issue 18): no phone can stall the desk.

``ServedPages`` is what ``floor/app.py`` hands the console: on, it starts ``floor serve`` on the same file and
waits for its address; the pages it serves are pushed; off, the process is gone; a port in use is refused in
the floor's words before anything starts; and a console killed takes its service with it."""

from __future__ import annotations

import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import run_floor_ok
from served import split

from floor.core.errors import FloorError
from floor.player_pages import ServedPages
from floor.store.tournaments import Store

T0 = 1_800_000_000.0


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "floor.db"
    run_floor_ok(path, "tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000")
    for name in ("Ivan Petrov", "Olga"):
        run_floor_ok(path, "player", "add", name)
    run_floor_ok(path, "seat", "draw")
    return path


@pytest.fixture
def pages(db: Path) -> Iterator[ServedPages]:
    store = Store(db)
    served = ServedPages(store, store.latest())
    yield served
    served.stop()
    store.close()


def _get(port: int, path: str) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=10) as conn:
        conn.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
        data = b""
        while chunk := conn.recv(65536):
            data += chunk
    return split(data)[2]


def test_the_switch_starts_floor_serve_and_stops_it(pages: ServedPages, db: Path) -> None:
    url = pages.start("127.0.0.1", 0, now=T0, author="Ana")
    assert pages.running and pages.process is not None and url == f"http://127.0.0.1:{pages.port}/"
    assert b"Ivan Petrov" in _get(pages.port, "/lobby.json")
    state = pages.store.state(pages.tournament_id)
    assert len(state.tokens) == 2  # given by the desk before the service started: the cards can be printed
    process = pages.process
    pages.stop()
    assert not pages.running and process.poll() is not None
    with pytest.raises(ConnectionRefusedError):
        socket.create_connection(("127.0.0.1", pages.port), timeout=2).close()


def test_a_port_in_use_is_refused_in_the_floors_words_and_starts_nothing(pages: ServedPages) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        with pytest.raises(FloorError) as refused:
            pages.start("127.0.0.1", port, now=T0, author="Ana")
    assert refused.value.code == "port-in-use" and f"port {port} is already in use" in refused.value.message
    assert pages.process is None and not pages.running


def test_a_killed_console_takes_its_service_with_it(db: Path, tmp_path: Path) -> None:
    """kill -9 of the desk's process: the service it started ends too, and the port is free for the next."""
    script = ("import sys,time\nfrom floor.store.tournaments import Store\nfrom floor.player_pages import "
              f"ServedPages\nstore=Store({str(db)!r})\np=ServedPages(store,store.latest())\n"
              "p.start('127.0.0.1',0,now=0.0,author='Ana')\nprint(p.port,flush=True)\ntime.sleep(600)\n")
    console = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True, cwd=tmp_path)
    assert console.stdout is not None
    port = int(console.stdout.readline())
    assert b"Olga" in _get(port, "/lobby.json")
    console.send_signal(signal.SIGKILL)
    console.wait(10)
    console.stdout.close()
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
        except OSError:
            break
        time.sleep(0.2)
    else:
        pytest.fail("the service outlived the console that started it")


