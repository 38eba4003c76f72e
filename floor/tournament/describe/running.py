"""The sentences about how the tournament runs: its creation, the clock, the blind structure, the settings."""

from __future__ import annotations

from floor.core.errors import Text, commas
from floor.tournament import events as ev
from floor.tournament.clock import MINUTE, Clock, clock_text, to_ms
from floor.tournament.describe.read import Context, Payload, Sentence, Unreadable, mapping, plain, text, whole
from floor.tournament.events import Event
from floor.tournament.structure import structure_from_json


def created(p: Payload, e: Event, ctx: Context) -> Text:
    s = mapping(p["settings"])
    return Text("Tournament created: {name}, buy-in {buy_in:,}, starting stack {stack:,}", name=text(s["name"]),
                buy_in=whole(s["buy_in"]), stack=whole(s["starting_stack"]))


def _where(clock: Clock, at: float) -> tuple[str, str]:
    """Where the clock is at ``at`` ("level 4") and the time left there ("7:12")."""
    moved = clock.at(at)
    return moved.structure.where(moved.index), clock_text(moved.remaining_ms(at))


def clock(p: Payload, e: Event, ctx: Context) -> Text:
    """A pause or a resume says where and how much time was left; a change of level says where to."""
    action, before = text(p["action"]), ctx.before.clock
    if action == "start":
        return Text("Clock started")
    if action == "adjust":
        seconds = p["seconds"]
        if isinstance(seconds, bool) or not isinstance(seconds, int | float):
            raise Unreadable(seconds)
        return _adjusted(to_ms(seconds))
    if action in ("pause", "resume"):
        if before is None:
            return Text("Clock paused") if action == "pause" else Text("Clock resumed")
        where, left = _where(before, e.at)
        return (Text("Clock paused at {where}, {left} left", where=where, left=left) if action == "pause"
                else Text("Clock resumed at {where}, {left} left", where=where, left=left))
    if action == "jump":
        index = whole(p["index"])
        return (Text("Jumped to {where}", where=before.structure.where(index)) if before
                else Text("Jumped to item {index} of the structure", index=index + 1))
    if action == "next":
        return (Text("Clock moved on to {where}", where=_where(before.next(e.at), e.at)[0]) if before
                else Text("Clock moved on to the next level or break"))
    if action == "previous":
        return (Text("Clock moved back to {where}", where=_where(before.previous(e.at), e.at)[0]) if before
                else Text("Clock moved back to the previous level or break"))
    raise Unreadable(action)


def _adjusted(ms: int) -> Text:
    size = abs(ms)
    if ms > 0:
        if size == MINUTE:
            return Text("1 minute added")
        return (Text("{minutes} minutes added", minutes=size // MINUTE) if size % MINUTE == 0
                else Text("{time} added", time=clock_text(size)))
    if ms < 0:
        if size == MINUTE:
            return Text("1 minute taken off")
        return (Text("{minutes} minutes taken off", minutes=size // MINUTE) if size % MINUTE == 0
                else Text("{time} taken off", time=clock_text(size)))
    raise Unreadable(ms)


def structure(p: Payload, e: Event, ctx: Context) -> Text:
    new = structure_from_json(p["structure"])
    levels = len(new.levels())
    breaks = len(new.items) - levels
    if levels == 1:  # a structure starts and ends with a level: one level has no break
        return Text("Blind structure changed: 1 level")
    if breaks == 0:
        return Text("Blind structure changed: {levels} levels, no breaks", levels=levels)
    if breaks == 1:
        return Text("Blind structure changed: {levels} levels, 1 break", levels=levels)
    return Text("Blind structure changed: {levels} levels, {breaks} breaks", levels=levels, breaks=breaks)


def _purchase(kind: str, value: object) -> Text:
    if value is None:
        return {"rebuy": Text("no rebuys"), "addon": Text("no add-ons")}.get(kind) or Text("no re-entries")
    rule = mapping(value)
    said = {"chips": whole(rule["chips"]), "price": whole(rule["price"]), "limit": whole(rule["limit"])}
    last = rule.get("last_level")
    if last is None:
        if kind == "rebuy":
            return Text("rebuys of {chips:,} chips for {price:,}, at most {limit} each", **said)
        if kind == "addon":
            return Text("add-ons of {chips:,} chips for {price:,}, at most {limit} each", **said)
        return Text("re-entries of {chips:,} chips for {price:,}, at most {limit} each", **said)
    if kind == "rebuy":
        return Text("rebuys of {chips:,} chips for {price:,}, at most {limit} each, until level {level}",
                    level=whole(last), **said)
    if kind == "addon":
        return Text("add-ons of {chips:,} chips for {price:,}, at most {limit} each, until level {level}",
                    level=whole(last), **said)
    return Text("re-entries of {chips:,} chips for {price:,}, at most {limit} each, until level {level}",
                level=whole(last), **said)


def _setting(key: str, value: object) -> Text:
    """One changed setting in words ("guarantee 10,000")."""
    if key in ("rebuy", "addon", "reentry"):
        return _purchase(key, value)
    if key == "late_registration_level":
        return (Text("late registration with no end") if value is None
                else Text("late registration until level {level}", level=whole(value)))
    if key == "name":
        return Text("name {value}", value=text(value))
    if key == "payout_table":
        return Text("payout table {value}", value=text(value))
    if key == "buy_in":
        return Text("buy-in {value:,}", value=whole(value))
    if key == "fee":
        return Text("fee {value:,}", value=whole(value))
    if key == "starting_stack":
        return Text("starting stack {value:,}", value=whole(value))
    if key == "guarantee":
        return Text("guarantee {value:,}", value=whole(value))
    if key == "payout_unit":
        return Text("prizes rounded to {value:,}", value=whole(value))
    if key == "seats_per_table":
        return Text("{value} seats per table", value=whole(value))
    if key == "chip_set":
        return (Text("no chip set") if not isinstance(value, list | tuple) or not value
                else Text("a chip set of {count} denominations", count=len(value)))
    return Text("{key} = {value}", key=key, value=plain(value))


def settings_changed(p: Payload, e: Event, ctx: Context) -> Text:
    changes = [_setting(str(key), value) for key, value in mapping(p["changes"]).items()]
    if not changes:
        raise Unreadable(p)
    return Text("Tournament settings changed: {changes}", changes=commas(changes))


def house(p: Payload, e: Event, ctx: Context) -> Text:
    """The §14 keys as the rulebook names them (``seat_draw_mode = C_high_card_2step``)."""
    changes = [Text("{key} = {value}", key=str(key), value=plain(value))
               for key, value in mapping(p["changes"]).items()]
    if not changes:
        raise Unreadable(p)
    return Text("House settings changed: {changes}", changes=commas(changes))


def announced(p: Payload, e: Event, ctx: Context) -> Text:
    """The floor's line on the screens, or that it was taken off."""
    said = text(p["text"])
    return Text("Announcement on the screens: {text}", text=said) if said else Text("Announcement cleared")


SENTENCES: dict[str, Sentence] = {
    ev.CREATED: created, ev.CLOCK: clock, ev.STRUCTURE_SET: structure, ev.SETTINGS_CHANGED: settings_changed,
    ev.HOUSE_SET: house, ev.ANNOUNCED: announced,
}
