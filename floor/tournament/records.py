"""The body of each kind of event, typed: one frozen dataclass per kind, its JSON written and read back exactly.

Every action function builds one of these (``Registered(player=7, name="Ana")``) and the fold
(:mod:`floor.tournament.state`) reads its fields; :func:`read_body` turns the JSON the store holds back into the
body, refusing one that does not fit its kind with a :class:`~floor.tournament.codec.CodecError` naming the field
(the store names the event with it). No class writes or reads its own JSON: :mod:`floor.tournament.codec` does, from
the field types and what each class declares in its ``FORM`` (a JSON name, the key order, the fields written only
when set). Numbers kept as JSON keys (a player's, a seat's, a place's) are ints here.

JSON written by any Floor before reads unchanged and writes back byte for byte: a field older Floors did not write
is optional (``omitted`` remembers it was left out), a field this Floor does not know is kept (``extra``). A nested
record whose shape changed between Floors (a seat draw, a balancing proposal) is typed when it is one this Floor
writes back byte for byte, and kept as the frozen JSON read when an older Floor wrote it otherwise.

>>> body = Registered(player=7, name="Ana Pop")
>>> body.to_json()
{'player': 7, 'name': 'Ana Pop', 'nickname': '', 'member_id': ''}
>>> read_body("player-registered", {"player": 7, "name": "Ana Pop"}).to_json()  # an older Floor's: no nickname
{'player': 7, 'name': 'Ana Pop'}
>>> read_body("player-registered", {"player": 7})
Traceback (most recent call last):
...
floor.tournament.codec.CodecError: name: missing
"""

from __future__ import annotations

import dataclasses
import enum
import typing
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import ClassVar, Literal

from floor.core.errors import Text
from floor.core.pots import clockwise_from_button
from floor.core.wholes import is_whole
from floor.tournament import codec
from floor.tournament import events as ev
from floor.tournament.balancing.proposal import Proposal
from floor.tournament.busts import hand_places
from floor.tournament.chiprace.result import RaceResult
from floor.tournament.codec import CodecError, Form
from floor.tournament.events import Body, Redone, Undone, Unknown
from floor.tournament.jsonvalue import (
    EMPTY,
    FrozenObject,
    by_number,
    empty,
    freeze_object,
    items,
    mapping,
    thaw_object,
    whole,
    wholes,
)
from floor.tournament.memberlinks import MemberLinked
from floor.tournament.payouts import DealMethod
from floor.tournament.rulingoutcome import LoggedOutcome
from floor.tournament.seating.buttondraw import ButtonDraw
from floor.tournament.seating.drawrecord import SeatDraw
from floor.tournament.seating.tables import Positions
from floor.tournament.settings import Settings
from floor.tournament.showdowns import Answer, Asked
from floor.tournament.structure import Structure, template

ClockVerb = Literal["start", "pause", "resume", "next", "previous", "jump", "adjust"]
CLOCK_ACTIONS: tuple[ClockVerb, ...] = typing.get_args(ClockVerb)
RUNNING_PENALTIES = ("missed_hands", "missed_rounds")


def _ints(value: Mapping[int, int]) -> Mapping[int, int]:
    """A read-only copy (a body is never changed once made)."""
    return value if isinstance(value, MappingProxyType) else MappingProxyType(dict(value))


def _set(body: Body, name: str, value: object) -> None:
    object.__setattr__(body, name, value)


# -- the tournament -----------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Created(Body):
    """The tournament's settings and blind structure as created (the standard structure when none is given).

    Settings an older Floor wrote with fewer keys are read typed and written back as they were (``FORM.kept``)."""

    KIND = ev.CREATED

    settings: Settings
    given_structure: Structure | None = None

    FORM: ClassVar[Form] = Form(names={"given_structure": "structure"}, sparse=frozenset({"given_structure"}),
                                kept=frozenset({"settings", "given_structure"}))

    @classmethod
    def of(cls, settings: Settings, structure: Structure | None = None) -> Created:
        return cls(settings, structure)

    @property
    def structure(self) -> Structure:
        return template("standard") if self.given_structure is None else self.given_structure


