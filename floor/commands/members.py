"""`floor member list|find|add|merge|link|results`: the club's members in the database (floor/store/members.py, the
same list the console's registration type-ahead and Tournament › Members… read); adding, merging and linking a
player are the use cases of :mod:`floor.usecases.members`."""

from __future__ import annotations

import argparse

from floor.commands.context import Context, common_options
from floor.store.members import Members
from floor.tournament.memberlinks import MemberLinked
from floor.tournament.ordinals import ordinal
from floor.usecases import members


def _line(member_id: str, label: str, same: str = "") -> str:
    return f"{member_id:>10}  {label}" + (f"  (same person as {same})" if same else "")


def cmd_list(ctx: Context, args: argparse.Namespace) -> None:
    ctx.store.must_exist()
    every = Members(ctx.store).all()
    shown = (Members(ctx.store).find(args.typed, limit=50) if args.typed
             else sorted(every.values(), key=lambda m: (m.name.casefold(), m.member_id)))
    ctx.answer([{"member_id": m.member_id, "name": m.name, "nickname": m.nickname, "merged_into": m.merged_into}
                for m in shown],
               "\n".join(_line(m.member_id, m.label, m.merged_into or "") for m in shown) or "No members.")


def cmd_add(ctx: Context, args: argparse.Namespace) -> None:
    made = members.add(Members(ctx.store), args.name, args.nickname, args.member_id, now=ctx.now())
    ctx.answer({"member_id": made.member_id, "name": made.name, "nickname": made.nickname},
               f"Member added: {made.label}, id {made.member_id}")


def cmd_merge(ctx: Context, args: argparse.Namespace) -> None:
    kept = members.merge(Members(ctx.store), args.duplicate, args.into, now=ctx.now())
    ctx.answer({"duplicate": args.duplicate, "member_id": kept.member_id},
               f"{args.duplicate} is now {kept.label} ({kept.member_id}): their results are one member's")


def cmd_link(ctx: Context, args: argparse.Namespace) -> None:
    linked = members.link(ctx.desk, Members(ctx.store), args.player, args.member_id)
    player = linked.done.state.player(linked.done.events[0].body(MemberLinked).player)
    ctx.answer({"player": player.id, "member_id": linked.member.member_id},
               f"{player.label} (#{player.id}) is member {linked.member.label} ({linked.member.member_id}): "
               f"their results are the member's")


def cmd_results(ctx: Context, args: argparse.Namespace) -> None:
    ctx.store.must_exist()
    found = Members(ctx.store).results(args.member_id)
    rows = [{"tournament": r.tournament, "title": r.title, "created_at": r.created_at, "place": r.place,
             "prize": r.prize, "entries": r.entries, "rebuys": r.rebuys, "addons": r.addons, "hits": r.hits,
             "bounties": r.bounties} for r in found]
    lines = [f"{r.tournament:>4}  {r.title}: " + (ordinal(r.place) if r.place else "playing")
             + (f", prize {r.prize:,}" if r.prize else "") + (f", bounties {r.bounties:,}" if r.bounties else "")
             for r in found]
    ctx.answer(rows, "\n".join(lines) or "No tournaments played.")


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    common = common_options()
    group = commands.add_parser("member", help="the club's members across tournaments")
    sub = group.add_subparsers(dest="action", metavar="ACTION", required=True)
    listing = sub.add_parser("list", parents=[common], help="every member, or those matching what is typed")
    listing.add_argument("typed", nargs="?", default="", help="a name, nickname or id, or the start of one")
    listing.set_defaults(run=cmd_list)
    add = sub.add_parser("add", parents=[common], help="a new member (Floor makes the id when none is given)")
    add.add_argument("name")
    add.add_argument("--nickname", default="")
    add.add_argument("--member-id", default="")
    add.set_defaults(run=cmd_add)
    merge = sub.add_parser("merge", parents=[common], help="a duplicate is the member INTO: their results are one")
    merge.add_argument("duplicate", metavar="DUPLICATE_ID")
    merge.add_argument("into", metavar="INTO_ID")
    merge.set_defaults(run=cmd_merge)
    link = sub.add_parser("link", parents=[common], help="a player registered without an id is the member MEMBER_ID")
    link.add_argument("player", metavar="PLAYER", help="the player's number or name")
    link.add_argument("member_id", metavar="MEMBER_ID")
    link.set_defaults(run=cmd_link)
    results = sub.add_parser("results", parents=[common], help="every tournament a member played")
    results.add_argument("member_id", metavar="MEMBER_ID")
    results.set_defaults(run=cmd_results)
