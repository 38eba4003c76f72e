"""TDA Rule 12 in the console: two players busted together are asked the stacks they began the hand with,
prefilled from the last counts; the bigger stack finishes higher. A dealer's recorded hand needs no question."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from conftest import FakeTime
from modal import choose_from_menu, when_modal
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLineEdit, QMessageBox

from floor.app import StoreSession
from floor.store.tournaments import Store
from floor.tournament.hands import record as handrecord
from floor.tournament.settings import Settings
from floor.tournament.structure import Break, Level, Structure, structure_to_json, template
from floor.ui.console import Console
from floor.ui.console.chips_tab import CHIPS_COLUMN
from floor.ui.console.hand_stacks import HandStacksDialog
from floor.usecases import chips, clock, players
from floor.usecases.desk import run
from floor.usecases.seating import draw_seats

T0 = 1_800_000_000.0
Left = Qt.MouseButton.LeftButton


@pytest.fixture
def console(qtbot, tmp_path: Path) -> Iterator[Console]:
    store = Store(tmp_path / "f.db")
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=T0, author="Ana",
                       extra={"structure": structure_to_json(template("turbo"))})
    window = Console(StoreSession(store, tid, "Ana", FakeTime()), poll=False)
    qtbot.addWidget(window)
    window.show()
    for i in range(1, 7):
        players.register(window.session, f"P{i}")
    window.refresh()
    yield window
    store.close()


def click_rows(qtbot, window: Console, *names: str) -> None:
    """Click the first name's row, Ctrl+click the others (as the floor selects players out together)."""
    table = window.table
    for i, name in enumerate(names):
        row = next(r for r in range(table.rowCount()) if table.text(r, 1) == name)
        qtbot.mouseClick(table.viewport(), Left, Qt.KeyboardModifier.ControlModifier if i else
                         Qt.KeyboardModifier.NoModifier, pos=table.visualRect(table.rows.index(row, 1)).center())


def test_30000_and_20000_busted_together_in_the_console_finish_apart(qtbot, console: Console) -> None:
    """The dialog shows the last counts; the floor corrects P2's to 30,000 by typing; P2 finishes 5th, P1 6th."""
    chips.count(console.session, {1: 20_000, 2: 25_000})
    console.refresh()
    click_rows(qtbot, console, "P1", "P2")
    seen: list[list[str]] = []

    def answer(dialog: QDialog) -> None:
        assert isinstance(dialog, HandStacksDialog)
        seen.append([dialog.fields[p].text() for p in (1, 2)])
        field = dialog.fields[2]
        qtbot.mouseClick(field, Left)
        field.selectAll()
        qtbot.keyClicks(field, "30,000")
        qtbot.mouseClick(dialog.ok_button, Left)

    when_modal(answer)
    qtbot.mouseClick(console.bust_button, Left)
    assert seen == [["20,000", "25,000"]]
    assert console.message.text() == "P2 finished 5th; P1 finished 6th"
    state = console.session.state()
    assert (state.players[2].place, state.players[1].place) == (5, 6)


def test_a_typo_in_a_stack_is_said_in_the_dialog_and_cancel_busts_nobody(qtbot, console: Console) -> None:
    click_rows(qtbot, console, "P3", "P4")
    said: list[str] = []

    def answer(dialog: QDialog) -> None:
        assert isinstance(dialog, HandStacksDialog)
        assert [dialog.fields[p].text() for p in (3, 4)] == ["", ""]  # never counted: nothing to prefill
        qtbot.keyClicks(dialog.fields[3], "12x")
        qtbot.keyClicks(dialog.fields[4], "9000")
        qtbot.mouseClick(dialog.ok_button, Left)
        said.append(dialog.refusal.text())
        assert dialog.isVisible()
        qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Cancel), Left)

    when_modal(answer)
    qtbot.mouseClick(console.bust_button, Left)
    assert said == ["P3's stack must be a whole number, not '12x'"]
    assert console.session.state().players_left == 6


def test_stacks_left_empty_share_the_places(qtbot, console: Console) -> None:
    click_rows(qtbot, console, "P3", "P4")
    when_modal(lambda dialog: qtbot.mouseClick(dialog.ok_button, Left))  # type: ignore[attr-defined]
    qtbot.mouseClick(console.bust_button, Left)
    assert console.message.text() == "P3 finished 5th; P4 finished 5th"


def test_a_dealers_hand_busts_the_seat_that_put_in_more_higher_without_asking(qtbot, console: Console) -> None:
    draw_seats(console.session, method="B", cards={i: "A" if i == 1 else str(i) for i in range(1, 7)})
    hand = {"game": "holdem", "board": "Ah Kh 7c 7d 2s", "button": 1,
            "seats": [{"seat": 1, "cards": "As Ad", "contributed": 500},
                      {"seat": 2, "cards": "Kc Ks", "contributed": 300},
                      {"seat": 3, "cards": "Qc Qd", "contributed": 500}]}
    run(console.session, lambda s: handrecord.record_hand(s, 1, hand, now=T0, author="Dan", all_in=[2, 3]))
    console.show_moved()
    seat = {p: console.session.state().tables[1].seats[p - 1] for p in (2, 3)}
    qtbot.mouseClick(console.offered_button, Left)
    names = {s: console.session.state().players[seat[s]].label for s in seat}
    assert console.message.text() == f"{names[3]} finished 5th; {names[2]} finished 6th; tables balanced"


