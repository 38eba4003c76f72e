"""The tournament clock: computed from timestamps, exact after hours of pauses, and the same after a restart."""

import json
from dataclasses import dataclass, field

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floor.tournament import codec
from floor.tournament.clock import (
    BREAK_ENDS,
    BREAK_STARTS,
    COLOR_UP,
    LEVEL_UP,
    MINUTE,
    ONE_MINUTE,
    Clock,
    ClockError,
    Notice,
    to_ms,
)
from floor.tournament.structure import Break, Level, Structure, template

T0 = 1_700_000_000.0
STANDARD = template("standard")
TWO_LEVELS = Structure((Level(25, 50, 1), Level(50, 100, 1)), (25,))


def refusal(action: str, clock: Clock, *args: float) -> str:
    assert not getattr(clock, f"can_{action}")(*args)
    with pytest.raises(ClockError) as caught:
        getattr(clock, f"verify_{action}")(*args)
    with pytest.raises(ClockError):
        getattr(clock, action)(*args)
    return caught.value.message


# --- running, pausing, moving on ---------------------------------------------------------------------


def test_a_new_clock_waits_on_level_one_with_its_full_time() -> None:
    """Before the start the screen shows level 1, 20:00, the next blinds and the time to the break."""
    status = Clock(STANDARD).status(T0)
    assert (status.level, status.remaining, status.running, status.paused) == (1, 1200.0, False, False)
    assert status.blinds == Level(25, 50, 20) and status.next_level == 2
    assert status.next_blinds == Level(50, 100, 20)
    assert status.to_break == 100 * 60
    assert Clock(STANDARD).status(T0 + 3600) == status


def test_the_level_changes_by_itself_the_moment_its_time_runs_out() -> None:
    """At 20:00 exactly level 2 starts with its full 20 minutes; a millisecond before, level 1 has 0.001 s."""
    clock = Clock(STANDARD).start(T0)
    assert (clock.status(T0 + 1200 - 0.001).level, clock.remaining(T0 + 1200 - 0.001)) == (1, 0.001)
    assert (clock.status(T0 + 1200).level, clock.remaining(T0 + 1200)) == (2, 1200.0)
    assert clock.at(T0 + 1200).index == 1


def test_three_unattended_hours_land_on_the_right_level_to_the_millisecond() -> None:
    """Left alone for 3 hours the clock is 5 minutes into level 9, past the first break."""
    status = Clock(STANDARD).start(T0).status(T0 + 3 * 3600)
    assert (status.level, status.is_break, status.remaining, status.elapsed) == (9, False, 900.0, 300.0)
    assert status.to_break == 900 + 20 * 60


def test_a_paused_clock_stands_still_and_resumes_where_it_stopped() -> None:
    """Paused at 15:00 left, it still shows 15:00 an hour later, and counts on from there after resuming."""
    paused = Clock(STANDARD).start(T0).pause(T0 + 300)
    assert paused.status(T0 + 3600).remaining == 900.0 and paused.status(T0 + 3600).paused
    running = paused.resume(T0 + 3600)
    assert running.remaining(T0 + 3600 + 899) == 1.0
    assert running.status(T0 + 3600 + 900).level == 2


def test_a_break_shows_its_color_up_and_the_next_blinds() -> None:
    """During the first break the screen shows the break, the 25s to color up and level 6's blinds."""
    status = Clock(STANDARD).start(T0).status(T0 + 100 * 60 + 1)
    assert (status.is_break, status.level, status.color_up, status.blinds) == (True, 5, (25,), None)
    assert status.next_level == 6 and status.next_blinds == Level(200, 400, 20, 400, "big-blind")
    assert status.remaining == 15 * 60 - 1


def test_the_final_level_stays_at_zero_and_keeps_counting() -> None:
    """After the last level's time the clock shows 0:00 on the final level and counts how long it has run."""
    clock = Clock(TWO_LEVELS).start(T0)
    status = clock.status(T0 + 600)
    assert (status.level, status.remaining, status.elapsed, status.final, status.next_blinds) == (
        2, 0.0, 540.0, True, None)
    assert refusal("next", clock, T0 + 600) == "level 2 is the final level: there is no next"
    assert clock.notices(T0 + 120, T0 + 600) == []


def test_time_added_on_the_final_level_counts_from_now() -> None:
    """Adding 5 minutes to a final level that ran out long ago gives 5:00 on the screen."""
    clock = Clock(TWO_LEVELS).start(T0).adjust(300, T0 + 3600)
    assert clock.remaining(T0 + 3600) == 300.0 and clock.remaining(T0 + 3660) == 240.0


