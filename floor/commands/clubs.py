"""`floor import-td`: a club's history from The Tournament Director: save files (or folders of them) become
finished Floor tournaments with the same players, places, prizes, rebuys, add-ons and hits.

The import is :mod:`floor.store.td_import`'s (the console's Tournament › Import from The Tournament Director… is the
same); `floor league` ranks a season of the imported tournaments by the club's formula.
"""

from __future__ import annotations

import argparse

from floor.commands.context import Context
from floor.commands.inputs import bounded
from floor.core.errors import FloorError, Text


def cmd_import_td(ctx: Context, args: argparse.Namespace) -> None:
    from floor.store.td_import import import_saves, structure_file

    if args.structure_to is not None:  # the blind structure alone, as a Floor structure file
        if len(args.paths) != 1:
            raise FloorError(Text("--structure-to takes one TD file"), code="bad-request")
        made = structure_file(args.paths[0], args.structure_to)
        levels = len(made.levels())
        ctx.answer({"file": args.structure_to, "levels": levels, "chips": list(made.chips)},
                   f"{args.structure_to}: the blind structure of {args.paths[0]}, {levels} levels "
                   f"(use it with floor tournament new --structure {args.structure_to})")
        return

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
    from floor.store.leagues import Leagues
    from floor.usecases import leagues as seasons

    leagues = Leagues(ctx.store)
    ctx.store.must_exist()
    setting = args.formula is not None or args.best_of is not None or args.final is not None
    if args.create_final and (setting or args.count):
        raise FloorError(Text("--create-final creates the final of the season as it is saved: set the season up "
                              "(--formula, --best-of, --final, --count) in a command before it"), code="bad-usage")
    if setting or args.count:
        seasons.set_season(leagues, args.league, args.season, points=args.formula, best_of=args.best_of,
                           final_seats=args.final, count=args.count or ())
    try:
        rules, season = leagues.season(args.league, args.season)
    except FloorError:
        if not setting:
            raise
        ctx.answer([], f"{args.league}, season {args.season}: set up; no tournament counts for it yet "
                   f"(--count TOURNAMENT)")  # (set up, nothing counted yet: said, not refused)
        return
    if args.create_final:
        made = seasons.create_final(leagues, args.league, args.season, now=ctx.now(), author=ctx.author,
                                    title=args.title or "")
        ctx.answer({"tournament": made.tournament, "title": made.title,
                    "players": [{"member": s.member, "name": s.name, "points": s.points} for s in made.players]},
                   f"{made.title}: tournament {made.tournament}, {len(made.players)} players registered "
                   f"({', '.join(s.name for s in made.players)}); draw the seats when they arrive")
        return
    table = leagues.rank(rules, season)
    final = league.qualified(table, rules.final_seats) if rules else []
    rows = [{"rank": i, "member": s.member, "name": s.name, "tournaments": s.tournaments, "hits": s.hits,
             "wins": s.wins, "places": s.places, "points": s.points, "results": s.results,
             "final": s in final} for i, s in enumerate(table, 1)]
    width = max((len(s.name) for s in table), default=6)
    lines = [f"{args.league}, season {args.season}: {len(season)} tournaments, {len(table)} players",
             f"{'#':>3}  {'Player':<{width}}  {'Played':>6}  {'Hits':>5}  {'Wins':>4}  {'Points':>8}"]
    lines += [f"{i:>3}  {s.name:<{width}}  {s.tournaments:>6}  {s.hits:>5g}  {s.wins:>4}  {s.points:>8,.0f}"
              + ("  (final)" if s in final else "") for i, s in enumerate(table, 1)]
    if rules is not None and rules.best_of:
        lines.insert(1, f"The best {rules.best_of} results of each player count.")
    ctx.answer(rows, "\n".join(lines))


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = commands.add_parser("import-td", help="import The Tournament Director's save files (.tdt) or folders")
    p.add_argument("paths", nargs="+", metavar="PATH", help="a .tdt file, or a folder of them (a season)")
    p.add_argument("--structure-to", metavar="FILE.json",
                   help="write the one TD file's blind structure as a Floor structure file instead of importing")
    p.add_argument("--json", action="store_true", help="print machine-readable JSON")
    p.set_defaults(run=cmd_import_td)
    p = commands.add_parser("league", help="a league's standings for a season (the club's points formula)")
    p.add_argument("league", help="the league, as the tournaments name it (TD's league name)")
    p.add_argument("season", help="the season")
    p.add_argument("--formula", help="the season's points formula for Floor's own tournaments (TD's language), "
                   "e.g. \"10*(sqrt(n)/sqrt(r)) + hits*10\"")
    p.add_argument("--best-of", type=bounded("a number of results", 0, 1000), metavar="N",
                   help="only each player's N best results count (0: all)")
    p.add_argument("--final", type=bounded("a number of seats", 0, 10_000), metavar="SEATS",
                   help="the first SEATS of the standings play the season's final")
    p.add_argument("--count", type=bounded("a tournament number", 1, 10**9), action="append", metavar="TOURNAMENT",
                   help="this tournament counts for the season (again for more)")
    p.add_argument("--create-final", action="store_true",
                   help="create the season's final: a tournament with the first --final seats registered")
    p.add_argument("--title", help="the final's name (default: LEAGUE SEASON: final)")
    p.add_argument("--json", action="store_true", help="print machine-readable JSON")
    p.set_defaults(run=cmd_league)
