"""The player pages of one tournament, as the console has them: the room service (``floor serve``) started and
stopped as a process of its own, the players' tokens for their seat cards, the addresses and the QR codes.

This is composition (architecture.md: ``store``, ``room`` and ``ui`` meet only where the app wires them). There is
one HTTP server, the room service (``floor/room/service.py``): it follows the database and serves the lobby, each
player's page, their JSON and their push streams; this module only starts it on the desk's file and waits for its
address.
"""

from __future__ import annotations

import contextlib
import ctypes
import re
import selectors
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from typing import IO

from floor.core.errors import FloorError, Text
from floor.room.address import EVERY_INTERFACE, advertised_host, refusal
from floor.room.authority import saved, spoken
from floor.store.desk import StoreDesk
from floor.store.devices import DeviceBook
from floor.store.tournaments import Store
from floor.tournament.state import TournamentState
from floor.usecases import devices, pages
from floor.usecases.pairing import Device
from floor.web.qr import Matrix, qr_matrix

DEFAULT_PORT = 8765
SERVICE_START_SECONDS = 30  # a cold interpreter on a busy laptop, aiohttp imported, the first snapshot read
ANNOUNCED = re.compile(r"http://[^\s/]+:(\d+)/")
SECURE = re.compile(r"Stations on https://[^\s/]+:(\d+)/")


