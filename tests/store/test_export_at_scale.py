"""The export of a big field made quicker without a character of it changing (issue 30)."""

import contextlib
import csv
import io
import json
import os
import time
from collections.abc import Iterator, Sequence
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from floor.store import eventrows
from floor.store import export as X
from floor.store.tournaments import Store
from floor.tournament import chips as C
from floor.tournament import players as P
from floor.tournament.events import Event
from floor.tournament.settings import Settings

NOW = 1_800_000_000.25

# Zones whose offsets are not whole hours, change twice a year (one by half an hour), or had seconds in them (the
# Netherlands' +00:19:32 before 1937, Liberia's -00:44:30 before 1972).
ZONES = ("UTC", "Europe/Chisinau", "Asia/Kathmandu", "America/St_Johns", "Australia/Lord_Howe", "Europe/Amsterdam",
         "Africa/Monrovia", "Pacific/Chatham")


@contextlib.contextmanager
def local_zone(name: str) -> Iterator[None]:
    """The process's local time zone set to ``name`` (and put back after)."""
    before = os.environ.get("TZ")
    os.environ["TZ"] = name
    time.tzset()
    try:
        yield
    finally:
        if before is None:
            del os.environ["TZ"]
        else:
            os.environ["TZ"] = before
        time.tzset()


@pytest.fixture(params=ZONES)
def zone(request: pytest.FixtureRequest) -> Iterator[str]:
    with local_zone(request.param):
        yield request.param


def transitions(zone: str) -> list[float]:
    """Moments around the zone's offset changes, 1900-2040 (where a per-minute shortcut could go wrong)."""
    found: list[float] = []
    at = datetime(1900, 1, 1, tzinfo=UTC).timestamp()
    end = datetime(2040, 1, 1, tzinfo=UTC).timestamp()
    step = 6 * 3600
    before = datetime.fromtimestamp(at, tz=UTC).astimezone().utcoffset()
    while at < end:
        now = datetime.fromtimestamp(at + step, tz=UTC).astimezone().utcoffset()
        if now != before:
            found += [at + step - 60 * k + d for k in range(0, 361, 30) for d in (-0.0004, 0, 0.5, 59.9996, 59.9999996)]
        before = now
        at += step
    return found


def test_every_time_is_written_as_iso_time_writes_it_around_every_offset_change(zone: str) -> None:
    times = X._Times()
    moments = transitions(zone)
    assert zone == "UTC" or moments  # (each other zone changed its offset at least once)
    for at in moments:
        assert times(at) == X.iso_time(at), (zone, at)


@settings(max_examples=300, deadline=None)
@given(at=st.floats(min_value=eventrows.FIRST_TIME + 86_400, max_value=eventrows.LAST_TIME - 86_400))
@example(at=1_800_000_000.9999996)  # (rounded up to the next second, as datetime rounds it)
@example(at=1_800_000_000.0005)
@example(at=-0.0000004)
@example(at=-1.9999996)
@example(at=1_711_846_799.9999)  # (a second before Chisinau's clocks went forward in 2024)
def test_any_time_is_written_as_iso_time_writes_it(at: float) -> None:
    for zone in ("Europe/Chisinau", "Asia/Kathmandu"):
        with local_zone(zone):
            assert X._Times()(at) == X.iso_time(at)


def test_a_time_that_is_not_a_float_or_beyond_the_clock_is_written_as_before() -> None:
    times = X._Times()
    assert times(1_800_000_000) == X.iso_time(1_800_000_000)
    with pytest.raises((OverflowError, OSError, ValueError)):
        times(1e300)


@pytest.mark.parametrize("text", ['{"a": 1}', ' {"a": 1}\n', '{"a": 1} x', '{"a": 1}{}', "\ufeff{}", "[1]", "", " ",
                                  "NaN", '{"a": "\\ud800"}', "{" * 5, "[" * 100_000 + "]" * 100_000])
def test_a_payload_reads_and_is_refused_as_json_loads_reads_and_refuses_it(text: str) -> None:
    """Events are read without ``json.loads``' wrapper (a payload as Floor writes it); any other text as it did."""
    try:
        expected: object = json.loads(text)
    except (ValueError, RecursionError) as err:
        with pytest.raises(type(err)):
            eventrows._loads(text)
    else:
        assert repr(eventrows._loads(text)) == repr(expected)


