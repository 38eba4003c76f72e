"""The desk's own settings (QSettings): who is at the desk, which screen shows the clock, where data lives.

They belong to the computer, not to a tournament, so they are not events.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from PySide6.QtCore import QSettings

from floor.i18n.languages import LANGUAGES
from floor.ui.common.sound_choice import SoundChoice, default_choice

PAGES_PORT = 8765  # the player pages' default port (a free one above the privileged range)


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

    def sound(self, kind: str) -> SoundChoice:
        """The sound and volume of one event (a notice kind); a damaged value gives the event's default."""
        return SoundChoice.read(self.settings.value(f"sounds/{kind}", None),
                                self.settings.value(f"sounds/{kind}-volume", None), default_choice(kind))

    def set_sound(self, kind: str, choice: SoundChoice) -> None:
        self.settings.setValue(f"sounds/{kind}", choice.stored())
        self.settings.setValue(f"sounds/{kind}-volume", choice.volume)

    @property
    def screen_theme(self) -> str:
        """The big screen's theme ("dark", "light", "contrast"; floor/ui/clock/themes.py)."""
        return str(self.settings.value("display/theme", "dark") or "dark")

    @screen_theme.setter
    def screen_theme(self, key: str) -> None:
        self.settings.setValue("display/theme", key)

    @property
    def screen_logo(self) -> Path | None:
        """The club's logo on the big screen (a PNG or JPEG file), or None."""
        value = self.settings.value("display/logo", "")
        return Path(str(value)) if value else None

    @screen_logo.setter
    def screen_logo(self, path: Path | None) -> None:
        self.settings.setValue("display/logo", "" if path is None else str(path))

    @property
    def screen_time_of_day(self) -> bool:
        return str(self.settings.value("display/time_of_day", "false")).lower() == "true"

    @screen_time_of_day.setter
    def screen_time_of_day(self, on: bool) -> None:
        self.settings.setValue("display/time_of_day", "true" if on else "false")

    @property
    def screen_next(self) -> bool:
        """The next level and the time to the next break on the big screen."""
        return str(self.settings.value("display/next", "true")).lower() == "true"

    @screen_next.setter
    def screen_next(self, on: bool) -> None:
        self.settings.setValue("display/next", "true" if on else "false")

    @property
    def screen_panels(self) -> tuple[str, ...]:
        """The panels the big screen takes turns showing ("payouts", "chip-leaders", "seating", "standings")."""
        value = self.settings.value("display/panels", "payouts")
        return tuple(part for part in str(value if value is not None else "payouts").split(",") if part)

    @screen_panels.setter
    def screen_panels(self, panels: tuple[str, ...]) -> None:
        self.settings.setValue("display/panels", ",".join(panels))

    @property
    def screen_rotate_seconds(self) -> int:
        """How long each panel stays before the next one (5 to 120 seconds)."""
        value = str(self.settings.value("display/rotate_seconds", 15))
        return min(120, max(5, int(value))) if value.isdigit() else 15

    @screen_rotate_seconds.setter
    def screen_rotate_seconds(self, seconds: int) -> None:
        self.settings.setValue("display/rotate_seconds", seconds)

    @property
    def data_folder(self) -> Path | None:
        value = self.settings.value("data/folder", "")
        return Path(str(value)) if value else None

    @data_folder.setter
    def data_folder(self, folder: Path | None) -> None:
        self.settings.setValue("data/folder", "" if folder is None else str(folder))

    @property
    def pages_host(self) -> str:
        """The network address the room service listens on ("room", the default: this computer's address on the
        room's network only; "0.0.0.0": every network of this computer)."""
        return str(self.settings.value("pages/host", "room") or "room")

    @pages_host.setter
    def pages_host(self, host: str) -> None:
        self.settings.setValue("pages/host", host.strip() or "room")

    @property
    def pages_port(self) -> int:
        value = str(self.settings.value("pages/port", PAGES_PORT))
        return int(value) if value.isdigit() and int(value) < 65536 else PAGES_PORT  # 0: any free port (tests)

    @pages_port.setter
    def pages_port(self, port: int) -> None:
        self.settings.setValue("pages/port", port)

    @property
    def stations_https(self) -> bool:
        """The stations (tablets, floor phones, TVs) over HTTPS with the room's own certificate; the players' pages
        stay on the plain port (off by default: a TV's browser may not take a room's certificate)."""
        return str(self.settings.value("pages/https", "false")).lower() == "true"

    @stations_https.setter
    def stations_https(self, on: bool) -> None:
        self.settings.setValue("pages/https", "true" if on else "false")

    @property
    def card_size(self) -> str:
        """The seat-card paper last chosen ("A6" or "receipt80")."""
        value = str(self.settings.value("pages/card_size", "A6"))
        return value if value in ("A6", "receipt80") else "A6"

    @card_size.setter
    def card_size(self, size: str) -> None:
        self.settings.setValue("pages/card_size", size)

    @property
    def language(self) -> str:
        """The desktop's language ("en", "ru", "ro"), or "" for the computer's."""
        value = str(self.settings.value("desk/language", "") or "")
        return value if value in LANGUAGES else ""

    @language.setter
    def language(self, code: str) -> None:
        self.settings.setValue("desk/language", code if code in LANGUAGES else "")

    @property
    def pages_language(self) -> str:
        """The player pages' language for the whole room, or "" for each phone's own."""
        value = str(self.settings.value("pages/language", "") or "")
        return value if value in LANGUAGES else ""

    @pages_language.setter
    def pages_language(self, code: str) -> None:
        self.settings.setValue("pages/language", code if code in LANGUAGES else "")

    @property
    def hot_keys(self) -> dict[str, str]:
        """The console's keys the floor chose, by action, as portable text ("" for none); a value that is not text
        is left out, and the console's keys out of the box fill in (floor.ui.console.hotkeys checks the rest)."""
        self.settings.beginGroup("hotkeys")
        try:
            stored = {action: self.settings.value(action) for action in self.settings.childKeys()}
        finally:
            self.settings.endGroup()
        return {action: key for action, key in stored.items() if isinstance(key, str)}

    @hot_keys.setter
    def hot_keys(self, keys: dict[str, str]) -> None:
        self.settings.remove("hotkeys")
        for action, key in keys.items():
            self.settings.setValue(f"hotkeys/{action}", key)

    def open_windows(self, place: str) -> dict[str, object]:
        """The windows that were open around the console of ``place`` (a database and a tournament) when it was
        last closed: the big screen, the seating on it, the dealer stations' tables ({} when none is known)."""
        value = self.settings.value(f"windows/{_key(place)}", "")
        try:
            known = json.loads(str(value or "{}"))
        except ValueError:
            return {}
        return known if isinstance(known, dict) else {}

    def set_open_windows(self, place: str, windows: dict[str, object]) -> None:
        self.settings.setValue(f"windows/{_key(place)}", json.dumps(windows))

    def sync(self) -> None:
        self.settings.sync()


def _key(place: str) -> str:
    """A settings key for a place (a path has slashes, which a settings key takes for groups)."""
    return hashlib.sha256(place.encode()).hexdigest()[:24]
