"""What the player pages may show, frozen at one moment: built by the room service as it follows the file, only read.

Nothing here is more than the public seating chart, the clock, the season's standings when the tournament
counts for a league, and each player's own line (found by the player's token). Times are seconds since the epoch;
the browser counts the clock down from ``remaining`` as of ``server_time``.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from types import MappingProxyType
from typing import Any

from floor.i18n.catalog import marked, translate
from floor.i18n.collation import SortKey, folded, sort_key
from floor.i18n.languages import DEFAULT, LANGUAGES
from floor.i18n.numbers import grouped
from floor.tournament import chips, chunks, prizes
from floor.tournament import events as ev
from floor.tournament.bounties import Bounties
from floor.tournament.chunks import NumberMap, NumberMapEdit
from floor.tournament.describe import bounties as bounty_words
from floor.tournament.describe.tables import GAMES
from floor.tournament.events import Event, TakeBack
from floor.tournament.finishes import Finish, finishes, finishes_of
from floor.tournament.ordinals import place
from floor.tournament.records import PlayerMoved, SeatsDrawn, TableBroken
from floor.tournament.seating.order import Ordered, Seated, Spot
from floor.tournament.state import Player, TournamentState
from floor.tournament.structure import Level
from floor.web.words import bounty_line, league_line, spoken, standing


@dataclass(frozen=True, slots=True)
class ClockView:
    tournament: str
    server_time: float
    level: int
    is_break: bool
    running: bool
    paused: bool  # started, then paused: the phones say PAUSED (a clock not yet started is neither)
    remaining: float  # seconds left in the level (or break) at server_time
    blinds: tuple[int, int] | None  # small and big blind, None during a break
    ante: tuple[str, int] | None  # ("ante" or "big-blind", amount)
    next_blinds: tuple[int, int] | None
    next_break: float | None  # seconds of play until the next break begins
    players_left: int
    entries: int
    average: int
    payouts: tuple[tuple[int, int], ...]  # (place, amount); the page reads them as "1st place", "5,000"
    game: str = ""  # the game of the level played (or next, during a break): the TV says it, as the big screen
    color_up: tuple[int, ...] = ()  # the chips colored up in this break
    pool: int = 0
    final: bool = False  # the last level of the structure: no "next"
    winner: str = ""  # the tournament is over: the winner's name
    announcement: str = ""  # the floor's line, on every page until it is cleared
    bounties: str = ""  # the bounties in one line (a Text: said in each page's language), "" without bounties

    def to_dict(self, language: str = DEFAULT) -> dict[str, Any]:
        """The clock for the page's script, its words and numbers in ``language``."""
        def n(value: int) -> str:
            return grouped(value, language)

        def blinds(pair: tuple[int, int] | None) -> str:
            return "" if pair is None else f"{n(pair[0])} / {n(pair[1])}"

        ante = ""
        if self.ante is not None:
            words = (marked("PlayerPage", "Big-blind ante {ante}") if self.ante[0] == "big-blind"
                     else marked("PlayerPage", "Ante {ante}"))
            ante = translate(language, "PlayerPage", words).format(ante=n(self.ante[1]))
        return {"tournament": self.tournament, "server_time": self.server_time, "level": self.level,
                "is_break": self.is_break, "running": self.running, "paused": self.paused,
                "remaining": self.remaining,
                "blinds": blinds(self.blinds), "ante": ante, "next_blinds": blinds(self.next_blinds),
                "next_break": self.next_break, "players_left": self.players_left, "entries": self.entries,
                "average": self.average,
                "payouts": _worded(language, self.payouts)[0],
                "game": spoken(language, GAMES[self.game]) if self.game in GAMES else self.game,
                "color_up": [n(chip) for chip in self.color_up], "pool": n(self.pool), "final": self.final,
                "winner": self.winner, "announcement": self.announcement,
                "bounties": spoken(language, self.bounties) if self.bounties else ""}


Payouts = tuple[tuple[int, int], ...]
_WORDED: dict[str, tuple[Payouts, list[list[str]], bytes]] = {}  # per language: the last payouts, worded, encoded


