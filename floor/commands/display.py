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
from floor.core.errors import FloorError

if TYPE_CHECKING:  # Qt (and every floor.ui module) is imported only when a window opens: other commands start faster
    from floor.store.tournaments import Store
    from floor.ui.clock.display import ClockDisplay


def open_display(store: Store, tournament_id: int, *, screen: int | None = None, windowed: bool = False,
                 now: Callable[[], float] = time.time) -> ClockDisplay:
    """The clock window for the tournament, shown full screen on ``screen`` (or windowed)."""
    from PySide6.QtGui import QGuiApplication

    from floor.ui.clock.board import board
    from floor.ui.clock.display import ClockDisplay

    screens = QGuiApplication.screens()
    if screen is not None and not 1 <= screen <= len(screens):
        raise FloorError(f"there is no screen {screen}: this computer has {len(screens)}", code="bad-screen")
    from floor.ui.common.sounds import Sounder

    display = ClockDisplay(lambda: board(store.state(tournament_id), now()), sounder=Sounder())
    if screen is not None:
        display.setScreen(screens[screen - 1])
        display.move(screens[screen - 1].geometry().topLeft())
    if windowed:
        display.resize(1280, 720)
        display.show()
    else:
        display.showFullScreen()
    return display


def cmd_display(ctx: Context, args: argparse.Namespace) -> None:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    from floor.app import speak_the_desks_language

    speak_the_desks_language()
    ctx.use_desk_folder()
    window = open_display(ctx.store, ctx.tid, screen=args.screen, windowed=args.windowed)
    ctx.answer({"tournament": ctx.tid}, "")
    app.exec()
    del window


def cmd_console(ctx: Context, args: argparse.Namespace) -> None:
    from floor.app import run_console

    ctx.use_desk_folder()
    run_console(ctx.store, ctx.tid, ctx.author)


def cmd_dealer(ctx: Context, args: argparse.Namespace) -> None:
    from floor.app import run_dealer

    ctx.use_desk_folder()
    run_dealer(ctx.store, ctx.tid, ctx.author, args.table)


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    dealer = commands.add_parser("dealer", parents=[common_options()],
                                 help="the dealer station of one table: enter a showdown, push the right chips")
    dealer.add_argument("--table", type=table_number, required=True, help="the table number")
    dealer.set_defaults(run=cmd_dealer)
    commands.add_parser("console", parents=[common_options()],
                        help="the floor manager's window: clock controls, players, history, undo"
                        ).set_defaults(run=cmd_console)
    display = commands.add_parser("display", parents=[common_options()],
                                  help="the big-screen tournament clock (a window; Esc leaves full screen)")
    display.add_argument("--screen", type=screen_number, help="the screen or projector to use, 1 = the first")
    display.add_argument("--windowed", action="store_true", help="a 1280x720 window instead of full screen")
    display.set_defaults(run=cmd_display)
