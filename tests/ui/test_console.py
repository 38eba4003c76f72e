"""The console, offscreen with a fake clock: register, run the clock, bust and read the prize, undo."""

from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest
from conftest import FakeTime
from painted import show_tab
from PySide6.QtCore import Qt

from floor.app import StoreSession
from floor.store.tournaments import Store
from floor.tournament import prizes
from floor.tournament.settings import Settings
from floor.tournament.structure import structure_to_json, template
from floor.ui.console import Console
from floor.usecases.desk import run
from floor.usecases.seating import draw_seats

T0 = 1_800_000_000.0



@pytest.fixture
def console(qtbot, tmp_path: Path) -> Iterator[tuple[Console, FakeTime]]:
    store = Store(tmp_path / "f.db")
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=T0, author="Ana",
                       extra={"structure": structure_to_json(template("turbo"))})
    clock = FakeTime()
    window = Console(StoreSession(store, tid, "Ana", clock), poll=False)
    qtbot.addWidget(window)
    window.show()
    yield window, clock
    store.close()


def register(qtbot, window: Console, name: str) -> None:
    window.name_field.setText(name)
    qtbot.keyClick(window.name_field, Qt.Key.Key_Return)


def select(window: Console, *names: str) -> None:
    window.table.clearSelection()
    window.table.setSelectionMode(window.table.SelectionMode.MultiSelection)
    for row in range(window.table.rowCount()):
        if window.table.text(row, 1) in names:
            window.table.selectRow(row)


def type_in(view, row: int, column: int, text: str) -> None:
    """What typing into a cell and pressing Enter does: the model gets the text."""
    model = view.model()
    assert model.flags(model.index(row, column)) & Qt.ItemFlag.ItemIsEditable
    assert model.setData(model.index(row, column), text)


def test_registering_shows_the_player_and_the_count(qtbot, console) -> None:
    """Typing names and pressing Enter registers them: the table and the counts show them at once."""
    window, _ = console
    for name in ("Ivan", "Maria", "Olga"):
        register(qtbot, window, name)
    assert window.message.text() == "Registered player 3: Olga"
    assert [window.table.text(r, 1) for r in range(3)] == ["Ivan", "Maria", "Olga"]
    assert "Entries 3 · playing 3" in window.stats_line.text() and window.name_field.text() == ""


def test_an_empty_name_is_refused_next_to_where_it_happened(qtbot, console) -> None:
    """Pressing Register with no name says why, in the message line, and registers nobody."""
    window, _ = console
    qtbot.mouseClick(window.register_button, Qt.MouseButton.LeftButton)
    assert window.message.text() == "a player needs a name" and window.table.rowCount() == 0


def test_the_clock_starts_pauses_and_shows_the_time(qtbot, console) -> None:
    """Start, 90 seconds later 10:30 left; Space pauses it; the buttons follow what is allowed."""
    window, clock = console
    assert not window.buttons["pause"].isEnabled() and window.buttons["start"].isEnabled()
    qtbot.mouseClick(window.buttons["start"], Qt.MouseButton.LeftButton)
    clock.now = T0 + 90
    window.refresh_clock()
    assert window.clock_line.text().startswith("Level 1 · 10:30 · 25/50")
    window.toggle_clock()
    assert "PAUSED" in window.clock_line.text() and window.message.text() == "Clock paused"
    assert window.buttons["resume"].isEnabled() and not window.buttons["pause"].isEnabled()


