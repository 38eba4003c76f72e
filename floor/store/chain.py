"""Each event's checksum, chained to the one before it: an event changed outside Floor is noticed.

SQLite's own checks see a page that is not a page; they cannot see a byte changed inside a
text that is still text ("Emil" turned "Emim" in a backup stays valid JSON in a valid file).
So every event carries, in its ``checksum`` column, a BLAKE2b digest (16 bytes) of the one
before it in its tournament's log and of everything a reader takes from its row (its
tournament, number, kind, time, author and payload, with their SQLite types). Changing,
removing or inserting an event breaks the chain at that event and every later one stays
unprovable, so the first break is what is named: "event 412 of tournament 3 does not match the
one before it". The digest is written with the event, in its transaction
(:meth:`floor.store.tournaments.Store._insert`); migration ``m009_event_checksums`` chains a
file's existing events once (:func:`seal`). ``benchmarks/event_chain.py`` measures both costs.

Checked: on opening a file that is not as the last Floor closed it, before every backup, on
restore (a backup whose chain breaks is refused), and before a write when SQLite's
``data_version`` says another connection committed (the events since the store last read).
A break found in the live file is said once; the floor's next action in that tournament puts
it on record (a ``log-damage-noticed`` event) and chains the rest again (:func:`seal`), so the
history keeps the damage and backups are taken again.
"""

from __future__ import annotations

import hashlib
import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from floor.core.errors import FloorError, Text
from floor.store.connection import Connection

DIGEST_SIZE = 16
GENESIS = b"floor-events"  # what the first event of every tournament is chained to

# The row as the check reads it: types first, so that a number stored where a text was (or the reverse) breaks it.
ROWS = ("SELECT tournament_id, seq, typeof(kind), CAST(kind AS BLOB), typeof(at), "
        "CASE WHEN typeof(at) IN ('real', 'integer') THEN at ELSE CAST(at AS BLOB) END, "
        "typeof(author), CAST(author AS BLOB), typeof(payload), CAST(payload AS BLOB), checksum FROM events")


@dataclass(frozen=True, slots=True)
class Break:
    """The first event of a tournament whose checksum does not follow from the one before it."""

    tournament_id: int
    seq: int

    def sentence(self) -> str:
        return Text("event {seq} of tournament {tid} does not match the one before it: the file was changed outside "
                    "Floor",
                    seq=self.seq, tid=self.tournament_id)


class ChainBroken(FloorError):
    """An event was changed, removed or added outside Floor (its checksum does not follow from the one before)."""

    code = "chain-broken"

    def __init__(self, found: Break) -> None:
        super().__init__(found.sentence())
        self.found = found


def _field(kind: object, value: object) -> bytes:
    """One column, its SQLite type named: ``text:5:hello`` (a REAL exactly, in hex)."""
    if value is None:
        data = b""
    elif isinstance(value, bytes | bytearray | memoryview):
        data = bytes(value)
    elif isinstance(value, float):
        data = value.hex().encode("ascii")
    else:
        data = str(value).encode("utf-8")
    return b"%s:%d:%s" % (str(kind).encode("ascii", "replace"), len(data), data)


def link(before: bytes, row: Sequence[object]) -> bytes:
    """The checksum of an event whose predecessor's is ``before`` (:data:`GENESIS` for a first event): ``row`` is
    (tournament, seq, kind's type, kind, time's type, time, author's type, author, payload's type, payload), the
    texts as bytes, as :data:`ROWS` reads them. Every row Floor writes takes the first way (one formatted header,
    then the payload: the check of a 30,000-event log is a few tenths of a second); any other row is told apart by
    its types, field by field."""
    tid, seq, kind_type, kind, at_type, at, author_type, author, payload_type, payload = row
    digest = hashlib.blake2b(before, digest_size=DIGEST_SIZE)
    if (type(tid) is int and type(seq) is int and type(kind) is bytes and type(at) is float
            and type(author) is bytes and type(payload) is bytes):
        digest.update(b"F%d/%d %s:%d:%s %s:%s %s:%d:%s %s:%d:" % (
            tid, seq, _ascii(kind_type), len(kind), kind, _ascii(at_type), at.hex().encode("ascii"),
            _ascii(author_type), len(author), author, _ascii(payload_type), len(payload)))
        digest.update(payload)
        return digest.digest()
    digest.update(b"O" + _field("tid", tid) + _field("seq", seq))
    for kind_of, value in ((kind_type, kind), (at_type, at), (author_type, author), (payload_type, payload)):
        digest.update(_field(kind_of, value))
    return digest.digest()


_TYPES = {name: name.encode("ascii") for name in ("text", "real", "integer", "blob", "null")}


def _ascii(name: object) -> bytes:
    known = _TYPES.get(name) if isinstance(name, str) else None
    return known if known is not None else str(name).encode("ascii", "replace")


