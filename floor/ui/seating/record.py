"""The record of a draw or a chip race beside the chart, dealt line by line as the cards were.

The ``*_record`` functions turn an event into the title and lines the floor reads (who got which
card, in the order the cards decided); :class:`RecordView` shows them one after another, then whole.
They only read what the event recorded: nothing is drawn or decided here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QAbstractItemView, QLabel, QListWidget, QPushButton, QVBoxLayout, QWidget

from floor.core.cards import parse_card
from floor.core.errors import FloorError
from floor.tournament import codec
from floor.tournament.chiprace.result import RaceResult
from floor.tournament.events import Event
from floor.tournament.records import ButtonSet, ChipRaced, PlayerSeated, SeatsDrawn, TableBroken
from floor.tournament.seating.buttondraw import ButtonDraw
from floor.tournament.seating.drawrecord import Assignment, SeatDraw
from floor.tournament.seating.tables import Table
from floor.ui.common.language import number, spoken, tr

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
        self.title = QLabel(tr("SeatingRecord", "Draw record"))
        self.title.setWordWrap(True)
        self.title.setStyleSheet("font-weight: bold;")
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.all_button = QPushButton(tr("SeatingRecord", "Show all"))
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

def _carded(card: str, name: str, table: int, seat: int) -> str:
    return tr("SeatingRecord", "{card}  {name} → table {table} seat {seat}", card=card, name=name, table=table,
              seat=seat)


def seat_draw_record(event: Event, title: str, name: Name) -> tuple[str, list[str]]:
    """A seat draw (opening, redraw, broken table, final table): who went where, and by which card."""
    body = event.data
    assert isinstance(body, SeatsDrawn | PlayerSeated | TableBroken), body
    if isinstance(body.draw, SeatDraw):
        seats, physical = body.draw.seats, body.draw.physical
    else:  # an older Floor's draw record, kept as the frozen JSON it wrote: its seats, if it lists them
        old: Mapping[str, Any] = body.draw
        seats = tuple(codec.read(Assignment, a) for a in old.get("seats", []))
        physical = bool(old.get("physical"))
    rules = ", ".join(body.rules)
    if isinstance(body, SeatsDrawn) and body.method == "B":  # rank cards: the card is the seat
        lines = [_carded(str(a.card), name(a.player), a.table, a.seat) for a in seats]
        if physical:
            return tr("SeatingRecord", "{title} [{rules}]: rank cards (drawn at the table, recorded), A is seat 1",
                      title=title, rules=rules), lines
        return tr("SeatingRecord", "{title} [{rules}]: rank cards, A is seat 1", title=title, rules=rules), lines
    if any(a.card for a in seats):  # a high-card draw: in the order the cards took the seats
        lines = [_carded(card_symbol(a.card), name(a.player), a.table, a.seat) for a in seats]
        if physical:
            return tr("SeatingRecord", "{title} [{rules}]: highest card first takes the top seat card (drawn at the "
                      "table, recorded)", title=title, rules=rules), lines
        return tr("SeatingRecord", "{title} [{rules}]: highest card first takes the top seat card", title=title,
                  rules=rules), lines
    lines = sorted((tr("SeatingRecord", "{name} → table {table} seat {seat}", name=name(a.player),
                       table=a.table, seat=a.seat) for a in seats), key=str.casefold)
    return tr("SeatingRecord", "{title} [{rules}]: seats drawn at random, {players} players", title=title, rules=rules,
              players=len(seats)), lines


def button_draw_record(event: Event, table: Table | None, name: Name) -> tuple[str, list[str]]:
    """A button draw: the card at each seat from seat 1, the winner, the blinds."""
    recorded = event.body(ButtonSet).draw
    if recorded is None:
        raise KeyError("draw")
    # (frozen: an older Floor's record, read as this Floor's when it is one)
    draw = recorded if isinstance(recorded, ButtonDraw) else codec.read(ButtonDraw, recorded)
    lines = []
    for dealt in draw.cards:
        pid = table.player_at(dealt.seat) if table else None
        lines.append(tr("SeatingRecord", "Seat {seat}  {name}: {card}", seat=dealt.seat,
                        name=name(pid) if pid else "", card=card_symbol(dealt.card)))
    best = next(c.card for c in draw.cards if c.seat == draw.button)
    p = draw.positions
    lines.append(tr("SeatingRecord", "Seat {seat} has the highest card, {card}: the button (BT-01, SR-03)",
                    seat=draw.button, card=card_symbol(best)))
    lines.append(tr("SeatingRecord", "Small blind seat {small}, big blind seat {big}", small=p.small_blind,
                    big=p.big_blind))
    if draw.physical:
        return tr("SeatingRecord", "Button draw at table {table}: the cards drawn at the table, recorded",
                  table=draw.table), lines
    return tr("SeatingRecord", "Button draw at table {table}: one card per seat from seat 1",
              table=draw.table), lines


def race_record(event: Event, name: Name) -> tuple[str, list[str]]:
    """A chip race: each seat's cards, the awards in order, the totals and what left play (DT-5)."""
    raced = event.body(ChipRaced)
    result = RaceResult.stored(raced.race)
    names = {p.seat: name(p.player_id) for p in result.players}
    lines = [tr("SeatingRecord", "Cards, seat 1 first, each player's all together (CR-04):")]
    for p in result.players:
        cards = " ".join(c.symbol for c in p.cards) or tr("SeatingRecord", "no cards (complete sets only)")
        if p.best_card is not None and len(p.cards) > 1:
            lines.append(tr("SeatingRecord", "Seat {seat} {name}: {cards} — best {card}", seat=p.seat,
                            name=names[p.seat], cards=cards, card=p.best_card.symbol))
        else:
            lines.append(tr("SeatingRecord", "Seat {seat} {name}: {cards}", seat=p.seat, name=names[p.seat],
                            cards=cards))
    lines.append(tr("SeatingRecord", "Awards in order ({count} new {chip} chips in the race, CR-03):",
                    count=result.new_chips_raced, chip=number(result.new_chip)))
    lines += [f"{a.step}. {names[a.seat]}: {spoken(a.text)}" for a in result.awards]
    if not result.awards:
        lines.append(tr("SeatingRecord", "No chip to award: the leftovers were worth less than half a new chip "
                        "(CR-03)"))
    lines.append(tr("SeatingRecord", "Totals:"))
    for p in result.players:
        notes = [_exchanged(p.exchanged) if p.exchanged else "",
                 tr("SeatingRecord", "won a chip") if p.race_chip else "",
                 tr("SeatingRecord", "kept in with a chip") if p.protection_chip else ""]
        said = ", ".join(n for n in notes if n)
        change = ("+" if p.change >= 0 else "-") + number(abs(p.change))
        lines.append(tr("SeatingRecord", "Seat {seat} {name}: {change} ({notes})", seat=p.seat, name=names[p.seat],
                        change=change, notes=said) if said else
                     tr("SeatingRecord", "Seat {seat} {name}: {change}", seat=p.seat, name=names[p.seat],
                        change=change))
    gone = result.removed_from_play
    if gone >= 0:
        lines.append(tr("SeatingRecord", "Raced {value} in {count} low chips; {gone} left play",
                        value=number(result.value_raced), count=result.low_chips_raced, gone=number(gone)))
    else:
        lines.append(tr("SeatingRecord", "Raced {value} in {count} low chips; {more} more in play (rounding up, "
                        "CR-03/CR-06)", value=number(result.value_raced), count=result.low_chips_raced,
                        more=number(-gone)))
    return tr("SeatingRecord", "Chip race at table {table} (DT-5)", table=raced.table), lines


def _exchanged(sets: int) -> str:
    if sets == 1:
        return tr("SeatingRecord", "{count} complete set exchanged", count=sets)
    return tr("SeatingRecord", "{count} complete sets exchanged", count=sets)
