"""The Tables tab's moves: the balancing proposal confirmed or overridden, a player dragged to a seat,
a table broken, the final table seated, hand-for-hand announced.

A confirmation passes the proposal that was shown; :func:`floor.tournament.seating.actions.move` compares it with
the move and logs it as confirmed, overridden (with the reason) or by hand. If another desk changed the
tables since, the shown proposal is stale and the floor is asked to read the new one.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox

from floor.core.errors import FloorError
from floor.tournament.balancing.proposal import Proposal
from floor.tournament.events import Event
from floor.tournament.seating import actions as seating
from floor.tournament.state import TournamentState
from floor.ui.common.language import tr
from floor.ui.seating.actions import TabActions, verdict
from floor.ui.seating.dialogs import MoveDialog
from floor.ui.seating.record import seat_draw_record


def still(state: TournamentState, shown: Proposal | None) -> Proposal | None:
    """The proposal the floor confirmed, if it still stands (another desk may have moved someone since)."""
    if shown is not None and seating.proposal(state) != shown:
        raise FloorError(tr("SeatingMoves", "the tables changed since this proposal was shown: read the new one and "
                            "confirm again"), code="stale-proposal")
    return shown


class MoveActions(TabActions):
    """Confirm, Override…, a drop on the chart, Break this table…, Final table, hand-for-hand."""

    shown_proposal: Proposal | None
    redraw_choice: QComboBox  # the final table: a full redraw, or only the arrivals draw

    def final_table(self) -> None:
        redraw = self.redraw_choice.currentData()
        now, author = self._stamp()
        event = self._act(lambda s: seating.final_table(s, rng=self.rng, now=now, author=author, redraw=redraw),
                          lambda s, e: tr("SeatingMoves", "The final table is seated (BB-12, BB-13): {players} "
                                          "players. Draw for the button.", players=len(s.seats))
                          if redraw == "full_redraw" else
                          tr("SeatingMoves", "The final table is seated (BB-12, BB-13): {players} players",
                             players=len(s.seats)))
        if event is not None:
            self._show_record(seat_draw_record(event, tr("SeatingMoves", "Final table"), self._name))

    def break_chosen(self) -> None:
        table = self.chosen_table()
        if table is None:
            self.say(tr("SeatingMoves", "Draw the seats first"), True)
            return
        self.break_table(table)

    def break_table(self, table: int, *, asked: bool = True) -> None:
        shown = self.shown_proposal
        proposed = shown if shown is not None and shown.kind == "break" and shown.tables == (table,) else None
        if asked and proposed is None and not self.confirm(
                tr("SeatingMoves", "Floor does not propose breaking table {table} now. Break it anyway? Its players "
                   "draw new seats (BB-10).", table=table)):
            return
        now, author = self._stamp()
        event = self._act(lambda s: seating.break_table(s, table, rng=self.rng, now=now, author=author,
                                                        proposed=still(s, proposed)),
                          lambda s, e: tr("SeatingMoves", "Table {table} is broken (BB-09, BB-10): {players} players "
                                          "drew new seats", table=table, players=len(e.payload["moves"])))
        if event is not None:
            self._show_record(seat_draw_record(event, tr("SeatingMoves", "Table {table} broken", table=table),
                                               self._name))

    def confirm_proposal(self) -> None:
        shown = self.shown_proposal
        if shown is None:
            self.say(tr("SeatingMoves", "Nothing to balance"), True)
            return
        if shown.kind == "break":
            self.break_table(shown.tables[0], asked=False)
            return
        if shown.kind == "final-table":
            self.final_table()
            return
        if shown.floor_decides or shown.player is None or shown.destination is None \
                or shown.destination.seat is None:
            self.override()
            return
        player, table, seat = shown.player, shown.destination.table, shown.destination.seat
        self.move_player(player, table, seat, proposed=shown)

    def override(self) -> None:
        """Move another player, or to another seat, than the proposal says: the reason goes in the log."""
        shown = self.shown_proposal
        dialog = MoveDialog(self.session.state(), shown, self)
        if self.exec_dialog(dialog):
            player, table, seat, reason = dialog.values()
            if player is None or table is None or seat is None:
                self.say(tr("SeatingMoves", "Choose the player, the table and an empty seat"), True)
                return
            self.move_player(player, table, seat, proposed=shown if shown and shown.kind == "move" else None,
                             reason=reason)

    def move_player(self, player: int, table: int, seat: int, *, proposed: Proposal | None = None,
                    reason: str = "") -> None:
        now, author = self._stamp()

        def told(state: TournamentState, event: Event) -> str:
            p = event.payload
            said = {"name": state.players[player].label, "from_table": p["from"][0], "from_seat": p["from"][1],
                    "table": table, "seat": seat, "rules": ", ".join(p["rules"]), "reason": p.get("reason", "")}
            if p["decision"] == "confirmed":
                return tr("SeatingMoves", "{name} moved from table {from_table} seat {from_seat} to table {table} seat "
                          "{seat}, as proposed [{rules}]", **said)
            if p["decision"] == "completed":
                return tr("SeatingMoves", "{name} moved from table {from_table} seat {from_seat} to table {table} seat "
                          "{seat}, as proposed, the floor choosing [{rules}]", **said)
            if p["decision"] == "overridden":
                return tr("SeatingMoves", "{name} moved from table {from_table} seat {from_seat} to table {table} seat "
                          "{seat}, overriding the proposal: {reason}", **said)
            if p["decision"] == "by hand":
                return tr("SeatingMoves", "{name} moved from table {from_table} seat {from_seat} to table {table} seat "
                          "{seat}, by hand: {reason}", **said)
            raise KeyError(p["decision"])

        self._act(lambda s: seating.move(s, player, table, seat, now=now, author=author,
                                         proposed=still(s, proposed), reason=reason), told)

    def drop(self, player: int, table: int, seat: int) -> None:
        """A player dragged to a seat: the proposal's own move is a confirmation; anything else is a move by hand."""
        state = self.session.state()
        refusal = verdict(lambda: seating.verify_move(state, player, table, seat))
        if refusal:
            self.say(refusal, True)
            return
        shown = self.shown_proposal
        if (shown is not None and shown.kind == "move" and shown.player == player and shown.destination is not None
                and shown.destination.table == table and shown.destination.seat in (None, seat)):
            self.move_player(player, table, seat, proposed=shown)
            return
        where = state.seats[player]
        reason = self.ask_reason(tr("SeatingMoves", "Move {name} from table {from_table} seat {from_seat} to table "
                                    "{table} seat {seat}: why? (it goes in the log)", name=state.players[player].label,
                                    from_table=where[0], from_seat=where[1], table=table, seat=seat))
        if reason is None:
            return
        self.move_player(player, table, seat, reason=reason)

    def toggle_hand_for_hand(self) -> None:
        on = not self.session.state().hand_for_hand
        now, author = self._stamp()
        self._act(lambda s: seating.hand_for_hand(s, on, now=now, author=author),
                  lambda s, e: tr("SeatingMoves", "Hand-for-hand announced (BB-14)") if on
                  else tr("SeatingMoves", "Hand-for-hand is over"))
