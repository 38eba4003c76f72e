"""The draw for the button at a new table (BT-01, SR-03): one card per seat, the highest key wins.

A table gets its first button this way at the start, when it opens, and after a full final-table
redraw. Ace is high and a tie in rank goes to the higher suit (♠ > ♥ > ♦ > ♣, §0.5), so there is
never a redraw. Which seats get a card is ``button_draw_seats``: every seat with a player (the
default: an absent player's stack is dealt a card too) or only the players present.

Floor deals (``rng``: one card per seat from a shuffled 52-card deck, clockwise from seat 1, the
dealer's immediate left), or the physical draw is recorded (``cards``: seat -> card). Either way
the result is a :class:`ButtonDraw` that goes into the event; ``table.with_positions(draw.positions)``
applies it.

>>> from floor.tournament.seating.tables import Table
>>> draw = draw_button(Table(1, (10, 11, None, 13)), cards={1: "Kd", 2: "Ks", 4: "9h"})
>>> draw.button, draw.positions.small_blind, draw.positions.big_blind
(2, 4, 1)
"""

from __future__ import annotations

import functools
import random
from collections import Counter
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from typing import ClassVar

from floor.core.cards import Card, parse_card
from floor.core.decks import Deck
from floor.core.errors import CardError, FloorError, Text, listing
from floor.core.wholes import is_whole
from floor.tournament.codec import Form
from floor.tournament.seating.tables import Positions, Table, first_hand

BUTTON_DRAW_METHODS = ("deal_clockwise_from_seat1", "players_draw")
BUTTON_DRAW_SEATS = ("all_seats_with_stack", "present_only")

SeatCards = Mapping[int, Card | str] | Iterable[tuple[int, Card | str]]
"""A recorded draw: seat -> card, as a mapping or as pairs (pairs can show a seat twice)."""

_read_card = functools.lru_cache(maxsize=256)(parse_card)  # (a card is read once: a log holds many draws)


def _choose(value: str, allowed: tuple[str, ...], what: Text) -> str:
    if value not in allowed:
        raise FloorError(Text("{what} is {allowed}, not {value!r}",
                              what=what, allowed=listing(allowed, "or"), value=value), code="bad-setting")
    return value


def _natural(text: Card | str, seat: int) -> Card:
    try:
        card = text if isinstance(text, Card) else _read_card(text)
    except CardError as err:
        raise CardError(Text("seat {seat}'s card: {message}",
                             seat=seat, message=err.message), code=err.code, seat=seat) from err
    if card.is_joker:
        raise CardError(Text("seat {seat} has a joker: the button draw uses the 52 natural cards, deal another",
                             seat=seat),
                        code="bad-card", seat=seat)
    return card


def _refuse_same_card(cards: Iterable[tuple[int, Card]]) -> None:
    """SR-14: one deck, so no two cards share a key; if it happens, redeal to those seats only."""
    holders: dict[Card, list[int]] = {}
    for seat, card in cards:
        holders.setdefault(card, []).append(seat)
    for card, seats in holders.items():
        if len(seats) > 1:
            raise FloorError(Text("{card} is recorded for seats {map}: a draw uses one deck, so two cards cannot be "
                                  "the same; redeal to those {seats_count} seats only (SR-14)",
                                  card=card, map=listing(seats), seats_count=len(seats)),
                             code="duplicate-card", seat=seats[1], procedure="SR-14")


@dataclass(frozen=True, slots=True)
class DealtCard:
    """One seat's card in a button draw, as it is logged (``"Td"``)."""

    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class ButtonDraw:
    """A button draw as it is logged: the cards by seat (clockwise from seat 1), the winning seat, and
    the positions of the table's first hand (the blinds are the next players after the button).

    Written and read by :mod:`floor.tournament.codec`; a stored draw is checked again when it is read."""

    table: int
    cards: tuple[DealtCard, ...]
    button: int
    positions: Positions
    method: str = "deal_clockwise_from_seat1"
    physical: bool = False
    absent: tuple[int, ...] = ()  # seats left out of the draw (button_draw_seats = present_only)

    FORM: ClassVar[Form] = Form(order=("table", "method", "physical", "cards", "absent", "button", "positions"))

    def __post_init__(self) -> None:
        _choose(self.method, BUTTON_DRAW_METHODS, Text("the button draw method"))
        if not self.cards:
            raise FloorError(Text("the button draw at table {table} has no cards", table=self.table), code="bad-draw")
        dealt = self.dealt
        seats = [seat for seat, _ in dealt]
        if seats != sorted(set(seats)):
            raise FloorError(Text("the button draw lists each seat once, clockwise from seat 1"), code="bad-draw")
        _refuse_same_card(dealt)
        winner = max(dealt, key=lambda pair: pair[1].key)[0]
        if self.button != winner or self.positions.button != winner:
            raise FloorError(Text("seat {winner} has the highest card, so it has the button, not seat {button}",
                                  winner=winner, button=self.button),
                             code="bad-draw")

    @property
    def dealt(self) -> tuple[tuple[int, Card], ...]:
        """Each seat's card, read (a card that is not one of the 52 natural cards is refused)."""
        return tuple((c.seat, _natural(c.card, c.seat)) for c in self.cards)


