"""The card draws: mode B, rank cards at one table, and mode C, the two-step high-card draw (SR-02, SR-04).

Floor deals (``rng``) or a physical draw is recorded (``cards``) and checked. :func:`draw_seats` picks
mode A (seat cards) or C over a set of open seats, for a table break and the final table.
Re-exported by :mod:`floor.tournament.seating.draw`.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from floor.core.cards import Card, parse_card
from floor.core.decks import Deck
from floor.core.errors import CardError, FloorError, Text, listing
from floor.core.wholes import whole
from floor.tournament.seating.drawrecord import (
    HIGH_CARD,
    RANK_CARDS,
    RANK_LABELS,
    SEAT_CARDS,
    Assignment,
    CardsDrawn,
    SeatCard,
    SeatDraw,
    check_players,
    check_table_size,
    drawn_pairs,
    natural_card,
    refuse_same_card,
    where_said,
)

_RANK_TOKENS = {"a": 1, "т": 1, "t": 10, "j": 11, "в": 11, **{str(n): n for n in range(2, 11)}}

# -- mode B: rank cards at one table ----------------------------------------------------------

def rank_cards(seats: int) -> tuple[str, ...]:
    """The rank cards the dealer takes for a table of ``seats``: A is seat 1, then 2 .. 10, and J is seat 11."""
    return tuple(RANK_LABELS[s] for s in range(1, check_table_size(seats) + 1))


def _rank_seat(card: Card | str, player: int) -> int:
    """The seat a rank card stands for; the suit does not matter."""
    if isinstance(card, Card):
        rank = card.rank
    else:
        text = str(card).strip().lower()
        if text in _RANK_TOKENS:
            return _RANK_TOKENS[text]
        try:
            rank = parse_card(text).rank
        except CardError:
            raise FloorError(Text("player {player} drew {card!r}: a rank card is A, 2 to 10 or J",
                                  player=player, card=card),
                             code="bad-rank-card") from None
    seat = 1 if rank == 14 else rank
    if seat not in RANK_LABELS:
        raise FloorError(Text("player {player} drew a {card}: the rank cards are A, 2 to 10 and J",
                              player=player, card=card), code="bad-rank-card")
    return seat


def rank_draw(players: Sequence[int], drawn: CardsDrawn, *, seats: int, table: int = 1) -> SeatDraw:
    """Mode B: record who drew which rank card at one table; the card is the seat (A = 1, J = 11)."""
    check_table_size(seats)
    whole(table, Text("a table number"), minimum=1, code="bad-draw")
    everyone = check_players(players)
    if len(everyone) > seats:
        raise FloorError(Text("{everyone_count} players do not fit at a {seats}-seat table",
                              everyone_count=len(everyone), seats=seats), code="no-open-seat")
    pairs = drawn_pairs(drawn)
    got = {p: _rank_seat(c, p) for p, c in pairs}
    for p in everyone:
        if p not in got:
            raise FloorError(Text("player {p} has not drawn a card: 1 player draws 1 card", p=p) if len(everyone) == 1
                             else Text("player {p} has not drawn a card: {everyone_count} players draw "
                                       "{everyone_count} cards", p=p, everyone_count=len(everyone)),
                             code="bad-draw")
    holders: dict[int, list[int]] = {}
    for p, seat in got.items():
        if p not in everyone:
            raise FloorError(Text("player {p} drew a card but is not in this draw", p=p), code="bad-draw")
        if seat > seats:
            raise FloorError(Text("player {p} drew the {rank_labels}, which is not in the set for a {seats}-seat "
                                  "table ({rank_cards})",
                                  p=p,
                                  rank_labels=RANK_LABELS[seat],
                                  seats=seats,
                                  rank_cards=', '.join(rank_cards(seats))), code="bad-rank-card")
        holders.setdefault(seat, []).append(p)
    for seat, who in holders.items():
        if len(who) > 1:
            raise FloorError(Text("the {rank_labels} is drawn twice (players {map}): the set has one card per seat",
                                  rank_labels=RANK_LABELS[seat], map=listing(who)), code="bad-draw")
    seats_taken = sorted((seat, p) for p, seat in got.items())
    return SeatDraw(RANK_CARDS, tuple(Assignment(p, table, s, RANK_LABELS[s]) for s, p in seats_taken), True)


# -- mode C: the two-step high-card draw ------------------------------------------------------

def high_card_draw(players: Sequence[int], seat_cards: Sequence[SeatCard], rng: random.Random | None = None, *,
                   cards: CardsDrawn | None = None) -> SeatDraw:
    """Mode C (SR-02, SR-04): players by card key, highest first, take the stacked seat cards in order.

    Either Floor deals (``rng``): one face-up card per player from a shuffled 52-card deck, and the
    seat cards shuffled; or a physical draw is recorded (``cards``: player -> card) and ``seat_cards``
    is the stack as it was, top first. Seat cards left over stay empty seats. Two players with the
    same card are refused (SR-14).
    """
    everyone = check_players(players)
    stack = [(whole(t, Text("a seat card's table"), minimum=1, code="bad-draw"),
              whole(s, Text("a seat card's seat"), minimum=1, code="bad-draw")) for t, s in seat_cards]
    for spot, times in Counter(stack).items():
        if times > 1:
            raise FloorError(Text("the seat card for {where} is stacked twice",
                                  where=where_said(spot)), code="bad-seat-card")
    if len(stack) < len(everyone):
        if len(everyone) == 1:
            short = Text("1 player needs 1 seat card; only 0 are stacked")
        elif len(stack) == 1:
            short = Text("{everyone_count} players need {everyone_count} seat cards; only 1 is stacked",
                         everyone_count=len(everyone))
        else:
            short = Text("{everyone_count} players need {everyone_count} seat cards; only {stack_count} are stacked",
                         everyone_count=len(everyone), stack_count=len(stack))
        raise FloorError(short, code="bad-seat-card")
    if cards is None:
        if rng is None:
            raise FloorError(Text("either Floor deals the cards or the physical draw is recorded"), code="bad-draw")
        deck = list(Deck().naturals())
        if len(everyone) > len(deck):
            raise FloorError(Text("one deck has {deck_count} cards: a high-card draw seats at most {deck_count} "
                                  "players (use seat cards, mode A)",
                                  deck_count=len(deck)), code="bad-draw")
        rng.shuffle(deck)
        rng.shuffle(stack)
        dealt = dict(zip(everyone, deck, strict=False))
        physical = False
    else:
        if rng is not None:
            raise FloorError(Text("a recorded draw is not dealt again: give the cards or the random source, not both"),
                             code="bad-draw")
        pairs = drawn_pairs(cards)
        dealt = {p: natural_card(c, Text("player {player}'s card", player=p)) for p, c in pairs}
        for p in dealt:
            if p not in everyone:
                raise FloorError(Text("player {p} has a card but is not in this draw", p=p), code="bad-draw")
        for p in everyone:
            if p not in dealt:
                raise FloorError(Text("player {p} has no card: every player in the draw gets one",
                                      p=p), code="bad-draw")
        refuse_same_card((Text("player {player}", player=p), c) for p, c in dealt.items())
        physical = True
    order = sorted(everyone, key=lambda p: dealt[p].key, reverse=True)
    seats = tuple(Assignment(p, *stack[i], card=str(dealt[p])) for i, p in enumerate(order))
    return SeatDraw(HIGH_CARD, seats, physical, tuple(stack))


def draw_seats(players: list[int], offered: list[SeatCard] | None, mode: str, rng: random.Random | None,
          cards: CardsDrawn | None, seat_cards: Sequence[SeatCard] | None) -> SeatDraw:
    """Mode A or C over ``offered`` (None: the caller has checked the recorded ``seat_cards``)."""
    if (rng is None) == (cards is None):
        raise FloorError(Text("either Floor draws (a random source) or a physical draw is recorded (the cards), "
                              "one of the two"), code="bad-draw")
    if mode == SEAT_CARDS:
        if cards is not None or seat_cards is not None:
            raise FloorError(Text("seat cards (mode A) are drawn by Floor: there are no cards to record"),
                             code="bad-draw")
        if rng is None or offered is None:
            raise FloorError(Text("seat cards (mode A) are drawn by Floor: give the random source"), code="bad-draw")
        spots = rng.sample(offered, len(players))
        return SeatDraw(SEAT_CARDS, tuple(Assignment(p, t, s) for p, (t, s) in zip(players, spots, strict=True)))
    if mode != HIGH_CARD:
        raise FloorError(Text("this draw uses seat cards ({seat_cards}) or the high-card draw ({high_card}), not "
                              "{mode!r}",
                              seat_cards=SEAT_CARDS, high_card=HIGH_CARD, mode=mode), code="bad-setting")
    if cards is None:
        if seat_cards is not None:
            raise FloorError(Text("record the players' cards with the stacked seat cards"), code="bad-draw")
        if offered is None:
            raise FloorError(Text("the seat cards to offer are missing"), code="bad-draw")
        return high_card_draw(players, offered, rng)
    if seat_cards is None:
        raise FloorError(Text("record the seat cards in the order they were stacked, with the players' cards"),
                         code="bad-draw")
    if offered is not None:
        for spot in seat_cards:
            if (spot[0], spot[1]) not in offered:
                raise FloorError(Text("the seat card for {where} is not an open seat of this draw",
                                      where=where_said(spot)), code="bad-seat-card")
    return high_card_draw(players, seat_cards, cards=cards)