def _worded(language: str, payouts: Payouts) -> tuple[list[list[str]], bytes]:
    """The payouts as the page lists them ("1st place", "5,000") and encoded: made once per language and sheet, not
    per publish (a field of 30,000 pays 4,500 places), found by the tuple itself (the same object while the sheet is
    the same: :func:`_numbered`). Read only: the list is shared by every clock it is made for."""
    kept = _WORDED.get(language)
    if kept is not None and (kept[0] is payouts or kept[0] == payouts):
        return kept[1], kept[2]
    words = [[spoken(language, place(p)), grouped(amount, language)] for p, amount in payouts]
    made = _WORDED[language] = (payouts, words, _encoded(words))
    return made[1], made[2]


@dataclass(frozen=True, slots=True)
class Move:
    """The player's latest move (balancing, a broken table, a redraw): shown until the browser acknowledges it."""

    table: int
    seat: int
    at: float
    seq: int
    why: str  # "moved", "table-broken", "redraw"

    @property
    def key(self) -> str:
        """What the browser stores once the player has acknowledged this move."""
        return f"{self.seq}@{self.at}"

    def to_dict(self) -> dict[str, Any]:
        return {"table": self.table, "seat": self.seat, "at": self.at, "key": self.key, "why": self.why}


@dataclass(frozen=True, slots=True)
class PlayerView:
    name: str
    table: int | None
    seat: int | None
    status: str  # "playing", "out" or "winner"
    place: int | None
    prize: int
    move: Move | None
    bounty: int | None = None  # on the player's head (None: a tournament without bounties; 0 out, or a mystery's)
    bounties_won: int = 0
    member_id: str = ""  # the club's member id: the league finds the player by it (never sent to a page)
    registered: str = ""  # the name without the nickname: the league finds a player without an id by it ("": name)

    def to_dict(self, language: str = DEFAULT) -> dict[str, Any]:
        """The player's line; ``standing`` is the place and prize in ``language`` ("" while playing), ``bounties``
        their bounties ("" without)."""
        return {"name": self.name, "table": self.table, "seat": self.seat, "status": self.status,
                "place": self.place, "prize": self.prize, "standing": standing(language, self.status, self.place,
                                                                               self.prize),
                "bounty": self.bounty, "bounties_won": self.bounties_won,
                "bounties": bounty_line(language, self.bounty, self.bounties_won),
                "move": None if self.move is None else self.move.to_dict()}


def _encoded(data: object) -> bytes:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()


def token_digest(token: str) -> bytes:
    """What a token is looked up by: its SHA-256. A dict lookup on the digest takes the same time whatever
    prefix of a real token was guessed, so it leaks nothing (and costs a microsecond, not one compare per player)."""
    return hashlib.sha256(token.encode("utf-8", "replace")).digest()


Row = tuple[str, int, int, str]  # name, table, seat, search key


BLOCK = 256  # rows of the seating's JSON joined together


class Blocks:
    """A language's seating chart as JSON, row by row in blocks of about :data:`BLOCK` rows, each block joined once:
    a row taken out or put in joins its block again, not the 27,000 rows of a field of 30,000 (the chart is then
    the blocks joined, one copy of its bytes)."""

    def __init__(self, rows: list[bytes]) -> None:
        self.blocks = [rows[i:i + BLOCK] for i in range(0, len(rows), BLOCK)] or [[]]
        self.joined: list[bytes | None] = [None] * len(self.blocks)

    def _at(self, index: int) -> tuple[int, int]:
        """The block a row's index falls in and its index there (past the end: the end of the last block)."""
        for block, rows in enumerate(self.blocks):
            if index < len(rows):
                return block, index
            index -= len(rows)
        return len(self.blocks) - 1, len(self.blocks[-1]) + index

    def insert(self, index: int, row: bytes) -> None:
        block, at = self._at(index)
        rows = self.blocks[block]
        rows.insert(at, row)
        self.joined[block] = None
        if len(rows) > 2 * BLOCK:  # (split in two)
            self.blocks[block:block + 1] = [rows[:BLOCK], rows[BLOCK:]]
            self.joined[block:block + 1] = [None, None]

    def delete(self, index: int) -> None:
        block, at = self._at(index)
        del self.blocks[block][at]
        self.joined[block] = None
        if not self.blocks[block] and len(self.blocks) > 1:
            del self.blocks[block], self.joined[block]

    def json(self) -> bytes:
        """The chart's JSON: a list of rows."""
        for block, joined in enumerate(self.joined):
            if joined is None:
                self.joined[block] = b",".join(self.blocks[block])
        return b"[" + b",".join([joined for joined in self.joined if joined]) + b"]"


