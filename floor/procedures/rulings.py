"""The ruling record (procedures.md §0.6): the floor confirms or overrides Floor's proposal, and it is an event.

Ask: :func:`floor.procedures.engine.decide` proposes. Check: :func:`verify_ruling` refuses an override
without a typed reason, and a carryover without its table. Act: :func:`ruling` returns the event, of
kind ``"ruling"``, holding the inputs, the row, the house settings in force, the rulebook version, the
proposed outcome with its sources, the decision, who and when. An override keeps both outcomes.
The log is the ruling events, filtered and exported by :func:`rulings_log` and :func:`export_rows`.

>>> from floor.procedures.engine import decide
>>> from floor.procedures.rulebook import load_rulebook
>>> from floor.procedures.situations import Situation
>>> d = decide(load_rulebook(), Situation(hs="HS4", found="duplicate_card", contributions={1: 50, 2: 100}))
>>> e = ruling(d, now=1_800_000_000.0, author="Ana", table=3, hand=41)
>>> body = e.body(RulingMade)
>>> e.kind, body.row_id, body.decision, dict(body.proposed_outcome.refunds)
('ruling', 'DD-05', 'confirmed', {1: 50, 2: 100})
>>> ruling(d, now=1_800_000_000.0, author="Ana", override_reason="  ")
Traceback (most recent call last):
...
floor.core.errors.FloorError: an override needs the reason, typed in: why the floor rules otherwise than DD-05
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from floor.core.errors import FloorError, Text
from floor.procedures.engine import Decision
from floor.tournament import codec
from floor.tournament import events as ev
from floor.tournament.events import Event
from floor.tournament.jsonvalue import JsonObject, freeze_object, thaw_object
from floor.tournament.records import CarryoverChange, RulingMade
from floor.tournament.rulingoutcome import LoggedOutcome

RULING = ev.RULING

CONFIRMED, OVERRIDDEN = "confirmed", "overridden"
_NO_CHANGE = object()


def _plain(value: Any) -> Any:
    """JSON-plain: mappings with text keys, lists, numbers, text, booleans, None."""
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    if value is None or isinstance(value, str | int | float | bool):
        return value
    raise FloorError(Text("{value!r} cannot be kept in a ruling record", value=value), code="bad-ruling")


def _final(decision: Decision, reason: str | None,
           final: Mapping[str, object] | str | None) -> LoggedOutcome | dict[str, Any]:
    if reason is None:
        return decision.outcome.logged()
    if final is None:
        return {"lines": [reason.strip()]}
    if isinstance(final, str):
        return {"lines": [final.strip()]}
    return dict(_plain(final))


def _carryover(decision: Decision, reason: str | None, final: LoggedOutcome | Mapping[str, Any]) -> object:
    """What the ruling does to the table's carryover: a new one, None (closed), or no change."""
    if reason is not None:
        assert not isinstance(final, LoggedOutcome)  # (an override's outcome is the floor's own)
        return final.get("carryover", _NO_CHANGE)
    if decision.outcome.carryover is not None:
        return codec.write(decision.outcome.carryover)
    if decision.row.id == "DD-09" and decision.outcome.words.has("award"):
        return None
    return _NO_CHANGE


def verify_ruling(decision: Decision, *, override_reason: str | None = None,
                  final_outcome: Mapping[str, object] | str | None = None, table: int | None = None) -> None:
    """Refuse what the log could not stand behind."""
    if override_reason is None and final_outcome is not None:
        raise FloorError(Text("a different outcome is an override: type the reason for it"), code="no-override-reason")
    if override_reason is not None and not override_reason.strip():
        raise FloorError(Text("an override needs the reason, typed in: why the floor rules otherwise than {id}",
                              id=decision.row.id), code="no-override-reason", procedure=decision.row.id)
    final = _final(decision, override_reason, final_outcome)
    if table is None and _carryover(decision, override_reason, final) is not _NO_CHANGE:
        raise FloorError(Text("this ruling opens or closes a carryover, which belongs to a table: name the table"),
                         code="no-table", procedure=decision.row.id)


def can_rule(decision: Decision, *, override_reason: str | None = None,
             final_outcome: Mapping[str, object] | str | None = None, table: int | None = None) -> bool:
    try:
        verify_ruling(decision, override_reason=override_reason, final_outcome=final_outcome, table=table)
    except FloorError:
        return False
    return True


