"""A hand-history export read back (JSON or PHH) and each hand replayed against its recorded result.

:func:`read_export` reads what :mod:`floor.tournament.hands.history` wrote; :func:`replay` puts
each hand's request through :func:`floor.core.showdown.showdown` again and lists what differs
from the answer recorded at the time.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from floor.core.errors import FloorError, Text
from floor.core.showdown import showdown
from floor.core.textinput import InputError, loads
from floor.tournament.codec import Form
from floor.tournament.hands.phh import phh_fields
from floor.tournament.hands.recorded import HandRecord, plain_json, refusal
from floor.tournament.importing import loads_toml

# -- reading an export back ----------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Imported:
    """A hand read back from an export; ``mismatches``: PHH fields that no longer agree with its request."""

    hand: HandRecord
    mismatches: tuple[str, ...] = ()


def read_export(text: str, source: str = "") -> list[Imported]:
    """A JSON or PHH export read back (JSON: a list of records or one; PHH: one hand or ``[n]`` sections).

    ``source`` (the file's name) starts a refusal; JSON is read with the bounds of
    :func:`floor.core.textinput.loads`, PHH (TOML) with those of :func:`floor.tournament.importing.loads_toml`.
    """
    what = source or Text("the hand history")
    if _looks_like_json(text):
        data = loads(text, what)
        records = data if isinstance(data, list) else [data]
        return [Imported(HandRecord.from_dict(r, Text("hand {number}", number=i))) for i, r in enumerate(records, 1)]
    try:
        doc = loads_toml(text, what)
    except InputError as err:
        if err.code != "not-toml":  # TOML, but nested without end or with a number of thousands of digits
            raise
        reason = err.message.params.get("error", "") if isinstance(err.message, Text) else ""
        raise refusal(Text("neither a JSON nor a PHH hand history ({err})", err=reason)) from None
    if "variant" in doc:
        return [_from_phh(doc, Text("the hand"))]
    sections = [(name, part) for name, part in doc.items() if isinstance(part, dict) and "variant" in part]
    if not sections:
        raise refusal(Text("no hand in this PHH file"))
    return [_from_phh(part, Text("hand [{name}]", name=name)) for name, part in sections]


def _looks_like_json(text: str) -> bool:
    """Whether ``text`` is JSON (to be read, or refused, as JSON) rather than PHH: a syntax check that converts
    no number and is stopped, not crashed, by nesting without end."""
    try:
        json.loads(text, parse_int=len, parse_float=len, parse_constant=len)
    except json.JSONDecodeError:
        return False
    except RecursionError:
        return True
    return True


def _from_phh(doc: Mapping[str, Any], where: Text) -> Imported:
    if "_floor_request" not in doc or "_floor_result" not in doc:
        raise refusal(Text("{where} has no _floor_request and _floor_result: only hands exported by Floor can be "
                           "replayed", where=where))
    if not isinstance(doc["_floor_request"], str) or not isinstance(doc["_floor_result"], str):
        raise refusal(Text("{where}: _floor_request and _floor_result must be JSON text", where=where))
    request = loads(doc["_floor_request"], Text("{where}: _floor_request", where=where))
    result = loads(doc["_floor_result"], Text("{where}: _floor_result", where=where))
    record = HandRecord.from_dict({
        "table": doc.get("table"), "hand": doc.get("hand"), "level": doc.get("level", 0),
        "game": doc.get("_floor_game"), "dealer": doc.get("author", ""), "at": doc.get("_floor_at", 0.0),
        "tournament": doc.get("event"), "event": doc.get("_floor_event"), "seat_count": doc.get("seat_count"),
        "stakes": doc.get("_floor_stakes"), "players": doc.get("_floor_players", []),
        "all_in": doc.get("_floor_all_in", []), "request": request, "result": result}, where)
    try:
        expected = phh_fields(record)
    except FloorError as err:
        return Imported(record, (Text("its PHH fields cannot be rebuilt from _floor_request: {message}",
                                      message=err.message),))
    except (KeyError, TypeError, ValueError):
        return Imported(record, (Text("its PHH fields cannot be rebuilt from _floor_request"),))
    skip = {"_floor_request", "_floor_result", "_floor_note"}
    differ = [k for k in expected if k not in skip and doc.get(k) != expected[k]]
    if not differ:
        return Imported(record)
    if len(differ) == 1:
        return Imported(record, (Text("the PHH field {field} no longer agrees with _floor_request and _floor_result",
                                      field=differ[0]),))
    return Imported(record, (Text("the PHH fields {fields} no longer agree with _floor_request and _floor_result",
                                  fields=", ".join(differ)),))


# -- replay --------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Replayed:
    """One hand replayed: the differences from the recorded result (none: the same result)."""

    table: int
    hand: int
    game: str
    differences: tuple[str, ...]

    FORM: ClassVar[Form] = Form(order=("table", "hand", "game", "same", "differences"), derived=("same",))

    @property
    def same(self) -> bool:
        return not self.differences

    @property
    def line(self) -> str:
        """One line of the replay report (a Text; the differences each a Text of their own)."""
        if self.same:
            return Text("table {table} hand {hand}: same result", table=self.table, hand=self.hand)
        said = self.differences[0]
        for more in self.differences[1:]:
            said = Text("{first}; {next}", first=said, next=more)
        return Text("table {table} hand {hand}: differs: {differences}", table=self.table, hand=self.hand,
                    differences=said)


def replay(hands: Iterable[Imported | HandRecord]) -> list[Replayed]:
    """Each hand's request through :func:`floor.core.showdown.showdown`, compared with its recorded result."""
    out = []
    for item in hands:
        imported = item if isinstance(item, Imported) else Imported(item)
        hand = imported.hand
        differences = list(imported.mismatches)
        try:
            again = plain_json(showdown(hand.request))
        except FloorError as err:
            differences.append(Text("the request is refused now: {message}", message=err.message))
        else:
            differences += _differences(plain_json(hand.result), again)
        out.append(Replayed(hand.table, hand.hand, hand.game, tuple(differences)))
    return out


def replay_export(text: str, source: str = "") -> list[Replayed]:
    """Read a JSON or PHH export (``source``: its file's name, for a refusal) and replay every hand in it."""
    return replay(read_export(text, source))


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
        found = [*found[:MAX_DIFFERENCES], Text("and {count} more", count=len(found) - MAX_DIFFERENCES)]
    return found


def _walk(a: Any, b: Any, path: str, found: list[str]) -> None:
    if isinstance(a, dict) and isinstance(b, dict):
        for key in [*a, *(k for k in b if k not in a)]:
            _walk(a.get(key, _MISSING), b.get(key, _MISSING), f"{path}.{key}" if path else str(key), found)
    elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            _walk(x, y, f"{path}[{i}]", found)
    elif a != b:
        found.append(Text("{path}: recorded {recorded}, replayed {replayed}", path=path, recorded=_show(a),
                          replayed=_show(b)))


class _Missing:
    def __repr__(self) -> str:
        return "(none)"


_MISSING = _Missing()


def _show(value: Any) -> str:
    return Text("(none)") if value is _MISSING else json.dumps(value, ensure_ascii=False)
