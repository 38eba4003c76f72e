"""The chip race set up (procedures.md DT-5): the players, the chips colored up and the complete sets exchanged.

Each player's low chips are first exchanged for the new chip in complete sets (CR-02); what is left over is
raced (:mod:`floor.tournament.chiprace.cards` deals and reads the cards, :mod:`floor.tournament.chiprace.result` awards
the new chips). The house settings of the race (``race_rounding``, ``race_out_protection``) are named here.
Everything is re-exported by :mod:`floor.tournament.chiprace.race`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from itertools import pairwise
from types import MappingProxyType
from typing import ClassVar, Literal, get_args

from floor.core.errors import FloorError, Text, listing
from floor.core.wholes import is_whole
from floor.tournament.codec import Form

RaceRounding = Literal["half_up", "always_up", "always_down"]
"""CR-03: what the odd value of the leftovers buys. ``half_up`` is RRoP and the default; TDA is silent (C-13)."""

RaceOutProtection = Literal["tda_min_chip_after", "rrop_first_from_pool"]
"""CR-06: how a player who would lose his last chip is kept in. TDA R24-A is the default (C-12)."""


ROUNDINGS: tuple[RaceRounding, ...] = get_args(RaceRounding)
PROTECTIONS: tuple[RaceOutProtection, ...] = get_args(RaceOutProtection)

DECK_SIZE = 52
"""A race is dealt from one 52-card deck; a second deck would let two players hold the same card (SR-14)."""


def chips_said(count: int) -> Text:
    """``1 chip``, ``3 chips`` as a floor manager says it (each its own sentence to translate)."""
    return Text("1 chip") if count == 1 else Text("{count} chips", count=count)



def said_denominations(values: Iterable[int]) -> str:
    return ", ".join(str(v) for v in sorted(values))


def int_key(key: object, what: Text) -> int:
    """A denomination or seat from JSON, where object keys are strings (``"25"``)."""
    if is_whole(key):
        return key
    if isinstance(key, str) and key.strip().isdigit():
        return int(key)
    raise FloorError(Text("{what} must be a whole number, not {key!r}", what=what, key=key), code="bad-chips")


def frozen_chips(chips: Mapping[int, int]) -> Mapping[int, int]:
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

    FORM: ClassVar[Form] = Form(closed=True)  # (a typo in ``floor chips race``'s JSON is refused, not ignored)

    def __post_init__(self) -> None:
        if not is_whole(self.seat) or self.seat < 1:
            raise FloorError(Text("a seat is a number from 1 up, not {seat!r}",
                                  seat=self.seat), code="bad-seat", procedure="CR-04")
        where = Text("seat {seat}", seat=self.seat)
        if not is_whole(self.player_id) or self.player_id < 1:
            raise FloorError(Text("{where}: the player id must be a whole number from 1 up, not {player_id!r}",
                                  where=where, player_id=self.player_id),
                             code="bad-player", seat=self.seat)
        if not isinstance(self.leftovers, Mapping):
            raise FloorError(Text("{where}: the leftover chips must be given as denomination and count, not "
                                  "{leftovers!r}",
                                  where=where, leftovers=self.leftovers), code="bad-chips", seat=self.seat)
        for denomination, count in self.leftovers.items():
            if not is_whole(denomination) or denomination < 1:
                raise FloorError(Text("{where}: {denomination!r} is not a chip denomination",
                                      where=where, denomination=denomination), code="bad-chips",
                                 seat=self.seat)
            if not is_whole(count):
                raise FloorError(Text("{where}: the number of {denomination} chips must be a whole number, not "
                                      "{count!r}",
                                      where=where, denomination=denomination, count=count),
                                 code="bad-chips", seat=self.seat)
            if count < 0:
                raise FloorError(Text("{where} has {count} chips of {denomination}: a number of chips cannot be "
                                      "negative",
                                      where=where, count=count, denomination=denomination),
                                 code="bad-chips", seat=self.seat)
        if not is_whole(self.rest) or self.rest < 0:
            raise FloorError(Text("{where}: the rest of the stack must be a whole number of chips, 0 or more, not "
                                  "{rest!r}",
                                  where=where, rest=self.rest), code="bad-chips", seat=self.seat)
        leftovers = frozen_chips(self.leftovers)
        if not leftovers and self.rest == 0:
            raise FloorError(Text("{where} has no chips at all: eliminate the player, there is nothing to race",
                                  where=where),
                             code="bad-chips", seat=self.seat)
        object.__setattr__(self, "leftovers", leftovers)

    @property
    def leftover_value(self) -> int:
        return sum(d * c for d, c in self.leftovers.items())


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
    return Exchange(player.seat, player.player_id, exchanged, frozen_chips(raced))


def _check_removed(removed: tuple[int, ...], new_chip: int) -> None:
    """The removed chips must be smaller than the new chip and divide it and one another (complete sets, CR-02)."""
    if not is_whole(new_chip) or new_chip < 1:
        raise FloorError(Text("the new chip must be a denomination above 0, not {new_chip!r}",
                              new_chip=new_chip), code="bad-chips",
                         procedure="CR-02")
    if not removed:
        raise FloorError(Text("name the chip denomination(s) being colored up"), code="bad-chips", procedure="CR-02")
    for chip in removed:
        if not is_whole(chip) or chip < 1:
            raise FloorError(Text("{chip!r} is not a chip denomination",
                                  chip=chip), code="bad-chips", procedure="CR-02")
    if len(set(removed)) != len(removed):
        twice = next(chip for chip in removed if removed.count(chip) > 1)
        raise FloorError(Text("the {twice} chip is listed twice among the chips colored up",
                              twice=twice), code="bad-chips",
                         procedure="CR-02")
    for chip in sorted(removed):
        if chip >= new_chip:
            raise FloorError(Text("the {chip} chip is colored up, so the smallest chip still in play must be bigger "
                                  "than {chip}, not {new_chip}",
                                  chip=chip, new_chip=new_chip), code="bad-chips", procedure="CR-02")
        if new_chip % chip:
            raise FloorError(Text("the new {new_chip} chip is not a whole number of {chip} chips: complete sets "
                                  "cannot be exchanged (CR-02)",
                                  new_chip=new_chip, chip=chip), code="bad-chips", procedure="CR-02")
    ordered = sorted(removed)
    for small, big in pairwise(ordered):
        if big % small:
            raise FloorError(Text("the {small} and {big} chips do not divide into each other: color them up one at a "
                                  "time",
                                  small=small, big=big), code="bad-chips", procedure="CR-02")


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

    FORM: ClassVar[Form] = Form(order=("removed", "new_chip", "race_rounding", "race_out_protection", "players"),
                                closed=True)

    def __post_init__(self) -> None:
        if isinstance(self.removed, str | bytes) or not isinstance(self.removed, Iterable):
            raise FloorError(Text("the chips colored up must be a list of denominations, not {removed!r}",
                                  removed=self.removed),
                             code="bad-chips", procedure="CR-02")
        removed = tuple(self.removed)
        _check_removed(removed, self.new_chip)
        if self.race_rounding not in ROUNDINGS:
            raise FloorError(Text("race_rounding must be {roundings}, not {race_rounding!r}",
                                  roundings=', '.join(ROUNDINGS), race_rounding=self.race_rounding),
                             code="bad-setting", procedure="CR-03")
        if self.race_out_protection not in PROTECTIONS:
            raise FloorError(Text("race_out_protection must be {protections}, not {race_out_protection!r}",
                                  protections=listing(PROTECTIONS, "or"), race_out_protection=self.race_out_protection),
                             code="bad-setting", procedure="CR-06")
        if isinstance(self.players, str | bytes) or not isinstance(self.players, Iterable):
            raise FloorError(Text("the players must be a list, not {players!r}",
                                  players=self.players), code="bad-request")
        players = tuple(self.players)
        if not players:
            raise FloorError(Text("enter the players at the race"), code="bad-request", procedure="CR-04")
        seats: dict[int, RacePlayer] = {}
        ids: dict[int, int] = {}
        for p in players:
            if not isinstance(p, RacePlayer):
                raise FloorError(Text("{p!r} is not a race player", p=p), code="bad-request")
            if p.seat in seats:
                raise FloorError(Text("seat {seat} is entered twice", seat=p.seat), code="bad-seat", seat=p.seat)
            if p.player_id in ids:
                raise FloorError(Text("player {player_id} is entered at seat {ids} and seat {seat}",
                                      player_id=p.player_id, ids=ids[p.player_id], seat=p.seat),
                                 code="bad-player", seat=p.seat)
            seats[p.seat] = p
            ids[p.player_id] = p.seat
            for denomination, count in p.leftovers.items():
                if denomination not in removed:
                    raise FloorError(Text("seat {seat} has {chips} of {denomination}, but {denomination} is not "
                                          "being colored up (colored up: {denominations})",
                                          seat=p.seat,
                                          chips=chips_said(count),
                                          denomination=denomination,
                                          denominations=said_denominations(removed)),
                                     code="not-colored-up", seat=p.seat, procedure="CR-02")
        object.__setattr__(self, "removed", tuple(sorted(removed)))
        object.__setattr__(self, "players", tuple(sorted(players, key=lambda p: p.seat)))
        needed = self.cards_needed
        if needed > DECK_SIZE:
            raise FloorError(Text("this race needs {needed} cards, one per leftover chip, but it is dealt from one "
                                  "{deck_size}-card deck (SR-14): color up in smaller steps",
                                  needed=needed, deck_size=DECK_SIZE), code="too-many-race-cards",
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
        raise FloorError(Text("nobody races from seat {seat}", seat=seat), code="bad-seat", seat=seat)

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
