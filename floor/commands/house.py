"""`floor house show|set`: the house settings (procedures.md §14) this tournament runs with."""

from __future__ import annotations

import argparse
from pathlib import Path

from floor.commands.context import Context, common_options
from floor.commands.inputs import MAX_CHIPS, shown, whole
from floor.procedures.profile import load_profile
from floor.tournament import house
from floor.usecases import tournament


def assignment(text: str) -> tuple[str, object]:
    key, _, value = text.partition("=")
    if not key or not value:
        raise argparse.ArgumentTypeError(f"'{shown(text)}': write KEY=VALUE, e.g. seat_draw_mode=C_high_card_2step")
    if value.strip().lstrip("-").isdigit():  # a number: one Floor can keep, never 5,000 digits
        whole(value, shown(key.strip()), -MAX_CHIPS, MAX_CHIPS)
    return key.strip(), house.parse_value(value)


def _show(ctx: Context, head: str = "") -> None:
    state = ctx.store.state(ctx.tid)
    values = {key: house.setting(state, key) for key in house.DEFAULTS} | dict(state.house)
    lines = [head] if head else []
    lines += [f"{key:<28} {value}" + ("" if key in state.house else "  (default)") for key, value in values.items()]
    ctx.answer(values, "\n".join(lines))


def cmd_show(ctx: Context, args: argparse.Namespace) -> None:
    _show(ctx)


def cmd_set(ctx: Context, args: argparse.Namespace) -> None:
    changes: dict[str, object] = {}
    if args.file:  # a house profile (TOML), checked key by key before anything is set
        changes.update(load_profile(Path(args.file)))
    changes.update(dict(args.changes or []))
    tournament.change_house(ctx.desk, changes)
    _show(ctx, f"House settings changed: {', '.join(changes)}")


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    common = common_options()
    group = commands.add_parser("house", help="the house settings of the tournament (procedures.md §14)")
    sub = group.add_subparsers(dest="action", metavar="ACTION", required=True)
    sub.add_parser("show", parents=[common], help="the settings in force").set_defaults(run=cmd_show)
    st = sub.add_parser("set", parents=[common], help="change settings from now on: KEY=VALUE ... or --file")
    st.add_argument("changes", nargs="*", type=assignment, metavar="KEY=VALUE")
    st.add_argument("--file", metavar="PROFILE.toml", help="a house profile: every key it sets (see "
                    "resources/rulebook/house-default.toml)")
    st.set_defaults(run=cmd_set)
