"""Edit › Hot keys…: the console's keyboard actions listed with their keys, changed, cleared or put back, a key
refused when another action has it or when it would be typed into a field, and kept for this desk."""

from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import FakeTime
from painted import wait_painted
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from screen_checks import clipped, english_left, too_big_for_its_screen, visible_texts

from floor.app import StoreSession
from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament import timekeeping as T
from floor.tournament.settings import Settings
from floor.tournament.structure import structure_to_json, template
from floor.ui.common import language
from floor.ui.common.language import tr
from floor.ui.common.settings import DeskSettings
from floor.ui.console.hotkeys import HOT_KEYS
from floor.ui.console.window import Console
from floor.ui.setup.hotkeys_dialog import HotKeysDialog

T0 = 1_800_000_000.0
CTRL = Qt.KeyboardModifier.ControlModifier
Buttons = QDialogButtonBox.StandardButton


@pytest.fixture
def english(qapp) -> Iterator[None]:
    """Every test here leaves the application in English, as it found it."""
    yield
    language.use("en")


@pytest.fixture
def store(tmp_path: Path) -> Iterator[tuple[Store, int]]:
    """Sunday's turbo with two players, the clock running on level 1."""
    store = Store(tmp_path / "f.db")
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=T0, author="Ana",
                       extra={"structure": structure_to_json(template("turbo"))})
    store.act_all(tid, [lambda s, i=i: P.register(s, f"P{i}", now=T0, author="Ana", level=1) for i in (1, 2)])
    store.act(tid, lambda s: T.clock(s, "start", now=T0, author="Ana"))
    yield store, tid
    store.close()


def desk_at(path: Path) -> DeskSettings:
    return DeskSettings(QSettings(str(path / "floor.ini"), QSettings.Format.IniFormat))


def console_on(qtbot, store: tuple[Store, int], desk: DeskSettings) -> Console:
    window = Console(StoreSession(store[0], store[1], "Ana", FakeTime(T0 + 60)), poll=False, desk=desk)
    qtbot.addWidget(window)
    window.show()
    in_front(qtbot, window)
    return window


def in_front(qtbot, window: Console) -> None:
    """The console is the window the keys go to (a window's keys act only while it is the active one)."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def open_hot_keys(qtbot, window: Console) -> HotKeysDialog:
    """Edit › Hot keys…, as the floor opens it."""
    edit = next(a.menu() for a in window.menuBar().actions() if a.text() == tr("Console", "&Edit"))
    next(a for a in edit.actions() if a.text() == tr("Console", "Hot keys…")).trigger()
    dialog = window.hot_keys.dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.addWidget(dialog)
    return dialog


def press_in(qtbot, dialog: HotKeysDialog, action: str, key: Qt.Key, modifiers=Qt.KeyboardModifier.NoModifier):
    """Click the action's key field and press a key there."""
    field = dialog.fields[action]
    qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
    qtbot.keyClick(field, key, modifiers)


def ok(qtbot, dialog: HotKeysDialog) -> None:
    """OK, and the console in front again to take the keys."""
    qtbot.mouseClick(dialog.buttons.button(Buttons.Ok), Qt.MouseButton.LeftButton)
    console = dialog.parentWidget()
    assert isinstance(console, Console)
    in_front(qtbot, console)


def level_shown(window: Console) -> str:
    """The clock line's level ("Level 2"), as the desk reads it."""
    return window.clock_line.text().split(" · ")[0]


@pytest.mark.parametrize("code", ["en", "ru", "ro"])
def test_the_dialog_lists_every_action_with_its_key_in_each_language(qtbot, english, store, tmp_path,
                                                                       code) -> None:
    """Every action by its name in the desk's language, each with its key; nothing left in English, nothing cut,
    the dialog within a 1280x720 screen."""
    language.use(code)
    window = console_on(qtbot, store, desk_at(tmp_path))
    dialog = open_hot_keys(qtbot, window)
    wait_painted(qtbot, dialog)
    assert [dialog.names[hot.id].text() for hot in HOT_KEYS] == [tr(hot.context, hot.name) for hot in HOT_KEYS]
    assert len({dialog.names[hot.id].text() for hot in HOT_KEYS}) == len(HOT_KEYS)
    assert dialog.key("next_level") == "F8" and dialog.key("clock") == "Space" and dialog.key("undo") == "Ctrl+Z"
    if code != "en":
        assert dialog.names["next_level"].text() != "Next level"
        assert english_left(visible_texts(dialog), code) == []
    assert clipped(dialog) == [] and too_big_for_its_screen(dialog) == []


