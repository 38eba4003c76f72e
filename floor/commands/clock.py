"""`floor clock start|pause|resume|next|prev|jump|adjust|status`."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from datetime import datetime
from typing import Any

from floor.commands.context import Context, common_options
from floor.commands.inputs import MAX_SECONDS, level_number, shown, whole
from floor.store.desk import StoreDesk
from floor.tournament import codec
from floor.tournament.clock import clock_text
from floor.tournament.state import TournamentState
from floor.usecases import clock
from floor.usecases.desk import Done


def status(state: TournamentState, now: float) -> tuple[dict[str, Any], str]:
    """The clock for `clock status`: JSON and a few lines for people."""
    st = state.clock.status(now)
    clock = state.clock.at(now)
    data = codec.write(st)
    data["running_since"] = clock.started_at_ms / 1000 if clock.running and clock.started_at_ms else None
    where = state.structure.where(st.index)
    if not clock.started:
        state_text = "not started"
    elif st.running:
        since = datetime.fromtimestamp((clock.started_at_ms or 0) / 1000)
        state_text = f"running since {since:%H:%M:%S} (it keeps running while Floor is closed)"
    else:
        state_text = "paused"
    lines = [f"{where[0].upper()}{where[1:]}: {clock_text(round(st.remaining * 1000))} left, {state_text}"]
    if st.blinds is not None:
        lines.append(f"Blinds {st.blinds.label} ({st.blinds.game})")
    if st.next_blinds is not None:
        lines.append(f"Next: {st.next_blinds.label}")
    if st.to_break is not None:
        lines.append(f"Next break in {clock_text(round(st.to_break * 1000))}")
    if st.color_up:
        lines.append(f"Color-up of {', '.join(str(c) for c in st.color_up)} at this break")
    return data, "\n".join(lines)


def _run(action: str) -> Callable[[Context, argparse.Namespace], None]:
    def run(ctx: Context, args: argparse.Namespace) -> None:
        now = ctx.now()
        desk = StoreDesk(ctx.store, ctx.tid, ctx.author, lambda: now)  # the status shown at the action's time
        uses: dict[str, Callable[[], Done]] = {
            "start": lambda: clock.start(desk), "pause": lambda: clock.pause(desk),
            "resume": lambda: clock.resume(desk), "next": lambda: clock.next_level(desk),
            "previous": lambda: clock.previous_level(desk), "jump": lambda: clock.jump(desk, args.level),
            "adjust": lambda: clock.adjust(desk, args.seconds)}
        data, text = status(uses[action]().state, now)
        ctx.answer(data, text)
    return run



def cmd_status(ctx: Context, args: argparse.Namespace) -> None:
    data, text = status(ctx.store.state(ctx.tid), ctx.now())
    ctx.answer(data, text)


def seconds(text: str) -> float:
    """+90, -60, +2m, -1m30s."""
    sign = -1 if text.startswith("-") else 1
    body = text.lstrip("+-")
    minutes, _, rest = body.partition("m") if "m" in body else ("", "", body)
    seconds_part = rest[:-1] if rest.endswith("s") else rest
    try:
        total = (whole(minutes, "minutes", 0, MAX_SECONDS // 60) * 60 if minutes else 0) + (
            whole(seconds_part, "seconds", 0, MAX_SECONDS) if seconds_part else 0)
    except argparse.ArgumentTypeError:
        total = -1
    if total < 0 or not (minutes or seconds_part) or total > MAX_SECONDS:
        raise argparse.ArgumentTypeError(f"'{shown(text)}': write seconds or minutes, e.g. +60, -30, +2m, -1m30s "
                                         "(a day at most)")
    return float(sign * total)


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    common = common_options()
    group = commands.add_parser("clock", help="the tournament clock")
    sub = group.add_subparsers(dest="action", metavar="ACTION", required=True)
    for name, action, help_text in (("start", "start", "start the clock"), ("pause", "pause", "pause it"),
                                    ("resume", "resume", "resume after a pause"),
                                    ("next", "next", "go to the next level or break"),
                                    ("prev", "previous", "go back to the previous level or break")):
        sub.add_parser(name, parents=[common], help=help_text).set_defaults(run=_run(action))
    jump = sub.add_parser("jump", parents=[common], help="go to a level")
    jump.add_argument("level", type=level_number, help="the level number")
    jump.set_defaults(run=_run("jump"))
    adjust = sub.add_parser("adjust", parents=[common],
                            help="add or take off time: +60, -30, +2m (minutes off: -- -2m)")
    adjust.add_argument("seconds", type=seconds, metavar="TIME")
    adjust.set_defaults(run=_run("adjust"))
    sub.add_parser("status", parents=[common], help="level, blinds, time left").set_defaults(run=cmd_status)
