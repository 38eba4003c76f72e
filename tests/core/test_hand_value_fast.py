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
