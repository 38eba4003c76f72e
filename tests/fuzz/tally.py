"""How many inputs each fuzz surface took, and how they were answered: one line a surface at the end of the run.

Issue 29 asks the fuzz suites in CI to reach 10,000 inputs per surface (CLI, showdown, TD saves, formulas, CSV,
structures, restore, ``--db``) with 0 internal errors and 0 refusals that change the file. Each fuzz test says
what every input did (:func:`count`); this plugin (loaded by tests/conftest.py) adds them up in each process,
sends them from each pytest-xdist worker to the controller, and writes the totals in the terminal summary, with
the seconds the surface's tests ran (summed over the workers) so that the numbers can be quoted as they are::

    fuzz CLI: 10,000 inputs (refused 7,001, accepted 2,999), internal errors 0, refusals that changed a file 0, 61.2 s

Import it as ``fuzz.tally`` everywhere (tests/ is on the path): one module, one count per process.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Generator
from typing import Any

import pytest

SURFACES = ("CLI", "showdown", "TD saves", "formulas", "CSV", "structures", "restore", "--db")
ACCEPTED, REFUSED = "accepted", "refused"
INTERNAL, CHANGED = "internal errors", "refusals that changed a file"
COUNTS: dict[str, Counter[str]] = {}
SECONDS: Counter[str] = Counter()


def count(surface: str, outcome: str, inputs: int = 1) -> None:
    """``inputs`` more inputs of ``surface`` answered with ``outcome`` (ACCEPTED, REFUSED, INTERNAL or CHANGED:
    the last two are counted before the test's assertion fails on them, so the summary says how many)."""
    tally = COUNTS.setdefault(surface, Counter())
    if outcome in (ACCEPTED, REFUSED):
        tally["inputs"] += inputs
    tally[outcome] += inputs


def _inputs() -> dict[str, int]:
    return {surface: tally["inputs"] for surface, tally in COUNTS.items()}


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Generator[None, Any, Any]:
    """The call's seconds go to the surfaces it fed, in proportion to the inputs each took."""
    before, started = _inputs(), time.perf_counter()
    try:
        return (yield)
    finally:
        spent = time.perf_counter() - started
        grown = {s: n - before.get(s, 0) for s, n in _inputs().items() if n > before.get(s, 0)}
        total = sum(grown.values())
        for surface, n in grown.items():
            SECONDS[surface] += spent * n / total


def pytest_sessionfinish(session: pytest.Session) -> None:
    """A pytest-xdist worker sends its counts to the controller with its other output."""
    output = getattr(session.config, "workeroutput", None)
    if output is not None:
        output["fuzz_tally"] = {"counts": {s: dict(c) for s, c in COUNTS.items()}, "seconds": dict(SECONDS)}


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: object) -> None:
    """The controller adds up what each worker counted (a hook of pytest-xdist's)."""
    sent = getattr(node, "workeroutput", {}).get("fuzz_tally")
    if sent:
        for surface, tally in sent["counts"].items():
            COUNTS.setdefault(surface, Counter()).update(tally)
        SECONDS.update(sent["seconds"])


def summary() -> list[str]:
    """One line a surface that took inputs, the issue's surfaces first."""
    order = [s for s in SURFACES if s in COUNTS] + sorted(set(COUNTS) - set(SURFACES))
    lines = []
    for surface in order:
        t = COUNTS[surface]
        lines.append(f"fuzz {surface}: {t['inputs']:,} inputs (refused {t[REFUSED]:,}, accepted {t[ACCEPTED]:,}), "
                     f"{INTERNAL} {t[INTERNAL]:,}, {CHANGED} {t[CHANGED]:,}, {SECONDS[surface]:.1f} s")
    return lines


def pytest_terminal_summary(terminalreporter: Any) -> None:
    lines = summary()
    if lines:
        terminalreporter.section("fuzz inputs per surface")
        for line in lines:
            terminalreporter.write_line(line)


def share(total: int, parts: int, part: int) -> int:
    """Part ``part``'s share of ``total`` inputs split over ``parts`` tests (the first ones take the remainder)."""
    return total // parts + (1 if part < total % parts else 0)
