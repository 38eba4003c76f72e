"""Fuzz the files Floor's commands read (issue #16): mutated CSV, TOML, structure, situation, request and hand files.

Each example takes a real file (a players list in UTF-8, UTF-16 or a Windows code page, the shipped house
profile, a shipped structure, a situation, a showdown request, a hand history exported as JSON or PHH), applies
up to three mutations (a byte flipped, a hostile snippet put in: a NUL, bytes that are not UTF-8, an encoded
surrogate, a U+2028, an unclosed quote, 100,000 brackets, 5,000 digits, 1E400, a TOML date, a 200,000-character
field; a piece cut out, the file cut short, a piece repeated, the whole text saved in another encoding) and hands
it to the command that reads that kind of file, written to the case's folder or on standard input. Every run is
checked by :func:`cli_world.check`: exit 0 or 2 (replay: 1 too), one line, no traceback, nothing changed on 2.

In CI (issue 29) 10,000 mutated players lists (the CSV surface) and 10,000 mutated structures, each in PARTS tests
of their own seeds so that pytest-xdist spreads them over the cores, and a tenth of that of the other kinds;
FLOOR_FUZZ_EXAMPLES sets another number per surface (300 for a quick look); the tally is printed after the run:
``FLOOR_FUZZ_EXAMPLES=3000 FLOOR_FUZZ_SEED=7 .venv/bin/pytest tests/fuzz/test_fuzz_files.py -s``
(FLOOR_FUZZ_SEED: another search than the fixed one CI runs).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from cli_world import HOLDEM, ROOT, SITUATION, TALLY, check, make_world, run_in_copy, scratch
from fuzz.tally import share
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st

EXAMPLES = int(os.environ.get("FLOOR_FUZZ_EXAMPLES", "10000"))
SEED = os.environ.get("FLOOR_FUZZ_SEED")  # unset: the same examples every run (CI); set: another search
MAX_SIZE = 400_000  # a mutated file stays a fraction of a megabyte: the point is its shape, not its size

PLAYERS = "name,nickname,member id\nИван Петров,Ваня,17\nMihai Țurcanu,,18\n\"Pop, Ana\",Ani,19\nЗоя,,\n"
CYRILLIC = "name,nickname\nИван Петров,Ваня\nЗоя Космодемьянская,\n"
ROMANIAN = "name,nickname\nŞtefan Ţurcanu,Ştefi\nMihai Ionescu,\n"  # Windows-1250 has the cedilla forms only

# kind -> the argv that reads a file of that kind ("@in" is the mutated file, "-" standard input)
READERS: dict[str, tuple[tuple[str, ...], ...]] = {
    "csv": (("player", "import", "@in.csv"), ("player", "import", "@in.csv", "--encoding", "cp1251"),
            ("player", "import", "@in.csv", "--encoding", "cp1250"), ("player", "import", "@in.csv", "--json")),
    "toml": (("house", "set", "--file", "@in.toml"), ("house", "set", "--file", "@in.toml", "--json")),
    "structure": (("tournament", "new", "Evening", "--buy-in", "100", "--stack", "10000", "--structure", "@in.json"),),
    "situation": (("ruling", "decide", "@in.json"), ("ruling", "decide", "-"), ("ruling", "decide", "-", "--confirm")),
    "request": (("hands", "record", "1", "@in.json"), ("hands", "record", "2", "-")),
    "hands": (("hands", "replay", "@in.json"), ("hands", "replay", "-"), ("hands", "replay", "@in.json", "--json")),
}


def seeds(world: Path) -> list[tuple[str, bytes]]:
    """(kind, bytes) of every file the mutations start from."""
    found = [("csv", PLAYERS.encode()), ("csv", PLAYERS.encode("utf-8-sig")), ("csv", CYRILLIC.encode("utf-16")),
             ("csv", CYRILLIC.encode("cp1251")), ("csv", ROMANIAN.encode("cp1250")),
             ("toml", (ROOT / "resources/rulebook/house-default.toml").read_bytes()),
             ("toml", b'joker_policy = "tda"\nmisdeal_threshold = "SA"\n[deck_spec]\nholdem = 52\n'),
             ("situation", json.dumps(SITUATION).encode()),
             ("request", json.dumps(HOLDEM).encode()),
             ("request", (ROOT / "resources/examples/omaha-hilo.json").read_bytes()),
             ("hands", (world / "exports/hands.json").read_bytes()),
             ("hands", (world / "exports/hands.phhs").read_bytes())]
    found += [("structure", p.read_bytes()) for p in sorted((ROOT / "resources/structures").glob("*.json"))]
    return found


SNIPPETS = (b"\x00", b"\xff", b"\xc3\x28", b"\xed\xa0\x80", "\u2028".encode(), b'"', b"'", b"\r", b"\n", b",",
            b"=", b"{", b"}", b"[", b"]", b"[" * 100_000, b"9" * 5000, b"9" * 20, b"1E400", b"NaN", b"-1", b"inf",
            b"1979-05-27", b"07:32:00", b"\\ud800", b'"\\ud800"', b"true", b"null", b"[]", b"{}", b'""',
            b"A" * 200_000, "ţ".encode("cp1250"), "Ж".encode("cp1251"), b"\xef\xbb\xbf", b"\xff\xfe",
            b'"kind": "break"', b'"minutes": 0', b"#", b"[1]\n", b'variant = "NT"\n')
ENCODINGS = ("utf-16", "utf-16-le", "latin-1", "cp1251", "cp1250", "utf-8-sig", "utf-32")


def _at(data: bytes, where: float) -> int:
    return min(len(data), int(where * (len(data) + 1)))


def _flip(data: bytes, where: float, _: int) -> bytes:
    if not data:
        return data
    i = min(len(data) - 1, _at(data, where))
    return data[:i] + bytes([data[i] ^ (1 << (i % 8))]) + data[i + 1:]


def _insert(data: bytes, where: float, n: int) -> bytes:
    i = _at(data, where)
    return data[:i] + SNIPPETS[n % len(SNIPPETS)] + data[i:]


def _replace(data: bytes, where: float, n: int) -> bytes:
    i = _at(data, where)
    return data[:i] + SNIPPETS[n % len(SNIPPETS)] + data[i + 1 + n % 7:]


def _cut(data: bytes, where: float, n: int) -> bytes:
    i = _at(data, where)
    return data[:i] + data[i + 1 + n * 3:]


def _truncate(data: bytes, where: float, _: int) -> bytes:
    return data[:_at(data, where)]


def _repeat(data: bytes, where: float, n: int) -> bytes:
    i = _at(data, where)
    piece = data[i:i + 1 + n * 5]
    return data[:i] + piece * (2 + n % 50) + data[i:]


def _reencode(data: bytes, _: float, n: int) -> bytes:
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data
    return text.encode(ENCODINGS[n % len(ENCODINGS)], "replace")


MUTATIONS: tuple[Callable[[bytes, float, int], bytes], ...] = (_flip, _insert, _insert, _replace, _cut, _truncate,
                                                               _repeat, _reencode)
mutation = st.tuples(st.integers(0, len(MUTATIONS) - 1), st.floats(0, 1), st.integers(0, 200))


def mutated(data: bytes, steps: list[tuple[int, float, int]]) -> bytes:
    for kind, where, n in steps:
        data = MUTATIONS[kind](data, where, n)[:MAX_SIZE + 200_000]
    return data


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    for where in scratch(tmp_path_factory, "files"):
        folder = where / "world"
        folder.mkdir()
        yield make_world(folder)
    runs = sum(count for key, count in TALLY.items() if key.startswith("exit"))
    print(f"\nFile fuzz: {runs} runs: {dict(sorted(TALLY.items()))}")
    TALLY.clear()


@pytest.fixture(scope="module")
def starts(world: Path) -> list[tuple[str, bytes]]:
    return seeds(world)


# surface -> the kinds of file it mutates, how many inputs in all, in how many tests
SURFACES: dict[str, tuple[tuple[str, ...], int, int]] = {
    "CSV": (("csv",), EXAMPLES, 8),
    "structures": (("structure",), EXAMPLES, 8),
    "other files": (("toml", "situation", "request", "hands"), max(1, EXAMPLES // 10), 2),
}
PARTS = [(surface, part) for surface, (_, _, parts) in SURFACES.items() for part in range(parts)]


@pytest.mark.parametrize(("surface", "part"), PARTS, ids=[f"{s}-{p}" for s, p in PARTS])
def test_a_mutated_file_exits_0_or_2_in_one_line_and_a_refusal_changes_nothing(
        world: Path, starts: list[tuple[str, bytes]], surface: str, part: int) -> None:
    """The surface's inputs in all, this part's share drawn from its own seed (FLOOR_FUZZ_SEED moves them all)."""
    kinds, examples, parts = SURFACES[surface]
    pool = [(kind, data) for kind, data in starts if kind in kinds]

    @seed(int(SEED or 0) * len(PARTS) + PARTS.index((surface, part)))
    @settings(max_examples=share(examples, parts, part), deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(choice=st.integers(0, 10_000), reader=st.integers(0, 10), steps=st.lists(mutation, max_size=3))
    def one(choice: int, reader: int, steps: list[tuple[int, float, int]]) -> None:
        kind, data = pool[choice % len(pool)]
        argv = READERS[kind][reader % len(READERS[kind])]
        body = mutated(data, steps)
        name = next((a[1:] for a in argv if a.startswith("@")), "in.json")
        TALLY[f"{kind} {'mutated' if steps else 'as is'}"] += 1
        done = run_in_copy(world, argv, body if "-" in argv else b"", {name: body})
        check(done, surface, may_differ=argv[:2] == ("hands", "replay"))

    one()


@pytest.mark.parametrize("number", range(16))
def test_every_seed_is_accepted_as_it_is(world: Path, starts: list[tuple[str, bytes]], number: int) -> None:
    """Unmutated, each seed is read (exit 0): the Cyrillic list in UTF-16 and in Windows-1251 with --encoding,
    the Romanian one in Windows-1250 with --encoding, the shipped profile and structures, the exports."""
    if number >= len(starts):
        pytest.skip("fewer seeds")
    kind, data = starts[number]
    argv = READERS[kind][0]
    if data == CYRILLIC.encode("cp1251"):
        argv = READERS["csv"][1]
    elif data == ROMANIAN.encode("cp1250"):
        argv = READERS["csv"][2]
    done = run_in_copy(world, argv, b"", {next(a[1:] for a in argv if a.startswith("@")): data})
    assert done.code == 0, done.describe()
