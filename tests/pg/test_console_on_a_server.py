"""The floor's console on a PostgreSQL database (issue 31): the same window, a registration typed at it reaches the
server (another desk reads it), the status bar says which server the desk is on, and Back up now names what copies
a server's database instead."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from conftest import FakeTime
from PySide6.QtCore import Qt
from ui.modal import choose_from_menu, when_modal

from floor.app import StoreSession
from floor.store.tournaments import Store
from floor.store.where import open_store
from floor.tournament.settings import Settings
from floor.tournament.structure import structure_to_json, template
from floor.ui.console import Console

T0 = 1_800_000_000.0
Left = Qt.MouseButton.LeftButton


def console_on(qtbot, store: Store) -> Console:
    """A console on a new tournament of ``store``, shown."""
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000), now=T0, author="Ana",
                       extra={"structure": structure_to_json(template("turbo"))})
    window = Console(StoreSession(store, tid, "Ana", FakeTime()), poll=False)
    qtbot.addWidget(window)
    window.show()
    return window


@pytest.fixture
def console(qtbot, pg_dsn: str) -> Iterator[Console]:
    store = open_store(pg_dsn)
    yield console_on(qtbot, store)
    store.close()


def test_a_player_typed_at_the_console_is_on_the_server_and_the_status_bar_names_it(qtbot, console: Console,
                                                                                   pg_dsn: str) -> None:
    console.name_field.setFocus()
    qtbot.keyClicks(console.name_field, "Ann")
    qtbot.keyClick(console.name_field, Qt.Key.Key_Return)
    assert console.message.text().startswith("Registered")
    other = open_store(pg_dsn)  # another desk on the same server
    try:
        assert [p.name for p in other.state(1).players.values()] == ["Ann"]
    finally:
        other.close()
    port = pg_dsn.split("port=")[1].split()[0]
    name = pg_dsn.split("dbname=")[1].split()[0]
    label = console.database_label
    assert label.isVisible() and label.text().startswith(f"PostgreSQL 127.0.0.1:{port}/{name}")


def test_back_up_now_on_a_server_names_its_standby_and_changes_nothing(qtbot, console: Console) -> None:
    bar = console.menuBar()
    title = next(a for a in bar.actions() if a.text().replace("&", "") == "Tournament")
    qtbot.mouseClick(bar, Left, pos=bar.actionGeometry(title).center())
    menu = title.menu()
    qtbot.waitUntil(menu.isVisible)
    entry = next(a for a in menu.actions() if a.text() == "Back up now")
    qtbot.mouseClick(menu, Left, pos=menu.actionGeometry(entry).center())
    qtbot.waitUntil(lambda: "floor standby setup" in console.message.text(), timeout=5000)
    assert console.session.state().seq == 1


def test_the_desk_shows_the_standby_confirming_each_write_and_then_that_writes_wait_when_it_dies(qtbot) -> None:
    """A desk on a primary with a synchronous standby (tests/pg/pair.py): its status bar says every write is on two
    machines; the standby's machine dies, and at the next half-minute look it says writes wait and how to go on."""
    from .pair import machine_death, make_pair, replication_state, wait_for

    pair = make_pair()
    try:
        store = open_store(pair.multi_host())
        window = console_on(qtbot, store)
        label = window.database_label
        qtbot.waitUntil(lambda: label.text().endswith(" · standby node2 in sync"), timeout=10_000)
        assert label.toolTip() == "every write is on two machines: the standby node2 confirms each one"
        assert label.text().startswith("PostgreSQL 127.0.0.1,127.0.0.1:")
        machine_death(pair.standby)
        wait_for(lambda: replication_state(pair.primary) is None, "the primary still sees its standby")
        window.backup_timer.timeout.emit()  # (half a minute later: the timer's tick)
        qtbot.waitUntil(lambda: label.text().endswith(" · standby node2 gone: writes wait"), timeout=10_000)
        assert "writes wait until the standby is back" in label.toolTip()
        window.close()
        store.close()
    finally:
        pair.destroy()


def test_promote_at_the_standbys_desk_after_the_primarys_death_and_the_night_goes_on_there(qtbot) -> None:
    """The primary's machine dies mid-night. At the standby's computer the floor opens Tournament › Database
    server…, types the standby's data folder, clicks Promote… and answers Yes: the standby is the primary, and the
    next player typed at the console (the same window, never restarted) is written there, after every player
    acknowledged before the death."""
    from PySide6.QtWidgets import QApplication, QMessageBox

    from floor.ui.console.database import DatabaseDialog

    from .pair import machine_death, make_pair

    pair = make_pair()
    try:
        store = open_store(pair.multi_host())
        window = console_on(qtbot, store)
        for name in ("Ann", "Bob"):
            window.name_field.setFocus()
            qtbot.keyClicks(window.name_field, name)
            qtbot.keyClick(window.name_field, Qt.Key.Key_Return)
        machine_death(pair.primary)
        choose_from_menu(qtbot, window, "Tournament", "Database server…")
        dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, DatabaseDialog) and w.isVisible())
        dialog.folder.clear()
        qtbot.keyClicks(dialog.folder, str(pair.standby.data))
        when_modal(lambda box: qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Left))
        qtbot.mouseClick(dialog.promote_button, Left)
        qtbot.waitUntil(lambda: "is the primary" in dialog.outcome.text(), timeout=30_000)
        qtbot.waitUntil(lambda: ": primary" in dialog.state.text(), timeout=10_000)
        dialog.close()
        window.name_field.setFocus()
        qtbot.keyClicks(window.name_field, "Cid")
        qtbot.keyClick(window.name_field, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: window.message.text().startswith("Registered"), timeout=30_000)
        promoted = open_store(pair.standby.dsn())
        try:
            assert [p.name for p in promoted.state(1).players.values()] == ["Ann", "Bob", "Cid"]
        finally:
            promoted.close()
        window.close()
        store.close()
    finally:
        pair.destroy()


def test_database_server_at_a_file_desk_is_refused_in_one_line(qtbot, tmp_path) -> None:
    store = open_store(tmp_path / "floor.db")
    window = console_on(qtbot, store)
    choose_from_menu(qtbot, window, "Tournament", "Database server…")
    assert window.message.text() == ("This desk's tournaments are in a file on this computer: there is no database "
                                     "server or standby to show")
    assert not window.database_label.isVisible()
    store.close()
