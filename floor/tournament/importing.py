"""Reading a pre-registration list (CSV: name, nickname, member id) into registrations, all or nothing."""

from __future__ import annotations

import csv
from collections.abc import Callable, Sequence
from pathlib import Path

from floor.core.errors import FloorError, Text
from floor.tournament import players as actions
from floor.tournament.events import Event
from floor.tournament.state import TournamentState

Row = tuple[str, str, str, int]  # name, nickname, member id, line number in the file


def read_registrations(path: Path) -> list[Row]:
    """name, nickname, member id per row (a header row is optional); refuses the whole file on a bad row (an empty
    name, one longer than a seat card shows, too many columns), naming its line."""
    try:
        text = path.read_text(encoding="utf-8-sig")
    except OSError as err:
        raise FloorError(Text("cannot read {path}: {strerror}",
                              path=path, strerror=err.strerror), code="no-file") from None
    rows = list(csv.reader(text.splitlines()))
    if rows and [c.strip().lower() for c in rows[0]][:1] == ["name"]:
        rows = rows[1:]
        first = 2
    else:
        first = 1
    out = []
    for line, row in enumerate(rows, start=first):
        if not row or not any(c.strip() for c in row):
            continue
        if len(row) > 3:
            raise FloorError(Text("{name} line {line}: {row_count} columns; expected name, nickname, member id",
                                  name=path.name, line=line, row_count=len(row)),
                             code="bad-import")
        name, nickname, member = [*row, "", "", ""][:3]
        if not name.strip():
            raise FloorError(Text("{name} line {line}: the name is empty",
                                  name=path.name, line=line), code="bad-import")
        try:
            actions.verify_name(name, nickname)
        except FloorError as err:  # too long: refused here, before any registration, with its line
            raise FloorError(Text("{name} line {line}: {message}", name=path.name, line=line, message=err.message),
                             code=err.code) from None
        out.append((name.strip(), nickname.strip(), member.strip(), line))
    return out


def _registration(name: str, nickname: str, member: str, line: int, now: float,
                  author: str) -> Callable[[TournamentState], Event]:
    def action(state: TournamentState) -> Event:
        try:
            return actions.register(state, name, now=now, author=author, level=state.level(now),
                                    nickname=nickname, member_id=member)
        except FloorError as err:
            raise FloorError(Text("line {line}: {message}", line=line, message=err.message), code=err.code) from None
    return action




def registrations(rows: Sequence[Row], *, now: float, author: str) -> list[Callable[[TournamentState], Event]]:
    """One registration action per row; a refused one names its line in the file."""
    return [_registration(*row, now, author) for row in rows]
