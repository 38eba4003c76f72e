"""The body of each kind of event, typed: one frozen dataclass per kind, its JSON written and read back exactly.

Every action function builds one of these (``Registered(player=7, name="Ana")``) and the fold
(:mod:`floor.tournament.state`) reads its fields; :func:`read_body` turns the JSON the store holds back into the
body, refusing one that does not fit its kind (``KeyError`` for a field missing, ``TypeError`` or ``ValueError``
for a value of the wrong form: the store names the event with them). Numbers kept as JSON keys (a player's, a
seat's, a place's) are ints here: they are turned into text and back only at this edge.

JSON written by any Floor before reads unchanged and writes back byte for byte: a field older Floors did not write
is optional (``omitted`` remembers it was left out), a field this Floor does not know is kept (``extra``). Nested
records no fold reads (a draw record, a balancing proposal, a showdown request) stay frozen JSON.

>>> body = Registered(player=7, name="Ana Pop")
>>> body.to_json()
{'player': 7, 'name': 'Ana Pop', 'nickname': '', 'member_id': ''}
>>> read_body("player-registered", {"player": 7, "name": "Ana Pop"}).to_json()  # an older Floor's: no nickname
{'player': 7, 'name': 'Ana Pop'}
>>> read_body("player-registered", {"player": 7})
Traceback (most recent call last):
...
KeyError: 'name'
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from floor.core.pots import clockwise_from_button
from floor.core.wholes import is_whole
from floor.tournament import events as ev
from floor.tournament.events import Body, Redone, Undone, Unknown
from floor.tournament.jsonvalue import (
    EMPTY,
    FrozenObject,
    JsonObject,
    Reader,
    by_number,
    empty,
    freeze_object,
    int_key,
    items,
    mapping,
    number,
    numbered,
    pair,
    text,
    texts,
    thaw_object,
    whole,
    wholes,
)
from floor.tournament.memberlinks import MemberLinked
from floor.tournament.seating.tables import Positions
from floor.tournament.settings import Settings
from floor.tournament.structure import Structure, structure_from_json, structure_to_json, template

CLOCK_ACTIONS = ("start", "pause", "resume", "next", "previous", "jump", "adjust")
RUNNING_PENALTIES = ("missed_hands", "missed_rounds")


def _ints(value: Mapping[int, int]) -> Mapping[int, int]:
    """A read-only copy (a body is never changed once made)."""
    return value if isinstance(value, MappingProxyType) else MappingProxyType(dict(value))


def _set(body: Body, name: str, value: object) -> None:
    object.__setattr__(body, name, value)


# -- the tournament -----------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Created(Body):
    """The tournament's settings and blind structure as created (the standard structure when none is given)."""

    KIND = ev.CREATED

    settings_json: FrozenObject
    structure_json: FrozenObject | None = None

    @classmethod
    def of(cls, settings: Settings, structure: Structure | None = None) -> Created:
        return cls(freeze_object(settings.to_dict()),
                   None if structure is None else freeze_object(structure_to_json(structure)))

    @property
    def settings(self) -> Settings:
        return Settings.from_dict(thaw_object(self.settings_json))

    @property
    def structure(self) -> Structure:
        if self.structure_json is None:
            return template("standard")
        return structure_from_json(thaw_object(self.structure_json))

    def fields(self) -> JsonObject:
        out: JsonObject = {"settings": thaw_object(self.settings_json)}
        if self.structure_json is not None:
            out["structure"] = thaw_object(self.structure_json)
        return out

    @classmethod
    def from_json(cls, data: object) -> Created:
        r = Reader(data)
        settings = r.frozen("settings")
        structure = r.frozen("structure") if r.present("structure") else None
        Settings.from_dict(thaw_object(settings))  # settings or a structure Floor cannot read: refused when read
        if structure is not None:
            structure_from_json(thaw_object(structure))
        return cls(settings, structure, extra=r.rest(), omitted=r.left_out())


@dataclass(frozen=True, slots=True)
class SettingsChanged(Body):
    """The settings that changed, by name, as :meth:`Settings.to_dict` writes them (``retune.py``)."""

    KIND = ev.SETTINGS_CHANGED

    changes: FrozenObject

    def fields(self) -> JsonObject:
        return {"changes": thaw_object(self.changes)}

    @classmethod
    def from_json(cls, data: object) -> SettingsChanged:
        r = Reader(data)
        changes = r.frozen("changes")
        unknown = sorted(set(changes) - set(Settings.__dataclass_fields__))
        if unknown:
            raise ValueError(f"unknown setting {unknown[0]!r}")
        return cls(changes, extra=r.rest(), omitted=r.left_out())


@dataclass(frozen=True, slots=True)
class StructureSet(Body):
    """A new blind structure from now on (``restructure.py``)."""

    KIND = ev.STRUCTURE_SET

    structure_json: FrozenObject

    @classmethod
    def of(cls, structure: Structure) -> StructureSet:
        return cls(freeze_object(structure_to_json(structure)))

    @property
    def structure(self) -> Structure:
        return structure_from_json(thaw_object(self.structure_json))

    def fields(self) -> JsonObject:
        return {"structure": thaw_object(self.structure_json)}

    @classmethod
    def from_json(cls, data: object) -> StructureSet:
        r = Reader(data)
        structure = r.frozen("structure")
        structure_from_json(thaw_object(structure))  # refused when read, not when folded
        return cls(structure, extra=r.rest(), omitted=r.left_out())


