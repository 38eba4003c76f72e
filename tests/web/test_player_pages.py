"""floor.player_pages (the console's player pages: the room service started, the players' tokens), the moves a
page announces, and whose seat cards to print after a draw or a break."""

from __future__ import annotations

import ipaddress
import random
import socket
from pathlib import Path

import pytest
from conftest import run_floor, run_floor_ok

from floor.core.errors import FloorError
from floor.player_pages import ServedPages
from floor.room.address import advertised_host
from floor.room.follow import History
from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament.seating import actions as S
from floor.tournament.seating.reseated import last_reseated
from floor.tournament.settings import Settings
from floor.web.snapshot import latest_moves

NOW = 1_800_000_000.0


def _tournament(tmp_path: Path, players: int, seats: int = 4) -> tuple[Store, int]:
    store = Store(tmp_path / "floor.db")
    tid = store.create(Settings("Sunday", buy_in=100, starting_stack=10_000, seats_per_table=seats), now=NOW,
                       author="Ana")
    store.act_all(tid, [lambda s, i=i: P.register(s, f"P{i}", now=NOW, author="Ana", level=1)
                        for i in range(players)])
    return store, tid


def test_a_port_in_use_is_refused_in_words_and_gives_no_tokens(tmp_path: Path) -> None:
    store, tid = _tournament(tmp_path, 3)
    pages = ServedPages(store, tid)
    with socket.socket() as other:
        other.bind(("127.0.0.1", 0))
        other.listen()
        port = other.getsockname()[1]
        with pytest.raises(FloorError, match=f"port {port} is already in use") as err:
            pages.start("127.0.0.1", port, now=NOW, author="Ana")
    assert err.value.code == "port-in-use" and not pages.running
    assert store.state(tid).tokens == {}
    with pytest.raises(FloorError, match="70000 is not a port"):
        pages.start("127.0.0.1", 70000, now=NOW, author="Ana")
    store.close()


def test_an_address_this_computer_does_not_have_is_refused_in_words(tmp_path: Path) -> None:
    store, tid = _tournament(tmp_path, 1)
    with pytest.raises(FloorError, match=r"this computer has no network address 203\.0\.113\.9") as err:
        ServedPages(store, tid).start("203.0.113.9", 0, now=NOW, author="Ana")
    assert err.value.code == "no-such-address"
    store.close()


def test_floor_serve_on_a_port_in_use_says_so_and_fails(tmp_path: Path) -> None:
    db = tmp_path / "floor.db"
    run_floor_ok(db, "tournament", "new", "Sunday", "--buy-in", "100", "--stack", "10000")
    with socket.socket() as other:
        other.bind(("127.0.0.1", 0))
        other.listen()
        port = other.getsockname()[1]
        done = run_floor(db, "serve", "--host", "127.0.0.1", "--port", str(port))
    assert done.returncode != 0 and f"port {port} is already in use" in done.stderr


def test_the_address_phones_use_is_the_bound_one_or_a_real_ipv4_address() -> None:
    assert advertised_host("192.168.1.20") == "192.168.1.20"
    assert ipaddress.ip_address(advertised_host("0.0.0.0")).version == 4


def test_a_number_freed_by_an_undone_registration_gets_a_new_token(tmp_path: Path) -> None:
    """Registered, given a token (his card may be printed), the registration undone, the number given again:
    the newcomer gets a token of his own, so the old card does not open the newcomer's page."""
    store, tid = _tournament(tmp_path, 2)
    pages = ServedPages(store, tid)
    first = pages.give_tokens(now=NOW, author="Ana").tokens[2]
    store.undo(tid, now=NOW + 1, author="Ana")  # takes back the registrations (tokens are never undone)
    assert 2 not in store.state(tid).players
    store.act(tid, lambda s: P.register(s, "Someone else", now=NOW + 2, author="Ana", level=1))
    state = pages.give_tokens(now=NOW + 3, author="Ana")
    assert state.players[2].name == "Someone else" and state.tokens[2] != first
    assert first not in state.tokens.values()
    store.close()


def test_a_table_break_and_a_final_redraw_are_moves_the_page_announces(tmp_path: Path) -> None:
    store, tid = _tournament(tmp_path, 9, seats=4)
    rng = random.Random(5)
    store.act(tid, lambda s: S.draw_seats(s, rng=rng, now=NOW, author="Ana"))
    assert latest_moves(store.history(tid)) == {}  # the opening draw is no move
    state = store.state(tid)
    broken = max(state.tables)
    out, *movers = sorted(p for p in state.tables[broken].seats if p is not None)
    store.act(tid, lambda s: P.eliminate(s, [out], now=NOW + 1, author="Ana"))
    store.act(tid, lambda s: S.break_table(s, broken, rng=rng, now=NOW + 2, author="Ana"))
    moves = latest_moves(store.history(tid))
    state = store.state(tid)
    assert sorted(moves) == movers
    assert all((m.table, m.seat, m.why) == (*state.seats[p], "table-broken") for p, m in moves.items())
    assert last_reseated(store.history(tid)) is not None
    reseated = last_reseated(store.history(tid))
    assert reseated is not None and reseated.what == f"table {broken} broken" and list(reseated.players) == movers
    store.act(tid, lambda s: S.draw_seats(s, rng=rng, now=NOW + 3, author="Ana", redraw=True))
    everyone = sorted(p for p, player in store.state(tid).players.items() if player.playing)
    assert {m.why for m in latest_moves(store.history(tid)).values()} == {"redraw"}
    reseated = last_reseated(store.history(tid))
    assert reseated is not None and reseated.what == "seat draw" and list(reseated.players) == everyone
    store.undo(tid, now=NOW + 4, author="Ana")  # the redraw taken back: the break is the latest again
    reseated = last_reseated(store.history(tid))
    assert reseated is not None and reseated.what == f"table {broken} broken"
    store.close()


def test_nothing_to_reprint_before_the_draw(tmp_path: Path) -> None:
    store, tid = _tournament(tmp_path, 3)
    assert last_reseated(store.history(tid)) is None
    store.close()


def test_the_kept_history_is_the_whole_history_after_actions_and_undos(tmp_path: Path) -> None:
    """The pages read only the new events each time; what they hold is always the log as read whole."""
    store, tid = _tournament(tmp_path, 9, seats=4)
    history = History()
    rng = random.Random(2)
    steps = [lambda s: S.draw_seats(s, rng=rng, now=NOW, author="Ana"),
             lambda s: P.eliminate(s, [1], now=NOW + 1, author="Ana"), "undo", "redo",
             lambda s: P.eliminate(s, [2], now=NOW + 2, author="Ana"), "undo"]
    for step in steps:
        if step == "undo":
            store.undo(tid, now=NOW + 3, author="Ana")
        elif step == "redo":
            store.redo(tid, now=NOW + 3, author="Ana")
        else:
            store.act(tid, step)
        kept = history.of(store, tid, store.state(tid).seq)
        assert [e.seq for e in kept] == [e.seq for e in store.history(tid)]
        assert latest_moves(kept) == latest_moves(store.history(tid))
    store.close()
