"""Seat draws: who sits where at the start, on a late entry, when a table breaks, at the final table.

Every tournament seat is assigned at random; no player chooses (SE-01, TDA R7). Three processes
map a draw to seats (procedures.md DT-2b):

* **A, seat cards** (``A_seat_cards``): Floor draws a random permutation over the open seats and
  prints ``Table t / Seat s`` on each player's seat card. The default for multi-table events, and
  what late registrants, re-entries and alternates get (SE-04: same pool, same process).
* **B, rank cards** (``B_rank_cards``, one table): the dealer takes A, 2, ... 10, J for seats 1 to 11,
  scrambles them face down and each player draws one; A is seat 1.
* **C, the two-step high-card draw** (``C_high_card_2step``): the seat cards are shown, scrambled
  and stacked; each player gets one face-up card and, highest key first (§0.5), the players take the
  seat cards from the top (SR-02, SR-04). A broken table (BB-10) and a final-table redraw (BB-13) use it.

Randomness comes from the ``rng`` passed in: production passes ``secrets.SystemRandom()``, tests a
seeded ``random.Random``. A physical draw is recorded instead (``cards``: who got which card, and
``seat_cards``: the seat cards in the order they were stacked); Floor checks it and applies the same rule.
Every draw is a :class:`SeatDraw`: it goes into the event, and :func:`seat_players` applies it again
when the event is replayed.

>>> opening_tables(10_000, 9)
1112
>>> rank_cards(9)
('A', '2', '3', '4', '5', '6', '7', '8', '9')
>>> draw = high_card_draw([7, 8, 9], [(2, 5), (3, 1), (2, 8)], cards={7: "Kd", 8: "As", 9: "Ks"})
>>> [(a.player, a.table, a.seat, a.card) for a in draw.seats]
[(8, 2, 5, 'As'), (9, 3, 1, 'Ks'), (7, 2, 8, 'Kd')]
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from floor.core.cards import Card, parse_card
from floor.core.decks import Deck
from floor.core.errors import CardError, FloorError
from floor.tournament.tables import Table

SEAT_CARDS = "A_seat_cards"
RANK_CARDS = "B_rank_cards"
HIGH_CARD = "C_high_card_2step"
SEAT_DRAW_MODES = (SEAT_CARDS, RANK_CARDS, HIGH_CARD)
SEAT_POOL_POLICIES = ("balanced_fill", "all_open_seats")
FINAL_TABLE_REDRAWS = ("full_redraw", "broken_table_only")

SeatCard = tuple[int, int]
"""What a seat card reads: (table, seat)."""

CardsDrawn = Mapping[int, Card | str] | Iterable[tuple[int, Card | str]]
"""A recorded physical draw: player (or seat) -> the card, as a mapping or as pairs (pairs show a name twice)."""

_RANK_LABELS = {1: "A", **{n: str(n) for n in range(2, 11)}, 11: "J"}
_RANK_TOKENS = {"a": 1, "т": 1, "t": 10, "j": 11, "в": 11, **{str(n): n for n in range(2, 11)}}


def _whole(value: object, what: str, minimum: int = 1) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise FloorError(f"{what} must be a whole number of at least {minimum}, not {value!r}", code="bad-draw")
    return value


def _where(spot: SeatCard) -> str:
    return f"table {spot[0]}, seat {spot[1]}"


def _check_size(seats: int) -> int:
    if isinstance(seats, bool) or not isinstance(seats, int) or not 2 <= seats <= 11:
        raise FloorError(f"a table has 2 to 11 seats, not {seats!r}", code="bad-setting")
    return seats


def _choose(value: str, allowed: tuple[str, ...], what: str) -> str:
    if value not in allowed:
        raise FloorError(f"{what} is {', '.join(allowed[:-1])} or {allowed[-1]}, not {value!r}", code="bad-setting")
    return value


# -- the result -------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Assignment:
    """One player's new seat, and the card that gave it (mode B: the rank card; mode C: the high card)."""

    player: int
    table: int
    seat: int
    card: str | None = None

    def __post_init__(self) -> None:
        _whole(self.player, "a player's number")
        _whole(self.table, "a table number")
        _whole(self.seat, "a seat number")

    def to_dict(self) -> dict[str, Any]:
        return {"player": self.player, "table": self.table, "seat": self.seat, "card": self.card}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Assignment:
        card = data.get("card")
        return cls(data["player"], data["table"], data["seat"], None if card is None else str(card))


