"""The seating's use cases on a real store: each commits all its events or none, and the command line and the
Tables tab write the same events for the same intent.

Draws are seeded (``rng=random.Random(n)``) so a test knows where everyone sits; the secure source is the default.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from conftest import FakeTime
from conftest import run_floor_ok as floor_ok
from PySide6.QtCore import Qt

from floor.app import StoreSession
from floor.core.errors import FloorError
from floor.store.desk import StoreDesk
from floor.store.tournaments import Store
from floor.store.where import open_store
from floor.tournament import events as ev
from floor.tournament import players as P
from floor.tournament import timekeeping as T
from floor.tournament.events import Event
from floor.tournament.records import ButtonSet
from floor.tournament.seating import actions as seating
from floor.tournament.settings import Settings
from floor.tournament.state import TournamentState
from floor.tournament.structure import structure_to_json, template
from floor.ui.console.window import Console
from floor.ui.seating.dialogs import MoveDialog
from floor.usecases import chiprace
from floor.usecases import seating as seats
from floor.usecases.desk import Done

from .conftest import Places

T0 = 1_800_000_000.0
AFTER_THE_FIRST_LEVELS = T0 + 6 * 12 * 60 + 60  # the turbo's first break, where the 25s are colored up


def _register(state: TournamentState, name: str) -> Event:
    return P.register(state, name, now=T0, author="Ana", level=1)


class Floor:
    """A tournament of ``count`` players in a real database (a file, or on a server), and the desk its use cases act
    on."""

    def __init__(self, path: str | Path, count: int) -> None:
        self.path = path
        self.store = open_store(path)
        self.tid = self.store.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=T0, author="Ana",
                                     extra={"structure": structure_to_json(template("turbo"))})
        self.store.act_all(self.tid, [partial(_register, name=f"Player {i}") for i in range(1, count + 1)])
        self.clock = FakeTime(T0)
        self.desk = StoreDesk(self.store, self.tid, "Ana", self.clock)

    @property
    def state(self) -> TournamentState:
        return self.store.state(self.tid)

    def log(self) -> list[tuple[str, dict[str, Any]]]:
        return [(e.kind, e.to_dict()) for e in self.store.history(self.tid)]

    def drawn(self, *, buttons: bool = True) -> None:
        """Seats drawn (seeded), and the button at every table."""
        seats.draw_seats(self.desk, rng=random.Random(1))
        for table in sorted(self.state.tables) if buttons else ():
            seats.draw_button(self.desk, table, rng=random.Random(table))

    def bust(self, players: list[int]) -> None:
        self.store.act(self.tid, lambda s: P.eliminate(s, players, now=self.clock(), author="Ana"))

    def short_table(self, out: int) -> int:
        """Seats and buttons drawn, then ``out`` players busted at the first table: that table's number."""
        self.drawn()
        first = min(self.state.tables)
        self.bust([p for p in self.state.tables[first].seats if p is not None][:out])
        return first


@pytest.fixture
def room(where: Places) -> Iterator[Floor]:
    made = Floor(where("floor.db"), 27)
    yield made
    made.store.close()


# -- what each use case writes ---------------------------------------------------------------------------------------

def test_the_draws_and_the_button_write_one_event_each_where_the_seeded_draw_puts_them(room: Floor) -> None:
    """Seats drawn: one seats-drawn event and everyone seated once; the button drawn, corrected by hand, and the next
    hand: one event each, the tables' positions as the events say."""
    done = seats.draw_seats(room.desk, rng=random.Random(7))
    assert [e.kind for e in done.events] == [ev.SEATS_DRAWN] and done.seq == room.state.seq
    assert sorted(done.state.seats) == sorted(p.id for p in room.state.playing)
    drawn = seats.draw_button(room.desk, 1, rng=random.Random(3))
    assert drawn.events[0].kind == ev.BUTTON_SET
    positions = drawn.events[0].body(ButtonSet).positions
    assert positions is not None and room.state.tables[1].positions == positions
    other = next(s for s in room.state.tables[1].occupied() if s != positions.button)
    fixed = seats.set_button(room.desk, 1, other, reason="the dealer put it on the wrong seat")
    assert fixed.state.tables[1].positions is not None and fixed.state.tables[1].positions.button == other
    assert seats.next_hand(room.desk, 1).events[0].kind == ev.NEXT_HAND


def test_late_seats_seat_everyone_without_a_seat_and_nobody_to_seat_writes_nothing(room: Floor) -> None:
    """Two registered after the draw: both seated, one event each (SE-04); asked again, nothing is written."""
    room.drawn(buttons=False)
    room.bust([1, 2])  # two seats free
    room.store.act_all(room.tid, [partial(_register, name=n) for n in ("Zoe", "Yan")])
    done = seats.seat_late(room.desk, rng=random.Random(5))
    assert [e.kind for e in done.events] == [ev.PLAYER_SEATED] * 2
    assert seating.unseated(room.state) == []
    before = room.log()
    assert seats.seat_late(room.desk).events == () and room.log() == before


