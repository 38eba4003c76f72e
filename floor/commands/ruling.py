"""`floor ruling list|show|decide|log` and `floor deck check`: the house procedures from the command line.

`decide FILE` reads a situation (JSON) and prints the one row it finds, or names the gap;
with `--confirm` or `--override REASON` the ruling is recorded (an append-only event).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Mapping
from typing import Any

from floor.commands.context import Context, common_options
from floor.commands.inputs import card_count, hand_number, read_json, table_number
from floor.core.errors import FloorError, Text
from floor.procedures import rulings
from floor.procedures.deckcheck import DeckReport, check_deck
from floor.procedures.engine import Decision, decide
from floor.procedures.profile import tournament_settings
from floor.procedures.rulebook import Row, load_rulebook
from floor.procedures.situations import Situation
from floor.procedures.vocabulary import INPUT_FACTS, SEAT, SEAT_MAP, SEATS
from floor.usecases import rulings as ruled

_SEAT_TEXT = re.compile(r"\s*[0-9]{1,18}\s*")


def _seats_readable(data: Any) -> Any:
    """``data`` unchanged, or a refusal of a seat Situation.from_dict cannot turn into a number: a key of
    "contributions" that is not digits ("x", "²", 5,000 digits), a seat written "²", contributions given as a list.
    (Situation reads them with int() before it checks them: a ValueError there, not a refusal.)"""
    if not isinstance(data, Mapping):
        return data  # Situation.from_dict says what a situation is
    for name, value in data.items():
        kind = INPUT_FACTS.get(name) if isinstance(name, str) else None
        if kind == SEAT_MAP and not isinstance(value, Mapping):
            raise FloorError(Text('{name} must map seats to chips, e.g. {{"3": 1200}}', name=name),
                             code="bad-situation")
        seats = list(value) if kind == SEAT_MAP else [value] if kind == SEAT else value if kind == SEATS else []
        what = Text("a seat in {name}", name=name) if kind == SEAT_MAP else name
        for seat in seats if isinstance(seats, list) else []:
            if isinstance(seat, str) and not _SEAT_TEXT.fullmatch(seat):
                raise FloorError(Text("{name} must be a seat number (1 or more), not {value!r}", name=what,
                                      value=seat[:24]), code="bad-situation")
    return data


def _row_dict(row: Row) -> dict[str, Any]:
    return {"id": row.id, "table": row.table, "title": row.title, "situation": list(row.situation),
            "ruling": row.ruling, "sources": list(row.sources), "product_default": row.product_default,
            "conflicts": list(row.conflicts), "variants": [v.key for v in row.variants]}


def cmd_list(ctx: Context, args: argparse.Namespace) -> None:
    book = load_rulebook()
    rows = book.search(args.search) if args.search else list(book.rows)
    if args.table:
        rows = [r for r in rows if r.table.upper() == args.table.upper()]
    lines = [f"{r.id:<6} {r.title}" for r in rows] or ["No row matches."]
    ctx.answer({"version": book.version, "rows": [_row_dict(r) for r in rows]},
               "\n".join([f"Rulebook {book.version}", *lines]))


def cmd_show(ctx: Context, args: argparse.Namespace) -> None:
    row = load_rulebook().row(args.id)
    lines = [f"{row.id} — {row.title} ({row.table})", f"When: {', '.join(row.situation)}", row.ruling,
             f"Sources: {'; '.join(row.sources)}"]
    lines += [f"  if {v.key}: {v.ruling}" for v in row.variants]
    if row.product_default:
        lines.append("[product default: the house must approve it]")
    ctx.answer(_row_dict(row), "\n".join(lines))


def _decision_text(decision: Decision) -> str:
    row, variant, used = decision.row, decision.variant, decision.settings_used()
    lines = [f"{row.id} — {row.title}" + (f" ({variant.key})" if variant and variant.key else ""), decision.ruling]
    lines += [f"  {line}" for line in decision.outcome.lines]
    lines.append(f"Sources: {'; '.join(decision.sources)}")
    if used:
        lines.append("House settings: " + ", ".join(f"{k}={v}" for k, v in used.items()))
    return "\n".join(lines)


def cmd_decide(ctx: Context, args: argparse.Namespace) -> None:
    situation = Situation.from_dict(_seats_readable(read_json(args.file, getattr(args, "stdin", sys.stdin))))
    house = tournament_settings(ctx.store.state(ctx.tid))
    decision = decide(load_rulebook(), situation, house)
    if not (args.confirm or args.override):
        ctx.answer(decision.to_dict(), _decision_text(decision))
        return
    done = (ruled.override(ctx.desk, decision, args.override, table=args.table, hand=args.hand)
            if args.override is not None else ruled.confirm(ctx.desk, decision, table=args.table, hand=args.hand))
    event = done.events[-1]
    verdict = "overridden: " + args.override if args.override else "confirmed"
    ctx.answer(event.to_dict(), f"{_decision_text(decision)}\nRuling #{event.seq} {verdict} by {ctx.author}")


def cmd_log(ctx: Context, args: argparse.Namespace) -> None:
    records = rulings.rulings_log(ctx.store.history(ctx.tid), row=args.row, table=args.table)
    if args.csv:
        ctx.stdout.write(rulings.to_csv(records))
        return
    rows = rulings.export_rows(records)
    lines = [f"#{r['ruling_id']} {r['row_id']} {r['decision']}" + (f" table {r['table']}" if r["table"] else "")
             for r in rows] or ["No ruling recorded."]
    ctx.answer(rows, "\n".join(lines))


def cmd_deck(ctx: Context, args: argparse.Namespace) -> None:
    report = DeckReport(args.game, counted=args.count, duplicates=tuple(args.duplicate or ()),
                        different_backs=args.different_backs, marked=args.marked, jokers=args.jokers,
                        deliberate=args.deliberate)
    house = tournament_settings(ctx.store.state(ctx.tid))
    verdict = check_deck(load_rulebook(), report, hs=args.hs, house=house)
    data = verdict.to_dict()
    found = [f"  {row}: {words}" for row, words in verdict.findings]
    head = "The deck is defective." if verdict.defective else "The deck is good."
    ctx.answer(data, "\n".join([head, *found, verdict.action]))


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    common = common_options()
    group = commands.add_parser("ruling", help="the house procedures: rows, rulings for a situation, the log")
    sub = group.add_subparsers(dest="action", metavar="ACTION", required=True)
    ls = sub.add_parser("list", parents=[common], help="the rows of the rulebook (DT-7 to DT-12)")
    ls.add_argument("--table", help="one table, e.g. DT-8")
    ls.add_argument("--search", help="rows holding every word, e.g. 'joker misdeal'")
    ls.set_defaults(run=cmd_list)
    show = sub.add_parser("show", parents=[common], help="one row, its ruling and sources")
    show.add_argument("id", help="e.g. DD-05")
    show.set_defaults(run=cmd_show)
    dec = sub.add_parser("decide", parents=[common], help="the ruling for a situation (JSON), or the gap")
    dec.add_argument("file", help="the situation as JSON (- : standard input)")
    how = dec.add_mutually_exclusive_group()
    how.add_argument("--confirm", action="store_true", help="record the ruling as proposed")
    how.add_argument("--override", metavar="REASON", help="record that the floor ruled otherwise, and why")
    dec.add_argument("--table", type=table_number, help="the table it happened at")
    dec.add_argument("--hand", type=hand_number, help="the hand number at that table")
    dec.set_defaults(run=cmd_decide)
    log = sub.add_parser("log", parents=[common], help="the rulings recorded, oldest first")
    log.add_argument("--row", help="a row or a table prefix, e.g. DD-05 or DD")
    log.add_argument("--table", type=table_number)
    log.add_argument("--csv", action="store_true", help="as CSV")
    log.set_defaults(run=cmd_log)

    deck = commands.add_parser("deck", help="check a deck: count, duplicates, backs, marks (DD-01 to DD-04)")
    dsub = deck.add_subparsers(dest="action", metavar="ACTION", required=True)
    chk = dsub.add_parser("check", parents=[common], help="is this deck defective, and what to do")
    chk.add_argument("--game", default="holdem")
    chk.add_argument("--count", type=card_count, help="the cards counted")
    chk.add_argument("--duplicate", action="append", metavar="CARD", help="a card found twice")
    chk.add_argument("--different-backs", type=card_count, default=0)
    chk.add_argument("--marked", type=card_count, default=0)
    chk.add_argument("--jokers", type=card_count, default=0)
    chk.add_argument("--deliberate", action="store_true", help="the marks were made on purpose")
    chk.add_argument("--hs", default="HS0", help="the hand state (HS0 between hands, HS4 betting begun ...)")
    chk.set_defaults(run=cmd_deck)
