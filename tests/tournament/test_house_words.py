"""A house setting whose values are words (the seat draw's mode, the button rule, the race's rounding) is read as
one: the tournament's own word, else the §14 default; a value that is not a word is refused in words."""

import dataclasses

import pytest

from floor.core.errors import FloorError
from floor.tournament import house
from floor.tournament.events import Event
from floor.tournament.records import Created
from floor.tournament.settings import Settings
from floor.tournament.state import replay

NOW = 1_800_000_000.0


def test_a_word_setting_reads_the_houses_word_else_the_default_and_refuses_a_damaged_one() -> None:
    state = replay(1, [Event(Created.of(Settings("T", buy_in=100, starting_stack=10_000)), NOW, "Ana", 1)])
    assert house.choice(state, "button_rule") == "dead"
    state = state.after(house.set_house(state, {"button_rule": "moving"}, now=NOW, author="Ana").numbered(2))
    assert house.choice(state, "button_rule") == "moving" == house.setting(state, "button_rule")
    damaged = dataclasses.replace(state, house={"button_rule": 3})
    with pytest.raises(FloorError, match="the house setting button_rule is 3, not one of its words"):
        house.choice(damaged, "button_rule")
    assert house.setting(damaged, "button_rule") == 3
