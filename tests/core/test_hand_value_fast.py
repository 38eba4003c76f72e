"""Issue 30: the showdown's ``hand_value`` finds the best five without valuing every five (the value from the fast
evaluator's tables, then only the fives of that value). What a player sees is unchanged: for random hands of every
game, deck and joker count, the same value, category, ranks, five cards in the same order and name as valuing every
five (the code before issue 30, kept here); the same winner of every pair of hands as treys; and the every-five path
is taken only where a joker is in the cards (counted, not timed)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from treys import Card as TreysCard
from treys import Evaluator

from floor.core import games, hands
from floor.core.cards import ACE, Card, Suit, card
from floor.core.games import GAMES, Game, get_game
from floor.core.hands import HandValue, best_high, best_low, hand_value
from floor.core.ranking import STRAIGHT, STRAIGHT_FLUSH

DECK = tuple(card(rank, suit) for rank in range(2, 15) for suit in Suit)
TREYS = {c: TreysCard.new(str(c)) for c in DECK}
EVALUATOR = Evaluator()


def display_before(five: Sequence[Card], category: str, ranks: Sequence[int], ace_low: bool) -> tuple[Card, ...]:
    """``_display_order`` before issue 30."""
    def rank_of(c: Card) -> int:
        if c.is_joker:
            return 0
        if c.rank == ACE and (ace_low or (category in (STRAIGHT, STRAIGHT_FLUSH) and ranks and ranks[0] != ACE)):
            return 1
        return c.rank

    counts = Counter(rank_of(c) for c in five if not c.is_joker)
    return tuple(sorted(five, key=lambda c: (not c.is_joker, counts[rank_of(c)], rank_of(c), c.key), reverse=True))


def high_before(game: Game, hole: Sequence[Card], board: Sequence[Card]) -> HandValue:
    """``best_high`` before issue 30: every five valued."""
    assert game.rules is not None
    fives = hands.five_card_sets(game, hole, board)
    value, five = hands._pick_best(list(zip(hands._values(fives, game.rules, game.deck.ranks), fives, strict=True)))
    category, sig = game.rules.decode(value)
    return HandValue(value, category, sig, display_before(five, category, sig, False))


def low_before(game: Game, hole: Sequence[Card], board: Sequence[Card],
               monkeypatch: pytest.MonkeyPatch) -> HandValue | None:
    with monkeypatch.context() as patched:
        patched.setattr(hands, "_display_order", display_before)
        return best_low(game, hole, board)


def seen(value: HandValue | None) -> object:
    """Everything of a hand value a player sees or the showdown compares."""
    return None if value is None else (value.value, value.category, value.ranks, value.best, value.kind, value.name)


SETUPS = [(name, deck, jokers) for name in GAMES for deck, jokers in ((None, None), (36, None), (32, 0), (52, 1),
                                                                      (32, 2)) if name in ("draw5", "stud5")
          or (deck, jokers) == (None, None)]


@pytest.mark.parametrize(("name", "deck", "jokers"), SETUPS)
def test_every_game_values_random_hands_as_before(name: str, deck: int | None, jokers: int | None,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    game = get_game(name, deck=deck, jokers=jokers)
    cards = list(game.deck.cards())
    rng = random.Random(f"30/{name}/{deck}/{jokers}")
    for _ in range(600):
        for board in (3, 4, 5) if game.board else (0,):
            dealt = rng.sample(cards, game.hole + board)
            hole, shared = tuple(dealt[:game.hole]), tuple(dealt[game.hole:])
            if game.has_high:
                assert seen(best_high(game, hole, shared)) == seen(high_before(game, hole, shared)), (hole, shared)
            assert seen(best_low(game, hole, shared)) == seen(low_before(game, hole, shared, monkeypatch))


def test_flushes_straight_flushes_and_wheels_are_valued_as_before() -> None:
    """The rarer hands, dealt on purpose: a flush of six or seven of a suit, a straight flush beside a flush, a
    full house beside a flush, the wheel, Omaha's boards of three of a suit."""
    rng = random.Random(3030)
    for name in ("holdem", "omaha", "omaha5", "stud", "shortdeck"):
        game = get_game(name)
        naturals = list(game.deck.naturals())
        for _ in range(1500):
            suit = rng.choice(list(Suit))
            suited = [c for c in naturals if c.suit == suit]
            count = game.hole + (game.board or 0)
            many = rng.sample(suited, rng.randint(3, min(count, len(suited))))
            rest = rng.sample([c for c in naturals if c not in many], count - len(many))
            dealt = many + rest
            rng.shuffle(dealt)
            hole, board = tuple(dealt[:game.hole]), tuple(dealt[game.hole:])
            assert seen(best_high(game, hole, board)) == seen(high_before(game, hole, board)), (name, hole, board)


