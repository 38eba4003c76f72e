"""Every write carries a command id its client chose, and is applied once: the same id again is answered with the
first answer and writes nothing, after a busy answer, a lost answer, or a service killed mid-write; a busy answer
means nothing was written (the finding: a "503 Busy: try again" was applied afterwards, and the retry doubled it)."""

from __future__ import annotations

import signal
import socket
import threading
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from room.served import floor_serve, paired, post, seated_room, served

from floor.room.service import Limits
from floor.store.tournaments import Store


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return seated_room(tmp_path / "floor.db")


def _registered(db: Path, name: str) -> int:
    store = Store(db)
    try:
        return [e.data.to_json()["name"] for e in store.history(store.latest())
                if e.kind == "player-registered"].count(name)
    finally:
        store.close()


def _written_since(db: Path, seq: int) -> set[str]:
    """The kinds written after ``seq`` (the service itself issues a newcomer's page token meanwhile)."""
    store = Store(db)
    try:
        return {e.kind for e in store.history_after(store.latest(), seq)}
    finally:
        store.close()


def _log_end(db: Path) -> int:
    store = Store(db)
    try:
        return store.state(store.latest()).seq
    finally:
        store.close()


REGISTER = {"intent": "players.register", "arguments": {"name": "Zoe Late"}}


def test_a_write_the_service_could_not_begin_in_time_is_answered_busy_and_nothing_is_written(db: Path) -> None:
    with served(db, limits=Limits(queue=0.3)) as s:
        token = paired(s, db, "desk", person="Maria")
        before = _log_end(db)
        held = threading.Event()
        s.room.follower.thread.submit(held.wait, 3)  # the store's thread busy with something long
        status, answer = post(s, "/api/intent", REGISTER, token=token, command="zoe-busy-1")
        assert status == 503 and answer["code"] == "busy" and "nothing was done" in answer["refusal"]
        held.set()
        time.sleep(0.5)  # (had the write stayed on the queue, it would have run by now)
        assert _log_end(db) == before and _registered(db, "Zoe Late") == 0
        status, answer = post(s, "/api/intent", REGISTER, token=token, command="zoe-busy-1")  # sent again
        assert status == 200 and answer["command"]["again"] is False
        status, answer = post(s, "/api/intent", REGISTER, token=token, command="zoe-busy-1")  # and once more
        assert status == 200 and answer["command"]["again"] is True
    assert _registered(db, "Zoe Late") == 1


def test_a_command_id_sent_again_for_another_action_is_refused_and_writes_nothing(db: Path) -> None:
    """A replayed id with a forged body is not the first action again: it is refused, not answered as done."""
    with served(db) as s:
        token = paired(s, db, "desk", person="Maria")
        assert post(s, "/api/intent", REGISTER, token=token, command="reg-1")[0] == 200
        before = _log_end(db)
        other = {"intent": "players.register", "arguments": {"name": "Mallory"}}
        status, answer = post(s, "/api/intent", other, token=token, command="reg-1")
    assert status == 409 and answer["refusal"] == "this command id was used already for another action: send a new one"
    assert _written_since(db, before) <= {"tokens-issued"} and _registered(db, "Mallory") == 0


def test_a_write_without_a_command_id_is_refused_and_changes_nothing(db: Path) -> None:
    with served(db) as s:
        token = paired(s, db, "desk", person="Maria")
        before = _log_end(db)
        for command in (None, "x" * 101, "no spaces"):
            status, answer = post(s, "/api/intent", REGISTER, token=token, command=command)
            assert status == 400 and "command id" in answer["refusal"]
    assert _log_end(db) == before


def _send_and_die(port: int, token: str, command: str, after: float) -> None:
    """The request sent whole, and the service killed ``after`` seconds later, before its answer is read."""
    body = (b'{"intent": "players.register", "arguments": {"name": "Zoe Late"}}')
    with socket.create_connection(("127.0.0.1", port), timeout=10) as conn:
        conn.sendall(f"POST /api/intent HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {token}\r\n"
                     f"Idempotency-Key: {command}\r\nContent-Type: application/json\r\n"
                     f"Content-Length: {len(body)}\r\n\r\n".encode() + body)
        time.sleep(after)


@pytest.mark.parametrize("after", [0.0, 0.005, 0.05, 0.5])
def test_a_write_sent_again_after_the_service_was_killed_mid_write_is_applied_once(db: Path, tmp_path: Path,
                                                                                   after: float) -> None:
    """kill -9 of the service at any moment of a write; the client sends the same command to the service started
    again: one registration, whether the first had been written or not."""
    proc, port = floor_serve(db, tmp_path)
    try:
        token = paired(SimpleNamespace(host="127.0.0.1", port=port), db, "desk", person="Maria")  # type: ignore[arg-type]
        _send_and_die(port, token, "zoe-killed", 0.0)
        time.sleep(after)
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.communicate()
    proc, port = floor_serve(db, tmp_path)
    try:
        again: Any = post(SimpleNamespace(host="127.0.0.1", port=port), "/api/intent", REGISTER,  # type: ignore[arg-type]
                          token=token, command="zoe-killed")
        assert again[0] == 200
        repeat: Any = post(SimpleNamespace(host="127.0.0.1", port=port), "/api/intent", REGISTER,  # type: ignore[arg-type]
                           token=token, command="zoe-killed")
        assert repeat[0] == 200 and repeat[1]["command"]["again"] is True
        assert repeat[1]["answer"] == again[1]["answer"]
    finally:
        proc.terminate()
        proc.communicate()
    assert _registered(db, "Zoe Late") == 1


def test_a_second_desks_first_prize_above_the_pool_is_refused_by_the_rules_where_the_log_is_kept(db: Path) -> None:
    """The finding: a second desk's token set a 1st prize of 999,999 on a small pool (the command line refused it)."""
    with served(db) as s:
        token = paired(s, db, "desk", person="Maria")
        before = _log_end(db)
        body = {"intent": "payouts.set_places", "arguments": {"places": {"1": 999_999}}}
        status, answer = post(s, "/api/intent", body, token=token)
    assert status == 422 and answer["refusal"]
    assert _log_end(db) == before
