"""Walk issue 19's screens on a real X server, in each language, and save what a person sees there.

    .venv/bin/python scripts/walk_issue19.py [OUT]

runs the walk six times, at 1280x720 and 1920x1080 in English, Russian and Romanian, each on an Xvfb of its own
(``xvfb-run``) with openbox framing the windows and the fonts the machine has (Noto, DejaVu), Qt on xcb. One walk
alone, on the X server already there (openbox is started when no window manager runs):

    xvfb-run -a -s "-screen 0 1280x720x24" env QT_QPA_PLATFORM=xcb .venv/bin/python scripts/walk_issue19.py \
        --here ru /tmp/floor-walk

Each walk starts from the demo tournament (floor/demo.py), opens the console as ``floor --demo`` does and opens the
screens in turn through their menu entries and buttons: Tournament › Members…, League…, Chip set…, Payout
templates…, Results report…, Tournament settings… (the bounties' box), the new tournament's form, a mystery-bounty
night's envelope line, "Who busted them?" and the envelope drawn by hand, View › Announcement…, Edit › Hot keys…,
Settings… with the big screen's looks, the sounds of each event and their Test, and the big screen itself (three
themes, the club's logo, the time of day, each rotating panel). Each screen is saved as the whole X screen
(``QScreen.grabWindow``: the window manager's frame and the real placement show) to
``OUT/<lang>-<size>-<screen>.png``; what the widgets say is wrong (a window larger than its screen or off it, a cut
text, English left, a Qt warning) is written to ``OUT/<lang>-<size>-findings.txt`` and summed up at the end. Why:
the offscreen platform has no frame, no window manager and one font; a desk has all three.
"""

from __future__ import annotations

import importlib
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType

from PySide6.QtCore import QEventLoop, QMessageLogContext, Qt, QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QColor, QFont, QFontMetrics, QImage, QPainter
from PySide6.QtWidgets import QApplication, QDialog, QMainWindow, QMenu, QPushButton, QStyle, QTableView, QWidget

from floor.app import log_folder, open_console, start_page
from floor.demo import build
from floor.store.desk import StoreDesk
from floor.store.leagues import Leagues
from floor.store.members import Members
from floor.store.tournaments import Store
from floor.tournament.bounties import BountyRule
from floor.tournament.settings import Settings
from floor.tournament.structure import structure_to_json, template
from floor.ui.clock.announcement import AnnouncementDialog
from floor.ui.clock.look import PANELS
from floor.ui.common.language import tr
from floor.ui.common.settings import DeskSettings
from floor.ui.console.window import Console
from floor.ui.setup.sounds_editor import SoundsEditor
from floor.usecases import clock, players
from floor.usecases import leagues as seasons

ROOT = Path(__file__).resolve().parents[1]
SIZES = ((1280, 720), (1920, 1080))
LANGUAGES = ("en", "ru", "ro")
OUT = Path("/tmp/floor-walk")
SETTLE_SECONDS = 5.0  # the longest a window is given to be mapped and framed by the window manager
ANNOUNCED = {"en": "Dinner break at 21:00: the bar is open", "ru": "Ужин в 21:00: бар открыт",
             "ro": "Pauză de cină la 21:00: barul este deschis"}  # what the floor types, in the desk's language
PAINT_SECONDS = 0.4  # then a moment for its first paint (the walk's pace, nothing is asserted on it)


