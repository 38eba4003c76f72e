"""`floor serve` as a real process on a real socket: it gives the players tokens and serves their pages."""

from __future__ import annotations

import signal
import urllib.request
from pathlib import Path

from conftest import run_floor_ok
from served import floor_serve

from floor.store.tournaments import Store


def test_floor_serve_gives_tokens_and_serves_the_lobby_and_a_players_page(tmp_path: Path) -> None:
    """Registered from the command line, then `floor serve --port 0`: the lobby lists the player and his own
    page (by the token the service issued, as an event) shows his name; Ctrl+C stops it cleanly."""
    db = tmp_path / "floor.db"
    for args in (["tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000"],
                 ["player", "add", "Ivan Petrov"], ["player", "add", "Olga"], ["seat", "draw"]):
        run_floor_ok(db, *args)
    proc, port = floor_serve(db, tmp_path)
    try:
        base = f"http://127.0.0.1:{port}"
        with urllib.request.urlopen(f"{base}/lobby.json", timeout=10) as answer:
            lobby = answer.read().decode("utf-8")
        assert "Ivan Petrov" in lobby and "Olga" in lobby
        store = Store(db)
        try:
            tokens = store.state(store.latest()).tokens
        finally:
            store.close()
        assert len(tokens) == 2 and all(len(t) >= 22 for t in tokens.values())
        ivan = next(t for p, t in tokens.items() if p == 1)
        with urllib.request.urlopen(f"{base}/p/{ivan}", timeout=10) as answer:
            page = answer.read().decode("utf-8")
        assert "Ivan Petrov" in page and "Sunday" in page
    finally:
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=30)
    assert proc.returncode == 0, err
    assert "Player pages stopped." in out


def test_past_the_open_files_limit_the_service_says_one_line_not_684_tracebacks(tmp_path: Path) -> None:
    """Issue 29: a flood of connections past the service's open-files limit wrote a traceback on every try to accept
    (684 in the finding; 1,998 here under a limit of 64), and more when it stopped. Now: one line that says what
    happened and what to do, and once the connections close the service answers again."""
    import socket
    import time

    from room.served import seated_room

    db = seated_room(tmp_path / "floor.db")
    proc, port = floor_serve(db, tmp_path, files=64)
    held: list[socket.socket] = []
    try:
        for _ in range(300):
            try:
                held.append(socket.create_connection(("127.0.0.1", port), timeout=2))
            except OSError:
                break
        time.sleep(3)  # (the service tries to accept, and cannot, every second)
        for conn in held:
            conn.close()
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/lobby.json", timeout=5) as answer:
                    assert answer.status == 200
                    break
            except OSError:
                assert time.monotonic() < deadline, "the service never answered again"
                time.sleep(0.5)
    finally:
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=30)
    assert proc.returncode == 0, err
    assert err.splitlines() == ["the room service has reached this computer's limit of open files (64): new "
                                "connections wait until others close; raise the limit (ulimit -n 4096) and start "
                                "it again"]
