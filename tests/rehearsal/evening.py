"""The night until the hands: the start page, 45 players imported, the seat and button draws, the clock through
levels with a rebuy and two add-ons, and the break with its color-up, each table's chip race and the count."""

from __future__ import annotations

import csv
import random
import sys
import traceback
from datetime import datetime
from functools import partial
from pathlib import Path
from types import TracebackType

from desk import BUY_IN, FEE, NAME, PLAYERS, STACK, TABLES, Desk
from gestures import check, click, menu_entry, press, type_in_cell, type_into, until, wait
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QFileDialog, QLineEdit, QWidget

from floor import app as floor_app
from floor.core.errors import Text
from floor.tournament import events as ev
from floor.tournament.chips import check as chips_check
from floor.tournament.records import SeatsDrawn
from floor.tournament.settings import Purchase
from floor.tournament.structure import Break
from floor.ui.common import language
from floor.ui.common.language import number, spoken, tr
from floor.ui.common.settings import DeskSettings
from floor.ui.seating.record import race_record

FIRST = ("Anna", "Boris", "Carla", "Dmitri", "Elena", "Farid", "Greta", "Hugo", "Ioana", "Jonas", "Katya", "Liviu",
         "Marta", "Nikolai", "Oana", "Pavel", "Radu", "Sofia", "Tudor", "Ulyana", "Vlad", "Zoë", "Ștefan")
LAST = ("Petrova", "Volkov", "Mendes", "Orlov", "Costa", "Haddad", "Lindqvist", "Ferreira", "Dumitrescu-Vasilescu",
        "Berg", "Smirnova", "Ionescu", "Kuznetsova", "Munteanu", "Lebedev", "Popescu", "Constantinescu")


def names(count: int) -> list[str]:
    """Each first name with a last name, the pairs never repeated; a few in Cyrillic as a Russian room has them."""
    cyrillic = {3: "Дмитрий Орлов", 11: "Екатерина Смирнова", 26: "Константин Лебедев"}
    return [cyrillic.get(i, f"{FIRST[i % len(FIRST)]} {LAST[(i * 7) % len(LAST)]}") for i in range(count)]


def write_players(path: Path) -> list[str]:
    """The pre-registration list a club exports: name, nickname, member id."""
    players = names(PLAYERS)
    with path.open("w", encoding="utf-8", newline="") as out:
        rows = csv.writer(out)
        rows.writerow(["name", "nickname", "member id"])
        for i, name in enumerate(players, 1):
            rows.writerow([name, "", f"M{1000 + i}"])
    return players


def mapped(window: QWidget) -> bool:
    """The window is on the X server's screen (mapped and exposed)."""
    handle = window.windowHandle()
    return window.isVisible() and handle is not None and handle.isExposed()


