"""Who may do what in the room: the roles a device is paired for, the pairing code, and the check on every write.

A device joins by a short code the desk shows (as a QR code, or typed): the code says the role, and for a dealer
tablet the table, for a floor phone the person (who types a PIN of their own as well). The code works once, for
:data:`CODE_MINUTES`; the device is given a token of its own, which it sends in a header with every request
(never a cookie: a page of another site cannot make the browser send it). Only a digest of a code, a PIN or a token
is ever stored, so the database, its backups and exports cannot pair anything.

This module is the rules: no store, no network.
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass

from floor.core.errors import FloorError, Text

DEALER, FLOOR, DISPLAY, DESK = "dealer", "floor", "display", "desk"
ROLES = (DEALER, FLOOR, DISPLAY, DESK)
CODE_DIGITS = 6
CODE_MINUTES = 10
PIN_DIGITS = (4, 8)

# What each role may do (each intent names one of these: floor/usecases/intent.py). A dealer's are for its own
# table only (:func:`may`).
READ_TABLE, RECORD_HAND, CALL_FLOOR = "read-table", "record-hand", "call-floor"
READ_FLOOR, ANSWER_CALL, RULE = "read-floor", "answer-call", "rule"  # (RULE: penalties, rulings, the floor's own)
READ_DISPLAY = "read-display"
READ_LOG = "read-log"  # the whole log, folded by a second desk's console on another computer
RUN_DESK, TAKE_BACK = "run-desk", "take-back"  # a desk's actions (registration, the clock, seating...), undo and redo
MEMBERS = "members"  # the club's members (floor/room/members.py): a desk's only
FLOOR_ACTS = "floor-acts"  # what the floor does walking the room: busts a dealer offered confirmed, the clock paused
CORRECT_HAND = "correct-hand"  # a confirmed hand judged again after Confirm (wrong chips, wrong winner): the floor's
INTENTS: dict[str, frozenset[str]] = {
    DEALER: frozenset({READ_TABLE, RECORD_HAND, CALL_FLOOR, READ_DISPLAY}),
    FLOOR: frozenset({READ_FLOOR, ANSWER_CALL, RULE, READ_TABLE, READ_DISPLAY, FLOOR_ACTS, CORRECT_HAND}),
    DISPLAY: frozenset({READ_DISPLAY}),  # (a clock elsewhere draws from its role's state: floor/usecases/sight.py)
    DESK: frozenset({READ_FLOOR, ANSWER_CALL, RULE, READ_TABLE, READ_DISPLAY, READ_LOG, RECORD_HAND, RUN_DESK,
                     TAKE_BACK, MEMBERS, FLOOR_ACTS, CORRECT_HAND}),
}


def digest(secret: str) -> str:
    """What is stored of a code, a PIN or a token: its SHA-256 (a token is 256 random bits: no salt needed; a code
    lives minutes and a PIN is checked only beside its code)."""
    return hashlib.sha256(secret.encode()).hexdigest()


def new_code() -> str:
    """A pairing code: six digits from the secure source, easy to type on a TV's remote."""
    return f"{secrets.randbelow(10 ** CODE_DIGITS):0{CODE_DIGITS}d}"


def new_token() -> str:
    return secrets.token_urlsafe(32)


def new_device_id() -> str:
    return secrets.token_hex(4)


def pairing_refusal(code: str) -> Text | None:
    """Why a typed code cannot be one (before any lookup), or None."""
    if not (len(code) == CODE_DIGITS and code.isdigit()):
        return Text("a pairing code is {digits} digits, as the desk shows it", digits=CODE_DIGITS)
    return None


def pin_refusal(pin: str) -> Text | None:
    low, high = PIN_DIGITS
    if not (low <= len(pin) <= high and pin.isdigit()):
        return Text("a PIN is {low} to {high} digits", low=low, high=high)
    return None


@dataclass(frozen=True, slots=True)
class Device:
    """A paired device: what it may do, for whom, and whether the desk revoked it."""

    id: str
    role: str
    table: int | None
    person: str
    paired_at: float
    revoked_at: float | None = None
    last_seen: float | None = None
    address: str = ""

    @property
    def active(self) -> bool:
        return self.revoked_at is None

    @property
    def label(self) -> str:
        """How the history names the device beside its person: "tablet, table 7", "floor phone"."""
        if self.role == DEALER:
            return f"tablet, table {self.table}"
        return {FLOOR: "floor phone", DISPLAY: "display", DESK: "desk"}.get(self.role, self.role)

    def author(self) -> str:
        """The name every event it writes carries: the person and the device, so the log says who and where."""
        person = self.person or {DEALER: "dealer", DISPLAY: "display"}.get(self.role, self.role)
        return f"{person} ({self.label} {self.id})"


@dataclass(frozen=True, slots=True)
class Offer:
    """A pairing code the desk made, as stored (its digest only)."""

    code_digest: str
    role: str
    table: int | None
    person: str
    pin_digest: str
    made_at: float
    expires_at: float
    used_by: str = ""


def offer_refusal(role: str, table: int | None, person: str, pin: str, tables: set[int]) -> Text | None:
    """Why the desk cannot make this pairing code, or None: a dealer's names a table of the tournament, a floor
    phone's a person and their PIN."""
    if role not in ROLES:
        return Text("a device is paired as one of: {roles}", roles=", ".join(ROLES))
    if role == DEALER:
        if table is None:
            return Text("a dealer tablet is paired for a table: name it")
        if table not in tables:
            known = ", ".join(map(str, sorted(tables))) or "none yet: draw the seats first"
            return Text("there is no table {table} (tables: {known})", table=table, known=known)
    if role == FLOOR:
        if not person.strip():
            return Text("a floor phone is paired for a person: give their name")
        return pin_refusal(pin)
    return None


def redeem_refusal(offer: Offer | None, pin: str, now: float) -> Text | None:
    """Why this code does not pair a device now, or None."""
    if offer is None:
        return Text("this pairing code is not known: ask the desk for a new one")
    if offer.used_by:
        return Text("this pairing code was used already: ask the desk for a new one")
    if now > offer.expires_at:
        return Text("this pairing code expired: ask the desk for a new one")
    if offer.pin_digest and digest(pin) != offer.pin_digest:
        return Text("the PIN is not the one given at the desk")
    return None


def may(device: Device | None, intent: str, table: int | None = None) -> Text | None:
    """Why ``device`` may not do ``intent`` (at ``table``), or None: the one check every request of the room
    service passes before it reads or writes."""
    if device is None:
        return Text("this device is not paired: scan the desk's pairing code")
    if not device.active:
        return Text("this device was unpaired at the desk: scan a new pairing code")
    if intent not in INTENTS.get(device.role, frozenset()):
        return Text("a {role} device cannot do this", role=device.role)
    if device.role == DEALER and table is not None and table != device.table:
        return Text("this station is table {mine}'s: it cannot act at table {table}", mine=device.table, table=table)
    return None


def refuse(why: Text | None, code: str) -> None:
    if why is not None:
        raise FloorError(why, code=code)
