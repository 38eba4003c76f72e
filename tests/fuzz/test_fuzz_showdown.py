"""Fuzz `floor showdown --batch` (issue #16): real showdown requests, mutated into hostile ones, N lines in.

The contract under test: N lines in, exactly N answer lines out, each one JSON object holding a result or an
``error`` with a code and a message; never ``internal-error``, never a word on standard error. The requests
start from the README's example (resources/examples/*.json) and a few real requests of the other games, then
values are replaced with hostile ones (huge integers, floats, 1E400, NaN, nesting, lone surrogates, U+2028,
long strings, many or duplicate seats, missing keys, wrong types) and bytes are spliced in (invalid UTF-8,
line separators, junk). Every finding is also a named test in tests/core/test_showdown_any_bytes.py.

An input is a request: a line of a batch, or a request alone. In CI (issue 29) the module feeds more than 10,000:
700 examples a property (a few lines each) and the 3,000-line batch; FLOOR_FUZZ_EXAMPLES sets the examples per
property; a long local run: ``FLOOR_FUZZ_EXAMPLES=20000 .venv/bin/pytest tests/fuzz/test_fuzz_showdown.py -s``
prints its tally.
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import os
import random
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from fuzz.tally import ACCEPTED, INTERNAL, REFUSED, count
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from floor.cli import main
from floor.core.games import GAMES

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = int(os.environ.get("FLOOR_FUZZ_EXAMPLES", "700"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
LARGEST_LINE = 2_000_000  # bytes: room for 200,000-character strings and 20,000 seats, not for their product
TALLY: Counter[str] = Counter()  # lines fed and what they were answered with, printed after a long run

# The README's example(s), and one real request of each other kind of game, so mutations reach every path.
SEEDS: list[dict[str, Any]] = [json.loads(p.read_text(encoding="utf-8"))
                               for p in sorted((ROOT / "resources/examples").glob("*.json"))] + [
    {"game": "holdem", "board": "2c 7d 9h Js 3d", "button": 9, "chip": 5,
     "seats": [{"seat": 1, "cards": "As Ad", "contributed": 105, "dead": 5},
               {"seat": 3, "cards": "Kc Kh", "contributed": 400},
               {"seat": 9, "cards": [], "contributed": 50, "folded": True}]},
    {"game": "holdem", "seats": [{"seat": 3, "contributed": 600}, {"seat": 5, "contributed": 200, "folded": True}]},
    {"game": "holdem", "board": "Ac Kd Qh Js 3d", "seats": [{"seat": 1, "cards": "Tc 2h"},
                                                            {"seat": 2, "cards": "Th 4c"}]},
    {"game": "shortdeck", "board": "6c 7d 9h Js 8d", "button": 2,
     "house": {"shortdeck_trips_beat_straight": False},
     "seats": [{"seat": 1, "cards": "Ts As", "contributed": 10}, {"seat": 2, "cards": "Kd Qd", "contributed": 10}]},
    {"game": "omaha5", "board": "2c 5d 8h Kd Ks", "button": 1, "chip": 100,
     "seats": [{"seat": 1, "cards": "Ac Ad 3h 4s 9c", "contributed": 300},
               {"seat": 2, "cards": "Qc Qd Jh Js 9d", "contributed": 300}]},
    {"game": "stud", "chip": 50, "house": {"stud_odd_chip_cards": "all_cards"},
     "seats": [{"seat": 1, "cards": "As Ad Kc Kh 9s 9d Tc", "contributed": 350},
               {"seat": 2, "cards": "Ac Ah Ks Kd 9h 9c Td", "contributed": 350},
               {"seat": 3, "cards": "2c 3c 4c", "contributed": 50, "folded": True}]},
    {"game": "stud-hilo", "seats": [{"seat": 1, "cards": "As Ad Kc Kh 9s 9d Tc", "contributed": 300},
                                    {"seat": 4, "cards": "2c 3d 4h 5s 7c Qd Jh", "contributed": 300}]},
    {"game": "razz", "house": {"razz_odd_chip_card": "low_by_suit"},
     "seats": [{"seat": 1, "cards": "As 2d 3c 4h 6s Kd Kc", "contributed": 11},
               {"seat": 2, "cards": "Ah 2s 3d 4c 6h Qd Qc", "contributed": 11}]},
    {"game": "stud5", "deck": 32, "seats": [{"seat": 1, "cards": "As Ks Qs Js Ts", "contributed": 20},
                                           {"seat": 2, "cards": "7c 8d 9h Tc Jd", "contributed": 20}]},
    {"game": "draw5", "deck": "36", "jokers": 1, "button": 1,
     "seats": [{"seat": 1, "cards": "Kc Kd Kh Ks Jk", "contributed": 40},
               {"seat": 2, "cards": "Ac Ad Ah 6s 6c", "contributed": 40}]},
    {"game": "draw27", "button": 1, "seats": [{"seat": 1, "cards": "2c 3d 4h 5s 7c", "contributed": 75},
                                              {"seat": 2, "cards": "2d 3h 4s 5c 8d", "contributed": 75}]},
]

INTS = [0, 1, -1, 2, 11, 12, 23, 52, 36, 32, 10**18 - 1, -(10**18 - 1), 2**31, 2**53 + 1]
FLOATS = [52.5, 52.0, 0.0, -0.0, 0.5, 1.5, 1e-300, 1e308, -2.5, 1200.0, 25.0]
RAW_TOKENS = ["1E400", "-1E400", "NaN", "Infinity", "-Infinity", "1e999", "7" * 5000, "-" + "9" * 19, "0.1e1",
              "1" * 19, "-0", "1.0", "5e1", "0x10", "01", "+1", "[" * 100_000, "[" * 5000 + "]" * 5000,
              "{" * 70, '"\\ud800"', '"\\udfff\\ud800s"', '"A\\u2028s"', '"\\u0000"', "tru", "nul", "'As'"]
STRINGS = ["", " ", "As", "10d", "Jk", "joker", "Т♠ К♥", "A♠️", "AsKd", "As,Kd;Qh", "\ud800", "\udc80s",
           "A\u2028s", "A\u2029s", "\x0b", "\x0c", "\x1c\x1d\x1e", "\x85", "\x00", "\ufeff", "\U0001f0a1",
           "Ж", "52", "36", "32", "holdem", "razz", "omaha-hilo", "high_by_suit", "all_cards", "DD-02",
           "\r", "\t", "\\", '"']
SEPARATORS = ["\u2028", "\u2029", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x85", "\r", "\r\r", "\ufeff"]
BAD_UTF8 = [b"\xff", b"\xfe", b"\xc3", b"\xed\xa0\x80", b"\xed\xbf\xbf", b"\xf4\x90\x80\x80", b"\xc0\xaf",
            b"\xe2\x80", b"\x80", b"\xf0\x9f\x83"]


def _count(rng: random.Random, *counts: int, huge: int) -> int:
    """One of ``counts``, or now and then (one in twenty) ``huge``: big enough to find a quadratic loop, rare
    enough that 3,000 lines stay some tens of megabytes."""
    return huge if rng.random() < 0.05 else rng.choice(counts)


def hostile(rng: random.Random, raw: dict[str, str]) -> object:
    """One hostile JSON value; a token JSON cannot produce from Python (1E400, NaN, 100,000 "[") goes in ``raw``
    under a marker string that is swapped for it once the request is written."""
    kind = rng.randrange(12)
    if kind == 0:
        return rng.choice(INTS) if rng.random() < 0.8 else rng.randint(-(10**18), 10**18)
    if kind == 1:
        return rng.choice(FLOATS)
    if kind == 2:
        return _token(rng.choice(RAW_TOKENS), raw)
    if kind == 3:
        return rng.choice(STRINGS)
    if kind == 4:
        return rng.choice(STRINGS) * _count(rng, 2, 100, 5000, huge=200_000)
    if kind == 5:
        value: object = rng.choice([0, "As", {}, None])
        for _ in range(rng.randint(1, 80)):
            value = [value]
        return value
    if kind == 6:
        return rng.choice([None, True, False, {}, [], {"a": 1}, [1, "As"], {"seat": 1}])
    if kind == 7:
        return [rng.choice(STRINGS) for _ in range(rng.randint(0, 12))]
    if kind == 8:
        return [{"seat": n} for n in range(1, _count(rng, 12, 13, 50, huge=5000))]
    if kind == 9:
        return _written([{"seat": 1, "cards": []}], _count(rng, 2, 11, 12, huge=20_000), raw)
    if kind == 10:
        return {rng.choice(STRINGS): rng.choice(INTS) for _ in range(rng.randint(1, 4))}
    return list(range(_count(rng, 3, 100, 1000, huge=50_000)))


def _token(text: str, raw: dict[str, str]) -> str:
    """A marker string that ``mutated_line`` replaces with ``text`` once the request is written as JSON."""
    marker = f"\x00raw{len(raw)}\x00"
    raw[marker] = text
    return marker


def _written(items: list[Any], times: int, raw: dict[str, str]) -> str:
    """``items`` repeated ``times`` as JSON text behind a marker: later mutations cannot reach into the crowd, so
    sizes never multiply (a 200,000-character string in each of 20,000 seats), and a line stays a few megabytes."""
    one = json.dumps(items)[1:-1]
    return _token("[" + ",".join([one] * (times if len(one) * times < LARGEST_LINE else 4)) + "]", raw)


def _places(tree: object) -> list[tuple[Any, Any]]:
    """Every (container, key or index) of the request, the root's fields included."""
    found: list[tuple[Any, Any]] = []
    stack: list[Any] = [tree]
    while stack:
        item = stack.pop()
        keys = list(item) if isinstance(item, dict) else range(len(item)) if isinstance(item, list) else []
        for key in keys:
            found.append((item, key))
            stack.append(item[key])
    return found


