"""The room service: one aiohttp server in a process of its own, on the same database as the desk.

No client can stall the desk: the service is another process, and the desk's windows learn of its writes (a
player's page token) through their own change feed. Inside the service, nothing waits for a client either:

* a connection is admitted by the :class:`~floor.room.gate.Gate` (a cap in all that leaves the desk its file
  descriptors, and one per address), and must have sent its whole request within :data:`RECEIPT_SECONDS`
  (a client trickling one header byte every two seconds is cut off, however patient);
* an answer has :data:`ANSWER_SECONDS` in all (a write: :data:`QUEUE_SECONDS` to begin on the store's thread, else
  it is taken off the queue and answered "busy", nothing done; once begun it is answered when done), the request
  body at most :data:`MAX_BODY` bytes; the request line (414), each header, their number and all of them together
  (431) are bounded, and a malformed request gets 400, each said plainly and in no more words (:class:`Answering`);
* a request must name the service by its address (``Host``: an IP address or ``localhost``, never a name that
  another site could point at the room's service), else 421;
* a push stream (``text/event-stream``) is written to by the hub (:mod:`floor.room.hub`) straight from the
  publishing call; a subscriber whose socket holds 16 changes unsent is dropped, and its page reconnects and
  resumes: its ``Last-Event-ID`` says what it had, and it is sent the current view if that moved on.

Every answer but a push stream closes its connection, so the receipt deadline covers each request.

Over HTTPS (``floor serve --https``) the stations are served on a port of their own with the room's certificate
(:mod:`floor.room.authority`), and the plain port serves the players' pages and the lobby only: a station's page
asked there is sent to the HTTPS port, a station's request refused (its token is never taken in clear), and the
pairing page there shows how to trust the room's certificate before going on. ``/room.crt`` is the room's CA
certificate on both ports (public: a device checks its fingerprint, or installs it). On the HTTPS port the gate
admits a connection once its TLS handshake is done, which must be within :data:`RECEIPT_SECONDS`.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import ipaddress
import logging
import re
import signal
import ssl
import sys
import time
from collections.abc import Awaitable, Callable, Coroutine
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from aiohttp import web
from aiohttp.http_exceptions import LineTooLong
from aiohttp.web_protocol import RequestHandler
from aiohttp.web_request import BaseRequest

from floor.core.errors import FloorError, Text
from floor.i18n.languages import LANGUAGES, negotiate
from floor.i18n.speech import spoken
from floor.room import authority, certificates, stations, views
from floor.room.address import EVERY_INTERFACE, advertised_host, bind_host, refusal
from floor.room.answers import HTML, SECURITY_HEADERS, answer, headers, stream
from floor.room.follow import CHECK_SECONDS, Follower, Moment
from floor.room.gate import Gate
from floor.room.hub import Hub
from floor.room.link import AUTHORITY_PATH
from floor.store.address import home_of
from floor.usecases.pairing import Device
from floor.web import pages, qr
from floor.web.pages import HEARTBEAT_SECONDS
from floor.web.stations import STATIONS, station_page

RECEIPT_SECONDS = 10.0
ANSWER_SECONDS = 10.0
QUEUE_SECONDS = 8.0
MAX_BODY = 64 * 1024
MAX_LINE = 2048
MAX_FIELD = 8192
MAX_HEADERS = 40
MAX_HEAD = MAX_LINE + MAX_FIELD  # the request line and every header together, up to the blank line
RESULT_THREADS = 2  # the machine's cores a room computer has: the tablets' results beside the loop
BACKLOG = 1024  # the kernel's queue of connections not yet accepted: a room's phones all poll at once
PLAYER = re.compile(r"/p/([A-Za-z0-9_-]{16,64})(\.json|/events)?")
STATIC = re.compile(r"/static/([a-z]+\.(?:js|css))")
STATIC_TYPES = {"js": "text/javascript; charset=utf-8", "css": "text/css; charset=utf-8"}


@dataclass(frozen=True)
class Limits:
    """The service's deadlines (seconds), as the module says; a test shortens them."""

    receipt: float = RECEIPT_SECONDS
    answer: float = ANSWER_SECONDS
    heartbeat: float = HEARTBEAT_SECONDS
    queue: float = QUEUE_SECONDS  # a write not begun on the store's thread by then: taken off, answered busy


