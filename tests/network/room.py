"""A tournament's room on a real network, for tests: the desk (Floor's own CLI, on the test machine, writing the
database file), the room service (``floor serve`` as a process on the service host, killed and restarted as a
power cut would), and the stations' pages driven in Chromium on their own hosts as the people in the room use them:
pairing by the code's address, the dealer tablet's seats, cards, chips, folds and Confirm, the floor's phone, the TV.

Everything here waits on a condition with a deadline (Playwright's ``expect``, or :func:`until`), never for a fixed
time: a slow machine makes a test slower, not wrong.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import select
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Locator, Page
    from playwright.sync_api._generated import LocatorAssertions

    from .hosts import Host

ROOT = Path(__file__).resolve().parents[2]
AUTHOR = "Ana"
PIN = "2468"
START_SECONDS = 30.0  # `floor serve` reads the tournament before it listens: ~1 s here, allowed far more
PAGE_MS = 20_000  # what a page is given to show what it must (a push, a reconnect after a cut)
_T = TypeVar("_T")
BOARD = ("Ah", "Kh", "7c", "7d", "2s")
RECORDED = re.compile(r"^Hand (\d+) recorded\. Next button: seat \d+\.")  # a tablet, its hand in


def until(what: Callable[[], _T | None], deadline_s: float, waiting_for: str, every_s: float = 0.05) -> _T:
    """``what()`` once it is not None (nor False), asked every ``every_s``; an AssertionError naming what did not
    happen once ``deadline_s`` has passed."""
    deadline = time.monotonic() + deadline_s
    while True:
        got = what()
        if got is not None and got is not False:
            return got
        if time.monotonic() > deadline:
            raise AssertionError(f"not within {deadline_s:g} s: {waiting_for}")
        time.sleep(every_s)


def expect(locator: Locator) -> LocatorAssertions:
    """Playwright's ``expect``, given :data:`PAGE_MS` to come true (its own default, 5 s, is for a quiet machine)."""
    from playwright.sync_api import expect as playwright_expect

    playwright_expect.set_options(timeout=PAGE_MS)
    return playwright_expect(locator)


# -- the desk ------------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Recorded:
    """One hand in the database's history, as the dealer station wrote it."""

    seq: int
    table: int
    hand: int
    submission: str
    author: str


@dataclass
class Desk:
    """The floor manager's desk: `floor --db DB …` typed on the machine that holds the database."""

    db: Path

    def floor(self, *args: str) -> str:
        done = subprocess.run([sys.executable, "-m", "floor", "--db", str(self.db), "--author", AUTHOR, *args],
                              capture_output=True, text=True, timeout=60, check=False, cwd=ROOT)
        if done.returncode != 0:
            raise AssertionError(f"floor {' '.join(args)} failed: {done.stderr.strip() or done.stdout.strip()}")
        return done.stdout

    def pair(self, role: str, *options: str) -> str:
        """A pairing code made at the desk (`floor devices pair ROLE …`)."""
        return str(json.loads(self.floor("devices", "pair", role, *options, "--json"))["code"])

    def devices(self) -> list[dict[str, Any]]:
        listed: list[dict[str, Any]] = json.loads(self.floor("devices", "--json"))
        return listed

    def device(self, role: str, table: int | None = None) -> dict[str, Any]:
        """The one paired device of ``role`` (at ``table``)."""
        found = [d for d in self.devices() if d["role"] == role and (table is None or d["table"] == table)]
        assert len(found) == 1, f"paired {role} devices at table {table}: {found}"
        return found[0]

    def revoke(self, device_id: str) -> None:
        self.floor("devices", "revoke", device_id)

    def tables(self) -> list[int]:
        shown = json.loads(self.floor("seat", "show", "--json"))
        return sorted(int(t["table"]) for t in shown["tables"])

    def history(self) -> list[Any]:
        """Every event of the tournament, as the file holds it."""
        from floor.store.tournaments import Store

        store = Store(self.db)
        try:
            return list(store.history(store.latest()))
        finally:
            store.close()

    def recorded(self) -> list[Recorded]:
        """Every hand the history holds (read from the file, as a report would)."""
        from floor.store.tournaments import Store
        from floor.tournament.records import HandRecorded

        store = Store(self.db)
        try:
            events = store.history(store.latest())
        finally:
            store.close()
        hands = []
        for event in events:
            if event.kind == "hand-recorded":
                body = event.body(HandRecorded)
                hands.append(Recorded(event.seq, body.table, body.hand, body.submission, event.author))
        return hands


def new_tournament(folder: Path, players: int = 15) -> Desk:
    """A tournament of ``players`` at six-handed tables, seated, each table's button drawn, the clock running."""
    desk = Desk(folder / "floor.db")
    desk.floor("tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000", "--seats", "6")
    names = folder / "players.csv"
    names.write_text("name\n" + "".join(f"Player {n}\n" for n in range(1, players + 1)), encoding="utf-8")
    desk.floor("player", "import", str(names))
    desk.floor("seat", "draw")
    for table in desk.tables():
        desk.floor("button", "draw", str(table))
    desk.floor("clock", "start")
    return desk


