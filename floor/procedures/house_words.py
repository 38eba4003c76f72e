"""The house settings (procedures.md §14) in a floor's words: each setting's name, what it decides, its choices.

A setting is stored by its key and values (``joker_policy = "tda"``) in the profile, the events and the ruling
records; a person reads :func:`name`, :func:`choice` and :func:`explanation` (each a :class:`Text`, said in the
desk's language where shown: ``floor.ui.common.language.spoken``), with the
rule ids the setting chooses between (:attr:`Setting.rules`). The rules that live in code, not in the
rulebook (seating, buttons, balancing, the chip race, pots, stud order), have their text here too
(:data:`RULE_TEXTS`), so a window can show a rule without the design documents.

>>> name("joker_policy"), choice("joker_policy", "tda")
('Jokers', 'A misdeal before substantial action, a blank after (TDA rule 35)')
>>> setting("deck_spec").rules, choice("deck_spec", 53), choice_explanation("deck_spec", 53)
(('DD-01',), '53 cards', 'With one joker.')
"""

from __future__ import annotations

from dataclasses import dataclass

from floor.core.errors import FloorError, Text

CHOICE, NUMBER, PER_GAME = "choice", "number", "per-game"

GROUPS = (
    ("seating", Text("Seats and tables")),
    ("chips", Text("Chip race, pots and stud")),
    ("cards", Text("Decks and misdeals")),
    ("showdown", Text("Showdown and the room")),
)
"""The settings' groups, in the order a window shows them."""


@dataclass(frozen=True, slots=True)
class Setting:
    """One house setting: its key, group, name, what it decides, its rules and its choices (value, words, why)."""

    key: str
    group: str
    name: str
    explanation: str
    rules: tuple[str, ...]
    choices: tuple[tuple[object, str, str], ...] = ()
    kind: str = CHOICE