@settings(max_examples=300, deadline=None)
@given(st.permutations(DECK), st.sampled_from([("holdem", 2, 5), ("omaha", 4, 5), ("draw5", 5, 0)]))
def test_every_pair_of_hands_is_ranked_as_treys_ranks_it(deck: list[Card], setup: tuple[str, int, int]) -> None:
    name, hole, board = setup
    shared = tuple(deck[2 * hole:2 * hole + board])
    first, second = tuple(deck[:hole]), tuple(deck[hole:2 * hole])

    def treys(cards: tuple[Card, ...]) -> int:
        if name == "omaha":
            return min(EVALUATOR._five([TREYS[c] for c in two + three]) for two in hands.combinations(cards, 2)
                       for three in hands.combinations(shared, 3))
        return int(EVALUATOR.evaluate([TREYS[c] for c in cards], [TREYS[c] for c in shared]))

    ours = hand_value(name, first, shared).value - hand_value(name, second, shared).value
    theirs = treys(second) - treys(first)  # (treys: lower is better)
    assert (ours > 0) - (ours < 0) == (theirs > 0) - (theirs < 0)


def test_every_five_is_valued_only_where_a_joker_is_in_the_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    """Counted: valuing every five (21 in hold'em, 60 in Omaha) is left for a joker; a flush values the fives of its
    suit alone."""
    valued: list[int] = []
    every_five = hands._values

    def counted(fives, rules, deck_ranks):  # type: ignore[no-untyped-def]
        valued.append(len(fives))
        return every_five(fives, rules, deck_ranks)

    monkeypatch.setattr(hands, "_values", counted)
    rng = random.Random(30)
    flushes = 0
    for _ in range(400):
        for name, hole in (("holdem", 2), ("omaha", 4), ("stud", 7)):
            dealt = rng.sample(DECK, hole + (0 if name == "stud" else 5))
            hand_value(name, dealt[:hole], dealt[hole:])
            flushes += max(Counter(c.suit for c in dealt).values()) >= 5
    assert flushes > 20 and valued == []
    hand_value("draw5", "Jk As Ks Qs Js", jokers=1)
    assert valued == [1]


def test_a_game_is_made_once_for_many_hands_not_once_a_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    """Counted: five-card draw's game (its deck, its rules) was made for every hand valued; a refusal is never kept,
    and 1 joker and True jokers are still told apart (True is refused)."""
    made: list[str] = []
    make = games.get_game

    def counted(name, **options):  # type: ignore[no-untyped-def]
        made.append(name)
        return make(name, **options)

    monkeypatch.setattr(games, "get_game", counted)
    games._named_game.cache_clear()
    for dealt in (random.Random(i).sample(DECK, 5) for i in range(50)):
        hand_value("draw5", dealt, deck=52, jokers=0)
    assert made == ["draw5"]
    with pytest.raises(games.RequestError):
        hand_value("draw5", "As Ks Qs Js Ts", jokers=True)  # type: ignore[arg-type]
    with pytest.raises(games.RequestError):
        hand_value("draw5", "As Ks Qs Js Ts", jokers=True)  # type: ignore[arg-type]
    assert hand_value("draw5", "As Ks Qs Js Jk", jokers=1).category == "straight-flush"
    with pytest.raises(games.RequestError):
        hand_value("nope", "As Ks Qs Js Ts")


@pytest.mark.parametrize(("game", "hole", "board", "options"), [
    ("holdem", "As As", "Kd 7c 2h", {}), ("holdem", "As Kd", "Kd 7c 2h", {}), ("holdem", "As Kd", "7c 7c 2h", {}),
    ("holdem", "As Jk", "Kd 7c 2h", {}), ("shortdeck", "As 2d", "Kd 7c 8h", {}), ("holdem", "As Kd Qc", "Kh 7c 2h", {}),
    ("draw5", "As Jk Jk Kd Qc", "", {"jokers": 1}), ("draw5", "As Jk Jk Kd Qc", "", {"jokers": 2}),
    ("omaha", "As Kd Qc Js", "Ts 9s", {}), ("draw5", "6s 7d 8c 9h Th", "", {"deck": 32}),
])
def test_cards_given_as_cards_are_refused_or_valued_as_the_same_cards_given_as_text(
        game: str, hole: str, board: str, options: dict[str, int]) -> None:
    """The cards a caller already holds as ``Card`` objects skip reading, not checking: the same refusal, in the
    same words, as for the same cards typed."""
    def outcome(*given: object) -> object:
        try:
            return seen(hand_value(game, *given, **options))  # type: ignore[arg-type]
        except games.FloorError as refused:
            return (type(refused), refused.code, str(refused.message))

    typed = outcome(hole, board)
    assert outcome(_cards(hole), _cards(board)) == typed


