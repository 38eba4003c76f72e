"""Fuzz the points formula language (floor/clubs/formula.py, issue 29): 10,000 formulas, read and evaluated, with
0 internal errors.

Each example is a formula built from the language's own pieces (numbers of every size, the tournament's
variables, operators, comparisons, ``not``, calls with any number of values, strings, brackets, ``assign``,
``if``, line breaks), often repeated into long chains (``n+n+…``, ``not not …``, ``-(-(…))``), sometimes cut or
spliced with junk: what a club could paste and what a hostile save could carry. The contract: the formula's points
are a finite number, or it is refused with a :class:`FormulaError` (a message, a ``formula-…`` code); never another
exception, never ``inf`` or ``nan``.

10,000 examples by default (8 s of CPU here, 14 s on a loaded 2-core machine); FLOOR_FUZZ_FORMULAS sets another
number.
"""

from __future__ import annotations

import math
import os
import random

from fuzz.tally import ACCEPTED, INTERNAL, REFUSED, count
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from floor.clubs.formula import FUNCTIONS, VARIABLES, FormulaError, read

EXAMPLES = int(os.environ.get("FLOOR_FUZZ_FORMULAS", "10000"))
GIVEN = dict.fromkeys(VARIABLES, 3.0) | {"r": 1.0, "n": 40.0, "pot": 4e5}

NUMBERS = ["0", "1", "2.5", ".5", "1e308", "1e309", "1e-320", "9" * 400, "1e", "00", "3."]
NAMES = [*VARIABLES, "N", "TotalBuyInsAmount", "points", "x", "unknown", "_", "if", "not", "and"]
OPERATORS = ["+", "-", "*", "/", "%", "^", "<", "<=", ">", ">=", "=", "==", "!=", "<>", " and ", " or ", "&&", "||"]
CALLED = [*FUNCTIONS, "if", "IF", "assign", "eval", "Round"]
CHAINS = ["n+", "not ", "-", "(", "2^", "min(", "r*", "!", "-(", "if(1,", "max(1,"]


def formula(pick: random.Random, depth: int = 0) -> str:
    """A formula of the language's pieces, sometimes nested or chained past the language's bounds, cut or spliced
    with junk (from a seed hypothesis draws: the failing formula is in the assertion)."""
    choice = pick.randint(0, 9 if depth < 4 else 2)
    if choice == 0:
        return pick.choice(NUMBERS)
    if choice == 1:
        return pick.choice(NAMES)
    if choice == 2:
        return pick.choice(['"x"', "'points'", '""', '"a b"'])
    if choice == 3:
        return f"{formula(pick, depth + 1)}{pick.choice(OPERATORS)}{formula(pick, depth + 1)}"
    if choice == 4:
        args = [formula(pick, depth + 1) for _ in range(pick.randint(0, 4))]
        return f"{pick.choice(CALLED)}({', '.join(args)})"
    if choice == 5:
        return f"({formula(pick, depth + 1)})"
    if choice == 6:
        return f"{pick.choice(['not ', '!', '-', '+'])}{formula(pick, depth + 1)}"
    if choice == 7:
        return f'assign("{pick.choice(NAMES)}", {formula(pick, depth + 1)})\n{formula(pick, depth + 1)}'
    if choice == 8:  # a long chain: n+n+…, not not …, -(-(…)), ((((…))))
        times, piece = pick.randint(1, 700), pick.choice(CHAINS)
        closing = ")" * (times * piece.count("(")) if pick.random() < 0.5 else ""
        return piece * times + formula(pick, depth + 1) + closing
    text = formula(pick, depth + 1)  # cut, or junk spliced in
    at = pick.randint(0, len(text))
    junk = "".join(chr(pick.randint(0, 0x3000)) for _ in range(pick.randint(0, 3)))
    return text[:at] + junk + text[at + pick.randint(0, 3):]


@settings(max_examples=EXAMPLES, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.integers(0, 2**64 - 1))
def test_any_formula_scores_a_finite_number_or_is_refused_in_words(seed: int) -> None:
    text = formula(random.Random(seed))
    refused: FormulaError | None = None
    try:
        points = read(text).points(GIVEN)
    except FormulaError as err:  # (any other exception fails the test: a traceback the floor would see)
        refused = err
    except Exception:
        count("formulas", INTERNAL)
        raise
    count("formulas", REFUSED if refused is not None else ACCEPTED)
    if refused is not None:
        assert refused.message and refused.code.startswith("formula-"), text
        assert "\n" not in str(refused.message), text
    else:
        assert isinstance(points, float) and math.isfinite(points), text
