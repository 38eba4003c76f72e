"""The big-screen clock, offscreen: what it shows, that a pause is unmistakable, and that nothing is cut."""

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import FakeTime

from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament import timekeeping as T
from floor.tournament.events import TABLE_BROKEN, Event
from floor.tournament.records import Created
from floor.tournament.seating import actions as S
from floor.tournament.settings import Settings
from floor.tournament.state import TournamentState, replay
from floor.tournament.structure import structure_to_json, template
from floor.ui.clock.board import board, seating_board
from floor.ui.clock.display import ClockDisplay
from floor.ui.clock.text import ACCENT, ALERT, DIM, fits

T0 = 1_800_000_000.0



@pytest.fixture
def tournament(tmp_path: Path) -> Iterator[tuple[Store, int]]:
    store = Store(tmp_path / "f.db")
    tid = store.create(Settings("Sunday Deepstack", buy_in=100, starting_stack=20_000), now=T0, author="Ana",
                       extra={"structure": structure_to_json(template("turbo"))})
    for i in range(1, 13):
        store.act(tid, lambda s, i=i: P.register(s, f"Player {i}", now=T0, author="Ana", level=1))
    store.act(tid, lambda s: T.clock(s, "start", now=T0, author="Ana"))
    yield store, tid
    store.close()


@pytest.fixture
def display(qtbot, tournament: tuple[Store, int]) -> tuple[ClockDisplay, FakeTime, Store, int]:
    store, tid = tournament
    clock = FakeTime()
    window = ClockDisplay(lambda: board(store.state(tid), clock()), poll=False)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    window.refresh()
    return window, clock, store, tid


def test_the_display_shows_level_time_blinds_players_and_payouts(display) -> None:
    """At the start: level 1, 12:00, 25 / 50, 12 of 12 players, the prize pool and the places paid."""
    window, clock, _, _ = display
    assert (window.title.text(), window.time.text(), window.blinds.text()) == ("LEVEL 1", "12:00", "25 / 50")
    assert window.players.text() == "12 / 12" and window.pool.text() == "1,200"
    assert [place.text() for place, _ in window.payout_lines] == ["1st", "2nd", "3rd", "4th"]
    assert not window.paused_banner.isVisible()
    clock.now = T0 + 5 * 60 + 30
    window.refresh()
    assert window.time.text() == "6:30"


def test_a_paused_clock_is_unmistakable(display) -> None:
    """Paused: a PAUSED banner over dimmed digits that stop moving."""
    window, clock, store, tid = display
    store.act(tid, lambda s: T.clock(s, "pause", now=T0 + 60, author="Ana"))
    clock.now = T0 + 600
    window.refresh()
    assert window.paused_banner.isVisible() and window.paused_banner.text() == "PAUSED"
    assert DIM in window.time.styleSheet() and window.time.text() == "11:00"


def test_the_last_minute_turns_the_digits_red_and_a_bust_shows_at_once(display) -> None:
    """With 30 seconds left the time is red; a player busted elsewhere is off the count on the next refresh."""
    window, clock, store, tid = display
    clock.now = T0 + 11 * 60 + 30
    window.refresh()
    assert ALERT in window.time.styleSheet()
    store.act(tid, lambda s: P.eliminate(s, ["Player 12"], now=clock.now, author="Ana"))
    window.refresh()
    assert window.players.text() == "11 / 12"


def test_a_break_shows_the_color_up(display) -> None:
    """On the turbo's first break (after level 6) the title is BREAK and the color-up is announced."""
    window, clock, _, _ = display
    clock.now = T0 + 6 * 12 * 60 + 60
    window.refresh()
    assert window.title.text() == "BREAK" and ACCENT in window.title.styleSheet()
    assert window.color_up.text().startswith("Color-up:")


@pytest.mark.parametrize(("width", "height"), [(1280, 720), (1920, 1080), (3840, 2160)])
def test_nothing_is_cut_at_any_size(display, width: int, height: int) -> None:
    """Every line fits its width and the window keeps the size asked for, from 720p to 4K."""
    window, clock, _, _ = display
    clock.now = T0 + 6 * 12 * 60 - 20  # the longest lines: last minute before a break
    window.resize(width, height)
    window.refresh()
    assert (window.width(), window.height()) == (width, height)
    for text, rect, font in window.drawn():
        assert fits(text, rect, font) and window.rect().contains(rect), text
    image = window.grab().toImage()
    assert (image.width(), image.height()) == (width, height)


def test_the_time_digits_are_the_biggest_thing_on_screen(display) -> None:
    """Readable across a room: the time's font is at least a quarter of the window height."""
    window, _, _, _ = display
    assert window.time.font().pixelSize() >= window.height() // 4


