"""The dealer station, offscreen over a real store: showdowns entered through the widgets show what
`floor.core.showdown` answers for the same request, and Confirm records the hand and moves the button.

Every hand is entered by clicking the deck grid and typing into the seats' fields, as a dealer does;
the seats not in the hand are unticked, the button and the game corrected through their combos.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from dealer_stations import T0, Station, expected_view, keys
from PySide6.QtCore import Qt

from floor.core.showdown import showdown
from floor.tournament import events as ev
from floor.tournament import players as P
from floor.tournament import timekeeping as T
from floor.tournament.hands.entry import BOARD


@pytest.fixture
def station(qtbot: Any, tmp_path: Path) -> Iterator[Station]:
    made = Station(qtbot, tmp_path)
    yield made
    made.store.close()


def test_holdem_three_way_all_in_with_two_side_pots(station: Station) -> None:
    """Seats 2, 4 and 6 all in for 200, 500 and 900; seat 8 bet 1,200; seat 9 folded after 100: a main pot
    and two side pots, 300 returned to seat 8, each pot to its best eligible hand."""
    w = station.window
    assert w.game_choice.currentData() == "holdem"  # the level's game
    station.only(2, 4, 6, 8, 9)
    station.choose("button_choice", 9)
    station.focus(2)
    station.click("As Ah Ks Kh Qs Qh Tc Td")  # seat 2, 4, 6, 8 in turn: each full seat passes to the next
    assert w.entry.current == 9  # still live: the grid waits for its cards
    station.tick(w.seats.rows[9].folded)
    station.click("2c 7d 9h Js 3s")  # folded: the grid passes seat 9 and fills the board
    assert w.entry.current == BOARD
    for seat, amount in ((2, (200,)), (4, (100, 400)), (6, (300, 600)), (8, (300, 600, 300)), (9, (100,))):
        station.chips(seat, *amount)
    for seat in (2, 4, 6):
        station.tick(w.seats.rows[seat].all_in)
    request = {"game": "holdem", "board": ["2c", "7d", "9h", "Js", "3s"], "chip": 25, "house": {}, "button": 9,
               "seats": [{"seat": 2, "cards": ["As", "Ah"], "contributed": 200},
                         {"seat": 4, "cards": ["Ks", "Kh"], "contributed": 500},
                         {"seat": 6, "cards": ["Qs", "Qh"], "contributed": 900},
                         {"seat": 8, "cards": ["Tc", "Td"], "contributed": 1200},
                         {"seat": 9, "cards": [], "folded": True, "contributed": 100}]}
    assert w.entry.hand.request() == request
    shown = station.shown()
    assert shown == expected_view(station, request)
    assert [row[:2] for row in shown["pots"]] == [["Main pot", "900"], ["Side pot 1", "900"], ["Side pot 2", "800"]]
    assert [row[0] for row in shown["pushes"]] == ["2", "4", "6", "8"] and shown["pushes"][3][2] == "300"
    assert shown["notes"] == ["Uncalled bet returned to seat 8: 300"]
    assert shown["hands"][0] == ["2", "Pair of aces", ""]
    assert w.confirm_button.isEnabled()


def test_omaha_hilo_quartered_low_with_the_odd_chip_left_of_the_button(station: Station) -> None:
    """Seats 1 and 3 tie for the low with 7-4-3-2-A, seat 5 scoops the high with kings: 1,575 in 25s is 63
    units, 32 to the high half; the low half's 31 split 16/15, the odd 25 to seat 1, first left of the button."""
    w = station.window
    station.choose("game_choice", "omaha-hilo")
    station.choose("button_choice", 5)
    station.only(1, 3, 5)
    station.type(1, "3s4sJcJd")
    station.type(3, "3h 4h 9c 9d")
    station.focus(5)
    station.click("Kh Kc 8s 9s")
    station.type(BOARD, "AdTк")  # a ten, then a Russian К (king) where its suit should be: not a card
    assert "'Tк' is not a card" in w.message.text() and not w.confirm_button.isEnabled()
    field = w.field(BOARD)
    for _ in range(2):
        station.qtbot.keyClick(field, Qt.Key.Key_Backspace)
    assert field.text() == "A♦ "
    keys(station.qtbot, field, "2c7hKsQd")
    assert field.text() == "A♦ 2♣ 7♥ K♠ Q♦"
    for seat in (1, 3, 5):
        station.chips(seat, 525)
    request = {"game": "omaha-hilo", "board": ["Ad", "2c", "7h", "Ks", "Qd"], "chip": 25, "house": {}, "button": 5,
               "seats": [{"seat": 1, "cards": ["3s", "4s", "Jc", "Jd"], "contributed": 525},
                         {"seat": 3, "cards": ["3h", "4h", "9c", "9d"], "contributed": 525},
                         {"seat": 5, "cards": ["Kh", "Kc", "8s", "9s"], "contributed": 525}]}
    assert w.entry.hand.request() == request
    shown = station.shown()
    assert shown == expected_view(station, request)
    assert [row[0::2] for row in shown["pushes"]] == [["1", "400"], ["3", "375"], ["5", "800"]]
    assert shown["pots"][0][3:] == ["5", "1, 3"]
    assert shown["notes"] == ["Main pot: odd chip 25 to seat 1: first winner left of the button (PT-08)"]
    assert shown["hands"][0][2] == "7-4-3-2-A low" and shown["hands"][2] == ["5", "Three of a kind, kings", "no low"]


