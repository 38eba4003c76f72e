"""The phone pages on a tournament night (issue 15 items 18 and 22): PAUSED, "not updated since", the winner, places
as people say them, long names, the page for a wrong link, and the lobby's search and order in each language.

The room service on 127.0.0.1 answers (tests/room/served.py: the real service on a real socket, following the
database the test writes, its clock the test's); urllib reads the HTML and the JSON; where Node.js is installed,
the page's own script runs against the same service (tests/web/phone.py) and the test reads what its elements show.
"""

from __future__ import annotations

import json
import random
import re
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from conftest import FakeTime
from phone import Phone, needs_node
from room.served import Served, served

from floor.i18n.collation import folded
from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament import timekeeping as T
from floor.tournament.events import Event
from floor.tournament.records import Registered
from floor.tournament.seating import actions as S
from floor.tournament.settings import Settings
from floor.tournament.state import TournamentState
from floor.tournament.structure import structure_to_json, template

NOW = 1_800_000_000.0
NAMES = ["Ștefănescu Ion", "Zoë Adams", "Ion Popa", "Ёлкин Пётр", "Егоров Иван", "Жуков Олег", "Ana Pop",
         "Ăsta Mihai", "Ârca Dan", "Sorin Tudor", "Țurcanu Ilie", "Toma Radu", "Adams Bob", "Шишкин Лев"]


def _store(tmp_path: Path, names: list[str], seats: int = 9) -> tuple[Store, int]:
    store = Store(tmp_path / "floor.db")
    tid = store.create(Settings("Friday Night", buy_in=100, starting_stack=10_000, seats_per_table=seats), now=NOW,
                       author="Ana", extra={"structure": structure_to_json(template("standard"))})
    store.act_all(tid, [lambda s, n=n: P.register(s, n, now=NOW, author="Ana", level=1) for n in names])
    store.act(tid, lambda s: S.draw_seats(s, rng=random.Random(3), now=NOW, author="Ana"))
    store.act(tid, lambda s: T.clock(s, "start", now=NOW, author="Ana"))
    return store, tid


@pytest.fixture
def night(tmp_path: Path) -> Iterator[tuple[Store, int, Served]]:
    store, tid = _store(tmp_path, NAMES)
    with served(tmp_path / "floor.db", tid, now=FakeTime(NOW)) as room:
        yield store, tid, room
    store.close()


def _get(url: str, language: str = "en") -> tuple[int, str]:
    request = urllib.request.Request(url, headers={"Accept-Language": language})
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status, answer.read().decode("utf-8")
    except urllib.error.HTTPError as err:
        return err.code, err.read().decode("utf-8")


def _player_url(room: Served, store: Store, tid: int, name: str) -> str:
    state = store.state(tid)
    pid = next(p.id for p in state.players.values() if p.name == name)
    return f"{room.base}p/{state.tokens[pid]}"


def _act(store: Store, tid: int, room: Served, action: Callable[[TournamentState], Event], now: float) -> None:
    """The desk acts; the room service, its clock at ``now``, shows it."""
    room.clock.now = now
    store.act(tid, action)
    room.caught_up(store, tid)


# --- PAUSED -------------------------------------------------------------------------------------

def test_a_paused_clock_says_paused_on_the_player_page_and_the_lobby(night) -> None:
    """The floor paused the clock: both phone pages say PAUSED (in the phone's language) from the first paint."""
    store, tid, pages = night
    url = _player_url(pages, store, tid, "Ion Popa")
    for page_url in (url, pages.base):
        assert re.search(r'id="paused" hidden>PAUSED<', _get(page_url)[1])
    _act(store, tid, pages, lambda s: T.clock(s, "pause", now=NOW + 60, author="Ana"), NOW + 61)
    for page_url in (url, pages.base):
        assert 'id="paused">PAUSED<' in _get(page_url)[1]
        assert 'id="time">19:00<' in _get(page_url)[1]  # a minute of the 20 gone, frozen, even before the script
        assert 'id="paused">ПАУЗА<' in _get(page_url, "ru")[1] and 'id="paused">OPRIT<' in _get(page_url, "ro")[1]
    assert json.loads(_get(url + ".json")[1])["clock"]["paused"] is True


