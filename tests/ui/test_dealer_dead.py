"""Dead money at the dealer station, and its size: the level's ante filled in per seat, corrected by the dealer,
sent as ``dead`` in the request and recorded; every font and target grows with the window.

Each hand is entered through the widgets (the grid, typed cards and chips) at a level the clock jumps to; the
pots shown must be what `floor.core.showdown` answers for the request written out here by hand.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from dealer_stations import BBA_LEVEL, STUD_LEVEL, Station, at_level, expected_view, runs
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget

from floor.core.cards import parse_card
from floor.core.showdown import showdown
from floor.tournament import events as ev
from floor.tournament.hands.entry import BOARD
from floor.ui.dealer.cards import TARGET_PX
from floor.ui.dealer.seats import HEADERS

BREAK = 5  # the standard structure's first break; the level after it: 200/400, big-blind ante 400


def big_blind(station: Station) -> int:
    positions = station.state.tables[1].positions
    assert positions is not None
    return positions.big_blind


def after(seat: int, steps: int = 1) -> int:
    return (seat - 1 + steps) % 10 + 1


@pytest.fixture
def station(qtbot: Any, tmp_path: Path) -> Iterator[Station]:
    made = Station(qtbot, tmp_path)
    yield made
    made.store.close()


@pytest.fixture
def stud(qtbot: Any, tmp_path: Path) -> Iterator[Station]:
    made = Station(qtbot, tmp_path, "horse")
    yield made
    made.store.close()


def _bba_hand(station: Station) -> tuple[int, int, int]:
    """At 100/200 with a big-blind ante of 200: the big blind all in for 300 with aces, two callers of 1,800."""
    w = station.window
    bb = big_blind(station)
    x, y = after(bb), after(bb, 2)
    station.only(bb, x, y)
    station.focus(min(bb, x, y))
    cards = {bb: "As Ah", x: "Ks Kh", y: "Qs Qh"}
    for seat in sorted(cards):
        station.type(seat, cards[seat].replace(" ", ""))
    station.type(BOARD, "2c7d9hJs3s")
    station.chips(bb, 300)
    station.chips(x, 1800)
    station.chips(y, 1800)
    station.tick(w.seats.rows[bb].all_in)
    return bb, x, y


def test_a_big_blind_all_in_short_posts_the_blind_first_and_the_ante_from_what_is_left(station: Station) -> None:
    """BT-13: 300 is the 200 blind and 100 of the ante. The 100 is dead: the main pot is 3 x 200 + 100 = 700,
    all three eligible; the callers' other 3,200 is a side pot. Confirm records the request with its ``dead``."""
    w = station.window
    at_level(station, BBA_LEVEL)
    assert w.level_line.text() == "Level 4 · 100/200, big-blind ante 200"
    assert not w.seats.headers[HEADERS.index("Dead")].isHidden()
    bb = big_blind(station)
    assert w.seats.rows[bb].dead.placeholderText() == "200"  # before its chips: the ante it posts
    assert w.seats.rows[after(bb)].dead.placeholderText() == ""  # nobody else posts one
    bb, x, y = _bba_hand(station)
    assert w.seats.rows[bb].dead.placeholderText() == "100" and w.seats.rows[bb].dead.text() == ""
    cards = {bb: ["As", "Ah"], x: ["Ks", "Kh"], y: ["Qs", "Qh"]}
    chips = {bb: 300, x: 1800, y: 1800}
    request = {"game": "holdem", "board": ["2c", "7d", "9h", "Js", "3s"], "chip": 25, "house": {},
               "button": w.entry.hand.button,
               "seats": [{"seat": s, "cards": cards[s], "contributed": chips[s], **({"dead": 100} if s == bb else {})}
                         for s in sorted(cards)]}
    assert w.entry.hand.request() == request
    shown = station.shown()
    assert shown == expected_view(station, request)
    assert [row[:3] for row in shown["pots"]] == [["Main pot", "700", runs(sorted(cards))],
                                                  ["Side pot 1", "3,200", runs(sorted((x, y)))]]
    assert [row[0::2] for row in shown["pushes"]] == sorted([[str(bb), "700"], [str(x), "3,200"]],
                                                            key=lambda push: int(push[0]))
    with station.qtbot.waitSignal(w.recorded, timeout=1000):
        station.qtbot.mouseClick(w.confirm_button, Qt.MouseButton.LeftButton)
    payload = station.events(ev.HAND_RECORDED)[0].data.to_json()
    assert payload["request"] == request and payload["result"] == showdown(request)


