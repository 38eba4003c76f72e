"""Issue 30, the seat draw of a whole field: each player's seat is worked out once (the draw), kept once (the record,
typed in the event), written once (the store's JSON) and the tables made once (the fold); what the floor sees and the
bytes the log keeps are what they were.

The speed itself is measured by ``benchmarks/festival.py --only seat-draw`` (no timed test: the machine is shared);
these tests pin what the faster code must keep, and count the work where it is cheap to count.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

import pytest
from test_seating import NOW, act, field

from floor.store.desk import StoreDesk
from floor.store.tournaments import Store
from floor.tournament import codec
from floor.tournament.codec import Form
from floor.tournament.jsonvalue import FrozenDict, freeze_object
from floor.tournament.records import SeatsDrawn
from floor.tournament.seating import actions as seating
from floor.tournament.seating import draw as seatdraw
from floor.tournament.seating.drawrecord import SEAT_CARDS, Assignment, SeatDraw
from floor.tournament.seating.tables import Table
from floor.tournament.settings import Settings
from floor.usecases import players as register
from floor.usecases import seating as seats

# (players, seed, method, seats a table) -> the SHA-256 of the stored payload of that draw through the use cases, as
# the Floor before issue 30's seat draw work wrote it (/work/main at 2e92e5d): the same draw, the same bytes.
BEFORE = {
    (1000, 30, None, 9): "beed55a9fb54f048615f884cfbee9559d86373959331838b4794f1ca35e554e8",
    (23, 5, "C", 10): "b215bb19f1e613d39536789547f4f9e0147bcc2fe7dc67c7d822a59a8e8eb64d",
    (7, 3, "A", 8): "2659d70b8dc8914bda2ac0456f14a648ec96d23b3ceed72429609ca553780fc2",
}


def _drawn_in_a_file(path: Path, players: int, seed: int, method: str | None, size: int) -> tuple[Store, int]:
    store = Store(path)
    tid = store.create(Settings("G", buy_in=1, starting_stack=100, seats_per_table=size), now=1.0, author="Ana")
    clock = [1.0]

    def tick() -> float:
        clock[0] += 1
        return clock[0]

    desk = StoreDesk(store, tid, "Ana", tick)
    register.register_all(desk, [(f"P{i}", "", "", i) for i in range(1, players + 1)])
    seats.draw_seats(desk, rng=random.Random(seed), method=method)
    return store, tid


def _payload(store: Store, tid: int) -> str:
    row = store._connection().execute(
        "SELECT payload FROM events WHERE tournament_id = ? ORDER BY seq DESC LIMIT 1", [tid]).fetchone()
    assert isinstance(row[0], str)
    return row[0]


@pytest.mark.parametrize("case", sorted(BEFORE, key=str))
def test_a_seeded_draw_stores_the_very_bytes_the_floor_before_stored(tmp_path: Path,
                                                                    case: tuple[int, int, str | None, int]) -> None:
    """A recorded night replayed, a seeded rehearsal, the golden files: the same seats from the same random source,
    and the event's JSON unchanged byte for byte (the store's key order, the draw record's shape)."""
    store, tid = _drawn_in_a_file(tmp_path / "g.db", *case)
    try:
        assert hashlib.sha256(_payload(store, tid).encode()).hexdigest() == BEFORE[case]
    finally:
        store.close()


def test_the_draw_read_back_from_the_file_is_the_draw_made_and_seats_everyone_where_it_said(tmp_path: Path) -> None:
    """The event the floor's action made and the one a reopened file reads are equal now (the record typed in both),
    and the reopened tournament seats every player where the draw put them."""
    store, tid = _drawn_in_a_file(tmp_path / "g.db", 200, 4, None, 9)
    made = store.history(tid)[-1]
    state = store.state(tid)
    store.close()
    again = Store(tmp_path / "g.db")
    try:
        read = again.history(tid)[-1]
        assert isinstance(made.data, SeatsDrawn) and isinstance(made.data.draw, SeatDraw)
        assert read.data == made.data
        assert {a.player: (a.table, a.seat) for a in made.data.draw.seats} == dict(state.seats.items()) \
            == dict(again.state(tid).seats.items())
        assert again.state(tid).tables == state.tables
    finally:
        again.close()


@pytest.mark.parametrize(("players", "size", "seed"), [(2, 2, 0), (10, 9, 1), (100, 9, 2), (1000, 10, 3), (61, 6, 4)])
def test_the_opening_draw_not_checked_again_is_the_checked_draw(players: int, size: int, seed: int) -> None:
    """The draw Floor builds without checking it again is one the checks accept, equal to it; its tables are each
    table's seats; every player sits once."""
    everyone = random.Random(seed).sample(range(1, 5 * players), players)
    draw, layout = seatdraw.opening_seating(everyone, size, random.Random(seed))
    assert SeatDraw(SEAT_CARDS, draw.seats) == draw
    assert seatdraw.opening_draw(everyone, size, random.Random(seed)) == (
        draw, tuple(Table(n, row) for n, row in layout.items()))
    assert sorted(p for row in layout.values() for p in row if p is not None) == sorted(everyone)
    assert {a.player: (a.table, a.seat) for a in draw.seats} == {
        p: (n, s) for n, row in layout.items() for s, p in enumerate(row, 1) if p is not None}


def test_a_redraw_and_a_refused_draw_say_what_they_said() -> None:
    state, log = field(30)
    with pytest.raises(Exception, match="two players"):
        seating.draw_seats(field(1)[0], rng=random.Random(1), now=NOW, author="Ana")
    state, _ = act(state, log, seating.draw_seats(state, rng=random.Random(1), now=NOW, author="Ana"))
    with pytest.raises(Exception, match="drawn already"):
        seating.draw_seats(state, rng=random.Random(2), now=NOW, author="Ana")
    again, _ = act(state, log, seating.draw_seats(state, rng=random.Random(2), now=NOW, author="Ana", redraw=True))
    assert sorted(again.seats) == sorted(state.seats) and again.seats != state.seats


