"""A night in the room: thousands of phones, the dealer tablets recording hands and the desk's console, all on one
tournament through the real room service (``floor serve``), then 1,000 slow clients on top: the issue's figures.

Run from the repository root (Floor installed, PySide6 for the console)::

    python benchmarks/room_night.py            # 3,000 phones, 30 tablets, 40 s a phase, 1,000 slow clients
    python benchmarks/room_night.py --json     # one JSON object only
    python benchmarks/room_night.py --phones 300 --tablets 5 --seconds 10 --slow 100   # a smoke run (a test's)
    python benchmarks/room_night.py --hand-every 20,40   # a calmer room (a live hand takes about two minutes)

It is a benchmark, not a test: it asserts nothing about speed, it prints. The default run takes about two minutes on
two cores. The issue's goals: with 3,000 phones subscribed and 30 dealer tablets recording hands, a page
loads p99 under 50 ms, an action reaches every subscriber within 1 s, a dealer's result is on the tablet p99 under
100 ms, the desk's GUI never pauses over 50 ms; 1,000 slow clients leave every real client served and the desk's
backups working.

The room, built through Floor's own command line on a fresh database: ``tournament new Night --buy-in 100 --stack
10000 --seats 10``, ``player import`` of 300 players, ``seat draw`` (30 tables of 10), ``button draw`` at every
table, ``clock start``. Then, each a process of its own, all on that file:

* **the service**: ``floor serve --host 127.0.0.1 --port 0`` as the floor starts it (its gate, deadlines and hub as
  they ship: the load comes from many loopback addresses, 127.x.y.z, never more than 50 connections from one, so the
  gate's cap of 64 per address holds as it is);
* **the desk**: the console, ``floor.app.open_console`` (offscreen Qt) on the same file, following every hand through
  its change feed as it would beside the service. A 10 ms precise QTimer records its ticks: a pause is the time
  between two ticks less the 10 ms (max and p99 reported); its feed's checks (each redraw of the console after a
  change) and its clock refreshes are timed too;
* **the phones** (``--phones``): each a ``GET /events`` lobby stream (the page's EventSource), reading every event
  (``id: SEQ.TURNS`` then ``data: <lobby JSON>``); a stream the service ends is opened again after 1 s with its
  ``Last-Event-ID``, as the page does;
* **the slow clients** (``--slow``, phase 2 only): the request line, then one header byte every 2 s, never the end;
  each connection the service cuts is opened again at once, so the attack lasts the whole phase.

This process is the tablets and the page loads (an event loop with little else to do, so that its timings are the
service's, not a busy client's):

* **the tablets** (``--tablets``, tables 1 to N): each paired as the room pairs one (the desk's ``DeviceBook.offer``,
  then ``POST /api/pair`` from the tablet's own address) and following its table's view (``GET /api/stream``). Every
  5 to 10 s (at random; ``--hand-every``: a live hand takes about two minutes, so this is a room some fifteen times
  as busy as a real one) a tablet enters a hand: ``POST /api/dealer/result`` three times 0.4 s apart as the dealer
  types (the flop, the river, the chips), then ``POST /api/dealer/confirm`` of the whole hand (two seats show down
  500 each, the others fold; a new submission id; the hand number from its stream), then waits for its own stream to
  show the next hand. Each request is a fresh connection (the service closes every answer), timed from the connect to
  the last byte;
* **the page loads**: ``GET /`` every 100 ms, one after the other, from an address of their own;
* ``floor --db DB backup`` from the command line a third of the way into each phase, and the console's own "Back up
  now" job two thirds of the way (a file written, the job said so).

A hand's **delivery** is from its confirm being sent to the moment each phone has read a whole event whose ``id``'s
seq is the hand's or a later one (a view carries every action before it): the time until *every* phone had it is
the hand's "reaches every phone" (p50 / p99 / max over the hands); the pooled (hand, phone) figures, the phones
that never had it, and the time from the first phone to have it to the last (the service's fan-out of one change)
are given too. The desk's figure is the same, to the console's feed having redrawn past it.

Phase 1 (``--seconds``) is the night; phase 2 (``--seconds``, at least 16 s, so that the service's 10 s receipt
deadline is seen to cut every slow client) begins once every slow client has connected and sent a byte. A figure
belongs to the phase its request began in. The service's CPU seconds (``/proc``) and its open file descriptors
(sampled every 0.25 s) are per phase. Last, the database is read: every hand a tablet was told was recorded must be
there exactly once, under its submission id.

"Today" is the room service's figures in README.md (``benchmarks/room_stacks.py --stacks floor,aiohttp
--subscribers 3000``, 2026-12-02: a chip count committed every 0.5 s, 120 players, no tablets, no console, 300 slow
clients). The load and the service share this machine's cores: take figures when nothing else runs.
"""

from __future__ import annotations

import argparse
import asyncio
import bisect
import contextlib
import csv
import itertools
import json
import math
import multiprocessing
import os
import platform
import random
import re
import resource
import select
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from pathlib import Path
from typing import Any

from room_stacks import Slow, log, ms, open_fds, percentile, process_figures, raise_open_files

# Floor and PySide6 are imported inside the functions that use them: every process is spawned and imports this module
# afresh, and each needs only its own.

HOST = "127.0.0.1"
AUTHOR = "Night Floor"
PLAYERS = 300
SEATS = 10
TABLES = PLAYERS // SEATS
PER_ADDRESS = 50  # connections from one loopback address: under the gate's 64
PHONE_BLOCK, PAGE_BLOCK, TABLET_BLOCK, SLOW_BLOCK = 10, 20, 30, 40  # 127.<block>.x.y for each kind of client
HAND_EVERY = (5.0, 10.0)  # seconds between a tablet's hands, at random (a live hand takes about two minutes: this
# is a room some fifteen times as busy as a real one, every table at once)
TYPING = ("flop", "river", "chips")  # what the dealer has typed at each /api/dealer/result asked
TYPING_EVERY = 0.4
PAGE_EVERY = 0.1
SLOW_EVERY = 2.0
CONNECTING_AT_ONCE = 100
TIMEOUT = 10.0  # a request unanswered this long failed
RECONNECT_AFTER = 1.0  # a page's EventSource opens its stream again this long after it ended
NEXT_HAND_TIMEOUT = 10.0  # a tablet waits this long for its stream to show the next hand
WARM_UP = 2.0
SETTLE = 3.0  # seconds after the last hand for its change to reach every phone
TICK_MS = 10
START_SECONDS = 60.0
BOARD = {"flop": "Ah Kh 7c", "river": "Ah Kh 7c 7d 2s", "chips": "Ah Kh 7c 7d 2s"}
SERVING = re.compile(r"https?://[^/\s]*:(\d+)/")
GOALS = {"page_p99_ms": 50.0, "reach_all_ms": 1000.0, "result_p99_ms": 100.0, "gui_pause_ms": 50.0}
TODAY = {  # README.md, "Room service" (benchmarks/room_stacks.py --stacks floor,aiohttp --subscribers 3000)
    "page": "p99 2.3-24.7 ms",
    "reach": "p50 270 / p99 652-669 / max 683-696 ms (a chip count every 0.5 s)",
    "result": "not measured",
    "gui": "not measured",
    "slow": "300 slow cut at 10 s; page p99 3.9-79.6 ms",
}


def address(block: int, index: int) -> str:
    """The ``index``-th loopback address of a block: 127.<block>.x.y (all of 127/8 is loopback on Linux)."""
    return f"127.{block}.{index // 250}.{index % 250 + 1}"