SETTINGS: tuple[Setting, ...] = (
    # -- seats and tables -------------------------------------------------------------------------------------
    Setting("seat_draw_mode", "seating", Text("How seats are drawn"),
            Text("Every seat is drawn at random; this says how the draw is made."), ("SE-01",), (
                ("A_seat_cards", Text("Seat cards: Floor draws every seat"),
                 Text("Floor draws a random seat for each player and prints it on a seat card.")),
                ("B_rank_cards", Text("Rank cards at one table"),
                 Text("Each player draws a card: the ace is seat 1, a two seat 2, and so on.")),
                ("C_high_card_2step", Text("High card, then shuffled seat cards"),
                 Text("Each player is dealt a card; the highest takes the top seat card of a "
                                         "shuffled stack, and so on.")))),
    Setting("seat_pool_policy", "seating", Text("Seats a late entrant draws from"),
            Text("A late entrant, alternate or re-entry draws a seat like everyone else; this "
                                    "says which open seats are in the draw."), ("SE-04",), (
                ("balanced_fill", Text("Only seats that keep the tables balanced"),
                 Text("The draw leaves out seats at tables that are already fuller.")),
                ("all_open_seats", Text("Any open seat"),
                 Text("Every empty seat is in the draw.")))),
    Setting("button_draw_seats", "seating", Text("Who gets a card in the button draw"),
            Text("The highest card takes the button at a new table."), ("BT-01",), (
                ("all_seats_with_stack", Text("Every seat with chips"),
                 Text("Absent players' seats get a card too.")),
                ("present_only", Text("Only the players present"),
                 Text("An absent player's seat gets no card.")))),
    Setting("button_rule", "seating", Text("How the button moves"),
            Text("After a player busts, the button and blinds move by this rule."),
            ("BT-02", "BT-15"), (
                ("dead", Text("Dead button (TDA rule 32)"),
                 Text("The big blind always moves on; the button or the small blind may fall on an "
                                         "empty seat.")),
                ("moving", Text("Moving button"),
                 Text("The button always moves on one player; there may be two big blinds. Only "
                                         "if the house opts out of the TDA rule.")))),
    Setting("balance_max_diff", "seating", Text("Most players apart before a move"),
            Text("Tables are kept within this many players of the fullest table."), ("BB-01",),
            kind=NUMBER),
    Setting("tight_balance_from_tables", "seating", Text("Tables left when balancing tightens"),
            Text("With this many tables or fewer left, tables are kept within one player."),
            ("BB-01",), kind=NUMBER),
    Setting("halt_short_tables", "seating", Text("Halt a short table"),
            Text("A table three or more players short of the fullest stops once its blinds "
                                    "fall on an empty seat, until a player arrives."), ("BB-02",), (
                (True, Text("Yes: it stops until a player arrives"),
                 Text("As the TDA rules say for full-ring events.")),
                (False, Text("No: it plays on"),
                 Text("For short-handed or turbo events, where the TD decides.")))),
    Setting("break_order", "seating", Text("Which table breaks next"),
            Text("A table breaks when its players fit into the empty seats elsewhere."),
            ("BB-09",), (
                ("posted_list", Text("The posted list"),
                 Text("Tables break in the order posted before the start.")),
                ("highest_number_first", Text("Highest table number first"),
                 Text("The table with the highest number breaks first.")),
                ("random_at_break", Text("Drawn at random"),
                 Text("The table to break is drawn when it is time, which the TDA suggests "
                                         "against stalling.")))),
    Setting("final_table_redraw", "seating", Text("Seating at the final table"),
            Text("How the finalists are seated when the last tables come together."),
            ("BB-13",), (
                ("full_redraw", Text("Everyone draws a new seat"),
                 Text("Every finalist draws a seat and the button is drawn by high card.")),
                ("broken_table_only", Text("Only the arrivals draw"),
                 Text("Players already at the final table keep their seats; the button goes "
                                         "on.")))),
    # -- chip race, pots and stud --------------------------------------------------------------------------------
    Setting("race_rounding", "chips", Text("Chips in the chip race"),
            Text("How many new chips the left-over low chips are worth in the race."),
            ("CR-03",), (
                ("half_up", Text("Round half or more up"),
                 Text("One more new chip when the rest is at least half of one (Robert's Rules "
                                         "of Poker).")),
                ("always_up", Text("Always round up"),
                 Text("Any rest makes one more new chip.")),
                ("always_down", Text("Always round down"),
                 Text("The rest leaves play.")))),
    Setting("race_out_protection", "chips", Text("Nobody raced out"),
            Text("A player who would have no chips left after the race keeps one."), ("CR-06",), (
                ("tda_min_chip_after", Text("One lowest chip after the race (TDA rule 24)"),
                 Text("After the race he gets one chip of the lowest denomination still in "
                                         "play.")),
                ("rrop_first_from_pool", Text("The first new chip (Robert's Rules of Poker)"),
                 Text("He takes one of the new chips before anyone else is awarded one.")))),
    Setting("stud_odd_chip_cards", "chips", Text("Stud odd chip: the cards that count"),
            Text("In stud the odd chip of a split pot goes to the high card by suit."),
            ("PT-09",), (
                ("five_card_hand", Text("The five cards of the winning hand (TDA rule 20)"),
                 Text("Only the cards of the hand that won count.")),
                ("all_cards", Text("All the player's cards (Robert's Rules of Poker)"),
                 Text("Every card the player holds counts.")))),
    Setting("razz_odd_chip_card", "chips", Text("Razz odd chip"),
            Text("Which card decides who gets the odd chip of a split razz pot."), ("PT-09",), (
                ("high_by_suit", Text("The high card by suit (TDA rule 20)"),
                 Text("As in the other stud games.")),
                ("low_by_suit", Text("The low card by suit (Robert's Rules of Poker)"),
                 Text("The lowest card by suit takes it.")))),
    Setting("five_stud_forced_action", "chips", Text("Five-card stud: who acts first"),
            Text("The TDA rules have no rule for five-card stud."), ("SR-07",), (
                ("low_card_brings_in", Text("The low card brings in"),
                 Text("As in seven-card stud.")),
                ("high_card_acts_first_no_bringin", Text("The high card acts first, no bring-in"),
                 Text("The highest card showing acts first and nobody posts a bring-in.")))),
    Setting("stud_tie_first_to_act", "chips", Text("Stud: equal hands showing"),
            Text("Who acts first on a later street when two best hands showing are equal."),
            ("SR-08",), (
                ("high_card_by_suit", Text("The high card by suit (TDA recommended procedure 10-D)"),
                 Text("The hand with the highest card by suit acts first.")),
                ("nearest_dealer_left", Text("The player nearest the dealer's left"),
                 Text("The first of them clockwise from the dealer acts first.")))),
    Setting("shortdeck_trips_beat_straight", "chips", Text("Short deck: three of a kind or a "
                                                                              "straight"),
            Text("Which of the two ranks higher in short deck (36 cards)."), (), (
                (True, Text("Three of a kind beats a straight"),
                 Text("The ranking most short-deck rooms use.")),
                (False, Text("A straight beats three of a kind"),
                 Text("The ranking of the full deck.")))),
    # -- decks and misdeals --------------------------------------------------------------------------------------
    Setting("deck_spec", "cards", Text("Cards in each game's deck"),
            Text("A deck with more or fewer cards than this is defective."), ("DD-01",), (
                (52, Text("52 cards"), Text("The full deck.")),
                (36, Text("36 cards"), Text("Six to ace: the short deck.")),
                (32, Text("32 cards"),
                 Text("Seven to ace: some short variants.")),
                (53, Text("53 cards"), Text("With one joker.")),
                (54, Text("54 cards"), Text("With two jokers."))),
            kind=PER_GAME),
    Setting("misdeal_threshold", "cards", Text("Misdeal threshold"),
            Text("Up to when a dealing error is a misdeal; after it the hand goes on."),
            ("MD-01", "MD-03", "MD-04", "MD-10", "MD-11"), (
                ("SA", Text("Until substantial action (TDA rule 36)"),
                 Text("Two actions with chips put in, or any three actions, after the blinds.")),
                ("RRoP_ACTION", Text("Until two players have acted (Robert's Rules of Poker)"),
                 Text("Two players after the blinds have acted on their hands.")))),
    Setting("defect_threshold", "cards", Text("Defective card threshold"),
            Text("Up to when a defective face-down card means a new deal."), ("DC-02", "DC-03"), (
                ("BETTING_STARTED", Text("Until betting begins (house rules §4.3)"),
                 Text("Once anyone has checked, bet, called, raised or folded, the holder plays "
                                         "the hand as dealt.")),
                ("SA", Text("Until substantial action"),
                 Text("As for misdeals under the TDA rules.")))),
    Setting("joker_policy", "cards", Text("Jokers"),
            Text("What a joker counts as in a game played without one."), ("DD-07", "MD-04"), (
                ("defective_deck", Text("A defective deck: void the hand (house rules §5.5)"),
                 Text("Play stops, every player gets back what he put in, and the hand is dealt "
                                         "again with another deck.")),
                ("tda", Text("A misdeal before substantial action, a blank after (TDA rule 35)"),
                 Text("Before substantial action the hand is dealt again; after it the joker is "
                                         "set aside and the next card dealt.")),
                ("rrop", Text("Never a misdeal: a blank (Robert's Rules of Poker)"),
                 Text("The joker is replaced by the next card; if its holder acted without "
                                         "reporting it, his hand is dead.")))),
    Setting("missing_card_policy", "cards", Text("Missing cards"),
            Text("Whether a deck found short of cards during a hand spoils the hand."),
            ("DD-06",), (
                ("void", Text("Void the hand (house rules §5.1.1)"),
                 Text("As a defective deck: every player gets back what he put in.")),
                ("stands", Text("The hand stands (Robert's Rules of Poker)"),
                 Text("Play goes on and the deck is replaced after the hand.")))),
    Setting("mixed_back_stub_policy", "cards", Text("A different back in the stub"),
            Text("A card with a different back found only in the stub, never dealt."),
            ("DD-12",), (
                ("void", Text("Void the hand (house rules §5.1.3)"),
                 Text("As a defective deck: every player gets back what he put in.")),
                ("stands", Text("The action stands (Robert's Rules of Poker)"),
                 Text("Play goes on and the deck is replaced after the hand.")))),
    Setting("void_hand_button", "cards", Text("Button after a void hand"),
            Text("Where the button is when a void hand is dealt again."), ("DD-05",), (
                ("replay", Text("The same button deals again"),
                 Text("As the re-deal of a misdeal (TDA rule 35-C).")),
                ("advance", Text("The button moves on"),
                 Text("As after a hand played to the end.")))),
    Setting("exploit_policy", "cards", Text("Betting on a known defect"),
            Text("A player the floor finds knew of a defect and bet or raised on it."),
            ("DD-08",), (
                ("s002_mandatory", Text("His chips go to a carryover (house rules §5.3)"),
                 Text("He loses any claim; the others get back what they put in; his chips go "
                                         "to the next deal for the players of this one.")),
                ("rrop_discretionary", Text("The floor chooses (Robert's Rules of Poker)"),
                 Text("Floor proposes the carryover; the floor may refund everyone instead.")),
                ("tda_penalty_only", Text("Refund everyone and penalise him (TDA rules)"),
                 Text("No carryover: everyone gets back what he put in, and he is penalised for "
                                         "cheating.")))),
    Setting("carryover_unclaimed", "cards", Text("A carryover nobody can win yet"),
            Text("When no eligible player is still live at the end of the next deal."),
            ("DD-09",), (
                ("roll_forward", Text("It rolls to the next deal"),
                 Text("With the same list of eligible players.")),
                ("floor_decides", Text("The floor decides"),
                 Text("Floor proposes nothing.")))),
    Setting("late_defect_policy", "cards", Text("A defect found after the pot was paid"),
            Text("A defect noticed once the pot was paid, or pushed with the losing hands gone."),
            ("DD-10", "DD-11"), (
                ("s002_pot_stands", Text("The pot stands (house rules §5.4)"),
                 Text("The winner keeps the pot; the deck is replaced.")),
                ("tda_r22_window", Text("Void if claimed before the next hand (TDA rule 22)"),
                 Text("A claim made before the next hand begins voids the hand; after that the "
                                         "result stands.")))),
    # -- showdown and the room -----------------------------------------------------------------------------------
    Setting("see_hand_policy", "showdown", Text("Asking to see a hand"),
            Text("Who may ask to see a hand after the showdown."), ("SH-14",), (
                ("tda", Text("The river caller (TDA rule 18)"),
                 Text("A caller of the river bet may see the last aggressor's hand; any other "
                                         "request is the TD's choice.")),
                ("rrop", Text("Any player dealt in (Robert's Rules of Poker)"),
                 Text("Anyone dealt in may ask to see a called hand, a privilege the floor can "
                                         "withdraw.")))),
    Setting("rail_clear_on_request", "showdown", Text("Spectators moved back on request"),
            Text("What the floor does when a player asks for the spectators to be moved back."),
            ("SP-03",), (
                ("discretionary", Text("If the floor sees fit (house rules §6.1)"),
                 Text("The house rules say the floor may move them behind the rail.")),
                ("mandatory", Text("Always"),
                 Text("The spectators are moved behind the rail whenever a player asks.")))),
    Setting("device_kills_live_hand", "showdown", Text("A device used with a live hand"),
            Text("A player who uses a phone or other device while his hand is live is "
                                    "penalised; this says whether the hand dies too."), ("SP-07",), (
                (False, Text("The hand stays live (TDA rule 5)"),
                 Text("The player is penalised; the hand plays on.")),
                (True, Text("The hand is dead"),
                 Text("The hand is killed and the player is penalised.")))),
)
"""Every house setting a window shows, in the groups of :data:`GROUPS`."""