@dataclass
class Room:
    """The service's state on its event loop: the moment shown, the push streams, the connections."""

    follower: Follower
    language: str | None = None
    limits: Limits = field(default_factory=Limits)
    gate: Gate = field(default_factory=Gate)
    hub: Hub = field(default_factory=Hub)
    moment: Moment | None = None
    stale: bool = False  # the database could not be read at the last check: no heartbeat says the view is fresh
    arrived: dict[asyncio.BaseTransport, asyncio.TimerHandle] = field(default_factory=dict)
    devices: dict[str, Device] = field(default_factory=dict)  # by token digest, as read at the last check
    seen: dict[str, tuple[float, str]] = field(default_factory=dict)  # device -> (last request, address), unwritten
    throttle: stations.Throttle = field(default_factory=stations.Throttle)
    states: stations.SeenStates = field(default_factory=stations.SeenStates)  # GET /api/state, once per change
    woken: asyncio.Event = field(default_factory=asyncio.Event)
    authority: authority.Authority | None = None  # the room's CA, when the stations are served over HTTPS
    secure_port: int | None = None  # the stations' HTTPS port, once it listens
    plain_port: int = 0  # the players' port (a TV on the HTTPS port shows the lobby's address there)
    address: str = ""  # the room's address of this computer (where phones reach it), once the service listens
    live: set[asyncio.Transport] = field(default_factory=set)  # every connection admitted, until it is lost
    # The tablets' live results, computed beside the event loop (a hand's reading is pure work on a frozen state):
    # the threads, and how many each device has in flight (:data:`stations.RESULTS_PER_DEVICE` at most).
    computing: ThreadPoolExecutor = field(default_factory=lambda: ThreadPoolExecutor(
        RESULT_THREADS, thread_name_prefix="room-results"))
    results: dict[str, int] = field(default_factory=dict)

    def nudge(self) -> None:
        """Check the store now (a station just wrote): the change reaches every screen at once."""
        self.woken.set()

    def speaking(self, request: web.Request) -> str:
        """The room's language when the floor set one, else the phone's (its browser's Accept-Language)."""
        return self.language or negotiate(request.headers.get("Accept-Language"))

    def view(self, audience: str) -> bytes | None:
        """The JSON an audience is shown now: ``lobby/<language>`` or ``player/<token>/<language>``."""
        if self.moment is None:
            return None
        shot = self.moment.snapshot
        kind, _, rest = audience.partition("/")
        if kind == "lobby":
            return shot.lobby_json(rest)
        if kind == "dealer":
            table, _, language = rest.partition("/")
            return views.encoded(views.dealer_view(self.moment.state, int(table), self.moment.at, language))
        if kind == "floor":
            return views.encoded(views.floor_view(self.moment.state, self.moment.at, rest))
        if kind == "log":  # a Floor window elsewhere: how far the log reaches, and the service's time for its clock
            return views.encoded({"kind": "log", "seq": self.moment.seq, "time": time.time()})
        token, _, language = rest.rpartition("/")
        player = shot.player_of(token)
        return None if player is None or player not in shot.players else shot.player_json(player, language)

    async def follow(self) -> None:
        """Ask the store every :data:`CHECK_SECONDS`, and at once when a station acted or (on a server) another
        desk's commit moved the tournament; push each new moment to every stream. A database that cannot
        be read just now (damaged, or a -wal removed under it) is said once on standard error and asked again;
        the pages keep what they had and say how old it is once their heartbeats stop."""
        loop = asyncio.get_running_loop()
        said = ""
        written = time.monotonic()
        def wake() -> None:  # (from the follower's listening thread)
            with contextlib.suppress(RuntimeError):  # (the loop is closed: the service is stopping)
                loop.call_soon_threadsafe(self.woken.set)

        with contextlib.suppress(FloorError):  # (a database not there yet: polled, as it always was)
            await asyncio.wrap_future(self.follower.listen(wake), loop=loop)
        while True:
            try:
                devices = await asyncio.wrap_future(self.follower.devices(), loop=loop)
                revoked = {d.id for digest, d in devices.items() if not d.active
                           and (known := self.devices.get(digest)) is not None and known.active}
                self.devices = devices
                if revoked:
                    self.hub.cut(revoked)
                if self.seen and time.monotonic() - written > stations.SEEN_SECONDS:
                    seen, self.seen, written = self.seen, {}, time.monotonic()
                    await asyncio.wrap_future(self.follower.seen(seen), loop=loop)
                moment = await asyncio.wrap_future(self.follower.ask(), loop=loop)
            except FloorError as err:
                if err.message != said:
                    said = err.message
                    sys.stderr.write(f"floor: the room service cannot read the database: {said}\n")
                self.stale = True
            else:
                said, self.stale = "", False
                if moment is not None:
                    self.moment = moment
                    await self.hub.publish_in_slices(moment.number, self.view)
            self.woken.clear()
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(CHECK_SECONDS):
                    await self.woken.wait()


