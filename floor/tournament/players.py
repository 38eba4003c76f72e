"""Registration, re-entry, rebuys, add-ons, eliminations and reinstatement: ask, check, act.

Each action comes as ``can_x`` (for enabling a button), ``verify_x`` (raises a
:class:`FloorError` whose message a floor manager understands) and ``x`` (returns
the event; the store writes it and folds it in). Nothing here changes the state.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any

from floor.core.errors import FloorError, Text
from floor.core.textinput import one_line
from floor.core.wholes import is_whole
from floor.tournament.busts import verify_stacks
from floor.tournament.events import Event
from floor.tournament.memberlinks import MemberLinked
from floor.tournament.ordinals import nth
from floor.tournament.records import AddedOn, Eliminated, PlayerRenamed, Rebought, Reentered, Registered, Reinstated
from floor.tournament.settings import Purchase
from floor.tournament.state import Player, TournamentState


def _can(verify: Callable[..., None], *args: Any, **kwargs: Any) -> bool:
    try:
        verify(*args, **kwargs)
    except FloorError:
        return False
    return True


# -- registration -------------------------------------------------------------------------------

MAX_NAME = 40  # characters: what a seat card and a phone show in full
MAX_NICKNAME = 20  # a nickname is short: it is shown beside the name, "Alex Brown (Lucky)"
MAX_MEMBER_ID = 40  # a club's card number or e-mail; more is not an id but a paste gone wrong


def _typed(text: str) -> str:
    """A name as it is kept: composed (NFC, so "ă" typed as a and a breve is one character), spaces trimmed."""
    return unicodedata.normalize("NFC", text).strip()


def verify_name(name: str, nickname: str = "") -> None:
    """A name is there and fits a seat card and a phone: at most :data:`MAX_NAME` characters (the nickname
    :data:`MAX_NICKNAME`); refused in words that say how long it is."""
    if not isinstance(name, str) or not name.strip():
        raise FloorError(Text("a player needs a name"), code="bad-player")
    one_line(name, Text("the name"))  # (typed in the console, read from a file or the command line alike)
    if isinstance(nickname, str):
        one_line(nickname, Text("the nickname"))
    count = len(_typed(name))
    if count > MAX_NAME:
        raise FloorError(Text("the name has {count} characters; a name is at most {most}, so that a seat card and "
                              "a phone show it whole", count=count, most=MAX_NAME), code="name-too-long")
    count = len(_typed(nickname)) if isinstance(nickname, str) else 0
    if count > MAX_NICKNAME:
        raise FloorError(Text("the nickname has {count} characters; a nickname is at most {most}",
                              count=count, most=MAX_NICKNAME), code="name-too-long")


def verify_member_id(member_id: str) -> None:
    """A member id is one line of at most :data:`MAX_MEMBER_ID` characters."""
    one_line(member_id, Text("the member id"))
    if len(member_id.strip()) > MAX_MEMBER_ID:
        raise FloorError(Text("the member id has {count} characters; an id is at most {most}",
                              count=len(member_id.strip()), most=MAX_MEMBER_ID), code="name-too-long")


def verify_register(state: TournamentState, name: str, *, level: int, nickname: str = "") -> None:
    verify_name(name, nickname)
    last = state.settings.late_registration_level
    if last is not None and level > last:
        raise FloorError(Text("registration closed after level {last} (the clock is at level {level})",
                              last=last, level=level),
                         code="registration-closed")


def can_register(state: TournamentState, name: str, *, level: int, nickname: str = "") -> bool:
    return _can(verify_register, state, name, level=level, nickname=nickname)


def register(state: TournamentState, name: str, *, now: float, author: str, level: int,
             nickname: str = "", member_id: str = "") -> Event:
    """A new player, with the next free number."""
    verify_register(state, name, level=level, nickname=nickname)
    verify_member_id(member_id)
    number = state.last_player + 1
    return Event(Registered(number, _typed(name), _typed(nickname), member_id.strip()), now, author)


# -- a name corrected afterwards ---------------------------------------------------------------------

def _same_name(a: str, b: str) -> bool:
    """Two names the floor would read as one ("ana popa" and "Ana  Popa" typed twice)."""
    return " ".join(_typed(a).casefold().split()) == " ".join(_typed(b).casefold().split())


def verify_rename(state: TournamentState, player: int | str, name: str, nickname: str | None = None) -> Player:
    """The player to rename: the new name follows registration's rules (:func:`verify_name`), changes something,
    and is no other player's (two players of one name cannot be told apart at a table or in the results: refused
    naming the other player's number, where registration would ask). ``nickname`` None keeps the one they have."""
    found = state.player(player)
    nickname = found.nickname if nickname is None else nickname
    verify_name(name, nickname)
    if _typed(name) == found.name and _typed(nickname) == found.nickname:
        raise FloorError(Text("{player} (#{number}) is called that already", player=found.label, number=found.id),
                         code="same-name")
    other = next((p for p in state.players.values() if p.id != found.id and _same_name(p.name, name)), None)
    if other is not None:
        raise FloorError(Text("{name} is player #{number} already: give {player} (#{id}) another name",
                              name=other.label, number=other.id, player=found.label, id=found.id),
                         code="name-taken")
    return found


