"""benchmarks/room_night.py's smoke run (300 phones, 5 tablets, 10 s a phase, 100 slow clients) as a real process: what
a user can check without a clock. Every hand a tablet was told was recorded is in the database exactly once, every
phone had every change, the backups were written during the attack, and the JSON holds every figure. Nothing here
is timed: the machines that run the tests are shared, and the figures are the benchmark's to print, not to assert."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from collections import Counter
from pathlib import Path

from floor.store.tournaments import Store
from floor.tournament.records import HandRecorded

ROOT = Path(__file__).resolve().parents[1]
SMOKE = ("--phones", "300", "--tablets", "5", "--seconds", "10", "--slow", "100")
TIMED = ("page", "result", "confirm", "reach_all", "reach_each", "next_hand_on_tablet", "desk_redrawn", "gui_pause",
         "desk_feed_check", "desk_clock_refresh")
FIGURES = ("p50", "p99", "max", "count")
GOALS = {"page_p99", "reach_all_1s", "result_p99", "gui_pause", "slow_clients"}


def test_the_smoke_night_records_each_hand_once_reaches_every_phone_and_backs_up_under_attack(tmp_path: Path) -> None:
    room = tmp_path / "room"
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "room_night.py"), *SMOKE, "--json",
                           "--keep", str(room)], capture_output=True, text=True, cwd=ROOT, timeout=600, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    result = json.loads(done.stdout)

    # The JSON has every figure, of both phases, and the five goals' verdicts.
    assert set(result["verdicts"]) == GOALS
    for name in ("night", "attack"):
        phase = result["phases"][name]
        for timed in TIMED:
            assert set(FIGURES) <= set(phase[timed]), (name, timed)
        for counted in ("page", "result", "confirm", "reach_all", "gui_pause"):
            assert phase[counted]["count"] > 0, (name, counted)
            assert not math.isnan(phase[counted]["p99"]), (name, counted)
        assert phase["service_cpu_s"] > 0 and phase["service_fds_peak"] > 0
        assert phase["hands_confirmed"] > 0
    slow = result["phases"]["attack"]["slow"]
    assert slow["all_opened"] == 100 and slow["cut_by_service"] > 0

    # Every real client was answered, during the attack too.
    for name in ("night", "attack"):
        phase = result["phases"][name]
        for answered in ("page", "result", "confirm"):
            assert phase[answered]["ok"] == phase[answered]["of"], (name, answered, phase[answered]["statuses"])

    # Every hand a tablet was told was recorded is in the database once, under its submission, table and hand.
    told = [h for h in result["hands"] if h["seq"]]
    assert told and all(h["status"] == 200 for h in told)
    store = Store(room / "night.db")
    try:
        history = store.history(store.latest())
    finally:
        store.close()
    recorded = [(e.seq, e.body(HandRecorded)) for e in history if e.kind == HandRecorded.KIND]
    by_submission = Counter(body.submission for _, body in recorded)
    assert all(count == 1 for count in by_submission.values())
    found = {body.submission: (seq, body.table, body.hand) for seq, body in recorded}
    for hand in told:
        assert found[hand["submission"]] == (hand["seq"], hand["table"], hand["hand"])
    assert result["database"]["recorded_once"] == len(told) and result["database"]["twice_or_more"] == 0

    # Every phone subscribed, and every phone had every hand's change.
    assert result["phones"]["phones"] == 300
    for name in ("night", "attack"):
        reach = result["phases"][name]["reach_all"]
        assert reach["hands"] > 0 and reach["reached_all"] == reach["hands"] and reach["never_had_it"] == 0

    # The command line's backup and the console's own, during the attack: done, a file written.
    attack = result["phases"]["attack"]
    cli, own = attack["backup_cli"], attack["backup_desk"]
    assert cli["exit"] == 0 and Path(cli["file"]).is_file() and Path(cli["file"]).stat().st_size > 0
    assert not own["refused"] and own["files"] and all(Path(f).is_file() for f in own["files"])
