"""`floor tournament new|change|reopen|list|show`."""

from __future__ import annotations

import argparse
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import Any

from floor.commands.context import Context, common_options
from floor.commands.inputs import (
    MAX_CHIPS,
    MAX_LEVEL,
    MAX_PURCHASES,
    amount,
    bounded,
    chip_count,
    level_number,
    read_json,
    seats_per_table,
    shown,
    source_name,
    unit,
    whole,
)
from floor.core.errors import FloorError, Text
from floor.tournament import codec
from floor.tournament.bounties import BountyRule, read_envelopes
from floor.tournament.records import Reopened, SettingsChanged
from floor.tournament.resources import names
from floor.tournament.settings import Purchase, Settings
from floor.tournament.state import TournamentState
from floor.tournament.structure import Structure, structure_from_json, template, template_names
from floor.usecases import tournament, tournaments


def purchase(text: str) -> Purchase:
    """PRICE:CHIPS[:LIMIT[:LAST_LEVEL]], e.g. 100:10000:2:6."""
    parts = text.split(":")
    if not 2 <= len(parts) <= 4 or not all(p.isdigit() for p in parts):
        raise argparse.ArgumentTypeError(f"'{shown(text)}': write PRICE:CHIPS[:LIMIT[:LAST_LEVEL]], e.g. 100:10000:2:6")
    numbers = [whole(parts[0], "the price", 0, MAX_CHIPS), whole(parts[1], "the chips", 0, MAX_CHIPS)]
    numbers += [whole(p, what, 0, most) for p, (what, most) in
                zip(parts[2:], (("the limit", MAX_PURCHASES), ("the last level", MAX_LEVEL)), strict=False)]
    try:
        return Purchase(numbers[0], numbers[1], numbers[2] if len(numbers) > 2 else 1,
                        numbers[3] if len(numbers) > 3 else None)
    except FloorError as err:
        raise argparse.ArgumentTypeError(f"'{shown(text)}': {err.message}") from None


def overview(state: TournamentState) -> dict[str, Any]:
    s = state.settings
    return {"id": state.id, "name": s.name, "settings": codec.write(s), "entries": state.entries,
            "playing": state.players_left, "rebuys": state.rebuys, "addons": state.addons, "events": state.seq}


def load_structure(name_or_file: str) -> Structure:
    """A template by name (turbo, standard, deep-stack, horse) or a JSON file."""
    if name_or_file in template_names():
        return template(name_or_file)
    path = Path(name_or_file)
    if path.suffix == ".json" or _is_there(path):
        data = read_json(name_or_file, None)
        try:
            return structure_from_json(data)
        except FloorError as err:
            raise FloorError(Text("{file}: {message}", file=source_name(name_or_file), message=err.message),
                             code=err.code) from None
    raise FloorError(f"no structure called '{shown(name_or_file)}': the templates are {', '.join(template_names())}, "
                     "or give a JSON file", code="bad-structure")


def _is_there(path: Path) -> bool:
    """Whether something is at ``path`` (a name too long for a path is not a file there)."""
    try:
        return path.exists()
    except (OSError, ValueError):
        return False


def payout_table(name: str) -> str:
    """An argparse ``type``: one of the payout tables in resources/payouts."""
    known = names("payouts")
    if name not in known:
        raise argparse.ArgumentTypeError(Text("there is no payout table called {name!r} (the tables: {known})",
                                              name=shown(name), known=", ".join(known)))
    return name


def bounty_rule(args: argparse.Namespace) -> BountyRule | None:
    """``--bounty KIND:AMOUNT[:UNIT]`` with a mystery bounty's ``--envelopes`` and ``--mystery-from``."""
    if args.bounty is None:
        if args.envelopes is not None or args.mystery_from is not None:
            raise FloorError(Text("--envelopes and --mystery-from go with --bounty mystery:AMOUNT"), code="bad-setting")
        return None
    kind, _, rest = args.bounty.partition(":")
    amount, _, unit = rest.partition(":")
    if not amount.isdigit() or (unit and not unit.isdigit()) or len(rest) > 24:
        raise FloorError(Text("--bounty is KIND:AMOUNT[:UNIT] (knockout, progressive or mystery), e.g. "
                              "progressive:200:25, not {given!r}", given=shown(args.bounty)), code="bad-setting")
    return BountyRule(kind, int(amount), int(unit or 1),
                      read_envelopes(args.envelopes) if args.envelopes is not None else (), args.mystery_from)


def cmd_new(ctx: Context, args: argparse.Namespace) -> None:
    structure = load_structure(args.structure)
    settings = Settings(args.name, buy_in=args.buy_in, fee=args.fee, starting_stack=args.stack,
                        rebuy=args.rebuy, addon=args.addon, reentry=args.reentry,
                        late_registration_level=args.late_registration, seats_per_table=args.seats,
                        guarantee=args.guarantee, payout_unit=args.unit, payout_table=args.payouts,
                        bounty=bounty_rule(args))
    made = tournaments.create(ctx.store, settings, structure, now=ctx.now(), author=ctx.author)
    ctx.answer(overview(made.state), f"Tournament {made.tournament} created: {made.name}")


CHANGEABLE = {"name": "name", "buy_in": "buy_in", "fee": "fee", "stack": "starting_stack", "guarantee": "guarantee",
              "unit": "payout_unit", "payouts": "payout_table", "late_registration": "late_registration_level",
              "seats": "seats_per_table", "rebuy": "rebuy", "addon": "addon", "reentry": "reentry"}


