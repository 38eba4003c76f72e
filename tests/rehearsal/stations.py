"""The hands at the dealer stations, at level 6 (200/400, big-blind ante 400) after the count: two side pots at
table 1, a split pot with an odd chip at table 2, an all-in lost at table 3 and the console's offer to bust him.
Each hand is entered through the station's widgets; the pots and pushes it shows are the ones worked out here by
hand, and the stacks after it are checked on the Chips and Tables tabs."""

from __future__ import annotations

from datetime import datetime

from desk import PLAYERS, Desk
from gestures import check, click, dialog_button, keys, menu_entry, type_into, until, wait
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QInputDialog

from floor.core.errors import Text
from floor.tournament.hands.entry import BOARD
from floor.tournament.hands.reading import pot_title, seat_numbers, seat_runs
from floor.tournament.ordinals import nth
from floor.ui.common.language import number, spoken, tr
from floor.ui.dealer.window import DealerWindow


class Hands(Desk):
    """Step 6."""

    def hands(self) -> None:
        """Level 6 (200/400, big-blind ante 400): at table 1 a hand with two side pots, at table 2 a split pot with
        an odd chip, at table 3 an all-in lost and the console's "out of chips" offer taken (Bust them)."""
        self.to_next_item(30)
        self.shows_clock(6, "19:30", "200 / 400", tr("Console", "{small}/{big}, big-blind ante {ante}", small=200,
                                                      big=400, ante=400))
        self.side_pots()
        self.split_pot()
        self.all_in_bust()

    def station(self, table: int) -> DealerWindow:
        """Tournament › Dealer station…, the table chosen in the question that follows."""
        def pick(dialog: QDialog) -> None:
            combos = dialog.findChildren(QComboBox)
            check(combos, "the dealer station's question has no list of tables")
            self.choose(combos[0], None, text=str(table))
            click(dialog_button(dialog, QDialogButtonBox.StandardButton.Ok))

        entry = self.answerer.expect(f"which table, {table}", lambda d: isinstance(d, QInputDialog), pick)
        menu_entry(self.console, tr("Console", "&Tournament"), tr("Console", "Dealer station…"))
        self.answerer.answered(entry)
        window = self.console.dealers.get(table)
        check(window is not None, f"no dealer station opened for table {table}")
        assert window is not None
        until(lambda: window.windowHandle() is not None and window.windowHandle().isExposed(),
              f"the dealer station of table {table} was not mapped")
        wait(200)
        title = tr("DealerWindow", "Table {table} · hand {hand}", table=table, hand=1)
        check(window.title.text() == title, f"the station's title reads {window.title.text()!r}, not {title!r}")
        return window

    def seat_of(self, role: str) -> int:
        return self.roles[role][1]

    def enter(self, window: DealerWindow, cards: dict[int, str], chips: dict[int, int], *, board: str,
              folded: tuple[int, ...] = (), all_in: tuple[int, ...] = ()) -> None:
        """A hand entered as a dealer enters it: the seats not in the hand unticked, each seat's cards typed into
        its field, its chips, the folds and all-ins ticked, the board."""
        in_hand = set(chips)
        for seat, row in window.seats.rows.items():
            if row.in_hand.isChecked() != (seat in in_hand) and row.in_hand.isEnabled():
                click(row.in_hand, f"seat {seat}'s box")
        for seat, text in [*cards.items(), (BOARD, board)]:
            field = window.field(seat)
            click(field, f"the cards of {'the board' if seat == BOARD else f'seat {seat}'}")
            keys(field, text)
        for seat, amount in chips.items():
            row = window.seats.rows[seat]
            type_into(row.chips, str(amount))
        for seat in folded:
            click(window.seats.rows[seat].folded, f"seat {seat}'s fold box")
        for seat in all_in:
            click(window.seats.rows[seat].all_in, f"seat {seat}'s all-in box")
        wait(30)

    def blinds_of(self, table: int) -> tuple[int, int]:
        at = self.state().tables[table]
        assert at.positions is not None
        return at.positions.small_blind, at.positions.big_blind

    def shown_hand(self, window: DealerWindow, pots: list[tuple[int, list[int], str]], pushes: dict[int, int],
                   notes: list[str]) -> None:
        """The result panel: Push the chips, these pots (amount, eligible seats, winners) and pushes, these notes."""
        shown = window.result.shown()
        names = {seat: self.name_at(window.table, seat) for seat in pushes}
        wanted = {"status": tr("ResultPanel", "Push the chips:"),
                  "pushes": [[str(seat), names[seat], number(amount)] for seat, amount in sorted(pushes.items())],
                  "pots": [[pot_title(i, tr=tr), number(amount), seat_runs(eligible), won, ""]
                           for i, (amount, eligible, won) in enumerate(pots)],
                  "notes": notes}
        got = {key: shown[key] for key in wanted}
        check(got == wanted, f"the station shows {got}, not {wanted} ({window.message.text()!r})")
        check(window.confirm_button.isEnabled(), f"Confirm is greyed out: {window.message.text()!r}")

    def confirmed(self, window: DealerWindow, table: int, hand: int) -> None:
        click(window.confirm_button)
        button = self.state().tables[table].positions
        assert button is not None
        check(window.message.text().startswith(tr("DealerWindow", "Hand {hand} recorded; next hand: the button is on "
                                                  "seat {seat}", hand=hand, seat=button.button)),
              f"after Confirm the station says {window.message.text()!r}")
        self.console.refresh()

    def stacks_after(self, table: int, expected: dict[int, int]) -> None:
        """The Chips tab and the Tables tab show each seat's stack after the hand, known from the count and it."""
        state = self.state()
        at = state.tables[table]
        basis = spoken(Text("from the count at {time} and 1 hand",
                            time=f"{datetime.fromtimestamp(self.counted_at):%H:%M}"))
        self.tab("Chips")
        rows, view = self.console.chips_tab.rows, self.console.chips_tab.table
        shown = {rows.player(r).id: (view.text(r, 2), view.text(r, 4)) for r in range(rows.rowCount())}
        self.tab("Tables")
        lines = {line.seat: line.stack for line in self.console.seating_tab.chart.lines(table)}
        for seat, chips in expected.items():
            player = at.player_at(seat)
            assert player is not None
            check(state.players[player].chips == chips,
                  f"table {table} seat {seat} has {state.players[player].chips} after the hand, not {chips}")
            check(shown[player] == (number(chips), basis),
                  f"the Chips tab shows table {table} seat {seat} as {shown[player]}, not {(number(chips), basis)}")
            check(lines[seat] == number(chips),
                  f"the Tables tab shows table {table} seat {seat} with {lines[seat]!r}, not {number(chips)!r}")

    def side_pots(self) -> None:
        """Short (5,000) and middle (12,000) all in, caller and deep in for 30,000; the blinds fold (the big blind's
        ante dead in the main pot): main pot 21,000 to the short stack's aces, side pot 1 (21,000) to the middle's
        kings, side pot 2 (36,000) to the deep stack's queens over the caller's jacks."""
        window = self.station(1)
        short, middle, caller, deep = (self.seat_of(r) for r in ("short", "middle", "caller", "deep"))
        small, big = self.blinds_of(1)
        plan = self.planned_stack
        self.enter(window, {short: "AsAd", middle: "KsKd", caller: "JsJd", deep: "QsQd"},
                   {short: 5_000, middle: 12_000, caller: 30_000, deep: 30_000, small: 200, big: 800},
                   board="2c7h9d3s4h", folded=(small, big), all_in=(short, middle))
        self.look("a hand with two side pots, entered")
        self.shown_hand(window, [(21_000, sorted((short, middle, caller, deep)), str(short)),
                                 (21_000, sorted((middle, caller, deep)), str(middle)),
                                 (36_000, sorted((caller, deep)), str(deep))],
                        {short: 21_000, middle: 21_000, deep: 36_000}, [])
        failover = self.primary_dies_if_asked()  # (mid-hand: the showdown typed, not yet confirmed)
        self.confirmed(window, 1, 1)
        if failover:  # the desk says the promoted node writes alone (asked again at the action after the failover)
            label = self.console.database_label
            until(lambda: label.text().endswith(tr("Errors", "no standby")),
                  lambda: f"after the failover the status bar says {label.text()!r}")
        self.stacks_after(1, {short: 21_000, middle: 21_000, caller: plan(1, caller) - 30_000,
                              deep: plan(1, deep) + 6_000, small: plan(1, small) - 200,
                              big: plan(1, big) - 800})
        self.look("after the side pots")
        window.close()

    def planned_stack(self, table: int, seat: int) -> int:
        player = self.state().tables[table].player_at(seat)
        assert player is not None
        return self.stacks_plan[player]

    def split_pot(self) -> None:
        """The raiser puts in 2,500 and folds on the river; two callers play the board's straight: 8,500 is 85
        chips of 100, 4,300 to the first of them left of the button (PT-08), 4,200 to the other."""
        window = self.station(2)
        raiser, left, right = (self.seat_of(r) for r in ("raiser", "split left", "split right"))
        small, big = self.blinds_of(2)
        at = self.state().tables[2]
        assert at.positions is not None
        order = [(at.positions.button + i - 1) % at.size + 1 for i in range(1, at.size + 1)]
        first, second = sorted((left, right), key=order.index)
        self.enter(window, {left: "2c3d", right: "2h3c"},
                   {raiser: 2_500, left: 2_500, right: 2_500, small: 200, big: 800},
                   board="5h6d7c8s9h", folded=(raiser, small, big))
        reason = tr("ResultPanel", "first winner left of the button (PT-08)")
        note = tr("ResultPanel", "{pot}: odd chip {amount} to seat {seat}: {reason}", pot=pot_title(0, tr=tr),
                  amount=number(100), seat=first, reason=reason)
        self.shown_hand(window, [(8_500, sorted((left, right)), seat_numbers(sorted((left, right))))],
                        {first: 4_300, second: 4_200}, [note])
        self.look("a split pot with an odd chip, entered")
        self.confirmed(window, 2, 1)
        plan = self.planned_stack
        self.stacks_after(2, {first: plan(2, first) + 1_800, second: plan(2, second) + 1_700,
                              raiser: plan(2, raiser) - 2_500, small: plan(2, small) - 200,
                              big: plan(2, big) - 800})
        window.close()

    def all_in_bust(self) -> None:
        """The short stack (3,000) all in and called; his kings lose to aces: the station offers him as out, the
        console says "Out of chips at table 3, hand 1", and Bust them ends his night in 45th place."""
        window = self.station(3)
        busted, coverer = self.seat_of("busted"), self.seat_of("coverer")
        small, big = self.blinds_of(3)
        self.enter(window, {busted: "KsKh", coverer: "AcAd"},
                   {busted: 3_000, coverer: 3_000, small: 200, big: 800},
                   board="2c7h9d3s4h", folded=(small, big), all_in=(busted,))
        self.shown_hand(window, [(7_000, sorted((busted, coverer)), str(coverer))], {coverer: 7_000}, [])
        name = self.name_at(3, busted)
        self.confirmed(window, 3, 1)
        plan = self.planned_stack
        self.stacks_after(3, {coverer: plan(3, coverer) + 4_000, small: plan(3, small) - 200,
                              big: plan(3, big) - 800, busted: 0})
        offered = tr("DealerWindow", "{name} (seat {seat})", name=name, seat=busted)
        check(offered in window.message.text(), f"the station does not offer {name} as out: {window.message.text()!r}")
        self.look("an all-in lost at table 3")
        self.tab("Players")
        line = tr("Console", "Out of chips at table {table}, hand {hand}: {names}", table=3, hand=1, names=name)
        check(self.console.offered_line.isVisible() and self.console.offered_line.text() == line,
              f"the console's offer reads {self.console.offered_line.text()!r}, not {line!r}")
        self.look("the console offers the bust")
        click(self.console.offered_button)
        check(self.console.message.text().startswith(tr("Console", "{name} finished {place}", name=name,
                                                        place=spoken(nth(PLAYERS)))),
              f"Bust them said {self.console.message.text()!r}")
        check(not self.state().players[self.state().player(name).id].playing, f"{name} is still playing")
        check(not self.console.offered_line.isVisible(), "the offer is still shown after Bust them")
        window.close()
        self.numbers()

