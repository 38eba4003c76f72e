"""The desk's own settings (QSettings): who is at the desk, which screen shows the clock, where data lives.

They belong to the computer, not to a tournament, so they are not events.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings


class DeskSettings:
    """Typed access to Floor's QSettings (an INI file in tests)."""

    def __init__(self, settings: QSettings | None = None) -> None:
        self.settings = settings or QSettings("Floor", "Floor")

    @property
    def author(self) -> str:
        return str(self.settings.value("desk/author", "") or "")

    @author.setter
    def author(self, name: str) -> None:
        self.settings.setValue("desk/author", name.strip())

    @property
    def display_screen(self) -> int | None:
        value = self.settings.value("display/screen", None)
        return int(str(value)) if value not in (None, "") else None

    @display_screen.setter
    def display_screen(self, screen: int | None) -> None:
        self.settings.setValue("display/screen", "" if screen is None else screen)

    @property
    def sounds(self) -> bool:
        return str(self.settings.value("display/sounds", "true")).lower() == "true"

    @sounds.setter
    def sounds(self, on: bool) -> None:
        self.settings.setValue("display/sounds", "true" if on else "false")

    @property
    def data_folder(self) -> Path | None:
        value = self.settings.value("data/folder", "")
        return Path(str(value)) if value else None

    @data_folder.setter
    def data_folder(self, folder: Path | None) -> None:
        self.settings.setValue("data/folder", "" if folder is None else str(folder))

    def sync(self) -> None:
        self.settings.sync()
