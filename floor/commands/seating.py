"""`floor seat draw|show|move|late`, `floor table next-hand|balance|break|final|hand-for-hand`,
`floor button draw|set`: the seating, the button and balancing from the command line.

Each command is one use case of :mod:`floor.usecases.seating`, as the Tables tab's buttons are: every draw uses
the one secure source (:data:`floor.usecases.chance.SECURE`); a physical draw is recorded with ``--card``. Each
command prints what changed, or ``--json`` the event's record (the draw, the rule ids, the proposal) and the
tables it touched.
"""

from __future__ import annotations

import argparse
from typing import Any

from floor.commands.context import Context, common_options
from floor.commands.inputs import player_ref, seat_number, shown, table_number, whole
from floor.core.errors import FloorError
from floor.core.textinput import LARGEST_ID
from floor.tournament import codec
from floor.tournament.balancing.proposal import Proposal
from floor.tournament.events import Event
from floor.tournament.records import ButtonSet, PlayerMoved, PlayerSeated, SeatsDrawn, TableBroken
from floor.tournament.seating import actions as seating
from floor.tournament.seating.buttondraw import ButtonDraw
from floor.tournament.seating.tables import Table
from floor.tournament.state import TournamentState
from floor.usecases import seating as seats
from floor.usecases.chance import SECURE


def pair(text: str) -> tuple[str, str]:
    """WHO=CARD (a player by number or name, or a seat number), e.g. 7=As or Ivan=Kd."""
    who, _, card = text.rpartition("=")
    if not who or not card:
        raise argparse.ArgumentTypeError(f"'{shown(text)}': write WHO=CARD, e.g. 7=As or Ivan=Kd")
    if who.strip().isdigit():  # a number Floor can look up, never 5,000 digits
        whole(who, "a player or seat number", 0, LARGEST_ID)
    return who, card


def table_lines(state: TournamentState, table: Table) -> list[str]:
    """One table as people read it: seat, name, stack, and D / SB / BB for the current hand."""
    pos = table.positions
    lines = [f"Table {table.number} ({table.count} players)" + ("" if pos else " — no button yet")]
    for seat, pid in enumerate(table.seats, 1):
        marks = []
        if pos is not None:
            marks += [m for m, s in (("D", pos.button), ("SB", pos.small_blind), ("BB", pos.big_blind)) if s == seat]
        if seat in table.waiting:
            marks.append("waits for the button")
        if pid is None:
            lines.append(f"  {seat:>2}  (empty)" + (f"  {' '.join(marks)}" if marks else ""))
            continue
        p = state.players[pid]
        chips = f"  {p.chips:,}" if p.chips is not None else ""
        lines.append(f"  {seat:>2}  {p.label}{chips}" + (f"  {' '.join(marks)}" if marks else ""))
    return lines


def table_dict(state: TournamentState, table: Table) -> dict[str, Any]:
    return {"table": table.number, "players": table.count,
            "positions": None if table.positions is None else codec.write(table.positions),
            "seats": [{"seat": seat, "player": pid, "name": None if pid is None else state.players[pid].label,
                       "waiting": seat in table.waiting} for seat, pid in enumerate(table.seats, 1)]}


def _chart(ctx: Context, state: TournamentState, numbers: list[int], event: Event | None, head: str, *,
           charts: bool = True) -> None:
    """The tables (as JSON, and as text unless ``charts`` is off), after the ``head`` line(s)."""
    tables = [state.tables[n] for n in numbers if n in state.tables]
    data: dict[str, Any] = {"tables": [table_dict(state, t) for t in tables]}
    if event is not None:
        data["event"] = event.to_dict()
    lines = [head] if head else []
    for t in tables if charts else ():
        lines += table_lines(state, t)
    ctx.answer(data, "\n".join(lines))


def once(pairs: list[tuple[int, str]], who: str) -> dict[int, str]:
    """A recorded draw: one card for each; a second card for the same one is a mistake to fix at the table."""
    out: dict[int, str] = {}
    for key, card in pairs:
        if key in out:
            raise FloorError(f"{who} {key} is given two cards ({out[key]} and {card}): one card each",
                             code="bad-draw")
        out[key] = card
    return out