@dataclass(frozen=True, slots=True)
class HouseSet(Body):
    """House settings (procedures.md §14) changed from now on, by key (a value may be a table: ``deck_spec``)."""

    KIND = ev.HOUSE_SET

    changes: FrozenObject

    def fields(self) -> JsonObject:
        return {"changes": thaw_object(self.changes)}

    @classmethod
    def from_json(cls, data: object) -> HouseSet:
        r = Reader(data)
        return cls(r.frozen("changes"), extra=r.rest(), omitted=r.left_out())


@dataclass(frozen=True, slots=True)
class PayoutsSet(Body):
    """Prizes set by hand: place -> amount (an empty mapping goes back to the payout table); ``exact``: these are
    all the prizes, whatever the table says (a tournament imported with the prizes it paid)."""

    KIND = ev.PAYOUTS_SET

    overrides: Mapping[int, int]
    exact: bool = False

    def __post_init__(self) -> None:
        _set(self, "overrides", _ints(self.overrides))

    def fields(self) -> JsonObject:
        out: JsonObject = {"overrides": dict(numbered(self.overrides))}
        if self.exact:
            out["exact"] = True
        return out

    @classmethod
    def from_json(cls, data: object) -> PayoutsSet:
        r = Reader(data)
        return cls(by_number(r.need("overrides"), "overrides"), r.need("exact") is True if r.present("exact")
                   else False, extra=r.rest(), omitted=r.left_out())


@dataclass(frozen=True, slots=True)
class ClockAction(Body):
    """Start, pause, resume, next, previous; jump (to item ``index``); adjust (by ``seconds``, as typed)."""

    KIND = ev.CLOCK

    action: str
    index: int | None = None
    seconds: int | float | None = None

    def fields(self) -> JsonObject:
        out: JsonObject = {"action": self.action}
        if self.index is not None:
            out["index"] = self.index
        if self.seconds is not None:
            out["seconds"] = self.seconds
        return out

    @classmethod
    def from_json(cls, data: object) -> ClockAction:
        r = Reader(data)
        action = r.text("action")
        if action not in CLOCK_ACTIONS:
            raise ValueError(f"unknown clock action {action!r}")
        index = r.whole("index") if action == "jump" or r.present("index") else None
        seconds = number(r.need("seconds"), "seconds") if action == "adjust" or r.present("seconds") else None
        return cls(action, index, seconds, extra=r.rest(), omitted=r.left_out())


# -- the players --------------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Registered(Body):
    """A new player, with the next free number."""

    KIND = ev.REGISTERED

    player: int
    name: str
    nickname: str = ""
    member_id: str = ""

    def fields(self) -> JsonObject:
        return {"player": self.player, "name": self.name, "nickname": self.nickname, "member_id": self.member_id}

    @classmethod
    def from_json(cls, data: object) -> Registered:
        r = Reader(data)
        return cls(r.whole("player"), r.text("name"), r.text("nickname") if r.has("nickname") else "",
                   r.text("member_id") if r.has("member_id") else "", extra=r.rest(), omitted=r.left_out())


@dataclass(frozen=True, slots=True)
class OnePlayer(Body):
    """An action on one player: a re-entry, a rebuy, an add-on."""

    player: int

    def fields(self) -> JsonObject:
        return {"player": self.player}

    @classmethod
    def from_json(cls, data: object) -> OnePlayer:
        r = Reader(data)
        return cls(r.whole("player"), extra=r.rest(), omitted=r.left_out())


@dataclass(frozen=True, slots=True)
class Reentered(OnePlayer):
    KIND = ev.REENTERED


@dataclass(frozen=True, slots=True)
class Rebought(OnePlayer):
    KIND = ev.REBOUGHT


@dataclass(frozen=True, slots=True)
class AddedOn(OnePlayer):
    KIND = ev.ADDED_ON


@dataclass(frozen=True, slots=True)
class Eliminated(Body):
    """Players out in the same hand (they share the places they finish in), and who knocked them out, when the
    floor says (``by``: the hits, and later the bounties)."""

    KIND = ev.ELIMINATED

    players: tuple[int, ...]
    by: tuple[int, ...] = ()
    by_player: Mapping[int, tuple[int, ...]] = field(default_factory=dict)  # each one's own busters (one hand's pots)

    def __post_init__(self) -> None:
        _set(self, "by_player", MappingProxyType({int(k): tuple(v) for k, v in self.by_player.items()}))

    def busters(self, player: int) -> tuple[int, ...]:
        """Who busted ``player``: their own busters when the hand named them, else those of the whole bust."""
        return self.by_player.get(player, self.by)

    def fields(self) -> JsonObject:
        out: JsonObject = {"players": list(self.players)}
        if self.by:
            out["by"] = list(self.by)
        if self.by_player:
            out["by_player"] = {str(k): list(v) for k, v in self.by_player.items()}
        return out

    @classmethod
    def from_json(cls, data: object) -> Eliminated:
        r = Reader(data)
        each = ({int_key(k): wholes(v, "by_player") for k, v in mapping(r.need("by_player"), "by_player").items()}
                if r.present("by_player") else {})
        return cls(wholes(r.need("players"), "players"), wholes(r.need("by"), "by") if r.present("by") else (),
                   each, extra=r.rest(), omitted=r.left_out())


