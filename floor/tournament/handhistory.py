"""Hand histories: the recorded hands as JSON or PHH, and a re-import that replays each result.

A hand recorded from the dealer station (:func:`floor.tournament.handrecord.record_hand`) keeps
the showdown request and its answer. :func:`recorded_hands` lists those still in force (undone
ones left out), with the names and the level of the moment; they export as JSON (a list of
records, :meth:`HandRecord.to_dict`) or in the PHH format, the open poker hand-history
standard (TOML; pokerkit's conventions: one hand a ``.phh`` document, several hands a
``.phhs`` document of ``[1]``, ``[2]`` ... sections).

Floor records what each seat put in and the cards at showdown, not the betting street by
street nor the stacks, and a PHH file says only that much. Each seat is written all in for
its total: its starting stack is the total, the live chips are its blind (``blinds_or_straddles``),
the dead chips (a big-blind ante, a dead small blind) its ante; in stud, where PHH has no
blinds, every chip is its ante (``ante_trimming_status = true`` so that an unmatched excess
comes back, as Floor returns it). Folded seats muck at the showdown (``pN sm # folded``);
seats that put nothing in are left out (``_floor_left_out``). A pokerkit replay of such a file
builds Floor's pots; Floor's own request and answer are in ``_floor_request`` and
``_floor_result``, and they are what :func:`replay` replays.
"""

from __future__ import annotations

import json
import math
import re
import tomllib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, time
from typing import Any, cast

from floor.core.cards import parse_cards
from floor.core.errors import FloorError
from floor.core.games import BOARD, DRAW, STUD, Game, get_game
from floor.core.pots import clockwise_from_button
from floor.core.showdown import showdown
from floor.tournament import events as ev
from floor.tournament.events import Event
from floor.tournament.seating import STUD_GAMES
from floor.tournament.state import TournamentState
from floor.tournament.state import replay as replay_events
from floor.tournament.structure import Level

JSON = "json"
PHH = "phh"
FORMATS = (JSON, PHH)

# Floor's games and their PHH variant codes. The code also names a betting structure that
# Floor does not record: hold'em and deuce-to-seven are written in their limit form when the
# structure mixes in stud games (the level's amounts are then limits, as in HORSE).
PHH_CODES: dict[str, str] = {
    "holdem": "NT", "shortdeck": "NS", "omaha": "PO", "omaha-hilo": "FO/8",
    "stud": "F7S", "stud-hilo": "F7S/8", "razz": "FR", "draw27": "N2L1D",
}
_LIMIT_CODES = {"holdem": "FT", "draw27": "F2L3D"}
NO_PHH_CODE: dict[str, str] = {
    "omaha5": "PHH has no code for five-card Omaha",
    "stud5": "PHH has no code for five-card stud",
    "draw5": "PHH has no code for five-card draw",
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


def _refuse(message: str) -> FloorError:
    return FloorError(message, code="bad-hand-history")


@dataclass(frozen=True, slots=True)
class SeatPlayer:
    """Who sat in a seat for the hand."""

    seat: int
    player: int
    name: str

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "player": self.player, "name": self.name}


@dataclass(frozen=True, slots=True)
class Stakes:
    """The level the hand was played at; ``limit``: its amounts are limits (a structure mixing in stud)."""

    small_blind: int
    big_blind: int
    ante: int = 0
    ante_kind: str = "none"
    limit: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"small_blind": self.small_blind, "big_blind": self.big_blind, "ante": self.ante,
                "ante_kind": self.ante_kind, "limit": self.limit}


