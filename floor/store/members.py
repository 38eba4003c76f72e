"""The club's members, in the database beside the tournaments: every person registered with a member id, added at
the registration desk, imported from The Tournament Director, or merged when entered twice; and each one's results.

The rows are the club's, not one tournament's, so they are not events: a table of their own (``members``). Every
player registered with an id the table does not hold yet is taken in when the members are read (a tournament
imported from TD, a CSV of players with ids, a file of an older Floor), so the list is always whole. The rules
(ids, the type-ahead, merging) are :mod:`floor.clubs.members`'; every write is one transaction.
"""

from __future__ import annotations

import json

from floor.clubs.members import Member, Result, found, ids_of, merged, next_id, root, verify_member
from floor.core.errors import FloorError, Text
from floor.store.connection import Connection
from floor.store.tournaments import Store
from floor.tournament.events import REGISTERED
from floor.tournament.finishes import finishes


def _has_table(db: Connection) -> bool:
    return db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'members'").fetchone() is not None


def _rows(db: Connection) -> dict[str, Member]:
    if not _has_table(db):
        return {}
    return {str(r[0]): Member(str(r[0]), str(r[1]), str(r[2] or ""), None if r[3] in (None, "") else str(r[3]))
            for r in db.execute("SELECT member_id, name, nickname, merged_into FROM members")}


def _registered(db: Connection) -> dict[str, tuple[str, str, float]]:
    """Every member id a registration named, with the latest name and nickname it came with."""
    out: dict[str, tuple[str, str, float]] = {}
    for payload, at in db.execute("SELECT payload, at FROM events WHERE kind = ? ORDER BY at, id", (REGISTERED,)):
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
        rows = self.store.reading(_rows)
        seen = self.store.reading(_registered)
        missing = {}
        for member_id, (name, nickname, at) in seen.items():
            if member_id in rows:
                continue
            try:
                verify_member(member_id, name or member_id, nickname)
            except FloorError:
                continue  # (an id Floor would refuse today, from an old file: left as the tournament has it)
            missing[member_id] = (name or member_id, nickname, at)
        if not missing:
            return rows
        try:
            with self.store.writing() as db:
                for member_id, (name, nickname, at) in missing.items():
                    db.execute("INSERT OR IGNORE INTO members (member_id, name, nickname, merged_into, added_at) "
                               "VALUES (?, ?, ?, NULL, ?)", (member_id, name, nickname, at))
        except FloorError:  # a file only read (a backup opened to look): the list is whole all the same
            return {**rows, **{m: Member(m, name, nickname) for m, (name, nickname, _) in missing.items()}}
        return self.store.reading(_rows)

    def find(self, typed: str, *, limit: int = 12) -> list[Member]:
        """The members to offer for what the desk typed (the type-ahead), best first."""
        return found(self.all().values(), typed, limit=limit)

    def add(self, name: str, nickname: str = "", member_id: str = "", *, now: float) -> Member:
        """A new member; without an id, Floor makes the next ("F0007"). An id already taken is refused."""
        name, nickname, member_id = " ".join(name.split()), " ".join(nickname.split()), member_id.strip()
        known = self.all()
        member_id = member_id or next_id(list(known))
        verify_member(member_id, name, nickname)
        if member_id in known:
            raise FloorError(Text("member id {member_id} is {name} already", member_id=member_id,
                                  name=known[member_id].label), code="member-taken")
        with self.store.writing() as db:  # (an older file gets its member list first)
            db.execute("INSERT INTO members (member_id, name, nickname, merged_into, added_at) "
                       "VALUES (?, ?, ?, NULL, ?)", (member_id, name, nickname, now))
        return Member(member_id, name, nickname)

    def merge(self, duplicate: str, into: str) -> Member:
        """``duplicate`` is ``into`` entered twice: from now on it stands for ``into`` (its results are theirs)."""
        known = self.all()
        after = merged(known, duplicate, into)
        with self.store.writing() as db:
            for member_id, m in after.items():
                if m.merged_into != known[member_id].merged_into:
                    db.execute("UPDATE members SET merged_into = ? WHERE member_id = ?", (m.merged_into, member_id))
        return known[root(after, into)]

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
