"""What the big-screen clock shows, as plain text fields: built from the tournament, no widgets.

The display widget only lays these out; every number comes from the tournament
functions, so what the screen says is what the command line says. The words are in the
desktop's language (floor/ui/common/language.py), built afresh each frame, so a switch shows at once.
"""

from __future__ import annotations

import bisect
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import overload

from floor.i18n.catalog import marked
from floor.i18n.collation import SortKey, sort_key
from floor.tournament import chips, chunks, prizes
from floor.tournament import events as ev
from floor.tournament.clock import BREAK_ENDS, BREAK_STARTS, COLOR_UP, LEVEL_UP, ONE_MINUTE, clock_text
from floor.tournament.describe import bounties as bounty_words
from floor.tournament.events import Event
from floor.tournament.finishes import finishes
from floor.tournament.notices import (
    BUBBLE,
    FINAL_TABLE,
    LATE_REGISTRATION_CLOSED,
    LATE_REGISTRATION_CLOSING,
    FieldWatch,
    notices,
)
from floor.tournament.ordinals import ordinal
from floor.tournament.records import PlayerMoved, PlayerSeated, SeatsDrawn, TableBroken
from floor.tournament.seating.order import RESORTED, Ordered, Seated, Spot
from floor.tournament.state import Player, TournamentState
from floor.tournament.structure import Break, Level
from floor.ui.common.language import current, number, spoken, tr

GAME_NAMES = {
    "holdem": marked("Games", "Hold'em"), "shortdeck": marked("Games", "Short Deck"),
    "omaha": marked("Games", "Omaha"), "omaha5": marked("Games", "5-Card Omaha"),
    "omaha-hilo": marked("Games", "Omaha Hi-Lo"), "stud": marked("Games", "Seven Card Stud"),
    "stud-hilo": marked("Games", "Stud Hi-Lo"), "razz": marked("Games", "Razz"),
    "stud5": marked("Games", "Five Card Stud"), "draw5": marked("Games", "Five Card Draw"),
    "draw27": marked("Games", "2-7 Draw"),
}


def game_name(game: str) -> str:
    """The game's name in the desktop's language (its id when Floor has no name for it)."""
    return tr("Games", GAME_NAMES[game]) if game in GAME_NAMES else game


def place_name(place: int) -> str:
    """A place as the payouts list shows it: 1st, 1-е, Locul 1."""
    return ordinal(place) if current() == "en" else tr("Board", "{place}.", place=place)


RECENT_MOVE_MINUTES = 10  # how long a move stays under "recent moves" on the big screen
MOVES_SHOWN = 12  # lines under "recent moves" at most (the screen shows as many as fit, the latest first)
_SEATING_KINDS = (ev.PLAYER_MOVED, ev.PLAYER_SEATED, ev.TABLE_BROKEN, ev.SEATS_DRAWN)
MOVE, BROKEN, FINAL, REDRAW = "move", "broken", "final", "redraw"


@dataclass(frozen=True, slots=True)
class Moved:
    """One line under "recent moves": a player's latest place (``MOVE``), or what reseated players: a table broken
    (``BROKEN``), the final table drawn (``FINAL``), every seat drawn again (``REDRAW``)."""

    name: str = ""  # the player (a MOVE)
    table: int = 0
    seat: int = 0
    kind: str = MOVE
    tables: tuple[int, ...] = ()  # the tables broken (a BROKEN)

    def where(self) -> str:
        """``→ table 3 seat 2`` for a move, empty for a line about the tables."""
        if self.kind != MOVE:
            return ""
        return tr("ClockDisplay", "→ table {table} seat {seat}", table=self.table, seat=self.seat)

    def headline(self) -> str:
        """The player's name, or what happened to the tables, in the language in use."""
        if self.kind == MOVE:
            return self.name
        if self.kind == FINAL:
            return tr("ClockDisplay", "Final table drawn")
        if self.kind == REDRAW:
            return tr("ClockDisplay", "All seats drawn again")
        if len(self.tables) == 1:
            return tr("ClockDisplay", "Table {table} broken", table=self.tables[0])
        return tr("ClockDisplay", "Tables {tables} broken", tables=", ".join(map(str, self.tables)))

    def line(self) -> str:
        """The whole line: ``Ana → table 3 seat 2`` or ``Table 5 broken``."""
        if self.kind != MOVE:
            return self.headline()
        return tr("ClockDisplay", "{name} → table {table} seat {seat}", name=self.name, table=self.table,
                  seat=self.seat)


