"""Damage the quick check does not see: one key of an index changed in place (the table row is as it was), so
SQLite's quick check passes and only the full integrity check finds "row N missing from index"."""

from __future__ import annotations

import sqlite3
from pathlib import Path


def _varint(buf: bytes, i: int) -> tuple[int, int]:
    v = 0
    for k in range(9):
        b = buf[i + k]
        if k == 8:
            return (v << 8) | b, i + 9
        v = (v << 7) | (b & 0x7F)
        if b < 0x80:
            return v, i + k + 1
    raise AssertionError


def bump_last_index_key(db: Path, index: str) -> None:
    """Add one to the last integer of the last entry of ``index``'s root leaf page, nothing else."""
    conn = sqlite3.connect(db)
    root, = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", [index]).fetchone()
    size, = conn.execute("PRAGMA page_size").fetchone()
    conn.close()
    data = bytearray(db.read_bytes())
    base = (root - 1) * size
    head = base + (100 if root == 1 else 0)
    assert data[head] == 0x0A, "not a leaf index page"
    cells = int.from_bytes(data[head + 3:head + 5], "big")
    ptr = base + int.from_bytes(data[head + 8 + 2 * (cells - 1):head + 10 + 2 * (cells - 1)], "big")
    _, i = _varint(data, ptr)
    hsize, j = _varint(data, i)
    types = []
    while j < i + hsize:
        t, j = _varint(data, j)
        types.append(t)
    body = i + hsize
    widths = {0: 0, 1: 1, 2: 2, 3: 3, 4: 4, 5: 6, 6: 8, 7: 8, 8: 0, 9: 0}
    offsets = []
    for t in types:
        offsets.append(body)
        body += widths[t] if t < 12 else (t - 12) // 2
    # the key's last column (seq) before the rowid
    pos, t = offsets[-2], types[-2]
    assert t in (1, 2), t
    data[pos + widths[t] - 1] = (data[pos + widths[t] - 1] + 1) % 256
    db.write_bytes(bytes(data))
