"""The dealer station as the tests open it, over a real store, and the gestures and hands they share.

Every test of the station builds on :class:`Station` (ten players at one ten-seat table) or :class:`Halted` (a table
balancing halts); the dealer's gestures go through the widgets, the floor's actions through the store.
"""

from __future__ import annotations

import random
from functools import partial
from pathlib import Path
from typing import Any

from conftest import FakeTime
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QCheckBox, QWidget

from floor.app import StoreSession
from floor.core.cards import parse_cards
from floor.core.showdown import showdown
from floor.store.tournaments import Store
from floor.tournament import chips as C
from floor.tournament import players as P
from floor.tournament import timekeeping as T
from floor.tournament.events import Event
from floor.tournament.hands.entry import BOARD
from floor.tournament.hands.reading import pot_title
from floor.tournament.seating import actions as seating
from floor.tournament.settings import Settings
from floor.tournament.state import TournamentState
from floor.tournament.structure import structure_to_json, template
from floor.ui.dealer import DealerWindow
from floor.ui.dealer.deck import DeckCheckDialog

T0 = 1_800_000_000.0
NAMES = ["Anna Petrova", "Boris Volkov", "Carla Mendes", "Dmitri Orlov", "Elena Costa", "Farid Haddad",
         "Greta Lindqvist", "Hugo Ferreira", "Ines Moreau", "Jonas Berg"]


def registered(state: TournamentState, name: str) -> Event:
    return P.register(state, name, now=T0, author="Ana", level=1)


class Station:
    """Ten players at one ten-seat table (every seat taken), the button drawn, the clock running; the window open."""

    def __init__(self, qtbot: Any, tmp_path: Path, structure: str = "standard") -> None:
        self.qtbot = qtbot
        self.store = Store(tmp_path / "f.db")
        self.tid = self.store.create(Settings("Sunday", buy_in=100, starting_stack=10_000, seats_per_table=10),
                                     now=T0, author="Ana", extra={"structure": structure_to_json(template(structure))})
        self.store.act_all(self.tid, [partial(registered, name=name) for name in NAMES])
        rng = random.Random(5)
        self.store.act(self.tid, lambda s: seating.draw_seats(s, rng=rng, now=T0, author="Ana"))
        self.store.act(self.tid, lambda s: seating.draw_button(s, 1, rng=rng, now=T0, author="Ana"))
        self.store.act(self.tid, lambda s: T.clock(s, "start", now=T0, author="Ana"))
        self.clock = FakeTime(T0 + 60)
        self.window = DealerWindow(StoreSession(self.store, self.tid, "Dealer Dan", self.clock), 1, poll=False)
        qtbot.addWidget(self.window)
        self.window.resize(1280, 720)
        self.window.show()
        qtbot.waitExposed(self.window)

    @property
    def state(self) -> TournamentState:
        return self.store.state(self.tid)

    def events(self, kind: str) -> list[Event]:
        return [e for e in self.store.history(self.tid) if e.kind == kind]

    def name(self, seat: int) -> str:
        player = self.state.tables[1].seats[seat - 1]
        assert player is not None
        return self.state.players[player].label

    # -- the dealer's gestures ----------------------------------------------------------------
    def choose(self, combo_name: str, data: object) -> None:
        combo = getattr(self.window, combo_name)
        index = combo.findData(data)
        assert index >= 0, f"{data!r} is not offered"
        combo.setCurrentIndex(index)

    def only(self, *seats: int) -> None:
        """Untick every seat not in the hand."""
        for seat, row in self.window.seats.rows.items():
            if row.in_hand.isChecked() != (seat in seats):
                self.tick(row.in_hand)

    def tick(self, box: QCheckBox) -> None:
        before = box.isChecked()
        self.qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(16, box.height() // 2))
        assert box.isChecked() != before

    def click(self, cards: str) -> None:
        """Cards from the grid, one click each, into the current seat (the next seat when it is full)."""
        for c in parse_cards(cards):
            button = self.window.grid.button_for(c)
            assert button.isEnabled(), f"{c} is greyed out"
            self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            assert not button.isEnabled() or c.is_joker

    def focus(self, target: int) -> None:
        field = self.window.field(target)
        self.qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
        self.window.entry.focus(target)  # offscreen, a click may not move the focus: say it as the click would

    def type(self, target: int, text: str) -> None:
        self.focus(target)
        keys(self.qtbot, self.window.field(target), text)

    def chips(self, seat: int, *bets: int) -> None:
        """The seat's chips: the total, or one bet per street with '+' between."""
        row = self.window.seats.rows[seat]
        for i, bet in enumerate(bets):
            if i:
                self.qtbot.mouseClick(row.plus, Qt.MouseButton.LeftButton)
            self.qtbot.keyClicks(row.chips, str(bet))

    def shown(self) -> dict[str, Any]:
        return self.window.result.shown()


def keys(qtbot: Any, widget: QWidget, text: str) -> None:
    """Type ``text`` into ``widget`` key by key; QTest cannot name a key for ♠ or К, so those go as text."""
    for char in text:
        if char.isascii():
            qtbot.keyClicks(widget, char)
        else:
            for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                QApplication.sendEvent(widget, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, char))


