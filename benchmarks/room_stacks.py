"""Four HTTP stacks for the room service, side by side under a poker room's loads, in one run.

Run from the repository root (Floor installed, plus ``pip install -e ".[bench]"`` for uvicorn and Starlette)::

    python benchmarks/room_stacks.py                        # --subscribers 1000 --seconds 10, every stack
    python benchmarks/room_stacks.py --subscribers 3000     # a big room
    python benchmarks/room_stacks.py --stacks floor,aiohttp --json   # one JSON object only
    python benchmarks/room_stacks.py --stacks floor,aiohttp --subscribers 3000   # the room service, big room

It is a benchmark, not a test: it asserts nothing about speed, it prints. The default run takes about a
hundred seconds on two cores (with 3,000 subscribers, ``floor`` and ``aiohttp`` alone about a minute).

The stacks, each in its own spawned process bound to 127.0.0.1 on a free port (the stdlib server the desktop
ran before the room service, ``today`` in the figures of issue 18, is gone: Floor has one HTTP server):

* ``starlette``: uvicorn (plain: the h11 parser, the asyncio loop, every limit at its default) serving a
  minimal Starlette app written below.
* ``aiohttp``: aiohttp's own server (``AppRunner`` and ``SockSite``, every limit at its default) serving
  the same minimal app.
* ``floor``: Floor's real room service, ``floor.room.service.start`` (aiohttp behind its gate, its receipt,
  answer and write deadlines, its hub), following the same tournament's database as ``floor serve`` does:
  ``Room(Follower(db, tournament_id, author, time.time), None, Limits(), Gate(per_address=100_000))``. The
  gate's cap of 64 connections per address (``gate.PER_ADDRESS``) is lifted because all the load comes from
  127.0.0.1; its cap in all (the open-file limit less a reserve) stays. Its publishes are real actions: a
  writer process (its own ``Store`` on the same file) commits a chip count through
  ``floor.usecases.chips.count`` every 0.5 s, on a fixed schedule, for the whole life of the server, and
  records the monotonic time each commit returned; the service sees it at its next check of
  ``Store.reach`` (every ``follow.CHECK_SECONDS``, 0.25 s), builds the snapshot and pushes the lobby
  (``id: <seq>.<turns>`` then ``data: <lobby JSON>``) to every ``/events`` subscriber. Its ``GET /``
  renders the lobby page per request.

The minimal app: ``GET /`` answers the lobby page's bytes (rendered once by ``floor.web.pages.lobby_page``
from the same tournament's snapshot: ``floor`` renders it per request); ``GET /events`` is a stream of
server-sent events. A publisher in the server process sends ``data: {"seq": N}`` to every subscriber every
0.5 s through the subscriber's bounded queue (16): one whose queue is full is dropped, never waited for.
(``floor`` has its own routes and hub, as above.)

The load runs in this process (asyncio raw streams: the cheapest client), except the "real client" of A
and C, which is a process of its own so that the load's event loop does not delay it. Both this process
and the servers raise their open-file limit to the hard limit. Per stack, in order:

* **B. fan-out** (``--seconds``): ``--subscribers`` streams open (100 connecting at a time), then
  publishes are timed from the server's publish (its monotonic clock, which is this machine's) to the
  ``data:`` line read by each subscriber: p50, p99 and max over every (publish, subscriber), and the
  fewest subscribers one publish reached. For ``floor`` the publish is the writer's commit, and a
  subscriber has it when it reads the whole event (``id:`` and ``data:`` lines) of a view whose ``id``'s
  seq is the commit's or a later one (a view carries every commit before it; a heartbeat or a clock's turn
  repeating a seq counts once): so the delivery includes the wait for the follower's next check; the JSON
  gives it split at the service's own publish (``commit_to_publish`` and ``publish_to_read``).
* **A. page load**: 200 sequential ``GET /`` on fresh connections while the subscribers stay
  connected: p50 and p99 in ms, connect to the last byte.
* **C. slow clients**: 300 connections that send the request line, then one header byte every 2 s
  (slowloris), and while they hang on, A again: p50/p99 and how many of the 200 were answered 200; how many
  slow connections were still held at the end and how many the server had ended (a per-read timeout never
  fires on a byte every 2 s: only a deadline on the whole request would end them: ``floor``'s
  ``RECEIPT_SECONDS``, 10 s after each connected, so its phase C lasts at least 10 s + 2 x 2 s whatever
  ``--seconds``; a reset counts as ended); the most file
  descriptors the server process held (``/proc/<pid>/fd``, sampled every 0.25 s) against before the attack.
* **malformed**: what the server answers a garbage request line and a 64 KB header (its status, "closed", or
  "no status line" for an HTTP/0.9-style bare body).
* **CPU** seconds of the server process over its whole life (``/proc/<pid>/stat``: user + system, startup
  included) and its **peak RSS** (``VmHWM``), read just before it is stopped.

Figures are of the machine the script runs on; the load and the servers share its cores, so the load
process's own CPU seconds are in the JSON too (and ``floor``'s writer's). For ``floor`` the JSON also holds
what the service logged (counted by logger and message, warnings and up), what its follower raised, the
connections its gate refused and the subscribers its hub dropped; any of these is printed under the table.
"""

