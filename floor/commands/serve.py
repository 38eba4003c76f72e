"""`floor serve`: the player pages without the GUI (a spare machine or a kiosk serves them).

Opens the database, gives every player without one a page token (an event, so it survives
restarts), then publishes a fresh snapshot every second from this thread — re-reading the
store, so actions typed in the console or another terminal show — until Ctrl+C.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from pathlib import Path

from floor.commands.context import Context, common_options
from floor.commands.inputs import port_number
from floor.i18n.languages import LANGUAGES
from floor.player_pages import DEFAULT_PORT, EVERY_INTERFACE, PlayerPages


def serve(pages: PlayerPages, host: str, port: int, *, author: str, say: Callable[[str], None],
          now: Callable[[], float] = time.time, every: float = 1.0, rounds: int | None = None,
          language: str | None = None) -> None:
    url = pages.start(host, port, now=now(), author=author, language=language)
    say(f"Player pages on {url} (lobby); each player's page is {url}p/<token>. Ctrl+C stops.")
    done = 0
    try:
        while rounds is None or done < rounds:
            time.sleep(every)
            pages.refresh(now=now(), author=author)
            done += 1
    except KeyboardInterrupt:
        say("Player pages stopped.")
    finally:
        pages.stop()


def cmd_serve(ctx: Context, args: argparse.Namespace) -> None:
    if args.serve_db:
        ctx.db_path = Path(args.serve_db)

    def say(text: str) -> None:
        ctx.stdout.write(text + "\n")
        ctx.stdout.flush()

    serve(PlayerPages(ctx.store, ctx.tid), args.host, args.port, author=ctx.author, say=say, language=args.language)


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = commands.add_parser("serve", parents=[common_options()],
                            help="serve the player pages (seat, clock, moves) and the lobby over the network")
    p.add_argument("--db", dest="serve_db", metavar="PATH", help="the database file (as the global --db)")
    p.add_argument("--host", default=EVERY_INTERFACE, help="the address to listen on (default: every interface)")
    p.add_argument("--port", type=port_number, default=DEFAULT_PORT,
                   help=f"the port (default {DEFAULT_PORT}; 0: any free)")
    p.add_argument("--language", choices=LANGUAGES,
                   help="the pages' language for every phone (default: each phone's own, from its browser)")
    p.set_defaults(run=cmd_serve)