def test_next_level_on_another_key_moves_the_clock_and_the_old_key_no_longer_does(qtbot, store, tmp_path) -> None:
    """Next level put on Ctrl+L, OK: Ctrl+L moves the clock line to level 2 at once; F8 does nothing any more."""
    window = console_on(qtbot, store, desk_at(tmp_path))
    qtbot.keyClick(window, Qt.Key.Key_F8)
    assert level_shown(window) == "Level 2"  # out of the box, F8 goes to the next level
    qtbot.keyClick(window, Qt.Key.Key_F7)
    assert level_shown(window) == "Level 1"
    dialog = open_hot_keys(qtbot, window)
    press_in(qtbot, dialog, "next_level", Qt.Key.Key_L, CTRL)
    assert dialog.key("next_level") == "Ctrl+L" and not dialog.message.isVisible()
    ok(qtbot, dialog)
    assert not dialog.isVisible() and window.message.text() == "Hot keys saved"
    qtbot.keyClick(window, Qt.Key.Key_F8)
    assert level_shown(window) == "Level 1"
    qtbot.keyClick(window, Qt.Key.Key_L, CTRL)
    assert level_shown(window) == "Level 2" and window.message.text() == "On to the next level"


def test_a_key_another_action_has_is_refused_naming_it_and_nothing_is_saved(qtbot, store, tmp_path) -> None:
    """Ctrl+Z pressed for Next level: one line names Undo, the field shows F8 again; after OK the settings file
    and the console still have Ctrl+Z for Undo and F8 for the next level."""
    window = console_on(qtbot, store, desk_at(tmp_path))
    dialog = open_hot_keys(qtbot, window)
    press_in(qtbot, dialog, "next_level", Qt.Key.Key_Z, CTRL)
    assert dialog.message.isVisible() and dialog.message.text() == "Ctrl+Z is already the key of “Undo the last action”"
    assert dialog.key("next_level") == "F8"
    ok(qtbot, dialog)
    stored = desk_at(tmp_path).hot_keys
    assert stored["next_level"] == "F8" and stored["undo"] == "Ctrl+Z"
    qtbot.keyClick(window, Qt.Key.Key_F8)
    assert level_shown(window) == "Level 2"
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    assert level_shown(window) == "Level 1" and window.message.text().startswith("Undone")


def test_the_refusal_names_the_other_action_in_the_desks_language(qtbot, english, store, tmp_path) -> None:
    """In Russian the same refusal is Russian, with Russian quotes around the action's Russian name."""
    language.use("ru")
    window = console_on(qtbot, store, desk_at(tmp_path))
    dialog = open_hot_keys(qtbot, window)
    press_in(qtbot, dialog, "rebuy", Qt.Key.Key_F8)
    assert dialog.message.text() == "Клавиша F8 уже назначена действию «Следующий уровень»"


def test_keys_that_would_be_typed_are_refused_with_the_reason_and_space_stays_the_clocks(qtbot, store,
                                                                                          tmp_path) -> None:
    """A plain N (or Shift+N) for Bust selected would be typed into the name field: refused, saying so; Space
    for it is refused as the clock's; Space for the clock, once cleared, is taken again."""
    window = console_on(qtbot, store, desk_at(tmp_path))
    dialog = open_hot_keys(qtbot, window)
    press_in(qtbot, dialog, "bust", Qt.Key.Key_N)
    assert dialog.message.text() == "N alone would be typed into the text fields: add Ctrl or Alt"
    press_in(qtbot, dialog, "bust", Qt.Key.Key_N, Qt.KeyboardModifier.ShiftModifier)
    assert dialog.message.text() == "Shift+N alone would be typed into the text fields: add Ctrl or Alt"
    press_in(qtbot, dialog, "bust", Qt.Key.Key_Space)
    assert dialog.message.text() == "Space alone is kept for the clock: add Ctrl or Alt"
    press_in(qtbot, dialog, "bust", Qt.Key.Key_C, CTRL)
    assert dialog.message.text() == "Ctrl+C copies, cuts, pastes or selects in the text fields: choose another"
    assert dialog.key("bust") == "Ctrl+B"
    qtbot.mouseClick(dialog.clear_buttons["clock"], Qt.MouseButton.LeftButton)
    press_in(qtbot, dialog, "clock", Qt.Key.Key_Space)
    assert dialog.key("clock") == "Space" and not dialog.message.isVisible()


def test_space_types_in_the_name_field_and_pauses_the_clock_elsewhere(qtbot, store, tmp_path) -> None:
    """As before hot keys could change: Space in the name field is a space in the name, the clock runs on; with
    the players' list in hand it pauses the clock."""
    window = console_on(qtbot, store, desk_at(tmp_path))
    window.name_field.setText("Ana")
    qtbot.keyClick(window.name_field, Qt.Key.Key_Space)
    assert window.name_field.text() == "Ana " and "PAUSED" not in window.clock_line.text()
    qtbot.keyClick(window.table, Qt.Key.Key_Space)
    assert "PAUSED" in window.clock_line.text() and window.message.text() == "Clock paused"


