"""The composition root of the desktop: the one place that makes the Qt application and wires the windows.

The windows (``floor/ui``) get a :class:`~floor.ui.common.session.Session`; this module makes one over the SQLite
store (or takes a room service's :class:`~floor.room.remote.RemoteDesk`), so the desktop and the command line share
every function. The window commands (``floor/commands/display.py``: `floor console`, `floor dealer`, `floor
display`, here or ``--server`` another computer's room service; `floor report`'s PDF; `floor` and `floor --demo` in
``floor/cli.py``) parse their arguments and call one function here. No other module makes a Qt application
(:func:`qt_application`), and no command builds a window: the windows are built here, or by a window of the desk
(the console opens its dealer stations).
"""

from __future__ import annotations

import gc
import os
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from floor.clubs.members import Result
from floor.core.errors import Text
from floor.core.textinput import InputError
from floor.store.address import no_file_copies
from floor.store.backup import auto_backup, backup
from floor.store.desk import StoreDesk
from floor.store.export import export
from floor.store.leagues import Leagues, StandingsPanel
from floor.store.members import Members
from floor.store.payout_templates import PayoutTemplates
from floor.store.tournaments import Store
from floor.store.where import open_store
from floor.tournament.events import Event
from floor.tournament.importing import read_registrations
from floor.tournament.state import TournamentState
from floor.ui.common.work import Job, Progress
from floor.usecases import players, tournaments

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication, QObject

    from floor.room.remote import RemoteDesk
    from floor.tournament.describe.report import Report
    from floor.ui.clock.big_screen import BigScreen
    from floor.ui.clock.board import Board
    from floor.ui.clock.display import ClockDisplay
    from floor.ui.common.feed import ChangeFeed
    from floor.ui.common.session import Session
    from floor.ui.common.settings import DeskSettings
    from floor.ui.console import Console
    from floor.ui.console.devices import RoomDevices
    from floor.ui.console.pages_control import Pages
    from floor.ui.setup.start_page import Listed, StartPage


@dataclass
class StoreSession(StoreDesk):
    """A tournament in the store, for the windows: the store's desk, and the long work off the GUI thread."""

    def history_after(self, seq: int) -> list[Event]:
        return self.store.history_after(self.tournament_id, seq)

    def database(self) -> str:
        """What the desk's status bar says of the database: a server's engine and address ("": a file here)."""
        return "" if self.store.engine == "sqlite" else self.store.where

    def standby(self) -> tuple[str, str]:
        """The server's standby in a few words and in a sentence (floor/store/replication.py), read on a connection
        of its own; nothing on a file."""
        if self.store.engine == "sqlite":
            return "", ""
        from floor.store.replication import replication_state  # (psycopg: only for a server)

        state = replication_state(self.store.address)
        return state.briefly(), state.meaning()

    def reconnections(self) -> int:
        """How many times the store connected to its server again (a failover: the desk asks the standby again)."""
        return self.store.reconnections

    def database_lines(self) -> list[str]:
        """What `floor standby status` prints, for Tournament › Database server…"""
        from floor.store.replication import replication_state, status_lines

        return list(status_lines(replication_state(self.store.address)))

    def promote(self, folder: Path) -> str:
        """The standby of ``folder`` on this computer made the primary, the old one fenced first when it answers
        (floor/store/replication.py); this desk's store finds it by itself at its next action."""
        from floor.store.replication import promote

        return promote(folder).sentence()

    def history_since(self, before: int) -> tuple[TournamentState, list[Event]] | None:
        return self.store.history_since(self.tournament_id, before)

    def payout_templates(self) -> PayoutTemplates:
        """The club's payout templates, in this database (Tournament › Payout templates…)."""
        return PayoutTemplates(self.store)

    def leagues(self) -> Leagues:
        """The club's leagues, in this database (Tournament › League…)."""
        return Leagues(self.store)

    def members(self) -> Members:
        """The club's members, in this database (the registration's type-ahead, Tournament › Members…)."""
        return Members(self.store)

    def member_results(self, member_id: str) -> list[Result]:
        """Every result of a member, read on a connection of the calling thread's own (Members… reads them aside:
        the first reading folds every tournament of the club's history)."""
        with self._own_store() as store:
            return Members(store).results(member_id)

    # -- long work: each job runs in a worker thread, on its own connection ------------------
    @contextmanager
    def _own_store(self) -> Iterator[Store]:
        store = open_store(self.store.path)
        try:
            yield store
        finally:
            store.close()

    def import_job(self, path: Path, encoding: str | None = None) -> Job:
        """Register every row of a pre-registration CSV (UTF-8, a byte-order mark's encoding, or ``encoding``): all
        of them in one transaction, or none."""
        now, author = self.now(), self.author

        def job(progress: Progress) -> str:
            rows = read_registrations_at_the_desk(path, encoding)
            with self._own_store() as store:  # this thread's own connection, the desk's time and name
                done = players.register_all(StoreDesk(store, self.tournament_id, author, lambda: now), rows,
                                            progress=progress)
            if len(done.events) == 1:
                return Text("Registered 1 player from {file}", file=path.name)
            return Text("Registered {count} players from {file}", count=len(done.events), file=path.name)
        return job

    def td_import_job(self, paths: Sequence[Path]) -> Job:
        """The Tournament Director's saves made finished tournaments of this database (all checked first)."""
        return td_import_job(self.store.path, paths, self.author)

    def export_job(self, folder: Path) -> Job:
        def job(progress: Progress) -> str:
            with self._own_store() as store:
                written = export(store, self.tournament_id, folder)
            return Text("Exported {count} files to {folder}", count=len(written), folder=folder)
        return job

    def backup_job(self, *, only_if_due: bool = False) -> Job:
        """A backup now, or (``only_if_due``) only when five minutes passed or the level changed."""
        now = self.now()

        def job(progress: Progress) -> str:
            if self.store.engine != "sqlite" and not only_if_due:
                raise no_file_copies()  # (its standby holds the copy; the automatic one is quietly none)
            if not only_if_due:
                return Text("Backed up to {path}", path=backup(self.store.path, now=now))
            with self._own_store() as store:
                made = auto_backup(store, self.tournament_id, now)
            return Text("Backed up to {path}", path=made) if made else ""
        return job


