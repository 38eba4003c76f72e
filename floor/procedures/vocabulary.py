"""The words the decision tables are written in (procedures.md §0): hand states, facts, outcomes.

A row of the rulebook names the facts it depends on (``found = "joker"``, ``face = "down"``,
``house.joker_policy = "tda"``) and the outcome it proposes in the §0.7 vocabulary. Every
word is listed here, so a misspelt one is refused when the rulebook is loaded, never read
as "does not apply".
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from floor.core.errors import Text
from floor.core.games import GAMES

HAND_STATES: tuple[str, ...] = tuple(f"HS{n}" for n in range(12))
"""§0.3: HS0 between hands … HS11 next hand after SA, always relative to the hand the matter concerns."""

STREETS = ("preflop", "flop", "turn", "river", "3rd", "4th", "5th", "6th", "7th", "draw")

FOUND: tuple[str, ...] = (
    # DT-7 defective card
    "defective_card", "deck_change_request",
    # DT-8 defective deck
    "missing_cards", "extra_cards", "duplicate_card", "different_back", "marked_cards", "joker", "carryover_pot",
    # DT-9 misdeals and dealing errors
    "boxed_card", "boxed_cards", "dealing_error", "wrong_number_of_cards", "button_short", "non_standard_card",
    "dealer_exposed_card", "player_exposed_card", "misdeal_declared", "four_card_flop", "flop_without_burn",
    "card_dealt_too_early", "stub_disordered", "stub_short",
    # DT-10 spectators and devices
    "spectators_near_table", "spectator_comment", "rail_request", "showed_cards_to_non_player", "phone_call",
    "device_on_table", "device_use_live_hand", "strategy_tool", "spectator_points_out_error", "unidentifiable_player",
    # DT-11 penalties
    "offence", "missed_round_penalty", "penalty_given", "player_on_penalty", "disqualification",
    "chips_out_of_view", "deliberate_miscall", "dealer_handover",
    # DT-12 showdown
    "showdown_reading", "uncontested", "all_in_betting_over", "show_order", "loser_mucks", "claim_pot",
    "one_card_shown", "discarded_face_down", "mucked_thinking_won", "bettor_discarded", "dealer_killed_hand",
    "kill_winning_hand", "award_pot", "see_hand_request", "stud_upcards_picked_up", "rabbit_hunt", "award_dispute",
)
"""What the floor is looking at: the one fact every situation must give."""

OFFENCES = (
    # TDA R71-B, R70: grounds that allow a penalty (PN-05)
    "etiquette", "exposing_cards_action_pending", "throwing_cards", "one_player_to_a_hand", "device_misuse",
    # TDA R71-B, R69, R33: grounds that require one (PN-06)
    "soft_play", "abuse", "disruptive", "dodging_blinds", "cheating", "chip_dumping", "collusion",
    "other",
)

# Facts a situation may give. An enumeration lists its values; the other kinds are checked by type.
BOOL, INT, SEATS, SEAT_MAP, SEAT = "bool", "int", "seats", "seat-map", "seat"
INPUT_FACTS: Mapping[str, tuple[str, ...] | str] = MappingProxyType({
    "hs": HAND_STATES,
    "street": STREETS,
    "found": FOUND,
    "by": ("dealer", "player", "floor", "spectator"),
    "face": ("up", "down"),
    "game": GAMES,
    "players_acted": INT,  # players who acted after the blinds (RRoP_ACTION)
    "seat": SEAT,  # the seat the matter is about: the holder, the offender, the requester
    "exploiter": SEAT,  # DD-08: the player the floor found knew of the defect and bet on it
    "contributions": SEAT_MAP,  # chips each seat put in this hand, forced bets included
    "dealt_in": SEATS,  # seats dealt into this hand (default: the seats with contributions)
    "live": SEATS,  # seats still holding live cards
    "winners": SEATS,
    "eligible": SEATS,  # DD-09: the seats the carryover may go to
    "on_penalty": SEATS,  # MD-08, PN-04: seats dealt in and killed
    "carryover": INT,
    "button": SEAT,
    "small_blind": SEAT,
    "big_blind": SEAT,
    "last_aggressor": SEAT,
    "where": ("dealt", "stub"),  # DD-05 / DD-12: where the odd back is
    "deliberate": BOOL,
    "cards_affected": INT,
    "repeated": BOOL,
    "recoverable": BOOL,  # the cards can be retrieved and identified 100% (TDA R14, R65)
    "holder_acted": BOOL,
    "action_taken": BOOL,
    "exposure": ("one_of_first_two", "two_or_more", "one_other"),
    "offence": OFFENCES,
    "players_seated": INT,
    "rounds": INT,
    "chips": INT,
    "river_caller": BOOL,
    "requester_holds_cards": BOOL,
    "requester_won": BOOL,
})

DERIVED_FACTS: Mapping[str, tuple[str, ...] | str] = MappingProxyType({
    "family": ("board", "stud", "draw"),
    "phase": ("before_hand", "in_hand", "after_hand"),
    "betting": BOOL,  # BETTING_STARTED reached (§0.4)
    "sa": BOOL,  # substantial action reached (TDA R36)
    "defect_timing": ("before_threshold", "after_threshold"),  # per house defect_threshold (DT-7)
    "misdeal_timing": ("before_threshold", "after_threshold"),  # per house misdeal_threshold (DT-9)
    "exploited": BOOL,
    "several": BOOL,  # more than one card affected
    "eligible_live": BOOL,
    "eligible_present": BOOL,
})
"""Facts the engine works out from the others and the house settings; rows may test them, nobody enters them."""

HINTS: Mapping[str, str] = MappingProxyType({
    "misdeal_timing": Text("players_acted (how many players acted after the blinds)"),
    "family": "game",
    "eligible_live": Text("eligible and live"),
    "eligible_present": Text("eligible and dealt_in"),
})
"""What to enter when a derived fact cannot be worked out (a Text, said in the desk's language)."""

# §0.7, with the additions the tables needed (each documented in the row that uses it).
CARDS = ("continue", "collect_all_and_redeal", "replace_card", "replace_deck", "scrap_card", "kill_hand",
         "reshuffle_stub_facedown", "table_all",
         "replace_after_hand", "deal_missing_cards", "keep_live", "show_in_order", "show_hand")
CHIPS = ("refund_all", "return_uncalled", "award", "carryover", "remove_from_play")
PLAYERS = ("replay_exact", "penalty", "dq", "move", "warn", "remove_spectator", "move_behind_rail", "floor_decides")
OUTCOME_WORDS: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {"cards": CARDS, "chips": CHIPS, "players": PLAYERS})

ARGUMENTS: Mapping[str, tuple[str, ...]] = MappingProxyType({
    "kill_hand": ("seat", "losers", "exploiter"),
    "return_uncalled": ("seat",),
    "award": ("seat", "eligible"),
    "carryover": ("exploiter", "eligible"),
    "penalty": ("seat", "exploiter"),
    "dq": ("seat", "exploiter"),
    "warn": ("seat", "spectator"),
    "table_all": ("live", "seat"),
    "remove_from_play": ("seat",),
    "keep_live": ("seat",),
    "deal_missing_cards": ("seat",),
})
"""The words that take a party, e.g. ``kill_hand(seat)``; the first is the default when none is written."""
