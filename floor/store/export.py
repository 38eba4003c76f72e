"""A tournament exported as CSV and JSON: the results, the chip counts and the history.

The rows are built by pure functions (:func:`results_rows`, :func:`chips_rows`,
:func:`history_rows`) that the console can show; :func:`export` only writes them.
CSV files are UTF-8 with a byte-order mark, so that spreadsheet programs show names in
any alphabet correctly; an empty cell means "none" (no place yet, no count yet). JSON
files hold the same rows as a list of objects, one a line, with ``null`` for an empty cell.
Each file is written as it is made (streamed), each row once.
Seating is not exported: Floor does not seat players yet.
"""

from __future__ import annotations

import csv
import functools
import io
import json
import math
import operator
import os
import secrets
import shutil
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TextIO

from floor.core.errors import FloorError, Text
from floor.core.files import refuse_database
from floor.store import debris, eventrows
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


class _Times:
    """:func:`iso_time` of a log's events, the local date, hour and minute and the UTC offset worked out once per
    minute (a 33,000-event log's times: 60 ms of CPU, now 15 ms; issue 30); the same text, to the character.
    Kept for one export: a clock whose time zone changes between two exports is read afresh."""

    def __init__(self) -> None:
        self._minutes: dict[int, tuple[str, str] | None] = {}

    def __call__(self, at: float) -> str:
        if type(at) is not float or not eventrows.FIRST_TIME <= at <= eventrows.LAST_TIME:
            return iso_time(at)
        fraction, whole = math.modf(at)
        micro, second = round(fraction * 1e6), int(whole)  # (datetime's own rounding: half to even, per second)
        if micro >= 1_000_000:
            micro, second = micro - 1_000_000, second + 1
        elif micro < 0:
            micro, second = micro + 1_000_000, second - 1
        minute, into = divmod(second, 60)
        known = self._minutes.get(minute, _UNKNOWN)
        if known is _UNKNOWN:
            known = self._minutes[minute] = _minute(minute)
        if known is None:
            return iso_time(at)
        return f"{known[0]}:{into:02d}.{micro // 1000:03d}{known[1]}"


_UNKNOWN: tuple[str, str] = ("", "")


def _minute(minute: int) -> tuple[str, str] | None:
    """The local ``YYYY-MM-DDTHH:MM`` of the minute starting ``minute`` minutes after the epoch, and its UTC offset,
    as :func:`iso_time` writes them; None when its local second is not 0 or its offset changes within it (then each
    time is worked out alone)."""
    try:
        start = datetime.fromtimestamp(minute * 60, tz=UTC).astimezone()
        end = datetime.fromtimestamp(minute * 60 + 59, tz=UTC).astimezone()
    except (OverflowError, OSError, ValueError):
        return None
    if start.second != 0 or start.utcoffset() != end.utcoffset():
        return None
    text = start.isoformat(timespec="seconds")  # (YYYY-MM-DDTHH:MM:SS and the offset)
    return text[:16], text[19:]


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


def _cells(row: Row, fields: Sequence[str]) -> list[Any]:
    """A row's cells as :func:`_cell` says them; a number or a text as it is (the csv module writes it the same, and
    None as an empty cell), so that 30,000 rows of them go straight through (issue 30)."""
    return [v if v is None or type(v) in (int, str) else _cell(v) for v in (row[f] for f in fields)]


_PLAIN = frozenset({int, str, type(None)})  # (the csv module writes a cell of these types as :func:`_cell` says it)


def _csv_rows(rows: Iterable[Row], fields: Sequence[str]) -> Iterator[Sequence[Any]]:
    """Each row's cells (:func:`_cells`): taken by one ``itemgetter`` call, and as they are when every one is a
    number, a text or empty (a results row always)."""
    take = operator.itemgetter(*fields)
    for row in rows:
        cells = take(row) if len(fields) > 1 else (row[fields[0]],)
        yield cells if _PLAIN.issuperset(map(type, cells)) else _cells(row, fields)


def _write_csv(out: TextIO, fields: Sequence[str], rows: Iterable[Row]) -> None:
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(fields)
    writer.writerows(_csv_rows(rows, fields))


def csv_text(fields: Sequence[str], rows: Iterable[Row]) -> str:
    """The rows as CSV text with a header line (no byte-order mark)."""
    out = io.StringIO(newline="")
    _write_csv(out, fields, rows)
    return out.getvalue()


_ROW_SEPARATOR = ",\n  "


def _write_json(out: TextIO, lines: Iterable[str]) -> None:
    """A JSON list, one object a line (each encoded by the json module's C encoder: an indented dump of the whole
    list is written by its Python encoder, 20 times slower at 30,000 entries, issue 30)."""
    first = True
    for line in lines:
        out.write("[\n  " if first else _ROW_SEPARATOR)
        out.write(line)
        first = False
    out.write("[]\n" if first else "\n]\n")