@dataclass(frozen=True, slots=True)
class SettingsChanged(Body):
    """The settings that changed, by name, as the codec writes them (``retune.py``); :meth:`applied` is the settings
    after them. The values stay JSON until applied: an earlier Floor checked only the names when it read the body, and
    a log it kept reads as it did."""

    KIND = ev.SETTINGS_CHANGED

    changes: FrozenObject

    def __post_init__(self) -> None:
        unknown = sorted(set(self.changes) - {f.name for f in dataclasses.fields(Settings)})
        if unknown:
            raise CodecError(Text("no such setting"), f"changes.{unknown[0]}")

    def applied(self, settings: Settings) -> Settings:
        """``settings`` with these changes, read by the codec (refused as the settings refuse them)."""
        return codec.read(Settings, {**codec.write(settings), **thaw_object(self.changes)})


@dataclass(frozen=True, slots=True)
class StructureSet(Body):
    """A new blind structure from now on (``restructure.py``)."""

    KIND = ev.STRUCTURE_SET

    structure: Structure

    FORM: ClassVar[Form] = Form(kept=frozenset({"structure"}))

    @classmethod
    def of(cls, structure: Structure) -> StructureSet:
        return cls(structure)


@dataclass(frozen=True, slots=True)
class HouseSet(Body):
    """House settings (procedures.md §14) changed from now on, by key (a value may be a table: ``deck_spec``)."""

    KIND = ev.HOUSE_SET

    changes: FrozenObject


@dataclass(frozen=True, slots=True)
class PayoutsSet(Body):
    """Prizes set by hand: place -> amount (an empty mapping goes back to the payout table); ``exact``: these are
    all the prizes, whatever the table says (a tournament imported with the prizes it paid)."""

    KIND = ev.PAYOUTS_SET

    overrides: Mapping[int, int]
    exact: bool = False

    FORM: ClassVar[Form] = Form(sparse=frozenset({"exact"}))

    def __post_init__(self) -> None:
        _set(self, "overrides", _ints(self.overrides))


@dataclass(frozen=True, slots=True)
class DealMade(Body):
    """A deal the players left agreed to (``agreed``: the players in it): what each is paid (player -> amount, their
    prize of record from now on), the method that made it, the stacks it was made from and what was left out of 1st
    prize to play for (the play-out's winner takes it on top). When: the event's time."""

    KIND = ev.DEAL_MADE

    method: DealMethod
    amounts: Mapping[int, int]
    stacks: Mapping[int, int]
    agreed: tuple[int, ...]
    play_for: int = 0

    FORM: ClassVar[Form] = Form(sparse=frozenset({"play_for"}))

    def __post_init__(self) -> None:
        _set(self, "amounts", _ints(self.amounts))
        _set(self, "stacks", _ints(self.stacks))
        if set(self.agreed) != set(self.amounts):
            raise CodecError(Text("the players who agreed are not the players paid"), "agreed")

    @property
    def total(self) -> int:
        """All the prize money the deal covers (what is left to play for too)."""
        return sum(self.amounts.values()) + self.play_for


@dataclass(frozen=True, slots=True)
class DealTakenBack(Body):
    """The deal in force taken back (the players did not sign, or it was typed wrong): the payout sheet pays again."""

    KIND = ev.DEAL_TAKEN_BACK


@dataclass(frozen=True, slots=True)
class ClockAction(Body):
    """Start, pause, resume, next, previous; jump (to item ``index``); adjust (by ``seconds``, as typed)."""

    KIND = ev.CLOCK

    action: ClockVerb
    index: int | None = None
    seconds: int | float | None = None

    FORM: ClassVar[Form] = Form(sparse=frozenset({"index", "seconds"}), needed_when={
        "index": ("action", frozenset({"jump"})), "seconds": ("action", frozenset({"adjust"}))})