@dataclass(frozen=True, slots=True)
class SeatDraw:
    """A seat draw as it is logged and printed (SE-11: the draw record is authoritative).

    ``seats`` lists the players in the order they took their seats (mode C: highest card first);
    ``physical`` says the cards were drawn at the table and recorded, not dealt by Floor;
    ``seat_cards`` (mode C) is the stack of seat cards, top first, unused ones included.
    A stored draw is checked again when it is read: mode C must follow SR-02.
    """

    method: str
    seats: tuple[Assignment, ...]
    physical: bool = False
    seat_cards: tuple[SeatCard, ...] = ()

    def __post_init__(self) -> None:
        _choose(self.method, SEAT_DRAW_MODES, "the seat draw mode")
        for player, times in Counter(a.player for a in self.seats).items():
            if times > 1:
                raise FloorError(f"player {player} is given {times} seats in one draw", code="bad-draw")
        for spot, times in Counter((a.table, a.seat) for a in self.seats).items():
            if times > 1:
                raise FloorError(f"{_where(spot)} is given to {times} players in one draw", code="bad-draw")
        if self.method == SEAT_CARDS:
            self._check_seat_cards()
        elif self.method == RANK_CARDS:
            self._check_rank_cards()
        else:
            self._check_high_cards()

    def _check_seat_cards(self) -> None:
        if self.seat_cards or any(a.card is not None for a in self.seats):
            raise FloorError("a seat-card draw (mode A) has no playing cards", code="bad-draw")

    def _check_rank_cards(self) -> None:
        if self.seat_cards or len({a.table for a in self.seats}) > 1:
            raise FloorError("a rank-card draw (mode B) seats one table", code="bad-draw")
        for a in self.seats:
            if a.card != _RANK_LABELS.get(a.seat):
                raise FloorError(f"player {a.player} has seat {a.seat} but drew {a.card!r}", code="bad-draw")

    def _check_high_cards(self) -> None:
        if any(a.card is None for a in self.seats):
            raise FloorError("in a high-card draw (mode C) every player has a card", code="bad-draw")
        cards = [_natural(str(a.card), f"player {a.player}'s card") for a in self.seats]
        _refuse_same_card(zip((f"player {a.player}" for a in self.seats), cards, strict=True))
        if len(set(self.seat_cards)) != len(self.seat_cards):
            raise FloorError("a seat card is stacked twice", code="bad-draw")
        order = sorted(zip(cards, self.seats, strict=True), key=lambda pair: pair[0].key, reverse=True)
        if len(self.seat_cards) < len(order) or any(
                (a.table, a.seat) != self.seat_cards[i] for i, (_, a) in enumerate(order)):
            raise FloorError("the seats do not follow the high cards: the highest card takes the top seat card "
                             "(SR-02)", code="bad-draw")

    def where(self, player: int) -> SeatCard | None:
        """The (table, seat) the draw gave ``player``."""
        for a in self.seats:
            if a.player == player:
                return a.table, a.seat
        return None

    def to_dict(self) -> dict[str, Any]:
        return {"method": self.method, "physical": self.physical, "seats": [a.to_dict() for a in self.seats],
                "seat_cards": [list(spot) for spot in self.seat_cards]}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> SeatDraw:
        try:
            seats = tuple(Assignment.from_dict(a) for a in data["seats"])
            stack = tuple((int(t), int(s)) for t, s in data.get("seat_cards", ()))
            return cls(str(data["method"]), seats, bool(data.get("physical", False)), stack)
        except (KeyError, TypeError, ValueError) as err:
            raise FloorError(f"a stored seat draw is damaged ({err!r})", code="bad-draw") from err


# -- shared checks ----------------------------------------------------------------------------

def _natural(text: Card | str, what: str) -> Card:
    try:
        card = text if isinstance(text, Card) else parse_card(text)
    except CardError as err:
        raise CardError(f"{what}: {err.message}", code=err.code) from err
    if card.is_joker:
        raise CardError(f"{what} is a joker: a draw uses the 52 natural cards, deal another", code="bad-card")
    return card


