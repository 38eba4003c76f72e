"""The settings dialog: OK keeps what was typed, an empty name keeps the one there was, Cancel changes nothing."""

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from floor.ui.common.settings import DeskSettings
from floor.ui.setup.settings_dialog import SettingsDialog


def desk(tmp_path: Path) -> DeskSettings:
    return DeskSettings(QSettings(str(tmp_path / "floor.ini"), QSettings.Format.IniFormat))


def test_ok_saves_the_name_sounds_and_folder(qtbot, tmp_path: Path) -> None:
    """Type a name, switch sounds off, give a folder, OK: they are kept for this computer."""
    dialog = SettingsDialog(desk(tmp_path))
    qtbot.addWidget(dialog)
    dialog.author.setText("Boris")
    dialog.sounds.setChecked(False)
    dialog.folder.setText(str(tmp_path / "data"))
    dialog.save()
    again = desk(tmp_path)
    assert (again.author, again.sounds, again.data_folder) == ("Boris", False, tmp_path / "data")


def test_ok_with_an_empty_at_the_desk_keeps_the_name_and_saves_the_rest(qtbot, tmp_path: Path) -> None:
    """"At the desk" cleared, sounds switched off, OK: the dialog closes, the name stays Ana, the sounds are off."""
    settings = desk(tmp_path)
    settings.author = "Ana"
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.author.placeholderText() == "left empty: Ana stays"
    dialog.author.clear()
    dialog.sounds.setChecked(False)
    dialog.save()
    again = desk(tmp_path)
    assert dialog.result() == SettingsDialog.DialogCode.Accepted and (again.author, again.sounds) == ("Ana", False)


def test_ok_with_no_name_ever_given_is_accepted_too(qtbot, tmp_path: Path) -> None:
    """A first start with nobody named yet: OK still closes the dialog (the console asks for the name)."""
    dialog = SettingsDialog(desk(tmp_path))
    qtbot.addWidget(dialog)
    dialog.save()
    assert dialog.result() == SettingsDialog.DialogCode.Accepted and desk(tmp_path).author == ""


def test_the_windows_use_the_data_folder_of_the_settings(qapp, tmp_path: Path, monkeypatch) -> None:
    """Without --db or FLOOR_DB, the windows open the database in the folder chosen in the settings."""
    import io

    from floor.commands.context import Context
    from floor.ui.common import settings as settings_module

    chosen = desk(tmp_path)
    chosen.data_folder = tmp_path / "club"
    chosen.sync()
    monkeypatch.delenv("FLOOR_DB", raising=False)
    monkeypatch.setattr(settings_module, "QSettings", lambda *_a: QSettings(str(tmp_path / "floor.ini"),
                                                                             QSettings.Format.IniFormat))
    ctx = Context(None, "Ana", False, io.StringIO())
    ctx.use_desk_folder()
    assert ctx.db_path == tmp_path / "club" / "floor.db"


def test_the_player_pages_network_and_port_are_kept(qtbot, tmp_path: Path) -> None:
    """The pages listen on the room's network only at 8765 (issue 18: not on every network this computer is on)
    until the floor picks another network, every network, or a port."""
    settings = desk(tmp_path)
    settings.author = "Ana"
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.network.currentData() == "room" and dialog.port.value() == 8765
    choices = [dialog.network.itemData(i) for i in range(dialog.network.count())]
    assert choices[:2] == ["room", "0.0.0.0"]
    assert "127.0.0.1" in choices  # this computer only: listed with the others
    dialog.network.setCurrentIndex(choices.index("127.0.0.1"))
    dialog.port.setValue(9000)
    dialog.save()
    again = desk(tmp_path)
    assert (again.pages_host, again.pages_port) == ("127.0.0.1", 9000)
    assert SettingsDialog(again).network.currentData() == "127.0.0.1"


def test_a_network_that_is_gone_is_kept_and_marked(qtbot, tmp_path: Path) -> None:
    settings = desk(tmp_path)
    settings.pages_host = "10.99.99.99"
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.network.currentText() == "10.99.99.99 (not found now)"


@pytest.mark.parametrize("font", ["Noto Sans", "DejaVu Sans", "Liberation Sans"])
@pytest.mark.parametrize("code", ["en", "ru", "ro"])
def test_the_settings_dialog_fits_1280x720(qtbot, tmp_path: Path, code: str, font: str) -> None:
    """In every language and font the dialog asks for less than a 1280x720 screen."""
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QApplication

    from floor.ui.common import language

    before = QApplication.font()
    QApplication.setFont(QFont(font))
    language.use(code)
    try:
        dialog = SettingsDialog(desk(tmp_path))
        qtbot.addWidget(dialog)
        hint = dialog.minimumSizeHint()
        assert hint.width() <= 1280 and hint.height() <= 720, hint
    finally:
        language.use("en")
        QApplication.setFont(before)


def test_settings_ok_on_a_computer_that_never_stored_a_name_keeps_the_desks_name(qtbot, tmp_path: Path) -> None:
    """The finding (issue 29): Settings › OK emptied the desk's name on a computer that never stored one (the demo
    too), and every action after it was refused. OK keeps the name the console was opened with."""
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtWidgets import QApplication, QDialogButtonBox

    from floor.app import StoreSession
    from floor.store.tournaments import Store
    from floor.tournament.settings import Settings
    from floor.ui.console import Console

    store = Store(tmp_path / "floor.db")
    tid = store.create(Settings("Friday", buy_in=100, starting_stack=10_000), now=0.0, author="Ana")
    settings = desk(tmp_path)
    assert settings.author == ""
    window = Console(StoreSession(store, tid, "Ana"), poll=False, desk=settings)
    qtbot.addWidget(window)
    window.show()
    pressed: list[str] = []

    def press_ok() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, SettingsDialog) and widget.isVisible():
                ok = widget.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
                qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
                pressed.append("ok")
                return
        QTimer.singleShot(20, press_ok)

    QTimer.singleShot(20, press_ok)
    qtbot.mouseClick(window.settings_button, Qt.MouseButton.LeftButton)
    assert pressed == ["ok"] and window.author_field.text() == "Ana"
    qtbot.keyClicks(window.name_field, "Zoe")
    qtbot.keyClick(window.name_field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "Entries 1" in window.stats_line.text(), timeout=5000)
    assert store.history(tid)[-1].author == "Ana"
    window.close()
    store.close()
