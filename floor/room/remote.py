"""A tournament served by a room service on another computer, as the Floor windows there take one: a desk.

The windows (a dealer station, the clock display, a second desk's console) need a desk (floor/usecases/desk.py)
and its log and reach (floor/ui/common/session.py). This one keeps the tournament's log as the service sends it and
folds it exactly as the store does (:mod:`floor.store.eventrows`), so every window shows what it would on the desk's
own machine; a thread follows the service's log stream (how far the log reaches, and the service's time, so that the
clock reads the same on every screen). An action is never run here: the use case the window calls is sent as an
intent, its name and its arguments (:mod:`floor.usecases.intent`), with a command id chosen here; the service runs
it against the log as it stands and answers; the same command is sent again after a cut link, a timeout or a busy
answer, and the service applies it once.

Pairing: the computer is paired once with a code the desk shows (``--code``); its token is kept in the user's data
folder (``room-devices.json``, readable by the user only) for the next start.
"""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import secrets
import threading
import time
import urllib.parse
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from floor.clubs.members import Result
from floor.core.errors import FloorError, Text
from floor.core.files import write_whole
from floor.room.members import RemoteMembers
from floor.store.eventrows import UnreadableEvent, fold, read, replay
from floor.tournament import events as ev
from floor.tournament.events import Event
from floor.tournament.jsonvalue import Json
from floor.tournament.state import TournamentState
from floor.usecases.desk import Action, Done
from floor.usecases.intent import Spec

TIMEOUT_SECONDS = 10.0
STALE_SECONDS = 32.0  # two of the service's heartbeats (15 s) and a little: no word from it this long is a cut
ATTEMPTS = 4  # an intent is sent this many times at most (with the same command id) while the service is busy or cut
RETRY_SECONDS = (0.5, 1.0, 2.0)  # the waits between those attempts
COMMAND_ID = "Idempotency-Key"
Job = Callable[[Callable[[int, int], None]], str]


class Unreachable(FloorError):
    """The room service did not answer."""

    code = "unreachable"


def devices_file() -> Path:
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "floor" / "room-devices.json"


def _address(server: str) -> tuple[str, int]:
    parts = urllib.parse.urlsplit(server if "://" in server else f"http://{server}")
    if parts.scheme != "http" or not parts.hostname:
        raise FloorError(Text("{server} is not a room service's address (http://ADDRESS:PORT/, as its QR code gives "
                              "it)", server=server), code="bad-server")
    return parts.hostname, parts.port or 80


class Link:
    """Requests to one room service, with the device's token in a header (never a cookie)."""

    def __init__(self, server: str, token: str = "", language: str = "en") -> None:
        self.server = server
        self.host, self.port = _address(server)
        self.token = token
        self.language = language

    def _host_header(self) -> str:
        return f"[{self.host}]:{self.port}" if ":" in self.host else f"{self.host}:{self.port}"

    def request(self, method: str, path: str, body: object = None, *, timeout: float = TIMEOUT_SECONDS,
                command: str = "") -> tuple[int, dict[str, Any]]:
        """One request and its JSON answer (a write with its ``command`` id); the service not answering is
        :class:`Unreachable`, in words."""
        headers = {"Host": self._host_header(), "Accept-Language": self.language}
        if command:
            headers[COMMAND_ID] = command
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        if self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        conn = http.client.HTTPConnection(self.host, self.port, timeout=timeout)
        try:
            conn.request(method, path, body=data, headers=headers)
            answer = conn.getresponse()
            raw = answer.read()
        except (OSError, http.client.HTTPException) as err:
            raise Unreachable(Text("the room service at {server} does not answer ({err})", server=self.server,
                                   err=getattr(err, "strerror", None) or err)) from None
        finally:
            conn.close()
        try:
            parsed = json.loads(raw) if raw.strip() else {}
        except ValueError:
            parsed = {}
        return answer.status, parsed if isinstance(parsed, dict) else {}

    def ok(self, method: str, path: str, body: object = None) -> dict[str, Any]:
        """The answer of a request the service accepted; its refusal (in the device's language) raised. A write
        carries a command id of its own and is sent again with it while the service is cut or busy."""
        if method != "POST" or path == "/api/pair":
            status, answer = self.request(method, path, body)
        else:
            status, answer = self.write(path, body)
        if status != 200:
            raise FloorError(str(answer.get("refusal") or Text("the room service answered {status}",
                                                                 status=status)),
                             code=str(answer.get("code") or "refused"))
        return answer


    def write(self, path: str, body: object) -> tuple[int, dict[str, Any]]:
        """A write sent as one command: a new id, and the same id again after a cut link, a timeout or a busy
        answer (the service applies a command once and answers a repeat with its first answer)."""
        command = secrets.token_hex(16)
        for attempt in range(ATTEMPTS):
            try:
                status, answer = self.request("POST", path, body, command=command)
            except Unreachable:
                if attempt == ATTEMPTS - 1:
                    raise
            else:
                if status != 503 or attempt == ATTEMPTS - 1:
                    return status, answer
            time.sleep(RETRY_SECONDS[min(attempt, len(RETRY_SECONDS) - 1)])
        raise AssertionError("unreachable")  # (the last attempt returns or raises)