def test_razz_the_lowest_hand_takes_the_pot(station: Station) -> None:
    w = station.window
    station.choose("game_choice", "razz")
    assert not w.field(BOARD).isVisible()  # stud games have no board
    station.only(2, 3, 7)
    station.focus(2)
    station.click("As 2d 3c 4h 6s Kd Kc")  # seven cards, then the grid moves on to seat 3
    assert w.entry.current == 3
    station.type(3, "2s3d4c5h7sQdQc")
    station.type(7, "Ah 2h 3h 5d 8c Jd Jh")
    shown = station.shown()
    assert shown["status"] == "Still to enter: the chips of seats 2, 3, 7"
    assert [h[:2] for h in shown["hands"]] == [["2", "6-4-3-2-A low"], ["3", "7-5-4-3-2 low"], ["7", "8-5-3-2-A low"]]
    for seat in (2, 3, 7):
        station.chips(seat, 300)
    request = {"game": "razz", "board": [], "chip": 25, "house": {}, "button": w.entry.hand.button,
               "seats": [{"seat": 2, "cards": ["As", "2d", "3c", "4h", "6s", "Kd", "Kc"], "contributed": 300},
                         {"seat": 3, "cards": ["2s", "3d", "4c", "5h", "7s", "Qd", "Qc"], "contributed": 300},
                         {"seat": 7, "cards": ["Ah", "2h", "3h", "5d", "8c", "Jd", "Jh"], "contributed": 300}]}
    assert w.entry.hand.request() == request
    shown = station.shown()
    assert shown == expected_view(station, request)
    assert [row[0::2] for row in shown["pushes"]] == [["2", "900"]] and shown["pots"][0][3:] == ["2", ""]


