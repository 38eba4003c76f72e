"""The chip race at a color-up (procedures.md DT-5): complete sets are exchanged, only the leftovers are raced.

Each player's low chips are first exchanged for the new chip in complete sets (CR-02). What is left over at the
table is worth ``V`` and buys ``V // N`` new chips, plus one more under the house's ``race_rounding`` (CR-03).
Every leftover chip gets one face-up card, dealt from seat 1 clockwise, each player's cards all together (CR-04).
The best card wins the first new chip, the next-best *player* the next, one chip each at most; the other low
chips leave play (CR-05). Nobody is raced out of the tournament (CR-06, ``race_out_protection``). An absent
player is raced like anyone else: the dealer deals his cards (CR-09); nothing here asks whether he is seated.

When two denominations go at once (25s and 100s for a 500), a player's leftover is the value above his complete
sets, made of as few of *his own* removed chips as possible (bigger chips stay in the race first, the dealer makes
no change), and he gets one card per chip of it. A player with 2 × 100 and 14 × 25 (550) exchanges one 500 and
races two 25s; one with 3 × 100 and 1 × 25 (325) races all four chips. The removed chips must divide one another
and the new chip, so that this is always possible.

The worked example of procedures.md: 25s go, the 100 is the new smallest chip.

>>> race = ChipRace((25,), 100, (RacePlayer(1, 11, {25: 3}, rest=5_000), RacePlayer(3, 13, {25: 1}),
...                              RacePlayer(5, 15, {25: 2}, rest=2_500), RacePlayer(7, 17, {25: 3}, rest=900)))
>>> race.value_raced, race.new_chips_raced, [race.exchange(seat).chips for seat in (1, 3, 5, 7)]
(225, 2, [3, 1, 2, 3])
>>> result = run_race(race, {1: "Kd 4c 2h", 3: "Ks", 5: "Ac 3d", 7: "Qh 9c 5s"})
>>> [(a.seat, a.card.symbol, a.rule) for a in result.awards], result.removed_from_play
([(5, 'A♣', 'CR-05'), (3, 'K♠', 'CR-05')], 25)
>>> [p.change for p in result.players]
[-75, 75, 50, -75]
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, MutableSequence
from dataclasses import dataclass, field
from itertools import pairwise
from types import MappingProxyType
from typing import Any, Literal, Protocol, TypeGuard, get_args

from floor.core.cards import Card, parse_card, parse_cards
from floor.core.decks import Deck
from floor.core.errors import FloorError

RaceRounding = Literal["half_up", "always_up", "always_down"]
"""CR-03: what the odd value of the leftovers buys. ``half_up`` is RRoP and the default; TDA is silent (C-13)."""

RaceOutProtection = Literal["tda_min_chip_after", "rrop_first_from_pool"]
"""CR-06: how a player who would lose his last chip is kept in. TDA R24-A is the default (C-12)."""

RaceRule = Literal["CR-05", "CR-06"]

ROUNDINGS: tuple[RaceRounding, ...] = get_args(RaceRounding)
PROTECTIONS: tuple[RaceOutProtection, ...] = get_args(RaceOutProtection)

DECK_SIZE = 52
"""A race is dealt from one 52-card deck; a second deck would let two players hold the same card (SR-14)."""

_SEPARATORS = re.compile(r"[\s,;]+")


def _is_int(value: object) -> TypeGuard[int]:
    """A whole number and not a bool (JSON ``true`` must not read as 1)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _chips(count: int, denomination: int | None = None) -> str:
    """``1 chip``, ``3 chips``, ``3 leftover 25 chips`` as a floor manager says it."""
    kind = f" {denomination}" if denomination is not None else ""
    return f"{count}{kind} chip{'' if count == 1 else 's'}"


def _listing(chips: Mapping[int, int]) -> str:
    """``2 × 100 and 1 × 25``: chips of several denominations, biggest first."""
    parts = [f"{count} × {denomination}" for denomination, count in sorted(chips.items(), reverse=True) if count]
    return " and ".join(parts) if parts else "no chips"


def _denominations(values: Iterable[int]) -> str:
    return ", ".join(str(v) for v in sorted(values))


def _int_key(key: object, what: str) -> int:
    """A denomination or seat from JSON, where object keys are strings (``"25"``)."""
    if _is_int(key):
        return key
    if isinstance(key, str) and key.strip().isdigit():
        return int(key)
    raise FloorError(f"{what} must be a whole number, not {key!r}", code="bad-chips")


def _frozen(chips: Mapping[int, int]) -> Mapping[int, int]:
    """A read-only copy, biggest denomination first, without zero counts."""
    return MappingProxyType({d: c for d, c in sorted(chips.items(), reverse=True) if c})