@needs_node
def test_the_paused_line_comes_and_goes_with_the_clock_on_a_phone(night) -> None:
    """A phone left open: PAUSED shows at the poll after the pause and goes at the poll after the resume."""
    store, tid, pages = night
    phone = Phone(_get(pages.base)[1], pages.base)
    try:
        assert phone.shown("paused") == ""
        _act(store, tid, pages, lambda s: T.clock(s, "pause", now=NOW + 60, author="Ana"), NOW + 61)
        phone.poll()
        assert phone.shown("paused") == "PAUSED" and phone.shown("time") == "19:00"
        _act(store, tid, pages, lambda s: T.clock(s, "resume", now=NOW + 120, author="Ana"), NOW + 121)
        phone.poll()
        assert phone.shown("paused") == ""
    finally:
        phone.close()


# --- not updated since --------------------------------------------------------------------------

@needs_node
@pytest.mark.parametrize(("language", "words"), [("en-GB", "not updated since"), ("ru-RU", "не обновлялось с"),
                                                 ("ro-RO", "neactualizat de la")])
def test_a_phone_says_not_updated_since_when_the_service_stops_answering(tmp_path: Path, language: str,
                                                                         words: str) -> None:
    """The desk's computer went to sleep: the page says since when it shows old figures, and stops saying so
    once the service answers again."""
    store, tid = _store(tmp_path, NAMES)
    phone = None
    try:
        with served(tmp_path / "floor.db", tid, now=FakeTime(NOW)) as room:
            port, base = room.port, room.base
            url = _player_url(room, store, tid, "Zoë Adams")
            phone = Phone(_get(url, language)[1], base, language=language)
            assert phone.poll()["name"]["text"] == "Zoë Adams" and phone.shown("stale") == ""
            last_good = phone.evaluate("hhmm(OK)")
            assert re.fullmatch(r"\d\d:\d\d", last_good)  # 21:40, as this phone writes a time
        phone.poll()  # the service stopped
        assert phone.shown("stale") == f"{words} {last_good}"
        phone.poll()  # still down: still the time of the last good poll
        assert phone.shown("stale") == f"{words} {last_good}"
        with served(tmp_path / "floor.db", tid, now=FakeTime(NOW + 30), port=port):  # back, on the same address
            phone.poll()
            assert phone.shown("stale") == ""
    finally:
        if phone is not None:
            phone.close()
        store.close()


# --- places and the winner ----------------------------------------------------------------------

def _bust_down_to(store: Store, tid: int, room: Served, left: int) -> None:
    room.clock.now = NOW + 500
    state = store.state(tid)
    playing = [p.id for p in state.players.values() if p.playing]
    for i, pid in enumerate(playing[: len(playing) - left]):
        store.act(tid, lambda s, pid=pid, i=i: P.eliminate(s, [pid], now=NOW + 10 + i, author="Ana"))
    room.caught_up(store, tid)


def test_a_player_out_in_twentieth_reads_20th_place_in_each_language(tmp_path: Path) -> None:
    """No more "20 place": 20th place, 20-е место, Locul 20 (and the payout list reads 1st place, 2nd place)."""
    store, tid = _store(tmp_path, [f"Player {i}" for i in range(1, 25)])
    with served(tmp_path / "floor.db", tid, now=FakeTime(NOW)) as pages:
        _bust_down_to(store, tid, pages, 19)  # the fifth out finished 20th
        state = store.state(tid)
        twentieth = next(p for p in state.players.values() if p.place == 20)
        url = _player_url(pages, store, tid, twentieth.name)
        for language, line in (("en", "20th place"), ("ru", "20-е место"), ("ro", "Locul 20")):
            assert f'id="out">{line}<' in _get(url, language)[1]
            assert json.loads(_get(url + ".json", language)[1])["player"]["standing"] == line
        payouts = json.loads(_get(pages.base + "lobby.json")[1])["clock"]["payouts"]
        assert [row[0] for row in payouts[:3]] == ["1st place", "2nd place", "3rd place"]
        assert '<td>1-е место</td>' in _get(pages.base, "ru")[1]
    store.close()


@pytest.mark.parametrize(("language", "won", "line"), [
    ("en", "You won the tournament", "1st place · prize "), ("ru", "Вы выиграли турнир", "1-е место · приз "),
    ("ro", "Ați câștigat turneul", "Locul 1 · premiu ")])
