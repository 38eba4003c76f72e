"""The player pages from the console, end to end on a real socket: turned on at the status bar (the room service,
`floor serve`, started on the console's file), a player's QR shown at registration and printed on a seat card,
scanned (zxing-cpp), fetched; then moved and busted."""

from __future__ import annotations

import json
import random
import socket
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
import zxingcpp
from conftest import FakeTime
from painted import wait_painted
from pdf_raster import decoded_pages
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QImage
from PySide6.QtPrintSupport import QPrinter

from floor.app import StoreSession
from floor.player_pages import ServedPages
from floor.store.tournaments import Store
from floor.tournament.seating import actions as seating
from floor.tournament.settings import Settings
from floor.tournament.structure import structure_to_json, template
from floor.ui.clock.board import board
from floor.ui.clock.display import ClockDisplay
from floor.ui.common.settings import DeskSettings
from floor.ui.console.window import Console
from floor.usecases import seating as seats

T0 = 1_800_000_000.0


class Room:
    def __init__(self, store: Store, tid: int, window: Console, clock: FakeTime) -> None:
        self.store, self.tid, self.window, self.clock = store, tid, window, clock


@pytest.fixture
def room(qtbot, tmp_path: Path) -> Iterator[Room]:
    store = Store(tmp_path / "f.db")
    tid = store.create(Settings("Sunday Deepstack", buy_in=100, starting_stack=10_000, seats_per_table=4), now=T0,
                       author="Ana",
                       extra={"structure": structure_to_json(template("turbo"))})
    desk = DeskSettings(QSettings(str(tmp_path / "floor.ini"), QSettings.Format.IniFormat))
    desk.pages_host, desk.pages_port = "127.0.0.1", 0  # a free port, this computer only
    clock = FakeTime(T0)
    window = Console(StoreSession(store, tid, "Ana", clock), poll=False, desk=desk,
                     pages=ServedPages(store, tid))
    qtbot.addWidget(window)
    window.show()
    yield Room(store, tid, window, clock)
    window.pages.turn_off()
    store.close()


def register(qtbot, window: Console, name: str) -> None:
    window.name_field.setText(name)
    qtbot.keyClick(window.name_field, Qt.Key.Key_Return)


def fetch(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=10) as answer:
            return answer.status, answer.read().decode("utf-8")
    except urllib.error.HTTPError as err:
        return err.code, ""


def followed(qtbot, url: str, done) -> dict:
    """The page's data once the room service shows what the desk just did (``floor serve`` follows the file on
    its own, a check every quarter of a second: a phone sees the change at its next look)."""
    seen: list[dict] = []

    def shown() -> bool:
        seen[:] = [json.loads(fetch(url + ".json")[1])]
        return bool(done(seen[0]))

    qtbot.waitUntil(shown, timeout=10_000)
    return seen[0]


def scanned(widget) -> list[str]:
    image = widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    return [r.text for r in zxingcpp.read_barcodes(image)]


def test_the_pages_are_off_until_turned_on_then_serve_the_lobby(qtbot, room: Room) -> None:
    """Off at first (nothing listens); Turn on: the status bar shows the address and the lobby answers on it."""
    window = room.window
    assert window.pages.label.text() == "Player pages: off" and window.pages.button.text() == "Turn on"
    register(qtbot, window, "Ivan Petrov")
    qtbot.mouseClick(window.pages.button, Qt.MouseButton.LeftButton)
    address = window.pages.label.text().removeprefix("Player pages: ")
    assert address.startswith("http://127.0.0.1:") and window.pages.button.text() == "Turn off"
    assert window.message.text().startswith("Player pages on: http://127.0.0.1:")
    status, body = fetch(address + "lobby.json")
    assert status == 200 and json.loads(body)["clock"]["tournament"] == "Sunday Deepstack"
    qtbot.mouseClick(window.pages.button, Qt.MouseButton.LeftButton)
    assert window.pages.label.text() == "Player pages: off"
    with pytest.raises(urllib.error.URLError, match="Connection refused"):
        urllib.request.urlopen(address + "lobby.json", timeout=5)


def test_a_port_in_use_is_refused_in_words_and_nothing_changes(qtbot, room: Room) -> None:
    """Another program holds the port: the pages stay off, the message says which port and what to do."""
    window = room.window
    with socket.socket() as other:
        other.bind(("127.0.0.1", 0))
        other.listen()
        assert window.desk is not None
        window.desk.pages_port = other.getsockname()[1]
        seq = room.store.state(room.tid).seq
        window.pages.turn_on()
        assert window.message.text() == (f"The player pages did not start: port {other.getsockname()[1]} is already "
                                         "in use on this computer (another Floor or another program): choose "
                                         "another port in Settings")
    assert window.pages.label.text() == "Player pages: off" and not window.pages.running
    assert room.store.state(room.tid).seq == seq  # not even the tokens were given


