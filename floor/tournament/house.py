"""A tournament's house profile: the procedures.md §14 keys this event runs with.

The keys and their allowed values are checked by :func:`floor.core.house.house_settings`
(a misspelt key is refused, never ignored); setting them is an event, so the log shows which
rule was in force when a proposal was made. What is not set keeps the §14 default.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from floor.core.errors import FloorError, RequestError, Text
from floor.core.house import house_settings
from floor.tournament.balancing.policy import BalancePolicy
from floor.tournament.events import Event
from floor.tournament.jsonvalue import freeze_object
from floor.tournament.records import HouseSet
from floor.tournament.state import TournamentState

# The §14 defaults of the keys the tournament reads (the rules core has its own).
DEFAULTS: Mapping[str, object] = {
    "seat_draw_mode": "A_seat_cards",
    "seat_pool_policy": "balanced_fill",
    "button_draw_seats": "all_seats_with_stack",
    "button_rule": "dead",
    "balance_max_diff": 2,
    "tight_balance_from_tables": 4,
    "halt_short_tables": True,
    "break_order": "posted_list",
    "final_table_redraw": "full_redraw",
    "race_rounding": "half_up",
    "race_out_protection": "tda_min_chip_after",
}
METHODS = {"A_seat_cards": "A", "B_rank_cards": "B", "C_high_card_2step": "C"}


def setting(state: TournamentState, key: str) -> object:
    """The value in force: the tournament's own, else the §14 default."""
    return state.house.get(key, DEFAULTS.get(key))


def choice(state: TournamentState, key: str) -> str:
    """A setting whose values are words (the seat draw's mode, the button rule, the race's rounding...), in force;
    :func:`floor.core.house.house_settings` checked it when it was set."""
    value = setting(state, key)
    if not isinstance(value, str):
        raise FloorError(Text("the house setting {key} is {value!r}, not one of its words", key=key, value=value),
                         code="bad-house")
    return value


def verify_set(state: TournamentState, changes: Mapping[str, object]) -> None:
    if not changes:
        raise FloorError(Text("name at least one house setting, e.g. seat_draw_mode=C_high_card_2step"),
                         code="bad-house")
    try:
        merged = house_settings({**state.house, **changes})
    except RequestError as err:
        raise FloorError(err.message, code="bad-house") from None
    policy(merged)  # the numbers are checked where they are used


def set_house(state: TournamentState, changes: Mapping[str, object], *, now: float, author: str) -> Event:
    """Change house settings from now on; earlier rulings keep the settings they were made with."""
    verify_set(state, changes)
    return Event(HouseSet(freeze_object(changes)), now, author)


def policy(house: Mapping[str, object]) -> BalancePolicy:
    """The balancing rules (BB-01 to BB-09) from the house settings."""
    def get(key: str) -> Any:
        return house.get(key, DEFAULTS[key])
    return BalancePolicy(balance_max_diff=get("balance_max_diff"),
                         tight_balance_from_tables=get("tight_balance_from_tables"),
                         halt_short_tables=get("halt_short_tables"), break_order=get("break_order"))


def parse_value(text: str) -> object:
    """A value typed on the command line: true/false, a whole number, or the word itself."""
    lowered = text.strip().lower()
    if lowered in ("true", "false"):
        return lowered == "true"
    if lowered.lstrip("-").isdigit():
        return int(lowered)
    return text.strip()
