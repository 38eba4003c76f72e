"""`floor hands record|correct|list|export|replay`: the hands recorded at the tables (and corrected by the
floor), as JSON or PHH, and replayed.

``export`` writes every recorded hand (or one table's) as JSON or in the PHH format
(see :mod:`floor.tournament.hands.history` for what a PHH file can and cannot say about a
hand Floor recorded); ``replay`` reads such a file back and replays each hand's showdown,
reporting whether the result is the one recorded. Exit status: 0 every hand the same,
1 some hand differs, 2 the file cannot be read.
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import datetime
from pathlib import Path
from typing import Any, TextIO

from floor.commands.context import Context, common_options
from floor.commands.inputs import (
    hand_number,
    player_ref,
    read_input,
    read_json,
    seat_number,
    shown,
    source_name,
    table_number,
)
from floor.core.errors import FloorError
from floor.core.files import write_whole
from floor.tournament import codec
from floor.tournament.describe import describe, names_of
from floor.tournament.hands import history as hh
from floor.tournament.hands import phh
from floor.tournament.hands import recorded as recordedhands
from floor.tournament.hands import replay as handreplay
from floor.tournament.records import HandRecorded
from floor.usecases import hands as handcases

EXIT_DIFFERENT = 1
EXIT_REFUSED = 2


def _hands(ctx: Context, table: int | None) -> list[recordedhands.HandRecord]:
    return recordedhands.recorded_hands(ctx.store.history(ctx.tid), table=table)


def _where(table: int | None) -> str:
    return "" if table is None else f" at table {table}"


def cmd_list(ctx: Context, args: argparse.Namespace) -> None:
    hands = _hands(ctx, args.table)
    lines = [f"Table {h.table} hand {h.hand}: level {h.level}, {h.game}, dealer {h.dealer}, "
             f"{datetime.fromtimestamp(h.at):%H:%M:%S} — {hh.summary(h)}" for h in hands]
    text = "\n".join(lines) if lines else f"No hand recorded{_where(args.table)} yet."
    ctx.answer([codec.write(h) for h in hands], text)


def cmd_export(ctx: Context, args: argparse.Namespace) -> None:
    hands = _hands(ctx, args.table)
    if not hands:
        raise FloorError(f"no hand recorded{_where(args.table)} yet: nothing to export", code="no-hands")
    out = Path(args.out)
    left_out: list[tuple[recordedhands.HandRecord, str]] = []
    if args.format == hh.JSON:
        text, written = hh.to_json(hands), hands
    else:
        exported = phh.to_phh(hands, single=out.suffix.lower() == ".phh")
        text, written, left_out = exported.text, list(exported.written), list(exported.left_out)
        if not written:
            raise FloorError(f"none of the {len(hands)} hands can be written as PHH ({_reasons(left_out)}): "
                             "export them with --format json", code="no-phh-code")
    try:
        write_whole(out, text.encode("utf-8"))
    except OSError as err:
        raise FloorError(f"cannot write {out}: {err.strerror}", code="no-file") from None
    data = {"tournament": ctx.tid, "file": str(out), "format": args.format, "hands": len(written),
            "left_out": [{"table": h.table, "hand": h.hand, "game": h.game, "reason": why} for h, why in left_out]}
    lines = [f"Wrote {len(written)} hand{'s' if len(written) != 1 else ''}{_where(args.table)} "
             f"to {out} ({args.format.upper()})."]
    if left_out:
        lines.append(f"Left out {len(left_out)} hand{'s' if len(left_out) != 1 else ''}, {_reasons(left_out)}: "
                     + ", ".join(f"table {h.table} hand {h.hand}" for h, _ in left_out)
                     + " — export them with --format json.")
    ctx.answer(data, "\n".join(lines))


def _reasons(left_out: list[tuple[recordedhands.HandRecord, str]]) -> str:
    return "; ".join(dict.fromkeys(why for _, why in left_out))


def cmd_replay(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    """Read the file, replay each hand; its own exit status (1: a hand differs), so it runs raw."""
    try:
        text = read_input(args.file, stdin, encoding="utf-8")
        replayed = handreplay.replay_export(text, source_name(args.file))
    except FloorError as err:
        if args.json:
            stdout.write(json.dumps({"error": err.to_dict()}, ensure_ascii=False) + "\n")
        else:
            sys.stderr.write(f"floor: {err.message}\n")
        return EXIT_REFUSED
    differ = [r for r in replayed if not r.same]
    data: dict[str, Any] = {"file": args.file, "hands": [codec.write(r) for r in replayed],
                            "same": len(replayed) - len(differ), "different": len(differ)}
    if args.json:
        stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
    else:
        lines = [r.line for r in replayed]
        lines.append(f"{len(replayed) - len(differ)} of {len(replayed)} hands replay to the recorded result.")
        stdout.write("\n".join(lines) + "\n")
    return EXIT_DIFFERENT if differ else 0


def seat_player(text: str) -> tuple[int, str]:
    """SEAT=PLAYER (a player by number or name), e.g. 3=17 or 3=Ivan: who sat in the seat for this hand."""
    seat, _, who = text.partition("=")
    if not seat or not who.strip():
        raise argparse.ArgumentTypeError(f"'{shown(text)}': write SEAT=PLAYER, e.g. 3=17 or 3=Ivan")
    return seat_number(seat), player_ref(who)


def cmd_record(ctx: Context, args: argparse.Namespace) -> None:
    """A hand from the command line (the dealer station's headless twin): the showdown request of FILE at TABLE;
    the button moves in the same transaction, and all-in seats that won nothing are offered for elimination.
    ``--seat`` corrects who sat where, as the dealer does at the station; each player is checked the same way."""
    request = read_json(args.file, getattr(args, "stdin", sys.stdin))
    done = handcases.record_hand(ctx.desk, args.table, request, all_in=args.all_in or [],
                                 corrections=args.seat or [])
    recorded = done.event.body(HandRecorded)
    pushes = ", ".join(f"seat {seat}: {chips:,}" for seat, chips in recorded.payouts.items())
    lines = [f"Table {args.table} hand {done.hand} recorded ({recorded.game}): {pushes}"]
    if done.offered:
        lines.append("Out of chips, for the floor to confirm: "
                     + ", ".join(f"{o.name} (floor player bust {o.player})" for o in done.offered))
    ctx.answer({"event": done.event.to_dict(), "offered": [o.player for o in done.offered]}, "\n".join(lines))


def cmd_correct(ctx: Context, args: argparse.Namespace) -> None:
    """A confirmed hand corrected by the floor (wrong chips, wrong winner): FILE is the corrected showdown request,
    judged again; the stacks move by the difference, and the history keeps the reason and who."""
    request = read_json(args.file, getattr(args, "stdin", sys.stdin))
    done = handcases.correct_hand(ctx.desk, args.table, args.hand, request, args.reason)
    event = done.events[0]
    ctx.answer({"event": event.to_dict()}, str(describe(event, names_of(done.state))))


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    common = common_options()
    p = commands.add_parser("hands", help="the hands recorded at the tables: list, export (JSON, PHH), replay")
    sub = p.add_subparsers(dest="hands_command", metavar="ACTION", required=True)

    record = sub.add_parser("record", parents=[common], help="record a hand's showdown at a table (FILE: a "
                            "showdown request, as `floor showdown` reads); the button moves on")
    record.add_argument("table", type=table_number, metavar="TABLE")
    record.add_argument("file", metavar="FILE", help="the showdown request as JSON (- : standard input)")
    record.add_argument("--all-in", type=seat_number, action="append", metavar="SEAT",
                        help="a seat that was all in (if it wins nothing, it is offered for elimination)")
    record.add_argument("--seat", type=seat_player, action="append", metavar="SEAT=PLAYER",
                        help="who sat in SEAT for this hand when the seating is behind (a player by number or "
                        "name), as the dealer corrects it at the station: a player sits in one seat and must "
                        "still be in")
    record.set_defaults(run=cmd_record)

    correct = sub.add_parser("correct", parents=[common], help="correct a confirmed hand (FILE: its corrected "
                             "showdown request); the stacks move by the difference, logged with --reason")
    correct.add_argument("table", type=table_number, metavar="TABLE")
    correct.add_argument("hand", type=hand_number, metavar="HAND", help="the hand's number at the table")
    correct.add_argument("file", metavar="FILE", help="the corrected showdown request as JSON (- : standard input)")
    correct.add_argument("--reason", required=True, help="why the hand is corrected (kept in its history)")
    correct.set_defaults(run=cmd_correct)

    listing = sub.add_parser("list", parents=[common], help="every recorded hand, oldest first")
    listing.add_argument("--table", type=table_number, metavar="N", help="only the hands of table N")
    listing.set_defaults(run=cmd_list)

    export = sub.add_parser("export", parents=[common], help="write the recorded hands as JSON or PHH",
                            description="PHH (the open poker hand-history format) keeps what Floor records: "
                            "each seat's total and the cards at the showdown, with Floor's request and result "
                            "as _floor_ fields. Games PHH has no code for (five-card Omaha, five-card stud, "
                            "five-card draw) are left out of a PHH file: export them as JSON.")
    export.add_argument("--table", type=table_number, metavar="N", help="only the hands of table N")
    export.add_argument("--format", choices=hh.FORMATS, required=True, help="json or phh")
    export.add_argument("--out", required=True, metavar="FILE",
                        help="the file to write (PHH: one hand into a .phh file is a plain document, "
                        "otherwise [1], [2] ... sections as in a .phhs file)")
    export.set_defaults(run=cmd_export)

    again = sub.add_parser("replay", help="read a JSON or PHH export and replay every hand's showdown",
                           description="Exit status 0: every hand replays to its recorded result; "
                           "1: some hand differs (each difference is printed); 2: the file cannot be read.")
    again.add_argument("file", metavar="FILE", help="a file written by `floor hands export` (- : standard input)")
    again.add_argument("--json", action="store_true", help="print machine-readable JSON")
    again.set_defaults(raw=cmd_replay)