def test_a_balancing_move_confirmed_and_the_next_one_is_a_break(room: Floor) -> None:
    """27 at 3 tables, 2 out at one: the proposed move, confirmed through the use case, logs as confirmed with the
    proposal's rules; nothing is left to balance."""
    room.short_table(2)
    proposed = seats.proposed_move(room.state)
    assert proposed is not None and proposed.player is not None and proposed.destination is not None
    assert proposed.destination.seat is not None
    done = seats.move(room.desk, proposed.player, proposed.destination.table, proposed.destination.seat,
                      proposed=proposed)
    assert done.events[0].data.to_json()["decision"] == "confirmed" and done.events[0].data.to_json()["rules"] == list(
        proposed.rules)
    assert seating.proposal(done.state) is None


def test_balance_carries_out_the_proposal_or_leaves_it_to_the_floor(where: Places) -> None:
    """20 at 3 tables, 2 out: 18 fit two tables, so balancing breaks one (BB-09) and says so; then nothing is due."""
    room = Floor(where("floor.db"), 20)
    try:
        room.short_table(2)
        balanced = seats.balance(room.desk, rng=random.Random(2))
        assert balanced.proposal is not None and balanced.proposal.kind == "break"
        assert balanced.done is not None and balanced.done.events[0].kind == ev.TABLE_BROKEN
        assert balanced.proposal.tables[0] not in room.state.tables
        again = seats.balance(room.desk)
        assert again.proposal is None and again.done is None
    finally:
        room.store.close()


def test_the_chip_race_at_the_break_records_the_race(room: Floor) -> None:
    """At the turbo's first break (the 25s go): three seats' leftovers raced, one chip-race event."""
    room.drawn()
    room.store.act(room.tid, lambda s: T.clock(s, "start", now=T0, author="Ana"))
    room.clock.now = AFTER_THE_FIRST_LEVELS
    occupied = room.state.tables[1].occupied()[:3]
    done = chiprace.chip_race(room.desk, 1, {seat: {25: n} for seat, n in zip(occupied, (3, 2, 1), strict=True)},
                              rng=random.Random(4))
    assert [e.kind for e in done.events] == [ev.CHIP_RACE] and done.events[0].data.to_json()["race"]["removed"] == [25]


# -- all or nothing --------------------------------------------------------------------------------------------------

Intent = Callable[[Floor], Done]


def _stale(room: Floor) -> Intent:
    """The move proposal read; then another desk busts a player at the short table, so the tables call for another."""
    proposed = seats.proposed_move(room.state)
    assert proposed is not None and proposed.player is not None and proposed.destination is not None
    player, (table, seat) = proposed.player, (proposed.destination.table, proposed.destination.seat)
    assert seat is not None
    room.bust([next(p for p in room.state.tables[table].seats if p is not None)])
    return lambda room: seats.move(room.desk, player, table, seat, proposed=proposed)


def _late(room: Floor) -> Intent:
    """Player 28 registered after the draw (a seat for him is free), then player 1, seated, asked for too."""
    room.store.act(room.tid, partial(_register, name="Zoe"))
    return lambda room: seats.seat_late(room.desk, [28, 1])


def _as_is(act: Intent) -> Callable[[Floor], Intent]:
    return lambda room: act


REFUSED: dict[str, tuple[Callable[[Floor], Intent], str]] = {
    "a second draw": (_as_is(lambda room: seats.draw_seats(room.desk)), "the seats are drawn already"),
    "a late seat for a seated player, after one who can be": (_late, "Player 1 already sits at table"),
    "a button drawn twice": (_as_is(lambda room: seats.draw_button(room.desk, 1)), "table 1 already has its button"),
    "the button set without a reason": (_as_is(lambda room: seats.set_button(room.desk, 1, 1, reason=" ")),
                                        "moving the button by hand needs a reason"),
    "the next hand at a table that is not there": (_as_is(lambda room: seats.next_hand(room.desk, 9)),
                                                   "there is no table 9"),
    "a move by hand without a reason": (_as_is(lambda room: seats.move(room.desk, 10, 1,
                                                                       room.state.tables[1].empty()[0])),
                                        "a move by hand needs a reason"),
    "a proposal confirmed after the tables changed": (_stale, "the tables changed since this proposal was shown"),
    "the final table with 25 players left": (_as_is(lambda room: seats.final_table(room.desk)),
                                             "25 players are left"),
    "hand-for-hand ended while it is off": (_as_is(lambda room: seats.hand_for_hand(room.desk, False)),
                                            "hand-for-hand is off already"),
    "a chip race on a level": (_as_is(lambda room: chiprace.chip_race(room.desk, 1, {1: {25: 1}})),
                               "the clock is not at a break with a color-up"),
}