RULE_TEXTS = {
    "SE-01": Text("Every tournament seat is drawn at random; no player chooses a seat."),
    "SE-04": Text("A late entrant, alternate or re-entry buys a full stack and draws a seat from "
                                     "the same pool, the same way, as everyone else."),
    "BT-01": Text("At a new table, or a full redraw, the highest card takes the button."),
    "BT-02": Text("Dead button: the big blind always moves on one seat; the small blind and the "
                                     "button may fall on an empty seat."),
    "BT-15": Text("Moving button: the button always moves to the next player and the blinds "
                                     "adjust; allowed only if the house opts out of the dead button."),
    "BB-01": Text("After every bust-out the tables are kept within the house's tolerance of the "
                                     "fullest table, more tightly near the end."),
    "BB-02": Text("A full-ring table three or more players short of the fullest stops once its "
                                     "blinds are affected, until a player is moved to it."),
    "BB-09": Text("A table breaks when its players fit into the empty seats elsewhere, in the "
                                     "house's order."),
    "BB-13": Text("At the final table either everyone draws a new seat and the button is drawn, "
                                     "or only the arrivals draw and the button goes on."),
    "CR-03": Text("The left-over low chips are raced for as many new chips as their value makes, "
                                     "rounded as the house says."),
    "CR-06": Text("Nobody is raced out of the tournament: a player left without chips keeps "
                                     "one."),
    "PT-09": Text("In stud and razz the odd chip of a split pot goes by the winners' high card "
                                     "by suit."),
    "SR-07": Text("In five-card stud the house says whether the low card brings in or the high "
                                     "card acts first."),
    "SR-08": Text("In stud, when two best hands showing are equal, the house says who acts "
                                     "first."),
    "BT-12": Text("A player who moves or stays away to avoid a blind is penalised for dodging "
                                     "blinds."),
}
"""The rules the settings choose between (and the penalties page cites) that live in code, not in the rulebook
(docs/rules/seating-and-pots.md)."""

