"""The ``EventStore`` port (issue 31; ../shared/design/festival.md section 6): what the store needs of an engine to
keep tournaments' logs, so SQLite (embedded, a club's night) and PostgreSQL (a festival's server with a standby) can
sit behind one ``Store``.

Two adapters: SQLite's (:mod:`floor.store.sqlite_log`) and PostgreSQL's (:mod:`floor.store.postgres`, whose
transaction :class:`floor.store.server.ServerStore` runs; one module each, since a sub-package would need a line in
pyproject.toml). ``Store`` runs each engine's statements (:class:`LogStatements`) inside that transaction.
tests/store/event_store_contract.py states the contract, run against each. Rows are the ``events`` and
``commands`` tables of floor/store/schema.py, column for column, so `floor migrate` copies them and the checksum
chain (floor/store/chain.py) carries over unchanged.
"""

from __future__ import annotations

from collections.abc import Generator, Iterator, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Any, Protocol


@dataclass(frozen=True)
class NewEvent:
    """One event as a use case made it, before it has a place in the log. ``payload`` is the JSON text exactly as
    written (the checksum chain covers its bytes: an engine must keep them, so PostgreSQL stores ``json``, not
    ``jsonb``, which re-orders keys and re-spaces)."""

    kind: str
    at: float
    author: str
    payload: str


@dataclass(frozen=True)
class StoredEvent:
    """One event of a tournament's log, at its place ``seq`` (1, 2, 3... with no gap), with its chained checksum."""

    tournament_id: int
    seq: int
    kind: str
    at: float
    author: str
    payload: str
    checksum: bytes


@dataclass(frozen=True)
class Command:
    """Who asks for an append and why: ``command_id`` is chosen by the client, once per intent, and kept with the
    events, so a retry (a lost answer, a timeout, a failover) is answered, not applied twice. ``request`` is a digest
    of what was asked; ``answer`` what the use case answered, returned again to a retry."""

    command_id: str
    author: str
    request: str
    answer: str


@dataclass(frozen=True)
class Appended:
    """Where an append put its events (``first_seq`` to ``last_seq``) and its answer; ``again`` when the command had
    been applied before and this call wrote nothing."""

    first_seq: int
    last_seq: int
    answer: str
    again: bool


class Conflict(Exception):
    """The log had moved on: the append expected to follow ``expected`` but the head is ``head``. The caller re-reads
    from its cursor and folds again (every event store's "expected version" rule); nothing was written."""

    def __init__(self, tournament_id: int, expected: int, head: int) -> None:
        super().__init__(f"tournament {tournament_id}: expected the log to end at {expected}, it ends at {head}")
        self.tournament_id, self.expected, self.head = tournament_id, expected, head


class CommandReused(Exception):
    """A command id came back for another tournament, another author or another request: refused, nothing written
    (the Store turns it into the FloorError ``command-reused`` it raises today)."""


class UnknownTournament(Exception):
    """An append or a read named a tournament the store does not hold."""


class LogTransaction(Protocol):
    """One write transaction on the log, all or nothing: what an append runs in (:func:`append_in`), and what
    ``Store`` folds its actions under (a fold checked against the log's true end, not an optimistic append), each
    engine's SQL behind it."""

    def lock(self, tournament_id: int) -> int:
        """Hold the tournament's log until the transaction ends (SQLite: the file's write lock, held from BEGIN
        IMMEDIATE; PostgreSQL: its head row FOR UPDATE) and return its head. Raises :class:`UnknownTournament`."""
        ...

    def insert(self, tournament_id: int, seq: int, event: NewEvent, before: bytes | None = None,
               command_id: str | None = None) -> bytes:
        """Write ``event`` at ``seq`` (the head + 1, under :meth:`lock`), its checksum chained to ``before`` (the
        previous event's; read from the log when None), with the command that wrote it (kept on PostgreSQL; SQLite's
        events have no such column: the ``commands`` table's seq ranges link them); returns its checksum."""
        ...

    def command(self, command_id: str) -> tuple[int, str, str, Appended] | None:
        """The command ``command_id`` as applied: its tournament, author, request and what it appended and answered
        (``again``); None if it never was."""
        ...

    def record_command(self, tournament_id: int, command: Command, first_seq: int, last_seq: int) -> None:
        """Keep the command with the events it wrote (first > last: none). Raises :class:`CommandReused` when the id
        is kept already (another tournament's transaction took it meanwhile)."""
        ...

    def snapshot_put(self, tournament_id: int, seq: int, state: bytes, keep: int) -> None:
        """:meth:`EventStore.snapshot_put` in this transaction (a command's snapshot is kept with its events)."""
        ...


