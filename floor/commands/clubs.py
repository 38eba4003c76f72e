"""`floor import-td`: a club's history from The Tournament Director: save files (or folders of them) become
finished Floor tournaments with the same players, places, prizes, rebuys, add-ons and hits.

The import is :mod:`floor.store.td_import`'s (the console's Tournament › Import from The Tournament Director… is the
same); `floor league` ranks a season of the imported tournaments by the club's formula.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping

from floor.commands.context import Context
from floor.core.errors import FloorError, Text


def cmd_import_td(ctx: Context, args: argparse.Namespace) -> None:
    from floor.store.td_import import import_saves

    rows, lines = [], []
    for done in import_saves(ctx.store, args.paths, author=ctx.author):
        if done.skipped:
            rows.append({"file": str(done.file), "skipped": "imported before", "tournament": done.tournament})
            lines.append(f"{done.file.name}: imported before, as tournament {done.tournament}")
            continue
        rows.append({"file": str(done.file), "tournament": done.tournament, "title": done.title,
                     "league": done.league, "season": done.season, "players": done.players, "rebuys": done.rebuys,
                     "reentries": done.reentries, "add_ons": done.add_ons, "prizes": list(done.prizes),
                     "hits": done.hits, "not_represented": list(done.unrepresented)})
        where = f" ({done.league}, season {done.season})" if done.league else ""
        lines.append(f"{done.file.name}: {done.title}{where} imported as tournament {done.tournament}: "
                     f"{done.players} players, {done.rebuys} rebuys, {done.add_ons} add-ons, prizes "
                     f"{' / '.join(f'{p:,}' for p in done.prizes)}, {done.hits:g} hits"
                     + (f"; not represented: {'; '.join(done.unrepresented)}" if done.unrepresented else ""))
    ctx.answer(rows, "\n".join(lines))


def cmd_league(ctx: Context, args: argparse.Namespace) -> None:
    from floor.clubs import formula, league

    store = ctx.store
    store.must_exist()
    season: list[league.Played] = []
    for summary in store.tournaments():
        history = store.history(summary.id)
        td = history[0].data.extra.get("td") if history else None
        if not isinstance(td, Mapping) or td.get("league") != args.league or td.get("season") != args.season:
            continue
        try:
            rules = formula.read(str(td.get("formula") or ""))
        except FloorError as err:
            raise FloorError(Text("{tournament}: {reason}", tournament=summary.name, reason=err.message),
                             code=err.code) from None
        season.append(league.Played(store.state(summary.id), history, rules, _by_number(td.get("points_adjustments")),
                                    _by_number(td.get("hits_adjustments"))))
    if not season:
        raise FloorError(Text("no tournament of league {league}, season {season} in this database",
                              league=args.league, season=args.season), code="no-league")
    table = league.standings(season)
    rows = [{"rank": i, "member": s.member, "name": s.name, "tournaments": s.tournaments, "hits": s.hits,
             "wins": s.wins, "places": s.places, "points": s.points} for i, s in enumerate(table, 1)]
    width = max(len(s.name) for s in table)
    lines = [f"{args.league}, season {args.season}: {len(season)} tournaments, {len(table)} players",
             f"{'#':>3}  {'Player':<{width}}  {'Played':>6}  {'Hits':>5}  {'Wins':>4}  {'Points':>8}"]
    lines += [f"{i:>3}  {s.name:<{width}}  {s.tournaments:>6}  {s.hits:>5g}  {s.wins:>4}  {s.points:>8,.0f}"
              for i, s in enumerate(table, 1)]
    ctx.answer(rows, "\n".join(lines))


def _by_number(kept: object) -> dict[int, float]:
    """Adjustments kept on an imported tournament: player number -> amount (anything else left out)."""
    if not isinstance(kept, Mapping):
        return {}
    return {int(k): float(v) for k, v in kept.items()
            if str(k).isdigit() and isinstance(v, (int, float)) and not isinstance(v, bool)}


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = commands.add_parser("import-td", help="import The Tournament Director's save files (.tdt) or folders")
    p.add_argument("paths", nargs="+", metavar="PATH", help="a .tdt file, or a folder of them (a season)")
    p.add_argument("--json", action="store_true", help="print machine-readable JSON")
    p.set_defaults(run=cmd_import_td)
    p = commands.add_parser("league", help="a league's standings for a season (the club's points formula)")
    p.add_argument("league", help="the league, as the tournaments name it (TD's league name)")
    p.add_argument("season", help="the season")
    p.add_argument("--json", action="store_true", help="print machine-readable JSON")
    p.set_defaults(run=cmd_league)
