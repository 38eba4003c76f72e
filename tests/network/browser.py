"""A real headless Chromium on one host of a room network, driven from the test process by Playwright.

The test process stays in the root namespace; the browser runs inside the host's namespace, so the pages it loads
come over that host's cable (and stop when :meth:`hosts.Host.link_down` cuts it). Playwright starts the program
given as ``executable_path`` and talks to it over inherited pipes (``--remote-debugging-pipe``), never over a
socket, so a small wrapper script that execs ``ip netns exec NS /usr/bin/chromium "$@"`` is all it takes: the
pipes pass through the exec, and the pid Playwright holds is Chromium's own.

Debian's /usr/bin/chromium is the browser (``playwright install`` downloads one, which this machine cannot);
:func:`browser_available` says why not, in words, when the tests must skip.
"""

from __future__ import annotations

import contextlib
import functools
import importlib.util
import os
import shlex
import shutil
import subprocess
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Playwright

    from .hosts import Host

BrowserFactory = Callable[["Host"], "Browser"]  # the ``browser`` fixture: browser(host) -> Browser
CHROMIUM = Path("/usr/bin/chromium")
# What Chromium needs on this machine: no sandbox (root, in a container), no GPU, nothing fetched from Google
# (there is no internet, and a background download would only slow the start), and no QUIC: the room is plain HTTP.
ARGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync")
LAUNCH_TIMEOUT_MS = 30_000  # a cold start on a busy 2-core machine: measured ~1 s, allowed far more


def _wrapper(folder: Path, namespace: str) -> Path:
    """A script that starts Chromium inside ``namespace`` with the arguments Playwright gives it."""
    script = folder / "chromium-in-namespace"
    script.write_text(f'#!/bin/sh\nexec ip netns exec {shlex.quote(namespace)} {shlex.quote(str(CHROMIUM))} "$@"\n',
                      encoding="utf-8")
    script.chmod(0o755)
    return script


@contextlib.contextmanager
def browser_on(host: Host, playwright: Playwright | None = None) -> Iterator[Browser]:
    """A headless Chromium running on ``host``, closed on exit. Pass a running ``playwright`` to open several
    browsers at once (Playwright's sync API runs once per thread); without one, this starts and stops its own.

    Each launch gets a new, empty profile (Playwright's own temporary user-data dir, removed on close)."""
    with contextlib.ExitStack() as stack:
        if playwright is None:
            from playwright.sync_api import sync_playwright

            playwright = stack.enter_context(sync_playwright())
        folder = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="floor-browser-")))
        browser = playwright.chromium.launch(executable_path=_wrapper(folder, host.namespace), headless=True,
                                             chromium_sandbox=False, args=list(ARGS), timeout=LAUNCH_TIMEOUT_MS)
        stack.callback(browser.close)
        yield browser


@contextlib.contextmanager
def local_browser() -> Iterator[Browser]:
    """A headless Chromium on this machine's own network (the test skipped, saying why, where none can run here):
    the pages a phone on the desk's computer would open."""
    import pytest

    reason = browser_available()
    if reason is not None:
        pytest.skip(reason)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=list(ARGS), chromium_sandbox=False,
                                             timeout=LAUNCH_TIMEOUT_MS)
        try:
            yield browser
        finally:
            browser.close()


@functools.cache
def browser_available() -> str | None:
    """None when a test can drive Chromium here; else why not, in words for the person reading the skip."""
    if importlib.util.find_spec("playwright") is None:
        return "the browser tests need Playwright for Python: pip install playwright (no browser download)"
    if not os.access(CHROMIUM, os.X_OK):
        return f"the browser tests need Debian's Chromium at {CHROMIUM}: apt-get install chromium"
    if shutil.which("ip") is None:
        return "the browser tests need the ip command: apt-get install iproute2"
    try:
        done = subprocess.run([str(CHROMIUM), "--version"], capture_output=True, text=True, timeout=30, check=False)
    except (OSError, subprocess.TimeoutExpired) as failure:
        return f"{CHROMIUM} does not start: {failure}"
    if done.returncode != 0:
        return f"{CHROMIUM} does not start: {(done.stderr or done.stdout).strip()}"
    return None
