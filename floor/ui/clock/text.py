"""Text on the big screen that fits: fonts sized from the window, measured before they are used, and labels placed
where the display computed (no layout asks the window for room, so the window keeps the size it is given).

A text fits a rectangle when its advance and its font's line height (ascent and descent) are inside it: what
:func:`fits` checks and what :meth:`floor.ui.clock.display.ClockDisplay.drawn` reports.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

BACKGROUND = "#0b0f14"
TEXT = "#f2f5f8"
DIM = "#8a96a3"
ACCENT = "#ffcf4d"
ALERT = "#ff5a4f"
STRIPE = "#131a22"  # every other row of the seating, so a name leads the eye to its numbers
NOTICE = "#1565c0"  # the floor's announcement: its box (white text on it)
NOTICE_TEXT = "#ffffff"
MIN_PIXELS = 8  # below this a line is left off rather than shown unreadable
SLACK = 2  # pixels kept beside a text for antialiasing and side bearings


@dataclass(frozen=True, slots=True)
class Theme:
    """The big screen's colours: each role (the dark theme's colour names it) painted in this theme's colour."""

    key: str
    background: str = BACKGROUND
    text: str = TEXT
    dim: str = DIM
    accent: str = ACCENT
    alert: str = ALERT
    stripe: str = STRIPE
    notice: str = NOTICE
    notice_text: str = NOTICE_TEXT

    def of(self, role: str) -> str:
        """The colour of ``role`` (one of this module's colours) in this theme; anything else is kept as given."""
        return {BACKGROUND: self.background, TEXT: self.text, DIM: self.dim, ACCENT: self.accent, ALERT: self.alert,
                STRIPE: self.stripe, NOTICE: self.notice, NOTICE_TEXT: self.notice_text}.get(role, role)


DARK = Theme("dark")  # today's screen: light text on a near-black room


class Drawn(NamedTuple):
    """One text on screen, where it is drawn (window coordinates) and in which font."""

    text: str
    rect: QRect
    font: QFont


def sized(base: QFont, pixels: int, *, bold: bool = False) -> QFont:
    font = QFont(base)
    font.setPixelSize(max(1, pixels))
    font.setBold(bold)
    return font


def width_of(font: QFont, text: str) -> int:
    """The width a text needs in ``font``: its advance, or its ink where that reaches further, and a little slack."""
    metrics = QFontMetrics(font)
    ink = metrics.boundingRect(text)
    return max(metrics.horizontalAdvance(text), ink.x() + ink.width()) - min(0, ink.x()) + SLACK


def height_of(font: QFont) -> int:
    return QFontMetrics(font).height()


def fits(text: str, rect: QRect, font: QFont) -> bool:
    """The text's advance and line height are inside ``rect`` (what nothing clipped means here)."""
    metrics = QFontMetrics(font)
    return metrics.horizontalAdvance(text) <= rect.width() and metrics.height() <= rect.height()


def fitted(base: QFont, text: str, pixels: int, width: int, *, bold: bool = False) -> int:
    """The largest size up to ``pixels`` at which ``text`` fits ``width``; 0 when not even the smallest does."""
    pixels = max(MIN_PIXELS, pixels)
    if not text:
        return pixels
    need = width_of(sized(base, pixels, bold=bold), text)
    if need > width:  # advances grow almost in step with the size: start near the answer, then step down
        pixels = max(MIN_PIXELS, min(pixels - 1, pixels * width // need))
        while width_of(sized(base, pixels, bold=bold), text) > width:
            if pixels == MIN_PIXELS:
                return 0
            pixels = max(MIN_PIXELS, pixels * 97 // 100 if pixels > 40 else pixels - 1)
    return pixels


def template(text: str) -> str:
    """The text with every digit made the widest one: a running time keeps one size as its digits change."""
    return "".join("0" if ch.isdigit() else ch for ch in text)


class FitLabel(QLabel):
    """A line of the big screen: plain text, a font the display sets, at a place the display sets.

    ``share`` is the font's size as a share of the window height before anything is shrunk to fit; a banner
    (``background``) has a coloured box with room around its text.
    """

    def __init__(self, parent: QWidget, share: float, *, bold: bool = False, color: str = TEXT,
                 align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter, background: str = "") -> None:
        super().__init__(parent)
        self.share = share
        self.bold = bold
        self.background = background
        self.theme: Theme = DARK  # the colours above are roles: the theme in use paints each in its own colour
        self.role = color
        self._color = ""
        self.setTextFormat(Qt.TextFormat.PlainText)  # a player's name is shown as typed, never as markup
        self.setAlignment(align | Qt.AlignmentFlag.AlignVCenter)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.setMargin(0)
        self.setIndent(0)
        self.set_color(color)

    def set_color(self, color: str, background: str | None = None) -> None:
        """The text's colour (and the banner's), as roles the theme paints; the style is set again only when it
        changes."""
        if background is not None:
            self.background = background
        self.role = color
        ink, box = self.theme.of(color), self.theme.of(self.background)
        wanted = (f"color: {ink}; background: {box}; border-radius: 8px; padding: 0px;"
                  if self.background else f"color: {ink}; background: transparent; padding: 0px;")
        if wanted != self._color:
            self._color = wanted
            self.setStyleSheet(wanted)

    def use_theme(self, theme: Theme) -> None:
        """Painted in ``theme``'s colours from now on."""
        if theme is not self.theme:
            self.theme = theme
            self.set_color(self.role)

    def place(self, rect: QRect, font: QFont) -> None:
        if font != self.font():
            self.setFont(font)
        if rect != self.geometry():
            self.setGeometry(rect)
        self.setVisible(True)
