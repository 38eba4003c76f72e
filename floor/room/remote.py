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
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, Protocol, TypeVar

from floor.clubs.members import Result
from floor.core.errors import FloorError, Text
from floor.room.link import Link
from floor.room.members import RemoteMembers
from floor.store.eventrows import UnreadableEvent, fold, read, replay
from floor.store.tournaments import undo_and_redo
from floor.tournament import events as ev
from floor.tournament import snapshots
from floor.tournament.events import Event
from floor.tournament.jsonvalue import Json
from floor.tournament.state import TournamentState
from floor.usecases import pairing
from floor.usecases.desk import Action, Done
from floor.usecases.intent import Spec

_T = TypeVar("_T")


class Sending(Protocol):
    """How a command is waited for (the windows: in a thread of their own, the GUI painting meanwhile)."""

    def __call__(self, work: Callable[[], _T]) -> _T: ...


def _as_it_is(work: Callable[[], _T]) -> _T:
    return work()


STALE_SECONDS = 32.0  # two of the service's heartbeats (15 s) and a little: no word from it this long is a cut
Job = Callable[[Callable[[int, int], None]], str]


class RemoteDesk:
    """The tournament a room service serves, as the windows of this computer take it (see the module)."""

    def __init__(self, server: str, token: str, *, language: str = "en", sending: Sending = _as_it_is) -> None:
        self.link = Link(server, token, language)
        self.sending = sending
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
        # A desk folds the whole log; a clock or a dealer's station draws from its role's part of the state
        # (floor/usecases/sight.py), read again when the stream says the log moved.
        self.reads_log = pairing.READ_LOG in pairing.INTENTS.get(str(me.get("role")), frozenset())
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
        """The log as read here: a desk's (a clock or a dealer's station reads no log: none)."""
        self.state()
        return list(self.events)

    def history_after(self, seq: int) -> list[Event]:
        self.state()
        return [e for e in self.events if e.seq > seq]

    def history_since(self, before: int) -> tuple[TournamentState, list[Event]] | None:
        """None: a second desk holds the log it read, not the states along it (the History tab folds that log)."""
        return None

    def takes_back(self) -> tuple[int | None, int | None]:
        """What an undo would take back and a redo restore, as the desk that holds the database finds them (from
        the newest event back: a few events, not the log)."""
        self.state()
        events = self.events
        return undo_and_redo(lambda: ((e.seq, e.kind, e.data.target if isinstance(e.data, ev.TakeBack) else None)
                                      for e in reversed(events)))

    def send(self, spec: Spec, arguments: dict[str, Json]) -> object:
        """An intent (a use case this computer's window called): sent to the service as one command, which runs it
        against the log as it stands; the log read on to its end, and the use case's answer as it would be here."""
        answer = self.sending(lambda: self.link.ok("POST", "/api/intent", {"intent": spec.name,
                                                                          "arguments": arguments}))
        command = answer.get("command")
        first, last = (command.get("first"), command.get("last")) if isinstance(command, dict) else (None, None)
        if not isinstance(first, int) or not isinstance(last, int):
            raise FloorError(Text("the room service answered in a way this Floor does not know: update Floor"),
                             code="bad-answer")
        self._fresh()
        assert self._state is not None
        wrote = command.get("events") if isinstance(command, dict) else None
        if isinstance(wrote, list):  # (the events this command wrote, as the service sent them back)
            events: tuple[Event, ...] = tuple(self._event(item) for item in wrote)
        else:
            events = tuple(e for e in self.events if first <= e.seq <= last)
        return spec.answered(answer.get("answer"), Done(events, self._state))

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

    def database(self) -> str:
        return ""  # (the link to the room service is said by the link's own line)

    def standby(self) -> tuple[str, str]:
        return "", ""

    def database_lines(self) -> list[str]:
        return []

    def reconnections(self) -> int:
        return 0

    def promote(self, folder: Path) -> str:
        raise FloorError(Text("a standby is promoted at its own computer's desk"), code="not-here")

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

    @staticmethod
    def _event(item: dict[str, Any]) -> Event:
        payload = json.dumps(item.get("payload", {})).encode()
        event = read((item.get("seq"), item.get("kind"), item.get("at"), item.get("author"), payload))
        if isinstance(event, UnreadableEvent):
            raise event
        return event

    def _read_state(self) -> None:
        """The role's part of the state as the service folded it (a clock's, a dealer station's)."""
        answer = self.link.ok("GET", "/api/state")
        self.tournament_id = int(answer.get("tournament", 0))
        try:
            state = snapshots.from_dict(self.tournament_id, answer["state"])
        except (KeyError, TypeError, ValueError) as err:
            raise FloorError(Text("the room service answered in a way this Floor does not know: update Floor"),
                             code="bad-answer") from err
        with self._lock:
            self._state = state
            self._remote = max(self._remote, state.seq)

    def _read_after(self, seq: int) -> None:
        if not self.reads_log:
            self._read_state()
            return
        answer = self.link.ok("GET", f"/api/events?after={seq}")
        self.tournament_id = int(answer.get("tournament", 0))
        got = [self._event(item) for item in answer.get("events", [])]
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
            conn = self.link.connection(40)  # (over HTTPS, checked against the room's CA as pinned)
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