@pytest.mark.parametrize("intent", list(REFUSED))
def test_a_refused_use_case_leaves_the_log_as_it_was(room: Floor, intent: str) -> None:
    """27 at 3 tables with their buttons, 2 out at table 1. Refused: a FloorError in the rules' words, and the log
    holds exactly what it held before."""
    prepare, words = REFUSED[intent]
    room.short_table(2)
    act = prepare(room)
    before = room.log()
    with pytest.raises(FloorError) as refused:
        act(room)
    assert words in refused.value.message
    assert room.log() == before


def test_a_late_seat_refused_for_one_seats_nobody(room: Floor) -> None:
    """Three to seat and the second cannot be: nobody is seated, the log is unchanged (all or nothing)."""
    room.drawn(buttons=False)
    room.bust([1])
    room.store.act_all(room.tid, [partial(_register, name=n) for n in ("Zoe", "Yan")])
    before = room.log()
    with pytest.raises(FloorError):
        seats.seat_late(room.desk, [28, 5, 29])
    assert room.log() == before and seating.unseated(room.state) == [28, 29]


def test_the_next_hand_everywhere_refused_at_one_table_moves_no_button(room: Floor) -> None:
    """Hand-for-hand's next hand at every table, one table without a button: refused, no table's button moved."""
    room.drawn(buttons=False)
    seats.draw_button(room.desk, 1, rng=random.Random(1))
    seats.draw_button(room.desk, 2, rng=random.Random(2))
    before = room.log()
    with pytest.raises(FloorError):
        seats.next_hand_everywhere(room.desk)
    assert room.log() == before


def test_without_a_seed_the_draw_is_floor_s_own(room: Floor) -> None:
    """No rng passed: the draw uses the one secure source and still seats everyone once."""
    assert len(seats.draw_seats(room.desk).state.seats) == 27


# -- the command line and the Tables tab: the same events ------------------------------------------------------------

def _last(path: str | Path) -> tuple[str, dict[str, Any]]:
    store = open_store(path)
    try:
        event = store.history(store.latest())[-1]
    finally:
        store.close()
    return event.kind, dict(event.data.to_json())


@pytest.fixture
def two_copies(where: Places) -> tuple[str | Path, str | Path]:
    """The same tournament twice: 27 at 3 tables with their buttons, 2 out at one (a move is due)."""
    room = Floor(where("prepared.db"), 27)
    room.short_table(2)
    room.store.close()
    return where.copy("prepared.db", "cli.db"), where.copy("prepared.db", "tab.db")


def _console(qtbot, path: str | Path) -> tuple[Store, Console]:
    store = open_store(path)
    console = Console(StoreSession(store, store.latest(), "Ana", FakeTime(T0)), poll=False)
    qtbot.addWidget(console)
    console.tabs.setCurrentWidget(console.seating_tab)
    console.seating_tab.record.step_ms = 0
    return store, console


def test_a_confirmed_balancing_move_is_the_same_event_from_the_command_line_and_the_tab(
        qtbot, two_copies: tuple[str | Path, str | Path]) -> None:
    """`floor seat move` of the proposed player to the proposed seat, and Confirm on the Tables tab: the same event."""
    cli, tab = two_copies
    store, console = _console(qtbot, tab)
    try:
        proposed = console.seating_tab.shown_proposal
        assert proposed is not None and proposed.player is not None and proposed.destination is not None
        qtbot.mouseClick(console.seating_tab.confirm_button, Qt.MouseButton.LeftButton)
        floor_ok(cli, "seat", "move", str(proposed.player), str(proposed.destination.table),
                 str(proposed.destination.seat))
    finally:
        store.close()
    assert _last(cli) == _last(tab) and _last(cli)[1]["decision"] == "confirmed"


def test_an_overridden_move_with_its_reason_is_the_same_event_from_the_command_line_and_the_tab(
        qtbot, two_copies: tuple[str | Path, str | Path]) -> None:
    """Another player than the proposal's, with a reason: `floor seat move … --reason` and Override… on the tab."""
    cli, tab = two_copies
    store, console = _console(qtbot, tab)
    reason = "Player 1 asked to stay with his friend"
    try:
        proposed = console.seating_tab.shown_proposal
        assert proposed is not None and proposed.source is not None and proposed.destination is not None
        state = store.state(store.latest())
        other = next(p for p in state.tables[proposed.source.table].seats if p not in (None, proposed.player))
        assert other is not None
        to = (proposed.destination.table, proposed.destination.seat)

        def fill(dialog: MoveDialog) -> bool:
            dialog.choose(other, to[0], to[1], reason)
            return True

        console.seating_tab.hooks.exec_dialog = fill  # type: ignore[assignment]
        qtbot.mouseClick(console.seating_tab.override_button, Qt.MouseButton.LeftButton)
        floor_ok(cli, "seat", "move", str(other), str(to[0]), str(to[1]), "--reason", reason)
    finally:
        store.close()
    assert _last(cli) == _last(tab) and _last(cli)[1]["decision"] == "overridden"