# -- the six walks ----------------------------------------------------------------------------------------------------
def walk_everywhere(out: Path) -> int:
    """Each size and language on an Xvfb of its own; the findings of all of them summed up."""
    out.mkdir(parents=True, exist_ok=True)
    failed = 0
    for width, height in SIZES:
        for code in LANGUAGES:
            with tempfile.TemporaryDirectory(prefix="floor-walk-") as home:
                run = Path(home) / "run"
                run.mkdir(mode=0o700)
                env = {**os.environ, "QT_QPA_PLATFORM": "xcb", "XDG_CONFIG_HOME": str(Path(home) / "config"),
                       "XDG_DATA_HOME": str(Path(home) / "data"), "XDG_RUNTIME_DIR": str(run),
                       "LANG": "en_US.UTF-8"}
                env.pop("DISPLAY", None)
                done = subprocess.run(["xvfb-run", "-a", "-s", f"-screen 0 {width}x{height}x24 -noreset",
                                       sys.executable,
                                       __file__, "--here", code, str(out)], env=env, capture_output=True, text=True,
                                      check=False)
            print(f"{code} {width}x{height}: exit {done.returncode}")
            if done.stdout.strip():
                print(done.stdout.rstrip())
            if done.stderr.strip():
                print("  printed on stderr:\n    " + done.stderr.rstrip().replace("\n", "\n    "))
            failed += done.returncode != 0
    return 1 if failed else 0