@dataclass(frozen=True, slots=True)
class Seating:
    """The seating on the big screen: every seated player by name, and what changed seats in the last minutes."""

    seats: tuple[tuple[str, int, int], ...]  # (name, table, seat), sorted by name
    moves: tuple[Moved, ...]  # the latest first
    minutes: int = RECENT_MOVE_MINUTES

    @property
    def move_lines(self) -> tuple[str, ...]:
        """``Ana → table 3 seat 2``, ``Table 5 broken``: the latest first, in the language in use."""
        return tuple(move.line() for move in self.moves)


PANEL_ROWS = 10  # lines of a panel at most (the screen shows as many as fit; the seating's names turn pages)
LEADERS_SHOWN = 10
Standings = Callable[[], Sequence[tuple[str, int] | tuple[str, int, str]]]
"""A league's standings for the big screen: (name, points), best first, or (name, points, member) as the player pages
take them too (a provider the desk plugs in: floor.store.leagues.StandingsPanel)."""


@dataclass(frozen=True, slots=True)
class Panel:
    """One of the panels the side of the big screen takes turns showing: its key (floor.ui.clock.look), its
    heading and its lines (a name or a place at the left, a number at the right), in the language in use."""

    key: str
    title: str
    rows: Sequence[tuple[str, str]]  # a tuple, or the seating's lines made as they are read (SeatLines)

    @property
    def pages(self) -> int:
        """How many turns it takes to show every line, :data:`PANEL_ROWS` at a time."""
        return max(1, -(-len(self.rows) // PANEL_ROWS))

    def page(self, number: int) -> tuple[tuple[str, str], ...]:
        """The lines of one turn (``number`` wraps around)."""
        start = number % self.pages * PANEL_ROWS
        return tuple(self.rows[start:start + PANEL_ROWS])


@dataclass(frozen=True, slots=True)
class Board:
    """One frame of the clock display."""

    tournament: str
    title: str  # "LEVEL 7" or "BREAK"
    time: str  # "12:34"
    running: bool
    paused: bool
    started: bool
    blinds: str  # "300 / 600" (empty during a break)
    ante: str  # "Big-blind ante 600", "Ante 25" or ""
    game: str
    next_up: str  # "Next: 400 / 800, ante 800" or "Next: break" ...
    to_break: str  # "Break in 1:12:00" or ""
    color_up: str  # "Color-up: 25 chips" during a break with one
    players: str  # "38 / 120"
    average: str
    pool: str
    payouts: tuple[tuple[str, str], ...]  # ("1st", "2,565"), ...
    warning: bool  # the last minute of a level
    alert: str = ""  # a notice of the last few seconds: "ONE MINUTE LEFT", "LEVEL 5", "BREAK" ...
    alert_key: str = ""  # which notice (kind and time), so a sound plays once per notice
    seating: Seating | None = None  # when the floor puts the seating on the screen (the clock shrinks to a band)
    announcement: str = ""  # the floor's line, on a banner across the foot until it is cleared
    time_of_day: str = ""  # "21:47", the room's time
    panels: tuple[Panel, ...] = ()  # payouts, chip leaders, seating, standings: those with something to show
    bounties: str = ""  # "Bounties: 3,200 won · 6,000 on heads" in a bounty tournament
    chips: tuple[tuple[int, str], ...] = ()  # the set's chips still on the tables: (denomination, "#rrggbb")
    is_break: bool = False  # a break is on (the league's standings stay on the side: floor.ui.clock.look.panel_now)


def _amounts(level: Level) -> str:
    return f"{number(level.small_blind)} / {number(level.big_blind)}"


def _ante(level: Level) -> str:
    if level.ante_kind == "big-blind":
        return tr("Board", "Big-blind ante {ante}", ante=number(level.ante))
    if level.ante_kind == "ante":
        return tr("Board", "Ante {ante}", ante=number(level.ante))
    return ""


ALERT_SECONDS = 8.0  # how long a notice stays on the screen
ALERT_TEXT = {
    ONE_MINUTE: marked("Board", "ONE MINUTE LEFT"), LEVEL_UP: marked("Board", "LEVEL {level}"),
    BREAK_STARTS: marked("Board", "BREAK"), BREAK_ENDS: marked("Board", "BREAK IS OVER"),
    COLOR_UP: marked("Board", "COLOR-UP NOW"),
    LATE_REGISTRATION_CLOSING: marked("Board", "LATE REGISTRATION CLOSES IN ONE MINUTE"),
    LATE_REGISTRATION_CLOSED: marked("Board", "LATE REGISTRATION IS CLOSED"),
    BUBBLE: marked("Board", "BUBBLE"), FINAL_TABLE: marked("Board", "FINAL TABLE"),
}


def _alert(state: TournamentState, now: float, field: FieldWatch | None = None) -> tuple[str, str]:
    """The most recent notice of the last few seconds, as the banner shows it (the bubble and the final table
    with the screen's ``field`` watch)."""
    recent = [n for n in notices(state, now - ALERT_SECONDS, now, field) if n.kind in ALERT_TEXT]
    if not recent:
        return "", ""
    latest = recent[-1]
    return tr("Board", ALERT_TEXT[latest.kind], level=latest.level), f"{latest.kind}@{latest.at}"


def _reseated(e: Event) -> tuple[list[tuple[int, int, int]], Moved | None, bool]:
    """What one seating event did: (player, table, seat) for each new place, the line it earns of its own, and
    whether its places are listed one by one (not for a whole field drawn again: the names show where all sit)."""
    match e.data:
        case PlayerMoved(player=player, to=(table, seat)):
            return [(player, table, seat)], None, True
        case PlayerSeated(player=player, table=table, seat=seat):
            return [(player, table, seat)], None, True
        case TableBroken() as broken:
            spots = [(player, table, seat) for player, table, seat in broken.moves]
            return spots, Moved(kind=FINAL if broken.final else BROKEN, tables=broken.tables or (broken.table,)), True
        case SeatsDrawn() as drawn:
            spots = [(player, table, seat) for table, players in drawn.tables.items()
                     for seat, player in enumerate(players, 1) if player is not None]
            if drawn.method == "final":
                return spots, Moved(kind=FINAL), True
            return spots, (Moved(kind=REDRAW) if drawn.redraw else None), False
    return [], None, False


def seating_board(state: TournamentState, now: float, events: Iterable[Event], *,
                  minutes: int = RECENT_MOVE_MINUTES, shown: int = MOVES_SHOWN) -> Seating:
    """Who sits where, sorted by name as the language in use sorts names, and what changed seats in the last
    ``minutes`` (from ``events``, the latest history; undone events are left out), the latest first.

    What a player looks for is where he sits now and why: each player who moved is listed once, at his latest
    place (a move, a seat from a table broken or from the final-table draw), while he still sits there; a table
    broken, the final table drawn or every seat drawn again is a line of its own, above the places it gave.
    """
    spoken_in = current()  # names sort as the room's language sorts them: Ștefan among the S in Romanian, not after Z
    seats = seat_order(spoken_in).of(state)
    since = now - minutes * 60
    latest: dict[int, tuple[int, int, int, bool]] = {}  # player -> (event, table, seat, listed)
    lines: list[tuple[int, int, SortKey, Moved]] = []  # (event, 0 for its own line / 1 for a place, name, line)
    for index, e in enumerate(ev.effective([e for e in events if e.at >= since])):
        spots, line, listed = _reseated(e)
        for player, table, seat in spots:
            latest[player] = (index, table, seat, listed)
        if line is not None:
            lines.append((index, 0, sort_key("", spoken_in), line))
    for player, (index, table, seat, listed) in latest.items():
        if listed and player in state.players and state.seats.get(player) == (table, seat):
            name = state.players[player].label
            lines.append((index, 1, sort_key(name, spoken_in), Moved(name, table, seat)))
    lines.sort(key=lambda entry: (-entry[0], entry[1], entry[2]))
    return Seating(seats, tuple(entry[3] for entry in lines[:shown]), minutes)


def recent_seating_events(events: Iterable[Event], now: float, minutes: int = RECENT_MOVE_MINUTES) -> list[Event]:
    """The part of a history :func:`seating_board` reads: seat changes, undos and redos of the last ``minutes``."""
    since = now - minutes * 60
    return [e for e in events if e.at >= since and e.kind in (*_SEATING_KINDS, ev.UNDONE, ev.REDONE)]


_CACHE: dict[str, tuple[tuple[object, ...], tuple[tuple[str, str], ...]]] = {}


def _once(name: str, key: tuple[object, ...], rows: Callable[[], tuple[tuple[str, str], ...]]) -> tuple[
    tuple[str, str], ...]:
    """Lines made once for the parts of the state they are read from (the fold shares a part until an event changes
    it, so the very same objects mean the same lines) and the language: the board is asked four times a second, a
    field may be 10,000 players."""
    kept = _CACHE.get(name)
    if kept is None or len(kept[0]) != len(key) or any(a is not b for a, b in zip(kept[0], key, strict=True)):
        kept = (key, rows())
        _CACHE[name] = kept
    return kept[1]


class Stacks:
    """Every known stack of the players still in, biggest first (the lower number first among equal stacks), kept
    from frame to frame: a chip count moves only the stacks it changed (floor.tournament.chunks), so the chip
    leaders are the first few without a pass over the field. ``sorted`` counts the whole sorts (tests)."""

    def __init__(self) -> None:
        self.players: Mapping[int, Player] | None = None  # the players the order is up to date with
        self.keys: dict[int, tuple[int, int]] = {}  # player -> (-chips, player)
        self.order: list[tuple[int, int]] = []
        self.sorted = 0

    def top(self, state: TournamentState, count: int) -> list[int]:
        """The players with the ``count`` biggest stacks, biggest first."""
        players = state.players
        if players is not self.players:
            changed = None if self.players is None else chunks.changed(players, self.players)
            moved = None if changed is None else [(pid, self.keys.get(pid), _stack(state, pid)) for pid in changed]
            moved = None if moved is None else [(pid, old, new) for pid, old, new in moved if old != new]
            if moved is None or len(moved) > RESORTED:
                self.sorted += 1
                self.keys = {p.id: (-p.chips, p.id) for p in players.values() if p.playing and p.chips is not None}
                self.order = sorted(self.keys.values())
            for pid, old, new in moved or ():
                if old is not None:
                    del self.order[bisect.bisect_left(self.order, old)]
                    del self.keys[pid]
                if new is not None:
                    bisect.insort(self.order, new)
                    self.keys[pid] = new
            self.players = players
        return [pid for _, pid in self.order[:count]]


def _stack(state: TournamentState, pid: int) -> tuple[int, int] | None:
    p = state.players.get(pid)
    return None if p is None or not p.playing or p.chips is None else (-p.chips, pid)


STACKS = Stacks()  # (the big screens of the process show one tournament)


def _leaders(state: TournamentState) -> tuple[tuple[str, str], ...]:
    """The biggest known stacks of the players still in, biggest first (a stack never counted is not known)."""
    top = [state.players[pid] for pid in STACKS.top(state, LEADERS_SHOWN)]
    return tuple((p.label, number(p.chips or 0)) for p in top)


class SeatLines(Sequence[tuple[str, str]]):
    """The seating panel's lines, a name and its "table / seat", made as they are read (the screen shows a page of
    ten at a time), not for the whole field at every move; equal to the tuple of every line."""

    __slots__ = ("spots",)

    def __init__(self, spots: tuple[Spot, ...]) -> None:
        self.spots = spots

    def __len__(self) -> int:
        return len(self.spots)

    @overload
    def __getitem__(self, index: int) -> tuple[str, str]: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[tuple[str, str], ...]: ...

    def __getitem__(self, index: int | slice) -> tuple[str, str] | tuple[tuple[str, str], ...]:
        if isinstance(index, slice):
            return tuple((name, f"{table} / {seat}") for name, table, seat in self.spots[index])
        name, table, seat = self.spots[index]
        return name, f"{table} / {seat}"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, SeatLines):
            return self.spots == other.spots
        if isinstance(other, tuple | list):
            return len(other) == len(self) and tuple(self) == tuple(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return f"SeatLines({len(self.spots)} lines)"


def _same(spot: Spot) -> Spot:
    return spot


class SeatOrder:
    """Every seated player by name, as one language sorts names, kept from frame to frame (floor.tournament.seating
    .order: a frame after an action moves only the rows of the players it changed), so a chip count or a bust costs
    the big screen nothing like a sort of the field. A name's key is made once. ``sorted`` counts the whole sorts,
    ``moved`` the rows moved, ``worded`` the names collated (what tests count)."""

    def __init__(self, language: str) -> None:
        self.language = language
        self.keys: dict[str, SortKey] = {}
        self.seated = Seated()
        self.order: Ordered[SortKey, Spot] = Ordered(self.key, _same)
        self.shown: tuple[Spot, ...] = ()
        self.lines = SeatLines(())
        self.worded = 0

    @property
    def sorted(self) -> int:
        return self.order.sorted

    @property
    def moved(self) -> int:
        return self.order.moved

    def key(self, name: str) -> SortKey:
        known = self.keys.get(name)
        if known is None:
            self.worded += 1
            known = self.keys[name] = sort_key(name, self.language)
        return known

    def of(self, state: TournamentState) -> tuple[Spot, ...]:
        """(name, table, seat) of every seated player, sorted by name, then table and seat."""
        moves = self.seated.follow(state)
        if moves is None:
            self.order.fill(self.seated.spots.values())
        else:
            for _pid, old, new in moves:
                self.order.move(old, new)
        if moves is None or moves:
            self.shown = tuple(self.order.rows)
            self.lines = SeatLines(self.shown)
        return self.shown


_ORDERS: dict[str, SeatOrder] = {}


def seat_order(language: str) -> SeatOrder:
    """The seating in ``language``'s order, shared by every big screen of the process (they show one tournament)."""
    order = _ORDERS.get(language)
    if order is None:
        order = _ORDERS[language] = SeatOrder(language)
    return order


def _seats(state: TournamentState) -> SeatLines:
    """Every seated player by name (as the language in use sorts names) with "table / seat"."""
    order = seat_order(current())
    order.of(state)
    return order.lines


def panels(state: TournamentState, payouts: tuple[tuple[str, str], ...], standings: Standings | None) -> tuple[
        Panel, ...]:
    """Every panel that has lines to show now: the payouts, the chip leaders (once stacks are counted), the seating
    (once tables are drawn) and the league's standings (when a provider gives rows)."""
    language = sys.intern(current())
    found = [Panel("payouts", tr("Board", "PAYOUTS"), payouts),
             Panel("chip-leaders", tr("Board", "CHIP LEADERS"),
                   _once("leaders", (state.players, language), lambda: _leaders(state))),
             Panel("seating", tr("Board", "SEATING · TABLE / SEAT"),
                   _seats(state))]
    if standings is not None:
        found.append(Panel("standings", tr("Board", "LEAGUE STANDINGS"),
                           tuple((row[0], number(round(row[1]))) for row in standings()[:PANEL_ROWS])))
    return tuple(panel for panel in found if panel.rows)


def chips_in_play(state: TournamentState, now: float) -> tuple[tuple[int, str], ...]:
    """The chip set's chips not colored up yet at the breaks already begun before the clock's item (a break's own
    color-up still shows during it: the chips come off at its end); none without a chip set."""
    chip_set = state.settings.chip_set
    if chip_set is None:
        return ()
    items = state.structure.items[:state.clock.at(now).index]
    gone = {chip for item in items if isinstance(item, Break) for chip in item.color_up}
    return tuple((chip.denomination, chip.colour) for chip in chip_set.chips if chip.denomination not in gone)


def _payouts(state: TournamentState, sheet: prizes.Sheet, places_shown: int) -> tuple[tuple[str, str], ...]:
    """The payouts panel's rows: the sheet's places (a satellite's as seats); with a deal in force, the places it
    covers give way to each player in it with the amount agreed (the largest first) and what is left to play for,
    the prizes of record (the sheet's 1st, 2nd and 3rd are paid to nobody any more). Only the places shown are
    worded (a field of 30,000 pays 4,500)."""
    deal = state.deal
    worded = places_shown + (len(deal.amounts) if deal is not None else 0)
    rows = [(place_name(i), tr("Board", "Seat ({amount})", amount=number(amount)) if i <= sheet.seats
             else number(amount)) for i, amount in enumerate(sheet.amounts[:worded], start=1)]
    if deal is not None:
        agreed = sorted(deal.amounts.items(), key=lambda item: (-item[1], item[0]))
        dealt = [(state.players[p].label, number(amount)) for p, amount in agreed]
        if deal.play_for:
            dealt.append((tr("Board", "Left to play for"), number(deal.play_for)))
        rows = dealt + rows[len(agreed):]
    return tuple(rows[:places_shown])


def board(state: TournamentState, now: float, *, places_shown: int = 9, seating: Seating | None = None,
          standings: Standings | None = None, field: FieldWatch | None = None) -> Board:
    status = state.clock.status(now)
    clock = state.clock.at(now)
    level = status.blinds
    title = tr("Board", "BREAK") if status.is_break else tr("Board", "LEVEL {level}", level=status.level)
    if status.next_blinds is not None:
        coming = status.next_blinds
        if coming.ante_kind == "big-blind":
            next_up = tr("Board", "Next: {blinds}, big-blind ante {ante}", blinds=_amounts(coming),
                         ante=number(coming.ante))
        elif coming.ante_kind == "ante":
            next_up = tr("Board", "Next: {blinds}, ante {ante}", blinds=_amounts(coming), ante=number(coming.ante))
        else:
            next_up = tr("Board", "Next: {blinds}", blinds=_amounts(coming))
        if level is not None and coming.game != level.game:
            next_up += f" ({game_name(coming.game)})"
    else:
        next_up = tr("Board", "Final level")
    sheet = prizes.sheet(state)
    stats = chips.stats(state, now)
    alert, alert_key = _alert(state, now, field)
    winner = prizes.champion(state)
    if winner is not None:  # the tournament is over: the banner stays on the winner
        alert, alert_key = tr("Board", "{name} WINS", name=winner.label), f"winner@{winner.id}"
    shown = level or status.next_blinds
    frame = Board(
        tournament=state.settings.name,
        title=title,
        time=clock_text(round(status.remaining * 1000)),
        running=status.running,
        paused=status.paused,
        started=clock.started,
        blinds="" if level is None else _amounts(level),
        ante="" if level is None else _ante(level),
        game="" if shown is None else game_name(shown.game),
        next_up=next_up,
        to_break=("" if status.to_break is None or status.is_break
                  else tr("Board", "Break in {time}", time=clock_text(round(status.to_break * 1000)))),
        color_up=(tr("Board", "Color-up: {chips} chips", chips=", ".join(number(c) for c in status.color_up))
                  if status.color_up else ""),
        players=f"{number(stats.playing)} / {number(stats.entries)}",
        average=number(stats.average) if stats.playing else "-",
        pool=number(sheet.pool),
        payouts=_payouts(state, sheet, places_shown),
        warning=status.running and not status.is_break and 0 < status.remaining <= 60,
        alert=alert,
        alert_key=alert_key,
        seating=seating,
        announcement=state.announcement,
        time_of_day=datetime.fromtimestamp(now).strftime("%H:%M"),
        bounties=spoken(line) if (line := bounty_words.summary(state)) else "",
        chips=chips_in_play(state, now),
        is_break=status.is_break,
    )
    frame = replace(frame, panels=panels(state, frame.payouts, standings))
    if winner is None:
        return frame
    # The tournament is over: the clock's levels, breaks and color-ups no longer concern anyone in the room.
    # The big line carries what the winner is paid, the name under it (the banner names him too), and in a bounty
    # tournament the bounties the winner won (the winner screen left them out).
    won = finishes(state)[winner.id]
    bounty_line = tr("Board", "Bounties won: {amount}", amount=number(won.bounties)) if won.bounties else ""
    return replace(frame, title=tr("Board", "TOURNAMENT OVER"), time=number(won.prize) if won.prize else "-",
                   running=False, paused=False, blinds=winner.label, ante=bounty_line, game="", next_up="",
                   to_break="", color_up="", warning=False, chips=(), is_break=False)
