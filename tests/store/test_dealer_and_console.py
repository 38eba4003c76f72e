"""The dealer station (its own process) and the console write the same file at once: nothing lost or mixed up."""

import random
import subprocess
import sys
from pathlib import Path

from floor.store.tournaments import Store
from floor.tournament import chips as C
from floor.tournament import players as P
from floor.tournament.seating import actions as S
from floor.tournament.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
NOW = 1_800_000_000.0

DEALER = r"""
import sys, time
from floor.store.tournaments import Store
from floor.tournament.hands import record as handrecord
from floor.tournament.seating import actions as seating
store = Store(sys.argv[1])
tid, table = int(sys.argv[2]), int(sys.argv[3])
for i in range(int(sys.argv[4])):
    def hand(state):
        seats = [s for s in state.tables[table].occupied()][:2]
        request = {"game": "holdem", "board": "Ah Kh 7c 7d 2s", "button": state.tables[table].positions.button,
                   "seats": [{"seat": seats[0], "cards": "As Ad", "contributed": 100},
                             {"seat": seats[1], "cards": "Kc Ks", "contributed": 100}]}
        return handrecord.record_hand(state, table, request, now=time.time(), author="Dealer")
    store.act_all(tid, [hand, lambda s: seating.hand_done(s, table, now=time.time(), author="Dealer")])
print("done", flush=True)
"""


def test_hands_recorded_while_the_console_registers_and_busts_all_land(tmp_path: Path) -> None:
    """A dealer process records 40 hands at table 1 while this process registers 8 late players (each seated),
    busts 4 at table 2 and counts stacks 40 times: every event is there once, in one numbered sequence, and the
    button moved 40 times."""
    db = tmp_path / "floor.db"
    store = Store(db)
    tid = store.create(Settings("T", buy_in=100, starting_stack=10_000, seats_per_table=10), now=NOW, author="Ana")
    store.act_all(tid, [lambda s, i=i: P.register(s, f"P{i}", now=NOW, author="Ana", level=1) for i in range(12)])
    rng = random.Random(5)
    store.act(tid, lambda s: S.draw_seats(s, rng=rng, now=NOW, author="Ana"))
    for table in (1, 2):
        store.act(tid, lambda s, t=table: S.draw_button(s, t, rng=rng, now=NOW, author="Ana"))
    dealer = subprocess.Popen([sys.executable, "-c", DEALER, str(db), str(tid), "1", "40"], cwd=ROOT,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    for i in range(40):  # the console, meanwhile
        if i < 8:
            store.act_all(tid, [lambda s, i=i: P.register(s, f"Late {i}", now=NOW, author="Ana", level=1),
                                lambda s: S.seat(s, s.last_player, rng=rng, now=NOW, author="Ana")])
        if i < 4:
            out = next(p for p in store.state(tid).tables[2].seats if p is not None)
            store.act(tid, lambda s, p=out: P.eliminate(s, [p], now=NOW, author="Ana"))
        store.act(tid, lambda s, i=i: C.count(s, {1: 10_000 + 25 * i}, now=NOW, author="Ana"))
    _, err = dealer.communicate(timeout=180)
    assert dealer.returncode == 0, err
    store.close()
    fresh = Store(db)
    state = fresh.state(tid)
    history = fresh.history(tid)
    assert [e.seq for e in history] == list(range(1, len(history) + 1))
    assert state.hands == {1: 40} and sum(e.kind == "hand-recorded" for e in history) == 40
    assert len(state.players) == 20 and state.players_left == 16 and state.players[1].chips == 10_000 + 25 * 39
    assert sorted(state.seats) == sorted(p.id for p in state.players.values() if p.playing)
    assert sum(e.kind == "next-hand" and e.data.to_json()["table"] == 1 for e in history) == 40