def test_next_and_previous_give_the_full_time_and_keep_a_paused_clock_paused() -> None:
    """Going to the next or previous level while paused shows its full time, still paused."""
    clock = Clock(STANDARD).start(T0).pause(T0 + 100).next(T0 + 200)
    assert (clock.status(T0 + 5000).level, clock.remaining(T0 + 5000), clock.paused) == (2, 1200.0, True)
    back = clock.resume(T0 + 5000).previous(T0 + 5100)
    assert (back.status(T0 + 5100).level, back.remaining(T0 + 5160), back.running) == (1, 1140.0, True)


def test_jumping_goes_to_any_level_or_break_and_restarts_it() -> None:
    """The floor can jump straight to the first break, or restart the current level."""
    clock = Clock(STANDARD).start(T0).jump(5, T0 + 60)
    assert clock.status(T0 + 60).is_break and clock.remaining(T0 + 120) == 15 * 60 - 60
    restarted = clock.jump(5, T0 + 120)
    assert restarted.remaining(T0 + 120) == 15 * 60


def test_adjusting_adds_or_takes_off_time_and_running_out_moves_on() -> None:
    """Two minutes added show at once; taking off all that is left starts the next level now."""
    clock = Clock(STANDARD).start(T0).adjust(120, T0 + 60)
    assert clock.remaining(T0 + 60) == 1200 + 120 - 60
    ended = clock.adjust(-(1200 + 120 - 60), T0 + 60)
    assert (ended.status(T0 + 60).level, ended.remaining(T0 + 60)) == (2, 1200.0)
    assert Clock(STANDARD).adjust(-600, T0).remaining(T0 + 9999) == 600.0


def test_refusals_say_why_in_floor_words() -> None:
    """Each refused clock action gives a reason a floor manager understands."""
    fresh = Clock(STANDARD)
    running = fresh.start(T0)
    paused = running.pause(T0 + 10)
    assert refusal("start", running, T0) == "the clock is already running"
    assert refusal("start", paused, T0) == "the clock has already started and is paused: resume it"
    assert refusal("resume", running, T0) == "the clock is already running"
    assert refusal("resume", fresh, T0) == "the clock has not started yet: start it"
    assert refusal("pause", fresh, T0) == "the clock has not started yet"
    assert refusal("pause", paused, T0) == "the clock is already paused"
    assert refusal("previous", running, T0 + 60) == "this is the first level: there is no previous level"
    assert refusal("jump", running, 35, T0) == "there is no item 35 to go to: the structure has 35 levels and breaks"
    left = 3 * 60 + 12
    assert refusal("adjust", running, -300, T0 + 1200 - left) == "cannot take 5 minutes off: only 3:12 left"
    assert refusal("adjust", running, -200.5, T0 + 1200 - left) == "cannot take 3:20 off: only 3:12 left"
    assert refusal("adjust", running, 0.0001, T0) == "no time to add or take off: the change rounds to 0"
    assert running.can_pause(T0) and paused.can_resume(T0) and fresh.can_start(T0) and running.can_next(T0)


def test_a_computer_clock_set_back_never_shows_more_time_than_the_level_has() -> None:
    """If the PC's time jumps backwards, the clock counts no time rather than negative time."""
    clock = Clock(STANDARD).start(T0).pause(T0 + 600).resume(T0 + 700)
    assert clock.remaining(T0) == 600.0 and clock.status(T0).level == 1


# --- notices -----------------------------------------------------------------------------------------


def test_notices_tell_the_one_minute_warning_level_changes_and_the_break() -> None:
    """Over the first 115 minutes the screens announce each last minute, each new level, the break and its color-up."""
    clock = Clock(STANDARD).start(T0)
    found = [(n.kind, n.index, round(n.at - T0)) for n in clock.notices(T0, T0 + 115 * 60)]
    expected = []
    for level in range(5):
        expected.append((ONE_MINUTE, level, (20 * level + 19) * 60))
        if level < 4:
            expected.append((LEVEL_UP, level + 1, (20 * level + 20) * 60))
    expected += [(BREAK_STARTS, 5, 100 * 60), (COLOR_UP, 5, 100 * 60), (ONE_MINUTE, 5, 114 * 60),
                 (BREAK_ENDS, 5, 115 * 60), (LEVEL_UP, 6, 115 * 60)]
    assert found == expected
    color_up = clock.notices(T0 + 100 * 60 - 1, T0 + 100 * 60)[1]
    assert color_up == Notice(COLOR_UP, T0 + 100 * 60, 5, 5, (25,))
    assert codec.write(color_up) == {"kind": "color-up", "at": T0 + 6000, "index": 5, "level": 5, "chips": [25]}