def addressed_to_us(host: str) -> bool:
    """The Host a request names is this service's: an address (IPv4, or IPv6 in brackets), with or without the
    port, or ``localhost``. Floor's addresses are what its QR codes give; a name is what a page of another site
    uses to reach the room's service through a browser in the room (DNS rebinding), so a name is refused."""
    name = host.strip().lower()
    if name.startswith("["):
        bare, _, _ = name[1:].partition("]")
    else:
        bare = name.rsplit(":", 1)[0] if name.count(":") == 1 else name
    if bare == "localhost":
        return True
    try:
        ipaddress.ip_address(bare)
    except ValueError:
        return False
    return True


def _static(name: str) -> web.Response:
    body = pages.static_file(name)
    if body is None:
        return _plain(404, "Not found")
    kind = name.rsplit(".", 1)[1]
    response = web.Response(body=body, headers={**SECURITY_HEADERS, "Content-Type": STATIC_TYPES[kind]})
    response.force_close()
    return response


def _bare(request: web.Request) -> str:
    """The address this request used, without its port (the Host header: checked to be an address)."""
    host = request.headers.get("Host", "")
    return host.rpartition("]")[0] + "]" if host.startswith("[") else host.rsplit(":", 1)[0]


def _secure_url(room: Room, request: web.Request, path: str) -> str:
    """``path`` on the HTTPS port, at the address this request used."""
    return f"https://{_bare(request)}:{room.secure_port}{path}"


def _plain_station(room: Room, request: web.Request, station: str, language: str) -> web.StreamResponse:
    """A station asked on the plain port while the stations speak HTTPS: the pairing page shows how to trust the
    room's certificate and goes on over HTTPS; any other station's page is sent there; a request is refused."""
    if station == "pair":
        known = "" if room.authority is None else authority.spoken(room.authority.fingerprint)
        trust = {"https": _secure_url(room, request, "/pair"), "fingerprint": known}
        response = web.Response(body=station_page("pair", language, trust=trust).encode(),
                                headers=headers(HTML, language))
    else:
        response = web.Response(status=307, headers={**SECURITY_HEADERS,
                                                     "Location": _secure_url(room, request, f"/{station}")})
    response.force_close()
    return response


def lobby_address(room: Room, request: web.Request) -> str:
    """Where the players' phones open the lobby: the service's room address and its players' port, whatever name the
    TV used (a TV opened as ``localhost`` or 127.0.0.1 on the desk's computer gave phones a code that led nowhere)."""
    port = room.plain_port or request.url.port
    host = room.address or _bare(request)
    return f"[{host}]:{port}" if ":" in host and not host.startswith("[") else f"{host}:{port}"


def lobby_qr(host: str) -> bytes:
    """The lobby's address (``host:port``) as a QR code in SVG (squares only), for the TV clock."""
    matrix = qr.qr_matrix(f"http://{host}/")
    size = len(matrix)
    squares = "".join(f'<rect x="{x}" y="{y}" width="1" height="1"/>'
                      for y, row in enumerate(matrix) for x, dark in enumerate(row) if dark)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {size} {size}" shape-rendering="crispEdges">'
            f'<rect width="{size}" height="{size}" fill="#fff"/><g fill="#000">{squares}</g></svg>').encode()


def _plain(status: int, text: str) -> web.Response:
    response = web.Response(text=text + "\n", status=status,
                            headers={**SECURITY_HEADERS, "Content-Type": "text/plain; charset=utf-8"})
    response.force_close()
    return response


