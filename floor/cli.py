"""Floor's command line: the composition root that wires each command to the core and the store.

Errors are translated in one place: a :class:`FloorError` becomes one line naming the
problem (or an ``{"error": ...}`` object with ``--json``) and exit status 2; the
database is unchanged because every action is all or nothing. Every argument is checked
once, before any command runs (:func:`check_arguments`); anything else that escapes a
command is a bug, said in one line with exit status 1 and its traceback in a crash log.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import NoReturn, TextIO

from floor import __version__
from floor.commands.context import Context
from floor.core.errors import FloorError, Text, said_line
from floor.core.textinput import InputError, one_line, storable

EXIT_REFUSED = 2
EXIT_BUG = 1


# Every command and the module of floor/commands that defines it, in the order `floor --help` lists them. A
# module is imported only when one of its commands runs (or every command is listed): `floor showdown` loads no
# database, no player pages and no window code.
COMMANDS = {
    "showdown": "showdown", "tournament": "tournaments", "player": "players", "house": "house",
    "seat": "seating", "table": "seating", "button": "seating", "clock": "clock", "chips": "chips",
    "payouts": "payouts", "undo": "history", "redo": "history", "history": "history", "export": "export",
    "report": "report",
    "backup": "backup", "restore": "backup", "dealer": "display", "console": "display", "display": "display",
    "hands": "hands", "ruling": "ruling", "deck": "ruling", "stud": "stud", "serve": "serve", "devices": "devices",
    "import-td": "clubs", "league": "clubs", "announce": "announce", "bounty": "bounties",
    "member": "members", "standby": "standby", "promote": "standby", "migrate": "migrate",
}
EVERY_MODULE = tuple(dict.fromkeys(COMMANDS.values()))


def _global_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--db", metavar="PATH", help="the database file (default: $FLOOR_DB, else the user data folder)")
    p.add_argument("--demo", action="store_true",
                   help="open a running demo tournament (a temporary database) in the console and the clock")
    p.add_argument("--author", metavar="NAME", help="who is acting, stamped on each event "
                   "(default: $FLOOR_AUTHOR, else the login name)")


def parser(modules: Sequence[str] = EVERY_MODULE) -> argparse.ArgumentParser:
    """The command line with the commands of ``modules`` (by default every command)."""
    p = _Parser(
        prog="floor",
        description="Floor: a desktop assistant for live poker tournaments on physical tables.",
    )
    p.add_argument("--version", action="version", version=f"floor {__version__}")
    _global_options(p)
    commands = p.add_subparsers(dest="command", metavar="COMMAND")
    for name in modules:
        importlib.import_module(f"floor.commands.{name}").register(commands)
    return p


class _NotPlain(Exception):
    """The arguments ask for help, the version, or something argparse refuses: the whole parser answers."""


class _Parser(argparse.ArgumentParser):
    """argparse's refusal in one line after the usage: an argument it echoes (an unknown option, a bad choice) may
    hold a line feed or an escape sequence, shown escaped (the fuzz found ``floor player bust -t 1 $'-\\n0'``
    printing a line of its own). Its subcommands' parsers are of this class too."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: error: {said_line(message)}\n")


class _Sighting(argparse.ArgumentParser):
    """A parser that only looks for the command: what it cannot read it hands on (to the whole parser), unsaid."""

    def error(self, message: str) -> NoReturn:
        raise _NotPlain(message)


def modules_needed(argv: Sequence[str]) -> Sequence[str]:
    """The command modules ``argv`` needs: the one whose command it names, none when it names no command, every
    module for help, the version or an argument argparse refuses (so that every message is the full parser's).

    The command is found as argparse finds it, past the same global options; its own arguments are not read."""
    sighting = _Sighting(prog="floor", add_help=False)
    _global_options(sighting)
    sighting.add_argument("-h", "--help", "--version", dest="asks", action="store_true")
    names = sighting.add_subparsers(dest="command")
    for name in COMMANDS:
        names.add_parser(name, add_help=False)
    try:
        found, _ = sighting.parse_known_args(argv)
    except _NotPlain:
        return EVERY_MODULE
    if found.asks:
        return EVERY_MODULE
    return (COMMANDS[found.command],) if found.command else ()


def main(argv: Sequence[str] | None = None, stdin: TextIO | None = None, stdout: TextIO | None = None) -> int:
    """Entry point of `floor` and `python -m floor`."""
    try:
        return _main(argv, stdin, stdout)
    except BrokenPipeError:  # `floor history | head`: the reader has what it wanted; say nothing more
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1


def _main(argv: Sequence[str] | None, stdin: TextIO | None, stdout: TextIO | None) -> int:
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    p = parser(modules_needed(sys.argv[1:] if argv is None else argv))
    args = p.parse_args(argv)
    try:
        if args.command not in CHECKS_ITS_OWN_INPUT:
            check_arguments(p, args)
    except FloorError as err:
        return _refused(err, args, stdout)
    try:
        return _dispatch(args, stdin, stdout)
    except BrokenPipeError:
        raise  # (the reader went away: main says nothing)
    except Exception as err:  # a bug, not an input: said in one line, the traceback kept in a log
        return _internal_error(err, args, saved=False)