def test_floor_display_opens_the_clock_for_the_tournament(qtbot, tournament: tuple[Store, int]) -> None:
    """`floor display --windowed` opens the clock of the tournament in the database; a screen that is not there
    is refused."""
    from floor.app import open_display
    from floor.core.errors import FloorError

    store, tid = tournament
    window = open_display(store, tid, windowed=True, now=lambda: T0 + 90)
    qtbot.addWidget(window)
    window.timer.stop()
    assert window.isVisible() and window.time.text() == "10:30" and window.title.text() == "LEVEL 1"
    with pytest.raises(FloorError, match="there is no screen 9"):
        open_display(store, tid, screen=9, windowed=True)


def test_notices_show_as_a_banner_for_a_few_seconds(display) -> None:
    """At one minute left a red ONE MINUTE LEFT banner shows, then LEVEL 2 when it starts; both fade after 8 s."""
    window, clock, _, _ = display
    clock.now = T0 + 11 * 60 + 3
    window.refresh()
    assert window.alert.isVisible() and window.alert.text() == "ONE MINUTE LEFT"
    clock.now = T0 + 11 * 60 + 20
    window.refresh()
    assert not window.alert.isVisible()
    clock.now = T0 + 12 * 60 + 1
    window.refresh()
    assert window.alert.text() == "LEVEL 2" and window.title.text() == "LEVEL 2"


class FakeSounder:
    """Records the tones asked for."""

    def __init__(self, available: bool) -> None:
        self.reason = "" if available else "no audio device: alerts are shown, not heard"
        self.played: list[str] = []

    @property
    def available(self) -> bool:
        return not self.reason

    def play(self, kind: str) -> bool:
        self.played.append(kind)
        return True


def test_each_notice_plays_its_tone_once(qtbot, tournament: tuple[Store, int]) -> None:
    """Refreshing four times a second through the last minute plays the one-minute tone once, then the level-up."""
    store, tid = tournament
    clock = FakeTime()
    sounder = FakeSounder(available=True)
    window = ClockDisplay(lambda: board(store.state(tid), clock()), poll=False, sounder=sounder)
    qtbot.addWidget(window)
    for quarter in range(4 * 70):
        clock.now = T0 + 11 * 60 - 5 + quarter / 4
        window.refresh()
    assert sounder.played == ["one-minute", "level-up"]


def test_without_audio_the_cue_shows_and_the_clock_says_so_once(qtbot, tournament: tuple[Store, int]) -> None:
    """No audio device: the banner still shows and a single line says alerts are shown, not heard."""
    store, tid = tournament
    clock = FakeTime()
    window = ClockDisplay(lambda: board(store.state(tid), clock()), poll=False, sounder=FakeSounder(available=False))
    qtbot.addWidget(window)
    clock.now = T0 + 11 * 60 + 2
    window.refresh()
    assert window.alert.text() == "ONE MINUTE LEFT"
    assert window.problem.text() == "No audio device: alerts are shown, not heard"


def test_the_real_sounder_finds_its_tones_and_reports_a_missing_device(qapp) -> None:
    """The shipped tones exist; offscreen (no audio device) the sounder says why it is silent."""
    from floor.ui.common.sound_choice import TONE_OF
    from floor.ui.common.sounds import Sounder, tone_path

    assert all(tone_path(name).stat().st_size > 10_000 for name in set(TONE_OF.values()))
    sounder = Sounder()
    assert sounder.available == bool(sounder.effects)
    if not sounder.available:
        assert sounder.reason and not sounder.play("one-minute")


def _seated(store: Store, tid: int) -> None:
    """The 12 players drawn into two tables; Player 3 moved by hand a minute later."""
    import random

    from floor.tournament.seating import actions as seating

    store.act(tid, lambda s: seating.draw_seats(s, rng=random.Random(5), now=T0, author="Ana"))
    state = store.state(tid)
    number = state.player("Player 3").id
    table, _ = state.seats[number]
    other = next(t for t in state.tables if t != table)
    seat = state.tables[other].empty()[0]
    store.act(tid, lambda s: seating.move(s, number, other, seat, now=T0 + 60, author="Ana", reason="wrong seat"))


@pytest.fixture
def seating_display(qtbot, tournament: tuple[Store, int]) -> tuple[ClockDisplay, FakeTime, Store, int]:
    from floor.ui.clock.board import recent_seating_events, seating_board

    store, tid = tournament
    _seated(store, tid)
    clock = FakeTime(T0 + 120)
    window = ClockDisplay(lambda: board(store.state(tid), clock(), seating=seating_board(
        store.state(tid), clock(), recent_seating_events(store.history(tid), clock()))), poll=False)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    window.refresh()
    return window, clock, store, tid