from __future__ import annotations

import argparse
import asyncio
import bisect
import contextlib
import json
import math
import multiprocessing
import os
import platform
import re
import resource
import socket
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass, field
from importlib import metadata
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from pathlib import Path
from typing import Any

# Floor, Starlette, uvicorn and aiohttp are imported inside the functions that use them: every process is
# spawned and imports this module afresh, and each needs only its own.

STACKS = ("starlette", "aiohttp", "floor")
HOST = "127.0.0.1"
AUTHOR = "Bench Floor"
PLAYERS = 120
PUBLISH_EVERY = 0.5  # seconds between the push stacks' changes
QUEUE_DEPTH = 16
POLL_EVERY = 4.0  # floor.web.pages.POLL_SECONDS
PAGE_LOADS = 200
SLOW_CLIENTS = 300
SLOW_EVERY = 2.0
CONNECTING_AT_ONCE = 100
TIMEOUT = 10.0  # a request unanswered this long failed
SETTLE = 1.0  # seconds left at a window's end for the last counted publish to arrive
PROBE_TIMEOUT = 3.0
EVENT = re.compile(rb'^data: \{"seq": (\d+)\}$', re.MULTILINE)
FLOOR_EVENT = re.compile(rb"^id: (\d+)\.\d+\ndata: [^\n]*$", re.MULTILINE)  # a whole event of the room service
FLOOR_PER_ADDRESS = 100_000  # the gate's cap per address, lifted: every load connection is from 127.0.0.1
SECURITY_HEADERS = {"Cache-Control": "no-store", "X-Content-Type-Options": "nosniff"}


def raise_open_files() -> int:
    """The soft limit of open files up to the hard one: 3,000 subscribers need more than the usual 1,024."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    return hard


# -- the servers (each in its own spawned process) -------------------------------------------------------

class Hub:
    """The subscribers' bounded queues and the publisher: a publish never waits for a slow subscriber, it drops
    it (its queue emptied, then ``None``, which ends its stream)."""

    def __init__(self, depth: int = QUEUE_DEPTH) -> None:
        self.depth = depth
        self.queues: set[asyncio.Queue[bytes | None]] = set()
        self.published: list[tuple[int, float]] = []  # (seq, monotonic time of the publish)
        self.dropped = 0
        self.peak = 0

    def subscribe(self) -> asyncio.Queue[bytes | None]:
        queue: asyncio.Queue[bytes | None] = asyncio.Queue(self.depth)
        self.queues.add(queue)
        self.peak = max(self.peak, len(self.queues))
        return queue

    def leave(self, queue: asyncio.Queue[bytes | None]) -> None:
        self.queues.discard(queue)

    def publish(self, seq: int) -> None:
        payload = b'data: {"seq": %d}\n\n' % seq
        self.published.append((seq, time.monotonic()))
        for queue in list(self.queues):
            try:
                queue.put_nowait(payload)
            except asyncio.QueueFull:
                self.queues.discard(queue)
                self.dropped += 1
                while not queue.empty():
                    queue.get_nowait()
                queue.put_nowait(None)

    async def run(self) -> None:
        """A change every ``PUBLISH_EVERY`` seconds, on a fixed schedule."""
        seq, due = 0, time.monotonic()
        while True:
            due += PUBLISH_EVERY
            await asyncio.sleep(max(0.0, due - time.monotonic()))
            seq += 1
            self.publish(seq)

    def report(self) -> dict[str, Any]:
        return {"published": list(self.published), "dropped": self.dropped, "peak_subscribers": self.peak}


def listening_socket() -> socket.socket:
    """Bound to a free port here, so the port is known before the server runs (it listens with its own backlog)."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((HOST, 0))
    sock.setblocking(False)
    return sock


def control(conn: Connection, loop: asyncio.AbstractEventLoop, hub: Hub, stop: Callable[[], None]) -> None:
    """A thread of the server process: on "stop", send the hub's figures (read on the loop), then stop the server."""
    conn.recv()

    async def figures() -> dict[str, Any]:
        return hub.report()

    conn.send(asyncio.run_coroutine_threadsafe(figures(), loop).result(timeout=10))
    loop.call_soon_threadsafe(stop)