def can_rename(state: TournamentState, player: int | str, name: str, nickname: str | None = None) -> bool:
    try:
        verify_rename(state, player, name, nickname)
    except FloorError:
        return False
    return True


def rename(state: TournamentState, player: int | str, name: str, nickname: str | None = None, *, now: float,
           author: str) -> Event:
    """The player's name (and nickname; None keeps theirs) from now on, kept as registration keeps them (composed,
    trimmed)."""
    found = verify_rename(state, player, name, nickname)
    kept = found.nickname if nickname is None else _typed(nickname)
    return Event(PlayerRenamed(found.id, _typed(name), kept), now, author)


# -- buying more chips --------------------------------------------------------------------------

def _none(what: str) -> Text:
    if what == "rebuy":
        return Text("this tournament has no rebuys")
    if what == "add-on":
        return Text("this tournament has no add-ons")
    return Text("this tournament has no re-entries")


def _limit(what: str, label: str, count: int, limit: int) -> Text:
    """Whole sentences per purchase and number: no English plural glued on (and "re-entries" spelled right)."""
    if what == "rebuy":
        if count == 1:
            return Text("{label} has had 1 rebuy; the limit is {limit}", label=label, limit=limit)
        return Text("{label} has had {count} rebuys; the limit is {limit}", label=label, count=count, limit=limit)
    if what == "add-on":
        if count == 1:
            return Text("{label} has had 1 add-on; the limit is {limit}", label=label, limit=limit)
        return Text("{label} has had {count} add-ons; the limit is {limit}", label=label, count=count, limit=limit)
    if count == 1:
        return Text("{label} has had 1 re-entry; the limit is {limit}", label=label, limit=limit)
    return Text("{label} has had {count} re-entries; the limit is {limit}", label=label, count=count, limit=limit)


def _ended(what: str, last_level: int, level: int) -> Text:
    if what == "rebuy":
        return Text("rebuys ended after level {last_level} (the clock is at level {level})",
                    last_level=last_level, level=level)
    if what == "add-on":
        return Text("add-ons ended after level {last_level} (the clock is at level {level})",
                    last_level=last_level, level=level)
    return Text("re-entries ended after level {last_level} (the clock is at level {level})",
                last_level=last_level, level=level)


def _verify_purchase(rule: Purchase | None, what: str, count: int, player: Player, level: int) -> None:
    if rule is None:
        raise FloorError(_none(what), code=f"no-{what}")
    if count >= rule.limit:
        raise FloorError(_limit(what, player.label, count, rule.limit), code=f"{what}-limit")
    if rule.last_level is not None and level > rule.last_level:
        raise FloorError(_ended(what, rule.last_level, level), code=f"{what}-closed")


def verify_rebuy(state: TournamentState, ref: int | str, *, level: int) -> None:
    player = state.player(ref)
    if not player.playing:
        raise FloorError(Text("{label} is out of the tournament: a rebuy is for a player still playing (re-enter "
                              "instead)",
                              label=player.label), code="not-playing")
    _verify_purchase(state.settings.rebuy, "rebuy", player.rebuys, player, level)


