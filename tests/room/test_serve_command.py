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