def test_a_big_blind_that_covers_blind_and_ante_has_the_whole_ante_dead(station: Station) -> None:
    w = station.window
    at_level(station, BBA_LEVEL)
    bb = big_blind(station)
    station.only(bb, after(bb))
    station.chips(bb, 200, 200, 600)  # blind, ante, then a call on the flop
    assert w.seats.rows[bb].dead.placeholderText() == "200" and w.entry.hand.dead(bb) == 200
    w.seats.rows[bb].chips.clear()
    station.chips(bb, 150)  # all in for less than the blind: no ante at all
    assert w.seats.rows[bb].dead.placeholderText() == "0" and w.entry.hand.dead(bb) == 0


def test_the_dealer_corrects_the_dead_money_and_clearing_it_goes_back_to_the_levels(station: Station) -> None:
    """A house still on ante-first (TDA 2019) types 200 for the short big blind: its 300 is the ante and 100 of
    the blind, so the main pot is 3 x 100 + 200 = 500. Unreadable or too much is refused; cleared, it is 100."""
    w = station.window
    at_level(station, BBA_LEVEL)
    bb, x, _ = _bba_hand(station)
    dead = w.seats.rows[bb].dead
    station.qtbot.keyClicks(dead, "200")
    request = w.entry.hand.request()
    assert [s.get("dead") for s in request["seats"] if s["seat"] == bb] == [200]
    shown = station.shown()
    assert shown == expected_view(station, request) and shown["pots"][0][1] == "500"
    dead.clear()
    station.qtbot.keyClicks(dead, "2x")
    assert station.shown()["status"] == (f"Cannot settle: seat {bb}: dead money '2x' is not a number of chips "
                                         "(type 200, or 0)")
    assert dead.styleSheet() != "" and not w.confirm_button.isEnabled()
    dead.clear()
    station.qtbot.keyClicks(dead, "400")
    assert station.shown()["status"] == (f"Cannot settle: seat {bb}: dead money (400) is part of what it "
                                         "contributed (300) and cannot exceed it")
    dead.clear()
    assert dead.styleSheet() == "" and dead.placeholderText() == "100" and w.confirm_button.isEnabled()
    assert [s.get("dead") for s in w.entry.hand.request()["seats"] if s["seat"] == bb] == [100]
    station.qtbot.keyClicks(w.seats.rows[x].dead, "25")  # any seat may be corrected
    assert [s.get("dead") for s in w.entry.hand.request()["seats"] if s["seat"] == x] == [25]


