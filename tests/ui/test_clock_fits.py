"""The big-screen clock fits exactly the screen or window it is given, in every state, language and font.

Issue 15, item 1: paused at a level with an ante, full screen on 1920x1080, the window grew to 1920x2032 and the
digits were cut in half; windowed at 1280x720 it grew to 787-1064 px with Noto Sans. Here every state of the
display is shown at sizes from 1024x768 to 3840x2160, in English, Russian and Romanian, with Noto Sans, DejaVu
Sans and Liberation Sans: the window keeps its size, every text fits the box it is drawn in and the box is inside
the window, no two texts overlap, and the prize amounts end a margin short of the right edge.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from clock_scenes import TOURNAMENTS, Scene, build_scenes, names
from painted import wait_painted
from PySide6.QtCore import QRect
from PySide6.QtGui import QFont, QFontInfo
from PySide6.QtWidgets import QApplication

from floor.ui.clock.display import ClockDisplay
from floor.ui.clock.text import fits
from floor.ui.common import language
from floor.ui.common.language import tr

ROOT = Path(__file__).resolve().parents[2]
FONTS = ("Noto Sans", "DejaVu Sans", "Liberation Sans")
LANGUAGES = ("en", "ru", "ro")
SIZES = ((1280, 720), (1366, 768), (1024, 768), (1920, 1080), (2560, 1080), (2560, 1440), (3840, 2160))


@pytest.fixture(scope="module")
def scenes(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Scene]]:
    store, built = build_scenes(tmp_path_factory.mktemp("clock"))
    yield built
    store.close()


@pytest.fixture
def font(qapp) -> Iterator[Callable[[str], None]]:
    """Set the application's font for a test (as a desktop whose default sans-serif it is); put back after."""
    before = QApplication.font()

    def use(family: str) -> None:
        chosen = QFont(family)
        QApplication.setFont(chosen)
        assert QFontInfo(chosen).family() == family, f"{family} is not installed"
    yield use
    QApplication.setFont(before)
    language.use("en")


def show(qtbot, scene: Scene, width: int, height: int, previous: ClockDisplay | None = None) -> ClockDisplay:
    """The display of a scene at a size (a display already open is reused: only the frame and the size change)."""
    display = previous
    if display is None:
        display = ClockDisplay(scene.provider, poll=False)
        qtbot.addWidget(display)
        display.seating_view.clock = lambda: 0.0  # the first page of names
    display.provider = scene.provider
    display.note = tr("Sounder", "no audio device: alerts are shown, not heard") if scene.silent else ""
    display.set_lobby(scene.lobby)
    display.resize(width, height)
    display.show()
    display.refresh()
    return display


def assert_fits(display: ClockDisplay, width: int, height: int, what: str) -> None:
    """The window kept its size; every text fits its box, inside the window, apart from the others; the prize
    amounts end at least the margin short of the right edge; the time is the biggest text on the clock."""
    assert (display.width(), display.height()) == (width, height), what
    hint = display.minimumSizeHint()
    assert hint.width() <= 320 and hint.height() <= 240, (what, hint)
    window = QRect(0, 0, width, height)
    drawn = display.drawn()
    assert drawn, what
    for text, rect, font in drawn:
        assert window.contains(rect), (what, text, rect)
        assert fits(text, rect, font), (what, text, rect, font.pixelSize())
    for i, (text, rect, _) in enumerate(drawn):
        for other, box, _ in drawn[i + 1:]:
            assert not rect.intersects(box), (what, text, rect, other, box)
    for _, amount in display.payout_lines:
        if amount.isVisibleTo(display):
            assert amount.geometry().right() < width - height * 0.015, (what, amount.text())
    if display.time.isVisibleTo(display):
        assert display.time.font().pixelSize() == max(font.pixelSize() for _, _, font in drawn), what


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_state_fits_1280x720_and_1920x1080_with_noto_sans(qtbot, scenes, font, code: str) -> None:
    """In English, Russian and Romanian, each state of the clock (not started to winner, seating, lobby, a problem
    line) keeps the window's size at 1280x720 and 1920x1080 with nothing cut or off the screen."""
    font("Noto Sans")
    language.use(code)
    display = None
    for name, scene in scenes.items():
        for width, height in ((1280, 720), (1920, 1080)):
            display = show(qtbot, scene, width, height, display)
            assert_fits(display, width, height, f"{name} {code} {width}x{height}")


@pytest.mark.parametrize(("family", "code"), list(zip(FONTS, LANGUAGES, strict=True)))
def test_every_state_fits_every_size_in_each_font(qtbot, scenes, font, family: str, code: str) -> None:
    """From 1024x768 to 3840x2160 (1366x768 and 2560x1080 too), every state fits with Noto, DejaVu and Liberation."""
    font(family)
    language.use(code)
    display = None
    for name, scene in scenes.items():
        for width, height in SIZES:
            display = show(qtbot, scene, width, height, display)
            assert_fits(display, width, height, f"{name} {family} {code} {width}x{height}")


