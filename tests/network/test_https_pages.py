"""A tablet's browser (Debian's Chromium through Playwright) pairing with a room service that serves the stations
over HTTPS (issue 28): the plain pairing page shows how to trust the room's certificate once and its fingerprint,
then goes on over HTTPS, where the tablet pairs and its station runs; its token is in no address it ever asks for.

Chromium is told to accept the service's key alone (``--ignore-certificate-errors-spki-list``: what installing the
room's CA does for a tablet, without touching this machine's trust store)."""

from __future__ import annotations

import base64
import hashlib
import re
import time
from pathlib import Path
from typing import Any

from cryptography import x509
from cryptography.hazmat.primitives import serialization
from room.served import seated_room, served

from floor.room import authority, certificates
from floor.store.devices import DeviceBook
from floor.store.tournaments import Store
from network.browser import ARGS, CHROMIUM, LAUNCH_TIMEOUT_MS, browser_available


def _service_key_pin(made: authority.Authority) -> str:
    """The base64 SHA-256 of the service's public key, as Chromium's SPKI list takes it."""
    cert = x509.load_pem_x509_certificate((made.folder / "server.pem").read_bytes())
    spki = cert.public_key().public_bytes(serialization.Encoding.DER,
                                          serialization.PublicFormat.SubjectPublicKeyInfo)
    return base64.b64encode(hashlib.sha256(spki).digest()).decode()


def _code(db: Path) -> str:
    store = Store(db)
    try:
        tables = set(store.state(store.latest()).tables)
        return DeviceBook(store).offer("dealer", table=1, person="", pin="", tables=tables, now=time.time()).code
    finally:
        store.close()


def test_a_tablet_is_shown_how_to_trust_the_room_then_pairs_over_https_and_its_token_is_in_no_address(
        tmp_path: Path) -> None:
    import pytest

    reason = browser_available()
    if reason is not None:
        pytest.skip(reason)
    from playwright.sync_api import sync_playwright

    db = seated_room(tmp_path / "floor.db")
    made = certificates.ready(db, ["127.0.0.1"], now=time.time())
    with served(db, authority=made) as s, sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM), chromium_sandbox=False, timeout=LAUNCH_TIMEOUT_MS,
            args=[*ARGS, f"--ignore-certificate-errors-spki-list={_service_key_pin(made)}"])
        try:
            page = browser.new_context(locale="ro", extra_http_headers={"Accept-Language": "ro"}).new_page()
            asked: list[str] = []
            said: list[str] = []
            page.on("request", lambda r: asked.append(r.url))
            page.on("console", lambda m: said.append(m.text))
            page.on("pageerror", lambda e: said.append(f"error: {e}"))
            page.goto(f"http://127.0.0.1:{s.port}/pair#{_code(db)}-{made.fingerprint}")
            assert page.text_content("#fingerprint") == authority.spoken(made.fingerprint)
            assert page.get_attribute("#certificate", "href") == "/room.crt"
            steps = page.inner_text("#trust")
            assert "Android" in steps and "iPhone" in steps and "Chrome" in steps
            assert "Descărcați certificatul sălii" in steps  # the tablet's language
            assert page.locator("#pair").count() == 0  # no code is sent from the plain page
            page.click("#secure")
            page.wait_for_url(re.compile(rf"^https://127\.0\.0\.1:{s.secure_port}/pair"))
            page.click("#pair")
            page.wait_for_url(re.compile(rf"^https://127\.0\.0\.1:{s.secure_port}/dealer$"))
            page.wait_for_selector("#seats .seat:not(.out)")
            token: Any = page.evaluate("() => JSON.parse(localStorage.getItem('floor-device')).token")
        finally:
            browser.close()
    assert isinstance(token, str) and len(token) >= 16
    assert [u for u in asked if token in u] == []
    assert [u for u in asked if "/api/" in u and not u.startswith("https://")] == []
    assert [m for m in said if "Content Security Policy" in m or m.startswith("error:")] == []