def test_the_seating_view_shows_each_players_table_and_seat(seating_display) -> None:
    """With the seating on: every player by name with his table and seat, the clock still running in the band,
    and the move of a minute ago under RECENT MOVES (gone ten minutes later)."""
    window, clock, store, tid = seating_display
    state = store.state(tid)
    shown = window.seating_view.shown()
    assert shown == sorted(((state.players[p].label, t, s) for p, (t, s) in state.seats.items()),
                           key=lambda e: e[0].casefold())
    moved = state.player("Player 3").id
    assert ("Player 3", *state.seats[moved]) in shown
    assert window.band_time.isVisible() and window.band_time.text() == "10:00" and not window.time.isVisible()
    name, where = window.move_lines[0]
    table, seat = state.seats[moved]
    assert (name.text(), where.text()) == ("Player 3", f"→ table {table} seat {seat}")
    clock.now = T0 + 60 + 10 * 60 + 1
    window.refresh()
    assert not name.isVisible() and window.no_moves.text() == "No moves in the last 10 minutes"


@pytest.mark.parametrize(("width", "height"), [(1280, 720), (1920, 1080), (3840, 2160)])
def test_the_seating_view_cuts_nothing_at_any_size(seating_display, width: int, height: int) -> None:
    """Band, names and moves all fit their space from 720p to 4K; the names are at least 2.5% of the height."""
    window, _, _, _ = seating_display
    window.resize(width, height)
    window.refresh()
    assert (window.width(), window.height()) == (width, height)
    for text, rect, font in window.drawn():
        assert fits(text, rect, font) and window.rect().contains(rect), text
    view = window.seating_view
    assert view.fits() and view.grid().pixels >= height * 0.025
    assert view.geometry().bottom() <= height and view.width() > width // 2


# -- recent moves before and after a final-table draw (issue 15, item 17) ----------------------------------------

def _night(redraw: str) -> tuple[TournamentState, list[Event], int]:
    """A real fold: 20 players at three tables; 5 out, table 3 broken, a move by hand to table 2, 6 more out, the
    final table drawn (``redraw``); the player moved by hand."""
    log = [Event(Created.of(Settings("Friday", buy_in=100, starting_stack=10_000, seats_per_table=9),
                            template("standard")), T0, "Ana", 1)]
    state = replay(1, log)

    def act(event: Event) -> None:
        nonlocal state
        numbered = event.numbered(state.seq + 1)
        log.append(numbered)
        state = state.after(numbered)

    for i in range(20):
        act(P.register(state, f"Player {i + 1:02}", now=T0, author="Ana", level=1))
    rng = random.Random(4)
    act(S.draw_seats(state, rng=rng, now=T0, author="Ana"))
    act(P.eliminate(state, [p for p in state.tables[1].seats if p][:3], now=T0 + 60, author="Ana"))
    act(P.eliminate(state, [p for p in state.tables[2].seats if p][:2], now=T0 + 90, author="Ana"))
    act(S.break_table(state, 3, rng=rng, now=T0 + 120, author="Ana"))
    mover = next(p for p in state.tables[1].seats if p)
    act(S.move(state, mover, 2, state.tables[2].empty()[0], now=T0 + 180, author="Ana", reason="balancing"))
    act(P.eliminate(state, [p for p in sorted(state.seats) if p != mover][:6], now=T0 + 200, author="Ana"))
    act(S.final_table(state, rng=rng, now=T0 + 240, author="Ana", redraw=redraw))
    return state, log, mover


def _places(state: TournamentState, players: list[int]) -> list[str]:
    return [f"{state.players[p].label} → table {state.seats[p][0]} seat {state.seats[p][1]}"
            for p in sorted(players, key=lambda p: state.players[p].label)]


def test_recent_moves_show_the_final_table_draw_and_the_break_before_it() -> None:
    """After a full redraw of the final table the big screen lists the draw, every finalist's new seat and the
    table broken before it (the draw used to hide every earlier move and the break, and list nothing itself)."""
    state, log, _ = _night("full_redraw")
    assert len(state.tables) == 1
    lines = seating_board(state, T0 + 300, log).move_lines
    assert lines == ("Final table drawn", *_places(state, list(state.seats)), "Table 3 broken")


def test_recent_moves_keep_the_moves_a_final_table_of_arrivals_leaves_standing() -> None:
    """With only the arrivals drawing at the final table: its line and the arrivals' seats, then the move by hand
    and the table break of those who stay where they were put, the latest first; each player once."""
    state, log, mover = _night("broken_table_only")
    final = log[-1].data.to_json()
    arrivals = [player for player, _, _ in final["moves"]]
    table_break = next(e for e in log if e.kind == TABLE_BROKEN and not e.data.to_json().get("final"))
    broken = [player for player, _, _ in table_break.data.to_json()["moves"] if player in state.seats
              and player not in arrivals and player != mover]
    lines = seating_board(state, T0 + 300, log).move_lines
    assert lines == ("Final table drawn", *_places(state, arrivals), *_places(state, [mover]), "Table 3 broken",
                     *_places(state, broken))


