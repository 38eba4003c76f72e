"""A tournament night played through the real room service on a real network (tests/network/hosts.py): the service
on a host of its own, dealer tablets, the floor's phone and the TV each a headless Chromium on its own host, and a
thousand phones on another. Hands are recorded from the tablets through the page's widgets; a tablet's cable is cut
mid-hand, the service is killed during a submission, a tablet is unpaired mid-session, slow clients attack; each
time the database is read afterwards: every hand a tablet was told was recorded is there once, and nothing else.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from .browser import BrowserFactory
from .hosts import NetworkFactory
from .room import (
    RECORDED,
    Lines,
    expect,
    extra_addresses,
    floor_phone,
    new_tournament,
    paired_page,
    room_service,
    tablet_at,
    until,
)

KEPT = "Kept on this tablet: it is sent when the network is back"


def test_hands_recorded_from_tablets_on_three_hosts_reach_the_floor_phone_and_the_tv(
        network: NetworkFactory, browser: BrowserFactory, tmp_path: Path) -> None:
    room = network("service", "tablet1", "tablet2", "tablet3", "phone", "tv")
    desk = new_tournament(tmp_path)
    assert desk.tables() == [1, 2, 3]
    with room_service(room.host("service"), desk, tmp_path) as service:
        tablets = [tablet_at(browser(room.host(f"tablet{t}")), service, t) for t in (1, 2, 3)]
        phone = floor_phone(browser(room.host("phone")), service)
        tv = paired_page(browser(room.host("tv")), service, desk.pair("display"))

        for tablet in tablets:
            tablet.enter_showdown()
            tablet.page.click("#confirm")
        for tablet in tablets:
            assert tablet.recorded_hand() == 1
            tablet.at_hand(2)
        for table in (1, 2, 3):
            expect(phone.locator(f"#tables tr[data-table='{table}'] td").first).to_have_text(
                f"Table {table} · Hand 2")

        # A call from table 2's tablet reaches the floor's phone; the floor's answer comes back to that tablet.
        caller = tablets[1].page
        caller.fill("#call-note", "two cards exposed")
        caller.click("#call-bar button[data-situation=misdeal]")
        expect(caller.locator("#said")).to_have_text("Call sent")
        call = phone.locator("#calls li.open[data-call]")
        expect(call).to_have_count(1)
        expect(call).to_contain_text("Table 2 · Misdeal (two cards exposed)")
        number = call.get_attribute("data-call")
        phone.fill(f"#answer-{number}", "Misdeal: redeal")
        phone.click(f"#send-{number}")
        expect(caller.locator(f"#calls li[data-call='{number}']")).to_contain_text("The floor: Misdeal: redeal")
        expect(phone.locator(f"#calls li[data-call='{number}']")).not_to_have_class(re.compile(r"\bopen\b"))

        # The TV shows the clock, running.
        expect(tv.locator("#lvl")).to_have_text("Level 1")
        expect(tv.locator("#time")).to_have_text(re.compile(r"^\d{1,2}:\d\d$"))
        shown = tv.locator("#time").text_content()
        expect(tv.locator("#time")).not_to_have_text(shown or "")  # it ticks

    recorded = desk.recorded()
    devices = {d["table"]: d["id"] for d in desk.devices() if d["role"] == "dealer"}
    assert sorted((r.table, r.hand) for r in recorded) == [(1, 1), (2, 1), (3, 1)]
    assert all(r.author == f"dealer (tablet, table {r.table} {devices[r.table]})" for r in recorded)
    assert len({r.submission for r in recorded}) == 3


def test_a_second_desk_on_another_host_registers_a_late_player_through_the_service(
        network: NetworkFactory, tmp_path: Path) -> None:
    """The registration desk: Floor's console on a computer of its own, through the room service only."""
    room = network("service", "desk2")
    desk = new_tournament(tmp_path)
    with room_service(room.host("service"), desk, tmp_path) as service:
        code = desk.pair("desk", "--person", "Maria")
        home = tmp_path / "desk2-home"  # the second computer's own data folder (its token is kept there)
        done = room.host("desk2").run(
            [sys.executable, str(Path(__file__).with_name("second_desk.py")), service.url, code, "Zoe Late"],
            capture_output=True, text=True, timeout=90, cwd=Path(__file__).parents[2],
            env={**os.environ, "XDG_DATA_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"})
        assert done.returncode == 0, done.stderr
    shown = json.loads(done.stdout.strip().splitlines()[-1])
    assert shown["before"].startswith("Entries 15") and shown["after"].startswith("Entries 16")
    late = [e for e in desk.history() if e.kind == "player-registered" and e.data.to_json()["name"] == "Zoe Late"]
    assert len(late) == 1 and late[0].author == f"Maria (desk {shown['device']['id']})"
    assert any(e.kind == "player-seated" and e.author == late[0].author for e in desk.history())