# -- the players --------------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Registered(Body):
    """A new player, with the next free number."""

    KIND = ev.REGISTERED

    player: int
    name: str
    nickname: str = ""
    member_id: str = ""


@dataclass(frozen=True, slots=True)
class PlayerRenamed(Body):
    """A registered player's name and nickname from now on (a typo at registration, "Ana Popa · F0002" pasted from
    the members' list, a nickname given later): the same person, the same number, results and history."""

    KIND = ev.PLAYER_RENAMED

    player: int
    name: str
    nickname: str = ""


@dataclass(frozen=True, slots=True)
class OnePlayer(Body):
    """An action on one player: a re-entry, a rebuy, an add-on."""

    player: int


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
    stacks: Mapping[int, int] = field(default_factory=dict)  # each one's stack when the hand began (TDA Rule 12)
    ordered: bool = False  # the floor gave the order: ``players`` as named, the first finishing highest

    FORM: ClassVar[Form] = Form(sparse=frozenset({"by", "by_player", "stacks", "ordered"}))

    def __post_init__(self) -> None:
        if not isinstance(self.by_player, MappingProxyType):  # (read, it is one already)
            _set(self, "by_player", MappingProxyType({int(k): tuple(v) for k, v in self.by_player.items()}))
        if not isinstance(self.stacks, MappingProxyType):
            _set(self, "stacks", MappingProxyType({int(k): int(v) for k, v in self.stacks.items()}))

    def places(self, best: int) -> dict[int, tuple[int, int]]:
        """Each player's (place, players sharing it) when ``best`` is the best place the hand leaves (TDA Rule 12:
        by starting stack, or the floor's order; :func:`floor.tournament.busts.hand_places`)."""
        return hand_places(best, self.players, self.stacks, ordered=self.ordered)

    def busters(self, player: int) -> tuple[int, ...]:
        """Who busted ``player``: their own busters when the hand named them, else those of the whole bust."""
        return self.by_player.get(player, self.by)


@dataclass(frozen=True, slots=True)
class BountyDrawn(Body):
    """A mystery bounty's envelope for one knockout (the elimination ``knockout`` of ``player``): its amount, drawn
    by Floor's secure shuffle or by hand at the table (``by_hand``: the floor typed what the envelope held)."""

    KIND = ev.BOUNTY_DRAWN

    knockout: int
    player: int
    amount: int
    by_hand: bool = False

    FORM: ClassVar[Form] = Form(required=frozenset({"by_hand"}))


@dataclass(frozen=True, slots=True)
class Reinstated(Body):
    """An eliminated player back in, with the stack the floor gave (``None``: not counted)."""

    KIND = ev.REINSTATED

    player: int
    chips: int | None = None


@dataclass(frozen=True, slots=True)
class ChipsCounted(Body):
    """Stacks counted: player -> chips."""

    KIND = ev.CHIPS_COUNTED

    counts: Mapping[int, int]

    def __post_init__(self) -> None:
        _set(self, "counts", _ints(self.counts))


@dataclass(frozen=True, slots=True)
class ChipsRemoved(Body):
    """Chips taken out of play (a color-up's leftovers, a disqualified player's stack), and why."""

    KIND = ev.CHIPS_REMOVED

    chips: int
    reason: str = ""


@dataclass(frozen=True, slots=True)
class TokensIssued(Body):
    """Player-page tokens: player -> token (a token once given never changes)."""

    KIND = ev.TOKENS_ISSUED

    tokens: Mapping[int, str]

    def __post_init__(self) -> None:
        if not isinstance(self.tokens, MappingProxyType):
            _set(self, "tokens", MappingProxyType(dict(self.tokens)))


# -- the seating --------------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class SeatsDrawn(Body):
    """A whole seating: every table's seats (a player or nobody), the method and the draw record."""

    KIND = ev.SEATS_DRAWN
    VERSION = 2  # 1: the tables alone; 2: rules, method, redraw and the draw record

    tables: Mapping[int, tuple[int | None, ...]]
    rules: tuple[str, ...] = ()
    method: str = ""
    redraw: bool = False
    draw: SeatDraw | FrozenObject = field(default_factory=empty)  # (frozen: an older Floor's draw, kept as written)

    FORM: ClassVar[Form] = Form(order=("rules", "method", "redraw", "tables", "draw"))

    def __post_init__(self) -> None:
        if not isinstance(self.tables, MappingProxyType):
            _set(self, "tables", MappingProxyType(dict(self.tables)))


