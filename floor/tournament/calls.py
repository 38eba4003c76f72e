"""Calls to the floor from the tables: a dealer's tablet names the situation, the floor answers, the table sees it."""

from __future__ import annotations

from floor.core.errors import FloorError, Text
from floor.tournament.events import Event
from floor.tournament.records import CALL_SITUATIONS, CallAnswered, FloorCalled
from floor.tournament.state import TournamentState

MAX_NOTE = 200  # a line, as a dealer types it on a tablet


def call_floor(state: TournamentState, table: int, situation: str, note: str, *, now: float, author: str) -> Event:
    """Table ``table`` calls the floor for ``situation``."""
    if table not in state.tables:
        raise FloorError(Text("there is no table {table}", table=table), code="unknown-table")
    if situation not in CALL_SITUATIONS:
        raise FloorError(Text("a call to the floor is for one of: {known}", known=", ".join(CALL_SITUATIONS)),
                         code="bad-call")
    note = " ".join(note.split())
    if len(note) > MAX_NOTE:
        raise FloorError(Text("a note to the floor is {most} characters at most", most=MAX_NOTE), code="bad-call")
    return Event(FloorCalled(table, situation, note), now, author)


def answer_call(state: TournamentState, call: int, answer: str, *, row_id: str = "", now: float,
                author: str) -> Event:
    """The floor's answer to call ``call``, for the table."""
    if call not in state.calls:
        raise FloorError(Text("there is no call #{call}", call=call), code="unknown-call")
    answer = " ".join(answer.split())
    if not answer:
        raise FloorError(Text("say what the floor decided: the answer is empty"), code="bad-call")
    if len(answer) > MAX_NOTE:
        raise FloorError(Text("an answer is {most} characters at most", most=MAX_NOTE), code="bad-call")
    return Event(CallAnswered(call, answer, row_id), now, author)
