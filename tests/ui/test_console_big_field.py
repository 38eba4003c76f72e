"""The console at a big field (issue 30): its models change the rows that changed, and what the floor sees stays the
same. Counted, not timed: which signals a model sends after one action (the machine is shared; no timed asserts)."""

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import FakeTime
from painted import show_tab
from PySide6.QtCore import QAbstractItemModel, Qt
from PySide6.QtWidgets import QComboBox

from floor.app import StoreSession
from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament import prizes
from floor.tournament.settings import Settings
from floor.tournament.structure import structure_to_json, template
from floor.ui.common.combos import compact
from floor.ui.common.table_combo import show_tables, table_choice
from floor.ui.console.window import Console
from floor.usecases import chips as counting
from floor.usecases import players, seating

T0 = 1_800_000_000.0
PLAYERS = 60  # seven tables


class Signals:
    """What a model told its views, signal by signal: (name, first row, last row)."""

    def __init__(self, model: QAbstractItemModel) -> None:
        self.seen: list[tuple[str, int, int]] = []
        model.modelReset.connect(lambda: self.seen.append(("reset", -1, -1)))
        model.rowsInserted.connect(lambda _p, first, last: self.seen.append(("inserted", first, last)))
        model.rowsRemoved.connect(lambda _p, first, last: self.seen.append(("removed", first, last)))
        model.dataChanged.connect(lambda top, bottom, _roles=(): self.seen.append(("changed", top.row(),
                                                                                     bottom.row())))
        model.rowsMoved.connect(lambda _p, first, last, _d, to: self.seen.append(("moved", first, to)))
        model.layoutChanged.connect(lambda *_: self.seen.append(("layout", -1, -1)))


@pytest.fixture
def room(qtbot, tmp_path: Path) -> Iterator[tuple[Console, StoreSession]]:
    store = Store(tmp_path / "f.db")
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=T0, author="Ana",
                       extra={"structure": structure_to_json(template("turbo"))})
    store.act_all(tid, [lambda s, i=i: P.register(s, f"P{i}", now=T0, author="Ana", level=1)
                        for i in range(1, PLAYERS + 1)])
    session = StoreSession(store, tid, "Ana", FakeTime())
    seating.draw_seats(session, rng=random.Random(3))
    players.bust(session, list(range(1, 13)), rng=random.Random(4))  # room at the other tables for a break
    window = Console(session, poll=False)
    window.rng = random.Random(5)
    qtbot.addWidget(window)
    window.show()
    yield window, session
    store.close()


def texts(combo) -> list[str]:
    return [combo.itemText(i) for i in range(combo.count())]


def rows(window: Console) -> list[list[str]]:
    """Every cell of the players list, as the floor reads it."""
    table = window.table
    return [[table.text(r, c) for c in range(window.players_model.columnCount())] for r in range(table.rowCount())]


def afresh(qtbot, session: StoreSession) -> list[list[str]]:
    """What a console opened now shows in its players list (the behaviour to keep)."""
    other = Console(session, poll=False)
    qtbot.addWidget(other)
    return rows(other)


def click_row(qtbot, window: Console, name: str) -> None:
    table = window.table
    row = next(r for r in range(table.rowCount()) if table.text(r, 1) == name)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.visualRect(table.rows.index(row, 1)).center())


def test_a_bust_moves_that_players_row_and_changes_only_it(qtbot, room) -> None:
    """After a bust the players model moved the player's row among those out and said that row changed: no reset
    (a reset at 30,000 entries re-measured the names and lost the selection), no other row touched; the list reads
    as a console opened afresh reads it."""
    window, session = room
    first = rows(window)
    name = first[5][1]
    click_row(qtbot, window, name)
    watched = Signals(window.players_model)
    qtbot.mouseClick(window.bust_button, Qt.MouseButton.LeftButton)
    assert window.message.text().startswith(f"{name} finished")
    after = rows(window)
    row = next(r for r, cells in enumerate(after) if cells[1] == name)
    assert row > 5 and after[row][2].startswith("out, ")
    assert watched.seen == [("moved", 5, row + 1), ("changed", row, row)]
    assert after == afresh(qtbot, session)
    assert [cells for cells in after if cells[1] != name] == [cells for cells in first if cells[1] != name]


