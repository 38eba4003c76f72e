"""Issue 29 in the console: the Players tab's Rename… corrects the selected player's name with real keys; the list,
the message line and the results read the new name; a refusal stays in the dialog and writes nothing; Undo gives
the old name back."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import FakeTime
from modal import when_modal
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialog

from floor.app import StoreSession
from floor.player_pages import ServedPages
from floor.store.tournaments import Store
from floor.tournament import events as ev
from floor.tournament.finishes import finishes
from floor.tournament.settings import Settings
from floor.ui.common.settings import DeskSettings
from floor.ui.console import Console
from floor.ui.console.rename import RenameDialog
from floor.usecases import players, seating

T0 = 1_800_000_000.0
Left = Qt.MouseButton.LeftButton


@pytest.fixture
def console(qtbot, tmp_path: Path) -> Iterator[Console]:
    store = Store(tmp_path / "f.db")
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=T0, author="Ana")
    window = Console(StoreSession(store, tid, "Ana", FakeTime()), poll=False)
    qtbot.addWidget(window)
    window.show()
    players.register(window.session, "Ana Popa · F0002")  # what the members' type-ahead left in the field
    players.register(window.session, "Ivan Petrov", nickname="Vanya")
    window.refresh()
    yield window
    store.close()


def names(window: Console) -> list[str]:
    table = window.table
    return [table.text(r, 1) for r in range(table.rowCount())]


def click_row(qtbot, window: Console, name: str) -> None:
    table = window.table
    row = next(r for r in range(table.rowCount()) if table.text(r, 1) == name)
    qtbot.mouseClick(table.viewport(), Left, pos=table.visualRect(table.rows.index(row, 1)).center())


def test_ana_popa_f0002_renamed_ana_popa_from_the_players_tab(qtbot, console: Console) -> None:
    """The dialog starts with the name as registered; the floor types the right one; the list, the message line and
    the results say "Ana Popa", the same player #1."""
    click_row(qtbot, console, "Ana Popa · F0002")
    seen: list[str] = []

    def answer(dialog: QDialog) -> None:
        assert isinstance(dialog, RenameDialog)
        seen.append(dialog.name_field.text())
        qtbot.mouseClick(dialog.name_field, Left)
        dialog.name_field.selectAll()
        qtbot.keyClicks(dialog.name_field, "Ana Popa")
        qtbot.mouseClick(dialog.ok_button, Left)

    when_modal(answer)
    qtbot.mouseClick(console.rename_button, Left)
    assert seen == ["Ana Popa · F0002"]
    assert console.message.text() == "Ana Popa · F0002 is now Ana Popa"
    assert "Ana Popa" in names(console) and "Ana Popa · F0002" not in names(console)
    state = console.session.state()
    assert finishes(state)[1].player.label == "Ana Popa"
    qtbot.mouseClick(console.undo_button, Left)
    assert console.session.state().players[1].name == "Ana Popa · F0002"


def test_a_name_another_player_has_is_refused_in_the_dialog_and_cancel_writes_nothing(qtbot,
                                                                                        console: Console) -> None:
    click_row(qtbot, console, "Ana Popa · F0002")
    refusals: list[str] = []

    def answer(dialog: QDialog) -> None:
        assert isinstance(dialog, RenameDialog)
        dialog.name_field.selectAll()
        qtbot.keyClicks(dialog.name_field, "ivan petrov")
        qtbot.keyClick(dialog.name_field, Qt.Key.Key_Return)  # Enter is OK
        refusals.append(dialog.refusal.text())
        assert dialog.isVisible()
        qtbot.mouseClick(dialog.cancel_button, Left)

    when_modal(answer)
    qtbot.mouseClick(console.rename_button, Left)
    assert refusals == ["Ivan Petrov (Vanya) is player #2 already: give Ana Popa · F0002 (#1) another name"]
    assert ev.PLAYER_RENAMED not in [e.kind for e in console.session.history()]
    assert console.session.state().players[1].name == "Ana Popa · F0002"


def rename_to(qtbot, window: Console, typed: str) -> None:
    """Rename… on the selected player, the new name typed over the old one, OK pressed."""
    def answer(dialog: QDialog) -> None:
        assert isinstance(dialog, RenameDialog)
        dialog.name_field.selectAll()
        qtbot.keyClicks(dialog.name_field, typed)
        qtbot.mouseClick(dialog.ok_button, Left)

    when_modal(answer)
    qtbot.mouseClick(window.rename_button, Left)


def test_the_seat_card_printed_after_the_rename_says_the_new_name(qtbot, tmp_path: Path) -> None:
    """With the player pages on, the card of the renamed player carries "Ana Popa", as the player panel does."""
    store = Store(tmp_path / "f.db")
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=T0, author="Ana")
    desk = DeskSettings(QSettings(str(tmp_path / "floor.ini"), QSettings.Format.IniFormat))
    desk.pages_host, desk.pages_port = "127.0.0.1", 0  # a free port, this computer only
    window = Console(StoreSession(store, tid, "Ana", FakeTime(T0)), poll=False, desk=desk,
                     pages=ServedPages(store, tid))
    qtbot.addWidget(window)
    window.show()
    try:
        players.register(window.session, "Ana Popa · F0002")
        players.register(window.session, "Bob")
        seating.draw_seats(window.session)
        window.refresh()
        window.pages.turn_on()
        click_row(qtbot, window, "Ana Popa · F0002")
        rename_to(qtbot, window, "Ana Popa")
        [card] = window.pages.cards([1])
        assert card.name == "Ana Popa" and (card.table, card.seat) == (str(store.state(tid).seats[1][0]),
                                                                       store.state(tid).seats[1][1])
        assert window.qr_panel.name.text() == "Ana Popa"
    finally:
        window.pages.turn_off()
        store.close()