class Chart:
    """What a snapshot's standings are built from, carried from one publish to the next by the publishing thread
    (never read by a page): each player's row, line and token, and the seating chart in order in each language
    with its rows encoded, so that a publish after one action re-reads only the players that action changed
    (floor.tournament.chunks.changed: the entries the states do not share). A name's collation keys are made once.
    ``worded`` counts the names collated, ``relined`` the players' lines made again, ``sorted`` and ``finished``
    the whole charts sorted and the whole field's finishes read: what the tests count."""

    def __init__(self) -> None:
        self.state: TournamentState | None = None  # the state all below is up to date with
        self.seated = Seated()
        self.orders: dict[str, Ordered[SortKey, Row]] = {
            language: Ordered(partial(self.key, i), self.row) for i, language in enumerate(LANGUAGES)}
        self.encoded: dict[str, Blocks] = {language: Blocks([]) for language in LANGUAGES}  # beside each order's rows
        self.names: dict[str, tuple[tuple[SortKey, ...], str]] = {}  # name -> (a key per language, folded)
        self.moves: dict[int, Move] = {}
        self.draws = 0  # seat draws read so far (the first is no move)
        self.events = 0  # events read into ``moves``
        self.players: NumberMap[PlayerView] = NumberMap.of({})  # (an action's lines copy their chunks only)
        self.finishing: tuple[object, ...] = ()  # what every player's finish hangs on besides the player
        self.placed: dict[int, set[int]] = {}  # place -> the players out in it (a finish hangs on them too)
        self.digests: dict[bytes, int] = {}
        self.tokens: Mapping[int, str] = {}
        self.worded = 0
        self.relined = 0
        self.sorted = 0  # the charts sorted whole (a first publish, a redraw)
        self.finished = 0  # every player's finish read again (a bust, a new entry)

    def name(self, name: str) -> tuple[tuple[SortKey, ...], str]:
        known = self.names.get(name)
        if known is None:
            self.worded += 1
            known = self.names[name] = (tuple(sort_key(name, language) for language in LANGUAGES), folded(name))
        return known

    def key(self, language: int, name: str) -> SortKey:
        """Where a name sorts in the ``language``-th of LANGUAGES."""
        return self.name(name)[0][language]

    def row(self, spot: Spot) -> Row:
        """A seated player's row of the chart: name, table, seat and the name folded for the page's search."""
        return spot[0], spot[1], spot[2], self.name(spot[0])[1]


class Decoded(Mapping[str, tuple[Row, ...]]):
    """Each language's seating chart rows, read back from the JSON the pages are sent when asked (a dict view, the
    tests), not copied from the chart at every publish (27,000 rows in each language at a field of 30,000)."""

    def __init__(self, encoded: Mapping[str, bytes]) -> None:
        self.encoded = encoded
        self.made: dict[str, tuple[Row, ...]] = {}

    def __getitem__(self, language: str) -> tuple[Row, ...]:
        made = self.made.get(language)
        if made is None:
            made = self.made[language] = tuple((name, table, seat, fold)
                                               for name, table, seat, fold in json.loads(self.encoded[language]))
        return made

    def __iter__(self) -> Iterator[str]:
        return iter(self.encoded)

    def __len__(self) -> int:
        return len(self.encoded)


@dataclass(frozen=True, slots=True)
class Standings:
    """The part of a snapshot that changes only with an event: rebuilt when the tournament changed, else reused."""

    seq: int
    players: Mapping[int, PlayerView]
    by_digest: Mapping[bytes, int]  # token digest -> player id
    seating: Mapping[str, tuple[Row, ...]]  # per language: sorted by name as that language sorts
    seating_json: Mapping[str, bytes]  # per language, encoded once
    chart: Chart | None = field(default=None, compare=False, repr=False)  # what the next publish goes on from


