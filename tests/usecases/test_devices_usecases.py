"""The room's devices as use cases: a code offered, a device paired with it once, a device revoked; every refusal
writes nothing."""

from __future__ import annotations

import pytest

from floor.core.errors import FloorError
from floor.store.devices import DeviceBook
from floor.store.where import open_store
from floor.usecases import devices, pairing

from .club import T0, file_bytes, night
from .conftest import Places


@pytest.fixture
def room(where: Places) -> DeviceBook:
    store = open_store(where("floor.db"))
    night(store)
    yield DeviceBook(store)
    store.close()


def test_a_code_pairs_one_device_once_and_the_device_is_revoked(room: DeviceBook) -> None:
    made = devices.offer(room, pairing.DEALER, table=3, person="", pin="", tables={3, 4}, now=T0)
    assert made.table == 3 and made.expires_at == T0 + pairing.CODE_MINUTES * 60
    paired = devices.pair(room, made.code, "", now=T0 + 5, address="10.0.0.7")
    assert paired.device.role == pairing.DEALER and paired.device.table == 3 and paired.device.active
    assert room.by_token(paired.token) == paired.device
    before = file_bytes(room.store.address)
    with pytest.raises(FloorError, match="used"):
        devices.pair(room, made.code, "", now=T0 + 6)
    assert file_bytes(room.store.address) == before
    gone = devices.revoke(room, paired.device.id, now=T0 + 60)
    assert gone.revoked_at == T0 + 60 and not room.devices()[0].active
    before = file_bytes(room.store.address)
    for device, refusal in ((paired.device.id, "unpaired already"), ("nosuch", "there is no device nosuch")):
        with pytest.raises(FloorError, match=refusal):
            devices.revoke(room, device, now=T0 + 70)
    assert file_bytes(room.store.address) == before


def test_a_floor_phones_wrong_pin_an_expired_code_and_a_bad_offer_write_nothing(room: DeviceBook) -> None:
    made = devices.offer(room, pairing.FLOOR, table=None, person="Ana", pin="2468", tables=set(), now=T0)
    before = file_bytes(room.store.address)
    with pytest.raises(FloorError):
        devices.pair(room, made.code, "1357", now=T0 + 5)
    with pytest.raises(FloorError):
        devices.pair(room, made.code, "2468", now=made.expires_at + 1)
    with pytest.raises(FloorError):
        devices.offer(room, pairing.DEALER, table=9, person="", pin="", tables={1, 2}, now=T0)
    with pytest.raises(FloorError):
        devices.pair(room, "12", "", now=T0)
    assert file_bytes(room.store.address) == before
    assert devices.pair(room, made.code, "2468", now=T0 + 6).device.person == "Ana"


def test_a_floor_phones_person_with_a_right_to_left_override_is_refused_and_nothing_written(room: DeviceBook) -> None:
    """Issue 29: a ruling's author is the phone's person; "\u202eevil" would be shown as "live" beside it."""
    before = file_bytes(room.store.address)
    with pytest.raises(FloorError, match="turns the text around"):
        devices.offer(room, pairing.FLOOR, table=None, person="\u202eevil", pin="2468", tables=set(), now=T0)
    assert file_bytes(room.store.address) == before
