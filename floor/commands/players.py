"""`floor player add|import|list|bust|reinstate|rename|rebuy|addon|reenter`."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

from floor.commands.bounties import bounty_lines
from floor.commands.context import Context, common_options
from floor.commands.inputs import chip_count, player_ref, text_encoding
from floor.commands.seating import proposal_line
from floor.tournament.finishes import Finish, finishes
from floor.tournament.importing import read_registrations
from floor.tournament.ordinals import ordinal
from floor.tournament.records import Eliminated, OnePlayer, PlayerRenamed, Registered, Reinstated
from floor.usecases import players
from floor.usecases.desk import Desk, Done


def _player_line(f: Finish) -> str:
    p = f.player
    status = ("won, 1st" if f.won else ("playing, in the deal" if f.dealt else "playing") if f.place is None
              else f"out, {ordinal(f.place)}"
              + (f" (shared by {f.shared_with})" if f.shared_with > 1 else ""))
    extras = [f"{n} {what}" for n, what in ((p.entries - 1, "re-entries"), (p.rebuys, "rebuys"), (p.addons, "add-ons"))
              if n]
    return (f"{p.id:>5}  {p.label}  [{status}]" + (f"  wins {f.prize:,}" if f.prize else "")
            + (f"  {', '.join(extras)}" if extras else ""))


def cmd_add(ctx: Context, args: argparse.Namespace) -> None:
    """Register; once the seats are drawn, the newcomer draws a seat in the same transaction (SE-04)."""
    done = players.register(ctx.desk, args.name, nickname=args.nickname, member_id=args.member_id)
    state = done.state
    player = state.players[done.events[0].body(Registered).player]
    where = state.seat_of(player.id)
    ctx.answer({**player.to_dict(), "table": where[0] if where else None, "seat": where[1] if where else None},
               f"Registered player {player.id}: {player.label}"
               + (f" — table {where[0]}, seat {where[1]}" if where else ""))


def cmd_import(ctx: Context, args: argparse.Namespace) -> None:
    rows = read_registrations(Path(args.file), args.encoding)
    done = players.register_all(ctx.desk, rows)
    ctx.answer({"registered": len(done.events)}, f"Registered {len(done.events)} players from {args.file}")


def cmd_list(ctx: Context, args: argparse.Namespace) -> None:
    finished = finishes(ctx.store.state(ctx.tid)).values()  # those playing first, then by place
    ctx.answer([{**f.player.to_dict(), "place": f.place, "prize": f.prize} for f in finished],
               "\n".join(_player_line(f) for f in finished) or "No players yet.")


def cmd_bust(ctx: Context, args: argparse.Namespace) -> None:
    """Several players out in one hand are placed by their starting stacks (``--stacks``; without it, the stacks
    Floor knows) or the order named (``--order``): TDA Rule 12."""
    said(ctx, players.bust(ctx.desk, args.players, by=args.by or (), stacks=args.stacks, ordered=args.order))


def cmd_bust_offered(ctx: Context, args: argparse.Namespace) -> None:
    said(ctx, players.bust_offered(ctx.desk))


def said(ctx: Context, busted: players.Busted) -> None:
    """Each player out with their place and prize, the bounties their bust paid, then what balancing asks."""
    state = busted.done.state
    out = sorted((state.players[pid] for pid in busted.out), key=lambda p: (p.place or 0, p.id))
    stacks = busted.done.events[0].body(Eliminated).stacks
    finished = finishes(state)
    won = {p.id: finished[p.id].prize for p in out}
    lines = [f"{p.label} finished {ordinal(p.place)}"
             + (f" (sharing {ordinal(p.place)}-{ordinal(p.place + p.shared_with - 1)})" if p.shared_with > 1 else "")
             + (f" (began the hand with {stacks[p.id]:,})" if p.id in stacks else "")
             + (f", wins {won[p.id]:,}" if won[p.id] else "")
             for p in out if p.place is not None]
    lines += bounty_lines(state, busted.done.events[0].seq)
    if state.tables:  # after each elimination Floor says whether the tables need a move (BB-01)
        lines.append(proposal_line(busted.proposal))
    ctx.answer([{**p.to_dict(), "prize": won[p.id]} for p in out], "\n".join(lines))


def _simple(use: Callable[[Desk, int | str], Done], verb: str) -> Callable[[Context, argparse.Namespace], None]:
    def run(ctx: Context, args: argparse.Namespace) -> None:
        done = use(ctx.desk, args.player)
        player = done.state.players[done.events[0].body(OnePlayer).player]
        ctx.answer(player.to_dict(), f"{player.label} {verb}")
    return run


def _reenter(desk: Desk, player: int | str) -> Done:
    """A re-entry from the command line: the seat is left to `floor seat late` (SE-04)."""
    return players.reenter(desk, player, seat=False)


def cmd_reinstate(ctx: Context, args: argparse.Namespace) -> None:
    done = players.reinstate(ctx.desk, args.player, chips=args.chips)
    player = done.state.players[done.events[0].body(Reinstated).player]
    ctx.answer(player.to_dict(), f"{player.label} is back in the tournament")


def cmd_rename(ctx: Context, args: argparse.Namespace) -> None:
    before = ctx.desk.state().player(args.player).label
    done = players.rename(ctx.desk, args.player, args.name, nickname=args.nickname)
    player = done.state.players[done.events[0].body(PlayerRenamed).player]
    ctx.answer(player.to_dict(), f"{before} (#{player.id}) is now {player.label}")


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    common = common_options()
    group = commands.add_parser("player", help="registration, eliminations, rebuys and add-ons")
    sub = group.add_subparsers(dest="action", metavar="ACTION", required=True)
    add = sub.add_parser("add", parents=[common], help="register a player")
    add.add_argument("name")
    add.add_argument("--nickname", default="")
    add.add_argument("--member-id", default="")
    add.set_defaults(run=cmd_add)
    imp = sub.add_parser("import", parents=[common], help="register a CSV of players (name, nickname, member id)")
    imp.add_argument("file")
    imp.add_argument("--encoding", type=text_encoding, metavar="NAME",
                     help="how the file was saved when it is not UTF-8 and has no byte-order mark, e.g. cp1251 "
                     "(Windows Cyrillic) or cp1250 (Windows Central European); UTF-16 with a byte-order mark is read "
                     "as it is")
    imp.set_defaults(run=cmd_import)
    sub.add_parser("list", parents=[common], help="every player, still playing first").set_defaults(run=cmd_list)
    bust = sub.add_parser("bust", parents=[common], help="eliminate players (several: out in the same hand)")
    bust.add_argument("players", nargs="+", type=player_ref, metavar="PLAYER", help="number or name")
    bust.add_argument("--by", action="append", type=player_ref, metavar="PLAYER",
                      help="who busted them (the hit and the bounty); again for a split pot, the first named first")
    placed = bust.add_mutually_exclusive_group()
    placed.add_argument("--stacks", nargs="+", type=chip_count, metavar="CHIPS",
                        help="several out in one hand: each one's stack when the hand began, in the order the players "
                        "are named; the bigger finishes higher, equal stacks share (TDA Rule 12; default: the stacks "
                        "Floor knows from the counts and the recorded hands)")
    placed.add_argument("--order", action="store_true",
                        help="several out in one hand: they finish in the order named, the first highest")
    bust.set_defaults(run=cmd_bust)
    sub.add_parser("bust-offered", parents=[common],
                   help="eliminate the players a dealer offered as out (the oldest hand), each busted by the winners "
                   "of the pot that took their last chips").set_defaults(run=cmd_bust_offered)
    rein = sub.add_parser("reinstate", parents=[common], help="put an eliminated player back (a floor decision)")
    rein.add_argument("player", type=player_ref)
    rein.add_argument("--chips", type=chip_count)
    rein.set_defaults(run=cmd_reinstate)
    ren = sub.add_parser("rename", parents=[common],
                         help="correct a registered player's name (and nickname): the same number and results")
    ren.add_argument("player", type=player_ref, metavar="PLAYER", help="number or name")
    ren.add_argument("name", metavar="NEW_NAME")
    ren.add_argument("--nickname", default=None, help="the nickname from now on (default: the one they have; "
                     "\"\" for none)")
    ren.set_defaults(run=cmd_rename)
    buying: tuple[tuple[str, Callable[[Desk, int | str], Done], str, str], ...] = (
        ("rebuy", players.rebuy, "rebought", "a rebuy for a player"),
        ("addon", players.addon, "took the add-on", "an add-on for a player"),
        ("reenter", _reenter, "re-entered", "a new entry for an eliminated player"))
    for name, use, verb, help_text in buying:
        p = sub.add_parser(name, parents=[common], help=help_text)
        p.add_argument("player", type=player_ref)
        p.set_defaults(run=_simple(use, verb))

