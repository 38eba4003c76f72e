"""The decks our clubs deal: 52, 36 (6 through A) and 32 (7 through A), with 0-2 jokers (seed 002 §1)."""

from __future__ import annotations

from dataclasses import dataclass

from floor.core.cards import JOKER, RANKS, Card, Suit, card
from floor.core.errors import CardError, FloorError, Text

_LOWEST_RANK = {52: 2, 36: 6, 32: 7}


@dataclass(frozen=True, slots=True)
class Deck:
    """A deck specification: how many natural cards, and how many jokers."""

    size: int = 52
    jokers: int = 0

    def __post_init__(self) -> None:
        if self.size not in _LOWEST_RANK:
            raise FloorError(
                Text("a {size}-card deck is not dealt here: the decks are 52, 36 and 32 cards", size=self.size),
                code="unknown-deck",
            )
        if self.jokers not in (0, 1, 2):
            raise FloorError(Text("a deck holds 0, 1 or 2 jokers, not {jokers}",
                                  jokers=self.jokers), code="unknown-deck")

    @property
    def lowest_rank(self) -> int:
        return _LOWEST_RANK[self.size]

    @property
    def ranks(self) -> tuple[int, ...]:
        return tuple(r for r in RANKS if r >= self.lowest_rank)

    @property
    def name(self) -> str:
        if self.jokers == 1:
            return Text("{size}-card deck and a joker", size=self.size)
        if self.jokers == 2:
            return Text("{size}-card deck and two jokers", size=self.size)
        return Text("{size}-card deck", size=self.size)

    def naturals(self) -> tuple[Card, ...]:
        """Every natural card of the deck, lowest first."""
        return tuple(card(r, s) for r in self.ranks for s in Suit)

    def cards(self) -> tuple[Card, ...]:
        """The whole deck, jokers last."""
        return self.naturals() + (JOKER,) * self.jokers

    def check_card(self, c: Card, seat: int | None = None) -> None:
        """Refuse a natural card this deck does not hold (a joker is checked by the game)."""
        if not c.is_joker and c.rank < self.lowest_rank:
            raise CardError(
                Text("{c} is not in the {name}: it runs from {symbol} to A",
                     c=c, name=self.name, symbol=card(self.lowest_rank, Suit.CLUBS).symbol[:-1]),
                code="card-not-in-deck",
                seat=seat,
            )
