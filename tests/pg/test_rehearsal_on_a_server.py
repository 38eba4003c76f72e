"""Issue 31's night: the rehearsal's whole night (tests/rehearsal/night.py: the start page, 45 players, five tables,
the clock, the break, hands at the dealer stations, every bust to the winner) through the real windows on a real X
server, on PostgreSQL with a synchronous standby; the primary's machine dies mid-hand (a showdown typed at a dealer
station, not yet confirmed), the standby is promoted at its machine (`floor promote`), and the same windows go on
to the winner on the promoted node, with every acknowledged action there once. Once on loopback, once on a room's
network: the desk's windows on one host, the primary and the standby on two others, a second desk following the
night from its cursor on a fourth."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from xserver import missing_programs, x_server

from floor.store.where import open_store
from floor.tournament import events as ev

from .pair import make_pair
from .serverroom import desk, room_on_hosts, show

ROOT = Path(__file__).resolve().parents[2]
NIGHT = ROOT / "tests" / "rehearsal" / "night.py"
Run = Callable[..., subprocess.CompletedProcess[str]]


@contextmanager
def display_for_the_night(tmp_path: Path) -> Iterator[dict[str, str]]:
    """Xvfb with openbox at 1280x720 and the night's environment (its own home, Romanian asked by the night)."""
    missing = missing_programs("Xvfb", "openbox", "xprop", "xwininfo")
    assert not missing, f"install the README's test packages (xvfb, openbox, x11-utils): {missing} not found"
    home = tmp_path / "home"
    (home / "run").mkdir(parents=True, mode=0o700)
    with x_server(1280, 720, window_manager=True) as display:
        yield {**os.environ, "DISPLAY": display, "QT_QPA_PLATFORM": "xcb", "XDG_CONFIG_HOME": str(home / "config"),
               "XDG_DATA_HOME": str(home / "data"), "XDG_RUNTIME_DIR": str(home / "run"), "LANG": "en_US.UTF-8"}


def the_night(run: Run, env: dict[str, str], out: Path) -> dict[str, Any]:
    """The rehearsal's night run by ``run`` (here, or on a host); its report, checked whole."""
    out.mkdir(parents=True, exist_ok=True)
    done = run([sys.executable, str(NIGHT), "--language", "ro", "--size", "1280x720", "--out", str(out)], cwd=ROOT,
               env=env, capture_output=True, text=True, timeout=400)
    path = out / "report.json"
    report: dict[str, Any] = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {"failed": "none"}
    said = f"{report.get('failed')}\n{report.get('problems')}\n{done.stderr[-3000:]}\n(PNGs: {out})"
    assert done.returncode == 0 and not report.get("failed") and not report.get("problems"), said
    assert done.stderr.strip() == "", said
    assert [s["step"][:2] for s in report["steps"]] == ["1.", "2.", "3.", "4.", "5.", "6.", "7."]
    hands = next(s for s in report["steps"] if s["step"].startswith("6."))
    assert "is the primary" in hands["failover"], hands
    return report


def whole_on(where: str) -> str:
    """The night's log as the promoted node holds it: numbered without a gap, each hand recorded once, the table 1
    hand confirmed across the failover among them, a winner; its digest."""
    from .desk_work import digest

    promoted = open_store(where)
    try:
        log = promoted.history(1)
        assert [e.seq for e in log] == list(range(1, len(log) + 1))
        recorded = [(e.data.table, e.data.hand) for e in log if e.kind == ev.HAND_RECORDED]  # type: ignore[attr-defined]
        assert len(recorded) == len(set(recorded)) and (1, 1) in recorded
        assert promoted.state(1).players_left == 1
        return digest(log)
    finally:
        promoted.close()


def test_the_rehearsals_night_on_a_server_goes_on_after_the_primary_dies_mid_hand(tmp_path: Path) -> None:
    out = Path(os.environ.get("FLOOR_REHEARSAL_OUT") or tmp_path) / "ro-1280x720-postgresql"
    pair = make_pair()
    try:
        with display_for_the_night(tmp_path) as env:
            env["FLOOR_REHEARSAL_DB"] = pair.multi_host()
            env["FLOOR_REHEARSAL_FAILOVER"] = json.dumps({"kill": pair.primary.pid(), "promote": [
                sys.executable, "-m", "floor", "promote", "--data", str(pair.standby.data)]})
            the_night(subprocess.run, env, out)
        whole_on(pair.standby.dsn())
    finally:
        pair.destroy()


def test_the_rehearsals_night_on_a_rooms_network_goes_on_after_the_primary_dies_mid_hand(tmp_path: Path) -> None:
    """The desk's windows on host desk1, the primary on db1, its standby on db2, a second desk on desk2 reading the
    night from its cursor as it goes; db1's machine dies mid-hand, `floor promote` runs on db2, and the windows go
    on to the winner; the second desk, which went through the failover too, ends on the same log with no gap."""
    out = Path(os.environ.get("FLOOR_REHEARSAL_OUT") or tmp_path) / "ro-1280x720-postgresql-network"
    with room_on_hosts(["desk1", "desk2"], tmp_path) as room, display_for_the_night(tmp_path) as env:
        env = {**room.env(), **env, "FLOOR_REHEARSAL_DB": room.dsn,
               "FLOOR_REHEARSAL_FAILOVER": json.dumps({"kill": room.primary.pid(), "promote": room.host("db2").command(
                   [sys.executable, "-m", "floor", "promote", "--data", str(room.standby.data)])})}
        following = threading.Event()
        seen: list[dict[str, Any]] = []

        def second_desk() -> None:  # (it follows tournament 1 once the night has made it)
            while not following.is_set() and not open_store_exists(room):
                time.sleep(0.5)
            reader = desk(room, "desk2", "follow", room.dsn)
            while not following.is_set():
                reader.send()
                time.sleep(0.5)
            reader.send()
            time.sleep(2)
            reader.finish()
            seen.extend(reader.said)

        thread = threading.Thread(target=second_desk, daemon=True)
        thread.start()
        try:
            the_night(room.host("desk1").run, env, out)
        finally:
            following.set()
            thread.join(60)
        log = show(room, "desk2")  # (the promoted node's log, the chain checked, as desk2 reads it)
        assert log["seqs"] == list(range(1, len(log["seqs"]) + 1)) and log["playing"] == 1
        hands = [(table, hand) for table, hand, _submission, _author in log["hands"]]
        assert len(hands) == len(set(hands)) and [1, 1] in [list(h) for h in hands]
        cursors = [s["cursor"] for s in seen if "cursor" in s]
        assert cursors == sorted(cursors) and len(cursors) > 3, seen[-3:]  # (it read as the night went, no step back)
        assert seen[-1]["digest"] == log["digest"], (seen[-1], log["digest"])


def open_store_exists(room: Any) -> bool:
    """Whether the night has made its tournament yet (asked from desk2, as a desk there would)."""
    done = room.host("desk2").run([sys.executable, "-m", "floor", "--db", room.dsn, "tournament", "list"],
                                  capture_output=True, text=True, cwd=ROOT, env=room.env(), timeout=60)
    return done.returncode == 0 and bool(done.stdout.strip())