def cut_in(share: float, start: float, seconds: float) -> float:
    return start + share * seconds


# -- the room: the database through the command line, and the service --------------------------------------------

def build(folder: Path) -> tuple[Path, float]:
    """The tournament as a floor sets one up, through ``floor``'s own command line (its ``main``, in a process of its
    own so that each command is as the terminal runs it, paying the start-up once); the database and the seconds."""
    db = folder / "night.db"
    players = folder / "players.csv"
    with players.open("w", newline="", encoding="utf-8") as out:
        rows = csv.writer(out)
        rows.writerow(["name", "nickname", "member id"])
        rows.writerows([f"Player {n:03d}", "", f"M{n:04d}"] for n in range(1, PLAYERS + 1))
    commands = [["tournament", "new", "Night", "--buy-in", "100", "--stack", "10000", "--seats", str(SEATS)],
                ["player", "import", str(players)], ["seat", "draw"],
                *[["button", "draw", str(t)] for t in range(1, TABLES + 1)], ["clock", "start"]]
    script = ("import json, sys\nfrom floor.cli import main\n"
              "for argv in json.loads(sys.argv[1]):\n"
              "    code = main(argv)\n"
              "    if code:\n"
              "        sys.exit(f'floor {\" \".join(argv)}: exit {code}')\n")
    argvs = [["--db", str(db), "--author", AUTHOR, *argv] for argv in commands]
    began = time.monotonic()
    subprocess.run([sys.executable, "-c", script, json.dumps(argvs)], check=True, stdout=subprocess.DEVNULL,
                   timeout=300)
    return db, time.monotonic() - began


@dataclass
class Service:
    process: subprocess.Popen[bytes]
    port: int
    errors: Path


def serve(db: Path, folder: Path) -> Service:
    """``floor serve`` on the file, on a free port; the port read from the line it says once it listens."""
    errors = folder / "serve.stderr"
    argv = [sys.executable, "-m", "floor", "--db", str(db), "--author", AUTHOR, "serve", "--host", HOST,
            "--port", "0"]
    with errors.open("wb") as err:
        process = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=err)
    assert process.stdout is not None
    ready, _, _ = select.select([process.stdout], [], [], START_SECONDS)
    line = process.stdout.readline().decode("utf-8", "replace") if ready else ""
    found = SERVING.search(line)
    if found is None:
        process.kill()
        process.wait()
        raise RuntimeError(f"floor serve did not start: {line!r} {errors.read_text(errors='replace')[-500:]}")
    return Service(process, int(found.group(1)), errors)


def stop_service(service: Service) -> int:
    service.process.send_signal(signal.SIGTERM)
    try:
        return service.process.wait(15)
    except subprocess.TimeoutExpired:
        service.process.kill()
        return service.process.wait()


# -- HTTP from this process (the tablets, the page loads) ---------------------------------------------------------

async def http(port: int, method: str, path: str, *, source: str, body: object = None, token: str = "",
               timeout: float = TIMEOUT, command: str = "") -> tuple[int, bytes, float]:
    """One request on a fresh connection from ``source``, read to the end: status (0: none), body, seconds; a write
    names its ``command`` id, as a tablet's page does."""
    began = time.monotonic()
    writer: asyncio.StreamWriter | None = None
    try:
        async with asyncio.timeout(timeout):
            reader, writer = await asyncio.open_connection(HOST, port, local_addr=(source, 0))
            data = b"" if body is None else json.dumps(body).encode()
            head = f"{method} {path} HTTP/1.1\r\nHost: {HOST}:{port}\r\nConnection: close\r\n"
            if token:
                head += f"Authorization: Bearer {token}\r\n"
            if command:
                head += f"Idempotency-Key: {command}\r\n"
            if body is not None:
                head += f"Content-Type: application/json\r\nContent-Length: {len(data)}\r\n"
            writer.write(head.encode() + b"\r\n" + data)
            answer = await reader.read()
    except (OSError, TimeoutError):
        return 0, b"", time.monotonic() - began
    finally:
        if writer is not None:
            writer.close()
    seconds = time.monotonic() - began
    head_bytes, _, rest = answer.partition(b"\r\n\r\n")
    status = head_bytes.split(b"\r\n", 1)[0].split()
    return (int(status[1]) if len(status) > 1 and status[1].isdigit() else 0), rest, seconds


def split_events(buffer: bytes) -> tuple[list[tuple[str, bytes]], bytes]:
    """The whole events in a stream's bytes, (id, data), and what is left. Each event is written whole (one chunk of
    the chunked body), its ``id:`` at a line's start; JSON has no raw newline, so ``\\nid: `` is never in a view."""
    found: list[tuple[str, bytes]] = []
    pos = 0
    while True:
        start = buffer.find(b"\nid: ", pos)
        if start < 0:
            return found, buffer[max(pos, len(buffer) - 4):]
        end = buffer.find(b"\n\n", start + 1)
        if end < 0:
            return found, buffer[start:]
        number, _, data = buffer[start + 5:end].partition(b"\ndata: ")
        found.append((number.decode("ascii", "replace"), data))
        pos = end + 1


# -- the tablets -------------------------------------------------------------------------------------------------

@dataclass
class Hand:
    """One hand confirmed from a tablet."""

    table: int
    hand: int
    submission: str
    pressed: float
    seconds: float
    status: int
    seq: int = 0
    again: bool = False
    answer: str = ""
    next_shown: float | None = None  # when the tablet's own stream showed the next hand


@dataclass
class Tablet:
    table: int
    source: str
    token: str = ""
    view: dict[str, Any] | None = None
    changed: asyncio.Event = field(default_factory=asyncio.Event)
    results: list[tuple[float, float, int]] = field(default_factory=list)  # (began, seconds, status)
    hands: list[Hand] = field(default_factory=list)
    stream_ended: int = 0
    stale_views: int = 0
    result_refusals: Counter[str] = field(default_factory=Counter)


async def follow_view(tablet: Tablet, port: int) -> None:
    """The tablet's ``/api/stream``: its table's view, kept; opened again (with its last id) when it ends."""
    last = ""
    while True:
        writer: asyncio.StreamWriter | None = None
        try:
            reader, writer = await asyncio.open_connection(HOST, port, local_addr=(tablet.source, 0))
            resume = f"Last-Event-ID: {last}\r\n" if last else ""
            writer.write(f"GET /api/stream HTTP/1.1\r\nHost: {HOST}:{port}\r\nAuthorization: Bearer {tablet.token}"
                         f"\r\nAccept: text/event-stream\r\n{resume}\r\n".encode())
            head = await reader.readuntil(b"\r\n\r\n")
            if not head.startswith(b"HTTP/1.1 200"):
                raise ConnectionError(head.split(b"\r\n", 1)[0].decode("latin-1"))
            pending = b"\n"
            while chunk := await reader.read(65536):
                events, pending = split_events(pending + chunk)
                for number, data in events:
                    last = number
                    with contextlib.suppress(ValueError):
                        tablet.view = json.loads(data)
                        tablet.changed.set()
        except (OSError, asyncio.IncompleteReadError):
            pass
        finally:
            if writer is not None:
                writer.close()
        tablet.stream_ended += 1
        await asyncio.sleep(RECONNECT_AFTER)


