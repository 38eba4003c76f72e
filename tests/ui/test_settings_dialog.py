"""The settings dialog: OK keeps what was typed, an empty name is refused, Cancel changes nothing."""

from pathlib import Path

from PySide6.QtCore import QSettings

from floor.ui.settings import DeskSettings
from floor.ui.settings_dialog import SettingsDialog


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


def test_an_empty_name_is_refused_in_the_dialog(qtbot, tmp_path: Path) -> None:
    """OK with no name says why and saves nothing."""
    settings = desk(tmp_path)
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.save()
    assert dialog.message.text().startswith("Every action needs the name") and desk(tmp_path).author == ""


def test_the_windows_use_the_data_folder_of_the_settings(qapp, tmp_path: Path, monkeypatch) -> None:
    """Without --db or FLOOR_DB, the windows open the database in the folder chosen in the settings."""
    import io

    from floor.commands.context import Context
    from floor.ui import settings as settings_module

    chosen = desk(tmp_path)
    chosen.data_folder = tmp_path / "club"
    chosen.sync()
    monkeypatch.delenv("FLOOR_DB", raising=False)
    monkeypatch.setattr(settings_module, "QSettings", lambda *_a: QSettings(str(tmp_path / "floor.ini"),
                                                                             QSettings.Format.IniFormat))
    ctx = Context(None, "Ana", False, io.StringIO())
    ctx.use_desk_folder()
    assert ctx.db_path == tmp_path / "club" / "floor.db"
