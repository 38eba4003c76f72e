"""Calls to the floor: a table's tablet calls, the floor's phone or console answers (one transaction each)."""

from __future__ import annotations

from floor.tournament import calls
from floor.usecases.desk import Desk, Done, run


def call_floor(desk: Desk, table: int, situation: str, note: str = "") -> Done:
    now, author = desk.now(), desk.author
    return run(desk, lambda state: calls.call_floor(state, table, situation, note, now=now, author=author))


def answer_call(desk: Desk, call: int, answer: str, row_id: str = "") -> Done:
    now, author = desk.now(), desk.author
    return run(desk, lambda state: calls.answer_call(state, call, answer, row_id=row_id, now=now, author=author))
