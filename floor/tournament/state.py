"""The tournament as it stands: the fold of its events.

:class:`TournamentState` is immutable: every reader (a window, the player service, a command) holds a value no
one can change under it, nor it under anyone (an attempt raises). :class:`Folding` is the only place an event
changes anything: it works on its own copy, copying a part (the players, the seats...) the first time an event
changes it and sharing the rest, and hands out a new state (:meth:`TournamentState.after`). Every
action function (``players.py``, ...) reads the state, checks, and returns the event to apply.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import ClassVar, Generic, NamedTuple, TypeVar

from floor.core.errors import FloorError, Text
from floor.tournament import events as ev
from floor.tournament.bounties import BookEdit, Bounties
from floor.tournament.chunks import NumberMap, NumberMapEdit
from floor.tournament.clock import Clock
from floor.tournament.codec import Form
from floor.tournament.events import Event
from floor.tournament.jsonvalue import Frozen, FrozenObject, JsonObject
from floor.tournament.memberlinks import MemberLinked
from floor.tournament.records import (
    AddedOn,
    Announced,
    BountyDrawn,
    ButtonSet,
    CallAnswered,
    ChipRaced,
    ChipsCounted,
    ChipsRemoved,
    ClockAction,
    Created,
    DamageNoticed,
    DealMade,
    DealTakenBack,
    Eliminated,
    Finished,
    FloorCalled,
    HandCorrected,
    HandForHand,
    HandRecorded,
    HandVoided,
    HouseSet,
    IncidentLogged,
    NextHand,
    PayoutsSet,
    PenaltyEnded,
    PenaltyGiven,
    PlayerMoved,
    PlayerRenamed,
    PlayerSeated,
    Rebought,
    Reentered,
    Registered,
    Reinstated,
    Reopened,
    RulingMade,
    SeatsDrawn,
    SettingsChanged,
    StandbyDropped,
    StructureSet,
    TableBroken,
    TablePositions,
    TokensIssued,
)
from floor.tournament.records import CarryoverChange as Carry
from floor.tournament.seating.tableindex import TableIndex, TableIndexEdit
from floor.tournament.seating.tables import Table
from floor.tournament.settings import Settings
from floor.tournament.structure import Structure

_K = TypeVar("_K")
_V = TypeVar("_V")


def _empty() -> Mapping[_K, _V]:
    return MappingProxyType({})


def _none_yet() -> NumberMap[_V]:
    return NumberMap({}, 0)


class Player(NamedTuple):
    """One person in the tournament (re-entries stay the same person, with one more entry).

    A named tuple: as read-only as a frozen dataclass, and five times quicker to make (the fold makes one for every
    player an event changes)."""

    id: int
    name: str
    nickname: str = ""
    member_id: str = ""
    entries: int = 1
    rebuys: int = 0
    addons: int = 0
    playing: bool = True
    place: int | None = None
    shared_with: int = 1  # players eliminated in the same hand share their places
    chips: int | None = None  # the known stack: the last count and what moved since (None: never counted)
    counted_at: float | None = None  # when that count was made
    hands_since: int = 0  # recorded hands the player was dealt in since the count
    bought_since: int = 0  # rebuys and add-ons since the count (their chips are in ``chips``)

    @property
    def label(self) -> str:
        return f"{self.name} ({self.nickname})" if self.nickname else self.name

    def to_dict(self) -> JsonObject:
        return {"id": self.id, "name": self.name, "nickname": self.nickname, "member_id": self.member_id,
                "entries": self.entries, "rebuys": self.rebuys, "addons": self.addons, "playing": self.playing,
                "place": self.place, "shared_with": self.shared_with, "chips": self.chips,
                "counted_at": self.counted_at, "hands_since": self.hands_since, "bought_since": self.bought_since}


@dataclass(frozen=True, slots=True)
class GivenPenalty:
    """A penalty as the fold keeps it (DT-11): what was given, and how far it is served.

    ``status``: running (missed hands being served), served, ended (early), given (a warning or a
    disqualification, given at once). ``wait``: hands to let pass before it starts (the one in progress, PN-03).
    """

    id: int  # the penalty-given event's number
    at: float
    author: str
    given: PenaltyGiven
    served: int = 0
    wait: int = 0
    status: str = "given"
    ended_at: float | None = None
    end_reason: str | None = None  # set when the floor ended it (penalty-ended), with ``ended_by``
    ended_by: str | None = None

    # As snapshots keep it: the event's fields, then the fold's (who ended it, and why, once ended: both together).
    FORM: ClassVar[Form] = Form(inline="given", required=frozenset({"status"}),
                                sparse=frozenset({"end_reason", "ended_by"}))

    @property
    def player(self) -> int:
        return self.given.player

    @property
    def kind(self) -> str:
        return self.given.penalty_kind

    @property
    def row_id(self) -> str:
        return self.given.row_id

    @property
    def reason(self) -> str:
        return self.given.reason

    @property
    def table(self) -> int | None:
        return self.given.table

    @property
    def hands(self) -> int | None:
        return self.given.hands



@dataclass(frozen=True, slots=True)
class LoggedIncident:
    """A spectator or device incident (DT-10) as the fold keeps it: what was logged, by whom and when."""

    id: int  # the incident-logged event's number
    at: float
    author: str
    logged: IncidentLogged

    FORM: ClassVar[Form] = Form(inline="logged")  # (as snapshots keep it: the event's fields, then the fold's)


@dataclass(frozen=True, slots=True)
class FloorCall:
    """A call to the floor from a table, and the floor's answer once given (the latest, if it was answered
    again)."""

    id: int  # the floor-called event's number
    at: float
    author: str
    table: int
    situation: str
    note: str = ""
    answer: str = ""
    row_id: str = ""
    answered_by: str = ""
    answered_at: float | None = None

    # (as snapshots keep it: every field but when it was answered is in every stored call)
    FORM: ClassVar[Form] = Form(required=frozenset({"note", "answer", "row_id", "answered_by"}))

    @property
    def open(self) -> bool:
        return self.answered_at is None


_BY_NUMBER = ("players", "seats", "left_seats", "hits", "busted_by")  # the big ones (10,000 entries): by chunk
_MAPPINGS = ("payout_overrides", "tables", "house", "hands", "offered", "carryovers", "penalties", "tokens",
             "calls", "offered_by", "offered_stacks")


@dataclass(frozen=True, slots=True)
class TournamentState:
    """Everything Floor knows about one tournament after its events so far (read-only: see the module)."""

    id: int
    settings: Settings
    clock: Clock
    seq: int = 0
    players: Mapping[int, Player] = field(default_factory=_none_yet)
    eliminations: int = 0  # groups eliminated, in order
    payout_overrides: Mapping[int, int] = field(default_factory=_empty)
    chips_removed: int = 0  # by color-ups and disqualifications
    # Kept by the fold, so that no action scans every player (10,000-entry events stay fast).
    players_left: int = 0
    entries: int = 0
    rebuys: int = 0
    addons: int = 0
    last_player: int = 0
    # The seating (issue 5): tables by number, and each seated player's (table, seat).
    tables: Mapping[int, Table] = field(default_factory=_empty)
    seats: Mapping[int, tuple[int, int]] = field(default_factory=_none_yet)
    left_seats: Mapping[int, tuple[int, int]] = field(default_factory=_none_yet)
    hand_for_hand: bool = False
    house: Mapping[str, Frozen] = field(default_factory=_empty)
    races: frozenset[tuple[int, int]] = frozenset()  # (table, clock item) of each chip race run
    hands: Mapping[int, int] = field(default_factory=_empty)
    offered: Mapping[int, tuple[int, int]] = field(default_factory=_empty)
    carryovers: Mapping[int, FrozenObject] = field(default_factory=_empty)
    penalties: Mapping[int, GivenPenalty] = field(default_factory=_empty)
    incidents: tuple[LoggedIncident, ...] = ()  # DT-10: spectator and device incidents
    tokens: Mapping[int, str] = field(default_factory=_empty)  # player id -> the player page's token (floor/web)
    calls: Mapping[int, FloorCall] = field(default_factory=_empty)  # calls to the floor from the tables, by number
    payouts_exact: bool = False  # the overrides are every prize (an imported tournament's), not changes to the table
    bounties: Bounties | None = None  # the bounties' book, in a tournament with bounties (floor/tournament/bounties)
    offered_by: Mapping[int, tuple[int, ...]] = field(default_factory=_empty)  # an offered player's busters (a hand's)
    announcement: str = ""  # the floor's line on the big screen, the TV and the phones ("" when none)
    # Who knocked out whom (the hits), kept as the eliminations come: each player's knockouts (a bust counts one for
    # each player named), and the busters of each of a player's busts in force, oldest first (a reinstatement takes
    # the last one back). A bust with nobody named is kept too (it is the one a reinstatement takes back).
    hits: Mapping[int, int] = field(default_factory=_none_yet)
    busted_by: Mapping[int, tuple[tuple[int, ...], ...]] = field(default_factory=_none_yet)
    # An offered player's stack when the hand began (all in: what the seat put in), for TDA Rule 12's places.
    offered_stacks: Mapping[int, int] = field(default_factory=_empty)
    finished: bool = False  # an import said the tournament is over (a chop): closed as a won one is
    reopened: bool = False  # the floor reopened it after it finished (until the next winner)
    deal: DealMade | None = None  # the deal in force: its amounts are the prizes of record of the players in it
    # The tables by players seated (issue 30), derived from ``tables``: kept by the fold as it seats and unseats, made
    # in one pass when first read otherwise (a state from a snapshot, or made by hand). Never given: see table_index.
    _table_index: TableIndex | None = field(default=None, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        for name in _BY_NUMBER:  # a plain dict handed in is copied behind a read-only view
            value = getattr(self, name)
            if type(value) is not NumberMap:
                object.__setattr__(self, name, NumberMap.of(value))
        for name in _MAPPINGS:
            value = getattr(self, name)
            if type(value) is not MappingProxyType:
                object.__setattr__(self, name, MappingProxyType(dict(value)))

    # -- queries ------------------------------------------------------------------------------
    @property
    def table_index(self) -> TableIndex:
        """The tables by players seated, and in order (what balancing, a break and a late seat read)."""
        index = self._table_index
        if index is None or index.tables is not self.tables:
            index = TableIndex.of(self.tables)
            object.__setattr__(self, "_table_index", index)
        return index

    @property
    def structure(self) -> Structure:
        return self.clock.structure

    def level(self, now: float) -> int:
        """The level number in play at ``now`` (during a break, the level just played; 1 before the start)."""
        return self.clock.status(now).level

    @property
    def playing(self) -> list[Player]:
        return [p for p in self.players.values() if p.playing]

    def seat_of(self, player: int) -> tuple[int, int] | None:
        """(table, seat) of a seated player, None for one without a seat."""
        return self.seats.get(player)

    def namesakes(self, name: str) -> list[Player]:
        """Players already registered under this name (any case, spaces trimmed): a second one is asked about."""
        wanted = " ".join(name.split()).casefold()
        return [p for p in self.players.values() if wanted and " ".join(p.name.split()).casefold() == wanted]

    def player(self, ref: int | str) -> Player:
        """A player by number, by name or nickname (any case), or by the unique start of one."""
        if isinstance(ref, int) or (isinstance(ref, str) and ref.isascii() and ref.isdigit()):
            found = self.players.get(int(ref)) if len(str(ref)) <= 18 else None  # (no number has more digits)
            if found is None:
                raise FloorError(Text("there is no player number {ref}", ref=str(ref)[:24]), code="unknown-player")
            return found
        wanted = ref.strip().casefold()
        matches = [p for p in self.players.values()
                   if wanted in (p.name.casefold(), p.nickname.casefold())]
        if not matches:  # "Maria" for "Maria Ionescu": a unique start of a name or nickname
            matches = [p for p in self.players.values()
                       if p.name.casefold().startswith(wanted) or p.nickname.casefold().startswith(wanted)]
        if not matches:
            raise FloorError(Text("there is no player called {ref!r}", ref=ref), code="unknown-player")
        if len(matches) > 1:
            numbers = ", ".join(str(p.id) for p in matches)
            raise FloorError(Text("{matches_count} players are called {ref!r}: use a number ({numbers})",
                                  matches_count=len(matches), ref=ref, numbers=numbers),
                             code="ambiguous-player")
        return matches[0]

    # -- the fold -----------------------------------------------------------------------------
    def after(self, event: Event) -> TournamentState:
        """The tournament after one more event (this state stays as it is)."""
        folding = Folding(self)
        folding.apply(event)
        return folding.state()


class _Part(Generic[_K, _V]):
    """One mapping of the state as the fold works on it: shared with the last state handed out until an event
    changes it, then a private copy (copied once, however many events change it before the next hand-out)."""

    __slots__ = ("own", "shared")

    def __init__(self, shared: Mapping[_K, _V]) -> None:
        self.shared = shared
        self.own: dict[_K, _V] | None = None

    @property
    def now(self) -> Mapping[_K, _V]:
        return self.shared if self.own is None else self.own

    def __getitem__(self, key: _K) -> _V:
        return self.now[key]

    def get(self, key: _K) -> _V | None:
        return self.now.get(key)

    def __contains__(self, key: _K) -> bool:
        return key in self.now

    def __setitem__(self, key: _K, value: _V) -> None:
        self.edit()[key] = value

    def pop(self, key: _K) -> _V:
        return self.edit().pop(key)

    def edit(self) -> dict[_K, _V]:
        if self.own is None:
            shared = self.shared
            self.own = shared.copy() if isinstance(shared, MappingProxyType | dict) else dict(shared)
        return self.own

    def hand_out(self) -> Mapping[_K, _V]:
        """Read-only from now on: the fold copies again before its next change."""
        if self.own is not None:
            self.shared, self.own = MappingProxyType(self.own), None
        return self.shared


class Folding:
    """The fold at work: events applied one by one to a working copy of a state, then a new state handed out.

    The parts an event does not touch are shared with the state it started from; a part it changes is copied
    the first time (so folding a whole log copies nothing, and one action copies only what it changed).
    """

    def __init__(self, start: TournamentState) -> None:
        self.id = start.id
        self.settings = start.settings
        self.clock = start.clock
        self.seq = start.seq
        self.eliminations = start.eliminations
        self.chips_removed = start.chips_removed
        self.players_left = start.players_left
        self.entries = start.entries
        self.rebuys = start.rebuys
        self.addons = start.addons
        self.last_player = start.last_player
        self.hand_for_hand = start.hand_for_hand
        self.races = start.races
        self.incidents = start.incidents
        self.players: NumberMapEdit[Player] = NumberMapEdit(NumberMap.of(start.players))
        self.payout_overrides: _Part[int, int] = _Part(start.payout_overrides)
        self.payouts_exact = start.payouts_exact
        self.bounties = start.bounties
        self.book_edit: BookEdit | None = None  # the bounties as this fold changes them (frozen when handed out)
        self.offered_by: _Part[int, tuple[int, ...]] = _Part(start.offered_by)
        self.offered_stacks: _Part[int, int] = _Part(start.offered_stacks)
        self.tables: _Part[int, Table] = _Part(start.tables)
        # The tables by count, kept as seats change when the state began with them (else made when first read).
        known = start._table_index
        self.table_index: TableIndexEdit | None = \
            None if known is None or known.tables is not start.tables else TableIndexEdit(known)
        self.seats: NumberMapEdit[tuple[int, int]] = NumberMapEdit(NumberMap.of(start.seats))
        self.left_seats: NumberMapEdit[tuple[int, int]] = NumberMapEdit(NumberMap.of(start.left_seats))
        self.house: _Part[str, Frozen] = _Part(start.house)
        self.hands: _Part[int, int] = _Part(start.hands)
        self.offered: _Part[int, tuple[int, int]] = _Part(start.offered)
        self.carryovers: _Part[int, FrozenObject] = _Part(start.carryovers)
        self.penalties: _Part[int, GivenPenalty] = _Part(start.penalties)
        self.tokens: _Part[int, str] = _Part(start.tokens)
        self.calls: _Part[int, FloorCall] = _Part(start.calls)
        self.announcement = start.announcement
        self.finished = start.finished
        self.reopened = start.reopened
        self.hits: NumberMapEdit[int] = NumberMapEdit(NumberMap.of(start.hits))
        self.busted_by: NumberMapEdit[tuple[tuple[int, ...], ...]] = NumberMapEdit(NumberMap.of(start.busted_by))
        self.deal = start.deal

    def book(self) -> BookEdit | None:
        """The bounties' book to change (None: a tournament without bounties)."""
        if self.bounties is None:
            return None
        if self.book_edit is None:
            self.book_edit = self.bounties.edit()
        return self.book_edit

    def state(self) -> TournamentState:
        """The tournament as folded so far (a new, read-only state; the folding may go on)."""
        if self.book_edit is not None:
            self.bounties, self.book_edit = self.book_edit.frozen(), None
        state = TournamentState(
            self.id, self.settings, self.clock, self.seq, self.players.hand_out(), self.eliminations,
            self.payout_overrides.hand_out(), self.chips_removed, self.players_left, self.entries, self.rebuys,
            self.addons, self.last_player, self.tables.hand_out(), self.seats.hand_out(), self.left_seats.hand_out(),
            self.hand_for_hand, self.house.hand_out(), self.races, self.hands.hand_out(), self.offered.hand_out(),
            self.carryovers.hand_out(), self.penalties.hand_out(), self.incidents, self.tokens.hand_out(),
            self.calls.hand_out(), self.payouts_exact, self.bounties, self.offered_by.hand_out(),
            announcement=self.announcement, hits=self.hits.hand_out(), busted_by=self.busted_by.hand_out(),
            offered_stacks=self.offered_stacks.hand_out(), finished=self.finished, reopened=self.reopened,
            deal=self.deal)
        if self.table_index is not None:
            object.__setattr__(state, "_table_index", self.table_index.hand_out(state.tables))
        return state

    def apply(self, event: Event) -> None:
        """Fold one event in. Events were checked when made (and when read); replay trusts them."""
        _fold(self, event)
        self.seq = event.seq

    # -- what the handlers share --------------------------------------------------------------
    def player(self, number: int) -> Player:
        return self.players[number]

    def put(self, player: Player) -> None:
        self.players[player.id] = player

    def sit(self, player: int, table: int, seat: int) -> None:
        tables = self.tables.edit()
        before = tables[table]
        tables[table] = before.seat(seat, player)
        self.seats[player] = (table, seat)
        if self.table_index is not None:
            self.table_index.recount(table, before.count, before.count + 1)

    def leave(self, player: int) -> None:
        table, seat = self.seats.pop(player)
        tables = self.tables.edit()
        before = tables[table]
        tables[table] = before.unseat(seat)
        if self.table_index is not None:
            self.table_index.recount(table, before.count, before.count - 1)


