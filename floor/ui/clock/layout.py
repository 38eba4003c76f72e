"""A column of the big screen, fitted in one pass: every font from the window height, all of them scaled down
together until the sum of their line heights (measured, never assumed) fits the column's height.

Rows the column can spare (the last places paid, the oldest moves) go first when even smaller fonts would be
too small; a row that still does not fit is left off, never cut. Nothing here asks the window for room.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QRect
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QWidget

from floor.ui.clock.text import MIN_PIXELS, FitLabel, fitted, height_of, sized, template, width_of

FLOOR_SCALE = 0.6  # fonts shrink together to this share of their size before spare rows are left off
LAST_SCALE = 0.25  # below it a row is left off rather than shown unreadable
MIN_SQUARE = 60  # a QR smaller than this is not scanned from a seat
MIN_PICTURE = 16  # a logo lower than this is left off


@dataclass
class Row:
    """A line: one label across the column, or a pair side by side (the first at the left, the last at the right).

    ``pad`` gives a banner's box room around the text (a share of its font size); ``space`` is a gap above the row
    (a share of the window height); ``group`` gives rows one size (the smallest any of them needs).
    """

    labels: tuple[FitLabel, ...]
    group: str = ""
    pad: float = 0.0
    space: float = 0.0
    spare: bool = False
    steady: bool = False  # measured with its digits at their widest (the running time)
    foot: bool = False  # stacked against the foot of the column
    entry: int = -1  # rows of one entry (a move's name and place) are left off together

    @property
    def share(self) -> float:
        return self.labels[0].share

    def shown(self) -> bool:
        return any(label.text() for label in self.labels)

    def texts(self) -> list[str]:
        return [template(label.text()) if self.steady else label.text() for label in self.labels]


@dataclass
class Square:
    """A square widget (the lobby's QR): its side a share of the window height, never wider than the column."""

    widget: QWidget
    share: float
    space: float = 0.0
    wanted: bool = True
    foot: bool = False

    def shown(self) -> bool:
        return self.wanted


@dataclass
class Picture:
    """A picture kept in proportion (the club's logo): its height a share of the window height, narrowed to the
    column's width if need be, placed against the column's right edge."""

    widget: QWidget
    share: float
    aspect: float  # width over height
    space: float = 0.0
    wanted: bool = True
    foot: bool = False

    def shown(self) -> bool:
        return self.wanted

    def width(self, size: int) -> int:
        return max(1, round(size * self.aspect))


Item = Row | Square | Picture


def _gap(pixels: int) -> int:
    return max(4, pixels // 2)


def _body(base: QFont, item: Item, size: int) -> int:
    """The height an item takes at ``size``: a square's side, or its tallest font's line and a banner's box."""
    if isinstance(item, Square | Picture):
        return size
    line = max(height_of(sized(base, size, bold=label.bold)) for label in item.labels)
    return line + 2 * int(item.pad * size)


@dataclass
class Fit:
    """What a column came to: each shown item's size (pixels of its font, or the square's side) and height."""

    sizes: dict[int, int] = field(default_factory=dict)  # index -> pixels (rows) or side (squares)
    heights: dict[int, int] = field(default_factory=dict)  # index -> the room it takes, its space above included
    total: int = 0


def _row_pixels(base: QFont, row: Row, wanted: int, width: int) -> int:
    texts = row.texts()
    if len(row.labels) == 1:
        inner = width - 2 * int(row.pad * wanted)
        return fitted(base, texts[0], wanted, inner, bold=row.labels[0].bold)
    pixels = max(MIN_PIXELS, wanted)
    while True:
        need = sum(width_of(sized(base, pixels, bold=label.bold), text) for label, text in zip(row.labels, texts,
                                                                                              strict=True))
        need += _gap(pixels) * (len(row.labels) - 1)
        if need <= width:
            return pixels
        if pixels == MIN_PIXELS:
            return 0
        pixels = max(MIN_PIXELS, min(pixels - 1, pixels * width // need))


def measure(base: QFont, items: list[Item], width: int, height: int, scale: float) -> Fit:
    fit = Fit()
    for index, item in enumerate(items):
        if isinstance(item, Square):
            side = min(width, int(item.share * height * scale))
            if side >= MIN_SQUARE:
                fit.sizes[index] = side
            continue
        if isinstance(item, Picture):
            tall = int(item.share * height * scale)
            if item.width(tall) > width:
                tall = int(width / item.aspect)
            if tall >= MIN_PICTURE:
                fit.sizes[index] = tall
            continue
        pixels = _row_pixels(base, item, int(item.share * height * scale), width)
        if pixels:
            fit.sizes[index] = pixels
    groups: dict[str, int] = {}
    for index, pixels in fit.sizes.items():
        item = items[index]
        if isinstance(item, Row) and item.group:
            groups[item.group] = min(groups.get(item.group, pixels), pixels)
    for index in fit.sizes:
        item = items[index]
        if isinstance(item, Row) and item.group:
            fit.sizes[index] = groups[item.group]
    first = True
    for index, size in fit.sizes.items():
        item = items[index]
        space = 0 if first else int(item.space * height * scale)
        first = False
        fit.heights[index] = space + _body(base, item, size)
        fit.total += fit.heights[index]
    return fit


def fit_column(base: QFont, items: list[Item], width: int, limit: int, height: int, *,
               floor: float = FLOOR_SCALE) -> tuple[list[Item], Fit]:
    """The items that fit ``width`` x ``limit`` and their sizes: scaled together (down to ``floor``), then spare
    rows left off from the last, then smaller still; ``height`` is the window's, which the shares are of."""
    shown = [item for item in items if item.shown()]
    scale = 1.0
    while True:
        fit = measure(base, shown, width, height, scale)
        if fit.total <= limit:
            return shown, fit
        spare = [i for i, item in enumerate(shown) if isinstance(item, Row) and item.spare]
        if scale > floor:
            scale = max(floor, scale * max(0.8, min(0.97, limit / fit.total)))
        elif spare:
            last = shown[spare[-1]]
            together = {i for i in spare if isinstance(last, Row) and last.entry >= 0
                        and getattr(shown[i], "entry", -1) == last.entry} | {spare[-1]}
            shown = [item for i, item in enumerate(shown) if i not in together]
        elif scale > LAST_SCALE:
            scale *= 0.9
        elif shown:
            shown.pop()
        else:
            return shown, fit


def place(base: QFont, items: list[Item], fit: Fit, rect: QRect, *, centred: bool = False) -> list[QWidget]:
    """Put the fitted items in ``rect``: from the top, the ``foot`` ones against the foot (or the whole stack in
    the middle); the widgets placed (the others are to be hidden)."""
    placed: list[QWidget] = []
    indices = sorted(fit.sizes)
    heads = [i for i in indices if not items[i].foot]
    feet = [i for i in indices if items[i].foot]
    head_total = sum(fit.heights[i] for i in heads)
    y = rect.y() + ((rect.height() - fit.total) // 2 if centred else 0)
    for index in heads + feet:
        if feet and index == feet[0]:
            y = max(rect.y() + head_total, rect.y() + rect.height() - sum(fit.heights[i] for i in feet))
        item, size = items[index], fit.sizes[index]
        room = fit.heights[index]
        body = _body(base, item, size)
        top = y + room - body
        if isinstance(item, Picture):
            wide = min(rect.width(), item.width(size))
            item.widget.setGeometry(QRect(rect.x() + rect.width() - wide, top, wide, size))
            placed.append(item.widget)
        elif isinstance(item, Square):
            item.widget.setFixedSize(size, size)
            item.widget.setGeometry(QRect(rect.x() + (rect.width() - size) // 2, top, size, size))
            placed.append(item.widget)
        else:
            placed += _place_row(base, item, size, QRect(rect.x(), top, rect.width(), body))
        y += room
    return placed


def _place_row(base: QFont, row: Row, pixels: int, box: QRect) -> list[QWidget]:
    """One label across the box; or a pair: the last as wide as its text against the right, the first the rest."""
    fonts = [sized(base, pixels, bold=label.bold) for label in row.labels]
    if len(row.labels) == 1:
        row.labels[0].place(box, fonts[0])
        return [row.labels[0]]
    first, last = row.labels
    need = width_of(fonts[1], row.texts()[1])
    first.place(QRect(box.x(), box.y(), box.width() - need - _gap(pixels), box.height()), fonts[0])
    last.place(QRect(box.x() + box.width() - need, box.y(), need, box.height()), fonts[1])
    return [first, last]
