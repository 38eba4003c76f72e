"""The tournament clock: a value computed from timestamps, never from counted ticks.

A :class:`Clock` remembers when the current level's time last began running and how
much of it was used before; every question takes ``now`` (seconds since the epoch)
and every action returns a new clock. Timestamps are rounded to whole milliseconds
on the way in and all arithmetic is on integers, so twelve hours of pauses, added
minutes and level changes leave no rounding error at all — and a clock stored and
read back after a crash shows exactly what it showed before.

When a level's time runs out the clock moves on by itself, to the exact
millisecond (:meth:`Clock.at`). The final level never runs out: it stays at 0:00
remaining, keeps counting its elapsed time, and the status says ``final``.

>>> from floor.tournament.structure import template
>>> clock = Clock(template("standard")).start(1000.0)
>>> later = clock.at(1000.0 + 25 * 60)            # 25 minutes later: level 2, 15 minutes left
>>> later.index, later.remaining(1000.0 + 25 * 60)
(1, 900.0)
>>> clock.verify_adjust(-21 * 60, 1000.0 + 60)
Traceback (most recent call last):
...
floor.tournament.clock.ClockError: cannot take 21 minutes off: only 19:00 left
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from floor.core.errors import FloorError, Text
from floor.core.wholes import is_whole
from floor.tournament.jsonvalue import JsonObject
from floor.tournament.structure import Break, Level, Structure, structure_from_json, structure_to_json

MINUTE = 60_000
"""One minute in milliseconds, the clock's unit."""

ONE_MINUTE = "one-minute"
LEVEL_UP = "level-up"
BREAK_STARTS = "break-starts"
BREAK_ENDS = "break-ends"
COLOR_UP = "color-up"


class ClockError(FloorError):
    """A clock action that cannot be done now."""

    code = "clock"


def to_ms(seconds: float) -> int:
    """Seconds (a timestamp or a duration) as whole milliseconds."""
    return round(seconds * 1000)