def ruling(decision: Decision, *, now: float, author: str, override_reason: str | None = None,
           final_outcome: Mapping[str, object] | str | None = None, table: int | None = None, hand: int | None = None,
           follow_ups: Sequence[str] = (), linked: Sequence[int] = ()) -> Event:
    """The ruling as an event: confirmed, or overridden with ``override_reason`` (and the floor's own outcome)."""
    verify_ruling(decision, override_reason=override_reason, final_outcome=final_outcome, table=table)
    final = _final(decision, override_reason, final_outcome)
    change = _carryover(decision, override_reason, final)
    carryover = CarryoverChange.KEEP if change is _NO_CHANGE else CarryoverChange.CLOSE if change is None \
        else freeze_object(change)
    return Event(RulingMade(
        row_id=decision.row.id, decision=CONFIRMED if override_reason is None else OVERRIDDEN, table=table,
        hand=hand, hs=decision.situation.hs, street=decision.situation.street,
        variant=decision.variant.key if decision.variant else None, via=tuple(decision.via),
        title=decision.row.title, inputs=freeze_object(codec.write(decision.situation)),
        house=freeze_object(_plain(decision.house)), settings_used=freeze_object(_plain(decision.settings_used())),
        rulebook_version=decision.rulebook_version, ruling=decision.ruling, sources=tuple(decision.sources),
        product_default=decision.product_default, proposed_outcome=decision.outcome.logged(),
        override_reason=override_reason.strip() if override_reason is not None else None,
        final_outcome=final if isinstance(final, LoggedOutcome) else freeze_object(final),
        follow_ups=tuple(dict.fromkeys([*decision.follow_ups, *follow_ups])),
        linked_rulings=tuple(int(n) for n in linked), carryover=carryover), now, author)


@dataclass(frozen=True, slots=True)
class RulingRecord:
    """One ruling as the log shows it (§0.6); ``ruling_id`` is the event's number, ``body`` the ruling."""

    ruling_id: int
    at: float
    floor_user: str
    body: RulingMade

    @classmethod
    def from_event(cls, event: Event) -> RulingRecord:
        if not isinstance(event.data, RulingMade):
            raise FloorError(Text("event {seq} is a {kind!r}, not a ruling",
                                  seq=event.seq, kind=event.kind), code="not-a-ruling")
        return cls(event.seq, event.at, event.author, event.data)


def rulings_log(events: Iterable[Event], *, row: str | None = None, table: int | None = None,
                decision: str | None = None, since: float | None = None,
                until: float | None = None) -> list[RulingRecord]:
    """The rulings, oldest first, filtered by row (``"DD"`` or ``"DD-05"``), table, decision and time."""
    out = []
    for event in events:
        if event.kind != RULING:
            continue
        body = event.body(RulingMade)
        if row is not None and not body.row_id.startswith(row.upper()):
            continue
        if (table is not None and body.table != table) or (decision is not None and body.decision != decision):
            continue
        if (since is not None and event.at < since) or (until is not None and event.at > until):
            continue
        out.append(RulingRecord.from_event(event))
    return out


EXPORT_COLUMNS = ("ruling_id", "at", "table", "hand", "hs", "row_id", "variant", "decision", "floor_user", "ruling",
                  "proposed", "override_reason", "final", "sources", "rulebook_version")


def export_rows(records: Iterable[RulingRecord]) -> list[dict[str, str | int | float | None]]:
    """One flat row per ruling (for CSV or a spreadsheet)."""
    rows: list[dict[str, str | int | float | None]] = []
    for r in records:
        b = r.body
        rows.append({"ruling_id": r.ruling_id, "at": r.at, "table": b.table, "hand": b.hand,
                     "hs": b.hs, "row_id": b.row_id, "variant": b.variant, "decision": b.decision,
                     "floor_user": r.floor_user, "ruling": b.ruling,
                     "proposed": _lines(b.proposed_outcome), "override_reason": b.override_reason,
                     "final": _lines(b.final_outcome),
                     "sources": "; ".join(b.sources), "rulebook_version": b.rulebook_version})
    return rows


def _lines(outcome: LoggedOutcome | Mapping[str, object]) -> str:
    """An outcome's lines, as one line."""
    lines = list(outcome.lines) if isinstance(outcome, LoggedOutcome) else outcome.get("lines")
    return " ".join(map(str, lines)) if isinstance(lines, list) else ""


def to_csv(records: Iterable[RulingRecord]) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=EXPORT_COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(export_rows(records))
    return out.getvalue()


def open_carryovers(events: Iterable[Event]) -> dict[int, JsonObject]:
    """The carryover each table holds now (DD-08 opened it, DD-09 closed or rolled it), from the rulings."""
    open_: dict[int, JsonObject] = {}
    for event in events:
        body = event.data
        if not isinstance(body, RulingMade) or body.table is None or body.carryover is CarryoverChange.KEEP:
            continue
        if body.carryover is CarryoverChange.CLOSE:
            open_.pop(body.table, None)
        else:
            open_[body.table] = thaw_object(body.carryover)
    return open_


__all__ = ["CONFIRMED", "OVERRIDDEN", "RULING", "RulingRecord", "can_rule", "export_rows",
           "open_carryovers", "ruling", "rulings_log", "to_csv", "verify_ruling"]