def test_the_clock_key_changed_is_named_on_the_pause_button(qtbot, store, tmp_path) -> None:
    """The clock put on Ctrl+Space: the Pause button says so, and Ctrl+Space pauses the clock."""
    window = console_on(qtbot, store, desk_at(tmp_path))
    assert window.buttons["pause"].text() == "Pause (Space)"
    dialog = open_hot_keys(qtbot, window)
    press_in(qtbot, dialog, "clock", Qt.Key.Key_Space, CTRL)
    ok(qtbot, dialog)
    assert window.buttons["pause"].text() == "Pause (Ctrl+Space)"
    qtbot.keyClick(window.table, Qt.Key.Key_Space, CTRL)
    assert "PAUSED" in window.clock_line.text()


def test_garbage_in_the_settings_file_falls_back_to_the_keys_floor_came_with(qtbot, store, tmp_path) -> None:
    """A hand-edited settings file (no key Qt knows, a list, bytes, a letter alone, Undo on Next level's F8, an
    action Floor never had): the console opens, the dialog shows the keys out of the box, and they work."""
    (tmp_path / "floor.ini").write_text(
        "[hotkeys]\nnext_level=garbage!!\nprevious_level=F7, F9\nminute_more=@ByteArray(F6)\nbust=N\n"
        "undo=F8\nrebuy=Ctrl+Z, Ctrl+X\nteleport=Ctrl+T\nregister=@Invalid()\n", encoding="utf-8")
    window = console_on(qtbot, store, desk_at(tmp_path))
    dialog = open_hot_keys(qtbot, window)
    assert {hot.id: dialog.key(hot.id) for hot in HOT_KEYS} == {hot.id: hot.default for hot in HOT_KEYS}
    dialog.reject()
    in_front(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F8)
    assert level_shown(window) == "Level 2"
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    assert level_shown(window) == "Level 1"


def test_the_keys_survive_a_new_console_on_the_same_settings(qtbot, english, store, tmp_path) -> None:
    """Next level on Ctrl+L and the clock display without a key, OK; the console built again in Russian (as a
    language change does) moves on Ctrl+L, and its dialog shows both, as does a console on the file read again."""
    desk = desk_at(tmp_path)
    window = console_on(qtbot, store, desk)
    dialog = open_hot_keys(qtbot, window)
    press_in(qtbot, dialog, "next_level", Qt.Key.Key_L, CTRL)
    qtbot.mouseClick(dialog.clear_buttons["clock_display"], Qt.MouseButton.LeftButton)
    ok(qtbot, dialog)
    language.use("ru")
    again = window.built_again()
    qtbot.addWidget(again)
    window.hide()
    again.show()
    in_front(qtbot, again)
    qtbot.keyClick(again, Qt.Key.Key_L, CTRL)
    assert level_shown(again) == "Уровень 2"
    shown = open_hot_keys(qtbot, again)
    assert (shown.key("next_level"), shown.key("clock_display")) == ("Ctrl+L", "")
    shown.reject()
    fresh = console_on(qtbot, store, desk_at(tmp_path))
    assert (fresh.hot_keys.keys["next_level"], fresh.hot_keys.keys["clock_display"]) == ("Ctrl+L", "")


def test_restore_defaults_puts_every_key_back_and_cancel_keeps_nothing(qtbot, store, tmp_path) -> None:
    """A key changed then Cancel: nothing kept. Changed, then Restore defaults and OK: F8 again."""
    window = console_on(qtbot, store, desk_at(tmp_path))
    dialog = open_hot_keys(qtbot, window)
    press_in(qtbot, dialog, "next_level", Qt.Key.Key_L, CTRL)
    qtbot.mouseClick(dialog.buttons.button(Buttons.Cancel), Qt.MouseButton.LeftButton)
    assert desk_at(tmp_path).hot_keys == {} and window.hot_keys.keys["next_level"] == "F8"
    dialog = open_hot_keys(qtbot, window)
    press_in(qtbot, dialog, "next_level", Qt.Key.Key_L, CTRL)
    qtbot.mouseClick(dialog.buttons.button(Buttons.RestoreDefaults), Qt.MouseButton.LeftButton)
    assert dialog.key("next_level") == "F8" and dialog.message.text() == ("The keys Floor came with are back: "
                                                                          "OK keeps them")
    ok(qtbot, dialog)
    qtbot.keyClick(window, Qt.Key.Key_F8)
    assert level_shown(window) == "Level 2"


def test_the_players_keys_do_what_their_buttons_do(qtbot, store, tmp_path) -> None:
    """From the Tables tab, Ctrl+N brings the name field up ready to type; Ctrl+B busts the selected player, as
    Bust selected does, and says the place."""
    window = console_on(qtbot, store, desk_at(tmp_path))
    window.tabs.setCurrentWidget(window.seating_tab)
    qtbot.keyClick(window, Qt.Key.Key_N, CTRL)
    assert window.name_field.isVisible() and window.name_field.hasFocus()
    window.table.selectRow(1)
    name = window.table.text(1, 1)
    qtbot.keyClick(window.table, Qt.Key.Key_B, CTRL)
    assert window.message.text().startswith(f"{name} finished 2nd, wins 70")