def created(tournament_id: int, event: Event) -> TournamentState:
    """The tournament as its creation event makes it."""
    body = event.data
    if not isinstance(body, Created):
        raise FloorError(Text("tournament {tournament_id} has no creation event",
                              tournament_id=tournament_id), code="broken-history")
    rule = body.settings.bounty
    return TournamentState(tournament_id, body.settings, Clock(body.structure), seq=event.seq,
                           bounties=None if rule is None else Bounties.opened(rule))


def replay(tournament_id: int, events: Iterable[Event]) -> TournamentState:
    """The state after the events, undone ones left out (see :func:`events.effective`)."""
    log = list(events)
    if not log or log[0].kind != ev.CREATED:
        raise FloorError(Text("tournament {tournament_id} has no creation event",
                              tournament_id=tournament_id), code="broken-history")
    folding = Folding(created(tournament_id, log[0]))
    for event in ev.effective(log)[1:]:
        folding.apply(event)
    folding.seq = log[-1].seq
    return folding.state()


# -- the handlers -----------------------------------------------------------------------------------------------

def _stack(p: Player, chips: int | None, counted_at: float | None, hands_since: int, bought_since: int) -> Player:
    """The player with another known stack (built field by field: the fold's busiest copy)."""
    return Player(p.id, p.name, p.nickname, p.member_id, p.entries, p.rebuys, p.addons, p.playing, p.place,
                  p.shared_with, chips, counted_at, hands_since, bought_since)


