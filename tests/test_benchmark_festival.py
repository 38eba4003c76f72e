"""benchmarks/festival.py's smoke run (flights of 200 and 300 entries, two rounds, one small TD save) as a real process:
what a user can check without a clock. It runs, its Markdown table has a row for every figure of issue 30 with a
value at each size, its growth, its goal and a verdict, and the JSON holds the same figures and the raw timings behind
them. Nothing here is timed: the machines that run the tests are shared, and the figures are the benchmark's to print,
not to assert."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

from season.td_files import entry, save_text

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

import festival  # noqa: E402  (the benchmark's own list of figures)

SIZES = (200, 300)


def test_the_smoke_festival_prints_every_figure_of_issue_30_at_every_size(tmp_path: Path) -> None:
    saves = tmp_path / "td"
    saves.mkdir()
    (saves / "thursday.tdt").write_bytes(save_text({"a": [entry(0, out=90, by=("b",))], "b": [entry(0)]},
                                                   [(1, 400, ["b"])]))
    out = tmp_path / "festival.json"
    sizes = ",".join(map(str, SIZES))
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "festival.py"), "--sizes", sizes,
                           "--repeats", "2", "--hands", "100", "--td", str(saves), "--json", str(out),
                           "--dir", str(tmp_path)],
                          capture_output=True, text=True, cwd=ROOT, timeout=900, check=False)
    assert done.returncode == 0, done.stderr[-3000:]

    # The Markdown table: a row per figure, its value at both sizes (or the once-measured ones), growth, goal, verdict.
    rows = {line.split("|")[1].strip(): [c.strip() for c in line.split("|")[2:-1]]
            for line in done.stdout.splitlines() if line.startswith("| ") and not line.startswith("| figure")}
    assert set(rows) == set(festival.FIGURES)
    for name, cells in rows.items():
        assert len(cells) == len(SIZES) + 3, name
        assert all(c not in ("", "-") for c in cells[:len(SIZES)]), (name, cells)
        assert cells[-2] == festival.FIGURES[name].goal and cells[-1] in ("yes", "NO", "-"), (name, cells)
    assert "Absolute figures behind the ratios:" in done.stdout
    assert "entries: building" in done.stderr  # the progress goes to standard error, not into the table

    # The JSON: every per-size figure a number at each size, the once-measured ones, the raw timings behind them.
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["sizes"] == list(SIZES)
    once = set(festival.GROUPS["import-td"]) | set(festival.GROUPS["hand-value"])
    assert set(data["once"]) == once and all(v > 0 for v in data["once"].values())
    assert set(data["figures"]) == set(festival.FIGURES) - once
    for name, figure in data["figures"].items():
        for size in SIZES:
            value = figure[str(size)]
            assert isinstance(value, float | int) and not math.isnan(value), (name, size, value)
    for size in SIZES:
        raw = data["raw"][str(size)]
        for action in festival.ACTIONS:
            assert len(raw[action]) == len(raw[f"{action} bare"]) > 0, (size, action)
        assert raw["storage"]["events"] > size  # every registration is an event, and more happened
        assert raw["qt"]["history_first"] == raw["qt"]["history"][:1]  # History's first open, beside the median


def test_the_flight_reopened_is_a_file_as_floor_left_it(tmp_path: Path) -> None:
    """The reopening measures what a user's reopening does: on a file the last Floor closed (neither SQLite's full
    integrity check nor the event chain's runs), not one the benchmark's own bare tables changed after Floor closed
    it (issue 30: every reopening measured so was a changed-outside one)."""
    from floor.store.database import changed_outside

    flight = festival.build(tmp_path, 200, 1, {"reopen"})
    festival.storage(flight)
    assert not changed_outside(flight.path)