def _pairs(drawn: CardsDrawn, what: str) -> list[tuple[int, Card | str]]:
    """A recorded draw as pairs; nobody (no seat) may have two cards."""
    pairs = list(drawn.items()) if isinstance(drawn, Mapping) else [(name, card) for name, card in drawn]
    for name, times in Counter(name for name, _ in pairs).items():
        if times > 1:
            raise FloorError(f"{what} {name} has {times} cards: one card each", code="bad-draw")
    return pairs


def _refuse_same_card(named: Iterable[tuple[str, Card]]) -> None:
    """SR-14: one deck, so no two draw cards share a key; if it happens, redeal to those only."""
    holders: dict[Card, list[str]] = {}
    for name, card in named:
        holders.setdefault(card, []).append(name)
    for card, names in holders.items():
        if len(names) > 1:
            raise FloorError(f"{card} is recorded for {' and '.join(names)}: a draw uses one deck, so two cards "
                             f"cannot be the same; redeal to those {len(names)} only (SR-14)",
                             code="duplicate-card", procedure="SR-14")


def _check_players(players: Sequence[int]) -> list[int]:
    out = [_whole(p, "a player's number") for p in players]
    for player, times in Counter(out).items():
        if times > 1:
            raise FloorError(f"player {player} is in the draw {times} times", code="bad-draw")
    return out


def _by_number(tables: Sequence[Table]) -> dict[int, Table]:
    found: dict[int, Table] = {}
    for t in tables:
        if t.number in found:
            raise FloorError(f"there are two tables numbered {t.number}", code="bad-table")
        found[t.number] = t
    return found


def _seated(tables: Sequence[Table]) -> dict[int, SeatCard]:
    """Where each player sits; a player at two tables is refused."""
    found: dict[int, SeatCard] = {}
    for t in _by_number(tables).values():
        for s, p in enumerate(t.seats, 1):
            if p is None:
                continue
            if p in found:
                raise FloorError(f"player {p} sits at {_where(found[p])} and at {_where((t.number, s))}",
                                 code="bad-table")
            found[p] = (t.number, s)
    return found


def _players_of(table: Table) -> list[int]:
    return [p for p in table.seats if p is not None]


def _check_open(tables: Sequence[Table], seat_cards: Sequence[SeatCard], where: str) -> list[SeatCard]:
    """Seat cards must read open seats of ``tables``, each once."""
    by_number = _by_number(tables)
    stack: list[SeatCard] = []
    for spot in seat_cards:
        t, s = _whole(spot[0], "a seat card's table"), _whole(spot[1], "a seat card's seat")
        table = by_number.get(t)
        if table is None:
            raise FloorError(f"the seat card for {_where((t, s))} is not for {where}", code="bad-seat-card")
        if table.player_at(s) is not None:
            raise FloorError(f"the seat card for {_where((t, s))} is for a seat that is taken", code="bad-seat-card")
        if (t, s) in stack:
            raise FloorError(f"the seat card for {_where((t, s))} is stacked twice", code="bad-seat-card")
        stack.append((t, s))
    return stack


# -- applying a draw --------------------------------------------------------------------------

def empty_tables(count: int, seats_per_table: int, first: int = 1) -> tuple[Table, ...]:
    """Tables ``first`` .. ``first + count - 1``, every seat empty and no button yet."""
    _check_size(seats_per_table)
    return tuple(Table(first + i, (None,) * seats_per_table) for i in range(_whole(count, "the tables", 0)))


def seat_players(tables: Sequence[Table], draw: SeatDraw) -> tuple[Table, ...]:
    """The tables with the draw's players in their seats (replaying a stored draw does just this).

    Each player sits down through :meth:`Table.seat`, so a seat between the button and the
    small blind waits for the button to pass (SE-05, BB-10).
    """
    by_number = _by_number(tables)
    seated = _seated(tables)
    for a in draw.seats:
        if a.player in seated:
            raise FloorError(f"player {a.player} already sits at {_where(seated[a.player])}", code="already-seated")
        table = by_number.get(a.table)
        if table is None:
            raise FloorError(f"table {a.table} is not in play", code="bad-table")
        by_number[a.table] = table.seat(a.seat, a.player)
    return tuple(by_number[t.number] for t in tables)