def written(tournament_id: int, seq: int, kind: str, at: float, author: str, payload: str) -> tuple[object, ...]:
    """An event's row as :data:`ROWS` will read it back once Floor has inserted it (the time a REAL)."""
    return (tournament_id, seq, "text", kind.encode("utf-8"), "real", float(at), "text", author.encode("utf-8"),
            "text", payload.encode("utf-8"))


def previous(db: Connection, tournament_id: int) -> bytes:
    """The checksum of the tournament's last event (:data:`GENESIS` before its first): what the next one chains to."""
    row = db.execute("SELECT checksum FROM events WHERE tournament_id = ? ORDER BY seq DESC LIMIT 1",
                     [tournament_id]).fetchone()
    if row is None:
        return GENESIS
    return bytes(row[0]) if isinstance(row[0], bytes) else b""  # (an event with no checksum: the next breaks too)


def _rows(conn: sqlite3.Connection, tournament_id: int | None) -> Iterable[Sequence[object]]:
    if tournament_id is None:
        return conn.execute(f"{ROWS} ORDER BY tournament_id, seq")
    return conn.execute(f"{ROWS} WHERE tournament_id = ? ORDER BY seq", [tournament_id])


def breaks(conn: sqlite3.Connection, tournament_id: int | None = None) -> list[Break]:
    """The first break of each tournament's chain (of one tournament's), in tournament order; none: all as Floor
    wrote them. A file without the column (written before m009, not yet migrated) has nothing to check."""
    if not has_checksums(conn):
        return []
    found: list[Break] = []
    current: object = None
    before = GENESIS
    broken = False
    for row in _rows(conn, tournament_id):
        tid = row[0]
        if tid != current:
            current, before, broken = tid, GENESIS, False
        if broken:
            continue
        stored = row[-1]
        expected = link(before, row[:-1])
        if stored != expected:
            found.append(Break(tid if isinstance(tid, int) else 0, row[1] if isinstance(row[1], int) else 0))
            broken = True
        before = expected
    return found


def break_since(conn: sqlite3.Connection, tournament_id: int, seq: int) -> Break | None:
    """The first break among one tournament's events from ``seq`` on, chained from the checksum the event before
    it holds (what changed under a live Floor since it read event ``seq``: a few rows, not the whole log)."""
    return since(conn, tournament_id, seq)[0]


def since(conn: sqlite3.Connection, tournament_id: int, seq: int, *,
          chained: bool = False) -> tuple[Break | None, tuple[int, bytes] | None]:
    """:func:`break_since`, and the log's last event as checked: its number and checksum (what the next event chains
    to; None when the chain breaks or no event was read). ``chained``: the file is known to have the column (a
    store that migrated it), so the schema is not asked again. One statement: the event before ``seq`` comes first."""
    if not chained and not has_checksums(conn):
        return None, None
    before, start = (GENESIS, seq) if seq <= 1 else (b"", seq - 1)
    tail: tuple[int, bytes] | None = None
    for found in conn.execute(f"{ROWS} WHERE tournament_id = ? AND seq >= ? ORDER BY seq", [tournament_id, start]):
        if start < seq and found[1] == start:  # (the event before: its checksum as it holds it, not checked)
            before = bytes(found[-1]) if isinstance(found[-1], bytes) else b""
            continue
        expected = link(before, found[:-1])
        if found[-1] != expected:
            return Break(tournament_id, found[1] if isinstance(found[1], int) else 0), None
        before = expected
        tail = (found[1], expected) if isinstance(found[1], int) else None
    return None, tail


def check(conn: sqlite3.Connection, tournament_id: int | None = None) -> None:
    """Refuse a file (one tournament of it) whose chain breaks, naming the first event that does not match."""
    found = breaks(conn, tournament_id)
    if found:
        raise ChainBroken(found[0])


def has_checksums(conn: sqlite3.Connection) -> bool:
    return any(r[1] == "checksum" for r in conn.execute("PRAGMA table_info(events)"))


def seal(conn: sqlite3.Connection, tournament_id: int | None = None, *, after: int = 0) -> int:
    """Chain the events as they stand (every tournament's, or one's from event ``after`` on): the migration does it
    once for a file's existing events, and a damage put on record re-chains the rest. Returns the events chained."""
    done = 0
    current: object = None
    before = GENESIS
    updates: list[tuple[bytes, object, object]] = []
    for row in _rows(conn, tournament_id):
        tid = row[0]
        if tid != current:
            current, before = tid, GENESIS
        digest = link(before, row[:-1])
        if isinstance(row[1], int) and row[1] > after and row[-1] != digest:
            updates.append((digest, tid, row[1]))
        before = digest
        done += 1
    conn.executemany("UPDATE events SET checksum = ? WHERE tournament_id = ? AND seq = ?", updates)
    return done
