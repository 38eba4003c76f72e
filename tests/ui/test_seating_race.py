"""The floor's own color-up outside a scheduled break (CR-08), from the Tables tab's chip race panel.

Offscreen over a real store (the :class:`Room` of ``rooms``): the clock is on level 1 of the
turbo structure, where no break colors up; the floor ticks the chips that go and the new smallest chip.
"""

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from rooms import T0, Room

from floor.tournament import codec
from floor.tournament import events as ev
from floor.tournament import timekeeping as T
from floor.tournament.chiprace.result import RaceAward


@pytest.fixture
def room(qtbot, tmp_path: Path) -> Iterator[Room]:
    made = Room(qtbot, tmp_path, 27)
    yield made
    made.close()


def _open(qtbot, room: Room) -> None:
    room.draw(qtbot)
    room.tab.choose_table(1)
    qtbot.mouseClick(room.tab.color_up_button, Qt.MouseButton.LeftButton)


def test_color_up_now_offers_the_chips_in_play_and_races_the_ones_chosen(qtbot, room: Room) -> None:
    """Color up now… on a level: the panel offers every chip in play, the smallest ticked to go and the next one
    as the new chip. The floor colors up the 25s into 100s: the race is dealt and recorded with those chips."""
    _open(qtbot, room)
    race = room.tab.race
    assert room.tab.pages.currentWidget() is race and race.chooser.isVisible()
    assert list(race.chip_boxes) == [25, 100, 500, 1000, 5000, 25000]
    assert [c for c, box in race.chip_boxes.items() if box.isChecked()] == [25] and race.new_chip == 100
    assert "CR-08" in race.heading.text()
    headers = [race.grid.horizontalHeaderItem(i).text() for i in range(race.grid.columnCount())]
    assert headers == ["Seat", "Player", "25s", "Whole stack"]
    seats = room.state.tables[1].occupied()[:3]
    for seat, count in zip(seats, (3, 2, 1), strict=True):
        race.set_leftovers(seat, {25: count})
    qtbot.mouseClick(race.deal_button, Qt.MouseButton.LeftButton)
    payload = room.last(ev.CHIP_RACE).data.to_json()
    assert payload["race"]["removed"] == [25] and payload["race"]["new_chip"] == 100
    awards = [codec.read(RaceAward, a) for a in payload["race"]["awards"]]
    assert len(awards) == 2  # 150 raced into 100s: one chip, and one for the half (CR-03 half_up)
    assert room.tab.pages.currentWidget() is room.tab.record
    assert room.message() == "Chip race at table 1 (CR-08: the floor's color-up): 2 chips won (CR-05)"
    assert room.tab.record.shown()[-1] == "Raced 150 in 6 low chips; 50 more in play (rounding up, CR-03/CR-06)"


def test_ticking_another_chip_adds_its_column_and_keeps_what_was_typed(qtbot, room: Room) -> None:
    """The 100s go too (into 500s): a 100s column appears, the 25s typed stay, and the race uses both."""
    _open(qtbot, room)
    race = room.tab.race
    seat = room.state.tables[1].occupied()[0]
    race.set_leftovers(seat, {25: 3})
    race.choose_chips((25, 100), 500)
    headers = [race.grid.horizontalHeaderItem(i).text() for i in range(race.grid.columnCount())]
    assert headers == ["Seat", "Player", "25s", "100s", "Whole stack"]
    assert race.leftovers()[0] == {seat: {25: 3}}
    race.set_leftovers(seat, {25: 3, 100: 4})
    qtbot.mouseClick(race.deal_button, Qt.MouseButton.LeftButton)
    payload = room.last(ev.CHIP_RACE).data.to_json()["race"]
    assert payload["removed"] == [25, 100] and payload["new_chip"] == 500


def test_a_color_up_to_a_smaller_chip_is_refused_in_the_race_s_words(qtbot, room: Room) -> None:
    """The 100s chosen to go into 25s: the chip race's refusal (CR-02) in the message line, no race recorded,
    the panel still open to correct it."""
    _open(qtbot, room)
    race = room.tab.race
    race.choose_chips((100,), 25)
    race.set_leftovers(room.state.tables[1].occupied()[0], {100: 1})
    qtbot.mouseClick(race.deal_button, Qt.MouseButton.LeftButton)
    assert room.message() == ("the 100 chip is colored up, so the smallest chip still in play must be bigger than "
                              "100, not 25")
    assert not [e for e in room.store.history(room.tid) if e.kind == ev.CHIP_RACE]
    assert room.tab.pages.currentWidget() is race


def test_the_scheduled_chip_race_has_no_chooser(qtbot, room: Room) -> None:
    """At the break's color-up, Chip race… takes the break's chips: the CR-08 chooser stays hidden."""
    _open(qtbot, room)
    room.store.act(room.tid, lambda s: T.clock(s, "start", now=T0, author="Ana"))
    room.clock.now = T0 + 6 * 12 * 60 + 60
    room.window.refresh()
    qtbot.mouseClick(room.tab.race_button, Qt.MouseButton.LeftButton)
    assert room.tab.pages.currentWidget() is room.tab.race
    assert not room.tab.race.chooser.isVisible() and not room.tab.race.discretionary
    assert "CR-08" not in room.tab.race.heading.text()