def _replace_value(tree: dict[str, Any], rng: random.Random, raw: dict[str, str]) -> None:
    places = _places(tree)
    if places:
        container, key = rng.choice(places)
        container[key] = hostile(rng, raw)


def _delete_key(tree: dict[str, Any], rng: random.Random, raw: dict[str, str]) -> None:
    dicts = [(c, k) for c, k in _places(tree) if isinstance(c, dict)]
    if dicts:
        container, key = rng.choice(dicts)
        del container[key]


def _add_field(tree: dict[str, Any], rng: random.Random, raw: dict[str, str]) -> None:
    dicts = [tree, *(c[k] for c, k in _places(tree) if isinstance(c[k], dict))]
    name = rng.choice(["deck", "jokers", "button", "chip", "house", "dead", "folded", "contributed", "seat",
                       "cards", "x", "x\u2028y", "\ud800", "", "game"])
    rng.choice(dicts)[name] = hostile(rng, raw)


def _reshape_seats(tree: dict[str, Any], rng: random.Random, raw: dict[str, str]) -> None:
    """Duplicate a seat, renumber one onto another, or list a crowd of seats."""
    seats = tree.get("seats")
    if not isinstance(seats, list) or not seats:
        tree["seats"] = hostile(rng, raw)
        return
    choice = rng.randrange(4)
    if choice == 0:
        seats.append(copy.deepcopy(rng.choice(seats)))
    elif choice == 1 and isinstance(seats[-1], dict) and isinstance(seats[0], dict):
        seats[-1]["seat"] = seats[0].get("seat")
    elif choice == 2:
        tree["seats"] = _written(seats, _count(rng, 4, 6, 1000, huge=20_000), raw)
    else:
        rng.shuffle(seats)
        for entry in seats:
            if isinstance(entry, dict):
                entry["contributed"] = rng.choice([0, 1, 25, 100, 10**18 - 1])
                entry["folded"] = rng.random() < 0.3


