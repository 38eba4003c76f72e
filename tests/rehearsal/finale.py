"""The end of the night: players out one at a time, each balancing proposal confirmed on the Tables tab (a move, a
table broken, the final table), the hands meanwhile, the seating once on the big screen, and the winner."""

from __future__ import annotations

from desk import Desk
from gestures import Wrong, check, click, dialog_button, until
from PySide6.QtWidgets import QDialogButtonBox

from floor.i18n.collation import sort_key
from floor.tournament import events as ev
from floor.tournament import prizes
from floor.tournament.finishes import finishes
from floor.tournament.ordinals import nth
from floor.ui.common.colours import REFUSED_STYLE as REFUSED
from floor.ui.common.language import number, spoken, tr


class Finale(Desk):
    """Step 7."""

    def to_the_winner(self) -> None:
        """Players bust one at a time (Bust selected); each balancing proposal confirmed on the Tables tab, a table
        broken, the seating put on the big screen once, the final table drawn and its button, then a winner."""
        seen: set[str] = set()
        while self.state().players_left > 1:
            state = self.state()
            playing = sorted(p.name for p in state.playing)
            name = self.rng.choice(playing)
            left = state.players_left
            self.clock.forward(150)  # a player out every two and a half minutes: levels and a break go by
            self.select_player(name)
            click(self.console.bust_button)
            place = spoken(nth(left))
            prize = finishes(self.state())[self.state().player(name).id].prize
            said = (tr("Console", "{name} finished {place}, wins {prize}", name=name, place=place,
                       prize=number(prize)) if prize
                    else tr("Console", "{name} finished {place}", name=name, place=place))
            check(self.console.message.text().startswith(said),
                  f"busting {name} said {self.console.message.text()!r}, not {said!r}…")
            self.clear_search()
            if left == 2:
                break
            self.balance(seen)
            self.next_hands()
            if left % 10 == 0:
                self.numbers()
        self.winner()

    def next_hands(self) -> None:
        """Each table plays its hand meanwhile: the Tables tab's Next hand moves its button (a halted table waits)."""
        tab = self.console.seating_tab
        self.tab("Tables")
        for table in sorted(self.state().tables):
            self.choose(tab.table_choice, table)
            if tab.next_button.isEnabled():
                before = self.state().tables[table].positions
                click(tab.next_button)
                check(self.state().tables[table].positions != before, f"Next hand left table {table}'s button")

    def balance(self, seen: set[str]) -> None:
        """Confirm what the Tables tab proposes until nothing is left to balance; the first of each kind looked at."""
        tab = self.console.seating_tab
        self.tab("Tables")  # (what it proposes is read with the tab on screen)
        for _ in range(6):
            shown = tab.shown_proposal
            if shown is None:
                return
            kind = shown.kind
            if kind not in seen:
                self.look(f"the proposal: {kind}")
            if shown.floor_decides or (kind == "move" and (shown.destination is None
                                                           or shown.destination.seat is None)):
                entry = self.answerer.expect("the move the floor completes", lambda d: type(d).__name__ ==
                                             "MoveDialog", lambda d: click(dialog_button(
                                                 d, QDialogButtonBox.StandardButton.Ok)))
                click(tab.confirm_button)
                self.answerer.answered(entry)
            else:
                click(tab.confirm_button)
            check(self.console.message.styleSheet() != REFUSED, f"confirming the {kind} was refused: "
                  f"{self.console.message.text()!r}")
            if kind == "break" and "break" not in seen:
                self.look("a table broken")
                self.seating_on_the_big_screen()
            if kind == "final-table":
                final = sorted(self.state().tables)
                check(len(final) == 1, f"after the final-table draw the tables are {final}")
                self.choose(tab.table_choice, final[0])
                click(tab.button_button)
                self.look("the final table drawn")
            seen.add(kind)
        raise Wrong(f"balancing proposes a {tab.shown_proposal} again and again")

    def seating_on_the_big_screen(self) -> None:
        """Tables tab › Seating on the big screen: every player by name with table and seat, and the table break
        among the recent moves; full screen too; then the clock again."""
        tab = self.console.seating_tab
        click(tab.big_screen_button)
        check(tab.big_screen_button.isChecked(), "the seating button did not stay pressed")
        until(lambda: self.display.last is not None and self.display.last.seating is not None,
              "the big screen does not show the seating", 5)
        state = self.state()
        broken = [e for e in self.store.history(self.tid) if e.kind == ev.TABLE_BROKEN][-1].data.to_json()["table"]
        lines = [name.text() for name, _ in self.display.move_lines if name.isVisibleTo(self.display)]
        heading = tr("ClockDisplay", "Table {table} broken", table=broken)
        check(heading in lines, f"the recent moves read {lines}, without {heading!r}")
        seating = self.display.last.seating if self.display.last is not None else None
        assert seating is not None
        listed = [name for name, _, _ in seating.seats]
        check(listed == sorted(listed, key=lambda n: sort_key(n, self.code)),
              f"the big screen does not list the names as {self.code} sorts them: {listed}")
        drawn = {d.text for d in self.display.seating_view.drawn()}
        missing = [p.label for p in state.players.values() if p.id in state.seats and p.label not in drawn]
        check(not missing or len(drawn) > 20, f"the seating on the big screen misses {missing}")
        self.look("the seating on the big screen")
        self.full_screen("the seating, full screen")
        click(tab.big_screen_button)
        until(lambda: self.display.last is not None and self.display.last.seating is None,
              "the big screen did not go back to the clock", 5)

    def winner(self) -> None:
        """The last bust: the console says who won and the first prize; the big screen's banner names the winner;
        the Payouts tab pays every place and adds up to the pool."""
        state = self.state()
        winner = prizes.champion(state)
        check(winner is not None, "nobody won")
        assert winner is not None
        first = prizes.sheet(state).amounts[0]
        said = tr("Console", "{name} wins the tournament, {prize}", name=winner.label, prize=number(first))
        check(self.console.message.text().endswith(said), f"the last bust said {self.console.message.text()!r}")
        until(lambda: self.display.alert.text() == tr("Board", "{name} WINS", name=winner.label),
              f"the big screen's banner reads {self.display.alert.text()!r}", 5)
        self.numbers()
        self.look("the winner")
        self.full_screen("the winner, full screen")
        self.tab("Payouts")
        table = self.console.payouts_tab.table
        sheet = prizes.sheet(state)
        paid = [item.text() if (item := table.item(r, 1)) is not None else "" for r in range(table.rowCount())]
        check(paid == [number(a) for a in sheet.amounts], f"the Payouts tab pays {paid}, not {sheet.amounts}")
        self.look("the payouts")
        self.tab("History")
        self.look("the history")

