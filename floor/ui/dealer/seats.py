"""The seats of the dealer station: a row per seat (in the hand, player, cards, chips, dead, fold, all-in), the board.

A row only holds widgets; the window reads them into the hand (:mod:`floor.tournament.hands.entry`) and
writes the hand back. The player is a button: the window offers the players to seat there for this hand
(:mod:`floor.ui.dealer.players`). Chips are typed as the seat's total for the hand ("1200") or bet by bet: the
``+`` button adds a '+' so the next street's bet can be typed after it ("200+400+600"). The dead field
shows, in grey, the part of those chips the level makes dead money (the ante, a big-blind ante); what the
dealer types there replaces it for this hand, and clearing it goes back to the level's. Under the board, a row
holds the window's tools for the hand (Clear hand, Deck check…), where the seats leave room.
Sizes are for 1280x720 and grow with the window (:meth:`SeatsPanel.set_scale`); a header wraps rather than
widen its column. Every word is put again by ``retranslate`` when the desk switches language.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from floor.i18n.catalog import marked
from floor.ui.common.language import tr
from floor.ui.dealer.cards import TARGET_PX, TEXT_PX, CardField, cards_width, px

HEADERS = (marked("SeatsPanel", "Seat"), marked("SeatsPanel", "Player"), marked("SeatsPanel", "Cards"),
           marked("SeatsPanel", "Chips this hand"), "", marked("SeatsPanel", "Dead"), marked("SeatsPanel", "Fold"),
           marked("SeatsPanel", "All-in"))
CURRENT_STYLE = "background: #fff8e1; border: 2px solid #f9a825; border-radius: 4px;"


def dead_tip(seat: int | None) -> str:
    """The dead field's tooltip: for one seat, or (None) for the column's header."""
    if seat is None:
        return tr("SeatsPanel", "Dead money in seat each's chips: the ante; a big-blind ante is what the big blind put "
                  "in above the blind, up to the ante (BT-13). It goes to the main pot and makes the seat eligible "
                  "for no more. Grey: from the level (with classic antes and a seat all in for the ante or less, 0: "
                  "every seat matched the antes, so they count as live chips). Type an amount to correct it for this "
                  "hand; clear it to go back to the level's.")
    return tr("SeatsPanel", "Dead money in seat {seat}'s chips: the ante; a big-blind ante is what the big blind put "
              "in above the blind, up to the ante (BT-13). It goes to the main pot and makes the seat eligible for "
              "no more. Grey: from the level (with classic antes and a seat all in for the ante or less, 0: every "
              "seat matched the antes, so they count as live chips). Type an amount to correct it for this hand; "
              "clear it to go back to the level's.", seat=seat)


class NameButton(QPushButton):
    """The seat's player, a touch target: tapped, the window offers the players to seat there for this hand.

    The name is cut with '…' when the column is narrower than it (the tooltip has it whole); a player the
    dealer seated for this hand shows in blue, with the seating's player in the tooltip."""

    PAD = 3  # from the edge to the text, each side: the border and its padding

    def __init__(self) -> None:
        super().__init__()
        self.full = ""
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes from cards to cards, as the '+' button
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.set_look(occupied=True, corrected=False)

    def set_name(self, text: str, tip: str = "") -> None:
        self.full = text
        tip = tip or tr("SeatsPanel", "Tap to seat another player here for this hand")
        self.setToolTip("\n".join(t for t in (text, tip) if t))
        self._elide()

    def set_look(self, *, occupied: bool, corrected: bool) -> None:
        """Tinted as a button (not a field to type in); a corrected seat in blue, an empty one grey."""
        color = "#0d47a1" if corrected else "#212121" if occupied else "#9e9e9e"
        border = 2 if corrected else 1
        self.setStyleSheet(f"QPushButton {{ text-align: left; padding: 0 {self.PAD - border}px; color: {color};"
                           f" border: {border}px solid {'#1565c0' if corrected else '#b0bec5'}; border-radius: 4px;"
                           f" background: {'#e3f2fd' if corrected else '#f7f9fa'}; }}"
                           " QPushButton:pressed { background: #bbdefb; }")
        self.refit()

    def resizeEvent(self, e: QResizeEvent) -> None:
        super().resizeEvent(e)
        self._elide()

    def refit(self) -> None:
        """After a font change: the name cut again for the new metrics."""
        self.ensurePolished()
        self._elide()

    def _elide(self) -> None:
        room = self.width() - 2 * self.PAD
        text = self.fontMetrics().elidedText(self.full, Qt.TextElideMode.ElideRight, max(0, room))
        self.setText(text.replace("&", "&&"))  # a '&' in a name is no shortcut

    def shown(self) -> str:
        """The name as it reads on the button."""
        return self.text().replace("&&", "&")


def check_style(scale: float) -> str:
    box = px(28, scale)
    return (f"QCheckBox {{ spacing: {px(6, scale)}px; }} "
            f"QCheckBox::indicator {{ width: {box}px; height: {box}px; }}")


