"""Write the golden corpus of events (issue 28): every kind's body as the Floor of before the declarative codec
stored it, so that every later Floor is held to reading it exactly as before and writing it back byte for byte.

Run from the repository root, on the code whose bytes are to be kept (it was run once, before the codec)::

    python tests/tournament/make_golden_events.py [--td SAVE.tdt]

It writes ``tests/data/events_golden.jsonl`` (one event a line: where it came from, its kind, its version, the
bytes the store keeps in ``events.payload`` and the same body in the order Floor writes its keys, for the export
and ``--json``) and ``tests/data/events_golden_states.json`` (the state each whole log folds to). The sources:

* the rows of ``tests/store/events_before_typing.json`` (a night of before typed events, and older shapes);
* the demo night (``floor/demo.py``);
* a night played through the use cases (calls, announcements, a mystery bounty's envelopes, a tablet's hand,
  penalties, an incident, undo and redo), on a real SQLite file;
* a TD save imported (``--td``; its players' names replaced by "Player N": the saves are never copied here);
* each kind's bodies made by hand at the edges (defaults, unicode, floats, nulls, big numbers), the same JSON
  with optional fields left out (an older Floor's) and fields added (a newer one's);
* bodies drawn by hypothesis from each kind's field types (``tests/tournament/test_records.py``), derandomized.
"""

from __future__ import annotations

import argparse
import json
import random
import sqlite3
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from hypothesis import HealthCheck, given, settings  # noqa: E402

from floor import demo  # noqa: E402
from floor.store.desk import StoreDesk  # noqa: E402
from floor.store.td_import import import_saves  # noqa: E402
from floor.store.tournaments import Store  # noqa: E402
from floor.tournament import events as ev  # noqa: E402
from floor.tournament import records as R  # noqa: E402
from floor.tournament import snapshots  # noqa: E402
from floor.tournament.bounties import BountyRule  # noqa: E402
from floor.tournament.events import Body  # noqa: E402
from floor.tournament.jsonvalue import freeze_object  # noqa: E402
from floor.tournament.seating.tables import Positions  # noqa: E402
from floor.tournament.settings import Purchase, Settings  # noqa: E402
from floor.tournament.structure import template  # noqa: E402
from floor.usecases import announcements, bounties, calls, chips, clock, history, players, rulings, seating, tournament  # noqa: E402  # noqa: E402
from floor.usecases.hands import record_hand  # noqa: E402

OUT = ROOT / "tests" / "data"
T0 = 1_800_000_000.0


def stored(body: Body) -> str:
    """The bytes the store writes (``Store._insert``)."""
    return json.dumps(body.to_json(), ensure_ascii=False, sort_keys=True)


def ordered(body: Body) -> str:
    """The body in the order Floor writes its keys (the export, ``--json``)."""
    return json.dumps(body.to_json(), ensure_ascii=False)


def line(source: str, kind: str, payload: str, seq: int = 0, at: float = 0.0, author: str = "") -> dict[str, Any]:
    """One corpus entry: the payload read by this Floor must write back as ``payload`` (and as ``ordered``); a
    whole log's entries carry their number, time and author too (to be folded again)."""
    body = R.read_body(kind, json.loads(payload))
    assert stored(body) == payload, (source, kind, payload)
    out = {"source": source, "kind": kind, "version": type(body).VERSION, "payload": payload,
           "ordered": ordered(body)}
    if seq:
        out.update(seq=seq, at=at, author=author)
    return out


def log_of(store: Store, tid: int, source: str, states: dict[str, Any]) -> list[dict[str, Any]]:
    rows = store.db.execute("SELECT seq, kind, payload, at, author FROM events WHERE tournament_id = ? ORDER BY seq",
                            [tid]).fetchall()
    states[source] = snapshots.to_dict(store.state(tid))
    return [line(source, kind, bytes(payload).decode() if isinstance(payload, bytes) else payload, seq, at, author)
            for seq, kind, payload, at, author in rows]


# -- whole logs -------------------------------------------------------------------------------------------------------