def _cards(state: TournamentState, pairs: list[tuple[str, str]] | None) -> dict[int, str] | None:
    if not pairs:
        return None
    return once([(state.player(who).id, card) for who, card in pairs], "player")


def _seat_cards(pairs: list[tuple[str, str]] | None) -> dict[int, str] | None:
    if not pairs:
        return None
    for seat, _ in pairs:
        if not seat.isdigit():
            raise FloorError(f"{seat!r} is not a seat number", code="bad-seat")
    return once([(int(seat), card) for seat, card in pairs], "seat")


def proposal_line(found: Proposal | None) -> str:
    if found is None:
        return "Balancing: nothing to do."
    return f"Balancing ({', '.join(found.rules)}): {found.reason}"


# -- seat ---------------------------------------------------------------------------------------

def cmd_draw(ctx: Context, args: argparse.Namespace) -> None:
    cards = _cards(ctx.store.state(ctx.tid), args.card)
    done = seats.draw_seats(ctx.desk, method=args.method, cards=cards, redraw=args.redraw)
    event, state = done.events[0], done.state
    method = {"A": "seat cards", "B": "rank cards", "C": "two-step high-card draw"}[event.body(SeatsDrawn).method]
    _chart(ctx, state, sorted(state.tables), event,
           f"Seats drawn ({method}): {len(state.seats)} players at {len(state.tables)} "
           f"table{'s' if len(state.tables) != 1 else ''}. "
           "Draw for the button at each table next.")


def cmd_show(ctx: Context, args: argparse.Namespace) -> None:
    state = ctx.store.state(ctx.tid)
    numbers = [args.table] if args.table else sorted(state.tables)
    if args.table and args.table not in state.tables:
        seating.verify_break(state, args.table)  # names the problem: no such table
    waiting = seating.unseated(state)
    head = "" if state.tables else "No seats drawn yet: floor seat draw"
    if waiting:
        head = f"Without a seat: {', '.join(state.players[p].label for p in waiting)} (floor seat late)"
    _chart(ctx, state, numbers, None, head)


def cmd_move(ctx: Context, args: argparse.Namespace) -> None:
    proposed = seats.proposed_move(ctx.store.state(ctx.tid))
    done = seats.move(ctx.desk, args.player, args.table, args.seat, proposed=proposed, reason=args.reason)
    event, state = done.events[0], done.state
    moved = event.body(PlayerMoved)
    p = state.players[moved.player]
    (ft, fs), (tt, ts) = moved.source, moved.to
    now = proposal_line(seating.proposal(state, rng=SECURE))
    _chart(ctx, state, [tt], event, f"{p.label}: table {ft} seat {fs} → table {tt} seat {ts} "
                                    f"({moved.decision})\n{now}")


def cmd_late(ctx: Context, args: argparse.Namespace) -> None:
    state = ctx.store.state(ctx.tid)
    wanted = [state.player(ref).id for ref in args.players] if args.players else None
    done = seats.seat_late(ctx.desk, wanted)
    if not done.events:
        ctx.answer({"seated": []}, "Everyone in the tournament has a seat.")
        return
    seated = [{"player": s.player, "table": s.table, "seat": s.seat}
              for s in (e.body(PlayerSeated) for e in done.events)]
    ctx.answer({"seated": seated}, "\n".join(
        f"{done.state.players[x['player']].label}: table {x['table']}, seat {x['seat']}" for x in seated))


# -- table --------------------------------------------------------------------------------------

def cmd_next_hand(ctx: Context, args: argparse.Namespace) -> None:
    rule = "moving" if args.moving else None  # None: the house's button_rule (dead unless set)
    done = seats.next_hand(ctx.desk, args.table, rule=rule)
    state = done.state
    pos = state.tables[args.table].positions
    assert pos is not None
    _chart(ctx, state, [args.table], done.events[0], f"Table {args.table}, next hand: button seat {pos.button}, "
                                                     f"small blind seat {pos.small_blind}, big blind seat "
                                                     f"{pos.big_blind}")


