"""`floor showdown [FILE] [--batch]`: the showdown contract (see the README)."""

from __future__ import annotations

import argparse
import json
import sys
import traceback
from typing import Any, TextIO

from floor.core.errors import FloorError
from floor.core.showdown import showdown

EXIT_REFUSED = 2


def _error(code: str, message: str) -> dict[str, Any]:
    return {"error": {"code": code, "message": message, "seat": None, "procedure": None}}


def answer(line: str) -> tuple[dict[str, Any], bool]:
    """One showdown request as text -> (the JSON answer, whether it succeeded)."""
    try:
        request = json.loads(line)
    except json.JSONDecodeError as err:
        return _error("bad-json", f"not JSON: {err.msg} at line {err.lineno} column {err.colno}"), False
    try:
        return showdown(request), True
    except FloorError as err:
        return {"error": err.to_dict()}, False
    except Exception as err:  # a bug: answer the line, keep the batch aligned, log the trace
        traceback.print_exc(file=sys.stderr)
        return _error("internal-error", f"Floor failed on this request ({type(err).__name__}); please report it"), False


def readable(result: dict[str, Any]) -> str:
    """One JSON object, a field a line: easy to read in a terminal, still plain JSON."""
    def value(v: object) -> str:
        if isinstance(v, list) and v and all(isinstance(item, dict) for item in v):  # hands, pots: one a line
            return "[\n    " + ",\n    ".join(json.dumps(item, ensure_ascii=False) for item in v) + "\n  ]"
        return json.dumps(v, ensure_ascii=False)

    return "{\n" + ",\n".join(f"  {json.dumps(k)}: {value(v)}" for k, v in result.items()) + "\n}"


def _read(path: str | None, stdin: TextIO) -> str:
    if path is None or path == "-":
        return stdin.read()
    with open(path, encoding="utf-8") as f:
        return f.read()


def cmd_showdown(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    """`floor showdown [FILE] [--batch]`: the showdown contract (see the README)."""
    try:
        text = _read(args.file, stdin)
    except OSError as err:
        stdout.write(json.dumps(_error("no-file", f"cannot read {args.file}: {err.strerror}")) + "\n")
        return EXIT_REFUSED
    if not args.batch:
        result, ok = answer(text)
        stdout.write(readable(result) + "\n")
        return 0 if ok else EXIT_REFUSED
    failed = False
    for line in text.splitlines():
        if line.strip():
            result, ok = answer(line)
        else:
            result, ok = _error("bad-json", "empty line: expected one JSON request"), False
        failed |= not ok
        stdout.write(json.dumps(result, ensure_ascii=False) + "\n")
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
                    help="JSON lines in, exactly one result line out per input line")
    sd.set_defaults(raw=cmd_showdown)