def test_stud_odd_chip_goes_to_the_highest_card_by_suit(station: Station) -> None:
    """Two nine-high straights split 975 in 25s (39 units): seat 6's tops with 9♠, seat 4's with 9♥, so seat 6
    gets the odd chip (PT-09), even though seat 4 holds the king of spades outside its five cards."""
    w = station.window
    station.choose("game_choice", "stud")
    station.only(4, 6, 9)
    station.type(4, "5c6d7c8d9hKs2d")
    station.qtbot.keyClick(w.field(4), Qt.Key.Key_Tab)
    assert w.entry.current == 6
    station.focus(6)
    station.click("5d 6c 7d 8c 9s Qc 3d")
    station.tick(w.seats.rows[9].folded)
    station.chips(4, 475)
    station.chips(6, 75, 400)
    station.chips(9, 25)
    request = {"game": "stud", "board": [], "chip": 25, "house": {}, "button": w.entry.hand.button,
               "seats": [{"seat": 4, "cards": ["5c", "6d", "7c", "8d", "9h", "Ks", "2d"], "contributed": 475},
                         {"seat": 6, "cards": ["5d", "6c", "7d", "8c", "9s", "Qc", "3d"], "contributed": 475},
                         {"seat": 9, "cards": [], "folded": True, "contributed": 25}]}
    assert w.entry.hand.request() == request
    shown = station.shown()
    assert shown == expected_view(station, request)
    assert [row[0::2] for row in shown["pushes"]] == [["4", "475"], ["6", "500"]]
    assert shown["notes"] == ["Main pot: odd chip 25 to seat 6: highest card by suit in its five-card hand (PT-09)"]


def test_confirm_records_one_hand_moves_the_button_and_offers_the_all_in_loser(station: Station) -> None:
    w = station.window
    before = station.state.tables[1].positions
    assert before is not None
    station.only(1, 2, 3)
    station.type(1, "AsAd")
    station.type(2, "KcKs")
    station.type(3, "QcQd")
    station.type(BOARD, "Ah Kh 7c 7d 2s")
    station.chips(1, 500)
    station.chips(2, 500)
    station.chips(3, 300)
    station.tick(w.seats.rows[3].all_in)
    request = w.entry.hand.request()
    assert station.events(ev.HAND_RECORDED) == []
    with station.qtbot.waitSignal(w.recorded, timeout=1000) as told:
        station.qtbot.mouseClick(w.confirm_button, Qt.MouseButton.LeftButton)
    assert [e.kind for e in told.args[0]] == [ev.HAND_RECORDED, ev.NEXT_HAND]
    recorded = station.events(ev.HAND_RECORDED)
    assert len(recorded) == 1 and len(station.events(ev.NEXT_HAND)) == 1
    payload = recorded[0].data.to_json()
    assert payload["request"] == request and payload["result"] == showdown(request)
    assert payload["all_in"] == [3] and payload["dealer"] == "Dealer Dan" and payload["table"] == 1
    after = station.state.tables[1].positions
    assert after is not None and after.button == before.small_blind != before.button
    loser = station.name(3)
    assert w.message.text() == (f"Hand 1 recorded; next hand: the button is on seat {after.button}. All in and "
                                f"won nothing, offered to the floor as out (confirm in the console): {loser} (seat 3)")
    player = station.state.tables[1].seats[2]
    assert player is not None and station.state.players[player].playing  # offered, not eliminated
    assert w.entry.hand.used() == [] and w.field(1).text() == "" and not w.confirm_button.isEnabled()
    assert w.title.text().endswith("hand 2") and w.button_choice.currentData() == after.button


def test_the_game_follows_the_clock_level_while_no_hand_is_entered(qtbot: Any, tmp_path: Path) -> None:
    made = Station(qtbot, tmp_path, "horse")
    try:
        w = made.window
        assert w.game_choice.currentData() == "holdem"
        made.store.act(made.tid, lambda s: T.clock(s, "next", now=T0 + 120, author="Ana"))
        made.clock.now = T0 + 130
        w.poll()
        assert w.game_choice.currentData() == "omaha-hilo" and w.level_line.text().startswith("Level 2 · ")
        assert len(w.grid.buttons) == 52 and w.grid.joker_buttons == []
        out = made.state.tables[1].seats[3]
        assert out is not None and w.seats.rows[4].in_hand.isChecked()
        made.store.act(made.tid, lambda s: P.eliminate(s, [out], now=T0 + 131, author="Ana"))
        w.poll()  # nothing entered yet: the seating as it is now
        assert w.seats.rows[4].name.full == "empty" and not w.seats.rows[4].in_hand.isChecked()
        made.choose("game_choice", "stud")  # the dealer's correction for this hand
        made.store.act(made.tid, lambda s: T.clock(s, "next", now=T0 + 140, author="Ana"))
        made.clock.now = T0 + 150
        w.poll()  # a corrected hand keeps its game
        assert w.game_choice.currentData() == "stud" and w.level_line.text().startswith("Level 3 · ")
        made.type(1, "As")
        made.qtbot.mouseClick(w.clear_button, Qt.MouseButton.LeftButton)
        assert w.game_choice.currentData() == "razz" and w.entry.hand.used() == []  # a new hand: the level's game
    finally:
        made.store.close()