def _standing(p: Player, *, entries: int, playing: bool, place: int | None, shared_with: int, chips: int | None,
              counted_at: float | None) -> Player:
    """The player in or out of the tournament, the stack counted anew (or not known)."""
    return Player(p.id, p.name, p.nickname, p.member_id, entries, p.rebuys, p.addons, playing, place, shared_with,
                  chips, counted_at, 0, 0)


def _bought(player: Player, chips: int, *, rebuys: int = 0, addons: int = 0) -> Player:
    """A rebuy's or an add-on's chips join a known stack (the count plus them is still known)."""
    if player.chips is None:
        return player._replace(rebuys=player.rebuys + rebuys, addons=player.addons + addons)
    return player._replace(chips=player.chips + chips, bought_since=player.bought_since + 1,
                           rebuys=player.rebuys + rebuys, addons=player.addons + addons)


def _fold(f: Folding, e: Event) -> None:
    """Each kind's change (the kinds an action makes most often first)."""
    body = e.data
    match body:
        case Registered():
            _registered(f, body)
        case Eliminated():
            _eliminated(f, body, e.seq)
        case ChipsCounted():
            for pid, chips in body.counts.items():
                f.put(_stack(f.player(pid), chips, e.at, 0, 0))
        case ClockAction():
            _clock(f, body, e.at)
        case NextHand():
            _positions(f, body)
            if f.penalties.now:
                _serve(f, body.table, e.at)
        case HandRecorded():
            _hand_recorded(f, body)
        case HandCorrected():
            _hand_corrected(f, body)
        case Reentered():
            player = f.player(body.player)
            f.put(_standing(player, entries=player.entries + 1, playing=True, place=None, shared_with=1, chips=None,
                            counted_at=None))
            if (book := f.book()) is not None:
                book.entered(player.id)
            f.players_left += 1
            f.entries += 1
        case Rebought():
            f.put(_bought(f.player(body.player), f.settings.rebuy.chips if f.settings.rebuy else 0, rebuys=1))
            f.rebuys += 1
        case AddedOn():
            f.put(_bought(f.player(body.player), f.settings.addon.chips if f.settings.addon else 0, addons=1))
            f.addons += 1
        case Reinstated():
            _reinstated(f, body, e.at)
        case ChipsRemoved():
            f.chips_removed += body.chips
        case PayoutsSet():
            f.payout_overrides = _Part(MappingProxyType(dict(body.overrides)))
            f.payouts_exact = body.exact and bool(body.overrides)
        case StructureSet():
            f.clock = replace(f.clock.at(e.at), structure=body.structure)  # the clock keeps its place
        case SeatsDrawn():
            _seats_drawn(f, body)
        case PlayerSeated():
            f.sit(body.player, body.table, body.seat)
        case PlayerMoved():
            f.leave(body.player)
            f.sit(body.player, *body.to)
        case TableBroken():
            _table_broken(f, body)
        case ButtonSet():
            _positions(f, body)
        case ChipRaced():
            _chip_race(f, body)
        case HandForHand():
            f.hand_for_hand = body.on
        case HouseSet():
            f.house.edit().update(body.changes)
        case RulingMade():
            _ruling(f, body)
        case PenaltyGiven():
            _penalty_given(f, body, e)
        case PenaltyEnded():
            record = f.penalties.now[body.penalty]
            f.penalties.edit()[body.penalty] = replace(
                record, status="served" if body.served else "ended", ended_at=e.at, end_reason=body.reason,
                ended_by=e.author)
        case IncidentLogged():
            f.incidents = (*f.incidents, LoggedIncident(e.seq, e.at, e.author, body))
        case TokensIssued():
            tokens = f.tokens.now
            new = {player: token for player, token in body.tokens.items() if player not in tokens}
            if new:  # a token once given never changes
                f.tokens.edit().update(new)
        case FloorCalled():
            f.calls.edit()[e.seq] = FloorCall(e.seq, e.at, e.author, body.table, body.situation, body.note)
        case CallAnswered():
            f.calls.edit()[body.call] = replace(
                f.calls.now[body.call], answer=body.answer, row_id=body.row_id, answered_by=e.author, answered_at=e.at)
        case Announced():
            f.announcement = body.text
        case Finished():
            f.finished, f.reopened = True, False
        case Reopened():
            f.reopened = True
        case MemberLinked():
            f.put(f.player(body.player)._replace(member_id=body.member_id))
        case PlayerRenamed():
            f.put(f.player(body.player)._replace(name=body.name, nickname=body.nickname))
        case DealMade():
            f.deal = body
        case DealTakenBack():
            f.deal = None
        case SettingsChanged():
            f.settings = body.applied(f.settings)
            if "bounty" in body.changes:  # (only before the first entry: nothing is on anyone's head yet)
                f.bounties = None if f.settings.bounty is None else Bounties.opened(f.settings.bounty)
                f.book_edit = None
        case BountyDrawn():
            if (book := f.book()) is not None:
                book.drawn(body.knockout, body.player, body.amount, body.by_hand)
        case Created() | HandVoided() | DamageNoticed() | StandbyDropped():
            pass  # the creation is read by ``replay``; a voided hand is dealt again (no hand counted, the button
            # stays); a damage put on record, or the standby dropped, changes nothing the tournament holds
        case _:  # an Unknown body: a newer Floor's kind
            raise FloorError(Text("this database holds an event Floor does not know ({kind!r}): it was written by a "
                                  "newer Floor",
                                  kind=e.kind), code="unknown-event")


