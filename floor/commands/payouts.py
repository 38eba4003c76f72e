"""`floor payouts show|set|deal`."""

from __future__ import annotations

import argparse

from floor.commands.context import Context, common_options
from floor.commands.inputs import MAX_CHIPS, MAX_PLACE, amount, shown, whole
from floor.core.errors import FloorError
from floor.tournament import prizes
from floor.tournament.ordinals import ordinal
from floor.tournament.payouts import DealMethod, after_deal
from floor.tournament.records import DealMade
from floor.tournament.state import TournamentState
from floor.usecases import payouts


def place_amount(text: str) -> tuple[int, int]:
    """PLACE=AMOUNT, e.g. 6=400."""
    place, _, money = text.partition("=")
    if not place.isdigit() or not money.isdigit():
        raise argparse.ArgumentTypeError(f"'{shown(text)}': write PLACE=AMOUNT, e.g. 6=400")
    return whole(place, "a place", 1, MAX_PLACE), whole(money, "an amount", 0, MAX_CHIPS)


def player_amount(text: str) -> tuple[int, int]:
    """PLAYER=AMOUNT, e.g. 3=760 (a player's number)."""
    player, _, money = text.partition("=")
    if not player.isdigit() or not money.isdigit():
        raise argparse.ArgumentTypeError(f"'{shown(text)}': write PLAYER=AMOUNT with the player's number, e.g. 3=760")
    return whole(player, "a player's number", 1, MAX_PLACE), whole(money, "an amount", 0, MAX_CHIPS)


_METHOD_NAMES: dict[str, str] = {"icm": "ICM", "chip chop": "Chip chop", "hand": "By hand"}


def _deal_lines(state: TournamentState, made: DealMade) -> list[str]:
    lines = [f"{state.player(p).label:<24} {made.stacks.get(p, 0):>12,} chips  {amount:>10,}"
             for p, amount in made.amounts.items()]
    return lines + ([f"{'left to play for':<24} {'':>18}  {made.play_for:>10,}"] if made.play_for else [])


def _show(ctx: Context) -> None:
    state = ctx.store.state(ctx.tid)
    sheet = prizes.sheet(state)
    data = {"pool": sheet.pool, "entries": state.entries, "places": list(sheet.amounts),
            "overridden": sheet.overridden, "problem": sheet.problem,
            "deal": None if state.deal is None else state.deal.to_json()}
    lines = [f"Prize pool {sheet.pool:,} from {state.entries} entries"
             + (" (set by hand)" if sheet.overridden else "")]
    if sheet.problem:
        lines.append(f"Note: {sheet.problem}")
    lines += [f"{ordinal(i):>6}  {amount:>10,}" for i, amount in enumerate(sheet.amounts, start=1)]
    if not sheet.amounts:
        lines.append("No places paid yet.")
    if state.deal is not None:
        said = {"icm": "ICM", "chip chop": "chip chop", "hand": "by hand"}[state.deal.method]
        lines += [f"Deal in force ({said}): the prizes of the players in it",
                  *_deal_lines(state, state.deal)]
    ctx.answer(data, "\n".join(lines))


def cmd_show(ctx: Context, args: argparse.Namespace) -> None:
    _show(ctx)


def cmd_set(ctx: Context, args: argparse.Namespace) -> None:
    if args.clear == bool(args.places):
        raise FloorError("give PLACE=AMOUNT pairs, or --clear to go back to the table", code="bad-request")
    payouts.set_places(ctx.desk, dict(args.places or []))
    _show(ctx)


def cmd_deal(ctx: Context, args: argparse.Namespace) -> None:
    """Show a deal (nothing written), record it once the players agree (``--accept``), or take it back."""
    if args.take_back:
        if args.accept or args.amounts or args.play_for or args.method:
            raise FloorError("--take-back takes back the deal in force: give it alone", code="bad-request")
        done = payouts.take_back_deal(ctx.desk)
        ctx.answer({"deal": None, "seq": done.events[0].seq}, "Deal taken back: the payout sheet pays again")
        return
    methods: dict[str, DealMethod] = {"chop": "chip chop", "chip-chop": "chip chop", "icm": "icm", "hand": "hand"}
    method = methods[args.method or ("hand" if args.amounts else "icm")]
    if args.amounts and method != "hand":
        raise FloorError("--amount is for a deal typed by hand: add --method hand", code="bad-request")
    typed = dict(args.amounts or [])
    if args.accept:
        done = payouts.make_deal(ctx.desk, method, play_for=args.play_for, amounts=typed)
        made = done.events[0].body(DealMade)
        names = ", ".join(done.state.player(p).label for p in made.agreed)
        ctx.answer({**made.to_json(), "seq": done.events[0].seq, "at": done.events[0].at},
                   "\n".join([f"{_METHOD_NAMES[method]} deal recorded, agreed by {names}: these are their prizes",
                              *_deal_lines(done.state, made), after_deal(args.play_for)]))
        return
    state = ctx.store.state(ctx.tid)
    made = prizes.proposed_deal(state, method=method, play_for=args.play_for, amounts=typed)
    data = {"method": method, "play_for": args.play_for,
            "players": [{"id": p, "name": state.player(p).label, "chips": made.stacks[p], "now": amount}
                        for p, amount in made.amounts.items()]}
    lines = [f"{_METHOD_NAMES[method]} deal" + (f", {args.play_for:,} left to play for" if args.play_for else "")
             + " (shown, not recorded: --accept records it)", *_deal_lines(state, made)]
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
    dl = sub.add_parser("deal", parents=[common],
                        help="a deal for the players left (chip chop, ICM, by hand): shown, or recorded with --accept")
    dl.add_argument("--method", choices=("chip-chop", "icm", "hand", "chop"), default=None,
                    help="chip-chop: each keeps the lowest prize left, the rest by chips; icm (the default); hand: "
                         "the amounts given with --amount")
    dl.add_argument("--amount", dest="amounts", action="append", type=player_amount, metavar="PLAYER=AMOUNT",
                    help="a deal by hand: what the player (by number) takes, one for every player left "
                         "(--method hand is then the default)")
    dl.add_argument("--play-for", type=amount, default=0, help="money left out of 1st prize to play for")
    dl.add_argument("--accept", action="store_true", help="the players agreed: record the deal as their prizes")
    dl.add_argument("--take-back", action="store_true", help="take back the deal in force (logged)")
    dl.set_defaults(run=cmd_deal)
