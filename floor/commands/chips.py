"""`floor chips set|show|remove`."""

from __future__ import annotations

import argparse

from floor.commands.context import Context, common_options
from floor.tournament import chips


def player_chips(text: str) -> tuple[str, int]:
    """PLAYER=CHIPS, the player by number or name, e.g. 7=24500 or Ivan=24500."""
    who, _, amount = text.rpartition("=")
    if not who or not amount.isdigit():
        raise argparse.ArgumentTypeError(f"{text!r}: write PLAYER=CHIPS, e.g. 7=24500 or Ivan=24500")
    return who, int(amount)


def _show(ctx: Context) -> None:
    now = ctx.now()
    state = ctx.store.state(ctx.tid)
    check = chips.check(state)
    st = chips.stats(state, now)
    rows = [{"id": p.id, "name": p.label, "chips": p.chips, "big_blinds": chips.in_big_blinds(state, p, now),
             "m": chips.m_ratio(state, p, now)} for p in sorted(state.playing, key=lambda p: -(p.chips or 0))]
    data = {"players": rows, "expected": check.expected, "counted": check.counted, "complete": check.complete,
            "difference": check.difference, "check": check.message, "entries": st.entries, "playing": st.playing,
            "average": st.average, "average_big_blinds": st.average_bb, "level": st.level}
    lines = [f"{r['id']:>5}  {r['name']:<24} {'-' if r['chips'] is None else format(r['chips'], ','):>10}"
             + (f"  {r['big_blinds']:>6} BB  M {r['m']}" if r["big_blinds"] is not None else "") for r in rows]
    lines.append(f"Entries {st.entries}, playing {st.playing}, average stack {st.average:,}"
                 + (f" ({st.average_bb} BB at level {st.level})" if st.average_bb is not None else ""))
    lines.append(check.message)
    ctx.answer(data, "\n".join(lines))


def cmd_set(ctx: Context, args: argparse.Namespace) -> None:
    now = ctx.now()
    counts = dict(args.counts)
    ctx.store.act(ctx.tid, lambda s: chips.count(s, counts, now=now, author=ctx.author))
    _show(ctx)


def cmd_show(ctx: Context, args: argparse.Namespace) -> None:
    _show(ctx)


def cmd_remove(ctx: Context, args: argparse.Namespace) -> None:
    now = ctx.now()
    ctx.store.act(ctx.tid, lambda s: chips.remove(s, args.chips, reason=args.reason, now=now, author=ctx.author))
    _show(ctx)


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    common = common_options()
    group = commands.add_parser("chips", help="chip counts, the totals check, stacks in big blinds and M")
    sub = group.add_subparsers(dest="action", metavar="ACTION", required=True)
    st = sub.add_parser("set", parents=[common], help="record stacks: PLAYER=CHIPS ...")
    st.add_argument("counts", nargs="+", type=player_chips, metavar="PLAYER=CHIPS")
    st.set_defaults(run=cmd_set)
    sub.add_parser("show", parents=[common], help="stacks, average, and the totals check").set_defaults(run=cmd_show)
    rm = sub.add_parser("remove", parents=[common], help="chips taken out of play (color-up leftovers)")
    rm.add_argument("chips", type=int)
    rm.add_argument("--reason", default="color-up")
    rm.set_defaults(run=cmd_remove)
