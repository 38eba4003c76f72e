"""PHH, the open poker hand-history standard: the recorded hands written as PHH (TOML) fields.

What a PHH file can and cannot say about a hand Floor recorded is in
:mod:`floor.tournament.hands.history`: each seat is written all in for its total, folded seats
muck at the showdown, and Floor's own request and answer ride along as ``_floor_request`` and
``_floor_result`` (read back by :mod:`floor.tournament.hands.replay`).
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import time
from typing import Any

from floor.core.cards import parse_cards
from floor.core.errors import FloorError, Text
from floor.core.games import BOARD, DRAW, STUD, Game, get_game
from floor.core.pots import clockwise_from_button
from floor.tournament import codec
from floor.tournament.hands.recorded import HandRecord, Stakes, plain_json
from floor.tournament.jsonvalue import JsonObject

# Floor's games and their PHH variant codes. The code also names a betting structure that
# Floor does not record: hold'em and deuce-to-seven are written in their limit form when the
# structure mixes in stud games (the level's amounts are then limits, as in HORSE).
PHH_CODES: dict[str, str] = {
    "holdem": "NT", "shortdeck": "NS", "omaha": "PO", "omaha-hilo": "FO/8",
    "stud": "F7S", "stud-hilo": "F7S/8", "razz": "FR", "draw27": "N2L1D",
}
_LIMIT_CODES = {"holdem": "FT", "draw27": "F2L3D"}
NO_PHH_CODE: dict[str, str] = {
    "omaha5": Text("PHH has no code for five-card Omaha"),
    "stud5": Text("PHH has no code for five-card stud"),
    "draw5": Text("PHH has no code for five-card draw"),
}
_NO_LIMIT = {"NT", "NS", "PO", "N2L1D"}
_DRAWS = {"N2L1D": 1, "F2L3D": 3}

NOTE = ("Floor records each seat's total and the cards at the showdown, not the betting nor the stacks: "
        "each seat is written all in for its total (starting_stacks), its live chips as its blind "
        "(blinds_or_straddles), its dead chips as its ante; in stud every chip is its ante. Folded seats "
        "muck at the showdown; seats that put nothing in are left out (_floor_left_out). Stud cards are "
        "dealt in the order recorded (Floor does not record which were face up), a draw game's hand as "
        "dealt (the draws are not recorded). Floor's own request and answer are _floor_request and "
        "_floor_result.")

_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")


def phh_code(hand: HandRecord) -> str | None:
    """The hand's PHH variant code, or None when PHH has none for its game (see :data:`NO_PHH_CODE`)."""
    if hand.game not in PHH_CODES:
        return None
    if hand.stakes is not None and hand.stakes.limit and hand.game in _LIMIT_CODES:
        return _LIMIT_CODES[hand.game]
    return PHH_CODES[hand.game]


def no_phh_reason(hand: HandRecord) -> str | None:
    """Why the hand cannot be written as PHH (None: it can)."""
    if phh_code(hand) is not None:
        return None
    return Text("{reason} ({game})", reason=NO_PHH_CODE.get(hand.game, Text("PHH has no code for this game")),
                game=hand.game)


@dataclass(frozen=True, slots=True)
class PhhExport:
    """A PHH document and the hands it had to leave out, each with the reason."""

    text: str
    written: tuple[HandRecord, ...]
    left_out: tuple[tuple[HandRecord, str], ...] = field(default=())


def to_phh(hands: Iterable[HandRecord], *, single: bool = False) -> PhhExport:
    """The hands as one PHH document: ``[1]``, ``[2]`` ... sections (a ``.phhs`` file), or with
    ``single`` and exactly one hand a plain ``.phh`` document. Hands of a game PHH has no code
    for are left out, with the reason."""
    written: list[HandRecord] = []
    left_out: list[tuple[HandRecord, str]] = []
    for hand in hands:
        reason = no_phh_reason(hand)
        if reason is None:
            written.append(hand)
        else:
            left_out.append((hand, reason))
    if single and len(written) == 1:
        text = _toml(phh_fields(written[0]))
    else:
        text = "\n".join(f"[{i}]\n{_toml(phh_fields(h))}" for i, h in enumerate(written, 1))
    return PhhExport(text, tuple(written), tuple(left_out))