def _dies_with_its_parent() -> None:  # pragma: no cover - runs in the child, between fork and exec
    """The service ends with the console that started it (a console killed leaves no service holding the port)."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG


class ServedPages:
    """The player pages served by the room service in a process of its own (``floor serve``), which the console's
    switch starts and stops: no phone, however many or however slow, can stall the desk or use up the file
    descriptors its backups need, and every page is pushed. Tokens, addresses and QR codes stay the desk's.
    Every method is called from the owner's thread (the GUI thread in the desktop).

    It is the console's room devices too (``floor.ui.console.devices.RoomDevices``): the paired dealer tablets,
    floor phones and displays, in the same database the service reads; a pairing code is made only while the
    service runs (a code no device can reach is none). Codes and revocations are stamped with this computer's
    time, as the service checks them."""

    def __init__(self, store: Store, tournament_id: int, *, https: Callable[[], bool] = lambda: False) -> None:
        self.store = store
        self.tournament_id = tournament_id
        self.process: subprocess.Popen[bytes] | None = None
        self.port = DEFAULT_PORT
        self.host = EVERY_INTERFACE
        self.https = https  # the stations over HTTPS (``floor serve --https``) at the next start: the desk's setting
        self.secure_port: int | None = None

    @property
    def running(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def base_url(self, host: str = EVERY_INTERFACE, port: int = DEFAULT_PORT) -> str:
        """The address the pages are (or will be, once on with these settings) reached at, ending in ``/``."""
        if self.running:
            host, port = self.host, self.port
        return f"http://{advertised_host(host)}:{port}/"

    def start(self, host: str, port: int, *, now: float, author: str, language: str | None = None) -> str:
        """Start ``floor serve`` on the same file and wait for it to say its address; its refusal (a port in use)
        in its own words, before any token is given. ``language``: the room's, for every phone; None: each
        phone's own."""
        if not 0 <= port <= 65535:
            raise FloorError(Text("{port} is not a port: choose one from 1024 to 65535", port=port), code="bad-port")
        if self.running:
            return self.base_url()
        _free(host, port)
        self.give_tokens(now=now, author=author)
        argv = [sys.executable, "-m", "floor", "--db", self.store.address, "--author", author, "serve",
                "--tournament", str(self.tournament_id), "--host", host, "--port", str(port)]
        if language is not None:
            argv += ["--language", language]
        if self.https():
            argv += ["--https", "--https-port", str(port + 1 if port else 0)]
        with tempfile.TemporaryFile() as errors:  # (not a pipe: nobody reads it while the service runs)
            process = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=errors,
                                       preexec_fn=_dies_with_its_parent)
            assert process.stdout is not None
            found = ANNOUNCED.search(_first_line(process.stdout, SERVICE_START_SECONDS))
            if found is None:
                _end(process)
                errors.seek(0)
                said = errors.read().decode("utf-8", "replace").strip().splitlines()
                reason = said[-1].removeprefix("floor: ") if said else "it did not start in time"
                raise FloorError(Text("the player pages could not start: {reason}", reason=reason),
                                 code="service-failed")
        self.process, self.host, self.port = process, host, int(found.group(1))
        self.secure_port = int(secure.group(1)) if (secure := SECURE.search(found.string)) is not None else None
        return self.base_url()

    def stop(self) -> None:
        process, self.process, self.secure_port = self.process, None, None
        if process is not None:
            _end(process)

    def give_tokens(self, *, now: float, author: str) -> TournamentState:
        """A token for every player without one (one event), so a QR can be shown or printed."""
        return pages.issue_tokens(StoreDesk(self.store, self.tournament_id, author, lambda: now)).state

    def refresh(self, *, now: float, author: str) -> None:
        """The service follows the file itself; the desk only gives newcomers their tokens (for their cards)."""
        if self.running:
            self.give_tokens(now=now, author=author)

    def player_url(self, state: TournamentState, player: int, base: str) -> str | None:
        """The player's own page, or None before the player has a token."""
        token = state.tokens.get(player)
        return None if token is None else f"{base}p/{token}"

    @staticmethod
    def qr(text: str) -> Matrix:
        return qr_matrix(text)

    # -- the room's devices (Room › Devices… in the console) ------------------------------------------
    def devices(self) -> list[Device]:
        return DeviceBook(self.store).devices()

    def pair(self, role: str, table: int | None, person: str, pin: str) -> tuple[str, float]:
        """A pairing code for ``role`` (a dealer tablet's table, a floor phone's person and PIN) and until when it
        works; refused in words while the service is off, or for a table the tournament has not."""
        if not self.running:
            raise FloorError(Text("the room service is off: turn the player pages on first, then pair the device"),
                             code="service-off")
        tables = set(self.store.state(self.tournament_id).tables)
        made = devices.offer(DeviceBook(self.store), role, table=table, person=person, pin=pin, tables=tables,
                             now=time.time())
        return made.code, made.expires_at

    def revoke(self, device_id: str) -> Device:
        return devices.revoke(DeviceBook(self.store), device_id, now=time.time())

    def pairing_address(self, code: str) -> str | None:
        """The service's pairing page with the code after '#' (never sent to the service, so never in a log); over
        HTTPS, the room's fingerprint after the code (the plain page shows how to trust the certificate, then goes
        on to the HTTPS one; a Floor window elsewhere pins it)."""
        if not self.running:
            return None
        room = saved(self.store.home) if self.secure_port is not None else None
        return f"{self.base_url()}pair#{code}" + ("" if room is None or not code else f"-{room.fingerprint}")

    def fingerprint(self) -> str | None:
        """The room's certificate's fingerprint as the desk shows it, while the stations are served over HTTPS."""
        room = saved(self.store.home) if self.running and self.secure_port is not None else None
        return None if room is None else spoken(room.fingerprint)

    def secure_url(self) -> str | None:
        """The stations' HTTPS address (what a Floor window elsewhere is given as --server), or None."""
        if not self.running or self.secure_port is None:
            return None
        return f"https://{advertised_host(self.host)}:{self.secure_port}/"


def _free(host: str, port: int) -> None:
    """Refuse, in the floor's words and before any process starts, an address this computer cannot listen on (port
    0, any free port: the address is tried all the same)."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            probe.bind((host, port))
    except OSError as err:
        raise refusal(err, host, port) from err


def _first_line(stream: IO[bytes], seconds: float) -> str:
    """The first line the service writes, or what it wrote before ending or before ``seconds`` passed."""
    with selectors.DefaultSelector() as selector:
        selector.register(stream, selectors.EVENT_READ)
        if not selector.select(seconds):
            return ""
    return stream.readline().decode("utf-8", "replace")


def _end(process: subprocess.Popen[bytes]) -> None:
    process.terminate()
    try:
        process.wait(10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
    if process.stdout is not None:
        process.stdout.close()
