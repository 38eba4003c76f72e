"""Differential tests: Floor's hand values against pokerkit's hands, on seeded random deals.

Every Floor game has a pokerkit counterpart (pokerkit 0.7, ``pokerkit.hands``):

============  ======================================  ===================================
Floor game    pokerkit high hand                      pokerkit low hand
============  ======================================  ===================================
holdem        StandardHighHand (best 5 of 7)          -
shortdeck     ShortDeckHoldemHand (straight > trips)  -
omaha         OmahaHoldemHand (2 hole + 3 board)      -
omaha5        OmahaHoldemHand (2 of 5 hole + 3)       -
omaha-hilo    OmahaHoldemHand                         OmahaEightOrBetterLowHand (2 + 3)
stud          StandardHighHand (best 5 of 7)          -
stud-hilo     StandardHighHand                        EightOrBetterLowHand (best 5 of 7)
razz          -                                       RegularLowHand (ace-to-five, no qualifier)
stud5, draw5  StandardHighHand (5 cards)              -
draw27        -                                       StandardLowHand (deuce-to-seven)
============  ======================================  ===================================

Flop games get a board of three, four or five cards (Floor rules on a flop or a turn
too), shared by 2 to 6 seats. Floor and pokerkit must order the seats of every deal
alike (better, worse or tied), and also all the seats of all the deals of a game taken
together; a low must qualify in Floor exactly when pokerkit can make one (pokerkit's
``from_game`` raises ValueError when it cannot: ``from_game_or_none`` gives None); the
category must be pokerkit's label; and Floor's five cards must have the ranks of
pokerkit's five. Only the 52-card games (and short deck's 36) are compared: pokerkit
has no 32- or 36-card draw or stud deck and no jokers.

To compare orders cheaply, seats are sorted by Floor's value and each neighbour pair is
compared in pokerkit: both orders are total preorders, so neighbours agreeing (strictly
better, or tied) is the same as every pair agreeing, and a disagreement, if any, shows
up between neighbours. Within a deal pokerkit's own ``<`` judges; across deals, where
there are many more neighbours, each hand's lookup entry is read once and compared as
``Hand.__lt__`` does (greater index stronger, reversed for low hands), because pokerkit
recomputes the entry on every comparison.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import pairwise

import pytest
from pokerkit import Card as PokerkitCard
from pokerkit import (
    EightOrBetterLowHand,
    Hand,
    OmahaEightOrBetterLowHand,
    OmahaHoldemHand,
    RegularLowHand,
    ShortDeckHoldemHand,
    StandardHighHand,
    StandardLowHand,
)
from pokerkit.lookups import Entry, Label

from floor.core import Card, HandValue, hand_value, low_value, parse_cards

# Floor's short-deck default ranks three of a kind above a straight; pokerkit's
# ShortDeckHoldemLookup ranks the straight higher (pinned by the last test), so the
# short-deck comparisons run under the house setting that matches pokerkit.
SHORTDECK_LIKE_POKERKIT = {"shortdeck_trips_beat_straight": False}

DECK52 = parse_cards([r + s for r in "23456789TJQKA" for s in "cdhs"])
DECK36 = tuple(c for c in DECK52 if c.rank >= 6)
BOARD_SIZES = (5, 5, 5, 4, 3)  # mostly the river, sometimes a flop or a turn
MIN_SEATS, MAX_SEATS = 2, 6

LABEL_TO_CATEGORY = {
    Label.HIGH_CARD: "high-card",
    Label.ONE_PAIR: "pair",
    Label.TWO_PAIR: "two-pair",
    Label.THREE_OF_A_KIND: "three-of-a-kind",
    Label.STRAIGHT: "straight",
    Label.FLUSH: "flush",
    Label.FULL_HOUSE: "full-house",
    Label.FOUR_OF_A_KIND: "four-of-a-kind",
    Label.STRAIGHT_FLUSH: "straight-flush",
}


@dataclass(frozen=True)
class Spec:
    """How one Floor game is dealt and which pokerkit hand types judge it."""

    game: str
    deck: tuple[Card, ...]
    hole: int
    board: int  # 0: no board (stud and draw); else at most this many board cards
    high: type[Hand] | None
    low: type[Hand] | None
    deals: int
    house: dict[str, object] | None = None
    omaha: bool = False


# Deal counts keep the file near 40 s on two cores: pokerkit takes about 0.3 ms per
# 7-card seat, 1-2 ms per Omaha seat (60 or 100 five-card hands), 0.02 ms per 5-card one.
SPECS = {
    s.game: s
    for s in (
        Spec("holdem", DECK52, 2, 5, StandardHighHand, None, 1500),
        Spec("shortdeck", DECK36, 2, 5, ShortDeckHoldemHand, None, 1500, SHORTDECK_LIKE_POKERKIT),
        Spec("omaha", DECK52, 4, 5, OmahaHoldemHand, None, 800, omaha=True),
        Spec("omaha5", DECK52, 5, 5, OmahaHoldemHand, None, 600, omaha=True),
        Spec("omaha-hilo", DECK52, 4, 5, OmahaHoldemHand, OmahaEightOrBetterLowHand, 600, omaha=True),
        Spec("stud", DECK52, 7, 0, StandardHighHand, None, 1500),
        Spec("stud-hilo", DECK52, 7, 0, StandardHighHand, EightOrBetterLowHand, 1200),
        Spec("razz", DECK52, 7, 0, None, RegularLowHand, 1500),
        Spec("stud5", DECK52, 5, 0, StandardHighHand, None, 3000),
        Spec("draw5", DECK52, 5, 0, StandardHighHand, None, 3000),
        Spec("draw27", DECK52, 5, 0, None, StandardLowHand, 3000),
    )
}
HIGH_GAMES = [g for g, s in SPECS.items() if s.high is not None]
LOW_GAMES = [g for g, s in SPECS.items() if s.low is not None]
HILO_GAMES = [g for g in HIGH_GAMES if g in LOW_GAMES]

_TO_POKERKIT = {str(c): next(PokerkitCard.parse(str(c))) for c in DECK52}


def _show(cards: Iterable[Card]) -> str:
    return " ".join(map(str, cards))


@dataclass(frozen=True)
class Deal:
    """One seeded deal: its number, the shared board (flop games) and each seat's cards."""

    game: str
    number: int
    board: tuple[Card, ...]
    holes: tuple[tuple[Card, ...], ...]

    def __str__(self) -> str:
        board = f"board {_show(self.board)}; " if self.board else ""
        seats = "; ".join(f"seat {i}: {_show(h)}" for i, h in enumerate(self.holes, 1))
        return f"{self.game} deal #{self.number}: {board}{seats}"