def test_busting_shows_place_and_prize_and_undo_brings_the_player_back(qtbot, console) -> None:
    """Bust in the money: "finished 4th, wins 132" (12 x 100 pays four places); Ctrl+Z undoes it."""
    window, _ = console
    for i in range(1, 13):
        register(qtbot, window, f"P{i}")
    for i in range(12, 4, -1):
        select(window, f"P{i}")
        window.bust_selected()
    select(window, "P4")
    qtbot.mouseClick(window.bust_button, Qt.MouseButton.LeftButton)
    fourth = prizes.sheet(window.session.state()).amounts[3]
    assert window.message.text() == f"P4 finished 4th, wins {fourth:,}" and fourth == 132
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.message.text() == "Undone: elimination"
    assert "playing 4" in window.stats_line.text()
    window.tabs.setCurrentWidget(window.history_list)  # the History tab lists the latest actions first
    assert window.history_list.text(0).endswith("Undone #22: P4 finished 4th")


def test_busting_with_nobody_selected_says_what_to_do(qtbot, console) -> None:
    """The Bust button without a selection explains itself."""
    window, _ = console
    register(qtbot, window, "Ivan")
    window.table.clearSelection()
    qtbot.mouseClick(window.bust_button, Qt.MouseButton.LeftButton)
    assert window.message.text().startswith("Select the player")


def test_the_demo_opens_in_the_console(qtbot, tmp_path: Path) -> None:
    """The demo tournament shows in the console running: 16 playing, the clock on level 1."""
    import time

    from floor.demo import build

    store, tid = build(tmp_path / "demo.db", time.time())
    window = Console(StoreSession(store, tid, "Demo"), poll=False)
    qtbot.addWidget(window)
    assert "playing 16" in window.stats_line.text() and window.clock_line.text().startswith("Level 1 ·")
    assert "PAUSED" not in window.clock_line.text()
    store.close()


def test_the_chip_grid_saves_counts_and_shows_the_totals_check(qtbot, console) -> None:
    """Type every stack in the Chips tab and save: the check says the count matches; a typo is named."""
    window, _ = console
    for name in ("Ivan", "Maria"):
        register(qtbot, window, name)
    grid = window.chips_tab
    show_tab(qtbot, window.tabs, grid)
    type_in(grid.table, 0, 2, "12,000")
    type_in(grid.table, 1, 2, "8000")
    qtbot.mouseClick(grid.save_button, Qt.MouseButton.LeftButton)
    assert window.message.text() == "Counted 2 stacks. The count matches: 20,000 chips in play"
    assert grid.check_line.text().startswith("The count matches")
    type_in(grid.table, 0, 2, "12k")
    qtbot.mouseClick(grid.save_button, Qt.MouseButton.LeftButton)
    assert window.message.text() == "Ivan's chips must be a whole number, not '12k'"


def test_payouts_can_be_set_by_hand_and_a_deal_shown(qtbot, console) -> None:
    """Type a new 4th prize and save: 1st takes up the difference; a deal is greyed out until every stack is
    counted (saying so), then shows (ICM only up to ten players: the chip chop for twelve)."""
    window, _ = console
    for i in range(1, 13):
        register(qtbot, window, f"P{i}")
    tab = window.payouts_tab
    show_tab(qtbot, window.tabs, tab)
    first = int(tab.table.item(0, 1).text().replace(",", ""))
    fourth = int(tab.table.item(3, 1).text().replace(",", ""))
    tab.table.item(3, 1).setText(str(fourth + 18))
    qtbot.mouseClick(tab.save_button, Qt.MouseButton.LeftButton)
    assert window.message.text().startswith("Payouts saved")
    assert tab.table.item(0, 1).text() == f"{first - 18:,}" and "(set by hand)" in tab.pool_line.text()
    assert not tab.icm_button.isEnabled() and tab.icm_button.toolTip().startswith("Count every stack first: P1, ")
    assert not tab.chop_button.isEnabled()
    grid = window.chips_tab
    show_tab(qtbot, window.tabs, grid)
    for row in range(12):
        type_in(grid.table, row, 2, "10000")
    qtbot.mouseClick(grid.save_button, Qt.MouseButton.LeftButton)
    show_tab(qtbot, window.tabs, tab)
    assert not tab.icm_button.isEnabled() and "at most 10 players" in tab.icm_button.toolTip()
    qtbot.mouseClick(tab.chop_button, Qt.MouseButton.LeftButton)
    assert window.message.text() == "Chip chop deal for 12 players (shown, not recorded)"
    assert tab.deal_table.rowCount() == 12