def test_stud_with_a_classic_ante_every_seat_dealt_in_has_its_ante_dead(stud: Station) -> None:
    """Seven-card stud at 300/600, ante 75: the ante of every seat in the hand is dead (seat 9's 75 of the 100 it
    put in with the bring-in); two nine-high straights split 1,125, the odd 25 to 9♠ (PT-09)."""
    w = stud.window
    at_level(stud, STUD_LEVEL)
    assert w.game_choice.currentData() == "stud" and w.level_line.text() == "Level 4 · 300/600, ante 75"
    stud.only(2, 4, 6, 9)
    assert [w.seats.rows[s].dead.placeholderText() for s in (1, 2, 4, 6, 9)] == ["", "75", "75", "75", "75"]
    stud.type(2, "5c6d7c8d9hKs2d")
    stud.focus(4)
    stud.click("5d 6c 7d 8c 9s Qc 3d")
    for seat in (6, 9):
        stud.tick(w.seats.rows[seat].folded)
    stud.chips(2, 475)
    stud.chips(4, 75, 400)
    stud.chips(6, 75)
    stud.chips(9, 75, 25)
    request = {"game": "stud", "board": [], "chip": 25, "house": {}, "button": w.entry.hand.button,
               "seats": [{"seat": 2, "cards": ["5c", "6d", "7c", "8d", "9h", "Ks", "2d"], "contributed": 475,
                          "dead": 75},
                         {"seat": 4, "cards": ["5d", "6c", "7d", "8c", "9s", "Qc", "3d"], "contributed": 475,
                          "dead": 75},
                         {"seat": 6, "cards": [], "folded": True, "contributed": 75, "dead": 75},
                         {"seat": 9, "cards": [], "folded": True, "contributed": 100, "dead": 75}]}
    assert w.entry.hand.request() == request
    shown = stud.shown()
    assert shown == expected_view(stud, request)
    assert shown["pots"] == [["Main pot", "1,125", "2, 4", "2, 4", ""]]
    assert [row[0::2] for row in shown["pushes"]] == [["2", "550"], ["4", "575"]]


def test_stud_a_seat_all_in_for_the_ante_keeps_the_antes_live_and_wins_the_main_pot(stud: Station) -> None:
    """SR-09: seat 9 is all in for its 75 ante with a full house. Were every ante dead, seat 9 would have no live
    chip and be eligible for nothing; everyone matched the antes, so they stay live (no ``dead``): seat 9 wins
    the 4 x 75 main pot, the straights split the 800 side pot."""
    w = stud.window
    at_level(stud, STUD_LEVEL)
    stud.only(2, 4, 6, 9)
    stud.type(2, "5c6d7c8d9hKs2d")
    stud.type(4, "5d6c7d8c9sQc3d")
    stud.type(9, "JhJdJs4h4d2c3c")
    stud.tick(w.seats.rows[6].folded)
    stud.tick(w.seats.rows[9].all_in)
    for seat, chips in ((2, 475), (4, 475), (6, 75), (9, 75)):
        stud.chips(seat, chips)
    assert [w.seats.rows[s].dead.placeholderText() for s in (2, 4, 6, 9)] == ["0", "0", "0", "0"]
    request = {"game": "stud", "board": [], "chip": 25, "house": {}, "button": w.entry.hand.button,
               "seats": [{"seat": 2, "cards": ["5c", "6d", "7c", "8d", "9h", "Ks", "2d"], "contributed": 475},
                         {"seat": 4, "cards": ["5d", "6c", "7d", "8c", "9s", "Qc", "3d"], "contributed": 475},
                         {"seat": 6, "cards": [], "folded": True, "contributed": 75},
                         {"seat": 9, "cards": ["Jh", "Jd", "Js", "4h", "4d", "2c", "3c"], "contributed": 75}]}
    assert w.entry.hand.request() == request
    shown = stud.shown()
    assert shown == expected_view(stud, request)
    assert [row[:3] for row in shown["pots"]] == [["Main pot", "300", "2, 4, 9"], ["Side pot 1", "800", "2, 4"]]
    assert [row[0::2] for row in shown["pushes"]] == [["2", "400"], ["4", "400"], ["9", "300"]]
    all_dead = {**request, "seats": [{**s, "dead": 75} for s in request["seats"]]}
    assert showdown(all_dead)["payouts"]["9"] == 300  # every ante dead: the antes are a pot seat 9 can win too


