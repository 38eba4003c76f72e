"""What the player pages may show, frozen at one moment: built by the room service as it follows the file, only read.

Nothing here is more than the public seating chart, the clock, the season's standings when the tournament
counts for a league, and each player's own line (found by the player's token). Times are seconds since the epoch;
the browser counts the clock down from ``remaining`` as of ``server_time``.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from floor.i18n.catalog import marked, translate
from floor.i18n.collation import folded, sort_key
from floor.i18n.languages import DEFAULT, LANGUAGES
from floor.i18n.numbers import grouped
from floor.tournament import chips, prizes
from floor.tournament import events as ev
from floor.tournament.describe import bounties as bounty_words
from floor.tournament.describe.tables import GAMES
from floor.tournament.events import Event
from floor.tournament.finishes import finishes
from floor.tournament.ordinals import place
from floor.tournament.records import PlayerMoved, SeatsDrawn, TableBroken
from floor.tournament.state import TournamentState
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
                "payouts": [[spoken(language, place(p)), n(amount)] for p, amount in self.payouts],
                "game": spoken(language, GAMES[self.game]) if self.game in GAMES else self.game,
                "color_up": [n(chip) for chip in self.color_up], "pool": n(self.pool), "final": self.final,
                "winner": self.winner, "announcement": self.announcement,
                "bounties": spoken(language, self.bounties) if self.bounties else ""}


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


@dataclass(frozen=True, slots=True)
class Standings:
    """The part of a snapshot that changes only with an event: rebuilt when the tournament changed, else reused."""

    seq: int
    players: Mapping[int, PlayerView]
    by_digest: Mapping[bytes, int]  # token digest -> player id
    seating: Mapping[str, tuple[Row, ...]]  # per language: sorted by name as that language sorts
    seating_json: Mapping[str, bytes]  # per language, encoded once


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
        return (b'{"clock":' + self.clock_json[language] + b',"seating":' + self.standings.seating_json[language]
                + b',"league":' + self.season.lobby_json(language) + b"}")

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
        payouts=tuple(enumerate(sheet.amounts, start=1)),
        game=shown.game if shown is not None else "", color_up=tuple(status.color_up), pool=sheet.pool,
        final=status.next_blinds is None and not status.is_break, winner=winner.label if winner is not None else "",
        announcement=state.announcement, bounties=bounty_words.summary(state) or "")


def latest_moves(events: Iterable[Event]) -> dict[int, Move]:
    """Each player's latest move, from the history (undone moves left out). The opening draw is no move."""
    moves: dict[int, Move] = {}
    draws = 0
    for e in ev.effective(list(events)):
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
    return moves


def standings(state: TournamentState, events: Iterable[Event] = ()) -> Standings:
    """Every player's line and the public seating chart, as of the state's last event."""
    moves = latest_moves(events)
    finished = finishes(state)
    book = state.bounties
    players: dict[int, PlayerView] = {}
    for pid in state.tokens:
        f = finished.get(pid)
        if f is None:
            continue
        spot = state.seats.get(pid)
        move = moves.get(pid)
        if move is not None and spot != (move.table, move.seat):
            move = None  # moved again since (by hand, a reinstatement) or out: no banner
        status = "winner" if f.won else "playing" if f.playing else "out"
        head = None if book is None else (book.heads.get(pid, 0) if status == "playing" else 0)
        players[pid] = PlayerView(f.player.label, None if spot is None else spot[0],
                                  None if spot is None else spot[1], status, f.place, f.prize, move, head,
                                  f.bounties, f.player.member_id, f.player.name)
    rows = [(state.players[p].label, table, seat) for p, (table, seat) in state.seats.items() if p in state.players]
    seating = {language: _seating(rows, language) for language in LANGUAGES}
    digests = {token_digest(token): pid for pid, token in state.tokens.items() if pid in players}
    return Standings(state.seq, MappingProxyType(players), MappingProxyType(digests), MappingProxyType(seating),
                     MappingProxyType({language: _encoded([list(row) for row in chart])
                                       for language, chart in seating.items()}))


def _seating(rows: Iterable[tuple[str, int, int]], language: str) -> tuple[Row, ...]:
    """(name, table, seat, search key) sorted by name as ``language`` sorts it; the page's script searches the
    key with what is typed folded the same way (floor.i18n.collation)."""
    ordered = sorted(rows, key=lambda row: (sort_key(row[0], language), row[1], row[2]))
    return tuple((name, table, seat, folded(name)) for name, table, seat in ordered)


def build(state: TournamentState, now: float, events: Iterable[Event] = (),
          previous: PublicSnapshot | None = None, league: Sequence[LeagueRow] = ()) -> PublicSnapshot:
    """The public snapshot of the tournament at ``now``; ``events`` (its history) give the latest moves. With the
    ``previous`` snapshot of the same event count, only the clock is new (the standings are reused). ``league``:
    the season's standings the lobby lists and each player's page finds its player in (indexed again only when
    they changed)."""
    if previous is not None and previous.standings.seq == state.seq:
        kept = previous.standings
    else:
        kept = standings(state, events)
    clock = clock_view(state, now)
    rows = tuple(league)
    season = previous.season if previous is not None and previous.league == rows else League.of(rows)
    return PublicSnapshot(clock, kept, MappingProxyType({language: _encoded(clock.to_dict(language))
                                                        for language in LANGUAGES}), season.rows, season)
