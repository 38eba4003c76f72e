"""What the big-screen clock shows, as plain text fields: built from the tournament, no Qt.

The display widget only lays these out; every number comes from the tournament
functions, so what the screen says is what the command line says.
"""

from __future__ import annotations

from dataclasses import dataclass

from floor.tournament import chips, prizes
from floor.tournament.clock import BREAK_ENDS, BREAK_STARTS, COLOR_UP, LEVEL_UP, ONE_MINUTE, clock_text
from floor.tournament.notices import LATE_REGISTRATION_CLOSED, LATE_REGISTRATION_CLOSING, notices
from floor.tournament.ordinals import ordinal
from floor.tournament.state import TournamentState
from floor.tournament.structure import Level

GAME_NAMES = {
    "holdem": "Hold'em", "shortdeck": "Short Deck", "omaha": "Omaha", "omaha5": "5-Card Omaha",
    "omaha-hilo": "Omaha Hi-Lo", "stud": "Seven Card Stud", "stud-hilo": "Stud Hi-Lo", "razz": "Razz",
    "stud5": "Five Card Stud", "draw5": "Five Card Draw", "draw27": "2-7 Draw",
}


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


def board(state: TournamentState, now: float, *, places_shown: int = 9) -> Board:
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
    )
