"""The points formulas clubs write, evaluated safely: arithmetic as a calculator does it (property-tested against
Python's), TD's statements (assign, IF), and every problem refused in one line that says where."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floor.clubs.formula import MAX_DEPTH, MAX_HEIGHT, FormulaError, read

TD_ORF = ('assign ("points", 0)\nassign ("T33", Round(n/3) )\nassign ("T80", Floor(n*0.9) )\n'
          'assign ("monies", totalBuyInsAmount + totalRebuysAmount + totalAddOnsAmount)\n'
          'assign ("avgBC", monies/buyins)\n'
          'assign ("temp", 10*(sqrt(n)/sqrt( (T33 + 1) ))*(1+log(avgBC+0.25))+ (numberofHits * 10))\n'
          'IF (T80 > r and T33 < r, assign("points", round(temp * pow(0.66, (r-T33))) +(numberofHits * 10) ), '
          '(IF (T33 >= r, assign ("points", (round(10*(sqrt(n)/sqrt(r))*(1+log(avgBC+0.25)))+'
          '(numberofHits * 10))))))')


def test_the_orf_clubs_formula_gives_its_points_worked_by_hand() -> None:
    """18 players, 4,800 in, 7th with 2 hits: T33 = 6, T80 = 16, so the decayed branch: round(temp * 0.66) + 20,
    temp = 10 * sqrt(18)/sqrt(7) * (1 + ln(266.92)) + 20."""
    given_ = {"n": 18, "r": 7, "buyins": 18, "totalBuyInsAmount": 4800, "totalRebuysAmount": 0,
              "totalAddOnsAmount": 0, "numberofHits": 2}
    temp = 10 * (math.sqrt(18) / math.sqrt(7)) * (1 + math.log(4800 / 18 + 0.25)) + 20
    assert read(TD_ORF).points(given_) == math.floor(temp * 0.66 + 0.5) + 20
    assert read(TD_ORF).points({**given_, "r": 17}) == 0  # (the last 10%: no branch assigns)
    assert read(TD_ORF).names() == {"n", "r", "buyins", "totalbuyinsamount", "totalrebuysamount",
                                    "totaladdonsamount", "numberofhits"}


@pytest.mark.parametrize(("text", "points"), [
    ("1 + 2 * 3", 7), ("(1 + 2) * 3", 9), ("2 ^ 3 ^ 2", 512), ("-2 ^ 2", -4), ("7 % 4", 3), ("10 / 4", 2.5),
    ("round(2.5)", 3), ("round(2.45, 1)", 2.5), ("floor(-1.5)", -2), ("ceil(1.2)", 2), ("max(1, 5, 3)", 5),
    ("min(4, 2)", 2), ("abs(-3)", 3), ("pow(2, 10)", 1024), ("log10(1000)", 3), ("exp(0)", 1),
    ("if(1 < 2, 10, 20)", 10), ("IF(2 <= 1, 10)", 0), ("not 0", 1), ("1 = 1 and 2 <> 3", 1), ("0 or 0", 0),
    ("if(0, 1 / 0, 5)", 5),  # only the branch taken is evaluated
    ('assign("x", 4)\nx * x', 16), ('assign("points", 3)\n99', 3), ("", 0), ("R * 2", 10),
])
def test_the_language(text: str, points: float) -> None:
    assert read(text).points({"r": 5}) == pytest.approx(points)


@pytest.mark.parametrize(("text", "said"), [
    ("1 +", "the formula ends where a value was due"),
    ("1 $ 2", "the formula cannot be read at character 3: '$ 2'"),
    ("(1 + 2", "the formula ends where ')' was due"),
    ("1 2", "the formula has '2' at character 3 where the end of the line was due"),
    ("eval(1)", "the formula calls eval(), which Floor does not know"),
    ("__import__('os')", "the formula calls __import__(), which Floor does not know"),
    ("pow(2)", "pow() at character 1 takes 2 values, not 1"),
    ("x + 1", "the formula reads x, which is neither a tournament's variable nor assigned before (character 1)"),
    ("1 / (r - 5)", "the formula divides by zero at character 3"),
    ("sqrt(0 - r)", "sqrt(-5) has no value"),
    ("log(r - 5)", "log(0) has no value"),
    ("pow(10, 400)", "pow(10, 400) has no value"),
    ('"text" + 1', "the formula uses the text 'text' at character 1 where a number is due"),
    ("assign(1, 2)", "assign() at character 1 names what it assigns first, in quotes"),
])
def test_a_problem_is_refused_in_one_line_that_says_where(text: str, said: str) -> None:
    with pytest.raises(FormulaError) as refused:
        read(text).points({"r": 5})
    assert said in str(refused.value.message)


def test_a_formula_built_to_exhaust_the_reader_is_refused_in_words() -> None:
    with pytest.raises(FormulaError) as refused:
        read("(" * (MAX_DEPTH + 10) + "1" + ")" * (MAX_DEPTH + 10))
    assert "less nesting" in str(refused.value.message)


numbers = st.integers(min_value=-50, max_value=50)


@st.composite
def expressions(draw: st.DrawFn, depth: int = 0) -> tuple[str, float]:
    """A formula and its value, built together (the value by Python)."""
    if depth > 3 or draw(st.booleans()):
        n = draw(numbers)
        return (f"({n})" if n < 0 else str(n)), float(n)
    a, x = draw(expressions(depth + 1))
    b, y = draw(expressions(depth + 1))
    op = draw(st.sampled_from(["+", "-", "*", "max", "min", "<", "if"]))
    if op in ("max", "min"):
        return f"{op}({a}, {b})", (max if op == "max" else min)(x, y)
    if op == "<":
        return f"({a}) < ({b})", 1.0 if x < y else 0.0
    if op == "if":
        return f"if({a}, {b}, 7)", y if x else 7.0
    return f"({a}) {op} ({b})", {"+": x + y, "-": x - y, "*": x * y}[op]


@settings(max_examples=400, deadline=None)
@given(expressions())
def test_arithmetic_is_what_python_computes(case: tuple[str, float]) -> None:
    text, value = case
    assert read(text).points({}) == pytest.approx(value)


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("0123456789.+-*/%^(),<>=! \n\"'abnrtifsqlogmxIFassign_")), max_size=60))
def test_any_text_is_a_formula_or_refused_in_words(text: str) -> None:
    refused: FormulaError | None = None
    try:
        read(text).points({"n": 10, "r": 3})
    except FormulaError as err:  # (any other exception fails: a traceback the floor would see)
        refused = err
    assert refused is None or (refused.message and refused.code.startswith("formula-"))


@pytest.mark.parametrize("text", ["+".join(["n"] * 500), "not " * 500 + "1", "- " * 500 + "1", "2^" * 500 + "1",
                                  "min(" * 500 + "1" + ")" * 500, "(" * 500 + "1" + ")" * 500])
def test_500_terms_or_a_long_not_chain_is_refused_in_words_not_a_recursion_error(text: str) -> None:
    """Issue 29: 500 terms of n+n+… and long ``not not …`` chains hit Python's recursion limit."""
    with pytest.raises(FormulaError) as refused:
        read(text).points({"n": 10, "r": 3})
    assert refused.value.code == "formula-syntax"
    assert "nesting" in refused.value.message or "inside one another" in refused.value.message