def test_a_table_break_changes_only_the_rows_of_the_players_moved(qtbot, room) -> None:
    """A break changes the table and seat of its players: their rows, and no other, are said to have changed."""
    window, session = room
    state = session.state()
    broken = sorted(state.tables)[2]
    moving = {p for p, (table, _seat) in state.seats.items() if table == broken}
    watched = Signals(window.players_model)
    seating.break_table(session, broken, rng=random.Random(1))
    window.show_moved()
    shown = [window.players_model.player(r).id for r in range(window.table.rowCount())]
    said = {shown[r] for kind, first, last in watched.seen for r in range(first, last + 1)}
    assert all(kind == "changed" for kind, _, _ in watched.seen)
    assert said == moving
    assert rows(window) == afresh(qtbot, session)


def test_a_table_break_removes_that_tables_row_from_the_three_table_lists_only(qtbot, room) -> None:
    """The Rulings tab's three table lists were refilled item by item after every break (each new item measured
    with all before it: 94 % of the redraw after a break at 30,000 entries). Now the broken table's row goes, no
    other row is touched, and what the floor sees is the list it saw less that table."""
    window, session = room
    tab = window.rulings_tab
    combos = [tab.decide_page.table_choice, tab.log_page.table_filter, tab.incidents_page.table_choice]
    tables = sorted(session.state().tables)
    assert texts(combos[0]) == ["—", *(f"Table {t}" for t in tables)]
    assert texts(combos[1])[0] == "All tables" and texts(combos[2])[0] == "Table —"
    kept, broken = tables[0], tables[3]
    combos[0].setCurrentIndex(combos[0].findData(kept))  # the floor's choices: one kept, one broken
    combos[2].setCurrentIndex(combos[2].findData(broken))
    before = [texts(c) for c in combos]
    watched = [Signals(c.model()) for c in combos]
    seating.break_table(session, broken, rng=random.Random(1))
    window.show_moved()
    row = 1 + tables.index(broken)
    for combo, signals, shown in zip(combos, watched, before, strict=True):
        assert signals.seen == [("removed", row, row)]
        assert texts(combo) == [t for t in shown if t != f"Table {broken}"]
    assert combos[0].currentData() == kept  # the choice kept
    assert combos[1].currentData() is None
    assert combos[2].currentData() is None and combos[2].currentText() == "Table —"  # the broken one: no table
    signals = Signals(combos[0].model())
    window.show_moved()  # nothing moved: no row touched
    assert signals.seen == []


def test_new_tables_are_inserted_where_they_belong_in_runs() -> None:
    """Tables added among those there are (a redraw, an extra table) go in order, each run inserted at once."""
    combo = table_choice("—")
    show_tables(combo, [2, 5, 9], "—")
    combo.setCurrentIndex(combo.findData(5))
    signals = Signals(combo.model())
    show_tables(combo, [1, 2, 3, 4, 5, 9, 10, 11], "—")
    assert [combo.itemData(i) for i in range(combo.count())] == [None, 1, 2, 3, 4, 5, 9, 10, 11]
    assert signals.seen == [("inserted", 1, 1), ("inserted", 3, 4), ("inserted", 7, 8)]
    assert combo.currentData() == 5
    show_tables(combo, [3, 11], "—")
    assert texts(combo) == ["—", "Table 3", "Table 11"]
    assert combo.currentData() is None


def test_a_compact_list_is_as_wide_as_its_items_once_they_are_in(qtbot) -> None:
    """A compact box's open list is widened to its items once they are in (measured when the GUI thread is next
    free, not once per item added, each measuring all before it); the closed box stays narrow."""
    combo = compact(QComboBox())
    qtbot.addWidget(combo)
    combo.show()
    view = combo.view()
    longest = "a ruling's title far longer than the closed box has room for, " * 3
    for i in range(20):
        combo.addItem(longest if i == 15 else f"item {i}")
    wanted = view.sizeHintForColumn(0) + view.verticalScrollBar().sizeHint().width()
    qtbot.waitUntil(lambda: view.minimumWidth() == wanted)
    assert combo.sizeHint().width() < view.fontMetrics().horizontalAdvance(longest)


