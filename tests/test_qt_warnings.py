"""A Qt warning fails the test that caused it (pyproject's qt_log_level_fail), and only the offscreen platform's own
complaints, listed in qt_log_ignore, pass: proved on a small test run by pytest itself with the project's settings."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
QT_SETTINGS = ("qt_api", "qt_log_level_fail", "qt_log_ignore")

WARNS = '''
from PySide6.QtCore import qWarning


def test_a_widget_that_warns(qapp):
    qWarning("QWidget::setLayout: Attempting to set QLayout on a widget which already has a layout")


def test_the_offscreen_platform_complains(qapp):
    qWarning("This plugin does not support raise()")


def test_quiet(qapp):
    pass
'''


@pytest.fixture
def project_qt_settings(pytester: pytest.Pytester) -> None:
    """The inner run reads the same Qt settings as the suite (copied from pyproject.toml, not restated here)."""
    options = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["pytest"]["ini_options"]
    lines = ["[pytest]"]
    for key in QT_SETTINGS:
        value = options[key]
        lines.append(f"{key} =" + ("".join(f"\n    {line}" for line in value) if isinstance(value, list) else
                                   f" {value}"))
    pytester.makeini("\n".join(lines) + "\n")


@pytest.mark.usefixtures("project_qt_settings")
def test_a_qt_warning_fails_the_test_and_the_offscreen_platforms_own_pass(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_warns=WARNS)
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    result.assert_outcomes(passed=2, failed=1)
    result.stdout.fnmatch_lines(["*Failure: Qt messages with level WARNING or above emitted*",
                                 "*QtWarningMsg: QWidget::setLayout: Attempting to set QLayout*"])
    result.stdout.fnmatch_lines(["FAILED test_warns.py::test_a_widget_that_warns*"])
