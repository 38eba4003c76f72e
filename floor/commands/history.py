"""`floor undo|redo|history`."""

from __future__ import annotations

import argparse
from datetime import datetime

from floor.commands.context import Context, common_options
from floor.procedures.rulebook import load_rulebook
from floor.store.export import shown_payload
from floor.tournament.describe import names_of, narrate, prizes_of
from floor.tournament.events import Redone, Undone
from floor.usecases import history


def cmd_undo(ctx: Context, args: argparse.Namespace) -> None:
    (event,) = history.undo(ctx.desk).events
    taken = event.body(Undone)
    ctx.answer(event.to_dict(), f"Undone: #{taken.target} {taken.target_kind}")


def cmd_redo(ctx: Context, args: argparse.Namespace) -> None:
    (event,) = history.redo(ctx.desk).events
    taken = event.body(Redone)
    ctx.answer(event.to_dict(), f"Redone: #{taken.target} {taken.target_kind}")



def cmd_history(ctx: Context, args: argparse.Namespace) -> None:
    """Every action as ``#seq  HH:MM:SS  author  sentence`` (``--json``: the events themselves).

    In a damaged file every event that can be read is shown, and each one that cannot is named.
    """
    log, unreadable = ctx.store.readable_history(ctx.tid)
    state, first = ctx.store.readable_state(ctx.tid)
    if first is not None and all(err.seq != first.seq for err in unreadable):  # it reads, but does not fold
        unreadable.append(first)
        log = [e for e in log if e.seq != first.seq]
    for err in unreadable:
        ctx.warn(err.message)
    shown = [{**e.to_dict(), "payload": shown_payload(e)} for e in log]  # (never a page token)
    if ctx.as_json:
        ctx.answer(shown, "")
        return
    titles = {row.id: row.title for row in load_rulebook().rows}
    sentences = narrate(log, names_of(state), titles=titles, prizes=prizes_of(state))
    lines = [(e.seq, f"#{e.seq:<5} {datetime.fromtimestamp(e.at):%H:%M:%S}  {e.author:<12} {said}")
             for e, said in zip(log, sentences, strict=True)]
    lines += [(err.seq, f"#{err.seq:<5} {'?':<8}  {'?':<12} (this event cannot be read)") for err in unreadable]
    ctx.answer(shown, "\n".join(line for _, line in sorted(lines)))


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    common = common_options()
    commands.add_parser("undo", parents=[common], help="take back the last action").set_defaults(run=cmd_undo)
    commands.add_parser("redo", parents=[common], help="restore the action last undone").set_defaults(run=cmd_redo)
    commands.add_parser("history", parents=[common], help="every action, who and when").set_defaults(run=cmd_history)
