"""A tournament's state as JSON, so that opening a long tournament folds only its latest events.

A snapshot is taken at an event number; it stays usable while no undo or redo reaches
back before it (an undo changes which earlier events are in force). The JSON is the same as
before the state was typed: a snapshot written by any Floor of this version reads unchanged.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from floor.tournament import codec
from floor.tournament import events as ev
from floor.tournament.bounties import Bounties
from floor.tournament.clock import Clock
from floor.tournament.events import Event, TakeBack
from floor.tournament.jsonvalue import (
    Json,
    JsonObject,
    freeze_object,
    int_key,
    mapping,
    number,
    text,
    thaw_object,
)
from floor.tournament.records import DealMade
from floor.tournament.seating.tables import Positions, Table
from floor.tournament.settings import Settings
from floor.tournament.state import FloorCall, Folding, GivenPenalty, LoggedIncident, Player, TournamentState

VERSION = 4  # 2: the seating; 3: known stacks follow recorded hands, rebuys and add-ons (the bounties: optional keys);
# 4: the hits (who knocked out whom), kept by the fold
STORED = 5  # as the store keeps it since issue 30: version 4 with each player a row of his fields in order, not an
# object (a 30,000-entry state: 2 MB of JSON less, read and written in half the time)
READABLE = frozenset({VERSION, STORED})


def to_dict(state: TournamentState) -> JsonObject:
    """The state as JSON, each player an object (what the tests and the golden corpus compare)."""
    return _as_json(state, VERSION, [p.to_dict() for p in state.players.values()])


def to_stored(state: TournamentState) -> JsonObject:
    """The state as the store keeps it: each player a row of :class:`Player`'s fields in their order."""
    return _as_json(state, STORED, [list(p) for p in state.players.values()])


def _as_json(state: TournamentState, version: int, players: list[Json]) -> JsonObject:
    return {
        "version": version, "seq": state.seq, "settings": codec.write(state.settings), "clock": state.clock.to_dict(),
        "players": players, "eliminations": state.eliminations,
        "payout_overrides": {str(k): v for k, v in state.payout_overrides.items()},
        **({"payouts_exact": True} if state.payouts_exact else {}),
        "chips_removed": state.chips_removed, "players_left": state.players_left, "entries": state.entries,
        "rebuys": state.rebuys, "addons": state.addons, "last_player": state.last_player,
        "tables": [_table(t) for t in state.tables.values()],
        "left_seats": {str(k): list(v) for k, v in state.left_seats.items()},
        "hand_for_hand": state.hand_for_hand, "house": thaw_object(state.house),
        "races": [[table, index] for table, index in sorted(state.races)],
        "hands": {str(k): v for k, v in state.hands.items()},
        "offered": {str(k): list(v) for k, v in state.offered.items()},
        **({"offered_by": {str(k): list(v) for k, v in state.offered_by.items()}} if state.offered_by else {}),
        **({"offered_stacks": {str(k): v for k, v in state.offered_stacks.items()}} if state.offered_stacks else {}),
        **({"finished": True} if state.finished else {}), **({"reopened": True} if state.reopened else {}),
        **({"bounties": state.bounties.to_json()} if state.bounties is not None else {}),
        "carryovers": {str(k): thaw_object(v) for k, v in state.carryovers.items()},
        "penalties": {str(k): codec.write(v) for k, v in state.penalties.items()},
        "incidents": [codec.write(i) for i in state.incidents],
        "tokens": {str(k): v for k, v in state.tokens.items()},
        **({"calls": [codec.write(c) for c in state.calls.values()]} if state.calls else {}),  # (older files: none)
        **({"announcement": state.announcement} if state.announcement else {}),
        "hits": {str(k): v for k, v in state.hits.items()},
        "busted_by": {str(k): [list(by) for by in v] for k, v in state.busted_by.items()},
        **({"deal": state.deal.to_json()} if state.deal is not None else {}),
    }


def _table(table: Table) -> JsonObject:
    seats: list[Json] = list(table.seats)
    waiting: list[Json] = [*sorted(table.waiting)]
    vacated: list[Json] = list(table.vacated)
    return {"number": table.number, "seats": seats,
            "positions": None if table.positions is None else codec.write(table.positions),
            "waiting": waiting, "vacated": vacated}


def _table_from(data: Mapping[str, object]) -> Table:
    positions = data["positions"]
    return Table(_whole(data["number"]), _seats(_list(data["seats"])),
                 None if positions is None else codec.read(Positions, positions),
                 frozenset(_whole(s) for s in _list(data["waiting"])), tuple(_whole(s) for s in _list(data["vacated"])))


_SEAT_TYPES = frozenset({int, type(None)})


def _seats(values: list[object]) -> tuple[int | None, ...]:
    """A table's seats: each a player's number or None (checked at once when each is; else seat by seat, the first
    that is not refused as it always was)."""
    if _SEAT_TYPES.issuperset(map(type, values)):
        return tuple(values)  # type: ignore[arg-type]  # (each checked just now)
    return tuple(_seat(s) for s in values)


def _list(value: object) -> list[object]:
    if not isinstance(value, list):
        raise TypeError(f"{value!r} is not a list")
    return value


def _whole(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"{value!r} is not a whole number")
    return value


def _seat(value: object) -> int | None:
    return None if value is None else _whole(value)


