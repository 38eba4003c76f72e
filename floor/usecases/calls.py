"""Calls to the floor: a table's tablet calls, the floor's phone or console answers (one transaction each)."""

from __future__ import annotations

from floor.core.errors import FloorError, Text
from floor.procedures.rulebook import load_rulebook
from floor.tournament import calls
from floor.usecases import pairing
from floor.usecases.desk import Desk, Done, run
from floor.usecases.intent import intent


@intent("calls.call_floor", pairing.CALL_FLOOR, table="table")
def call_floor(desk: Desk, table: int, situation: str, note: str = "") -> Done:
    now, author = desk.now(), desk.author
    return run(desk, lambda state: calls.call_floor(state, table, situation, note, now=now, author=author))


@intent("calls.answer_call", pairing.ANSWER_CALL)
def answer_call(desk: Desk, call: int, answer: str, row_id: str = "") -> Done:
    """The floor's answer; ``row_id``, when given, the rulebook's row it follows (an id the rulebook has)."""
    now, author = desk.now(), desk.author
    row_id = row_id.strip().upper()
    if row_id and row_id not in {row.id for row in load_rulebook().rows}:
        raise FloorError(Text("the rulebook has no rule {row}: give its id as the rulebook writes it (MD-01), or "
                              "none", row=row_id), code="unknown-rule")
    return run(desk, lambda state: calls.answer_call(state, call, answer, row_id=row_id, now=now, author=author))