def test_a_tablet_whose_link_is_cut_mid_hand_keeps_the_hand_and_it_is_recorded_once_when_the_link_is_back(
        network: NetworkFactory, browser: BrowserFactory, tmp_path: Path) -> None:
    room = network("service", "tablet1")
    cable = room.host("tablet1")
    desk = new_tournament(tmp_path)
    with room_service(room.host("service"), desk, tmp_path) as service:
        tablet = tablet_at(browser(cable), service, 1)
        page = tablet.page
        first, second, *others = tablet.dealt()
        tablet.type_seat(first, "As Ad", "500")

        # The cable goes while the dealer is typing: the tablet keeps what is typed and says the result will come.
        cable.link_down()
        tablet.type_seat(second, "Kc Ks", "500")
        tablet.fold(others)
        tablet.tap_board()
        expect(page.locator("#status")).to_have_text("The result comes when the network is back.")
        expect(page.locator("#confirm")).to_be_disabled()
        cable.link_up()
        tablet.settled()  # the result comes by itself, nothing typed again

        # It goes again just as the dealer presses Confirm: the hand is kept on the tablet, and sent when it can be.
        cable.link_down()
        page.click("#confirm")
        expect(tablet.said()).to_have_text(KEPT)
        expect(page.locator("#confirm")).to_be_disabled()
        assert desk.recorded() == []
        cable.link_up()
        expect(tablet.said()).to_have_text(RECORDED)
        tablet.at_hand(2)

    recorded = desk.recorded()
    assert [(r.table, r.hand) for r in recorded] == [(1, 1)]


@pytest.mark.parametrize("when", ["before it read the hand", "after it recorded the hand, before the tablet heard"])
def test_the_service_killed_during_a_submission_loses_and_doubles_nothing(
        network: NetworkFactory, browser: BrowserFactory, tmp_path: Path, when: str) -> None:
    room = network("service", "tablet1")
    desk = new_tournament(tmp_path)
    with room_service(room.host("service"), desk, tmp_path) as service:
        tablet = tablet_at(browser(room.host("tablet1")), service, 1)
        page = tablet.page
        tablet.enter_showdown()
        if when == "before it read the hand":
            # Frozen, the service's kernel still takes the tablet's request; the service never reads it, and dies.
            service.freeze()
            page.click("#confirm")
            until(lambda: any(waiting > 0 for waiting, _ in service.connections_from(room.host("tablet1").address)),
                  10, "the tablet's Confirm waiting, unread, on the service host")
            service.kill()
            assert desk.recorded() == []
            expect(tablet.said()).to_have_text(KEPT)
            tablet.at_hand(1)
        else:
            # The service records the hand and answers; the answer is held in the tablet's browser (its network
            # stack, paused by the DevTools protocol) until the service is dead, then lost as a reset connection.
            held: list[dict[str, object]] = []
            devtools = page.context.new_cdp_session(page)
            devtools.on("Fetch.requestPaused", lambda paused: held.append(paused))
            devtools.send("Fetch.enable", {"patterns": [{"urlPattern": "*/api/dealer/confirm",
                                                         "requestStage": "Response"}]})
            page.click("#confirm")
            def answered() -> bool:
                page.wait_for_timeout(50)  # (Playwright hands the page's events over while it waits)
                return bool(held)

            until(answered, 10, "the service's answer to Confirm", every_s=0)
            assert [(r.table, r.hand) for r in desk.recorded()] == [(1, 1)]
            tablet.at_hand(2)  # the table's view moved on (pushed at once) while the Confirm is still unanswered
            service.kill()
            devtools.send("Fetch.failRequest", {"requestId": held[0]["requestId"], "errorReason": "ConnectionReset"})
            devtools.send("Fetch.disable")  # (anything else held goes on)
            # The tablet was not told: it keeps the hand and sends it again.
            expect(tablet.said()).to_have_text(KEPT)

        service.start()  # on the same address and port: the tablet finds it by itself
        assert tablet.recorded_hand() == 1
        tablet.at_hand(2)

    recorded = desk.recorded()
    assert [(r.table, r.hand) for r in recorded] == [(1, 1)]
    # Confirm was sent again after the kill, every time as the same submission: the one recorded.
    assert len(tablet.confirms) >= 2 and {c["submission"] for c in tablet.confirms} == {recorded[0].submission}