@dataclass(frozen=True, slots=True)
class BountyDrawn(Body):
    """A mystery bounty's envelope for one knockout (the elimination ``knockout`` of ``player``): its amount, drawn
    by Floor's secure shuffle or by hand at the table (``by_hand``: the floor typed what the envelope held)."""

    KIND = ev.BOUNTY_DRAWN

    knockout: int
    player: int
    amount: int
    by_hand: bool = False

    def fields(self) -> JsonObject:
        return {"knockout": self.knockout, "player": self.player, "amount": self.amount, "by_hand": self.by_hand}

    @classmethod
    def from_json(cls, data: object) -> BountyDrawn:
        r = Reader(data)
        return cls(r.whole("knockout"), r.whole("player"), r.whole("amount"), r.flag("by_hand"),
                   extra=r.rest(), omitted=r.left_out())


@dataclass(frozen=True, slots=True)
class Reinstated(Body):
    """An eliminated player back in, with the stack the floor gave (``None``: not counted)."""

    KIND = ev.REINSTATED

    player: int
    chips: int | None = None

    def fields(self) -> JsonObject:
        return {"player": self.player, "chips": self.chips}

    @classmethod
    def from_json(cls, data: object) -> Reinstated:
        r = Reader(data)
        return cls(r.whole("player"), r.maybe_whole("chips") if r.has("chips") else None,
                   extra=r.rest(), omitted=r.left_out())


@dataclass(frozen=True, slots=True)
class ChipsCounted(Body):
    """Stacks counted: player -> chips."""

    KIND = ev.CHIPS_COUNTED

    counts: Mapping[int, int]

    def __post_init__(self) -> None:
        _set(self, "counts", _ints(self.counts))

    def fields(self) -> JsonObject:
        return {"counts": dict(numbered(self.counts))}

    @classmethod
    def from_json(cls, data: object) -> ChipsCounted:
        r = Reader(data)
        return cls(by_number(r.need("counts"), "counts"), extra=r.rest(), omitted=r.left_out())


@dataclass(frozen=True, slots=True)
class ChipsRemoved(Body):
    """Chips taken out of play (a color-up's leftovers, a disqualified player's stack), and why."""

    KIND = ev.CHIPS_REMOVED

    chips: int
    reason: str = ""

    def fields(self) -> JsonObject:
        return {"chips": self.chips, "reason": self.reason}

    @classmethod
    def from_json(cls, data: object) -> ChipsRemoved:
        r = Reader(data)
        return cls(r.whole("chips"), r.text("reason") if r.has("reason") else "", extra=r.rest(),
                   omitted=r.left_out())


@dataclass(frozen=True, slots=True)
class TokensIssued(Body):
    """Player-page tokens: player -> token (a token once given never changes)."""

    KIND = ev.TOKENS_ISSUED

    tokens: Mapping[int, str]

    def __post_init__(self) -> None:
        if not isinstance(self.tokens, MappingProxyType):
            _set(self, "tokens", MappingProxyType(dict(self.tokens)))

    def fields(self) -> JsonObject:
        return {"tokens": dict(numbered(self.tokens))}

    @classmethod
    def from_json(cls, data: object) -> TokensIssued:
        r = Reader(data)
        tokens = {int_key(k): text(v, "tokens") for k, v in mapping(r.need("tokens"), "tokens").items()}
        return cls(tokens, extra=r.rest(), omitted=r.left_out())


# -- the seating --------------------------------------------------------------------------------------------------

def _rules(r: Reader) -> tuple[str, ...]:
    return texts(r.need("rules"), "rules") if r.has("rules") else ()


def _object(r: Reader, key: str) -> FrozenObject:
    """An optional nested record (a draw): the empty object when an older Floor did not write one."""
    return r.frozen(key) if r.has(key) else EMPTY


def _seats(value: object) -> tuple[int | None, ...]:
    return tuple(None if s is None else whole(s, "tables") for s in items(value, "tables"))


@dataclass(frozen=True, slots=True)
class SeatsDrawn(Body):
    """A whole seating: every table's seats (a player or nobody), the method and the draw record."""

    KIND = ev.SEATS_DRAWN
    VERSION = 2  # 1: the tables alone; 2: rules, method, redraw and the draw record

    tables: Mapping[int, tuple[int | None, ...]]
    rules: tuple[str, ...] = ()
    method: str = ""
    redraw: bool = False
    draw: FrozenObject = field(default_factory=empty)

    def __post_init__(self) -> None:
        if not isinstance(self.tables, MappingProxyType):
            _set(self, "tables", MappingProxyType(dict(self.tables)))

    def fields(self) -> JsonObject:
        return {"rules": list(self.rules), "method": self.method, "redraw": self.redraw,
                "tables": {str(n): list(seats) for n, seats in self.tables.items()},
                "draw": thaw_object(self.draw)}

    @classmethod
    def from_json(cls, data: object) -> SeatsDrawn:
        r = Reader(data)
        tables = {int_key(n): _seats(seats) for n, seats in mapping(r.need("tables"), "tables").items()}
        return cls(tables, _rules(r), r.text("method") if r.has("method") else "",
                   r.flag("redraw") if r.has("redraw") else False, _object(r, "draw"),
                   extra=r.rest(), omitted=r.left_out())


@dataclass(frozen=True, slots=True)
class PlayerSeated(Body):
    """One player given a seat (late registration, re-entry, reinstatement)."""

    KIND = ev.PLAYER_SEATED

    player: int
    table: int
    seat: int
    rules: tuple[str, ...] = ()
    draw: FrozenObject = field(default_factory=empty)

    def fields(self) -> JsonObject:
        return {"rules": list(self.rules), "player": self.player, "table": self.table, "seat": self.seat,
                "draw": thaw_object(self.draw)}

    @classmethod
    def from_json(cls, data: object) -> PlayerSeated:
        r = Reader(data)
        rules = _rules(r)
        return cls(r.whole("player"), r.whole("table"), r.whole("seat"), rules, _object(r, "draw"),
                   extra=r.rest(), omitted=r.left_out())


