"""The race cards (CR-04): Floor deals them, or the dealer's cards are entered and checked (SR-14).

One face-up card per leftover chip, from one 52-card deck, seat 1 first, each player's cards all together.
Re-exported by :mod:`floor.tournament.chiprace.race`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, MutableSequence
from typing import Protocol, TypeVar

from floor.core.cards import Card, parse_cards
from floor.core.decks import Deck
from floor.core.errors import FloorError, Text, listing
from floor.tournament.chiprace.setup import DECK_SIZE, ChipRace, int_key

_SEPARATORS = re.compile(r"[\s,;]+")

def _listing(chips: Mapping[int, int]) -> str:
    """``2 × 100 and 1 × 25``: chips of several denominations, biggest first (the "and" a nested Text)."""
    return listing([f"{count} × {denomination}" for denomination, count in sorted(chips.items(), reverse=True)
                    if count])


_T = TypeVar("_T")


class Shuffler(Protocol):
    """What dealing needs from a random source: ``random.Random`` for tests, ``secrets.SystemRandom()`` for play."""

    def shuffle(self, x: MutableSequence[_T], /) -> None: ...


RaceCards = Mapping[int, str | Card | Iterable[str | Card]]
"""Cards per seat as the dealer enters them: ``{3: "Ks", 1: ["Kd", "4c", "2h"]}``."""


def deal_race_cards(race: ChipRace, rng: Shuffler) -> dict[int, tuple[Card, ...]]:
    """Floor deals the race (CR-04): one shuffled 52-card deck, seat 1 first, each player's cards all together.

    Only seats with leftover chips are dealt; pass ``secrets.SystemRandom()`` in play.
    """
    deck = list(Deck(DECK_SIZE).naturals())
    rng.shuffle(deck)
    dealt: dict[int, tuple[Card, ...]] = {}
    top = 0
    for e in race.exchanges:
        if e.chips:
            dealt[e.seat] = tuple(deck[top:top + e.chips])
            top += e.chips
    return dealt


def _seat_cards(seat: int, value: object) -> list[Card]:
    """One seat's cards, read one by one so a repeated card is reported by the race's own rule."""
    if isinstance(value, str | Card):
        items: list[object] = [value]
    elif isinstance(value, Iterable):
        items = list(value)
    else:
        raise FloorError(Text("seat {seat}: {value!r} is not a list of cards",
                              seat=seat, value=value), code="bad-card", seat=seat,
                         procedure="CR-04")
    cards: list[Card] = []
    for item in items:
        tokens: list[str | Card]
        if isinstance(item, str):
            tokens = [t for t in _SEPARATORS.split(item.strip()) if t]
        elif isinstance(item, Card):
            tokens = [item]
        else:
            raise FloorError(Text("seat {seat}: {item!r} is not a card",
                                  seat=seat, item=item), code="bad-card", seat=seat, procedure="CR-04")
        for token in tokens:
            try:
                cards.extend(parse_cards(token))
            except FloorError as err:
                raise FloorError(Text("seat {seat}: {message}",
                                      seat=seat, message=err.message), code=err.code, seat=seat,
                                 procedure=err.procedure or "CR-04") from None
    return cards


def _count_message(seat: int, raced: Mapping[int, int], entered: int) -> Text:
    """The race cards entered do not match the leftover chips: what the seat has, and the cards entered."""
    chips = sum(raced.values())
    if not chips:
        has = Text("seat {seat} has no leftover chips to race", seat=seat)
    elif len(raced) == 1:
        (denomination,) = raced
        has = (Text("seat {seat} has 1 leftover {denomination} chip", seat=seat, denomination=denomination)
               if chips == 1 else Text("seat {seat} has {chips} leftover {denomination} chips",
                                       seat=seat, chips=chips, denomination=denomination))
    else:
        has = Text("seat {seat} has {chips} leftover chips ({listing})", seat=seat, chips=chips,
                   listing=_listing(raced))
    if entered < chips:
        cards = (Text("only 1 race card was entered") if entered == 1
                 else Text("only {entered} race cards were entered", entered=entered))
    else:
        cards = (Text("1 race card was entered") if entered == 1
                 else Text("{entered} race cards were entered", entered=entered))
    return Text("{has} but {cards} (CR-04: one card per leftover chip)", has=has, cards=cards)


def read_cards(race: ChipRace, cards: RaceCards) -> dict[int, tuple[Card, ...]]:
    """The dealt cards, checked: the right number per seat, no joker, no card twice at the table (SR-14)."""
    if not isinstance(cards, Mapping):
        raise FloorError(Text("the race cards must be given per seat, not {cards!r}", cards=cards), code="bad-request",
                         procedure="CR-04")
    by_seat: dict[int, object] = {}
    for key, value in cards.items():
        seat = int_key(key, Text("a seat"))
        if seat in by_seat:
            raise FloorError(Text("race cards for seat {seat} are entered twice",
                                  seat=seat), code="bad-seat", seat=seat)
        by_seat[seat] = value
    seats = {p.seat for p in race.players}
    for seat in sorted(by_seat):
        if seat not in seats:
            raise FloorError(Text("race cards were entered for seat {seat}, but nobody races from seat {seat}",
                                  seat=seat),
                             code="bad-seat", seat=seat, procedure="CR-04")
    seen: dict[Card, int] = {}
    read: dict[int, tuple[Card, ...]] = {}
    for e in race.exchanges:
        dealt = _seat_cards(e.seat, by_seat.get(e.seat, ()))
        if any(c.is_joker for c in dealt):
            raise FloorError(Text("seat {seat} was given a joker: race cards come from a 52-card deck without "
                                  "jokers; deal him another card",
                                  seat=e.seat), code="joker-in-race", seat=e.seat, procedure="CR-04")
        if len(dealt) != e.chips:
            raise FloorError(_count_message(e.seat, e.raced, len(dealt)), code="wrong-card-count", seat=e.seat,
                             procedure="CR-04")
        for c in dealt:
            if c in seen:
                raise FloorError(Text("{symbol} is entered twice for seat {seat}: a race is dealt from one 52-card "
                                      "deck, so no card can appear twice (SR-14)", symbol=c.symbol, seat=e.seat)
                                 if seen[c] == e.seat else
                                 Text("{symbol} is entered for seat {seat} and seat {seat_2}: a race is dealt from one "
                                      "52-card deck, so no card can appear twice (SR-14)",
                                      symbol=c.symbol, seat=seen[c], seat_2=e.seat),
                                 code="duplicate-card", seat=e.seat, procedure="SR-14")
            seen[c] = e.seat
        if dealt:
            read[e.seat] = tuple(dealt)
    return read


def verify_race(race: ChipRace, cards: RaceCards) -> None:
    """Raise a :class:`FloorError` the floor understands if these race cards cannot be used for this race."""
    read_cards(race, cards)


def can_race(race: ChipRace, cards: RaceCards) -> bool:
    try:
        verify_race(race, cards)
    except FloorError:
        return False
    return True
