"""A tournament exported as CSV and JSON: the results, the chip counts and the history.

The rows are built by pure functions (:func:`results_rows`, :func:`chips_rows`,
:func:`history_rows`) that the console can show; :func:`export` only writes them.
CSV files are UTF-8 with a byte-order mark, so that spreadsheet programs show names in
any alphabet correctly; an empty cell means "none" (no place yet, no count yet). JSON
files hold the same rows as a list of objects, with ``null`` for an empty cell.
Seating is not exported: Floor does not seat players yet.
"""

from __future__ import annotations

import csv
import io
import json
import os
import secrets
import shutil
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from floor.core.errors import FloorError, Text
from floor.core.files import refuse_database
from floor.store import debris
from floor.store.tournaments import Store
from floor.tournament.events import Event
from floor.tournament.finishes import finishes
from floor.tournament.jsonvalue import Json
from floor.tournament.records import TokensIssued
from floor.tournament.state import TournamentState
from floor.tournament.structure import structure_to_json

Row = dict[str, Any]

RESULTS_FIELDS = ("place", "name", "nickname", "prize", "member_id", "entries", "rebuys", "addons", "hits",
                  "bounties")
"""The results' columns (README, "Running a tournament from the command line"): what a league site reads."""
CHIPS_FIELDS = ("id", "name", "chips")
HISTORY_FIELDS = ("seq", "time", "author", "kind", "payload")
FORMATS = ("csv", "json")


def results_rows(state: TournamentState) -> list[Row]:
    """place, name, nickname, prize, member id, entries, rebuys, add-ons, hits, bounties won (the champion's with
    their own): each player's finish (:mod:`floor.tournament.finishes`), those still playing first (no place, no
    prize), then by place.

    Players out in the same hand share the place and split those places' prizes. When one
    player is left, the tournament is won: that player is 1st with the 1st prize.
    """
    return [{"place": f.place, "name": f.player.name, "nickname": f.player.nickname,
             "prize": f.paid, "member_id": f.player.member_id, "entries": f.entries,
             "rebuys": f.rebuys, "addons": f.addons, "hits": f.hits, "bounties": f.bounties}
            for f in finishes(state).values()]


def chips_rows(state: TournamentState) -> list[Row]:
    """id, name, chips of the players still playing: the biggest stack first, those not counted yet last."""
    ordered = sorted(state.playing, key=lambda p: (p.chips is None, -(p.chips or 0), p.id))
    return [{"id": p.id, "name": p.name, "chips": p.chips} for p in ordered]


def iso_time(at: float) -> str:
    """An event's time in ISO 8601, local time with its UTC offset, to the millisecond."""
    return datetime.fromtimestamp(at, tz=UTC).astimezone().isoformat(timespec="milliseconds")


def history_rows(events: Iterable[Event]) -> list[Row]:
    """seq, time, author, kind, payload: every event, undos and redos included, oldest first; each payload with its
    keys in order, as the database keeps it."""
    return [{"seq": e.seq, "time": iso_time(e.at), "author": e.author, "kind": e.kind,
             "payload": _sorted(shown_payload(e))} for e in events]


def shown_payload(event: Event) -> Json:
    """An event's payload as an export or a history may show it: a player's page token is the key to that page,
    so they name the players who were given one, never the tokens."""
    if event.kind == TokensIssued.KIND:
        players: list[Json] = [*sorted(event.body(TokensIssued).tokens)]
        return {"players": players}
    return event.data.to_json()


def _sorted(value: Json) -> Json:
    if isinstance(value, dict):
        return {k: _sorted(value[k]) for k in sorted(value)}
    if isinstance(value, list):
        return [_sorted(v) for v in value]
    return value


@dataclass(frozen=True, slots=True)
class Readable:
    """What an export writes, read once: the state and the history (in a damaged file, what can be read of them)
    and what was left out, each in a sentence."""

    state: TournamentState
    log: list[Event]
    damage: list[str]


def read(store: Store, tournament_id: int) -> Readable:
    """The tournament as an export sees it (the results of a damaged file stop before its first bad event)."""
    state, first = store.readable_state(tournament_id)
    log, unreadable = store.readable_history(tournament_id)
    said = [err.message for err in unreadable]
    if first is not None:
        said.append(Text("the results and chip counts are as they stood before event {seq}", seq=first.seq))
    return Readable(state, log, said)