LeagueRow = tuple[str, int] | tuple[str, int, str]
"""One standing of a season, best first, as the desk hands it: (name, points), or (name, points, member) with the
member the league knows the player by (``floor.clubs.league.Standing.member``: the member id, the name without
one). Rows of the first shape are found by name only."""

LEAGUE_ROWS = 30  # the standings a page lists (a player further down sees their own row under them)


@dataclass(frozen=True, slots=True)
class League:
    """The season's standings as the pages show them: indexed once per snapshot, so a player's own place is a
    lookup, and the rows listed encoded once per language (every poll of every player's page carries them)."""

    rows: tuple[LeagueRow, ...]
    by_member: Mapping[str, int]  # the key the league knows a player by -> index (rows that carry one)
    by_name: Mapping[str, int]  # name -> index (rows without a key, the first shape)
    listed: Mapping[str, bytes]  # per language: the first LEAGUE_ROWS rows, [place, name, points], encoded

    @classmethod
    def of(cls, rows: Sequence[LeagueRow]) -> League:
        by_member: dict[str, int] = {}
        by_name: dict[str, int] = {}
        for i, row in enumerate(rows):
            if len(row) == 3:
                by_member.setdefault(row[2], i)
            else:
                by_name.setdefault(row[0], i)
        kept = tuple(rows)
        listed = {language: _encoded([_league_row(kept, i, language) for i in range(min(LEAGUE_ROWS, len(kept)))])
                  for language in LANGUAGES} if kept else {}
        return cls(kept, MappingProxyType(by_member), MappingProxyType(by_name), MappingProxyType(listed))

    def index_of(self, player: PlayerView) -> int | None:
        """Where the player stands (0 first): by their member id when they have one, else by name, as the league
        counts them (floor.clubs.league); a row handed without a key is found by its name. None: not listed yet."""
        name = player.registered or player.name
        found = self.by_member.get(player.member_id or name)
        return found if found is not None else self.by_name.get(name)

    def own(self, player: PlayerView, language: str = DEFAULT) -> dict[str, Any]:
        """The player's own season: the line, the index of their row among those listed (None when they are not
        among them) and their own row when it is further down (else None)."""
        found = self.index_of(player)
        line = league_line(language, None if found is None else found + 1, len(self.rows),
                           0 if found is None else self.rows[found][1])
        further = found is not None and found >= LEAGUE_ROWS
        return {"line": line, "me": None if found is None or further else found,
                "own": _league_row(self.rows, found, language) if found is not None and further else None}

    def for_player(self, player: PlayerView, language: str = DEFAULT) -> dict[str, Any] | None:
        """What the player's page shows of the season: :meth:`own` and the rows listed; None without a league."""
        if not self.rows:
            return None
        return {**self.own(player, language),
                "rows": [_league_row(self.rows, i, language) for i in range(min(LEAGUE_ROWS, len(self.rows)))]}

    def lobby(self, language: str = DEFAULT) -> dict[str, Any] | None:
        """What the lobby shows of the season: the rows listed, no line and no row of anyone's own."""
        if not self.rows:
            return None
        return {"line": "", "me": None, "own": None,
                "rows": [_league_row(self.rows, i, language) for i in range(min(LEAGUE_ROWS, len(self.rows)))]}

    def lobby_json(self, language: str = DEFAULT) -> bytes:
        """:meth:`lobby` encoded, with the rows encoded once (``null`` without a league)."""
        if not self.rows:
            return b"null"
        return b'{"line":"","me":null,"own":null,"rows":' + self.listed[language] + b"}"

    def player_json(self, player: PlayerView, language: str = DEFAULT) -> bytes:
        """:meth:`for_player` encoded, with the rows encoded once for every page (``null`` without a league)."""
        if not self.rows:
            return b"null"
        return _encoded(self.own(player, language))[:-1] + b',"rows":' + self.listed[language] + b"}"


def _league_row(rows: Sequence[LeagueRow], index: int, language: str) -> list[str]:
    """A row as the pages list it: the place, the name, the points (grouped as ``language`` writes numbers)."""
    return [grouped(index + 1, language), rows[index][0], grouped(rows[index][1], language)]


NO_LEAGUE = League.of(())


