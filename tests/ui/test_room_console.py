"""The room from the console: Room › Devices… lists the devices the room service paired (read every two seconds),
unpairs one at once, and pairs a new one by its QR code and six digits; the tables' calls to the floor arrive by
the change feed (written by another connection, as the room service's process writes them), are said on the status
bar, and are answered from the Calls tab. Seen in English, Russian and Romanian, rendered to /tmp/room-console-*.png.
"""

from __future__ import annotations

import json
import re
import urllib.request
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest
import zxingcpp
from conftest import FakeTime
from painted import wait_painted
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QFont, QImage
from PySide6.QtWidgets import QApplication, QMessageBox, QTableWidget, QWidget
from screen_checks import TITLE_BAR, clipped, english_left, visible_texts

from floor.app import StoreSession
from floor.player_pages import ServedPages
from floor.store.desk import StoreDesk
from floor.store.devices import DeviceBook
from floor.store.tournaments import Store
from floor.tournament.settings import Settings
from floor.tournament.structure import structure_to_json, template
from floor.ui.common import language
from floor.ui.common.feed import ChangeFeed
from floor.ui.common.settings import DeskSettings
from floor.ui.console.devices import DevicesDialog, PairDialog
from floor.ui.console.window import Console
from floor.usecases import calls, players, seating
from floor.usecases.pairing import DEALER, DISPLAY, FLOOR

T0 = 1_800_000_000.0


class Room:
    def __init__(self, path: Path, store: Store, tid: int, served: ServedPages, window: Console,
                 clock: FakeTime) -> None:
        self.path, self.store, self.tid, self.served, self.window, self.clock = path, store, tid, served, window, clock
        self.opened: list[Store] = []

    def connection(self) -> Store:
        """A connection of its own, as the room service's process has (the console hears of its writes only through
        the change feed)."""
        self.opened.append(Store(self.path))
        return self.opened[-1]

    def other(self, author: str) -> StoreDesk:
        return StoreDesk(self.connection(), self.tid, author, self.clock)


@pytest.fixture
def room(qtbot, tmp_path: Path) -> Iterator[Room]:
    path = tmp_path / "floor.db"
    store = Store(path)
    tid = store.create(Settings("Sunday Deepstack", buy_in=100, starting_stack=10_000, seats_per_table=4), now=T0,
                       author="Ana", extra={"structure": structure_to_json(template("turbo"))})
    clock = FakeTime(T0)
    session = StoreSession(store, tid, "Ana", clock)
    for name in ("Ivan", "Maria", "Olga", "Petr", "Sasha", "Vera"):
        players.register(session, name)
    seating.draw_seats(session)  # tables 1 and 2
    desk = DeskSettings(QSettings(str(tmp_path / "floor.ini"), QSettings.Format.IniFormat))
    desk.pages_host, desk.pages_port = "127.0.0.1", 0  # a free port, this computer only
    served = ServedPages(store, tid)
    feed = ChangeFeed(session.reach, watch=True)  # another process's change shown within a second
    window = Console(session, poll=False, desk=desk, pages=served, devices=served, feed=feed)
    qtbot.addWidget(window)
    window.show()
    made = Room(path, store, tid, served, window, clock)
    yield made
    window.pages.turn_off()
    feed.timer.stop()
    for other in made.opened:
        other.close()
    store.close()


def entry(window: Console, menu: str, text: str) -> None:
    """A menu entry triggered as the floor manager would."""
    for top in window.menuBar().actions():
        if top.text() == menu:
            for action in top.menu().actions():
                if action.text() == text:
                    action.trigger()
                    return
    raise AssertionError(f"no {menu} › {text}")


def open_devices(qtbot, window: Console) -> DevicesDialog:
    entry(window, "&Room", "Devices…")
    dialog = window.devices_dialog
    assert dialog is not None and dialog.isVisible()
    wait_painted(qtbot, dialog)
    return dialog


