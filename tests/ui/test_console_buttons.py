"""The console's buttons ask the rules before they are pressed: greyed out when the core would refuse, the reason as
the tooltip (ask, check, act), for the player selected, the level in play and what the log allows."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import FakeTime
from painted import show_tab
from PySide6.QtCore import Qt

from floor.app import StoreSession
from floor.store.tournaments import Store
from floor.tournament.settings import Purchase, Settings
from floor.tournament.structure import structure_to_json, template
from floor.ui.console import Console

T0 = 1_800_000_000.0
LEVEL = 12 * 60  # the turbo's levels


@pytest.fixture
def console(qtbot, tmp_path: Path) -> Iterator[tuple[Console, FakeTime]]:
    """Rebuys and re-entries until level 1, late registration until level 2, one add-on."""
    store = Store(tmp_path / "f.db")
    settings = Settings("Sunday", buy_in=100, starting_stack=10_000, rebuy=Purchase(100, 10_000, 2, 1),
                        reentry=Purchase(100, 10_000, 1, 1), addon=Purchase(50, 5_000, 1),
                        late_registration_level=2)
    tid = store.create(settings, now=T0, author="Ana", extra={"structure": structure_to_json(template("turbo"))})
    clock = FakeTime(T0)
    window = Console(StoreSession(store, tid, "Ana", clock), poll=False)
    qtbot.addWidget(window)
    window.show()
    yield window, clock
    store.close()


def click(qtbot, button) -> None:
    assert button.isEnabled(), button.toolTip()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def register(qtbot, window: Console, name: str) -> None:
    window.name_field.setText(name)
    click(qtbot, window.register_button)


def select(window: Console, name: str) -> None:
    window.table.clearSelection()
    row = next(r for r in range(window.table.rowCount()) if window.table.text(r, 1) == name)
    window.table.selectRow(row)


def greyed(button) -> str:
    """The reason a button gives for being greyed out ("" when it is enabled)."""
    return "" if button.isEnabled() else button.toolTip()


def test_the_player_buttons_follow_the_player_selected_and_the_level(qtbot, console) -> None:
    """Ivan playing: rebuy and add-on, no re-entry; Olga out: re-entry and reinstatement, no rebuy, no second bust;
    once rebuys are over (level 2) Rebuy is greyed out for Ivan too, and after level 2 nobody registers."""
    window, clock = console
    buttons = window.player_buttons
    for name in ("Ivan", "Maria", "Olga"):
        register(qtbot, window, name)
    select(window, "Ivan")
    assert [greyed(buttons[k]) for k in ("rebuy", "addon", "reinstate")] == [
        "", "", "Ivan is still playing: nothing to reinstate"]
    assert greyed(buttons["reenter"]) == "Ivan is still playing: only an eliminated player re-enters"
    select(window, "Olga")
    click(qtbot, window.bust_button)
    assert window.message.text().startswith("Olga finished 3rd")
    select(window, "Olga")
    assert greyed(buttons["rebuy"]) == ("Olga is out of the tournament: a rebuy is for a player still playing "
                                        "(re-enter instead)")
    assert greyed(window.bust_button) == "Olga is already out (finished 3rd)"
    assert greyed(buttons["reenter"]) == greyed(buttons["reinstate"]) == ""
    click(qtbot, buttons["reenter"])
    assert window.message.text() == "Olga re-entered"
    select(window, "Olga")
    assert greyed(buttons["reenter"]) == "Olga is still playing: only an eliminated player re-enters"
    click(qtbot, window.buttons["start"])
    clock.now = T0 + LEVEL + 30  # level 2: rebuys and re-entries ended after level 1
    window.refresh_clock()
    select(window, "Ivan")
    assert greyed(buttons["rebuy"]) == "Rebuys ended after level 1 (the clock is at level 2)"
    assert greyed(buttons["addon"]) == "" and greyed(window.register_button) == ""
    clock.now = T0 + 2 * LEVEL + 30
    window.refresh_clock()
    assert greyed(window.register_button) == "Registration closed after level 2 (the clock is at level 3)"


def test_with_nobody_selected_the_buttons_say_whom_to_select(qtbot, console) -> None:
    """Nobody selected is not a rule refusing: the buttons stay pressable and say what to select."""
    window, _ = console
    register(qtbot, window, "Ivan")
    register(qtbot, window, "Maria")
    window.table.clearSelection()
    assert window.bust_button.isEnabled() and window.player_buttons["rebuy"].isEnabled()
    click(qtbot, window.player_buttons["rebuy"])
    assert window.message.text() == "Select one player first"
    window.table.setSelectionMode(window.table.SelectionMode.MultiSelection)  # both: a bust, but not a rebuy
    window.table.selectRow(0)
    window.table.selectRow(1)
    assert window.player_buttons["rebuy"].isEnabled()
    assert greyed(window.bust_button) == "Someone must be left: that would eliminate every player still playing"


def test_undo_and_redo_are_enabled_from_the_log(qtbot, console) -> None:
    """Nothing done yet: Undo is greyed out saying so; after a registration it takes it back, and Redo (the Edit
    menu's entry) is there only while there is something undone to restore."""
    window, _ = console
    assert greyed(window.undo_button) == "Nothing to undo" and not window.undo_entry.isEnabled()
    assert not window.redo_entry.isEnabled()
    register(qtbot, window, "Ivan")
    assert greyed(window.undo_button) == "" and window.undo_button.toolTip() == "Take back the last action (Ctrl+Z)"
    assert not window.redo_entry.isEnabled()
    click(qtbot, window.undo_button)
    assert window.message.text() == "Undone: registration" and window.table.rowCount() == 0
    assert greyed(window.undo_button) == "Nothing to undo" and window.redo_entry.isEnabled()
    window.redo_entry.trigger()
    assert window.message.text() == "Redone: registration" and window.table.rowCount() == 1
    assert not window.redo_entry.isEnabled() and window.undo_button.isEnabled()


def test_the_chips_and_payouts_tabs_grey_out_what_the_rules_refuse(qtbot, console) -> None:
    """No payouts before there is a prize pool; a stack of 0 typed greys out Save counts (a bust, not a count);
    a deal waits for every stack to be counted."""
    window, _ = console
    payouts, chips = window.payouts_tab, window.chips_tab
    show_tab(qtbot, window.tabs, payouts)  # (the deals are worked out only while the tab is shown)
    assert greyed(payouts.save_button).startswith("No payouts yet")
    assert greyed(payouts.clear_button) == greyed(payouts.save_button)
    for name in ("Ivan", "Maria", "Olga"):
        register(qtbot, window, name)
    assert greyed(payouts.save_button) == "" and greyed(payouts.clear_button) == ""
    assert greyed(payouts.icm_button) == "Count every stack first: Ivan, Maria, Olga not counted"
    show_tab(qtbot, window.tabs, chips)
    model = chips.table.model()
    model.setData(model.index(0, 2), "0")
    assert greyed(chips.save_button) == "Ivan has no chips left: eliminate the player instead"
    for row, stack in enumerate(("12000", "10000", "8000")):
        model.setData(model.index(row, 2), stack)
    click(qtbot, chips.save_button)
    assert window.message.text().startswith("Counted 3 stacks.")
    show_tab(qtbot, window.tabs, payouts)
    click(qtbot, payouts.icm_button)
    assert window.message.text() == "ICM deal for 3 players (shown, not recorded)"
