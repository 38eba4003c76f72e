"""The big screen the club wants: the floor's announcement on a banner, the themes, the club's logo, the time of day,
the next level and break, and the side panels taking turns, as chosen in Settings and as the room sees them."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from datetime import datetime
from pathlib import Path

import pytest
from conftest import FakeTime
from PySide6.QtCore import QRect, QSettings
from PySide6.QtGui import QColor, QImage, QPalette

from floor.store.desk import StoreDesk
from floor.store.tournaments import Store
from floor.tournament import chips as C
from floor.tournament import players as P
from floor.tournament import timekeeping as T
from floor.tournament.seating import actions as S
from floor.tournament.settings import Settings
from floor.tournament.structure import structure_to_json, template
from floor.ui.clock.announcement import AnnouncementDialog
from floor.ui.clock.big_screen import BigScreen
from floor.ui.clock.board import board
from floor.ui.clock.display import ClockDisplay
from floor.ui.clock.look import CHIP_LEADERS, PAYOUTS, SEATING, STANDINGS, Look
from floor.ui.clock.text import fits
from floor.ui.clock.themes import CONTRAST, LIGHT
from floor.ui.common.settings import DeskSettings
from floor.ui.setup.settings_dialog import SettingsDialog
from floor.usecases import announcements

T0 = 1_800_000_000.0


@pytest.fixture
def tournament(tmp_path: Path) -> Iterator[tuple[Store, int]]:
    store = Store(tmp_path / "f.db")
    tid = store.create(Settings("Sunday Deepstack", buy_in=100, starting_stack=20_000), now=T0, author="Ana",
                       extra={"structure": structure_to_json(template("turbo"))})
    for i in range(1, 26):
        store.act(tid, lambda s, i=i: P.register(s, f"Player {i:02}", now=T0, author="Ana", level=1))
    store.act(tid, lambda s: T.clock(s, "start", now=T0, author="Ana"))
    yield store, tid
    store.close()


class Chosen:
    """The look a test chooses, handed to the display as Settings would (asked at each refresh)."""

    def __init__(self) -> None:
        self.look = Look()

    def __call__(self) -> Look:
        return self.look


@pytest.fixture
def shown(qtbot, tournament) -> Callable[..., tuple[ClockDisplay, Chosen, FakeTime]]:
    store, tid = tournament

    def show(standings=None, **look: object) -> tuple[ClockDisplay, Chosen, FakeTime]:
        chosen, clock = Chosen(), FakeTime(T0 + 60)
        chosen.look = replace(Look(), **look)  # type: ignore[arg-type]
        display = ClockDisplay(lambda: board(store.state(tid), clock(), standings=standings), poll=False,
                               look=chosen)
        display.clock = lambda: 0.0
        qtbot.addWidget(display)
        display.resize(1280, 720)
        display.show()
        qtbot.waitExposed(display)
        display.refresh()
        return display, chosen, clock
    return show


def texts(display: ClockDisplay) -> list[str]:
    return [text for text, _, _ in display.drawn()]


def assert_fits(display: ClockDisplay) -> None:
    window = display.rect()
    drawn = display.drawn()
    for text, rect, font in drawn:
        assert window.contains(rect) and fits(text, rect, font), (text, rect)
    for i, (text, rect, _) in enumerate(drawn):
        assert not any(rect.intersects(box) for _, box, _ in drawn[i + 1:]), text


# -- the announcement -----------------------------------------------------------------------------------------------

def test_the_floors_announcement_is_on_the_big_screen_until_it_is_cleared(shown, tournament) -> None:
    """Sent at a desk, the line is on a banner across the foot at the next refresh; cleared, it is gone."""
    store, tid = tournament
    display, _, _ = shown()
    desk = StoreDesk(store, tid, "Ana", lambda: T0 + 60)
    announcements.announce(desk, "Dinner break at 21:00 — the bar offers a 20% discount to every player")
    display.refresh()
    assert display.announcement.isVisible()
    assert "Dinner break at 21:00 — the bar offers a 20% discount to every player" in texts(display)
    banner = display.announcement.geometry()
    assert banner.bottom() > display.height() * 0.8 and banner.width() > display.width() * 0.9  # across the foot
    assert_fits(display)
    announcements.clear(desk)
    display.refresh()
    assert not display.announcement.isVisible()
    assert not any("Dinner" in text for text in texts(display))


def test_the_announcement_stays_over_the_seating_page(qtbot, tournament) -> None:
    """With the seating on the big screen the banner is still there, under the names."""
    from floor.ui.clock.board import seating_board

    store, tid = tournament
    store.act(tid, lambda s: S.draw_seats(s, rng=__import__("random").Random(1), now=T0, author="Ana"))
    announcements.announce(StoreDesk(store, tid, "Ana", lambda: T0 + 60), "Seats drawn: find yours below")

    def frame():
        state = store.state(tid)
        return board(state, T0 + 60, seating=seating_board(state, T0 + 60, []))
    display = ClockDisplay(frame, poll=False)
    qtbot.addWidget(display)
    display.resize(1024, 768)
    display.show()
    display.refresh()
    assert display.announcement.isVisible() and "Seats drawn: find yours below" in texts(display)
    assert_fits(display)


# -- the look -------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("chosen", [LIGHT, CONTRAST])
def test_a_theme_chosen_paints_the_screen_in_its_colours(shown, chosen) -> None:
    """Light and high contrast: the background, the digits and the headings in the theme's colours."""
    display, _, _ = shown(theme=chosen.key)
    assert display.palette().color(QPalette.ColorRole.Window) == QColor(chosen.background)
    assert f"color: {chosen.text};" in display.time.styleSheet()
    assert f"color: {chosen.accent};" in display.title.styleSheet()


