"""The rehearsal: a whole tournament night through Floor's real windows on a real X server, as a floor manager runs
it, in one language at one screen size.

    python tests/rehearsal/night.py --language ru --size 1280x720 --out DIR

Run on a display with a window manager (tests/rehearsal/test_rehearsal.py starts Xvfb and openbox and runs this
with DISPLAY set and QT_QPA_PLATFORM=xcb). The windows are the ones ``floor`` opens (floor/app.py builds them);
the tournament's time is a fake clock the night moves, so levels pass without waiting. Each step asserts what the
windows show as it goes and ends with a look: a PNG of the whole screen and of every window in DIR, and the screen
checks of tests/rehearsal/looks.py. DIR/report.json says every step, its time, its PNGs and its problems; the exit
status is 0 only when the night reached its winner with nothing wrong.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path

from evening import Evening
from finale import Finale
from gestures import Wrong, check
from PySide6.QtWidgets import QApplication
from stations import Hands


class Night(Evening, Hands, Finale):
    """One night: the steps in order, each with its checks and its looks."""

    def run(self) -> dict[str, object]:
        failed = ""
        started = time.monotonic()
        for title, step in self.plan():
            self.step = title
            began = time.monotonic()
            entry: dict[str, object] = {"step": title}
            self.steps.append(entry)
            try:
                step()
                self.answerer.raise_problems()
                check(not self.crashes, f"the crash handler was reached: {self.crashes[:1]}")
            except Exception as err:
                failed = f"{title}: {err}" if isinstance(err, Wrong) else \
                    f"{title}: {type(err).__name__}: {err}\n{traceback.format_exc()}"
                entry["failed"] = failed
                self.look("failed")
                entry["seconds"] = round(time.monotonic() - began, 2)
                break
            entry["seconds"] = round(time.monotonic() - began, 2)
        problems = [f"{shot.step} / {shot.label}: {p}" for shot in self.looks.shots for p in shot.problems]
        return {"language": self.code, "size": f"{self.size[0]}x{self.size[1]}", "failed": failed,
                "problems": problems, "crashes": self.crashes, "unexpected dialogs": self.answerer.unexpected,
                "steps": self.steps, "seconds": round(time.monotonic() - started, 2),
                "shots": [{"step": s.step, "label": s.label, "files": s.files, "problems": s.problems}
                          for s in self.looks.shots]}

    def plan(self) -> list[tuple[str, Callable[[], None]]]:
        return [("1. the start page", self.start_page),
                ("2. 45 players imported from CSV", self.import_players),
                ("3. seats for 5 tables and the buttons drawn", self.draw_seats),
                ("4. the clock through levels, a rebuy and the add-on", self.run_clock),
                ("5. the break: color-up, chip races, the chip count", self.the_break),
                ("6. hands at the dealer stations", self.hands),
                ("7. eliminations, balancing, a table broken, the final table, the winner", self.to_the_winner)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--language", default="en", choices=("en", "ru", "ro"))
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    width, height = (int(n) for n in args.size.split("x"))
    args.out.mkdir(parents=True, exist_ok=True)
    app = QApplication(sys.argv[:1])
    screen = app.primaryScreen().geometry()
    night = Night(args.language, (width, height), args.out)
    if (screen.width(), screen.height()) != (width, height):
        report: dict[str, object] = {"failed": f"the X screen is {screen.width()}x{screen.height()}, not {args.size}"}
    else:
        report = night.run()
    (args.out / "report.json").write_text(json.dumps(report, ensure_ascii=False, indent=1), encoding="utf-8")
    code = 0 if not report.get("failed") and not report.get("problems") else 1
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)  # PySide6's teardown of the windows still open is no part of the night


if __name__ == "__main__":
    main()
