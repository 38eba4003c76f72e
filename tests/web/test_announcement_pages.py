"""The floor's announcement on the players' phones: in the first paint of the player page and the lobby (escaped,
as typed), in the JSON every page follows, and on a phone left open once the floor sends or clears it."""

from __future__ import annotations

import json
import random
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import FakeTime
from phone import Phone, needs_node
from room.served import Served, served

from floor.store.tournaments import Store
from floor.tournament import announcements
from floor.tournament import players as P
from floor.tournament import timekeeping as T
from floor.tournament.seating import actions as S
from floor.tournament.settings import Settings
from floor.tournament.structure import structure_to_json, template

NOW = 1_800_000_000.0
LINE = "Dinner <b>break</b> at 21:00 & the bar is open"


@pytest.fixture
def night(tmp_path: Path) -> Iterator[tuple[Store, int, Served]]:
    store = Store(tmp_path / "floor.db")
    tid = store.create(Settings("Friday Night", buy_in=100, starting_stack=10_000), now=NOW, author="Ana",
                       extra={"structure": structure_to_json(template("standard"))})
    store.act_all(tid, [lambda s, n=n: P.register(s, n, now=NOW, author="Ana", level=1)
                        for n in ("Ion Popa", "Ana Pop", "Шишкин Лев")])
    store.act(tid, lambda s: S.draw_seats(s, rng=random.Random(3), now=NOW, author="Ana"))
    store.act(tid, lambda s: T.clock(s, "start", now=NOW, author="Ana"))
    with served(tmp_path / "floor.db", tid, now=FakeTime(NOW)) as room:
        yield store, tid, room
    store.close()


def _get(url: str) -> str:
    with urllib.request.urlopen(url, timeout=10) as answer:
        return answer.read().decode("utf-8")


def _player_url(room: Served, store: Store, tid: int) -> str:
    state = store.state(tid)
    pid = next(p.id for p in state.players.values() if p.name == "Ion Popa")
    return f"{room.base}p/{state.tokens[pid]}"


def _announce(store: Store, tid: int, room: Served, text: str | None) -> None:
    room.clock.now = NOW + 61
    if text is None:
        store.act(tid, lambda s: announcements.clear(s, now=NOW + 60, author="Ana"))
    else:
        store.act(tid, lambda s: announcements.announce(s, text, now=NOW + 60, author="Ana"))
    room.caught_up(store, tid)


def test_the_announcement_is_in_the_first_paint_of_both_phone_pages_and_their_json(night) -> None:
    """Sent: the player page and the lobby show it before any script runs, escaped; the JSON carries it; cleared,
    the line is hidden and empty."""
    store, tid, pages = night
    url = _player_url(pages, store, tid)
    assert 'id="note" role="status" hidden></div>' in _get(url)
    _announce(store, tid, pages, LINE)
    escaped = "Dinner &lt;b&gt;break&lt;/b&gt; at 21:00 &amp; the bar is open"
    for page in (url, pages.base):
        assert f'id="note" role="status">{escaped}</div>' in _get(page)
    assert json.loads(_get(url + ".json"))["clock"]["announcement"] == LINE
    assert json.loads(_get(pages.base + "lobby.json"))["clock"]["announcement"] == LINE
    _announce(store, tid, pages, None)
    assert 'id="note" role="status" hidden></div>' in _get(pages.base)
    assert json.loads(_get(url + ".json"))["clock"]["announcement"] == ""


@needs_node
def test_a_phone_left_open_shows_the_announcement_and_drops_it_when_cleared(night) -> None:
    """The page's own script: the line appears at the poll after it was sent, as text, and goes when cleared."""
    store, tid, pages = night
    phone = Phone(_get(pages.base), pages.base)
    try:
        assert phone.shown("note") == ""
        _announce(store, tid, pages, LINE)
        phone.poll()
        assert phone.shown("note") == LINE
        _announce(store, tid, pages, None)
        phone.poll()
        assert phone.shown("note") == ""
    finally:
        phone.close()
