"""The fuzz summary (tests/fuzz/tally.py, issue 29) adds up what every pytest-xdist worker counted: the numbers the
lead quotes are the whole run's, not one worker's."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parents[1]


def test_the_summary_adds_up_the_inputs_of_every_worker(pytester: pytest.Pytester,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    pytester.makepyfile(test_fed="""
        import pytest
        from fuzz.tally import ACCEPTED, REFUSED, count

        @pytest.mark.parametrize("part", range(4))
        def test_part(part):
            for n in range(250):
                count("CLI", REFUSED if n % 5 else ACCEPTED)
            count("restore", ACCEPTED, 3)
    """)
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(TESTS), os.environ.get("PYTHONPATH", "")]))
    done = pytester.runpytest_subprocess("-p", "fuzz.tally", "-n", "2", "-p", "no:cacheprovider")
    done.assert_outcomes(passed=4)
    done.stdout.fnmatch_lines([
        "*fuzz inputs per surface*",
        "fuzz CLI: 1,000 inputs (refused 800, accepted 200), internal errors 0, refusals that changed a file 0, * s",
        "fuzz restore: 12 inputs (refused 0, accepted 12), internal errors 0, refusals that changed a file 0, * s",
    ])