def application(room: Room) -> web.Application:
    """The routes: the lobby and each player's page, their JSON and their push streams."""

    @web.middleware
    async def deadlines(request: web.Request,
                        handler: Callable[[web.Request], Awaitable[web.StreamResponse]]) -> web.StreamResponse:
        timer = room.arrived.pop(request.transport, None) if request.transport is not None else None
        if timer is not None:
            timer.cancel()  # the whole request is in
        if not addressed_to_us(request.headers.get("Host", "")):
            return _plain(421, "Misdirected request: open the service by its address, as its QR code gives it")
        if room.secure_port is not None and not request.secure and request.path.startswith("/api/"):
            return stations.refused(room, request, str(Text(
                "this room's stations speak HTTPS only: open the pairing address the desk shows")), 403, "https-only")
        if request.path.endswith("/events") or request.path == "/api/stream" \
                or (request.method == "POST" and request.path.startswith("/api/")):
            return await handler(request)  # (a write is answered once done, or busy when it never began: never both)
        try:
            async with asyncio.timeout(room.limits.answer):
                return await handler(request)
        except TimeoutError:
            return _plain(503, "Busy: try again")

    async def route(request: web.Request) -> web.StreamResponse:
        path = request.path
        if path.startswith("/api/"):
            return await stations.handle(room, request)
        if request.method not in ("GET", "HEAD"):
            response = _plain(405, "Method not allowed")
            response.headers["Allow"] = "GET, HEAD"
            return response
        moment = room.moment
        if moment is None:
            return _plain(503, "Not ready")
        language = room.speaking(request)
        shot = moment.snapshot
        if path == AUTHORITY_PATH and room.authority is not None:
            response = web.Response(body=room.authority.ca_der, headers={
                **SECURITY_HEADERS, "Content-Type": "application/x-x509-ca-cert",
                "Content-Disposition": 'attachment; filename="floor-room.crt"'})
            response.force_close()
            return response
        if path.strip("/") in STATIONS and room.secure_port is not None and not request.secure:
            return _plain_station(room, request, path.strip("/"), language)
        if path.strip("/") in STATIONS:
            trust = None
            if room.authority is not None and path.strip("/") == "pair":
                trust = {"https": "", "fingerprint": authority.spoken(room.authority.fingerprint)}
            body = station_page(path.strip("/"), language, trust=trust).encode()
            response = web.Response(body=body, headers=headers(HTML, language))
            response.force_close()
            return response
        if (found := STATIC.fullmatch(path)) is not None:
            return _static(found.group(1))
        if path == "/favicon.ico":  # (a browser asks for one: nothing to show, and nothing in its console)
            response = web.Response(status=204, headers=SECURITY_HEADERS)
            response.force_close()
            return response
        if path == "/qr/lobby.svg":  # (the players' port, which their phones open, even from a TV on the HTTPS one)
            return answer(lobby_qr(lobby_address(room, request)), "image/svg+xml", language)
        if path in ("/", "/lobby"):
            return answer(pages.lobby_page(shot, language).encode(), HTML, language)
        if path == "/lobby.json":
            return answer(shot.lobby_json(language), "application/json", language)
        if path == "/events":
            return await stream(room, request, f"lobby/{language}", language)
        match = PLAYER.fullmatch(path)
        player = None if match is None else shot.player_of(match.group(1))
        if match is None or player is None or player not in shot.players:
            if path.endswith((".json", "/events")):
                return _plain(404, "Not found")
            return answer(pages.not_found_page(language).encode(), HTML, language, 404)
        token, tail = match.group(1), match.group(2)
        if tail == ".json":
            return answer(shot.player_json(player, language), "application/json", language)
        if tail == "/events":
            return await stream(room, request, f"player/{token}/{language}", language)
        return answer(pages.player_page(shot, player, token, language).encode(), HTML, language)

    app = web.Application(middlewares=[deadlines], client_max_size=MAX_BODY)
    app.router.add_route("*", "/{tail:.*}", route)
    return app


