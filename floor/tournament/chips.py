"""Chip counts, the totals check, and the statistics the floor and the clock screen show.

Chips in play must equal entries x starting stack + rebuy and add-on chips - chips removed
by color-ups. A count that disagrees is reported with the difference, never hidden.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime

from floor.core.errors import FloorError, Text
from floor.core.wholes import is_whole
from floor.tournament.events import Event
from floor.tournament.records import ChipsCounted, ChipsRemoved
from floor.tournament.state import Player, TournamentState
from floor.tournament.structure import Break, Level


def _positive(value: object, what: Text) -> int:
    if not is_whole(value) or value <= 0:
        raise FloorError(Text("{what} must be a whole number of chips above 0, not {value!r}",
                              what=what, value=value), code="bad-chips")
    return value


def smallest_chip(state: TournamentState, now: float) -> int | None:
    """The smallest chip still on the tables at ``now``: the structure's chips less those colored up at the breaks
    before (:meth:`~floor.tournament.structure.Structure.chips_at`), and less the break's own color-up once a table
    has raced it; None when the structure names no chips."""
    index = state.clock.at(now).index
    in_play = list(state.structure.chips_at(index))
    item = state.structure.items[index]
    if isinstance(item, Break) and item.color_up and any(raced == index for _, raced in state.races):
        in_play = [chip for chip in in_play if chip not in item.color_up]
    return min(in_play) if in_play else None


def doubtful_counts(state: TournamentState, counts: Mapping[int | str, int], now: float) -> dict[int, int]:
    """The counts that cannot be made with the chips in play (not a multiple of the smallest): player -> chips."""
    smallest = smallest_chip(state, now)
    if smallest is None or smallest == 1:
        return {}
    return {state.player(ref).id: chips for ref, chips in counts.items() if is_whole(chips) and chips % smallest}


def verify_count(state: TournamentState, counts: Mapping[int | str, int], *, now: float | None = None,
                 confirmed: bool = False) -> None:
    """The counts are whole, above 0, of players still playing, each once; and, unless the floor ``confirmed``
    them, each can be made with the chips in play at ``now`` (26,075 cannot once the smallest chip is 500)."""
    if not counts:
        raise FloorError(Text("give at least one player's chips"), code="bad-chips")
    seen = set()
    for ref, chips in counts.items():
        player = state.player(ref)
        if player.id in seen:
            raise FloorError(Text("{label} is counted twice", label=player.label), code="bad-chips")
        seen.add(player.id)
        if not player.playing:
            raise FloorError(Text("{label} is out of the tournament: no chips to count",
                                  label=player.label), code="not-playing")
        if chips == 0:
            raise FloorError(Text("{label} has no chips left: eliminate the player instead",
                                  label=player.label), code="bad-chips")
        _positive(chips, Text("{label}'s count", label=player.label))
    doubtful = doubtful_counts(state, counts, now) if now is not None and not confirmed else {}
    if doubtful:
        player_id, chips = next(iter(doubtful.items()))
        raise FloorError(Text("{label}'s count of {chips:,} cannot be made with the chips in play: the smallest is "
                              "{smallest:,} (count again, or confirm the count)", label=state.players[player_id].label,
                              chips=chips, smallest=smallest_chip(state, now or 0.0)), code="doubtful-count")


def count(state: TournamentState, counts: Mapping[int | str, int], *, now: float, author: str,
          confirmed: bool = False) -> Event:
    """Record players' stacks (a break count, or a single table); a count the chips in play cannot make is asked
    about first (``confirmed``: the floor says it stands)."""
    verify_count(state, counts, now=now, confirmed=confirmed)
    return Event(ChipsCounted({state.player(ref).id: chips for ref, chips in counts.items()}), now, author)


def verify_remove(state: TournamentState, chips: int) -> None:
    _positive(chips, Text("the chips removed"))
    if chips > expected(state):
        raise FloorError(Text("cannot remove {chips:,} chips: only {expected:,} are in play",
                              chips=chips, expected=expected(state)), code="bad-chips")


def remove(state: TournamentState, chips: int, *, reason: str, now: float, author: str) -> Event:
    """Chips taken out of play (a color-up's leftovers, a disqualified player's stack)."""
    verify_remove(state, chips)
    return Event(ChipsRemoved(chips, reason.strip()), now, author)


def stack_basis(player: Player) -> Text | None:
    """Where a known stack comes from ("from the count at 21:40 and 6 hands"); None when it was never counted.

    The known stack is the last count, plus the chips of rebuys and add-ons since, plus what each recorded hand
    moved (the seat's contribution out, its share of the pots in), until the next count.
    """
    if player.chips is None or player.counted_at is None:
        return None
    time, hands, bought = f"{datetime.fromtimestamp(player.counted_at):%H:%M}", player.hands_since, player.bought_since
    if not bought:  # a sentence per case, so that each language can say it whole
        if not hands:
            return Text("counted at {time}", time=time)
        if hands == 1:
            return Text("from the count at {time} and 1 hand", time=time)
        return Text("from the count at {time} and {hands} hands", time=time, hands=hands)
    if bought == 1:
        if not hands:
            return Text("from the count at {time} and a rebuy or add-on", time=time)
        if hands == 1:
            return Text("from the count at {time}, 1 hand and a rebuy or add-on", time=time)
        return Text("from the count at {time}, {hands} hands and a rebuy or add-on", time=time, hands=hands)
    if not hands:
        return Text("from the count at {time} and {bought} rebuys and add-ons", time=time, bought=bought)
    if hands == 1:
        return Text("from the count at {time}, 1 hand and {bought} rebuys and add-ons", time=time, bought=bought)
    return Text("from the count at {time}, {hands} hands and {bought} rebuys and add-ons", time=time, hands=hands,
                bought=bought)


def expected(state: TournamentState) -> int:
    """The chips that should be in play."""
    s = state.settings
    return (state.entries * s.starting_stack + state.rebuys * (s.rebuy.chips if s.rebuy else 0)
            + state.addons * (s.addon.chips if s.addon else 0) - state.chips_removed)


@dataclass(frozen=True, slots=True)
class ChipCheck:
    """The totals check: complete only when every player still playing has a current count."""

    expected: int
    counted: int
    counted_players: int
    uncounted: tuple[str, ...]

    @property
    def complete(self) -> bool:
        return not self.uncounted

    @property
    def difference(self) -> int | None:
        return self.counted - self.expected if self.complete else None

    @property
    def message(self) -> str:
        """The check in a line (a Text: each case its own sentence)."""
        if not self.complete:
            names = ", ".join(self.uncounted[:5]) + (" ..." if len(self.uncounted) > 5 else "")
            if len(self.uncounted) == 1:
                return Text("1 player still to count ({names})", names=names)
            return Text("{count} players still to count ({names})", count=len(self.uncounted), names=names)
        if self.difference == 0:
            return Text("The count matches: {expected:,} chips in play", expected=self.expected)
        gap = self.difference or 0
        said = {"counted": self.counted, "expected": self.expected}
        if gap == 1:
            return Text("The count is 1 chip more than should be in play (counted {counted:,}, expected "
                        "{expected:,})", **said)
        if gap == -1:
            return Text("The count is 1 chip fewer than should be in play (counted {counted:,}, expected "
                        "{expected:,})", **said)
        if gap > 0:
            return Text("The count is {gap:,} chips more than should be in play (counted {counted:,}, expected "
                        "{expected:,})", gap=gap, **said)
        return Text("The count is {gap:,} chips fewer than should be in play (counted {counted:,}, expected "
                    "{expected:,})", gap=-gap, **said)


def check(state: TournamentState) -> ChipCheck:
    playing = state.playing
    counted = [p for p in playing if p.chips is not None]
    return ChipCheck(expected(state), sum(p.chips or 0 for p in counted), len(counted),
                     tuple(p.label for p in playing if p.chips is None))


@dataclass(frozen=True, slots=True)
class Stats:
    """What the floor and the clock screen show about the field."""

    entries: int
    playing: int
    chips_in_play: int
    average: int
    average_bb: float | None
    level: int


def orbit_cost(level: Level, players_at_table: int) -> int:
    """Blinds and antes one orbit costs (for M): a big-blind ante once, a classic ante per player."""
    antes = {"none": 0, "ante": level.ante * players_at_table, "big-blind": level.ante}[level.ante_kind]
    return level.small_blind + level.big_blind + antes


def _blinds(state: TournamentState, now: float) -> Level | None:
    status = state.clock.status(now)
    return status.blinds or status.next_blinds


def stats(state: TournamentState, now: float) -> Stats:
    playing = state.players_left
    total = expected(state)
    average = total // playing if playing else 0
    blinds = _blinds(state, now)
    return Stats(state.entries, playing, total, average,
                 round(average / blinds.big_blind, 1) if blinds and blinds.big_blind else None,
                 state.level(now))


def in_big_blinds(state: TournamentState, player: Player, now: float) -> float | None:
    blinds = _blinds(state, now)
    if player.chips is None or blinds is None or not blinds.big_blind:
        return None
    return round(player.chips / blinds.big_blind, 1)


def m_ratio(state: TournamentState, player: Player, now: float) -> float | None:
    """Harrington's M: how many orbits the stack pays at this level, at a table as full as the field allows."""
    blinds = _blinds(state, now)
    if player.chips is None or blinds is None:
        return None
    at_table = max(2, min(state.settings.seats_per_table, state.players_left))
    cost = orbit_cost(blinds, at_table)
    return round(player.chips / cost, 1) if cost else None
