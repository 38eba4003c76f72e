"""The room's big screen as the console sees it: the clock display, opened, reopened and closed from the desk.

The display is a window of its own (often full screen on a projector); a floor manager who closes it by mistake
opens it again from the console's View menu, and closing the console closes it too, so no orphan clock is left on
the wall. Its tones come from one :class:`~floor.ui.common.sounds.Sounder`, made once. Its layout (the theme, the
logo, the panels) is the desk's, read from the settings at each refresh, so what Settings saves shows at once.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QGuiApplication

from floor.ui.clock.board import Board
from floor.ui.clock.display import ClockDisplay, Looks, Sounding
from floor.ui.clock.look import Look, desk_look
from floor.ui.common.placement import fit_to_screen
from floor.ui.common.qr_view import Matrix
from floor.ui.common.settings import DeskSettings

WINDOWED = (1280, 720)  # the display's size in a window, before it is fitted to the screen it opens on


class BigScreen:
    """Owns the clock display: ``open`` shows it (a new one after it was closed), ``close`` takes it down."""

    def __init__(self, frame: Callable[[], Board], *, screen: int | None = None,
                 sounder: Sounding | None = None, look: Looks | None = None) -> None:
        self.frame = frame
        self.look = look if look is not None else self._desks_look
        self._desk: DeskSettings | None = None
        self.screen = screen  # 1-based, from the settings: full screen there; None: a window
        self.sounder = sounder
        self.display: ClockDisplay | None = None
        self.lobby: tuple[str, Matrix] | None = None

    @property
    def is_open(self) -> bool:
        return self.display is not None and self.display.isVisible()

    def open(self) -> ClockDisplay:
        """Show the display (again): full screen on the chosen screen, else a window that fits its screen."""
        if self.display is None:
            self.display = ClockDisplay(self.frame, sounder=self.sounder if self._audible() else None,
                                        look=self.look)
            self.display.set_lobby(self.lobby)
        display = self.display
        screens = QGuiApplication.screens()
        if self.screen is not None and 1 <= self.screen <= len(screens):  # the projector set in the settings
            chosen = screens[self.screen - 1]
            display.setScreen(chosen)
            display.setGeometry(chosen.geometry())
            display.showFullScreen()
        else:
            if not display.isVisible():
                fit_to_screen(display, *WINDOWED)
            display.show()
        display.raise_()
        display.refresh()  # the frame of now, not the one it showed when it was closed
        return display

    def _desks_look(self) -> Look:
        """The look this computer's settings describe (the settings the console's Settings dialog writes)."""
        if self._desk is None:
            self._desk = DeskSettings()
        return desk_look(self._desk)

    def _audible(self) -> bool:
        return self.sounder is not None and self.sounder.available

    def set_lobby(self, lobby: tuple[str, Matrix] | None) -> None:
        """The lobby's QR under the payouts while the player pages are on (kept for a display opened later)."""
        self.lobby = lobby
        if self.display is not None:
            self.display.set_lobby(lobby)

    def close(self) -> None:
        if self.display is not None:
            self.display.close()
            self.display.deleteLater()
            self.display = None
