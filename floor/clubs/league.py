"""A league's standings: each tournament's points by the club's formula, summed over a season, player by player.

A tournament gives the formula TD's variables for each player (:func:`variables`): ``n`` the players, ``r`` the
place, ``buyins`` the first buy-ins, the money of every buy-in, rebuy and add-on, the player's hits, rebuys, add-ons
and prize, all read from the player's finish (:mod:`floor.tournament.finishes`: the prize is what the player was
paid, a shared place's prize split). A player is known across tournaments by the member id (a name when there is
none; a duplicate merged into a member counts as that member). With best-of-N only a player's N best tournaments
count. The standings sort by points, then by wins, then by the best finish, then by hits (the ties a club breaks);
a formula that cannot be evaluated for a result is refused in words naming the tournament and the player.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from floor.clubs.formula import Formula, FormulaError, read
from floor.core.errors import Text
from floor.tournament.finishes import Finish, finishes
from floor.tournament.state import TournamentState


@dataclass(frozen=True)
class Played:
    """One tournament of the season: its state, when it was created, the formula, and the floor's points and hits
    adjustments by player number (TD's ``PointsAdjustment`` and ``HitsAdjustment``)."""

    state: TournamentState
    created_at: float
    formula: Formula
    adjustments: Mapping[int, float] = field(default_factory=dict)
    hit_adjustments: Mapping[int, float] = field(default_factory=dict)
    money: Mapping[str, float] = field(default_factory=dict)  # an imported one's: the amounts and counts TD recorded
    points_for_hit: float = 0.0  # TD's ``PointsForHit``: points for each hit, besides the formula's


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


def _place(state: TournamentState, finish: Finish) -> int:
    """The place the formula's ``r`` is: the finish, the last place for a player still in an unfinished one."""
    return finish.place or len(state.players)


def variables(state: TournamentState, hit_adjustments: Mapping[int, float] | None = None,
              finished: Mapping[int, Finish] | None = None,
              money: Mapping[str, float] | None = None) -> dict[int, dict[str, float]]:
    """What the points formula is given for each player of a finished tournament, by TD's names (the hits with the
    floor's adjustments, as TD counts them; the prize as paid). ``finished``: the finishes, when already read;
    ``money``: the amounts and counts TD recorded, for an imported tournament (each buy-in at its own price), over
    the settings' prices times the counts."""
    s = state.settings
    rows = finishes(state) if finished is None else finished
    players = len(rows)
    reentries = sum(f.reentries for f in rows.values())
    rebuy_price = s.reentry.price if s.reentry else s.buy_in
    money_in = s.buy_in * players
    money_rebuys = reentries * rebuy_price + state.rebuys * (s.rebuy.price if s.rebuy else 0)
    money_add_ons = state.addons * (s.addon.price if s.addon else 0)
    out = {}
    for f in rows.values():
        mine = f.hits + (hit_adjustments or {}).get(f.id, 0.0)
        out[f.id] = {"n": float(players), "r": float(_place(state, f)), "buyins": float(players),
                     "rebuys": float(reentries + state.rebuys), "addons": float(state.addons),
                     "totalbuyinsamount": float(money_in), "totalrebuysamount": float(money_rebuys),
                     "totaladdonsamount": float(money_add_ons),
                     "pot": float(money_in + money_rebuys + money_add_ons), "numberofhits": mine, "hits": mine,
                     "numberofrebuys": float(f.reentries + f.rebuys), "numberofaddons": float(f.addons),
                     "prizewinnings": float(f.prize), "prize": float(f.prize), **(money or {})}
    return out


def standings(season: Sequence[Played], *, best_of: int | None = None,
              member_of: Callable[[str], str] | None = None) -> list[Standing]:
    """The season's standings, best first: with ``best_of``, each player's best N tournaments count; ``member_of``
    says which member an id stands for now (merged duplicates)."""
    table: dict[str, Standing] = {}
    for played in season:
        state = played.state
        finished = finishes(state)
        given = variables(state, played.hit_adjustments, finished, played.money)
        for f in finished.values():
            p = f.player
            member = (member_of(p.member_id) if member_of else p.member_id) if p.member_id else p.name
            mine = table.setdefault(member, Standing(member, p.name))
            try:
                points = played.formula.points(given[p.id])
            except FormulaError as err:
                raise FormulaError(Text("{tournament}, {player}: {reason}", tournament=state.settings.name,
                                        player=p.label, reason=err.message), code=err.code) from None
            mine.tournaments += 1
            mine.hits += given[p.id]["hits"]
            mine.places.append(_place(state, f))
            mine.results.append(points + played.points_for_hit * given[p.id]["hits"]
                                + played.adjustments.get(p.id, 0.0))
    for mine in table.values():
        counted = sorted(mine.results, reverse=True)[:best_of] if best_of else mine.results
        mine.points = sum(counted)
        if not math.isfinite(mine.points):  # (each result is finite: their sum can still pass any number)
            raise FormulaError(Text("{player}: the season's points count past any number", player=mine.name),
                               code="formula-value")
    return sorted(table.values(), key=lambda s: (-s.points, -s.wins, s.best_finish, -s.hits, s.name.casefold()))


def formula_fault(state: TournamentState, text: str,
                  hit_adjustments: Mapping[int, float] | None = None) -> str | None:
    """Why the points formula ``text`` cannot score this tournament's players, in words (None: it can): what a TD
    import says of a save whose formula Floor refuses (the season would refuse it when ranked)."""
    try:
        standings([Played(state, 0.0, read(text), hit_adjustments=hit_adjustments or {})])
    except FormulaError as err:
        return err.message
    return None


def qualified(table: Sequence[Standing], seats: int) -> list[Standing]:
    """Who plays the season's final: the first ``seats`` of the standings."""
    return list(table[:max(0, seats)])


__all__ = ["Played", "Standing", "formula_fault", "qualified", "standings", "variables"]