def typed(view: dict[str, Any], submission: str, step: str, turn: int) -> dict[str, Any]:
    """The hand as typed so far: two dealt seats show down (500 each, the winner in turn round the table), the other
    dealt seats fold having put in nothing."""
    dealt = [s for s in view["seats"] if s["dealt"] and s["player"] is not None]
    first, second = dealt[turn % len(dealt)], dealt[(turn + 1) % len(dealt)]
    chips = step == "chips"
    seats = [{"seat": first["seat"], "player": first["player"], "cards": "As Ad", "chips": "500" if chips else ""},
             {"seat": second["seat"], "player": second["player"], "cards": "Kc Ks", "chips": "500" if chips else ""}]
    seats += [{"seat": s["seat"], "player": s["player"], "cards": "", "chips": "0" if chips else "", "folded": True}
              for s in dealt if s not in (first, second)]
    return {"hand": view["hand"], "submission": submission, "board": BOARD[step], "seats": seats}


async def deal(tablet: Tablet, port: int, rng: random.Random, stop: asyncio.Event,
               every: tuple[float, float] = HAND_EVERY) -> None:
    """The dealer's hands: a pause, the typing (each step's live result), the confirm, the next hand awaited."""
    turn = 0
    with contextlib.suppress(TimeoutError):
        async with asyncio.timeout(rng.uniform(0, every[1])):
            await stop.wait()
    while not stop.is_set():
        began = time.monotonic()
        view = tablet.view
        if view is None or view.get("gone"):
            await asyncio.sleep(0.5)
            continue
        submission = f"night-{tablet.table:02d}-{view['hand']:04d}-{rng.getrandbits(32):08x}"
        for step in TYPING:
            status, body, seconds = await http(port, "POST", "/api/dealer/result", source=tablet.source,
                                               body=typed(view, submission, step, turn), token=tablet.token)
            tablet.results.append((time.monotonic() - seconds, seconds, status))
            if status != 200:
                tablet.result_refusals[f"{status} {body[:80].decode('utf-8', 'replace')}"] += 1
            await asyncio.sleep(TYPING_EVERY)
        whole = typed(view, submission, "chips", turn)
        pressed = time.monotonic()
        status, body, seconds = await http(port, "POST", "/api/dealer/confirm", source=tablet.source, body=whole,
                                           token=tablet.token, command=f"{submission}-confirm")
        hand = Hand(tablet.table, int(view["hand"]), submission, pressed, seconds, status)
        tablet.hands.append(hand)
        try:
            answer = json.loads(body) if body else {}
        except ValueError:
            answer = {}
        if status == 200 and answer.get("recorded"):
            hand.seq, hand.again, hand.hand = int(answer["seq"]), bool(answer.get("again")), int(answer["hand"])
            deadline = time.monotonic() + NEXT_HAND_TIMEOUT
            while (shown := tablet.view) is None or int(shown.get("hand", 0)) <= hand.hand:
                tablet.changed.clear()
                if time.monotonic() > deadline:
                    tablet.stale_views += 1
                    break
                with contextlib.suppress(TimeoutError):
                    async with asyncio.timeout(max(0.0, deadline - time.monotonic())):
                        await tablet.changed.wait()
            else:
                hand.next_shown = time.monotonic()
        else:
            hand.answer = f"{status} {body[:120].decode('utf-8', 'replace')}"
        turn += 1
        with contextlib.suppress(TimeoutError):  # (the night's end does not wait for the next hand)
            async with asyncio.timeout(max(0.0, began + rng.uniform(*every) - time.monotonic())):
                await stop.wait()


async def pair(tablets: Sequence[Tablet], db: Path, port: int) -> None:
    """Each tablet paired as the room pairs one: the desk's code, sent from the tablet's address."""
    from floor.store.devices import DeviceBook
    from floor.store.tournaments import Store

    store = Store(db)
    try:
        tables = set(store.state(store.latest()).tables)
        book = DeviceBook(store)
        codes = [book.offer("dealer", table=t.table, person="", pin="", tables=tables, now=time.time()).code
                 for t in tablets]
    finally:
        store.close()
    for tablet, code in zip(tablets, codes, strict=True):
        status, body, _ = await http(port, "POST", "/api/pair", source=tablet.source, body={"code": code})
        if status != 200:
            raise RuntimeError(f"tablet {tablet.table} not paired: {status} {body[:200]!r}")
        tablet.token = str(json.loads(body)["token"])


# -- the page loads ----------------------------------------------------------------------------------------------

async def load_pages(port: int, rows: list[tuple[float, float, int]], stop: asyncio.Event) -> None:
    """``GET /`` every ``PAGE_EVERY`` on a fixed schedule (one late, the next at once); (began, seconds, status)."""
    due = time.monotonic()
    source = address(PAGE_BLOCK, 0)
    while not stop.is_set():
        await asyncio.sleep(max(0.0, due - time.monotonic()))
        status, _, seconds = await http(port, "GET", "/", source=source)
        rows.append((time.monotonic() - seconds, seconds, status))
        due += PAGE_EVERY


async def backup_now(db: Path) -> dict[str, Any]:
    """``floor --db DB backup --json`` as a terminal runs it: its exit status, seconds, and the file it wrote."""
    began = time.monotonic()
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "floor", "--db", str(db), "--author", AUTHOR, "backup", "--json",
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE, cwd=db.parent)
    out, err = await process.communicate()
    seconds = time.monotonic() - began
    written, size = "", 0
    with contextlib.suppress(ValueError, KeyError, TypeError):
        path = Path(json.loads(out)["path"])
        path = path if path.is_absolute() else db.parent / path
        if path.is_file():
            written, size = str(path), path.stat().st_size
    return {"exit": process.returncode, "seconds": seconds, "file": written, "bytes": size,
            "error": err.decode("utf-8", "replace").strip()[-300:], "began": began}


# -- the phones (a process of their own) --------------------------------------------------------------------------