class SeatRow:
    """The widgets of one seat, laid out in the seats grid."""

    def __init__(self, seat: int, scale: float = 1.0, hole: tuple[int, bool] = (7, True)) -> None:
        self.seat = seat
        self.in_hand = QCheckBox(str(seat))
        self.name = NameButton()
        self.cards = CardField("")
        self.chips = QLineEdit()
        self.chips.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.plus = QPushButton("+")
        self.plus.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.plus.clicked.connect(self.add_bet)
        self.dead = QLineEdit()
        self.dead.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.folded = QCheckBox()
        self.all_in = QCheckBox()
        self.retranslate()
        self.set_scale(scale, hole)

    def retranslate(self) -> None:
        """The row's placeholders and tooltips in the language in use (the name is the window's)."""
        seat = self.seat
        self.in_hand.setToolTip(tr("SeatsPanel", "In this hand (untick a seat that was not dealt in)"))
        self.cards.setPlaceholderText(tr("SeatsPanel", "cards"))
        self.chips.setPlaceholderText(tr("SeatsPanel", "chips"))
        self.plus.setToolTip(tr("SeatsPanel", "Add the next street's bet"))
        self.dead.setToolTip(dead_tip(seat))
        self.folded.setToolTip(tr("SeatsPanel", "Seat {seat} folded: its chips stay in the pots, it wins none",
                                  seat=seat))
        self.all_in.setToolTip(tr("SeatsPanel", "Seat {seat} is all in: if it wins nothing it is offered to the floor "
                                     "as out", seat=seat))

    def set_scale(self, scale: float, hole: tuple[int, bool] = (7, True)) -> None:
        """Targets and columns for the window's size (the fonts come from the window) and the game's ``hole``
        cards (how many, written without spaces or not): the cards field holds them all, the chips field two
        bets of four digits, in this font (DejaVu Sans writes widest); the rest of the row's room stretches them."""
        target = px(TARGET_PX, scale)
        self.in_hand.setStyleSheet(check_style(scale) + " QCheckBox { font-weight: bold; }")
        self.in_hand.setMinimumHeight(target)
        self.name.setMinimumWidth(px(141, scale))  # "Vlad Constantin"; a longer name is cut with '…'
        self.name.setMinimumHeight(target)
        font = QFont(self.cards.font())
        font.setPixelSize(px(TEXT_PX, scale))
        margins = px(10, scale)  # the field's frame (2 × 2 px), its text's margins (2 × 2 px) and 2 px of air
        self.cards.setMinimumWidth(max(px(120, scale), cards_width(font, hole[0], compact=hole[1]) + margins))
        for field in (self.cards, self.chips, self.dead):
            field.setMinimumHeight(target)
        self.chips.setMinimumWidth(QFontMetrics(font).horizontalAdvance("1200+1200") + margins)
        self.chips.setMaximumWidth(max(self.chips.minimumWidth(), px(170, scale)))
        self.plus.setFixedSize(target, target)
        self.dead.setMinimumWidth(px(60, scale))  # "10000"
        self.dead.setMaximumWidth(px(90, scale))
        for box in (self.folded, self.all_in):
            box.setStyleSheet(check_style(scale))
            box.setMinimumSize(target, target)
        self.name.refit()

    def widgets(self) -> tuple[QWidget, ...]:
        return (self.in_hand, self.name, self.cards, self.chips, self.plus, self.dead, self.folded, self.all_in)

    def show_dead(self, level: int, *, shown: bool) -> None:
        """The level's dead money for this seat, in grey under whatever the dealer typed; ``shown`` for a seat
        that posts an ante even when it is 0 (a big blind all in for the blind), else only when there is some."""
        text = str(level) if shown or level else ""  # written as the chips are typed: "1600"
        if self.dead.placeholderText() != text:
            self.dead.setPlaceholderText(text)

    def add_bet(self) -> None:
        """'+': the bets so far stay, the next one is typed after the sign."""
        text = self.chips.text().rstrip()
        if text and not text.endswith("+"):
            self.chips.setText(text + "+")
        self.chips.setFocus()
        self.chips.setCursorPosition(len(self.chips.text()))

    def show_seat(self, name: str, *, occupied: bool, seating: str | None = None) -> None:
        """The seat's player; ``seating`` the seating's player ("" for an empty seat) when the dealer corrected it."""
        corrected = seating is not None
        tip = ("" if not corrected
               else tr("SeatsPanel", "For this hand only: the seating has {name} here", name=seating) if seating
               else tr("SeatsPanel", "For this hand only: the seating has nobody here"))
        self.name.set_name(name if occupied else tr("SeatsPanel", "empty"), tip)
        self.name.set_look(occupied=occupied, corrected=corrected)

    def set_live(self, in_hand: bool) -> None:
        """A seat out of the hand keeps its row, greyed."""
        for widget in (self.cards, self.chips, self.plus, self.dead, self.folded, self.all_in):
            widget.setEnabled(in_hand)


