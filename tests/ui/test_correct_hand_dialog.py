"""The console's Correct hand dialog (Room › Correct hand…, issue 29), driven by real clicks and keys: the
table's last confirmed hands listed as the history says them, the chosen hand's showdown changed, a reason typed;
Correct moves the stacks by the difference and logs it, a refusal is said and writes nothing."""

import json
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import FakeTime
from PySide6.QtCore import Qt

from floor.app import StoreSession
from floor.store.tournaments import Store
from floor.tournament import events as ev
from floor.tournament.seating import actions as seating
from floor.tournament.settings import Settings
from floor.ui.console import Console
from floor.usecases import chips, hands, players

T0 = 1_800_000_000.0


def _hand(winner: int, loser: int) -> dict[str, object]:
    return {"game": "holdem", "board": "Ah Kh 7c 7d 2s", "chip": 25,
            "seats": [{"seat": winner, "cards": "As Ad", "contributed": 500},
                      {"seat": loser, "cards": "Kc Ks", "contributed": 500}]}


@pytest.fixture
def one_table(qtbot, tmp_path: Path) -> Iterator[tuple[Console, Store, StoreSession]]:
    """Six players at one table, counted 10,000 each; hand 1 confirmed with seat 1 the winner over seat 2."""
    store = Store(tmp_path / "f.db")
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000, seats_per_table=6), now=T0, author="Ana")
    session = StoreSession(store, tid, "Ana", FakeTime())
    for i in range(1, 7):
        players.register(session, f"P{i}")
    rng = random.Random(2)
    store.act(tid, lambda s: seating.draw_seats(s, rng=rng, now=T0, author="Ana"))
    store.act(tid, lambda s: seating.draw_button(s, 1, rng=rng, now=T0, author="Ana"))
    chips.count(session, dict.fromkeys(range(1, 7), 10_000))
    hands.record_hand(session, 1, _hand(1, 2))
    window = Console(session, poll=False)
    qtbot.addWidget(window)
    window.show()
    window.refresh()
    yield window, store, session
    store.close()


def test_the_floor_corrects_a_confirmed_hand_in_the_console_and_a_refusal_writes_nothing(qtbot, one_table) -> None:
    window, store, session = one_table
    seats = session.state().tables[1].seats
    one, two = seats[0], seats[1]
    assert one is not None and two is not None
    room = next(top.menu() for top in window.menuBar().actions() if top.text() == "&Room")
    next(a for a in room.actions() if a.text() == "Correct hand…").trigger()  # as the floor manager picks it
    dialog = window.correcting
    assert dialog.hand.count() == 1 and dialog.hand.currentText().startswith("Hand 1 at table 1 (Hold'em): seat 1 ")
    assert json.loads(dialog.request.toPlainText())["seats"][0]["cards"] == "As Ad"
    before = store.reach(1)
    qtbot.mouseClick(dialog.correct_button, Qt.MouseButton.LeftButton)  # no reason yet
    assert "say why the hand is corrected" in dialog.message.text() and dialog.isVisible()
    assert store.reach(1) == before
    dialog.request.selectAll()
    qtbot.keyClicks(dialog.request, json.dumps(_hand(2, 1)))
    qtbot.keyClicks(dialog.reason, "seat 2 had the aces")
    qtbot.mouseClick(dialog.correct_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    last = store.history(1)[-1]
    assert last.kind == ev.HAND_CORRECTED and last.data.reason == "seat 2 had the aces"
    state = session.state()
    assert (state.players[one].chips, state.players[two].chips) == (9_500, 10_500)
    assert "Hand 1 at table 1 corrected (seat 2 had the aces)" in window.message.text()