@dataclass(frozen=True, slots=True)
class PlayerMoved(Body):
    """A move: from (table, seat) to (table, seat), the proposal it follows (if any) and the floor's decision."""

    KIND = ev.PLAYER_MOVED

    player: int
    source: tuple[int, int]
    to: tuple[int, int]
    rules: tuple[str, ...] = ()
    decision: str = ""
    reason: str = ""
    proposal: FrozenObject | None = None

    def fields(self) -> JsonObject:
        out: JsonObject = {"player": self.player, "from": list(self.source), "to": list(self.to),
                           "rules": list(self.rules), "decision": self.decision, "reason": self.reason}
        if self.proposal is not None:
            out["proposal"] = thaw_object(self.proposal)
        return out

    @classmethod
    def from_json(cls, data: object) -> PlayerMoved:
        r = Reader(data)
        return cls(r.whole("player"), pair(r.need("from"), "from"), pair(r.need("to"), "to"), _rules(r),
                   r.text("decision") if r.has("decision") else "", r.text("reason") if r.has("reason") else "",
                   r.frozen("proposal") if r.present("proposal") else None, extra=r.rest(), omitted=r.left_out())


@dataclass(frozen=True, slots=True)
class TableBroken(Body):
    """A table's players spread over the others (``moves``: player, table, seat), or the final table formed."""

    KIND = ev.TABLE_BROKEN
    VERSION = 2  # 1: one table; 2: ``tables`` (the final table breaks several at once)

    table: int
    moves: tuple[tuple[int, int, int], ...]
    tables: tuple[int, ...] | None = None
    rules: tuple[str, ...] = ()
    draw: FrozenObject = field(default_factory=empty)
    proposal: FrozenObject | None = None
    final: bool | None = None

    @property
    def broken(self) -> tuple[int, ...]:
        """The tables that are gone (an older record names only ``table``)."""
        return (self.table,) if self.tables is None else self.tables

    def fields(self) -> JsonObject:
        out: JsonObject = {"rules": list(self.rules), "table": self.table}
        if self.tables is not None:
            out["tables"] = list(self.tables)
        out.update({"moves": [list(m) for m in self.moves], "draw": thaw_object(self.draw)})
        if self.proposal is not None:
            out["proposal"] = thaw_object(self.proposal)
        if self.final is not None:
            out["final"] = self.final
        return out

    @classmethod
    def from_json(cls, data: object) -> TableBroken:
        r = Reader(data)
        rules = _rules(r)
        table = r.whole("table")
        tables = wholes(r.need("tables"), "tables") if r.present("tables") else None
        moves = tuple(_move(m) for m in items(r.need("moves"), "moves"))
        return cls(table, moves, tables, rules, _object(r, "draw"),
                   r.frozen("proposal") if r.present("proposal") else None,
                   r.flag("final") if r.present("final") else None, extra=r.rest(), omitted=r.left_out())


def _move(value: object) -> tuple[int, int, int]:
    three = items(value, "moves")
    if len(three) != 3:
        raise ValueError(f"moves: {value!r} is not player, table, seat")
    return whole(three[0], "moves"), whole(three[1], "moves"), whole(three[2], "moves")


def _positions(r: Reader) -> Positions | None:
    """A table's button and blinds; ``null`` (or left out by an older Floor) before the button is drawn."""
    if not r.has("positions"):
        return None
    value = r.need("positions")
    if value is None:
        return None
    data = mapping(value, "positions")
    return Positions(whole(data["button"], "button"), whole(data["small_blind"], "small_blind"),
                     whole(data["big_blind"], "big_blind"), whole(data["big_blind_player"], "big_blind_player"))


@dataclass(frozen=True, slots=True)
class TablePositions(Body):
    """A table's positions for its current hand, as recorded."""

    table: int
    positions: Positions | None = None
    rules: tuple[str, ...] = ()

    def fields(self) -> JsonObject:
        return {"rules": list(self.rules), "table": self.table,
                "positions": None if self.positions is None else dict(self.positions.to_dict())}


@dataclass(frozen=True, slots=True)
class ButtonSet(TablePositions):
    """A button draw (with its record) or the floor's correction (with its reason)."""

    KIND = ev.BUTTON_SET

    draw: FrozenObject | None = None
    reason: str | None = None

    def fields(self) -> JsonObject:
        out = TablePositions.fields(self)
        if self.draw is not None:
            out["draw"] = thaw_object(self.draw)
        if self.reason is not None:
            out["reason"] = self.reason
        return out

    @classmethod
    def from_json(cls, data: object) -> ButtonSet:
        r = Reader(data)
        rules = _rules(r)
        table = r.whole("table")
        return cls(table, _positions(r), rules, r.frozen("draw") if r.present("draw") else None,
                   r.text("reason") if r.present("reason") else None, extra=r.rest(), omitted=r.left_out())


@dataclass(frozen=True, slots=True)
class NextHand(TablePositions):
    """A hand ended at the table: the button and blinds moved (BT-02, or BT-15's moving button)."""

    KIND = ev.NEXT_HAND

    @classmethod
    def from_json(cls, data: object) -> NextHand:
        r = Reader(data)
        rules = _rules(r)
        table = r.whole("table")
        return cls(table, _positions(r), rules, extra=r.rest(), omitted=r.left_out())