def history(window: Console) -> list[str]:
    return [window.history_list.text(r) for r in range(window.history_list.count())]


def test_the_history_tab_reads_only_the_new_events_and_words_only_the_lines_shown(qtbot, room) -> None:
    """History read the whole log and folded it all each time it was shown (issue 30). Now a bust while the tab is
    shown reads the few events since, adds its line at the top (no reset), and only the lines painted are worded;
    every line reads as a console opened afresh words it."""
    window, session = room
    window.history_list.resize(600, 200)  # a few lines on screen
    qtbot.mouseClick(window.tabs.tabBar(), Qt.MouseButton.LeftButton,
                     pos=window.tabs.tabBar().tabRect(window.tabs.indexOf(window.history_list)).center())
    assert window.tabs.currentWidget() is window.history_list
    model = window.history_rows
    assert model.rowCount() == min(500, len(session.history()))
    qtbot.waitUntil(lambda: bool(model.lines))  # painted
    assert len(model.lines) < model.rowCount() // 2  # worded: the lines painted, not all those listed
    read: list[int] = []
    narrator_read = model.narrator.read
    model.narrator.read = lambda events: (read.append(len(events)), narrator_read(events))  # type: ignore
    watched = Signals(model)
    players.bust(session, [20], rng=random.Random(2))
    window.show_moved()
    assert read == [1]  # the bust's one event
    assert watched.seen[0] == ("inserted", 0, 0) and ("reset", -1, -1) not in watched.seen
    assert history(window)[0].endswith(f"{session.state().players[20].label} finished 48th")
    other = Console(session, poll=False)
    qtbot.addWidget(other)
    other.tabs.setCurrentWidget(other.history_list)
    assert history(window) == history(other)


def test_a_redraw_after_a_bust_asks_what_a_few_rows_show_not_every_row(qtbot, tmp_path: Path) -> None:
    """Which rows changed is found from the chunks the new state does not share with the one shown (a bust changes
    one player's chunk of 64): the console asks what those rows show, not 30,000 of them; the list still reads as a
    console opened afresh reads it."""
    store = Store(tmp_path / "f.db")
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=T0, author="Ana")
    store.act_all(tid, [lambda s, i=i: P.register(s, f"P{i}", now=T0, author="Ana", level=1) for i in range(1, 641)])
    session = StoreSession(store, tid, "Ana", FakeTime())
    seating.draw_seats(session, rng=random.Random(3))
    window = Console(session, poll=False)
    qtbot.addWidget(window)
    window.show()
    asked: list[int] = []
    show = window.players_model.show_players

    def counting(players_, cells=None, key=None, only=None):  # type: ignore[no-untyped-def]
        def counted(p):  # type: ignore[no-untyped-def]
            asked.append(p.id)
            return key(p)
        return show(players_, cells, counted, only)

    window.players_model.show_players = counting  # type: ignore[method-assign]
    players.bust(session, [300], rng=random.Random(4))
    window.show_moved()
    assert 300 in asked and len(asked) <= 64  # the bust's chunk (players 256 to 319), not the 640
    assert rows(window) == afresh(qtbot, session)
    store.close()


def chip_rows(window: Console) -> list[list[str]]:
    table = window.chips_tab.table
    return [[table.text(r, c) for c in range(window.chips_tab.rows.columnCount())] for r in range(table.rowCount())]


def test_the_chips_list_removes_a_busted_players_row_and_redraws_a_counted_one_only(qtbot, room) -> None:
    """The Chips tab's list (those playing) after a bust loses that row only, and after one player's count says
    that row changed only: it was reset, or every row said changed, after each action."""
    window, session = room
    show_tab(qtbot, window.tabs, window.chips_tab)
    watched = Signals(window.chips_tab.rows)
    shown = [p.id for p in window.chips_tab.rows.shown]
    players.bust(session, [30], rng=random.Random(2))
    window.show_moved()
    row = shown.index(30)
    assert watched.seen == [("removed", row, row)]
    watched.seen.clear()
    counting.count(session, {40: 12_350})
    window.show_moved()
    row = [p.id for p in window.chips_tab.rows.shown].index(40)
    assert watched.seen == [("changed", row, row)]
    assert chip_rows(window)[row][2] == "12,350"
    other = Console(session, poll=False)
    qtbot.addWidget(other)
    other.show()
    show_tab(qtbot, other.tabs, other.chips_tab)
    assert chip_rows(window) == chip_rows(other)