def test_a_device_revoked_mid_session_stops_at_once(
        network: NetworkFactory, browser: BrowserFactory, tmp_path: Path) -> None:
    room = network("service", "tablet1", "tablet2")
    desk = new_tournament(tmp_path)
    with room_service(room.host("service"), desk, tmp_path) as service:
        revoked = tablet_at(browser(room.host("tablet1")), service, 1)
        other = tablet_at(browser(room.host("tablet2")), service, 2)
        revoked.enter_showdown()  # a hand typed in full, Confirm not yet pressed

        desk.revoke(desk.device("dealer", table=1)["id"])
        page = revoked.page
        expect(page.locator("#app h1")).to_have_text("This device is not paired.")
        expect(page.locator("#confirm")).to_have_count(0)
        expect(page.locator("#app a[href='/pair']")).to_be_visible()
        # The hand it had typed, sent with its token over its own network as its Confirm would: refused.
        answer = page.evaluate("body => api('POST', '/api/dealer/confirm', body)", revoked.asked[-1])
        assert answer["status"] == 401
        assert answer["data"]["refusal"] == "this device was unpaired at the desk: scan a new pairing code"

        other.enter_showdown()  # the other tablet goes on
        other.page.click("#confirm")
        expect(other.said()).to_have_text(RECORDED)

    assert [(r.table, r.hand) for r in desk.recorded()] == [(2, 1)]
    assert desk.device("dealer", table=1)["revoked_at"] is not None


PHONES = Path(__file__).with_name("phones.py")


def test_a_thousand_phones_and_slow_clients_leave_the_stations_served(
        network: NetworkFactory, browser: BrowserFactory, tmp_path: Path) -> None:
    room = network("service", "tablet1", "phone", "phones", "slow")
    # Each phone and each attacker an address of the room's own: 50 a address, under the service's cap of 64
    # connections from one address (floor/room/gate.py), as a thousand phones on the Wi-Fi would be.
    crowd_from = extra_addresses(room.host("phones"), 101, 20)
    slow_from = extra_addresses(room.host("slow"), 201, 4)
    desk = new_tournament(tmp_path)
    with room_service(room.host("service"), desk, tmp_path) as service:
        tablet = tablet_at(browser(room.host("tablet1")), service, 1)
        phone = floor_phone(browser(room.host("phone")), service)
        crowd = room.host("phones").popen(
            [sys.executable, str(PHONES), "lobby", service.url, "--from", ",".join(crowd_from), "--count", "1000"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        slow = room.host("slow").popen(
            [sys.executable, str(PHONES), "slow", service.url, "--from", ",".join(slow_from), "--count", "200",
             "--every", "2"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        assert crowd.stdin is not None and crowd.stdout is not None and slow.stdin is not None
        assert slow.stdout is not None
        crowd_says, slow_says = Lines(crowd.stdout), Lines(slow.stdout)
        assert crowd_says.next(90) == {"ready": 1000, "of": 1000}
        assert slow_says.next(90) == {"holding": 200, "of": 200}

        tablet.enter_showdown()
        tablet.page.click("#confirm")
        expect(tablet.said()).to_have_text(RECORDED)
        expect(phone.locator("#tables tr[data-table='1'] td").first).to_have_text("Table 1 · Hand 2")

        (hand,) = desk.recorded()
        crowd.stdin.write(f"want {hand.seq} 30\n")
        crowd.stdin.flush()
        got = crowd_says.next(60)
        assert (got["got"], got["of"], got["failed"]) == (1000, 1000, 0), got  # every phone, none turned away
        attack = slow_says.next(90)
        assert (attack["cut"], attack["of"], attack["answered"]) == (200, 200, 0), attack  # cut, never answered
        crowd.stdin.close()
        slow.stdin.close()

    assert [(r.table, r.hand) for r in desk.recorded()] == [(1, 1)]
