"""The Qt windows on another computer, through the room service (floor/room/remote.py): the dealer station records
its table's hand through the service as it does on the desk's machine, and the clock display shows the clock the
database holds."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import run_floor_ok
from dealer_stations import Station
from PySide6.QtCore import Qt
from room.served import paired, served

from floor.room.remote import RemoteDesk
from floor.store.tournaments import Store
from floor.tournament import events as ev
from floor.tournament.hands.entry import BOARD
from floor.ui.clock.board import board
from floor.ui.dealer import DealerWindow


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "floor.db"
    run_floor_ok(path, "tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000", "--seats", "10")
    for name in ("Ivan Petrov", "Olga", "Ana Pop", "Dan", "Ion", "Maria", "Petr", "Vera", "Radu", "Elena"):
        run_floor_ok(path, "player", "add", name)
    run_floor_ok(path, "seat", "draw")
    run_floor_ok(path, "button", "draw", "1")
    run_floor_ok(path, "clock", "start")
    return path


@pytest.fixture
def remote_station(qtbot: Any, db: Path) -> Iterator[Station]:
    """A dealer station on "another computer": its window over a desk that reaches the database only through the
    room service."""
    with served(db) as s:
        desk = RemoteDesk(f"http://127.0.0.1:{s.port}/", paired(s, db, "dealer", table=1))
        station = Station.__new__(Station)
        station.qtbot, station.store = qtbot, Store(db)
        station.tid = station.store.latest()
        station.window = DealerWindow(desk, 1, poll=False)
        qtbot.addWidget(station.window)
        station.window.resize(1280, 720)
        station.window.show()
        qtbot.waitExposed(station.window)
        try:
            yield station
        finally:
            station.window.close()
            desk.close()
            station.store.close()


def test_a_dealer_station_on_another_computer_records_its_hand_through_the_room_service(remote_station) -> None:
    station, w = remote_station, remote_station.window
    station.only(1, 2)
    station.type(1, "AsAd")
    station.type(2, "KcKs")
    station.type(BOARD, "Ah Kh 7c 7d 2s")
    station.chips(1, 500)
    station.chips(2, 500)
    assert w.confirm_button.isEnabled(), w.result.shown()
    with station.qtbot.waitSignal(w.recorded, timeout=5000):
        station.qtbot.mouseClick(w.confirm_button, Qt.MouseButton.LeftButton)
    recorded = station.events(ev.HAND_RECORDED)
    assert len(recorded) == 1 and recorded[0].author.startswith("dealer (tablet, table 1 ")
    assert w.message.text().startswith("Hand 1 recorded; next hand: the button is on seat")
    assert w.title.text().endswith("hand 2")


def test_the_clock_display_on_another_computer_shows_the_databases_clock(db: Path, qtbot: Any) -> None:
    with served(db) as s:
        desk = RemoteDesk(f"http://127.0.0.1:{s.port}/", paired(s, db, "display"))
        try:
            store = Store(db)
            local = board(store.state(store.latest()), desk.now())
            store.close()
            shown = board(desk.state(), desk.now())
        finally:
            desk.close()
    assert (shown.title, shown.time, shown.blinds, shown.players, shown.running) == (
        local.title, local.time, local.blinds, local.players, local.running)
    assert shown.running and shown.title == "LEVEL 1"


def test_a_second_desk_registers_a_player_through_the_room_service_and_sees_the_floors_actions(db: Path,
                                                                                             qtbot: Any) -> None:
    from floor.store.desk import StoreDesk
    from floor.ui.common.feed import ChangeFeed
    from floor.ui.console import Console
    from floor.usecases import players

    run_floor_ok(db, "player", "bust", "Olga")  # (two seats free: the table has ten)
    run_floor_ok(db, "player", "bust", "Dan")
    with served(db) as s:
        desk = RemoteDesk(f"http://127.0.0.1:{s.port}/", paired(s, db, "desk", person="Maria"))
        window = Console(desk, poll=False, feed=ChangeFeed(desk.reach))
        qtbot.addWidget(window)
        try:
            window.name_field.setText("Zoe Late")
            qtbot.keyClick(window.name_field, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda: "Entries 11" in window.stats_line.text(), timeout=5000)
            store = Store(db)  # the floor's own desk registers one too: the second desk shows it by itself
            players.register(StoreDesk(store, store.latest(), "Ana"), "Early Bird")
            store.close()
            qtbot.waitUntil(lambda: "Entries 12" in window.stats_line.text(), timeout=5000)
        finally:
            window.close()
            desk.close()
    store = Store(db)
    log = store.history(store.latest())
    store.close()
    zoe = [e for e in log if e.kind == "player-registered" and e.data.to_json()["name"] == "Zoe Late"]
    assert len(zoe) == 1 and zoe[0].author.startswith("Maria (desk ")


def test_a_window_elsewhere_says_when_the_room_service_stopped_answering(db: Path, qtbot: Any,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    from floor.app import watch_the_link
    from floor.room import remote
    from floor.ui.console import Console

    monkeypatch.setattr(remote, "STALE_SECONDS", 1.0)  # (two heartbeats and a little, in the room: 32 s)
    with served(db) as s:
        desk = RemoteDesk(f"http://127.0.0.1:{s.port}/", paired(s, db, "desk", person="Maria"))
        window = Console(desk, poll=False)
        qtbot.addWidget(window)
        watch_the_link(window, desk.stale_since, lambda text: window.say(text, refused=bool(text)))
        assert desk.connected.wait(5) and desk.stale_since() is None
    try:  # the service is gone
        qtbot.waitUntil(lambda: window.message.text().startswith("Not updated since "), timeout=10_000)
        assert "the room service does not answer" in window.message.text()
    finally:
        window.close()
        desk.close()


def test_a_second_desk_stays_painted_while_the_busy_service_is_sent_its_action_again(db: Path, qtbot: Any) -> None:
    """The finding: a window elsewhere waited for a busy or cut service on the GUI thread, sending its command
    again for up to about 45 seconds with the clock frozen and the window grey. The command is waited for beside
    the GUI thread: the window goes on ticking, a box says what is happening, and the action is done once."""
    import time

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QProgressDialog

    from floor.room.service import Limits
    from floor.ui.common.sending import send_aside
    from floor.ui.console import Console

    run_floor_ok(db, "player", "bust", "Olga")  # (a seat free)
    with served(db, limits=Limits(queue=0.3)) as s:
        desk = RemoteDesk(f"http://127.0.0.1:{s.port}/", paired(s, db, "desk", person="Maria"), sending=send_aside)
        window = Console(desk, poll=False)
        qtbot.addWidget(window)
        ticks: list[float] = []
        said: list[str] = []
        ticking = QTimer()
        ticking.timeout.connect(lambda: ticks.append(time.monotonic()))
        ticking.timeout.connect(lambda: said.extend(w.labelText() for w in QApplication.topLevelWidgets()
                                                    if isinstance(w, QProgressDialog) and w.isVisible()))
        ticking.start(50)
        try:
            s.room.follower.submit(lambda _desk: time.sleep(2.0), "the store, busy")  # every write waits 2 s
            qtbot.keyClicks(window.name_field, "Zoe Late")
            began = time.monotonic()
            qtbot.keyClick(window.name_field, Qt.Key.Key_Return)  # answered busy, sent again, done
            ended = time.monotonic()
            assert ended - began > 1.0  # (it did wait for the busy service)
            assert len([t for t in ticks if began < t < ended]) >= 10  # the GUI thread went on meanwhile
            assert any(text.startswith("Sending to the room service") for text in said)
            qtbot.waitUntil(lambda: "Entries 11" in window.stats_line.text(), timeout=5000)
        finally:
            ticking.stop()
            window.close()
            desk.close()
    store = Store(db)
    log = store.history(store.latest())
    store.close()
    assert len([e for e in log if e.kind == "player-registered" and e.data.to_json()["name"] == "Zoe Late"]) == 1