def _registered(f: Folding, body: Registered) -> None:
    f.put(Player(body.player, body.name, body.nickname, body.member_id, chips=None))
    f.players_left += 1
    f.entries += 1
    f.last_player = max(f.last_player, body.player)
    if (book := f.book()) is not None:
        book.entered(body.player)
    # A number freed by an undone registration and given again is a new person: the old token (and any
    # card printed with it) must not open the newcomer's page.
    if body.player in f.tokens:
        f.tokens.pop(body.player)


def _eliminated(f: Folding, body: Eliminated, seq: int) -> None:
    ids = body.players
    if (book := f.book()) is not None:
        for pid in ids:
            book.busted(seq, pid, body.busters(pid), f.players_left)
    places = body.places(f.players_left - len(ids) + 1)  # TDA Rule 12: the bigger starting stack higher
    f.players_left -= len(ids)
    if f.players_left == 1:
        f.reopened = False  # a winner again: closed again
    for pid in ids:
        by = body.busters(pid)
        f.busted_by[pid] = (*(f.busted_by.get(pid) or ()), by)
        for hitman in by:
            f.hits[hitman] = (f.hits.get(hitman) or 0) + 1
        player = f.player(pid)
        place, shared = places[pid]
        f.put(_standing(player, entries=player.entries, playing=False, place=place, shared_with=shared, chips=0,
                        counted_at=None))
        if pid in f.offered:
            f.offered.pop(pid)
        if pid in f.offered_by:
            f.offered_by.pop(pid)
        if pid in f.offered_stacks:
            f.offered_stacks.pop(pid)
        where = f.seats.get(pid)
        if where is not None:
            f.leave(pid)
            f.left_seats[pid] = where
    f.eliminations += 1