def cmd_change(ctx: Context, args: argparse.Namespace) -> None:
    """The same change Tournament settings… makes, while the rules allow (floor.tournament.retune)."""
    state = ctx.store.state(ctx.tid)
    given = {field: getattr(args, option) for option, field in CHANGEABLE.items()
             if getattr(args, option, None) is not None}
    if args.no_late_registration:
        given["late_registration_level"] = None
    for kind in ("rebuy", "addon", "reentry"):
        if getattr(args, f"no_{kind}"):
            given[kind] = None
    settings = replace(state.settings, **given)
    done = tournament.change_settings(ctx.desk, settings)
    event, state = done.events[-1], done.state
    ctx.answer(overview(state), f"Tournament {state.id} changed: " +
               ", ".join(f"{k} {v}" for k, v in (event.data.changes if isinstance(event.data, SettingsChanged)
                                                  else {}).items()))


def cmd_reopen(ctx: Context, args: argparse.Namespace) -> None:
    """A finished tournament opened again, the reason kept in its history (Tournament › Reopen… in the console)."""
    done = tournament.reopen(ctx.desk, args.reason)
    state = done.state
    ctx.answer(overview(state), f"Tournament {state.id} reopened: {done.events[-1].body(Reopened).reason}")


def cmd_list(ctx: Context, args: argparse.Namespace) -> None:
    ctx.store.must_exist()
    rows = ctx.store.tournaments()
    data = [{"id": r.id, "name": r.name, "created_at": r.created_at, "entries": r.entries, "playing": r.playing}
            for r in rows]
    lines = [f"{r.id:>4}  {datetime.fromtimestamp(r.created_at):%Y-%m-%d %H:%M}  {r.name}  "
             f"({r.entries} entries, {r.playing} playing)" for r in rows]
    ctx.answer(data, "\n".join(lines) or "No tournaments yet.")


def cmd_show(ctx: Context, args: argparse.Namespace) -> None:
    state = ctx.store.state(ctx.tid)
    data = overview(state)
    s = state.settings
    text = (f"Tournament {state.id}: {s.name}\n"
            f"Buy-in {s.buy_in} + {s.fee} fee, starting stack {s.starting_stack}\n"
            f"Entries {state.entries}, playing {state.players_left}, rebuys {state.rebuys}, add-ons {state.addons}")
    ctx.answer(data, text)


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    common = common_options()
    group = commands.add_parser("tournament", help="create, list and show tournaments")
    sub = group.add_subparsers(dest="action", metavar="ACTION", required=True)
    new = sub.add_parser("new", parents=[common], help="create a tournament")
    new.add_argument("name")
    new.add_argument("--buy-in", type=amount, required=True,
                     help="the part of the buy-in that goes to the prize pool")
    new.add_argument("--fee", type=amount, default=0, help="the house's part")
    new.add_argument("--stack", type=chip_count, required=True, help="starting stack in chips")
    new.add_argument("--rebuy", type=purchase, help="PRICE:CHIPS[:LIMIT[:LAST_LEVEL]]")
    new.add_argument("--addon", type=purchase, help="PRICE:CHIPS[:LIMIT[:LAST_LEVEL]]")
    new.add_argument("--reentry", type=purchase, help="PRICE:CHIPS[:LIMIT[:LAST_LEVEL]]")
    new.add_argument("--late-registration", type=level_number, metavar="LEVEL",
                     help="the last level players may register")
    new.add_argument("--seats", type=seats_per_table, default=9, help="seats per table (default 9)")
    new.add_argument("--guarantee", type=amount, default=0)
    new.add_argument("--unit", type=unit, default=1, help="round prizes down to this unit (the rest to 1st)")
    new.add_argument("--payouts", type=payout_table, default="standard", metavar="TABLE",
                     help="the payout table (resources/payouts; default: standard)")
    new.add_argument("--structure", default="standard",
                     help="a template (turbo, standard, deep-stack, horse) or a JSON file (default: standard)")
    new.add_argument("--bounty", metavar="KIND:AMOUNT[:UNIT]",
                     help="bounties (knockout, progressive or mystery): AMOUNT of each buy-in goes to them, paid in "
                     "multiples of UNIT (default 1)")
    new.add_argument("--envelopes", metavar="POOL",
                     help='a mystery bounty\'s envelopes, e.g. "5000; 1000 x 4; 500 x 20"')
    new.add_argument("--mystery-from", type=bounded("a number of players", 2, 10_000), metavar="PLAYERS",
                     help="knockouts draw an envelope once this many players or fewer are left (default: every one)")
    new.set_defaults(run=cmd_new)
    change = sub.add_parser("change", parents=[common], help="change the settings while the rules allow "
                            "(what was paid stays as it was)")
    change.add_argument("--name")
    for option, number in (("buy-in", amount), ("fee", amount), ("stack", chip_count), ("guarantee", amount),
                           ("unit", unit), ("seats", seats_per_table)):
        change.add_argument(f"--{option}", type=number)
    change.add_argument("--payouts", type=payout_table, metavar="TABLE")
    change.add_argument("--late-registration", type=level_number, metavar="LEVEL")
    change.add_argument("--no-late-registration", action="store_true", help="registration open to the end")
    for kind in ("rebuy", "addon", "reentry"):
        change.add_argument(f"--{kind}", type=purchase, help="PRICE:CHIPS[:LIMIT[:LAST_LEVEL]]")
        change.add_argument(f"--no-{kind}", action="store_true", help=f"no {kind} from now on")
    change.set_defaults(run=cmd_change)
    reopen = sub.add_parser("reopen", parents=[common], help="open a finished tournament again (logged, with the "
                            "reason): until then only reading, the report and the export")
    reopen.add_argument("--reason", required=True, help="why it is reopened (kept in its history)")
    reopen.set_defaults(run=cmd_reopen)
    sub.add_parser("list", parents=[common], help="every tournament in the database").set_defaults(run=cmd_list)
    sub.add_parser("show", parents=[common], help="one tournament's settings and counts").set_defaults(run=cmd_show)