_BY_KEY = {s.key: s for s in SETTINGS}


def setting(key: str) -> Setting:
    """The setting ``key`` (a key Floor has no words for is refused: a window would show it raw)."""
    if key not in _BY_KEY:
        raise FloorError(Text("'{key}' is not a house setting", key=key), code="bad-house")
    return _BY_KEY[key]


def shown(key: str) -> bool:
    return key in _BY_KEY


def name(key: str) -> str:
    """The setting's name, e.g. "Jokers"."""
    return setting(key).name


def explanation(key: str) -> str:
    """What the setting decides, in a sentence."""
    return setting(key).explanation


def _choice(key: str, value: object) -> tuple[object, str, str]:
    for found in setting(key).choices:
        if found[0] == value and type(found[0]) is type(value):
            return found
    allowed = ", ".join(str(c[0]).lower() if isinstance(c[0], bool) else str(c[0]) for c in setting(key).choices)
    raise FloorError(Text("house setting {key} cannot be {value!r}: choose {allowed}", key=key, value=value,
                          allowed=allowed), code="bad-house")


def choice(key: str, value: object) -> str:
    """A value of the setting in words, e.g. "Dead button (TDA rule 32)"; a number is itself."""
    if setting(key).kind == NUMBER:
        return str(value)
    return _choice(key, value)[1]


def choice_explanation(key: str, value: object) -> str:
    """What choosing ``value`` means, in a sentence ("" for a number)."""
    if setting(key).kind == NUMBER:
        return ""
    return _choice(key, value)[2]


def rule_text(rule: str) -> str | None:
    """The text of a rule that lives in code (SE-01, BB-02…), or None for a rulebook row."""
    return RULE_TEXTS.get(rule)


def group_name(group: str) -> str:
    return dict(GROUPS)[group]


__all__ = ["CHOICE", "GROUPS", "NUMBER", "PER_GAME", "RULE_TEXTS", "SETTINGS", "Setting", "choice",
           "choice_explanation", "explanation", "group_name", "name", "rule_text", "setting", "shown"]