def entitled_seats(table: Table, seats: str = "all_seats_with_stack", absent: Collection[int] = ()) -> list[int]:
    """The seats that get a card, clockwise from seat 1 (``button_draw_seats``)."""
    _choose(seats, BUTTON_DRAW_SEATS, Text("button_draw_seats"))
    for seat in sorted(absent):
        if table.player_at(seat) is None:
            raise FloorError(Text("seat {seat} at table {number} is empty: nobody there is absent",
                                  seat=seat, number=table.number),
                             code="seat-empty", seat=seat)
    if seats == "present_only":
        return [s for s in table.occupied() if s not in absent]
    return table.occupied()


def verify_draw_button(table: Table, cards: SeatCards | None = None, *, seats: str = "all_seats_with_stack",
                       absent: Collection[int] = (), method: str = "deal_clockwise_from_seat1") -> None:
    _choose(method, BUTTON_DRAW_METHODS, Text("the button draw method"))
    entitled = entitled_seats(table, seats, absent)
    if table.positions is not None:
        raise FloorError(Text("table {number} already has its button (seat {button}): the button is drawn for a new "
                              "table",
                              number=table.number, button=table.positions.button), code="has-button")
    if table.count < 2:
        raise FloorError(Text("table {number} needs two players to draw for the button",
                              number=table.number), code="no-players")
    if not entitled:
        raise FloorError(Text("every player at table {number} is absent: someone must be there to draw "
                              "(button_draw_seats = present_only)",
                              number=table.number), code="no-players")
    if cards is not None:
        _recorded(table, cards, entitled, seats)


def _recorded(table: Table, cards: SeatCards, entitled: list[int], seats: str) -> dict[int, Card]:
    """The recorded cards, checked: one per entitled seat, none elsewhere, no card twice."""
    pairs = list(cards.items()) if isinstance(cards, Mapping) else [(seat, card) for seat, card in cards]
    for seat, times in Counter(seat for seat, _ in pairs).items():
        if times > 1:
            raise FloorError(Text("seat {seat} has {times} cards: one card per seat",
                                  seat=seat, times=times), code="bad-draw", seat=seat)
    got: dict[int, Card] = {}
    for seat, text in pairs:
        if not is_whole(seat):
            raise FloorError(Text("a seat is a number, not {seat!r}", seat=seat), code="bad-seat")
        if table.player_at(seat) is None:  # also refuses a seat the table does not have
            raise FloorError(Text("seat {seat} at table {number} is empty: it gets no card",
                                  seat=seat, number=table.number), code="bad-draw",
                             seat=seat)
        if seat not in entitled:
            raise FloorError(Text("the player in seat {seat} is absent: with button_draw_seats = present_only an "
                                  "absent seat gets no card",
                                  seat=seat), code="bad-draw", seat=seat)
        got[seat] = _natural(text, seat)
    for seat in entitled:
        if seat not in got:
            raise FloorError(Text("seat {seat} has no card: every player present gets one ({seats})",
                                  seat=seat, seats=seats) if seats == "present_only" else
                             Text("seat {seat} has no card: every seat with a player gets one ({seats})",
                                  seat=seat, seats=seats), code="bad-draw", seat=seat)
    _refuse_same_card(sorted(got.items()))
    return got


def can_draw_button(table: Table, cards: SeatCards | None = None, *, seats: str = "all_seats_with_stack",
                    absent: Collection[int] = (), method: str = "deal_clockwise_from_seat1") -> bool:
    try:
        verify_draw_button(table, cards, seats=seats, absent=absent, method=method)
    except FloorError:
        return False
    return True


def draw_button(table: Table, rng: random.Random | None = None, *, cards: SeatCards | None = None,
                seats: str = "all_seats_with_stack", absent: Collection[int] = (),
                method: str = "deal_clockwise_from_seat1") -> ButtonDraw:
    """BT-01: the highest card by key takes the button; the blinds follow (:func:`first_hand`).

    ``rng``: Floor deals one card to each entitled seat, clockwise from seat 1. ``cards``: the cards
    drawn at the table, seat -> card. ``absent`` names the seats whose player is away; they draw
    only under ``all_seats_with_stack`` (their stack is in play, SE-08).
    """
    verify_draw_button(table, cards, seats=seats, absent=absent, method=method)
    entitled = entitled_seats(table, seats, absent)
    if cards is None:
        if rng is None:
            raise FloorError(Text("either Floor deals the cards (a random source) or the physical draw is recorded "
                                  "(the cards)"), code="bad-draw")
        deck = list(Deck().naturals())
        rng.shuffle(deck)
        got = dict(zip(entitled, deck, strict=False))
    else:
        if rng is not None:
            raise FloorError(Text("a recorded draw is not dealt again: give the cards or the random source, not both"),
                             code="bad-draw")
        got = _recorded(table, cards, entitled, seats)
    dealt = tuple(sorted(got.items()))
    winner = max(dealt, key=lambda pair: pair[1].key)[0]
    left_out = tuple(sorted(set(table.occupied()) - set(entitled)))
    return ButtonDraw(table.number, tuple(DealtCard(seat, str(card)) for seat, card in dealt), winner,
                      first_hand(table, winner), method, cards is not None, left_out)
