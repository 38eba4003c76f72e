"""The chip set: colours and counts checked, the color-up plan it allows, the totals, the settings' JSON."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floor.tournament import codec
from floor.tournament.chipsets import (
    Chip,
    ChipSet,
    ChipSetError,
    colour_ups,
    planned,
    stack_chips,
    totals,
)
from floor.tournament.retune import FIELDS
from floor.tournament.settings import SettingError, Settings
from floor.tournament.structure import Break, Level, Structure, template

CASE = ChipSet((Chip(25, "#ffffff", 600), Chip(100, "#000000", 1000), Chip(500, "#800080", 1000),
                Chip(1000, "#f2c200", 1000), Chip(5000, "#d81e1e", 200), Chip(25000, "#1e7b3c", 50)))


def test_the_standard_structure_colors_up_each_chip_at_the_first_break_it_is_no_longer_needed() -> None:
    plan = [(step.denomination, step.level) for step in colour_ups(CASE, template("standard"))]
    assert plan == [(25, 5), (100, 10), (500, 15), (1000, 20)]


def test_a_chip_needed_to_the_last_level_stays() -> None:
    s = Structure((Level(25, 50, 20), Break(10), Level(75, 150, 20)), chips=(25, 100))
    assert colour_ups(ChipSet((Chip(25, "#ffffff"), Chip(100, "#000000"))), s) == ()


def test_the_plan_written_into_the_structure_is_a_structure_that_plays() -> None:
    structure = planned(template("standard"), CASE)
    assert [item.color_up for item in structure.items if isinstance(item, Break)] == [(25,), (100,), (500,),
                                                                                      (1000,), ()]
    assert structure.chips == CASE.denominations


def test_colours_are_written_rrggbb_and_kept_in_lower_case() -> None:
    assert Chip(25, "#FFaa00").colour == "#ffaa00"
    with pytest.raises(ChipSetError, match="the 25 chip's colour must be written #rrggbb, not 'red'"):
        Chip(25, "red")


def test_a_set_refuses_a_chip_twice_an_empty_set_and_more_than_twelve_chips() -> None:
    with pytest.raises(ChipSetError, match="the 25 chip is in the set twice"):
        ChipSet((Chip(25, "#ffffff"), Chip(25, "#000000")))
    with pytest.raises(ChipSetError, match="at least one chip"):
        ChipSet(())
    with pytest.raises(ChipSetError, match="at most 12 denominations, not 13"):
        ChipSet(tuple(Chip(i, "#ffffff") for i in range(1, 14)))
    with pytest.raises(ChipSetError, match="from the smallest up: 25 comes before 100"):
        ChipSet((Chip(100, "#ffffff"), Chip(25, "#000000")))
    with pytest.raises(ChipSetError, match="the count of 25 chips must be a whole number of at least 0"):
        Chip(25, "#ffffff", -1)
    assert ChipSetError("x").field == "chip_set"


def test_a_stack_takes_enough_small_chips_to_make_two_of_the_next() -> None:
    need = stack_chips(CASE, 10_000)
    assert need[25] == 8 and need[100] >= 10 and sum(v * n for v, n in need.items()) == 10_000


def test_the_totals_say_which_chip_runs_out_for_the_field() -> None:
    sums = totals(CASE, 10_000, 120)
    assert sums.chips == 3850 and sums.value == 600 * 25 + 100_000 + 500_000 + 1_000_000 + 1_000_000 + 1_250_000
    assert sums.problem == "the set's 25s run out: 120 entries need 960, the set has 600"
    assert totals(CASE, 10_000, 70).problem is None


def test_chips_not_counted_are_not_checked() -> None:
    sums = totals(ChipSet((Chip(25, "#ffffff"), Chip(100, "#000000"))), 10_000, 500)
    assert (sums.chips, sums.value, sums.problem) == (0, 0, None)


def test_the_set_goes_through_the_settings_json_and_is_left_out_when_there_is_none() -> None:
    settings = Settings("Sunday", buy_in=100, starting_stack=10_000, chip_set=CASE)
    written = codec.write(settings)
    assert written["chip_set"][0] == {"colour": "#ffffff", "count": 600, "denomination": 25}
    assert codec.read(Settings, written) == settings
    assert "chip_set" not in codec.write(Settings("Sunday", buy_in=100, starting_stack=10_000))
    assert "chip_set" in FIELDS


def test_bad_json_for_the_set_is_refused_naming_the_chip_set() -> None:
    data = codec.write(Settings("Sunday", buy_in=100, starting_stack=10_000))
    with pytest.raises(ChipSetError, match="not 'oops'") as caught:
        codec.read(Settings, {**data, "chip_set": [{"denomination": 25, "colour": "oops"}]})
    assert caught.value.field == "chip_set"


def test_a_starting_stack_the_set_cannot_make_is_refused() -> None:
    with pytest.raises(SettingError, match=r"the starting stack \(10,010\) cannot be made from the set") as caught:
        Settings("Sunday", buy_in=100, starting_stack=10_010, chip_set=CASE)
    assert caught.value.field == "starting_stack"


DENOMINATIONS = st.lists(st.sampled_from([1, 5, 10, 25, 50, 100, 250, 500, 1000, 5000]), min_size=1, max_size=6,
                         unique=True).map(sorted)


@st.composite
def scenes(draw: st.DrawFn) -> tuple[ChipSet, Structure]:
    """A chip set and a playable structure of levels built from its chips, with breaks between some of them."""
    values = draw(DENOMINATIONS)
    chip_set = ChipSet(tuple(Chip(v, "#123456") for v in values))
    multipliers = draw(st.lists(st.integers(1, 40), min_size=1, max_size=8).map(sorted))
    items: list[Level | Break] = []
    for i, m in enumerate(multipliers):
        if i and draw(st.booleans()):
            items.append(Break(10))
        small = values[0] * m
        ante = small * 2 if draw(st.booleans()) else 0
        items.append(Level(small, small * 2, 20, ante=ante, ante_kind="big-blind" if ante else "none"))
    return chip_set, Structure(tuple(items), chips=tuple(values))


@given(scenes())
def test_a_chip_colored_up_at_a_break_is_never_needed_later(scene: tuple[ChipSet, Structure]) -> None:
    chip_set, structure = scene
    structure = planned(structure, chip_set)  # the structure's own check: every later amount can be paid
    for index, item in enumerate(structure.items):
        if isinstance(item, Break) and item.color_up:
            left = structure.chips_at(index + 1)
            for level in structure.items[index + 1:]:
                if isinstance(level, Level):
                    assert all(amount % left[0] == 0 for amount in (level.small_blind, level.big_blind, level.ante))


@given(scenes())
def test_the_plan_never_colors_up_the_largest_chip(scene: tuple[ChipSet, Structure]) -> None:
    chip_set, structure = scene
    assert max(chip_set.denominations) not in {step.denomination for step in colour_ups(chip_set, structure)}


@given(scenes())
def test_a_chip_the_last_level_needs_is_never_colored_up(scene: tuple[ChipSet, Structure]) -> None:
    chip_set, structure = scene
    last = structure.levels()[-1]
    gone = {step.denomination for step in colour_ups(chip_set, structure)}
    left = [v for v in chip_set.denominations if v not in gone]
    assert last.small_blind % left[0] == 0 and last.big_blind % left[0] == 0
    for chip in gone:  # a chip gone is one the last level can do without
        assert any(bigger > chip and last.small_blind % bigger == 0 for bigger in left)
