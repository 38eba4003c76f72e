"""Render the screens to PNG offscreen, to look at them (and for the README).

    QT_QPA_PLATFORM=offscreen python scripts/screenshots.py [OUT_DIR]

Builds a demo tournament in a temporary database (120 entries, the standard structure,
the clock at level 7 with 38 players left, then paused, then on a break with a color-up)
and saves the clock display (running, also in Russian and Romanian), then the console's tabs on
the demo tournament (and with the player pages on: a player's QR in the Players tab, the lobby's
QR on the clock display; the Players tab in Russian and Romanian), then a seated
tournament (60 players at 7 tables, a balancing move done and another proposed): the Tables
tab and the clock display showing the seating, the Rulings tab (DC-02 decided, the penalties given),
then the dealer station at a ten-seat table (a hold'em all-in with two side pots, an Omaha hi-lo
hand with a quartered low, a card entered twice), at 1280x720 and 1920x1080. The Rulings tab and the dealer
station are shot in Russian and Romanian too.

The player's page and the lobby page, as a phone shows them (390x844), in English, Russian and Romanian (the
phone's Accept-Language), are shot from the real service on 127.0.0.1 through Qt WebEngine, when it is installed
(``pip install -e ".[screenshots]"``); without it they are skipped, and the script says so.
"""

from __future__ import annotations

import importlib
import os
import random
import sys
import tempfile
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QTWEBENGINE_DISABLE_SANDBOX", "1")  # Chromium's sandbox refuses to run as root, e.g. in CI
os.environ.setdefault("QTWEBENGINE_CHROMIUM_FLAGS", "--disable-gpu")  # offscreen: software rendering

try:  # the browser engine (the [screenshots] extra) must be loaded before the QApplication is made
    WEB_ENGINE: Any = (importlib.import_module("PySide6.QtWebEngineCore"),
                       importlib.import_module("PySide6.QtWebEngineWidgets"))
except ImportError:  # not installed: no phone pages
    WEB_ENGINE = None

from PySide6.QtCore import QEventLoop, QSettings, QTimer, QUrl
from PySide6.QtWidgets import QApplication

from floor.app import StoreSession
from floor.core.cards import parse_cards
from floor.demo import NAMES, build
from floor.player_pages import ServedPages
from floor.store.tournaments import Store
from floor.tournament import chips
from floor.tournament import players as P
from floor.tournament import timekeeping as T
from floor.tournament.balancing.proposal import Proposal
from floor.tournament.events import PLAYER_MOVED, Event
from floor.tournament.hands.entry import BOARD
from floor.tournament.records import PlayerMoved
from floor.tournament.seating import actions as seating
from floor.tournament.settings import Settings
from floor.tournament.state import TournamentState
from floor.tournament.structure import structure_to_json, template
from floor.ui.clock.board import Board, board
from floor.ui.clock.display import ClockDisplay
from floor.ui.common import language
from floor.ui.common.settings import DeskSettings
from floor.ui.console.window import Console
from floor.ui.dealer.window import DealerWindow

T0 = 1_800_000_000.0
SIZES = ((1280, 720), (1920, 1080))


def register(state: TournamentState, name: str) -> Event:
    return P.register(state, name, now=T0, author="Ana", level=1)


def bust(state: TournamentState, number: int) -> Event:
    return P.eliminate(state, [number], now=T0 + 60 * number, author="Ana")


def frame(store: Store, tid: int, now: float) -> Callable[[], Board]:
    return lambda: board(store.state(tid), now)


def demo(path: Path) -> tuple[Store, int]:
    """A tournament at level 7: 120 entries, 82 eliminated."""
    store = Store(path)
    tid = store.create(Settings("Sunday Deepstack 100", buy_in=100, fee=10, starting_stack=20_000, payout_unit=5),
                       now=T0, author="Ana", extra={"structure": structure_to_json(template("standard"))})
    store.act_all(tid, [partial(register, name=f"Player {i}") for i in range(1, 121)])
    store.act(tid, lambda s: T.clock(s, "start", now=T0, author="Ana"))
    store.act_all(tid, [partial(bust, number=i) for i in range(1, 83)])
    return store, tid


def shoot(display: ClockDisplay | Console | DealerWindow, out: Path, name: str) -> list[Path]:
    saved = []
    for width, height in SIZES:
        display.resize(width, height)
        display.show()
        QApplication.processEvents()
        if not isinstance(display, DealerWindow):
            display.refresh()
            QApplication.processEvents()
            display.refresh()  # once more at the final size: lines are fitted to it
        QApplication.processEvents()
        target = out / f"{name}-{width}x{height}.png"
        display.grab().save(str(target))
        saved.append(target)
    return saved


