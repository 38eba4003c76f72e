"""`floor stud bring-in|first`: who brings in on 3rd street and who acts first later (procedures.md DT-1).

The house settings ``five_stud_forced_action`` and ``stud_tie_first_to_act`` are the
tournament's (``floor house set``). Without any tournament (no database file, or one with no
tournament in it, and no ``-t``) the §14 defaults apply and the answer says so; a ``-t N``
that does not exist is refused.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping

from floor.commands.context import Context, common_options
from floor.commands.inputs import MAX_SEAT, seat_number, shown, whole
from floor.core.errors import FloorError
from floor.core.stud import DEFAULTS, FIVE_STUD_KEY, TIE_KEY, Order, bring_in, first_to_act
from floor.store.address import is_server
from floor.store.database import default_path
from floor.tournament.structure import STUD_GAMES


def seat_cards(text: str) -> tuple[int, str]:
    seat, _, cards = text.partition("=")
    if not seat.strip().isdigit() or not cards.strip():
        raise argparse.ArgumentTypeError(f"'{shown(text)}': write SEAT=CARDS, e.g. 3=2c or 4=KsKd")
    return whole(seat, "a seat number", 1, MAX_SEAT), cards.strip()


def _house(ctx: Context) -> tuple[dict[str, object], str]:
    """The tournament's house settings and where they came from."""
    where = ctx.db_path or default_path()
    if ctx.tournament_id is None and not is_server(where) and not where.exists():
        return {}, "§14 defaults (no tournament)"
    try:
        state = ctx.store.state(ctx.tid)
    except FloorError as err:
        if err.code == "no-tournament":
            return {}, "§14 defaults (no tournament)"
        raise
    return dict(state.house), f"tournament {ctx.tid}"


def _seats(pairs: list[tuple[int, str]]) -> dict[int, str]:
    out: dict[int, str] = {}
    for seat, cards in pairs:
        if seat in out:
            raise FloorError(f"seat {seat} is given twice", code="bad-seat", seat=seat)
        out[seat] = cards
    return out


def _answer(ctx: Context, order: Order, house: Mapping[str, object], source: str) -> None:
    settings = {key: house.get(key, DEFAULTS[key]) for key in (FIVE_STUD_KEY, TIE_KEY)}
    ctx.answer({**order.to_dict(), "house": settings, "house_from": source},
               f"{order.reason[0].upper()}{order.reason[1:]}.\nHouse settings: {source}.")


def cmd_bring_in(ctx: Context, args: argparse.Namespace) -> None:
    house, source = _house(ctx)
    order = bring_in(args.game, _seats(args.seats), house, all_in=args.all_in or ())
    _answer(ctx, order, house, source)


def cmd_first(ctx: Context, args: argparse.Namespace) -> None:
    house, source = _house(ctx)
    order = first_to_act(args.game, _seats(args.seats), house)
    _answer(ctx, order, house, source)


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    common = common_options()
    group = commands.add_parser("stud", help="stud: who brings in, who acts first (procedures.md SR-05 to SR-09)")
    sub = group.add_subparsers(dest="action", metavar="ACTION", required=True)
    bi = sub.add_parser("bring-in", parents=[common], help="3rd street: who brings in, from the door cards")
    bi.add_argument("--game", required=True, help=", ".join(sorted(STUD_GAMES)))
    bi.add_argument("seats", nargs="+", type=seat_cards, metavar="SEAT=CARD")
    bi.add_argument("--all-in", type=seat_number, action="append", metavar="SEAT",
                    help="a seat all-in for the ante (SR-09); repeat for several")
    bi.set_defaults(run=cmd_bring_in)
    first = sub.add_parser("first", parents=[common], help="4th street on: who acts first, from the cards showing")
    first.add_argument("--game", required=True, help=", ".join(sorted(STUD_GAMES)))
    first.add_argument("seats", nargs="+", type=seat_cards, metavar="SEAT=CARDS")
    first.set_defaults(run=cmd_first)
