"""How many connections the service takes, in all and from one address, so that no client, however many
connections it opens, can use up the file descriptors the desk's own files need (a backup, the database).

The cap in all is what the process may open less a reserve for the desk; from one address, a share of it that a
room's real devices (a tablet, a TV, a phone each hold one or two) never reach.
"""

from __future__ import annotations

import resource
from collections import Counter

RESERVE = 128  # descriptors kept for the database, its -wal and -shm, backups, logs and the interpreter
PER_ADDRESS = 64  # connections from one address: a tablet holds a push stream and a request at a time


def descriptor_limit() -> int:
    """The process's limit on open files, raised to the most it may have (a desk's default of 1,024 is not
    enough for a room of 3,000 phones)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard == resource.RLIM_INFINITY:
        hard = max(soft, 65_536)
    if soft < hard:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
            soft = hard
        except (ValueError, OSError):
            pass
    return int(soft)


class Gate:
    """Admits a connection or turns it away; every admitted connection leaves through :meth:`leave` once."""

    def __init__(self, total: int | None = None, per_address: int = PER_ADDRESS) -> None:
        self.total = total if total is not None else max(16, descriptor_limit() - RESERVE)
        self.per_address = per_address
        self.open: Counter[str] = Counter()
        self.count = 0
        self.refused = 0

    def admit(self, address: str) -> bool:
        if self.count >= self.total or self.open[address] >= self.per_address:
            self.refused += 1
            return False
        self.open[address] += 1
        self.count += 1
        return True

    def leave(self, address: str) -> None:
        self.open[address] -= 1
        if self.open[address] <= 0:
            del self.open[address]
        self.count -= 1
