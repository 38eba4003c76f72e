"""`floor chips set|show|remove|race`."""

from __future__ import annotations

import argparse

from floor.commands.context import Context, common_options
from floor.commands.inputs import MAX_CHIPS, MAX_SEAT, chip_count, chip_value, seat_number, shown, table_number, whole
from floor.core.errors import FloorError, Text
from floor.core.textinput import LARGEST_ID
from floor.tournament import chips
from floor.tournament.chiprace.setup import PROTECTIONS, ROUNDINGS
from floor.usecases import chips as counting


def player_chips(text: str) -> tuple[str, int]:
    """PLAYER=CHIPS, the player by number or name, e.g. 7=24500 or Ivan=24500."""
    who, _, amount = text.rpartition("=")
    if who and amount.strip().startswith("-") and amount.strip()[1:].isdigit():
        raise argparse.ArgumentTypeError(f"'{shown(text)}': {shown(who)}'s chips cannot be negative")
    if not who or not amount.isdigit():
        raise argparse.ArgumentTypeError(f"'{shown(text)}': write PLAYER=CHIPS, e.g. 7=24500 or Ivan=24500")
    if who.strip().isdigit():
        whole(who, "a player number", 0, LARGEST_ID)
    return who, whole(amount, Text("{who}'s chips", who=shown(who)), 0, MAX_CHIPS)


def seat_leftovers(text: str) -> tuple[int, dict[int, int] | int]:
    """SEAT=COUNT (chips of the one denomination colored up) or SEAT=25x3+100x1."""
    seat, _, what = text.partition("=")
    try:
        if what.isdigit():
            return whole(seat, "a seat number", 1, MAX_SEAT), whole(what, "a number of chips", 0, MAX_CHIPS)
        chips: dict[int, int] = {}
        for part in what.split("+"):
            denomination, _, count = part.partition("x")
            chips[whole(denomination, "a chip", 1, MAX_CHIPS)] = whole(count, "a number of chips", 0, MAX_CHIPS)
        return whole(seat, "a seat number", 1, MAX_SEAT), chips
    except argparse.ArgumentTypeError as err:
        raise argparse.ArgumentTypeError(f"{shown(text)}: {err}; write SEAT=COUNT, e.g. 3=2, "
                                         "or SEAT=25x3+100x1") from None


def seat_cards(text: str) -> tuple[int, str]:
    seat, _, cards = text.partition("=")
    if not seat.isdigit() or not cards.strip():
        raise argparse.ArgumentTypeError(f"'{shown(text)}': write SEAT=CARDS, e.g. 3=\"Kd 4c 2h\"")
    return whole(seat, "a seat number", 1, MAX_SEAT), cards


def cmd_race(ctx: Context, args: argparse.Namespace) -> None:
    """The chip race at one table (TDA 24, CR-01 to CR-09): Floor deals the race cards unless --card records them."""
    from floor.commands.seating import once  # here: `floor chips set`, the common call, does not pay for the race
    from floor.tournament.chiprace import colorup
    from floor.tournament.chiprace.result import RaceResult
    from floor.tournament.records import ChipRaced
    from floor.usecases import chiprace

    now = ctx.now()
    state = ctx.store.state(ctx.tid)
    if args.colored_up:
        removed, new_chip = tuple(sorted(args.colored_up)), args.new_chip
        if new_chip is None:
            raise FloorError("with --colored-up, give --new-chip (the smallest chip left in play)", code="bad-chips")
    else:
        removed, new_chip = colorup.colored_up(state, now)
    leftovers: dict[int, dict[int, int]] = {}
    for seat, what in args.leftovers:
        if isinstance(what, int):
            if len(removed) != 1:
                raise FloorError(f"seat {seat}: {', '.join(map(str, removed))} are colored up: say which "
                                 "(e.g. 25x3+100x1)", code="bad-chips")
            what = {removed[0]: what}
        leftovers[seat] = what
    cards = once(args.card, "seat") if args.card else None
    done = chiprace.chip_race(ctx.desk, args.table, leftovers, removed=removed, new_chip=new_chip,
                              whole_stacks=frozenset(args.whole_stack or ()), rounding=args.rounding,
                              protection=args.protection, cards=cards)
    event, state = done.events[0], done.state
    result = RaceResult.stored(event.body(ChipRaced).race)
    lines = [f"Chip race at table {args.table}: {', '.join(map(str, result.removed))} colored up to "
             f"{result.new_chip:,}; {result.new_chips_raced} chip(s) raced (CR-03)"]
    for p in result.players:
        cards_text = " ".join(c.symbol for c in p.cards)
        lines.append(f"  seat {p.seat:>2}  {state.players[p.player_id].label:<20} {cards_text:<14} "
                     f"change {p.change:+,}")
    lines += [f"  {award.text}" for award in result.awards]
    lines.append(f"Removed from play: {result.removed_from_play:,}. {chips.check(state).message}")
    ctx.answer(event.to_dict(), "\n".join(lines))


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
    """A stack the chips in play cannot make (26,075 once the smallest chip is 500) is refused unless --confirm."""
    counting.count(ctx.desk, dict(args.counts), confirmed=args.confirm)
    _show(ctx)


def cmd_show(ctx: Context, args: argparse.Namespace) -> None:
    _show(ctx)


def cmd_remove(ctx: Context, args: argparse.Namespace) -> None:
    counting.remove(ctx.desk, args.chips, reason=args.reason)
    _show(ctx)



def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    common = common_options()
    group = commands.add_parser("chips", help="chip counts, the totals check, stacks in big blinds and M")
    sub = group.add_subparsers(dest="action", metavar="ACTION", required=True)
    st = sub.add_parser("set", parents=[common], help="record stacks: PLAYER=CHIPS ...")
    st.add_argument("counts", nargs="+", type=player_chips, metavar="PLAYER=CHIPS")
    st.add_argument("--confirm", action="store_true",
                    help="keep a count the chips in play cannot make (not a multiple of the smallest chip)")
    st.set_defaults(run=cmd_set)
    sub.add_parser("show", parents=[common], help="stacks, average, and the totals check").set_defaults(run=cmd_show)
    rm = sub.add_parser("remove", parents=[common], help="chips taken out of play (color-up leftovers)")
    rm.add_argument("chips", type=chip_count)
    rm.add_argument("--reason", default="color-up")
    rm.set_defaults(run=cmd_remove)
    race = sub.add_parser("race", parents=[common], help="the chip race at a color-up, at one table (TDA 24)")
    race.add_argument("table", type=table_number)
    race.add_argument("leftovers", nargs="+", type=seat_leftovers, metavar="SEAT=COUNT",
                      help="each seat's leftover chips of the colored-up denomination (or SEAT=25x3+100x1)")
    race.add_argument("--card", action="append", type=seat_cards, metavar="SEAT=CARDS",
                      help="record the race cards dealt at the table (default: Floor deals them)")
    race.add_argument("--whole-stack", action="append", type=seat_number, metavar="SEAT",
                      help="a seat whose leftovers are all it has (never raced out, CR-06)")
    race.add_argument("--colored-up", action="append", type=chip_value, metavar="CHIP",
                      help="the chips colored up (default: the current break's color-up)")
    race.add_argument("--new-chip", type=chip_value, help="the smallest chip left in play (with --colored-up)")
    race.add_argument("--rounding", choices=ROUNDINGS, help="CR-03 (default: the house's race_rounding)")
    race.add_argument("--protection", choices=PROTECTIONS, help="CR-06 (default: the house's race_out_protection)")
    race.set_defaults(run=cmd_race)