def serve_starlette(conn: Connection, lobby: bytes) -> None:
    """uvicorn (h11, every limit at its default) running the minimal Starlette app."""
    raise_open_files()
    import uvicorn
    from starlette.applications import Starlette
    from starlette.requests import Request
    from starlette.responses import Response, StreamingResponse
    from starlette.routing import Route

    hub = Hub()

    async def home(request: Request) -> Response:
        return Response(lobby, media_type="text/html; charset=utf-8", headers=SECURITY_HEADERS)

    async def events(request: Request) -> StreamingResponse:
        queue = hub.subscribe()

        async def stream() -> AsyncIterator[bytes]:
            try:
                yield b": subscribed\n\n"
                while (item := await queue.get()) is not None:
                    yield item
            finally:
                hub.leave(queue)

        return StreamingResponse(stream(), media_type="text/event-stream", headers=SECURITY_HEADERS)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        publisher = asyncio.create_task(hub.run())
        yield
        publisher.cancel()

    app = Starlette(routes=[Route("/", home), Route("/events", events)], lifespan=lifespan)
    config = uvicorn.Config(app, http="h11", loop="asyncio", lifespan="on", log_level="error", access_log=False,
                            timeout_graceful_shutdown=2)
    server = uvicorn.Server(config)
    sock = listening_socket()
    conn.send(sock.getsockname()[1])

    async def main() -> None:
        def stop() -> None:
            server.should_exit = True

        threading.Thread(target=control, args=(conn, asyncio.get_running_loop(), hub, stop), daemon=True).start()
        await server.serve(sockets=[sock])

    asyncio.run(main())


def serve_aiohttp(conn: Connection, lobby: bytes) -> None:
    """aiohttp's server (every limit at its default) running the minimal app."""
    raise_open_files()
    import logging

    from aiohttp import web

    logging.getLogger("aiohttp").setLevel(logging.CRITICAL)  # like today's: nothing logged per request

    hub = Hub()

    async def home(request: web.Request) -> web.Response:
        return web.Response(body=lobby, content_type="text/html", charset="utf-8", headers=SECURITY_HEADERS)

    async def events(request: web.Request) -> web.StreamResponse:
        queue = hub.subscribe()
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream", **SECURITY_HEADERS})
        try:
            await response.prepare(request)
            await response.write(b": subscribed\n\n")
            while (item := await queue.get()) is not None:
                await response.write(item)
        except ConnectionError:
            pass  # the phone went away: its stream ends
        finally:
            hub.leave(queue)
        return response

    sock = listening_socket()
    conn.send(sock.getsockname()[1])

    async def main() -> None:
        app = web.Application()
        app.router.add_get("/", home)
        app.router.add_get("/events", events)
        runner = web.AppRunner(app, access_log=None, handle_signals=False, shutdown_timeout=2.0)
        await runner.setup()
        await web.SockSite(runner, sock).start()
        publisher = asyncio.create_task(hub.run())
        done = asyncio.Event()
        threading.Thread(target=control, args=(conn, asyncio.get_running_loop(), hub, done.set), daemon=True).start()
        await done.wait()
        publisher.cancel()
        await runner.cleanup()

    asyncio.run(main())