@dataclass(frozen=True)
class Seat:
    """One seat of a deal, with Floor's value and pokerkit's hand (None: no qualifying low)."""

    deal: Deal
    number: int  # 1-based
    floor: HandValue | None
    pokerkit: Hand | None
    pokerkit_entry: Entry | None  # pokerkit.entry, read once

    @property
    def hole(self) -> tuple[Card, ...]:
        return self.deal.holes[self.number - 1]

    @property
    def pokerkit_strength(self) -> int:
        """pokerkit's order as ``Hand.__lt__`` computes it: entry index, the smaller the better for a low."""
        assert self.pokerkit is not None and self.pokerkit_entry is not None
        return -self.pokerkit_entry.index if self.pokerkit.low else self.pokerkit_entry.index

    def verdicts(self) -> str:
        floor = "no hand" if self.floor is None else f"{self.floor.name} [{_show(self.floor.best)}]"
        return f"Floor {floor}, pokerkit {self.pokerkit or 'no hand'}"


@cache
def _deals(game: str) -> tuple[Deal, ...]:
    spec = SPECS[game]
    rng = random.Random(f"floor-vs-pokerkit/{game}")  # str seeds are stable across runs and PYTHONHASHSEED
    deals = []
    for number in range(spec.deals):
        seat_count = rng.randint(MIN_SEATS, MAX_SEATS)
        board_size = rng.choice(BOARD_SIZES) if spec.board else 0
        cards = rng.sample(spec.deck, seat_count * spec.hole + board_size)
        holes = tuple(tuple(cards[i * spec.hole : (i + 1) * spec.hole]) for i in range(seat_count))
        deals.append(Deal(game, number, tuple(cards[seat_count * spec.hole :]), holes))
    return tuple(deals)


def _judge(
    game: str, floor_judge: Callable[..., HandValue | None], pokerkit_hand: type[Hand]
) -> tuple[tuple[Seat, ...], ...]:
    """Each deal's seats, judged by Floor and by pokerkit."""
    house = SPECS[game].house
    judged = []
    for deal in _deals(game):
        pk_board = tuple(_TO_POKERKIT[str(c)] for c in deal.board)
        seats = []
        for number, hole in enumerate(deal.holes, 1):
            floor = floor_judge(game, hole, deal.board, house=house)
            pk = pokerkit_hand.from_game_or_none(tuple(_TO_POKERKIT[str(c)] for c in hole), pk_board)
            seats.append(Seat(deal, number, floor, pk, None if pk is None else pk.entry))
        judged.append(tuple(seats))
    return tuple(judged)