# -- the room service ----------------------------------------------------------------------------------------------
def first_line(stream: IO[str], deadline_s: float) -> str:
    """The next line a child writes, or "" if none came by the deadline (or the child closed its output)."""
    ready, _, _ = select.select([stream], [], [], deadline_s)
    return stream.readline() if ready else ""


@dataclass
class Service:
    """``floor serve`` on ``host``: started, killed outright (SIGKILL: no cleanup, as a power cut), frozen, and
    started again on the same address and port. ``https``: `floor serve --https`, the stations on a port of their
    own over HTTPS with the room's certificate (:attr:`stations`), the players' pages on :attr:`port`."""

    host: Host
    desk: Desk
    logs: Path
    port: int = 0
    process: subprocess.Popen[str] | None = None
    starts: int = 0
    https: bool = False
    secure_port: int = 0  # the stations' HTTPS port, once the service said it (``https`` only)

    @property
    def url(self) -> str:
        return f"http://{self.host.address}:{self.port}/"

    @property
    def stations(self) -> str:
        """Where the stations are served: the HTTPS port's address with ``https``, else the plain one."""
        return f"https://{self.host.address}:{self.secure_port}/" if self.https else self.url

    def start(self) -> None:
        self.starts += 1
        log = self.logs / f"serve-{self.starts}.stderr"
        secure = ["--https", "--https-port", str(self.secure_port)] if self.https else []
        with log.open("w", encoding="utf-8") as errors:
            process = self.host.popen(
                [sys.executable, "-m", "floor", "--db", str(self.desk.db), "--author", AUTHOR, "serve",
                 "--host", self.host.address, "--port", str(self.port), *secure],
                stdout=subprocess.PIPE, stderr=errors, text=True, cwd=ROOT)
        assert process.stdout is not None
        line = first_line(process.stdout, START_SECONDS)
        found = re.search(rf"http://{re.escape(self.host.address)}:(\d+)/", line)
        stations = re.search(rf"Stations on https://{re.escape(self.host.address)}:(\d+)/", line)
        if found is None or (self.https and stations is None):
            process.kill()
            process.wait(10)
            raise AssertionError(f"floor serve did not say its address: {line!r}; it said on its error output: "
                                 f"{log.read_text(encoding='utf-8').strip()!r}")
        self.port, self.process = int(found.group(1)), process
        if stations is not None:
            self.secure_port = int(stations.group(1))

    def _signal(self, signum: int) -> subprocess.Popen[str]:
        assert self.process is not None and self.process.poll() is None, "the service is not running"
        os.kill(self.process.pid, signum)
        return self.process

    def kill(self) -> None:
        """SIGKILL: the process ends where it is; the kernel resets its connections."""
        process = self._signal(signal.SIGKILL)
        process.wait(10)
        assert process.stdout is not None
        process.stdout.close()
        self.process = None

    def freeze(self) -> None:
        """SIGSTOP: the kernel still takes connections (its listening queue), the service reads none of them."""
        self._signal(signal.SIGSTOP)

    def errors(self) -> str:
        """What every start of the service wrote on its error output."""
        return "".join(p.read_text(encoding="utf-8") for p in sorted(self.logs.glob("serve-*.stderr")))

    def connections_from(self, address: str) -> list[tuple[int, str]]:
        """The service host's TCP connections to its ports (the stations' HTTPS port too) from ``address``: (bytes
        received and not yet read by the service, the peer), as `ss` shows them (a connection the service has not
        accepted is listed too)."""
        shown = self.host.run(["ss", "-Htn", "state", "established"], capture_output=True, text=True, check=True)
        ours = {f"{self.host.address}:{port}" for port in (self.port, self.secure_port) if port}
        found = []
        for line in shown.stdout.splitlines():
            words = line.split()
            if len(words) >= 4 and words[2] in ours and words[3].startswith(f"{address}:"):
                found.append((int(words[0]), words[3]))
        return found


@contextlib.contextmanager
def room_service(host: Host, desk: Desk, logs: Path, *, https: bool = False) -> Iterator[Service]:
    """The service started on ``host`` (the stations over HTTPS with ``https``); its error output must be empty at
    the end (a traceback fails the test)."""
    service = Service(host, desk, logs, https=https)
    service.start()
    yield service
    if service.process is not None and service.process.poll() is None:
        service.process.terminate()
        service.process.wait(10)
    assert "Traceback" not in service.errors(), service.errors()


# -- the stations' pages -------------------------------------------------------------------------------------------
def paired_page(browser: Browser, service: Service, code: str, pin: str = "") -> Page:
    """A new device's browser opens the pairing address the desk gives (the code after '#'), types the PIN if it
    has one, presses Pair, and lands on its station's page."""
    page = browser.new_page()
    page.set_default_timeout(PAGE_MS)
    page.goto(f"{service.url}pair#{code}")
    if pin:
        page.fill("#pin", pin)
    page.click("#pair")
    page.wait_for_url(re.compile(r"/(dealer|floor|tv)$"))
    return page