def open_pairing(qtbot, dialog: DevicesDialog, role: str) -> PairDialog:
    qtbot.mouseClick(dialog.pair_button, Qt.MouseButton.LeftButton)
    pairing = dialog.pairing
    assert pairing is not None and pairing.isVisible()
    pairing.role.setCurrentIndex(pairing.role.findData(role))
    return pairing


def rows(table: QTableWidget) -> list[list[str]]:
    return [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]


def answer_yes() -> None:
    """The confirmation, answered Yes (it is a modal box: the press happens inside its own loop)."""
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QMessageBox) and widget.isVisible():
            widget.button(QMessageBox.StandardButton.Yes).click()
            return
    QTimer.singleShot(20, answer_yes)


def too_big_for_a_laptop(window: QWidget) -> list[str]:
    """Wider or taller than a 1280x720 screen less the title bar, whatever screen Qt's offscreen plugin makes (the
    console is fitted to the screen it opens on: what its layout insists on is what counts)."""
    sizes = [("needs", window.minimumSizeHint())] + ([] if isinstance(window, Console) else [("is", window.size())])
    return [f"{what} {s.width()}x{s.height()}" for what, s in sizes
            if s.width() > 1280 or s.height() > 720 - TITLE_BAR]


def scanned(widget: QWidget) -> list[str]:
    image = widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    return [r.text for r in zxingcpp.read_barcodes(image)]


def paired_by_the_service(room: Room, role: str, *, table: int | None = None, person: str = "", pin: str = "",
                          address: str = "192.168.1.23", at: float = T0) -> str:
    """A device paired as the room service pairs one (its own connection), at ``at``: the device's id."""
    book = DeviceBook(room.connection())
    made = book.offer(role, table=table, person=person, pin=pin, tables={1, 2}, now=at)
    return book.pair(made.code, pin, now=at + 5, address=address).device.id


def test_a_device_paired_at_the_service_is_listed_and_revoke_unpairs_it_at_once(qtbot, room: Room) -> None:
    """Room › Devices…: a tablet paired by the service is listed with its table, last seen and address; one paired
    while the dialog is open appears within two seconds; Revoke… (confirmed) shows it unpaired, and it is."""
    paired_by_the_service(room, DEALER, table=2)
    dialog = open_devices(qtbot, room.window)
    assert rows(dialog.list) == [["Dealer tablet", "2", "", dialog.list.item(0, 3).text(), "192.168.1.23", "paired"]]
    assert len(dialog.list.item(0, 3).text()) == 8  # HH:MM:SS
    assert not dialog.revoke_button.isEnabled()  # nothing selected
    phone = paired_by_the_service(room, FLOOR, person="Olga", pin="4321", address="192.168.1.40", at=T0 + 60)
    qtbot.waitUntil(lambda: dialog.list.rowCount() == 2, timeout=5000)  # the two-second reading, not the feed
    assert rows(dialog.list)[0][:3] == ["Floor phone", "", "Olga"]
    dialog.list.selectRow(0)
    assert dialog.revoke_button.isEnabled()
    QTimer.singleShot(20, answer_yes)
    qtbot.mouseClick(dialog.revoke_button, Qt.MouseButton.LeftButton)
    state = dialog.list.item(0, 5).text()
    assert state.startswith("unpaired at ") and len(state) == len("unpaired at 12:34")
    assert dialog.message.text() == "Floor phone, Olga unpaired" and not dialog.revoke_button.isEnabled()
    revoked = {d.id: d for d in DeviceBook(room.store).devices()}
    assert not revoked[phone].active and revoked[phone].revoked_at is not None
    assert [d.active for d in revoked.values()].count(True) == 1  # the tablet is still paired


def test_a_revoke_answered_no_changes_nothing(qtbot, room: Room) -> None:
    paired_by_the_service(room, DISPLAY)
    dialog = open_devices(qtbot, room.window)
    dialog.list.selectRow(0)
    asked: list[str] = []
    dialog.confirm = lambda question: asked.append(question) or False  # type: ignore[method-assign]
    qtbot.mouseClick(dialog.revoke_button, Qt.MouseButton.LeftButton)
    assert asked == ["Unpair Display? It can do nothing more until it is paired again."]
    assert dialog.list.item(0, 5).text() == "paired" and DeviceBook(room.store).devices()[0].active