def test_a_theme_changed_in_the_settings_shows_at_the_next_refresh(shown) -> None:
    display, chosen, _ = shown()
    assert display.palette().color(QPalette.ColorRole.Window) == QColor("#0b0f14")
    chosen.look = replace(chosen.look, theme="light")
    display.refresh()
    assert display.palette().color(QPalette.ColorRole.Window) == QColor(LIGHT.background)


def logo_file(folder: Path, width: int = 400, height: int = 160) -> Path:
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("#c0392b"))
    path = folder / "club.png"
    assert image.save(str(path))
    return path


def test_the_clubs_logo_is_shown_scaled_in_the_top_corner(shown, tmp_path: Path) -> None:
    """A 400x160 logo: in proportion, against the right edge at the top, clear of every text."""
    display, _, _ = shown(logo=str(logo_file(tmp_path)))
    assert display.logo.isVisible()
    box = QRect(display.logo.mapTo(display, display.logo.rect().topLeft()), display.logo.size())
    assert box.top() < display.height() * 0.1 and box.right() > display.width() * 0.9
    assert abs(box.width() / box.height() - 2.5) < 0.05
    assert not any(box.intersects(rect) for _, rect, _ in display.drawn())


def test_the_time_of_day_and_the_next_level_are_shown_as_chosen(shown) -> None:
    display, chosen, clock = shown(time_of_day=True)
    assert display.time_of_day.text() == datetime.fromtimestamp(clock()).strftime("%H:%M")
    assert display.time_of_day.isVisible() and display.next_up.text().startswith("Next: ")
    chosen.look = replace(chosen.look, time_of_day=False, next_up=False)
    display.refresh()
    assert not display.time_of_day.isVisible() and not display.next_up.isVisible()
    assert not any(text.startswith(("Next: ", "Break in")) for text in texts(display))


# -- the side panels ------------------------------------------------------------------------------------------------

def test_the_panels_take_turns_by_the_displays_clock(shown, tournament) -> None:
    """Payouts, then the chip leaders, then the payouts again, 10 seconds each, read off the display's clock."""
    store, tid = tournament
    store.act(tid, lambda s: C.count(s, {3: 41_000, 7: 38_500, 12: 25_000}, now=T0 + 30, author="Ana"))
    display, _, _ = shown(panels=(PAYOUTS, CHIP_LEADERS), rotate_seconds=10)
    seen = []
    for at in (0.0, 9.9, 10.0, 20.0):
        display.clock = lambda at=at: at
        display.refresh()
        seen.append(display.panel_title.text())
    assert seen == ["PAYOUTS", "PAYOUTS", "CHIP LEADERS", "PAYOUTS"]
    display.clock = lambda: 10.0
    display.refresh()
    lines = [(name.text(), amount.text()) for name, amount in display.payout_lines if name.isVisible()]
    assert lines == [("Player 03", "41,000"), ("Player 07", "38,500"), ("Player 12", "25,000")]
    assert_fits(display)


def test_a_panel_with_nothing_to_show_is_skipped(shown) -> None:
    """No stack counted, no seats drawn, no league plugged in: only the payouts take their turns."""
    display, _, _ = shown(panels=(CHIP_LEADERS, SEATING, STANDINGS, PAYOUTS), rotate_seconds=5)
    for at in (0.0, 5.0, 10.0):
        display.clock = lambda at=at: at
        display.refresh()
        assert display.panel_title.text() == "PAYOUTS"


def test_the_seating_panel_turns_its_pages_and_the_standings_show_when_a_league_gives_rows(shown, tournament) -> None:
    """25 seated players take three turns of ten; a league's rows are the standings' panel."""
    store, tid = tournament
    store.act(tid, lambda s: S.draw_seats(s, rng=__import__("random").Random(1), now=T0, author="Ana"))
    league = [("Ion Munteanu", 412), ("Ana Popescu", 380)]
    display, _, _ = shown(standings=lambda: league, panels=(SEATING, STANDINGS), rotate_seconds=5)
    titles = []
    for at in (0.0, 5.0, 10.0, 15.0, 20.0):
        display.clock = lambda at=at: at
        display.refresh()
        titles.append(display.panel_title.text())
    assert titles == ["SEATING · TABLE / SEAT (1 of 3)", "LEAGUE STANDINGS", "SEATING · TABLE / SEAT (2 of 3)",
                      "LEAGUE STANDINGS", "SEATING · TABLE / SEAT (3 of 3)"]
    display.clock = lambda: 5.0
    display.refresh()
    assert [(n.text(), a.text()) for n, a in display.payout_lines if n.isVisible()] == [
        ("Ion Munteanu", "412"), ("Ana Popescu", "380")]


