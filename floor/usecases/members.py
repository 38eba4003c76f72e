"""The club's members: one added at the desk, a duplicate merged into the member they are, and a player registered
without an id (a walk-in) linked to the member afterwards.

Members are the club's, not one tournament's, so adding and merging take the club's member list (a
:class:`MemberRows`: the store's, :class:`floor.store.members.Members`), whose one write runs the change against
the members as they stand inside its transaction (two desks adding at once each get an id of their own). Linking a
player is an event of the tournament (:class:`~floor.tournament.memberlinks.MemberLinked`), through the desk.
Every refusal is said before anything is written.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from floor.clubs.members import Member, ids_of, merged, next_id, root, verify_member
from floor.core.errors import FloorError, Text
from floor.tournament import players
from floor.usecases import pairing
from floor.usecases.desk import Desk, Done, run
from floor.usecases.intent import intent

Change = Callable[[Mapping[str, Member]], Sequence[Member]]  # the members as they stand -> the rows to write


class KnowsMembers(Protocol):
    """The club's members, read (wherever they are kept: the store, the room service for a second desk)."""

    def all(self) -> Mapping[str, Member]:
        """Every member by id (merged duplicates too)."""
        ...


class MemberRows(KnowsMembers, Protocol):
    """The club's members where they are kept, with their one write."""

    def keep(self, change: Change, *, now: float) -> None:
        """In one transaction: ``change`` handed the members as they stand there, the members it returns written (a
        new id added at ``now``, a known one changed); a refusal it raises writes nothing."""
        ...


def _one_line(value: str) -> str:
    return " ".join(value.split())


def add(book: MemberRows, name: str, nickname: str = "", member_id: str = "", *, now: float) -> Member:
    """A new member; without an id, Floor makes the next ("F0007"). An id already taken is refused."""
    name, nickname, member_id = _one_line(name), _one_line(nickname), member_id.strip()
    verify_member(member_id or "F0001", name, nickname)  # (checked before the transaction; again inside it)
    made: list[Member] = []

    def added(known: Mapping[str, Member]) -> Sequence[Member]:
        wanted = member_id or next_id(list(known))
        verify_member(wanted, name, nickname)
        if wanted in known:
            raise FloorError(Text("member id {member_id} is {name} already", member_id=wanted,
                                  name=known[wanted].label), code="member-taken")
        made.append(Member(wanted, name, nickname))
        return made

    book.keep(added, now=now)
    return made[0]


def merge(book: MemberRows, duplicate: str, into: str, *, now: float) -> Member:
    """``duplicate`` is ``into`` entered twice: from now on it stands for ``into`` (their results are one person's);
    answers the member kept."""
    kept: list[Member] = []

    def merging(known: Mapping[str, Member]) -> Sequence[Member]:
        after = merged(known, duplicate, into)
        kept.append(known[root(after, into)])
        return [m for member_id, m in after.items() if m.merged_into != known[member_id].merged_into]

    merging(book.all())  # (a refusal said before the transaction)
    kept.clear()
    book.keep(merging, now=now)
    return kept[0]


@dataclass(frozen=True, slots=True)
class Linked:
    """A player linked to a member: the event written and the member the player is now."""

    done: Done
    member: Member


@intent("members.link", pairing.RUN_DESK)
def link(desk: Desk, book: KnowsMembers, player: int | str, member_id: str) -> Linked:
    """The player (registered without an id: a walk-in) is the club's member ``member_id``: from now on their results
    are the member's. A duplicate's id links to the member it was merged into; a member who is another player of
    the tournament already, or a player linked already, is refused."""
    known = book.all()
    wanted = member_id.strip()
    if wanted not in known:
        raise FloorError(Text("there is no member with id {member_id!r}", member_id=wanted[:45]),
                         code="unknown-member")
    person = root(known, wanted)
    same = ids_of(known, person)
    now, author = desk.now(), desk.author
    done = run(desk, lambda state: players.link_member(state, player, person, now=now, author=author, same=same))
    return Linked(done, known[person])
