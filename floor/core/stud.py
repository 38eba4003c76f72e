"""Who acts first in stud: the 3rd-street bring-in and the first to act on later streets.

procedures.md DT-1: SR-05 (stud, stud/8: the lowest door card brings in, ace high, ♣ lowest),
SR-06 (razz: the highest door card, ace low, ♠ highest), SR-07 (5-card stud, house setting
``five_stud_forced_action``), SR-08 (later streets: the best hand showing acts first; a tie
goes by ``stud_tie_first_to_act``, conflict C-16) and SR-09 (the seat due to bring in is
all-in for the ante: betting starts on his left).

Showing hands count only pairs, two pair, trips and quads, then high cards: with at most
four cards up, straights and flushes do not count (cardroom practice; TDA RP-10 names only
"high hand showing"). Razz ranks the lowest hand showing first: ace low, any pair worse than
no pair, and hands compared from their highest card down.

>>> bring_in("stud", {1: "Kd", 3: "2c", 5: "2d"}).reason
'seat 3 brings in: 2♣ is the lowest door card; 2♦ at seat 5 is the same rank and ♣ is the lower suit (SR-05)'
>>> first_to_act("razz", {1: "7c 4d", 2: "Ks 2h"}).seat
1
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from floor.core.cards import ACE, Card, parse_cards
from floor.core.checks import check_deck
from floor.core.errors import CardError, FloorError, RequestError, Text, commas, listing
from floor.core.games import LOW_A5, STUD, Game, resolve_game
from floor.core.house import house_settings

BRING_IN = "bring-in"
FIRST_TO_ACT = "first-to-act"

FIVE_STUD_KEY = "five_stud_forced_action"
LOW_CARD_BRINGS_IN = "low_card_brings_in"
HIGH_CARD_ACTS_FIRST = "high_card_acts_first_no_bringin"
TIE_KEY = "stud_tie_first_to_act"
HIGH_CARD_BY_SUIT = "high_card_by_suit"
NEAREST_DEALER_LEFT = "nearest_dealer_left"
# procedures.md §14 defaults (floor.core.house does not default these two keys).
DEFAULTS: Mapping[str, str] = {FIVE_STUD_KEY: LOW_CARD_BRINGS_IN, TIE_KEY: HIGH_CARD_BY_SUIT}

MAX_SHOWING = 4  # the up cards of 7-card stud (3rd to 6th street) and of 5-card stud

CardsLike = str | Card | Iterable[str | Card]

_CATEGORIES = {(1,): "high", (2,): "pair", (2, 2): "two-pair", (3,): "trips", (4,): "quads"}
_STRENGTH = {"high": 0, "pair": 1, "two-pair": 2, "trips": 3, "quads": 4}
# A rank as a word, one Text each so a language says its own (the nominative: "king", "kings").
_RANK_WORD = {2: Text("two"), 3: Text("three"), 4: Text("four"), 5: Text("five"), 6: Text("six"), 7: Text("seven"),
              8: Text("eight"), 9: Text("nine"), 10: Text("ten"), 11: Text("jack"), 12: Text("queen"),
              13: Text("king"), 14: Text("ace")}
_RANK_PLURAL = {2: Text("twos"), 3: Text("threes"), 4: Text("fours"), 5: Text("fives"), 6: Text("sixes"),
                7: Text("sevens"), 8: Text("eights"), 9: Text("nines"), 10: Text("tens"), 11: Text("jacks"),
                12: Text("queens"), 13: Text("kings"), 14: Text("aces")}


@dataclass(frozen=True, slots=True)
class Order:
    """Who starts the betting, and why.

    ``action`` is ``bring-in`` (the seat must post the forced bet) or ``first-to-act``;
    ``rule`` the DT-1 row (SR-05 to SR-09); ``setting`` the house setting that decided it, if
    any (``stud_tie_first_to_act=nearest_dealer_left``); ``tied`` the seats whose showing
    hands tied, in seat order (empty without a tie).
    """

    seat: int
    action: str
    rule: str
    reason: str
    cards: tuple[Card, ...]
    hand: str
    setting: str | None = None
    tied: tuple[int, ...] = ()

    @property
    def is_bring_in(self) -> bool:
        return self.action == BRING_IN

    def to_dict(self) -> dict[str, object]:
        return {"seat": self.seat, "action": self.action, "bring_in": self.is_bring_in, "rule": self.rule,
                "reason": self.reason, "cards": [str(c) for c in self.cards], "hand": self.hand,
                "setting": self.setting, "tied": list(self.tied)}


def _stud_game(game: str | Game, house: Mapping[str, object] | None) -> tuple[Game, dict[str, object]]:
    settings = house_settings(house)
    chosen = resolve_game(game)
    if chosen.family != STUD:
        raise RequestError(Text("{name} is not a stud game: the bring-in and the order of action by the cards "
                                "showing are for stud, stud-hilo, razz and stud5",
                                name=chosen.name), code="not-stud")
    return chosen, {**DEFAULTS, **settings}


def _seats(game: Game, cards: Mapping[int, CardsLike], *, door: bool) -> dict[int, tuple[Card, ...]]:
    """Each seat's cards read and checked: seat numbers, counts, the deck, no card twice, no joker.

    ``door``: one door card a seat (3rd street); otherwise up to :data:`MAX_SHOWING` cards showing.
    """
    most = 1 if door else MAX_SHOWING
    if not isinstance(cards, Mapping):
        raise RequestError(Text("give the door card as seat: cards") if door
                           else Text("give the cards showing as seat: cards"), code="bad-request")
    if len(cards) < 2:
        raise RequestError(Text("1 seat given: the order of action needs at least 2 seats in the hand")
                           if len(cards) == 1 else
                           Text("{cards_count} seats given: the order of action needs at least 2 seats in the hand",
                                cards_count=len(cards)), code="too-few-seats")
    out: dict[int, tuple[Card, ...]] = {}
    for seat, value in cards.items():
        if isinstance(seat, bool) or not isinstance(seat, int) or seat < 1:
            raise RequestError(Text("{seat!r} is not a seat number (1 or more)", seat=seat), code="bad-seat")
        try:
            read = parse_cards(value)
        except FloorError as err:
            raise type(err)(Text("seat {seat}: {message}", seat=seat, message=err.message), code=err.code, seat=seat,
                            procedure=err.procedure) from None
        if not read:
            raise CardError(Text("seat {seat} has no door card", seat=seat) if door
                            else Text("seat {seat} has no cards showing", seat=seat),
                            code="wrong-card-count", seat=seat)
        if len(read) > most:
            raise CardError(Text("seat {seat} shows {read_count} cards; the door card is one card",
                                 seat=seat, read_count=len(read)) if door
                            else Text("seat {seat} shows {read_count} cards; cards showing are at most {most} cards",
                                      seat=seat, read_count=len(read), most=most),
                            code="wrong-card-count", seat=seat)
        out[seat] = read
    check_deck(game, sorted(out.items()))
    for seat, read in out.items():
        if any(c.is_joker for c in read):
            raise CardError(Text("seat {seat} shows a joker: Floor does not rank a joker for the order of action; "
                                 "the floor decides (TDA rule 1)",
                                 seat=seat), code="joker-showing", seat=seat)
    return dict(sorted(out.items()))


def _rank(c: Card, razz: bool) -> int:
    """The card's rank for this game: the ace is 1 in razz."""
    return 1 if razz and c.rank == ACE else c.rank