def test_eligible_seats_in_a_row_show_as_a_range(station: Station) -> None:
    """Six seats all in for different amounts: the main pot's eligible seats read "1–6"; side pots shrink."""
    w = station.window
    station.only(1, 2, 3, 4, 5, 6)
    station.choose("button_choice", 6)
    station.focus(1)
    station.click("As Ad Ks Kd Qs Qd Js Jd Ts Td 9s 9d 2c 7h 3d 8c 4h")
    for seat in range(1, 7):
        station.chips(seat, 100 * seat)
    shown = station.shown()
    assert shown == expected_view(station, w.entry.hand.request())
    assert [row[2] for row in shown["pots"]] == ["1–6", "2–6", "3–6", "4–6", "5, 6"]


EVERY_GAME = {  # game: (seat 2's cards, seat 3's cards, the board)
    "holdem": ("As Ad", "Kc Ks", "Ah Kh 7c 7d 2s"),
    "shortdeck": ("As Ad", "Kc Ks", "Ah Kh 7c 7d 6s"),
    "omaha": ("As Ad 2c 3c", "Kc Ks Qd Qh", "Ah Kh 7c 7d 2s"),
    "omaha5": ("As Ad 2c 3c 4d", "Kc Ks Qd Qh Jd", "Ah Kh 7c 7d 2s"),
    "omaha-hilo": ("As 2d 3c Kh", "Kc Ks Qd Qh", "Ah 4h 7c 8d 2s"),
    "stud": ("As Ad 2c 5h 7h 9c Jc", "Kc Ks 3d 6h 8h 9d Jd", ""),
    "stud-hilo": ("As 2d 3c 5h 7h 9c Jc", "Kc Ks 3d 6h 8h 9d Jd", ""),
    "razz": ("As 2d 3c 4h 6s Kd Kc", "2s 3d 4c 5h 7s Qd Qc", ""),
    "stud5": ("As Ad 2c 5h 7h", "Kc Ks 3d 6h 8h", ""),
    "draw5": ("As Ad 2c 5h 7h", "Kc Ks 3d 6h 8h", ""),
    "draw27": ("7s 5d 4c 3h 2s", "8c 6h 4d 3s 2d", ""),
}


@pytest.mark.parametrize("game", sorted(EVERY_GAME))
def test_every_game_floor_supports_can_be_entered_and_read(station: Station, game: str) -> None:
    """The dealer types two hands (and the board) of each game; the panel shows what `showdown` answers."""
    from floor.core import GAMES

    assert set(EVERY_GAME) == set(GAMES)
    w = station.window
    station.choose("game_choice", game)
    station.only(2, 3)
    first, second, board = EVERY_GAME[game]
    station.type(2, first)
    station.type(3, second)
    if board:
        station.type(BOARD, board)
    station.chips(2, 500)
    station.chips(3, 500)
    request = w.entry.hand.request()
    assert request["game"] == game and [s["seat"] for s in request["seats"]] == [2, 3]
    assert station.shown() == expected_view(station, request)
    assert sum(int(row[2].replace(",", "")) for row in station.shown()["pushes"]) == 1000