def test_a_player_scans_his_card_finds_his_seat_is_told_of_his_move_and_sees_his_place(qtbot, room: Room,
                                                                                         tmp_path: Path) -> None:
    """The whole path a player takes: registered at the desk (his QR on screen), seated, his seat card printed;
    the code on the card scans to his page, which shows his table and seat; he is moved: his page shows
    the new seat and a move to acknowledge (a move by hand here; balancing and breaks are the same event kinds,
    tests/web); he busts: his page shows his place."""
    window = room.window
    for name in ("Ivan", "Maria", "Olga", "Petr", "Sasha"):  # two tables of four seats: three and two
        register(qtbot, window, name)
    room.store.act(room.tid, lambda s: seating.draw_seats(s, rng=random.Random(4), now=T0, author="Ana"))
    window.refresh()
    window.pages.turn_on()
    # On screen at registration: the newest player's QR in the Players tab, scanned off the screen.
    register(qtbot, window, "Zoe")
    state = room.store.state(room.tid)
    zoe = state.last_player
    assert window.qr_panel.name.text() == "Zoe" and window.qr_panel.seat.text().startswith("Table ")
    assert scanned(window.qr_panel.qr) == [window.pages.player_url(state, zoe)]
    # The player who will be moved: one at the fuller table (the other has an empty seat for him).
    fuller, other = sorted(state.tables, key=lambda t: -state.tables[t].count)
    mover = next(p for p in state.tables[fuller].seats if p is not None)
    name = state.players[mover].label
    # His seat card, printed to PDF from the seat-card dialog; the code on the page scans to his page.
    dialog = window.open_seat_cards([mover])
    assert dialog is not None
    qtbot.addWidget(dialog)
    card = tmp_path / "card.pdf"
    assert dialog.save_to(card) and dialog.message.text() == f"1 seat card saved to {card}"
    [[url]] = decoded_pages(card.read_bytes())
    assert url.startswith(window.pages.base_url() + "p/")
    status, page = fetch(url)
    table, seat = state.seats[mover]
    assert status == 200 and name in page and f'id="table">{table}<' in page and f'id="seat">{seat}<' in page
    # Moved by hand to the other table: the page's data shows the new seat and the move to acknowledge.
    free = next(s for s, p in enumerate(state.tables[other].seats, 1) if p is None)
    assert seats.move(window.session, mover, other, free, reason="by the window").events
    window.show_moved()
    data = followed(qtbot, url, lambda d: d["player"]["move"] is not None)
    assert (data["player"]["table"], data["player"]["seat"]) == (other, free)
    assert data["player"]["move"]["table"] == other and data["player"]["move"]["why"] == "moved"
    assert f'id="table">{other}<' in fetch(url)[1]
    # Busted: his page shows the place.
    window.bust([mover])
    data = followed(qtbot, url, lambda d: d["player"]["status"] == "out")
    assert data["player"]["status"] == "out" and data["player"]["place"] == 6 and data["player"]["table"] is None

def test_the_clock_display_shows_the_lobby_qr_while_the_pages_are_on(qtbot, room: Room) -> None:
    """Turned on: the lobby's QR and address appear under the payouts and scan to the lobby; off: gone."""
    window = room.window
    display = ClockDisplay(lambda: board(room.store.state(room.tid), room.clock()), poll=False)
    qtbot.addWidget(display)
    window.pages.changed.connect(lambda: display.set_lobby(window.pages.lobby()))
    display.resize(1280, 720)
    display.show()
    qtbot.waitExposed(display)
    assert display.lobby_qr.width() == 0 and scanned(display) == []
    window.pages.turn_on()
    wait_painted(qtbot, display)  # the event loop lays the window out again, as it does on the big screen
    assert scanned(display) == [window.pages.base_url()]
    assert display.lobby_caption.isVisible() and display.lobby_url.text().startswith("127.0.0.1:")
    window.pages.turn_off()
    wait_painted(qtbot, display)
    assert display.lobby_qr.width() == 0 and not display.lobby_caption.isVisible() and scanned(display) == []


def test_the_lobby_poster_scans_to_the_lobby(room: Room, tmp_path: Path) -> None:
    """While the pages are on, the poster's QR is the lobby's address."""
    window = room.window
    assert window.pages.turn_on()
    path = tmp_path / "poster.pdf"
    assert window.save_poster(path)
    assert decoded_pages(path.read_bytes()) == [[window.pages.base_url()]]


def test_no_poster_or_seat_card_carries_an_address_that_is_not_served(qtbot, room: Room, tmp_path: Path) -> None:
    """Issue 15 item 19: with the pages off, the poster and the cards are refused in words; nothing is written."""
    window = room.window
    assert not window.save_poster(tmp_path / "poster.pdf")
    assert window.message.text() == ("No poster: the player pages are off, so the address on the paper would not "
                                     "answer: turn them on first (status bar)")
    assert not (tmp_path / "poster.pdf").exists()
    for name in ("Ivan", "Maria"):
        register(qtbot, window, name)
    room.store.act(room.tid, lambda s: seating.draw_seats(s, rng=random.Random(3), now=T0, author="Ana"))
    window.refresh()
    dialog = window.open_seat_cards([1])
    assert dialog is not None
    qtbot.addWidget(dialog)
    assert not dialog.save_button.isEnabled() and not dialog.print_button.isEnabled()
    assert dialog.message.text().startswith("The player pages are off, so the address on a card would not answer")
    assert not dialog.save_to(tmp_path / "card.pdf") and not (tmp_path / "card.pdf").exists()
    assert room.store.state(room.tid).tokens == {}  # no token given for a card never printed


