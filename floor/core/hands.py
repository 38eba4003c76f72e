"""What a seat's cards make: the high hand and the low hand, with the five cards that make it.

>>> hand_value("holdem", "Kh Kd", "Ks 2c 2d 7h 9s").name
'Full house, kings full of twos'
>>> low_value("omaha-hilo", "As 2d Kc Qh", "Ah 7d 3c Kd 2s") is None
True
>>> low_value("razz", "As 2d 4c 6h 8s Kd Ks").name
'8-6-4-2-A low'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations, combinations_with_replacement

from floor.core.cards import ACE, Card, Suit, parse_cards
from floor.core.checks import check_cards
from floor.core.errors import FloorError, Text
from floor.core.evaluator import evaluator
from floor.core.games import HILO, LOW_27, Game, resolve_game
from floor.core.names import hand_name
from floor.core.ranking import (
    ACE_TO_FIVE,
    STRAIGHT,
    STRAIGHT_FLUSH,
    Ruleset,
    best_of_flush,
    best_of_ranks,
)

HIGH_KIND = "high"
ACE_TO_FIVE_KIND = "ace-to-five"
DEUCE_TO_SEVEN_KIND = "deuce-to-seven"

CardsLike = str | Iterable[str | Card]


@dataclass(frozen=True, order=True, slots=True)
class HandValue:
    """A hand's strength. Values of one game compare: greater is better, equal ties.

    ``category`` is a category id (``full-house``), ``ranks`` its significant ranks
    (``(13, 2)`` for kings full of twos; the ace is 1 in an ace-to-five low), ``best``
    the five cards that make it, ``kind`` says whether it is a high or which low.
    """

    value: int
    category: str = field(compare=False)
    ranks: tuple[int, ...] = field(compare=False)
    best: tuple[Card, ...] = field(compare=False)
    kind: str = field(default=HIGH_KIND, compare=False)

    @property
    def name(self) -> str:
        """The hand in plain English, e.g. "Flush, ace high" or "8-6-4-2-A low"."""
        return hand_name(self.kind, self.category, self.ranks)


def _as_cards(cards: CardsLike) -> tuple[Card, ...]:
    return parse_cards(cards) if cards else ()


def five_card_sets(game: Game, hole: Sequence[Card], board: Sequence[Card]) -> list[tuple[Card, ...]]:
    """Every five-card hand the game lets a seat play."""
    if game.omaha:
        return [h + b for h in combinations(hole, 2) for b in combinations(board, 3)]
    return list(combinations((*hole, *board), 5))


def _joker_value(five: Sequence[Card], rules: Ruleset, deck_ranks: Sequence[int]) -> int:
    """Best value with each joker standing for any card, even one the seat already holds."""
    naturals = [c for c in five if not c.is_joker]
    wild = len(five) - len(naturals)
    suits = {c.suit for c in naturals}
    # A flush needs every card of one suit: only that suit (or any, with no naturals) can help.
    flush_suit = next(iter(suits)) if len(suits) == 1 else (Suit.SPADES if not suits else None)
    natural_ranks = [c.rank for c in naturals]
    best = -1
    for subs in _rank_choices(tuple(deck_ranks), wild):
        ranks = natural_ranks + list(subs)
        value = best_of_ranks(ranks, rules)
        if flush_suit is not None and len(set(ranks)) == 5:
            value = max(value, best_of_flush(ranks, rules))
        best = max(best, value)
    return best


@lru_cache(maxsize=8)
def _rank_choices(ranks: tuple[int, ...], wild: int) -> tuple[tuple[int, ...], ...]:
    return tuple(combinations_with_replacement(ranks, wild))


def _values(fives: Sequence[tuple[Card, ...]], rules: Ruleset, deck_ranks: Sequence[int]) -> list[int]:
    """Each five's value: one table look-up each, or the joker search where a joker (code 0) is in it."""
    evaluate = evaluator(rules)
    values = []
    for five in fives:
        codes = [c.code for c in five]
        values.append(_joker_value(five, rules, deck_ranks) if 0 in codes else evaluate(codes))
    return values


def _pick_best(options: list[tuple[int, tuple[Card, ...]]]) -> tuple[int, tuple[Card, ...]]:
    """Highest value; among equal fives the one whose cards rank highest by suit (odd chips, PT-09)."""
    best_value = max(v for v, _ in options)
    fives = [f for v, f in options if v == best_value]
    return best_value, max(fives, key=lambda f: sorted((c.key for c in f), reverse=True))


