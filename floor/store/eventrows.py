"""Events as the file holds them: each row checked as it is read, and folded so that a bad one is named.

A row written by Floor always reads back; one that does not (a flipped byte in its payload,
a key renamed by hand, a payload that is not an object, a value of the wrong form for its kind:
:func:`floor.tournament.records.read_body`) is never guessed at: it becomes an
:class:`UnreadableEvent` naming its number, its kind and its time, and the fold stops there.
"""

from __future__ import annotations

import contextlib
import gc
import json
import math
import zlib
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

from floor.core.errors import FloorError, Text
from floor.core.wholes import is_whole
from floor.tournament import events as ev
from floor.tournament import snapshots
from floor.tournament.codec import CodecError
from floor.tournament.events import Event, TakeBack
from floor.tournament.records import read_body
from floor.tournament.state import Folding, TournamentState
from floor.tournament.state import replay as replay_created

# What a record that is not what Floor wrote raises when read or folded (a missing key, a text where a number was).
BROKEN = (KeyError, TypeError, ValueError, AttributeError, IndexError, RecursionError, FloorError)


class UnreadableEvent(FloorError):
    """An event in the file that Floor cannot read: the file is damaged there."""

    code = "unreadable-event"

    def __init__(self, message: str, *, seq: int) -> None:
        super().__init__(message)
        self.seq = seq
        self.pointed = False  # the way back (the newest backup) is already in the message
        self.bare = message  # the message without it


# The times a clock can say (a day inside years 1 to 9999, whatever the time zone): a damaged row's time beyond them
# (a flipped bit in the float) crashed every reader that wrote it as a date.
FIRST_TIME = datetime(1, 1, 2, tzinfo=UTC).timestamp()
LAST_TIME = datetime(9999, 12, 30, tzinfo=UTC).timestamp()


def _when(at: object) -> str:
    if isinstance(at, int | float) and not isinstance(at, bool) and math.isfinite(at):
        try:
            return datetime.fromtimestamp(at).strftime("%H:%M")
        except (OverflowError, OSError, ValueError):
            pass
    return Text("time unknown")


def unreadable(seq: object, kind: object, at: object, problem: str) -> UnreadableEvent:
    """The refusal for one event: "event 1234 (elimination, 21:40) cannot be read: ..."."""
    from floor.tournament.describe.sentence import kind_name  # the history's words, needed only for a damaged row

    what = kind_name(kind) if isinstance(kind, str) and kind else Text("unknown kind")
    number = seq if isinstance(seq, int) else 0
    return UnreadableEvent(Text("event {seq} ({what}, {when}) cannot be read: {problem}",
                                seq=number, what=what, when=_when(at), problem=problem), seq=number)


def read(row: Sequence[Any]) -> Event | UnreadableEvent:
    """One ``(seq, kind, at, author, payload bytes)`` row as an Event, or the refusal naming it."""
    seq, kind, at, author, blob = row
    if not (type(seq) is int and type(kind) is str and kind and type(at) is float and FIRST_TIME <= at <= LAST_TIME
            and type(author) is str):  # (as SQLite gives a row Floor wrote: each checked in one line, issue 30)
        if not isinstance(seq, int) or not isinstance(kind, str) or not kind:
            return unreadable(seq, kind, at, Text("its number or kind is damaged"))
        if isinstance(at, bool) or not isinstance(at, int | float) or not FIRST_TIME <= at <= LAST_TIME:
            return unreadable(seq, kind, at, Text("its time is damaged"))
        if not isinstance(author, str):
            return unreadable(seq, kind, at, Text("the name of who did it is damaged"))
    try:
        text = blob.decode("utf-8") if type(blob) is bytes else bytes(blob or b"").decode("utf-8")
    except UnicodeDecodeError:
        return unreadable(seq, kind, at, Text("its content is not text"))
    try:
        payload = _loads(text)
    except (ValueError, RecursionError):
        return unreadable(seq, kind, at, Text("its content is not Floor's JSON"))
    if not isinstance(payload, dict):
        return unreadable(seq, kind, at, Text("its content is not Floor's JSON"))
    if kind in (ev.UNDONE, ev.REDONE) and not is_whole(payload.get("target")):
        return unreadable(seq, kind, at, Text("it does not say which action it takes back"))
    try:
        body = read_body(kind, payload)
    except BROKEN as err:
        return unreadable(seq, kind, at, _problem(err))
    try:
        return Event(body, float(at), author, seq)
    except FloorError:
        return unreadable(seq, kind, at, Text("the name of who did it is missing"))


_RAW_DECODE = json.JSONDecoder().raw_decode


def _loads(text: str) -> Any:
    """``json.loads(text)``, a payload as Floor writes it (no space around it) read without the wrapper's checks (a
    microsecond of 3 an event, issue 30); anything else read by ``json.loads`` itself, as before."""
    try:
        value, end = _RAW_DECODE(text)
    except ValueError:
        return json.loads(text)
    return value if end == len(text) else json.loads(text)