def can_rebuy(state: TournamentState, ref: int | str, *, level: int) -> bool:
    return _can(verify_rebuy, state, ref, level=level)


def rebuy(state: TournamentState, ref: int | str, *, now: float, author: str, level: int) -> Event:
    verify_rebuy(state, ref, level=level)
    return Event(Rebought(state.player(ref).id), now, author)


def verify_addon(state: TournamentState, ref: int | str, *, level: int) -> None:
    player = state.player(ref)
    if not player.playing:
        raise FloorError(Text("{label} is out of the tournament", label=player.label), code="not-playing")
    _verify_purchase(state.settings.addon, "add-on", player.addons, player, level)


def can_addon(state: TournamentState, ref: int | str, *, level: int) -> bool:
    return _can(verify_addon, state, ref, level=level)


def addon(state: TournamentState, ref: int | str, *, now: float, author: str, level: int) -> Event:
    verify_addon(state, ref, level=level)
    return Event(AddedOn(state.player(ref).id), now, author)


def verify_reenter(state: TournamentState, ref: int | str, *, level: int) -> None:
    player = state.player(ref)
    if player.playing:
        raise FloorError(Text("{label} is still playing: only an eliminated player re-enters", label=player.label),
                         code="still-playing")
    _verify_purchase(state.settings.reentry, "re-entry", player.entries - 1, player, level)


def can_reenter(state: TournamentState, ref: int | str, *, level: int) -> bool:
    return _can(verify_reenter, state, ref, level=level)


def reenter(state: TournamentState, ref: int | str, *, now: float, author: str, level: int) -> Event:
    """The same person buys a new entry: a fresh stack, the same number (and QR code)."""
    verify_reenter(state, ref, level=level)
    return Event(Reentered(state.player(ref).id), now, author)


# -- eliminations -------------------------------------------------------------------------------

def verify_eliminate(state: TournamentState, refs: Sequence[int | str]) -> None:
    if not refs:
        raise FloorError(Text("name the player (or players) eliminated"), code="bad-player")
    players = [state.player(r) for r in refs]
    ids = [p.id for p in players]
    if len(set(ids)) != len(ids):
        raise FloorError(Text("the same player is named twice"), code="bad-player")
    for p in players:
        if not p.playing:
            raise FloorError(Text("{label} is already out (finished {place})", label=p.label, place=nth(p.place))
                             if p.place else Text("{label} is already out", label=p.label), code="already-out")
    if len(players) >= state.players_left:
        raise FloorError(Text("someone must be left: that would eliminate every player still playing"),
                         code="no-winner")


def can_eliminate(state: TournamentState, refs: Sequence[int | str]) -> bool:
    return _can(verify_eliminate, state, refs)


def _busters(state: TournamentState, out: Sequence[int], by: Sequence[int | str]) -> tuple[int, ...]:
    """The players named as busters, each once and in the order named (the order the odd bounty unit goes)."""
    hitmen = tuple(dict.fromkeys(state.player(r).id for r in by))
    for hitman in hitmen:
        player = state.players[hitman]
        if hitman in out or not player.playing:
            raise FloorError(Text("{label} cannot have knocked out a player in this hand: {label} is out too",
                                  label=player.label), code="bad-hitman")
    return hitmen


def starting_stacks(state: TournamentState, refs: Sequence[int | str]) -> dict[int, int]:
    """The stacks the players began the hand with, as Floor knows them (what the console prefills and the
    command line uses when the floor gives none): a dealer's hand that offered them as out says what each put in;
    else the known stacks (the last count and what recorded hands moved since). Empty unless every one is known."""
    ids = [state.player(r).id for r in refs]
    known = {p: state.offered_stacks.get(p) or state.players[p].chips for p in ids}
    return {p: c for p, c in known.items() if c} if all(known.values()) else {}