class Answering(RequestHandler):
    """aiohttp's handler of one connection, whose answer to a request it could not read is plain and says no more
    than its status: 414 for a request line over :data:`MAX_LINE`, 431 for a header over :data:`MAX_FIELD` or more
    than :data:`MAX_HEADERS` of them, 400 else. Never what was sent (aiohttp's own answer echoes the start of the
    line, which may be a player's token), never a log line (any client could fill the service's error output)."""

    def handle_error(self, request: BaseRequest, status: int = 500, exc: BaseException | None = None,
                     message: str | None = None) -> web.StreamResponse:
        if isinstance(exc, LineTooLong):
            status, text = (414, "Request line too long") if exc.args[1] == MAX_LINE else (431, "Headers too large")
        elif status == 400 and "Too many headers" in str(exc):
            status, text = 431, "Headers too large"
        elif status == 400:
            text = "Bad request"
        else:
            text = "Internal error"
        return _plain(status, text)


class _Guarded(asyncio.Protocol):
    """aiohttp's protocol for one connection, behind the gate and under the receipt deadline: every call the
    transport makes is handed on to it, once the gate has admitted the connection. With ``tls`` (the stations'
    port), the TLS handshake comes after the gate and within the receipt deadline: a client that connects and
    never finishes it holds its share of the gate and is cut like any slow client."""

    def __init__(self, room: Room, inner: RequestHandler, tls: ssl.SSLContext | None = None) -> None:
        self.room = room
        self.inner = inner
        self.tls = tls
        self.address = ""
        self.transport: asyncio.Transport | None = None
        self.entered = False  # aiohttp's protocol has its connection (after the handshake, over TLS)
        self.early: list[bytes] = []  # what came with the end of the handshake, before it was handed on
        self.ended = False  # the client ended its side then
        self.handshake: asyncio.Future[None] | None = None
        self.head: bytearray | None = bytearray()  # the request as received until its blank line (then None)

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        peer = transport.get_extra_info("peername")
        address = str(peer[0]) if peer else ""
        if not self.room.gate.admit(address):
            transport.abort()  # over the cap: refused before a byte is read
            return
        self.address, self.transport = address, transport
        self.room.live.add(transport)
        self.room.arrived[transport] = asyncio.get_running_loop().call_later(
            self.room.limits.receipt, _cut, self.room, transport)
        if self.tls is None:
            self._enter(transport)
        else:
            self.handshake = asyncio.ensure_future(self._secure(transport, self.tls))

    async def _secure(self, raw: asyncio.Transport, tls: ssl.SSLContext) -> None:
        """The TLS handshake on an admitted connection; then aiohttp's protocol is handed the secured transport."""
        try:
            secured = await asyncio.get_running_loop().start_tls(raw, self, tls, server_side=True,
                                                                 ssl_handshake_timeout=self.room.limits.receipt)
        except (OSError, ssl.SSLError, ConnectionError, TimeoutError, asyncio.CancelledError):
            self.connection_lost(None)
            raw.abort()
            return
        if self.transport is not raw or not isinstance(secured, asyncio.Transport):
            self.connection_lost(None)  # (lost meanwhile, or cut at the deadline)
            (secured or raw).abort()
            return
        self.room.live.discard(raw)
        self.room.live.add(secured)
        timer = self.room.arrived.pop(raw, None)
        if timer is not None:
            self.room.arrived[secured] = timer
        self.transport = secured
        self._enter(secured)

    def _enter(self, transport: asyncio.Transport) -> None:
        self.entered = True
        self.inner.connection_made(transport)
        early, self.early = self.early, []
        for data in early:
            self._pass(data)
        if self.ended:
            self.inner.eof_received()

    def data_received(self, data: bytes) -> None:
        if self.transport is None:
            return
        if self.entered:
            self._pass(data)
        elif sum(map(len, self.early)) + len(data) <= MAX_BODY + MAX_FIELD:  # (a request's worth, no more)
            self.early.append(data)

    def _pass(self, data: bytes) -> None:
        """Bytes of the request handed on to aiohttp, unless its head has grown too large (answered here)."""
        if self.transport is None or (self.head is not None and self._too_large(data)):
            return
        if not self.transport.is_closing():
            self.inner.data_received(data)

    def _too_large(self, data: bytes) -> bool:
        """Whether the request's head has gone over :data:`MAX_HEAD` bytes (then it is answered 431 here, and the
        rest never read): aiohttp bounds each header and their number, not all of them together. A request
        line over :data:`MAX_LINE` is left to aiohttp (414)."""
        assert self.head is not None and self.transport is not None
        self.head += data
        ends = [found for found in (self.head.find(b"\r\n\r\n"), self.head.find(b"\n\n")) if found >= 0]
        size = min(ends) if ends else len(self.head)
        line = self.head.find(b"\n")
        if size > MAX_HEAD and 0 <= line <= MAX_LINE + 1:
            version = b"HTTP/1.0" if self.head[:line].rstrip().endswith(b"HTTP/1.0") else b"HTTP/1.1"
            self.head = None
            body = b"Headers too large\n"
            fields = {**SECURITY_HEADERS, "Content-Type": "text/plain; charset=utf-8",
                      "Content-Length": str(len(body)), "Connection": "close"}
            self.transport.write(version + b" 431 Request Header Fields Too Large\r\n"
                                 + "".join(f"{k}: {v}\r\n" for k, v in fields.items()).encode() + b"\r\n" + body)
            self.transport.close()  # (no more data is read from it)
            return True
        if ends or size > MAX_HEAD:
            self.head = None  # (the head is whole, or its line is too long: aiohttp answers that)
        return False

    def eof_received(self) -> None:
        if self.transport is not None and self.entered:
            self.inner.eof_received()
        elif self.transport is not None:
            self.ended = True

    def pause_writing(self) -> None:
        if self.transport is not None and self.entered:
            self.inner.pause_writing()

    def resume_writing(self) -> None:
        if self.transport is not None and self.entered:
            self.inner.resume_writing()

    def connection_lost(self, exc: BaseException | None) -> None:
        if self.transport is None:
            return
        self.room.gate.leave(self.address)
        self.room.live.discard(self.transport)
        timer = self.room.arrived.pop(self.transport, None)
        if timer is not None:
            timer.cancel()
        self.transport = None
        if self.entered:
            self.inner.connection_lost(exc)


