"""One event in one sentence: the dispatch to each kind's sentence, and the fallback to the event's name."""

from __future__ import annotations

from collections.abc import Mapping

from floor.core.errors import Text
from floor.tournament import events as ev
from floor.tournament.describe import people, running, tables
from floor.tournament.describe.read import Before, Context, Names, Payload, Sentence, Unreadable, mapping, whole
from floor.tournament.events import Event, Unknown
from floor.tournament.finishes import Finish, finishes
from floor.tournament.jsonvalue import freeze_object
from floor.tournament.state import TournamentState

KIND_NAMES: Mapping[str, Text] = {
    ev.CREATED: Text("tournament created"), ev.REGISTERED: Text("registration"), ev.REENTERED: Text("re-entry"),
    ev.REBOUGHT: Text("rebuy"), ev.ADDED_ON: Text("add-on"), ev.ELIMINATED: Text("elimination"),
    ev.REINSTATED: Text("reinstatement"), ev.BOUNTY_DRAWN: Text("mystery bounty drawn"),
    ev.CHIPS_COUNTED: Text("chip count"),
    ev.CHIPS_REMOVED: Text("chips removed"), ev.CLOCK: Text("clock"), ev.PAYOUTS_SET: Text("payouts set"),
    ev.STRUCTURE_SET: Text("structure changed"), ev.SEATS_DRAWN: Text("seat draw"),
    ev.PLAYER_SEATED: Text("player seated"), ev.PLAYER_MOVED: Text("player moved"),
    ev.TABLE_BROKEN: Text("table broken"), ev.BUTTON_SET: Text("button set"), ev.NEXT_HAND: Text("next hand"),
    ev.CHIP_RACE: Text("chip race"), ev.HAND_FOR_HAND: Text("hand-for-hand"),
    ev.HAND_RECORDED: Text("hand recorded"), ev.HAND_VOIDED: Text("hand voided"), ev.RULING: Text("ruling"),
    ev.HOUSE_SET: Text("house settings changed"), ev.PENALTY_GIVEN: Text("penalty given"),
    ev.PENALTY_ENDED: Text("penalty ended"), ev.INCIDENT_LOGGED: Text("incident logged"),
    ev.TOKENS_ISSUED: Text("player-page tokens given"), ev.SETTINGS_CHANGED: Text("tournament settings changed"),
    ev.UNDONE: Text("undo"), ev.REDONE: Text("redo"), ev.FLOOR_CALLED: Text("call to the floor"),
    ev.CALL_ANSWERED: Text("the floor's answer"),
    ev.ANNOUNCED: Text("announcement"), ev.MEMBER_LINKED: Text("member linked"),
    ev.FINISHED: Text("tournament over"), ev.REOPENED: Text("tournament reopened"), ev.DEAL_MADE: Text("deal"),
    ev.DEAL_TAKEN_BACK: Text("deal taken back"), ev.HAND_CORRECTED: Text("hand corrected"),
    ev.PLAYER_RENAMED: Text("player renamed"), ev.DAMAGE_NOTICED: Text("damage noticed"),
    ev.STANDBY_DROPPED: Text("standby dropped"),
}
"""What each kind of event is called: the sentence of an event Floor cannot read, and Undo's and Redo's word."""


def kind_name(kind: str) -> Text:
    """The name of an event kind ("elimination"); the id itself for a kind Floor has no name for."""
    return KIND_NAMES.get(kind) or Text("{kind}", kind=kind)


def names_of(state: TournamentState) -> dict[int, str]:
    """Every player's label by number (``Ivan Petrov (Vanya)``), for the sentences."""
    return {p.id: p.label for p in state.players.values()}


def prizes_of(state: TournamentState, finished: Mapping[int, Finish] | None = None) -> dict[int, int]:
    """What each player out of the tournament wins now (their finish's prize; those who win nothing left out), for
    the eliminations' sentences; ``finished``: :func:`finishes` of the state, when the caller has it already."""
    return {f.id: f.prize for f in (finishes(state) if finished is None else finished).values()
            if f.prize and not f.player.playing}


def describe(event: Event, names: Names, by_seq: Mapping[int, Event] | None = None, *,
             titles: Mapping[str, str] | None = None, before: Before | None = None,
             prizes: Mapping[int, int] | None = None) -> Text:
    """The event in a sentence. ``titles`` are rulebook rows' titles by id (in the reader's language), ``by_seq``
    the events an undo may name, ``before`` the tournament just before (:func:`narrate` keeps it). Never raises:
    what cannot be read is said as the event's name."""
    try:
        sentence = _SENTENCES.get(event.kind)
        if sentence is None:
            return kind_name(str(event.kind))
        # the sentences read the body's JSON: an undo keeps its target as JSON, and both are said the same way
        return sentence(event.data.to_json(), event, Context(names, by_seq or {}, titles or {}, before or Before(),
                                                      prizes or {}))
    except Exception:  # a history must always be readable, whatever an old record holds
        return kind_name(str(event.kind))


def _undo_redo(p: Payload, e: Event, ctx: Context) -> Text:
    """An undo names what it took back: the sentence said then, else the target (or the copy the undo keeps)."""
    target = whole(p["target"])
    what = ctx.before.said.get(target)
    if what is None:
        earlier = ctx.by_seq.get(target)
        kind = p.get("kind")
        if earlier is None and isinstance(kind, str):
            earlier = Event(Unknown(kind, freeze_object(mapping(p.get("payload", {})))), e.at, e.author, target)
        if earlier is None or earlier.kind in (ev.UNDONE, ev.REDONE):
            raise Unreadable(p)
        what = describe(earlier, ctx.names, titles=ctx.titles)
    if e.kind == ev.UNDONE:
        return Text("Undone #{seq}: {what}", seq=target, what=what)
    return Text("Redone #{seq}: {what}", seq=target, what=what)


_SENTENCES: Mapping[str, Sentence] = {**people.SENTENCES, **tables.SENTENCES, **running.SENTENCES,
                                      ev.UNDONE: _undo_redo, ev.REDONE: _undo_redo}