@dataclass(frozen=True, slots=True)
class PublicSnapshot:
    clock: ClockView
    standings: Standings
    clock_json: Mapping[str, bytes]  # per language, encoded once here on the publishing thread: every poll carries it
    league: tuple[LeagueRow, ...] = ()  # the season's standings, best first, when the tournament counts for one
    season: League = field(default=NO_LEAGUE)  # ``league`` indexed for the player pages (made from it if not given)

    def __post_init__(self) -> None:
        if self.season.rows is not self.league and self.season.rows != self.league:
            object.__setattr__(self, "season", League.of(self.league))

    @property
    def players(self) -> Mapping[int, PlayerView]:
        return self.standings.players

    def seating(self, language: str = DEFAULT) -> tuple[Row, ...]:
        """The public seating chart as ``language`` sorts names, each row with its search key."""
        return self.standings.seating[language]

    def player_of(self, token: str) -> int | None:
        return self.standings.by_digest.get(token_digest(token))

    def player_json(self, player: int, language: str = DEFAULT) -> bytes:
        clock = self.clock_json[language]
        mine = self.players[player]
        return (b'{"clock":' + clock + b',"player":' + _encoded(mine.to_dict(language)) + b',"league":'
                + self.season.player_json(mine, language) + b"}")

    def lobby_json(self, language: str = DEFAULT) -> bytes:
        """The lobby's JSON: the seating chart of the whole field copied once (joined, not added piece by piece)."""
        return b"".join((b'{"clock":', self.clock_json[language], b',"seating":', self.standings.seating_json[language],
                         b',"league":', self.season.lobby_json(language), b"}"))

    def player_dict(self, player: int, language: str = DEFAULT) -> dict[str, Any]:
        mine = self.players[player]
        return {"clock": self.clock.to_dict(language), "player": mine.to_dict(language),
                "league": self.season.for_player(mine, language)}

    def lobby_dict(self, language: str = DEFAULT) -> dict[str, Any]:
        return {"clock": self.clock.to_dict(language), "seating": [list(row) for row in self.seating(language)],
                "league": self.season.lobby(language)}


def _blinds(level: Level | None) -> tuple[int, int] | None:
    return None if level is None else (level.small_blind, level.big_blind)


def _ante(level: Level | None) -> tuple[str, int] | None:
    if level is None or level.ante_kind not in ("big-blind", "ante"):
        return None
    return level.ante_kind, level.ante


_NUMBERED: list[tuple[tuple[int, ...], tuple[tuple[int, int], ...]]] = []  # the last sheet's amounts, numbered


