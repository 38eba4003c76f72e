"""`floor bounty show|draw`: a bounty tournament's book (on each head, won, unclaimed, a mystery pool's envelopes)
and a mystery knockout's envelope, drawn by Floor or recorded as drawn by hand (:mod:`floor.usecases.bounties`,
shared with the console)."""

from __future__ import annotations

import argparse

from floor.commands.context import Context, common_options
from floor.commands.inputs import amount
from floor.core.errors import FloorError, Text
from floor.tournament.describe import bounties as words
from floor.tournament.finishes import finishes
from floor.tournament.state import TournamentState
from floor.usecases import bounties as drawing


def bounty_lines(state: TournamentState, seq: int) -> list[str]:
    """What the elimination ``seq`` paid, a line each (English, as the command line speaks)."""
    return [str(t) for t in words.paid(state, seq)]


def cmd_show(ctx: Context, args: argparse.Namespace) -> None:
    state = ctx.store.state(ctx.tid)
    book = state.bounties
    if book is None:
        raise FloorError(Text("this tournament has no bounties"), code="no-bounty")
    finished = finishes(state)
    rows = [{"player": p.id, "name": p.label, "playing": p.playing, "on_head": book.heads.get(p.id, 0),
             "won": finished[p.id].bounties} for p in sorted(state.players.values(), key=lambda p: p.id)]
    data = {"kind": book.rule.kind, "amount": book.rule.amount, "unit": book.rule.unit, "players": rows,
            "unclaimed": book.unclaimed, "envelopes_left": list(book.envelopes_left),
            "waiting": [{"busted": k.busted, "by": list(k.by)} for k in book.waiting]}
    lines = [str(words.summary(state))]
    lines += [f"{r['player']:>4}  {r['name']}  on head {r['on_head']:,}  won {r['won']:,}" for r in rows
              if r["on_head"] or r["won"]]
    if book.unclaimed:
        lines.append(f"Not won by anyone: {book.unclaimed:,}")
    lines += [str(words.waiting(state, k)) for k in book.waiting]
    ctx.answer(data, "\n".join(lines))


def cmd_draw(ctx: Context, args: argparse.Namespace) -> None:
    done = drawing.draw_envelope(ctx.desk) if args.by_hand is None else drawing.drawn_by_hand(ctx.desk, args.by_hand)
    drawn, knockout = drawing.drawn(done), drawing.knockout_of(done)
    ctx.answer({"busted": drawn.player, "by": list(knockout.by), "amount": drawn.amount, "by_hand": drawn.by_hand},
               str(words.drawn(done.state, knockout)))


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    common = common_options()
    group = commands.add_parser("bounty", help="a bounty tournament's book; a mystery bounty's envelopes")
    sub = group.add_subparsers(dest="action", metavar="ACTION", required=True)
    sub.add_parser("show", parents=[common], help="on each head, won, not won, envelopes left").set_defaults(
        run=cmd_show)
    draw = sub.add_parser("draw", parents=[common], help="the envelope of the oldest mystery knockout waiting for "
                          "one: drawn by Floor (a secure shuffle), or --by-hand AMOUNT as drawn at the table")
    draw.add_argument("--by-hand", type=amount, metavar="AMOUNT", help="what the envelope drawn by hand held")
    draw.set_defaults(run=cmd_draw)