@dataclass(frozen=True, slots=True)
class PlayerSeated(Body):
    """One player given a seat (late registration, re-entry, reinstatement)."""

    KIND = ev.PLAYER_SEATED

    player: int
    table: int
    seat: int
    rules: tuple[str, ...] = ()
    draw: SeatDraw | FrozenObject = field(default_factory=empty)

    FORM: ClassVar[Form] = Form(order=("rules", "player", "table", "seat", "draw"))


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
    proposal: Proposal | FrozenObject | None = None  # (frozen: an older Floor's proposal, kept as written)

    FORM: ClassVar[Form] = Form(names={"source": "from"}, sparse=frozenset({"proposal"}))


@dataclass(frozen=True, slots=True)
class TableBroken(Body):
    """A table's players spread over the others (``moves``: player, table, seat), or the final table formed."""

    KIND = ev.TABLE_BROKEN
    VERSION = 2  # 1: one table; 2: ``tables`` (the final table breaks several at once)

    table: int
    moves: tuple[tuple[int, int, int], ...]
    tables: tuple[int, ...] | None = None
    rules: tuple[str, ...] = ()
    draw: SeatDraw | FrozenObject = field(default_factory=empty)
    proposal: Proposal | FrozenObject | None = None
    final: bool | None = None

    FORM: ClassVar[Form] = Form(order=("rules", "table", "tables", "moves", "draw", "proposal", "final"),
                                sparse=frozenset({"tables", "proposal", "final"}))

    @property
    def broken(self) -> tuple[int, ...]:
        """The tables that are gone (an older record names only ``table``)."""
        return (self.table,) if self.tables is None else self.tables


@dataclass(frozen=True, slots=True)
class TablePositions(Body):
    """A table's positions for its current hand, as recorded."""

    table: int
    positions: Positions | None = None  # null (or left out by an older Floor) before the button is drawn
    rules: tuple[str, ...] = ()

    FORM: ClassVar[Form] = Form(order=("rules", "table", "positions"), sparse=frozenset({"draw", "reason"}))


@dataclass(frozen=True, slots=True)
class ButtonSet(TablePositions):
    """A button draw (with its record) or the floor's correction (with its reason)."""

    KIND = ev.BUTTON_SET

    draw: ButtonDraw | FrozenObject | None = None  # (frozen: an older Floor's draw, kept as written)
    reason: str | None = None


@dataclass(frozen=True, slots=True)
class NextHand(TablePositions):
    """A hand ended at the table: the button and blinds moved (BT-02, or BT-15's moving button)."""

    KIND = ev.NEXT_HAND


@dataclass(frozen=True, slots=True)
class HandForHand(Body):
    """Hand-for-hand announced (``on``) or ended (BB-14)."""

    KIND = ev.HAND_FOR_HAND

    on: bool
    rules: tuple[str, ...] = ()

    FORM: ClassVar[Form] = Form(order=("rules", "on"))


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
    race: RaceResult | FrozenObject = field(default_factory=empty)  # (frozen: a race that does not add up, kept)

    FORM: ClassVar[Form] = Form(order=("table", "index", "dealt_by", "race", "changes", "removed_from_play"),
                                sparse=frozenset({"index"}))

    def __post_init__(self) -> None:
        _set(self, "changes", _ints(self.changes))


# -- the hands ----------------------------------------------------------------------------------------------------

def _payouts(result: Answer | FrozenObject) -> dict[int, int]:
    if isinstance(result, Answer):
        return dict(result.payouts)
    return by_number(result.get("payouts", EMPTY), "payouts")


