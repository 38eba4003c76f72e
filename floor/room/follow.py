"""The tournament as the room is shown it, followed from the database that the desk (or any Floor) writes.

One thread owns the store's connection (SQLite's connection belongs to the thread that made it); the service's
event loop asks it, every :data:`CHECK_SECONDS`, whether the tournament moved (``Store.reach``: SQLite's
``data_version``, a few microseconds when nothing changed) and, when it did, for a new public snapshot. The
clock also moves by itself: a new level or break is a change too, though no one acted. On a PostgreSQL server a
third thread waits on the server's wake-ups (LISTEN) and has the loop ask at once when another desk's commit moved
the tournament (:meth:`Follower.listen`); the poll stays, for the notifications a failover loses.
"""

from __future__ import annotations

import concurrent.futures
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from floor.store.desk import StoreDesk
from floor.store.devices import DeviceBook
from floor.store.leagues import StandingsPanel
from floor.store.tournaments import Store
from floor.store.where import open_store
from floor.tournament import chunks
from floor.tournament.events import Event
from floor.tournament.state import TournamentState
from floor.usecases import pages
from floor.usecases.pairing import Device
from floor.web import snapshot
from floor.web.snapshot import ClockView, PublicSnapshot

CHECK_SECONDS = 0.25
LISTEN_SECONDS = 0.5  # how long one wait on the server's wake-ups lasts (how soon closing is noticed)
_T = TypeVar("_T")


class History:
    """The event log, kept in memory and topped up with the events after the last one read (a long event's log
    is tens of thousands of rows: the GUI thread must not read it whole after every action). Events are only
    ever appended (an undo is an event too), so the kept list stays the whole history."""

    def __init__(self) -> None:
        self.seq = 0
        self.events: list[Event] = []

    def of(self, store: Store, tournament_id: int, seq: int) -> list[Event]:
        if seq != self.seq:
            self.events += store.history_after(tournament_id, self.seq)
            self.seq = self.events[-1].seq if self.events else 0
        return self.events


@dataclass(frozen=True, slots=True)
class Moment:
    """What the room shows now: the snapshot and the number it is published under (the log's sequence number,
    and a count of the clock's own changes since, so that a resumed page knows whether it missed one); the
    stations' views are made from ``state``, at ``at``."""

    seq: int
    clock_turns: int
    snapshot: PublicSnapshot
    state: TournamentState
    at: float

    @property
    def number(self) -> str:
        return f"{self.seq}.{self.clock_turns}"


def _turn(c: ClockView) -> tuple[int, bool, bool, bool]:
    """What of the clock makes a page change by itself: the level or break, and whether it runs."""
    return c.level, c.is_break, c.running, c.paused


def _turn_now(state: TournamentState, now: float) -> tuple[int, bool, bool, bool]:
    """:func:`_turn` of the clock at ``now``, read from the clock alone (asked at every check, four times a second:
    the whole clock view would word the payouts of the field each time)."""
    status = state.clock.status(now)
    return status.level, status.is_break, status.running, status.paused