_MADE: list[QCoreApplication] = []  # the Qt application this module made, kept for as long as the process runs


def qt_application(*, offscreen: bool = False) -> QCoreApplication:
    """The process's one Qt application: the one already there (a test's, a window's), else a new one: the
    desktop's ``QApplication``, or with ``offscreen`` a ``QGuiApplication`` on the offscreen platform, to lay a
    report out with no screen (`floor report` over ssh)."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    made = QCoreApplication.instance()
    if made is None:
        made = QGuiApplication(["floor", "-platform", "offscreen"]) if offscreen else QApplication(sys.argv[:1])
        _MADE.append(made)
    return made


def desktop(logs: Path) -> QCoreApplication:
    """The Qt application of Floor's windows, with the one crash handler: a bug is logged in ``logs`` and said in a
    message box, never a silent failure."""
    from PySide6.QtWidgets import QMessageBox

    from floor.ui.common import crash

    app = qt_application()

    def tell(text: str) -> None:
        QMessageBox.critical(None, "Floor", text)

    crash.install(logs, tell)
    return app


def speak_the_desks_language() -> None:
    """The language chosen in the settings (or the computer's), before the first window opens."""
    from floor.ui.common import language
    from floor.ui.common.settings import DeskSettings

    language.use(DeskSettings().language or None)


def renewed(old: Console) -> Console:
    """The console opened again in the language now in use, where the old one was: same tab, same window place,
    the player pages left running, the open dealer stations and the big screen kept. Its words are set as it is
    built, so a new window is how every label, menu and tab changes language without restarting Floor."""
    from floor.ui.common.language import tr

    new = old.built_again()
    new.take_over_from(old)
    new.say(tr("Console", "Settings saved"))
    return new


def log_folder(store: Store, *, demo: bool = False) -> Path:
    """Where bugs are logged: beside the database, or for the demo (whose database is deleted at exit) in the data
    folder of the settings, else the user's data folder."""
    if not demo:
        return store.home.parent / "logs"
    from floor.store.database import default_path
    from floor.ui.common.settings import DeskSettings

    return (DeskSettings().data_folder or default_path().parent) / "logs"


def read_registrations_at_the_desk(path: Path, encoding: str | None) -> list[tuple[str, str, str, int]]:
    """The rows of a CSV chosen in the console; a file in another encoding is told how to choose it there."""
    try:
        return read_registrations(path, encoding)
    except InputError as err:
        said = err.message
        if err.code != "bad-encoding" or not isinstance(said, Text) or not said.params.get("hint"):
            raise
        hint = Text("; if it was saved as Windows-1251 (Cyrillic) or Windows-1250 (Central European), import it "
                    "again choosing that kind of file in the file dialog")
        raise InputError(Text(said.template, **{**said.params, "hint": hint}), code=err.code) from None


@dataclass
class ConsoleWindows:
    """The windows :func:`open_console` opened: the console in use (it is opened again when the language changes),
    the big screen, and the session they share."""

    session: Session
    big_screen: BigScreen
    consoles: list[Console]
    feed: ChangeFeed

    @property
    def console(self) -> Console:
        return self.consoles[0]


def open_console(store: Store, tournament_id: int, author: str, *, with_display: bool = False, demo: bool = False,
                 clock: Callable[[], float] = time.time) -> ConsoleWindows:
    """The console of a tournament (and the clock display), wired and shown; ``clock`` is the time source."""
    from floor.player_pages import ServedPages
    from floor.ui.common.settings import DeskSettings

    desktop(log_folder(store, demo=demo))
    speak_the_desks_language()
    desk = DeskSettings()
    session = StoreSession(store, tournament_id, desk.author or author, clock)
    served = ServedPages(store, tournament_id, https=lambda: desk.stations_https)  # the player pages and the room's
    # devices: one room service
    opened = console_windows(session, desk, pages=served, devices=served, with_display=with_display)
    if store.warnings:
        tell_what_is_missing(opened.console, store.warnings)
    return opened


def open_remote_console(session: RemoteDesk, *, with_display: bool = False) -> ConsoleWindows:
    """`floor console --server URL`: a second desk (the registration desk) through the room service, its windows the
    same as the floor's own; no player-pages switch (the service runs at the desk that holds the database)."""
    from floor.store.database import default_path
    from floor.ui.common.settings import DeskSettings

    desktop(default_path().parent / "logs")
    opened = console_windows(session, DeskSettings(), pages=None, devices=None, with_display=with_display)
    watch_the_link(opened.console, session.stale_since, lambda text: opened.console.say(text, refused=bool(text)))
    return opened


def watch_the_link(owner: QObject, stale_since: Callable[[], float | None], say: Callable[[str], None]) -> None:
    """A window on another computer says when the room service stopped answering ("not updated since 21:40"), and
    stops saying it when it answers again (``stale_since``: :meth:`floor.room.remote.RemoteDesk.stale_since`)."""
    from datetime import datetime

    from PySide6.QtCore import QTimer

    from floor.ui.common.language import tr

    said = [False]

    def look() -> None:
        since = stale_since()
        if since is not None:
            say(tr("Console", "Not updated since {time}: the room service does not answer; this window shows the "
                              "tournament as it was then", time=datetime.fromtimestamp(since).strftime("%H:%M")))
            said[0] = True
        elif said[0]:
            say("")
            said[0] = False

    timer = QTimer(owner)
    timer.setInterval(1000)
    timer.timeout.connect(look)
    timer.start()


def console_windows(session: Session, desk: DeskSettings, *, pages: Pages | None, devices: RoomDevices | None,
                    with_display: bool) -> ConsoleWindows:
    """The console and the big screen over ``session``, wired to one change feed, shown."""
    from floor.tournament.notices import FieldWatch
    from floor.ui.clock.big_screen import BigScreen
    from floor.ui.clock.board import board
    from floor.ui.common.feed import ChangeFeed
    from floor.ui.common.sounds import Sounder
    from floor.ui.console import Console

    consoles: list[Console] = []  # the console in use (it is opened again when the language changes)

    watch = FieldWatch()  # the big screen's memory of the field: the bubble and the final table said once
    league = StandingsPanel(session.store, session.tournament_id, session.now) \
        if isinstance(session, StoreSession) else None  # the league's standings, when the tournament counts for one

    def frame() -> Board:  # the clock, and the seating when the Tables tab puts it on the big screen
        state, now = session.state(), session.now()
        return board(state, now, seating=consoles[0].seating_for_the_big_screen(state, now) if consoles else None,
                     field=watch, standings=league)

    big_screen = BigScreen(frame, screen=desk.display_screen, sounder=Sounder(desk))  # (it heeds the switch itself)
    feed = ChangeFeed(session.reach)  # one for every window of this desk: the console, its dealer stations
    first = Console(session, desk=desk, pages=pages, big_screen=big_screen, feed=feed, devices=devices)

    def wire(console: Console) -> None:
        console.language_changed.connect(lambda: wire(renewed(consoles[0])))
        consoles[:] = [console]

    wire(first)
    first.place = windows_place(session)
    first.show()
    if with_display:
        big_screen.open()
    first.restore_windows()  # (the big screen, its seating and the dealer stations open when it last closed)
    first.raise_()
    return ConsoleWindows(session, big_screen, consoles, feed)


def windows_place(session: Session) -> str:
    """Where a console's windows are remembered: its database (or room service) and tournament."""
    if isinstance(session, StoreSession):
        return f"{session.store.home.resolve()}#{session.tournament_id}"
    from floor.room.remote import RemoteDesk

    if isinstance(session, RemoteDesk):
        return f"{session.link.server}#{session.tournament_id}"
    return ""


def tell_at_start(message: str) -> None:
    """`floor` started from a desktop menu has no terminal: a database it cannot open is said in a window too
    (where there is a screen to show one; over ssh the line on standard error is all)."""
    if not any(os.environ.get(name) for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")):
        return
    from PySide6.QtWidgets import QMessageBox

    from floor.ui.common.language import spoken, tr

    qt_application()
    speak_the_desks_language()
    box = QMessageBox(QMessageBox.Icon.Critical, tr("Console", "Floor cannot open the database"),
                      _sentence(spoken(message)), QMessageBox.StandardButton.Ok)
    box.setObjectName("cannot-open")
    box.exec()


def _sentence(text: str) -> str:
    """A refusal's words as a sentence of their own (they are written to follow "floor: ")."""
    return text[:1].upper() + text[1:]


def tell_what_is_missing(console: Console, warnings: list[str]) -> None:
    """Actions lost outside Floor (a -wal deleted, a file copied over), said over the console as it opens; the
    console works on (the floor may restore the backup named, or carry on knowingly)."""
    from PySide6.QtWidgets import QMessageBox

    from floor.ui.common.language import spoken, tr

    box = QMessageBox(QMessageBox.Icon.Warning, tr("Console", "Actions are missing"),
                      "\n\n".join(_sentence(spoken(w)) for w in warnings), QMessageBox.StandardButton.Ok, console)
    box.setObjectName("missing-actions")
    box.open()


def run_console(store: Store, tournament_id: int, author: str, *, with_display: bool = False,
                demo: bool = False) -> int:
    """Open the console for a tournament (and the clock display) and run until it is closed."""
    app = qt_application()
    opened = open_console(store, tournament_id, author, with_display=with_display, demo=demo)
    gc.freeze()  # what opening made lives as long as the console: no full collection walks it again (at 30,000
    # entries one took 150-260 ms of the GUI thread, landing in whatever the floor did first)
    code = int(app.exec())
    opened.big_screen.close()
    opened.consoles.clear()
    return code


def run_dealer(store: Store, tournament_id: int, author: str, table: int) -> int:
    """`floor dealer --table N`: the dealer station of one table, in its own process, until it is closed.

    It shares the database with the console (WAL): a hand confirmed here is one transaction, and the
    window follows the seating and the clock the console writes while no hand is being entered.
    """
    from floor.core.errors import FloorError, Text
    from floor.ui.dealer import DealerWindow

    state = store.state(tournament_id)
    if table not in state.tables:
        known = ", ".join(map(str, sorted(state.tables))) or Text("none yet: draw the seats first")
        raise FloorError(Text("there is no table {table} (tables: {known})", table=table, known=known),
                         code="unknown-table")
    app = desktop(store.home.parent / "logs")
    speak_the_desks_language()
    window = DealerWindow(StoreSession(store, tournament_id, author), table)
    window.show()
    window.raise_()
    code = int(app.exec())
    del window
    return code


def run_dealer_station(session: RemoteDesk, table: int) -> int:
    """`floor dealer --server URL --table N`: the same dealer station on a computer at the table, through the room
    service (``session``: floor/room/remote.py); crash logs in this computer's data folder."""
    from floor.store.database import default_path
    from floor.ui.dealer import DealerWindow

    app = desktop(default_path().parent / "logs")
    window = DealerWindow(session, table)
    station = window.say
    watch_the_link(window, session.stale_since, lambda text: station(text, refused=bool(text)))
    window.show()
    window.raise_()
    code = int(app.exec())
    del window
    return code


def run_demo() -> int:
    """`floor --demo`: a running tournament in a temporary database, with the console and the clock."""
    import tempfile
    from pathlib import Path

    from floor.demo import build

    with tempfile.TemporaryDirectory(prefix="floor-demo-") as folder:
        store, tid = build(Path(folder) / "demo.db", time.time())
        try:
            return run_console(store, tid, "Demo", with_display=True, demo=True)
        finally:
            store.close()


def td_import_job(path: Path, paths: Sequence[Path], author: str) -> Job:
    """The Tournament Director's saves made finished tournaments of the database at ``path`` (all checked first),
    on the worker thread's own connection: the console's Tournament › Import… and the start page's, before any
    tournament exists."""
    def job(progress: Progress) -> str:
        from floor.store.td_import import import_saves

        store = open_store(path)
        try:
            done = import_saves(store, paths, author=author)
        finally:
            store.close()
        made = [d for d in done if not d.skipped]
        titles = ", ".join(d.title for d in made[:5]) + (", …" if len(made) > 5 else "")
        if not made:
            return Text("Nothing new from The Tournament Director: every save was imported before")
        if len(made) == 1:
            return Text("Imported {title} from The Tournament Director as tournament {number} ({skipped} "
                        "imported before)", title=made[0].title, number=made[0].tournament,
                        skipped=len(done) - 1)
        return Text("Imported {count} tournaments from The Tournament Director ({skipped} imported before): "
                    "{titles}", count=len(made), skipped=len(done) - len(made), titles=titles)
    return job


def tournament_list(store: Store) -> list[Listed]:
    """The tournaments of the file as the start page lists them."""
    from floor.ui.setup.start_page import Listed

    return [Listed(t.id, t.name, t.entries, t.playing, t.created_at, t.status, t.imported)
            for t in store.tournaments()]


def start_page(store: Store, author: str, opened: Callable[[int], None], *,
               clock: Callable[[], float] = time.time) -> StartPage:
    """The start page over ``store``, in the desk's language and fitted to its screen; ``opened`` gets the number of
    the tournament opened or created (created at ``clock()``)."""
    from floor.tournament.settings import Settings
    from floor.tournament.structure import Structure
    from floor.ui.common.placement import fit_to_screen
    from floor.ui.setup.start_page import StartPage

    def create(settings: Settings, structure: Structure) -> int:
        return tournaments.create(store, settings, structure, now=clock(), author=author).tournament

    speak_the_desks_language()
    page = StartPage(lambda: tournament_list(store), create, opened,
                     import_td=lambda paths: td_import_job(store.path, paths, author))
    page.form.offer_templates(PayoutTemplates(store).tables)  # the club's payout templates beside the shipped ones
    hint = page.sizeHint().expandedTo(page.minimumSizeHint())
    fit_to_screen(page, hint.width(), hint.height())
    return page


def run_start(store: Store, author: str) -> int:
    """`floor` with no command: the start page, then the console of the tournament chosen."""
    app = qt_application()
    chosen: list[int] = []

    def opened(tournament_id: int) -> None:
        chosen.append(tournament_id)
        page.close()

    page = start_page(store, author, opened)
    page.show()
    app.exec()
    if not chosen:
        return 0
    return run_console(store, chosen[0], author, with_display=True)


# -- the clock display (`floor display`) ----------------------------------------------------------------------

def open_display(store: Store, tournament_id: int, *, screen: int | None = None, windowed: bool = False,
                 now: Callable[[], float] = time.time) -> ClockDisplay:
    """The clock window for the tournament, shown full screen on ``screen`` (or windowed)."""
    from floor.tournament.notices import FieldWatch
    from floor.ui.clock.board import board

    watch = FieldWatch()
    return show_display(lambda: board(store.state(tournament_id), now(), field=watch), screen=screen,
                        windowed=windowed)


def show_display(frame: Callable[[], Board], *, screen: int | None = None, windowed: bool = False) -> ClockDisplay:
    """The clock window drawing ``frame``, full screen on ``screen`` (or windowed)."""
    from PySide6.QtGui import QGuiApplication

    from floor.core.errors import FloorError
    from floor.ui.clock.display import ClockDisplay
    from floor.ui.common.sounds import Sounder

    screens = QGuiApplication.screens()
    if screen is not None and not 1 <= screen <= len(screens):
        raise FloorError(f"there is no screen {screen}: this computer has {len(screens)}", code="bad-screen")
    display = ClockDisplay(frame, sounder=Sounder())
    if screen is not None:
        display.setScreen(screens[screen - 1])
        display.move(screens[screen - 1].geometry().topLeft())
    if windowed:
        display.resize(1280, 720)
        display.show()
    else:
        display.showFullScreen()
    return display


def run_display(store: Store, tournament_id: int, *, screen: int | None, windowed: bool,
                shown: Callable[[], None]) -> int:
    """`floor display`: the clock window of a tournament in this database until it is closed; ``shown`` is called
    once it is on the screen (the command answers then)."""
    app = qt_application()
    speak_the_desks_language()
    window = open_display(store, tournament_id, screen=screen, windowed=windowed)
    shown()
    code = int(app.exec())
    del window
    return code


# -- the windows on another computer, through the room service (``--server URL``) --------------------------------

@dataclass(frozen=True)
class Remote:
    """A room service on another computer, as a window command names it: its address (``--server``), and the
    first time the pairing code the desk shows (``--code``) with a floor person's PIN (``--pin``)."""

    server: str
    code: str | None = None
    pin: str | None = None


def remote_desk(remote: Remote, roles: tuple[str, ...], table: int | None = None) -> RemoteDesk:
    """The tournament of the room service at ``remote.server``, for a window of this computer: paired first with
    ``remote.code`` (the token kept for the next start), as a device of one of ``roles`` (a dealer station for its
    own table only). Called in the desk's language (the service answers in it)."""
    from floor.core.errors import FloorError, Text
    from floor.room.link import pair, saved_token
    from floor.room.remote import RemoteDesk
    from floor.ui.common.language import current
    from floor.ui.common.sending import send_aside

    if remote.code:
        pair(remote.server, remote.code, remote.pin or "", language=current())
    token = saved_token(remote.server)
    if not token:
        raise FloorError(Text("this computer is not paired with {server}: start it once with --code CODE, the code "
                              "the desk shows (Room › Devices, or `floor devices pair`)", server=remote.server),
                         code="not-paired")
    desk = RemoteDesk(remote.server, token, language=current(), sending=send_aside)
    role, mine = desk.device.get("role"), desk.device.get("table")
    if role not in roles:
        desk.close()
        raise FloorError(Text("this computer is paired with {server} as a {role} device: pair it again with a code "
                              "for this window", server=remote.server, role=role), code="not-allowed")
    if table is not None and mine != table:
        desk.close()
        raise FloorError(Text("this computer is table {mine}'s station: start it with --table {mine}, or pair it "
                              "again for table {table}", mine=mine, table=table), code="not-allowed")
    return desk


def run_remote_display(remote: Remote, *, screen: int | None, windowed: bool, shown: Callable[[], None]) -> int:
    """`floor display --server URL`: the clock of the room service's tournament on this computer's screen, until
    it is closed; ``shown`` is called once it is on the screen."""
    from floor.tournament.notices import FieldWatch
    from floor.ui.clock.board import board

    app = qt_application()
    speak_the_desks_language()
    desk = remote_desk(remote, ("display", "desk", "floor", "dealer"))
    try:
        watch = FieldWatch()
        window = show_display(lambda: board(desk.state(), desk.now(), field=watch), screen=screen,
                              windowed=windowed)
        shown()
        code = int(app.exec())
        del window
        return code
    finally:
        desk.close()


def run_remote_console(remote: Remote) -> int:
    """`floor console --server URL`: a second desk's console through the room service, until it is closed."""
    app = qt_application()
    speak_the_desks_language()
    desk = remote_desk(remote, ("desk",))
    try:
        opened = open_remote_console(desk)
        code = int(app.exec())
        opened.big_screen.close()
        opened.consoles.clear()
        return code
    finally:
        desk.close()


def run_remote_dealer(remote: Remote, table: int) -> int:
    """`floor dealer --server URL --table N`: the dealer station of table N on a computer at the table, through the
    room service (paired for that table), until it is closed."""
    qt_application()
    speak_the_desks_language()
    desk = remote_desk(remote, ("dealer",), table)
    try:
        return run_dealer_station(desk, table)
    finally:
        desk.close()


# -- the results report's PDF (`floor report`) ------------------------------------------------------------------

def report_pdf(content: Report, language: str | None) -> tuple[bytes, int]:
    """The results report as an A4 PDF and its number of pages, laid out by the desktop's painter code (on the
    offscreen platform when this process has no Qt application yet), in ``language`` (None: the desk's, as the
    windows speak it); the language in use before is back afterwards. An ``OSError`` is the caller's to say."""
    from floor.ui.common import language as languages
    from floor.ui.common.settings import DeskSettings
    from floor.ui.printing.results_report import pdf_bytes

    qt_application(offscreen=True)
    before = languages.current()
    try:
        languages.use(language or DeskSettings().language or None)
        return pdf_bytes(content)
    finally:
        languages.use(before)
