"""The club's members, in the database beside the tournaments: every person registered with a member id, added at
the registration desk, imported from The Tournament Director, or merged when entered twice; and each one's results.

The rows are the club's, not one tournament's, so they are not events: a table of their own (``members``). Every
player registered with an id the table does not hold yet is taken in when the members are read (a tournament
imported from TD, a CSV of players with ids, a file of an older Floor), so the list is always whole. The rules
(ids, the type-ahead, merging) are :mod:`floor.clubs.members`'; every write is one transaction.
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping

from floor.clubs.members import Member, Result, found, ids_of, verify_member
from floor.core.errors import FloorError, Text
from floor.store.connection import Connection, mark
from floor.store.tournaments import Store
from floor.tournament.events import REGISTERED
from floor.tournament.finishes import finishes
from floor.usecases import members
from floor.usecases.members import Change


def _has_table(db: Connection) -> bool:
    if db.engine == "postgresql":
        return True  # (a server's schema is made whole: floor/store/postgres.py)
    return db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'members'").fetchone() is not None


def _rows(db: Connection) -> dict[str, Member]:
    if not _has_table(db):
        return {}
    return {str(r[0]): Member(str(r[0]), str(r[1]), str(r[2] or ""), None if r[3] in (None, "") else str(r[3]))
            for r in db.execute("SELECT member_id, name, nickname, merged_into FROM members")}


def _missing(db: Connection) -> dict[str, tuple[str, str, float]]:
    """The member ids registrations named that the table lacks, each with its latest name, nickname and time (an
    id Floor would refuse today, from an old file, is left as the tournament has it)."""
    rows = _rows(db)
    out = {}
    for member_id, (name, nickname, at) in _registered(db).items():
        if member_id in rows:
            continue
        try:
            verify_member(member_id, name or member_id, nickname)
        except FloorError:
            continue
        out[member_id] = (name or member_id, nickname, at)
    return out


def _take_in(db: Connection, missing: Mapping[str, tuple[str, str, float]]) -> None:
    for member_id, (name, nickname, at) in missing.items():
        if db.engine == "postgresql":
            db.execute("INSERT INTO members (member_id, name, nickname, merged_into, added_at) "
                       "VALUES (%s, %s, %s, NULL, %s) ON CONFLICT (member_id) DO NOTHING",
                       (member_id, name, nickname, at))
        else:
            db.execute("INSERT OR IGNORE INTO members (member_id, name, nickname, merged_into, added_at) "
                       "VALUES (?, ?, ?, NULL, ?)", (member_id, name, nickname, at))


def _registered(db: Connection) -> dict[str, tuple[str, str, float]]:
    """Every member id a registration named, with the latest name and nickname it came with."""
    out: dict[str, tuple[str, str, float]] = {}
    rows = (db.execute("SELECT payload::text, at FROM events WHERE kind = %s ORDER BY at, id", (REGISTERED,))
            if db.engine == "postgresql"  # (``json``: read as the text written, not parsed by the driver)
            else db.execute("SELECT payload, at FROM events WHERE kind = ? ORDER BY at, id", (REGISTERED,)))
    for payload, at in rows:
        try:
            data = json.loads(payload)
        except (TypeError, ValueError):
            continue  # (a damaged row is the log check's to name; the members skip it)
        member_id = data.get("member_id") if isinstance(data, dict) else None
        if isinstance(member_id, str) and member_id:
            out[member_id] = (str(data.get("name", "")), str(data.get("nickname", "")), float(at or 0.0))
    return out


class Members:
    """The members of the club whose database ``store`` is."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def all(self) -> dict[str, Member]:
        """Every member by id (the players registered with an id the table lacks are taken in first)."""
        if not self.store.exists:
            return {}
        missing = self.store.reading(_missing)
        if not missing:
            return self.store.reading(_rows)
        try:
            with self.store.writing() as db:
                _take_in(db, _missing(db))
        except FloorError:  # a file only read (a backup opened to look): the list is whole all the same
            return {**self.store.reading(_rows),
                    **{m: Member(m, name, nickname) for m, (name, nickname, _) in missing.items()}}
        return self.store.reading(_rows)

    def as_kept(self) -> dict[str, Member]:
        """The members as the table holds them, read without writing: who was merged into whom (what a league's
        ranking needs; an id a registration named and the table lacks was merged into nobody)."""
        return self.store.reading(_rows) if self.store.exists else {}

    def keep(self, change: Change, *, now: float) -> None:
        """One write of the members (:mod:`floor.usecases.members` says what): in one transaction, the players
        registered with an id the table lacks taken in, ``change`` handed every member as they stand there, and
        the members it returns written (a new id added at ``now``, a known one changed)."""
        with self.store.writing() as db:
            if db.engine == "postgresql":  # (another desk's write of the members waits: ``change`` sees it, as on a
                db.execute("LOCK TABLE members IN EXCLUSIVE MODE")  # file, whose write locks the whole file)
            _take_in(db, _missing(db))
            known = _rows(db)
            p = mark(db)
            for m in change(known):
                if m.member_id in known:
                    db.execute(f"UPDATE members SET name = {p}, nickname = {p}, merged_into = {p} "
                               f"WHERE member_id = {p}", (m.name, m.nickname, m.merged_into, m.member_id))
                else:
                    db.execute("INSERT INTO members (member_id, name, nickname, merged_into, added_at) "
                               f"VALUES ({p}, {p}, {p}, {p}, {p})",
                               (m.member_id, m.name, m.nickname, m.merged_into, now))

    def find(self, typed: str, *, limit: int = 12) -> list[Member]:
        """The members to offer for what the desk typed (the type-ahead), best first."""
        return found(self.all().values(), typed, limit=limit)

    def add(self, name: str, nickname: str = "", member_id: str = "", *, now: float) -> Member:
        """:func:`floor.usecases.members.add` on these members (kept for the room service's stations until they
        call the use case themselves)."""
        return members.add(self, name, nickname, member_id, now=now)

    def merge(self, duplicate: str, into: str) -> Member:
        """:func:`floor.usecases.members.merge` on these members (kept, as :meth:`add` is)."""
        return members.merge(self, duplicate, into, now=time.time())

    def results(self, member_id: str) -> list[Result]:
        """Every tournament the member played (under any id merged into theirs), oldest first."""
        known = self.all()
        if member_id not in known:
            raise FloorError(Text("there is no member with id {member_id!r}", member_id=member_id[:45]),
                             code="unknown-member")
        ids = ids_of(known, member_id)
        out: list[Result] = []
        for summary in self.store.tournaments():
            state = self.store.state(summary.id)
            mine = [p for p in state.players.values() if p.member_id in ids]
            if not mine:
                continue
            finished = finishes(state)
            for p in mine:
                f = finished[p.id]
                out.append(Result(summary.id, summary.name, summary.created_at, f.place, f.prize, f.entries, f.rebuys,
                                  f.addons, float(f.hits), f.bounties))
        return out


__all__ = ["Members"]
