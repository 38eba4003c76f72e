"""The player pages in the phone's language (Accept-Language) or the room's, numbers grouped the same way."""

from __future__ import annotations

import json
import random
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import FakeTime
from room.served import Served, served

from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament import timekeeping as T
from floor.tournament.seating import actions as S
from floor.tournament.settings import Settings
from floor.tournament.structure import structure_to_json, template

NOW = 1_800_000_000.0
XSS = "<script>alert(1)</script>"


def _store(tmp_path: Path) -> tuple[Store, int]:
    store = Store(tmp_path / "floor.db")
    tid = store.create(Settings("Воскресный турнир", buy_in=100, starting_stack=12_500, seats_per_table=6), now=NOW,
                       author="Ana", extra={"structure": structure_to_json(template("standard"))})
    store.act_all(tid, [lambda s, i=i: P.register(s, f"P{i}", now=NOW, author="Ana", level=1) for i in range(11)]
                  + [lambda s: P.register(s, XSS, now=NOW, author="Ana", level=1)])
    store.act(tid, lambda s: S.draw_seats(s, rng=random.Random(3), now=NOW, author="Ana"))
    store.act(tid, lambda s: T.clock(s, "start", now=NOW, author="Ana"))
    return store, tid


@pytest.fixture
def pages(tmp_path: Path) -> Iterator[tuple[Store, int, Served]]:
    store, tid = _store(tmp_path)
    with served(tmp_path / "floor.db", tid, now=FakeTime(NOW)) as room:
        yield store, tid, room
    store.close()


def _player_url(room: Served, store: Store, tid: int, player: int) -> str:
    return f"{room.base}p/{store.state(tid).tokens[player]}"


def _get(url: str, language: str | None = None) -> tuple[str, str]:
    request = urllib.request.Request(url, headers={"Accept-Language": language} if language else {})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return answer.headers.get("Content-Language", ""), answer.read().decode("utf-8")


def test_a_russian_phone_reads_its_page_in_russian(pages) -> None:
    store, tid, room = pages
    url = _player_url(room, store, tid, 1)
    spoken, page = _get(url, "ru-RU,ru;q=0.9,en;q=0.5")
    assert spoken == "ru" and '<html lang="ru">' in page
    assert ">Стол<" in page and ">Место<" in page and "Понятно" in page and "Выплаты" in page
    assert "Уровень 1" in page and "12\u00a0500" in page  # the average stack, grouped the Russian way
    assert '"moved":"Вас пересадили: стол {table}, место {seat}"' in page  # the script's words
    spoken, data = _get(url + ".json", "ru")
    assert spoken == "ru" and json.loads(data)["clock"]["blinds"] == "25 / 50"


def test_a_romanian_phone_reads_the_lobby_in_romanian_and_an_english_one_in_english(pages) -> None:
    _, _, room = pages
    spoken, page = _get(room.base, "ro-RO,ro;q=0.9")
    assert spoken == "ro" and "Așezarea la mese" in page and 'placeholder="Căutați-vă numele"' in page
    assert "12.500" in page
    spoken, page = _get(room.base, "fr-FR,fr;q=0.9")  # a language Floor does not speak
    assert spoken == "en" and "Find your name" in page and "12,500" in page
    assert XSS not in page


def test_the_rooms_language_overrides_the_phones(tmp_path: Path) -> None:
    store, tid = _store(tmp_path)
    with served(tmp_path / "floor.db", tid, now=FakeTime(NOW), language="ro") as room:
        spoken, page = _get(room.base, "ru-RU,ru;q=0.9")
        assert spoken == "ro" and "Așezarea la mese" in page
    store.close()


def test_a_name_is_escaped_in_every_language(pages) -> None:
    store, tid, room = pages
    url = _player_url(room, store, tid, 12)
    for language in ("en", "ru", "ro"):
        _, page = _get(url, language)
        assert XSS not in page and "&lt;script&gt;alert(1)&lt;/script&gt;" in page
        assert len(page.encode()) < 30_000