@dataclass(frozen=True)
class HandRecord:
    """One recorded hand: where, when, who, the showdown request and its recorded answer."""

    table: int
    hand: int
    level: int
    game: str
    dealer: str
    at: float
    players: tuple[SeatPlayer, ...]
    all_in: tuple[int, ...]
    request: Mapping[str, Any]
    result: Mapping[str, Any]
    stakes: Stakes | None = None
    seat_count: int | None = None
    tournament: str | None = None
    seq: int | None = None  # the event's number in the tournament's history

    @property
    def label(self) -> str:
        return f"table {self.table} hand {self.hand}"

    @property
    def moment(self) -> datetime:
        """When it was recorded, in UTC."""
        return datetime.fromtimestamp(self.at, UTC)

    def name(self, seat: int) -> str:
        return next((p.name for p in self.players if p.seat == seat), f"seat {seat}")

    def to_dict(self) -> dict[str, Any]:
        """The JSON record."""
        return {"table": self.table, "hand": self.hand, "level": self.level, "game": self.game,
                "dealer": self.dealer, "time": self.moment.isoformat(timespec="seconds"), "at": self.at,
                "tournament": self.tournament, "event": self.seq, "seat_count": self.seat_count,
                "stakes": None if self.stakes is None else self.stakes.to_dict(),
                "players": [p.to_dict() for p in self.players], "all_in": list(self.all_in),
                "request": _plain(self.request), "result": _plain(self.result)}

    @staticmethod
    def from_dict(raw: object, where: str = "a hand") -> HandRecord:
        """A JSON record back (as :meth:`to_dict` writes it); only table, hand, request and result are required."""
        if not isinstance(raw, Mapping):
            raise _refuse(f"{where} is not a JSON object")
        for key in ("table", "hand", "request", "result"):
            if key not in raw:
                raise _refuse(f"{where} has no {key!r}")
        where = f"{where} (table {raw['table']} hand {raw['hand']})"
        request, result = raw["request"], raw["result"]
        if not isinstance(request, Mapping) or not isinstance(result, Mapping):
            raise _refuse(f"{where}: the request and the result are JSON objects")
        stakes = raw.get("stakes")
        try:
            return HandRecord(
                table=_int(raw["table"], where), hand=_int(raw["hand"], where), level=_int(raw.get("level", 0), where),
                game=str(raw.get("game") or request.get("game")), dealer=str(raw.get("dealer", "")),
                at=float(raw.get("at", 0.0)),
                players=tuple(SeatPlayer(_int(p["seat"], where), _int(p["player"], where), str(p["name"]))
                              for p in raw.get("players", [])),
                all_in=tuple(_int(s, where) for s in raw.get("all_in", [])),
                request=dict(request), result=dict(result),
                stakes=None if stakes is None else Stakes(**stakes),
                seat_count=None if raw.get("seat_count") is None else _int(raw["seat_count"], where),
                tournament=None if raw.get("tournament") is None else str(raw["tournament"]),
                seq=None if raw.get("event") is None else _int(raw["event"], where))
        except (KeyError, TypeError, ValueError) as err:
            raise _refuse(f"{where}: unreadable record ({err})") from None


