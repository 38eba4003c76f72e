"""The record of a draw or a chip race beside the chart, dealt line by line as the cards were.

The ``*_record`` functions turn an event into the title and lines the floor reads (who got which
card, in the order the cards decided); :class:`RecordView` shows them one after another, then whole.
They only read what the event recorded: nothing is drawn or decided here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QAbstractItemView, QLabel, QListWidget, QPushButton, QVBoxLayout, QWidget

from floor.core.cards import parse_card
from floor.core.errors import FloorError
from floor.tournament.chiprace import RaceResult
from floor.tournament.events import Event
from floor.tournament.tables import Table

DEAL_STEP_MS = 350  # one card or one award every so often, as they are dealt
DEALT_AT_ONCE = 24  # a longer record (an opening draw) is shown whole

Name = Callable[[int], str]  # a player's number -> how the floor calls him


def card_symbol(card: str | None) -> str:
    """``As`` as people read it, ``A♠``; a card Floor cannot read (a rank card, "A") is shown as recorded."""
    if not card:
        return ""
    try:
        return parse_card(card).symbol
    except FloorError:
        return card


class RecordView(QWidget):
    """A draw or a race as it is dealt: a line per card, one after another, then the result; the whole record stays."""

    def __init__(self) -> None:
        super().__init__()
        self.title = QLabel("Draw record")
        self.title.setWordWrap(True)
        self.title.setStyleSheet("font-weight: bold;")
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.all_button = QPushButton("Show all")
        self.all_button.clicked.connect(self.finish)
        self.all_button.setVisible(False)
        self.lines: list[str] = []
        self.step_ms = DEAL_STEP_MS
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._next)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.all_button)

    def show_record(self, title: str, lines: Sequence[str], *, deal: bool = False) -> None:
        self.timer.stop()
        self.title.setText(title)
        self.lines = list(lines)
        self.list.clear()
        if deal and self.step_ms > 0 and len(self.lines) <= DEALT_AT_ONCE:
            self.all_button.setVisible(True)
            self.timer.start(self.step_ms)
            self._next()
        else:
            self.finish()

    def _next(self) -> None:
        if self.list.count() >= len(self.lines):
            self.finish()
            return
        self.list.addItem(self.lines[self.list.count()])
        self.list.scrollToBottom()

    def finish(self) -> None:
        self.timer.stop()
        self.all_button.setVisible(False)
        if self.list.count() < len(self.lines):
            self.list.addItems(self.lines[self.list.count():])

    def shown(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]


# -- what each kind of event reads as --------------------------------------------------------------------------------

def seat_draw_record(event: Event, title: str, name: Name) -> tuple[str, list[str]]:
    """A seat draw (opening, redraw, broken table, final table): who went where, and by which card."""
    draw = event.payload.get("draw", {})
    seats = draw.get("seats", [])
    rules = ", ".join(event.payload.get("rules", []))
    recorded = " (drawn at the table, recorded)" if draw.get("physical") else ""
    if event.payload.get("method") == "B":  # rank cards: the card is the seat
        lines = [f"{a['card']}  {name(a['player'])} → table {a['table']} seat {a['seat']}" for a in seats]
        return f"{title} [{rules}]: rank cards{recorded}, A is seat 1", lines
    if any(a.get("card") for a in seats):  # a high-card draw: in the order the cards took the seats
        lines = [f"{card_symbol(a['card'])}  {name(a['player'])} → table {a['table']} seat {a['seat']}"
                 for a in seats]
        return f"{title} [{rules}]: highest card first takes the top seat card{recorded}", lines
    lines = sorted((f"{name(a['player'])} → table {a['table']} seat {a['seat']}" for a in seats), key=str.casefold)
    return f"{title} [{rules}]: seats drawn at random, {len(seats)} players", lines


def button_draw_record(event: Event, table: Table | None, name: Name) -> tuple[str, list[str]]:
    """A button draw: the card at each seat from seat 1, the winner, the blinds."""
    draw = event.payload["draw"]
    lines = []
    for dealt in draw["cards"]:
        pid = table.player_at(dealt["seat"]) if table else None
        lines.append(f"Seat {dealt['seat']}  {name(pid) if pid else ''}: {card_symbol(dealt['card'])}")
    best = next(c["card"] for c in draw["cards"] if c["seat"] == draw["button"])
    p = draw["positions"]
    lines.append(f"Seat {draw['button']} has the highest card, {card_symbol(best)}: the button (BT-01, SR-03)")
    lines.append(f"Small blind seat {p['small_blind']}, big blind seat {p['big_blind']}")
    how = "the cards drawn at the table, recorded" if draw.get("physical") else "one card per seat from seat 1"
    return f"Button draw at table {draw['table']}: {how}", lines


def race_record(event: Event, name: Name) -> tuple[str, list[str]]:
    """A chip race: each seat's cards, the awards in order, the totals and what left play (DT-5)."""
    result = RaceResult.from_dict(event.payload["race"])
    names = {p.seat: name(p.player_id) for p in result.players}
    lines = ["Cards, seat 1 first, each player's all together (CR-04):"]
    for p in result.players:
        cards = " ".join(c.symbol for c in p.cards) or "no cards (complete sets only)"
        best = f" — best {p.best_card.symbol}" if p.best_card is not None and len(p.cards) > 1 else ""
        lines.append(f"Seat {p.seat} {names[p.seat]}: {cards}{best}")
    lines.append(f"Awards in order ({result.new_chips_raced} new {result.new_chip:,} chips in the race, CR-03):")
    lines += [f"{a.step}. {names[a.seat]}: {a.text}" for a in result.awards]
    if not result.awards:
        lines.append("No chip to award: the leftovers were worth less than half a new chip (CR-03)")
    lines.append("Totals:")
    for p in result.players:
        notes = [f"{p.exchanged} complete set{'s' if p.exchanged != 1 else ''} exchanged" if p.exchanged else "",
                 "won a chip" if p.race_chip else "", "kept in with a chip" if p.protection_chip else ""]
        said = ", ".join(n for n in notes if n)
        lines.append(f"Seat {p.seat} {names[p.seat]}: {p.change:+,}" + (f" ({said})" if said else ""))
    gone = result.removed_from_play
    lines.append(f"Raced {result.value_raced:,} in {result.low_chips_raced} low chips; "
                 + (f"{gone:,} left play" if gone >= 0 else f"{-gone:,} more in play (rounding up, CR-03/CR-06)"))
    return f"Chip race at table {event.payload['table']} (DT-5)", lines
