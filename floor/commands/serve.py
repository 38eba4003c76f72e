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
from floor.store.tournaments import Store
from floor.tournament.events import Event
from floor.web import snapshot, tokens
from floor.web.server import PlayerService

DEFAULT_PORT = 8765


class History:
    """The event log, read again only when the tournament changed (a long event's log is thousands of rows)."""

    def __init__(self) -> None:
        self.seq = -1
        self.events: list[Event] = []

    def of(self, store: Store, tournament_id: int, seq: int) -> list[Event]:
        if seq != self.seq:
            self.events, self.seq = store.history(tournament_id), seq
        return self.events


def refresh(store: Store, tournament_id: int, service: PlayerService, *, now: float, author: str,
            history: History | None = None) -> None:
    """One round: tokens for newcomers, then a new snapshot published (the clock moves even when nothing else did)."""
    state = store.state(tournament_id)
    if tokens.missing(state):
        _, state = store.act(tournament_id, lambda s: tokens.issue_tokens(s, now=now, author=author))
    events = (history or History()).of(store, tournament_id, state.seq)
    service.publish(snapshot.build(state, now, events))


def serve(store: Store, tournament_id: int, service: PlayerService, *, author: str, say: Callable[[str], None],
          now: Callable[[], float] = time.time, every: float = 1.0, rounds: int | None = None) -> None:
    history = History()
    refresh(store, tournament_id, service, now=now(), author=author, history=history)
    host, port = service.start()
    say(f"Player pages on http://{host}:{port}/ (lobby); each player's page is /p/<token>. Ctrl+C stops.")
    done = 0
    try:
        while rounds is None or done < rounds:
            time.sleep(every)
            refresh(store, tournament_id, service, now=now(), author=author, history=history)
            done += 1
    except KeyboardInterrupt:
        say("Player pages stopped.")
    finally:
        service.stop()


def cmd_serve(ctx: Context, args: argparse.Namespace) -> None:
    if args.serve_db:
        ctx.db_path = Path(args.serve_db)
    service = PlayerService(args.host, args.port)

    def say(text: str) -> None:
        ctx.stdout.write(text + "\n")
        ctx.stdout.flush()

    serve(ctx.store, ctx.tid, service, author=ctx.author, say=say)


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = commands.add_parser("serve", parents=[common_options()],
                            help="serve the player pages (seat, clock, moves) and the lobby over the network")
    p.add_argument("--db", dest="serve_db", metavar="PATH", help="the database file (as the global --db)")
    p.add_argument("--host", default="0.0.0.0", help="the address to listen on (default: every interface)")
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"the port (default {DEFAULT_PORT}; 0: any free)")
    p.set_defaults(run=cmd_serve)