def _cards(text: str) -> tuple[Card, ...]:
    """The cards of a text, read one by one (a card written twice is kept twice, as a caller may hold it)."""
    return tuple(hands.parse_cards(token)[0] for token in text.split())


# -- issue 30, second pass: a rank multiset's hand found once (its recipe), cards given as cards checked at once -----

HIGH_SETUPS = [(name, deck, jokers) for name, deck, jokers in SETUPS
               if get_game(name, deck=deck, jokers=jokers).has_high]


def _as_given(cards: tuple[Card, ...], how: str) -> object:
    """The same cards as a caller may give them: a tuple or a list of cards, or typed."""
    return {"tuple": cards, "list": list(cards), "text": " ".join(map(str, cards))}[how]


@settings(max_examples=400, deadline=None)
@given(st.sampled_from(HIGH_SETUPS), st.randoms(use_true_random=False), st.sampled_from(["tuple", "list", "text"]),
       st.sampled_from([3, 4, 5]))
def test_hand_value_is_the_every_five_hand_however_the_cards_are_given(
        setup: tuple[str, int | None, int | None], rng: random.Random, how: str, board_size: int) -> None:
    """Every high game, deck and joker count, at the flop, the turn and the river: the public ``hand_value`` of the
    cards as a tuple, a list or text has the value, category, ranks, the five cards in their order and the name the
    code before issue 30 gave (every five valued)."""
    name, deck, jokers = setup
    game = get_game(name, deck=deck, jokers=jokers)
    board = board_size if game.board else 0
    dealt = tuple(rng.sample(list(game.deck.cards()), game.hole + board))
    hole, shared = dealt[:game.hole], dealt[game.hole:]
    got = hand_value(name, _as_given(hole, how), _as_given(shared, how) if shared else (),  # type: ignore[arg-type]
                     deck=deck, jokers=jokers)
    assert seen(got) == seen(high_before(game, hole, shared)), (name, hole, shared)


TREYS_CATEGORY = {"Straight Flush": "straight-flush", "Four of a Kind": "four-of-a-kind", "Full House": "full-house",
                  "Flush": "flush", "Straight": "straight", "Three of a Kind": "three-of-a-kind",
                  "Two Pair": "two-pair", "Pair": "pair", "High Card": "high-card"}


@settings(max_examples=500, deadline=None)
@given(st.permutations(DECK), st.sampled_from([("holdem", 2, 5), ("holdem", 2, 3), ("holdem", 2, 4),
                                               ("draw5", 5, 0), ("stud", 7, 0)]))
def test_each_hand_is_of_the_category_treys_names_and_pairs_rank_as_in_treys(
        deck: list[Card], setup: tuple[str, int, int]) -> None:
    """Hold'em at the flop, turn and river, five-card draw and stud: each of two hands is of the category treys
    names (Straight Flush, Full House, ...), and the better of the two is treys' better."""
    name, hole, board = setup
    shared = tuple(deck[2 * hole:2 * hole + board])
    first, second = tuple(deck[:hole]), tuple(deck[hole:2 * hole])
    ours = [hand_value(name, seat, shared) for seat in (first, second)]
    theirs = [EVALUATOR.evaluate([TREYS[c] for c in seat], [TREYS[c] for c in shared]) for seat in (first, second)]
    for mine, their in zip(ours, theirs, strict=True):
        assert mine.category == TREYS_CATEGORY[EVALUATOR.class_to_string(EVALUATOR.get_rank_class(their))]
    difference = ours[0].value - ours[1].value
    assert (difference > 0) - (difference < 0) == (theirs[1] > theirs[0]) - (theirs[1] < theirs[0])


def test_a_rank_multiset_is_worked_out_once_for_every_hand_of_those_ranks(monkeypatch: pytest.MonkeyPatch) -> None:
    """Counted: the best five of a rank multiset (its value, name, which cards and their order) is worked out the long
    way once, then read for every hand of the same ranks in other suits; a flush is still found the long way."""
    monkeypatch.setattr(hands, "_NATURAL", {})  # (tables of their own: nothing worked out before this test)
    long_way: list[int] = []
    best_natural = hands._best_natural

    def counted(game, hole, board):  # type: ignore[no-untyped-def]
        long_way.append(len(hole) + len(board))
        return best_natural(game, hole, board)

    monkeypatch.setattr(hands, "_best_natural", counted)
    rng = random.Random(3030)
    for ranks, name, hole in (((14, 14, 9, 5, 2), "draw5", 5), ((13, 12, 11, 10, 9, 9, 3), "holdem", 2),
                              ((8, 8, 8, 4, 4, 4, 2), "stud", 7)):
        shown: set[object] = set()
        for _ in range(300):
            while True:
                dealt = tuple(card(rank, rng.choice(list(Suit))) for rank in ranks)
                if len(set(dealt)) == len(dealt) and max(Counter(c.suit for c in dealt).values()) < 5:
                    break
            got = hand_value(name, dealt[:hole], dealt[hole:])
            assert seen(got) == seen(high_before(get_game(name), dealt[:hole], dealt[hole:]))
            shown.add(got.name)
        assert len(shown) == 1
    assert long_way == [5, 7, 7]
    hand_value("draw5", "As Ks 9s 5s 2s")  # a flush: its fives of the suit valued
    assert long_way[-1] == 5 and len(long_way) == 4