def test_clock_stays_1280x720_windowed_with_noto_sans(qtbot, scenes, font) -> None:
    """The report: windowed at 1280x720 with Noto Sans the window grew to 787 px; it stays 1280x720, paused with
    its ante, and after the event loop has laid it out."""
    font("Noto Sans")
    display = show(qtbot, scenes["paused"], 1280, 720)
    qtbot.waitExposed(display)
    wait_painted(qtbot, display)
    assert display.paused_banner.isVisible() and display.ante.text() == "Big-blind ante 400"
    assert_fits(display, 1280, 720, "paused windowed")
    image = display.grab().toImage()
    assert (image.width(), image.height()) == (1280, 720)


FULL_SCREEN = """
import json, sys
from pathlib import Path
sys.path.insert(0, {tests!r})
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication
app = QApplication([])
app.setFont(QFont("Noto Sans"))
from clock_scenes import build_scenes, show_alone
store, scenes = build_scenes(Path({folder!r}))
display = show_alone(scenes["paused"])
display.showFullScreen()
for _ in range(5):
    app.processEvents()
display.refresh()
app.processEvents()
from floor.ui.clock.text import fits
from floor.ui.common.language import tr
drawn = display.drawn()
print(json.dumps({{"size": [display.width(), display.height()], "paused": display.paused_banner.isVisible(),
                  "ante": display.ante.text(), "fit": all(fits(*d) for d in drawn),
                  "inside": all(display.rect().contains(d.rect) for d in drawn)}}))
store.close()
"""