def _problem(err: BaseException) -> str:
    """What is wrong with a record, as the refusal says it: the field missing, or a value of the wrong form (where,
    and what is wrong with it, when the codec read it)."""
    if isinstance(err, CodecError):
        if err.missing:
            return Text("the field {field} is missing", field=err.path)
        return Text("a value has the wrong form ({kind})", kind=err.message)
    if isinstance(err, KeyError) and err.args:
        return Text("the field {field} is missing", field=str(err.args[0]))
    return Text("a value has the wrong form ({kind})", kind=type(err).__name__)


def _broken(event: Event, err: BaseException) -> UnreadableEvent:
    return unreadable(event.seq, event.kind, event.at, _problem(err))


def fold(state: TournamentState, events: Iterable[Event]) -> TournamentState:
    """The state after the events in turn; the first that does not fold is named (``state`` is left as it was)."""
    events = list(events)
    if not events:
        return state
    folding = Folding(state)
    for event in events:
        try:
            folding.apply(event)
        except BROKEN as err:
            raise _broken(event, err) from None
    return folding.state()


def replay(tournament_id: int, log: list[Event]) -> TournamentState:
    """The state after the log, undone events left out, each event folded by itself so a bad one is named."""
    if not log:
        raise FloorError(Text("tournament {tournament_id} has no creation event",
                              tournament_id=tournament_id), code="broken-history")
    try:
        state = replay_created(tournament_id, log[:1])
    except BROKEN as err:
        if isinstance(err, FloorError) and err.code == "broken-history":
            raise
        raise _broken(log[0], err) from None
    state = fold(state, ev.effective(log)[1:])
    return state if state.seq == log[-1].seq else replace(state, seq=log[-1].seq)


def resume(tournament_id: int, seq: int, blob: object, later: list[Event]) -> TournamentState | None:
    """The state from a snapshot and the events after it; None when the snapshot cannot serve (then replay)."""
    data = _snapshot_data(seq, blob, later)
    if data is None:
        return None
    try:
        return snapshots.resume(tournament_id, data, later)
    except (*BROKEN, AssertionError):
        return None


def snapshot_state(tournament_id: int, seq: int, blob: object, later: list[Event]) -> TournamentState | None:
    """The state a snapshot holds, when it can serve with the events after it (None: then replay)."""
    with _uncollected():
        data = _snapshot_data(seq, blob, later)
        if data is None:
            return None
        try:
            return snapshots.from_dict(tournament_id, data)
        except (*BROKEN, AssertionError):
            return None


def snapshot_bytes(state: TournamentState) -> bytes:
    """A snapshot as the file keeps it since issue 30: compact JSON (the fast encoder) of the stored form (each
    player a row: :data:`floor.tournament.snapshots.STORED`), compressed by zlib at its
    quickest level (a 30,000-entry state: 7 MB of JSON, 0.55 MB kept; storage stays linear in the events). Floor
    before issue 30 wrote plain JSON text; it reads back as it always did (:func:`_snapshot_data`), and an earlier
    Floor opening a newer file finds the snapshot unreadable and folds the log instead."""
    with _uncollected():
        text = json.dumps(snapshots.to_stored(state), ensure_ascii=False, separators=(",", ":"))
    return zlib.compress(text.encode("utf-8"), 1)


@contextlib.contextmanager
def _uncollected() -> Iterator[None]:
    """Python's cyclic garbage collector paused while a snapshot is made or read: that makes tens of thousands of
    lists and dicts, none in a cycle, and every collection they set off walks the whole heap (at 30,000 entries,
    half the snapshot's time). Reference counting still frees them."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def _snapshot_data(seq: int, blob: object, later: list[Event]) -> dict[str, Any] | None:
    try:
        raw = bytes(blob) if isinstance(blob, bytes | bytearray) else None
        if raw is not None and raw[:1] == b"x":  # (zlib's header; JSON text starts with "{")
            raw = zlib.decompress(raw)
        data = json.loads(raw.decode("utf-8")) if raw is not None else None
    except (ValueError, RecursionError, zlib.error):
        return None
    if not isinstance(data, dict) or data.get("version") not in snapshots.READABLE or not snapshots.usable(seq, later):
        return None
    return data


def fold_keeping(start: TournamentState, later: list[Event],
                 keep: int) -> tuple[TournamentState, list[TournamentState]]:
    """The state after ``later`` folded from ``start`` (a state no event of ``later`` takes back an action before),
    and the states the fold passed through at the last ``keep`` events that an undo may start from again: those
    at a number no later undo or redo reaches back to (an undo starts from the state just before its target, and
    must not fold the whole log to find it). The first event that does not fold is named."""
    if not later:
        return start, []
    effective = {e.seq for e in ev.effective(later)}
    reach = [0] * len(later)  # the lowest action an undo or redo after each event takes back (0: none)
    low = 0
    for i in range(len(later) - 1, -1, -1):
        reach[i] = low
        data = later[i].data
        if isinstance(data, TakeBack) and (low == 0 or data.target < low):
            low = data.target
    folding = Folding(start)
    kept: list[TournamentState] = []
    tail = len(later) - keep
    for i, event in enumerate(later):
        if event.seq in effective:
            try:
                folding.apply(event)
            except BROKEN as err:
                raise _broken(event, err) from None
        folding.seq = event.seq
        if i >= tail and (reach[i] == 0 or reach[i] > event.seq):
            kept.append(folding.state())
    return (kept[-1] if kept and kept[-1].seq == later[-1].seq else folding.state()), kept
