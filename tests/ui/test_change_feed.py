"""The one change feed: a change written by another process is shown by the console without any action of its own.

Found in issue 17: with `floor dealer --table N` in its own process, the console's timer folded the new events in
but redrew only the clock line, so the "Out of chips at table 1" offer stayed hidden until the console's next own
action. Every window now redraws from the feed, whoever wrote the change.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import time
from pathlib import Path

from floor.app import StoreSession
from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament.seating import actions as S
from floor.tournament.settings import Settings
from floor.ui.common.feed import ChangeFeed
from floor.ui.console.window import Console

ROOT = Path(__file__).resolve().parents[2]
T0 = 1_800_000_000.0


def _seated_table(db: Path) -> tuple[Store, int]:
    store = Store(db)
    tid = store.create(Settings("Friday", buy_in=100, starting_stack=10_000, seats_per_table=9), now=T0,
                       author="Ana")
    store.act_all(tid, [lambda s, i=i: P.register(s, f"Player {i}", now=T0, author="Ana", level=1)
                        for i in range(1, 7)])
    rng = random.Random(3)
    store.act(tid, lambda s: S.draw_seats(s, rng=rng, now=T0, author="Ana"))
    store.act(tid, lambda s: S.draw_button(s, 1, rng=rng, now=T0, author="Ana"))
    return store, tid


def _all_in_lost(store: Store, tid: int, folder: Path) -> tuple[Path, int, str]:
    """A showdown at table 1 where one seat goes all in for its whole stack and loses: the dealer offers its bust."""
    state = store.state(tid)
    table = state.tables[1]
    first, second = list(table.occupied())[:2]
    loser = table.seats[second - 1]
    assert loser is not None
    stack = state.players[loser].chips or 10_000
    request = {"game": "holdem", "board": "Ah Kh 7c 7d 2s", "button": table.positions.button,
               "seats": [{"seat": first, "cards": "As Ad", "contributed": stack},
                         {"seat": second, "cards": "Kc Ks", "contributed": stack}]}
    path = folder / "hand.json"
    path.write_text(json.dumps(request), encoding="utf-8")
    return path, second, state.players[loser].label


def test_a_bust_offered_by_a_dealer_process_shows_in_the_console_without_its_own_action(qtbot, tmp_path: Path) -> None:
    """Issue 17's cross-process gap: a dealer's process records a hand that busts a player; the console, which does
    nothing meanwhile, shows "Out of chips at table 1" and the Bust them button from its change feed."""
    db = tmp_path / "floor.db"
    store, tid = _seated_table(db)
    console = Console(StoreSession(store, tid, "Ana", lambda: T0 + 60), poll=True)
    qtbot.addWidget(console)
    console.show()
    assert not console.offered_line.isVisible()
    request, seat, name = _all_in_lost(store, tid, tmp_path)

    started = time.monotonic()
    dealer = subprocess.run([sys.executable, "-m", "floor", "--db", str(db), "--author", "Dealer Dan", "hands",
                             "record", "1", str(request), "--all-in", str(seat)], cwd=ROOT, capture_output=True,
                            text=True, timeout=60, check=False)
    assert dealer.returncode == 0, dealer.stderr
    written = time.monotonic()
    qtbot.waitUntil(console.offered_line.isVisible, timeout=10_000)
    shown = time.monotonic()
    assert "table 1" in console.offered_line.text() and name in console.offered_line.text()
    assert console.offered_button.isVisible()
    print(f"\nshown by the console {shown - written:.2f} s after the dealer's process ended "
          f"({shown - started:.2f} s after it started)")


def test_the_feed_moves_once_per_change_from_any_writer(qtbot, tmp_path: Path) -> None:
    """The feed emits the new sequence number once when another connection commits, and nothing when nothing
    changed (its check is cheap then: SQLite's data_version, not a read of the log)."""
    db = tmp_path / "floor.db"
    store, tid = _seated_table(db)
    feed = ChangeFeed(lambda: store.reach(tid), watch=False)
    heard: list[int] = []
    feed.moved.connect(heard.append)
    assert not feed.check() and heard == []
    other = Store(db)  # another process's connection, as far as SQLite is concerned
    other.act(tid, lambda s: P.register(s, "Late Lena", now=T0, author="Desk 2", level=1))
    other.close()
    assert feed.check()
    assert heard == [store.state(tid).seq]
    assert not feed.check() and len(heard) == 1


def test_a_bust_at_ten_thousand_entries_redraws_the_rows_on_screen_not_ten_thousand(qtbot, tmp_path: Path) -> None:
    """The feed's redraw is incremental where it counts: after a bust written by another connection, the players'
    table formats the rows the screen shows (and the sample the name column is sized on), not every entry."""
    db = tmp_path / "floor.db"
    store = Store(db)
    tid = store.create(Settings("Sunday Million", buy_in=100, starting_stack=10_000, seats_per_table=10), now=T0,
                       author="Ana")
    store.act_all(tid, [lambda s, i=i: P.register(s, f"Player {i}", now=T0, author="Ana", level=1)
                        for i in range(1, 10_001)])
    console = Console(StoreSession(store, tid, "Ana", lambda: T0 + 60), poll=False)
    qtbot.addWidget(console)
    console.show()
    formatted: list[int] = []
    shown = console.players_model.show_players

    def counting(players, cells=None, key=None, only=None):  # type: ignore[no-untyped-def]
        def counted(player):  # type: ignore[no-untyped-def]
            formatted.append(player.id)
            return cells(player)
        return shown(players, counted if cells is not None else None, key, only)

    console.players_model.show_players = counting  # type: ignore[method-assign]
    other = Store(db)
    other.act(tid, lambda s: P.eliminate(s, [7_777], now=T0 + 30, author="Desk 2"))
    other.close()
    assert console.feed.check()
    qtbot.waitUntil(lambda: console.stats_line.text().startswith("Entries 10,000 · playing 9,999"))  # (grouped)
    console.table.viewport().repaint()
    assert console.players_model.rowCount() == 10_000
    print(f"\nrows formatted after the bust: {len(set(formatted))} of 10,000")
    assert len(set(formatted)) < 1_000  # those on screen whose cells changed (issue 30: none but the bust's row)


def test_a_window_closed_and_deleted_hears_nothing_more_from_the_feed_it_shared(qtbot, tmp_path: Path) -> None:
    """Finding (CI): the desk's feed outlives a console opened again (a language change) or a dealer station closed;
    a change after that reached the deleted window ("Internal C++ object already deleted" in the event loop)."""
    from PySide6.QtCore import QCoreApplication, QEvent

    from floor.ui.dealer import DealerWindow

    store, tid = _seated_table(tmp_path / "floor.db")
    session = StoreSession(store, tid, "Ana")
    feed = ChangeFeed(session.reach, watch=False)
    windows = [Console(session, poll=False, feed=feed), DealerWindow(session, 1, poll=False, feed=feed)]
    for window in windows:
        window.close()
        window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    del windows
    store.act(tid, lambda s: P.register(s, "Late", now=T0, author="Ana", level=1))
    assert feed.check()  # the change is heard, and no window that is gone is asked to redraw
    store.close()
