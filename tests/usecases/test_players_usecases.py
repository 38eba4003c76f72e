"""The players' use cases on a real store: a registration is seated once the seats are drawn (SE-04) and not before,
a refused bust writes nothing, and the command line and the console's Register write the same events."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from conftest import FakeTime
from conftest import run_floor as floor
from conftest import run_floor_ok as floor_ok
from PySide6.QtCore import Qt

from floor.app import StoreSession
from floor.core.errors import FloorError
from floor.store.desk import StoreDesk
from floor.store.tournaments import Store
from floor.store.where import open_store
from floor.tournament import events as ev
from floor.tournament.settings import Purchase, Settings
from floor.ui.console import Console
from floor.usecases import history, players
from floor.usecases import seating as seats
from floor.usecases.desk import Done

from .conftest import Places

T0 = 1_800_000_000.0


def _tournament(path: str | Path, **settings: object) -> tuple[Store, StoreDesk]:
    store = open_store(path)
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000, **settings),  # type: ignore[arg-type]
                       now=T0, author="Ana")
    return store, StoreDesk(store, tid, "Ana", FakeTime(T0))


def _kinds(done: Done) -> list[str]:
    return [e.kind for e in done.events]


def test_a_registration_is_seated_after_the_draw_and_not_before(where: Places) -> None:
    """Before the draw a newcomer has no seat; after it, the seat is drawn in the same transaction (SE-04)."""
    store, desk = _tournament(where("floor.db"))
    early = [players.register(desk, f"P{i}") for i in range(1, 6)]
    assert all(_kinds(done) == [ev.REGISTERED] for done in early)
    assert early[-1].state.seat_of(5) is None
    seats.draw_seats(desk, rng=random.Random(1))
    late = players.register(desk, "Late", nickname="L", rng=random.Random(2))
    assert _kinds(late) == [ev.REGISTERED, ev.PLAYER_SEATED]
    assert late.events[1].data.to_json()["player"] == 6 and late.state.seat_of(6) is not None
    assert late.state.players[6].name == "Late" and late.state.players[6].nickname == "L"
    store.close()


def test_a_refused_bust_writes_nothing(where: Places) -> None:
    """Busting a player already out, a name nobody has, or the last players standing: refused, the log as it was."""
    store, desk = _tournament(where("floor.db"))
    for name in ("Ivan", "Maria", "Olga"):
        players.register(desk, name)
    players.bust(desk, ["Olga"])
    before = store.reach(desk.tournament_id)
    for refs, message in ((["Olga"], "Olga is already out (finished 3rd)"),
                          (["Ivan", "Zed"], "there is no player called 'Zed'"),
                          (["Ivan", "Maria"], "someone must be left: that would eliminate every player still playing")):
        with pytest.raises(FloorError) as refused:
            players.bust(desk, refs)
        assert str(refused.value.message) == message
    assert store.reach(desk.tournament_id) == before
    store.close()


def test_a_bust_after_the_draw_says_what_balancing_asks_for(where: Places) -> None:
    """Out at a table of two: the Done, the players out, and the move (or break) balancing now asks for."""
    store, desk = _tournament(where("floor.db"), seats_per_table=4)
    for i in range(1, 8):
        players.register(desk, f"P{i}")
    state = seats.draw_seats(desk, rng=random.Random(3)).state
    shorter = min(state.tables, key=lambda t: state.tables[t].count)
    out = [p for p in state.tables[shorter].seats if p is not None][:1]
    busted = players.bust(desk, out, rng=random.Random(4))
    assert busted.out == tuple(out) and _kinds(busted.done) == [ev.ELIMINATED]
    assert busted.proposal is not None and busted.proposal.reason  # four at one table, two at the other
    assert busted.done.state.seat_of(out[0]) is None
    store.close()


def test_a_list_of_registrations_is_all_or_nothing_and_tells_its_progress(where: Places) -> None:
    """A list with a bad row registers nobody (the line is named); a good one registers all, progress told."""
    store, desk = _tournament(where("floor.db"))
    rows = [(f"Player {i}", "", "", i + 1) for i in range(1, 121)]
    told: list[tuple[int, int]] = []
    done = players.register_all(desk, rows, progress=lambda n, total: told.append((n, total)))
    assert len(done.events) == 120 and told == [(50, 120), (100, 120), (120, 120)]
    before = store.reach(desk.tournament_id)
    with pytest.raises(FloorError) as refused:
        players.register_all(desk, [("Ana", "", "", 2), ("x" * 41, "", "", 3)])
    assert str(refused.value.message).startswith("line 3: the name has 41 characters")
    assert store.reach(desk.tournament_id) == before
    store.close()


def test_rebuys_reentries_and_reinstatements_go_through_their_rules(where: Places) -> None:
    """A rebuy for one still playing, a re-entry for one out (a new seat after the draw, unless the command line
    leaves it to `floor seat late`), a reinstatement with a stack; each refusal leaves the log as it was."""
    store, desk = _tournament(where("floor.db"), rebuy=Purchase(100, 10_000, 1), reentry=Purchase(100, 10_000, 2),
                              addon=Purchase(50, 5_000, 1))
    for i in range(1, 6):
        players.register(desk, f"P{i}")
    seats.draw_seats(desk, rng=random.Random(5))
    assert _kinds(players.rebuy(desk, 1)) == [ev.REBOUGHT]
    assert _kinds(players.addon(desk, "P1")) == [ev.ADDED_ON]
    players.bust(desk, [2])
    players.bust(desk, [3])
    seated = players.reenter(desk, 2, rng=random.Random(6))
    assert _kinds(seated) == [ev.REENTERED, ev.PLAYER_SEATED] and seated.state.seat_of(2) is not None
    unseated = players.reenter(desk, 3, seat=False)
    assert _kinds(unseated) == [ev.REENTERED] and unseated.state.seat_of(3) is None
    players.bust(desk, [4])
    back = players.reinstate(desk, 4, chips=7_000)
    assert _kinds(back) == [ev.REINSTATED] and back.state.players[4].playing
    before = store.reach(desk.tournament_id)
    for refused in (lambda: players.rebuy(desk, 1), lambda: players.reenter(desk, 5),
                    lambda: players.reinstate(desk, 5), lambda: players.addon(desk, 1)):
        with pytest.raises(FloorError):
            refused()
    assert store.reach(desk.tournament_id) == before
    store.close()


def test_undo_and_redo_and_what_the_log_allows(where: Places) -> None:
    """Nothing to undo at first; a registration undone, then redone; the log read once and topped up after."""
    store, desk = _tournament(where("floor.db"))
    reads: list[int] = []

    def read_after(seq: int) -> list[ev.Event]:
        reads.append(seq)
        return store.history_after(desk.tournament_id, seq)

    log = history.Log(read_after)
    assert history.undo_refusal(log.reaching(store.reach(desk.tournament_id))) == "nothing to undo"
    players.register(desk, "Ivan")
    assert history.undo_refusal(log.reaching(store.reach(desk.tournament_id))) is None
    assert history.redo_refusal(log.events) == "nothing to redo"
    undone = history.undo(desk)
    assert undone.events[0].data.to_json()["kind"] == ev.REGISTERED and not undone.state.players
    assert history.redo_refusal(log.reaching(store.reach(desk.tournament_id))) is None
    assert history.redo(desk).state.players[1].name == "Ivan"
    assert len(log.reaching(store.reach(desk.tournament_id))) == 4 and reads == [0, 1, 2, 3]
    store.close()


def _seventeen_at_two_tables(path: str | Path) -> tuple[Store, int]:
    """17 players at two tables of nine: the 18th can only take the one seat left, whoever draws it."""
    store, desk = _tournament(path, seats_per_table=9)
    players.register_all(desk, [(f"Player {i}", "", "", i) for i in range(1, 18)])
    seats.draw_seats(desk, rng=random.Random(7))
    return store, desk.tournament_id


def test_the_command_line_and_the_consoles_register_write_the_same_events(qtbot, where: Places) -> None:
    """`floor player add Late` and Register in the console, on two copies of the same tournament: the same events
    (the registration and the seat drawn for it), the same line said."""
    cli_store, _ = _seventeen_at_two_tables(where("cli.db"))
    cli_store.close()
    said = floor_ok(where("cli.db"), "player", "add", "Late")
    store, tid = _seventeen_at_two_tables(where("console.db"))
    window = Console(StoreSession(store, tid, "Ana", FakeTime(T0)), poll=False)
    qtbot.addWidget(window)
    window.name_field.setText("Late")
    qtbot.mouseClick(window.register_button, Qt.MouseButton.LeftButton)
    cli = open_store(where("cli.db"))
    by_cli, by_console = cli.history(1)[-2:], store.history(tid)[-2:]
    assert [(e.kind, dict(e.data.to_json())) for e in by_cli] == [(e.kind, dict(e.data.to_json())) for e in by_console]
    assert [e.kind for e in by_console] == [ev.REGISTERED, ev.PLAYER_SEATED]
    assert said.strip() == window.message.text()
    assert floor(where("cli.db"), "player", "add", "").returncode == 2  # refused alike: nothing written
    assert len(cli.history(1)) == len(store.history(tid))
    cli.close()
    store.close()
