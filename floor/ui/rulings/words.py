"""The words for the values a ruling's facts take (what was found, the street, who found it…), so the Rulings
tab shows "карта с дефектом" where the rulebook says ``defective_card``; translated where shown."""

from __future__ import annotations

from floor.core.errors import FloorError
from floor.i18n.catalog import marked
from floor.procedures.house_words import rule_text
from floor.procedures.rulebook import Rulebook
from floor.ui.clock.board import GAME_NAMES
from floor.ui.common.language import current, spoken, tr

VALUE_WORDS = {
    "defective_card": marked("RulingsFacts", "defective card"),
    "deck_change_request": marked("RulingsFacts", "deck change request"),
    "missing_cards": marked("RulingsFacts", "missing cards"),
    "extra_cards": marked("RulingsFacts", "extra cards"),
    "duplicate_card": marked("RulingsFacts", "duplicate card"),
    "different_back": marked("RulingsFacts", "different back"),
    "marked_cards": marked("RulingsFacts", "marked cards"),
    "joker": marked("RulingsFacts", "joker"),
    "carryover_pot": marked("RulingsFacts", "carryover pot"),
    "boxed_card": marked("RulingsFacts", "boxed card"),
    "boxed_cards": marked("RulingsFacts", "boxed cards"),
    "dealing_error": marked("RulingsFacts", "dealing error"),
    "wrong_number_of_cards": marked("RulingsFacts", "wrong number of cards"),
    "button_short": marked("RulingsFacts", "button short"),
    "non_standard_card": marked("RulingsFacts", "non standard card"),
    "dealer_exposed_card": marked("RulingsFacts", "dealer exposed card"),
    "player_exposed_card": marked("RulingsFacts", "player exposed card"),
    "misdeal_declared": marked("RulingsFacts", "misdeal declared"),
    "four_card_flop": marked("RulingsFacts", "four card flop"),
    "flop_without_burn": marked("RulingsFacts", "flop without burn"),
    "card_dealt_too_early": marked("RulingsFacts", "card dealt too early"),
    "stub_disordered": marked("RulingsFacts", "stub disordered"),
    "stub_short": marked("RulingsFacts", "stub short"),
    "spectators_near_table": marked("RulingsFacts", "spectators near table"),
    "spectator_comment": marked("RulingsFacts", "spectator comment"),
    "rail_request": marked("RulingsFacts", "rail request"),
    "showed_cards_to_non_player": marked("RulingsFacts", "showed cards to non player"),
    "phone_call": marked("RulingsFacts", "phone call"),
    "device_on_table": marked("RulingsFacts", "device on table"),
    "device_use_live_hand": marked("RulingsFacts", "device use live hand"),
    "strategy_tool": marked("RulingsFacts", "strategy tool"),
    "spectator_points_out_error": marked("RulingsFacts", "spectator points out error"),
    "unidentifiable_player": marked("RulingsFacts", "unidentifiable player"),
    "offence": marked("RulingsFacts", "offence"),
    "missed_round_penalty": marked("RulingsFacts", "missed round penalty"),
    "penalty_given": marked("RulingsFacts", "penalty given"),
    "player_on_penalty": marked("RulingsFacts", "player on penalty"),
    "disqualification": marked("RulingsFacts", "disqualification"),
    "chips_out_of_view": marked("RulingsFacts", "chips out of view"),
    "deliberate_miscall": marked("RulingsFacts", "deliberate miscall"),
    "dealer_handover": marked("RulingsFacts", "dealer handover"),
    "showdown_reading": marked("RulingsFacts", "showdown reading"),
    "uncontested": marked("RulingsFacts", "uncontested"),
    "all_in_betting_over": marked("RulingsFacts", "all in betting over"),
    "show_order": marked("RulingsFacts", "show order"),
    "loser_mucks": marked("RulingsFacts", "loser mucks"),
    "claim_pot": marked("RulingsFacts", "claim pot"),
    "one_card_shown": marked("RulingsFacts", "one card shown"),
    "discarded_face_down": marked("RulingsFacts", "discarded face down"),
    "mucked_thinking_won": marked("RulingsFacts", "mucked thinking won"),
    "bettor_discarded": marked("RulingsFacts", "bettor discarded"),
    "dealer_killed_hand": marked("RulingsFacts", "dealer killed hand"),
    "kill_winning_hand": marked("RulingsFacts", "kill winning hand"),
    "award_pot": marked("RulingsFacts", "award pot"),
    "see_hand_request": marked("RulingsFacts", "see hand request"),
    "stud_upcards_picked_up": marked("RulingsFacts", "stud upcards picked up"),
    "rabbit_hunt": marked("RulingsFacts", "rabbit hunt"),
    "award_dispute": marked("RulingsFacts", "award dispute"),
    "preflop": marked("RulingsFacts", "preflop"),
    "flop": marked("RulingsFacts", "flop"),
    "turn": marked("RulingsFacts", "turn"),
    "river": marked("RulingsFacts", "river"),
    "3rd": marked("RulingsFacts", "3rd street"),
    "4th": marked("RulingsFacts", "4th street"),
    "5th": marked("RulingsFacts", "5th street"),
    "6th": marked("RulingsFacts", "6th street"),
    "7th": marked("RulingsFacts", "7th street"),
    "draw": marked("RulingsFacts", "draw"),
    "dealer": marked("RulingsFacts", "dealer"),
    "player": marked("RulingsFacts", "player"),
    "floor": marked("RulingsFacts", "floor"),
    "spectator": marked("RulingsFacts", "spectator"),
    "up": marked("RulingsFacts", "face up"),
    "down": marked("RulingsFacts", "face down"),
    "dealt": marked("RulingsFacts", "in the cards dealt"),
    "stub": marked("RulingsFacts", "in the stub"),
    "one_of_first_two": marked("RulingsFacts", "one of the first two cards"),
    "two_or_more": marked("RulingsFacts", "two or more cards"),
    "one_other": marked("RulingsFacts", "one other card"),
    "etiquette": marked("RulingsFacts", "etiquette"),
    "exposing_cards_action_pending": marked("RulingsFacts", "exposing cards action pending"),
    "throwing_cards": marked("RulingsFacts", "throwing cards"),
    "one_player_to_a_hand": marked("RulingsFacts", "one player to a hand"),
    "device_misuse": marked("RulingsFacts", "device misuse"),
    "soft_play": marked("RulingsFacts", "soft play"),
    "abuse": marked("RulingsFacts", "abuse"),
    "disruptive": marked("RulingsFacts", "disruptive"),
    "dodging_blinds": marked("RulingsFacts", "dodging blinds"),
    "cheating": marked("RulingsFacts", "cheating"),
    "chip_dumping": marked("RulingsFacts", "chip dumping"),
    "collusion": marked("RulingsFacts", "collusion"),
    "other": marked("RulingsFacts", "other"),
}
"""Each value of a fact with a fixed set of values (procedures/vocabulary.py), in English words."""


def value_text(value: object) -> str:
    """A fact's value in the language in use: its words, a game's name, or the value itself."""
    if isinstance(value, str) and value in VALUE_WORDS:
        return tr("RulingsFacts", VALUE_WORDS[value])
    if isinstance(value, str) and value in GAME_NAMES:
        return tr("Games", GAME_NAMES[value])
    return str(value).replace("_", " ")


def row_title(book: Rulebook, row_id: str) -> str:
    """A row's title in the language in use (a rule that lives in code: its text; an unknown id: "")."""
    try:
        return book.row(row_id).words(current()).title
    except FloorError:
        text = rule_text(row_id)
        return spoken(text) if text is not None else ""