def _key(c: Card, razz: bool) -> int:
    """§0.5 key, with the ace low in razz (so K♠ is razz's highest card)."""
    assert c.suit is not None
    return _rank(c, razz) * 4 + c.suit


def _word(rank: int, plural: bool = False) -> Text:
    rank = 14 if rank == 1 else rank  # razz's low ace is still an ace
    return _RANK_PLURAL[rank] if plural else _RANK_WORD[rank]


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(c.symbol for c in cards)


def bring_in(
    game: str | Game,
    door: Mapping[int, Card | str],
    house: Mapping[str, object] | None = None,
    *,
    all_in: Iterable[int] = (),
) -> Order:
    """Who brings in on 3rd street (SR-05, SR-06, SR-07), or acts first without a bring-in (SR-07).

    ``all_in``: seats all-in for the ante. If the seat due to act is one of them, betting starts
    with the next seat on his left that has chips (SR-09, TDA RP-10-E).
    """
    chosen, settings = _stud_game(game, house)
    seats = _seats(chosen, door, door=True)
    razz = chosen.split == LOW_A5
    setting: str | None = None
    if razz:
        rule, highest, action = "SR-06", True, BRING_IN
    elif chosen.name == "stud5":
        rule, setting = "SR-07", f"{FIVE_STUD_KEY}={settings[FIVE_STUD_KEY]}"
        highest = settings[FIVE_STUD_KEY] == HIGH_CARD_ACTS_FIRST
        action = FIRST_TO_ACT if highest else BRING_IN
    else:
        rule, highest, action = "SR-05", False, BRING_IN

    def key(seat: int) -> int:
        return _key(seats[seat][0], razz)

    seat = (max if highest else min)(seats, key=key)
    card = seats[seat][0]
    ace = any(cards[0].rank == ACE for cards in seats.values())
    why = _door_card(card.symbol, highest, ace=ace, razz=razz)
    same = [s for s in seats if s != seat and seats[s][0].rank == card.rank]
    if same:
        assert card.suit is not None
        others = commas([Text("{card} at seat {seat}", card=seats[s][0].symbol, seat=s) for s in same])
        said = {"why": why, "others": others, "suit": card.suit.symbol}
        if len(same) == 1:
            why = (Text("{why}; {others} is the same rank and {suit} is the higher suit", **said) if highest
                   else Text("{why}; {others} is the same rank and {suit} is the lower suit", **said))
        else:
            why = (Text("{why}; {others} are the same rank and {suit} is the higher suit", **said) if highest
                   else Text("{why}; {others} are the same rank and {suit} is the lower suit", **said))
    tag = f"{rule}, {setting}" if setting else rule
    reason = (Text("seat {seat} brings in: {why} ({tag})", seat=seat, why=why, tag=tag) if action == BRING_IN
              else Text("seat {seat} acts first, no bring-in: {why} ({tag})", seat=seat, why=why, tag=tag))
    order = Order(seat, action, rule, reason, (card,), card.symbol, setting)
    return _past_all_in(order, seats, set(all_in))