def test_seat_cards_after_a_table_break_go_to_the_players_it_moved(qtbot, room: Room, tmp_path: Path) -> None:
    """The dialog offers the latest break's movers; printed (to a PDF printer), one page each, scanning to each."""
    window = room.window
    for name in ("Ivan", "Maria", "Olga", "Petr", "Sasha", "Vera", "Zoe", "Yuri", "Xenia"):
        register(qtbot, window, name)
    rng = random.Random(9)
    room.store.act(room.tid, lambda s: seating.draw_seats(s, rng=rng, now=T0, author="Ana"))
    state = room.store.state(room.tid)
    broken = max(state.tables)
    out, *movers = sorted(p for p in state.tables[broken].seats if p is not None)
    window.bust([out])  # three tables of three; one busts at the last: its other two fit elsewhere
    room.store.act(room.tid, lambda s: seating.break_table(s, broken, rng=rng, now=T0, author="Ana"))
    window.refresh()
    assert window.pages.turn_on()
    dialog = window.open_seat_cards([])
    assert dialog is not None
    qtbot.addWidget(dialog)
    latest = next(b for b in dialog.choice.buttons() if b.objectName() == "latest")
    assert latest.isChecked() and latest.text() == f"the players of the latest table {broken} broken ({len(movers)})"
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    assert dialog.print_to(printer), dialog.message.text()
    state = room.store.state(room.tid)
    expected = [[window.pages.player_url(state, p)] for p in movers]
    assert decoded_pages((tmp_path / "printed.pdf").read_bytes()) == expected


def test_seat_cards_before_any_draw_are_refused_in_words(qtbot, room: Room) -> None:
    register(qtbot, room.window, "Ivan")
    dialog = room.window.open_seat_cards([1])
    assert dialog is not None
    qtbot.addWidget(dialog)
    assert not dialog.save_button.isEnabled()
    assert dialog.message.text() == "Nobody has a seat yet: draw the seats first (Tables tab)"



def test_the_player_panel_is_empty_until_a_player_is_selected(qtbot, tmp_path: Path) -> None:
    """Issue 29 (the walk): a console opened on a tournament with players showed the highest-numbered player's name,
    seat and QR though nobody had been selected or registered there; now it asks for a player, and shows the one
    clicked in the list."""
    store = Store(tmp_path / "f.db")
    tid = store.create(Settings("Friday", buy_in=100, starting_stack=10_000), now=T0, author="Ana",
                       extra={"structure": structure_to_json(template("turbo"))})
    from floor.tournament import players as P
    for name in ("Ivan", "Maria", "Olga"):
        store.act(tid, lambda s, name=name: P.register(s, name, now=T0, author="Ana", level=1))
    desk = DeskSettings(QSettings(str(tmp_path / "floor.ini"), QSettings.Format.IniFormat))
    desk.pages_host, desk.pages_port = "127.0.0.1", 0
    window = Console(StoreSession(store, tid, "Ana", FakeTime(T0)), poll=False, desk=desk,
                     pages=ServedPages(store, tid))
    qtbot.addWidget(window)
    window.show()
    try:
        window.pages.turn_on()
        assert window.qr_panel.name.text() == "" and window.qr_panel.player is None
        assert not window.qr_panel.card_button.isEnabled()
        row = next(r for r in range(window.table.model().rowCount())
                   if window.table.model().index(r, 1).data() == "Maria")
        rect = window.table.visualRect(window.table.model().index(row, 1))
        qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        assert window.qr_panel.name.text() == "Maria"
    finally:
        window.pages.turn_off()
        store.close()


def test_a_refused_seat_card_is_said_in_the_refusal_colour(qtbot, room: Room, tmp_path: Path) -> None:
    """Issue 29 (the walk): a seat card refused (here: onto the live database) was painted in plain black like a
    card saved; a refusal is in the console's refusal colour now, the cards saved after it are not."""
    window = room.window
    for name in ("Ivan", "Maria", "Olga"):
        register(qtbot, window, name)
    room.store.act(room.tid, lambda s: seating.draw_seats(s, rng=random.Random(4), now=T0, author="Ana"))
    window.refresh()
    window.pages.turn_on()
    dialog = window.open_seat_cards([1])
    assert dialog is not None
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)

    def red(label) -> int:
        image = label.grab().toImage()
        return sum(1 for x in range(image.width()) for y in range(image.height())
                   if (c := image.pixelColor(x, y)).red() > 120 and c.green() < 80 and c.blue() < 80)

    assert not dialog.save_to(tmp_path / "f.db")  # the live database: refused before a page is painted
    assert red(dialog.message) > 20, dialog.message.text()
    assert dialog.save_to(tmp_path / "card.pdf")
    assert red(dialog.message) == 0, dialog.message.text()
