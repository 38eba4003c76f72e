"""The showdown contract: cards and chips in, who wins what and exactly how many chips out.

The dealer station, the command line and the tests all call :func:`showdown`, so
what one proves the others do. Request and result fields are described in the
README ("The showdown contract"); every refusal is a :class:`FloorError`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, NotRequired, Required, TypedDict

from floor.core.cards import ACE, Card, parse_cards
from floor.core.checks import SHOWDOWN, UNCONTESTED, check_board, check_deck, check_hole, check_uncontested
from floor.core.errors import FloorError, RequestError, Text
from floor.core.games import DRAW, HIGH, HILO, Game, get_game
from floor.core.hands import HandValue, best_high, best_low
from floor.core.house import house_settings
from floor.core.pots import Pot, Stake, build_pots, clockwise_from_button, split

MAX_SEATS = 11  # the largest table Floor sets (tournament.seating.tables.Table, TournamentSettings: 2 to 11 seats)
_REQUEST_KEYS = {"game", "board", "button", "chip", "house", "seats", "deck", "jokers"}
_SEAT_KEYS = {"seat", "cards", "contributed", "folded", "dead"}


class SeatRequest(TypedDict, total=False):
    """One seat of a request as Floor's own front ends build it (cards as text, chips put in, folded, dead)."""

    seat: Required[int]
    cards: str | list[str]
    contributed: int
    folded: bool
    dead: int


class ShowdownRequest(TypedDict, total=False):
    """A request as Floor's own front ends build it; :func:`showdown` takes any JSON and checks it itself."""

    game: Required[str]
    board: str | list[str]
    button: int
    chip: int
    house: dict[str, object]
    seats: list[SeatRequest]
    deck: int | str
    jokers: int


class HandShown(TypedDict):
    """A hand's value as the result names it; ``kind`` and ``ranks`` let an edge name it in its own language
    (floor.core.names.hand_name)."""

    category: str
    name: str
    best: list[str]
    kind: str
    ranks: list[int]


class SeatHands(TypedDict):
    """One live seat's hands (None where the game has no such half, or the seat had too few cards)."""

    seat: int
    high: HandShown | None
    low: HandShown | None


class OddChip(TypedDict):
    """A chip a winner got beyond the even share, and the rule that gave it to them."""

    seat: int
    amount: int
    reason: str


class PotAward(TypedDict):
    """One pot (main first): who could win it, who did, each share by seat (``"3"``) and the odd chips."""

    amount: int
    eligible: list[int]
    high_winners: list[int] | None
    low_winners: list[int] | None
    shares: dict[str, int]
    odd_chips: list[OddChip]


class ShowdownResult(TypedDict):
    """What :func:`showdown` answers: a plain dict, written as JSON as it is (the README's "showdown contract").
    ``returned``, ``pots`` and ``payouts`` only when the request gave the chips."""

    game: str
    hands: list[SeatHands]
    high_order: list[list[int]] | None
    low_order: list[list[int]] | None
    returned: NotRequired[dict[str, int]]
    pots: NotRequired[list[PotAward]]
    payouts: NotRequired[dict[str, int]]


@dataclass(frozen=True, slots=True)
class _Seat:
    seat: int
    cards: tuple[Card, ...]
    contributed: int | None
    folded: bool
    dead: int


@dataclass(frozen=True, slots=True)
class _Hand:
    seat: int
    cards: tuple[Card, ...]
    high: HandValue | None
    low: HandValue | None


