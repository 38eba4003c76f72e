"""The race result (CR-05, CR-06): who wins the new chips, who is kept in, and the record for the event log.

Re-exported by :mod:`floor.tournament.chiprace.race`.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import ClassVar, Literal, get_args

from floor.core.cards import Card, parse_card
from floor.core.errors import FloorError, Text
from floor.core.wholes import is_whole
from floor.tournament import codec
from floor.tournament.chiprace.cards import RaceCards, read_cards
from floor.tournament.chiprace.setup import (
    ChipRace,
    RaceOutProtection,
    RacePlayer,
    RaceRounding,
    chips_said,
    frozen_chips,
)
from floor.tournament.codec import CodecError, Form
from floor.tournament.jsonvalue import Json, JsonObject, items

RaceRule = Literal["CR-05", "CR-06"]


_parse_card = functools.lru_cache(maxsize=64)(parse_card)  # (a card is read once: a log holds many races)


def _card(text: Json, _context: object) -> Card:
    """A race card as Floor writes it (``"Ks"``): another spelling is not what writing it back gives."""
    if not isinstance(text, str):
        raise CodecError(Text("not a card"))
    card = _parse_card(text)
    if str(card) != text:
        raise CodecError(Text("not a card as Floor writes one"))
    return card


codec.by_reference(Card, str, _card)  # (a card is its text: ``Ks``)


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

    FORM: ClassVar[Form] = Form(order=("seat", "player_id", "leftovers", "rest", "exchanged", "raced", "cards",
                                       "best_card", "race_chip", "protection_chip", "change"),
                                derived=("best_card",), closed=True)

    def __post_init__(self) -> None:
        player = RacePlayer(self.seat, self.player_id, self.leftovers, self.rest)
        object.__setattr__(self, "leftovers", player.leftovers)
        seat = self.seat
        if not isinstance(self.raced, Mapping) or any(
                not is_whole(c) or c < 0 or c > player.leftovers.get(d, 0) for d, c in self.raced.items()):
            raise _damaged(Text("seat {seat} races chips he does not have ({raced!r})", seat=seat, raced=self.raced))
        object.__setattr__(self, "raced", frozen_chips(self.raced))
        if not is_whole(self.exchanged) or self.exchanged < 0 or not is_whole(self.change):
            raise _damaged(Text("seat {seat}: exchanged {exchanged!r}, change {change!r}",
                                seat=seat, exchanged=self.exchanged, change=self.change))
        if not isinstance(self.race_chip, bool) or not isinstance(self.protection_chip, bool):
            raise _damaged(Text("seat {seat}: the race chip and the protection chip are yes or no", seat=seat))
        if not isinstance(self.cards, tuple) or any(not isinstance(c, Card) or c.is_joker for c in self.cards):
            raise _damaged(Text("seat {seat}: the race cards must be natural cards", seat=seat))
        if len(self.cards) != sum(self.raced.values()):
            chips = chips_said(sum(self.raced.values()))
            raise _damaged(Text("seat {seat} has 1 race card for {chips}", seat=seat, chips=chips)
                           if len(self.cards) == 1 else
                           Text("seat {seat} has {cards} race cards for {chips}",
                                seat=seat, cards=len(self.cards), chips=chips))
        if self.race_chip and self.protection_chip:
            raise _damaged(Text("seat {seat} cannot both win a race chip and be protected", seat=seat))

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

    FORM: ClassVar[Form] = Form(closed=True)

    def __post_init__(self) -> None:
        if not is_whole(self.step) or self.step < 1 or not is_whole(self.seat) \
                or not is_whole(self.player_id):
            raise _damaged(Text("award {step!r}: step, seat and player must be whole numbers", step=self.step))
        if not isinstance(self.card, Card) or self.card.is_joker:
            raise _damaged(Text("award {step}: {card!r} is not a race card", step=self.step, card=self.card))
        if self.rule not in get_args(RaceRule) or not isinstance(self.from_pool, bool):
            raise _damaged(Text("award {step}: {rule!r} is not a chip race award rule", step=self.step, rule=self.rule))
        if self.rule == "CR-05" and not self.from_pool:
            raise _damaged(Text("award {step}: a chip won in the race (CR-05) comes from the race's chips",
                                step=self.step))

    @property
    def text(self) -> str:
        """One line for the screen, e.g. ``Seat 5 wins a chip with A♣ (CR-05)`` (a Text, so it translates)."""
        if self.rule == "CR-05":
            return Text("Seat {seat} wins a chip with {card} (CR-05)", seat=self.seat, card=self.card.symbol)
        if self.from_pool:
            return Text("Seat {seat} takes a chip first: the race cannot knock him out (CR-06)", seat=self.seat)
        return Text("Seat {seat} lost the race and gets one chip so he is not knocked out (CR-06)", seat=self.seat)


def _damaged(detail: Text) -> FloorError:
    return FloorError(Text("the chip race record does not add up: {detail}",
                           detail=detail), code="bad-race-record", procedure="DT-5")


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

    FORM: ClassVar[Form] = Form(order=("procedure", "removed", "new_chip", "race_rounding", "race_out_protection",
                                       "value_raced", "low_chips_raced", "new_chips_raced", "removed_from_play",
                                       "players", "awards"),
                                derived=("procedure", "value_raced", "low_chips_raced", "removed_from_play"),
                                closed=True)

    def __post_init__(self) -> None:
        players = tuple(self.players)
        awards = tuple(self.awards)
        if any(not isinstance(p, RaceOutcome) for p in players) or any(not isinstance(a, RaceAward) for a in awards):
            raise _damaged(Text("players and awards must be race outcomes and awards"))
        ChipRace(self.removed, self.new_chip, tuple(RacePlayer(p.seat, p.player_id, p.leftovers, p.rest)
                                                    for p in players),
                 self.race_rounding, self.race_out_protection)  # the inputs, checked as a new race would be
        object.__setattr__(self, "removed", tuple(sorted(self.removed)))
        object.__setattr__(self, "players", tuple(sorted(players, key=lambda p: p.seat)))
        object.__setattr__(self, "awards", awards)
        n = self.new_chip
        for p in self.players:
            if p.exchanged * n + p.value_raced != p.leftover_value or p.value_raced >= n:
                said = {"seat": p.seat, "raced": p.value_raced, "low": p.leftover_value}
                raise _damaged(Text("seat {seat}: 1 complete set and {raced} raced do not make his {low} in low chips",
                                    **said) if p.exchanged == 1 else
                               Text("seat {seat}: {sets} complete sets and {raced} raced do not make his {low} in low "
                                    "chips", sets=p.exchanged, **said))
            if p.change != n * (p.race_chip + p.protection_chip) - p.value_raced:
                raise _damaged(Text("seat {seat}: a change of {change} does not match his chips",
                                    seat=p.seat, change=p.change))
            if p.new_value <= 0:
                raise _damaged(Text("seat {seat} is left with no chips (CR-06)", seat=p.seat))
        dealt = [c for p in self.players for c in p.cards]
        if len(set(dealt)) != len(dealt):
            raise _damaged(Text("a card appears twice (SR-14)"))
        if not is_whole(self.new_chips_raced) or self.new_chips_raced < 0:
            raise _damaged(Text("{count!r} new chips raced", count=self.new_chips_raced))
        by_seat = {p.seat: p for p in self.players}
        awarded: set[int] = set()
        for step, a in enumerate(self.awards, start=1):
            winner = by_seat.get(a.seat)
            if (a.step != step or winner is None or winner.player_id != a.player_id or a.seat in awarded
                    or a.card != winner.best_card):
                raise _damaged(Text("award {step} (seat {seat}) does not match the players", step=step, seat=a.seat))
            if (a.rule == "CR-05") != winner.race_chip or (a.rule == "CR-06") != winner.protection_chip:
                raise _damaged(Text("award {step} (seat {seat}, {rule}) does not match his chips",
                                    step=step, seat=a.seat, rule=a.rule))
            awarded.add(a.seat)
        if {p.seat for p in self.players if p.race_chip or p.protection_chip} != awarded:
            raise _damaged(Text("a player received a chip that no award gives him"))
        from_pool = sum(a.from_pool for a in self.awards)
        if from_pool != self.new_chips_raced:
            raise _damaged(_pool_mismatch(from_pool, self.new_chips_raced))

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
        raise FloorError(Text("nobody raced from seat {seat}", seat=seat), code="bad-seat", seat=seat)

    @property
    def procedure(self) -> str:
        """The procedure the record follows (DT-5), written for the JSON's readers."""
        return "DT-5"

    def to_dict(self) -> JsonObject:
        """The race as JSON: the event payload and ``floor chips race --json``. Totals are for reading only."""
        return codec.write(self)

    @classmethod
    def stored(cls, data: RaceResult | Mapping[str, object]) -> RaceResult:
        """A stored race (a :class:`ChipRaced`'s, typed or as an older Floor's JSON kept): it must add up, and the
        totals, if present, must match what the players add up to."""
        if isinstance(data, RaceResult):
            return data
        result = codec.read(cls, data)
        for key in ("value_raced", "low_chips_raced", "removed_from_play"):
            if key in data and data[key] != getattr(result, key):
                raise _damaged(Text("{key} is stored as {stored!r} but the players add up to {total}",
                                    key=key, stored=data[key], total=getattr(result, key)))
        for stored, player in zip(items(data.get("players"), "players"), result.players, strict=False):
            best = player.best_card
            if isinstance(stored, Mapping) and "best_card" in stored and stored["best_card"] != (
                    str(best) if best else None):
                raise _damaged(Text("seat {seat}: the best card is {best}, not {stored!r}",
                                    seat=player.seat, best=str(best), stored=stored["best_card"]))
        return result


def _pool_mismatch(from_pool: int, raced: int) -> Text:
    """A stored race whose awards from the pool do not match the new chips raced (each plural its own sentence)."""
    if from_pool == 1:  # the two differ, so the race was not of 1 chip
        return Text("1 chip came from a race of {raced} chips", raced=raced)
    if raced == 1:
        return Text("{count} chips came from a race of 1 chip", count=from_pool)
    return Text("{count} chips came from a race of {raced} chips", count=from_pool, raced=raced)


def run_race(race: ChipRace, cards: RaceCards) -> RaceResult:
    """Race the leftovers with these cards (CR-03 to CR-06); refuses bad cards exactly as :func:`verify_race`.

    Players are ranked by their single best card. Under ``rrop_first_from_pool`` every player whose whole stack
    is raced takes a chip from the pool first, best card first; if the pool is too small for all of them, the
    rest get the TDA extra chip after the race. Then the best remaining players win one chip each until the pool
    is empty. Under ``tda_min_chip_after`` a player left with nothing gets one chip of the new smallest
    denomination after the race. Extra chips are listed after the race, in seat order.
    """
    read = read_cards(race, cards)
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
