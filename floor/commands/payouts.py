"""`floor payouts show|set`."""

from __future__ import annotations

import argparse

from floor.commands.context import Context, common_options
from floor.commands.inputs import MAX_CHIPS, MAX_PLACE, amount, shown, whole
from floor.core.errors import FloorError
from floor.tournament import prizes
from floor.tournament.ordinals import ordinal
from floor.tournament.payouts import DealMethod
from floor.usecases import payouts


def place_amount(text: str) -> tuple[int, int]:
    """PLACE=AMOUNT, e.g. 6=400."""
    place, _, money = text.partition("=")
    if not place.isdigit() or not money.isdigit():
        raise argparse.ArgumentTypeError(f"'{shown(text)}': write PLACE=AMOUNT, e.g. 6=400")
    return whole(place, "a place", 1, MAX_PLACE), whole(money, "an amount", 0, MAX_CHIPS)


def _show(ctx: Context) -> None:
    state = ctx.store.state(ctx.tid)
    sheet = prizes.sheet(state)
    data = {"pool": sheet.pool, "entries": state.entries, "places": list(sheet.amounts),
            "overridden": sheet.overridden, "problem": sheet.problem}
    lines = [f"Prize pool {sheet.pool:,} from {state.entries} entries"
             + (" (set by hand)" if sheet.overridden else "")]
    if sheet.problem:
        lines.append(f"Note: {sheet.problem}")
    lines += [f"{ordinal(i):>6}  {amount:>10,}" for i, amount in enumerate(sheet.amounts, start=1)]
    if not sheet.amounts:
        lines.append("No places paid yet.")
    ctx.answer(data, "\n".join(lines))


def cmd_show(ctx: Context, args: argparse.Namespace) -> None:
    _show(ctx)


def cmd_set(ctx: Context, args: argparse.Namespace) -> None:
    if args.clear == bool(args.places):
        raise FloorError("give PLACE=AMOUNT pairs, or --clear to go back to the table", code="bad-request")
    payouts.set_places(ctx.desk, dict(args.places or []))
    _show(ctx)


def cmd_deal(ctx: Context, args: argparse.Namespace) -> None:
    method: DealMethod = "chip chop" if args.method == "chop" else "icm"
    shares = payouts.deal(ctx.desk, method, play_for=args.play_for)

    data = {"method": method, "play_for": args.play_for,
            "players": [{"id": p.id, "name": p.label, "chips": p.chips, "now": amount} for p, amount in shares]}
    lines = [f"{'ICM' if method == 'icm' else 'Chip chop'} deal"
             + (f", {args.play_for:,} left to play for" if args.play_for else "")]
    lines += [f"{p.label:<24} {p.chips or 0:>12,} chips  {amount:>10,}" for p, amount in shares]
    ctx.answer(data, "\n".join(lines))


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    common = common_options()
    group = commands.add_parser("payouts", help="the prize pool and what each place pays")
    sub = group.add_subparsers(dest="action", metavar="ACTION", required=True)
    sub.add_parser("show", parents=[common], help="the payout sheet now").set_defaults(run=cmd_show)
    st = sub.add_parser("set", parents=[common], help="set places by hand (1st takes up the difference)")
    st.add_argument("places", nargs="*", type=place_amount, metavar="PLACE=AMOUNT")
    st.add_argument("--clear", action="store_true", help="drop the overrides: the table applies")
    st.set_defaults(run=cmd_set)
    dl = sub.add_parser("deal", parents=[common], help="what each player left would take in a deal (ICM or chip chop)")
    dl.add_argument("--method", choices=("icm", "chop"), default="icm")
    dl.add_argument("--play-for", type=amount, default=0, help="money left out of 1st prize to play for")
    dl.set_defaults(run=cmd_deal)