def _contributions(request: Asked | FrozenObject) -> dict[int, int]:
    if isinstance(request, Asked):
        return {s.seat: s.contributed for s in request.seats if "contributed" not in s.omitted}
    out: dict[int, int] = {}
    for entry in items(request.get("seats", ()), "seats"):
        seat = mapping(entry, "seats")
        if "contributed" in seat and "seat" in seat:
            out[whole(seat["seat"], "seat")] = whole(seat["contributed"], "contributed")
    return out


def _last_pot(result: Answer | FrozenObject, seat: int) -> tuple[list[int], list[int]] | None:
    """The last pot ``seat`` is in: the seats that won a share of it, and those its odd chips went to."""
    if isinstance(result, Answer):
        pot = next((p for p in reversed(result.pots) if seat in p.eligible), None)
        if pot is None:
            return None
        return [s for s, amount in sorted(pot.shares.items()) if amount], [o.seat for o in pot.odd_chips]
    pots = [mapping(p, "pots") for p in items(result.get("pots", ()), "pots")]
    last = next((p for p in reversed(pots) if seat in wholes(p.get("eligible", ()), "eligible")), None)
    if last is None:
        return None
    won = [s for s, amount in sorted(by_number(last.get("shares", EMPTY), "shares").items()) if amount]
    return won, [whole(mapping(o, "odd_chips")["seat"], "seat") for o in items(last.get("odd_chips", ()), "odd_chips")]


class Showdown:
    """What a recorded or a corrected hand says of its showdown, read from its request and answer (one reading for
    both: the fold, the bounties and the history read either)."""

    __slots__ = ()
    players: Mapping[int, int]
    request: Asked | FrozenObject
    result: Answer | FrozenObject

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
        return _busters(self.players, self.request, self.result, seat)


@dataclass(frozen=True, slots=True)
class HandRecorded(Showdown, Body):
    """A hand from the dealer station: who sat in each seat (seat -> player), the showdown request and its answer
    (typed when this Floor wrote them, else kept as an older Floor did: :mod:`floor.tournament.showdowns`)."""

    KIND = ev.HAND_RECORDED

    table: int
    hand: int
    players: Mapping[int, int]
    request: Asked | FrozenObject
    result: Answer | FrozenObject
    level: int = 0
    index: int | None = None
    game: str | None = None
    all_in: tuple[int, ...] = ()
    dealer: str = ""
    submission: str = ""  # the id a station made for this entry (a tablet's retry is the same hand, not another)

    FORM: ClassVar[Form] = Form(order=("table", "hand", "level", "index", "game", "players", "all_in", "request",
                                       "result", "dealer", "submission"), sparse=frozenset({"index", "submission"}))

    def __post_init__(self) -> None:
        _set(self, "players", _ints(self.players))
        _payouts(self.result)  # what the fold reads is refused when read, not when folded
        _contributions(self.request)



def _busters(players: Mapping[int, int], request: Asked | FrozenObject, result: Answer | FrozenObject,
             seat: int) -> tuple[int, ...]:
    """:meth:`Showdown.busters`."""
    last = _last_pot(result, seat)
    if last is None:
        return ()
    won, odd = last
    button = request.button if isinstance(request, Asked) else request.get("button")
    rest = clockwise_from_button(won, button) if is_whole(button) else won
    seats = [*dict.fromkeys(s for s in (*odd, *rest) if s in won)]
    return tuple(players[s] for s in seats if s in players)


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

    FORM: ClassVar[Form] = Form(sparse=frozenset({"submission"}))

    def __post_init__(self) -> None:
        _set(self, "refunds", _ints(self.refunds))