def runs(seats: list[int]) -> str:
    """"1–4, 6, 8, 9": three seats or more in a row as a range."""
    parts, i = [], 0
    while i < len(seats):
        j = i
        while j + 1 < len(seats) and seats[j + 1] == seats[j] + 1:
            j += 1
        parts += [f"{seats[i]}–{seats[j]}"] if j - i >= 2 else [str(s) for s in seats[i:j + 1]]
        i = j + 1
    return ", ".join(parts)


def expected_view(station: Station, request: dict[str, Any]) -> dict[str, Any]:
    """What the panel must show for ``request``, written from `showdown`'s answer alone."""
    result = showdown(request)
    game = result["game"]
    hilo = game in ("omaha-hilo", "stud-hilo")

    def seats(found: list[int]) -> str:
        return ", ".join(map(str, found))  # the winners' seat numbers, under "Won by" (or High, Low)

    def won(pot: dict[str, Any]) -> list[str]:
        if hilo:
            return [seats(pot["high_winners"]), seats(pot["low_winners"]) if pot["low_winners"] else "no low"]
        return [seats(pot["low_winners"] if game in ("razz", "draw27") else pot["high_winners"]), ""]

    hands = []
    for h in result["hands"]:
        high, low = (h["high"] or {}).get("name", ""), (h["low"] or {}).get("name", "")
        hands.append([str(h["seat"]), high, low or "no low"] if hilo else [str(h["seat"]), high or low, ""])
    notes = [f"Uncalled bet returned to seat {s}: {a:,}" for s, a in result["returned"].items()]
    notes += [f"{pot_title(i)}: odd chip {o['amount']:,} to seat {o['seat']}: {o['reason']}"
              for i, p in enumerate(result["pots"]) for o in p["odd_chips"]]
    return {"status": "Push the chips:",
            "pushes": [[s, station.name(int(s)), f"{a:,}"] for s, a in result["payouts"].items()],
            "pots": [[pot_title(i), f"{p['amount']:,}", runs(p["eligible"]), *won(p)]
                     for i, p in enumerate(result["pots"])],
            "notes": notes, "hands": hands}


BBA_LEVEL = 3  # the standard structure's fourth item: 100/200, big-blind ante 200
STUD_LEVEL = 3  # HORSE's fourth item: seven-card stud, 300/600, ante 75


def at_level(station: Station, index: int) -> None:
    """The floor moves the clock to ``index``; the station, with nothing entered, follows it."""
    station.store.act(station.tid, lambda s: T.clock(s, "jump", index=index, now=T0 + 70, author="Ana"))
    station.clock.now = T0 + 80
    station.window.poll()


def player_at(station: Station, seat: int) -> int:
    player = station.state.tables[1].seats[seat - 1]
    assert player is not None
    return player


def count(station: Station, stacks: dict[int, int], at: float) -> None:
    """The floor counts these seats' stacks (the Chips tab), at ``at``."""
    counts = {player_at(station, seat): chips for seat, chips in stacks.items()}
    station.store.act(station.tid, lambda s: C.count(s, counts, now=at, author="Ana"))
    station.window.poll()


