"""`floor import-td`: a club's history from The Tournament Director: save files (or folders of them) become
finished Floor tournaments with the same players, places, prizes, rebuys, add-ons and hits.

Every file is read and checked first (each action as a floor's would be, on a fold that writes nothing); a file
that is not a TD save, or that Floor cannot take, is refused naming the file, and nothing is written. A save
imported before (the same TD tournament id) is skipped. What a save holds that Floor does not represent is listed.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from floor.commands.context import Context
from floor.core.errors import FloorError, Text

MAX_FILE = 64 * 1024 * 1024  # a save is some 200 KB; a file this big is no save


def _files(paths: list[str]) -> list[Path]:
    found: list[Path] = []
    for name in paths:
        path = Path(name)
        try:
            if path.is_dir():
                found += sorted(p for p in path.rglob("*") if p.suffix.lower() == ".tdt" and p.is_file())
                continue
            if path.is_file():
                found.append(path)
                continue
        except OSError as err:  # (a name too long, a folder that cannot be listed)
            raise FloorError(Text("{path} cannot be read: {reason}", path=name[:80], reason=err.strerror or str(err)),
                             code="no-file") from None
        raise FloorError(Text("{path}: no such file or folder", path=name[:80]), code="no-file")
    if not found:
        raise FloorError(Text("no .tdt file in {paths}", paths=", ".join(paths)), code="no-file")
    return found


def cmd_import_td(ctx: Context, args: argparse.Namespace) -> None:
    from floor.clubs.td.importing import AUTHOR, plan, rehearsed
    from floor.clubs.td.save import read_save
    from floor.tournament import knockouts

    planned: list[tuple[Path, Any, Any, Any]] = []
    seen: set[str] = set()
    for path in _files(args.paths):
        try:
            if path.stat().st_size > MAX_FILE:
                raise FloorError(Text("{size:,} bytes is no Tournament Director save", size=path.stat().st_size),
                                 code="not-td")
            save = read_save(path.read_bytes())
            made = plan(save)
            state = rehearsed(made)
        except FloorError as err:
            raise FloorError(Text("{path}: {reason}", path=path.name, reason=err.message), code=err.code) from None
        except OSError as err:
            raise FloorError(Text("{path} cannot be read: {reason}", path=path.name,
                                  reason=err.strerror or str(err)), code="no-file") from None
        if save.uuid and save.uuid in seen:
            continue  # (the same save twice in the folders given)
        seen.add(save.uuid)
        planned.append((path, save, made, state))
    store = ctx.store
    known = _imported(store)
    rows, lines = [], []
    for path, save, made, _state in planned:
        if save.uuid and save.uuid in known:
            rows.append({"file": str(path), "skipped": "imported before", "tournament": known[save.uuid]})
            lines.append(f"{path.name}: imported before, as tournament {known[save.uuid]}")
            continue
        tid = store.create(made.settings, now=made.created, author=ctx.author or AUTHOR, structure=made.structure,
                           extra={"td": {**made.league(save), "file": path.name}}, then=made.actions)
        state = store.state(tid)
        hits = knockouts.hits(store.history(tid))
        prizes = [state.payout_overrides[p] for p in sorted(state.payout_overrides)]
        row = {"file": str(path), "tournament": tid, "title": save.title, "league": save.league,
               "season": save.season, "players": len(state.players), "rebuys": made.rebuys,
               "reentries": made.reentries, "add_ons": made.add_ons, "prizes": prizes,
               "hits": sum(hits.values()), "not_represented": list(made.unrepresented)}
        rows.append(row)
        where = f" ({save.league}, season {save.season})" if save.league else ""
        lines.append(f"{path.name}: {save.title}{where} imported as tournament {tid}: {len(state.players)} players, "
                     f"{made.rebuys} rebuys, {made.add_ons} add-ons, prizes {' / '.join(f'{p:,}' for p in prizes)}, "
                     f"{sum(hits.values()):g} hits"
                     + (f"; not represented: {'; '.join(made.unrepresented)}" if made.unrepresented else ""))
    ctx.answer(rows, "\n".join(lines))


def _imported(store: Any) -> dict[str, int]:
    """The TD tournaments already in the database: TD's id -> Floor's tournament."""
    out: dict[str, int] = {}
    if not store.exists:
        return out
    for summary in store.tournaments():
        first = store.history(summary.id)[:1]
        td = first[0].data.extra.get("td") if first else None
        uuid = td.get("uuid") if isinstance(td, Mapping) else None
        if isinstance(uuid, str):
            out[uuid] = summary.id
    return out


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