class Crowd:
    """Every phone's lobby stream, and for each phone the seqs it read (each new highest, with when)."""

    def __init__(self, port: int, count: int) -> None:
        self.port = port
        self.count = count
        self.seqs: list[list[int]] = [[] for _ in range(count)]
        self.times: list[list[float]] = [[] for _ in range(count)]
        self.last_id = [""] * count
        self.connected = [False] * count  # subscribed at the first attempt (the phones counted)
        self.open = 0
        self.failed = 0
        self.ended = 0  # streams the service ended
        self.reconnects = 0
        self.refusals: Counter[str] = Counter()
        self.stopping = False
        self.transports: set[asyncio.Transport] = set()
        self.reconnecting: set[asyncio.Task[None]] = set()
        self.subscribe_s: list[float] = []

    async def connect(self, index: int, gate: asyncio.Semaphore | None = None) -> None:
        loop = asyncio.get_running_loop()
        began = time.monotonic()
        phone = Phone(self, index, loop.create_future())
        try:
            async with contextlib.AsyncExitStack() as stack:
                if gate is not None:
                    await stack.enter_async_context(gate)
                async with asyncio.timeout(TIMEOUT):
                    await loop.create_connection(lambda: phone, HOST, self.port,
                                                 local_addr=(address(PHONE_BLOCK, index // PER_ADDRESS), 0))
                    ok = await phone.subscribed
        except (OSError, TimeoutError):
            ok = False
        if ok:
            self.subscribe_s.append(time.monotonic() - began)
            if gate is not None:
                self.connected[index] = True
        else:
            self.failed += 1
            if phone.transport is not None:
                phone.transport.abort()
            if gate is None and not self.stopping:  # a reconnection that failed: the page tries again
                loop.call_later(RECONNECT_AFTER, self.again, index)

    def again(self, index: int) -> None:
        if not self.stopping:
            self.reconnects += 1
            task = asyncio.ensure_future(self.connect(index))
            self.reconnecting.add(task)
            task.add_done_callback(self.reconnecting.discard)

    def figures(self, hands: Sequence[tuple[str, int, float]]) -> dict[str, Any]:
        """For each hand (phase, seq, sent): the time until each counted phone had read it, and who never did."""
        counted = [i for i in range(self.count) if self.connected[i]]
        per_hand: list[dict[str, Any]] = []
        pooled: dict[str, list[float]] = {}
        for phase, seq, sent in hands:
            got: list[float] = []
            for i in counted:
                seqs = self.seqs[i]
                k = bisect.bisect_left(seqs, seq)
                if k < len(seqs):
                    got.append(self.times[i][k] - sent)
            missing = len(counted) - len(got)
            per_hand.append({"reach_all_s": max(got) if got and not missing else None, "missing": missing,
                             "first_s": min(got, default=math.nan),
                             "within_1s": sum(1 for g in got if g <= GOALS["reach_all_ms"] / 1000),
                             "p50_s": percentile(got, 0.5)})
            pooled.setdefault(phase, []).extend(got)
        return {"hands": per_hand, "pooled": {phase: ms(values) for phase, values in pooled.items()},
                "phones": len(counted), "failed_first": self.count - len(counted), "failed_attempts": self.failed,
                "ended_by_service": self.ended, "reconnects": self.reconnects, "refusals": dict(self.refusals),
                "subscribe": ms(self.subscribe_s)}


class Phone(asyncio.Protocol):
    """One lobby stream, read as it arrives (a protocol: the cheapest client there is, so that many fit one core)."""

    def __init__(self, crowd: Crowd, index: int, subscribed: asyncio.Future[bool]) -> None:
        self.crowd = crowd
        self.index = index
        self.subscribed = subscribed
        self.transport: asyncio.Transport | None = None
        self.head = True
        self.buffer = b""

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        self.crowd.transports.add(transport)
        last = self.crowd.last_id[self.index]
        resume = f"Last-Event-ID: {last}\r\n" if last else ""
        transport.write(f"GET /events HTTP/1.1\r\nHost: {HOST}:{self.crowd.port}\r\nAccept: text/event-stream\r\n"
                        f"{resume}\r\n".encode())

    def data_received(self, data: bytes) -> None:
        now = time.monotonic()
        buffer = self.buffer + data if self.buffer else data
        if self.head:
            end = buffer.find(b"\r\n\r\n")
            if end < 0:
                self.buffer = buffer[-65536:]
                return
            if not buffer.startswith(b"HTTP/1.1 200"):
                self.crowd.refusals[buffer.split(b"\r\n", 1)[0].decode("latin-1")[:40]] += 1
                if not self.subscribed.done():
                    self.subscribed.set_result(False)
                if self.transport is not None:
                    self.transport.close()
                return
            self.head = False
            self.crowd.open += 1
            if not self.subscribed.done():
                self.subscribed.set_result(True)
            buffer = buffer[end + 2:]  # ("\r\n" then the body: an event's id is at a line's start)
        seqs, times = self.crowd.seqs[self.index], self.crowd.times[self.index]
        pos = 0
        while True:
            start = buffer.find(b"\nid: ", pos)
            if start < 0:
                self.buffer = buffer[max(pos, len(buffer) - 4):]
                return
            end = buffer.find(b"\n\n", start + 1)
            if end < 0:
                self.buffer = buffer[start:]
                return
            line = buffer.find(b"\n", start + 1)
            number = buffer[start + 5:line]
            seq = int(number.split(b".", 1)[0])
            self.crowd.last_id[self.index] = number.decode("ascii")
            if not seqs or seq > seqs[-1]:
                seqs.append(seq)
                times.append(now)
            pos = end + 1

    def connection_lost(self, exc: Exception | None) -> None:
        crowd = self.crowd
        if self.transport is not None:
            crowd.transports.discard(self.transport)
        if not self.subscribed.done():
            self.subscribed.set_result(False)
            return
        if self.head:
            return
        crowd.open -= 1
        if not crowd.stopping:
            crowd.ended += 1
            asyncio.get_running_loop().call_later(RECONNECT_AFTER, crowd.again, self.index)


def phones(conn: Connection, port: int, count: int) -> None:
    """The phones' process: subscribe them all (100 connecting at a time), say so, follow until asked for figures."""
    raise_open_files()

    async def main() -> None:
        crowd = Crowd(port, count)
        gate = asyncio.Semaphore(CONNECTING_AT_ONCE)
        began = time.monotonic()
        await asyncio.gather(*(crowd.connect(i, gate) for i in range(count)))
        conn.send({"subscribed": sum(crowd.connected), "seconds": time.monotonic() - began})
        loop = asyncio.get_running_loop()
        hands: list[tuple[str, int, float]] = await loop.run_in_executor(None, conn.recv)
        crowd.stopping = True
        figures = crowd.figures(hands)
        figures["open_at_end"] = crowd.open
        for transport in list(crowd.transports):
            transport.abort()
        usage = resource.getrusage(resource.RUSAGE_SELF)
        figures["cpu_s"] = usage.ru_utime + usage.ru_stime
        conn.send(figures)

    asyncio.run(main())


# -- the slow clients (a process of their own) --------------------------------------------------------------------

@dataclass
class Attack(Slow):
    held: int = 0
    most_held: int = 0
    first_opened: int = 0


async def slow_client(port: int, index: int, attack: Attack, gate: asyncio.Semaphore, stop: asyncio.Event) -> None:
    """The request line, then a header byte every 2 s, never the end; cut, it connects again at once."""
    source = address(SLOW_BLOCK, index // PER_ADDRESS)
    first = True
    while not stop.is_set():
        writer: asyncio.StreamWriter | None = None
        opened: float | None = None
        try:
            async with gate:
                try:
                    reader, stream = await asyncio.wait_for(
                        asyncio.open_connection(HOST, port, local_addr=(source, 0)), TIMEOUT)
                    writer = stream
                    stream.write(f"GET / HTTP/1.1\r\nHost: {HOST}:{port}\r\n".encode())
                except (OSError, TimeoutError):
                    attack.failed += 1
                    await asyncio.sleep(RECONNECT_AFTER)
                    continue
            attack.opened += 1
            attack.first_opened += first
            first = False
            attack.held += 1
            attack.most_held = max(attack.most_held, attack.held)
            opened = time.monotonic()
            try:
                while True:
                    try:
                        data = await asyncio.wait_for(reader.read(512), SLOW_EVERY)
                    except TimeoutError:
                        stream.write(b"X")
                        continue
                    attack.ended_after_s.append(time.monotonic() - opened)
                    attack.answers[(data.split(b"\r\n", 1)[0].decode("latin-1") or "closed")[:40]] += 1
                    break
            finally:
                attack.held -= 1
        except OSError:  # the service reset it (past its receipt deadline it aborts the connection)
            attack.answers["reset"] += 1
            if opened is not None:
                attack.ended_after_s.append(time.monotonic() - opened)
        finally:
            if writer is not None:
                writer.close()


def slow_clients(conn: Connection, port: int, count: int) -> None:
    """The attack's process: every slow client connected (said once they all are, or in 15 s), until told to stop."""
    raise_open_files()

    async def main() -> None:
        attack, gate, stop = Attack(), asyncio.Semaphore(CONNECTING_AT_ONCE), asyncio.Event()
        began = time.monotonic()
        tasks = [asyncio.create_task(slow_client(port, i, attack, gate, stop)) for i in range(count)]
        while attack.first_opened + attack.failed < count and time.monotonic() < began + 15:
            await asyncio.sleep(0.1)
        conn.send({"opened": attack.first_opened, "seconds": time.monotonic() - began})
        await asyncio.get_running_loop().run_in_executor(None, conn.recv)
        held_at_end = attack.held
        stop.set()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        conn.send({"connections": attack.opened, "failed": attack.failed, "cut_by_service": len(attack.ended_after_s),
                   "cut_after": ms(attack.ended_after_s), "answers": dict(attack.answers),
                   "most_held": attack.most_held, "held_at_end": held_at_end})

    asyncio.run(main())


# -- the desk: the console (a process of its own, offscreen Qt) ---------------------------------------------------

def desk(conn: Connection, db: str, tournament_id: int, folder: str) -> None:
    """The console on the file, its event loop's ticks recorded; on "backup" its own Back up now job, on "stop" its
    figures."""
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ["XDG_CONFIG_HOME"] = str(Path(folder) / "desk-settings")  # a desk of its own, never ~/.config
    from PySide6.QtCore import QMessageLogContext, Qt, QTimer, QtMsgType, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    from floor.app import open_console
    from floor.store.backup_files import default_folder
    from floor.store.tournaments import Store

    said: Counter[str] = Counter()  # what Qt says (the offscreen platform's "does not support ..."): counted only

    def hush(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        said[message[:100]] += 1

    qInstallMessageHandler(hush)
    app = QApplication(sys.argv[:1])
    store = Store(Path(db))
    opened = open_console(store, tournament_id, AUTHOR)
    console = opened.console
    ticks: list[tuple[float, float]] = []  # (when, the GUI thread's CPU seconds so far)
    slots: dict[str, list[tuple[float, float]]] = {"feed": [], "clock": []}  # (began, seconds)
    moved: list[tuple[int, float]] = []  # (seq, when the console had redrawn for it)
    backups: list[dict[str, Any]] = []

    def timed(name: str, work: Callable[[], object]) -> Callable[[], None]:
        def run() -> None:
            began = time.monotonic()
            work()
            slots[name].append((began, time.monotonic() - began))
        return run

    opened.feed.timer.timeout.disconnect()
    opened.feed.timer.timeout.connect(timed("feed", opened.feed.check))
    console.timer.timeout.disconnect()
    console.timer.timeout.connect(timed("clock", console.refresh_clock))
    opened.feed.moved.connect(lambda seq: moved.append((seq, time.monotonic())))  # (after the console's own slots)
    tick = QTimer()
    tick.setTimerType(Qt.TimerType.PreciseTimer)
    tick.setInterval(TICK_MS)
    tick.timeout.connect(lambda: ticks.append((time.monotonic(), time.thread_time())))
    backup_folder = default_folder(db)

    def back_up() -> None:
        began, before = time.monotonic(), set(backup_folder.glob("*.db"))

        def done(text: str, refused: bool) -> None:
            new = sorted(set(backup_folder.glob("*.db")) - before)
            backups.append({"seconds": time.monotonic() - began, "said": str(text), "refused": refused,
                            "files": [str(p) for p in new], "bytes": sum(p.stat().st_size for p in new),
                            "began": began})

        if not console.worker.start("Benchmark backup", console.session.backup_job(), done):
            backups.append({"seconds": 0.0, "said": "the console was busy", "refused": True, "files": [],
                            "bytes": 0, "began": began})

    def control() -> None:
        while conn.poll():
            what = conn.recv()
            if what == "backup":
                back_up()
            elif what == "stop":
                console.worker.wait(30)
                app.processEvents()
                usage = resource.getrusage(resource.RUSAGE_SELF)
                conn.send({"ticks": ticks, "slots": slots, "moved": moved, "backups": backups, "qt_said": dict(said),
                           "cpu_s": usage.ru_utime + usage.ru_stime, "rss_mb": usage.ru_maxrss / 1024})
                app.quit()

    listening = QTimer()
    listening.setInterval(100)
    listening.timeout.connect(control)
    app.processEvents()
    tick.start()
    listening.start()
    conn.send("ready")
    app.exec()
    opened.big_screen.close()
    opened.consoles.clear()
    store.close()
    os._exit(0)  # (PySide6's teardown at exit is not what is measured, and once in a while it aborts)


# -- the figures -------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Phase:
    name: str
    start: float
    end: float

    def holds(self, at: float) -> bool:
        return self.start <= at < self.end


def phase_of(phases: Sequence[Phase], at: float) -> str:
    return next((p.name for p in phases if p.holds(at)), "between")


def timed_rows(rows: Sequence[tuple[float, float, int]], phase: Phase) -> dict[str, Any]:
    """Requests begun in the phase: ms figures of those answered 200, and every status."""
    mine = [(seconds, status) for began, seconds, status in rows if phase.holds(began)]
    ok = [seconds for seconds, status in mine if status == 200]
    return {**ms(ok), "ok": len(ok), "of": len(mine), "statuses": dict(Counter(str(s) for _, s in mine))}


def pauses(ticks: Sequence[tuple[float, float]], slots: dict[str, list[tuple[float, float]]],
           phase: Phase) -> dict[str, Any]:
    """The GUI's pauses in the phase: each gap between two ticks less the timer's interval; for each pause over 50 ms,
    how much of it the GUI thread spent on the CPU (near the whole gap: the console was busy; near none: the process
    waited, for the CPU or a lock) and which timed slots ran in it."""
    inside = [t for t in ticks if phase.holds(t[0])]
    late = [max(0.0, b - a - TICK_MS / 1000) for (a, _), (b, _) in itertools.pairwise(inside)]
    long = []
    for (a, cpu_a), (b, cpu_b) in itertools.pairwise(inside):
        if b - a - TICK_MS / 1000 > GOALS["gui_pause_ms"] / 1000:
            during = sorted({name for name, rows in slots.items() for began, seconds in rows
                             if began < b and began + seconds > a})
            long.append({"at_s": a - phase.start, "pause_ms": (b - a) * 1000 - TICK_MS,
                         "gui_cpu_ms": (cpu_b - cpu_a) * 1000, "during": during})
    return {**ms(late), "ticks": len(inside), "over_50ms": len(long), "long": long[:20],
            "gui_cpu_share": (inside[-1][1] - inside[0][1]) / (inside[-1][0] - inside[0][0]) if len(inside) > 1
            else math.nan}


def reached(hands: Sequence[Hand], delivery: Sequence[dict[str, Any]], phase: Phase) -> dict[str, Any]:
    """The hands of the phase: the time until every phone had each (a hand some phone never had is left out of the
    ms figures and counted)."""
    mine = [d for h, d in zip(hands, delivery, strict=True) if phase.holds(h.pressed)]
    whole = [d["reach_all_s"] for d in mine if d["reach_all_s"] is not None]
    spread = [d["reach_all_s"] - d["first_s"] for d in mine if d["reach_all_s"] is not None]
    return {**ms(whole), "hands": len(mine), "reached_all": len(whole), "first_to_last_phone": ms(spread),
            "all_within_1s": sum(1 for s in whole if s <= GOALS["reach_all_ms"] / 1000),
            "never_had_it": sum(d["missing"] for d in mine), "hands_some_phone_never_had": len(mine) - len(whole)}


def desk_saw(hands: Sequence[Hand], moved: Sequence[tuple[int, float]], phase: Phase) -> dict[str, Any]:
    """From each confirm sent to the console having redrawn for its seq (or a later one)."""
    seqs = [seq for seq, _ in moved]
    times: list[float] = []
    missed = 0
    for h in hands:
        if phase.holds(h.pressed):
            k = bisect.bisect_left(seqs, h.seq)
            if k < len(seqs):
                times.append(moved[k][1] - h.pressed)
            else:
                missed += 1
    return {**ms(times), "missed": missed}


def check_database(db: Path, hands: Sequence[Hand]) -> dict[str, Any]:
    """Every hand a tablet was told was recorded: there once, under its submission, at its seq, table and hand."""
    from floor.store.tournaments import Store
    from floor.tournament.records import HandRecorded

    store = Store(db)
    try:
        history = store.history(store.latest())
    finally:
        store.close()
    recorded: dict[str, list[tuple[int, int, int]]] = {}
    for event in history:
        if event.kind == HandRecorded.KIND:
            body = event.body(HandRecorded)
            recorded.setdefault(body.submission, []).append((event.seq, body.table, body.hand))
    told = [h for h in hands if h.seq]
    once = sum(1 for h in told if recorded.get(h.submission) == [(h.seq, h.table, h.hand)])
    ours = {h.submission for h in hands}
    return {"told_recorded": len(told), "recorded_once": once, "missing_or_wrong": len(told) - once,
            "twice_or_more": sum(1 for s in recorded.values() if len(s) > 1),
            "recorded_not_told": sum(1 for s in recorded if s in ours and s not in {h.submission for h in told}),
            "hands_in_database": sum(len(s) for s in recorded.values())}


def cpu_of(pid: int) -> float:
    try:
        return process_figures(pid)[0]
    except (OSError, KeyError, ValueError, IndexError):
        return math.nan


# -- the night ---------------------------------------------------------------------------------------------------

async def night(args: argparse.Namespace, db: Path, folder: Path, service: Service) -> dict[str, Any]:
    """The night and its figures; the load's processes ended whatever happens."""
    children: list[BaseProcess] = []
    try:
        return await night_of(args, db, folder, service, children)
    finally:
        for child in children:
            if child.is_alive():
                child.kill()
                child.join(5)


async def night_of(args: argparse.Namespace, db: Path, folder: Path, service: Service,
                   children: list[BaseProcess]) -> dict[str, Any]:
    context = multiprocessing.get_context("spawn")
    port, pid = service.port, service.process.pid
    tablets = [Tablet(t, address(TABLET_BLOCK, t - 1)) for t in range(1, args.tablets + 1)]
    log(args.quiet, f"pairing {len(tablets)} tablets")
    await pair(tablets, db, port)
    followers = [asyncio.create_task(follow_view(t, port)) for t in tablets]
    deadline = time.monotonic() + 30
    while any(t.view is None for t in tablets) and time.monotonic() < deadline:
        await asyncio.sleep(0.1)

    log(args.quiet, f"subscribing {args.phones:,} phones")
    crowd, crowd_child = context.Pipe()
    phone_process = context.Process(target=phones, args=(crowd_child, port, args.phones), name="night-phones",
                                    daemon=True)
    phone_process.start()
    children.append(phone_process)
    subscribed = await asyncio.to_thread(crowd.recv)
    log(args.quiet, f"{subscribed['subscribed']:,} phones subscribed in {subscribed['seconds']:.1f} s; "
                    "opening the console")
    desk_pipe, desk_child = context.Pipe()
    desk_process = context.Process(target=desk, args=(desk_child, str(db), 1, str(folder)), name="night-desk",
                                   daemon=True)
    desk_process.start()
    children.append(desk_process)
    if not await asyncio.to_thread(desk_pipe.poll, START_SECONDS):
        raise RuntimeError("the console did not open")
    desk_pipe.recv()
    assert desk_process.pid is not None

    stop, pages_stop = asyncio.Event(), asyncio.Event()
    rng = random.Random(args.seed)
    dealers = [asyncio.create_task(deal(t, port, random.Random(rng.getrandbits(64)), stop, args.hand_every))
               for t in tablets]
    page_rows: list[tuple[float, float, int]] = []
    pager = asyncio.create_task(load_pages(port, page_rows, pages_stop))
    fds: list[tuple[float, int]] = []

    async def sample() -> None:
        while True:
            fds.append((time.monotonic(), open_fds(pid)))
            await asyncio.sleep(0.25)

    sampler = asyncio.create_task(sample())
    cpu: dict[str, float] = {}
    backups: list[dict[str, Any]] = []

    async def phase(name: str, seconds: float) -> Phase:
        start = time.monotonic()
        cpu[f"{name}_start"] = cpu_of(pid)
        cpu[f"desk_{name}_start"] = cpu_of(desk_process.pid or 0)
        await asyncio.sleep(max(0.0, cut_in(1 / 3, start, seconds) - time.monotonic()))
        backups.append({"phase": name, **await backup_now(db)})
        await asyncio.sleep(max(0.0, cut_in(2 / 3, start, seconds) - time.monotonic()))
        desk_pipe.send("backup")
        await asyncio.sleep(max(0.0, start + seconds - time.monotonic()))
        cpu[f"{name}_end"] = cpu_of(pid)
        cpu[f"desk_{name}_end"] = cpu_of(desk_process.pid or 0)
        return Phase(name, start, time.monotonic())

    await asyncio.sleep(WARM_UP)
    log(args.quiet, f"phase 1: the night, {args.seconds:g} s")
    first = await phase("night", args.seconds)
    log(args.quiet, f"phase 2: {args.slow:,} slow clients on top")
    attack, attack_child = context.Pipe()
    slow_process = context.Process(target=slow_clients, args=(attack_child, port, args.slow), name="night-slow",
                                   daemon=True)
    slow_process.start()
    children.append(slow_process)
    opening = await asyncio.to_thread(attack.recv)
    await asyncio.sleep(SLOW_EVERY)  # every slow client has sent a byte or more
    from floor.room.service import RECEIPT_SECONDS

    second = await phase("attack", max(args.seconds, RECEIPT_SECONDS + 3 * SLOW_EVERY))
    attack.send("stop")
    slow = await asyncio.to_thread(attack.recv)
    stop.set()
    await asyncio.gather(*dealers)
    pages_stop.set()
    await pager
    await asyncio.sleep(SETTLE)
    sampler.cancel()
    for task in followers:
        task.cancel()
    await asyncio.gather(sampler, *followers, return_exceptions=True)
    phases = (first, second)

    hands = sorted((h for t in tablets for h in t.hands), key=lambda h: h.pressed)
    confirmed = [h for h in hands if h.seq]
    crowd.send([(phase_of(phases, h.pressed), h.seq, h.pressed) for h in confirmed])
    delivered = await asyncio.to_thread(crowd.recv)
    desk_pipe.send("stop")
    desk_figures = await asyncio.to_thread(desk_pipe.recv)
    service_cpu, service_rss, service_threads = process_figures(pid)
    for child_process in (phone_process, slow_process, desk_process):
        await asyncio.to_thread(child_process.join, 30)
        if child_process.is_alive():
            child_process.kill()
    results = [row for t in tablets for row in t.results]
    figures: dict[str, Any] = {}
    for p in phases:
        feed = [s for b, s in desk_figures["slots"]["feed"] if p.holds(b)]
        clock = [s for b, s in desk_figures["slots"]["clock"] if p.holds(b)]
        seconds = p.end - p.start
        cpu_s = cpu[f"{p.name}_end"] - cpu[f"{p.name}_start"]
        desk_cpu = cpu[f"desk_{p.name}_end"] - cpu[f"desk_{p.name}_start"]
        mine = [h for h in hands if p.holds(h.pressed)]
        figures[p.name] = {
            "seconds": seconds,
            "page": timed_rows(page_rows, p),
            "result": timed_rows(results, p),
            "confirm": timed_rows([(h.pressed, h.seconds, h.status) for h in hands], p),
            "hands_confirmed": sum(1 for h in mine if h.seq), "hands_refused": sum(1 for h in mine if not h.seq),
            "reach_all": reached(confirmed, delivered["hands"], p),
            "reach_each": delivered["pooled"].get(p.name, ms([])),
            "next_hand_on_tablet": ms([h.next_shown - h.pressed for h in mine if h.next_shown is not None]),
            "desk_redrawn": desk_saw(confirmed, desk_figures["moved"], p),
            "gui_pause": pauses(desk_figures["ticks"], desk_figures["slots"], p),
            "desk_feed_check": ms(feed), "desk_clock_refresh": ms(clock),
            "desk_cpu_share": desk_cpu / seconds,
            "service_cpu_s": cpu_s, "service_cpu_share": cpu_s / seconds,
            "service_fds_peak": max((n for at, n in fds if p.holds(at)), default=-1),
            "backup_cli": next((b for b in backups if b["phase"] == p.name), None),
            "backup_desk": next((b for b in desk_figures["backups"] if p.holds(b["began"])), None),
        }
    figures["attack"]["slow"] = {**slow, "all_opened": opening["opened"], "opening_s": opening["seconds"]}
    figures["attack"]["service_fds_before"] = next((n for at, n in fds if at >= first.end), -1)
    return {
        "phases": figures,
        "phones": {k: v for k, v in delivered.items() if k not in ("hands", "pooled")},
        "tablets": {"paired": len(tablets), "stream_ended": sum(t.stream_ended for t in tablets),
                    "stale_views": sum(t.stale_views for t in tablets),
                    "result_refusals": dict(sum((t.result_refusals for t in tablets), Counter())),
                    "confirm_refusals": dict(Counter(h.answer[:100] for h in hands if not h.seq)),
                    "again": sum(1 for h in hands if h.again)},
        "hands": [{"table": h.table, "hand": h.hand, "submission": h.submission, "seq": h.seq, "status": h.status,
                   "phase": phase_of(phases, h.pressed)} for h in hands],
        "service": {"cpu_s": service_cpu, "peak_rss_mb": service_rss, "threads": service_threads, "pid": pid},
        "desk": {"cpu_s": desk_figures["cpu_s"], "peak_rss_mb": desk_figures["rss_mb"],
                 "ticks": len(desk_figures["ticks"]), "qt_said": desk_figures["qt_said"]},
        "load_cpu_s": resource.getrusage(resource.RUSAGE_SELF).ru_utime
        + resource.getrusage(resource.RUSAGE_SELF).ru_stime,
    }


# -- the report --------------------------------------------------------------------------------------------------

def verdicts(result: dict[str, Any]) -> dict[str, bool]:
    """The issue's five goals, each met or not."""
    night_, attack = result["phases"]["night"], result["phases"]["attack"]

    def all_reached(p: dict[str, Any]) -> bool:
        r = p["reach_all"]
        return bool(r["hands"] and r["all_within_1s"] == r["hands"])

    def served(p: dict[str, Any]) -> bool:
        return all(p[what]["ok"] == p[what]["of"] > 0 for what in ("page", "result", "confirm"))

    def backed_up(p: dict[str, Any]) -> bool:
        cli, own = p["backup_cli"], p["backup_desk"]
        return bool(cli is not None and cli["exit"] == 0 and cli["file"] and cli["bytes"] > 0
                    and own is not None and not own["refused"] and own["files"])

    return {
        "page_p99": night_["page"]["p99"] < GOALS["page_p99_ms"],
        "reach_all_1s": all_reached(night_),
        "result_p99": night_["result"]["p99"] < GOALS["result_p99_ms"],
        "gui_pause": max(night_["gui_pause"]["max"], attack["gui_pause"]["max"]) <= GOALS["gui_pause_ms"],
        "slow_clients": served(attack) and all_reached(attack) and backed_up(attack)
        and attack["page"]["p99"] < GOALS["page_p99_ms"] and attack["result"]["p99"] < GOALS["result_p99_ms"],
    }


def f(value: float | None) -> str:
    return "-" if value is None or math.isnan(value) else f"{value:,.0f}" if value >= 100 else f"{value:.1f}"


def spread(figure: dict[str, Any]) -> str:
    return f"{f(figure['p50'])} / {f(figure['p99'])} / {f(figure['max'])}"


def backup_words(p: dict[str, Any]) -> str:
    cli, own = p["backup_cli"], p["backup_desk"]
    said = "CLI: none" if cli is None else (f"CLI exit {cli['exit']}, {cli['seconds']:.1f} s, "
                                             f"{cli['bytes'] / 1024:,.0f} KB" if cli["file"] else
                                             f"CLI exit {cli['exit']}, no file ({cli['error'][:60]})")
    if own is None:
        said += "; console: none"
    elif own["files"] and not own["refused"]:
        said += f"; console {own['seconds'] * 1000:,.0f} ms, {own['bytes'] / 1024:,.0f} KB"
    else:
        said += f"; console refused: {own['said'][:60]}"
    return said


def table(result: dict[str, Any], args: argparse.Namespace) -> str:
    n, a = result["phases"]["night"], result["phases"]["attack"]
    met = {k: "**met**" if v else "**not met**" for k, v in result["verdicts"].items()}

    def reach(p: dict[str, Any]) -> str:
        r = p["reach_all"]
        return (f"{spread(r)} ms; {r['all_within_1s']}/{r['hands']} hands within 1 s, "
                f"{r['never_had_it']} (hand, phone) never")

    def gui(p: dict[str, Any]) -> str:
        g = p["gui_pause"]
        return f"max {f(g['max'])} / p99 {f(g['p99'])} ms, {g['over_50ms']} over 50 ms"

    def page(p: dict[str, Any]) -> str:
        return f"p99 {f(p['page']['p99'])} ms (p50 {f(p['page']['p50'])}, max {f(p['page']['max'])}; " \
               f"{p['page']['ok']}/{p['page']['of']} ok)"

    def result_(p: dict[str, Any]) -> str:
        return f"p99 {f(p['result']['p99'])} ms (p50 {f(p['result']['p50'])}, max {f(p['result']['max'])}; " \
               f"{p['result']['ok']}/{p['result']['of']} ok)"

    slow = a["slow"]
    rows = [
        ("page load p99 < 50 ms", TODAY["page"], page(n), page(a), met["page_p99"]),
        ("an action reaches every phone within 1 s (p50 / p99 / max)", TODAY["reach"], reach(n), reach(a),
         met["reach_all_1s"]),
        ("a dealer's result on the tablet p99 < 100 ms", TODAY["result"], result_(n), result_(a), met["result_p99"]),
        ("no GUI pause over 50 ms (the console)", TODAY["gui"], gui(n), gui(a), met["gui_pause"]),
        (f"{args.slow:,} slow clients: every real client served, the desk's backups work", TODAY["slow"],
         backup_words(n),
         f"{slow['all_opened']:,} held, {slow['cut_by_service']:,} cut by the service after p50 "
         f"{f(slow['cut_after']['p50'] / 1000)} s; pages {a['page']['ok']}/{a['page']['of']}, results "
         f"{a['result']['ok']}/{a['result']['of']}, confirms {a['confirm']['ok']}/{a['confirm']['of']}; "
         + backup_words(a), met["slow_clients"]),
    ]
    lines = ["| goal | today | night | night + slow clients | |", "|---|---|---|---|---|"]
    lines += [f"| {' | '.join(row)} |" for row in rows]
    more = [
        ("confirm on the tablet p50 / p99 / max ms", spread(n["confirm"]), spread(a["confirm"])),
        ("the next hand on the tablet's stream p50 / p99 / max ms", spread(n["next_hand_on_tablet"]),
         spread(a["next_hand_on_tablet"])),
        ("each (hand, phone) p50 / p99 / max ms", spread(n["reach_each"]), spread(a["reach_each"])),
        ("a hand's first phone to its last (the fan-out) p50 / p99 / max ms",
         spread(n["reach_all"]["first_to_last_phone"]), spread(a["reach_all"]["first_to_last_phone"])),
        ("the console redrawn for the hand p50 / p99 / max ms", spread(n["desk_redrawn"]),
         spread(a["desk_redrawn"])),
        ("the console's feed check (its redraw) p50 / p99 / max ms", spread(n["desk_feed_check"]),
         spread(a["desk_feed_check"])),
        ("hands confirmed (refused)", f"{n['hands_confirmed']} ({n['hands_refused']})",
         f"{a['hands_confirmed']} ({a['hands_refused']})"),
        ("service CPU s (share of one core); open fds peak",
         f"{n['service_cpu_s']:.1f} ({n['service_cpu_share']:.0%}); {n['service_fds_peak']:,}",
         f"{a['service_cpu_s']:.1f} ({a['service_cpu_share']:.0%}); {a['service_fds_before']:,} before, "
         f"{a['service_fds_peak']:,} peak"),
        ("the console's CPU (share of one core)", f"{n['desk_cpu_share']:.0%}", f"{a['desk_cpu_share']:.0%}"),
    ]
    lines += ["", "| also | night | night + slow clients |", "|---|---|---|"]
    lines += [f"| {' | '.join(row)} |" for row in more]
    return "\n".join(lines)


def seconds_between(text: str) -> tuple[float, float]:
    low, _, high = text.partition(",")
    try:
        bounds = float(low), float(high or low)
    except ValueError:
        raise argparse.ArgumentTypeError("MIN,MAX in seconds, e.g. 5,10") from None
    if not 1 <= bounds[0] <= bounds[1]:
        raise argparse.ArgumentTypeError("MIN,MAX in seconds, 1 <= MIN <= MAX")
    return bounds


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--phones", type=int, default=3000, help="lobby subscribers (default 3000)")
    parser.add_argument("--tablets", type=int, default=30, help=f"dealer tablets, 1 to {TABLES} (default 30)")
    parser.add_argument("--seconds", type=float, default=40.0, help="seconds of each phase (default 40)")
    parser.add_argument("--slow", type=int, default=1000, help="slow clients in phase 2 (default 1000)")
    parser.add_argument("--hand-every", type=seconds_between, default=HAND_EVERY, metavar="MIN,MAX",
                        help="seconds between a tablet's hands, at random (default 5,10)")
    parser.add_argument("--seed", type=int, default=2024, help="seed of the tablets' pauses")
    parser.add_argument("--keep", metavar="DIR", help="build the room in DIR and leave it there (the database, "
                                                      "its backups, the service's error output)")
    parser.add_argument("--json", action="store_true", help="print one JSON object only")
    parser.add_argument("--quiet", action="store_true", help="no progress lines on standard error")
    args = parser.parse_args(argv)
    if not 1 <= args.tablets <= TABLES or args.phones < 1 or args.slow < 1 or args.seconds < 5:
        parser.error(f"--tablets 1 to {TABLES}, --phones and --slow at least 1, --seconds at least 5")
    args.quiet = args.quiet or args.json
    limit = raise_open_files()
    began = time.monotonic()
    load_before = os.getloadavg()
    with contextlib.ExitStack() as stack:
        if args.keep:
            folder = Path(args.keep).resolve()
            folder.mkdir(parents=True, exist_ok=True)
        else:
            folder = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="floor-night-")))
        log(args.quiet, f"a tournament of {PLAYERS} players at {TABLES} tables of {SEATS}, through the command line")
        db, built_s = build(folder)
        service = serve(db, folder)
        log(args.quiet, f"floor serve on port {service.port}")
        try:
            result = asyncio.run(night(args, db, folder, service))
        finally:
            exit_status = stop_service(service)
        result["service"]["exit"] = exit_status
        result["service"]["stderr"] = service.errors.read_text(errors="replace").strip().splitlines()[-10:]
        result["database"] = check_database(db, [Hand(h["table"], h["hand"], h["submission"], 0.0, 0.0, h["status"],
                                                      h["seq"]) for h in result["hands"]])
    result.update({"phones_asked": args.phones, "tablets_asked": args.tablets, "seconds": args.seconds,
                   "hand_every": args.hand_every,
                   "slow_asked": args.slow, "build_s": built_s, "cpus": os.cpu_count(), "open_files_limit": limit,
                   "load_average_before": load_before, "load_average_after": os.getloadavg(),
                   "python": platform.python_version(), "today": TODAY, "goals": GOALS,
                   "wall_s": time.monotonic() - began})
    result["verdicts"] = verdicts(result)
    if args.json:
        print(json.dumps(result, default=str))
        return
    d = result["database"]
    print(f"Room night: {args.phones:,} phones, {args.tablets} tablets (a hand every {args.hand_every[0]:g} to "
          f"{args.hand_every[1]:g} s each), {args.seconds:g} s a phase, {args.slow:,} slow clients; "
          f"{os.cpu_count()} CPUs, load average before {load_before[0]:.2f}; {result['wall_s']:.0f} s\n")
    print(table(result, args))
    print(f"\nDatabase: {d['told_recorded']} hands the tablets were told were recorded, {d['recorded_once']} there "
          f"exactly once ({d['missing_or_wrong']} missing or wrong, {d['twice_or_more']} recorded twice); phones: "
          f"{result['phones']['phones']:,} subscribed, {result['phones']['ended_by_service']} streams ended by the "
          f"service, {result['phones']['reconnects']} reconnections; service {result['service']['cpu_s']:.1f} s CPU "
          f"in all, {result['service']['peak_rss_mb']:.0f} MB; the load's processes on the same cores.")
    for name in ("night", "attack"):
        long = result["phases"][name]["gui_pause"]["long"]
        if long:
            print(f"GUI pauses over 50 ms, {name}: " + "; ".join(
                f"{p['pause_ms']:.0f} ms at {p['at_s']:.1f} s (the GUI thread on the CPU {p['gui_cpu_ms']:.0f} ms"
                + (f", in {'+'.join(p['during'])}" if p["during"] else "") + ")" for p in long[:6]))
    print(f"CPU seconds of the load's processes: phones {result['phones']['cpu_s']:.1f}, tablets and pages "
          f"{result['load_cpu_s']:.1f}; the console {result['desk']['cpu_s']:.1f}")
    if result["service"]["stderr"]:
        print("floor serve said: " + " / ".join(result["service"]["stderr"]))
    for what in ("result_refusals", "confirm_refusals"):
        if result["tablets"][what]:
            print(f"tablets, {what}: " + "; ".join(f"{n} x {m}" for m, n in result["tablets"][what].items()))


if __name__ == "__main__":
    main()