def test_pairing_with_the_service_off_says_so_in_one_line_and_makes_no_code(qtbot, room: Room) -> None:
    dialog = open_devices(qtbot, room.window)
    assert dialog.empty.isVisible() and not dialog.list.isVisible()  # no device yet: said, no empty grid
    pairing = open_pairing(qtbot, dialog, DISPLAY)
    qtbot.mouseClick(pairing.make_button, Qt.MouseButton.LeftButton)
    assert pairing.message.text() == ("The room service is off: turn the player pages on first (status bar), then "
                                      "pair the device")
    assert not pairing.shown_code.isVisible() and pairing.code.text() == ""
    made = room.store.reading(lambda db: db.execute("SELECT COUNT(*) FROM pairings").fetchone()[0])
    assert made == 0


def test_with_the_room_service_on_a_phone_scans_the_code_pairs_and_is_listed(qtbot, room: Room) -> None:
    """The real `floor serve`: a floor phone without a PIN is refused in one line; with one, the dialog shows the QR
    of the pairing address, the six digits and until when; the phone sends them and the list shows it."""
    window = room.window
    assert window.pages.turn_on()
    dialog = open_devices(qtbot, window)
    pairing = open_pairing(qtbot, dialog, FLOOR)
    assert pairing.person.isVisible() and pairing.pin.isVisible() and not pairing.table.isVisible()
    pairing.person.setText("Olga")
    qtbot.mouseClick(pairing.make_button, Qt.MouseButton.LeftButton)
    assert pairing.message.text() == "a PIN is 4 to 8 digits" and not pairing.shown_code.isVisible()
    pairing.pin.setText("2468")
    qtbot.mouseClick(pairing.make_button, Qt.MouseButton.LeftButton)
    wait_painted(qtbot, pairing)
    code = pairing.code.text()
    assert len(code) == 6 and code.isdigit() and pairing.message.text() == ""
    assert pairing.until.text().startswith("valid until ") and len(pairing.until.text()) == len("valid until 12:34")
    base = room.served.base_url()
    assert scanned(pairing.qr) == [f"{base}pair#{code}"] and pairing.address.text() == f"{base}pair#{code}"
    request = urllib.request.Request(f"{base}api/pair", json.dumps({"code": code, "pin": "2468"}).encode(),
                                     {"Content-Type": "application/json"}, method="POST")
    with urllib.request.urlopen(request, timeout=10) as answer:
        assert json.loads(answer.read())["device"]["person"] == "Olga"
    qtbot.waitUntil(lambda: dialog.list.rowCount() == 1, timeout=5000)
    assert rows(dialog.list)[0][:3] == ["Floor phone", "", "Olga"] and rows(dialog.list)[0][4] == "127.0.0.1"
    pairing.role.setCurrentIndex(pairing.role.findData(DEALER))  # another role: the code shown goes
    assert not pairing.shown_code.isVisible() and pairing.table.isVisible()
    assert [pairing.table.itemText(i) for i in range(pairing.table.count())] == ["1", "2"]


