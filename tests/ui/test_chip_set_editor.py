"""Tournament › Chip set…: rows typed and chosen, refusals on the line, the set saved, the plan written into the
structure, on a real console over a real store, in English, Russian and Romanian."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from floor.app import StoreSession
from floor.store.tournaments import Store
from floor.tournament.chipsets import Chip
from floor.tournament.describe import describe
from floor.tournament.settings import Settings
from floor.tournament.structure import Break, structure_to_json, template
from floor.ui.common import language
from floor.ui.console.window import Console
from floor.ui.setup.chip_set_editor import ChipSetEditor

T0 = 1_800_000_000.0
SHOTS = Path("/tmp/floor-shots-chips")


@pytest.fixture
def console(qtbot, tmp_path: Path) -> Iterator[tuple[Console, Store, int]]:
    store = Store(tmp_path / "f.db")
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=T0, author="Ana",
                       extra={"structure": structure_to_json(template("standard"))})
    window = Console(StoreSession(store, tid, "Ana", lambda: T0), poll=False)
    qtbot.addWidget(window)
    window.show()
    yield window, store, tid
    language.use("en")


def open_editor(window: Console) -> ChipSetEditor:
    """The dialog as the floor opens it: Tournament › Chip set…."""
    menu = window.menuBar().actions()[0].menu()
    entry = next(action for action in menu.actions() if action.text() == language.tr("Console", "Chip set…"))
    entry.trigger()
    editor = window.findChild(ChipSetEditor)
    assert editor is not None
    return editor


def test_a_new_set_starts_from_a_common_case_and_shows_its_plan(qtbot, console) -> None:
    window, _, _ = console
    editor = open_editor(window)
    assert [row.value.value() for row in editor.rows] == [25, 100, 500, 1000, 5000]
    assert editor.plan.text().splitlines()[0] == "Color up the 25s at the break after level 5"
    assert editor.problem.text() == "" and editor.save.isEnabled()


def test_a_chip_added_and_saved_is_the_tournaments_set(qtbot, console) -> None:
    window, store, tid = console
    editor = open_editor(window)
    qtbot.mouseClick(editor.add, Qt.MouseButton.LeftButton)
    row = editor.rows[-1]
    row.value.setValue(25_000)
    row.colours.setCurrentIndex(row.colours.findData("#1e7b3c"))
    row.colours.activated.emit(row.colours.currentIndex())
    editor.rows[0].count.setValue(600)
    qtbot.mouseClick(editor.save, Qt.MouseButton.LeftButton)
    chip_set = store.state(tid).settings.chip_set
    assert chip_set is not None and chip_set.denominations == (25, 100, 500, 1000, 5000, 25000)
    assert chip_set.chips[-1] == Chip(25000, "#1e7b3c") and chip_set.chips[0].count == 600
    assert window.message.text() == "Chip set saved"
    assert editor.totals.text() == "Counted: 600 chips worth 15,000"
    saved = store.history(tid)[-1]
    assert describe(saved, {}) == "Tournament settings changed: a chip set of 6 denominations"


def test_a_bad_colour_or_a_chip_twice_is_said_and_nothing_is_saved(qtbot, console) -> None:
    window, store, tid = console
    editor = open_editor(window)
    qtbot.keyClicks(editor.rows[1].colour, "x")  # "#1a1a1ax" is cut at 7 characters: type over it
    editor.rows[1].colour.clear()
    qtbot.keyClicks(editor.rows[1].colour, "black")
    assert editor.problem.text() == "the 100 chip's colour must be written #rrggbb, not 'black'"
    assert not editor.save.isEnabled() and not editor.use_plan.isEnabled()
    editor.rows[1].colour.setText("#000000")
    editor.rows[1].colour.textEdited.emit("#000000")
    editor.rows[2].value.setValue(100)
    assert editor.problem.text() == "the 100 chip is in the set twice"
    assert not editor.save_set()
    assert store.state(tid).settings.chip_set is None


def test_other_colour_takes_the_colour_picked_and_a_refused_pick_keeps_the_old(qtbot, console) -> None:
    window, _, _ = console
    editor = open_editor(window)
    row = editor.rows[0]
    other = row.colours.count() - 1
    editor.pick_colour = lambda _start: None  # the floor closed the colour dialog
    row.colours.activated.emit(other)
    assert row.colour.text() == "#f2f2f2" and row.colours.currentText() == "White"
    editor.pick_colour = lambda _start: "#123456"
    row.colours.activated.emit(other)
    assert row.colour.text() == "#123456" and row.colours.currentText() == "Other colour…"


def test_use_this_plan_writes_the_color_ups_into_the_structure(qtbot, console) -> None:
    window, store, tid = console
    editor = open_editor(window)
    editor.remove_row(editor.rows[-1])  # no 5,000s: the 1,000s are the largest and stay
    qtbot.mouseClick(editor.use_plan, Qt.MouseButton.LeftButton)
    structure = store.state(tid).structure
    assert structure.chips == (25, 100, 500, 1000)
    assert [item.color_up for item in structure.items if isinstance(item, Break)] == [(25,), (100,), (500,), (),
                                                                                      ()]
    assert window.message.text() == "The color-ups are written into the structure"


@pytest.mark.parametrize("code", ["en", "ru", "ro"])
def test_the_editor_reads_in_each_language_and_fits_the_screen(qtbot, console, code: str) -> None:
    _, store, tid = console
    language.use(code)  # the console is built in the language chosen (a switch opens it again)
    window = Console(StoreSession(store, tid, "Ana", lambda: T0), poll=False)
    qtbot.addWidget(window)
    editor = open_editor(window)
    editor.rows[0].count.setValue(500)
    editor.entries = 120
    editor.changed()
    qtbot.waitExposed(editor)
    editor.adjustSize()
    assert editor.width() <= 1280 and editor.height() <= 720
    if code != "en":
        assert editor.use_plan.text() != "Use this plan"
        assert "Color up" not in editor.plan.text() and "run out" not in editor.totals.text()
        assert editor.rows[0].colours.currentText() != "White"
    SHOTS.mkdir(exist_ok=True)
    editor.grab().save(str(SHOTS / f"editor-{code}.png"))