# -- chosen in Settings -----------------------------------------------------------------------------------------------

def desk(tmp_path: Path) -> DeskSettings:
    return DeskSettings(QSettings(str(tmp_path / "floor.ini"), QSettings.Format.IniFormat))


def test_the_big_screens_settings_survive_a_new_dialog(qtbot, tmp_path: Path) -> None:
    """Light, the logo, the time of day, three panels for 30 seconds: OK, and a new dialog shows them all."""
    logo = logo_file(tmp_path)
    dialog = SettingsDialog(desk(tmp_path))
    qtbot.addWidget(dialog)
    group = dialog.big_screen
    group.theme.setCurrentIndex(group.theme.findData("contrast"))
    group.logo.setText(str(logo))
    group.time_of_day.setChecked(True)
    group.next_up.setChecked(False)
    for key, box in group.panels.items():
        box.setChecked(key != STANDINGS)
    group.seconds.setValue(30)
    dialog.save()
    assert dialog.result() == SettingsDialog.DialogCode.Accepted
    again = SettingsDialog(desk(tmp_path))
    qtbot.addWidget(again)
    group = again.big_screen
    assert group.theme.currentText() == "High contrast" and group.logo.text() == str(logo)
    assert group.time_of_day.isChecked() and not group.next_up.isChecked() and group.seconds.value() == 30
    assert [key for key, box in group.panels.items() if box.isChecked()] == [PAYOUTS, CHIP_LEADERS, SEATING]


def test_a_logo_that_is_not_an_image_is_refused_in_one_line_and_nothing_is_saved(qtbot, tmp_path: Path) -> None:
    """A text file named .png: one sentence under the field, the dialog stays open, the theme is not saved."""
    fake = tmp_path / "logo.png"
    fake.write_text("not a picture")
    dialog = SettingsDialog(desk(tmp_path))
    qtbot.addWidget(dialog)
    dialog.show()
    group = dialog.big_screen
    group.theme.setCurrentIndex(group.theme.findData("light"))
    group.logo.setText(str(fake))
    dialog.save()
    assert group.refusal.isVisible()
    assert group.refusal.text() == "The file logo.png is not a PNG or JPEG image: choose the logo as PNG or JPEG"
    assert dialog.result() != SettingsDialog.DialogCode.Accepted and desk(tmp_path).screen_theme == "dark"
    group.logo.setText(str(tmp_path / "gone.png"))
    dialog.save()
    assert group.refusal.text() == "There is no file gone.png: choose the logo again"


def test_the_big_screen_follows_the_desks_settings(qtbot, tournament, tmp_path: Path) -> None:
    """The console's big screen reads the look the Settings dialog saved, at its next refresh."""
    from floor.ui.clock.look import desk_look

    store, tid = tournament
    settings = desk(tmp_path)
    screen = BigScreen(lambda: board(store.state(tid), T0 + 60), look=lambda: desk_look(settings))
    display = screen.open()
    qtbot.addWidget(display)
    settings.screen_theme = "light"
    settings.screen_time_of_day = True
    display.refresh()
    assert display.palette().color(QPalette.ColorRole.Window) == QColor(LIGHT.background)
    assert display.time_of_day.isVisible()
    screen.close()


# -- the console's dialog --------------------------------------------------------------------------------------------

def test_the_floor_sends_and_clears_the_announcement_from_its_dialog(qtbot, tournament) -> None:
    """Typed and sent, the line is on the screens (the big screen shows it); too long, one refusal and no change;
    Clear takes it off."""
    store, tid = tournament
    desk_ = StoreDesk(store, tid, "Ana", lambda: T0 + 60)
    said: list[str] = []
    dialog = AnnouncementDialog(desk_, said.append)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.now_shown.text() == "Nothing is announced now." and not dialog.clear_button.isEnabled()
    dialog.field.setText("Last hand before the dinner break")
    dialog.send_button.click()
    assert store.state(tid).announcement == "Last hand before the dinner break"
    assert dialog.now_shown.text() == "On the screens now: Last hand before the dinner break"
    assert said == ["On the screens: Last hand before the dinner break"] and dialog.field.text() == ""
    dialog.field.setText("x" * 120)
    assert dialog.count.text() == "120 / 100"
    dialog.send_button.click()
    assert dialog.message.text() == "The announcement is 120 characters long: 100 at most, so that it fits the screens"
    assert store.state(tid).announcement == "Last hand before the dinner break"
    display = ClockDisplay(lambda: board(store.state(tid), T0 + 60), poll=False)
    qtbot.addWidget(display)
    display.resize(1280, 720)
    display.show()
    display.refresh()
    assert "Last hand before the dinner break" in texts(display)
    dialog.clear_button.click()
    assert store.state(tid).announcement == "" and dialog.now_shown.text() == "Nothing is announced now."