@dataclass(frozen=True, slots=True)
class HandForHand(Body):
    """Hand-for-hand announced (``on``) or ended (BB-14)."""

    KIND = ev.HAND_FOR_HAND

    on: bool
    rules: tuple[str, ...] = ()

    def fields(self) -> JsonObject:
        return {"rules": list(self.rules), "on": self.on}

    @classmethod
    def from_json(cls, data: object) -> HandForHand:
        r = Reader(data)
        rules = _rules(r)
        return cls(r.flag("on"), rules, extra=r.rest(), omitted=r.left_out())


@dataclass(frozen=True, slots=True)
class ChipRaced(Body):
    """A color-up's race at one table: each player's change in chips, the chips that left play, the race itself."""

    KIND = ev.CHIP_RACE
    VERSION = 2  # 1: no ``index`` (the clock item raced at)

    table: int
    changes: Mapping[int, int]
    removed_from_play: int
    index: int | None = None
    dealt_by: str = ""
    race: FrozenObject = field(default_factory=empty)

    def __post_init__(self) -> None:
        _set(self, "changes", _ints(self.changes))

    def fields(self) -> JsonObject:
        out: JsonObject = {"table": self.table}
        if self.index is not None:
            out["index"] = self.index
        out.update({"dealt_by": self.dealt_by, "race": thaw_object(self.race),
                    "changes": dict(numbered(self.changes)), "removed_from_play": self.removed_from_play})
        return out

    @classmethod
    def from_json(cls, data: object) -> ChipRaced:
        r = Reader(data)
        table = r.whole("table")
        index = r.whole("index") if r.present("index") else None
        dealt_by = r.text("dealt_by") if r.has("dealt_by") else ""
        race = _object(r, "race")
        return cls(table, by_number(r.need("changes"), "changes"), r.whole("removed_from_play"), index, dealt_by,
                   race, extra=r.rest(), omitted=r.left_out())


# -- the hands ----------------------------------------------------------------------------------------------------

def _payouts(result: FrozenObject) -> dict[int, int]:
    return by_number(result.get("payouts", EMPTY), "payouts")


def _contributions(request: FrozenObject) -> dict[int, int]:
    out: dict[int, int] = {}
    for entry in items(request.get("seats", ()), "seats"):
        seat = mapping(entry, "seats")
        if "contributed" in seat and "seat" in seat:
            out[whole(seat["seat"], "seat")] = whole(seat["contributed"], "contributed")
    return out


@dataclass(frozen=True, slots=True)
class HandRecorded(Body):
    """A hand from the dealer station: who sat in each seat (seat -> player), the showdown request and its answer."""

    KIND = ev.HAND_RECORDED

    table: int
    hand: int
    players: Mapping[int, int]
    request: FrozenObject
    result: FrozenObject
    level: int = 0
    index: int | None = None
    game: str | None = None
    all_in: tuple[int, ...] = ()
    dealer: str = ""
    submission: str = ""  # the id a station made for this entry (a tablet's retry is the same hand, not another)

    def __post_init__(self) -> None:
        _set(self, "players", _ints(self.players))

    @property
    def payouts(self) -> dict[int, int]:
        """What each seat won (seat -> chips), from the answer."""
        return _payouts(self.result)

    @property
    def contributions(self) -> dict[int, int]:
        """What each seat put in (seat -> chips), from the request (seats that say nothing left out)."""
        return _contributions(self.request)

    def busters(self, seat: int) -> tuple[int, ...]:
        """The players who busted ``seat``: the winners of the pot that took its last chips (the last pot it is
        in), those the pot's odd chips went to first, then from the button's left. Nobody when the answer has no
        pots (a hand entered without chips)."""
        pots = [mapping(p, "pots") for p in items(self.result.get("pots", ()), "pots")]
        last = next((p for p in reversed(pots) if seat in wholes(p.get("eligible", ()), "eligible")), None)
        if last is None:
            return ()
        won = [s for s, amount in sorted(by_number(last.get("shares", EMPTY), "shares").items()) if amount]
        odd = [whole(mapping(o, "odd_chips")["seat"], "seat") for o in items(last.get("odd_chips", ()), "odd_chips")]
        button = self.request.get("button")
        rest = clockwise_from_button(won, button) if is_whole(button) else won
        seats = [*dict.fromkeys(s for s in (*odd, *rest) if s in won)]
        return tuple(self.players[s] for s in seats if s in self.players)

    def fields(self) -> JsonObject:
        out: JsonObject = {"table": self.table, "hand": self.hand, "level": self.level}
        if self.index is not None:
            out["index"] = self.index
        out.update({"game": self.game, "players": dict(numbered(self.players)), "all_in": list(self.all_in),
                    "request": thaw_object(self.request), "result": thaw_object(self.result),
                    "dealer": self.dealer})
        if self.submission:
            out["submission"] = self.submission
        return out

    @classmethod
    def from_json(cls, data: object) -> HandRecorded:
        r = Reader(data)
        table, hand = r.whole("table"), r.whole("hand")
        level = r.whole("level") if r.has("level") else 0
        index = r.whole("index") if r.present("index") else None
        game = r.maybe_text("game") if r.has("game") else None
        players = by_number(r.need("players"), "players")
        all_in = wholes(r.need("all_in"), "all_in") if r.has("all_in") else ()
        body = cls(table, hand, players, r.frozen("request"), r.frozen("result"), level, index, game, all_in,
                   r.text("dealer") if r.has("dealer") else "",
                   r.text("submission") if r.present("submission") else "", extra=r.rest(), omitted=r.left_out())
        _payouts(body.result)  # what the fold reads is refused when read, not when folded
        _contributions(body.request)
        return body