class _Count:
    def __init__(self) -> None:
        self.calls = 0


def _counting(monkeypatch: pytest.MonkeyPatch, cls: type, name: str) -> _Count:
    """Count the calls of ``cls.name`` (the real one still runs)."""
    count = _Count()
    real = getattr(cls, name)

    def counted(self: object, *args: object, **kwargs: object) -> object:
        count.calls += 1
        return real(self, *args, **kwargs)

    monkeypatch.setattr(cls, name, counted)
    return count


@pytest.mark.parametrize("players", [30, 300])
def test_a_seat_draw_makes_each_table_once_and_no_frozen_copy_of_its_record(monkeypatch: pytest.MonkeyPatch,
                                                                             tmp_path: Path, players: int) -> None:
    """Drawn, written to the file and folded: each table is made once (before: by the draw and again by the fold),
    each player's assignment once, without the check of a recorded one (before: checked), and no frozen copy of the
    draw record (before: one frozen object a player, frozen, then thawed to be written)."""
    store = Store(tmp_path / "c.db")
    tid = store.create(Settings("G", buy_in=1, starting_stack=100), now=1.0, author="Ana")
    desk = StoreDesk(store, tid, "Ana", lambda: 2.0)
    register.register_all(desk, [(f"P{i}", "", "", i) for i in range(1, players + 1)])
    desk.state()
    tables = _counting(monkeypatch, Table, "__post_init__")
    assignments = _counting(monkeypatch, Assignment, "__post_init__")
    frozen = _counting(monkeypatch, FrozenDict, "__init__")
    try:
        done = seats.draw_seats(desk, rng=random.Random(players))
    finally:
        store.close()
    assert tables.calls == len(done.state.tables) == -(-players // 9)
    assert assignments.calls == 0  # (built from the draw's own numbers, not checked again: the record read back is)
    assert frozen.calls == 0
    assert len(done.events[0].body(SeatsDrawn).draw.seats) == players  # type: ignore[union-attr]


# -- the codec: a list of plain records ------------------------------------------------------------------------------

@dataclass(frozen=True)
class _Row:
    seat: int
    who: str
    chips: int | None = None

    FORM: ClassVar[Form] = Form(names={"who": "player"}, order=("player", "seat", "chips"))


@dataclass(frozen=True)
class _Sparse:
    seat: int
    note: str = ""

    FORM: ClassVar[Form] = Form(sparse=frozenset({"note"}))


@dataclass(frozen=True)
class _SubRow(_Row):
    pass


@dataclass(frozen=True)
class _Pair:
    a: int
    b: str


@dataclass(frozen=True)
class _Wide:
    e: int
    d: int
    c: str
    b: bool
    a: float


@dataclass(frozen=True)
class _Rows:
    rows: tuple[_Row, ...]
    sparse: tuple[_Sparse, ...] = ()
    pairs: tuple[_Pair, ...] = ()
    wide: tuple[_Wide, ...] = ()
    four: tuple[Assignment, ...] = ()


@dataclass(frozen=True)
class _Nested:
    inner: _Rows | FrozenDict


def _rows() -> Iterator[_Rows]:
    yield _Rows((_Row(3, "Ana", 1500), _Row(1, "Bo"), _SubRow(2, "Cy", 7)), (_Sparse(1), _Sparse(2, "late")),
                (_Pair(1, "x"), _Pair(2, "y")), (_Wide(5, 4, "c", True, 0.5),),
                (Assignment(7, 1, 2), Assignment(8, 2, 1, "As")))
    yield _Rows((_Row(3, "Ana", 1500), _Row(1, "Bo")))
    yield _Rows(())


@pytest.mark.parametrize("rows", list(_rows()))
def test_a_list_of_plain_records_is_written_as_each_record_is_key_for_key_in_order(rows: _Rows) -> None:
    """The list writer pairs a plain record's values with its keys: the JSON ``write`` gives of each record, its keys
    in the same order, in a body's own order and nested (sorted, as the log keeps it); a record that leaves a key out
    or is of another class is written by ``write``."""
    written = codec.write(rows)
    each = [codec.write(r) for r in rows.rows]
    assert json.dumps(written["rows"]) == json.dumps(each)
    for name in ("sparse", "pairs", "wide", "four"):
        assert json.dumps(written[name]) == json.dumps([codec.write(r) for r in getattr(rows, name)])
    nested = codec.write(_Nested(rows))["inner"]
    assert json.dumps(nested) == json.dumps(json.loads(json.dumps(written)), sort_keys=True)
    assert codec.read(_Rows, json.loads(json.dumps(written))) == dataclasses.replace(
        rows, rows=tuple(_Row(r.seat, r.who, r.chips) for r in rows.rows))


def test_a_seat_draw_record_written_typed_is_the_frozen_json_written_before() -> None:
    """The event holds the draw record typed now; written, it is the JSON its frozen copy gave, byte for byte."""
    draw, layout = seatdraw.opening_seating(list(range(1, 41)), 9, random.Random(8))
    typed = SeatsDrawn(layout, ("SE-01",), "A", False, draw)
    frozen = SeatsDrawn(layout, ("SE-01",), "A", False, freeze_object(codec.write(draw)))
    assert json.dumps(typed.to_json(), sort_keys=True) == json.dumps(frozen.to_json(), sort_keys=True)