def _door_card(card: str, highest: bool, *, ace: bool, razz: bool) -> Text:
    """Why a door card decides: the highest or the lowest, and how the ace counts when one is showing."""
    if highest:
        if ace:
            return (Text("{card} is the highest door card (ace low)", card=card) if razz
                    else Text("{card} is the highest door card (ace high)", card=card))
        return Text("{card} is the highest door card", card=card)
    if ace:
        return Text("{card} is the lowest door card (ace high)", card=card)  # razz brings in by the highest
    return Text("{card} is the lowest door card", card=card)


def _past_all_in(order: Order, seats: Mapping[int, object], all_in: set[int]) -> Order:
    """SR-09: the seat due to act is all-in for the ante; betting starts on his left."""
    unknown = sorted(all_in - set(seats))
    if unknown:
        raise RequestError(Text("seat {unknown} is all-in but has no door card",
                                unknown=unknown[0]), code="bad-seat", seat=unknown[0])
    if order.seat not in all_in:
        return order
    ring = sorted(seats)
    start = ring.index(order.seat)
    for step in range(1, len(ring)):
        seat = ring[(start + step) % len(ring)]
        if seat not in all_in:
            break
    else:
        raise FloorError(Text("every seat is all-in for the ante: there is no betting this hand; deal it out"),
                         code="no-betting", procedure="SR-09")
    if order.is_bring_in:
        reason = Text("seat {seat} acts first and must bet at least the bring-in or fold: seat {due} is due to bring "
                      "in but is all-in for the ante, so betting starts on his left (SR-09, TDA recommended "
                      "procedure 10-E)",
                      seat=seat, due=order.seat)
    else:
        reason = Text("seat {seat} acts first: seat {due} is due to act first but is all-in for the ante, so betting "
                      "starts on his left (SR-09)", seat=seat, due=order.seat)
    return Order(seat, order.action, "SR-09", reason, order.cards, order.hand, order.setting)


@dataclass(frozen=True, slots=True)
class _Showing:
    category: str
    ranks: tuple[int, ...]  # grouped: the pair(s) or trips first, then the single cards, high to low

    @property
    def strength(self) -> tuple[int, tuple[int, ...]]:
        return _STRENGTH[self.category], self.ranks


