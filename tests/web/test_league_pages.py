"""A player's season on their own phone page (issue 19): "League: 5th of 26 · 123 points" in the page's language,
the standings under it with their own row marked, found by the member id (by the name without one), "no points yet"
for a newcomer, and all of it followed live like the rest of the page.

The room service on 127.0.0.1 answers (tests/room/served.py: the real service following the database); urllib
reads the HTML and the JSON; the page's own script runs against it in Node.js (tests/web/phone.py) and in Debian's
Chromium (through Playwright, as tests/network do), and its push stream carries the same view. The season's rows
are handed to the pages as the desk's ``StandingsPanel`` hands them: (name, points, member), best first, or the
older (name, points).
"""

from __future__ import annotations

import json
import random
import re
import urllib.error
import urllib.request
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from conftest import FakeTime
from phone import Phone, needs_node
from room.served import Served, served, subscribe

from floor.room.follow import Follower
from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament import timekeeping as T
from floor.tournament import tokens
from floor.tournament.seating import actions as S
from floor.tournament.settings import Settings
from floor.tournament.structure import structure_to_json, template
from floor.web.snapshot import LEAGUE_ROWS, LeagueRow

NOW = 1_800_000_000.0
SHOTS = Path("/tmp/floor-shots-phone-league")
PLAYERS = [("Ion Popa", "C7", ""), ("Zoë Adams", "", "Lucky"), ("Sorin Tudor", "", ""),
           ("Ștefan Dumitrescu-Vasilescu", "C12", "")]  # (name, member id, nickname)
SEASON: list[LeagueRow] = [
    ("Radu Munteanu", 1_412, "C1"), ("Ion Popa", 390, "C99"),  # a namesake: another member, not our Ion Popa
    ("Ana Pop", 380, "Ana Pop"), ("<b>Vasile</b>", 301, "C3"), ("Ionuț Popa", 123, "C7"),  # Ion, as first entered
    ("Zoë Adams", 95, "Zoë Adams"), ("Ștefan Dumitrescu-Vasilescu", 64, "C12")]
"""Seven standings: Ion Popa (member C7) is 5th under the name he was first entered with, a namesake 2nd; Zoë has no
member id and is found by her name (not by "Zoë Adams (Lucky)", as her page names her); Sorin has no points yet."""


class Season:
    """The season's standings as the desk's panel gives them to the pages, set by the test as the league moves."""

    def __init__(self, rows: Sequence[LeagueRow] = ()) -> None:
        self.rows: list[LeagueRow] = list(rows)

    def __call__(self) -> list[LeagueRow]:
        return self.rows


def _store(tmp_path: Path) -> tuple[Store, int]:
    store = Store(tmp_path / "floor.db")
    tid = store.create(Settings("Friday Night", buy_in=100, starting_stack=10_000), now=NOW, author="Ana",
                       extra={"structure": structure_to_json(template("standard"))})
    store.act_all(tid, [lambda s, n=n, m=m, k=k: P.register(s, n, member_id=m, nickname=k, now=NOW, author="Ana",
                                                            level=1) for n, m, k in PLAYERS])
    store.act(tid, lambda s: S.draw_seats(s, rng=random.Random(3), now=NOW, author="Ana"))
    store.act(tid, lambda s: T.clock(s, "start", now=NOW, author="Ana"))
    return store, tid


@pytest.fixture
def night(tmp_path: Path) -> Iterator[tuple[Store, int, Served, Season]]:
    store, tid = _store(tmp_path)
    follower = Follower(tmp_path / "floor.db", tid, "Ana", FakeTime(NOW))
    season = Season(SEASON)
    follower.league = season  # type: ignore[assignment]  # (the panel's rows, as the test sets them)
    with served(tmp_path / "floor.db", tid, follower=follower) as room:
        yield store, tid, room, season
    store.close()


