"""A league's standings: each tournament's points by the club's formula, summed over a season, player by player.

A tournament gives the formula TD's variables for each player (:func:`variables`): ``n`` the players, ``r`` the
place, ``buyins`` the first buy-ins, the money of every buy-in, rebuy and add-on, the player's hits, rebuys, add-ons
and prize. A player is known across tournaments by the member id (a name when there is none; a duplicate merged
into a member counts as that member). With best-of-N only a player's N best tournaments count. The standings sort
by points, then by wins, then by the best finish, then by hits (the ties a club breaks); a formula that cannot be
evaluated for a result is refused in words naming the tournament and the player.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from floor.clubs.formula import Formula, FormulaError
from floor.core.errors import Text
from floor.tournament import knockouts, prizes
from floor.tournament.events import Event
from floor.tournament.state import Player, TournamentState


@dataclass(frozen=True)
class Played:
    """One tournament of the season: its state, its log (for the hits), the formula, and the floor's points and
    hits adjustments by player number (TD's ``PointsAdjustment`` and ``HitsAdjustment``)."""

    state: TournamentState
    events: Sequence[Event]
    formula: Formula
    adjustments: Mapping[int, float] = field(default_factory=dict)
    hit_adjustments: Mapping[int, float] = field(default_factory=dict)


@dataclass
class Standing:
    """A player's season: tournaments played, hits, wins and podiums, the points."""

    member: str
    name: str
    tournaments: int = 0
    hits: float = 0.0
    places: list[int] = field(default_factory=list)
    points: float = 0.0
    results: list[float] = field(default_factory=list)  # each tournament's points, in the season's order

    @property
    def wins(self) -> int:
        return self.places.count(1)

    @property
    def best_finish(self) -> int:
        return min(self.places, default=0)


def _place(state: TournamentState, player: Player, winner: Player | None) -> int:
    return 1 if player is winner else player.place or len(state.players)


def variables(state: TournamentState, events: Sequence[Event],
              hit_adjustments: Mapping[int, float] | None = None) -> dict[int, dict[str, float]]:
    """What the points formula is given for each player of a finished tournament, by TD's names (the hits with the
    floor's adjustments, as TD counts them)."""
    s = state.settings
    winner = prizes.champion(state)
    hits = knockouts.hits(events)
    sheet = prizes.sheet(state)
    players = list(state.players.values())
    reentries = sum(p.entries - 1 for p in players)
    rebuy_price = s.reentry.price if s.reentry else s.buy_in
    money_in = s.buy_in * len(players)
    money_rebuys = reentries * rebuy_price + state.rebuys * (s.rebuy.price if s.rebuy else 0)
    money_add_ons = state.addons * (s.addon.price if s.addon else 0)
    out = {}
    for p in players:
        place = _place(state, p, winner)
        prize = sheet.amounts[place - 1] if place <= len(sheet.amounts) else 0
        mine = hits.get(p.id, 0.0) + (hit_adjustments or {}).get(p.id, 0.0)
        out[p.id] = {"n": float(len(players)), "r": float(place), "buyins": float(len(players)),
                     "rebuys": float(reentries + state.rebuys), "addons": float(state.addons),
                     "totalbuyinsamount": float(money_in), "totalrebuysamount": float(money_rebuys),
                     "totaladdonsamount": float(money_add_ons),
                     "pot": float(money_in + money_rebuys + money_add_ons), "numberofhits": mine, "hits": mine,
                     "numberofrebuys": float(p.entries - 1 + p.rebuys), "numberofaddons": float(p.addons),
                     "prizewinnings": float(prize), "prize": float(prize)}
    return out


def standings(season: Sequence[Played], *, best_of: int | None = None,
              member_of: Callable[[str], str] | None = None) -> list[Standing]:
    """The season's standings, best first: with ``best_of``, each player's best N tournaments count; ``member_of``
    says which member an id stands for now (merged duplicates)."""
    table: dict[str, Standing] = {}
    for played in season:
        state = played.state
        winner = prizes.champion(state)
        given = variables(state, played.events, played.hit_adjustments)
        for p in state.players.values():
            member = (member_of(p.member_id) if member_of else p.member_id) if p.member_id else p.name
            mine = table.setdefault(member, Standing(member, p.name))
            try:
                points = played.formula.points(given[p.id])
            except FormulaError as err:
                raise FormulaError(Text("{tournament}, {player}: {reason}", tournament=state.settings.name,
                                        player=p.label, reason=err.message), code=err.code) from None
            mine.tournaments += 1
            mine.hits += given[p.id]["hits"]
            mine.places.append(_place(state, p, winner))
            mine.results.append(points + played.adjustments.get(p.id, 0.0))
    for mine in table.values():
        counted = sorted(mine.results, reverse=True)[:best_of] if best_of else mine.results
        mine.points = sum(counted)
    return sorted(table.values(), key=lambda s: (-s.points, -s.wins, s.best_finish, -s.hits, s.name.casefold()))


def qualified(table: Sequence[Standing], seats: int) -> list[Standing]:
    """Who plays the season's final: the first ``seats`` of the standings."""
    return list(table[:max(0, seats)])


__all__ = ["Played", "Standing", "qualified", "standings", "variables"]