@dataclass(frozen=True, slots=True)
class HandVoided(Body):
    """A hand stopped by a defective deck: each seat got back what it put in (seat -> chips), and why."""

    KIND = ev.HAND_VOIDED

    table: int
    hand: int
    ruling: str = ""
    refunds: Mapping[int, int] = field(default_factory=dict)
    cards: FrozenObject = field(default_factory=empty)
    reason: str = ""
    submission: str = ""  # the id the tablet made for this entry (its retry is this void, not another)

    def __post_init__(self) -> None:
        _set(self, "refunds", _ints(self.refunds))

    def fields(self) -> JsonObject:
        out: JsonObject = {"table": self.table, "hand": self.hand, "ruling": self.ruling,
                           "refunds": dict(numbered(self.refunds)), "cards": thaw_object(self.cards),
                           "reason": self.reason}
        if self.submission:
            out["submission"] = self.submission
        return out

    @classmethod
    def from_json(cls, data: object) -> HandVoided:
        r = Reader(data)
        table, hand = r.whole("table"), r.whole("hand")
        ruling = r.text("ruling") if r.has("ruling") else ""
        refunds = by_number(r.need("refunds"), "refunds") if r.has("refunds") else {}
        return cls(table, hand, ruling, refunds, _object(r, "cards"), r.text("reason") if r.has("reason") else "",
                   r.text("submission") if r.present("submission") else "", extra=r.rest(), omitted=r.left_out())


# -- the floor's work ---------------------------------------------------------------------------------------------

class CarryoverChange(enum.Enum):
    """What a ruling does to its table's carryover besides opening one: nothing, or close it."""

    KEEP = "keep"  # the ruling says nothing of it (its JSON has no "carryover")
    CLOSE = "close"  # DD-09: the carryover was won (``"carryover": null``)


@dataclass(frozen=True, slots=True)
class RulingMade(Body):
    """A floor ruling (procedures.md §0.6): the row, the inputs, the proposal and the decision, the outcome.

    ``carryover`` is the table's carryover the ruling opens (DD-08), or a :class:`CarryoverChange` (kept, or closed).
    """

    KIND = ev.RULING

    row_id: str
    decision: str
    table: int | None = None
    hand: int | None = None
    hs: str | None = None
    street: str | None = None
    variant: str | None = None
    via: tuple[str, ...] = ()
    title: str = ""
    inputs: FrozenObject = field(default_factory=empty)
    house: FrozenObject = field(default_factory=empty)
    settings_used: FrozenObject = field(default_factory=empty)
    rulebook_version: str = ""
    ruling: str = ""
    sources: tuple[str, ...] = ()
    product_default: bool = False
    proposed_outcome: FrozenObject = field(default_factory=empty)
    override_reason: str | None = None
    final_outcome: FrozenObject = field(default_factory=empty)
    follow_ups: tuple[str, ...] = ()
    linked_rulings: tuple[int, ...] = ()
    carryover: FrozenObject | CarryoverChange = CarryoverChange.KEEP

    def fields(self) -> JsonObject:
        out: JsonObject = {
            "table": self.table, "hand": self.hand, "hs": self.hs, "street": self.street, "row_id": self.row_id,
            "variant": self.variant, "via": list(self.via), "title": self.title, "inputs": thaw_object(self.inputs),
            "house": thaw_object(self.house), "settings_used": thaw_object(self.settings_used),
            "rulebook_version": self.rulebook_version, "ruling": self.ruling, "sources": list(self.sources),
            "product_default": self.product_default, "proposed_outcome": thaw_object(self.proposed_outcome),
            "decision": self.decision, "override_reason": self.override_reason,
            "final_outcome": thaw_object(self.final_outcome), "follow_ups": list(self.follow_ups),
            "linked_rulings": list(self.linked_rulings)}
        if self.carryover is CarryoverChange.CLOSE:
            out["carryover"] = None
        elif not isinstance(self.carryover, CarryoverChange):
            out["carryover"] = thaw_object(self.carryover)
        return out

    @classmethod
    def from_json(cls, data: object) -> RulingMade:
        r = Reader(data)

        def maybe(key: str) -> str | None:
            return r.maybe_text(key) if r.has(key) else None

        def frozen(key: str) -> FrozenObject:
            return r.frozen(key) if r.has(key) else EMPTY

        def many(key: str) -> tuple[str, ...]:
            return texts(r.need(key), key) if r.has(key) else ()

        table = r.maybe_whole("table") if r.has("table") else None
        hand = r.maybe_whole("hand") if r.has("hand") else None
        carryover: FrozenObject | CarryoverChange = CarryoverChange.KEEP
        if r.holds("carryover"):
            carryover = CarryoverChange.CLOSE if r.need("carryover") is None else r.frozen("carryover")
        return cls(
            r.text("row_id"), r.text("decision"), table, hand, maybe("hs"), maybe("street"), maybe("variant"),
            many("via"), r.text("title") if r.has("title") else "", frozen("inputs"), frozen("house"),
            frozen("settings_used"), r.text("rulebook_version") if r.has("rulebook_version") else "",
            r.text("ruling") if r.has("ruling") else "", many("sources"),
            r.flag("product_default") if r.has("product_default") else False, frozen("proposed_outcome"),
            maybe("override_reason"), frozen("final_outcome"), many("follow_ups"),
            wholes(r.need("linked_rulings"), "linked_rulings") if r.has("linked_rulings") else (), carryover,
            extra=r.rest(), omitted=r.left_out())