def before_typing(states: dict[str, Any]) -> list[dict[str, Any]]:
    fixture = json.loads((ROOT / "tests/store/events_before_typing.json").read_text("utf-8"))
    out: list[dict[str, Any]] = []
    for source, part in (("before-typing/night", fixture), ("before-typing/old-shapes", fixture["old_shapes"])):
        out += [line(source, r["kind"], r["payload"], r["seq"], r["at"], r["author"]) for r in part["events"]]
        states[source] = part["state"]
    return out


def demo_night(folder: Path, states: dict[str, Any]) -> list[dict[str, Any]]:
    store, tid = demo.build(folder / "demo.db", T0)
    try:
        return log_of(store, tid, "demo", states)
    finally:
        store.close()


def use_case_night(folder: Path, states: dict[str, Any]) -> list[dict[str, Any]]:
    """A night through the use cases, each step at its own time: what the desk, the tablets and the floor write."""
    store = Store(folder / "night.db")
    rule = BountyRule("mystery", 50, 5, envelopes=(500, 250, 100, 100, 50, 50, 25, 25, 25, 25, 25, 25))
    tid = store.create(Settings("Ночь «Mystery» 🂡", buy_in=200, fee=20, starting_stack=25_000, seats_per_table=6,
                                rebuy=Purchase(200, 25_000, 2, 3), addon=Purchase(100, 15_000, 1, 4),
                                bounty=rule, guarantee=5_000),
                       now=T0, author="Ana", structure=template("turbo"))
    clock_at = [T0]

    def desk(author: str = "Ana") -> StoreDesk:
        clock_at[0] += 17.25
        when = clock_at[0]
        return StoreDesk(store, tid, author, lambda: when)

    rng = random.Random(28)

    def step(action: Any, *args: Any, **kwargs: Any) -> None:
        """One action; a refusal (the night's state did not allow it) is said and the night goes on."""
        try:
            action(*args, **kwargs)
        except Exception as err:  # a refusal of any kind: said, and the night goes on
            print(f"{getattr(action, '__name__', action)}: {err}", file=sys.stderr)

    names = ["Ana Pop", "Ionuț Ștefănescu", "Ольга Смирнова", "Zoë \"Z\" O'Brien", "李雷", "Mihai", "Elena",
             "Radu", "Ioana", "Pavel", "Daria", "Stefan"]
    for i, name in enumerate(names):
        players.register(desk(), name, nickname="Nick" if i % 3 == 0 else "", member_id=f"M{i:04d}" if i % 2 else "")
    seating.draw_seats(desk(), rng=rng)
    for table in sorted(store.state(tid).tables):
        seating.draw_button(desk(), table, rng=rng)
    clock.start(desk())
    clock.pause(desk())
    clock.adjust(desk(), 90.5)
    clock.resume(desk())
    clock.adjust(desk(), -30)
    state = store.state(tid)
    table = min(state.tables)
    seats = [i + 1 for i, p in enumerate(state.tables[table].seats) if p is not None]
    if len(seats) >= 2:
        request = {"game": "holdem", "board": "Ah Kh 7c 7d 2s", "chip": 25,
                   "seats": [{"seat": seats[0], "cards": "As Ad", "contributed": 500},
                             {"seat": seats[1], "cards": "Kc Ks", "contributed": 500}]}
        record_hand(desk("Tablet 1 (Dan)"), table, request)
    step(players.rebuy, desk(), 2)
    step(players.addon, desk(), 3)
    step(chips.count, desk(), {1: 30_125, 2: 18_000})
    step(players.bust, desk(), [3], by=[1], rng=rng)
    step(players.bust, desk(), [4, 5], by=[1, 2], rng=rng)
    step(players.reinstate, desk(), 3, chips=12_500)
    step(calls.call_floor, desk("Tablet 1 (Dan)"), table, "dispute", note="seat 4 says the bet was 1,200 — «not 1,000»")
    call = store.history(tid)[-1].seq
    step(calls.answer_call, desk(), call, "The bet stands at 1,200.", row_id="")
    step(calls.call_floor, desk("Tablet 1 (Dan)"), table, "player-clock")
    step(announcements.announce, desk(), "Break in 5 minutes — перерыв через 5 минут")
    step(announcements.clear, desk())
    step(rulings.give_penalty, desk(), 6, "warning", reason="soft play")
    step(rulings.give_penalty, desk(), 7, "missed_hands", reason="phone at the table", count=3)
    step(rulings.log_incident, desk(), "SP-01", "warning", spectator="a friend of seat 2")
    step(tournament.change_house, desk(), {"balance_max_diff": 1})
    step(history.undo, desk())
    step(history.redo, desk())
    step(clock.next_level, desk())
    step(clock.jump, desk(), 1)
    step(chips.remove, desk(), 125, reason="color-up")
    step(players.bust, desk(), [8], by=[1], rng=rng)
    step(bounties.drawn_by_hand, desk(), 100)
    step(players.bust, desk(), [9], by=[2], rng=rng)
    step(bounties.draw_envelope, desk(), rng=rng)
    try:
        return log_of(store, tid, "use-case-night", states)
    finally:
        store.close()


