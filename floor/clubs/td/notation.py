"""The notation TD writes its save files in, read as data: a tokenizer and a recursive-descent reader, never ``eval``.

A save is first rewritten as JSON and read by :func:`json.loads` (:func:`_read_fast`, three to four times faster than
the token reader, issue 30); the token reader reads whatever that does not take, and gives every refusal its words.

A ``.tdt`` file is a JavaScript object literal: ``{ V: "3.7.2", T: new Tournament({UUID: "…", …}) }``. Besides
objects, arrays, strings, numbers, ``true``, ``false`` and ``null`` it has constructor calls (``new GameBuyin({…})``,
``new LO.Cell({…})``) and plain calls (``Map.from([[key, value], …])``). A constructor or a call is read as a
:class:`Made` (its dotted name and its arguments); what each means is for :mod:`floor.clubs.td.save` to say.

Saves of TD 3.7 are UTF-8; older ones are Windows-1252 (:func:`decoded`). The reader is tolerant of what the
versions seen (3.4.3 to 3.7.2) differ in: keys bare or quoted, strings in double or single quotes, a trailing
comma, ``undefined``, ``NaN`` and ``Infinity``. Anything else is refused with one line that says where ("not a
Tournament Director file: … at character 1,204").
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TypeAlias

from floor.core.errors import FloorError, Text

MAX_DEPTH = 200  # nesting deeper than any save seen (about 30): a file built to exhaust the reader is refused
MAX_VALUES = 200_000  # the most in 86 real saves: 14,318; a file of millions of tiny ones would need gigabytes

_TOKEN = re.compile(r"""
    (?P<space>\s+)
  | (?P<string>"[^"\\]*(?:\\.[^"\\]*)*"|'[^'\\]*(?:\\.[^'\\]*)*')
  | (?P<number>-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)
  | (?P<name>[A-Za-z_$][A-Za-z0-9_$]*(?:\.[A-Za-z_$][A-Za-z0-9_$]*)*)
  | (?P<punct>[{}\[\](),:])
""", re.VERBOSE | re.DOTALL)
_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f", "v": "\v", "0": "\0"}
_ESCAPE = re.compile(r"\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)", re.DOTALL)
_WORDS: dict[str, Value] = {"true": True, "false": False, "null": None, "undefined": None, "NaN": math.nan,
                          "Infinity": math.inf}


Value: TypeAlias = "bool | int | float | str | list[Value] | dict[str, Value] | Made | None"
"""What the notation writes: JSON's values (numbers may be ``NaN`` or ``Infinity``) and :class:`Made` calls."""


class NotationError(FloorError):
    """The text is not in TD's notation: what was expected, and where."""


@dataclass(frozen=True, slots=True)
class Made:
    """``new Name(args)`` or ``Name(args)`` as written: the dotted name, the arguments, and whether ``new`` came
    first."""

    name: str
    args: tuple[Value, ...]
    new: bool = True

    @property
    def fields(self) -> dict[str, Value]:
        """The one object argument TD's constructors take (``new GameBuyin({…})``), or {}."""
        return self.args[0] if self.args and isinstance(self.args[0], dict) else {}


@dataclass(frozen=True, slots=True)
class _Token:
    kind: str
    text: str
    at: int


_SURROGATE = re.compile("[\ud800-\udfff]")


def _unquoted(raw: str, at: int = 0) -> str:
    """A string literal's text. An escape past the last character (``\\u{110000}``) is refused; a surrogate pair
    written as two escapes (as JavaScript writes a character past U+FFFF) is the one character, a lone half the
    replacement character."""
    def one(match: re.Match[str]) -> str:
        code = match.group(1)
        if code[0] in "ux" and len(code) > 1:
            digits = code[2:-1] if code.startswith("u{") else code[1:]
            if len(digits) > 8 or int(digits, 16) > 0x10FFFF:
                raise NotationError(Text("not a Tournament Director file: {found!r} is no character, at character "
                                         "{at:,}", found="\\" + code[:12], at=at + 1 + match.start()), code="not-td")
            return chr(int(digits, 16))
        return _ESCAPES.get(code, code)
    text = _ESCAPE.sub(one, raw[1:-1]) if "\\" in raw else raw[1:-1]
    if _SURROGATE.search(text):
        text = text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
    return text


def _tokens(text: str) -> Iterator[_Token]:
    at, end = 0, len(text)
    while at < end:
        match = _TOKEN.match(text, at)
        if match is None:
            raise NotationError(Text("not a Tournament Director file: {found!r} at character {at:,}",
                                     found=text[at:at + 12], at=at), code="not-td")
        kind = match.lastgroup
        assert kind is not None
        if kind != "space":
            yield _Token(kind, match.group(), at)
        at = match.end()


class _Reader:
    """Reads the tokens as they come (never a list of them all: a file of millions of tokens would need gigabytes),
    with one token of look-ahead; refuses a file of more values than any save holds."""

    def __init__(self, text: str) -> None:
        self.tokens = _tokens(text)
        self.next: _Token | None = next(self.tokens, None)
        self.values = 0

    def peek(self) -> _Token | None:
        return self.next

    def advance(self) -> None:
        self.next = next(self.tokens, None)

    def fail(self, expected: Text) -> NotationError:
        token = self.peek()
        if token is None:
            return NotationError(Text("not a Tournament Director file: the text ends where {expected} was due",
                                      expected=expected), code="not-td")
        return NotationError(Text("not a Tournament Director file: {expected} was due, not {found!r}, at character "
                                  "{at:,}", expected=expected, found=token.text[:12], at=token.at), code="not-td")

    def take(self, text: str) -> None:
        token = self.peek()
        if token is None or token.kind != "punct" or token.text != text:
            raise self.fail(Text("{mark!r}", mark=text))
        self.advance()

    def at(self, text: str) -> bool:
        token = self.peek()
        return token is not None and token.kind == "punct" and token.text == text

    def value(self, depth: int) -> Value:
        if depth > MAX_DEPTH:
            raise self.fail(Text("a value nested less than {most} deep", most=MAX_DEPTH))
        self.values += 1
        if self.values > MAX_VALUES:
            raise self.fail(Text("fewer than {most:,} values in the file", most=MAX_VALUES))
        token = self.peek()
        if token is None:
            raise self.fail(Text("a value"))
        if token.kind == "string":
            self.advance()
            return _unquoted(token.text, token.at)
        if token.kind == "number":
            number = float(token.text)
            if not math.isfinite(number):  # (1e309: no number a save can hold)
                raise self.fail(Text("a number a double can hold"))
            self.advance()
            return int(number) if number.is_integer() and re.fullmatch(r"-?\d+", token.text) else number
        if token.kind == "punct":
            if token.text == "{":
                return self.object(depth)
            if token.text == "[":
                return self.list(depth)
            raise self.fail(Text("a value"))
        self.advance()
        if token.text in _WORDS:
            return _WORDS[token.text]
        new = token.text == "new"
        name = token.text
        if new:
            named = self.peek()
            if named is None or named.kind != "name":
                raise self.fail(Text("a constructor's name after 'new'"))
            self.advance()
            name = named.text
        if not self.at("("):
            raise self.fail(Text("'(' after {name}", name=name))
        return Made(name, tuple(self.arguments(depth)), new)

    def arguments(self, depth: int) -> list[Value]:
        self.take("(")
        out: list[Value] = []
        while not self.at(")"):
            out.append(self.value(depth + 1))
            if not self.at(")"):
                self.take(",")
        self.take(")")
        return out

    def list(self, depth: int) -> list[Value]:
        self.take("[")
        out: list[Value] = []
        while not self.at("]"):
            out.append(self.value(depth + 1))
            if not self.at("]"):
                self.take(",")
        self.take("]")
        return out

    def object(self, depth: int) -> dict[str, Value]:
        self.take("{")
        out: dict[str, Value] = {}
        while not self.at("}"):
            key = self.peek()
            if key is None or key.kind not in ("name", "string", "number"):
                raise self.fail(Text("a key"))
            self.advance()
            self.take(":")
            out[_unquoted(key.text, key.at) if key.kind == "string" else key.text] = self.value(depth + 1)
            if not self.at("}"):
                self.take(",")
        self.take("}")
        return out


def decoded(data: bytes) -> str:
    """A save file's text: UTF-8 (TD 3.7), else Windows-1252 (older saves write "Årsfinal" in one byte a letter)."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def read(text: str) -> Value:
    """The value ``text`` writes (a whole file: one value, nothing after it).

    A save is first read as JSON by :func:`_read_fast` (the standard library's reader in C: a save of 200 KB in
    milliseconds); a text it does not take (anything unusual, and every text that is no save) is read by the
    token reader, which gives the same values and says where a text goes wrong."""
    text = text.lstrip("\ufeff")
    try:
        return _read_fast(text)
    except _NotFast:
        return _read_tokens(text)


def _read_tokens(text: str) -> Value:
    """The token reader: one token at a time, the reference :func:`_read_fast` is checked against."""
    reader = _Reader(text)
    value = reader.value(0)
    if reader.peek() is not None:
        raise reader.fail(Text("the end of the file"))
    return value


# -- the fast reader: TD's notation rewritten as JSON by a few regular expressions, then read by ``json`` -------------
#
# The strings are cut out first (the rewriting never looks inside one; a NUL marks where each was), the rest is
# rewritten: any space but one " " made one " "; ``new Name(`` and ``Name(`` made an object of two marker keys (lone
# surrogates, which no string of the text can hold: a text holding a surrogate or a NUL is left to the token reader)
# closed by ``)`` made ``]}``; a bare or numeric key quoted; ``undefined`` made ``null``; a trailing comma dropped.
# The token reader's limits are kept by counting before JSON reads anything: more values than MAX_VALUES (an upper
# bound: the commas, colons and opening brackets, which bounds the brackets too), brackets nested deeper than
# MAX_DEPTH, a number a double cannot hold or would round (an exponent of three digits, sixteen digits in a row: never
# in a save), each to the token reader. A string with an escape JSON reads otherwise (``\x``, ``\u``, ``\v``, ``\0``,
# ``\'``) or in single quotes is unquoted by :func:`_unquoted`, as the token reader does, and written as JSON.
# Whatever JSON then refuses (a comma doubled, ``-Infinity``, ``1.``, a word that is no value) goes to the token
# reader, which accepts it as it always did or says where it goes wrong.

_NEW, _CALL, _ARGS = "\ud800", "\ud801", "\ud802"
_MARK = {_NEW: r"\\ud800", _CALL: r"\\ud801", _ARGS: r"\\ud802"}  # (written as JSON escapes: the text stays narrow)
_STRINGS = re.compile(r"""("[^"\\]*(?:\\.[^"\\]*)*")|('[^'\\]*(?:\\.[^'\\]*)*')""", re.DOTALL)
_NAME = r"[A-Za-z_$][A-Za-z0-9_$]*(?:\.[A-Za-z_$][A-Za-z0-9_$]*)*"
_NUMBER = r"-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?"
_WORD = r"(?:true|false|null|undefined|NaN|Infinity|new)"
_SPACE = re.compile(r"\s{2,}|[^\S ]")  # (any space but one " ")
# Each rewriting begins with a literal character (the regular expression engine then skips to it) and replaces with a
# literal (Python 3.11 expands a group reference in Python, for each match); the code's spaces are one " " by then.
_NEW_CALLS = re.compile(rf"new (?<![\w$.]new )(?={_NAME} ?\()")
_MAP_CALLS = re.compile(r"Map\.from(?<![\w$.\"]Map\.from)(?= ?\()")
_OTHER_CALLS = re.compile(rf'(?<![\w$."])(?!{_WORD}(?![\w$.]))(?={_NAME} ?\()')
_REWRITES = (
    (re.compile(r"\((?<=[\w$]\()| \((?<=[\w$] \()"), '","' + _MARK[_ARGS] + '":['),
    (re.compile(r"\)"), "]}"),
    (re.compile(rf"\{{ ?(?=(?:{_NAME}|{_NUMBER}) ?:)"), '{"'),
    (re.compile(rf", ?(?=(?:{_NAME}|{_NUMBER}) ?:)"), ',"'),
    (re.compile(r":(?<=[\w$.]:)| :(?<=[\w$.] :)"), '":'),
    (re.compile(r'undefined(?<![\w$."]undefined)(?![\w$."])'), "null"),
    (re.compile(r", ?(?=[}\]])"), ""),
)
_OTHER_SPACES = ("  ", "\t", "\n", "\r", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x1f")  # (the ASCII ones \\s takes)
_COMMAS = tuple(f"{mark}{space}," for mark in "[{(,:" for space in ("", " "))  # (a comma where no value was)
_UNSAFE_CODE = (re.compile(r"\d{16}"), re.compile(r"[eE]\+?\d{3}"))
_UNSAFE_TEXT = re.compile("[\x00\ud800-\udfff]")
_ODD_ESCAPE = re.compile(r'\\(?<!\\\\)(?:\\\\)*[^"\\/bfnrt]')  # (the first of a run of backslashes)
_NOT_BRACKETS = re.compile(r"[^()\[\]{}]+")
_PAIRS = re.compile(r"\(\)|\[\]|\{\}")
_CONSTANTS = {"NaN": math.nan, "Infinity": math.inf}


class _NotFast(Exception):
    """The fast reader does not take this text: the token reader reads it."""


def _made(fields: dict[str, Value]) -> Value:
    if _ARGS not in fields:
        return fields
    args = fields[_ARGS]
    assert isinstance(args, list)
    if _NEW in fields:
        return Made(str(fields[_NEW]), tuple(args), True)
    return Made(str(fields[_CALL]), tuple(args), False)


def _constant(word: str) -> float:
    if word not in _CONSTANTS:  # (-Infinity: the token reader refuses it)
        raise _NotFast(word)
    return _CONSTANTS[word]


def _as_json(string: str) -> str:
    """A string literal JSON would read otherwise, as JSON writes its value."""
    return json.dumps(_unquoted(string), ensure_ascii=False)


def _nested_at_most(brackets: str, most: int) -> bool:
    """Whether the brackets (and nothing else) close, nested ``most`` deep at most: each pass drops the innermost."""
    for _ in range(most):
        if not brackets:
            return True
        brackets, closed = _PAIRS.subn("", brackets)
        if not closed:
            return False
    return not brackets


def _read_fast(text: str) -> Value:
    """The value ``text`` writes, read as JSON; :class:`_NotFast` where the token reader is to read it."""
    if _UNSAFE_TEXT.search(text):
        raise _NotFast
    parts = _STRINGS.split(text)
    code = "\x00".join(parts[0::3])
    if not code.isascii() or any(space in code for space in _OTHER_SPACES):  # (a save writes one " " at a time)
        code = _SPACE.sub(" ", code)
    if (any(comma in code for comma in _COMMAS) or any(unsafe.search(code) for unsafe in _UNSAFE_CODE) or "\\" in code
            or 1 + sum(map(code.count, ",:[({")) > MAX_VALUES
            or not _nested_at_most(_NOT_BRACKETS.sub("", code), MAX_DEPTH)):
        raise _NotFast
    code, calls = _NEW_CALLS.subn('{"' + _MARK[_NEW] + '":"', code)
    code, maps = _MAP_CALLS.subn('{"' + _MARK[_CALL] + '":"Map.from', code)
    if code.count("(") > calls + maps:
        code = _OTHER_CALLS.sub('{"' + _MARK[_CALL] + '":"', code)
    for pattern, replacement in _REWRITES:
        code = pattern.sub(replacement, code)
    if any(parts[2::3]) or _ODD_ESCAPE.search(text):
        try:
            strings = [_as_json(d or s) if s or _ODD_ESCAPE.search(d) else d
                       for d, s in zip(parts[1::3], parts[2::3], strict=True)]
        except NotationError:
            raise _NotFast from None
    else:
        strings = parts[1::3]
    pieces = code.split("\x00")
    del parts, code
    whole = [""] * (2 * len(pieces) - 1)
    whole[0::2] = pieces
    whole[1::2] = strings
    del pieces, strings
    written = "".join(whole)
    del whole
    try:
        value: Value = json.loads(written, strict=False, object_hook=_made, parse_constant=_constant)
    except (ValueError, RecursionError):
        raise _NotFast from None
    return value


__all__ = ["MAX_DEPTH", "MAX_VALUES", "Made", "NotationError", "Value", "decoded", "read"]