def _moved(room: Served, season: Season, now: float) -> None:
    """The season's standings changed at ``now``: wait until the room service shows them."""
    room.clock.now = now
    room.shows(lambda moment: list(moment.snapshot.league) == season.rows)


def _get(url: str, language: str = "en") -> str:
    request = urllib.request.Request(url, headers={"Accept-Language": language})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return str(answer.read().decode("utf-8"))


def _url(room: Served, store: Store, tid: int, name: str) -> str:
    state = store.state(tid)
    pid = next(p.id for p in state.players.values() if p.name == name)
    return f"{room.base}p/{state.tokens[pid]}"


def _league(pages: Served, store: Store, tid: int, name: str, language: str = "en") -> Any:
    return json.loads(_get(_url(pages, store, tid, name) + ".json", language))["league"]


def _marked(page: str) -> list[str]:
    """The rows the page marks as the player's own, as their cells' text."""
    return ["|".join(re.findall(r"<td[^>]*>(.*?)</td>", row)) for row in re.findall(r'<tr class="me">(.*?)</tr>', page)]


# --- found by the member id, by the name, or not yet ----------------------------------------------------------

def test_a_member_finds_his_season_by_his_member_id_not_by_a_namesake(night) -> None:
    """Ion Popa (C7) is the 5th standing, entered as "Ionuț Popa"; the other Ion Popa (2nd) is another member."""
    store, tid, pages, _ = night
    page = _get(_url(pages, store, tid, "Ion Popa"))
    assert 'id="lgline">League: 5th of 7 · 123 points<' in page
    assert _marked(page) == ["5|Ionuț Popa|123"]
    league = _league(pages, store, tid, "Ion Popa")
    assert league["line"] == "League: 5th of 7 · 123 points" and league["me"] == 4 and league["own"] is None
    assert league["rows"][1] == ["2", "Ion Popa", "390"] and league["rows"][3][1] == "<b>Vasile</b>"
    assert "&lt;b&gt;Vasile&lt;/b&gt;" in page and "<b>Vasile</b>" not in page  # a name is text, never HTML


def test_a_player_without_a_member_id_is_found_by_name_without_her_nickname(night) -> None:
    store, tid, pages, _ = night
    assert 'id="name">Zoë Adams (Lucky)<' in _get(_url(pages, store, tid, "Zoë Adams"))
    assert _league(pages, store, tid, "Zoë Adams")["line"] == "League: 6th of 7 · 95 points"
    assert _marked(_get(_url(pages, store, tid, "Zoë Adams"))) == ["6|Zoë Adams|95"]


def test_the_older_rows_without_a_member_are_found_by_name(night) -> None:
    """A panel that hands (name, points) only: the member is found by the name he plays under."""
    store, tid, pages, season = night
    season.rows = [("Radu Munteanu", 412), ("Ion Popa", 390), ("Zoë Adams", 95)]
    _moved(pages, season, NOW + 5)
    assert _league(pages, store, tid, "Ion Popa")["line"] == "League: 2nd of 3 · 390 points"
    assert _league(pages, store, tid, "Zoë Adams")["me"] == 2


@pytest.mark.parametrize(("language", "line", "first", "none_yet"), [
    ("en", "League: 7th of 7 · 64 points", "1,412", "League: no points yet this season"),
    ("ru", "Лига: 7-е место из 7 · очков: 64", "1\u00a0412", "Лига: в этом сезоне очков пока нет"),
    ("ro", "Liga: locul 7 din 7 · puncte: 64", "1.412", "Liga: încă niciun punct în acest sezon")])