def _numbered(amounts: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """(place, amount) of a sheet's amounts: the very same tuple while the sheet is the same (a field of 30,000 pays
    4,500 places: the payouts are numbered, worded and encoded once per sheet, found by identity, not by a hash of
    4,500 pairs at every publish)."""
    kept = _NUMBERED[0] if _NUMBERED else None
    if kept is not None and kept[0] is amounts:
        return kept[1]
    made = tuple(enumerate(amounts, start=1))
    _NUMBERED[:] = [(amounts, made)]
    return made


def clock_view(state: TournamentState, now: float) -> ClockView:
    status = state.clock.status(now)
    stats = chips.stats(state, now)
    sheet = prizes.sheet(state)
    shown = status.blinds or status.next_blinds
    winner = prizes.champion(state)
    return ClockView(
        tournament=state.settings.name, server_time=now, level=status.level, is_break=status.is_break,
        running=status.running, paused=status.paused, remaining=round(status.remaining, 3),
        blinds=_blinds(status.blinds),
        ante=_ante(status.blinds), next_blinds=_blinds(status.next_blinds),
        next_break=None if status.to_break is None else round(status.to_break, 3),
        players_left=stats.playing, entries=stats.entries, average=stats.average if stats.playing else 0,
        payouts=_numbered(sheet.amounts),
        game=shown.game if shown is not None else "", color_up=tuple(status.color_up), pool=sheet.pool,
        final=status.next_blinds is None and not status.is_break, winner=winner.label if winner is not None else "",
        announcement=state.announcement, bounties=bounty_words.summary(state) or "")


def latest_moves(events: Iterable[Event]) -> dict[int, Move]:
    """Each player's latest move, from the history (undone moves left out). The opening draw is no move."""
    moves: dict[int, Move] = {}
    _moves_of(ev.effective(list(events)), moves, 0)
    return moves


def standings(state: TournamentState, events: Iterable[Event] = (), previous: Standings | None = None) -> Standings:
    """Every player's line and the public seating chart, as of the state's last event. With the ``previous``
    standings (of an earlier state of the same tournament, built by this thread), only the players an event changed
    are read again: their rows move in the charts, their lines are made again (everyone's when a prize, a place or a
    bounty may have moved), the rest is shared."""
    log = events if isinstance(events, list) else list(events)
    chart = previous.chart if previous is not None else None
    if chart is None or chart.state is None or chart.state.id != state.id or chart.events > len(log) \
            or previous is None or chart.state.seq != previous.seq:
        chart = Chart()
    changed = _changed(chart.state, state)
    if changed is not None and chart.state is not None and chart.state.tokens is not state.tokens:
        changed |= chart.state.tokens.keys() ^ state.tokens.keys()  # (a page issued: a new line)
    _follow_moves(chart, log)
    seated = _chart(chart, state)
    players = _lines(chart, state, changed)
    digests = _digests(chart, state, players)
    chart.state = state
    if not seated and previous is not None:  # (no one sat down, stood up or changed names: the chart as it was)
        seating, seating_json = previous.seating, previous.seating_json
    else:
        seating_json = MappingProxyType({language: chart.encoded[language].json() for language in LANGUAGES})
        seating = Decoded(seating_json)
    return Standings(state.seq, players, MappingProxyType(digests), seating, seating_json, chart)


def _changed(before: TournamentState | None, now: TournamentState) -> set[int] | None:
    """The players whose row, line or token an event may have changed between the two states (None: any)."""
    if before is None:
        return None
    found: set[int] = set()
    for part in ("players", "seats"):
        old, new = getattr(before, part), getattr(now, part)
        if old is new:
            continue
        parts = chunks.changed(new, old)
        if parts is None:
            return None
        found |= parts
    return found


def _follow_moves(chart: Chart, log: list[Event]) -> None:
    """Each player's latest move, topped up with the events after those read (read again from the start when an
    undo or a redo came: it changes what is in force)."""
    fresh = log[chart.events:]
    if any(isinstance(e.data, TakeBack) for e in fresh):
        chart.moves, chart.draws, chart.events = {}, 0, 0
        fresh = log
    effective = ev.effective(log) if fresh is log else fresh
    chart.draws = _moves_of(effective, chart.moves, chart.draws)
    chart.events = len(log)


def _moves_of(events: Iterable[Event], moves: dict[int, Move], draws: int) -> int:
    """``moves`` topped up with those of ``events`` (all in force); the seat draws counted so far are returned."""
    for e in events:
        body = e.data
        spots: list[tuple[int, int, int]]
        if isinstance(body, PlayerMoved):
            spots, why = [(body.player, *body.to)], "moved"
        elif isinstance(body, TableBroken):
            spots, why = list(body.moves), "table-broken"
        elif isinstance(body, SeatsDrawn):
            draws += 1
            if draws == 1:
                continue
            spots = [(player, table, seat) for table, seats in body.tables.items()
                     for seat, player in enumerate(seats, 1) if player is not None]
            why = "redraw"
        else:
            continue
        for player, table, seat in spots:
            moves[player] = Move(table, seat, e.at, e.seq, why)
    return draws


def _chart(chart: Chart, state: TournamentState) -> bool:
    """The seating chart's rows in each language's order, only the rows of the players an action changed moved
    (floor.tournament.seating.order), each row's JSON kept beside it; whether any row moved."""
    moves = chart.seated.follow(state)
    if moves is None:
        chart.sorted += 1
        made: dict[Row, bytes] = {}  # (each row encoded once, whatever the languages)
        for language, order in chart.orders.items():
            order.fill(chart.seated.spots.values())
            chart.encoded[language] = Blocks([made.get(row) or made.setdefault(row, _encoded(list(row)))
                                              for row in order.rows])
        return True
    for _pid, old, new in moves:
        for language, order in chart.orders.items():
            gone, came = order.move(old, new)
            encoded = chart.encoded[language]
            if gone is not None:
                encoded.delete(gone)
            if came is not None:
                encoded.insert(came, _encoded(list(order.rows[came])))
    return bool(moves)


def _finishing(state: TournamentState) -> tuple[object, ...]:
    """What a player's finish hangs on besides the records of the player and of those out in the same hand: the
    prizes, the winner, the bounties, the deal (while these are the same, a finish changes only with them)."""
    winner = prizes.champion(state)
    return prizes.sheet(state), None if winner is None else winner.id, state.bounties, state.deal


def _line(state: TournamentState, pid: int, f: Finish, move: Move | None) -> PlayerView:
    book = state.bounties
    spot = state.seats.get(pid)
    if move is not None and spot != (move.table, move.seat):
        move = None  # moved again since (by hand, a reinstatement) or out: no banner
    status = "winner" if f.won else "playing" if f.playing else "out"
    head = None if book is None else (book.heads.get(pid, 0) if status == "playing" else 0)
    return PlayerView(f.player.label, None if spot is None else spot[0], None if spot is None else spot[1], status,
                      f.place, f.prize, move, head, f.bounties, f.player.member_id, f.player.name)


def _out_at(player: Player | None) -> int | None:
    """The place a player out finished in (None: playing, or no such player)."""
    return None if player is None or player.playing or player.place is None else player.place


def _lines(chart: Chart, state: TournamentState, changed: set[int] | None) -> NumberMap[PlayerView]:
    """Every player's line: made again only for the ``changed`` players, and those whose bounty on their head or
    bounties won changed, while every other finish hangs on the same prizes and deal and no one has won (a bust, a
    chip count, a move, a token issued): their finishes worked out with those out in the same place
    (floor.tournament.finishes.finishes_of), the others' lines kept; else all of them (a new entry moves the
    prizes, a deal, the winner: every line)."""
    finishing = _finishing(state)
    before = chart.state
    kept = chart.finishing
    if changed is None or before is None or finishing[1] is not None or not kept or kept[1] is not None \
            or finishing[0] != kept[0] or finishing[3] != kept[3]:
        return _all_lines(chart, state, finishing)
    booked = _book_changed(kept[2], finishing[2])  # (a bust's bounty: its players' heads and winnings)
    if booked is None:
        return _all_lines(chart, state, finishing)
    worked = booked  # the players whose finish may have moved, and those sharing a place with them
    for pid in changed:
        old, new = before.players.get(pid), state.players.get(pid)
        if _same_finish(old, new) and (pid in chart.players or pid not in state.tokens):
            continue
        worked.add(pid)
        if (was := _out_at(old)) is not None:
            chart.placed.get(was, set()).discard(pid)
        if (now := _out_at(new)) is not None:
            chart.placed.setdefault(now, set()).add(pid)
    shared = {_out_at(state.players.get(pid)) for pid in worked} | {_out_at(before.players.get(pid)) for pid in worked}
    for at in shared:
        if at is not None:
            worked |= chart.placed.get(at, set())
    found = finishes_of(state, worked) if worked else {}
    players: NumberMapEdit[PlayerView] | None = None  # (made at the first line that changed)
    for pid in changed | worked:
        view = chart.players.get(pid)
        player = state.players.get(pid)
        if player is None or pid not in state.tokens:
            if view is not None:
                players = NumberMapEdit(chart.players) if players is None else players
                del players[pid]
            continue
        chart.relined += 1
        f = found.get(pid)
        if f is not None:
            line = _line(state, pid, f, chart.moves.get(pid))
            if line != view:
                players = NumberMapEdit(chart.players) if players is None else players
                players[pid] = line
            continue
        assert view is not None  # (a player without a line is among those worked out)
        spot = state.seats.get(pid)
        move = chart.moves.get(pid)
        if move is not None and spot != (move.table, move.seat):
            move = None
        table, seat = (None, None) if spot is None else spot
        if (view.name, view.table, view.seat, view.move, view.member_id, view.registered) != (
                player.label, table, seat, move, player.member_id, player.name):
            players = NumberMapEdit(chart.players) if players is None else players
            players[pid] = replace(view, name=player.label, table=table, seat=seat, move=move,
                                   member_id=player.member_id, registered=player.name)
    chart.players = chart.players if players is None else players.hand_out()
    chart.finishing = finishing
    return chart.players


def _book_changed(before: object, now: object) -> set[int] | None:
    """The players whose bounty on their head or bounties won differ between two states' books (an empty set: the
    same book, or none); None when one has no book or the rule changed (every line)."""
    if before is now:
        return set()
    if not isinstance(before, Bounties) or not isinstance(now, Bounties) or before.rule != now.rule:
        return None
    found: set[int] = set()
    for old, new in ((before.heads, now.heads), (before.won, now.won)):
        if old is not new:
            found.update(pid for pid, amount in new.items() if old.get(pid) != amount)
            found.update(pid for pid in old if pid not in new)
    return found


def _all_lines(chart: Chart, state: TournamentState, finishing: tuple[object, ...]) -> NumberMap[PlayerView]:
    """Every player's line made again from every finish, and who is out in each place (for the next publish)."""
    finished = finishes(state)
    chart.finished += 1
    players: dict[int, PlayerView] = {}
    for pid in state.tokens:
        f = finished.get(pid)
        if f is not None:
            chart.relined += 1
            players[pid] = _line(state, pid, f, chart.moves.get(pid))
    placed: dict[int, set[int]] = {}
    for p in state.players.values():
        if (place := _out_at(p)) is not None:
            placed.setdefault(place, set()).add(p.id)
    chart.players, chart.finishing, chart.placed = NumberMap.of(players), finishing, placed
    return chart.players


def _same_finish(before: object, now: object) -> bool:
    """Whether a player's own record changed nothing of the finish: the same place, shared alike, still playing
    or not (a chip count, a seat, a name)."""
    return before is not None and now is not None and all(
        getattr(before, name) == getattr(now, name) for name in ("playing", "place", "shared_with", "id"))


def _digests(chart: Chart, state: TournamentState, players: Mapping[int, PlayerView]) -> dict[bytes, int]:
    """The players' pages by their token's digest, hashed again only for the tokens issued since."""
    tokens = state.tokens
    if tokens is not chart.tokens:
        digests = {digest: pid for digest, pid in chart.digests.items() if chart.tokens.get(pid) == tokens.get(pid)}
        for pid, token in tokens.items():
            if chart.tokens.get(pid) != token:
                digests[token_digest(token)] = pid
        chart.digests, chart.tokens = digests, tokens
    if len(chart.digests) == len(players):
        return chart.digests  # (replaced, never changed, when tokens are issued)
    return {digest: pid for digest, pid in chart.digests.items() if pid in players}


def build(state: TournamentState, now: float, events: Iterable[Event] = (),
          previous: PublicSnapshot | None = None, league: Sequence[LeagueRow] = ()) -> PublicSnapshot:
    """The public snapshot of the tournament at ``now``; ``events`` (its history) give the latest moves. With the
    ``previous`` snapshot of the same event count, only the clock is new (the standings are reused). ``league``:
    the season's standings the lobby lists and each player's page finds its player in (indexed again only when
    they changed)."""
    if previous is not None and previous.standings.seq == state.seq:
        kept = previous.standings
    else:
        kept = standings(state, events, previous.standings if previous is not None else None)
    clock = clock_view(state, now)
    rows = tuple(league)
    season = previous.season if previous is not None and previous.league == rows else League.of(rows)
    return PublicSnapshot(clock, kept, MappingProxyType({language: _clock_json(clock, language)
                                                        for language in LANGUAGES}), season.rows, season)


_PAYOUTS = b'"payouts":null'  # (no string in the clock can hold it: a quote inside one is escaped)


def _clock_json(clock: ClockView, language: str) -> bytes:
    """``clock.to_dict(language)`` encoded, its payouts encoded once per sheet and language (4,500 places at a
    field of 30,000), not at every publish."""
    words = clock.to_dict(language)
    words["payouts"] = None
    encoded = _encoded(words)
    at = encoded.index(_PAYOUTS)
    return encoded[:at] + b'"payouts":' + _worded(language, clock.payouts)[1] + encoded[at + len(_PAYOUTS):]