@dataclass(frozen=True, slots=True)
class HandCorrected(Showdown, Body):
    """A recorded hand corrected by the floor after Confirm: its showdown request judged again, the same seats'
    players, each player's change in chips (the new result's net less the old one's: what the fold moves), and
    why. A later correction of the same hand starts from this one."""

    KIND = ev.HAND_CORRECTED

    table: int
    hand: int
    players: Mapping[int, int]
    request: Asked | FrozenObject
    result: Answer | FrozenObject
    changes: Mapping[int, int]  # player -> chips (what the correction moves)
    reason: str
    all_in: tuple[int, ...] = ()

    FORM: ClassVar[Form] = Form(order=("table", "hand", "players", "all_in", "request", "result", "changes",
                                       "reason"))

    def __post_init__(self) -> None:
        _set(self, "players", _ints(self.players))
        _set(self, "changes", _ints(self.changes))
        _payouts(self.result)
        _contributions(self.request)


# -- the floor's work ---------------------------------------------------------------------------------------------

class CarryoverChange(enum.Enum):
    """What a ruling does to its table's carryover besides opening one: nothing, or close it."""

    KEEP = "keep"  # the ruling says nothing of it (its JSON has no "carryover")
    CLOSE = None  # DD-09: the carryover was won (``"carryover": null``)


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
    proposed_outcome: LoggedOutcome | FrozenObject = field(default_factory=empty)  # (frozen: an older Floor's)
    override_reason: str | None = None
    final_outcome: LoggedOutcome | FrozenObject = field(default_factory=empty)  # (frozen: the floor's own too)
    follow_ups: tuple[str, ...] = ()
    linked_rulings: tuple[int, ...] = ()
    carryover: FrozenObject | CarryoverChange = CarryoverChange.KEEP

    FORM: ClassVar[Form] = Form(order=(
        "table", "hand", "hs", "street", "row_id", "variant", "via", "title", "inputs", "house", "settings_used",
        "rulebook_version", "ruling", "sources", "product_default", "proposed_outcome", "decision", "override_reason",
        "final_outcome", "follow_ups", "linked_rulings", "carryover"), sparse=frozenset({"carryover"}))


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

    FORM: ClassVar[Form] = Form(
        names={"penalty_kind": "kind"},
        order=("player", "kind", "row_id", "reason", "table", "seat", "offence", "ruling", "chips",
               "after_current_hand", "rounds", "seated", "hands"),
        sparse=frozenset({"chips", "rounds", "seated", "hands"}),
        needed_when={"hands": ("penalty_kind", frozenset(RUNNING_PENALTIES))})

    @property
    def running(self) -> bool:
        """Missed hands or rounds: served hand by hand (the others are given at once)."""
        return self.penalty_kind in RUNNING_PENALTIES


@dataclass(frozen=True, slots=True)
class PenaltyEnded(Body):
    """A running penalty ended early (with the reason), or marked served by the floor."""

    KIND = ev.PENALTY_ENDED

    penalty: int
    player: int = 0
    served: bool = False
    reason: str = ""
    remaining: int = 0


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

    FORM: ClassVar[Form] = Form(order=("row_id", "found", "player", "spectator", "table", "requested_by", "action",
                                       "penalty", "note", "earlier"))


# -- calls to the floor -------------------------------------------------------------------------------------------

CALL_SITUATIONS = ("misdeal", "defective-card", "dispute", "player-clock", "other")


@dataclass(frozen=True, slots=True)
class FloorCalled(Body):
    """A table calls the floor: the situation (one of :data:`CALL_SITUATIONS`) and the dealer's note."""

    KIND = ev.FLOOR_CALLED

    table: int
    situation: str
    note: str = ""


@dataclass(frozen=True, slots=True)
class CallAnswered(Body):
    """The floor's answer to a call (the call's event number), as the table is told it; ``row_id`` the
    procedure it follows, when one does."""

    KIND = ev.CALL_ANSWERED

    call: int
    answer: str
    row_id: str = ""


# -- what the room is told ----------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Announced(Body):
    """The floor's line on the big screen, the TV and the phones until another replaces it; ``text`` empty: cleared
    (:mod:`floor.tournament.announcements` checks it)."""

    KIND = ev.ANNOUNCED

    text: str


