"""The room's devices: a pairing code made at the desk (Room › Devices…, ``floor devices pair``), a device paired
with it (the room service's pairing page), a device unpaired (revoked).

Devices are the room's, not one tournament's, so these take the room's device book (a :class:`Room`: the store's,
:class:`floor.store.devices.DeviceBook`). Who may pair with what code, for how long, is :mod:`floor.usecases.pairing`;
each write is one transaction whose checks run on the rows as they stand inside it, and a refusal writes nothing.
Codes, PINs and tokens are kept as digests only: a code is shown once, a token handed to its device once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Protocol

from floor.core.errors import FloorError, Text
from floor.core.textinput import one_line
from floor.usecases import pairing
from floor.usecases.pairing import Device, Offer

TRIES = 16  # new codes drawn before giving up (a code in force is never given twice; a million codes, few in force)


@dataclass(frozen=True, slots=True)
class Made:
    """A pairing code the desk shows: the code itself (shown once, never stored) and until when it works."""

    code: str
    role: str
    table: int | None
    person: str
    expires_at: float


@dataclass(frozen=True, slots=True)
class Paired:
    """A device just paired: its token (handed to the device once, never stored) and the device."""

    token: str
    device: Device


class Room(Protocol):
    """The room's devices and pairing codes where they are kept; each write one transaction."""

    def devices(self) -> list[Device]: ...

    def keep_offer(self, offer: Offer, *, now: float) -> bool:
        """The code kept (codes expired or used before ``now`` cleared first); False, and nothing written, when a
        code with its digest is in force already."""
        ...

    def redeem(self, code_digest: str, redeem: Callable[[Offer | None], Device], *, token_digest: str) -> Device:
        """In one transaction: the code read (None: unknown), ``redeem`` says the device it pairs (its refusal
        writes nothing), the code marked used by it and the device kept with its token's digest."""
        ...

    def unpair(self, device_id: str, unpaired: Callable[[Device | None], Device]) -> Device:
        """In one transaction: the device read (None: unknown), ``unpaired`` says it as revoked (its refusal writes
        nothing), and it is kept so."""
        ...


def offer(room: Room, role: str, *, table: int | None, person: str, pin: str, tables: set[int],
          now: float) -> Made:
    """A new pairing code for ``role`` (a dealer tablet's ``table`` among the tournament's ``tables``, a floor
    phone's ``person`` and ``pin``); refused in words when it cannot be made."""
    pairing.refuse(pairing.offer_refusal(role, table, person, pin, tables), "bad-pairing")
    one_line(person, Text("the name"))  # (shown as who acted on every ruling the phone makes)
    at_table = table if role == pairing.DEALER else None
    expires = now + pairing.CODE_MINUTES * 60
    for _ in range(TRIES):
        code = pairing.new_code()
        kept = Offer(pairing.digest(code), role, at_table, person.strip(),
                     pairing.digest(pin) if role == pairing.FLOOR else "", now, expires)
        if room.keep_offer(kept, now=now):
            return Made(code, role, at_table, person.strip(), expires)
    raise FloorError(Text("no free pairing code could be drawn: try again in a moment"),  # pragma: no cover
                     code="bad-pairing")


def pair(room: Room, code: str, pin: str, *, now: float, address: str = "") -> Paired:
    """The device that typed ``code`` (and its ``pin``, for a floor phone) paired: the code used up, all or
    nothing; refused in words for a code unknown, used, expired, or a wrong PIN."""
    pairing.refuse(pairing.pairing_refusal(code), "bad-code")
    token, device_id = pairing.new_token(), pairing.new_device_id()

    def redeemed(offered: Offer | None) -> Device:
        pairing.refuse(pairing.redeem_refusal(offered, pin, now), "bad-code")
        assert offered is not None
        return Device(device_id, offered.role, offered.table, offered.person, now, None, now, address)

    device = room.redeem(pairing.digest(code), redeemed, token_digest=pairing.digest(token))
    return Paired(token, device)


def revoke(room: Room, device_id: str, *, now: float) -> Device:
    """The device unpaired at once: its token opens nothing from now on."""
    def unpaired(device: Device | None) -> Device:
        if device is None:
            raise FloorError(Text("there is no device {device}: `floor devices` lists them", device=device_id),
                             code="unknown-device")
        if not device.active:
            raise FloorError(Text("device {device} was unpaired already", device=device_id), code="unknown-device")
        return replace(device, revoked_at=now)

    return room.unpair(device_id, unpaired)
