"""`floor display`, `floor console` and `floor dealer`: the windows, over the same database the command line writes.

It reads the same file the command line (or the console) writes, so a bust typed in
another terminal shows on the screen within a quarter of a second.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from floor.commands.context import Context, common_options
from floor.commands.inputs import screen_number, table_number
from floor.core.errors import FloorError, Text

if TYPE_CHECKING:  # Qt (and every floor.ui module) is imported only when a window opens: other commands start faster
    from floor.room.remote import RemoteDesk
    from floor.store.tournaments import Store
    from floor.ui.clock.board import Board
    from floor.ui.clock.display import ClockDisplay


def open_display(store: Store, tournament_id: int, *, screen: int | None = None, windowed: bool = False,
                 now: Callable[[], float] = time.time) -> ClockDisplay:
    """The clock window for the tournament, shown full screen on ``screen`` (or windowed)."""
    from floor.tournament.notices import FieldWatch
    from floor.ui.clock.board import board

    watch = FieldWatch()
    return show_display(lambda: board(store.state(tournament_id), now(), field=watch), screen=screen,
                        windowed=windowed)


def show_display(frame: Callable[[], Board], *, screen: int | None = None, windowed: bool = False) -> ClockDisplay:
    """The clock window drawing ``frame``, full screen on ``screen`` (or windowed)."""
    from PySide6.QtGui import QGuiApplication

    from floor.ui.clock.display import ClockDisplay
    from floor.ui.common.sounds import Sounder

    screens = QGuiApplication.screens()
    if screen is not None and not 1 <= screen <= len(screens):
        raise FloorError(f"there is no screen {screen}: this computer has {len(screens)}", code="bad-screen")
    display = ClockDisplay(frame, sounder=Sounder())
    if screen is not None:
        display.setScreen(screens[screen - 1])
        display.move(screens[screen - 1].geometry().topLeft())
    if windowed:
        display.resize(1280, 720)
        display.show()
    else:
        display.showFullScreen()
    return display


def remote_desk(args: argparse.Namespace, roles: tuple[str, ...], table: int | None = None) -> RemoteDesk:
    """The tournament of the room service at ``--server``, for a window of this computer: paired first with
    ``--code`` (the token kept for the next start), as a device of one of ``roles`` (a dealer station for its own
    table only)."""
    from floor.room.link import pair, saved_token
    from floor.room.remote import RemoteDesk
    from floor.ui.common.language import current

    if args.code:
        pair(args.server, args.code, args.pin or "", language=current())
    token = saved_token(args.server)
    if not token:
        raise FloorError(Text("this computer is not paired with {server}: start it once with --code CODE, the code "
                              "the desk shows (Room › Devices, or `floor devices pair`)", server=args.server),
                         code="not-paired")
    desk = RemoteDesk(args.server, token, language=current())
    role, mine = desk.device.get("role"), desk.device.get("table")
    if role not in roles:
        desk.close()
        raise FloorError(Text("this computer is paired with {server} as a {role} device: pair it again with a code "
                              "for this window", server=args.server, role=role), code="not-allowed")
    if table is not None and mine != table:
        desk.close()
        raise FloorError(Text("this computer is table {mine}'s station: start it with --table {mine}, or pair it "
                              "again for table {table}", mine=mine, table=table), code="not-allowed")
    return desk


def cmd_display(ctx: Context, args: argparse.Namespace) -> None:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    from floor.app import speak_the_desks_language

    speak_the_desks_language()
    if args.server:
        from floor.tournament.notices import FieldWatch
        from floor.ui.clock.board import board

        desk = remote_desk(args, ("display", "desk", "floor", "dealer"))
        watch = FieldWatch()
        window = show_display(lambda: board(desk.state(), desk.now(), field=watch), screen=args.screen,
                              windowed=args.windowed)
        ctx.answer({"server": args.server}, "")
        app.exec()
        desk.close()
        del window
        return
    ctx.use_desk_folder()
    window = open_display(ctx.store, ctx.tid, screen=args.screen, windowed=args.windowed)
    ctx.answer({"tournament": ctx.tid}, "")
    app.exec()
    del window


def cmd_console(ctx: Context, args: argparse.Namespace) -> None:
    from floor.app import run_console

    if args.server:
        from PySide6.QtWidgets import QApplication

        from floor.app import open_remote_console, speak_the_desks_language

        app = QApplication.instance() or QApplication(sys.argv[:1])
        speak_the_desks_language()
        desk = remote_desk(args, ("desk",))
        opened = open_remote_console(desk)
        app.exec()
        opened.big_screen.close()
        opened.consoles.clear()
        desk.close()
        return
    ctx.use_desk_folder()
    run_console(ctx.store, ctx.tid, ctx.author)


def cmd_dealer(ctx: Context, args: argparse.Namespace) -> None:
    from floor.app import run_dealer, run_dealer_station

    if args.server:
        from PySide6.QtWidgets import QApplication

        from floor.app import speak_the_desks_language

        QApplication.instance() or QApplication(sys.argv[:1])
        speak_the_desks_language()
        desk = remote_desk(args, ("dealer",), args.table)
        try:
            run_dealer_station(desk, args.table)
        finally:
            desk.close()
        return
    ctx.use_desk_folder()
    run_dealer(ctx.store, ctx.tid, ctx.author, args.table)


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
