"""The club's members at a second desk, read and written through the room service (the desk that holds the
database keeps them: floor/store/members.py).

:class:`RemoteMembers` is the console's member book (:class:`floor.ui.console.members.MemberBook`) over the
device's :class:`~floor.room.link.Link`: the registration's type-ahead ranks what is typed against the list read
once (every key a request would make the desk wait on the network), Tournament › Members… reads it again, and an
add or a merge is the service's to check and write, so the list is read again after it. The service not answering
is :class:`~floor.room.link.Unreachable`, its refusals come in the desk's language, as every other action's do.
"""

from __future__ import annotations

import urllib.parse
from collections.abc import Sequence
from typing import Any

from floor.clubs.members import Member, MemberIndex, Result
from floor.core.errors import FloorError, Text
from floor.room.link import Link

_RESULT_NUMBERS = ("tournament", "prize", "entries", "rebuys", "addons", "bounties")


def _unreadable() -> FloorError:
    return FloorError(Text("the room service sent the members in a form Floor cannot read"), code="bad-answer")


def member_json(member: Member) -> dict[str, Any]:
    """A member as the service sends it (and :func:`member_of` reads it)."""
    return {"id": member.member_id, "name": member.name, "nickname": member.nickname,
            "merged_into": member.merged_into}


def result_json(result: Result) -> dict[str, Any]:
    """One tournament a member played, as the service sends it (and :func:`result_of` reads it)."""
    return {"tournament": result.tournament, "title": result.title, "created_at": result.created_at,
            "place": result.place, "prize": result.prize, "entries": result.entries, "rebuys": result.rebuys,
            "addons": result.addons, "hits": result.hits, "bounties": result.bounties}


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def member_of(item: object) -> Member:
    """A member as the service sent it; anything else is refused in words (an answer is never trusted blindly)."""
    if not isinstance(item, dict):
        raise _unreadable()
    member_id, name, nickname, into = item.get("id"), item.get("name"), item.get("nickname"), item.get("merged_into")
    if not (isinstance(member_id, str) and isinstance(name, str) and isinstance(nickname, str)
            and (into is None or isinstance(into, str))):
        raise _unreadable()
    return Member(member_id, name, nickname, into or None)


def result_of(item: object) -> Result:
    """One result as the service sent it, checked as :func:`member_of` checks a member."""
    if not isinstance(item, dict) or not all(_whole(item.get(k)) for k in _RESULT_NUMBERS) \
            or not isinstance(item.get("title"), str) or not (item.get("place") is None or _whole(item.get("place"))):
        raise _unreadable()
    created, hits = item.get("created_at"), item.get("hits")
    if not (isinstance(created, int | float) and isinstance(hits, int | float)) \
            or isinstance(created, bool) or isinstance(hits, bool):
        raise _unreadable()
    return Result(item["tournament"], item["title"], float(created), item["place"], item["prize"], item["entries"],
                  item["rebuys"], item["addons"], float(hits), item["bounties"])


class RemoteMembers:
    """The club's members as the room service serves them to a paired desk (see the module)."""

    def __init__(self, link: Link) -> None:
        self.link = link
        self.known: dict[str, Member] | None = None  # the list as last read (None: read it at the next use)
        self.index = MemberIndex(())  # ``known`` as the type-ahead ranks it

    def all(self) -> dict[str, Member]:
        """Every member by id, read from the service now."""
        answer = self.link.ok("GET", "/api/members")
        items = answer.get("members")
        if not isinstance(items, list):
            raise _unreadable()
        read = [member_of(item) for item in items]
        self.known = {m.member_id: m for m in read}
        self.index = MemberIndex(read)  # (folded once: the type-ahead ranks it on every key)
        return dict(self.known)

    def find(self, typed: str, *, limit: int = 12) -> list[Member]:
        """The members to offer for what the desk typed, best first, ranked here over the list read once."""
        if self.known is None:
            self.all()
        return self.index.found(typed, limit=limit)

    def add(self, name: str, nickname: str = "", member_id: str = "", *, now: float) -> Member:
        """A new member, checked and written by the service (it stamps its own time: ``now`` is the desk's)."""
        answer = self.link.ok("POST", "/api/members", {"name": name, "nickname": nickname, "member_id": member_id})
        self.known = None  # (read again at the next use: the list has one more)
        return member_of(answer.get("member"))

    def merge(self, duplicate: str, into: str) -> Member:
        """``duplicate`` is ``into`` entered twice, as the service decides and writes it; the member kept."""
        answer = self.link.ok("POST", "/api/members/merge", {"duplicate": duplicate, "into": into})
        self.known = None
        return member_of(answer.get("member"))

    def results(self, member_id: str) -> Sequence[Result]:
        """Every tournament the member played in the database, oldest first."""
        answer = self.link.ok("GET", f"/api/members/{urllib.parse.quote(member_id, safe='')}/results")
        items = answer.get("results")
        if not isinstance(items, list):
            raise _unreadable()
        return [result_of(item) for item in items]


__all__ = ["RemoteMembers", "member_json", "member_of", "result_json", "result_of"]