def _row_lines(rows: Iterable[Row]) -> Iterator[str]:
    dumps = _encoder()
    return (dumps(row) for row in rows)


def _encoder(*, sort_keys: bool = False) -> Callable[[Any], str]:
    """``json.JSONEncoder(ensure_ascii=False, sort_keys=sort_keys).encode`` of a row or a payload (an object), its C
    encoder made once for all of them, not once an object as ``encode`` makes it (30,000 results rows: a third less
    time, issue 30); the same text."""
    plain = json.JSONEncoder(ensure_ascii=False, sort_keys=sort_keys)
    make, strings = getattr(json.encoder, "c_make_encoder", None), getattr(json.encoder, "c_encode_basestring", None)
    if make is None or strings is None:  # (a Python without the json module's C part)
        return plain.encode
    encode = make({}, plain.default, strings, None, plain.key_separator, plain.item_separator, plain.sort_keys,
                  plain.skipkeys, plain.allow_nan)
    return lambda value: "".join(encode(value, 0)) if type(value) is dict else plain.encode(value)


def json_text(rows: list[Row]) -> str:
    """The rows as a JSON list, one object a line."""
    out = io.StringIO(newline="")
    _write_json(out, _row_lines(rows))
    return out.getvalue()


def _history_cells(events: Iterable[Event]) -> Iterator[tuple[int, str, str, str, str]]:
    """seq, time, author, kind and the payload's JSON text (keys in order) of each event: the payload encoded once,
    for the CSV cell and the JSON object alike."""
    payload = _encoder(sort_keys=True)
    time_of = _Times()
    for e in events:
        yield e.seq, time_of(e.at), e.author, e.kind, payload(shown_payload(e))


HistoryCells = Callable[[], Iterable[tuple[int, str, str, str, str]]]


def _write_history_csv(out: TextIO, cells: HistoryCells) -> None:
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(HISTORY_FIELDS)
    writer.writerows(cells())


def _write_history_json(out: TextIO, cells: HistoryCells) -> None:
    text = json.JSONEncoder(ensure_ascii=False).encode
    _write_json(out, (f'{{"seq": {seq}, "time": {text(at)}, "author": {text(author)}, "kind": {text(kind)}, '
                      f'"payload": {payload}}}' for seq, at, author, kind, payload in cells()))


Writer = Callable[[TextIO], None]


def _stage(parent: Path) -> Path:
    """A new hidden folder in ``parent`` for files being written (debris.py removes it if the writer is killed)."""
    debris.clean_folder(parent)
    staging = parent / f".floor-export-{os.getpid()}-{secrets.token_hex(6)}"
    staging.mkdir()
    return staging


def _files(readable: Readable, formats: Sequence[str]) -> dict[str, tuple[Writer, str]]:
    """Each file's name, what writes it (streamed: no file's whole text is held) and its encoding."""
    state, log = readable.state, readable.log
    out: dict[str, tuple[Writer, str]] = {}
    for name, fields, made in (("results", RESULTS_FIELDS, functools.cache(lambda: results_rows(state))),
                               ("chips", CHIPS_FIELDS, functools.cache(lambda: chips_rows(state)))):
        # (each table's rows made once, for both formats)
        if "csv" in formats:
            out[f"{name}.csv"] = (_table_csv(fields, made), "utf-8-sig")
        if "json" in formats:
            out[f"{name}.json"] = (_table_json(made), "utf-8")
    # (each event's cells made once for both formats; for one format, streamed as they are made)
    cells: HistoryCells = functools.cache(lambda: list(_history_cells(log))) if len(formats) > 1 \
        else functools.partial(_history_cells, log)
    if "csv" in formats:
        out["history.csv"] = (functools.partial(_write_history_csv, cells=cells), "utf-8-sig")
    if "json" in formats:
        out["history.json"] = (functools.partial(_write_history_json, cells=cells), "utf-8")
    # The blind structure, in the format `tournament new --structure FILE` reads back.
    structure = json.dumps(structure_to_json(state.structure), ensure_ascii=False, indent=2) + "\n"

    def write_structure(opened: TextIO) -> None:
        opened.write(structure)

    out["structure.json"] = (write_structure, "utf-8")
    return out


def _table_csv(fields: Sequence[str], rows: Callable[[], list[Row]]) -> Writer:
    return lambda opened: _write_csv(opened, fields, rows())


def _table_json(rows: Callable[[], list[Row]]) -> Writer:
    return lambda opened: _write_json(opened, _row_lines(rows()))


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
            for name, (write, encoding) in files.items():
                with (staging / name).open("w", encoding="utf-8", newline="") as opened:
                    if encoding == "utf-8-sig":  # (the byte-order mark written once: the utf-8-sig codec is Python,
                        opened.write("\ufeff")  # called for every row written, a tenth of a CSV's time, issue 30)
                    write(opened)
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