def _cut(room: Room, transport: asyncio.Transport) -> None:
    """The request did not arrive whole in time: the connection goes (a slow client is not waited for)."""
    room.arrived.pop(transport, None)
    transport.abort()


@dataclass
class Running:
    """A started service: its address, and how to stop it."""

    host: str
    port: int
    stop: Callable[[], Coroutine[object, object, None]]
    secure_port: int | None = None  # the stations' HTTPS port, if they are served over HTTPS


async def start(room: Room, host: str, port: int, *, secure: ssl.SSLContext | None = None,
                secure_port: int = 0) -> Running:
    """Serve the room on ``host``:``port`` (0: any free port); the first moment and the paired devices are read
    before the port opens (a device sending its command again to a service just started is known at once). With
    ``secure`` (the room's TLS, :mod:`floor.room.authority`), the stations on ``secure_port`` too, over HTTPS, and
    the plain port serves the players' pages only."""
    loop = asyncio.get_running_loop()
    loop.set_exception_handler(OutOfFiles(room.language))
    quiet = logging.getLogger("aiohttp")  # a malformed request is answered (400), not logged: any client could
    quiet.addHandler(logging.NullHandler())  # fill the service's error output with tracebacks otherwise
    quiet.propagate = False
    room.moment = await asyncio.wrap_future(room.follower.ask(), loop=loop)
    room.devices = await asyncio.wrap_future(room.follower.devices(), loop=loop)
    runner = web.AppRunner(application(room), access_log=None, handle_signals=False, shutdown_timeout=2.0)
    await runner.setup()
    server = runner.server
    assert server is not None
    try:
        listening = await loop.create_server(
            lambda: _Guarded(room, Answering(server, loop=loop, max_line_size=MAX_LINE, max_field_size=MAX_FIELD,
                                             max_headers=MAX_HEADERS, keepalive_timeout=0)),
            bind_host(host), port, backlog=BACKLOG, reuse_address=True)
    except OSError as err:
        await runner.cleanup()
        raise refusal(err, host, port) from err
    tls: asyncio.Server | None = None
    if secure is not None:
        try:
            tls = await loop.create_server(
                lambda: _Guarded(room, Answering(server, loop=loop, max_line_size=MAX_LINE, max_field_size=MAX_FIELD,
                                                 max_headers=MAX_HEADERS, keepalive_timeout=0), secure),
                bind_host(host), secure_port, backlog=BACKLOG, reuse_address=True)
        except OSError as err:
            listening.close()
            await runner.cleanup()
            raise refusal(err, host, secure_port) from err
        room.secure_port = int(tls.sockets[0].getsockname()[1])
    following = asyncio.ensure_future(room.follow())
    bound = listening.sockets[0].getsockname()
    room.plain_port = int(bound[1])
    room.address = advertised_host(str(bound[0]))

    async def stop() -> None:
        following.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await following
        listening.close()
        if tls is not None:
            tls.close()
        room.hub.close()
        room.computing.shutdown(wait=False, cancel_futures=True)
        await runner.cleanup()
        for transport in list(room.live):  # (a TLS connection still closing waits for its peer's goodbye: none is
            transport.abort()  # waited for when the service stops; the sockets close on the loop's next turns)
        if room.live:
            await asyncio.sleep(0.05)
        with contextlib.suppress(Exception):
            await asyncio.wait_for(listening.wait_closed(), 2)

    return Running(str(bound[0]), int(bound[1]), stop, room.secure_port)


