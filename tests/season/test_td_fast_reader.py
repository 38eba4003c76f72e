"""Issue 30: TD saves are read as JSON (the notation rewritten by regular expressions, then ``json.loads``), and the
token reader reads only what that does not take. The two agree on every text: the same value, or the same refusal
in the same words (fuzzed, and on every real save); a real save never falls back to the token reader (counted)."""

from __future__ import annotations

import math
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from floor.clubs.td import notation
from floor.clubs.td.notation import Made, NotationError, read
from season.td_files import entry, save_text, td_files


def same(a: Any, b: Any) -> bool:
    """Equal values, NaN equal to NaN, an int never equal to a float (1 and 1.0 are told apart), keys in order."""
    if isinstance(a, float) and isinstance(b, float) and math.isnan(a) and math.isnan(b):
        return True
    if type(a) is not type(b):
        return False
    if isinstance(a, Made):
        return a.name == b.name and a.new == b.new and same(list(a.args), list(b.args))
    if isinstance(a, dict):
        return list(a) == list(b) and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)


def outcome(reader: Any, text: str) -> tuple[str, Any]:
    try:
        return ("value", reader(text))
    except NotationError as refused:
        return ("refused", str(refused.message))


def agree(text: str) -> None:
    fast, tokens = outcome(read, text), outcome(notation._read_tokens, text.lstrip("\ufeff"))
    assert fast[0] == tokens[0], (text, fast, tokens)
    if fast[0] == "value":
        assert same(fast[1], tokens[1]), (text, fast, tokens)
    else:
        assert fast[1] == tokens[1], text


