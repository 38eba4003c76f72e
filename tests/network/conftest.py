"""Fixtures for tests on a real network of hosts, and the rule that CI never skips them.

A developer's machine without root or Chromium skips these tests with the reason. On CI (``CI=true``) the same
skip is a failure: CI is where they must run, and a green run that skipped them all would prove nothing.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Generator, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from .browser import BrowserFactory, browser_available, browser_on
from .hosts import Host, Network, NetworkFactory, network_available, room_network

if TYPE_CHECKING:
    from playwright.sync_api import Browser

HERE = Path(__file__).resolve().parent


def on_ci() -> bool:
    """CI says so in its environment (CI=true, as CI here and most CI services set it)."""
    return os.environ.get("CI", "").strip().lower() in {"true", "1", "yes"}


def _skip_reason(report: pytest.TestReport) -> str:
    longrepr = report.longrepr
    if isinstance(longrepr, tuple) and len(longrepr) == 3:
        return str(longrepr[2]).removeprefix("Skipped: ")
    return str(longrepr)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, pytest.TestReport,
                                                                                              pytest.TestReport]:
    """On CI, a test of this folder that skipped has failed, with the skip's reason as the failure's message."""
    report = yield
    if (on_ci() and report.skipped and not hasattr(report, "wasxfail")
            and HERE in Path(str(item.path)).resolve().parents):
        report.outcome = "failed"
        report.longrepr = (f"skipped on CI, where the network tests must run: {_skip_reason(report)}\n"
                           "(CI runs as root, with the system packages the README lists installed)")
    return report


@pytest.fixture
def network() -> Iterator[NetworkFactory]:
    """``network("service", "tablet1", ...)``: a room network of those hosts, torn down after the test (its
    namespaces deleted, whatever ran in them killed). Skips, with the reason, where namespaces cannot be made."""
    reason = network_available()
    if reason is not None:
        pytest.skip(reason)
    with contextlib.ExitStack() as stack:

        def build(*hosts: str) -> Network:
            return stack.enter_context(room_network(hosts))

        yield build


@pytest.fixture
def browser(network: NetworkFactory) -> Iterator[BrowserFactory]:
    """``browser(host)``: a headless Chromium on that host, closed after the test and before the network goes
    (this fixture needs ``network``, so pytest tears it down first). Several hosts can each have one at once."""
    reason = browser_available()
    if reason is not None:
        pytest.skip(reason)
    with contextlib.ExitStack() as stack:
        from playwright.sync_api import sync_playwright

        playwright = stack.enter_context(sync_playwright())

        def launch(host: Host) -> Browser:
            return stack.enter_context(browser_on(host, playwright))

        yield launch