OUT_OF_FILES = (errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM)
OUT_OF_FILES_SAID_EVERY = 60.0  # seconds: the one line again, at most, while the limit is still reached


@dataclass
class OutOfFiles:
    """The event loop's handler of what it cannot do by itself: a connection it could not accept because the
    program reached its open-files limit (the loop tries again a second later, by itself) is said in one line, at
    most once a minute, instead of a traceback on every try (684 of them in the finding), and the tries still due
    when the service stops are dropped; anything else goes to the loop's own handler as before."""

    language: str | None = None
    said_at: float | None = None
    said: Callable[[str], None] = field(default=lambda line: print(line, file=sys.stderr, flush=True))

    def __call__(self, loop: asyncio.AbstractEventLoop, context: dict[str, object]) -> None:
        error = context.get("exception")
        if isinstance(error, ValueError) and "_start_serving" in repr(context.get("handle")):
            return  # (the loop's retry of accepting, due after the service stopped listening: nothing to accept)
        if not (isinstance(error, OSError) and error.errno in OUT_OF_FILES):
            loop.default_exception_handler(context)
            return
        now = time.monotonic()
        if self.said_at is not None and now - self.said_at < OUT_OF_FILES_SAID_EVERY:
            return
        self.said_at = now
        self.said(spoken(Text("the room service has reached this computer's limit of open files ({limit}): new "
                              "connections wait until others close; raise the limit (ulimit -n 4096) and start it "
                              "again", limit=_files_limit()), self.language or "en"))


def _files_limit() -> str:
    """The program's open-files limit, as the system sets it ("?" where it cannot say: Windows)."""
    try:
        import resource
    except ImportError:  # (Windows)
        return "?"
    return str(resource.getrlimit(resource.RLIMIT_NOFILE)[0])


def addresses(host: str) -> list[str]:
    """The addresses the service's certificate is for: the one it listens on, or for every interface the room's
    (the one the default route leaves by); this computer itself is always added (:mod:`floor.room.authority`)."""
    bound = bind_host(host)
    return [advertised_host(bound)] + ([] if bound in (EVERY_INTERFACE, "::") else [bound])


def run_service(path: str | Path, tournament_id: int, host: str, port: int, *, author: str,
                ready: Callable[[str, int, int | None], None], language: str | None = None,
                now: Callable[[], float] = time.time, secure_port: int | None = None) -> None:
    """``floor serve``: the room service until Ctrl+C or SIGTERM; with ``secure_port``, the stations over HTTPS
    there, with the room's certificate (made on the first such start, beside the database)."""
    if language is not None and language not in LANGUAGES:
        language = None
    room_authority = None if secure_port is None else certificates.ready(home_of(path), addresses(host), now=now())

    async def main() -> None:
        follower = Follower(path, tournament_id, author, now)
        room = Room(follower, language, authority=room_authority)
        try:
            running = await start(room, host, port, secure_port=secure_port or 0,
                                  secure=None if room_authority is None else room_authority.server_context())
            ready(running.host, running.port, running.secure_port)
            done = asyncio.Event()
            loop = asyncio.get_running_loop()
            for signum in (signal.SIGINT, signal.SIGTERM):
                loop.add_signal_handler(signum, done.set)
            await done.wait()
            await running.stop()
        finally:
            follower.close()

    asyncio.run(main())