# --- the inputs -----------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RacePlayer:
    """One player at the race: his low chips of the removed denomination(s) and the value of the rest of his stack.

    ``rest`` is what stays in play untouched; it tells a player whose whole stack is leftovers, the only one a
    race could eliminate (CR-06). ``leftovers`` maps denomination to count; zero counts are dropped.
    """

    seat: int
    player_id: int
    leftovers: Mapping[int, int] = field(hash=False)
    rest: int = 0

    def __post_init__(self) -> None:
        if not _is_int(self.seat) or self.seat < 1:
            raise FloorError(f"a seat is a number from 1 up, not {self.seat!r}", code="bad-seat", procedure="CR-04")
        where = f"seat {self.seat}"
        if not _is_int(self.player_id) or self.player_id < 1:
            raise FloorError(f"{where}: the player id must be a whole number from 1 up, not {self.player_id!r}",
                             code="bad-player", seat=self.seat)
        if not isinstance(self.leftovers, Mapping):
            raise FloorError(f"{where}: the leftover chips must be given as denomination and count, "
                             f"not {self.leftovers!r}", code="bad-chips", seat=self.seat)
        for denomination, count in self.leftovers.items():
            if not _is_int(denomination) or denomination < 1:
                raise FloorError(f"{where}: {denomination!r} is not a chip denomination", code="bad-chips",
                                 seat=self.seat)
            if not _is_int(count):
                raise FloorError(f"{where}: the number of {denomination} chips must be a whole number, not {count!r}",
                                 code="bad-chips", seat=self.seat)
            if count < 0:
                raise FloorError(f"{where} has {count} chips of {denomination}: a number of chips cannot be negative",
                                 code="bad-chips", seat=self.seat)
        if not _is_int(self.rest) or self.rest < 0:
            raise FloorError(f"{where}: the rest of the stack must be a whole number of chips, 0 or more, "
                             f"not {self.rest!r}", code="bad-chips", seat=self.seat)
        leftovers = _frozen(self.leftovers)
        if not leftovers and self.rest == 0:
            raise FloorError(f"{where} has no chips at all: eliminate the player, there is nothing to race",
                             code="bad-chips", seat=self.seat)
        object.__setattr__(self, "leftovers", leftovers)

    @property
    def leftover_value(self) -> int:
        return sum(d * c for d, c in self.leftovers.items())

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "player_id": self.player_id,
                "leftovers": {str(d): c for d, c in self.leftovers.items()}, "rest": self.rest}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> RacePlayer:
        """A player from JSON; denominations may be string keys (``{"25": 3}``)."""
        _known(data, ("seat", "player_id", "leftovers", "rest"), "a race player")
        leftovers = data.get("leftovers", {})
        if not isinstance(leftovers, Mapping):
            raise FloorError(f"seat {data.get('seat')!r}: the leftover chips must be an object of denomination: "
                             f"count, not {leftovers!r}", code="bad-chips")
        return cls(data.get("seat"), data.get("player_id"),  # type: ignore[arg-type]  # checked by __post_init__
                   {_int_key(d, "a chip denomination"): c for d, c in leftovers.items()}, data.get("rest", 0))


@dataclass(frozen=True, slots=True)
class Exchange:
    """CR-02 for one player: complete sets become new chips directly; only ``raced`` goes into the race."""

    seat: int
    player_id: int
    exchanged: int
    raced: Mapping[int, int] = field(hash=False)

    @property
    def value_raced(self) -> int:
        return sum(d * c for d, c in self.raced.items())

    @property
    def chips(self) -> int:
        """Leftover chips raced: the number of race cards he is dealt (CR-04)."""
        return sum(self.raced.values())


