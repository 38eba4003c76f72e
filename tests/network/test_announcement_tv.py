"""The floor's announcement on the TV page, in a real browser (Debian's Chromium through Playwright) against the
real room service: `floor announce` at the desk shows on an open TV without a reload, the longest line keeps the
page to exactly one screen, and `floor announce --clear` takes it off."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import run_floor_ok
from room.served import served

from floor.store.devices import DeviceBook
from floor.store.tournaments import Store
from floor.tournament.announcements import MAX_LENGTH
from network.browser import local_browser

SHOTS = Path("/tmp/floor-shots-full-screen")
LONGEST = ("Atenție: pauza de cină la 21:00 — Ștefan Dumitrescu-Vasilescu e rugat să vină la masa de înscrieri!!")


@pytest.fixture(scope="module")
def chromium() -> Iterator[Any]:
    with local_browser() as browser:
        yield browser


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "floor.db"
    run_floor_ok(path, "tournament", "new", "Vineri seara", "--buy-in", "100", "--stack", "10000", "--seats", "9")
    for n in range(1, 10):
        run_floor_ok(path, "player", "add", f"Jucătorul Numărul {n}")
    run_floor_ok(path, "seat", "draw")
    run_floor_ok(path, "clock", "start")
    return path


def _tv(chromium: Any, port: int, db: Path, width: int, height: int) -> tuple[Any, Any, list[str]]:
    """A TV paired through the pairing page, as the floor pairs one."""
    store = Store(db)
    try:
        code = DeviceBook(store).offer("display", table=None, person="", pin="",
                                 tables=set(store.state(store.latest()).tables), now=time.time()).code
    finally:
        store.close()
    context = chromium.new_context(viewport={"width": width, "height": height}, locale="ro",
                                   extra_http_headers={"Accept-Language": "ro"})
    page = context.new_page()
    said: list[str] = []
    page.on("console", lambda m: said.append(m.text))
    page.on("pageerror", lambda e: said.append(f"error: {e}"))
    page.goto(f"http://127.0.0.1:{port}/pair#{code}")
    page.click("#pair")
    page.wait_for_url(re.compile(r"/tv$"))
    page.wait_for_function("() => (document.getElementById('time') || {}).textContent")
    return context, page, said


def _fits(page: Any) -> bool:
    return bool(page.evaluate("""() => document.documentElement.scrollWidth <= innerWidth &&
        document.documentElement.scrollHeight <= innerHeight"""))


@pytest.mark.parametrize(("width", "height"), [(1280, 720), (1024, 768)])
def test_the_announcement_comes_to_an_open_tv_fits_and_goes_when_cleared(chromium: Any, db: Path, width: int,
                                                                        height: int) -> None:
    assert len(LONGEST) == MAX_LENGTH
    with served(db) as s:
        context, page, said = _tv(chromium, s.port, db, width, height)
        try:
            assert page.locator("#note").is_hidden()
            run_floor_ok(db, "announce", LONGEST)
            page.wait_for_function("(line) => document.getElementById('note').textContent === line", arg=LONGEST)
            assert page.locator("#note").is_visible() and _fits(page)
            page.wait_for_function("() => document.querySelector('#qr img').naturalWidth > 0")
            qr = page.locator("#qr").bounding_box()
            assert qr is not None and qr["y"] + qr["height"] <= height  # the lobby's QR whole, under the banner
            assert page.evaluate("() => { const s = document.querySelector('.side');"
                                 " return s.scrollHeight <= s.clientHeight + 1; }")
            assert page.locator("#time").bounding_box()["height"] > height / 10  # the time is still the big thing
            SHOTS.mkdir(exist_ok=True)
            page.screenshot(path=str(SHOTS / f"tv-announcement-{width}x{height}.png"))
            run_floor_ok(db, "announce", "--clear")
            page.wait_for_function("() => document.getElementById('note').hidden")
            assert _fits(page)
        finally:
            context.close()
    assert [m for m in said if "Content Security Policy" in m or m.startswith("error:")] == []