def test_the_winners_page_says_he_won_the_tournament(night, language: str, won: str, line: str) -> None:
    """The last player standing reads that he won, his place and his prize, in his phone's language."""
    store, tid, pages = night
    _bust_down_to(store, tid, pages, 1)
    state = store.state(tid)
    winner = next(p for p in state.players.values() if p.playing)
    page = _get(_player_url(pages, store, tid, winner.name), language)[1]
    assert f'id="won">{won}<' in page
    assert re.search(f'id="out">{line}' + r"[\d., \u00a0]+<", page)
    loser = next(p for p in state.players.values() if not p.playing)
    assert re.search(r'id="won" hidden>', _get(_player_url(pages, store, tid, loser.name), language)[1])


@needs_node
def test_the_winners_phone_turns_to_you_won_at_the_next_poll(night) -> None:
    """A phone open since the final table shows "You won the tournament" once the last opponent is out."""
    store, tid, pages = night
    state = store.state(tid)
    keep = next(p for p in state.players.values() if p.name == "Ion Popa")
    url = _player_url(pages, store, tid, keep.name)
    phone = Phone(_get(url)[1], pages.base)
    try:
        assert phone.shown("won") == "" and phone.shown("out") == ""
        others = [p.id for p in state.players.values() if p.id != keep.id]
        pages.clock.now = NOW + 100
        for i, pid in enumerate(others):
            store.act(tid, lambda s, pid=pid, i=i: P.eliminate(s, [pid], now=NOW + 10 + i, author="Ana"))
        pages.caught_up(store, tid)
        phone.poll()
        assert phone.shown("won") == "You won the tournament"
        assert phone.shown("out").startswith("1st place · prize ")
    finally:
        phone.close()


# --- long names ---------------------------------------------------------------------------------

def test_a_500_character_name_from_old_data_wraps_instead_of_widening_the_lobby(tmp_path: Path) -> None:
    """A name registered before the 40-character cap: the pages tell the phone to break it anywhere, so the
    lobby stays 390 px wide (it was 5,466 px)."""
    store, tid = _store(tmp_path, ["Ana Pop", "Ion Popa"])
    long_name = "W" * 500
    state = store.state(tid)
    store.act(tid, lambda s: Event(Registered(state.last_player + 1, long_name), NOW, "Ana"))
    store.act(tid, lambda s: S.draw_seats(s, rng=random.Random(1), now=NOW, author="Ana", redraw=True))
    with served(tmp_path / "floor.db", tid, now=FakeTime(NOW)) as pages:
        lobby = _get(pages.base)[1]
        assert '<link rel="stylesheet" href="/static/player.css">' in lobby
        style = _get(pages.base + "static/player.css")[1]
        assert re.search(r"body\{[^}]*overflow-wrap:anywhere", style)
        assert "white-space:nowrap" not in style.split("td+td{")[0]  # only the table and seat cells keep together
        assert long_name in [row[0] for row in json.loads(_get(pages.base + "lobby.json")[1])["seating"]]
        page = _get(_player_url(pages, store, tid, long_name))[1]
        assert f'id="name">{long_name}<' in page and 'href="/static/player.css"' in page
    store.close()


# --- a wrong link -------------------------------------------------------------------------------

@pytest.mark.parametrize(("language", "title", "link"), [
    ("ru-RU,ru;q=0.9", "Страница не найдена", "Открыть лобби"),
    ("ro", "Pagina nu a fost găsită", "Deschideți lobby-ul"), ("de-DE", "Page not found", "Open the lobby")])
def test_an_old_token_opens_a_page_in_the_browsers_language_that_links_to_the_lobby(night, language: str,
                                                                                   title: str, link: str) -> None:
    """A seat card from last week: the phone reads why in its own language and can go on to the lobby."""
    _, _, pages = night
    status, page = _get(pages.base + "p/" + "A" * 22, language)
    assert status == 404
    assert f"<h1>{title}</h1>" in page and f'<a href="/">{link}' in page
    assert "Friday Night" not in page


# --- the lobby's search and order ---------------------------------------------------------------

