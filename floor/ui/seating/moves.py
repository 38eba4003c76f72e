"""The Tables tab's moves: the balancing proposal confirmed or overridden, a player dragged to a seat,
a table broken, the final table seated, hand-for-hand announced.

A confirmation passes the proposal that was shown to the use case (:func:`floor.usecases.seating.move`), which logs
the move as confirmed, overridden (with the reason) or by hand. If another desk changed the tables since, the shown
proposal is stale: the use case refuses it and the floor is asked to read the new one.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QComboBox

from floor.tournament.balancing.proposal import Proposal
from floor.tournament.records import PlayerMoved, TableBroken
from floor.tournament.seating import actions as seating
from floor.ui.common.enabling import why_not
from floor.ui.common.language import tr
from floor.ui.seating.actions import Surface
from floor.ui.seating.dialogs import MoveDialog
from floor.ui.seating.record import seat_draw_record
from floor.usecases import seating as seats
from floor.usecases.desk import Done


class Moves:
    """Confirm, Override…, a drop on the chart, Break this table…, Final table, hand-for-hand."""

    def __init__(self, surface: Surface, redraw_choice: QComboBox, shown: Callable[[], Proposal | None]) -> None:
        self.surface = surface
        self.redraw_choice = redraw_choice  # the final table: a full redraw, or only the arrivals draw
        self.shown = shown  # the proposal on screen, as the floor read it

    def final_table(self) -> None:
        surface = self.surface
        redraw = self.redraw_choice.currentData()
        done = surface.perform(lambda: seats.final_table(surface.session, redraw=redraw, rng=surface.hooks.rng),
                           lambda drawn: tr("SeatingMoves", "The final table is seated (BB-12, BB-13): {players} "
                                            "players. Draw for the button.", players=len(drawn.state.seats))
                           if redraw == "full_redraw" else
                           tr("SeatingMoves", "The final table is seated (BB-12, BB-13): {players} players",
                              players=len(drawn.state.seats)))
        if done is not None:
            surface.show_record(seat_draw_record(done.events[0], tr("SeatingMoves", "Final table"), surface.name))

    def break_chosen(self) -> None:
        table = self.surface.chosen_table()
        if table is None:
            self.surface.say(tr("SeatingMoves", "Draw the seats first"), True)
            return
        self.break_table(table)

    def break_table(self, table: int, *, asked: bool = True) -> None:
        surface = self.surface
        shown = self.shown()
        proposed = shown if shown is not None and shown.kind == "break" and shown.tables == (table,) else None
        if asked and proposed is None and not surface.hooks.confirm(
                tr("SeatingMoves", "Floor does not propose breaking table {table} now. Break it anyway? Its players "
                   "draw new seats (BB-10).", table=table)):
            return
        done = surface.perform(lambda: seats.break_table(surface.session, table, proposed=proposed,
                                                     rng=surface.hooks.rng),
                           lambda drawn: tr("SeatingMoves", "Table {table} is broken (BB-09, BB-10): {players} players "
                                            "drew new seats", table=table,
                                            players=len(drawn.events[0].body(TableBroken).moves)))
        if done is not None:
            surface.show_record(seat_draw_record(done.events[0], tr("SeatingMoves", "Table {table} broken",
                                                                    table=table), surface.name))

    def confirm_proposal(self) -> None:
        shown = self.shown()
        if shown is None:
            self.surface.say(tr("SeatingMoves", "Nothing to balance"), True)
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
        surface = self.surface
        shown = self.shown()
        dialog = MoveDialog(surface.session.state(), shown, surface.parent)
        if surface.hooks.exec_dialog(dialog):
            player, table, seat, reason = dialog.values()
            if player is None or table is None or seat is None:
                surface.say(tr("SeatingMoves", "Choose the player, the table and an empty seat"), True)
                return
            self.move_player(player, table, seat, proposed=shown if shown and shown.kind == "move" else None,
                             reason=reason)

    def move_player(self, player: int, table: int, seat: int, *, proposed: Proposal | None = None,
                    reason: str = "") -> None:
        surface = self.surface

        def told(done: Done) -> str:
            p = done.events[0].body(PlayerMoved)
            said = {"name": done.state.players[player].label, "from_table": p.source[0], "from_seat": p.source[1],
                    "table": table, "seat": seat, "rules": ", ".join(p.rules), "reason": p.reason}
            if p.decision == "confirmed":
                return tr("SeatingMoves", "{name} moved from table {from_table} seat {from_seat} to table {table} seat "
                          "{seat}, as proposed [{rules}]", **said)
            if p.decision == "completed":
                return tr("SeatingMoves", "{name} moved from table {from_table} seat {from_seat} to table {table} seat "
                          "{seat}, as proposed, the floor choosing [{rules}]", **said)
            if p.decision == "overridden":
                return tr("SeatingMoves", "{name} moved from table {from_table} seat {from_seat} to table {table} seat "
                          "{seat}, overriding the proposal: {reason}", **said)
            if p.decision == "by hand":
                return tr("SeatingMoves", "{name} moved from table {from_table} seat {from_seat} to table {table} seat "
                          "{seat}, by hand: {reason}", **said)
            raise KeyError(p.decision)

        surface.perform(lambda: seats.move(surface.session, player, table, seat, proposed=proposed, reason=reason),
                        told)

    def drop(self, player: int, table: int, seat: int) -> None:
        """A player dragged to a seat: the proposal's own move is a confirmation; anything else is a move by hand."""
        surface = self.surface
        state = surface.session.state()
        refusal = why_not(lambda: seating.verify_move(state, player, table, seat))
        if refusal:
            surface.say(refusal, True)
            return
        shown = self.shown()
        if (shown is not None and shown.kind == "move" and shown.player == player and shown.destination is not None
                and shown.destination.table == table and shown.destination.seat in (None, seat)):
            self.move_player(player, table, seat, proposed=shown)
            return
        where = state.seats[player]
        reason = surface.hooks.ask_reason(tr("SeatingMoves", "Move {name} from table {from_table} seat {from_seat} to "
                                             "table {table} seat {seat}: why? (it goes in the log)",
                                             name=state.players[player].label, from_table=where[0],
                                             from_seat=where[1], table=table, seat=seat))
        if reason is None:
            return
        self.move_player(player, table, seat, reason=reason)

    def toggle_hand_for_hand(self) -> None:
        surface = self.surface
        on = not surface.session.state().hand_for_hand
        surface.perform(lambda: seats.hand_for_hand(surface.session, on),
                    lambda done: tr("SeatingMoves", "Hand-for-hand announced (BB-14)") if on
                    else tr("SeatingMoves", "Hand-for-hand is over"))
