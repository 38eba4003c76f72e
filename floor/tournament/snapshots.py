"""A tournament's state as JSON, so that opening a long tournament folds only its latest events.

A snapshot is taken at an event number; it stays usable while no undo or redo reaches
back before it (an undo changes which earlier events are in force).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from floor.tournament import events as ev
from floor.tournament.clock import Clock
from floor.tournament.events import Event
from floor.tournament.seating.tables import Positions, Table
from floor.tournament.settings import Settings
from floor.tournament.state import Player, TournamentState

VERSION = 3  # 2: the seating; 3: known stacks follow recorded hands, rebuys and add-ons


def to_dict(state: TournamentState) -> dict[str, Any]:
    return {
        "version": VERSION, "seq": state.seq, "settings": state.settings.to_dict(), "clock": state.clock.to_dict(),
        "players": [p.to_dict() for p in state.players.values()], "eliminations": state.eliminations,
        "payout_overrides": {str(k): v for k, v in state.payout_overrides.items()},
        "chips_removed": state.chips_removed, "players_left": state.players_left, "entries": state.entries,
        "rebuys": state.rebuys, "addons": state.addons, "last_player": state.last_player,
        "tables": [_table(t) for t in state.tables.values()],
        "left_seats": {str(k): list(v) for k, v in state.left_seats.items()},
        "hand_for_hand": state.hand_for_hand, "house": dict(state.house),
        "races": sorted(list(r) for r in state.races),
        "hands": {str(k): v for k, v in state.hands.items()},
        "offered": {str(k): list(v) for k, v in state.offered.items()},
        "carryovers": {str(k): v for k, v in state.carryovers.items()},
        "penalties": {str(k): v for k, v in state.penalties.items()},
        "incidents": list(state.incidents),
        "tokens": {str(k): v for k, v in state.tokens.items()},
    }


def _table(table: Table) -> dict[str, Any]:
    return {"number": table.number, "seats": list(table.seats),
            "positions": None if table.positions is None else table.positions.to_dict(),
            "waiting": sorted(table.waiting), "vacated": list(table.vacated)}


def _table_from(data: Mapping[str, Any]) -> Table:
    positions = None if data["positions"] is None else Positions.from_dict(data["positions"])
    return Table(data["number"], tuple(data["seats"]), positions, frozenset(data["waiting"]), tuple(data["vacated"]))


def from_dict(tournament_id: int, data: Mapping[str, Any]) -> TournamentState:
    state = TournamentState(tournament_id, Settings.from_dict(data["settings"]), Clock.from_dict(data["clock"]),
                            seq=data["seq"])
    state.players = {p["id"]: Player(**p) for p in data["players"]}
    state.payout_overrides = {int(k): v for k, v in data["payout_overrides"].items()}
    for key in ("eliminations", "chips_removed", "players_left", "entries", "rebuys", "addons", "last_player"):
        setattr(state, key, data[key])
    state.tables = {t["number"]: _table_from(t) for t in data["tables"]}
    state.seats = {p: (t.number, s) for t in state.tables.values() for s, p in enumerate(t.seats, 1)
                   if p is not None}
    state.left_seats = {int(k): (v[0], v[1]) for k, v in data["left_seats"].items()}
    state.hand_for_hand = data["hand_for_hand"]
    state.house = dict(data.get("house", {}))
    state.races = {(t, i) for t, i in data.get("races", [])}
    state.hands = {int(k): v for k, v in data.get("hands", {}).items()}
    state.offered = {int(k): (v[0], v[1]) for k, v in data.get("offered", {}).items()}
    state.carryovers = {int(k): dict(v) for k, v in data.get("carryovers", {}).items()}
    state.penalties = {int(k): dict(v) for k, v in sorted(data.get("penalties", {}).items(), key=lambda kv: int(kv[0]))}
    state.incidents = [dict(i) for i in data.get("incidents", [])]
    state.tokens = {int(k): str(v) for k, v in data.get("tokens", {}).items()}
    return state


def usable(snapshot_seq: int, later: Iterable[Event]) -> bool:
    """False when an undo or redo after the snapshot reaches an event at or before it."""
    return not any(e.kind in (ev.UNDONE, ev.REDONE) and int(e.payload["target"]) <= snapshot_seq for e in later)


def resume(tournament_id: int, data: Mapping[str, Any], later: list[Event]) -> TournamentState:
    """The state from a snapshot and the events written after it."""
    state = from_dict(tournament_id, data)
    for event in ev.effective(later):
        state.apply(event)
    if later:
        state.seq = later[-1].seq
    return state