@dataclass(frozen=True, slots=True)
class PenaltyGiven(Body):
    """A warning, missed hands (``hands``), missed rounds (``rounds`` x ``seated`` = ``hands``) or a
    disqualification (with the ``chips`` removed), to a player (procedures.md DT-11)."""

    KIND = ev.PENALTY_GIVEN

    player: int
    penalty_kind: str
    row_id: str
    reason: str
    table: int | None = None
    seat: int | None = None
    offence: str | None = None
    ruling: int | None = None
    after_current_hand: bool = True
    chips: int | None = None
    rounds: int | None = None
    seated: int | None = None
    hands: int | None = None

    @property
    def running(self) -> bool:
        """Missed hands or rounds: served hand by hand (the others are given at once)."""
        return self.penalty_kind in RUNNING_PENALTIES

    def fields(self) -> JsonObject:
        out: JsonObject = {"player": self.player, "kind": self.penalty_kind, "row_id": self.row_id,
                           "reason": self.reason, "table": self.table, "seat": self.seat, "offence": self.offence,
                           "ruling": self.ruling}
        if self.chips is not None:
            out["chips"] = self.chips
        out["after_current_hand"] = self.after_current_hand
        for key, value in (("rounds", self.rounds), ("seated", self.seated), ("hands", self.hands)):
            if value is not None:
                out[key] = value
        return out

    @classmethod
    def from_json(cls, data: object) -> PenaltyGiven:
        r = Reader(data)
        player, kind = r.whole("player"), r.text("kind")
        row_id, reason = r.text("row_id"), r.text("reason")
        table = r.maybe_whole("table") if r.has("table") else None
        seat = r.maybe_whole("seat") if r.has("seat") else None
        offence = r.maybe_text("offence") if r.has("offence") else None
        ruling = r.maybe_whole("ruling") if r.has("ruling") else None
        after = r.flag("after_current_hand") if r.has("after_current_hand") else True

        def sparse(key: str) -> int | None:
            return r.whole(key) if r.present(key) else None

        chips, rounds, seated = sparse("chips"), sparse("rounds"), sparse("seated")
        hands = r.whole("hands") if kind in RUNNING_PENALTIES else sparse("hands")
        return cls(player, kind, row_id, reason, table, seat, offence, ruling, after, chips, rounds, seated, hands,
                   extra=r.rest(), omitted=r.left_out())


@dataclass(frozen=True, slots=True)
class PenaltyEnded(Body):
    """A running penalty ended early (with the reason), or marked served by the floor."""

    KIND = ev.PENALTY_ENDED

    penalty: int
    player: int = 0
    served: bool = False
    reason: str = ""
    remaining: int = 0

    def fields(self) -> JsonObject:
        return {"penalty": self.penalty, "player": self.player, "served": self.served, "reason": self.reason,
                "remaining": self.remaining}

    @classmethod
    def from_json(cls, data: object) -> PenaltyEnded:
        r = Reader(data)
        penalty = r.whole("penalty")
        player = r.whole("player") if r.has("player") else 0
        served = r.flag("served") if r.has("served") else False
        reason = r.text("reason") if r.has("reason") else ""
        remaining = r.whole("remaining") if r.has("remaining") else 0
        return cls(penalty, player, served, reason, remaining, extra=r.rest(), omitted=r.left_out())


@dataclass(frozen=True, slots=True)
class IncidentLogged(Body):
    """A spectator or device incident (procedures.md DT-10): the row, who, where, the action taken."""

    KIND = ev.INCIDENT_LOGGED

    row_id: str
    action: str
    found: str = ""
    player: int | None = None
    spectator: str | None = None
    table: int | None = None
    requested_by: int | None = None
    penalty: int | None = None
    note: str = ""
    earlier: int = 0

    def fields(self) -> JsonObject:
        return {"row_id": self.row_id, "found": self.found, "player": self.player, "spectator": self.spectator,
                "table": self.table, "requested_by": self.requested_by, "action": self.action,
                "penalty": self.penalty, "note": self.note, "earlier": self.earlier}

    @classmethod
    def from_json(cls, data: object) -> IncidentLogged:
        r = Reader(data)

        def maybe(key: str) -> int | None:
            return r.maybe_whole(key) if r.has(key) else None

        row_id, action = r.text("row_id"), r.text("action")
        found = r.text("found") if r.has("found") else ""
        player = maybe("player")
        spectator = r.maybe_text("spectator") if r.has("spectator") else None
        table, requested_by, penalty = maybe("table"), maybe("requested_by"), maybe("penalty")
        note = r.text("note") if r.has("note") else ""
        earlier = r.whole("earlier") if r.has("earlier") else 0
        return cls(row_id, action, found, player, spectator, table, requested_by, penalty, note, earlier,
                   extra=r.rest(), omitted=r.left_out())


# -- calls to the floor -------------------------------------------------------------------------------------------

CALL_SITUATIONS = ("misdeal", "defective-card", "dispute", "player-clock", "other")


