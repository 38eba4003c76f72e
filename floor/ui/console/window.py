"""The floor manager's console: the clock controls always in view, players, history, undo.

Every button is enabled from the tournament functions (``verify_x``: greyed out, the reason as its tooltip) and acts
through one use case (:mod:`floor.usecases`) on the :class:`~floor.ui.common.session.Session`; a refusal is shown in
plain words in the message line under the clock, and every tab redraws from the change feed. No rule lives here.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from floor.core.errors import FloorError
from floor.i18n.catalog import marked
from floor.tournament import closing, prizes
from floor.tournament import players as P
from floor.tournament import timekeeping as T
from floor.tournament.chunks import differing
from floor.tournament.clock import clock_text
from floor.tournament.events import Event, TakeBack
from floor.tournament.hands import record as handrecord
from floor.tournament.ordinals import nth
from floor.tournament.records import Registered
from floor.tournament.state import Player, TournamentState
from floor.tournament.structure import Level
from floor.ui.clock.announcement import open_announcement
from floor.ui.clock.big_screen import BigScreen
from floor.ui.clock.board import Seating
from floor.ui.common import language
from floor.ui.common.acting import attempt
from floor.ui.common.aside import Aside
from floor.ui.common.colours import OK_STYLE, REFUSED_STYLE
from floor.ui.common.enabling import enable, why_not, with_tip
from floor.ui.common.feed import ChangeFeed
from floor.ui.common.finished import finished as shown_finishes
from floor.ui.common.language import number, spoken, tr
from floor.ui.common.placement import fit_to_screen
from floor.ui.common.rows import PlayerRows, RowsView
from floor.ui.common.session import Session
from floor.ui.common.settings import DeskSettings
from floor.ui.common.sounds import Sounder
from floor.ui.common.work import Job, Worker
from floor.ui.console.bounties import BustersDialog, EnvelopeLine, head_and_won, paid_words
from floor.ui.console.bounties import summary as bounty_summary
from floor.ui.console.calls import CallsTab
from floor.ui.console.chips_tab import ChipsTab
from floor.ui.console.correct_hand import CorrectHandDialog
from floor.ui.console.database import open_database
from floor.ui.console.devices import DevicesDialog, RoomDevices
from floor.ui.console.event_names import event_name
from floor.ui.console.hand_stacks import HandStacksDialog
from floor.ui.console.history_tab import HistoryLines, HistoryView
from floor.ui.console.hotkeys import ConsoleKeys
from floor.ui.console.league import open_league
from floor.ui.console.members import KeepsMembers, MemberPicker, open_members
from floor.ui.console.pages_control import Pages, PagesControl
from floor.ui.console.payouts_tab import PayoutsTab
from floor.ui.console.player_qr import PlayerQrPanel
from floor.ui.console.rename import RenameDialog
from floor.ui.dealer import DealerWindow
from floor.ui.printing.poster import render_poster
from floor.ui.printing.results_report import open_results_report
from floor.ui.printing.seat_card_dialog import SeatCardDialog
from floor.ui.rulings.tab import RulingsTab
from floor.ui.seating.tab import SeatingTab
from floor.ui.setup.chip_set_editor import open_chip_set
from floor.ui.setup.payout_templates import open_payout_templates
from floor.ui.setup.settings_dialog import SettingsDialog
from floor.ui.setup.structure_editor import StructureEditor
from floor.ui.setup.tournament_dialog import TournamentDialog
from floor.usecases import clock as clocks
from floor.usecases import history as undoing
from floor.usecases import players
from floor.usecases import tournament as tournament_terms
from floor.usecases.chance import SECURE
from floor.usecases.desk import Desk, Done
from floor.usecases.tournament import change_settings, change_structure

HISTORY_SHOWN = 500
BACKUP_CHECK_MS = 30_000  # how often the console asks whether an automatic backup is due
AUTO_BACKUP_SHOWN_MS = 15_000  # how long the status bar says an automatic backup was made
STANDBY_AGAIN_S = 5.0  # on a server, the standby's state asked again after an action at most this often
# What the message line says after each clock button.
CLOCK_WORDS = {"start": marked("Console", "Clock started"), "pause": marked("Console", "Clock paused"),
               "resume": marked("Console", "Clock running"), "previous": marked("Console", "Back one level"),
               "next": marked("Console", "On to the next level"), "adjust": marked("Console", "Time adjusted")}
CLOCK_USES: dict[str, Callable[[Desk], Done]] = {"start": clocks.start, "pause": clocks.pause, "resume": clocks.resume,
                                                  "previous": clocks.previous_level, "next": clocks.next_level}
# After a rebuy, an add-on, a re-entry or a reinstatement: without a seat, and with the seat.
BOUGHT = {
    "rebuy": (marked("Console", "{name} rebought"),
              marked("Console", "{name} rebought — table {table}, seat {seat}")),
    "addon": (marked("Console", "{name} took the add-on"),
              marked("Console", "{name} took the add-on — table {table}, seat {seat}")),
    "reenter": (marked("Console", "{name} re-entered"),
                marked("Console", "{name} re-entered — table {table}, seat {seat}")),
    "reinstate": (marked("Console", "{name} is back in the tournament"),
                  marked("Console", "{name} is back in the tournament — table {table}, seat {seat}")),
}


def _blinds(level: Level) -> str:
    """The level's blinds and ante as the structure sheet writes them (100/200, ante 200), in the desktop's words."""
    if level.ante_kind == "ante":
        return tr("Console", "{small}/{big}, ante {ante}", small=level.small_blind, big=level.big_blind,
                  ante=level.ante)
    if level.ante_kind == "big-blind":
        return tr("Console", "{small}/{big}, big-blind ante {ante}", small=level.small_blind, big=level.big_blind,
                  ante=level.ante)
    return f"{level.small_blind}/{level.big_blind}"


def _place(place: int | None) -> str:
    """A place inside a sentence: 20th in English, the bare number where the sentence says "place"."""
    return "-" if place is None else spoken(nth(place))


def _menu_entry(menu: QMenu, title: str, run: Callable[[], object]) -> None:
    """A menu entry that calls ``run()`` with nothing: ``triggered(bool)`` must never arrive as an argument (the
    Seat cards… entry once got ``False`` as its selection and crashed)."""
    menu.addAction(title).triggered.connect(lambda _checked=False: run())


class Console(QMainWindow):
    """The main window."""

    language_changed = Signal()  # another language was chosen in the settings

    def __init__(self, session: Session, *, poll: bool = True, desk: DeskSettings | None = None,
                 pages: Pages | None = None, big_screen: BigScreen | None = None,
                 feed: ChangeFeed | None = None, devices: RoomDevices | None = None) -> None:
        super().__init__()
        self.handing_over = False  # closing to make way for itself in another language
        self.place = ""  # the database and tournament, for the windows remembered around it ("" : none)
        self.polling = poll
        self.session = session
        self.rng: random.Random = SECURE  # newcomers' seat draws and balancing's picks (tests pass a seeded one)
        # One change feed: whoever moved the tournament (this desk, a dealer station's process, the command line),
        # every tab redraws from it, and from nothing else.
        self.feed = feed if feed is not None else ChangeFeed(session.reach, watch=poll, parent=self)
        self.feed.moved.connect(self.moved)  # (a method: the connection ends with this window, the feed may not)
        self.watching = True  # until closed (stop_watching)
        self.desk = desk
        self.big_screen = big_screen
        self.pages = PagesControl(pages, session, desk, self._say)
        self.devices = devices  # the room's paired devices (Room › Devices…), when the room service can serve them
        self.devices_dialog: DevicesDialog | None = None
        self.setWindowTitle(tr("Console", "Floor — {tournament}", tournament=session.state().settings.name))
        fit_to_screen(self, 1280, 760)  # a 1280x720 laptop: the whole screen less the title bar
        self.clock_line = QLabel()
        self.clock_line.setStyleSheet("font-size: 22px; font-weight: bold;")
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.buttons: dict[str, QPushButton] = {}
        controls = QHBoxLayout()
        for key, text, handler in (
            ("start", tr("Console", "Start"), lambda: self._clock("start")),
            ("pause", tr("Console", "Pause (Space)"), lambda: self._clock("pause")),
            ("resume", tr("Console", "Resume (Space)"), lambda: self._clock("resume")),
            ("previous", tr("Console", "◀ Level"), lambda: self._clock("previous")),
            ("next", tr("Console", "Level ▶"), lambda: self._clock("next")),
            ("minus", tr("Console", "− 1 min"), lambda: self._clock("adjust", seconds=-60.0)),
            ("plus", tr("Console", "+ 1 min"), lambda: self._clock("adjust", seconds=60.0)),
        ):
            button = QPushButton(text)
            button.clicked.connect(lambda _checked=False, handler=handler: handler())
            controls.addWidget(button)
            self.buttons[key] = button
        controls.addStretch(1)
        controls.addWidget(QLabel(tr("Console", "At the desk:")))
        self.author_field = QLineEdit(session.author)
        self.author_field.setPlaceholderText(tr("Console", "your name"))
        self.author_field.setMaximumWidth(180)
        self.author_field.editingFinished.connect(self.set_author)
        controls.addWidget(self.author_field)
        self.undo_button = QPushButton(tr("Console", "Undo"))
        with_tip(self.undo_button, tr("Console", "Take back the last action (Ctrl+Z)"))
        self.undo_button.clicked.connect(self.undo)
        controls.addWidget(self.undo_button)
        self.settings_button = QPushButton(tr("Console", "Settings…"))
        self.settings_button.clicked.connect(self.open_settings)
        self.settings_button.setEnabled(desk is not None)
        controls.addWidget(self.settings_button)

        # Players: register and bust.
        self.name_field = QLineEdit()
        self.name_field.setPlaceholderText(tr("Console", "Name of the new player"))
        self.name_field.returnPressed.connect(self.register)
        self.name_field.textChanged.connect(lambda _text: self.enable_player_buttons())
        self.member_picker = (MemberPicker(self.name_field, session.members(), self._say)
                              if isinstance(session, KeepsMembers) else None)  # the members offered as a name is typed
        self.register_button = QPushButton(tr("Console", "Register"))
        self.register_button.clicked.connect(self.register)
        self.bust_button = QPushButton(tr("Console", "Bust selected"))
        self.bust_button.clicked.connect(self.bust_selected)
        self.import_button = QPushButton(tr("Console", "Import CSV…"))
        self.import_button.clicked.connect(self.import_dialog)
        self.player_buttons: dict[str, QPushButton] = {}
        for key, text in (("rebuy", tr("Console", "Rebuy")), ("addon", tr("Console", "Add-on")),
                          ("reenter", tr("Console", "Re-enter")), ("reinstate", tr("Console", "Reinstate"))):
            button = QPushButton(text)
            button.clicked.connect(lambda _=False, key=key: self.buy(key))
            self.player_buttons[key] = button
        self.rename_button = QPushButton(tr("Console", "Rename…"))
        self.rename_button.clicked.connect(self.rename_selected)
        self.with_bounties = session.state().settings.bounty is not None  # two more columns: on the head, and won
        self.players_model = PlayerRows([tr("Console", "No."), tr("Console", "Name"), tr("Console", "Status"),
                                         tr("Console", "Table"), tr("Console", "Seat"), tr("Console", "Chips"),
                                         tr("Console", "Prize"),
                                         *((tr("Console", "Bounty"), tr("Console", "Bounties won"))
                                           if self.with_bounties else ())], lambda p: ())
        self.table = RowsView(self.players_model, fitted=(1, 2))  # the name and the status ("выбыл, 17-е место")
        self.stats_line = QLabel()
        self.search_field = QLineEdit()
        self.search_field.setPlaceholderText(tr("Console", "Find a player: name, nickname or number"))
        self.search_field.textChanged.connect(self.filter_players)
        add_row = QHBoxLayout()
        add_row.addWidget(self.name_field, 1)
        add_row.addWidget(self.register_button)
        add_row.addWidget(self.import_button)
        add_row.addWidget(self.bust_button)
        for button in self.player_buttons.values():
            add_row.addWidget(button)
        add_row.addWidget(self.rename_button)
        # Eliminations the dealer stations offer (all in, nothing won): the floor confirms them here.
        self.offered_line = QLabel()
        self.offered_line.setWordWrap(True)
        self.offered_line.setStyleSheet(REFUSED_STYLE)
        self.offered_button = QPushButton(tr("Console", "Bust them"))
        self.offered_button.clicked.connect(self.bust_offered)
        offered_row = QHBoxLayout()
        offered_row.addWidget(self.offered_line, 1)
        offered_row.addWidget(self.offered_button)
        self.envelope_line = EnvelopeLine(session, self._say)  # a mystery knockout's envelope to draw
        self.envelope_line.acted.connect(self.acted)
        self.newcomer: int | None = None  # registered at this console, shown until a player is selected
        self._rows_shown: tuple[TournamentState, object] | None = None  # the state the players list last showed
        self.qr_panel = PlayerQrPanel(self.pages, self.seat_cards_for_selected)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self.selection_changed())
        players = QWidget()
        players_layout = QVBoxLayout(players)
        players_layout.addLayout(offered_row)
        players_layout.addWidget(self.envelope_line)
        players_layout.addLayout(add_row)
        players_layout.addWidget(self.search_field)
        listing = QHBoxLayout()
        listing.addWidget(self.table, 1)
        listing.addWidget(self.qr_panel)
        players_layout.addLayout(listing, 1)
        players_layout.addWidget(self.stats_line)

        self.history_rows = HistoryLines(HISTORY_SHOWN, session)  # read only when the tab is shown
        self.history_list = HistoryView(self.history_rows)
        self.chips_tab = ChipsTab(session, self._say)
        self.chips_tab.acted.connect(self.show_moved)
        self.payouts_tab = PayoutsTab(session, self._say)
        self.payouts_tab.acted.connect(self.show_moved)
        self.tabs = QTabWidget()
        self.seating_tab = SeatingTab(session, self._say)
        self.seating_tab.acted.connect(self.show_moved)
        self.tabs.addTab(players, tr("Console", "Players"))
        self.tabs.addTab(self.seating_tab, tr("Console", "Tables"))
        self.tabs.addTab(self.chips_tab, tr("Console", "Chips"))
        self.tabs.addTab(self.payouts_tab, tr("Console", "Payouts"))
        self.rulings_tab = RulingsTab(session, self._say)
        self.rulings_tab.acted.connect(self.show_moved)
        self.tabs.addTab(self.rulings_tab, tr("Console", "Rulings"))
        self.calls_tab = CallsTab(session, self._say)  # the tables' calls to the floor, from the room service
        self.calls_tab.acted.connect(self.show_moved)
        self.calls_tab.arrived.connect(lambda text: self.statusBar().showMessage(text))
        self.tabs.addTab(self.calls_tab, self.calls_tab.title())
        structure_page = QWidget()
        structure_layout = QVBoxLayout(structure_page)
        self.structure_editor = StructureEditor(session.state().structure)
        self.structure_save = QPushButton(tr("Console", "Use this structure from now on"))
        self.structure_save.clicked.connect(self.save_structure)
        self.structure_editor.changed.connect(lambda s: self.structure_save.setEnabled(s is not None))
        structure_layout.addWidget(self.structure_editor, 1)
        structure_layout.addWidget(self.structure_save)
        self.tabs.addTab(structure_page, tr("Console", "Structure"))
        self.tabs.addTab(self.history_list, tr("Console", "History"))
        self.tabs.currentChanged.connect(
            lambda _index: self.refresh_history() if self.tabs.currentWidget() is self.history_list else None)
        # Redrawn only while on screen (issue 30: each is tens of ms at 30,000 entries after every action, the
        # Payouts tab's three deal proposals for every player still in among them); a tab not shown is marked and
        # redrawn as it is brought on screen.
        self.on_screen_only: dict[QWidget, Callable[[], None]] = {self.seating_tab: self.seating_tab.refresh,
                                                                  self.chips_tab: self.chips_tab.refresh,
                                                                  self.payouts_tab: self.payouts_tab.refresh}
        self.stale: set[QWidget] = set()
        self.tabs.currentChanged.connect(self._tab_shown)

        central = QWidget()
        layout = QVBoxLayout(central)
        layout.addWidget(self.clock_line)
        layout.addLayout(controls)
        layout.addWidget(self.message)
        layout.addWidget(self.tabs, 1)
        self.setCentralWidget(central)

        self.dealers: dict[int, DealerWindow] = {}  # open dealer stations, by table
        self.correcting: CorrectHandDialog | None = None  # Room › Correct hand…, while open
        menu = self.menuBar().addMenu(tr("Console", "&Tournament"))
        edit = self.menuBar().addMenu(tr("Console", "&Edit"))
        self.hot_keys = ConsoleKeys(self, desk)  # every keyboard action, on the keys this desk chose
        self.undo_entry, self.redo_entry = self.hot_keys.actions["undo"], self.hot_keys.actions["redo"]
        edit.addActions([self.undo_entry, self.redo_entry])
        _menu_entry(edit, tr("Console", "Hot keys…"), self.hot_keys.change)
        # Long work runs off the GUI thread; the status bar shows it while it runs.
        self.progress_label = QLabel()
        self.progress_bar = QProgressBar()
        # A server's engine and address, and its standby's state, read beside the GUI thread (a server gone away
        # must not freeze the desk); a file's: nothing.
        self.database_label = QLabel(session.database())
        self.database_label.setVisible(bool(self.database_label.text()))
        self.statusBar().addPermanentWidget(self.database_label)
        self.standby_asked = 0.0  # (time.monotonic() of the last look)
        self.reconnections_seen = 0  # (the store's reconnections at the last look: one more is a failover)
        self.standby_aside: Aside[tuple[str, str]] = Aside(
            self._show_standby, lambda text, _refused: self._show_standby((tr("Console", "server unreachable"), text)))
        self.progress_bar.setMaximumWidth(240)
        self.statusBar().addPermanentWidget(self.pages.label)
        self.statusBar().addPermanentWidget(self.pages.button)
        self.statusBar().addPermanentWidget(self.progress_label)
        self.statusBar().addPermanentWidget(self.progress_bar)
        self.worker = Worker(self.progress_bar, self.progress_label)
        entries: tuple[tuple[str, Callable[[], object]], ...] = (
            (tr("Console", "Import players (CSV)…"), self.import_dialog),
            (tr("Console", "Import from The Tournament Director…"), self.td_import_dialog),
            (tr("Console", "Export results…"), self.export_dialog), (tr("Console", "Back up now"), self.back_up),
            (tr("Console", "Results report…"), lambda: open_results_report(self.session, self)),
            (tr("Console", "Tournament settings…"), self.open_tournament_settings),
            (tr("Console", "Payout templates…"), lambda: open_payout_templates(self, self.session, self._say)),
            (tr("Console", "Chip set…"), lambda: open_chip_set(self, self.session, self._say, feed=self.feed)),
            (tr("Console", "Members…"), lambda: open_members(self, self.session, self._say)),
            (tr("Console", "League…"), lambda: open_league(self, self.session, self._say)),
            (tr("Console", "Database server…"), lambda: open_database(self, self.session, self._say)),
            (tr("Console", "House settings…"), self.seating_tab.open_house_settings),
            (tr("Console", "Dealer station…"), self.open_dealer))
        for title, entry in entries:
            _menu_entry(menu, title, entry)
        menu.addSeparator()
        _menu_entry(menu, tr("Console", "Reopen…"), self.reopen)  # a finished tournament, on purpose
        self.reopen_entry = menu.actions()[-1]
        if self.pages.available:
            menu.addSeparator()
            for title, entry in ((tr("Console", "Player pages on / off"), self.pages.toggle),
                                 (tr("Console", "Seat cards…"), self.open_seat_cards),
                                 (tr("Console", "Lobby poster…"), self.poster_dialog)):
                _menu_entry(menu, title, entry)
        view = self.menuBar().addMenu(tr("Console", "&View"))
        _menu_entry(view, tr("Console", "Clock display"), self.open_big_screen)
        self.big_screen_entry = view.actions()[-1]
        self.big_screen_entry.setEnabled(big_screen is not None)
        _menu_entry(view, tr("Console", "Announcement…"), lambda: open_announcement(self.session, self.acted, self))
        room = self.menuBar().addMenu(tr("Console", "&Room"))
        if devices is not None:
            _menu_entry(room, tr("Console", "Devices…"), self.open_devices)
        _menu_entry(room, tr("Console", "Calls from the tables"), lambda: self.tabs.setCurrentWidget(self.calls_tab))
        _menu_entry(room, tr("Console", "Correct hand…"), self.open_correct_hand)  # a confirmed hand, logged
        self.seating_tab.big_screen_changed.connect(self._seating_on_big_screen)
        self.pages.changed.connect(lambda: self.show_qr())  # the QR appears (or goes) as the pages go on (or off)
        self.pages.changed.connect(self._show_the_lobby)
        if big_screen is not None and big_screen.sounder is not None and not big_screen.sounder.available:
            self.statusBar().showMessage(tr("Console", "Silent: {reason}", reason=big_screen.sounder.reason))
        if big_screen is not None and isinstance(big_screen.sounder, Sounder):  # a club's file gone: said, not a crash
            big_screen.sounder.silenced.connect(self.statusBar().showMessage)

        self.timer = QTimer(self)
        self.timer.setInterval(500)
        self.timer.timeout.connect(self.refresh_clock)
        self.backup_timer = QTimer(self)
        self.backup_timer.setInterval(BACKUP_CHECK_MS)
        self.backup_timer.timeout.connect(self.back_up_if_due)
        self.backup_timer.timeout.connect(self.read_standby)
        self.read_standby()
        if poll:
            self.timer.start()
            self.backup_timer.start()
        self.refresh()

    def moved(self, _seq: int) -> None:
        """The tournament moved (whoever moved it): every tab redraws; on a server the standby's state is asked
        again after a failover (the store connected again) or when it was last asked STANDBY_AGAIN_S ago or more."""
        self.refresh()
        if self.session.reconnections() != self.reconnections_seen or \
                time.monotonic() - self.standby_asked >= STANDBY_AGAIN_S:
            self.read_standby()

    # -- the composition root's handles ---------------------------------------------------------
    def built_again(self) -> Console:
        """A new console on this one's session, settings, player pages, big screen and change feed: its words are
        set as it is built, so this is how every label, menu and tab changes language without restarting Floor."""
        return Console(self.session, poll=self.polling, desk=self.desk, pages=self.pages.pages,
                       big_screen=self.big_screen, feed=self.feed, devices=self.devices)

    def take_over_from(self, old: Console) -> None:
        """Shown where ``old`` was, on the same tab, with its dealer stations and the big screen's seating; ``old``
        closes giving way (the player pages and the big screen stay on)."""
        self.dealers = old.dealers
        self.place = old.place
        self.tabs.setCurrentIndex(old.tabs.currentIndex())
        self.seating_tab.big_screen_button.setChecked(old.seating_tab.big_screen_button.isChecked())
        self.setGeometry(old.geometry())
        self.show()
        old.handing_over = True
        old.close()
        old.deleteLater()

    def seating_for_the_big_screen(self, state: TournamentState, now: float) -> Seating | None:
        """Every player's table and seat for the room's clock while the Tables tab puts them there, else None."""
        return self.seating_tab.big_screen(state, now)

    def _show_the_lobby(self) -> None:
        """The lobby's QR on the room's clock while the player pages are on."""
        if self.big_screen is not None:
            self.big_screen.set_lobby(self.pages.lobby())

    # -- acting -------------------------------------------------------------------------------
    def acted(self, text: str) -> None:
        """After an action of this desk: what it did in the message line, and every window told at once."""
        self.say(text)
        self.show_moved()


    def say(self, text: str, *, refused: bool = False) -> None:
        self.message.setText(text)
        self.message.setStyleSheet(REFUSED_STYLE if refused else OK_STYLE)

    def save_structure(self) -> None:
        """The edited structure, recorded as an event; the clock keeps its place."""
        structure = self.structure_editor.structure()
        if structure is None:
            self.say(tr("Console", "The structure has a problem (shown under the table): fix it first"), refused=True)
            return
        if attempt(self._say, lambda: change_structure(self.session, structure)) is not None:
            self.say(tr("Console", "Structure saved: the clock keeps its place"))
            self.show_moved()

    def open_tournament_settings(self) -> None:
        """Tournament › Tournament settings…: what may still change, each locked field saying why."""
        dialog = TournamentDialog(self.session.state(), self.session.now(), self)
        chosen = dialog.chosen if dialog.exec() else None
        if chosen is not None and attempt(self._say, lambda: change_settings(self.session, chosen)) is not None:
            self.say(dialog.said(self.session.state()))
            self.show_moved()

    def open_settings(self) -> None:
        if self.desk is None:
            return
        where = (self.desk.pages_host, self.desk.pages_port, self.desk.pages_language)
        secure = self.desk.stations_https
        dialog = SettingsDialog(self.desk, self)
        if dialog.exec():
            self.apply_settings(where, secure)

    def apply_settings(self, where: tuple[str, int, str], secure: bool | None = None) -> None:
        """The saved settings take effect now: the name, the language (no restart), the player pages' address
        (and whether the stations speak HTTPS: ``secure``, as it was before)."""
        assert self.desk is not None
        if self.desk.author:  # (a computer that never stored a name keeps the one the console was opened with)
            self.session.author = self.desk.author
        self.author_field.setText(self.session.author)
        before = language.current()
        language.use(self.desk.language or None)
        self.say(tr("Console", "Settings saved"))
        if language.current() != before:
            self.language_changed.emit()  # the app opens the console again in the new language
        moved = where != (self.desk.pages_host, self.desk.pages_port, self.desk.pages_language)
        if self.pages.running and (moved or secure not in (None, self.desk.stations_https)):
            self.pages.turn_off()  # the new network, port or room language takes effect at once
            self.pages.turn_on()

    def set_author(self) -> None:
        """The name stamped on every action from now on (remembered for this computer)."""
        name = self.author_field.text().strip()
        if not name:
            self.author_field.setText(self.session.author)
            self.say(tr("Console", "Every action needs the name of the person at the desk"), refused=True)
            return
        self.session.author = name
        if self.desk is not None:
            self.desk.author = name
            self.desk.sync()
        self.say(tr("Console", "Actions are now recorded as {name}'s", name=name))

    def _say(self, text: str, refused: bool) -> None:
        self.say(text, refused=refused)

    def _clock(self, action: str, seconds: float | None = None) -> None:
        if action == "adjust":
            done = attempt(self._say, lambda: clocks.adjust(self.session, seconds or 0.0))
        else:
            done = attempt(self._say, lambda: CLOCK_USES[action](self.session))
        if done is not None:
            self.acted(tr("Console", CLOCK_WORDS[action]))

    def toggle_clock(self) -> None:
        """Space: start, pause or resume, whichever applies."""
        toggled = attempt(self._say, lambda: clocks.toggle(self.session))
        if toggled is not None:
            self.acted(tr("Console", CLOCK_WORDS[toggled.action]))

    def register(self) -> None:
        name = self.name_field.text()
        same = self.session.state().namesakes(name)
        if same and not self.confirm(tr("Console", "{name} is already registered (#{number}): register another "
                                                   "{name}?", name=same[0].name, number=same[0].id)):
            self.say(tr("Console", "Not registered: {name} is already player {number}", name=same[0].name,
                        number=same[0].id), refused=True)
            return
        member = self.member_picker.member_for(name) if self.member_picker is not None else None
        if member is None:
            done = attempt(self._say, lambda: players.register(self.session, name, rng=self.rng))
        else:  # a member picked from the type-ahead: registered with their id (their result is theirs)
            done = attempt(self._say, lambda: players.register(self.session, member.name, nickname=member.nickname,
                                                               member_id=member.member_id, rng=self.rng))
        if done is not None:
            self.newcomer = done.events[0].body(Registered).player  # his QR shown at once, to scan at the desk
            self.acted(self._registered(done, name.strip()))
            self.name_field.clear()
            if self.member_picker is not None:
                self.member_picker.pick(None)

    @staticmethod
    def _registered(done: Done, name: str) -> str:
        number = done.events[0].body(Registered).player
        where = done.state.seat_of(number)
        if where is None:
            return tr("Console", "Registered player {number}: {name}", number=number, name=name)
        return tr("Console", "Registered player {number}: {name} — table {table}, seat {seat}",
                  number=number, name=name, table=where[0], seat=where[1])

    def confirm(self, question: str) -> bool:
        """A yes-or-no question before an action the floor may not mean (No is the default)."""
        answer = QMessageBox.question(self, tr("Console", "Floor"), question,
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def import_kinds(self) -> list[tuple[str, str | None]]:
        """The kinds of file the import dialog offers, each with the encoding it is read in (None: UTF-8, or what
        the file's byte-order mark says); Russian and Romanian spreadsheets often save in a Windows code page."""
        return [(tr("Console", "CSV files, UTF-8 (*.csv)"), None),
                (tr("Console", "CSV files, Windows-1251 Cyrillic (*.csv)"), "cp1251"),
                (tr("Console", "CSV files, Windows-1250 Central European (*.csv)"), "cp1250"),
                (tr("Console", "All files (*)"), None)]

    def import_dialog(self) -> None:
        kinds = self.import_kinds()
        path, chosen = QFileDialog.getOpenFileName(self, tr("Console", "Pre-registered players"), "",
                                                   ";;".join(name for name, _ in kinds))
        if path:
            self.import_file(Path(path), dict(kinds).get(chosen))

    def import_file(self, path: Path, encoding: str | None = None) -> bool:
        """Register every row of a CSV (name, nickname, member id): all of them, or none and the line that failed."""
        return self._run_job(tr("Console", "Importing {file}", file=path.name),
                             self.session.import_job(path, encoding), self._imported)

    def td_import_dialog(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(self, tr("Console", "The Tournament Director's saves"), "",
                                                tr("Console", "The Tournament Director (*.tdt)"))
        if paths:
            self.import_td([Path(p) for p in paths])

    def import_td(self, paths: list[Path]) -> bool:
        """Finished tournaments from TD's saves, in this database (each checked first; a save imported before is
        skipped); the desk is told how many, or which file was refused and why."""
        try:
            job = self.session.td_import_job(paths)
        except FloorError as err:  # (a desk on another computer: imports happen at the one holding the database)
            self.say(spoken(err.message), refused=True)
            return False
        return self._run_job(tr("Console", "Importing from The Tournament Director"), job, self._job_done)

    def export_dialog(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, tr("Console", "Export the results, chips and history into"))
        if folder:
            self.export_to(Path(folder))

    def export_to(self, folder: Path) -> bool:
        return self._run_job(tr("Console", "Exporting"), self.session.export_job(folder))

    def back_up(self) -> bool:
        return self._run_job(tr("Console", "Backing up"), self.session.backup_job())

    def read_standby(self) -> None:
        """What the server's standby is doing, asked again every half minute (on a server only)."""
        def read() -> tuple[str, str]:
            briefly, meaning = self.session.standby()
            return spoken(briefly), spoken(meaning)

        if self.database_label.text():
            self.standby_asked, self.reconnections_seen = time.monotonic(), self.session.reconnections()
            self.standby_aside.run(read)

    def _show_standby(self, said: tuple[str, str]) -> None:
        """The server and its standby in a few words; the whole sentence when the pointer rests on it."""
        briefly, meaning = said
        where = self.session.database()
        self.database_label.setText(f"{where} · {briefly}" if briefly else where)
        self.database_label.setToolTip(meaning)

    def back_up_if_due(self) -> None:
        """Every half minute: a backup when five minutes passed or the level changed (quietly skipped when busy)."""
        if not self.worker.busy:
            self.worker.start(tr("Console", "Automatic backup"), self.session.backup_job(only_if_due=True),
                              self._backed_up_by_itself)

    def _backed_up_by_itself(self, text: str, refused: bool) -> None:
        """The automatic backup says it in the status bar: the message line keeps the words of the floor's last
        action (a bust's place and prize), which a backup the floor did not ask for must not replace; a backup
        that failed is said in the message line, where it cannot be missed."""
        if refused:
            self.say(text, refused=True)
        elif text:
            self.statusBar().showMessage(text, AUTO_BACKUP_SHOWN_MS)

    def _run_job(self, title: str, job: Job, done: Callable[[str, bool], None] | None = None) -> bool:
        if not self.worker.start(title, job, done or self._job_done):
            self.say(tr("Console", "Wait until {job} has finished", job=self.worker.label.text().rstrip("…").lower()),
                     refused=True)
            return False
        return True

    def _job_done(self, text: str, refused: bool) -> None:
        """A backup's or an export's words: they change nothing in the tournament, so the tabs stay as they are (the
        automatic backup's check runs every half minute: it must not drop a selection or counts being typed)."""
        if text:
            self.say(text, refused=refused)

    def _imported(self, text: str, refused: bool) -> None:
        """An import's words, and the tabs shown again with the players it registered."""
        self._job_done(text, refused)
        self.refresh()

    def ask_table(self, tables: list[int]) -> int | None:
        """Which table's dealer station to open (tests replace this)."""
        chosen, ok = QInputDialog.getItem(self, tr("Console", "Dealer station"), tr("Console", "Table"),
                                          [str(t) for t in tables], 0, False)
        return int(chosen) if ok else None

    def open_dealer(self) -> DealerWindow | None:
        """Tournament > Dealer station…: the station of one table in its own window, on this desk's session."""
        tables = sorted(self.session.state().tables)
        if not tables:
            self.say(tr("Console", "There are no tables yet: draw the seats first (Tables tab)"), refused=True)
            return None
        table = self.ask_table(tables)
        if table is None:
            return None
        window = self.dealers.get(table)
        if window is None:
            window = DealerWindow(self.session, table, feed=self.feed)
            self.dealers[table] = window
        window.show()
        window.raise_()
        window.activateWindow()
        return window

    def open_devices(self) -> DevicesDialog | None:
        """Room › Devices…: the paired devices, read every two seconds while open; Revoke…, Pair a device…."""
        if self.devices is None:
            return None
        if self.devices_dialog is None:
            self.devices_dialog = DevicesDialog(self.devices, lambda: sorted(self.session.state().tables),
                                                self.pages.qr, self)
        self.devices_dialog.show()
        self.devices_dialog.raise_()
        self.devices_dialog.activateWindow()
        return self.devices_dialog

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closing asks first mid-night (the room's big screen goes with it), waits for a running job (an import
        or a backup is never cut in half), remembers the windows open around it (opened again with the
        tournament), stops the pages and takes the big screen down (no orphan clock on the wall)."""
        if event.spontaneous() and not self.handing_over and self.mid_night() and not self.may_close():
            event.ignore()
            return
        if not self.handing_over:
            self.remember_windows()
        self.stop_watching()
        self.worker.wait()
        self.standby_aside.forget()  # (a server's answer arriving after the window closed is not shown)
        if self.devices_dialog is not None:
            self.devices_dialog.close()
        if not self.handing_over:  # a console giving way to its successor leaves the pages and the screen on
            self.pages.turn_off()
            if self.big_screen is not None:
                self.big_screen.close()
            for station in self.dealers.values():
                station.close()
        super().closeEvent(event)

    def stop_watching(self) -> None:
        """A closed console reads the tournament no more: its clock and backup timers stop and the change feed (kept
        by its successor, or by the composition root) no longer redraws it. A closed window lives on until Python
        lets it go; its clock timer once read a store closed meanwhile (the next console's, or a test's)."""
        self.timer.stop()
        self.backup_timer.stop()
        if self.watching:
            self.watching = False
            self.feed.moved.disconnect(self.moved)
        if self.feed.parent() is self and not self.handing_over:
            self.feed.timer.stop()  # its own feed, given to no successor

    def mid_night(self) -> bool:
        """The night is on: the clock has started and a winner is not known yet, or the big screen is up."""
        state = self.session.state()
        playing = state.clock.started and state.players_left > 1
        return playing or (self.big_screen is not None and self.big_screen.is_open)

    def may_close(self) -> bool:
        """Asked before the console closes mid-night (the window's close button, Alt+F4)."""
        answer = QMessageBox.question(
            self, tr("Console", "Close the console"),
            tr("Console", "The tournament is on. Close the console? The room's big screen, the dealer stations "
                          "opened here and the player pages go with it; they open again with the tournament."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def remember_windows(self) -> None:
        """The big screen, the seating on it and the dealer stations open now, kept for the next opening."""
        if self.desk is None or not self.place:
            return
        self.desk.set_open_windows(self.place, {
            "big_screen": self.big_screen is not None and self.big_screen.is_open,
            "seating": self.seating_tab.big_screen_button.isChecked(),
            "dealers": sorted(t for t, w in self.dealers.items() if w.isVisible())})
        self.desk.sync()

    def restore_windows(self) -> None:
        """The windows that were open when this tournament's console last closed, opened again."""
        if self.desk is None or not self.place:
            return
        known = self.desk.open_windows(self.place)
        if known.get("seating") is True:
            self.seating_tab.big_screen_button.setChecked(True)
        if known.get("big_screen") is True and self.big_screen is not None:
            self.big_screen.open()
        tables = self.session.state().tables
        dealers = known.get("dealers")
        for table in dealers if isinstance(dealers, list) else []:
            if isinstance(table, int) and table in tables and table not in self.dealers:
                self.dealers[table] = DealerWindow(self.session, table, feed=self.feed)
                self.dealers[table].show()

    def open_big_screen(self) -> None:
        """View › Clock display: the room's clock, opened again if it was closed."""
        if self.big_screen is not None:
            self.big_screen.open()

    def _seating_on_big_screen(self, on: bool) -> None:
        """Putting the seating on the big screen opens the screen if it was closed."""
        if on and self.big_screen is not None and not self.big_screen.is_open:
            self.big_screen.open()

    def selected_players(self) -> list[int]:
        return [p.id for p in self.table.selected_players()]

    def buy(self, key: str) -> None:
        """Rebuy, add-on, re-entry or reinstatement for the one selected player."""
        numbers = self.selected_players()
        if len(numbers) != 1:
            self.say(tr("Console", "Select one player first"), refused=True)
            return
        player = numbers[0]
        uses: dict[str, Callable[[], Done]] = {
            "rebuy": lambda: players.rebuy(self.session, player),
            "addon": lambda: players.addon(self.session, player),
            "reenter": lambda: players.reenter(self.session, player, rng=self.rng),  # a new seat after the draw
            "reinstate": lambda: players.reinstate(self.session, player)}
        done = attempt(self._say, uses[key])
        if done is None:
            return
        state, plain, seated = done.state, *BOUGHT[key]
        where = state.seat_of(player)
        if where is None:
            self.acted(tr("Console", plain, name=state.players[player].label))
        else:
            self.acted(tr("Console", seated, name=state.players[player].label, table=where[0], seat=where[1]))

    def rename_selected(self) -> None:
        """The one selected player's name and nickname corrected (Rename…), through the use case."""
        numbers = self.selected_players()
        state = self.session.state()
        if len(numbers) != 1 or numbers[0] not in state.players:
            self.say(tr("Console", "Select one player first"), refused=True)
            return
        player, before = numbers[0], state.players[numbers[0]].label
        dialog = RenameDialog(state, player, self)
        if not dialog.exec():
            return
        done = attempt(self._say, lambda: players.rename(self.session, player, dialog.name, nickname=dialog.nickname))
        if done is not None:
            self.acted(tr("Console", "{before} is now {name}", before=before, name=done.state.players[player].label))

    def bust_selected(self) -> None:
        numbers = self.selected_players()
        if not numbers:
            self.say(tr("Console", "Select the player (or players out in the same hand) to bust"), refused=True)
            return
        self.bust(numbers)

    def bust_offered(self) -> None:
        """The oldest hand's players the dealer offered: out together, they share their places, each busted by the
        winners of the pot that took their last chips (their bounty goes there)."""
        self.said_bust(attempt(self._say, lambda: players.bust_offered(self.session, rng=self.rng)))

    def bust(self, numbers: Sequence[int]) -> None:
        """Out in the same hand: several are asked the stack each began the hand with (TDA Rule 12, prefilled with
        the stacks Floor knows); with bounties, the floor names who busted them."""
        state = self.session.state()
        known = all(n in state.players for n in numbers)
        stacks: list[int] | None = None
        if known and len(numbers) > 1 and all(state.players[n].playing for n in numbers):
            stacks = self.ask_stacks(state, numbers)
            if stacks is None:
                return
        by: list[int] | None = []
        if state.bounties is not None and known:
            by = self.ask_busters(state, numbers)
            if by is None:
                return
        self.said_bust(attempt(self._say, lambda: players.bust(self.session, numbers, by=by or [], stacks=stacks,
                                                               rng=self.rng)))

    def ask_stacks(self, state: TournamentState, numbers: Sequence[int]) -> list[int] | None:
        """The stacks several players out in one hand began it with ([]: they share), None when cancelled."""
        dialog = HandStacksDialog(state, numbers, self)
        return dialog.stacks if dialog.exec() else None

    def ask_busters(self, state: TournamentState, numbers: Sequence[int]) -> list[int] | None:
        """Who busted them (the bounty goes there): the floor's choice, [] for nobody, None when cancelled."""
        dialog = BustersDialog(state, numbers, self)
        return dialog.chosen if dialog.exec() else None

    def said_bust(self, busted: players.Busted | None) -> None:
        """The prize of each player out, the bounties paid, then the winner or what balancing asks."""
        if busted is None:
            return
        state = busted.done.state
        finished = shown_finishes(state)
        parts = []
        for f in sorted((finished[n] for n in busted.out), key=lambda f: (f.place or 0, f.id)):  # the highest first
            parts.append(tr("Console", "{name} finished {place}, wins {prize}", name=f.player.label,
                            place=_place(f.place), prize=number(f.prize)) if f.prize
                         else tr("Console", "{name} finished {place}", name=f.player.label, place=_place(f.place)))
        parts += paid_words(state, busted.done.events[0].seq)
        winner = next((f for f in finished.values() if f.won), None)
        if winner is not None:
            parts.append(tr("Console", "{name} wins the tournament, {prize}", name=winner.player.label,
                            prize=number(winner.prize)) if winner.prize
                         else tr("Console", "{name} wins the tournament", name=winner.player.label))
        elif state.tables:  # after each elimination: do the tables need a move? (BB-01)
            found = busted.proposal
            parts.append(tr("Console", "tables balanced") if found is None
                         else tr("Console", "balancing: {reason} (Tables tab)", reason=spoken(found.reason)))
        self.acted("; ".join(parts))

    def open_correct_hand(self) -> CorrectHandDialog:
        """Room › Correct hand…: a confirmed hand corrected by the floor (its showdown judged again, logged)."""
        self.correcting = CorrectHandDialog(self.session, self.acted, self)
        self.correcting.show()
        return self.correcting

    def reopen(self) -> None:
        """Tournament › Reopen…: a finished tournament opened again once the floor confirms with a reason (logged)."""
        state = self.session.state()
        reason, ok = QInputDialog.getText(
            self, tr("Console", "Reopen the tournament"),
            tr("Console", "{name} is finished. Reopen it? Every action is allowed again until the next winner. Why "
                          "(kept in its history)?", name=state.settings.name))
        if not ok:
            return
        done = attempt(self._say, lambda: tournament_terms.reopen(self.session, reason))
        if done is not None:
            self.acted(tr("Console", "Reopened: {reason}", reason=reason.strip()))

    def undo(self) -> None:
        done = attempt(self._say, lambda: undoing.undo(self.session))
        if done is not None:
            self.acted(tr("Console", "Undone: {action}", action=self._action_of(done.events[0])))

    def redo(self) -> None:
        done = attempt(self._say, lambda: undoing.redo(self.session))
        if done is not None:
            self.acted(tr("Console", "Redone: {action}", action=self._action_of(done.events[0])))

    @staticmethod
    def _action_of(event: Event) -> str:
        """What an undo or a redo took back or restored, in words ("elimination")."""
        kind = event.data.target_kind if isinstance(event.data, TakeBack) else ""
        return event_name(kind) if kind else tr("Console", "the last action")


    # -- showing ------------------------------------------------------------------------------
    def show_moved(self) -> None:
        """After an action of this desk: the feed tells every window at once (this one included)."""
        if not self.feed.check():
            self.refresh()  # nothing new in the log (a refusal told elsewhere, a database gone): redraw anyway

    def refresh(self) -> None:
        self.pages.publish()  # phones see an action at once (and newcomers get their page's token)
        state = self.session.state()
        self.refresh_clock()
        sheet = prizes.sheet(state)
        finished = shown_finishes(state)
        ordered = [f.player for f in finished.values()]  # those playing first, then by place
        bounty_cells = head_and_won(state.bounties, finished)

        def cells(p: Player) -> tuple[str, ...]:  # asked only for the rows on screen
            f = finished[p.id]
            status = (tr("Console", "winner, 1st") if f.won else tr("Console", "playing") if f.playing
                      else tr("Console", "out, {place}", place=_place(f.place)))
            chips = "" if p.chips is None or not p.playing else number(p.chips)
            where = state.seats.get(p.id)
            table, seat = ("", "") if where is None else (str(where[0]), str(where[1]))
            return (str(p.id), p.label, status, table, seat, chips, number(f.prize) if f.prize else "",
                    *(bounty_cells(p.id) if self.with_bounties else ()))

        def shows(p: Player) -> object:  # what decides the row's cells: only the rows whose key changed are redrawn
            f = finished[p.id]
            return (p, f.won, f.place, f.prize, state.seats.get(p.id),
                    *(bounty_cells(p.id) if self.with_bounties else ()))

        self.players_model.show_players(ordered, cells, shows, self._players_moved(state, sheet.amounts))
        self.stats_line.setText(" · ".join(filter(None, (
            tr("Console", "Entries {entries} · playing {playing} · prize pool {pool}", entries=number(state.entries),
               playing=number(state.players_left), pool=number(sheet.pool)), bounty_summary(state)))))
        self.envelope_line.refresh(state)
        self.reopen_entry.setEnabled(closing.can_reopen(state))
        groups = handrecord.offered_groups(state)
        self.offered_line.setVisible(bool(groups))
        self.offered_button.setVisible(bool(groups))
        if groups:
            table, hand, out = groups[0]
            names = ", ".join(state.players[p].label for p in out)
            later = len(groups) - 1
            if not later:
                text = tr("Console", "Out of chips at table {table}, hand {hand}: {names}", table=table, hand=hand,
                          names=names)
            elif later == 1:
                text = tr("Console", "Out of chips at table {table}, hand {hand}: {names} (1 more hand after this)",
                          table=table, hand=hand, names=names)
            else:
                text = tr("Console", "Out of chips at table {table}, hand {hand}: {names} ({count} more hands after "
                          "this)", table=table, hand=hand, names=names, count=later)
            self.offered_line.setText(text)
        self.show_qr(state)
        self.enable_player_buttons(state)  # the rows shown again: the selection may have gone with them
        self.enable_undo()
        shown = self.tabs.currentWidget()
        for tab, redraw in self.on_screen_only.items():
            # (the Tables tab also follows the moves for the big screen while it shows the seating)
            if tab is shown or (tab is self.seating_tab and self.seating_tab.big_screen_button.isChecked()):
                self.stale.discard(tab)
                redraw()
            else:
                self.stale.add(tab)
        self.rulings_tab.refresh()
        self.calls_tab.refresh()
        self.tabs.setTabText(self.tabs.indexOf(self.calls_tab), self.calls_tab.title())
        if self.tabs.currentWidget() is self.history_list:
            self.refresh_history()

    def _tab_shown(self, _index: int) -> None:
        """A tab brought on screen: redrawn if the tournament moved while it was not shown."""
        tab = self.tabs.currentWidget()
        if tab in self.stale:
            self.stale.discard(tab)
            self.on_screen_only[tab]()

    def _players_moved(self, state: TournamentState, amounts: Sequence[int]) -> list[Player] | None:
        """The players whose row may read otherwise than when the list was last shown: those whose record or seat
        changed (the chunks the two states do not share: a few, not 30,000), or None for every one when the payouts,
        the winner, a deal or the bounties changed (a prize, a status may change on any row)."""
        winner = prizes.champion(state)
        context = (tuple(amounts), None if winner is None else winner.id, state.deal)
        before, self._rows_shown = self._rows_shown, (state, context)
        if before is None or before[1] != context or (self.with_bounties and before[0].bounties is not state.bounties):
            return None
        records, seats = differing(state.players, before[0].players), differing(state.seats, before[0].seats)
        if records is None or seats is None:
            return None
        return [state.players[n] for n in records | seats if n in state.players]

    def refresh_history(self) -> None:
        """The latest actions, newest first: read only when the History tab is shown (a long
        tournament has tens of thousands of events; the GUI thread must not list them on every action)."""
        self.history_rows.show(self.session.reach(), self.session.state())

    def show_qr(self, state: TournamentState | None = None) -> None:
        """The QR panel follows the one selected player, else the one just registered here (to scan at the desk),
        else no one: the tournament's highest number, shown on opening, was someone nobody had chosen."""
        if not self.pages.available:
            return
        state = state or self.session.state()
        chosen = self.selected_players()
        self.qr_panel.show_player(state, chosen[0] if len(chosen) == 1 else self.newcomer)

    def seat_cards_for_selected(self) -> None:
        self.open_seat_cards(self.selected_players() or ([self.qr_panel.player] if self.qr_panel.player else []))

    def open_seat_cards(self, selected: list[int] | None = None) -> SeatCardDialog | None:
        """Tournament > Seat cards…: the selected players, the latest draw or break, or everyone; PDF or printer."""
        if not self.pages.available:
            return None
        dialog = SeatCardDialog(self.pages, self.session, self.desk,
                                self.selected_players() if selected is None else selected)
        dialog.setModal(True)
        dialog.show()
        self._seat_card_dialog = dialog  # kept alive while it is open
        return dialog

    def _poster_served(self) -> bool:
        """A poster only carries an address that answers: else the reason, and no poster."""
        try:
            self.pages.verify_served()
        except FloorError as err:
            self.say(tr("Console", "No poster: {reason}", reason=spoken(err.message)), refused=True)
            return False
        return True

    def poster_dialog(self) -> None:
        if not self._poster_served():  # before asking where to save it
            return
        path, _ = QFileDialog.getSaveFileName(self, tr("Console", "Save the lobby poster"), "lobby-poster.pdf",
                                              tr("Console", "PDF (*.pdf)"))
        if path:
            self.save_poster(Path(path))

    def save_poster(self, path: Path) -> bool:
        """The lobby's QR on an A4 page for the wall (the address of the pages, on or not yet)."""
        if not self.pages.available or not self._poster_served():
            return False
        url = self.pages.base_url()
        try:
            render_poster(path, self.session.state().settings.name, url, self.pages.qr(url))
        except FloorError as err:
            self.say(spoken(err.message), refused=True)
            return False
        except OSError as err:
            self.say(tr("Console", "The poster could not be saved to {path}: {reason}", path=path,
                        reason=err.strerror or err), refused=True)
            return False
        self.say(tr("Console", "Lobby poster saved to {path}: it shows {url}", path=path, url=url))
        return True

    def filter_players(self) -> None:
        """Type-ahead: only the rows whose number or name contains what is typed (any case); narrowed to one
        player, that player is selected, so the keys act on them at once (Ctrl+B, Ctrl+R: they needed a click)."""
        self.players_model.set_filter(self.search_field.text())
        if self.search_field.text().strip() and self.players_model.rowCount() == 1:
            self.table.selectRow(0)

    def refresh_clock(self) -> None:
        state = self.session.state()
        now = self.session.now()
        status = state.clock.status(now)
        clock = state.clock.at(now)
        where = tr("Console", "Break") if status.is_break else tr("Console", "Level {level}", level=status.level)
        blinds = f" · {_blinds(status.blinds)}" if status.blinds else ""
        paused = "" if status.running else (" · " + (tr("Console", "PAUSED") if clock.started
                                                     else tr("Console", "not started")))
        winner = prizes.champion(state)
        if winner is not None:  # won: a clock still counting a break would tell the desk nothing
            self.clock_line.setText(tr("Console", "Tournament over: {name} won", name=winner.label))
        else:
            self.clock_line.setText(f"{where} · {clock_text(round(status.remaining * 1000))}{blinds}{paused}")
        for key, action in (("start", "start"), ("pause", "pause"), ("resume", "resume"),
                            ("previous", "previous"), ("next", "next")):
            self.buttons[key].setEnabled(T.can_clock(state, action, now=now))
        for key in ("start", "pause", "resume"):  # one of the three applies at a time: only it takes room
            self.buttons[key].setVisible(self.buttons[key].isEnabled())
        self.buttons["minus"].setEnabled(T.can_clock(state, "adjust", now=now, seconds=-60.0))
        self.buttons["plus"].setEnabled(T.can_clock(state, "adjust", now=now, seconds=60.0))
        self.enable_player_buttons(state, now)  # registration, rebuys, add-ons and re-entries close with a level

    def selection_changed(self) -> None:
        """Another player (or none) selected: the QR follows, and the buttons say what the rules allow for them."""
        if self.selected_players():
            self.newcomer = None  # the floor has moved on from the newcomer
        self.show_qr()
        self.enable_player_buttons()

    def enable_player_buttons(self, state: TournamentState | None = None, now: float | None = None) -> None:
        """Register, Bust selected, Rebuy, Add-on, Re-enter, Reinstate and Bust them, each enabled when the rules
        would accept it for the players selected (greyed out with the reason otherwise). With nobody selected (or
        several, for the one-player buttons) they stay pressable: pressing says whom to select."""
        state = state or self.session.state()
        now = self.session.now() if now is None else now
        level = state.level(now)
        typed = self.name_field.text()
        # An empty field is not refused yet (pressing Register asks for a name): the button says whether
        # registration is still open, and whether the name typed is one a seat card can show.
        enable(self.register_button, why_not(lambda: P.verify_register(state, typed if typed.strip() else "-",
                                                                         level=level)))
        chosen = [n for n in self.selected_players() if n in state.players]
        enable(self.bust_button, why_not(lambda: P.verify_eliminate(state, chosen)) if chosen else "")
        one = chosen[0] if len(chosen) == 1 else None
        checks: dict[str, Callable[[int], object]] = {
            "rebuy": lambda p: P.verify_rebuy(state, p, level=level),
            "addon": lambda p: P.verify_addon(state, p, level=level),
            "reenter": lambda p: P.verify_reenter(state, p, level=level),
            "reinstate": lambda p: P.verify_reinstate(state, p)}
        for key, check in checks.items():
            enable(self.player_buttons[key], "" if one is None else why_not(partial(check, one)))
        groups = handrecord.offered_groups(state)
        if groups:
            enable(self.offered_button, why_not(lambda: P.verify_eliminate(state, groups[0][2])))

    def enable_undo(self) -> None:
        """Undo and Redo (the buttons and the Edit menu's entries) enabled when the log has something to take back
        or restore: asked of the session, which reads a few rows back (the whole log, read and kept for this, was
        most of the first paint at 30,000 entries)."""
        taken, restored = undoing.refusals(self.session)
        for control in (self.undo_button, self.undo_entry):
            enable(control, "" if taken is None else spoken(taken))
        enable(self.redo_entry, "" if restored is None else spoken(restored))