def test_the_season_line_is_in_the_pages_language_and_a_newcomer_reads_no_points_yet(night, language: str, line: str,
                                                                                      first: str,
                                                                                      none_yet: str) -> None:
    store, tid, pages, _ = night
    page = _get(_url(pages, store, tid, "Ștefan Dumitrescu-Vasilescu"), language)
    assert f'id="lgline">{line}<' in page
    assert f'<td class="n">{first}</td>' in page
    assert _league(pages, store, tid, "Ștefan Dumitrescu-Vasilescu", language)["rows"][0][2] == first
    heading = {"en": "League standings", "ru": "Таблица лиги", "ro": "Clasamentul ligii"}[language]
    assert f'id="lgbox"><h1>{heading}</h1>' in page
    newcomer = _get(_url(pages, store, tid, "Sorin Tudor"), language)
    assert f'id="lgline">{none_yet}<' in newcomer and _marked(newcomer) == []
    assert _league(pages, store, tid, "Sorin Tudor", language)["me"] is None


def test_a_player_far_down_the_standings_sees_his_own_row_under_the_first_thirty(night) -> None:
    store, tid, pages, season = night
    season.rows = [(f"Member {i:02}", 500 - i, f"M{i}") for i in range(1, 40)]
    season.rows.insert(34, ("Zoë Adams", 12, "Zoë Adams"))
    _moved(pages, season, NOW + 5)
    league = _league(pages, store, tid, "Zoë Adams")
    assert league["line"] == "League: 35th of 40 · 12 points"
    assert len(league["rows"]) == LEAGUE_ROWS and league["me"] is None and league["own"] == ["35", "Zoë Adams", "12"]
    page = _get(_url(pages, store, tid, "Zoë Adams"))
    assert _marked(page) == ["35|Zoë Adams|12"] and "<td>…</td>" in page


def test_a_tournament_that_counts_for_no_league_shows_no_season(night) -> None:
    store, tid, pages, season = night
    season.rows = []
    _moved(pages, season, NOW + 5)
    page = _get(_url(pages, store, tid, "Ion Popa"))
    assert 'id="lgbox" hidden>' in page and "League:" not in page
    assert _league(pages, store, tid, "Ion Popa") is None


# --- live ----------------------------------------------------------------------------------------------------

@needs_node
def test_the_phone_shows_the_season_once_the_tournament_counts_and_follows_the_points(night) -> None:
    """A phone open before the tournament counted for the league: the season appears at the next poll, the own
    row marked, and moves with the standings."""
    store, tid, pages, season = night
    season.rows = []
    _moved(pages, season, NOW + 5)
    phone = Phone(_get(_url(pages, store, tid, "Ion Popa")), pages.base)
    try:
        assert phone.shown("lgbox") == "" and phone.shown("name") == "Ion Popa"
        season.rows = list(SEASON)
        _moved(pages, season, NOW + 10)
        phone.poll()
        assert phone.shown("lgline") == "League: 5th of 7 · 123 points"
        assert phone.elements["lgrows"]["rows"][4] == ["5", "Ionuț Popa", "123"]
        assert json.loads(phone.evaluate("JSON.stringify($('lgrows').children.map(r => r.className || ''))")) == [
            "", "", "", "", "me", "", ""]
        season.rows = [("Ionuț Popa", 520, "C7"), *SEASON[:4]]  # a win tonight: first
        _moved(pages, season, NOW + 20)
        phone.poll()
        assert phone.shown("lgline") == "League: 1st of 5 · 520 points"
        assert json.loads(phone.evaluate("JSON.stringify($('lgrows').children.map(r => r.className || ''))")) == [
            "me", "", "", "", ""]
        season.rows = [(f"Member {i:02}", 500 - i, f"M{i}") for i in range(1, 33)] + [("Ionuț Popa", 3, "C7")]
        _moved(pages, season, NOW + 30)
        rows = phone.poll()["lgrows"]["rows"]
        assert rows[-2:] == [["…", "", ""], ["33", "Ionuț Popa", "3"]] and len(rows) == LEAGUE_ROWS + 2
    finally:
        phone.close()


