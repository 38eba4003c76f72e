"""A progressive-knockout and a mystery-bounty tournament played through the dealer station and the console: each
bounty paid by the pot that took the busted player's last chips, or to whom the floor names (issue 19)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from conftest import FakeTime
from dealer_stations import keys
from modal import when_modal
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialog, QInputDialog

from floor.app import StoreSession
from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament import timekeeping as T
from floor.tournament.bounties import BountyRule
from floor.tournament.hands.entry import BOARD
from floor.tournament.seating import actions as seating
from floor.tournament.settings import Settings
from floor.tournament.structure import structure_to_json, template
from floor.ui.console.bounties import BustersDialog
from floor.ui.console.window import Console
from floor.ui.dealer import DealerWindow

T0 = 1_800_000_000.0
NAMES = ["Anna Petrova", "Boris Volkov", "Carla Mendes", "Dmitri Orlov", "Elena Costa", "Farid Haddad"]


class Night:
    """Six players at one table of six (every seat taken), the button drawn, the clock running; the console and table
    1's dealer station open on the same file, each with its own session (as two windows of the room are)."""

    def __init__(self, qtbot: Any, tmp_path: Path, rule: BountyRule) -> None:
        self.qtbot = qtbot
        self.store = Store(tmp_path / "bounty.db")
        self.tid = self.store.create(Settings("Bounty night", buy_in=100, starting_stack=10_000, seats_per_table=6,
                                              bounty=rule),
                                     now=T0, author="Ana", extra={"structure": structure_to_json(template("standard"))})
        self.store.act_all(self.tid, [partial(lambda s, name: P.register(s, name, now=T0, author="Ana", level=1),
                                              name=name) for name in NAMES])
        rng = random.Random(5)
        self.store.act(self.tid, lambda s: seating.draw_seats(s, rng=rng, now=T0, author="Ana"))
        self.store.act(self.tid, lambda s: seating.draw_button(s, 1, rng=rng, now=T0, author="Ana"))
        self.store.act(self.tid, lambda s: T.clock(s, "start", now=T0, author="Ana"))
        clock = FakeTime(T0 + 60)
        self.console = Console(StoreSession(self.store, self.tid, "Ana", clock), poll=False)
        qtbot.addWidget(self.console)
        self.console.show()
        self.station = DealerWindow(StoreSession(self.store, self.tid, "Dealer Dan", clock), 1, poll=False)
        qtbot.addWidget(self.station)
        self.station.resize(1280, 720)
        self.station.show()
        qtbot.waitExposed(self.station)

    @property
    def state(self) -> Any:
        return self.store.state(self.tid)

    def seat(self, seat: int) -> int:
        player = self.state.tables[1].seats[seat - 1]
        assert player is not None
        return int(player)

    def name(self, seat: int) -> str:
        return str(self.state.players[self.seat(seat)].label)

    def hand(self, cards: dict[int, str], chips: dict[int, int], all_in: list[int], board: str) -> None:
        """The dealer enters a showdown through the station's widgets and confirms it."""
        w = self.station
        for seat, row in w.seats.rows.items():
            if row.in_hand.isChecked() != (seat in cards):
                self.qtbot.mouseClick(row.in_hand, Qt.MouseButton.LeftButton, pos=QPoint(16, row.in_hand.height() // 2))
        for seat, text in cards.items():
            self._type(seat, text)
        self._type(BOARD, board)
        for seat, amount in chips.items():
            self.qtbot.keyClicks(w.seats.rows[seat].chips, str(amount))
        for seat in all_in:
            box = w.seats.rows[seat].all_in
            if not box.isChecked():
                self.qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(16, box.height() // 2))
        assert w.confirm_button.isEnabled(), w.message.text()
        self.qtbot.mouseClick(w.confirm_button, Qt.MouseButton.LeftButton)
        assert "recorded" in w.message.text(), w.message.text()
        self.console.show_moved()  # as the change feed tells the console

    def _type(self, target: int, text: str) -> None:
        field = self.station.field(target)
        self.qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
        self.station.entry.focus(target)
        keys(self.qtbot, field, text)

    def cells(self, seat: int) -> tuple[str, str]:
        """The console's Bounty and Bounties won cells of the player in ``seat``."""
        model = self.console.players_model
        wanted = str(self.seat(seat))
        for row in range(model.rowCount()):
            if model.index(row, 0).data() == wanted:
                columns = model.columnCount()
                return model.index(row, columns - 2).data(), model.index(row, columns - 1).data()
        raise AssertionError(f"seat {seat} is not listed")


@pytest.fixture
def pko(qtbot, tmp_path: Path) -> Iterator[Night]:
    night = Night(qtbot, tmp_path, BountyRule("progressive", 40, unit=10))
    yield night
    night.station.close()
    night.store.close()


def test_pko_bounties_follow_the_pots_that_busted_each_player(pko: Night) -> None:
    """Hand 1: seat 1 busts seat 2 heads-up (half of 40 in cash, half onto seat 1's head). Hand 2: seat 3 (short,
    100 in) and seat 4 (300 in) both busted; seat 5's aces take the main pot (seat 3's last chips), seat 6's kings
    the last side pot (seat 4's): each bounty goes to its own pot's winner. The console says so and shows it."""
    night = pko
    one, two, three, four, five, six = (night.name(s) for s in range(1, 7))
    night.hand({1: "AsAd", 2: "KcKs"}, {1: 500, 2: 500}, [2], "2h 7c 9d Js 3c")
    console = night.console
    assert console.offered_line.isVisibleTo(console)
    night.qtbot.mouseClick(console.offered_button, Qt.MouseButton.LeftButton)
    assert f"{one} wins 20 for busting {two}, and 20 more on their head" in console.message.text()
    assert night.cells(1) == ("60", "20")

    night.hand({3: "3c4d", 4: "QcQd", 5: "AhAc", 6: "KdKh"}, {3: 100, 4: 300, 5: 200, 6: 300}, [3, 4, 5],
               "Ad Kc 7c 7d 2s")
    assert night.state.players[night.seat(3)].playing  # offered, not out, until the floor confirms
    night.qtbot.mouseClick(console.offered_button, Qt.MouseButton.LeftButton)
    said = console.message.text()
    assert f"{five} wins 20 for busting {three}, and 20 more on their head" in said
    assert f"{six} wins 20 for busting {four}, and 20 more on their head" in said
    assert night.cells(5) == ("60", "20") and night.cells(6) == ("60", "20")
    assert "Bounties: 60 won · 180 on heads" in console.stats_line.text()


def test_a_bust_by_hand_asks_who_busted_them_and_pays_the_first_named_the_odd_unit(pko: Night) -> None:
    """Bust selected in a bounty tournament: the floor names two busters (a chopped pot); 20 cash in units of 10
    shared 10/10, and 20 onto their heads 10/10; Nobody pays no one and leaves the bounty listed."""
    night = pko
    console = night.console
    out, first, second = night.seat(1), night.seat(2), night.seat(3)

    def name_two(dialog: QDialog) -> None:
        assert isinstance(dialog, BustersDialog)
        assert night.state.players[out].label in dialog.question.text()
        assert not dialog.bust_button.isEnabled()  # nobody chosen yet
        dialog.pick(first, second)
        night.qtbot.mouseClick(dialog.bust_button, Qt.MouseButton.LeftButton)

    when_modal(name_two)
    console.bust([out])
    assert night.state.bounties.won == {first: 10, second: 10}
    assert night.state.bounties.heads[first] == 50

    when_modal(lambda dialog: night.qtbot.mouseClick(dialog.nobody_button, Qt.MouseButton.LeftButton))
    lost = night.seat(4)
    console.bust([lost])
    assert f"{night.state.players[lost].label}'s bounty of 40 is not won by anyone" in console.message.text()
    assert night.state.bounties.unclaimed == 40


def test_busters_dialog_finds_players_by_type_ahead_and_never_lists_the_busted(pko: Night) -> None:
    night = pko
    dialog = BustersDialog(night.state, [night.seat(1)], night.console)
    night.qtbot.addWidget(dialog)
    listed = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert len(listed) == 5 and not any(night.name(1) in t for t in listed)
    keys(night.qtbot, dialog.filter, night.name(2)[:4])
    shown = [dialog.list.item(i).text() for i in range(dialog.list.count()) if not dialog.list.item(i).isHidden()]
    assert shown == [t for t in listed if night.name(2)[:4].casefold() in t.casefold()]


@pytest.fixture
def mystery(qtbot, tmp_path: Path) -> Iterator[Night]:
    night = Night(qtbot, tmp_path, BountyRule("mystery", 50, envelopes=(200, 50, 30, 20), from_players=5))
    yield night
    night.station.close()
    night.store.close()


def test_mystery_bounty_envelopes_drawn_by_floor_and_by_hand(mystery: Night) -> None:
    """Six playing: seat 2's bust comes before the stage (no envelope). Five playing: seat 3's bust is in it; the
    console asks for an envelope: Floor draws one (one of the pool), then a bust drawn by hand records 200."""
    night = mystery
    console = night.console
    line = console.envelope_line
    night.hand({1: "AsAd", 2: "KcKs"}, {1: 500, 2: 500}, [2], "2h 7c 9d Js 3c")
    night.qtbot.mouseClick(console.offered_button, Qt.MouseButton.LeftButton)
    assert not line.isVisibleTo(console)  # six were playing: before the mystery stage
    one, three = night.name(1), night.name(3)
    night.hand({1: "AhAc", 3: "KdKh"}, {1: 500, 3: 500}, [3], "2h 7c 9d Js 4c")
    night.qtbot.mouseClick(console.offered_button, Qt.MouseButton.LeftButton)
    assert f"{one} busted {three}: an envelope to draw (mystery bounty)" in console.message.text()
    assert line.isVisibleTo(console)
    assert line.line.text() == f"Mystery bounty: {one} busted {three}: draw an envelope"
    night.qtbot.mouseClick(line.draw_button, Qt.MouseButton.LeftButton)
    drawn = night.state.bounties.knockouts[-1].envelope
    assert drawn in (200, 50, 30, 20)
    assert console.message.text() == f"{one} drew an envelope of {drawn} for busting {three}"
    assert not line.isVisibleTo(console)

    four = night.seat(4)

    def name_one(dialog: QDialog) -> None:
        assert isinstance(dialog, BustersDialog)
        dialog.pick(night.seat(1))
        night.qtbot.mouseClick(dialog.bust_button, Qt.MouseButton.LeftButton)

    when_modal(name_one)
    console.bust([four])
    left = sorted(night.state.bounties.envelopes_left, reverse=True)

    def by_hand(dialog: QDialog) -> None:
        assert isinstance(dialog, QInputDialog)
        assert dialog.comboBoxItems() == [f"{a:,}" for a in sorted(set(left), reverse=True)]
        dialog.setTextValue(f"{left[0]:,}")
        dialog.accept()

    when_modal(by_hand)
    night.qtbot.mouseClick(line.by_hand_button, Qt.MouseButton.LeftButton)
    assert night.state.bounties.knockouts[-1].by_hand and night.state.bounties.knockouts[-1].envelope == left[0]
    assert night.cells(1)[1] == f"{drawn + left[0]:,}"
    assert f"{len(left) - 1} envelopes left" in console.stats_line.text()