def _seat_entries(request: Mapping[str, Any]) -> dict[int, Mapping[str, Any]]:
    return {int(s["seat"]): s for s in request["seats"]}


def _order(request: Mapping[str, Any]) -> list[int]:
    """PHH's order: clockwise from the first seat left of the button (p1), the button last; else by seat."""
    seats = list(_seat_entries(request))
    button = request.get("button")
    return clockwise_from_button(seats, button) if isinstance(button, int) else sorted(seats)


def _cards(entry: Mapping[str, Any]) -> list[str]:
    raw = entry.get("cards")
    if raw is None or raw == "" or raw == []:
        return []
    return [str(c) for c in parse_cards(raw)]


def phh_fields(hand: HandRecord) -> JsonObject:
    """The PHH fields of one hand, in pokerkit's order, user fields (``_floor_...``) last."""
    code = phh_code(hand)
    if code is None:
        raise FloorError(Text("{label}: {no_phh_reason}; export it as JSON",
                              label=hand.label, no_phh_reason=no_phh_reason(hand)), code="no-phh-code")
    request: Mapping[str, Any] = hand.request  # the request the showdown checked when the hand was recorded
    game = get_game(hand.game, deck=request.get("deck"), jokers=request.get("jokers"), house=request.get("house"))
    entries = _seat_entries(hand.request)
    known = all(e.get("contributed") is not None for e in entries.values())
    order = _order(hand.request)
    players = [s for s in order if not known or entries[s]["contributed"] > 0]
    left_out = [s for s in order if s not in players]
    total = {s: int(entries[s].get("contributed") or 0) for s in players}
    dead = {s: int(entries[s].get("dead") or 0) for s in players}
    chip = int(request.get("chip", 1))
    heads_up = len(players) == 2  # PHH assigns antes and blinds in reverse when heads-up

    def forced(amounts: list[int]) -> list[int]:
        return amounts[::-1] if heads_up else amounts

    fields: dict[str, Any] = {"variant": code}
    if game.family == STUD:
        fields["ante_trimming_status"] = True
        fields["antes"] = forced([total[s] for s in players])
    else:
        fields["antes"] = forced([dead[s] for s in players])
        fields["blinds_or_straddles"] = forced([total[s] - dead[s] for s in players])
    fields.update(_limits(code, game, hand.stakes, chip))
    fields["starting_stacks"] = [total[s] for s in players] if known else [math.inf] * len(players)
    fields["actions"] = _actions(game, code, hand.request, players, entries)
    moment = hand.moment
    fields.update({
        "author": hand.dealer, "event": hand.tournament,
        "time": time(moment.hour, moment.minute, moment.second), "time_zone": "UTC",
        "day": moment.day, "month": moment.month, "year": moment.year,
        "hand": hand.hand, "level": hand.level, "seats": players, "seat_count": hand.seat_count,
        "table": hand.table, "players": [hand.name(s) for s in players],
    })
    payouts = hand.result.get("payouts")
    if known and isinstance(payouts, Mapping):
        fields["finishing_stacks"] = [int(payouts.get(str(s), 0)) for s in players]
    fields.update({
        "_floor_game": hand.game,
        "_floor_at": hand.at,
        "_floor_event": hand.seq,
        "_floor_players": [codec.write(p) for p in hand.players],
        "_floor_all_in": list(hand.all_in),
        "_floor_stakes": None if hand.stakes is None else codec.write(hand.stakes),
        "_floor_contributed": [total[s] for s in players] if known else None,
        "_floor_left_out": left_out or None,
        "_floor_note": NOTE,
        "_floor_request": json.dumps(plain_json(hand.request), ensure_ascii=False),
        "_floor_result": json.dumps(plain_json(hand.result), ensure_ascii=False),
    })
    return {k: v for k, v in fields.items() if v is not None}


