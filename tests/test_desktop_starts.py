"""Issue 15 item 5: `floor --demo` starts on a real X display with the README's system packages, and maps both
windows (the console and the clock). Qt's xcb plugin needs libraries the offscreen tests never load
(libxcb-cursor0, libxcb-icccm4, libxcb-keysyms1 ...): this runs the real program on Xvfb and reads the X server's
own list of windows, and it prints nothing on stderr (no multimedia chatter, no PulseAudio error)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from xserver import missing_programs, windows, x_server

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def x_display() -> Iterator[str]:
    """A real X server (Xvfb, 1280x720, as the smallest laptop at a desk), from the README's test packages."""
    assert not missing_programs("Xvfb", "xwininfo"), "install the README's test packages (xvfb, x11-utils)"
    with x_server(1280, 720) as display:
        yield display


def test_floor_demo_maps_the_console_and_the_clock_on_a_real_display_and_prints_nothing(
        x_display: str, tmp_path: Path) -> None:
    """Both windows appear on the X server within seconds; stderr stays empty; the program is still running."""
    env = {**os.environ, "DISPLAY": x_display, "QT_QPA_PLATFORM": "xcb", "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_RUNTIME_DIR": str(tmp_path / "run"), "LANG": "en_US.UTF-8"}
    (tmp_path / "run").mkdir(mode=0o700)
    program = subprocess.Popen([sys.executable, "-m", "floor", "--demo"], cwd=ROOT, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        mapped = ""
        for _ in range(300):
            mapped = windows(x_display)
            if "Floor demo tournament — clock" in mapped and "Floor — Floor demo tournament" in mapped:
                break
            assert program.poll() is None, program.communicate()[1]
            time.sleep(0.05)
        assert "Floor demo tournament — clock" in mapped and "Floor — Floor demo tournament" in mapped, mapped
        time.sleep(1.5)  # a few seconds of the running clock: it keeps running
        assert program.poll() is None
    finally:
        program.terminate()
        _, err = program.communicate(timeout=20)
    assert err == ""