@dataclass
class Tablet:
    """A dealer tablet's page, at its table."""

    page: Page
    table: int
    asked: list[dict[str, Any]] = field(default_factory=list)  # every live-result request the page sent
    confirms: list[dict[str, Any]] = field(default_factory=list)  # every Confirm the page sent, resent ones too

    def __post_init__(self) -> None:
        def seen(request: Any) -> None:
            for path, kept in (("/api/dealer/result", self.asked), ("/api/dealer/confirm", self.confirms)):
                if request.url.endswith(path) and request.post_data:
                    kept.append(json.loads(request.post_data))

        self.page.on("request", seen)

    def at_hand(self, hand: int) -> None:
        """The page shows its table at ``hand`` (the service's view reached it)."""
        expect(self.page.locator("#head")).to_have_text(f"Table {self.table} · Hand {hand}")

    def dealt(self) -> list[int]:
        found: list[str] = self.page.locator("#seats .seat[data-seat]:not(.out)").evaluate_all(
            "seats => seats.map(s => s.dataset.seat)")
        return [int(seat) for seat in found]

    def type_seat(self, seat: int, cards: str, chips: str) -> None:
        self.page.fill(f"#cards-{seat}", cards)
        self.page.fill(f"#chips-{seat}", chips)

    def fold(self, seats: Sequence[int]) -> None:
        """These seats fold having put in nothing."""
        for seat in seats:
            self.page.click(f"#fold-{seat}")
            self.page.fill(f"#chips-{seat}", "0")

    def tap_board(self, board: Sequence[str] = BOARD) -> None:
        """The board's cards tapped on the deck grid, after a tap in the board's field (the deck's cards go where
        the dealer last was)."""
        self.page.click("#board")
        for card in board:
            self.page.click(f'#deck button[data-card="{card}"]')
        expect(self.page.locator("#board")).to_have_value(" ".join(board))

    def settled(self) -> None:
        """The service's live result is in and lets Confirm be pressed."""
        expect(self.page.locator("#status")).to_have_class(re.compile(r"\bok\b"))
        expect(self.page.locator("#confirm")).to_be_enabled()

    def enter_showdown(self, winner: str = "As Ad", loser: str = "Kc Ks") -> tuple[int, int]:
        """The dealer enters a showdown with the page's widgets: the first two dealt seats' cards typed and 500
        chips each, the others folded having put in nothing, the board tapped on the deck; returns (the winner's
        seat, the loser's) once the service's live result lets Confirm be pressed."""
        first, second, *others = self.dealt()
        self.type_seat(first, winner, "500")
        self.type_seat(second, loser, "500")
        self.fold(others)
        self.tap_board()
        self.settled()
        return first, second

    def said(self) -> Locator:
        """What the tablet says happened to the dealer's last Confirm (or call)."""
        return self.page.locator("#said")

    def recorded_hand(self) -> int:
        """The hand the tablet says was recorded."""
        expect(self.said()).to_have_text(RECORDED)
        found = RECORDED.match(self.said().text_content() or "")
        assert found is not None
        return int(found.group(1))


def tablet_at(browser: Browser, service: Service, table: int) -> Tablet:
    """A dealer tablet paired for ``table`` from its pairing address, showing the table's first hand."""
    tablet = Tablet(paired_page(browser, service, service.desk.pair("dealer", "--table", str(table))), table)
    tablet.at_hand(1)
    return tablet


def floor_phone(browser: Browser, service: Service, person: str = "Ion") -> Page:
    """The floor's phone, paired with the floor person's PIN."""
    page = paired_page(browser, service, service.desk.pair("floor", "--person", person, "--pin", PIN), PIN)
    expect(page.locator("#head")).to_have_text("Sunday")
    return page


def extra_addresses(host: Host, first: int, count: int) -> list[str]:
    """Give ``host`` ``count`` more addresses on its cable (``.first`` on): many devices behind one host, each
    with an address of its own, as phones on the room's Wi-Fi have."""
    prefix = host.address.rsplit(".", 1)[0]
    made = [f"{prefix}.{first + n}" for n in range(count)]
    for address in made:
        subprocess.run(["ip", "-n", host.namespace, "addr", "add", f"{address}/24", "dev", host.interface],
                       check=True, capture_output=True, text=True, timeout=30)
    return made


@dataclass
class Lines:
    """A child's standard output read one JSON line at a time, each with a deadline."""

    stream: IO[str]
    heard: list[str] = field(default_factory=list)

    def next(self, deadline_s: float) -> dict[str, Any]:
        line = first_line(self.stream, deadline_s)
        if not line:
            raise AssertionError(f"no line within {deadline_s:g} s (heard so far: {self.heard})")
        self.heard.append(line.strip())
        said: dict[str, Any] = json.loads(line)
        return said