# -- a finished tournament ----------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Finished(Body):
    """An import says the tournament is over though more than one player is left (a chop): it is closed as a won
    one is (:mod:`floor.tournament.closing`)."""

    KIND = ev.FINISHED

    reason: str = ""

    FORM: ClassVar[Form] = Form(sparse=frozenset({"reason"}))


@dataclass(frozen=True, slots=True)
class Reopened(Body):
    """A finished tournament opened again by the floor, and why (a result to correct, a player found late): every
    action is allowed again until the next winner."""

    KIND = ev.REOPENED

    reason: str


# -- the log itself -----------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class StandbyDropped(Body):
    """The floor went on without the database server's synchronous standby (``floor standby drop``): from then on
    each write is kept on ``server`` alone until a standby is set up again. ``fenced``: the standby answered and was
    stopped and marked, so it is never promoted with its log that stops here; otherwise it must not be."""

    KIND = ev.STANDBY_DROPPED

    standby: str
    server: str
    fenced: bool


MISSING, HOLES, CHANGED = "missing", "holes", "changed"  # what a DamageNoticed found


@dataclass(frozen=True, slots=True)
class DamageNoticed(Body):
    """What an opening found wrong with this tournament's log, put on record by the floor's next action (which
    carries on knowingly): the warning lasts when the file no longer shows it (floor/store/logcheck.py,
    floor/store/chain.py). ``found``: ``missing``, the actions after event ``last`` (Floor had saved ``saved``);
    ``holes``, ``present`` of events 1 to ``last`` there; ``changed``, event ``event`` does not match the one before
    it (the file was changed outside Floor). ``last``: the log's last event then."""

    KIND = ev.DAMAGE_NOTICED

    found: str
    last: int
    saved: int = 0
    present: int = 0
    event: int = 0

    FORM: ClassVar[Form] = Form(sparse=frozenset({"saved", "present", "event"}))


# -- reading ------------------------------------------------------------------------------------------------------

_BODIES: Mapping[str, type[Body]] = {cls.KIND: cls for cls in (
    Created, Registered, Reentered, Rebought, AddedOn, Eliminated, BountyDrawn, Reinstated, ChipsCounted, ChipsRemoved,
    ClockAction, PayoutsSet, StructureSet, SeatsDrawn, PlayerSeated, PlayerMoved, TableBroken, ButtonSet, NextHand,
    ChipRaced, HandForHand, HandRecorded, HandVoided, RulingMade, HouseSet, PenaltyGiven, PenaltyEnded, IncidentLogged,
    TokensIssued, SettingsChanged, Undone, Redone, FloorCalled, CallAnswered, Announced, MemberLinked, Finished,
    Reopened, DealMade, DealTakenBack, HandCorrected, PlayerRenamed, DamageNoticed, StandbyDropped)}
KINDS: frozenset[str] = frozenset(_BODIES)
"""Every kind of event this Floor reads."""


def read_body(kind: str, payload: object) -> Body:
    """The typed body of a ``kind`` event from its JSON; a kind this Floor does not know is kept unread
    (:class:`~floor.tournament.events.Unknown`). A payload that does not fit its kind raises a
    :class:`~floor.tournament.codec.CodecError` naming the field (or the :class:`~floor.core.errors.FloorError` of
    settings or a structure Floor cannot read)."""
    cls = _BODIES.get(kind)
    if cls is None:
        return Unknown(kind, freeze_object(payload))
    return cls.from_json(payload)


__all__ = [
    "CHANGED",
    "CLOCK_ACTIONS",
    "HOLES",
    "KINDS",
    "MISSING",
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
    "ClockVerb",
    "Created",
    "DamageNoticed",
    "DealMade",
    "DealTakenBack",
    "Eliminated",
    "Finished",
    "HandCorrected",
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
    "PlayerRenamed",
    "PlayerSeated",
    "Rebought",
    "Reentered",
    "Registered",
    "Reinstated",
    "Reopened",
    "RulingMade",
    "SeatsDrawn",
    "SettingsChanged",
    "StandbyDropped",
    "StructureSet",
    "TableBroken",
    "TablePositions",
    "TokensIssued",
    "read_body",
]
