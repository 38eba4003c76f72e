"""What the rehearsal sees at each step: a PNG of the whole X screen and of every window, and what is wrong on them.

For every window on the screen: no window larger than its screen nor hanging off it (its frame, drawn by the window
manager, included), its minimum size fits, the console's status bar is on the screen, no text cut, and in Russian
and Romanian no English left (tests/ui/screen_checks.py reads the widgets). The big screen is painted, so it is
read from its own account of what it drew (:meth:`ClockDisplay.drawn`): every text fits its box, inside the window,
and the window keeps the size it was given.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QRect
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from floor.ui.clock.display import ClockDisplay
from floor.ui.clock.text import fits
from floor.ui.console.window import Console
from floor.ui.dealer.window import DealerWindow

UI_TESTS = str(Path(__file__).resolve().parents[1] / "ui")
if UI_TESTS not in sys.path:  # the checks the offscreen tests use (pytest imports this module as a doctest too)
    sys.path.append(UI_TESTS)
from screen_checks import Seen, clipped, english_left, too_big_for_its_screen, visible_texts  # noqa: E402

FAST = 80  # PNG quality: zlib level 1, a fifth quicker to write than the default and as sharp (lossless either way)


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:60]


def kind_of(window: QWidget) -> str:
    if isinstance(window, Console):
        return "console"
    if isinstance(window, ClockDisplay):
        return "clock"
    if isinstance(window, DealerWindow):
        return f"dealer-{window.table}"
    return slug(type(window).__name__)


def off_its_screen(window: QWidget) -> list[str]:
    """The window's frame (title bar and borders included) reaches past the screen's free area."""
    room = (window.screen() or QGuiApplication.primaryScreen()).availableGeometry()
    frame = window.frameGeometry()
    if room.contains(frame):
        return []
    return [f"its frame {frame.width()}x{frame.height()} at ({frame.x()}, {frame.y()}) reaches past the "
            f"{room.width()}x{room.height()} screen"]


def clock_problems(display: ClockDisplay, language: str) -> list[str]:
    """The big screen by its own account: texts inside the window and inside their boxes, the window its size."""
    problems = []
    room = (display.screen() or QGuiApplication.primaryScreen()).geometry()
    if display.isFullScreen() and display.size() != room.size():
        problems.append(f"is {display.width()}x{display.height()} full screen on a {room.width()}x{room.height()} "
                        "screen")
    hint = display.minimumSizeHint()
    if hint.width() > room.width() or hint.height() > room.height():
        problems.append(f"asks for at least {hint.width()}x{hint.height()}")
    window = QRect(0, 0, display.width(), display.height())
    drawn = display.drawn()
    if not drawn:
        problems.append("shows no text")
    for text, rect, font in drawn:
        if not window.contains(rect):
            problems.append(f"{text!r} is drawn at {rect.getRect()}, outside the {window.width()}x{window.height()} "
                            "window")
        elif not fits(text, rect, font):
            problems.append(f"{text!r} is cut: {font.pixelSize()} px text in a {rect.width()}x{rect.height()} box")
    if language != "en":
        problems += [f"English left: {seen.text!r}" for seen in
                     english_left([Seen("clock", t.text) for t in drawn], language)]
    return problems


def window_problems(window: QWidget, language: str) -> list[str]:
    """Everything wrong with one window (or dialog) on the screen."""
    problems = too_big_for_its_screen(window) + off_its_screen(window)
    if isinstance(window, ClockDisplay):
        return problems + clock_problems(window, language)
    problems += [f"cut: {cut}" for cut in clipped(window)]
    if language != "en":
        seen = visible_texts(window)
        if isinstance(window, Console):  # the painted seating chart says its lines too
            seen += [Seen("chart", line) for line in window.seating_tab.chart.text().splitlines()]
        problems += [f"English left ({s.where}): {s.text!r}" for s in english_left(seen, language)]
    return problems


def on_screen() -> list[QWidget]:
    """The windows a person sees now (menus and tooltips aside), the console first."""
    shown = [w for w in QApplication.topLevelWidgets()
             if w.isVisible() and w.isWindow() and not isinstance(w, QMenu) and w.windowType().name != "ToolTip"]
    return sorted(shown, key=lambda w: (not isinstance(w, Console), not isinstance(w, ClockDisplay), kind_of(w)))


@dataclass
class Shot:
    step: str
    label: str
    files: list[str]
    problems: list[str]


@dataclass
class Looks:
    """The PNGs and the problems, step by step."""

    out: Path
    language: str
    shots: list[Shot] = field(default_factory=list)
    count: int = 0
    clock_size: tuple[int, int] | None = None  # the big screen's size in its window, as it first opened

    def _kept_its_size(self, window: QWidget) -> list[str]:
        """The big screen in its window keeps the size it opened with, whatever it shows (it once grew to fit)."""
        if not isinstance(window, ClockDisplay) or window.isFullScreen():
            return []
        size = (window.width(), window.height())
        if self.clock_size is None:
            self.clock_size = size
        if size == self.clock_size:
            return []
        return [f"grew from {self.clock_size[0]}x{self.clock_size[1]} to {size[0]}x{size[1]} in its window"]

    def look(self, step: str, label: str, windows: list[QWidget] | None = None) -> list[str]:
        """Photograph the X screen and each window (or only ``windows``); check each; the problems found."""
        self.count += 1
        stem = f"{self.count:02d}-{slug(label)}"
        files, problems = [], []
        if windows is None:
            screen = QGuiApplication.primaryScreen()
            path = self.out / f"{stem}-screen.png"
            screen.grabWindow(0).save(str(path), "PNG", FAST)
            files.append(path.name)
        for window in windows if windows is not None else on_screen():
            name = kind_of(window)
            path = self.out / f"{stem}-{name}.png"
            window.grab().save(str(path), "PNG", FAST)
            files.append(path.name)
            found = window_problems(window, self.language) + self._kept_its_size(window)
            problems += [f"{name} ({window.windowTitle()}): {p}" for p in found]
        self.shots.append(Shot(step, label, files, problems))
        return problems
