"""`floor serve`: the room service (floor/room/): the player pages and the lobby, pushed to every phone.

A process of its own on the database (a spare machine, a kiosk, or beside the console on the floor's laptop):
it follows every action written by any Floor on the file and pushes each change to the pages that show it,
giving every newcomer a page token (an event, so it survives restarts), until Ctrl+C or SIGTERM.

``--https``: the stations (dealer tablets, floor phones, TVs, a Floor window elsewhere) over HTTPS on a port of
their own, with the room's own certificate (made on the first such start, beside the database), while the players'
phones keep the plain port: a player's browser is never asked to trust anything.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from floor.commands.context import Context, common_options
from floor.commands.inputs import port_number
from floor.i18n.languages import LANGUAGES
from floor.player_pages import DEFAULT_PORT
from floor.room.address import ROOM_NETWORK, advertised_host


def cmd_serve(ctx: Context, args: argparse.Namespace) -> None:
    from floor.room.authority import saved, spoken  # (cryptography and aiohttp only for this command)
    from floor.room.service import run_service

    if args.serve_db:
        ctx.db_path = Path(args.serve_db)
    ctx.store.must_exist()
    tid = ctx.tid

    def say(text: str) -> None:
        ctx.stdout.write(text + "\n")
        ctx.stdout.flush()

    def ready(host: str, port: int, secure_port: int | None) -> None:
        url = f"http://{advertised_host(host)}:{port}/"
        stations = ""
        if secure_port is not None:
            room = saved(ctx.store.home)
            assert room is not None
            stations = (f" Stations on https://{advertised_host(host)}:{secure_port}/ (the room's certificate: "
                        f"{spoken(room.fingerprint)}).")
        say(f"Player pages on {url} (lobby); each player's page is {url}p/<token>.{stations} Ctrl+C stops.")

    secure_port = None
    if args.https:
        secure_port = args.https_port if args.https_port is not None else (args.port + 1 if args.port else 0)
    run_service(ctx.store.address, tid, args.host, args.port, author=ctx.author, ready=ready, language=args.language,
                secure_port=secure_port)
    say("Player pages stopped.")


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = commands.add_parser("serve", parents=[common_options()],
                            help="serve the player pages (seat, clock, moves) and the lobby over the network")
    p.add_argument("--db", dest="serve_db", metavar="PATH", help="the database file (as the global --db)")
    p.add_argument("--host", default=ROOM_NETWORK,
                   help="the address to listen on (default: this computer's address on the room's network only; "
                        "0.0.0.0: every network of this computer)")
    p.add_argument("--port", type=port_number, default=DEFAULT_PORT,
                   help=f"the port (default {DEFAULT_PORT}; 0: any free)")
    p.add_argument("--language", choices=LANGUAGES,
                   help="the pages' language for every phone (default: each phone's own, from its browser)")
    p.add_argument("--https", action="store_true",
                   help="serve the stations over HTTPS with the room's own certificate (made on the first start, "
                        "beside the database); the player pages stay on --port")
    p.add_argument("--https-port", type=port_number, metavar="PORT",
                   help="the stations' HTTPS port (default: --port + 1; 0: any free)")
    p.set_defaults(run=cmd_serve)