@dataclass(frozen=True, slots=True)
class FloorCalled(Body):
    """A table calls the floor: the situation (one of :data:`CALL_SITUATIONS`) and the dealer's note."""

    KIND = ev.FLOOR_CALLED

    table: int
    situation: str
    note: str = ""

    def fields(self) -> JsonObject:
        return {"table": self.table, "situation": self.situation, "note": self.note}

    @classmethod
    def from_json(cls, data: object) -> FloorCalled:
        r = Reader(data)
        table, situation = r.whole("table"), r.text("situation")
        note = r.text("note") if r.has("note") else ""
        return cls(table, situation, note, extra=r.rest(), omitted=r.left_out())


@dataclass(frozen=True, slots=True)
class CallAnswered(Body):
    """The floor's answer to a call (the call's event number), as the table is told it; ``row_id`` the
    procedure it follows, when one does."""

    KIND = ev.CALL_ANSWERED

    call: int
    answer: str
    row_id: str = ""

    def fields(self) -> JsonObject:
        return {"call": self.call, "answer": self.answer, "row_id": self.row_id}

    @classmethod
    def from_json(cls, data: object) -> CallAnswered:
        r = Reader(data)
        call, answer = r.whole("call"), r.text("answer")
        row_id = r.text("row_id") if r.has("row_id") else ""
        return cls(call, answer, row_id, extra=r.rest(), omitted=r.left_out())


# -- what the room is told ----------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Announced(Body):
    """The floor's line on the big screen, the TV and the phones until another replaces it; ``text`` empty: cleared
    (:mod:`floor.tournament.announcements` checks it)."""

    KIND = ev.ANNOUNCED

    text: str

    def fields(self) -> JsonObject:
        return {"text": self.text}

    @classmethod
    def from_json(cls, data: object) -> Announced:
        r = Reader(data)
        return cls(r.text("text"), extra=r.rest(), omitted=r.left_out())


# -- reading ------------------------------------------------------------------------------------------------------

_READERS: Mapping[str, Callable[[object], Body]] = {
    ev.CREATED: Created.from_json, ev.REGISTERED: Registered.from_json, ev.REENTERED: Reentered.from_json,
    ev.REBOUGHT: Rebought.from_json, ev.ADDED_ON: AddedOn.from_json, ev.ELIMINATED: Eliminated.from_json,
    ev.BOUNTY_DRAWN: BountyDrawn.from_json,
    ev.REINSTATED: Reinstated.from_json, ev.CHIPS_COUNTED: ChipsCounted.from_json,
    ev.CHIPS_REMOVED: ChipsRemoved.from_json, ev.CLOCK: ClockAction.from_json,
    ev.PAYOUTS_SET: PayoutsSet.from_json, ev.STRUCTURE_SET: StructureSet.from_json,
    ev.SEATS_DRAWN: SeatsDrawn.from_json, ev.PLAYER_SEATED: PlayerSeated.from_json,
    ev.PLAYER_MOVED: PlayerMoved.from_json, ev.TABLE_BROKEN: TableBroken.from_json,
    ev.BUTTON_SET: ButtonSet.from_json, ev.NEXT_HAND: NextHand.from_json, ev.CHIP_RACE: ChipRaced.from_json,
    ev.HAND_FOR_HAND: HandForHand.from_json, ev.HAND_RECORDED: HandRecorded.from_json,
    ev.HAND_VOIDED: HandVoided.from_json, ev.RULING: RulingMade.from_json, ev.HOUSE_SET: HouseSet.from_json,
    ev.PENALTY_GIVEN: PenaltyGiven.from_json, ev.PENALTY_ENDED: PenaltyEnded.from_json,
    ev.INCIDENT_LOGGED: IncidentLogged.from_json, ev.TOKENS_ISSUED: TokensIssued.from_json,
    ev.SETTINGS_CHANGED: SettingsChanged.from_json, ev.UNDONE: Undone.from_json, ev.REDONE: Redone.from_json,
    ev.FLOOR_CALLED: FloorCalled.from_json, ev.CALL_ANSWERED: CallAnswered.from_json,
    ev.ANNOUNCED: Announced.from_json, ev.MEMBER_LINKED: MemberLinked.from_json,
}
KINDS: frozenset[str] = frozenset(_READERS)
"""Every kind of event this Floor reads."""


def read_body(kind: str, payload: object) -> Body:
    """The typed body of a ``kind`` event from its JSON; a kind this Floor does not know is kept unread
    (:class:`~floor.tournament.events.Unknown`). A payload that does not fit its kind raises ``KeyError``,
    ``TypeError`` or ``ValueError`` (or the :class:`~floor.core.errors.FloorError` of settings or a structure
    Floor cannot read)."""
    reader = _READERS.get(kind)
    if reader is None:
        return Unknown(kind, freeze_object(payload))
    return reader(payload)


__all__ = [
    "CLOCK_ACTIONS",
    "KINDS",
    "RUNNING_PENALTIES",
    "AddedOn",
    "Announced",
    "BountyDrawn",
    "ButtonSet",
    "CarryoverChange",
    "ChipRaced",
    "ChipsCounted",
    "ChipsRemoved",
    "ClockAction",
    "Created",
    "Eliminated",
    "HandForHand",
    "HandRecorded",
    "HandVoided",
    "HouseSet",
    "IncidentLogged",
    "NextHand",
    "OnePlayer",
    "PayoutsSet",
    "PenaltyEnded",
    "PenaltyGiven",
    "PlayerMoved",
    "PlayerSeated",
    "Rebought",
    "Reentered",
    "Registered",
    "Reinstated",
    "RulingMade",
    "SeatsDrawn",
    "SettingsChanged",
    "StructureSet",
    "TableBroken",
    "TablePositions",
    "TokensIssued",
    "read_body",
]