def test_rebuy_and_reentry_buttons_follow_the_rules(qtbot, tmp_path: Path) -> None:
    """In a freezeout the Rebuy button is greyed out saying there are no rebuys; it acts on the one selected
    player (pressed with nobody selected, it says so)."""
    store = Store(tmp_path / "g.db")
    tid = store.create(Settings("Freezeout", buy_in=100, starting_stack=10_000), now=T0, author="Ana")
    window = Console(StoreSession(store, tid, "Ana", FakeTime()), poll=False)
    qtbot.addWidget(window)
    register(qtbot, window, "Ivan")
    window.table.clearSelection()
    qtbot.mouseClick(window.player_buttons["rebuy"], Qt.MouseButton.LeftButton)
    assert window.message.text() == "Select one player first"
    select(window, "Ivan")
    rebuy = window.player_buttons["rebuy"]
    assert not rebuy.isEnabled() and rebuy.toolTip() == "This tournament has no rebuys"
    store.close()


def test_the_name_at_the_desk_is_stamped_on_actions_and_remembered(qtbot, tmp_path: Path) -> None:
    """Typing "Boris" at the desk: the next action is Boris's, and the name is kept for this computer."""
    from PySide6.QtCore import QSettings

    from floor.ui.common.settings import DeskSettings

    store = Store(tmp_path / "h.db")
    tid = store.create(Settings("T", buy_in=100, starting_stack=10_000), now=T0, author="Ana")
    desk = DeskSettings(QSettings(str(tmp_path / "floor.ini"), QSettings.Format.IniFormat))
    window = Console(StoreSession(store, tid, "Ana", FakeTime()), poll=False, desk=desk)
    qtbot.addWidget(window)
    window.author_field.setText("Boris")
    window.set_author()
    register(qtbot, window, "Ivan")
    assert store.history(tid)[-1].author == "Boris"
    again = DeskSettings(QSettings(str(tmp_path / "floor.ini"), QSettings.Format.IniFormat))
    assert again.author == "Boris"
    window.author_field.setText("  ")
    window.set_author()
    assert window.message.text().startswith("Every action needs the name") and window.author_field.text() == "Boris"
    store.close()


def test_desk_settings_round_trip(tmp_path: Path) -> None:
    """Screen, sounds and data folder are kept as typed values."""
    from PySide6.QtCore import QSettings

    from floor.ui.common.settings import DeskSettings

    ini = str(tmp_path / "floor.ini")
    desk = DeskSettings(QSettings(ini, QSettings.Format.IniFormat))
    assert desk.display_screen is None and desk.sounds and desk.data_folder is None
    desk.display_screen, desk.sounds, desk.data_folder = 2, False, tmp_path
    desk.sync()
    again = DeskSettings(QSettings(ini, QSettings.Format.IniFormat))
    assert (again.display_screen, again.sounds, again.data_folder) == (2, False, tmp_path)


def test_the_structure_tab_saves_a_changed_structure_and_the_clock_follows(qtbot, console) -> None:
    """Lengthen level 1 to 30 minutes in the Structure tab and save: the clock shows the new length."""
    window, clock = console
    qtbot.mouseClick(window.buttons["start"], Qt.MouseButton.LeftButton)
    editor = window.structure_editor
    minutes = next(i for i in range(editor.model.columnCount()) if "inutes" in str(
        editor.model.headerData(i, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)))
    editor.model.setData(editor.model.index(0, minutes), "30")
    qtbot.mouseClick(window.structure_save, Qt.MouseButton.LeftButton)
    assert window.message.text() == "Structure saved: the clock keeps its place"
    clock.now = T0 + 60
    window.refresh_clock()
    assert window.clock_line.text().startswith("Level 1 · 29:00")


