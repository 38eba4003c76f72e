"""A club's members: who they are, how the registration desk finds one as the name is typed, and merging the same
person entered twice. Pure: the database keeps the rows (:mod:`floor.store.members`), this decides.

A member is a person with the club's id (``member_id``); every tournament player registered with that id is that
member's result. A duplicate merged into another keeps its id (the old tournaments still name it) and points at
the member it is: the results, the type-ahead and the leagues read through the merge.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from floor.core.errors import FloorError, Text
from floor.core.textinput import one_line

MAX_ID = 40
MAX_NAME = 80
_ID = re.compile(r"[^\s\x00-\x1f\x7f]{1,40}")


@dataclass(frozen=True, slots=True)
class Member:
    """A person of the club: their id, name and nickname, and the member they were merged into (if a duplicate)."""

    member_id: str
    name: str
    nickname: str = ""
    merged_into: str | None = None

    @property
    def label(self) -> str:
        return f"{self.name} ({self.nickname})" if self.nickname else self.name


@dataclass(frozen=True, slots=True)
class Result:
    """One tournament a member played: where they finished and what they won (place None: still playing)."""

    tournament: int
    title: str
    created_at: float
    place: int | None
    prize: int
    entries: int
    rebuys: int
    addons: int
    hits: float
    bounties: int


def folded(text: str) -> str:
    """Text as the type-ahead compares it: no case, no accents ("Ștefan" and "stefan" meet), spaces single."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return " ".join(plain.casefold().split())


def verify_member(member_id: str, name: str, nickname: str = "") -> None:
    """A member's id and name as the floor types them, refused in words."""
    if not isinstance(member_id, str) or not _ID.fullmatch(member_id):
        raise FloorError(Text("a member id is 1 to {most} letters, digits or signs without spaces, not {member_id!r}",
                              most=MAX_ID, member_id=str(member_id)[:MAX_ID + 5]), code="bad-member")
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME or any(ord(c) < 32 for c in name):
        raise FloorError(Text("a member needs a name of 1 to {most} characters on one line", most=MAX_NAME),
                         code="bad-member")
    if len(nickname) > MAX_NAME or any(ord(c) < 32 for c in nickname):
        raise FloorError(Text("a nickname is at most {most} characters on one line", most=MAX_NAME),
                         code="bad-member")
    one_line(name, Text("the name"))  # (the one check of a name: a bidirectional control is refused here too)
    one_line(nickname, Text("the nickname"))


def root(members: Mapping[str, Member], member_id: str) -> str:
    """The member an id stands for now: followed through its merges (a cycle, which Floor never writes, stops)."""
    seen: set[str] = set()
    while member_id in members and members[member_id].merged_into and member_id not in seen:
        seen.add(member_id)
        member_id = members[member_id].merged_into or member_id
    return member_id


def verify_merge(members: Mapping[str, Member], duplicate: str, into: str) -> None:
    """Merging ``duplicate`` into ``into``: both members, not the same person already."""
    for member_id in (duplicate, into):
        if member_id not in members:
            raise FloorError(Text("there is no member with id {member_id!r}", member_id=member_id[:MAX_ID + 5]),
                             code="unknown-member")
    if root(members, duplicate) == root(members, into):
        raise FloorError(Text("{name} and {other} are the same member already", name=members[duplicate].label,
                              other=members[into].label), code="same-member")


def merged(members: Mapping[str, Member], duplicate: str, into: str) -> dict[str, Member]:
    """The members once ``duplicate`` (and everyone already merged with them) is ``into``: each of them points at
    ``into``'s member directly (no chains), checked by :func:`verify_merge`."""
    verify_merge(members, duplicate, into)
    gone, target = root(members, duplicate), root(members, into)
    return {k: (Member(k, m.name, m.nickname, target) if root(members, k) == gone else m)
            for k, m in members.items()}


def ids_of(members: Mapping[str, Member], member_id: str) -> set[str]:
    """Every id that stands for this member: their own and those merged into them."""
    wanted = root(members, member_id)
    return {m for m in members if root(members, m) == wanted} | {member_id}


class MemberIndex:
    """The members as the type-ahead ranks them, each folded once (accents and case: most of the ranking's work)
    when the list is read, not on every key; merged duplicates left out (the member they are is offered)."""

    def __init__(self, members: Iterable[Member]) -> None:
        self.entries: list[tuple[str, str, str, str, Member]] = []  # name, nickname, both " "-led, id, member
        for m in members:
            if m.merged_into:
                continue
            name, nick = folded(m.name), folded(m.nickname)
            self.entries.append((name, nick, f" {name}\0 {nick}", folded(m.member_id), m))  # (\0: never typed)

    def found(self, typed: str, *, limit: int = 12) -> list[Member]:
        """The members offered for what is typed, best first: an id typed exactly, then names and nicknames
        starting so, then those with a word starting so, then any containing it."""
        wanted = folded(typed)
        if not wanted:
            return []
        word = " " + wanted
        ranked: list[tuple[int, str, str, Member]] = []
        for name, nick, words, member_id, m in self.entries:
            if wanted not in words and member_id != wanted:
                continue  # (most members, at once: nothing of theirs holds what was typed)
            if member_id == wanted:
                rank = 0
            elif name.startswith(wanted) or (nick and nick.startswith(wanted)):
                rank = 1
            elif word in words:
                rank = 2
            else:
                rank = 3
            ranked.append((rank, name, m.member_id, m))
        ranked.sort(key=lambda r: r[:3])
        return [r[3] for r in ranked[:limit]]


def found(members: Iterable[Member], typed: str, *, limit: int = 12) -> list[Member]:
    """The members the registration desk offers for what is typed (:meth:`MemberIndex.found`); a list ranked
    once. A desk that ranks on every key keeps a :class:`MemberIndex` of the list it read."""
    return MemberIndex(members).found(typed, limit=limit)


def next_id(taken: Sequence[str]) -> str:
    """A new member id Floor makes ("F0001", "F0002"...), after the highest it made before."""
    made = [int(t[1:]) for t in taken if len(t) > 1 and t[0] == "F" and t[1:].isdigit()]
    return f"F{max(made, default=0) + 1:04d}"


__all__ = ["Member", "MemberIndex", "Result", "folded", "found", "ids_of", "merged", "next_id", "root", "verify_member",
           "verify_merge"]