def _exchange(player: RacePlayer, new_chip: int) -> Exchange:
    """Complete sets out, the leftover value made of the fewest of the player's own chips.

    Taking as many of the biggest chips as fit, then the next, always lands exactly because the removed
    chips divide one another and the new chip (checked by :class:`ChipRace`), and it uses the fewest chips.
    """
    value = player.leftover_value
    exchanged, left = divmod(value, new_chip)
    raced: dict[int, int] = {}
    for denomination, count in player.leftovers.items():  # biggest first
        take = min(count, left // denomination)
        if take:
            raced[denomination] = take
            left -= take * denomination
    assert left == 0, f"seat {player.seat}: the leftover cannot be made of his chips"  # the divisibility checks
    return Exchange(player.seat, player.player_id, exchanged, _frozen(raced))


def _check_removed(removed: tuple[int, ...], new_chip: int) -> None:
    """The removed chips must be smaller than the new chip and divide it and one another (complete sets, CR-02)."""
    if not _is_int(new_chip) or new_chip < 1:
        raise FloorError(f"the new chip must be a denomination above 0, not {new_chip!r}", code="bad-chips",
                         procedure="CR-02")
    if not removed:
        raise FloorError("name the chip denomination(s) being colored up", code="bad-chips", procedure="CR-02")
    for chip in removed:
        if not _is_int(chip) or chip < 1:
            raise FloorError(f"{chip!r} is not a chip denomination", code="bad-chips", procedure="CR-02")
    if len(set(removed)) != len(removed):
        twice = next(chip for chip in removed if removed.count(chip) > 1)
        raise FloorError(f"the {twice} chip is listed twice among the chips colored up", code="bad-chips",
                         procedure="CR-02")
    for chip in sorted(removed):
        if chip >= new_chip:
            raise FloorError(f"the {chip} chip is colored up, so the smallest chip still in play must be bigger "
                             f"than {chip}, not {new_chip}", code="bad-chips", procedure="CR-02")
        if new_chip % chip:
            raise FloorError(f"the new {new_chip} chip is not a whole number of {chip} chips: complete sets "
                             f"cannot be exchanged (CR-02)", code="bad-chips", procedure="CR-02")
    ordered = sorted(removed)
    for small, big in pairwise(ordered):
        if big % small:
            raise FloorError(f"the {small} and {big} chips do not divide into each other: color them up one at "
                             f"a time", code="bad-chips", procedure="CR-02")


def _known(data: object, keys: tuple[str, ...], what: str) -> None:
    """Refuse a non-object or an unknown key, so a typo is not silently ignored."""
    if not isinstance(data, Mapping):
        raise FloorError(f"{what} must be a JSON object, not {data!r}", code="bad-request")
    unknown = sorted(set(data) - set(keys))
    if unknown:
        raise FloorError(f"{what}: unknown field {unknown[0]!r}", code="bad-request")


@dataclass(frozen=True, slots=True)
class ChipRace:
    """One table's race: the chips colored up, the new chip ``N`` (the smallest still in play) and the players.

    Players are kept in seat order, the order the race cards are dealt (CR-04). A race needing more than one
    deck is refused (SR-14).
    """

    removed: tuple[int, ...]
    new_chip: int
    players: tuple[RacePlayer, ...]
    race_rounding: RaceRounding = "half_up"
    race_out_protection: RaceOutProtection = "tda_min_chip_after"

    def __post_init__(self) -> None:
        if isinstance(self.removed, str | bytes) or not isinstance(self.removed, Iterable):
            raise FloorError(f"the chips colored up must be a list of denominations, not {self.removed!r}",
                             code="bad-chips", procedure="CR-02")
        removed = tuple(self.removed)
        _check_removed(removed, self.new_chip)
        if self.race_rounding not in ROUNDINGS:
            raise FloorError(f"race_rounding must be {', '.join(ROUNDINGS)}, not {self.race_rounding!r}",
                             code="bad-setting", procedure="CR-03")
        if self.race_out_protection not in PROTECTIONS:
            raise FloorError(f"race_out_protection must be {' or '.join(PROTECTIONS)}, "
                             f"not {self.race_out_protection!r}", code="bad-setting", procedure="CR-06")
        if isinstance(self.players, str | bytes) or not isinstance(self.players, Iterable):
            raise FloorError(f"the players must be a list, not {self.players!r}", code="bad-request")
        players = tuple(self.players)
        if not players:
            raise FloorError("enter the players at the race", code="bad-request", procedure="CR-04")
        seats: dict[int, RacePlayer] = {}
        ids: dict[int, int] = {}
        for p in players:
            if not isinstance(p, RacePlayer):
                raise FloorError(f"{p!r} is not a race player", code="bad-request")
            if p.seat in seats:
                raise FloorError(f"seat {p.seat} is entered twice", code="bad-seat", seat=p.seat)
            if p.player_id in ids:
                raise FloorError(f"player {p.player_id} is entered at seat {ids[p.player_id]} and seat {p.seat}",
                                 code="bad-player", seat=p.seat)
            seats[p.seat] = p
            ids[p.player_id] = p.seat
            for denomination, count in p.leftovers.items():
                if denomination not in removed:
                    raise FloorError(f"seat {p.seat} has {_chips(count)} of {denomination}, but {denomination} is "
                                     f"not being colored up (colored up: {_denominations(removed)})",
                                     code="not-colored-up", seat=p.seat, procedure="CR-02")
        object.__setattr__(self, "removed", tuple(sorted(removed)))
        object.__setattr__(self, "players", tuple(sorted(players, key=lambda p: p.seat)))
        needed = self.cards_needed
        if needed > DECK_SIZE:
            raise FloorError(f"this race needs {needed} cards, one per leftover chip, but it is dealt from one "
                             f"{DECK_SIZE}-card deck (SR-14): color up in smaller steps", code="too-many-race-cards",
                             procedure="SR-14")

    @property
    def exchanges(self) -> tuple[Exchange, ...]:
        """CR-02 for every player, in seat order."""
        return tuple(_exchange(p, self.new_chip) for p in self.players)

    def exchange(self, seat: int) -> Exchange:
        return _exchange(self.player(seat), self.new_chip)

    def player(self, seat: int) -> RacePlayer:
        for p in self.players:
            if p.seat == seat:
                return p
        raise FloorError(f"nobody races from seat {seat}", code="bad-seat", seat=seat)

    @property
    def value_raced(self) -> int:
        """``V``: the leftovers of the whole table after the complete sets."""
        return sum(e.value_raced for e in self.exchanges)

    @property
    def new_chips_raced(self) -> int:
        """CR-03: ``V // N`` new chips, plus one by ``race_rounding``; never more than there are players racing."""
        chips, odd = divmod(self.value_raced, self.new_chip)
        if self.race_rounding == "half_up":
            return chips + (odd * 2 >= self.new_chip)
        if self.race_rounding == "always_up":
            return chips + (odd > 0)
        return chips

    @property
    def cards_needed(self) -> int:
        """One card per leftover chip at the table (CR-04)."""
        return sum(e.chips for e in self.exchanges)

    def to_dict(self) -> dict[str, Any]:
        return {"removed": list(self.removed), "new_chip": self.new_chip,
                "race_rounding": self.race_rounding, "race_out_protection": self.race_out_protection,
                "players": [p.to_dict() for p in self.players]}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> ChipRace:
        """A race from JSON (``floor chips race``); unknown fields are refused."""
        _known(data, ("removed", "new_chip", "race_rounding", "race_out_protection", "players"), "the chip race")
        players = data.get("players", [])
        if isinstance(players, str | bytes | Mapping) or not isinstance(players, Iterable):
            raise FloorError(f"the players must be a list, not {players!r}", code="bad-request")
        return cls(data.get("removed", ()), data.get("new_chip"),  # type: ignore[arg-type]  # checked
                   tuple(RacePlayer.from_dict(p) for p in players),
                   data.get("race_rounding", "half_up"), data.get("race_out_protection", "tda_min_chip_after"))


# --- the cards ------------------------------------------------------------------------------------------------------


class Shuffler(Protocol):
    """What dealing needs from a random source: ``random.Random`` for tests, ``secrets.SystemRandom()`` for play."""

    def shuffle(self, x: MutableSequence[Any], /) -> None: ...


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
        raise FloorError(f"seat {seat}: {value!r} is not a list of cards", code="bad-card", seat=seat,
                         procedure="CR-04")
    cards: list[Card] = []
    for item in items:
        tokens: list[str | Card]
        if isinstance(item, str):
            tokens = [t for t in _SEPARATORS.split(item.strip()) if t]
        elif isinstance(item, Card):
            tokens = [item]
        else:
            raise FloorError(f"seat {seat}: {item!r} is not a card", code="bad-card", seat=seat, procedure="CR-04")
        for token in tokens:
            try:
                cards.extend(parse_cards(token))
            except FloorError as err:
                raise FloorError(f"seat {seat}: {err.message}", code=err.code, seat=seat,
                                 procedure=err.procedure or "CR-04") from None
    return cards


def _count_message(seat: int, raced: Mapping[int, int], entered: int) -> str:
    chips = sum(raced.values())
    if not chips:
        has = f"seat {seat} has no leftover chips to race"
    elif len(raced) == 1:
        (denomination,) = raced
        has = f"seat {seat} has {chips} leftover {denomination} chip{'' if chips == 1 else 's'}"
    else:
        has = f"seat {seat} has {chips} leftover chips ({_listing(raced)})"
    cards = f"{entered} race card{' was' if entered == 1 else 's were'} entered"
    return f"{has} but {'only ' if entered < chips else ''}{cards} (CR-04: one card per leftover chip)"


def _read_cards(race: ChipRace, cards: RaceCards) -> dict[int, tuple[Card, ...]]:
    """The dealt cards, checked: the right number per seat, no joker, no card twice at the table (SR-14)."""
    if not isinstance(cards, Mapping):
        raise FloorError(f"the race cards must be given per seat, not {cards!r}", code="bad-request",
                         procedure="CR-04")
    by_seat: dict[int, object] = {}
    for key, value in cards.items():
        seat = _int_key(key, "a seat")
        if seat in by_seat:
            raise FloorError(f"race cards for seat {seat} are entered twice", code="bad-seat", seat=seat)
        by_seat[seat] = value
    seats = {p.seat for p in race.players}
    for seat in sorted(by_seat):
        if seat not in seats:
            raise FloorError(f"race cards were entered for seat {seat}, but nobody races from seat {seat}",
                             code="bad-seat", seat=seat, procedure="CR-04")
    seen: dict[Card, int] = {}
    read: dict[int, tuple[Card, ...]] = {}
    for e in race.exchanges:
        dealt = _seat_cards(e.seat, by_seat.get(e.seat, ()))
        if any(c.is_joker for c in dealt):
            raise FloorError(f"seat {e.seat} was given a joker: race cards come from a 52-card deck without jokers; "
                             f"deal him another card", code="joker-in-race", seat=e.seat, procedure="CR-04")
        if len(dealt) != e.chips:
            raise FloorError(_count_message(e.seat, e.raced, len(dealt)), code="wrong-card-count", seat=e.seat,
                             procedure="CR-04")
        for c in dealt:
            if c in seen:
                where = f"twice for seat {e.seat}" if seen[c] == e.seat else f"for seat {seen[c]} and seat {e.seat}"
                raise FloorError(f"{c.symbol} is entered {where}: a race is dealt from one 52-card deck, so no card "
                                 f"can appear twice (SR-14)", code="duplicate-card", seat=e.seat, procedure="SR-14")
            seen[c] = e.seat
        if dealt:
            read[e.seat] = tuple(dealt)
    return read


def verify_race(race: ChipRace, cards: RaceCards) -> None:
    """Raise a :class:`FloorError` the floor understands if these race cards cannot be used for this race."""
    _read_cards(race, cards)


def can_race(race: ChipRace, cards: RaceCards) -> bool:
    try:
        verify_race(race, cards)
    except FloorError:
        return False
    return True


# --- the result -----------------------------------------------------------------------------------------------------


def _best(cards: Iterable[Card]) -> Card | None:
    """A player's single best card decides (SR-12, §0.5: rank, ace high, then ♠ ♥ ♦ ♣)."""
    return max(cards, key=lambda c: c.key, default=None)


@dataclass(frozen=True, slots=True)
class RaceOutcome:
    """What the race did to one player's stack.

    ``exchanged`` new chips came from complete sets (CR-02), ``race_chip`` is a new chip won with a card (CR-05),
    ``protection_chip`` the chip that kept him in (CR-06: from the pool under ``rrop_first_from_pool``, an extra
    chip under ``tda_min_chip_after``). ``change`` is his new stack value minus the old one.
    """

    seat: int
    player_id: int
    leftovers: Mapping[int, int] = field(hash=False)
    rest: int
    exchanged: int
    raced: Mapping[int, int] = field(hash=False)
    cards: tuple[Card, ...]
    race_chip: bool
    protection_chip: bool
    change: int

    def __post_init__(self) -> None:
        player = RacePlayer(self.seat, self.player_id, self.leftovers, self.rest)
        object.__setattr__(self, "leftovers", player.leftovers)
        where = f"seat {self.seat}"
        if not isinstance(self.raced, Mapping) or any(
                not _is_int(c) or c < 0 or c > player.leftovers.get(d, 0) for d, c in self.raced.items()):
            raise _damaged(f"{where} races chips he does not have ({self.raced!r})")
        object.__setattr__(self, "raced", _frozen(self.raced))
        if not _is_int(self.exchanged) or self.exchanged < 0 or not _is_int(self.change):
            raise _damaged(f"{where}: exchanged {self.exchanged!r}, change {self.change!r}")
        if not isinstance(self.race_chip, bool) or not isinstance(self.protection_chip, bool):
            raise _damaged(f"{where}: the race chip and the protection chip are yes or no")
        if not isinstance(self.cards, tuple) or any(not isinstance(c, Card) or c.is_joker for c in self.cards):
            raise _damaged(f"{where}: the race cards must be natural cards")
        if len(self.cards) != sum(self.raced.values()):
            raise _damaged(f"{where} has {len(self.cards)} race cards for {_chips(sum(self.raced.values()))}")
        if self.race_chip and self.protection_chip:
            raise _damaged(f"{where} cannot both win a race chip and be protected")

    @property
    def leftover_value(self) -> int:
        return sum(d * c for d, c in self.leftovers.items())

    @property
    def value_raced(self) -> int:
        return sum(d * c for d, c in self.raced.items())

    @property
    def best_card(self) -> Card | None:
        return _best(self.cards)

    @property
    def old_value(self) -> int:
        return self.rest + self.leftover_value

    @property
    def new_value(self) -> int:
        return self.old_value + self.change

    @property
    def new_chips(self) -> int:
        """New chips he receives in all: complete sets, a race chip, a protection chip."""
        return self.exchanged + self.race_chip + self.protection_chip

    def to_dict(self) -> dict[str, Any]:
        best = self.best_card
        return {"seat": self.seat, "player_id": self.player_id,
                "leftovers": {str(d): c for d, c in self.leftovers.items()}, "rest": self.rest,
                "exchanged": self.exchanged, "raced": {str(d): c for d, c in self.raced.items()},
                "cards": [str(c) for c in self.cards], "best_card": str(best) if best else None,
                "race_chip": self.race_chip, "protection_chip": self.protection_chip, "change": self.change}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> RaceOutcome:
        _known(data, ("seat", "player_id", "leftovers", "rest", "exchanged", "raced", "cards", "best_card",
                      "race_chip", "protection_chip", "change"), "a race outcome")
        chips = {key: data.get(key, {}) for key in ("leftovers", "raced")}
        if any(not isinstance(v, Mapping) for v in chips.values()):
            raise _damaged(f"seat {data.get('seat')!r}: the chips must be objects of denomination: count")
        cards = data.get("cards", [])
        if isinstance(cards, str) or not isinstance(cards, list):
            raise _damaged(f"seat {data.get('seat')!r}: the race cards must be a list")
        outcome = cls(data.get("seat"), data.get("player_id"),  # type: ignore[arg-type]  # checked by __post_init__
                      {_int_key(d, "a chip denomination"): c for d, c in chips["leftovers"].items()},
                      data.get("rest"), data.get("exchanged"),  # type: ignore[arg-type]
                      {_int_key(d, "a chip denomination"): c for d, c in chips["raced"].items()},
                      parse_cards(cards), data.get("race_chip"), data.get("protection_chip"),  # type: ignore[arg-type]
                      data.get("change"))  # type: ignore[arg-type]
        best = outcome.best_card
        if "best_card" in data and data["best_card"] != (str(best) if best else None):
            raise _damaged(f"seat {outcome.seat}: the best card is {best}, not {data['best_card']!r}")
        return outcome


@dataclass(frozen=True, slots=True)
class RaceAward:
    """One step of the race as the screen shows it: who got a new chip, with which card, under which rule.

    ``from_pool`` is true for the chips put into the race (CR-03); false for the TDA extra chip added after it.
    """

    step: int
    seat: int
    player_id: int
    card: Card
    rule: RaceRule
    from_pool: bool

    def __post_init__(self) -> None:
        if not _is_int(self.step) or self.step < 1 or not _is_int(self.seat) or not _is_int(self.player_id):
            raise _damaged(f"award {self.step!r}: step, seat and player must be whole numbers")
        if not isinstance(self.card, Card) or self.card.is_joker:
            raise _damaged(f"award {self.step}: {self.card!r} is not a race card")
        if self.rule not in get_args(RaceRule) or not isinstance(self.from_pool, bool):
            raise _damaged(f"award {self.step}: {self.rule!r} is not a chip race award rule")
        if self.rule == "CR-05" and not self.from_pool:
            raise _damaged(f"award {self.step}: a chip won in the race (CR-05) comes from the race's chips")

    @property
    def text(self) -> str:
        """One line for the screen, e.g. ``Seat 5 wins a chip with A♣ (CR-05)``."""
        if self.rule == "CR-05":
            return f"Seat {self.seat} wins a chip with {self.card.symbol} (CR-05)"
        if self.from_pool:
            return f"Seat {self.seat} takes a chip first: the race cannot knock him out (CR-06)"
        return f"Seat {self.seat} lost the race and gets one chip so he is not knocked out (CR-06)"

    def to_dict(self) -> dict[str, Any]:
        return {"step": self.step, "seat": self.seat, "player_id": self.player_id, "card": str(self.card),
                "rule": self.rule, "from_pool": self.from_pool}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> RaceAward:
        _known(data, ("step", "seat", "player_id", "card", "rule", "from_pool"), "a race award")
        card = data.get("card")
        if not isinstance(card, str):
            raise _damaged(f"award {data.get('step')!r}: the card is missing")
        return cls(data.get("step"), data.get("seat"), data.get("player_id"), parse_card(card),  # type: ignore[arg-type]
                   data.get("rule"), data.get("from_pool"))  # type: ignore[arg-type]


def _damaged(detail: str) -> FloorError:
    return FloorError(f"the chip race record does not add up: {detail}", code="bad-race-record", procedure="DT-5")


@dataclass(frozen=True, slots=True)
class RaceResult:
    """The whole race, ready for the event log: per player what happened, and the awards in order.

    ``removed_from_play`` is signed: the leftovers that leave play minus the new chips handed out for them.
    It is negative when ``always_up`` or a TDA protection chip adds value; the totals check subtracts it as is.
    The constructor checks that everything adds up, so a damaged stored record is refused, not replayed.
    """

    removed: tuple[int, ...]
    new_chip: int
    race_rounding: RaceRounding
    race_out_protection: RaceOutProtection
    new_chips_raced: int
    players: tuple[RaceOutcome, ...]
    awards: tuple[RaceAward, ...]

    def __post_init__(self) -> None:
        players = tuple(self.players)
        awards = tuple(self.awards)
        if any(not isinstance(p, RaceOutcome) for p in players) or any(not isinstance(a, RaceAward) for a in awards):
            raise _damaged("players and awards must be race outcomes and awards")
        ChipRace(self.removed, self.new_chip, tuple(RacePlayer(p.seat, p.player_id, p.leftovers, p.rest)
                                                    for p in players),
                 self.race_rounding, self.race_out_protection)  # the inputs, checked as a new race would be
        object.__setattr__(self, "removed", tuple(sorted(self.removed)))
        object.__setattr__(self, "players", tuple(sorted(players, key=lambda p: p.seat)))
        object.__setattr__(self, "awards", awards)
        n = self.new_chip
        for p in self.players:
            if p.exchanged * n + p.value_raced != p.leftover_value or p.value_raced >= n:
                raise _damaged(f"seat {p.seat}: {p.exchanged} complete sets and {p.value_raced} raced do not make "
                               f"his {p.leftover_value} in low chips")
            if p.change != n * (p.race_chip + p.protection_chip) - p.value_raced:
                raise _damaged(f"seat {p.seat}: a change of {p.change} does not match his chips")
            if p.new_value <= 0:
                raise _damaged(f"seat {p.seat} is left with no chips (CR-06)")
        dealt = [c for p in self.players for c in p.cards]
        if len(set(dealt)) != len(dealt):
            raise _damaged("a card appears twice (SR-14)")
        if not _is_int(self.new_chips_raced) or self.new_chips_raced < 0:
            raise _damaged(f"{self.new_chips_raced!r} new chips raced")
        by_seat = {p.seat: p for p in self.players}
        awarded: set[int] = set()
        for step, a in enumerate(self.awards, start=1):
            winner = by_seat.get(a.seat)
            if (a.step != step or winner is None or winner.player_id != a.player_id or a.seat in awarded
                    or a.card != winner.best_card):
                raise _damaged(f"award {step} (seat {a.seat}) does not match the players")
            if (a.rule == "CR-05") != winner.race_chip or (a.rule == "CR-06") != winner.protection_chip:
                raise _damaged(f"award {step} (seat {a.seat}, {a.rule}) does not match his chips")
            awarded.add(a.seat)
        if {p.seat for p in self.players if p.race_chip or p.protection_chip} != awarded:
            raise _damaged("a player received a chip that no award gives him")
        if sum(a.from_pool for a in self.awards) != self.new_chips_raced:
            raise _damaged(f"{sum(a.from_pool for a in self.awards)} chips came from a race of "
                           f"{self.new_chips_raced} chips")

    @property
    def value_raced(self) -> int:
        """``V``: the value of the leftovers that went into the race (CR-03)."""
        return sum(p.value_raced for p in self.players)

    @property
    def low_chips_raced(self) -> int:
        """Leftover low chips raced, one card each (CR-04)."""
        return sum(len(p.cards) for p in self.players)

    @property
    def removed_from_play(self) -> int:
        """Value that left play (signed): raced leftovers minus every new chip awarded, extra chips included."""
        return self.value_raced - self.new_chip * len(self.awards)

    def outcome(self, seat: int) -> RaceOutcome:
        for p in self.players:
            if p.seat == seat:
                return p
        raise FloorError(f"nobody raced from seat {seat}", code="bad-seat", seat=seat)

    def to_dict(self) -> dict[str, Any]:
        """The race as JSON: the event payload and ``floor chips race --json``. Totals are for reading only."""
        return {"procedure": "DT-5", "removed": list(self.removed), "new_chip": self.new_chip,
                "race_rounding": self.race_rounding, "race_out_protection": self.race_out_protection,
                "value_raced": self.value_raced, "low_chips_raced": self.low_chips_raced,
                "new_chips_raced": self.new_chips_raced, "removed_from_play": self.removed_from_play,
                "players": [p.to_dict() for p in self.players], "awards": [a.to_dict() for a in self.awards]}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> RaceResult:
        """A stored race; it must add up, and the totals, if present, must match what the players add up to."""
        totals = ("value_raced", "low_chips_raced", "removed_from_play")
        _known(data, ("procedure", "removed", "new_chip", "race_rounding", "race_out_protection", "new_chips_raced",
                      "players", "awards", *totals), "the chip race record")
        players, awards = data.get("players"), data.get("awards")
        if not isinstance(players, list) or not isinstance(awards, list):
            raise _damaged("players and awards must be lists")
        result = cls(data.get("removed", ()), data.get("new_chip"),  # type: ignore[arg-type]
                     data.get("race_rounding"), data.get("race_out_protection"),  # type: ignore[arg-type]
                     data.get("new_chips_raced"),  # type: ignore[arg-type]
                     tuple(RaceOutcome.from_dict(p) for p in players), tuple(RaceAward.from_dict(a) for a in awards))
        for key in totals:
            if key in data and data[key] != getattr(result, key):
                raise _damaged(f"{key} is stored as {data[key]!r} but the players add up to {getattr(result, key)}")
        return result


def run_race(race: ChipRace, cards: RaceCards) -> RaceResult:
    """Race the leftovers with these cards (CR-03 to CR-06); refuses bad cards exactly as :func:`verify_race`.

    Players are ranked by their single best card. Under ``rrop_first_from_pool`` every player whose whole stack
    is raced takes a chip from the pool first, best card first; if the pool is too small for all of them, the
    rest get the TDA extra chip after the race. Then the best remaining players win one chip each until the pool
    is empty. Under ``tda_min_chip_after`` a player left with nothing gets one chip of the new smallest
    denomination after the race. Extra chips are listed after the race, in seat order.
    """
    read = _read_cards(race, cards)
    exchanges = {e.seat: e for e in race.exchanges}
    players = {p.seat: p for p in race.players}
    best = {seat: max(dealt, key=lambda c: c.key) for seat, dealt in read.items()}
    ranked = sorted(best, key=lambda seat: best[seat].key, reverse=True)
    at_risk = {seat for seat in read if players[seat].rest == 0 and exchanges[seat].exchanged == 0}
    pool = race.new_chips_raced
    plan: list[tuple[int, RaceRule, bool]] = []  # seat, rule, from the pool
    if race.race_out_protection == "rrop_first_from_pool":
        for seat in ranked:
            if seat in at_risk and len(plan) < pool:
                plan.append((seat, "CR-06", True))
    given = {seat for seat, _, _ in plan}
    for seat in ranked:
        if len(plan) >= pool:
            break
        if seat not in given:
            plan.append((seat, "CR-05", True))
            given.add(seat)
    plan.extend((seat, "CR-06", False) for seat in sorted(at_risk - given))
    rules = {seat: rule for seat, rule, _ in plan}
    outcomes = []
    for seat, p in players.items():
        e = exchanges[seat]
        won, kept = rules.get(seat) == "CR-05", rules.get(seat) == "CR-06"
        outcomes.append(RaceOutcome(seat, p.player_id, p.leftovers, p.rest, e.exchanged, e.raced, read.get(seat, ()),
                                    won, kept, race.new_chip * (won + kept) - e.value_raced))
    awards = tuple(RaceAward(step, seat, players[seat].player_id, best[seat], rule, from_pool)
                   for step, (seat, rule, from_pool) in enumerate(plan, start=1))
    return RaceResult(race.removed, race.new_chip, race.race_rounding, race.race_out_protection, pool,
                      tuple(outcomes), awards)


# --- CR-07: low chips found later -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LateChips:
    """CR-07: low chips of a removed denomination found after the race, exchanged at equal value only."""

    value: int
    exchanged: int
    removed_from_play: int

    def __post_init__(self) -> None:
        if not all(_is_int(v) and v >= 0 for v in (self.value, self.exchanged, self.removed_from_play)) or (
                self.exchanged + self.removed_from_play != self.value):
            raise FloorError(f"late chips worth {self.value!r} cannot be {self.exchanged!r} exchanged and "
                             f"{self.removed_from_play!r} removed", code="bad-chips", procedure="CR-07")


def exchange_late_chips(chips: Mapping[int, int], removed: Iterable[int], smallest_in_play: int) -> LateChips:
    """Their value, the part paid back in chips still in play, and the part below the smallest chip that leaves play.

    There is no race for them and no rounding up (TDA R24-C).
    """
    removed_set = set(removed)
    if not removed_set or any(not _is_int(d) or d < 1 for d in removed_set):
        raise FloorError(f"name the denominations colored up, not {sorted(removed_set, key=str)!r}",
                         code="bad-chips", procedure="CR-07")
    if not _is_int(smallest_in_play) or smallest_in_play < 1:
        raise FloorError(f"the smallest chip in play must be a denomination above 0, not {smallest_in_play!r}",
                         code="bad-chips", procedure="CR-07")
    if not isinstance(chips, Mapping):
        raise FloorError(f"the chips found must be given as denomination and count, not {chips!r}",
                         code="bad-chips", procedure="CR-07")
    value = 0
    for denomination, count in chips.items():
        if not _is_int(count) or count < 0:
            raise FloorError(f"{count!r} chips of {denomination}: a number of chips is a whole number, 0 or more",
                             code="bad-chips", procedure="CR-07")
        if denomination not in removed_set:
            raise FloorError(f"{denomination!r} chips are not a colored-up denomination (colored up: "
                             f"{_denominations(removed_set)}): count them with the stack", code="not-colored-up",
                             procedure="CR-07")
        if denomination >= smallest_in_play:
            raise FloorError(f"the {denomination} chip was colored up, so the smallest chip in play must be bigger "
                             f"than {denomination}, not {smallest_in_play}", code="bad-chips", procedure="CR-07")
        value += denomination * count
    if value == 0:
        raise FloorError("enter the low chips that were found", code="bad-chips", procedure="CR-07")
    exchanged = value // smallest_in_play * smallest_in_play
    return LateChips(value, exchanged, value - exchanged)
