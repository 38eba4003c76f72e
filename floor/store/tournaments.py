"""Tournaments in the database: each one an append-only log of events, folded into its state.

Every action is one ``BEGIN IMMEDIATE`` transaction: inside it the state catches up with
any event another process wrote, the action is checked against that fresh state, and
its event is appended. So two processes writing at once lose nothing, and a refused
action or a crash leaves the database as it was.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlite_utils import Database

from floor.core.errors import FloorError, Text
from floor.store.database import open_database, write_transaction
from floor.tournament import events as ev
from floor.tournament import snapshots
from floor.tournament.events import Event
from floor.tournament.settings import Settings
from floor.tournament.state import TournamentState, replay

Action = Callable[[TournamentState], Event]
SNAPSHOT_EVERY = 2000  # events between snapshots: a 10,000-entry tournament reopens from its last one


@dataclass(frozen=True, slots=True)
class Summary:
    """A line of the tournament list."""

    id: int
    name: str
    created_at: float
    entries: int
    playing: int


class Store:
    """One SQLite file of tournaments; keeps each opened tournament's state in memory."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.db: Database = open_database(self.path)
        self._states: dict[int, TournamentState] = {}
        self.changed: set[int] = set()  # tournaments this Store wrote to (for the automatic backup)

    def close(self) -> None:
        self.db.conn.close()

    # -- reading ----------------------------------------------------------------------------
    def _events(self, tournament_id: int, after: int = 0) -> list[Event]:
        rows = self.db.execute(
            "SELECT seq, kind, at, author, payload FROM events WHERE tournament_id = ? AND seq > ? ORDER BY seq",
            [tournament_id, after],
        ).fetchall()
        return [Event(kind, at, author, json.loads(payload), seq) for seq, kind, at, author, payload in rows]

    def history(self, tournament_id: int) -> list[Event]:
        """Every event of the tournament, undos and redos included, oldest first."""
        self._require(tournament_id)
        return self._events(tournament_id)

    def history_after(self, tournament_id: int, seq: int) -> list[Event]:
        """The events after ``seq``, oldest first: what a reader holding the history up to ``seq`` lacks."""
        self._require(tournament_id)
        return self._events(tournament_id, seq)

    def _require(self, tournament_id: int) -> None:
        row = self.db.execute("SELECT 1 FROM tournaments WHERE id = ?", [tournament_id]).fetchone()
        if row is None:
            raise FloorError(Text("there is no tournament number {tournament_id}",
                                  tournament_id=tournament_id), code="unknown-tournament")

    def _open(self, tournament_id: int) -> TournamentState:
        """Fold the events, starting from the latest usable snapshot."""
        row = self.db.execute("SELECT seq, state FROM snapshots WHERE tournament_id = ? ORDER BY seq DESC LIMIT 1",
                              [tournament_id]).fetchone()
        if row is not None:
            seq, text = row
            later = self._events(tournament_id, seq)
            data = json.loads(text)
            if data.get("version") == snapshots.VERSION and snapshots.usable(seq, later):
                return snapshots.resume(tournament_id, data, later)
        return replay(tournament_id, self._events(tournament_id))

    def _snapshot_if_due(self, tournament_id: int, state: TournamentState, before: int) -> None:
        """Every SNAPSHOT_EVERY events, keep the state (inside the action's transaction)."""
        if state.seq // SNAPSHOT_EVERY > before // SNAPSHOT_EVERY:
            self.db.execute("INSERT OR REPLACE INTO snapshots (tournament_id, seq, state) VALUES (?, ?, ?)",
                            [tournament_id, state.seq, json.dumps(snapshots.to_dict(state), ensure_ascii=False)])

    def state(self, tournament_id: int) -> TournamentState:
        """The tournament as it stands now (catching up with other processes' events)."""
        self._require(tournament_id)
        cached = self._states.get(tournament_id)
        if cached is None:
            cached = self._open(tournament_id)
        else:
            newer = self._events(tournament_id, cached.seq)
            if any(e.kind in (ev.UNDONE, ev.REDONE) for e in newer):
                cached = self._open(tournament_id)
            else:
                for e in newer:
                    cached.apply(e)
        self._states[tournament_id] = cached
        return cached

    def tournaments(self) -> list[Summary]:
        out = []
        for tid, name, created in self.db.execute("SELECT id, name, created_at FROM tournaments ORDER BY id"):
            s = self.state(tid)
            out.append(Summary(tid, name, created, s.entries, s.players_left))
        return out

    def latest(self) -> int:
        """The most recently created tournament: the one commands act on by default."""
        row = self.db.execute("SELECT max(id) FROM tournaments").fetchone()
        if row is None or row[0] is None:
            raise FloorError(Text("there is no tournament yet: create one with `floor tournament new`"),
                             code="no-tournament")
        return int(row[0])

    # -- writing ----------------------------------------------------------------------------
    def create(self, settings: Settings, *, now: float, author: str, extra: dict[str, Any] | None = None) -> int:
        """A new tournament; ``extra`` joins the creation event (e.g. the blind structure)."""
        event = Event(ev.CREATED, now, author, {"settings": settings.to_dict(), **(extra or {})})
        with write_transaction(self.db):
            cursor = self.db.execute("INSERT INTO tournaments (name, created_at) VALUES (?, ?)", [settings.name, now])
            tournament_id = int(cursor.lastrowid or 0)
            self._insert(tournament_id, event.numbered(1))
        self.changed.add(tournament_id)
        return tournament_id

    def act(self, tournament_id: int, action: Action) -> tuple[Event, TournamentState]:
        """Check the action against the latest state and record its event, all or nothing."""
        (event,), state = self.act_all(tournament_id, [action])
        return event, state

    def act_all(self, tournament_id: int, actions: Sequence[Action]) -> tuple[list[Event], TournamentState]:
        """Several actions as one: each checked against the state the previous ones left; all or none."""
        try:
            with write_transaction(self.db):
                state = self.state(tournament_id)
                before = state.seq
                done = []
                for action in actions:
                    event = action(state).numbered(state.seq + 1)
                    self._insert(tournament_id, event)
                    state.apply(event)
                    done.append(event)
                self._snapshot_if_due(tournament_id, state, before)
        except BaseException:
            self._states.pop(tournament_id, None)  # it saw events that were rolled back
            raise
        self.changed.add(tournament_id)
        return done, state

    def undo(self, tournament_id: int, *, now: float, author: str) -> tuple[Event, TournamentState]:
        """Take back the latest action still in force; recorded as an event itself."""
        return self._undo_redo(tournament_id, ev.UNDONE, ev.undo_target, Text("nothing to undo"), now, author)

    def redo(self, tournament_id: int, *, now: float, author: str) -> tuple[Event, TournamentState]:
        """Restore the action most recently undone, if nothing was done since."""
        return self._undo_redo(tournament_id, ev.REDONE, ev.redo_target, Text("nothing to redo"), now, author)

    def _undo_redo(self, tournament_id: int, kind: str, find: Callable[[list[Event]], Event | None],
                   nothing: str, now: float, author: str) -> tuple[Event, TournamentState]:
        with write_transaction(self.db):
            log = self.history(tournament_id)
            target = find(log)
            if target is None:
                raise FloorError(nothing, code=f"nothing-to-{kind}")
            event = Event(kind, now, author, {"target": target.seq, "kind": target.kind,
                                              "payload": dict(target.payload)}, log[-1].seq + 1)
            self._insert(tournament_id, event)
        self.changed.add(tournament_id)
        self._states.pop(tournament_id, None)
        return event, self.state(tournament_id)

    def _insert(self, tournament_id: int, event: Event) -> None:
        self.db.execute(
            "INSERT INTO events (tournament_id, seq, kind, at, author, payload) VALUES (?, ?, ?, ?, ?, ?)",
            [tournament_id, event.seq, event.kind, event.at, event.author,
             json.dumps(dict(event.payload), ensure_ascii=False, sort_keys=True)],
        )