def _dispatch(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    if args.demo:
        from floor.app import run_demo

        return run_demo()
    if args.command is None:
        from floor.app import run_start

        ctx = Context.from_args(args, stdout)
        try:
            ctx.use_desk_folder()
            return run_start(ctx.store, ctx.author)
        except FloorError as err:
            sys.stderr.write(f"floor: {said_line(err.message)}\n")
            from floor.app import tell_at_start

            tell_at_start(err.message)
            return EXIT_REFUSED
        finally:
            ctx.close()
    if hasattr(args, "raw"):
        code: int = args.raw(args, stdin, stdout)
        return code
    args.stdin = stdin  # what `-` reads (hands record -, ruling decide -)
    ctx = Context.from_args(args, stdout)
    try:
        args.run(ctx, args)
        warning = ctx.back_up_if_due()
        if warning:
            sys.stderr.write(f"floor: warning: {said_line(warning)}\n")
    except FloorError as err:
        return _refused(err, args, stdout)
    except BrokenPipeError:
        raise
    except Exception as err:  # a bug: whether the action was saved before it is known here
        return _internal_error(err, args, saved=ctx._store is not None and bool(ctx._store.changed))
    finally:
        ctx.close()
    return 0


def _refused(err: FloorError, args: argparse.Namespace, stdout: TextIO) -> int:
    """A refusal: one line on standard error, or the ``{"error": ...}`` object with --json; exit status 2."""
    if getattr(args, "json", False):
        stdout.write(json.dumps({"error": err.to_dict()}, ensure_ascii=False) + "\n")
    else:
        sys.stderr.write(f"floor: {said_line(err.message)}\n")
    return EXIT_REFUSED


# -- every argument checked once ---------------------------------------------------------------------

CHECKS_ITS_OWN_INPUT = frozenset({"showdown"})  # the showdown contract answers every input with a JSON object
PATHS = frozenset({"db", "serve_db", "file", "folder", "out", "structure"})
NAMES = frozenset({"name", "nickname", "member_id", "author"})  # shown on one line: a seat card, a row, a phone


def _actions_used(p: argparse.ArgumentParser, args: argparse.Namespace) -> list[argparse.Action]:
    """The options and arguments of the command given (`floor player add`: the global ones, then its own)."""
    actions: list[argparse.Action] = []
    current: argparse.ArgumentParser | None = p
    while current is not None:
        chosen: argparse.ArgumentParser | None = None
        for action in current._actions:
            if isinstance(action, argparse._SubParsersAction):
                name = getattr(args, action.dest, None)
                chosen = action.choices.get(name) if isinstance(name, str) else None
            else:
                actions.append(action)
        current = chosen
    return actions


def _strings(value: object) -> Iterator[str]:
    """Every text in an argument's value (a list of PLAYER=CHIPS pairs, a KEY=VALUE, a name)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _strings(item)
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _strings(key)
            yield from _strings(item)


def _label(action: argparse.Action) -> str:
    """How a refusal names the argument: its long option (--reason), or the name (the name, the players)."""
    if action.option_strings:
        return max(action.option_strings, key=len)
    if isinstance(action.metavar, str) and "=" in action.metavar:
        return action.metavar
    one = action.dest[:-1] if action.nargs in ("+", "*") and action.dest.endswith("s") else action.dest
    return Text("the {argument}", argument=one.replace("_", " "))  # players: each is checked, "the player"


def _check_path(value: str, option: str) -> None:
    """A path may hold any byte but NUL on Linux; one that is not text cannot be named in a message or a record."""
    found = next((i for i, ch in enumerate(value, 1) if "\ud800" <= ch <= "\udfff" or ch == "\x00"), None)
    if found is None:
        return
    if option.startswith("-") or option.isupper():
        raise InputError(Text("the file name given to {option} holds bytes that are not text (at character "
                              "{position}): rename the file with letters Floor can show", option=option,
                              position=found), code="bad-text")
    raise InputError(Text("the file name holds bytes that are not text (at character {position}): rename the file "
                          "with letters Floor can show", position=found), code="bad-text")


def _check_text(value: str, what: str, dest: str) -> None:
    storable(value, what)
    if dest in NAMES:
        one_line(value, what)
    elif "\x00" in value:
        raise InputError(Text("{what} holds a NUL character (at character {position})", what=what,
                              position=value.index("\x00") + 1), code="bad-text")


def check_arguments(p: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Every text given on the command line (and FLOOR_DB, FLOOR_AUTHOR) is one Floor can store and show.

    On Linux, argv bytes that are not UTF-8 arrive as lone surrogates: refused here, naming the argument,
    before any file is opened (stored or printed, they would end in a UnicodeEncodeError)."""
    for action in _actions_used(p, args):
        for value in _strings(getattr(args, action.dest, None)):
            if action.dest in PATHS:
                _check_path(value, _label(action))
            else:
                _check_text(value, _label(action), action.dest)
    if not args.db and os.environ.get("FLOOR_DB"):
        _check_path(os.environ["FLOOR_DB"], "FLOOR_DB")
    if not args.author and os.environ.get("FLOOR_AUTHOR"):
        _check_text(os.environ["FLOOR_AUTHOR"], "FLOOR_AUTHOR", "author")


# -- the last resort ---------------------------------------------------------------------------------

def _internal_error(err: Exception, args: argparse.Namespace, *, saved: bool) -> int:
    """A bug (no input may reach this): one line, the traceback in a crash log beside the database; exit 1."""
    log = _crash_log(err, args)
    outcome = "the action was saved before it" if saved else "nothing was changed"
    sys.stderr.write(f"floor: internal error ({type(err).__name__}): please report it; {outcome}"
                     + (f" (the details are in {log})" if log else "") + "\n")
    return EXIT_BUG


def _crash_log(err: Exception, args: argparse.Namespace) -> Path | None:
    """The traceback in logs/ beside the database (the desktop's crash log), or None when it cannot be written."""
    try:
        from floor.store.address import home_of
        from floor.store.database import default_path
        from floor.ui.common.crash import report

        db = home_of(args.db if getattr(args, "db", None) else default_path())
        return report(db.parent / "logs", err)
    except Exception:  # the log is a courtesy: the one line is said anyway
        return None


if __name__ == "__main__":
    sys.exit(main())