def clock_text(ms: int) -> str:
    """A duration as the clock shows it, whole seconds: ``3:12``, ``1:05:00``."""
    minutes, seconds = divmod(max(ms, 0) // 1000, 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02}:{seconds:02}" if hours else f"{minutes}:{seconds:02}"


def _amount_text(ms: int) -> str:
    """A time to take off as said in a refusal: ``1 minute``, ``5 minutes`` (Texts), ``1:30``, ``400 ms`` (a Text)."""
    if ms == MINUTE:
        return Text("1 minute")
    if ms % MINUTE == 0:
        return Text("{minutes} minutes", minutes=ms // MINUTE)
    return clock_text(ms) if ms >= 1000 else Text("{ms} ms", ms=ms)


@dataclass(frozen=True, slots=True)
class Notice:
    """Something the screens announce: which kind, when, and about which item — never English text.

    ``kind`` is one of :data:`ONE_MINUTE`, :data:`LEVEL_UP`, :data:`BREAK_STARTS`,
    :data:`BREAK_ENDS`, :data:`COLOR_UP` here; other modules add their own kinds.
    ``level`` is the level number (for a break, the level just played) and ``chips``
    the denominations to color up.
    """

    kind: str
    at: float
    index: int
    level: int
    chips: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class ClockStatus:
    """What the clock screens show at one moment; times in seconds.

    ``level`` is the level being played (during a break, the one just played);
    ``blinds`` that level (None during a break) and ``next_blinds`` the next one
    (None on the final level). ``to_break`` is the clock time until the next break
    begins (during a break, the one after it), counting only running time; None when
    no break is left.
    """

    index: int
    level: int
    is_break: bool
    final: bool
    running: bool
    paused: bool
    remaining: float
    elapsed: float
    duration: float
    blinds: Level | None
    next_level: int | None
    next_blinds: Level | None
    to_break: float | None
    color_up: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Clock:
    """The clock on item ``index`` of ``structure``; all times in milliseconds since the epoch.

    ``started_at_ms`` is when the current item's time last began running (None while
    stopped); ``elapsed_before_ms`` the time of the current item used before that;
    ``paused_at_ms`` when it was paused (None if running or never started); and
    ``added_ms`` the time added to (or, negative, taken off) the current item.
    Never started: both ``started_at_ms`` and ``paused_at_ms`` are None.
    A ``now`` earlier than the last start (the computer's clock set back) counts as no
    time passed, never as negative time.
    """

    structure: Structure
    index: int = 0
    started_at_ms: int | None = None
    elapsed_before_ms: int = 0
    paused_at_ms: int | None = None
    added_ms: int = 0

    def __post_init__(self) -> None:
        self.structure.item(self.index)
        if self.elapsed_before_ms < 0:
            raise ClockError(Text("the clock's used time cannot be negative"))
        if self.started_at_ms is not None and self.paused_at_ms is not None:
            raise ClockError(Text("the clock cannot be running and paused at once"))
        if self.duration_ms < 0:
            raise ClockError(Text("{where} cannot have more time taken off than it lasts",
                                  where=self.structure.where(self.index)))

    # --- what the fields say (as of the last action) ---

    @property
    def running(self) -> bool:
        return self.started_at_ms is not None

    @property
    def paused(self) -> bool:
        return self.paused_at_ms is not None

    @property
    def started(self) -> bool:
        return self.running or self.paused

    @property
    def final(self) -> bool:
        """On the last item, which is always a level: there is no next level."""
        return self.index == len(self.structure.items) - 1

    @property
    def duration_ms(self) -> int:
        """The current item's length, with the time added or taken off."""
        return self.structure.items[self.index].minutes * MINUTE + self.added_ms

    def _elapsed(self, t: int) -> int:
        if self.started_at_ms is None:
            return self.elapsed_before_ms
        return self.elapsed_before_ms + max(0, t - self.started_at_ms)

    def _remaining(self, t: int) -> int:
        return max(0, self.duration_ms - self._elapsed(t))

    # --- questions: they first move past every item whose time has run out ---

    def at(self, now: float) -> Clock:
        """This clock at ``now``: moved past every item whose time ran out, each exactly when it did."""
        return self._at(to_ms(now))

    def _at(self, t: int) -> Clock:
        clock = self
        while clock.started_at_ms is not None and not clock.final and clock._elapsed(t) >= clock.duration_ms:
            ended = clock.started_at_ms + max(0, clock.duration_ms - clock.elapsed_before_ms)
            clock = replace(clock, index=clock.index + 1, started_at_ms=ended, elapsed_before_ms=0, added_ms=0)
        return clock

    def remaining_ms(self, now: float) -> int:
        """Milliseconds left on the item being played at ``now``; never below 0."""
        t = to_ms(now)
        return self._at(t)._remaining(t)

    def remaining(self, now: float) -> float:
        """Seconds left on the item being played at ``now``; never below 0."""
        return self.remaining_ms(now) / 1000

    def elapsed_ms(self, now: float) -> int:
        """Milliseconds of the item being played used by ``now`` (keeps counting on the final level)."""
        t = to_ms(now)
        return self._at(t)._elapsed(t)

    def elapsed(self, now: float) -> float:
        return self.elapsed_ms(now) / 1000

    def status(self, now: float) -> ClockStatus:
        """Everything a clock screen shows at ``now``."""
        t = to_ms(now)
        clock = self._at(t)
        s, i = clock.structure, clock.index
        item = s.items[i]
        upcoming = s.next_level_after(i)
        next_break = s.next_break_after(i)
        to_break = None
        if next_break is not None:
            between = sum(s.items[j].minutes * MINUTE for j in range(i + 1, next_break))
            to_break = (clock._remaining(t) + between) / 1000
        return ClockStatus(
            index=i,
            level=s.level_number(i),
            is_break=isinstance(item, Break),
            final=clock.final,
            running=clock.running,
            paused=clock.paused,
            remaining=clock._remaining(t) / 1000,
            elapsed=clock._elapsed(t) / 1000,
            duration=clock.duration_ms / 1000,
            blinds=item if isinstance(item, Level) else None,
            next_level=None if upcoming is None else s.level_number(upcoming),
            next_blinds=None if upcoming is None else _level(s, upcoming),
            to_break=to_break,
            color_up=item.color_up if isinstance(item, Break) else (),
        )

    def notices(self, previous_now: float, now: float) -> list[Notice]:
        """What happened after ``previous_now`` up to and including ``now``, in order.

        Only time passing makes notices (the level ran out, a minute is left); an
        action such as "next level" is an event the screens already know about.
        Consecutive windows never repeat or miss a notice:
        ``notices(a, b) + notices(b, c) == notices(a, c)``.
        """
        p, n = to_ms(previous_now), to_ms(now)
        if n <= p:
            return []
        clock = self._at(p)
        found: list[Notice] = []
        while clock.started_at_ms is not None:
            left = clock.duration_ms - clock.elapsed_before_ms
            ends = clock.started_at_ms + max(0, left)
            if left > MINUTE and p < ends - MINUTE <= n:
                found.append(clock._notice(ONE_MINUTE, ends - MINUTE))
            if clock.final or ends > n:
                break
            following = replace(clock, index=clock.index + 1, started_at_ms=ends, elapsed_before_ms=0, added_ms=0)
            if isinstance(clock.structure.items[clock.index], Break):
                found.append(clock._notice(BREAK_ENDS, ends))
            item = following.structure.items[following.index]
            if isinstance(item, Level):
                found.append(following._notice(LEVEL_UP, ends))
            else:
                found.append(following._notice(BREAK_STARTS, ends))
                if item.color_up:
                    found.append(following._notice(COLOR_UP, ends, item.color_up))
            clock = following
        return found

    def _notice(self, kind: str, t: int, chips: tuple[int, ...] = ()) -> Notice:
        return Notice(kind, t / 1000, self.index, self.structure.level_number(self.index), chips)

    # --- actions: ask (can_x), check (verify_x), act (x returns the new clock) ---

    def verify_start(self, now: float) -> None:
        if self.running:
            raise ClockError(Text("the clock is already running"))
        if self.paused:
            raise ClockError(Text("the clock has already started and is paused: resume it"))

    def can_start(self, now: float) -> bool:
        return _ok(self.verify_start, now)

    def start(self, now: float) -> Clock:
        """Start the tournament: the current level's time begins to run."""
        self.verify_start(now)
        t = to_ms(now)
        return replace(self, started_at_ms=t)._at(t)

    def verify_pause(self, now: float) -> None:
        if self.paused:
            raise ClockError(Text("the clock is already paused"))
        if not self.running:
            raise ClockError(Text("the clock has not started yet"))

    def can_pause(self, now: float) -> bool:
        return _ok(self.verify_pause, now)

    def pause(self, now: float) -> Clock:
        self.verify_pause(now)
        t = to_ms(now)
        clock = self._at(t)
        return replace(clock, started_at_ms=None, elapsed_before_ms=clock._elapsed(t), paused_at_ms=t)

    def verify_resume(self, now: float) -> None:
        if self.running:
            raise ClockError(Text("the clock is already running"))
        if not self.paused:
            raise ClockError(Text("the clock has not started yet: start it"))

    def can_resume(self, now: float) -> bool:
        return _ok(self.verify_resume, now)

    def resume(self, now: float) -> Clock:
        self.verify_resume(now)
        t = to_ms(now)
        return replace(self, started_at_ms=t, paused_at_ms=None)._at(t)

    def verify_next(self, now: float) -> None:
        clock = self.at(now)
        if clock.final:
            raise ClockError(Text("level {level_number} is the final level: there is no next",
                                  level_number=clock.structure.level_number(clock.index)))

    def can_next(self, now: float) -> bool:
        return _ok(self.verify_next, now)

    def next(self, now: float) -> Clock:
        """Go to the next level or break, with its full time; a paused clock stays paused."""
        self.verify_next(now)
        t = to_ms(now)
        clock = self._at(t)
        return clock._fresh(clock.index + 1, t)

    def verify_previous(self, now: float) -> None:
        if self.at(now).index == 0:
            raise ClockError(Text("this is the first level: there is no previous level"))

    def can_previous(self, now: float) -> bool:
        return _ok(self.verify_previous, now)

    def previous(self, now: float) -> Clock:
        """Go back to the previous level or break, with its full time."""
        self.verify_previous(now)
        t = to_ms(now)
        clock = self._at(t)
        return clock._fresh(clock.index - 1, t)

    def verify_jump(self, index: int, now: float) -> None:
        count = len(self.structure.items)
        if not is_whole(index) or not 0 <= index < count:
            raise ClockError(Text("there is no item {index!r} to go to: the structure has {count} levels and breaks",
                                  index=index, count=count))

    def can_jump(self, index: int, now: float) -> bool:
        return _ok(self.verify_jump, index, now)

    def jump(self, index: int, now: float) -> Clock:
        """Go to item ``index`` with its full time (jumping to the current item restarts it)."""
        self.verify_jump(index, now)
        t = to_ms(now)
        return self._at(t)._fresh(index, t)

    def verify_adjust(self, seconds: float, now: float) -> None:
        change = to_ms(seconds)
        if change == 0:
            raise ClockError(Text("no time to add or take off: the change rounds to 0"))
        left = self._at(to_ms(now))._remaining(to_ms(now))
        if left + change < 0:
            raise ClockError(Text("cannot take {amount_text} off: only {left} left",
                                  amount_text=_amount_text(-change), left=clock_text(left)))

    def can_adjust(self, seconds: float, now: float) -> bool:
        return _ok(self.verify_adjust, seconds, now)

    def adjust(self, seconds: float, now: float) -> Clock:
        """Add time to the current item (``seconds`` > 0) or take it off (< 0).

        On the final level, past 0:00, the added time counts from now.
        """
        self.verify_adjust(seconds, now)
        t = to_ms(now)
        clock = self._at(t)
        overtime = max(0, clock._elapsed(t) - clock.duration_ms)
        return replace(clock, added_ms=clock.added_ms + overtime + to_ms(seconds))._at(t)

    def _fresh(self, index: int, t: int) -> Clock:
        return replace(self, index=index, elapsed_before_ms=0, added_ms=0,
                       started_at_ms=t if self.running else None)._at(t)

    # --- storage ---

    def to_dict(self, *, with_structure: bool = True) -> JsonObject:
        """The clock as JSON; times are whole milliseconds, so reading it back is exact."""
        data: dict[str, Any] = {
            "index": self.index,
            "started_at_ms": self.started_at_ms,
            "elapsed_before_ms": self.elapsed_before_ms,
            "paused_at_ms": self.paused_at_ms,
            "added_ms": self.added_ms,
        }
        if with_structure:
            data["structure"] = structure_to_json(self.structure)
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, object], structure: Structure | None = None) -> Clock:
        """Read a stored clock; ``structure`` when it was stored without one.

        A running clock keeps running: the time Floor was closed has passed for it too.
        """
        if not isinstance(data, Mapping):
            raise ClockError(Text("the stored clock is not a JSON object"))
        if structure is None:
            if "structure" not in data:
                raise ClockError(Text("the stored clock has no structure"))
            structure = structure_from_json(data["structure"])
        fields: dict[str, int | None] = {}
        for key, optional in (("index", False), ("started_at_ms", True), ("elapsed_before_ms", False),
                              ("paused_at_ms", True), ("added_ms", False)):
            value = data.get(key)
            if not ((value is None and optional) or (isinstance(value, int) and not isinstance(value, bool))):
                raise ClockError(Text("the stored clock is damaged: {key} is {value!r}", key=key, value=value))
            fields[key] = value
        index, used, added = (int(fields[key] or 0) for key in ("index", "elapsed_before_ms", "added_ms"))
        if not 0 <= index < len(structure.items):
            raise ClockError(Text("the stored clock is on item {index}, which its structure does not have",
                                  index=index))
        return cls(structure, index, fields["started_at_ms"], used, fields["paused_at_ms"], added)


def _level(structure: Structure, index: int) -> Level:
    item = structure.items[index]
    assert isinstance(item, Level)
    return item


def _ok(verify: Callable[..., None], *args: Any) -> bool:
    try:
        verify(*args)
    except FloorError:
        return False
    return True