class Evening(Desk):
    """Steps 1 to 5."""

    def start_page(self) -> None:
        """`floor` with no tournament yet: the start page in the desk's language; a night with rebuys and an add-on
        created on it; then the console and the big screen, as `floor` opens them."""
        desk = DeskSettings()
        desk.language, desk.author = self.code, "Ana"
        desk.sync()
        opened: list[int] = []
        page = floor_app.start_page(self.store, "Ana", opened.append, clock=self.clock)
        page.show()
        until(partial(mapped, page), "the start page did not appear")
        wait(100)
        check(language.current() == self.code, f"the desk speaks {language.current()}, not {self.code}")
        check(page.create_button.text() == tr("StartPage", "Create"),
              f"the start page's button reads {page.create_button.text()!r}")
        self.look("the start page")
        form = page.form
        type_into(page.name, NAME)
        for spin, value in ((page.buy_in, BUY_IN), (page.fee, FEE), (page.stack, STACK), (page.seats, 9),
                            (page.late, 6)):
            self.type_number(spin, value)
        click(form.toggles["rebuy"])
        self.type_number(form._spin("rebuy.last_level"), 4)
        click(form.toggles["addon"])
        check(page.structure.currentData() == "standard", "the start page does not offer the standard structure first")
        self.look("the new tournament typed in")
        click(page.create_button)
        check(page.message.text() == "", f"the start page refused: {page.message.text()}")
        check(len(opened) == 1, "Create opened no tournament")
        page.close()
        self.tid = opened[0]
        state = self.state()
        settings = state.settings
        check(settings.name == NAME and settings.buy_in == BUY_IN and settings.fee == FEE
              and settings.starting_stack == STACK and settings.seats_per_table == 9
              and settings.late_registration_level == 6, f"the tournament was created as {settings}")
        check(settings.rebuy == Purchase(BUY_IN, STACK, 1, 4), f"the rebuy was saved as {settings.rebuy}")
        check(settings.addon == Purchase(BUY_IN, STACK, 1, 6), f"the add-on was saved as {settings.addon}")
        breaks = [item for item in state.structure.items if isinstance(item, Break)]
        check(breaks and breaks[0].color_up == (25,), "the structure has no break with a color-up first")

        windows = floor_app.open_console(self.store, self.tid, "Ana", with_display=True, clock=self.clock)
        self._crash_handler = sys.excepthook  # the one floor/app.py installed: the night notes what reaches it
        sys.excepthook = self._hook
        self.windows = windows
        self.console = windows.console
        check(windows.big_screen.display is not None, "the big screen did not open")
        assert windows.big_screen.display is not None
        self.display = windows.big_screen.display
        self.console.seating_tab.rng = random.Random(2026)  # the same draws every night (Floor's own are secure)
        for window in (self.console, self.display):
            until(partial(mapped, window), f"{window.windowTitle()!r} was not mapped")
        wait(300)
        check(self.console.windowTitle() == tr("Console", "Floor — {tournament}", tournament=NAME),
              f"the console's title is {self.console.windowTitle()!r}")
        check(self.display.paused_banner.text() == tr("ClockDisplay", "NOT STARTED"),
              f"the big screen says {self.display.paused_banner.text()!r} before the start")
        self.numbers()
        self.look("the console and the big screen")

    def _hook(self, kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        self.crashes.append("".join(traceback.format_exception(kind, error, tb))[-2000:])
        self._crash_handler(kind, error, tb)

    def import_players(self) -> None:
        """Tournament › Import players (CSV)…: the file chosen in the file dialog, read off the GUI thread."""
        path = self.work / "players.csv"
        self.players = write_players(path)

        def choose(dialog: QDialog) -> None:
            check(isinstance(dialog, QFileDialog), f"{type(dialog).__name__} opened instead of the file dialog")
            fields = [f for f in dialog.findChildren(QLineEdit) if f.objectName() == "fileNameEdit"]
            check(fields, "the file dialog has no file name field")
            type_into(fields[0], str(path))
            press(fields[0], Qt.Key.Key_Return)

        entry = self.answerer.expect("the CSV file", lambda d: isinstance(d, QFileDialog), choose)
        menu_entry(self.console, tr("Console", "&Tournament"), tr("Console", "Import players (CSV)…"))
        self.answerer.answered(entry)
        until(lambda: not self.console.worker.busy, "the import did not finish")
        said = spoken(Text("Registered {count} players from {file}", count=PLAYERS, file=path.name))
        until(lambda: self.console.message.text() == said,
              f"the message line reads {self.console.message.text()!r}, not {said!r}")
        state = self.state()
        check(state.entries == PLAYERS and sorted(p.name for p in state.players.values()) == sorted(self.players),
              f"{state.entries} players were registered")
        self.tab("Players")
        self.numbers()
        self.look("45 players imported")

    def draw_seats(self) -> None:
        """The Tables tab: Floor draws every seat (method A), then the button at each table."""
        tab = self.console.seating_tab
        self.tab("Tables")
        click(tab.draw_button_all)
        state = self.state()
        check(sorted(state.tables) == list(range(1, TABLES + 1)), f"the draw made tables {sorted(state.tables)}")
        check(all(t.count == 9 for t in state.tables.values()), "the tables are not 9 players each")
        drawn = [e for e in self.store.history(self.tid) if e.kind == ev.SEATS_DRAWN][-1]
        said = tr("SeatingDraws", "Seats drawn at random ({rules}): {players} players at {tables} tables. Draw for "
                  "the button at each table.", rules=", ".join(drawn.body(SeatsDrawn).rules), players=PLAYERS,
                  tables=TABLES)
        self.message_is(said)
        self.look("the seats drawn")
        for table in range(1, TABLES + 1):
            self.choose(tab.table_choice, table)
            click(tab.button_button)
            button = self.state().tables[table].positions
            check(button is not None, f"table {table} has no button after its draw")
            assert button is not None
            self.message_is(tr("SeatingDraws", "Table {table}: the button is on seat {seat} (BT-01)", table=table,
                               seat=button.button))
        self.look("the buttons drawn")
        self.tab("Players")
        state = self.state()
        view = self.console.table
        for row in range(view.rowCount()):
            shown = (view.text(row, 3), view.text(row, 4))
            where = state.seats.get(int(view.text(row, 0)))
            check(where is not None and shown == (str(where[0]), str(where[1])),
                  f"the Players tab shows player {view.text(row, 0)} at table and seat {shown}, not {where}")
        self.look("the players with their seats")

    def run_clock(self) -> None:
        """Start, pause and resume the clock, a minute added, a level skipped with Level ▶; a rebuy at level 2; the
        big-blind ante from level 4; the last minute of level 5 and two add-ons in it."""
        buttons = self.console.buttons
        click(buttons["start"])
        self.message_is(tr("Console", "Clock started"))
        self.clock.forward(5 * 60)
        self.shows_clock(1, "15:00", "25 / 50", "25/50")
        self.look("level 1 running")
        click(buttons["pause"])
        self.message_is(tr("Console", "Clock paused"))
        self.clock.forward(120)
        self.shows_clock(1, "15:00", "25 / 50", "25/50", paused=True)
        self.look("the clock paused")
        click(buttons["resume"])
        self.message_is(tr("Console", "Clock running"))
        click(buttons["plus"])
        self.message_is(tr("Console", "Time adjusted"))
        self.shows_clock(1, "16:00", "25 / 50", "25/50")
        self.to_next_item(30)
        self.shows_clock(2, "19:30", "50 / 100", "50/100")
        name = self.players[4]
        self.select_player(name)
        click(self.console.player_buttons["rebuy"])
        state = self.state()
        table, seat = state.seats[state.player(name).id]
        self.message_is(tr("Console", "{name} rebought — table {table}, seat {seat}", name=name, table=table,
                           seat=seat))
        self.rebuys += 1
        self.clear_search()
        self.numbers()
        self.look("a rebuy at level 2")
        click(buttons["next"])
        self.message_is(tr("Console", "On to the next level"))
        self.shows_clock(3, "20:00", "75 / 150", "75/150")
        self.to_next_item(60)
        self.shows_clock(4, "19:00", "100 / 200", tr("Console", "{small}/{big}, big-blind ante {ante}", small=100,
                                                       big=200, ante=200))
        check(self.display.ante.text() == tr("Board", "Big-blind ante {ante}", ante=number(200)),
              f"the big screen's ante reads {self.display.ante.text()!r}")
        self.look("level 4 with its big-blind ante")
        self.to_next_item(0)
        self.clock.forward(state.structure.items[self.index()].minutes * 60 - 55)
        self.shows_clock(5, "0:55", "150 / 300", tr("Console", "{small}/{big}, big-blind ante {ante}", small=150,
                                                       big=300, ante=300))
        check(self.display.alert.text() == tr("Board", "ONE MINUTE LEFT"),
              f"the big screen's notice in the last minute reads {self.display.alert.text()!r}")
        for name in self.players[7:9]:
            self.select_player(name)
            click(self.console.player_buttons["addon"])
            state = self.state()
            table, seat = state.seats[state.player(name).id]
            self.message_is(tr("Console", "{name} took the add-on — table {table}, seat {seat}", name=name,
                               table=table, seat=seat))
            self.addons += 1
        self.clear_search()
        self.numbers()
        self.look("the last minute of level 5, two add-ons")

    def the_break(self) -> None:
        """The break after level 5 colors up the 25s: COLOR-UP NOW on the big screen (full screen too); each table's
        chip race on the Tables tab, step by step; then every stack counted on the Chips tab."""
        self.to_next_item(3)
        until(lambda: self.display.title.text() == tr("Board", "BREAK"), "the big screen does not show the break", 5)
        shown = (self.display.color_up.text(), self.display.alert.text())
        wanted = (tr("Board", "Color-up: {chips} chips", chips=number(25)), tr("Board", "COLOR-UP NOW"))
        check(shown == wanted, f"at the break the big screen shows {shown}, not {wanted}")
        self.look("the break: color-up now")
        self.full_screen("the break on the big screen")
        tab = self.console.seating_tab
        self.tab("Tables")
        removed = 0
        for table in range(1, TABLES + 1):
            self.choose(tab.table_choice, table)
            click(tab.race_button)
            race = tab.race
            check(tab.pages.currentWidget() is race, f"Chip race… at table {table} did not open the race")
            heading = tr("SeatingRace", "Chip race at table {table} (CR-01 to CR-06): the {chips} chips go, the new "
                         "chip is {chip}. After the complete sets are exchanged, type each seat's leftover chips; "
                         "tick the seats where they are the whole stack.", table=table, chips=number(25),
                         chip=number(100))
            check(race.heading.text() == heading, f"the race's heading reads {race.heading.text()!r}")
            for row, seat in enumerate(race.seats):
                leftovers = (seat + table) % 4
                if leftovers:
                    type_in_cell(race.grid, race.grid.model().index(row, 2), str(leftovers))
            if table == 1:
                self.look("the chip race at table 1, typed")
            click(race.deal_button)
            event = [e for e in self.store.history(self.tid) if e.kind == ev.CHIP_RACE][-1]
            check(event.data.to_json()["table"] == table, f"no chip race was recorded at table {table}")
            awards = event.data.to_json()["race"]["awards"]
            won = sum(a["rule"] == "CR-05" for a in awards)
            said = (tr("SeatingRace", "Chip race at table {table}: {won} chip won (CR-05)", table=table, won=won)
                    if won == 1 else
                    tr("SeatingRace", "Chip race at table {table}: {won} chips won (CR-05)", table=table, won=won))
            if len(awards) > won:
                said = tr("SeatingRace", "{race}, {kept} given so nobody is raced out (CR-06)", race=said,
                          kept=len(awards) - won)
            self.message_is(said)
            removed += event.data.to_json()["removed_from_play"]
            record = tab.record  # one record view for every table
            if table == 1:  # the record is dealt line by line, as the cards were; then Show all
                until(lambda: len(tab.record.shown()) >= 3, "the race's record is not being dealt", 5)
                click(record.all_button)
            _, lines = race_record(event, tab.surface.name)
            check(record.shown() == lines or table != 1, f"the race's record shows {record.shown()}, not {lines}")
            if table == 1:
                self.look("the chip race at table 1, dealt")
        check(self.state().chips_removed == removed,
              f"the races removed {removed} chips, the tournament counts {self.state().chips_removed}")
        self.numbers()
        self.count_stacks()

    def half_a_minute_later(self) -> None:
        """What the console does every half minute while the floor types: its automatic backup check runs (the
        timer is made to fire now, as if the half minute had passed)."""
        timer = self.console.backup_timer
        interval = timer.interval()
        timer.start(1)
        wait(30)
        timer.start(interval)
        until(lambda: not self.console.worker.busy, "the automatic backup did not finish")
        wait(20)

    def planned_stacks(self) -> dict[int, int]:
        """The stacks the night's hands need (short stacks all in, deep ones calling), the rest shared evenly: all
        of them adding up to the chips in play."""
        state = self.state()
        total = STACK * (state.entries + self.rebuys + self.addons) - state.chips_removed
        plan: dict[int, int] = {}
        for table, stacks in ((1, {"short": 5_000, "middle": 12_000, "caller": 40_000, "deep": 45_000}),
                              (2, {"raiser": 20_000, "split left": 20_000, "split right": 20_000}),
                              (3, {"busted": 3_000, "coverer": 30_000})):
            at = state.tables[table]
            assert at.positions is not None
            blinds = {at.positions.small_blind, at.positions.big_blind}
            free = [s for s in at.occupied() if s not in blinds]
            for (role, chips), seat in zip(stacks.items(), free, strict=False):
                player = at.player_at(seat)
                assert player is not None
                plan[player] = chips
                self.roles[role] = (table, seat)
        others = sorted(p.id for p in state.playing if p.id not in plan)
        share = (total - sum(plan.values())) // len(others) // 100 * 100
        for player in others:
            plan[player] = share
        plan[others[0]] += total - sum(plan.values())
        return plan

    def count_stacks(self) -> None:
        """The Chips tab: every stack typed into its row, then Save counts; the totals check agrees."""
        self.tab("Chips")
        chips_tab = self.console.chips_tab
        plan = self.stacks_plan = self.planned_stacks()
        view, rows = chips_tab.table, chips_tab.rows
        half = rows.rowCount() // 2
        for row in range(rows.rowCount()):
            player = rows.player(row).id
            type_in_cell(view, rows.index(row, 2), str(plan[player]))
            if row == half:
                self.half_a_minute_later()
                kept = [view.text(r, 2) for r in range(half + 1)]
                typed = [str(plan[rows.player(r).id]) for r in range(half + 1)]
                check(kept == typed, f"the console's half-minute refresh wiped the counts typed: {kept[:5]}…")
        self.look("the chip count typed")
        click(chips_tab.save_button)
        state = self.state()
        wrong = {p.id: p.chips for p in state.playing if p.chips != plan[p.id]}
        check(not wrong, f"the count saved other stacks: {wrong}")
        check_line = spoken(chips_check(state).message)
        self.message_is(tr("ChipsTab", "Counted {count} stacks. {check}", count=len(plan), check=check_line))
        total = chips_check(state)
        check(total.difference == 0 and total.expected == sum(plan.values()),
              f"the totals check says {check_line!r}")
        counted = spoken(Text("counted at {time}", time=f"{datetime.fromtimestamp(self.clock()):%H:%M}"))
        known = {view.text(r, 4) for r in range(rows.rowCount())}
        check(known == {counted}, f"the Chips tab's 'known from' column reads {known}, not {counted!r}")
        self.counted_at = self.clock()
        self.numbers()
        self.look("the stacks counted")

