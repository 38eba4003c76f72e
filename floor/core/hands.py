"""What a seat's cards make: the high hand and the low hand, with the five cards that make it.

>>> hand_value("holdem", "Kh Kd", "Ks 2c 2d 7h 9s").name
'Full house, kings full of twos'
>>> low_value("omaha-hilo", "As 2d Kc Qh", "Ah 7d 3c Kd 2s") is None
True
>>> low_value("razz", "As 2d 4c 6h 8s Kd Ks").name
'8-6-4-2-A low'
"""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations, combinations_with_replacement
from operator import attrgetter, itemgetter
from typing import cast

from floor.core.cards import ACE, Card, Suit, check_no_duplicates, parse_cards
from floor.core.checks import check_cards
from floor.core.errors import FloorError, Text
from floor.core.evaluator import (
    BOARD_FLUSH_SUIT,
    FLUSH_SUIT,
    RANK_BIT,
    RANK_SHIFT,
    SUIT_BITS,
    WEIGHT_BITS,
    WEIGHT_SHIFT,
    evaluator,
    omaha_tables,
    value_tables,
)
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


_SET_VALUE, _SET_CATEGORY, _SET_RANKS, _SET_BEST, _SET_KIND = (
    HandValue.__dict__[name].__set__ for name in ("value", "category", "ranks", "best", "kind"))


def _high(value: int, category: str, ranks: tuple[int, ...], best: tuple[Card, ...]) -> HandValue:
    """``HandValue(value, category, ranks, best)``, made in half its time: a frozen dataclass's ``__init__`` sets each
    field through ``object.__setattr__``, this through the field's slot (the hand valued per call: issue 30)."""
    hand = object.__new__(HandValue)
    _SET_VALUE(hand, value)
    _SET_CATEGORY(hand, category)
    _SET_RANKS(hand, ranks)
    _SET_BEST(hand, best)
    _SET_KIND(hand, HIGH_KIND)
    return hand


def _as_cards(cards: CardsLike) -> tuple[Card, ...]:
    if type(cards) is tuple and all(type(c) is Card for c in cards):  # (cards already: as parse_cards gives them)
        if len({c.code for c in cards}) != len(cards):  # (no card twice: nothing for the check to refuse)
            check_no_duplicates(cards)
        return cards
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


_ORDERS: dict[tuple[int, bool], tuple[int, ...]] = {}
"""(rank multiset, the ace low) -> the display order of a natural five's cards sorted by rank then suit, highest first:
the cards of a rank keep that order (by suit), as :func:`_display_order` orders them."""


def _display_order(five: Sequence[Card], category: str, ranks: Sequence[int], ace_low: bool) -> tuple[Card, ...]:
    """Cards as a dealer reads them: sets first, then by rank; a wheel's ace last."""
    low_ace = ace_low or (category in (STRAIGHT, STRAIGHT_FLUSH) and bool(ranks) and ranks[0] != ACE)
    codes = [c.code for c in five]
    if 0 not in codes:  # (no joker, the usual case: the order of the five's ranks, found once per rank multiset)
        by_code = sorted(range(len(five)), key=codes.__getitem__, reverse=True)  # (by rank, then suit)
        shape = (sum(codes) >> RANK_SHIFT, low_ace)
        order = _ORDERS.get(shape)
        if order is None:
            ranked = [five[i] for i in by_code]
            rank_of = [1 if low_ace and c.rank == ACE else c.rank for c in ranked]
            keys = [(rank_of.count(r), r) for r in rank_of]
            order = _ORDERS[shape] = tuple(sorted(range(len(ranked)), key=keys.__getitem__, reverse=True))
        return tuple([five[by_code[i]] for i in order])
    rank_of = [0 if c.suit is None else 1 if low_ace and c.rank == ACE else c.rank for c in five]
    counts = Counter(r for r, c in zip(rank_of, five, strict=True) if c.suit is not None)
    sort_keys = [(c.suit is not None, counts[r], r, -1 if c.suit is None else c.rank * 4 + c.suit)
                 for r, c in zip(rank_of, five, strict=True)]
    return tuple(five[i] for i in sorted(range(len(five)), key=sort_keys.__getitem__, reverse=True))


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
    if isinstance(hole, _LISTED) and isinstance(board, _LISTED):  # (cards already, as a showdown or a screen has them)
        cards = (*hole, *board)
        codes = _checked_codes(g, hole, board, cards)
        if codes is not None:
            checked = cast("tuple[Card, ...]", cards)  # (each a natural Card of the deck, none twice)
            if not g.omaha:
                found = _high_by_recipe(g, checked, codes, len(hole))
                if found is not None:
                    return found
            return _long_high(g, checked[:len(hole)], checked[len(hole):])
    h, b = _as_cards(hole), _as_cards(board)
    check_cards(g, h, b, seat)
    return best_high(g, h, b)