def _showing(cards: Sequence[Card], razz: bool) -> _Showing:
    counts = Counter(_rank(c, razz) for c in cards)
    ranks = tuple(sorted(counts, key=lambda r: (counts[r], r), reverse=True))
    shape = tuple(n for n in sorted(counts.values(), reverse=True) if n > 1) or (1,)
    return _Showing(_CATEGORIES[shape], ranks)


def _name(hand: _Showing, razz: bool) -> Text:
    r = hand.ranks
    if hand.category == "quads":
        return Text("four {rank}", rank=_word(r[0], True))
    if hand.category == "trips":
        return Text("three {rank}", rank=_word(r[0], True))
    if hand.category == "two-pair":
        return Text("two pair, {high} and {low}", high=_word(r[0], True), low=_word(r[1], True))
    if hand.category == "pair":
        return Text("pair of {rank}", rank=_word(r[0], True))
    if razz:
        return Text("{ranks} low", ranks="-".join("A" if x == 1 else ("10" if x == 10 else "JQK"[x - 11] if x > 10
                                                                    else str(x)) for x in r))
    return Text("{rank} high", rank=_word(r[0]))


def first_to_act(
    game: str | Game,
    showing: Mapping[int, CardsLike],
    house: Mapping[str, object] | None = None,
) -> Order:
    """Who acts first on 4th street and later (SR-08): the best hand showing; razz: the lowest.

    Identical showing hands (by rank) go by ``stud_tie_first_to_act`` (C-16): ``high_card_by_suit``
    (TDA RP-10-D, razz too: ace low, so K♠ is razz's highest card) or ``nearest_dealer_left``
    (the tied seat first clockwise from seat 1, the dealer's left).
    """
    chosen, settings = _stud_game(game, house)
    seats = _seats(chosen, showing, door=False)
    counts = {len(cards) for cards in seats.values()}
    if counts == {1}:
        raise RequestError(Text("one card showing is 3rd street: the bring-in decides who acts first (SR-05 to SR-07)"),
                           code="third-street")
    if len(counts) > 1:
        few, many = min(counts), max(counts)
        raise RequestError(Text("the seats show {few} to {many} cards: on one street every seat in the hand shows "
                                "the same number",
                                few=few, many=many), code="wrong-card-count")
    razz = chosen.split == LOW_A5
    hands = {seat: _showing(cards, razz) for seat, cards in seats.items()}
    pick = min if razz else max
    best = pick(hand.strength for hand in hands.values())
    tied = tuple(seat for seat, hand in hands.items() if hand.strength == best)
    hand = hands[tied[0]]
    name = _name(hand, razz)
    if len(tied) == 1:
        seat = tied[0]
        said = {"seat": seat, "cards": _cards(seats[seat]), "name": name}
        return Order(seat, FIRST_TO_ACT, "SR-08",
                     Text("seat {seat} acts first: {cards} ({name}) is the lowest hand showing (SR-08)", **said) if razz
                     else Text("seat {seat} acts first: {cards} ({name}) is the best hand showing (SR-08)", **said),
                     seats[seat], name)
    rule = settings[TIE_KEY]
    setting = f"{TIE_KEY}={rule}"
    others = listing([Text("seat {seat}", seat=s) for s in tied])
    if rule == NEAREST_DEALER_LEFT:
        seat = tied[0]
        why = Text("seat {seat} is nearest the dealer's left", seat=seat)
    else:
        top = {s: max(seats[s], key=lambda c: _key(c, razz)) for s in tied}
        seat = max(tied, key=lambda s: _key(top[s], razz))
        card = top[seat].symbol
        why = (Text("{card} is the highest card by suit (ace low) (TDA recommended procedure 10-D)", card=card) if razz
               else Text("{card} is the highest card by suit (TDA recommended procedure 10-D)", card=card))
    said = {"seat": seat, "others": others, "name": name, "why": why, "setting": setting}
    reason = (Text("seat {seat} acts first: {others} tie with the lowest hand showing, {name}; {why} (SR-08, "
                   "{setting})", **said) if razz
              else Text("seat {seat} acts first: {others} tie with the best hand showing, {name}; {why} (SR-08, "
                        "{setting})", **said))
    return Order(seat, FIRST_TO_ACT, "SR-08", reason, seats[seat], name, setting, tied)
