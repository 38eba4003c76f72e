"""What the big-screen clock shows, as plain text fields: built from the tournament, no Qt.

The display widget only lays these out; every number comes from the tournament
functions, so what the screen says is what the command line says.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from floor.tournament import chips, prizes
from floor.tournament import events as ev
from floor.tournament.clock import BREAK_ENDS, BREAK_STARTS, COLOR_UP, LEVEL_UP, ONE_MINUTE, clock_text
from floor.tournament.events import Event
from floor.tournament.notices import LATE_REGISTRATION_CLOSED, LATE_REGISTRATION_CLOSING, notices
from floor.tournament.ordinals import ordinal
from floor.tournament.state import TournamentState
from floor.tournament.structure import Level

GAME_NAMES = {
    "holdem": "Hold'em", "shortdeck": "Short Deck", "omaha": "Omaha", "omaha5": "5-Card Omaha",
    "omaha-hilo": "Omaha Hi-Lo", "stud": "Seven Card Stud", "stud-hilo": "Stud Hi-Lo", "razz": "Razz",
    "stud5": "Five Card Stud", "draw5": "Five Card Draw", "draw27": "2-7 Draw",
}


RECENT_MOVE_MINUTES = 10  # how long a move stays under "recent moves" on the big screen
MOVES_SHOWN = 8
_SEATING_KINDS = (ev.PLAYER_MOVED, ev.PLAYER_SEATED, ev.TABLE_BROKEN)


@dataclass(frozen=True, slots=True)
class Seating:
    """The seating on the big screen: every seated player by name, and who moved in the last minutes."""

    seats: tuple[tuple[str, int, int], ...]  # (name, table, seat), sorted by name
    moves: tuple[tuple[str, int, int], ...]  # (name, table, seat) of the latest moves, the latest first
    minutes: int = RECENT_MOVE_MINUTES

    @property
    def move_lines(self) -> tuple[str, ...]:
        """``Ana → table 3 seat 2``, the latest first."""
        return tuple(f"{name} → table {table} seat {seat}" for name, table, seat in self.moves)


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


def _amounts(level: Level) -> str:
    return f"{level.small_blind:,} / {level.big_blind:,}"


def _ante(level: Level) -> str:
    if level.ante_kind == "big-blind":
        return f"Big-blind ante {level.ante:,}"
    if level.ante_kind == "ante":
        return f"Ante {level.ante:,}"
    return ""


ALERT_SECONDS = 8.0  # how long a notice stays on the screen
ALERT_TEXT = {
    ONE_MINUTE: "ONE MINUTE LEFT", LEVEL_UP: "LEVEL {level}", BREAK_STARTS: "BREAK",
    BREAK_ENDS: "BREAK IS OVER", COLOR_UP: "COLOR-UP NOW",
    LATE_REGISTRATION_CLOSING: "LATE REGISTRATION CLOSES IN ONE MINUTE",
    LATE_REGISTRATION_CLOSED: "LATE REGISTRATION IS CLOSED",
}


def _alert(state: TournamentState, now: float) -> tuple[str, str]:
    """The most recent notice of the last few seconds, as the banner shows it."""
    recent = [n for n in notices(state, now - ALERT_SECONDS, now) if n.kind in ALERT_TEXT]
    if not recent:
        return "", ""
    latest = recent[-1]
    return ALERT_TEXT[latest.kind].format(level=latest.level), f"{latest.kind}@{latest.at}"


def seating_board(state: TournamentState, now: float, events: Iterable[Event], *,
                  minutes: int = RECENT_MOVE_MINUTES, shown: int = MOVES_SHOWN) -> Seating:
    """Who sits where, sorted by name, and the moves of the last ``minutes`` (from ``events``, the latest history:
    undone moves are left out, and a move shows only while the player still sits where it put him)."""
    seats = sorted(((state.players[p].label, table, seat) for p, (table, seat) in state.seats.items()
                    if p in state.players), key=lambda row: (row[0].casefold(), row[1], row[2]))
    since = now - minutes * 60
    latest: dict[int, tuple[float, int, int, int]] = {}  # player -> (at, seq, table, seat)
    for e in ev.effective([e for e in events if e.at >= since]):
        p = e.payload
        if e.kind == ev.PLAYER_MOVED:
            spots = [(p["player"], p["to"][0], p["to"][1])]
        elif e.kind == ev.PLAYER_SEATED:
            spots = [(p["player"], p["table"], p["seat"])]
        elif e.kind == ev.TABLE_BROKEN:
            spots = [(player, table, seat) for player, table, seat in p["moves"]]
        else:
            continue
        for player, table, seat in spots:
            latest[int(player)] = (e.at, e.seq, int(table), int(seat))
    current = sorted(((at, seq, player, table, seat) for player, (at, seq, table, seat) in latest.items()
                      if state.seats.get(player) == (table, seat) and player in state.players), reverse=True)
    moves = tuple((state.players[player].label, table, seat) for _, _, player, table, seat in current[:shown])
    return Seating(tuple(seats), moves, minutes)


def recent_seating_events(events: Iterable[Event], now: float, minutes: int = RECENT_MOVE_MINUTES) -> list[Event]:
    """The part of a history :func:`seating_board` reads: seat changes, undos and redos of the last ``minutes``."""
    since = now - minutes * 60
    return [e for e in events if e.at >= since and e.kind in (*_SEATING_KINDS, ev.UNDONE, ev.REDONE)]


def board(state: TournamentState, now: float, *, places_shown: int = 9, seating: Seating | None = None) -> Board:
    status = state.clock.status(now)
    clock = state.clock.at(now)
    level = status.blinds
    title = "BREAK" if status.is_break else f"LEVEL {status.level}"
    if status.next_blinds is not None:
        extra = {"big-blind": f", ante {status.next_blinds.ante:,}",
                 "ante": f", ante {status.next_blinds.ante:,}"}.get(status.next_blinds.ante_kind, "")
        next_up = f"Next: {_amounts(status.next_blinds)}{extra}"
        if level is not None and status.next_blinds.game != level.game:
            next_up += f" ({GAME_NAMES.get(status.next_blinds.game, status.next_blinds.game)})"
    else:
        next_up = "Final level"
    sheet = prizes.sheet(state)
    stats = chips.stats(state, now)
    alert, alert_key = _alert(state, now)
    winner = prizes.champion(state)
    if winner is not None:  # the tournament is over: the banner stays on the winner
        alert, alert_key = f"{winner.label} WINS", f"winner@{winner.id}"
    shown = level or status.next_blinds
    return Board(
        tournament=state.settings.name,
        title=title,
        time=clock_text(round(status.remaining * 1000)),
        running=status.running,
        paused=status.paused,
        started=clock.started,
        blinds="" if level is None else _amounts(level),
        ante="" if level is None else _ante(level),
        game="" if shown is None else GAME_NAMES.get(shown.game, shown.game),
        next_up=next_up,
        to_break=("" if status.to_break is None or status.is_break
                  else f"Break in {clock_text(round(status.to_break * 1000))}"),
        color_up=f"Color-up: {', '.join(f'{c:,}' for c in status.color_up)} chips" if status.color_up else "",
        players=f"{stats.playing:,} / {stats.entries:,}",
        average=f"{stats.average:,}" if stats.playing else "-",
        pool=f"{sheet.pool:,}",
        payouts=tuple((ordinal(i), f"{amount:,}") for i, amount in enumerate(sheet.amounts[:places_shown], start=1)),
        warning=status.running and not status.is_break and 0 < status.remaining <= 60,
        alert=alert,
        alert_key=alert_key,
        seating=seating,
    )