def main(out: Path) -> list[Path]:
    app = QApplication.instance() or QApplication(sys.argv)
    out.mkdir(parents=True, exist_ok=True)
    saved: list[Path] = []
    with tempfile.TemporaryDirectory() as folder:
        store, tid = demo(Path(folder) / "demo.db")
        moments = {"clock-running": T0 + 2 * 3600 + 7 * 60, "clock-last-minute": T0 + 2 * 3600 + 19 * 60 + 30}
        for name, now in moments.items():
            display = ClockDisplay(frame(store, tid, now), poll=False)
            saved += shoot(display, out, name)
            display.close()
        for code in ("ru", "ro"):  # the big screen in the rule sheets' languages
            language.use(code)
            display = ClockDisplay(frame(store, tid, moments["clock-running"]), poll=False)
            saved += shoot(display, out, f"clock-running-{code}")
            display.close()
        language.use("en")
        paused_at = T0 + 2 * 3600 + 7 * 60
        store.act(tid, lambda s: T.clock(s, "pause", now=paused_at, author="Ana"))
        display = ClockDisplay(frame(store, tid, paused_at + 600), poll=False)
        saved += shoot(display, out, "clock-paused")
        display.close()
        store.act(tid, lambda s: T.clock(s, "resume", now=paused_at + 600, author="Ana"))
        on_break = paused_at + 600 + 95 * 60  # the break after level 10, with its color-up
        display = ClockDisplay(frame(store, tid, on_break), poll=False)
        saved += shoot(display, out, "clock-break")
        display.close()
        store.close()
        saved += consoles(Path(folder) / "console.db", out)
        saved += seated(Path(folder) / "seated.db", out)
        saved += dealer(Path(folder) / "dealer.db", out)
    del app
    return saved


def consoles(path: Path, out: Path) -> list[Path]:
    """The console's tabs on the demo tournament; then the player pages turned on (on this computer only): the
    Players tab with the selected player's QR, and the clock display with the lobby's QR."""
    store, tid = build(path, T0)
    desk = DeskSettings(QSettings(str(path.with_suffix(".ini")), QSettings.Format.IniFormat))
    desk.pages_host, desk.pages_port = "127.0.0.1", 0
    window = Console(StoreSession(store, tid, "Ana", lambda: T0 + 30), poll=False, desk=desk,
                     pages=ServedPages(store, tid))
    saved = []
    for name in ("players", "chips", "payouts", "structure"):
        titles = [window.tabs.tabText(i).lower() for i in range(window.tabs.count())]
        window.tabs.setCurrentIndex(titles.index(name))
        saved += shoot(window, out, f"console-{name}")
    window.tabs.setCurrentIndex(0)
    window.pages.turn_on()
    window.table.selectRow(2)
    saved += shoot(window, out, "console-player-pages")
    display = ClockDisplay(frame(store, tid, T0 + 30), poll=False)
    display.set_lobby(window.pages.lobby())
    saved += shoot(display, out, "clock-lobby-qr")
    display.close()
    window.pages.turn_off()
    window.close()
    desk.pages_port = 8765  # the pages stay off here: the panel shows the address they will have
    for code in ("ru", "ro"):  # the players tab in the rule sheets' languages
        language.use(code)
        translated = Console(StoreSession(store, tid, "Ana", lambda: T0 + 30), poll=False, desk=desk,
                             pages=ServedPages(store, tid))
        translated.table.selectRow(2)
        saved += shoot(translated, out, f"console-players-{code}")
        translated.close()
    language.use("en")
    store.close()
    return saved


def _button(state: TournamentState, table: int, rng: random.Random) -> Event:
    return seating.draw_button(state, table, rng=rng, now=T0, author="Ana")


def _out(state: TournamentState, players: list[int]) -> Event:
    return P.eliminate(state, players, now=T0 + 1200, author="Ana")


def _confirm(state: TournamentState, proposed: Proposal) -> Event:
    assert proposed.player is not None and proposed.destination is not None and proposed.destination.seat
    to = proposed.destination
    return seating.move(state, proposed.player, to.table, to.seat or 1, now=T0 + 1260, author="Ana",
                        proposed=proposed)