def test_a_won_tournament_is_reopened_from_the_tournament_menu_with_a_reason(qtbot, console: Console) -> None:
    """Reopen… is off while the tournament runs; after the winner a registration is refused in the message line;
    Tournament › Reopen… asks why, and then the registration goes through."""
    assert not console.reopen_entry.isEnabled()
    players.bust(console.session, [2, 3, 4, 5, 6])
    console.refresh()
    assert console.reopen_entry.isEnabled()
    console.name_field.setFocus()
    qtbot.keyClicks(console.name_field, "Late Larry")
    qtbot.keyClick(console.name_field, Qt.Key.Key_Return)
    assert console.message.text().startswith("Sunday is finished (P1 won): nothing can change it")
    asked: list[str] = []

    def answer(dialog: QDialog) -> None:
        asked.append(dialog.windowTitle())
        field = dialog.findChild(QLineEdit)
        qtbot.keyClicks(field, "Larry paid before the end")
        buttons = dialog.findChild(QDialogButtonBox)
        qtbot.mouseClick(buttons.button(QDialogButtonBox.StandardButton.Ok), Left)

    when_modal(answer)
    choose_from_menu(qtbot, console, "Tournament", "Reopen…")
    assert asked == ["Reopen the tournament"]
    assert console.message.text() == "Reopened: Larry paid before the end"
    assert not console.reopen_entry.isEnabled()
    console.name_field.setText("")
    qtbot.keyClicks(console.name_field, "Late Larry")
    qtbot.keyClick(console.name_field, Qt.Key.Key_Return)
    assert console.message.text() == "Registered player 7: Late Larry"


def type_stack(qtbot, console: Console, name: str, text: str) -> None:
    """Double-click the player's Chips cell in the Chips tab, type the stack, press Enter."""
    grid = console.chips_tab
    console.tabs.setCurrentWidget(grid)
    table = grid.table
    qtbot.waitUntil(lambda: table.viewport().isVisible() and table.visualRect(table.rows.index(0, 1)).isValid())
    row = next(r for r in range(table.rowCount()) if table.text(r, 1) == name)
    where = table.visualRect(table.rows.index(row, CHIPS_COLUMN)).center()
    qtbot.mouseClick(table.viewport(), Left, pos=where)
    qtbot.mouseDClick(table.viewport(), Left, pos=where)
    editor = table.viewport().findChild(QLineEdit)  # the cell's editor, opened by the double click
    assert isinstance(editor, QLineEdit) and editor.isVisible()
    editor.selectAll()
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: table.state() != table.State.EditingState)  # (the delegate commits on the next turn)


def test_a_count_that_cannot_exist_after_the_color_up_is_asked_about_in_the_chips_tab(qtbot, tmp_path: Path) -> None:
    """After the 25s and 100s are colored up, 26,075 is asked about (the smallest chip is 500): No keeps nothing and
    says why; Yes keeps it."""
    store = Store(tmp_path / "c.db")
    structure = Structure((Level(25, 50, 20), Break(10, color_up=(25, 100)), Level(500, 1_000, 20)),
                          chips=(25, 100, 500, 1_000, 5_000))
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=20_000), now=T0, author="Ana",
                       structure=structure)
    window = Console(StoreSession(store, tid, "Ana", FakeTime()), poll=False)
    qtbot.addWidget(window)
    window.show()
    for name in ("Ana", "Bob"):
        players.register(window.session, name)
    clock.start(window.session)
    clock.jump(window.session, 2)
    window.refresh()
    asked: list[str] = []

    def answer(button: QMessageBox.StandardButton) -> Callable[[QDialog], None]:
        def press(box: QDialog) -> None:
            assert isinstance(box, QMessageBox)
            asked.append(box.text())
            qtbot.mouseClick(box.button(button), Left)
        return press

    type_stack(qtbot, window, "Bob", "26,075")
    when_modal(answer(QMessageBox.StandardButton.No))
    qtbot.mouseClick(window.chips_tab.save_button, Left)
    assert asked == ["Bob's count of 26,075 cannot be made with the chips in play: the smallest is 500 (count again, "
                     "or confirm the count). Keep this count anyway?"]
    assert window.message.text().startswith("Bob's count of 26,075 cannot be made")
    assert window.session.state().player("Bob").chips is None
    when_modal(answer(QMessageBox.StandardButton.Yes))
    qtbot.mouseClick(window.chips_tab.save_button, Left)
    assert window.message.text().startswith("Counted 1 stacks.")
    assert window.session.state().player("Bob").chips == 26_075
    store.close()
