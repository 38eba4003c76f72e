"""Tournament › Chip set… follows the tournament while it is open, as every window does: the structure edited in
its own tab, or a set saved at a second desk on the same file, redraws the editor without reopening it (it once
kept the plan of the structure it opened with)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication

from floor.app import StoreSession
from floor.store.tournaments import Store
from floor.tournament.chipsets import Chip, ChipSet
from floor.tournament.settings import Settings
from floor.tournament.structure import Break, Level, Structure, structure_to_json, template
from floor.ui.common.feed import ChangeFeed
from floor.ui.common.language import tr
from floor.ui.console.window import Console
from floor.ui.setup.chip_set_editor import ChipSetEditor, open_chip_set
from floor.usecases.tournament import change_settings, change_structure

T0 = 1_800_000_000.0


@pytest.fixture
def console(qtbot, tmp_path: Path) -> Iterator[tuple[Console, Store, int]]:
    store = Store(tmp_path / "f.db")
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=T0, author="Ana",
                       extra={"structure": structure_to_json(template("standard"))})
    window = Console(StoreSession(store, tid, "Ana", lambda: T0), poll=False)
    qtbot.addWidget(window)
    window.show()
    yield window, store, tid
    store.close()


def open_editor(window: Console) -> ChipSetEditor:
    """The dialog as the floor opens it: Tournament › Chip set…."""
    menu = window.menuBar().actions()[0].menu()
    next(a for a in menu.actions() if a.text() == tr("Console", "Chip set…")).trigger()
    editors = [e for e in window.findChildren(ChipSetEditor) if e.isVisible()]
    assert len(editors) == 1
    return editors[0]


def feed_of(editor: ChipSetEditor) -> ChangeFeed:
    """The feed the editor follows: the console's, handed over by Tournament › Chip set… (the console here does not
    poll, so the test asks it, as its timer would)."""
    console = editor.parent()
    assert isinstance(console, Console) and editor.findChild(ChangeFeed) is None
    return console.feed


def short(structure: Structure) -> Structure:
    """The structure cut after the level that follows its first break: one break left, a shorter plan."""
    first = next(i for i, step in enumerate(structure.items) if isinstance(step, Break))
    assert isinstance(structure.items[first + 1], Level)
    return replace(structure, items=structure.items[:first + 2])


def test_the_structure_edited_in_its_tab_redraws_the_open_chip_set_editor(qtbot, console) -> None:
    """The plan says the color-ups of the structure as it is now: edited in the Structure tab while the editor
    was open, the editor hears it from the change feed (what its own timer asks) and redraws its plan."""
    window, store, tid = console
    editor = open_editor(window)
    before = editor.plan.text().splitlines()
    assert len(before) > 1
    window.structure_editor.set_structure(short(store.state(tid).structure))
    qtbot.mouseClick(window.structure_save, Qt.MouseButton.LeftButton)
    assert store.state(tid).structure == short(template("standard"))
    feed_of(editor).check()
    assert editor.structure == store.state(tid).structure
    after = editor.plan.text().splitlines()
    assert after != before and len(after) < len(before)


def test_a_set_saved_at_a_second_desk_shows_in_the_untouched_rows_and_its_totals(qtbot, console) -> None:
    """Another desk on the same file saves a chip set (a settings change): the rows, still as they opened, show
    the saved set, and the totals its counts."""
    window, store, tid = console
    editor = open_editor(window)
    second = StoreSession(Store(store.path), tid, "Bob", lambda: T0 + 5)
    try:
        saved = ChipSet((Chip(100, "#1a1a1a", 400), Chip(500, "#7b2fbe", 200), Chip(1000, "#f2c200", 100)))
        change_settings(second, replace(second.state().settings, chip_set=saved))
    finally:
        second.store.close()
    feed_of(editor).check()
    assert [row.value.value() for row in editor.rows] == [100, 500, 1000]
    assert [row.count.value() for row in editor.rows] == [400, 200, 100]
    assert editor.totals.text().startswith("Counted: 700 chips worth 240,000")


def test_what_the_floor_typed_stays_when_the_tournament_moves_elsewhere(qtbot, console) -> None:
    """A row being typed is never replaced: a set saved elsewhere meanwhile changes only the plan's structure."""
    window, store, tid = console
    editor = open_editor(window)
    editor.rows[0].value.setValue(50)
    saved = ChipSet((Chip(100, "#1a1a1a"), Chip(500, "#7b2fbe")))
    session = StoreSession(store, tid, "Bob", lambda: T0 + 5)
    change_settings(session, replace(session.state().settings, chip_set=saved))
    change_structure(session, short(session.state().structure))
    feed_of(editor).check()
    assert [row.value.value() for row in editor.rows] == [50, 100, 500, 1000, 5000]
    assert editor.structure == store.state(tid).structure


def test_the_consoles_feed_handed_over_redraws_the_editor_at_the_consoles_own_action(qtbot, console) -> None:
    """Opened on the console's feed, the editor redraws as the console acts (no poll needed), and a closed editor
    follows nothing (it is gone: the console's feed lives on)."""
    window, store, tid = console
    editor = open_chip_set(window, window.session, lambda _text, _refused: None, feed=window.feed)
    before = editor.plan.text()
    window.structure_editor.set_structure(short(store.state(tid).structure))
    qtbot.mouseClick(window.structure_save, Qt.MouseButton.LeftButton)
    assert editor.plan.text() != before
    editor.close()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)  # (what the event loop does next)
    assert window.findChildren(ChipSetEditor) == []
    window.structure_editor.set_structure(template("standard"))
    qtbot.mouseClick(window.structure_save, Qt.MouseButton.LeftButton)  # nothing left to redraw: no crash
    assert store.state(tid).structure == template("standard")