def td_import(folder: Path, save: Path, states: dict[str, Any]) -> list[dict[str, Any]]:
    """A TD save as ``floor import-td`` writes it; the players' names replaced, in every body, by "Player N"."""
    store = Store(folder / "td.db")
    done = import_saves(store, [save], author="Ana")
    tid = done[0].tournament
    rows = store.db.execute("SELECT seq, kind, payload FROM events WHERE tournament_id = ? ORDER BY seq",
                            [tid]).fetchall()
    names: dict[str, str] = {}
    for _seq, kind, payload in rows:
        if kind == ev.REGISTERED:
            data = json.loads(payload)
            names[data["name"]] = f"Player {data['player']}"
    state = snapshots.to_dict(store.state(tid))
    store.close()

    def anonymous(text: str) -> str:
        for real in sorted(names, key=len, reverse=True):
            text = text.replace(json.dumps(real, ensure_ascii=False)[1:-1], names[real])
        return text

    conn = sqlite3.connect(folder / "td.db")
    for seq, _kind, payload in rows:
        conn.execute("UPDATE events SET payload = ? WHERE tournament_id = ? AND seq = ?",
                     [anonymous(payload), tid, seq])
    conn.execute("DELETE FROM snapshots")
    conn.commit()
    conn.close()
    store = Store(folder / "td.db")
    try:
        out = log_of(store, tid, "td-import", states)
    finally:
        store.close()
    text = json.dumps([x["payload"] for x in out] + [states["td-import"]], ensure_ascii=False)
    assert not any(real in text for real in names), "a real name is left in the TD import"
    del state
    return out


# -- each kind at its edges -------------------------------------------------------------------------------------------

