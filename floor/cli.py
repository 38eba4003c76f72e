"""Floor's command line: the composition root that wires each command to the core and the store.

Errors are translated in one place: a :class:`FloorError` becomes one line naming the
problem (or an ``{"error": ...}`` object with ``--json``) and exit status 2; the
database is unchanged because every action is all or nothing.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import TextIO

from floor import __version__
from floor.commands import (
    backup,
    chips,
    clock,
    display,
    export,
    hands,
    history,
    house,
    payouts,
    players,
    ruling,
    seating,
    serve,
    showdown,
    stud,
    tournaments,
)
from floor.commands.context import Context
from floor.core.errors import FloorError

EXIT_REFUSED = 2


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="floor",
        description="Floor: a desktop assistant for live poker tournaments on physical tables.",
    )
    p.add_argument("--version", action="version", version=f"floor {__version__}")
    p.add_argument("--db", metavar="PATH", help="the database file (default: $FLOOR_DB, else the user data folder)")
    p.add_argument("--demo", action="store_true",
                   help="open a running demo tournament (a temporary database) in the console and the clock")
    p.add_argument("--author", metavar="NAME", help="who is acting, stamped on each event "
                   "(default: $FLOOR_AUTHOR, else the login name)")
    commands = p.add_subparsers(dest="command", metavar="COMMAND")
    for module in (showdown, tournaments, players, house, seating, clock, chips, payouts, history, export, backup,
                   display, hands, ruling, stud, serve):
        module.register(commands)
    return p


def main(argv: Sequence[str] | None = None, stdin: TextIO | None = None, stdout: TextIO | None = None) -> int:
    """Entry point of `floor` and `python -m floor`."""
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    p = parser()
    args = p.parse_args(argv)
    if args.demo:
        from floor.app import run_demo

        return run_demo()
    if args.command is None:
        from floor.app import run_start

        ctx = Context.from_args(args, stdout)
        try:
            ctx.use_desk_folder()
            return run_start(ctx.store, ctx.author)
        except FloorError as err:
            sys.stderr.write(f"floor: {err.message}\n")
            return EXIT_REFUSED
        finally:
            ctx.close()
    if hasattr(args, "raw"):
        code: int = args.raw(args, stdin, stdout)
        return code
    ctx = Context.from_args(args, stdout)
    try:
        args.run(ctx, args)
        warning = ctx.back_up_if_due()
        if warning:
            sys.stderr.write(f"floor: warning: {warning}\n")
    except FloorError as err:
        if ctx.as_json:
            stdout.write(json.dumps({"error": err.to_dict()}, ensure_ascii=False) + "\n")
        else:
            sys.stderr.write(f"floor: {err.message}\n")
        return EXIT_REFUSED
    finally:
        ctx.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