def seated(path: Path, out: Path) -> list[Path]:
    """60 players drawn into 7 tables, buttons drawn, stacks counted; a move confirmed, another proposed."""
    store = Store(path)
    tid = store.create(Settings("Sunday Deepstack 100", buy_in=100, fee=10, starting_stack=20_000, payout_unit=5),
                       now=T0, author="Ana", extra={"structure": structure_to_json(template("standard"))})
    firsts, lasts = [n.split()[0] for n in NAMES], [n.split()[1] for n in NAMES]
    names = [f"{firsts[i % 18]} {lasts[(i * 7 + i // 18) % 18]}" for i in range(60)]
    store.act_all(tid, [partial(register, name=name) for name in names])
    store.act(tid, lambda s: T.clock(s, "start", now=T0, author="Ana"))
    rng = random.Random(7)  # the same pictures every time (the console itself draws with secrets.SystemRandom)
    store.act(tid, lambda s: seating.draw_seats(s, rng=rng, now=T0, author="Ana"))
    for table in sorted(store.state(tid).tables)[1:]:
        store.act(tid, partial(_button, table=table, rng=rng))
    counts: dict[int | str, int] = {p.id: 20_000 + rng.randrange(-80, 81) * 100 for p in store.state(tid).playing}
    store.act(tid, lambda s: chips.count(s, counts, now=T0 + 600, author="Ana"))
    for table in (2, 3):  # three out at table 2 and at table 3, one move done
        out_now = [p for p in store.state(tid).tables[table].seats if p is not None][:3]
        store.act(tid, partial(_out, players=out_now))
        proposed = seating.proposal(store.state(tid))
        if table == 2 and proposed is not None:
            store.act(tid, partial(_confirm, proposed=proposed))
    now = T0 + 1500
    window = Console(StoreSession(store, tid, "Ana", lambda: now), poll=False)
    tab = window.seating_tab
    tab.rng = rng
    tab.record.step_ms = 0
    window.tabs.setCurrentWidget(tab)
    tab.choose_table(1)
    tab.draws.draw_for_button()  # the record beside the chart: the cards dealt for the button
    saved = shoot(window, out, "console-tables")
    tab.big_screen_button.setChecked(True)
    display = ClockDisplay(lambda: board(store.state(tid), now, seating=tab.big_screen(store.state(tid), now)),
                           poll=False)
    display.seating_view.clock = lambda: 0.0  # the first page
    saved += shoot(display, out, "clock-seating")
    display.close()
    tab.big_screen_button.setChecked(False)
    saved += rulings_tab(window, out)
    window.close()
    for code in ("ru", "ro"):  # the Rulings tab in the rule sheets' languages: the rulebook's own words
        language.use(code)
        translated = Console(StoreSession(store, tid, "Ana", lambda: now), poll=False)
        saved += rulings_tab(translated, out, suffix=f"-{code}", with_penalties=False)
        translated.close()
    language.use("en")
    saved += phone_pages(store, tid, now, out)
    store.close()
    return saved


PHONE = (390, 844)


def _load(view: Any, url: str) -> None:
    """Load ``url`` and let its script fetch the JSON once (the page polls every 2 s)."""
    loop = QEventLoop()
    view.loadFinished.connect(lambda _: QTimer.singleShot(1500, loop.quit))
    QTimer.singleShot(20_000, loop.quit)  # never hang the script on a page that does not load
    view.load(QUrl(url))
    loop.exec()


def phone_pages(store: Store, tid: int, now: float, out: Path) -> list[Path]:
    """A moved player's page and the lobby page, from the real service, in each language as the phone asks."""
    if WEB_ENGINE is None:
        print("Qt WebEngine is not installed (pip install -e \".[screenshots]\"): the phone pages are not shot")
        return []
    pages = ServedPages(store, tid)
    base = pages.start("127.0.0.1", 0, now=now, author="Ana")
    state = store.state(tid)
    mover = next(e.body(PlayerMoved).player for e in reversed(store.history(tid)) if e.kind == PLAYER_MOVED)
    saved = []
    try:
        for code in ("en", "ru", "ro"):
            core, widgets = WEB_ENGINE
            profile = core.QWebEngineProfile()
            profile.setHttpAcceptLanguage(code)
            view = widgets.QWebEngineView(profile)
            view.resize(*PHONE)
            view.show()
            suffix = "" if code == "en" else f"-{code}"
            for name, url in ((f"phone-player{suffix}", pages.player_url(state, mover, base)),
                              (f"phone-lobby{suffix}", base)):
                assert url is not None
                _load(view, url)
                path = out / f"{name}-{PHONE[0]}x{PHONE[1]}.png"
                view.grab().save(str(path))
                saved.append(path)
            view.close()
            view.deleteLater()
    finally:
        pages.stop()
    return saved


def rulings_tab(window: Console, out: Path, *, suffix: str = "", with_penalties: bool = True) -> list[Path]:
    """The Rulings tab: DC-02 decided step by step at table 1; a missed round and a warning given."""
    tab = window.rulings_tab
    window.tabs.setCurrentWidget(tab)
    page = tab.decide_page
    page.choose("HS3", "defective_card")
    page.facts.set("face", "down")
    state = window.session.state()
    positions = state.tables[1].positions
    if positions is not None:
        page.facts.set("button", positions.button)
    page.table_choice.setCurrentIndex(page.table_choice.findData(1))
    saved = shoot(window, out, f"console-rulings{suffix}")
    if not with_penalties:
        return saved
    penalties = tab.penalties_page
    first = [state.tables[t].player_at(state.tables[t].occupied()[i]) for t, i in ((1, 0), (4, 1), (2, 2))]
    for player, kind, reason in ((first[0], "missed_rounds", "abuse of the dealer (PN-06)"),
                                 (first[1], "warning", "phone at the table (SP-05)")):
        penalties.player_field.setText(str(player))
        penalties.kind_choice.setCurrentIndex(penalties.kind_choice.findData(kind))
        penalties.reason_field.setText(reason)
        penalties.give()
    penalties.show_all.setChecked(True)
    penalties.player_field.setText(str(first[2]))
    penalties.kind_choice.setCurrentIndex(penalties.kind_choice.findData("missed_rounds"))
    tab.show_page("penalties")
    saved += shoot(window, out, "console-penalties")
    return saved