def payout_grid(window: Console) -> list[list[str]]:
    table = window.payouts_tab.table
    return [[table.item(r, c).text() for c in range(3)] for r in range(table.rowCount())]


def test_the_payouts_table_writes_only_the_rows_whose_cells_changed(qtbot, room) -> None:
    """The Payouts tab wrote every place's three cells after every action (4,500 places paid at 30,000 entries).
    A bust out of the money writes none of them; a bust in the money writes the row of the place it took; the
    table reads as a console opened afresh reads it, and a prize typed over and not saved is put back as before."""
    window, session = room
    show_tab(qtbot, window.tabs, window.payouts_tab)
    table = window.payouts_tab.table
    items = [[table.item(r, c) for c in range(3)] for r in range(table.rowCount())]
    players.bust(session, [31], rng=random.Random(2))  # 48th of 60: out of the money
    window.show_moved()
    assert [[table.item(r, c) for c in range(3)] for r in range(table.rowCount())] == items  # the same items
    left = [p.id for p in session.state().players.values() if p.playing]
    players.bust(session, left[:-len(items)], rng=random.Random(2))  # down to the places paid
    players.bust(session, [left[-len(items)]], rng=random.Random(2))  # the last paid place taken
    window.show_moved()
    place = session.state().players[left[-len(items)]].place
    rewritten = [r for r in range(table.rowCount()) if table.item(r, 2) is not items[r][2]]
    assert rewritten == [place - 1]
    table.item(0, 1).setText("1")  # typed over, not saved
    players.bust(session, [left[-len(items) + 1]], rng=random.Random(2))
    window.show_moved()
    other = Console(session, poll=False)
    qtbot.addWidget(other)
    other.show()
    show_tab(qtbot, other.tabs, other.payouts_tab)
    assert payout_grid(window) == payout_grid(other)


class Counted(StoreSession):
    """A session that counts the events of the log read through it (for the History tab only, now)."""

    read: list[int]

    def history_after(self, seq: int) -> list:  # type: ignore[type-arg]
        events = super().history_after(seq)
        self.read.append(len(events))
        return events


def test_undo_and_redo_follow_a_few_rows_back_and_the_log_is_read_for_history_only(qtbot, room) -> None:
    """The Undo button read the whole log (and kept it) to know whether there was anything to take back: most of the
    first paint at 30,000 entries (issue 30). Now a console opens, redraws after a bust and an undo reading no event
    of the log, and Undo, Redo and their tooltips say what they did."""
    _, first = room
    session = Counted(first.store, first.tournament_id, "Ana", first.clock)
    session.read = []
    window = Console(session, poll=False)
    qtbot.addWidget(window)
    window.show()
    assert window.undo_button.isEnabled() and window.undo_entry.isEnabled()
    assert not window.redo_entry.isEnabled() and window.redo_entry.toolTip() == "Nothing to redo"
    players.bust(session, [20], rng=random.Random(2))
    window.show_moved()
    qtbot.mouseClick(window.undo_button, Qt.MouseButton.LeftButton)
    assert session.state().players[20].playing and window.redo_entry.isEnabled()
    assert session.read == []  # no event of the log read: the store looked a few rows back
    window.activateWindow()  # (the fixture's console is open too: the keys go to the active one)
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert not session.state().players[20].playing and not window.redo_entry.isEnabled()
    qtbot.mouseClick(window.tabs.tabBar(), Qt.MouseButton.LeftButton,
                     pos=window.tabs.tabBar().tabRect(window.tabs.indexOf(window.history_list)).center())
    assert sum(session.read) == len(session.history())  # the History tab reads the log, once it is shown


