"""Fuzz the command line (issue #16): argument sets built from the real subcommands' parsers, hostile values in each.

``floor.cli.parser()`` is walked for every command (``floor player add``, ``floor chips race`` ...) and each of
its options and arguments; hypothesis picks a command and fills it: good values, lone surrogates (what Linux
hands Python for argv bytes that are not UTF-8), 20 and 5,000 digits, negative, zero, empty, very long, NUL, a
line break, options repeated, and files that are missing, folders, empty or garbage. Every run is checked by
:func:`cli_world.check`: exit 0 or 2, one line (argparse: its usage and one error line), no traceback, and on
exit 2 the folder byte for byte as it was.

The windows (console, display, dealer), the server (serve), the showdown contract (its own fuzz module) and the
commands that write beside the database by design (backup, restore, export) are left out.
10,000 argument sets in CI (issue 29), in PARTS tests of their own seeds so that pytest-xdist spreads them over the
cores; FLOOR_FUZZ_EXAMPLES sets another number (300 for a quick look); the tally is printed after the run:
``FLOOR_FUZZ_EXAMPLES=3000 FLOOR_FUZZ_SEED=7 .venv/bin/pytest tests/fuzz/test_fuzz_cli.py -s``
(FLOOR_FUZZ_SEED: another search than the fixed one CI runs).
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from cli_world import TALLY, check, make_world, run_in_copy, scratch
from fuzz.tally import share
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st

from floor.cli import NAMES, PATHS, parser

EXAMPLES = int(os.environ.get("FLOOR_FUZZ_EXAMPLES", "10000"))
PARTS = 8
SEED = os.environ.get("FLOOR_FUZZ_SEED")  # unset: the same examples every run (CI); set: another search
LEFT_OUT = {"console", "display", "dealer", "serve", "showdown", "backup", "restore", "export"}
GLOBAL = {"help", "version", "db", "demo", "author"}

HUGE = "9" * 5000
HOSTILE = ("", " ", "0", "-1", "-0", "+5", "1", "2", "3", "7", "9", "12", "99", "100", "9" * 19, "9" * 20, HUGE,
           "1e400", "NaN", "²", "١٢", "Iv\udcffan", "\udcff", "\ud800", "a\x00b", "x" * 10_000, "A\nB", "A\u2028B",
           "Ana", "Boris", "Lev", "As", "Kd", "2c", "Ah Kh", "HS4", "holdem", "stud", "misdeal_threshold",
           "seat_draw_mode", "C_high_card_2step", "joker_policy", "true", "standard", "turbo", "-", "=", ":", "x",
           "m", "s", "30s", "+2m", "-1m30s", "25x3+100x1", "100:10000:2:6", "DD-05", "DT-8", "cp1251", "utf-16",
           "rot13", "base64")
FILES = ("@missing.csv", "@folder", "@empty", "@garbage", "@players.csv", "@profile.toml", "@structure.json",
         "@situation.json", "@request.json", "@exports/hands.json", "@exports/hands.phhs", "-", "@ab\udcffc.csv",
         "@deep.json")
OUTS = ("@out.json", "@out.phh", "@out.phhs", "@folder", "@missing/out.json", "@ab\udcffc.json", "@a\nb.phh")
SEPARATORS = ("=", ":", "x", "+", " ", "=+", "==")


def leaves(p: argparse.ArgumentParser, path: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...],
                                                                                      argparse.ArgumentParser]]:
    """Every command that runs (``player add``), with its parser."""
    subs = [a for a in p._actions if isinstance(a, argparse._SubParsersAction)]
    if not subs:
        yield path, p
        return
    for name, child in subs[0].choices.items():
        yield from leaves(child, (*path, name))


COMMANDS = [(path, p) for path, p in leaves(parser()) if path[0] not in LEFT_OUT]
COMMAND_WORDS = {path[0] for path, _ in COMMANDS}


def own_actions(p: argparse.ArgumentParser) -> list[argparse.Action]:
    return [a for a in p._actions if a.dest not in GLOBAL and not isinstance(a, argparse._HelpAction)]


def is_number(action: argparse.Action) -> bool:
    return getattr(action.type, "__module__", "") == "floor.commands.inputs" and action.type.__name__ == "parse"


texts = st.one_of(
    st.sampled_from(HOSTILE),
    st.lists(st.sampled_from(HOSTILE[:60]), min_size=2, max_size=4).flatmap(
        lambda parts: st.sampled_from(SEPARATORS).map(lambda sep: sep.join(parts))),
    st.text(max_size=12),
    st.text(alphabet=st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF), min_size=1, max_size=2),
)
numbers = st.one_of(st.sampled_from(("0", "1", "2", "3", "5", "9", "-1", "100", "9" * 19, "9" * 20, HUGE, "1_000",
                                     " 7 ", "+3", "x", "", "²")),
                    st.integers(min_value=-(10**30), max_value=10**30).map(str))


GOOD = {  # plausible values, so that most runs pass argparse and reach the store
    "PLAYER=CHIPS": ("1=20000", "Ana=15000", "Lev=0"), "SEAT=COUNT": ("3=2", "1=25x3+100x1"),
    "SEAT=CARD": ("1=2c", "2=Kd"), "SEAT=CARDS": ("1=2c 3d Kh", "2=Ks", "3=As"), "PLAYER=CARD": ("Ana=As", "2=Kd"),
    "KEY=VALUE": ("joker_policy=tda", "balance_max_diff=3", "seat_draw_mode=C_high_card_2step"),
    "PLACE=AMOUNT": ("1=600", "2=400"), "PLAYER=AMOUNT": ("1=600", "2=400"), "TIME": ("+60", "-30", "+2m"),
    "CARD": ("As", "Kd"),
    "purchase": ("100:10000", "100:10000:2:6"), "player_ref": ("1", "2", "Ana", "Lev", "Kim"),
    "id": ("DD-05", "MD-01"), "game": ("holdem", "stud", "razz"), "hs": ("HS0", "HS4"), "row": ("DD", "DD-05"),
    "table": ("DT-8",), "search": ("joker misdeal",), "reason": ("a floor decision",), "override": ("house rule",),
    "encoding": ("cp1251", "cp1250", "utf-8"), "payouts": ("standard",), "tournament": ("1",),
}
SMALL = ("1", "2", "3", "5", "100")


def good(action: argparse.Action) -> st.SearchStrategy[str]:
    for key in (str(action.metavar), getattr(action.type, "__name__", ""), "" if is_number(action) else action.dest):
        if key in GOOD:
            return st.sampled_from(GOOD[key])
    if action.choices is not None:
        return st.sampled_from(list(action.choices))
    if action.dest == "out":
        return st.sampled_from(OUTS)
    if action.dest in PATHS:
        return st.sampled_from(FILES)
    if is_number(action):
        return st.sampled_from(SMALL)
    return st.sampled_from(("Zed", "Ана Поп", "Tănăsescu", "O'Brien"))


def value(action: argparse.Action, target: bool) -> st.SearchStrategy[str]:
    """The hostile value for the argument under attack, else a plausible one (now and then hostile too): one bad
    value in an otherwise good command line reaches further than a line of garbage, refused at its first word."""
    if target:
        return hostile(action)
    if action.dest == "tournament":
        return st.just("1")
    return st.integers(0, 9).flatmap(lambda n: hostile(action) if n == 0 else good(action))


def hostile(action: argparse.Action) -> st.SearchStrategy[str]:
    if action.dest == "out":  # a file written: only where the case is (texts would write into the current folder)
        return st.sampled_from(OUTS)
    if action.choices is not None:
        return st.one_of(st.sampled_from(list(action.choices)), texts)
    if action.dest in PATHS:
        return st.one_of(st.sampled_from(FILES), texts)
    if is_number(action):
        return st.one_of(numbers, texts)
    if action.dest in NAMES:
        return st.one_of(st.sampled_from(("Zed", "Ана Поп", "Tănăsescu", "O'Brien", "x" * 41)), texts)
    return texts


@st.composite
def argument_sets(draw: st.DrawFn) -> tuple[str, ...]:
    """One command line: a command, its arguments (some left out, some given twice), now and then --json."""
    path, p = draw(st.sampled_from(COMMANDS))
    argv: list[str] = list(path)
    actions = own_actions(p)
    own = [i for i, a in enumerate(actions) if a.dest not in ("json", "tournament")]  # -t: one chance among them
    target = draw(st.sampled_from([-1, *own, *(i for i, a in enumerate(actions) if a.dest == "tournament")]))
    for number, action in enumerate(actions):
        if action.option_strings:
            option = draw(st.sampled_from(action.option_strings))
            if action.nargs == 0:
                if draw(st.booleans()):
                    argv.append(option)
                continue
            if not action.required and draw(st.integers(0, 2)) == 0:
                continue
            for _ in range(draw(st.integers(1, 2))):
                argv += [option, draw(value(action, number == target))]
        else:
            count = {"+": draw(st.integers(1, 3)), "*": draw(st.integers(0, 3)), "?": draw(st.integers(0, 1))}.get(
                str(action.nargs), 1)
            argv += [draw(value(action, number == target)) for _ in range(count)]
    if draw(st.integers(0, 9)) == 0:  # a global option: before the command
        argv[:0] = ["--author", draw(texts)]
    return tuple(argv)


FILE_BODIES = {
    "empty": b"",
    "garbage": bytes(range(256)) * 4,
    "players.csv": "name,nickname,member id\nЗоя,Zo,17\nMihai Țurcanu,,18\n".encode(),
    "profile.toml": b'joker_policy = "tda"\nmisdeal_threshold = "SA"\n',
    "structure.json": (Path(__file__).resolve().parents[2] / "resources/structures/turbo.json").read_bytes(),
    "situation.json": b'{"hs": "HS4", "found": "duplicate_card", "contributions": {"1": 50, "2": 100}}',
    "request.json": b'{"game": "holdem", "board": "Ah Kh 7c 7d 2s", "seats": [{"seat": 1, "cards": "As Ad", '
                    b'"contributed": 500}, {"seat": 2, "cards": "Kc Ks", "contributed": 500}]}',
    "deep.json": b"[" * 100_000,
}


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    for where in scratch(tmp_path_factory, "cli"):
        folder = where / "world"
        folder.mkdir()
        yield make_world(folder)
    runs = sum(count for key, count in TALLY.items() if key.startswith("exit"))
    print(f"\nCLI fuzz: {runs} runs: {dict(sorted(TALLY.items()))}")
    TALLY.clear()


def test_every_command_is_fuzzed() -> None:
    """The walk finds the commands the fuzz is about, and every whole-number option has a bounded type."""
    names = {" ".join(path) for path, _ in COMMANDS}
    assert {"player add", "player import", "chips race", "tournament new", "house set", "ruling decide",
            "hands record", "hands replay", "clock adjust", "payouts set", "stud bring-in"} <= names
    unbounded = {f"{' '.join(path)} {a.dest}" for path, p in leaves(parser()) for a in p._actions if a.type is int}
    assert not unbounded


STDINS = (b"", b"[" * 100_000, b'{"deck": 1E400}', b"\xff\xfe\xed\xa0", FILE_BODIES["situation.json"],
          FILE_BODIES["request.json"])


@pytest.mark.parametrize("part", range(PARTS))
def test_any_argument_set_exits_0_or_2_in_one_line_and_a_refusal_changes_nothing(world: Path, part: int) -> None:
    """EXAMPLES argument sets in all, this part's share drawn from its own seed (FLOOR_FUZZ_SEED moves them all)."""

    @seed(int(SEED or 0) * PARTS + part)
    @settings(max_examples=share(EXAMPLES, PARTS, part), deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
    @given(argv=argument_sets(), stdin=st.sampled_from(STDINS))
    def one(argv: tuple[str, ...], stdin: bytes) -> None:
        TALLY[f"command {next(a for a in argv if not a.startswith('-') and a in COMMAND_WORDS)}"] += 1
        done = run_in_copy(world, argv, stdin, FILE_BODIES)
        check(done, "CLI", may_differ=argv[:2] == ("hands", "replay"))

    one()


SWEEP = ("9" * 20, HUGE, "-1", "Iv\udcffan", "a\x00b")


def _filled(p: argparse.ArgumentParser, path: tuple[str, ...], hostile: argparse.Action, bad: str) -> tuple[str, ...]:
    """The command with every required argument given a plain value, and ``bad`` in ``hostile``."""
    argv = list(path)
    for action in own_actions(p):
        if action is not hostile and not (action.required or not action.option_strings):
            continue
        good = bad if action is hostile else ("1" if is_number(action) or action.dest in ("player", "players")
                                                else next(iter(action.choices)) if action.choices
                                                else "1=As" if "=" in str(action.metavar) else "Zed")
        argv += [action.option_strings[0], good] if action.option_strings else [good]
    return tuple(argv)


def test_every_number_and_text_argument_refuses_hostile_values_in_one_line(world: Path) -> None:
    """A sweep, not a sample: each value of SWEEP in each option or argument of each command that takes a value."""
    runs = 0
    for path, p in COMMANDS:
        for action in own_actions(p):
            if action.nargs == 0 or action.choices is not None or action.dest in PATHS:
                continue
            for bad in SWEEP:
                done = run_in_copy(world, _filled(p, path, action, bad), b"", FILE_BODIES)
                check(done, may_differ=path == ("hands", "replay"))
                said = done.err + done.out
                if is_number(action):
                    assert done.code == 2 and done.argparse_exit, done.describe()
                elif "\udcff" in bad or "\x00" in bad:
                    assert done.code == 2, done.describe()  # by the option's own type, or as bytes not text
                    assert done.argparse_exit or any(words in said for words in ("not text", "NUL", "control")), \
                        done.describe()
                runs += 1
    TALLY["sweep"] += runs
    assert runs > 200
