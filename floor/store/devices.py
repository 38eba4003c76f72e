"""The room's paired devices and pending pairing codes, in the database beside the tournaments.

A device belongs to the room, not to one tournament (table 7's tablet stays table 7's through the night), so it is
not an event of a tournament's log: the desk and the room service share these two tables, and the desk's list of
devices reads them. Every write is one transaction (:meth:`Store.writing`); a refusal changes nothing. The rules
(who may pair, with what code, for how long) are :mod:`floor.room.pairing`'s.
"""

from __future__ import annotations

from dataclasses import dataclass

from floor.core.errors import FloorError, Text
from floor.store.connection import Connection
from floor.store.tournaments import Store
from floor.usecases import pairing
from floor.usecases.pairing import Device, Offer

_DEVICE = "id, role, tbl, person, paired_at, revoked_at, last_seen, address"
_OFFER = "code_digest, role, tbl, person, pin_digest, made_at, expires_at, used_by"


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


def _has_tables(db: Connection) -> bool:
    return db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'devices'").fetchone() is not None


def _device(row: tuple[object, ...]) -> Device:
    id_, role, table, person, paired_at, revoked_at, last_seen, address = row
    return Device(str(id_), str(role), int(str(table)) if table is not None else None, str(person or ""),
                  float(str(paired_at)), float(str(revoked_at)) if revoked_at is not None else None,
                  float(str(last_seen)) if last_seen is not None else None, str(address or ""))


def _offer(row: tuple[object, ...]) -> Offer:
    code, role, table, person, pin, made, expires, used = row
    return Offer(str(code), str(role), int(str(table)) if table is not None else None, str(person or ""),
                 str(pin or ""), float(str(made)), float(str(expires)), str(used or ""))


class DeviceBook:
    """The devices and pairing codes of the room whose database ``store`` is."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def devices(self) -> list[Device]:
        """Every device ever paired, the newest first (revoked ones too: the desk sees what it revoked)."""
        def read(db: Connection) -> list[Device]:
            if not _has_tables(db):
                return []
            return [_device(r) for r in db.execute(f"SELECT {_DEVICE} FROM devices ORDER BY paired_at DESC, id")]
        return self.store.reading(read)

    def by_digest(self) -> dict[str, Device]:
        """Every device by its token's digest (the room service looks a request's token up here)."""
        def read(db: Connection) -> dict[str, Device]:
            if not _has_tables(db):
                return {}
            return {str(r[-1]): _device(r[:-1])
                    for r in db.execute(f"SELECT {_DEVICE}, token_digest FROM devices")}
        return self.store.reading(read)

    def by_token(self, token: str) -> Device | None:
        """The device a request's token names (revoked or not), or None."""
        def read(db: Connection) -> Device | None:
            if not token or not _has_tables(db):
                return None
            row = db.execute(f"SELECT {_DEVICE} FROM devices WHERE token_digest = ?",
                             [pairing.digest(token)]).fetchone()
            return _device(row) if row is not None else None
        return self.store.reading(read)

    def offer(self, role: str, *, table: int | None, person: str, pin: str, tables: set[int],
              now: float) -> Made:
        """A new pairing code for ``role``; refused in words when it cannot be made (no such table, no PIN)."""
        pairing.refuse(pairing.offer_refusal(role, table, person, pin, tables), "bad-pairing")
        code = pairing.new_code()
        expires = now + pairing.CODE_MINUTES * 60
        with self.store.writing() as db:
            db.execute("DELETE FROM pairings WHERE expires_at < ? OR used_by != ''", [now])  # (keep it small)
            while db.execute("SELECT 1 FROM pairings WHERE code_digest = ?", [pairing.digest(code)]).fetchone():
                code = pairing.new_code()  # (a code in force is never given twice)
            db.execute(f"INSERT INTO pairings ({_OFFER}) VALUES (?, ?, ?, ?, ?, ?, ?, '')",
                       [pairing.digest(code), role, table if role == pairing.DEALER else None, person.strip(),
                        pairing.digest(pin) if role == pairing.FLOOR else "", now, expires])
        return Made(code, role, table if role == pairing.DEALER else None, person.strip(), expires)

    def pair(self, code: str, pin: str, *, now: float, address: str = "") -> Paired:
        """The device that typed ``code`` (and its ``pin``, for a floor phone) paired: the code used up, all or
        nothing; refused in words for a code unknown, used, expired, or a wrong PIN."""
        pairing.refuse(pairing.pairing_refusal(code), "bad-code")
        token, device_id = pairing.new_token(), pairing.new_device_id()
        with self.store.writing() as db:
            row = db.execute(f"SELECT {_OFFER} FROM pairings WHERE code_digest = ?",
                             [pairing.digest(code)]).fetchone()
            offer = _offer(row) if row is not None else None
            pairing.refuse(pairing.redeem_refusal(offer, pin, now), "bad-code")
            assert offer is not None
            db.execute("UPDATE pairings SET used_by = ? WHERE code_digest = ?", [device_id, offer.code_digest])
            db.execute(f"INSERT INTO devices ({_DEVICE}, token_digest) VALUES (?, ?, ?, ?, ?, NULL, ?, ?, ?)",
                       [device_id, offer.role, offer.table, offer.person, now, now, address,
                        pairing.digest(token)])
        return Paired(token, Device(device_id, offer.role, offer.table, offer.person, now, None, now, address))

    def revoke(self, device_id: str, *, now: float) -> Device:
        """The device unpaired at once: its token opens nothing from now on."""
        with self.store.writing() as db:
            row = db.execute(f"SELECT {_DEVICE} FROM devices WHERE id = ?", [device_id]).fetchone()
            if row is None:
                raise FloorError(Text("there is no device {device}: `floor devices` lists them", device=device_id),
                                 code="unknown-device")
            device = _device(row)
            if not device.active:
                raise FloorError(Text("device {device} was unpaired already", device=device_id),
                                 code="unknown-device")
            db.execute("UPDATE devices SET revoked_at = ? WHERE id = ?", [now, device_id])
        return Device(device.id, device.role, device.table, device.person, device.paired_at, now, device.last_seen,
                      device.address)

    def seen(self, seen: dict[str, tuple[float, str]]) -> None:
        """When each device was last heard from, and from where (written every few seconds, not per request)."""
        if not seen:
            return
        with self.store.writing() as db:
            db.conn.executemany("UPDATE devices SET last_seen = ?, address = ? WHERE id = ?",
                                [(at, address, device) for device, (at, address) in seen.items()])
