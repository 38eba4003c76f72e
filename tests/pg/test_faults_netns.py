"""Issue 31's fault suite across network namespaces (tests/network/hosts.py): the primary on db1, its synchronous
standby on db2, desks on hosts of their own running Floor's own store (tests/pg/server_desk.py: ``open_store`` on
the multi-host string, the use cases), so a dead machine is a pulled cable and a partition is real
(tests/pg/serverroom.py).

Skips where namespaces cannot be made (CI runs as root, where they can).
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from network.hosts import network_available

from .conftest import require_postgres
from .desk_work import BATCH
from .pair import fence_as_standby_of, machine_death, wait_for
from .serverroom import ROOM_WORDS, ROOT, Room, desk, floor_on, room_on_hosts, show, whole_and_once

pytest.importorskip("psycopg", reason='psycopg is not installed: pip install -e ".[postgres]"')


@pytest.fixture
def room(tmp_path: Path) -> Iterator[Room]:
    """db1 (primary), db2 (its synchronous standby), desk1, desk2; one tournament made from desk1."""
    require_postgres()
    reason = network_available()
    if reason is not None:
        pytest.skip(reason)
    with room_on_hosts(["desk1", "desk2"], tmp_path) as made:
        done = floor_on(made, "desk1", "tournament", "new", "Night", "--buy-in", "100", "--stack", "10000")
        assert done.returncode == 0, done.stderr
        yield made


def test_kill_9_of_the_primarys_machine_mid_write_across_hosts_loses_nothing_acknowledged(room: Room) -> None:
    """A desk on its own host registers batches; db1's machine dies (every server process SIGKILLed and its cable
    pulled: a dead machine answers nothing) and db2 is promoted. The desk goes on on db2 by itself; every batch it
    was told was saved is there once and whole, nothing else; the kill-to-first-accepted-write time is measured."""
    writer = desk(room, "desk1", "write", room.dsn, "desk 1", "P", "100000")
    wait_for(lambda: len(writer.acked()) >= 15, "the desk never got going", deadline_s=40)
    killed = time.monotonic()
    machine_death(room.primary)
    dead = time.monotonic()  # (every server process gone: the old primary accepts nothing after this)
    room.host("db1").link_down()
    room.promote()
    promoted = time.monotonic()
    wait_for(lambda: len(writer.acked(after=killed)) >= 5, f"the desk never wrote on db2: {writer.said[-3:]}",
             deadline_s=45)
    writer.finish()
    acked = writer.acked()
    first_after = min(s["t"] for s in writer.said if "ack" in s and s["t"] > dead)
    assert not [s for s in writer.said if "refused" in s]
    shown = show(room, "desk2")
    found = whole_and_once(shown, "P")
    assert set(found) == set(acked)
    assert shown["seqs"] == list(range(1, len(shown["seqs"]) + 1))
    print(f"\nacross hosts, kill -9 + cable: {len(acked)} batches acknowledged; kill to promoted "
          f"{promoted - killed:.2f} s; kill to the desk's first accepted write {first_after - killed:.2f} s")


def test_the_primary_partitioned_away_is_fenced_and_no_write_lands_on_both_sides(room: Room) -> None:
    """db1's cable is pulled while a desk on desk1 and a desk on db1's own host both write (the same multi-host
    string). db2 is promoted; db1 is fenced (stopped at once, a standby.signal: tests/pg/pair.py's fence, until
    helper standby's ``floor promote`` lands). The desk beside the old primary is never told a write was saved
    after the cut (its commit waits for a standby that is gone) and is then refused in one line; after the cable
    is back it writes on db2. The desk across the room goes on on db2. db2's log holds every acknowledged batch
    of both desks once, and nothing the cut-off side was not told."""
    far = desk(room, "desk1", "write", room.dsn, "desk 1", "F", "100000")
    near = desk(room, "db1", "write", room.dsn, "desk near db1", "N", "100000", wait_s=4)
    wait_for(lambda: len(far.acked()) >= 5 and len(near.acked()) >= 5, "the desks never got going", deadline_s=40)
    cut = time.monotonic()
    room.host("db1").link_down()
    room.promote()
    wait_for(lambda: len(far.acked(after=cut)) >= 3, f"the far desk never wrote on db2: {far.said[-3:]}",
             deadline_s=45)
    time.sleep(1.0)
    acked_near_after_cut = near.acked(after=cut + 0.2)  # (an answer on its way at the cut may still arrive)
    assert acked_near_after_cut == [], "the desk beside the old primary was told a write was saved after the cut"

    fenced = time.monotonic()
    room.primary.stop("immediate")
    fence_as_standby_of(room.primary, room.standby)
    room.primary.start()
    wait_for(lambda: any("refused" in s and s["t"] > fenced for s in near.said),
             f"the cut-off desk was never refused: {near.said[-3:]}", deadline_s=40)
    refusal = next(s for s in near.said if "refused" in s and s["t"] > fenced)
    assert "cannot be reached" in refusal["why"] and "\n" not in refusal["why"]

    room.host("db1").link_up()
    healed = time.monotonic()
    wait_for(lambda: len(near.acked(after=healed)) >= 2, f"the near desk never wrote on db2: {near.said[-3:]}",
             deadline_s=45)
    far.finish()
    near.finish()
    shown = show(room, "desk2")
    assert set(whole_and_once(shown, "F")) == set(far.acked())
    assert set(whole_and_once(shown, "N")) == set(near.acked()), "the cut-off side's unacknowledged write got in"
    assert shown["seqs"] == list(range(1, len(shown["seqs"]) + 1))
    # The fenced node refuses a write from anyone.
    refused = room.host("db1").run([sys.executable, "-m", "floor", "--db", room.primary.dsn(), "--author", "Ana",
                                    "player", "add", "Split Brain"], capture_output=True, text=True, timeout=60,
                                   cwd=ROOT, env=room.env(2))
    assert refused.returncode != 0 and "Split Brain" not in json.dumps(show(room, "desk2")["registered"])
    print(f"\npartition: the cut-off desk was refused {refusal['t'] - fenced:.2f} s after the fence: "
          f"{refusal['why']!r}; the fenced node said: {refused.stderr.strip()!r}")


def test_a_desk_cut_off_and_back_resumes_from_its_cursor_with_no_gap(room: Room) -> None:
    """The room service's reader (History, from its cursor) on desk1; desk1's cable is pulled while desk2 writes
    five batches, and the reader asks for news during the cut; the cable is back: the reader has every event,
    in order, no gap, the same log desk2 reads."""
    before = desk(room, "desk2", "write", room.dsn, "desk 2", "A", "3")
    before.process.wait(60)
    follower = desk(room, "desk1", "follow", room.dsn)
    first = follower.lines(1)[0]
    room.host("desk1").link_down()
    writer = desk(room, "desk2", "write", room.dsn, "desk 2", "B", "5")
    writer.process.wait(60)
    follower.send()  # (its read waits on the cut cable)
    time.sleep(1.0)
    assert len(follower.said) == 1, "the cut-off reader got an answer through a pulled cable"
    room.host("desk1").link_up()
    back = time.monotonic()
    second = follower.lines(2, deadline_s=40)[1]
    took = time.monotonic() - back
    follower.finish()
    shown = show(room, "desk2")
    assert first["seqs"] == list(range(1, first["cursor"] + 1)) and first["cursor"] == 1 + 3 * BATCH
    assert second["seqs"] == shown["seqs"] == list(range(1, 1 + 8 * BATCH + 1))
    assert second["digest"] == shown["digest"]
    print(f"\nclient partition: the reader caught up {took:.2f} s after its cable was back")


def test_two_desks_on_two_hosts_appending_at_once_see_one_log(room: Room) -> None:
    """Desks on desk1 and desk2 each register 15 batches into one tournament at the same time: every batch is
    there once and whole, numbered without a gap, and both desks read the same log."""
    writers = [desk(room, "desk1", "write", room.dsn, "desk 1", "A", "15", go=False),
               desk(room, "desk2", "write", room.dsn, "desk 2", "B", "15", go=False)]
    for writer in writers:
        writer.lines(1)  # ready: its store is open
    for writer in writers:
        writer.send("go\n")
    for writer in writers:
        writer.process.wait(90)
    assert [len(w.acked()) for w in writers] == [15, 15]
    one, two = show(room, "desk1"), show(room, "desk2")
    assert one == two
    assert set(whole_and_once(one, "A")) == set(whole_and_once(one, "B")) == set(range(1, 16))
    assert one["seqs"] == list(range(1, 1 + 30 * BATCH + 1)) and {"desk 1", "desk 2"} <= set(one["authors"])
    # The two desks' batches interleave: they wrote at the same time, each waiting on the other's lock in turn.
    order = [name[0] for name in one["registered"]]
    assert "".join(order).count("AB") + "".join(order).count("BA") > 1


def test_a_desk_whose_string_says_nothing_of_dead_connections_still_finds_the_promoted_node(room: Room) -> None:
    """The room's string with only the hosts, ports, database and target_session_attrs (what a floor types): db1's
    cable goes first and then its processes (a machine that dies sends no reset), db2 is promoted; the desk's
    write in flight must still move to db2 within FLOOR_DB_WAIT (20 s)."""
    bare = room.dsn.replace(ROOM_WORDS, "target_session_attrs=read-write")
    writer = desk(room, "desk1", "write", bare, "desk 1", "P", "100000")
    wait_for(lambda: len(writer.acked()) >= 5, "the desk never got going", deadline_s=40)
    room.host("db1").link_down()
    machine_death(room.primary)
    dead = time.monotonic()
    room.promote()
    wait_for(lambda: len(writer.acked(after=dead)) >= 1, f"the desk never wrote on db2: {writer.said[-2:]}",
             deadline_s=20)
