"""The chip race of a color-up at one table, as a tournament action (TDA 24; procedures.md DT-5).

The race itself is :mod:`floor.tournament.chiprace.race`; this module takes its players from the
table's seats, the chips colored up from the break the clock is in (or the floor's own choice,
CR-08), and records the result as one event. The totals check then accounts for the value the
race took out of play (or, rounding up, put in).
"""

from __future__ import annotations

from collections.abc import Mapping
from random import Random
from typing import cast

from floor.core.errors import FloorError, Text
from floor.tournament import house as H
from floor.tournament.chiprace.cards import RaceCards, deal_race_cards
from floor.tournament.chiprace.result import RaceResult, run_race
from floor.tournament.chiprace.setup import ChipRace, RaceOutProtection, RacePlayer, RaceRounding
from floor.tournament.events import Event
from floor.tournament.records import ChipRaced
from floor.tournament.state import TournamentState
from floor.tournament.structure import Break

Leftovers = Mapping[int, Mapping[int, int]]  # seat -> denomination -> count


def colored_up(state: TournamentState, now: float) -> tuple[tuple[int, ...], int]:
    """The chips the current break takes off the tables, and the smallest chip left in play."""
    clock = state.clock.at(now)
    item = state.structure.items[clock.index]
    if not isinstance(item, Break) or not item.color_up:
        raise FloorError(Text("the clock is not at a break with a color-up: name the chips to race (CR-08)"),
                         code="no-color-up", procedure="CR-01")
    remaining = [c for c in state.structure.chips_at(clock.index) if c not in item.color_up]
    if not remaining:
        raise FloorError(Text("the color-up leaves no chip in play"), code="bad-chips", procedure="CR-02")
    return item.color_up, min(remaining)


def race_at(state: TournamentState, table: int, leftovers: Leftovers, *, now: float,
            removed: tuple[int, ...] | None = None, new_chip: int | None = None,
            whole_stacks: frozenset[int] = frozenset(), rounding: RaceRounding | None = None,
            protection: RaceOutProtection | None = None) -> ChipRace:
    """The race at ``table``: each seat's leftover chips, checked against who sits there.

    What else a player has decides only whether he could be raced out (CR-06): a counted stack
    gives it; without a count, ``whole_stacks`` names the seats whose leftovers are all they have.
    """
    if table not in state.tables:
        raise FloorError(Text("there is no table {table}", table=table), code="unknown-table")
    if removed is None or new_chip is None:
        removed, new_chip = colored_up(state, now)
    else:  # CR-08: the floor's own color-up, of chips still on the tables
        in_play = state.structure.chips_at(state.clock.at(now).index)
        stray = [c for c in removed if c not in in_play]
        if stray:
            shown = {"in_play": ", ".join(map(str, in_play))}
            raise FloorError(Text("{chip} is not in play (chips in play: {in_play})", chip=stray[0], **shown)
                             if len(stray) == 1 else
                             Text("{chips} are not in play (chips in play: {in_play})",
                                  chips=", ".join(map(str, stray)), **shown), code="bad-chips", procedure="CR-08")
        if new_chip not in in_play or new_chip in removed or new_chip != min(c for c in in_play if c not in removed):
            raise FloorError(Text("the new chip must be the smallest chip left in play, not {new_chip}",
                                  new_chip=new_chip), code="bad-chips",
                             procedure="CR-08")
    at = state.tables[table]
    players = []
    for seat, chips in sorted(leftovers.items()):
        player_id = at.player_at(seat)
        if player_id is None:
            raise FloorError(Text("seat {seat} at table {table} is empty: nobody there to race",
                                  seat=seat, table=table), code="seat-empty",
                             procedure="CR-04")
        player = state.players[player_id]
        value = sum(d * c for d, c in chips.items())
        if seat in whole_stacks:
            rest = 0
        elif player.chips is not None:
            if player.chips < value:
                raise FloorError(Text("{label} was counted at {chips:,} but has {value:,} in leftovers: count the "
                                      "stack again",
                                      label=player.label,
                                      chips=player.chips,
                                      value=value), code="bad-chips", procedure="CR-02")
            rest = player.chips - value
        else:
            rest = new_chip  # not counted and not a whole stack: he keeps bigger chips (value unknown, at least one)
        players.append(RacePlayer(seat, player_id, chips, rest))
    if not players:
        raise FloorError(Text("nobody at table {table} has chips to race",
                              table=table), code="bad-chips", procedure="CR-02")
    # the house's words, checked by ChipRace.__post_init__ as the floor's own
    rounding = rounding or cast("RaceRounding", H.choice(state, "race_rounding"))
    protection = protection or cast("RaceOutProtection", H.choice(state, "race_out_protection"))
    return ChipRace(tuple(removed), new_chip, tuple(players), rounding, protection)


def chip_race(state: TournamentState, table: int, race: ChipRace, cards: RaceCards | None, *, rng: Random,
              now: float, author: str) -> Event:
    """Run the race (Floor deals the cards when none were recorded) and record it as one event."""
    index = state.clock.at(now).index
    if (table, index) in state.races:
        raise FloorError(Text("table {table} has raced its chips at this break already", table=table)
                         if isinstance(state.structure.items[index], Break) else
                         Text("table {table} has raced its chips at this level already", table=table), code="raced",
                         procedure="CR-01")
    dealt: RaceCards = deal_race_cards(race, rng) if cards is None else cards
    result: RaceResult = run_race(race, dealt)
    changes = {p.player_id: p.change for p in result.players}
    return Event(ChipRaced(table, changes, result.removed_from_play, index, "floor" if cards is None else "dealer",
                           result), now, author)