def by_hand() -> list[Body]:
    pos = Positions(3, 4, 5, 12)
    big = 2**53 + 1
    return [
        R.Created.of(Settings("Edge", buy_in=0, starting_stack=1)),
        R.Created.of(Settings("Édge « 2 »", buy_in=100, fee=10, starting_stack=10_000), template("horse")),
        R.SettingsChanged(freeze_object({"name": "Renamed ✓", "guarantee": 1000})),
        R.StructureSet.of(template("deep-stack")),
        R.HouseSet(freeze_object({"deck_spec": {"cards": 52, "jokers": 0}, "rounds_as_hands": 9, "x": [1.5, None]})),
        R.PayoutsSet({}), R.PayoutsSet({1: 500, 2: 300, 10: 1}, exact=True),
        R.ClockAction("start"), R.ClockAction("jump", 0), R.ClockAction("jump", 17),
        R.ClockAction("adjust", seconds=60), R.ClockAction("adjust", seconds=60.0),
        R.ClockAction("adjust", seconds=-0.5),
        R.ClockAction("adjust", seconds=1e-7), R.ClockAction("adjust", seconds=1.5e300),
        R.Registered(1, ""), R.Registered(big, "Ölaf \u2028 \\ \"q\"", "nick", "M-1"),
        R.Reentered(7), R.Rebought(0), R.AddedOn(big),
        R.Eliminated((1,)), R.Eliminated((2, 3), (1,)), R.Eliminated((2, 3), (1, 4), {2: (1,), 3: (4, 1)}),
        R.BountyDrawn(12, 3, 500), R.BountyDrawn(12, 3, 0, True),
        R.Reinstated(4), R.Reinstated(4, 0), R.Reinstated(4, 12_345),
        R.ChipsCounted({}), R.ChipsCounted({1: 0, 22: 10_000, 333: big}),
        R.ChipsRemoved(0), R.ChipsRemoved(125, "color-up"),
        R.TokensIssued({}), R.TokensIssued({1: "abc", 12: "ZZ-9_x"}),
        R.SeatsDrawn({}), R.SeatsDrawn({1: (None, 3, None), 2: (4,)}, ("SE-01",), "cards", True,
                                       freeze_object({"method": "cards", "cards": {"1": "As"}})),
        R.PlayerSeated(3, 1, 9), R.PlayerSeated(3, 1, 9, ("SE-04", "SE-05"), freeze_object({"seed": "x"})),
        R.PlayerMoved(3, (1, 2), (2, 5)),
        R.PlayerMoved(3, (1, 2), (2, 5), ("BB-05",), "overridden", "a friend's table",
                      freeze_object({"player": 3, "from": [1, 2], "to": [2, 6]})),
        R.TableBroken(2, ()), R.TableBroken(2, ((3, 1, 4), (5, 1, 6)), (2, 3), ("BB-10",),
                                             freeze_object({"draw": 1}), freeze_object({"p": None}), True),
        R.TableBroken(2, ((3, 1, 4),), final=False),
        R.ButtonSet(1), R.ButtonSet(1, pos, ("BT-01",), freeze_object({"cards": {"1": "Ks"}})),
        R.ButtonSet(1, pos, reason="misread"), R.NextHand(1), R.NextHand(1, pos, ("BT-02",)),
        R.HandForHand(True), R.HandForHand(False, ("BB-14",)),
        R.ChipRaced(1, {}, 0), R.ChipRaced(1, {1: 25, 2: -25, 3: 0}, 75, 3, "Dan", freeze_object({"cards": [1]})),
        R.HandRecorded(1, 1, {}, freeze_object({}), freeze_object({})),
        R.HandRecorded(1, 2, {1: 11, 4: 14}, freeze_object(
            {"game": "holdem", "board": "Ah Kh 7c 7d 2s", "button": 4, "chip": 25,
             "seats": [{"seat": 1, "cards": "As Ad", "contributed": 500}, {"seat": 4, "cards": "Kc Ks"}]}),
            freeze_object({"payouts": {"1": 1000}, "pots": [{"amount": 1000, "eligible": [1, 4], "shares": {"1": 1000},
                                                             "odd_chips": [{"seat": 1, "chips": 0}]}]}),
            3, 5, "holdem", (1, 4), "Dan", "tab1-0001"),
        R.HandVoided(1, 2), R.HandVoided(1, 2, "DD-05", {1: 500, 4: 250}, freeze_object({"seen": ["As", "As"]}),
                                         "two aces of spades", "tab1-0002"),
        R.RulingMade("DT-7-01", "confirmed"),
        R.RulingMade("DD-08", "overridden", 1, 14, "during", "river", "holdem", ("a", "b"), "Title ✓",
                     freeze_object({"k": 1}), freeze_object({"h": True}), freeze_object({"s": 0.25}), "2026.1",
                     "the ruling", ("TDA 2024 #15",), True, freeze_object({"carry": 100}), "house says",
                     freeze_object({"carry": 50}), ("note",), (3, 4), freeze_object({"amount": 100})),
        R.RulingMade("DD-09", "confirmed", carryover=R.CarryoverChange.CLOSE),
        R.PenaltyGiven(3, "warning", "PN-01", "soft play"),
        R.PenaltyGiven(3, "missed_hands", "PN-02", "phone", 1, 4, "o", 9, False, hands=3),
        R.PenaltyGiven(3, "missed_rounds", "PN-03", "abuse", rounds=2, seated=7, hands=14),
        R.PenaltyGiven(3, "disqualification", "PN-04", "cheating", chips=12_000),
        R.PenaltyEnded(5), R.PenaltyEnded(5, 3, True, "served", 0), R.PenaltyEnded(5, 3, False, "early", 2),
        R.IncidentLogged("DT-10-01", "warned"),
        R.IncidentLogged("DT-10-02", "removed", "phone", 3, "a friend", 1, 2, 9, "note", 4),
        R.FloorCalled(1, "misdeal"), R.FloorCalled(2, "other", "«what» — now"),
        R.CallAnswered(44, "ok"), R.CallAnswered(44, "Play on", "DT-7-01"),
        R.Announced(""), R.Announced("Break in 5 — перерыв"),
        ev.Undone(5), ev.Undone(5, ev.REGISTERED, freeze_object({"player": 7, "name": "Ana"})),
        ev.Redone(5, ev.CLOCK, freeze_object({"action": "pause"})),
    ]


