"""One way in for a hand (issue 17): `floor hands record` and the dealer station record a hand through the same use
case, so the command line refuses what the station refuses, in the same words: a player in two seats of the hand,
or a player who is out of the tournament by the time the hand is recorded. Nothing is written when it refuses.

The station is a real window over a real SQLite file in tmp_path; the command runs in this process
(``floor.cli.main``) on the same file, as a second process would.
"""

from __future__ import annotations

import io
import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import FakeTime
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox

from floor.app import StoreSession
from floor.cli import main
from floor.store.tournaments import Store
from floor.tournament import events as ev
from floor.tournament import players as P
from floor.tournament import timekeeping as T
from floor.tournament.hands.entry import BOARD
from floor.tournament.seating import actions as seating
from floor.tournament.settings import Settings
from floor.tournament.structure import structure_to_json, template
from floor.ui.dealer import DealerWindow

T0 = 1_800_000_000.0
LATE = "Karl Newman"  # registered after the draw: in the tournament, seated nowhere
HAND = {"game": "holdem", "board": "Ah Kh 7c 7d 2s", "chip": 25,
        "seats": [{"seat": 1, "cards": "As Ad", "contributed": 500},
                  {"seat": 5, "cards": "Kc Ks", "contributed": 500}]}


class Table:
    """Ten players at one ten-seat table, the button drawn, the clock running, and one player seated nowhere; the
    station of the table open on the same file the command line writes."""

    def __init__(self, qtbot: Any, tmp_path: Path) -> None:
        self.qtbot, self.db = qtbot, tmp_path / "floor.db"
        self.store = Store(self.db)
        self.tid = self.store.create(Settings("Sunday", buy_in=100, starting_stack=10_000, seats_per_table=10),
                                     now=T0, author="Ana", extra={"structure": structure_to_json(template("standard"))})
        for i in range(10):
            self.store.act(self.tid, lambda s, i=i: P.register(s, f"Player {i + 1}", now=T0, author="Ana", level=1))
        rng = random.Random(5)
        self.store.act(self.tid, lambda s: seating.draw_seats(s, rng=rng, now=T0, author="Ana"))
        self.store.act(self.tid, lambda s: seating.draw_button(s, 1, rng=rng, now=T0, author="Ana"))
        self.store.act(self.tid, lambda s: T.clock(s, "start", now=T0, author="Ana"))
        self.store.act(self.tid, lambda s: P.register(s, LATE, now=T0, author="Ana", level=1))
        self.window = DealerWindow(StoreSession(self.store, self.tid, "Dealer Dan", FakeTime(T0 + 60)), 1,
                                   poll=False)
        qtbot.addWidget(self.window)
        self.window.resize(1280, 720)
        self.window.show()
        qtbot.waitExposed(self.window)

    def seated(self, seat: int) -> int:
        player = self.store.state(self.tid).tables[1].seats[seat - 1]
        assert player is not None
        return player

    def player(self, name: str) -> int:
        return next(p.id for p in self.store.state(self.tid).players.values() if p.name == name)

    def recorded(self) -> list[int]:
        """The hands recorded at the table, and the buttons moved: what a refusal must leave as it was."""
        history = self.store.history(self.tid)
        return [len([e for e in history if e.kind == kind]) for kind in (ev.HAND_RECORDED, ev.NEXT_HAND)]

    def record(self, *options: str) -> tuple[int, dict[str, Any]]:
        """`floor hands record 1 - --json OPTIONS`, the hand on standard input: its exit status and its answer."""
        out = io.StringIO()
        status = main(["--db", str(self.db), "--author", "Dan", "hands", "record", "1", "-", "--json", *options],
                      stdin=io.StringIO(json.dumps(HAND)), stdout=out)
        return status, json.loads(out.getvalue())

    # -- the dealer's gestures at the station ----------------------------------------------------
    def tick(self, box: QCheckBox) -> None:
        self.qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(16, box.height() // 2))

    def enter_hand(self) -> None:
        """HAND, entered through the station's widgets: seats 1 and 5 in the hand, their cards, the board, chips."""
        for seat, row in self.window.seats.rows.items():
            if row.in_hand.isChecked() != (seat in (1, 5)):
                self.tick(row.in_hand)
        for target, cards in ((1, "AsAd"), (5, "KcKs"), (BOARD, "AhKh7c7d2s")):
            self.window.entry.focus(target)
            self.qtbot.keyClicks(self.window.field(target), cards)
        for seat in (1, 5):
            self.qtbot.keyClicks(self.window.seats.rows[seat].chips, "500")


@pytest.fixture
def table(qtbot: Any, tmp_path: Path) -> Iterator[Table]:
    made = Table(qtbot, tmp_path)
    yield made
    made.store.close()


def test_a_player_in_two_seats_is_refused_by_the_command_line_as_the_station_refuses_him(table: Table) -> None:
    """Seat 1's player given seat 5 as well: the station refuses the pick, and `floor hands record --seat 5=...`
    refuses the hand with the same words; nothing is recorded, the button stays."""
    before = table.recorded()
    one = table.seated(1)
    assert not table.window.players.set_player(5, one)
    said = table.window.message.text()
    assert said.startswith("Seat 5: Player ") and "is in seat 1 in this hand already" in said
    status, answer = table.record("--seat", f"5={one}")
    assert status == 2 and answer["error"]["message"] == said
    assert answer["error"]["code"] == "bad-seating" and answer["error"]["seat"] == 5
    assert table.recorded() == before


def test_a_player_out_is_refused_by_the_command_line_as_the_station_refuses_him(table: Table) -> None:
    """Karl, seated in seat 5 for this hand, goes out in the console before the hand is recorded: the station's
    Confirm and `floor hands record --seat "5=Karl Newman"` both refuse it, in the same words."""
    before = table.recorded()
    assert table.window.players.set_player(5, table.player(LATE))
    table.enter_hand()
    assert table.window.confirm_button.isEnabled(), table.window.message.text()
    table.store.act(table.tid, lambda s: P.eliminate(s, [LATE], now=T0 + 40, author="Ana"))
    assert not table.window.confirm()
    said = table.window.message.text()
    assert said == f"Seat 5: {LATE} is not in the tournament any more."
    status, answer = table.record("--seat", f"5={LATE}")
    assert status == 2 and answer["error"]["message"] == said and answer["error"]["seat"] == 5
    assert table.recorded() == before


def test_a_corrected_seat_is_recorded_with_the_hand_and_the_button_moves(table: Table) -> None:
    """The seating is behind: Karl played seat 5. `--seat "5=Karl Newman"` records him there, with the rest of the
    seating, and moves the button in the same transaction, as the station's Confirm does."""
    before = table.store.state(table.tid).tables[1].positions
    assert before is not None
    status, answer = table.record("--seat", f"5={LATE}")
    assert status == 0, answer
    players = answer["event"]["payload"]["players"]
    assert players["5"] == table.player(LATE) and players["1"] == table.seated(1)
    after = table.store.state(table.tid).tables[1].positions
    assert after is not None and after.button == before.small_blind
    assert table.recorded() == [1, 1]


@pytest.mark.parametrize(("option", "said"), [
    ("12=Player 1", "table 1 has 10 seats: there is no seat 12"),
    ("5=Nobody Here", "there is no player called 'Nobody Here'"),
])
def test_a_seat_that_is_not_there_or_a_player_unknown_is_refused(table: Table, option: str, said: str) -> None:
    status, answer = table.record("--seat", option)
    assert status == 2 and answer["error"]["message"] == said
    assert table.recorded() == [0, 0]