_LISTED = (tuple, list)
_CARD_ONLY = {Card}


def _checked_codes(game: Game, hole: Sequence[object], board: Sequence[object],
                   cards: tuple[object, ...]) -> list[int] | None:
    """The cards' codes where every card is a natural :class:`Card` of the game's deck, none twice, the seat holds
    the game's number and the board is one :func:`check_cards` takes (the usual hand, checked in a few C-level
    steps: issue 30); None for anything else, which :func:`check_cards` then accepts or refuses in its words."""
    if set(map(type, cards)) != _CARD_ONLY or len(hole) != game.hole:
        return None
    if (len(board) != 0) if game.board == 0 else not 3 <= len(board) <= game.board:
        return None
    codes: list[int] = [c.code for c in cards]  # type: ignore[attr-defined]
    # (a joker's code is 0; a card below the deck's lowest rank has a smaller code than any card of the deck)
    if min(codes) < _LOWEST_CODE[game.deck.size] or len(set(codes)) != len(codes):
        return None
    return codes


_LOWEST_CODE = {52: 1 << RANK_SHIFT, 36: 5**4 << RANK_SHIFT, 32: 5**5 << RANK_SHIFT}  # deck size -> its lowest code


def best_high(game: Game, hole: Sequence[Card], board: Sequence[Card] = ()) -> HandValue:
    """The best high hand of cards already checked (five or more in all): :func:`hand_value` without the checks,
    for the showdown, which checks every seat at once and lets an uncontested stud hand end early."""
    if not game.omaha:
        cards = (*hole, *board)
        codes = [c.code for c in cards]
        if 0 not in codes:
            high = _high_by_recipe(game, cards, codes, len(hole))
            if high is not None:
                return high
    return _long_high(game, hole, board)


def _long_high(game: Game, hole: Sequence[Card], board: Sequence[Card]) -> HandValue:
    """:func:`best_high` where no recipe tells it: Omaha, a flush, a joker (or the first hand of a rank multiset)."""
    assert game.rules is not None
    rules = game.rules
    found = _best_natural(game, hole, board)
    if found is None:  # a joker, or a flush among the cards: every five valued
        fives = five_card_sets(game, hole, board)
        found = _pick_best(list(zip(_values(fives, rules, game.deck.ranks), fives, strict=True)))
    value, five = found
    decoded = _natural(rules).decoded
    named = decoded.get(value)
    if named is None:
        named = decoded[value] = rules.decode(value)
    category, sig = named
    return _high(value, category, sig, _display_order(five, category, sig, False))


_PAIRS = {n: tuple(combinations(range(n), 2)) for n in (2, 3, 4, 5)}  # Omaha: the hole pairs
_TRIPLES = {n: tuple(combinations(range(n), 3)) for n in (3, 4, 5)}  # Omaha: the board triples


class _Natural:
    """What :func:`_best_natural` needs of one ruleset, found once: the value tables, and for each rank multiset of
    six or seven cards its best value and the ranks left out of its best fives (no flush among them)."""

    def __init__(self, rules: Ruleset) -> None:
        self.rules = rules
        self.ranks, self.flushes = value_tables(rules)
        self.known = self.ranks.values
        self.sevens: dict[int, tuple[int, tuple[tuple[int, ...], ...]]] = {}
        self.decoded: dict[int, tuple[str, tuple[int, ...]]] = {}  # value -> rules.decode(value)
        self.recipes: dict[int, _Recipe | None] = {}  # rank multiset of 5-7 cards, no flush -> its hand (see _Recipe)

    def best_of(self, whole: int, keys: Sequence[int]) -> tuple[int, tuple[tuple[int, ...], ...]]:
        """The best value of the fives of six or seven cards' rank multiset ``whole`` (its ``keys``, ``5**index`` a
        card), no flush, and the rank keys left out of each five of that value; kept."""
        known, ranks = self.known, self.ranks
        left: set[tuple[int, ...]]
        if len(keys) == 7:
            left = {(a, b) if a <= b else (b, a) for a, b in combinations(keys, 2)}
        else:
            left = {(key,) for key in keys}
        values = {out: known.get(whole - sum(out)) or ranks[whole - sum(out)] for out in left}
        value = max(values.values())
        found = self.sevens[whole] = (value, tuple(sorted(out for out, v in values.items() if v == value)))
        return found