@needs_node
def test_the_lobby_shows_the_season_as_it_changes_not_only_when_the_page_loads(night) -> None:
    """The lobby's standings follow the season like its seating: they appear once the tournament counts, and move
    with the points, at the next poll (no row is anyone's own there)."""
    _, _, pages, season = night
    season.rows = []
    _moved(pages, season, NOW + 5)
    phone = Phone(_get(pages.base), pages.base)
    try:
        assert phone.shown("lgbox") == ""
        season.rows = list(SEASON)
        _moved(pages, season, NOW + 10)
        rows = phone.poll()["lgrows"]["rows"]
        assert rows[0] == ["1", "Radu Munteanu", "1,412"] and len(rows) == len(SEASON)
        assert phone.shown("lgline") == "" and "League standings" in phone.shown("lgbox")
        season.rows = [("Ionuț Popa", 520, "C7"), *SEASON[:2]]
        _moved(pages, season, NOW + 20)
        assert phone.poll()["lgrows"]["rows"] == [["1", "Ionuț Popa", "520"], ["2", "Radu Munteanu", "1,412"],
                                                  ["3", "Ion Popa", "390"]]
        assert json.loads(phone.evaluate("JSON.stringify($('lgrows').children.map(r => r.className || ''))")) == [
            "", "", ""]
    finally:
        phone.close()


def test_the_push_stream_carries_the_players_season(tmp_path: Path) -> None:
    """The room service pushes the player's page with the season, and again when the tournament moves."""
    store, tid = _store(tmp_path)
    store.act(tid, lambda s: tokens.issue_tokens(s, now=NOW, author="Ana"))
    token = store.state(tid).tokens[1]
    store.close()
    follower = Follower(tmp_path / "floor.db", tid, "Ana", lambda: NOW + 60)
    season = Season(SEASON)
    follower.league = season  # type: ignore[assignment]
    with served(tmp_path / "floor.db", tid, follower=follower) as room:
        stream = subscribe(room, f"/p/{token}/events", language="ro")
        try:
            first = stream.next()
            assert first is not None and first[1]["league"]["line"] == "Liga: locul 5 din 7 · puncte: 123"
            season.rows = [("Ionuț Popa", 520, "C7")]
            writer = Store(tmp_path / "floor.db")
            try:
                writer.act(tid, lambda s: T.clock(s, "pause", now=NOW + 61, author="Ana"))
            finally:
                writer.close()
            pushed = stream.next()
            assert pushed is not None and pushed[1]["league"]["line"] == "Liga: locul 1 din 1 · puncte: 520"
            assert pushed[1]["league"]["me"] == 0
        finally:
            stream.close()


# --- in a real browser ---------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def chromium() -> Iterator[Any]:
    from network.browser import local_browser

    with local_browser() as browser:
        yield browser


@pytest.mark.parametrize("language", ["en", "ru", "ro"])
def test_a_phone_browser_shows_the_season_with_the_players_row_marked_and_no_wider_than_the_phone(
        night, chromium, language: str) -> None:
    store, tid, pages, _ = night
    context = chromium.new_context(viewport={"width": 390, "height": 844}, locale=language,
                                   extra_http_headers={"Accept-Language": language})
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(_url(pages, store, tid, "Ștefan Dumitrescu-Vasilescu"))
        page.wait_for_function("() => typeof C !== 'undefined' && C !== null")  # the script's first poll is in
        mine = page.locator("#lgrows tr.me")
        assert mine.count() == 1 and mine.locator("td").all_inner_texts()[1] == "Ștefan Dumitrescu-Vasilescu"
        assert mine.locator("td").first.evaluate("d => getComputedStyle(d).backgroundColor") == "rgb(34, 170, 102)"
        assert page.locator("#lgline").is_visible() and page.locator("#lgline").inner_text().startswith(
            {"en": "League: 7th", "ru": "Лига: 7-е", "ro": "Liga: locul 7"}[language])
        assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth")
        assert errors == []
        SHOTS.mkdir(exist_ok=True)
        page.screenshot(path=str(SHOTS / f"player-{language}.png"), full_page=True)
    finally:
        context.close()