def showdown(request: object) -> ShowdownResult:
    """Answer one showdown request (see the README for its fields).

    >>> r = showdown({"game": "holdem", "board": "Ah Kh 7c 7d 2s", "button": 1,
    ...               "seats": [{"seat": 1, "cards": "As Ad", "contributed": 500},
    ...                         {"seat": 2, "cards": "Kc Ks", "contributed": 500}]})
    >>> r["payouts"], r["hands"][0]["high"]["name"]
    ({'1': 1000}, 'Full house, aces full of sevens')
    """
    if not isinstance(request, Mapping):
        raise RequestError(Text("a showdown request is one JSON object"), code="bad-request")
    fields = _fields(request)
    unknown = sorted(set(fields) - _REQUEST_KEYS)
    if unknown:
        raise RequestError(Text("unknown field {unknown!r} in the request", unknown=unknown[0]), code="bad-request")
    house = house_settings(fields.get("house"))
    if "game" not in fields:
        raise RequestError(Text("the request names no game"), code="unknown-game")
    _check_deck_fields(fields.get("deck"), fields.get("jokers"))
    game = get_game(fields["game"], deck=fields.get("deck"), jokers=fields.get("jokers"),
                    house=fields.get("house"))
    chip = _whole(fields.get("chip", 1), "chip", minimum=1)
    button = fields.get("button")
    if button is not None:
        button = _seat_number(button, "button")
    seats = _read_seats(fields.get("seats"), chip)
    board = _read_cards(fields.get("board", []), None, Text("the board"))
    live = [s for s in seats if not s.folded]
    if not live:
        raise RequestError(Text("every seat folded: someone must be left in the hand"), code="no-live-seat")
    _check_cards(game, seats, board, contested=len(live) > 1)

    hands = [_evaluate(game, s, board) for s in live if s.cards]
    result: ShowdownResult = {
        "game": game.name,
        "hands": [_hand_json(h) for h in hands],
        "high_order": _order(hands, "high") if game.has_high else None,
        "low_order": (_order(hands, "low") or None) if game.has_low else None,
    }
    if seats[0].contributed is None:
        return result
    stakes = [Stake(s.seat, s.contributed or 0, s.folded, s.dead) for s in seats]
    returned, pots = build_pots(stakes)
    by_seat = {h.seat: h for h in hands}
    awarded = [_award(game, house, p, by_seat, chip, button) for p in pots]
    payouts: dict[int, int] = dict(returned)
    for pot in awarded:
        for seat, amount in pot["shares"].items():
            payouts[int(seat)] = payouts.get(int(seat), 0) + amount
    result["returned"] = {str(k): v for k, v in sorted(returned.items())}
    result["pots"] = awarded
    result["payouts"] = {str(k): v for k, v in sorted(payouts.items()) if v}
    return result


def _fields(request: Mapping[str, object]) -> Mapping[str, Any]:
    """The request's fields, each checked where it is read (house_settings, get_game, _whole, _read_seats...)."""
    return request


def _check_deck_fields(deck: object, jokers: object) -> None:
    """A deck is 52, 36 or 32 (as a number or its digits) and jokers a count: 52.5 or 0.0 is no such thing."""
    if deck is not None and (isinstance(deck, bool) or not isinstance(deck, int | str)):
        raise RequestError(Text("deck must be 52, 36 or 32, not {deck!r}", deck=deck), code="bad-deck")
    if jokers is not None and (isinstance(jokers, bool) or not isinstance(jokers, int)):
        raise RequestError(Text("jokers must be 0, 1 or 2, not {jokers!r}", jokers=jokers), code="bad-deck")


def _seat_number(value: object, what: str) -> int:
    """A seat of a table: 1 to MAX_SEATS (a larger number is no seat of any table Floor sets)."""
    number = _whole(value, what, minimum=1)
    if number > MAX_SEATS:
        raise RequestError(Text("{what} must be from 1 to {most} (no table has more seats), not {value!r}",
                                what=what, most=MAX_SEATS, value=value), code="bad-number")
    return number


