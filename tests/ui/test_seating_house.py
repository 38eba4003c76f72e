"""House settings… from the Tables tab: the §14 keys with their values, the changes saved as one event.

Offscreen over a real store (the :class:`Room` of ``test_seating_tab``); the dialog is filled as the floor
would, and the tests read the event, the message line and what the tab does next.
"""

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from test_seating_tab import Room

from floor.core.house import _CHOICES
from floor.tournament import events as ev
from floor.tournament import house
from floor.ui.house_dialog import HouseDialog


@pytest.fixture
def room(qtbot, tmp_path: Path) -> Iterator[Room]:
    made = Room(qtbot, tmp_path, 20)
    yield made
    made.close()


def _house_events(room: Room) -> list:
    return [e for e in room.store.history(room.tid) if e.kind == ev.HOUSE_SET]


def test_the_dialog_lists_every_key_the_tournament_uses_with_its_value(qtbot, room: Room) -> None:
    """Every key of house.DEFAULTS, a choice box with the allowed values or a number box, on the value in force."""
    room.store.act(room.tid, lambda s: house.set_house(s, {"button_rule": "moving"}, now=room.clock(), author="Ana"))
    dialog = HouseDialog(room.state)
    qtbot.addWidget(dialog)
    assert set(dialog.choices) | set(dialog.numbers) == set(house.DEFAULTS)
    for key, box in dialog.choices.items():
        assert [box.itemData(i) for i in range(box.count())] == list(_CHOICES[key])
    assert dialog.choices["button_rule"].currentText() == "moving"
    assert dialog.choices["seat_draw_mode"].currentText() == "A_seat_cards"
    assert dialog.choices["halt_short_tables"].currentText() == "true"
    assert dialog.numbers["balance_max_diff"].value() == 2 and dialog.numbers["tight_balance_from_tables"].value() == 4
    assert dialog.changes() == {}


def test_a_changed_seat_draw_mode_is_one_event_and_the_next_draw_uses_it(qtbot, room: Room) -> None:
    """seat_draw_mode to C_high_card_2step and balance_max_diff to 3: one house event with just those two; the
    tab's method turns to C, and Draw seats deals the high cards (the record shows them, highest first)."""
    def fill(dialog: HouseDialog) -> bool:
        dialog.set_value("seat_draw_mode", "C_high_card_2step")
        dialog.set_value("balance_max_diff", 3)
        return True

    room.tab.exec_dialog = fill  # type: ignore[assignment]
    qtbot.mouseClick(room.tab.house_button, Qt.MouseButton.LeftButton)
    changed, = _house_events(room)
    assert changed.payload["changes"] == {"seat_draw_mode": "C_high_card_2step", "balance_max_diff": 3}
    assert room.message() == ("House settings changed from now on: seat_draw_mode = C_high_card_2step, "
                              "balance_max_diff = 3")
    assert room.tab.method_choice.currentData() == "C"
    qtbot.mouseClick(room.tab.draw_button_all, Qt.MouseButton.LeftButton)
    drawn = room.last(ev.SEATS_DRAWN).payload
    assert drawn["method"] == "C" and drawn["rules"] == ["SE-01", "SR-02"]
    assert "highest card first takes the top seat card" in room.tab.record.title.text()
    first = drawn["draw"]["seats"][0]
    assert room.tab.record.shown()[0].endswith(f"→ table {first['table']} seat {first['seat']}")
    assert room.message().startswith("Seats drawn by high card (SE-01, SR-02): 20 players")


def test_nothing_changed_records_nothing_and_a_refused_value_changes_nothing(qtbot, room: Room) -> None:
    """Save without a change: no event. balance_max_diff 0: the house function's refusal, and no event."""
    room.tab.exec_dialog = lambda dialog: True
    qtbot.mouseClick(room.tab.house_button, Qt.MouseButton.LeftButton)
    assert room.message() == "No house setting changed" and _house_events(room) == []

    def zero(dialog: HouseDialog) -> bool:
        dialog.set_value("balance_max_diff", 0)
        return True

    room.tab.exec_dialog = zero  # type: ignore[assignment]
    qtbot.mouseClick(room.tab.house_button, Qt.MouseButton.LeftButton)
    assert room.message().startswith("balance_max_diff must be a whole number of players, 1 or more")
    assert _house_events(room) == [] and house.setting(room.state, "balance_max_diff") == 2


def test_the_final_table_choice_follows_the_house(qtbot, room: Room) -> None:
    """final_table_redraw set to broken_table_only: the tab's final-table choice turns to it."""
    assert room.tab.redraw_choice.currentData() == "full_redraw"
    room.store.act(room.tid, lambda s: house.set_house(s, {"final_table_redraw": "broken_table_only"},
                                                       now=room.clock(), author="Ana"))
    room.window.refresh()
    assert room.tab.redraw_choice.currentData() == "broken_table_only"