class Follower:
    """The store, on a thread of its own; :meth:`check` is called from the event loop through :meth:`ask`."""

    def __init__(self, path: str | Path, tournament_id: int, author: str, now: Callable[[], float]) -> None:
        self.path = path
        self.tournament_id = tournament_id
        self.author = author
        self.now = now
        self.thread = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="floor-room-store")
        self.store: Store | None = None
        self.history = History()
        self.reach = -1
        self.moment: Moment | None = None
        self.state: TournamentState | None = None  # the tournament at ``reach``
        self._devices_known: dict[str, Device] = {}
        self._devices_mark: tuple[int, int] | None = None
        self.league: StandingsPanel | None = None  # the season's standings for the lobby (read every ten minutes)
        self.reader = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="floor-room-reader")
        self._reading: Store | None = None  # the reader's own connection (a SQLite connection is one thread's)
        self._listener: threading.Thread | None = None
        self._closing = threading.Event()

    def ask(self) -> concurrent.futures.Future[Moment | None]:
        """On the store's thread: the new moment, or None when nothing changed."""
        return self.thread.submit(self.check)

    def submit(self, work: Callable[[StoreDesk], _T], author: str) -> concurrent.futures.Future[_T]:
        """On the store's thread: ``work`` with the tournament as a desk acting as ``author`` (a device's person
        and the device), at the time it runs: a station's action, one transaction."""
        def run_work() -> _T:
            store = self._open()
            return work(StoreDesk(store, self.tournament_id, author, self.now))
        return self.thread.submit(run_work)

    def read(self, work: Callable[[Store], _T]) -> concurrent.futures.Future[_T]:
        """On a thread of its own, with its own connection: a long read of the club's tables for a device (a
        member's every result folds each tournament of the club's history), so the store's thread goes on
        following the night and answering the stations meanwhile."""
        def run_read() -> _T:
            if self._reading is None:
                self._reading = open_store(self.path)
                self._reading.must_exist()
            return work(self._reading)
        return self.reader.submit(run_read)

    def devices(self) -> concurrent.futures.Future[dict[str, Device]]:
        """On the store's thread: the paired devices by their token's digest, read again whenever the file moved
        (asked each check: a revocation at the desk holds within a check)."""
        return self.thread.submit(self._devices)

    def _devices(self) -> dict[str, Device]:
        store = self._open()
        mark = store.mark()
        if mark != self._devices_mark:
            self._devices_known, self._devices_mark = DeviceBook(store).by_digest(), mark
        return self._devices_known

    def seen(self, seen: dict[str, tuple[float, str]]) -> concurrent.futures.Future[None]:
        return self.thread.submit(lambda: DeviceBook(self._open()).seen(seen))

    def events(self) -> list[Event]:
        """The tournament's log as read so far (on the store's thread only)."""
        return self.history.events

    def listen(self, wake: Callable[[], object]) -> concurrent.futures.Future[bool]:
        """On a server: a thread of its own waiting on the server's wake-ups, calling ``wake`` (from that thread)
        whenever this tournament's log moved, so that the follow loop asks at once, not at its next tick; False on
        a file (the loop's poll is all: SQLite tells no one)."""
        return self.thread.submit(self._listen, wake)

    def _listen(self, wake: Callable[[], object]) -> bool:
        if self._listener is not None:
            return True
        wakeups = self._open().wakeups()
        if wakeups is None:
            return False

        def run() -> None:
            try:
                while not self._closing.is_set():
                    if self.tournament_id in wakeups.wait(LISTEN_SECONDS):
                        wake()
            finally:
                wakeups.close()

        self._listener = threading.Thread(target=run, name="floor-room-listen", daemon=True)
        self._listener.start()
        return True

    def close(self) -> None:
        self._closing.set()
        if self._listener is not None:
            self._listener.join()
        self.reader.submit(self._close_reading).result()
        self.reader.shutdown()
        self.thread.submit(self._close).result()
        self.thread.shutdown()

    def _close_reading(self) -> None:
        if self._reading is not None:
            self._reading.close()

    def _close(self) -> None:
        if self.store is not None:
            self.store.close()

    def _open(self) -> Store:
        if self.store is None:
            self.store = open_store(self.path)
            self.store.must_exist()
        return self.store

    def _newcomers(self, state: TournamentState) -> bool:
        """Whether a player may lack a page's token: every player had one at the last check, so only the players
        an event changed since can lack one (floor.tournament.chunks.changed), not the whole field."""
        before = self.state
        changed = None if before is None or before.tokens is not state.tokens else chunks.changed(
            state.players, before.players)
        return changed is None or any(pid not in state.tokens for pid in changed if pid in state.players)

    def check(self) -> Moment | None:
        store, tid = self._open(), self.tournament_id
        reach = store.reach(tid)
        now = self.now()
        previous = self.moment
        if self.league is None:
            self.league = StandingsPanel(store, tid, self.now)
        league = tuple(self.league())  # (read aside: the rows of a new reading are published when they arrive)
        if reach == self.reach and self.state is not None and previous is not None \
                and _turn_now(self.state, now) == _turn(previous.snapshot.clock) \
                and league == previous.snapshot.league:
            return None  # (nothing written: the state held is the file's, no read needed)
        desk = StoreDesk(store, tid, self.author, lambda: now)
        state = desk.state()
        if self._newcomers(state):
            state = pages.issue_tokens(desk).state  # a newcomer's page exists from the moment the player is registered
        self.reach, self.state = store.reach(tid), state
        events = self.history.of(store, tid, state.seq)
        shot = snapshot.build(state, now, events, previous.snapshot if previous is not None else None,
                              league=league)
        turns = previous.clock_turns + 1 if previous is not None and previous.seq == state.seq else 0
        self.moment = Moment(state.seq, turns, shot, state, now)
        return self.moment