_Recipe = tuple[int, str, tuple[int, ...], Callable[[Sequence[Card]], tuple[Card, ...]]]
"""The high hand of five to seven natural cards that make no flush, found once per rank multiset (issue 30): its value,
category and ranks, and the getter of its five cards, in the order they are shown, from the cards sorted by code (by
rank, then suit). Each is what :func:`_best_natural` and :func:`_display_order` make of any cards of that multiset:
the best fives leave out the same ranks, of each the card of the lowest suit, and show the rest in an order the ranks
decide."""

_CODE = attrgetter("code")
_PICKERS: dict[tuple[int, ...], Callable[[Sequence[Card]], tuple[Card, ...]]] = {}  # (shared by the recipes)


def _high_by_recipe(game: Game, cards: tuple[Card, ...], codes: list[int], held: int) -> HandValue | None:
    """:func:`best_high` of five to seven natural cards (``codes`` theirs, the first ``held`` the seat's) of a game
    other than Omaha by the recipe of their rank multiset, or None where that is not how it is found: a flush among
    them, other counts."""
    if not 5 <= len(codes) <= 7:
        return None
    total = sum(codes)
    if FLUSH_SUIT[total & SUIT_BITS] >= 0:
        return None
    assert game.rules is not None
    natural = _natural(game.rules)
    whole = total >> RANK_SHIFT
    try:
        recipe = natural.recipes[whole]
    except KeyError:
        recipe = natural.recipes[whole] = _recipe(game, natural, cards, held, whole)
    if recipe is None:
        return None
    value, category, sig, pick = recipe
    return _high(value, category, sig, pick(sorted(cards, key=_CODE)))


def _recipe(game: Game, natural: _Natural, cards: tuple[Card, ...], held: int, whole: int) -> _Recipe | None:
    """The :data:`_Recipe` of these cards' rank multiset, found the long way from them; None where fives of the best
    value leave out different ranks and suits choose between them (no multiset of any deck does: then found the long
    way each time)."""
    found = _best_natural(game, cards[:held], cards[held:])
    assert found is not None
    if len(cards) > 5 and len(natural.sevens[whole][1]) != 1:
        return None
    value, five = found
    named = natural.decoded.get(value)
    if named is None:
        named = natural.decoded[value] = natural.rules.decode(value)
    category, sig = named
    shown = _display_order(five, category, sig, False)
    ranked = sorted(cards, key=_CODE)
    places = tuple(next(i for i, c in enumerate(ranked) if c is one) for one in shown)
    pick = _PICKERS.get(places)
    if pick is None:
        pick = _PICKERS[places] = itemgetter(*places)
    return value, category, sig, pick


_NATURAL: dict[int, _Natural] = {}


def _natural(rules: Ruleset) -> _Natural:
    """The ruleset's :class:`_Natural`, found by identity (a Ruleset's own hash is computed in Python, for each
    look-up)."""
    found = _NATURAL.get(id(rules))
    if found is None or found.rules is not rules:
        found = _NATURAL[id(rules)] = _Natural(rules)
    return found