def test_the_dead_column_follows_the_level_and_a_break_plays_as_the_level_after_it(station: Station) -> None:
    w = station.window
    header = w.seats.headers[HEADERS.index("Dead")]
    assert header.isHidden() and w.seats.rows[1].dead.isHidden()  # 25/50, no ante: no dead money anywhere
    station.only(1, 2)
    station.chips(1, 50)
    assert "dead" not in w.entry.hand.request()["seats"][0]
    w.load()
    at_level(station, BBA_LEVEL)
    assert not header.isHidden() and not w.seats.rows[1].dead.isHidden()
    at_level(station, BREAK)
    assert w.level_line.text() == "Break · next: 200/400, big-blind ante 400"
    assert w.seats.rows[big_blind(station)].dead.placeholderText() == "400"


# -- the size ----------------------------------------------------------------------------------------------------
def _fits(station: Station) -> None:
    """Every target touch-sized at the window's scale and inside it; a seat's widgets side by side, the seats
    left of the result; every name whole; every label and button shows its whole text."""
    w = station.window
    QApplication.processEvents()
    target = int(TARGET_PX * w.scale)
    buttons = [*w.grid.buttons.values(), w.confirm_button, w.clear_button, *(r.plus for r in w.seats.rows.values())]
    for widget in [*buttons, w.game_choice, w.button_choice, w.chip_choice,
                   *(f for r in w.seats.rows.values() for f in (r.cards, r.chips, r.dead, r.in_hand, r.folded,
                                                                r.all_in))]:
        assert widget.height() >= target and widget.width() >= target, widget
        corner = widget.mapTo(w, widget.rect().bottomRight())
        assert corner.x() < w.width() and corner.y() < w.height(), widget
    seats_right = w.seats.mapTo(w, w.seats.rect().topRight()).x()
    assert seats_right < w.right_side.mapTo(w, w.right_side.rect().topLeft()).x()
    for row in w.seats.rows.values():
        shown = [x for x in row.widgets() if not x.isHidden()]
        for left, right in itertools.pairwise(shown):
            assert left.geometry().right() < right.geometry().left(), (row.seat, left, right)
        assert row.name.text() == row.name.full == station.name(row.seat)  # "Greta Lindqvist" whole
        assert row.name.fontMetrics().horizontalAdvance(row.name.text()) <= row.name.width()
    labels: list[QWidget] = [w.title, w.level_line, *(b for b in w.findChildren(QPushButton) if b.isVisible()),
                             *(h for h in w.seats.headers if h.isVisible())]
    for label in labels:
        assert isinstance(label, (QLabel, QPushButton))
        assert label.fontMetrics().horizontalAdvance(label.text()) <= label.width(), label.text()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_at_a_big_blind_ante_level_everything_fits_and_grows_with_the_window(station: Station,
                                                                                 size: tuple[int, int]) -> None:
    """The dead column shown (the widest the seats get), a hand settled: at 1920x1080 every font and target is
    half as big again as at 1280x720, as the clock display's lines grow with its window."""
    w = station.window
    at_level(station, BBA_LEVEL)
    _bba_hand(station)
    w.resize(*size)
    QApplication.processEvents()
    assert (w.width(), w.height()) == size
    scale = size[1] / 720
    assert w.scale == scale
    card = w.grid.buttons[parse_card("As")]
    assert card.font().pixelSize() == int(19 * scale) and card.width() >= int(44 * scale)
    assert w.seats.rows[1].chips.font().pixelSize() == int(17 * scale)
    assert w.result.pushes.font().pixelSize() == int(20 * scale)
    assert w.title.font().pixelSize() == int(20 * scale)
    _fits(station)


def test_a_window_made_big_shrinks_back_to_the_small_sizes(station: Station) -> None:
    """The bigger layout must not hold the window big: back at 1280x720 the fonts and targets are small again."""
    w = station.window
    w.resize(1920, 1080)
    QApplication.processEvents()
    assert w.scale == 1.5 and w.grid.width() > 4 * 66
    w.resize(1280, 720)
    QApplication.processEvents()
    assert (w.width(), w.height()) == (1280, 720) and w.scale == 1.0
    assert w.grid.buttons[parse_card("As")].font().pixelSize() == 19
    _fits(station)
