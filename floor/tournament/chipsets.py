"""A club's chip set: the denominations with their colours and how many of each the club owns.

The set is what the room physically has, so it decides two things the structure alone cannot: when a chip can
leave the tables (:func:`colour_ups`, the plan a floor manager writes into the breaks) and whether the field's
starting stacks can be handed out at all (:func:`totals`). Refusals name the field ``"chip_set"``.

>>> from floor.tournament.structure import Break, Level, Structure
>>> s = Structure((Level(25, 50, 20), Level(50, 100, 20), Break(10), Level(100, 200, 20)), chips=(25, 100, 500))
>>> chips = ChipSet((Chip(25, "#ffffff", 600), Chip(100, "#000000"), Chip(500, "#800080")))
>>> [(plan.denomination, plan.level) for plan in colour_ups(chips, s)]
[(25, 2)]
>>> totals(chips, 10_000, 120).problem
"the set's 25s run out: 120 entries need 960, the set has 600"
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import ClassVar

from floor.core.errors import FloorError, Text
from floor.core.wholes import is_whole
from floor.tournament.codec import Form
from floor.tournament.structure import Break, Level, Structure

MAX_CHIPS = 12  # denominations in one set: a casino's case holds about a dozen colours
_COLOUR = re.compile(r"#[0-9a-f]{6}")


class ChipSetError(FloorError):
    """A chip set that cannot be used as written; ``field`` is the setting (``"chip_set"``)."""

    code = "bad-chip-set"

    def __init__(self, message: str, *, field: str = "chip_set") -> None:
        super().__init__(message, code=self.code)
        self.field = field


@dataclass(frozen=True, slots=True)
class Chip:
    """One denomination: its value, its colour (``"#rrggbb"``) and how many the club owns (0: not counted)."""

    denomination: int
    colour: str
    count: int = 0

    FORM: ClassVar[Form] = Form(alphabetical=True, closed=True)

    def __post_init__(self) -> None:
        if not is_whole(self.denomination) or self.denomination < 1:
            raise ChipSetError(Text("a chip's value must be a whole number above 0, not {value!r}",
                                    value=self.denomination))
        if not isinstance(self.colour, str) or not _COLOUR.fullmatch(self.colour.lower()):
            raise ChipSetError(Text("the {chip} chip's colour must be written #rrggbb, not {colour!r}",
                                    chip=self.denomination, colour=self.colour))
        object.__setattr__(self, "colour", self.colour.lower())
        if not is_whole(self.count) or self.count < 0:
            raise ChipSetError(Text("the count of {chip} chips must be a whole number of at least 0, not {count!r}",
                                    chip=self.denomination, count=self.count))


@dataclass(frozen=True, slots=True)
class ChipSet:
    """The chips of a set, smallest first; each denomination once, at most :data:`MAX_CHIPS`."""

    chips: tuple[Chip, ...]

    FORM: ClassVar[Form] = Form(bare=True)  # written as the list of its chips

    def __post_init__(self) -> None:
        chips = tuple(self.chips)
        if not chips:
            raise ChipSetError(Text("a chip set needs at least one chip"))
        if len(chips) > MAX_CHIPS:
            raise ChipSetError(Text("a chip set has at most {most} denominations, not {count}",
                                    most=MAX_CHIPS, count=len(chips)))
        values = [chip.denomination for chip in chips]
        for i, value in enumerate(values):
            if value in values[:i]:
                raise ChipSetError(Text("the {chip} chip is in the set twice", chip=value))
            if i and value < values[i - 1]:
                raise ChipSetError(Text("the chips go from the smallest up: {chip} comes before {previous}",
                                        chip=value, previous=values[i - 1]))
        object.__setattr__(self, "chips", chips)

    @property
    def denominations(self) -> tuple[int, ...]:
        return tuple(chip.denomination for chip in self.chips)

    def colour_of(self, denomination: int) -> str:
        return next(chip.colour for chip in self.chips if chip.denomination == denomination)


def sorted_set(chips: Sequence[Chip]) -> ChipSet:
    """The set of ``chips`` in any order (an editor's rows), checked as :class:`ChipSet` checks it."""
    return ChipSet(tuple(sorted(chips, key=lambda chip: chip.denomination)))


@dataclass(frozen=True, slots=True)
class ColourUp:
    """One line of the plan: the ``denomination`` leaves the tables at the break ``index`` (after ``level``)."""

    denomination: int
    index: int
    level: int


def _amounts(level: Level) -> tuple[int, ...]:
    return (level.small_blind, level.big_blind, level.ante) if level.ante else (level.small_blind, level.big_blind)


def colour_ups(chip_set: ChipSet, structure: Structure) -> tuple[ColourUp, ...]:
    """The plan: each chip at the first break after which every later amount (small blind, big blind, ante) is a
    multiple of the next larger chip still in play, so nobody needs it any more. Chips leave smallest first and the
    largest never does, so whatever stays on the tables can pay every level still to come."""
    in_play = list(chip_set.denominations)
    plan: list[ColourUp] = []
    number = 0
    for index, item in enumerate(structure.items):
        if isinstance(item, Level):
            number += 1
            continue
        later = [amount for level in structure.items[index + 1:] if isinstance(level, Level)
                 for amount in _amounts(level)]
        while len(in_play) >= 2 and all(amount % in_play[1] == 0 for amount in later):
            plan.append(ColourUp(in_play.pop(0), index, number))
        if len(in_play) < 2:
            break
    return tuple(plan)


def planned(structure: Structure, chip_set: ChipSet) -> Structure:
    """``structure`` with the plan written into its breaks and the set's denominations as the chips in play (every
    other break's color-up cleared); a structure the set cannot pay is refused as the structure refuses it."""
    by_break: dict[int, list[int]] = {}
    for step in colour_ups(chip_set, structure):
        by_break.setdefault(step.index, []).append(step.denomination)
    items = tuple(Break(item.minutes, tuple(by_break.get(i, ()))) if isinstance(item, Break) else item
                  for i, item in enumerate(structure.items))
    return Structure(items, chip_set.denominations, structure.name, structure.description)


def stack_chips(chip_set: ChipSet, stack: int) -> dict[int, int]:
    """How a starting ``stack`` is handed out: of each chip but the largest, enough to make two of the next one
    (eight 25s under the 100s), while the stack lasts; the rest in the largest chips that keep it exact."""
    values = chip_set.denominations
    smallest, left = values[0], stack
    out = dict.fromkeys(values, 0)
    for value, following in pairwise(values):
        wanted = -(-2 * following // value)
        take = min(wanted, left // value)
        while take and (left - take * value) % smallest:
            take -= 1
        out[value] += take
        left -= take * value
    for value in reversed(values):
        take = left // value
        while take and (left - take * value) % smallest:
            take -= 1
        out[value] += take
        left -= take * value
    return out


@dataclass(frozen=True, slots=True)
class Totals:
    """What a set holds (chips and their value, the counted ones) and the first chip the field runs out of."""

    chips: int
    value: int
    problem: Text | None


def totals(chip_set: ChipSet, stack: int, entries: int) -> Totals:
    """The set's chips and value, and whether ``entries`` starting stacks fit the chips counted (a chip with no
    count is not checked)."""
    counted = [chip for chip in chip_set.chips if chip.count]
    problem = None
    need = stack_chips(chip_set, stack)
    for chip in counted:
        wanted = need[chip.denomination] * entries
        if wanted > chip.count:
            problem = Text("the set's {chip}s run out: {entries} entries need {need}, the set has {have}",
                           chip=chip.denomination, entries=entries, need=wanted, have=chip.count)
            break
    return Totals(sum(chip.count for chip in counted), sum(chip.count * chip.denomination for chip in counted),
                  problem)


def verify_stack(chip_set: ChipSet, stack: int) -> None:
    """Raise unless a starting stack can be made from the set (a multiple of its smallest chip)."""
    smallest = chip_set.denominations[0]
    if stack % smallest:
        raise ChipSetError(Text("the starting stack ({stack:,}) cannot be made from the set: it is not a multiple "
                                "of the smallest chip ({chip})", stack=stack, chip=smallest))
