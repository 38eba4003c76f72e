"""The members' type-ahead registers the member (issue 29): picked with the mouse or the keyboard, with REAL key and
mouse events (the earlier tests emitted the completer's signal and missed it), the field shows the name and the
registration carries the member id; a TD id of 40 characters is a member's id, not part of a 47-character name;
the league then counts a returning player once."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import FakeTime
from PySide6.QtCore import Qt

from floor.app import StoreSession
from floor.store.leagues import Leagues
from floor.store.members import Members
from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament.settings import Settings
from floor.ui.console.window import Console
from floor.usecases import leagues as seasons

T0 = 1_800_000_000.0
TD_ID = "4c9a9200-31ca-11e3-0aa0-fbbb035ff00c-001"  # 40 characters, as TD's player ids come in


@pytest.fixture
def desk(qtbot, tmp_path: Path) -> Iterator[tuple[Console, Store, int, int]]:
    """Last week: Ana Popa (F0002) and a TD-imported Ion Rusu (a 40-character id); tonight open at the desk."""
    store = Store(tmp_path / "club.db")
    week = store.create(Settings("Last week", buy_in=100, starting_stack=1000), now=T0 - 7 * 86400, author="Ana")
    store.act_all(week, [lambda s, n=n, m=m: P.register(s, n, member_id=m, now=T0, author="Ana", level=1)
                         for n, m in (("Ana Popa", "F0002"), ("Ion Rusu", TD_ID))])
    store.act(week, lambda s: P.eliminate(s, [2], now=T0, author="Ana"))
    tonight = store.create(Settings("Tonight", buy_in=100, starting_stack=1000), now=T0, author="Ana")
    console = Console(StoreSession(store, tonight, "Ana", FakeTime(T0)), poll=False)
    qtbot.addWidget(console)
    console.show()
    qtbot.waitExposed(console)
    yield console, store, week, tonight
    store.close()


def _offered(qtbot, console: Console, typed: str) -> None:
    console.name_field.setFocus()
    qtbot.keyClicks(console.name_field, typed)
    picker = console.member_picker
    assert picker is not None
    qtbot.waitUntil(lambda: picker.completer.popup().isVisible())


def test_a_member_picked_with_the_mouse_registers_with_their_id(qtbot, desk) -> None:
    console, _, _, _ = desk
    _offered(qtbot, console, "ana")
    popup = console.member_picker.completer.popup()  # type: ignore[union-attr]
    rect = popup.visualRect(popup.model().index(0, 0))
    qtbot.mouseClick(popup.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert console.name_field.text() == "Ana Popa"
    qtbot.mouseClick(console.register_button, Qt.MouseButton.LeftButton)
    player = console.session.state().players[1]
    assert (player.name, player.member_id) == ("Ana Popa", "F0002")


def test_a_member_picked_with_the_keyboard_registers_with_their_id_even_a_long_td_id(qtbot, desk) -> None:
    """A 40-character TD id: "Ion Rusu · 4c9a…" was refused as a 47-character name."""
    console, _, _, _ = desk
    _offered(qtbot, console, "rus")
    popup = console.member_picker.completer.popup()  # type: ignore[union-attr]
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    assert console.name_field.text() == "Ion Rusu"  # (highlighted: the name, never "Name · id")
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    assert not console.session.state().players  # (Return in the list picks; it does not register yet)
    assert console.name_field.text() == "Ion Rusu"
    qtbot.keyClick(console.name_field, Qt.Key.Key_Return)  # Return in the name field registers
    qtbot.waitUntil(lambda: len(console.session.state().players) == 1)
    player = console.session.state().players[1]
    assert (player.name, player.member_id) == ("Ion Rusu", TD_ID)


def test_a_returning_player_picked_from_the_type_ahead_is_counted_once_by_the_league(qtbot, desk) -> None:
    """ "Ana Popa · F0002" registered without an id: the league listed Ana twice."""
    console, store, week, tonight = desk
    _offered(qtbot, console, "ana p")
    popup = console.member_picker.completer.popup()  # type: ignore[union-attr]
    qtbot.mouseClick(popup.viewport(), Qt.MouseButton.LeftButton,
                     pos=popup.visualRect(popup.model().index(0, 0)).center())
    qtbot.mouseClick(console.register_button, Qt.MouseButton.LeftButton)
    console.name_field.setFocus()
    qtbot.keyClicks(console.name_field, "Walk In")
    qtbot.mouseClick(console.register_button, Qt.MouseButton.LeftButton)
    assert len(console.session.state().players) == 2
    seasons.set_season(Leagues(store), "Club", "2026", points="10 - r", count=[week, tonight])
    table = Leagues(store).standings("Club", "2026")
    assert sorted((s.name, s.tournaments) for s in table) == [("Ana Popa", 2), ("Ion Rusu", 1), ("Walk In", 1)]
    assert [r.title for r in Members(store).results("F0002")] == ["Last week", "Tonight"]