def test_a_new_tournament_has_nothing_to_undo_or_redo(qtbot, tmp_path: Path) -> None:
    """Creating the tournament is no action: Undo greyed out with the reason, as when the whole log was read."""
    store = Store(tmp_path / "f.db")
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=T0, author="Ana")
    window = Console(StoreSession(store, tid, "Ana", FakeTime()), poll=False)
    qtbot.addWidget(window)
    try:
        assert not window.undo_button.isEnabled() and window.undo_button.toolTip() == "Nothing to undo"
        assert not window.redo_entry.isEnabled()
    finally:
        store.close()


def deal_buttons(window: Console) -> list[tuple[bool, str]]:
    tab = window.payouts_tab
    return [(b.isEnabled(), b.toolTip()) for b in (tab.icm_button, tab.chop_button, tab.deal_button)]


def test_the_deals_are_worked_out_only_while_the_payouts_tab_is_shown(qtbot, room, monkeypatch) -> None:
    """The Payouts tab worked out three deal proposals for every player still in after every action, shown or not
    (96-160 ms of a redraw at 30,000 entries, issue 30). Now none while another tab is shown; brought on screen, its
    deal buttons say what a console opened afresh says, and follow each action while it stays shown."""
    window, session = room
    proposed: list[int] = []
    real = prizes.deal_for_players_left
    monkeypatch.setattr(prizes, "deal_for_players_left", lambda *a, **k: (proposed.append(1), real(*a, **k))[1])
    players.bust(session, [20], rng=random.Random(2))
    window.show_moved()
    assert proposed == []
    show_tab(qtbot, window.tabs, window.payouts_tab)
    assert proposed and deal_buttons(window)[0][1].startswith("Count every stack first")
    other = Console(session, poll=False)
    qtbot.addWidget(other)
    other.show()
    show_tab(qtbot, other.tabs, other.payouts_tab)
    assert deal_buttons(window) == deal_buttons(other)
    counting.count(session, {p.id: 10_000 for p in session.state().playing}, confirmed=True)
    window.show_moved()  # shown: worked out again at once
    again = Console(session, poll=False)
    qtbot.addWidget(again)
    again.show()
    show_tab(qtbot, again.tabs, again.payouts_tab)
    assert deal_buttons(window) == deal_buttons(again) and deal_buttons(window)[1] == (True, "")  # chip chop now


def test_a_redraw_leaves_the_tables_chips_and_payouts_tabs_alone_until_they_are_shown(qtbot, room) -> None:
    """Every tab was redrawn after every action, shown or not (the Tables, Chips and Payouts tabs: tens of ms each
    at 30,000 entries, issue 30). With the Players tab on screen a bust sends their models nothing and leaves the
    seating chart as it was; brought on screen, each reads as it would in a console opened afresh."""
    window, session = room
    show_tab(qtbot, window.tabs, window.seating_tab)
    show_tab(qtbot, window.tabs, window.tabs.widget(0))  # (the Players tab)
    chart = window.seating_tab.chart.text()
    chips_seen, payouts_seen = Signals(window.chips_tab.rows), Signals(window.payouts_tab.table.model())
    players.bust(session, [30], rng=random.Random(2))
    window.show_moved()
    assert chips_seen.seen == [] and payouts_seen.seen == [] and window.seating_tab.chart.text() == chart
    show_tab(qtbot, window.tabs, window.seating_tab)
    assert window.seating_tab.chart.text() != chart  # (the bust's seat empty now)
    show_tab(qtbot, window.tabs, window.chips_tab)
    assert chips_seen.seen  # (the bust's row removed now)
    show_tab(qtbot, window.tabs, window.payouts_tab)
    other = Console(session, poll=False)
    qtbot.addWidget(other)
    other.show()
    show_tab(qtbot, other.tabs, other.seating_tab)
    assert window.seating_tab.chart.text() == other.seating_tab.chart.text()
    show_tab(qtbot, other.tabs, other.chips_tab)
    assert chip_rows(window) == chip_rows(other)
    show_tab(qtbot, other.tabs, other.payouts_tab)
    assert payout_grid(window) == payout_grid(other) and deal_buttons(window) == deal_buttons(other)