def append_in(log: LogTransaction, tournament_id: int, expected_seq: int, events: Sequence[NewEvent],
              command: Command) -> Appended:
    """The append's rules, once for every engine, inside ``log``'s transaction: the tournament locked, a command
    applied before answered again (or refused, for another tournament, author or request), a stale head refused,
    the events chained from the head, the command kept with them."""
    head = log.lock(tournament_id)
    before = log.command(command.command_id)
    if before is not None:
        tid, author, request, applied = before
        if (tid, author, request) != (tournament_id, command.author, command.request):
            raise CommandReused(command.command_id)
        return applied
    if head != expected_seq:
        raise Conflict(tournament_id, expected_seq, head)
    checksum: bytes | None = None
    for seq, event in enumerate(events, start=head + 1):
        checksum = log.insert(tournament_id, seq, event, checksum, command.command_id)
    last = head + len(events)
    log.record_command(tournament_id, command, head + 1, last)
    return Appended(head + 1, last, command.answer, again=False)


class EventStore(Protocol):
    """What ``Store`` asks of an engine. Each method is one transaction; an append is all or nothing."""

    def transaction(self) -> AbstractContextManager[LogTransaction]:
        """A write transaction: committed when the block ends, rolled back, every lock released, if it raises."""
        ...

    def create_tournament(self, tournament_id: int) -> None:
        """Start an empty log for ``tournament_id`` (its head at 0); an existing one is left as it is."""
        ...

    def new_tournament(self, name: str, created_at: float) -> int:
        """A new tournament numbered after the highest (``max(id) + 1`` on both engines, as SQLite's rowid has always
        numbered them), with an empty log; its number."""
        ...

    def tournaments(self) -> list[tuple[int, str | None, float | None]]:
        """Every tournament, ``(id, name, created_at)``, by number (the desk's list; a log made by
        :meth:`create_tournament` alone has neither name nor time)."""
        ...

    def head(self, tournament_id: int) -> int:
        """The ``seq`` of the tournament's last event (0 for an empty log)."""
        ...

    def append(self, tournament_id: int, expected_seq: int, events: Sequence[NewEvent],
               command: Command) -> Appended:
        """Add ``events`` at ``expected_seq + 1...`` under the tournament's lock, each checksum chained to the one
        before, with the command's row, or, if ``command.command_id`` was applied already, write nothing and return
        its first answer (``again``). Raises :class:`Conflict` when the head is not ``expected_seq``,
        :class:`CommandReused` for an id seen with another tournament, author or request."""
        ...

    def read(self, tournament_id: int, after_seq: int = 0, limit: int | None = None) -> list[StoredEvent]:
        """The tournament's events after ``after_seq``, in order: a reader's cursor is ``(tournament_id, seq)``,
        never a global id (whose numbers become visible out of commit order)."""
        ...

    def applied(self, command_id: str) -> Appended | None:
        """What the command ``command_id`` appended and answered, or None if it never was: how a client that timed
        out (maybe committed) finds out without retrying."""
        ...

    def snapshot_put(self, tournament_id: int, seq: int, state: bytes, keep: int) -> None:
        """Keep the tournament's state after event ``seq`` (bytes the store made and alone reads: the engine keeps
        them as they are), replacing one kept there, and drop all but the newest ``keep``: reopening folds from the
        last, an undo reaching before it from the one before."""
        ...

    def snapshot_get(self, tournament_id: int, upto: int) -> tuple[int, bytes] | None:
        """The newest snapshot at event ``upto`` or before, ``(seq, state)``; None when none is kept that far back."""
        ...


class LogStatements(Protocol):
    """The log's statements ``Store`` runs on its own connection, inside its transactions or alone (one module per
    engine: :mod:`floor.store.sqlite_log`, :mod:`floor.store.pg_log`, each a set of functions of this shape). Rows
    are ``(seq, kind, at, author, payload bytes)``, as :func:`floor.store.eventrows.read` checks them."""

    def exists(self, db: Any, tournament_id: int) -> bool: ...

    def new_tournament(self, db: Any, name: str, created_at: float) -> int: ...

    def tournament_rows(self, db: Any) -> list[tuple[int, str, float]]: ...

    def latest(self, db: Any) -> int | None: ...

    def end(self, db: Any, tournament_id: int) -> int: ...

    def rows(self, db: Any, tournament_id: int, after: int = 0, limit: int | None = None) -> list[tuple[object, ...]]:
        ...

    def row_at(self, db: Any, tournament_id: int, seq: int) -> tuple[object, ...] | None: ...

    def newest_first(self, db: Any, tournament_id: int) -> Generator[tuple[object, ...]]: ...

    def payloads_of(self, db: Any, tournament_id: int, kind: str) -> Iterator[Any]: ...

    def data_version(self, db: Any) -> int: ...

    def has_snapshots(self, db: Any) -> bool: ...

    def snapshot(self, db: Any, tournament_id: int, upto: int) -> tuple[int, bytes] | None: ...


class Wakeups(Protocol):
    """A server's word that logs moved (PostgreSQL's LISTEN on ``floor``, floor/store/server.py): a hint to read
    now rather than at the next poll, never the news itself (a notification is lost with its connection, as on a
    failover: the reader's cursor and poll catch up)."""

    def wait(self, timeout: float) -> set[int]:
        """The tournaments whose logs moved, as told within ``timeout`` seconds (none: nothing was told, or the
        connection was lost and is made again at the next wait)."""

    def close(self) -> None: ...