def test_a_row_as_sqlite_gives_it_reads_as_before_and_a_damaged_one_is_refused_as_before() -> None:
    good = (7, "clock", 1_800_000_000.25, "Ana", b'{"action": "start"}')
    event = eventrows.read(good)
    assert isinstance(event, Event) and (event.seq, event.kind, event.at, event.author) == good[:4]
    for row, says in (((7, "clock", 1_800_000_000, "Ana", b'{"action": "start"}'), None),  # (a whole time: read)
                      ((7, "clock", True, "Ana", b"{}"), "its time is damaged"),
                      ((7, "clock", 1e300, "Ana", b"{}"), "its time is damaged"),
                      ((7.0, "clock", 1_800_000_000.25, "Ana", b"{}"), "its number or kind is damaged"),
                      ((7, "", 1_800_000_000.25, "Ana", b"{}"), "its number or kind is damaged"),
                      ((7, "clock", 1_800_000_000.25, None, b"{}"), "the name of who did it is damaged"),
                      ((7, "clock", 1_800_000_000.25, "Ana", b"\xff"), "its content is not text"),
                      ((7, "clock", 1_800_000_000.25, "Ana", b" [] "), "its content is not Floor's JSON"),
                      ((7, "clock", 1_800_000_000.25, "Ana", None), "its content is not Floor's JSON"),
                      ((7, "clock", 1_800_000_000.25, "Ana", b' {"action": "start"}\n'), None)):
        read = eventrows.read(row)
        if says is None:
            assert isinstance(read, Event) and read.at == float(row[2]), row  # type: ignore[arg-type]
        else:
            assert isinstance(read, eventrows.UnreadableEvent) and says in read.message, (row, read)


def plain_csv(fields: Sequence[str], rows: Sequence[X.Row]) -> str:
    """The CSV text as the export wrote it before issue 30: each cell said by ``_cell``, row by row."""
    out = io.StringIO(newline="")
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(fields)
    for row in rows:
        writer.writerow([X._cell(row[f]) for f in fields])
    return out.getvalue()


def plain_json(rows: Sequence[X.Row]) -> str:
    """The JSON text as the export wrote it before issue 30: each row by ``json.JSONEncoder.encode``."""
    lines = [json.JSONEncoder(ensure_ascii=False).encode(row) for row in rows]
    return "[]\n" if not lines else "[\n  " + ",\n  ".join(lines) + "\n]\n"


ODD_ROWS: list[X.Row] = [
    {"a": None, "b": 0, "c": "Ёж, \"the\"\nhedgehog", "d": True, "e": 1.5, "f": {"z": 1, "a": [1, None]},
     "g": ["x", 2.0]},
    {"a": -3, "b": 10**30, "c": "", "d": False, "e": float("inf"), "f": {}, "g": []},
    {"a": "\u2028 ok", "b": None, "c": None, "d": None, "e": None, "f": None, "g": None}]


def test_rows_with_cells_of_every_kind_are_written_as_before() -> None:
    fields = ("a", "b", "c", "d", "e", "f", "g")
    assert X.csv_text(fields, ODD_ROWS) == plain_csv(fields, ODD_ROWS)
    assert X.csv_text(("c",), ODD_ROWS) == plain_csv(("c",), ODD_ROWS)
    assert X.json_text(ODD_ROWS) == plain_json(ODD_ROWS)
    assert X.json_text([]) == plain_json([])


def test_the_export_of_a_field_is_the_files_the_plain_writers_make(tmp_path: Path) -> None:
    """A field of 120 (registered, drawn, counted, some out, an undo): every file byte for byte as the writers of
    before issue 30 make it from the same rows, each history time as ``iso_time`` says it."""
    store = Store(tmp_path / "floor.db")
    try:
        tid = store.create(Settings("Big Sunday", buy_in=100, starting_stack=10_000), now=NOW, author="Ана")
        store.act_all(tid, [lambda s, i=i: P.register(s, f"Player {i}", now=NOW + i * 0.37, author="Ана", level=1,
                                                      nickname="Ёж" if i == 7 else "")
                            for i in range(1, 121)])
        store.act(tid, lambda s: C.count(s, {"Player 1": 12_000, "Player 2": 8_000}, now=NOW + 3599.9999996,
                                         author="Ана"))
        for n, out in enumerate(("Player 120", "Player 119", "Player 7")):
            store.act(tid, lambda s, out=out, n=n: P.eliminate(s, [out], now=NOW + 4000 + n * 61.25, author="Ана"))
        store.undo(tid, now=NOW + 5000.5, author="Ана")
        X.export(store, tid, tmp_path / "out")
        readable = X.read(store, tid)
        tables = X.rows_of(readable)
        assert [row["time"] for row in tables["history"][1]] == [X.iso_time(e.at) for e in readable.log]
        for name, (fields, rows) in tables.items():
            assert (tmp_path / "out" / f"{name}.csv").read_bytes() == \
                b"\xef\xbb\xbf" + plain_csv(fields, rows).encode("utf-8"), name
            assert (tmp_path / "out" / f"{name}.json").read_text(encoding="utf-8") == plain_json(rows), name
    finally:
        store.close()


@pytest.mark.parametrize("sort_keys", [False, True])
def test_an_object_or_any_value_is_encoded_as_the_json_encoder_encodes_it(sort_keys: bool) -> None:
    encoder = json.JSONEncoder(ensure_ascii=False, sort_keys=sort_keys)
    for value in [*ODD_ROWS, {"b": {"d": 1, "c": [{"z": None, "y": "Ёж"}]}, "a": "\u2028\x00\""}, {}, "Ёж",
                  [3, {"b": 1, "a": 2}], 1.5, None]:
        assert X._encoder(sort_keys=sort_keys)(value) == encoder.encode(value), value