def _plausible(tree: dict[str, Any], rng: random.Random, raw: dict[str, str]) -> None:
    """A change a tired dealer makes: another game, deck or button, cards moved between seats and the board."""
    choice = rng.randrange(4)
    if choice == 0:
        tree["game"] = rng.choice(GAMES)
    elif choice == 1:
        tree[rng.choice(["deck", "jokers", "button", "chip"])] = rng.choice([0, 1, 2, 3, 11, 25, 32, 36, 52, "52"])
    elif choice == 2:
        tree["board"] = rng.choice(["", "As", "2c 7d 9h", "2c 7d 9h Js", "2c 7d 9h Js 3d", "2c 7d 9h Js 3d 4d",
                                    "Jk Jk Jk", "As As"])
    elif isinstance(tree.get("seats"), list):
        for entry in tree["seats"]:
            if isinstance(entry, dict):
                entry["cards"] = rng.choice(["", "As Ad", "Jk", "2c 3c 4c", "As 2d 3c 4h 6s Kd Kc", "Ts 9s",
                                             "Ac Ad Ah 6s 6c", "Kc Kd Kh Ks Jk Jk", "7c 8d"])


def _chips(tree: dict[str, Any], rng: random.Random, raw: dict[str, str]) -> None:
    """Other chips on the same cards, still a request Floor answers: side pots, dead money, folds, odd chips."""
    seats = tree.get("seats")
    if not isinstance(seats, list) or not all(isinstance(entry, dict) for entry in seats):
        return
    chip = rng.choice([1, 5, 25])
    tree.update(chip=chip, button=rng.randint(1, 11))
    for entry in seats:
        entry["contributed"] = rng.randint(0, 40) * chip
        entry["dead"] = rng.randint(0, entry["contributed"] // chip) * chip if rng.random() < 0.3 else 0
        entry["folded"] = rng.random() < 0.2
    if seats and all(entry["folded"] for entry in seats):
        rng.choice(seats)["folded"] = False


TREE_MUTATIONS: list[Callable[[dict[str, Any], random.Random, dict[str, str]], None]] = [
    _replace_value, _replace_value, _replace_value, _delete_key, _add_field, _reshape_seats, _plausible, _plausible,
    _chips, _chips]


def _splice(data: bytes, rng: random.Random) -> bytes:
    """Bytes in the middle: invalid UTF-8, a line separator inside a string, junk; or a cut, a flip, a BOM."""
    at = rng.randint(0, len(data))
    quotes = [i + 1 for i, byte in enumerate(data) if byte == ord('"')]
    inside = rng.choice(quotes) if quotes else at
    choice = rng.randrange(8)
    if choice == 0:
        return data[:at] + rng.choice(BAD_UTF8) + data[at:]
    if choice == 1:
        return data[:inside] + rng.choice(SEPARATORS).encode() + data[inside:]
    if choice == 2:
        return data[:at] + bytes(rng.randrange(256) for _ in range(rng.randint(1, 8))) + data[at:]
    if choice == 3:
        return data[:at]
    if choice == 4 and data:
        i = rng.randrange(len(data))
        return data[:i] + bytes([data[i] ^ (1 << rng.randrange(8))]) + data[i + 1:]
    if choice == 5:
        end = rng.randint(at, len(data))
        return data[:at] + data[at:end] * rng.choice([2, 3]) + data[at:]
    if choice == 6:
        return rng.choice([b"\xef\xbb\xbf", b"\xff\xfe", b" ", b"\r", b"\t"]) + data
    return data + rng.choice([b"\r", b"\r\r", b" ", b"\x00", b"}", b"\xe2\x80\xa8"])


def mutated_line(rng: random.Random) -> bytes:
    """One hostile request line (no b"\\n" in it: that would be two lines)."""
    tree = copy.deepcopy(rng.choice(SEEDS))
    raw: dict[str, str] = {}
    for _ in range(rng.randint(1, 3)):
        rng.choice(TREE_MUTATIONS)(tree, rng, raw)
    text = json.dumps(tree, ensure_ascii=rng.random() < 0.3)
    for marker, token in raw.items():
        text = text.replace(json.dumps(marker), token)
    data = text.encode("utf-8", "surrogatepass")  # a lone surrogate becomes raw bytes that are not UTF-8
    for _ in range(rng.choice([0, 0, 1, 2])):
        data = _splice(data, rng)
    return data.replace(b"\n", b" ")


def _answer_kind(answer: object) -> str:
    """What the answer is ("result" or the error's code), after checking it is one the contract allows."""
    assert isinstance(answer, dict)
    if "error" not in answer:
        assert {"game", "hands", "high_order", "low_order"} <= set(answer)
        return "result"
    error = answer["error"]
    assert isinstance(error, dict) and isinstance(error["code"], str) and isinstance(error["message"], str)
    if error["code"] == "internal-error":
        count("showdown", INTERNAL)
    assert error["message"] and error["code"] != "internal-error", error
    return str(error["code"])


def feed(lines: list[bytes], *, ending: bytes = b"\n", last_newline: bool = True) -> list[str]:
    """The lines to `floor showdown --batch` in-process: their answers' kinds, after checking the contract."""
    if lines and lines[-1] == b"":  # an empty last line is only a line when a newline ends it
        last_newline = True
    data = ending.join(lines) + (ending if last_newline and lines else b"")
    stdin = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8")
    raw = io.BytesIO()
    stdout = io.TextIOWrapper(raw, encoding="utf-8", errors="strict", newline="\n")
    errors = io.StringIO()
    with contextlib.redirect_stderr(errors):
        code = main(["showdown", "--batch"], stdin=stdin, stdout=stdout)
    stdout.flush()
    out = raw.getvalue().decode("utf-8")
    assert errors.getvalue() == ""
    answers = out.split("\n")[:-1]
    assert len(answers) == len(lines) and len(out.splitlines()) == len(lines)
    kinds = [_answer_kind(json.loads(answer)) for answer in answers]
    count("showdown", ACCEPTED, kinds.count("result"))
    count("showdown", REFUSED, len(kinds) - kinds.count("result"))
    assert code == (2 if any(kind != "result" for kind in kinds) else 0)
    TALLY["lines"] += len(lines)
    TALLY.update(kinds)
    return kinds


def single(data: bytes) -> str:
    """One request without --batch: exactly one JSON object (a field a line), exit 0 or 2, standard error quiet."""
    stdin = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8")
    stdout = io.StringIO()
    errors = io.StringIO()
    with contextlib.redirect_stderr(errors):
        code = main(["showdown"], stdin=stdin, stdout=stdout)
    assert errors.getvalue() == ""
    kind = _answer_kind(json.loads(stdout.getvalue()))
    count("showdown", ACCEPTED if kind == "result" else REFUSED)
    assert code == (0 if kind == "result" else 2)
    TALLY["single requests"] += 1
    return kind


@pytest.fixture(scope="module", autouse=True)
def _tally() -> Iterator[None]:
    """After a long run (FLOOR_FUZZ_EXAMPLES set), say how many inputs went through and how they were answered."""
    yield
    if "FLOOR_FUZZ_EXAMPLES" in os.environ:
        print(f"\nfuzz showdown: {EXAMPLES} examples a property; {dict(TALLY.most_common())}")


def test_every_seed_request_is_answered() -> None:
    """The mutations start from requests Floor answers, so what changes is the mutation, not the seed."""
    assert feed([json.dumps(seed).encode() for seed in SEEDS]) == ["result"] * len(SEEDS)


@FUZZ
@given(st.lists(st.randoms(use_true_random=False), min_size=1, max_size=6),
       st.sampled_from([b"\n", b"\r\n"]), st.booleans())
def test_mutated_requests_get_one_answer_a_line(rngs: list[random.Random], ending: bytes, last: bool) -> None:
    """Hostile requests, a few to a batch, \\n or \\r\\n, the last line with or without its newline."""
    feed([mutated_line(rng) for rng in rngs], ending=ending, last_newline=last)


@FUZZ
@given(st.lists(st.binary(max_size=300).map(lambda b: b.replace(b"\n", b"")), max_size=8))
def test_any_bytes_get_one_answer_a_line(lines: list[bytes]) -> None:
    """Lines of arbitrary bytes."""
    feed(lines)


_TEXT = st.text(st.characters(exclude_categories=()), max_size=20)  # lone surrogates and separators included
_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | _TEXT | st.sampled_from(STRINGS),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(
        st.sampled_from(["game", "board", "button", "chip", "house", "seats", "deck", "jokers", "seat", "cards",
                         "contributed", "folded", "dead"]) | _TEXT, inner, max_size=5),
    max_leaves=30)


@FUZZ
@given(st.lists(st.tuples(_JSON, st.booleans()), min_size=1, max_size=6))
def test_any_json_gets_one_answer_a_line(values: list[tuple[object, bool]]) -> None:
    """Arbitrary JSON (big integers, NaN, lone surrogates as escapes or as raw bytes) shaped like requests."""
    feed([json.dumps(value, ensure_ascii=ascii_only).encode("utf-8", "surrogatepass").replace(b"\n", b" ")
          for value, ascii_only in values])


@FUZZ
@given(st.randoms(use_true_random=False))
def test_a_mutated_single_request_gets_one_json_object(rng: random.Random) -> None:
    """The same hostile requests without --batch: one JSON object, never a traceback."""
    single(mutated_line(rng))


def test_3000_mutated_lines_in_one_batch_get_3000_answers() -> None:
    """The torture run's batch (a lone surrogate once ended it after 174 answers): 3,000 hostile lines, one
    batch, a fixed seed, 3,000 answers."""
    rng = random.Random(16)
    kinds = feed([mutated_line(rng) for _ in range(3000)])
    assert len(kinds) == 3000 and "result" in kinds and len(set(kinds)) > 5
