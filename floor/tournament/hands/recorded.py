"""The recorded hands: who sat where, the level played, the showdown request and its answer.

:func:`recorded_hands` lists the hands recorded from the dealer station
(:func:`floor.tournament.hands.record.record_hand`) and still in force, each a :class:`HandRecord`
with the names and the level of its moment; its JSON record is written by :mod:`floor.tournament.codec` and read
back by :meth:`HandRecord.from_dict` (see :mod:`floor.tournament.hands.history`).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import ClassVar

from floor.core.errors import FloorError, Text
from floor.core.wholes import is_whole
from floor.tournament import codec
from floor.tournament import events as ev
from floor.tournament.codec import Form
from floor.tournament.events import Event
from floor.tournament.jsonvalue import Json
from floor.tournament.records import HandCorrected, HandRecorded
from floor.tournament.showdowns import as_json
from floor.tournament.state import Folding
from floor.tournament.state import replay as replay_events
from floor.tournament.structure import STUD_GAMES, Structure


def refusal(message: str) -> FloorError:
    return FloorError(message, code="bad-hand-history")


@dataclass(frozen=True, slots=True)
class SeatPlayer:
    """Who sat in a seat for the hand."""

    seat: int
    player: int
    name: str


@dataclass(frozen=True, slots=True)
class Stakes:
    """The level the hand was played at; ``limit``: its amounts are limits (a structure mixing in stud)."""

    small_blind: int
    big_blind: int
    ante: int = 0
    ante_kind: str = "none"
    limit: bool = False


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
    request: Mapping[str, object]
    result: Mapping[str, object]
    stakes: Stakes | None = None
    seat_count: int | None = None
    tournament: str | None = None
    seq: int | None = None  # the event's number in the tournament's history

    # (written by the codec, with the time as people read it; read back by :meth:`from_dict`, which takes what an
    # exported or hand-written file may leave out)
    FORM: ClassVar[Form] = Form(names={"seq": "event"}, derived=("time",), order=(
        "table", "hand", "level", "game", "dealer", "time", "at", "tournament", "event", "seat_count", "stakes",
        "players", "all_in", "request", "result"))

    @property
    def label(self) -> str:
        return Text("table {table} hand {hand}", table=self.table, hand=self.hand)

    @property
    def moment(self) -> datetime:
        """When it was recorded, in UTC."""
        return datetime.fromtimestamp(self.at, UTC)

    @property
    def time(self) -> str:
        """When it was recorded, as ISO text in UTC (to the second)."""
        return self.moment.isoformat(timespec="seconds")

    def name(self, seat: int) -> str:
        return next((p.name for p in self.players if p.seat == seat), Text("seat {seat}", seat=seat))

    @staticmethod
    def from_dict(raw: object, where: str | None = None) -> HandRecord:
        """A JSON record back (as the codec writes it); only table, hand, request and result are required.

        ``where`` names the record in a refusal ("hand 3", a :class:`Text`); "a hand" by default.
        """
        where = Text("a hand") if where is None else where
        if not isinstance(raw, Mapping):
            raise refusal(Text("{where} is not a JSON object", where=where))
        for key in ("table", "hand", "request", "result"):
            if key not in raw:
                raise refusal(Text("{where} has no {key!r}", where=where, key=key))
        where = Text("{where} (table {table} hand {hand})", where=where, table=raw["table"], hand=raw["hand"])
        request, result = raw["request"], raw["result"]
        if not isinstance(request, Mapping) or not isinstance(result, Mapping):
            raise refusal(Text("{where}: the request and the result are JSON objects", where=where))
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
                stakes=None if stakes is None else codec.read(Stakes, stakes),
                seat_count=None if raw.get("seat_count") is None else _int(raw["seat_count"], where),
                tournament=None if raw.get("tournament") is None else str(raw["tournament"]),
                seq=None if raw.get("event") is None else _int(raw["event"], where))
        except (KeyError, TypeError, ValueError) as err:
            raise refusal(Text("{where}: unreadable record ({err})", where=where, err=err)) from None


def _int(value: object, where: str) -> int:
    if not is_whole(value):
        raise refusal(Text("{where}: {value!r} is not a whole number", where=where, value=value))
    return value


def plain_json(value: object) -> Json:
    """JSON's own types (lists, not tuples), as the store keeps them."""
    plain: Json = json.loads(json.dumps(value))
    return plain


# -- the recorded hands --------------------------------------------------------------------------

def recorded_hands(events: Sequence[Event], *, table: int | None = None) -> list[HandRecord]:
    """The hands recorded and still in force (undone ones left out), oldest first, as the floor corrected them if
    it did; ``table``: only there.

    ``events`` is the whole history (``Store.history``); it is folded once, so each hand has the
    names, the level and the table size of its moment.
    """
    log = list(events)
    if not log:
        return []
    folding = Folding(replay_events(0, log[:1]))  # the names, tables and level as each hand found them
    hands: list[HandRecord] = []
    for event in ev.effective(log)[1:]:
        body = event.data
        if isinstance(body, HandRecorded) and (table is None or body.table == table):
            hands.append(_record(folding, body, event))
        elif isinstance(body, HandCorrected) and (table is None or body.table == table):
            at = next((i for i in range(len(hands) - 1, -1, -1)
                       if (hands[i].table, hands[i].hand) == (body.table, body.hand)), None)
            if at is not None:  # the floor's correction is the hand of record: its showdown and its answer
                stored = body.to_json()  # (as the codec writes it, whatever the request's and answer's types)
                hands[at] = replace(hands[at], request=_object(stored["request"]), result=_object(stored["result"]))
        folding.apply(event)
    return hands


def _object(value: Json) -> dict[str, Json]:
    return value if isinstance(value, dict) else {}


def _record(folding: Folding, body: HandRecorded, event: Event) -> HandRecord:
    known_players = folding.players.now
    players = []
    for seat, pid in sorted(body.players.items()):
        known = known_players.get(pid)
        players.append(SeatPlayer(seat, pid, known.label if known is not None
                                      else Text("player {player}", player=pid)))
    at = folding.tables.now.get(body.table)
    request = as_json(body.request)
    game = body.game or request["game"]
    return HandRecord(
        table=body.table, hand=body.hand, level=body.level, game=str(game),
        dealer=body.dealer if "dealer" not in body.omitted else event.author, at=event.at, players=tuple(players),
        all_in=body.all_in, request=request, result=as_json(body.result),
        stakes=_stakes(folding.clock.structure, body.index), seat_count=None if at is None else len(at.seats),
        tournament=folding.settings.name, seq=event.seq)


def _stakes(structure: Structure, index: int | None) -> Stakes | None:
    """The level played at clock item ``index`` (a break plays as the level after it)."""
    items = structure.items
    if index is None or not 0 <= index < len(items):
        return None
    item = structure.level_played_at(index)
    mixed = {level.game for level in structure.levels()}
    limit = len(mixed) > 1 and bool(mixed & STUD_GAMES)
    return Stakes(item.small_blind, item.big_blind, item.ante, item.ante_kind, limit)

