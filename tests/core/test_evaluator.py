"""The fast evaluators agree with valuing every five-card hand one by one."""

import random
from itertools import combinations

import pytest

from floor.core import Deck
from floor.core.evaluator import evaluator, omaha_evaluator
from floor.core.ranking import DECK32, SHORTDECK, STANDARD, Ruleset

RULESETS = [(52, STANDARD), (36, SHORTDECK), (32, DECK32)]


@pytest.mark.parametrize(("size", "rules"), RULESETS, ids=["52", "36", "32"])
@pytest.mark.parametrize("n", [6, 7])
def test_six_and_seven_cards_value_as_their_best_five(size: int, rules: Ruleset, n: int) -> None:
    """3,000 random hands: the one-look-up value equals the best of every five (flushes included)."""
    rng = random.Random(n * 1000 + size)
    deck = [c.code for c in Deck(size).naturals()]
    best = evaluator(rules)
    for _ in range(3000):
        codes = rng.sample(deck, n)
        assert best(codes) == max(best(five) for five in combinations(codes, 5)), codes


@pytest.mark.parametrize(("size", "rules"), RULESETS, ids=["52", "36", "32"])
@pytest.mark.parametrize(("hole", "board"), [(4, 5), (5, 5), (4, 4), (4, 3), (5, 3)])
def test_omaha_values_the_best_two_plus_three(size: int, rules: Ruleset, hole: int, board: int) -> None:
    """Random deals, boards reused across seats: the table path equals the best of the two-plus-three fives."""
    rng = random.Random(hole * 100 + board * 10 + size)
    deck = [c.code for c in Deck(size).naturals()]
    five = evaluator(rules)
    omaha = omaha_evaluator(rules)
    for _ in range(300):
        cards = rng.sample(deck, board + 3 * hole)
        shared = cards[:board]
        for seat in range(3):  # three seats on the same board: the second and third use the board's cached row
            mine = cards[board + seat * hole: board + (seat + 1) * hole]
            expected = max(five(h + b) for h in combinations(mine, 2) for b in combinations(shared, 3))
            assert omaha(mine, shared) == expected, (mine, shared)


def test_omaha_flushes_need_two_suited_hole_cards_and_three_on_board() -> None:
    """A♥K♥ with three hearts on board is the nut flush; four hearts in hand and one on board is no flush."""
    from floor.core import parse_cards

    def codes(text: str) -> list[int]:
        return [c.code for c in parse_cards(text)]

    omaha = omaha_evaluator(STANDARD)
    assert STANDARD.decode(omaha(codes("Ah Kh 2c 3d"), codes("Qh 7h 4h 9s Ts")))[0] == "flush"
    assert STANDARD.decode(omaha(codes("Ah Kh Qh Jh"), codes("2h 7c 8d 9s 3c")))[0] == "high-card"