def _reinstated(f: Folding, body: Reinstated, at: float) -> None:
    counted = body.chips is not None  # back with a stack the floor gave: a count of its own
    if (book := f.book()) is not None:
        book.reinstated(body.player)
    _knockout_taken_back(f, body.player)
    player = f.player(body.player)
    player = _standing(player, entries=player.entries, playing=True, place=None, shared_with=1, chips=body.chips,
                       counted_at=at if counted else None)
    f.put(player)
    f.players_left += 1
    where = f.left_seats.get(player.id)  # back in the seat, if nobody took it meanwhile
    if where is not None:
        f.left_seats.pop(player.id)
        tables = f.tables.now
        if where[0] in tables and tables[where[0]].player_at(where[1]) is None:
            f.sit(player.id, *where)


def _knockout_taken_back(f: Folding, player: int) -> None:
    """The player's last bust was no knockout after all: its busters' hits go back."""
    busts = f.busted_by.get(player)
    if not busts:
        return
    if len(busts) > 1:
        f.busted_by[player] = busts[:-1]
    else:
        del f.busted_by[player]
    for hitman in busts[-1]:
        left = (f.hits.get(hitman) or 0) - 1
        if left > 0:
            f.hits[hitman] = left
        elif hitman in f.hits:
            del f.hits[hitman]


