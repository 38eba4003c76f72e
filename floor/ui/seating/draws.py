"""The Tables tab's draws and the button: seat draws (Floor deals, or a physical draw recorded), late seats,
the button draw, the button set by hand, and the next hand at one table or at every table.

Every draw is a use case of :mod:`floor.usecases.seating`, with the tab's random source (the secure one unless a
test seeds it) or with the cards the dealer recorded (``cards=``); the draw checks them (a card twice, a card
missing) and says why it refuses. The record beside the chart then shows the cards in the order they decided.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtWidgets import QComboBox

from floor.i18n.catalog import marked
from floor.tournament.events import Event
from floor.tournament.records import ButtonSet, NextHand, PlayerSeated, SeatsDrawn, TablePositions
from floor.tournament.seating import actions as seating
from floor.tournament.seating.tables import Positions
from floor.tournament.state import TournamentState
from floor.ui.common.enabling import why_not
from floor.ui.common.language import tr
from floor.ui.seating.actions import Surface
from floor.ui.seating.dialogs import ButtonDialog, CardsDialog
from floor.ui.seating.record import button_draw_record, seat_draw_record
from floor.usecases import seating as seats
from floor.usecases.desk import Done

SEAT_DRAW_METHODS = (("A", marked("SeatingDraws", "A: seat cards")),
                     ("B", marked("SeatingDraws", "B: rank cards, one table")),
                     ("C", marked("SeatingDraws", "C: high card, two steps")))  # shown as tr("SeatingDraws", text)
TOLD_AT_ONCE = 6


def method_name(text: str) -> str:
    """A seat-draw method of :data:`SEAT_DRAW_METHODS` in the desktop's language."""
    return tr("SeatingDraws", text)


def _seats_drawn(method: str, rules: str, players: int, tables: int) -> str:
    """The message line after Floor drew the seats, by the method it used."""
    if method == "B":
        return tr("SeatingDraws", "Seats drawn with rank cards ({rules}): {players} players at {tables} tables. Draw "
                  "for the button at each table.", rules=rules, players=players, tables=tables)
    if method == "C":
        return tr("SeatingDraws", "Seats drawn by high card ({rules}): {players} players at {tables} tables. Draw for "
                  "the button at each table.", rules=rules, players=players, tables=tables)
    return tr("SeatingDraws", "Seats drawn at random ({rules}): {players} players at {tables} tables. Draw for the "
              "button at each table.", rules=rules, players=players, tables=tables)


def next_hand_refusal(state: TournamentState) -> str:
    """Why the next hand cannot be dealt at every table ("" when it can): the first table's reason."""
    if not state.tables:
        return tr("SeatingDraws", "there are no tables yet")
    for table in sorted(state.tables):
        refusal = why_not(partial(seating.verify_next_hand, state, table))
        if refusal:
            return refusal
    return ""