def serve_floor(conn: Connection, db: str, tournament_id: int) -> None:
    """Floor's room service (``floor.room.service.start``) on the tournament's database, its gate's cap per
    address lifted; its hub and follower subclassed only to time the publishes and count what the follower
    raised, and a handler on the root logger counting what the service logs."""
    raise_open_files()
    import logging

    from floor.room.follow import Follower, Moment
    from floor.room.gate import Gate
    from floor.room.hub import Hub as RoomHub
    from floor.room.hub import Subscriber
    from floor.room.service import Limits, Room, start

    logged: Counter[str] = Counter()

    class Counting(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            error = record.exc_info[1] if record.exc_info else None
            cause = f" ({type(error).__name__}: {' '.join(str(error).split())[:80]})" if error is not None else ""
            logged[f"{record.name} {record.levelname}: {record.getMessage()[:100]}{cause}"] += 1

    logging.getLogger().addHandler(Counting(logging.WARNING))
    logging.getLogger().setLevel(logging.WARNING)

    class TimedHub(RoomHub):
        def __init__(self) -> None:
            super().__init__()
            self.published: dict[int, float] = {}  # seq -> monotonic time of its first publish
            self.peak = 0

        def join(self, subscriber: Subscriber) -> None:
            super().join(subscriber)
            self.peak = max(self.peak, len(self.subscribers))

        async def publish_in_slices(self, number: str, view: Callable[[str], bytes | None]) -> int:
            self.published.setdefault(int(number.partition(".")[0]), time.monotonic())
            return await super().publish_in_slices(number, view)

    raised: Counter[str] = Counter()
    checks: list[float] = []  # seconds of each of the follower's checks that found a new moment

    class CountedFollower(Follower):
        def check(self) -> Moment | None:
            began = time.monotonic()
            try:
                moment = super().check()
            except Exception as error:
                raised[repr(error)[:100]] += 1
                raise
            if moment is not None:
                checks.append(time.monotonic() - began)
            return moment

    hub = TimedHub()
    follower = CountedFollower(Path(db), tournament_id, AUTHOR, time.time)
    gate = Gate(per_address=FLOOR_PER_ADDRESS)
    room = Room(follower, None, Limits(), gate, hub)

    async def main() -> None:
        running = await start(room, HOST, 0)
        conn.send(running.port)
        done = asyncio.Event()
        loop = asyncio.get_running_loop()

        def report() -> dict[str, Any]:
            return {"published": sorted(hub.published.items()), "dropped": hub.dropped, "peak_subscribers": hub.peak,
                    "gate_refused": gate.refused, "log": dict(logged), "follower_raised": dict(raised),
                    "check": ms(checks)}

        def control_floor() -> None:
            conn.recv()

            async def figures() -> dict[str, Any]:
                return report()

            conn.send(asyncio.run_coroutine_threadsafe(figures(), loop).result(timeout=10))
            loop.call_soon_threadsafe(done.set)

        threading.Thread(target=control_floor, daemon=True).start()
        await done.wait()
        await running.stop()

    try:
        asyncio.run(main())
    finally:
        follower.close()


def write_actions(conn: Connection, db: str, tournament_id: int) -> None:
    """The floor's desk for the ``floor`` stack: a real chip count (one player's, the players in turn) committed
    every ``PUBLISH_EVERY`` seconds through the use case, on a fixed schedule, until told to stop; sends back
    (seq, monotonic time the commit returned, seconds it took) for each, and what failed."""
    from floor.core.errors import FloorError
    from floor.store.desk import StoreDesk
    from floor.store.tournaments import Store
    from floor.usecases import chips

    store = Store(db)
    desk = StoreDesk(store, tournament_id, AUTHOR, time.time)
    numbers = sorted(p.id for p in desk.state().players.values() if p.playing)
    commits: list[tuple[int, float, float]] = []
    failed: Counter[str] = Counter()
    turn, due = 0, time.monotonic()
    conn.send("ready")
    while not conn.poll(max(0.0, (due := due + PUBLISH_EVERY) - time.monotonic())):
        number = numbers[turn % len(numbers)]
        turn += 1
        began = time.monotonic()
        try:
            done = chips.count(desk, {number: 50_000 + 100 * (turn % 50)})
        except (FloorError, OSError) as error:
            failed[repr(error)[:100]] += 1
            continue
        ended = time.monotonic()
        commits.append((done.seq, ended, ended - began))
    conn.recv()
    store.close()
    conn.send({"commits": commits, "failed": dict(failed)})


# -- the "real client" of A and C (a process of its own) -----------------------------------------------

async def http_get(port: int, path: str, timeout: float = TIMEOUT) -> tuple[int, float, int]:
    """One GET on a fresh connection, read to the end (``Connection: close``): status (0: none), seconds, bytes."""
    start = time.monotonic()
    writer: asyncio.StreamWriter | None = None
    try:
        async with asyncio.timeout(timeout):
            reader, writer = await asyncio.open_connection(HOST, port)
            writer.write(f"GET {path} HTTP/1.1\r\nHost: {HOST}:{port}\r\nConnection: close\r\n\r\n".encode())
            data = await reader.read()
    except (OSError, TimeoutError):
        return 0, time.monotonic() - start, 0
    finally:
        if writer is not None:
            writer.close()
    elapsed = time.monotonic() - start
    head = data.split(b"\r\n", 1)[0].split()
    status = int(head[1]) if len(head) > 1 and head[1].isdigit() else 0
    return status, elapsed, len(data)


def page_client(conn: Connection) -> None:
    """Waits for a port, loads ``/`` ``PAGE_LOADS`` times one after the other, sends back (status, seconds)."""
    while (port := conn.recv()) is not None:

        async def loads(port: int = port) -> list[tuple[int, float]]:
            return [(status, seconds) for status, seconds, _ in
                    [await http_get(port, "/") for _ in range(PAGE_LOADS)]]

        conn.send(asyncio.run(loads()))


# -- the load (this process) ----------------------------------------------------------------------------

@dataclass
class Fanout:
    """What the subscribers saw."""

    received: dict[int, list[float]] = field(default_factory=dict)  # seq -> monotonic times it arrived
    subscribe_s: list[float] = field(default_factory=list)
    connected: int = 0
    failed: int = 0
    ended_by_server: int = 0


async def subscriber(port: int, fan: Fanout, gate: asyncio.Semaphore, event: re.Pattern[bytes] = EVENT) -> None:
    """One phone on ``/events``: every event's seq timed as it is read, once (a heartbeat or a clock's turn may
    repeat one); a view carries every seq since the last one read (the room service's follower may find two
    commits in one check), so each of those is timed at its read too (the first view only for itself)."""
    writer: asyncio.StreamWriter | None = None
    try:
        async with gate:
            began = time.monotonic()
            try:
                async with asyncio.timeout(TIMEOUT):
                    reader, writer = await asyncio.open_connection(HOST, port)
                    writer.write(f"GET /events HTTP/1.1\r\nHost: {HOST}:{port}\r\n"
                                 "Accept: text/event-stream\r\n\r\n".encode())
                    head = await reader.readuntil(b"\r\n\r\n")
            except (OSError, TimeoutError, asyncio.IncompleteReadError):
                fan.failed += 1
                return
            if not head.startswith((b"HTTP/1.1 200", b"HTTP/1.0 200")):
                fan.failed += 1
                return
            fan.subscribe_s.append(time.monotonic() - began)
            fan.connected += 1
        pending, last = b"", 0
        while chunk := await reader.read(65536):  # one read per publish: cheaper than a readline per line
            now = time.monotonic()
            pending += chunk
            whole = pending.rfind(b"\n") + 1  # chunk sizes and blank lines pass by: events are whole lines
            for found in event.findall(pending, 0, whole):
                seq = int(found)
                if seq > last:
                    for carried in range(last + 1 if last else seq, seq + 1):
                        fan.received.setdefault(carried, []).append(now)
                    last = seq
            pending = pending[whole:]
        fan.ended_by_server += 1
    except OSError:
        fan.ended_by_server += 1
    finally:
        if writer is not None:
            writer.close()


@dataclass
class Slow:
    """The slowloris connections: how many held, how many the server ended, and with what."""

    opened: int = 0
    failed: int = 0
    ended_after_s: list[float] = field(default_factory=list)
    answers: Counter[str] = field(default_factory=Counter)


async def slow_client(port: int, slow: Slow, gate: asyncio.Semaphore) -> None:
    """The request line, then one header byte every 2 s, never the end of the headers."""
    writer: asyncio.StreamWriter | None = None
    opened: float | None = None
    try:
        async with gate:
            try:
                reader, stream = await asyncio.wait_for(asyncio.open_connection(HOST, port), TIMEOUT)
                writer = stream
                stream.write(f"GET / HTTP/1.1\r\nHost: {HOST}:{port}\r\n".encode())
            except (OSError, TimeoutError):
                slow.failed += 1
                return
            slow.opened += 1
        opened, header = time.monotonic(), b"X-Slow: " + b"a" * 100_000
        for byte in range(len(header)):
            try:
                data = await asyncio.wait_for(reader.read(512), SLOW_EVERY)
            except TimeoutError:
                stream.write(header[byte:byte + 1])
                continue
            slow.ended_after_s.append(time.monotonic() - opened)
            slow.answers[(data.split(b"\r\n", 1)[0].decode("latin-1") or "closed")[:40]] += 1
            return
    except OSError:  # the server reset it (the room service aborts a connection past its receipt deadline)
        slow.answers["reset"] += 1
        if opened is not None:
            slow.ended_after_s.append(time.monotonic() - opened)
    finally:
        if writer is not None:
            writer.close()


async def malformed(port: int) -> dict[str, str]:
    """What the server says to a garbage request line and to a 64 KB header: its status line, or "closed"."""
    requests = {"bad line": b"GARBAGE\r\n\r\n",
                "64 KB header": f"GET / HTTP/1.1\r\nHost: {HOST}\r\nX-Big: {'a' * 65536}\r\n\r\n".encode()}
    answers: dict[str, str] = {}
    for name, request in requests.items():
        writer: asyncio.StreamWriter | None = None
        try:
            async with asyncio.timeout(PROBE_TIMEOUT):
                reader, writer = await asyncio.open_connection(HOST, port)
                writer.write(request)
                data = await reader.read(512)
            head = data.split(b"\r\n", 1)[0].split()
            if not data:
                answers[name] = "closed"
            elif len(head) > 1 and head[0].startswith(b"HTTP/"):
                answers[name] = head[1].decode()
            else:  # the stdlib takes a one-word request line for HTTP/0.9: a bare body, no status line
                answers[name] = "no status line"
        except TimeoutError:
            answers[name] = "no answer"
        except OSError:
            answers[name] = "reset"
        finally:
            if writer is not None:
                writer.close()
    return answers


def open_fds(pid: int) -> int:
    try:
        return len(os.listdir(f"/proc/{pid}/fd"))
    except OSError:
        return -1


def process_figures(pid: int) -> tuple[float, float, int]:
    """CPU seconds (user + system), peak RSS in MB and threads of a process, from /proc."""
    stat = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    cpu = (int(stat[11]) + int(stat[12])) / ticks
    status = dict(line.split(":", 1) for line in Path(f"/proc/{pid}/status").read_text().splitlines() if ":" in line)
    return cpu, int(status["VmHWM"].split()[0]) / 1024, int(status["Threads"])


def percentile(values: Sequence[float], q: float) -> float:
    """Nearest rank: the smallest value with at least ``q`` of the values at or below it."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)] if ordered else math.nan


def ms(values: Sequence[float]) -> dict[str, float | int]:
    return {"count": len(values), "p50": percentile(values, 0.5) * 1000, "p99": percentile(values, 0.99) * 1000,
            "max": max(values, default=math.nan) * 1000}


def page_figures(rows: Sequence[tuple[int, float]]) -> dict[str, Any]:
    ok = [seconds for status, seconds in rows if status == 200]
    return {**ms(ok), "ok": len(ok), "of": len(rows), "statuses": dict(Counter(str(s) for s, _ in rows))}


def push_delivery(fan: Fanout, published: Sequence[tuple[int, float]], start: float, end: float) -> dict[str, Any]:
    """Publish to read, over every (publish, subscriber) of the publishes in the window."""
    counted = [(seq, at) for seq, at in published if start <= at <= end - SETTLE]
    latencies = [got - at for seq, at in counted for got in fan.received.get(seq, [])]
    reach = [len(fan.received.get(seq, [])) for seq, _ in counted]
    return {**ms(latencies), "publishes": len(counted), "fewest_reached": min(reach, default=0),
            "reached_all": sum(1 for r in reach if r >= fan.connected)}


def commit_to_publish(commits: Sequence[tuple[int, float]], published: Sequence[tuple[int, float]],
                      start: float, end: float) -> dict[str, Any]:
    """From each commit of the window to the service's first publish of a view carrying it (its seq or a later
    one): the wait for the follower's next check, the check itself and the hub's offer to every queue."""
    seqs = [seq for seq, _ in published]
    latencies = []
    for seq, at in commits:
        if start <= at <= end - SETTLE and (i := bisect.bisect_left(seqs, seq)) < len(seqs):
            latencies.append(published[i][1] - at)
    return ms(latencies)


async def ask(conn: Connection, message: object) -> Any:
    """A request to the page client without blocking this loop (the subscribers go on reading)."""
    def exchange() -> Any:
        conn.send(message)
        return conn.recv()

    return await asyncio.get_running_loop().run_in_executor(None, exchange)


def log(quiet: bool, message: str) -> None:
    if not quiet:
        print(f"[{time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


async def ready(port: int) -> None:
    """Until the server answers ``/`` with a 200 (30 s at most)."""
    deadline = time.monotonic() + 30
    while (await http_get(port, "/", 2.0))[0] != 200:
        if time.monotonic() > deadline:
            raise RuntimeError(f"no server answered on port {port}")
        await asyncio.sleep(0.1)


async def bench(stack: str, args: argparse.Namespace, room: Room, pages: Connection) -> dict[str, Any]:
    """One stack: started, B, A, C and the malformed probe, stopped; its figures."""
    context = multiprocessing.get_context("spawn")
    conn, child = context.Pipe()
    target: Callable[..., None]
    target_args: tuple[object, ...]
    if stack == "floor":
        target, target_args = serve_floor, (child, room.db, room.tournament_id)
    else:
        target, target_args = {"starlette": serve_starlette, "aiohttp": serve_aiohttp}[stack], (child, room.lobby)
    process: BaseProcess = context.Process(target=target, args=target_args, name=f"room-{stack}")
    process.start()
    assert process.pid is not None
    pid = process.pid
    client_before = resource.getrusage(resource.RUSAGE_SELF)
    writer: BaseProcess | None = None
    written: dict[str, Any] = {"commits": [], "failed": {}}
    c_seconds = args.seconds
    try:
        if not conn.poll(60):
            raise RuntimeError(f"{stack}: the server process did not start")
        port = int(conn.recv())
        await ready(port)
        figures: dict[str, Any] = {"stack": stack, "port": port}
        if stack == "floor":  # the desk's actions, from now until the server stops
            from floor.room.service import RECEIPT_SECONDS

            c_seconds = max(args.seconds, RECEIPT_SECONDS + 2 * SLOW_EVERY)
            desk, desk_child = context.Pipe()
            writer = context.Process(target=write_actions, args=(desk_child, room.db, room.tournament_id),
                                     name="room-floor-writer")
            writer.start()
            if not desk.poll(60):
                raise RuntimeError("floor: the writer process did not start")
            desk.recv()
        fan, gate, tasks = Fanout(), asyncio.Semaphore(CONNECTING_AT_ONCE), []
        event = FLOOR_EVENT if stack == "floor" else EVENT
        tasks = [asyncio.create_task(subscriber(port, fan, gate, event)) for _ in range(args.subscribers)]
        deadline = time.monotonic() + 60
        while fan.connected + fan.failed < args.subscribers and time.monotonic() < deadline:
            await asyncio.sleep(0.1)
        await asyncio.sleep(PUBLISH_EVERY)
        log(args.json, f"{stack}: B, {args.subscribers:,} subscribers, {args.seconds:g} s")
        b_start = time.monotonic()
        await asyncio.sleep(args.seconds)
        b_end = time.monotonic()
        log(args.json, f"{stack}: A, {PAGE_LOADS} page loads")
        figures["A_page"] = page_figures(await ask(pages, port))
        log(args.json, f"{stack}: C, {SLOW_CLIENTS} slow clients and {PAGE_LOADS} page loads")
        fds_before = open_fds(pid)
        slow, slow_gate = Slow(), asyncio.Semaphore(CONNECTING_AT_ONCE)
        c_start = time.monotonic()
        slow_tasks = [asyncio.create_task(slow_client(port, slow, slow_gate)) for _ in range(SLOW_CLIENTS)]
        fds_peak, threads_peak = [fds_before], [0]

        async def sample() -> None:
            while True:
                fds_peak.append(open_fds(pid))
                with contextlib.suppress(OSError, KeyError, ValueError):
                    threads_peak.append(process_figures(pid)[2])
                await asyncio.sleep(0.25)

        sampler = asyncio.create_task(sample())
        while slow.opened + slow.failed < SLOW_CLIENTS and time.monotonic() < c_start + TIMEOUT:
            await asyncio.sleep(0.1)
        await asyncio.sleep(SLOW_EVERY)  # every slow client has sent a byte or more
        c_page = page_figures(await ask(pages, port))
        await asyncio.sleep(max(0.0, c_start + c_seconds - time.monotonic()))
        sampler.cancel()
        held = slow.opened - len(slow.ended_after_s)
        figures["C_slow"] = {"page": c_page, "slow_opened": slow.opened, "slow_failed": slow.failed,
                             "slow_held_at_end": held, "slow_ended_by_server": len(slow.ended_after_s),
                             "slow_answers": dict(slow.answers), "seconds": time.monotonic() - c_start,
                             "fds_before": fds_before, "fds_peak": max(fds_peak), "threads_peak": max(threads_peak)}
        for task in slow_tasks:
            task.cancel()
        await asyncio.gather(*slow_tasks, return_exceptions=True)
        figures["malformed"] = await malformed(port)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        if writer is not None and writer.pid is not None:
            figures["writer_cpu_s"] = process_figures(writer.pid)[0]
            desk.send("stop")
            written = desk.recv() if desk.poll(15) else {"commits": [], "failed": {"no answer": 1}}
        cpu, rss, _ = process_figures(pid)
        conn.send("stop")
        report: dict[str, Any] = (conn.recv() if conn.poll(15)
                                  else {"published": [], "dropped": -1, "peak_subscribers": -1})
    finally:
        for child_process in (writer, process):
            if child_process is not None:
                child_process.join(10)
                if child_process.is_alive():
                    child_process.kill()
                    child_process.join()
    client_after = resource.getrusage(resource.RUSAGE_SELF)
    if stack == "floor":
        commits = [(seq, at) for seq, at, _ in written["commits"]]
        published = [(seq, at) for seq, at in report["published"]]
        figures["B_fanout"] = {"kind": "a chip count committed every 0.5 s", "subscribers": fan.connected,
                               "failed": fan.failed, "delivery": push_delivery(fan, commits, b_start, b_end),
                               "commit_to_publish": commit_to_publish(commits, published, b_start, b_end),
                               "publish_to_read": push_delivery(fan, published, b_start, b_end),
                               "commit_s": ms([took for _, _, took in written["commits"]]),
                               "commits": len(commits), "writer_failed": written["failed"],
                               "request": ms(fan.subscribe_s), "dropped_by_server": report["dropped"],
                               "ended_by_server": fan.ended_by_server, "peak_subscribers": report["peak_subscribers"]}
    else:
        figures["B_fanout"] = {"kind": "push every 0.5 s", "subscribers": fan.connected, "failed": fan.failed,
                               "delivery": push_delivery(fan, report["published"], b_start, b_end),
                               "request": ms(fan.subscribe_s), "dropped_by_server": report["dropped"],
                               "ended_by_server": fan.ended_by_server, "peak_subscribers": report["peak_subscribers"]}
    figures["server"] = {"cpu_s": cpu, "peak_rss_mb": rss}
    if stack == "floor":
        figures["server"].update({key: report.get(key) for key in ("gate_refused", "log", "follower_raised", "check")})
        figures["C_slow"]["slow_ended_after"] = ms(slow.ended_after_s)
    figures["load_cpu_s"] = (client_after.ru_utime - client_before.ru_utime
                             + client_after.ru_stime - client_before.ru_stime)
    return figures


# -- the tournament (this process, once) -----------------------------------------------------------------

@dataclass(frozen=True)
class Room:
    """The shared tournament: its store (today's server opens it), its tokens and the lobby's bytes."""

    db: str
    tournament_id: int
    tokens: list[str]
    lobby: bytes
    render_ms: float


def room(folder: Path, seed: int) -> Room:
    """120 players registered, seats drawn (9 a table), the clock running and every token issued, through
    Floor's own actions on a real store (``benchmarks/player_pages.py`` builds it); the lobby rendered from its
    snapshot as today's server renders it for a phone without Accept-Language."""
    from player_pages import tournament

    from floor.i18n.languages import DEFAULT
    from floor.web import pages, snapshot

    store, tid, given = tournament(folder, PLAYERS, 9, seed)
    published = snapshot.build(store.state(tid), time.time(), store.history(tid))
    began = time.perf_counter()
    lobby = pages.lobby_page(published, DEFAULT).encode()
    render_ms = (time.perf_counter() - began) * 1000
    db = store.path
    store.close()
    return Room(str(db), tid, [given[p] for p in sorted(given)], lobby, render_ms)


# -- the figures -----------------------------------------------------------------------------------------

def versions() -> dict[str, str]:
    found = {"python": platform.python_version()}
    for name in ("uvicorn", "h11", "httptools", "starlette", "anyio", "aiohttp"):
        with contextlib.suppress(metadata.PackageNotFoundError):
            found[name] = metadata.version(name)
    return found


def table(results: Sequence[dict[str, Any]]) -> str:
    """One Markdown row per stack."""
    def f(value: float) -> str:
        return "-" if math.isnan(value) else f"{value:.0f}" if value >= 100 else f"{value:.1f}"

    head = ("| stack | A page p50 / p99 ms | B delivery p50 / p99 / max ms | B reached (fewest / of) "
            "| B poll or subscribe p99 ms, failed, dropped | C page p50 / p99 ms (ok) | C slow held / ended "
            "| C fds before / peak | malformed: bad line / 64 KB header | CPU s | peak RSS MB |")
    lines = [head, "|" + "---|" * head.count(" | ") + "---|"]
    for r in results:
        a, b, c = r["A_page"], r["B_fanout"], r["C_slow"]
        d = b["delivery"]
        of = b.get("pollers", b.get("subscribers"))
        dropped = b.get("dropped_by_server", 0)
        lines.append(
            f"| {r['stack']} | {f(a['p50'])} / {f(a['p99'])} ({a['ok']}/{a['of']}) "
            f"| {f(d['p50'])} / {f(d['p99'])} / {f(d['max'])} | {d['fewest_reached']:,} / {of:,} "
            f"| {f(b['request']['p99'])}, {b['failed']}, {dropped} "
            f"| {f(c['page']['p50'])} / {f(c['page']['p99'])} ({c['page']['ok']}/{c['page']['of']}) "
            f"| {c['slow_held_at_end']} / {c['slow_ended_by_server']} | {c['fds_before']:,} / {c['fds_peak']:,} "
            f"| {r['malformed']['bad line']} / {r['malformed']['64 KB header']} "
            f"| {r['server']['cpu_s']:.1f} | {r['server']['peak_rss_mb']:.0f} |")
    return "\n".join(lines)


async def run(args: argparse.Namespace, the_room: Room) -> list[dict[str, Any]]:
    context = multiprocessing.get_context("spawn")
    pages, child = context.Pipe()
    client = context.Process(target=page_client, args=(child,), name="room-page-client")
    client.start()
    results = []
    try:
        for stack in args.stacks:
            log(args.json, f"{stack}: starting")
            results.append(await bench(stack, args, the_room, pages))
    finally:
        pages.send(None)
        client.join(10)
    return results


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--subscribers", type=int, default=1000, help="subscribers, default 1000")
    parser.add_argument("--seconds", type=float, default=10.0, help="seconds of phases B and C (default 10)")
    parser.add_argument("--stacks", default=",".join(STACKS), help="comma-separated, of " + ", ".join(STACKS))
    parser.add_argument("--seed", type=int, default=2024, help="seed of the draw and the poll phases")
    parser.add_argument("--json", action="store_true", help="print one JSON object only")
    args = parser.parse_args(argv)
    args.stacks = [s.strip() for s in args.stacks.split(",") if s.strip()]
    if not args.stacks or any(s not in STACKS for s in args.stacks):
        parser.error("--stacks: a comma-separated list of " + ", ".join(STACKS))
    if args.subscribers < 1 or args.seconds < 2 * POLL_EVERY:
        parser.error(f"--subscribers at least 1, --seconds at least {2 * POLL_EVERY:g}")
    limit = raise_open_files()
    began = time.monotonic()
    load_before = os.getloadavg()[0]
    with tempfile.TemporaryDirectory(prefix="floor-stacks-") as folder:
        log(args.json, f"a tournament of {PLAYERS} players: registered, seated, clock started, tokens issued")
        the_room = room(Path(folder), args.seed)
        results = asyncio.run(run(args, the_room))
    summary = {"subscribers": args.subscribers, "seconds": args.seconds, "stacks": results, "versions": versions(),
               "cpus": os.cpu_count(), "open_files_limit": limit, "load_average_before": load_before,
               "lobby_bytes": len(the_room.lobby), "lobby_render_ms": the_room.render_ms,
               "wall_s": time.monotonic() - began}
    if args.json:
        print(json.dumps(summary, default=str))
        return
    print(f"Room service stacks: {args.subscribers:,} subscribers, {args.seconds:g} s a phase, {PAGE_LOADS} page "
          f"loads, {SLOW_CLIENTS} slow clients; {os.cpu_count()} CPUs, load average before {load_before:.2f}; "
          + ", ".join(f"{k} {v}" for k, v in summary["versions"].items()) + f"; {summary['wall_s']:.0f} s\n")
    print(table(results))
    for r in results:
        if r["stack"] != "floor":
            continue
        b, server, c = r["B_fanout"], r["server"], r["C_slow"]
        print(f"\nfloor: commit to publish p50 / p99 / max {b['commit_to_publish']['p50']:.0f} / "
              f"{b['commit_to_publish']['p99']:.0f} / {b['commit_to_publish']['max']:.0f} ms, publish to read "
              f"p50 / p99 {b['publish_to_read']['p50']:.0f} / {b['publish_to_read']['p99']:.0f} ms; follower check "
              f"(a new moment) p50 / max {server['check']['p50']:.0f} / {server['check']['max']:.0f} ms; "
              f"{b['commits']} commits (p50 {b['commit_s']['p50']:.0f} ms); slow clients ended after "
              f"p50 {c['slow_ended_after']['p50'] / 1000:.1f} s ({dict(c['slow_answers'])}); gate refused "
              f"{server['gate_refused']}, hub dropped {b['dropped_by_server']}, streams ended {b['ended_by_server']}")
        for what in ("writer_failed", "log", "follower_raised"):
            found = b.get(what) or server.get(what)
            if found:
                print(f"floor {what}: " + "; ".join(f"{n} x {m}" for m, n in found.items()))


if __name__ == "__main__":
    main()
