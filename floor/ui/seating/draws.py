"""The Tables tab's draws and the button: seat draws (Floor deals, or a physical draw recorded), late seats,
the button draw, the button set by hand, and the next hand at one table or at every table.

Every draw runs :mod:`floor.tournament.seating.actions` with the tab's secure random source, or with the cards
the dealer recorded (``cards=``); the function checks them (a card twice, a card missing) and says why
it refuses. The record beside the chart then shows the cards in the order they decided.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtWidgets import QComboBox

from floor.i18n.catalog import marked
from floor.tournament.events import Event
from floor.tournament.seating import actions as seating
from floor.tournament.state import TournamentState
from floor.ui.common.language import tr
from floor.ui.seating.actions import TabActions, verdict
from floor.ui.seating.dialogs import ButtonDialog, CardsDialog
from floor.ui.seating.record import button_draw_record, seat_draw_record

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
        refusal = verdict(partial(seating.verify_next_hand, state, table))
        if refusal:
            return refusal
    return ""


def _hand_done(state: TournamentState, table: int, now: float, author: str) -> Event:
    return seating.hand_done(state, table, now=now, author=author)


class DrawActions(TabActions):
    """Draw seats, Record the draw…, Full redraw…, Seat the unseated; the button; the next hand."""

    method_choice: QComboBox  # A, B or C: the house's seat_draw_mode unless the floor picks another
    typed_cards: dict[str, dict[int, str]]  # what was typed in a refused recorded draw, offered again

    def chosen_method(self) -> str:
        method = self.method_choice.currentData()
        return method if isinstance(method, str) else "A"

    def draw_seats(self, *, redraw: bool) -> None:
        method = self.chosen_method()
        now, author = self._stamp()
        event = self._act(lambda s: seating.draw_seats(s, rng=self.rng, now=now, author=author, redraw=redraw,
                                                       method=method),
                          lambda s, e: _seats_drawn(method, ", ".join(e.payload["rules"]), len(s.seats), len(s.tables)))
        if event is not None:
            title = tr("SeatingDraws", "Full redraw") if redraw else tr("SeatingDraws", "Opening seat draw")
            self._show_record(seat_draw_record(event, title, self._name))

    def full_redraw(self) -> None:
        if self.confirm(tr("SeatingDraws", "A full redraw gives every player still in a new seat, and every table "
                           "draws for the button again. Redraw all the seats?")):
            self.draw_seats(redraw=True)

    def record_seat_draw(self) -> None:
        """B or C drawn at the table: the card each player drew, recorded; the function checks and seats them."""
        state = self.session.state()
        refusal = verdict(lambda: seating.verify_draw_seats(state))
        if refusal:
            self.say(refusal, True)
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
                             rank_cards=method == "B", parent=self)
        if not self.exec_dialog(dialog):
            return
        cards = dialog.cards()
        self.typed_cards["seats"] = cards
        if not cards:
            self.say(tr("SeatingDraws", "no card was typed: type the card each player drew, or let Floor deal"), True)
            return
        now, author = self._stamp()
        event = self._act(lambda s: seating.draw_seats(s, rng=self.rng, now=now, author=author, method=method,
                                                       cards=cards),
                          lambda s, e: tr("SeatingDraws", "Seat draw recorded ({rules}, {method}): {players} players "
                                          "at {tables} tables. Draw for the button.",
                                          rules=", ".join(e.payload["rules"]), method=method, players=len(s.seats),
                                          tables=len(s.tables)))
        if event is not None:
            self.typed_cards.pop("seats", None)
            self._show_record(seat_draw_record(event, tr("SeatingDraws", "Opening seat draw"), self._name))

    def seat_unseated(self) -> None:
        """Each player without a seat draws one from the open seats, by the same process as new entrants (SE-04)."""
        told: list[str] = []
        for pid in seating.unseated(self.session.state()):
            now, author = self._stamp()
            event = self._act(partial(self._late_seat, player=pid, now=now, author=author),
                              lambda s, e: tr("SeatingDraws", "{name}: table {table} seat {seat} (SE-04)",
                                              name=s.players[e.payload["player"]].label, table=e.payload["table"],
                                              seat=e.payload["seat"]))
            if event is None:
                break
            p = event.payload
            state = self.session.state()
            waits = p["seat"] in state.tables[p["table"]].waiting
            name = state.players[p["player"]].label
            told.append(tr("SeatingDraws", "{name} → table {table} seat {seat} (waits for the button, SE-05)",
                           name=name, table=p["table"], seat=p["seat"]) if waits else
                        tr("SeatingDraws", "{name} → table {table} seat {seat}", name=name, table=p["table"],
                           seat=p["seat"]))
        if told:
            seated = "; ".join(told[:TOLD_AT_ONCE])
            if len(told) > TOLD_AT_ONCE:
                self.say(tr("SeatingDraws", "Seated (SE-04): {seated} and {more} more", seated=seated,
                            more=len(told) - TOLD_AT_ONCE), False)
            else:
                self.say(tr("SeatingDraws", "Seated (SE-04): {seated}", seated=seated), False)
            self.record.show_record(tr("SeatingDraws", "Late seats drawn (SE-04): {count}", count=len(told)), told)
            self.pages.setCurrentWidget(self.record)

    def _late_seat(self, state: TournamentState, *, player: int, now: float, author: str) -> Event:
        return seating.seat(state, player, rng=self.rng, now=now, author=author)

    # -- the button ----------------------------------------------------------------------------------------------
    def _table_or_say(self) -> int | None:
        table = self.chosen_table()
        if table is None:
            self.say(tr("SeatingDraws", "Draw the seats first"), True)
        return table

    def draw_for_button(self, cards: dict[int, str] | None = None) -> None:
        """BT-01: Floor deals one card per seat, or (``cards``) the cards drawn at the table are recorded."""
        table = self._table_or_say()
        if table is None:
            return
        now, author = self._stamp()

        def told(state: TournamentState, event: Event) -> str:
            seat = event.payload["positions"]["button"]
            if cards:
                return tr("SeatingDraws", "Table {table}: the button is on seat {seat} (BT-01, recorded draw)",
                          table=table, seat=seat)
            return tr("SeatingDraws", "Table {table}: the button is on seat {seat} (BT-01)", table=table, seat=seat)

        event = self._act(lambda s: seating.draw_button(s, table, rng=self.rng, now=now, author=author, cards=cards),
                          told)
        if event is not None:
            self.typed_cards.pop(f"button {table}", None)
            self._show_record(button_draw_record(event, self.session.state().tables.get(table), self._name))

    def record_button_draw(self) -> None:
        """The button drawn at the table: the card at each seat, recorded."""
        table = self._table_or_say()
        if table is None:
            return
        state = self.session.state()
        refusal = verdict(lambda: seating.verify_draw_button(state, table))
        if refusal:
            self.say(refusal, True)
            return
        at = state.tables[table]
        rows = [(seat, tr("SeatingDraws", "Seat {seat}  {name}", seat=seat, name=self._name(pid)))
                for seat in at.occupied() if (pid := at.player_at(seat)) is not None]
        key = f"button {table}"
        dialog = CardsDialog(tr("SeatingDraws", "Record the button draw at table {table}", table=table),
                             tr("SeatingDraws", "Type the card dealt to each seat (BT-01, SR-03): the highest card "
                                "takes the button; a tie in rank goes to the higher suit, ♠ ♥ ♦ ♣."),
                             rows, self.typed_cards.get(key), parent=self)
        if not self.exec_dialog(dialog):
            return
        cards = dialog.cards()
        self.typed_cards[key] = cards
        if not cards:
            self.say(tr("SeatingDraws", "no card was typed: type the card each seat drew, or let Floor deal"), True)
            return
        self.draw_for_button(cards)

    def set_button(self) -> None:
        """BT-07: the floor puts the button on a seat by hand, with the reason that goes in the log."""
        table = self._table_or_say()
        if table is None:
            return
        state = self.session.state()
        at = state.tables[table]
        names = {pid: self._name(pid) for pid in at.seats if pid is not None}
        dialog = ButtonDialog(at, names, self)
        if not self.exec_dialog(dialog):
            return
        seat, reason = dialog.values()
        now, author = self._stamp()
        self._act(lambda s: seating.set_button(s, table, seat, reason=reason, now=now, author=author),
                  lambda s, e: tr("SeatingDraws", "Table {table}: the button is on seat {seat}, set by hand (BT-07): "
                                  "{reason}", table=table, seat=seat, reason=e.payload["reason"]))

    def next_hand(self) -> None:
        table = self._table_or_say()
        if table is None:
            return
        now, author = self._stamp()

        def told(state: TournamentState, event: Event) -> str:
            p = event.payload["positions"]
            small = p["small_blind"]
            rules = ", ".join(event.payload["rules"])
            if state.tables[table].player_at(small) is not None:
                return tr("SeatingDraws", "Table {table}, next hand [{rules}]: button seat {button}, small blind seat "
                          "{small}, big blind seat {big}", table=table, rules=rules, button=p["button"], small=small,
                          big=p["big_blind"])
            return tr("SeatingDraws", "Table {table}, next hand [{rules}]: button seat {button}, small blind seat "
                      "{small} (dead: nobody posts it), big blind seat {big}", table=table, rules=rules,
                      button=p["button"], small=small, big=p["big_blind"])

        self._act(lambda s: seating.hand_done(s, table, now=now, author=author), told)

    def next_hand_everywhere(self) -> None:
        """Hand-for-hand: every table has played its hand; each one's button and blinds move (an event each)."""
        tables = sorted(self.session.state().tables)
        if not tables:
            self.say(tr("SeatingDraws", "Draw the seats first"), True)
            return
        now, author = self._stamp()

        def told(state: TournamentState, events: list[Event]) -> str:
            buttons = ", ".join(tr("SeatingDraws", "table {table} seat {seat}", table=e.payload["table"],
                                   seat=e.payload["positions"]["button"]) for e in events)
            return tr("SeatingDraws", "Next hand at every table ({count}): the button is on {buttons}",
                      count=len(events), buttons=buttons)

        self._act_all([partial(_hand_done, table=t, now=now, author=author) for t in tables], told)
