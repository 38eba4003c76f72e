"""Reading a pre-registration list (CSV: name, nickname, member id) into registrations, all or nothing.

Also the one way Floor reads a file a person names (:func:`read_file`): a missing file, a folder, a
device, a file it may not read or an empty one is refused in one line naming it, never a traceback;
and TOML (:func:`loads_toml`: house profiles, the rulebook, PHH hand histories) with the same bounds
:func:`floor.core.textinput.loads` puts on JSON.
"""

from __future__ import annotations

import csv
import io
import os
import re
import tomllib
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

from floor.core.errors import FloorError, Text
from floor.core.files import not_a_file
from floor.core.textinput import MAX_DEPTH, MAX_DIGITS, InputError, decode, line_of, one_line, storable
from floor.tournament import players as actions
from floor.tournament.events import Event
from floor.tournament.state import TournamentState

Row = tuple[str, str, str, int]  # name, nickname, member id, line number in the file
MAX_FILE_BYTES = 256 * 1024 * 1024  # far beyond any list, structure, profile or hand history; a disk image is not
FIELDS = (Text("name"), Text("nickname"), Text("member id"))


def printable(text: str) -> str:
    """``text`` with a line break or any other character a terminal does not show escaped (``\\n``, ``\\udcff``):
    a file name may hold them, and a refusal that names the file stays one line."""
    return "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text)


def read_file(path: str | os.PathLike[str]) -> bytes:
    """The bytes of the file at ``path``, or one :class:`FloorError` that names it and says what is wrong.

    The kind of file is looked at before it is opened: a folder, a pipe or a device (``/dev/zero``) is refused,
    never read without end."""
    shown = printable(os.fspath(path))
    why = not_a_file(path)
    if why is not None:
        raise FloorError(Text("cannot read {path}: {reason}", path=shown, reason=why), code="no-file")
    try:
        kind = os.stat(path)
        if kind.st_size > MAX_FILE_BYTES:
            raise FloorError(Text("cannot read {path}: {size:,} bytes is more than any file Floor reads",
                                  path=shown, size=kind.st_size), code="no-file")
        with open(path, "rb") as f:
            data = f.read(MAX_FILE_BYTES + 1)
    except OSError as err:
        raise FloorError(Text("cannot read {path}: {strerror}", path=shown, strerror=err.strerror or str(err)),
                         code="no-file") from None
    except ValueError:  # a NUL byte in the path
        raise FloorError(Text("cannot read {path}: a file name cannot hold a NUL character", path=shown[:80]),
                         code="no-file") from None
    if not data:
        raise FloorError(Text("{path} is empty (0 bytes)", path=shown), code="empty-file")
    return data


_PYTHON_DIGITS = re.compile(r"[0-9_]{4300,}")  # where int() gives up (Python 3.11's limit on digits)


def loads_toml(text: str, what: str) -> dict[str, object]:
    """TOML from ``text``, or one refusal naming ``what``: not TOML, nested deeper than MAX_DEPTH, a whole number
    of more than MAX_DIGITS digits, a lone surrogate. Dates, times and ``inf`` (PHH's unknown stack) are left to
    the reader that knows which keys may hold one."""
    storable(text, what)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise InputError(Text("{what}: not valid TOML: {error}", what=what, error=str(err)), code="not-toml") from None
    except RecursionError:
        raise InputError(Text("{what} nests more than {limit} levels deep: it is not a file Floor reads",
                              what=what, limit=MAX_DEPTH), code="bad-toml") from None
    except ValueError:  # int() refused thousands of digits
        found = _PYTHON_DIGITS.search(text)
        line = line_of(text, found.start()) if found else 1
        raise InputError(Text("{what} line {line}: a number of thousands of digits", what=what, line=line),
                         code="bad-number") from None
    _check_toml(data, what)
    return data