def _clock(f: Folding, body: ClockAction, at: float) -> None:
    clock = f.clock
    if body.action == "jump":
        assert body.index is not None  # read so
        f.clock = clock.jump(body.index, at)
    elif body.action == "adjust":
        assert body.seconds is not None
        f.clock = clock.adjust(body.seconds, at)
    else:
        f.clock = {"start": clock.start, "pause": clock.pause, "resume": clock.resume, "next": clock.next,
                   "previous": clock.previous}[body.action](at)


def _seats_drawn(f: Folding, body: SeatsDrawn) -> None:
    """A whole new seating: every table is replaced, nobody has a button until it is drawn."""
    tables = {n: Table(n, seats) for n, seats in body.tables.items()}
    f.tables = _Part(MappingProxyType(tables))
    f.table_index = None  # (made in one pass when first read: the draw itself reads none)
    f.seats = NumberMapEdit(NumberMap.of({p: (t.number, s) for t in tables.values() for s, p in enumerate(t.seats, 1)
                                          if p is not None}))
    f.left_seats = NumberMapEdit(NumberMap({}, 0))


def _table_broken(f: Folding, body: TableBroken) -> None:
    # The table index is changed once a table, not seat by seat: a broken table would pass through every count.
    index, f.table_index = f.table_index, None
    before = f.tables.now
    gone = [before[number] for number in body.broken]
    touched = {at: before[at].count for player, to, _ in body.moves for at in (f.seats[player][0], to)}
    for player, table, seat in body.moves:
        f.leave(player)
        f.sit(player, table, seat)
    tables = f.tables.edit()
    for number in body.broken:
        broken = tables.pop(number)
        for left in broken.seats:  # nobody should be left; a player left behind keeps no seat
            if left is not None and left in f.seats:
                f.seats.pop(left)
    if index is not None:
        for old in gone:
            index.remove(old)
        for number, count in touched.items():
            if number in tables:
                index.recount(number, count, tables[number].count)
        f.table_index = index


