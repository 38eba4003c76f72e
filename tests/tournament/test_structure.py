"""Blind structures: the shipped templates are playable, and a bad structure is refused by level number."""

import dataclasses
import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floor.core.errors import FloorError
from floor.tournament.structure import (
    HORSE,
    Break,
    Level,
    Structure,
    StructureError,
    mixed_rotation,
    structure_from_json,
    structure_to_json,
    template,
    template_names,
)

CHIPS = (25, 100, 500, 1000, 5000)


def refusal(items: tuple[Level | Break, ...], chips: tuple[int, ...] = CHIPS) -> str:
    with pytest.raises(StructureError) as caught:
        Structure(items, chips)
    return caught.value.message


def ramp(*big_blinds: int, minutes: int = 20) -> tuple[Level, ...]:
    return tuple(Level(bb // 2, bb, minutes) for bb in big_blinds)


def json_refusal(data: Any) -> str:
    with pytest.raises(StructureError) as caught:
        structure_from_json(data)
    return caught.value.message


def small_structure() -> dict[str, Any]:
    return structure_to_json(Structure((*ramp(50, 100), Break(10, (25,)), *ramp(200, 400)), CHIPS))


# --- the templates -----------------------------------------------------------------------------------


def test_the_four_templates_are_shipped() -> None:
    """The structure picker offers turbo, standard, deep stack and HORSE."""
    assert {"turbo", "standard", "deep-stack", "horse"} <= set(template_names())


@pytest.mark.parametrize(("name", "low", "high"), [("turbo", 10, 12), ("standard", 20, 20), ("deep-stack", 30, 40),
                                                   ("horse", 15, 30)])
def test_templates_have_live_level_lengths_and_a_full_day_of_levels(name: str, low: int, high: int) -> None:
    """A template reads like a real live structure: 25-30 levels of the usual length for its speed."""
    structure = template(name)
    assert 25 <= len(structure.levels()) <= 30
    assert all(low <= level.minutes <= high for level in structure.levels())
    assert structure.name


@pytest.mark.parametrize("name", ["turbo", "standard", "deep-stack", "horse"])
def test_templates_break_every_four_to_six_levels_and_color_up_the_small_chips_first(name: str) -> None:
    """Breaks come every 4-6 levels, and the 25 chip goes before the 100 chip."""
    structure = template(name)
    breaks = [i for i, item in enumerate(structure.items) if isinstance(item, Break)]
    numbers = [structure.level_number(i) for i in breaks]
    gaps = [b - a for a, b in zip([0, *numbers], numbers, strict=False)]
    assert gaps and all(4 <= gap <= 6 for gap in gaps)
    colored = [chip for i in breaks for chip in structure.items[i].color_up]  # type: ignore[union-attr]
    assert colored[:2] == [25, 100]


@pytest.mark.parametrize(("name", "first"), [("turbo", 3), ("standard", 4), ("deep-stack", 4)])
def test_hold_em_templates_have_a_big_blind_ante_from_level_3_or_4(name: str, first: int) -> None:
    """The big blind pays one big-blind ante from level 3 (turbo) or 4, and nobody else antes."""
    levels = template(name).levels()
    assert all(level.ante == 0 for level in levels[: first - 1])
    assert all(level.ante_kind == "big-blind" and level.ante == level.big_blind for level in levels[first - 1:])
    assert {level.game for level in levels} == {"holdem"}


def test_the_horse_template_rotates_the_five_games_one_level_each() -> None:
    """HORSE deals hold'em, Omaha hi-lo, razz, stud, stud eight-or-better, then starts over."""
    horse = template("horse")
    assert horse == mixed_rotation(HORSE, 1, horse)
    assert [level.game for level in horse.levels()[:6]] == [*HORSE, "holdem"]
    for level in horse.levels():
        stud = level.game in ("razz", "stud", "stud-hilo")
        assert (level.ante_kind == "ante") == stud


@pytest.mark.parametrize("name", ["turbo", "standard", "deep-stack", "horse"])
def test_a_template_survives_export_and_import(name: str) -> None:
    """Exporting a structure and importing the file gives back the same structure."""
    structure = template(name)
    assert structure_from_json(json.loads(json.dumps(structure_to_json(structure)))) == structure


def test_an_unknown_template_lists_the_ones_there_are() -> None:
    """Asking for a template that does not exist says which ones do."""
    with pytest.raises(FloorError, match="there is no structure template 'slow': the templates are deep-stack"):
        template("slow")


# --- checks on a structure ---------------------------------------------------------------------------


def test_a_lower_big_blind_names_both_levels() -> None:
    """Blinds that go down are refused with the level numbers players see."""
    levels = (*ramp(50, 100, 200, 300, 400, 600), Level(200, 400, 20))
    assert refusal(levels) == "level 7: the big blind (400) is lower than level 6's (600)"


def test_breaks_do_not_shift_the_level_numbers() -> None:
    """Level numbers in a message skip the breaks, as on the structure sheet."""
    levels: tuple[Level | Break, ...] = (*ramp(50, 100), Break(10), Level(100, 200, 20), Level(75, 200, 20))
    assert refusal(levels) == "level 4: the small blind (75) is lower than level 3's (100)"


@pytest.mark.parametrize(("level", "message"), [
    (lambda: Level(300, 200, 20), "the small blind (300) is higher than the big blind (200)"),
    (lambda: Level(100, 200, 0), "the length in minutes must be more than 0, not 0"),
    (lambda: Level(0, 200, 20), "the small blind must be more than 0, not 0"),
    (lambda: Level(100, 200, 20, ante=200), "an ante of 200 needs its kind"),
    (lambda: Level(100, 200, 20, ante_kind="ante"), "an ante needs an amount above 0, or the kind 'none'"),
    (lambda: Level(100, 200, 20, ante=25, ante_kind="bba"), "the ante kind must be 'none', 'ante' or 'big-blind'"),
    (lambda: Level(100, 200, 20, game="poker"), "unknown game 'poker'"),
    (lambda: Level(100, 200, 20, 200, "big-blind", "stud"), "stud has no big blind, so it cannot have a big-blind"),
    (lambda: Level(100.0, 200, 20), "the small blind must be a whole number, not 100.0"),  # type: ignore[arg-type]
    (lambda: Break(0), "the length in minutes must be more than 0"),
    (lambda: Break(10, (25, 25)), "a chip is colored up twice"),
])
def test_a_level_or_break_that_cannot_be_played_is_refused(level: Any, message: str) -> None:
    """Impossible blinds, antes, games and lengths are refused as soon as they are typed."""
    with pytest.raises(StructureError, match=message.replace("(", r"\(").replace(")", r"\)")):
        level()


def test_an_amount_that_the_smallest_chip_cannot_pay_is_refused() -> None:
    """A 30 ante cannot be paid with 25 chips."""
    levels = (*ramp(50, 100), Level(50, 100, 20, 30, "ante"))
    assert refusal(levels) == "level 3: the ante (30) is not a multiple of 25, the smallest chip in play"


def test_a_blind_that_needs_a_colored_up_chip_is_refused() -> None:
    """After the 25s are colored up, a 150 small blind can no longer be paid."""
    levels: tuple[Level | Break, ...] = (*ramp(50, 100, 200), Break(15, (25,)), Level(150, 300, 20))
    assert refusal(levels) == (
        "level 4: the small blind (150) is not a multiple of 100, "
        "the smallest chip left after the color-up at the break after level 3"
    )


def test_coloring_up_a_chip_not_in_play_is_refused() -> None:
    """A color-up can only take chips off that are on the tables."""
    assert refusal((*ramp(50, 100), Break(10, (50,)), *ramp(200))) == (
        "the break after level 2 colors up the 50 chip, which is not in play"
    )
    twice: tuple[Level | Break, ...] = (*ramp(50, 100), Break(10, (25,)), *ramp(200), Break(10, (25,)), *ramp(400))
    assert refusal(twice) == "the break after level 3 colors up the 25 chip, which was already colored up"
    assert refusal((*ramp(100), Break(10, (25, 100))), (25, 100)).startswith(
        "the structure ends with the break after level 1"
    )
    assert refusal((*ramp(100), Break(10, (25, 100)), *ramp(200)), (25, 100)) == (
        "the break after level 1 colors up every chip: at least one denomination must stay"
    )


def test_breaks_sit_between_levels() -> None:
    """No two breaks in a row, no break first or last, and at least one level."""
    assert refusal((*ramp(100), Break(10), Break(5), *ramp(200))) == (
        "there are two breaks in a row after level 1: make them one break"
    )
    assert refusal((Break(10), *ramp(100))) == "the structure starts with a break: the first item must be a level"
    assert refusal((*ramp(100), Break(10))).startswith("the structure ends with the break after level 1")
    assert refusal(()) == "a structure needs at least one level"


def test_the_chips_in_play_are_checked_and_sorted() -> None:
    """The chip set is whole denominations, each once; their order does not matter."""
    assert Structure(ramp(100), (100, 25)).chips == (25, 100)
    assert refusal(ramp(100), ()).startswith("a structure needs the chip denominations in play")
    assert refusal(ramp(100), (25, 25)) == "the 25 chip is listed twice among the chips in play"


def test_levels_and_breaks_are_frozen() -> None:
    """Nobody changes a level behind the clock's back: a new structure is a new value."""
    level = Level(100, 200, 20)
    with pytest.raises(dataclasses.FrozenInstanceError):
        level.big_blind = 300  # type: ignore[misc]


# --- helpers the clock and the screens use -----------------------------------------------------------


def test_levels_items_and_breaks_are_found_by_index() -> None:
    """The screens can ask for level N, the item at an index, and the next break."""
    s = Structure((*ramp(50, 100), Break(10, (25,)), *ramp(200, 400), Break(10), *ramp(800)), CHIPS)
    assert [level.big_blind for level in s.levels()] == [50, 100, 200, 400, 800]
    assert s.item(2) == Break(10, (25,))
    assert [s.next_break_after(i) for i in range(len(s.items))] == [2, 2, 5, 5, 5, None, None]
    assert [s.next_level_after(i) for i in range(len(s.items))] == [1, 3, 3, 4, 6, 6, None]
    assert [s.level_number(i) for i in range(len(s.items))] == [1, 2, 2, 3, 4, 4, 5]
    assert [s.level_index(n) for n in range(1, 6)] == [0, 1, 3, 4, 6]
    assert s.chips_at(2) == CHIPS and s.chips_at(3) == CHIPS[1:]
    assert s.where(5) == "the break after level 4"
    with pytest.raises(StructureError, match="the structure has no item 7: it has 7 levels and breaks"):
        s.item(7)
    with pytest.raises(StructureError, match="there is no level 6: the structure has 5 levels"):
        s.level_index(6)


# --- mixed games -------------------------------------------------------------------------------------


def test_a_rotation_deals_each_game_for_its_levels_across_breaks() -> None:
    """Two levels of each game, and a break does not restart the rotation."""
    base = Structure((*ramp(100, 200, 400), Break(10), *ramp(800, 1600, 3200)), (25,))
    games = [level.game for level in mixed_rotation(("holdem", "omaha"), 2, base).levels()]
    assert games == ["holdem", "holdem", "omaha", "omaha", "holdem", "holdem"]


def test_a_rotation_refuses_unknown_games_and_impossible_antes() -> None:
    """A misspelt game, or a big-blind ante in stud, is refused naming the level."""
    base = Structure(tuple(Level(100, 200, 20, 200, "big-blind") for _ in range(4)), (100,))
    with pytest.raises(StructureError, match="unknown game 'hrose'"):
        mixed_rotation(("hrose",), 1, base)
    with pytest.raises(StructureError, match="level 3: razz has no big blind"):
        mixed_rotation(HORSE, 1, base)
    with pytest.raises(StructureError, match="levels per game must be more than 0"):
        mixed_rotation(HORSE, 0, base)


# --- JSON --------------------------------------------------------------------------------------------


def test_a_json_structure_with_defaults_left_out_is_read() -> None:
    """A hand-written file may leave out the ante, its kind, the game and the color-up."""
    data = {"chips": [25, 100], "items": [
        {"kind": "level", "small_blind": 25, "big_blind": 50, "minutes": 15},
        {"kind": "break", "minutes": 10},
        {"kind": "level", "small_blind": 50, "big_blind": 100, "minutes": 15, "ante": 100, "ante_kind": "big-blind"},
    ]}
    s = structure_from_json(data)
    assert s.items == (Level(25, 50, 15), Break(10), Level(50, 100, 15, 100, "big-blind"))
    assert s.name == ""


def test_a_bad_json_structure_names_the_level_and_the_field() -> None:
    """A typing mistake in a structure file is found at its level and field."""
    data = small_structure()
    data["items"][3]["small_blind"] = "100"
    assert json_refusal(data) == "level 3: small_blind must be a whole number, not '100'"
    data = small_structure()
    data["items"][4]["antee"] = 100
    assert json_refusal(data).startswith("level 4: unknown field 'antee'")
    data = small_structure()
    del data["items"][1]["minutes"]
    assert json_refusal(data) == "level 2: 'minutes' is missing"
    data = small_structure()
    data["items"][2]["color_up"] = 25
    assert json_refusal(data) == "the break after level 2: color_up must be a list of chip denominations, not 25"
    data = small_structure()
    data["items"][0]["ante_kind"] = "bba"
    assert json_refusal(data) == "level 1: ante_kind must be one of none, ante, big-blind, not 'bba'"
    data = small_structure()
    data["items"][4]["big_blind"] = 150
    assert json_refusal(data) == "level 4: the small blind (200) is higher than the big blind (150)"
    data = small_structure()
    data["items"][2]["kind"] = "pause"
    assert json_refusal(data) == "item 3 (after level 2): 'kind' must be 'level' or 'break', not 'pause'"


def test_a_json_file_that_is_not_a_structure_is_refused() -> None:
    """Importing some other JSON file gives a clear message, not a crash."""
    assert json_refusal([1, 2]) == "a blind structure is a JSON object with 'chips' and 'items'"
    assert json_refusal({"items": []}) == "the structure has no 'chips'"
    assert json_refusal({"chips": [25], "items": "levels"}) == (
        "the structure's 'items' must be a list of levels and breaks"
    )
    assert json_refusal({"chips": [25], "items": [], "blinds": []}).startswith(
        "the structure: unknown field 'blinds'"
    )


@st.composite
def structures(draw: st.DrawFn) -> Structure:
    items: list[Level | Break] = []
    small, big = 25, 50
    for n in range(draw(st.integers(1, 12))):
        if n and draw(st.booleans()):
            items.append(Break(draw(st.integers(1, 20))))
        big += 50 * draw(st.integers(0, 4))
        small = 25 * draw(st.integers(small // 25, big // 25))
        ante = draw(st.sampled_from(["none", "ante", "big-blind"]))
        game = draw(st.sampled_from(["holdem", "omaha", "draw27"]))
        items.append(Level(small, big, draw(st.integers(1, 60)), 0 if ante == "none" else 25, ante, game))
    return Structure(tuple(items), (25, 100, 500), draw(st.text(max_size=10)))


@given(structures())
def test_any_structure_survives_export_and_import(structure: Structure) -> None:
    """Whatever a house builds, exporting and importing it changes nothing."""
    assert structure_from_json(json.loads(json.dumps(structure_to_json(structure)))) == structure


def test_a_level_keyed_ante_kind_bracket_is_an_unknown_field_not_an_internal_error() -> None:
    """Found by the structure fuzz at 10,000 (part 7): a byte turned ``"ante_kind"`` into ``"ante_kind["``; the codec's
    refusal path "ante_kind[" was read as the field ante_kind, which the level does not have, and `floor tournament new
    --structure` ended in "internal error (KeyError)". It is an unknown field, named as the file names it."""
    level = {"kind": "level", "small_blind": 25, "big_blind": 50, "ante": 0, "ante_kind[": "none", "minutes": 20}
    with pytest.raises(FloorError, match=r"level 1: unknown field 'ante_kind\['"):
        structure_from_json({"chips": [25, 100], "items": [level]})
