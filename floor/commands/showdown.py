"""`floor showdown [FILE] [--batch]`: the showdown contract (see the README).

The input is read as bytes and, in a batch, cut on b"\\n" only, so whatever a line holds (invalid UTF-8, a
U+2028 inside a string, a lone surrogate, brackets nested 100,000 deep) it gets exactly one answer line and
the lines after it are still answered.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import traceback
from collections.abc import Mapping
from typing import Any, TextIO

from floor.core.errors import FloorError, Text
from floor.core.files import not_a_file
from floor.core.showdown import showdown
from floor.core.textinput import InputError, decode, loads

EXIT_REFUSED = 2
MAX_INPUT = 64 * 1024 * 1024  # a batch of some 50,000 requests; more is not a showdown file (/dev/zero never ends)

_UTF8_BOM = b"\xef\xbb\xbf"
_SURROGATE = re.compile("[\ud800-\udfff]")
# Characters str.splitlines() also breaks on that JSON leaves raw inside a string: escaped in every answer, so a
# reader that splits our output on any line break still sees one answer a line.
_LINE_BREAKS = str.maketrans({"\x85": "\\u0085", "\u2028": "\\u2028", "\u2029": "\\u2029"})


def _error(code: str, message: str) -> dict[str, Any]:
    return {"error": {"code": code, "message": message, "seat": None, "procedure": None}}


def answer(line: str, what: str = "the request") -> tuple[Mapping[str, object], bool]:
    """One showdown request as text -> (the JSON answer, whether it succeeded); ``what`` names it in a refusal."""
    try:
        return showdown(loads(line, what)), True
    except FloorError as err:
        return {"error": err.to_dict()}, False
    except Exception as err:  # a bug: answer the line, keep the batch aligned, log the trace
        traceback.print_exc(file=sys.stderr)
        return _internal_error(err), False


def _internal_error(err: Exception) -> dict[str, Any]:
    return _error("internal-error", Text("Floor failed on this request ({kind}); please report it",
                                         kind=type(err).__name__))


def answer_bytes(raw: bytes, source: str, number: int) -> tuple[Mapping[str, object], bool]:
    """Line ``number`` of a batch from ``source``, as bytes (its line ending cut) -> its answer: a line of
    invalid UTF-8 is refused on its own, the next lines are still read."""
    what = Text("{source} line {line}", source=source, line=number)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return {"error": InputError(Text("{what} line {line} is not {encoding} text{hint}",
                                         what=source, line=number, encoding="utf-8", hint=""),
                                    code="bad-encoding").to_dict()}, False
    if not text.strip():
        return _error("bad-json", Text("{what} is empty: each line is one JSON request", what=what)), False
    return answer(text, what)


def batch_lines(data: bytes) -> list[bytes]:
    """The lines of a batch: cut on b"\\n" only, one "\\r" before it dropped, no line after a final newline."""
    lines = data.split(b"\n")
    if lines[-1] == b"":
        lines.pop()
    if lines and lines[0].startswith(_UTF8_BOM):
        lines[0] = lines[0][len(_UTF8_BOM):]
    return [line[:-1] if line.endswith(b"\r") else line for line in lines]


def json_line(value: object, *, ascii_only: bool = False) -> str:
    """``value`` as one line of JSON that no reader can split (``ascii_only``: for a stream that is not UTF-8)."""
    text = json.dumps(value, ensure_ascii=ascii_only)
    if _SURROGATE.search(text):  # never from a request (those are refused), but a path can hold one
        text = json.dumps(value)
    return text.translate(_LINE_BREAKS)


def readable(result: Mapping[str, object], *, ascii_only: bool = False) -> str:
    """One JSON object, a field a line: easy to read in a terminal, still plain JSON."""
    def value(v: object) -> str:
        if isinstance(v, list) and v and all(isinstance(item, dict) for item in v):  # hands, pots: one a line
            return "[\n    " + ",\n    ".join(json_line(item, ascii_only=ascii_only) for item in v) + "\n  ]"
        return json_line(v, ascii_only=ascii_only)

    return "{\n" + ",\n".join(f"  {json.dumps(k)}: {value(v)}" for k, v in result.items()) + "\n}"


def _source(path: str | None) -> str:
    return Text("standard input") if path is None or path == "-" else path


def _read(path: str | None, stdin: TextIO | None) -> bytes:
    """Everything in FILE or on standard input, as bytes, at most :data:`MAX_INPUT` (a text stream without a buffer
    gives its text back); a FIFO, a device or a socket given as FILE is refused, never waited on or read without
    end."""
    if path is not None and path != "-":
        why = not_a_file(path)
        if why is not None:
            raise FloorError(Text("cannot read {path}: {reason}", path=path, reason=why), code="no-file")
        with open(path, "rb") as f:
            return _bounded(f.read(MAX_INPUT + 1), path)
    if stdin is None:  # Python leaves sys.stdin None when the descriptor is closed
        return b""
    buffer = getattr(stdin, "buffer", None)
    if buffer is not None:
        data: bytes = buffer.read(MAX_INPUT + 1)
        return _bounded(data, _source(path))
    return _bounded(stdin.read(MAX_INPUT + 1).encode("utf-8", "surrogatepass"), _source(path))  # (a lone
    # surrogate stays invalid, refused on its line)


def _bounded(data: bytes, source: str) -> bytes:
    if len(data) > MAX_INPUT:
        raise FloorError(Text("{path} holds more than {limit:,} bytes: no showdown request is that long",
                              path=source, limit=MAX_INPUT), code="too-large")
    return data


def _write(stdout: TextIO, result: Mapping[str, object], *, batch: bool) -> None:
    """One answer: a line in a batch, a field a line otherwise; escaped to ASCII for a stream that is not UTF-8."""
    def render(ascii_only: bool) -> str:
        return json_line(result, ascii_only=ascii_only) if batch else readable(result, ascii_only=ascii_only)

    try:
        stdout.write(render(False) + "\n")
    except UnicodeEncodeError:  # a terminal that cannot show every letter still gets the whole answer
        stdout.write(render(True) + "\n")


def _single(data: bytes, what: str) -> tuple[Mapping[str, object], bool]:
    """The one request of FILE or standard input (a byte-order mark may say UTF-16)."""
    try:
        text = decode(data, what, "utf-8")
    except FloorError as err:
        return {"error": err.to_dict()}, False
    return answer(text, what)


def cmd_showdown(args: argparse.Namespace, stdin: TextIO | None, stdout: TextIO) -> int:
    """`floor showdown [FILE] [--batch]`: the showdown contract (see the README)."""
    source = _source(args.file)
    try:
        data = _read(args.file, stdin)
    except FloorError as err:
        _write(stdout, {"error": err.to_dict()}, batch=args.batch)
        return EXIT_REFUSED
    except (OSError, ValueError) as err:  # ValueError: a path with a NUL byte, a closed stream
        reason = getattr(err, "strerror", None) or str(err)
        _write(stdout, _error("no-file", Text("cannot read {path}: {strerror}", path=source, strerror=reason)),
               batch=args.batch)
        return EXIT_REFUSED
    if not args.batch:
        result, ok = _single(data, source)
        _write(stdout, result, batch=False)
        return 0 if ok else EXIT_REFUSED
    failed = False
    for number, line in enumerate(batch_lines(data), 1):
        try:
            result, ok = answer_bytes(line, source, number)
        except Exception as err:  # a bug outside the request itself: still one answer for this line
            traceback.print_exc(file=sys.stderr)
            result, ok = _internal_error(err), False
        failed |= not ok
        _write(stdout, result, batch=True)
    return EXIT_REFUSED if failed else 0


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    sd = commands.add_parser(
        "showdown",
        help="who wins each pot and how many chips each seat receives",
        description="Read one showdown request (JSON) from FILE or standard input and print the result. "
        "Exit status 2 and an {\"error\": ...} object when the request is refused.",
    )
    sd.add_argument("file", nargs="?", metavar="FILE", help="request file (default: standard input)")
    sd.add_argument("--batch", action="store_true",
                    help="JSON lines in (split on newline only), exactly one result line out per input line")
    sd.set_defaults(raw=cmd_showdown)
