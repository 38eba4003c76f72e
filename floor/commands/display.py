"""`floor display`, `floor console` and `floor dealer`: the windows, over the same database the command line writes.

It reads the same file the command line (or the console) writes, so a bust typed in
another terminal shows on the screen within a quarter of a second. Each command reads its arguments and calls one
function of the composition root (``floor/app.py``), which makes the Qt application and builds the window: it is
imported when the command runs, so the other commands start without Qt.
"""

from __future__ import annotations

import argparse

from floor.commands.context import Context, common_options
from floor.commands.inputs import screen_number, table_number


def cmd_display(ctx: Context, args: argparse.Namespace) -> None:
    from floor import app

    if args.server:
        app.run_remote_display(app.Remote(args.server, args.code, args.pin), screen=args.screen,
                               windowed=args.windowed, shown=lambda: ctx.answer({"server": args.server}, ""))
        return
    ctx.use_desk_folder()
    app.run_display(ctx.store, ctx.tid, screen=args.screen, windowed=args.windowed,
                    shown=lambda: ctx.answer({"tournament": ctx.tid}, ""))


def cmd_console(ctx: Context, args: argparse.Namespace) -> None:
    from floor import app

    if args.server:
        app.run_remote_console(app.Remote(args.server, args.code, args.pin))
        return
    ctx.use_desk_folder()
    app.run_console(ctx.store, ctx.tid, ctx.author)


def cmd_dealer(ctx: Context, args: argparse.Namespace) -> None:
    from floor import app

    if args.server:
        app.run_remote_dealer(app.Remote(args.server, args.code, args.pin), args.table)
        return
    ctx.use_desk_folder()
    app.run_dealer(ctx.store, ctx.tid, ctx.author, args.table)


def _server_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--server", metavar="URL", help="a room service on another computer (http://ADDRESS:PORT/, as its "
                   "QR code gives it, or https://ADDRESS:PORT/ for its stations over HTTPS): this window works "
                   "through it, not on a database here")
    p.add_argument("--code", help="the pairing code the desk shows (the first time only); over HTTPS with the room's "
                   "fingerprint after a dash, 123456-<fingerprint>, as Pair a device shows it")
    p.add_argument("--pin", help="a floor person's PIN, with --code")


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    dealer = commands.add_parser("dealer", parents=[common_options()],
                                 help="the dealer station of one table: enter a showdown, push the right chips")
    dealer.add_argument("--table", type=table_number, required=True, help="the table number")
    _server_options(dealer)
    dealer.set_defaults(run=cmd_dealer)
    console = commands.add_parser("console", parents=[common_options()],
                                  help="the floor manager's window: clock controls, players, history, undo")
    _server_options(console)
    console.set_defaults(run=cmd_console)
    display = commands.add_parser("display", parents=[common_options()],
                                  help="the big-screen tournament clock (a window; Esc leaves full screen)")
    display.add_argument("--screen", type=screen_number, help="the screen or projector to use, 1 = the first")
    display.add_argument("--windowed", action="store_true", help="a 1280x720 window instead of full screen")
    _server_options(display)
    display.set_defaults(run=cmd_display)
