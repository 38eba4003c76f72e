"""`floor announce TEXT` and `floor announce --clear`: the floor's line on the big screen, the TV and the phones."""

from __future__ import annotations

import argparse

from floor.commands.context import Context, common_options
from floor.core.errors import FloorError, Text
from floor.usecases import announcements


def cmd_announce(ctx: Context, args: argparse.Namespace) -> None:
    if args.clear == (args.text is not None):
        raise FloorError(Text("give the announcement's text, or --clear to take it off the screens"),
                         code="bad-request")
    if args.clear:
        done = announcements.clear(ctx.desk)
        ctx.answer({"announcement": "", "seq": done.seq}, "The announcement is off the screens")
        return
    done = announcements.announce(ctx.desk, args.text)
    shown = done.state.announcement
    ctx.answer({"announcement": shown, "seq": done.seq}, f"On the screens: {shown}")


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    common = common_options()
    parser = commands.add_parser("announce", parents=[common],
                                 help="a line on the big screen, the TV page and the players' phones")
    parser.add_argument("text", nargs="?", metavar="TEXT", help="what the room should read (one line)")
    parser.add_argument("--clear", action="store_true", help="take the announcement off the screens")
    parser.set_defaults(run=cmd_announce)
