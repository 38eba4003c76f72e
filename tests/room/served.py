"""The room service started inside a test, on a real socket: its event loop on a thread of its own, and the
push streams read as a browser's EventSource reads them (over HTTP/1.0, so that no chunking is in the way)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import secrets
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from floor.room.authority import Authority
from floor.room.follow import Follower, Moment
from floor.room.gate import Gate
from floor.room.service import Limits, Room, start
from floor.store.tournaments import Store


@dataclass
class Served:
    room: Room
    host: str
    port: int
    loop: asyncio.AbstractEventLoop
    clock: Callable[[], float] = time.time  # the service's time (a test's FakeTime moves it)
    secure_port: int | None = None  # the stations' HTTPS port, when served with the room's authority

    def call(self, fn: Any) -> Any:
        """Run ``fn()`` on the service's loop and return its result (a look at the room's state)."""
        return asyncio.run_coroutine_threadsafe(_call(fn), self.loop).result(10)

    @property
    def base(self) -> str:
        """The service's address as a phone opens it, ending in ``/``."""
        return f"http://{self.host}:{self.port}/"

    def shows(self, done: Callable[[Moment], bool], timeout: float = 10.0) -> Moment:
        """Wait until the room shows a moment for which ``done`` holds (the service asked to check the store at
        once, then at every check): what a phone reads from then on. A test that moves the service's clock moves
        it before it writes, so the moment that carries the write is made at the new time."""
        deadline = time.monotonic() + timeout
        while True:
            self.call(self.room.nudge)
            moment = self.call(lambda: self.room.moment)
            if moment is not None and done(moment):
                return moment
            if time.monotonic() > deadline:
                raise AssertionError(f"the room service never showed what the test waited for (it shows {moment})")
            time.sleep(0.02)

    def caught_up(self, store: Store, tournament_id: int = 1) -> Moment:
        """Wait until the room shows the tournament as ``store`` has it now (or later: its own tokens)."""
        seq = store.state(tournament_id).seq
        return self.shows(lambda moment: moment.seq >= seq)


async def _call(fn: Any) -> Any:
    return fn()


@contextlib.contextmanager
def served(db: Path, tournament_id: int = 1, *, limits: Limits | None = None, gate: Gate | None = None,
           language: str | None = None, follower: Follower | None = None,
           now: Callable[[], float] = time.time, port: int = 0,
           authority: Authority | None = None) -> Iterator[Served]:
    """The room service on 127.0.0.1 over ``db`` (``port`` 0: a free one), its clock ``now`` (a test's
    :class:`FakeTime`); with ``authority``, its stations over HTTPS too."""
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, name="room-under-test", daemon=True)
    thread.start()
    follower = follower or Follower(db, tournament_id, "Ana", now)
    room = Room(follower, language, limits or Limits(), gate or Gate(), authority=authority)
    secure = None if authority is None else authority.server_context()
    running = asyncio.run_coroutine_threadsafe(start(room, "127.0.0.1", port, secure=secure), loop).result(30)
    try:
        yield Served(room, running.host, running.port, loop, follower.now, running.secure_port)
    finally:
        asyncio.run_coroutine_threadsafe(running.stop(), loop).result(30)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(10)
        loop.close()
        follower.close()


def get(served: Served, path: str, headers: dict[str, str] | None = None) -> tuple[int, dict[str, str], bytes]:
    """One plain request; the status, the headers (lower-case names) and the body."""
    with socket.create_connection((served.host, served.port), timeout=10) as conn:
        extra = "".join(f"{k}: {v}\r\n" for k, v in (headers or {}).items())
        conn.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n{extra}\r\n".encode())
        data = b""
        while chunk := conn.recv(65536):
            data += chunk
    return split(data)


def seated_room(path: Path) -> Path:
    """A tournament of eight players at two six-seat tables, seated, each button drawn: a room ready to deal."""
    from conftest import run_floor_ok

    run_floor_ok(path, "tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000", "--seats", "6")
    for name in ("Ivan Petrov", "Olga", "Ana Pop", "Dan", "Ion", "Maria", "Petr", "Vera"):
        run_floor_ok(path, "player", "add", name)
    run_floor_ok(path, "seat", "draw")
    run_floor_ok(path, "button", "draw", "1")
    run_floor_ok(path, "button", "draw", "2")
    return path


READS = ("/api/pair", "/api/dealer/result")  # the POSTs that write nothing a command id is kept for