def test_type_ahead_finds_players_by_name_nickname_or_number(qtbot, console) -> None:
    """Typing "mar" shows only Maria and Marat; clearing the search shows everyone again."""
    window, _ = console
    for name in ("Ivan", "Maria", "Marat", "Olga"):
        register(qtbot, window, name)
    qtbot.keyClicks(window.search_field, "mar")
    assert [window.table.text(r, 1) for r in range(window.table.rowCount())] == ["Maria", "Marat"]
    qtbot.keyClicks(window.search_field, "4")
    assert window.table.rowCount() == 0
    window.search_field.clear()
    assert window.table.rowCount() == 4
    qtbot.keyClicks(window.search_field, "4")
    assert [window.table.text(r, 1) for r in range(window.table.rowCount())] == ["Olga"]


def test_a_search_narrowed_to_one_player_selects_it_so_ctrl_r_and_ctrl_b_act_on_it(qtbot, console) -> None:
    """The finding (issue 29): Ctrl+B and Ctrl+R worked only after a click on the row the search had left alone.
    Narrowed to one player, the search selects it: the keys act on them straight from the search field."""
    window, _ = console
    for name in ("Ivan", "Maria", "Marat", "Olga"):
        register(qtbot, window, name)
    qtbot.mouseClick(window.buttons["start"], Qt.MouseButton.LeftButton)
    qtbot.keyClicks(window.search_field, "mar")
    assert window.selected_players() == []  # two shown: nobody chosen for the floor
    qtbot.keyClicks(window.search_field, "at")
    assert [window.table.text(r, 1) for r in range(window.table.rowCount())] == ["Marat"]
    qtbot.keyClick(window.search_field, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert window.message.text() == "this tournament has no rebuys"  # (Marat's: not "Select one player first")
    qtbot.keyClick(window.search_field, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    assert not window.session.state().players[3].playing and "Marat" in window.message.text()


def test_importing_a_csv_registers_everyone_or_nobody(qtbot, console, tmp_path: Path) -> None:
    """A file with a bad line registers nobody and names the line; a good file registers all its players."""
    window, _ = console
    bad = tmp_path / "bad.csv"
    bad.write_text("name,nickname,member id\nIvan,Vanya,17\n,x,18\n", encoding="utf-8")
    assert window.import_file(bad)
    qtbot.waitUntil(lambda: not window.worker.busy)
    assert window.message.text() == "bad.csv line 3: the name is empty" and window.table.rowCount() == 0
    good = tmp_path / "good.csv"
    good.write_text("Ivan,Vanya,17\nOlga,,\n", encoding="utf-8")
    assert window.import_file(good)
    qtbot.waitUntil(lambda: not window.worker.busy)
    assert window.message.text() == "Registered 2 players from good.csv" and window.table.rowCount() == 2
    assert not window.progress_bar.isVisible()


def test_an_automatic_backup_leaves_the_words_of_the_floors_last_action_in_the_message_line(qtbot, console) -> None:
    """Found in this issue's rehearsal: the half-minute backup check replaced "… finished 2nd" with "Backed up to …"
    under the clock, so the floor read a backup it had not asked for instead of the bust it had just made. The
    automatic backup is said in the status bar; the message line keeps the last action's words."""
    window, clock = console
    for name in ("Ivan", "Olga", "Radu"):
        register(qtbot, window, name)
    select(window, "Radu")
    window.bust_button.click()
    said = window.message.text()
    assert said.startswith("Radu finished 3rd")
    clock.now += 6 * 60  # five minutes since the last backup (none yet): one is due
    window.back_up_if_due()
    qtbot.waitUntil(lambda: not window.worker.busy)
    assert window.message.text() == said
    assert window.statusBar().currentMessage().startswith("Backed up to ")


def test_export_and_backup_run_off_the_gui_thread_and_say_where(qtbot, console, tmp_path: Path) -> None:
    """The Tournament menu's export writes the files and the backup makes a copy; each says where when done."""
    window, _ = console
    register(qtbot, window, "Ivan")
    assert window.export_to(tmp_path / "out")
    qtbot.waitUntil(lambda: not window.worker.busy)
    assert window.message.text() == f"Exported 7 files to {tmp_path / 'out'}"
    assert "Ivan" in (tmp_path / "out" / "results.csv").read_text(encoding="utf-8-sig")
    assert window.back_up()
    qtbot.waitUntil(lambda: not window.worker.busy)
    made = Path(window.message.text().removeprefix("Backed up to "))
    assert window.message.text().startswith("Backed up to ") and made.exists() and made.parent.name == "backups"
    menu = window.menuBar().actions()[0].menu()
    assert [a.text() for a in menu.actions()] == ["Import players (CSV)…", "Import from The Tournament Director…",
                                                  "Export results…", "Back up now", "Results report…",
                                                  "Tournament settings…", "Payout templates…", "Chip set…",
                                                  "Members…", "League…", "Database server…", "House settings…",
                                                  "Dealer station…", "", "Reopen…"]  # (a separator, then a finished
    # tournament's)


def test_undo_is_a_button_and_an_edit_menu_entry(qtbot, console) -> None:
    """A floor manager finds undo without knowing the shortcut: the button takes back the last bust."""
    window, _ = console
    register(qtbot, window, "Ivan")
    register(qtbot, window, "Olga")
    select(window, "Olga")
    qtbot.mouseClick(window.bust_button, Qt.MouseButton.LeftButton)
    assert "Ivan wins the tournament" in window.message.text()
    qtbot.mouseClick(window.undo_button, Qt.MouseButton.LeftButton)
    assert window.message.text() == "Undone: elimination"
    assert [window.table.text(r, 2) for r in range(2)] == ["playing", "playing"]
    edit = window.menuBar().actions()[1].menu()
    assert [a.text() for a in edit.actions()] == ["Undo the last action", "Redo", "Hot keys…"]
    edit.actions()[1].trigger()
    assert window.message.text() == "Redone: elimination" and window.table.text(0, 2) == "winner, 1st"


def test_after_the_draw_a_newcomer_gets_a_seat_and_a_bust_says_what_balancing_needs(qtbot, console) -> None:
    """SE-04: registering once the seats are drawn shows the new seat; a bust says whether a move is due (BB-01)."""
    import random

    from floor.tournament.seating import actions as seating

    window, _ = console
    for i in range(1, 11):
        register(qtbot, window, f"P{i}")
    draw_seats(window.session, rng=random.Random(3))
    window.show_moved()  # as the Tables tab does after its own action
    register(qtbot, window, "Late")
    state = window.session.state()
    where = state.seat_of(11)
    assert where is not None
    assert window.message.text() == f"Registered player 11: Late — table {where[0]}, seat {where[1]}"
    select(window, "P1")
    qtbot.mouseClick(window.bust_button, Qt.MouseButton.LeftButton)
    found = seating.proposal(window.session.state())  # the newcomer's seat is drawn securely: either may happen
    balance = "tables balanced" if found is None else f"balancing: {found.reason} (Tables tab)"
    assert window.message.text() == f"P1 finished 11th; {balance}"


def test_the_dealer_station_opens_for_a_table_from_the_tournament_menu(qtbot, console) -> None:
    """Tournament > Dealer station…: refused in words before the draw; afterwards one window per table."""
    import random

    window, _ = console
    assert window.open_dealer() is None
    assert window.message.text() == "There are no tables yet: draw the seats first (Tables tab)"
    for i in range(1, 13):
        register(qtbot, window, f"P{i}")
    draw_seats(window.session, rng=random.Random(3))
    window.show_moved()
    window.ask_table = lambda tables: tables[-1]  # the floor picks the last table in the list
    station = window.open_dealer()
    assert station is not None and station.isVisible() and station.table == 2
    assert window.open_dealer() is station  # the same table's station is raised, not opened twice
    menu = window.menuBar().actions()[0].menu()
    assert "Dealer station…" in [a.text() for a in menu.actions()]
    station.close()


def test_players_a_dealer_offers_as_out_are_busted_from_the_console_together(qtbot, console) -> None:
    """A hand recorded at a table with two all-in seats that won nothing: the Players tab names them; one click
    busts both (out in the same hand, they share their places) and the line goes away."""
    from floor.tournament.hands import record as handrecord

    window, _ = console
    for i in range(1, 7):
        register(qtbot, window, f"P{i}")
    assert not window.offered_line.isVisibleTo(window)
    draw_seats(window.session, method="B", cards={i: "A" if i == 1 else str(i) for i in range(1, 7)})
    hand = {"game": "holdem", "board": "Ah Kh 7c 7d 2s", "button": 1,
            "seats": [{"seat": 1, "cards": "As Ad", "contributed": 500},
                      {"seat": 2, "cards": "Kc Ks", "contributed": 500},
                      {"seat": 3, "cards": "Qc Qd", "contributed": 500}]}
    run(window.session, lambda s: handrecord.record_hand(s, 1, hand, now=T0, author="Dan", all_in=[2, 3]))
    window.show_moved()  # as the dealer station tells the change feed
    assert window.offered_line.isVisibleTo(window)
    assert window.offered_line.text() == "Out of chips at table 1, hand 1: P2, P3"
    qtbot.mouseClick(window.offered_button, Qt.MouseButton.LeftButton)
    assert window.message.text() == "P2 finished 5th; P3 finished 5th; tables balanced"
    assert not window.offered_line.isVisibleTo(window)


def test_a_second_player_of_the_same_name_is_asked_about_first(qtbot, console) -> None:
    """Issue 15 item 15: registering "alex brown" when Alex Brown is in asks first; No registers nobody, Yes does."""
    window, _ = console
    register(qtbot, window, "Alex Brown")
    asked: list[str] = []
    window.confirm = lambda question: asked.append(question) or False  # type: ignore[method-assign]
    register(qtbot, window, "  alex   brown ")
    assert asked == ["Alex Brown is already registered (#1): register another Alex Brown?"]
    assert window.table.rowCount() == 1 and window.message.text() == "Not registered: Alex Brown is already player 1"
    window.confirm = lambda question: True  # type: ignore[method-assign]
    register(qtbot, window, "Alex Brown")
    assert window.table.rowCount() == 2 and window.message.text() == "Registered player 2: Alex Brown"


def test_the_players_tab_shows_table_seat_and_the_known_stack_grouped(qtbot, tmp_path: Path) -> None:
    """Issue 15 items 3 and 11: after a recorded hand the Players and Chips tabs show the moved stacks, grouped,
    and the Chips tab says how each is known."""
    from floor.demo import build
    from floor.tournament.hands import record as handrecord

    store, tid = build(tmp_path / "demo.db", T0)
    window = Console(StoreSession(store, tid, "Ana", FakeTime(T0 + 60)), poll=False)
    qtbot.addWidget(window)
    state = store.state(tid)
    table = state.tables[1]
    first, second = [(s, p) for s, p in enumerate(table.seats, 1) if p is not None][:2]
    request = {"game": "holdem", "board": "2c 3d 9h Td Ks", "button": first[0],
               "seats": [{"seat": first[0], "cards": "As Ad", "contributed": 5_000},
                         {"seat": second[0], "cards": "7c 2d", "contributed": 5_000}]}
    store.act(tid, lambda s: handrecord.record_hand(s, 1, request, now=T0 + 30, author="Dan"))
    window.refresh()
    after = store.state(tid)
    winner, loser = after.players[first[1]], after.players[second[1]]
    row = next(r for r in range(window.table.rowCount()) if window.table.text(r, 1) == winner.label)
    assert [window.table.text(row, c) for c in (3, 4, 5)] == ["1", str(first[0]), f"{winner.chips:,}"]
    window.show()
    show_tab(qtbot, window.tabs, window.chips_tab)
    chips_view = window.chips_tab.table
    rows = {chips_view.text(r, 1): (chips_view.text(r, 2), chips_view.text(r, 4)) for r in range(chips_view.rowCount())}
    at = datetime.fromtimestamp(T0).strftime("%H:%M")
    assert rows[loser.label] == (f"{loser.chips:,}", f"from the count at {at} and 1 hand")
    assert "," in rows[winner.label][0]
    store.close()


def test_minus_500_is_refused_as_negative_not_as_not_a_whole_number(qtbot, console) -> None:
    """Issue 15 item 18: "-500" typed as a stack or a prize says it is negative; nothing is saved."""
    window, _ = console
    for name in ("Ivan", "Maria"):
        register(qtbot, window, name)
    grid = window.chips_tab
    show_tab(qtbot, window.tabs, grid)
    type_in(grid.table, 0, 2, "-500")
    qtbot.mouseClick(grid.save_button, Qt.MouseButton.LeftButton)
    assert window.message.text() == "Ivan's chips cannot be negative (-500)"
    assert all(p.chips is None for p in window.session.state().players.values())
    show_tab(qtbot, window.tabs, window.payouts_tab)
    window.payouts_tab.table.item(0, 1).setText("-500")
    qtbot.mouseClick(window.payouts_tab.save_button, Qt.MouseButton.LeftButton)
    assert window.message.text() == "the prize for 1st place cannot be negative (-500)"
    assert window.session.state().payout_overrides == {}


def test_the_console_says_once_in_the_status_bar_that_it_is_silent(qtbot, tmp_path: Path) -> None:
    """Issue 15 item 7: without a sound device the status bar says so; the big screen's foot says nothing."""
    from floor.ui.clock.big_screen import BigScreen
    from floor.ui.clock.board import board

    class Mute:
        reason = "no audio device: alerts are shown, not heard"
        available = False

        def play(self, kind: str) -> bool:
            return False

    store = Store(tmp_path / "f.db")
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=T0, author="Ana")
    session = StoreSession(store, tid, "Ana", FakeTime())
    screen = BigScreen(lambda: board(session.state(), session.now()), sounder=Mute())
    window = Console(session, poll=False, big_screen=screen)
    qtbot.addWidget(window)
    assert window.statusBar().currentMessage() == "Silent: no audio device: alerts are shown, not heard"
    display = screen.open()
    assert display.problem.text() == ""  # the room is not told about the desk's speakers
    screen.close()
    store.close()


def test_a_windows_1251_list_is_imported_by_choosing_its_kind_in_the_file_dialog(qtbot, console,
                                                                                  tmp_path: Path) -> None:
    """Issue 16: Russian and Romanian spreadsheets save CSV in a Windows code page; the console reads one when told,
    and a file it cannot read as UTF-8 says how to tell it (in the console's words, not the command line's)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit

    window, _ = console
    listed = tmp_path / "список.csv"
    listed.write_bytes("name,nickname\nИван Петров,Ваня\nOlga Smirnova,\n".encode("cp1251"))
    assert window.import_file(listed)
    qtbot.waitUntil(lambda: not window.worker.busy)
    assert window.message.text().startswith("список.csv line 2 is not utf-8 text; if it was saved as Windows-1251")
    assert "choosing that kind of file in the file dialog" in window.message.text() and "--encoding" not in \
        window.message.text()
    assert window.table.rowCount() == 0
    kinds = window.import_kinds()
    assert [encoding for _, encoding in kinds] == [None, "cp1251", "cp1250", None]

    def choose() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QFileDialog)
        dialog.selectNameFilter(kinds[1][0])
        field = next(f for f in dialog.findChildren(QLineEdit) if f.objectName() == "fileNameEdit")
        field.setText(str(listed))
        dialog.accept()

    QTimer.singleShot(200, choose)
    window.import_dialog()
    qtbot.waitUntil(lambda: not window.worker.busy and window.table.rowCount() == 2)
    assert window.message.text() == "Registered 2 players from список.csv"


def test_a_namesake_not_registered_is_said_in_the_refusal_colour(qtbot, console) -> None:
    """Issue 29 (the walk): "Not registered: Alex Brown is already player 1" was painted in the green of a
    registration done; nobody was registered, so it is said in the refusal colour, and the next registration green."""
    window, _ = console
    register(qtbot, window, "Alex Brown")
    window.confirm = lambda question: False  # type: ignore[method-assign]
    register(qtbot, window, "Alex Brown")

    def colours(label) -> tuple[int, int]:
        """The label's red letters and its green ones."""
        image = label.grab().toImage()
        seen = [image.pixelColor(x, y) for x in range(image.width()) for y in range(image.height())]
        return (sum(1 for c in seen if c.red() > 120 and c.green() < 80 and c.blue() < 80),
                sum(1 for c in seen if c.green() > 60 and c.red() < 60 and c.blue() < 60))

    red, green = colours(window.message)
    assert window.message.text().startswith("Not registered") and red > 20 and green == 0
    register(qtbot, window, "Maria Pop")
    red, green = colours(window.message)
    assert window.message.text().startswith("Registered player 2") and red == 0 and green > 20


def test_the_clock_buttons_are_off_once_the_tournament_is_won(qtbot, console) -> None:
    """Found on the walk (issue 29): after the winner, Pause, ◀ Level, Level ▶ and ±1 min stayed pressable on a
    finished tournament (each press then refused). They are off once it is won, and on again when it is reopened."""
    from floor.usecases import tournament as tournaments_usecase

    window, _ = console
    for name in ("Ivan", "Maria"):
        register(qtbot, window, name)
    qtbot.mouseClick(window.buttons["start"], Qt.MouseButton.LeftButton)
    assert window.buttons["pause"].isEnabled() and window.buttons["next"].isEnabled()
    qtbot.keyClicks(window.search_field, "Maria")
    qtbot.keyClick(window.search_field, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    window.refresh_clock()
    assert window.clock_line.text() == "Tournament over: Ivan won"
    assert not any(window.buttons[key].isEnabled() for key in ("pause", "resume", "previous", "next", "minus", "plus"))
    tournaments_usecase.reopen(window.session, "Maria's bust was a mistake")
    window.refresh_clock()
    assert window.buttons["pause"].isEnabled()


def test_the_players_status_column_cut_the_winner_to_winner_dots(qtbot, tmp_path: Path) -> None:
    """The walk at 1920x1080: once the tournament was won the Players tab's status read "winner,..." (the column was
    fitted when the names shown changed, not when a status grew longer with the same players in the same order).
    Each status reads whole after every bust."""
    from floor.usecases import players

    store = Store(tmp_path / "f.db")
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=T0, author="Ana")
    session = StoreSession(store, tid, "Ana", FakeTime())
    for i in range(1, 11):
        players.register(session, f"P{i}")
    window = Console(session, poll=False)
    qtbot.addWidget(window)
    window.resize(1920, 1000)
    window.show()
    for out in range(10, 1, -1):
        players.bust(session, [out])
        window.refresh()
        view, metrics = window.table, window.table.fontMetrics()
        for row in range(view.rowCount()):
            status = view.text(row, 2)
            assert view.columnWidth(2) >= metrics.horizontalAdvance(status), \
                f"{status!r} cut to {view.columnWidth(2)} px after player {out} went out"
    assert "winner, 1st" in {window.table.text(row, 2) for row in range(10)}
    store.close()
