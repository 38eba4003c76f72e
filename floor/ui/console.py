"""The floor manager's console: the clock controls always in view, players, history, undo.

Every button asks the tournament functions (``can_x`` to enable, ``verify_x`` for the
reason, ``x`` for the event) through the :class:`~floor.ui.session.Session`; a refusal is
shown in plain words in the message line under the clock. No rule lives here.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QProgressBar,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from floor.core.errors import FloorError
from floor.tournament import handrecord, prizes, seating
from floor.tournament import players as P
from floor.tournament import timekeeping as T
from floor.tournament.clock import clock_text
from floor.tournament.events import Event
from floor.tournament.ordinals import ordinal
from floor.tournament.restructure import set_structure
from floor.tournament.state import Player, TournamentState
from floor.ui.chips_tab import ChipsTab
from floor.ui.dealer_window import DealerWindow
from floor.ui.pages_control import Pages, PagesControl
from floor.ui.payouts_tab import PayoutsTab
from floor.ui.player_qr import PlayerQrPanel
from floor.ui.poster import render_poster
from floor.ui.rows import PlayerRows, RowsView
from floor.ui.rulings_tab import RulingsTab
from floor.ui.seat_card_dialog import SeatCardDialog
from floor.ui.seating_tab import SeatingTab
from floor.ui.session import Action, Session
from floor.ui.settings import DeskSettings
from floor.ui.settings_dialog import SettingsDialog
from floor.ui.structure_editor import StructureEditor
from floor.ui.work import Job, Worker

OK_STYLE = "color: #1b5e20;"
HISTORY_SHOWN = 500
RNG = secrets.SystemRandom()  # seat draws for newcomers: a cryptographically secure shuffle
BACKUP_CHECK_MS = 30_000  # how often the console asks whether an automatic backup is due
REFUSED_STYLE = "color: #b71c1c; font-weight: bold;"


class Console(QMainWindow):
    """The main window."""

    def __init__(self, session: Session, *, poll: bool = True, desk: DeskSettings | None = None,
                 pages: Pages | None = None) -> None:
        super().__init__()
        self.session = session
        self.desk = desk
        self.pages = PagesControl(pages, session, desk, self._say)
        self.setWindowTitle(f"Floor — {session.state().settings.name}")
        self.resize(1100, 700)
        self.clock_line = QLabel()
        self.clock_line.setStyleSheet("font-size: 22px; font-weight: bold;")
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.buttons: dict[str, QPushButton] = {}
        controls = QHBoxLayout()
        for key, text, handler in (
            ("start", "Start", lambda: self._clock("start")),
            ("pause", "Pause (Space)", lambda: self._clock("pause")),
            ("resume", "Resume (Space)", lambda: self._clock("resume")),
            ("previous", "◀ Level", lambda: self._clock("previous")),
            ("next", "Level ▶", lambda: self._clock("next")),
            ("minus", "− 1 min", lambda: self._clock("adjust", seconds=-60.0)),
            ("plus", "+ 1 min", lambda: self._clock("adjust", seconds=60.0)),
        ):
            button = QPushButton(text)
            button.clicked.connect(handler)
            controls.addWidget(button)
            self.buttons[key] = button
        controls.addStretch(1)
        controls.addWidget(QLabel("At the desk:"))
        self.author_field = QLineEdit(session.author)
        self.author_field.setPlaceholderText("your name")
        self.author_field.setMaximumWidth(180)
        self.author_field.editingFinished.connect(self.set_author)
        controls.addWidget(self.author_field)
        self.undo_button = QPushButton("Undo")
        self.undo_button.setToolTip("Take back the last action (Ctrl+Z)")
        self.undo_button.clicked.connect(self.undo)
        controls.addWidget(self.undo_button)
        self.settings_button = QPushButton("Settings…")
        self.settings_button.clicked.connect(self.open_settings)
        self.settings_button.setEnabled(desk is not None)
        controls.addWidget(self.settings_button)

        # Players: register and bust.
        self.name_field = QLineEdit()
        self.name_field.setPlaceholderText("Name of the new player")
        self.name_field.returnPressed.connect(self.register)
        self.register_button = QPushButton("Register")
        self.register_button.clicked.connect(self.register)
        self.bust_button = QPushButton("Bust selected")
        self.bust_button.clicked.connect(self.bust_selected)
        self.import_button = QPushButton("Import CSV…")
        self.import_button.clicked.connect(self.import_dialog)
        self.player_buttons: dict[str, QPushButton] = {}
        for key, text in (("rebuy", "Rebuy"), ("addon", "Add-on"), ("reenter", "Re-enter"),
                          ("reinstate", "Reinstate")):
            button = QPushButton(text)
            button.clicked.connect(lambda _=False, key=key: self.buy(key))
            self.player_buttons[key] = button
        self.players_model = PlayerRows(["No.", "Name", "Status", "Chips", "Prize"], lambda p: ())
        self.table = RowsView(self.players_model)
        self.stats_line = QLabel()
        self.search_field = QLineEdit()
        self.search_field.setPlaceholderText("Find a player: name, nickname or number")
        self.search_field.textChanged.connect(self.filter_players)
        add_row = QHBoxLayout()
        add_row.addWidget(self.name_field, 1)
        add_row.addWidget(self.register_button)
        add_row.addWidget(self.import_button)
        add_row.addWidget(self.bust_button)
        for button in self.player_buttons.values():
            add_row.addWidget(button)
        # Eliminations the dealer stations offer (all in, nothing won): the floor confirms them here.
        self.offered_line = QLabel()
        self.offered_line.setWordWrap(True)
        self.offered_line.setStyleSheet("color: #b71c1c; font-weight: bold;")
        self.offered_button = QPushButton("Bust them")
        self.offered_button.clicked.connect(self.bust_offered)
        offered_row = QHBoxLayout()
        offered_row.addWidget(self.offered_line, 1)
        offered_row.addWidget(self.offered_button)
        self.qr_panel = PlayerQrPanel(self.pages, self.seat_cards_for_selected)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self.show_qr())
        players = QWidget()
        players_layout = QVBoxLayout(players)
        players_layout.addLayout(offered_row)
        players_layout.addLayout(add_row)
        players_layout.addWidget(self.search_field)
        listing = QHBoxLayout()
        listing.addWidget(self.table, 1)
        listing.addWidget(self.qr_panel)
        players_layout.addLayout(listing, 1)
        players_layout.addWidget(self.stats_line)

        self.history_list = QListWidget()
        self.chips_tab = ChipsTab(session, self._do, self._say)
        self.payouts_tab = PayoutsTab(session, self._do, self._say)
        self.tabs = QTabWidget()
        self.seating_tab = SeatingTab(session, self._do, self._say)
        self.tabs.addTab(players, "Players")
        self.tabs.addTab(self.seating_tab, "Tables")
        self.tabs.addTab(self.chips_tab, "Chips")
        self.tabs.addTab(self.payouts_tab, "Payouts")
        self.rulings_tab = RulingsTab(session, self._do, self._say, self._do_all)
        self.tabs.addTab(self.rulings_tab, "Rulings")
        structure_page = QWidget()
        structure_layout = QVBoxLayout(structure_page)
        self.structure_editor = StructureEditor(session.state().structure)
        self.structure_save = QPushButton("Use this structure from now on")
        self.structure_save.clicked.connect(self.save_structure)
        self.structure_editor.changed.connect(lambda s: self.structure_save.setEnabled(s is not None))
        structure_layout.addWidget(self.structure_editor, 1)
        structure_layout.addWidget(self.structure_save)
        self.tabs.addTab(structure_page, "Structure")
        self.tabs.addTab(self.history_list, "History")
        self.tabs.currentChanged.connect(
            lambda _index: self.refresh_history() if self.tabs.currentWidget() is self.history_list else None)

        central = QWidget()
        layout = QVBoxLayout(central)
        layout.addWidget(self.clock_line)
        layout.addLayout(controls)
        layout.addWidget(self.message)
        layout.addWidget(self.tabs, 1)
        self.setCentralWidget(central)

        self.dealers: dict[int, DealerWindow] = {}  # open dealer stations, by table
        menu = self.menuBar().addMenu("&Tournament")
        edit = self.menuBar().addMenu("&Edit")
        for text, keys, handler in (("Undo the last action", QKeySequence.StandardKey.Undo, self.undo),
                                    ("Redo", QKeySequence("Ctrl+Shift+Z"), self.redo),
                                    ("Start or pause the clock", QKeySequence(Qt.Key.Key_Space), self.toggle_clock)):
            action = QAction(text, self)
            action.setShortcut(keys)
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(handler)
            self.addAction(action)
            if handler != self.toggle_clock:
                edit.addAction(action)
        # Long work runs off the GUI thread; the status bar shows it while it runs.
        self.progress_label = QLabel()
        self.progress_bar = QProgressBar()
        self.progress_bar.setMaximumWidth(240)
        self.statusBar().addPermanentWidget(self.pages.label)
        self.statusBar().addPermanentWidget(self.pages.button)
        self.statusBar().addPermanentWidget(self.progress_label)
        self.statusBar().addPermanentWidget(self.progress_bar)
        self.worker = Worker(self.progress_bar, self.progress_label)
        entries: tuple[tuple[str, Callable[[], object]], ...] = (
            ("Import players (CSV)…", self.import_dialog), ("Export results…", self.export_dialog),
            ("Back up now", self.back_up), ("House settings…", self.seating_tab.open_house_settings),
            ("Dealer station…", self.open_dealer))
        for title, run in entries:
            menu.addAction(title).triggered.connect(run)
        if self.pages.available:
            menu.addSeparator()
            for title, run in (("Player pages on / off", self.pages.toggle), ("Seat cards…", self.open_seat_cards),
                               ("Lobby poster…", self.poster_dialog)):
                menu.addAction(title).triggered.connect(run)

        self.timer = QTimer(self)
        self.timer.setInterval(500)
        self.timer.timeout.connect(self.refresh_clock)
        self.backup_timer = QTimer(self)
        self.backup_timer.setInterval(BACKUP_CHECK_MS)
        self.backup_timer.timeout.connect(self.back_up_if_due)
        if poll:
            self.timer.start()
            self.backup_timer.start()
        self.refresh()

    # -- acting -------------------------------------------------------------------------------
    def _do(self, action: Action, done: Callable[[TournamentState], str]) -> bool:
        """Run one action; show what happened, or the reason it was refused, under the clock."""
        return self._do_all([action], done)

    def _do_all(self, actions: list[Action], done: Callable[[TournamentState], str]) -> bool:
        """Several actions as one: all of them happen, or none and the reason is shown."""
        try:
            _, state = self.session.act(actions[0]) if len(actions) == 1 else self.session.act_all(actions)
        except FloorError as err:
            self.say(err.message, refused=True)
            return False
        self.say(done(state))
        self.refresh()
        return True

    def _seated(self, state: TournamentState, number: int) -> str:
        where = state.seat_of(number)
        return f" — table {where[0]}, seat {where[1]}" if where else ""

    def say(self, text: str, *, refused: bool = False) -> None:
        self.message.setText(text)
        self.message.setStyleSheet(REFUSED_STYLE if refused else OK_STYLE)

    def save_structure(self) -> None:
        """The edited structure, recorded as an event; the clock keeps its place."""
        structure = self.structure_editor.structure()
        if structure is None:
            self.say("The structure has a problem (shown under the table): fix it first", refused=True)
            return
        now, author = self.session.now(), self.session.author
        self._do(lambda s: set_structure(s, structure, now=now, author=author),
                 lambda s: "Structure saved: the clock keeps its place")

    def open_settings(self) -> None:
        if self.desk is None:
            return
        where = (self.desk.pages_host, self.desk.pages_port)
        dialog = SettingsDialog(self.desk)
        if dialog.exec():
            self.session.author = self.desk.author
            self.author_field.setText(self.desk.author)
            self.say("Settings saved")
            if self.pages.running and where != (self.desk.pages_host, self.desk.pages_port):
                self.pages.turn_off()  # the new network or port takes effect at once
                self.pages.turn_on()

    def set_author(self) -> None:
        """The name stamped on every action from now on (remembered for this computer)."""
        name = self.author_field.text().strip()
        if not name:
            self.author_field.setText(self.session.author)
            self.say("Every action needs the name of the person at the desk", refused=True)
            return
        self.session.author = name
        if self.desk is not None:
            self.desk.author = name
            self.desk.sync()
        self.say(f"Actions are now recorded as {name}'s")

    def _say(self, text: str, refused: bool) -> None:
        self.say(text, refused=refused)

    def _clock(self, action: str, seconds: float | None = None) -> None:
        now = self.session.now()
        words = {"start": "Clock started", "pause": "Clock paused", "resume": "Clock running",
                 "previous": "Back one level", "next": "On to the next level",
                 "adjust": "Time adjusted"}[action]
        self._do(lambda s: T.clock(s, action, now=now, author=self.session.author, seconds=seconds),
                 lambda _: words)

    def toggle_clock(self) -> None:
        """Space: start, pause or resume, whichever applies."""
        clock = self.session.state().clock.at(self.session.now())
        self._clock("start" if not clock.started else ("pause" if clock.running else "resume"))

    def register(self) -> None:
        name = self.name_field.text()
        now = self.session.now()
        author = self.session.author
        steps: list[Action] = [lambda s: P.register(s, name, now=now, author=author, level=s.level(now))]
        if self.session.state().tables:  # after the draw a newcomer draws a seat at once (SE-04)
            steps.append(lambda s: seating.seat(s, s.last_player, rng=RNG, now=now, author=author))
        if self._do_all(steps, lambda s: f"Registered player {s.last_player}: {name.strip()}"
                                         + self._seated(s, s.last_player)):
            self.name_field.clear()

    def import_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Pre-registered players", "", "CSV files (*.csv);;All files (*)")
        if path:
            self.import_file(Path(path))

    def import_file(self, path: Path) -> bool:
        """Register every row of a CSV (name, nickname, member id): all of them, or none and the line that failed."""
        return self._run_job(f"Importing {path.name}", self.session.import_job(path))

    def export_dialog(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, "Export the results, chips and history into")
        if folder:
            self.export_to(Path(folder))

    def export_to(self, folder: Path) -> bool:
        return self._run_job("Exporting", self.session.export_job(folder))

    def back_up(self) -> bool:
        return self._run_job("Backing up", self.session.backup_job())

    def back_up_if_due(self) -> None:
        """Every half minute: a backup when five minutes passed or the level changed (quietly skipped when busy)."""
        if not self.worker.busy:
            self.worker.start("Automatic backup", self.session.backup_job(only_if_due=True), self._job_done)

    def _run_job(self, title: str, job: Job) -> bool:
        if not self.worker.start(title, job, self._job_done):
            self.say(f"Wait until {self.worker.label.text().rstrip('…').lower()} has finished", refused=True)
            return False
        return True

    def _job_done(self, text: str, refused: bool) -> None:
        if text:
            self.say(text, refused=refused)
        self.refresh()

    def ask_table(self, tables: list[int]) -> int | None:
        """Which table's dealer station to open (tests replace this)."""
        chosen, ok = QInputDialog.getItem(self, "Dealer station", "Table", [str(t) for t in tables], 0, False)
        return int(chosen) if ok else None

    def open_dealer(self) -> DealerWindow | None:
        """Tournament > Dealer station…: the station of one table in its own window, on this desk's session."""
        tables = sorted(self.session.state().tables)
        if not tables:
            self.say("There are no tables yet: draw the seats first (Tables tab)", refused=True)
            return None
        table = self.ask_table(tables)
        if table is None:
            return None
        window = self.dealers.get(table)
        if window is None:
            window = DealerWindow(self.session, table)
            window.recorded.connect(lambda _events: self.refresh())  # the button moved: the Tables tab shows it
            self.dealers[table] = window
        window.show()
        window.raise_()
        window.activateWindow()
        return window

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closing waits for a running job (an import or a backup is never cut in half) and stops the pages."""
        self.worker.wait()
        self.pages.turn_off()
        super().closeEvent(event)

    def selected_players(self) -> list[int]:
        return [p.id for p in self.table.selected_players()]

    def buy(self, key: str) -> None:
        """Rebuy, add-on, re-entry or reinstatement for the one selected player."""
        numbers = self.selected_players()
        if len(numbers) != 1:
            self.say("Select one player first", refused=True)
            return
        number, now, author = numbers[0], self.session.now(), self.session.author
        words = {"rebuy": "rebought", "addon": "took the add-on", "reenter": "re-entered",
                 "reinstate": "is back in the tournament"}[key]
        if key == "reinstate":
            action: Action = lambda s: P.reinstate(s, number, now=now, author=author)  # noqa: E731
        else:
            make = {"rebuy": P.rebuy, "addon": P.addon, "reenter": P.reenter}[key]
            action = lambda s: make(s, number, now=now, author=author, level=s.level(now))  # noqa: E731
        steps = [action]
        if key == "reenter" and self.session.state().tables:  # a re-entry draws a new seat (SE-04)
            steps.append(lambda s: seating.seat(s, number, rng=RNG, now=now, author=author))
        self._do_all(steps, lambda s: f"{s.players[number].label} {words}" + self._seated(s, number))

    def bust_selected(self) -> None:
        numbers = self.selected_players()
        if not numbers:
            self.say("Select the player (or players out in the same hand) to bust", refused=True)
            return
        self.bust(numbers)

    def bust_offered(self) -> None:
        """The oldest hand's players the dealer offered: out together, they share their places."""
        groups = handrecord.offered_groups(self.session.state())
        if groups:
            self.bust(groups[0][2])

    def bust(self, numbers: list[int]) -> None:
        now = self.session.now()

        def told(state: TournamentState) -> str:
            out = [state.players[n] for n in numbers]
            parts = []
            for p in out:
                won = prizes.prize(state, p)
                parts.append(f"{p.label} finished {ordinal(p.place)}" + (f", wins {won:,}" if won else ""))
            winner = prizes.champion(state)
            if winner is not None:
                first = prizes.sheet(state).amounts
                parts.append(f"{winner.label} wins the tournament" + (f", {first[0]:,}" if first else ""))
            elif state.tables:  # after each elimination: do the tables need a move? (BB-01)
                found = seating.proposal(state, rng=RNG)
                parts.append("tables balanced" if found is None else f"balancing: {found.reason} (Tables tab)")
            return "; ".join(parts)

        self._do(lambda s: P.eliminate(s, numbers, now=now, author=self.session.author), told)

    def undo(self) -> None:
        self._undo_redo(self.session.undo, "Undone")

    def redo(self) -> None:
        self._undo_redo(self.session.redo, "Redone")

    def _undo_redo(self, step: Callable[[], tuple[Event, TournamentState]], verb: str) -> None:
        try:
            event, _ = step()
        except FloorError as err:
            self.say(err.message, refused=True)
            return
        self.say(f"{verb}: {event.payload.get('kind', 'the last action')}")
        self.refresh()

    # -- showing ------------------------------------------------------------------------------
    def refresh(self) -> None:
        self.pages.publish()  # phones see an action at once (and newcomers get their page's token)
        state = self.session.state()
        self.refresh_clock()
        sheet = prizes.sheet(state)
        ordered = sorted(state.players.values(), key=lambda p: (not p.playing, p.place or 0, p.id))

        winner = prizes.champion(state)

        def cells(p: Player) -> tuple[str, ...]:  # asked only for the rows on screen
            if p is winner:
                status, won = "winner, 1st", (sheet.amounts[0] if sheet.amounts else 0)
            else:
                status = "playing" if p.playing else f"out, {ordinal(p.place)}"
                won = prizes.prize(state, p, sheet.amounts) if not p.playing else 0
            chips = "" if p.chips is None or not p.playing else f"{p.chips:,}"
            return (str(p.id), p.label, status, chips, f"{won:,}" if won else "")

        self.players_model.show_players(ordered, cells)
        self.stats_line.setText(f"Entries {state.entries} · playing {state.players_left} · "
                                f"prize pool {sheet.pool:,}")
        groups = handrecord.offered_groups(state)
        self.offered_line.setVisible(bool(groups))
        self.offered_button.setVisible(bool(groups))
        if groups:
            table, hand, out = groups[0]
            names = ", ".join(state.players[p].label for p in out)
            later = len(groups) - 1
            more = f" ({later} more hand{'s' if later > 1 else ''} after this)" if later else ""
            self.offered_line.setText(f"Out of chips at table {table}, hand {hand}: {names}{more}")
        self.show_qr(state)
        self.seating_tab.refresh()
        self.chips_tab.refresh()
        self.payouts_tab.refresh()
        self.rulings_tab.refresh()
        if self.tabs.currentWidget() is self.history_list:
            self.refresh_history()

    def refresh_history(self) -> None:
        """The latest actions, newest first: read only when the History tab is shown (a long
        tournament has tens of thousands of events; the GUI thread must not list them on every action)."""
        self.history_list.clear()
        for e in reversed(self.session.history()[-HISTORY_SHOWN:]):
            self.history_list.addItem(f"#{e.seq}  {datetime.fromtimestamp(e.at):%H:%M:%S}  {e.author}  {e.kind}")

    def show_qr(self, state: TournamentState | None = None) -> None:
        """The QR panel follows the one selected player, else the latest registration (to scan at the desk)."""
        if not self.pages.available:
            return
        state = state or self.session.state()
        chosen = self.selected_players()
        self.qr_panel.show_player(state, chosen[0] if len(chosen) == 1 else (state.last_player or None))

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

    def poster_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Save the lobby poster", "lobby-poster.pdf", "PDF (*.pdf)")
        if path:
            self.save_poster(Path(path))

    def save_poster(self, path: Path) -> bool:
        """The lobby's QR on an A4 page for the wall (the address of the pages, on or not yet)."""
        if not self.pages.available:
            return False
        url = self.pages.base_url()
        try:
            render_poster(path, self.session.state().settings.name, url, self.pages.qr(url))
        except OSError as err:
            self.say(f"The poster could not be saved to {path}: {err.strerror or err}", refused=True)
            return False
        off = "" if self.pages.running else " (turn the player pages on before the doors open)"
        self.say(f"Lobby poster saved to {path}: it shows {url}{off}")
        return True

    def filter_players(self) -> None:
        """Type-ahead: only the rows whose number or name contains what is typed (any case)."""
        self.players_model.set_filter(self.search_field.text())

    def refresh_clock(self) -> None:
        state = self.session.state()
        now = self.session.now()
        status = state.clock.status(now)
        clock = state.clock.at(now)
        where = "Break" if status.is_break else f"Level {status.level}"
        blinds = f" · {status.blinds.label}" if status.blinds else ""
        paused = "" if status.running else (" · PAUSED" if clock.started else " · not started")
        self.clock_line.setText(f"{where} · {clock_text(round(status.remaining * 1000))}{blinds}{paused}")
        for key, action in (("start", "start"), ("pause", "pause"), ("resume", "resume"),
                            ("previous", "previous"), ("next", "next")):
            self.buttons[key].setEnabled(T.can_clock(state, action, now=now))
        self.buttons["minus"].setEnabled(T.can_clock(state, "adjust", now=now, seconds=-60.0))
        self.buttons["plus"].setEnabled(T.can_clock(state, "adjust", now=now, seconds=60.0))