def _display_order(five: Sequence[Card], category: str, ranks: Sequence[int], ace_low: bool) -> tuple[Card, ...]:
    """Cards as a dealer reads them: sets first, then by rank; a wheel's ace last."""
    def rank_of(c: Card) -> int:
        if c.is_joker:
            return 0
        if c.rank == ACE and (ace_low or (category in (STRAIGHT, STRAIGHT_FLUSH) and ranks and ranks[0] != ACE)):
            return 1
        return c.rank

    counts = Counter(rank_of(c) for c in five if not c.is_joker)
    return tuple(sorted(five, key=lambda c: (not c.is_joker, counts[rank_of(c)], rank_of(c), c.key), reverse=True))


def hand_value(
    game: str | Game,
    hole: CardsLike,
    board: CardsLike = (),
    *,
    deck: int | str | None = None,
    jokers: int | None = None,
    house: Mapping[str, object] | None = None,
    seat: int | None = None,
) -> HandValue:
    """The best high hand the seat's cards make in ``game``.

    Hold'em and short deck play the best five of hole and board; Omaha exactly two
    hole and three board cards; stud and draw games the best five of the seat's own.
    """
    g = resolve_game(game, deck=deck, jokers=jokers, house=house)
    if not g.has_high or g.rules is None:
        raise FloorError(Text("{name} is played for the low only: ask for its low hand",
                              name=g.name), code="no-high-hand")
    h, b = _as_cards(hole), _as_cards(board)
    check_cards(g, h, b, seat)
    return best_high(g, h, b)


def best_high(game: Game, hole: Sequence[Card], board: Sequence[Card] = ()) -> HandValue:
    """The best high hand of cards already checked (five or more in all): :func:`hand_value` without the checks,
    for the showdown, which checks every seat at once and lets an uncontested stud hand end early."""
    assert game.rules is not None
    rules = game.rules
    fives = five_card_sets(game, hole, board)
    value, five = _pick_best(list(zip(_values(fives, rules, game.deck.ranks), fives, strict=True)))
    category, sig = rules.decode(value)
    return HandValue(value, category, sig, _display_order(five, category, sig, False))


def low_value(
    game: str | Game,
    hole: CardsLike,
    board: CardsLike = (),
    *,
    deck: int | str | None = None,
    jokers: int | None = None,
    house: Mapping[str, object] | None = None,
    seat: int | None = None,
) -> HandValue | None:
    """The seat's low hand, or None when the game has no low or the hand does not qualify.

    Omaha and stud hi-lo: ace-to-five, five different ranks, 8 or lower. Razz: the
    lowest five, ace-to-five, pairs count against, straights and flushes do not.
    Deuce-to-seven: the ace is high and straights and flushes count against.
    """
    g = resolve_game(game, deck=deck, jokers=jokers, house=house)
    h, b = _as_cards(hole), _as_cards(board)
    check_cards(g, h, b, seat)
    return best_low(g, h, b)


def best_low(game: Game, hole: Sequence[Card], board: Sequence[Card] = ()) -> HandValue | None:
    """The low hand of cards already checked (five or more in all), or None: :func:`low_value` without the checks."""
    if not game.has_low:
        return None
    fives = five_card_sets(game, hole, board)
    if game.split == LOW_27:
        assert game.rules is not None
        rules = game.rules
        value, five = _pick_best([(-v, f) for v, f in zip(_values(fives, rules, game.deck.ranks), fives, strict=True)])
        category, sig = rules.decode(-value)
        return HandValue(value, category, sig, _display_order(five, category, sig, False), DEUCE_TO_SEVEN_KIND)
    options = []
    for f in fives:
        high_style = _ace_to_five(tuple(sorted(1 if c.rank == ACE else c.rank for c in f)))
        if game.split == HILO and (high_style >> 20 != 0 or (high_style >> 16) & 0xF > 8):
            continue  # 8-or-better: five different ranks, none above 8
        options.append((-high_style, f))
    if not options:
        return None
    value, five = _pick_best(options)
    category, sig = ACE_TO_FIVE.decode(-value)
    return HandValue(value, category, sig, _display_order(five, category, sig, True), ACE_TO_FIVE_KIND)


@lru_cache(maxsize=65536)
def _ace_to_five(ranks: tuple[int, ...]) -> int:
    return best_of_ranks(ranks, ACE_TO_FIVE)