def rows_of(readable: Readable) -> dict[str, tuple[tuple[str, ...], list[Row]]]:
    """Each table's name, columns and rows, as exported."""
    return {"results": (RESULTS_FIELDS, results_rows(readable.state)),
            "chips": (CHIPS_FIELDS, chips_rows(readable.state)),
            "history": (HISTORY_FIELDS, history_rows(readable.log))}


def tables(store: Store, tournament_id: int) -> dict[str, tuple[tuple[str, ...], list[Row]]]:
    """Each table's name, columns and rows, as exported (what can be read, in a damaged file)."""
    return rows_of(read(store, tournament_id))


def _cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, dict | list):
        return json.dumps(value, ensure_ascii=False, sort_keys=True)
    return str(value)


def csv_text(fields: Sequence[str], rows: Iterable[Row]) -> str:
    """The rows as CSV text with a header line (no byte-order mark)."""
    out = io.StringIO(newline="")
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(fields)
    for row in rows:
        writer.writerow([_cell(row[f]) for f in fields])
    return out.getvalue()


def json_text(rows: list[Row]) -> str:
    return json.dumps(rows, ensure_ascii=False, indent=2) + "\n"


def _write(path: Path, text: str, encoding: str) -> None:
    with path.open("w", encoding=encoding, newline="") as out:
        out.write(text)


def _stage(parent: Path) -> Path:
    """A new hidden folder in ``parent`` for files being written (debris.py removes it if the writer is killed)."""
    debris.clean_folder(parent)
    staging = parent / f".floor-export-{os.getpid()}-{secrets.token_hex(6)}"
    staging.mkdir()
    return staging


def _files(readable: Readable, formats: Sequence[str]) -> dict[str, tuple[str, str]]:
    """Each file's name, text and encoding."""
    out: dict[str, tuple[str, str]] = {}
    for name, (fields, rows) in rows_of(readable).items():
        if "csv" in formats:
            out[f"{name}.csv"] = (csv_text(fields, rows), "utf-8-sig")
        if "json" in formats:
            out[f"{name}.json"] = (json_text(rows), "utf-8")
    # The blind structure, in the format `tournament new --structure FILE` reads back.
    structure = structure_to_json(readable.state.structure)
    out["structure.json"] = (json.dumps(structure, ensure_ascii=False, indent=2) + "\n", "utf-8")
    return out


def export(store: Store, tournament_id: int, folder: str | os.PathLike[str],
           formats: Sequence[str] = FORMATS, *, readable: Readable | None = None) -> list[Path]:
    """Write results, chips and history as ``.csv`` and/or ``.json`` into ``folder``; the files written.
    ``readable`` is what :func:`read` gave, when the caller has it already.

    Everything is written into a hidden folder first: a new ``folder`` appears whole, by one
    rename; into an existing one the finished files are moved one by one (each move is
    atomic), so a crash never leaves a half-written file under an export's name.
    """
    unknown = [f for f in formats if f not in FORMATS]
    if unknown or not formats:
        raise FloorError(Text("export formats are csv and json, not {value}", value=', '.join(unknown)) if unknown
                         else Text("export formats are csv and json, not none"), code="bad-request")
    files = _files(readable or read(store, tournament_id), formats)
    where = Path(folder)
    for name in files:  # (an export into the database's folder never replaces the database or a backup)
        refuse_database(where / name)
    try:
        fresh = not where.exists()
        parent = where.parent if fresh else where
        parent.mkdir(parents=True, exist_ok=True)
        staging = _stage(parent)
        try:
            for name, (text, encoding) in files.items():
                _write(staging / name, text, encoding)
            if fresh:
                os.rename(staging, where)
            else:
                for name in files:
                    os.replace(staging / name, where / name)
        finally:
            shutil.rmtree(staging, ignore_errors=True)
    except OSError as err:
        raise FloorError(Text("the export could not be written to {where}: {value}",
                              where=where, value=err.strerror or err),
                         code="export-failed") from None
    return [where / name for name in files]