def shapes(body: Body) -> list[str]:
    """The body's JSON, and the same with each optional field left out (an older Floor's) and with two fields no
    Floor knows (a newer one's): each that this Floor reads."""
    payload = json.loads(stored(body))
    out = [stored(body)]
    for key in sorted(payload):
        without = {k: v for k, v in payload.items() if k != key}
        try:
            out.append(stored(R.read_body(body.kind, without)))
        except (KeyError, TypeError, ValueError):
            continue
    newer = {**payload, "zz_newer": {"a": [1, 2.5, None]}, "aa_newer": "x"}
    out.append(stored(R.read_body(body.kind, newer)))
    return list(dict.fromkeys(out))


def collector(strategy: Any, got: list[Body], per_kind: int) -> Any:
    """A hypothesis run that keeps what it draws (derandomized: the same bodies every time)."""

    @settings(max_examples=per_kind, derandomize=True, database=None, deadline=None,
              suppress_health_check=list(HealthCheck))
    @given(strategy)
    def collect(body: Body) -> None:
        got.append(body)

    return collect


def drawn(per_kind: int) -> list[Body]:
    sys.path.insert(0, str(ROOT / "tests" / "tournament"))
    import test_records as TR  # the strategies of each kind's fields

    found: list[Body] = []
    for kind in sorted(TR.KINDS):
        got: list[Body] = []
        collector(TR.bodies(TR.KINDS[kind]), got, per_kind)()
        found += got[:per_kind]
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--td", type=Path, help="a TD save to import (its names are replaced)")
    parser.add_argument("--drawn", type=int, default=3, help="bodies drawn per kind")
    args = parser.parse_args()
    states: dict[str, Any] = {}
    lines: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        lines += before_typing(states)
        lines += demo_night(folder, states)
        lines += use_case_night(folder, states)
        if args.td:
            lines += td_import(folder, args.td, states)
    for body in by_hand():
        lines += [line("by-hand", body.kind, payload) for payload in shapes(body)]
    for body in drawn(args.drawn):
        lines.append(line("drawn", body.kind, stored(body)))
    missing = set(R.KINDS) - {x["kind"] for x in lines}
    assert not missing, missing
    OUT.mkdir(parents=True, exist_ok=True)
    with (OUT / "events_golden.jsonl").open("w", encoding="utf-8") as f:
        for x in lines:
            f.write(json.dumps(x, ensure_ascii=False, sort_keys=True) + "\n")
    (OUT / "events_golden_states.json").write_text(json.dumps(states, ensure_ascii=False, sort_keys=True, indent=1)
                                                   + "\n", encoding="utf-8")
    print(f"{len(lines)} events of {len({x['kind'] for x in lines})} kinds, {len(states)} logs", file=sys.stderr)


if __name__ == "__main__":
    main()