def heads_up(station: Station, winner: int, loser: int, chips: int) -> None:
    """A hand between two seats, each putting in ``chips``: aces for ``winner``, kings for ``loser``; confirmed."""
    w = station.window
    station.only(winner, loser)
    station.type(winner, "AsAd")
    station.type(loser, "KcKs")
    station.type(BOARD, "2h 7c 9d Js 3c")
    station.chips(winner, chips)
    station.chips(loser, chips)
    assert w.confirm_button.isEnabled(), w.message.text()
    station.qtbot.mouseClick(w.confirm_button, Qt.MouseButton.LeftButton)
    assert "recorded" in w.message.text()


class Halted:
    """Fourteen players at two tables of seven, the buttons drawn; three players of table 1 out, the one after its
    big blind among them: table 1 (four players, three fewer than table 2) halts (BB-02). The station of table 1."""

    def __init__(self, qtbot: Any, tmp_path: Path) -> None:
        self.store = Store(tmp_path / "h.db")
        self.tid = self.store.create(Settings("Sunday", buy_in=100, starting_stack=10_000, seats_per_table=7),
                                     now=T0, author="Ana", extra={"structure": structure_to_json(template("standard"))})
        names = [*NAMES, "Karl Weber", "Lena Novak", "Mihai Pop", "Nadia Rusu"]
        self.store.act_all(self.tid, [partial(registered, name=name) for name in names])
        rng = random.Random(5)
        self.store.act(self.tid, lambda s: seating.draw_seats(s, rng=rng, now=T0, author="Ana"))
        for table in (1, 2):
            self.store.act(self.tid, lambda s, t=table: seating.draw_button(s, t, rng=rng, now=T0, author="Ana"))
        self.store.act(self.tid, lambda s: T.clock(s, "start", now=T0, author="Ana"))
        at = self.store.state(self.tid).tables[1]
        assert at.positions is not None and at.count == 7
        after_big_blind = at.positions.big_blind % at.size + 1
        self.empty_seat = after_big_blind
        gone = [after_big_blind, *(s for s in at.occupied() if s not in (after_big_blind, at.positions.big_blind,
                                                                           at.positions.small_blind))][:3]
        out = [at.seats[s - 1] for s in gone]
        self.store.act(self.tid, lambda s: P.eliminate(s, out, now=T0 + 10, author="Ana"))
        self.window = DealerWindow(StoreSession(self.store, self.tid, "Dealer Dan", FakeTime(T0 + 60)), 1, poll=False)
        qtbot.addWidget(self.window)
        self.window.resize(1280, 720)
        self.window.show()
        qtbot.waitExposed(self.window)


DECK = [rank + suit for rank in "23456789TJQKA" for suit in "shdc"]


def deal(seed: int) -> list[str]:
    cards = DECK[:]
    random.Random(seed).shuffle(cards)
    return cards


def omaha_hilo_side_pots(station: Station) -> None:
    """Ten seats of Omaha hi-lo, nine all in for different amounts: a main pot and eight side pots, a low."""
    w = station.window
    station.choose("game_choice", "omaha-hilo")
    cards = deal(3)
    for seat in range(1, 11):
        station.type(seat, "".join(cards[4 * seat - 4:4 * seat]))
    station.type(BOARD, "".join(cards[40:45]))
    for seat in range(1, 11):
        station.chips(seat, 425 * seat if seat < 10 else 5_000)
        if seat < 10:
            station.tick(w.seats.rows[seat].all_in)
    assert w.outcome.settled and len(w.result.shown()["pots"]) == 9


def deck_check(station: Station) -> DeckCheckDialog:
    """The deck check over the station: a deck of 53 with two cards twice, marked cards, found during the hand."""
    dialog = station.window.rulings.deck_check()
    station.qtbot.keyClicks(dialog.count, "53")
    station.qtbot.keyClicks(dialog.duplicates, "Ks 7d")
    station.qtbot.keyClicks(dialog.marked, "3")
    dialog.deliberate.setChecked(True)
    dialog.during.setChecked(True)
    assert dialog.check() is not None
    return dialog
