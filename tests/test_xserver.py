"""The X server the desktop tests start (tests/xserver.py) comes up with its window manager while other test
processes start and stop theirs (pytest-xdist's workers do): with two test runs side by side, openbox once exited at
once ("openbox did not start on :0 (exit status 1)") as another Xvfb on :0 was going away. Here fifteen servers
come and go, three at a time; a readiness check that left the server to reset (no -noreset) failed here."""

from __future__ import annotations

import subprocess
import threading

from xserver import missing_programs, x_server

ROUNDS = 5
SIDE_BY_SIDE = 3


def test_x_servers_started_and_stopped_side_by_side_each_come_up_with_openbox() -> None:
    assert not missing_programs("Xvfb", "openbox", "xprop"), "install the README's test packages (xvfb, openbox)"
    answers: list[str] = []
    failures: list[BaseException] = []

    def desk() -> None:
        try:
            with x_server(640, 480, window_manager=True) as display:
                found = subprocess.run(["xprop", "-root", "_NET_SUPPORTING_WM_CHECK", "-display", display],
                                       capture_output=True, text=True, timeout=30, check=False)
                answers.append(found.stdout)
        except BaseException as err:  # handed to the test's own thread, which fails with it
            failures.append(err)

    for _ in range(ROUNDS):
        desks = [threading.Thread(target=desk) for _ in range(SIDE_BY_SIDE)]
        for thread in desks:
            thread.start()
        for thread in desks:
            thread.join()
    assert failures == []
    assert len(answers) == ROUNDS * SIDE_BY_SIDE and all("window id" in answer for answer in answers)