def _balance_shown(ctx: Context, state: TournamentState, found: Proposal | None) -> None:
    ctx.answer({"proposal": None if found is None else codec.write(found),
                "halted": [codec.write(h) for h in seating.halted(state)]},
               "\n".join([proposal_line(found)] + [f"Halt: {h.reason}" for h in seating.halted(state)]))


def cmd_balance(ctx: Context, args: argparse.Namespace) -> None:
    if not args.confirm:
        state = ctx.store.state(ctx.tid)
        _balance_shown(ctx, state, seating.proposal(state, rng=SECURE))
        return
    balanced = seats.balance(ctx.desk)
    found, done = balanced.proposal, balanced.done
    if found is None:
        _balance_shown(ctx, ctx.store.state(ctx.tid), None)
        return
    if done is None:
        ctx.answer({"proposal": codec.write(found)}, f"{proposal_line(found)}\nThe floor decides: floor seat move")
        return
    event, state = done.events[0], done.state
    if found.kind == "move":
        assert found.destination is not None
        touched = [found.source.table if found.source else found.destination.table, found.destination.table]
    else:
        touched = sorted(state.tables)
    _chart(ctx, state, touched, event, f"Done: {found.reason}\n{proposal_line(seating.proposal(state, rng=SECURE))}")


def cmd_break(ctx: Context, args: argparse.Namespace) -> None:
    done = seats.break_table(ctx.desk, args.table)
    event, state = done.events[0], done.state
    moves = event.body(TableBroken).moves
    moved = [f"  {state.players[p].label} → table {t} seat {s}" for p, t, s in moves]
    _chart(ctx, state, sorted({t for _, t, _ in moves}), event, "\n".join([
        f"Table {args.table} broken; its players' new seats (BB-10):", *moved,
        proposal_line(seating.proposal(state, rng=SECURE))]), charts=False)


def cmd_final(ctx: Context, args: argparse.Namespace) -> None:
    redraw = "broken_table_only" if args.arrivals_only else "full_redraw" if args.full_redraw else None
    done = seats.final_table(ctx.desk, redraw=redraw)
    event, state = done.events[0], done.state
    full = event.kind == "seats-drawn"
    head = "The final table (BB-12, BB-13): " + ("every finalist drew a new seat; draw for the button next"
                                                  if full else "the arrivals drew their seats")
    _chart(ctx, state, sorted(state.tables), event, head)


def cmd_hand_for_hand(ctx: Context, args: argparse.Namespace) -> None:
    on = args.state == "on"
    done = seats.hand_for_hand(ctx.desk, on)
    ctx.answer(done.events[0].to_dict(), "Hand-for-hand: players out in the same hand share the places paid (BB-14)"
               if on else "Hand-for-hand is over")


# -- button -------------------------------------------------------------------------------------

def cmd_button_draw(ctx: Context, args: argparse.Namespace) -> None:
    cards = _seat_cards(args.card)
    done = seats.draw_button(ctx.desk, args.table, cards=cards, absent=args.absent or ())
    event, state = done.events[0], done.state
    recorded = event.body(ButtonSet).draw
    draw = recorded if isinstance(recorded, ButtonDraw) else codec.read(ButtonDraw, recorded)
    dealt = "  ".join(f"seat {seat}: {card.symbol}" for seat, card in draw.dealt)
    _chart(ctx, state, [args.table], event,
           f"Button draw at table {args.table} (BT-01): {dealt}\nSeat {draw.button} has the button.")