def test_a_call_from_a_table_arrives_by_the_feed_and_is_answered_from_the_calls_tab(qtbot, room: Room) -> None:
    window = room.window
    calls_tab = window.calls_tab
    assert window.tabs.tabText(window.tabs.indexOf(calls_tab)) == "Calls"
    called = calls.call_floor(room.other("Ivan (tablet, table 2 ab12cd34)"), 2, "misdeal", "two cards exposed")
    call = called.events[0].seq
    qtbot.waitUntil(lambda: calls_tab.open_list.rowCount() == 1, timeout=3000)
    assert window.statusBar().currentMessage() == "Table 2 calls the floor: misdeal"
    assert window.tabs.tabText(window.tabs.indexOf(calls_tab)) == "Calls (1)"
    assert rows(calls_tab.open_list)[0][1:] == ["2", "misdeal", "two cards exposed", "Ivan (tablet, table 2 ab12cd34)"]
    assert calls_tab.open_list.item(0, 0).text() == datetime.fromtimestamp(T0).strftime("%H:%M")
    assert calls_tab.open_heading.text() == "Open calls from the tables: 1" and not calls_tab.answered_list.isVisible()
    entry(window, "&Room", "Calls from the tables")
    assert window.tabs.currentWidget() is calls_tab
    qtbot.mouseClick(calls_tab.answer_button, Qt.MouseButton.LeftButton)
    dialog = calls_tab.answering
    assert dialog is not None and dialog.isVisible()
    qtbot.mouseClick(dialog.send_button, Qt.MouseButton.LeftButton)  # nothing typed: refused, still open
    assert dialog.message.text() == "say what the floor decided: the answer is empty" and dialog.isVisible()
    assert room.store.state(room.tid).calls[call].open
    qtbot.keyClicks(dialog.answer, "Redeal, the button stays")
    qtbot.keyClicks(dialog.row_id, "DD-05")
    qtbot.mouseClick(dialog.send_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    answered = room.store.state(room.tid).calls[call]
    assert (answered.answer, answered.row_id, answered.answered_by) == ("Redeal, the button stays", "DD-05", "Ana")
    assert window.message.text() == "Answer sent to table 2: Redeal, the button stays"
    assert calls_tab.open_list.rowCount() == 0 and calls_tab.answered_list.isVisible()
    shown = rows(calls_tab.answered_list)[0]
    assert shown[1:6] == ["2", "misdeal", "two cards exposed", "Redeal, the button stays", "DD-05"]
    assert shown[6].startswith("Ana at ")
    assert calls_tab.answered_list.item(0, 4).foreground().color().name() == "#8a8a8a"  # greyed
    assert window.tabs.tabText(window.tabs.indexOf(calls_tab)) == "Calls"
    calls.call_floor(room.other("Maria (tablet, table 1 ee11ff22)"), 1, "player-clock")
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == "Table 1 calls the floor: clock on a player",
                    timeout=3000)


def test_answer_with_no_call_selected_says_what_to_do(qtbot, room: Room) -> None:
    calls.call_floor(room.other("Ivan"), 1, "dispute")
    calls.call_floor(room.other("Maria"), 2, "other")
    qtbot.waitUntil(lambda: room.window.calls_tab.open_list.rowCount() == 2, timeout=3000)
    room.window.calls_tab.open_list.clearSelection()
    qtbot.mouseClick(room.window.calls_tab.answer_button, Qt.MouseButton.LeftButton)
    assert room.window.message.text() == "Select the call to answer first" and room.window.calls_tab.answering is None


@pytest.fixture
def fonts(qapp) -> Iterator[None]:
    QApplication.setFont(QFont("Noto Sans"))
    yield
    language.use("en")


def test_the_devices_dialog_and_the_calls_tab_in_three_languages(qtbot, room: Room, fonts) -> None:
    """Rendered to /tmp/room-console-{devices,pair,calls}-{en,ru,ro}.png: within 1280x720, nothing cut, no English
    left in Russian or Romanian."""
    paired_by_the_service(room, DEALER, table=1)
    revoked = paired_by_the_service(room, FLOOR, person="Olga", pin="1234", address="192.168.1.40", at=T0 + 10)
    DeviceBook(room.store).revoke(revoked, now=T0 + 60)
    paired_by_the_service(room, DISPLAY, address="192.168.1.77", at=T0 + 20)
    first = calls.call_floor(room.other("Ivan (tablet, table 1 ab12cd34)"), 1, "defective-card", "ace of spades "
                             "face up in the deck").events[0].seq
    calls.answer_call(room.other("Ana"), first, "Replace the card, the hand goes on", "DD-05")
    calls.call_floor(room.other("Maria (tablet, table 2 ee11ff22)"), 2, "dispute", "who bet first on the river")
    assert room.window.pages.turn_on()
    authors = {c.author for c in room.store.state(room.tid).calls.values()}
    problems = []
    for code in ("en", "ru", "ro"):
        language.use(code)
        window = room.window.built_again()  # a console in the new language, as the settings open one
        qtbot.addWidget(window)
        window.show()
        window.tabs.setCurrentWidget(window.calls_tab)
        window.calls_tab.open_list.selectRow(0)
        wait_painted(qtbot, window)
        dialog = window.open_devices()
        assert dialog is not None
        dialog.list.selectRow(0)
        wait_painted(qtbot, dialog)
        pairing = dialog.open_pairing()
        pairing.role.setCurrentIndex(pairing.role.findData(DEALER))
        pairing.table.setCurrentIndex(1)
        assert pairing.make()
        wait_painted(qtbot, pairing)
        answering = window.calls_tab.answer_selected()
        assert answering is not None
        wait_painted(qtbot, answering)
        for name, shown in (("calls", window), ("devices", dialog), ("pair", pairing), ("answer", answering)):
            assert shown.grab().save(f"/tmp/room-console-{name}-{code}.png")
            problems += [f"{code} {name}: {p}" for p in too_big_for_a_laptop(shown) + clipped(shown)]
            if code != "en":  # (who called is the name the log stamped, as the History tab shows it)
                problems += [f"{code} {name}: English left: {s.where} {s.text!r}"
                             for s in english_left(visible_texts(shown), code) if s.text not in authors]
        answering.reject()
        window.handing_over = True  # (the pages stay on for the next language)
        window.close()
    assert problems == [], "\n".join(problems)