def _check_toml(data: dict[str, Any], what: str) -> None:
    """Depth and whole numbers of a parsed TOML document, naming the key (iterative: no recursion limit)."""
    stack: list[tuple[object, str, int]] = [(value, str(key), 1) for key, value in data.items()]
    while stack:
        item, key, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise InputError(Text("{what} nests more than {limit} levels deep: it is not a file Floor reads",
                                  what=what, limit=MAX_DEPTH), code="bad-toml")
        if isinstance(item, bool):
            continue
        if isinstance(item, int) and abs(item) >= 10**MAX_DIGITS:
            raise InputError(Text("{what}: {key}: the number {number}… has more than {limit} digits",
                                  what=what, key=key, number=str(item)[:12], limit=MAX_DIGITS), code="bad-number")
        if isinstance(item, dict):
            stack.extend((value, f"{key}.{inner}", depth + 1) for inner, value in item.items())
        elif isinstance(item, list):
            stack.extend((value, f"{key}[{i}]", depth + 1) for i, value in enumerate(item))


def _csv_error(name: str, line: int, err: csv.Error) -> InputError:
    """A csv.Error in the floor's words, naming the file and the line."""
    reason = str(err)
    if "field larger than field limit" in reason:
        return InputError(Text("{name} line {line}: a field of more than {limit:,} characters: this is not a list "
                               "of players", name=name, line=line, limit=csv.field_size_limit()), code="bad-import")
    if "expected after" in reason:
        return InputError(Text("{name} line {line}: a quote (\") inside a field: put the whole field in quotes and "
                               "write the quote twice", name=name, line=line), code="bad-import")
    if "unexpected end of data" in reason:
        return InputError(Text("{name} line {line}: a quote (\") opened here is never closed", name=name, line=line),
                          code="bad-import")
    return InputError(Text("{name} line {line} is not CSV: {reason}", name=name, line=line, reason=reason),
                      code="bad-import")


def _records(text: str, name: str) -> Iterator[tuple[int, list[str]]]:
    """Each CSV record with the line it starts on: split by the csv module only (a U+2028 inside a name is no new
    line), strictly (a quote never closed is refused, not read to the end of the file)."""
    if "\x00" in text:
        line = text.count("\n", 0, text.index("\x00")) + 1
        raise InputError(Text("{name} line {line} holds a NUL byte: this is not a text file of players",
                              name=name, line=line), code="bad-import")
    reader = csv.reader(io.StringIO(text, newline=""), strict=True)
    start = 1
    while True:
        try:
            row = next(reader)
        except StopIteration:
            return
        except csv.Error as err:
            raise _csv_error(name, start, err) from None
        yield start, row
        start = reader.line_num + 1


def read_registrations(path: Path, encoding: str | None = None) -> list[Row]:
    """name, nickname, member id per row (a header row is optional); refuses the whole file on a bad row (an empty
    name, one longer than a seat card shows, too many columns), naming its line.

    The text is UTF-8 unless a byte-order mark says UTF-16 or UTF-32, or ``encoding`` names another
    (``cp1251``, ``cp1250``: what Russian and Romanian spreadsheets save)."""
    name = printable(path.name)
    text = decode(read_file(path), name, encoding)
    out = []
    for number, (line, row) in enumerate(_records(text, name)):
        if number == 0 and [c.strip().lower() for c in row][:1] == ["name"]:
            continue
        if not row or not any(c.strip() for c in row):
            continue
        out.append(_row(name, line, row))
    return out


def _row(name: str, line: int, row: list[str]) -> Row:
    if len(row) > 3:
        raise FloorError(Text("{name} line {line}: {row_count} columns; expected name, nickname, member id",
                              name=name, line=line, row_count=len(row)),
                         code="bad-import")
    fields = [*row, "", "", ""][:3]
    for field, value in zip(FIELDS, fields, strict=True):
        one_line(value, Text("{name} line {line}: the {field}", name=name, line=line, field=field))
    player, nickname, member = fields
    if not player.strip():
        raise FloorError(Text("{name} line {line}: the name is empty",
                              name=name, line=line), code="bad-import")
    try:
        actions.verify_name(player, nickname)
    except FloorError as err:  # too long: refused here, before any registration, with its line
        raise FloorError(Text("{name} line {line}: {message}", name=name, line=line, message=err.message),
                         code=err.code) from None
    return player.strip(), nickname.strip(), member.strip(), line


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