# -- one walk, on this X server ----------------------------------------------------------------------------------------
def _wm_running() -> bool:
    found = subprocess.run(["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], capture_output=True, text=True,
                           check=False)
    return found.returncode == 0 and "window id" in found.stdout


@contextmanager
def window_manager() -> Iterator[None]:
    """openbox on this display for the walk, unless a window manager already runs here."""
    if _wm_running():
        yield
        return
    for attempt in range(3):  # noqa: B007  (openbox once left at once on a display still settling: another try)
        manager = subprocess.Popen(["openbox", "--sm-disable"], stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 20
        while not _wm_running() and manager.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        if _wm_running():
            break
        manager.kill()
        manager.wait(10)
    else:
        raise SystemExit(f"openbox did not start (exit status {manager.poll()}, {attempt + 1} attempts)")
    try:
        yield
    finally:
        manager.terminate()
        manager.wait(10)


def walk_here(code: str, out: Path) -> int:
    with window_manager():
        desk = DeskSettings()  # this walk's own desk (XDG_CONFIG_HOME): its language, as a desk chooses it
        desk.language = code
        desk.author = "Demo"
        desk.sync()
        return Walk(code, out).run()


class Walk:
    """One language on one screen: the demo's console, then each screen in turn."""

    def __init__(self, code: str, out: Path) -> None:
        existing = QApplication.instance()
        self.app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
        self.code = code
        self.out = out
        out.mkdir(parents=True, exist_ok=True)
        size = self.app.primaryScreen().geometry()
        self.size = f"{size.width()}x{size.height()}"
        self.findings: list[str] = []
        self.shots: list[Path] = []
        self.warnings: list[str] = []
        self.logs: Path | None = None  # where the crash handler writes (known once the console is open)
        self.crashes_seen: set[Path] = set()

        def heard(_kind: QtMsgType, _context: QMessageLogContext, text: str) -> None:
            self.warnings.append(text)

        qInstallMessageHandler(heard)

    # -- looking -------------------------------------------------------------------------------------------------------
    def settle(self, window: QWidget) -> None:
        """Until the window is mapped and framed by the window manager (or the time is up), then its first paint."""
        deadline = time.monotonic() + SETTLE_SECONDS
        while time.monotonic() < deadline:
            self.app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
            handle = window.windowHandle()
            if window.isVisible() and handle is not None and handle.isExposed() \
                    and window.frameGeometry() != window.geometry():
                break
            time.sleep(0.02)
        self.pause(PAINT_SECONDS)

    def pause(self, seconds: float) -> None:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            self.app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
            time.sleep(0.01)

    def shoot(self, window: QWidget, name: str) -> None:
        """The whole screen as it is now, and what the window's widgets say is wrong."""
        checks = screen_checks()
        self.settle(window)
        screen = window.screen() or self.app.primaryScreen()
        target = self.out / f"{self.code}-{self.size}-{name}.png"
        screen.grabWindow(0).save(str(target))
        self.shots.append(target)
        problems: list[str] = (checks.too_big_for_its_screen(window) + checks.clipped(window) + title_cut(window)
                               + cells_cut(window))
        frame, room = window.frameGeometry(), screen.geometry()
        if not room.contains(frame):
            problems.append(f"its frame {frame.x()},{frame.y()} {frame.width()}x{frame.height()} is off the "
                            f"{room.width()}x{room.height()} screen")
        if self.code != "en":
            problems += [f"English left: {seen.where} {seen.text!r}"
                         for seen in checks.english_left(checks.visible_texts(window), self.code)]
        problems += [f"Qt said: {text}" for text in self.warnings]
        self.warnings.clear()
        problems += self.crashed()
        self.findings += [f"{name}: {problem}" for problem in problems]

    def crashed(self) -> list[str]:
        """The crash handler's logs written since the last look: their last line (the exception)."""
        if self.logs is None or not self.logs.is_dir():
            return []
        new = sorted(set(self.logs.glob("crash-*.log")) - self.crashes_seen)
        self.crashes_seen |= set(new)
        return [f"crashed ({log.name}): " + log.read_text(encoding="utf-8").strip().splitlines()[-1]
                for log in new]

    def opened_by(self, trigger: Callable[[], object], on_open: Callable[[QWidget], None]) -> None:
        """``trigger`` opens a window (modal or not): ``on_open`` is given it once it is up, then it is closed."""
        def windows() -> list[QWidget]:
            return [w for w in self.app.topLevelWidgets() if w.isVisible() and w.isWindow()
                    and w.windowType() not in (Qt.WindowType.Popup, Qt.WindowType.ToolTip)]

        before = set(windows())
        done: list[QWidget] = []

        def look() -> None:
            new = [w for w in windows() if w not in before]
            if new and not done:
                timer.stop()
                done.append(new[-1])
                on_open(new[-1])
                if isinstance(new[-1], QDialog):
                    new[-1].reject()
                else:
                    new[-1].close()

        timer = QTimer()
        timer.setInterval(50)
        timer.timeout.connect(look)
        timer.start()
        trigger()  # (a modal window runs its own loop here: the timer shoots and closes it inside it)
        deadline = time.monotonic() + SETTLE_SECONDS * 2
        while not done and time.monotonic() < deadline:
            self.pause(0.05)
        timer.stop()
        if not done:
            self.findings.append(f"{trigger!r}: no window opened")
        self.pause(0.1)

    def entry(self, window: QMainWindow, context: str, source: str) -> Callable[[], object]:
        """The menu entry of ``window`` titled ``source`` in the desk's language: what clicking it does."""
        title = tr(context, source)
        for menu in window.menuBar().findChildren(QMenu):
            for action in menu.actions():
                if action.text() == title:
                    return action.trigger
        raise LookupError(f"no menu entry {title!r}")

    # -- the walk --------------------------------------------------------------------------------------------------
    def run(self) -> int:
        with tempfile.TemporaryDirectory(prefix="floor-walk-db-") as folder:
            store, tid, bounty_tid = night(Path(folder))
            self.logs = log_folder(store, demo=True)
            self.crashes_seen = set(self.logs.glob("crash-*.log")) if self.logs.is_dir() else set()
            catalogs = _catalogs()
            try:
                opened = open_console(store, tid, "Demo", demo=True)
                self.step(lambda: self.walk_console(opened.console))
                self.step(lambda: self.walk_big_screen(opened.console, Path(folder)))
                opened.console.close()
                self.pause(0.2)
                bounty = open_console(store, bounty_tid, "Demo", demo=True)
                self.step(lambda: self.walk_bounties(bounty.console))
                bounty.console.close()
                self.pause(0.2)
                self.step(lambda: self.walk_new_tournament(store))
            finally:
                store.close()
            if _catalogs() != catalogs:
                self.findings.append("the compiled catalogs (resources/translations/*.qm) were rewritten during "
                                     "this walk: English found may come from that, walk again")
        self.findings += [f"at the end: {line}" for line in self.crashed()]
        report = self.out / f"{self.code}-{self.size}-findings.txt"
        report.write_text("".join(f"{line}\n" for line in self.findings), encoding="utf-8")
        print(f"  {len(self.shots)} screens saved to {self.out}; {len(self.findings)} findings in {report.name}")
        for line in self.findings:
            print(f"    {line}")
        return 0

    def step(self, part: Callable[[], None]) -> None:
        """One part of the walk; one that fails is a finding, and the walk goes on with the next part."""
        try:
            part()
        except Exception as err:  # (the walk reports, it does not stop at the first problem)
            self.findings.append(f"the walk itself failed: {type(err).__name__}: {err}")

    def walk_console(self, console: Console) -> None:
        self.shoot(console, "console")
        for name, source in (("members", "Members…"), ("league", "League…"), ("chipset", "Chip set…"),
                             ("payout-templates", "Payout templates…"), ("results-report", "Results report…"),
                             ("tournament-settings", "Tournament settings…")):
            self.opened_by(self.entry(console, "Console", source), self.shooter(name))
        self.opened_by(self.entry(console, "Console", "Announcement…"), self.announce)
        self.opened_by(self.entry(console, "Console", "Hot keys…"), self.shooter("hotkeys"))

        def settings(dialog: QWidget) -> None:
            self.shoot(dialog, "settings")
            button = next(b for b in dialog.findChildren(QPushButton) if b.objectName() == "sound-events")
            self.opened_by(button.click, self.sounds)

        self.opened_by(console.settings_button.click, settings)

    def shooter(self, name: str) -> Callable[[QWidget], None]:
        return lambda window: self.shoot(window, name)

    def announce(self, dialog: QWidget) -> None:
        assert isinstance(dialog, AnnouncementDialog)
        self.shoot(dialog, "announcement")
        dialog.field.setText(ANNOUNCED[self.code])
        dialog.send()
        self.shoot(dialog, "announcement-sent")

    def sounds(self, editor: QWidget) -> None:
        assert isinstance(editor, SoundsEditor)
        self.shoot(editor, "sounds")
        first = next(iter(editor.test_buttons.values()))
        first.click()
        self.shoot(editor, "sounds-test")

    def walk_big_screen(self, console: Console, folder: Path) -> None:
        """The clock display in each theme, with the club's logo, the time of day and each rotating panel."""
        desk = DeskSettings()
        desk.screen_logo = club_logo(folder / "logo.png")
        desk.screen_time_of_day = True
        desk.screen_panels = PANELS
        desk.sync()
        self.entry(console, "Console", "Clock display")()
        screen = console.big_screen
        assert screen is not None and screen.display is not None
        display = screen.display
        seconds = desk.screen_rotate_seconds
        for theme in ("dark", "light", "contrast"):
            desk.screen_theme = theme
            desk.sync()
            display.refresh()
            self.shoot(display, f"big-screen-{theme}")
        desk.screen_theme = "dark"
        desk.sync()
        for turn, panel in enumerate(PANELS):
            display.clock = _held(turn * seconds + 0.5)
            display.refresh()
            self.shoot(display, f"big-screen-panel-{turn + 1}-{panel}")
        screen.close()
        self.pause(0.2)

    def walk_bounties(self, console: Console) -> None:
        """A mystery night: the envelope line, "Who busted them?" and the envelope drawn by hand (each cancelled)."""
        self.shoot(console, "bounties-envelope-line")
        console.table.selectRow(0)
        self.opened_by(console.bust_selected, self.shooter("bounties-who-busted"))
        self.opened_by(console.envelope_line.by_hand_button.click, self.shooter("bounties-by-hand"))

    def walk_new_tournament(self, store: Store) -> None:
        """The start page's form for a new tournament, a mystery bounty's fields shown."""
        page = start_page(store, "Demo", lambda _tid: None)
        box = page.form.bounty_box
        box.kind.setCurrentIndex(box.kind.findData("mystery"))
        page.show()
        self.shoot(page, "new-tournament-bounties")
        page.close()


def _catalogs() -> dict[str, int]:
    """When each compiled catalog was last written (others compiling them while a walk runs change its words)."""
    return {qm.name: qm.stat().st_mtime_ns for qm in (ROOT / "resources" / "translations").glob("*.qm")}


def screen_checks() -> ModuleType:
    """The tests' own checks of a window (tests/ui/screen_checks.py): the walk finds what the tests would."""
    if str(ROOT / "tests" / "ui") not in sys.path:
        sys.path.append(str(ROOT / "tests" / "ui"))
    return importlib.import_module("screen_checks")


TITLE_BAR_FRAME = 100  # openbox's icon, three buttons and margins beside a title, as the walk's shots show them


def title_cut(window: QWidget) -> list[str]:
    """The window too narrow for the window manager to show its whole title (it elides it: "Envelo… hand")."""
    bold = QFont(window.font())
    bold.setBold(True)
    need = QFontMetrics(bold).horizontalAdvance(window.windowTitle()) + TITLE_BAR_FRAME
    return [f"title {window.windowTitle()!r}: needs {need} px, the window is {window.width()}"] \
        if window.width() < need else []


def cells_cut(window: QWidget) -> list[str]:
    """Table cells on screen whose text is wider than their column (the view elides them: "выбыл, 6-е ...")."""
    cut = []
    for view in window.findChildren(QTableView):
        model = view.model()
        if model is None or not view.isVisibleTo(window):
            continue
        metrics = QFontMetrics(view.font())
        margins = 2 * (view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1)
        for row in range(min(model.rowCount(), 40)):
            for column in range(model.columnCount()):
                text = model.data(model.index(row, column), Qt.ItemDataRole.DisplayRole)
                room = view.columnWidth(column) - margins  # (the margins a delegate leaves around a cell's text)
                if text and not view.isColumnHidden(column) and metrics.horizontalAdvance(str(text)) > room + 1:
                    cut.append(f"cell {str(text)!r}: needs {metrics.horizontalAdvance(str(text))} px, has {room}")
    return cut


def _held(at: float) -> Callable[[], float]:
    """The display's clock for turning its panels, held at one moment (each panel's turn shot in turn)."""
    return lambda: at


def club_logo(path: Path) -> Path:
    """A club's logo as a PNG, drawn here (the walk ships no picture)."""
    image = QImage(480, 240, QImage.Format.Format_ARGB32)
    image.fill(QColor("#0d47a1"))
    painter = QPainter(image)
    try:
        painter.setPen(QColor("#ffd54f"))
        painter.setFont(QFont("DejaVu Sans", 72, QFont.Weight.Bold))
        painter.drawText(image.rect(), Qt.AlignmentFlag.AlignCenter, "CLUB")
    finally:
        painter.end()
    image.save(str(path))
    return path


def night(folder: Path) -> tuple[Store, int, int]:
    """The demo tournament, with members, a league season it counts for, and a mystery-bounty night beside it
    (a knockout waiting for its envelope), all through the store's and the use cases' own calls."""
    now = time.time()
    store, tid = build(folder / "demo.db", now)
    members = Members(store)
    for name, nickname in (("Ivan Petrov", "Vanya"), ("Maria Ionescu", ""), ("Olga Smirnova", "Olya")):
        members.add(name, nickname, now=now)
    seasons.set_season(Leagues(store), "Club", "2026", points="10*(sqrt(n)/sqrt(r)) + hits*10", count=[tid])
    rule = BountyRule("mystery", 50, envelopes=(500, 200, 100, 50, 50, 20, 20, 20))
    bounty = store.create(Settings("Mystery bounty night", buy_in=100, fee=10, starting_stack=20_000,
                                   bounty=rule), now=now - 900, author="Demo",
                          extra={"structure": structure_to_json(template("turbo"))})
    desk = StoreDesk(store, bounty, "Demo", lambda: now - 600)
    for name in ("Anna Petrova", "Boris Volkov", "Carla Mendes", "Dmitri Orlov", "Elena Costa", "Farid Haddad"):
        players.register(desk, name)
    clock.start(desk)
    players.bust(StoreDesk(store, bounty, "Demo", lambda: now - 300), ["Farid"], by=["Anna"])
    return store, tid, bounty


def main(argv: list[str]) -> int:
    if argv[:1] == ["--here"]:
        return walk_here(argv[1], Path(argv[2]) if len(argv) > 2 else OUT)
    return walk_everywhere(Path(argv[0]) if argv else OUT)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
