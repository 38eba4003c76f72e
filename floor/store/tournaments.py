"""Tournaments in the database: each one an append-only log of events, folded into its state.

Every action is one ``BEGIN IMMEDIATE`` transaction: inside it the state catches up with
any event another process wrote, the action is checked against that fresh state, and
its event is appended. So two processes writing at once lose nothing, and a refused
action or a crash leaves the database as it was.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
from collections.abc import Callable, Generator, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from floor.core.errors import FloorError, Text
from floor.core.files import not_a_file
from floor.store import chain, debris, eventrows, logcheck, sqlite_log
from floor.store.connection import Connection
from floor.store.database import (
    DatabaseError,
    NoDatabase,
    changed_outside,
    connect,
    create_database,
    inspect,
    is_new,
    migrate,
    refuse_read_only,
    remember_closed,
    use_wal,
    write_transaction,
)
from floor.store.eventrows import UnreadableEvent
from floor.store.port import Command, LogStatements, LogTransaction, NewEvent, Wakeups
from floor.tournament import closing
from floor.tournament import events as ev
from floor.tournament.events import Event, Redone, TakeBack, Undone
from floor.tournament.records import CHANGED, HOLES, Created, DamageNoticed
from floor.tournament.settings import Settings
from floor.tournament.state import TournamentState, replay
from floor.tournament.structure import Structure

Action = Callable[[TournamentState], Event]
_T = TypeVar("_T")
_Row = tuple[object, object, int | None]  # (seq, kind, the action an undo or redo takes back), newest first
SNAPSHOT_EVERY = 2000  # events between snapshots: a 10,000-entry tournament reopens from its last one
SNAPSHOTS_KEPT = 2  # the newest snapshots kept (reopening needs the last; an undo reaching before it, the one before)
RECENT = 32  # states kept in memory per tournament, so that an undo or redo of a recent action folds a few events
_PAYLOAD = json.JSONEncoder(ensure_ascii=False, sort_keys=True)  # an event's payload as written (one encoder)


@dataclass(frozen=True, slots=True)
class Answered:
    """A command's answer as it was first given (``answer``, the JSON its client was sent), the log's numbers it
    wrote (``first`` to ``last``; ``first > last`` when it wrote no event), and ``again``: True when the same
    command id came once more and nothing was written."""

    answer: str
    first: int
    last: int
    again: bool


@dataclass(frozen=True, slots=True)
class Summary:
    """A line of the tournament list."""

    id: int
    name: str
    created_at: float
    entries: int
    playing: int
    status: str = closing.NOT_STARTED  # finished, running or not started (floor/tournament/closing.py)
    imported: bool = False  # made from another program's save (The Tournament Director's)


class Store:
    """One SQLite file of tournaments; keeps each opened tournament's state in memory.

    Opening reads only: the file is created by the first tournament made in it, and switched
    to WAL mode and migrated by the first action (see database.py). Every event is checked
    as it is read; the first one that cannot be read is named (:class:`UnreadableEvent`).
    """

    engine = "sqlite"  # (a server's store: "postgresql", floor/store/server.py)
    reconnections = 0  # times a server's store connected again (a failover); a file's never does
    _db: Connection | None  # (None until the file is made)
    _opened: int | None  # SQLite's data_version as the opening saw it

    def __init__(self, path: str | Path, *, warn: Callable[[str], None] | None = None) -> None:
        """``warn`` hears at once what the desk must be told (actions missing, a database gone); it is kept in
        :attr:`warnings` too, for a window that opens later."""
        self.path = Path(path)
        self._ledger = logcheck.Ledger(self.path)
        why = not_a_file(self.path)  # (a FIFO given as --db was waited on forever, a symlink loop an internal error)
        if why is not None and os.path.isdir(self.path):
            raise DatabaseError(Text("{p} is a folder, not a database file", p=self.path))
        if why is not None:
            raise DatabaseError(Text("cannot open {p} as a database: {reason}", p=self.path, reason=why))
        debris.clean(self.path)
        self._hold_nothing(warn)
        if not is_new(self.path):
            inspect(self.path)
            self._db = connect(self.path)
            try:
                self._tell(self._guarded(self._problems))
                self._opened = self.mark()[0]  # (what the opening saw: a write looks again if another commits)
            except BaseException:
                self.close()  # nothing left open (nor -wal/-shm beside a refused file) in a long-running Floor
                raise

    def _hold_nothing(self, warn: Callable[[str], None] | None) -> None:
        """What a store keeps in memory, empty (each engine's store opens its own way)."""
        self._warn = warn
        self._db = None
        self._sql: LogStatements = sqlite_log  # the log's statements on this engine
        self._writable = False
        self._states: dict[int, TournamentState] = {}
        self._recent: dict[int, list[TournamentState]] = {}  # the last states, oldest first (:meth:`_rolled_back`)
        self.changed: set[int] = set()  # tournaments this Store wrote to (for the automatic backup)
        self.warnings: list[str] = []  # what the desk must be told on opening (actions missing from the log)
        self._commits = 0  # this store's own commits (SQLite's data_version counts only the others')
        self._reach: dict[int, tuple[tuple[int, int], int]] = {}  # (data_version, commits) -> seq
        self._command: Connection | None = None  # the transaction of the command running (Store.once)
        # The write transaction open, as the port's LogTransaction (floor/store/port.py): what every write of the log
        # goes through (each engine's: floor/store/sqlite_log.py, floor/store/server.py).
        self._log: LogTransaction | None = None
        self._pending: dict[int, int] = {}  # how far each log reaches once that command commits
        self._damage: dict[int, list[DamageNoticed]] = {}  # what the opening found, for the next action to record
        self._opened = None
        self._version: dict[int, int] = {}  # ... when a write to each tournament last looked (:meth:`_unchanged_under`)
        self._told: set[tuple[int, int]] = set()  # (tournament, event) found changed under this store, said once
        # Each log's last event as this store wrote or checked it, (seq, checksum): the next event chains to it without
        # reading it back. Dropped whenever another connection may have written (data_version moved: refreshed from
        # the rows the check reads), a transaction is rolled back, or a damage put on record chains the log again.
        self._tails: dict[int, tuple[int, bytes]] = {}
        # The mark (:meth:`mark`) at which each held state was the log's end: at the same mark nothing was written
        # since (by another connection or this store), so the state is handed out without reading the log's end.
        self._current: dict[int, tuple[int, int]] = {}

    def _problems(self) -> list[str]:
        """What the desk is told on opening: actions lost outside Floor, and events changed outside it. The chain
        is checked when the file is not as the last Floor that wrote it closed it (when the full integrity check runs
        too): about 10 µs an event, 0.3 s for a season's 30,000 (``benchmarks/event_chain.py``), too much for every
        command on a file a Floor left as it was; a backup and a restore check it always."""
        db = self._connection()
        found = logcheck.findings(db, self.path)
        if changed_outside(self.path):
            ends = logcheck.reach(db)
            found += [logcheck.Finding(b.tournament_id, b.sentence(),
                                       DamageNoticed(CHANGED, ends.get(b.tournament_id, 0), event=b.seq))
                      for b in chain.breaks(db.conn) if self._readable(b.tournament_id, b.seq)]
        self._damage = {}
        for finding in found:
            if finding.record is not None and not self._holes_on_record(finding.tournament_id, finding.record):
                self._damage.setdefault(finding.tournament_id, []).append(finding.record)
        return logcheck.sentences(found, self.path)

    def _holes_on_record(self, tournament_id: int, found: DamageNoticed) -> bool:
        """Holes in a log stay (the actions lost and the damage recorded, the others are put after them): the same
        events missing, once on record, are not recorded again by every opening's first action."""
        if found.found != HOLES:
            return False
        for blob in self._sql.payloads_of(self._connection(), tournament_id, ev.DAMAGE_NOTICED):
            with contextlib.suppress(ValueError, TypeError, AttributeError, RecursionError):
                kept = json.loads(bytes(blob))
                if kept.get("found") == HOLES and kept.get("last", 0) - kept.get("present", 0) == found.last - \
                        found.present:
                    return True
        return False

    def _readable(self, tournament_id: int, seq: int) -> bool:
        """Whether the event reads (one that does not is named as it is read: said once, not twice)."""
        row = self._sql.row_at(self._connection(), tournament_id, seq)
        return row is not None and isinstance(eventrows.read(row), Event)

    @property
    def home(self) -> Path:
        """The path what Floor keeps beside this database is named after (crash logs, backups, the room's
        certificate): the file itself here; a server's store names one in the desk's data folder."""
        return self.path

    @property
    def address(self) -> str:
        """The database as ``--db`` names it (a stations' service started from the console is given it)."""
        return str(self.path)

    @property
    def where(self) -> str:
        """What the desk shows of the engine and the database."""
        return f"SQLite {self.path}"

    @property
    def exists(self) -> bool:
        """The file is a database already (a new path becomes one with the first tournament made in it)."""
        return self._db is not None

    def must_exist(self) -> None:
        """Refuse a read of a path with no database yet (a mistyped ``--db``), creating nothing."""
        self._connection()

    @property
    def db(self) -> Connection:
        """The open database (for backups); a path with no database yet is refused."""
        return self._connection()

    def close(self) -> None:
        self._ledger.close()
        if self._db is not None:
            self._db.close()
            if self._commits and not self._damage:  # (a read leaves no trace: the file is as the last writer's
                remember_closed(self.path)  # stamp says, or checked; damage not yet on record: the next opening looks)

    def _tell(self, warnings: list[str]) -> None:
        self.warnings = warnings
        if self._warn is not None:
            for warning in warnings:
                self._warn(warning)

    def _connection(self) -> Connection:
        if self._db is None:
            raise NoDatabase(Text("there is no database at {path}: check the path (--db); nothing was created",
                                  path=self.path))
        return self._db

    def _writer(self, *, create: bool = False) -> Connection:
        """The database an action writes to (made first when ``create`` and new); refused when read-only."""
        if self._db is None and create:
            self._tell(logcheck.forgotten(self.path))
            create_database(self.path)
            inspect(self.path)
            self._db = connect(self.path)
        db = self._connection()
        if not self._writable:
            refuse_read_only(self.path)
        return db

    @contextlib.contextmanager
    def _writing(self, *, create: bool = False) -> Iterator[Connection]:
        """One action's transaction: migrations first if this file lacks any (undone with a refused action), and
        after the commit the switch to WAL mode, so that a refused action leaves every byte as it was. Inside a
        command (:meth:`once`) an action is a savepoint of the command's one transaction."""
        if self._command is not None:
            with self._savepoint(self._command):
                yield self._command
            return
        db = self._writer(create=create)
        try:
            with self._logging(db):
                if not self._writable:
                    migrate(db)
                yield db
        except BaseException:
            self._tails.clear()  # (rolled back: the log ends where it did)
            raise
        if not self._writable:
            use_wal(db)
            self._writable = True

    @contextlib.contextmanager
    def _logging(self, db: Connection) -> Iterator[LogTransaction]:
        """One write transaction on ``db``, kept open as the log's (:attr:`_log`) while it is open: SQLite's
        ``BEGIN IMMEDIATE`` (the whole file locked); a server's store makes its own (floor/store/server.py)."""
        with write_transaction(db):
            self._log = sqlite_log.SqliteTransaction(db)
            try:
                yield self._log
            finally:
                self._log = None

    @contextlib.contextmanager
    def _savepoint(self, db: Connection) -> Iterator[None]:
        """An action inside a command (:meth:`once`): taken back alone when it is refused."""
        db.execute("SAVEPOINT action")
        try:
            yield
        except BaseException:
            self._tails.clear()  # (what the action wrote is taken back)
            db.execute("ROLLBACK TO action")
            db.execute("RELEASE action")
            raise
        db.execute("RELEASE action")

    def _logged(self) -> LogTransaction:
        """The open write transaction's log (an append outside one is a bug, not a user's error)."""
        assert self._log is not None, "the log is written only inside a write transaction"
        return self._log

    @contextlib.contextmanager
    def writing(self) -> Iterator[Connection]:
        """A write of the room's own tables (the paired devices, floor/store/devices.py) as one transaction, under
        the rules an action's has: a missing file is refused, a read-only one too, an older one migrated first."""
        with self._writing() as db:
            yield db
        self._commits += 1  # (:meth:`mark` moves: this store wrote)

    def once(self, tournament_id: int, command_id: str, author: str, request: str,
             work: Callable[[], str]) -> Answered:
        """``work`` (a use case acting on this store, answering in JSON) run as the command ``command_id`` its client
        chose, in ONE transaction with the command's row: every event it writes and its answer are kept together, or
        none of it. The same id again, for the same ``request`` (a digest of what was asked) from the same author, is
        answered with the first answer and writes nothing (a retry after a lost answer, a timeout, a cut link or a
        killed service); from another author, or for another request, it is refused."""
        self._require(tournament_id)
        with self._writing() as db:
            log = self._logged()
            found = log.command(command_id)
            if found is not None:
                tid, by, asked, applied = found
                if by != author or tid != tournament_id:
                    raise FloorError(Text("this command id was used already by another device or tournament: "
                                          "send a new one"), code="command-reused")
                if asked != request:
                    raise FloorError(Text("this command id was used already for another action: send a new one"),
                                     code="command-reused")
                return Answered(applied.answer, applied.first_seq, applied.last_seq, again=True)
            before = self._log_end(tournament_id)
            self._command = db
            try:
                answer = work()
            except BaseException:
                self._states.pop(tournament_id, None)  # (what the command folded is rolled back with it)
                self._tails.clear()
                self._recent.pop(tournament_id, None)
                self._reach.pop(tournament_id, None)
                self._pending.clear()
                raise
            finally:
                self._command = None
            last = self._pending.get(tournament_id, before)  # (what it wrote, as acknowledged: not read back)
            log.record_command(tournament_id, Command(command_id, author, request, answer), before + 1, last)
        pending, self._pending = self._pending, {}
        for tid, seq in pending.items():
            self._acknowledged(tid, seq)
        self._commits += 1
        return Answered(answer, before + 1, last, again=False)

    def _log_end(self, tournament_id: int) -> int:
        return self._sql.end(self._connection(), tournament_id)

    def mark(self) -> tuple[int, int]:
        """Where the file stands: SQLite's count of the other connections' commits and this store's own. Equal
        marks, nothing written in between (a reader asks this instead of reading again)."""
        return self._guarded(lambda: (self._sql.data_version(self._connection()), self._commits))

    def wakeups(self) -> Wakeups | None:
        """A wake-up when another connection's commit moves a log, on a connection of its own (a server's LISTEN:
        floor/store/server.py); None on a file, whose readers poll :meth:`mark` (microseconds when nothing moved)."""
        return None

    def reading(self, read: Callable[[Connection], _T]) -> _T:
        """A read of the room's own tables, a damaged file refused in the floor's words."""
        return self._guarded(lambda: read(self._connection()))

    def _guarded(self, read: Callable[[], _T]) -> _T:
        """Run a read; SQLite's own failure (a damaged page, a -wal removed under a live Floor) in the floor's words."""
        try:
            return read()
        except (sqlite3.DatabaseError, UnicodeDecodeError) as err:
            raise DatabaseError(Text("{path} cannot be read ({err}): it may be damaged, or its -wal file was removed "
                                     "while a Floor had it open; close every Floor window, then restore the newest "
                                     "backup with `floor restore` if this persists",
                                     path=self.path, err=err)) from None

    # -- reading ----------------------------------------------------------------------------
    def _rows(self, tournament_id: int, after: int = 0) -> list[Event | UnreadableEvent]:
        """The events after ``after``, each checked; one that cannot be read stands as its refusal."""
        rows = self._guarded(lambda: self._sql.rows(self._connection(), tournament_id, after))
        return [eventrows.read(row) for row in rows]

    def _events(self, tournament_id: int, after: int = 0) -> list[Event]:
        events: list[Event] = []
        for item in self._rows(tournament_id, after):
            if isinstance(item, UnreadableEvent):
                raise self._pointing(item)
            events.append(item)
        return events

    def _pointing(self, err: UnreadableEvent) -> UnreadableEvent:
        """The refusal, with the way back: the newest backup to restore."""
        if err.pointed:
            return err
        pointed = UnreadableEvent(Text("{message}; {remedy}", message=err.message, remedy=logcheck.remedy(self.path)),
                                  seq=err.seq)
        pointed.pointed, pointed.bare = True, err.bare
        return pointed

    def creation(self, tournament_id: int) -> Event:
        """The tournament's first event, its creation (with what an import kept on it), read alone."""
        self._require(tournament_id)
        row = self._guarded(lambda: self._sql.row_at(self._connection(), tournament_id, 1))
        item = eventrows.read(row) if row is not None else None
        if not isinstance(item, Event):
            return self._events(tournament_id)[0]  # (no first row, or a damaged one: said as the history says it)
        return item

    def history(self, tournament_id: int) -> list[Event]:
        """Every event of the tournament, undos and redos included, oldest first."""
        self._require(tournament_id)
        return self._events(tournament_id)

    def readable_history(self, tournament_id: int) -> tuple[list[Event], list[UnreadableEvent]]:
        """What can be read of the history, and what cannot (each named): a damaged file still shows the rest."""
        self._require(tournament_id)
        items = self._rows(tournament_id)
        return ([e for e in items if isinstance(e, Event)],
                [self._pointing(e) for e in items if isinstance(e, UnreadableEvent)])

    def history_after(self, tournament_id: int, seq: int) -> list[Event]:
        """The events after ``seq``, oldest first: what a reader holding the history up to ``seq`` lacks."""
        self._require(tournament_id)
        return self._events(tournament_id, seq)

    def history_since(self, tournament_id: int, before: int) -> tuple[TournamentState, list[Event]] | None:
        """A state of the tournament after event ``before`` or earlier (one held in memory, else the newest snapshot
        that far back) and every event after it: what a reader of the last events needs to say them as they stood
        then (the History tab), without the whole log. None when neither serves (then read the log)."""
        self.state(tournament_id)  # (caught up with the log: a backup restored drops the states held beyond it)
        held = next((s for s in reversed(self._recent.get(tournament_id, [])) if s.seq <= before), None)
        if held is not None:
            return held, self._events(tournament_id, held.seq)
        row = self._guarded(lambda: self._sql.snapshot(self._connection(), tournament_id, before)) \
            if self._has_snapshots() else None
        if row is None:
            return None
        later = self._events(tournament_id, row[0])
        start = eventrows.snapshot_state(tournament_id, row[0], row[1], later)
        return None if start is None else (start, later)

    def _require(self, tournament_id: int) -> None:
        if not self._guarded(lambda: self._sql.exists(self._connection(), tournament_id)):
            raise FloorError(Text("there is no tournament number {tournament_id}",
                                  tournament_id=tournament_id), code="unknown-tournament")

    def _open(self, tournament_id: int) -> TournamentState:
        """Fold the events, starting from the latest usable snapshot (or, when an undo after it takes back an action
        before it, the newest snapshot before that action); the last states folded are kept for undo."""
        opened = self._from_snapshot(tournament_id) if self._has_snapshots() else None
        if opened is None:
            try:
                log = self._events(tournament_id)
                start = eventrows.replay(tournament_id, log[:1])
                state, kept = eventrows.fold_keeping(start, log[1:], RECENT)
            except UnreadableEvent as err:
                raise self._pointing(err) from None
            opened = start, state, kept
        start, state, kept = opened
        self._recent[tournament_id] = []
        self._hold(tournament_id, start, kept)
        return state

    def _from_snapshot(self, tournament_id: int
                       ) -> tuple[TournamentState, TournamentState, list[TournamentState]] | None:
        """The snapshot's state, the state after the events that follow it, and the last states between (None when
        no snapshot serves: then the whole log is folded)."""
        bound = 2 ** 62
        while True:
            row = self._guarded(lambda below=bound: self._sql.snapshot(  # type: ignore[misc]
                self._connection(), tournament_id, below - 1))
            if row is None:
                return None
            seq, blob = row
            later = self._events(tournament_id, seq)
            start = eventrows.snapshot_state(tournament_id, seq, blob, later)
            if start is not None:
                try:
                    state, kept = eventrows.fold_keeping(start, later, RECENT)
                except (UnreadableEvent, AssertionError):
                    return None  # (the whole log folded names the event as it always did)
                return start, state, kept
            low = _lowest_target(later)
            if low is None or low > seq:
                return None  # (a snapshot that cannot be read: the log is folded from its start)
            bound = low

    def _rolled_back(self, tournament_id: int, newer: list[Event]) -> TournamentState | None:
        """The state after an undo or redo (``newer``: the events since the state held), folded from the newest state
        kept in memory before the earliest action taken back: a few events, not the log (None: none is kept)."""
        bound = _lowest_target(newer)
        recent = self._recent.get(tournament_id, [])
        while bound is not None:
            start = next((s for s in reversed(recent) if s.seq < bound), None)
            if start is None:
                return None
            later = self._events(tournament_id, start.seq)
            low = _lowest_target(later)
            if low is None or low > start.seq:
                state, kept = eventrows.fold_keeping(start, later, RECENT)
                self._hold(tournament_id, state, kept)
                return state
            bound = low
        return None

    def _hold(self, tournament_id: int, state: TournamentState, kept: Sequence[TournamentState] = ()) -> None:
        """Keep the state handed out, and the last states before it an undo may start from (a log shorter than was
        read, a backup restored, drops those beyond it)."""
        self._states[tournament_id] = state
        recent = self._recent.setdefault(tournament_id, [])
        for s in (*kept, state):
            while recent and recent[-1].seq >= s.seq:
                recent.pop()
            recent.append(s)
        del recent[:-RECENT]

    def _has_snapshots(self) -> bool:
        return self._guarded(lambda: self._sql.has_snapshots(self._connection()))

    def _snapshot_if_due(self, tournament_id: int, state: TournamentState, before: int) -> None:
        """Every SNAPSHOT_EVERY events, keep the state (inside the transaction of the command or import running)."""
        if _due(state, before):
            self._snapshot(tournament_id, state)

    def _snapshot_after(self, tournament_id: int, state: TournamentState, before: int) -> None:
        """Every SNAPSHOT_EVERY events, keep the state, in a transaction of its own after the action's commit (inside
        a command, in the command's): the action is written before the snapshot is made, and a snapshot that cannot
        be written (a busy or full disk) costs only time at the next opening."""
        if not _due(state, before):
            return
        if self._command is not None:
            self._snapshot(tournament_id, state)
            return
        with contextlib.suppress(FloorError), self._logging(self._connection()):
            self._snapshot(tournament_id, state)

    def _snapshot(self, tournament_id: int, state: TournamentState) -> None:
        """Write the state (:func:`eventrows.snapshot_bytes`) and drop all but the newest SNAPSHOTS_KEPT of the
        tournament: older ones only ever served an undo reaching thousands of actions back (the log still does)."""
        self._logged().snapshot_put(tournament_id, state.seq, eventrows.snapshot_bytes(state), SNAPSHOTS_KEPT)

    def state(self, tournament_id: int) -> TournamentState:
        """The tournament as it stands now (catching up with other processes' events; the state held, unread, when
        nothing was written since it was the log's end)."""
        return self._state_at(tournament_id, self.mark())

    def _state_at(self, tournament_id: int, mark: tuple[int, int]) -> TournamentState:
        """The tournament as it stands, ``mark`` read before the log is (a commit after it moves the mark, and the
        next call reads): the state held when it was the log's end at that mark, else the held one caught up (or
        the tournament opened)."""
        held = self._held_at(tournament_id, mark)
        if held is not None:
            return held
        cached = self._states.get(tournament_id)
        if cached is None:
            self._require(tournament_id)  # (a state held: the tournament is there)
            cached = self._open(tournament_id)
        else:
            newer = self._events(tournament_id, cached.seq)
            try:
                if any(e.kind in (ev.UNDONE, ev.REDONE) for e in newer):
                    cached = self._rolled_back(tournament_id, newer) or self._open(tournament_id)
                elif newer:
                    cached, kept = eventrows.fold_keeping(cached, newer, RECENT)
                    self._hold(tournament_id, cached, kept)
            except UnreadableEvent as err:
                self._states.pop(tournament_id, None)
                raise self._pointing(err) from None
        self._hold(tournament_id, cached)
        self._current[tournament_id] = mark
        return cached

    def reach(self, tournament_id: int) -> int:
        """How far the tournament's log reaches now, whoever wrote it (this store, another process on the file).

        The change feed asks this a few times a second: when SQLite's ``data_version`` says no other connection
        committed and this store wrote nothing since, the answer is the last one, without reading the log."""
        def read() -> int:
            mark = self.mark()
            known = self._reach.get(tournament_id)
            if known is not None and known[0] == mark:
                return known[1]
            end = self._log_end(tournament_id)
            self._reach[tournament_id] = (mark, end)
            return end
        return self._guarded(read)

    def readable_state(self, tournament_id: int) -> tuple[TournamentState, UnreadableEvent | None]:
        """The tournament now, or, in a damaged file, as it stood just before the first event that cannot be read
        (with that event's refusal), so that what can be read is still shown and exported."""
        try:
            return self.state(tournament_id), None
        except UnreadableEvent as err:
            good = [e for e in self._rows(tournament_id) if isinstance(e, Event) and e.seq < err.seq]
            try:
                return eventrows.replay(tournament_id, good), err
            except FloorError:
                raise err from None

    def verify(self) -> None:
        """Refuse a database any of whose events cannot be read (before a backup takes it for a good one)."""
        for tid, _name, _created in self._guarded(lambda: self._sql.tournament_rows(self._connection())):
            self.state(tid)

    def changed_events(self) -> list[chain.Break]:
        """The first event of each tournament found changed outside Floor (a backup asks before it copies), each
        kept for the next action in its tournament to put on record (:meth:`_on_record`)."""
        found = self._guarded(lambda: chain.breaks(self._connection().conn))
        ends = logcheck.reach(self._connection())
        for b in found:
            pending = self._damage.setdefault(b.tournament_id, [])
            if not any(record.found == CHANGED for record in pending):
                pending.append(DamageNoticed(CHANGED, ends.get(b.tournament_id, 0), event=b.seq))
        return found

    def verify_chain(self) -> None:
        """Refuse a database an event of which was changed, removed or added outside Floor (floor/store/chain.py),
        naming the first that does not match: before a backup is taken, and a backup before it is restored."""
        self._guarded(lambda: chain.check(self._connection().conn))

    def tournaments(self) -> list[Summary]:
        """Every tournament in the file, oldest first (none while the path has no database yet; one another
        connection made since, a TD import from the start page's worker, is opened and read)."""
        if self._db is None and not is_new(self.path):
            inspect(self.path)
            self._db = connect(self.path)
        if self._db is None:
            return []
        out = []
        rows = self._guarded(lambda: self._sql.tournament_rows(self._connection()))
        for tid, name, created in rows:
            s, _damage = self.readable_state(tid)  # (a damaged tournament is listed as far as it reads)
            imported = bool(getattr(self.creation(tid).data, "extra", {}).get("td"))
            out.append(Summary(tid, name, created, s.entries, s.players_left, closing.status(s), imported))
        return out

    def current(self) -> tuple[int, str]:
        """The tournament a command acts on when none is named, and why: the running one (the latest started if
        several), else the latest not yet started of the desk's own, else the latest created; no why when the file
        holds one (nothing to tell apart). After a TD import the highest number is a finished 2025 tournament: a
        new player went there."""
        listed = self.tournaments()
        if len(listed) < 2:
            return self.latest(), ""
        running = [t for t in listed if t.status == closing.RUNNING]
        if running:
            return running[-1].id, "running"
        waiting = [t for t in listed if t.status == closing.NOT_STARTED and not t.imported]
        if waiting:
            return waiting[-1].id, "not started"
        return listed[-1].id, "latest"

    def latest(self) -> int:
        """The most recently created tournament: the one commands act on by default."""
        found = self._guarded(lambda: self._sql.latest(self._connection()))
        if found is None:
            raise FloorError(Text("there is no tournament yet: create one with `floor tournament new`"),
                             code="no-tournament")
        return found

    # -- writing ----------------------------------------------------------------------------
    def create(self, settings: Settings, *, now: float, author: str, extra: Mapping[str, object] | None = None,
               structure: Structure | None = None, then: Sequence[Action] = (),
               also: Callable[[Connection, int], None] | None = None) -> int:
        """A new tournament with its blind structure (``structure``, or as JSON in ``extra``: the creation event's
        fields beside the settings, read as any stored creation is), and ``then`` the actions that follow it, in
        the same transaction (an import: all of it or nothing); ``also`` writes the club's own rows about it in that
        transaction too (a season's final: which tournament it is)."""
        body = Created.of(settings, structure)
        if extra:
            body = Created.from_json({**body.to_json(), **extra})
        event = Event(body, now, author).numbered(1)
        with self._writing(create=True) as db:
            tournament_id = self._sql.new_tournament(db, settings.name, now)
            self._insert(tournament_id, event)
            state = replay(tournament_id, [event]) if then else None
            for action in then:
                assert state is not None
                done = action(state).numbered(state.seq + 1)
                self._insert(tournament_id, done)
                state = state.after(done)
            if state is not None:
                self._snapshot_if_due(tournament_id, state, 0)
            if also is not None:
                also(db, tournament_id)
        if state is not None:  # (written: the state it leaves is the one to hand out)
            self._hold(tournament_id, state)
        self._acknowledged(tournament_id, state.seq if state is not None else 1)
        return tournament_id

    def act(self, tournament_id: int, action: Action) -> tuple[Event, TournamentState]:
        """Check the action against the latest state and record its event, all or nothing."""
        (event,), state = self.act_all(tournament_id, [action])
        return event, state

    def act_all(self, tournament_id: int, actions: Sequence[Action]) -> tuple[list[Event], TournamentState]:
        """Several actions as one: each checked against the state the previous ones left; all or none."""
        with self._writing():
            version = self._unchanged_under(tournament_id)
            state = self._state_at(tournament_id, (version, self._commits))
            before = state.seq
            done: list[Event] = []
            passed = []  # (the last ones kept for undo)
            for action in actions:  # each folded into a new state: the one held (and handed out) stays as it was
                made = action(state)
                if not done:
                    for record in self._on_record(tournament_id, state.seq, made.at, made.author):
                        state = state.after(record)
                event = made.numbered(state.seq + 1)
                self._insert(tournament_id, event)
                state = state.after(event)
                done.append(event)
                passed.append(state)
                del passed[:-RECENT]
        self._hold(tournament_id, state, passed)
        self._acknowledged(tournament_id, state.seq)
        self._current[tournament_id] = (version, self._commits)  # (read in the transaction: only this store wrote)
        self._snapshot_after(tournament_id, state, before)
        return done, state

    def _held_at(self, tournament_id: int, mark: tuple[int, int]) -> TournamentState | None:
        """The state held, when it was the log's end at ``mark`` (None: it must be read)."""
        held = self._states.get(tournament_id)
        return held if held is not None and self._current.get(tournament_id) == mark else None

    def _unchanged_under(self, tournament_id: int) -> int:
        """Before a write, when SQLite's ``data_version`` says another connection committed since this store last
        looked: the events from the last one this store read on must still follow the chain (another Floor's
        appends do; a tool's edit or insert does not). A break refuses the action once, in one line; done again,
        the action goes on and puts the change on record (:meth:`_on_record`), as after an opening. Returns SQLite's
        ``data_version`` as the transaction sees it."""
        db = self._connection()
        version = self._sql.data_version(db)
        known = self._states.get(tournament_id)
        if known is None:
            self._tails.pop(tournament_id, None)
            return version  # (read afresh: the opening's check, or the backup's, covers it)
        if version == self._version.get(tournament_id, self._opened):
            return version
        self._version[tournament_id] = version
        found, tail = chain.since(db.conn, tournament_id, known.seq, chained=True)  # (a write: migrated)
        if tail is None:
            self._tails.pop(tournament_id, None)
        else:
            self._tails[tournament_id] = tail
            if tail[0] == known.seq:  # (nothing added to this log: the state held is its end, not read again)
                self._current[tournament_id] = (version, self._commits)
        if found is None or (tournament_id, found.seq) in self._told or any(
                record.found == CHANGED for record in self._damage.get(tournament_id, ())):
            return version  # (told already: the opening's or a backup's finding goes on record with this action)
        self._told.add((tournament_id, found.seq))
        self._damage[tournament_id] = [DamageNoticed(CHANGED, self._log_end(tournament_id), event=found.seq)]
        self._states.pop(tournament_id, None)
        self._recent.pop(tournament_id, None)  # (states folded from what was changed under this store)
        raise FloorError(Text("{changed}; nothing was saved: do it again to carry on (the change is then kept in the "
                              "tournament's history)",
                              changed=found.sentence()), code="changed-outside")

    def _on_record(self, tournament_id: int, end: int, at: float, author: str) -> list[Event]:
        """Before the first action after an opening that found the log damaged (the log reaching ``end``): what it
        found, put in the log (in the action's transaction, by its author: the floor carries on knowingly), and a
        changed event's chain made whole again from there, so that later openings and backups hold the damage as a
        record, not as a break. Nothing when another Floor wrote to the log since (it recorded it)."""
        found = self._damage.get(tournament_id)
        if not found or end != found[0].last:
            return []
        records = [Event(record, at, author).numbered(end + i) for i, record in enumerate(found, start=1)]
        for event in records:
            self._insert(tournament_id, event)
        if any(record.found == CHANGED for record in found):
            chain.seal(self._connection().conn, tournament_id)
            self._tails.pop(tournament_id, None)  # (chained again: read back)
        return records

    def undo(self, tournament_id: int, *, now: float, author: str) -> tuple[Event, TournamentState]:
        """Take back the latest action still in force; recorded as an event itself."""
        return self._undo_redo(tournament_id, ev.UNDONE, _undo_target, Text("nothing to undo"), now, author)

    def redo(self, tournament_id: int, *, now: float, author: str) -> tuple[Event, TournamentState]:
        """Restore the action most recently undone, if nothing was done since."""
        return self._undo_redo(tournament_id, ev.REDONE, _redo_target, Text("nothing to redo"), now, author)

    def takes_back(self, tournament_id: int) -> tuple[int | None, int | None]:
        """What an undo would take back and a redo restore now (the numbers of their events; None: nothing), read
        from the newest rows back as undo and redo find them: a few rows, not the log (the console's Undo button
        asks this after every action)."""
        if tournament_id not in self._states:  # (a state held: the tournament is there)
            self._require(tournament_id)
        db = self._connection()
        return self._guarded(lambda: undo_and_redo(lambda: self._newest_first(db, tournament_id)))

    def _undo_redo(self, tournament_id: int, kind: str, find: Callable[[Iterator[_Row]], int | None],
                   nothing: str, now: float, author: str) -> tuple[Event, TournamentState]:
        """Write the undo or redo of what ``find`` finds a few rows back, and fold the state after it from the newest
        state kept before its target with the events read once, in the transaction (from that state to the log's
        end: the target among them); when none serves, the event alone is read and the state read afresh."""
        if tournament_id not in self._states:  # (a state held: the tournament is there)
            self._require(tournament_id)
        with self._writing() as db:
            version = self._unchanged_under(tournament_id)
            rows = self._newest_first(db, tournament_id)
            try:
                found = self._guarded(lambda: find(rows))
            finally:
                rows.close()  # (the read ends before the write)
            start, later = self._since_kept(tournament_id, found) if found is not None else (None, [])
            target = next((e for e in later if e.seq == found), None) if later else \
                None if found is None else self._event_at(tournament_id, found)
            if target is None:
                raise FloorError(nothing, code=f"nothing-to-{kind}")
            taken: TakeBack = Undone.of(target) if kind == ev.UNDONE else Redone.of(target)
            end = later[-1].seq if later else self._log_end(tournament_id)
            records = self._on_record(tournament_id, end, now, author)
            event = Event(taken, now, author, (records[-1].seq if records else end) + 1)
            self._insert(tournament_id, event)
        self._acknowledged(tournament_id, event.seq)
        folded = [*later, *records, event]
        low = _lowest_target(folded)
        if start is None or not later or low is None or low <= start.seq:
            return event, self.state(tournament_id)  # (an undo reaching before the state kept: read as always)
        state, kept = eventrows.fold_keeping(start, folded, RECENT)
        self._hold(tournament_id, state, kept)
        self._current[tournament_id] = (version, self._commits)  # (read in the transaction: only this store wrote)
        return event, state

    def _since_kept(self, tournament_id: int, target: int) -> tuple[TournamentState | None, list[Event]]:
        """The newest state kept before event ``target`` and the events after it to the log's end, none of them
        taking back an action before that state (as :meth:`_rolled_back` finds it); None and none when no state is
        kept before it, or an event among them cannot be read (then each is read as before)."""
        recent = self._recent.get(tournament_id, [])
        bound = target
        while True:
            start = next((s for s in reversed(recent) if s.seq < bound), None)
            if start is None:
                return None, []
            read = self._rows(tournament_id, start.seq)
            later = [e for e in read if isinstance(e, Event)]
            if len(later) < len(read):
                return None, []
            low = _lowest_target(later)
            if low is None or low > start.seq:
                return start, later
            bound = low

    def _newest_first(self, db: Connection, tournament_id: int) -> Generator[_Row]:
        """The log's rows from the newest, ``(seq, kind, target)``, each read only when asked for (an undo or redo
        finds its action a few rows back: it must not read a log of tens of thousands); the undos' and redos'
        targets read from their payloads (a damaged one refused as the history refuses it)."""
        rows = self._sql.newest_first(db, tournament_id)
        try:
            yield from self._targets(rows)
        finally:
            rows.close()

    def _targets(self, rows: Iterable[Sequence[object]]) -> Iterator[_Row]:
        for row in rows:
            seq, kind = row[0], row[1]
            if kind in (ev.UNDONE, ev.REDONE) or not isinstance(seq, int) or not isinstance(kind, str) or not kind:
                item = eventrows.read(row)
                if isinstance(item, UnreadableEvent):
                    raise self._pointing(item)
                target = item.data.target if isinstance(item.data, TakeBack) else None
                yield item.seq, item.kind, target
            else:
                yield seq, kind, None

    def _event_at(self, tournament_id: int, seq: int) -> Event | None:
        """One event of the log, read alone (None: there is none; a damaged one refused with the way back)."""
        row = self._guarded(lambda: self._sql.row_at(self._connection(), tournament_id, seq))
        if row is None:
            return None
        item = eventrows.read(row)
        if isinstance(item, UnreadableEvent):
            raise self._pointing(item)
        return item

    def _acknowledged(self, tournament_id: int, seq: int) -> None:
        """After a commit: remember how far the log reaches, so that losing its end is noticed (logcheck.py); inside
        a command, once the command commits."""
        if self._command is not None:
            self._pending[tournament_id] = max(seq, self._pending.get(tournament_id, 0))
            return
        self.changed.add(tournament_id)
        self._damage.pop(tournament_id, None)  # (on record now, or recorded by another Floor)
        self._commits += 1
        self.warnings = []
        self._remember_end(tournament_id, seq)

    def _remember_end(self, tournament_id: int, seq: int) -> None:
        """Note beside the file how far the log reaches (logcheck.py: an end lost outside Floor is noticed)."""
        self._ledger.remember(tournament_id, seq)

    def _insert(self, tournament_id: int, event: Event) -> None:
        """Append the event, its checksum chained to the log's last one (floor/store/chain.py), in the action's
        transaction."""
        tail = self._tails.get(tournament_id)
        written = NewEvent(event.kind, event.at, event.author, _PAYLOAD.encode(event.data.to_json()))
        checksum = self._logged().insert(
            tournament_id, event.seq, written, tail[1] if tail is not None and tail[0] == event.seq - 1 else None)
        self._tails[tournament_id] = (event.seq, checksum)


def undo_and_redo(newest_first: Callable[[], Generator[_Row]]) -> tuple[int | None, int | None]:
    """What undo would take back and redo restore, each read from ``newest_first()`` (the log's rows from the newest,
    ``(seq, kind, target)``, read only as far as asked)."""
    found: list[int | None] = []
    for find in (_undo_target, _redo_target):
        rows = newest_first()
        try:
            found.append(find(rows))
        finally:
            rows.close()
    return found[0], found[1]


def _undo_target(newest_first: Iterator[_Row]) -> int | None:
    """What undo takes back (as :func:`floor.tournament.events.undo_target` says it of the whole log), read from the
    newest row back: the first action no later undo still holds taken back (the latest undo or redo of an action
    says whether it is taken back)."""
    taken_back: dict[int, bool] = {}
    for seq, kind, target in newest_first:
        if target is not None:
            taken_back.setdefault(target, kind == ev.UNDONE)
        elif kind not in ev.NOT_UNDOABLE and isinstance(seq, int) and not taken_back.get(seq, False):
            return seq
    return None


def _redo_target(newest_first: Iterator[_Row]) -> int | None:
    """What redo restores (as :func:`floor.tournament.events.redo_target` says it of the whole log): the undos and
    redos since the latest action, replayed as a stack; read back only to that action."""
    since: list[tuple[bool, int]] = []  # (an undo, its target), newest first
    for _seq, kind, target in newest_first:
        if target is not None:
            since.append((kind == ev.UNDONE, target))
        elif kind not in ev.NOT_UNDOABLE:
            break
    stack: list[int] = []
    for undo, taken in reversed(since):
        if undo:
            stack.append(taken)
        elif stack:
            stack.pop()
    return stack[-1] if stack else None


def _lowest_target(events: Sequence[Event]) -> int | None:
    """The earliest action an undo or redo among ``events`` takes back (None: there is none)."""
    return min((e.data.target for e in events if isinstance(e.data, TakeBack)), default=None)


def _due(state: TournamentState, before: int) -> bool:
    """A snapshot is due when the events written from ``before`` crossed a multiple of SNAPSHOT_EVERY."""
    return state.seq // SNAPSHOT_EVERY > before // SNAPSHOT_EVERY
