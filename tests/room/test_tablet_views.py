"""Every dealer tablet's view after a change (issue 30): the service makes one for each table, 3,334 at a field of
30,000; what they read of the whole room (each table's halt, its latest calls) is worked out once per change, not
once per tablet, and each view says what it said when every tablet weighed every table."""

from __future__ import annotations

import random
from pathlib import Path

from floor.i18n import speech
from floor.room import views
from floor.store.desk import StoreDesk
from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament.seating import actions as seating
from floor.tournament.settings import Settings
from floor.tournament.state import TournamentState
from floor.tournament.structure import structure_to_json, template
from floor.usecases import calls, chips, clock, players
from floor.usecases import seating as seats

T0 = 1_800_000_000.0


def _halted_room(tmp_path: Path) -> tuple[Store, StoreDesk]:
    """Twenty-one players at three tables of seven, the buttons drawn, three out of table 1 with the seat after
    its big blind: table 1 halts (BB-02)."""
    store = Store(tmp_path / "v.db")
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000, seats_per_table=7), now=T0,
                       author="Ana", extra={"structure": structure_to_json(template("standard"))})
    ticks = iter(range(1, 10_000))
    desk = StoreDesk(store, tid, "Ana", lambda: T0 + next(ticks))
    players.register_all(desk, [(f"Player {n}", "", "", n) for n in range(1, 22)])
    rng = random.Random(5)
    seats.draw_seats(desk, rng=rng)
    for table in (1, 2, 3):
        store.act(tid, lambda s, t=table: seating.draw_button(s, t, rng=rng, now=T0 + 5, author="Ana"))
    clock.start(desk)
    at = desk.state().tables[1]
    assert at.positions is not None
    after_big_blind = at.positions.big_blind % at.size + 1
    gone = [after_big_blind, *(s for s in at.occupied() if s not in (after_big_blind, at.positions.big_blind,
                                                                       at.positions.small_blind))][:3]
    store.act(tid, lambda s: P.eliminate(s, [at.seats[g - 1] for g in gone], now=T0 + 10, author="Ana"))
    return store, desk


def _as_every_table_weighed(state: TournamentState, table: int) -> tuple[str, list[int]]:
    """The halt and the calls a tablet showed when its view weighed every table's halt and read every call."""
    halts = [h for h in seating.halted(state) if h.table == table]
    latest = sorted((c for c in state.calls.values() if c.table == table), key=lambda c: -c.id)[:views.CALLS_SHOWN]
    return (halts[0].reason if halts else ""), [c.id for c in latest]


def test_each_tablet_shows_its_halt_and_calls_as_when_every_table_was_weighed_for_each(tmp_path: Path) -> None:
    store, desk = _halted_room(tmp_path)
    try:
        for n in range(30):  # (ten a table: more than a tablet lists)
            calls.call_floor(desk, 1 + n % 3, "dispute", note=f"call {n}")
        state = desk.state()
        assert seating.halted(state)
        for table in sorted(state.tables):
            view = views.dealer_view(state, table, T0 + 60, "en")
            halt, listed = _as_every_table_weighed(state, table)
            assert view["halt"] == (speech.spoken(halt, "en") if halt else "")
            assert [c["id"] for c in view["calls"]] == listed
        assert views.dealer_view(state, 1, T0 + 60, "en")["halt"]
    finally:
        store.close()


def test_the_tablets_weigh_the_halts_once_a_change_and_not_after_a_chip_count(tmp_path: Path) -> None:
    store, desk = _halted_room(tmp_path)
    try:
        def every_tablet() -> None:
            state = desk.state()
            for table in sorted(state.tables):
                views.dealer_view(state, table, T0 + 60, "en")

        every_tablet()
        weighed = views.BY_TABLE.weighed
        at_two = [p for p in desk.state().tables[2].seats if p is not None]
        chips.count(desk, dict.fromkeys(at_two, 12_000))
        every_tablet()
        assert views.BY_TABLE.weighed == weighed  # (the tables and the house as they were)
        players.bust(desk, at_two[:1], rng=random.Random(1))
        every_tablet()
        assert views.BY_TABLE.weighed == weighed + 1  # (once for the three tablets, not three times)
    finally:
        store.close()
