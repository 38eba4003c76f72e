"""`floor report`: the results report of a tournament as an A4 PDF, the one the console saves and prints.

The content is read as an export reads it (a damaged file: what can be read, each gap said as a warning) and laid
out by the desktop's painter code (``floor.app.report_pdf``: Qt is imported when the command runs, on its offscreen
platform: no screen is needed). The headings are in the desk's language unless ``--language`` names one; the file
is written whole or not at all.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from floor.commands.context import Context, common_options
from floor.commands.inputs import tournament_number
from floor.core.errors import FloorError, Text
from floor.i18n.languages import LANGUAGES

if TYPE_CHECKING:  # the report's content is imported when the command runs: `floor --help` does not load it
    from floor.tournament.describe.report import Report


def cmd_report(ctx: Context, args: argparse.Namespace) -> None:
    from floor.store import export as exporting
    from floor.tournament.describe.report import report

    if args.which is not None:
        if ctx.tournament_id is not None and ctx.tournament_id != args.which:
            raise FloorError(Text("two tournaments given ({first} and {second}): name one", first=args.which,
                                  second=ctx.tournament_id), code="bad-request")
        ctx.tournament_id = args.which
    tid = ctx.tid
    path = Path(args.out) if args.out else Path.cwd() / f"tournament-{tid}-report.pdf"
    if path.is_dir():
        raise FloorError(Text("{path} is a folder: give the name of the PDF file to write", path=path),
                         code="report-failed")
    readable = exporting.read(ctx.store, tid)
    content = report(readable.state, readable.log, now=ctx.now())
    data, pages = _pdf(content, args.language)
    from floor.core.files import write_whole

    try:
        write_whole(path, data)
    except OSError as err:
        raise FloorError(Text("the report could not be written to {path}: {reason}", path=path,
                              reason=err.strerror or err), code="report-failed") from None
    for problem in readable.damage:
        ctx.warn(problem)
    winner = content.winner
    data_out = {"tournament": tid, "file": str(path), "pages": pages, "players": len(content.standings),
                "levels": len(content.structure), "winner": None if winner is None else winner.name}
    said = f"won by {winner.name}" if winner else f"{content.players_left} players still in"
    ctx.answer(data_out, f"Results report of tournament {tid} ({content.title}, {said}) written to {path}: "
                         f"{pages} {'page' if pages == 1 else 'pages'}, {len(content.standings)} players, "
                         f"{len(content.structure)} levels and breaks")


def _pdf(content: Report, asked: str | None) -> tuple[bytes, int]:
    """The PDF in the language asked for (else the desk's); a file Qt could not write is said in one line."""
    from floor.app import report_pdf

    try:
        return report_pdf(content, asked)
    except OSError as err:
        raise FloorError(Text("the report could not be made: {reason}", reason=err.strerror or err),
                         code="report-failed") from None


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = commands.add_parser("report", parents=[common_options()],
                            help="write the results report (standings, prizes, the structure played) as an A4 PDF")
    p.add_argument("which", nargs="?", type=tournament_number, metavar="TOURNAMENT",
                   help="the tournament number (default: the latest one, or --tournament)")
    p.add_argument("--pdf", dest="out", metavar="FILE",
                   help="the PDF file to write (default: tournament-N-report.pdf in the current folder)")
    p.add_argument("--language", choices=LANGUAGES,
                   help="the report's language (default: the desk's, as chosen in the settings)")
    p.set_defaults(run=cmd_report)
