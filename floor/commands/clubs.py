"""`floor import-td`: a club's history from The Tournament Director: save files (or folders of them) become
finished Floor tournaments with the same players, places, prizes, rebuys, add-ons and hits.

The import is :mod:`floor.store.td_import`'s (the console's Tournament › Import from The Tournament Director… is the
same); `floor league` ranks a season of the imported tournaments by the club's formula.
"""

from __future__ import annotations

import argparse

from floor.commands.context import Context


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
    from floor.clubs import league
    from floor.store.td_import import season_of

    season = season_of(ctx.store, args.league, args.season)
    table = league.standings(season)
    rows = [{"rank": i, "member": s.member, "name": s.name, "tournaments": s.tournaments, "hits": s.hits,
             "wins": s.wins, "places": s.places, "points": s.points} for i, s in enumerate(table, 1)]
    width = max(len(s.name) for s in table)
    lines = [f"{args.league}, season {args.season}: {len(season)} tournaments, {len(table)} players",
             f"{'#':>3}  {'Player':<{width}}  {'Played':>6}  {'Hits':>5}  {'Wins':>4}  {'Points':>8}"]
    lines += [f"{i:>3}  {s.name:<{width}}  {s.tournaments:>6}  {s.hits:>5g}  {s.wins:>4}  {s.points:>8,.0f}"
              for i, s in enumerate(table, 1)]
    ctx.answer(rows, "\n".join(lines))


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
