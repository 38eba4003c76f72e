"""Start-up time of the desktop and the clock display's idle cost, measured in real processes.

    python benchmarks/desktop.py [--seconds 10]

Start-up: from launching a fresh Python process to the console and the clock display shown
(the demo tournament, offscreen Qt). Idle: the display left running for ``--seconds``; reports
repaints per second and the process's CPU time as a share of one core. Big field: a registration
and a search in the console of a 10,000-entry event (the players tab is an item model). Goals (issue 4): first
window under 2 s, at least two repaints a second, under 2 % of one core while idle.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

CHILD = r"""
import json, resource, sys, tempfile, time
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from floor.app import StoreSession
from floor.demo import build
from floor.ui.clock.board import board
from floor.ui.clock.display import ClockDisplay
from floor.ui.console.window import Console

app = QApplication(sys.argv[:1])
folder = tempfile.mkdtemp()
store, tid = build(Path(folder) / "demo.db", time.time())
session = StoreSession(store, tid, "Bench")
console = Console(session)
display = ClockDisplay(lambda: board(session.state(), session.now()))
display.resize(1920, 1080)
console.show()
display.show()
app.processEvents()
print(json.dumps({"shown": time.time()}), flush=True)
repaints = [0]
original = display.refresh
def counted():
    repaints[0] += 1
    original()
display.timer.timeout.disconnect()
display.timer.timeout.connect(counted)
seconds = float(sys.argv[1])
start_cpu = resource.getrusage(resource.RUSAGE_SELF)
start = time.monotonic()
QTimer.singleShot(int(seconds * 1000), app.quit)
app.exec()
wall = time.monotonic() - start
end_cpu = resource.getrusage(resource.RUSAGE_SELF)
cpu = (end_cpu.ru_utime - start_cpu.ru_utime) + (end_cpu.ru_stime - start_cpu.ru_stime)
print(json.dumps({"repaints_per_second": repaints[0] / wall, "cpu_share": cpu / wall}), flush=True)
store.close()
"""


BIG = r"""
import json, sys, tempfile, time
from functools import partial
from pathlib import Path
from PySide6.QtWidgets import QApplication
from floor.app import StoreSession
from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament.settings import Settings
from floor.ui.console.window import Console

app = QApplication(sys.argv[:1])
store = Store(Path(tempfile.mkdtemp()) / "big.db")
tid = store.create(Settings("Big", buy_in=100, starting_stack=10_000), now=1e9, author="Bench")
def register(state, name):
    return P.register(state, name, now=1e9, author="Bench", level=1)
store.act_all(tid, [partial(register, name=f"Player {i}") for i in range(int(sys.argv[1]))])
console = Console(StoreSession(store, tid, "Bench", lambda: 1e9), poll=False)
console.show()
app.processEvents()
times = []
for i in range(20):
    start = time.perf_counter()
    console.name_field.setText(f"New {i}")
    console.register()
    app.processEvents()
    times.append(time.perf_counter() - start)
start = time.perf_counter()
console.search_field.setText("Player 99")
app.processEvents()
search = time.perf_counter() - start
times.sort()
print(json.dumps({"register_median": times[len(times) // 2], "register_max": times[-1], "search": search}))
store.close()
"""


def big_field(entries: int, env: dict[str, str], root: Path) -> dict[str, float]:
    """A registration and a search in the console of an event with ``entries`` players."""
    out = subprocess.run([sys.executable, "-c", BIG, str(entries)], capture_output=True, text=True, cwd=root,
                         env=env, check=True)
    result: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--entries", type=int, default=10_000, help="the big field for the console's players tab")
    args = parser.parse_args()
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    root = Path(__file__).resolve().parents[1]
    startups, idles = [], []
    for _ in range(args.runs):
        launched = time.time()
        proc = subprocess.Popen([sys.executable, "-c", CHILD, str(args.seconds)], stdout=subprocess.PIPE,
                                stderr=subprocess.DEVNULL, text=True, cwd=root, env=env)
        assert proc.stdout is not None
        shown = json.loads(proc.stdout.readline())["shown"]
        idle = json.loads(proc.stdout.readline())
        proc.wait()
        proc.stdout.close()
        startups.append(shown - launched)
        idles.append(idle)
    print(f"Python {sys.version.split()[0]}, Qt platform {env['QT_QPA_PLATFORM']}, {args.runs} runs")
    print(f"start-up to the console and the clock shown: min {min(startups):.2f} s, "
          f"max {max(startups):.2f} s  (goal < 2 s)")
    rates = [i["repaints_per_second"] for i in idles]
    shares = [i["cpu_share"] for i in idles]
    print(f"clock display idle over {args.seconds:g} s: {min(rates):.1f}-{max(rates):.1f} repaints/s (goal >= 2), "
          f"CPU {100 * min(shares):.2f}-{100 * max(shares):.2f} % of one core (goal < 2 %)")
    big = big_field(args.entries, env, root)
    print(f"console with {args.entries:,} entries: a registration shown in {1000 * big['register_median']:.0f} ms "
          f"(median of 20, max {1000 * big['register_max']:.0f} ms); a type-ahead search {1000 * big['search']:.0f} ms")


if __name__ == "__main__":
    main()