def _pair(value: object) -> tuple[int, int]:
    a, b = _list(value)
    return _whole(a), _whole(b)


def _time(value: object) -> float | None:
    return None if value is None else number(value, "a time")


def _text(value: object) -> str | None:
    return None if value is None else text(value, "a text")


def _player(data: object) -> Player:
    """A player as the snapshot keeps him (Floor's own record: its fields are taken as written)."""
    return Player(**mapping(data, "players"))  # type: ignore[arg-type]


def _player_row(data: object) -> Player:
    """A player as a stored snapshot keeps him (:data:`STORED`): his fields in order."""
    row = _list(data)
    if len(row) != len(Player._fields):
        raise TypeError(f"a player of {len(row)} fields")
    return Player(*row)  # type: ignore[arg-type]


def _players(data: Mapping[str, object]) -> dict[int, Player]:
    """The players by number; a stored snapshot's rows made by ``Player._make`` (one call a row, not fourteen
    arguments: 30,000 players in a third of the time), anything else as :func:`_player_row` and :func:`_player`
    read it."""
    rows = _list(data["players"])
    if data.get("version") != STORED:
        return {p.id: p for p in map(_player, rows)}
    size, make = len(Player._fields), Player._make
    players: dict[int, Player] = {}
    for row in rows:
        player = make(row) if type(row) is list and len(row) == size else _player_row(row)
        players[player.id] = player
    return players


def from_dict(tournament_id: int, data: Mapping[str, object]) -> TournamentState:
    """The state a snapshot holds (anything that is not what Floor writes raises: the store then replays)."""
    tables = {t.number: t for t in (_table_from(mapping(t, "tables")) for t in _list(data["tables"]))}
    house = freeze_object(data.get("house", {}))
    races = frozenset(_pair(r) for r in _list(data.get("races", [])))
    penalties = sorted(mapping(data.get("penalties", {}), "penalties").items(), key=lambda kv: int(kv[0]))
    settings = codec.read(Settings, mapping(data["settings"], "settings"))
    bounties = (None if settings.bounty is None
                else Bounties.from_json(settings.bounty, mapping(data.get("bounties", {}), "bounties")))
    return TournamentState(
        tournament_id, settings,
        Clock.from_dict(mapping(data["clock"], "clock")), seq=_whole(data["seq"]),
        players=_players(data),
        eliminations=_whole(data["eliminations"]), chips_removed=_whole(data["chips_removed"]),
        players_left=_whole(data["players_left"]), entries=_whole(data["entries"]), rebuys=_whole(data["rebuys"]),
        addons=_whole(data["addons"]), last_player=_whole(data["last_player"]),
        payout_overrides={int_key(k): _whole(v) for k, v in mapping(data["payout_overrides"], "payouts").items()},
        tables=tables,
        seats={p: (t.number, s) for t in tables.values() for s, p in enumerate(t.seats, 1) if p is not None},
        left_seats={int_key(k): _pair(v) for k, v in mapping(data["left_seats"], "left_seats").items()},
        hand_for_hand=bool(data["hand_for_hand"]), house=house, races=races,
        hands={int_key(k): _whole(v) for k, v in mapping(data.get("hands", {}), "hands").items()},
        offered={int_key(k): _pair(v) for k, v in mapping(data.get("offered", {}), "offered").items()},
        offered_by={int_key(k): tuple(_whole(p) for p in _list(v))
                    for k, v in mapping(data.get("offered_by", {}), "offered_by").items()},
        offered_stacks={int_key(k): _whole(v)
                        for k, v in mapping(data.get("offered_stacks", {}), "offered_stacks").items()},
        finished=data.get("finished") is True, reopened=data.get("reopened") is True,
        bounties=bounties,
        carryovers={int_key(k): freeze_object(v)
                    for k, v in mapping(data.get("carryovers", {}), "carryovers").items()},
        penalties={int_key(k): codec.read(GivenPenalty, v) for k, v in penalties},
        incidents=tuple(codec.read(LoggedIncident, i) for i in _list(data.get("incidents", []))),
        tokens={int_key(k): str(v) for k, v in mapping(data.get("tokens", {}), "tokens").items()},
        calls={c.id: c for c in (codec.read(FloorCall, c) for c in _list(data.get("calls", [])))},
        payouts_exact=data.get("payouts_exact") is True,
        announcement=text(data.get("announcement", ""), "announcement"),
        hits={int_key(k): _whole(v) for k, v in mapping(data["hits"], "hits").items()},
        busted_by={int_key(k): tuple(tuple(_whole(p) for p in _list(by)) for by in _list(v))
                   for k, v in mapping(data["busted_by"], "busted_by").items()},
        deal=None if data.get("deal") is None else DealMade.from_json(data["deal"]))


def usable(snapshot_seq: int, later: Iterable[Event]) -> bool:
    """False when an undo or redo after the snapshot reaches an event at or before it."""
    return not any(isinstance(e.data, TakeBack) and e.data.target <= snapshot_seq for e in later)


def resume(tournament_id: int, data: Mapping[str, object], later: list[Event]) -> TournamentState:
    """The state from a snapshot and the events written after it."""
    folding = Folding(from_dict(tournament_id, data))
    for event in ev.effective(later):
        folding.apply(event)
    if later:
        folding.seq = later[-1].seq
    return folding.state()