def post(served: Served, path: str, body: object, token: str | None = None, language: str = "en",
         content_type: str = "application/json", command: str | None = "",
         source: str | None = None) -> tuple[int, dict[str, Any]]:
    """A station's request: JSON in, the status and the JSON answer out. A write carries a command id as a station
    sends it (a new one unless ``command`` names it; None: no command id at all). ``source``: the loopback address
    it comes from (127.0.0.2 is another device)."""
    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    auth = f"Authorization: Bearer {token}\r\n" if token is not None else ""
    if command == "" and path not in READS:
        command = secrets.token_hex(8)
    if command:
        auth += f"Idempotency-Key: {command}\r\n"
    with socket.create_connection((served.host, served.port), timeout=30,
                                  source_address=None if source is None else (source, 0)) as conn:
        conn.sendall(f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: {language}\r\n{auth}"
                     f"Content-Type: {content_type}\r\nContent-Length: {len(data)}\r\n\r\n".encode() + data)
        answer = b""
        while chunk := conn.recv(65536):
            answer += chunk
    status, _, rest = split(answer)
    return status, json.loads(rest) if rest.strip() else {}


def paired(served: Served, db: Path, role: str, *, table: int | None = None, person: str = "",
           pin: str = "") -> str:
    """A device paired as the room pairs one: the desk makes the code, the device sends it; the device's token."""
    from floor.store.devices import DeviceBook
    from floor.store.tournaments import Store

    store = Store(db)
    try:
        tables = set(store.state(store.latest()).tables)
        made = DeviceBook(store).offer(role, table=table, person=person, pin=pin, tables=tables, now=time.time())
    finally:
        store.close()
    status, answer = post(served, "/api/pair", {"code": made.code, "pin": pin})
    assert status == 200, answer
    return str(answer["token"])


def split(data: bytes) -> tuple[int, dict[str, str], bytes]:
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    headers = {k.strip().lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:])}
    return status, headers, body


@dataclass
class Stream:
    """A push stream as a page holds it: its changes, read one at a time."""

    conn: socket.socket
    buffer: bytes = b""
    status: int = 0
    headers: dict[str, str] = field(default_factory=dict)

    def next(self, timeout: float = 10.0) -> tuple[str, dict[str, Any]] | None:
        """The next change (its number and its view), or None if none came within ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        while b"\n\n" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            self.conn.settimeout(left)
            try:
                chunk = self.conn.recv(65536)
            except TimeoutError:
                return None
            if not chunk:
                raise ConnectionError("the service closed the stream")
            self.buffer += chunk
        message, _, self.buffer = self.buffer.partition(b"\n\n")
        fields = dict(line.split(": ", 1) for line in message.decode().split("\n"))
        return fields["id"], json.loads(fields["data"])

    def close(self) -> None:
        self.conn.close()


def subscribe(served: Served, path: str, last: str | None = None, language: str = "en",
              token: str | None = None) -> Stream:
    conn = socket.create_connection((served.host, served.port), timeout=10)
    resume = f"Last-Event-ID: {last}\r\n" if last is not None else ""
    auth = f"Authorization: Bearer {token}\r\n" if token is not None else ""
    conn.sendall(f"GET {path} HTTP/1.0\r\nHost: 127.0.0.1\r\nAccept-Language: {language}\r\n{resume}{auth}\r\n"
                 .encode())
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = conn.recv(65536)
        if not chunk:
            break
        data += chunk
    status, headers, rest = split(data)
    return Stream(conn, rest, status, headers)


def floor_serve(db: Path, cwd: Path, *options: str, files: int | None = None) -> tuple[subprocess.Popen[str], int]:
    """`floor serve --host 127.0.0.1 --port 0` as a process of its own on ``db``, and the port it announced;
    ``files``: its open-files limit."""
    def limited() -> None:
        import resource

        if files is not None:
            resource.setrlimit(resource.RLIMIT_NOFILE, (files, files))

    proc = subprocess.Popen([sys.executable, "-m", "floor", "--db", str(db), "--author", "Ana", "serve",
                             "--host", "127.0.0.1", "--port", "0", *options], cwd=cwd, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, preexec_fn=None if files is None else limited)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    found = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
    if found is None:
        proc.kill()
        proc.communicate()
        raise AssertionError(f"floor serve did not say its address: {line!r}")
    return proc, int(found.group(1))
