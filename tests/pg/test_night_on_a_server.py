"""Issue 31's "Done when": a night on PostgreSQL with two desks on two network hosts, the primary killed mid-hand,
the night going on on the promoted standby with nothing acknowledged lost.

The desks are Floor's command line (``python -m floor --db <multi-host string> ...``) typed on two hosts of a room
network (tests/pg/serverroom.py), not the Qt windows of tests/rehearsal (those run on one X display in the root
namespace, which cannot reach the room). The whole room (the room service on a third host, dealer tablets on two
more) is the second test; it needs the devices and leagues tables on the server (helper ``club``), and is a strict
xfail where the schema lacks them.
"""

from __future__ import annotations

import contextlib
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from network.browser import browser_available, browser_on
from network.hosts import Host, network_available
from network.room import AUTHOR, Desk, Recorded, room_service, tablet_at

from .conftest import require_postgres
from .pair import machine_death
from .serverroom import ROOT, Room, floor_on, room_on_hosts, show

if TYPE_CHECKING:
    from playwright.sync_api import Browser

pytest.importorskip("psycopg", reason='psycopg is not installed: pip install -e ".[postgres]"')

PLAYERS = 10


@pytest.fixture
def skip_without_a_room() -> None:
    require_postgres()
    reason = network_available()
    if reason is not None:
        pytest.skip(reason)


class Night:
    """Two desks' command lines; every command must be acknowledged (exit status 0), and each is kept."""

    def __init__(self, room: Room) -> None:
        self.room = room
        self.done: list[tuple[str, tuple[str, ...], str]] = []

    def at(self, host: str, *args: str) -> str:
        answer = floor_on(self.room, host, *args, author=host)
        assert answer.returncode == 0, f"{host}: floor {' '.join(args)}: {answer.stderr.strip()}"
        self.done.append((host, args, answer.stdout))
        return answer.stdout

    def started(self, host: str, *args: str) -> subprocess.Popen[str]:
        """A command typed at ``host`` that is still running (the test does something meanwhile)."""
        return self.room.host(host).popen(
            [sys.executable, "-m", "floor", "--db", self.room.dsn, "--author", host, *args],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT, env=self.room.env())

    def count(self, *args: str) -> int:
        return sum(1 for _, done, _ in self.done if done[:len(args)] == args)


def _machine_dies(room: Room, when: threading.Event, times: dict[str, float]) -> None:
    """db1's machine dies (no answer at all: its cable goes with it, then every server process), and db2 is
    promoted, as the floor's Promote at the standby's desk would (tests/pg/pair.py's steps until helper standby's
    ``floor promote`` lands)."""
    when.wait(30)
    times["killed"] = time.monotonic()
    room.host("db1").link_down()
    machine_death(room.primary)
    room.promote()
    times["promoted"] = time.monotonic()


def test_a_night_with_two_desks_on_two_hosts_goes_on_after_the_primary_dies_mid_hand(
        skip_without_a_room: None, tmp_path: Path) -> None:
    csv = tmp_path / "players.csv"
    csv.write_text("name\n" + "".join(f"Player {n}\n" for n in range(1, PLAYERS + 1)), encoding="utf-8")
    with room_on_hosts(["desk1", "desk2"], tmp_path) as room:
        night = Night(room)
        night.at("desk1", "tournament", "new", "Night", "--buy-in", "100", "--stack", "10000", "--seats", "9")
        night.at("desk1", "player", "import", str(csv))
        assert "at 2 tables" in night.at("desk1", "seat", "draw")
        night.at("desk1", "button", "draw", "1")
        night.at("desk2", "button", "draw", "2")
        night.at("desk1", "clock", "start")
        assert "Registered player 11: Late One" in night.at("desk2", "player", "add", "Late One")
        night.at("desk1", "table", "next-hand", "1")
        night.at("desk2", "table", "next-hand", "2")
        assert night.at("desk2", "player", "bust", "Player 1").startswith("Player 1 finished 11th")
        assert night.at("desk1", "player", "bust", "Player 2").startswith("Player 2 finished 10th")
        night.at("desk1", "table", "next-hand", "1")

        # Mid-hand: desk 2 records the end of a hand (a bust) and the primary's machine dies under it.
        now, times = threading.Event(), {}
        killer = threading.Thread(target=_machine_dies, args=(room, now, times), daemon=True)
        killer.start()
        began = time.monotonic()
        in_flight = night.started("desk2", "player", "bust", "Player 3")
        time.sleep(0.4)
        now.set()
        out, err = in_flight.communicate(timeout=60)
        answered = time.monotonic()
        killer.join(30)
        assert in_flight.returncode == 0, f"the bust in flight at the kill was refused: {err.strip()}"
        assert out.startswith("Player 3 finished 9th")
        night.done.append(("desk2", ("player", "bust", "Player 3"), out))

        # The night goes on on the promoted standby, both desks, no restart, no other address typed.
        night.at("desk2", "table", "next-hand", "2")
        first_after = time.monotonic()
        for n, host in zip(range(4, 6), ("desk1", "desk2"), strict=True):
            night.at(host, "player", "bust", f"Player {n}")
        assert "final table" in night.at("desk1", "table", "final")
        night.at("desk1", "button", "draw", "1")
        night.at("desk2", "player", "bust", "Player 6", "Player 7")  # (two in one hand)
        night.at("desk1", "player", "bust", "Player 8", "Player 9")
        night.at("desk2", "player", "bust", "Player 10")
        assert "Entries 11, playing 1" in night.at("desk2", "tournament", "show")

        shown: dict[str, Any] = show(room, "desk1")
        assert shown == show(room, "desk2")  # (both desks read one log)
    assert shown["seqs"] == list(range(1, len(shown["seqs"]) + 1))
    assert sorted(shown["registered"].values()) == [1] * (PLAYERS + 1)  # every registration once
    assert sorted(shown["eliminated"]) == list(range(1, PLAYERS + 1))  # every bust acknowledged, once
    assert shown["kinds"]["next-hand"] == night.count("table", "next-hand")
    assert shown["kinds"]["button-set"] == night.count("button", "draw")
    assert shown["playing"] == 1 and {"desk1", "desk2"} <= set(shown["authors"])
    print(f"\nthe night: {len(night.done)} commands acknowledged, {len(shown['seqs'])} events; the bust in flight "
          f"answered {answered - began:.2f} s after it was typed (kill at {times['killed'] - began:.2f} s, "
          f"promoted at {times['promoted'] - began:.2f} s); the next command done {first_after - answered:.2f} s "
          "later")


