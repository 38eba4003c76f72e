"""The big-screen tournament clock: readable across a room, dark and high-contrast.

It shows a :class:`~floor.ui.clock.board.Board` from a provider it polls four times a second
(time is computed from timestamps, so polling only repaints). Every line's font and place are computed
from the window's size in one pass (floor/ui/clock/layout.py): the fonts of a column shrink together until
their measured line heights fit, a line too wide for its column shrinks further, and nothing asks the window
for room, so the window keeps exactly the size it is given (a screen, full screen, or a window).
:meth:`ClockDisplay.drawn` lists every text on screen with its box and font, for the tests.

When the board carries the seating (the floor turned it on at the console), the clock shrinks
to a band across the top and the rest of the screen lists every player's table and seat by name,
in as many columns as fit, with the recent moves beside them; pages turn when the names do not fit.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QEvent, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import (
    QColor,
    QHideEvent,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QWidget

from floor.core.errors import FloorError
from floor.ui.clock.board import MOVE, MOVES_SHOWN, PANEL_ROWS, Board, Panel
from floor.ui.clock.layout import Item, Picture, Row, Square, fit_column, place
from floor.ui.clock.logo import LogoView, logo_or_none
from floor.ui.clock.look import Look, panel_now
from floor.ui.clock.seating_page import SEATING_SHARE, SeatingView
from floor.ui.clock.text import (
    ACCENT,
    ALERT,
    BACKGROUND,
    DIM,
    NOTICE,
    NOTICE_TEXT,
    TEXT,
    Drawn,
    FitLabel,
    fitted,
    height_of,
    sized,
    template,
    width_of,
)
from floor.ui.clock.themes import theme
from floor.ui.common.language import spoken, tr
from floor.ui.common.qr_view import Matrix, QrView

__all__ = ["ClockDisplay", "Sounding"]

REFRESH_MS = 250
MARGIN = 0.02  # the screen's edge, as a share of its height: the prize amounts end this far from the right
BANNER_PAD = 0.12  # a banner's box around its text, as a share of its font
PORTRAIT_CENTRE = 52  # on a portrait screen, the clock's share of the height (percent); the side has the rest
LEFT = Qt.AlignmentFlag.AlignLeft
RIGHT = Qt.AlignmentFlag.AlignRight

Provider = Callable[[], Board]
Looks = Callable[[], Look]  # the layout chosen in Settings, asked at each refresh


class Sounding(Protocol):
    """What the display needs of a sound player (``floor.ui.common.sounds.Sounder``, or a test's fake)."""

    reason: str

    @property
    def available(self) -> bool: ...

    def play(self, kind: str) -> bool: ...


def _stopped(board: Board) -> str:
    if board.paused:
        return tr("ClockDisplay", "PAUSED")
    return "" if board.started else tr("ClockDisplay", "NOT STARTED")


CHIP_SHARE = 0.055  # a chip's disc, of the window's height


def chip_label(denomination: int) -> str:
    """What a chip says on its face, as the chips in the room print it: 500, 1K, 25K, 1M."""
    for unit, mark in ((1_000_000, "M"), (1_000, "K")):
        if denomination >= unit and denomination % unit == 0:
            return f"{denomination // unit}{mark}"
    return str(denomination)


class ChipStrip(QWidget):
    """The chips still on the tables, as small discs of their colours with their value, centred in its box."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.chips: tuple[tuple[int, str], ...] = ()

    def show_chips(self, chips: tuple[tuple[int, str], ...]) -> None:
        if chips != self.chips:
            self.chips = chips
            self.update()

    def discs(self) -> list[tuple[QRect, int, str]]:
        """Each chip's disc (its box in the strip), its value and colour: as large as the height and width allow."""
        count = len(self.chips)
        if not count:
            return []
        gap = max(2, self.height() // 6)
        side = max(1, min(self.height(), (self.width() - gap * (count - 1)) // count))
        left = (self.width() - count * side - gap * (count - 1)) // 2
        top = (self.height() - side) // 2
        return [(QRect(left + i * (side + gap), top, side, side), value, colour)
                for i, (value, colour) in enumerate(self.chips)]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for box, value, colour in self.discs():
            fill = QColor(colour)
            dark = fill.lightnessF() > 0.6
            painter.setPen(QPen(QColor(DIM), max(1, box.width() // 24)))
            painter.setBrush(fill)
            painter.drawEllipse(box)
            edge = QPen(QColor("#202020" if dark else "#f4f4f4"), max(1, box.width() // 10), Qt.PenStyle.DashLine)
            painter.setPen(edge)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inset = box.width() // 8
            painter.drawEllipse(box.adjusted(inset, inset, -inset, -inset))
            text = chip_label(value)
            font = sized(self.font(), max(1, box.height() // 3), bold=True)
            room = box.width() * 3 // 5
            while font.pixelSize() > 4 and width_of(font, text) > room:
                font = sized(self.font(), font.pixelSize() - 1, bold=True)
            painter.setFont(font)
            painter.setPen(QColor("#101010" if dark else "#ffffff"))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        painter.end()


class ClockDisplay(QWidget):
    """The window players look at."""

    def __init__(self, provider: Provider, *, poll: bool = True, sounder: Sounding | None = None,
                 look: Looks = Look) -> None:
        super().__init__()
        self.provider = provider
        self.looks = look
        self.look = Look()
        self.clock: Callable[[], float] = time.monotonic  # turns the side panels (tests hold it where they want)
        self.sounder = sounder
        self._last_alert = ""
        self._laid_out: tuple[object, ...] = ()
        self.note = ""  # a standing remark at the foot, e.g. that there is no audio device
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, QColor(BACKGROUND))
        self.setPalette(palette)
        self.setAutoFillBackground(True)
        self._clock_page = QWidget(self)
        self._seating_page = QWidget(self)
        self._seating_page.setVisible(False)
        clock, seating = self._clock_page, self._seating_page
        self.name = FitLabel(clock, 0.04, color=DIM)
        self.alert = FitLabel(clock, 0.062, bold=True, color=BACKGROUND, background=ALERT)
        self.paused_banner = FitLabel(clock, 0.062, bold=True, color=BACKGROUND, background=ACCENT)
        self.title = FitLabel(clock, 0.08, bold=True, color=ACCENT)
        self.time = FitLabel(clock, 0.28, bold=True)
        self.blinds = FitLabel(clock, 0.10, bold=True)
        self.ante = FitLabel(clock, 0.05)
        self.game = FitLabel(clock, 0.04, color=ACCENT)
        self.color_up = FitLabel(clock, 0.05, bold=True, color=ALERT)
        self.next_up = FitLabel(clock, 0.042, color=DIM)
        self.to_break = FitLabel(clock, 0.042, color=DIM)
        self._side_labels = {key: FitLabel(clock, 0.032, color=DIM) for key in ("players", "average", "pool")}
        self.players = FitLabel(clock, 0.058, bold=True)
        self.average = FitLabel(clock, 0.058, bold=True)
        self.pool = FitLabel(clock, 0.058, bold=True)
        self.bounties = FitLabel(clock, 0.03, color=DIM)  # a bounty tournament's book in one line
        self.chip_strip = ChipStrip(clock)  # the chips still in play, in their colours
        self.chip_strip.setVisible(False)
        self.payout_lines: list[tuple[FitLabel, FitLabel]] = []  # the side panel's lines (the payouts, or another)
        self.panel_title = FitLabel(clock, 0.03, color=DIM)
        self.panel: Panel | None = None  # the panel on screen now
        self.time_of_day = FitLabel(clock, 0.05, bold=True)
        self.logo = LogoView(clock)
        self.announcement = FitLabel(self, 0.052, bold=True, color=NOTICE_TEXT, background=NOTICE)
        # The lobby's QR while the player pages are on: phones find their seat and follow this clock.
        self.lobby_caption = FitLabel(clock, 0.028, bold=True, color=ACCENT)
        self.lobby_qr = QrView(0)
        self.lobby_qr.setParent(clock)
        self.lobby_url = FitLabel(clock, 0.024, color=DIM)
        # The seating page: the clock as a band across the top, the names below, the recent moves beside them.
        self.band_title = FitLabel(seating, 0.05, bold=True, color=ACCENT)
        self.band_name = FitLabel(seating, 0.026, color=DIM)
        self.band_time = FitLabel(seating, 0.11, bold=True)
        self.band_blinds = FitLabel(seating, 0.05, bold=True)
        self.band_ante = FitLabel(seating, 0.03)
        self.band_players_label = FitLabel(seating, 0.026, color=DIM)
        self.band_players = FitLabel(seating, 0.05, bold=True)
        self.band_banner = FitLabel(seating, 0.045, bold=True, color=BACKGROUND, background=ACCENT)
        self.moves_title = FitLabel(seating, 0.03, color=DIM, align=LEFT)
        self.move_lines = [(FitLabel(seating, SEATING_SHARE, align=LEFT),
                            FitLabel(seating, SEATING_SHARE * 0.85, bold=True, color=ACCENT, align=LEFT))
                           for _ in range(MOVES_SHOWN)]
        self.no_moves = FitLabel(seating, 0.026, color=DIM, align=LEFT)
        self.seating_view = SeatingView(seating)
        self.problem = FitLabel(self, 0.03, color=ALERT)
        for label in self.findChildren(FitLabel):
            label.setVisible(False)
        self.lobby_qr.setVisible(False)
        self.logo.setVisible(False)
        self.last: Board | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(REFRESH_MS)
        self.timer.timeout.connect(self.refresh)
        self.polling = poll
        if poll:
            self.timer.start()
        self.retranslate()
        self.refresh()

    def retranslate(self) -> None:
        """The words that are not part of a frame, in the language in use."""
        self._title()
        for key, text in (("players", tr("ClockDisplay", "PLAYERS")), ("average", tr("ClockDisplay", "AVERAGE STACK")),
                          ("pool", tr("ClockDisplay", "PRIZE POOL"))):
            self._side_labels[key].setText(text)
        self.band_players_label.setText(tr("ClockDisplay", "PLAYERS"))
        self.moves_title.setText(tr("ClockDisplay", "RECENT MOVES"))
        if self.lobby_qr.matrix is not None:
            self.lobby_caption.setText(tr("ClockDisplay", "SCAN: YOUR SEAT & THE CLOCK"))

    def showEvent(self, event: QShowEvent) -> None:
        """Polling runs while the display is open: a closed one (kept to be opened again) asks for nothing."""
        if self.polling and not self.timer.isActive():
            self.timer.start()
        super().showEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        self.timer.stop()
        super().hideEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        """Another language chosen: the fixed words change now, the frame at once."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.isVisible():  # a closed display asks its provider for nothing
                self.refresh()
            else:
                self._fit()
        super().changeEvent(event)

    # -- what is shown ------------------------------------------------------------------------
    def set_lobby(self, lobby: tuple[str, Matrix] | None) -> None:
        """Show the lobby's address and QR under the payouts (the player pages are on), or nothing."""
        url, matrix = lobby if lobby is not None else ("", None)
        self.lobby_caption.setText(tr("ClockDisplay", "SCAN: YOUR SEAT & THE CLOCK") if lobby else "")
        self.lobby_url.setText(url.removeprefix("http://").rstrip("/"))
        self.lobby_qr.show_matrix(matrix)
        self._fit()

    def use_look(self, look: Look) -> None:
        """The layout chosen in Settings: its theme painted, its logo read (once per choice), then laid out again."""
        logo = look.logo != self.look.logo or (look.logo and self.logo.image is None)
        self.look = look
        painted = theme(look.theme)
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, QColor(painted.background))
        self.setPalette(palette)
        for label in self.findChildren(FitLabel):
            label.use_theme(painted)
        self.seating_view.theme = painted
        self.seating_view.update()
        if logo:
            self.logo.show_image(logo_or_none(look.logo))
        self._laid_out = ()

    def refresh(self) -> None:
        """Ask for the current board and show it; a failure keeps the last frame and says why."""
        look = self.looks()
        if look != self.look:
            self.use_look(look)
        try:
            board = self.provider()
        except FloorError as err:
            said = spoken(err.message)
            self.problem.setText(said[:1].upper() + said[1:])  # a refusal of the core is a sentence here
            self._fit()
            return
        self._sound(board)
        self.problem.setText(self.note)
        self.show_board(board)

    def _sound(self, board: Board) -> None:
        """One tone per notice; without audio, say so once."""
        if not board.alert_key or board.alert_key == self._last_alert or self.sounder is None:
            return
        self._last_alert = board.alert_key
        if self.sounder.available:
            self.sounder.play(board.alert_key.split("@", 1)[0])
        elif not self.note:
            self.note = self.sounder.reason[:1].upper() + self.sounder.reason[1:]

    def _title(self) -> None:
        """The window's title names its tournament (two events' clocks are told apart on the taskbar)."""
        named = self.last.tournament if self.last is not None else ""
        self.setWindowTitle(tr("ClockDisplay", "{tournament} — clock", tournament=named) if named
                            else tr("ClockDisplay", "Floor — tournament clock"))

    def show_board(self, board: Board) -> None:
        named = self.last is None or board.tournament != self.last.tournament
        self.last = board
        if named:
            self._title()
        stopped = board.paused or not board.started
        digits = DIM if stopped else (ALERT if board.warning else TEXT)
        for label, text in ((self.name, board.tournament), (self.title, board.title), (self.time, board.time),
                            (self.paused_banner, _stopped(board)), (self.blinds, board.blinds),
                            (self.ante, board.ante), (self.game, board.game),
                            (self.next_up, board.next_up if self.look.next_up else ""),
                            (self.to_break, board.to_break if self.look.next_up else ""),
                            (self.color_up, board.color_up), (self.alert, board.alert), (self.players, board.players),
                            (self.average, board.average), (self.pool, board.pool), (self.bounties, board.bounties),
                            (self.time_of_day, board.time_of_day if self.look.time_of_day else ""),
                            (self.announcement, board.announcement)):
            label.setText(text)
        self.time.set_color(digits)
        self.chip_strip.show_chips(board.chips)
        self._show_panel(board)
        self._show_seating(board, digits)
        self._fit()

    def _show_seating(self, board: Board, digits: str) -> None:
        """The seating page, when the board carries the seating: the same clock, smaller, over the names."""
        seating = board.seating
        self._clock_page.setVisible(seating is None)
        self._seating_page.setVisible(seating is not None)
        if seating is None:
            self.seating_view.seating = None
            return
        self.band_title.setText(board.title)
        self.band_name.setText(board.tournament)
        self.band_time.setText(board.time)
        self.band_time.set_color(digits)
        self.band_blinds.setText(board.blinds or board.next_up)  # on a break: what comes next, and the color-up
        self.band_ante.setText(board.ante or board.color_up)
        self.band_players.setText(board.players)
        self.band_banner.setText(board.alert or _stopped(board))
        self.band_banner.set_color(BACKGROUND, ALERT if board.alert else ACCENT)
        for i, (name, where) in enumerate(self.move_lines):
            move = seating.moves[i] if i < len(seating.moves) else None
            name.setText("" if move is None else move.headline())
            where.setText("" if move is None else move.where())
            heading = move is not None and move.kind != MOVE  # a table broken, the final table drawn: a heading
            name.bold = heading
            name.set_color(ACCENT if heading else TEXT)
        self.no_moves.setText("" if seating.moves else tr("ClockDisplay", "No moves in the last {minutes} minutes",
                                                           minutes=seating.minutes))
        self.seating_view.show_seating(seating, max(1, self.height()))

    def turn(self) -> tuple[Panel | None, int]:
        """The panel whose turn it is, and the page of its lines, by the display's clock (a display matter, not a
        tournament's): :func:`floor.ui.clock.look.panel_now` decides."""
        board = self.last
        if board is None:
            return None, 0
        return panel_now(self.look, board.panels, seconds=self.clock(), is_break=board.is_break)

    def _show_panel(self, board: Board) -> None:
        """The side panel whose turn it is: its heading and its lines."""
        panel, page = self.turn()
        self.panel = panel
        self.panel_title.setText("" if panel is None else panel.title)
        rows = () if panel is None else panel.page(page)
        if panel is not None and panel.pages > 1:
            self.panel_title.setText(tr("ClockDisplay", "{title} ({page} of {pages})", title=panel.title,
                                        page=page % panel.pages + 1, pages=panel.pages))
        self._show_payouts(rows[:PANEL_ROWS])

    def _show_payouts(self, payouts: tuple[tuple[str, str], ...]) -> None:
        while len(self.payout_lines) < len(payouts):
            self.payout_lines.append((FitLabel(self._clock_page, 0.036, color=DIM, align=LEFT),
                                      FitLabel(self._clock_page, 0.036, bold=True, align=RIGHT)))
        for i, (place_label, amount) in enumerate(self.payout_lines):
            text = payouts[i] if i < len(payouts) else ("", "")
            place_label.setText(text[0])
            amount.setText(text[1])

    # -- where it goes ------------------------------------------------------------------------
    def margin(self) -> int:
        """The room kept at the screen's edges (and between the columns)."""
        return max(4, round(self.height() * MARGIN))

    def _stopped(self) -> bool:
        return self.last is not None and (self.last.paused or not self.last.started)

    def _fit(self) -> None:
        """Every line's font and place for the window's size, in one pass (again only when something changed)."""
        labels = self.findChildren(FitLabel)
        key = (self.width(), self.height(), self.font().key(), self._seating_page.isVisibleTo(self),
               self.lobby_qr.matrix is not None, self._stopped(), self.logo.aspect if self.logo.image else 0.0,
               self.chip_strip.chips,
               tuple((template(label.text()), label.bold) for label in labels))
        if key == self._laid_out:
            self.seating_view.update()  # the pages turn by the clock
            return
        self._laid_out = key
        width, height, edge = max(1, self.width()), max(1, self.height()), self.margin()
        base = self.font()
        placed: list[QWidget] = []
        pages = height
        if self.problem.text():
            pixels = fitted(base, self.problem.text(), int(height * self.problem.share), width - 2 * edge)
            if pixels:
                font = sized(base, pixels)
                line = height_of(font)
                pages = max(1, height - line - edge // 2)
                self.problem.place(QRect(edge, pages, width - 2 * edge, line), font)
                placed.append(self.problem)
        if self.announcement.text():  # the floor's line across the foot, above the problem line
            banner, fit = fit_column(base, [Row((self.announcement,), pad=BANNER_PAD)], width - 2 * edge,
                                     int(height * 0.12), height)
            if fit.sizes:
                top = max(1, pages - fit.total - edge // 2)
                placed += place(base, banner, fit, QRect(edge, top, width - 2 * edge, fit.total))
                pages = top
        for page in (self._clock_page, self._seating_page):
            page.setGeometry(0, 0, width, pages)
        if self._seating_page.isVisibleTo(self):
            placed += self._fit_seating(QRect(edge, edge // 2, width - 2 * edge, pages - edge), edge)
        else:
            placed += self._fit_clock(QRect(edge, edge, width - 2 * edge, pages - 2 * edge), edge)
        shown = {id(widget) for widget in placed}
        for label in labels:
            if id(label) not in shown:
                label.setVisible(False)
        if id(self.lobby_qr) not in shown:
            self.lobby_qr.set_side(0)
            self.lobby_qr.setVisible(False)
        else:
            self.lobby_qr.setVisible(True)
        self.logo.setVisible(id(self.logo) in shown)
        self.chip_strip.setVisible(id(self.chip_strip) in shown)

    def _fit_clock(self, inner: QRect, gap: int) -> list[QWidget]:
        """The centre (7 parts) with the time, the side (3 parts) with the players, the money and the lobby; on a
        portrait screen the centre above the side."""
        base, height = self.font(), max(1, self.height())
        if inner.height() > inner.width():  # a portrait screen: the clock above, the side's lines under it, each
            # as wide as the screen (side by side, 40% of the height stayed empty and the side's lines were tiny)
            centre_height = (inner.height() - gap) * PORTRAIT_CENTRE // 100
            centre = QRect(inner.x(), inner.y(), inner.width(), centre_height)
            side = QRect(inner.x(), centre.bottom() + 1 + gap, inner.width(), inner.height() - gap - centre_height)
        else:
            centre_width = (inner.width() - gap) * 7 // 10
            centre = QRect(inner.x(), inner.y(), centre_width, inner.height())
            side = QRect(centre.right() + 1 + gap, inner.y(), inner.width() - gap - centre_width, inner.height())
        banner = self.alert if self.alert.text() else self.paused_banner
        middle: list[Item] = [Row((self.name,))]
        if banner is self.alert or self._stopped():  # a notice takes the paused banner's place for its few seconds
            middle.append(Row((banner,), pad=BANNER_PAD, space=0.006))
        middle += [Row((self.title,), space=0.004), Row((self.time,), steady=True), Row((self.blinds,)),
                   Row((self.ante,)), Row((self.game,)), Row((self.color_up,)),
                   Row((self.next_up,), foot=True, space=0.01), Row((self.to_break,), foot=True)]
        placed = self._column(middle, centre)
        money: list[Item] = []
        if self.logo.image is not None:  # the club's logo in the top corner
            money.append(Picture(self.logo, 0.11, self.logo.aspect))
        money.append(Row((self.time_of_day,), space=0.01))
        for key, value in (("players", self.players), ("average", self.average), ("pool", self.pool)):
            if value.text():  # no frame yet (the first one was refused): no headings over nothing
                money += [Row((self._side_labels[key],), group="side-label", space=0.006),
                          Row((value,), group="side-value")]
        if self.bounties.text():
            money.append(Row((self.bounties,), space=0.006))
        if self.chip_strip.chips:  # as wide as the column: the discs are centred in it
            money.append(Picture(self.chip_strip, CHIP_SHARE, side.width() / max(1.0, CHIP_SHARE * height),
                                 space=0.012))
        money.append(Row((self.panel_title,), space=0.018))
        money += [Row(pair, group="payouts", spare=True, space=0.006 if i == 0 else 0.0)
                  for i, pair in enumerate(self.payout_lines)]
        lobby = self.lobby_qr.matrix is not None
        foot: list[Item] = [Row((self.lobby_caption,), foot=True, space=0.015),
                            Square(self.lobby_qr, 0.26, space=0.006, wanted=lobby, foot=True),
                            Row((self.lobby_url,), foot=True, space=0.004)]
        shown, fit = fit_column(base, money + foot, side.width(), side.height(), height)
        if lobby and not any(isinstance(shown[i], Square) for i in fit.sizes):  # no room to scan: no caption
            shown, fit = fit_column(base, money, side.width(), side.height(), height)
        return placed + place(base, shown, fit, side)

    def _column(self, items: list[Item], rect: QRect, *, floor: float = 0.6, centred: bool = False) -> list[QWidget]:
        shown, fit = fit_column(self.font(), items, rect.width(), rect.height(), max(1, self.height()), floor=floor)
        return place(self.font(), shown, fit, rect, centred=centred)

    def _fit_seating(self, inner: QRect, gap: int) -> list[QWidget]:
        """Band cells share the width 3:3:3:2, the names and the moves 3:1; every line fits its share."""
        base, height = self.font(), max(1, self.height())
        cells = (((self.band_title, self.band_name), 3), ((self.band_time,), 3),
                 ((self.band_blinds, self.band_ante), 3), ((self.band_players_label, self.band_players), 2))
        room = inner.width() - gap * (len(cells) - 1)
        total = sum(stretch for _, stretch in cells)
        fitted_cells = []
        x = inner.x()
        for lines, stretch in cells:
            cell_width = room * stretch // total
            shown, fit = fit_column(base, [Row((line,)) for line in lines], cell_width, int(height * 0.22), height)
            fitted_cells.append((QRect(x, inner.y(), cell_width, 0), shown, fit))
            x += cell_width + gap
        band = max(fit.total for _, _, fit in fitted_cells)
        placed: list[QWidget] = []
        for rect, shown, fit in fitted_cells:
            placed += place(base, shown, fit, QRect(rect.x(), rect.y(), rect.width(), band), centred=True)
        top = inner.y() + band
        if self.band_banner.text():
            shown, fit = fit_column(base, [Row((self.band_banner,), pad=BANNER_PAD)], inner.width(),
                                    int(height * 0.1), height)
            placed += place(base, shown, fit, QRect(inner.x(), top + gap // 2, inner.width(), fit.total))
            top += gap // 2 + fit.total
        top += gap // 2
        body = QRect(inner.x(), top, inner.width(), max(1, inner.bottom() + 1 - top))
        names_width = (body.width() - gap) * 3 // 4
        self.seating_view.setGeometry(QRect(body.x(), body.y(), names_width, body.height()))
        self.seating_view.setVisible(True)
        if self.seating_view.seating is not None:
            self.seating_view.show_seating(self.seating_view.seating, height)
        moves: list[Item] = [Row((self.moves_title,))]
        for i, (name, where) in enumerate(self.move_lines):
            moves += [Row((name,), group="move-name", spare=True, entry=i, space=0.008 if i else 0.006),
                      Row((where,), group="move-where", spare=True, entry=i)]
        moves.append(Row((self.no_moves,), space=0.006))
        rect = QRect(body.x() + names_width + gap, body.y(), body.width() - names_width - gap, body.height())
        return placed + self._column(moves, rect, floor=0.7)

    def drawn(self) -> list[Drawn]:
        """Every text on screen: what it says, the box it is drawn in (window coordinates) and its font."""
        texts = [Drawn(label.text(), QRect(label.mapTo(self, QPoint(0, 0)), label.size()), label.font())
                 for label in self.findChildren(FitLabel) if label.isVisibleTo(self) and label.text()]
        if self.seating_view.isVisibleTo(self):
            texts += self.seating_view.drawn()
        return texts

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Esc leaves full screen; F toggles it."""
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
        elif event.key() == Qt.Key.Key_F:
            self.showNormal() if self.isFullScreen() else self.showFullScreen()
        else:
            super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()