def test_a_move_after_the_final_table_draw_shows_the_players_latest_seat_once() -> None:
    """A finalist moved again after the draw (one out, another found in the wrong seat): one line for him, at the
    seat he has now."""
    state, log, _ = _night("full_redraw")
    table = next(iter(state.tables))
    player, out = state.tables[table].seats[:2]
    assert player is not None and out is not None
    for action in (lambda s: P.eliminate(s, [out], now=T0 + 250, author="Ana"),
                   lambda s: S.move(s, player, table, 2, now=T0 + 260, author="Ana", reason="wrong seat")):
        numbered = action(state).numbered(state.seq + 1)
        log.append(numbered)
        state = state.after(numbered)
    moves = seating_board(state, T0 + 300, log).moves
    label = state.players[player].label
    assert [(m.table, m.seat) for m in moves if m.name == label] == [state.seats[player]]
    assert moves[0].name == label and moves[1].headline() == "Final table drawn"


def test_the_recent_moves_and_the_seating_page_words_are_translated(qtbot) -> None:
    """In Russian and Romanian the lines under recent moves, the page line and "not drawn yet" are in the
    language (they were English), and so is the window's title after a switch."""
    from floor.ui.common import language

    state, log, _ = _night("full_redraw")
    seating = seating_board(state, T0 + 300, log)
    try:
        language.use("ru")
        assert seating.move_lines[0] == "Финальный стол: места разыграны"
        assert seating.move_lines[-1] == "Стол 3 расформирован" and "→ стол 1, место" in seating.move_lines[1]
        language.use("ro")
        assert seating.move_lines[-1] == "Masa 3 desființată"
    finally:
        language.use("en")


def test_the_next_level_says_big_blind_ante_where_it_is_one(display) -> None:
    """The finding (issue 29): the big screen's "Next" line said "ante 50" for a big-blind ante (every player
    then reached for a chip). Level 2 of the turbo is followed by a big-blind ante."""
    window, clock, _, _ = display
    clock.now = T0 + 12 * 60 + 5  # level 2: next, level 3, with its big-blind ante
    window.refresh()
    assert window.next_up.text().startswith("Next: ") and "big-blind ante" in window.next_up.text()
    assert window.windowTitle() == "Sunday Deepstack — clock"


def test_the_winner_screen_shows_what_the_winner_is_paid_and_the_bounties_won(tmp_path: Path) -> None:
    """The finding (issue 29): the winner screen of a knockout night showed the 1st prize and no bounties. It shows
    what the winner is paid and the bounties they won (a progressive knockout: half of each head in cash)."""
    from floor.store.desk import StoreDesk
    from floor.tournament.bounties import BountyRule
    from floor.usecases import players

    store = Store(tmp_path / "k.db")
    tid = store.create(Settings("Knockout Friday", buy_in=100, starting_stack=10_000,
                                bounty=BountyRule("progressive", 40, unit=10)), now=T0, author="Ana",
                       extra={"structure": structure_to_json(template("turbo"))})
    desk = StoreDesk(store, tid, "Ana", lambda: T0)
    for name in ("Ana Popa", "Ion Rusu", "Vera Lungu"):
        players.register(desk, name)
    players.bust(desk, [3], by=[1])
    players.bust(desk, [2], by=[1])
    shown = board(store.state(tid), T0)
    assert shown.title == "TOURNAMENT OVER" and shown.blinds == "Ana Popa"
    assert shown.ante.startswith("Bounties won: ") and shown.ante != "Bounties won: 0"
    store.close()


def test_a_satellites_places_are_shown_as_seats_on_the_big_screen(tmp_path: Path) -> None:
    """The finding (issue 29): a satellite's big screen listed "1st 1,000 · 2nd 1,000 · 3rd 350" as if cash; the
    places that win a seat say so, the cash place after them is money."""
    store = Store(tmp_path / "s.db")
    tid = store.create(Settings("Main event satellite", buy_in=250, starting_stack=10_000, payout_unit=50,
                                satellite_seat=1_000), now=T0, author="Ana",
                       extra={"structure": structure_to_json(template("turbo"))})
    for i in range(1, 11):
        store.act(tid, lambda s, i=i: P.register(s, f"Player {i}", now=T0, author="Ana", level=1))
    shown = board(store.state(tid), T0).payouts
    assert shown == (("1st", "Seat (1,000)"), ("2nd", "Seat (1,000)"), ("3rd", "500"))
    store.close()
