"""`floor player add|import|list|bust|reinstate|rebuy|addon|reenter`."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

from floor.commands.context import Context, common_options
from floor.commands.inputs import chip_count, player_ref, text_encoding
from floor.commands.seating import RNG, proposal_line
from floor.tournament import players as actions
from floor.tournament import prizes
from floor.tournament.events import Event
from floor.tournament.importing import read_registrations, registrations
from floor.tournament.ordinals import ordinal
from floor.tournament.seating import actions as seating
from floor.tournament.state import Player, TournamentState


def _player_line(p: Player) -> str:
    status = "playing" if p.playing else f"out, {ordinal(p.place)}" + (
        f" (shared by {p.shared_with})" if p.shared_with > 1 else "")
    extras = [f"{n} {what}" for n, what in ((p.entries - 1, "re-entries"), (p.rebuys, "rebuys"), (p.addons, "add-ons"))
              if n]
    return f"{p.id:>5}  {p.label}  [{status}]" + (f"  {', '.join(extras)}" if extras else "")


def cmd_add(ctx: Context, args: argparse.Namespace) -> None:
    """Register; once the seats are drawn, the newcomer draws a seat in the same transaction (SE-04)."""
    now = ctx.now()

    def register(s: TournamentState) -> Event:
        return actions.register(s, args.name, now=now, author=ctx.author, level=s.level(now),
                                nickname=args.nickname, member_id=args.member_id)

    steps = [register]
    if ctx.store.state(ctx.tid).tables:
        steps.append(lambda s: seating.seat(s, s.last_player, rng=RNG, now=now, author=ctx.author))
    events, state = ctx.store.act_all(ctx.tid, steps)
    player = state.players[events[0].payload["player"]]
    where = state.seat_of(player.id)
    ctx.answer({**player.to_dict(), "table": where[0] if where else None, "seat": where[1] if where else None},
               f"Registered player {player.id}: {player.label}"
               + (f" — table {where[0]}, seat {where[1]}" if where else ""))


def cmd_import(ctx: Context, args: argparse.Namespace) -> None:
    now = ctx.now()
    rows = read_registrations(Path(args.file), args.encoding)
    done, _ = ctx.store.act_all(ctx.tid, registrations(rows, now=now, author=ctx.author))
    ctx.answer({"registered": len(done)}, f"Registered {len(done)} players from {args.file}")


def cmd_list(ctx: Context, args: argparse.Namespace) -> None:
    state = ctx.store.state(ctx.tid)
    ordered = sorted(state.players.values(), key=lambda p: (not p.playing, p.place or 0, p.id))
    ctx.answer([p.to_dict() for p in ordered], "\n".join(_player_line(p) for p in ordered) or "No players yet.")


def cmd_bust(ctx: Context, args: argparse.Namespace) -> None:
    now = ctx.now()
    event, state = ctx.store.act(ctx.tid, lambda s: actions.eliminate(s, args.players, now=now, author=ctx.author))
    out = [state.players[pid] for pid in event.payload["players"]]
    place = out[0].place or 0
    last = ordinal(place + len(out) - 1)
    shared = f" (sharing {ordinal(place)}-{last})" if len(out) > 1 else ""
    amounts = prizes.sheet(state).amounts
    won = {p.id: prizes.prize(state, p, amounts) for p in out}
    lines = [f"{p.label} finished {ordinal(p.place)}{shared}" + (f", wins {won[p.id]:,}" if won[p.id] else "")
             for p in out]
    if state.tables:  # after each elimination Floor says whether the tables need a move (BB-01)
        lines.append(proposal_line(seating.proposal(state, rng=RNG)))
    ctx.answer([{**p.to_dict(), "prize": won[p.id]} for p in out], "\n".join(lines))


def _simple(action_name: str, verb: str) -> Callable[[Context, argparse.Namespace], None]:
    def run(ctx: Context, args: argparse.Namespace) -> None:
        now = ctx.now()
        act = getattr(actions, action_name)
        event, state = ctx.store.act(ctx.tid, lambda s: act(s, args.player, now=now, author=ctx.author,
                                                           level=s.level(now)))
        player = state.players[event.payload["player"]]
        ctx.answer(player.to_dict(), f"{player.label} {verb}")
    return run


def cmd_reinstate(ctx: Context, args: argparse.Namespace) -> None:
    now = ctx.now()
    event, state = ctx.store.act(ctx.tid, lambda s: actions.reinstate(s, args.player, now=now, author=ctx.author,
                                                                      chips=args.chips))
    player = state.players[event.payload["player"]]
    ctx.answer(player.to_dict(), f"{player.label} is back in the tournament")


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
    bust.set_defaults(run=cmd_bust)
    rein = sub.add_parser("reinstate", parents=[common], help="put an eliminated player back (a floor decision)")
    rein.add_argument("player", type=player_ref)
    rein.add_argument("--chips", type=chip_count)
    rein.set_defaults(run=cmd_reinstate)
    buying = (("rebuy", "rebuy", "rebought", "a rebuy for a player"),
              ("addon", "addon", "took the add-on", "an add-on for a player"),
              ("reenter", "reenter", "re-entered", "a new entry for an eliminated player"))
    for name, action_name, verb, help_text in buying:
        p = sub.add_parser(name, parents=[common], help=help_text)
        p.add_argument("player", type=player_ref)
        p.set_defaults(run=_simple(action_name, verb))
