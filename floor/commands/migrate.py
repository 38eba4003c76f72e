"""`floor migrate SOURCE TARGET`: a club's whole history moved from a Floor file to a PostgreSQL server, or from a
server to a new Floor file (floor/store/migrate.py), proved by folding every tournament on both sides."""

from __future__ import annotations

import argparse

from floor.commands.context import Context
from floor.core.errors import Text
from floor.store.database import DatabaseError

SHOWN = ("tournaments", "events", "commands", "snapshots", "members", "leagues", "league_tournaments",
         "league_finals", "devices", "pairings", "payout_templates")  # the order the tables are said in


def cmd_migrate(ctx: Context, args: argparse.Namespace) -> None:
    try:
        from floor.store.migrate import migrate_history
    except ImportError:
        raise DatabaseError(Text("a PostgreSQL database needs the psycopg driver: pip install 'floor[postgres]'"),
                            code="no-driver") from None
    moved = migrate_history(args.source, args.target, warn=ctx.warn)
    order = [t for t in SHOWN if t in moved.counts] + sorted(t for t in moved.counts if t not in SHOWN)
    counts = ", ".join(f"{t.replace('_', ' ')} {moved.counts[t]:,}" for t in order)
    ctx.answer({"source": moved.source, "target": moved.target, "moved": {t: moved.counts[t] for t in order},
                "seconds": round(moved.seconds, 3)},
               f"Moved {moved.source} to {moved.target} in {moved.seconds:.1f} s: {counts}.\n"
               "Every tournament folds to the same state on both sides, the chain of checksums verifies on the "
               "target, and every table matches row for row.")


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    m = commands.add_parser("migrate", help="move the whole database from a file to a PostgreSQL server, or back "
                            "to a new file (proved before it is kept)")
    m.add_argument("source", metavar="SOURCE", help="the database file, or the server (postgresql://... or libpq "
                   "words: host=... dbname=...)")
    m.add_argument("target", metavar="TARGET", help="an empty server database, or a new file")
    m.add_argument("--json", action="store_true", help="print machine-readable JSON")
    m.set_defaults(run=cmd_migrate)
