"""House settings the rules core reads (procedures.md §14), with their defaults.

The keys of §14 that other parts of Floor use are accepted here too, so one house
profile serves every screen; a key that is not a house setting is refused, because
a misspelt setting silently ignored would change a ruling without anyone knowing.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from floor.core.errors import RequestError, Text

_CHOICES: dict[str, tuple[object, ...]] = {
    # Read by the rules core.
    "shortdeck_trips_beat_straight": (True, False),
    "stud_odd_chip_cards": ("five_card_hand", "all_cards"),
    "razz_odd_chip_card": ("high_by_suit", "low_by_suit"),
    # Read by the procedures and the tournament (validated there).
    "rulebook_version": (),
    "misdeal_threshold": ("SA", "RRoP_ACTION"),
    "defect_threshold": ("BETTING_STARTED", "SA"),
    "deck_spec": (),
    "joker_policy": ("defective_deck", "tda", "rrop"),
    "missing_card_policy": ("void", "stands"),
    "mixed_back_stub_policy": ("void", "stands"),
    "exploit_policy": ("s002_mandatory", "rrop_discretionary", "tda_penalty_only"),
    "carryover_unclaimed": ("roll_forward", "floor_decides"),
    "late_defect_policy": ("s002_pot_stands", "tda_r22_window"),
    "void_hand_button": ("replay", "advance"),
    "seat_draw_mode": ("A_seat_cards", "B_rank_cards", "C_high_card_2step"),
    "seat_pool_policy": ("balanced_fill", "all_open_seats"),
    "button_draw_method": ("deal_clockwise_from_seat1", "players_draw"),
    "button_draw_seats": ("all_seats_with_stack", "present_only"),
    "button_rule": ("dead", "moving"),
    "five_stud_forced_action": ("low_card_brings_in", "high_card_acts_first_no_bringin"),
    "stud_tie_first_to_act": ("high_card_by_suit", "nearest_dealer_left"),
    "balance_max_diff": (),
    "tight_balance_from_tables": (),
    "halt_short_tables": (True, False),
    "source_table_policy": (),
    "stud_move_selection": (),
    "break_trigger": (),
    "break_order": ("posted_list", "highest_number_first", "random_at_break"),
    "final_table_redraw": ("full_redraw", "broken_table_only"),
    "race_rounding": ("half_up", "always_up", "always_down"),
    "race_out_protection": ("tda_min_chip_after", "rrop_first_from_pool"),
    "see_hand_policy": ("tda", "rrop"),
    "rail_clear_on_request": ("discretionary", "mandatory"),
    "device_kills_live_hand": (False, True),
}

DEFAULTS: Mapping[str, object] = MappingProxyType({
    "shortdeck_trips_beat_straight": True,
    "stud_odd_chip_cards": "five_card_hand",
    "razz_odd_chip_card": "high_by_suit",
})


def house_settings(house: Mapping[str, object] | None) -> dict[str, object]:
    """The settings in force: the defaults overlaid with the house's own, each checked."""
    if house is None:
        house = {}
    if not isinstance(house, Mapping):
        raise RequestError(Text("house must be an object of house settings"), code="bad-house")
    merged: dict[str, object] = dict(DEFAULTS)
    for key, value in house.items():
        if key not in _CHOICES:
            raise RequestError(Text("'{key}' is not a house setting", key=key), code="bad-house")
        choices = _CHOICES[key]
        if choices and (value not in choices or type(value) is not type(choices[0])):
            allowed = ", ".join(repr(c).lower() if isinstance(c, bool) else str(c) for c in choices)
            raise RequestError(Text("house setting {key} cannot be {value!r}: choose {allowed}",
                                    key=key, value=value, allowed=allowed), code="bad-house")
        merged[key] = value
    return merged