def test_a_stopped_clock_announces_nothing() -> None:
    """Before the start and while paused, no announcement is made, however long it stays so."""
    assert Clock(STANDARD).notices(T0, T0 + 86400) == []
    assert Clock(STANDARD).start(T0).pause(T0 + 10).notices(T0, T0 + 86400) == []
    assert Clock(STANDARD).start(T0).notices(T0 + 10, T0 + 5) == []


@given(st.integers(0, 4 * 3600 * 1000), st.integers(0, 4 * 3600 * 1000), st.integers(0, 4 * 3600 * 1000),
       st.integers(-600_000, 600_000))
def test_an_announcement_is_made_once_however_often_the_screen_asks(a: int, b: int, c: int, added: int) -> None:
    """Asking for notices every repaint or once an hour gives the same announcements, none twice, none missed."""
    a, b, c = sorted((a, b, c))
    clock = Clock(template("turbo")).start(T0)
    if added:
        clock = clock.adjust(added / 1000, T0)
    first, second, whole = (clock.notices(T0 + x / 1000, T0 + y / 1000) for x, y in ((a, b), (b, c), (a, c)))
    assert first + second == whole


# --- exact after twelve hours ------------------------------------------------------------------------


@dataclass
class Reference:
    """An independent clock: it keeps "time left" and lets time pass piece by piece, in integer milliseconds."""

    structure: Structure
    index: int = 0
    left: int = 0
    mode: str = "new"
    notices: list[tuple[str, int, int]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.left = self.full(0)

    def full(self, index: int) -> int:
        return self.structure.items[index].minutes * MINUTE

    @property
    def last(self) -> bool:
        return self.index == len(self.structure.items) - 1

    def advance(self, t: int, dt: int) -> None:
        """Let ``dt`` ms pass after the moment ``t``, noting announcements."""
        if self.mode != "running":
            return
        while True:
            if self.left > MINUTE >= self.left - dt:
                self.notices.append((ONE_MINUTE, self.index, t + self.left - MINUTE))
            if dt < self.left:
                self.left -= dt
                return
            dt, t = dt - self.left, t + self.left
            if self.last:
                self.left = 0
                return
            if isinstance(self.structure.items[self.index], Break):
                self.notices.append((BREAK_ENDS, self.index, t))
            self.index += 1
            self.left = self.full(self.index)
            item = self.structure.items[self.index]
            self.notices.append((LEVEL_UP if isinstance(item, Level) else BREAK_STARTS, self.index, t))
            if isinstance(item, Break) and item.color_up:
                self.notices.append((COLOR_UP, self.index, t))

    def act(self, action: str, amount: int) -> bool:
        """Do ``action`` if the rules allow it; say whether they did."""
        n = len(self.structure.items)
        allowed = {
            "start": self.mode == "new", "pause": self.mode == "running", "resume": self.mode == "paused",
            "next": not self.last, "previous": self.index > 0, "jump": 0 <= amount < n,
            "adjust": amount != 0 and self.left + amount >= 0,
        }[action]
        if allowed:
            if action in ("start", "resume"):
                self.mode = "running"
            elif action == "pause":
                self.mode = "paused"
            elif action == "adjust":
                self.left += amount
            else:
                self.index = {"next": self.index + 1, "previous": self.index - 1, "jump": amount}[action]
                self.left = self.full(self.index)
        return allowed


@st.composite
def short_structures(draw: st.DrawFn) -> Structure:
    items: list[Level | Break] = []
    for n in range(draw(st.integers(1, 8))):
        if n and draw(st.booleans()):
            items.append(Break(draw(st.integers(1, 3)), draw(st.sampled_from([(), (25,)])) if n == 1 else ()))
        items.append(Level(50, 100, draw(st.integers(1, 5))))
    return Structure(tuple(items), (25, 50))


ACTIONS = ["wait", "start", "pause", "resume", "next", "previous", "jump", "adjust"]
TWELVE_HOURS = 12 * 3600 * 1000


@settings(deadline=None, max_examples=60)
@given(st.one_of(st.sampled_from([template(name) for name in ("turbo", "standard", "horse")]), short_structures()),
       st.data())
def test_after_twelve_hours_of_pauses_and_changes_the_clock_is_exactly_right(structure: Structure,
                                                                           data: st.DataObject) -> None:
    """After 12 hours of random pauses, added time and level changes the clock is right to the millisecond."""
    clock, reference = Clock(structure), Reference(structure)
    t = 0
    steps = data.draw(st.integers(40, 120))
    for step in range(steps + 1):
        if step < steps:
            dt = data.draw(st.one_of(st.integers(0, 2000), st.integers(0, 45 * MINUTE)))
            action = data.draw(st.sampled_from(ACTIONS))
        else:  # whatever the steps added up to, run on to at least 12 hours
            dt, action = max(0, TWELVE_HOURS - t), "wait"
        reference.notices.clear()
        reference.advance(t, dt)
        told = clock.notices(T0 + t / 1000, T0 + (t + dt) / 1000)
        assert [(n.kind, n.index, to_ms(n.at - T0)) for n in told] == reference.notices
        t += dt
        now = T0 + t / 1000
        amount = data.draw(st.integers(-len(structure.items), 2 * len(structure.items)) if action == "jump"
                           else st.integers(-30 * MINUTE, 30 * MINUTE) if action == "adjust" else st.just(0))
        if action != "wait":
            args = (amount, now) if action == "jump" else (amount / 1000, now) if action == "adjust" else (now,)
            allowed = reference.act(action, amount)
            assert getattr(clock, f"can_{action}")(*args) == allowed, (action, amount)
            if allowed:
                clock = getattr(clock, action)(*args)
            reference.advance(t, 0)
        status = clock.status(now)
        assert (status.index, clock.remaining_ms(now), status.running) == (
            reference.index, reference.left, reference.mode == "running")
        assert status.remaining == reference.left / 1000
    assert t >= TWELVE_HOURS
    restarted = Clock.from_dict(json.loads(json.dumps(clock.to_dict())))
    assert restarted == clock and restarted.status(T0 + t / 1000 + 3600) == clock.status(T0 + t / 1000 + 3600)


# --- a restart changes nothing -----------------------------------------------------------------------


@st.composite
def clocks(draw: st.DrawFn) -> tuple[Clock, float]:
    """A clock after a few random actions, and a moment after them."""
    clock, now = Clock(template("turbo")), T0
    for action in draw(st.lists(st.sampled_from(ACTIONS[1:]), max_size=8)):
        now += draw(st.integers(0, 40 * MINUTE)) / 1000
        args = ((draw(st.integers(0, 30)), now) if action == "jump"
                else (draw(st.integers(-20 * MINUTE, 20 * MINUTE)) / 1000, now) if action == "adjust" else (now,))
        if getattr(clock, f"can_{action}")(*args):
            clock = getattr(clock, action)(*args)
    return clock, now + draw(st.integers(0, 10 * 3600 * 1000)) / 1000


@given(clocks())
def test_a_stored_clock_reads_back_to_the_same_screen(sample: tuple[Clock, float]) -> None:
    """After Floor restarts, the clock shows the same level, time, pause state and announcements as before."""
    clock, now = sample
    stored = json.loads(json.dumps(clock.to_dict()))
    restarted = Clock.from_dict(stored)
    assert restarted == clock
    assert restarted.status(now) == clock.status(now)
    assert json.loads(json.dumps(codec.write(clock.status(now)))) == codec.write(clock.status(now))
    assert restarted.notices(now - 3600, now) == clock.notices(now - 3600, now)
    alone = Clock.from_dict(clock.to_dict(with_structure=False), clock.structure)
    assert alone == clock


def test_a_paused_clock_is_still_paused_after_a_restart() -> None:
    """A clock paused before Floor closed comes back paused, showing the time it was paused at."""
    clock = Clock(STANDARD).start(T0).pause(T0 + 754.25)
    restarted = Clock.from_dict(json.loads(json.dumps(clock.to_dict())))
    status = restarted.status(T0 + 86400)
    assert (status.paused, status.running, status.level, status.remaining) == (True, False, 1, 1200 - 754.25)


def test_a_running_clock_kept_running_while_floor_was_closed() -> None:
    """If Floor was closed for 30 minutes, the clock comes back 30 minutes further on, levels included."""
    clock = Clock(STANDARD).start(T0)
    stored = json.dumps(clock.to_dict())
    restarted = Clock.from_dict(json.loads(stored))
    status = restarted.status(T0 + 30 * 60)
    assert (status.running, status.level, status.remaining) == (True, 2, 600.0)


def test_a_damaged_stored_clock_is_refused_clearly() -> None:
    """A stored clock that was tampered with is refused with what is wrong, not a crash."""
    good = Clock(STANDARD).start(T0).to_dict()
    with pytest.raises(ClockError, match="the stored clock is damaged: elapsed_before_ms is '12'"):
        Clock.from_dict({**good, "elapsed_before_ms": "12"})
    with pytest.raises(ClockError, match="the stored clock is on item 99"):
        Clock.from_dict({**good, "index": 99})
    with pytest.raises(ClockError, match="the stored clock has no structure"):
        Clock.from_dict(Clock(STANDARD).to_dict(with_structure=False))
    with pytest.raises(ClockError, match="running and paused at once"):
        Clock.from_dict({**good, "paused_at_ms": 5})
