"""The big screen and the dealer station unaffected by the field's size (issue 30): the big screen's seating kept in
order from frame to frame (an action moves only its players' rows, the same rows a sort of the field gives), the
dealer station weighs the field's tables for a halt only when the tables changed."""

from __future__ import annotations

import heapq
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from dealer_stations import T0, Halted
from seated_field import NOW, after_each, every_action, seated, seated_field

from floor.i18n.collation import sort_key
from floor.store.desk import StoreDesk
from floor.tournament import chips as C
from floor.tournament import players as P
from floor.tournament import prizes
from floor.tournament.seating import actions as S
from floor.tournament.state import TournamentState
from floor.ui.clock import board as screen
from floor.ui.clock.board import LEADERS_SHOWN, STACKS, SeatOrder, board, seat_order, seating_board
from floor.ui.common.language import current, number
from floor.usecases import chips, seating


@pytest.fixture
def desk(tmp_path: Path) -> Iterator[StoreDesk]:
    store, made = seated_field(tmp_path / "floor.db", "Big screen")
    yield made
    store.close()


def _sorted(state: TournamentState, language: str) -> list[tuple[str, int, int]]:
    """The seating as a sort of the whole field gives it (what the big screen showed before it kept an order)."""
    return sorted(((state.players[p].label, table, seat) for p, (table, seat) in state.seats.items()
                   if p in state.players), key=lambda row: (sort_key(row[0], language), row[1], row[2]))


def _panel(state: TournamentState, key: str = "seating") -> tuple[tuple[str, str], ...]:
    found = next((p for p in board(state, NOW).panels if p.key == key), None)
    return () if found is None else found.rows


def _leaders(state: TournamentState) -> tuple[tuple[str, str], ...]:
    """The chip leaders as a pass over the field finds them (what the big screen showed before it kept an order)."""
    counted = [p for p in state.players.values() if p.playing and p.chips is not None]
    top = heapq.nlargest(LEADERS_SHOWN, counted, key=lambda p: (p.chips or 0, -p.id))
    return tuple((p.label, number(p.chips or 0)) for p in top)


def test_the_big_screens_seating_stays_what_a_sort_of_the_field_shows_after_every_kind_of_action(
        qapp: Any, desk: StoreDesk) -> None:
    rng = random.Random(30)
    orders = {language: SeatOrder(language) for language in ("en", "ro", "ru")}

    def check() -> None:
        state = desk.state()
        for language, order in orders.items():
            assert list(order.of(state)) == _sorted(state, language)
        shown = _sorted(state, current())
        assert _panel(state) == tuple((name, f"{table} / {seat}") for name, table, seat in shown)
        assert list(seating_board(state, NOW, []).seats) == shown
        assert _panel(state, "chip-leaders") == _leaders(state)

    actions = every_action(desk, rng)
    actions.insert(1, lambda: chips.count(desk, {p: rng.choice([20_000, 30_000])  # (stacks alike: ties in order)
                                                 for p in seated(desk)[max(seated(desk))]}))
    check()
    after_each(actions, check, rng)


def test_a_chip_count_sorts_nothing_on_the_big_screen_and_a_move_moves_one_row(qapp: Any, desk: StoreDesk) -> None:
    order = seat_order(current())
    before = _panel(desk.state())
    sorted_, moved, worded = order.sorted, order.moved, order.worded
    chips.count(desk, dict.fromkeys(seated(desk)[1], 12_300))
    assert _panel(desk.state()) is before  # (the very same lines: nothing was read again)
    assert (order.sorted, order.moved, order.worded) == (sorted_, moved, worded)
    stacks = STACKS.sorted
    chips.count(desk, dict.fromkeys(seated(desk)[2], 45_000))
    assert [row[1] for row in _panel(desk.state(), "chip-leaders")][:len(seated(desk)[2])] == [
        number(45_000)] * len(seated(desk)[2])
    assert STACKS.sorted == stacks  # (the leaders read from the stacks kept in order: the field not sorted)
    state = desk.state()
    taken = set(state.seats.values())
    table, seat = next((t, s) for t in sorted(seated(desk)) for s in range(1, 7) if (t, s) not in taken)
    pid = seated(desk)[max(seated(desk))][0]
    seating.move(desk, pid, table, seat, reason="test")
    after = _panel(desk.state())
    assert (order.sorted, order.moved, order.worded) == (sorted_, moved + 1, worded)
    name = state.players[pid].label
    assert [row for row in after if row[0] != name] == [row for row in before if row[0] != name]
    assert [row[1] for row in after if row[0] == name] == [f"{table} / {seat}"]


def test_the_big_screens_payouts_word_only_the_places_shown(qapp: Any, desk: StoreDesk,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """A field of 30,000 pays 4,500 places and the screen shows nine: those are worded, and they read as the whole
    sheet worded and cut to nine did."""
    worded: list[int] = []
    place_name = screen.place_name
    monkeypatch.setattr(screen, "place_name", lambda place: worded.append(place) or place_name(place))
    state = desk.state()
    amounts = prizes.sheet(state).amounts
    assert len(amounts) > 3
    for shown in (1, 3, len(amounts), len(amounts) + 5):
        worded.clear()
        assert board(state, NOW, places_shown=shown).payouts == tuple(
            (place_name(i), number(amount)) for i, amount in enumerate(amounts, start=1))[:shown]
        assert len(worded) == min(shown, len(amounts))


def test_the_dealer_station_weighs_the_tables_for_a_halt_only_when_the_tables_change(qtbot: Any,
                                                                                      tmp_path: Path) -> None:
    halted = Halted(qtbot, tmp_path)
    w = halted.window
    assert w.halt_line.isVisible()
    said, read = w.halt_line.text(), w.halts_read
    state = halted.store.state(halted.tid)
    at_two = [p for p in state.tables[2].seats if p is not None]
    done, _ = halted.store.act(halted.tid, lambda s: C.count(s, dict.fromkeys(at_two, 12_000), now=T0 + 70,
                                                             author="Ana"))
    w.moved(done.seq)
    assert (w.halt_line.isVisible(), w.halt_line.text(), w.halts_read) == (True, said, read)
    done, _ = halted.store.act(halted.tid, lambda s: S.move(s, at_two[0], 1, halted.empty_seat, now=T0 + 80,
                                                            author="Ana", reason="balance"))
    w.moved(done.seq)
    assert w.halts_read == read + 1 and not w.halt_line.isVisible()
    done, _ = halted.store.act(halted.tid, lambda s: P.eliminate(s, [at_two[1]], now=T0 + 90, author="Ana"))
    w.moved(done.seq)
    assert w.halts_read == read + 2