def _positions(f: Folding, body: TablePositions) -> None:
    """A button draw, a correction or the next hand: the table's positions, as recorded."""
    tables = f.tables.edit()
    tables[body.table] = tables[body.table].with_positions(body.positions)


def _chip_race(f: Folding, body: ChipRaced) -> None:
    f.chips_removed += body.removed_from_play
    if body.index is not None:  # races recorded before Floor kept the clock's place have no index
        f.races = f.races | {(body.table, body.index)}
    for pid, change in body.changes.items():
        player = f.player(pid)
        if player.chips is not None:
            f.put(_stack(player, player.chips + change, player.counted_at, player.hands_since, player.bought_since))


def _hand_recorded(f: Folding, body: HandRecorded) -> None:
    """Counts the table's hands; all-in seats that won nothing are offered to the floor as eliminations."""
    table = body.table
    f.hands.edit()[table] = f.hands.now.get(table, 0) + 1
    payouts = body.payouts
    for seat, put in body.contributions.items():  # the chips the hand moved: what each seat put in out, its share in
        number = body.players.get(seat)
        player = f.players.get(number) if number is not None else None
        if player is not None and player.chips is not None:
            f.put(_stack(player, player.chips + payouts.get(seat, 0) - put, player.counted_at, player.hands_since + 1,
                         player.bought_since))
    for seat in body.all_in:
        number = body.players.get(seat)
        if number is not None and not payouts.get(seat) and f.player(number).playing:
            f.offered.edit()[number] = (table, body.hand)
            f.offered_by.edit()[number] = body.busters(seat)
            f.offered_stacks.edit()[number] = body.contributions.get(seat, 0)  # all in: the stack it began with


