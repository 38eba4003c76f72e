"""``Store`` on a PostgreSQL server (issue 31): the same tournaments, folds, undo and commands as on a SQLite file,
the log's statements those of floor/store/pg_log.py, for a room whose desks, service and tablets share one server
with a synchronous standby.

What differs from a file, and why:
- An action takes its tournament's head row ``FOR UPDATE`` before it folds (the file's ``BEGIN IMMEDIATE`` locked
  the whole file): two desks acting on one tournament wait for each other and each checks against the other's event;
  desks on different tournaments never wait.
- Every write carries an intent id, kept in ``commands`` with its events. When the server goes away under a write
  (the primary killed, a failover), the store connects again (libpq's multi-host string with
  ``target_session_attrs=read-write`` finds the promoted standby), asks whether the intent committed, and either
  answers from the log or does the write again: nothing twice, nothing lost.
- The file's own checks (the ledger beside it, the chain checked on opening, debris, read-only media, WAL, the
  backups) have no meaning here: the server keeps its pages whole and the standby keeps a second copy.
"""

from __future__ import annotations

import contextlib
import os
import threading
import time
import uuid
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any, TypeVar

import psycopg
from psycopg import errors

from floor.core.errors import FloorError, Text
from floor.store import chain, pg_log, postgres
from floor.store.address import home_of, location_of
from floor.store.connection import Connection
from floor.store.database import DatabaseError, NoDatabase
from floor.store.eventrows import UnreadableEvent
from floor.store.port import Command, LogTransaction, UnknownTournament, Wakeups
from floor.store.tournaments import Action, Store, Summary
from floor.tournament.events import Event
from floor.tournament.settings import Settings
from floor.tournament.state import TournamentState
from floor.tournament.structure import Structure

_T = TypeVar("_T")
WAIT_SECONDS = 20.0  # how long a write waits for the server to come back (a failover) before it is refused
# The server went away (a failover), a deadlock, or the node turned read-only under the connection (a fenced old
# primary): connect again, and libpq's target_session_attrs=read-write finds the node that takes writes.
LOST = (psycopg.OperationalError, errors.TransactionRollback, errors.ReadOnlySqlTransaction)


def shown(location: str) -> str:
    """The server as the desk names it: host(s), port(s) and database, never a password."""
    try:
        words = psycopg.conninfo.conninfo_to_dict(location)
    except psycopg.ProgrammingError:
        return "PostgreSQL"
    host, port, name = words.get("host", "localhost"), words.get("port", "5432"), words.get("dbname", "")
    return f"PostgreSQL {host}:{port}/{name}"


def watching_dead_peers(location: str) -> str:
    """What a connection needs to notice a machine that died without a word (its cable pulled, its power cut): a
    bound on connecting, TCP's own timeout on unacknowledged data and keepalives on an idle connection, each only
    where the address does not say it already (a room's own choice wins). Without them a write in flight to a dead
    primary waits for the kernel's retransmissions, about 15 minutes, before the store may look for the promoted
    standby."""
    try:
        said = psycopg.conninfo.conninfo_to_dict(location)
    except psycopg.ProgrammingError:
        said = {}
    words: dict[str, str | int] = {"connect_timeout": int(min(10, _wait_seconds()) or 2), "tcp_user_timeout": 5000,
                                "keepalives": 1, "keepalives_idle": 5, "keepalives_interval": 2,
                                "keepalives_count": 3}
    return psycopg.conninfo.make_conninfo(location, **{key: value for key, value in words.items() if key not in said})


def _wait_seconds() -> float:
    try:
        return max(0.0, float(os.environ.get("FLOOR_DB_WAIT", WAIT_SECONDS)))
    except ValueError:
        return WAIT_SECONDS


class Listener:
    """``LISTEN floor`` on a connection of its own (a standby refuses LISTEN: the multi-host string's
    ``target_session_attrs`` finds the primary, where the commits are). Used from one thread at a time."""

    def __init__(self, location: str) -> None:
        self.location = location
        self.pg: psycopg.Connection[Any] | None = None

    def wait(self, timeout: float) -> set[int]:
        until = time.monotonic() + timeout
        try:
            if self.pg is None or self.pg.closed:
                self.pg = psycopg.connect(watching_dead_peers(self.location), autocommit=True)
                self.pg.execute("LISTEN floor")
            moved: set[int] = set()
            for notice in self.pg.notifies(timeout=max(0.0, until - time.monotonic()), stop_after=1):
                moved.add(_tournament_of(notice.payload))
            return moved - {0}
        except psycopg.Error:
            self.close()  # (lost with what was told meanwhile: the next wait listens again, the poll catches up)
            time.sleep(max(0.0, until - time.monotonic()))
            return set()

    def close(self) -> None:
        if self.pg is not None:
            with contextlib.suppress(psycopg.Error):
                self.pg.close()
            self.pg = None