# -- the opening draw (mode A, balanced_fill) -------------------------------------------------

def opening_tables(players: int, seats_per_table: int) -> int:
    """Tables needed to seat ``players``: as few as hold them all."""
    _check_size(seats_per_table)
    return -(-_whole(players, "the number of players", 0) // seats_per_table)


def opening_seat_cards(players: int, seats_per_table: int, rng: random.Random) -> list[SeatCard]:
    """The seats the opening uses, one per player, by table and seat.

    ``balanced_fill``: table counts differ by at most one; which tables take the extra players and
    which seats stay empty are drawn at random. A mode-C opening stacks exactly these seat cards.
    """
    tables = opening_tables(players, seats_per_table)
    if tables == 0:
        return []
    base, extra = divmod(players, tables)
    bigger = set(rng.sample(range(tables), extra))
    seats = range(1, seats_per_table + 1)
    return [(i + 1, s) for i in range(tables) for s in sorted(rng.sample(seats, base + (i in bigger)))]


def verify_opening_draw(players: Sequence[int], seats_per_table: int) -> None:
    _check_size(seats_per_table)
    if len(_check_players(players)) < 2:
        raise FloorError("a tournament needs at least two players to draw seats", code="no-players")


def opening_draw(players: Sequence[int], seats_per_table: int,
                 rng: random.Random) -> tuple[SeatDraw, tuple[Table, ...]]:
    """Mode A at the start (SE-01): tables 1..N, every player on a uniformly random seat.

    The balanced seats come from :func:`opening_seat_cards` and the players are shuffled over them,
    so each player is equally likely to get any seat of any table.
    """
    verify_opening_draw(players, seats_per_table)
    spots = opening_seat_cards(len(players), seats_per_table, rng)
    order = list(players)
    rng.shuffle(order)
    grid: list[list[int | None]] = [[None] * seats_per_table for _ in range(spots[-1][0])]
    for player, (t, s) in zip(order, spots, strict=True):
        grid[t - 1][s - 1] = player
    draw = SeatDraw(SEAT_CARDS, tuple(Assignment(p, t, s) for p, (t, s) in zip(order, spots, strict=True)))
    return draw, tuple(Table(i + 1, tuple(row)) for i, row in enumerate(grid))


# -- late registration, re-entries, alternates (SE-04) -----------------------------------------

def open_seats(tables: Sequence[Table], policy: str = "balanced_fill") -> list[SeatCard]:
    """The pool a newcomer draws from: ``balanced_fill`` the open seats at the tables with the fewest
    players; ``all_open_seats`` every open seat."""
    _choose(policy, SEAT_POOL_POLICIES, "the seat pool policy")
    with_room = [t for t in _by_number(tables).values() if t.count < t.size]
    if with_room and policy == "balanced_fill":
        fewest = min(t.count for t in with_room)
        with_room = [t for t in with_room if t.count == fewest]
    return [(t.number, s) for t in with_room for s in t.empty()]


def verify_late_seat(tables: Sequence[Table], player: int, policy: str = "balanced_fill") -> None:
    _whole(player, "a player's number")
    seated = _seated(tables)
    if player in seated:
        raise FloorError(f"player {player} already sits at {_where(seated[player])}", code="already-seated")
    if not tables:
        raise FloorError("no table is in play yet: draw the opening seats first", code="no-tables")
    if not open_seats(tables, policy):
        raise FloorError(f"every seat is taken: open a table before seating player {player}", code="no-open-seat")


def can_late_seat(tables: Sequence[Table], player: int, policy: str = "balanced_fill") -> bool:
    try:
        verify_late_seat(tables, player, policy)
    except FloorError:
        return False
    return True


def late_seat(tables: Sequence[Table], player: int, rng: random.Random,
              policy: str = "balanced_fill") -> tuple[SeatDraw, tuple[Table, ...]]:
    """SE-04: a late registrant, re-entry or alternate gets a random seat from the same pool as new entrants.

    Every seat of the pool is equally likely. The player is dealt in at once unless the seat lies
    between the button and the small blind (SE-05), which :meth:`Table.seat` marks.
    """
    verify_late_seat(tables, player, policy)
    table, seat = rng.choice(open_seats(tables, policy))
    draw = SeatDraw(SEAT_CARDS, (Assignment(player, table, seat),))
    return draw, seat_players(tables, draw)


# -- mode B: rank cards at one table ----------------------------------------------------------

def rank_cards(seats: int) -> tuple[str, ...]:
    """The rank cards the dealer takes for a table of ``seats``: A is seat 1, then 2 .. 10, and J is seat 11."""
    return tuple(_RANK_LABELS[s] for s in range(1, _check_size(seats) + 1))


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
            raise FloorError(f"player {player} drew {card!r}: a rank card is A, 2 to 10 or J",
                             code="bad-rank-card") from None
    seat = 1 if rank == 14 else rank
    if seat not in _RANK_LABELS:
        raise FloorError(f"player {player} drew a {card}: the rank cards are A, 2 to 10 and J", code="bad-rank-card")
    return seat


def rank_draw(players: Sequence[int], drawn: CardsDrawn, *, seats: int, table: int = 1) -> SeatDraw:
    """Mode B: record who drew which rank card at one table; the card is the seat (A = 1, J = 11)."""
    _check_size(seats)
    _whole(table, "a table number")
    everyone = _check_players(players)
    if len(everyone) > seats:
        raise FloorError(f"{len(everyone)} players do not fit at a {seats}-seat table", code="no-open-seat")
    pairs = _pairs(drawn, "player")
    got = {p: _rank_seat(c, p) for p, c in pairs}
    for p in everyone:
        if p not in got:
            raise FloorError(f"player {p} has not drawn a card: {len(everyone)} players draw {len(everyone)} cards",
                             code="bad-draw")
    holders: dict[int, list[int]] = {}
    for p, seat in got.items():
        if p not in everyone:
            raise FloorError(f"player {p} drew a card but is not in this draw", code="bad-draw")
        if seat > seats:
            raise FloorError(f"player {p} drew the {_RANK_LABELS[seat]}, which is not in the set for a {seats}-seat "
                             f"table ({', '.join(rank_cards(seats))})", code="bad-rank-card")
        holders.setdefault(seat, []).append(p)
    for seat, who in holders.items():
        if len(who) > 1:
            raise FloorError(f"the {_RANK_LABELS[seat]} is drawn twice (players {' and '.join(map(str, who))}): "
                             "the set has one card per seat", code="bad-draw")
    seats_taken = sorted((seat, p) for p, seat in got.items())
    return SeatDraw(RANK_CARDS, tuple(Assignment(p, table, s, _RANK_LABELS[s]) for s, p in seats_taken), True)


# -- mode C: the two-step high-card draw ------------------------------------------------------

def high_card_draw(players: Sequence[int], seat_cards: Sequence[SeatCard], rng: random.Random | None = None, *,
                   cards: CardsDrawn | None = None) -> SeatDraw:
    """Mode C (SR-02, SR-04): players by card key, highest first, take the stacked seat cards in order.

    Either Floor deals (``rng``): one face-up card per player from a shuffled 52-card deck, and the
    seat cards shuffled; or a physical draw is recorded (``cards``: player -> card) and ``seat_cards``
    is the stack as it was, top first. Seat cards left over stay empty seats. Two players with the
    same card are refused (SR-14).
    """
    everyone = _check_players(players)
    stack = [(_whole(t, "a seat card's table"), _whole(s, "a seat card's seat")) for t, s in seat_cards]
    for spot, times in Counter(stack).items():
        if times > 1:
            raise FloorError(f"the seat card for {_where(spot)} is stacked twice", code="bad-seat-card")
    if len(stack) < len(everyone):
        raise FloorError(f"{len(everyone)} players need {len(everyone)} seat cards; only {len(stack)} are stacked",
                         code="bad-seat-card")
    if cards is None:
        if rng is None:
            raise FloorError("either Floor deals the cards or the physical draw is recorded", code="bad-draw")
        deck = list(Deck().naturals())
        if len(everyone) > len(deck):
            raise FloorError(f"one deck has {len(deck)} cards: a high-card draw seats at most {len(deck)} players "
                             "(use seat cards, mode A)", code="bad-draw")
        rng.shuffle(deck)
        rng.shuffle(stack)
        dealt = dict(zip(everyone, deck, strict=False))
        physical = False
    else:
        if rng is not None:
            raise FloorError("a recorded draw is not dealt again: give the cards or the random source, not both",
                             code="bad-draw")
        pairs = _pairs(cards, "player")
        dealt = {p: _natural(c, f"player {p}'s card") for p, c in pairs}
        for p in dealt:
            if p not in everyone:
                raise FloorError(f"player {p} has a card but is not in this draw", code="bad-draw")
        for p in everyone:
            if p not in dealt:
                raise FloorError(f"player {p} has no card: every player in the draw gets one", code="bad-draw")
        _refuse_same_card((f"player {p}", c) for p, c in dealt.items())
        physical = True
    order = sorted(everyone, key=lambda p: dealt[p].key, reverse=True)
    seats = tuple(Assignment(p, *stack[i], card=str(dealt[p])) for i, p in enumerate(order))
    return SeatDraw(HIGH_CARD, seats, physical, tuple(stack))


def _draw(players: list[int], offered: list[SeatCard] | None, mode: str, rng: random.Random | None,
          cards: CardsDrawn | None, seat_cards: Sequence[SeatCard] | None) -> SeatDraw:
    """Mode A or C over ``offered`` (None: the caller has checked the recorded ``seat_cards``)."""
    if (rng is None) == (cards is None):
        raise FloorError("either Floor draws (a random source) or a physical draw is recorded (the cards), "
                         "one of the two", code="bad-draw")
    if mode == SEAT_CARDS:
        if cards is not None or seat_cards is not None:
            raise FloorError("seat cards (mode A) are drawn by Floor: there are no cards to record", code="bad-draw")
        if rng is None or offered is None:
            raise FloorError("seat cards (mode A) are drawn by Floor: give the random source", code="bad-draw")
        spots = rng.sample(offered, len(players))
        return SeatDraw(SEAT_CARDS, tuple(Assignment(p, t, s) for p, (t, s) in zip(players, spots, strict=True)))
    if mode != HIGH_CARD:
        raise FloorError(f"this draw uses seat cards ({SEAT_CARDS}) or the high-card draw ({HIGH_CARD}), "
                         f"not {mode!r}", code="bad-setting")
    if cards is None:
        if seat_cards is not None:
            raise FloorError("record the players' cards with the stacked seat cards", code="bad-draw")
        if offered is None:
            raise FloorError("the seat cards to offer are missing", code="bad-draw")
        return high_card_draw(players, offered, rng)
    if seat_cards is None:
        raise FloorError("record the seat cards in the order they were stacked, with the players' cards",
                         code="bad-draw")
    if offered is not None:
        for spot in seat_cards:
            if (spot[0], spot[1]) not in offered:
                raise FloorError(f"the seat card for {_where(spot)} is not an open seat of this draw",
                                 code="bad-seat-card")
    return high_card_draw(players, seat_cards, cards=cards)


# -- breaking a table (BB-09, BB-10) ----------------------------------------------------------

def balanced_seat_cards(tables: Sequence[Table], count: int, rng: random.Random) -> list[SeatCard]:
    """``count`` open seats that keep ``tables`` balanced: each goes to a table with the fewest players.

    Ties between tables are drawn at random, and so is the seat within a table. This is the set of
    seat cards shown for a table break: offering every open seat instead would let the stack's
    order decide the balance, and a break could leave one table two or more players above another,
    which would need a balancing move (BB-01) right after the break.
    """
    by_number = _by_number(tables)
    room = {n: t.size - t.count for n, t in by_number.items()}
    if _whole(count, "the players to seat", 0) > sum(room.values()):
        raise FloorError(f"{count} players do not fit in the {sum(room.values())} open seats", code="no-open-seat")
    counts = {n: t.count for n, t in by_number.items()}
    added: Counter[int] = Counter()
    for _ in range(count):
        fewest = min(counts[n] for n in counts if room[n])
        pick = rng.choice([n for n in counts if room[n] and counts[n] == fewest])
        counts[pick] += 1
        room[pick] -= 1
        added[pick] += 1
    return [(n, s) for n, t in by_number.items() if added[n] for s in sorted(rng.sample(t.empty(), added[n]))]


def verify_balanced(tables: Sequence[Table], seat_cards: Sequence[SeatCard]) -> None:
    """Seat cards keep the tables balanced when no table gets a player while another with room would end
    with fewer players than it had before that player came (the fewest players first)."""
    by_number = _by_number(tables)
    added = Counter(t for t, _ in seat_cards)
    final = {n: t.count + added[n] for n, t in by_number.items()}
    with_room = [n for n, t in by_number.items() if final[n] < t.size]
    if not with_room:
        return
    lowest = min(with_room, key=lambda n: (final[n], n))
    for n in sorted(added):
        if final[n] - 1 > final[lowest]:
            raise FloorError(f"the seat cards bring table {n} to {final[n]} players while table {lowest} would have "
                             f"{final[lowest]}: offer seats at the tables with the fewest players first",
                             code="unbalanced")


def break_seat_cards(tables: Sequence[Table], number: int, rng: random.Random) -> list[SeatCard]:
    """The seat cards to show when table ``number`` breaks (step 1 of a physical draw): :func:`balanced_seat_cards`."""
    verify_break_table(tables, number)
    broken = _by_number(tables)[number]
    return balanced_seat_cards([t for t in tables if t.number != number], broken.count, rng)


def verify_break_table(tables: Sequence[Table], number: int) -> None:
    by_number = _by_number(tables)
    _seated(tables)
    if number not in by_number:
        raise FloorError(f"there is no table {number}", code="bad-table")
    if len(by_number) < 2:
        raise FloorError(f"table {number} is the last table: it cannot break", code="last-table")
    moving = by_number[number].count
    room = sum(t.size - t.count for t in by_number.values() if t.number != number)
    if moving > room:
        raise FloorError(f"table {number}'s {moving} players do not fit in the {room} open seats at the other "
                         "tables: a table breaks when its players fit elsewhere (BB-09)", code="no-open-seat")


def can_break_table(tables: Sequence[Table], number: int) -> bool:
    try:
        verify_break_table(tables, number)
    except FloorError:
        return False
    return True


def break_table(tables: Sequence[Table], number: int, rng: random.Random | None = None, *,
                cards: CardsDrawn | None = None, seat_cards: Sequence[SeatCard] | None = None,
                mode: str = HIGH_CARD) -> tuple[SeatDraw, tuple[Table, ...]]:
    """BB-10: table ``number`` breaks; its players draw open seats at the other tables (mode C).

    Floor draws (``rng``) one seat card per moving player from :func:`balanced_seat_cards`, so the
    tables stay balanced (the fewest players first: the smallest tables fill, and no balancing
    move is needed right after a break). A recorded physical draw gives ``cards`` and the stacked
    ``seat_cards``, exactly one per moving player, which must be open seats that keep the same
    balance. Any seat is possible, blinds and button included; a seat between the button and the
    small blind waits (SE-05). Returns the draw and the tables left, the broken one removed.
    """
    verify_break_table(tables, number)
    broken = _by_number(tables)[number]
    others = [t for t in tables if t.number != number]
    players = _players_of(broken)
    if cards is None:
        offered = balanced_seat_cards(others, len(players), rng) if rng is not None else None
    else:
        if seat_cards is None:
            raise FloorError("record the seat cards in the order they were stacked, with the players' cards",
                             code="bad-draw")
        stacked = _check_open(others, seat_cards, "a table that stays")
        if len(stacked) != len(players):
            raise FloorError(f"table {number} has {len(players)} players: stack exactly {len(players)} seat cards, "
                             f"not {len(stacked)}", code="bad-seat-card")
        verify_balanced(others, stacked)
        offered = None
    draw = _draw(players, offered, mode, rng, cards, seat_cards)
    return draw, seat_players(others, draw)


# -- the final table (BB-12, BB-13) -----------------------------------------------------------

def final_table_stays(tables: Sequence[Table]) -> int:
    """With ``broken_table_only``, the table that stays: the one with the most players, the lowest number on a tie.

    Most players stay put, so the fewest move and draw; the tie goes by table number, an order
    posted in advance (BB-03's spirit), never the floor's choice on the day.
    """
    if not tables:
        raise FloorError("no table is in play", code="no-tables")
    return min(_by_number(tables).values(), key=lambda t: (-t.count, t.number)).number


def _final_mode(redraw: str, mode: str | None) -> str:
    """Full redraw: seat cards, the house default (SE-01); arrivals at a table that stays: BB-10's high card."""
    if mode is not None:
        return mode
    return SEAT_CARDS if redraw == "full_redraw" else HIGH_CARD


def verify_final_table(tables: Sequence[Table], seats_per_table: int, redraw: str = "full_redraw", *,
                       mode: str | None = None, stays: int | None = None, number: int | None = None) -> None:
    _check_size(seats_per_table)
    _choose(redraw, FINAL_TABLE_REDRAWS, "the final-table redraw")
    by_number = _by_number(tables)
    left = len(_seated(tables))
    if not by_number:
        raise FloorError("no table is in play", code="no-tables")
    if left > seats_per_table:
        raise FloorError(f"{left} players are left: a final table of {seats_per_table} seats forms when "
                         f"{seats_per_table} remain (BB-12)", code="too-many-players")
    if left < 2:
        raise FloorError("a final table needs at least two players", code="no-players")
    mode = _final_mode(redraw, mode)
    if mode not in (SEAT_CARDS, HIGH_CARD):
        raise FloorError(f"finalists draw by seat cards ({SEAT_CARDS}) or high card ({HIGH_CARD}), BB-13, "
                         f"not {mode!r}", code="bad-setting")
    if redraw == "full_redraw":
        if number is not None:
            _whole(number, "the final table's number")
        return
    if len(by_number) < 2:
        raise FloorError(f"only table {next(iter(by_number))} is left: it already is the final table",
                         code="last-table")
    staying = by_number.get(final_table_stays(tables) if stays is None else stays)
    if staying is None:
        raise FloorError(f"there is no table {stays} to stay as the final table", code="bad-table")
    if staying.size != seats_per_table:
        raise FloorError(f"table {staying.number} has {staying.size} seats, the final table {seats_per_table}: "
                         "with a different table, redraw every seat (full_redraw)", code="bad-table")


def can_final_table(tables: Sequence[Table], seats_per_table: int, redraw: str = "full_redraw", *,
                    mode: str | None = None, stays: int | None = None, number: int | None = None) -> bool:
    try:
        verify_final_table(tables, seats_per_table, redraw, mode=mode, stays=stays, number=number)
    except FloorError:
        return False
    return True


def final_table(tables: Sequence[Table], seats_per_table: int, redraw: str = "full_redraw",
                rng: random.Random | None = None, *, mode: str | None = None, cards: CardsDrawn | None = None,
                seat_cards: Sequence[SeatCard] | None = None, stays: int | None = None,
                number: int | None = None) -> tuple[SeatDraw, tuple[Table]]:
    """BB-13: seat the finalists at one table.

    ``full_redraw`` (the default): every finalist draws a seat at a new table of ``seats_per_table``
    seats by ``mode`` (A, the default, or C; in C every seat card is shown and stacked, the ones left
    over are the empty seats). The table is numbered ``number``, by default the lowest table number
    still in play, and it has no positions: draw for the button (BT-01).
    ``broken_table_only``: table ``stays`` (default :func:`final_table_stays`) keeps its players, seats,
    button and blinds; the arrivals draw its open seats as from a broken table (BB-10: mode C unless
    ``mode`` says A) and BT-02 carries on.
    """
    verify_final_table(tables, seats_per_table, redraw, mode=mode, stays=stays, number=number)
    mode = _final_mode(redraw, mode)
    everyone = [p for t in sorted(tables, key=lambda t: t.number) for p in _players_of(t)]
    if redraw == "full_redraw":
        final = Table(min(t.number for t in tables) if number is None else number, (None,) * seats_per_table)
        offered = [(final.number, s) for s in range(1, seats_per_table + 1)]
        draw = _draw(everyone, offered, mode, rng, cards, seat_cards)
        return draw, (seat_players([final], draw)[0],)
    staying = _by_number(tables)[final_table_stays(tables) if stays is None else stays]
    stayers = set(_players_of(staying))
    arrivals = [p for p in everyone if p not in stayers]
    offered = [(staying.number, s) for s in staying.empty()]
    draw = _draw(arrivals, offered, mode, rng, cards, seat_cards)
    return draw, (seat_players([staying], draw)[0],)
