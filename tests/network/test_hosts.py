"""The network harness itself: hosts reach each other and nothing else, a real browser on a tablet shows a page
served by another host, a cut cable is noticed and mended, and nothing outlives the test."""

from __future__ import annotations

import json
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from .browser import BrowserFactory
from .hosts import Host, NetworkFactory, Unreachable, network_available, room_network

PAGE = "<!doctype html><html><body><h1 id='seat'>Table 4, seat 2: Ana</h1></body></html>"


def serve_files(host: Host, folder: Path, port: int = 8000) -> subprocess.Popen[str]:
    """Python's own HTTP server on ``host``, serving ``folder``; returns once it listens (it says so first)."""
    server = host.popen([sys.executable, "-u", "-m", "http.server", "--bind", host.address, "--directory",
                         str(folder), str(port)], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert server.stdout is not None
    line = server.stdout.readline()
    assert line.startswith("Serving HTTP"), f"the server on {host.name} did not start: {line!r}"
    return server


@pytest.fixture
def page_folder(tmp_path: Path) -> Path:
    (tmp_path / "index.html").write_text(PAGE, encoding="utf-8")
    return tmp_path


def test_a_tablet_reaches_the_service_by_address_and_the_machine_itself_cannot(
        network: NetworkFactory, page_folder: Path) -> None:
    room = network("service", "tablet1")
    service, tablet = room.host("service"), room.host("tablet1")
    assert service.address != tablet.address
    serve_files(service, page_folder)

    assert "Table 4, seat 2: Ana" in tablet.fetch(f"http://{service.address}:8000/")

    # The root namespace has no cable to the room: none of its addresses is in the room's subnet, and what it gets
    # for the service's address is not the page (on this machine, an egress gateway answers any address: 404).
    shown = json.loads(subprocess.run(["ip", "-j", "addr"], capture_output=True, text=True, check=True).stdout)
    mine = [a["local"] for link in shown for a in link.get("addr_info", [])]
    assert not [a for a in mine if a.startswith(room.subnet.rsplit(".", 1)[0] + ".")]
    assert "Ana" not in from_the_machine_itself(f"http://{service.address}:8000/")


def from_the_machine_itself(url: str) -> str:
    """What the test process, in the root namespace, gets for ``url``: the body, or the error in words."""
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    try:
        with opener.open(url, timeout=2) as answer:
            return str(answer.read().decode("utf-8", "replace"))
    except OSError as failure:  # refused, unreachable, timed out, or an HTTP error from whoever answered
        return repr(failure)


def test_chromium_on_a_tablet_shows_the_page_the_service_serves(
        network: NetworkFactory, browser: BrowserFactory, page_folder: Path) -> None:
    room = network("service", "tablet1")
    service, tablet = room.host("service"), room.host("tablet1")
    serve_files(service, page_folder)

    chromium = browser(tablet)
    page = chromium.new_page()
    page.goto(f"http://{service.address}:8000/")

    assert page.text_content("#seat") == "Table 4, seat 2: Ana"
    # The browser runs on the tablet, not beside the test: its processes are in the tablet's namespace.
    assert len(subprocess.run(["ip", "netns", "pids", tablet.namespace], capture_output=True, text=True,
                              check=True).stdout.split()) >= 2


def test_a_cut_cable_stops_the_tablet_fetching_and_mending_it_brings_the_page_back(
        network: NetworkFactory, page_folder: Path) -> None:
    room = network("service", "tablet1", "tablet2")
    service, tablet, other = room.host("service"), room.host("tablet1"), room.host("tablet2")
    serve_files(service, page_folder)
    url = f"http://{service.address}:8000/"
    assert "Ana" in tablet.fetch(url)

    tablet.link_down()
    with pytest.raises(Unreachable, match="timed out"):
        tablet.fetch(url, timeout_s=1)
    assert "Ana" in other.fetch(url)  # only tablet1's cable is cut

    tablet.link_up()
    assert "Ana" in tablet.fetch(url)


ECHO = """
import socket, sys
listening = socket.create_server((sys.argv[1], 9000))
print("listening", flush=True)
connection, _ = listening.accept()
while data := connection.recv(100):
    connection.sendall(data)
"""


def test_an_open_connection_stalls_while_the_cable_is_cut_and_goes_on_after(network: NetworkFactory) -> None:
    room = network("service", "tablet1")
    service, tablet = room.host("service"), room.host("tablet1")
    echo = service.popen([sys.executable, "-c", ECHO, service.address], stdout=subprocess.PIPE, text=True)
    assert echo.stdout is not None and echo.stdout.readline() == "listening\n"
    # The tablet's end of the connection is a process on the tablet: it says what it hears, line by line.
    client = tablet.popen([sys.executable, "-u", "-c", CLIENT, service.address], stdin=subprocess.PIPE,
                          stdout=subprocess.PIPE, text=True)
    assert client.stdin is not None and client.stdout is not None
    client.stdin.write("before\n")
    client.stdin.flush()
    assert client.stdout.readline() == "before\n"

    tablet.link_down()
    client.stdin.write("during\n")
    client.stdin.flush()
    assert client.stdout.readline() == "nothing yet\n"  # the client's own 0.5 s wait passed without an answer

    tablet.link_up()
    # The client waits up to 15 s more: the line sent while the cable was cut arrives once it is mended.
    assert client.stdout.readline() == "during\n"


CLIENT = """
import socket, sys
connection = socket.create_connection((sys.argv[1], 9000), timeout=5)
for line in sys.stdin:
    connection.sendall(line.encode())
    connection.settimeout(0.5)
    try:
        print(connection.recv(100).decode(), end="")
    except TimeoutError:
        print("nothing yet")
        connection.settimeout(15)
        print(connection.recv(100).decode(), end="")
"""


def test_nothing_of_a_network_outlives_it_even_when_the_test_fails() -> None:
    reason = network_available()
    if reason is not None:
        pytest.skip(reason)
    seen: dict[str, Any] = {}

    def a_failing_test() -> None:
        with room_network(["service", "tablet1"]) as room:
            seen["namespaces"] = room.namespaces()
            seen["sleeper"] = room.host("service").popen(["sleep", "600"])
            assert set(seen["namespaces"]) <= set(_namespaces())
            raise RuntimeError("the test failed")

    with pytest.raises(RuntimeError, match="the test failed"):
        a_failing_test()
    assert seen["sleeper"].returncode is not None  # killed and reaped, not left running nor a zombie
    left = set(seen["namespaces"]) & set(_namespaces())
    assert not left, f"namespaces left behind: {sorted(left)}"


def _namespaces() -> list[str]:
    listed = subprocess.run(["ip", "netns", "list"], capture_output=True, text=True, check=True).stdout
    return [line.split()[0] for line in listed.splitlines() if line.strip()]


def test_a_tablet_s_browser_fails_to_load_while_its_cable_is_cut_and_loads_once_mended(
        network: NetworkFactory, browser: BrowserFactory, page_folder: Path) -> None:
    from playwright.sync_api import Error as PlaywrightError

    room = network("service", "tablet1")
    service, tablet = room.host("service"), room.host("tablet1")
    serve_files(service, page_folder)
    url = f"http://{service.address}:8000/"
    page = browser(tablet).new_page()
    page.goto(url)
    assert page.text_content("#seat") == "Table 4, seat 2: Ana"

    tablet.link_down()
    # As on a phone out of range, the page does not come: Chromium sees its interface lose the carrier and says
    # so at once (ERR_INTERNET_DISCONNECTED, or ERR_NETWORK_CHANGED mid-load), or the load just times out.
    with pytest.raises(PlaywrightError, match=r"Timeout|ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED"):
        page.reload(timeout=1500)

    tablet.link_up()
    deadline = time.monotonic() + 20
    while True:  # the load that races Chromium's own "network changed" is lost; the person taps reload again
        try:
            page.goto(url, timeout=5000)
            break
        except PlaywrightError:
            if time.monotonic() > deadline:
                raise
    assert page.text_content("#seat") == "Table 4, seat 2: Ana"