class SeatsPanel(QWidget):
    """Every seat of the table, in seat order, then the board, then the tools for the hand."""

    def __init__(self) -> None:
        super().__init__()
        self.scale = 1.0
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.headers: list[QLabel] = []
        for column in range(len(HEADERS)):
            header = QLabel()
            header.setWordWrap(True)  # a long word for a narrow column goes on two lines
            header.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom)
            self.headers.append(header)
            self.grid.addWidget(header, 0, column)
        self.grid.setColumnStretch(1, 2)
        self.grid.setColumnStretch(2, 3)
        self.grid.setColumnStretch(3, 1)
        self.rows: dict[int, SeatRow] = {}
        self.hole = (7, True)  # the game's hole cards, and whether they are written without spaces
        self.dead_shown = True
        self.board_label = QLabel()
        self.board_label.setStyleSheet("font-weight: bold;")
        self.board = CardField("")
        self.tools = QWidget()  # the window's buttons for the hand, under the board
        self.tools_row = QHBoxLayout(self.tools)
        self.tools_row.setContentsMargins(0, 0, 0, 0)
        self.grid.setRowStretch(99, 1)
        self.retranslate()
        self.set_scale(1.0)

    def retranslate(self) -> None:
        """The headers, the board and every row's words in the language in use."""
        for header, text in zip(self.headers, HEADERS, strict=True):
            header.setText(tr("SeatsPanel", text) if text else "")
        self.headers[HEADERS.index("Dead")].setToolTip(dead_tip(None))
        self.headers[HEADERS.index("Player")].setToolTip(tr("SeatsPanel", "Tap a name to seat another player there "
                                                            "for this hand"))
        self.board_label.setText(tr("SeatsPanel", "Board"))
        self.board.setPlaceholderText(tr("SeatsPanel", "the board: flop, turn, river"))
        for row in self.rows.values():
            row.retranslate()
        self.fit_headers()

    def set_scale(self, scale: float) -> None:
        """Headers, spacing, targets and columns for the window's size."""
        self.scale = scale
        self.grid.setHorizontalSpacing(px(3, scale))
        self.grid.setVerticalSpacing(px(2, scale))  # eleven seats, the board and the tools in 720 px
        for header in self.headers:
            header.setStyleSheet(f"color: #616161; font-size: {px(13, scale)}px;")
        self.fit_headers()
        self.board.setMinimumHeight(px(TARGET_PX, scale))
        self.tools_row.setSpacing(px(6, scale))
        for row in self.rows.values():
            row.set_scale(scale, self.hole)

    def set_hole(self, count: int, *, compact: bool) -> None:
        """The game's hole cards: each seat's cards field is as wide as they can be written, no wider."""
        if (count, compact) != self.hole:
            self.hole = (count, compact)
            for row in self.rows.values():
                row.set_scale(self.scale, self.hole)

    def fit_headers(self) -> None:
        """A header wraps between its words, never inside one ("Олл-ин" stays whole): its column is as wide."""
        for header in self.headers:
            header.ensurePolished()
            metrics = QFontMetrics(header.font())
            header.setMinimumWidth(max((metrics.horizontalAdvance(w) for w in header.text().split(" ")), default=0))

    def set_seats(self, count: int) -> bool:
        """Rows for seats 1 to ``count`` (a table's size), the board and the tools under them; True when the rows
        are new."""
        if count == len(self.rows):
            return False
        for row in self.rows.values():
            for widget in row.widgets():
                self.grid.removeWidget(widget)
                widget.deleteLater()
        self.rows = {seat: SeatRow(seat, self.scale, self.hole) for seat in range(1, count + 1)}
        for seat, row in self.rows.items():
            for column, widget in enumerate(row.widgets()):
                self.grid.addWidget(widget, seat, column)
            row.dead.setVisible(self.dead_shown)
        self.grid.addWidget(self.board_label, count + 1, 0, 1, 2)
        self.grid.addWidget(self.board, count + 1, 2, 1, 2)
        self.grid.removeWidget(self.tools)
        self.grid.addWidget(self.tools, count + 2, 0, 1, len(HEADERS))
        return True

    def show_dead_column(self, shown: bool) -> None:
        """The dead column only at a level with an ante (or once the dealer typed a correction): nothing else
        puts a seat's chips dead, and the result beside the seats gets the room."""
        if shown == self.dead_shown:
            return
        self.dead_shown = shown
        self.headers[HEADERS.index("Dead")].setVisible(shown)
        for row in self.rows.values():
            row.dead.setVisible(shown)

    def show_board(self, shown: bool) -> None:
        """Stud and draw games have no board."""
        self.board_label.setVisible(shown)
        self.board.setVisible(shown)

    def mark_current(self, field: CardField | None) -> None:
        """The field the grid's next card goes to, outlined."""
        for f in [*(r.cards for r in self.rows.values()), self.board]:
            style = CURRENT_STYLE if f is field else ""
            if f.styleSheet() != style and not f.property("refused"):
                f.setStyleSheet(style)
