"""Cards, and reading them the way dealers type them.

Suits rank spades > hearts > diamonds > clubs, but only for draws and odd chips
(seed 002 §2); hand strength never looks at suits.

>>> parse_cards("As 10d td")
Traceback (most recent call last):
...
floor.core.errors.DefectiveDeckError: Td is entered twice: two identical cards mean the deck is defective (DD-02)
>>> [str(c) for c in parse_cards("Т♠ К♥ 10♦ Jk")]
['As', 'Kh', 'Td', 'Jk']
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from floor.core.errors import CardError, Text, duplicate_card

ACE = 14
KING = 13
QUEEN = 12
JACK = 11
TEN = 10
RANKS: tuple[int, ...] = tuple(range(2, 15))
RANK_CHARS = {2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9",
              TEN: "T", JACK: "J", QUEEN: "Q", KING: "K", ACE: "A"}
# Greedy B3 sequence: every multiset of up to three of these has its own sum.
B3_WEIGHTS = (0, 1, 4, 13, 32, 71, 124, 218, 375, 572, 744, 1208, 1556)


class Suit(enum.IntEnum):
    """Suits in their draw order: a greater value wins a tie in rank (seed 002 §2.2)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def char(self) -> str:
        return "cdhs"[self.value]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self.value]


@dataclass(frozen=True, slots=True)
class Card:
    """One playing card, or the joker (``rank`` 0, no suit).

    ``code`` packs the card for the fast evaluator so that a hand's codes simply add:
    five to the power of the rank index from bit 26 (the sum is the rank multiset),
    a weight from a B3 sequence in bits 12-25 (any two or three cards' ranks sum to a
    distinct small number: Omaha's table index), and a count per suit in three-bit
    fields below bit 12 (a flush shows as a field of five or more).
    """

    rank: int
    suit: Suit | None
    code: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.suit is None:
            if self.rank != 0:
                raise CardError(Text("rank {rank} needs a suit", rank=self.rank), code="unknown-card")
            object.__setattr__(self, "code", 0)
            return
        if self.rank not in RANK_CHARS:
            raise CardError(Text("{rank} is not a card rank (2 to 14)", rank=self.rank), code="unknown-card")
        index = self.rank - 2
        object.__setattr__(self, "code", 5**index << 26 | B3_WEIGHTS[index] << 12 | 1 << (3 * self.suit))

    def __hash__(self) -> int:
        """Equal cards have equal codes; hashing the suit's enum member (in Python) made a card's hash the slowest
        step of checking a hand (issue 30)."""
        return self.code

    @property
    def is_joker(self) -> bool:
        return self.suit is None

    @property
    def key(self) -> int:
        """Draw order: rank first, then suit (procedures.md §0.5); the joker is lowest."""
        if self.suit is None:
            return -1
        return self.rank * 4 + self.suit

    @property
    def symbol(self) -> str:
        """The card as people read it, e.g. ``A♠``, ``10♥``."""
        if self.suit is None:
            return "Joker"
        rank = "10" if self.rank == TEN else RANK_CHARS[self.rank]
        return rank + self.suit.symbol

    def __str__(self) -> str:
        if self.suit is None:
            return "Jk"
        return RANK_CHARS[self.rank] + self.suit.char


JOKER = Card(0, None)
_DECK52 = {(r, s): Card(r, s) for r in RANKS for s in Suit}


def card(rank: int, suit: Suit) -> Card:
    """The shared instance of a natural card."""
    return _DECK52[(rank, suit)]


_RANK_TOKENS = {
    **{str(r): r for r in range(2, 10)},
    "10": TEN, "t": TEN, "j": JACK, "q": QUEEN, "k": KING, "a": ACE,
    # Russian letters of the rule sheets (seeds 000-001): туз, король, дама, валет.
    "т": ACE, "к": KING, "д": QUEEN, "в": JACK,
}
_SUIT_TOKENS = {
    "c": Suit.CLUBS, "d": Suit.DIAMONDS, "h": Suit.HEARTS, "s": Suit.SPADES,
    "♣": Suit.CLUBS, "♦": Suit.DIAMONDS, "♥": Suit.HEARTS, "♠": Suit.SPADES,
    "♧": Suit.CLUBS, "♢": Suit.DIAMONDS, "♡": Suit.HEARTS, "♤": Suit.SPADES,
}
_CARD_RE = re.compile(
    r"(?P<joker>jk|joker)|(?P<rank>10|[2-9tjqkaткдв])\ufe0f?(?P<suit>[cdhs♣♦♥♠♧♢♡♤])\ufe0f?",
    re.IGNORECASE,
)
_SEPARATORS = re.compile(r"[\s,;]+")
_HINT = Text("a card is a rank (2-10, T, J, Q, K, A or Т К Д В) and a suit (s h d c or ♠ ♥ ♦ ♣), or Jk for a joker")


def _parse_token(token: str) -> list[Card]:
    """Read one run of cards typed without spaces, such as ``AsKd``."""
    cards: list[Card] = []
    pos = 0
    while pos < len(token):
        match = _CARD_RE.match(token, pos)
        if match is None:
            rest = token[pos:]
            raise CardError(Text("'{rest}' is not a card: {hint}", rest=rest, hint=_HINT), code="unknown-card")
        if match.group("joker"):
            cards.append(JOKER)
        else:
            rank = _RANK_TOKENS[match.group("rank").lower()]
            cards.append(_DECK52[(rank, _SUIT_TOKENS[match.group("suit").lower()])])
        pos = match.end()
    return cards


def parse_card(text: str | Card) -> Card:
    """Exactly one card."""
    cards = parse_cards(text)
    if len(cards) != 1:
        raise CardError(Text("'{text}' is {cards_count} cards, expected one",
                             text=text, cards_count=len(cards)), code="unknown-card")
    return cards[0]


def parse_cards(cards: str | Card | Iterable[str | Card]) -> tuple[Card, ...]:
    """Read cards from text (``"As Td 10d"``, ``"A♠ 10♥"``, ``"AsKd"``) or from a list.

    Accepts ``T`` or ``10`` for ten, any case, suit symbols, the Russian rank letters
    Т К Д В and ``Jk`` for a joker. A natural card entered twice means the deck is
    defective (seed 002 §5.1.2): that raises :class:`DefectiveDeckError` citing DD-02.
    """
    if isinstance(cards, Card):
        items: list[str | Card] = [cards]
    elif isinstance(cards, str):
        items = [t for t in _SEPARATORS.split(cards.strip()) if t]
    else:
        items = list(cards)
    out: list[Card] = []
    for item in items:
        if isinstance(item, Card):
            out.append(item)
        elif isinstance(item, str):
            tokens = [t for t in _SEPARATORS.split(item.strip()) if t]
            if not tokens:
                raise CardError(Text("an empty card was entered"), code="unknown-card")
            for token in tokens:
                out.extend(_parse_token(token))
        else:
            raise CardError(Text("{item!r} is not a card: {hint}", item=item, hint=_HINT), code="unknown-card")
    check_no_duplicates(out)
    return tuple(out)


def check_no_duplicates(cards: Iterable[Card], seat: int | None = None) -> None:
    """Refuse a natural card seen twice: the deck is defective (DD-02)."""
    seen: set[Card] = set()
    for c in cards:
        if c.is_joker:
            continue
        if c in seen:
            raise duplicate_card(str(c), seat=seat)
        seen.add(c)