@cache
def _highs(game: str) -> tuple[tuple[Seat, ...], ...]:
    high = SPECS[game].high
    assert high is not None
    return _judge(game, hand_value, high)


@cache
def _lows(game: str) -> tuple[tuple[Seat, ...], ...]:
    low = SPECS[game].low
    assert low is not None
    return _judge(game, low_value, low)


_WORDS = {1: "better than", 0: "tied with", -1: "worse than"}


def _floor_compare(a: Seat, b: Seat) -> int:
    """1, 0 or -1 as a's hand is better than, tied with or worse than b's; exactly one of >, == and < holds."""
    verdicts = (a.floor > b.floor, a.floor == b.floor, a.floor < b.floor)  # type: ignore[operator]
    assert sum(verdicts) == 1, f"inconsistent comparisons {verdicts} of {a.floor!r} and {b.floor!r}"
    return 1 - verdicts.index(True)


def _pokerkit_compare(a: Seat, b: Seat) -> int:
    """The same in pokerkit, by its own comparison operator."""
    return (b.pokerkit < a.pokerkit) - (a.pokerkit < b.pokerkit)  # type: ignore[operator]


def _pokerkit_strength_compare(a: Seat, b: Seat) -> int:
    """The same in pokerkit, by the entries read once."""
    return (a.pokerkit_strength > b.pokerkit_strength) - (a.pokerkit_strength < b.pokerkit_strength)


def _order_disagreements(seats: Iterable[Seat], pokerkit_compare: Callable[[Seat, Seat], int]) -> list[str]:
    """Pairs of seats that Floor and pokerkit order differently (none exactly when the two orders agree)."""
    ranked = sorted((s for s in seats if s.floor is not None and s.pokerkit is not None), key=lambda s: s.floor)
    out = []
    for worse, better in pairwise(ranked):
        floor_says, pokerkit_says = _floor_compare(better, worse), pokerkit_compare(better, worse)
        if floor_says != pokerkit_says:
            same_deal = better.deal is worse.deal
            deals = str(better.deal) if same_deal else f"{better.deal}\n{worse.deal}"
            a = f"seat {better.number}" if same_deal else f"seat {better.number} of deal #{better.deal.number}"
            b = f"seat {worse.number}" if same_deal else f"seat {worse.number} of deal #{worse.deal.number}"
            out.append(
                f"{deals}\n    {a} vs {b}: Floor says {_WORDS[floor_says]}, pokerkit says {_WORDS[pokerkit_says]}"
                f"\n    {a}: {better.verdicts()}\n    {b}: {worse.verdicts()}"
            )
    return out


def _hand_disagreements(seats: Iterable[Seat], omaha: bool) -> list[str]:
    """Seats whose category is not pokerkit's label, or whose five do not have pokerkit's ranks."""
    out = []
    for seat in seats:
        fv, pk = seat.floor, seat.pokerkit
        if fv is None or pk is None:
            continue
        problems = []
        assert seat.pokerkit_entry is not None
        label = seat.pokerkit_entry.label
        if fv.category != LABEL_TO_CATEGORY[label]:
            problems.append(f"category {fv.category!r} is not pokerkit's {label.value!r}")
        if len(fv.best) != 5 or sorted(str(c)[0] for c in fv.best) != sorted(repr(c)[0] for c in pk.cards):
            problems.append("Floor's five have other ranks than pokerkit's")
        from_hole = sum(c in seat.hole for c in fv.best)
        if not set(fv.best) <= {*seat.hole, *seat.deal.board} or (omaha and from_hole != 2):
            problems.append("Floor's five are not five cards this seat may play")
        if problems:
            out.append(f"{seat.deal}\n    seat {seat.number}: {seat.verdicts()}: {'; '.join(problems)}")
    return out


def _report(what: str, problems: Sequence[str]) -> str:
    more = f"\n... and {len(problems) - 10} more" if len(problems) > 10 else ""
    return f"{len(problems)} {what}:\n" + "\n".join(problems[:10]) + more