class Counted:
    """The token reader, counted."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.calls = 0
        real = notation._read_tokens

        def counted(text: str) -> notation.Value:
            self.calls += 1
            return real(text)
        monkeypatch.setattr(notation, "_read_tokens", counted)


def test_a_save_is_read_without_the_token_reader_and_to_the_same_value(monkeypatch: pytest.MonkeyPatch) -> None:
    data = save_text({"ana": [entry(0)], "bob": [entry(0, out=50, by=("ana",))]}, [(1, 600, ["ana"])],
                     chops=[{"ana": 300, "bob": 300}]).decode()
    expected = notation._read_tokens(data)
    counted = Counted(monkeypatch)
    assert same(read(data), expected)
    assert counted.calls == 0


def test_every_real_save_is_read_by_the_fast_reader_to_the_token_reader_s_value(
        monkeypatch: pytest.MonkeyPatch) -> None:
    texts = [notation.decoded(path.read_bytes()) for path in td_files()]
    expected = [notation._read_tokens(text.lstrip("\ufeff")) for text in texts]
    counted = Counted(monkeypatch)
    for text, value in zip(texts, expected, strict=True):
        assert same(read(text), value)
    assert counted.calls == 0, "a real save fell back to the token reader"


@pytest.mark.parametrize("text", [
    "{a: 1,}", "[1, 2,]", "f(1,)", "new X(1, [2,],)", "[,]", "{,}", "f(,)", "[1,,2]", "{a:,}", "{a: 1,,}",
    "[undefined(1)]", "[true(1)]", "[new(1)]", "new new(1)", "new new new(1)", "new true({})", "[NaN(1)]",
    "{undefined: undefined, true: null, new: 1, NaN: NaN, Map.from: Map.from([])}", "{1: 2, -1.5e3: 3, .5: 4}",
    "[1.foo(2)]", "[a. b(1)]", '["a"b(1)]', "[1 2]", "{a b: 1}", "[a: 1]", "f(a: 1)", "[(1)]", "[1]]", "((",
    "[-Infinity]", "[Infinity, NaN, -0, 007, 1., .5, 1e5, 9007199254740993, 1e308, 1e309]", "[" + "9" * 400 + "]",
    "{a\u00a0: 1}", "{a:\u20281}", "[1\u3000]", "{\ta\n:\r\n1 }", "{ a : new  X  ( { b : 1 } ) }", "{'k': 'v\\'s'}",
    '["\\u00e5\\x41\\v\\0\\q\\u{1F0CF}\\ud83c\\udccf\\udccf"]', '["\\u{110000}"]', '["\\\\u"]', '["a\\\\\\u0041"]',
    '["\x00"]', "[\ud800]", '["\ud800"]', "\ufeff{V: 1}", "{V: 1} extra", "", "   ", "{V: 1; W: 2}", "Tournament",
    "[" * 201 + "1" + "]" * 201, "[" * 200 + "1" + "]" * 200, "[" * 201 + "]" * 201, "new X(" * 120 + ")" * 120,
    "[" + "{}," * 100_001 + "]", "[" + "1," * 199_999 + "]", "[" + "1," * 200_001 + "]",
    '{"a": 1, "a": 2, b: 3, "b": 4}', "[null, undefined, undefinedx, xundefined, a.undefined(1)]",
    'X.Y.Z(1)', 'new A.B({})', "new $x_1(1)", "f ()", "new X ()", "[f\n(1)]", "{a: 1 ,}", "[1 ,]",
])
def test_the_fast_reader_and_the_token_reader_agree_on_the_odd_cases(text: str) -> None:
    agree(text)


ALPHABET = [*'{}[](),:"\' new.Map.from 0123456789-eE truefalsnul\\\nA_', "undefined", "NaN", "Infinity", "new X(",
            "\\u", "\t", "\u00a0"]


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(ALPHABET), max_size=60).map("".join))
def test_any_text_is_read_alike_by_both_readers(text: str) -> None:
    agree(text)


KEYS = st.one_of(st.from_regex(r"[A-Za-z_$][A-Za-z0-9_$]{0,6}", fullmatch=True), st.text(max_size=6),
                 st.integers(-99, 99).map(str))
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(-(2**60), 2**60), st.floats(allow_nan=True),
                    st.text(max_size=8), st.sampled_from(["@undefined", "@NaN", "@Infinity", "@1.", "@.5", "@007"]))


def notation_of(value: Any, style: int) -> str:
    """A value in TD's notation, written one of several ways (keys bare or quoted, spaces, trailing commas)."""
    space = [" ", "", "\n  ", " "][style % 4]
    comma = "," if style % 3 == 0 else ""
    if isinstance(value, tuple):
        name, new, args = value
        return f"{'new ' if new else ''}{name}{space}(" + f",{space}".join(notation_of(a, style) for a in args) + \
            (comma if args else "") + ")"
    if isinstance(value, dict):
        def key(k: str) -> str:
            bare = k and (k[0].isalpha() or k[0] in "_$") and k.isascii() and all(c.isalnum() or c in "_$" for c in k)
            number = k.lstrip("-").isdigit()
            return k if (bare or number) and style % 2 else '"' + k.replace("\\", "\\\\").replace('"', '\\"') + '"'
        return "{" + f",{space}".join(f"{key(k)}:{space}{notation_of(v, style)}" for k, v in value.items()) + \
            (comma if value else "") + "}"
    if isinstance(value, list):
        return "[" + f",{space}".join(notation_of(v, style) for v in value) + (comma if value else "") + "]"
    if isinstance(value, str):
        if value.startswith("@"):
            return value[1:]
        quote = "'" if style % 5 == 0 else '"'
        escaped = value.replace("\\", "\\\\").replace(quote, "\\" + quote).replace("\n", "\\n")
        if style % 7 == 0:
            escaped = "".join(f"\\u{ord(c):04x}" if ord(c) < 0x10000 else c for c in escaped)
        return quote + escaped + quote
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, float):
        return "NaN" if math.isnan(value) else "Infinity" if value == math.inf else repr(value)
    return str(value)


VALUES = st.recursive(SCALARS, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(KEYS, inner, max_size=4),
    st.tuples(st.sampled_from(["X", "LO.Cell", "Map.from", "Map", "new", "true"]), st.booleans(),
              st.lists(inner, max_size=3))), max_leaves=20)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(VALUES, st.integers(0, 419))
def test_any_value_written_in_the_notation_is_read_alike_by_both_readers(value: Any, style: int) -> None:
    agree(notation_of(value, style))
