"""Between levels the big screen shows the league's standings (issue 19): during a break its side panel stays on
them, when a league gives rows and the floor kept them among the panels, and the panels take turns again once play
resumes. Read off the real display, as the room sees it, in English, Russian and Romanian."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from conftest import FakeTime
from screen_checks import Seen, english_left

from floor.store.tournaments import Store
from floor.tournament import chips as C
from floor.tournament import players as P
from floor.tournament import timekeeping as T
from floor.tournament.settings import Settings
from floor.tournament.structure import structure_to_json, template
from floor.ui.clock.board import board
from floor.ui.clock.display import ClockDisplay
from floor.ui.clock.look import CHIP_LEADERS, PAYOUTS, STANDINGS, Look
from floor.ui.clock.text import fits
from floor.ui.common import language

T0 = 1_800_000_000.0
BREAK = T0 + 100 * 60  # the standard structure: five levels of 20 minutes, then a break of 15
PLAY = BREAK + 15 * 60  # level 6 begins
SHOTS = Path("/tmp/floor-shots-break-standings")
LEAGUE = [("Ion Munteanu", 1_412, "C1"), ("Ana Popescu", 380, "C2"), ("Ștefan Dumitrescu-Vasilescu", 212, "C3"),
          ("Zoë Adams", 95)]  # (name, points, member) as the desk's panel hands them, and the older (name, points)
TITLES = {"en": ("LEAGUE STANDINGS", "PAYOUTS", "BREAK"), "ru": ("ТАБЛИЦА ЛИГИ", "ВЫПЛАТЫ", "ПЕРЕРЫВ"),
          "ro": ("CLASAMENTUL LIGII", "PREMII", "PAUZĂ")}


@pytest.fixture
def tournament(tmp_path: Path) -> Iterator[tuple[Store, int]]:
    store = Store(tmp_path / "f.db")
    tid = store.create(Settings("Sunday Deepstack", buy_in=100, starting_stack=20_000), now=T0, author="Ana",
                       extra={"structure": structure_to_json(template("standard"))})
    for i in range(1, 26):
        store.act(tid, lambda s, i=i: P.register(s, f"Player {i:02}", now=T0, author="Ana", level=1))
    store.act(tid, lambda s: T.clock(s, "start", now=T0, author="Ana"))
    store.act(tid, lambda s: C.count(s, {3: 41_000, 7: 38_500}, now=T0 + 30, author="Ana"))
    yield store, tid
    store.close()


Shown = Callable[..., tuple[ClockDisplay, FakeTime]]


@pytest.fixture
def shown(qtbot, tournament) -> Shown:
    """The big screen at the tournament's ``at``, with the league's ``standings`` and the panels the desk chose."""
    store, tid = tournament

    def show(at: float, standings=lambda: LEAGUE, **look: object) -> tuple[ClockDisplay, FakeTime]:
        clock = FakeTime(at)
        chosen = replace(Look(), **look)  # type: ignore[arg-type]
        display = ClockDisplay(lambda: board(store.state(tid), clock(), standings=standings), poll=False,
                               look=lambda: chosen)
        display.clock = lambda: 0.0
        qtbot.addWidget(display)
        display.resize(1280, 720)
        display.show()
        qtbot.waitExposed(display)
        display.refresh()
        return display, clock
    return show


def titles(display: ClockDisplay, turns: tuple[float, ...] = (0.0, 5.0, 10.0, 15.0, 20.0)) -> list[str]:
    """The side panel's heading at each of the display's moments (the turns go by the display's own clock)."""
    seen = []
    for at in turns:
        display.clock = lambda at=at: at
        display.refresh()
        seen.append(display.panel_title.text())
    return seen


def lines(display: ClockDisplay) -> list[tuple[str, str]]:
    return [(name.text(), amount.text()) for name, amount in display.payout_lines if name.isVisible()]


def test_during_a_break_the_side_panel_stays_on_the_league_standings(shown) -> None:
    display, _ = shown(BREAK + 30, panels=(PAYOUTS, CHIP_LEADERS, STANDINGS), rotate_seconds=5)
    assert display.title.text() == "BREAK"
    assert titles(display) == ["LEAGUE STANDINGS"] * 5
    assert lines(display) == [("Ion Munteanu", "1,412"), ("Ana Popescu", "380"),
                              ("Ștefan Dumitrescu-Vasilescu", "212"), ("Zoë Adams", "95")]


def test_when_play_resumes_the_panels_take_turns_again(shown) -> None:
    display, clock = shown(BREAK + 30, panels=(PAYOUTS, STANDINGS), rotate_seconds=5)
    assert titles(display) == ["LEAGUE STANDINGS"] * 5
    clock.now = PLAY + 1  # level 6
    assert titles(display) == ["PAYOUTS", "LEAGUE STANDINGS", "PAYOUTS", "LEAGUE STANDINGS", "PAYOUTS"]
    assert display.title.text() == "LEVEL 6"


def test_before_the_break_the_standings_only_take_their_turn(shown) -> None:
    display, _ = shown(BREAK - 60, panels=(STANDINGS, CHIP_LEADERS), rotate_seconds=5)
    assert titles(display) == ["LEAGUE STANDINGS", "CHIP LEADERS", "LEAGUE STANDINGS", "CHIP LEADERS",
                               "LEAGUE STANDINGS"]


def test_a_paused_break_still_shows_the_standings(shown, tournament) -> None:
    store, tid = tournament
    store.act(tid, lambda s: T.clock(s, "pause", now=BREAK + 60, author="Ana"))
    display, _ = shown(BREAK + 300, panels=(PAYOUTS, STANDINGS), rotate_seconds=5)
    assert titles(display) == ["LEAGUE STANDINGS"] * 5


def test_a_break_keeps_the_turns_when_the_floor_left_the_standings_out(shown) -> None:
    display, _ = shown(BREAK + 30, panels=(PAYOUTS, CHIP_LEADERS), rotate_seconds=5)
    assert titles(display) == ["PAYOUTS", "CHIP LEADERS", "PAYOUTS", "CHIP LEADERS", "PAYOUTS"]


def test_a_break_keeps_the_turns_when_no_league_gives_rows(shown) -> None:
    """A tournament that counts for no season: nothing to hold on, the break turns the panels as play does."""
    display, _ = shown(BREAK + 30, standings=list, panels=(PAYOUTS, CHIP_LEADERS, STANDINGS), rotate_seconds=5)
    assert titles(display) == ["PAYOUTS", "CHIP LEADERS", "PAYOUTS", "CHIP LEADERS", "PAYOUTS"]


def _assert_fits(display: ClockDisplay) -> None:
    window = display.rect()
    drawn = display.drawn()
    for text, rect, font in drawn:
        assert window.contains(rect) and fits(text, rect, font), (text, rect)
    for i, (text, rect, _) in enumerate(drawn):
        assert not any(rect.intersects(box) for _, box, _ in drawn[i + 1:]), text


@pytest.mark.parametrize("code", ["en", "ru", "ro"])
def test_the_break_standings_are_in_the_screens_language_and_fit(shown, code: str) -> None:
    language.use(code)
    try:
        display, clock = shown(BREAK + 30, panels=(PAYOUTS, STANDINGS), rotate_seconds=5)
        standings, payouts, pause = TITLES[code]
        assert display.title.text() == pause and titles(display, (0.0, 5.0)) == [standings, standings]
        if code != "en":
            assert english_left([Seen("big screen", text) for text, _, _ in display.drawn()], code) == []
        _assert_fits(display)
        SHOTS.mkdir(exist_ok=True)
        display.grab().save(str(SHOTS / f"break-{code}.png"))
        clock.now = PLAY + 1
        assert titles(display, (0.0, 5.0)) == [payouts, standings]
        display.grab().save(str(SHOTS / f"play-{code}.png"))
    finally:
        language.use("en")
