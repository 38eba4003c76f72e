"""`floor export`: the results, chip counts and history of a tournament as CSV and JSON files."""

from __future__ import annotations

import argparse
from pathlib import Path

from floor.commands.context import Context, common_options
from floor.store import export as exporting

CHOICES = {"csv": ("csv",), "json": ("json",), "both": ("csv", "json")}


def cmd_export(ctx: Context, args: argparse.Namespace) -> None:
    tid = ctx.tid
    folder = Path(args.folder) if args.folder else Path.cwd() / f"tournament-{tid}-export"
    readable = exporting.read(ctx.store, tid)
    written = exporting.export(ctx.store, tid, folder, CHOICES[args.format], readable=readable)
    for problem in readable.damage:
        ctx.warn(problem)
    counts = {name: len(rows) for name, (_, rows) in exporting.rows_of(readable).items()}
    data = {"tournament": tid, "folder": str(folder), "files": [str(p) for p in written], "rows": counts}
    text = (f"Exported tournament {tid} ({readable.state.settings.name}) to {folder}:\n"
            f"  {', '.join(p.name for p in written)}\n"
            f"  {counts['results']} players in the results, {counts['chips']} still playing, "
            f"{counts['history']} actions in the history")
    ctx.answer(data, text)


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = commands.add_parser("export", parents=[common_options()],
                            help="write results, chip counts and history as CSV and JSON files")
    p.add_argument("--folder", metavar="DIR",
                   help="where to write the files (default: tournament-N-export in the current folder)")
    p.add_argument("--format", choices=sorted(CHOICES), default="both", help="csv, json or both (default: both)")
    p.set_defaults(run=cmd_export)