def _tournament_of(payload: str) -> int:
    """The tournament a notification names (``tid:seq``); 0 for anything else."""
    head, _, _ = payload.partition(":")
    return int(head) if head.isdigit() else 0


class ServerStore(Store):
    """A :class:`~floor.store.tournaments.Store` whose log is on a PostgreSQL server."""

    engine = "postgresql"

    def __init__(self, where: str | Path, *, warn: Callable[[str], None] | None = None) -> None:
        self.location = location_of(where)
        self.path = Path(self.location)  # (what callers that reopen the store pass back: location_of mends it)
        self._hold_nothing(warn)
        self._sql = pg_log
        self._intent: str | None = None  # the id the write running is kept under (its retry finds it)
        self._made = False
        self._db = self._connect()

    @property
    def where(self) -> str:
        """What the desk shows: the engine and the server."""
        return shown(self.location)

    @property
    def address(self) -> str:
        return self.location

    @property
    def home(self) -> Path:
        return home_of(self.location)

    def _connect(self) -> pg_log.PgConnection:
        try:
            pg = psycopg.connect(watching_dead_peers(self.location), autocommit=True)
        except psycopg.Error as err:
            raise DatabaseError(Text("cannot reach the database server {server}: {err}", server=self.where,
                                     err=pg_log.first_line(err)), code="server-unreachable") from None
        db = pg_log.PgConnection(pg)
        made = db.execute("SELECT to_regclass('events') IS NOT NULL").fetchone()
        self._made = bool(made and made[0])
        return db

    def _reconnect(self, deadline: float) -> None:
        """Connect again (to whichever node takes writes now), trying until ``deadline``."""
        self._drop()
        while True:
            try:
                self._db = self._connect()
                self.reconnections += 1
                return
            except DatabaseError:
                if time.monotonic() >= deadline:
                    raise
                time.sleep(0.2)

    def _drop(self) -> None:
        """Forget the connection and what was read through it that a failover may have changed."""
        if self._db is not None:
            with contextlib.suppress(psycopg.Error):
                self._db.close()
        self._db = None
        self._tails.clear()
        self._current.clear()
        self._reach.clear()

    @property
    def exists(self) -> bool:
        return self._made

    def close(self) -> None:
        if self._db is not None:
            with contextlib.suppress(psycopg.Error):
                self._db.close()
            self._db = None

    def __del__(self) -> None:
        """A store let go of closes its connection (as a SQLite connection closes with its object): the server keeps
        no session for a desk that is gone, and psycopg has nothing to warn of."""
        with contextlib.suppress(Exception):
            self.close()

    def _connection(self) -> Connection:
        if self._db is None or (isinstance(self._db, pg_log.PgConnection) and self._db.pg.closed):
            self._db = self._connect()
        if not self._made:
            raise NoDatabase(Text("there is no Floor database on {server} yet: check --db; nothing was created",
                                  server=self.where))
        return self._db

    def _writer(self, *, create: bool = False) -> Connection:
        if not self._made and create:
            if self._db is None:
                self._db = self._connect()
            postgres.make_schema(self._db)
            self._made = True
        self._writable = True
        return self._connection()

    def _guarded(self, read: Callable[[], _T]) -> _T:
        """A read; the server gone away (a failover) is connected to again and the read made once more."""
        try:
            return read()
        except LOST:
            self._reconnect(time.monotonic() + _wait_seconds())
            try:
                return read()
            except LOST as err:
                raise self._unreachable(err) from None

    def _unreachable(self, err: BaseException) -> DatabaseError:
        self._drop()
        return DatabaseError(Text("the database server {server} cannot be reached ({err}); nothing more was saved: "
                                  "do it again once it is back", server=self.where, err=pg_log.first_line(err)),
                             code="server-unreachable")

    def wakeups(self) -> Wakeups:
        """The server's wake-ups (``pg_notify('floor', 'tid:seq')`` at every commit of a log) on a connection of
        their own: a reader waits on them instead of a fixed interval, and still polls (a failover loses them)."""
        return Listener(self.location)

    def _pointing(self, err: UnreadableEvent) -> UnreadableEvent:
        return err  # (no backup file to point to: the server's standby holds the copy)

    def _problems(self) -> list[str]:
        return []

    def _remember_end(self, tournament_id: int, seq: int) -> None:
        pass  # (no file beside which a lost end could be noticed: the server acknowledged it)

    @contextlib.contextmanager
    def _logging(self, db: Connection) -> Iterator[LogTransaction]:
        """One transaction on the server: the events sent in one batch, each tournament's head row moved to its new
        end and a wake-up NOTIFYed, with the intent's row, at the commit."""
        assert isinstance(db, pg_log.PgConnection)
        self._begin(db)
        log = postgres.PostgresTransaction(db.pg)
        db.pending, self._log = log, log
        try:
            yield log
            log.flush()
            if self._intent is not None and log.firsts and self._command is None:
                first = min(log.firsts)
                log.record_command(first, Command(self._intent, "", "", ""), log.firsts[first], log.heads[first])
            for tournament_id, last in log.heads.items():
                db.execute("UPDATE tournaments SET head_seq = %s WHERE id = %s", [last, tournament_id])
                db.execute("SELECT pg_notify('floor', %s)", [f"{tournament_id}:{last}"])
            self._commit(db)
        except BaseException:
            with contextlib.suppress(psycopg.Error):
                db.execute("ROLLBACK")
            raise
        finally:
            db.pending, self._log = None, None

    def _commit(self, db: pg_log.PgConnection) -> None:
        """COMMIT, which waits for the synchronous standby's word: when it has not come within the wait (the
        standby's machine is gone), the desk is told once why the action has not returned, and the commit goes on
        waiting (returning "saved" while the write is on this machine only would acknowledge what a failover could
        lose): until the standby is back, or the floor goes on without it (`floor standby drop`)."""
        waited = _wait_seconds()
        timer = threading.Timer(waited, self._tell_waiting, args=(waited,))
        timer.daemon = True
        timer.start()
        try:
            db.execute("COMMIT")
        finally:
            timer.cancel()
            timer.join()  # (a command leaves no thread behind it)

    def _tell_waiting(self, waited: float) -> None:
        if self._warn is not None:
            self._warn(Text("the database server {server} has waited {seconds} s for its standby to confirm this "
                            "write: it is kept once the standby is back, or once the floor goes on without it (floor "
                            "standby drop)", server=self.where, seconds=f"{waited:g}"))

    def _begin(self, db: pg_log.PgConnection) -> None:
        """BEGIN; a connection the server ended since this store's last statement (a failover, its session killed)
        is made again first, in place (the caller holds ``db``), within the wait: nothing of the write was sent."""
        try:
            db.execute("BEGIN")
            return
        except psycopg.OperationalError as err:
            try:
                self._reconnect(time.monotonic() + _wait_seconds())
            except DatabaseError:
                raise self._unreachable(err) from None
        fresh = self._db
        assert isinstance(fresh, pg_log.PgConnection)
        db.pg, self._db = fresh.pg, db
        db.execute("BEGIN")

    @contextlib.contextmanager
    def writing(self) -> Iterator[Connection]:
        """A write of the club's tables (members, leagues, devices, payout templates) as one transaction, as on a
        file. A server that takes no writes (a standby, a fenced old primary, a session opened read-only) is refused
        in one line as a read-only file is, nothing changed; the server lost in the middle of it too (the write is
        not done again: what the caller wrote is its own)."""
        try:
            with super().writing() as db:
                yield db
        except errors.ReadOnlySqlTransaction:
            raise self._takes_no_writes() from None
        except LOST as err:
            raise self._unreachable(err) from None

    def _read_only(self) -> bool:
        """Whether the node this store is connected to takes no writes (a standby, a fenced old primary, a session
        opened read-only)."""
        row = self._connection().execute("SELECT current_setting('transaction_read_only')").fetchone()
        return row is not None and row[0] == "on"

    def _takes_no_writes(self) -> DatabaseError:
        return DatabaseError(Text("the database server {server} takes no writes (a standby, or a fenced old primary): "
                                  "nothing was changed", server=self.where), code="read-only")

    @contextlib.contextmanager
    def _savepoint(self, db: Connection) -> Iterator[None]:
        log = self._logged()
        assert isinstance(log, postgres.PostgresTransaction)
        heads, firsts = dict(log.heads), dict(log.firsts)
        try:
            with super()._savepoint(db):
                yield
        except BaseException:
            log.heads, log.firsts = heads, firsts
            raise

    def _unchanged_under(self, tournament_id: int) -> int:
        """The tournament's head row locked for the transaction (another desk's action on it waits, or is waited
        for), and the server's mark as the lock found it."""
        try:
            self._logged().lock(tournament_id)
        except UnknownTournament:
            raise FloorError(Text("there is no tournament number {tournament_id}", tournament_id=tournament_id),
                             code="unknown-tournament") from None
        return self._sql.data_version(self._connection())

    def verify_chain(self) -> None:
        """Refuse a log whose events do not follow their chain (the server keeps its pages whole: a break is a row
        changed by hand), naming the first."""
        for tournament_id, _name, _at in self._guarded(lambda: self._sql.tournament_rows(self._connection())):
            rows = self._guarded(lambda: _chained_rows(self._connection(), tournament_id))  # noqa: B023
            before = chain.GENESIS
            for seq, kind, at, author, payload, checksum in rows:
                before = chain.link(before, chain.written(tournament_id, seq, kind, at, author, payload))
                if before != checksum:
                    raise DatabaseError(Text("tournament {tournament_id}: event {seq} was changed outside Floor "
                                             "(its checksum does not follow the chain)",
                                             tournament_id=tournament_id, seq=seq), code="changed-outside")

    def tournaments(self) -> list[Summary]:
        return super().tournaments() if self._made else []

    def _log_end(self, tournament_id: int) -> int:
        """Inside a write: the head under the tournament's lock (another desk's appends wait); else as read."""
        return self._log.lock(tournament_id) if self._log is not None else super()._log_end(tournament_id)

    def changed_events(self) -> list[chain.Break]:
        return []

    # -- writes that survive a failover ---------------------------------------------------------------------
    def _retrying(self, write: Callable[[], _T], found: Callable[[int, int, int], _T]) -> _T:
        """Run ``write`` under an intent id; if the server goes away under it, connect again and either answer from
        what the intent committed (``found(tournament, first, last)``) or write again (nothing was)."""
        if self._command is not None or self._intent is not None:
            return write()  # (inside a command or another write: retried as a whole by it)
        intent = uuid.uuid4().hex
        deadline = time.monotonic() + _wait_seconds()
        try:
            while True:
                self._intent = intent
                try:
                    return write()
                except LOST as err:
                    self._intent = None
                    try:
                        self._reconnect(deadline)
                    except DatabaseError:
                        raise self._unreachable(err) from None
                    if isinstance(err, errors.ReadOnlySqlTransaction) and self._read_only():
                        raise self._takes_no_writes() from None  # (the address names this node alone: no wait helps)
                    row = self._connection().execute("SELECT tournament_id, first_seq, last_seq FROM commands WHERE "
                                                     "command_id = %s", [intent]).fetchone()
                    if row is not None:
                        return found(int(row[0]), int(row[1]), int(row[2]))
                    if time.monotonic() >= deadline:
                        raise self._unreachable(err) from None
        finally:
            self._intent = None

    def act_all(self, tournament_id: int, actions: Sequence[Action]) -> tuple[list[Event], TournamentState]:
        return self._retrying(lambda: super(ServerStore, self).act_all(tournament_id, actions),
                              lambda tid, first, last: (self._events(tid, first - 1)[:last - first + 1],
                                                        self.state(tid)))

    def _undo_redo(self, tournament_id: int, kind: str, find: Any, nothing: str, now: float,
                   author: str) -> tuple[Event, TournamentState]:
        return self._retrying(lambda: super(ServerStore, self)._undo_redo(tournament_id, kind, find, nothing, now,
                                                                           author),
                              lambda tid, first, last: (self._events(tid, first - 1)[0], self.state(tid)))

    def create(self, settings: Settings, *, now: float, author: str, extra: Mapping[str, object] | None = None,
               structure: Structure | None = None, then: Sequence[Action] = (),
               also: Callable[[Connection, int], None] | None = None) -> int:
        return self._retrying(lambda: super(ServerStore, self).create(
            settings, now=now, author=author, extra=extra, structure=structure, then=then, also=also),
            lambda tid, first, last: tid)

    def once(self, tournament_id: int, command_id: str, author: str, request: str, work: Callable[[], str]) -> Any:
        """A device's command, retried by its own id when the server goes away under it (answered again if it
        committed)."""
        deadline = time.monotonic() + _wait_seconds()
        while True:
            try:
                return super().once(tournament_id, command_id, author, request, work)
            except LOST as err:
                try:
                    self._reconnect(deadline)
                except DatabaseError:
                    raise self._unreachable(err) from None
                if time.monotonic() >= deadline:
                    raise self._unreachable(err) from None


def _chained_rows(db: Connection, tournament_id: int) -> list[tuple[int, str, float, str, str, bytes]]:
    return [(int(r[0]), str(r[1]), float(r[2]), str(r[3]), str(r[4]), bytes(r[5])) for r in db.execute(
        "SELECT seq, kind, at, author, payload::text, checksum FROM events WHERE tournament_id = %s ORDER BY seq",
        [tournament_id]).fetchall()]
