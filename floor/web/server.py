"""The read-only player service: stdlib ThreadingHTTPServer in a daemon thread (../shared/design/ecosystem.md §5).

The owner publishes an immutable :class:`PublicSnapshot` (one reference swapped atomically);
request threads only read the reference they picked up. Only GET and HEAD; exact routes only
(no files are served, so no directory listing and no traversal); an unknown path or token is a
404 page in the phone's language that leads to the lobby (plain text for a script's ``.json``); request line
and headers are size-limited; a silent client times out.
"""

from __future__ import annotations

import io
import re
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from floor.i18n.languages import DEFAULT, LANGUAGES, negotiate
from floor.web import pages
from floor.web.snapshot import PublicSnapshot

MAX_REQUEST_LINE = 2048
MAX_HEADER_BYTES = 8192
MAX_HEADERS = 40
CLIENT_TIMEOUT = 5.0
PLAYER_PATH = re.compile(r"/p/([A-Za-z0-9_-]{16,64})(\.json)?")
STATIC_TYPES = {"js": "text/javascript; charset=utf-8", "css": "text/css; charset=utf-8"}
SECURITY_HEADERS = {
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",  # the token is in the address
    # The pages run only the service's own files (resources/web): no inline script or style anywhere.
    "Content-Security-Policy": "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
                               "img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
}


class _Handler(BaseHTTPRequestHandler):
    server: _Server
    timeout = CLIENT_TIMEOUT
    server_version = "Floor"
    sys_version = ""
    language = DEFAULT

    def log_message(self, format: str, *args: object) -> None:
        """Quiet: the service logs nothing per request."""

    def _plain(self, code: int, text: str, extra: dict[str, str] | None = None) -> None:
        body = (text + "\n").encode()
        self.send_response(code)
        self.send_header("Content-Type", "text/plain; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        for key, value in {**SECURITY_HEADERS, **(extra or {})}.items():
            self.send_header(key, value)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """Errors the stdlib raises (a malformed request) are plain and say nothing more than the status."""
        self.close_connection = True
        self._plain(code, {404: "Not found", 405: "Method not allowed", 414: "Request line too long",
                           431: "Headers too large"}.get(code, "Bad request"))

    def handle_one_request(self) -> None:
        try:
            line = self.rfile.readline(MAX_REQUEST_LINE + 1)
            if not line:
                self.close_connection = True
                return
            self.raw_requestline = line
            self.request_version = "HTTP/1.0"
            self.command = ""
            if len(line) > MAX_REQUEST_LINE:
                self.requestline = ""
                self.send_error(414)
                return
            head = io.BytesIO()
            for count in range(MAX_HEADERS + 1):
                header = self.rfile.readline(MAX_HEADER_BYTES + 1)
                head.write(header)
                if header in (b"\r\n", b"\n", b""):
                    break
                if count == MAX_HEADERS or head.tell() > MAX_HEADER_BYTES:
                    self.requestline = ""
                    self.send_error(431)
                    return
            socket_file = self.rfile
            self.rfile = io.BufferedReader(io.BytesIO(head.getvalue()))
            try:
                ok = self.parse_request()
            finally:
                self.rfile = socket_file
            if not ok:
                return
            self.close_connection = True  # one request per connection: nothing lingers
            if self.command not in ("GET", "HEAD"):
                self._plain(405, "Method not allowed", {"Allow": "GET, HEAD"})
                return
            self._route()
            self.wfile.flush()
        except TimeoutError:
            self.close_connection = True

    def _route(self) -> None:
        snapshot = self.server.snapshot
        path = self.path.split("?", 1)[0]
        if snapshot is None:
            self._plain(503, "Not ready")
            return
        # The room's language when the floor set one, else the phone's (its browser's Accept-Language).
        self.language = self.server.language or negotiate(self.headers.get("Accept-Language"))
        if path in ("/", "/lobby"):
            self._send(pages.lobby_page(snapshot, self.language).encode(), "text/html; charset=utf-8")
            return
        if path == "/lobby.json":
            self._send(snapshot.lobby_json(self.language), "application/json")
            return
        if path.startswith("/static/"):
            name = path[len("/static/"):]
            body = pages.static_file(name)
            if body is None:
                self._not_found(path)
            else:
                self._send(body, STATIC_TYPES[name.rsplit(".", 1)[1]])
            return
        match = PLAYER_PATH.fullmatch(path)
        player = None if match is None else snapshot.player_of(match.group(1))
        if match is None or player is None or player not in snapshot.players:
            self._not_found(path)
            return
        if match.group(2):
            self._send(snapshot.player_json(player, self.language), "application/json")
        else:
            self._send(pages.player_page(snapshot, player, match.group(1), self.language).encode(),
                       "text/html; charset=utf-8")

    def _not_found(self, path: str) -> None:
        """A wrong or old link: a page in the phone's language leading to the lobby (a script's poll: plain)."""
        if path.endswith(".json"):
            self._plain(404, "Not found")
        else:
            self._send(pages.not_found_page(self.language).encode(), "text/html; charset=utf-8", 404)

    def _send(self, body: bytes, content_type: str, code: int = 200) -> None:
        self.send_response(code)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for key, value in SECURITY_HEADERS.items():
            self.send_header(key, value)
        self.send_header("Content-Language", self.language)
        self.send_header("Vary", "Accept-Language")
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    # The kernel's queue of connections not yet accepted. socketserver's 5 drops the excess when a room's
    # phones poll together, and each dropped phone waits a second to retry (benchmarks/player_pages.py).
    request_queue_size = 128
    snapshot: PublicSnapshot | None = None
    language: str | None = None  # the room's language; None: each phone's own

    def handle_error(self, request: object, client_address: object) -> None:
        """A phone that hung up mid-answer is no error worth a traceback: the service logs nothing per request."""


class PlayerService:
    """The service's lifetime: start, publish snapshots (from any one thread), stop."""

    def __init__(self, host: str = "0.0.0.0", port: int = 8765, language: str | None = None) -> None:
        self.host = host
        self.port = port
        self.language = language if language in LANGUAGES else None
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None
        self._snapshot: PublicSnapshot | None = None

    def publish(self, snapshot: PublicSnapshot) -> None:
        """Swap in a new snapshot: requests in flight keep the one they read."""
        self._snapshot = snapshot
        if self._server is not None:
            self._server.snapshot = snapshot

    @property
    def running(self) -> bool:
        return self._server is not None

    @property
    def address(self) -> tuple[str, int]:
        """The bound host and port (the real port when started with port 0)."""
        if self._server is None:
            return self.host, self.port
        host, port = self._server.server_address[:2]
        return str(host), int(port)

    def start(self) -> tuple[str, int]:
        if self._server is not None:
            return self.address
        server = _Server((self.host, self.port), _Handler)
        server.snapshot = self._snapshot
        server.language = self.language
        self._server = server
        self._thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.2},
                                        name="floor-player-service", daemon=True)
        self._thread.start()
        return self.address

    def stop(self) -> None:
        server, thread = self._server, self._thread
        self._server = self._thread = None
        if server is not None:
            server.shutdown()
            server.server_close()
        if thread is not None:
            thread.join(timeout=5)