def test_clock_stays_1920x1080_full_screen_paused_with_an_ante(tmp_path: Path) -> None:
    """The report: full screen on a 1920x1080 screen, paused at a level with an ante, the window grew to
    1920x2032 and the digits were cut in half; it stays 1920x1080 with everything inside."""
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "Projector", "x": 0, "y": 0, "width": 1920, "height": 1080,
                                               "logicalDpi": 96, "logicalBpi": 96, "dpr": 1}]}))
    script = FULL_SCREEN.format(tests=str(ROOT / "tests" / "ui"), folder=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, timeout=120,
                          check=False, env={**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}"})
    assert done.returncode == 0, done.stderr[-2000:]
    assert json.loads(done.stdout.strip().splitlines()[-1]) == {
        "size": [1920, 1080], "paused": True, "ante": "Big-blind ante 400", "fit": True, "inside": True}
    assert "propagateSizeHints" not in done.stderr and "QFont" not in done.stderr, done.stderr


SAME_WORDS = {"ro": ("Hold'em", "Ante")}  # written in Romanian as in English


def _words(text: str, code: str) -> str:
    """What is left of a text to translate: without the players' and tournaments' names, numbers and signs."""
    for name in sorted({*names(300), *TOURNAMENTS, *SAME_WORDS.get(code, ())}, key=len, reverse=True):
        text = text.replace(name, " ")
    return "".join(ch for ch in text if ch.isalpha())


def test_every_visible_text_of_the_clock_is_in_the_language_chosen(qtbot, scenes, font) -> None:
    """Walked in Russian and Romanian, no text on the big screen in any state is its English source (names and
    numbers aside): the page line and "not drawn yet" of the seating, the recent moves and the window's title
    after a switch were English."""
    font("Noto Sans")
    display = None
    english: set[str] = set()
    for scene in scenes.values():
        display = show(qtbot, scene, 1280, 720, display)
        english |= {text for text, _, _ in display.drawn()}
    assert display is not None and display.windowTitle() == f"{display.last.tournament} — clock"  # (its event)
    title = display.windowTitle()
    assert {"The seats are not drawn yet", "Table 34 broken", "PAUSED", "RECENT MOVES"} <= english
    assert any(text.startswith("Page 1 of ") for text in english)
    for code in ("ru", "ro"):
        language.use(code)  # the open display is told (LanguageChange), as when the floor switches
        qtbot.waitUntil(lambda shown=display: shown.windowTitle() != title)
        for name, scene in scenes.items():
            display = show(qtbot, scene, 1280, 720, display)
            english_left = [text for text, _, _ in display.drawn() if text in english and _words(text, code)]
            assert not english_left, (code, name, english_left)


# -- the layout chosen in Settings -------------------------------------------------------------------------------

LONG_ANNOUNCEMENT = ("ВНИМАНИЕ: ужин в 21:00 — Ștefan Dumitrescu-Vasilescu, "
                     "подойдите к столу регистрации, пожалуйста!!!!!")


@pytest.fixture(scope="module")
def dressed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Callable[[], object], Path]]:
    """The busiest side of the screen: 120 long names counted and seated, the league's standings, the lobby's QR,
    the longest announcement (wide Cyrillic capitals) and a wide logo."""
    import random
    from functools import partial

    from PySide6.QtGui import QColor, QImage

    from floor.store.tournaments import Store
    from floor.tournament import announcements
    from floor.tournament import chips as C
    from floor.tournament import players as P
    from floor.tournament import timekeeping as T
    from floor.tournament.seating import actions as S
    from floor.tournament.settings import Settings
    from floor.tournament.structure import structure_to_json, template
    from floor.ui.clock.board import board

    folder = tmp_path_factory.mktemp("dressed")
    store = Store(folder / "dressed.db")
    at = 1_800_000_000.0
    tid = store.create(Settings(TOURNAMENTS[0], buy_in=100, fee=10, starting_stack=20_000, payout_unit=5), now=at,
                       author="Ana", extra={"structure": structure_to_json(template("standard"))})
    everyone = names(120)
    store.act_all(tid, [partial(lambda s, n: P.register(s, n, now=at, author="Ana", level=1), n=n) for n in everyone])
    store.act(tid, lambda s: T.clock(s, "start", now=at, author="Ana"))
    store.act(tid, lambda s: S.draw_seats(s, rng=random.Random(3), now=at, author="Ana"))
    store.act(tid, lambda s: C.count(s, {p: 1_000_000 + 7_925 * p for p in s.players}, now=at + 60, author="Ana"))
    assert len(LONG_ANNOUNCEMENT) == announcements.MAX_LENGTH
    store.act(tid, lambda s: announcements.announce(s, LONG_ANNOUNCEMENT, now=at + 60, author="Ana"))
    league = [(name, 1_000 - 37 * i) for i, name in enumerate(everyone[:12])]
    logo = QImage(900, 240, QImage.Format.Format_RGB32)
    logo.fill(QColor("#2e7d32"))
    path = folder / "logo.png"
    assert logo.save(str(path))
    yield (lambda: board(store.state(tid), at + 2 * 3600, standings=lambda: league)), path
    store.close()


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_theme_and_panel_fits_1280x720_and_1024x768(qtbot, dressed, font, code: str) -> None:
    """Dark, light and high contrast, each panel (payouts, chip leaders, seating, standings) with long names, the
    time of day, the logo, the lobby's QR and a 100-character announcement: nothing cut, overlapping or off the
    screen, in English, Russian and Romanian."""
    from floor.ui.clock.look import PANELS, Look
    from floor.ui.clock.themes import THEMES
    from floor.web.qr import qr_matrix

    frame, logo = dressed
    font("Noto Sans")
    language.use(code)
    chosen = [Look()]
    display = ClockDisplay(frame, poll=False, look=lambda: chosen[0])  # type: ignore[arg-type]
    qtbot.addWidget(display)
    display.clock = lambda: 0.0
    display.set_lobby(("http://192.168.100.200:8765/", qr_matrix("http://192.168.100.200:8765/")))
    for key in THEMES:
        for panel in PANELS:
            chosen[0] = Look(theme=key, logo=str(logo), time_of_day=True, panels=(panel,))
            for width, height in ((1280, 720), (1024, 768)):
                display.resize(width, height)
                display.show()
                display.refresh()
                what = f"{key} {panel} {code} {width}x{height}"
                assert display.panel is not None and display.panel.key == panel, what
                assert display.panel_title.isVisible() and display.announcement.isVisible(), what
                assert_fits(display, width, height, what)
                logo_box = QRect(display.logo.mapTo(display, display.logo.rect().topLeft()), display.logo.size())
                assert display.logo.isVisible() and display.rect().contains(logo_box), what
                assert not any(logo_box.intersects(rect) for _, rect, _ in display.drawn()), what


PORTRAIT = ((1080, 1920), (768, 1366), (720, 1280))


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_portrait_big_screen_uses_its_height_and_every_state_fits(qtbot, scenes, font, code: str) -> None:
    """The finding (issue 29): on a portrait screen the clock kept its landscape columns: 40% of the height
    empty and the bounties line 14-18 px. The clock sits above the side's lines, each as wide as the screen:
    every state fits, the texts reach the lower part of the screen, and the bounties line is read from afar."""
    font("Noto Sans")
    language.use(code)
    display = None
    for name, scene in scenes.items():
        for width, height in PORTRAIT:
            display = show(qtbot, scene, width, height, display)
            assert_fits(display, width, height, f"{name} {code} {width}x{height} portrait")
            if display.time.isVisibleTo(display) and not display.seating_view.isVisibleTo(display):
                lowest = max(rect.bottom() for _, rect, _ in display.drawn())
                assert lowest > height * 0.8, (name, code, width, height, lowest)
            if display.bounties.isVisibleTo(display) and display.bounties.text():
                assert display.bounties.font().pixelSize() >= height * 0.014, (name, display.bounties.font())