def pair(server: str, code: str, pin: str = "", *, language: str = "en") -> dict[str, Any]:
    """This computer paired with the code the desk shows; the token kept for the next start."""
    answer = Link(server, language=language).ok("POST", "/api/pair", {"code": code, "pin": pin})
    saved = _saved()
    saved[server.rstrip("/")] = {"token": answer["token"], "device": answer["device"]}
    path = devices_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    write_whole(path, json.dumps(saved).encode(), mode=0o600)  # (a token: this user's only)
    return dict(answer["device"])


def _saved() -> dict[str, Any]:
    try:
        data = json.loads(devices_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def saved_token(server: str) -> str:
    entry = _saved().get(server.rstrip("/"))
    return str(entry.get("token", "")) if isinstance(entry, dict) else ""


class RemoteDesk:
    """The tournament a room service serves, as the windows of this computer take it (see the module)."""

    def __init__(self, server: str, token: str, *, language: str = "en") -> None:
        self.link = Link(server, token, language)
        me = self.link.ok("GET", "/api/me")
        self.device = me
        self.author = f"{me.get('person') or me.get('role')} ({me.get('label')} {me.get('id')})"
        self.tournament_id = 0
        self.events: list[Event] = []
        self._state: TournamentState | None = None
        self._remote = 0  # how far the service's log reaches, as its stream last said
        self._heard = time.time()  # when the service's stream last said anything
        self._offset = 0.0  # the service's clock minus this computer's
        self._lock = threading.Lock()
        self.connected = threading.Event()
        self._closing = threading.Event()
        self._members = RemoteMembers(self.link)
        self._read_after(0)
        self._follower = threading.Thread(target=self._follow, name="floor-room-log", daemon=True)
        self._follower.start()

    # -- the desk ---------------------------------------------------------------------------
    def now(self) -> float:
        return time.time() + self._offset

    def state(self) -> TournamentState:
        """The tournament as far as it was read: the follower thread reads what the stream says is new before
        :meth:`reach` moves, so a window's redraw never waits for the network."""
        assert self._state is not None
        return self._state

    def reach(self) -> int:
        """How far the log read here reaches (the change feed asks this four times a second: no I/O)."""
        assert self._state is not None
        return self._state.seq

    def history(self) -> list[Event]:
        self.state()
        return list(self.events)

    def history_after(self, seq: int) -> list[Event]:
        self.state()
        return [e for e in self.events if e.seq > seq]

    def send(self, spec: Spec, arguments: dict[str, Json]) -> object:
        """An intent (a use case this computer's window called): sent to the service as one command, which runs it
        against the log as it stands; the log read on to its end, and the use case's answer as it would be here."""
        answer = self.link.ok("POST", "/api/intent", {"intent": spec.name, "arguments": arguments})
        command = answer.get("command")
        first, last = (command.get("first"), command.get("last")) if isinstance(command, dict) else (None, None)
        if not isinstance(first, int) or not isinstance(last, int):
            raise FloorError(Text("the room service answered in a way this Floor does not know: update Floor"),
                             code="bad-answer")
        self._fresh()
        assert self._state is not None
        done = Done(tuple(e for e in self.events if first <= e.seq <= last), self._state)
        return spec.answered(answer.get("answer"), done)

    def commit(self, actions: Sequence[Action]) -> tuple[list[Event], TournamentState]:
        """Never here: every action is sent as its intent (a use case that is no intent is made at the desk)."""
        raise FloorError(Text("this is done at the desk that holds the database"), code="not-here")

    def undo(self) -> tuple[Event, TournamentState]:
        raise FloorError(Text("this is done at the desk that holds the database"), code="not-here")

    def redo(self) -> tuple[Event, TournamentState]:
        raise FloorError(Text("this is done at the desk that holds the database"), code="not-here")

    def members(self) -> RemoteMembers:
        """The club's members, through the service (a desk's role only: a dealer station's is refused them)."""
        return self._members

    def member_results(self, member_id: str) -> Sequence[Result]:
        """A member's every result, asked of the service from whichever thread calls (Members… reads them aside:
        each request is a connection of its own)."""
        return self._members.results(member_id)

    # -- what only the desk that holds the database does ---------------------------------------
    def import_job(self, path: Path, encoding: str | None = None) -> Job:
        raise FloorError(Text("a list of registrations is imported at the desk that holds the database"),
                         code="not-here")

    def td_import_job(self, paths: Sequence[Path]) -> Job:
        raise FloorError(Text("The Tournament Director's saves are imported at the desk that holds the database"),
                         code="not-here")

    def export_job(self, folder: Path) -> Job:
        raise FloorError(Text("exports are made at the desk that holds the database"), code="not-here")

    def backup_job(self, *, only_if_due: bool = False) -> Job:
        def job(progress: Callable[[int, int], None]) -> str:
            if only_if_due:
                return ""  # (the desk that holds the database backs it up)
            raise FloorError(Text("backups are made at the desk that holds the database"), code="not-here")
        return job

    def stale_since(self) -> float | None:
        """When the service was last heard from, once it has been silent longer than two heartbeats (the windows
        then say "not updated since 21:40"); None while it speaks."""
        return self._heard if time.time() - self._heard > STALE_SECONDS else None

    def close(self) -> None:
        self._closing.set()

    # -- reading the log ------------------------------------------------------------------------
    def _fresh(self) -> TournamentState:
        self._read_after(self._state.seq if self._state is not None else 0)
        assert self._state is not None
        return self._state

    def _read_after(self, seq: int) -> None:
        answer = self.link.ok("GET", f"/api/events?after={seq}")
        self.tournament_id = int(answer.get("tournament", 0))
        got: list[Event] = []
        for item in answer.get("events", []):
            payload = json.dumps(item.get("payload", {})).encode()
            event = read((item.get("seq"), item.get("kind"), item.get("at"), item.get("author"), payload))
            if isinstance(event, UnreadableEvent):
                raise event
            got.append(event)
        with self._lock:
            known = self.events[-1].seq if self.events else 0
            new = [e for e in got if e.seq > known]
            if not new and self._state is not None:
                return
            self.events.extend(new)
            if self._state is None or any(e.kind in (ev.UNDONE, ev.REDONE) for e in new):
                self._state = replay(self.tournament_id, self.events)  # (an undo changes what came before)
            else:
                self._state = fold(self._state, new)
                if self._state.seq != self.events[-1].seq:
                    self._state = replace(self._state, seq=self.events[-1].seq)
            self._remote = max(self._remote, self._state.seq)

    def _follow(self) -> None:
        """The service's log stream: how far the log reaches and its time; opened again after a cut."""
        wait = 0.5
        while not self._closing.is_set():
            conn = http.client.HTTPConnection(self.link.host, self.link.port, timeout=40)
            try:
                conn.request("GET", "/api/stream?view=log", headers={
                    "Host": self.link._host_header(), "Authorization": f"Bearer {self.link.token}"})
                answer = conn.getresponse()
                if answer.status != 200:
                    raise OSError(f"HTTP {answer.status}")
                wait = 0.5
                for line in answer:
                    if self._closing.is_set():
                        break
                    if line.startswith(b"data: "):
                        view = json.loads(line[6:])
                        self._offset = float(view.get("time", time.time())) - time.time()
                        self._remote = int(view.get("seq", 0))
                        self._heard = time.time()
                        self.connected.set()
                        if self._state is not None and self._remote > self._state.seq:
                            with contextlib.suppress(FloorError):  # (read again at the next change or heartbeat)
                                self._read_after(self._state.seq)
            except (OSError, http.client.HTTPException, ValueError):
                self.connected.clear()
            finally:
                conn.close()
            self._closing.wait(wait)
            wait = min(wait * 2, 5.0)
