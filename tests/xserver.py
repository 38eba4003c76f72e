"""A real X server for the tests that need one: Xvfb at a chosen size, and a window manager on it when asked.

The pytest process itself runs Qt offscreen; a test that must see what a desktop does (windows mapped, frames
drawn by a window manager, fonts as fontconfig gives them) starts its own X server here and runs Floor as a
subprocess on it. Xvfb picks a free display number itself (``-displayfd``), so tests running side by side never
race for one.
"""

from __future__ import annotations

import os
import shutil
import subprocess
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


@contextmanager
def x_server(width: int = 1280, height: int = 720, *, window_manager: bool = False) -> Iterator[str]:
    """An Xvfb screen of ``width`` x ``height`` (24-bit), with openbox on it if ``window_manager``; its DISPLAY."""
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", f"{width}x{height}x24",
                               "-nolisten", "tcp"], pass_fds=(write,), stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    os.close(write)
    manager: subprocess.Popen[bytes] | None = None
    try:
        with os.fdopen(read) as told:  # closes the pipe's end whatever happens
            number = told.readline().strip()  # written once the server accepts connections
        if not number.isdigit():
            raise RuntimeError(f"Xvfb did not start (exit status {server.poll()})")
        display = f":{number}"
        if window_manager:
            manager = subprocess.Popen(["openbox", "--sm-disable"], env={**os.environ, "DISPLAY": display},
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            deadline = time.monotonic() + READY_SECONDS
            while not _window_manager_running(display):
                if manager.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"openbox did not start on {display} (exit status {manager.poll()})")
                time.sleep(0.05)
        yield display
    finally:
        if manager is not None:
            _stop(manager)
        _stop(server)


def windows(display: str) -> str:
    """The X server's own list of windows and their names (``xwininfo -root -tree``)."""
    return subprocess.run(["xwininfo", "-root", "-tree", "-display", display], capture_output=True, text=True,
                          check=True).stdout
