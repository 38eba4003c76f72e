"""Reading what a person or a file hands Floor: bytes to text, text to JSON, and a name that can be stored.

Every reader here either returns what Floor can safely keep (text that encodes to UTF-8,
JSON with finite numbers of sane size and a bounded depth) or raises one
:class:`FloorError` naming the source, the line and the problem. Each check is linear in
the input, so a hostile file costs no more time than an honest one of the same size.
"""

from __future__ import annotations

import codecs
import json
import math
import re
import unicodedata
from typing import Any

from floor.core.errors import FloorError, Text

MAX_DEPTH = 64  # no request, record or file Floor reads nests deeper than a few levels
MAX_DIGITS = 18  # a whole number beyond this is no count of chips, seats or ids (and overflows SQLite's 64 bits)
LARGEST_ID = 2**63 - 1  # SQLite's integer

_NOT_ONE_LINE = ("Cc", "Zl", "Zp")  # control characters and the line and paragraph separators
# The bidirectional controls: an override or an isolate turns the letters after it around on every screen ("evil"
# typed after U+202E is shown as "live"), and the marks steer where a name's neighbours go. A name never needs one
# (letters carry their own direction); joiners (U+200C, U+200D) stay: Persian and emoji sequences use them.
BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
_SURROGATE = re.compile("[\ud800-\udfff]")
_BOMS = ((codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"),
         (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16"))


class InputError(FloorError):
    """Text or a file that Floor cannot read; nothing was changed."""

    code = "bad-input"


def line_of(text: str, offset: int) -> int:
    """The 1-based line of ``offset`` in ``text``."""
    return text.count("\n", 0, offset) + 1


def decode(data: bytes, what: str, encoding: str | None = None) -> str:
    """``data`` as text: a byte-order mark (UTF-8, UTF-16, UTF-32) wins, else ``encoding``, else UTF-8.

    Invalid bytes are refused with the line they are on, never replaced or kept as surrogates.

    >>> decode(b"\\xef\\xbb\\xbfAna", "x.csv"), decode("Ион".encode("cp1251"), "x.csv", "cp1251")
    ('Ana', 'Ион')
    """
    chosen = next((name for bom, name in _BOMS if data.startswith(bom)), None) or encoding or "utf-8"
    try:
        text_codec = codecs.lookup(chosen)._is_text_encoding  # (rot13, base64 and the like are not text)
    except LookupError:
        text_codec = False
    if not text_codec:
        raise InputError(Text("{value} is not a text encoding Floor knows (try utf-8, utf-16, cp1251 or cp1250)",
                              value=chosen), code="bad-encoding") from None
    try:
        return data.decode(chosen)
    except UnicodeError as err:
        if not isinstance(err, UnicodeDecodeError):
            raise InputError(Text("{what} is not {encoding} text", what=what, encoding=chosen),
                             code="bad-encoding") from None
        line = data.count(b"\n", 0, err.start) + 1
        hint = (Text("; if it was saved as Windows-1251 (Cyrillic) or Windows-1250 (Central European), say so with "
                     "--encoding cp1251 or --encoding cp1250") if encoding is None else "")
        raise InputError(Text("{what} line {line} is not {encoding} text{hint}",
                              what=what, line=line, encoding=chosen, hint=hint), code="bad-encoding") from None


def storable(value: str, what: str) -> str:
    """``value`` unchanged, or a refusal when it holds a lone surrogate (bytes that were never text).

    >>> storable("Ана", "the name")
    'Ана'
    """
    found = _SURROGATE.search(value)
    if found is not None:
        raise InputError(Text("{what} holds bytes that are not text (at character {position}): type it again",
                              what=what, position=found.start() + 1), code="bad-text")
    return value


def one_line(value: str, what: str) -> str:
    """``value`` unchanged, or a refusal when it holds a line break, a control character or a bidirectional control
    (a name is shown on one line, as typed: a seat card, a row of the players' table, a phone).

    >>> one_line("Ana Pop", "the name")
    'Ana Pop'
    """
    storable(value, what)
    for position, ch in enumerate(value, 1):
        if ch in BIDI_CONTROLS:
            raise InputError(Text("{what} holds a character that turns the text around (U+{code:04X}, at character "
                                  "{position}): type the name without it", what=what, code=ord(ch),
                                  position=position), code="bad-text")
        if unicodedata.category(ch) in _NOT_ONE_LINE:
            raise InputError(Text("{what} holds a line break or a control character (U+{code:04X}, at character "
                                  "{position}): a name is one line", what=what, code=ord(ch), position=position),
                             code="bad-text")
    return value


def _whole(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise _TooLong(digits)
    return int(digits)


def _real(digits: str) -> float:
    if len(digits) > 64:
        raise _TooLong(digits)
    value = float(digits)
    if not math.isfinite(value):
        raise _NotFinite(digits)
    return value


def _constant(name: str) -> Any:
    raise _NotFinite(name)


class _TooLong(ValueError):
    pass


class _NotFinite(ValueError):
    pass


def _check_tree(value: Any, what: str) -> None:
    """Depth at most MAX_DEPTH and no lone surrogate in any string or key (iterative: no recursion limit)."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, str):
            storable(item, what)
        elif isinstance(item, dict | list):
            if depth > MAX_DEPTH:
                raise InputError(Text("{what} nests more than {limit} levels deep: it is not a request Floor reads",
                                      what=what, limit=MAX_DEPTH), code="bad-json")
            if isinstance(item, dict):
                for key, inner in item.items():
                    storable(key, what)
                    stack.append((inner, depth + 1))
            else:
                stack.extend((inner, depth + 1) for inner in item)


def _depth_exceeded(text: str) -> bool:
    """True when brackets open deeper than MAX_DEPTH (outside strings): refused before the parser recurses."""
    depth = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return True
        elif ch in "]}":
            depth -= 1
    return False


def loads(text: str, what: str) -> object:
    """JSON from ``text``, or one refusal naming ``what``, the line and the problem.

    Refused besides malformed JSON: nesting deeper than MAX_DEPTH, a whole number of more
    than MAX_DIGITS digits, a number that is not finite (``1E400``, ``NaN``), a string
    holding a lone surrogate.

    >>> loads('{"deck": 52}', "the request")
    {'deck': 52}
    """
    storable(text, what)
    if _depth_exceeded(text):
        raise InputError(Text("{what} nests more than {limit} levels deep: it is not a request Floor reads",
                              what=what, limit=MAX_DEPTH), code="bad-json")
    try:
        value = json.loads(text, parse_int=_whole, parse_float=_real, parse_constant=_constant)
    except json.JSONDecodeError as err:
        raise InputError(Text("{what} is not JSON: {reason} at line {line} column {column}",
                              what=what, reason=err.msg, line=err.lineno, column=err.colno), code="bad-json") from None
    except _TooLong as err:
        raise InputError(Text("{what}: the number {number}… has more than {limit} digits",
                              what=what, number=str(err)[:12], limit=MAX_DIGITS), code="bad-number") from None
    except _NotFinite as err:
        raise InputError(Text("{what}: {number} is not a finite number",
                              what=what, number=str(err)[:24]), code="bad-number") from None
    except RecursionError:
        raise InputError(Text("{what} nests more than {limit} levels deep: it is not a request Floor reads",
                              what=what, limit=MAX_DEPTH), code="bad-json") from None
    _check_tree(value, what)
    return value
