"""A real X server for the tests that need one: Xvfb at a chosen size, and a window manager on it when asked.

The pytest process itself runs Qt offscreen; a test that must see what a desktop does (windows mapped, frames
drawn by a window manager, fonts as fontconfig gives them) starts its own X server here and runs Floor as a
subprocess on it. Xvfb picks a free display number itself (``-displayfd``), so tests running side by side never
race for one; a server that still does not come up (its number's previous server going away took its socket) is
replaced by a fresh one.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager

READY_SECONDS = 20.0


def missing_programs(*names: str) -> list[str]:
    """The programs of the README's test packages that are not installed."""
    return [name for name in names if shutil.which(name) is None]


def _answers(display: str, *command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*command, "-display", display], capture_output=True, text=True, check=False)


def _window_manager_running(display: str) -> bool:
    """A window manager that follows the freedesktop rules announces itself on the root window."""
    found = _answers(display, "xprop", "-root", "_NET_SUPPORTING_WM_CHECK")
    return found.returncode == 0 and "window id" in found.stdout


def _stop(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(10)


ATTEMPTS = 3  # fresh servers tried before a test is told there is no display


class NoDisplay(RuntimeError):
    """An X server (or its window manager) that did not come up: said with the display and the exit status."""


def _start(width: int, height: int, window_manager: bool,
           started: list[subprocess.Popen[bytes]]) -> str:
    """One Xvfb (and openbox) ready for clients, each process put in ``started`` as it starts; its DISPLAY.

    Ready means answering, and openbox running on it: with two test processes side by side, openbox once exited
    at once on a display whose number another Xvfb was giving up as this one came up."""
    read, write = os.pipe()
    # -noreset: the server stays as it is when its last client leaves (the readiness check below, a Floor that
    # exited); by default it resets then, and a client arriving meanwhile (openbox) is refused and exits.
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", f"{width}x{height}x24",
                               "-nolisten", "tcp", "-noreset"], pass_fds=(write,), stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    started.append(server)
    os.close(write)
    with os.fdopen(read) as told:  # closes the pipe's end whatever happens
        number = told.readline().strip()  # written once the server accepts connections
    if not number.isdigit():
        raise NoDisplay(f"Xvfb did not start (exit status {server.poll()})")
    display = f":{number}"
    deadline = time.monotonic() + READY_SECONDS
    while _answers(display, "xprop", "-root", "-len", "0").returncode != 0:
        if server.poll() is not None or time.monotonic() > deadline:
            raise NoDisplay(f"Xvfb on {display} does not answer (exit status {server.poll()})")
        time.sleep(0.05)
    if window_manager:
        manager = subprocess.Popen(["openbox", "--sm-disable"], env={**os.environ, "DISPLAY": display},
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        started.append(manager)
        while not _window_manager_running(display):
            if manager.poll() is not None or time.monotonic() > deadline:
                raise NoDisplay(f"openbox did not start on {display} (exit status {manager.poll()})")
            time.sleep(0.05)
    return display


@contextmanager
def x_server(width: int = 1280, height: int = 720, *, window_manager: bool = False) -> Iterator[str]:
    """An Xvfb screen of ``width`` x ``height`` (24-bit), with openbox on it if ``window_manager``; its DISPLAY.

    A server that does not come up is stopped and a fresh one started (on the next free display number), up to
    ATTEMPTS times; then the test fails, naming each attempt."""
    failures: list[str] = []
    for _ in range(ATTEMPTS):
        started: list[subprocess.Popen[bytes]] = []
        try:
            display = _start(width, height, window_manager, started)
        except NoDisplay as failed:
            failures.append(str(failed))
            sys.stderr.write(f"x_server: {failed}; starting a fresh one\n")  # shown with the test's output
            for process in reversed(started):
                _stop(process)
            continue
        try:
            yield display
        finally:
            for process in reversed(started):
                _stop(process)
        return
    raise NoDisplay("; ".join(failures))


def windows(display: str) -> str:
    """The X server's own list of windows and their names (``xwininfo -root -tree``)."""
    return subprocess.run(["xwininfo", "-root", "-tree", "-display", display], capture_output=True, text=True,
                          check=True).stdout
