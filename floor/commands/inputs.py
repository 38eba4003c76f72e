"""What a person hands a command: whole numbers within bounds, and files or standard input read safely.

Every number option has a bounded type, so a typo such as ``-t 99999999999999999999`` is refused in one
line by argparse before any database is opened (SQLite keeps 64-bit integers; Python refuses to read more
than 4,300 digits). Every file a command reads goes through :func:`read_input`: a missing file, a folder,
a file without read permission, an empty file or bytes that are not text each give one line naming the file.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from floor.core.errors import Text
from floor.core.textinput import LARGEST_ID, decode, loads, storable
from floor.tournament.importing import printable, read_file

MAX_CHIPS = 10**12  # chips or money: beyond any stack or prize pool, and sums of them stay far inside 64 bits
MAX_TABLE = 9_999
MAX_SEAT = 99  # no table seats more (the settings allow 2 to 11 seats)
MAX_LEVEL = 9_999
MAX_HAND = 10**9
MAX_PLACE = 100_000  # places paid
MAX_CARDS = 999  # cards counted, marked, jokers: a deck or two, never more
MAX_PURCHASES = 999  # rebuys or add-ons a player may take
MAX_SCREEN = 99
MAX_PORT = 65_535
MAX_SECONDS = 24 * 60 * 60  # the clock is put right by minutes, never by more than a day at once
_SHOWN = 24  # characters of a refused value shown back


def shown(text: str) -> str:
    """``text`` cut to what a one-line refusal can show, a line break or any other unprintable character escaped
    (``\\n``): the refusal stays one line, and a lone surrogate is never written out."""
    return printable(text if len(text) <= _SHOWN else text[:_SHOWN] + "…")


def whole(text: str, what: str, low: int, high: int) -> int:
    """``text`` as a whole number from ``low`` to ``high``, or an argparse refusal naming ``what``.

    The length is checked before ``int()``, so 5,000 digits cost nothing and say what is wrong.

    >>> whole("12", "a table number", 1, MAX_TABLE)
    12
    """
    body = text.strip()
    negative = body.startswith("-")
    digits = body[1:] if body[:1] in "+-" else body
    if not (digits.isascii() and digits.isdigit()):
        raise argparse.ArgumentTypeError(Text("{value} is not a whole number", value=shown(text)))
    if len(digits.lstrip("0")) > len(str(max(abs(low), abs(high)))):  # too long to be in bounds: no int()
        too_low, too_high = negative, not negative
    else:
        value = int(body)
        too_low, too_high = value < low, value > high
    if too_low:
        raise argparse.ArgumentTypeError(Text("{what} must be at least {low}, not {value}",
                                              what=what, low=low, value=shown(text)))
    if too_high:
        raise argparse.ArgumentTypeError(Text("{what} must be at most {high:,}, not {value}",
                                              what=what, high=high, value=shown(text)))
    return value


def bounded(what: str, low: int, high: int) -> Callable[[str], int]:
    """An argparse ``type`` for a whole number from ``low`` to ``high``."""
    def parse(text: str) -> int:
        return whole(text, what, low, high)

    return parse


tournament_number = bounded("a tournament number", 1, LARGEST_ID)
table_number = bounded("a table number", 1, MAX_TABLE)
seat_number = bounded("a seat number", 1, MAX_SEAT)
seats_per_table = bounded("seats per table", 1, MAX_SEAT)
level_number = bounded("a level number", 1, MAX_LEVEL)
hand_number = bounded("a hand number", 1, MAX_HAND)
chip_count = bounded("a number of chips", 0, MAX_CHIPS)
chip_value = bounded("a chip", 1, MAX_CHIPS)
amount = bounded("an amount", 0, MAX_CHIPS)
unit = bounded("the unit", 1, MAX_CHIPS)
card_count = bounded("a number of cards", 0, MAX_CARDS)
screen_number = bounded("a screen number", 1, MAX_SCREEN)
port_number = bounded("a port", 0, MAX_PORT)


def player_ref(text: str) -> str:
    """A player by number or by name: a number must be one Floor can look up (a name stays as typed)."""
    body = text.strip()
    if body.isdigit():
        whole(body, "a player number", 0, LARGEST_ID)
    return text


def text_encoding(name: str) -> str:
    """An argparse ``type``: the name of a text encoding Python knows (cp1251, cp1250, latin-1, utf-16 ...)."""
    try:
        "a".encode(name)  # refuses an unknown name, a codec that is not text (base64, rot13) and "undefined"
    except (LookupError, UnicodeError):
        raise argparse.ArgumentTypeError(Text("{value} is not a text encoding Floor knows (try utf-8, utf-16, "
                                              "cp1251 or cp1250)", value=shown(name))) from None
    return name


# -- files and standard input --------------------------------------------------------------------


def source_name(name: str) -> str:
    """How a refusal names what was read: the file's name, or standard input for ``-``."""
    return Text("standard input") if name == "-" else printable(Path(name).name)


def read_input(name: str, stdin: TextIO | None, *, encoding: str | None = None) -> str:
    """The text of file ``name`` (``-``: standard input), or one refusal naming it.

    Bytes are decoded by :func:`floor.core.textinput.decode` (a byte-order mark, else ``encoding``, else UTF-8).
    """
    what = source_name(name)
    if name != "-":
        return decode(read_file(name), what, encoding)
    if stdin is None:  # Python leaves sys.stdin None when the descriptor is closed
        return ""
    buffer = getattr(stdin, "buffer", None)
    if buffer is not None:
        return decode(buffer.read(), what, encoding)
    return storable(stdin.read(), what)


def read_json(name: str, stdin: TextIO | None) -> Any:
    """JSON from file ``name`` or standard input: bounded depth, sane numbers, or one refusal naming it."""
    return loads(read_input(name, stdin, encoding="utf-8"), source_name(name))  # JSON is UTF-8 (RFC 8259)