def _best_natural(game: Game, hole: Sequence[Card], board: Sequence[Card]) -> tuple[int, tuple[Card, ...]] | None:
    """:func:`_pick_best` of every five, found without valuing each (issue 30), or None where every five is to be
    valued: a joker, a flush that can be made, more than seven cards.

    Hold'em, stud, draw: the value is the rank multiset's (no flush); the fives of that value leave out the ranks
    :meth:`_Natural.left_out` says, and of each such rank the card of the lowest suit (the five whose cards rank
    highest by suit is the one :func:`_pick_best` takes). Omaha: the pair-by-triple table of
    :func:`~floor.core.evaluator.omaha_evaluator`, each hole pair's row read at the board triples' columns."""
    rules = game.rules
    assert rules is not None
    natural = _natural(rules)
    known, ranks = natural.known, natural.ranks
    if game.omaha:
        hole_codes = [c.code for c in hole]
        board_codes = [c.code for c in board]
        if 0 in hole_codes or 0 in board_codes or len(hole) not in _PAIRS or len(board) not in _TRIPLES:
            return None
        tables = omaha_tables(rules)
        weights = [c >> WEIGHT_SHIFT & WEIGHT_BITS for c in board_codes]
        triples = _TRIPLES[len(board)]
        columns = [tables.column[weights[a] + weights[b] + weights[c]] for a, b, c in triples]
        weights = [c >> WEIGHT_SHIFT & WEIGHT_BITS for c in hole_codes]
        pairs = _PAIRS[len(hole)]
        row_of_pair = tables.row_of_pair
        rows = [row_of_pair[weights[i] + weights[j]] for i, j in pairs]
        if len(columns) > 1:  # (one C-level getter a hole pair fetches its row's values at the triples' columns)
            values = list(map(list, map(itemgetter(*columns), rows)))
        else:
            values = [[row[columns[0]]] for row in rows]
        suit = BOARD_FLUSH_SUIT[sum(board_codes) & SUIT_BITS]
        if suit >= 0 and (sum(hole_codes) >> 3 * suit) & 7 >= 2:  # a flush can be made: its fives valued as such
            shift = 3 * suit
            flushes = natural.flushes
            for row, (i, j) in zip(values, pairs, strict=True):
                if hole_codes[i] >> shift & 7 and hole_codes[j] >> shift & 7:
                    for t, (a, b, c) in enumerate(triples):
                        if board_codes[a] >> shift & 7 and board_codes[b] >> shift & 7 and board_codes[c] >> shift & 7:
                            mask = 0
                            for code in (hole_codes[i], hole_codes[j], board_codes[a], board_codes[b], board_codes[c]):
                                mask |= RANK_BIT[code >> RANK_SHIFT]
                            row[t] = max(row[t], flushes[mask])
        value = max(map(max, values))
        fives = [(hole[i], hole[j], board[a], board[b], board[c]) for (i, j), row in zip(pairs, values, strict=True)
                 if value in row for t, (a, b, c) in enumerate(triples) if row[t] == value]
        if len(fives) == 1:
            return value, fives[0]
        return _pick_best([(value, five) for five in fives])
    cards = (*hole, *board)
    codes = [c.code for c in cards]
    if 0 in codes or not 5 <= len(codes) <= 7:
        return None
    total = sum(codes)
    whole = total >> RANK_SHIFT
    if len(codes) == 5:
        value = known.get(whole) or ranks[whole]
        left_outs: tuple[tuple[int, ...], ...] = ()
    else:  # (the best of the fives' rank multisets: a five's is in the table after a few hands, a seven's rarely)
        value, left_outs = natural.sevens.get(whole) or natural.best_of(whole, [c >> RANK_SHIFT for c in codes])
    suit = FLUSH_SUIT[total & SUIT_BITS]
    if suit >= 0:  # a flush: where it is the best, the fives of its suit are valued
        suited = [c for code, c in zip(codes, cards, strict=True) if code >> 3 * suit & 7]
        mask = 0
        for one in suited:
            mask |= RANK_BIT[one.code >> RANK_SHIFT]
        if natural.flushes[mask] > value:
            value = natural.flushes[mask]
            evaluate = evaluator(rules)
            return _pick_best([(value, five) for five in combinations(suited, 5)
                               if evaluate([c.code for c in five]) == value])
    if len(codes) == 5:
        return value, cards
    card_of = dict(zip(codes, cards, strict=True))
    ordered = sorted(codes)  # (a code orders by rank, then suit, as Card.key: each rank's lowest suit first)
    options = []
    for left_out in left_outs:
        kept = ordered.copy()
        for key in reversed(left_out):  # (the higher rank first: the lower one's place is unchanged by it)
            del kept[bisect_left(kept, key << RANK_SHIFT)]
        options.append((value, tuple(map(card_of.__getitem__, kept))))
    return options[0] if len(options) == 1 else _pick_best(options)


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