def test_over_https_the_pairing_code_carries_the_rooms_fingerprint_and_a_floor_window_pairs_with_it(
        qtbot, room: Room, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`floor serve --https` started by the desk: Pair a device shows the room's certificate's fingerprint, the QR
    and the address carry it after the code, and a Floor window on another computer pairs with what the dialog
    says (the fingerprint checked against the service's certificate)."""
    from floor.room.authority import saved, spoken
    from floor.room.link import pair

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "elsewhere"))
    room.served.https = lambda: True
    assert room.window.pages.turn_on()
    made = saved(room.path)
    assert made is not None and room.served.fingerprint() == spoken(made.fingerprint)
    pairing = open_pairing(qtbot, open_devices(qtbot, room.window), DISPLAY)
    qtbot.mouseClick(pairing.make_button, Qt.MouseButton.LeftButton)
    wait_painted(qtbot, pairing)
    code, base, secure = pairing.code.text(), room.served.base_url(), room.served.secure_url()
    assert secure is not None and secure.startswith("https://")
    assert scanned(pairing.qr) == [f"{base}pair#{code}-{made.fingerprint}"]
    assert pairing.certificate.isVisible() and spoken(made.fingerprint) in pairing.certificate.text()
    said = re.search(r"--server (\S+) --code (\S+)", pairing.certificate.text())
    assert said is not None and said.group(1) == secure
    assert pair(said.group(1), said.group(2))["role"] == "display"
    qtbot.waitUntil(lambda: pairing.parent().list.rowCount() == 1, timeout=5000)


def test_the_desks_setting_turns_https_on_for_the_stations_and_the_running_service_follows(
        qtbot, room: Room) -> None:
    """Settings › "Tablets, floor phones, TVs: over HTTPS" ticked with a click and saved: the service running
    starts again with the stations over HTTPS, and Pair a device shows the room's fingerprint."""
    from PySide6.QtWidgets import QDialogButtonBox

    from floor.ui.setup.settings_dialog import SettingsDialog

    desk = room.window.desk
    assert desk is not None and not desk.stations_https
    room.served.https = lambda: desk.stations_https  # (as floor/app.py wires it)
    assert room.window.pages.turn_on() and room.served.secure_url() is None
    where, before = (desk.pages_host, desk.pages_port, desk.pages_language), desk.stations_https
    dialog = SettingsDialog(desk, room.window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.mouseClick(dialog.https, Qt.MouseButton.LeftButton, pos=dialog.https.rect().bottomLeft() / 2)
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert desk.stations_https
    room.window.apply_settings(where, before)
    secure = room.served.secure_url()
    assert secure is not None and secure.startswith("https://127.0.0.1:")
    assert room.served.fingerprint() is not None