@dataclass
class DeskOnHost(Desk):
    """tests/network/room.py's desk, typed at a host of the room (``db`` is the room's multi-host string): the
    service, the pairing codes and the tablets are the network night's own."""

    room: Room | None = None
    at: str = "desk1"

    def floor(self, *args: str) -> str:
        assert self.room is not None
        done = floor_on(self.room, self.at, *args, author=AUTHOR)
        if done.returncode != 0:
            raise AssertionError(f"floor {' '.join(args)} failed: {done.stderr.strip() or done.stdout.strip()}")
        return done.stdout

    def history(self) -> list[Any]:
        raise NotImplementedError("read the log from a host: show(room, host)")

    def recorded(self) -> list[Recorded]:
        assert self.room is not None
        return [Recorded(0, table, hand, submission, author)
                for table, hand, submission, author in show(self.room, self.at)["hands"]]


def _serve_runs_on_a_server() -> bool:
    """Whether the server's schema has the room's own tables (helper club's; without them ``floor serve`` stops at
    its first read of the devices or the leagues)."""
    from floor.store import postgres

    return "TABLE IF NOT EXISTS devices" in postgres.SCHEMA


@pytest.mark.xfail(not _serve_runs_on_a_server(), strict=True,
                   reason="floor serve does not run on PostgreSQL before helper club's tables (devices, leagues)")
def test_the_room_service_and_tablets_on_hosts_go_on_after_the_primary_dies_mid_hand(
        skip_without_a_room: None, tmp_path: Path) -> None:
    """The whole room on a server: desks on desk1 and desk2, the room service on a third host, dealer tablets on
    two more. Table 1's dealer has typed a showdown when the primary's machine dies; the standby is promoted; the
    dealer presses Confirm: the hand is recorded once (the service's store finds the promoted node by itself, the
    tablet resends by its submission id), and the night goes on at both tables and both desks."""
    reason = browser_available()
    if reason is not None:
        pytest.skip(reason)
    from playwright.sync_api import sync_playwright

    with room_on_hosts(["desk1", "desk2", "service", "tablet1", "tablet2"], tmp_path) as room, \
            contextlib.ExitStack() as browsers:  # (closed before the network goes)
        playwright = browsers.enter_context(sync_playwright())

        def browser(host: Host) -> Browser:
            return browsers.enter_context(browser_on(host, playwright))

        desk = DeskOnHost(Path(room.dsn), room=room)
        desk.floor("tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000", "--seats", "6")
        names = tmp_path / "players.csv"
        names.write_text("name\n" + "".join(f"Player {n}\n" for n in range(1, 11)), encoding="utf-8")
        desk.floor("player", "import", str(names))
        desk.floor("seat", "draw")
        for table in desk.tables():
            desk.floor("button", "draw", str(table))
        desk.floor("clock", "start")
        with room_service(room.host("service"), desk, tmp_path) as service:
            tablets = [tablet_at(browser(room.host(f"tablet{t}")), service, t) for t in (1, 2)]
            for tablet in tablets:
                tablet.enter_showdown()
                tablet.page.click("#confirm")
                assert tablet.recorded_hand() == 1

            tablets[0].enter_showdown()  # mid-hand: typed, not yet confirmed
            now, times = threading.Event(), {}
            now.set()
            _machine_dies(room, now, times)
            tablets[0].page.click("#confirm")
            assert tablets[0].recorded_hand() == 2
            recorded = time.monotonic()
            tablets[0].at_hand(3)
            tablets[1].enter_showdown()
            tablets[1].page.click("#confirm")
            assert tablets[1].recorded_hand() == 2

            second = DeskOnHost(Path(room.dsn), room=room, at="desk2")
            assert "Late One" in second.floor("player", "add", "Late One")
            assert "finished" in desk.floor("player", "bust", "Player 1")
        shown = show(room, "desk2")
    assert sorted((t, h) for t, h, _, _ in shown["hands"]) == [(1, 1), (1, 2), (2, 1), (2, 2)]
    assert len({s for _, _, s, _ in shown["hands"]}) == 4  # four submissions, each recorded once
    assert shown["registered"]["Late One"] == 1 and shown["eliminated"].count(1) == 1
    assert shown["seqs"] == list(range(1, len(shown["seqs"]) + 1))
    print(f"\nthe room's night: the hand confirmed after the kill was recorded {recorded - times['killed']:.2f} s "
          f"after the kill (promoted at {times['promoted'] - times['killed']:.2f} s)")