def _hand_corrected(f: Folding, body: HandCorrected) -> None:
    """A confirmed hand corrected: each player's stack moves by the change the correction computed, and the hand's
    offers are made again from the corrected result (a player who now won something is no longer offered as out)."""
    for number, change in body.changes.items():
        player = f.players.get(number)
        if player is not None and player.chips is not None and change:
            f.put(_stack(player, player.chips + change, player.counted_at, player.hands_since, player.bought_since))
    for offered in [n for n, where in f.offered.now.items() if where == (body.table, body.hand)]:
        f.offered.pop(offered)
        if offered in f.offered_by:
            f.offered_by.pop(offered)
        if offered in f.offered_stacks:
            f.offered_stacks.pop(offered)
    payouts = body.payouts
    for seat in body.all_in:
        out = body.players.get(seat)
        if out is not None and not payouts.get(seat) and f.player(out).playing:
            f.offered.edit()[out] = (body.table, body.hand)
            f.offered_by.edit()[out] = body.busters(seat)
            f.offered_stacks.edit()[out] = body.contributions.get(seat, 0)


def _ruling(f: Folding, body: RulingMade) -> None:
    """A ruling changes only a table's carryover: DD-08 opens it, DD-09 closes or rolls it."""
    if body.table is None or body.carryover is Carry.KEEP:
        return
    if body.carryover is Carry.CLOSE:
        if body.table in f.carryovers.now:
            f.carryovers.edit().pop(body.table)
    else:
        f.carryovers.edit()[body.table] = body.carryover


def _penalty_given(f: Folding, body: PenaltyGiven, e: Event) -> None:
    """A penalty's record; missed hands run (after the hand in progress, PN-03), the others are given at once."""
    running = body.running
    f.penalties.edit()[e.seq] = GivenPenalty(e.seq, e.at, e.author, body, served=0,
                                             wait=1 if running and body.after_current_hand else 0,
                                             status="running" if running else "given",
                                             ended_at=None if running else e.at)


def _serve(f: Folding, table: int, at: float) -> None:
    """A hand ended at ``table``: each player on penalty there misses it (PN-04), his oldest penalty first."""
    serving: set[int] = set()
    seats = f.seats
    for number, record in list(f.penalties.now.items()):  # oldest first: a second penalty waits for the first
        where = seats.get(record.player)
        if record.status != "running" or where is None or where[0] != table:
            continue
        if record.wait:
            f.penalties.edit()[number] = replace(record, wait=record.wait - 1)  # the hand in progress (PN-03)
        elif record.player not in serving:
            serving.add(record.player)
            served = record.served + 1
            done = record.hands is not None and served >= record.hands
            f.penalties.edit()[number] = replace(record, served=served, status="served" if done else record.status,
                                                 ended_at=at if done else record.ended_at)


__all__ = ["Folding", "GivenPenalty", "LoggedIncident", "Player", "TournamentState", "created", "replay"]