@pytest.mark.parametrize("game", HIGH_GAMES)
def test_high_hands_order_each_deals_seats_as_pokerkit_does(game: str) -> None:
    """In every deal, every pair of seats' high hands compares (better, worse, tied) exactly as in pokerkit."""
    deals = _highs(game)
    assert all(s.floor is not None and s.pokerkit is not None for seats in deals for s in seats)
    problems = [p for seats in deals for p in _order_disagreements(seats, _pokerkit_compare)]
    assert not problems, _report("pairs of seats ordered differently from pokerkit", problems)


@pytest.mark.parametrize("game", HIGH_GAMES)
def test_high_hands_order_all_seats_of_all_deals_as_pokerkit_does(game: str) -> None:
    """Across all deals of a game, every two seats' high hands compare exactly as in pokerkit."""
    problems = _order_disagreements((s for seats in _highs(game) for s in seats), _pokerkit_strength_compare)
    assert not problems, _report("pairs of seats ordered differently from pokerkit", problems)


@pytest.mark.parametrize("game", HIGH_GAMES)
def test_high_categories_and_fives_match_pokerkit(game: str) -> None:
    """Floor's high-hand category is pokerkit's label and its five cards have the ranks of pokerkit's five."""
    problems = _hand_disagreements((s for seats in _highs(game) for s in seats), SPECS[game].omaha)
    assert not problems, _report("high hands that differ from pokerkit's", problems)


@pytest.mark.parametrize("game", LOW_GAMES)
def test_lows_qualify_and_order_each_deals_seats_as_pokerkit_does(game: str) -> None:
    """A seat has a low in Floor exactly when it has one in pokerkit, and each deal's lows compare as in pokerkit."""
    deals = _lows(game)
    unmatched = [
        f"{s.deal}\n    seat {s.number}: {s.verdicts()}"
        for seats in deals
        for s in seats
        if (s.floor is None) != (s.pokerkit is None)
    ]
    assert not unmatched, _report("seats whose low qualifies in one evaluator only", unmatched)
    problems = [p for seats in deals for p in _order_disagreements(seats, _pokerkit_compare)]
    assert not problems, _report("pairs of lows ordered differently from pokerkit", problems)


@pytest.mark.parametrize("game", LOW_GAMES)
def test_lows_order_all_seats_of_all_deals_as_pokerkit_does(game: str) -> None:
    """Across all deals of a game, every two qualifying lows compare exactly as in pokerkit."""
    problems = _order_disagreements((s for seats in _lows(game) for s in seats), _pokerkit_strength_compare)
    assert not problems, _report("pairs of lows ordered differently from pokerkit", problems)


@pytest.mark.parametrize("game", LOW_GAMES)
def test_low_categories_and_fives_match_pokerkit(game: str) -> None:
    """Floor's low-hand category is pokerkit's label and its five cards have the ranks of pokerkit's five."""
    problems = _hand_disagreements((s for seats in _lows(game) for s in seats), SPECS[game].omaha)
    assert not problems, _report("low hands that differ from pokerkit's", problems)


@pytest.mark.parametrize("game", HILO_GAMES)
def test_hilo_deals_have_both_qualifying_and_missing_lows(game: str) -> None:
    """The seeded hi-lo deals exercise both sides of the 8-or-better qualifier, so the low tests are not vacuous."""
    qualifies = [s.pokerkit is not None for seats in _lows(game) for s in seats]
    assert qualifies.count(True) > 300
    assert qualifies.count(False) > 300


def test_pokerkit_shortdeck_ranks_straight_above_trips() -> None:
    """pokerkit's short deck ranks a straight above trips: hence the house setting the short-deck comparisons pass."""
    trips = ShortDeckHoldemHand.from_game("7c7d", "7hTsQcKd9s")
    straight = ShortDeckHoldemHand.from_game("As6c", "7h8h9hKdQs")
    assert (trips.entry.label, straight.entry.label) == (Label.THREE_OF_A_KIND, Label.STRAIGHT)
    assert straight > trips
    trips_cards, straight_cards = ("7c 7d", "7h Ts Qc Kd 9s"), ("As 6c", "7h 8h 9h Kd Qs")
    assert hand_value("shortdeck", *straight_cards, house=SHORTDECK_LIKE_POKERKIT) > hand_value(
        "shortdeck", *trips_cards, house=SHORTDECK_LIKE_POKERKIT
    )
    assert hand_value("shortdeck", *trips_cards) > hand_value("shortdeck", *straight_cards)  # Floor's default
