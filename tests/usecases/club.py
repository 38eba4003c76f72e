"""What the club's use case tests share: a store with tournaments on a real file, and the file's bytes."""

from __future__ import annotations

from pathlib import Path

from floor.store.tournaments import Store
from floor.tournament.settings import Settings
from floor.usecases import tournaments

T0 = 1_800_000_000.0


def night(store: Store, name: str = "Sunday", *, at: float = T0) -> int:
    """A tournament made through the use case."""
    return tournaments.create(store, Settings(name, buy_in=100, starting_stack=10_000), now=at, author="Ana").tournament


def file_bytes(path: Path) -> tuple[bytes, ...]:
    """The database as it is on disk: the file, and its write-ahead log when there is one (a refusal changes
    neither)."""
    return tuple(p.read_bytes() if p.exists() else b"" for p in (path, path.with_name(path.name + "-wal")))