def _int(value: object, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _refuse(f"{where}: {value!r} is not a whole number")
    return value


def _plain(value: Any) -> Any:
    """JSON's own types (lists, not tuples), as the store keeps them."""
    return json.loads(json.dumps(value))


# -- the recorded hands --------------------------------------------------------------------------

def recorded_hands(events: Sequence[Event], *, table: int | None = None) -> list[HandRecord]:
    """The hands recorded and still in force (undone ones left out), oldest first; ``table``: only there.

    ``events`` is the whole history (``Store.history``); it is folded once, so each hand has the
    names, the level and the table size of its moment.
    """
    log = list(events)
    if not log:
        return []
    state = replay_events(0, log[:1])
    hands: list[HandRecord] = []
    for event in ev.effective(log)[1:]:
        if event.kind == ev.HAND_RECORDED and (table is None or event.payload["table"] == table):
            hands.append(_record(state, event))
        state.apply(event)
    return hands


def _record(state: TournamentState, event: Event) -> HandRecord:
    p = event.payload
    players = []
    for seat, pid in sorted(((int(s), pid) for s, pid in p["players"].items())):
        known = state.players.get(pid)
        players.append(SeatPlayer(seat, pid, known.label if known is not None else f"player {pid}"))
    at = state.tables.get(p["table"])
    return HandRecord(
        table=p["table"], hand=p["hand"], level=p.get("level", 0), game=str(p.get("game") or p["request"]["game"]),
        dealer=p.get("dealer", event.author), at=event.at, players=tuple(players),
        all_in=tuple(p.get("all_in", ())), request=p["request"], result=p["result"],
        stakes=_stakes(state, p.get("index")), seat_count=None if at is None else len(at.seats),
        tournament=state.settings.name, seq=event.seq)


def _stakes(state: TournamentState, index: object) -> Stakes | None:
    """The level played at clock item ``index`` (a break plays as the level after it)."""
    items = state.structure.items
    if not isinstance(index, int) or not 0 <= index < len(items):
        return None
    following = state.structure.next_level_after(index - 1)
    item = items[index if following is None else following]
    if not isinstance(item, Level):
        return None
    mixed = {level.game for level in state.structure.levels()}
    limit = len(mixed) > 1 and bool(mixed & STUD_GAMES)
    return Stakes(item.small_blind, item.big_blind, item.ante, item.ante_kind, limit)


# -- JSON ----------------------------------------------------------------------------------------

def to_json(hands: Iterable[HandRecord]) -> str:
    """The JSON export: a list of hand records."""
    return json.dumps([h.to_dict() for h in hands], ensure_ascii=False, indent=2) + "\n"


# -- PHH -----------------------------------------------------------------------------------------

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
    return f"{NO_PHH_CODE.get(hand.game, 'PHH has no code for this game')} ({hand.game})"


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


def phh_fields(hand: HandRecord) -> dict[str, Any]:
    """The PHH fields of one hand, in pokerkit's order, user fields (``_floor_...``) last."""
    code = phh_code(hand)
    if code is None:
        raise FloorError(f"{hand.label}: {no_phh_reason(hand)}; export it as JSON", code="no-phh-code")
    game = get_game(hand.game, deck=hand.request.get("deck"), jokers=hand.request.get("jokers"),
                    house=hand.request.get("house"))
    entries = _seat_entries(hand.request)
    known = all(e.get("contributed") is not None for e in entries.values())
    order = _order(hand.request)
    players = [s for s in order if not known or entries[s]["contributed"] > 0]
    left_out = [s for s in order if s not in players]
    total = {s: int(entries[s].get("contributed") or 0) for s in players}
    dead = {s: int(entries[s].get("dead") or 0) for s in players}
    chip = int(hand.request.get("chip", 1))
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
        "_floor_players": [p.to_dict() for p in hand.players],
        "_floor_all_in": list(hand.all_in),
        "_floor_stakes": None if hand.stakes is None else hand.stakes.to_dict(),
        "_floor_contributed": [total[s] for s in players] if known else None,
        "_floor_left_out": left_out or None,
        "_floor_note": NOTE,
        "_floor_request": json.dumps(_plain(hand.request), ensure_ascii=False),
        "_floor_result": json.dumps(_plain(hand.result), ensure_ascii=False),
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


# -- reading an export back ----------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Imported:
    """A hand read back from an export; ``mismatches``: PHH fields that no longer agree with its request."""

    hand: HandRecord
    mismatches: tuple[str, ...] = ()


def read_export(text: str) -> list[Imported]:
    """A JSON or PHH export read back (JSON: a list of records or one; PHH: one hand or ``[n]`` sections)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        pass
    else:
        records = data if isinstance(data, list) else [data]
        return [Imported(HandRecord.from_dict(r, f"hand {i}")) for i, r in enumerate(records, 1)]
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise _refuse(f"neither a JSON nor a PHH hand history ({err})") from None
    if "variant" in doc:
        return [_from_phh(doc, "the hand")]
    sections = [(name, part) for name, part in doc.items() if isinstance(part, dict) and "variant" in part]
    if not sections:
        raise _refuse("no hand in this PHH file")
    return [_from_phh(part, f"hand [{name}]") for name, part in sections]


def _from_phh(doc: Mapping[str, Any], where: str) -> Imported:
    if "_floor_request" not in doc or "_floor_result" not in doc:
        raise _refuse(f"{where} has no _floor_request and _floor_result: only hands exported by Floor "
                      "can be replayed")
    try:
        request, result = json.loads(doc["_floor_request"]), json.loads(doc["_floor_result"])
    except (TypeError, json.JSONDecodeError) as err:
        raise _refuse(f"{where}: _floor_request and _floor_result must be JSON text ({err})") from None
    record = HandRecord.from_dict({
        "table": doc.get("table"), "hand": doc.get("hand"), "level": doc.get("level", 0),
        "game": doc.get("_floor_game"), "dealer": doc.get("author", ""), "at": doc.get("_floor_at", 0.0),
        "tournament": doc.get("event"), "event": doc.get("_floor_event"), "seat_count": doc.get("seat_count"),
        "stakes": doc.get("_floor_stakes"), "players": doc.get("_floor_players", []),
        "all_in": doc.get("_floor_all_in", []), "request": request, "result": result}, where)
    try:
        expected = phh_fields(record)
    except FloorError as err:
        return Imported(record, (f"its PHH fields cannot be rebuilt from _floor_request: {err.message}",))
    except (KeyError, TypeError, ValueError):
        return Imported(record, ("its PHH fields cannot be rebuilt from _floor_request",))
    skip = {"_floor_request", "_floor_result", "_floor_note"}
    differ = [k for k in expected if k not in skip and doc.get(k) != expected[k]]
    if not differ:
        return Imported(record)
    return Imported(record, (f"the PHH field{'s' if len(differ) > 1 else ''} {', '.join(differ)} "
                             "no longer agree with _floor_request and _floor_result",))


# -- replay --------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Replayed:
    """One hand replayed: the differences from the recorded result (none: the same result)."""

    table: int
    hand: int
    game: str
    differences: tuple[str, ...]

    @property
    def same(self) -> bool:
        return not self.differences

    @property
    def line(self) -> str:
        head = f"table {self.table} hand {self.hand}"
        if self.same:
            return f"{head}: same result"
        return f"{head}: differs: " + "; ".join(self.differences)

    def to_dict(self) -> dict[str, Any]:
        return {"table": self.table, "hand": self.hand, "game": self.game, "same": self.same,
                "differences": list(self.differences)}


def replay(hands: Iterable[Imported | HandRecord]) -> list[Replayed]:
    """Each hand's request through :func:`floor.core.showdown.showdown`, compared with its recorded result."""
    out = []
    for item in hands:
        imported = item if isinstance(item, Imported) else Imported(item)
        hand = imported.hand
        differences = list(imported.mismatches)
        try:
            again = _plain(showdown(hand.request))
        except FloorError as err:
            differences.append(f"the request is refused now: {err.message}")
        else:
            differences += _differences(_plain(hand.result), again)
        out.append(Replayed(hand.table, hand.hand, hand.game, tuple(differences)))
    return out


def replay_export(text: str) -> list[Replayed]:
    """Read a JSON or PHH export and replay every hand in it."""
    return replay(read_export(text))


MAX_DIFFERENCES = 8


_FIRST = ("payouts", "returned", "pots")  # the chips first: what a difference costs someone


def _differences(recorded: Any, replayed: Any) -> list[str]:
    found: list[str] = []
    if isinstance(recorded, dict) and isinstance(replayed, dict):
        keys = [k for k in _FIRST if k in recorded or k in replayed]
        keys += [k for k in [*recorded, *replayed] if k not in keys]
        for key in dict.fromkeys(keys):
            _walk(recorded.get(key, _MISSING), replayed.get(key, _MISSING), str(key), found)
    else:
        _walk(recorded, replayed, "", found)
    if len(found) > MAX_DIFFERENCES:
        found = [*found[:MAX_DIFFERENCES], f"and {len(found) - MAX_DIFFERENCES} more"]
    return found


def _walk(a: Any, b: Any, path: str, found: list[str]) -> None:
    if isinstance(a, dict) and isinstance(b, dict):
        for key in [*a, *(k for k in b if k not in a)]:
            _walk(a.get(key, _MISSING), b.get(key, _MISSING), f"{path}.{key}" if path else str(key), found)
    elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            _walk(x, y, f"{path}[{i}]", found)
    elif a != b:
        found.append(f"{path}: recorded {_show(a)}, replayed {_show(b)}")


class _Missing:
    def __repr__(self) -> str:
        return "(none)"


_MISSING = _Missing()


def _show(value: Any) -> str:
    return "(none)" if value is _MISSING else json.dumps(value, ensure_ascii=False)


def summary(hand: HandRecord) -> str:
    """The chips a hand moved, for a line: each paid seat with its name and amount."""
    payouts = cast(Mapping[str, int], hand.result.get("payouts") or {})
    if not payouts:
        return "no chips recorded"
    return ", ".join(f"seat {s} {hand.name(int(s))} {amount:,}" for s, amount in payouts.items())
