"""What each station is shown, made from the tournament as the room service holds it, in the station's language.

A dealer tablet sees its table (seats, players, stacks, button, the hand it is at, the game and the level) and the
calls it made with the floor's answers; a floor phone sees every table with its count, the halted tables and the
balancing proposal with its rule ids, and the calls still open; a display sees the clock and the lobby, as the
player pages do. Every view is whole (a station that missed one needs only the next) and plain JSON.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from floor.core.errors import FloorError, Text
from floor.core.games import GAMES as GAME_CODES
from floor.core.games import get_game
from floor.i18n import speech
from floor.i18n.numbers import grouped
from floor.procedures import penalties
from floor.tournament.balancing.proposal import Halt
from floor.tournament.describe import describe, names_of
from floor.tournament.describe.tables import GAMES
from floor.tournament.events import Event
from floor.tournament.hands import record as handrecord
from floor.tournament.hands.entry import DECK_SIZES, FLEXIBLE_DECKS, MAX_JOKERS
from floor.tournament.hands.record import offered_groups, table_game
from floor.tournament.records import HandCorrected, HandRecorded
from floor.tournament.seating import actions as seating
from floor.tournament.state import FloorCall, TournamentState
from floor.usecases.tablet import chip_choices, smallest_chip
from floor.web.stations import words

CALLS_SHOWN = 8  # a table's latest calls on its tablet; the open ones on the floor's phones, newest first
HANDS_SHOWN = 5  # a table's last confirmed hands on a floor phone, to correct one


def _said(language: str) -> Callable[[str], str]:
    return lambda message: speech.spoken(message, language)


def _call(call: FloorCall) -> dict[str, Any]:
    return {"id": call.id, "at": call.at, "table": call.table, "situation": call.situation, "note": call.note,
            "by": call.author, "answer": call.answer, "row_id": call.row_id, "answered_by": call.answered_by,
            "answered_at": call.answered_at, "open": call.open}


def _blinds(state: TournamentState, now: float, language: str) -> str:
    status = state.clock.status(now)
    level = status.blinds if status.blinds is not None else status.next_blinds
    if level is None:
        return ""
    text = f"{grouped(level.small_blind, language)} / {grouped(level.big_blind, language)}"
    return f"{text} ({grouped(level.ante, language)})" if level.ante else text


class _ByTable:
    """What every tablet's view reads of the whole room, worked out once and kept while it holds: each table's first
    halt (weighed again only when the tables or the house changed, as the halts are read from them) and its latest
    calls (when the calls changed). After a change the service makes every table's view: 3,334 tables at a field
    of 30,000, each weighing every table's halt took the service's loop 6 s a change. ``weighed`` counts the halts
    weighed (tests)."""

    def __init__(self) -> None:
        self.halts: tuple[tuple[object, object], dict[int, Halt]] | None = None  # (what they are read from, them)
        self.calls: tuple[object, dict[int, list[FloorCall]]] | None = None
        self.weighed = 0

    def halt(self, state: TournamentState, table: int) -> Halt | None:
        kept = self.halts
        if kept is None or kept[0][0] is not state.tables or kept[0][1] is not state.house:
            self.weighed += 1
            halts: dict[int, Halt] = {}
            for h in seating.halted(state):
                halts.setdefault(h.table, h)
            kept = self.halts = ((state.tables, state.house), halts)
        return kept[1].get(table)

    def latest_calls(self, state: TournamentState, table: int) -> list[FloorCall]:
        kept = self.calls
        if kept is None or kept[0] is not state.calls:
            calls: dict[int, list[FloorCall]] = {}
            for c in state.calls.values():
                calls.setdefault(c.table, []).append(c)
            for listed in calls.values():
                listed.sort(key=lambda c: -c.id)
                del listed[CALLS_SHOWN:]
            kept = self.calls = (state.calls, calls)
        return kept[1].get(table, [])


BY_TABLE = _ByTable()  # (the room service follows one tournament)


def dealer_view(state: TournamentState, table: int, now: float, language: str) -> dict[str, Any]:
    """Table ``table`` as its tablet shows it: the hand it is at, the seats, and its calls."""
    at = state.tables.get(table)
    base: dict[str, Any] = {"kind": "dealer", "seq": state.seq, "table": table, "language": language,
                            "words": words(language), "tournament": state.settings.name}
    if at is None:
        return {**base, "gone": True}
    code = table_game(state, now)
    game = get_game(code)
    dealt = set(at.dealt_in())
    positions = at.positions
    seats = []
    for number, player in enumerate(at.seats, 1):
        known = state.players.get(player) if player is not None else None
        seats.append({"seat": number, "player": player, "name": known.label if known is not None else "",
                      "stack": known.chips if known is not None else None, "dealt": number in dealt})
    halt = BY_TABLE.halt(state, table)
    calls = BY_TABLE.latest_calls(state, table)
    return {**base, "gone": False, "hand": state.hands.get(table, 0) + 1, "game": code,
            "game_name": speech.spoken(GAMES[code], language) if code in GAMES else code, "hole": game.hole,
            "board": game.board,
            "button": positions.button if positions is not None else None, "blinds": _blinds(state, now, language),
            "seats": seats, "halt": _said(language)(halt.reason) if halt is not None else "",
            "calls": [_call(c) for c in calls], "options": _options(state, now, language)}


def _options(state: TournamentState, now: float, language: str) -> dict[str, Any]:
    """What a dealer may change of a hand, as the station offers it: the game (with a flexible game's deck and
    jokers), the button, the smallest chip."""
    games = [[code, speech.spoken(GAMES[code], language) if code in GAMES else code, get_game(code).hole,
              get_game(code).board] for code in GAME_CODES]
    return {"games": games, "flexible": list(FLEXIBLE_DECKS), "decks": list(DECK_SIZES), "max_jokers": MAX_JOKERS,
            "chips": [[chip, grouped(chip, language)] for chip in chip_choices(state, now)],
            "chip": smallest_chip(state, now)}


def floor_view(state: TournamentState, now: float, language: str) -> dict[str, Any]:
    """The room as a floor phone shows it: each table's count and players, the halted tables, balancing's proposal,
    the calls (open first), and the penalties in force with the kinds the floor may give."""
    say = _said(language)
    halts = {h.table: say(h.reason) for h in seating.halted(state)}
    tables = [{"table": t.number, "players": len(t.occupied()), "seats": len(t.seats),
               "halt": halts.get(t.number, ""), "hand": state.hands.get(t.number, 0) + 1,
               "seated": [[seat, player, state.players[player].label]
                          for seat, player in enumerate(t.seats, 1) if player is not None]}
              for t in state.tables.values()]
    proposed = seating.proposal(state, now=now)
    proposal = None
    if proposed is not None:
        proposal = {"kind": proposed.kind, "rules": list(proposed.rules), "reason": say(proposed.reason),
                    "floor_decides": proposed.floor_decides}
    calls = sorted(state.calls.values(), key=lambda c: (not c.open, -c.id))[:CALLS_SHOWN * 2]
    clock = state.clock.status(now)
    offered = [{"table": table, "hand": hand, "players": out, "names": [state.players[p].label for p in out]}
               for table, hand, out in offered_groups(state)]
    return {"kind": "floor", "seq": state.seq, "language": language, "words": words(language),
            "tournament": state.settings.name, "tables": sorted(tables, key=lambda t: t["table"]),
            "players_left": state.players_left, "proposal": proposal, "calls": [_call(c) for c in calls],
            "clock": {"running": clock.running, "paused": clock.paused}, "offered": offered,
            "penalty_kinds": [[kind, say(penalties.KIND_WORDS[kind]), penalties.DEFAULT_ROW[kind]]
                              for kind in penalties.KINDS],
            "penalties": [{"id": p.id, "player": p.player, "table": p.table, "kind": p.kind,
                           "words": say(p.words(state))} for p in penalties.in_force(state)]}


def hands_view(state: TournamentState, events: Sequence[Event], table: int, language: str) -> dict[str, Any]:
    """A table's last confirmed hands as a floor phone lists them to correct one: each as the history says it (the
    correction's sentence for a corrected hand) with its showdown request, to be changed and sent again."""
    if table not in state.tables:
        raise FloorError(Text("there is no table {table}", table=table), code="unknown-table")
    say, names = _said(language), names_of(state)
    hands = []
    for event in handrecord.last_confirmed(events, table, HANDS_SHOWN):
        body = event.data
        assert isinstance(body, HandRecorded | HandCorrected)
        hands.append({"hand": body.hand, "said": say(describe(event, names)),
                      "request": body.to_json()["request"], "corrected": isinstance(body, HandCorrected)})
    return {"kind": "hands", "table": table, "hands": hands}


def encoded(view: dict[str, Any]) -> bytes:
    return json.dumps(view, ensure_ascii=False, separators=(",", ":")).encode()