def test_a_sum_of_200_terms_still_counts() -> None:
    assert read("+".join(["n"] * MAX_HEIGHT)).points({"n": 2}) == 2 * MAX_HEIGHT


@pytest.mark.parametrize(("text", "said"), [
    ('"x"', "the formula's points are the text 'x', not a number"),
    ('if(r = 3, "x", 1)', "the formula's points are the text 'x', not a number"),
    ("1e309 % 3", "the number at character 1 is too large to count with"),
    ("1e309", "the number at character 1 is too large to count with"),
    ("1e308*10", "the formula counts past any number at character 6 (1e+308 * 10)"),
    ("1e308 + 1e308", "the formula counts past any number"),
    ("1 / 1e-320", "the formula counts past any number"),
])
def test_a_text_or_a_number_past_any_number_is_refused_in_words_not_a_crash_or_infinity(text: str, said: str) -> None:
    """Issue 29: ``"x"`` and ``1e309 % 3`` crashed; ``1e308*10`` scored everyone ``inf``."""
    with pytest.raises(FormulaError) as refused:
        read(text).points({"n": 10, "r": 3})
    assert said in refused.value.message


def test_min_and_max_of_one_value_is_that_value() -> None:
    """Found by the formula fuzzer: ``min(r)`` crashed (Python's min of one float)."""
    assert read("min(r) + max(n)").points({"n": 10, "r": 3}) == 13
