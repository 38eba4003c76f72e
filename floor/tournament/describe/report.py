"""The results report's content: what the club keeps of a tournament on paper, read from its state and its log.

The words are the front end's (the PDF says them in the desk's language); this is only the matter: the title and
the dates, the field, the prize pool with its guarantee and overlay, the standings and the structure played. The
standings are the players' finishes (:mod:`floor.tournament.finishes`), as the results export lists them: the same
order, places, prizes and hits. A bounty tournament's bounties are its book's; league points, or other bounties,
are handed in by whoever computes them; their columns exist only when there are any.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from floor.tournament import events as ev
from floor.tournament import prizes
from floor.tournament.events import Event
from floor.tournament.finishes import finishes
from floor.tournament.payouts import PrizePool
from floor.tournament.records import ClockAction, Eliminated
from floor.tournament.state import TournamentState
from floor.tournament.structure import Break, Level


@dataclass(frozen=True, slots=True)
class Field:
    """Who played and what they bought: ``entries`` counts every buy-in, re-entries included."""

    players: int
    entries: int
    reentries: int
    rebuys: int
    addons: int


@dataclass(frozen=True, slots=True)
class Pool:
    """The money: ``collected`` from the players (fees apart), ``overlay`` what the house put in to reach the
    guarantee, ``total`` the pool paid out over ``places_paid`` places."""

    buy_in: int
    fee: int
    collected: int
    guarantee: int
    overlay: int
    total: int
    places_paid: int
    problem: str | None = None  # why the floor's payout changes were set aside (prizes.Sheet.problem)


@dataclass(frozen=True, slots=True)
class Standing:
    """One player's line: no place and no prize while still playing; ``bounty`` and ``points`` are None when the
    report has no such column (or the player has none)."""

    player: int
    place: int | None
    name: str
    nickname: str
    prize: int | None
    entries: int
    rebuys: int
    addons: int
    hits: float
    bounty: int | None = None
    points: float | None = None


@dataclass(frozen=True, slots=True)
class Played:
    """One item of the structure the tournament reached: a level (``number`` is its number) or a break (``number``
    is the level just played); ``last`` marks the one it ended in (or is in now)."""

    index: int
    number: int
    item: Level | Break
    last: bool = False

    @property
    def is_break(self) -> bool:
        return isinstance(self.item, Break)


@dataclass(frozen=True, slots=True)
class Report:
    """The whole report. ``started_at`` is when the clock first started (else when the tournament was created),
    ``ended_at`` when the last elimination left a winner (None while it runs); times are seconds since the epoch."""

    tournament: int
    title: str
    started_at: float | None
    ended_at: float | None
    players_left: int
    field: Field
    pool: Pool
    standings: tuple[Standing, ...]
    structure: tuple[Played, ...]
    has_bounties: bool = False
    has_points: bool = False

    @property
    def finished(self) -> bool:
        return self.ended_at is not None

    @property
    def winner(self) -> Standing | None:
        return next((s for s in self.standings if s.place == 1), None) if self.finished else None

    @property
    def has_nicknames(self) -> bool:
        return any(s.nickname for s in self.standings)


def report(state: TournamentState, events: Sequence[Event], *, now: float,
           bounties: Mapping[int, int] | None = None, points: Mapping[int, float] | None = None) -> Report:
    """The report of the tournament ``state`` folded from ``events`` (its whole log, undos included), as of ``now``
    (a tournament still running is reported up to the level in play then). A bounty tournament's bounties (the
    champion's own included) are its book's unless given."""
    standing = ev.effective(list(events))
    ended = _ended_at(state, standing)
    started = next((e.at for e in standing if isinstance(e.data, ClockAction) and e.data.action == "start"),
                   standing[0].at if standing else None)
    return Report(state.id, state.settings.name, started, ended, state.players_left, _field(state), _pool(state),
                  standings(state, bounties=bounties, points=points),
                  played(state, now if ended is None else ended),
                  has_bounties=bounties is not None or state.bounties is not None, has_points=points is not None)


def _ended_at(state: TournamentState, standing: Sequence[Event]) -> float | None:
    """When the winner was left alone: the time of the last elimination still in force."""
    if prizes.champion(state) is None:
        return None
    return max((e.at for e in standing if isinstance(e.data, Eliminated)), default=None)


def _field(state: TournamentState) -> Field:
    people = len(state.players)
    return Field(people, state.entries, max(0, state.entries - people), state.rebuys, state.addons)


def _pool(state: TournamentState) -> Pool:
    s = state.settings
    money = PrizePool(state.entries, state.rebuys, state.addons, s.buy_in, s.rebuy.price if s.rebuy else 0,
                      s.addon.price if s.addon else 0, s.guarantee)
    sheet = prizes.sheet(state)
    return Pool(s.buy_in, s.fee, money.collected, s.guarantee, money.overlay, sheet.pool,
                sum(1 for amount in sheet.amounts if amount > 0), sheet.problem)


def standings(state: TournamentState, *, bounties: Mapping[int, int] | None = None,
              points: Mapping[int, float] | None = None) -> tuple[Standing, ...]:
    """Every player's finish as the results export lists them: those still playing first (no place, no prize), then
    by place. ``bounties``: the bounty column when the book's is not the one (None, and no book: no column)."""
    book = state.bounties is not None
    return tuple(Standing(f.id, f.place, f.player.name, f.player.nickname, f.paid,
                          f.entries, f.rebuys, f.addons, f.hits,
                          bounties.get(f.id, 0) if bounties is not None else f.bounties if book else None,
                          None if points is None else points.get(f.id, 0.0))
                 for f in finishes(state).values())


def played(state: TournamentState, at: float) -> tuple[Played, ...]:
    """The levels and breaks from the first to the one the clock is in at ``at`` (level 1 before the start)."""
    structure = state.structure
    reached = state.clock.at(at).index
    out: list[Played] = []
    number = 0
    for index, item in enumerate(structure.items[: reached + 1]):
        if isinstance(item, Level):
            number += 1
        out.append(Played(index, number, item, last=index == reached))
    return tuple(out)


__all__ = ["Field", "Played", "Pool", "Report", "Standing", "played", "report", "standings"]