def _whole(value: object, what: str, *, minimum: int = 0, seat: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise RequestError(_not_whole(value, what, minimum, seat), code="bad-number", seat=seat)
    return value


def _not_whole(value: object, what: str, minimum: int, seat: int | None) -> Text:
    """Why ``value`` is refused: a whole number of chips, or of at least ``minimum``; at a seat or not."""
    if seat is None:
        if minimum == 0:
            return Text("{what} must be a whole number of chips, not {value!r}", what=what, value=value)
        return Text("{what} must be a whole number of at least {minimum}, not {value!r}",
                    what=what, minimum=minimum, value=value)
    if minimum == 0:
        return Text("seat {seat}: {what} must be a whole number of chips, not {value!r}",
                    seat=seat, what=what, value=value)
    return Text("seat {seat}: {what} must be a whole number of at least {minimum}, not {value!r}",
                seat=seat, what=what, minimum=minimum, value=value)


def _read_cards(raw: object, seat: int | None, where: str) -> tuple[Card, ...]:
    if raw is None or raw == "" or raw == []:
        return ()
    if not isinstance(raw, (str, list)):
        raise RequestError(Text('{where}: cards are a list like ["As", "Kd"]',
                                where=where), code="bad-request", seat=seat)
    try:
        return parse_cards(raw)
    except FloorError as err:
        err.seat = seat
        err.message = Text("{where}: {message}", where=where, message=err.message)
        err.args = (err.message,)
        raise


def _read_seats(raw: object, chip: int) -> list[_Seat]:
    """Each seat checked once, in order; refused before any work when more are listed than a table holds."""
    if not isinstance(raw, list) or not raw:
        raise RequestError(Text("the request lists no seats"), code="bad-request")
    if len(raw) > MAX_SEATS:
        raise RequestError(Text("the request lists {count} seats; no table has more than {most}",
                                count=len(raw), most=MAX_SEATS), code="too-many-seats")
    seats: list[_Seat] = []
    listed: set[int] = set()
    for entry in raw:
        if not isinstance(entry, Mapping) or "seat" not in entry:
            raise RequestError(Text("each seat is an object with its \"seat\" number"), code="bad-request")
        seat = _seat_number(entry["seat"], Text("a seat number"))
        unknown = sorted(set(entry) - _SEAT_KEYS)
        if unknown:
            raise RequestError(Text("seat {seat}: unknown field {unknown!r}",
                                    seat=seat, unknown=unknown[0]), code="bad-request", seat=seat)
        if seat in listed:
            raise RequestError(Text("seat {seat} is listed twice", seat=seat), code="bad-request", seat=seat)
        listed.add(seat)
        contributed = entry.get("contributed")
        dead = 0
        if contributed is not None:
            contributed = _chips(entry["contributed"], "contributed", chip, seat)
            dead = _chips(entry.get("dead", 0), "dead", chip, seat)
            if dead > contributed:
                raise RequestError(
                    Text("seat {seat}: dead money ({dead}) is part of what it contributed ({contributed}) and cannot "
                         "exceed it",
                         seat=seat, dead=dead, contributed=contributed), code="bad-number", seat=seat,
                )
        elif "dead" in entry:
            raise RequestError(Text("seat {seat}: dead money needs the seat's contribution",
                                    seat=seat), code="bad-request", seat=seat)
        folded = entry.get("folded", False)
        if not isinstance(folded, bool):
            raise RequestError(Text("seat {seat}: folded is true or false", seat=seat), code="bad-request", seat=seat)
        cards = _read_cards(entry.get("cards"), seat, Text("seat {seat}", seat=seat))
        seats.append(_Seat(seat, cards, contributed, folded, dead))
    if len({s.contributed is None for s in seats}) > 1:
        missing = next(s.seat for s in seats if s.contributed is None)
        raise RequestError(
            Text("seat {missing} has no contribution: give every seat's contribution or none", missing=missing),
            code="bad-request", seat=missing,
        )
    return seats


def _chips(value: object, what: str, chip: int, seat: int) -> int:
    amount = _whole(value, what, seat=seat)
    if amount % chip:
        raise RequestError(
            Text("seat {seat}: {what} {amount} is not a whole number of the smallest chip ({chip})",
                 seat=seat, what=what, amount=amount, chip=chip),
            code="bad-number", seat=seat,
        )
    return amount


def _check_cards(game: Game, seats: Sequence[_Seat], board: tuple[Card, ...], *, contested: bool) -> None:
    """Every card must fit the game; the same card twice anywhere proves a defective deck (DD-02).

    A contested hand shows every live seat's cards in full; a folded seat need not show, nor the seat the others
    folded to, and in stud that seat may hold what the street it ended on dealt (3 to 7 cards)."""
    check_board(game, board, SHOWDOWN if contested else UNCONTESTED)
    check_deck(game, [(None, board), *((s.seat, s.cards) for s in seats)])
    for s in seats:
        if s.folded:
            if s.cards:
                check_hole(game, s.cards, s.seat, partial=True, board=board)
        elif contested:
            check_hole(game, s.cards, s.seat, board=board)
        elif s.cards:
            check_uncontested(game, s.cards, s.seat, board)


def _evaluate(game: Game, s: _Seat, board: tuple[Card, ...]) -> _Hand:
    """The seat's hands; none for an uncontested hand that ended before the flop, or in stud before five cards."""
    if (game.board and len(board) < 3) or len(s.cards) + len(board) < 5:
        return _Hand(s.seat, s.cards, None, None)
    high = best_high(game, s.cards, board) if game.has_high else None
    low = best_low(game, s.cards, board) if game.has_low else None
    return _Hand(s.seat, s.cards, high, low)


def _hand_json(h: _Hand) -> SeatHands:
    def value(v: HandValue | None) -> HandShown | None:
        if v is None:
            return None
        # kind and ranks let an edge name the hand in its own language (floor.core.names.hand_name)
        return {"category": v.category, "name": v.name, "best": [str(c) for c in v.best], "kind": v.kind,
                "ranks": list(v.ranks)}

    return {"seat": h.seat, "high": value(h.high), "low": value(h.low)}


def _order(hands: Sequence[_Hand], which: str) -> list[list[int]]:
    """Seats best first, ties grouped; only seats that have such a hand."""
    valued = [(getattr(h, which), h.seat) for h in hands if getattr(h, which) is not None]
    valued.sort(key=lambda vs: (-vs[0].value, vs[1]))
    groups: list[list[int]] = []
    previous = None
    for v, seat in valued:
        if previous is not None and v.value == previous:
            groups[-1].append(seat)
        else:
            groups.append([seat])
        previous = v.value
    return groups


def _best(hands: Sequence[_Hand], which: str) -> list[int]:
    order = _order(hands, which)
    return order[0] if order else []


def _award(game: Game, house: Mapping[str, object], pot: Pot, by_seat: Mapping[int, _Hand],
           chip: int, button: int | None) -> PotAward:
    """PT-05 to PT-12: award one pot on its own."""
    contenders = [by_seat[s] for s in pot.eligible if s in by_seat]
    high_winners: list[int] | None = None
    low_winners: list[int] | None = None
    if len(pot.eligible) == 1:
        only = pot.eligible[0]
        high_winners = [only] if game.has_high else None
        low_winners = ([only] if game.split != HILO or _best(contenders, "low") else []) if game.has_low else None
        parts = [(pot.amount, [only], "high" if game.has_high else "low")]
    else:
        if game.has_high:
            high_winners = _best(contenders, "high")
        if game.has_low:
            low_winners = _best(contenders, "low")
        if game.split == HIGH:
            parts = [(pot.amount, high_winners or [], "high")]
        elif game.split != HILO:
            parts = [(pot.amount, low_winners or [], "low")]
        elif not low_winners:
            parts = [(pot.amount, high_winners or [], "high")]  # PT-12: no qualifying low, high scoops
        elif set(high_winners or []) == set(low_winners):
            parts = [(pot.amount, high_winners or [], "high")]  # PT-11: same seats win both halves
        else:
            units = pot.amount // chip
            high_units = (units + 1) // 2  # PT-10: the odd unit of the pot goes to the high half
            parts = [(high_units * chip, high_winners or [], "high"),
                     ((units - high_units) * chip, low_winners, "low")]
    shares: dict[int, int] = {}
    odd_chips: list[OddChip] = []
    for amount, winners, half in parts:
        ordered, reason = _odd_chip_order(game, house, winners, by_seat, half, button)
        piece = split(amount, chip, ordered)
        each = (amount // chip // len(ordered)) * chip
        for seat, won in piece.items():
            shares[seat] = shares.get(seat, 0) + won
            if won > each:
                odd_chips.append({"seat": seat, "amount": won - each, "reason": reason})
    return {
        "amount": pot.amount,
        "eligible": list(pot.eligible),
        "high_winners": high_winners,
        "low_winners": low_winners,
        "shares": {str(k): v for k, v in sorted(shares.items())},
        "odd_chips": odd_chips,
    }


def _odd_chip_order(game: Game, house: Mapping[str, object], winners: Sequence[int],
                    by_seat: Mapping[int, _Hand], half: str, button: int | None) -> tuple[list[int], str]:
    """PT-08 (flop and draw games: clockwise from the button) or PT-09 (stud: high card by suit)."""
    if len(winners) < 2:
        return list(winners), ""
    if not game.odd_chips_by_cards:
        if button is None:
            raise RequestError(
                Text("the button is needed to split a pot in draw games: the odd chip goes to the first winner left "
                     "of the button (PT-08)") if game.family == DRAW else
                Text("the button is needed to split a pot in flop games: the odd chip goes to the first winner left "
                     "of the button (PT-08)"), code="missing-button",
            )
        return clockwise_from_button(winners, button), "first winner left of the button (PT-08)"
    razz_rule = house["razz_odd_chip_card"] if game.name == "razz" else "high_by_suit"
    all_cards = house["stud_odd_chip_cards"] == "all_cards"
    low_half = half == "low"

    lowest_wins = razz_rule == "low_by_suit"

    def key(seat: int) -> tuple[int, int]:
        h = by_seat[seat]
        value = h.low if low_half else h.high
        # the community card (RP-10-H) is every seat's: only the seat's own cards break the tie
        cards = h.cards if all_cards or value is None else [c for c in value.best if c in h.cards]
        keys = [_card_key(c, ace_low=low_half) for c in cards]
        return (min(keys) if lowest_wins else -max(keys)), seat

    ordered = sorted(winners, key=key)
    which = "lowest" if lowest_wins else "highest"
    where = "of all its cards" if all_cards else "in its five-card hand"
    return ordered, f"{which} card by suit {where} (PT-09)"


def _card_key(c: Card, *, ace_low: bool) -> int:
    """Draw order for odd chips (rank, then suit); in a low hand the ace is lowest; a joker below all."""
    if c.is_joker or c.suit is None:
        return -1
    rank = 1 if ace_low and c.rank == ACE else c.rank
    return rank * 4 + int(c.suit)