def _limits(code: str, game: Game, stakes: Stakes | None, chip: int) -> dict[str, int]:
    """The betting amounts PHH requires, from the level (placeholders in the smallest chip if it is unknown).

    Floor records no bring-in: in stud it is a placeholder below the small bet, never posted here.
    """
    small = stakes.small_blind if stakes is not None else 2 * chip  # unknown level: placeholders in chips
    big = stakes.big_blind if stakes is not None else 4 * chip
    if code in _NO_LIMIT:
        return {"min_bet": big}
    if game.family == STUD or (stakes is not None and stakes.limit):
        small_bet, big_bet = small, big  # stud and mixed levels: the amounts are the limits
    else:
        small_bet, big_bet = big, 2 * big  # a blind level played limit: the big blind is the small bet
    if game.family == STUD:
        return {"bring_in": max(1, min(chip, small_bet - 1)), "small_bet": small_bet, "big_bet": big_bet}
    return {"small_bet": small_bet, "big_bet": big_bet}


def _actions(game: Game, code: str, request: Mapping[str, Any], players: list[int],
             entries: Mapping[int, Mapping[str, Any]]) -> list[str]:
    """Dealing (unknown cards as ``??``), then the showdown: folded seats muck, live seats show."""
    label = {s: f"p{i}" for i, s in enumerate(players, 1)}
    cards = {s: _cards(entries[s]) for s in players}
    dealt = {s: cards[s] + ["??"] * (game.hole - len(cards[s])) for s in players}
    actions: list[str] = []
    streets = [3, 1, 1, 1, 1] if game.family == STUD and game.hole == 7 else [game.hole]
    start = 0
    for size in streets:
        actions += [f"d dh {label[s]} {''.join(dealt[s][start:start + size])}" for s in players]
        start += size
    if game.family == DRAW:
        for _ in range(_DRAWS.get(code, 1)):
            actions += [f"{label[s]} sd # Floor records only the final hand" for s in players]
    if game.family == BOARD:
        board = [str(c) for c in parse_cards(request.get("board") or [])]
        for lo, hi in ((0, 3), (3, 4), (4, 5)):
            if len(board) >= hi:
                actions.append(f"d db {''.join(board[lo:hi])}")
    live = [s for s in players if not entries[s].get("folded", False)]
    if len(live) < 2:
        actions.append("# uncontested: the other seats folded")
        return actions
    actions += [f"{label[s]} sm # folded" for s in players if s not in live]
    actions += [f"{label[s]} sm {''.join(cards[s])}" for s in live]
    return actions


def _toml(fields: Mapping[str, Any]) -> str:
    return "".join(f"{_toml_key(k)} = {_toml_value(v)}\n" for k, v in fields.items())


def _toml_key(key: str) -> str:
    return key if _BARE_KEY.fullmatch(key) else _toml_string(key)


def _toml_string(text: str) -> str:
    """A literal string ('...', nothing escaped: JSON inside stays readable) when it can be, else a basic one."""
    if "'" not in text and not any((ord(c) < 32 and c != "\t") or c == "\x7f" for c in text):
        return f"'{text}'"
    return json.dumps(text, ensure_ascii=False).replace("\x7f", "\\u007f")  # JSON's escapes are TOML's, DEL too


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return "inf" if value == math.inf else repr(value)
    if isinstance(value, str):
        return _toml_string(value)
    if isinstance(value, time):
        return value.isoformat()
    if isinstance(value, Mapping):
        return "{" + ", ".join(f"{_toml_key(str(k))} = {_toml_value(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    raise TypeError(f"no TOML for {value!r}")