class Draws:
    """Draw seats, Record the draw…, Full redraw…, Seat the unseated; the button; the next hand."""

    def __init__(self, surface: Surface, method_choice: QComboBox) -> None:
        self.surface = surface
        self.method_choice = method_choice  # A, B or C: the house's seat_draw_mode unless the floor picks another
        self.typed_cards: dict[str, dict[int, str]] = {}  # what was typed in a refused recorded draw, offered again

    def chosen_method(self) -> str:
        method = self.method_choice.currentData()
        return method if isinstance(method, str) else "A"

    def draw_seats(self, *, redraw: bool) -> None:
        surface, method = self.surface, self.chosen_method()
        done = surface.perform(lambda: seats.draw_seats(surface.session, method=method, redraw=redraw,
                                                    rng=surface.hooks.rng),
                           lambda drawn: _seats_drawn(method, ", ".join(drawn.events[0].body(SeatsDrawn).rules),
                                                      len(drawn.state.seats), len(drawn.state.tables)))
        if done is not None:
            title = tr("SeatingDraws", "Full redraw") if redraw else tr("SeatingDraws", "Opening seat draw")
            surface.show_record(seat_draw_record(done.events[0], title, surface.name))

    def full_redraw(self) -> None:
        if self.surface.hooks.confirm(tr("SeatingDraws", "A full redraw gives every player still in a new seat, and "
                                         "every table draws for the button again. Redraw all the seats?")):
            self.draw_seats(redraw=True)

    def record_seat_draw(self) -> None:
        """B or C drawn at the table: the card each player drew, recorded; the draw checks them and seats them."""
        surface = self.surface
        state = surface.session.state()
        refusal = why_not(lambda: seating.verify_draw_seats(state))
        if refusal:
            surface.say(refusal, True)
            return
        method = self.chosen_method()
        players = sorted(p.id for p in state.players.values() if p.playing)
        rows = [(pid, f"{pid}. {state.players[pid].label}") for pid in players]
        if method == "B":
            intro = tr("SeatingDraws", "Rank cards at one table (SE-01, SR-02): type the card each player drew. A is "
                       "seat 1, 2 to 10 are their seats, J is seat 11.")
        else:
            intro = tr("SeatingDraws", "The two-step high-card draw (SR-02, SR-04): type the card dealt face up to "
                       "each player. The highest card takes the top seat card of the stack Floor shuffles.")
        dialog = CardsDialog(tr("SeatingDraws", "Record the seat draw ({method})", method=method), intro, rows,
                             self.typed_cards.get("seats"),
                             rank_cards=method == "B", parent=surface.parent)
        if not surface.hooks.exec_dialog(dialog):
            return
        cards = dialog.cards()
        self.typed_cards["seats"] = cards
        if not cards:
            surface.say(tr("SeatingDraws", "no card was typed: type the card each player drew, or let Floor deal"),
                        True)
            return
        done = surface.perform(lambda: seats.draw_seats(surface.session, method=method, cards=cards,
                                                    rng=surface.hooks.rng),
                           lambda drawn: tr("SeatingDraws", "Seat draw recorded ({rules}, {method}): {players} players "
                                            "at {tables} tables. Draw for the button.",
                                            rules=", ".join(drawn.events[0].body(SeatsDrawn).rules), method=method,
                                            players=len(drawn.state.seats), tables=len(drawn.state.tables)))
        if done is not None:
            self.typed_cards.pop("seats", None)
            surface.show_record(seat_draw_record(done.events[0], tr("SeatingDraws", "Opening seat draw"),
                                                 surface.name))

    def seat_unseated(self) -> None:
        """Each player without a seat draws one from the open seats, by the same process as new entrants (SE-04):
        one after another, so those seated before a refusal keep their seats."""
        surface = self.surface
        told: list[str] = []
        for pid in seating.unseated(surface.session.state()):
            done = self._seat(pid)
            if done is None:
                break
            p, state = done.events[0].body(PlayerSeated), done.state
            waits = p.seat in state.tables[p.table].waiting
            name = state.players[p.player].label
            told.append(tr("SeatingDraws", "{name} → table {table} seat {seat} (waits for the button, SE-05)",
                           name=name, table=p.table, seat=p.seat) if waits else
                        tr("SeatingDraws", "{name} → table {table} seat {seat}", name=name, table=p.table,
                           seat=p.seat))
        if told:
            seated = "; ".join(told[:TOLD_AT_ONCE])
            if len(told) > TOLD_AT_ONCE:
                surface.say(tr("SeatingDraws", "Seated (SE-04): {seated} and {more} more", seated=seated,
                               more=len(told) - TOLD_AT_ONCE), False)
            else:
                surface.say(tr("SeatingDraws", "Seated (SE-04): {seated}", seated=seated), False)
            surface.record.show_record(tr("SeatingDraws", "Late seats drawn (SE-04): {count}", count=len(told)),
                                       told)
            surface.pages.setCurrentWidget(surface.record)

    def _seat(self, player: int) -> Done | None:
        surface = self.surface

        def told(done: Done) -> str:
            p = done.events[0].body(PlayerSeated)
            return tr("SeatingDraws", "{name}: table {table} seat {seat} (SE-04)",
                      name=done.state.players[p.player].label, table=p.table, seat=p.seat)

        return surface.perform(lambda: seats.seat_late(surface.session, [player], rng=surface.hooks.rng), told)

    # -- the button ----------------------------------------------------------------------------------------------
    def _table_or_say(self) -> int | None:
        table = self.surface.chosen_table()
        if table is None:
            self.surface.say(tr("SeatingDraws", "Draw the seats first"), True)
        return table

    def draw_for_button(self, cards: dict[int, str] | None = None) -> None:
        """BT-01: Floor deals one card per seat, or (``cards``) the cards drawn at the table are recorded."""
        surface = self.surface
        table = self._table_or_say()
        if table is None:
            return

        def told(done: Done) -> str:
            seat = _positions(done.events[0]).button
            if cards:
                return tr("SeatingDraws", "Table {table}: the button is on seat {seat} (BT-01, recorded draw)",
                          table=table, seat=seat)
            return tr("SeatingDraws", "Table {table}: the button is on seat {seat} (BT-01)", table=table, seat=seat)

        done = surface.perform(lambda: seats.draw_button(surface.session, table, cards=cards, rng=surface.hooks.rng),
                           told)
        if done is not None:
            self.typed_cards.pop(f"button {table}", None)
            surface.show_record(button_draw_record(done.events[0], surface.session.state().tables.get(table),
                                                   surface.name))

    def record_button_draw(self) -> None:
        """The button drawn at the table: the card at each seat, recorded."""
        surface = self.surface
        table = self._table_or_say()
        if table is None:
            return
        state = surface.session.state()
        refusal = why_not(lambda: seating.verify_draw_button(state, table))
        if refusal:
            surface.say(refusal, True)
            return
        at = state.tables[table]
        rows = [(seat, tr("SeatingDraws", "Seat {seat}  {name}", seat=seat, name=surface.name(pid)))
                for seat in at.occupied() if (pid := at.player_at(seat)) is not None]
        key = f"button {table}"
        dialog = CardsDialog(tr("SeatingDraws", "Record the button draw at table {table}", table=table),
                             tr("SeatingDraws", "Type the card dealt to each seat (BT-01, SR-03): the highest card "
                                "takes the button; a tie in rank goes to the higher suit, ♠ ♥ ♦ ♣."),
                             rows, self.typed_cards.get(key), parent=surface.parent)
        if not surface.hooks.exec_dialog(dialog):
            return
        cards = dialog.cards()
        self.typed_cards[key] = cards
        if not cards:
            surface.say(tr("SeatingDraws", "no card was typed: type the card each seat drew, or let Floor deal"), True)
            return
        self.draw_for_button(cards)

    def set_button(self) -> None:
        """BT-07: the floor puts the button on a seat by hand, with the reason that goes in the log."""
        surface = self.surface
        table = self._table_or_say()
        if table is None:
            return
        at = surface.session.state().tables[table]
        names = {pid: surface.name(pid) for pid in at.seats if pid is not None}
        dialog = ButtonDialog(at, names, surface.parent)
        if not surface.hooks.exec_dialog(dialog):
            return
        seat, reason = dialog.values()
        surface.perform(lambda: seats.set_button(surface.session, table, seat, reason=reason),
                    lambda done: tr("SeatingDraws", "Table {table}: the button is on seat {seat}, set by hand (BT-07): "
                                    "{reason}", table=table, seat=seat, reason=done.events[0].body(ButtonSet).reason))

    def next_hand(self) -> None:
        surface = self.surface
        table = self._table_or_say()
        if table is None:
            return

        def told(done: Done) -> str:
            event = done.events[0]
            p = _positions(event)
            small = p.small_blind
            rules = ", ".join(event.body(NextHand).rules)
            if done.state.tables[table].player_at(small) is not None:
                return tr("SeatingDraws", "Table {table}, next hand [{rules}]: button seat {button}, small blind seat "
                          "{small}, big blind seat {big}", table=table, rules=rules, button=p.button, small=small,
                          big=p.big_blind)
            return tr("SeatingDraws", "Table {table}, next hand [{rules}]: button seat {button}, small blind seat "
                      "{small} (dead: nobody posts it), big blind seat {big}", table=table, rules=rules,
                      button=p.button, small=small, big=p.big_blind)

        surface.perform(lambda: seats.next_hand(surface.session, table), told)

    def next_hand_everywhere(self) -> None:
        """Hand-for-hand: every table has played its hand; each one's button and blinds move (an event each)."""

        def told(done: Done) -> str:
            buttons = ", ".join(tr("SeatingDraws", "table {table} seat {seat}", table=e.body(NextHand).table,
                                   seat=_positions(e).button) for e in done.events)
            return tr("SeatingDraws", "Next hand at every table ({count}): the button is on {buttons}",
                      count=len(done.events), buttons=buttons)

        self.surface.perform(lambda: seats.next_hand_everywhere(self.surface.session), told)


def _positions(event: Event) -> Positions:
    """The button and blinds a button draw or a next hand set (both always set them)."""
    positions = event.body(TablePositions).positions
    if positions is None:
        raise KeyError("positions")
    return positions