def cmd_button_set(ctx: Context, args: argparse.Namespace) -> None:
    done = seats.set_button(ctx.desk, args.table, args.seat, reason=args.reason)
    _chart(ctx, done.state, [args.table], done.events[0], f"Button at table {args.table} set to seat {args.seat} "
                                                          "(BT-07)")


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    common = common_options()
    seat = commands.add_parser("seat", help="seat draws, the seating chart, moves and late seats")
    sub = seat.add_subparsers(dest="action", metavar="ACTION", required=True)
    draw = sub.add_parser("draw", parents=[common], help="draw every player's seat (SE-01)")
    draw.add_argument("--method", choices=("A", "B", "C"),
                      help="A: Floor's seat cards; B: rank cards at one table; C: two-step high card "
                           "(default: the house's seat_draw_mode, A unless set)")
    draw.add_argument("--card", action="append", type=pair, metavar="PLAYER=CARD",
                      help="a physical draw: the card each player drew (B), or the high card dealt (C)")
    draw.add_argument("--redraw", action="store_true", help="a full redraw of seats already drawn")
    draw.set_defaults(run=cmd_draw)
    show = sub.add_parser("show", parents=[common], help="the seating chart, with the button and blinds")
    show.add_argument("--table", type=table_number)
    show.set_defaults(run=cmd_show)
    mv = sub.add_parser("move", parents=[common], help="move a player (confirms a balancing proposal, or "
                        "overrides it with --reason)")
    mv.add_argument("player", type=player_ref)
    mv.add_argument("table", type=table_number)
    mv.add_argument("seat", type=seat_number)
    mv.add_argument("--reason", default="", help="why, when this is not the proposed move")
    mv.set_defaults(run=cmd_move)
    late = sub.add_parser("late", parents=[common], help="seat late registrants and re-entries (SE-04)")
    late.add_argument("players", nargs="*", type=player_ref, help="who (default: everyone without a seat)")
    late.set_defaults(run=cmd_late)

    table = commands.add_parser("table", help="the next hand, balancing, breaking tables, the final table")
    sub = table.add_subparsers(dest="action", metavar="ACTION", required=True)
    nh = sub.add_parser("next-hand", parents=[common], help="a hand ended: move the button and blinds (BT-02)")
    nh.add_argument("table", type=table_number)
    nh.add_argument("--moving", action="store_true", help="the moving button (BT-15) instead of the dead button")
    nh.set_defaults(run=cmd_next_hand)
    bal = sub.add_parser("balance", parents=[common], help="what balancing asks for now (BB-01 to BB-13)")
    bal.add_argument("--confirm", action="store_true", help="carry the proposal out")
    bal.set_defaults(run=cmd_balance)
    br = sub.add_parser("break", parents=[common], help="break a table: its players draw new seats (BB-10)")
    br.add_argument("table", type=table_number)
    br.set_defaults(run=cmd_break)
    fin = sub.add_parser("final", parents=[common], help="form the final table (BB-12, BB-13)")
    how = fin.add_mutually_exclusive_group()
    how.add_argument("--arrivals-only", action="store_true",
                     help="only the arriving players draw; the staying table keeps its seats and button")
    how.add_argument("--full-redraw", action="store_true",
                     help="every finalist draws a new seat (default: the house's final_table_redraw)")
    fin.set_defaults(run=cmd_final)
    hfh = sub.add_parser("hand-for-hand", parents=[common], help="announce or end hand-for-hand (BB-14)")
    hfh.add_argument("state", choices=("on", "off"))
    hfh.set_defaults(run=cmd_hand_for_hand)

    button = commands.add_parser("button", help="draw for the button, or put it right")
    sub = button.add_subparsers(dest="action", metavar="ACTION", required=True)
    bd = sub.add_parser("draw", parents=[common], help="one card per seat, the highest takes the button (BT-01)")
    bd.add_argument("table", type=table_number)
    bd.add_argument("--card", action="append", type=pair, metavar="SEAT=CARD", help="a physical draw, per seat")
    bd.add_argument("--absent", action="append", type=seat_number, metavar="SEAT", help="a seat not dealt a card")
    bd.set_defaults(run=cmd_button_draw)
    bs = sub.add_parser("set", parents=[common], help="put the button on a seat (BT-07)")
    bs.add_argument("table", type=table_number)
    bs.add_argument("seat", type=seat_number)
    bs.add_argument("--reason", required=True)
    bs.set_defaults(run=cmd_button_set)
