"""A hand-history export read back (JSON or PHH) and each hand replayed against its recorded result.

:func:`read_export` reads what :mod:`floor.tournament.handhistory` wrote; :func:`replay` puts
each hand's request through :func:`floor.core.showdown.showdown` again and lists what differs
from the answer recorded at the time.
"""

from __future__ import annotations

import json
import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from floor.core.errors import FloorError
from floor.core.showdown import showdown
from floor.tournament.phh import phh_fields
from floor.tournament.recordedhands import HandRecord, _plain, _refuse

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