def _hand(window: DealerWindow, game: str, button: int, seats: dict[int, tuple[str, str]], board: str = "",
          folded: tuple[int, ...] = (), all_in: tuple[int, ...] = ()) -> None:
    """A hand entered as a dealer does: the game and button corrected, cards clicked on the grid, chips typed."""
    window.game_choice.setCurrentIndex(window.game_choice.findData(game))
    window.button_choice.setCurrentIndex(window.button_choice.findData(button))
    for seat, row in window.seats.rows.items():
        row.in_hand.setChecked(seat in seats)
    for seat, (cards, amount) in seats.items():
        row = window.seats.rows[seat]
        row.folded.setChecked(seat in folded)
        row.all_in.setChecked(seat in all_in)
        window.entry.focus(seat)
        for c in parse_cards(cards) if cards else ():
            window.grid.button_for(c).click()
        row.chips.setText(amount)
    window.entry.focus(BOARD)
    for c in parse_cards(board) if board else ():
        window.grid.button_for(c).click()


def _all_in(window: DealerWindow) -> None:
    """A hold'em hand with three all-ins, two side pots and an uncalled bet."""
    _hand(window, "holdem", 9, {2: ("As Ah", "200"), 4: ("Ks Kh", "100+400"), 6: ("Qs Qh", "900"),
                                8: ("Tc Td", "300+600+300"), 9: ("", "100")},
          "2c 7d 9h Js 3s", folded=(9,), all_in=(2, 4, 6))


def dealer(path: Path, out: Path) -> list[Path]:
    """The dealer station at a ten-seat table: two settled hands and a card entered twice."""
    store = Store(path)
    tid = store.create(Settings("Sunday Deepstack 100", buy_in=100, fee=10, starting_stack=20_000, seats_per_table=10),
                       now=T0, author="Ana", extra={"structure": structure_to_json(template("standard"))})
    store.act_all(tid, [partial(register, name=name) for name in NAMES[:10]])
    rng = random.Random(7)
    store.act(tid, lambda s: seating.draw_seats(s, rng=rng, now=T0, author="Ana"))
    store.act(tid, lambda s: seating.draw_button(s, 1, rng=rng, now=T0, author="Ana"))
    store.act(tid, lambda s: T.clock(s, "start", now=T0, author="Ana"))
    window = DealerWindow(StoreSession(store, tid, "Dealer Dan", lambda: T0 + 900), 1, poll=False)
    _all_in(window)
    saved = shoot(window, out, "dealer-holdem")
    window.load()
    _hand(window, "omaha-hilo", 5, {1: ("3s 4s Jc Jd", "525"), 3: ("3h 4h 9c 9d", "525"),
                                    5: ("Kh Kc 8s 9s", "525"), 7: ("2d 3d Td Ts", "225"),
                                    10: ("", "75")}, "Ad 2c 7h Ks Qd", folded=(7, 10))
    saved += shoot(window, out, "dealer-omaha-hilo")
    window.load()
    _hand(window, "holdem", 3, {1: ("As Ad", "500"), 2: ("Kc Ks", "500"), 3: ("Qc Qd", "300")}, "Ah Kh 7c 7d")
    board = window.field(BOARD)
    board.setText(board.text() + "Kc")  # typed: the king of clubs is at seat 2 already
    window.entry.typed(BOARD, board.text())
    saved += shoot(window, out, "dealer-defective-deck")
    window.close()
    for code in ("ru", "ro"):  # the station in the rule sheets' languages: hand names with their terms
        language.use(code)
        translated = DealerWindow(StoreSession(store, tid, "Dealer Dan", lambda: T0 + 900), 1, poll=False)
        _all_in(translated)
        saved += shoot(translated, out, f"dealer-holdem-{code}")
        translated.close()
    language.use("en")
    store.close()
    return saved


if __name__ == "__main__":
    for path in main(Path(sys.argv[1] if len(sys.argv) > 1 else "screenshots")):
        print(path)
    sys.stdout.flush()
    os._exit(0)  # every PNG is written: skip the interpreter's teardown, where PySide6 6.12 may free Qt objects badly