def test_the_lobby_sends_each_name_with_its_accent_free_search_key(night) -> None:
    """What the search compares with: "stefan" is in Ștefănescu's key, "zoe" in Zoë's, "елкин" in Ёлкин's."""
    _, _, pages = night
    rows = json.loads(_get(pages.base + "lobby.json")[1])["seating"]
    keys = {row[0]: row[3] for row in rows}
    assert keys["Ștefănescu Ion"] == "stefanescu ion" and keys["Zoë Adams"] == "zoe adams"
    assert keys["Ёлкин Пётр"] == "елкин петр" and all(keys[n] == folded(n) for n in keys)
    assert all("stefan" not in k or n == "Ștefănescu Ion" for n, k in keys.items())


@pytest.mark.parametrize(("language", "first"), [
    ("en", ["Adams Bob", "Ana Pop", "Ârca Dan", "Ăsta Mihai", "Ion Popa", "Sorin Tudor", "Ștefănescu Ion"]),
    ("ro", ["Adams Bob", "Ana Pop", "Ăsta Mihai", "Ârca Dan", "Ion Popa", "Sorin Tudor", "Ștefănescu Ion"]),
    ("ru", ["Егоров Иван", "Ёлкин Пётр", "Жуков Олег", "Шишкин Лев", "Adams Bob", "Ana Pop", "Ârca Dan"]),
])
def test_the_lobby_sorts_names_as_the_pages_language_does(night, language: str, first: list[str]) -> None:
    """Romanian ă before â, ș after s; Russian Cyrillic first, ё beside е; English ignores the accents."""
    _, _, pages = night
    rows = json.loads(_get(pages.base + "lobby.json", language)[1])["seating"]
    assert [row[0] for row in rows][: len(first)] == first


@needs_node
@pytest.mark.parametrize(("typed", "found"), [
    ("stefan", ["Ștefănescu Ion"]), ("zoe", ["Zoë Adams"]), ("ZOË", ["Zoë Adams"]),
    ("ion", ["Ion Popa", "Ștefănescu Ion"]), ("елкин", ["Ёлкин Пётр"]), ("ёлкин", ["Ёлкин Пётр"]),
    ("turcanu", ["Țurcanu Ilie"]), ("ţurcanu", ["Țurcanu Ilie"]), ("  asta ", ["Ăsta Mihai"]), ("nobody", [])])
def test_the_lobby_search_ignores_accents_and_case_on_a_phone(night, typed: str, found: list[str]) -> None:
    """What a player types on the lobby page finds his name with or without its accents, in any case."""
    _, _, pages = night
    phone = Phone(_get(pages.base, "ro")[1], pages.base, language="ro-RO")
    try:
        assert len(phone.elements["seats"]["rows"]) == len(NAMES)
        rows = phone.type("q", typed)["seats"]["rows"]
        assert sorted(row[0] for row in rows) == sorted(found)
        assert all(row[1].startswith("Masa ") for row in rows)
    finally:
        phone.close()


@needs_node
def test_the_pages_script_folds_names_exactly_as_the_server_does(night) -> None:
    """The two halves of the search agree, letter by letter, on names from every alphabet the clubs see."""
    _, _, pages = night
    names = [*NAMES, "Łukasz Øster", "Straße", "Æsa Œuvre", "İlker Işık", "Đorđe", "Ḱ", "Ｆｕｌｌ", "ﬁne",
             "Семён Йошкин", "Ελένη", "Ştefan Ţepeş", "e\u0301mile", "Ǆuro", "Nguyễn Thị"]
    blocks = [(0x20, 0x7E), (0xC0, 0x24F), (0x370, 0x3FF), (0x400, 0x4FF), (0x1E00, 0x1EFF), (0x2100, 0x214F),
              (0xFF01, 0xFF5E)]  # Latin, its accents, Greek, Cyrillic, Vietnamese, letter-like signs, full width
    rng = random.Random(15)
    names += ["".join(chr(rng.randint(*rng.choice(blocks))) for _ in range(12)) for _ in range(300)]
    phone = Phone(_get(pages.base)[1], pages.base)
    try:
        script = phone.evaluate("JSON.stringify(" + json.dumps(names) + ".map(fold))")
        assert json.loads(script) == [folded(n) for n in names]
    finally:
        phone.close()