def test_cards_given_as_cards_are_read_and_checked_by_neither_the_reader_nor_the_check_when_they_fit(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Counted: a hand of natural cards of the game's deck, none twice, in the game's numbers is checked in a few steps
    of its own; anything else goes through the reader and :func:`check_cards` (and is refused in their words)."""
    calls: list[str] = []
    for module, function in ((hands, "parse_cards"), (hands, "check_cards")):
        original = getattr(module, function)

        def counted(*args, _original=original, _name=function, **kwargs):  # type: ignore[no-untyped-def]
            calls.append(_name)
            return _original(*args, **kwargs)

        monkeypatch.setattr(module, function, counted)
    rng = random.Random(30)
    for name, hole, board in (("holdem", 2, 5), ("holdem", 2, 3), ("omaha", 4, 5), ("draw5", 5, 0), ("stud", 7, 0)):
        for _ in range(50):
            dealt = rng.sample(DECK, hole + board)
            hand_value(name, tuple(dealt[:hole]), dealt[hole:])
    assert calls == []
    hand_value("holdem", "As Kd", "Qc Jh 2s")
    assert calls == ["parse_cards", "parse_cards", "check_cards"]


@pytest.mark.parametrize(("game", "hole", "board", "options"), [
    ("draw5", "5s 7d 8c 9h Th", "", {"deck": 32}), ("shortdeck", "As 5d", "Kd 7c 8h", {}),
    ("stud", "As Kd Qc Jh Ts 9s", "8d", {}), ("stud", "As Kd Qc Jh Ts 9s 8s", "7d", {}),
    ("draw5", "As Kd Qc Jh", "Ts", {}), ("holdem", "As Kd", "Qc Jh", {}), ("holdem", "As Kd", "Qc Jh Ts 9s 8s 7s", {}),
    ("holdem", "As", "Kd Qc Jh Ts", {}), ("omaha", "As Kd Qc", "Jh Ts 9s", {}),
    ("razz", "As Kd Qc Jh Ts 9s 8s", "", {}),
    ("draw5", "As Kd Qc Jh Jk", "", {}), ("holdem", "As Kd", "Qc Jh As", {}), ("draw5", "2s 2s 2s 2s 2s", "", {}),
])
def test_more_cards_given_as_cards_are_refused_or_valued_as_the_same_cards_given_as_text(
        game: str, hole: str, board: str, options: dict[str, int]) -> None:
    """A card not in the deck, wrong counts, a joker not played, a card twice, a low game, stud's community card (the
    one valued here): the same refusal in the same words, for a seat or for the hand, or the same hand, whether the
    cards come as text, a tuple or a list of cards."""
    def outcome(*given: object, seat: int | None) -> object:
        try:
            return seen(hand_value(game, *given, seat=seat, **options))  # type: ignore[arg-type]
        except games.FloorError as refused:
            return (type(refused), refused.code, str(refused.message))

    for seat in (None, 4):
        typed = outcome(hole, board, seat=seat)
        assert outcome(_cards(hole), _cards(board), seat=seat) == typed
        assert outcome(list(_cards(hole)), list(_cards(board)), seat=seat) == typed


@pytest.mark.parametrize("deck", [52, 36, 32])
def test_every_rank_multiset_of_five_cards_is_valued_and_shown_as_before(deck: int) -> None:
    """Five-card draw, every deck: each of the rank multisets five cards can make (6,175 of a 52-card deck), in suits
    that make no flush, dealt in any order, has the value, name, five cards and order valuing every five gave."""
    game = get_game("draw5", deck=deck)
    rng = random.Random(f"30/multisets/{deck}")
    ranks = game.deck.ranks
    count = 0
    for multiset in hands.combinations_with_replacement(ranks, 5):
        if max(Counter(multiset).values()) > 4:
            continue
        while True:
            dealt = tuple(card(rank, rng.choice(list(Suit))) for rank in multiset)
            if len(set(dealt)) == 5 and len({c.suit for c in dealt}) > 1:
                break
        shuffled = rng.sample(dealt, 5)
        assert seen(hand_value(game, shuffled)) == seen(high_before(game, dealt, ())), dealt
        count += 1
    assert count == {52: 6175, 36: 1278, 32: 784}[deck]
