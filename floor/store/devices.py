"""The room's paired devices and pending pairing codes, in the database beside the tournaments.

A device belongs to the room, not to one tournament (table 7's tablet stays table 7's through the night), so it is
not an event of a tournament's log: the desk and the room service share these two tables, and the desk's list of
devices reads them. Every write is one transaction (:meth:`Store.writing`); a refusal changes nothing. The rules
(who may pair, with what code, for how long) are :mod:`floor.usecases.pairing`'s, the intents
:mod:`floor.usecases.devices`'.
"""

from __future__ import annotations

from collections.abc import Callable

from floor.store.connection import Connection, mark
from floor.store.tournaments import Store
from floor.usecases import devices as intents
from floor.usecases import pairing
from floor.usecases.devices import Made, Paired
from floor.usecases.pairing import Device, Offer

_DEVICE = "id, role, tbl, person, paired_at, revoked_at, last_seen, address"
_OFFER = "code_digest, role, tbl, person, pin_digest, made_at, expires_at, used_by"


def _has_tables(db: Connection) -> bool:
    if db.engine == "postgresql":
        return True  # (a server's schema is made whole: floor/store/postgres.py)
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
            row = db.execute(f"SELECT {_DEVICE} FROM devices WHERE token_digest = {mark(db)}",
                             [pairing.digest(token)]).fetchone()
            return _device(row) if row is not None else None
        return self.store.reading(read)

    def keep_offer(self, offer: Offer, *, now: float) -> bool:
        """The pairing code kept (codes expired or used cleared first, to keep the table small); False, nothing
        written, when a code with its digest is in force (the use case draws another)."""
        values = [offer.code_digest, offer.role, offer.table, offer.person, offer.pin_digest, offer.made_at,
                  offer.expires_at, offer.used_by]
        with self.store.writing() as db:
            p = mark(db)
            db.execute(f"DELETE FROM pairings WHERE expires_at < {p} OR used_by != ''", [now])
            if db.engine == "postgresql":  # (the same code drawn by another desk meanwhile: waited for, then kept)
                return db.execute(f"INSERT INTO pairings ({_OFFER}) VALUES (%s, %s, %s, %s, %s, %s, %s, %s) "
                                  "ON CONFLICT (code_digest) DO NOTHING", values).rowcount == 1
            if db.execute("SELECT 1 FROM pairings WHERE code_digest = ?", [offer.code_digest]).fetchone():
                return False
            db.execute(f"INSERT INTO pairings ({_OFFER}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", values)
        return True

    def redeem(self, code_digest: str, redeem: Callable[[Offer | None], Device], *, token_digest: str) -> Device:
        """One transaction: the code read, ``redeem`` (:func:`floor.usecases.devices.pair`) says the device or
        refuses, the code marked used by it and the device kept with its token's digest."""
        with self.store.writing() as db:
            p = mark(db)
            if db.engine == "postgresql":
                # the code's row locked: a second device redeeming the code at once waits for this one, then reads
                # it used (on a file, the write locks the whole file)
                found = db.execute(f"SELECT {_OFFER} FROM pairings WHERE code_digest = %s FOR UPDATE", [code_digest])
            else:
                found = db.execute(f"SELECT {_OFFER} FROM pairings WHERE code_digest = ?", [code_digest])
            row = found.fetchone()
            device = redeem(_offer(row) if row is not None else None)
            db.execute(f"UPDATE pairings SET used_by = {p} WHERE code_digest = {p}", [device.id, code_digest])
            db.execute(f"INSERT INTO devices ({_DEVICE}, token_digest) "
                       f"VALUES ({p}, {p}, {p}, {p}, {p}, {p}, {p}, {p}, {p})",
                       [device.id, device.role, device.table, device.person, device.paired_at, device.revoked_at,
                        device.last_seen, device.address, token_digest])
        return device

    def unpair(self, device_id: str, unpaired: Callable[[Device | None], Device]) -> Device:
        """One transaction: the device read, ``unpaired`` (:func:`floor.usecases.devices.revoke`) says it revoked
        or refuses, and it is kept so."""
        with self.store.writing() as db:
            p = mark(db)
            if db.engine == "postgresql":  # (the device's row locked for the transaction, as the file would be)
                found = db.execute(f"SELECT {_DEVICE} FROM devices WHERE id = %s FOR UPDATE", [device_id])
            else:
                found = db.execute(f"SELECT {_DEVICE} FROM devices WHERE id = ?", [device_id])
            row = found.fetchone()
            device = unpaired(_device(row) if row is not None else None)
            db.execute(f"UPDATE devices SET revoked_at = {p} WHERE id = {p}", [device.revoked_at, device_id])
        return device

    def offer(self, role: str, *, table: int | None, person: str, pin: str, tables: set[int],
              now: float) -> Made:
        """:func:`floor.usecases.devices.offer` on this room (kept for the player pages' composition and the room
        service until they call the use case themselves)."""
        return intents.offer(self, role, table=table, person=person, pin=pin, tables=tables, now=now)

    def pair(self, code: str, pin: str, *, now: float, address: str = "") -> Paired:
        """:func:`floor.usecases.devices.pair` on this room (kept, as :meth:`offer` is)."""
        return intents.pair(self, code, pin, now=now, address=address)

    def revoke(self, device_id: str, *, now: float) -> Device:
        """:func:`floor.usecases.devices.revoke` on this room (kept, as :meth:`offer` is)."""
        return intents.revoke(self, device_id, now=now)

    def seen(self, seen: dict[str, tuple[float, str]]) -> None:
        """When each device was last heard from, and from where (written every few seconds, not per request)."""
        if not seen:
            return
        rows = [(at, address, device) for device, (at, address) in seen.items()]
        with self.store.writing() as db:
            if db.engine == "postgresql":  # (a server's connection has no sqlite3 ``conn``: one statement a device)
                for row in rows:
                    db.execute("UPDATE devices SET last_seen = %s, address = %s WHERE id = %s", row)
            else:
                db.conn.executemany("UPDATE devices SET last_seen = ?, address = ? WHERE id = ?", rows)
