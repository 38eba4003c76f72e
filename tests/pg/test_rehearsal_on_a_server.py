"""Issue 31's night: the rehearsal's whole night (tests/rehearsal/night.py: the start page, 45 players, five tables,
the clock, the break, hands at the dealer stations, every bust to the winner) through the real windows on a real X
server, on PostgreSQL with a synchronous standby; the primary's machine dies mid-hand (a showdown typed at a dealer
station, not yet confirmed), the standby is promoted at its machine (`floor promote`), and the same windows go on
to the winner on the promoted node, with every acknowledged action there once."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from xserver import missing_programs, x_server

from floor.store.where import open_store
from floor.tournament import events as ev

from .pair import make_pair

ROOT = Path(__file__).resolve().parents[2]
NIGHT = ROOT / "tests" / "rehearsal" / "night.py"


def test_the_rehearsals_night_on_a_server_goes_on_after_the_primary_dies_mid_hand(tmp_path: Path) -> None:
    missing = missing_programs("Xvfb", "openbox", "xprop", "xwininfo")
    assert not missing, f"install the README's test packages (xvfb, openbox, x11-utils): {missing} not found"
    out = Path(os.environ.get("FLOOR_REHEARSAL_OUT") or tmp_path) / "ro-1280x720-postgresql"
    out.mkdir(parents=True, exist_ok=True)
    home = tmp_path / "home"
    (home / "run").mkdir(parents=True, mode=0o700)
    pair = make_pair()
    try:
        pid = pair.primary.pid()
        assert pid is not None
        with x_server(1280, 720, window_manager=True) as display:
            env = {**os.environ, "DISPLAY": display, "QT_QPA_PLATFORM": "xcb", "XDG_CONFIG_HOME": str(home / "config"),
                   "XDG_DATA_HOME": str(home / "data"), "XDG_RUNTIME_DIR": str(home / "run"), "LANG": "en_US.UTF-8",
                   "FLOOR_REHEARSAL_DB": pair.multi_host(),
                   "FLOOR_REHEARSAL_FAILOVER": f"{pid}:{pair.standby.data}"}
            done = subprocess.run([sys.executable, str(NIGHT), "--language", "ro", "--size", "1280x720", "--out",
                                   str(out)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=400,
                                  check=False)
        path = out / "report.json"
        report = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {"failed": "no report"}
        said = f"{report.get('failed')}\n{report.get('problems')}\n{done.stderr[-3000:]}\n(PNGs: {out})"
        assert done.returncode == 0 and not report.get("failed") and not report.get("problems"), said
        assert done.stderr.strip() == "", said
        assert [s["step"][:2] for s in report["steps"]] == ["1.", "2.", "3.", "4.", "5.", "6.", "7."]
        hands = next(s for s in report["steps"] if s["step"].startswith("6."))
        assert "is the primary" in hands["failover"], hands
        promoted = open_store(pair.standby.dsn())
        try:
            log = promoted.history(1)
            assert [e.seq for e in log] == list(range(1, len(log) + 1))  # (no gap, nothing twice)
            recorded = [(e.data.table, e.data.hand) for e in log if e.kind == ev.HAND_RECORDED]  # type: ignore[attr-defined]
            assert len(recorded) == len(set(recorded)) and (1, 1) in recorded
            assert promoted.state(1).players_left == 1  # (the winner, on the promoted node)
        finally:
            promoted.close()
    finally:
        pair.destroy()