def eliminate(state: TournamentState, refs: Sequence[int | str], *, now: float, author: str,
              by: Sequence[int | str] = (), by_player: Mapping[int, Sequence[int | str]] | None = None,
              stacks: Mapping[int, int] | None = None, ordered: bool = False) -> Event:
    """Players out in the same hand (TDA Rule 12): the one who began the hand with more chips (``stacks``, each
    player's stack when the hand began) finishes higher, equal stacks share their places (procedures BB-14), and
    all share when the stacks are not given; ``ordered``: the floor's order instead, the first named highest.
    ``by``, the players who knocked them out (each still playing, none of them out in this hand), or ``by_player``
    each one's own (two players busted in one hand by different pots: each pays their bounty to their own pot's
    winners)."""
    verify_eliminate(state, refs)
    out = tuple(state.player(r).id for r in refs)
    given = dict(stacks or {})
    verify_stacks(out, given, {p: state.players[p].label for p in (*out, *given) if p in state.players})
    if len(out) < 2 or ordered:
        given = {}
    hitmen = _busters(state, out, by)
    each: dict[int, tuple[int, ...]] = {}
    for ref, named in (by_player or {}).items():
        busted = state.player(ref).id
        if busted not in out:
            raise FloorError(Text("{label} is not among the players out in this hand",
                                  label=state.players[busted].label), code="bad-hitman")
        each[busted] = _busters(state, out, named)
    if each and set(each) == set(out) and len(set(each.values())) == 1:
        hitmen, each = next(iter(each.values())), {}  # one pot took them all: written as one list of busters
    return Event(Eliminated(out, hitmen, each, given, ordered and len(out) > 1), now, author)


def finishing_place(state: TournamentState, refs: Sequence[int | str]) -> int:
    """The best place the players would finish in if eliminated now ("finished 14th")."""
    return state.players_left - len(refs) + 1


def verify_reinstate(state: TournamentState, ref: int | str, chips: int | None = None) -> None:
    player = state.player(ref)
    if player.playing:
        raise FloorError(Text("{label} is still playing: nothing to reinstate",
                              label=player.label), code="still-playing")
    if chips is not None and (not is_whole(chips) or chips <= 0):
        raise FloorError(Text("a reinstated player's stack must be a positive number of chips, not {chips!r}",
                              chips=chips),
                         code="bad-chips")


def can_reinstate(state: TournamentState, ref: int | str, chips: int | None = None) -> bool:
    return _can(verify_reinstate, state, ref, chips)


def reinstate(state: TournamentState, ref: int | str, *, now: float, author: str, chips: int | None = None) -> Event:
    """A floor decision puts an eliminated player back (to erase a mistaken bust, use undo)."""
    verify_reinstate(state, ref, chips)
    return Event(Reinstated(state.player(ref).id, chips), now, author)


# -- a member linked afterwards --------------------------------------------------------------------

def verify_link(state: TournamentState, player: int | str, member_id: str, *,
                same: Collection[str] = ()) -> Player:
    """The player to link: there, without another member's id, and no other player of the tournament one of
    ``same`` (the ids that are this member: their own and their merged duplicates)."""
    member_id = member_id.strip()
    verify_member_id(member_id)
    if not member_id:
        raise FloorError(Text("give the member id to link the player to"), code="no-member-id")
    found = state.player(player)
    person = {member_id, *same}
    if found.member_id in person:
        raise FloorError(Text("{player} is member {member_id} already", player=found.label,
                              member_id=found.member_id), code="linked-already")
    if found.member_id:
        raise FloorError(Text("{player} is member {member_id}: a player is linked to one member",
                              player=found.label, member_id=found.member_id), code="linked-already")
    other = next((p for p in state.players.values() if p.member_id in person), None)
    if other is not None:
        raise FloorError(Text("member {member_id} is {player} (#{number}) in this tournament already",
                              member_id=member_id, player=other.label, number=other.id), code="member-playing")
    return found


def link_member(state: TournamentState, player: int | str, member_id: str, *, now: float, author: str,
                same: Collection[str] = ()) -> Event:
    """The player linked to the member ``member_id`` (checked by :func:`verify_link`)."""
    found = verify_link(state, player, member_id, same=same)
    return Event(MemberLinked(found.id, member_id.strip()), now, author)
